//! A complete seeded game, pinned with its positions and traces: any change to
//! the rules, the notation, the position text, the traces or the random move
//! choice shows here.

use fanga_core::{GameOptions, Position};
use fanga_katra_murray::{KatraMurray, MurrayOptions};

/// The game `selfplay katra-murray --option columns=6 --seed 1603` plays,
/// which ends: random games of Murray's katra seldom do (a single seed is
/// never captured), and this one is among the shortest of the first seeds.
#[test]
fn seeded_game() {
    let mut o = MurrayOptions::default();
    o.apply(&["columns=6"]).unwrap();
    let text = fanga_core::testing::game_text(KatraMurray::start(&o), 1603, 1000);
    assert!(text.contains("result: N wins (all seeds taken)"), "{text}");
    insta::assert_snapshot!(text);
}
