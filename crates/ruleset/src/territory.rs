//! Holes with owners, and a match of rounds won by holding them
//! (`RuleSet::territory`): each hole has an owner, at first the player of
//! its row; a player sows from the holes he owns, the seeds left at a
//! round's end go to the hole's owner, and the next round starts from the
//! full board with the owners changed by what each player held. The
//! compiled rules ([`Territory`]), the owners in a position's state (the
//! holes ceded to the other row's player, `ceded=a1,b1` in its text), and
//! the new round made inside the move that ends the one before.

use fanga_core::{ParsePositionError, Player};
use fanga_sowing::relay::Turn;
use fanga_sowing::trace::{Event, Tracer};
use fanga_sowing::{Board, Hole};

use crate::RuleSet;
use crate::compiled::Compiled;
use crate::spec::{
    CaptureKind, Leftover, RoundStarter, StartPattern, TerritoryFill, TerritorySpec,
};
use crate::state::change::{NEW_ROUND, OWNED};
use crate::state::{GameState, Result as GameResult, TurnState, bit, row};

/// The key of the holes owned by the other row's player in a position's
/// text (`ceded=a1,b1`; absent, none).
pub(crate) const CEDED_KEY: &str = "ceded";

/// Territory, compiled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Territory {
    /// The holes of a row.
    holes: u8,
    /// The seeds a hole is worth (MancalaGames's `seed_equiv`: the seeds
    /// in play over the holes).
    seeds: u8,
    /// The seeds of a hole at the start (`board.seeds`), and the pattern
    /// each round starts from.
    board_seeds: u8,
    start: StartPattern,
    fill: TerritoryFill,
    starter: RoundStarter,
    /// The seeds each player needs for another round.
    needed: u32,
}

impl Territory {
    /// The rules of `spec` on `holes` holes a row of `seeds` seeds, with
    /// the rounds' `starter`.
    pub(crate) fn new(
        spec: &TerritorySpec,
        holes: u8,
        board_seeds: u8,
        start: StartPattern,
        starter: RoundStarter,
    ) -> Self {
        let seeds = seed_equiv(holes, board_seeds, start);
        let n = u32::from(seeds);
        let total = 2 * u32::from(holes) * n;
        // What a player needs to own `spec.holes` holes, and what the
        // other then keeps.
        let win = win_seeds(spec, seeds);
        let needed = match spec.fill {
            TerritoryFill::Round => total.saturating_sub(win) + n / 2,
            TerritoryFill::Loser | TerritoryFill::Empty => total.saturating_sub(win) + 1,
        };
        Territory {
            holes,
            seeds,
            board_seeds,
            start,
            fill: spec.fill,
            starter,
            needed,
        }
    }

    /// The holes a round's winner who holds `seeds` owns in the next.
    fn holes_won(&self, seeds: u32) -> u32 {
        let n = u32::from(self.seeds);
        match self.fill {
            TerritoryFill::Round => seeds / n + u32::from(seeds % n > n / 2),
            TerritoryFill::Loser | TerritoryFill::Empty => seeds / n,
        }
    }

    /// The holes of the board anticlockwise from `player`'s first: South's
    /// from `a1`, North's from his leftmost.
    fn holes_in_order_of(&self, player: Player) -> impl Iterator<Item = Hole> + '_ {
        let south = (0..self.holes).map(|c| Hole::at(c, 0));
        let north = (0..self.holes).rev().map(|c| Hole::at(c, 1));
        let (first, second): (Vec<Hole>, Vec<Hole>) = match player {
            Player::South => (south.collect(), north.collect()),
            Player::North => (north.collect(), south.collect()),
        };
        first.into_iter().chain(second)
    }
}

/// The seeds a hole is worth: the seeds in play over the holes.
pub(crate) fn seed_equiv(holes: u8, seeds: u8, start: StartPattern) -> u8 {
    let total = crate::start::total(holes, seeds, start);
    u8::try_from(total / (2 * u32::from(holes.max(1)))).unwrap_or(u8::MAX)
}

/// The seeds a player needs to own `spec.holes` holes (MancalaGames's
/// `terr_win_seeds`).
pub(crate) fn win_seeds(spec: &TerritorySpec, seeds: u8) -> u32 {
    let n = u32::from(seeds);
    match spec.fill {
        TerritoryFill::Round => u32::from(spec.holes.saturating_sub(1)) * n + n / 2 + 1,
        TerritoryFill::Loser | TerritoryFill::Empty => u32::from(spec.holes) * n,
    }
}

