//! Fang's reconstruction: each rule, the worked turn that never ends, and
//! the analysis of the reconstruction, as tests.

use std::fmt::Write as _;

use fanga_core::{GameOptions, Outcome, Player, Position, Traced};
use fanga_fang::{Fang, FangMove, FangOptions};

fn start(cups: &str) -> Fang {
    let mut o = FangOptions::default();
    o.apply(&[format!("cups={cups}")]).unwrap();
    Fang::start(&o)
}

fn pos(t: &str) -> Fang {
    t.parse().unwrap_or_else(|e| panic!("{t}: {e}"))
}

fn after(t: &str, m: &str) -> Fang {
    pos(t)
        .play(&m.parse().unwrap())
        .unwrap_or_else(|e| panic!("{t} {m}: {e}"))
}

/// Every complete game from `p`: (number of moves, outcome).
fn complete_games(p: &Fang, depth: usize, out: &mut Vec<(usize, Outcome)>) {
    if let Some(o) = p.outcome() {
        out.push((depth, o));
        return;
    }
    for m in p.legal_moves() {
        complete_games(&p.play(&m).unwrap(), depth + 1, out);
    }
}

#[test]
fn four_cups_south_wins_with_his_only_first_move() {
    let p = start("4");
    assert_eq!(p.to_string(), "0,1,1,0 S reserve=3,3");
    let moves = p.legal_moves();
    assert_eq!(moves.len(), 1);
    let q = p.play(&moves[0]).unwrap();
    assert_eq!(q.outcome().and_then(Outcome::winner), Some(Player::South));
}

#[test]
fn six_cups_two_openings_then_forced_draws_after_eight_moves() {
    let p = start("6");
    assert_eq!(p.legal_moves().len(), 2);
    let mut games = Vec::new();
    complete_games(&p, 0, &mut games);
    assert_eq!(games.len(), 2);
    for (len, outcome) in games {
        assert_eq!(len, 8);
        assert!(matches!(outcome, Outcome::Draw { .. }), "{outcome}");
    }
}

#[test]
fn eight_cups_has_real_choices() {
    let p = start("8");
    let perft: Vec<u64> = (1..=6).map(|d| fanga_core::perft(&p, d)).collect();
    assert_eq!(perft, [3, 6, 12, 11, 17, 22]);
    let mut games = Vec::new();
    complete_games(&p, 0, &mut games);
    assert_eq!(games.len(), 82);
    assert_eq!(games.iter().map(|g| g.0).min(), Some(3));
    assert_eq!(games.iter().map(|g| g.0).max(), Some(10));
}

#[test]
fn the_worked_turn_that_never_ends() {
    let t = "1,0,1,0,3,0 S reserve=1,1";
    let q = after(t, "1");
    assert_eq!(
        q.outcome(),
        Some(Outcome::Win {
            winner: Player::North,
            reason: fanga_sowing::reason::INFINITE_TURN
        })
    );
    assert_eq!(q.to_string(), t);
}

#[test]
fn a_capture_is_sown_from_the_tibong_and_can_win_at_once() {
    // 8 cups: cup 4 faces cup 5. South's capture: cup 4 (1 + 1) takes cup 5's
    // 2 seeds and sows them starting at his tibong, cup 1: cups 1, 2 (n = 2,
    // facing cup 7, empty): relay 2 into cups 3, 4 (n = 3, facing the emptied
    // cup 5): relay 3 into 1, 2, 3 (South's circuit goes on at his tibong),
    // cup 3 (n = 2) faces nothing: relay 2 into 4, 1. Cup 1 (n = 3) faces cup
    // 8: its seed, North's last, is captured and sown at cup 1: South wins.
    let (q, trace) = pos("0,1,0,1,2,0,0,1 S reserve=3,3")
        .play_traced(&FangMove(4))
        .unwrap();
    assert_eq!(q.to_string(), "4,1,0,1,0,0,0,0 N reserve=2,3");
    let mut steps = String::new();
    for line in trace.to_string().lines() {
        writeln!(steps, "{line}").unwrap();
    }
    assert!(
        steps.contains("capture 2 from cup 5\nsow 2 cw starting at cup 1"),
        "{steps}"
    );
    // Taking North's last seeds: the seeds are sown, then the game is over.
    let q = after("0,1,0,1,2,0,0,0 S reserve=3,3", "4");
    assert_eq!(q.to_string(), "1,2,0,2,0,0,0,0 N reserve=2,3");
    assert_eq!(
        q.outcome(),
        Some(Outcome::Win {
            winner: Player::South,
            reason: fanga_sowing::reason::ALL_SEEDS_TAKEN
        })
    );
}

