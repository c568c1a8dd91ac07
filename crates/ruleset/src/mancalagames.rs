//! MancalaGames's game files: [`import`] reads one as a [`RuleSet`], and
//! [`export`] writes a rule set in that format.
//!
//! MancalaGames (Ann Davies) describes a game by a JSON object (the game's
//! class, its constants `holes` and `nbr_start`, and its `game_info`
//! parameters), optionally followed by a `<text_section>` of notes. Its
//! parameters are the checklist fanga's vocabulary covers; a file that sets
//! one fanga does not play yet (or a value of it) is refused with the
//! parameter's name, never played approximately.
//!
//! Parameters that are not rules are ignored: the description (`about`),
//! the computer player's settings (`player`), the variants offered by its
//! editor, `stores` (whether the board draws stores: every rule set keeps
//! them), `help_file`, and `quitter` (what a player who quits gets: fanga
//! never ends a game that way) unless `unclaimed` defers to it.
//!
//! Where either player may sow any hole (`no_sides`), MancalaGames gives the
//! seeds left at the end to nobody, whatever `unclaimed` says: the rule set
//! says so (`end.leftover` = `nobody`).
//!
//! Two rules MancalaGames derives from others are written out in fanga's
//! vocabulary: a relay stops where its last seed would be captured
//! (`sowing.relay_stops_on_capture`, for relay games capturing by count or
//! by matching counts, and cross captures relayed from the next hole), and
//! the game ends when fewer seeds are left than any capture needs
//! (`end.fewer_than`). A file's counts do not apply to TWO_OUT captures
//! (they only set that threshold) and are left out of its rule set;
//! `pickextra` PICKLASTSEEDS takes the last `nbr_start` seeds.
//!
//! ```
//! use fanga_ruleset::mancalagames;
//!
//! let text = r#"{
//!    "game_class": "Mancala",
//!    "game_constants": {"holes": 6, "nbr_start": 4},
//!    "game_info": {"name": "Wari", "capt_on": [2, 3], "multicapt": -1,
//!                  "mustshare": true, "capt_side": 1, "skip_start": true}
//! }
//! <text_section>
//! <about>
//! Wari.
//! </about>
//! </text_section>"#;
//! let wari = mancalagames::import(text)?;
//! assert_eq!(wari.name, "wari");
//! assert_eq!(wari.capture.counts, [2, 3]);
//! // Back and forth: the same rules.
//! let again = mancalagames::import(&mancalagames::export(&wari)?)?;
//! assert!(again.same_rules(&wari));
//! // A rule fanga does not play yet is refused by name.
//! let e = mancalagames::import(&text.replace("\"multicapt\"", "\"pickextra\": 2, \"multicapt\""))
//!     .unwrap_err();
//! assert!(e.to_string().contains("pickextra"), "{e}");
//! # Ok::<(), fanga_ruleset::RuleSetError>(())
//! ```

use serde_json::{Map, Value, json};

use crate::spec::{
    AllowRule, BoardSpec, CaptureDirection, CaptureKind, CaptureSide, ChildKind, ChildPlaces,
    ChildSide, ChildrenPassed, ChildrenSpec, Closing, Direction, EnPassant, EndSpec, Goal,
    GrandSlam, Laps, Leftover, Majority, MatchGoal, MoveSpec, Opening, Repetition, RoundFill,
    RoundStarter, RoundsSpec, SowingSpec, StartPattern, StoreSowing, TerritoryFill, TerritorySpec,
};
use crate::{RuleSet, RuleSetError};

/// The longest file read: MancalaGames's own limit is about this size.
pub const MAX_BYTES: usize = 64 * 1024;

/// The name of a game in a registry from its MancalaGames name:
/// lowercase, every other character a hyphen (`Adji_Kui_I` is
/// `adji-kui-i`).
#[must_use]
pub fn registry_name(name: &str) -> String {
    let mut out = String::new();
    for c in name.trim().chars() {
        // Accented Latin letters lose their accents (`Dépouiller` is
        // `depouiller`).
        let c = match c.to_lowercase().next().unwrap_or(c) {
            'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => 'a',
            'ç' => 'c',
            'è' | 'é' | 'ê' | 'ë' => 'e',
            'ì' | 'í' | 'î' | 'ï' => 'i',
            'ñ' => 'n',
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' => 'o',
            'ù' | 'ú' | 'û' | 'ü' => 'u',
            'ý' | 'ÿ' => 'y',
            c => c,
        };
        if c.is_ascii_lowercase() || c.is_ascii_digit() {
            out.push(c);
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    while out.ends_with('-') {
        out.pop();
    }
    out
}

/// A parameter's value, read.
struct Params<'a> {
    name: String,
    info: &'a Map<String, Value>,
}

impl Params<'_> {
    fn refuse(&self, parameter: &str, reason: impl Into<String>) -> RuleSetError {
        RuleSetError::parameter(&self.name, parameter, reason)
    }

    fn int(&self, key: &str) -> Result<i64, RuleSetError> {
        match self.info.get(key) {
            None | Some(Value::Null) => Ok(0),
            Some(Value::Bool(b)) => Ok(i64::from(*b)),
            Some(Value::Number(n)) => n
                .as_i64()
                .ok_or_else(|| self.refuse(key, format!("{n} is not a whole number"))),
            Some(v) => Err(self.refuse(key, format!("`{v}` is not a number"))),
        }
    }

    fn flag(&self, key: &str) -> Result<bool, RuleSetError> {
        match self.int(key)? {
            0 => Ok(false),
            1 => Ok(true),
            v => Err(self.refuse(key, format!("{v} is not true or false"))),
        }
    }

    fn small(&self, key: &str) -> Result<u8, RuleSetError> {
        let v = self.int(key)?;
        u8::try_from(v).map_err(|_| self.refuse(key, format!("{v} is not 0 to 255")))
    }

    /// A list of small numbers (`[2, 3]`), each `what` (`a count`).
    fn small_list(&self, key: &str, what: &str) -> Result<Vec<u8>, RuleSetError> {
        match self.info.get(key) {
            None | Some(Value::Null) => Ok(Vec::new()),
            Some(Value::Array(a)) => a
                .iter()
                .map(|v| {
                    v.as_u64()
                        .and_then(|n| u8::try_from(n).ok())
                        .ok_or_else(|| self.refuse(key, format!("`{v}` is not {what}")))
                })
                .collect(),
            Some(v) => Err(self.refuse(key, format!("`{v}` is not a list"))),
        }
    }

    fn unsupported(&self, key: &str, value: i64, what: &str) -> RuleSetError {
        self.refuse(key, format!("{value} ({what}) is not played by fanga yet"))
    }
}

