//! Parts of the four-row games with reserves (katra fandatsaka, fifangha,
//! katra sakalava), which each of them composes into its own
//! [`SowingGame`].
//!
//! The common core, as fanga fixes it for these games: four rows
//! of C columns; each player sows around his own ring
//! ([`Circuit::player_ring`]) and keeps a reserve ([`Pool::Reserve`]).
//!
//! - **Phase 1**, while the mover's reserve has seeds: he puts one reserve seed
//!   into a non-empty hole of his inner row. If some non-empty inner hole faces
//!   seeds, he must choose such a hole, and the seed acts as the last seed of a
//!   lap that ended there (a capturing turn, [`Mode::Capturing`]); otherwise
//!   he chooses a hole and a direction, and sows the hole from the next one
//!   (a non-capturing turn: relays only).
//! - **Phase 2**, once it is empty: any non-empty hole of his two rows and a
//!   direction; if some opening's first lap ends (n >= 2) in his inner row
//!   facing seeds, he must choose one of those (capturing), else any
//!   (non-capturing).
//! - **A landing** ([`settle`], then [`capture_or_relay`]): n = 1 ends the turn;
//!   in a capturing turn, an inner hole facing seeds captures them, sown
//!   starting at a tsibongy towards the interior ([`capture_and_sow`]: by the
//!   zone rule or the mover's choice, [`TsibongyRule`]); otherwise the hole is
//!   relayed in the current direction. A capture that empties the opponent's
//!   inner row wins when the lap ends.
//! - **The end** ([`outcome`]): kamo (an empty inner row at the start of one's
//!   turn), then what a run-out reserve means ([`ReserveEnd`]).
//!
//! A game states its differences through [`ReserveRules`] (which tsibongy rule
//! in which phase, what an empty reserve does, and how seeds are picked up and
//! captured) and through its own `land`, `choose` and keys, falling back on
//! these parts.

pub mod packed;

use std::fmt::{self, Debug, Display};
use std::ops::ControlFlow;
use std::str::FromStr;

use fanga_core::text::excerpt;
use fanga_core::{Outcome, Player};
use smallvec::SmallVec;

use crate::game::{Cx, HoleRefusal, PoolKey, Setup, Sowing, SowingGame, check_own_hole};
use crate::relay::{Landing, Turn};
use crate::trace::{Stop, Tracer};
use crate::{Board, Circuit, Direction, Hole, Lap, LapEnd, LapStart, Pool, reason};

/// The phase of the player to move.
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

/// Which tsibongy captured seeds are sown from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TsibongyRule {
    /// Dandouau's zone rule: a capture in one of the two columns nearest an end
    /// of the row is sown from the tsibongy at that end; elsewhere the mover
    /// chooses.
    #[default]
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

/// The state of a turn in progress besides the board: compared, with the
/// board and the next lap, to detect turns that never end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ReserveTurn<E> {
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
    /// The game's own state (the rova flags of katra sakalava), carried
    /// through the turn and kept by the position after it.
    pub extra: E,
}

/// A choice that can name a tsibongy (the game's own type, which may hold
/// more: katra sakalava's `stop` and `rova`).
pub trait ReserveChoice: Copy + Eq + Debug + Display + FromStr + Send + Sync + 'static {
    /// The choice to sow captured seeds starting at tsibongy `hole`.
    fn tsibongy(hole: Hole) -> Self;
    /// The tsibongy this choice names, if it is one.
    fn as_tsibongy(self) -> Option<Hole>;
}

/// A tsibongy choice, written as the hole: `h2`. The whole choice type of
/// games whose only choice is the tsibongy (katra fandatsaka, fifangha).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tsibongy(pub Hole);

impl Display for Tsibongy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Display::fmt(&self.0, f)
    }
}

impl FromStr for Tsibongy {
    type Err = crate::ParseHoleError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse().map(Tsibongy)
    }
}

impl ReserveChoice for Tsibongy {
    fn tsibongy(hole: Hole) -> Self {
        Tsibongy(hole)
    }

    fn as_tsibongy(self) -> Option<Hole> {
        Some(self.0)
    }
}

/// Where a turn starts: a hole, and a direction unless the turn is a phase-1
/// capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ReserveOpening {
    /// The hole.
    pub hole: Hole,
    /// The direction, `None` for a phase-1 capture opening.
    pub dir: Option<Direction>,
}

/// `d2` or `d2:cw`.
impl Display for ReserveOpening {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.hole)?;
        if let Some(d) = self.dir {
            write!(f, ":{d}")?;
        }
        Ok(())
    }
}

/// Most mid-turn choices a move can hold: every capture empties one of the
/// opponent's at most 8 inner holes, and a game's other choices (katra
/// sakalava's `stop` and `rova`) happen once each.
pub const MAX_CHOICES: usize = 12;

