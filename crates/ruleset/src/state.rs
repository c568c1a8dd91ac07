//! The state a rule set's position keeps beyond its board ([`GameState`]),
//! what a turn keeps between its laps ([`TurnState`]), and the changes of
//! that state a trace records ([`change`]): the vocabulary every part of a
//! turn reads, below the compiled rule set.

use fanga_core::Player;
use fanga_sowing::{Direction, Hole, Lap};

/// The result of a finished game, as the position keeps it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) enum Result {
    /// The game goes on.
    #[default]
    None,
    /// A win.
    Win(Player),
    /// A draw.
    Draw,
}

/// What a position keeps beyond its board: the first moves without
/// captures, and the result once the game is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameState {
    /// Moves made so far while captures are off (both players'; a pass
    /// counts); 0 once they are on, or when the rule set has no such rule.
    pub(crate) moves: u8,
    /// Captures are on (always, without `none_in_first_moves`).
    pub(crate) captures_on: bool,
    pub(crate) result: Result,
    /// The holes never sown from yet, under `moves.allow` =
    /// `every_hole_first` (bit `16 * row + column`).
    pub(crate) locked: u32,
    /// Each player's children, by [`Player::index`] (the same bits).
    pub(crate) children: [u32; 2],
    /// The holes blocked for the round (the same bits).
    pub(crate) blocked: u32,
    /// The player who started the round (South in the first).
    pub(crate) starter: Player,
    /// The hole the player to move may not sow this turn: a single seed
    /// was just sown across an end into it ([`crate::no_return`]; the
    /// same bits, at most one).
    pub(crate) no_return: u32,
    /// In a match decided by a count of its rounds: the round under way
    /// (from 1) and each player's count, by [`Player::index`]
    /// ([`crate::match_goal`]); 1 and none otherwise.
    pub(crate) round: u16,
    pub(crate) tally: [u16; 2],
    /// The holes owned by the player of the other row, under territory
    /// ([`crate::territory`]; the same bits).
    pub(crate) ceded: u32,
    /// The next sowing is the prescribed opening (`sowing.opening`).
    pub(crate) opening: bool,
    /// Under `capture.repeat_once`, the player to move has had his further
    /// sowing this turn already: the turn before his, a further sowing
    /// that left him no move, ended in his pass (`repeat=used`).
    pub(crate) repeat_used: bool,
    /// Under `capture.first_player_limited`, the player who may neither
    /// capture nor make a child until a capture or a child is made.
    pub(crate) limited: Option<Player>,
    /// No child is made this round: a shortened board (`rounds.fill` =
    /// `from_loser`) of 3 holes filled or fewer.
    pub(crate) children_off: bool,
}

impl GameState {
    /// Whether `mover` may capture and make children now: captures are
    /// on, and he is not the limited player.
    pub(crate) fn may_capture(&self, mover: Player) -> bool {
        self.captures_on && self.limited != Some(mover)
    }
}

impl Default for GameState {
    fn default() -> GameState {
        GameState {
            moves: 0,
            captures_on: false,
            result: Result::None,
            locked: 0,
            children: [0; 2],
            blocked: 0,
            starter: Player::South,
            no_return: 0,
            round: 1,
            tally: [0; 2],
            ceded: 0,
            opening: false,
            repeat_used: false,
            limited: None,
            children_off: false,
        }
    }
}

/// What a turn keeps between its laps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TurnState {
    pub(crate) game: GameState,
    /// The opponent's row held seeds when this sowing started (a grand
    /// slam takes seeds he had).
    pub(crate) opp_had_seeds: bool,
    /// Seeds in hand when the last lap started.
    pub(crate) lap_seeds: u8,
    /// The turn ended on a further sowing the mover could not make.
    pub(crate) stuck: bool,
    /// The other player has no move and passes: the mover moves again.
    pub(crate) passes: bool,
    /// The sowing gives the mover another, a move of its own
    /// (`sowing.further_sowings_are_moves`): he moves again.
    pub(crate) again: bool,
    /// The last capture was a grand slam that gives another sowing.
    pub(crate) sow_again: bool,
    /// The round ended and a new one starts, by this player.
    pub(crate) round_starter: Option<Player>,
    /// The direction of the sowing under way: its laps, its relays and
    /// its captures of several holes go by it.
    pub(crate) dir: Direction,
    /// The hole the sowing under way was taken from.
    pub(crate) from: Hole,
    /// The further sowings the turn has had so far.
    pub(crate) repeats: u8,
    /// The lap under way is the prescribed opening's: no relay.
    pub(crate) opening_lap: bool,
    /// The rams at the turn's start (`moves.rams`), which its further
    /// sowings keep.
    pub(crate) rams: u32,
    /// The lap under way is the sowing's first (`sowing.relay_needs_opponent_row`).
    pub(crate) first_lap: bool,
}

