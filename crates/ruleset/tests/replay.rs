//! Replays games MancalaGames played (fixtures written by
//! `tools/mancalagames/fixtures.py`: positions and moves only) on a rule
//! set, turn by turn: the legal sowings, the move, the position after and
//! the result. Shared by the test (`tests/mancalagames.rs`, on the
//! committed sample) and the harness's example (`examples/mancalagames.rs`,
//! on whole runs).

use std::collections::BTreeMap;

use fanga_core::{Bounded, LapBudget, Position, WithinError};
use fanga_ruleset::{RuleSetOptions, TwoRow};
use fanga_sowing::MoveError;
use fanga_sowing::relay::ChoiceError;
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
/// (with the children, the blocked holes, the round's starter, the holes
/// ceded under territory, a prescribed opening to come and a further
/// sowing used, where the game has them) and the result.
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
        } else if [
            "children=",
            "blocked=",
            "starter=",
            "round=",
            "tally=",
            "ceded=",
            "opening=",
            "repeat=",
        ]
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
    // The count of moves without captures comes first of the rule set's
    // keys: after the board, the side and the stores.
    let mut words = game.start.splitn(4, ' ');
    let head: Vec<&str> = words.by_ref().take(3).collect();
    let start = match words.next() {
        Some(rest) => format!("{}{keys} {rest}", head.join(" ")),
        None => format!("{}{keys}", head.join(" ")),
    };
    let mut pos = match TwoRow::from_text(&start, options) {
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
        let played = if options.rule_set().sowing.further_sowings_are_moves {
            // Each sowing is a move of fanga's.
            Some(sowing_moves(&pos, turn))
        } else {
            None
        };
        if let Some(played) = played {
            match played {
                Ok(next) => {
                    if let Some(d) = compare_after(options, game, i, &pos, &next, turn) {
                        out.difference = Some((d.0, at(d.1)));
                        return out;
                    }
                    pos = match go_on_from(options, &pos, next, turn) {
                        Ok(p) => p,
                        Err(d) => {
                            out.difference = Some((d.0, at(d.1)));
                            return out;
                        }
                    };
                    out.turns += 1;
                    continue;
                }
                Err((kind, what)) => {
                    out.difference = Some((kind, at(what)));
                    return out;
                }
            }
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
        if let Some(d) = compare_after(options, game, i, &pos, &next, turn) {
            out.difference = Some((d.0, at(d.1)));
            return out;
        }
        pos = match go_on_from(options, &pos, next, turn) {
            Ok(p) => p,
            Err(d) => {
                out.difference = Some((d.0, at(d.1)));
                return out;
            }
        };
        out.turns += 1;
    }
    out
}

/// What fanga answers to the move `holes`: it is played, it asks for a
/// further sowing among these holes (it is not a whole turn), it is
/// undecided within the budget, or it is refused.
enum Partial {
    Played(TwoRow),
    Asks(Vec<String>),
    Undecided,
    Refused(String),
}

fn partial(pos: &TwoRow, holes: &[&str]) -> Partial {
    let Ok(m) = holes.join(" ").parse() else {
        return Partial::Refused(format!("`{}` does not parse", holes.join(" ")));
    };
    match pos.within(LapBudget::laps(BUDGET)).play(&m) {
        Ok(p) => Partial::Played(p),
        Err(e) => match e.reason {
            WithinError::Undecided(_) => Partial::Undecided,
            WithinError::Illegal(MoveError::Choice(ChoiceError::Missing { options, .. })) => {
                Partial::Asks(options.iter().map(ToString::to_string).collect())
            }
            e => Partial::Refused(e.to_string()),
        },
    }
}