/// The `game_info` parameters a rule set reads or deliberately ignores;
/// any other is refused.
const KNOWN: &[&str] = &[
    "name",
    "about",
    "help_file",
    "stores",
    "quitter",
    "sow_direct",
    "skip_start",
    "sow_start",
    "sow_stores",
    "mlaps",
    "mlap_cont",
    "mlap_param",
    "capt_on",
    "evens",
    "capt_max",
    "capt_min",
    "capt_side",
    "multicapt",
    "capt_dir",
    "crosscapt",
    "xcpickown",
    "grandslam",
    "nosinglecapt",
    "nocaptmoves",
    "min_move",
    "mustshare",
    "mustpass",
    "goal",
    "goal_param",
    "end_cond",
    "end_param",
    "unclaimed",
    "allow_rule",
    "start_pattern",
    "no_sides",
    "capt_type",
    "sow_rule",
    "prescribed",
    "sow_param",
    "presowcapt",
    "pickextra",
    "capt_rturn",
    "child_type",
    "child_cvt",
    "child_rule",
    "child_locs",
    "move_one",
    "rounds",
    "round_fill",
    "round_starter",
    "blocks",
    "udir_holes",
];

/// Parameters of MancalaGames fanga does not play yet: refused unless they
/// have their default value (0, false or an empty list).
const NOT_YET: &[&str] = &["moveunlock", "play_locs", "xc_sown"];

fn is_default(v: &Value) -> bool {
    match v {
        Value::Null => true,
        Value::Bool(b) => !b,
        Value::Number(n) => n.as_f64() == Some(0.0),
        Value::Array(a) => a.is_empty(),
        Value::String(s) => s.is_empty(),
        Value::Object(o) => o.is_empty(),
    }
}

