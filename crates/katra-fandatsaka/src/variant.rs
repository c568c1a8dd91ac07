//! The seams of the four-row reserve machinery: what a game built on it
//! configures ([`Config`]) and what it can override ([`Variant`]).

use std::fmt::Debug;
use std::hash::Hash;

use fanga_core::{GameOptions, Outcome, Player};
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::trace::{Event, Tracer};
use fanga_sowing::{Board, Circuit, Direction, Hole, LapEnd};

use crate::{Choice, Katra};

/// Which tsibongy captured seeds are sown from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TsibongyChoice {
    /// Dandouau's zone rule: a capture in one of the two columns nearest an end
    /// of the row is sown from the tsibongy at that end; elsewhere the mover
    /// chooses.
    Zone,
    /// Every capture offers both tsibongy.
    Free,
}

/// What happens when the player to move has no seed left in his reserve.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ReserveEnd {
    /// Play goes on in phase 2 (katra fandatsaka).
    PhaseTwo,
    /// The game ends; the player with more seeds in his two rows wins, equal
    /// counts draw (fifangha's default).
    MostSeeds,
    /// The game ends in a draw.
    Draw,
}

/// The rules of a game built on the machinery, as data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Config {
    /// Columns: one of [`Variant::COLUMNS`], which must lie within 4 to 8 (the
    /// machinery keeps its rings for those).
    pub columns: u8,
    /// How the tsibongy is chosen after a capture in phase 1 and in phase 2.
    pub tsibongy: [TsibongyChoice; 2],
    /// What happens when a reserve runs out.
    pub reserve_end: ReserveEnd,
}

/// The phase of the player to move: phase 1 while his reserve has seeds,
/// phase 2 once it is empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The mover still has reserve seeds: each turn starts by placing one.
    One,
    /// The mover's reserve is empty: katro-like openings.
    Two,
}

/// Whether the turn may capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// A capturing turn.
    Capturing,
    /// A non-capturing turn (*mameno-atrika*): relays only.
    NonCapturing,
}

/// The state of a turn in progress besides the board: compared, with the
/// board and the next lap, to detect turns that never end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TurnState<E> {
    /// Capturing or not.
    pub mode: Mode,
    /// The mover's phase.
    pub phase: Phase,
    /// The current direction.
    pub dir: Direction,
    /// A capture has emptied the opponent's inner row: the game ends when the
    /// lap being sown ends.
    pub won: bool,
    /// Captured seeds in hand, waiting for the choice of a tsibongy.
    pub hand: u8,
    /// The game's own state (the rova flags of katra sakalava).
    pub extra: E,
}

/// What a [`Variant`] hook knows about the turn: who moves, under which rules.
#[derive(Clone, Copy, Debug)]
pub struct Cx<V: Variant> {
    /// The player to move.
    pub mover: Player,
    /// The rules as data.
    pub config: Config,
    /// The game's options.
    pub options: V::Options,
    /// The mover's ring.
    pub ring: &'static Circuit,
}

impl<V: Variant> Cx<V> {
    /// The mover's inner row (0-based: 1 for South, 2 for North).
    #[must_use]
    pub const fn inner(&self) -> u8 {
        inner_row(self.mover)
    }

    /// The mover's two tsibongy: the `a` end first.
    #[must_use]
    pub const fn tsibongy(&self) -> [Hole; 2] {
        tsibongy(self.config.columns, self.mover)
    }
}

/// A turn of the machinery.
pub type KatraTurn<V> = Turn<TurnState<<V as Variant>::Extra>>;

