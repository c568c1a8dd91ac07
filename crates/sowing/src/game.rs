//! The sowing-game shell: a game states its rules ([`SowingGame`]) and
//! [`Sowing<G>`] is its position, implementing [`Position`] and [`Traced`].
//!
//! A sowing game is a board of holes with pools ([`Pool`]), a player to move,
//! a little state of the game's own ([`SowingGame::Extra`]: Katro's bound
//! directions, the rova flags of katra sakalava), and whole-turn moves. A
//! move is an **opening** (where the turn starts: a hole, a hole and a
//! direction, a setup) followed by the **choices** made during the turn. The
//! game states:
//!
//! - its geometry: rows ([`SowingGame::ROWS`]), columns
//!   ([`SowingGame::columns`]), the circuit each player sows around
//!   ([`SowingGame::circuit`]) and the pools its text shows
//!   ([`SowingGame::POOLS`]);
//! - its openings ([`SowingGame::openings`], [`SowingGame::check_opening`],
//!   [`SowingGame::open`]), what the last seed of a lap does
//!   ([`SowingGame::land`]) and what a choice does ([`SowingGame::choose`]);
//! - its bookkeeping after a turn ([`SowingGame::finish`]), its end
//!   ([`SowingGame::outcome`]) and score ([`SowingGame::score`]);
//! - the keys of its own state in the position text and the diagram.
//!
//! The shell does the rest once for every game: move generation by exploring
//! whole turns ([`relay::explore`]), the three play tiers, turns that never
//! end (the mover loses, [`reason::INFINITE_TURN`], and the position keeps the
//! text of the position before the turn), the position text and its errors,
//! seed conservation, traces and their replay (pools included), and a
//! validated constructor from parts ([`Setup`]). A game may still override a
//! hot path ([`SowingGame::play_random`]) without copying the shell.

use std::fmt::{self, Debug, Display, Write as _};
use std::hash::Hash;
use std::marker::PhantomData;
use std::ops::ControlFlow;
use std::str::FromStr;

use fanga_core::text::{self, ParsePositionError};
use fanga_core::{
    GameOptions, LapBudget, MoveList, Notation, Outcome, PlayError, PlayWithinError, Player,
    Playout, Position, RepetitionRule, SplitMix64, TraceReplayError, Traced, Undecided,
    WithinError,
};

use crate::compact::{Cells, Layout};
use crate::relay::{self, ChoiceError, Landing, Turn, TurnEnd, TurnRules};
use crate::trace::{MoveTrace, Naming, TraceError, TraceProblem, Tracer};
use crate::{Board, Circuit, Hole, LapEnd, Pool, reason};

/// A pool the position text shows, after the side to move: `reserve=26,26`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PoolKey {
    /// The key.
    pub key: &'static str,
    /// The pool.
    pub pool: Pool,
    /// An example value, for errors: "two counts, like `26,26`".
    pub example: &'static str,
    /// The word the diagram uses: `reserve`, `eaten`.
    pub label: &'static str,
}

impl PoolKey {
    /// `captured=S,N`: the seeds each player has captured (Oware).
    pub const CAPTURED: PoolKey = PoolKey {
        key: "captured",
        pool: Pool::Captured,
        example: "two counts, like `12,8`",
        label: "captured",
    };
    /// `store=S,N`: each player's store (Kalah).
    pub const STORE: PoolKey = PoolKey {
        key: "store",
        pool: Pool::Store,
        example: "two counts, like `2,0`",
        label: "store",
    };
}

/// What the game's hooks know about a turn: who moves, under which options,
/// around which circuit.
#[derive(Clone, Copy, Debug)]
pub struct Cx<G: SowingGame> {
    /// The player to move.
    pub mover: Player,
    /// The options.
    pub options: G::Options,
    /// The mover's circuit.
    pub circuit: &'static Circuit,
}

/// The parts of a position, unchecked: build one and validate it with
/// [`Sowing::from_setup`] (shakmaty's `Setup` → `Position`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup<G: SowingGame> {
    /// The board, pools included.
    pub board: Board,
    /// The player to move.
    pub turn: Player,
    /// The game's own state.
    pub extra: G::Extra,
}

