//! Move traces: what happened during a turn, seed by seed, for user interfaces,
//! teaching and checking.
//!
//! A [`MoveTrace`] lists [`Event`]s in order: seeds taken into the hand, laps
//! sown (with where they ended and the count there), captures, choices, and why
//! the turn ended. [`MoveTrace::replay`] applies the events to a board without
//! any game rule, checking that every step is consistent (a lap sows exactly
//! the seeds in hand and ends where the trace says): the conformance kit uses it
//! to check that a trace tells the whole story of a move.

use std::fmt;

use fanga_core::Player;

use crate::{Board, Circuit, Hole, Lap, LapEnd, LapStart, Pool};

/// One step of a turn.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Event {
    /// The mover picks up every seed of one of his holes (an opening, a relay).
    Take {
        /// The hole emptied.
        hole: Hole,
        /// Its seeds.
        seeds: u8,
    },
    /// The mover captures every seed of an opponent's hole into his hand.
    Capture {
        /// The hole emptied.
        hole: Hole,
        /// Its seeds.
        seeds: u8,
    },
    /// The mover eats every seed of a hole: they leave the board for his
    /// captured count (Mangala, Oware).
    Eat {
        /// The hole emptied.
        hole: Hole,
        /// Its seeds.
        seeds: u8,
    },
    /// Seeds from the mover's reserve into his hand.
    FromReserve {
        /// How many.
        seeds: u8,
    },
    /// Seeds put from the hand into a hole without sowing them.
    Drop {
        /// The hole.
        hole: Hole,
        /// How many.
        seeds: u8,
    },
    /// A lap, and where its last seed fell.
    Lap {
        /// The lap.
        lap: Lap,
        /// Where it ended.
        end: LapEnd,
    },
    /// A change of the game's own state during the turn (a rova dissolved).
    State {
        /// The player concerned.
        player: Player,
        /// What changed: one of the game's own [`Change`]s.
        change: Change,
    },
    /// The board is turned round ([`Board::rotated`]): Mangala's pie choice.
    Rotate,
    /// A mid-turn choice, in the game's notation.
    Choice {
        /// The choice as written in the move.
        text: String,
    },
    /// The turn ended.
    End(Stop),
    /// A long run of laps left out of a bounded trace ([`MoveTrace::LIMIT`]):
    /// how many laps and events, and the board after the last of them
    /// (pools included, nothing in hand).
    Elided {
        /// Laps left out.
        laps: u64,
        /// Events left out, laps included.
        events: u64,
        /// The board after the last lap left out.
        board: Box<Board>,
    },
}

/// A change of a game's own state, recorded in traces: a code the game
/// defines (compared in its replay) and a few words (printed). Two changes are
/// equal when their codes are.
#[derive(Clone, Copy, Debug, Eq)]
pub struct Change {
    /// The game's code.
    pub code: u16,
    /// What changed, in a few words: `rova dissolved`.
    pub text: &'static str,
}

impl Change {
    /// A change of code `code`, printed as `text`.
    #[must_use]
    pub const fn new(code: u16, text: &'static str) -> Change {
        Change { code, text }
    }
}

impl PartialEq for Change {
    fn eq(&self, other: &Self) -> bool {
        self.code == other.code
    }
}

impl std::hash::Hash for Change {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.code.hash(state);
    }
}

/// Why a turn ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Stop {
    /// The last seed fell into an empty hole (n = 1).
    EmptyHole,
    /// A capture won the game at once.
    WonAtOnce,
    /// The player chose to stop.
    Chosen,
    /// The turn never ends (a state repeated).
    Infinite,
    /// Another rule of the game, named.
    Rule(&'static str),
}

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stop::EmptyHole => f.write_str("the last seed fell into an empty hole"),
            Stop::WonAtOnce => f.write_str("the capture won the game at once"),
            Stop::Chosen => f.write_str("the player chose to stop"),
            Stop::Infinite => f.write_str("the turn never ends"),
            Stop::Rule(r) => f.write_str(r),
        }
    }
}

