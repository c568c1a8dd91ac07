//! What a turn does under a compiled rule set: the start of each sowing,
//! what happens where a lap ends (relay, capture, another sowing), which
//! holes may be sown, and the end of the game after each sowing.
//!
//! A turn is one player's sowings until the other moves: the first, and
//! each further one a last seed in his store gives him. After every sowing
//! the game may end (MancalaGames checks after each of its moves, which are
//! sowings); the seeds left are then given out as the rule set says.

use fanga_core::{ByPlayer, Player};
use fanga_sowing::relay::{Choices, Landing, Turn};
use fanga_sowing::trace::{Change, Event, Stop, Tracer};
use fanga_sowing::{Board, Direction, Hole, Lap, LapEnd, LapStart};

use crate::children::is_child;
use crate::compiled::Compiled;
use crate::ending::{EndView, Ending};
use crate::moves::TwoRowOpening;
use crate::spec::{CaptureKind, CaptureSide, Goal, GrandSlam, Leftover};
use crate::state::{AfterLap, GameState, Result, TurnState, bit, change, row};

impl Compiled {
    /// The state of a new game.
    pub(crate) fn start_state(&self) -> GameState {
        GameState {
            moves: 0,
            captures_on: self.none_in_first_moves == 0,
            result: Result::None,
            locked: self.locked_at_start(),
            children: self.children.as_ref().map_or([0; 2], |c| c.at_start),
            blocked: 0,
            starter: Player::South,
            no_return: 0,
            round: 1,
            tally: [0; 2],
            ceded: 0,
            opening: self.opening,
            repeat_used: false,
            limited: None,
            children_off: false,
        }
    }

    /// Whether `hole` qualifies for a capture by count and side, the last
    /// seed having fallen in `last` (MancalaGames's basic test).
    pub(crate) fn qualifies(&self, mover: Player, board: &Board, hole: Hole, last: Hole) -> bool {
        if hole.is_store() {
            return false;
        }
        let n = board.get(hole);
        let side = match self.side {
            CaptureSide::Any => true,
            CaptureSide::Opponent => hole.row() != row(mover),
            CaptureSide::Own => hole.row() == row(mover),
            CaptureSide::OpponentThenOwn => !last.is_store() && last.row() != row(mover),
            // Decided by the owners: `qualifies_in`.
            CaptureSide::OpponentOwned => true,
        };
        n > 0 && side && self.takes[usize::from(n)]
    }

    /// [`Compiled::qualifies`], the side read from the holes' owners under
    /// `capture.side` = `opponent_owned`.
    pub(crate) fn qualifies_in(
        &self,
        mover: Player,
        board: &Board,
        state: &GameState,
        hole: Hole,
        last: Hole,
    ) -> bool {
        self.qualifies(mover, board, hole, last)
            && (self.side != CaptureSide::OpponentOwned
                || crate::territory::owner(state, hole) != mover)
    }

    /// The holes `player` may sow from.
    pub(crate) fn legal_holes(
        &self,
        player: Player,
        board: &Board,
        state: &GameState,
    ) -> Choices<Hole> {
        self.legal_holes_barring(player, board, state, self.rams_of(board))
    }

    /// [`Compiled::legal_holes`], the holes of `barred` (rams) aside.
    pub(crate) fn legal_holes_barring(
        &self,
        player: Player,
        board: &Board,
        state: &GameState,
        barred: u32,
    ) -> Choices<Hole> {
        let mut holes = self.sowable_barring(player, board, state, barred);
        self.allow_filter(player, board, state, &mut holes);
        let opp = row(player.other());
        // The opponent's holes (those he owns, under territory) are empty.
        let starved = |b: &Board| crate::territory::owned_empty(b, state, player.other());
        if self.must_feed && starved(board) {
            let all = holes.clone();
            holes.retain(|h| {
                !starved(&self.simulate(player, board, state, TwoRowOpening::hole(*h)))
            });
            // Where players pass, a player who cannot feed moves as he may
            // (MancalaGames gives the moves back when none feeds).
            if self.pass && holes.is_empty() {
                holes = all;
            }
        }
        // The seed just sown across an end stays (after the feeding rule,
        // as MancalaGames filters it last).
        if state.no_return != 0 {
            holes.retain(|h| state.no_return & bit(*h) == 0);
        }
        if self.grand_slam == GrandSlam::Illegal && !board.row_is_empty(opp) {
            holes.retain(|h| {
                !self
                    .simulate(player, board, state, TwoRowOpening::hole(*h))
                    .row_is_empty(opp)
            });
        }
        holes
    }

