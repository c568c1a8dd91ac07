//! Children (`RuleSet::children`): holes that become a player's for the
//! rest of the game, as Toguz Kumalak's *tuzdyk*. The compiled rules of
//! where one is made ([`Children`]), the making of one where a sowing ends,
//! what a child changes in the rest of the rules (never sown from, never
//! captured, its seeds its owner's), and the children a position's text
//! names (`children=c2:S`).

use fanga_core::{ByPlayer, ParsePositionError, Player};
use fanga_sowing::relay::Turn;
use fanga_sowing::trace::{Event, Tracer};
use fanga_sowing::{Board, Direction, Hole};

use crate::RuleSet;
use crate::compiled::Compiled;
use crate::spec::{
    CaptureKind, ChildKind, ChildPlaces, ChildSide, ChildrenPassed, ChildrenSpec, Goal, GrandSlam,
    Laps, Leftover,
};
use crate::state::change::CHILD;
use crate::state::{GameState, TurnState, bit, from_owners_left, row};

/// The key of the children in a position's text (`children=c2:S,f1:N`;
/// absent, no hole is a child).
pub(crate) const CHILDREN_KEY: &str = "children";

/// The value of [`CHILDREN_KEY`] for a round that makes no child
/// (`children=off`).
const CHILDREN_OFF: &str = "off";

/// Where children are made, compiled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Children {
    /// The count the last seed must bring a hole to.
    at: u8,
    kind: ChildKind,
    one_each: bool,
    /// The holes each player may make a child of (bits of
    /// [`bit`](crate::state::bit)), by [`Player::index`]: the side and the
    /// places.
    allowed: [u32; 2],
    not_symmetric: bool,
    not_facing: bool,
    /// Captures and the seeds given out at the end go into the children.
    pub(crate) into_children: bool,
    /// Children are weg (`children.weg`).
    pub(crate) weg: bool,
    /// A child only on a hole the opponent owns.
    opponent_owned: bool,
    /// The children a sowing passes by (`children.passed`).
    pub(crate) passed: ChildrenPassed,
    /// No child is made by a lap of a single seed
    /// (`children.not_from_single`).
    not_from_single: bool,
    /// The children of the start (bits by [`Player::index`]): each
    /// player's rightmost hole under [`ChildPlaces::RightmostFixed`].
    pub(crate) at_start: [u32; 2],
}

/// Who may make a child in each part of a row: bit 0 the row's owner, bit
/// 1 his opponent.
const OWNER: u8 = 1;
const OPPONENT: u8 = 2;
const BOTH: u8 = OWNER | OPPONENT;

/// The parts of a row, from its owner's left: its first hole, its second,
/// the middle ones, its last but one, its last; for each, who may make a
/// child there. MancalaGames draws the same table for the two rows seen
/// from South; read from each row's owner it is one table.
fn parts(places: ChildPlaces) -> [u8; 5] {
    match places {
        ChildPlaces::Anywhere => [BOTH; 5],
        ChildPlaces::EndsOnly => [BOTH, 0, 0, 0, BOTH],
        ChildPlaces::NoEnds => [0, BOTH, BOTH, BOTH, 0],
        ChildPlaces::InvertedEndsPlusMiddle => [OPPONENT, OWNER, OWNER, OWNER, OPPONENT],
        ChildPlaces::EndsPlusOneOpponent => [BOTH, OPPONENT, 0, OPPONENT, BOTH],
        ChildPlaces::NoOwnRight => [BOTH, BOTH, BOTH, BOTH, OPPONENT],
        ChildPlaces::NoOpponentRight => [OWNER, BOTH, BOTH, BOTH, BOTH],
        ChildPlaces::NoOpponentLeft => [BOTH, BOTH, BOTH, BOTH, OWNER],
        ChildPlaces::EndsPlusAllOpponent => [BOTH, OPPONENT, OPPONENT, OPPONENT, BOTH],
        // Made at the start, never in play.
        ChildPlaces::RightmostFixed => [0; 5],
    }
}