impl Default for TurnState {
    fn default() -> TurnState {
        TurnState {
            game: GameState::default(),
            opp_had_seeds: false,
            lap_seeds: 0,
            stuck: false,
            passes: false,
            again: false,
            sow_again: false,
            round_starter: None,
            dir: Direction::Ccw,
            from: Hole::at(0, 0),
            repeats: 0,
            opening_lap: false,
            rams: 0,
            first_lap: false,
        }
    }
}

/// The changes of the game's state a turn records in its trace, so that a
/// trace replays into the same position.
pub(crate) mod change {
    use fanga_sowing::trace::Change;

    /// A move (or a pass) made while captures are off.
    pub(crate) const COUNTED: Change = Change::new(1, "a move made while captures are off");
    /// Captures are on from now on.
    pub(crate) const CAPTURES_ON: Change = Change::new(2, "captures are on");
    /// The player won.
    pub(crate) const WON: Change = Change::new(3, "won");
    /// The game is drawn.
    pub(crate) const DRAWN: Change = Change::new(4, "drawn");
    /// The player has no move and passes.
    pub(crate) const PASSES: Change = Change::new(5, "passes");
    /// A hole sown from for the first time (the hole is the one just taken).
    pub(crate) const UNLOCKED: Change = Change::new(6, "a hole sown from for the first time");
    /// The hole of the last seed became the player's child (the hole is
    /// where the last lap ended).
    pub(crate) const CHILD: Change = Change::new(7, "a hole became a child");
    /// The round ended and a new one starts, by the player (the seeds then
    /// taken up and dropped are the new round's board; the holes of the
    /// board none is dropped into are blocked, where the rules block).
    pub(crate) const NEW_ROUND: Change = Change::new(8, "a new round starts");
    /// A single seed was sown across an end into the hole where the last
    /// lap ended: the next player may not sow it straight back.
    pub(crate) const NO_RETURN: Change = Change::new(
        9,
        "a single seed sown across an end, not to be sown straight back",
    );
    /// The sowing gives the player another, a move of his own
    /// (`sowing.further_sowings_are_moves`).
    pub(crate) const AGAIN: Change = Change::new(20, "sows again, in a move of his own");
    /// The hole where the last lap ended is closed (blocked) for the rest
    /// of the game (`sowing.closes`).
    pub(crate) const CLOSED: Change = Change::new(10, "a hole closed");
    /// One more for the player in the count of a match decided by a count
    /// of its rounds (a round won, a point): recorded once for each.
    pub(crate) const SCORED: Change = Change::new(11, "scores one in the match");
    /// Under territory, a new round's hole is the player's (the hole is
    /// the one seeds were last dropped into).
    pub(crate) const OWNED: Change = Change::new(12, "a hole is the player's for the round");
    /// The prescribed opening was made.
    pub(crate) const OPENED: Change = Change::new(13, "the prescribed opening was made");
    /// A further sowing left the mover no move: the next turn starts with
    /// its further sowing used (`capture.repeat_once`).
    pub(crate) const REPEAT_USED: Change =
        Change::new(14, "the turn's further sowing is used already");
    /// A capture or a child was made: the limited player is limited no
    /// more (`capture.first_player_limited`).
    pub(crate) const LIMIT_LIFTED: Change =
        Change::new(15, "the first player may capture and make children");
    /// The new round just started makes no child (a shortened board of 3
    /// holes filled or fewer; recorded after its NEW_ROUND).
    pub(crate) const CHILDREN_OFF: Change = Change::new(16, "no child is made this round");
}

impl TurnState {
    /// The state of a turn starting from a position's, sowing in `dir`.
    pub(crate) fn of(game: GameState, dir: Direction) -> Self {
        TurnState {
            game,
            dir,
            ..TurnState::default()
        }
    }
}

/// The mover's row.
pub(crate) const fn row(p: Player) -> u8 {
    match p {
        Player::South => 0,
        Player::North => 1,
    }
}

/// A hole's number from its owner's left, from 0: South's row runs left
/// to right as written, North's from the other end.
pub(crate) fn from_owners_left(hole: Hole, holes: u8) -> u8 {
    if hole.row() == 0 {
        hole.col()
    } else {
        holes - 1 - hole.col()
    }
}

/// A hole's bit in [`GameState::locked`].
pub(crate) const fn bit(hole: Hole) -> u32 {
    1 << (16 * hole.row() as u32 + hole.col() as u32)
}

/// Where a lap ended.
pub(crate) enum AfterLap {
    /// A relay: the next lap, its seeds in hand.
    Relay(Lap),
    /// In the mover's store.
    Store,
    /// In this hole, the sowing over.
    Hole(Hole),
}
