//! Every rova rule of katra sakalava and their interactions, on crafted
//! positions (8 columns; South's rova is e2 / e1, North's d3 / d4).

use fanga_core::{GameOptions, Outcome, Player, Position, Traced};
use fanga_katra_sakalava::{KatraSakalava, SakalavaMove, SakalavaOptions};

const EMPTY: &str = "0,0,0,0,0,0,0,0";

fn text(rows: [&str; 4], side: &str, reserve: &str, rova: &str) -> String {
    format!(
        "{}/{}/{}/{} {side} reserve={reserve} rova={rova}",
        rows[0], rows[1], rows[2], rows[3]
    )
}

fn pos(t: &str) -> KatraSakalava {
    t.parse().unwrap_or_else(|e| panic!("{t}: {e}"))
}

fn optional(t: &str) -> KatraSakalava {
    let mut o = SakalavaOptions::default();
    o.apply(&["back_rova=optional"]).unwrap();
    KatraSakalava::from_text(t, &o).unwrap()
}

fn mv(t: &str) -> SakalavaMove {
    t.parse().unwrap()
}

fn moves(p: &KatraSakalava) -> Vec<String> {
    fanga_core::testing::sorted_moves(p)
}

fn after(p: &KatraSakalava, m: &str) -> String {
    p.play(&mv(m))
        .unwrap_or_else(|e| panic!("{m}: {e}"))
        .to_string()
}

#[test]
fn the_start() {
    let p = KatraSakalava::start(&SakalavaOptions::default());
    assert_eq!(
        p.to_string(),
        "0,0,0,3,0,0,0,0/0,2,2,3,0,0,0,0/0,0,0,0,3,2,2,0/0,0,0,0,3,0,0,0 S reserve=22,22 rova=1,1"
    );
}

#[test]
fn the_front_rova_offers_stop_or_rova() {
    // c2:cw (2 with the reserve seed) ends in the front rova e2 (n = 2).
    let t = text(
        [
            EMPTY,
            "1,0,0,0,0,0,0,0",
            "0,0,1,0,1,0,0,0",
            "0,0,0,0,1,0,0,0",
        ],
        "S",
        "5,5",
        "1,1",
    );
    let p = pos(&t);
    assert_eq!(
        moves(&p),
        ["c2:ccw", "c2:cw rova", "c2:cw stop", "e2:ccw", "e2:cw"]
    );
    assert_eq!(
        after(&p, "c2:cw stop"),
        text(
            [
                EMPTY,
                "1,0,0,0,0,0,0,0",
                "0,0,0,1,2,0,0,0",
                "0,0,0,0,1,0,0,0"
            ],
            "N",
            "4,5",
            "1,1"
        )
    );
    // `rova`: both holes (2 + 1) sown cw from f2, and the rova is dissolved.
    assert_eq!(
        after(&p, "c2:cw rova"),
        text(
            [EMPTY, "1,0,0,0,0,0,0,0", "0,0,0,1,0,1,1,1", EMPTY],
            "N",
            "4,5",
            "0,1"
        )
    );
    // Picking the front rova up in a non-capturing opening takes both holes.
    assert_eq!(
        after(&p, "e2:cw"),
        text(
            [EMPTY, "1,0,0,0,0,0,0,0", "0,0,1,0,0,1,1,1", EMPTY],
            "N",
            "4,5",
            "0,1"
        )
    );
    assert_eq!(
        after(&p, "e2:ccw"),
        text(
            [EMPTY, "1,0,0,0,0,0,0,0", "0,1,2,1,0,0,0,0", EMPTY],
            "N",
            "4,5",
            "0,1"
        )
    );
    // Choices that do not fit.
    let err = |m: &str| p.play(&mv(m)).unwrap_err().reason.to_string();
    assert_eq!(
        err("c2:cw"),
        "choice 1 is missing: the turn offers `stop` or `rova`"
    );
    assert_eq!(
        err("c2:cw a2"),
        "choice 1 `a2` is not offered: the turn offers `stop` or `rova`"
    );
    assert_eq!(
        err("e2:cw stop"),
        "choice 1 `stop` is extra: the turn is already over"
    );
}

