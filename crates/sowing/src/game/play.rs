//! The position's own methods: building, checking and playing it, and
//! the parts the other modules share (where its board lives, the relay
//! engine's view of a turn).

use std::fmt;
use std::marker::PhantomData;
use std::ops::ControlFlow;

use fanga_core::ParsePositionError;
use fanga_core::{
    ByPlayer, LapBudget, MoveType, Player, Position, SplitMix64, Undecided, WithinError,
};

use super::refusal::MoveError;
use super::shell::{Setup, SowingPosition, SowingRules, TurnContext};
use crate::relay::{self, ChoiceError, Landing, Turn, TurnEnd, TurnRules};
use crate::storage::{Cells, Layout};
use crate::trace::Tracer;
use crate::{Board, Circuit, Hole, LapEnd, Pool};

/// Where `G`'s positions keep their board in their cells.
pub(super) struct Shape<G>(PhantomData<G>);

impl<G: SowingRules> Shape<G> {
    const LAYOUT: Layout = Layout::new(G::ROWS, G::COLUMNS, G::POOLS, G::HIDDEN_POOLS);
    const FITS: () = assert!(
        Self::LAYOUT.len <= <G::Cells as Cells>::LEN,
        "SowingRules::Cells is smaller than ROWS x (widest COLUMNS) + 2 x (pools kept)"
    );

    #[inline(always)]
    pub(super) fn pack(board: &Board) -> G::Cells {
        let () = Self::FITS;
        Self::LAYOUT.pack(board)
    }

    #[inline(always)]
    pub(super) fn unpack(cells: &G::Cells, options: &G::Options) -> Board {
        let () = Self::FITS;
        Self::LAYOUT.unpack(cells, G::columns(options))
    }
}

/// The relay engine's view of one turn of `G`.
pub(super) struct Rules<G: SowingRules> {
    pub(super) cx: TurnContext<G>,
}

impl<G: SowingRules> TurnRules for Rules<G> {
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

impl<G: SowingRules> SowingPosition<G> {
    /// A position from its parts, checked: the board's shape is the game's for
    /// these options, the pools it does not keep are empty, and the game's own
    /// conditions hold ([`SowingRules::validate`]). The board's 255-seed limit
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
        Ok(SowingPosition {
            cells: Shape::<G>::pack(&setup.board),
            turn: setup.turn,
            game_state: setup.game_state,
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
            game_state: self.game_state,
        }
    }

    /// The board, pools included, rebuilt from the position's compact cells
    /// ([`storage`](crate::storage)): keep it in a local rather than call this
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
    pub const fn game_state(&self) -> G::GameState {
        self.game_state
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
    pub fn turn_context(&self) -> TurnContext<G> {
        TurnContext {
            mover: self.turn,
            options: self.options,
            circuit: G::circuit(&self.options, self.turn),
        }
    }

    /// Replaces the position's parts without checking them, for a game's own
    /// hot path ([`SowingRules::play_random`]): the caller keeps the position
    /// one of the game's (a `debug_assert` checks the board's shape). The
    /// position is no longer one that ended by a turn that never ends.
    pub fn set_unchecked(&mut self, setup: Setup<G>) {
        debug_assert!(
            setup.board.rows() == G::ROWS && setup.board.cols() == G::columns(&self.options),
            "set_unchecked with a board of another shape"
        );
        self.cells = Shape::<G>::pack(&setup.board);
        self.turn = setup.turn;
        self.game_state = setup.game_state;
        self.infinite = false;
    }

    /// Writes the seeds of row `row` (0-based, one count per column) into
    /// the position without checking them, for a game's own hot path, like
    /// [`SowingPosition::set_unchecked`] but without rebuilding a board: the caller
    /// keeps the position one of the game's (a row of the board, counts
    /// within the board's total, the pools and the player to move set to
    /// match with [`SowingPosition::set_pool_unchecked`] and
    /// [`SowingPosition::set_turn_unchecked`]). A row off the board, or seeds of
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
    /// [`SowingPosition::set_row_unchecked`]. A pool the game does not keep is left
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
    /// [`SowingPosition::set_row_unchecked`].
    #[inline]
    pub fn set_turn_unchecked(&mut self, player: Player) {
        self.turn = player;
        self.infinite = false;
    }

    /// The shell's move generation (the default of
    /// [`SowingRules::for_each_move`]), for a position that is not over: the
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
        let cx = self.turn_context();
        let rules = Rules { cx };
        G::openings(self, &mut |opening| {
            let (turn, landing) = G::open(&cx, self, opening, &mut ());
            relay::explore(
                &rules,
                turn,
                landing,
                u64::MAX,
                &mut |choices, _, _| match G::join(opening, choices) {
                    Some(m) => visit(m),
                    None => {
                        debug_assert!(false, "a turn made more choices than its move holds");
                        ControlFlow::Continue(())
                    }
                },
            )
        })
    }

