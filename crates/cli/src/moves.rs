//! `moves`: lists the legal moves of a position, one line each.
//!
//! ```text
//! moves GAME [--position TEXT] [--option KEY=VALUE]... [--lap-budget N]
//! ```
//!
//! Each line is `MOVE -> POSITION` (the position text), or
//! `MOVE -> S wins` / `N wins` / `draw` when the game is over after the
//! move. A finished position prints nothing.
//!
//! The answer is exact however long a turn runs. With `--lap-budget N`, no
//! turn sows more than N laps: a turn still undecided then prints
//! `MOVE -> undecided after N laps` (for games whose turns offer choices,
//! MOVE is the opening and the choices made so far).

use fanga_ai::Catalog;
use fanga_core::registry::AnyPosition;

use crate::args::{Args, Spec};
use crate::io::{Io, Stop, fail};
use crate::tool::entry_points;

/// What the command line accepts.
const SPEC: Spec = Spec {
    usage: "moves GAME [--position TEXT] [--option KEY=VALUE]... [--lap-budget N]",
    positional: &[],
    valued: &["--lap-budget"],
    switches: &[],
    about: "Lists every legal move of the position (the start, or --position TEXT), one line\n\
         each: `MOVE -> POSITION`, or `MOVE -> S wins` / `N wins` / `draw` when the move ends\n\
         the game. With --lap-budget N, a turn still undecided after N laps prints\n\
         `MOVE -> undecided after N laps`.",
    players: false,
};

entry_points!("moves", moves, SPEC);

fn moves(catalog: &Catalog, args: Args, io: &mut Io<'_>) -> Result<(), Stop> {
    let budget = args.budget()?;
    let position = args.position(catalog)?;
    let moves = position.moves(budget);
    for m in &moves.decided {
        let next = position.play_text(m, budget).or_else(fail)?;
        io.line(format_args!("{m} -> {}", after_text(next.as_ref())))?;
    }
    for u in &moves.undecided {
        io.line(format_args!("{} -> undecided after {} laps", u.mv, u.laps))?;
    }
    Ok(())
}

/// What a position is after a move: its text, or the result if the game
/// is over.
pub(crate) fn after_text(p: &dyn AnyPosition) -> String {
    match p.outcome() {
        Some(o) => o.result_text(p.player_letters()),
        None => p.to_string(),
    }
}
