//! [`Catalogued`]: what the tools know of a game beyond its rules, declared
//! once, in the game's own crate.

use crate::{
    Bounded, Traced,
    catalog::{
        BoardView, Evaluator, Extensions, Frame, Labels, Material, Origin, RulesSummary, Step,
    },
};

/// A game as the tools see it: its title, the evaluation its computer
/// players use, how its positions are solved, and how a page shows it (its
/// rules in a few sentences, its board, its moves step by step and
/// animated). Each rules crate
/// implements it for its position types; the registry
/// ([`GameEntry::of`](crate::registry::GameEntry::of)), the sessions and the solver
/// of `fanga-ai`, the facade's game list and the playground all read it,
/// so a game states these things once, next to its rules.
///
/// Everything but the title has a default, so a game of one's own is
/// catalogued in three lines:
///
/// ```ignore
/// impl fanga_core::catalog::Catalogued for MyGame {
///     const TITLE: &'static str = "My game, after the rules of ...";
/// }
/// ```
///
/// and the rules crates declare theirs:
///
/// ```
/// use fanga_core::catalog::{Catalogued, Solving};
/// use fanga_katro::Katro;
///
/// assert!(Katro::TITLE.starts_with("Katro"));
/// assert_eq!(Katro::solving(&Default::default()), Solving::Retrograde);
/// ```
pub trait Catalogued: Traced + Bounded {
    /// One line: the game and the text it implements.
    const TITLE: &'static str;

    /// The evaluation alpha-beta and greedy players use at their horizon,
    /// for a game under `options`, given what the tools hand it in `extensions` (which
    /// a game may read: Kalah's endgame table). [`Material`] by default.
    fn evaluator(options: &Self::Options, extensions: &Extensions) -> Box<dyn Evaluator<Self>> {
        let _ = (options, extensions);
        Box::new(Material)
    }

    /// A position typical of play under `options`, where benchmarks and
    /// playouts start: the start position by default; a game whose start is
    /// a phase of its own (Mangala's setup, with its 62,196 moves) gives a
    /// position after it.
    fn sample(options: &Self::Options) -> Self {
        Self::start(options)
    }

    /// How a position of the game under `options` is solved exactly:
    /// [`Solving::Unsupported`] by default.
    fn solving(options: &Self::Options) -> Solving {
        let _ = options;
        Solving::Unsupported("no solver is declared for this game")
    }

    /// Reads a table file of the game (an endgame table its solver wrote),
    /// for a board under `options` when given: the extensions that give it
    /// to the game's computer players and solver, and what it covers.
    /// [`TableError::NoTables`] by default.
    ///
    /// # Errors
    ///
    /// [`TableError::NoTables`] for a game without table files;
    /// [`TableError::Refused`] for a damaged file, or a table of another
    /// board than `options`'.
    fn read_table(
        file: &mut dyn std::io::Read,
        options: Option<&Self::Options>,
    ) -> Result<TableFile, TableError> {
        let _ = (file, options);
        Err(TableError::NoTables { game: Self::GAME })
    }

    /// Builds the game's table for solving `position` (Kalah's endgame
    /// table), as `request` asks, calling `progress(done, total)` as it
    /// goes: `Ok(None)` when the game has no tables or the position needs
    /// none.
    ///
    /// # Errors
    ///
    /// [`TableError::Refused`]: the table does not fit the request's
    /// memory, or the request is out of the game's range.
    fn build_table(
        position: &Self,
        request: &TableRequest,
        progress: &(dyn Fn(u64, u64) + Sync),
    ) -> Result<Option<TableFile>, TableError> {
        let _ = (position, request, progress);
        Ok(None)
    }

    /// Whether every position under `options` solves in well under a
    /// second, so that a page may solve each position as it is reached
    /// (the playground's "solved" boards). `false` by default.
    fn solves_at_once(options: &Self::Options) -> bool {
        let _ = options;
        false
    }