/// A whole turn of a four-row reserve game: the opening, then the mid-turn
/// choices in order.
///
/// Notation: `d2 a2 h2` (a phase-1 capture, then two tsibongy choices),
/// `d2:cw` (a phase-1 non-capturing turn), `b1:ccw a2` (a phase-2 turn), and
/// with a game's own choices `c2 h2 stop`, `f2:cw rova`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ReserveMove<C> {
    opening: ReserveOpening,
    /// The choices, then [`ReserveMove::FILLER`]s.
    choices: [C; MAX_CHOICES],
    len: u8,
}

impl<C: ReserveChoice> ReserveMove<C> {
    /// What fills the unused places (so that equal moves compare equal).
    const FILLER: Hole = Hole::at(0, 0);

    /// A move from its parts.
    ///
    /// # Errors
    ///
    /// More than [`MAX_CHOICES`] choices.
    #[inline]
    pub fn new(
        hole: Hole,
        dir: Option<Direction>,
        choices: &[C],
    ) -> Result<Self, ParseReserveMoveError> {
        if choices.len() > MAX_CHOICES {
            return Err(ParseReserveMoveError::TooManyChoices);
        }
        let mut m = ReserveMove {
            opening: ReserveOpening { hole, dir },
            choices: [C::tsibongy(Self::FILLER); MAX_CHOICES],
            len: 0,
        };
        m.choices[..choices.len()].copy_from_slice(choices);
        #[allow(clippy::cast_possible_truncation)]
        {
            m.len = choices.len() as u8;
        }
        Ok(m)
    }

    /// The opening.
    #[must_use]
    pub const fn opening(&self) -> ReserveOpening {
        self.opening
    }

    /// The opening hole.
    #[must_use]
    pub const fn hole(&self) -> Hole {
        self.opening.hole
    }

    /// The direction, `None` for a phase-1 capture opening.
    #[must_use]
    pub const fn dir(&self) -> Option<Direction> {
        self.opening.dir
    }

    /// The mid-turn choices, in order.
    #[must_use]
    pub fn choices(&self) -> &[C] {
        &self.choices[..usize::from(self.len)]
    }
}

impl<C: ReserveChoice> Display for ReserveMove<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.opening)?;
        for c in self.choices() {
            write!(f, " {c}")?;
        }
        Ok(())
    }
}

/// The text is not a move of a four-row reserve game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseReserveMoveError {
    /// Nothing to read.
    #[error("the move is empty")]
    Empty,
    /// Words not separated by single spaces.
    #[error("words must be separated by single spaces")]
    Spacing,
    /// The opening is not `hole` or `hole:direction`.
    #[error(
        "`{0}` is not an opening: expected a hole like `d2` or a hole and a direction like `d2:cw`"
    )]
    Opening(String),
    /// A word after the opening is not a choice of the game.
    #[error("`{0}` is not a choice of this game (a tsibongy like `a2`, or the game's own)")]
    Choice(String),
    /// More choices than any turn can make.
    #[error("more than {MAX_CHOICES} choices")]
    TooManyChoices,
}

impl<C: ReserveChoice> FromStr for ReserveMove<C> {
    type Err = ParseReserveMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.is_empty() {
            return Err(ParseReserveMoveError::Empty);
        }
        let mut words = s.split(' ');
        let opening = words.next().unwrap_or_default();
        let (hole, dir) = match opening.split_once(':') {
            Some((h, d)) => (h, Some(d)),
            None => (opening, None),
        };
        let bad_opening = || ParseReserveMoveError::Opening(excerpt(opening));
        let hole: Hole = hole.parse().map_err(|_| bad_opening())?;
        let dir = dir
            .map(str::parse::<Direction>)
            .transpose()
            .map_err(|_| bad_opening())?;
        let mut choices: SmallVec<[C; MAX_CHOICES]> = SmallVec::new();
        for w in words {
            if w.is_empty() {
                return Err(ParseReserveMoveError::Spacing);
            }
            if choices.len() == MAX_CHOICES {
                return Err(ParseReserveMoveError::TooManyChoices);
            }
            choices.push(
                w.parse()
                    .map_err(|_| ParseReserveMoveError::Choice(excerpt(w)))?,
            );
        }
        ReserveMove::new(hole, dir, &choices)
    }
}

