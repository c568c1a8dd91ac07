//! A rule set as written: the typed description of a two-row game, read
//! from fanga's own format (JSON, [`RuleSet::from_json`](crate::RuleSet::from_json)) and checked when
//! compiled ([`crate::define`]).
//!
//! The vocabulary is the family's, grouped as a player describes a game:
//! the board, the sowing, the captures, which moves are allowed, and how
//! the game ends. Every part has a default (the commonest rule), so a file
//! says only what its game changes. The parameters of MancalaGames (Ann
//! Davies) are the checklist the vocabulary covers; where it names a rule
//! differently the documentation of each field says so (`MancalaGames:
//! capt_on`).

use serde::{Deserialize, Serialize};

/// The most holes a row has.
pub(crate) const MAX_HOLES: u8 = 16;

/// The board: two rows of `holes` holes, a store for each player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct BoardSpec {
    /// Holes a row, 1 to 16 (MancalaGames: `holes`).
    pub holes: u8,
    /// Seeds in each hole at the start, or what the start pattern uses
    /// (MancalaGames: `nbr_start`).
    pub seeds: u8,
    /// How the holes are filled at the start.
    #[serde(default)]
    pub start: StartPattern,
}

/// How the holes are filled at the start (MancalaGames: `start_pattern`).
/// South moves first; a pattern MancalaGames turns round when North
/// starts is given as South starts it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum StartPattern {
    /// `seeds` in every hole.
    #[default]
    Equal,
    /// Every second hole from South's third (in the sowing order round
    /// the board, a1 first) holds `seeds`, the others none; then the seeds
    /// of the filled hole facing South's hole `1 + 2 * ((holes - 1) / 4)`
    /// (counted from 0) move into that hole: `(holes - 1) * seeds` seeds
    /// (MancalaGames: `GAMACHA`).
    Gamacha,
    /// Each row in threes from its first hole: one empty hole, then two of
    /// `seeds` (the holes left over after the last whole three empty):
    /// `4 * (holes / 3) * seeds` seeds (MancalaGames: `CLIPPEDTRIPLES`).
    ClippedTriples,
    /// `seeds` in every hole, then South's rightmost hole (his last in
    /// the anticlockwise order) is sown for him as an ordinary move: the
    /// game starts with North to move (MancalaGames: `MOVE_RIGHTMOST`).
    RightmostPlayed,
    /// `seeds` in every hole of each row but its last two (from its
    /// owner's left), which are empty: `2 * (holes - 2) * seeds` seeds
    /// (MancalaGames: `TWOEMPTY`).
    TwoEmpty,
    /// `seeds` in every hole, and one more in each row's last hole (from
    /// its owner's left): `2 * holes * seeds + 2` seeds (MancalaGames:
    /// `RIGHTMOST_PLUS_ONE`).
    RightmostPlusOne,
    /// `seeds` is the total, spread over the holes at random but always
    /// the same way for the same `seed`: every hole gets 2 when there are
    /// at least two seeds a hole (none otherwise), and the rest is cut in
    /// `2 * holes` parts at points drawn with fanga's SplitMix64 from
    /// `seed` (MancalaGames: `RANDOM`, whose draw is a new one each game;
    /// its file gives seed 0).
    Random {
        /// The generator's seed.
        seed: u64,
    },
    /// Every second hole in the anticlockwise order from a1 holds
    /// `seeds`, from b1 on (b1, d1, ...); then North's second filled hole
    /// from his right (`c2` on six holes) holds one seed instead, and, on
    /// an even number of holes a row, South's third hole from his right is
    /// emptied: `(holes - 2 + holes % 2) * seeds + 1` seeds, North one
    /// more than South; 3 holes a row at least (MancalaGames:
    /// `ALTS_WITH_1`, as South starts it).
    AlternatesWithOne,
    /// Round the board anticlockwise from the first hole of the player
    /// who does not start (North's leftmost from his side when South
    /// starts), holes alternately empty and of `seeds`; then `seeds / 4`
    /// of the last of them (that player's last hole) move into the
    /// starter's first hole: `holes * seeds` seeds, on an even number of
    /// holes a row (MancalaGames: `ALTS_SPLIT`). Under `territory`
    /// MancalaGames lays each new round as though the other player
    /// started it.
    AlternatesThenSplit,
}

/// Which way seeds go round the board, seen from above with South at the
/// bottom (MancalaGames: `sow_direct`, CCW is 1 and CW is -1): one way for
/// every sowing, or a way each hole's place or count gives. A sowing keeps
/// its direction for its relays, and a capture of several holes steps
/// along or back from it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Direction {
    /// Anticlockwise: along one's own row to the right.
    #[default]
    Ccw,
    /// Clockwise.
    Cw,
    /// Towards the nearer end of the mover's row: the holes of its left
    /// half clockwise, of its right half anticlockwise; the middle hole of
    /// a row of an odd count is one whose direction the mover chooses
    /// (`sowing.chosen_holes`) (MancalaGames: `SPLIT`).
    Split,
    /// Towards the middle of the mover's row: the left half
    /// anticlockwise, the right half clockwise, the middle hole of an odd
    /// row chosen (MancalaGames: `TOCENTER`).
    ToCenter,
    /// By the seeds taken up: an odd count anticlockwise, an even one
    /// clockwise (MancalaGames: `EVEN_ODD_DIR`).
    ByParity,
}

