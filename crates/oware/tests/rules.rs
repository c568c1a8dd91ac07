//! Worked examples for Oware (each verified against
//! pyspiel), and the repetition rule in game records.

use fanga_core::{EndReason, Game, Outcome, Player, Position};
use fanga_oware::{Oware, OwareLarge, OwareMove};

fn pos(t: &str) -> Oware {
    t.parse().unwrap_or_else(|e| panic!("{t}: {e}"))
}

fn mv(t: &str) -> OwareMove {
    t.parse().unwrap()
}

/// What the `moves` example prints for a position, sorted.
fn moves(t: &str) -> Vec<String> {
    fanga_core::testing::moves_and_results(&pos(t))
}

#[test]
fn example_1_the_start() {
    assert_eq!(
        moves("4,4,4,4,4,4/4,4,4,4,4,4 S captured=0,0"),
        [
            "a1 -> 4,4,4,4,4,4/0,5,5,5,5,4 N captured=0,0",
            "b1 -> 4,4,4,4,4,4/4,0,5,5,5,5 N captured=0,0",
            "c1 -> 4,4,4,4,4,5/4,4,0,5,5,5 N captured=0,0",
            "d1 -> 4,4,4,4,5,5/4,4,4,0,5,5 N captured=0,0",
            "e1 -> 4,4,4,5,5,5/4,4,4,4,0,5 N captured=0,0",
            "f1 -> 4,4,5,5,5,5/4,4,4,4,4,0 N captured=0,0",
        ]
    );
}

#[test]
fn example_2_a_capture_chain() {
    let p = "7,7,1,8,9,1/5,0,6,1,2,1 N captured=0,0";
    let m = moves(p);
    assert!(
        m.contains(&"b2 -> 8,0,1,8,9,1/6,1,7,0,0,0 S captured=0,7".to_owned()),
        "{m:?}"
    );
    assert!(
        m.contains(&"d2 -> 8,8,2,0,9,1/6,1,7,0,0,1 S captured=0,5".to_owned()),
        "{m:?}"
    );
}

#[test]
fn example_3_grand_slam() {
    let m = moves("0,0,0,1,1,2/2,10,1,11,4,4 S captured=8,4");
    assert!(
        m.contains(&"e1 -> 0,0,0,2,2,3/2,10,1,11,0,5 N captured=8,4".to_owned()),
        "{m:?}"
    );
}

#[test]
fn example_4_must_feed_and_a_lap_of_twelve() {
    let t = "12,4,1,1,2,1/0,0,0,0,0,0 N captured=9,18";
    assert_eq!(
        moves(t),
        [
            "a2 -> 0,5,2,2,3,2/0,1,1,1,1,1 S captured=9,20",
            "b2 -> 13,0,1,1,2,1/1,1,1,0,0,0 S captured=9,18",
        ]
    );
    assert_eq!(
        pos(t).play(&mv("e2")).unwrap_err().reason.to_string(),
        "the opponent has no seed: e2 must hold more than 4 seeds to reach him"
    );
}

#[test]
fn example_5_cannot_feed() {
    assert_eq!(
        moves("0,1,0,2,0,0/0,0,0,0,0,3 S captured=20,22"),
        ["f1 -> N wins"]
    );
    let q = pos("0,1,0,2,0,0/0,0,0,0,0,3 S captured=20,22")
        .play(&mv("f1"))
        .unwrap();
    assert_eq!(
        q.outcome().map(Outcome::reason),
        Some(EndReason::NO_LEGAL_MOVE)
    );
}

