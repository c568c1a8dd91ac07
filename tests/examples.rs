//! The examples' command-line interfaces, which other checks depend on. Cargo
//! builds the examples before it runs the tests; these tests run them. Each
//! test needs the games it plays and, for the computer players, `ai`: with
//! fewer features, the others run and the helpers they leave unused are allowed.
#![cfg_attr(
    not(all(
        feature = "ai",
        feature = "katro",
        feature = "katra-fandatsaka",
        feature = "katra-sakalava",
        feature = "mangala",
        feature = "fang",
        feature = "oware",
        feature = "kalah",
        feature = "fanorona"
    )),
    allow(dead_code)
)]

use std::path::PathBuf;
use std::process::{Command, Output};

fn example(name: &str) -> PathBuf {
    let mut dir = std::env::current_exe().expect("the test binary");
    dir.pop(); // deps
    if dir.ends_with("deps") {
        dir.pop();
    }
    dir.join("examples")
        .join(format!("{name}{}", std::env::consts::EXE_SUFFIX))
}

fn run(name: &str, args: &[&str]) -> Output {
    let path = example(name);
    assert!(
        path.exists(),
        "{} is missing: plain `cargo test` builds the examples, `cargo test --test examples` alone does not",
        path.display()
    );
    Command::new(path)
        .args(args)
        .output()
        .expect("the example runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

#[test]
#[cfg(all(feature = "katro", feature = "fanorona"))]
fn perft_prints_every_depth() {
    let o = run("perft", &["katro", "3", "--option", "columns=4"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o), "perft 1 16\nperft 2 220\nperft 3 2456\n");
    let o = run("perft", &["fanorona-telo", "2", "--divide"]);
    let out = stdout(&o);
    assert!(
        out.contains("b2: 8\n") && out.ends_with("perft 1 9\nperft 2 72\n"),
        "{out}"
    );
}

#[test]
#[cfg(all(feature = "katro", feature = "kalah"))]
fn moves_prints_positions_and_results() {
    let o = run(
        "moves",
        &[
            "katro",
            "--position",
            "0,0,0,0,0,0/0,0,0,0,0,0/2,1,2,1,2,1/3,2,1,0,1,2 S",
        ],
    );
    assert!(o.status.success());
    let out = stdout(&o);
    assert!(out.lines().any(|l| l == "a2:ccw -> N wins"), "{out}");
    assert!(out.lines().any(|l| l == "b1:cw -> N wins"), "{out}");
    assert_eq!(out.lines().count(), 22);
    // A finished position prints nothing and exits 0.
    let o = run(
        "moves",
        &[
            "kalah",
            "--position",
            "0,0,0,0,0,0/1,0,0,0,0,0 S store=20,27",
        ],
    );
    assert!(o.status.success() && o.stdout.is_empty());
}

#[test]
#[cfg(feature = "kalah")]
fn oracle_scores_give_the_start_and_each_player_s_count_at_the_end() {
    // `--scores`, for the cross-checks of tools/ludii and tools/abstractplay:
    // the start under the options given, and a move that ends the game
    // followed by each player's count, South first (e1 captures North's
    // last seed, 20 + 2 against 26).
    let o = piped(
        "oracle",
        &["--scores"],
        "kalah\tstart\nkalah\t0,0,0,0,0,1/0,0,0,0,1,0 S store=20,26\n",
    );
    assert!(o.status.success(), "{o:?}");
    assert_eq!(
        stdout(&o),
        "start -> 4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0\n\ne1 -> N wins score 22 26\n\n"
    );
    // Without the flag, `start` is not a position: one line that says why,
    // and the run goes on.
    let o = piped("oracle", &[], "kalah\tstart\n");
    assert!(
        stdout(&o).starts_with("error: bad position"),
        "{}",
        stdout(&o)
    );
}

#[test]
#[cfg(all(feature = "katro", feature = "oware"))]
fn selfplay_replays_a_seed_and_ends_with_the_result() {
    let a = stdout(&run("selfplay", &["katro", "--seed", "5", "--trace"]));
    let b = stdout(&run("selfplay", &["katro", "--seed", "5", "--trace"]));
    assert_eq!(a, b);
    assert!(a.ends_with("result: N wins (all seeds taken)\n"), "{a}");
    assert!(a.contains("   take 2 from e2\n"));
    let cut = stdout(&run("selfplay", &["oware", "--max-plies", "3"]));
    assert!(cut.ends_with("result: unfinished (ply limit 3)\n"), "{cut}");
}

#[test]
#[cfg(feature = "katro")]
fn selfplay_games_tallies_the_seeded_games() {
    // The summary of seeds 3 to 22 is the tally of the 20 games one by one.
    let (mut wins, mut plies) = ([0u32; 2], 0u32);
    for seed in 3..23 {
        let game = stdout(&run("selfplay", &["katro", "--seed", &seed.to_string()]));
        plies += game.lines().filter(|l| l.contains(". ")).count() as u32;
        let result = game.lines().last().unwrap();
        if result.starts_with("result: S wins") {
            wins[0] += 1;
        } else if result.starts_with("result: N wins") {
            wins[1] += 1;
        } else {
            panic!("{result}");
        }
    }
    let o = run("selfplay", &["katro", "--games", "20", "--seed", "3"]);
    assert!(o.status.success());
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("katro (seeds 3 to 22; "), "{out}");
    assert!(
        lines[1].starts_with(&format!("games: 20, plies: {plies} (")),
        "{out}"
    );
    assert_eq!(
        lines[2],
        format!(
            "S wins {}, N wins {}, draws 0, unfinished 0",
            wins[0], wins[1]
        )
    );
    assert!(lines[3].starts_with("ended by: "), "{out}");
    assert!(lines[4].starts_with("time: "), "{out}");
}

#[test]
#[cfg(all(
    feature = "ai",
    feature = "katro",
    feature = "fanorona",
    feature = "kalah"
))]
fn bad_arguments_are_one_line_and_exit_2() {
    for (name, args) in [
        ("perft", &["nope", "1"][..]),
        ("perft", &["katro", "x"]),
        ("perft", &["katro"]),
        ("perft", &["katro", "1", "--bogus"]),
        ("moves", &["katro", "--position", "2,2 S"]),
        ("moves", &["katro", "--option", "columns=5"]),
        ("moves", &["katro", "--position"]),
        ("selfplay", &["katro", "--seed", "-1"]),
        ("selfplay", &["fanorona", "--option", "vela_opener=winner"]),
        ("selfplay", &["kalah", "--max-plies", "many"]),
        ("selfplay", &["katro", "--games", "5", "--trace"]),
        ("selfplay", &["katro", "--games", "5", "--lap-budget", "9"]),
        ("selfplay", &["katro", "--games", "x"]),
        ("moves", &["katro", "--lap-budget", "-5"]),
        ("perft", &["katro", "1", "--lap-budget", "lots"]),
        ("solve", &["nope"]),
        ("solve", &["kalah", "--memory", "0"]),
        ("solve", &["kalah", "--endgame", "x"]),
        ("solve", &["kalah", "--option", "houses=7"]),
    ] {
        let o = run(name, args);
        let err = String::from_utf8(o.stderr).unwrap();
        assert_eq!(o.status.code(), Some(2), "{name} {args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{name} {args:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
        assert!(o.stdout.is_empty());
    }
}

#[test]
#[cfg(all(
    feature = "ai",
    feature = "fang",
    feature = "fanorona",
    feature = "kalah"
))]
fn solve_prints_the_value_every_move_and_the_cost() {
    let o = run(
        "solve",
        &["kalah", "--option", "houses=3", "--option", "seeds=3"],
    );
    assert!(o.status.success());
    let text = stdout(&o);
    for line in [
        "game: kalah (houses=3, seeds=3)",
        "position: 3,3,3/3,3,3 S store=0,0",
        "method: search",
        "value: S to move: win by 2",
        "moves (value for the player to move):",
        "principal variation: ",
        "positions: ",
        "time: ",
    ] {
        assert!(text.contains(line), "{line}\n{text}");
    }
    let best = text.lines().filter(|l| l.ends_with("  best")).count();
    assert!(best >= 1, "{text}");
    assert!(
        text.lines()
            .any(|l| l.trim_start().starts_with("b1 ") && l.ends_with("win by 2  best"))
    );

    let o = run("solve", &["fang", "--option", "cups=6", "--no-moves"]);
    let text = stdout(&o);
    assert!(text.contains("value: S to move: draw\n"), "{text}");
    assert!(!text.contains("moves ("), "{text}");

    let o = run("solve", &["fanorona-telo"]);
    let text = stdout(&o);
    assert!(text.contains("method: retrograde analysis"), "{text}");
    assert!(text.contains("value: W to move: win in 9 plies"), "{text}");
    assert!(
        text.contains("positions: 5,390 reachable, 1,208 of them drawn"),
        "{text}"
    );
}

