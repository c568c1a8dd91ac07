//! Every rule of bao on crafted positions, with the worked examples of the
//! sources (South's front row is row 2, his house e2; North's front row is
//! row 3, his house d3).

use fanga_bao::{Bao, BaoMove, BaoOptions, BaoRefusal, FRONT_ROW_EMPTY, ONLY_SINGLETONS};
use fanga_core::{GameOptions, Outcome, Player, Position};
use fanga_sowing::MoveError;

const EMPTY: &str = "0,0,0,0,0,0,0,0";

/// A position from its four rows (row 4 first) and its keys.
fn text(rows: [&str; 4], rest: &str) -> String {
    format!("{}/{}/{}/{} {rest}", rows[0], rows[1], rows[2], rows[3])
}

fn with(t: &str, options: &[&str]) -> Bao {
    let mut o = BaoOptions::default();
    o.apply(options).unwrap();
    Bao::from_text(t, &o).unwrap_or_else(|e| panic!("{t}: {e}"))
}

fn pos(t: &str) -> Bao {
    with(t, &[])
}

fn mv(t: &str) -> BaoMove {
    t.parse().unwrap()
}

fn moves(p: &Bao) -> Vec<String> {
    fanga_core::testing::sorted_moves(p)
}

fn after(p: &Bao, m: &str) -> String {
    p.play(&mv(m))
        .unwrap_or_else(|e| panic!("{m}: {e}"))
        .to_string()
}

fn refusal(p: &Bao, m: &str) -> BaoRefusal {
    match p.check_move(&mv(m)) {
        Err(MoveError::Refused(r)) => r,
        other => panic!("{m}: {other:?}"),
    }
}

#[test]
fn the_starts() {
    let start = |o: &[&str]| with(&Bao::start(&BaoOptions::default()).to_string(), o);
    assert_eq!(
        start(&[]).to_string(),
        "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=22,22 house=1,1 takasia=-"
    );
    let mut o = BaoOptions::default();
    o.apply(&["namua=off"]).unwrap();
    assert_eq!(
        Bao::start(&o).to_string(),
        "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S reserve=0,0 house=0,0 takasia=-"
    );
    // m'raha wa tso starts as Bao la Kiswahili: the square house of 6.
    o.apply(&["namua=on", "rules=mraha_wa_tso"]).unwrap();
    assert_eq!(
        Bao::start(&o).to_string(),
        Bao::start(&BaoOptions::default()).to_string()
    );
}

/// Nierse's diagram 2: South's first turn cannot capture, and the house is
/// not sown while f2 and g2 hold seeds.
#[test]
fn the_first_turn_is_a_takasa_beside_the_house() {
    let p = Bao::start(&BaoOptions::default());
    assert_eq!(moves(&p), ["f2:ccw", "f2:cw", "g2:ccw", "g2:cw"]);
    assert_eq!(
        refusal(&p, "e2:cw"),
        BaoRefusal::HouseStands(mv("e2").hole())
    );
    assert!(matches!(refusal(&p, "f2"), BaoRefusal::DirectionMissing(_)));
    assert!(matches!(
        refusal(&p, "f1:cw"),
        BaoRefusal::Hole(_) | BaoRefusal::BackRow(_)
    ));
}

/// ASG 2010, photos 16 and 17: seven seeds captured and sown from the left
/// end in the seventh hole, which now holds six; they are sown on, without
/// changing direction, and end in the back row's fourth hole from the left.
#[test]
fn asg_the_relay_after_a_capture() {
    let p = pos(&text(
        [
            "2,2,2,2,2,2,2,2",
            "1,0,0,7,0,0,0,0",
            "0,0,0,1,0,0,5,0",
            EMPTY,
        ],
        "S reserve=5,5 house=0,0 takasia=-",
    ));
    // d2 is in the middle: the kichwa is South's choice.
    assert_eq!(moves(&p), ["d2 a2", "d2 h2"]);
    // The capture is obligatory; g2 faces nothing.
    assert!(matches!(refusal(&p, "g2"), BaoRefusal::NotACapture(_)));
    assert!(matches!(
        refusal(&p, "g2:cw"),
        BaoRefusal::CaptureRequired { .. }
    ));
    assert_eq!(
        after(&p, "d2 a2"),
        text(
            [
                "2,2,2,2,2,2,2,2",
                "1,0,0,0,0,0,0,0",
                "1,1,1,3,1,1,0,1",
                "0,0,0,1,1,1,1,1"
            ],
            "N reserve=4,5 house=0,0 takasia=-"
        )
    );
}

