//! The tools driven through `Io::captured`, on a catalog of one game (the
//! crate names none: any game of a catalog gets every tool).

use std::process::ExitCode;

use fanga_ai::{Catalog, Entry};
use fanga_cli::Io;
use fanga_fang::Fang;

/// Runs the tool `tool` with `words` and `input` on a catalog of Fang: its
/// exit status, output and errors.
fn run(tool: &str, words: &[&str], input: impl AsRef<[u8]>) -> (ExitCode, String, String) {
    let catalog = Catalog::new().with(Entry::of::<Fang>());
    let a: Vec<String> = words.iter().map(|w| (*w).to_string()).collect();
    Io::captured(input, |io| match tool {
        "moves" => fanga_cli::moves::run_with(&catalog, tool, a, io),
        "perft" => fanga_cli::perft::run_with(&catalog, tool, a, io),
        "selfplay" => fanga_cli::selfplay::run_with(&catalog, tool, a, io),
        "play" => fanga_cli::play::run_with(&catalog, tool, a, io),
        "tournament" => fanga_cli::tournament::run_with(&catalog, tool, a, io),
        "solve" => fanga_cli::solve::run_with(&catalog, tool, a, io),
        "analyse" => fanga_cli::analyse::run_with(&catalog, tool, a, io),
        "engine" => fanga_cli::engine::run_with(&catalog, tool, a, io),
        _ => fanga_cli::oracle::run_with(&catalog, tool, a, io),
    })
}

/// The rest of the first line of `out` that starts with `prefix`.
fn after<'a>(out: &'a str, prefix: &str) -> &'a str {
    out.lines()
        .find_map(|l| l.strip_prefix(prefix))
        .unwrap_or_else(|| panic!("no line `{prefix}...` in\n{out}"))
}

#[test]
fn moves_lists_every_legal_move() {
    let (code, out, err) = run("moves", &["fang", "--option", "cups=4"], "");
    assert_eq!(code, ExitCode::SUCCESS, "{err}");
    assert!(
        !out.is_empty() && out.lines().all(|l| l.contains(" -> ")),
        "{out}"
    );
}

#[test]
fn the_engine_answers_from_its_input() {
    let input = "fanga\ngame fang cups=4\nposition startpos\nmoves\ngo depth 2\nquit\n";
    let (code, out, err) = run("engine", &[], input);
    assert_eq!(code, ExitCode::SUCCESS, "{err}");
    assert_eq!(after(&out, "id games "), "fang");
    let best = after(&out, "bestmove ");
    assert!(
        after(&out, "moves ").split("; ").any(|m| m == best),
        "{out}"
    );
}

