//! The engine's conformance kit on bao, and a pinned seeded game.

use fanga_bao::{Bao, BaoOptions};
use fanga_core::{GameOptions, Position};

fn start(assignments: &[&str]) -> Bao {
    let mut o = BaoOptions::default();
    o.apply(assignments).unwrap();
    Bao::start(&o)
}

/// Every option set, and a mtaji position with a takasia'd hole.
fn starts() -> Vec<Bao> {
    vec![
        start(&[]),
        start(&["namua=off"]),
        start(&["rules=mraha_wa_tso"]),
        start(&["rules=mraha_wa_tso", "namua=off"]),
        start(&["takasia=off", "house_tax=1"]),
    ]
}

#[test]
fn conformance() {
    let kit = fanga_sowing::game::conformance(starts())
        .games(6)
        .max_plies(120);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    let report = kit.run();
    assert!(report.finished > 0 && report.moves > 3_000, "{report:?}");
}

/// A complete seeded game of Bao la Kiswahili, with its traces: the namua
/// (captures by entry, a safari, the house falling), then the mtaji stage
/// with a takasia.
#[test]
fn seeded_game() {
    insta::assert_snapshot!(fanga_core::testing::game_text(start(&[]), 76, 400));
}

/// A complete seeded game of m'raha wa tso: Bao's namua, then katro's
/// sowing.
#[test]
fn seeded_game_mraha_wa_tso() {
    insta::assert_snapshot!(fanga_core::testing::game_text(
        start(&["rules=mraha_wa_tso"]),
        1,
        400
    ));
}

/// Random positions whose mover holds most of the seeds on his side, so
/// that turns relay for long (from the 16th lap on the packed ring):
/// houses standing or not, namua or mtaji, a takasia'd hole, captures
/// possible or not. Every move is the same untraced (the fast path) and
/// traced (every lap through `land`).
#[test]
fn long_relays_are_the_landing_rules() {
    let mut rng = fanga_core::SplitMix64::new(47);
    let mut positions = Vec::new();
    while positions.len() < 300 {
        let mine = 24 + rng.below(37) as u32;
        let reserve = if rng.below(2) == 0 {
            0
        } else {
            rng.below(4) as u32
        };
        let grid = fanga_sowing::game::four_row_grid(
            &mut rng,
            8,
            fanga_core::Player::South,
            mine,
            64 - mine - 2 * reserve,
        );
        let house = ["0,0", "1,1", "1,0"][rng.below(3)];
        let takasia = ["-", "-", "c2", "f2"][rng.below(4)];
        let text = format!("{grid} S reserve={reserve},{reserve} house={house} takasia={takasia}");
        if let Ok(p) = Bao::from_text(&text, &BaoOptions::default()) {
            positions.push(p);
        }
    }
    let checked = fanga_sowing::game::check_relay_runs(positions, 20_000);
    assert!(checked > 1_000, "{checked}");
}
