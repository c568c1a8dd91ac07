//! Plays a seeded random game and shows the board after every move.
//!
//! ```text
//! cargo run --release --example selfplay -- GAME [--seed N] [--position TEXT] [--option KEY=VALUE]... [--max-plies N] [--trace] [--lap-budget N]
//! cargo run --release --example selfplay -- GAME --games N [--seed N] [--position TEXT] [--option KEY=VALUE]... [--max-plies N]
//! ```
//!
//! Games whose rules end on a repetition (Oware) end when a position occurs a
//! second time, with the result their rules give.
//!
//! With `--trace`, every step of each move is printed before the board: laps
//! (where they start and end), captures, choices and why the turn ended.
//!
//! Every move is drawn uniformly among the legal whole-turn moves with
//! `fanga::core::SplitMix64` seeded with N (default 0), so a seed always replays
//! the same game. The last line is `result: S wins (kamo)` or similar, or
//! `result: unfinished` when the ply limit (default 1,000) is reached first.
//!
//! Every turn is played exactly, however long (a turn of the four-row games
//! may take millions of laps to prove endless; long runs of laps are
//! summarised in traces). With `--lap-budget N`, no turn sows more than N
//! laps: moves whose turns are still undecided then are left out of the
//! draw, and a position whose every move is undecided ends the game with
//! `result: undecided (...)`.
//!
//! With `--games N`, it plays N random playouts instead, seeded S, S + 1,
//! ..., S + N - 1 (`fanga::core::random_playouts`: each game's own fast
//! playout, the same games on every machine), and prints how they ended and
//! how long they took:
//!
//! ```text
//! games: 1000, plies: 45625 (45.6 a game)
//! S wins 499, N wins 501, draws 0, unfinished 0
//! ended by: kamo 1000
//! time: 25.3 ms (25.3 µs a game)
//! ```

mod common;

use common::{Args, Spec, out};
use fanga::core::{PlayoutTally, SplitMix64};

fn main() {
    let args = Args::parse(&Spec {
        name: "selfplay",
        usage: "selfplay GAME [--seed N] [--position TEXT] [--option KEY=VALUE]... [--max-plies N] [--trace] [--lap-budget N]\n       selfplay GAME --games N [--seed N] [--position TEXT] [--option KEY=VALUE]... [--max-plies N]",
        positional: &[],
        valued: &["--seed", "--max-plies", "--lap-budget", "--games"],
        switches: &["--trace"],
        about: "Plays a seeded random game and shows the board after every move (--trace: every\n\
         lap, capture and choice of each move). With --games N, plays N seeded random\n\
         playouts and tallies how they ended and how long they took.",
        players: false,
    });
    let seed: u64 = args.number("--seed", 0);
    let max_plies: u64 = args.number("--max-plies", 1000);
    let trace = args.has("--trace");
    let budget = args.budget();
    let mut position = args.position();
    let letters = position.player_letters();
    if let Some((_, games)) = args.values.iter().find(|(k, _)| *k == "--games") {
        if trace || args.values.iter().any(|(k, _)| *k == "--lap-budget") {
            common::fail(
                "selfplay",
                "--games plays whole playouts: without --trace or --lap-budget",
            );
        }
        let games: u64 = args.parse_number("--games", games);
        let Some(end) = seed.checked_add(games) else {
            common::fail("selfplay", "--seed plus --games is too large");
        };
        let max = usize::try_from(max_plies).unwrap_or(usize::MAX);
        out(format_args!(
            "{} (seeds {seed} to {}; {})",
            position.game(),
            end.saturating_sub(1),
            position.option_assignments().join(" ")
        ));
        #[allow(clippy::disallowed_methods, reason = "native only")]
        let clock = std::time::Instant::now();
        let tally = position.random_playouts(seed..end, max);
        let time = clock.elapsed();
        playouts_summary(&tally, letters, time);
        return;
    }
    let mut rng = SplitMix64::new(seed);
    out(format_args!(
        "{} (seed {seed}; {})",
        position.game(),
        position.option_assignments().join(" ")
    ));
    out(format_args!("position: {position}"));
    out(position.diagram());
    let mut ply = 0;
    let mut seen = std::collections::HashSet::new();
    loop {
        if let Some(outcome) = position.outcome() {
            out(format_args!("result: {}", outcome.describe(letters)));
            return;
        }
        if let Some(outcome) = position.repetition_outcome()
            && !seen.insert(position.to_string())
        {
            out(format_args!("result: {}", outcome.describe(letters)));
            return;
        }
        if ply == max_plies {
            out(format_args!("result: unfinished (ply limit {max_plies})"));
            return;
        }
        let moves = position.moves_within(budget);
        if moves.decided.is_empty() {
            out(format_args!(
                "result: undecided (every move's turn runs past the lap budget of {budget} laps)"
            ));
            return;
        }
        let m = moves.decided[rng.below(moves.decided.len())].clone();
        let (steps, next) = position
            .play_text_traced_within(&m, budget)
            .unwrap_or_else(|e| common::fail("selfplay", e));
        ply += 1;
        out("");
        out(format_args!(
            "{ply}. {} {m}",
            letters[position.turn().index()]
        ));
        if trace {
            for step in steps.lines() {
                out(format_args!("   {step}"));
            }
        }
        position = next;
        out(position.diagram());
    }
}

/// The lines of `--games`.
fn playouts_summary(tally: &PlayoutTally, letters: [char; 2], time: std::time::Duration) {
    #[allow(clippy::cast_precision_loss)]
    let per = |x: f64| {
        if tally.games == 0 {
            0.0
        } else {
            x / tally.games as f64
        }
    };
    #[allow(clippy::cast_precision_loss)]
    let plies = tally.plies as f64;
    out(format_args!(
        "games: {}, plies: {} ({:.1} a game)",
        tally.games,
        tally.plies,
        per(plies)
    ));
    out(format_args!(
        "{} wins {}, {} wins {}, draws {}, unfinished {}",
        letters[0], tally.wins[0], letters[1], tally.wins[1], tally.draws, tally.unfinished
    ));
    if !tally.reasons.is_empty() {
        let reasons: Vec<String> = tally
            .reasons
            .iter()
            .map(|(r, n)| format!("{r} {n}"))
            .collect();
        out(format_args!("ended by: {}", reasons.join(", ")));
    }
    out(format_args!(
        "time: {:.1} ms ({:.1} µs a game)",
        time.as_secs_f64() * 1e3,
        per(time.as_secs_f64() * 1e6)
    ));
}