#[test]
#[cfg(all(feature = "ai", feature = "katro", feature = "oware"))]
fn solve_says_why_it_cannot() {
    let o = run("solve", &["oware"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stdout(&o).contains("not solved: oware cannot be solved: it ends on repeated positions")
    );
    let o = run(
        "solve",
        &[
            "katro",
            "--option",
            "columns=4",
            "--memory",
            "1",
            "--no-moves",
        ],
    );
    assert_eq!(o.status.code(), Some(1));
    let text = stdout(&o);
    // Out of reach: refused after a first try of a sixteenth of the cap.
    for line in [
        "not solved: out of reach of the memory cap of 1 MiB: about ",
        " (the growth of the breadth-first levels, extended until they fade: ",
        " bytes a position took in a first try (which found ",
        " positions in 64 KiB)",
    ] {
        assert!(text.contains(line), "{line}\n{text}");
    }
}

#[test]
#[cfg(feature = "katro")]
fn the_lap_budget_leaves_long_turns_undecided() {
    let long = "0,0,0,0,0,0/0,0,0,0,0,0/5,2,3,2,6,3/4,9,1,4,5,4 S";
    let o = run(
        "moves",
        &["katro", "--position", long, "--lap-budget", "100000"],
    );
    assert!(o.status.success());
    let out = stdout(&o);
    assert!(
        out.ends_with("d2:cw -> undecided after 100000 laps\n"),
        "{out}"
    );
    assert!(out.contains("d2:ccw -> "), "{out}");
    let o = run(
        "perft",
        &["katro", "2", "--position", long, "--lap-budget", "100_000"],
    );
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(o.stderr).unwrap(),
        "perft: the turn of `d2:cw` was still undecided after 100000 laps (the lap budget)\n"
    );
    // A budget that covers every turn changes nothing.
    let exact = stdout(&run("selfplay", &["katro", "--seed", "5", "--trace"]));
    let budgeted = stdout(&run(
        "selfplay",
        &["katro", "--seed", "5", "--trace", "--lap-budget", "1000000"],
    ));
    assert_eq!(exact, budgeted);
    let o = run(
        "selfplay",
        &["katro", "--position", long, "--lap-budget", "0"],
    );
    assert!(
        stdout(&o).ends_with(
            "result: undecided (every move's turn runs past the lap budget of 0 laps)\n"
        ),
        "{}",
        stdout(&o)
    );
}

/// Runs example `name` with `args` and `input` on stdin (`NO_COLOR`
/// unset); what it wrote.
fn piped(name: &str, args: &[&str], input: &str) -> Output {
    use std::io::Write as _;
    let mut child = Command::new(example(name))
        .args(args)
        .env_remove("NO_COLOR")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the example runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// Runs the engine with `input` on stdin; its stdout.
fn engine(input: &str) -> String {
    let o = piped("engine", &[], input);
    assert!(o.status.success());
    stdout(&o)
}

#[test]
#[cfg(all(
    feature = "ai",
    feature = "katro",
    feature = "kalah",
    feature = "katra-sakalava"
))]
fn engine_answers_the_protocol() {
    let out = engine(
        "fanga\nisready\ngame kalah\nposition startpos moves c1 f1; e2 a2\nmoves\nshow\ngo depth 4\n",
    );
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("id name fanga engine "), "{out}");
    assert!(lines[1].starts_with("id games katro "), "{out}");
    assert_eq!(lines[2], "id levels easy medium hard max");
    assert_eq!(lines[3], "fangaok");
    assert_eq!(lines[4], "readyok");
    let moves = lines[5].strip_prefix("moves ").unwrap();
    assert!(lines[6].starts_with("position "), "{out}");
    let infos = lines
        .iter()
        .filter(|l| l.starts_with("info depth "))
        .count();
    assert_eq!(infos, 4, "{out}");
    let best = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
    assert!(
        moves.split("; ").any(|m| m == best),
        "{best} not in {moves}"
    );
    // The same search, the same answer (but for the time and speed).
    let untimed = |out: &str| -> Vec<String> {
        out.lines()
            .map(|l| {
                let words: Vec<&str> = l.split(' ').collect();
                let mut kept = Vec::new();
                let mut i = 0;
                while i < words.len() {
                    if words[i] == "time" || words[i] == "nps" {
                        i += 2;
                    } else {
                        kept.push(words[i]);
                        i += 1;
                    }
                }
                kept.join(" ")
            })
            .collect()
    };
    assert_eq!(
        untimed(&out),
        untimed(&engine(
            "fanga\nisready\ngame kalah\nposition startpos moves c1 f1; e2 a2\nmoves\nshow\ngo depth 4\n"
        ))
    );
}

#[test]
#[cfg(all(feature = "ai", feature = "katro"))]
fn engine_errors_are_one_line_and_the_session_goes_on() {
    let out = engine(
        "go depth 2\nposition startpos\ngame nope\ngame katro columns=5\ngame katro columns=4\n\
         position startpos moves a2:cw; zz\nposition 1,2 S\nfrobnicate\ngo depth x\ngo player ab:0\n\
         position startpos moves a2:cw\ngo player mcts:50 seed 3\n",
    );
    let lines: Vec<&str> = out.lines().collect();
    let errors: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| l.starts_with("error "))
        .collect();
    assert_eq!(errors.len(), 9, "{out}");
    assert!(errors[0].contains("no game"), "{out}");
    assert!(errors[2].contains("unknown game `nope`"), "{out}");
    assert!(errors[4].contains("move 2 `zz`"), "{out}");
    assert!(lines.last().unwrap().starts_with("bestmove "), "{out}");
}