    /// How `player` may open his turn: each legal hole, in each direction
    /// he may choose there (MancalaGames's moves `(pos, direct)`), the
    /// feeding rule looking ahead along each.
    pub(crate) fn legal_openings(
        &self,
        player: Player,
        board: &Board,
        state: &GameState,
    ) -> Choices<TwoRowOpening> {
        let Some(directions) = &self.directions else {
            return self
                .legal_holes(player, board, state)
                .into_iter()
                .map(TwoRowOpening::hole)
                .collect();
        };
        let mut holes = self.sowable(player, board, state);
        self.allow_filter(player, board, state, &mut holes);
        let mut openings: Choices<TwoRowOpening> = holes
            .iter()
            .flat_map(|&h| directions.openings(board, h))
            .collect();
        let starved = |b: &Board| crate::territory::owned_empty(b, state, player.other());
        if self.must_feed && starved(board) {
            let all = openings.clone();
            openings.retain(|o| !starved(&self.simulate(player, board, state, *o)));
            if self.feed_by_hole {
                let fed: Choices<Hole> = openings.iter().map(|o| o.hole).collect();
                openings = all
                    .iter()
                    .copied()
                    .filter(|o| fed.contains(&o.hole))
                    .collect();
            }
            if self.pass && openings.is_empty() {
                openings = all;
            }
        }
        if state.no_return != 0 {
            openings.retain(|o| state.no_return & bit(o.hole) == 0);
        }
        // (A grand slam is not forbidden where directions vary: the
        // compiler refuses it.)
        openings
    }

    /// The direction a sowing opened by `opening` goes on `board`.
    pub(crate) fn sowing_dir(&self, board: &Board, opening: TwoRowOpening) -> Direction {
        self.directions
            .as_ref()
            .and_then(|d| d.of(opening.hole, board.get(opening.hole)))
            .or(opening.dir)
            .unwrap_or(self.dir)
    }

    /// Whether `player` has a move: [`Compiled::legal_holes`] is not empty,
    /// found without listing the holes when the rules allow every hole
    /// holding enough seeds (the common case: no allow rule, no feeding to
    /// look ahead for, no grand slam to forbid).
    pub(crate) fn has_move(&self, player: Player, board: &Board, state: &GameState) -> bool {
        let opp = row(player.other());
        let feeding = self.must_feed && crate::territory::owned_empty(board, state, player.other());
        let slam_forbidden = self.grand_slam == GrandSlam::Illegal && !board.row_is_empty(opp);
        let simple = self.allow == crate::spec::AllowRule::Any
            && !self.rules.moves.rams
            && state.no_return == 0
            && !feeding
            && !slam_forbidden
            && !crate::children::any_child(state);
        if self.directions.is_some() {
            return !self.legal_openings(player, board, state).is_empty();
        }
        if !simple {
            return !self.legal_holes(player, board, state).is_empty();
        }
        if state.ceded != 0 {
            return !self.sowable(player, board, state).is_empty();
        }
        let has = |r: u8| board.row(r).iter().any(|&n| n >= self.min_seeds);
        has(row(player)) || (self.any_hole && has(opp))
    }

    /// The board after one sowing opened by `opening` and its captures,
    /// without the end of the game (what the legality rules look at).
    fn simulate(
        &self,
        mover: Player,
        board: &Board,
        state: &GameState,
        opening: TwoRowOpening,
    ) -> Board {
        let mut turn = Turn {
            board: *board,
            state: TurnState::of(*state, self.sowing_dir(board, opening)),
        };
        self.sow_one(mover, &mut turn, opening.hole);
        turn.board
    }

