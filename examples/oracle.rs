//! Lists the legal moves of many positions in one run, for cross-checks with
//! another implementation (`tools/openspiel/`).
//!
//! ```text
//! cargo run --release --example oracle < positions.tsv
//! ```
//!
//! Each input line is `GAME<TAB>POSITION`, read with the game's default
//! options except what the text shows. For each line the output is what the
//! `moves` example prints for that position (one `MOVE -> POSITION` or
//! `MOVE -> S wins` line per legal move), then an empty line. A line that
//! cannot be read gives one line `error: ...` instead of its moves.

mod common;

use std::io::{self, BufRead};

use common::{after_text, fail, out};

const USAGE: &str = "oracle < LINES (each line GAME<TAB>POSITION)";

const ABOUT: &str = "\
Reads lines `GAME<TAB>POSITION` on stdin (the game's default options, but for what
the text shows) and prints, for each, what the `moves` example prints for that
position (`MOVE -> POSITION` or `MOVE -> S wins`, one line a legal move), then an
empty line. A line that cannot be read gives one line `error: ...` instead.";

fn main() {
    if let Some(a) = std::env::args().nth(1) {
        if a == "--help" || a == "-h" {
            print!("{}", common::help(USAGE, ABOUT, false));
            return;
        }
        fail(
            "oracle",
            format!(
                "unexpected argument `{}` (usage: {USAGE}; it reads its positions from stdin)",
                fanga::core::text::excerpt(&a)
            ),
        );
    }
    let registry = fanga::registry();
    for line in io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let result = match line.split_once('\t') {
            Some((game, text)) => registry.parse(game, text, &[] as &[&str]),
            None => {
                out("error: expected GAME<TAB>POSITION");
                out("");
                continue;
            }
        };
        match result {
            Ok(p) => {
                for m in p.moves() {
                    match p.play_text(&m) {
                        Ok(next) => out(format_args!("{m} -> {}", after_text(next.as_ref()))),
                        Err(e) => out(format_args!("error: {e}")),
                    }
                }
            }
            Err(e) => out(format_args!("error: {e}")),
        }
        out("");
    }
}