/// How seeds are sown.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
#[non_exhaustive]
pub struct SowingSpec {
    /// The direction.
    pub direction: Direction,
    /// Whether the first seed is left in the hole sown from
    /// (MancalaGames: `sow_start`); otherwise it goes into the next hole.
    pub first_seed_in_start: bool,
    /// Whether a lap that comes round again skips the hole it started from
    /// (MancalaGames: `skip_start`).
    pub skip_start: bool,
    /// Which stores a lap sows into, and which give another sowing when
    /// the last seed falls there (MancalaGames: `sow_stores`).
    pub stores: StoreSowing,
    /// Whether a lap whose last seed falls in an occupied hole goes on
    /// (MancalaGames: `mlaps`).
    pub laps: Laps,
    /// Relay sowing stops where the last seed makes a hole that would be
    /// captured (MancalaGames adds this to relay games with a capture by
    /// count or by matching counts, and to cross captures relayed from the
    /// next hole).
    pub relay_stops_on_capture: bool,
    /// A further condition on relaying: the hole of the last seed must
    /// hold this count (MancalaGames: `mlap_cont` ON_PARAM and
    /// `mlap_param`).
    pub relay_on_count: Option<u8>,
    /// A further condition on relaying: the hole of the last seed must
    /// hold at least this count (MancalaGames: `mlap_cont` GREQ_PARAM and
    /// `mlap_param`).
    pub relay_from_count: Option<u8>,
    /// Before each lap the mover puts one seed of his hand into his store
    /// and sows the others (MancalaGames: `presowcapt` CAPT_ONE).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub store_takes_one: bool,
    /// Captures made in passing, as seeds fall (MancalaGames: `sow_rule`
    /// ENPAS_ALL_OWNER_SOW and ENPAS_ALL_OWNER_OWN).
    #[serde(skip_serializing_if = "is_default")]
    pub en_passant: EnPassant,
    /// A further condition on relaying: the last seed fell on the mover's
    /// own row (MancalaGames: `mlap_cont` OWN_SIDE).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub relay_own_side: bool,
    /// A relay stops when its last seed falls in a store, rather than
    /// going on from there (MancalaGames: `mlap_cont` STOP_STORE). fanga
    /// always stops a relay there (the store a lap reaches is the mover's,
    /// and gives him another sowing): the rule is kept as the file says
    /// it.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub relay_stops_in_store: bool,
    /// A further condition on relaying, after the first lap only: a first
    /// lap whose last seed falls on the mover's own row relays only if it
    /// sowed into the opponent's row on its way (MancalaGames: `mlap_cont`
    /// VISIT_OPP; Russ 1984, p. 43, as MancalaGames reads it: "if the
    /// first sow of a turn reaches the opponent's side of the board
    /// continue in multiple laps").
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub relay_needs_opponent_row: bool,
    /// Each player sows round his own row only (and his store, where
    /// `stores` sows it, after his row's last hole): a sowing never
    /// reaches the opponent's row (MancalaGames: the game class
    /// `NorthSouthCycle`). Captures across still take from it.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub own_row: bool,
    /// A relay lap whose last seed makes a capture goes on from that hole
    /// with the seeds captured (every seed of the mover's store) and the
    /// hole's own; a relay stops once the opponent's row is empty
    /// (MancalaGames: `sow_rule` LAP_CAPT_SEEDS, in a game without
    /// stores). Needs `laps` = `relay` and no store sown.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub relay_sows_captures: bool,
    /// A relay lap whose last seed falls in an occupied hole captures
    /// there first (the capture rule at that hole), then goes on from that
    /// hole (MancalaGames: `sow_rule` LAP_CAPT). Under a cross capture, a
    /// lap whose last seed falls alone in a hole captures across, and the
    /// relay goes on with that seed if it did (otherwise the sowing is
    /// over); a lap ending in an occupied hole relays as ever. Under a
    /// capture by count (`capture.kind` = `last_hole`) a lap whose last
    /// hole qualifies is captured, and the relay goes on from the next
    /// hole, whatever it holds (an empty one ends the sowing there), as
    /// under `opponent_gets_at_most`.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub relay_captures: bool,
    /// While the holes hold at most this many seeds when a lap starts, the
    /// seeds of that lap falling on the opponent's row go into his store,
    /// but for a last seed that makes a capture; and a lap whose last
    /// seed makes a capture captures, then relays from the next hole
    /// (MancalaGames: `sow_rule` LAP_CAPT_OPP_GETS with `sow_param`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opponent_gets_at_most: Option<u8>,
    /// With `first_seed_in_start`, a hole of a single seed sows it into
    /// the next hole rather than leaving it where it was (MancalaGames:
    /// `move_one`; Toguz Kumalak's rule).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub single_seed_moves: bool,
    /// The counts a hole must reach to be captured in passing, where they
    /// are not the capture's own (MancalaGames: `capt_on` beside
    /// `capt_type` TWO_OUT, which counts them for captures in passing
    /// only); empty, the capture's conditions.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub en_passant_counts: Vec<u8>,
    /// How the first sowing of the game, and of each round, is made
    /// (MancalaGames: `prescribed`).
    #[serde(skip_serializing_if = "is_default")]
    pub opening: Opening,
    /// The holes whose direction the mover chooses each time he sows from
    /// one, numbered from 1 at his left (a move from one is written with
    /// its direction, `c1:cw`); the others sow as `direction` says
    /// (MancalaGames: `udir_holes`, counted from 0).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub chosen_holes: Vec<u8>,
    /// Each further sowing (a last seed in the mover's store, a capture or
    /// a grand slam that gives another) is a move of its own, the mover
    /// moving again, rather than a choice within his move. The game is the
    /// same; only its moves are cut differently: where a turn may choose
    /// again and again (Dakon's relays into the store), its whole moves can
    /// number millions, and a move of one sowing keeps every tool's lists
    /// short. Off, the default: a move holds the turn's every sowing.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub further_sowings_are_moves: bool,
    /// Holes closed by relays: a relay whose lap ends on the opponent's
    /// row in a hole then holding [`Closing::at`] seeds closes that hole
    /// for the rest of the game (and sows its seeds on); a closed hole of
    /// the sower's own row is passed by, and a seed that falls on a closed
    /// hole of the other row is taken out of play (MancalaGames:
    /// `sow_rule` SOW_BLKD_DIV and SOW_BLKD_DIV_NR, with `blocks` and
    /// `sow_param`). Needs `laps` = `relay`. Absent: no hole is closed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub closes: Option<Closing>,
    /// A hole holding this many seeds or more is full: a lap passes it by
    /// (MancalaGames: `sow_rule` MAX_SOW, with `sow_param`). More than all
    /// the seeds on every hole but one, so that a lap always ends.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub full_at: Option<u8>,
}

/// Holes closed by relays ([`SowingSpec::closes`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
#[non_exhaustive]
pub struct Closing {
    /// The seeds a hole of the opponent's row holds, a relay's lap ending
    /// there, for it to close (at least 2: a hole of one seed ends the
    /// relay).
    pub at: u8,
    /// Whether each player's rightmost hole (from his side) is never
    /// closed (MancalaGames: SOW_BLKD_DIV_NR).
    pub not_rightmost: bool,
}

impl Closing {
    /// Holes that close at `at` seeds, each player's rightmost hole
    /// excepted where `not_rightmost`.
    #[must_use]
    pub fn new(at: u8, not_rightmost: bool) -> Closing {
        Closing { at, not_rightmost }
    }
}

