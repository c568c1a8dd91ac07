//! Fifangha on crafted positions (4 columns): each landing case and option,
//! the worked turn that never ends, and where fifangha and katra
//! fandatsaka agree.

use fanga_core::{GameOptions, Outcome, Player, Position};
use fanga_fifangha::{Fifangha, FifanghaMove, FifanghaOptions};

fn with(options: &[&str], text: &str) -> Fifangha {
    let mut o = FifanghaOptions::default();
    o.apply(&[&["columns=4"], options].concat()).unwrap();
    Fifangha::from_text(text, &o).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn pos(text: &str) -> Fifangha {
    with(&[], text)
}

fn mv(text: &str) -> FifanghaMove {
    text.parse().unwrap()
}

fn moves(p: &Fifangha) -> Vec<String> {
    fanga_core::testing::sorted_moves(p)
}

fn after(p: Fifangha, m: &str) -> Fifangha {
    p.play(&mv(m)).unwrap_or_else(|e| panic!("{m}: {e}"))
}

#[test]
fn the_worked_turn_that_never_ends() {
    let p = pos("1,2,2,1/0,0,0,0/3,2,3,1/0,3,2,1 S reserve=1,1");
    let q = after(p, "d2:ccw");
    assert_eq!(
        q.outcome(),
        Some(Outcome::Win {
            winner: Player::North,
            reason: fanga_sowing::reason::INFINITE_TURN
        })
    );
    assert_eq!(q.to_string(), p.to_string());
}

#[test]
fn rule_three_always_offers_both_tsibongy() {
    // b2 captures b3 (column b: katra fandatsaka would force a2).
    let p = pos("0,0,0,0/0,1,1,0/1,1,0,0/0,0,0,0 S reserve=2,2");
    assert_eq!(moves(&p), ["b2 a2", "b2 d2"]);
    // Sown at a2, the seed makes 2 there: a lap ending in a tsibongy (rule 2).
    // a3 is empty, so a2's 2 seeds alone are sown from b2: b2 c2, ending in
    // the empty c2.
    assert_eq!(
        after(p, "b2 a2").to_string(),
        "0,0,0,0/0,0,1,0/0,3,1,0/0,0,0,0 N reserve=1,2"
    );
    // Sown at d2, it falls into an empty hole.
    assert_eq!(
        after(p, "b2 d2").to_string(),
        "0,0,0,0/0,0,1,0/1,2,0,1/0,0,0,0 N reserve=1,2"
    );
}

#[test]
fn rule_two_takes_the_opposite_tsibongy_and_can_win_at_once() {
    // a2 (1 + the reserve seed) is a tsibongy facing a3 (1): both are sown
    // from b2; a3 was North's last inner seed, so the game ends with the lap.
    let p = pos("0,0,0,0/1,0,0,0/1,0,0,0/0,0,0,0 S reserve=1,1");
    assert_eq!(moves(&p), ["a2"]);
    let q = after(p, "a2");
    assert_eq!(
        q.to_string(),
        "0,0,0,0/0,0,0,0/0,1,1,1/0,0,0,0 N reserve=0,1"
    );
    assert_eq!(
        q.outcome(),
        Some(Outcome::Win {
            winner: Player::South,
            reason: fanga_sowing::reason::KAMO
        })
    );
}

#[test]
fn tsibongy_attack() {
    let text = "0,0,0,0/2,1,0,0/1,0,0,0/0,0,0,0 S reserve=1,1";
    // Off: rule 2 (a2's 2 and a3's 2 from b2: b2 c2 d2 d1).
    let off = pos(text);
    assert_eq!(moves(&off), ["a2"]);
    assert_eq!(
        after(off, "a2").to_string(),
        "0,0,0,0/0,1,0,0/0,1,1,1/0,0,0,1 N reserve=0,1"
    );
    // On, facing 2 or more: rule 3, capture a3 and choose a tsibongy.
    let on = with(&["tsibongy_attack=on"], text);
    assert_eq!(moves(&on), ["a2 a2", "a2 d2"]);
    // a3's 2 seeds sown ccw starting at d2: d2 c2, ending in the empty c2.
    assert_eq!(
        after(on, "a2 d2").to_string(),
        "0,0,0,0/0,1,0,0/2,0,1,1/0,0,0,0 N reserve=0,1"
    );
    // On, facing 1: rule 2 as when off.
    let one = "0,0,0,0/1,1,0,0/1,0,0,0/0,0,0,0 S reserve=1,1";
    assert_eq!(moves(&with(&["tsibongy_attack=on"], one)), ["a2"]);
    assert_eq!(
        after(with(&["tsibongy_attack=on"], one), "a2").to_string(),
        after(pos(one), "a2").to_string()
    );
}

#[test]
fn reserve_end() {
    // South to move with an empty reserve: 3 seeds in his rows against 2.
    let text = "0,0,0,0/0,1,1,0/0,1,0,0/2,0,0,0 S reserve=0,3";
    let win = Outcome::Win {
        winner: Player::South,
        reason: fanga_sowing::reason::RESERVE_EXHAUSTED,
    };
    let draw = Outcome::Draw {
        reason: fanga_sowing::reason::RESERVE_EXHAUSTED,
    };
    assert_eq!(pos(text).outcome(), Some(win));
    assert!(pos(text).legal_moves().is_empty());
    assert_eq!(with(&["reserve_end=draw"], text).outcome(), Some(draw));
    let two = with(&["reserve_end=phase_two"], text);
    assert_eq!(two.outcome(), None);
    assert!(!two.legal_moves().is_empty());
    // Equal seeds: a draw.
    assert_eq!(
        pos("0,0,0,0/0,1,1,0/0,1,0,0/1,0,0,0 S reserve=0,0").outcome(),
        Some(draw)
    );
    // Kamo comes first.
    assert_eq!(
        pos("0,0,0,0/0,1,1,0/0,0,0,0/9,0,0,0 S reserve=0,0").outcome(),
        Some(Outcome::Win {
            winner: Player::North,
            reason: fanga_sowing::reason::KAMO
        })
    );
}

#[test]
fn options_are_always_valid() {
    use fanga_reserve::{Columns, ColumnsOption};
    // Columns are a type with three values: 7 columns cannot be asked for.
    assert_eq!(Columns::from_count(7), None);
    let o = FifanghaOptions::default().with_columns(Columns::Four);
    assert_eq!(o.columns.count(), 4);
    assert!(FifanghaOptions::default().apply(&["columns=7"]).is_err());
}

/// Positions are copied freely by search and stored in tables, so their
/// size is part of the API's promise (`docs/performance.md`).
#[test]
fn positions_and_moves_keep_their_documented_sizes() {
    use fanga_core::Position;
    use std::mem::size_of;
    assert_eq!(size_of::<fanga_fifangha::Fifangha>(), 40);
    assert_eq!(
        size_of::<<fanga_fifangha::Fifangha as Position>::Move>(),
        15
    );
    assert!(size_of::<fanga_fifangha::Fifangha>() <= 48);
}
