//! The engine's conformance kit, on every option set of katra boaoaka.

use fanga_core::{GameOptions, Position};
use fanga_katra_boaoaka::{BoaoakaOptions, KatraBoaoaka};

fn start(assignments: &[&str]) -> KatraBoaoaka {
    let mut o = BoaoakaOptions::default();
    o.apply(assignments).unwrap();
    KatraBoaoaka::start(&o)
}

#[test]
fn conformance() {
    let starts = [start(&[]), start(&["singletons=together"])];
    let kit = fanga_sowing::game::conformance(starts)
        .games(10)
        .max_plies(200);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    let report = kit.run();
    assert_eq!(report.games, 20);
    assert!(report.finished == 20 && report.moves > 400, "{report:?}");
}

/// Random positions whose mover holds most of the seeds, so that turns
/// relay for long (from the 16th lap on the packed ring, when the
/// opponent's side is empty), with captures possible or not: every move is the same untraced (the fast path) and
/// traced (every lap through `land`).
#[test]
fn long_relays_are_the_landing_rules() {
    let mut rng = fanga_core::SplitMix64::new(47);
    let positions: Vec<KatraBoaoaka> = (0..300)
        .map(|_| {
            // Half of them with South's side empty: the fast path runs
            // only then.
            let mine = 32 + rng.below(33) as u32;
            let theirs = if rng.below(2) == 0 { 0 } else { 64 - mine };
            let grid = fanga_sowing::game::four_row_grid(
                &mut rng,
                8,
                fanga_core::Player::North,
                mine,
                theirs,
            );
            let bound = ["-,-", "cw,ccw", "ccw,cw"][rng.below(3)];
            let text = format!("{grid} N direction={bound}");
            KatraBoaoaka::from_text(&text, &BoaoakaOptions::default()).unwrap()
        })
        .collect();
    let checked = fanga_sowing::game::check_relay_runs(positions, 20_000);
    assert!(checked > 1_000, "{checked}");
}