/// The part of a row hole `k` (from its owner's left) of `holes` is in.
fn part(k: u8, holes: u8) -> usize {
    let last = holes - 1;
    match holes {
        // Short rows: their ends, and the holes next to them.
        1..=4 if k == 0 => 0,
        1..=4 if k == last => 4,
        1..=4 if k == 1 => 1,
        1..=4 => 3,
        _ if k == 0 => 0,
        _ if k == 1 => 1,
        _ if k == last => 4,
        _ if k == last - 1 => 3,
        _ => 2,
    }
}

impl Children {
    /// The rules of `spec` on rows of `holes` holes.
    pub(crate) fn new(spec: &ChildrenSpec, holes: u8) -> Children {
        let table = parts(spec.places);
        let allowed = Player::BOTH.map(|p| {
            let mut bits = 0;
            for r in 0..2 {
                let own_row = r == row(p);
                let side_ok = match spec.side {
                    ChildSide::Any => true,
                    ChildSide::Opponent => !own_row,
                    ChildSide::Own => own_row,
                    // Decided by the owners as the game goes.
                    ChildSide::OpponentOwned => true,
                };
                for c in 0..holes {
                    let hole = Hole::at(c, r);
                    let who = if own_row { OWNER } else { OPPONENT };
                    if side_ok && table[part(from_owners_left(hole, holes), holes)] & who != 0 {
                        bits |= bit(hole);
                    }
                }
            }
            bits
        });
        Children {
            at: spec.at,
            kind: spec.kind,
            one_each: spec.one_each,
            allowed,
            not_symmetric: spec.not_symmetric,
            not_facing: spec.not_facing,
            into_children: spec.into_children,
            weg: spec.weg,
            opponent_owned: spec.side == ChildSide::OpponentOwned,
            passed: spec.passed,
            not_from_single: spec.not_from_single,
            at_start: Player::BOTH.map(|p| {
                if spec.places != ChildPlaces::RightmostFixed {
                    return 0;
                }
                (0..holes)
                    .map(|c| Hole::at(c, row(p)))
                    .filter(|&h| from_owners_left(h, holes) == holes - 1)
                    .fold(0, |bits, h| bits | bit(h))
            }),
        }
    }
}

