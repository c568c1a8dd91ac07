//! The rule sets plugged into the sowing engine's shell: the hooks of
//! [`TwoRowRules`], each reading the compiled rule set its options name.

use std::ops::ControlFlow;

use fanga_core::playout::Playout;
use fanga_core::{
    ByPlayer, LapBudget, Outcome, ParsePositionError, Player, RepetitionRule, SplitMix64,
};
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::trace::Tracer;
use fanga_sowing::{
    Circuit, Hole, HoleRefusal, Lap, LapEnd, PoolKey, RelayRun, Setup, SowingRules, TurnContext,
    check_own_hole,
};

use crate::RuleSetOptions;
use crate::moves::{TwoRowMove, TwoRowOpening};
use crate::state::{GameState, Result as GameResult, TurnState};
use crate::two_row::{Engine, TwoRowRules};

/// The key of a further sowing already used by the player to move, under
/// `capture.repeat_once` (`repeat=used`; absent, not used).
pub(crate) const REPEAT_KEY: &str = "repeat";

/// Why a rule set's opening is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TwoRowRefusal {
    /// Not a hole of the mover's row with seeds.
    #[error(transparent)]
    Hole(#[from] HoleRefusal),
    /// The hole holds fewer seeds than a move needs.
    #[error("{hole} holds {holds} seeds: a move sows at least {needs}")]
    TooFew {
        /// The hole.
        hole: Hole,
        /// Its seeds.
        holds: u8,
        /// The fewest a move sows.
        needs: u8,
    },
    /// The move names a direction on a hole whose direction the rules give,
    /// or none on a hole where the mover chooses it.
    #[error("{}", direction_refusal(*hole, *chosen))]
    Direction {
        /// The hole.
        hole: Hole,
        /// Whether the mover chooses the direction there.
        chosen: bool,
    },
    /// Another rule forbids it: the opponent must be fed, or a move may
    /// not take all his seeds.
    #[error("{hole} is not allowed: {rule}")]
    Forbidden {
        /// The hole.
        hole: Hole,
        /// The rule.
        rule: &'static str,
    },
}

fn direction_refusal(hole: Hole, chosen: bool) -> String {
    if chosen {
        format!("the mover chooses the direction from {hole}: `{hole}:cw` or `{hole}:ccw`")
    } else {
        format!("the rules give the direction from {hole}: the move is written `{hole}`")
    }
}

/// Why a rule set's game ended.
pub const GAME_OVER: fanga_core::EndReason = fanga_core::EndReason::new("game over");

impl SowingRules for TwoRowRules {
    const GAME: &'static str = "ruleset";
    const ROWS: u8 = 2;
    const COLUMNS: &'static [u8] = &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16];
    const COLUMNS_EXPECTED: &'static str = "1 to 16";
    const COLUMNS_OPTION: &'static str = "board.holes";
    const COLUMNS_NOUN: &'static str = "holes a row";
    const POOLS: &'static [PoolKey] = &[PoolKey::STORE];

    type Options = RuleSetOptions;
    type Move = TwoRowMove;
    type Opening = TwoRowOpening;
    /// The hole of a further sowing.
    type Choice = Hole;
    type GameState = GameState;
    type TurnState = TurnState;
    type Refusal = TwoRowRefusal;
    /// 2 rows of 16 holes and the stores.
    type Cells = [u8; 34];