/// Replays `turn` from `pos` where each sowing is a move of fanga's
/// (`sowing.further_sowings_are_moves`): before each, fanga's moves
/// (one sowing each) are the holes MancalaGames allowed, and after each but
/// the last the mover moves again.
fn sowing_moves(pos: &TwoRow, turn: &Turn) -> Result<TwoRow, (&'static str, String)> {
    let mut p = *pos;
    for (j, s) in turn.sowings.iter().enumerate() {
        if j > 0 && p.turn() != pos.turn() {
            return Err((
                "position after",
                format!(
                    "after {}, fanga's mover does not sow again ({p})",
                    turn.sowings[j - 1].hole
                ),
            ));
        }
        if let Some(o) = p.outcome() {
            return Err(("ended early", format!("fanga ended the game: {o:?} ({p})")));
        }
        let within = p.within(LapBudget::laps(BUDGET)).legal_moves();
        let legal = sorted(
            within
                .decided
                .iter()
                .map(ToString::to_string)
                .chain(within.undecided.iter().map(|u| u.mv.to_string()))
                .collect(),
        );
        if legal != sorted(s.allowed.clone()) {
            return Err((
                if j == 0 {
                    "legal sowings"
                } else {
                    "legal further sowings"
                },
                format!(
                    "sowing {}: MancalaGames allows {:?}, fanga {:?} ({p})",
                    j + 1,
                    sorted(s.allowed.clone()),
                    legal
                ),
            ));
        }
        p = match partial(&p, &[s.hole.as_str()]) {
            Partial::Played(next) => next,
            Partial::Undecided => {
                return Err((
                    "undecided turn",
                    format!("`{}` is undecided after {BUDGET} laps", s.hole),
                ));
            }
            Partial::Asks(holes) => {
                return Err((
                    "move",
                    format!("`{}` asks for a further sowing among {holes:?}", s.hole),
                ));
            }
            Partial::Refused(e) => return Err(("move", format!("{}: {e}", s.hole))),
        };
    }
    Ok(p)
}

/// Whether `next` starts a new round of a match on a random start:
/// MancalaGames draws its board with Python's generator, fanga with its
/// own (decision 4). The rest is compared, and the replay goes on from
/// MancalaGames's board ([`go_on_from`]).
fn random_round(options: &RuleSetOptions, pos: &TwoRow, next: &TwoRow) -> bool {
    let round_of = |text: &str| {
        text.split(' ')
            .find_map(|w| w.strip_prefix("round=").map(str::to_owned))
    };
    matches!(
        options.rule_set().board.start,
        fanga_ruleset::spec::StartPattern::Random { .. }
    ) && parts(&next.to_string()).3.is_none()
        && round_of(&next.to_string()) != round_of(&pos.to_string())
}

/// MancalaGames's captures of matching pairs both ways: when the pass back
/// from the last hole finds no pair at its first hole, its capture flag,
/// left set by the first pass, makes it go on from the hole the first pass
/// would have tried next, and take the pair there (one pair at most).
/// Accepted exactly so: MancalaGames's board is fanga's with one more
/// facing pair of equal counts taken into the mover's store, the rest the
/// same; the replay goes on from MancalaGames's position ([`go_on_from`]).
fn extra_pair(options: &RuleSetOptions, pos: &TwoRow, next: &TwoRow, turn: &Turn) -> bool {
    let (b, s, _, r) = parts(&next.to_string());
    let (eb, es, _, _) = parts(&turn.after);
    options.rule_set().capture.direction == fanga_ruleset::spec::CaptureDirection::Both
        && r.is_none()
        && turn.result.is_none()
        && s == es
        && one_more_pair(&b, &eb, &next.to_string(), &turn.after, pos.turn())
}

/// The position the replay goes on from after `turn`: fanga's, or
/// MancalaGames's where a new round drew its board ([`random_round`]) or
/// MancalaGames took one more pair ([`extra_pair`]).
fn go_on_from(
    options: &RuleSetOptions,
    pos: &TwoRow,
    next: TwoRow,
    turn: &Turn,
) -> Result<TwoRow, (&'static str, String)> {
    if !random_round(options, pos, &next) && !extra_pair(options, pos, &next, turn) {
        return Ok(next);
    }
    TwoRow::from_text(&turn.after, options)
        .map_err(|e| ("position after", format!("{}: {e}", turn.after)))
}