/// ASG 2010, photo 18: the 4 seeds facing the house are sown from the right
/// and the last falls in the house: South may stop or sow on (safari); the
/// safari empties the house, which falls.
#[test]
fn asg_the_house_offers_stop_or_safari() {
    let p = pos(&text(
        [
            "2,2,2,2,2,2,2,2",
            "1,0,0,0,4,0,0,0",
            "0,0,0,0,6,0,0,0",
            EMPTY,
        ],
        "S reserve=5,5 house=1,1 takasia=-",
    ));
    assert_eq!(moves(&p), ["e2 a2", "e2 h2 safari", "e2 h2 stop"]);
    assert_eq!(
        after(&p, "e2 h2 stop"),
        text(
            [
                "2,2,2,2,2,2,2,2",
                "1,0,0,0,0,0,0,0",
                "0,0,0,0,8,1,1,1",
                EMPTY
            ],
            "N reserve=4,5 house=1,1 takasia=-"
        )
    );
    assert_eq!(
        after(&p, "e2 h2 safari"),
        text(
            [
                "2,2,2,2,2,2,2,2",
                "1,0,0,0,0,0,0,0",
                "1,1,1,1,0,1,1,1",
                "1,1,1,1,0,0,0,0"
            ],
            "N reserve=4,5 house=0,1 takasia=-"
        )
    );
}

/// ASG 2010, photo 19: the house is the only occupied front hole and no
/// capture is possible: a seed goes in, two come out, sown either way, and
/// the house stands. With `house_tax=1` the entered seed alone is sown.
#[test]
fn asg_the_house_is_taxed() {
    let t = text(
        [
            "2,2,2,2,2,2,2,2",
            "1,0,0,0,0,0,0,0",
            "0,0,0,0,6,0,0,0",
            "1,0,0,0,0,0,0,0",
        ],
        "S reserve=5,5 house=1,1 takasia=-",
    );
    let p = pos(&t);
    assert_eq!(moves(&p), ["e2:ccw", "e2:cw"]);
    // In the namua the seed is entered in the front row.
    assert!(matches!(refusal(&p, "a1:cw"), BaoRefusal::BackRow(_)));
    assert_eq!(
        after(&p, "e2:cw"),
        text(
            [
                "2,2,2,2,2,2,2,2",
                "1,0,0,0,0,0,0,0",
                "0,0,0,0,5,1,1,0",
                "1,0,0,0,0,0,0,0"
            ],
            "N reserve=4,5 house=1,1 takasia=-"
        )
    );
    let one = with(&t, &["house_tax=1"]);
    assert_eq!(
        one.play(&mv("e2:ccw")).unwrap().to_string(),
        text(
            [
                "2,2,2,2,2,2,2,2",
                "1,0,0,0,0,0,0,0",
                "0,0,0,1,6,0,0,0",
                "1,0,0,0,0,0,0,0"
            ],
            "N reserve=4,5 house=1,1 takasia=-"
        )
    );
}

/// A takasa ending in the standing house stops there (Ludii/Sanderson);
/// once the house has fallen, the same lap relays.
#[test]
fn a_takasa_stops_in_the_house() {
    let t = |house: &str| {
        text(
            [
                "2,2,2,2,2,2,2,2",
                "0,0,0,0,0,0,0,1",
                "0,2,0,0,6,0,0,0",
                EMPTY,
            ],
            &format!("S reserve=5,5 house={house} takasia=-"),
        )
    };
    // b2 + 1 = 3 seeds sown clockwise: c2, d2, e2 (now 7).
    assert_eq!(
        after(&pos(&t("1,1")), "b2:cw"),
        text(
            [
                "2,2,2,2,2,2,2,2",
                "0,0,0,0,0,0,0,1",
                "0,0,1,1,7,0,0,0",
                EMPTY
            ],
            "N reserve=4,5 house=1,1 takasia=-"
        )
    );
    // Fallen: the 7 seeds of e2 are relayed (f2 .. h2, h1 .. e1).
    assert_eq!(
        after(&pos(&t("0,1")), "b2:cw"),
        text(
            [
                "2,2,2,2,2,2,2,2",
                "0,0,0,0,0,0,0,1",
                "0,0,1,1,0,1,1,1",
                "0,0,0,0,1,1,1,1"
            ],
            "N reserve=4,5 house=0,1 takasia=-"
        )
    );
}

