//! A complete seeded game, pinned with its positions and traces: any change to
//! the rules, the notation, the position text, the traces or the random move
//! choice shows here.

use fanga_core::Position;
use fanga_katra_boaoaka::{BoaoakaOptions, KatraBoaoaka};

/// The game `selfplay katra-boaoaka --seed 5` plays.
#[test]
fn seeded_game() {
    let text =
        fanga_core::testing::game_text(KatraBoaoaka::start(&BoaoakaOptions::default()), 5, 1000);
    assert!(text.contains("result: "), "{text}");
    insta::assert_snapshot!(text);
}
