//! Mangala on crafted positions. The clockwise ring is
//! a2 b2 c2 d2 e2 f2 f1 e1 d1 c1 b1 a1 (texts list row 2, then row 1).

use fanga_core::{GameOptions, Outcome, Player, Position};
use fanga_mangala::{Mangala, MangalaMove, MangalaOptions, PieChoice};

fn pos(t: &str) -> Mangala {
    t.parse().unwrap_or_else(|e| panic!("{t}: {e}"))
}

fn with(options: &[&str], t: &str) -> Mangala {
    let mut o = MangalaOptions::default();
    o.apply(options).unwrap();
    Mangala::from_text(t, &o).unwrap()
}

fn mv(t: &str) -> MangalaMove {
    t.parse().unwrap()
}

fn after(t: &str, m: &str) -> Mangala {
    pos(t)
        .play(&mv(m))
        .unwrap_or_else(|e| panic!("{t} {m}: {e}"))
}

fn error(t: &str, m: &str) -> String {
    pos(t).play(&mv(m)).unwrap_err().reason.to_string()
}

#[test]
fn several_pairs_are_eaten_at_once_and_an_odd_last_hole_stops() {
    // b1's shell falls into a1 (3, odd); the c pair (2, 2) and the d pair
    // (4, 2) are eaten; a1 is in no eaten pair and odd: the turn ends.
    let q = after("1,0,2,2,0,1/2,1,2,4,0,1 S captured=0,0 opened=1,1", "b1");
    assert_eq!(
        q.to_string(),
        "1,0,0,0,0,1/3,0,0,0,0,1 N captured=10,0 opened=1,1"
    );
}

#[test]
fn eating_the_last_holes_pair_ends_the_turn() {
    // e1's shell makes d1 2 facing d2 (2): the pair is eaten, and it holds the
    // last hole: the turn ends.
    let q = after("1,0,0,2,0,1/1,0,0,1,1,0 S captured=0,0 opened=1,1", "e1");
    assert_eq!(
        q.to_string(),
        "1,0,0,0,0,1/1,0,0,0,0,0 N captured=4,0 opened=1,1"
    );
}

#[test]
fn an_even_last_hole_outside_eaten_pairs_sows_on_and_zero_is_not_even() {
    // b1's shell makes a1 2 (even) facing a2 (1): nothing is eaten, a1 is sown
    // on: a2 (2), b2 (1, odd): the turn ends. The a pair is now (2, 0): an
    // empty hole is not even, so it is not eaten.
    let q = after("1,0,0,0,0,1/1,1,0,0,0,1 S captured=0,0 opened=1,1", "b1");
    assert_eq!(
        q.to_string(),
        "2,1,0,0,0,1/0,0,0,0,0,1 N captured=0,0 opened=1,1"
    );
}

#[test]
fn only_the_last_pair_with_the_option() {
    let t = "1,0,2,2,0,1/2,1,2,4,0,1 S captured=0,0 opened=1,1";
    // The c and d pairs are not the last hole's: nothing is eaten.
    let q = with(&["capture=last_pair"], t).play(&mv("b1")).unwrap();
    assert_eq!(
        q.to_string(),
        "1,0,2,2,0,1/3,0,2,4,0,1 N captured=0,0 opened=1,1"
    );
}

#[test]
fn the_opening_turn_starts_right_and_captures_nothing() {
    let p = fanga_mangala::after_setup(
        &MangalaOptions::default(),
        [20, 15, 18, 17],
        PieChoice::Keep,
    )
    .unwrap();
    assert_eq!(
        p.to_string(),
        "0,0,18,17,0,0/0,0,20,15,0,0 N captured=0,0 opened=0,0"
    );
    // North's right-hand filled hole is the one nearest a2: c2.
    let moves: Vec<String> = p.legal_moves().iter().map(ToString::to_string).collect();
    assert_eq!(moves, ["c2"]);
    assert_eq!(
        p.play(&mv("d2")).unwrap_err().reason.to_string(),
        "an opening turn starts from the right-hand filled hole, c2, not d2"
    );
    let q = p.play(&mv("c2")).unwrap();
    assert_eq!(
        (
            q.pool(fanga_sowing::Pool::Captured, Player::North),
            q.game_state().opened(Player::North)
        ),
        (0, true)
    );
    assert_eq!(q.board().total(), 70);
}