#[test]
fn example_6_repetition_in_a_game_record() {
    let start = pos("0,1,0,0,0,1/0,0,2,0,0,0 S captured=22,22");
    let mut game = Game::new(start);
    let line = [
        "c1", "b2", "e1", "a2", "a1", "f2", "b1", "e2", "d1", "d2", "f1", "c2", "c1",
    ];
    for (i, m) in line.iter().enumerate() {
        assert_eq!(game.outcome(), None, "before move {}", i + 1);
        game.play(&mv(m)).unwrap();
    }
    assert_eq!(
        game.position().to_string(),
        "0,1,0,0,0,1/0,0,0,1,1,0 N captured=22,22"
    );
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::REPETITION
        })
    );
    // On positions alone there is no history: the move simply gives the position.
    let m = moves("0,1,0,0,0,1/0,0,1,0,1,0 S captured=22,22");
    assert!(m.contains(&"c1 -> 0,1,0,0,0,1/0,0,0,1,1,0 N captured=22,22".to_owned()));
    assert!(m.contains(&"e1 -> 0,1,0,0,0,1/0,0,1,0,0,1 N captured=22,22".to_owned()));
    // OpenSpiel's GameEndsByRepetitionTest.
    let mut game = Game::new(pos("0,0,0,0,0,1/1,0,0,0,0,0 S captured=23,23"));
    for m in ["a1", "f2", "b1", "e2", "c1", "d2", "d1", "c2", "e1", "b2"] {
        game.play(&mv(m)).unwrap();
    }
    assert_eq!(
        game.position().to_string(),
        "1,0,0,0,0,0/0,0,0,0,0,1 S captured=23,23"
    );
    assert_eq!(game.outcome(), None);
    game.play(&mv("f1")).unwrap();
    game.play(&mv("a2")).unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::REPETITION
        })
    );
}

#[test]
fn majority_ends_the_game_and_rows_are_collected() {
    // South has captured 25 of 48: over.
    let p = pos("1,0,0,0,0,0/0,0,0,0,0,1 S captured=25,21");
    assert_eq!(p.outcome().and_then(Outcome::winner), Some(Player::South));
    assert!(p.legal_moves().is_empty());
    // 24 each: a draw.
    assert_eq!(
        pos("0,0,0,0,0,0/0,0,0,0,0,0 S captured=24,24").outcome(),
        Some(Outcome::Draw {
            reason: fanga_oware::MAJORITY
        })
    );
}

#[test]
fn errors_and_texts() {
    let p = pos("4,4,4,4,4,4/4,4,4,4,0,4 S captured=0,0");
    let err = |m: &str| p.play(&mv(m)).unwrap_err().reason.to_string();
    assert_eq!(err("e1"), "e1 is empty");
    assert_eq!(err("a2"), "a2 is not on S's side");
    assert_eq!(
        err("g1"),
        "g1 is not a hole of this board (columns a to f, rows 1 to 2)"
    );
    assert_eq!(
        "4,4,4/4,4,4 S".parse::<Oware>().unwrap_err().to_string(),
        "key `captured` is missing"
    );
    assert_eq!(
        "4,4,4,4,4,4,4,4,4,4,4,4,4/4,4,4,4,4,4,4,4,4,4,4,4,4 S captured=0,0"
            .parse::<Oware>()
            .unwrap_err()
            .to_string(),
        "row 2 has 13 entries, expected 1 to 7 (12 with OwareLarge)"
    );
    assert_eq!(
        pos("3,3,3/3,3,3 S captured=0,0").to_string(),
        "3,3,3/3,3,3 S captured=0,0"
    );
}

/// The fast random draw (on the packed board up to 8 houses a row, on the
/// shell's board beyond) draws exactly `legal_moves()[rng.below(len)]` and
/// plays it as `play` does, on every board size of both position types,
/// along random games.
#[test]
fn random_draws_are_the_uniform_draw_among_legal_moves() {
    for houses in 1..=12 {
        for seeds in [1, 4, 10] {
            let large = fanga_oware::OwareOptions::new_large(houses, seeds).unwrap();
            draws_match(OwareLarge::start(&large));
            if houses <= 7 {
                let options = fanga_oware::OwareOptions::new(houses, seeds).unwrap();
                draws_match(Oware::start(&options));
            }
        }
    }
}

