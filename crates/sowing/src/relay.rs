//! Relay sowing: a whole turn of laps, driven by the game's landing rule, with
//! exact detection of turns that never end.
//!
//! A game describes its turn with [`TurnRules`]: after each lap, [`TurnRules::land`]
//! looks at where the last seed fell and says what happens next (a [`Landing`]):
//! sow another lap (a relay, or captured seeds sown from elsewhere), end the
//! turn, or offer the player a choice. [`drive`] runs laps until the turn ends or
//! needs a choice; [`play_turn`] plays a turn with a given list of choices;
//! [`explore`] visits every way a turn can go, one per list of choices.
//!
//! # Turns that never end
//!
//! Between two choices a turn is deterministic: the next state depends only on
//! the current one (the board, the lap about to be sown, and the game's own turn
//! state). Such a sequence either ends or repeats a state, and it repeats a state
//! exactly when it never ends. [`drive`] watches for a repeated state with
//! Brent's cycle detection (one saved state, compared after every lap, replaced
//! at powers of two): the answer is exact, needs no step cap and costs one
//! comparison per lap.

use std::fmt::Debug;

use smallvec::SmallVec;

use crate::{Board, Circuit, Lap, LapEnd};

/// The options of a mid-turn choice (at most a handful).
pub type Choices<C> = SmallVec<[C; 4]>;

/// The choices made in one turn, in order.
pub type ChoiceList<C> = SmallVec<[C; 16]>;

/// What happens after a lap (or at the start of a turn).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Landing<C> {
    /// Sow this lap next. The seeds are in hand: the game has already removed
    /// them from the board.
    Sow(Lap),
    /// The turn is over.
    End,
    /// The player must choose one of these options; [`TurnRules::choose`] then
    /// says what follows.
    Choose(Choices<C>),
}

/// The state of a turn in progress: the board and the game's own turn state
/// (turn mode, flags such as "won at once", anything else the rules keep).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Turn<S> {
    /// The board.
    pub board: Board,
    /// The game's own state.
    pub state: S,
}

/// A game's turn: where it sows, and what each landing does.
///
/// Implementations must be deterministic: [`TurnRules::land`] and
/// [`TurnRules::choose`] may depend only on their arguments and on `self`
/// (the mover, the options), never on outside state, or the detection of turns
/// that never end is no longer exact.
pub trait TurnRules {
    /// The game's own turn state, compared to detect repetition: everything that
    /// can influence the rest of the turn besides the board and the next lap.
    type State: Copy + Eq + Debug;
    /// A mid-turn choice (use [`std::convert::Infallible`] for games without).
    type Choice: Copy + Eq + Debug;

    /// The circuit the mover sows around.
    fn circuit(&self) -> &Circuit;

    /// The last seed of a lap fell at `end`: what next?
    fn land(&self, turn: &mut Turn<Self::State>, end: LapEnd) -> Landing<Self::Choice>;

    /// The player chose `choice` among the options of the last
    /// [`Landing::Choose`]: what next?
    fn choose(&self, turn: &mut Turn<Self::State>, choice: Self::Choice) -> Landing<Self::Choice>;
}

/// Why [`drive`] stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Halt<C> {
    /// The turn ended.
    Ended,
    /// The turn needs a choice among these options.
    Choice(Choices<C>),
    /// The turn never ends: a state repeated.
    Infinite,
}

/// How a whole turn ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TurnEnd {
    /// It ended normally.
    Ended,
    /// It never ends (the board is left wherever the detection stopped).
    Infinite,
}

/// Runs laps from `landing` until the turn ends, needs a choice, or is found
/// never to end.
pub fn drive<R: TurnRules>(
    rules: &R,
    turn: &mut Turn<R::State>,
    mut landing: Landing<R::Choice>,
) -> Halt<R::Choice> {
    let mut saved: Option<(Turn<R::State>, Lap)> = None;
    let mut power: u32 = 1;
    let mut steps: u32 = 0;
    loop {
        let lap = match landing {
            Landing::Sow(lap) => lap,
            Landing::End => return Halt::Ended,
            Landing::Choose(options) => return Halt::Choice(options),
        };
        match &saved {
            Some((t, l)) if *l == lap && *t == *turn => return Halt::Infinite,
            _ => {}
        }
        steps += 1;
        if saved.is_none() || steps == power {
            saved = Some((*turn, lap));
            power = power.saturating_mul(2);
            steps = 0;
        }
        let end = rules.circuit().sow(&mut turn.board, lap);
        landing = rules.land(turn, end);
    }
}