/// Captures made in passing, as seeds fall: a hole whose count then
/// qualifies for a capture (by count: `capture.counts` and the others) is
/// emptied into its owner's store.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum EnPassant {
    /// None.
    #[default]
    None,
    /// As every seed of a lap but its last falls; the last is left to the
    /// relay and the capture (MancalaGames: `sow_rule` ENPAS_ALL_OWNER_SOW).
    ButLast,
    /// As every seed of a lap falls, its last included (MancalaGames:
    /// `sow_rule` ENPAS_ALL_OWNER_OWN).
    All,
    /// As [`ButLast`](Self::ButLast), but the mover takes every capture in
    /// passing, from either row, not the hole's owner (MancalaGames:
    /// `sow_rule` ENPAS_ALL_SOWER).
    ButLastToMover,
    /// As every seed of a lap but its last falls into a hole of the mover
    /// (one he owns, under territory), taken by him (MancalaGames:
    /// `sow_rule` ENPAS_SOW_SOWER).
    OwnButLast,
}

/// Which stores a lap sows into (MancalaGames: `sow_stores`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum StoreSowing {
    /// Neither: stores only receive captures.
    #[default]
    None,
    /// The mover's own store, passed on the way round; a last seed there
    /// gives the mover another sowing (MancalaGames: `OWN`).
    OwnRepeats,
    /// Both stores, on one circuit for both players (each row, then the
    /// store of its owner); a last seed in the mover's own store gives him
    /// another sowing (MancalaGames: `BOTH_NR_OPP`).
    BothOwnRepeats,
}

/// Whether the sowing goes on after a lap (MancalaGames: `mlaps`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Laps {
    /// One lap: the turn's sowing ends with its last seed.
    #[default]
    Single,
    /// Relay sowing: a last seed in a hole that was not empty takes that
    /// hole's seeds and sows them on, until a last seed falls in an empty
    /// hole or a capture (MancalaGames: `LAPPER`).
    Relay,
    /// Relay sowing from the next hole: when the hole after the last
    /// seed's (a store included where the mover sows into it) holds seeds,
    /// they are taken and sown on (MancalaGames: `LAPPER_NEXT`).
    RelayNext,
}

/// What a turn captures.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
#[non_exhaustive]
pub struct CaptureSpec {
    /// Where captures are taken from.
    pub kind: CaptureKind,
    /// The counts a hole must hold to be taken (empty: any count);
    /// MancalaGames: `capt_on`.
    pub counts: Vec<u8>,
    /// A hole is taken only if it holds an even count (MancalaGames:
    /// `evens`).
    pub evens: bool,
    /// A hole is taken only if it holds at most this many (0: no limit;
    /// MancalaGames: `capt_max`).
    pub at_most: u8,
    /// A hole is taken only if it holds at least this many (0: no limit;
    /// MancalaGames: `capt_min`).
    pub at_least: u8,
    /// Which side of the board captures are taken on (MancalaGames:
    /// `capt_side`).
    pub side: CaptureSide,
    /// How many holes one capture takes at most: the last hole, then
    /// those before it while they qualify (0: as many as qualify;
    /// MancalaGames: `multicapt`, whose -1 is 0 here). For a cross
    /// capture, the facing holes: after the first, each next hole in the
    /// capture's direction that is empty has its facing hole taken as the
    /// first was, until one is not empty or its facing hole does not
    /// qualify (Enkeshui's; the last seed is taken with the first only).
    pub holes: u8,
    /// Which way a capture of several holes goes from the last one
    /// (MancalaGames: `capt_dir`).
    pub direction: CaptureDirection,
    /// A cross capture takes the last seed too (MancalaGames: `xcpickown`
    /// PICK_ON_CAPT).
    pub cross_takes_last_seed: bool,
    /// Taking every seed of the opponent in one turn (MancalaGames:
    /// `grandslam`).
    pub grand_slam: GrandSlam,
    /// A sowing of one seed captures nothing (MancalaGames:
    /// `nosinglecapt`).
    pub not_from_single: bool,
    /// The first moves of the game capture nothing: this many moves, both
    /// players' counted (MancalaGames: `nocaptmoves`).
    pub none_in_first_moves: u8,
    /// A last seed in the opponent's store takes that store (the capture
    /// kind applies elsewhere); MancalaGames: `capt_type`
    /// END_OPP_STORE_CAPT.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub opponent_store: bool,
    /// A sowing of one seed first takes the seeds of the hole facing the
    /// hole it starts from (MancalaGames: `presowcapt` DRAW_1_XCAPT).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub single_takes_facing: bool,
    /// Before a sowing, every hole of the mover's row that held a single
    /// seed when his turn's move began (the hole he sows from included)
    /// takes the seeds of the hole facing it (MancalaGames: `presowcapt`
    /// ALL_SINGLE_XCAPT).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub singles_take_facing: bool,
    /// A capture at the end of a sowing gives the mover another sowing
    /// (MancalaGames: `capt_rturn` ALWAYS).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub repeat_on_capture: bool,
    /// After the capture step, when the holes a capture could take (those
    /// of `side`; both rows for a capture across) hold some seeds but at
    /// most this many, the mover takes every seed of the board (0: never;
    /// MancalaGames: `pickextra` PICKLASTSEEDS, with `nbr_start`).
    #[serde(skip_serializing_if = "is_default")]
    pub last_seeds_at_most: u8,
    /// A capture that would take every seed of the opponent's row is a
    /// grand slam even when his row was empty before the sowing (the
    /// sowing fed it): the grand slam rule applies to every capture that
    /// leaves his row empty. Otherwise (MancalaGames) only a row that held
    /// seeds when the sowing started makes a grand slam. Needs a
    /// `grand_slam` of `no_capture`, `leave_one` or `sow_again`.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub grand_slam_of_fed_row: bool,
    /// A capture also takes the seeds of the hole facing the one it took
    /// (on the side `side` allows), where it holds any (MancalaGames:
    /// `pickextra` PICKCROSS). Needs `kind` = `two_out` of one hole (no
    /// game compared takes across otherwise).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub takes_across: bool,
    /// With `repeat_on_capture`, a capture gives another sowing only in a
    /// turn that has had none yet (MancalaGames: `capt_rturn` ONCE).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub repeat_once: bool,
    /// A capture also takes the seeds of the hole the last seed fell in
    /// (on a side `side` allows), where it holds any (MancalaGames:
    /// `pickextra` PICKFINAL). Needs `kind` = `next` (no game compared
    /// takes it otherwise).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub takes_last_hole: bool,
    /// The seeds of `last_seeds_at_most` go to the player who started the
    /// round, not to the mover (MancalaGames: `pickextra`
    /// PICK2XLASTSEEDS, with twice `nbr_start`). Needs `rounds` with
    /// `territory`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub last_seeds_to_starter: bool,
    /// In a chain of cross captures (`kind` = `cross` with `holes` other
    /// than 1), the mover's next holes may hold seeds (MancalaGames:
    /// `crosscapt` ONE_ANY); otherwise each must be empty (ONE_ZEROS).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub cross_chain_any: bool,
    /// With `cross_takes_last_seed`, the last seed is taken whenever it
    /// falls alone in a hole of the side facing the one `side` captures
    /// from (the mover's own row, for captures on the opponent's), a
    /// capture made or not (MancalaGames: `xcpickown` ALWAYS_PICK).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub last_seed_always_taken: bool,
    /// The player who moves first in the game starts *limited*: he may
    /// neither capture nor make a child until a capture or a child has
    /// been made (by his opponent, the only one who can). Russ (1984,
    /// p. 43) lets the first player rearrange the seeds of his row, the
    /// opponent's row then set the same, as his first move, and limits
    /// him so if he does not; a rearranged start is a position of its own
    /// (the opponent to move, no one limited), so the rule set's start is
    /// the one not rearranged (MancalaGames: `prescribed` ARNGE_LIMIT, as
    /// it plays without its interface). Only the first round starts so. A
    /// position names the limited player (`limited=S` in its text).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub first_player_limited: bool,
}

