//! The shell's types: the rules a game states ([`SowingRules`]), its
//! position ([`SowingPosition`]), and what the hooks are given ([`TurnContext`], [`Setup`]).

use std::fmt::{self, Debug, Display, Write as _};
use std::hash::Hash;
use std::ops::ControlFlow;
use std::str::FromStr;

use fanga_core::ParsePositionError;
use fanga_core::{
    ByPlayer, GameOptions, LapBudget, MoveType, Outcome, Player, RepetitionRule, SplitMix64,
    playout::Playout,
};

use crate::pool_key::PoolKey;
use crate::relay::{Landing, Turn};
use crate::storage::Cells;
use crate::trace::{MoveTrace, Naming, TraceProblem, Tracer};
use crate::{Board, Circuit, LapEnd, Pool};

/// What the game's hooks know about a turn: who moves, under which options,
/// around which circuit.
#[derive(Clone, Copy, Debug)]
pub struct TurnContext<G: SowingRules> {
    /// The player to move.
    pub mover: Player,
    /// The options.
    pub options: G::Options,
    /// The mover's circuit.
    pub circuit: &'static Circuit,
}

/// The parts of a position, unchecked: build one and validate it with
/// [`SowingPosition::from_setup`] (shakmaty's `Setup` → `Position`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup<G: SowingRules> {
    /// The board, pools included.
    pub board: Board,
    /// The player to move.
    pub turn: Player,
    /// The game's own state.
    pub game_state: G::GameState,
}