impl Event {
    /// Writes the event with holes named by `naming` (Fang's numbered cups).
    ///
    /// # Errors
    ///
    /// Only those of the writer.
    pub fn write_named(&self, f: &mut impl fmt::Write, naming: Naming) -> fmt::Result {
        let name = |h: Hole| naming.name(h);
        match self {
            Event::Take { hole, seeds } => write!(f, "take {seeds} from {}", name(*hole)),
            Event::Capture { hole, seeds } => write!(f, "capture {seeds} from {}", name(*hole)),
            Event::Eat { hole, seeds } => write!(f, "eat {seeds} from {}", name(*hole)),
            Event::FromReserve { seeds } => write!(f, "take {seeds} from the reserve"),
            Event::Drop { hole, seeds } => write!(f, "put {seeds} into {}", name(*hole)),
            Event::Lap { lap, end } => {
                let (start, skip) = match lap.start {
                    LapStart::Next => ("from", ""),
                    LapStart::At => ("starting at", ""),
                    LapStart::NextSkippingOrigin => ("from", ", skipping it on each round"),
                };
                write!(
                    f,
                    "sow {} {} {start} {}{skip}: last seed in {} (now {})",
                    lap.seeds,
                    lap.dir,
                    name(lap.from),
                    name(end.hole),
                    end.count
                )
            }
            Event::State { player, change } => write!(f, "{player}: {}", change.text),
            Event::Rotate => f.write_str("turn the board round"),
            Event::Choice { text } => write!(f, "choose {text}"),
            Event::End(stop) => write!(f, "end: {stop}"),
            Event::Elided {
                laps,
                events,
                board,
            } => {
                write!(
                    f,
                    "... {laps} more laps ({events} events) not shown; then the board is "
                )?;
                board.write_grid(f)
            }
        }
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_named(f, Naming::Coordinates)
    }
}

/// Receives the events of a turn. `()` ignores them at no cost; a
/// `Vec<Event>` keeps them all; a [`Recorder`] keeps a bounded number.
pub trait Tracer {
    /// Whether this tracer keeps nothing (`()`): the relay engine then may
    /// run a game's fast path for runs of relays
    /// ([`TurnRules::relay_run`](crate::relay::TurnRules::relay_run)),
    /// which records no lap.
    const SILENT: bool = false;

    /// Records an event (built only if it is kept).
    fn record(&mut self, event: impl FnOnce() -> Event);

    /// Records a lap that left `board` (the relay engine calls it after
    /// every lap). The default records [`Event::Lap`].
    #[inline]
    fn lap(&mut self, lap: Lap, end: LapEnd, board: &Board) {
        let _ = board;
        self.record(|| Event::Lap { lap, end });
    }
}

/// A tracer that keeps at most a given number of events in full, then
/// summarises the laps that follow: [`MoveTrace::record`] uses it, so a
/// trace stays small whatever the turn's length.
///
/// Past the limit it leaves out laps and the takes, captures, drops and
/// reserve draws between them, and writes one [`Event::Elided`] (with the
/// board after the last lap left out) before the next event it keeps. It
/// always keeps choices, changes of the game's state, board turns and the
/// end of the turn, which replays and games read.
#[derive(Clone, Debug, Default)]
pub struct Recorder {
    events: Vec<Event>,
    limit: usize,
    laps: u64,
    left_out: u64,
    since_lap: Vec<Event>,
    board: Option<Board>,
}

impl Recorder {
    /// A recorder that keeps `limit` events in full.
    #[must_use]
    pub fn new(limit: usize) -> Recorder {
        Recorder {
            limit,
            ..Recorder::default()
        }
    }

    fn eliding(&self) -> bool {
        self.events.len() >= self.limit
    }

    fn flush(&mut self) {
        if let Some(board) = self.board.take() {
            self.events.push(Event::Elided {
                laps: self.laps,
                events: self.left_out,
                board: Box::new(board),
            });
            self.laps = 0;
            self.left_out = 0;
        }
        self.events.append(&mut self.since_lap);
    }

    /// The events recorded.
    #[must_use]
    pub fn into_events(mut self) -> Vec<Event> {
        self.flush();
        self.events
    }
}

impl Tracer for Recorder {
    fn record(&mut self, event: impl FnOnce() -> Event) {
        let e = event();
        if !self.eliding() {
            self.events.push(e);
            return;
        }
        match e {
            Event::Take { .. }
            | Event::Capture { .. }
            | Event::Eat { .. }
            | Event::FromReserve { .. }
            | Event::Drop { .. }
            | Event::Lap { .. } => self.since_lap.push(e),
            Event::State { .. }
            | Event::Rotate
            | Event::Choice { .. }
            | Event::End(_)
            | Event::Elided { .. } => {
                self.flush();
                self.events.push(e);
            }
        }
    }

