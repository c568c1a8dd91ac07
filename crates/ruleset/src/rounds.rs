//! A match of rounds (`RuleSet::rounds`): where a game would end, a new
//! round starts from what each player holds, unless one of them cannot
//! fill enough holes; the holes a new round leaves empty may be blocked
//! for it. The compiled rules ([`Rounds`]), the new round made inside the
//! move that ends the one before, laps that pass blocked holes by, and the
//! blocked holes and the round's starter in a position's text
//! (`blocked=c1,f2 starter=N`).

use fanga_core::{ParsePositionError, Player};
use fanga_sowing::relay::Turn;
use fanga_sowing::trace::{Event, Tracer};
use fanga_sowing::{Circuit, Hole, Lap, LapStart};

use crate::RuleSet;
use crate::compiled::Compiled;
use crate::spec::{
    AllowRule, CaptureKind, GrandSlam, Leftover, RoundFill, RoundStarter, RoundsSpec, StartPattern,
};
use crate::state::change::NEW_ROUND;
use crate::state::{GameState, Result as GameResult, TurnState, bit, row};

/// The key of the blocked holes in a position's text (`blocked=c1,f2`;
/// absent, none).
pub(crate) const BLOCKED_KEY: &str = "blocked";

/// The key of the player who started the round (`starter=S`).
pub(crate) const STARTER_KEY: &str = "starter";

/// A match of rounds, compiled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rounds {
    /// Each player's holes in the order a new round fills them, by
    /// [`Player::index`].
    order: [[Hole; 16]; 2],
    holes: u8,
    /// The seeds a filled hole gets.
    seeds: u8,
    starter: RoundStarter,
    blocks: bool,
    /// The seeds a player needs for another round.
    needed: u32,
    /// Both rows filled as the loser can fill his (`RoundFill::FromLoser`).
    from_loser: bool,
}

impl Rounds {
    /// The rules of `spec` on `holes` holes a row of `seeds` seeds.
    pub(crate) fn new(spec: &RoundsSpec, holes: u8, seeds: u8) -> Rounds {
        let mut order = [[Hole::at(0, 0); 16]; 2];
        for p in Player::BOTH {
            let r = row(p);
            // Columns from the player's left: South's a to the last, North's
            // the other way.
            let from_left = |k: u8| if r == 0 { k } else { holes - 1 - k };
            for k in 0..holes {
                let col = match spec.fill {
                    RoundFill::FromLeft => from_left(k),
                    RoundFill::FromRight => from_left(holes - 1 - k),
                    // Decided by the loser, as each round ends.
                    RoundFill::FromLoser => k,
                    // Column a's end, the other end, then inward.
                    RoundFill::OutsideIn => {
                        if k % 2 == 0 {
                            k / 2
                        } else {
                            holes - 1 - k / 2
                        }
                    }
                };
                order[p.index()][usize::from(k)] = Hole::at(col, r);
            }
        }
        Rounds {
            order,
            holes,
            seeds,
            starter: spec.starter,
            blocks: spec.blocks,
            needed: u32::from(spec.holes_to_play.max(1)) * u32::from(seeds),
            from_loser: spec.fill == RoundFill::FromLoser,
        }
    }

    /// Whether a new round shortens the board (`RoundFill::FromLoser`),
    /// and may make no child.
    pub(crate) fn shortens(&self) -> bool {
        self.from_loser
    }
}

/// The rules rounds are played with: the parameter refused and why,
/// otherwise (those compared with MancalaGames).
pub(crate) fn check(rules: &RuleSet) -> Result<(), (&'static str, String)> {
    let Some(spec) = &rules.rounds else {
        return Ok(());
    };
    let not_with = |what: &str| format!("{what} is not played in rounds yet");
    if spec.holes_to_play == 0 || spec.holes_to_play > rules.board.holes {
        return Err((
            "rounds.holes_to_play",
            format!("1 to the holes of a row ({})", rules.board.holes),
        ));
    }
    // A match decided by a count starts each round afresh:
    // `match_goal::check` says what it plays.
    if spec.goal != crate::spec::MatchGoal::LastRound {
        return Ok(());
    }
    // (Territory checks its own start patterns.)
    if rules.board.start != StartPattern::Equal && rules.territory.is_none() {
        return Err(("board.start", not_with("a start pattern")));
    }
    let (c, m, e) = (&rules.capture, &rules.moves, &rules.end);
    // Children are compared with the board shortened by the loser only
    // (MancalaGames's Bao).
    if rules.children.is_some() && rules.territory.is_none() && spec.fill != RoundFill::FromLoser {
        return Err((
            "children",
            not_with("children, but on a board the loser shortens,"),
        ));
    }
    if !matches!(
        c.kind,
        CaptureKind::LastHole
            | CaptureKind::Cross
            | CaptureKind::None
            | CaptureKind::Next
            | CaptureKind::TwoOut
    ) || c.single_takes_facing
        || c.opponent_store
        // (Territory checks its own grand slam rules.)
        || (c.grand_slam != GrandSlam::Legal && rules.territory.is_none())
    {
        return Err(("capture.kind", not_with("this capture rule")));
    }
    if c.none_in_first_moves > 0 && rules.territory.is_none() {
        return Err(("capture.none_in_first_moves", not_with("this rule")));
    }
    if m.any_hole || !matches!(m.allow, AllowRule::Any | AllowRule::SingleToEmpty) {
        return Err(("moves.allow", not_with("this rule of the holes allowed")));
    }
    if e.goal != crate::spec::Goal::MostSeeds
        || matches!(e.leftover, Leftover::Nobody | Leftover::OwnerInPlace)
        || e.repetition != crate::spec::Repetition::None
    {
        return Err(("end.goal", not_with("this end")));
    }
    Ok(())
}

