//! The checks the fuzz targets share. Every check panics (which libFuzzer
//! reports as a crash) when fanga breaks a promise: a parser that accepts a
//! text it does not print back, a listed move that is refused, a refused
//! `play` that changes the position, seeds that appear or vanish.
//!
//! Turns run under [`BUDGET`], so that no input runs for long: the budgeted
//! methods are exact for every turn they decide.

use std::ops::ControlFlow;

use fanga::core::{Bounded, Game, LapBudget, Traced, WithinError, catalog::Catalogued};
use fanga::{GameVisitor, SerdeGameVisitor};

/// The lap budget of every turn played by the targets.
pub const BUDGET: LapBudget = LapBudget::laps(20_000);

/// At most this many moves of a position are checked (Mangala's setup has
/// 62,196).
pub const MOVES_CHECKED: usize = 48;

/// The number of position types of the game list ([`fanga::visit_games`]).
#[must_use]
pub fn game_count() -> usize {
    struct Count(usize);
    impl GameVisitor for Count {
        fn visit<P: Catalogued>(&mut self) {
            self.0 += 1;
        }
    }
    let mut c = Count(0);
    fanga::visit_games(&mut c);
    c.0
}

/// The game of the list a byte chooses: its index, modulo the games.
fn chosen(byte: u8) -> usize {
    usize::from(byte) % game_count().max(1)
}

/// Calls `visitor.visit::<P>()` for the position type the byte chooses,
/// among every game of the facade's list ([`fanga::visit_games`]; both of
/// Oware's types).
pub fn with_game<V: GameVisitor>(byte: u8, visitor: &mut V) {
    struct Nth<'a, V> {
        target: usize,
        index: usize,
        inner: &'a mut V,
    }
    impl<V: GameVisitor> GameVisitor for Nth<'_, V> {
        fn visit<P: Catalogued>(&mut self) {
            if self.index == self.target {
                self.inner.visit::<P>();
            }
            self.index += 1;
        }
    }
    fanga::visit_games(&mut Nth {
        target: chosen(byte),
        index: 0,
        inner: visitor,
    });
}

/// [`with_game`] for a visitor that needs serde.
pub fn with_serde_game<V: SerdeGameVisitor>(byte: u8, visitor: &mut V) {
    struct Nth<'a, V> {
        target: usize,
        index: usize,
        inner: &'a mut V,
    }
    impl<V: SerdeGameVisitor> SerdeGameVisitor for Nth<'_, V> {
        fn visit<P>(&mut self)
        where
            P: Catalogued + serde::Serialize + serde::de::DeserializeOwned,
            P::Move: serde::Serialize + serde::de::DeserializeOwned,
        {
            if self.index == self.target {
                self.inner.visit::<P>();
            }
            self.index += 1;
        }
    }
    fanga::visit_serde_games(&mut Nth {
        target: chosen(byte),
        index: 0,
        inner: visitor,
    });
}

/// A position text read by the type and by the registry: both accept it or
/// both refuse it; an accepted text prints back exactly; the position then
/// passes [`check_position`].
pub fn check_text<P: Traced + Bounded>(text: &str) {
    let typed = text.parse::<P>();
    let erased = fanga::registry().parse(P::GAME, text, &[] as &[&str]);
    match (&typed, &erased) {
        (Ok(p), Ok(q)) => {
            assert_eq!(p.to_string(), text, "the text does not print back");
            assert_eq!(q.to_string(), text, "the registry prints another text");
        }
        (Err(_), Err(_)) => {}
        _ => panic!("FromStr and the registry disagree on {text:?}"),
    }
    if let Ok(p) = typed {
        let back = P::from_text(text, &p.options()).expect("the text reads back under its options");
        assert_eq!(back, p);
        check_position(&p);
    }
}

/// Every decided move (up to [`MOVES_CHECKED`]) passes the budgeted `check_move`,
/// plays within the budget keeping every seed, reads back from its notation;
/// every undecided one leaves the position unchanged; a finished position
/// has no move and refuses one.
pub fn check_position<P: Traced + Bounded>(p: &P) {
    check_moves(p, MOVES_CHECKED);
}