/// The rules children are played with: the parameter refused and why,
/// otherwise. Children change what a capture, a move, the end and the
/// score read; the rules below are those compared with MancalaGames.
pub(crate) fn check(rules: &RuleSet) -> Result<(), (&'static str, String)> {
    let Some(spec) = &rules.children else {
        return Ok(());
    };
    let not_with = |what: &str| format!("{what} is not played with children yet");
    if spec.at == 0 {
        return Err(("children.at", "at least 1".to_owned()));
    }
    if spec.not_symmetric && spec.not_facing {
        return Err((
            "children.not_facing",
            "contradicts children.not_symmetric (MancalaGames has one or the other)".to_owned(),
        ));
    }
    let (s, c, m, e) = (&rules.sowing, &rules.capture, &rules.moves, &rules.end);
    // A relay from the last hole stops on a child and where one is made
    // (MancalaGames's StopOnChild and StopMakeChild); relays from the next
    // hole and captures between laps are not compared.
    if s.laps == Laps::RelayNext {
        return Err(("sowing.laps", not_with("a relay from the next hole")));
    }
    if s.relay_captures || s.opponent_gets_at_most.is_some() {
        return Err(("sowing.relay_captures", not_with("a capture between laps")));
    }
    if spec.side == ChildSide::OpponentOwned && rules.territory.is_none() {
        return Err(("children.side", "opponent_owned needs territory".to_owned()));
    }
    // Weg children without stores are compared with the children fixed
    // from the start only (Rath).
    if spec.weg
        && (s.relay_on_count.is_some()
            || s.relay_from_count.is_some()
            || s.relay_own_side
            || s.relay_stops_in_store
            || s.relay_captures
            || (spec.into_children && spec.places != ChildPlaces::RightmostFixed))
    {
        return Err((
            "children.weg",
            not_with("this relay or a game without stores"),
        ));
    }
    if spec.places == ChildPlaces::RightmostFixed
        && (rules.rounds.is_some() || rules.territory.is_some() || spec.one_each || !spec.weg)
    {
        return Err((
            "children.places",
            "children fixed from the start are played as weg children only, without rounds, territory or one_each"
                .to_owned(),
        ));
    }
    if s.en_passant != crate::spec::EnPassant::None || s.store_takes_one {
        return Err(("sowing.en_passant", not_with("a sowing seed by seed")));
    }
    if !matches!(
        c.kind,
        CaptureKind::LastHole | CaptureKind::Cross | CaptureKind::None
    ) {
        return Err(("capture.kind", not_with("this kind of capture")));
    }
    if c.grand_slam != GrandSlam::Legal {
        return Err(("capture.grand_slam", not_with("a grand slam rule")));
    }
    if c.single_takes_facing
        || c.singles_take_facing
        || c.opponent_store
        || c.last_seeds_at_most > 0
    {
        return Err(("capture.kind", not_with("this capture rule")));
    }
    if m.must_feed {
        return Err(("moves.must_feed", not_with("feeding")));
    }
    if e.goal != Goal::MostSeeds || e.when_mover_cleared || e.when_opponent_cleared {
        return Err(("end.goal", not_with("an end by a cleared row")));
    }
    if matches!(e.leftover, Leftover::OwnerInPlace) || e.unfed_takes_all {
        return Err(("end.leftover", not_with("this share of the seeds left")));
    }
    Ok(())
}

/// Whether `hole` is a child (of either player).
pub(crate) fn is_child(state: &GameState, hole: Hole) -> bool {
    !hole.is_store() && (state.children[0] | state.children[1]) & bit(hole) != 0
}

/// Whether any hole is a child.
pub(crate) fn any_child(state: &GameState) -> bool {
    state.children[0] | state.children[1] != 0
}

impl Compiled {
    /// The holes a sowing whose last seed fell in `last`, going `dir`,
    /// makes the mover's children, if it makes any: `last`, and under
    /// [`ChildKind::Pair`] perhaps the hole sown before it, under
    /// [`ChildKind::Facing`] the hole facing it.
    pub(crate) fn child_made(
        &self,
        mover: Player,
        board: &Board,
        state: &GameState,
        last: Hole,
        dir: Direction,
        lap_seeds: u8,
    ) -> Option<(Hole, Option<Hole>)> {
        let ch = self.children.as_ref()?;
        if last.is_store()
            || state.children_off
            || (ch.not_from_single && lap_seeds == 1)
            || (ch.opponent_owned && crate::territory::owner(state, last) == mover)
            || is_child(state, last)
            || ch.allowed[mover.index()] & bit(last) == 0
            || (ch.one_each && state.children[mover.index()] != 0)
        {
            return None;
        }
        let other_row = 1 - last.row();
        if ch.not_symmetric && is_child(state, Hole::at(self.holes - 1 - last.col(), other_row)) {
            return None;
        }
        if ch.not_facing && is_child(state, last.with_row(other_row)) {
            return None;
        }
        let n = board.get(last);
        if ch.kind == ChildKind::Facing {
            let facing = last.with_row(other_row);
            return (n == 1 && board.get(facing) == ch.at).then_some((last, Some(facing)));
        }
        if ch.kind == ChildKind::Pair {
            // The hole sown before the last: the one before it against the
            // sowing (MancalaGames steps back with its incrementer).
            if let Some(prev) = self.ring.next(last, dir.reverse()) {
                let p = board.get(prev);
                let pair = |a: u8, b: u8| a == ch.at && b.checked_add(1) == Some(ch.at);
                if prev != last && !is_child(state, prev) && (pair(n, p) || pair(p, n)) {
                    return Some((last, Some(prev)));
                }
            }
        }
        (n == ch.at).then_some((last, None))
    }

