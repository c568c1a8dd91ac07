//! Every Katro rule and edge case on crafted positions (4 columns unless said).
//! Ring order for South: a2 b2 c2 d2 d1 c1 b1 a1 (cw); North: a4 b4 c4 d4 d3 c3 b3 a3.

use fanga_core::{EndReason, GameOptions, Outcome, ParsePositionError, Player, Position};
use fanga_katro::{Katro, KatroMove, KatroMoveError, KatroOptions, KatroRefusal};
use fanga_sowing::HoleRefusal;

fn options(assignments: &[&str]) -> KatroOptions {
    let mut o = KatroOptions::default();
    o.apply(assignments).unwrap();
    o
}

fn pos(text: &str) -> Katro {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn mv(text: &str) -> KatroMove {
    text.parse().unwrap()
}

/// The position after `m`, as text.
fn after(text: &str, m: &str) -> Katro {
    pos(text).play(&mv(m)).unwrap()
}

fn after_with(text: &str, opts: &[&str], m: &str) -> Katro {
    let o = options(opts);
    Katro::from_text(text, &o).unwrap().play(&mv(m)).unwrap()
}

fn south_wins(reason: EndReason) -> Option<Outcome> {
    Some(Outcome::Win {
        winner: Player::South,
        reason,
    })
}

#[test]
fn start_positions() {
    for (cols, text) in [
        ("6", "2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2 S"),
        ("4", "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S"),
        (
            "8",
            "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S",
        ),
    ] {
        let start = Katro::start(&options(&[&format!("columns={cols}")]));
        assert_eq!(start.to_string(), text);
        assert_eq!(start.turn(), Player::South);
        assert_eq!(
            start.board().total(),
            16 * u32::from(start.board().cols()) / 2
        );
    }
    let per_game = Katro::start(&options(&["direction=per_game"]));
    assert!(per_game.to_string().ends_with(" S direction=-,-"));
}

#[test]
fn a_lap_ending_in_an_empty_hole_ends_the_turn() {
    // c2:cw drops its seed into the empty d2 (n = 1): the turn ends, no capture.
    let p = after("1,0,0,0/0,0,0,3/0,0,1,0/0,0,0,0 S", "c2:cw");
    assert_eq!(p.to_string(), "1,0,0,0/0,0,0,3/0,0,0,1/0,0,0,0 N");
    assert_eq!(p.outcome(), None);
}

#[test]
fn capture_adds_to_h_and_sows_the_whole() {
    // d2 reaches 2 facing d3 (3): the 3 seeds join d2's 2 and the 5 are sown cw
    // from d1: d1 c1 b1 a1 a2, ending in the empty a2.
    let p = after("1,0,0,0/0,0,0,3/0,0,1,1/0,0,0,0 S", "c2:cw");
    assert_eq!(p.to_string(), "1,0,0,0/0,0,0,0/1,0,0,0/1,1,1,1 N");
}

#[test]
fn relay_on_a_non_empty_hole_without_capture() {
    // b2 gets 2 seeds facing an empty b3: relay 2 cw into c2 (0 -> 1): end.
    let p = after("1,0,0,0/1,0,0,0/1,1,0,0/0,0,0,0 S", "a2:cw");
    assert_eq!(p.to_string(), "1,0,0,0/1,0,0,0/0,0,1,1/0,0,0,0 N");
}

#[test]
fn the_opponents_front_row_switches_to_his_outer_row() {
    // North's inner row is empty, so a2 faces a4: 2 captured, a2's 4 sown ccw
    // into a1 b1 c1 d1.
    let p = after("2,0,0,1/0,0,0,0/1,1,0,0/0,0,0,0 S", "b2:ccw");
    assert_eq!(p.to_string(), "0,0,0,1/0,0,0,0/0,0,0,0/1,1,1,1 N");
}

#[test]
fn the_movers_front_row_switches_to_his_outer_row() {
    // South's inner row is empty: he captures from his outer row. c1 (2) faces
    // c3 (North's inner row is his front row): 1 captured, 3 sown ccw: d1 d2 c2.
    let p = after("0,0,0,0/0,0,1,1/0,0,0,0/0,1,1,0 S", "b1:ccw");
    assert_eq!(p.to_string(), "0,0,0,0/0,0,0,1/0,0,1,1/0,0,0,1 N");
}

#[test]
fn the_front_row_is_evaluated_when_each_lap_ends() {
    // d2:cw empties South's inner row; the lap ends in d1 (n = 2), now in his
    // front row. It faces d3 (empty): relay 2 cw into c1, b1 (0 -> 1): end.
    let p = after("0,1,0,0/1,0,0,0/0,0,0,1/0,0,1,1 S", "d2:cw");
    assert_eq!(p.to_string(), "0,1,0,0/1,0,0,0/0,0,0,0/0,1,2,0 N");
    // The same landing with South's inner row not empty is in his outer row,
    // which faces nothing: relay 2 into c1, b1 all the same, but from a board
    // where a2 keeps its seed.
    let p = after("0,1,0,0/1,0,0,1/1,0,0,1/0,0,1,1 S", "d2:cw");
    assert_eq!(p.to_string(), "0,1,0,0/1,0,0,1/1,0,0,0/0,1,2,0 N");
}

#[test]
fn outer_rows_face_nothing_while_the_inner_row_has_seeds() {
    // South lands in b1 (n = 2) with his inner row non-empty: no capture even
    // though b3 and b4 hold seeds; relay 2 ccw from b1: c1, d1 (0 -> 1).
    let p = after("0,1,0,0/0,1,0,0/1,0,0,0/1,1,0,0 S", "a1:ccw");
    assert_eq!(p.to_string(), "0,1,0,0/0,1,0,0/1,0,0,0/0,0,1,1 N");
}

#[test]
fn winning_at_once_stops_the_turn() {
    // The capture takes North's last seeds (d3): they stay in d2, nothing more
    // is sown, and South has won.
    let p = after("0,0,0,0/0,0,0,3/0,0,1,1/0,0,0,0 S", "c2:cw");
    assert_eq!(p.to_string(), "0,0,0,0/0,0,0,0/0,0,0,5/0,0,0,0 N");
    assert_eq!(
        p.outcome(),
        south_wins(fanga_sowing::reason::ALL_SEEDS_TAKEN)
    );
    assert!(p.legal_moves().is_empty());
    assert!(matches!(
        p.check_move(&mv("a4:cw")),
        Err(KatroMoveError::GameOver(_))
    ));
    // From North's outer row (his inner row is empty), the same.
    let p = after("2,0,0,0/0,0,0,0/1,1,0,0/0,0,0,0 S", "b2:ccw");
    assert_eq!(p.to_string(), "0,0,0,0/0,0,0,0/4,0,0,0/0,0,0,0 N");
    assert_eq!(
        p.outcome(),
        south_wins(fanga_sowing::reason::ALL_SEEDS_TAKEN)
    );
}

#[test]
fn goal_inner_row() {
    // Emptying North's inner row wins at once, though a4 still holds a seed.
    let p = after_with(
        "1,0,0,0/0,0,0,3/0,0,1,1/0,0,0,0 S",
        &["goal=inner_row", "columns=4"],
        "c2:cw",
    );
    assert_eq!(p.to_string(), "1,0,0,0/0,0,0,0/0,0,0,5/0,0,0,0 N");
    assert_eq!(p.outcome(), south_wins(fanga_sowing::reason::KAMO));
    // A capture from his outer row while his inner row is already empty does
    // not win at once, even when it takes his last seeds: the turn goes on.
    let p = after_with(
        "2,0,0,0/0,0,0,0/1,1,0,0/0,0,0,0 S",
        &["goal=inner_row", "columns=4"],
        "b2:ccw",
    );
    assert_eq!(p.to_string(), "0,0,0,0/0,0,0,0/0,0,0,0/1,1,1,1 N");
    assert_eq!(p.outcome(), south_wins(fanga_sowing::reason::KAMO));
    // A player whose inner row is empty at the start of his turn has lost,
    // outer seeds or not; under the default goal he plays on.
    let text = "1,1,0,0/0,0,0,0/1,1,0,0/0,0,0,0 N";
    let o = options(&["goal=inner_row", "columns=4"]);
    assert_eq!(
        Katro::from_text(text, &o).unwrap().outcome(),
        south_wins(fanga_sowing::reason::KAMO)
    );
    assert_eq!(pos(text).outcome(), None);
}

#[test]
fn the_worked_infinite_turn() {
    let before = pos("0,0,0,0,0,0/0,0,0,0,0,0/2,1,2,1,2,1/3,2,1,0,1,2 S");
    let p = before.play(&mv("a2:ccw")).unwrap();
    assert_eq!(
        p.outcome(),
        Some(Outcome::Win {
            winner: Player::North,
            reason: fanga_sowing::reason::INFINITE_TURN
        })
    );
    // The position is the one before the move, finished.
    assert_eq!(p.to_string(), before.to_string());
    assert_eq!(p.turn(), Player::South);
    assert!(p.legal_moves().is_empty());
    // Of the 22 moves of that position, one more never ends (checked by an
    // independent seed-by-seed simulation with a large step cap); the others do.
    let mut infinite: Vec<String> = before
        .legal_moves()
        .iter()
        .filter(|m| {
            before.play(m).unwrap().outcome().map(Outcome::reason)
                == Some(fanga_sowing::reason::INFINITE_TURN)
        })
        .map(ToString::to_string)
        .collect();
    infinite.sort();
    assert_eq!(infinite, ["a2:ccw", "b1:cw"]);
    assert_eq!(before.legal_moves().len(), 22);
}

#[test]
fn constructed_positions_without_seeds() {
    // The player to move has no seed: he has lost.
    assert_eq!(
        pos("1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 S").outcome(),
        Some(Outcome::Win {
            winner: Player::North,
            reason: fanga_sowing::reason::ALL_SEEDS_TAKEN
        })
    );
    // Only the other player has no seed: still in play.
    let p = pos("1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 N");
    assert_eq!(p.outcome(), None);
    assert_eq!(p.legal_moves().len(), 2);
}

#[test]
fn direction_per_game_binds_each_player() {
    let o = options(&["direction=per_game", "columns=4"]);
    let start = Katro::start(&o);
    assert_eq!(start.legal_moves().len(), 16);
    let p = start.play(&mv("b2:cw")).unwrap();
    assert!(p.to_string().ends_with(" N direction=cw,-"), "{p}");
    // North has not chosen yet: every hole of his in both directions.
    let holes = p
        .board()
        .holes()
        .filter(|h| h.row() >= 2 && p.board().get(*h) > 0)
        .count();
    assert_eq!(p.legal_moves().len(), 2 * holes);
    let p = p.play(&mv("a4:ccw")).unwrap();
    assert!(p.to_string().ends_with(" S direction=cw,ccw"), "{p}");
    assert!(p.legal_moves().iter().all(|m| m.dir.as_str() == "cw"));
    let err = p.play(&mv("a1:ccw")).unwrap_err();
    assert_eq!(
        err.to_string(),
        "illegal move `a1:ccw`: S sows cw for the whole game"
    );
    assert_eq!(err.into_position(), p);
    // The text round-trips with its key.
    assert_eq!(pos(&p.to_string()), p);
}

#[test]
fn illegal_moves_say_why_and_hand_the_position_back() {
    let p = pos("0,0,0,0/0,0,0,1/1,0,0,0/0,0,0,0 S");
    for (m, why) in [
        ("b2:cw", "b2 is empty"),
        ("d3:cw", "d3 is not on S's side"),
        (
            "e2:cw",
            "e2 is not a hole of this board (columns a to d, rows 1 to 4)",
        ),
    ] {
        let err = p.play(&mv(m)).unwrap_err();
        assert_eq!(err.reason.to_string(), why);
        assert_eq!(err.position, p);
        assert!(!p.is_legal(&mv(m)));
    }
    assert!(p.is_legal(&mv("a2:ccw")));
}

#[test]
fn move_notation() {
    assert_eq!(mv("b1:cw").to_string(), "b1:cw");
    assert_eq!(mv("e3:ccw").to_string(), "e3:ccw");
    for bad in [
        "", "b1", "b1:", ":cw", "b1:up", "b1:CW", "z9:cw", "b1:cw ", " b1:cw", "b1 cw", "b1:cw:cw",
    ] {
        assert!(bad.parse::<KatroMove>().is_err(), "{bad:?}");
    }
    assert_eq!(
        "b1".parse::<KatroMove>().unwrap_err().to_string(),
        "expected a hole and a direction joined by `:`, like `b1:cw`"
    );
}

#[test]
fn position_text_errors() {
    let cases: &[(&str, &str)] = &[
        ("", "the position text is empty"),
        (
            "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2",
            "the side to move is missing after the board",
        ),
        (
            "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 s",
            "`s` is not a side to move: expected `S` or `N`",
        ),
        (
            "2,2,2,2/2,2,2,2/2,2,2,2 S",
            "expected 4 rows separated by `/`, found 3",
        ),
        (
            "2,2,2,2,2/2,2,2,2,2/2,2,2,2,2/2,2,2,2,2 S",
            "row 4 has 5 entries, expected 4, 6 or 8",
        ),
        (
            "2,2,2,2/2,2,2/2,2,2,2/2,2,2,2 S",
            "row 3 has 3 entries, expected 4",
        ),
        (
            "2,2,2,2/2,2,x,2/2,2,2,2/2,2,2,2 S",
            "c3: `x` is not a count (decimal digits, no leading zero)",
        ),
        (
            "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,02 S",
            "d1: `02` is not a count (decimal digits, no leading zero)",
        ),
        (
            "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,256 S",
            "d1: 256 does not fit (at most 255)",
        ),
        (
            "99,99,99,2/2,2,2,2/2,2,2,2/2,2,2,2 S",
            "the position holds 323 seeds, more than the 255 a board can hold",
        ),
        (
            "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S reserve=1,1",
            "unknown key `reserve` (expected no key)",
        ),
        (
            "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2  S",
            "fields must be separated by single spaces (byte 32)",
        ),
        (
            "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S ",
            "fields must be separated by single spaces (byte 33)",
        ),
        (
            "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S direction=cw",
            "key `direction`: `cw` is not two of `cw`, `ccw`, `-`, like `cw,-`",
        ),
        (
            "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S direction=cw,- direction=cw,-",
            "key `direction` is given twice",
        ),
    ];
    for (text, message) in cases {
        let err = text.parse::<Katro>().unwrap_err();
        assert_eq!(err.to_string(), *message, "{text:?}");
    }
    let err = Katro::from_text(
        "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S",
        &KatroOptions::default(),
    )
    .unwrap_err();
    assert!(matches!(err, ParsePositionError::OptionMismatch { .. }));
    assert_eq!(
        err.to_string(),
        "option `columns=6` disagrees with the text: the board has 4 columns"
    );
}

#[test]
fn texts_round_trip() {
    for text in [
        "2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2 S",
        "0,0,0,0/0,0,0,0/0,0,0,5/0,0,0,0 N",
        "0,0,0,0/0,0,0,0/0,0,0,5/0,0,0,250 N",
        "1,2,3,4,5,6,7,8/0,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/9,9,9,9,9,9,9,9 N direction=ccw,-",
    ] {
        assert_eq!(pos(text).to_string(), text);
    }
}

#[test]
fn a_whole_turn_from_the_start_checked_by_hand() {
    // b2:cw: b2's 2 seeds go to c2, d2 (n = 3), which faces d3 (2): capture,
    // d2's 5 sown e2 f2 f1 e1 d1 (n = 3, outer row, inner not empty): relay 3
    // c1 b1 a1 (n = 3): relay 3 a2 b2 c2 (n = 4) facing c3 (2): capture, c2's 6
    // sown d2 e2 f2 f1 e1 d1, d1 emptied by the relay: n = 1, the turn ends.
    let p = after("2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2 S", "b2:cw");
    assert_eq!(
        p.to_string(),
        "2,2,2,2,2,2/2,2,0,0,2,2/3,1,0,1,4,4/0,3,3,1,4,4 N"
    );
    assert_eq!(p.board().total(), 48);
}

#[test]
fn parse_move_says_whether_the_text_or_the_move_is_wrong() {
    use fanga_core::MoveTextError;
    let p = pos("0,0,0,0/0,0,0,1/1,0,0,0/0,0,0,0 S");
    assert!(matches!(
        p.parse_move("b2"),
        Err(MoveTextError::Syntax { .. })
    ));
    let e = p.parse_move("b2:cw").unwrap_err();
    assert!(matches!(
        &e,
        MoveTextError::Illegal {
            source: KatroMoveError::Refused(KatroRefusal::Hole(HoleRefusal::Empty(_))),
            ..
        }
    ));
    assert_eq!(e.to_string(), "`b2:cw` is illegal here: b2 is empty");
    assert_eq!(p.parse_move("a2:cw").unwrap(), mv("a2:cw"));
}

/// A position keeps only the pools its game has (`fanga_sowing::storage`):
/// a forged trace that eats seeds into Katro's (absent) captured pool is
/// refused, not replayed into a position that silently loses them.
#[test]
fn a_trace_into_a_pool_katro_does_not_keep_is_refused() {
    use fanga_core::Traced;
    use fanga_sowing::trace::{Event, TraceProblem};
    let start = Katro::start(&KatroOptions::default());
    let m = start.legal_moves()[0];
    let (next, mut trace) = start.play_traced(&m).unwrap();
    assert_eq!(start.replay_trace(&trace).unwrap(), next);
    let hole = fanga_sowing::Hole::at(0, 0);
    let seeds = next.board().get(hole);
    assert!(seeds > 0);
    let end = trace.events.len() - 1;
    trace.events.insert(end, Event::Eat { hole, seeds });
    let err = start.replay_trace(&trace).unwrap_err();
    assert!(
        err.to_string()
            .contains(&TraceProblem::UnkeptPool.to_string()),
        "{err}"
    );
}

/// Positions are copied freely by search and stored in tables, so their
/// size is part of the API's promise (`docs/performance.md`).
#[test]
fn positions_and_moves_keep_their_documented_sizes() {
    use fanga_core::Position;
    use std::mem::size_of;
    assert_eq!(size_of::<fanga_katro::Katro>(), 39);
    assert_eq!(size_of::<<fanga_katro::Katro as Position>::Move>(), 2);
    assert!(size_of::<fanga_katro::Katro>() <= 48);
}
