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
//!
//! # Long runs of plain relays
//!
//! From a drive's 16th lap on, a game may hand its plain relays (a lap ending
//! in a hole of 2 seeds or more is taken and sown on, except at a few exits
//! where its landing rule does more) to [`Circuit::relay_run`], which keeps
//! the mover's ring packed one byte a hole in a `u128`. There, a turn that
//! never ends is proven so with one comparison a lap and no saved state
//! beyond the first, in at most one cycle of laps:
//!
//! - **A relay can be unsown.** From a landing (the ring, and the hole
//!   where the last seed fell), walk backwards from that hole, taking one
//!   seed from each hole, until a hole holds none: it is the hole the lap
//!   was taken from, and the seeds taken back are the lap. (Every hole the
//!   lap sowed holds at least the seed it got when the walk comes back to
//!   it; the origin, emptied by the lap, gets its first seed only after a
//!   whole round, which the walk has taken back by then.) So no two
//!   landings lead to the same landing.
//! - **So an endless run comes back to its very first landing.** It stays
//!   among finitely many landings, so one repeats; and if the repeat is
//!   not the first landing, the landings before both are equal too (one
//!   successor, one predecessor), down to the first.
//! - **Up to a turn of the ring.** With no exits, relays do not depend on
//!   where the ring starts: a landing turned by `r` holes goes where the
//!   landing goes, turned by `r`. So a landing equal to the first one
//!   turned by `r` proves the run endless (it repeats, turned by `r` each
//!   time, and a turned lap ends only where the lap ends); and an endless
//!   run meets its first landing turned within one cycle. Each landing is
//!   compared, turned so that its hole is the ring's first, with the first
//!   one turned the same way: one `u128` comparison.
//!
//! A run that ends never meets its first landing again (it would repeat for
//! ever), so no run that ends is called endless, and a run called endless
//! is one. Long cycles of a full ring often come back turned: the two
//! turns of issue 47 (cycles of 347.5 million and 2,555 million laps on
//! rings of 16 holes) come back turned by two holes after 43.4 million
//! laps, and by three after 159.7 million; `docs/performance.md` has the
//! figures.
//!
//! # Example
//!
//! A small game on South's ring of a 4 x 2 board (`a2 b2 b1 a1`, clockwise):
//! a lap ending in an occupied hole relays, except in `a2`, where the player
//! may stop or relay; one ending in an empty hole ends the turn.
//!
//! ```
//! use std::ops::ControlFlow;
//!
//! use fanga_core::Player;
//! use fanga_sowing::relay::{self, Halt, Landing, Turn, TurnEnd, TurnRules};
//! use fanga_sowing::trace::{Stop, Tracer};
//! use fanga_sowing::{Board, Circuit, Direction, Hole, Lap, LapEnd, LapStart};
//!
//! #[derive(Clone, Copy, Debug, PartialEq, Eq)]
//! enum Pick { Stop, Relay }
//!
//! impl std::fmt::Display for Pick {
//!     fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
//!         f.write_str(if *self == Pick::Stop { "stop" } else { "relay" })
//!     }
//! }
//!
//! struct Toy(Circuit);
//!
//! impl TurnRules for Toy {
//!     type State = ();
//!     type Choice = Pick;
//!     fn circuit(&self) -> &Circuit { &self.0 }
//!     fn land(&self, turn: &mut Turn<()>, end: LapEnd, trace: &mut impl Tracer) -> Landing<Pick> {
//!         if end.count == 1 {
//!             Landing::End(Stop::EmptyHole)
//!         } else if end.hole == Hole::at(0, 1) {
//!             Landing::Choose([Pick::Stop, Pick::Relay].into_iter().collect())
//!         } else {
//!             let seeds = turn.take(end.hole, trace);
//!             Landing::Sow(Lap::new(end.hole, seeds, Direction::Cw, LapStart::Next))
//!         }
//!     }
//!     fn choose(&self, turn: &mut Turn<()>, pick: Pick, trace: &mut impl Tracer) -> Landing<Pick> {
//!         match pick {
//!             Pick::Stop => Landing::End(Stop::Chosen),
//!             Pick::Relay => {
//!                 let a2 = Hole::at(0, 1);
//!                 let seeds = turn.take(a2, trace);
//!                 Landing::Sow(Lap::new(a2, seeds, Direction::Cw, LapStart::Next))
//!             }
//!         }
//!     }
//! }
//!
//! let toy = Toy(Circuit::player_ring(2, Player::South));
//! // a2 b2 b1 a1 hold 1, 1, 1, 0; the turn opens by sowing b2's seed.
//! let start = || -> Result<(Turn<()>, Landing<Pick>), Box<dyn std::error::Error>> {
//!     let mut board = Board::new(4, 2)?;
//!     for (hole, seeds) in [("a2", 1), ("b2", 1), ("b1", 1)] {
//!         board.set(hole.parse()?, seeds)?;
//!     }
//!     let mut turn = Turn { board, state: () };
//!     let b2: Hole = "b2".parse()?;
//!     let seeds = turn.take(b2, &mut ());
//!     Ok((turn, Landing::Sow(Lap::new(b2, seeds, Direction::Cw, LapStart::Next))))
//! };
//!
//! // drive: b2's seed makes b1 2, which relays into a1 and a2: a choice.
//! let (mut turn, landing) = start()?;
//! // The laps a turn may sow: `u64::MAX` is no bound (a lap budget
//! // gives a number, and an undecided turn stops there).
//! let halt = relay::drive(&toy, &mut turn, landing, &mut (), &mut { u64::MAX });
//! assert_eq!(halt, Halt::Choice([Pick::Stop, Pick::Relay].into_iter().collect()));
//!
//! // play_turn: the same turn with its choices given, traced.
//! let (mut turn, landing) = start()?;
//! let mut events = Vec::new();
//! let end = relay::play_turn(&toy, &mut turn, landing, &[Pick::Stop], &mut events, u64::MAX)?;
//! assert_eq!(end, TurnEnd::Ended);
//! assert_eq!(events.last().map(ToString::to_string).as_deref(), Some("end: the player chose to stop"));
//! // A missing choice is an error that lists the options.
//! let (mut turn, landing) = start()?;
//! assert!(relay::play_turn(&toy, &mut turn, landing, &[], &mut (), u64::MAX).is_err());
//!
//! // explore: every way the turn can go, one list of choices each.
//! let (turn, landing) = start()?;
//! let mut ways = Vec::new();
//! let _ = relay::explore(&toy, turn, landing, u64::MAX, &mut |choices, _, end| {
//!     ways.push((choices.to_vec(), end));
//!     ControlFlow::Continue(())
//! });
//! assert_eq!(ways, [(vec![Pick::Stop], TurnEnd::Ended), (vec![Pick::Relay], TurnEnd::Ended)]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt::{Debug, Display};
use std::ops::ControlFlow;