    /// Whether a relay stops in `hole` for a child: it is one, or the
    /// sowing makes one there (MancalaGames's StopOnChild and
    /// StopMakeChild).
    pub(crate) fn stops_for_child(
        &self,
        mover: Player,
        turn: &Turn<TurnState>,
        hole: Hole,
    ) -> bool {
        let state = &turn.state.game;
        is_child(state, hole)
            || (state.may_capture(mover)
                && self
                    .child_made(
                        mover,
                        &turn.board,
                        state,
                        hole,
                        turn.state.dir,
                        turn.state.lap_seeds,
                    )
                    .is_some())
    }

    /// Makes the hole of the last seed (and, for bulls, the one before)
    /// the mover's children if the rules say so; whether it did (a hole
    /// made a child is not captured).
    pub(crate) fn make_child(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        last: Hole,
        trace: &mut impl Tracer,
    ) -> bool {
        let Some((first, second)) = self.child_made(
            mover,
            &turn.board,
            &turn.state.game,
            last,
            turn.state.dir,
            turn.state.lap_seeds,
        ) else {
            return false;
        };
        for h in std::iter::once(first).chain(second) {
            turn.state.game.children[mover.other().index()] &= !bit(h);
            turn.state.game.children[mover.index()] |= bit(h);
        }
        trace.record(|| Event::State {
            player: mover,
            change: CHILD,
        });
        true
    }

    /// A weg capture: a last seed in the opponent's child takes two of its
    /// seeds (one, if it holds one) into the mover's store; whether it did.
    pub(crate) fn weg_capture(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        last: Hole,
        trace: &mut impl Tracer,
    ) -> bool {
        if !self.children.is_some_and(|c| c.weg)
            || last.is_store()
            || turn.state.game.children[mover.other().index()] & bit(last) == 0
        {
            return false;
        }
        let held = turn.capture(last, trace);
        let taken = held.min(2);
        turn.drop_into(last, held - taken, trace);
        turn.drop_into(Hole::store(mover), taken, trace);
        true
    }

    /// Whether the children hold the captures (a game without stores).
    pub(crate) fn children_hold_captures(&self) -> bool {
        self.children.as_ref().is_some_and(|c| c.into_children)
    }

    /// `player`'s first child in MancalaGames's order of holes (South's row
    /// from its left, then North's from its right), if he has one.
    pub(crate) fn first_child(&self, state: &GameState, player: Player) -> Option<Hole> {
        let mine = state.children[player.index()];
        (0..self.holes)
            .map(|c| Hole::at(c, 0))
            .chain((0..self.holes).rev().map(|c| Hole::at(c, 1)))
            .find(|&h| mine & bit(h) != 0)
    }

    /// Under `children.into_children`, what the mover's store gained since
    /// it held `before` goes into his first child.
    pub(crate) fn store_gain_into_child(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        before: u8,
        trace: &mut impl Tracer,
    ) {
        let store = Hole::store(mover);
        let gained = turn.board.get(store).saturating_sub(before);
        if let (true, Some(child)) = (gained > 0, self.first_child(&turn.state.game, mover)) {
            let held = turn.capture(store, trace);
            turn.drop_into(store, held - gained, trace);
            turn.drop_into(child, gained, trace);
        }
    }

