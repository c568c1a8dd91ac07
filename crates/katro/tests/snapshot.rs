//! A complete seeded game, pinned with its positions and traces: any change to
//! the rules, the notation, the position text, the traces or the random move
//! choice shows here.

use fanga_core::Position;
use fanga_katro::{Katro, KatroOptions};

/// The game `selfplay katro --seed 5` plays.
#[test]
fn seeded_game() {
    let text = fanga_core::testing::game_text(Katro::start(&KatroOptions::default()), 5, 1000);
    insta::assert_snapshot!(text);
}
