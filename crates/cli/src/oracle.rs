//! `oracle`: lists the legal moves of many positions in one run, for
//! cross-checks with another implementation.
//!
//! ```text
//! oracle < positions.tsv
//! ```
//!
//! Each input line is `GAME<TAB>POSITION`, read with the game's default
//! options except what the text shows; `GAME KEY=VALUE ...<TAB>POSITION`
//! reads it under those options (for an option the text does not show).
//! For each line the output is what [`moves`](crate::moves) prints for that
//! position (one `MOVE -> POSITION` or `MOVE -> S wins` line per legal
//! move), then an empty line. A line that cannot be read gives one line
//! `error: ...` instead of its moves. The cross-checks with OpenSpiel and
//! Ludii (`tools/openspiel/`, `tools/ludii/`) drive it.

use fanga_ai::Catalog;
use fanga_core::LapBudget;
use fanga_core::text::excerpt;

use crate::help::help;
use crate::io::{Io, Stop, fail};
use crate::moves::after_text;
use crate::tool::entry_points;

const USAGE: &str = "oracle < LINES (each line GAME[ KEY=VALUE...]<TAB>POSITION)";

const ABOUT: &str = "\
Reads lines `GAME<TAB>POSITION` on stdin (the game's default options, but for what
the text shows; `GAME KEY=VALUE ...<TAB>POSITION` sets options) and prints, for
each, what the `moves` example prints for that position (`MOVE -> POSITION` or
`MOVE -> S wins`, one line a legal move), then an empty line. A line that cannot
be read gives one line `error: ...` instead.";

entry_points!(raw "oracle", oracle);

fn oracle(catalog: &Catalog, args: Vec<String>, io: &mut Io<'_>) -> Result<(), Stop> {
    if let Some(a) = args.into_iter().next() {
        if a == "--help" || a == "-h" {
            return io.text(help(catalog, USAGE, ABOUT, false));
        }
        return fail(format!(
            "unexpected argument `{}` (usage: {USAGE}; it reads its positions from stdin)",
            excerpt(&a)
        ));
    }
    let registry = catalog.registry();
    let mut line = String::new();
    loop {
        line.clear();
        match io.read_line(&mut line) {
            Ok(0) | Err(_) => return Ok(()),
            Ok(_) => {}
        }
        let text = line.trim_end_matches(['\n', '\r']);
        let result = match text.split_once('\t') {
            Some((game, text)) => {
                let mut words = game.split(' ').filter(|w| !w.is_empty());
                let name = words.next().unwrap_or_default();
                let options: Vec<&str> = words.collect();
                registry.parse(name, text, &options)
            }
            None => {
                io.line("error: expected GAME<TAB>POSITION")?;
                io.line("")?;
                continue;
            }
        };
        match result {
            Ok(p) => {
                for m in p.moves(LapBudget::UNLIMITED).decided {
                    match p.play_text(&m, LapBudget::UNLIMITED) {
                        Ok(next) => {
                            io.line(format_args!("{m} -> {}", after_text(next.as_ref())))?;
                        }
                        Err(e) => io.line(format_args!("error: {e}"))?,
                    }
                }
            }
            Err(e) => io.line(format_args!("error: {e}"))?,
        }
        io.line("")?;
    }
}
