//! Computer players against each other over seeded games.
//!
//! ```text
//! cargo run --release --example tournament -- GAME --players A,B[,C...] [--games N] [--openings K] [--balanced SEEDS [--balance-nodes N | --balance-exact]] [--seed S] [--max-plies N] [--no-swap] [--records DIR] [--log FILE] [--endgame-file PATH [--endgame-balance-only]] [--option KEY=VALUE]... [--position TEXT]
//! ```
//!
//! The tool is `fanga_cli::tournament` over every game of this build
//! (`fanga::catalog()`); its documentation gives the flags and the output.
//! `--help` lists them with the games.

use std::process::ExitCode;

fn main() -> ExitCode {
    fanga_cli::tournament::run(&fanga::catalog(), "tournament", std::env::args().skip(1))
}
