//! Fanorona and Fanorona Telo: the worked examples, the vela game,
//! errors, and Telo's solution.

use fanga_core::{GameOptions, Outcome, Player, Position};
use fanga_fanorona::solve_telo as solve;
use fanga_fanorona::{Fanorona, FanoronaMove, FanoronaOptions, FanoronaTelo, TeloMove};

fn with(options: &[&str], t: &str) -> Fanorona {
    let mut o = FanoronaOptions::default();
    o.apply(options).unwrap();
    Fanorona::from_text(t, &o).unwrap_or_else(|e| panic!("{t}: {e}"))
}

fn moves(p: &Fanorona) -> Vec<String> {
    fanga_core::testing::sorted_moves(p)
}

fn m(t: &str) -> FanoronaMove {
    t.parse().unwrap_or_else(|e| panic!("{t}: {e}"))
}

const START: &str = "BBBBBBBBB/BBBBBBBBB/BWBW.BWBW/WWWWWWWWW/WWWWWWWWW W";

#[test]
fn example_1_approach_or_withdrawal() {
    let p = with(&[], "........./........./..BW.B.../........./......... W");
    assert_eq!(moves(&p), ["d3-e3A", "d3-e3W"]);
    assert_eq!(
        p.play(&m("d3-e3A")).unwrap().to_string(),
        "........./........./..B.W..../........./......... B"
    );
    assert_eq!(
        p.play(&m("d3-e3W")).unwrap().to_string(),
        "........./........./....WB.../........./......... B"
    );
}

#[test]
fn example_2_a_line_up_to_the_first_gap() {
    let p = with(&[], "........./........./.B.W.BB.B/........./......... W");
    let after = p.play(&m("d3-e3A")).unwrap();
    assert_eq!(
        after.to_string(),
        "........./........./.B..W...B/........./......... B"
    );
    assert!(moves(&p).contains(&"d3-c3A".to_owned()));
    assert_eq!(
        p.play(&m("d3-c3A")).unwrap().to_string(),
        "........./........./..W..BB.B/........./......... B"
    );
}

#[test]
fn example_3_optional_or_mandatory_sequences() {
    let t = "........./........./...B...../........./..W.B.... W";
    assert_eq!(moves(&with(&[], t)), ["c1-d1A", "c1-d1A-d2A"]);
    assert_eq!(moves(&with(&["chain=mandatory"], t)), ["c1-d1A-d2A"]);
    let end = with(&[], t).play(&m("c1-d1A-d2A")).unwrap();
    assert_eq!(
        end.outcome(),
        Some(Outcome::Win {
            winner: Player::South,
            reason: fanga_fanorona::ALL_PIECES_TAKEN
        })
    );
}

#[test]
fn example_4_not_the_same_direction_twice() {
    assert_eq!(
        moves(&with(
            &[],
            "........./........./........./........./BW..B.... W"
        )),
        ["b1-c1W"]
    );
}

#[test]
fn example_5_revisits() {
    let t = "........./........./.BB....../........./W.B...... W";
    assert_eq!(
        moves(&with(&["chain=mandatory"], t)),
        ["a1-b1A-b2A", "a1-b2A-a3W", "a1-b2A-b1W"]
    );
    assert_eq!(
        moves(&with(&["chain=mandatory", "revisit=not_back"], t)),
        ["a1-b1A-b2A-a1W", "a1-b2A-a3W", "a1-b2A-b1W-a1W"]
    );
    assert_eq!(
        moves(&with(&[], t)),
        ["a1-b1A", "a1-b1A-b2A", "a1-b2A", "a1-b2A-a3W", "a1-b2A-b1W"]
    );
}

#[test]
fn example_6_diagonals_and_weak_points() {
    let p = with(&[], "......B../.....B.../........./...W...../......... W");
    assert_eq!(moves(&p), ["d2-e3A"]);
    assert_eq!(
        p.play(&m("d2-e3A")).unwrap().to_string(),
        "........./........./....W..../........./......... B"
    );
    let weak = with(&[], "........./......B../........./....W..../......... W");
    assert_eq!(moves(&weak), ["e2-d2", "e2-e1", "e2-e3", "e2-f2"]);
}