    /// One sowing from `hole` and its captures (the last seeds taken
    /// with them), without the end of the game; false if it never ended (a relay that runs this long never
    /// ends: its sowing is left as it is, without a capture).
    pub(crate) fn sow_one(&self, mover: Player, turn: &mut Turn<TurnState>, hole: Hole) -> bool {
        let mut lap = self.start_sowing(mover, turn, hole, &mut ());
        let circuit = self.circuits[mover.index()];
        for _ in 0..100_000 {
            let end = circuit.sow(&mut turn.board, lap);
            match self.after_lap(mover, turn, end, &mut ()) {
                AfterLap::Relay(next) => lap = next,
                AfterLap::Store => return true,
                AfterLap::Hole(last) => {
                    self.capture(mover, turn, last, &mut ());
                    // MancalaGames's look-ahead takes the last seeds too.
                    self.take_last_seeds(mover, turn, &mut ());
                    return true;
                }
            }
        }
        false
    }

    /// Starts a sowing from `hole`: its seeds in hand, and the first lap.
    pub(crate) fn start_sowing(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        hole: Hole,
        trace: &mut impl Tracer,
    ) -> Lap {
        // (A grand slam reads the opponent's row, under territory too.)
        turn.state.opp_had_seeds = !turn.board.row_is_empty(row(mover.other()));
        turn.state.from = hole;
        turn.state.first_lap = true;
        if turn.state.game.opening {
            return self.prescribed_opening(mover, turn, hole, trace);
        }
        // Where the hole and its seeds set the direction, a further
        // sowing's is its own.
        if let Some(d) = self
            .directions
            .as_ref()
            .and_then(|d| d.of(hole, turn.board.get(hole)))
        {
            turn.state.dir = d;
        }
        let seeds = turn.take(hole, trace);
        self.drawn(mover, turn, hole, trace);
        self.before_sowing(mover, turn, hole, seeds, trace);
        let start = self.first_lap_start(seeds);
        self.begin_lap(mover, turn, hole, seeds, start, trace)
    }

    /// How the first lap of a sowing of `seeds` starts: in the hole sown
    /// from under `sowing.first_seed_in_start` (but a single seed under
    /// `sowing.single_seed_moves`), otherwise as every lap does.
    pub(crate) fn first_lap_start(&self, seeds: u8) -> LapStart {
        if self.first_seed_in_start && !(self.single_seed_moves && seeds == 1) {
            LapStart::At
        } else {
            self.lap_start
        }
    }

    /// The captures of a sowing whose last seed fell in `last`: none where
    /// it makes a child.
    pub(crate) fn capture(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        last: Hole,
        trace: &mut impl Tracer,
    ) -> bool {
        if turn.state.game.limited.is_some() {
            // A capture or a child lifts the limit.
            let children = turn.state.game.children;
            let captured = self.capture_plain(mover, turn, last, trace);
            if captured || turn.state.game.children != children {
                self.lift_limit(mover, turn, trace);
            }
            return captured;
        }
        self.capture_plain(mover, turn, last, trace)
    }

    /// [`Compiled::capture`], the limit aside.
    fn capture_plain(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        last: Hole,
        trace: &mut impl Tracer,
    ) -> bool {
        if !self.children_hold_captures() {
            return self.capture_to_store(mover, turn, last, trace);
        }
        // Where the children hold the captures, what the store gains goes
        // into the mover's first child.
        let before = turn.board.store(mover);
        let captured = self.capture_to_store(mover, turn, last, trace);
        self.store_gain_into_child(mover, turn, before, trace);
        captured
    }

