//! Perft: counting move sequences, and the `.perft` files of reference counts.

use crate::Position;

/// Counts the move sequences of length `depth` from `position`.
///
/// `perft(p, 0) = 1`; `perft(p, d)` is the sum over the legal moves `m` of `p` of
/// `perft(p after m, d - 1)`. Moves are whole turns and a finished game has no
/// moves, so a line that ends the game early contributes nothing at greater
/// depths. The last ply is counted without being played.
///
/// ```
/// use fanga_core::{Position, divide, perft};
/// use fanga_katro::{Katro, KatroOptions};
///
/// let start = Katro::start(&KatroOptions::default());
/// assert_eq!(perft(&start, 0), 1);
/// assert_eq!(perft(&start, 3), 8808);
/// // The same count split by first move.
/// let split = divide(&start, 3);
/// assert_eq!(split.len(), 24);
/// assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 8808);
/// ```
#[must_use]
pub fn perft<P: Position>(position: &P, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return position.move_count() as u64;
    }
    let mut nodes = 0;
    let _ = position.for_each_move(|m| {
        let mut next = position.clone();
        next.play_unchecked(&m);
        nodes += perft(&next, depth - 1);
        std::ops::ControlFlow::Continue(())
    });
    nodes
}

/// [`perft`] split by first move: each legal move with the count below it.
///
/// For `depth == 0` the list is empty.
#[must_use]
pub fn divide<P: Position>(position: &P, depth: u32) -> Vec<(P::Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    position
        .legal_moves()
        .into_iter()
        .map(|m| {
            let mut next = position.clone();
            next.play_unchecked(&m);
            let n = perft(&next, depth - 1);
            (m, n)
        })
        .collect()
}