/// A sowing game's rules, plugged into the shell [`Sowing<G>`]. See the
/// [module documentation](self) and the guide
/// [adding a game](crate::guide::adding_a_game).
///
/// Hooks must be deterministic (they may depend only on their arguments), or
/// the detection of turns that never end is no longer exact.
pub trait SowingGame: Copy + Eq + Hash + Debug + Default + Send + Sync + 'static {
    /// The game's name in the registry: `katro`.
    const GAME: &'static str;
    /// The letters naming the players, South's seat first.
    const PLAYER_LETTERS: [char; 2] = ['S', 'N'];
    /// What the rules say when a position repeats in a game.
    const REPETITION: RepetitionRule = RepetitionRule::None;
    /// Rows of the board: 1 (a line of cups), 2 or 4.
    const ROWS: u8;
    /// The numbers of columns a position text may have.
    const COLUMNS: &'static [u8];
    /// How the columns accepted are described in errors: `4, 6 or 8`.
    const COLUMNS_EXPECTED: &'static str;
    /// The option that sets the columns (`columns`), for errors.
    const COLUMNS_OPTION: &'static str = "columns";
    /// What the columns are called in errors: `columns`, `houses a row`.
    const COLUMNS_NOUN: &'static str = "columns";
    /// The pools the position text shows, in order, after the side.
    const POOLS: &'static [PoolKey] = &[];
    /// Pools the game keeps without showing them (Mangala's shells before
    /// the setup): [`Sowing::from_setup`] accepts seeds there.
    const HIDDEN_POOLS: &'static [Pool] = &[];
    /// How traces name holes.
    const NAMING: Naming = Naming::Coordinates;
    /// Whether turns can offer choices. When they cannot (and the move is
    /// the opening: `no_choices!` sets it), move generation lists the
    /// openings without playing each turn.
    const HAS_CHOICES: bool = true;
    /// The most laps any turn can sow, if the rules bound it (Oware: 1):
    /// budgeted move generation of a game without choices then lists its
    /// openings without playing them when the budget covers it. `None` (the
    /// default) when turns may be long or endless. The conformance kit
    /// checks that no turn sows more.
    const MAX_TURN_LAPS: Option<u64> = None;

    /// The options.
    type Options: GameOptions + Copy;
    /// A whole turn, in the game's notation.
    type Move: Notation + Copy + FromStr<Err = Self::ParseMoveError>;
    /// Why a text is not a move.
    type ParseMoveError: std::error::Error + Clone + Send + Sync + 'static;
    /// Where a turn starts.
    type Opening: Copy + Eq + Debug;
    /// A choice made during a turn ([`std::convert::Infallible`] for none).
    type Choice: Copy + Eq + Debug + Display + Send + Sync + 'static;
    /// The game's own state kept in positions (`()` for none).
    type Extra: Copy + Eq + Hash + Debug + Default + Send + Sync + 'static;
    /// The state of a turn in progress besides the board, compared to detect
    /// turns that never end.
    type TurnState: Copy + Eq + Debug;
    /// Why an opening is refused.
    type Refusal: std::error::Error + Clone + PartialEq + Eq + Send + Sync + 'static;
    /// The bytes a position keeps its board in ([`compact`](crate::compact)):
    /// `[u8; N]` with N at least `ROWS x (widest of COLUMNS) + 2 x (pools
    /// kept)`, checked when the game is compiled. Oware on up to 7 houses:
    /// `[u8; 16]` (2 x 7 houses and the captured seeds).
    type Cells: Cells;

    /// The columns for these options. The default is the first of
    /// [`SowingGame::COLUMNS`], for games played on one size.
    fn columns(options: &Self::Options) -> u8 {
        let _ = options;
        Self::COLUMNS.first().copied().unwrap_or(1)
    }

    /// The options a position text implies, for `FromStr`: the default
    /// options but for what the text shows (its columns, its keys). The
    /// default is the default options, for games whose options never show in
    /// a text.
    fn text_options(columns: u8, keys: &[(&str, &str)]) -> Self::Options {
        let _ = (columns, keys);
        Self::Options::default()
    }

    /// The circuit `mover` sows around.
    fn circuit(options: &Self::Options, mover: Player) -> &'static Circuit;

    /// The start position (trusted: the conformance kit checks it).
    fn start(options: &Self::Options) -> Setup<Self>;

    /// Checks the game's own conditions on parts already checked for shape
    /// and pools, and completes them (Mangala puts its 70 shells in the
    /// distributor's reserve before the setup).
    ///
    /// # Errors
    ///
    /// The parts describe no position of the game.
    fn validate(
        setup: &mut Setup<Self>,
        options: &Self::Options,
    ) -> Result<(), ParsePositionError> {
        let _ = (setup, options);
        Ok(())
    }

    /// The opening of a move and its choices.
    fn split(m: &Self::Move) -> (Self::Opening, &[Self::Choice]);

    /// The move made of an opening and choices; `None` if the move type cannot
    /// hold that many choices (never for a turn the rules produce).
    fn join(opening: Self::Opening, choices: &[Self::Choice]) -> Option<Self::Move>;

    /// Visits the legal openings of a position that is not over, until
    /// `visit` breaks.
    fn openings(
        pos: &Sowing<Self>,
        visit: &mut impl FnMut(Self::Opening) -> ControlFlow<()>,
    ) -> ControlFlow<()>;

    /// Why `opening` is not legal in a position that is not over; `Ok` for
    /// exactly the openings [`SowingGame::openings`] visits.
    ///
    /// # Errors
    ///
    /// The game's reason.
    fn check_opening(pos: &Sowing<Self>, opening: Self::Opening) -> Result<(), Self::Refusal>;

    /// Starts a turn from a legal opening: the turn (board and turn state)
    /// and its first landing. Seeds taken, dropped or drawn from a reserve are
    /// recorded on `trace` through the [`Turn`] helpers.
    fn open(
        cx: &Cx<Self>,
        pos: &Sowing<Self>,
        opening: Self::Opening,
        trace: &mut impl Tracer,
    ) -> (Turn<Self::TurnState>, Landing<Self::Choice>);

    /// The last seed of a lap fell at `end`: what next?
    fn land(
        cx: &Cx<Self>,
        turn: &mut Turn<Self::TurnState>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Self::Choice>;

    /// The mover chose `choice` among the options of the last
    /// [`Landing::Choose`]: what next? (Games without choices: `match choice {}`.)
    fn choose(
        cx: &Cx<Self>,
        turn: &mut Turn<Self::TurnState>,
        choice: Self::Choice,
        trace: &mut impl Tracer,
    ) -> Landing<Self::Choice>;

    /// The game's fast path for runs of plain relays
    /// ([`TurnRules::relay_run`]),
    /// usually [`Circuit::relay_run`] with the holes where
    /// [`SowingGame::land`] does more than relay as exits. The default is
    /// `None`: every lap goes through [`SowingGame::land`].
    #[inline]
    fn relay_run(
        cx: &Cx<Self>,
        turn: &mut Turn<Self::TurnState>,
        lap: crate::Lap,
        left: &mut u64,
    ) -> Option<crate::RelayRun> {
        let _ = (cx, turn, lap, left);
        None
    }

    /// After a turn that ended: the game's own state and the player to move
    /// next. The default keeps the state and passes the turn.
    fn finish(
        pos: &Sowing<Self>,
        opening: Self::Opening,
        turn: &Turn<Self::TurnState>,
    ) -> (Self::Extra, Player) {
        let _ = (opening, turn);
        (pos.extra(), pos.turn().other())
    }

    /// [`SowingGame::finish`] from a trace, without the rules: the game's own
    /// state and the player to move after the traced move. The default keeps
    /// the state and passes the turn.
    ///
    /// # Errors
    ///
    /// The trace does not say what the game needs.
    fn replay_finish(
        pos: &Sowing<Self>,
        trace: &MoveTrace,
    ) -> Result<(Self::Extra, Player), TraceProblem> {
        let _ = trace;
        Ok((pos.extra(), pos.turn().other()))
    }

    /// The result, if the game is over (a turn that never ended is handled by
    /// the shell).
    fn outcome(pos: &Sowing<Self>) -> Option<Outcome>;

    /// Each player's count as the game scores it ([`Position::score`]).
    fn score(pos: &Sowing<Self>) -> [u32; 2];

    /// [`Position::epoch`]: a number that never decreases along a game and
    /// changes only when no earlier position can recur. The default, 0, is
    /// always exact; Oware counts the seeds captured.
    fn epoch(pos: &Sowing<Self>) -> u64 {
        let _ = pos;
        0
    }

    /// The keys of the game's own state in the position text, after the
    /// pools, with whether each is required: `&[("rova", true)]`.
    fn extra_keys(options: &Self::Options) -> &'static [(&'static str, bool)] {
        let _ = options;
        &[]
    }

    /// Reads the values of [`SowingGame::extra_keys`] (in that order).
    ///
    /// # Errors
    ///
    /// A malformed value, or one that disagrees with the options.
    fn parse_extra(
        options: &Self::Options,
        values: &[Option<&str>],
    ) -> Result<Self::Extra, ParsePositionError> {
        let _ = (options, values);
        Ok(Self::Extra::default())
    }

    /// Writes the game's own keys, each after a space: ` rova=1,1`.
    ///
    /// # Errors
    ///
    /// Only those of the writer.
    fn write_extra(pos: &Sowing<Self>, f: &mut dyn fmt::Write) -> fmt::Result {
        let _ = (pos, f);
        Ok(())
    }

    /// The board part of the diagram, ending with a newline. The default is
    /// the grid with its column letters, North's and South's labels with the
    /// pools the text shows (`North, reserve 26`).
    fn diagram_board(pos: &Sowing<Self>) -> String {
        let label = |p: Player| {
            let mut s = p.name().to_owned();
            for k in Self::POOLS {
                let _ = write!(s, ", {} {}", k.label, pos.pool(k.pool, p));
            }
            s
        };
        pos.board()
            .grid_diagram(&label(Player::North), &label(Player::South))
    }

    /// The diagram's last line while the game goes on: `South to move`.
    fn diagram_status(pos: &Sowing<Self>) -> String {
        format!("{} to move", pos.turn().name())
    }

    /// Written after the last line of the diagram, outcome or status (Katro's
    /// bound directions).
    fn diagram_note(pos: &Sowing<Self>) -> String {
        let _ = pos;
        String::new()
    }

    /// Visits every legal move of a position that is not over, in a fixed
    /// order, until `visit` breaks ([`Position::for_each_move`]). The default
    /// is [`Sowing::visit_moves`]: the openings, and for games with choices
    /// every list of choices their turns offer. A game may list its moves
    /// faster in its own way: the conformance kit checks that every move it
    /// lists passes `check_move` and plays, and that none is listed twice.
    fn for_each_move(
        pos: &Sowing<Self>,
        visit: &mut impl FnMut(Self::Move) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        pos.visit_moves(visit)
    }

    /// Plays a random legal move drawn with `rng` and returns `false` (doing
    /// nothing) if the game is over. The default draws uniformly among the
    /// legal moves ([`Sowing::play_random_uniform`]); a game may draw faster,
    /// documenting how.
    fn play_random(pos: &mut Sowing<Self>, rng: &mut SplitMix64) -> bool {
        pos.play_random_uniform(rng)
    }

    /// [`Position::play_random_within`]: a random move among those whose
    /// turns are decided within `budget`. The default is the game's own
    /// [`SowingGame::play_random`] when its turns are bounded within the
    /// budget ([`SowingGame::MAX_TURN_LAPS`]), else
    /// [`Sowing::play_random_uniform_within`]; a game may draw faster, with
    /// the same draws.
    fn play_random_within(pos: &mut Sowing<Self>, rng: &mut SplitMix64, budget: LapBudget) -> bool {
        match budget.get() {
            None => Self::play_random(pos, rng),
            Some(laps) if Self::MAX_TURN_LAPS.is_some_and(|max| max <= laps) => {
                Self::play_random(pos, rng)
            }
            Some(_) => pos.play_random_uniform_within(rng, budget),
        }
    }

    /// A random playout from `pos` ([`Position::random_playout`]). The
    /// default is the generic loop ([`fanga_core::playout_ply_by_ply`]); a
    /// game may play the whole game its own faster way, and must then play
    /// the very same games (the conformance kit compares them seed by seed).
    fn random_playout(
        pos: &Sowing<Self>,
        rng: &mut SplitMix64,
        max_plies: usize,
    ) -> Playout<Sowing<Self>> {
        fanga_core::playout_ply_by_ply(pos, rng, max_plies)
    }
}