/// Compares the position fanga reached after turn `i` (`next`, from `pos`)
/// with MancalaGames's: the board, the stores and the rest compared
/// (`parts`), the player to move and the result.
fn compare_after(
    options: &RuleSetOptions,
    game: &Game,
    i: usize,
    pos: &TwoRow,
    next: &TwoRow,
    turn: &Turn,
) -> Option<(&'static str, String)> {
    let (b, s, st, r) = parts(&next.to_string());
    let (eb, es, est, _) = parts(&turn.after);
    let er = turn.result.clone();
    if extra_pair(options, pos, next, turn) {
        return None;
    }
    // Seeds that score for nobody stay on fanga's board at the end;
    // MancalaGames takes them off: the stores (the scores) must agree.
    // (Children keep theirs.)
    let left_alone = r.is_some()
        && options.rule_set().end.leftover == fanga_ruleset::spec::Leftover::Nobody
        && children_only(&b, &next.to_string()) == eb;
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
    if ((b != eb && !left_alone && !seed_lost && !random_round(options, pos, next)) || st != est)
        || (r.is_none() && er.is_none() && s != es && !cut_before_pass)
    {
        return Some((
            "position after",
            format!("{}: MancalaGames {}, fanga {}", turn.mv, turn.after, next),
        ));
    }
    if r != er {
        return Some((
            "result",
            format!(
                "{}: MancalaGames {:?}, fanga {:?} ({})",
                turn.mv, er, r, next
            ),
        ));
    }
    None
}

/// Whether board `expected` (MancalaGames's) is board `got` (fanga's) with
/// one more pair of facing holes of equal counts emptied, those seeds in
/// `mover`'s store, and the other words of the texts the same.
fn one_more_pair(
    got: &str,
    expected: &str,
    got_text: &str,
    expected_text: &str,
    mover: fanga_core::Player,
) -> bool {
    let rows = |b: &str| -> Vec<Vec<u32>> {
        b.split('/')
            .map(|r| {
                r.split(',')
                    .map(|n| n.parse().unwrap_or(u32::MAX))
                    .collect()
            })
            .collect()
    };
    let (g, e) = (rows(got), rows(expected));
    if g.len() != 2 || e.len() != 2 || g[0].len() != e[0].len() {
        return false;
    }
    let differing: Vec<(usize, usize)> = (0..2)
        .flat_map(|r| (0..g[0].len()).map(move |c| (r, c)))
        .filter(|&(r, c)| g[r][c] != e[r][c])
        .collect();
    let [(0, c), (1, c2)] = differing[..] else {
        return false;
    };
    let n = g[0][c];
    if c != c2 || n == 0 || g[1][c] != n || e[0][c] != 0 || e[1][c] != 0 {
        return false;
    }
    // The stores: the mover's 2n more; every other word the same.
    let words = |t: &str| -> Vec<String> {
        t.split(' ')
            .skip(1)
            .filter(|w| !w.starts_with("ruleset="))
            .map(str::to_owned)
            .collect()
    };
    let (mut gw, ew) = (words(got_text), words(expected_text));
    let Some(stores) = gw.iter_mut().find(|w| w.starts_with("store=")) else {
        return false;
    };
    let mut st: Vec<u32> = stores["store=".len()..]
        .split(',')
        .map(|k| k.parse().unwrap_or(0))
        .collect();
    if st.len() != 2 {
        return false;
    }
    st[mover.index()] += 2 * n;
    *stores = format!("store={},{}", st[0], st[1]);
    gw == ew
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

/// The board's text `board` (North's row, a2 first, then South's) with
/// every hole but the children of the position's text `text` emptied.
fn children_only(board: &str, text: &str) -> String {
    let children: Vec<fanga_sowing::Hole> = text
        .split(' ')
        .find_map(|w| w.strip_prefix("children="))
        .map(|list| {
            list.split(',')
                .filter_map(|c| c.split_once(':').and_then(|(h, _)| h.parse().ok()))
                .collect()
        })
        .unwrap_or_default();
    board
        .split('/')
        .enumerate()
        .map(|(i, r)| {
            let row = 1 - u8::try_from(i).unwrap_or(1);
            r.split(',')
                .enumerate()
                .map(|(c, n)| {
                    let col = u8::try_from(c).unwrap_or(u8::MAX);
                    if children.contains(&fanga_sowing::Hole::at(col, row)) {
                        n
                    } else {
                        "0"
                    }
                })
                .collect::<Vec<_>>()
                .join(",")
        })
        .collect::<Vec<_>>()
        .join("/")
}