#[test]
fn a_non_capturing_turn_sows_away_from_the_player() {
    // No cup of North faces seeds: cup 6 (1 + 1) is sown 5, then cup 8 (his
    // tibong) after his last cup 5.
    let q = after("1,0,0,0,0,1,0,0 N reserve=3,3", "6");
    assert_eq!(q.to_string(), "1,0,0,0,1,0,0,1 S reserve=3,2");
}

#[test]
fn the_end_checks() {
    let win = |winner, reason| Some(Outcome::Win { winner, reason });
    assert_eq!(
        pos("0,0,0,0,0,1,0,0 S reserve=3,3").outcome(),
        win(Player::North, fanga_sowing::reason::ALL_SEEDS_TAKEN)
    );
    assert_eq!(
        pos("0,1,0,0,0,0,0,0 S reserve=3,3").outcome(),
        win(Player::South, fanga_sowing::reason::ALL_SEEDS_TAKEN)
    );
    assert_eq!(
        pos("0,2,0,0,0,1,0,0 S reserve=0,3").outcome(),
        win(Player::South, fanga_sowing::reason::RESERVE_EXHAUSTED)
    );
    assert_eq!(
        pos("0,1,0,0,0,1,0,0 N reserve=3,0").outcome(),
        Some(Outcome::Draw {
            reason: fanga_sowing::reason::RESERVE_EXHAUSTED
        })
    );
}

#[test]
fn errors_say_why() {
    let p = pos("0,1,0,1,2,0,0,1 S reserve=3,3");
    let err = |m: &str| p.play(&m.parse().unwrap()).unwrap_err().reason.to_string();
    assert_eq!(
        err("2"),
        "a capture is possible (cup 4 for one), and cup 2 faces an empty cup"
    );
    assert_eq!(
        err("3"),
        "cup 3 is empty: the reserve seed goes into a non-empty cup"
    );
    assert_eq!(err("5"), "cup 5 is not S's");
    assert_eq!(err("9"), "there is no cup 9: the line has 8");
    for bad in ["0", "", "02", "x", "17", "-1", "1 "] {
        assert!(bad.parse::<FangMove>().is_err(), "{bad:?}");
    }
    assert_eq!(
        "0,1,1,1,1,0 S reserve=5"
            .parse::<Fang>()
            .unwrap_err()
            .to_string(),
        "key `reserve`: `5` is not two counts, like `5,5`"
    );
    assert_eq!(
        "0,1,1,1,1 S reserve=5,5"
            .parse::<Fang>()
            .unwrap_err()
            .to_string(),
        "row 1 has 5 entries, expected 8, 6 or 4 cups"
    );
    assert_eq!(
        "0,x,1,0 S reserve=3,3"
            .parse::<Fang>()
            .unwrap_err()
            .to_string(),
        "cup 2: `x` is not a count (decimal digits, no leading zero)"
    );
}

#[test]
fn conformance_and_a_pinned_game() {
    let kit = fanga_sowing::game::conformance([start("8"), start("6"), start("4")]).games(10);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    assert!(kit.run().finished == 30);

    insta::assert_snapshot!(fanga_core::testing::game_text(start("8"), 2023, 1000));
}

#[test]
fn options_are_always_valid() {
    assert!(FangOptions::default().with_cups(5).is_err());
    assert!(FangOptions::default().with_cups(2).is_err());
    assert_eq!(FangOptions::default().with_cups(6).unwrap().cups(), 6);
}

/// Positions are copied freely by search and stored in tables, so their
/// size is part of the API's promise (`docs/performance.md`).
#[test]
fn positions_and_moves_keep_their_documented_sizes() {
    use fanga_core::Position;
    use std::mem::size_of;
    assert_eq!(size_of::<fanga_fang::Fang>(), 13);
    assert_eq!(size_of::<<fanga_fang::Fang as Position>::Move>(), 1);
    assert!(size_of::<fanga_fang::Fang>() <= 48);
}