/// Writes the members of [`SowingGame`] for a game whose turns offer no
/// choice and whose move is its opening (Katro, Oware, Fang, Mangala):
/// `split`, `join` and `choose`. Use it inside the game's
/// `impl SowingGame for ...`, with `type Choice = std::convert::Infallible`
/// and `type Opening` the move type.
#[macro_export]
macro_rules! no_choices {
    () => {
        const HAS_CHOICES: bool = false;

        fn split(m: &Self::Move) -> (Self::Move, &[::core::convert::Infallible]) {
            (*m, &[])
        }

        fn join(
            m: Self::Move,
            _: &[::core::convert::Infallible],
        ) -> ::core::option::Option<Self::Move> {
            ::core::option::Option::Some(m)
        }

        fn choose(
            _: &$crate::Cx<Self>,
            _: &mut $crate::relay::Turn<<Self as $crate::SowingGame>::TurnState>,
            choice: ::core::convert::Infallible,
            _: &mut impl $crate::trace::Tracer,
        ) -> $crate::relay::Landing<::core::convert::Infallible> {
            match choice {}
        }
    };
}

/// Why a move cannot be played, for every sowing game: the game is over, its
/// opening is refused (the game's [`SowingGame::Refusal`]), or its choices do
/// not fit the turn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MoveError<G: SowingGame> {
    /// The game is over (the result written with the game's letters).
    #[error("the game is over: {}", .0.describe(G::PLAYER_LETTERS))]
    GameOver(Outcome),
    /// The opening is refused.
    #[error(transparent)]
    Refused(G::Refusal),
    /// A choice is missing, not offered, or extra.
    #[error(transparent)]
    Choice(ChoiceError<G::Choice>),
}

/// The reasons most games refuse an opening hole, for their
/// [`SowingGame::Refusal`]: [`check_own_hole`] checks them.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum HoleRefusal {
    /// The hole is not one of this board's.
    #[error("{hole} is not a hole of this board (columns a to {}, rows 1 to {rows})", column_letter(*cols))]
    OffBoard {
        /// The hole.
        hole: Hole,
        /// Columns of the board.
        cols: u8,
        /// Rows of the board.
        rows: u8,
    },
    /// The hole is not the mover's.
    #[error("{hole} is not on {mover}'s side")]
    NotYours {
        /// The hole.
        hole: Hole,
        /// The player to move.
        mover: Player,
    },
    /// The hole is empty.
    #[error("{0} is empty")]
    Empty(Hole),
}

/// The letter of the last of `cols` columns: `f` for 6.
fn column_letter(cols: u8) -> char {
    char::from(b'a' + cols.clamp(1, 26) - 1)
}

/// Checks that `hole` is one of `mover`'s holes ([`Board::owner`]) and holds
/// seeds.
///
/// # Errors
///
/// [`HoleRefusal`]: off the board (or a store), another player's, empty.
pub fn check_own_hole(board: &Board, hole: Hole, mover: Player) -> Result<(), HoleRefusal> {
    if hole.is_store() || !board.contains(hole) {
        return Err(HoleRefusal::OffBoard {
            hole,
            cols: board.cols(),
            rows: board.rows(),
        });
    }
    if board.owner(hole) != Some(mover) {
        return Err(HoleRefusal::NotYours { hole, mover });
    }
    if board.get(hole) == 0 {
        return Err(HoleRefusal::Empty(hole));
    }
    Ok(())
}