    fn game(options: &RuleSetOptions) -> &'static str {
        options.rules.name
    }

    fn columns(options: &RuleSetOptions) -> u8 {
        options.rules.holes
    }

    fn circuit(options: &RuleSetOptions, mover: Player) -> &'static Circuit {
        options.rules.circuits[mover.index()]
    }

    fn start(options: &RuleSetOptions) -> Setup<Self> {
        let c = options.rules;
        let mut game_state = c.start.game.unwrap_or_else(|| c.start_state());
        if c.rules.capture.first_player_limited {
            game_state.limited = Some(c.start.turn);
        }
        Setup {
            board: c.start.board,
            turn: c.start.turn,
            game_state,
        }
    }

    fn validate(
        setup: &mut Setup<Self>,
        options: &RuleSetOptions,
    ) -> Result<(), ParsePositionError> {
        let c = options.rules;
        // Every seed stays in play, on the board or in a store.
        if setup.board.total() != c.total {
            return Err(ParsePositionError::Invalid(format!(
                "{} seeds: rule set `{}` plays {}",
                setup.board.total(),
                c.name,
                c.total
            )));
        }
        if c.none_in_first_moves == 0 {
            setup.game_state.captures_on = true;
            setup.game_state.moves = 0;
        }
        Ok(())
    }

    fn split(m: &TwoRowMove) -> (TwoRowOpening, &[Hole]) {
        (m.opening(), &m.holes()[1..])
    }

    fn join(first: TwoRowOpening, choices: &[Hole]) -> Option<TwoRowMove> {
        TwoRowMove::joined(first, choices)
    }

    fn openings(
        pos: &Engine,
        visit: &mut impl FnMut(TwoRowOpening) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let c = pos.options().rules;
        for o in c.legal_openings(pos.turn(), &pos.board(), &pos.game_state()) {
            visit(o)?;
        }
        ControlFlow::Continue(())
    }

    fn check_opening(pos: &Engine, opening: TwoRowOpening) -> Result<(), TwoRowRefusal> {
        let c = pos.options().rules;
        let board = pos.board();
        let first = opening.hole;
        // Under `moves.any_hole` every hole is the mover's to sow, and
        // under territory those he owns.
        let state = pos.game_state();
        let owned = state.ceded != 0
            && !first.is_store()
            && board.contains(first)
            && crate::territory::owns(&state, pos.turn(), first);
        let mover = if c.any_hole || owned {
            board.owner(first).unwrap_or(pos.turn())
        } else {
            pos.turn()
        };
        check_own_hole(&board, first, mover)?;
        if board.get(first) < c.min_seeds {
            return Err(TwoRowRefusal::TooFew {
                hole: first,
                holds: board.get(first),
                needs: c.min_seeds,
            });
        }
        let chosen = c
            .directions
            .as_ref()
            .is_some_and(|d| d.of(first, board.get(first)).is_none());
        if chosen != opening.dir.is_some() {
            return Err(TwoRowRefusal::Direction {
                hole: first,
                chosen,
            });
        }
        if !c
            .legal_openings(pos.turn(), &board, &pos.game_state())
            .contains(&opening)
        {
            return Err(TwoRowRefusal::Forbidden {
                hole: first,
                rule: c.forbidden_by(pos.turn(), &board, &pos.game_state(), first),
            });
        }
        Ok(())
    }

    fn open(
        cx: &TurnContext<Self>,
        pos: &Engine,
        first: TwoRowOpening,
        trace: &mut impl Tracer,
    ) -> (Turn<TurnState>, Landing<Hole>) {
        let c = cx.options.rules;
        let board = pos.board();
        let mut turn = Turn {
            board,
            state: TurnState::of(pos.game_state(), c.sowing_dir(&board, first)),
        };
        // The hole kept from the turn before lasts this one's choice; a
        // further sowing used counts for this turn.
        turn.state.game.no_return = 0;
        turn.state.rams = c.rams_of(&board);
        turn.state.repeats = u8::from(std::mem::take(&mut turn.state.game.repeat_used));
        let lap = c.start_sowing(cx.mover, &mut turn, first.hole, trace);
        (turn, Landing::Sow(lap))
    }

    fn land(
        cx: &TurnContext<Self>,
        turn: &mut Turn<TurnState>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Hole> {
        cx.options.rules.land(cx.mover, turn, end, trace)
    }

    /// The runs of plain relays on the engine's packed ring, for the rule
    /// sets whose every lap ending in an occupied hole relays with nothing
    /// else between laps ([`Circuit::relay_run`]; no hole is an exit: a
    /// lap ending in an empty hole ends the run, and `land` decides there).
    fn relay_run(
        cx: &TurnContext<Self>,
        turn: &mut Turn<TurnState>,
        lap: Lap,
        left: &mut u64,
    ) -> Option<RelayRun> {
        if !cx.options.rules.plain_relays {
            return None;
        }
        cx.circuit
            .relay_run(&mut turn.board, lap, |_, _| false, left)
    }

    fn choose(
        cx: &TurnContext<Self>,
        turn: &mut Turn<TurnState>,
        hole: Hole,
        trace: &mut impl Tracer,
    ) -> Landing<Hole> {
        Landing::Sow(cx.options.rules.start_sowing(cx.mover, turn, hole, trace))
    }

    /// The other player moves next, unless the game is over, or he has no
    /// move and the rules make him pass.
    fn finish(pos: &Engine, _: TwoRowOpening, turn: &Turn<TurnState>) -> (GameState, Player) {
        let mover = pos.turn();
        let next = if let Some(starter) = turn.state.round_starter {
            starter
        } else if turn.state.passes || turn.state.again {
            mover
        } else {
            mover.other()
        };
        (turn.state.game, next)
    }

    /// The changes the turn recorded: the moves counted while captures are
    /// off, the result, a pass.
    fn replay_finish(
        pos: &Engine,
        trace: &fanga_sowing::trace::MoveTrace,
    ) -> Result<(GameState, Player), fanga_sowing::trace::TraceProblem> {
        Ok(pos
            .options()
            .rules
            .replay_changes(pos.game_state(), pos.turn(), &trace.events))
    }

    /// Draws each sowing uniformly (the crate's decision 12: the first hole
    /// among the legal ones, each further sowing among those offered), on
    /// the fast path when the rule set's rules allow it; under a lap
    /// budget, a whole turn uniformly among those decided within it
    /// ([`SowingPosition::play_random_uniform`](fanga_sowing::SowingPosition::play_random_uniform)).
    fn play_random(pos: &mut Engine, rng: &mut SplitMix64, budget: LapBudget) -> bool {
        if !budget.is_unlimited() {
            return pos.play_random_uniform(rng, budget);
        }
        crate::random::play(pos, rng)
    }

    /// The whole game on the fast path when the rule set's rules allow it,
    /// each move drawn as [`TwoRowRules::play_random`] draws it.
    fn random_playout(pos: &Engine, rng: &mut SplitMix64, max_plies: usize) -> Playout<Engine> {
        crate::random::playout(pos, rng, max_plies)
    }

    fn outcome(pos: &Engine) -> Option<Outcome> {
        let reason = GAME_OVER;
        match pos.game_state().result {
            GameResult::None => None,
            GameResult::Win(p) => Some(Outcome::win(p, reason)),
            GameResult::Draw => Some(Outcome::Draw { reason }),
        }
    }

    /// The stores, and the rows where the seeds left count for their
    /// owner where they lie.
    fn score(pos: &Engine) -> ByPlayer<u32> {
        pos.options().rules.score(&pos.board(), &pos.game_state())
    }

    /// The seeds in the stores, where no rule takes a seed out of them (a
    /// capture of a store moves it into the other): a position with fewer
    /// never recurs, and a history forgets those positions. 0 (always
    /// exact) where a relay from the hole after the last seed's may start
    /// from the mover's store.
    fn epoch(pos: &Engine) -> u64 {
        if !pos.options().rules.stores_only_grow {
            return 0;
        }
        let b = pos.board();
        u64::from(b.store(Player::South)) + u64::from(b.store(Player::North))
    }

    /// The rule set's (`end.repetition`).
    fn repetition(options: &RuleSetOptions) -> RepetitionRule {
        options.rules.repetition
    }

    /// The rule set a text names (`ruleset=NAME`), or the default one.
    fn text_options(_: u8, keys: &[(&str, &str)]) -> RuleSetOptions {
        keys.iter()
            .find(|(k, _)| *k == crate::RULESET_KEY)
            .and_then(|(_, name)| crate::defined::find(name))
            .map_or_else(RuleSetOptions::default, RuleSetOptions::of)
    }

    fn game_state_keys(options: &RuleSetOptions) -> &'static [(&'static str, bool)] {
        options.rules.state_keys
    }

    fn parse_game_state(
        options: &RuleSetOptions,
        values: &[Option<&str>],
    ) -> Result<GameState, ParsePositionError> {
        let c = options.rules;
        let mut state = c.start_state();
        let mut values = values.iter().copied();
        if c.none_in_first_moves > 0 {
            let v = values.next().flatten().unwrap_or_default();
            if v == "on" {
                state.captures_on = true;
            } else {
                let moves = v
                    .strip_prefix("off:")
                    // Decimal digits, no leading zero: the text prints back.
                    .and_then(|n| fanga_core::text::count_item(n, u32::from(u8::MAX)))
                    .and_then(|n| u8::try_from(n).ok())
                    .filter(|&n| n < c.none_in_first_moves)
                    .ok_or_else(|| {
                        ParsePositionError::Invalid(format!(
                            "captures=`{}`: expected `on`, or `off:N` with N the moves made, below {}",
                            fanga_core::text::excerpt(v),
                            c.none_in_first_moves
                        ))
                    })?;
                state.moves = moves;
            }
        }
        if c.allow == crate::spec::AllowRule::EveryHoleFirst {
            state.locked = c.parse_locked(values.next().flatten())?;
        }
        if c.children.is_some() {
            (state.children, state.children_off) = c.parse_children(values.next().flatten())?;
        }
        if c.closes.is_some() {
            state.blocked = c.parse_blocked(values.next().flatten())?;
        }
        if let Some(r) = &c.rules.rounds {
            if r.blocks {
                state.blocked = c.parse_blocked(values.next().flatten())?;
            }
            state.starter = crate::compiled::Compiled::parse_starter(values.next().flatten())?;
            if c.match_goal.is_some() {
                let round = values.next().flatten();
                let tally = values.next().flatten();
                c.parse_match(round, tally, &mut state)?;
            }
        }
        if c.territory.is_some() {
            state.ceded = c.parse_ceded(values.next().flatten())?;
        }
        if c.opening {
            state.opening = crate::compiled::Compiled::parse_opening(values.next().flatten())?;
        }
        if c.no_return {
            state.no_return = c.parse_no_return(values.next().flatten())?;
        }
        if c.repeat_once {
            state.repeat_used = match values.next().flatten() {
                None => false,
                Some("used") => true,
                Some(v) => {
                    return Err(ParsePositionError::Invalid(format!(
                        "{REPEAT_KEY}=`{}`: expected `used`",
                        fanga_core::text::excerpt(v)
                    )));
                }
            };
        }
        if c.rules.capture.first_player_limited {
            state.limited = crate::compiled::Compiled::parse_limited(values.next().flatten())?;
        }
        let result = values.next().flatten();
        if let Some(name) = values.next().flatten()
            && name != c.name
        {
            return Err(ParsePositionError::Invalid(format!(
                "ruleset=`{}` disagrees with the options (rule set `{}`)",
                fanga_core::text::excerpt(name),
                c.name
            )));
        }
        state.result = match result {
            None => GameResult::None,
            Some("S") => GameResult::Win(Player::South),
            Some("N") => GameResult::Win(Player::North),
            Some("draw") => GameResult::Draw,
            Some(v) => {
                return Err(ParsePositionError::Invalid(format!(
                    "result=`{}`: expected S, N or draw",
                    fanga_core::text::excerpt(v)
                )));
            }
        };
        Ok(state)
    }

    /// The children, the blocked holes and the round's starter, where the
    /// rule set has them: ` (children: South i2; blocked: a1, f2; round
    /// started by North)`.
    fn diagram_note(pos: &Engine) -> String {
        pos.options().rules.state_note(&pos.game_state())
    }

    fn write_game_state(pos: &Engine, f: &mut dyn std::fmt::Write) -> std::fmt::Result {
        let c = pos.options().rules;
        let state = pos.game_state();
        if c.none_in_first_moves > 0 {
            if state.captures_on {
                f.write_str(" captures=on")?;
            } else {
                write!(f, " captures=off:{}", state.moves)?;
            }
        }
        if c.allow == crate::spec::AllowRule::EveryHoleFirst {
            c.write_locked(state.locked, f)?;
        }
        if c.children.is_some() {
            c.write_children(state.children, state.children_off, f)?;
        }
        if c.closes.is_some() {
            c.write_blocked(state.blocked, f)?;
        }
        if c.rules.rounds.is_some() {
            c.write_blocked(state.blocked, f)?;
            write!(
                f,
                " {}={}",
                crate::rounds::STARTER_KEY,
                state.starter.letter()
            )?;
            c.write_match(&state, f)?;
        }
        if c.territory.is_some() {
            c.write_ceded(state.ceded, f)?;
        }
        if c.opening && state.opening {
            write!(f, " {}=next", crate::opening::OPENING_KEY)?;
        }
        if c.no_return {
            c.write_no_return(state.no_return, f)?;
        }
        if c.repeat_once && state.repeat_used {
            write!(f, " {REPEAT_KEY}=used")?;
        }
        if c.rules.capture.first_player_limited {
            crate::compiled::Compiled::write_limited(state.limited, f)?;
        }
        match state.result {
            GameResult::None => {}
            GameResult::Win(p) => write!(f, " result={}", p.letter())?,
            GameResult::Draw => f.write_str(" result=draw")?,
        }
        write!(f, " {}={}", crate::RULESET_KEY, c.name)
    }
}

