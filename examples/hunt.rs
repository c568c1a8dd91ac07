//! Hunts the positions whose moves take longest to list, in every game of
//! the registry: the search of issue 47, run by hand (never in CI).
//!
//! ```text
//! cargo run --release --example hunt -- [--games A,B] [--positions N] [--seed S] [--family N]
//! ```
//!
//! For each game (every game of `fanga::registry()`, or those named), all
//! under its default options:
//!
//! - **random games**: `N / 2` positions (default `N` = 1,000,000) met
//!   along random games from the start, seeded from `S` (default 47), each
//!   timed as its moves are listed (no lap budget: exact);
//! - **built positions**: `N / 2` positions made from those of the random
//!   games by gathering every seed of the board (and of the reserves,
//!   emptied, unless the rules then end the game, as fifangha's and
//!   Chaplin's do) on the mover's rows at random: turns that relay round a
//!   full side, the hard ones;
//! - **the constructed family**: from the start position, the mover's side
//!   holding `k` seeds for every `k` from 1 to the game's total (reserves
//!   included, emptied; the board's alone where the rules end a game with
//!   its reserves), the opponent's side the rest, each spread evenly
//!   and in `--family` random ways (default 200); the slowest of each `k`.
//!
//! With `--playouts N`, it plays instead `N` random playouts of each game
//! (seeds 0 to N - 1, at most 1,000 plies, one `random_playouts` call a
//! game), timed one by one, and prints the slowest game and the mean rate.
//!
//! A game whose text is not a grid of rows of seeds, or whose built
//! positions its rules refuse, is still hunted along its random games.
//! Prints, per game, the positions tried and the slowest listings with
//! their texts and the laps they need (the least lap budget under which
//! every move is decided), then the family's slowest member; a summary
//! table closes the run.

// A native tool: it reads the system clock.
#![allow(clippy::disallowed_methods)]

use std::time::{Duration, Instant};

use fanga::core::registry::{AnyPosition, GameEntry};
use fanga::core::{LapBudget, SplitMix64};

/// The slowest listings kept per game and source.
const KEPT: usize = 6;

/// Plies at most in a random game.
const MAX_PLIES: usize = 400;

struct Args {
    games: Option<Vec<String>>,
    positions: u64,
    seed: u64,
    family: u64,
    playouts: Option<u64>,
}

fn args() -> Result<Args, String> {
    let mut a = Args {
        games: None,
        positions: 1_000_000,
        seed: 47,
        family: 200,
        playouts: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or(format!("{flag} needs a value"));
        let number = |v: String| v.parse::<u64>().map_err(|e| format!("{v}: {e}"));
        match flag.as_str() {
            "--games" => a.games = Some(value()?.split(',').map(str::to_string).collect()),
            "--positions" => a.positions = number(value()?)?,
            "--seed" => a.seed = number(value()?)?,
            "--family" => a.family = number(value()?)?,
            "--playouts" => a.playouts = Some(number(value()?)?),
            _ => {
                return Err(format!(
                    "usage: hunt [--games A,B] [--positions N] [--seed S] [--family N] [--playouts N] (not {flag})"
                ));
            }
        }
    }
    Ok(a)
}

/// A position text split into its grid (rows of seeds, the top row first),
/// the player to move and the rest of its keys.
#[derive(Clone)]
struct Text {
    rows: Vec<Vec<u32>>,
    mover: String,
    keys: Vec<String>,
}

impl Text {
    fn read(text: &str) -> Option<Text> {
        let mut words = text.split_whitespace();
        let grid = words.next()?;
        let rows = grid
            .split('/')
            .map(|r| {
                r.split(',')
                    .map(|c| c.parse().ok())
                    .collect::<Option<Vec<u32>>>()
            })
            .collect::<Option<Vec<_>>>()?;
        let mover = words.next()?.to_string();
        (mover == "S" || mover == "N").then_some(())?;
        Some(Text {
            rows,
            mover,
            keys: words.map(str::to_string).collect(),
        })
    }

    /// The rows of the player to move: the lower half for South.
    fn mover_rows(&self) -> std::ops::Range<usize> {
        let half = self.rows.len() / 2;
        if self.mover == "S" {
            half..self.rows.len()
        } else {
            0..half
        }
    }

