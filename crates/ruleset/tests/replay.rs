//! Replays games MancalaGames played (fixtures written by
//! `tools/mancalagames/fixtures.py`: positions and moves only) on a rule
//! set, turn by turn: the legal sowings, the move, the position after and
//! the result. Shared by the test (`tests/mancalagames.rs`, on the
//! committed sample) and the harness's example (`examples/mancalagames.rs`,
//! on whole runs).

use std::collections::BTreeMap;

use fanga_core::{Bounded, LapBudget, Position};
use fanga_ruleset::{RuleSetOptions, TwoRow};
use serde::Deserialize;

/// One game of a fixture file.
#[derive(Debug, Deserialize)]
pub(crate) struct Game {
    pub(crate) seed: u64,
    pub(crate) start: String,
    pub(crate) turns: Vec<Turn>,
    pub(crate) end: String,
}

/// One turn: its sowings (the holes allowed, the hole sown), the move as
/// fanga writes it, the position after and the result if it ended the game.
#[derive(Debug, Deserialize)]
pub(crate) struct Turn {
    pub(crate) sowings: Vec<Sowing>,
    #[serde(rename = "move")]
    pub(crate) mv: String,
    pub(crate) after: String,
    pub(crate) result: Option<String>,
}

/// One sowing of a turn.
#[derive(Debug, Deserialize)]
pub(crate) struct Sowing {
    pub(crate) allowed: Vec<String>,
    pub(crate) hole: String,
}