/// Ludii/Sanderson: once the house no longer works, a single seed is not
/// chosen while a front hole of two or more can be; while it works (owned,
/// six seeds or more), it can.
#[test]
fn single_seeds_after_the_house_falls() {
    let t = |south_front: &str, house: &str| {
        text(
            ["2,2,2,2,2,2,2,2", "0,0,0,0,0,0,0,1", south_front, EMPTY],
            &format!("S reserve=5,5 house={house} takasia=-"),
        )
    };
    let working = pos(&t("0,0,1,0,6,2,0,0", "1,1"));
    assert_eq!(moves(&working), ["c2:ccw", "c2:cw", "f2:ccw", "f2:cw"]);
    for (front, house) in [("0,0,1,0,0,2,0,0", "0,1"), ("0,0,1,0,0,2,0,0", "1,1")] {
        let p = pos(&t(front, house));
        assert_eq!(moves(&p), ["f2:ccw", "f2:cw"], "{front} house={house}");
        assert!(matches!(refusal(&p, "c2:cw"), BaoRefusal::Singleton(_)));
    }
}

/// Rule 8's "the house is still present" is the house that works: de Voogt's
/// "the Nyumba is the house, as long as it has at least six counters in
/// it". South still owns his house e2, but it holds 5 seeds: the single
/// seed of c2 is not offered beside it (AbstractPlay's Bao agrees).
#[test]
fn a_house_of_five_seeds_does_not_lift_the_single_seed_rule() {
    let p = pos(
        "1,0,0,0,0,0,0,0/1,5,0,7,0,0,0,1/0,0,1,0,5,0,0,0/0,0,0,1,1,0,2,3 S reserve=18,18 house=1,1 takasia=-",
    );
    assert_eq!(moves(&p), ["e2:ccw", "e2:cw"]);
    assert!(matches!(refusal(&p, "c2:cw"), BaoRefusal::Singleton(_)));
    // With a sixth seed the house works again: c2's single seed is chosen,
    // and the house is not sown while another front hole holds seeds.
    let six = pos(
        "1,0,0,0,0,0,0,0/1,5,0,7,0,0,0,1/0,0,1,0,6,0,0,0/0,0,0,1,1,0,2,3 S reserve=18,18 house=1,1 takasia=-",
    );
    assert_eq!(moves(&six), ["c2:ccw", "c2:cw"]);
}

/// Wikipedia: a capture in a kimbi is sown from the nearest kichwa; later
/// captures keep the direction (mtaji stage).
#[test]
fn captured_seeds_keep_the_direction_or_go_to_the_nearest_kichwa() {
    // b1's 3 seeds sown clockwise... South's clockwise runs along row 2
    // from a2 to h2, then row 1 from h1 to a1: b1 cw goes a1, a2, b2.
    let p = pos(&text(
        [
            EMPTY,
            "0,3,0,1,0,0,0,0",
            "0,1,0,0,0,0,0,0",
            "0,3,0,0,0,0,0,0",
        ],
        "S reserve=0,0 house=0,0 takasia=-",
    ));
    // b1:cw ends in b2 (now 2) facing b3 (3): a kimbi, sown from a2 cw:
    // a2, b2, c2; c2 faces nothing: the turn ends there (c2 was empty).
    assert_eq!(
        after(&p, "b1:cw"),
        text(
            [
                EMPTY,
                "0,0,0,1,0,0,0,0",
                "2,3,1,0,0,0,0,0",
                "1,0,0,0,0,0,0,0"
            ],
            "N reserve=0,0 house=0,0 takasia=-"
        )
    );
    // A capture in the middle keeps the direction: e2's 2 seeds sown
    // anticlockwise end in c2 (now 2) facing c3; the 3 seeds are sown from
    // the anticlockwise kichwa h2: h2, g2, f2.
    let q = pos(&text(
        [
            "0,1,0,0,0,0,0,0",
            "1,0,3,0,0,0,0,1",
            "0,0,1,0,2,0,0,0",
            EMPTY,
        ],
        "S reserve=0,0 house=0,0 takasia=-",
    ));
    assert_eq!(moves(&q), ["e2:ccw"]);
    assert_eq!(
        after(&q, "e2:ccw"),
        text(
            [
                "0,1,0,0,0,0,0,0",
                "1,0,0,0,0,0,0,1",
                "0,0,2,1,0,1,1,1",
                EMPTY
            ],
            "N reserve=0,0 house=0,0 takasia=-"
        )
    );
}

