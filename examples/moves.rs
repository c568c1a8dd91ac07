//! Lists the legal moves of a position, one line each.
//!
//! ```text
//! cargo run --release --example moves -- GAME [--position TEXT] [--option KEY=VALUE]... [--lap-budget N]
//! ```
//!
//! The tool is `fanga_cli::moves` over every game of this build
//! (`fanga::registry()`: the rules alone, so that its build compiles no
//! search); its documentation gives the flags and the output.
//! `--help` lists them with the games.

use std::process::ExitCode;

fn main() -> ExitCode {
    fanga_cli::moves::run(
        &fanga::ai::Catalog::rules_only(&fanga::registry()),
        "moves",
        std::env::args().skip(1),
    )
}