/// A list of choices does not fit a turn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ChoiceError<C: Debug> {
    /// The turn needs a choice here, and the list has no more.
    #[error("choice {} is missing: the turn offers {options:?}", at + 1)]
    Missing {
        /// Index of the missing choice.
        at: usize,
        /// The options offered.
        options: Choices<C>,
    },
    /// The turn does not offer this choice here.
    #[error("choice {} ({choice:?}) is not offered: the turn offers {options:?}", at + 1)]
    NotOffered {
        /// Index of the choice.
        at: usize,
        /// The choice given.
        choice: C,
        /// The options offered.
        options: Choices<C>,
    },
    /// The turn ended before this choice.
    #[error("choice {} ({choice:?}) is extra: the turn is already over", at + 1)]
    Extra {
        /// Index of the first extra choice.
        at: usize,
        /// The choice given.
        choice: C,
    },
}

/// Plays a whole turn from `landing`, taking the choices from `choices` in order.
///
/// # Errors
///
/// A choice is missing, not offered, or extra. `turn` is then left mid-turn:
/// play on a copy when the original matters.
pub fn play_turn<R: TurnRules>(
    rules: &R,
    turn: &mut Turn<R::State>,
    mut landing: Landing<R::Choice>,
    choices: &[R::Choice],
) -> Result<TurnEnd, ChoiceError<R::Choice>> {
    let mut at = 0;
    loop {
        let end = match drive(rules, turn, landing) {
            Halt::Ended => TurnEnd::Ended,
            Halt::Infinite => TurnEnd::Infinite,
            Halt::Choice(options) => {
                let Some(&choice) = choices.get(at) else {
                    return Err(ChoiceError::Missing { at, options });
                };
                if !options.contains(&choice) {
                    return Err(ChoiceError::NotOffered {
                        at,
                        choice,
                        options,
                    });
                }
                at += 1;
                landing = rules.choose(turn, choice);
                continue;
            }
        };
        return match choices.get(at) {
            Some(&choice) => Err(ChoiceError::Extra { at, choice }),
            None => Ok(end),
        };
    }
}

/// Visits every way the turn can go from `landing`: `visit` receives each list
/// of choices with the final turn state and how the turn ended, in the order of
/// the options the rules offer.
pub fn explore<R: TurnRules>(
    rules: &R,
    turn: Turn<R::State>,
    landing: Landing<R::Choice>,
    visit: &mut impl FnMut(&[R::Choice], &Turn<R::State>, TurnEnd),
) {
    let mut path = ChoiceList::new();
    explore_from(rules, turn, landing, &mut path, visit);
}