/// Reads a MancalaGames game file as a rule set, named after its game
/// ([`registry_name`]).
///
/// # Errors
///
/// The text is not such a file, or it sets a parameter (or a value) fanga
/// does not play: [`RuleSetError::Parameter`] names it.
pub fn import(text: &str) -> Result<RuleSet, RuleSetError> {
    if text.len() > MAX_BYTES {
        return Err(RuleSetError::Format {
            message: format!("a MancalaGames file of more than {MAX_BYTES} bytes"),
        });
    }
    // The JSON object ends where the text section starts.
    let mut end = text.len();
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        if line.trim() == "<text_section>" {
            end = at;
            break;
        }
        at += line.len();
    }
    let json_part = &text[..end];
    let root: Value = serde_json::from_str(json_part).map_err(|e| RuleSetError::Format {
        message: format!("MancalaGames file: {e}"),
    })?;
    let format = |message: &str| RuleSetError::Format {
        message: format!("MancalaGames file: {message}"),
    };
    let info = root
        .get("game_info")
        .and_then(Value::as_object)
        .ok_or_else(|| format("no `game_info` object"))?;
    let game_name = info
        .get("name")
        .and_then(Value::as_str)
        .ok_or_else(|| format("no `game_info.name`"))?;
    let p = Params {
        name: registry_name(game_name),
        info,
    };
    // Each player sows round his own row in a NorthSouthCycle game.
    let own_row = match root.get("game_class").and_then(Value::as_str) {
        Some("Mancala") | None => false,
        Some("NorthSouthCycle") => true,
        Some(other) => {
            return Err(p.refuse(
                "game_class",
                format!(
                    "`{}` is not played by fanga yet (only Mancala and NorthSouthCycle)",
                    fanga_core::text::excerpt(other)
                ),
            ));
        }
    };
    let constants = root
        .get("game_constants")
        .and_then(Value::as_object)
        .ok_or_else(|| format("no `game_constants` object"))?;
    let constant = |key: &str| -> Result<u8, RuleSetError> {
        constants
            .get(key)
            .and_then(Value::as_u64)
            .and_then(|v| u8::try_from(v).ok())
            .ok_or_else(|| p.refuse(key, "expected a whole number of 0 to 255"))
    };
    for key in info.keys() {
        if KNOWN.contains(&key.as_str()) {
            continue;
        }
        if NOT_YET.contains(&key.as_str()) {
            if !is_default(&info[key]) {
                return Err(p.refuse(key, format!("{} is not played by fanga yet", info[key])));
            }
            continue;
        }
        return Err(p.refuse(key, "not a parameter fanga knows"));
    }
    // Under the goal MAX_SEEDS in rounds, goal_param is the holes a player
    // must fill for another round; under a count of rounds won, the rounds
    // a player must win; under territory, the holes to own.
    let rounds_of_seeds = p.int("rounds")? != 0 && matches!(p.int("goal")?, 0 | 2 | 4 | 5 | 7 | 9);
    // Under territory, end_cond SEEDS_LIMIT reads end_param.
    let seeds_limit = p.int("end_cond")? == 3 && p.int("goal")? == 2;
    for key in ["goal_param", "end_param"] {
        if p.int(key)? != 0
            && !(key == "goal_param" && rounds_of_seeds)
            && !(key == "end_param" && seeds_limit)
        {
            return Err(p.unsupported(
                key,
                p.int(key)?,
                "a parameter of goals fanga does not play",
            ));
        }
    }

    let direction = match p.int("sow_direct")? {
        1 | 0 if !info.contains_key("sow_direct") => Direction::Ccw,
        1 => Direction::Ccw,
        -1 => Direction::Cw,
        0 => Direction::Split,
        3 => Direction::ByParity,
        4 => Direction::ToCenter,
        v => return Err(p.unsupported("sow_direct", v, "this rule of directions")),
    };
    // MancalaGames counts the holes whose direction the mover chooses from
    // 0 at his left; fanga from 1.
    let chosen_holes: Vec<u8> = p
        .small_list("udir_holes", "a hole")?
        .into_iter()
        .map(|k| k.saturating_add(1))
        .collect();
    let stores = match p.int("sow_stores")? {
        0 => StoreSowing::None,
        1 => StoreSowing::OwnRepeats,
        6 => StoreSowing::BothOwnRepeats,
        v => return Err(p.unsupported("sow_stores", v, "this way of sowing into stores")),
    };
    let laps = match p.int("mlaps")? {
        0 => Laps::Single,
        1 => Laps::Relay,
        2 => Laps::RelayNext,
        v => return Err(p.unsupported("mlaps", v, "this way of relaying")),
    };
    let (mut relay_on_count, mut relay_from_count) = (None, None);
    let (mut relay_own_side, mut relay_stops_in_store) = (false, false);
    let mut relay_needs_opponent_row = false;
    match p.int("mlap_cont")? {
        0 => {}
        5 => relay_needs_opponent_row = true,
        1 => relay_on_count = Some(p.small("mlap_param")?),
        2 => relay_from_count = Some(p.small("mlap_param")?),
        3 => relay_own_side = true,
        6 => relay_stops_in_store = true,
        v => return Err(p.unsupported("mlap_cont", v, "this condition on relays")),
    }
    let counts = p.small_list("capt_on", "a count")?;
    let evens = p.flag("evens")?;
    let at_most = p.small("capt_max")?;
    let at_least = p.small("capt_min")?;
    let basic = !counts.is_empty() || evens || at_most > 0 || at_least > 0;
    // ONE_ANY: a chain of cross captures (`capture.holes`), with the
    // conditions on counts.
    let cross_chain = p.int("crosscapt")? == 3;
    let cross = match p.int("crosscapt")? {
        0 => false,
        1 => true,
        3 => true,
        v => return Err(p.unsupported("crosscapt", v, "this cross capture")),
    };
    // With a cross capture, the conditions on counts are the facing
    // hole's (MancalaGames tests its basic conditions there).
    let base = match (cross, basic) {
        (true, _) => CaptureKind::Cross,
        (false, true) => CaptureKind::LastHole,
        (false, false) => CaptureKind::None,
    };
    let capt_type = p.int("capt_type")?;
    let pickextra = p.int("pickextra")?;
    let kind = match (capt_type, pickextra) {
        (0 | 8, _) => base,
        (1, _) => CaptureKind::Next,
        (2, _) => CaptureKind::TwoOut,
        (3, _) => CaptureKind::Matching,
        (5, 2) => CaptureKind::OpponentRow,
        (6, _) if base == CaptureKind::None => CaptureKind::StoreToOpponent,
        (7, _) => CaptureKind::PullAcross,
        (4, _) if base == CaptureKind::None => CaptureKind::Singles,
        (v, _) => {
            return Err(p.unsupported("capt_type", v, "this capture, as the file combines it"));
        }
    };
    if capt_type == 8 && (base != CaptureKind::Cross || stores != StoreSowing::BothOwnRepeats) {
        return Err(p.unsupported(
            "capt_type",
            8,
            "the opponent's store taken, without a cross capture or both stores sown",
        ));
    }
    let last_seeds_at_most = match pickextra {
        0 => 0,
        5 if kind == CaptureKind::Next => 0,
        1 if kind == CaptureKind::TwoOut && matches!(p.int("multicapt")?, 0 | 1) => 0,
        2 if kind == CaptureKind::OpponentRow => 0,
        3 => constant("nbr_start")?,
        // The round's starter takes them, under territory.
        4 if p.int("goal")? == 2 => constant("nbr_start")?.saturating_mul(2),
        v => return Err(p.unsupported("pickextra", v, "this pick, as the file combines it")),
    };
    let capt_rturn = p.int("capt_rturn")?;
    let repeat_on_capture = match capt_rturn {
        0 => false,
        1 | 2 => true,
        v => return Err(p.unsupported("capt_rturn", v, "this repeat turn on capture")),
    };
    let (store_takes_one, single_takes_facing) = match p.int("presowcapt")? {
        0 => (false, false),
        1 => (true, false),
        2 => (false, false),
        3 => (false, true),
        v => return Err(p.unsupported("presowcapt", v, "this capture before sowing")),
    };
    let mut en_passant = EnPassant::None;
    let mut relay_captures = false;
    let mut relay_sows_captures = false;
    let mut opponent_gets_at_most = None;
    let mut closes = None;
    let mut full_at = None;
    match p.int("sow_rule")? {
        0 => {}
        7 => full_at = Some(p.small("sow_param")?),
        3 => en_passant = EnPassant::ButLast,
        4 => en_passant = EnPassant::All,
        14 => en_passant = EnPassant::ButLastToMover,
        15 => en_passant = EnPassant::OwnButLast,
        8 if matches!(kind, CaptureKind::TwoOut | CaptureKind::Next) => relay_captures = true,
        // Without stores: the store holds what a relay sows on.
        12 if !p.flag("stores")? => relay_sows_captures = true,
        // A cross capture between laps goes on with the seed sown.
        8 if kind == CaptureKind::Cross && p.int("xcpickown")? == 0 => relay_captures = true,
        // A capture by count between laps, the relay going on from the
        // next hole (compared under territory: Motiq).
        8 if kind == CaptureKind::LastHole && p.int("goal")? == 2 && !cross => {
            relay_captures = true;
        }
        // Children passed by (read with the children).
        9 | 11 if matches!(p.int("child_type")?, 1 | 3..=6) => {}
        10 if kind == CaptureKind::LastHole => {
            opponent_gets_at_most = Some(p.small("sow_param")?);
        }
        // Holes closed by relays (MancalaGames closes them otherwise
        // without relays: not played).
        v @ (1 | 2) if laps == Laps::Relay && p.flag("blocks")? && p.int("rounds")? == 0 => {
            closes = Some(Closing::new(p.small("sow_param")?, v == 2));
        }
        v => return Err(p.unsupported("sow_rule", v, "this sowing rule, as the file combines it")),
    }
    if opponent_gets_at_most.is_none()
        && closes.is_none()
        && full_at.is_none()
        && p.int("sow_param")? != 0
    {
        return Err(p.unsupported(
            "sow_param",
            p.int("sow_param")?,
            "a parameter of sowing rules fanga does not play",
        ));
    }
    let side = match p.int("capt_side")? {
        0 => CaptureSide::Any,
        1 => CaptureSide::Opponent,
        2 => CaptureSide::Own,
        3 => CaptureSide::OpponentThenOwn,
        5 if p.int("goal")? == 2 => CaptureSide::OpponentOwned,
        v => return Err(p.unsupported("capt_side", v, "captures on territories")),
    };
    if cross_chain && matches!(p.int("multicapt")?, 0 | 1) {
        return Err(p.unsupported(
            "crosscapt",
            3,
            "a cross capture of any first count, without multicapt",
        ));
    }
    let holes = match p.int("multicapt")? {
        0 | 1 => 1,
        -1 => 0,
        v => u8::try_from(v).map_err(|_| p.refuse("multicapt", format!("{v} is not -1 to 255")))?,
    };
    // The direction of a capture of one hole changes nothing, but for the
    // kinds that step from the last hole (and TWO_OUT steps along the
    // sowing whatever it says).
    let steps = matches!(kind, CaptureKind::Next | CaptureKind::TwoOut);
    let capt_dir = match p.int("capt_dir")? {
        0 if kind == CaptureKind::TwoOut => CaptureDirection::Along,
        // MancalaGames reverses the file's direction, not the one the
        // mover chose, where it is one for the holes not chosen.
        0 if !chosen_holes.is_empty() && matches!(direction, Direction::Ccw | Direction::Cw) => {
            CaptureDirection::BackFromRule
        }
        0 => CaptureDirection::Back,
        1 if holes == 1 && !steps => CaptureDirection::Back,
        1 => CaptureDirection::Along,
        2 if kind == CaptureKind::Matching => CaptureDirection::Both,
        v => {
            return Err(p.unsupported(
                "capt_dir",
                v,
                "captures both ways, as the file combines them",
            ));
        }
    };
    let cross_takes_last_seed = match p.int("xcpickown")? {
        0 => false,
        1 | 2 if cross => true,
        v => return Err(p.unsupported("xcpickown", v, "this pick of the last seed")),
    };
    let grand_slam = match p.int("grandslam")? {
        0 => GrandSlam::Legal,
        1 => GrandSlam::Illegal,
        2 => GrandSlam::NoCapture,
        3 => GrandSlam::OpponentGetsRest,
        5 => GrandSlam::LeaveOne,
        6 => GrandSlam::SowAgain,
        v => return Err(p.unsupported("grandslam", v, "this grand slam rule")),
    };
    // The goals of a match counting rounds won (RND_WIN_COUNT_MAX and
    // _DEP) are a round's goal, and the match's (`rounds.goal`).
    let goal = match p.int("goal")? {
        // Each round is won by the most seeds, under territory too.
        0 | 2 | 4 | 5 | 7 => Goal::MostSeeds,
        3 => Goal::Clear,
        1 | 9 => Goal::Deprive,
        10 => Goal::Immobilize,
        v => return Err(p.unsupported("goal", v, "this goal")),
    };
    let (when_mover_cleared, when_opponent_cleared) = match p.int("end_cond")? {
        0 => (false, false),
        1 => (true, false),
        2 => (false, true),
        // SEEDS_LIMIT: `end.fewer_than` (below).
        3 if seeds_limit => (false, false),
        v => return Err(p.unsupported("end_cond", v, "this end condition")),
    };
    let disposal = |key: &str, v: i64| -> Result<Leftover, RuleSetError> {
        Ok(match v {
            0 => Leftover::Owner,
            1 => Leftover::Nobody,
            2 => Leftover::LastMover,
            4 => Leftover::Divided,
            v => return Err(p.unsupported(key, v, "this way of giving out the seeds left")),
        })
    };
    let any_hole = p.flag("no_sides")?;
    let (leftover, unfed_takes_all) = match p.int("unclaimed")? {
        // Where either player sows any hole, MancalaGames gives the seeds
        // left to nobody, whatever `unclaimed` says.
        _ if any_hole => (Leftover::Nobody, false),
        // The seeds left at other ends go as a player who quits gets them
        // (MancalaGames's default for `quitter` is DIVVIED).
        3 => {
            let quitter = if info.contains_key("quitter") {
                p.int("quitter")?
            } else {
                4
            };
            (disposal("quitter", quitter)?, true)
        }
        v => (disposal("unclaimed", v)?, false),
    };
    let mustshare = p.flag("mustshare")?;
    let mustpass = p.flag("mustpass")?;
    let min_move = match p.small("min_move")? {
        0 => 1,
        v => v,
    };
    let holes_a_row = constant("holes")?;
    let seeds = constant("nbr_start")?;
    let allow = match p.int("allow_rule")? {
        0 => AllowRule::Any,
        1 => AllowRule::ReachOpponentOrEmpty,
        2 => AllowRule::SingleToEmpty,
        3 => AllowRule::SinglesLast,
        9 => AllowRule::EveryHoleFirst,
        10 => AllowRule::NotFacingSingle,
        11 => AllowRule::EndsInOccupied,
        v => return Err(p.unsupported("allow_rule", v, "this rule of the holes allowed")),
    };
    let start = match p.int("start_pattern")? {
        0 => StartPattern::Equal,
        1 => StartPattern::Gamacha,
        3 => StartPattern::AlternatesWithOne,
        4 => StartPattern::ClippedTriples,
        5 => StartPattern::TwoEmpty,
        6 => StartPattern::Random { seed: 0 },
        8 => StartPattern::RightmostPlusOne,
        7 => StartPattern::AlternatesThenSplit,
        9 => StartPattern::RightmostPlayed,
        v => return Err(p.unsupported("start_pattern", v, "this start pattern")),
    };
    let total = crate::start::total(holes_a_row, seeds, start);
    let children = read_children(&p)?;
    let rounds = read_rounds(&p)?;
    let territory = read_territory(&p)?;
    // MancalaGames ends a game when too few seeds are left for any capture
    // to change it, except where other rules end it.
    let fewer_than = if seeds_limit {
        // The game ends with `end_param` seeds or fewer on the board.
        p.small("end_param")?.saturating_add(1)
    } else if rounds
        .as_ref()
        .is_some_and(|r| r.goal != MatchGoal::LastRound)
        && p.int("rounds")? == 3
    {
        // END_S_SEEDS: a round ends with a hole's seeds or fewer left.
        seeds.saturating_add(1)
    } else if goal != Goal::MostSeeds
        || stores != StoreSowing::None
        || (mustshare && !mustpass)
        || when_mover_cleared
        || when_opponent_cleared
        || last_seeds_at_most > 0
        // Where the only captures are of weg, MancalaGames has no such end.
        || (children.as_ref().is_some_and(|c| c.weg) && !basic && !cross && capt_type == 0)
    {
        0
    } else {
        // Where children may be made, a game may still change while one
        // can: MancalaGames starts from their count.
        let mut m = children.as_ref().map_or(total, |c| u32::from(c.at));
        if evens || cross || kind == CaptureKind::Next {
            m = m.min(2);
        }
        if kind == CaptureKind::TwoOut {
            m = m.min(if laps == Laps::Single { 3 } else { 2 });
        }
        if let Some(&least) = counts.iter().min() {
            m = m.min(u32::from(least));
        }
        if at_least > 0 {
            m = if m == total {
                u32::from(at_least)
            } else {
                m.max(u32::from(at_least))
            };
        }
        if u32::from(min_move) < m && m < total {
            u8::try_from(m).unwrap_or(0)
        } else {
            0
        }
    };
    let feed_by_hole = mustshare && !chosen_holes.is_empty();
    Ok(RuleSet {
        name: p.name.clone(),
        title: format!("{}, as MancalaGames plays it", game_name.trim()),
        source: Some("MancalaGames (Ann Davies), game file of the same name".to_owned()),
        board: BoardSpec {
            holes: holes_a_row,
            seeds,
            start,
        },
        sowing: SowingSpec {
            direction,
            first_seed_in_start: p.flag("sow_start")?,
            skip_start: p.flag("skip_start")?,
            stores,
            laps,
            // MancalaGames stops a relay where a capture would be made, for
            // a capture by count, a cross capture relayed from the next
            // hole, and matching counts.
            relay_stops_on_capture: match kind {
                CaptureKind::LastHole => laps != Laps::Single && capt_type == 0,
                CaptureKind::Cross => laps == Laps::RelayNext,
                CaptureKind::Matching => laps != Laps::Single,
                _ => false,
            },
            relay_on_count,
            relay_from_count,
            store_takes_one,
            en_passant,
            relay_own_side,
            relay_stops_in_store,
            relay_needs_opponent_row,
            own_row,
            relay_sows_captures,
            relay_captures,
            opponent_gets_at_most,
            single_seed_moves: p.flag("move_one")?,
            chosen_holes,
            // Not a rule but how moves are cut (MancalaGames plays each
            // sowing as a move): where relays meet further sowings (a last
            // seed in the mover's store, or a capture that gives another
            // sowing), a turn's whole moves can number millions (Dakon by
            // its store; Anywoli and Gabata by their captures), so each
            // sowing is a move of its own there. A capture's further
            // sowing once a turn (`capt_rturn` ONCE) gives two sowings at
            // most, and its count is kept within a move: such turns stay
            // whole.
            further_sowings_are_moves: laps != Laps::Single
                && (stores != StoreSowing::None || capt_rturn == 1),
            closes,
            full_at,
            // A capture two out ignores the counts; captures in passing
            // count them.
            en_passant_counts: if kind == CaptureKind::TwoOut && en_passant != EnPassant::None {
                counts.clone()
            } else {
                Vec::new()
            },
            opening: match p.int("prescribed")? {
                0 => Opening::Plain,
                4 => Opening::PlusOneMinusOne,
                // ARNGE_LIMIT: `capture.first_player_limited`.
                5 => Opening::Plain,
                v => return Err(p.unsupported("prescribed", v, "this prescribed opening")),
            },
        },
        capture: crate::spec::CaptureSpec {
            kind,
            // TWO_OUT ignores the conditions by count (which only set the
            // threshold of `end.fewer_than`).
            counts: if kind == CaptureKind::TwoOut {
                Vec::new()
            } else {
                counts
            },
            evens: evens && kind != CaptureKind::TwoOut,
            at_most,
            at_least,
            side,
            holes,
            direction: capt_dir,
            cross_takes_last_seed,
            grand_slam,
            not_from_single: p.flag("nosinglecapt")?,
            none_in_first_moves: p.small("nocaptmoves")?,
            opponent_store: capt_type == 8,
            single_takes_facing,
            singles_take_facing: p.int("presowcapt")? == 2,
            repeat_on_capture,
            last_seeds_at_most,
            // MancalaGames's grand slam takes seeds the opponent had.
            grand_slam_of_fed_row: false,
            takes_across: pickextra == 1,
            repeat_once: p.int("capt_rturn")? == 2,
            takes_last_hole: pickextra == 5,
            last_seeds_to_starter: pickextra == 4,
            cross_chain_any: cross_chain,
            last_seed_always_taken: p.int("xcpickown")? == 2,
            first_player_limited: p.int("prescribed")? == 5,
        },
        moves: MoveSpec {
            min_seeds: min_move,
            must_feed: mustshare,
            // MancalaGames's list of moves gives both directions of a
            // chosen hole its feeding rule allows one way.
            feed_by_hole,
            pass: mustpass,
            allow,
            any_hole,
            rams: p.int("child_type")? == 7,
        },
        end: EndSpec {
            goal,
            leftover,
            when_mover_cleared,
            fewer_than,
            unfed_takes_all,
            when_opponent_cleared,
            // MancalaGames ends a game on a majority at once, and has no
            // repetition rule. In a match counting rounds won whose rounds
            // end with no move (`rounds` NO_MOVES), a round ends on a store
            // holding every seed only, as it would with no move: the
            // counts are compared at its end.
            majority: match &rounds {
                Some(r)
                    if r.goal != MatchGoal::LastRound
                        && goal == Goal::MostSeeds
                        && matches!(p.int("rounds")?, 2 | 3) =>
                {
                    Majority::CountedAtEnd
                }
                _ => Majority::EndsGame,
            },
            repetition: Repetition::None,
        },
        children,
        rounds,
        territory,
    })
}