    /// The rows of the opponent.
    fn other_rows(&self) -> std::ops::Range<usize> {
        let mine = self.mover_rows();
        if mine.start == 0 {
            mine.end..self.rows.len()
        } else {
            0..mine.start
        }
    }

    /// Every seed of the board and, with `reserves`, of the reserves
    /// (`reserve=a,b`), which are emptied.
    fn gather(&mut self, reserves: bool) -> u32 {
        let mut total: u32 = self.rows.iter().flatten().sum();
        for key in &mut self.keys {
            if !reserves {
                break;
            }
            if let Some(counts) = key.strip_prefix("reserve=") {
                total += counts
                    .split(',')
                    .filter_map(|c| c.parse::<u32>().ok())
                    .sum::<u32>();
                *key = "reserve=0,0".to_string();
            }
        }
        for row in &mut self.rows {
            row.iter_mut().for_each(|c| *c = 0);
        }
        total
    }

    /// Drops `seeds` on the rows `rows`: evenly (from the first hole) or at
    /// random.
    fn spread(&mut self, rows: std::ops::Range<usize>, seeds: u32, rng: Option<&mut SplitMix64>) {
        let holes: Vec<(usize, usize)> = rows
            .flat_map(|r| (0..self.rows[r].len()).map(move |c| (r, c)))
            .collect();
        if holes.is_empty() {
            return;
        }
        match rng {
            Some(rng) => {
                for _ in 0..seeds {
                    let (r, c) = holes[rng.below(holes.len())];
                    self.rows[r][c] += 1;
                }
            }
            None => {
                let n = holes.len() as u32;
                for (i, &(r, c)) in holes.iter().enumerate() {
                    self.rows[r][c] += seeds / n + u32::from((i as u32) < seeds % n);
                }
            }
        }
    }

    fn write(&self) -> String {
        let grid: Vec<String> = self
            .rows
            .iter()
            .map(|r| r.iter().map(u32::to_string).collect::<Vec<_>>().join(","))
            .collect();
        let mut text = format!("{} {}", grid.join("/"), self.mover);
        for key in &self.keys {
            text.push(' ');
            text.push_str(key);
        }
        text
    }
}

/// A listing timed: how long, and the position.
#[derive(Clone)]
struct Timed {
    time: Duration,
    text: String,
}

/// The slowest listings met.
#[derive(Default)]
struct Slowest {
    kept: Vec<Timed>,
    tried: u64,
}

impl Slowest {
    /// Lists the moves of `p` (exactly), timed; returns them.
    fn list(&mut self, p: &dyn AnyPosition) -> Vec<String> {
        let t = Instant::now();
        let moves = p.moves(LapBudget::UNLIMITED);
        let time = t.elapsed();
        self.tried += 1;
        if self.kept.len() < KEPT || time > self.kept[KEPT - 1].time {
            self.kept.push(Timed {
                time,
                text: p.to_string(),
            });
            self.kept.sort_by_key(|t| std::cmp::Reverse(t.time));
            self.kept.truncate(KEPT);
        }
        moves.decided.iter().map(ToString::to_string).collect()
    }
}

