//! Plays a seeded random game and shows the board after every move.
//!
//! ```text
//! cargo run --release --example selfplay -- GAME [--seed N] [--position TEXT] [--option KEY=VALUE]... [--max-plies N]
//! ```
//!
//! Every move is drawn uniformly among the legal whole-turn moves with
//! `fanga::core::SplitMix64` seeded with N (default 0), so a seed always replays
//! the same game. The last line is `result: S wins (kamo)` or similar, or
//! `result: unfinished` when the ply limit (default 1,000) is reached first.

mod common;

use common::{Args, Spec, out};
use fanga::core::SplitMix64;

fn main() {
    let args = Args::parse(&Spec {
        name: "selfplay",
        usage: "selfplay GAME [--seed N] [--position TEXT] [--option KEY=VALUE]... [--max-plies N]",
        positional: &[],
        valued: &["--seed", "--max-plies"],
        switches: &[],
    });
    let seed: u64 = args.number("--seed", 0);
    let max_plies: u64 = args.number("--max-plies", 1000);
    let mut position = args.position();
    let mut rng = SplitMix64::new(seed);
    let letters = position.player_letters();
    out(format_args!(
        "{} (seed {seed}; {})",
        position.game(),
        position.option_assignments().join(" ")
    ));
    out(format_args!("position: {position}"));
    out(position.diagram());
    let mut ply = 0;
    loop {
        if let Some(outcome) = position.outcome() {
            out(format_args!("result: {}", outcome.describe(letters)));
            return;
        }
        if ply == max_plies {
            out(format_args!("result: unfinished ({max_plies} plies)"));
            return;
        }
        let count = position.move_count();
        let Some((m, next)) = position.play_index(rng.below(count)) else {
            unreachable!("a game that is not over has a legal move");
        };
        ply += 1;
        out("");
        out(format_args!(
            "{ply}. {} {m}",
            letters[position.turn().index()]
        ));
        position = next;
        out(position.diagram());
    }
}