/// Two turns of this katra fandatsaka position relay for about two million
/// laps before they are proven endless: decided at once exactly, undecided
/// under 1,000 laps.
#[cfg(all(feature = "ai", feature = "katra-fandatsaka"))]
const LONG_TURNS: &str =
    "3,0,2,2,1,1,1,0/1,0,0,0,1,0,3,0/1,2,1,4,22,4,3,2/0,1,2,1,2,1,2,1 S reserve=0,0";

#[test]
#[cfg(all(feature = "ai", feature = "katra-fandatsaka"))]
fn engine_lists_undecided_moves_apart_under_its_lap_budget() {
    let out = engine(&format!(
        "lapbudget
lapbudget 1000
game katra-fandatsaka
position {LONG_TURNS}
moves
         position {LONG_TURNS} moves d2:cw
lapbudget ten
lapbudget unlimited
lapbudget
moves
         position {LONG_TURNS} moves d2:cw
show
"
    ));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "lapbudget 20000000", "{out}");
    let bounded = lines[1].strip_prefix("moves ").unwrap();
    assert!(!bounded.split("; ").any(|m| m == "d2:cw"), "{out}");
    assert_eq!(lines[2], "undecided laps 1000 moves d2:cw; h2:ccw", "{out}");
    assert_eq!(
        lines[3],
        "error move 1 `d2:cw`: its turn was still undecided after 1000 laps (the lap budget)"
    );
    assert!(
        lines[4].starts_with("error lapbudget: `ten` is not a lap budget"),
        "{out}"
    );
    assert_eq!(lines[5], "lapbudget unlimited", "{out}");
    let exact = lines[6].strip_prefix("moves ").unwrap();
    assert_eq!(exact.split("; ").count(), bounded.split("; ").count() + 2);
    assert!(lines[7].starts_with("position "), "{out}");
    assert!(lines.contains(&"result N wins (infinite turn)"), "{out}");
}

#[test]
#[cfg(all(
    feature = "ai",
    feature = "katra-fandatsaka",
    feature = "fang",
    feature = "kalah"
))]
fn engine_stops_on_request_and_ends_with_its_input() {
    // An unbounded search of katra fandatsaka runs until `stop`.
    let out =
        engine("game katra-fandatsaka\nposition startpos\ngo infinite\nisready\nstop\nisready\n");
    let lines: Vec<&str> = out.lines().collect();
    // `isready` is answered while the search runs (its `info` lines may
    // come first on a busy machine), so before the `bestmove` that `stop`
    // brings.
    let ready = lines.iter().position(|l| *l == "readyok");
    let best = lines.iter().position(|l| l.starts_with("bestmove "));
    assert!(ready.is_some() && best.is_some() && ready < best, "{out}");
    assert_eq!(lines.last(), Some(&"readyok"), "{out}");
    // Without `stop`, the end of the input waits for the search's budget.
    let out = engine("game fang\nposition startpos\ngo nodes 500\n");
    assert!(
        out.lines().last().unwrap().starts_with("bestmove "),
        "{out}"
    );
    // A finished game has no move.
    let out =
        engine("game kalah\nposition 0,0,0,0,0,0/1,0,0,0,0,0 S store=20,27\nshow\ngo depth 2\n");
    assert!(out.contains("result N wins"), "{out}");
    assert!(out.ends_with("bestmove (none)\n"), "{out}");
}

#[test]
#[cfg(all(feature = "ai", feature = "fang"))]
fn tournament_plays_every_pair_and_writes_records() {
    let dir = std::env::temp_dir().join(format!("fanga-tournament-{}", std::process::id()));
    let d = dir.to_str().unwrap();
    let args = [
        "fang",
        "--players",
        "random,greedy,ab:d3",
        "--games",
        "4",
        "--records",
        d,
    ];
    let o = run("tournament", &args);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    for pair in ["random vs greedy", "random vs ab:d3", "greedy vs ab:d3"] {
        assert!(out.contains(&format!("| {pair} | 4 |")), "{out}");
    }
    assert!(out.contains("| ab:d3 | 8 |"), "{out}");
    // The same seed, the same tournament.
    let again = run("tournament", &args);
    assert_eq!(stdout(&again), out);
    let records: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
    assert_eq!(records.len(), 12);
    let r = std::fs::read_to_string(dir.join("random-vs-ab_d3-1.txt")).unwrap();
    assert!(
        r.starts_with("game fang\n") && r.contains("\nresult "),
        "{r}"
    );
    let _ = std::fs::remove_dir_all(&dir);
    for bad in [
        &["fang"][..],
        &["fang", "--players", "greedy"],
        &["fang", "--players", "greedy,nope"],
    ] {
        let o = run("tournament", bad);
        assert_eq!(o.status.code(), Some(2), "{bad:?}");
        assert_eq!(
            String::from_utf8_lossy(&o.stderr).lines().count(),
            1,
            "{bad:?}"
        );
    }
}

/// The games of a log, without the fields that vary from run to run or
/// that `--balanced` adds.
fn logged_games(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| {
            let head = l.split(",\"seconds\":").next().unwrap();
            head.to_string()
        })
        .collect()
}

