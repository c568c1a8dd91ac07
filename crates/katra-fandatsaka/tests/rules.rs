//! Katra fandatsaka on crafted positions: the worked examples and
//! turns that never end, every landing case on 8, 6 and 4 columns, and errors.

use fanga_core::{GameOptions, Outcome, Player, Position};
use fanga_katra_fandatsaka::{FandatsakaOptions, KatraFandatsaka, KatraMove};

fn pos(text: &str) -> KatraFandatsaka {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn mv(text: &str) -> KatraMove {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn moves(text: &str) -> Vec<String> {
    fanga_core::testing::sorted_moves(&pos(text))
}

fn after(text: &str, m: &str) -> KatraFandatsaka {
    pos(text)
        .play(&mv(m))
        .unwrap_or_else(|e| panic!("{text} {m}: {e}"))
}

fn error(text: &str, m: &str) -> String {
    pos(text).play(&mv(m)).unwrap_err().reason.to_string()
}

const SOUTH_KAMO_WIN: Option<Outcome> = Some(Outcome::Win {
    winner: Player::South,
    reason: fanga_sowing::reason::KAMO,
});

#[test]
fn worked_example_phase_one_forced_tsibongy() {
    let p = "1,0,0,0/0,4,1,0/0,0,2,1/3,0,0,0 S reserve=5,7";
    assert_eq!(moves(p), ["c2"]);
    assert_eq!(
        after(p, "c2").to_string(),
        "1,0,0,0/0,4,0,0/0,1,4,0/3,0,0,0 N reserve=4,7"
    );
}

#[test]
fn worked_example_phase_two() {
    let p = "4,4,4,4/0,3,0,1/2,1,1,2/3,0,0,3 S reserve=0,0";
    assert_eq!(
        after(p, "d1:ccw").to_string(),
        "4,4,4,4/0,0,0,1/3,3,0,4/3,0,1,1 N reserve=0,0"
    );
}

#[test]
fn the_worked_turns_that_never_end() {
    let p = "0,0,1,3/0,3,0,3/2,1,2,1/3,2,3,2 S reserve=0,1";
    for m in ["a2:ccw", "b1:cw", "b1:ccw", "d1:cw"] {
        let q = after(p, m);
        assert_eq!(
            q.outcome(),
            Some(Outcome::Win {
                winner: Player::North,
                reason: fanga_sowing::reason::INFINITE_TURN
            }),
            "{m}"
        );
        assert_eq!(q.to_string(), p);
        assert!(q.legal_moves().is_empty());
    }
}

#[test]
fn a_tsibongy_facing_one_seed_captures_it_back_into_itself() {
    // a2 (1 + the reserve seed) faces a3 (1): the seed is captured and sown
    // starting at a2 (forced), which then holds 3 and faces an empty a3: relay
    // 3 cw into b2 c2 d2, ending in the empty d2 (Flacourt's third move).
    let p = "0,0,0,0/1,1,0,0/1,0,0,0/0,0,0,0 S reserve=1,1";
    assert_eq!(moves(p), ["a2"]);
    assert_eq!(
        after(p, "a2").to_string(),
        "0,0,0,0/0,1,0,0/0,1,1,1/0,0,0,0 N reserve=0,1"
    );
}

const EIGHT_EMPTY: &str = "0,0,0,0,0,0,0,0";

fn eight(row3: &str, row2: &str, reserves: &str) -> String {
    format!("{EIGHT_EMPTY}/{row3}/{row2}/{EIGHT_EMPTY} S reserve={reserves}")
}

#[test]
fn zone_rule_on_eight_columns() {
    // A capture in column b: the a tsibongy is forced.
    let p = eight("0,1,1,0,0,0,0,0", "0,1,0,0,0,0,0,0", "5,5");
    assert_eq!(moves(&p), ["b2"]);
    assert_eq!(
        after(&p, "b2").to_string(),
        eight("0,0,1,0,0,0,0,0", "1,2,0,0,0,0,0,0", "4,5").replace(" S ", " N ")
    );
    // In column g: the h tsibongy is forced.
    let p = eight("0,0,0,0,0,1,1,0", "0,0,0,0,0,0,1,0", "5,5");
    assert_eq!(moves(&p), ["g2"]);
    assert_eq!(
        after(&p, "g2").to_string(),
        eight("0,0,0,0,0,1,0,0", "0,0,0,0,0,0,2,1", "4,5").replace(" S ", " N ")
    );
    // In column d (c to f): the mover chooses.
    let p = eight("0,1,1,1,0,0,0,0", "0,0,0,1,0,0,0,0", "5,5");
    assert_eq!(moves(&p), ["d2 a2", "d2 h2"]);
    assert_eq!(
        after(&p, "d2 a2").to_string(),
        eight("0,1,1,0,0,0,0,0", "1,0,0,2,0,0,0,0", "4,5").replace(" S ", " N ")
    );
    assert_eq!(
        after(&p, "d2 h2").to_string(),
        eight("0,1,1,0,0,0,0,0", "0,0,0,2,0,0,0,1", "4,5").replace(" S ", " N ")
    );
}

#[test]
fn zone_rule_on_six_and_four_columns() {
    // 6 columns: c-d free, e-f forced to f2.
    let p = "0,0,0,0,0,0/1,1,1,1,1,0/0,0,1,1,1,0/0,0,0,0,0,0 S reserve=5,5";
    assert_eq!(moves(p), ["c2 a2", "c2 f2", "d2 a2", "d2 f2", "e2"]);
    // 4 columns: never a choice; c-d forced to d2.
    let p = "0,0,0,0/1,1,1,0/0,1,1,0/0,0,0,0 S reserve=5,5";
    assert_eq!(moves(p), ["b2", "c2"]);
    assert_eq!(
        after(p, "c2").to_string(),
        "0,0,0,0/1,1,0,0/0,1,2,1/0,0,0,0 N reserve=4,5"
    );
}

#[test]
fn the_free_option_offers_both_tsibongy_everywhere() {
    let o = {
        let mut o = FandatsakaOptions::default();
        o.apply(&["tsibongy_choice=free", "columns=4"]).unwrap();
        o
    };
    let p =
        KatraFandatsaka::from_text("0,0,0,0/1,1,1,0/0,1,1,0/0,0,0,0 S reserve=5,5", &o).unwrap();
    let mut m: Vec<String> = p.legal_moves().iter().map(ToString::to_string).collect();
    m.sort();
    assert_eq!(m, ["b2 a2", "b2 d2", "c2 a2", "c2 d2"]);
}

#[test]
fn winning_at_once_still_records_a_free_choice() {
    // d2 captures North's last inner seed: the captured seed is sown (both
    // tsibongy offered) and the game ends when that lap ends.
    let p = eight("0,0,0,1,0,0,0,0", "0,0,0,1,0,0,0,0", "5,5");
    assert_eq!(moves(&p), ["d2 a2", "d2 h2"]);
    for m in ["d2 a2", "d2 h2"] {
        assert_eq!(after(&p, m).outcome(), SOUTH_KAMO_WIN, "{m}");
    }
    // The lap ends at once even where it would have relayed: a2 already holds
    // a seed, so the captured seed makes it 2, but the game is over.
    let p = eight("0,0,0,1,0,0,0,0", "1,0,0,1,0,0,0,0", "5,5");
    let q = after(&p, "d2 a2");
    assert_eq!(
        q.to_string(),
        eight(EIGHT_EMPTY, "2,0,0,2,0,0,0,0", "4,5").replace(" S ", " N ")
    );
    assert_eq!(q.outcome(), SOUTH_KAMO_WIN);
}

#[test]
fn a_non_capturing_turn_never_captures() {
    // No inner hole of South faces seeds: a non-capturing turn. a2:cw relays
    // round the ring; one lap ends in d2 (n = 2), which faces d3 (1): no
    // capture, the relay goes on.
    let p = "0,0,0,0/0,0,0,1/1,0,1,0/1,0,0,2 S reserve=3,3";
    assert_eq!(moves(p), ["a2:ccw", "a2:cw", "c2:ccw", "c2:cw"]);
    let (q, trace) = fanga_core::Traced::play_traced(&pos(p), &mv("a2:cw")).unwrap();
    assert_eq!(
        q.to_string(),
        "0,0,0,0/0,0,0,1/1,0,1,0/1,2,0,1 N reserve=2,3"
    );
    let text = trace.to_string();
    assert!(
        text.contains("last seed in d2 (now 2)") && !text.contains("capture"),
        "{text}"
    );
}

#[test]
fn phase_two_must_capture_at_once_when_it_can() {
    // South's reserve is empty. b1:cw (1 seed) ends in a1... only openings
    // whose first lap ends in his inner row facing seeds are allowed.
    let p = "0,0,0,0/0,1,0,0/0,1,0,0/1,0,0,0 S reserve=0,2";
    // a1:cw sows into a2 (0 -> 1): n = 1. b2:ccw sows into a2: n = 1. b2:cw
    // into c2: n = 1. a1:ccw into b1: n = 1. No opening captures at once:
    // every opening is allowed and the turn is non-capturing.
    assert_eq!(moves(p), ["a1:ccw", "a1:cw", "b2:ccw", "b2:cw"]);
    // With a seed in c2, b2:cw ends in c2 (n = 2) facing nothing, a1:cw ends
    // in a2 (n = 1)... give b2 a neighbour facing seeds: c3.
    let p = "0,0,0,0/0,1,1,0/0,1,1,0/1,0,0,0 S reserve=0,2";
    // b2:cw ends in c2 (n = 2) facing c3, c2:ccw in b2 facing b3: the only
    // openings that capture at once.
    assert_eq!(moves(p), ["b2:cw", "c2:ccw"]);
    assert_eq!(
        error(p, "a1:cw"),
        "an opening captures at once (b2:cw for one), so the turn must start with one that does"
    );
}

#[test]
fn illegal_moves_say_why() {
    let p = "1,0,0,0/0,4,1,0/0,0,2,1/3,0,0,0 S reserve=5,7";
    assert_eq!(error(p, "a2"), "a2 is empty");
    assert_eq!(
        error(p, "a1:cw"),
        "a1 is in the outer row: while his reserve lasts a player starts in his inner row"
    );
    assert_eq!(
        error(p, "d2:cw"),
        "a capture is possible (c2 for one), so the turn must start with a capture opening, written without direction"
    );
    assert_eq!(
        error(p, "d2"),
        "d2 faces an empty hole: it is not a capture opening"
    );
    assert_eq!(error(p, "b3"), "b3 is not on S's side");
    assert_eq!(
        error(p, "e2"),
        "e2 is not a hole of this board (columns a to d, rows 1 to 4)"
    );
    assert_eq!(
        error(p, "c2 d2"),
        "choice 1 `d2` is extra: the turn is already over"
    );
    // A tsibongy the zone rule forbids: column b forces a2.
    let p = eight("0,1,1,0,0,0,0,0", "0,1,0,0,0,0,0,0", "5,5");
    assert_eq!(
        error(&p, "b2 h2"),
        "choice 1 `h2` is extra: the turn is already over"
    );
    // A free choice that is missing, or not a tsibongy.
    let p = eight("0,1,1,1,0,0,0,0", "0,0,0,1,0,0,0,0", "5,5");
    assert_eq!(
        error(&p, "d2"),
        "choice 1 is missing: the turn offers `a2` or `h2`"
    );
    assert_eq!(
        error(&p, "d2 b2"),
        "choice 1 `b2` is not offered: the turn offers `a2` or `h2`"
    );
    // No capture possible and no direction given.
    assert_eq!(
        error("0,0,0,0/0,0,0,1/1,0,1,0/1,0,0,2 S reserve=3,3", "c2"),
        "c2 needs a direction: `c2:cw` or `c2:ccw`"
    );
    // Phase 2 without direction.
    assert_eq!(
        error("4,4,4,4/0,3,0,1/2,1,1,2/3,0,0,3 S reserve=0,0", "d1"),
        "d1 needs a direction: `d1:cw` or `d1:ccw`"
    );
}

#[test]
fn kamo_ends_the_game() {
    let p = pos("1,0,0,0/0,1,0,0/0,0,0,0/0,0,0,1 S reserve=3,3");
    assert_eq!(
        p.outcome(),
        Some(Outcome::Win {
            winner: Player::North,
            reason: fanga_sowing::reason::KAMO
        })
    );
    assert!(p.legal_moves().is_empty());
}

#[test]
fn notation_and_text_errors() {
    for bad in ["", "d2  h2", "d2 x9", "d2:up", "z2", "d2 h2 ", "d2:cw:cw"] {
        assert!(bad.parse::<KatraMove>().is_err(), "{bad:?}");
    }
    for (text, message) in [
        (
            "0,0,0,0/0,1,1,0/0,1,1,0/0,0,0,0 S",
            "key `reserve` is missing",
        ),
        (
            "0,0,0,0/0,1,1,0/0,1,1,0/0,0,0,0 S reserve=14",
            "key `reserve`: `14` is not two counts, like `26,26`",
        ),
        (
            "0,0,0,0/0,1,1,0/0,1,1,0/0,0,0,0 S reserve=14,x",
            "key `reserve`, North's count: `x` is not a count (decimal digits, no leading zero)",
        ),
        (
            "0,0,0,0,0/0,1,1,0,0/0,1,1,0,0/0,0,0,0,0 S reserve=1,1",
            "row 4 has 5 entries, expected 8, 6 or 4",
        ),
        (
            "0,0,0,0/0,1,1,0/0,1,1,0/0,0,0,0 S reserve=200,200",
            "the position holds 404 seeds, more than the 255 a board can hold",
        ),
        (
            "0,0,0,0/0,1,1,0/0,1,1,0/0,0,0,0 S reserve=1,1 rova=1,1",
            "unknown key `rova` (expected `reserve`)",
        ),
    ] {
        assert_eq!(
            text.parse::<KatraFandatsaka>().unwrap_err().to_string(),
            message,
            "{text}"
        );
    }
}

#[test]
fn options_are_always_valid() {
    use fanga_reserve::{Columns, ColumnsOption};
    // Columns are a type with three values: 5 or 20 columns cannot be asked for.
    assert_eq!(Columns::from_count(5), None);
    assert_eq!(Columns::from_count(20), None);
    let o = FandatsakaOptions::default().with_columns(Columns::Six);
    assert_eq!(o.columns.count(), 6);
    assert!(FandatsakaOptions::default().apply(&["columns=5"]).is_err());
}

/// Positions are copied freely by search and stored in tables, so their
/// size is part of the API's promise (`docs/performance.md`).
#[test]
fn positions_and_moves_keep_their_documented_sizes() {
    use fanga_core::Position;
    use std::mem::size_of;
    assert_eq!(size_of::<fanga_katra_fandatsaka::KatraFandatsaka>(), 38);
    assert_eq!(
        size_of::<<fanga_katra_fandatsaka::KatraFandatsaka as Position>::Move>(),
        15
    );
    assert!(size_of::<fanga_katra_fandatsaka::KatraFandatsaka>() <= 48);
}