use smallvec::SmallVec;

use crate::trace::{Event, Stop, Tracer};
use fanga_core::Player;

use crate::{Board, Circuit, Hole, Lap, LapEnd, Pool, RelayRun};

/// The options of a mid-turn choice (at most a handful: Kalah's six pits).
pub type Choices<C> = SmallVec<[C; 8]>;

/// The choices made in one turn, in order.
pub type ChoiceList<C> = SmallVec<[C; 16]>;

/// What happens after a lap (or at the start of a turn).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Landing<C> {
    /// Sow this lap next. The seeds are in hand: the game has already removed
    /// them from the board.
    Sow(Lap),
    /// The turn is over, for this reason.
    End(Stop),
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

impl<S> Turn<S> {
    /// Empties one of the mover's holes into his hand (an opening, a relay) and
    /// records it.
    #[inline]
    pub fn take(&mut self, hole: Hole, trace: &mut impl Tracer) -> u8 {
        let seeds = self.board.take(hole);
        trace.record(|| Event::Take { hole, seeds });
        seeds
    }

    /// Empties an opponent's hole into the mover's hand and records it.
    #[inline]
    pub fn capture(&mut self, hole: Hole, trace: &mut impl Tracer) -> u8 {
        let seeds = self.board.take(hole);
        trace.record(|| Event::Capture { hole, seeds });
        seeds
    }

    /// Puts seeds from the hand into a hole without sowing them, and records it.
    ///
    /// The seeds must have been taken from this board during the turn (by
    /// [`Turn::take`], [`Turn::capture`] or [`Turn::from_reserve`]), so that
    /// the board's total, and every hole, stays within 255.
    #[inline]
    pub fn drop_into(&mut self, hole: Hole, seeds: u8, trace: &mut impl Tracer) {
        self.board.put(hole, seeds);
        trace.record(|| Event::Drop { hole, seeds });
    }

    /// Takes up to `seeds` seeds from the mover's reserve into his hand and
    /// records it; returns how many (fewer if the reserve holds fewer).
    #[inline]
    pub fn from_reserve(&mut self, mover: Player, seeds: u8, trace: &mut impl Tracer) -> u8 {
        let seeds = self.board.take_from_pool(Pool::Reserve, mover, seeds);
        trace.record(|| Event::FromReserve { seeds });
        seeds
    }

