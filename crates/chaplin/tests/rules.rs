//! The reconstruction's rules on crafted positions: Busser's sentence (each
//! row sown from left to right, the ninth seed into the tsibongy), the
//! capture and the mameno-atrika of fifangha, the end and the options.

use fanga_chaplin::{Chaplin, ChaplinMove, ChaplinOptions};
use fanga_core::{GameOptions, Outcome, Player, Position, Traced};
use fanga_sowing::reason::{INFINITE_TURN, KAMO, RESERVE_EXHAUSTED};

fn pos(t: &str) -> Chaplin {
    t.parse().unwrap_or_else(|e| panic!("{t}: {e}"))
}

fn after(t: &str, m: &str) -> Chaplin {
    pos(t)
        .play(&m.parse().unwrap())
        .unwrap_or_else(|e| panic!("{t} {m}: {e}"))
}

/// Plays `m` from `t`: the text of the position reached, after checking
/// that the move's trace contains `steps`.
fn traced(t: &str, m: &str, steps: &str) -> String {
    let (q, trace) = pos(t).play_traced(&m.parse().unwrap()).unwrap();
    let trace = trace.to_string();
    assert!(trace.contains(steps), "{trace}");
    q.to_string()
}

fn moves(p: &Chaplin) -> Vec<String> {
    fanga_core::testing::sorted_moves(p)
}

fn win(winner: Player, reason: fanga_core::EndReason) -> Option<Outcome> {
    Some(Outcome::Win { winner, reason })
}

/// Busser: "s'il y a plus de 8 graines à semer, on sème la 9e dans le tibong
/// (case la plus à gauche)". A mameno-atrika of 9 seeds from h1, South's
/// rightmost hole: a1 to h1, then the 9th into a1, his tsibongy.
#[test]
fn the_ninth_seed_goes_into_the_tsibongy() {
    let t = "1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,8 S reserve=3,3";
    // No hole of South's faces seeds (h2 and b2..g2 are empty, a1 is).
    assert_eq!(moves(&pos(t)), ["h1"]);
    let q = traced(
        t,
        "h1",
        "take 9 from h1\nsow 9 ccw from h1: last seed in a1 (now 2)",
    );
    // a1 (2) relays b1 c1; c1 (2) relays d1 e1; e1 (2) relays f1 g1; g1 (2)
    // relays h1 and a1, which the first relay emptied: the turn ends.
    assert_eq!(q, "1,0,0,0,0,0,0,0/1,2,0,2,0,2,0,2 N reserve=2,3");
}

/// Captured seeds are sown starting at the capturer's tsibongy (fifangha's
/// rule with Busser's single leftmost tibong): 9 captured seeds fill South's
/// row and the 9th falls into a1 again.
#[test]
fn a_capture_is_sown_from_the_tsibongy_round_the_row() {
    let t = "0,0,9,0,0,0,0,1/0,0,1,0,0,0,0,0 S reserve=3,3";
    let q = traced(
        t,
        "c1",
        "put 1 into c1\ncapture 9 from c2\nsow 9 ccw starting at a1: last seed in a1 (now 2)",
    );
    // a1 (2), facing the empty a2, relays b1 c1; c1 (4) relays d1..g1; g1
    // (2) relays h1 a1, ending in the emptied a1. c1 kept its own seeds when
    // c2 was taken ("on ne prend que les graines de la case adverse").
    assert_eq!(q, "0,0,0,0,0,0,0,1/1,2,0,2,2,2,0,2 N reserve=2,3");
}

/// North sits opposite: his left is the h side, his tsibongy h2, and he sows
/// h2 g2 ... a2 and round again (anticlockwise, as South does).
#[test]
fn north_sows_from_h2_towards_a2() {
    // Capture: f2 (2 + 1) takes f1's 3 and sows them from h2: h2 g2 f2;
    // f2 (4), facing the emptied f1, relays e2 d2 c2 b2.
    let q = after("1,0,0,0,0,2,0,0/0,0,0,0,0,3,0,1 N reserve=3,3", "f2");
    assert_eq!(
        q.to_string(),
        "1,1,1,1,1,0,1,1/0,0,0,0,0,0,0,1 S reserve=3,2"
    );
    // Mameno-atrika: b2 (2 + 1) sows a2, then h2 and g2 after his rightmost
    // hole.
    let q = after("0,2,0,0,0,0,0,0/1,0,0,0,0,0,0,0 N reserve=3,3", "b2");
    assert_eq!(
        q.to_string(),
        "1,0,0,0,0,0,1,1/1,0,0,0,0,0,0,0 S reserve=3,2"
    );
}