#[test]
fn keep_and_rotate() {
    let set = after(
        "0,0,0,0,0,0/0,0,0,0,0,0 S captured=0,0 opened=0,0 phase=setup",
        "setup:20,15,18,17",
    );
    assert_eq!(
        set.to_string(),
        "0,0,18,17,0,0/0,0,20,15,0,0 N captured=0,0 opened=0,0 phase=choice"
    );
    assert_eq!(
        set.play(&mv("keep")).unwrap().to_string(),
        "0,0,18,17,0,0/0,0,20,15,0,0 N captured=0,0 opened=0,0"
    );
    assert_eq!(
        set.play(&mv("rotate")).unwrap().to_string(),
        "0,0,15,20,0,0/0,0,17,18,0,0 S captured=0,0 opened=0,0"
    );
}

#[test]
fn the_end_and_the_leftovers() {
    // South's row is empty at the start of his turn: 32 eaten against 30, and
    // 6 shells left in North's row.
    let t = "2,3,0,0,0,1/0,0,0,0,0,0 S captured=32,30 opened=1,1";
    let ignored = pos(t).outcome().unwrap();
    assert_eq!(ignored.winner(), Some(Player::South));
    assert_eq!(ignored.reason(), fanga_sowing::reason::ROW_EMPTY);
    let owner = with(&["leftovers=to_owner"], t).outcome().unwrap();
    assert_eq!(owner.winner(), Some(Player::North));
    assert!(pos(t).legal_moves().is_empty());
    // A setup that leaves a row empty ends the game, 0-0, after the choice.
    let p = fanga_mangala::after_setup(&MangalaOptions::default(), [35, 35, 0, 0], PieChoice::Keep)
        .unwrap();
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: fanga_sowing::reason::ROW_EMPTY
        })
    );
}

#[test]
fn the_worked_turn_that_never_ends() {
    let t = "3,0,1,0,2,1/2,1,0,1,0,2 S captured=0,0 opened=0,1";
    let q = after(t, "f1");
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
fn illegal_moves_say_why() {
    let setup = "0,0,0,0,0,0/0,0,0,0,0,0 S captured=0,0 opened=0,0 phase=setup";
    assert_eq!(
        error(setup, "setup:20,15,18,16"),
        "the setup places 69 shells: all 70 must go into c1, d1, c2, d2"
    );
    assert_eq!(
        error(setup, "keep"),
        "`keep` is not a move of the setup: `setup:C1,D1,C2,D2` placing 70 shells"
    );
    let play = "1,0,2,2,0,1/2,1,2,4,0,1 S captured=0,0 opened=1,1";
    assert_eq!(error(play, "a2"), "a2 is not on S's side");
    assert_eq!(error(play, "e1"), "e1 is empty");
    assert_eq!(
        error(play, "g1"),
        "g1 is not a hole of this board (columns a to f, rows 1 to 2)"
    );
    assert_eq!(
        error(play, "rotate"),
        "`rotate` is not a move of the sowing phase: a hole of one's row, like `d1`"
    );
    for bad in [
        "setup:1,2,3",
        "setup:1,2,3,4,5",
        "setup:01,2,3,64",
        "setup:a,b,c,d",
        "setup:300,0,0,0",
        "Keep",
        "",
    ] {
        assert!(bad.parse::<MangalaMove>().is_err(), "{bad:?}");
    }
    for (t, message) in [
        (
            "0,0,0,0,0,0/0,0,0,0,0,0 S captured=0,0",
            "key `opened` is missing",
        ),
        (
            "0,0,0,0,0,0/0,0,0,0,0,0 S captured=0,0 opened=0,2",
            "key `opened`: `0,2` is not two flags, like `1,0`",
        ),
        (
            "0,0,0,0,0,0/0,0,0,0,0,0 S captured=0,0 opened=0,0 phase=play",
            "key `phase`: `play` is not `setup` or `choice`",
        ),
        (
            "0,0,0,0,0,0/0,0,0,0,0,0 S opened=0,0 captured=0,0",
            "key `captured` must come before `opened`",
        ),
        (
            "0,0,0,0,0/0,0,0,0,0 S captured=0,0 opened=0,0",
            "row 2 has 5 entries, expected 6",
        ),
        (
            "0,0,0,0,0,0/0,0,0,0,0,0 S captured=100,100 opened=0,0 phase=setup",
            "the position holds 270 seeds, more than the 255 a board can hold",
        ),
    ] {
        assert_eq!(
            t.parse::<Mangala>().unwrap_err().to_string(),
            message,
            "{t}"
        );
    }
}

/// Positions are copied freely by search and stored in tables, so their
/// size is part of the API's promise (`docs/performance.md`).
#[test]
fn positions_and_moves_keep_their_documented_sizes() {
    use fanga_core::Position;
    use std::mem::size_of;
    assert_eq!(size_of::<fanga_mangala::Mangala>(), 23);
    assert_eq!(size_of::<<fanga_mangala::Mangala as Position>::Move>(), 5);
    assert!(size_of::<fanga_mangala::Mangala>() <= 48);
}