/// A position of the sowing game `G`: its board (with every pool), the player
/// to move, the game's own state and its options.
///
/// Built by [`Position::start`], [`Position::from_text`] / [`FromStr`], or
/// [`Sowing::from_setup`], all checked; kept valid by play. A small `Copy`
/// value.
///
/// ```
/// use fanga_core::{Player, Position};
/// use fanga_katro::{Katro, KatroOptions};
/// use fanga_sowing::{Board, Hole, Setup};
///
/// // Katro is `Sowing<KatroRules>`: the shell gives it all of `Position`.
/// let start = Katro::start(&KatroOptions::default());
/// assert_eq!(start.seeds("c2".parse::<Hole>()?), 2);
/// assert_eq!(start.total(), 48);
///
/// // A position from parts, checked like a text.
/// let mut board = Board::new(4, 6)?;
/// board.set("a2".parse()?, 3)?;
/// board.set("f3".parse()?, 1)?;
/// let setup = Setup { board, turn: Player::South, extra: Default::default() };
/// let p = Katro::from_setup(setup, &KatroOptions::default())?;
/// assert_eq!(p.to_string(), "0,0,0,0,0,0/0,0,0,0,0,1/3,0,0,0,0,0/0,0,0,0,0,0 S");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sowing<G: SowingGame> {
    /// The board in the game's layout ([`Shape::LAYOUT`]).
    cells: G::Cells,
    turn: Player,
    extra: G::Extra,
    options: G::Options,
    /// The player to move started a turn that never ends, and lost.
    infinite: bool,
}

/// Where `G`'s positions keep their board in their cells.
struct Shape<G>(PhantomData<G>);

impl<G: SowingGame> Shape<G> {
    const LAYOUT: Layout = Layout::new(G::ROWS, G::COLUMNS, G::POOLS, G::HIDDEN_POOLS);
    const FITS: () = assert!(
        Self::LAYOUT.len <= <G::Cells as Cells>::LEN,
        "SowingGame::Cells is smaller than ROWS x (widest COLUMNS) + 2 x (pools kept)"
    );

    #[inline(always)]
    fn pack(board: &Board) -> G::Cells {
        let () = Self::FITS;
        Self::LAYOUT.pack(board)
    }

    #[inline(always)]
    fn unpack(cells: &G::Cells, options: &G::Options) -> Board {
        let () = Self::FITS;
        Self::LAYOUT.unpack(cells, G::columns(options))
    }
}

/// The relay engine's view of one turn of `G`.
struct Rules<G: SowingGame> {
    cx: Cx<G>,
}

impl<G: SowingGame> TurnRules for Rules<G> {
    type State = G::TurnState;
    type Choice = G::Choice;

    #[inline]
    fn circuit(&self) -> &Circuit {
        self.cx.circuit
    }

    #[inline]
    fn land(
        &self,
        turn: &mut Turn<G::TurnState>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<G::Choice> {
        G::land(&self.cx, turn, end, trace)
    }

    #[inline]
    fn choose(
        &self,
        turn: &mut Turn<G::TurnState>,
        choice: G::Choice,
        trace: &mut impl Tracer,
    ) -> Landing<G::Choice> {
        G::choose(&self.cx, turn, choice, trace)
    }

    #[inline]
    fn relay_run(
        &self,
        turn: &mut Turn<G::TurnState>,
        lap: crate::Lap,
        left: &mut u64,
    ) -> Option<crate::RelayRun> {
        G::relay_run(&self.cx, turn, lap, left)
    }
}

impl<G: SowingGame> Sowing<G> {
    /// A position from its parts, checked: the board's shape is the game's for
    /// these options, the pools it does not keep are empty, and the game's own
    /// conditions hold ([`SowingGame::validate`]). The board's 255-seed limit
    /// holds by construction ([`Board`]).
    ///
    /// # Errors
    ///
    /// [`ParsePositionError::Shape`], [`ParsePositionError::UnexpectedSeeds`],
    /// or the game's own error.
    pub fn from_setup(
        mut setup: Setup<G>,
        options: &G::Options,
    ) -> Result<Self, ParsePositionError> {
        let (rows, cols) = (setup.board.rows(), setup.board.cols());
        if rows != G::ROWS || cols != G::columns(options) {
            return Err(ParsePositionError::Shape {
                rows,
                cols,
                expected_rows: G::ROWS,
                expected_cols: G::columns(options),
            });
        }
        for pool in [Pool::Store, Pool::Reserve, Pool::Captured] {
            if G::POOLS.iter().any(|k| k.pool == pool) || G::HIDDEN_POOLS.contains(&pool) {
                continue;
            }
            for p in Player::BOTH {
                let seeds = setup.board.pool(pool, p);
                if seeds > 0 {
                    return Err(ParsePositionError::UnexpectedSeeds {
                        place: format!("{p}'s {}", pool_name(pool)),
                        seeds,
                    });
                }
            }
        }
        G::validate(&mut setup, options)?;
        Ok(Sowing {
            cells: Shape::<G>::pack(&setup.board),
            turn: setup.turn,
            extra: setup.extra,
            options: *options,
            infinite: false,
        })
    }

    /// The parts of this position.
    #[must_use]
    pub fn setup(&self) -> Setup<G> {
        Setup {
            board: self.board(),
            turn: self.turn,
            extra: self.extra,
        }
    }

    /// The board, pools included, rebuilt from the position's compact cells
    /// ([`compact`](crate::compact)): keep it in a local rather than call this
    /// in a loop.
    #[inline]
    #[must_use]
    pub fn board(&self) -> Board {
        Shape::<G>::unpack(&self.cells, &self.options)
    }

    /// Seeds in a hole, read from the cells without rebuilding the board
    /// (0 for a hole off the board).
    #[inline]
    #[must_use]
    pub fn seeds(&self, hole: Hole) -> u8 {
        let (row, col) = (hole.row(), hole.col());
        if row >= G::ROWS || col >= G::columns(&self.options) {
            return 0;
        }
        self.cells.bytes()[usize::from(row) * Shape::<G>::LAYOUT.stride + usize::from(col)]
    }

    /// The counts of a row, from column `a` (`row` from 0; an empty slice
    /// for a row off the board), read from the cells without rebuilding the
    /// board.
    #[inline]
    #[must_use]
    pub fn row(&self, row: u8) -> &[u8] {
        if row >= G::ROWS {
            return &[];
        }
        let at = usize::from(row) * Shape::<G>::LAYOUT.stride;
        &self.cells.bytes()[at..at + usize::from(G::columns(&self.options))]
    }

    /// Seeds on the whole board, pools included ([`Board::total`]), from the
    /// cells.
    #[inline]
    #[must_use]
    pub fn total(&self) -> u32 {
        self.cells.bytes().iter().map(|&s| u32::from(s)).sum()
    }

    /// The player to move.
    #[inline]
    #[must_use]
    pub const fn turn(&self) -> Player {
        self.turn
    }

    /// The game's own state.
    #[inline]
    #[must_use]
    pub const fn extra(&self) -> G::Extra {
        self.extra
    }