/// Why an opening of a four-row reserve game is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ReserveRefusal {
    /// Not a non-empty hole of the mover's two rows.
    #[error(transparent)]
    Hole(#[from] HoleRefusal),
    /// A phase-1 turn starts in the outer row.
    #[error("{0} is in the outer row: while his reserve lasts a player starts in his inner row")]
    OuterRow(Hole),
    /// A capture opening exists, and the move is not one.
    #[error(
        "a capture is possible ({example} for one), so the turn must start with a capture opening, written without direction"
    )]
    CaptureRequired {
        /// One capture opening.
        example: Hole,
    },
    /// A hole given as a capture opening does not face seeds.
    #[error("{0} faces an empty hole: it is not a capture opening")]
    NotACapture(Hole),
    /// A non-capturing or phase-2 opening needs a direction.
    #[error("{0} needs a direction: `{0}:cw` or `{0}:ccw`")]
    DirectionMissing(Hole),
    /// In phase 2, some opening captures at once and this one does not.
    #[error(
        "an opening captures at once ({example} for one), so the turn must start with one that does"
    )]
    ImmediateCaptureRequired {
        /// One opening that captures at once.
        example: ReserveOpening,
    },
}

/// What a four-row reserve game states beyond its [`SowingGame`]: the seams
/// of the shared rules. The parts of this module read them.
pub trait ReserveRules:
    SowingGame<
        Opening = ReserveOpening,
        TurnState = ReserveTurn<<Self as SowingGame>::Extra>,
        Refusal = ReserveRefusal,
    >
where
    Self::Choice: ReserveChoice,
{
    /// How the tsibongy is chosen after a capture in `phase`.
    fn tsibongy_rule(options: &Self::Options, phase: Phase) -> TsibongyRule;

    /// What happens when the mover's reserve is empty.
    fn reserve_end(options: &Self::Options) -> ReserveEnd;

    /// Takes the seeds of `hole` into the mover's hand and returns how many:
    /// one of his own holes to sow at the start of a turn
    /// ([`Taking::PickUp`]), or the opponent's inner hole he captures from
    /// ([`Taking::Capture`]). The default takes that hole alone; katra
    /// sakalava takes both holes of a standing rova.
    fn take(
        cx: &Cx<Self>,
        turn: &mut Turn<Self::TurnState>,
        hole: Hole,
        taking: Taking,
        trace: &mut impl Tracer,
    ) -> u8 {
        let _ = cx;
        match taking {
            Taking::PickUp => turn.take(hole, trace),
            Taking::Capture => turn.capture(hole, trace),
        }
    }
}

/// Why seeds are taken into the hand ([`ReserveRules::take`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Taking {
    /// The mover picks up one of his holes to sow it.
    PickUp,
    /// The mover captures from the opponent's inner row.
    Capture,
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
    [Hole::at(0, r), Hole::at(cols.saturating_sub(1), r)]
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

/// A player's ring on `cols` columns (4 to 8; others give the 8-column ring).
#[must_use]
pub fn ring(cols: u8, p: Player) -> &'static Circuit {
    let c = if (4..=8).contains(&cols) { cols } else { 8 };
    Circuit::player_ring_ref(c, p)
}

/// The column counts of these games.
pub const COLUMNS: &[u8] = &[8, 6, 4];

/// The number of columns of a four-row reserve game: 8, 6 or 4 (reserves of
/// 26, 20 or 14 at the start), so that options always hold one the game can
/// play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Columns {
    /// 8 columns: Flacourt's 32 holes.
    #[default]
    Eight,
    /// 6 columns.
    Six,
    /// 4 columns (*fifangakely*).
    Four,
}

impl Columns {
    /// The number of columns.
    #[must_use]
    pub const fn count(self) -> u8 {
        match self {
            Columns::Eight => 8,
            Columns::Six => 6,
            Columns::Four => 4,
        }
    }

    /// The value for a number of columns, if it is 8, 6 or 4.
    #[must_use]
    pub const fn from_count(n: u8) -> Option<Columns> {
        match n {
            8 => Some(Columns::Eight),
            6 => Some(Columns::Six),
            4 => Some(Columns::Four),
            _ => None,
        }
    }
}

/// The options of a four-row reserve game that has the `columns` option
/// ([`Columns`]), for [`reserve_game_parts!`](crate::reserve_game_parts)'s
/// `board` part.
pub trait ColumnsOption: fanga_core::GameOptions + Copy {
    /// The columns.
    fn columns(&self) -> Columns;
    /// The same options on other columns.
    #[must_use]
    fn with_columns(self, columns: Columns) -> Self;
}

/// The `reserve` key of their position text.
pub const RESERVE_KEY: &[PoolKey] = &[PoolKey {
    key: "reserve",
    pool: Pool::Reserve,
    example: "two counts, like `26,26`",
    label: "reserve",
}];

