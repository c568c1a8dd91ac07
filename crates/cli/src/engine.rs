//! `engine`: the engine protocol, a computer player for every game of the
//! catalog, driven by lines on the input and answering on the output
//! (`docs/engine-protocol.md`).
//!
//! ```text
//! > game NAME
//! > position startpos moves M1; M2
//! > go movetime 100
//! < info depth 1 score cs 100 nodes 8 time 0 pv M3
//! < ...
//! < bestmove M3
//! > quit
//! ```

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{Scope, ScopedJoinHandle};
use std::time::Duration;

use fanga_ai::{
    Catalog, Engine, Go, Info, Level, Limits, ParsePlayerSpecError, PlayerSpec, SESSION_LAPS,
};
use fanga_core::LapBudget;
use fanga_core::catalog::Extensions;
use fanga_core::text::excerpt;

use crate::help::help;
use crate::io::{Io, Stop, fail};
use crate::tables::any_table_extensions;
use crate::tool::entry_points;

/// One line on the output, whole, whoever writes it.
struct Out<'a>(Mutex<&'a mut (dyn Write + Send)>);

impl Out<'_> {
    fn line(&self, text: impl std::fmt::Display) {
        let mut out = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let _ = writeln!(out, "{text}");
        let _ = out.flush();
    }
}

/// The session, here or lent to a running search.
enum State<'scope> {
    Idle(Option<Box<dyn Engine>>),
    /// The search, its stop flag, and whether it has answered `bestmove`.
    Searching(
        ScopedJoinHandle<'scope, Box<dyn Engine>>,
        Arc<AtomicBool>,
        Arc<AtomicBool>,
    ),
}

const ABOUT: &str = "--endgame-file PATH: the alpha-beta and greedy players of the game whose table\n\
PATH holds (a file `solve GAME --endgame-file PATH` wrote, for a game that declares\n\
endgame tables) evaluate with it, on a board of the table's size; exact wherever a\n\
search reaches the table.";

const USAGE: &str = "usage: engine [--endgame-file PATH] (then commands on stdin: fanga, isready, game NAME [KEY=VALUE]..., position startpos|TEXT [moves M; M; ...], moves, show, lapbudget [N|unlimited], go [player SPEC|level NAME] [depth N] [nodes N] [movetime MS] [infinite] [seed N], stop, quit; docs/engine-protocol.md)";

entry_points!(raw "engine", engine);