/// The territory a file describes (the goal TERRITORY, `goal_param`,
/// `round_fill`), if any.
fn read_territory(p: &Params<'_>) -> Result<Option<TerritorySpec>, RuleSetError> {
    if p.int("goal")? != 2 {
        return Ok(None);
    }
    // END_S_SEEDS: the last seeds taken (PICKLASTSEEDS) end the round,
    // and a store that holds enough to own the holes.
    let majority_ends_round = match (p.int("rounds")?, p.int("pickextra")?) {
        (2, _) => false,
        (3, 3) => true,
        (v, _) => {
            return Err(p.unsupported("rounds", v, "this end of a round under territory"));
        }
    };
    let fill = match p.int("round_fill")? {
        0..=3 => TerritoryFill::Round,
        12 => TerritoryFill::Loser,
        13 => TerritoryFill::Empty,
        v => return Err(p.unsupported("round_fill", v, "this fill of a round of territory")),
    };
    Ok(Some(TerritorySpec {
        holes: p.small("goal_param")?,
        fill,
        majority_ends_round,
    }))
}

/// The match of rounds a file describes (`rounds`, `round_fill`,
/// `round_starter`, `blocks`, `goal_param`), if any.
fn read_rounds(p: &Params<'_>) -> Result<Option<RoundsSpec>, RuleSetError> {
    match p.int("rounds")? {
        0 => {
            for key in ["round_fill", "round_starter", "blocks"] {
                // Holes closed by relays are blocked too.
                if key == "blocks" && matches!(p.int("sow_rule")?, 1 | 2) {
                    continue;
                }
                if p.int(key)? != 0 {
                    return Err(p.refuse(key, "a rule of rounds, but the game has none"));
                }
            }
            return Ok(None);
        }
        2 => {}
        // A majority ends a round (played as the game's majority).
        // Under a count: a majority ends a round (HALF_SEEDS), or the
        // board's holding the seeds of a hole or fewer (END_S_SEEDS).
        1 | 3 if matches!(p.int("goal")?, 4 | 5 | 7 | 9) => {}
        // Under territory, read by `read_territory`.
        3 if p.int("goal")? == 2 => {}
        v => return Err(p.unsupported("rounds", v, "this end of a round")),
    }
    if matches!(p.int("goal")?, 4 | 5 | 7 | 9) {
        for key in ["round_fill", "blocks"] {
            if p.int(key)? != 0 {
                return Err(p.refuse(
                    key,
                    "each round of a match counting rounds won starts afresh",
                ));
            }
        }
        let count = u16::try_from(p.int("goal_param")?)
            .ok()
            .filter(|&n| n > 0)
            .ok_or_else(|| p.refuse("goal_param", "the count to reach: 1 to 65535"))?;
        return Ok(Some(RoundsSpec {
            starter: read_round_starter(p)?,
            goal: match p.int("goal")? {
                5 => MatchGoal::Seeds(count),
                7 => MatchGoal::Points(count),
                _ => MatchGoal::RoundsWon(count),
            },
            ..RoundsSpec::default()
        }));
    }
    let fill = match p.int("round_fill")? {
        // Under territory a new round fills every hole (`read_territory`).
        _ if p.int("goal")? == 2 => RoundFill::OutsideIn,
        0 | 3 => RoundFill::OutsideIn,
        1 => RoundFill::FromLeft,
        2 => RoundFill::FromRight,
        9 => RoundFill::FromLoser,
        v => return Err(p.unsupported("round_fill", v, "this fill of a new round")),
    };
    let starter = read_round_starter(p)?;
    // Under territory goal_param is the holes to own (`read_territory`).
    let holes_to_play = if p.int("goal")? == 2 {
        1
    } else {
        p.small("goal_param")?.max(1)
    };
    Ok(Some(RoundsSpec {
        fill,
        starter,
        blocks: p.flag("blocks")?,
        holes_to_play,
        goal: MatchGoal::LastRound,
    }))
}

