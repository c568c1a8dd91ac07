//! Annotates a game record: each move's score, the best move where it
//! differs, the mistakes and the turning points.
//!
//! ```text
//! cargo run --release --example analyse -- RECORD [--player SPEC]
//! ```
//!
//! The tool is `fanga_cli::analyse` over every game of this build
//! (`fanga::catalog()`); its documentation gives the flags and the output.
//! `--help` lists them with the games.

use std::process::ExitCode;

fn main() -> ExitCode {
    fanga_cli::analyse::run(&fanga::catalog(), "analyse", std::env::args().skip(1))
}
