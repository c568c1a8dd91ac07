//! The engine's conformance kit on katra sakalava, and a pinned seeded game.

use fanga_core::{GameOptions, Position};
use fanga_katra_sakalava::{KatraSakalava, SakalavaOptions};

fn start(assignments: &[&str]) -> KatraSakalava {
    let mut o = SakalavaOptions::default();
    o.apply(assignments).unwrap();
    KatraSakalava::start(&o)
}

/// The starts both tests play from.
fn starts() -> Vec<KatraSakalava> {
    vec![
        start(&[]),
        start(&["back_rova=optional"]),
        "0,0,0,9,0,0,0,3/0,2,2,16,0,0,0,0/3,1,1,2,11,2,2,0/0,0,0,0,12,0,0,0 S reserve=0,0 rova=1,1"
            .parse()
            .unwrap(),
    ]
}

#[test]
fn conformance() {
    let starts = starts();
    let kit = fanga_sowing::game::conformance(starts)
        .games(10)
        .max_plies(150);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    let report = kit.run();
    assert!(report.finished > 0 && report.moves > 5_000, "{report:?}");
}

/// A complete seeded game, with its traces.
#[test]
fn seeded_game() {
    insta::assert_snapshot!(fanga_core::testing::game_text(start(&[]), 1908, 300));
}

/// The random moves draw what the board path draws, ply by ply: on the
/// board while a rova stands, on packed rings after.
#[test]
fn packed_random_moves_are_the_uniform_draws() {
    let mut starts = starts();
    starts.extend([
        // Neither rova stands: packed from the first ply.
        "0,0,0,3,0,0,0,0/0,2,2,3,0,0,0,0/0,0,0,0,3,2,2,0/0,0,0,0,3,0,0,0 S reserve=22,22 rova=0,0"
            .parse::<KatraSakalava>()
            .unwrap(),
        "0,1,0,3,0,0,2,0/0,2,2,3,1,0,0,1/0,1,0,0,3,2,2,0/1,0,0,0,3,0,1,0 N reserve=4,4 rova=0,1"
            .parse()
            .unwrap(),
    ]);
    let plies = fanga_sowing::game::check_play_random(starts, 40, 300, 1908);
    assert!(plies > 5_000, "{plies}");
}

/// Random positions whose mover holds most of the seeds, so that turns
/// relay for long (from the 16th lap on the packed ring), rova standing or
/// not, both readings of the back rova: every move is the same untraced
/// (the fast path) and traced (every lap through `land`).
#[test]
fn long_relays_are_the_landing_rules() {
    let mut rng = fanga_core::SplitMix64::new(47);
    let mut positions = Vec::new();
    while positions.len() < 600 {
        let mine = 44 + rng.below(17) as u32;
        let reserve = if rng.below(4) == 0 { 1 } else { 0 };
        let grid = fanga_sowing::game::four_row_grid(
            &mut rng,
            8,
            fanga_core::Player::South,
            mine,
            64 - mine - 2 * reserve,
        );
        let rova = ["0,0", "1,1", "1,1", "1,0"][rng.below(4)];
        let text = format!("{grid} S reserve={reserve},{reserve} rova={rova}");
        let back = [&[][..], &["back_rova=optional"][..]][rng.below(2)];
        let mut o = SakalavaOptions::default();
        o.apply(back).unwrap();
        if let Ok(p) = KatraSakalava::from_text(&text, &o) {
            positions.push(p);
        }
    }
    let checked = fanga_sowing::game::check_relay_runs(positions, 20_000);
    assert!(checked > 1_000, "{checked}");
}
