//! `selfplay`: plays a seeded random game and shows the board after every
//! move, or tallies many random playouts.
//!
//! ```text
//! selfplay GAME [--seed N] [--position TEXT] [--option KEY=VALUE]... [--max-plies N] [--trace] [--lap-budget N]
//! selfplay GAME --games N [--seed N] [--position TEXT] [--option KEY=VALUE]... [--max-plies N]
//! ```
//!
//! Games whose rules end on a repetition end when a position occurs a
//! second time, with the result their rules give.
//!
//! With `--trace`, every step of each move is printed before the board:
//! laps (where they start and end), captures, choices and why the turn
//! ended.
//!
//! Every move is drawn uniformly among the legal whole-turn moves with
//! `fanga_core::SplitMix64` seeded with N (default 0), so a seed always
//! replays the same game. The last line is `result: S wins (...)` or
//! similar, or `result: unfinished` when the ply limit (default 1,000) is
//! reached first.
//!
//! Every turn is played exactly, however long. With `--lap-budget N`, no
//! turn sows more than N laps: moves whose turns are still undecided then
//! are left out of the draw, and a position whose every move is undecided
//! ends the game with `result: undecided (...)`.
//!
//! With `--games N`, it plays N random playouts instead, seeded S, S + 1,
//! ..., S + N - 1 (`fanga_core::playout::random_playouts`: each game's own fast
//! playout, the same games on every machine), and prints how they ended and
//! how long they took:
//!
//! ```text
//! games: 1000, plies: 45625 (45.6 a game)
//! S wins 499, N wins 501, draws 0, unfinished 0
//! ended by: kamo 1000
//! time: 25.3 ms (25.3 µs a game)
//! ```

use fanga_ai::Catalog;
use fanga_core::{ByPlayer, SplitMix64, playout::PlayoutTally};

use crate::args::{Args, Spec, positive};
use crate::io::{Io, Stop, fail};
use crate::tool::entry_points;

/// What the command line accepts.
const SPEC: Spec = Spec {
    usage: "selfplay GAME [--seed N] [--position TEXT] [--option KEY=VALUE]... [--max-plies N] [--trace] [--lap-budget N]\n       selfplay GAME --games N [--seed N] [--position TEXT] [--option KEY=VALUE]... [--max-plies N]",
    positional: &[],
    valued: &["--seed", "--max-plies", "--lap-budget", "--games"],
    switches: &["--trace"],
    about: "Plays a seeded random game and shows the board after every move (--trace: every\n\
         lap, capture and choice of each move). With --games N, plays N seeded random\n\
         playouts and tallies how they ended and how long they took.",
    players: false,
};

entry_points!("selfplay", selfplay, SPEC);

fn selfplay(catalog: &Catalog, args: Args, io: &mut Io<'_>) -> Result<(), Stop> {
    let seed: u64 = args.number("--seed", 0)?;
    let max_plies: u64 = args.positive("--max-plies", 1000)?;
    let trace = args.has("--trace");
    let budget = args.budget()?;
    let mut position = args.position(catalog)?;
    let letters = position.player_letters();
    if let Some(games) = args.value("--games") {
        if trace || args.value("--lap-budget").is_some() {
            return fail("--games plays whole playouts: without --trace or --lap-budget");
        }
        let games: u64 = positive("--games", games)?;
        let Some(end) = seed.checked_add(games) else {
            return fail("--seed plus --games is too large");
        };
        let max = usize::try_from(max_plies).unwrap_or(usize::MAX);
        io.line(format_args!(
            "{} (seeds {seed} to {}; {})",
            position.game(),
            end.saturating_sub(1),
            position.option_assignments().join(" ")
        ))?;
        #[allow(clippy::disallowed_methods, reason = "native only")]
        let clock = std::time::Instant::now();
        let tally = position.random_playouts(seed..end, max);
        let time = clock.elapsed();
        return playouts_summary(io, &tally, letters, time);
    }
    let mut rng = SplitMix64::new(seed);
    io.line(format_args!(
        "{} (seed {seed}; {})",
        position.game(),
        position.option_assignments().join(" ")
    ))?;
    io.line(format_args!("position: {position}"))?;
    io.line(position.diagram())?;
    let mut ply = 0;
    let mut seen = std::collections::HashSet::new();
    loop {
        if let Some(outcome) = position.outcome() {
            return io.line(format_args!("result: {}", outcome.describe(letters)));
        }
        if let Some(outcome) = position.repetition_outcome()
            && !seen.insert(position.to_string())
        {
            return io.line(format_args!("result: {}", outcome.describe(letters)));
        }
        if ply == max_plies {
            return io.line(format_args!("result: unfinished (ply limit {max_plies})"));
        }
        let moves = position.moves(budget);
        if moves.decided.is_empty() {
            return io.line(format_args!(
                "result: undecided (every move's turn runs past the lap budget of {budget} laps)"
            ));
        }
        let m = moves.decided[rng.below(moves.decided.len())].clone();
        let (steps, next) = position.play_text_traced(&m, budget).or_else(fail)?;
        ply += 1;
        io.line("")?;
        io.line(format_args!("{ply}. {} {m}", letters[position.turn()]))?;
        if trace {
            for step in steps.lines() {
                io.line(format_args!("   {step}"))?;
            }
        }
        position = next;
        let diagram = position.diagram();
        // A finished game's diagram ends with its outcome, which the
        // `result:` line below says again: say it once, there.
        let said = position.outcome().map(|o| o.describe(letters));
        match diagram.rsplit_once('\n') {
            Some((board, last)) if Some(last.trim()) == said.as_deref() => io.line(board)?,
            _ => io.line(diagram)?,
        }
    }
}

/// The lines of `--games`.
fn playouts_summary(
    io: &mut Io<'_>,
    tally: &PlayoutTally,
    letters: ByPlayer<char>,
    time: std::time::Duration,
) -> Result<(), Stop> {
    let per = |x: f64| {
        if tally.games == 0 {
            0.0
        } else {
            x / tally.games as f64
        }
    };
    let plies = tally.plies as f64;
    io.line(format_args!(
        "games: {}, plies: {} ({:.1} a game)",
        tally.games,
        tally.plies,
        per(plies)
    ))?;
    io.line(format_args!(
        "{} wins {}, {} wins {}, draws {}, unfinished {}",
        letters.south,
        tally.wins.south,
        letters.north,
        tally.wins.north,
        tally.draws,
        tally.unfinished
    ))?;
    if !tally.reasons.is_empty() {
        let reasons: Vec<String> = tally
            .reasons
            .iter()
            .map(|(r, n)| format!("{r} {n}"))
            .collect();
        io.line(format_args!("ended by: {}", reasons.join(", ")))?;
    }
    io.line(format_args!(
        "time: {:.1} ms ({:.1} µs a game)",
        time.as_secs_f64() * 1e3,
        per(time.as_secs_f64() * 1e6)
    ))
}