/// Whether `hole` is blocked.
pub(crate) fn is_blocked(state: &GameState, hole: Hole) -> bool {
    !hole.is_store() && state.blocked & bit(hole) != 0
}

/// The holes a lap of `lap.seeds` from `lap.from` drops its seeds into,
/// blocked holes passed by (none is: the engine's own lap).
pub(crate) fn open_lap_holes(
    circuit: &Circuit,
    lap: Lap,
    blocked: u32,
) -> impl Iterator<Item = Hole> + '_ {
    let mut at = lap.from;
    let mut first = true;
    std::iter::from_fn(move || {
        if std::mem::take(&mut first) && lap.start == LapStart::At {
            return Some(lap.from);
        }
        loop {
            at = circuit.next(at, lap.dir)?;
            let skipped = (lap.start == LapStart::NextSkippingOrigin && at == lap.from)
                || (!at.is_store() && blocked & bit(at) != 0);
            if !skipped {
                return Some(at);
            }
        }
    })
    .take(usize::from(lap.seeds))
}

impl Compiled {
    /// The hole after `hole` along `circuit`, blocked holes passed by.
    pub(crate) fn next_open(
        circuit: &Circuit,
        state: &GameState,
        hole: Hole,
        dir: fanga_sowing::Direction,
    ) -> Option<Hole> {
        let mut at = circuit.next(hole, dir)?;
        while is_blocked(state, at) && at != hole {
            at = circuit.next(at, dir)?;
        }
        Some(at)
    }

    /// Where a match of rounds goes on after a round ended with `result`
    /// (`repeat`: the mover would have sown again): a new round made on
    /// the board, and `true`; or `false`, the match over (a player cannot
    /// fill enough holes), as the round ended it.
    pub(crate) fn next_round(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        result: GameResult,
        repeat: bool,
        trace: &mut impl Tracer,
    ) -> bool {
        let Some(r) = &self.rounds else {
            return false;
        };
        let held = self.held_seeds(&turn.board, &turn.state.game);
        if held.iter().any(|&n| n < r.needed) {
            return false;
        }
        let winner = match result {
            GameResult::Win(p) => Some(p),
            _ => None,
        };
        let next = if repeat { mover } else { mover.other() };
        let starter = match r.starter {
            RoundStarter::Alternate => turn.state.game.starter.other(),
            RoundStarter::Loser => winner.map_or(next.other(), Player::other),
            RoundStarter::Winner => winner.unwrap_or(next),
            RoundStarter::LastMover => mover,
        };
        trace.record(|| Event::State {
            player: starter,
            change: NEW_ROUND,
        });
        // Every seed into the hand, then each player's holes filled in
        // order and the rest into his store.
        let holes: Vec<Hole> = turn
            .board
            .row_holes(0)
            .chain(turn.board.row_holes(1))
            .chain(Player::BOTH.map(Hole::store))
            .collect();
        for h in holes {
            if turn.board.get(h) > 0 {
                turn.capture(h, trace);
            }
        }
        if r.from_loser {
            self.fill_from_loser(r, turn, held, trace);
        } else {
            Self::fill_each(r, turn, held, trace);
        }
        let game = &mut turn.state.game;
        game.children = [0; 2];
        game.limited = None;
        game.starter = starter;
        turn.state.round_starter = Some(starter);
        true
    }