/// The least lap budget under which every move of `p` is decided, within
/// 1% (from above): each try lists the moves again.
fn laps_needed(p: &dyn AnyPosition) -> u64 {
    let decided = |laps| p.moves(LapBudget::laps(laps)).is_complete();
    let mut hi = 1u64;
    while !decided(hi) {
        hi *= 2;
    }
    let mut lo = hi / 2;
    while hi - lo > hi / 100 + 1 {
        let mid = lo + (hi - lo) / 2;
        if decided(mid) {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    hi
}

/// The moves of `p`, exactly.
fn listed(p: &dyn AnyPosition) -> Vec<String> {
    let moves = p.moves(LapBudget::UNLIMITED);
    moves.decided.iter().map(ToString::to_string).collect()
}

/// `p` with its seeds (and its reserves', emptied) gathered: the
/// opponent's side keeps none (one time in two) or up to a quarter of them, the mover's rows hold the
/// rest, each dropped at random. Where the rules find such a position over
/// (fifangha's and Chaplin's games end with their reserves), the reserves
/// are kept as they are and the board's seeds alone gathered. `None` when
/// the text is not a grid, or the rules refuse the position or find it
/// over.
fn built(
    entry: &GameEntry,
    p: &dyn AnyPosition,
    rng: &mut SplitMix64,
) -> Option<Box<dyn AnyPosition>> {
    built_from(entry, p, rng, true).or_else(|| built_from(entry, p, rng, false))
}

/// [`built`], the reserves gathered too or not.
fn built_from(
    entry: &GameEntry,
    p: &dyn AnyPosition,
    rng: &mut SplitMix64,
    reserves: bool,
) -> Option<Box<dyn AnyPosition>> {
    let mut t = Text::read(&p.to_string())?;
    let total = t.gather(reserves);
    let mine = t.mover_rows();
    let theirs = t.other_rows();
    // Half of them with the opponent's side empty: no captures, so the
    // relays run on until they end or cycle.
    let kept = if rng.below(2) == 0 {
        0
    } else {
        rng.below(total as usize / 4 + 1) as u32
    };
    t.spread(theirs, kept, Some(&mut *rng));
    t.spread(mine, total - kept, Some(rng));
    let q = entry.parse::<&str>(&t.write(), &[]).ok()?;
    q.outcome().is_none().then_some(q)
}

/// What one game's hunt found.
struct Found {
    game: &'static str,
    random: Slowest,
    built: Slowest,
    family: Slowest,
    /// The family's members tried and the slowest `k`.
    family_k: Option<u32>,
}

fn hunt(entry: &GameEntry, a: &Args, index: u64) -> Option<Found> {
    let start = entry.start::<&str>(&[]).ok()?;
    let mut found = Found {
        game: entry.name,
        random: Slowest::default(),
        built: Slowest::default(),
        family: Slowest::default(),
        family_k: None,
    };
    let mut rng = SplitMix64::new(a.seed ^ (index << 40));
    let half = a.positions / 2;
    // Built positions the rules refuse (or that are over) are not counted;
    // a game that refuses nearly all of them is hunted along its random
    // games alone.
    let mut refused = 0u64;
    let building = |found: &Found, refused: u64| found.built.tried < half && refused < 10 * half;
    while found.random.tried < half || building(&found, refused) {
        let mut p = start.boxed_clone();
        for _ in 0..MAX_PLIES {
            if p.outcome().is_some() {
                break;
            }
            if building(&found, refused) {
                match built(entry, p.as_ref(), &mut rng) {
                    Some(q) => {
                        found.built.list(q.as_ref());
                    }
                    None => refused += 1,
                }
            }
            let moves = if found.random.tried < half {
                found.random.list(p.as_ref())
            } else if building(&found, refused) {
                listed(p.as_ref())
            } else {
                break;
            };
            let Some(m) = (!moves.is_empty()).then(|| &moves[rng.below(moves.len())]) else {
                break;
            };
            match p.play_text(m, LapBudget::UNLIMITED) {
                Ok(q) => p = q,
                Err(_) => break,
            }
        }
    }
    family(entry, &start.to_string(), a, &mut rng, &mut found);
    Some(found)
}

/// The constructed family: the mover's side holding k seeds, k from 1 to
/// the total.
fn family(entry: &GameEntry, start: &str, a: &Args, rng: &mut SplitMix64, found: &mut Found) {
    let Some(text) = Text::read(start) else {
        return;
    };
    // The reserves gathered too, unless the rules then find the positions
    // over (fifangha's and Chaplin's games end with their reserves): the
    // member of half the seeds on each side decides.
    let gathered = |reserves: bool| {
        let mut base = text.clone();
        let total = base.gather(reserves);
        (base, total)
    };
    let playable = |(base, total): &(Text, u32)| {
        let mut t = base.clone();
        t.spread(t.mover_rows(), total / 2, None);
        t.spread(t.other_rows(), total - total / 2, None);
        entry
            .parse::<&str>(&t.write(), &[])
            .is_ok_and(|p| p.outcome().is_none())
    };
    let all = gathered(true);
    let (base, total) = if playable(&all) { all } else { gathered(false) };
    let mine = base.mover_rows();
    let theirs = base.other_rows();
    let mut worst = Duration::ZERO;
    for k in 1..=total {
        for way in 0..=a.family {
            let mut t = base.clone();
            let random = (way > 0).then_some(&mut *rng);
            match random {
                Some(r) => {
                    t.spread(mine.clone(), k, Some(r));
                    t.spread(theirs.clone(), total - k, Some(r));
                }
                None => {
                    t.spread(mine.clone(), k, None);
                    t.spread(theirs.clone(), total - k, None);
                }
            }
            let Ok(p) = entry.parse::<&str>(&t.write(), &[]) else {
                continue;
            };
            if p.outcome().is_some() {
                continue;
            }
            found.family.list(p.as_ref());
            if found.family.kept[0].time > worst {
                worst = found.family.kept[0].time;
                found.family_k = Some(k);
            }
        }
    }
}

/// Prints the slowest listings of `s`, each timed again (the least of
/// three: a listing timed once may have waited for the machine), the
/// slowest so far with the laps it needs; returns the slowest as timed again: milliseconds, laps.
fn report(name: &str, s: &Slowest, registry: &fanga::Registry, game: &str) -> (f64, u64) {
    println!("  {name}: {} positions", s.tried);
    let mut worst = (0.0, 0);
    for t in &s.kept {
        let Ok(p) = registry.parse::<&str>(game, &t.text, &[]) else {
            continue;
        };
        let ms = (0..3)
            .map(|_| {
                let t = Instant::now();
                let _ = p.moves(LapBudget::UNLIMITED);
                t.elapsed().as_secs_f64() * 1e3
            })
            .fold(f64::INFINITY, f64::min);
        // The laps of the slowest alone (finding them lists the moves
        // about ten times more).
        if ms > worst.0 {
            let laps = laps_needed(p.as_ref());
            println!("    {ms:>10.3} ms, {laps:>11} laps  {}", t.text);
            worst = (ms, laps);
        } else {
            println!("    {ms:>10.3} ms  {}", t.text);
        }
    }
    worst
}

/// `n` seeded random playouts of `entry`, timed one by one.
fn playouts(entry: &GameEntry, n: u64) {
    let Ok(start) = entry.start::<&str>(&[]) else {
        return;
    };
    let (mut plies, mut total, mut slowest) = (0, Duration::ZERO, (Duration::ZERO, 0));
    for seed in 0..n {
        let t = Instant::now();
        let tally = start.random_playouts(seed..seed + 1, 1000);
        let time = t.elapsed();
        plies += tally.plies;
        total += time;
        if time > slowest.0 {
            slowest = (time, seed);
        }
    }
    let secs = total.as_secs_f64();
    println!(
        "{}: {n} games, {plies} plies in {secs:.2} s: {:.0} games/s, {:.0} plies/s; \
         slowest game: seed {} in {:.1} ms",
        entry.name,
        n as f64 / secs,
        plies as f64 / secs,
        slowest.1,
        slowest.0.as_secs_f64() * 1e3
    );
}

fn main() -> std::process::ExitCode {
    let a = match args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("hunt: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    let registry = fanga::registry();
    let mut summary = Vec::new();
    for (i, entry) in registry.entries().enumerate() {
        if let Some(games) = &a.games
            && !games.iter().any(|g| g == entry.name)
        {
            continue;
        }
        if let Some(n) = a.playouts {
            playouts(entry, n);
            continue;
        }
        let t = Instant::now();
        let Some(found) = hunt(entry, &a, i as u64) else {
            println!("{}: no start under the default options", entry.name);
            continue;
        };
        println!("{} ({:.1} s)", found.game, t.elapsed().as_secs_f64());
        let random = report("random games", &found.random, &registry, found.game);
        let built = report("built", &found.built, &registry, found.game);
        let family = report("family", &found.family, &registry, found.game);
        if let Some(k) = found.family_k {
            println!("  family: slowest with {k} seeds on the mover's side");
        }
        summary.push(format!(
            "| {} | {} | {:.3} ({} laps) | {} | {:.3} ({} laps) | {} | {:.3} ({} laps) |",
            found.game,
            found.random.tried,
            random.0,
            random.1,
            found.built.tried,
            built.0,
            built.1,
            found.family.tried,
            family.0,
            family.1
        ));
    }
    if summary.is_empty() {
        return std::process::ExitCode::SUCCESS;
    }
    println!(
        "\n| game | random positions | slowest ms | built | slowest ms | family | slowest ms |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for line in summary {
        println!("{line}");
    }
    std::process::ExitCode::SUCCESS
}