/// A sowing game's rules, plugged into the shell [`SowingPosition<G>`]. See the
/// [module documentation](crate::game) and the guide
/// [adding a game](crate::guide::adding_a_game).
///
/// Hooks must be deterministic (they may depend only on their arguments), or
/// the detection of turns that never end is no longer exact.
pub trait SowingRules: Copy + Eq + Hash + Debug + Default + Send + Sync + 'static {
    /// The game's name in the registry: `katro`.
    const GAME: &'static str;
    /// The letters naming the players, South's seat first.
    const PLAYER_LETTERS: ByPlayer<char> = ByPlayer::new('S', 'N');
    /// What the rules say when a position repeats in a game, under every
    /// option ([`SowingRules::repetition`] says it per options).
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
    /// the setup): [`SowingPosition::from_setup`] accepts seeds there.
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
    /// A whole turn, in the game's notation; its `FromStr` error says why a
    /// text is not a move.
    type Move: MoveType + Copy + FromStr<Err: std::error::Error + Clone + Send + Sync + 'static>;
    /// Where a turn starts.
    type Opening: Copy + Eq + Debug;
    /// A choice made during a turn ([`std::convert::Infallible`] for none).
    type Choice: Copy + Eq + Debug + Display + Send + Sync + 'static;
    /// The game's own state kept in positions (`()` for none).
    type GameState: Copy + Eq + Hash + Debug + Default + Send + Sync + 'static;
    /// The state of a turn in progress besides the board, compared to detect
    /// turns that never end.
    type TurnState: Copy + Eq + Debug;
    /// Why an opening is refused.
    type Refusal: std::error::Error + Clone + PartialEq + Eq + Send + Sync + 'static;
    /// The bytes a position keeps its board in ([`storage`](crate::storage)):
    /// `[u8; N]` with N at least `ROWS x (widest of COLUMNS) + 2 x (pools
    /// kept)`, checked when the game is compiled. Oware on up to 7 houses:
    /// `[u8; 16]` (2 x 7 houses and the captured seeds).
    type Cells: Cells;

    /// The game's name under `options` ([`Position::game`](fanga_core::Position::game)):
    /// [`SowingRules::GAME`], unless one type of rules plays many games
    /// described by data, each under its own name (the rule sets).
    fn game(options: &Self::Options) -> &'static str {
        let _ = options;
        Self::GAME
    }

    /// What the rules under `options` say when a position repeats in a game
    /// ([`Position::repetition`](fanga_core::Position::repetition)):
    /// [`SowingRules::REPETITION`], unless one type of rules plays many
    /// games described by data, each with its own rule (the rule sets).
    fn repetition(options: &Self::Options) -> RepetitionRule {
        let _ = options;
        Self::REPETITION
    }

    /// The columns for these options. The default is the first of
    /// [`SowingRules::COLUMNS`], for games played on one size.
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
        pos: &SowingPosition<Self>,
        visit: &mut impl FnMut(Self::Opening) -> ControlFlow<()>,
    ) -> ControlFlow<()>;

    /// Why `opening` is not legal in a position that is not over; `Ok` for
    /// exactly the openings [`SowingRules::openings`] visits.
    ///
    /// # Errors
    ///
    /// The game's reason.
    fn check_opening(
        pos: &SowingPosition<Self>,
        opening: Self::Opening,
    ) -> Result<(), Self::Refusal>;

    /// Starts a turn from a legal opening: the turn (board and turn state)
    /// and its first landing. Seeds taken, dropped or drawn from a reserve are
    /// recorded on `trace` through the [`Turn`] helpers.
    fn open(
        cx: &TurnContext<Self>,
        pos: &SowingPosition<Self>,
        opening: Self::Opening,
        trace: &mut impl Tracer,
    ) -> (Turn<Self::TurnState>, Landing<Self::Choice>);

    /// The last seed of a lap fell at `end`: what next?
    fn land(
        cx: &TurnContext<Self>,
        turn: &mut Turn<Self::TurnState>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Self::Choice>;

    /// The mover chose `choice` among the options of the last
    /// [`Landing::Choose`]: what next? (Games without choices: `match choice {}`.)
    fn choose(
        cx: &TurnContext<Self>,
        turn: &mut Turn<Self::TurnState>,
        choice: Self::Choice,
        trace: &mut impl Tracer,
    ) -> Landing<Self::Choice>;

    /// The game's fast path for runs of plain relays
    /// ([`TurnRules::relay_run`](crate::relay::TurnRules::relay_run)),
    /// usually [`Circuit::relay_run`] with the holes where
    /// [`SowingRules::land`] does more than relay as exits. The default is
    /// `None`: every lap goes through [`SowingRules::land`].
    #[inline]
    fn relay_run(
        cx: &TurnContext<Self>,
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
        pos: &SowingPosition<Self>,
        opening: Self::Opening,
        turn: &Turn<Self::TurnState>,
    ) -> (Self::GameState, Player) {
        let _ = (opening, turn);
        (pos.game_state(), pos.turn().other())
    }

    /// [`SowingRules::finish`] from a trace, without the rules: the game's own
    /// state and the player to move after the traced move. The default keeps
    /// the state and passes the turn.
    ///
    /// # Errors
    ///
    /// The trace does not say what the game needs.
    fn replay_finish(
        pos: &SowingPosition<Self>,
        trace: &MoveTrace,
    ) -> Result<(Self::GameState, Player), TraceProblem> {
        let _ = trace;
        Ok((pos.game_state(), pos.turn().other()))
    }

    /// The result, if the game is over (a turn that never ended is handled by
    /// the shell).
    fn outcome(pos: &SowingPosition<Self>) -> Option<Outcome>;

    /// Each player's count as the game scores it ([`Position::score`](fanga_core::Position::score)).
    fn score(pos: &SowingPosition<Self>) -> ByPlayer<u32>;

    /// [`Position::epoch`](fanga_core::Position::epoch): a number that never decreases along a game and
    /// changes only when no earlier position can recur. The default, 0, is
    /// always exact; Oware counts the seeds captured.
    fn epoch(pos: &SowingPosition<Self>) -> u64 {
        let _ = pos;
        0
    }

    /// The keys of the game's own state in the position text, after the
    /// pools, with whether each is required: `&[("rova", true)]`.
    fn game_state_keys(options: &Self::Options) -> &'static [(&'static str, bool)] {
        let _ = options;
        &[]
    }

    /// Reads the values of [`SowingRules::game_state_keys`] (in that order).
    ///
    /// # Errors
    ///
    /// A malformed value, or one that disagrees with the options.
    fn parse_game_state(
        options: &Self::Options,
        values: &[Option<&str>],
    ) -> Result<Self::GameState, ParsePositionError> {
        let _ = (options, values);
        Ok(Self::GameState::default())
    }

    /// Writes the game's own keys, each after a space: ` rova=1,1`.
    ///
    /// # Errors
    ///
    /// Only those of the writer.
    fn write_game_state(pos: &SowingPosition<Self>, f: &mut dyn fmt::Write) -> fmt::Result {
        let _ = (pos, f);
        Ok(())
    }

    /// The board part of the diagram, ending with a newline. The default is
    /// the grid with its column letters, North's and South's labels with the
    /// pools the text shows (`North, reserve 26`).
    fn diagram_board(pos: &SowingPosition<Self>) -> String {
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
    fn diagram_status(pos: &SowingPosition<Self>) -> String {
        format!("{} to move", pos.turn().name())
    }

    /// Written after the last line of the diagram, outcome or status (Katro's
    /// bound directions).
    fn diagram_note(pos: &SowingPosition<Self>) -> String {
        let _ = pos;
        String::new()
    }

    /// Visits every legal move of a position that is not over, in a fixed
    /// order, until `visit` breaks ([`Position::for_each_move`](fanga_core::Position::for_each_move)). The default
    /// is [`SowingPosition::visit_moves`]: the openings, and for games with choices
    /// every list of choices their turns offer. A game may list its moves
    /// faster in its own way: the conformance kit checks that every move it
    /// lists passes `check_move` and plays, and that none is listed twice.
    fn for_each_move(
        pos: &SowingPosition<Self>,
        visit: &mut impl FnMut(Self::Move) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        pos.visit_moves(visit)
    }

    /// Plays a random move among those whose turns are decided within
    /// `budget` (every legal move under [`LapBudget::UNLIMITED`]), drawn with
    /// `rng`, and returns `false` (doing nothing) if the game is over or no
    /// move is decided: [`Position::play_random`](fanga_core::Position::play_random)
    /// and [`Bounded::random_move`](fanga_core::Bounded::random_move). The
    /// engine passes [`LapBudget::UNLIMITED`] whenever the budget covers
    /// [`SowingRules::MAX_TURN_LAPS`], so a game's faster draw of its own
    /// needs only that case and may leave a smaller budget to
    /// [`SowingPosition::play_random_uniform`]. The default draws uniformly
    /// ([`SowingPosition::play_random_uniform`]); a game may draw faster,
    /// with the same draws, documenting how.
    #[inline]
    fn play_random(
        pos: &mut SowingPosition<Self>,
        rng: &mut SplitMix64,
        budget: LapBudget,
    ) -> bool {
        pos.play_random_uniform(rng, budget)
    }

    /// A random playout from `pos` ([`Position::random_playout`](fanga_core::Position::random_playout)). The
    /// default is the generic loop ([`fanga_core::playout::ply_by_ply`]); a
    /// game may play the whole game its own faster way, and must then play
    /// the very same games (the conformance kit compares them seed by seed).
    fn random_playout(
        pos: &SowingPosition<Self>,
        rng: &mut SplitMix64,
        max_plies: usize,
    ) -> Playout<SowingPosition<Self>> {
        fanga_core::playout::ply_by_ply(pos, rng, max_plies)
    }
}