#[test]
fn example_7_the_start_and_the_first_turn_rule() {
    let start = Fanorona::start(&FanoronaOptions::default());
    assert_eq!(start.to_string(), START);
    assert_eq!(
        moves(&start),
        ["d2-e3A", "d3-e3A", "d3-e3W", "e2-e3A", "f2-e3A"]
    );
    // The first-turn limit never removes a move at the start: under every
    // option set, White's first moves are single captures.
    for opts in [
        &[][..],
        &["chain=mandatory"],
        &["revisit=not_back"],
        &["first_turn=both_players"],
    ] {
        let mut o = FanoronaOptions::default();
        o.apply(opts).unwrap();
        let p = Fanorona::start(&o);
        assert_eq!(p.legal_moves().len(), 5, "{opts:?}");
        assert!(
            p.legal_moves().iter().all(|m| m.steps().count() == 1),
            "{opts:?}"
        );
    }
}

#[test]
fn the_vela_game() {
    let vela = |t: &str| with(&["vela=on"], t);
    // Start: each capture takes the nearest piece only.
    let p = Fanorona::start(&{
        let mut o = FanoronaOptions::default();
        o.apply(&["vela=on"]).unwrap();
        o
    });
    assert_eq!(
        p.play(&m("d2-e3A")).unwrap().to_string(),
        "BBBBBBBBB/BBBBB.BBB/BWBWWBWBW/WWW.WWWWW/WWWWWWWWW B"
    );
    assert_eq!(
        p.play(&m("d3-e3W")).unwrap().to_string(),
        "BBBBBBBBB/BBBBBBBBB/BW..WBWBW/WWWWWWWWW/WWWWWWWWW B"
    );
    // One capture a turn for White in phase 1.
    assert_eq!(
        moves(&vela("BBBBBBBBB/........./...B...../........./..W.B.... W")),
        ["c1-d1A"]
    );
    // Black in phase 1 never captures: 16 paika moves, no c1-b1A.
    let giver = vela("BBBBB..../........./........./........./W.B...... B");
    assert_eq!(giver.legal_moves().len(), 16);
    assert!(!moves(&giver).contains(&"c1-b1A".to_owned()));
    assert_eq!(
        giver.play(&m("c1-b1A")).unwrap_err().reason.to_string(),
        "in the first phase of the vela game Black does not capture: his turn is a paika"
    );
    // With 5 pieces Black is in phase 2: the capture is compulsory.
    assert_eq!(
        moves(&vela("BBBB...../........./........./........./W.B...... B")),
        ["c1-b1A"]
    );
    // The winner may open.
    let mut o = FanoronaOptions::default();
    o.apply(&["vela_opener=winner", "vela=on"]).unwrap();
    assert_eq!(
        Fanorona::start(&o).to_string(),
        "BBBBBBBBB/BBBBBBBBB/BWBW.BWBW/WWWWWWWWW/WWWWWWWWW B"
    );
    assert!(
        FanoronaOptions::default()
            .apply(&["vela_opener=winner"])
            .is_err()
    );
}

#[test]
fn first_turn_both_players_limits_blacks_first_turn() {
    let mut o = FanoronaOptions::default();
    o.apply(&["first_turn=both_players"]).unwrap();
    let p = Fanorona::start(&o);
    assert_eq!(p.to_string(), format!("{START} opened=0,0"));
    let q = p.play(&m("d3-e3A")).unwrap();
    assert!(q.to_string().ends_with(" B opened=1,0"), "{q}");
    assert!(q.legal_moves().iter().all(|m| m.steps().count() == 1));
    let r = q.play(&q.legal_moves()[0]).unwrap();
    assert!(r.to_string().ends_with(" W opened=1,1"), "{r}");
}

