//! Every rule and decision of katra boaoaka on crafted positions. South's
//! ring, cw: a2 b2 ... h2 h1 g1 ... a1.

use fanga_core::{GameOptions, Outcome, ParsePositionError, Player, Position, Traced};
use fanga_katra_boaoaka::{
    BoaoakaMove, BoaoakaMoveError, BoaoakaOptions, DirectedRefusal, KatraBoaoaka,
};
use fanga_sowing::trace::{Event, Stop};
use fanga_sowing::{Direction, HoleRefusal};

fn options(assignments: &[&str]) -> BoaoakaOptions {
    let mut o = BoaoakaOptions::default();
    o.apply(assignments).unwrap();
    o
}

fn pos(text: &str) -> KatraBoaoaka {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn mv(text: &str) -> BoaoakaMove {
    text.parse().unwrap()
}

/// The text of the position after `m`.
fn after(text: &str, m: &str) -> String {
    pos(text).play(&mv(m)).unwrap().to_string()
}

fn after_with(text: &str, opts: &[&str], m: &str) -> String {
    KatraBoaoaka::from_text(text, &options(opts))
        .unwrap()
        .play(&mv(m))
        .unwrap()
        .to_string()
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
fn the_start() {
    let start = KatraBoaoaka::start(&BoaoakaOptions::default());
    assert_eq!(
        start.to_string(),
        "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S direction=-,-"
    );
    assert_eq!(start.legal_moves().len(), 32);
}

#[test]
fn an_empty_hole_of_the_inner_row_captures() {
    // a2's seed falls into the empty b2: b3's 2 seeds are captured and sown
    // with it from c2 (c2 d2 e2); e2 was empty and faces nothing: the end.
    let text = "1,0,0,0,0,0,0,0/0,2,0,0,0,0,0,0/1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S direction=-,-";
    assert_eq!(
        after(text, "a2:cw"),
        "1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,1,1,1,0,0,0/0,0,0,0,0,0,0,0 N direction=cw,-"
    );
    assert_eq!(stop(text, "a2:cw"), Stop::EmptyHole);
}

#[test]
fn both_holes_of_the_column_are_captured() {
    // b2 (2 seeds now) takes b3 and b4, and sows the 2 + 2 from c2 to f2.
    let text = "1,1,0,0,0,0,0,0/0,1,0,0,0,0,0,0/1,1,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S direction=-,-";
    assert_eq!(
        after(text, "a2:cw"),
        "1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,1,1,1,1,0,0/0,0,0,0,0,0,0,0 N direction=cw,-"
    );
    // The outer hole alone is captured too.
    let text = "1,3,0,0,0,0,0,0/0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S direction=-,-";
    assert_eq!(
        after(text, "a2:cw"),
        "1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,1,1,1,1,0,0/0,0,0,0,0,0,0,0 N direction=cw,-"
    );
}

#[test]
fn a_capture_sows_on_with_the_whole_hole() {
    // b2 held 3 seeds before the last fell: 4 + 2 captured are sown from c2
    // (c2 to h2), the last in h2, empty and facing nothing.
    let text = "1,0,0,0,0,0,0,0/0,2,0,0,0,0,0,0/1,3,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S direction=-,-";
    assert_eq!(
        after(text, "a2:cw"),
        "1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,1,1,1,1,1,1/0,0,0,0,0,0,0,0 N direction=cw,-"
    );
}

#[test]
fn an_empty_hole_does_not_capture_two_single_seeds() {
    let text = "1,1,0,0,0,0,0,0/0,1,0,0,0,0,0,0/1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S direction=-,-";
    assert_eq!(
        after(text, "a2:cw"),
        "1,1,0,0,0,0,0,0/0,1,0,0,0,0,0,0/0,1,0,0,0,0,0,0/0,0,0,0,0,0,0,0 N direction=cw,-"
    );
    // singletons=together: one seed each is two seeds, which are captured.
    assert_eq!(
        after_with(text, &["singletons=together"], "a2:cw"),
        "1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,1,1,1,0,0,0/0,0,0,0,0,0,0,0 N direction=cw,-"
    );
    // A single seed in all: captured by default, not under `together`.
    let text = "1,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0/1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S direction=-,-";
    assert_eq!(
        after(text, "a2:cw"),
        "1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,1,1,0,0,0,0/0,0,0,0,0,0,0,0 N direction=cw,-"
    );
    assert_eq!(
        after_with(text, &["singletons=together"], "a2:cw"),
        "1,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0/0,1,0,0,0,0,0,0/0,0,0,0,0,0,0,0 N direction=cw,-"
    );
    // From an occupied hole, single seeds are captured in both readings.
    let text = "1,1,0,0,0,0,0,0/0,1,0,0,0,0,0,0/1,1,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S direction=-,-";
    for opts in [&[][..], &["singletons=together"]] {
        assert!(after_with(text, opts, "a2:cw").starts_with("1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/"));
    }
}

#[test]
fn occupied_holes_relay() {
    // The inner row, facing nothing: b2's 2 seeds go on to c2, d2.
    let text = "1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/1,1,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S direction=-,-";
    assert_eq!(
        after(text, "a2:cw"),
        "1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,1,1,0,0,0,0/0,0,0,0,0,0,0,0 N direction=cw,-"
    );
    // The outer row never captures: c1's 2 seeds go on to d1, e1, and the
    // seeds of column c stay.
    let text = "0,0,3,0,0,0,0,0/0,0,3,0,0,0,0,0/0,0,0,0,0,0,0,0/0,1,1,0,0,0,0,0 S direction=-,-";
    assert_eq!(
        after(text, "b1:ccw"),
        "0,0,3,0,0,0,0,0/0,0,3,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,1,1,0,0,0 N direction=ccw,-"
    );
}

#[test]
fn taking_the_last_seeds_wins_at_once() {
    let text = "0,1,0,0,0,0,0,0/0,2,0,0,0,0,0,0/1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S direction=-,-";
    let next = pos(text).play(&mv("a2:cw")).unwrap();
    assert_eq!(
        next.to_string(),
        "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,4,0,0,0,0,0,0/0,0,0,0,0,0,0,0 N direction=cw,-"
    );
    assert_eq!(
        next.outcome(),
        Some(Outcome::win(
            Player::South,
            fanga_sowing::reason::ALL_SEEDS_TAKEN
        ))
    );
    assert_eq!(stop(text, "a2:cw"), Stop::WonAtOnce);
}

#[test]
fn a_single_seed_opens_a_turn() {
    let text = "1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,1,0,0,0,0 S direction=cw,-";
    let moves: Vec<String> = pos(text)
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(moves, ["d1:cw"]);
    let err = pos(text).play(&mv("d1:ccw")).unwrap_err();
    assert_eq!(
        err.reason,
        BoaoakaMoveError::Refused(DirectedRefusal::DirectionBound {
            mover: Player::South,
            bound: Direction::Cw
        })
    );
    let err = pos(text).play(&mv("a1:cw")).unwrap_err();
    assert!(matches!(
        err.reason,
        BoaoakaMoveError::Refused(DirectedRefusal::Hole(HoleRefusal::Empty(_)))
    ));
    assert_eq!(err.into_position(), pos(text));
}

#[test]
fn bad_texts_are_refused_with_a_reason() {
    let err = "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S"
        .parse::<KatraBoaoaka>()
        .unwrap_err();
    assert!(err.to_string().contains("direction"), "{err}");
    let err = "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S direction=cw"
        .parse::<KatraBoaoaka>()
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
    let err = "2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2 S direction=-,-"
        .parse::<KatraBoaoaka>()
        .unwrap_err();
    assert!(err.to_string().contains('8'), "{err}");
}

/// The turn of issue 47: e3's 2 seeds clockwise relay round North's 64
/// seeds for ever (a cycle of 2,555,293,360 laps, which comes back turned
/// by three places after 159,705,835), so its mover loses.
#[test]
fn a_turn_that_relays_for_ever_loses() {
    let p =
        pos("8,5,0,1,0,6,17,1/0,1,7,6,2,3,7,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 N direction=ccw,cw");
    let next = p.play(&mv("e3:cw")).unwrap();
    assert_eq!(
        next.outcome(),
        Some(Outcome::win(
            Player::South,
            fanga_sowing::reason::INFINITE_TURN
        ))
    );
}