impl Default for CaptureSpec {
    fn default() -> Self {
        CaptureSpec {
            kind: CaptureKind::default(),
            counts: Vec::new(),
            evens: false,
            at_most: 0,
            at_least: 0,
            side: CaptureSide::default(),
            holes: 1,
            direction: CaptureDirection::default(),
            cross_takes_last_seed: false,
            grand_slam: GrandSlam::default(),
            not_from_single: false,
            none_in_first_moves: 0,
            opponent_store: false,
            single_takes_facing: false,
            singles_take_facing: false,
            repeat_on_capture: false,
            last_seeds_at_most: 0,
            grand_slam_of_fed_row: false,
            takes_across: false,
            repeat_once: false,
            takes_last_hole: false,
            last_seeds_to_starter: false,
            cross_chain_any: false,
            last_seed_always_taken: false,
            first_player_limited: false,
        }
    }
}

/// Which way a capture of several holes goes from the last one
/// (MancalaGames: `capt_dir`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum CaptureDirection {
    /// Back along the holes just sown (MancalaGames: `OPP_SOW`).
    #[default]
    Back,
    /// On along the sowing (MancalaGames: `SOW`).
    Along,
    /// Back from the rule set's own direction (`sowing.direction`, `ccw`
    /// or `cw`), whichever way the mover chose on a hole of
    /// `sowing.chosen_holes`: MancalaGames's `OPP_SOW` in its games that
    /// have such holes and one direction for the others (it reverses the
    /// file's direction, not the sowing's).
    BackFromRule,
    /// Both ways, for matching counts (`capture.kind` = `matching`):
    /// from the last hole on along the sowing, `capture.holes` pairs at
    /// most, then, if the last hole's pair was taken, back from it, one
    /// pair fewer (MancalaGames: `BOTH`).
    Both,
}

/// Where captures are taken from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum CaptureKind {
    /// No capture.
    None,
    /// The hole of the last seed, when its count qualifies (the counts,
    /// evens, at most, at least: at least one of them is given);
    /// MancalaGames's basic capture.
    #[default]
    LastHole,
    /// The hole facing the last seed's, when the last seed fell in an
    /// empty hole and the facing hole's count qualifies (MancalaGames:
    /// `crosscapt`).
    Cross,
    /// The holes after the last seed's, along the capture direction, while
    /// their counts qualify; the last seed's hole is never taken
    /// (MancalaGames: `capt_type` NEXT).
    Next,
    /// The hole two on from the last seed's when the hole between is empty
    /// and it has seeds (without relays, only when the last seed fell in an
    /// occupied hole); a capture of several holes goes on the same way
    /// from the hole taken (MancalaGames: `capt_type` TWO_OUT).
    TwoOut,
    /// The hole of the last seed and the hole facing it, when they hold
    /// the same count (MancalaGames: `capt_type` MATCH_OPP).
    Matching,
    /// When the last seed falls on the opponent's row or in the mover's
    /// last hole, every hole of the opponent's row whose count qualifies
    /// (MancalaGames: `capt_type` CAPT_OPP_1CCW with `pickextra`
    /// PICKOPPBASIC).
    OpponentRow,
    /// A last seed in an empty hole (on the side `capture.side` says) gives
    /// the mover's store to the opponent (MancalaGames: `capt_type`
    /// PASS_STORE_CAPT).
    StoreToOpponent,
    /// A last seed in an empty hole pulls the seeds of the facing hole,
    /// when its count qualifies, into its own hole: they stay on the board
    /// (MancalaGames: `capt_type` PULL_ACROSS).
    PullAcross,
    /// Every hole of the board (on `capture.side`) holding a single seed
    /// after the sowing, wherever its last seed fell (MancalaGames:
    /// `capt_type` SINGLETONS).
    Singles,
}

/// Which side of the board captures are taken on (MancalaGames:
/// `capt_side`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum CaptureSide {
    /// Either side.
    #[default]
    Any,
    /// The opponent's row only.
    Opponent,
    /// The mover's own row only.
    Own,
    /// A capture starts on the opponent's row and may go on onto the
    /// mover's (MancalaGames: `OPP_CONT`).
    OpponentThenOwn,
    /// The holes the opponent owns, under `territory` (MancalaGames:
    /// `OPP_TERR`); captures by count and across only.
    OpponentOwned,
}