    /// The options.
    #[inline]
    #[must_use]
    pub const fn options(&self) -> &G::Options {
        &self.options
    }

    /// A player's pool: [`Board::pool`].
    #[inline]
    #[must_use]
    pub fn pool(&self, pool: Pool, player: Player) -> u8 {
        match Shape::<G>::LAYOUT.pool_byte(pool, player) {
            Some(at) => self.cells.bytes()[at],
            None => 0,
        }
    }

    /// Whether the game ended because the player to move started a turn
    /// that never ends. Such a position has no text of its own: it prints
    /// the text of the position before that turn.
    #[inline]
    #[must_use]
    pub const fn ended_by_infinite_turn(&self) -> bool {
        self.infinite
    }

    /// What the hooks know about the turn of the player to move.
    #[inline]
    #[must_use]
    pub fn cx(&self) -> Cx<G> {
        Cx {
            mover: self.turn,
            options: self.options,
            circuit: G::circuit(&self.options, self.turn),
        }
    }

    /// Replaces the position's parts without checking them, for a game's own
    /// hot path ([`SowingGame::play_random`]): the caller keeps the position
    /// one of the game's (a `debug_assert` checks the board's shape). The
    /// position is no longer one that ended by a turn that never ends.
    pub fn set_unchecked(&mut self, setup: Setup<G>) {
        debug_assert!(
            setup.board.rows() == G::ROWS && setup.board.cols() == G::columns(&self.options),
            "set_unchecked with a board of another shape"
        );
        self.cells = Shape::<G>::pack(&setup.board);
        self.turn = setup.turn;
        self.extra = setup.extra;
        self.infinite = false;
    }

    /// Writes the seeds of row `row` (0-based, one count per column) into
    /// the position without checking them, for a game's own hot path, like
    /// [`Sowing::set_unchecked`] but without rebuilding a board: the caller
    /// keeps the position one of the game's (a row of the board, counts
    /// within the board's total, the pools and the player to move set to
    /// match with [`Sowing::set_pool_unchecked`] and
    /// [`Sowing::set_turn_unchecked`]). A row off the board, or seeds of
    /// another length, write nothing (a `debug_assert` catches them).
    #[inline]
    pub fn set_row_unchecked(&mut self, row: u8, seeds: &[u8]) {
        let cols = usize::from(G::columns(&self.options));
        debug_assert!(
            row < G::ROWS && seeds.len() == cols,
            "set_row_unchecked off the board"
        );
        if row < G::ROWS && seeds.len() == cols {
            let at = usize::from(row) * Shape::<G>::LAYOUT.stride;
            if let Some(cells) = self.cells.bytes_mut().get_mut(at..at + cols) {
                cells.copy_from_slice(seeds);
            }
        }
        self.infinite = false;
    }

    /// Sets a player's pool without checking it, as
    /// [`Sowing::set_row_unchecked`]. A pool the game does not keep is left
    /// alone (a `debug_assert` catches it).
    #[inline]
    pub fn set_pool_unchecked(&mut self, pool: Pool, player: Player, seeds: u8) {
        let at = Shape::<G>::LAYOUT.pool_byte(pool, player);
        debug_assert!(
            at.is_some(),
            "set_pool_unchecked on a pool the game does not keep"
        );
        if let Some(cell) = at.and_then(|at| self.cells.bytes_mut().get_mut(at)) {
            *cell = seeds;
        }
        self.infinite = false;
    }

    /// Sets the player to move without checking, as
    /// [`Sowing::set_row_unchecked`].
    #[inline]
    pub fn set_turn_unchecked(&mut self, player: Player) {
        self.turn = player;
        self.infinite = false;
    }

    /// The shell's move generation (the default of
    /// [`SowingGame::for_each_move`]), for a position that is not over: the
    /// game's openings, and for games with choices every list of choices
    /// their turns offer ([`relay::explore`]).
    pub fn visit_moves(
        &self,
        visit: &mut impl FnMut(G::Move) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if !G::HAS_CHOICES {
            return G::openings(self, &mut |opening| match G::join(opening, &[]) {
                Some(m) => visit(m),
                None => ControlFlow::Continue(()),
            });
        }
        let cx = self.cx();
        let rules = Rules { cx };
        G::openings(self, &mut |opening| {
            let (turn, landing) = G::open(&cx, self, opening, &mut ());
            relay::explore(&rules, turn, landing, &mut |choices, _, _| match G::join(
                opening, choices,
            ) {
                Some(m) => visit(m),
                None => {
                    debug_assert!(false, "a turn made more choices than its move holds");
                    ControlFlow::Continue(())
                }
            })
        })
    }

    /// Plays a uniformly random legal move (the default of
    /// [`SowingGame::play_random`]); `false` if the game is over.
    ///
    /// It draws the same move as `legal_moves()[rng.below(len)]` (the shell's
    /// move order, [`Sowing::visit_moves`]), but for a game with choices it
    /// keeps the end of every turn while listing them, so that the chosen
    /// turn is not played a second time.
    pub fn play_random_uniform(&mut self, rng: &mut SplitMix64) -> bool {
        if !G::HAS_CHOICES {
            if Position::outcome(self).is_some() {
                return false;
            }
            let moves = Position::legal_moves(self);
            if moves.is_empty() {
                return false;
            }
            self.play_unchecked(&moves[rng.below(moves.len())]);
            return true;
        }
        self.draw_uniform(rng, LapBudget::UNLIMITED)
    }

    /// [`Sowing::play_random_uniform`] under a lap budget (the default of
    /// [`SowingGame::play_random_within`]): uniform among the moves whose
    /// turns are decided within `budget`. For a game with choices it is the
    /// draw of `legal_moves_within(budget).decided[rng.below(len)]` (every
    /// turn is played out to list the moves); for a game without, whose
    /// moves are listed without playing them, a move is drawn among them all
    /// and, if its turn is undecided, set aside for another draw (the same
    /// draw whenever no turn is undecided, and one turn played).
    pub fn play_random_uniform_within(&mut self, rng: &mut SplitMix64, budget: LapBudget) -> bool {
        self.draw_uniform(rng, budget)
    }