#[test]
fn a_dissolved_rova_never_comes_back() {
    let t = text(
        [
            EMPTY,
            "1,0,0,0,0,0,0,0",
            "0,0,1,0,1,0,0,0",
            "0,0,0,0,1,0,0,0",
        ],
        "S",
        "5,5",
        "0,1",
    );
    let p = pos(&t);
    // No choice any more: e2 is an ordinary hole (the relay goes on).
    assert_eq!(moves(&p), ["c2:ccw", "c2:cw", "e2:ccw", "e2:cw"]);
    assert_eq!(
        after(&p, "c2:cw"),
        text(
            [
                EMPTY,
                "1,0,0,0,0,0,0,0",
                "0,0,0,1,0,1,1,0",
                "0,0,0,0,1,0,0,0"
            ],
            "N",
            "4,5",
            "0,1"
        )
    );
}

#[test]
fn the_back_rova_stops() {
    // h2:cw (3 + 1) sows h1 g1 f1 e1: e1 now holds 2, the turn stops there.
    let t = text(
        [
            EMPTY,
            "0,1,0,0,0,0,0,0",
            "1,0,0,0,0,0,0,3",
            "0,0,0,0,1,0,0,0",
        ],
        "S",
        "5,5",
        "1,1",
    );
    let p = pos(&t);
    assert!(moves(&p).contains(&"h2:cw".to_owned()));
    let (q, trace) = p.play_traced(&mv("h2:cw")).unwrap();
    assert_eq!(
        q.to_string(),
        text(
            [
                EMPTY,
                "0,1,0,0,0,0,0,0",
                "1,0,0,0,0,0,0,0",
                "0,0,0,0,2,1,1,1"
            ],
            "N",
            "4,5",
            "1,1"
        )
    );
    assert!(
        trace
            .to_string()
            .ends_with("end: the last seed fell into the back rova"),
        "{trace}"
    );
    // back_rova=optional: the same landing offers stop / rova; `rova` sows
    // both holes (0 + 2) cw from d1: d1 c1.
    let o = optional(&t);
    assert!(moves(&o).contains(&"h2:cw rova".to_owned()));
    assert!(moves(&o).contains(&"h2:cw stop".to_owned()));
    assert_eq!(
        after(&o, "h2:cw rova"),
        text(
            [
                EMPTY,
                "0,1,0,0,0,0,0,0",
                "1,0,0,0,0,0,0,0",
                "0,0,1,1,0,1,1,1"
            ],
            "N",
            "4,5",
            "0,1"
        )
    );
    assert_eq!(after(&o, "h2:cw stop"), q.to_string());
}

#[test]
fn capturing_from_ones_own_front_rova_leaves_it_standing() {
    // e2 faces e3: a capture opening from the front rova; column e lies in the
    // free zone (c-f), so both tsibongy are offered.
    let t = text(
        [
            EMPTY,
            "0,1,0,0,1,0,0,0",
            "0,0,0,0,1,0,0,0",
            "0,0,0,0,1,0,0,0",
        ],
        "S",
        "5,5",
        "1,1",
    );
    let p = pos(&t);
    assert_eq!(moves(&p), ["e2 a2", "e2 h2"]);
    assert_eq!(
        after(&p, "e2 h2"),
        text(
            [
                EMPTY,
                "0,1,0,0,0,0,0,0",
                "0,0,0,0,2,0,0,1",
                "0,0,0,0,1,0,0,0"
            ],
            "N",
            "4,5",
            "1,1"
        )
    );
}

#[test]
fn a_rova_captured_by_a_player_in_phase_two_from_one_in_phase_one() {
    // South (reserve empty, phase 2): b2:cw ends in d2 (n = 2) facing North's
    // front rova d3, the only opening that captures at once. Both North rova
    // holes (2 + 3) are taken; column d is free: the 5 seeds go ccw from h2
    // (through South's own front rova e2, an ordinary drop) to d2 (n = 3),
    // which faces nothing now: relay 3 ccw into c2 b2 a2.
    let t = text(
        [
            "0,0,0,3,0,0,0,0",
            "1,0,0,2,0,0,0,0",
            "0,2,0,1,0,0,0,0",
            "0,0,0,0,1,0,0,0",
        ],
        "S",
        "0,5",
        "1,1",
    );
    let p = pos(&t);
    assert_eq!(moves(&p), ["b2:cw a2", "b2:cw h2"]);
    let (q, trace) = p.play_traced(&mv("b2:cw h2")).unwrap();
    assert_eq!(
        q.to_string(),
        text(
            [
                EMPTY,
                "1,0,0,0,0,0,0,0",
                "1,1,2,0,1,1,1,1",
                "0,0,0,0,1,0,0,0"
            ],
            "N",
            "0,5",
            "1,0"
        )
    );
    let steps = trace.to_string();
    assert!(
        steps.contains("capture 2 from d3\ncapture 3 from d4\nN: rova dissolved"),
        "{steps}"
    );
}