/// Taking every seed of the opponent in one turn (MancalaGames:
/// `grandslam`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum GrandSlam {
    /// Allowed: the seeds are taken.
    #[default]
    Legal,
    /// Allowed, but nothing is captured (MancalaGames: `NO_CAPT`).
    NoCapture,
    /// Not allowed: a move that would take every seed is not legal
    /// (MancalaGames: `NOT_LEGAL`).
    Illegal,
    /// Allowed, but the opponent keeps the hole farthest on, seen from
    /// the mover (his first hole in the anticlockwise order), when he had
    /// seeds in more than one (MancalaGames: `LEAVE_RIGHT`).
    LeaveOne,
    /// Allowed, and the mover sows again (he must then feed the opponent
    /// where `moves.must_feed` says so); MancalaGames: `LEGAL_SHARE`.
    SowAgain,
    /// Allowed, and then the seeds of the mover's row go to the
    /// opponent's store (MancalaGames: `OPP_GETS_REMAIN`).
    OpponentGetsRest,
}

/// Which moves are allowed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
#[non_exhaustive]
pub struct MoveSpec {
    /// The fewest seeds a hole must hold to be sown (MancalaGames:
    /// `min_move`).
    pub min_seeds: u8,
    /// When the opponent has no seed, the mover must give him some if a
    /// move does (MancalaGames: `mustshare`).
    pub must_feed: bool,
    /// A player without a move passes (MancalaGames: `mustpass`); otherwise
    /// the game ends.
    pub pass: bool,
    /// Which of the holes holding enough seeds may be sown (MancalaGames:
    /// `allow_rule`); feeding and the grand slam rule filter them after.
    pub allow: AllowRule,
    /// Either player may sow from any hole of the board, the opponent's
    /// row included (MancalaGames: `no_sides`); the rows still say whose
    /// seeds are left at the end and which side a capture is on.
    pub any_hole: bool,
    /// Under `must_feed`, a hole whose direction the mover chooses
    /// (`sowing.chosen_holes`) may be sown both ways when one of them
    /// feeds (MancalaGames lists both directions of a hole its feeding
    /// rule allows one way); otherwise only the ways that feed.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub feed_by_hole: bool,
    /// Rams (MancalaGames: `child_type` RAM): a hole holding enough seeds
    /// for a sowing from it to come round to its owner's row again (at
    /// least `2 * holes - k` anticlockwise, `holes + 1 + k` clockwise, for
    /// its owner's hole `k` from his left, counted from 0; one more with
    /// `sowing.first_seed_in_start`, one more with the store sown) is not
    /// sown, by either player. Which holes are rams is decided where a
    /// sowing ends in a hole (a further sowing keeps those of the turn's
    /// start); they are captured as any hole, and their seeds stay on the
    /// board at the end, counted for nobody.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub rams: bool,
}

impl Default for MoveSpec {
    fn default() -> Self {
        MoveSpec {
            min_seeds: 1,
            must_feed: false,
            pass: false,
            allow: AllowRule::default(),
            any_hole: false,
            feed_by_hole: false,
            rams: false,
        }
    }
}

/// Which of the holes holding enough seeds may be sown (MancalaGames:
/// `allow_rule`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum AllowRule {
    /// Any of them.
    #[default]
    Any,
    /// A hole of at most `holes` seeds only when its first lap ends on the
    /// opponent's row, or in a hole of the mover's that was empty before
    /// the move (MancalaGames: `OPP_OR_EMPTY`).
    ReachOpponentOrEmpty,
    /// A hole of one seed only when the next hole in the sowing direction
    /// is empty (MancalaGames: `SINGLE_TO_ZERO`).
    SingleToEmpty,
    /// A hole of one seed only when every hole the mover may sow holds one
    /// (MancalaGames: `SINGLE_ONLY_ALL`).
    SinglesLast,
    /// Every hole of the mover's row must be sown once before any is sown
    /// again: while one of them was never sown from, only those may be
    /// (the position keeps which holes were; MancalaGames:
    /// `MOVE_ALL_HOLES_FIRST`).
    EveryHoleFirst,
    /// Not a hole facing a hole of the opponent's that holds a single seed
    /// (MancalaGames: `NOT_XFROM_1S`).
    NotFacingSingle,
    /// A hole only when its first lap ends in a hole that held seeds, or
    /// in a store (MancalaGames: `OCCUPIED`).
    EndsInOccupied,
}

/// How the game ends and who wins.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
#[non_exhaustive]
pub struct EndSpec {
    /// What wins (MancalaGames: `goal`).
    pub goal: Goal,
    /// Who gets the seeds left on the board when the game ends
    /// (MancalaGames: `unclaimed`, or `quitter` when `unclaimed` is
    /// UNFED_PLAYER).
    pub leftover: Leftover,
    /// The game also ends when the mover's own row is empty after his
    /// move (MancalaGames: `end_cond` CLEARED_OWN).
    pub when_mover_cleared: bool,
    /// The game also ends when fewer than this many seeds are left on the
    /// board (and more than none): no capture can change it (0: never;
    /// MancalaGames derives it from the capture rules).
    pub fewer_than: u8,
    /// When a player with no seed cannot be fed, he takes every seed left
    /// (MancalaGames: `unclaimed` UNFED_PLAYER).
    pub unfed_takes_all: bool,
    /// The game also ends when the opponent's row is empty after the
    /// mover's move (MancalaGames: `end_cond` CLEARED_OPP). With
    /// `when_mover_cleared`, the game ends when either row is empty.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub when_opponent_cleared: bool,
    /// Whether a store holding more than half the seeds ends the game at
    /// once (under the goal `most_seeds`).
    #[serde(skip_serializing_if = "is_default")]
    pub majority: Majority,
    /// What the rules say when a position (after a whole turn) occurs
    /// again in a game.
    #[serde(skip_serializing_if = "is_default")]
    pub repetition: Repetition,
}

/// Whether a store holding more than half the seeds ends the game at once
/// (`end.majority`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Majority {
    /// After any sowing, a store holding more than half the seeds wins at
    /// once, and half each draws; the board is left as it is (MancalaGames).
    #[default]
    EndsGame,
    /// A majority ends nothing: the game goes on until it ends by another
    /// rule (a row emptied, no move), and the counts are compared then.
    CountedAtEnd,
}

/// What the rules say when a position (after a whole turn) occurs again in
/// a game (`end.repetition`). A position has no history: the rule is
/// applied by what plays a game through (`fanga_core::History`, which
/// `Game`, the random playouts and the searches keep), not by `play` or
/// perft, as for every game with such a rule.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Repetition {
    /// Nothing: play goes on.
    #[default]
    None,
    /// The game ends where it stands and is decided by the counts: each
    /// player's store, and under `end.leftover` = `owner_in_place` the
    /// seeds of his row. Needs `end.leftover` = `owner_in_place` or
    /// `nobody` (the seeds left stay on the board) and the goal
    /// `most_seeds`.
    EndsScored,
}

