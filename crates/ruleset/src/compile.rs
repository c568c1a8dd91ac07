//! The compiler: a rule set checked against what the engine plays, then
//! compiled into a [`Compiled`] (its circuits, the counts a capture takes,
//! its start, and the tables of the fast path). Each part of the rules
//! checks its own parameters (`sow_rules`, `capture_types`, `sides`); this
//! file runs them, with the checks that span parts.

use std::sync::{Mutex, PoisonError};

use fanga_core::Player;
use fanga_sowing::relay::Turn;
use fanga_sowing::{Circuit, Direction, Hole, LapStart};

use crate::compiled::Compiled;
use crate::fast_tables::Fast;
use crate::moves::MAX_SOWINGS;
use crate::spec::{
    CaptureDirection, CaptureKind, CaptureSide, EnPassant, Goal, GrandSlam, Laps, Leftover,
    MAX_HOLES, Majority, Repetition, StartPattern, StoreSowing,
};
use crate::start::Start;
use crate::state::TurnState;
use crate::{RuleSet, RuleSetError};

/// Which circuit of a board [`shared_circuit`] holds.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Shared {
    /// Both rows and both stores (`sowing.stores` = `both_own_repeats`).
    BothStores,
    /// Both rows and this player's store.
    OwnStore(Player),
    /// This player's row only, and his store where `store`
    /// (`sowing.own_row`).
    OwnRow { player: Player, store: bool },
}

/// A circuit other than the board's ring on `holes` holes a row, made once
/// for every rule set of the process: a few a board size.
pub(crate) fn shared_circuit(
    holes: u8,
    which: Shared,
    make: impl FnOnce() -> Circuit,
) -> &'static Circuit {
    type Made = Vec<(u8, Shared, &'static Circuit)>;
    static MADE: Mutex<Made> = Mutex::new(Vec::new());
    // A poisoned lock only means another thread panicked while making one;
    // the list is whole (an entry is pushed once made).
    let mut made = MADE.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(&(_, _, c)) = made.iter().find(|(h, w, _)| *h == holes && *w == which) {
        return c;
    }
    let c: &'static Circuit = Box::leak(Box::new(make()));
    made.push((holes, which, c));
    c
}

/// The circuit of a player who sows into his own store: the two rows round
/// with his store between his last hole and the opponent's row (clockwise
/// order, as [`Circuit`] keeps it).
fn own_store_circuit(p: Player, holes: u8) -> Circuit {
    let h = usize::from(holes);
    let mut v = Vec::with_capacity(2 * h + 1);
    match p {
        // Row 2 from a2, South's store, row 1 back to a1.
        Player::South => {
            v.extend((0..holes).map(|c| Hole::at(c, 1)));
            v.push(Hole::store(Player::South));
            v.extend((0..holes).rev().map(|c| Hole::at(c, 0)));
        }
        // Row 1 back to a1, North's store, row 2 from a2.
        Player::North => {
            v.extend((0..holes).rev().map(|c| Hole::at(c, 0)));
            v.push(Hole::store(Player::North));
            v.extend((0..holes).map(|c| Hole::at(c, 1)));
        }
    }
    Circuit::from_holes(&v)
}

/// The circuit of both stores, the same for both players: South's row,
/// his store, North's row, North's store (anticlockwise), kept clockwise.
fn both_stores_circuit(holes: u8) -> Circuit {
    let h = usize::from(holes);
    let mut v = Vec::with_capacity(2 * h + 2);
    v.push(Hole::store(Player::North));
    v.extend((0..holes).map(|c| Hole::at(c, 1)));
    v.push(Hole::store(Player::South));
    v.extend((0..holes).rev().map(|c| Hole::at(c, 0)));
    Circuit::from_holes(&v)
}

