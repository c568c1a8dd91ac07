//! What the native tests share: the registered games' names, and the
//! seeds or pieces on a board.

use fanga::core::catalog::BoardView;

/// The name of every registered game.
pub(crate) fn names() -> Vec<&'static str> {
    fanga::registry().entries().map(|e| e.name).collect()
}

/// Seeds or pieces on a board, pools included.
pub(crate) fn count(board: &BoardView) -> u32 {
    match board {
        BoardView::Sowing { cells, pools, .. } => {
            cells.iter().map(|&c| u32::from(c)).sum::<u32>()
                + pools
                    .iter()
                    .map(|p| u32::from(p.seeds.south) + u32::from(p.seeds.north))
                    .sum::<u32>()
        }
        BoardView::Points { cells, .. } => {
            u32::try_from(cells.chars().filter(|&c| c != '.').count()).unwrap_or(0)
        }
        _ => 0,
    }
}