impl crate::compiled::Compiled {
    /// The keys of the rule set's own state in a position's text, in the
    /// order they are written: the captures' count, the holes never sown
    /// from and the children where its rules have them, then the result
    /// and the rule set's name.
    pub(crate) fn state_keys_of(&self) -> Vec<(&'static str, bool)> {
        let mut keys = Vec::new();
        if self.none_in_first_moves > 0 {
            keys.push(("captures", true));
        }
        if self.allow == crate::spec::AllowRule::EveryHoleFirst {
            keys.push((crate::allow::LOCKED_KEY, false));
        }
        if self.children.is_some() {
            keys.push((crate::children::CHILDREN_KEY, false));
        }
        if self.closes.is_some() {
            keys.push((crate::rounds::BLOCKED_KEY, false));
        }
        if let Some(r) = &self.rules.rounds {
            if r.blocks {
                keys.push((crate::rounds::BLOCKED_KEY, false));
            }
            keys.push((crate::rounds::STARTER_KEY, false));
            if self.match_goal.is_some() {
                keys.push((crate::match_goal::ROUND_KEY, false));
                keys.push((crate::match_goal::TALLY_KEY, false));
            }
        }
        if self.territory.is_some() {
            keys.push((crate::territory::CEDED_KEY, false));
        }
        if self.opening {
            keys.push((crate::opening::OPENING_KEY, false));
        }
        if self.no_return {
            keys.push((crate::no_return::NO_RETURN_KEY, false));
        }
        if self.repeat_once {
            keys.push((REPEAT_KEY, false));
        }
        if self.rules.capture.first_player_limited {
            keys.push((crate::limited::LIMITED_KEY, false));
        }
        keys.push(("result", false));
        keys.push((crate::RULESET_KEY, false));
        keys
    }
}

