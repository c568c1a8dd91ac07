//! The engine protocol: a computer player for every game, driven by lines on
//! stdin, answering on stdout (`docs/engine-protocol.md`).
//!
//! ```text
//! cargo run --release --example engine
//! ```
//!
//! The tool is `fanga_cli::engine` over every game of this build
//! (`fanga::catalog()`); its documentation gives the flags and the output.
//! `--help` lists them with the games.

use std::process::ExitCode;

fn main() -> ExitCode {
    fanga_cli::engine::run(&fanga::catalog(), "engine", std::env::args().skip(1))
}
