//! Solves a game exactly: the value of a position with perfect play, the
//! value of every move, a principal variation, and what it cost.
//!
//! ```text
//! cargo run --release --example solve -- GAME [--option KEY=VALUE]... [--position TEXT] [--memory MIB] [--endgame SEEDS] [--endgame-file PATH] [--threads N] [--no-moves]
//! ```
//!
//! The tool is `fanga_cli::solve` over every game of this build
//! (`fanga::catalog()`); its documentation gives the flags and the output.
//! `--help` lists them with the games.

use std::process::ExitCode;

fn main() -> ExitCode {
    fanga_cli::solve::run(&fanga::catalog(), "solve", std::env::args().skip(1))
}
