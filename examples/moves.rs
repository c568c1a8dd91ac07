//! Lists the legal moves of a position, one line each.
//!
//! ```text
//! cargo run --release --example moves -- GAME [--position TEXT] [--option KEY=VALUE]... [--lap-budget N]
//! ```
//!
//! The tool is `fanga_cli::moves` over every game of this build
//! (`fanga::catalog()`); its documentation gives the flags and the output.
//! `--help` lists them with the games.

use std::process::ExitCode;

fn main() -> ExitCode {
    fanga_cli::moves::run(&fanga::catalog(), "moves", std::env::args().skip(1))
}