fn engine(catalog: &Catalog, args: Vec<String>, io: &mut Io<'_>) -> Result<(), Stop> {
    let mut extensions = Extensions::new();
    let mut args = args.into_iter();
    while let Some(a) = args.next() {
        if a == "--help" || a == "-h" {
            return io.text(help(
                catalog,
                USAGE.trim_start_matches("usage: "),
                ABOUT,
                true,
            ));
        }
        if a == "--endgame-file" {
            let Some(path) = args.next() else {
                return fail("--endgame-file needs a value");
            };
            extensions = any_table_extensions(catalog, &path)?;
            continue;
        }
        return fail(format!("unexpected argument `{}` ({USAGE})", excerpt(&a)));
    }
    let out = Out(Mutex::new(&mut *io.output));
    let input = &mut *io.input;
    std::thread::scope(|scope| {
        let mut state = State::Idle(None);
        // The lap budget of every session, kept across `game`.
        let mut budget = SESSION_LAPS;
        let mut text = String::new();
        loop {
            text.clear();
            match crate::io::read_line(input, &mut text) {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
            let line = text.trim();
            if line.is_empty() {
                continue;
            }
            let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
            let rest = rest.trim();
            match word {
                "isready" => out.line("readyok"),
                "stop" => state = finish(state, true),
                "quit" => {
                    let _ = finish(state, true);
                    return;
                }
                "fanga" => {
                    out.line(format!(
                        "id name fanga engine {}",
                        env!("CARGO_PKG_VERSION")
                    ));
                    let games: Vec<&str> = catalog.entries().map(fanga_ai::Entry::name).collect();
                    out.line(format!("id games {}", games.join(" ")));
                    out.line(format!("id levels {}", Level::NAMES.join(" ")));
                    out.line("fangaok");
                }
                _ => {
                    // A search that has answered gives the session back (its
                    // thread ends right after `bestmove`).
                    if let State::Searching(_, _, answered) = &state
                        && answered.load(Ordering::Acquire)
                    {
                        state = finish(state, false);
                    }
                    let State::Idle(session) = &mut state else {
                        out.line("error a search is running: send stop first");
                        continue;
                    };
                    let context = Context {
                        catalog,
                        extensions: &extensions,
                        out: &out,
                    };
                    match command(&context, word, rest, session, &mut budget) {
                        Ok(Some(go)) => {
                            if let Some(s) = session.take() {
                                state = search(scope, s, go, &out);
                            }
                        }
                        Ok(None) => {}
                        Err(e) => out.line(format!("error {e}")),
                    }
                }
            }
        }
        // End of input: let a running search end by its budget.
        let _ = finish(state, false);
    });
    Ok(())
}

/// Waits for a running search (stopping it first if `stop`), and takes the
/// session back.
fn finish(state: State<'_>, stop: bool) -> State<'_> {
    match state {
        State::Searching(handle, flag, _) => {
            if stop {
                flag.store(true, Ordering::Relaxed);
            }
            State::Idle(handle.join().ok())
        }
        idle @ State::Idle(_) => idle,
    }
}

/// Runs `go` on its own thread, printing `info` lines and `bestmove`.
fn search<'scope>(
    scope: &'scope Scope<'scope, '_>,
    mut session: Box<dyn Engine>,
    go: Go,
    out: &'scope Out<'_>,
) -> State<'scope> {
    let flag = Arc::clone(&go.stop);
    let answered = Arc::new(AtomicBool::new(false));
    let done = Arc::clone(&answered);
    let handle = scope.spawn(move || {
        let best = session.go(go, &mut |info: &Info| out.line(info));
        // Marked before the answer: a command read after `bestmove` finds it.
        done.store(true, Ordering::Release);
        match best {
            Some(info) => out.line(format!("bestmove {}", info.mv)),
            None => out.line("bestmove (none)"),
        }
        session
    });
    State::Searching(handle, flag, answered)
}

/// What every command reads: the games, the tables, the output.
struct Context<'a, 'o> {
    catalog: &'a Catalog,
    extensions: &'a Extensions,
    out: &'a Out<'o>,
}