impl crate::compiled::Compiled {
    /// What a diagram says of the state beyond the board: each player's
    /// children, the blocked holes and who started the round.
    pub(crate) fn state_note(&self, state: &GameState) -> String {
        let holes = |set: u32| {
            let mut s = String::new();
            let _ = crate::hole_text::write_holes(set, self.holes, &mut s);
            s.replace(',', ", ")
        };
        let mut parts = Vec::new();
        if self.children.is_some() && state.children != [0; 2] {
            let mine: Vec<String> = Player::BOTH
                .iter()
                .filter(|p| state.children[p.index()] != 0)
                .map(|p| format!("{} {}", p.name(), holes(state.children[p.index()])))
                .collect();
            parts.push(format!("children: {}", mine.join(", ")));
        }
        if state.blocked != 0 {
            parts.push(format!("blocked: {}", holes(state.blocked)));
        }
        if self.rounds.is_some() {
            parts.push(format!("round started by {}", state.starter.name()));
        }
        if let Some(note) = self.match_note(state) {
            parts.push(note);
        }
        if state.opening {
            parts.push("the opening is prescribed".to_owned());
        }
        if state.ceded != 0 {
            parts.push(format!(
                "owned by the other row's player: {}",
                holes(state.ceded)
            ));
        }
        if state.repeat_used {
            parts.push("the further sowing of this turn is used".to_owned());
        }
        if let Some(p) = state.limited {
            parts.push(format!(
                "{} may neither capture nor make a child until a capture or a child is made",
                p.name()
            ));
        }
        if state.children_off {
            parts.push("no child is made this round".to_owned());
        }
        if state.no_return != 0 {
            parts.push(format!(
                "{}'s single seed, just sown across the end, is not sown straight back",
                holes(state.no_return)
            ));
        }
        if parts.is_empty() {
            String::new()
        } else {
            format!(" ({})", parts.join("; "))
        }
    }
}