/// What wins (MancalaGames: `goal`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Goal {
    /// The most seeds in one's store; more than half of them wins at once.
    #[default]
    MostSeeds,
    /// Emptying one's own row first (MancalaGames: `CLEAR`).
    Clear,
    /// Leaving the opponent without a seed: after a sowing, the mover wins
    /// if the opponent's row is empty, loses if his own is, and wins if the
    /// opponent has no move (MancalaGames: `DEPRIVE`). The stores do not
    /// count.
    Deprive,
    /// Leaving the opponent without a move: after a sowing, the mover wins
    /// if the opponent has none (MancalaGames: `IMMOBILIZE`). The stores
    /// do not count.
    Immobilize,
}

/// Who gets the seeds left on the board when the game ends (MancalaGames:
/// `unclaimed`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Leftover {
    /// The owner of the row they lie on.
    #[default]
    Owner,
    /// The owner of the row they lie on, counted where they lie: they stay
    /// on the board, and a player's count (the position's score, all
    /// along the game) is his store and the seeds of his row.
    OwnerInPlace,
    /// Nobody: they do not count.
    Nobody,
    /// The player who moved last.
    LastMover,
    /// Halved between the players; an odd seed goes to the one with fewer
    /// in his store (to North when they are equal); MancalaGames: DIVVIED.
    Divided,
}

/// Children: holes that become a player's for the rest of the game, as
/// Toguz Kumalak's *tuzdyk* (MancalaGames: `child_type` NORMAL or
/// ONE_CHILD, `child_cvt`, `child_rule`, `child_locs`).
///
/// A child is made where the last seed of a sowing brings a hole that is
/// no child to exactly [`at`](Self::at) seeds, on a hole the rules below
/// allow: the hole becomes the mover's child instead of any capture there.
/// From then on the hole is never sown from and never captured; seeds sown
/// into it stay there and count for its owner (his score is his store and
/// his children's seeds), and they stay his at the end of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct ChildrenSpec {
    /// The count the last seed must bring a hole to (MancalaGames:
    /// `child_cvt`): 1 to 255.
    pub at: u8,
    /// How a child is made (MancalaGames: `child_type`); by default
    /// `count`, the hole of the last seed brought to [`at`](Self::at).
    #[serde(default, skip_serializing_if = "is_default")]
    pub kind: ChildKind,
    /// Each player has one child at most (MancalaGames: `child_type`
    /// ONE_CHILD).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub one_each: bool,
    /// The row a child is made on, seen from the mover (MancalaGames:
    /// `child_rule`).
    #[serde(default, skip_serializing_if = "is_default")]
    pub side: ChildSide,
    /// Where on the rows children may be made, and by whom
    /// (MancalaGames: `child_locs`).
    #[serde(default, skip_serializing_if = "is_default")]
    pub places: ChildPlaces,
    /// No child where the other row's hole of the same number, counted
    /// by each player from his own left, is a child (MancalaGames:
    /// `child_locs` NOT_SYM_OPP, with the places `no_opponent_left`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub not_symmetric: bool,
    /// No child facing a child across the board (MancalaGames:
    /// `child_locs` NOT_FACING, with the places `no_opponent_right`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub not_facing: bool,
    /// The game has no stores: a player's captures go into his first
    /// child (South's row from its left, then North's from its right, as
    /// MancalaGames orders its holes), and he captures nothing while he has
    /// none; the seeds given out at the end go into the children too
    /// (MancalaGames: children in a game without `stores`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub into_children: bool,
    /// Children are *weg* (MancalaGames: `child_type` WEG): a last seed
    /// that falls into the opponent's child takes two of its seeds (one,
    /// if it holds one) into the mover's store, a capture; a relay stops
    /// in a child and where it would make one. Played with relay sowing
    /// (`sowing.laps` = `relay`) too.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub weg: bool,
    /// Whether a sowing passes the opponent's children by (MancalaGames:
    /// `sow_rule` NO_OPP_CHILD and OPP_CHILD_ONLY1); by default `none`,
    /// a child is sown as any hole.
    #[serde(default, skip_serializing_if = "is_default")]
    pub passed: ChildrenPassed,
    /// No child is made by a lap of a single seed: a lap of one seed ends
    /// where it would make one, and captures there as the rules say
    /// (MancalaGames: `child_rule` OPPS_ONLY_NOT_1ST, beside
    /// `side` = `opponent`: "a child may not be created with a single
    /// seed in a move that was initiated from the player's rightmost
    /// hole", which MancalaGames plays as any lap of one seed).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub not_from_single: bool,
}

/// Which children a sowing passes by ([`ChildrenSpec::passed`]): the seed
/// that would fall there goes on to the next hole that is not passed (the
/// hole sown from is never the opponent's child, so a lap always ends).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum ChildrenPassed {
    /// None: a child is sown as any hole.
    #[default]
    None,
    /// Every seed of the mover's laps passes the opponent's children by
    /// (MancalaGames: `sow_rule` NO_OPP_CHILD).
    Opponents,
    /// Every seed of a lap but its last passes the opponent's children by;
    /// the last falls in the next hole, a child of the opponent or not
    /// (MancalaGames: `sow_rule` OPP_CHILD_ONLY1).
    OpponentsButLast,
}

impl ChildrenSpec {
    /// Children made where the last seed brings a hole to `at` seeds, on
    /// any hole, as many as a player makes; the other rules are set on the
    /// value.
    ///
    /// ```
    /// use fanga_ruleset::spec::{ChildSide, ChildrenSpec};
    ///
    /// let mut tuzdyk = ChildrenSpec::new(3);
    /// tuzdyk.one_each = true;
    /// tuzdyk.side = ChildSide::Opponent;
    /// assert!(!tuzdyk.not_symmetric);
    /// ```
    #[must_use]
    pub fn new(at: u8) -> ChildrenSpec {
        ChildrenSpec {
            at,
            kind: ChildKind::Count,
            one_each: false,
            side: ChildSide::Any,
            places: ChildPlaces::Anywhere,
            not_symmetric: false,
            not_facing: false,
            into_children: false,
            weg: false,
            passed: ChildrenPassed::None,
            not_from_single: false,
        }
    }
}

