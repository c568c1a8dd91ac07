//! The tools driven through `Io::captured`, on a catalog of one game (the
//! crate names none: any game of a catalog gets every tool).

use std::process::ExitCode;

use fanga_ai::{Catalog, Entry};
use fanga_cli::Io;
use fanga_fang::Fang;

fn catalog() -> Catalog {
    Catalog::new().with(Entry::of::<Fang>())
}

fn args(words: &[&str]) -> Vec<String> {
    words.iter().map(|w| (*w).to_string()).collect()
}

#[test]
fn moves_lists_every_legal_move() {
    let (code, out, err) = Io::captured("", |io| {
        fanga_cli::moves::run_with(
            &catalog(),
            "moves",
            args(&["fang", "--option", "cups=4"]),
            io,
        )
    });
    assert_eq!(code, ExitCode::SUCCESS, "{err}");
    assert!(
        !out.is_empty() && out.lines().all(|l| l.contains(" -> ")),
        "{out}"
    );
}

#[test]
fn the_engine_answers_from_its_input() {
    let (code, out, err) = Io::captured(
        "fanga\ngame fang cups=4\nposition startpos\nmoves\ngo depth 2\nquit\n",
        |io| fanga_cli::engine::run_with(&catalog(), "engine", args(&[]), io),
    );
    assert_eq!(code, ExitCode::SUCCESS, "{err}");
    assert!(out.contains("id games fang\n"), "{out}");
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
    assert!(legal.contains(&best), "{out}");
}

#[test]
fn play_holds_its_game_in_a_session() {
    let (code, out, err) = Io::captured("random\nundo\nredo\nresign\nundo\nquit\n", |io| {
        fanga_cli::play::run_with(
            &catalog(),
            "play",
            args(&["fang", "--south", "human", "--north", "human"]),
            io,
        )
    });
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
        let (code, out, err) = Io::captured("", |io| {
            let catalog = catalog();
            let a = args(words);
            match tool {
                "moves" => fanga_cli::moves::run_with(&catalog, tool, a, io),
                "perft" => fanga_cli::perft::run_with(&catalog, tool, a, io),
                "selfplay" => fanga_cli::selfplay::run_with(&catalog, tool, a, io),
                "play" => fanga_cli::play::run_with(&catalog, tool, a, io),
                "tournament" => fanga_cli::tournament::run_with(&catalog, tool, a, io),
                "solve" => fanga_cli::solve::run_with(&catalog, tool, a, io),
                "analyse" => fanga_cli::analyse::run_with(&catalog, tool, a, io),
                "engine" => fanga_cli::engine::run_with(&catalog, tool, a, io),
                _ => fanga_cli::oracle::run_with(&catalog, tool, a, io),
            }
        });
        assert_eq!(code, ExitCode::from(2), "{tool} {words:?}: {err}");
        assert!(out.is_empty(), "{tool}: {out}");
        assert_eq!(err.lines().count(), 1, "{tool}: {err}");
        assert!(err.starts_with(&format!("{tool}: ")), "{err}");
    }
}

#[test]
fn solve_gives_the_value_of_a_small_board() {
    let (code, out, err) = Io::captured("", |io| {
        fanga_cli::solve::run_with(
            &catalog(),
            "solve",
            args(&["fang", "--option", "cups=4"]),
            io,
        )
    });
    assert_eq!(code, ExitCode::SUCCESS, "{err}");
    assert!(out.contains("value: S to move: win by 3"), "{out}");
}