    /// At the end of a game whose children hold the captures, the seeds
    /// given out to the stores go into the children, as MancalaGames moves
    /// them: each player's to his first child; all of them to the only
    /// player with a child; with no child, South's onto a1 and North's onto
    /// a2 (the result is decided before).
    pub(crate) fn stores_into_children(&self, turn: &mut Turn<TurnState>, trace: &mut impl Tracer) {
        let state = turn.state.game;
        let firsts = Player::BOTH.map(|p| self.first_child(&state, p));
        for p in Player::BOTH {
            let store = Hole::store(p);
            let seeds = turn.board.get(store);
            if seeds == 0 {
                continue;
            }
            let to = match firsts {
                [Some(s), Some(n)] => [s, n][p.index()],
                [Some(only), None] | [None, Some(only)] => only,
                [None, None] => Hole::at(0, row(p)),
            };
            turn.capture(store, trace);
            turn.drop_into(to, seeds, trace);
        }
    }

    /// The seeds in each player's children.
    pub(crate) fn child_seeds(&self, board: &Board, state: &GameState) -> ByPlayer<u32> {
        ByPlayer::from_fn(|p| {
            let mine = state.children[p.index()];
            if mine == 0 {
                return 0;
            }
            board
                .row_holes(0)
                .chain(board.row_holes(1))
                .filter(|&h| mine & bit(h) != 0)
                .map(|h| u32::from(board.get(h)))
                .sum()
        })
    }

    /// The children, read from a position's text: `hole:owner` separated
    /// by commas (`c2:S,f1:N`), or `off` (none, and none is made this
    /// round: [`GameState::children_off`]); with whether they are off.
    pub(crate) fn parse_children(
        &self,
        text: Option<&str>,
    ) -> Result<([u32; 2], bool), ParsePositionError> {
        let mut children = [0; 2];
        let Some(text) = text else {
            return Ok((children, false));
        };
        let bad = |why: &str| {
            ParsePositionError::Invalid(format!(
                "{CHILDREN_KEY}=`{}`: {why}",
                fanga_core::text::excerpt(text)
            ))
        };
        let Some(ch) = &self.children else {
            return Err(bad("this rule set has no children"));
        };
        if text == CHILDREN_OFF {
            return if self.rounds.as_ref().is_some_and(|r| r.shortens()) {
                Ok((children, true))
            } else {
                Err(bad(
                    "children are never off in this rule set (only rounds.fill = from_loser turns them off)",
                ))
            };
        }
        for word in text.split(',') {
            let (hole, owner) = word
                .split_once(':')
                .and_then(|(h, o)| {
                    let hole = h
                        .parse::<Hole>()
                        .ok()
                        .filter(|h| !h.is_store() && h.row() < 2 && h.col() < self.holes)?;
                    let owner = match o {
                        "S" => Player::South,
                        "N" => Player::North,
                        _ => return None,
                    };
                    Some((hole, owner))
                })
                .ok_or_else(|| bad("expected holes of the board with their owner (`c2:S,f1:N`)"))?;
            if (children[0] | children[1]) & bit(hole) != 0 {
                return Err(bad(&format!("{hole} is named twice")));
            }
            if ch.one_each && children[owner.index()] != 0 {
                return Err(bad(&format!("{} has one child at most", owner.name())));
            }
            children[owner.index()] |= bit(hole);
        }
        Ok((children, false))
    }

    /// Writes the children (` children=c2:S,f1:N`), if any, or
    /// ` children=off` where none is made this round.
    pub(crate) fn write_children(
        &self,
        children: [u32; 2],
        off: bool,
        f: &mut dyn std::fmt::Write,
    ) -> std::fmt::Result {
        if off && children == [0; 2] {
            return write!(f, " {CHILDREN_KEY}={CHILDREN_OFF}");
        }
        if children == [0; 2] {
            return Ok(());
        }
        write!(f, " {CHILDREN_KEY}=")?;
        let mut first = true;
        for r in 0..2 {
            for c in 0..self.holes {
                let h = Hole::at(c, r);
                for p in Player::BOTH {
                    if children[p.index()] & bit(h) != 0 {
                        if !first {
                            f.write_str(",")?;
                        }
                        first = false;
                        write!(f, "{h}:{}", p.letter())?;
                    }
                }
            }
        }
        Ok(())
    }
}