#[test]
fn illegal_moves_say_why() {
    let p = with(&[], "........./........./.BB....../........./W.B...... W");
    let err = |t: &str| p.play(&m(t)).unwrap_err().reason.to_string();
    assert_eq!(err("c1-d1"), "c1 holds no piece of W");
    assert_eq!(
        err("a1-a2"),
        "a capture is possible, so the turn must capture"
    );
    assert_eq!(err("a1-c1A"), "step 1: no line joins a1 and c1");
    assert_eq!(err("a1-b1W"), "step 1 to b1 captures nothing by withdrawal");
    assert_eq!(
        err("a1-b1A-b2A-a1W"),
        "step 3 returns to a1, where the piece has already been this turn"
    );
    let q = with(&[], "........./........./........./........./BW..B.... W");
    assert_eq!(
        q.play(&m("b1-c1W-d1A")).unwrap_err().reason.to_string(),
        "step 2 goes in the same direction as the step before it"
    );
    let mandatory = with(
        &["chain=mandatory"],
        "........./........./...B...../........./..W.B.... W",
    );
    assert_eq!(
        mandatory.play(&m("c1-d1A")).unwrap_err().reason.to_string(),
        "the sequence must go on while it can capture (chain=mandatory)"
    );
    for bad in [
        "",
        "e2",
        "e2-",
        "e2-e3-e4",
        "d3-e3A-e4",
        "d3-e3X",
        "j1-e3",
        "d3-e3a",
        "d3e3A",
    ] {
        assert!(bad.parse::<FanoronaMove>().is_err(), "{bad:?}");
    }
}

#[test]
fn texts() {
    for (t, message) in [
        (
            "BBBBBBBBB/BBBBBBBBB/BWBW.BWBW/WWWWWWWWW W",
            "expected 5 rows separated by `/`, found 4",
        ),
        (
            "BBBBBBBBB/BBBBBBBBB/BWBW.BWB/WWWWWWWWW/WWWWWWWWW W",
            "row 3 has 8 entries, expected 9 points",
        ),
        (
            "BBBBBBBBB/BBBBBBBBB/BWBW.BWBx/WWWWWWWWW/WWWWWWWWW W",
            "i3: `x` is not `W`, `B` or `.`",
        ),
        (".../.../... W", "expected 5 rows separated by `/`, found 3"),
        (
            "........./........./........./........./......... W",
            "neither player has a piece",
        ),
        (
            "BBBBBBBBB/BBBBBBBBB/BWBW.BWBW/WWWWWWWWW/WWWWWWWWW S",
            "`S` is not a side to move: expected `W` or `B`",
        ),
    ] {
        assert_eq!(
            t.parse::<Fanorona>().unwrap_err().to_string(),
            message,
            "{t}"
        );
    }
    // A side with no piece has lost, whoever is to move.
    let p: Fanorona = "........./........./....W..../........./......... W"
        .parse()
        .unwrap();
    assert_eq!(
        p.outcome()
            .map(|o| o.describe(fanga_core::ByPlayer::new('W', 'B'))),
        Some("W wins (all pieces taken)".to_owned())
    );
}

#[test]
fn telo_rules_and_texts() {
    let start: FanoronaTelo = ".../.../... W".parse().unwrap();
    assert_eq!(start.legal_moves().len(), 9);
    // White makes three in a row while placing: he has won.
    let p: FanoronaTelo = "B../.B./WW. W".parse().unwrap();
    let won = p.play(&"c1".parse::<TeloMove>().unwrap()).unwrap();
    assert_eq!(won.to_string(), "B../.B./WWW B");
    assert_eq!(
        won.outcome()
            .map(|o| o.describe(fanga_core::ByPlayer::new('W', 'B'))),
        Some("W wins (three in a row)".to_owned())
    );
    // The movement phase.
    let moving: FanoronaTelo = "BB./W.W/B.W W".parse().unwrap();
    let err = |t: &str| {
        moving
            .play(&t.parse::<TeloMove>().unwrap())
            .unwrap_err()
            .reason
            .to_string()
    };
    assert_eq!(
        err("b2"),
        "all six pieces are on the board: a turn moves a piece (`a1-b2`)"
    );
    assert_eq!(err("a2-c3"), "no line joins a2 and c3");
    assert_eq!(err("a1-b1"), "a1 holds no piece of the player to move");
    assert_eq!(err("a2-a3"), "a3 is not empty");
    let mut legal: Vec<String> = moving
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    legal.sort();
    assert_eq!(legal, ["a2-b2", "c1-b1", "c1-b2", "c2-b2", "c2-c3"]);
    for (t, message) in [
        (
            "WWW/B../BB. W",
            "the player to move already has three in a row",
        ),
        (
            "WW./WW./... W",
            "W has 4 pieces, more than the 3 a side ever has",
        ),
        (
            ".../.../W.. W",
            "in the placement phase White places first and the players alternate: with 1 White and 0 Black on the board it is not W's turn",
        ),
        ("..../.../... W", "row 3 has 4 entries, expected 3 points"),
    ] {
        assert_eq!(
            t.parse::<FanoronaTelo>().unwrap_err().to_string(),
            message,
            "{t}"
        );
    }
    assert!(
        "WWW/B../BB. B"
            .parse::<FanoronaTelo>()
            .unwrap()
            .outcome()
            .is_some()
    );
    for bad in ["d1", "a4", "a1-", "a1-b2-c3", ""] {
        assert!(bad.parse::<TeloMove>().is_err(), "{bad:?}");
    }
}