    fn lap(&mut self, lap: Lap, end: LapEnd, board: &Board) {
        if !self.eliding() {
            self.events.push(Event::Lap { lap, end });
            return;
        }
        self.laps += 1;
        self.left_out += 1 + self.since_lap.len() as u64;
        self.since_lap.clear();
        self.board = Some(*board);
    }
}

impl Tracer for () {
    const SILENT: bool = true;

    #[inline(always)]
    fn record(&mut self, _: impl FnOnce() -> Event) {}
}

impl Tracer for Vec<Event> {
    fn record(&mut self, event: impl FnOnce() -> Event) {
        self.push(event());
    }
}

/// How a trace names holes when it prints.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Naming {
    /// By coordinates, as the conventions name holes: `c2`.
    #[default]
    Coordinates,
    /// As cups of a line numbered from 1 (`cup 3` for `c1`): Fang.
    Cups,
}

impl Naming {
    /// The name of `hole`.
    #[must_use]
    pub fn name(self, hole: Hole) -> String {
        match self {
            Naming::Cups if !hole.is_store() => format!("cup {}", hole.col() + 1),
            _ => hole.to_string(),
        }
    }
}

/// Everything that happened in one move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveTrace {
    /// The player who moved.
    pub mover: Player,
    /// The events, in order.
    pub events: Vec<Event>,
    /// How its `Display` names holes.
    pub naming: Naming,
}

/// A trace does not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("event {} ({event}): {problem}", index + 1)]
#[non_exhaustive]
pub struct TraceError {
    /// Index of the event.
    pub index: usize,
    /// The event, as text (`(none)` past the last event).
    pub event: String,
    /// What does not fit.
    pub problem: TraceProblem,
}

/// What does not fit in a trace.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TraceProblem {
    /// The trace is another player's move.
    #[error("the trace is a move of {0}")]
    OtherMover(Player),
    /// A hole or pool holds another count than the event takes.
    #[error("{place} holds {holds}")]
    Holds {
        /// The hole or pool.
        place: String,
        /// What it holds.
        holds: u8,
    },
    /// A hole is not on the board.
    #[error("{0} is not on the board")]
    OffBoard(Hole),
    /// The hand holds another number of seeds than the event needs.
    #[error("the hand holds {0}")]
    Hand(u32),
    /// A lap starts off the circuit.
    #[error("{0} is not on the circuit")]
    OffCircuit(Hole),
    /// A lap ends elsewhere than the trace says.
    #[error("the lap ends in {} (now {})", .0.hole, .0.count)]
    LapEnd(LapEnd),
    /// Seeds are left in hand when the turn ends.
    #[error("{0} seeds are still in hand")]
    SeedsInHand(u32),
    /// An event comes after the end of the turn.
    #[error("an event after the end of the turn")]
    AfterEnd,
    /// The trace has no end event.
    #[error("the trace has no end event")]
    NoEnd,
    /// The trace sows no lap, and the game needs one (its direction).
    #[error("the trace sows no lap")]
    NoLap,
    /// The trace does not show a change of the game's own state that the
    /// move needs (or shows one it cannot have).
    #[error("the trace does not show how the game's own state changes")]
    State,
    /// The board after laps left out is not one the seeds can reach (another
    /// shape, or another number of seeds than the board and the hand hold).
    #[error("the board after the laps left out does not hold the same seeds")]
    Elided,
    /// The trace leaves seeds in a pool the game does not keep (Oware's
    /// captured seeds in a katra game's trace), which its positions cannot
    /// hold.
    #[error("the trace leaves seeds in a pool this game does not keep")]
    UnkeptPool,
}

impl MoveTrace {
    /// How many events a trace keeps in full before it summarises the laps
    /// that follow ([`Recorder`]).
    pub const LIMIT: usize = 2_000;

    /// Runs a move with a [`Recorder`] of [`MoveTrace::LIMIT`] events and
    /// returns its result with the trace: the body of most
    /// `Traced::play_traced` implementations.
    ///
    /// # Errors
    ///
    /// Those of `run`.
    pub fn record<T, E>(
        mover: Player,
        run: impl FnOnce(&mut Recorder) -> Result<T, E>,
    ) -> Result<(T, MoveTrace), E> {
        Self::record_with_limit(mover, Self::LIMIT, run)
    }