/// The rules territory is played with: the parameter refused and why,
/// otherwise (those compared with MancalaGames).
pub(crate) fn check(rules: &RuleSet) -> Result<(), (&'static str, String)> {
    let Some(spec) = &rules.territory else {
        return Ok(());
    };
    let not_with = |what: &str| format!("{what} is not played with territory yet");
    let Some(rounds) = &rules.rounds else {
        return Err(("territory", "needs rounds".to_owned()));
    };
    if spec.holes == 0 || spec.holes > 2 * rules.board.holes {
        return Err((
            "territory.holes",
            format!("1 to the holes of both rows ({})", 2 * rules.board.holes),
        ));
    }
    if rules.board.seeds == 0 {
        return Err(("board.seeds", "at least 1 with territory".to_owned()));
    }
    if rounds.fill != crate::spec::RoundFill::default() {
        return Err((
            "rounds.fill",
            "a new round of territory fills every hole: leave the default".to_owned(),
        ));
    }
    if rules.children.as_ref().is_some_and(|c| !c.weg) {
        return Err(("children", not_with("children but weg")));
    }
    if rounds.blocks {
        return Err(("rounds.blocks", not_with("blocking holes")));
    }
    if !matches!(
        rules.board.start,
        StartPattern::Equal | StartPattern::AlternatesThenSplit
    ) {
        return Err(("board.start", not_with("this start pattern")));
    }
    let (m, e) = (&rules.moves, &rules.end);
    if m.any_hole {
        return Err(("moves.any_hole", not_with("sowing any hole")));
    }
    if e.leftover != Leftover::Owner {
        return Err(("end.leftover", not_with("this end.leftover")));
    }
    if e.when_mover_cleared || e.when_opponent_cleared {
        return Err(("end.fewer_than", not_with("this end")));
    }
    if rules.capture.last_seeds_to_starter && rules.capture.last_seeds_at_most == 0 {
        return Err((
            "capture.last_seeds_to_starter",
            "needs capture.last_seeds_at_most".to_owned(),
        ));
    }
    let c = &rules.capture;
    match c.side {
        crate::spec::CaptureSide::Any => {}
        crate::spec::CaptureSide::OpponentOwned
            if matches!(c.kind, CaptureKind::LastHole | CaptureKind::Cross)
                && rules.sowing.en_passant == crate::spec::EnPassant::None
                && c.last_seeds_at_most == 0 => {}
        _ => return Err(("capture.side", not_with("captures on this side"))),
    }
    if !matches!(
        c.grand_slam,
        crate::spec::GrandSlam::Legal | crate::spec::GrandSlam::LeaveOne
    ) {
        return Err(("capture.grand_slam", not_with("this grand slam rule")));
    }
    if rules.sowing.opponent_gets_at_most.is_some() {
        return Err(("sowing.opponent_gets_at_most", not_with("this sowing rule")));
    }
    Ok(())
}

/// The player who owns `hole` (a hole of the board).
pub(crate) fn owner(state: &GameState, hole: Hole) -> Player {
    let of_row = if hole.row() == 0 {
        Player::South
    } else {
        Player::North
    };
    if state.ceded & bit(hole) == 0 {
        of_row
    } else {
        of_row.other()
    }
}

/// Whether `player` owns `hole` (a hole of the board).
pub(crate) fn owns(state: &GameState, player: Player, hole: Hole) -> bool {
    if state.ceded == 0 {
        return hole.row() == row(player);
    }
    owner(state, hole) == player
}

/// The seeds of the holes `player` owns.
pub(crate) fn owned_sum(board: &Board, state: &GameState, player: Player) -> u32 {
    if state.ceded == 0 {
        return board.row_sum(row(player));
    }
    board
        .row_holes(0)
        .chain(board.row_holes(1))
        .filter(|&h| owner(state, h) == player)
        .map(|h| u32::from(board.get(h)))
        .sum()
}

/// Whether the holes `player` owns are empty.
pub(crate) fn owned_empty(board: &Board, state: &GameState, player: Player) -> bool {
    if state.ceded == 0 {
        return board.row_is_empty(row(player));
    }
    owned_sum(board, state, player) == 0
}

impl Compiled {
    /// Each player's seeds as a round ends: his store, his children's, and
    /// those of the other holes he owns (his row's, without territory).
    pub(crate) fn held_seeds(&self, board: &Board, state: &GameState) -> [u32; 2] {
        let children = self.child_seeds(board, state);
        Player::BOTH.map(|p| {
            let loose: u32 = board
                .row_holes(0)
                .chain(board.row_holes(1))
                .filter(|&h| owner(state, h) == p && !crate::children::is_child(state, h))
                .map(|h| u32::from(board.get(h)))
                .sum();
            u32::from(board.store(p)) + children[p] + loose
        })
    }

