//! Counts move sequences (whole turns) from a position.
//!
//! ```text
//! cargo run --release --example perft -- GAME DEPTH [--position TEXT] [--option KEY=VALUE]... [--divide] [--lap-budget N]
//! ```
//!
//! The tool is `fanga_cli::perft` over every game of this build
//! (`fanga::registry()`: the rules alone, so that its build compiles no
//! search); its documentation gives the flags and the output.
//! `--help` lists them with the games.

use std::process::ExitCode;

fn main() -> ExitCode {
    fanga_cli::perft::run(
        &fanga::ai::Catalog::rules_only(&fanga::registry()),
        "perft",
        std::env::args().skip(1),
    )
}