/// How one game compared.
#[derive(Debug, Default)]
pub(crate) struct Compared {
    /// Turns that agreed.
    pub(crate) turns: usize,
    /// The first difference: its kind and what it was.
    pub(crate) difference: Option<(&'static str, String)>,
}

/// The parts of a position text compared: the board, the side, the stores
/// (with the children, the blocked holes, the round's starter and a
/// further sowing used, where the game has them) and the result.
fn parts(text: &str) -> (String, String, String, Option<String>) {
    let mut words = text.split(' ');
    let board = words.next().unwrap_or_default().to_owned();
    let side = words.next().unwrap_or_default().to_owned();
    let mut store = String::new();
    let mut others = Vec::new();
    let mut result = None;
    for w in words {
        if let Some(v) = w.strip_prefix("store=") {
            store = v.to_owned();
        } else if ["children=", "blocked=", "starter=", "repeat="]
            .iter()
            .any(|k| w.starts_with(k))
        {
            others.push(w);
        } else if let Some(v) = w.strip_prefix("result=") {
            result = Some(v.to_owned());
        }
    }
    (board, side, format!("{store} {}", others.join(" ")), result)
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v.dedup();
    v
}

/// The laps a turn may take before the replay calls it undecided: fanga
/// proves a turn endless exactly, which can take far longer than the 75 laps
/// after which MancalaGames stops a sowing.
const BUDGET: u64 = 200_000;

/// Replays `game` under `options`.
pub(crate) fn replay(options: &RuleSetOptions, game: &Game) -> Compared {
    let mut out = Compared::default();
    let keys = if options.rule_set().capture.none_in_first_moves > 0 {
        " captures=off:0"
    } else {
        ""
    };
    let mut pos = match TwoRow::from_text(&format!("{}{keys}", game.start), options) {
        Ok(p) => p,
        Err(e) => {
            out.difference = Some(("start", format!("{}: {e}", game.start)));
            return out;
        }
    };
    for (i, turn) in game.turns.iter().enumerate() {
        let at = |what: String| format!("turn {} ({}): {what}", i + 1, pos);
        if let Some(o) = pos.outcome() {
            out.difference = Some(("ended early", at(format!("fanga ended the game: {o:?}"))));
            return out;
        }
        let within = pos.within(LapBudget::laps(BUDGET)).legal_moves();
        let legal: Vec<String> = within.decided.iter().map(ToString::to_string).collect();
        let undecided: Vec<String> = within.undecided.iter().map(|u| u.mv.to_string()).collect();
        let openings = sorted(
            legal
                .iter()
                .chain(&undecided)
                .map(|m| m.split(' ').next().unwrap_or_default().to_owned())
                .collect(),
        );
        let first = &turn.sowings[0];
        if openings != sorted(first.allowed.clone()) {
            out.difference = Some((
                "legal sowings",
                at(format!(
                    "MancalaGames allows {:?}, fanga {:?}",
                    sorted(first.allowed.clone()),
                    openings
                )),
            ));
            return out;
        }
        // The choices of further sowings: the continuations of the move so
        // far among fanga's moves.
        let mut prefix: Vec<&str> = vec![first.hole.as_str()];
        for s in &turn.sowings[1..] {
            if s.allowed.len() < 2 {
                continue;
            }
            let next = sorted(
                legal
                    .iter()
                    .filter_map(|m| {
                        let holes: Vec<&str> = m.split(' ').collect();
                        (holes.len() > prefix.len() && holes[..prefix.len()] == prefix[..])
                            .then(|| holes[prefix.len()].to_owned())
                    })
                    .collect(),
            );
            if next != sorted(s.allowed.clone()) {
                out.difference = Some((
                    "legal further sowings",
                    at(format!(
                        "after {}: MancalaGames allows {:?}, fanga {:?}",
                        prefix.join(" "),
                        sorted(s.allowed.clone()),
                        next
                    )),
                ));
                return out;
            }
            prefix.push(s.hole.as_str());
        }
        if !legal.contains(&turn.mv) && undecided.iter().any(|u| turn.mv.starts_with(u.as_str())) {
            out.difference = Some((
                "undecided turn",
                at(format!("`{}` is undecided after {BUDGET} laps", turn.mv)),
            ));
            return out;
        }
        if !legal.contains(&turn.mv) {
            out.difference = Some((
                "move",
                at(format!("`{}` is not a move of fanga's", turn.mv)),
            ));
            return out;
        }
        let Ok(m) = turn.mv.parse() else {
            out.difference = Some(("move", at(format!("`{}` does not parse", turn.mv))));
            return out;
        };
        let next = match pos.within(LapBudget::laps(BUDGET)).play(&m) {
            Ok(p) => p,
            Err(e) => {
                out.difference = Some(("move", at(format!("{}: {}", turn.mv, e.reason))));
                return out;
            }
        };
        let (b, s, st, r) = parts(&next.to_string());
        let (eb, es, est, _) = parts(&turn.after);
        let er = turn.result.clone();
        // Seeds that score for nobody stay on fanga's board at the end;
        // MancalaGames takes them off: the stores (the scores) must agree.
        let left_alone = r.is_some()
            && options.rule_set().end.leftover == fanga_ruleset::spec::Leftover::Nobody
            && eb.split(['/', ',']).all(|n| n == "0");
        // A run cut at its last ply right before a pass (MancalaGames's
        // driver passes in a ply of its own) shows the player who passes
        // to move: fanga, which passes within the turn, has the mover move
        // again.
        let cut_before_pass =
            game.end == "unfinished" && i + 1 == game.turns.len() && next.turn() == pos.turn();
        // When the rule against sowing a single seed straight back leaves
        // the player to move no move, the game ends, and MancalaGames's last
        // board loses that seed (its total is one short; the result
        // agrees): fanga leaves it where it lies.
        let seed_lost = r.is_some() && {
            let kept = next
                .to_string()
                .split(' ')
                .find_map(|w| w.strip_prefix("noreturn=").map(str::to_owned));
            kept.is_some_and(|h| {
                // The board's text is North's row (a2 first), then South's.
                let h: fanga_sowing::Hole = h.parse().unwrap();
                let mut rows: Vec<Vec<String>> = b
                    .split('/')
                    .map(|r| r.split(',').map(str::to_owned).collect())
                    .collect();
                rows[1 - usize::from(h.row())][usize::from(h.col())] = "0".to_owned();
                let lost = rows
                    .iter()
                    .map(|r| r.join(","))
                    .collect::<Vec<_>>()
                    .join("/");
                lost == eb
            })
        };
        if ((b != eb && !left_alone && !seed_lost) || st != est)
            || (r.is_none() && er.is_none() && s != es && !cut_before_pass)
        {
            out.difference = Some((
                "position after",
                at(format!(
                    "{}: MancalaGames {}, fanga {}",
                    turn.mv, turn.after, next
                )),
            ));
            return out;
        }
        if r != er {
            out.difference = Some((
                "result",
                at(format!(
                    "{}: MancalaGames {:?}, fanga {:?} ({})",
                    turn.mv, er, r, next
                )),
            ));
            return out;
        }
        pos = next;
        out.turns += 1;
    }
    out
}

/// The differences of many games, by kind.
#[derive(Debug, Default)]
pub(crate) struct Tally {
    pub(crate) games: usize,
    pub(crate) turns: usize,
    pub(crate) unfinished: usize,
    pub(crate) endless: usize,
    pub(crate) differences: BTreeMap<&'static str, Vec<String>>,
}

impl Tally {
    /// Adds one game.
    pub(crate) fn add(&mut self, game: &Game, compared: Compared) {
        self.games += 1;
        self.turns += compared.turns;
        match game.end.as_str() {
            "unfinished" => self.unfinished += 1,
            "endless" => self.endless += 1,
            _ => {}
        }
        if let Some((kind, what)) = compared.difference {
            self.differences
                .entry(kind)
                .or_default()
                .push(format!("seed {}: {what}", game.seed));
        }
    }

    /// The number of games that differ.
    pub(crate) fn differing(&self) -> usize {
        self.differences.values().map(Vec::len).sum()
    }
}