/// A capturing turn captures again whenever a lap ends in a non-empty hole
/// facing seeds (fifangha's recursion), and winning at once ends the turn
/// after the lap that took the last seeds.
#[test]
fn captures_repeat_and_can_win_at_once() {
    // c1 (1 + 1) takes c2's 2: a1 b1; b1 (2) faces b2: take 1, sown at a1;
    // a1 (2) faces nothing: relay b1 c1; c1 (3) relays d1 e1 f1, the
    // empty f1 ends it.
    let t = "0,1,2,0,0,0,0,1/0,1,1,0,0,0,0,0 S reserve=5,5";
    assert_eq!(moves(&pos(t)), ["b1", "c1"]);
    let q = after(t, "c1");
    assert_eq!(
        q.to_string(),
        "0,0,0,0,0,0,0,1/0,3,0,1,1,1,0,0 N reserve=4,5"
    );
    // Taking North's last seeds: the 9 seeds are sown, then the game is over.
    let q = after("0,0,9,0,0,0,0,0/0,0,1,0,0,0,0,0 S reserve=3,3", "c1");
    assert_eq!(
        q.to_string(),
        "0,0,0,0,0,0,0,0/2,1,3,1,1,1,1,1 N reserve=2,3"
    );
    assert_eq!(q.outcome(), win(Player::South, KAMO));
}

/// Decision 4: no fifangha rule 2. c1 (1 + 1) takes c2's seed, sown at a1:
/// a1 (2) is South's tsibongy and faces a2's seed, an ordinary capture,
/// sown at a1 again; a1 (3), facing nothing now, relays b1 c1 d1.
#[test]
fn a_lap_ending_in_the_tsibongy_is_an_ordinary_landing() {
    let t = "1,0,1,0,0,0,0,1/1,0,1,0,0,0,0,0 S reserve=3,3";
    let q = traced(
        t,
        "c1",
        "last seed in a1 (now 2)\ncapture 1 from a2\nsow 1 ccw starting at a1: last seed in a1 (now 3)\ntake 3 from a1",
    );
    assert_eq!(q, "0,0,0,0,0,0,0,1/0,1,3,1,0,0,0,0 N reserve=2,3");
}

/// Busser: "la prise de graines est obligatoire"; the reserve seed goes into
/// a non-empty hole of one's own row.
#[test]
fn errors_say_why() {
    let p = pos("0,1,2,0,0,0,0,1/0,1,1,1,0,0,0,0 S reserve=5,5");
    let err = |m: &str| p.play(&m.parse().unwrap()).unwrap_err().reason.to_string();
    assert_eq!(
        err("d1"),
        "a capture is possible (b1 for one), and d1 faces an empty hole"
    );
    assert_eq!(err("a1"), "a1 is empty");
    assert_eq!(err("b2"), "b2 is not on S's side");
    assert_eq!(
        err("c3"),
        "c3 is not a hole of this board (columns a to h, rows 1 to 2)"
    );
    for bad in ["", "1", "c", "c1 a1", "C1", "c1 "] {
        assert!(bad.parse::<ChaplinMove>().is_err(), "{bad:?}");
    }
    let refused = |t: &str| t.parse::<Chaplin>().unwrap_err().to_string();
    assert_eq!(
        refused("0,1,1,1,1,0/0,1,1,1,1,0 S reserve=20"),
        "key `reserve`: `20` is not two counts, like `26,26`"
    );
    assert_eq!(
        refused("0,1,1,1,1/0,1,1,1,1 S reserve=5,5"),
        "row 2 has 5 entries, expected 8, 6 or 4"
    );
    assert_eq!(
        refused("0,1,1,0/0,x,1,0 S reserve=3,3"),
        "b1: `x` is not a count (decimal digits, no leading zero)"
    );
    // A failed play leaves the position as it was.
    assert_eq!(
        p.to_string(),
        "0,1,2,0,0,0,0,1/0,1,1,1,0,0,0,0 S reserve=5,5"
    );
}