/// How a child is made where the last seed of a sowing falls (in `last`,
/// a hole that is no child), with [`ChildrenSpec::at`] as `at`. The other
/// rules of [`ChildrenSpec`] (side, places, one each, ...) look at `last`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum ChildKind {
    /// `last` holds `at` seeds: it becomes the mover's child
    /// (MancalaGames: `child_type` NORMAL, and ONE_CHILD with
    /// [`ChildrenSpec::one_each`]).
    #[default]
    Count,
    /// Bulls: where `last` and the hole sown just before it (the hole
    /// before it in the sowing's direction, no child) hold `at - 1` and
    /// `at` seeds, in either order, both become the mover's children;
    /// otherwise `last` does where it holds `at` (MancalaGames:
    /// `child_type` BULL).
    Pair,
    /// Qurs: where the last seed falls alone into `last` (empty before)
    /// and the hole facing it holds `at` seeds, both become the mover's
    /// children (MancalaGames: `child_type` QUR).
    Facing,
}

/// The row a child is made on, seen from the mover.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum ChildSide {
    /// Either row.
    #[default]
    Any,
    /// The opponent's row only (MancalaGames: OPP_SIDE_ONLY).
    Opponent,
    /// The mover's own row only (MancalaGames: OWN_SIDE_ONLY).
    Own,
    /// A hole the opponent owns, under `territory` (MancalaGames:
    /// OPP_OWNER_ONLY).
    OpponentOwned,
}

/// Where on the rows children may be made, and by whom, as the mover
/// sees the board: his own row before him, left to right, and the
/// opponent's across it (his own last hole is at his right, the
/// opponent's last at his left). Each row has its two ends, the holes next
/// to them and the middle ones (on rows of fewer than five holes, the ends
/// and the holes next to them only).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum ChildPlaces {
    /// Any hole.
    #[default]
    Anywhere,
    /// The first and last holes of each row only (MancalaGames:
    /// ENDS_ONLY).
    EndsOnly,
    /// Any hole but the first and last of each row (NO_ENDS).
    NoEnds,
    /// The ends of the opponent's row, and the holes between the ends of
    /// the mover's own row (INV_ENDS_PLUS_MID).
    InvertedEndsPlusMiddle,
    /// The ends of either row, and the second and last but one holes of
    /// the opponent's row (ENDS_PLUS_ONE_OPP).
    EndsPlusOneOpponent,
    /// Any hole but the mover's own rightmost, his last (NO_OWN_RIGHT).
    NoOwnRight,
    /// Any hole but the opponent's at the mover's right, the opponent's
    /// first (NO_OPP_RIGHT).
    NoOpponentRight,
    /// Any hole but the opponent's at the mover's left, the opponent's
    /// last (NO_OPP_LEFT; Toguz Kumalak's ninth hole).
    NoOpponentLeft,
    /// The ends of either row, and every hole of the opponent's row
    /// (ENDS_PLUS_ALL_OPP).
    EndsPlusAllOpponent,
    /// Each player's rightmost hole, seen from his side, is his child from
    /// the start, and no other child is ever made ([`ChildrenSpec::at`]
    /// is then not read; MancalaGames: FIXED_ONE_RIGHT, Rath's).
    RightmostFixed,
}

/// A match of rounds (MancalaGames: `rounds` NO_MOVES, `round_fill`,
/// `round_starter`, `blocks`, and `goal_param` under the goal
/// `most_seeds`): where a game would end, the round ends instead, and the
/// next starts from what each player holds, unless one of them cannot fill
/// enough holes, which ends the match (the game) as that round ended it.
///
/// At a round's end each player holds his store and the seeds of his row
/// (after `end.leftover` has given them out, where the round ended that
/// way). The new round fills each player's holes in the order of
/// [`fill`](Self::fill), `board.seeds` to a hole, as many as his seeds
/// allow; the seeds that fill no hole stay in his store, and the holes left
/// empty are blocked for the round under [`blocks`](Self::blocks): never
/// sown into (a lap passes them by), never sown from, never captured.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
#[non_exhaustive]
pub struct RoundsSpec {
    /// The order a new round fills a player's holes in (MancalaGames:
    /// `round_fill`).
    pub fill: RoundFill,
    /// Who starts a new round (MancalaGames: `round_starter`).
    pub starter: RoundStarter,
    /// The holes left empty in a new round are blocked for it
    /// (MancalaGames: `blocks`).
    pub blocks: bool,
    /// The holes a player must be able to fill for another round: with
    /// fewer seeds than this many holes' worth, the match ends
    /// (MancalaGames: `goal_param`, 0 read as 1).
    pub holes_to_play: u8,
    /// What decides the match: the round after which a player cannot fill
    /// enough holes (the default), or a count of the rounds' results, each
    /// round then starting afresh (MancalaGames: `goal` RND_WIN_COUNT_MAX,
    /// RND_WIN_COUNT_DEP and RND_POINTS, with `goal_param`).
    #[serde(skip_serializing_if = "is_default")]
    pub goal: MatchGoal,
}

impl Default for RoundsSpec {
    fn default() -> RoundsSpec {
        RoundsSpec {
            fill: RoundFill::default(),
            starter: RoundStarter::default(),
            blocks: false,
            holes_to_play: 1,
            goal: MatchGoal::default(),
        }
    }
}

/// What decides a match of rounds (`rounds.goal`).
///
/// Under a count ([`RoundsWon`](Self::RoundsWon), [`Points`](Self::Points)),
/// each round is played as
/// a game of the rule set is, to its end under `end.goal`, and the next
/// starts afresh: the board as `board.start` fills it (a random start
/// drawn anew for each round, from `board.start`'s seed and the round's
/// number), the stores empty, nothing blocked; `fill`, `blocks` and
/// `holes_to_play` do not apply. A position keeps the round's number and
/// each player's count (`round=3 tally=2,0` in its text).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum MatchGoal {
    /// The match ends after the round that leaves a player unable to fill
    /// `holes_to_play` holes, decided as that round ended it; each round
    /// starts from what the players hold.
    #[default]
    LastRound,
    /// The first to win this many rounds (1 or more) wins the match; a
    /// drawn round counts for nobody (MancalaGames: `goal`
    /// RND_WIN_COUNT_MAX, RND_WIN_COUNT_DEP, with `goal_param`).
    RoundsWon(u16),
    /// The first to score this many points (1 or more) wins the match: a
    /// round won with more seeds in the store than the other player's
    /// scores one for its winner, and one more when he holds at least
    /// three quarters of the seeds; a drawn round scores nothing
    /// (MancalaGames: `goal` RND_POINTS, with `goal_param`). Under the
    /// goal `most_seeds` only.
    Points(u16),
    /// The first whose seeds, added up over the rounds, reach this many
    /// (1 or more) wins the match: every round, won or drawn, adds each
    /// player's store at its end (MancalaGames: `goal` RND_SEED_COUNT,
    /// with `goal_param`). Under the goal `most_seeds` only.
    Seeds(u16),
}

