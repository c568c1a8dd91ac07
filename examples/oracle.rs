//! Lists the legal moves of many positions in one run, for cross-checks with
//! another implementation (`tools/openspiel/`, `tools/ludii/`,
//! `tools/abstractplay/`).
//!
//! ```text
//! cargo run --release --example oracle < positions.tsv
//! cargo run --release --example oracle -- --scores < positions.tsv
//! ```
//!
//! The tool is `fanga_cli::oracle` over every game of this build
//! (`fanga::registry()`: the rules alone, so that its build compiles no
//! search); its documentation gives the flags and the output.
//! `--help` lists them with the games.
//!
//! `--scores` is this example's own mode, for the cross-checks that compare
//! where a game starts and how it ends: each line is answered the same way,
//! except that a move ending the game prints its result followed by each
//! player's count, South first (`MOVE -> S wins score 38 1`: the game's
//! [`Position::score`](fanga::Position::score), as it counts when it ends
//! by a count), and that a line `GAME[ KEY=VALUE...]<TAB>start` is answered
//! with one line, `start -> POSITION`, the game's start under those options
//! (then the empty line).

use std::io::{BufRead, Write};
use std::process::ExitCode;

use fanga::core::LapBudget;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) != Some("--scores") {
        return fanga_cli::oracle::run(
            &fanga::ai::Catalog::rules_only(&fanga::registry()),
            "oracle",
            args,
        );
    }
    if args.len() > 1 {
        eprintln!("oracle: --scores takes no other argument");
        return ExitCode::from(2);
    }
    match scores(&fanga::registry()) {
        Ok(()) => ExitCode::SUCCESS,
        // A closed output (the harness stopped reading) ends the run.
        Err(_) => ExitCode::SUCCESS,
    }
}

/// The `--scores` mode: stdin's lines answered on stdout, one block each.
fn scores(registry: &fanga::Registry) -> std::io::Result<()> {
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let line = line?;
        let Some((game, text)) = line.split_once('\t') else {
            writeln!(out, "error: expected GAME<TAB>POSITION\n")?;
            out.flush()?;
            continue;
        };
        let mut words = game.split(' ').filter(|w| !w.is_empty());
        let name = words.next().unwrap_or_default();
        let options: Vec<&str> = words.collect();
        if text == "start" {
            match registry.start(name, &options) {
                Ok(p) => writeln!(out, "start -> {p}")?,
                Err(e) => writeln!(out, "error: {e}")?,
            }
        } else {
            match registry.parse(name, text, &options) {
                Ok(p) => {
                    for m in p.moves(LapBudget::UNLIMITED).decided {
                        match p.play_text(&m, LapBudget::UNLIMITED) {
                            Ok(next) => match next.outcome() {
                                Some(o) => {
                                    let s = next.score();
                                    let result = o.result_text(next.player_letters());
                                    writeln!(
                                        out,
                                        "{m} -> {result} score {} {}",
                                        s[fanga::Player::South],
                                        s[fanga::Player::North]
                                    )?;
                                }
                                None => writeln!(out, "{m} -> {next}")?,
                            },
                            Err(e) => writeln!(out, "error: {e}")?,
                        }
                    }
                }
                Err(e) => writeln!(out, "error: {e}")?,
            }
        }
        writeln!(out)?;
        // Each answer whole at once: a harness reads one position at a time.
        out.flush()?;
    }
    Ok(())
}
