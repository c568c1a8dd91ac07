//! A complete seeded game, pinned with its positions and traces: any change to
//! the rules, the notation, the position text, the traces or the random move
//! choice shows here.

use fanga_boustrophedon::{Boustrophedon, BoustrophedonOptions};
use fanga_core::{GameOptions, Position};

/// The game `selfplay boustrophedon --option columns=3 --seed 5` plays.
#[test]
fn seeded_game() {
    let mut o = BoustrophedonOptions::default();
    o.apply(&["columns=3"]).unwrap();
    let text = fanga_core::testing::game_text(Boustrophedon::start(&o), 5, 1000);
    insta::assert_snapshot!(text);
}