    /// [`Compiled::capture`], into the mover's store.
    fn capture_to_store(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        last: Hole,
        trace: &mut impl Tracer,
    ) -> bool {
        if !turn.state.game.may_capture(mover)
            || (self.not_from_single && turn.state.lap_seeds == 1)
        {
            return false;
        }
        if self.weg_capture(mover, turn, last, trace) {
            return true;
        }
        if self.make_child(mover, turn, last, trace) || self.capture == CaptureKind::None {
            return false;
        }
        // Where the children hold the captures, none without a child.
        if self.children_hold_captures() && self.first_child(&turn.state.game, mover).is_none() {
            return false;
        }
        if last.is_store() {
            return self.store_capture(mover, turn, last, trace);
        }
        let board = turn.board;
        let state = turn.state.game;
        let opp = row(mover.other());
        // The holes taken, decided on the board as sown (a grand slam may
        // undo them).
        let mut taken: Choices<Hole> = Choices::new();
        match self.capture {
            CaptureKind::Cross => {
                let facing = last.with_row(1 - last.row());
                if board.get(last) == 1
                    && self.qualifies_in(mover, &board, &state, facing, last)
                    && !is_child(&state, facing)
                {
                    taken.push(facing);
                    if self.cross_takes_last_seed {
                        taken.push(last);
                    }
                    if self.capture_holes > 1 {
                        self.cross_onwards(mover, &board, &state, last, turn.state.dir, &mut taken);
                    }
                } else if self.last_seed_always_taken
                    && board.get(last) == 1
                    && !is_child(&state, last)
                    && match self.side {
                        CaptureSide::Opponent => last.row() == row(mover),
                        CaptureSide::Own => last.row() != row(mover),
                        _ => true,
                    }
                {
                    // No capture: the last seed is taken all the same.
                    let seeds = turn.capture(last, trace);
                    turn.drop_into(Hole::store(mover), seeds, trace);
                    return false;
                }
            }
            CaptureKind::LastHole => {
                let mut at = last;
                while taken.len() < usize::from(self.capture_holes)
                    && !taken.contains(&at)
                    && self.qualifies_in(mover, &board, &state, at, last)
                    && !is_child(&state, at)
                {
                    taken.push(at);
                    match Self::next_open(
                        self.ring,
                        &state,
                        at,
                        self.capture_dir_of(turn.state.dir),
                    ) {
                        Some(h) => at = h,
                        None => break,
                    }
                }
            }
            CaptureKind::None => {}
            _ => {
                if let Some(done) = self.typed_capture(mover, turn, last, &mut taken, trace) {
                    return done;
                }
            }
        }
        if taken.is_empty() {
            return false;
        }
        if self.takes_across {
            self.take_across(mover, &board, &state, &mut taken);
        }
        if self.takes_last_hole {
            self.take_last_hole(mover, &board, &state, last, &mut taken);
        }
        let slam = (turn.state.opp_had_seeds || self.grand_slam_of_fed_row) && {
            let mut after = board;
            for &h in &taken {
                after.take(h);
            }
            after.row_is_empty(opp)
        };
        let mut rest_to_opponent = false;
        if slam {
            match self.grand_slam {
                GrandSlam::Legal | GrandSlam::Illegal => {}
                GrandSlam::OpponentGetsRest => rest_to_opponent = true,
                GrandSlam::SowAgain => turn.state.sow_again = true,
                GrandSlam::NoCapture => return false,
                GrandSlam::LeaveOne => {
                    let full: Choices<Hole> = self
                        .ring
                        .holes()
                        .iter()
                        .rev()
                        .copied()
                        .filter(|h| h.row() == opp && board.get(*h) > 0)
                        .collect();
                    if full.len() > 1 {
                        // The opponent keeps his first hole in the
                        // anticlockwise order.
                        taken = full[1..].iter().copied().collect();
                    }
                }
            }
        }
        let store = Hole::store(mover);
        for h in taken {
            let seeds = turn.capture(h, trace);
            turn.drop_into(store, seeds, trace);
        }
        if rest_to_opponent {
            self.give_row(mover, mover.other(), turn, trace);
        }
        true
    }