    /// The body of both uniform draws, inlined into each so that the
    /// unbudgeted one folds its budget away.
    #[inline(always)]
    fn draw_uniform(&mut self, rng: &mut SplitMix64, budget: LapBudget) -> bool {
        if Position::outcome(self).is_some() {
            return false;
        }
        let laps = budget.get().unwrap_or(u64::MAX);
        if !G::HAS_CHOICES {
            // The moves are the openings, listed without playing them. A
            // drawn move whose turn is undecided within the budget is set
            // aside and another drawn: uniform among the decided ones, and
            // one turn played (the very draw of `decided[rng.below(len)]`
            // whenever every turn is decided, which is nearly always).
            let mut moves = Position::legal_moves(self);
            while !moves.is_empty() {
                let m = moves.remove(rng.below(moves.len()));
                if laps == u64::MAX {
                    self.play_unchecked(&m);
                    return true;
                }
                if Position::play_unchecked_within(self, &m, budget).is_ok() {
                    return true;
                }
            }
            return false;
        }
        type Ends<G> = smallvec::SmallVec<
            [(
                <G as SowingGame>::Opening,
                Turn<<G as SowingGame>::TurnState>,
                TurnEnd,
            ); 16],
        >;
        let mut ends: Ends<G> = smallvec::SmallVec::new();
        let cx = self.cx();
        let rules = Rules { cx };
        let _ = G::openings(self, &mut |opening| {
            let (turn, landing) = G::open(&cx, self, opening, &mut ());
            relay::explore_within(&rules, turn, landing, laps, &mut |choices, t, end| {
                if end != TurnEnd::Undecided && G::join(opening, choices).is_some() {
                    ends.push((opening, *t, end));
                }
                ControlFlow::Continue(())
            })
        });
        if ends.is_empty() {
            return false;
        }
        let (opening, turn, end) = ends[rng.below(ends.len())];
        self.end_turn(opening, &turn, end)
    }

    /// Makes the position the one after a turn that started with `opening`
    /// and ended (`end`) in `turn`: what [`Sowing::play_unchecked`] does
    /// once the turn is played. False (and nothing changes) for an
    /// undecided turn.
    ///
    /// For fast paths that play a turn their own way (the four-row reserve
    /// games' random moves): `turn` must be where the turn's rules leave it,
    /// as [`Sowing::play_unchecked`] would.
    pub fn end_turn(
        &mut self,
        opening: G::Opening,
        turn: &Turn<G::TurnState>,
        end: TurnEnd,
    ) -> bool {
        match end {
            TurnEnd::Infinite => self.infinite = true,
            TurnEnd::Ended => {
                let (extra, player) = G::finish(self, opening, turn);
                self.cells = Shape::<G>::pack(&turn.board);
                self.extra = extra;
                self.turn = player;
            }
            // An unlimited exploration decides every turn.
            TurnEnd::Undecided => return false,
        }
        true
    }

    /// Plays a turn in place along `choices` within `laps` laps (`u64::MAX`
    /// for no bound), recording it on `trace`. An undecided turn leaves the
    /// position unchanged; on a choice error the position is unchanged too.
    #[inline]
    fn run_in_place(
        &mut self,
        opening: G::Opening,
        choices: &[G::Choice],
        trace: &mut impl Tracer,
        laps: u64,
    ) -> Result<TurnEnd, ChoiceError<G::Choice>> {
        let cx = self.cx();
        let (mut turn, landing) = G::open(&cx, self, opening, trace);
        let end = relay::play_turn_within(&Rules { cx }, &mut turn, landing, choices, trace, laps)?;
        match end {
            TurnEnd::Infinite => self.infinite = true,
            TurnEnd::Ended => {
                let (extra, player) = G::finish(self, opening, &turn);
                self.cells = Shape::<G>::pack(&turn.board);
                self.extra = extra;
                self.turn = player;
            }
            TurnEnd::Undecided => {}
        }
        Ok(end)
    }

    /// Checks and plays `m` on a copy within `budget`.
    fn checked_within(
        &self,
        m: &G::Move,
        trace: &mut impl Tracer,
        budget: LapBudget,
    ) -> Result<Self, WithinError<G::Move, MoveError<G>>> {
        if let Some(o) = Position::outcome(self) {
            return Err(WithinError::Illegal(MoveError::GameOver(o)));
        }
        let (opening, choices) = G::split(m);
        G::check_opening(self, opening).map_err(|e| WithinError::Illegal(MoveError::Refused(e)))?;
        let mut next = *self;
        match next.run_in_place(opening, choices, trace, budget.raw()) {
            Ok(TurnEnd::Undecided) => Err(WithinError::Undecided(Undecided {
                mv: *m,
                laps: budget.raw(),
            })),
            Ok(_) => Ok(next),
            Err(e) => Err(WithinError::Illegal(MoveError::Choice(e))),
        }
    }

    /// Checks and plays `m` on a copy, with no bound on the laps.
    fn checked(&self, m: &G::Move, trace: &mut impl Tracer) -> Result<Self, MoveError<G>> {
        exact(self.checked_within(m, trace, LapBudget::UNLIMITED))
    }

    fn write_text(&self, f: &mut dyn fmt::Write) -> fmt::Result {
        let board = self.board();
        board.write_grid(f)?;
        write!(f, " {}", G::PLAYER_LETTERS[self.turn.index()])?;
        for k in G::POOLS {
            let [s, n] = board.pools(k.pool);
            write!(f, " {}={s},{n}", k.key)?;
        }
        G::write_extra(self, f)
    }
}

/// The answer of a call made with [`LapBudget::UNLIMITED`], which is never
/// counted down ([`relay::drive_within`]), so that no turn is undecided.
fn exact<T, M: Notation, E: std::error::Error>(r: Result<T, WithinError<M, E>>) -> Result<T, E> {
    r.map_err(|e| match e {
        WithinError::Illegal(e) => e,
        // Proof: `drive_within` stops undecided only when its count of laps
        // left reaches 0, and it never counts down `u64::MAX`.
        _ => unreachable!("an unlimited lap budget ran out"),
    })
}

fn pool_name(pool: Pool) -> &'static str {
    match pool {
        Pool::Store => "store",
        Pool::Reserve => "reserve",
        Pool::Captured => "captured seeds",
    }
}

impl<G: SowingGame> Position for Sowing<G> {
    type Move = G::Move;
    type ParseMoveError = G::ParseMoveError;
    type MoveError = MoveError<G>;
    type Options = G::Options;

    const GAME: &'static str = G::GAME;
    const PLAYER_LETTERS: [char; 2] = G::PLAYER_LETTERS;
    const REPETITION: RepetitionRule = G::REPETITION;

    fn start(options: &G::Options) -> Self {
        let s = G::start(options);
        Sowing {
            cells: Shape::<G>::pack(&s.board),
            turn: s.turn,
            extra: s.extra,
            options: *options,
            infinite: false,
        }
    }

