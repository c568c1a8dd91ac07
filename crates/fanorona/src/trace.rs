//! The traces of Fanorona moves: each step with the points it emptied,
//! written as text, and replayed onto a position.

use std::fmt;

use fanga_core::{Player, Position, TraceReplayError, Traced};

use crate::board::{Dir, Point, points};
use crate::game::{Fanorona, Mode};
use crate::{FanoronaMove, FanoronaMoveError};

/// A step of a [`FanoronaTrace`] does not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("step {step}: {problem}")]
#[non_exhaustive]
pub struct StepError {
    /// The 1-based step.
    pub step: usize,
    /// What does not fit.
    pub problem: StepProblem,
}

/// What does not fit in a step of a trace.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum StepProblem {
    /// The step starts where the mover has no piece.
    #[error("no piece of the mover there")]
    NoPiece,
    /// The step ends on an occupied point.
    #[error("the arrival is occupied")]
    Occupied,
    /// The step captures a point without an enemy piece.
    #[error("captures points that hold no enemy piece")]
    NothingToCapture,
}

/// The trace of a Fanorona move: each step with the points it emptied.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FanoronaTrace {
    /// Each step: from, to, and the captured points (a bitboard).
    pub steps: Vec<(Point, Point, u64)>,
}

impl fmt::Display for FanoronaTrace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (from, to, taken)) in self.steps.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{from} to {to}")?;
            if *taken != 0 {
                let names: Vec<String> = points(*taken).map(|p| p.to_string()).collect();
                write!(f, ", captures {}", names.join(" "))?;
            }
        }
        Ok(())
    }
}

impl Traced for Fanorona {
    type Trace = FanoronaTrace;

    fn play_traced(&self, m: &FanoronaMove) -> Result<(Self, FanoronaTrace), FanoronaMoveError> {
        self.check_move(m)?;
        let (_, mut them) = self.mine();
        let nearest = self.mode() == Mode::VelaTaker;
        let mut at = m.from();
        let mut steps = Vec::new();
        for (q, c) in m.steps() {
            let d = Dir::ALL.into_iter().find(|&d| at.step(d) == Some(q));
            let taken = match (d, c) {
                (Some(d), Some(c)) => Self::captured(them, at, q, d, c, nearest),
                _ => 0,
            };
            them &= !taken;
            steps.push((at, q, taken));
            at = q;
        }
        let mut next = *self;
        next.play_unchecked(m);
        Ok((next, FanoronaTrace { steps }))
    }

    fn replay_trace(&self, trace: &FanoronaTrace) -> Result<Self, TraceReplayError> {
        let (mut me, mut them) = self.mine();
        for (i, &(from, to, taken)) in trace.steps.iter().enumerate() {
            let fail = |problem| {
                TraceReplayError::new(StepError {
                    step: i + 1,
                    problem,
                })
            };
            if me & from.bit() == 0 {
                return Err(fail(StepProblem::NoPiece));
            }
            if (me | them) & to.bit() != 0 {
                return Err(fail(StepProblem::Occupied));
            }
            if them & taken != taken {
                return Err(fail(StepProblem::NothingToCapture));
            }
            me ^= from.bit() ^ to.bit();
            them &= !taken;
        }
        let mut next = *self;
        match self.turn {
            Player::South => (next.white, next.black) = (me, them),
            Player::North => (next.black, next.white) = (me, them),
        }
        if self.options.first_turn_both {
            next.opened[self.turn] = true;
        }
        next.turn = self.turn.other();
        Ok(next)
    }
}