    /// Where a lap of the turn ended: the next lap, another sowing, or the
    /// end of the turn (and maybe of the game).
    pub(crate) fn land(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Hole> {
        let repeat = match self.after_lap(mover, turn, end, trace) {
            AfterLap::Relay(lap) => return Landing::Sow(lap),
            AfterLap::Store => self.own_store_repeats,
            AfterLap::Hole(last) => {
                let captured = self.capture(mover, turn, last, trace);
                self.take_last_seeds(mover, turn, trace);
                if self.no_return {
                    self.mark_no_return(mover, turn, last, trace);
                }
                // A capture gives another sowing under some rules, and so
                // does a grand slam under Ouri's.
                let again = captured
                    && self.repeat_on_capture
                    && !(self.repeat_once && turn.state.repeats > 0);
                again || std::mem::take(&mut turn.state.sow_again)
            }
        };
        if repeat {
            turn.state.repeats = turn.state.repeats.saturating_add(1);
        }
        if !repeat {
            self.count_move(mover, &mut turn.state.game, trace);
        }
        if let Some(result) = self.end_of_sowing(mover, turn, repeat, trace) {
            turn.state.game.result = result;
            match result {
                Result::Win(p) => record(trace, p, change::WON),
                Result::Draw => record(trace, mover, change::DRAWN),
                Result::None => {}
            }
            return Landing::End(Stop::Rule("the game is over"));
        }
        if turn.state.round_starter.is_some() {
            return Landing::End(Stop::Rule("the round is over"));
        }
        if !repeat {
            let next = mover.other();
            if self.pass && !self.has_move(next, &turn.board, &turn.state.game) {
                turn.state.passes = true;
                record(trace, next, change::PASSES);
                self.count_pass(next, &mut turn.state.game, trace);
            }
            return Landing::End(Stop::Rule("the sowing is over"));
        }
        // A further sowing keeps the rams of the turn's start.
        let holes = self.legal_holes_barring(mover, &turn.board, &turn.state.game, turn.state.rams);
        match holes.as_slice() {
            [] => {
                turn.state.stuck = true;
                if self.repeat_once {
                    turn.state.game.repeat_used = true;
                    record(trace, mover, change::REPEAT_USED);
                }
                Landing::End(Stop::Rule("no further sowing can be made"))
            }
            // A further sowing that is a move of its own ends this one.
            _ if self.further_moves => {
                turn.state.again = true;
                record(trace, mover, change::AGAIN);
                Landing::End(Stop::Rule("the mover sows again, in another move"))
            }
            // A single option is forced, and not part of the move.
            [only] => Landing::Sow(self.start_sowing(mover, turn, *only, trace)),
            _ => Landing::Choose(holes),
        }
    }

    /// A move made while captures are off: they are on once enough moves
    /// were made.
    pub(crate) fn count_move(&self, mover: Player, state: &mut GameState, trace: &mut impl Tracer) {
        if !state.captures_on {
            state.moves = state.moves.saturating_add(1);
            record(trace, mover, change::COUNTED);
            if state.moves >= self.none_in_first_moves {
                state.captures_on = true;
                state.moves = 0;
                record(trace, mover, change::CAPTURES_ON);
            }
        }
    }

    /// A pass made while captures are off counts as a move, but does not
    /// turn them on (MancalaGames checks after moves only).
    fn count_pass(&self, player: Player, state: &mut GameState, trace: &mut impl Tracer) {
        if !state.captures_on {
            state.moves = state.moves.saturating_add(1);
            record(trace, player, change::COUNTED);
        }
    }

    /// The state and the player to move after a traced turn of `mover`
    /// from `state`: the changes it recorded.
    pub(crate) fn replay_changes(
        &self,
        state: GameState,
        mover: Player,
        events: &[Event],
    ) -> (GameState, Player) {
        let (mut state, mut next) = (state, mover.other());
        // The hole kept from the turn before lasts one turn, and so does a
        // further sowing used.
        state.no_return = 0;
        state.repeat_used = false;
        let (mut drawn, mut landed) = (None, None);
        // After a new round's change, the holes of the board seeds are
        // dropped into.
        let mut refilled: Option<u32> = None;
        let mut dropped = None;
        for e in events {
            if let Event::Drop { hole, .. } = e {
                dropped = Some(*hole);
            }
            if let (Some(filled), Event::Drop { hole, .. }) = (refilled.as_mut(), e)
                && !hole.is_store()
            {
                *filled |= bit(*hole);
            }
            if let Event::Take { hole, .. } = e {
                drawn = Some(*hole);
            }
            if let Event::Lap { end, .. } = e {
                landed = Some(end.hole);
            }
            if let Event::State { player, change } = e {
                match *change {
                    c if c == change::UNLOCKED => {
                        if let Some(h) = drawn {
                            state.locked &= !crate::state::bit(h);
                        }
                    }
                    c if c == change::NO_RETURN => {
                        if let Some(h) = landed {
                            state.no_return = bit(h);
                        }
                    }
                    c if c == change::REPEAT_USED => state.repeat_used = true,
                    c if c == change::CLOSED => {
                        if let Some(h) = landed {
                            state.blocked |= bit(h);
                        }
                    }
                    c if c == change::CHILD => {
                        if let Some(h) = landed {
                            state.children[player.index()] |= bit(h);
                        }
                    }
                    c if c == change::NEW_ROUND => {
                        refilled = Some(0);
                        // A new round has no children yet, and opens as
                        // the game did.
                        state.children = [0; 2];
                        if self.territory.is_some() {
                            state.captures_on = self.none_in_first_moves == 0;
                            state.moves = 0;
                        }
                        state.opening = self.opening;
                        state.limited = None;
                        state.children_off = false;
                        state.starter = *player;
                        next = *player;
                        if self.match_goal.is_some() {
                            state.round = state.round.saturating_add(1);
                            state.no_return = 0;
                        }
                    }
                    c if c == change::SCORED => {
                        let k = &mut state.tally[player.index()];
                        *k = k.saturating_add(1);
                    }
                    c if c == change::OPENED => state.opening = false,
                    c if c == change::LIMIT_LIFTED => state.limited = None,
                    c if c == change::CHILDREN_OFF => state.children_off = true,
                    c if c == change::OWNED => {
                        if let Some(h) = dropped.filter(|h| !h.is_store()) {
                            if h.row() == row(*player) {
                                state.ceded &= !bit(h);
                            } else {
                                state.ceded |= bit(h);
                            }
                        }
                    }
                    c if c == change::COUNTED => state.moves = state.moves.saturating_add(1),
                    c if c == change::CAPTURES_ON => {
                        state.captures_on = true;
                        state.moves = 0;
                    }
                    c if c == change::WON => state.result = Result::Win(*player),
                    c if c == change::DRAWN => state.result = Result::Draw,
                    c if c == change::PASSES || c == change::AGAIN => next = mover,
                    _ => {}
                }
            }
        }
        if let Some(filled) = refilled {
            state.blocked = self.blocked_after_refill(filled);
        }
        (state, next)
    }

    /// More than half the seeds in a store (with its owner's children)
    /// wins; half each draws. In a match of rounds, more than all but the
    /// seeds a player needs for another round wins the match at once.
    fn clear_winner(&self, board: &Board, state: &GameState) -> Option<Result> {
        let half = self.win_seeds;
        let children = self.child_seeds(board, state);
        let s = |p: Player| u32::from(board.store(p)) + children[p];
        if s(Player::North) > half {
            Some(Result::Win(Player::North))
        } else if s(Player::South) > half {
            Some(Result::Win(Player::South))
        } else if s(Player::North) == half && s(Player::South) == half {
            Some(Result::Draw)
        } else {
            None
        }
    }

    /// The end of the game after a sowing by `mover` (`repeat`: he sows
    /// again), as MancalaGames decides it.
    fn end_of_sowing(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        repeat: bool,
        trace: &mut impl Tracer,
    ) -> Option<Result> {
        let result = self.game_end(mover, turn, repeat, trace)?;
        // In a match decided by a count of its rounds, the round counted,
        // and the next round unless the match is decided.
        if let Some(m) = &self.match_goal {
            return self.match_round_over(m, mover, turn, result, trace);
        }
        // In a match of rounds, the next round, if both can play it.
        if self.territory.is_some() {
            if self.next_territory_round(mover, turn, result, repeat, trace) {
                return None;
            }
        } else if self.next_round(mover, turn, result, repeat, trace) {
            return None;
        }
        Some(result)
    }

    /// Whether the sowing ended the game (or the round), and how.
    fn game_end(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        repeat: bool,
        trace: &mut impl Tracer,
    ) -> Option<Result> {
        let b = turn.board;
        if matches!(self.goal, Goal::Deprive | Goal::Immobilize) {
            return self.eliminated(mover, &b, &turn.state.game, repeat);
        }
        let view = BoardView {
            c: self,
            board: &b,
            state: turn.state.game,
        };
        // The engine's look-ahead always ends (a relay that runs long is
        // left where it is).
        match self.ending(&view, mover, repeat)? {
            Ending::On => return None,
            Ending::Decided(r) => return Some(r),
            Ending::Over(gives) => {
                if let Some(unfed) = gives {
                    self.give_all(unfed, turn, trace);
                }
            }
        }
        self.dispose(mover, turn, trace);
        let b = turn.board;
        let state = turn.state.game;
        let result = self.clear_winner(&b, &state).unwrap_or_else(|| {
            let score = self.score(&b, &state);
            match score.south.cmp(&score.north) {
                std::cmp::Ordering::Greater => Result::Win(Player::South),
                std::cmp::Ordering::Less => Result::Win(Player::North),
                std::cmp::Ordering::Equal => Result::Draw,
            }
        });
        if self.children_hold_captures() {
            self.stores_into_children(turn, trace);
        }
        Some(result)
    }

    /// Each player's count: his store, his children's seeds, and the seeds
    /// of his row where they count for him where they lie (`end.leftover`
    /// = `owner_in_place`).
    pub(crate) fn score(&self, board: &Board, state: &GameState) -> ByPlayer<u32> {
        let children = self.child_seeds(board, state);
        ByPlayer::from_fn(|p| {
            let row_seeds = if self.rows_count {
                crate::territory::owned_sum(board, state, p)
            } else {
                0
            };
            u32::from(board.store(p)) + row_seeds + children[p]
        })
    }

    /// The seeds of `owner`'s row, but for the children's, go to `to`'s
    /// store.
    pub(crate) fn give_row(
        &self,
        owner: Player,
        to: Player,
        turn: &mut Turn<TurnState>,
        trace: &mut impl Tracer,
    ) {
        let store = Hole::store(to);
        let state = turn.state.game;
        for h in turn.board.row_holes(row(owner)) {
            if turn.board.get(h) > 0 && !is_child(&state, h) {
                let seeds = turn.capture(h, trace);
                turn.drop_into(store, seeds, trace);
            }
        }
    }

    /// Every seed left on the board, but for the children's, goes to
    /// `player`'s store.
    pub(crate) fn give_all(
        &self,
        player: Player,
        turn: &mut Turn<TurnState>,
        trace: &mut impl Tracer,
    ) {
        let store = Hole::store(player);
        let state = turn.state.game;
        for h in turn.board.row_holes(0).chain(turn.board.row_holes(1)) {
            if turn.board.get(h) > 0 && !is_child(&state, h) {
                let seeds = turn.capture(h, trace);
                turn.drop_into(store, seeds, trace);
            }
        }
    }

    /// The seeds left on the board at the end of the game, given out (a
    /// child's stay in it: they are its owner's).
    fn dispose(&self, mover: Player, turn: &mut Turn<TurnState>, trace: &mut impl Tracer) {
        let state = turn.state.game;
        match self.leftover {
            Leftover::Owner if state.ceded != 0 => {
                for h in turn.board.row_holes(0).chain(turn.board.row_holes(1)) {
                    if turn.board.get(h) > 0 && !is_child(&state, h) {
                        let store = Hole::store(crate::territory::owner(&state, h));
                        let seeds = turn.capture(h, trace);
                        turn.drop_into(store, seeds, trace);
                    }
                }
            }
            Leftover::Owner => {
                // A ram's seeds stay, counted for nobody.
                let rams = self.rams_of(&turn.board);
                for p in Player::BOTH {
                    let store = Hole::store(p);
                    for h in turn.board.row_holes(row(p)) {
                        if turn.board.get(h) > 0 && !is_child(&state, h) && rams & bit(h) == 0 {
                            let seeds = turn.capture(h, trace);
                            turn.drop_into(store, seeds, trace);
                        }
                    }
                }
            }
            // They score for nobody: they stay where they are (MancalaGames
            // takes them off the board; the stores, the scores, are the
            // same, and every seed stays counted). Seeds counted for their
            // row's owner where they lie stay too: the score counts them.
            Leftover::Nobody | Leftover::OwnerInPlace => {}
            Leftover::LastMover => self.give_all(mover, turn, trace),
            Leftover::Divided => {
                let left = turn.board.row_sum(0) + turn.board.row_sum(1)
                    - self
                        .child_seeds(&turn.board, &state)
                        .into_iter()
                        .sum::<u32>();
                let (s, n) = (
                    turn.board.store(Player::South),
                    turn.board.store(Player::North),
                );
                // The odd seed goes to South when North has more in his
                // store, otherwise to North.
                let odd_to = if n > s { Player::South } else { Player::North };
                let half = u8::try_from(left / 2).unwrap_or(u8::MAX);
                for h in turn.board.row_holes(0).chain(turn.board.row_holes(1)) {
                    if turn.board.get(h) > 0 && !is_child(&state, h) {
                        turn.capture(h, trace);
                    }
                }
                turn.drop_into(Hole::store(Player::South), half, trace);
                turn.drop_into(Hole::store(Player::North), half, trace);
                if left % 2 == 1 {
                    turn.drop_into(Hole::store(odd_to), 1, trace);
                }
            }
        }
    }
}

/// Records a change of the game's state on the trace.
fn record(trace: &mut impl Tracer, player: Player, change: Change) {
    trace.record(|| Event::State { player, change });
}

/// The engine's board, as the end rules read it.
struct BoardView<'a> {
    c: &'a Compiled,
    board: &'a Board,
    state: GameState,
}