    fn from_text(s: &str, options: &G::Options) -> Result<Self, ParsePositionError> {
        let fields = text::split_fields(s, G::PLAYER_LETTERS)?;
        let mut board = Board::parse_grid(
            fields.board,
            G::ROWS,
            |c| G::COLUMNS.contains(&c),
            G::COLUMNS_EXPECTED,
            |h: Hole| G::NAMING.name(h),
        )?;
        let want = G::columns(options);
        if board.cols() != want {
            return Err(ParsePositionError::OptionMismatch {
                option: format!("{}={want}", G::COLUMNS_OPTION),
                detail: format!("the board has {} {}", board.cols(), G::COLUMNS_NOUN),
            });
        }
        let extra_keys = G::extra_keys(options);
        let spec: Vec<(&'static str, bool)> = G::POOLS
            .iter()
            .map(|k| (k.key, true))
            .chain(extra_keys.iter().copied())
            .collect();
        let values = fields.key_values(&spec)?;
        let mut total = u64::from(board.total());
        for (k, value) in G::POOLS.iter().zip(&values) {
            let counts = text::parse_counts(k.key, *value, k.example)?;
            total += u64::from(counts[0]) + u64::from(counts[1]);
            if total > u64::from(Board::MAX_SEEDS) {
                return Err(ParsePositionError::TooManySeeds {
                    total,
                    max: Board::MAX_SEEDS,
                });
            }
            for p in Player::BOTH {
                board.set_pool(k.pool, p, counts[p.index()]).map_err(|_| {
                    ParsePositionError::TooManySeeds {
                        total,
                        max: Board::MAX_SEEDS,
                    }
                })?;
            }
        }
        let extra = G::parse_extra(options, &values[G::POOLS.len()..])?;
        Sowing::from_setup(
            Setup {
                board,
                turn: fields.side,
                extra,
            },
            options,
        )
    }

    fn options(&self) -> G::Options {
        self.options
    }

    #[inline]
    fn turn(&self) -> Player {
        self.turn
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.infinite {
            return Some(Outcome::win(self.turn.other(), reason::INFINITE_TURN));
        }
        G::outcome(self)
    }

    fn legal_moves(&self) -> MoveList<G::Move> {
        let mut moves = MoveList::new();
        let _ = self.for_each_move(|m| {
            moves.push(m);
            ControlFlow::Continue(())
        });
        moves
    }

    fn for_each_move(&self, mut visit: impl FnMut(G::Move) -> ControlFlow<()>) -> ControlFlow<()> {
        if Position::outcome(self).is_some() {
            return ControlFlow::Continue(());
        }
        G::for_each_move(self, &mut visit)
    }

    fn check_move(&self, m: &G::Move) -> Result<(), MoveError<G>> {
        self.checked(m, &mut ()).map(|_| ())
    }

    /// Plays `m` without checking its opening; its choices are followed as
    /// given (a `debug_assert` catches a choice the turn does not offer, and
    /// the position is then left unchanged).
    fn play_unchecked(&mut self, m: &G::Move) {
        // An unlimited budget is never counted down: the turn is decided.
        let _ = self.play_unchecked_within(m, LapBudget::UNLIMITED);
    }

    fn for_each_move_within(
        &self,
        budget: LapBudget,
        mut visit: impl FnMut(Result<G::Move, Undecided<G::Move>>) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if Position::outcome(self).is_some() {
            return ControlFlow::Continue(());
        }
        let laps = budget.raw();
        // Unlimited, every turn is decided: the game's own listing, in
        // `legal_moves` order.
        let listed_unplayed = budget.is_unlimited()
            || (!G::HAS_CHOICES && G::MAX_TURN_LAPS.is_some_and(|max| max <= laps));
        if listed_unplayed {
            return G::for_each_move(self, &mut |m| visit(Ok(m)));
        }
        if !G::HAS_CHOICES {
            return G::for_each_move(self, &mut |m| {
                let mut next = *self;
                match next.play_unchecked_within(&m, budget) {
                    Ok(()) => visit(Ok(m)),
                    Err(u) => visit(Err(u)),
                }
            });
        }
        let cx = self.cx();
        let rules = Rules { cx };
        G::openings(self, &mut |opening| {
            let (turn, landing) = G::open(&cx, self, opening, &mut ());
            relay::explore_within(&rules, turn, landing, laps, &mut |choices, _, end| {
                let Some(m) = G::join(opening, choices) else {
                    debug_assert!(false, "a turn made more choices than its move holds");
                    return ControlFlow::Continue(());
                };
                match end {
                    TurnEnd::Undecided => visit(Err(Undecided { mv: m, laps })),
                    TurnEnd::Ended | TurnEnd::Infinite => visit(Ok(m)),
                }
            })
        })
    }

    fn check_move_within(
        &self,
        m: &G::Move,
        budget: LapBudget,
    ) -> Result<(), WithinError<G::Move, MoveError<G>>> {
        self.checked_within(m, &mut (), budget).map(|_| ())
    }

    fn play_unchecked_within(
        &mut self,
        m: &G::Move,
        budget: LapBudget,
    ) -> Result<(), Undecided<G::Move>> {
        let (opening, choices) = G::split(m);
        debug_assert!(
            G::check_opening(self, opening).is_ok(),
            "play_unchecked of an illegal move `{m}`"
        );
        match self.run_in_place(opening, choices, &mut (), budget.raw()) {
            Ok(TurnEnd::Undecided) => Err(Undecided {
                mv: *m,
                laps: budget.raw(),
            }),
            Ok(_) => Ok(()),
            Err(e) => {
                debug_assert!(false, "play_unchecked of an illegal move `{m}`: {e}");
                Ok(())
            }
        }
    }

    fn play_within(self, m: &G::Move, budget: LapBudget) -> Result<Self, PlayWithinError<Self>> {
        self.checked_within(m, &mut (), budget)
            .map_err(|reason| PlayWithinError {
                mv: *m,
                reason,
                position: self,
            })
    }

    fn play(self, m: &G::Move) -> Result<Self, PlayError<Self>> {
        self.checked(m, &mut ()).map_err(|reason| PlayError {
            mv: *m,
            reason,
            position: self,
        })
    }

    fn conserved(&self) -> Option<u64> {
        Some(u64::from(self.total()))
    }

    fn score(&self) -> [u32; 2] {
        G::score(self)
    }

    fn epoch(&self) -> u64 {
        G::epoch(self)
    }

    fn play_random(&mut self, rng: &mut SplitMix64) -> bool {
        G::play_random(self, rng)
    }

    fn play_random_within(&mut self, rng: &mut SplitMix64, budget: LapBudget) -> bool {
        G::play_random_within(self, rng, budget)
    }

    fn random_playout(&self, rng: &mut SplitMix64, max_plies: usize) -> Playout<Self> {
        G::random_playout(self, rng, max_plies)
    }

    /// The game's own playout when its turns are bounded within the budget
    /// ([`SowingGame::MAX_TURN_LAPS`]: the same games), else the budgeted
    /// ply-by-ply loop.
    fn random_playout_within(
        &self,
        rng: &mut SplitMix64,
        max_plies: usize,
        budget: LapBudget,
    ) -> Playout<Self> {
        let bounded = match (G::MAX_TURN_LAPS, budget.get()) {
            (_, None) => true,
            (Some(max), Some(laps)) => max <= laps,
            (None, Some(_)) => false,
        };
        if bounded {
            G::random_playout(self, rng, max_plies)
        } else {
            fanga_core::playout_ply_by_ply_within(self, rng, max_plies, budget)
        }
    }

    fn diagram(&self) -> String {
        let mut s = G::diagram_board(self);
        match Position::outcome(self) {
            Some(o) => {
                let _ = write!(s, "  {o}");
            }
            None => {
                let _ = write!(s, "  {}", G::diagram_status(self));
            }
        }
        s.push_str(&G::diagram_note(self));
        s
    }
}

impl<G: SowingGame> Traced for Sowing<G> {
    type Trace = MoveTrace;

