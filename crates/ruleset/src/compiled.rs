//! What a rule set compiles into ([`Compiled`]), once, for the turns to
//! run: the circuits, a table of the counts a capture takes, and flags read
//! by plain `match`es (no interpretation per seed). The compiler that
//! checks and builds it is `compile.rs`; what the turns do with it is in
//! the files of each part of the rules (`play.rs` and those it names).

use fanga_core::OptionSpec;
use fanga_sowing::{Circuit, Direction, LapStart};

use crate::RuleSet;
use crate::children::Children;
use crate::directions::Directions;
use crate::fast_tables::Fast;
use crate::rounds::Rounds;
use crate::spec::{
    AllowRule, CaptureDirection, CaptureKind, CaptureSide, EnPassant, Goal, GrandSlam, Leftover,
};
use crate::start::Start;

/// The key of the option that names the rule set.
pub const RULESET_KEY: &str = "ruleset";

/// The option that names the rule set: a kept rule set's own (its name the
/// only value), and the default options' (every rule set defined so far).
pub(crate) const RULESET_OPTION: OptionSpec = OptionSpec {
    key: RULESET_KEY,
    values: &["ruleset"],
    default: "ruleset",
    doc: "the rule set: a two-row game described by data",
};

/// A rule set, checked and compiled.
#[derive(Debug)]
pub(crate) struct Compiled {
    /// The rule set as defined.
    pub(crate) rules: RuleSet,
    pub(crate) name: &'static str,
    pub(crate) title: &'static str,
    pub(crate) holes: u8,
    /// Seeds in play.
    pub(crate) total: u32,
    /// More than this many in a player's store (and children) wins at once
    /// (this many each: a draw): half the seeds, rounded up; in a match of
    /// rounds, all but what a player needs for another round.
    pub(crate) win_seeds: u32,
    /// The circuit each player sows around (with his store when he sows
    /// into it).
    pub(crate) circuits: [&'static Circuit; 2],
    /// The board's ring, for captures of several holes.
    pub(crate) ring: &'static Circuit,
    pub(crate) dir: Direction,
    /// How a relay lap starts (and the first lap, unless the first seed
    /// stays in the start hole).
    pub(crate) lap_start: LapStart,
    pub(crate) first_seed_in_start: bool,
    /// Under `first_seed_in_start`, a single seed moves on.
    pub(crate) single_seed_moves: bool,
    pub(crate) own_store_repeats: bool,
    /// A further sowing is a move of its own (`sowing.further_sowings_are_moves`).
    pub(crate) further_moves: bool,
    pub(crate) relay: bool,
    pub(crate) relay_stops_on_capture: bool,
    pub(crate) relay_on_count: Option<u8>,
    pub(crate) relay_from_count: Option<u8>,
    pub(crate) capture: CaptureKind,
    /// `takes[n]`: a hole of `n` seeds qualifies (counts, evens, at most,
    /// at least).
    pub(crate) takes: [bool; 256],
    /// The counts a capture in passing takes, where the rule set gives its
    /// own (`sowing.en_passant_counts`).
    pub(crate) en_passant_takes: Option<Box<[bool; 256]>>,
    pub(crate) side: CaptureSide,
    /// Most holes a capture takes (`u8::MAX`: no limit).
    pub(crate) capture_holes: u8,
    /// The direction a capture of several holes steps in, where every
    /// sowing goes `dir` (the fast path's).
    pub(crate) capture_dir: Direction,
    /// How a capture of several holes steps from the sowing's direction.
    pub(crate) capture_way: CaptureDirection,
    /// How each sowing's direction is found, where it is not `dir` for
    /// every one.
    pub(crate) directions: Option<Directions>,
    pub(crate) cross_takes_last_seed: bool,
    pub(crate) grand_slam: GrandSlam,
    pub(crate) not_from_single: bool,
    pub(crate) none_in_first_moves: u8,
    pub(crate) min_seeds: u8,
    pub(crate) must_feed: bool,
    /// A chosen hole that feeds one way is sown both ways
    /// (`moves.feed_by_hole`).
    pub(crate) feed_by_hole: bool,
    pub(crate) pass: bool,
    pub(crate) goal: Goal,
    pub(crate) leftover: Leftover,
    pub(crate) when_mover_cleared: bool,
    pub(crate) fewer_than: u8,
    pub(crate) unfed_takes_all: bool,
    /// Its options: `ruleset`, its own name the only value.
    pub(crate) specs: &'static [OptionSpec],
    /// Which of the holes holding enough seeds may be sown.
    pub(crate) allow: AllowRule,
    /// The position a game starts from (the start pattern's, after the
    /// move it plays, if any).
    pub(crate) start: Start,
    /// Either player may sow from any hole.
    pub(crate) any_hole: bool,
    /// Relays take the seeds of the hole after the last seed's.
    pub(crate) relay_next: bool,
    pub(crate) store_takes_one: bool,
    pub(crate) en_passant: EnPassant,
    /// Laps are sown seed by seed (captures in passing, seeds diverted).
    pub(crate) seed_by_seed: bool,
    /// Holes closed by relays (`sowing.closes`).
    pub(crate) closes: Option<crate::spec::Closing>,
    pub(crate) relay_own_side: bool,
    pub(crate) relay_captures: bool,
    pub(crate) opponent_gets_at_most: Option<u8>,
    /// A lap passes by the holes holding this many seeds or more.
    pub(crate) full_at: Option<u8>,
    pub(crate) opponent_store: bool,
    pub(crate) single_takes_facing: bool,
    pub(crate) singles_take_facing: bool,
    pub(crate) repeat_on_capture: bool,
    pub(crate) last_seeds_at_most: u8,
    /// A capture takes the hole facing the one taken too
    /// (`capture.takes_across`).
    pub(crate) takes_across: bool,
    /// A capture gives another sowing once a turn (`capture.repeat_once`).
    pub(crate) repeat_once: bool,
    /// A capture takes the last seed's hole too
    /// (`capture.takes_last_hole`).
    pub(crate) takes_last_hole: bool,
    /// The round's starter takes them (`capture.last_seeds_to_starter`).
    pub(crate) last_seeds_to_starter: bool,
    /// A chain of cross captures goes on past holes holding seeds
    /// (`capture.cross_chain_any`).
    pub(crate) cross_chain_any: bool,
    /// The cross capture's last seed is taken, a capture made or not
    /// (`capture.last_seed_always_taken`).
    pub(crate) last_seed_always_taken: bool,
    pub(crate) when_opponent_cleared: bool,
    /// A capture emptying a row the sowing fed is a grand slam too.
    pub(crate) grand_slam_of_fed_row: bool,
    /// A store holding more than half the seeds ends the game at once.
    pub(crate) majority_ends: bool,
    /// The seeds of each row count for its owner all along (the score),
    /// and stay on the board at the end.
    pub(crate) rows_count: bool,
    /// What a repeated position does (read through `Position::repetition`).
    pub(crate) repetition: fanga_core::RepetitionRule,
    /// The tables of the fast path of random games, if it plays the rule
    /// set ([`crate::fast`]).
    pub(crate) fast: Option<Fast>,
    /// Every lap ending in an occupied hole relays, and nothing else
    /// happens between laps: the engine's packed runs of relays play them
    /// ([`fanga_sowing::Circuit::relay_run`]).
    pub(crate) plain_relays: bool,
    /// No rule takes a seed out of the stores: a relay from the hole after
    /// the last seed's may start from the mover's store when it is sown.
    pub(crate) stores_only_grow: bool,
    /// Where children are made, if the rule set has them.
    pub(crate) children: Option<Children>,
    /// The match of rounds, if the game is played in rounds.
    pub(crate) rounds: Option<Rounds>,
    /// What a count of the rounds decides, where it decides the match.
    pub(crate) match_goal: Option<crate::match_goal::MatchRounds>,
    /// Holes with owners, if the match is won by holding them.
    pub(crate) territory: Option<crate::territory::Territory>,
    /// The first sowing of the game and of each round is the prescribed
    /// opening (`sowing.opening`).
    pub(crate) opening: bool,
    /// A single seed just sown across an end may not be sown straight
    /// back ([`crate::no_return`]).
    pub(crate) no_return: bool,
    /// The keys of its own state in a position's text, set when it is
    /// kept.
    pub(crate) state_keys: &'static [(&'static str, bool)],
}

fn leak(s: &str) -> &'static str {
    Box::leak(s.to_owned().into_boxed_str())
}

impl Compiled {
    /// The direction a capture of several holes steps in, after a sowing
    /// in `dir`.
    pub(crate) fn capture_dir_of(&self, dir: Direction) -> Direction {
        match self.capture_way {
            CaptureDirection::Along | CaptureDirection::Both => dir,
            CaptureDirection::BackFromRule => self.dir.reverse(),
            _ => dir.reverse(),
        }
    }

    /// Keeps the rule set for the life of the process, with its name, title
    /// and options.
    pub(crate) fn keep(mut self) -> &'static Compiled {
        let name = leak(&self.rules.name);
        let values: &'static [&'static str] = Box::leak(Box::new([name]));
        self.specs = Box::leak(Box::new([OptionSpec {
            values,
            default: name,
            ..RULESET_OPTION
        }]));
        self.name = name;
        self.title = leak(self.rules.title.trim());
        self.state_keys = Box::leak(self.state_keys_of().into_boxed_slice());
        Box::leak(Box::new(self))
    }
}