impl Compiled {
    /// Checks `rules` and compiles them.
    pub(crate) fn new(rules: RuleSet) -> Result<Compiled, RuleSetError> {
        let name = rules.name.clone();
        let refuse = |parameter: &str, reason: String| {
            Err(RuleSetError::parameter(&name, parameter, reason))
        };
        let title = rules.title.trim();
        if title.is_empty() || title.chars().count() > 200 || title.contains(['\n', '\r']) {
            return refuse("title", "one line of 1 to 200 characters".to_owned());
        }
        let b = &rules.board;
        if !(1..=MAX_HOLES).contains(&b.holes) {
            return refuse(
                "board.holes",
                format!("{} is not 1 to {MAX_HOLES}", b.holes),
            );
        }
        if b.seeds == 0 {
            return refuse("board.seeds", "at least 1".to_owned());
        }
        let total = crate::start::total(b.holes, b.seeds, b.start);
        if total == 0 {
            return refuse(
                "board.start",
                format!("{:?} leaves no seed on {} holes a row", b.start, b.holes),
            );
        }
        if total > fanga_sowing::Board::MAX_SEEDS {
            return refuse(
                "board.seeds",
                format!(
                    "{total} seeds in play: at most {}",
                    fanga_sowing::Board::MAX_SEEDS
                ),
            );
        }
        let s = &rules.sowing;
        let own_store_repeats = match s.stores {
            StoreSowing::None => false,
            StoreSowing::OwnRepeats | StoreSowing::BothOwnRepeats => true,
        };
        if own_store_repeats && !s.further_sowings_are_moves && total as usize >= MAX_SOWINGS {
            return refuse(
                "sowing.stores",
                format!(
                    "a turn of further sowings holds at most {MAX_SOWINGS} sowings: at most {} seeds",
                    MAX_SOWINGS - 1
                ),
            );
        }
        if s.further_sowings_are_moves && rules.capture.repeat_once {
            // The once-a-turn count of further sowings lives within a move:
            // cut into moves, the turn would forget it.
            return refuse(
                "capture.repeat_once",
                "counts the further sowings of a whole turn: it cannot be played with sowing.further_sowings_are_moves, which cuts each into a move of its own".to_owned(),
            );
        }
        if s.skip_start && s.first_seed_in_start {
            return refuse(
                "sowing.skip_start",
                "contradicts sowing.first_seed_in_start".to_owned(),
            );
        }
        let relay = matches!(s.laps, Laps::Relay | Laps::RelayNext);
        if !relay
            && (s.relay_stops_on_capture
                || s.relay_on_count.is_some()
                || s.relay_from_count.is_some())
        {
            return refuse(
                "sowing.relay_stops_on_capture",
                "relay conditions need sowing.laps = relay".to_owned(),
            );
        }
        crate::sow_rules::check(&rules, relay)
            .map_err(|(parameter, reason)| RuleSetError::parameter(&name, parameter, reason))?;
        crate::closing::check(&rules)
            .map_err(|(parameter, reason)| RuleSetError::parameter(&name, parameter, reason))?;
        let c = &rules.capture;
        let criteria = !c.counts.is_empty() || c.evens || c.at_most > 0 || c.at_least > 0;
        match c.kind {
            CaptureKind::LastHole if !criteria => {
                return refuse(
                    "capture.kind",
                    "last_hole needs a condition: counts, evens, at_most or at_least (or kind none)"
                        .to_owned(),
                );
            }
            CaptureKind::None if criteria => {
                return refuse(
                    "capture.kind",
                    "none, but the capture has conditions".to_owned(),
                );
            }
            _ => {}
        }
        crate::capture_types::check(&rules, criteria)
            .map_err(|(parameter, reason)| RuleSetError::parameter(&name, parameter, reason))?;
        if c.last_seed_always_taken && !c.cross_takes_last_seed {
            return refuse(
                "capture.last_seed_always_taken",
                "needs capture.cross_takes_last_seed".to_owned(),
            );
        }
        if c.cross_takes_last_seed && c.kind != CaptureKind::Cross {
            return refuse(
                "capture.cross_takes_last_seed",
                "needs capture.kind = cross".to_owned(),
            );
        }
        if c.side == CaptureSide::OpponentOwned && rules.territory.is_none() {
            return refuse(
                "capture.side",
                "opponent_owned needs territory (holes with owners)".to_owned(),
            );
        }
        if c.side == CaptureSide::OpponentThenOwn && c.holes == 1 {
            return refuse(
                "capture.side",
                "opponent_then_own needs a capture of several holes (capture.holes)".to_owned(),
            );
        }
        if c.counts.contains(&0) {
            return refuse("capture.counts", "a count of 0 takes nothing".to_owned());
        }
        let mut takes = [false; 256];
        for (n, t) in takes.iter_mut().enumerate().skip(1) {
            let n8 = u8::try_from(n).unwrap_or(u8::MAX);
            *t = (c.counts.is_empty() || c.counts.contains(&n8))
                && (!c.evens || n % 2 == 0)
                && (c.at_most == 0 || n8 <= c.at_most)
                && (c.at_least == 0 || n8 >= c.at_least);
        }
        let m = &rules.moves;
        if m.min_seeds == 0 {
            return refuse("moves.min_seeds", "at least 1".to_owned());
        }
        let e = &rules.end;
        if e.goal != Goal::MostSeeds && (e.fewer_than > 0 || e.when_mover_cleared) {
            return refuse(
                "end.goal",
                "a goal other than most_seeds ends the game itself: end.fewer_than and end.when_mover_cleared do not apply"
                    .to_owned(),
            );
        }
        if m.any_hole {
            crate::sides::check_any_hole(&rules)
                .map_err(|(parameter, reason)| RuleSetError::parameter(&name, parameter, reason))?;
        }
        if matches!(e.goal, Goal::Deprive | Goal::Immobilize) && m.pass {
            return refuse(
                "moves.pass",
                "under deprive and immobilize a player without a move loses: he does not pass"
                    .to_owned(),
            );
        }
        crate::rams::check(&rules)
            .map_err(|(parameter, reason)| RuleSetError::parameter(&name, parameter, reason))?;
        crate::relay_sows_captures::check(&rules)
            .map_err(|(parameter, reason)| RuleSetError::parameter(&name, parameter, reason))?;
        crate::own_row::check(&rules)
            .map_err(|(parameter, reason)| RuleSetError::parameter(&name, parameter, reason))?;
        crate::children::check(&rules)
            .map_err(|(parameter, reason)| RuleSetError::parameter(&name, parameter, reason))?;
        crate::rounds::check(&rules)
            .map_err(|(parameter, reason)| RuleSetError::parameter(&name, parameter, reason))?;
        crate::match_goal::check(&rules)
            .map_err(|(parameter, reason)| RuleSetError::parameter(&name, parameter, reason))?;
        crate::full_holes::check(&rules, total)
            .map_err(|(parameter, reason)| RuleSetError::parameter(&name, parameter, reason))?;
        crate::passed_children::check(&rules)
            .map_err(|(parameter, reason)| RuleSetError::parameter(&name, parameter, reason))?;
        crate::territory::check(&rules)
            .map_err(|(parameter, reason)| RuleSetError::parameter(&name, parameter, reason))?;
        if rules.territory.is_some()
            && rules
                .rounds
                .as_ref()
                .is_some_and(|r| r.goal != crate::spec::MatchGoal::LastRound)
        {
            return refuse(
                "rounds.goal",
                "a match of territory is won by holding holes, not by a count of its rounds"
                    .to_owned(),
            );
        }
        if c.cross_chain_any && (c.kind != CaptureKind::Cross || c.holes == 1) {
            return refuse(
                "capture.cross_chain_any",
                "needs a chain of cross captures (kind cross, holes other than 1)".to_owned(),
            );
        }
        if b.start == StartPattern::AlternatesThenSplit && b.holes % 2 == 1 {
            return refuse(
                "board.start",
                "alternates_then_split needs an even number of holes a row".to_owned(),
            );
        }
        if c.last_seeds_to_starter && rules.territory.is_none() {
            return refuse(
                "capture.last_seeds_to_starter",
                "needs territory (a round's starter)".to_owned(),
            );
        }
        crate::opening::check(&rules)
            .map_err(|(parameter, reason)| RuleSetError::parameter(&name, parameter, reason))?;
        crate::limited::check(&rules)
            .map_err(|(parameter, reason)| RuleSetError::parameter(&name, parameter, reason))?;
        if s.single_seed_moves && !s.first_seed_in_start {
            return refuse(
                "sowing.single_seed_moves",
                "needs sowing.first_seed_in_start".to_owned(),
            );
        }
        if m.feed_by_hole && (!m.must_feed || s.chosen_holes.is_empty()) {
            return refuse(
                "moves.feed_by_hole",
                "needs moves.must_feed and sowing.chosen_holes".to_owned(),
            );
        }
        if e.unfed_takes_all && !m.must_feed {
            return refuse("end.unfed_takes_all", "needs moves.must_feed".to_owned());
        }
        if c.grand_slam_of_fed_row && matches!(c.grand_slam, GrandSlam::Legal | GrandSlam::Illegal)
        {
            return refuse(
                "capture.grand_slam_of_fed_row",
                "needs capture.grand_slam = no_capture, leave_one or sow_again".to_owned(),
            );
        }
        if e.majority != Majority::EndsGame && e.goal != Goal::MostSeeds {
            return refuse(
                "end.majority",
                "the stores count under the goal most_seeds only".to_owned(),
            );
        }
        if e.repetition != Repetition::None
            && (e.goal != Goal::MostSeeds
                || !matches!(e.leftover, Leftover::OwnerInPlace | Leftover::Nobody))
        {
            return refuse(
                "end.repetition",
                "a repetition ends the game where it stands, decided by the counts: it needs the goal most_seeds and end.leftover = owner_in_place or nobody".to_owned(),
            );
        }
        if let Some((param, why)) = crate::directions::refusal(&rules) {
            return refuse(param, why);
        }
        // Where sowings vary, `directions` gives each its own.
        let dir = match s.direction {
            crate::spec::Direction::Cw => Direction::Cw,
            _ => Direction::Ccw,
        };
        let circuits = if s.own_row {
            crate::own_row::circuits(b.holes, own_store_repeats)
        } else if s.stores == StoreSowing::BothOwnRepeats {
            [shared_circuit(b.holes, Shared::BothStores, || both_stores_circuit(b.holes)); 2]
        } else if own_store_repeats {
            [Player::South, Player::North].map(|p| {
                shared_circuit(b.holes, Shared::OwnStore(p), || {
                    own_store_circuit(p, b.holes)
                })
            })
        } else {
            [Circuit::board_ring_ref(b.holes); 2]
        };
        // Its name, title and options are given when it is kept
        // (`Compiled::keep`): a rule set compiled, then refused or found
        // already defined, leaks nothing.
        let mut compiled = Compiled {
            specs: &[],
            name: "",
            title: "",
            holes: b.holes,
            total,
            win_seeds: match &rules.rounds {
                // A round of territory ends early with enough seeds to own
                // its holes, or only with every seed in one store.
                Some(_) if rules.territory.is_some() => match &rules.territory {
                    Some(t) if t.majority_ends_round => crate::territory::win_seeds(
                        t,
                        crate::territory::seed_equiv(b.holes, b.seeds, b.start),
                    ),
                    _ => total.saturating_sub(1),
                },
                Some(r) if r.goal == crate::spec::MatchGoal::LastRound => {
                    total.saturating_sub(u32::from(r.holes_to_play) * u32::from(b.seeds))
                }
                _ => total / 2 + total % 2,
            },
            circuits,
            ring: Circuit::board_ring_ref(b.holes),
            dir,
            lap_start: if s.skip_start {
                LapStart::NextSkippingOrigin
            } else {
                LapStart::Next
            },
            first_seed_in_start: s.first_seed_in_start,
            single_seed_moves: s.single_seed_moves,
            own_store_repeats,
            further_moves: s.further_sowings_are_moves,
            relay,
            relay_stops_on_capture: s.relay_stops_on_capture,
            relay_on_count: s.relay_on_count,
            relay_from_count: s.relay_from_count,
            capture: c.kind,
            takes,
            en_passant_takes: (!s.en_passant_counts.is_empty()).then(|| {
                let mut t = Box::new([false; 256]);
                for &n in &s.en_passant_counts {
                    t[usize::from(n)] = true;
                }
                t
            }),
            side: c.side,
            capture_holes: if c.holes == 0 { u8::MAX } else { c.holes },
            capture_dir: match c.direction {
                CaptureDirection::Along | CaptureDirection::Both => dir,
                _ => dir.reverse(),
            },
            capture_way: c.direction,
            directions: crate::directions::Directions::new(&rules),
            no_return: crate::no_return::applies(&rules),
            cross_takes_last_seed: c.cross_takes_last_seed,
            grand_slam: c.grand_slam,
            not_from_single: c.not_from_single,
            none_in_first_moves: c.none_in_first_moves,
            min_seeds: m.min_seeds,
            must_feed: m.must_feed,
            feed_by_hole: m.feed_by_hole,
            pass: m.pass,
            goal: e.goal,
            leftover: e.leftover,
            when_mover_cleared: e.when_mover_cleared,
            fewer_than: e.fewer_than,
            unfed_takes_all: e.unfed_takes_all,
            allow: m.allow,
            start: Start::filled(b.holes, b.seeds, b.start),
            any_hole: m.any_hole,
            relay_next: s.laps == Laps::RelayNext,
            store_takes_one: s.store_takes_one,
            en_passant: s.en_passant,
            seed_by_seed: s.en_passant != EnPassant::None
                || s.opponent_gets_at_most.is_some()
                || s.closes.is_some()
                || s.full_at.is_some(),
            closes: s.closes,
            full_at: s.full_at,
            relay_own_side: s.relay_own_side,
            relay_captures: s.relay_captures,
            opponent_gets_at_most: s.opponent_gets_at_most,
            opponent_store: c.opponent_store,
            single_takes_facing: c.single_takes_facing,
            singles_take_facing: c.singles_take_facing,
            repeat_on_capture: c.repeat_on_capture,
            last_seeds_at_most: c.last_seeds_at_most,
            takes_across: c.takes_across,
            repeat_once: c.repeat_once,
            takes_last_hole: c.takes_last_hole,
            last_seeds_to_starter: c.last_seeds_to_starter,
            cross_chain_any: c.cross_chain_any,
            last_seed_always_taken: c.last_seed_always_taken,
            when_opponent_cleared: e.when_opponent_cleared,
            grand_slam_of_fed_row: c.grand_slam_of_fed_row,
            majority_ends: e.majority == Majority::EndsGame,
            rows_count: e.leftover == Leftover::OwnerInPlace,
            repetition: match e.repetition {
                Repetition::None => fanga_core::RepetitionRule::None,
                Repetition::EndsScored => fanga_core::RepetitionRule::EndsScored,
            },
            fast: None,
            plain_relays: relay
                && s.laps == Laps::Relay
                && !s.skip_start
                && !s.relay_own_side
                && !s.relay_needs_opponent_row
                && !s.relay_captures
                && !s.relay_stops_on_capture
                && !s.relay_stops_in_store
                && s.relay_on_count.is_none()
                && s.relay_from_count.is_none()
                && s.opponent_gets_at_most.is_none()
                && s.full_at.is_none()
                && s.en_passant == EnPassant::None
                && s.closes.is_none()
                && !s.store_takes_one
                && !own_store_repeats
                && !c.not_from_single
                && rules.rounds.is_none()
                // A relay stops on a child and where one is made, and
                // once the opponent's row is empty under
                // relay_sows_captures.
                && rules.children.is_none()
                && !s.relay_sows_captures
                && s.opening == crate::spec::Opening::Plain,
            // A new round takes the seeds out of the stores.
            stores_only_grow: !(s.laps == Laps::RelayNext && own_store_repeats)
                && rules.rounds.is_none(),
            children: rules
                .children
                .as_ref()
                .map(|spec| crate::children::Children::new(spec, b.holes)),
            rounds: rules
                .rounds
                .as_ref()
                .map(|spec| crate::rounds::Rounds::new(spec, b.holes, b.seeds)),
            match_goal: crate::match_goal::MatchRounds::of(&rules),
            opening: s.opening != crate::spec::Opening::Plain,
            territory: rules
                .territory
                .as_ref()
                .zip(rules.rounds.as_ref())
                .map(|(t, r)| {
                    crate::territory::Territory::new(t, b.holes, b.seeds, b.start, r.starter)
                }),
            state_keys: &[],
            rules,
        };
        compiled.start = compiled
            .play_start()
            .map_err(|reason| RuleSetError::parameter(&name, "board.start", reason))?;
        compiled.fast = Fast::new(&compiled);
        Ok(compiled)
    }

    /// The start, after the move its pattern plays: South's rightmost hole
    /// sown under `RightmostPlayed`.
    fn play_start(&self) -> Result<Start, String> {
        let start = self.start;
        if self.rules.board.start != StartPattern::RightmostPlayed {
            return Ok(start);
        }
        let mut turn = Turn {
            board: start.board,
            state: TurnState::of(self.start_state(), self.dir),
        };
        let hole = Hole::at(self.holes - 1, 0);
        if !self.sow_one(Player::South, &mut turn, hole) {
            return Err("the move it plays never ends".to_owned());
        }
        let mut game = turn.state.game;
        self.count_move(Player::South, &mut game, &mut ());
        Ok(Start {
            board: turn.board,
            turn: Player::North,
            game: Some(game),
        })
    }
}