    /// Reads a game of this type described by data: `text` is a file's
    /// contents (a rule set, say). `None` when this type reads no such
    /// description or `text` is not one of its own; otherwise the options
    /// that play the game it describes (the game's name, title and rules
    /// are theirs: [`Position::game`](crate::Position::game),
    /// [`Catalogued::title`]), or why it is refused, in one line. The
    /// registry and the catalog try every game's reader
    /// ([`Registry::with_described`](crate::registry::Registry::with_described)).
    /// None by default.
    fn read_description(text: &str) -> Option<Result<Self::Options, String>> {
        let _ = text;
        None
    }

    /// The games described by data that this type ships with it (a rules
    /// crate's own rule sets, say): each the options that play it, as
    /// [`Catalogued::read_description`] would give them, under a name of its
    /// own ([`Position::game`](crate::Position::game)). The facade's game
    /// list makes each a game of the registry and the catalog, after the
    /// type's own entry, so every tool offers it by name. None by default.
    fn shipped() -> Vec<Self::Options> {
        Vec::new()
    }

    /// The rules in a few sentences, with their source, in English and
    /// French, as the playground shows them: none by default (the page then
    /// shows the title and says that no summary is available).
    const RULES: Option<RulesSummary> = None;

    /// How a page names the game, its options and their values in English
    /// and French ([`Labels`]): none by default (the page then shows the
    /// title, the options' keys and their values as they are).
    const LABELS: Option<Labels> = None;

    /// The game's family and the region where it is played ([`Origin`]),
    /// by which a list of games groups it: none by default. Every game of
    /// fanga's list declares one (the facade's tests check), and so does
    /// each rule set it ships.
    const ORIGIN: Option<Origin> = None;

    /// The title of the game under `options`: [`Catalogued::TITLE`], unless
    /// the type serves many games described by data, whose title the
    /// options hold ([`Variant`](crate::variant::Variant)).
    fn title(options: &Self::Options) -> &'static str {
        let _ = options;
        Self::TITLE
    }

    /// The rules summary of the game under `options`: [`Catalogued::RULES`]
    /// unless the options hold another.
    fn rules(options: &Self::Options) -> Option<RulesSummary> {
        let _ = options;
        Self::RULES
    }

    /// The labels of the game under `options`: [`Catalogued::LABELS`]
    /// unless the options hold others.
    fn labels(options: &Self::Options) -> Option<Labels> {
        let _ = options;
        Self::LABELS
    }

    /// The origin of the game under `options`: [`Catalogued::ORIGIN`]
    /// unless the options hold another (a rule set fanga ships).
    fn origin(options: &Self::Options) -> Option<Origin> {
        let _ = options;
        Self::ORIGIN
    }

    /// The board as a page draws it ([`BoardView`]). By default a text
    /// board of the position's [`diagram`](crate::Position::diagram).
    fn view(&self) -> BoardView {
        BoardView::text(self.diagram())
    }

    /// The steps a player takes to enter the legal move `mv` (in the game's
    /// notation), in order: cells to click and choices to make. By default
    /// [`Step::split`]: the text cut at spaces, colons and hyphens, each
    /// piece a choice.
    fn steps(&self, mv: &str) -> Vec<Step> {
        Step::split(mv)
    }

    /// The animation of the move `mv` played from this position, rebuilt
    /// from its `trace`, `next` being the position after it: frames in
    /// order, at most [`MAX_FRAMES`](crate::catalog::MAX_FRAMES), the last of which
    /// shows `next`'s [`view`](Catalogued::view). By default that one frame,
    /// touching the cells of the move's [`steps`](Catalogued::steps), with
    /// the move's text as its note.
    fn frames(&self, mv: &Self::Move, trace: &Self::Trace, next: &Self) -> Vec<Frame> {
        let _ = trace;
        let text = mv.to_string();
        let at = self
            .steps(&text)
            .into_iter()
            .filter_map(|s| s.cell)
            .collect();
        vec![Frame::new(next.view(), at, text)]
    }
}