/// A position of the sowing game `G`: its board (with every pool), the player
/// to move, the game's own state and its options.
///
/// Built by [`Position::start`](fanga_core::Position::start), [`Position::from_text`](fanga_core::Position::from_text) / [`FromStr`], or
/// [`SowingPosition::from_setup`], all checked; kept valid by play. A small `Copy`
/// value.
///
/// ```
/// use fanga_core::{Player, Position};
/// use fanga_katro::{Katro, KatroOptions};
/// use fanga_sowing::{Board, Hole, Setup};
///
/// // Katro is `SowingPosition<KatroRules>`: the shell gives it all of `Position`.
/// let start = Katro::start(&KatroOptions::default());
/// assert_eq!(start.seeds("c2".parse::<Hole>()?), 2);
/// assert_eq!(start.total(), 48);
///
/// // A position from parts, checked like a text.
/// let mut board = Board::new(4, 6)?;
/// board.set("a2".parse()?, 3)?;
/// board.set("f3".parse()?, 1)?;
/// let setup = Setup { board, turn: Player::South, game_state: Default::default() };
/// let p = Katro::from_setup(setup, &KatroOptions::default())?;
/// assert_eq!(p.to_string(), "0,0,0,0,0,0/0,0,0,0,0,1/3,0,0,0,0,0/0,0,0,0,0,0 S");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SowingPosition<G: SowingRules> {
    /// The board in the game's layout (`Shape::LAYOUT`).
    pub(super) cells: G::Cells,
    /// The player to move.
    pub(super) turn: Player,
    /// The game's own state.
    pub(super) game_state: G::GameState,
    /// The options.
    pub(super) options: G::Options,
    /// The player to move started a turn that never ends, and lost.
    pub(super) infinite: bool,
}
