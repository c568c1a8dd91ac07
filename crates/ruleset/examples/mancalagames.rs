//! The MancalaGames harness's comparison (`tools/mancalagames/`): imports
//! each game file of a MancalaGames checkout, replays the games MancalaGames
//! played (fixtures converted by `tools/mancalagames/fixtures.py`) on the
//! rule set, and prints the differences by kind.
//!
//! ```text
//! cargo run --release -p fanga-ruleset --example mancalagames -- \
//!     --mg ~/.cache/fanga/mancalagames-2b1c596 --fixtures /work/mg-fixtures \
//!     [--write-rulesets DIR] [--show N] [STEM...]
//! ```
//!
//! Without stems, every file of `tools/mancalagames/plain.txt`.

#[path = "../tests/replay.rs"]
mod replay;

use std::path::PathBuf;

use fanga_ruleset::{define, mancalagames};

fn main() {
    let mut mg = None;
    let mut fixtures = None;
    let mut write = None;
    let mut show = 2usize;
    let mut stems = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--mg" => mg = args.next().map(PathBuf::from),
            "--fixtures" => fixtures = args.next().map(PathBuf::from),
            "--write-rulesets" => write = args.next().map(PathBuf::from),
            "--show" => show = args.next().and_then(|s| s.parse().ok()).unwrap_or(2),
            _ => stems.push(a),
        }
    }
    let (Some(mg), Some(fixtures)) = (mg, fixtures) else {
        eprintln!(
            "usage: mancalagames --mg DIR --fixtures DIR [--write-rulesets DIR] [--show N] [STEM...]"
        );
        std::process::exit(2);
    };
    if stems.is_empty() {
        let list = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tools/mancalagames/plain.txt"
        ))
        .unwrap_or_default();
        stems = list
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .map(|l| l.trim().trim_end_matches(".txt").to_owned())
            .collect();
    }
    let (mut files, mut refused, mut exact) = (0, 0, 0);
    println!("| file | games | turns compared | differing games | differences by kind |");
    println!("|---|---:|---:|---:|---|");
    for stem in &stems {
        files += 1;
        let path = mg.join("GameProps").join(format!("{stem}.txt"));
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                println!("| {stem} | | | | cannot read {}: {e} |", path.display());
                continue;
            }
        };
        let rules = match mancalagames::import(&text) {
            Ok(r) => r,
            Err(e) => {
                refused += 1;
                println!("| {stem} | | | | refused: {e} |");
                continue;
            }
        };
        if let Some(dir) = &write {
            let _ = std::fs::create_dir_all(dir);
            let _ = std::fs::write(dir.join(format!("{stem}.json")), rules.to_json() + "\n");
        }
        let options = match define(rules) {
            Ok(o) => o,
            Err(e) => {
                refused += 1;
                println!("| {stem} | | | | refused: {e} |");
                continue;
            }
        };
        let games =
            std::fs::read_to_string(fixtures.join(format!("{stem}.jsonl"))).unwrap_or_default();
        let mut tally = replay::Tally::default();
        for line in games.lines() {
            let game: replay::Game = match serde_json::from_str(line) {
                Ok(g) => g,
                Err(e) => {
                    eprintln!("{stem}: bad fixture line: {e}");
                    continue;
                }
            };
            let compared = replay::replay(&options, &game);
            tally.add(&game, compared);
        }
        if tally.games == 0 {
            // No fixtures: nothing was compared.
            println!("| {stem} | 0 | | | no games in {} |", fixtures.display());
            continue;
        }
        if tally.differing() == 0 {
            exact += 1;
        }
        let kinds: Vec<String> = tally
            .differences
            .iter()
            .map(|(k, v)| format!("{k}: {}", v.len()))
            .collect();
        println!(
            "| {stem} | {} | {} | {} | {} |",
            tally.games,
            tally.turns,
            tally.differing(),
            kinds.join(", ")
        );
        for (kind, list) in &tally.differences {
            for d in list.iter().take(show) {
                eprintln!("{stem}: {kind}: {d}");
            }
        }
    }
    println!("\n{files} files: {refused} refused, {exact} played with no difference.");
}