#[test]
fn telo_is_won_by_white_in_nine_plies_only_from_b2() {
    let start: FanoronaTelo = ".../.../... W".parse().unwrap();
    let s = solve(&start);
    assert_eq!(s.value, Some(9));
    assert_eq!(s.positions, 5390);
    assert_eq!(s.draws, 1208);
    for first in start.legal_moves() {
        let v = solve(&start.play(&first).unwrap()).value;
        match first.to_string().as_str() {
            // Black to move loses in 8 more plies.
            "b2" => assert_eq!(v, Some(-8)),
            "a1" | "c1" | "a3" | "c3" => assert_eq!(v, None, "{first}"),
            // Edge midpoints lose: Black wins at ply 8, 7 plies later.
            _ => assert_eq!(v, Some(7), "{first}"),
        }
    }
}

/// A side never has more than its 22 pieces: a text with more is refused (it
/// used to make move generation overflow its step list).
#[test]
fn more_than_22_pieces_a_side_is_refused() {
    let text = "B.BBB.BB./.B..B...B/BBBB.BB.B/B..B..B../.BB.B.W.B W";
    assert_eq!(
        text.parse::<Fanorona>().unwrap_err().to_string(),
        "B has 23 pieces, more than the 22 a side ever has"
    );
}

/// Game-over errors write the result with the game's letters, W and B.
#[test]
fn game_over_errors_name_white_and_black() {
    let p: Fanorona = "W......../........./........./........./......... B"
        .parse()
        .unwrap();
    let outcome = p.outcome().expect("Black has no piece");
    assert_eq!(
        outcome.describe(fanga_core::ByPlayer::new('W', 'B')),
        "W wins (all pieces taken)"
    );
    let e = fanga_fanorona::FanoronaMoveError::GameOver(outcome);
    assert_eq!(e.to_string(), "the game is over: W wins (all pieces taken)");
    let mut game = fanga_core::Game::new(p);
    let err = game.play(&m("a5-b5")).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the game is over: W wins (all pieces taken)"
    );
}

/// Positions are copied freely by search and stored in tables, so their
/// size is part of the API's promise (`docs/performance.md`).
#[test]
fn positions_and_moves_keep_their_documented_sizes() {
    use fanga_core::Position;
    use std::mem::size_of;
    assert_eq!(size_of::<fanga_fanorona::Fanorona>(), 24);
    assert_eq!(
        size_of::<<fanga_fanorona::Fanorona as Position>::Move>(),
        32
    );
    assert!(size_of::<fanga_fanorona::Fanorona>() <= 48);
    assert_eq!(size_of::<fanga_fanorona::FanoronaTelo>(), 6);
    assert_eq!(
        size_of::<<fanga_fanorona::FanoronaTelo as Position>::Move>(),
        3
    );
    assert!(size_of::<fanga_fanorona::FanoronaTelo>() <= 48);
}
