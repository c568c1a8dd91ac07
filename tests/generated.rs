//! Properties of every game on generated legal positions: random options,
//! then random play from the start, with fixed seeds, every turn under a lap
//! budget so that no case runs long.
//!
//! At each position reached: every seed is kept; `play` and `play_unchecked`
//! agree; perft counted with `play` equals perft counted with
//! `play_unchecked`; equal positions have equal keys; each move's trace
//! replays to the position after it; and where the rules are the same for
//! both players, the board turned round with the players swapped has the
//! turned-round moves, leading to the turned-round positions.

use std::collections::BTreeSet;

use fanga::core::{Bounded, ByPlayer, GameOptions, LapBudget, SplitMix64, Traced};

const BUDGET: LapBudget = LapBudget::laps(20_000);
const SEEDS: u64 = 32;
const PLIES: usize = 80;

/// Random options: each option set to one of its values (a set that the
/// game refuses as a whole falls back to the defaults).
fn random_options<O: GameOptions>(rng: &mut SplitMix64) -> O {
    let mut options = O::default();
    let assignments: Vec<String> = O::SPECS
        .iter()
        .map(|s| format!("{}={}", s.key, s.values[rng.below(s.values.len())]))
        .collect();
    if options.apply(&assignments).is_err() {
        options = O::default();
    }
    options
}

/// Perft counted with the budgeted `play` (which checks every move); `None` if a
/// turn on the way is undecided within the budget.
fn perft_by_play<P: Bounded>(p: &P, depth: u32) -> Option<u64> {
    if depth == 0 {
        return Some(1);
    }
    let moves = p.within(BUDGET).legal_moves();
    if !moves.is_complete() {
        return None;
    }
    moves
        .decided
        .iter()
        .map(|m| perft_by_play(&p.within(BUDGET).play(m).unwrap(), depth - 1))
        .sum()
}

/// The position text turned round: rows in reverse order, each row reversed,
/// the side swapped, and every `key=S,N` pair swapped.
fn turned_text(text: &str, letters: ByPlayer<char>) -> String {
    let mut fields = text.split(' ');
    let board = fields.next().unwrap();
    let rows: Vec<String> = board
        .split('/')
        .rev()
        .map(|row| {
            let mut cells: Vec<&str> = row.split(',').collect();
            cells.reverse();
            cells.join(",")
        })
        .collect();
    let side = fields.next().unwrap();
    let side = if side.starts_with(letters.south) {
        letters.north
    } else {
        letters.south
    };
    let mut out = format!("{} {side}", rows.join("/"));
    for f in fields {
        let (k, v) = f.split_once('=').unwrap();
        let turned = match v.split_once(',') {
            Some((s, n)) => format!("{n},{s}"),
            None => v.to_owned(),
        };
        out.push_str(&format!(" {k}={turned}"));
    }
    out
}

/// A move's text turned round: every hole `c2` becomes the hole it turns
/// into on a board of `cols` columns and `rows` rows.
fn turned_move(text: &str, cols: u8, rows: u8) -> String {
    let b = text.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    while i < b.len() {
        let hole = i + 1 < b.len()
            && b[i].is_ascii_lowercase()
            && (b'1'..=b'4').contains(&b[i + 1])
            && (i + 2 == b.len() || !b[i + 2].is_ascii_alphanumeric())
            && (i == 0 || !b[i - 1].is_ascii_alphanumeric());
        if hole {
            out.push(char::from(b'a' + (cols - 1 - (b[i] - b'a'))));
            out.push(char::from(b'1' + (rows - 1 - (b[i + 1] - b'1'))));
            i += 2;
        } else {
            out.push(char::from(b[i]));
            i += 1;
        }
    }
    out
}

