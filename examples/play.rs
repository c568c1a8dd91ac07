//! Play any game of the catalog in the terminal: against the computer, two
//! people at one keyboard, or the computer against itself.
//!
//! ```text
//! cargo run --release --example play -- katro
//! cargo run --release --example play -- fifangha --option columns=4 --north hard
//! cargo run --release --example play -- kalah --south human --north human
//! cargo run --release --example play -- oware --south ab:100ms --north mcts:10000 --delay 300
//! ```
//!
//! The tool is `fanga_cli::play` over every game of this build
//! (`fanga::catalog()`); its documentation gives the flags and the output.
//! `--help` lists them with the games.

use std::process::ExitCode;

fn main() -> ExitCode {
    fanga_cli::play::run(&fanga::catalog(), "play", std::env::args().skip(1))
}