/// Carries out a command on the idle session under the lap budget `budget`
/// (which `lapbudget` sets); `Ok(Some(go))` starts a search.
fn command(
    context: &Context<'_, '_>,
    word: &str,
    rest: &str,
    session: &mut Option<Box<dyn Engine>>,
    budget: &mut LapBudget,
) -> Result<Option<Go>, String> {
    let Context {
        catalog,
        extensions,
        out,
    } = *context;
    match word {
        "game" => {
            let mut parts = rest.split_whitespace();
            let name = parts
                .next()
                .ok_or("game needs a name: `game NAME KEY=VALUE ...`")?;
            let options: Vec<&str> = parts.collect();
            let mut s = catalog
                .session(name, &options, extensions)
                .map_err(|e| e.to_string())?;
            s.set_lap_budget(*budget);
            *session = Some(s);
            Ok(None)
        }
        "position" => {
            let s = session.as_mut().ok_or("no game: send `game NAME` first")?;
            let (text, moves) = match rest.split_once(" moves") {
                Some((t, m)) if m.is_empty() || m.starts_with(char::is_whitespace) => {
                    (t.trim(), m.trim())
                }
                _ => (rest.trim(), ""),
            };
            let moves: Vec<&str> = moves
                .split(';')
                .map(str::trim)
                .filter(|m| !m.is_empty())
                .collect();
            let text = match text {
                "startpos" => None,
                "" => return Err("position needs `startpos` or a position text".into()),
                t => Some(t),
            };
            s.set_position(text, &moves).map_err(|e| e.to_string())?;
            Ok(None)
        }
        "moves" => {
            let s = session.as_ref().ok_or("no game: send `game NAME` first")?;
            let moves = s.legal_moves();
            out.line(format!("moves {}", moves.decided.join("; ")));
            if !moves.is_complete() {
                let undecided: Vec<&str> = moves.undecided.iter().map(|u| u.mv.as_str()).collect();
                out.line(format!(
                    "undecided laps {budget} moves {}",
                    undecided.join("; ")
                ));
            }
            Ok(None)
        }
        "lapbudget" => {
            if rest.is_empty() {
                out.line(format!("lapbudget {budget}"));
                return Ok(None);
            }
            *budget = rest.parse().map_err(|e| format!("lapbudget: {e}"))?;
            if let Some(s) = session.as_mut() {
                s.set_lap_budget(*budget);
            }
            Ok(None)
        }
        "show" => {
            let s = session.as_ref().ok_or("no game: send `game NAME` first")?;
            out.line(format!("position {}", s.position()));
            for l in s.diagram().lines() {
                out.line(format!("diagram {l}"));
            }
            if let Some(r) = s.result() {
                out.line(format!("result {r}"));
            }
            Ok(None)
        }
        "go" => {
            if session.is_none() {
                return Err("no game: send `game NAME` first".into());
            }
            go(rest).map(Some)
        }
        _ => Err(format!(
            "unknown command `{}` (fanga, isready, game, position, moves, show, lapbudget, go, stop, quit)",
            excerpt(word)
        )),
    }
}

/// `go [player SPEC | level NAME] [depth N] [nodes N] [movetime MS]
/// [infinite] [seed N]`.
fn go(rest: &str) -> Result<Go, String> {
    let mut player: Option<PlayerSpec> = None;
    let mut limits = Limits::default();
    let mut bounded = false;
    let mut infinite = false;
    let mut seed = 0;
    let mut words = rest.split_whitespace();
    while let Some(w) = words.next() {
        let mut value = || words.next().ok_or(format!("go: `{w}` needs a value"));
        let number = |v: &str| {
            v.parse::<u64>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or(format!("go: `{w} {v}`: a positive whole number"))
        };
        match w {
            "player" | "level" => {
                let v = value()?;
                player = Some(v.parse().map_err(|e: ParsePlayerSpecError| e.to_string())?);
            }
            "depth" => {
                let v = number(value()?)?;
                limits.depth = Some(u32::try_from(v).unwrap_or(u32::MAX));
                bounded = true;
            }
            "nodes" => {
                limits.nodes = Some(number(value()?)?);
                bounded = true;
            }
            "movetime" => {
                limits.time = Some(Duration::from_millis(number(value()?)?));
                bounded = true;
            }
            "seed" => {
                let v = value()?;
                seed = v
                    .parse()
                    .map_err(|_| format!("go: `seed {v}`: a whole number"))?;
            }
            "infinite" => infinite = true,
            _ => return Err(format!("go: unknown word `{}`", excerpt(w))),
        }
    }
    let player = match player {
        // Explicit limits replace the player's own.
        Some(PlayerSpec::AlphaBeta(_)) if bounded || infinite => PlayerSpec::AlphaBeta(limits),
        Some(PlayerSpec::Mcts(_, c)) if bounded || infinite => {
            if !bounded {
                // Simulations until `stop`.
                limits.nodes = Some(u64::MAX);
            }
            PlayerSpec::Mcts(limits, c)
        }
        Some(p) => p,
        None if bounded || infinite => PlayerSpec::AlphaBeta(limits),
        None => Level::Hard.spec(),
    };
    Ok(Go {
        player,
        seed,
        stop: Arc::new(AtomicBool::new(false)),
        clock: None,
    })
}
