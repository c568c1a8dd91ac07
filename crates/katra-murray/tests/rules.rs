//! Every rule and decision of Murray's katra on crafted positions (6 columns
//! unless said). South's ring, cw: a2 b2 c2 d2 e2 f2 f1 e1 d1 c1 b1 a1.

use fanga_core::{GameOptions, Outcome, ParsePositionError, Player, Position, Traced};
use fanga_katra_murray::{
    DirectedRefusal, KatraMurray, MurrayMove, MurrayMoveError, MurrayOptions, NO_CAPTURE,
};
use fanga_sowing::trace::{Event, Stop};
use fanga_sowing::{Direction, HoleRefusal};

fn options(assignments: &[&str]) -> MurrayOptions {
    let mut o = MurrayOptions::default();
    o.apply(assignments).unwrap();
    o
}

fn pos(text: &str) -> KatraMurray {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn mv(text: &str) -> MurrayMove {
    text.parse().unwrap()
}

/// The text of the position after `m`.
fn after(text: &str, m: &str) -> String {
    pos(text).play(&mv(m)).unwrap().to_string()
}

/// How the turn of `m` ended.
fn stop(text: &str, m: &str) -> Stop {
    let (_, trace) = pos(text).play_traced(&mv(m)).unwrap();
    match trace.events.last() {
        Some(Event::End(s)) => *s,
        other => panic!("{other:?}"),
    }
}

#[test]
fn start_positions() {
    for (cols, total) in [("8", 64), ("6", 48), ("10", 80)] {
        let start = KatraMurray::start(&options(&[&format!("columns={cols}")]));
        assert_eq!(start.board().total(), total);
        assert_eq!(start.turn(), Player::South);
        assert!(start.to_string().ends_with(" S direction=-,-"));
        assert!(start.board().holes().all(|h| start.board().get(h) == 2));
        assert_eq!(start.legal_moves().len(), total as usize / 2);
    }
}

#[test]
fn the_last_seed_in_an_empty_hole_ends_the_turn() {
    let text = "1,1,1,1,1,1/0,0,0,0,0,0/0,0,1,0,0,0/0,0,0,0,0,0 S direction=-,-";
    assert_eq!(
        after(text, "c2:cw"),
        "1,1,1,1,1,1/0,0,0,0,0,0/0,0,0,1,0,0/0,0,0,0,0,0 N direction=cw,-"
    );
    assert_eq!(stop(text, "c2:cw"), Stop::EmptyHole);
}

#[test]
fn the_outer_row_relays() {
    // b1:ccw drops into c1 (2 seeds), which are sown on: d1, e1.
    let text = "1,1,1,1,1,1/0,0,3,0,0,0/0,0,0,0,0,0/0,1,1,0,0,0 S direction=-,-";
    assert_eq!(
        after(text, "b1:ccw"),
        "1,1,1,1,1,1/0,0,3,0,0,0/0,0,0,0,0,0/0,0,0,1,1,0 N direction=ccw,-"
    );
}

#[test]
fn the_outer_row_never_captures() {
    // South's inner row is empty; c1 faces nothing even so (decision 4), and
    // North's 3 + 3 seeds of column c stay.
    let text = "1,1,3,1,1,1/0,0,3,0,0,0/0,0,0,0,0,0/0,1,1,0,0,0 S direction=-,-";
    let next = after(text, "b1:ccw");
    assert!(next.starts_with("1,1,3,1,1,1/0,0,3,0,0,0/"), "{next}");
}

#[test]
fn an_occupied_inner_hole_without_a_capture_ends_the_turn() {
    // b2 gets 2 seeds facing a single seed: no capture, and no relay.
    let text = "1,1,1,1,1,1/0,1,0,0,0,0/1,1,0,0,0,0/0,0,0,0,0,0 S direction=-,-";
    assert_eq!(
        after(text, "a2:cw"),
        "1,1,1,1,1,1/0,1,0,0,0,0/0,2,0,0,0,0/0,0,0,0,0,0 N direction=cw,-"
    );
    assert_eq!(stop(text, "a2:cw"), NO_CAPTURE);
}

#[test]
fn a_capture_sows_on_with_the_last_seed() {
    // b2 gets 2 seeds facing 2: they are captured and sown on with the last
    // seed from c2 (c2, d2, e2), the other seed staying in b2.
    let text = "1,1,1,1,1,1/0,2,0,0,0,0/1,1,0,0,0,0/0,0,0,0,0,0 S direction=-,-";
    assert_eq!(
        after(text, "a2:cw"),
        "1,1,1,1,1,1/0,0,0,0,0,0/0,1,1,1,1,0/0,0,0,0,0,0 N direction=cw,-"
    );
    // capture_sowing=whole_hole: both seeds of b2 go on (c2 to f2).
    let o = options(&["capture_sowing=whole_hole", "columns=6"]);
    let next = KatraMurray::from_text(text, &o)
        .unwrap()
        .play(&mv("a2:cw"))
        .unwrap();
    assert_eq!(
        next.to_string(),
        "1,1,1,1,1,1/0,0,0,0,0,0/0,0,1,1,1,1/0,0,0,0,0,0 N direction=cw,-"
    );
}

#[test]
fn the_outer_row_is_captured_only_behind_an_empty_inner_row() {
    // North's inner row still holds f3: b2 faces the empty b3, and the 5
    // seeds of b4 behind it are safe.
    let text = "0,5,0,0,0,0/0,0,0,0,0,1/1,1,0,0,0,0/0,0,0,0,0,0 S direction=-,-";
    assert_eq!(
        after(text, "a2:cw"),
        "0,5,0,0,0,0/0,0,0,0,0,1/0,2,0,0,0,0/0,0,0,0,0,0 N direction=cw,-"
    );
    // With the inner row empty, b4 is captured: 5 + the last seed from c2
    // (c2 d2 e2 f2 f1 e1).
    let text = "0,5,0,0,0,1/0,0,0,0,0,0/1,1,0,0,0,0/0,0,0,0,0,0 S direction=-,-";
    assert_eq!(
        after(text, "a2:cw"),
        "0,0,0,0,0,1/0,0,0,0,0,0/0,1,1,1,1,1/0,0,0,0,1,1 N direction=cw,-"
    );
    // outer_capture=facing_hole_short (Ludii's program): b4 is captured as
    // soon as b3 holds fewer than two seeds, f3 or not.
    let text = "0,5,0,0,0,0/0,1,0,0,0,1/1,1,0,0,0,0/0,0,0,0,0,0 S direction=-,-";
    let o = options(&["outer_capture=facing_hole_short", "columns=6"]);
    let next = KatraMurray::from_text(text, &o)
        .unwrap()
        .play(&mv("a2:cw"))
        .unwrap();
    assert_eq!(
        next.to_string(),
        "0,0,0,0,0,0/0,1,0,0,0,1/0,1,1,1,1,1/0,0,0,0,1,1 N direction=cw,-"
    );
    // More than one seed there too: a single seed of the outer row stays.
    let text = "0,1,0,0,0,1/0,0,0,0,0,0/1,1,0,0,0,0/0,0,0,0,0,0 S direction=-,-";
    assert_eq!(stop(text, "a2:cw"), NO_CAPTURE);
}

#[test]
fn taking_the_last_seeds_wins_at_once() {
    let text = "0,0,0,0,0,0/0,2,0,0,0,0/1,1,0,0,0,0/0,0,0,0,0,0 S direction=-,-";
    let next = pos(text).play(&mv("a2:cw")).unwrap();
    // The captured seeds stay in b2; nothing more is sown.
    assert_eq!(
        next.to_string(),
        "0,0,0,0,0,0/0,0,0,0,0,0/0,4,0,0,0,0/0,0,0,0,0,0 N direction=cw,-"
    );
    assert_eq!(
        next.outcome(),
        Some(Outcome::win(
            Player::South,
            fanga_sowing::reason::ALL_SEEDS_TAKEN
        ))
    );
    assert!(next.legal_moves().is_empty());
    assert_eq!(stop(text, "a2:cw"), Stop::WonAtOnce);
}

#[test]
fn the_first_direction_binds_for_the_whole_game() {
    let start = KatraMurray::start(&MurrayOptions::default());
    let p = start.play(&mv("a1:ccw")).unwrap();
    let p = p.play(&mv("a3:cw")).unwrap();
    assert!(p.to_string().ends_with(" S direction=ccw,cw"), "{p}");
    assert!(p.legal_moves().iter().all(|m| m.dir == Direction::Ccw));
    let err = p.play(&mv("b2:cw")).unwrap_err();
    assert_eq!(
        err.reason,
        MurrayMoveError::Refused(DirectedRefusal::DirectionBound {
            mover: Player::South,
            bound: Direction::Ccw
        })
    );
    assert_eq!(
        err.to_string(),
        "illegal move `b2:cw`: S sows ccw for the whole game"
    );
}

#[test]
fn a_single_seed_opens_a_turn_and_an_empty_hole_does_not() {
    let text = "1,1,1,1,1,1/0,0,0,0,0,0/0,0,1,0,0,0/0,0,0,0,0,0 S direction=-,-";
    let moves: Vec<String> = pos(text)
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(moves, ["c2:cw", "c2:ccw"]);
    let err = pos(text).play(&mv("d2:cw")).unwrap_err();
    assert!(matches!(
        err.reason,
        MurrayMoveError::Refused(DirectedRefusal::Hole(HoleRefusal::Empty(_)))
    ));
    // A failed play leaves the position intact.
    assert_eq!(err.into_position(), pos(text));
    assert_eq!(
        pos(text).play(&mv("c3:cw")).unwrap_err().to_string(),
        "illegal move `c3:cw`: c3 is not on S's side"
    );
}

#[test]
fn a_player_without_seeds_has_lost() {
    let p = pos("0,0,0,0,0,0/0,0,0,0,0,0/0,1,0,0,0,0/0,0,0,0,0,0 N direction=cw,-");
    assert_eq!(
        p.outcome(),
        Some(Outcome::win(
            Player::South,
            fanga_sowing::reason::ALL_SEEDS_TAKEN
        ))
    );
    // Only the player to move loses so.
    let p = pos("0,0,0,0,0,0/0,0,0,0,0,0/0,1,0,0,0,0/0,0,0,0,0,0 S direction=cw,-");
    assert_eq!(p.outcome(), None);
}

#[test]
fn bad_texts_are_refused_with_a_reason() {
    // The direction key is required.
    let err = "2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2 S"
        .parse::<KatraMurray>()
        .unwrap_err();
    assert!(err.to_string().contains("direction"), "{err}");
    let err = "2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2 S direction=up,-"
        .parse::<KatraMurray>()
        .unwrap_err();
    assert!(
        matches!(
            err,
            ParsePositionError::BadValue {
                key: "direction",
                ..
            }
        ),
        "{err}"
    );
    // 4 columns is no board of this game.
    let err = "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S direction=-,-"
        .parse::<KatraMurray>()
        .unwrap_err();
    assert!(err.to_string().contains("6, 8 or 10"), "{err}");
    // A `columns` option that disagrees with the board.
    let err = KatraMurray::from_text(
        "2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2 S direction=-,-",
        &options(&["columns=8"]),
    )
    .unwrap_err();
    assert!(err.to_string().contains("column"), "{err}");
    for bad in ["b2", "b2:", "b2:up", "z2:cw", "b2 cw"] {
        assert!(bad.parse::<MurrayMove>().is_err(), "{bad}");
    }
}