fn draws_match<P: Position + Copy>(start: P) {
    use fanga_core::SplitMix64;
    for seed in 0..6 {
        let mut p = start;
        let mut rng = SplitMix64::new(seed);
        for _ in 0..300 {
            let moves = p.legal_moves();
            let mut fast = p;
            let mut twin = rng.clone();
            if !fast.play_random(&mut rng) {
                assert!(p.outcome().is_some(), "{p}");
                assert_eq!(fast, p);
                break;
            }
            let expected = p.play(&moves[twin.below(moves.len())]).unwrap();
            assert_eq!(fast, expected, "{p}");
            assert_eq!(rng, twin);
            p = fast;
        }
    }
}

#[test]
fn options_are_always_valid() {
    use fanga_oware::OwareOptions;
    assert!(OwareOptions::new(0, 4).is_err());
    assert!(OwareOptions::new(8, 4).is_err());
    assert!(OwareOptions::new_large(13, 4).is_err());
    assert!(OwareOptions::new(6, 11).is_err());
    assert!(OwareOptions::new_large(6, 11).is_err());
    let o = OwareOptions::new_large(12, 10).unwrap();
    assert_eq!((o.houses(), o.seeds()), (12, 10));
    assert_eq!(houses_a_row(&OwareLarge::start(&o).to_string()), 12);
    // The error names the larger type.
    let e = OwareOptions::new(9, 4).unwrap_err().to_string();
    assert!(e.contains("OwareLarge"), "{e}");
}

/// Houses a row in a position text.
fn houses_a_row(text: &str) -> usize {
    text.split('/')
        .next()
        .map_or(0, |row| row.split(',').count())
}

/// The two position types play the same game where both can: every
/// position of an `Oware` reads as an `OwareLarge` and plays the same moves
/// to the same texts, and the registry picks the compact type when it fits.
#[test]
fn the_two_sizes_agree() {
    use fanga_core::SplitMix64;
    for houses in 1..=7 {
        let options = fanga_oware::OwareOptions::new(houses, 4).unwrap();
        let mut small = Oware::start(&options);
        let mut large = OwareLarge::start(&options.into());
        let mut rng = SplitMix64::new(u64::from(houses));
        for _ in 0..200 {
            assert_eq!(small.to_string(), large.to_string());
            assert_eq!(small.outcome(), large.outcome());
            let moves = small.legal_moves();
            assert_eq!(moves, large.legal_moves());
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            small = small.play(&m).unwrap();
            large = large.play(&m).unwrap();
        }
    }
    assert_eq!(std::mem::size_of::<Oware>(), 20);
    assert_eq!(std::mem::size_of::<OwareLarge>(), 30);
    let r = fanga_core::registry::Registry::new()
        .with(fanga_core::registry::GameEntry::of_sizes::<Oware, OwareLarge>());
    let e = r.get("oware").unwrap();
    let six = e.start(&[] as &[&str]).unwrap();
    let twelve = e.start(&["num_houses_per_player=12"]).unwrap();
    assert_eq!(houses_a_row(&twelve.to_string()), 12);
    assert_eq!(
        six.to_string(),
        Oware::start(&Default::default()).to_string()
    );
    let parsed = e
        .parse(
            "1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1 S captured=0,0",
            &[] as &[&str],
        )
        .unwrap();
    assert_eq!(
        parsed.moves(fanga_core::LapBudget::UNLIMITED).decided.len(),
        8
    );
    let bad = e
        .start(&["num_houses_per_player=13"])
        .unwrap_err()
        .to_string();
    assert!(bad.contains("12"), "{bad}");
}

/// Positions are copied freely by search and stored in tables, so their
/// size is part of the API's promise (`docs/performance.md`).
#[test]
fn positions_and_moves_keep_their_documented_sizes() {
    use fanga_core::Position;
    use std::mem::size_of;
    assert_eq!(size_of::<fanga_oware::Oware>(), 20);
    assert_eq!(size_of::<<fanga_oware::Oware as Position>::Move>(), 1);
    assert!(size_of::<fanga_oware::Oware>() <= 24);
    assert_eq!(size_of::<fanga_oware::OwareLarge>(), 30);
    assert_eq!(size_of::<<fanga_oware::OwareLarge as Position>::Move>(), 1);
    assert!(size_of::<fanga_oware::OwareLarge>() <= 30);
}
