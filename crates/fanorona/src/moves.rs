use std::fmt;
use std::str::FromStr;

use fanga_core::{Outcome, Player};

use crate::board::{ParsePointError, Point};

/// Most steps a turn can hold: each capturing step takes at least one of the
/// opponent's 22 pieces.
pub const MAX_STEPS: usize = 22;

/// How a step captures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Capture {
    /// By approach: `A`.
    Approach,
    /// By withdrawal: `W`.
    Withdrawal,
}

/// A Fanorona move: the whole turn, the starting point and each point the
/// piece arrives at, every arrival of a capturing step marked `A` or `W`.
/// `e2-e3` (a paika), `d2-e3A`, `c1-d1A-d2A`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct FanoronaMove {
    from: Point,
    to: [Point; MAX_STEPS],
    withdrawals: u32,
    len: u8,
    capture: bool,
}

impl FanoronaMove {
    /// A paika: one step without capture.
    #[must_use]
    pub fn paika(from: Point, to: Point) -> Self {
        let mut m = FanoronaMove {
            from,
            to: [from; MAX_STEPS],
            withdrawals: 0,
            len: 1,
            capture: false,
        };
        m.to[0] = to;
        m
    }

    /// A capture sequence; `None` if `steps` is empty or longer than
    /// [`MAX_STEPS`].
    #[must_use]
    pub fn captures(from: Point, steps: &[(Point, Capture)]) -> Option<Self> {
        if steps.is_empty() || steps.len() > MAX_STEPS {
            return None;
        }
        let mut m = FanoronaMove {
            from,
            to: [from; MAX_STEPS],
            withdrawals: 0,
            len: 0,
            capture: true,
        };
        for &(p, c) in steps {
            m.push(p, c);
        }
        Some(m)
    }

    /// The `i`-th step (from 0), if the move has one.
    pub(crate) fn step(&self, i: usize) -> Option<(Point, Option<Capture>)> {
        self.steps().nth(i)
    }

    /// The number of steps.
    pub(crate) fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Adds a step. Every capturing step takes a piece and no side has more
    /// than 22 ([`ParsePositionError::TooManyPieces`](fanga_core::ParsePositionError::TooManyPieces)),
    /// so a turn never has more than [`MAX_STEPS`]; a step past that is
    /// dropped (a `debug_assert` catches it) rather than panic.
    pub(crate) fn push(&mut self, p: Point, c: Capture) {
        let Some(slot) = self.to.get_mut(usize::from(self.len)) else {
            debug_assert!(false, "more than {MAX_STEPS} steps");
            return;
        };
        *slot = p;
        if c == Capture::Withdrawal {
            self.withdrawals |= 1 << self.len;
        }
        self.len += 1;
    }

    pub(crate) fn pop(&mut self) {
        self.len -= 1;
        self.withdrawals &= !(1 << self.len);
        self.to[usize::from(self.len)] = self.from;
    }

    pub(crate) fn start(from: Point) -> Self {
        FanoronaMove {
            from,
            to: [from; MAX_STEPS],
            withdrawals: 0,
            len: 0,
            capture: true,
        }
    }

    /// The starting point.
    #[must_use]
    pub const fn from(&self) -> Point {
        self.from
    }

    /// Whether the move captures (else it is a paika).
    #[must_use]
    pub const fn is_capture(&self) -> bool {
        self.capture
    }

    /// The steps: each arrival point with how it captured (`None` for a paika).
    pub fn steps(&self) -> impl Iterator<Item = (Point, Option<Capture>)> + '_ {
        (0..usize::from(self.len)).map(move |i| {
            let c = self.capture.then_some(if self.withdrawals >> i & 1 == 1 {
                Capture::Withdrawal
            } else {
                Capture::Approach
            });
            (self.to[i], c)
        })
    }
}

impl fmt::Display for FanoronaMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from)?;
        for (p, c) in self.steps() {
            write!(f, "-{p}")?;
            match c {
                Some(Capture::Approach) => f.write_str("A")?,
                Some(Capture::Withdrawal) => f.write_str("W")?,
                None => {}
            }
        }
        Ok(())
    }
}