    /// Where a match of territory goes on after a round ended with
    /// `result`, the seeds left given to their holes' owners (`repeat`:
    /// the mover would have sown again): a new round made on the board,
    /// and `true`; or `false`, the match over, as the round ended it.
    pub(crate) fn next_territory_round(
        &self,
        mover: Player,
        turn: &mut Turn<TurnState>,
        result: GameResult,
        repeat: bool,
        trace: &mut impl Tracer,
    ) -> bool {
        let Some(t) = &self.territory else {
            return false;
        };
        let state = turn.state.game;
        let held = self.held_seeds(&turn.board, &state);
        if held.iter().any(|&n| n < t.needed) {
            return false;
        }
        let winner = match result {
            GameResult::Win(p) => Some(p),
            _ => None,
        };
        let next = if repeat { mover } else { mover.other() };
        let starter = match t.starter {
            RoundStarter::Alternate => state.starter.other(),
            RoundStarter::Loser => winner.map_or(next.other(), Player::other),
            RoundStarter::Winner => winner.unwrap_or(next),
            RoundStarter::LastMover => mover,
        };
        trace.record(|| Event::State {
            player: starter,
            change: NEW_ROUND,
        });
        // The holes each owns: after a draw, North all but South's row.
        let (greater, won) = if held[0] == held[1] {
            (Player::North, u32::from(t.holes))
        } else {
            let greater = if held[1] > held[0] {
                Player::North
            } else {
                Player::South
            };
            (greater, t.holes_won(held[greater.index()]))
        };
        // Every seed into the hand, then every hole filled, its owner
        // recorded after it.
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
        // Under the fill `empty`, what each holds beyond whole holes goes
        // back to his store, and the loser's first hole stays empty
        // (where South's is not a whole number of holes, as MancalaGames
        // checks it).
        let n = u32::from(t.seeds);
        let rests = held.map(|h| h % n);
        let emptied = t.fill == TerritoryFill::Empty && rests[0] > 0;
        // The round's board: the start pattern's, laid (as MancalaGames
        // lays it) as though the other player started.
        let cells = match t.start {
            StartPattern::AlternatesThenSplit => {
                crate::start::alternates_then_split(t.holes, t.board_seeds, starter.other())
            }
            _ => [t.board_seeds; 2 * crate::spec::MAX_HOLES as usize],
        };
        let fresh = |h: Hole| {
            (0..2 * t.holes)
                .find(|&l| crate::start::loc(t.holes, l) == h)
                .map_or(0, |l| cells[usize::from(l)])
        };
        let mut ceded = 0;
        for (k, h) in t.holes_in_order_of(greater).enumerate() {
            let owner = if (k as u32) < won {
                greater
            } else {
                greater.other()
            };
            let seeds = if emptied && k as u32 == won {
                0
            } else {
                fresh(h)
            };
            turn.drop_into(h, seeds, trace);
            trace.record(|| Event::State {
                player: owner,
                change: OWNED,
            });
            if h.row() != row(owner) {
                ceded |= bit(h);
            }
        }
        if emptied {
            for p in Player::BOTH {
                let rest = u8::try_from(rests[p.index()]).unwrap_or(u8::MAX);
                turn.drop_into(Hole::store(p), rest, trace);
            }
        }
        let game = &mut turn.state.game;
        game.ceded = ceded;
        game.children = [0; 2];
        // Captures are off again for the round's first moves.
        game.captures_on = self.none_in_first_moves == 0;
        game.moves = 0;
        game.opening = self.opening;
        game.starter = starter;
        turn.state.round_starter = Some(starter);
        true
    }

    /// The holes ceded, read from a position's text (`ceded=a1,b1`).
    pub(crate) fn parse_ceded(&self, text: Option<&str>) -> Result<u32, ParsePositionError> {
        let Some(text) = text else {
            return Ok(0);
        };
        crate::hole_text::parse_holes(CEDED_KEY, text, self.holes)
    }

    /// Writes the holes ceded (` ceded=a1,b1`), if any.
    pub(crate) fn write_ceded(&self, ceded: u32, f: &mut dyn std::fmt::Write) -> std::fmt::Result {
        if ceded == 0 {
            return Ok(());
        }
        write!(f, " {CEDED_KEY}=")?;
        crate::hole_text::write_holes(ceded, self.holes, f)
    }
}