#[test]
#[cfg(all(feature = "ai", feature = "kalah"))]
fn tournament_balanced_openings_are_searched_even_and_redrawn() {
    let dir = std::env::temp_dir();
    let pid = std::process::id();
    let plain = dir.join(format!("fanga-balanced-plain-{pid}.jsonl"));
    let even = dir.join(format!("fanga-balanced-even-{pid}.jsonl"));
    let wide = dir.join(format!("fanga-balanced-wide-{pid}.jsonl"));
    for f in [&plain, &even, &wide] {
        let _ = std::fs::remove_file(f);
    }
    let tournament = |log: &std::path::Path, extra: &[&str]| {
        let mut args = vec![
            "kalah",
            "--players",
            "greedy,ab:d2",
            "--games",
            "6",
            "--log",
            log.to_str().unwrap(),
        ];
        args.extend_from_slice(extra);
        let o = run("tournament", &args);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        (stdout(&o), std::fs::read_to_string(log).unwrap())
    };
    let (_, plain_log) = tournament(&plain, &[]);
    let (out, even_log) = tournament(&even, &["--balanced", "0.5", "--balance-nodes", "3000"]);
    assert!(out.contains("balanced within 0.5 seeds"), "{out}");
    let mut redrawn = 0;
    for line in even_log.lines() {
        assert!(line.contains("\"balanced\":0.5,"), "{line}");
        let tries: u64 = line
            .split("\"opening_tries\":")
            .nth(1)
            .and_then(|t| t.split(',').next())
            .unwrap()
            .parse()
            .unwrap();
        let score: i32 = line
            .split("\"opening_score\":")
            .nth(1)
            .and_then(|t| t.strip_suffix('}'))
            .unwrap()
            .parse()
            .unwrap();
        assert!(tries >= 1 && score.abs() <= 50, "{line}");
        redrawn += usize::from(tries > 1);
    }
    // Kalah's random openings are rarely within half a seed: some were
    // drawn again, so the games differ from the plain ones.
    assert!(redrawn > 0, "{even_log}");
    assert_ne!(logged_games(&even_log), logged_games(&plain_log));
    // The first draw is the plain opening: a margin nothing exceeds plays
    // the plain games.
    let (_, wide_log) = tournament(&wide, &["--balanced", "1000", "--balance-nodes", "3000"]);
    assert_eq!(logged_games(&wide_log), logged_games(&plain_log));
    for f in [&plain, &even, &wide] {
        let _ = std::fs::remove_file(f);
    }
    for bad in ["-1", "x", "NaN", "1e9"] {
        let o = run(
            "tournament",
            &["kalah", "--players", "random,greedy", "--balanced", bad],
        );
        assert_eq!(o.status.code(), Some(2), "{bad}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            err.contains("--balanced") && err.lines().count() == 1,
            "{err}"
        );
    }
    // The search's budget alone is a mistake, not ignored.
    let o = run(
        "tournament",
        &[
            "kalah",
            "--players",
            "random,greedy",
            "--balance-nodes",
            "10",
        ],
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--balanced, which is missing"));
}

#[test]
#[cfg(all(feature = "ai", feature = "katro"))]
fn tournament_logs_each_game_and_plays_a_player_against_itself() {
    let log = std::env::temp_dir().join(format!("fanga-tournament-{}.jsonl", std::process::id()));
    let _ = std::fs::remove_file(&log);
    let l = log.to_str().unwrap();
    let args = [
        "katro",
        "--players",
        "ab:d2,ab:d2",
        "--games",
        "3",
        "--no-swap",
        "--log",
        l,
    ];
    let o = run("tournament", &args);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    assert!(out.contains("the first player named South"), "{out}");
    assert!(out.contains("ab:d2 vs ab:d2 ended by: "), "{out}");
    let text = std::fs::read_to_string(&log).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    for (i, line) in lines.iter().enumerate() {
        // One JSON object a game: each opening its own, the first player
        // named always South.
        assert!(
            line.starts_with(
                "{\"game\":\"katro\",\"options\":\"\",\"a\":\"ab:d2\",\"b\":\"ab:d2\""
            ),
            "{line}"
        );
        assert!(line.contains(&format!("\"index\":{i},")), "{line}");
        assert!(line.contains(&format!("\"opening_seed\":{i},")), "{line}");
        assert!(line.contains("\"south\":\"ab:d2\""), "{line}");
        assert!(
            line.contains("\"reason\":\"") && line.ends_with('}'),
            "{line}"
        );
        let result = line.split("\"result\":\"").nth(1).unwrap();
        let score = line.split("\"score\":").nth(1).unwrap();
        // The score is South's.
        match &result[..2] {
            "S\"" => assert!(score.starts_with("1,")),
            "N\"" => assert!(score.starts_with("0,")),
            _ => assert!(score.starts_with("0.5,")),
        }
    }
    // Appended, not overwritten.
    let o = run("tournament", &args);
    assert!(o.status.success());
    assert_eq!(std::fs::read_to_string(&log).unwrap().lines().count(), 6);
    let _ = std::fs::remove_file(&log);
}

#[test]
#[cfg(all(feature = "ai", feature = "bao"))]
fn analyse_replays_a_record_exactly_however_long_its_turns() {
    // Bao's `b2:ccw` here relays for 43 million laps before it is proven
    // endless, past the sessions' default budget: a batch tool decides it.
    let record = "game bao\nstart 1,0,1,0,0,2,0,1/0,0,1,0,0,0,0,1/0,4,9,2,5,1,19,1/1,2,1,4,1,2,5,0 S reserve=0,0 house=0,0 takasia=-\nmove b2:ccw\n";
    let o = piped("analyse", &["-", "--player", "ab:d1"], record);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    assert!(out.contains("\n# S b2:ccw: loss in 1; "), "{out}");
}

#[test]
#[cfg(all(feature = "ai", feature = "kalah"))]
fn analyse_annotates_every_move_and_reads_back() {
    let record =
        "game kalah\noptions\nmove e1\nmove d2 e2 f2\nmove c1 e1\nmove a2\nresult unfinished\n";
    let path = std::env::temp_dir().join(format!("fanga-analyse-{}.txt", std::process::id()));
    std::fs::write(&path, record).unwrap();
    let o = run("analyse", &[path.to_str().unwrap(), "--player", "ab:d3"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[..2], ["game kalah", "options"]);
    for (i, l) in lines.iter().enumerate() {
        if l.starts_with("move ") {
            let note = lines[i + 1];
            let mv = l.strip_prefix("move ").unwrap();
            assert!(
                note.starts_with(&format!("# S {mv}: "))
                    || note.starts_with(&format!("# N {mv}: ")),
                "{out}"
            );
            assert!(note.contains("; best "), "{out}");
        }
    }
    assert_eq!(lines.last(), Some(&"result unfinished"));
    // The annotated record reads back, and analyses the same from stdin.
    let again = piped("analyse", &["-", "--player", "ab:d3"], &out);
    assert_eq!(stdout(&again), out);
    let _ = std::fs::remove_file(&path);
    let o = run("analyse", &["/nonexistent/record"]);
    assert_eq!(o.status.code(), Some(2));
}

/// Runs `play` with `args` and `input` on stdin; its stdout.
fn play(args: &[&str], input: &str) -> String {
    let o = piped("play", args, input);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success() && err.is_empty(), "{args:?}: {err}");
    stdout(&o)
}

/// A whole seeded random game, played through the library: its moves, its
/// result (`S wins (kamo)`) and the final diagram. Seeds are tried from
/// `seed` on until a game ends within `max` plies.
#[cfg(feature = "ai")]
fn random_game(
    game: &str,
    options: &[&str],
    mut seed: u64,
    max: usize,
) -> (Vec<String>, String, String) {
    loop {
        let mut s = fanga::session(game, options).unwrap();
        let mut rng = fanga::core::SplitMix64::new(seed);
        let mut moves: Vec<String> = Vec::new();
        while moves.len() < max {
            let legal = s.legal_moves().decided;
            if legal.is_empty() {
                break;
            }
            moves.push(legal[rng.below(legal.len())].clone());
            let refs: Vec<&str> = moves.iter().map(String::as_str).collect();
            s.set_position(None, &refs).unwrap();
        }
        if let Some(result) = s.result() {
            return (moves, result, s.diagram());
        }
        seed += 1;
    }
}

/// Plays a whole game of `game` by typing it into `play` (two humans):
/// the moves with choices step by step, bad input, undo and redo, and the
/// game saved and loaded back halfway; the example must end it as the
/// library does.
#[cfg(feature = "ai")]
fn play_whole_game(game: &str, options: &[&str]) -> String {
    let (moves, result, diagram) = random_game(game, options, 1, 400);
    let path = std::env::temp_dir().join(format!("fanga-play-{game}-{}.txt", std::process::id()));
    let path = path.to_str().unwrap();
    let mut input = String::new();
    let mut stepped = false;
    for (i, m) in moves.iter().enumerate() {
        if i == 1 {
            input.push_str("zz9\nmoves\nhelp\n");
        }
        if i == 3 {
            input.push_str(&format!("save {path}\nundo\nredo\nload {path}\n"));
        }
        // The first move with a choice, step by step; the others whole.
        match m.find([' ', '-']) {
            Some(k) if !stepped => {
                stepped = true;
                input.push_str(&m[..k]);
                input.push('\n');
                for step in m[k + 1..].split([' ', '-']) {
                    input.push_str(step);
                    input.push('\n');
                }
            }
            _ => {
                input.push_str(m);
                input.push('\n');
            }
        }
    }
    input.push_str("undo\nsave /nonexistent/dir/x\nquit\n");
    let mut args = vec![game, "--south", "human", "--north", "human"];
    for o in options {
        args.extend(["--option", o]);
    }
    let out = play(&args, &input);
    let _ = std::fs::remove_file(path);
    assert!(
        out.contains(&format!("\nGame over: {result}.\n")),
        "{game}: {result}\n{out}"
    );
    assert!(
        out.contains(diagram.trim_end()),
        "{game}: the final board\n{diagram}\n{out}"
    );
    assert!(out.contains("error: `zz9` is not"), "{game}: {out}");
    assert!(out.contains(&format!("saved 3 moves to {path}")), "{out}");
    assert!(out.contains("took back to move 3"), "{out}");
    assert!(
        out.contains(&format!("loaded 3 moves from {path}")),
        "{out}"
    );
    assert!(out.contains("error: /nonexistent/dir/x: "), "{out}");
    // Every move was announced: `12. S c2 a2`, maybe with a note after it.
    for (i, m) in moves.iter().enumerate() {
        let prefix = format!("{}. ", i + 1);
        let announced = out.lines().any(|l| {
            l.strip_prefix(&prefix).is_some_and(|rest| {
                rest.get(1..2) == Some(" ")
                    && rest
                        .get(2..)
                        .is_some_and(|r| r == m || r.starts_with(&format!("{m}   (")))
            })
        });
        assert!(
            announced,
            "{game}: move {} `{m}` never announced\n{out}",
            i + 1
        );
    }
    assert!(!out.contains('\x1b'), "no colour through a pipe");
    out
}

#[test]
#[cfg(all(feature = "ai", feature = "katro"))]
fn play_katro_through_stdin() {
    let out = play_whole_game("katro", &["columns=4"]);
    // A hole without its direction asks for it.
    let out2 = play(
        &["katro", "--south", "human", "--north", "human"],
        "b2\ncw\nquit\n",
    );
    assert!(out2.contains("b2 ...: choose cw, ccw"), "{out2}");
    assert!(out2.contains("1. S b2:cw\n"), "{out2}");
    assert!(out.contains("katro (columns=4"), "{out}");
}

#[test]
#[cfg(all(feature = "ai", feature = "katra-fandatsaka"))]
fn play_katra_fandatsaka_through_stdin() {
    let out = play_whole_game("katra-fandatsaka", &[]);
    // The first capturing move was typed step by step: the choices offered.
    assert!(out.contains(" ...: choose "), "{out}");
}

#[test]
#[cfg(all(feature = "ai", feature = "mangala"))]
fn play_mangala_with_setup_and_pie_through_stdin() {
    let out = play_whole_game("mangala", &[]);
    assert!(out.contains("1. S setup:"), "{out}");
    assert!(
        out.contains("2. N keep") || out.contains("2. N rotate"),
        "{out}"
    );
    // A setup typed wrong says why; one drawn at random is played.
    let out = play(
        &["mangala", "--south", "human", "--north", "human"],
        "setup:20,15,18,18\nrandom\nrotate\nquit\n",
    );
    assert!(
        out.contains("error: `setup:20,15,18,18` is illegal here"),
        "{out}"
    );
    assert!(
        out.contains("1. S setup:") && out.contains("(drawn at random)"),
        "{out}"
    );
    assert!(out.contains("2. N rotate"), "{out}");
}

#[test]
#[cfg(all(feature = "ai", feature = "oware"))]
fn play_oware_through_stdin() {
    play_whole_game("oware", &[]);
}

#[test]
#[cfg(all(feature = "ai", feature = "kalah"))]
fn play_kalah_through_stdin() {
    play_whole_game("kalah", &[]);
}

#[test]
#[cfg(all(feature = "ai", feature = "fanorona"))]
fn play_fanorona_through_stdin() {
    play_whole_game("fanorona", &[]);
    play_whole_game("fanorona-telo", &[]);
    let out = play(
        &["fanorona", "--white", "human", "--black", "human"],
        "d3\ne3\ne3W\nquit\n",
    );
    assert!(out.contains("d3 ...: choose e3A, e3W"), "{out}");
    assert!(
        out.contains("error: `e3` is not a choice after d3"),
        "{out}"
    );
    assert!(out.contains("1. W d3-e3W\n"), "{out}");
}

#[test]
#[cfg(all(
    feature = "ai",
    feature = "katro",
    feature = "kalah",
    feature = "oware"
))]
fn play_against_the_computer_and_watch() {
    // You against ab:d2: random moves until the end, undo takes back the
    // computer's reply too, and hint answers with a legal move.
    let out = play(
        &["kalah", "--north", "ab:d2", "--hint", "ab:d2"],
        &format!("hint\nrandom\nundo\n{}quit\n", "random\n".repeat(60)),
    );
    assert!(out.contains("hint (ab:d2): "), "{out}");
    assert!(out.contains("took back to move 1"), "{out}");
    assert!(
        out.contains("2. N ") && out.contains("(ab:d2, score "),
        "{out}"
    );
    assert!(out.contains("\nGame over: "), "{out}");
    // Naming South a computer makes you North.
    let out = play(&["kalah", "--south", "ab:d2"], "quit\n");
    assert!(
        out.contains("South (S): computer (ab:d2); North (N): human"),
        "{out}"
    );
    assert!(out.contains("1. S "), "{out}");
    // Two computers play to the end by themselves, the same game every time.
    let args = [
        "oware", "--south", "ab:d2", "--north", "mcts:200", "--seed", "4",
    ];
    let a = play(&args, "");
    assert!(a.contains("\nGame over: "), "{a}");
    assert_eq!(a, play(&args, ""));
    // A ply limit ends a game unfinished.
    let out = play(
        &[
            "katro",
            "--south",
            "random",
            "--north",
            "random",
            "--max-plies",
            "3",
        ],
        "",
    );
    assert!(
        out.ends_with("Game over: unfinished (ply limit 3).\n"),
        "{out}"
    );
    // Colour on request, off by default through a pipe.
    let out = play(&["kalah", "--color", "always"], "zz\nquit\n");
    assert!(out.contains("\x1b[31merror: "), "{out}");
}