    /// Plays a uniformly random legal move (the default of
    /// [`SowingRules::play_random`]); `false` if the game is over.
    ///
    /// It draws the same move as `legal_moves()[rng.below(len)]` (the shell's
    /// move order, [`SowingPosition::visit_moves`]), but for a game with choices it
    /// keeps the end of every turn while listing them, so that the chosen
    /// turn is not played a second time.
    ///
    /// Under a lap budget the draw is uniform among the moves whose turns
    /// are decided within `budget`. For a game with choices it is the draw
    /// of `within(budget).legal_moves().decided[rng.below(len)]` (every turn
    /// is played out to list the moves); for a game without, whose moves are
    /// listed without playing them, a move is drawn among them all and, if
    /// its turn is undecided, set aside for another draw (the same draw
    /// whenever no turn is undecided, and one turn played).
    #[inline(always)]
    pub fn play_random_uniform(&mut self, rng: &mut SplitMix64, budget: LapBudget) -> bool {
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
            if laps == u64::MAX {
                // Every turn is decided: one draw, nothing set aside.
                if moves.is_empty() {
                    return false;
                }
                self.play_unchecked(&moves[rng.below(moves.len())]);
                return true;
            }
            while !moves.is_empty() {
                let m = moves.remove(rng.below(moves.len()));
                if self.run_turn(&m, budget).is_ok() {
                    return true;
                }
            }
            return false;
        }
        type Ends<G> = smallvec::SmallVec<
            [(
                <G as SowingRules>::Opening,
                Turn<<G as SowingRules>::TurnState>,
                TurnEnd,
            ); 16],
        >;
        let mut ends: Ends<G> = smallvec::SmallVec::new();
        let cx = self.turn_context();
        let rules = Rules { cx };
        let _ = G::openings(self, &mut |opening| {
            let (turn, landing) = G::open(&cx, self, opening, &mut ());
            relay::explore(&rules, turn, landing, laps, &mut |choices, t, end| {
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
    /// and ended (`end`) in `turn`: what [`SowingPosition::play_unchecked`] does
    /// once the turn is played. False (and nothing changes) for an
    /// undecided turn.
    ///
    /// For fast paths that play a turn their own way (the four-row reserve
    /// games' random moves): `turn` must be where the turn's rules leave it,
    /// as [`SowingPosition::play_unchecked`] would.
    pub fn end_turn(
        &mut self,
        opening: G::Opening,
        turn: &Turn<G::TurnState>,
        end: TurnEnd,
    ) -> bool {
        match end {
            TurnEnd::Infinite => self.infinite = true,
            TurnEnd::Ended => {
                let (game_state, player) = G::finish(self, opening, turn);
                self.cells = Shape::<G>::pack(&turn.board);
                self.game_state = game_state;
                self.turn = player;
            }
            // An unlimited exploration decides every turn.
            TurnEnd::Undecided => return false,
        }
        true
    }

    /// Plays the legal move `m` in place within `budget`; an undecided turn
    /// leaves the position unchanged. (Not `#[inline]`: inlined into a
    /// perft's or a search's visitor, the turn's state is copied more than
    /// the call costs.)
    pub(super) fn run_turn(
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
            Ok(TurnEnd::Undecided) => Err(Undecided::new(*m, budget.raw())),
            Ok(_) => Ok(()),
            Err(e) => {
                debug_assert!(false, "play_unchecked of an illegal move `{m}`: {e}");
                Ok(())
            }
        }
    }

    /// Plays a turn in place along `choices` within `laps` laps (`u64::MAX`
    /// for no bound), recording it on `trace`. An undecided turn leaves the
    /// position unchanged; on a choice error the position is unchanged too.
    #[inline]
    pub(super) fn run_in_place(
        &mut self,
        opening: G::Opening,
        choices: &[G::Choice],
        trace: &mut impl Tracer,
        laps: u64,
    ) -> Result<TurnEnd, ChoiceError<G::Choice>> {
        let cx = self.turn_context();
        let (mut turn, landing) = G::open(&cx, self, opening, trace);
        let end = relay::play_turn(&Rules { cx }, &mut turn, landing, choices, trace, laps)?;
        match end {
            TurnEnd::Infinite => self.infinite = true,
            TurnEnd::Ended => {
                let (game_state, player) = G::finish(self, opening, &turn);
                self.cells = Shape::<G>::pack(&turn.board);
                self.game_state = game_state;
                self.turn = player;
            }
            TurnEnd::Undecided => {}
        }
        Ok(end)
    }

    /// Checks and plays `m` on a copy within `budget`.
    pub(super) fn checked(
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
            Ok(TurnEnd::Undecided) => Err(WithinError::Undecided(Undecided::new(*m, budget.raw()))),
            Ok(_) => Ok(next),
            Err(e) => Err(WithinError::Illegal(MoveError::Choice(e))),
        }
    }

    pub(super) fn write_text(&self, f: &mut dyn fmt::Write) -> fmt::Result {
        let board = self.board();
        board.write_grid(f)?;
        write!(f, " {}", G::PLAYER_LETTERS[self.turn])?;
        for k in G::POOLS {
            let ByPlayer { south, north } = board.pools(k.pool);
            write!(f, " {}={south},{north}", k.key)?;
        }
        G::write_game_state(self, f)
    }
}

/// The answer of a call made with [`LapBudget::UNLIMITED`], which is never
/// counted down ([`relay::drive`]), so that no turn is undecided.
pub(super) fn exact<T, M: MoveType, E: std::error::Error>(
    r: Result<T, WithinError<M, E>>,
) -> Result<T, E> {
    r.map_err(|e| match e {
        WithinError::Illegal(e) => e,
        // Proof: `drive` stops undecided only when its count of laps
        // left reaches 0, and it never counts down `u64::MAX`.
        _ => unreachable!("an unlimited lap budget ran out"),
    })
}

pub(super) fn pool_name(pool: Pool) -> &'static str {
    match pool {
        Pool::Store => "store",
        Pool::Reserve => "reserve",
        Pool::Captured => "captured seeds",
    }
}