/// de Voogt: a hole of 16 seeds or more does not capture; it is sown as a
/// takasa. In m'raha wa tso's katro stage the same sowing captures.
#[test]
fn sixteen_seeds_do_not_capture() {
    // a1 holds 17: clockwise, one round (a2 .. h2, h1 .. a1) and a2 again:
    // a2 (now 3) faces a3.
    let t = text(
        [
            EMPTY,
            "1,0,0,0,0,0,0,1",
            "1,0,0,0,0,0,0,0",
            "17,0,0,0,0,0,0,0",
        ],
        "S reserve=0,0 house=0,0 takasia=-",
    );
    let p = pos(&t);
    // No capture: a takasa, from the back row (no front hole holds two).
    assert_eq!(moves(&p), ["a1:ccw", "a1:cw"]);
    let m = with(&t, &["rules=mraha_wa_tso"]);
    assert_eq!(moves(&m), ["a1:cw"]);
    let after = m.play(&mv("a1:cw")).unwrap();
    assert_eq!(after.board().get("a3".parse().unwrap()), 0);
}

/// Ludii/de Voogt: a kichwa that is the only occupied front hole is not
/// sown into the back row.
#[test]
fn a_lone_kichwa_is_not_sown_into_the_back_row() {
    let p = pos(&text(
        [
            EMPTY,
            "0,0,0,0,0,0,1,0",
            "3,0,0,0,0,0,0,0",
            "0,0,0,0,0,0,0,0",
        ],
        "S reserve=0,0 house=0,0 takasia=-",
    ));
    assert_eq!(moves(&p), ["a2:cw"]);
    assert!(matches!(
        refusal(&p, "a2:ccw"),
        BaoRefusal::KichwaToBackRow(_)
    ));
}

/// Ludii/de Voogt: a takasa starts in the front row when it can.
#[test]
fn a_takasa_starts_in_the_front_row() {
    let p = pos(&text(
        [
            "1,0,0,0,0,0,0,0",
            "0,0,0,0,0,0,0,1",
            "0,0,2,0,0,0,0,0",
            "0,0,0,0,3,0,0,0",
        ],
        "S reserve=0,0 house=0,0 takasia=-",
    ));
    assert_eq!(moves(&p), ["c2:ccw", "c2:cw"]);
    assert!(matches!(refusal(&p, "e1:cw"), BaoRefusal::FrontRowFirst(_)));
}

/// The takasia, Ludii/de Voogt's paragraph: South's takasa leaves North no
/// capture and South one hole to capture, c3: North may not sow it, and a
/// lap of North's ending there stops (KIBA 1.6.3).
#[test]
fn a_takasa_takasias_the_one_threatened_hole() {
    let p = pos(
        "6,7,2,3,2,0,1,4/0,9,4,0,7,2,6,1/1,0,1,0,0,0,0,0/1,0,1,0,1,3,2,0 S reserve=0,0 house=0,0 takasia=-",
    );
    let takasias: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|m| p.play(m).unwrap().to_string())
        .filter(|t| t.ends_with("takasia=c3"))
        .collect();
    assert!(!takasias.is_empty());
    let q = pos(
        "6,7,2,3,2,0,1,4/0,9,4,0,7,2,6,1/2,1,1,0,0,0,0,0/0,1,0,1,2,0,2,0 N reserve=0,0 house=0,0 takasia=c3",
    );
    assert!(moves(&q).iter().all(|m| !m.starts_with("c3")));
    assert!(matches!(refusal(&q, "c3:cw"), BaoRefusal::Takasia(_)));
    // With the option off the text may not name a takasia'd hole.
    let mut o = BaoOptions::default();
    o.apply(&["takasia=off"]).unwrap();
    assert!(Bao::from_text(&q.to_string(), &o).is_err());
}

