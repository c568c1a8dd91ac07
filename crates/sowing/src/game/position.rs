//! [`Position`] and [`Traced`] for every sowing game.

use std::fmt::Write as _;
use std::ops::ControlFlow;

use fanga_core::{
    Bounded, ByPlayer, LapBudget, MoveList, Outcome, PlayError, Player, Position, RepetitionRule,
    SplitMix64, TraceReplayError, Traced, Undecided, WithinError, playout::Playout,
};
use fanga_core::{ParsePositionError, text};

use super::play::{Rules, Shape, exact};
use super::refusal::MoveError;
use super::shell::{Setup, SowingPosition, SowingRules};
use crate::relay::{self, TurnEnd};
use crate::trace::{MoveTrace, TraceError, TraceProblem};
use crate::{Board, Hole, reason};

impl<G: SowingRules> Position for SowingPosition<G> {
    type Move = G::Move;
    type ParseMoveError = <G::Move as std::str::FromStr>::Err;
    type MoveError = MoveError<G>;
    type Options = G::Options;

    const GAME: &'static str = G::GAME;
    const PLAYER_LETTERS: ByPlayer<char> = G::PLAYER_LETTERS;
    const REPETITION: RepetitionRule = G::REPETITION;

    fn start(options: &G::Options) -> Self {
        let s = G::start(options);
        SowingPosition {
            cells: Shape::<G>::pack(&s.board),
            turn: s.turn,
            game_state: s.game_state,
            options: *options,
            infinite: false,
        }
    }

    fn game(&self) -> &'static str {
        G::game(&self.options)
    }

    fn repetition(&self) -> RepetitionRule {
        G::repetition(&self.options)
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
        let game_state_keys = G::game_state_keys(options);
        let spec: Vec<(&'static str, bool)> = G::POOLS
            .iter()
            .map(|k| (k.key, true))
            .chain(game_state_keys.iter().copied())
            .collect();
        let values = fields.key_values(&spec)?;
        let mut total = u64::from(board.total());
        for (k, value) in G::POOLS.iter().zip(&values) {
            let counts = text::parse_counts(k.key, *value, k.example)?;
            total += u64::from(counts.south) + u64::from(counts.north);
            if total > u64::from(Board::MAX_SEEDS) {
                return Err(ParsePositionError::TooManySeeds {
                    total,
                    max: Board::MAX_SEEDS,
                });
            }
            for p in Player::BOTH {
                board.set_pool(k.pool, p, counts[p]).map_err(|_| {
                    ParsePositionError::TooManySeeds {
                        total,
                        max: Board::MAX_SEEDS,
                    }
                })?;
            }
        }
        let game_state = G::parse_game_state(options, &values[G::POOLS.len()..])?;
        SowingPosition::from_setup(
            Setup {
                board,
                turn: fields.side,
                game_state,
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
        exact(self.checked(m, &mut (), LapBudget::UNLIMITED)).map(|_| ())
    }

    /// Plays `m` without checking its opening; its choices are followed as
    /// given (a `debug_assert` catches a choice the turn does not offer, and
    /// the position is then left unchanged).
    fn play_unchecked(&mut self, m: &G::Move) {
        // An unlimited budget is never counted down: the turn is decided.
        let _ = self.run_turn(m, LapBudget::UNLIMITED);
    }

    fn play(self, m: &G::Move) -> Result<Self, PlayError<Self>> {
        exact(self.checked(m, &mut (), LapBudget::UNLIMITED))
            .map_err(|reason| PlayError::new(*m, reason, self))
    }

    fn conserved(&self) -> Option<u64> {
        Some(u64::from(self.total()))
    }

    fn score(&self) -> ByPlayer<u32> {
        G::score(self)
    }

    fn epoch(&self) -> u64 {
        G::epoch(self)
    }

    fn play_random(&mut self, rng: &mut SplitMix64) -> bool {
        G::play_random(self, rng, LapBudget::UNLIMITED)
    }

    fn random_playout(&self, rng: &mut SplitMix64, max_plies: usize) -> Playout<Self> {
        G::random_playout(self, rng, max_plies)
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

/// A sowing turn stops at the budget: relay sowing may go on for millions of
/// laps before it ends or is proven endless.
impl<G: SowingRules> Bounded for SowingPosition<G> {
    /// [`SowingRules::MAX_TURN_LAPS`].
    fn max_turn_laps(&self) -> Option<u64> {
        G::MAX_TURN_LAPS
    }

    fn visit_moves(
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
                match next.run_turn(&m, budget) {
                    Ok(()) => visit(Ok(m)),
                    Err(u) => visit(Err(u)),
                }
            });
        }
        let cx = self.turn_context();
        let rules = Rules { cx };
        G::openings(self, &mut |opening| {
            let (turn, landing) = G::open(&cx, self, opening, &mut ());
            relay::explore(&rules, turn, landing, laps, &mut |choices, _, end| {
                let Some(m) = G::join(opening, choices) else {
                    debug_assert!(false, "a turn made more choices than its move holds");
                    return ControlFlow::Continue(());
                };
                match end {
                    TurnEnd::Undecided => visit(Err(Undecided::new(m, laps))),
                    TurnEnd::Ended | TurnEnd::Infinite => visit(Ok(m)),
                }
            })
        })
    }

    fn run_move(
        &mut self,
        m: &G::Move,
        budget: LapBudget,
    ) -> Result<(), WithinError<G::Move, MoveError<G>>> {
        *self = self.checked(m, &mut (), budget)?;
        Ok(())
    }

    /// [`SowingRules::play_random`], told the budget only when it does not
    /// cover [`SowingRules::MAX_TURN_LAPS`].
    fn random_move(&mut self, rng: &mut SplitMix64, budget: LapBudget) -> bool {
        let covered = G::MAX_TURN_LAPS.is_some_and(|max| max <= budget.raw());
        G::play_random(
            self,
            rng,
            if covered {
                LapBudget::UNLIMITED
            } else {
                budget
            },
        )
    }
}

impl<G: SowingRules> Traced for SowingPosition<G> {
    type Trace = MoveTrace;

    fn play_traced(&self, m: &G::Move) -> Result<(Self, MoveTrace), MoveError<G>> {
        let (next, mut trace) = MoveTrace::record(self.turn, |events| {
            exact(self.checked(m, events, LapBudget::UNLIMITED))
        })?;
        trace.naming = G::NAMING;
        Ok((next, trace))
    }

    fn replay_trace(&self, trace: &MoveTrace) -> Result<Self, TraceReplayError> {
        let board = trace.replay_move(self.turn, &self.board(), self.turn_context().circuit)?;
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
        let (game_state, player) = G::replay_finish(self, trace).map_err(|problem| {
            TraceReplayError::new(TraceError {
                index: trace.events.len(),
                event: "(the whole trace)".to_owned(),
                problem,
            })
        })?;
        next.cells = cells;
        next.game_state = game_state;
        next.turn = player;
        Ok(next)
    }
}