/// Busser 2023: "Le joueur qui démarre un mameno-atrika infini est perdant du
/// jeu". c1 (2 + 1) sows d1 a1 b1, and the relays go round South's four
/// holes for ever.
#[test]
fn a_mameno_atrika_that_never_ends_loses() {
    let t = "1,0,0,0/0,1,2,1 S reserve=1,1";
    let q = after(t, "c1");
    assert_eq!(q.outcome(), win(Player::North, INFINITE_TURN));
    assert_eq!(q.to_string(), t);
    // The other openings end.
    for m in ["b1", "d1"] {
        assert_ne!(after(t, m).outcome(), win(Player::North, INFINITE_TURN));
    }
}

#[test]
fn the_end() {
    // An empty row loses, the mover's first.
    assert_eq!(
        pos("0,0,1,0/0,0,0,0 S reserve=3,3").outcome(),
        win(Player::North, KAMO)
    );
    assert_eq!(
        pos("0,0,0,0/0,2,0,0 S reserve=3,3").outcome(),
        win(Player::South, KAMO)
    );
    // A mover with an empty reserve: more seeds in one's row wins.
    let t = "0,1,0,0/0,2,0,1 S reserve=0,3";
    assert_eq!(pos(t).outcome(), win(Player::South, RESERVE_EXHAUSTED));
    assert!(pos(t).legal_moves().is_empty());
    assert_eq!(
        pos("3,0,0,0/0,2,0,1 S reserve=0,3").outcome(),
        Some(Outcome::Draw {
            reason: RESERVE_EXHAUSTED
        })
    );
    // North's reserve is empty, but South is to move: play goes on.
    assert_eq!(pos("0,1,0,0/0,2,0,1 S reserve=1,0").outcome(), None);
    // reserve_end=draw.
    let mut o = ChaplinOptions::default().with_columns(4).unwrap();
    o.apply(&["reserve_end=draw"]).unwrap();
    assert_eq!(
        Chaplin::from_text(t, &o).unwrap().outcome(),
        Some(Outcome::Draw {
            reason: RESERVE_EXHAUSTED
        })
    );
}

#[test]
fn the_start_positions() {
    let start = |c: u8| Chaplin::start(&ChaplinOptions::default().with_columns(c).unwrap());
    assert_eq!(
        start(8).to_string(),
        "0,1,1,1,1,1,1,0/0,1,1,1,1,1,1,0 S reserve=26,26"
    );
    assert_eq!(
        start(6).to_string(),
        "0,1,1,1,1,0/0,1,1,1,1,0 S reserve=20,20"
    );
    assert_eq!(start(4).to_string(), "0,1,1,0/0,1,1,0 S reserve=14,14");
    // Each player has fifangha's 32, 24 or 16 seeds.
    for c in [8, 6, 4] {
        let p = start(c);
        let reserve = p.pool(fanga_sowing::Pool::Reserve, Player::South);
        assert_eq!(u32::from(reserve) + p.score().south, 4 * u32::from(c));
    }
}

#[test]
fn options_are_always_valid() {
    assert!(ChaplinOptions::default().with_columns(7).is_err());
    assert!(ChaplinOptions::default().with_columns(10).is_err());
    assert_eq!(
        ChaplinOptions::default().with_columns(6).unwrap().columns(),
        6
    );
    assert!(
        ChaplinOptions::default()
            .apply(&["reserve_end=phase_two"])
            .is_err()
    );
}

/// Positions are copied freely by search and stored in tables, so their
/// size is part of the API's promise (`docs/performance.md`).
#[test]
fn positions_and_moves_keep_their_documented_sizes() {
    use std::mem::size_of;
    assert_eq!(size_of::<Chaplin>(), 22);
    assert_eq!(size_of::<ChaplinMove>(), 1);
    assert!(size_of::<Chaplin>() <= 48);
}