    /// A new round's board under the fills of each player's own holes:
    /// each fills his own as his seeds allow, the rest into his store.
    fn fill_each(r: &Rounds, turn: &mut Turn<TurnState>, held: [u32; 2], trace: &mut impl Tracer) {
        let mut blocked = 0;
        for p in Player::BOTH {
            let filled = (held[p.index()] / u32::from(r.seeds)).min(u32::from(r.holes));
            for (k, &h) in r.order[p.index()][..usize::from(r.holes)]
                .iter()
                .enumerate()
            {
                if (k as u32) < filled {
                    turn.drop_into(h, r.seeds, trace);
                } else if r.blocks {
                    blocked |= bit(h);
                }
            }
            let rest = held[p.index()] - filled * u32::from(r.seeds);
            // At most the seeds in play: within a store's count.
            turn.drop_into(Hole::store(p), u8::try_from(rest).unwrap_or(u8::MAX), trace);
        }
        turn.state.game.blocked = blocked;
        turn.state.game.children_off = false;
    }

    /// A new round's board under [`RoundFill::FromLoser`]: both rows
    /// filled as the loser (fewer seeds; North when even) fills his, from
    /// his left end, his seeds left over into the next hole of each row;
    /// each player's other seeds into his store. A round of 3 holes filled
    /// or fewer on a board of more than 3 makes no child.
    fn fill_from_loser(
        &self,
        r: &Rounds,
        turn: &mut Turn<TurnState>,
        held: [u32; 2],
        trace: &mut impl Tracer,
    ) {
        let loser = if held[0] < held[1] {
            Player::South
        } else {
            Player::North
        };
        let seeds = u32::from(r.seeds);
        let filled = (held[loser.index()] / seeds).min(u32::from(r.holes));
        let left = held[loser.index()] - filled * seeds;
        // The leftover goes into the hole after the filled ones, if any.
        let extra = if filled < u32::from(r.holes) { left } else { 0 };
        let mut blocked = 0;
        for p in Player::BOTH {
            for k in 0..r.holes {
                // Column by column from the loser's left end.
                let col = if loser == Player::South {
                    k
                } else {
                    r.holes - 1 - k
                };
                let h = Hole::at(col, row(p));
                let k = u32::from(k);
                if k < filled {
                    turn.drop_into(h, r.seeds, trace);
                } else if k == filled && extra > 0 {
                    turn.drop_into(h, u8::try_from(extra).unwrap_or(u8::MAX), trace);
                } else if r.blocks {
                    blocked |= bit(h);
                }
            }
            let rest = held[p.index()] - filled * seeds - extra;
            turn.drop_into(Hole::store(p), u8::try_from(rest).unwrap_or(u8::MAX), trace);
        }
        let off = self.holes > 3 && filled <= 3;
        turn.state.game.blocked = blocked;
        turn.state.game.children_off = off;
        if off {
            trace.record(|| Event::State {
                player: loser,
                change: crate::state::change::CHILDREN_OFF,
            });
        }
    }

    /// The blocked holes of the round from its changes on a trace: the
    /// holes of the board the new round dropped no seed into.
    pub(crate) fn blocked_after_refill(&self, filled: u32) -> u32 {
        match &self.rounds {
            Some(r) if r.blocks => {
                let all = ((1u32 << self.holes) - 1) | (((1u32 << self.holes) - 1) << 16);
                all & !filled
            }
            _ => 0,
        }
    }

    /// The blocked holes, read from a position's text (`blocked=c1,f2`).
    pub(crate) fn parse_blocked(&self, text: Option<&str>) -> Result<u32, ParsePositionError> {
        let Some(text) = text else {
            return Ok(0);
        };
        if self.rounds.is_none_or(|r| !r.blocks) && self.closes.is_none() {
            return Err(ParsePositionError::Invalid(format!(
                "{BLOCKED_KEY}=`{}`: this rule set blocks no hole",
                fanga_core::text::excerpt(text)
            )));
        }
        crate::hole_text::parse_holes(BLOCKED_KEY, text, self.holes)
    }

    /// Writes the blocked holes (` blocked=c1,f2`), if any.
    pub(crate) fn write_blocked(
        &self,
        blocked: u32,
        f: &mut dyn std::fmt::Write,
    ) -> std::fmt::Result {
        if blocked == 0 {
            return Ok(());
        }
        write!(f, " {BLOCKED_KEY}=")?;
        crate::hole_text::write_holes(blocked, self.holes, f)
    }

    /// The round's starter, read from a position's text (`starter=N`;
    /// absent, South).
    pub(crate) fn parse_starter(text: Option<&str>) -> Result<Player, ParsePositionError> {
        match text {
            None | Some("S") => Ok(Player::South),
            Some("N") => Ok(Player::North),
            Some(v) => Err(ParsePositionError::Invalid(format!(
                "{STARTER_KEY}=`{}`: expected S or N",
                fanga_core::text::excerpt(v)
            ))),
        }
    }
}