impl EndView for BoardView<'_> {
    fn empty(&self, p: Player) -> bool {
        if self.c.rules.moves.rams {
            // A row of rams only is cleared (MancalaGames looks at the
            // holes that are no child).
            let rams = self.c.rams_of(self.board);
            return self
                .board
                .row_holes(row(p))
                .all(|h| self.board.get(h) == 0 || rams & bit(h) != 0);
        }
        crate::territory::owned_empty(self.board, &self.state, p)
    }

    fn sowable(&self, p: Player) -> bool {
        let rams = self.c.rams_of(self.board);
        self.board
            .row_holes(0)
            .chain(self.board.row_holes(1))
            .any(|h| {
                crate::territory::owns(&self.state, p, h)
                    && self.board.get(h) >= self.c.min_seeds
                    && !is_child(&self.state, h)
                    && rams & bit(h) == 0
            })
    }

    fn has_move(&self, p: Player) -> Option<bool> {
        Some(self.c.has_move(p, self.board, &self.state))
    }

    fn majority(&self) -> Option<Result> {
        self.c.clear_winner(self.board, &self.state)
    }

    /// 0 while a hole is a child: seeds may still be sown into it, and
    /// MancalaGames never ends a game for too few seeds then.
    fn left(&self) -> u32 {
        if crate::children::any_child(&self.state) {
            return 0;
        }
        self.board.row_sum(0) + self.board.row_sum(1)
    }
}