    /// [`MoveTrace::record`], keeping `limit` events in full.
    ///
    /// # Errors
    ///
    /// Those of `run`.
    pub fn record_with_limit<T, E>(
        mover: Player,
        limit: usize,
        run: impl FnOnce(&mut Recorder) -> Result<T, E>,
    ) -> Result<(T, MoveTrace), E> {
        let mut recorder = Recorder::new(limit);
        let t = run(&mut recorder)?;
        Ok((
            t,
            MoveTrace {
                mover,
                events: recorder.into_events(),
                naming: Naming::Coordinates,
            },
        ))
    }

    /// Whether the turn never ended.
    #[must_use]
    pub fn is_infinite(&self) -> bool {
        self.events.last() == Some(&Event::End(Stop::Infinite))
    }

    /// [`MoveTrace::replay`] for a game's `Traced::replay_trace`: checks that
    /// the trace is a move of `mover`, and reports problems as the core's
    /// [`TraceReplayError`](fanga_core::TraceReplayError).
    ///
    /// # Errors
    ///
    /// The trace is another player's, or does not replay.
    pub fn replay_move(
        &self,
        mover: Player,
        board: &Board,
        circuit: &Circuit,
    ) -> Result<Board, fanga_core::TraceReplayError> {
        if self.mover != mover {
            return Err(fanga_core::TraceReplayError::new(TraceError {
                index: 0,
                event: self
                    .events
                    .first()
                    .map_or_else(|| "(none)".to_owned(), ToString::to_string),
                problem: TraceProblem::OtherMover(self.mover),
            }));
        }
        self.replay(board, circuit)
            .map_err(fanga_core::TraceReplayError::new)
    }

    /// Applies the events to `board` without any game rule, sowing laps along
    /// `circuit`, and returns the board after the move. Seeds move between
    /// holes, the hand and the mover's pools ([`Pool`]): a reserve seed
    /// leaves his reserve, an eaten seed goes to his captured pool.
    ///
    /// # Errors
    ///
    /// An event that does not fit: taking seeds a hole or the reserve does not
    /// hold (or not all of a hole's), a lap that does not sow exactly the
    /// seeds in hand or does not end where recorded, a drop of more than the
    /// hand holds, seeds left in hand at the end of the turn, or no end event
    /// last.
    pub fn replay(&self, board: &Board, circuit: &Circuit) -> Result<Board, TraceError> {
        let mover = self.mover;
        let mut b = *board;
        let mut hand: u32 = 0;
        let mut ended = false;
        for (index, e) in self.events.iter().enumerate() {
            let fail = |problem: TraceProblem| TraceError {
                index,
                event: e.to_string(),
                problem,
            };
            let holds = |b: &Board, hole: Hole| {
                fail(TraceProblem::Holds {
                    place: hole.to_string(),
                    holds: b.get(hole),
                })
            };
            if ended {
                return Err(fail(TraceProblem::AfterEnd));
            }
            match *e {
                Event::Take { hole, seeds } | Event::Capture { hole, seeds } => {
                    if !b.contains(hole) || b.get(hole) != seeds {
                        return Err(holds(&b, hole));
                    }
                    b.take(hole);
                    hand += u32::from(seeds);
                }
                Event::Eat { hole, seeds } => {
                    if !b.contains(hole) || b.get(hole) != seeds {
                        return Err(holds(&b, hole));
                    }
                    b.take(hole);
                    b.put_in_pool(Pool::Captured, mover, seeds);
                }
                Event::FromReserve { seeds } => {
                    let have = b.pool(Pool::Reserve, mover);
                    if have < seeds {
                        return Err(fail(TraceProblem::Holds {
                            place: format!("{mover}'s reserve"),
                            holds: have,
                        }));
                    }
                    b.take_from_pool(Pool::Reserve, mover, seeds);
                    hand += u32::from(seeds);
                }
                Event::Drop { hole, seeds } => {
                    if !b.contains(hole) {
                        return Err(fail(TraceProblem::OffBoard(hole)));
                    }
                    if u32::from(seeds) > hand {
                        return Err(fail(TraceProblem::Hand(hand)));
                    }
                    b.put(hole, seeds);
                    hand -= u32::from(seeds);
                }
                Event::Lap { lap, end } => {
                    if u32::from(lap.seeds) != hand {
                        return Err(fail(TraceProblem::Hand(hand)));
                    }
                    if !circuit.contains(lap.from) {
                        return Err(fail(TraceProblem::OffCircuit(lap.from)));
                    }
                    let got = circuit.sow(&mut b, lap);
                    if got != end {
                        return Err(fail(TraceProblem::LapEnd(got)));
                    }
                    hand = 0;
                }
                Event::Rotate => b = b.rotated(),
                Event::Elided { ref board, .. } => {
                    let same_shape = board.rows() == b.rows() && board.cols() == b.cols();
                    if !same_shape || board.total() != b.total() + hand {
                        return Err(fail(TraceProblem::Elided));
                    }
                    b = **board;
                    hand = 0;
                }
                Event::Choice { .. } | Event::State { .. } => {}
                Event::End(stop) => {
                    if hand != 0 && stop != Stop::Infinite {
                        return Err(fail(TraceProblem::SeedsInHand(hand)));
                    }
                    ended = true;
                }
            }
        }
        if !ended {
            return Err(TraceError {
                index: self.events.len(),
                event: "(none)".to_owned(),
                problem: TraceProblem::NoEnd,
            });
        }
        Ok(b)
    }
}