/// Fifangha's start on `cols` columns (katra fandatsaka's too): one seed in
/// each inner hole but the tsibongy, the rest of 4C seeds in each reserve
/// (26, 20 or 14).
#[must_use]
pub fn start_board(cols: u8) -> Board {
    let cols = if COLUMNS.contains(&cols) { cols } else { 8 };
    let mut board = Board::new(4, cols).unwrap_or_else(|_| unreachable!("4 x 4..8 fits"));
    // 2 x (C - 2) seeds on the board, 2 x (4C - (C - 2)) in the reserves:
    // 8C <= 64 in all.
    for row in [1, 2] {
        for c in 1..cols - 1 {
            let _ = board.set(Hole::at(c, row), 1);
        }
    }
    for p in Player::BOTH {
        let _ = board.set_pool(Pool::Reserve, p, 4 * cols - (cols - 2));
    }
    board
}

/// The start [`Setup`] on [`start_board`], South to move.
#[must_use]
pub fn start<G: SowingGame>(cols: u8) -> Setup<G> {
    Setup {
        board: start_board(cols),
        turn: Player::South,
        extra: G::Extra::default(),
    }
}

/// The phase of `p`: one while his reserve has seeds.
#[must_use]
pub const fn phase(board: &Board, p: Player) -> Phase {
    if board.pool(Pool::Reserve, p) > 0 {
        Phase::One
    } else {
        Phase::Two
    }
}

/// The phase of the player to move, read from the position's cells.
fn phase_of<G: SowingGame>(pos: &Sowing<G>) -> Phase {
    if pos.pool(Pool::Reserve, pos.turn()) > 0 {
        Phase::One
    } else {
        Phase::Two
    }
}

fn turn_state<G: ReserveRules>(pos: &Sowing<G>, mode: Mode, dir: Direction) -> ReserveTurn<G::Extra>
where
    G::Choice: ReserveChoice,
{
    ReserveTurn {
        mode,
        phase: phase_of(pos),
        dir,
        won: false,
        hand: 0,
        extra: pos.extra(),
    }
}

/// The phase-1 capture openings: non-empty inner holes facing seeds.
pub fn capture_openings(board: &Board, mover: Player) -> impl Iterator<Item = Hole> + '_ {
    board
        .row_holes(inner_row(mover))
        .filter(|&h| board.get(h) > 0 && board.get(facing(h)) > 0)
}

/// A sowing opening: in phase 1 a reserve seed goes into `h` first; the mover
/// picks `h` up ([`ReserveRules::take`]) and sows from the next hole.
fn open_sowing<G: ReserveRules>(
    cx: &Cx<G>,
    pos: &Sowing<G>,
    board: &Board,
    h: Hole,
    dir: Direction,
    mode: Mode,
    trace: &mut impl Tracer,
) -> (Turn<G::TurnState>, Landing<G::Choice>)
where
    G::Choice: ReserveChoice,
{
    let mut turn = Turn {
        board: *board,
        state: turn_state(pos, mode, dir),
    };
    if turn.state.phase == Phase::One {
        let seed = turn.from_reserve(cx.mover, 1, trace);
        turn.drop_into(h, seed, trace);
    }
    let seeds = G::take(cx, &mut turn, h, Taking::PickUp, trace);
    (turn, Landing::Sow(Lap::new(h, seeds, dir, LapStart::Next)))
}

/// Phase 2: whether the opening's first lap ends (n >= 2) in the mover's
/// inner row facing seeds.
fn captures_at_once<G: ReserveRules>(
    cx: &Cx<G>,
    pos: &Sowing<G>,
    board: &Board,
    h: Hole,
    dir: Direction,
) -> bool
where
    G::Choice: ReserveChoice,
{
    let (turn, landing) = open_sowing(cx, pos, board, h, dir, Mode::Capturing, &mut ());
    first_lap_captures(cx, &turn, &landing)
}

/// Whether an opening's first lap (`landing`, from `turn`) ends (n >= 2) in
/// the mover's inner row facing seeds: found without sowing
/// ([`Circuit::lap_end`]), as the facing hole is off the mover's ring.
fn first_lap_captures<G: ReserveRules>(
    cx: &Cx<G>,
    turn: &Turn<G::TurnState>,
    landing: &Landing<G::Choice>,
) -> bool
where
    G::Choice: ReserveChoice,
{
    let Landing::Sow(lap) = *landing else {
        return false;
    };
    let end = cx.circuit.lap_end(&turn.board, lap);
    end.count >= 2 && end.hole.row() == inner_row(cx.mover) && turn.board.get(facing(end.hole)) > 0
}