/// [`check_position`] on at most `limit` moves.
pub fn check_moves<P: Traced + Bounded>(p: &P, limit: usize) {
    let conserved = p.conserved();
    let mut checked = 0;
    let mut any = false;
    let within = p.within(BUDGET);
    let _ = within.for_each_move(|m| {
        any = true;
        match m {
            Ok(m) => {
                within
                    .check_move(&m)
                    .unwrap_or_else(|e| panic!("listed `{m}` is refused: {e}"));
                let next = within
                    .play(&m)
                    .unwrap_or_else(|e| panic!("listed `{m}` does not play: {e}"));
                assert_eq!(next.conserved(), conserved, "`{m}` changes the seeds");
                let text = m.to_string();
                assert_eq!(
                    text.parse::<P::Move>().ok().as_ref(),
                    Some(&m),
                    "`{m}` notation"
                );
                if next.outcome().is_none() {
                    assert_eq!(
                        next.to_string().parse::<P>().map(|q| q.to_string()).ok(),
                        Some(next.to_string())
                    );
                }
            }
            Err(u) => {
                let e = within
                    .play(&u.mv)
                    .expect_err("an undecided turn plays within the budget");
                assert_eq!(&e.position, p, "an undecided play changed the position");
            }
        }
        checked += 1;
        if checked == limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    assert_eq!(
        any,
        p.outcome().is_none(),
        "moves exist exactly while the game goes on"
    );
}

/// Whether `m` is among the legal moves decided within the budget.
pub fn is_listed<P: Bounded>(p: &P, m: &P::Move) -> bool {
    p.within(BUDGET)
        .for_each_move(|g| match g {
            Ok(g) if g == *m => ControlFlow::Break(()),
            _ => ControlFlow::Continue(()),
        })
        .is_break()
}

/// A move text on a position: if it reads as a move, the budgeted
/// `check_move` agrees with the legal moves, and the budgeted `play` either plays it (keeping
/// every seed) or hands back the unchanged position. Returns the next
/// position when the move was played.
pub fn check_move_text<P: Traced + Bounded>(p: &P, text: &str) -> Option<P> {
    let m = text.parse::<P::Move>().ok()?;
    let verdict = p.within(BUDGET).check_move(&m);
    let listed = is_listed(p, &m);
    match &verdict {
        Ok(()) => assert!(listed, "`{m}` passes check_move but is not listed"),
        Err(WithinError::Illegal(_)) => assert!(!listed, "listed `{m}` is refused"),
        Err(_) => {}
    }
    match p.within(BUDGET).play(&m) {
        Ok(next) => {
            assert!(
                verdict.is_ok(),
                "`{m}` plays but the budgeted check_move refuses it"
            );
            assert_eq!(next.conserved(), p.conserved());
            Some(next)
        }
        Err(e) => {
            assert!(verdict.is_err(), "`{m}` is accepted but does not play");
            assert_eq!(&e.position, p, "a refused play changed the position");
            assert!(!e.to_string().is_empty());
            None
        }
    }
}

/// A game record: if it reads, it prints a record that reads back into the
/// same game and prints the same.
pub fn check_record<P: Traced + Bounded>(text: &str) {
    let Ok(game) = Game::<P>::from_record(text, BUDGET) else {
        return;
    };
    let printed = game.to_string();
    let back = Game::<P>::from_record(&printed, BUDGET)
        .unwrap_or_else(|e| panic!("a printed record does not read back: {e}\n{printed}"));
    assert_eq!(back, game);
    assert_eq!(back.to_string(), printed);
}

/// Plays the decided legal move (under [`BUDGET`]) that `byte` picks by
/// index, checking that it plays traced and that its trace replays into the
/// same position: the position after it, or `None` when no move is decided.
pub fn play_picked<P: Traced + Bounded>(p: &P, byte: u8) -> Option<P> {
    let moves = p.within(BUDGET).legal_moves();
    if moves.decided.is_empty() {
        return None;
    }
    let m = &moves.decided[usize::from(byte) % moves.decided.len()];
    let (next, trace) = p
        .within(BUDGET)
        .play_traced(m)
        .unwrap_or_else(|e| panic!("decided `{m}` does not play traced: {e}"));
    assert_eq!(
        p.replay_trace(&trace).as_ref(),
        Ok(&next),
        "the trace of `{m}` replays elsewhere"
    );
    Some(next)
}