/// One event per line, holes named by [`MoveTrace::naming`]. A lap sowing
/// seeds gathered from more than one place says where they came from:
/// `sow 5 ccw from f2: last seed in a2 (now 3) (2 captured from f3 + 3 from
/// f2)`.
impl fmt::Display for MoveTrace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The seeds in hand since the last lap: how many, and whence.
        let mut hand: Vec<(u32, String)> = Vec::new();
        let name = |h: &Hole| self.naming.name(*h);
        for (i, e) in self.events.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            e.write_named(f, self.naming)?;
            match e {
                Event::Take { hole, seeds } => {
                    hand.push((u32::from(*seeds), format!("{seeds} from {}", name(hole))));
                }
                Event::Capture { hole, seeds } => {
                    let from = format!("{seeds} captured from {}", name(hole));
                    hand.push((u32::from(*seeds), from));
                }
                Event::FromReserve { seeds } => {
                    hand.push((u32::from(*seeds), format!("{seeds} from the reserve")));
                }
                Event::Drop { seeds, .. } => {
                    let left = hand
                        .iter()
                        .map(|(n, _)| n)
                        .sum::<u32>()
                        .saturating_sub(u32::from(*seeds));
                    hand.clear();
                    if left > 0 {
                        hand.push((left, format!("{left} in hand")));
                    }
                }
                Event::Lap { .. } => {
                    if hand.len() > 1 {
                        let parts: Vec<&str> = hand.iter().map(|(_, s)| s.as_str()).collect();
                        write!(f, " ({})", parts.join(" + "))?;
                    }
                    hand.clear();
                }
                Event::Elided { .. } | Event::End(_) | Event::Rotate => hand.clear(),
                Event::Eat { .. } | Event::State { .. } | Event::Choice { .. } => {}
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Direction;
    use crate::hole::h;

    fn setup() -> (Board, Circuit) {
        let mut b = Board::new(4, 4).unwrap();
        b.set(h("d2"), 2).unwrap();
        b.set(h("d3"), 1).unwrap();
        (b, Circuit::player_ring(4, Player::South))
    }

    /// The two seeds of d2 sown clockwise from the next hole (on the board
    /// of [`setup`], the lap ends in c1).
    fn lap_from_d2() -> Lap {
        Lap::new(h("d2"), 2, Direction::Cw, LapStart::Next)
    }

    /// A lap's end in `hole`, now holding 1 seed.
    fn end_in(hole: &str) -> LapEnd {
        LapEnd {
            hole: h(hole),
            count: 1,
        }
    }

    #[test]
    fn replays_a_consistent_trace() {
        let (b, ring) = setup();
        let (lap, end) = (lap_from_d2(), end_in("c1"));
        let t = MoveTrace {
            mover: Player::South,
            naming: Naming::Coordinates,
            events: vec![
                Event::Take {
                    hole: h("d2"),
                    seeds: 2,
                },
                Event::Lap { lap, end },
                Event::End(Stop::EmptyHole),
            ],
        };
        let after = t.replay(&b, &ring).unwrap();
        assert_eq!(t.replay_move(Player::South, &b, &ring), Ok(after));
        assert_eq!(
            t.replay_move(Player::North, &b, &ring)
                .unwrap_err()
                .to_string(),
            "the trace does not replay: event 1 (take 2 from d2): the trace is a move of S"
        );
        assert_eq!(
            (after.get(h("d1")), after.get(h("c1")), after.get(h("d2"))),
            (1, 1, 0)
        );
        assert_eq!(
            t.to_string(),
            "take 2 from d2\nsow 2 cw from d2: last seed in c1 (now 1)\nend: the last seed fell into an empty hole"
        );
    }

    #[test]
    fn a_recorder_summarises_laps_past_its_limit_and_the_trace_replays() {
        let (start, ring) = setup();
        // A relay: d2 (2 seeds) ends in c1, then every lap relays from its
        // last hole while it holds more than one seed.
        let mut b = start;
        let mut exact = Vec::new();
        let mut rec = Recorder::new(2);
        let mut from = h("d2");
        for _ in 0..6 {
            let seeds = b.take(from);
            if seeds == 0 {
                break;
            }
            exact.push(Event::Take { hole: from, seeds });
            rec.record(|| Event::Take { hole: from, seeds });
            let lap = Lap::new(from, seeds, Direction::Cw, LapStart::Next);
            let end = ring.sow(&mut b, lap);
            exact.push(Event::Lap { lap, end });
            rec.lap(lap, end, &b);
            from = end.hole;
        }
        rec.record(|| Event::End(Stop::EmptyHole));
        exact.push(Event::End(Stop::EmptyHole));
        let events = rec.into_events();
        assert_eq!(events[..2], exact[..2]);
        assert!(matches!(events[2], Event::Elided { .. }), "{events:?}");
        assert_eq!(events.last(), Some(&Event::End(Stop::EmptyHole)));
        let trace = |events| MoveTrace {
            mover: Player::South,
            naming: Naming::Coordinates,
            events,
        };
        let full = trace(exact).replay(&start, &ring).unwrap();
        assert_eq!(full, b);
        assert_eq!(trace(events.clone()).replay(&start, &ring), Ok(b));
        assert!(trace(events.clone()).to_string().contains("more laps ("));
        // A summary whose board holds other seeds does not replay.
        let mut bad = events;
        if let Event::Elided { board, .. } = &mut bad[2] {
            board.set(h("a1"), board.get(h("a1")) + 1).unwrap();
        }
        let e = trace(bad).replay(&start, &ring).unwrap_err();
        assert_eq!(e.problem, TraceProblem::Elided);
    }

    #[test]
    fn a_recorder_keeps_choices_and_state_changes_past_its_limit() {
        let (start, ring) = setup();
        let mut b = start;
        let mut rec = Recorder::new(0);
        let lap = Lap::new(h("d2"), 2, Direction::Cw, LapStart::Next);
        let seeds = b.take(h("d2"));
        rec.record(|| Event::Take {
            hole: h("d2"),
            seeds,
        });
        let end = ring.sow(&mut b, lap);
        rec.lap(lap, end, &b);
        let change = Change::new(7, "something changed");
        rec.record(|| Event::Choice {
            text: "a2".to_owned(),
        });
        rec.record(|| Event::State {
            player: Player::South,
            change,
        });
        rec.record(|| Event::End(Stop::Chosen));
        let events = rec.into_events();
        assert!(matches!(
            events[0],
            Event::Elided {
                laps: 1,
                events: 2,
                ..
            }
        ));
        assert_eq!(
            events[1..],
            [
                Event::Choice {
                    text: "a2".to_owned()
                },
                Event::State {
                    player: Player::South,
                    change
                },
                Event::End(Stop::Chosen)
            ]
        );
    }

    #[test]
    fn refuses_an_inconsistent_trace() {
        let (b, ring) = setup();
        // The seeds of d2 taken and sown, the lap said to end at `end`.
        let sown = |end| {
            vec![
                Event::Take {
                    hole: h("d2"),
                    seeds: 2,
                },
                Event::Lap {
                    lap: lap_from_d2(),
                    end,
                },
            ]
        };
        let cases = [
            (
                vec![Event::Take {
                    hole: h("d2"),
                    seeds: 1,
                }],
                "event 1 (take 1 from d2): d2 holds 2",
            ),
            (
                sown(end_in("b1")),
                "event 2 (sow 2 cw from d2: last seed in b1 (now 1)): the lap ends in c1 (now 1)",
            ),
            (
                vec![
                    Event::Capture {
                        hole: h("d3"),
                        seeds: 1,
                    },
                    Event::End(Stop::EmptyHole),
                ],
                "event 2 (end: the last seed fell into an empty hole): 1 seeds are still in hand",
            ),
            (
                sown(end_in("c1")),
                "event 3 ((none)): the trace has no end event",
            ),
        ];
        for (events, message) in cases {
            let t = MoveTrace {
                mover: Player::South,
                naming: Naming::Coordinates,
                events,
            };
            assert_eq!(t.replay(&b, &ring).unwrap_err().to_string(), message);
        }
    }
}