impl fmt::Debug for FanoronaMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The text is not a Fanorona move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseFanoronaMoveError {
    /// A point is not on the board.
    #[error(transparent)]
    Point(#[from] ParsePointError),
    /// No step.
    #[error("a move is a point and at least one step, like `e2-e3` or `d2-e3A`")]
    NoStep,
    /// A capturing step without `A`/`W`, or a paika with one.
    #[error(
        "step {step} `{text}`: every step of a capture sequence ends in `A` or `W`, and a paika in neither"
    )]
    Marks {
        /// The 1-based step.
        step: usize,
        /// Its text.
        text: String,
    },
    /// A paika of more than one step.
    #[error("a paika is a single step: only capturing steps go on")]
    LongPaika,
    /// Too many steps.
    #[error("more than {MAX_STEPS} steps")]
    TooLong,
}

impl FromStr for FanoronaMove {
    type Err = ParseFanoronaMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut parts = s.split('-');
        let from: Point = parts.next().unwrap_or_default().parse()?;
        // At most one step more than a move holds is collected, so that a
        // huge text costs no memory.
        let steps: Vec<&str> = parts.take(MAX_STEPS + 1).collect();
        if steps.is_empty() {
            return Err(ParseFanoronaMoveError::NoStep);
        }
        if steps.len() > MAX_STEPS {
            return Err(ParseFanoronaMoveError::TooLong);
        }
        let marked = |t: &str| t.ends_with('A') || t.ends_with('W');
        let capture = marked(steps[0]);
        if !capture {
            if steps.len() > 1 {
                return Err(if steps[1..].iter().all(|t| !marked(t)) {
                    ParseFanoronaMoveError::LongPaika
                } else {
                    ParseFanoronaMoveError::Marks {
                        step: 1,
                        text: fanga_core::text::excerpt(steps[0]),
                    }
                });
            }
            return Ok(FanoronaMove::paika(from, steps[0].parse()?));
        }
        let mut m = FanoronaMove::start(from);
        for (i, t) in steps.iter().enumerate() {
            if !marked(t) {
                return Err(ParseFanoronaMoveError::Marks {
                    step: i + 1,
                    text: fanga_core::text::excerpt(t),
                });
            }
            let (p, mark) = t.split_at(t.len() - 1);
            let c = if mark == "A" {
                Capture::Approach
            } else {
                Capture::Withdrawal
            };
            m.push(p.parse()?, c);
        }
        Ok(m)
    }
}

/// Why a Fanorona move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FanoronaMoveError {
    /// The game is over (the result written with `W` and `B`).
    #[error("the game is over: {}", .0.describe(fanga_core::ByPlayer::new('W', 'B')))]
    GameOver(Outcome),
    /// No piece of the mover on the starting point.
    #[error("{point} holds no piece of {mover}")]
    NotYourPiece {
        /// The point.
        point: Point,
        /// The player to move, by letter.
        mover: char,
    },
    /// Two points not joined by a line.
    #[error("step {step}: no line joins {from} and {to}")]
    NoLine {
        /// The 1-based step.
        step: usize,
        /// Where it starts.
        from: Point,
        /// Where it goes.
        to: Point,
    },
    /// The arrival point is occupied.
    #[error("step {step}: {to} is not empty")]
    Occupied {
        /// The 1-based step.
        step: usize,
        /// The point.
        to: Point,
    },
    /// The step cannot capture that way.
    #[error("step {step} to {to} captures nothing by {kind}")]
    NoCapture {
        /// The 1-based step.
        step: usize,
        /// The arrival.
        to: Point,
        /// `approach` or `withdrawal`.
        kind: &'static str,
    },
    /// The same direction twice in a row.
    #[error("step {step} goes in the same direction as the step before it")]
    SameDirection {
        /// The 1-based step.
        step: usize,
    },
    /// A point occupied earlier in the turn.
    #[error("step {step} returns to {to}, where the piece has already been this turn")]
    Revisit {
        /// The 1-based step.
        step: usize,
        /// The point.
        to: Point,
    },
    /// A paika while a capture is possible.
    #[error("a capture is possible, so the turn must capture")]
    CaptureCompulsory,
    /// A capture where the rules forbid it.
    #[error("{0}")]
    NotAllowed(&'static str),
    /// The sequence stops while `chain=mandatory` wants it to go on.
    #[error("the sequence must go on while it can capture (chain=mandatory)")]
    MustContinue,
    /// Who moves.
    #[error("{0} is not to move")]
    WrongSide(Player),
}