/// KIBA 1.2.1 and 1.2.2: an empty front row, or (once the reserves are empty)
/// no hole of two seeds, loses.
#[test]
fn the_end() {
    let p = pos(&text(
        [EMPTY, EMPTY, "0,1,0,0,0,0,0,0", "0,0,0,0,0,0,0,0"],
        "N reserve=0,0 house=0,0 takasia=-",
    ));
    assert_eq!(
        p.outcome(),
        Some(Outcome::win(Player::South, FRONT_ROW_EMPTY))
    );
    let q = pos(&text(
        [
            "1,0,0,0,0,0,0,0",
            "0,1,0,0,0,0,0,0",
            "0,1,0,0,0,0,0,0",
            "0,0,3,0,0,0,0,0",
        ],
        "N reserve=0,0 house=0,0 takasia=-",
    ));
    assert_eq!(
        q.outcome(),
        Some(Outcome::win(Player::South, ONLY_SINGLETONS))
    );
    // In the namua a player with seeds in his reserve always moves.
    let r = pos(&text(
        [
            "1,0,0,0,0,0,0,0",
            "0,1,0,0,0,0,0,0",
            "0,1,0,0,0,0,0,0",
            EMPTY,
        ],
        "N reserve=1,1 house=0,0 takasia=-",
    ));
    assert_eq!(r.outcome(), None);
    assert_eq!(moves(&r), ["b3"]);
}

/// A takasa of the mtaji stage that never ends: g2's 3 seeds clockwise
/// relay round South's rows for ever. Its mover loses (fanga's decision for
/// Bao la Kiswahili; m'raha wa tso has the same rule from Busser), and the
/// position keeps the board of the turn's start.
#[test]
fn a_turn_that_never_ends_loses_for_its_mover() {
    let p = pos(
        "1,4,2,1,1,0,6,1/0,15,0,0,6,2,2,1/1,2,1,5,0,1,2,0/5,0,1,0,1,2,0,1 S reserve=0,0 house=0,0 takasia=-",
    );
    let next = p.play(&mv("g2:cw")).unwrap();
    assert_eq!(
        next.outcome(),
        Some(Outcome::win(
            Player::North,
            fanga_sowing::reason::INFINITE_TURN
        ))
    );
    assert_eq!(next.board(), p.board());
}

/// The turn of issue 47: b2's 4 seeds counter-clockwise relay round
/// South's 57 seeds for ever (a cycle of 347,526,376 laps, which comes back
/// turned by two places after 43,440,797), so its mover loses.
#[test]
fn a_turn_with_a_long_cycle_loses_for_its_mover() {
    let p = pos(
        "1,0,1,0,0,2,0,1/0,0,1,0,0,0,0,1/0,4,9,2,5,1,19,1/1,2,1,4,1,2,5,0 S reserve=0,0 house=0,0 takasia=-",
    );
    let next = p.play(&mv("b2:ccw")).unwrap();
    assert_eq!(
        next.outcome(),
        Some(Outcome::win(
            Player::North,
            fanga_sowing::reason::INFINITE_TURN
        ))
    );
}

#[test]
fn the_diagram_says_the_houses_and_the_takasia_in_words() {
    let start = Bao::start(&BaoOptions::default());
    assert!(
        start
            .diagram()
            .contains("houses: South's e2 stands, North's d3 stands; no hole takasia'd\n"),
        "{}",
        start.diagram()
    );
    let two = "2,2,2,2,2,2,2,2";
    let p = pos(&text(
        [two, "2,2,2,0,2,2,2,2", "2,2,2,2,4,2,2,2", two],
        "S reserve=0,0 house=1,0 takasia=f2",
    ));
    assert!(
        p.diagram()
            .contains("houses: South's e2 stands, North's d3 is gone; f2 takasia'd (not to be sown this turn)\n"),
        "{}",
        p.diagram()
    );
}
