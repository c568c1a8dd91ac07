//! Plays a seeded random game and shows the board after every move, or tallies
//! many random playouts (`--games N`).
//!
//! ```text
//! cargo run --release --example selfplay -- GAME [--seed N] [--position TEXT] [--option KEY=VALUE]... [--max-plies N] [--trace] [--lap-budget N]
//! cargo run --release --example selfplay -- GAME --games N [--seed N] [--position TEXT] [--option KEY=VALUE]... [--max-plies N]
//! ```
//!
//! The tool is `fanga_cli::selfplay` over every game of this build
//! (`fanga::registry()`: the rules alone, so that its build compiles no
//! search); its documentation gives the flags and the output.
//! `--help` lists them with the games.

use std::process::ExitCode;

fn main() -> ExitCode {
    fanga_cli::selfplay::run(
        &fanga::ai::Catalog::rules_only(&fanga::registry()),
        "selfplay",
        std::env::args().skip(1),
    )
}