/// Who starts a new round (`round_starter`).
fn read_round_starter(p: &Params<'_>) -> Result<RoundStarter, RuleSetError> {
    Ok(match p.int("round_starter")? {
        0 => RoundStarter::Alternate,
        1 => RoundStarter::Loser,
        2 => RoundStarter::Winner,
        3 => RoundStarter::LastMover,
        v => return Err(p.unsupported("round_starter", v, "this starter of a round")),
    })
}

/// The `round_starter` code of `starter` (what `read_round_starter` reads
/// back).
fn round_starter_code(starter: RoundStarter) -> i64 {
    match starter {
        RoundStarter::Alternate => 0,
        RoundStarter::Loser => 1,
        RoundStarter::Winner => 2,
        RoundStarter::LastMover => 3,
    }
}

/// The children a file describes (`child_type`, `child_cvt`,
/// `child_rule`, `child_locs`), if any.
fn read_children(p: &Params<'_>) -> Result<Option<ChildrenSpec>, RuleSetError> {
    let (kind, one_each) = match p.int("child_type")? {
        // Rams are no children (`moves.rams`).
        0 | 7 => {
            for key in ["child_cvt", "child_rule", "child_locs"] {
                if p.int(key)? != 0 {
                    return Err(p.refuse(key, "a rule of children, but child_type makes none"));
                }
            }
            return Ok(None);
        }
        1 | 4 => (ChildKind::Count, false),
        3 => (ChildKind::Count, true),
        5 => (ChildKind::Pair, false),
        6 => (ChildKind::Facing, false),
        v => return Err(p.unsupported("child_type", v, "this kind of child")),
    };
    let weg = p.int("child_type")? == 4;
    // Without stores, MancalaGames keeps each player's captures in his
    // children.
    let into_children = !p.flag("stores")?;
    let side = match p.int("child_rule")? {
        0 => ChildSide::Any,
        1 | 3 => ChildSide::Opponent,
        2 => ChildSide::Own,
        4 if p.int("goal")? == 2 => ChildSide::OpponentOwned,
        v => return Err(p.unsupported("child_rule", v, "this rule of children")),
    };
    let (places, not_symmetric, not_facing) = match p.int("child_locs")? {
        0 => (ChildPlaces::Anywhere, false, false),
        1 => (ChildPlaces::EndsOnly, false, false),
        2 => (ChildPlaces::NoEnds, false, false),
        3 => (ChildPlaces::InvertedEndsPlusMiddle, false, false),
        4 => (ChildPlaces::EndsPlusOneOpponent, false, false),
        5 => (ChildPlaces::NoOwnRight, false, false),
        6 => (ChildPlaces::NoOpponentRight, false, false),
        7 => (ChildPlaces::NoOpponentLeft, false, false),
        8 => (ChildPlaces::NoOpponentLeft, true, false),
        9 => (ChildPlaces::NoOpponentRight, false, true),
        10 => (ChildPlaces::EndsPlusAllOpponent, false, false),
        // Compared with weg children only (Rath).
        11 if weg => (ChildPlaces::RightmostFixed, false, false),
        v => return Err(p.unsupported("child_locs", v, "these places of children")),
    };
    let mut at = p.small("child_cvt")?;
    // Children fixed from the start need no count (MancalaGames ignores
    // it): 1, written back as none.
    if places == ChildPlaces::RightmostFixed && at == 0 {
        at = 1;
    }
    if at == 0 {
        return Err(p.refuse("child_cvt", "children need a count of at least 1"));
    }
    Ok(Some(ChildrenSpec {
        at,
        kind,
        one_each,
        side,
        places,
        not_symmetric,
        not_facing,
        into_children,
        weg,
        passed: match p.int("sow_rule")? {
            9 => ChildrenPassed::Opponents,
            11 => ChildrenPassed::OpponentsButLast,
            _ => ChildrenPassed::None,
        },
        not_from_single: p.int("child_rule")? == 3,
    }))
}