    fn play_traced(&self, m: &G::Move) -> Result<(Self, MoveTrace), MoveError<G>> {
        exact(self.play_traced_within(m, LapBudget::UNLIMITED))
    }

    fn play_traced_within(
        &self,
        m: &G::Move,
        budget: LapBudget,
    ) -> Result<(Self, MoveTrace), WithinError<G::Move, MoveError<G>>> {
        let (next, mut trace) =
            MoveTrace::record(self.turn, |events| self.checked_within(m, events, budget))?;
        trace.naming = G::NAMING;
        Ok((next, trace))
    }

    fn replay_trace(&self, trace: &MoveTrace) -> Result<Self, TraceReplayError> {
        let board = trace.replay_move(self.turn, &self.board(), self.cx().circuit)?;
        let cells = Shape::<G>::pack(&board);
        if Shape::<G>::unpack(&cells, &self.options) != board {
            return Err(TraceReplayError::new(TraceError {
                index: trace.events.len(),
                event: "(the whole trace)".to_owned(),
                problem: TraceProblem::UnkeptPool,
            }));
        }
        let mut next = *self;
        if trace.is_infinite() {
            next.infinite = true;
            return Ok(next);
        }
        let (extra, player) = G::replay_finish(self, trace).map_err(|problem| {
            TraceReplayError::new(TraceError {
                index: trace.events.len(),
                event: "(the whole trace)".to_owned(),
                problem,
            })
        })?;
        next.cells = cells;
        next.extra = extra;
        next.turn = player;
        Ok(next)
    }
}

/// The position text: `<rows> <side> [pools] [the game's keys]`.
/// A position finished by a turn that never ends prints the text of the
/// position before that turn (it has none of its own).
impl<G: SowingGame> fmt::Display for Sowing<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_text(f)
    }
}

/// Reads a position text with the options it implies
/// ([`SowingGame::text_options`]).
impl<G: SowingGame> FromStr for Sowing<G> {
    type Err = ParsePositionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let fields = text::split_fields(s, G::PLAYER_LETTERS)?;
        let cols = fields
            .board
            .split('/')
            .next()
            .unwrap_or_default()
            .split(',')
            .count();
        let cols = u8::try_from(cols).unwrap_or(0);
        let options = G::text_options(cols, &fields.keys);
        Sowing::from_text(s, &options)
    }
}

#[cfg(feature = "serde")]
impl<G: SowingGame> fanga_core::serialization::serde::Serialize for Sowing<G> {
    fn serialize<S: fanga_core::serialization::serde::Serializer>(
        &self,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        fanga_core::serialization::serialize_position(self, s)
    }
}

#[cfg(feature = "serde")]
impl<'de, G: SowingGame> fanga_core::serialization::serde::Deserialize<'de> for Sowing<G> {
    fn deserialize<D: fanga_core::serialization::serde::Deserializer<'de>>(
        d: D,
    ) -> Result<Self, D::Error> {
        fanga_core::serialization::deserialize_position(d)
    }
}

/// The kit's checks for a sowing game, with the shell's convention for
/// positions that end by a turn that never ends.
///
/// ```
/// use fanga_core::Position;
/// use fanga_katro::{Katro, KatroOptions};
///
/// // A rules crate's tests run it in one line (add `.with_serde()` behind
/// // its `serde` feature).
/// let report = fanga_sowing::game::conformance([Katro::start(&KatroOptions::default())])
///     .games(3)
///     .run();
/// assert_eq!(report.games, 3);
/// ```
#[cfg(feature = "testing")]
#[must_use]
pub fn conformance<G: SowingGame>(
    starts: impl IntoIterator<Item = Sowing<G>>,
) -> fanga_core::testing::Conformance<Sowing<G>> {
    fanga_core::testing::Conformance::new(starts)
        .without_text_when(Sowing::ended_by_infinite_turn)
        .max_turn_laps(G::MAX_TURN_LAPS)
}

/// Checks that `G`'s own random move ([`SowingGame::play_random`]) draws
/// exactly what [`Sowing::play_random_uniform`] draws: along `games` random
/// games from each start (of at most `max_plies` plies, seeded from `seed`),
/// every ply is played both ways from the same position with copies of the
/// same generator, and the positions and the generators after must be
/// equal; so must the draws under lap budgets of 3, 12 and 40 laps
/// ([`SowingGame::play_random_within`] against
/// [`Sowing::play_random_uniform_within`]). Returns the number of plies
/// checked.
///
/// # Panics
///
/// At the first difference, naming the position and the generator's state.
#[cfg(feature = "testing")]
pub fn check_play_random<G: SowingGame>(
    starts: impl IntoIterator<Item = Sowing<G>>,
    games: u64,
    max_plies: usize,
    seed: u64,
) -> usize {
    let mut checked = 0;
    for (i, start) in starts.into_iter().enumerate() {
        for game in 0..games {
            let mut rng = SplitMix64::new(seed ^ ((i as u64) << 32) ^ game);
            let mut pos = start;
            for _ in 0..max_plies {
                let before = pos;
                let state = rng.clone();
                let mut uniform = pos;
                let mut rng_uniform = rng.clone();
                let played = G::play_random(&mut pos, &mut rng);
                let played_uniform = uniform.play_random_uniform(&mut rng_uniform);
                assert_eq!(
                    (played, pos, &rng),
                    (played_uniform, uniform, &rng_uniform),
                    "the game's own random move and the uniform draw differ from {before} \
                     (generator {state:?})"
                );
                // The same under lap budgets, turns past them left out.
                for laps in [3, 12, 40] {
                    let budget = LapBudget::laps(laps);
                    let (mut a, mut b) = (before, before);
                    let (mut ra, mut rb) = (state.clone(), state.clone());
                    let pa = G::play_random_within(&mut a, &mut ra, budget);
                    let pb = b.play_random_uniform_within(&mut rb, budget);
                    assert_eq!(
                        (pa, a, &ra),
                        (pb, b, &rb),
                        "the game's own random move within {laps} laps and the uniform draw \
                         differ from {before} (generator {state:?})"
                    );
                }
                checked += 1;
                if !played {
                    break;
                }
            }
        }
    }
    checked
}