    /// The mover eats every seed of `hole`: they leave play for his
    /// captured pool. Records it and returns how many.
    #[inline]
    pub fn eat(&mut self, mover: Player, hole: Hole, trace: &mut impl Tracer) -> u8 {
        let seeds = self.board.take(hole);
        self.board.put_in_pool(Pool::Captured, mover, seeds);
        trace.record(|| Event::Eat { hole, seeds });
        seeds
    }
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
    /// Its `Display` is the choice as written in a move.
    type Choice: Copy + Eq + Debug + Display;

    /// The circuit the mover sows around.
    fn circuit(&self) -> &Circuit;

    /// The last seed of a lap fell at `end`: what next? Seeds taken, captured
    /// or dropped are recorded on `trace` (the [`Turn`] helpers do it).
    fn land(
        &self,
        turn: &mut Turn<Self::State>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Self::Choice>;

    /// The player chose `choice` among the options of the last
    /// [`Landing::Choose`]: what next?
    fn choose(
        &self,
        turn: &mut Turn<Self::State>,
        choice: Self::Choice,
        trace: &mut impl Tracer,
    ) -> Landing<Self::Choice>;

    /// An optional fast path: sow `lap` and the plain relays that follow it
    /// in one go ([`Circuit::relay_run`], with the holes where
    /// [`TurnRules::land`] would do anything but relay as exits), counting
    /// relays down from `left` as [`drive`] counts laps (`lap` itself
    /// is already counted). The engine calls it, when no trace is kept,
    /// before every lap, and goes on with [`TurnRules::land`] at the hole it
    /// lands in. It must leave the turn exactly where sowing `lap` and then
    /// calling `land` lap after lap would, until that landing. The default
    /// is `None`: no fast path.
    #[inline]
    fn relay_run(
        &self,
        turn: &mut Turn<Self::State>,
        lap: Lap,
        left: &mut u64,
    ) -> Option<RelayRun> {
        let _ = (turn, lap, left);
        None
    }
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
    /// The lap budget ran out before the turn ended or was proven endless
    /// ([`drive`]).
    Undecided,
}

/// How a whole turn ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TurnEnd {
    /// It ended normally.
    Ended,
    /// It never ends (the board is left wherever the detection stopped).
    Infinite,
    /// The lap budget ran out first (the board is left mid-turn).
    Undecided,
}

/// Laps a drive sows one by one before it hands its relays to the game's
/// fast path ([`TurnRules::relay_run`]), the 16th lap included (a power of
/// two: the drive counts laps with the powers of its cycle detector).
pub const FAST_AFTER: u32 = 16;

/// Runs laps from `landing` until the turn ends, needs a choice, or is found
/// never to end, recording laps and the end of the turn on `trace`, within a
/// lap budget: `left` is the number of laps the turn may still sow, counted
/// down by each lap; when a lap is due and `left` is 0, stops with
/// [`Halt::Undecided`]. `u64::MAX` is no bound: it is never counted down.
pub fn drive<R: TurnRules, T: Tracer>(
    rules: &R,
    turn: &mut Turn<R::State>,
    mut landing: Landing<R::Choice>,
    trace: &mut T,
    left: &mut u64,
) -> Halt<R::Choice> {
    let mut saved: Option<(Turn<R::State>, Lap)> = None;
    let mut power: u32 = 1;
    let mut steps: u32 = 0;
    // The first lap is never compared or saved: most turns end after it, and
    // a sequence that never ends repeats from any of its states on, so
    // watching from the second lap is as exact.
    let mut first = true;
    loop {
        let lap = match landing {
            Landing::Sow(lap) => lap,
            Landing::End(stop) => {
                trace.record(|| Event::End(stop));
                return Halt::Ended;
            }
            Landing::Choose(options) => return Halt::Choice(options),
        };
        if *left != u64::MAX {
            if *left == 0 {
                return Halt::Undecided;
            }
            *left -= 1;
        }
        if first {
            first = false;
        } else {
            match &saved {
                Some((t, l)) if *l == lap && *t == *turn => {
                    trace.record(|| Event::End(Stop::Infinite));
                    return Halt::Infinite;
                }
                _ => {}
            }
            steps += 1;
            if saved.is_none() || steps == power {
                saved = Some((*turn, lap));
                power = power.saturating_mul(2);
                steps = 0;
            }
        }
        // Packing the ring costs a few laps' work: the fast path is for the
        // long turns, from the 16th lap of a drive on. Brent's power of two
        // counts the laps (it is 16 from the 16th lap on), so that a lap
        // pays no counter of its own.
        if T::SILENT && power >= FAST_AFTER {
            match rules.relay_run(turn, lap, left) {
                None => {}
                Some(RelayRun::Landed(end)) => {
                    landing = rules.land(turn, end, trace);
                    continue;
                }
                Some(RelayRun::Infinite) => {
                    trace.record(|| Event::End(Stop::Infinite));
                    return Halt::Infinite;
                }
                Some(RelayRun::Undecided) => return Halt::Undecided,
            }
        }
        let end = rules.circuit().sow(&mut turn.board, lap);
        if T::SILENT {
            trace.lap(lap, end, &turn.board);
        } else {
            // A lap that skips its origin but does not come round is
            // traced as the plain lap it is (Oware's sowings of fewer than
            // 12 seeds).
            trace.lap(rules.circuit().as_sown(lap), end, &turn.board);
        }
        landing = rules.land(turn, end, trace);
    }
}

