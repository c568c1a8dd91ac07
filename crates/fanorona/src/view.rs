//! Fanorona and Fanorona Telo as a page draws them: boards of points
//! ([`BoardView::Points`]), moves as the points to click and the capture
//! to choose, and Fanorona's moves animated step by step from their trace.
//! Their [`Catalogued`](fanga_core::catalog::Catalogued) declarations
//! (`catalogued.rs`) give them to the tools.

use fanga_core::ByPlayer;
use fanga_core::catalog::{BoardView, Frame, Step};

use crate::{Fanorona, FanoronaTelo, FanoronaTrace};

/// The grid of a Fanorona-like position text (`BBB/.../WWW W ...`), rows
/// from the bottom.
fn points_of_text(text: &str) -> (u8, u8, String) {
    let grid = text.split_whitespace().next().unwrap_or("");
    let rows: Vec<&str> = grid.split('/').collect();
    let cols = rows.first().map_or(0, |r| r.len());
    let cells: String = rows.iter().rev().copied().collect();
    (
        u8::try_from(rows.len()).unwrap_or(0),
        u8::try_from(cols).unwrap_or(0),
        cells,
    )
}

/// The board of a position text, with `hand` pieces still to place.
fn points_view(text: &str, hand: impl FnOnce(&str) -> ByPlayer<u8>) -> BoardView {
    let (rows, cols, cells) = points_of_text(text);
    BoardView::Points {
        rows,
        cols,
        hand: hand(&cells),
        cells,
        // Fanorona's board, and Fanorona Telo's 3 x 3 whose diagonals
        // cross at the centre.
        diagonals: "alternate",
    }
}

fn point_name(col: u8, row: u8) -> String {
    format!("{}{}", char::from(b'a' + col), row + 1)
}

/// Fanorona's board.
pub(crate) fn fanorona_view(p: &Fanorona) -> BoardView {
    points_view(&p.to_string(), |_| ByPlayer::new(0, 0))
}

/// Fanorona Telo's board, with the pieces each player has still to place.
pub(crate) fn telo_view(p: &FanoronaTelo) -> BoardView {
    points_view(&p.to_string(), |cells| {
        let on = |c: char| u8::try_from(cells.chars().filter(|&x| x == c).count()).unwrap_or(3);
        ByPlayer::new(3_u8.saturating_sub(on('W')), 3_u8.saturating_sub(on('B')))
    })
}

/// Steps of a Fanorona or Fanorona Telo move: `d3-e3W-e4A` is `d3`, `e3`,
/// `W`, `e4`, `A`.
pub(crate) fn point_steps(mv: &str) -> Vec<Step> {
    let mut steps = Vec::new();
    for part in mv.split('-') {
        let (point, rest) = part.split_at(part.len().min(2));
        steps.push(Step::cell(point, point, point));
        if !rest.is_empty() {
            let label = match rest {
                "A" => "capture by approach",
                "W" => "capture by withdrawal",
                other => other,
            };
            steps.push(Step::choice(rest, label));
        }
    }
    steps
}

/// Frames of a Fanorona move: one a step of the capturing piece, with the
/// pieces it takes, then the position after the move (`next`).
pub(crate) fn fanorona_frames(
    before: &Fanorona,
    trace: &FanoronaTrace,
    next: &Fanorona,
) -> Vec<Frame> {
    let (rows, cols, cells) = points_of_text(&before.to_string());
    let mut grid: Vec<u8> = cells.into_bytes();
    let mut frames = Vec::new();
    for (from, to, taken) in &trace.steps {
        let (f, t) = (usize::from(from.index()), usize::from(to.index()));
        if f < grid.len() && t < grid.len() {
            grid[t] = grid[f];
            grid[f] = b'.';
        }
        let mut at = vec![
            point_name(from.col(), from.row()),
            point_name(to.col(), to.row()),
        ];
        let mut names = Vec::new();
        for (i, cell) in grid.iter_mut().enumerate() {
            if taken >> i & 1 == 1 {
                *cell = b'.';
                let (c, r) = (i % usize::from(cols), i / usize::from(cols));
                let name = point_name(u8::try_from(c).unwrap_or(0), u8::try_from(r).unwrap_or(0));
                names.push(name.clone());
                at.push(name);
            }
        }
        let mut note = format!("{from} to {to}");
        if !names.is_empty() {
            note.push_str(&format!(", captures {}", names.join(" ")));
        }
        let board = BoardView::Points {
            rows,
            cols,
            cells: String::from_utf8_lossy(&grid).into_owned(),
            diagonals: "alternate",
            hand: ByPlayer::new(0, 0),
        };
        frames.push(Frame::new(board, at, note));
    }
    frames.push(Frame::new(fanorona_view(next), Vec::new(), ""));
    frames
}