/// The phase-2 openings, and whether they are capturing: those that capture
/// at once if any, else all of them, non-capturing.
fn phase_two_openings<G: ReserveRules>(
    cx: &Cx<G>,
    pos: &Sowing<G>,
) -> (SmallVec<[(Hole, Direction); 32]>, Mode)
where
    G::Choice: ReserveChoice,
{
    let board = &pos.board();
    let mut all = SmallVec::new();
    for row in [inner_row(cx.mover), outer_row(cx.mover)] {
        for h in board.row_holes(row) {
            if board.get(h) > 0 {
                all.extend(Direction::BOTH.iter().map(|&d| (h, d)));
            }
        }
    }
    let capturing: SmallVec<[(Hole, Direction); 32]> = all
        .iter()
        .copied()
        .filter(|&(h, d)| captures_at_once(cx, pos, board, h, d))
        .collect();
    if capturing.is_empty() {
        (all, Mode::NonCapturing)
    } else {
        (capturing, Mode::Capturing)
    }
}

/// [`SowingGame::openings`] of the four-row reserve games.
pub fn openings<G: ReserveRules>(
    pos: &Sowing<G>,
    visit: &mut impl FnMut(ReserveOpening) -> ControlFlow<()>,
) -> ControlFlow<()>
where
    G::Choice: ReserveChoice,
{
    let board = &pos.board();
    let mover = pos.turn();
    match phase(board, mover) {
        Phase::One => {
            if capture_openings(board, mover).next().is_some() {
                for hole in capture_openings(board, mover) {
                    visit(ReserveOpening { hole, dir: None })?;
                }
            } else {
                for hole in board.row_holes(inner_row(mover)) {
                    if board.get(hole) > 0 {
                        for d in Direction::BOTH {
                            visit(ReserveOpening { hole, dir: Some(d) })?;
                        }
                    }
                }
            }
        }
        Phase::Two => {
            let (openings, _) = phase_two_openings(&pos.cx(), pos);
            for (hole, d) in openings {
                visit(ReserveOpening { hole, dir: Some(d) })?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// [`SowingGame::check_opening`] of the four-row reserve games.
///
/// # Errors
///
/// [`ReserveRefusal`]: why the opening is refused.
pub fn check_opening<G: ReserveRules>(
    pos: &Sowing<G>,
    o: ReserveOpening,
) -> Result<(), ReserveRefusal>
where
    G::Choice: ReserveChoice,
{
    let board = &pos.board();
    let mover = pos.turn();
    let h = o.hole;
    check_own_hole(board, h, mover)?;
    match phase(board, mover) {
        Phase::One => {
            if h.row() != inner_row(mover) {
                return Err(ReserveRefusal::OuterRow(h));
            }
            let example = capture_openings(board, mover).next();
            match (o.dir, example) {
                (None, Some(_)) if board.get(facing(h)) > 0 => Ok(()),
                (None, Some(_)) => Err(ReserveRefusal::NotACapture(h)),
                (Some(_), Some(example)) => Err(ReserveRefusal::CaptureRequired { example }),
                (None, None) => Err(ReserveRefusal::DirectionMissing(h)),
                (Some(_), None) => Ok(()),
            }
        }
        Phase::Two => {
            let Some(d) = o.dir else {
                return Err(ReserveRefusal::DirectionMissing(h));
            };
            let (openings, _) = phase_two_openings(&pos.cx(), pos);
            if openings.contains(&(h, d)) {
                return Ok(());
            }
            let (hole, dir) = openings.first().copied().unwrap_or((h, d));
            Err(ReserveRefusal::ImmediateCaptureRequired {
                example: ReserveOpening {
                    hole,
                    dir: Some(dir),
                },
            })
        }
    }
}

/// [`SowingGame::open`] of the four-row reserve games: a phase-1 capture
/// opening puts a reserve seed into the hole, which then acts as the last
/// seed of a lap ([`SowingGame::land`]); every other opening sows the hole.
pub fn open<G: ReserveRules>(
    cx: &Cx<G>,
    pos: &Sowing<G>,
    o: ReserveOpening,
    trace: &mut impl Tracer,
) -> (Turn<G::TurnState>, Landing<G::Choice>)
where
    G::Choice: ReserveChoice,
{
    let board = pos.board();
    let Some(dir) = o.dir else {
        // A phase-1 capture opening.
        let mut turn = Turn {
            board,
            state: turn_state(pos, Mode::Capturing, Direction::Cw),
        };
        let seed = turn.from_reserve(cx.mover, 1, trace);
        turn.drop_into(o.hole, seed, trace);
        let end = LapEnd {
            hole: o.hole,
            count: turn.board.get(o.hole),
        };
        let landing = G::land(cx, &mut turn, end, trace);
        return (turn, landing);
    };
    // A legal phase-2 opening is capturing exactly when it captures at once:
    // if any opening does, only those are legal.
    let (mut turn, landing) = open_sowing(cx, pos, &board, o.hole, dir, Mode::NonCapturing, trace);
    if turn.state.phase == Phase::Two && first_lap_captures(cx, &turn, &landing) {
        turn.state.mode = Mode::Capturing;
    }
    (turn, landing)
}

/// The first checks of every landing: a turn already won ends with its lap,
/// and n = 1 ends the turn. `None` when the landing goes on.
#[must_use]
pub fn settle<E, C>(turn: &Turn<ReserveTurn<E>>, end: LapEnd) -> Option<Landing<C>> {
    if turn.state.won {
        return Some(Landing::End(Stop::WonAtOnce));
    }
    if end.count == 1 {
        return Some(Landing::End(Stop::EmptyHole));
    }
    None
}

/// The ordinary landing (n >= 2): in a capturing turn, an inner hole facing
/// seeds captures them ([`capture_and_sow`]); otherwise the hole is relayed in
/// the current direction.
pub fn capture_or_relay<G: ReserveRules>(
    cx: &Cx<G>,
    turn: &mut Turn<G::TurnState>,
    end: LapEnd,
    trace: &mut impl Tracer,
) -> Landing<G::Choice>
where
    G::Choice: ReserveChoice,
{
    let h = end.hole;
    if turn.state.mode == Mode::Capturing
        && h.row() == inner_row(cx.mover)
        && turn.board.get(facing(h)) > 0
    {
        return capture_and_sow(cx, turn, h, trace);
    }
    relay(turn, h, trace)
}

/// [`SowingGame::relay_run`] of a game whose landing is [`settle`] then
/// [`capture_or_relay`]: sows `lap` and the relays after it on the packed
/// ring ([`Circuit::relay_run`]), stopping at a hole holding 1 seed, at an
/// inner hole facing seeds in a capturing turn, and at any hole for which
/// `also_exit` holds (a game's own landing rules: fifangha's tsibongy). Not
/// used once the turn is won (every landing then ends it).
pub fn relay_run<G: ReserveRules>(
    cx: &Cx<G>,
    turn: &mut Turn<G::TurnState>,
    lap: Lap,
    left: &mut u64,
    also_exit: impl Fn(Hole) -> bool,
) -> Option<crate::RelayRun>
where
    G::Choice: ReserveChoice,
{
    if turn.state.won {
        return None;
    }
    let capturing = turn.state.mode == Mode::Capturing;
    let inner = inner_row(cx.mover);
    cx.circuit.relay_run(
        &mut turn.board,
        lap,
        |board, h| (capturing && h.row() == inner && board.get(facing(h)) > 0) || also_exit(h),
        left,
    )
}

/// Takes the seeds of `h` and sows them on from the next hole in the turn's
/// direction.
pub fn relay<E, C>(
    turn: &mut Turn<ReserveTurn<E>>,
    h: Hole,
    trace: &mut impl Tracer,
) -> Landing<C> {
    let seeds = turn.take(h, trace);
    Landing::Sow(Lap::new(h, seeds, turn.state.dir, LapStart::Next))
}

/// The ordinary capture: the last seed fell in `h`, an inner hole of the
/// mover facing seeds. Takes the facing seeds ([`ReserveRules::take`]),
/// notes a win at once, and sows them starting at a tsibongy towards the
/// interior: forced by the zone rule, or offered as a choice.
pub fn capture_and_sow<G: ReserveRules>(
    cx: &Cx<G>,
    turn: &mut Turn<G::TurnState>,
    h: Hole,
    trace: &mut impl Tracer,
) -> Landing<G::Choice>
where
    G::Choice: ReserveChoice,
{
    let seeds = G::take(cx, turn, facing(h), Taking::Capture, trace);
    note_win(cx.mover, turn);
    turn.state.hand = seeds;
    let cols = turn.board.cols();
    let [a, last] = tsibongy(cols, cx.mover);
    let forced = match G::tsibongy_rule(&cx.options, turn.state.phase) {
        TsibongyRule::Free => None,
        TsibongyRule::Zone if h.col() < 2 => Some(a),
        TsibongyRule::Zone if h.col() + 2 >= cols => Some(last),
        TsibongyRule::Zone => None,
    };
    match forced {
        Some(t) => sow_from_tsibongy(cx.mover, turn, t),
        None => Landing::Choose(SmallVec::from_slice(&[
            G::Choice::tsibongy(a),
            G::Choice::tsibongy(last),
        ])),
    }
}

/// Sows the seeds in hand starting at tsibongy `t`, towards the interior (the
/// answer to a tsibongy choice).
pub fn sow_from_tsibongy<E, C>(
    mover: Player,
    turn: &mut Turn<ReserveTurn<E>>,
    t: Hole,
) -> Landing<C> {
    let dir = towards_interior(mover, t.col() == 0);
    turn.state.dir = dir;
    let seeds = std::mem::take(&mut turn.state.hand);
    Landing::Sow(Lap::new(t, seeds, dir, LapStart::At))
}

/// After a capture: if the opponent's inner row is now empty, the game ends
/// when the lap being sown ends.
pub fn note_win<E>(mover: Player, turn: &mut Turn<ReserveTurn<E>>) {
    if turn.board.row_is_empty(inner_row(mover.other())) {
        turn.state.won = true;
    }
}

/// [`SowingGame::finish`] of the four-row reserve games: the game's own state
/// as the turn left it, and the other player to move (the reserve seed was
/// drawn from the pool by the opening).
pub fn finish<G: ReserveRules>(turn: &Turn<G::TurnState>, mover: Player) -> (G::Extra, Player)
where
    G::Choice: ReserveChoice,
{
    (turn.state.extra, mover.other())
}

/// [`SowingGame::outcome`] of the four-row reserve games, checked at the
/// start of every turn: kamo (the mover's inner row is empty: he has lost),
/// then an empty reserve ([`ReserveRules::reserve_end`]).
pub fn outcome<G: ReserveRules>(pos: &Sowing<G>) -> Option<Outcome>
where
    G::Choice: ReserveChoice,
{
    let mover = pos.turn();
    let board = &pos.board();
    if board.row_is_empty(inner_row(mover)) {
        return Some(Outcome::win(mover.other(), reason::KAMO));
    }
    if phase(board, mover) == Phase::Two {
        let reason = reason::RESERVE_EXHAUSTED;
        match G::reserve_end(pos.options()) {
            ReserveEnd::PhaseTwo => {}
            ReserveEnd::Draw => return Some(Outcome::Draw { reason }),
            ReserveEnd::MostSeeds => return Some(Outcome::by_score(score(pos), reason)),
        }
    }
    None
}

/// Seeds in each player's two rows (the count of [`ReserveEnd::MostSeeds`]).
#[must_use]
pub fn score<G: SowingGame>(pos: &Sowing<G>) -> [u32; 2] {
    Player::BOTH.map(|p| pos.board().side_total(p))
}

/// The diagram's status line: `South to move (phase 1)`.
#[must_use]
pub fn diagram_status<G: SowingGame>(pos: &Sowing<G>) -> String {
    let n = match phase(&pos.board(), pos.turn()) {
        Phase::One => 1,
        Phase::Two => 2,
    };
    format!("{} to move (phase {n})", pos.turn().name())
}

#[cfg(feature = "serde")]
impl<C: ReserveChoice> fanga_core::serialization::serde::Serialize for ReserveMove<C> {
    fn serialize<S: fanga_core::serialization::serde::Serializer>(
        &self,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de, C: ReserveChoice> fanga_core::serialization::serde::Deserialize<'de> for ReserveMove<C> {
    fn deserialize<D: fanga_core::serialization::serde::Deserializer<'de>>(
        d: D,
    ) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str> as fanga_core::serialization::serde::Deserialize>::deserialize(d)?;
        text.parse()
            .map_err(<D::Error as fanga_core::serialization::serde::de::Error>::custom)
    }
}

/// Implements [`ColumnsOption`](crate::reserve::ColumnsOption) for an options
/// struct whose field `columns` is a [`Columns`](crate::reserve::Columns).
#[macro_export]
macro_rules! impl_columns_option {
    ($options:ty) => {
        impl $crate::reserve::ColumnsOption for $options {
            fn columns(&self) -> $crate::reserve::Columns {
                self.columns
            }

            fn with_columns(mut self, columns: $crate::reserve::Columns) -> Self {
                self.columns = columns;
                self
            }
        }
    };
}

/// Writes the members of [`SowingGame`] that a four-row reserve game takes
/// from these parts unchanged: `split` and `join` (its move is a
/// [`ReserveMove`] of its choice type), `openings`, `check_opening`, `open`,
/// `score` and `diagram_status`; with `outcome`, also [`outcome`]; with
/// `tsibongy_choices`, also `choose` for a game whose only choice is the
/// [`Tsibongy`]; with `plain_relays`, `relay_run` for a game whose `land`
/// is [`settle`] then [`capture_or_relay`]; with `types`, the associated types every such game shares
/// (`Opening`, `TurnState`, `Refusal`, `ParseMoveError`); with `board`, the
/// four rows of 8, 6 or 4 columns set by the options' `columns`
/// ([`ColumnsOption`]), with the reserve key, the player rings and
/// [`start`]. Use it inside the game's `impl SowingGame for ...`, which then
/// states only what is its own.
#[macro_export]
macro_rules! reserve_game_parts {
    ($($part:ident),* $(,)?) => {
        $crate::reserve_game_parts!(@base);
        $( $crate::reserve_game_parts!(@$part); )*
    };
    (@types) => {
        type Opening = $crate::reserve::ReserveOpening;
        type TurnState = $crate::reserve::ReserveTurn<<Self as $crate::SowingGame>::Extra>;
        type Refusal = $crate::reserve::ReserveRefusal;
        type ParseMoveError = $crate::reserve::ParseReserveMoveError;
    };
    (@board) => {
        const ROWS: u8 = 4;
        const COLUMNS: &'static [u8] = $crate::reserve::COLUMNS;
        const COLUMNS_EXPECTED: &'static str = "8, 6 or 4";
        const POOLS: &'static [$crate::PoolKey] = $crate::reserve::RESERVE_KEY;
        /// 4 rows of up to 8 holes and the reserves.
        type Cells = [u8; 34];

        fn columns(options: &Self::Options) -> u8 {
            $crate::reserve::ColumnsOption::columns(options).count()
        }

        /// The columns come from the board.
        fn text_options(columns: u8, _: &[(&str, &str)]) -> Self::Options {
            let o = <Self::Options as ::core::default::Default>::default();
            match $crate::reserve::Columns::from_count(columns) {
                ::core::option::Option::Some(c) => $crate::reserve::ColumnsOption::with_columns(o, c),
                ::core::option::Option::None => o,
            }
        }

        fn circuit(options: &Self::Options, mover: $crate::fanga_core::Player) -> &'static $crate::Circuit {
            $crate::reserve::ring($crate::reserve::ColumnsOption::columns(options).count(), mover)
        }

        fn start(options: &Self::Options) -> $crate::Setup<Self> {
            $crate::reserve::start($crate::reserve::ColumnsOption::columns(options).count())
        }
    };
    (@outcome) => {
        fn outcome(pos: &$crate::Sowing<Self>) -> ::core::option::Option<$crate::fanga_core::Outcome> {
            $crate::reserve::outcome(pos)
        }
    };
    (@plain_relays) => {
        /// Runs of relays on the packed ring ([`reserve::relay_run`]): its
        /// `land` relays every landing but those on 1 seed and the
        /// captures.
        fn relay_run(
            cx: &$crate::Cx<Self>,
            turn: &mut $crate::relay::Turn<<Self as $crate::SowingGame>::TurnState>,
            lap: $crate::Lap,
            left: &mut u64,
        ) -> ::core::option::Option<$crate::RelayRun> {
            $crate::reserve::relay_run(cx, turn, lap, left, |_| false)
        }
    };
    (@tsibongy_choices) => {
        fn choose(
            cx: &$crate::Cx<Self>,
            turn: &mut $crate::relay::Turn<<Self as $crate::SowingGame>::TurnState>,
            t: $crate::reserve::Tsibongy,
            _: &mut impl $crate::trace::Tracer,
        ) -> $crate::relay::Landing<$crate::reserve::Tsibongy> {
            $crate::reserve::sow_from_tsibongy(cx.mover, turn, t.0)
        }
    };
    (@base) => {
        fn split(
            m: &Self::Move,
        ) -> (
            $crate::reserve::ReserveOpening,
            &[<Self as $crate::SowingGame>::Choice],
        ) {
            (m.opening(), m.choices())
        }

        #[inline]
        fn join(
            o: $crate::reserve::ReserveOpening,
            choices: &[<Self as $crate::SowingGame>::Choice],
        ) -> ::core::option::Option<Self::Move> {
            $crate::reserve::ReserveMove::new(o.hole, o.dir, choices).ok()
        }

        fn openings(
            pos: &$crate::Sowing<Self>,
            visit: &mut impl FnMut($crate::reserve::ReserveOpening) -> ::core::ops::ControlFlow<()>,
        ) -> ::core::ops::ControlFlow<()> {
            $crate::reserve::openings(pos, visit)
        }

        fn check_opening(
            pos: &$crate::Sowing<Self>,
            o: $crate::reserve::ReserveOpening,
        ) -> ::core::result::Result<(), $crate::reserve::ReserveRefusal> {
            $crate::reserve::check_opening(pos, o)
        }

        fn open(
            cx: &$crate::Cx<Self>,
            pos: &$crate::Sowing<Self>,
            o: $crate::reserve::ReserveOpening,
            trace: &mut impl $crate::trace::Tracer,
        ) -> (
            $crate::relay::Turn<<Self as $crate::SowingGame>::TurnState>,
            $crate::relay::Landing<<Self as $crate::SowingGame>::Choice>,
        ) {
            $crate::reserve::open(cx, pos, o, trace)
        }

        /// Seeds in each player's two rows.
        fn score(pos: &$crate::Sowing<Self>) -> [u32; 2] {
            $crate::reserve::score(pos)
        }

        fn diagram_status(pos: &$crate::Sowing<Self>) -> ::std::string::String {
            $crate::reserve::diagram_status(pos)
        }
    };
}