/// A game built on the four-row reserve machinery.
///
/// Every method has a default: the defaults are katra fandatsaka. Fifangha
/// overrides [`Variant::on_landing`] (its tsibongy rule); katra sakalava
/// overrides the landing, picking up, capturing, choosing, the end check and
/// the text key of its rova.
pub trait Variant: Copy + Eq + Hash + Debug + Default + Send + Sync + 'static {
    /// The game's options.
    type Options: GameOptions + Copy;
    /// The game's own state, kept in positions and turns (`()` for none).
    type Extra: Copy + Eq + Hash + Debug + Default + Send + Sync + 'static;

    /// The rulebook name.
    const GAME: &'static str;
    /// The numbers of columns the game accepts, for the position text.
    const COLUMNS: &'static [u8];
    /// The key of [`Variant::Extra`] in the position text, after `reserve`.
    const EXTRA_KEY: Option<&'static str> = None;

    /// The rules as data.
    fn config(options: &Self::Options) -> Config;

    /// The options a text of `columns` columns implies (the others default).
    fn options_for_columns(columns: u8) -> Self::Options;

    /// The start position: by default fifangha's layout (one seed in every
    /// inner hole but the tsibongy, the rest in the reserves).
    fn start(options: &Self::Options) -> Katra<Self> {
        let cols = Self::config(options).columns;
        let mut board = Board::new(4, cols).expect("a 4-row board");
        for row in [1, 2] {
            for c in 1..cols - 1 {
                board.set(Hole::at(c, row), 1);
            }
        }
        let reserve = 4 * cols - (cols - 2);
        Katra::from_parts(
            board,
            [reserve; 2],
            Player::South,
            Self::Extra::default(),
            *options,
        )
    }

    /// Called for every landing with n >= 2 (after the "won at once" and n = 1
    /// checks, before the ordinary capture and relay): returning a landing
    /// overrides them.
    fn on_landing(
        cx: &Cx<Self>,
        turn: &mut KatraTurn<Self>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Option<Landing<Choice>> {
        let _ = (cx, turn, end, trace);
        None
    }

    /// Takes the seeds of one of the mover's holes to sow them himself at the
    /// start of a turn; returns how many.
    fn pick_up(
        cx: &Cx<Self>,
        turn: &mut KatraTurn<Self>,
        hole: Hole,
        trace: &mut impl Tracer,
    ) -> u8 {
        let _ = cx;
        turn.take(hole, trace)
    }

    /// Captures from the opponent's inner hole `hole`; returns the seeds taken.
    fn capture(
        cx: &Cx<Self>,
        turn: &mut KatraTurn<Self>,
        hole: Hole,
        trace: &mut impl Tracer,
    ) -> u8 {
        let _ = cx;
        turn.capture(hole, trace)
    }

    /// A choice other than a tsibongy (`stop`, `rova`) was made.
    fn on_choice(
        cx: &Cx<Self>,
        turn: &mut KatraTurn<Self>,
        choice: Choice,
        trace: &mut impl Tracer,
    ) -> Landing<Choice> {
        let _ = (cx, turn, trace);
        unreachable!("{choice} is never offered by {}", Self::GAME)
    }

    /// An end of the game checked at the start of a turn, after kamo and the
    /// reserve end.
    fn end_check(position: &Katra<Self>) -> Option<Outcome> {
        let _ = position;
        None
    }

    /// Reads the value of [`Variant::EXTRA_KEY`].
    fn parse_extra(value: &str) -> Option<Self::Extra> {
        let _ = value;
        None
    }

    /// Writes the value of [`Variant::EXTRA_KEY`].
    fn write_extra(extra: &Self::Extra) -> String {
        let _ = extra;
        String::new()
    }

    /// Applies a [`Event::State`] of a trace to the game's own state.
    fn replay_state(extra: &mut Self::Extra, event: &Event) {
        let _ = (extra, event);
    }
}

/// A player's inner row (0-based): 1 for South (row 2), 2 for North (row 3).
#[must_use]
pub const fn inner_row(p: Player) -> u8 {
    match p {
        Player::South => 1,
        Player::North => 2,
    }
}

/// A player's outer row (0-based): 0 for South (row 1), 3 for North (row 4).
#[must_use]
pub const fn outer_row(p: Player) -> u8 {
    match p {
        Player::South => 0,
        Player::North => 3,
    }
}

/// A player's two tsibongy on `cols` columns, the `a` end first.
#[must_use]
pub const fn tsibongy(cols: u8, p: Player) -> [Hole; 2] {
    let r = inner_row(p);
    [Hole::at(0, r), Hole::at(cols - 1, r)]
}

/// The direction "towards the interior" from a tsibongy of `p`: South from `a2`
/// is `cw`, from the last column `ccw`; North from `a3` is `ccw`, from the last
/// column `cw`.
#[must_use]
pub const fn towards_interior(p: Player, from_a_end: bool) -> Direction {
    match (p, from_a_end) {
        (Player::South, true) | (Player::North, false) => Direction::Cw,
        (Player::South, false) | (Player::North, true) => Direction::Ccw,
    }
}

/// The hole facing an inner hole: `x2` and `x3` face each other.
#[must_use]
pub const fn facing(h: Hole) -> Hole {
    match h.row() {
        1 => h.with_row(2),
        _ => h.with_row(1),
    }
}