#[test]
#[cfg(all(feature = "ai", feature = "katro", feature = "katra-sakalava"))]
fn help_lists_games_options_and_levels() {
    for name in [
        "play",
        "perft",
        "moves",
        "selfplay",
        "tournament",
        "engine",
        "oracle",
        "analyse",
    ] {
        let o = run(name, &["--help"]);
        assert!(o.status.success(), "{name}");
        let out = stdout(&o);
        assert!(out.starts_with("usage: "), "{name}: {out}");
        if name == "analyse" {
            // It takes a record, which names its game: the names alone.
            assert!(out.contains(", katra-sakalava,"), "{name}: {out}");
            assert!(!out.contains("      columns="), "{name}: {out}");
        } else {
            assert!(out.contains("  katra-sakalava "), "{name}: {out}");
            assert!(out.contains("      columns="), "{name}: {out}");
        }
        let players = matches!(name, "play" | "tournament" | "engine" | "analyse");
        assert_eq!(
            out.contains("      hard    ab:1s"),
            players,
            "{name}: {out}"
        );
    }
    for (name, args) in [
        ("play", &["katro", "--south", "robot"][..]),
        ("play", &["nope"]),
        ("play", &["katro", "--south", "human", "--white", "easy"]),
        ("play", &["katro", "--color", "sometimes"]),
        ("play", &["katro", "--hint", "ab:0"]),
        ("oracle", &["katro"]),
        ("oracle", &["--bogus"]),
    ] {
        let o = run(name, args);
        let err = String::from_utf8(o.stderr).unwrap();
        assert_eq!(o.status.code(), Some(2), "{name} {args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{name} {args:?}: {err}");
        assert!(o.stdout.is_empty());
    }
}