/// Writes a rule set as a MancalaGames game file (the JSON object, then a
/// text section holding its title): what [`import`] reads back as the same
/// rules.
///
/// # Errors
///
/// A rule MancalaGames cannot say as the rule set says it (it derives
/// `sowing.relay_stops_on_capture` and `end.fewer_than` from the other
/// rules): the parameter is named.
pub fn export(rules: &RuleSet) -> Result<String, RuleSetError> {
    let text = write(rules);
    let back = import(&text)?;
    for (parameter, same) in [
        ("board", back.board == rules.board),
        ("sowing", back.sowing == rules.sowing),
        ("capture", back.capture == rules.capture),
        ("moves", back.moves == rules.moves),
        ("end", back.end == rules.end),
        ("children", back.children == rules.children),
        ("rounds", back.rounds == rules.rounds),
        ("territory", back.territory == rules.territory),
    ] {
        if !same {
            return Err(RuleSetError::parameter(
                &rules.name,
                parameter,
                "MancalaGames's parameters cannot say these rules as the rule set does",
            ));
        }
    }
    Ok(text)
}

fn write(rules: &RuleSet) -> String {
    let s = &rules.sowing;
    let c = &rules.capture;
    let e = &rules.end;
    let mut info = Map::new();
    let mut set = |k: &str, v: Value| {
        if !is_default(&v) {
            info.insert(k.to_owned(), v);
        }
    };
    set("name", json!(rules.name));
    set("about", json!("<text_section>"));
    set(
        "sow_direct",
        json!(match s.direction {
            Direction::Ccw => 1,
            Direction::Cw => -1,
            Direction::Split => 0,
            Direction::ByParity => 3,
            Direction::ToCenter => 4,
        }),
    );
    set(
        "udir_holes",
        json!(s.chosen_holes.iter().map(|k| k - 1).collect::<Vec<_>>()),
    );
    set("sow_start", json!(s.first_seed_in_start));
    set("skip_start", json!(s.skip_start));
    set(
        "sow_stores",
        json!(match s.stores {
            StoreSowing::None => 0,
            StoreSowing::OwnRepeats => 1,
            StoreSowing::BothOwnRepeats => 6,
        }),
    );
    set(
        "mlaps",
        json!(match s.laps {
            Laps::Single => 0,
            Laps::Relay => 1,
            Laps::RelayNext => 2,
        }),
    );
    if s.relay_own_side {
        set("mlap_cont", json!(3));
    }
    if s.relay_stops_in_store {
        set("mlap_cont", json!(6));
    }
    if s.relay_needs_opponent_row {
        set("mlap_cont", json!(5));
    }
    set(
        "sow_rule",
        json!(
            match (s.en_passant, s.relay_captures, s.opponent_gets_at_most) {
                (EnPassant::ButLast, _, _) => 3,
                (EnPassant::All, _, _) => 4,
                (EnPassant::ButLastToMover, _, _) => 14,
                (EnPassant::OwnButLast, _, _) => 15,
                (_, true, _) => 8,
                (_, _, Some(_)) => 10,
                _ if s.relay_sows_captures => 12,
                _ if s.full_at.is_some() => 7,
                _ => match rules.children.as_ref().map(|c| c.passed) {
                    Some(ChildrenPassed::Opponents) => 9,
                    Some(ChildrenPassed::OpponentsButLast) => 11,
                    _ => 0,
                },
            }
        ),
    );
    if let Some(n) = s.opponent_gets_at_most.or(s.full_at) {
        set("sow_param", json!(n));
    }
    if let Some(closing) = s.closes {
        set("sow_rule", json!(if closing.not_rightmost { 2 } else { 1 }));
        set("sow_param", json!(closing.at));
        set("blocks", json!(true));
    }
    set(
        "presowcapt",
        json!(if s.store_takes_one {
            1
        } else if c.singles_take_facing {
            2
        } else if c.single_takes_facing {
            3
        } else {
            0
        }),
    );
    if let Some(n) = s.relay_on_count {
        set("mlap_cont", json!(1));
        set("mlap_param", json!(n));
    }
    if let Some(n) = s.relay_from_count {
        set("mlap_cont", json!(2));
        set("mlap_param", json!(n));
    }
    set("move_one", json!(s.single_seed_moves));
    set(
        "prescribed",
        json!(match s.opening {
            Opening::Plain if c.first_player_limited => 5,
            Opening::Plain => 0,
            Opening::PlusOneMinusOne => 4,
        }),
    );
    if let Some(ch) = &rules.children {
        write_children(ch, &mut set);
    } else if rules.moves.rams {
        set("child_type", json!(7));
    }
    if let Some(r) = rules
        .rounds
        .as_ref()
        .filter(|r| r.goal != MatchGoal::LastRound)
    {
        // A majority ends a round (HALF_SEEDS), or the counts are compared
        // at its end (NO_MOVES); under the goals that eliminate, NO_MOVES.
        set(
            "rounds",
            json!(
                if e.majority == Majority::EndsGame && e.goal == Goal::MostSeeds {
                    1
                } else if e.goal == Goal::MostSeeds
                    && u16::from(e.fewer_than) == u16::from(rules.board.seeds) + 1
                {
                    3
                } else {
                    2
                }
            ),
        );
        if let MatchGoal::RoundsWon(n) | MatchGoal::Points(n) | MatchGoal::Seeds(n) = r.goal {
            set("goal_param", json!(n));
        }
        set("round_starter", json!(round_starter_code(r.starter)));
    } else if let Some(r) = &rules.rounds {
        set(
            "rounds",
            json!(if rules
                .territory
                .as_ref()
                .is_some_and(|t| t.majority_ends_round)
            {
                3
            } else {
                2
            }),
        );
        set(
            "round_fill",
            json!(match r.fill {
                RoundFill::OutsideIn => 0,
                RoundFill::FromLeft => 1,
                RoundFill::FromRight => 2,
                RoundFill::FromLoser => 9,
            }),
        );
        set("round_starter", json!(round_starter_code(r.starter)));
        set("blocks", json!(r.blocks));
        if r.holes_to_play > 1 {
            set("goal_param", json!(r.holes_to_play));
        }
    }
    if let Some(t) = &rules.territory {
        set("goal_param", json!(t.holes));
        set(
            "round_fill",
            json!(match t.fill {
                TerritoryFill::Round => 0,
                TerritoryFill::Loser => 12,
                TerritoryFill::Empty => 13,
            }),
        );
    }
    set(
        "capt_on",
        json!(if s.en_passant_counts.is_empty() {
            &c.counts
        } else {
            &s.en_passant_counts
        }),
    );
    set("evens", json!(c.evens));
    set("capt_max", json!(c.at_most));
    set("capt_min", json!(c.at_least));
    set(
        "crosscapt",
        json!(match c.kind {
            CaptureKind::Cross if c.cross_chain_any => 3,
            CaptureKind::Cross => 1,
            _ => 0,
        }),
    );
    set(
        "capt_type",
        json!(match c.kind {
            CaptureKind::Next => 1,
            CaptureKind::TwoOut => 2,
            CaptureKind::Matching => 3,
            CaptureKind::OpponentRow => 5,
            CaptureKind::StoreToOpponent => 6,
            CaptureKind::PullAcross => 7,
            CaptureKind::Singles => 4,
            _ if c.opponent_store => 8,
            _ => 0,
        }),
    );
    set(
        "pickextra",
        json!(if c.kind == CaptureKind::OpponentRow {
            2
        } else if c.takes_across {
            1
        } else if c.takes_last_hole {
            5
        } else if c.last_seeds_to_starter {
            4
        } else if c.last_seeds_at_most > 0 {
            3
        } else {
            0
        }),
    );
    set(
        "capt_rturn",
        json!(if c.repeat_once {
            2
        } else {
            u8::from(c.repeat_on_capture)
        }),
    );
    set(
        "capt_dir",
        json!(match c.direction {
            CaptureDirection::Along => 1,
            CaptureDirection::Both => 2,
            _ => 0,
        }),
    );
    set(
        "xcpickown",
        json!(if c.last_seed_always_taken {
            2
        } else {
            u8::from(c.cross_takes_last_seed)
        }),
    );
    set(
        "capt_side",
        json!(match c.side {
            CaptureSide::Any => 0,
            CaptureSide::Opponent => 1,
            CaptureSide::Own => 2,
            CaptureSide::OpponentThenOwn => 3,
            CaptureSide::OpponentOwned => 5,
        }),
    );
    set(
        "multicapt",
        json!(match c.holes {
            0 => -1,
            1 => 0,
            n => i64::from(n),
        }),
    );
    set(
        "grandslam",
        json!(match c.grand_slam {
            GrandSlam::Legal => 0,
            GrandSlam::Illegal => 1,
            GrandSlam::NoCapture => 2,
            GrandSlam::OpponentGetsRest => 3,
            GrandSlam::LeaveOne => 5,
            GrandSlam::SowAgain => 6,
        }),
    );
    set("nosinglecapt", json!(c.not_from_single));
    set("nocaptmoves", json!(c.none_in_first_moves));
    let m = &rules.moves;
    if m.min_seeds != 1 {
        set("min_move", json!(m.min_seeds));
    }
    set("mustshare", json!(m.must_feed));
    set("mustpass", json!(m.pass));
    set("no_sides", json!(m.any_hole));
    set(
        "allow_rule",
        json!(match m.allow {
            AllowRule::Any => 0,
            AllowRule::ReachOpponentOrEmpty => 1,
            AllowRule::SingleToEmpty => 2,
            AllowRule::SinglesLast => 3,
            AllowRule::EveryHoleFirst => 9,
            AllowRule::NotFacingSingle => 10,
            AllowRule::EndsInOccupied => 11,
        }),
    );
    set(
        "start_pattern",
        json!(match rules.board.start {
            StartPattern::Equal => 0,
            StartPattern::Gamacha => 1,
            StartPattern::AlternatesWithOne => 3,
            StartPattern::ClippedTriples => 4,
            StartPattern::TwoEmpty => 5,
            StartPattern::RightmostPlusOne => 8,
            // MancalaGames draws a new start each game: the seed is not
            // said (importing gives seed 0).
            StartPattern::Random { .. } => 6,
            StartPattern::AlternatesThenSplit => 7,
            StartPattern::RightmostPlayed => 9,
        }),
    );
    let counted = rules
        .rounds
        .as_ref()
        .is_some_and(|r| r.goal != MatchGoal::LastRound);
    let count = rules.rounds.as_ref().map(|r| r.goal);
    set(
        "goal",
        json!(match (e.goal, counted) {
            (Goal::MostSeeds, false) if rules.territory.is_some() => 2,
            (Goal::MostSeeds, false) => 0,
            (Goal::MostSeeds, true) if matches!(count, Some(MatchGoal::Points(_))) => 7,
            (Goal::MostSeeds, true) if matches!(count, Some(MatchGoal::Seeds(_))) => 5,
            (Goal::MostSeeds, true) => 4,
            (Goal::Clear, _) => 3,
            (Goal::Deprive, false) => 1,
            (Goal::Deprive, true) => 9,
            (Goal::Immobilize, _) => 10,
        }),
    );
    set(
        "end_cond",
        json!(if e.when_opponent_cleared {
            2
        } else if rules.territory.is_some() && e.fewer_than > 0 {
            3
        } else {
            u8::from(e.when_mover_cleared)
        }),
    );
    // Under territory, the end for too few seeds is said as SEEDS_LIMIT.
    if rules.territory.is_some() && e.fewer_than > 0 {
        set("end_param", json!(e.fewer_than - 1));
    }
    // Seeds counted where they lie are the owner's for MancalaGames: the
    // round trip then differs, and `export` says so.
    let disposal = |l: Leftover| match l {
        Leftover::Owner | Leftover::OwnerInPlace => 0,
        Leftover::Nobody => 1,
        Leftover::LastMover => 2,
        Leftover::Divided => 4,
    };
    if e.unfed_takes_all {
        set("unclaimed", json!(3));
        info.insert("quitter".to_owned(), json!(disposal(e.leftover)));
    } else {
        set("unclaimed", json!(disposal(e.leftover)));
    }
    // SPLIT is MancalaGames's 0, which a missing `sow_direct` is not (CCW).
    if s.direction == Direction::Split {
        info.insert("sow_direct".to_owned(), json!(0));
    }
    let root = json!({
        "game_class": if s.own_row { "NorthSouthCycle" } else { "Mancala" },
        "game_constants": {"holes": rules.board.holes, "nbr_start": rules.board.seeds},
        "game_info": Value::Object(info),
    });
    format!(
        "{}\n<text_section>\n<about>\n{}\n</about>\n</text_section>\n",
        serde_json::to_string_pretty(&root).unwrap_or_default(),
        rules.title
    )
}