#[test]
fn a_rova_sown_in_phase_two() {
    // No opening captures at once; picking either rova hole up takes both.
    let t = text(
        [
            EMPTY,
            "1,0,0,0,0,0,0,0",
            "0,0,0,0,2,0,0,0",
            "0,0,0,0,1,0,0,0",
        ],
        "S",
        "0,5",
        "1,1",
    );
    let p = pos(&t);
    assert_eq!(moves(&p), ["e1:ccw", "e1:cw", "e2:ccw", "e2:cw"]);
    assert_eq!(
        after(&p, "e2:cw"),
        text(
            [EMPTY, "1,0,0,0,0,0,0,0", "0,0,0,0,0,1,1,1", EMPTY],
            "N",
            "0,5",
            "0,1"
        )
    );
    assert_eq!(
        after(&p, "e1:cw"),
        text(
            [EMPTY, "1,0,0,0,0,0,0,0", EMPTY, "0,1,1,1,0,0,0,0"],
            "N",
            "0,5",
            "0,1"
        )
    );
}

#[test]
fn an_empty_front_rova_cannot_be_captured() {
    // North's e3 faces South's empty front rova: not a capture opening, though
    // the back rova e1 holds seeds. North's only capture opening is a3.
    let t = text(
        [
            EMPTY,
            "1,0,0,0,1,0,0,0",
            "1,0,0,0,0,0,0,0",
            "0,0,0,0,5,0,0,0",
        ],
        "N",
        "5,5",
        "1,1",
    );
    assert_eq!(moves(&pos(&t)), ["a3"]);
}

#[test]
fn only_singletons_in_phase_two_lose() {
    let t = text(
        [
            EMPTY,
            "1,0,0,0,0,0,0,0",
            "1,1,0,0,1,0,0,0",
            "0,0,0,0,1,0,0,0",
        ],
        "S",
        "0,5",
        "1,1",
    );
    assert_eq!(
        pos(&t).outcome(),
        Some(Outcome::Win {
            winner: Player::North,
            reason: fanga_katra_sakalava::ONLY_SINGLETONS
        })
    );
    // In phase 1 the same board plays on.
    let t = text(
        [
            EMPTY,
            "1,0,0,0,0,0,0,0",
            "1,1,0,0,1,0,0,0",
            "0,0,0,0,1,0,0,0",
        ],
        "S",
        "1,5",
        "1,1",
    );
    assert_eq!(pos(&t).outcome(), None);
}

#[test]
fn text_errors() {
    let t = "0,0,0,3,0,0,0,0/0,2,2,3,0,0,0,0/0,0,0,0,3,2,2,0/0,0,0,0,3,0,0,0 S reserve=22,22";
    assert_eq!(
        t.parse::<KatraSakalava>().unwrap_err().to_string(),
        "key `rova` is missing"
    );
    let bad = format!("{t} rova=2,1");
    assert_eq!(
        bad.parse::<KatraSakalava>().unwrap_err().to_string(),
        "key `rova`: `2,1` is not two flags, like `1,0`"
    );
    let six = "0,0,0,0,0,0/0,1,1,1,1,0/0,1,1,1,1,0/0,0,0,0,0,0 S reserve=20,20 rova=1,1";
    assert_eq!(
        six.parse::<KatraSakalava>().unwrap_err().to_string(),
        "row 4 has 6 entries, expected 8"
    );
}

/// Positions are copied freely by search and stored in tables, so their
/// size is part of the API's promise (`docs/performance.md`).
#[test]
fn positions_and_moves_keep_their_documented_sizes() {
    use fanga_core::Position;
    use std::mem::size_of;
    assert_eq!(size_of::<fanga_katra_sakalava::KatraSakalava>(), 41);
    assert_eq!(
        size_of::<<fanga_katra_sakalava::KatraSakalava as Position>::Move>(),
        27
    );
    assert!(size_of::<fanga_katra_sakalava::KatraSakalava>() <= 48);
}

#[test]
fn the_diagram_says_the_rova_in_words() {
    let start = KatraSakalava::start(&Default::default());
    assert!(
        start
            .diagram()
            .contains("rova: South's (e2 e1) stands, North's (d3 d4) stands\n"),
        "{}",
        start.diagram()
    );
}