/// Which exact method solves a game's positions (`fanga-exact-solver` runs it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Solving {
    /// Memoised search over whole turns (MTD(f)): the positions never
    /// repeat along a game. Gives the result and the final margin.
    Search,
    /// Retrograde analysis over every reachable position: positions can
    /// repeat. Gives the result and the plies to the end.
    Retrograde,
    /// No exact method applies; the text says why.
    Unsupported(&'static str),
}

impl Solving {
    /// The method, or why there is none.
    ///
    /// # Errors
    ///
    /// [`Solving::Unsupported`]'s reason.
    pub fn method(self) -> Result<Self, &'static str> {
        match self {
            Solving::Unsupported(why) => Err(why),
            m => Ok(m),
        }
    }
}

/// A game's table, read from its file ([`Catalogued::read_table`]) or
/// built ([`Catalogued::build_table`]).
#[derive(Clone)]
#[non_exhaustive]
pub struct TableFile {
    /// The extensions that carry the table to the game's tools.
    pub extensions: Extensions,
    /// The most seeds (or pieces) on the board of a position it knows.
    pub seeds: u32,
    /// The positions (states) it holds.
    pub states: u64,
    save: Option<Saver>,
}

/// Writes a table to a file.
type Saver = std::sync::Arc<dyn Fn(&mut dyn std::io::Write) -> std::io::Result<()> + Send + Sync>;

impl std::fmt::Debug for TableFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TableFile")
            .field("extensions", &self.extensions)
            .field("seeds", &self.seeds)
            .field("states", &self.states)
            .finish_non_exhaustive()
    }
}

impl TableFile {
    /// A table of `states` positions of up to `seeds` seeds, carried by
    /// `extensions`.
    #[must_use]
    pub fn new(extensions: Extensions, seeds: u32, states: u64) -> Self {
        TableFile {
            extensions,
            seeds,
            states,
            save: None,
        }
    }

    /// The same table, which `save` writes to a file.
    #[must_use]
    pub fn with_saver(
        mut self,
        save: impl Fn(&mut dyn std::io::Write) -> std::io::Result<()> + Send + Sync + 'static,
    ) -> Self {
        self.save = Some(std::sync::Arc::new(save));
        self
    }

    /// Writes the table in the file format its game reads back
    /// ([`Catalogued::read_table`]).
    ///
    /// # Errors
    ///
    /// The writer's; [`std::io::ErrorKind::Unsupported`] for a table that
    /// cannot be written.
    pub fn write_to(&self, w: &mut dyn std::io::Write) -> std::io::Result<()> {
        match &self.save {
            Some(save) => save(w),
            None => Err(std::io::Error::new(
                std::io::ErrorKind::Unsupported,
                "this table cannot be written to a file",
            )),
        }
    }
}

/// What a table build, and the solver that reads the table, may use: the
/// table's size (the most seeds on the board of a position it holds), the
/// threads and the memory. Given to a solver in
/// [`Extensions`] (`SolveConfig::tools` of `fanga-exact-solver`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct TableRequest {
    /// The table's seeds; `None` for the game's choice for the board.
    pub seeds: Option<u32>,
    /// Threads; `None` for one a core (at most 8).
    pub threads: Option<usize>,
    /// The most memory the table may take, in bytes; `None` for the
    /// game's choice.
    pub memory: Option<u64>,
}

impl TableRequest {
    /// A request for a table of `seeds` seeds on `threads` threads within
    /// `memory` bytes (each `None` for the game's choice).
    #[must_use]
    pub fn new(seeds: Option<u32>, threads: Option<usize>, memory: Option<u64>) -> Self {
        TableRequest {
            seeds,
            threads,
            memory,
        }
    }
}

/// Why a table file was refused ([`Catalogued::read_table`]).
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TableError {
    /// The game has no table files.
    #[error("{game} has no table files")]
    NoTables {
        /// The game.
        game: &'static str,
    },
    /// The file was refused: the game's error says why.
    #[error(transparent)]
    Refused(Box<dyn std::error::Error + Send + Sync>),
}
