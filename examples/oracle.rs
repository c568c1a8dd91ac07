//! Lists the legal moves of many positions in one run, for cross-checks with
//! another implementation (`tools/openspiel/`).
//!
//! ```text
//! cargo run --release --example oracle < positions.tsv
//! ```
//!
//! The tool is `fanga_cli::oracle` over every game of this build
//! (`fanga::registry()`: the rules alone, so that its build compiles no
//! search); its documentation gives the flags and the output.
//! `--help` lists them with the games.

use std::process::ExitCode;

fn main() -> ExitCode {
    fanga_cli::oracle::run(
        &fanga::ai::Catalog::rules_only(&fanga::registry()),
        "oracle",
        std::env::args().skip(1),
    )
}