#[test]
#[cfg(all(feature = "ai", feature = "kalah", feature = "oware"))]
fn play_solves_a_small_board_on_request() {
    let out = play(
        &[
            "kalah", "--option", "houses=3", "--option", "seeds=3", "--south", "human", "--north",
            "human",
        ],
        "solve\nb1\nsolve\nquit\n",
    );
    for line in [
        "solved (search): S to move: win by 2",
        "  b1     win by 2  best",
        "  c1     loss by 4",
        "solved (search): N to move: loss by 2",
        "  a2  loss by 8",
    ] {
        assert!(out.contains(line), "{line}\n{out}");
    }
    let out = play(
        &["oware", "--south", "human", "--north", "human"],
        "solve\nquit\n",
    );
    assert!(
        out.contains("error: cannot solve this position: oware cannot be solved: it ends on repeated positions"),
        "{out}"
    );
}

#[test]
#[cfg(all(feature = "ai", feature = "kalah", feature = "oware"))]
fn an_endgame_file_serves_the_engine_and_the_tournament() {
    let dir = std::env::temp_dir().join(format!("fanga-endgame-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("k3.bin");
    let f = file.to_str().unwrap();
    // Kalah(3, 3): 18 seeds, all of the game inside the table.
    let board = ["--option", "houses=3", "--option", "seeds=3"];
    let o = run(
        "solve",
        &[
            &["kalah"][..],
            &board,
            &["--endgame", "18", "--endgame-file", f, "--no-moves"],
        ]
        .concat(),
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(
        stdout(&o).contains("value: S to move: win by 2"),
        "{}",
        stdout(&o)
    );

    // The engine scores from the table: a win by 2, its distance unknown.
    let o = piped(
        "engine",
        &["--endgame-file", f],
        "game kalah houses=3 seeds=3\nposition startpos\ngo depth 2\n",
    );
    assert!(o.status.success());
    let out = stdout(&o);
    assert!(out.contains(" score won 2 "), "{out}");
    assert!(out.contains("bestmove "), "{out}");
    // Other boards and games play on without it.
    for input in [
        "game kalah\nposition startpos\ngo depth 2\n",
        "game oware\nposition startpos\ngo depth 2\n",
    ] {
        let o = piped("engine", &["--endgame-file", f], input);
        let out = stdout(&o);
        assert_eq!(out.matches("bestmove ").count(), 1, "{out}");
        assert!(!out.contains(" won ") && !out.contains("error"), "{out}");
    }

    // The tournament: solved openings (a margin of 2 at most; Kalah(3, 3)'s
    // margins are even) and players with the table.
    let args = [
        &["kalah"][..],
        &board,
        &[
            "--players",
            "ab:d2,greedy",
            "--games",
            "4",
            "--balanced",
            "2",
            "--balance-exact",
            "--endgame-file",
            f,
            "--log",
            "/dev/stdout",
        ],
    ]
    .concat();
    let o = run("tournament", &args);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    assert!(out.contains("balanced within 2 seeds (solved)"), "{out}");
    let lines: Vec<&str> = out.lines().filter(|l| l.starts_with('{')).collect();
    assert_eq!(lines.len(), 4, "{out}");
    for line in lines {
        assert!(line.contains("\"balance_exact\":true"), "{line}");
        assert!(line.contains("\"endgame_seeds\":18"), "{line}");
        let score = line.split("\"opening_score\":").nth(1).unwrap();
        assert!(
            ["0,", "200,", "-200,"].iter().any(|s| score.starts_with(s)),
            "{line}"
        );
    }
    // The table for the openings alone: the players' lines say none.
    let o = run(
        "tournament",
        &[&args[..], &["--endgame-balance-only"]].concat(),
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(!stdout(&o).contains("endgame_seeds"), "{}", stdout(&o));

    // Refused, one line each.
    let missing = dir.join("none.bin");
    let m = missing.to_str().unwrap();
    for (name, args) in [
        ("engine", vec!["--endgame-file", m]),
        ("engine", vec!["--endgame-file"]),
        (
            "tournament",
            vec!["oware", "--players", "ab:d1,greedy", "--endgame-file", f],
        ),
        (
            "tournament",
            vec!["kalah", "--players", "ab:d1,greedy", "--endgame-file", f],
        ),
        (
            "tournament",
            vec!["kalah", "--players", "ab:d1,greedy", "--endgame-file", m],
        ),
        (
            "tournament",
            vec!["kalah", "--players", "ab:d1,greedy", "--balance-exact"],
        ),
        (
            "tournament",
            vec![
                "kalah",
                "--players",
                "ab:d1,greedy",
                "--balanced",
                "1",
                "--endgame-balance-only",
            ],
        ),
        (
            "tournament",
            vec![
                "kalah",
                "--players",
                "ab:d1,greedy",
                "--balanced",
                "1",
                "--balance-exact",
                "--balance-nodes",
                "5",
            ],
        ),
    ] {
        let o = run(name, &args);
        let err = String::from_utf8(o.stderr).unwrap();
        assert_eq!(o.status.code(), Some(2), "{name} {args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{name} {args:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    // A damaged file is refused with the reason.
    let mut bytes = std::fs::read(&file).unwrap();
    let n = bytes.len();
    bytes[n / 2] ^= 1;
    let damaged = dir.join("damaged.bin");
    std::fs::write(&damaged, &bytes).unwrap();
    let o = run("engine", &["--endgame-file", damaged.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
#[cfg(all(feature = "ai", feature = "oware"))]
fn oware_weights_plays_both_colours_and_refuses_bad_weights() {
    // Equal weights: A and B are the same player, and each opening's two
    // games are one game with the colours swapped, so A scores exactly half.
    let o = run(
        "oware_weights",
        &["100,10", "100,10", "--nodes", "200", "--openings", "2"],
    );
    assert!(o.status.success());
    assert_eq!(stdout(&o), "100,10 vs 100,10: 2.0/4 = 50.0%\n");
    for bad in [
        &["100"][..],
        &["100,x", "1,1"],
        &["1,1", "2,2", "--nodes"],
        &["2000,1", "1,1"],
        &["1,1", "2,2", "--depth", "3"],
    ] {
        let o = run("oware_weights", bad);
        assert_eq!(o.status.code(), Some(2), "{bad:?}");
        assert!(String::from_utf8_lossy(&o.stderr).starts_with("oware_weights: "));
    }
}

#[test]
#[cfg(feature = "ai")]
fn list_games_prints_the_registry_for_scripts() {
    let o = run("tournament", &["--list-games"]);
    assert!(o.status.success());
    let names: Vec<String> = fanga::registry()
        .entries()
        .map(|e| e.name.to_owned())
        .collect();
    assert_eq!(stdout(&o).split_whitespace().collect::<Vec<_>>(), names);
}

/// Runs the custom game's example (Ayo, a game outside fanga) with a tool
/// and `input`; its stdout, after checking it succeeded quietly.
#[cfg(feature = "ai")]
fn custom(args: &[&str], input: &str) -> String {
    let o = piped("custom_game", args, input);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success() && err.is_empty(), "{args:?}: {err}");
    stdout(&o)
}

#[test]
#[cfg(feature = "ai")]
fn a_game_outside_fanga_speaks_the_engine_protocol() {
    let out = custom(
        &["engine"],
        "fanga\ngame ayo seeds=3\nposition startpos moves c1; d2\nmoves\ngo depth 2\nquit\n",
    );
    let games = out.lines().find(|l| l.starts_with("id games ")).unwrap();
    assert!(games.split(' ').any(|g| g == "ayo"), "{out}");
    let legal: Vec<&str> = out
        .lines()
        .find_map(|l| l.strip_prefix("moves "))
        .unwrap()
        .split("; ")
        .collect();
    let best = out
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .unwrap();
    assert!(
        legal.contains(&best),
        "{best} is not among {legal:?}\n{out}"
    );
}

#[test]
#[cfg(feature = "ai")]
fn a_game_outside_fanga_is_played_saved_and_analysed() {
    let path = std::env::temp_dir().join(format!("fanga-ayo-{}.txt", std::process::id()));
    let path = path.to_str().unwrap();
    // Two people: moves, a wrong one, undo and redo, a resignation kept in
    // the record.
    let out = custom(
        &["play", "ayo", "--south", "human", "--north", "human"],
        &format!("c1\nzz\nd2\nundo\nredo\nresign\nsave {path}\nquit\n"),
    );
    for line in [
        "ayo (",
        "1. S c1\n",
        "error: ",
        "2. N d2\n",
        "took back to move 2",
        "2. N d2   (again)",
        "Game over: N wins (S resigned).",
        &format!("saved 2 moves to {path}"),
    ] {
        assert!(out.contains(line), "{line}\n{out}");
    }
    let record = std::fs::read_to_string(path).unwrap();
    assert!(
        record.starts_with("game ayo\n") && record.contains("\nresign S\n"),
        "{record}"
    );
    // The record loads back, and is analysed.
    let out = custom(
        &["play", "ayo", "--south", "human", "--north", "human"],
        &format!("load {path}\nquit\n"),
    );
    assert!(
        out.contains(&format!("loaded 2 moves from {path}")),
        "{out}"
    );
    let out = custom(&["analyse", path, "--player", "ab:d2"], "");
    assert!(out.contains("move c1\n# S c1: "), "{out}");
    assert!(
        out.ends_with("resign S\nresult N wins (resignation)\n"),
        "{out}"
    );
    let _ = std::fs::remove_file(path);
    // Against the computer: it answers, and the game goes to its end.
    let out = custom(
        &["play", "ayo", "--north", "ab:d2"],
        &format!("{}quit\n", "random\n".repeat(80)),
    );
    assert!(
        out.contains("2. N ") && out.contains("(ab:d2, score "),
        "{out}"
    );
    assert!(out.contains("\nGame over: "), "{out}");
}

#[test]
#[cfg(feature = "ai")]
fn a_game_outside_fanga_plays_tournaments_selfplay_and_solves() {
    let out = custom(
        &[
            "tournament",
            "ayo",
            "--players",
            "ab:d2,random",
            "--games",
            "2",
        ],
        "",
    );
    assert!(out.contains("| ab:d2 vs random | 2 |"), "{out}");
    let out = custom(&["selfplay", "ayo", "--seed", "3"], "");
    assert!(out.lines().last().unwrap().starts_with("result: "), "{out}");
    // Ayo declares retrograde analysis (its relays can repeat positions):
    // a small position solves.
    let out = custom(
        &[
            "solve",
            "ayo",
            "--position",
            "1,1,0,0,1,0/0,0,0,0,0,2 S captured=20,23",
        ],
        "",
    );
    assert!(out.contains("method: retrograde analysis"), "{out}");
    assert!(out.contains("value: S to move: "), "{out}");
    // Without a tool, the seeded random game of old.
    let out = custom(&["3"], "");
    assert!(
        out.trim_end().ends_with("wins (row empty)") || out.contains("draw"),
        "{out}"
    );
    // A bad argument is one line and exit 2, as for every example.
    let o = run("custom_game", &["play", "nope"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&o.stderr).lines().count(), 1);
}

#[test]
#[cfg(all(feature = "ai", feature = "fanorona", feature = "katro"))]
fn play_explains_itself_to_a_new_player() {
    // Fanorona's A and W are explained in the help.
    let out = play(&["fanorona", "--north", "human"], "help\nquit\n");
    assert!(out.contains("Moves: A move is its piece's point"), "{out}");
    assert!(
        out.contains("A (by approach") && out.contains("W (by withdrawal"),
        "{out}"
    );
    // A level is named with what it plays; scores say whose side; a long
    // trace is folded and `trace` shows it whole.
    let out = play(
        &["katro", "--seed", "3"],
        "hint\nrandom\nrandom\nrandom\ntrace\nquit\n",
    );
    assert!(out.contains("computer (medium: ab:d4)"), "{out}");
    assert!(
        out.contains("hint (medium: ab:d4): ") && out.contains(" for S"),
        "{out}"
    );
    assert!(out.contains(" for N, depth "), "{out}");
    let folded = out
        .lines()
        .find(|l| l.contains(" more steps (`trace` shows the whole move)"))
        .expect("a folded trace");
    let hidden: usize = folded
        .trim_start()
        .trim_start_matches("... ")
        .split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a count");
    assert!(hidden > 0, "{folded}");
}

/// A variant file: Katro as a class plays it, a game described by data.
#[cfg(all(feature = "ai", feature = "katro"))]
fn class_variant(test: &str) -> String {
    let path =
        std::env::temp_dir().join(format!("fanga-variant-{test}-{}.txt", std::process::id()));
    std::fs::write(
        &path,
        "# Katro for a class: four columns, the inner row.\n\
         variant katro-class\n\
         game katro\n\
         title Katro for the class: four columns, towards the inner row\n\
         fix columns=4 goal=inner_row\n\
         source Busser (2025), as a class plays it\n\
         en Four columns a row; empty the opponent's inner row to win.\n\
         fr Quatre colonnes par rangée ; videz la rangée intérieure adverse pour gagner.\n",
    )
    .unwrap();
    path.to_str().unwrap().to_owned()
}

#[test]
#[cfg(all(feature = "ai", feature = "katra-fandatsaka"))]
fn play_lists_undecided_moves_apart_and_decides_them_on_request() {
    let out = play(
        &[
            "katra-fandatsaka",
            "--position",
            LONG_TURNS,
            "--lap-budget",
            "1000",
            "--north",
            "human",
            "--south",
            "human",
        ],
        "d2:cw
budget
budget many
budget unlimited
moves d2
d2:cw
quit
",
    );
    let note = "2 moves undecided after 1000 laps (the lap budget; a turn that may never end): \
                d2:cw, h2:ccw; `budget unlimited` decides them exactly, however long it takes";
    assert_eq!(out.matches(note).count(), 1, "{out}");
    assert!(
        out.contains("error: the turn of `d2:cw` was still undecided after 1000 laps (the lap budget): a turn that may never end"),
        "{out}"
    );
    assert!(out.contains("lap budget: 1000 laps a turn"), "{out}");
    assert!(out.contains("error: `many` is not a lap budget"), "{out}");
    assert!(out.contains("lap budget: unlimited laps a turn"), "{out}");
    assert!(
        out.contains("legal moves start with `d2`: d2:cw, d2:ccw"),
        "{out}"
    );
    assert!(out.contains("1. S d2:cw"), "{out}");
    assert!(out.contains("N wins (infinite turn)"), "{out}");
}

#[test]
#[cfg(all(feature = "ai", feature = "katra-fandatsaka"))]
fn a_computer_whose_move_is_undecided_waits_for_a_larger_budget() {
    // Under 0 laps every turn that relays is undecided: the computer's move
    // is refused, and the computer waits (it would otherwise try again for
    // ever). Alone with another computer, the program ends.
    let args = |north: &'static str| {
        [
            "katra-fandatsaka",
            "--position",
            LONG_TURNS,
            "--lap-budget",
            "0",
            "--south",
            "easy",
            "--north",
            north,
        ]
    };
    let waits = "the computer waits: `budget N` (or `budget unlimited`) to decide its move";
    let out = play(&args("easy"), "");
    assert_eq!(out.matches(waits).count(), 1, "{out}");
    assert!(!out.contains("1. S "), "{out}");
    // With a person at the table, a larger budget lets it move.
    let out = play(&args("human"), "budget unlimited\nquit\n");
    assert_eq!(out.matches(waits).count(), 1, "{out}");
    let budget = out
        .find("lap budget: unlimited laps a turn")
        .expect("the budget set");
    assert!(out[budget..].contains("1. S "), "{out}");
}

#[test]
#[cfg(all(feature = "ai", feature = "katro"))]
fn a_game_described_by_data_speaks_the_engine_protocol() {
    let file = class_variant("engine");
    let o = piped(
        "engine",
        &["--define", &file],
        "fanga\ngame katro-class direction=per_game\nposition startpos moves b2:cw\nmoves\ngo depth 2\nquit\n",
    );
    let out = stdout(&o);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let games = out.lines().find(|l| l.starts_with("id games ")).unwrap();
    assert!(games.split(' ').any(|g| g == "katro-class"), "{out}");
    let legal: Vec<&str> = out
        .lines()
        .find_map(|l| l.strip_prefix("moves "))
        .unwrap()
        .split("; ")
        .collect();
    // Four columns: North's five holes with seeds after b2:cw, in both
    // directions (only South is bound, to cw, by its first move).
    assert_eq!(legal.len(), 10, "{out}");
    let best = out
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .unwrap();
    assert!(
        legal.contains(&best),
        "{best} is not among {legal:?}\n{out}"
    );
    // The options it fixes are not offered.
    let o = piped(
        "engine",
        &["--define", &file],
        "fanga\ngame katro-class columns=6\nquit\n",
    );
    assert!(stdout(&o).contains("error"), "{}", stdout(&o));
    let _ = std::fs::remove_file(file);
}

#[test]
#[cfg(all(feature = "ai", feature = "katro"))]
fn a_game_described_by_data_is_played_saved_and_read_back() {
    let file = class_variant("play");
    let record =
        std::env::temp_dir().join(format!("fanga-variant-game-{}.txt", std::process::id()));
    let record = record.to_str().unwrap();
    // `play` on the variant, South a human, North `north`, reading `input`.
    let play = |north: &str, input: String| {
        piped(
            "play",
            &[
                "--define",
                &file,
                "katro-class",
                "--south",
                "human",
                "--north",
                north,
            ],
            &input,
        )
    };
    let o = play("ab:d2", format!("b2:cw\nsave {record}\nquit\n"));
    let out = stdout(&o);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(out.contains("katro-class"), "{out}");
    assert!(out.contains("1. S b2:cw"), "{out}");
    let text = std::fs::read_to_string(record).unwrap();
    assert!(
        text.starts_with("game katro-class\noptions variant=katro-class\n"),
        "{text}"
    );
    // The record reads back, in `play` and in `analyse`.
    let o = play("human", format!("load {record}\nquit\n"));
    assert!(stdout(&o).contains("loaded 2 moves from"), "{}", stdout(&o));
    let o = piped(
        "analyse",
        &["--define", &file, record, "--player", "ab:d2"],
        "",
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    // Without the variant, the record names a game this build does not know.
    let o = piped("analyse", &[record, "--player", "ab:d2"], "");
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    // A bad description is one line on the errors, naming its line.
    let bad = std::env::temp_dir().join(format!("fanga-variant-bad-{}.txt", std::process::id()));
    std::fs::write(
        &bad,
        "variant katro-class\ngame katro\ntitle x\nfix columns=5\n",
    )
    .unwrap();
    let o = run(
        "perft",
        &["--define", bad.to_str().unwrap(), "katro-class", "1"],
    );
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.starts_with("perft: --define ") && err.contains("columns"),
        "{err}"
    );
    for f in [file.as_str(), record, bad.to_str().unwrap()] {
        let _ = std::fs::remove_file(f);
    }
}

/// A two-row rule set read from a file (`--define FILE`): counted by
/// `perft` and played by the engine protocol under its own name.
#[test]
#[cfg(all(feature = "ai", feature = "ruleset"))]
fn a_rule_set_file_is_played_by_the_tools() {
    let path = std::env::temp_dir().join(format!("fanga-rules-{}.json", std::process::id()));
    std::fs::write(
        &path,
        r#"{"name": "wari-file", "title": "Wari from a file",
            "board": {"holes": 6, "seeds": 4}, "sowing": {"skip_start": true},
            "capture": {"counts": [2, 3], "side": "opponent", "holes": 0},
            "moves": {"must_feed": true}}"#,
    )
    .unwrap();
    let file = path.to_str().unwrap();
    let o = run("perft", &["--define", file, "wari-file", "3"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(stdout(&o).contains("190"), "{}", stdout(&o));
    let o = piped(
        "engine",
        &["--define", file],
        "fanga\ngame wari-file\nposition startpos moves c1\ngo depth 2\nquit\n",
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(stdout(&o).contains("bestmove "), "{}", stdout(&o));
    let _ = std::fs::remove_file(path);
}
