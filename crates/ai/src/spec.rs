//! Players named by text ([`PlayerSpec`]) and the named levels ([`Level`]).

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use fanga_core::Bounded;

use crate::alphabeta::AlphaBeta;
use crate::limits::{Limits, limits_text};
use crate::mcts::Mcts;
use crate::player::Player;
use crate::simple::{Greedy, RandomPlayer};

/// A player named by text, to be built for any game: `random`, `greedy`,
/// `ab:100ms` (alpha-beta for 100 ms a move; also `ab:2s`), `ab:d6` (to depth
/// 6), `ab:n100000` (100,000 nodes), `mcts:1000` (1,000 simulations),
/// `mcts:100ms`, `mcts:1000:c1.4` (exploration 1.4), `perfect` (exact play
/// on boards small enough to solve), or a [`Level`]'s name.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum PlayerSpec {
    /// [`RandomPlayer`].
    Random,
    /// [`Greedy`].
    Greedy,
    /// [`AlphaBeta`] with these limits.
    AlphaBeta(Limits),
    /// [`Mcts`] with these limits and exploration constant.
    Mcts(Limits, f64),
    /// [`Perfect`](crate::solve::Perfect): exact play on boards small
    /// enough to solve, its tables capped at 1 GiB (`perfect`).
    Perfect,
}

impl PlayerSpec {
    /// The player, for game `P`, seeded with `seed` (players that draw at
    /// random use it; the others ignore it).
    #[must_use]
    pub fn build<P: Bounded>(&self, seed: u64) -> Box<dyn Player<P>> {
        match *self {
            PlayerSpec::Random => Box::new(RandomPlayer::new(seed)),
            PlayerSpec::Greedy => Box::new(Greedy::new(seed)),
            PlayerSpec::AlphaBeta(limits) => Box::new(AlphaBeta::new(limits)),
            PlayerSpec::Mcts(limits, c) => Box::new(Mcts::new(limits, seed).exploration(c)),
            PlayerSpec::Perfect => Box::new(crate::solve::Perfect::<P>::new(
                crate::solve::SolveSettings {
                    memory: 1 << 30,
                    ..Default::default()
                },
            )),
        }
    }
}

/// Why a player's name was not understood.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a player: random, greedy, ab:100ms, ab:d6, ab:n100000, mcts:1000, mcts:1000:c1.4, perfect, or a level ({levels})",
    levels = Level::NAMES.join(", ")
)]
#[non_exhaustive]
pub struct ParsePlayerSpecError(pub String);

impl FromStr for PlayerSpec {
    type Err = ParsePlayerSpecError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || ParsePlayerSpecError(fanga_core::text::excerpt(s).to_string());
        if let Ok(level) = s.parse::<Level>() {
            return Ok(level.spec());
        }
        let mut parts = s.split(':');
        let kind = parts.next().unwrap_or_default();
        let budget = parts.next();
        let extra = parts.next();
        if parts.next().is_some() {
            return Err(bad());
        }
        match (kind, budget, extra) {
            ("random", None, None) => Ok(PlayerSpec::Random),
            ("greedy", None, None) => Ok(PlayerSpec::Greedy),
            ("perfect", None, None) => Ok(PlayerSpec::Perfect),
            ("ab", Some(b), None) => Ok(PlayerSpec::AlphaBeta(
                parse_limits(b, true).ok_or_else(bad)?,
            )),
            ("mcts", Some(b), c) => {
                let limits = parse_limits(b, false).ok_or_else(bad)?;
                let c = match c {
                    None => 2.0,
                    Some(c) => c
                        .strip_prefix('c')
                        .and_then(|c| c.parse::<f64>().ok())
                        .filter(|c| c.is_finite() && *c >= 0.0)
                        .ok_or_else(bad)?,
                };
                Ok(PlayerSpec::Mcts(limits, c))
            }
            _ => Err(bad()),
        }
    }
}

/// `100ms`, `2s`, `d6` (alpha-beta only), `n100000`, or a bare number
/// (Monte Carlo simulations).
fn parse_limits(b: &str, depth_allowed: bool) -> Option<Limits> {
    let positive = |t: &str| t.parse::<u64>().ok().filter(|&n| n > 0);
    if let Some(ms) = b.strip_suffix("ms") {
        return positive(ms).map(|n| Limits::time(Duration::from_millis(n)));
    }
    if let Some(s) = b.strip_suffix('s') {
        return positive(s).map(|n| Limits::time(Duration::from_secs(n)));
    }
    if let Some(d) = b.strip_prefix('d') {
        return positive(d)
            .filter(|_| depth_allowed)
            .and_then(|n| u32::try_from(n).ok())
            .map(Limits::depth);
    }
    if let Some(n) = b.strip_prefix('n') {
        return positive(n).map(Limits::nodes);
    }
    positive(b).filter(|_| !depth_allowed).map(Limits::nodes)
}

impl fmt::Display for PlayerSpec {
    /// The text [`PlayerSpec::from_str`] reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let one = |l: &Limits| limits_text(l).replace(' ', "");
        match self {
            PlayerSpec::Random => f.write_str("random"),
            PlayerSpec::Greedy => f.write_str("greedy"),
            PlayerSpec::Perfect => f.write_str("perfect"),
            PlayerSpec::AlphaBeta(l) => write!(f, "ab:{}", one(l)),
            PlayerSpec::Mcts(l, c) => {
                // Simulations are written bare: `mcts:1000`.
                let budget = match (l.nodes, l.time) {
                    (Some(n), None) => n.to_string(),
                    _ => one(l),
                };
                if (*c - 2.0).abs() < f64::EPSILON {
                    write!(f, "mcts:{budget}")
                } else {
                    write!(f, "mcts:{budget}:c{c}")
                }
            }
        }
    }
}

/// The named levels, defined here once for every program that offers them
/// (the terminal, the browser, the engine protocol).
///
/// | level | player |
/// |---|---|
/// | `easy` | greedy: the best immediate material |
/// | `medium` | alpha-beta to depth 4 |
/// | `hard` | alpha-beta, 1 s a move |
/// | `max` | alpha-beta, 5 s a move |
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Level {
    /// Greedy.
    Easy,
    /// Alpha-beta to depth 4.
    Medium,
    /// Alpha-beta, 1 s a move.
    Hard,
    /// Alpha-beta, 5 s a move.
    Max,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Max];
    /// Their names, weakest first.
    pub const NAMES: [&'static str; 4] = ["easy", "medium", "hard", "max"];

    /// The player of this level.
    #[must_use]
    pub fn spec(self) -> PlayerSpec {
        match self {
            Level::Easy => PlayerSpec::Greedy,
            Level::Medium => PlayerSpec::AlphaBeta(Limits::depth(4)),
            Level::Hard => PlayerSpec::AlphaBeta(Limits::time(Duration::from_secs(1))),
            Level::Max => PlayerSpec::AlphaBeta(Limits::time(Duration::from_secs(5))),
        }
    }

    /// Its name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => Self::NAMES[0],
            Level::Medium => Self::NAMES[1],
            Level::Hard => Self::NAMES[2],
            Level::Max => Self::NAMES[3],
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = ParsePlayerSpecError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or_else(|| ParsePlayerSpecError(fanga_core::text::excerpt(s).to_string()))
    }
}
