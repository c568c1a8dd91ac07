//! Lists the legal moves of a position, one line each.
//!
//! ```text
//! cargo run --release --example moves -- GAME [--position TEXT] [--option KEY=VALUE]...
//! ```
//!
//! Each line is `MOVE -> POSITION` (the rulebook's position text), or
//! `MOVE -> S wins` / `N wins` / `draw` when the game is over after the move. A
//! finished position prints nothing.

mod common;

use common::{Args, Spec, after_text, fail, out};

fn main() {
    let args = Args::parse(&Spec {
        name: "moves",
        usage: "moves GAME [--position TEXT] [--option KEY=VALUE]...",
        positional: &[],
        valued: &[],
        switches: &[],
    });
    let position = args.position();
    for m in position.moves() {
        let next = position.play_text(&m).unwrap_or_else(|e| fail("moves", e));
        out(format_args!("{m} -> {}", after_text(next.as_ref())));
    }
}