/// The parameters of children (`stores` too: MancalaGames keeps the
/// captures in the children without them). Combinations MancalaGames has no
/// value for (`not_symmetric` with places other than `no_opponent_left`)
/// are written as the nearest value, and [`export`]'s check refuses them.
fn write_children(ch: &ChildrenSpec, set: &mut impl FnMut(&str, Value)) {
    set("stores", json!(!ch.into_children));
    set(
        "child_type",
        json!(match (ch.kind, ch.one_each) {
            (ChildKind::Pair, _) => 5,
            (ChildKind::Facing, _) => 6,
            _ if ch.weg => 4,
            (_, true) => 3,
            _ => 1,
        }),
    );
    let fixed = ch.places == ChildPlaces::RightmostFixed;
    set(
        "child_cvt",
        json!(if fixed && ch.at == 1 { 0 } else { ch.at }),
    );
    set(
        "child_rule",
        json!(match ch.side {
            ChildSide::Any => 0,
            ChildSide::Opponent if ch.not_from_single => 3,
            ChildSide::Opponent => 1,
            ChildSide::Own => 2,
            ChildSide::OpponentOwned => 4,
        }),
    );
    let locs = match ch.places {
        ChildPlaces::Anywhere => 0,
        ChildPlaces::EndsOnly => 1,
        ChildPlaces::NoEnds => 2,
        ChildPlaces::InvertedEndsPlusMiddle => 3,
        ChildPlaces::EndsPlusOneOpponent => 4,
        ChildPlaces::NoOwnRight => 5,
        ChildPlaces::NoOpponentRight if ch.not_facing => 9,
        ChildPlaces::NoOpponentRight => 6,
        ChildPlaces::NoOpponentLeft if ch.not_symmetric => 8,
        ChildPlaces::NoOpponentLeft => 7,
        ChildPlaces::EndsPlusAllOpponent => 10,
        ChildPlaces::RightmostFixed => 11,
    };
    set("child_locs", json!(locs));
}