#[test]
fn the_engine_answers_a_line_that_is_not_utf8_and_goes_on() {
    let (code, out, err) = run("engine", &[], b"fanga\n\xff\xfe\nisready\nquit\n");
    assert_eq!(code, ExitCode::SUCCESS, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    let ok = lines.iter().position(|l| *l == "fangaok").expect("fangaok");
    assert!(
        lines[ok + 1].starts_with("error unknown command `\u{fffd}\u{fffd}`"),
        "{out}"
    );
    assert_eq!(lines[ok + 2], "readyok", "{out}");
}

#[test]
fn play_holds_its_game_in_a_session() {
    let humans = ["fang", "--south", "human", "--north", "human"];
    let input = "random\nundo\nredo\nresign\nundo\nquit\n";
    let (code, out, err) = run("play", &humans, input);
    assert_eq!(code, ExitCode::SUCCESS, "{err}");
    for line in [
        "took back to move 1",
        "   (again)",
        "wins (N resigned)",
        "resignation taken back",
    ] {
        assert!(out.contains(line), "{line}\n{out}");
    }
}

#[test]
fn bad_arguments_are_one_line_and_exit_2() {
    for (tool, words) in [
        ("moves", &["nope"][..]),
        ("perft", &["fang"]),
        ("selfplay", &["fang", "--seed", "x"]),
        ("play", &["fang", "--south", "robot"]),
        ("tournament", &["fang"]),
        ("solve", &["fang", "--memory", "0"]),
        ("analyse", &[]),
        ("engine", &["--bogus"]),
        ("oracle", &["fang"]),
    ] {
        let (code, out, err) = run(tool, words, "");
        assert_eq!(code, ExitCode::from(2), "{tool} {words:?}: {err}");
        assert!(out.is_empty(), "{tool}: {out}");
        assert_eq!(err.lines().count(), 1, "{tool}: {err}");
        assert!(err.starts_with(&format!("{tool}: ")), "{err}");
    }
}

#[test]
fn solve_gives_the_value_of_a_small_board() {
    let (code, out, err) = run("solve", &["fang", "--option", "cups=4"], "");
    assert_eq!(code, ExitCode::SUCCESS, "{err}");
    assert!(out.contains("value: S to move: win by 3"), "{out}");
}

#[test]
fn a_count_of_zero_is_refused_by_name() {
    for (tool, words, flag) in [
        (
            "tournament",
            &["fang", "--players", "random,ab:d1", "--games", "0"][..],
            "--games",
        ),
        ("selfplay", &["fang", "--games", "0"], "--games"),
        ("play", &["fang", "--max-plies", "0"], "--max-plies"),
        ("solve", &["fang", "--threads", "0"], "--threads"),
    ] {
        let (code, _, err) = run(tool, words, "");
        assert_eq!(code, ExitCode::from(2), "{tool} {words:?}: {err}");
        assert_eq!(
            err.trim_end(),
            format!("{tool}: {flag}: must be at least 1, not `0`")
        );
    }
}

#[test]
fn a_misspelt_game_or_option_gets_a_suggestion() {
    let (code, _, err) = run("moves", &["fnag"], "");
    assert_eq!(code, ExitCode::from(2));
    assert_eq!(
        err.trim_end(),
        "moves: unknown game `fnag`: did you mean `fang`? (games: fang)"
    );
    let (_, _, err) = run("perft", &["fang", "2", "--option", "cup=4"], "");
    assert!(
        err.contains("unknown option `cup`: did you mean `cups`?"),
        "{err}"
    );
}

#[test]
fn analyse_names_a_bad_move_once_and_its_help_lists_names_only() {
    let record = "game fang\noptions\nmove zz\n";
    let (code, _, err) = run("analyse", &["-", "--player", "ab:d1"], record);
    assert_eq!(code, ExitCode::from(2));
    assert!(err.starts_with("analyse: move 1 `zz`: "), "{err}");
    assert_eq!(err.matches("move 1").count(), 1, "{err}");
    let (code, out, _) = run("analyse", &["--help"], "");
    assert_eq!(code, ExitCode::SUCCESS);
    assert!(out.contains("this build reads:\n  fang\n"), "{out}");
    assert!(!out.contains("--option"), "{out}");
}

#[test]
fn selfplay_says_the_result_once() {
    let (code, out, err) = run("selfplay", &["fang"], "");
    assert_eq!(code, ExitCode::SUCCESS, "{err}");
    let result = after(&out, "result: ");
    assert_eq!(out.matches(result).count(), 1, "{out}");
}

#[test]
fn oracle_reads_options_written_after_the_game() {
    let catalog = Catalog::new().with(Entry::of::<Fang>());
    let start = catalog
        .registry()
        .start("fang", &["cups=4"])
        .unwrap()
        .to_string();
    let (_, moves, _) = run("moves", &["fang", "--option", "cups=4"], "");
    // The same text under its own size, then under a size it does not have.
    let input = format!("fang cups=4\t{start}\nfang cups=6\t{start}\n");
    let (code, out, err) = run("oracle", &[], &input);
    assert_eq!(code, ExitCode::SUCCESS, "{err}");
    let blocks: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(blocks[0], moves.trim_end(), "{out}");
    assert!(blocks[1].starts_with("error: "), "{out}");
}

/// `solve_capped_with_probe` on Fang's start, with a solver that fills any cap
/// under `fits` after finding `found` positions, and fails another way
/// (`TooDeep`, standing for "it went on to the full cap") above.
fn attempt(cap: u64, probe: u64, found: u64, fits: u64) -> fanga_cli::solve::reach::Attempt {
    use fanga_ai::SolveGameError;
    use fanga_ai::solve::SolveError;
    use fanga_core::{Position, registry::AnyPosition};
    let start = Fang::start(&<Fang as Position>::Options::default());
    let root: &dyn AnyPosition = &start;
    let solve = |memory: u64| {
        Err(SolveGameError::Solve(if memory < fits {
            SolveError::TooLarge {
                positions: found,
                complete_plies: 0,
                cap: memory,
            }
        } else {
            SolveError::TooDeep { plies: 1 }
        }))
    };
    fanga_cli::solve::reach::solve_capped_with_probe(&solve, root, cap, probe)
}

#[test]
fn a_board_out_of_reach_is_refused_after_the_first_try() {
    // 1 KiB a position: Fang's hundreds of positions need more than 64 KiB.
    let a = attempt(64 << 10, 8 << 10, 8, u64::MAX);
    let line = a.out_of_reach_line().expect("refused before the solve");
    assert!(
        line.starts_with("out of reach of the memory cap of 64 KiB: about "),
        "{line}"
    );
    assert!(line.contains("1024 bytes a position"), "{line}");
}

#[test]
fn a_board_within_reach_goes_on_to_the_whole_cap() {
    use fanga_cli::solve::reach::Attempt;
    // 16 bytes a position: well within 1 MiB.
    let a = attempt(1 << 20, 8 << 10, 512, 1 << 20);
    assert!(matches!(a, Attempt::Failed(_)), "went on under the cap");
    // A probe as large as the cap is the solve: its failure is final.
    let a = attempt(8 << 10, 8 << 10, 512, u64::MAX);
    assert!(matches!(a, Attempt::TooLarge(..)));
}