fn explore_from<R: TurnRules>(
    rules: &R,
    mut turn: Turn<R::State>,
    landing: Landing<R::Choice>,
    path: &mut ChoiceList<R::Choice>,
    visit: &mut impl FnMut(&[R::Choice], &Turn<R::State>, TurnEnd),
) {
    match drive(rules, &mut turn, landing) {
        Halt::Ended => visit(path, &turn, TurnEnd::Ended),
        Halt::Infinite => visit(path, &turn, TurnEnd::Infinite),
        Halt::Choice(options) => {
            for choice in options {
                let mut t = turn;
                let next = rules.choose(&mut t, choice);
                path.push(choice);
                explore_from(rules, t, next, path, visit);
                path.pop();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use fanga_core::Player;

    use super::*;
    use crate::{Direction, Hole, LapStart};

    /// A toy game on South's ring of a 4 x 2 board: relay on n >= 2; on landing
    /// in `a2` with n >= 2, choose to stop or to relay.
    struct Toy {
        ring: Circuit,
    }

    impl TurnRules for Toy {
        type State = ();
        type Choice = bool;

        fn circuit(&self) -> &Circuit {
            &self.ring
        }

        fn land(&self, turn: &mut Turn<()>, end: LapEnd) -> Landing<bool> {
            if end.count == 1 {
                Landing::End
            } else if end.hole == Hole::at(0, 1) {
                Landing::Choose(SmallVec::from_slice(&[false, true]))
            } else {
                let seeds = turn.board.take(end.hole);
                Landing::Sow(Lap::new(end.hole, seeds, Direction::Cw, LapStart::Next))
            }
        }

        fn choose(&self, turn: &mut Turn<()>, relay: bool) -> Landing<bool> {
            if relay {
                let h = Hole::at(0, 1);
                let seeds = turn.board.take(h);
                Landing::Sow(Lap::new(h, seeds, Direction::Cw, LapStart::Next))
            } else {
                Landing::End
            }
        }
    }

    fn turn(counts: [u8; 4]) -> Turn<()> {
        // Ring order: a2 b2 b1 a1.
        let mut board = Board::new(4, 2).unwrap();
        for (h, c) in ["a2", "b2", "b1", "a1"].iter().zip(counts) {
            board.set(h.parse().unwrap(), c);
        }
        Turn { board, state: () }
    }

    fn open(t: &mut Turn<()>, from: &str) -> Landing<bool> {
        let from: Hole = from.parse().unwrap();
        let seeds = t.board.take(from);
        Landing::Sow(Lap::new(from, seeds, Direction::Cw, LapStart::Next))
    }

    #[test]
    fn a_turn_that_cycles_is_infinite() {
        let toy = Toy {
            ring: Circuit::player_ring(2, Player::South),
        };
        // b2 holds 1: sown into b1 (1 -> 2), relay 2 into a1, a2 (a2 had 1 -> 2):
        // choice. Relay from a2: 2 seeds into b2 (0 -> 1)... ends.
        let mut t = turn([1, 1, 1, 0]);
        let l = open(&mut t, "b2");
        assert_eq!(
            play_turn(&toy, &mut t, l.clone(), &[false]),
            Ok(TurnEnd::Ended)
        );
        let mut t2 = turn([1, 1, 1, 0]);
        assert_eq!(
            play_turn(&toy, &mut t2, l.clone(), &[true]),
            Ok(TurnEnd::Ended)
        );
        let mut t3 = turn([1, 1, 1, 0]);
        assert!(matches!(
            play_turn(&toy, &mut t3, l.clone(), &[]),
            Err(ChoiceError::Missing { at: 0, .. })
        ));
        let mut t4 = turn([1, 1, 1, 0]);
        assert!(matches!(
            play_turn(&toy, &mut t4, l.clone(), &[true, true]),
            Err(ChoiceError::Extra { at: 1, .. })
        ));
        let mut seen = Vec::new();
        let mut t5 = turn([1, 1, 1, 0]);
        let l5 = open(&mut t5, "b2");
        explore(&toy, t5, l5, &mut |path, _, end| {
            seen.push((path.to_vec(), end));
        });
        assert_eq!(
            seen,
            vec![(vec![false], TurnEnd::Ended), (vec![true], TurnEnd::Ended)]
        );
    }

    #[test]
    fn detects_cycles_exactly() {
        // Every hole holds 2 on a ring of 4 (8 seeds, never an empty hole to end
        // in once all are non-empty): b1 takes 3 seeds... Build a relay that
        // must cycle: all holes non-empty forever.
        let toy = Toy {
            ring: Circuit::player_ring(2, Player::South),
        };
        let mut t = turn([0, 5, 5, 5]);
        let l = open(&mut t, "b1");
        // Whatever happens, the result is decided without a step cap: check it
        // agrees with a brute-force simulation that records every state.
        let got = drive(&toy, &mut t, l);
        let mut t = turn([0, 5, 5, 5]);
        let mut landing = open(&mut t, "b1");
        let mut seen = std::collections::HashSet::new();
        let expected = loop {
            match landing {
                Landing::Sow(lap) => {
                    if !seen.insert((t, lap)) {
                        break Halt::Infinite;
                    }
                    let end = toy.ring.sow(&mut t.board, lap);
                    landing = toy.land(&mut t, end);
                }
                Landing::End => break Halt::Ended,
                Landing::Choose(o) => break Halt::Choice(o),
            }
        };
        assert_eq!(got, expected);
    }
}