/// The order a new round fills a player's holes in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum RoundFill {
    /// The two ends of each row first, then the holes next to them, and so
    /// on inward, starting at the end of column a (South's left, North's
    /// right; MancalaGames: NOT_APPLICABLE and OUTSIDE_FILL).
    #[default]
    OutsideIn,
    /// From the player's left (MancalaGames: LEFT_FILL).
    FromLeft,
    /// From the player's right (MancalaGames: RIGHT_FILL).
    FromRight,
    /// Both rows as the round's loser (the player who holds fewer seeds;
    /// North, when they hold as many) can fill his own: as many holes of
    /// each row as his seeds fill, from the loser's left end (column a
    /// when South lost, the last column when North lost), his seeds left
    /// over into the next hole of each row, the winner's other seeds into
    /// his store. The board is shortened so for the round; on a board of
    /// more than 3 holes a row, a round of 3 holes filled or fewer makes
    /// no child (MancalaGames: SHORTEN_ALL; Russ 1984, p. 43). The holes
    /// left empty are blocked where `blocks` says so.
    FromLoser,
}

/// Who starts a new round.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum RoundStarter {
    /// The player who did not start the round before (MancalaGames:
    /// ALTERNATE).
    #[default]
    Alternate,
    /// The round's loser; after a draw, the player who would not have
    /// moved next (MancalaGames: LOSER).
    Loser,
    /// The round's winner; after a draw, the player who would have moved
    /// next (MancalaGames: WINNER).
    Winner,
    /// The player who made the round's last move (MancalaGames:
    /// LAST_MOVER).
    LastMover,
}

/// A match of rounds won by holding holes (MancalaGames: the goal
/// TERRITORY, `goal_param`, and its `round_fill`s of territory): with
/// [`RuleSet::rounds`](crate::RuleSet::rounds), each hole has an owner,
/// at first the player of its row. A player sows from the holes he owns,
/// and at the end of a round the seeds left in a hole go to its owner.
///
/// A round ends when neither player can move (or one holds every seed,
/// or, under [`majority_ends_round`](Self::majority_ends_round), enough
/// to own [`holes`](Self::holes) holes); its winner is the player with
/// more seeds (his store, his children and the holes he owns). The next
/// round starts from the board's start (`board.seeds` in every hole, or
/// the start pattern laid as though the other player started it) and the
/// stores empty, and the owners change. A hole is worth `seeds`: the
/// seeds in play over the holes (`board.seeds` on an evenly filled
/// board). The winner owns one hole for each `seeds` he holds, and one
/// more where what is left over is more than half of `seeds` (or as
/// [`fill`](Self::fill) says); his holes run anticlockwise from the
/// first of his row (South's `a1`, North's leftmost from his side), the
/// loser owns the rest. After a drawn round each player owns his row.
/// The match (the game) ends with the round after which a player holds
/// fewer seeds than he needs: all but `(holes − 1) × seeds + seeds / 2 +
/// 1`, and `seeds / 2` more, under the fill `round`; all but `holes ×
/// seeds`, and one more, under `loser` and `empty` (MancalaGames's
/// counts). Children made in a round count for their owners, and the next
/// round has none; captures off for the first moves
/// (`capture.none_in_first_moves`) are off again at each round's start.
///
/// The owners are part of a position: its text lists the holes owned by
/// the player of the other row (`ceded=a1,b1`; absent, none).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
#[non_exhaustive]
pub struct TerritorySpec {
    /// The holes a player must be able to own to win the match (at most
    /// both rows' holes; MancalaGames: `goal_param`).
    pub holes: u8,
    /// How the seeds a round's winner holds become holes.
    pub fill: TerritoryFill,
    /// A round also ends as soon as a store holds enough seeds to own
    /// [`holes`](Self::holes) holes (more than `(holes − 1) × seeds +
    /// seeds / 2`, or `holes × seeds` under the fill `loser`): the
    /// majority of a round; otherwise it is every seed but one
    /// (MancalaGames: `rounds` END_S_SEEDS rather than NO_MOVES).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub majority_ends_round: bool,
}

impl Default for TerritorySpec {
    fn default() -> TerritorySpec {
        TerritorySpec {
            holes: 1,
            fill: TerritoryFill::default(),
            majority_ends_round: false,
        }
    }
}

/// How the seeds of a round's winner become the holes he owns in the next.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum TerritoryFill {
    /// One hole for each `board.seeds` seeds, and one more where more
    /// than half of `board.seeds` is left over (MancalaGames: every
    /// `round_fill` but TERR_EX_RANDOM, TERR_EX_LOSER and TERR_EX_EMPTY).
    #[default]
    Round,
    /// One hole for each `board.seeds` seeds: the hole he could fill only
    /// in part is the loser's (MancalaGames: TERR_EX_LOSER). A player
    /// needs all but `holes × seeds` seeds, and one more, for another
    /// round.
    Loser,
    /// As `loser`, but the hole the winner could fill only in part is
    /// left empty: the seeds it would hold go back to the players'
    /// stores, what each holds beyond whole holes (MancalaGames:
    /// TERR_EX_EMPTY; it empties the loser's first hole where South's
    /// count is not a whole number of holes).
    Empty,
}

/// How the first sowing of the game, and of each round, is made.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Opening {
    /// As every other sowing.
    #[default]
    Plain,
    /// The hole chosen keeps its seeds; going round the board from the
    /// next hole, every other hole gives one seed and the others gain
    /// one, the first giving; the hole across from the chosen one gains
    /// one more, and the sowing ends there, where its captures are made
    /// (no relay). MancalaGames: PLUS1MINUS1. A position says whether the
    /// opening is still to come (`opening=next` in its text).
    PlusOneMinusOne,
}

/// Whether a value is its type's default: the rules added to the
/// vocabulary later are left out of a rule set's text when they are off, so
/// that the texts written before them stay as they were.
fn is_default<T: Default + PartialEq>(v: &T) -> bool {
    *v == T::default()
}
