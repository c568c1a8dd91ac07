//! Lists the legal moves of a position, one line each.
//!
//! ```text
//! cargo run --release --example moves -- GAME [--position TEXT] [--option KEY=VALUE]... [--lap-budget N]
//! ```
//!
//! Each line is `MOVE -> POSITION` (the position text), or
//! `MOVE -> S wins` / `N wins` / `draw` when the game is over after the move. A
//! finished position prints nothing.
//!
//! The answer is exact however long a turn runs (some turns of the four-row
//! games take millions of laps to prove endless). With `--lap-budget N`, no
//! turn sows more than N laps: a turn still undecided then prints
//! `MOVE -> undecided after N laps` (for games whose turns offer choices,
//! MOVE is the opening and the choices made so far).

mod common;

use common::{Args, Spec, after_text, fail, out};

fn main() {
    let args = Args::parse(&Spec {
        name: "moves",
        usage: "moves GAME [--position TEXT] [--option KEY=VALUE]... [--lap-budget N]",
        positional: &[],
        valued: &["--lap-budget"],
        switches: &[],
        about: "Lists every legal move of the position (the start, or --position TEXT), one line\n\
         each: `MOVE -> POSITION`, or `MOVE -> S wins` / `N wins` / `draw` when the move ends\n\
         the game. With --lap-budget N, a turn still undecided after N laps prints\n\
         `MOVE -> undecided after N laps`.",
        players: false,
    });
    let budget = args.budget();
    let position = args.position();
    let moves = position.moves_within(budget);
    for m in &moves.decided {
        let next = position
            .play_text_within(m, budget)
            .unwrap_or_else(|e| fail("moves", e));
        out(format_args!("{m} -> {}", after_text(next.as_ref())));
    }
    for u in &moves.undecided {
        out(format_args!("{} -> undecided after {} laps", u.mv, u.laps));
    }
}