/// A list of choices does not fit a turn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ChoiceError<C: Debug + Display> {
    /// The turn needs a choice here, and the list has no more.
    #[error("choice {} is missing: the turn offers {}", at + 1, list(options))]
    Missing {
        /// Index of the missing choice.
        at: usize,
        /// The options offered.
        options: Choices<C>,
    },
    /// The turn does not offer this choice here.
    #[error("choice {} `{choice}` is not offered: the turn offers {}", at + 1, list(options))]
    NotOffered {
        /// Index of the choice.
        at: usize,
        /// The choice given.
        choice: C,
        /// The options offered.
        options: Choices<C>,
    },
    /// The turn ended before this choice.
    #[error("choice {} `{choice}` is extra: the turn is already over", at + 1)]
    Extra {
        /// Index of the first extra choice.
        at: usize,
        /// The choice given.
        choice: C,
    },
}

/// `` `a2` or `h2` ``.
fn list<C: Display>(options: &[C]) -> String {
    options
        .iter()
        .map(|c| format!("`{c}`"))
        .collect::<Vec<_>>()
        .join(" or ")
}

/// Plays a whole turn from `landing`, taking the choices from `choices` in
/// order, and recording it on `trace`, with a budget of `laps` laps for the
/// whole turn (`u64::MAX` for none): [`TurnEnd::Undecided`] when it runs out
/// first. The choices are checked as the turn reaches them, so a wrong
/// choice past the budget is not seen.
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
    trace: &mut impl Tracer,
    laps: u64,
) -> Result<TurnEnd, ChoiceError<R::Choice>> {
    let mut at = 0;
    let mut left = laps;
    loop {
        let end = match drive(rules, turn, landing, trace, &mut left) {
            Halt::Ended => TurnEnd::Ended,
            Halt::Infinite => TurnEnd::Infinite,
            Halt::Undecided => return Ok(TurnEnd::Undecided),
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
                trace.record(|| Event::Choice {
                    text: choice.to_string(),
                });
                landing = rules.choose(turn, choice, trace);
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
/// the options the rules offer, until it returns [`ControlFlow::Break`];
/// returns what it broke with. Each way sows at most `laps` laps (`u64::MAX`
/// for no bound): a way that runs out of laps is visited once with the
/// choices made so far and [`TurnEnd::Undecided`], and not followed further.
pub fn explore<R: TurnRules>(
    rules: &R,
    turn: Turn<R::State>,
    landing: Landing<R::Choice>,
    laps: u64,
    visit: &mut impl FnMut(&[R::Choice], &Turn<R::State>, TurnEnd) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let mut path = ChoiceList::new();
    explore_from(rules, turn, landing, laps, &mut path, visit)
}

fn explore_from<R: TurnRules>(
    rules: &R,
    mut turn: Turn<R::State>,
    landing: Landing<R::Choice>,
    mut left: u64,
    path: &mut ChoiceList<R::Choice>,
    visit: &mut impl FnMut(&[R::Choice], &Turn<R::State>, TurnEnd) -> ControlFlow<()>,
) -> ControlFlow<()> {
    match drive(rules, &mut turn, landing, &mut (), &mut left) {
        Halt::Ended => visit(path, &turn, TurnEnd::Ended),
        Halt::Infinite => visit(path, &turn, TurnEnd::Infinite),
        Halt::Undecided => visit(path, &turn, TurnEnd::Undecided),
        Halt::Choice(options) => {
            for choice in options {
                let mut t = turn;
                let next = rules.choose(&mut t, choice, &mut ());
                path.push(choice);
                let flow = explore_from(rules, t, next, left, path, visit);
                path.pop();
                flow?;
            }
            ControlFlow::Continue(())
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

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Pick {
        Stop,
        Relay,
    }

    impl std::fmt::Display for Pick {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str(match self {
                Pick::Stop => "stop",
                Pick::Relay => "relay",
            })
        }
    }

    impl TurnRules for Toy {
        type State = ();
        type Choice = Pick;

        fn circuit(&self) -> &Circuit {
            &self.ring
        }

        fn land(&self, turn: &mut Turn<()>, end: LapEnd, trace: &mut impl Tracer) -> Landing<Pick> {
            if end.count == 1 {
                Landing::End(Stop::EmptyHole)
            } else if end.hole == Hole::at(0, 1) {
                Landing::Choose(SmallVec::from_slice(&[Pick::Stop, Pick::Relay]))
            } else {
                let seeds = turn.take(end.hole, trace);
                Landing::Sow(Lap::new(end.hole, seeds, Direction::Cw, LapStart::Next))
            }
        }

        fn choose(
            &self,
            turn: &mut Turn<()>,
            pick: Pick,
            trace: &mut impl Tracer,
        ) -> Landing<Pick> {
            match pick {
                Pick::Relay => {
                    let h = Hole::at(0, 1);
                    let seeds = turn.take(h, trace);
                    Landing::Sow(Lap::new(h, seeds, Direction::Cw, LapStart::Next))
                }
                Pick::Stop => Landing::End(Stop::Chosen),
            }
        }
    }

    fn turn(counts: [u8; 4]) -> Turn<()> {
        // Ring order: a2 b2 b1 a1.
        let mut board = Board::new(4, 2).unwrap();
        for (h, c) in ["a2", "b2", "b1", "a1"].iter().zip(counts) {
            board.set(h.parse().unwrap(), c).unwrap();
        }
        Turn { board, state: () }
    }

    fn open(t: &mut Turn<()>, from: &str) -> Landing<Pick> {
        let from: Hole = from.parse().unwrap();
        let seeds = t.board.take(from);
        Landing::Sow(Lap::new(from, seeds, Direction::Cw, LapStart::Next))
    }

    #[test]
    fn choices_are_played_traced_and_explored() {
        let toy = Toy {
            ring: Circuit::player_ring(2, Player::South),
        };
        // Ring a2 b2 b1 a1. b2's seed falls into b1 (1 -> 2): relay 2 into a1
        // and a2 (1 -> 2): the choice.
        let mut t = turn([1, 1, 1, 0]);
        let l = open(&mut t, "b2");
        let mut events = Vec::new();
        let got = play_turn(
            &toy,
            &mut t,
            l.clone(),
            &[Pick::Stop],
            &mut events,
            u64::MAX,
        );
        assert_eq!(got, Ok(TurnEnd::Ended));
        let text: Vec<String> = events.iter().map(ToString::to_string).collect();
        assert_eq!(
            text,
            [
                "sow 1 cw from b2: last seed in b1 (now 2)",
                "take 2 from b1",
                "sow 2 cw from b1: last seed in a2 (now 2)",
                "choose stop",
                "end: the player chose to stop",
            ]
        );
        let mut t2 = turn([1, 1, 1, 0]);
        let got = play_turn(&toy, &mut t2, l.clone(), &[Pick::Relay], &mut (), u64::MAX);
        assert_eq!(got, Ok(TurnEnd::Ended));
        let mut t3 = turn([1, 1, 1, 0]);
        let got = play_turn(&toy, &mut t3, l.clone(), &[], &mut (), u64::MAX);
        assert!(matches!(got, Err(ChoiceError::Missing { at: 0, .. })));
        let mut t4 = turn([1, 1, 1, 0]);
        let got = play_turn(
            &toy,
            &mut t4,
            l.clone(),
            &[Pick::Relay, Pick::Stop],
            &mut (),
            u64::MAX,
        );
        assert!(matches!(got, Err(ChoiceError::Extra { at: 1, .. })));
        let mut seen = Vec::new();
        let mut t5 = turn([1, 1, 1, 0]);
        let l5 = open(&mut t5, "b2");
        let _ = explore(&toy, t5, l5, u64::MAX, &mut |path, _, end| {
            seen.push((path.to_vec(), end));
            ControlFlow::Continue(())
        });
        let expected = vec![
            (vec![Pick::Stop], TurnEnd::Ended),
            (vec![Pick::Relay], TurnEnd::Ended),
        ];
        assert_eq!(seen, expected);
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
        let got = drive(&toy, &mut t, l, &mut (), &mut { u64::MAX });
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
                    landing = toy.land(&mut t, end, &mut ());
                }
                Landing::End(_) => break Halt::Ended,
                Landing::Choose(o) => break Halt::Choice(o),
            }
        };
        assert_eq!(got, expected);
    }
}