/// Checks the properties at `p`; with `turn_round`, the board's rows and
/// columns, checks the turned-round position too.
fn check_at<P: Traced + Bounded>(p: &P, turn_round: Option<(u8, u8)>) {
    let within = p.within(BUDGET);
    let moves = within.legal_moves();
    let conserved = p.conserved();
    for m in &moves.decided {
        let played = within.play(m).unwrap();
        let mut unchecked = p.clone();
        unchecked.play_unchecked(m);
        assert_eq!(played, unchecked, "{p}: play and play_unchecked of `{m}`");
        assert_eq!(
            played.conserved(),
            conserved,
            "{p}: `{m}` changes the seeds"
        );
        let (traced, trace) = within.play_traced(m).unwrap();
        assert_eq!(traced, played, "{p}: play_traced of `{m}`");
        assert_eq!(
            p.replay_trace(&trace),
            Ok(played.clone()),
            "{p}: trace of `{m}`"
        );
    }
    let back = P::from_text(&p.to_string(), &p.options()).unwrap();
    assert_eq!(back.key(), p.key(), "{p}: equal positions, different keys");
    assert_eq!(p.clone().key(), p.key());
    if moves.decided.len() <= 40 {
        let by_visit = within.perft(2).ok();
        assert_eq!(by_visit, perft_by_play(p, 2), "{p}");
    }
    let Some((rows, cols)) = turn_round else {
        return;
    };
    let text = p.to_string();
    let turned: P = P::from_text(&turned_text(&text, P::PLAYER_LETTERS), &p.options())
        .unwrap_or_else(|e| panic!("{text}: the turned text does not read: {e}"));
    assert_eq!(turned_text(&turned.to_string(), P::PLAYER_LETTERS), text);
    assert_eq!(turned.outcome().is_some(), p.outcome().is_some(), "{text}");
    let turned_moves = turned.within(BUDGET).legal_moves();
    let expected: BTreeSet<String> = moves
        .decided
        .iter()
        .map(|m| turned_move(&m.to_string(), cols, rows))
        .collect();
    let got: BTreeSet<String> = turned_moves
        .decided
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(got, expected, "{text}: the turned board has other moves");
    for m in &moves.decided {
        let after = within.play(m).unwrap();
        let tm: P::Move = turned_move(&m.to_string(), cols, rows)
            .parse()
            .ok()
            .unwrap();
        let turned_after = turned.within(BUDGET).play(&tm).unwrap();
        assert_eq!(
            turned_text(&turned_after.to_string(), P::PLAYER_LETTERS),
            after.to_string(),
            "{text}: `{m}` and `{tm}`"
        );
        assert_eq!(
            turned_after
                .outcome()
                .map(|o| o.winner().map(|w| w.other())),
            after.outcome().map(|o| o.winner()),
            "{text}: `{m}` and `{tm}` end differently"
        );
    }
}

/// Random games from random options, checking every position reached.
fn generated<P: Traced + Bounded>(seed0: u64, turn_round: bool) -> usize {
    let mut checked = 0;
    for seed in seed0..seed0 + SEEDS {
        let mut rng = SplitMix64::new(seed);
        let options: P::Options = random_options(&mut rng);
        let mut p = P::start(&options);
        for _ in 0..PLIES {
            let shape = turn_round.then(|| {
                let board = p.to_string();
                let board = board.split(' ').next().unwrap().to_owned();
                let rows = board.split('/').count() as u8;
                let cols = board.split('/').next().unwrap().split(',').count() as u8;
                (rows, cols)
            });
            check_at(&p, shape);
            checked += 1;
            let moves = p.within(BUDGET).legal_moves();
            if moves.decided.is_empty() {
                break;
            }
            let m = &moves.decided[rng.below(moves.decided.len())];
            p.run_move(m, BUDGET).unwrap();
        }
    }
    checked
}

#[test]
fn katro() {
    assert!(generated::<fanga::katro::Katro>(0, true) > 100);
}

#[test]
fn katra_fandatsaka() {
    assert!(generated::<fanga::katra_fandatsaka::KatraFandatsaka>(100, true) > 100);
}

#[test]
fn fifangha() {
    assert!(generated::<fanga::fifangha::Fifangha>(200, true) > 100);
}

#[test]
fn katra_sakalava() {
    assert!(generated::<fanga::katra_sakalava::KatraSakalava>(300, true) > 100);
}

#[test]
fn oware() {
    assert!(generated::<fanga::oware::Oware>(400, true) > 100);
}

#[test]
fn kalah() {
    assert!(generated::<fanga::kalah::Kalah>(500, true) > 100);
}

/// Mangala (its setup and pie choice belong to one player), Fang (its cups
/// are numbered from South's end) and the Fanorona games (White moves
/// first) are checked without turning the board round.
#[test]
fn games_checked_without_turning_round() {
    assert!(generated::<fanga::mangala::Mangala>(600, false) > 50);
    assert!(generated::<fanga::fang::Fang>(700, false) > 50);
    assert!(generated::<fanga::fanorona::Fanorona>(800, false) > 50);
    assert!(generated::<fanga::fanorona::FanoronaTelo>(900, false) > 50);
}

#[test]
fn turning_round_texts_and_moves() {
    assert_eq!(
        turned_text("1,2,3/4,5,6 S store=1,2", ByPlayer::new('S', 'N')),
        "6,5,4/3,2,1 N store=2,1"
    );
    assert_eq!(turned_move("a2:cw,c1", 8, 4), "h3:cw,f4");
    assert_eq!(turned_move("b1", 6, 2), "e2");
}
