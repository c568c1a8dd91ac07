//! Positions as a page draws them: the board as data ([`BoardView`]), a
//! move as the steps a player clicks ([`Step`]), and a played move as
//! animation [`Frame`]s. Each game gives them through
//! [`Catalogued::view`](crate::catalog::Catalogued::view),
//! [`Catalogued::steps`](crate::catalog::Catalogued::steps) and
//! [`Catalogued::frames`](crate::catalog::Catalogued::frames), whose defaults (a text
//! board of the diagram, the move's text in pieces, one frame a move) serve
//! a game that says nothing; the type-erased
//! [`AnyPosition`](crate::registry::AnyPosition) carries them to any tool.
//!
//! ```
//! use fanga_core::catalog::{BoardView, Step};
//!
//! // The defaults, for a game that declares no view of its own.
//! let board = BoardView::text("a diagram");
//! assert_eq!(board, BoardView::Text { diagram: "a diagram".to_owned() });
//! let steps: Vec<String> = Step::split("b2:cw").into_iter().map(|s| s.text).collect();
//! assert_eq!(steps, ["b2", "cw"]);
//! ```

use crate::ByPlayer;

/// The most frames a move has, its last (the position after it) included:
/// a turn of thousands of laps still animates in a few seconds.
pub const MAX_FRAMES: usize = 2_000;

/// A board as data, for drawing.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "lowercase"))]
#[non_exhaustive]
pub enum BoardView {
    /// A sowing board: `rows` x `cols` holes and the pools the game keeps.
    /// Its players are South (the first seat) and North.
    Sowing {
        /// Rows (1, 2 or 4); row 0 is South's outer row, drawn at the bottom.
        rows: u8,
        /// Columns; column 0 (`a`) is drawn at the left.
        cols: u8,
        /// Seeds, row by row from row 0, `cols` a row.
        cells: Vec<u8>,
        /// The pools the game keeps, those of the position text first in
        /// its order.
        pools: Vec<PoolView>,
        /// Whether holes are named as numbered cups rather than by
        /// coordinates.
        cups: bool,
        /// The holes that are a player's house at this point of the game
        /// (`e2`, `d3`): Bao's nyumba, the square hole of its board, while
        /// its owner still owns it. Empty on the boards of other games.
        houses: Vec<String>,
    },
    /// A board of points and lines, with white and black pieces: its
    /// players are White (the first seat) and Black.
    Points {
        /// Rows of points; row 0 (`1`) is White's side, drawn at the bottom.
        rows: u8,
        /// Columns of points; column 0 (`a`) is drawn at the left.
        cols: u8,
        /// `W` (a white piece), `B` (a black one) or `.` for each point,
        /// row by row from row 0.
        cells: String,
        /// Which points have diagonal lines: `alternate`, where column + row
        /// is even (the diagonals of a 3 x 3 board then cross at its
        /// centre).
        diagonals: &'static str,
        /// Pieces still in each player's hand, to be placed.
        hand: ByPlayer<u8>,
    },
    /// A board the page cannot draw but as text: the game's diagram
    /// ([`Position::diagram`](crate::Position::diagram)), the default view.
    Text {
        /// The diagram, lines separated by `\n`.
        diagram: String,
    },
}

impl BoardView {
    /// A text board: the default view of a game
    /// ([`Catalogued::view`](crate::catalog::Catalogued::view)).
    #[must_use]
    pub fn text(diagram: impl Into<String>) -> Self {
        BoardView::Text {
            diagram: diagram.into(),
        }
    }
}

/// One pool of a sowing board: each player's seeds off the holes.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct PoolView {
    /// Its key in the position text: `store`, `reserve`, `captured`.
    pub key: &'static str,
    /// The word the diagram uses: `store`, `reserve`, `eaten`.
    pub label: &'static str,
    /// South's and North's.
    pub seeds: ByPlayer<u8>,
    /// Whether the position text does not show it: seeds the game keeps
    /// that are not yet in play (shells before a setup), shown while there
    /// are some.
    pub hidden: bool,
}

impl PoolView {
    /// A pool the position text shows.
    #[must_use]
    pub fn new(key: &'static str, label: &'static str, seeds: ByPlayer<u8>) -> Self {
        PoolView {
            key,
            label,
            seeds,
            hidden: false,
        }
    }

    /// A pool the position text does not show ([`PoolView::hidden`]).
    #[must_use]
    pub fn hidden(key: &'static str, label: &'static str, seeds: ByPlayer<u8>) -> Self {
        PoolView {
            hidden: true,
            ..PoolView::new(key, label, seeds)
        }
    }
}

/// One picture of a move in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Frame {
    /// The board at this point of the move.
    pub board: BoardView,
    /// Seeds in the mover's hand (sowing games).
    pub hand: u32,
    /// The cells this step touched: holes (`c2`), points (`e3`) or pools
    /// (`store-S`, `reserve-N`, `captured-S`, by the player's letter).
    pub at: Vec<String>,
    /// What happened, in words: `sow 5 cw from c2: last seed in b1 (now 3)`.
    pub note: String,
}

impl Frame {
    /// A frame of `board`, with nothing in hand.
    #[must_use]
    pub fn new(board: BoardView, at: Vec<String>, note: impl Into<String>) -> Self {
        Frame {
            board,
            hand: 0,
            at,
            note: note.into(),
        }
    }

    /// The same frame with `hand` seeds in the mover's hand.
    #[must_use]
    pub fn with_hand(mut self, hand: u32) -> Self {
        self.hand = hand;
        self
    }
}

/// One step of a move as a player enters it: a cell to click, or a choice
/// to make (a direction, a kind of capture, a pie choice).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Step {
    /// The step as written in the move: `c2`, `cw`, `A`.
    pub text: String,
    /// The cell it names, if it names one (`c2`, or `a1` for cup 1).
    pub cell: Option<String>,
    /// A few words for a button (`clockwise`, `approach`).
    pub label: String,
}

impl Step {
    /// A step that names `cell`.
    #[must_use]
    pub fn cell(
        text: impl Into<String>,
        cell: impl Into<String>,
        label: impl Into<String>,
    ) -> Self {
        Step {
            text: text.into(),
            cell: Some(cell.into()),
            label: label.into(),
        }
    }

    /// A choice that names no cell.
    #[must_use]
    pub fn choice(text: impl Into<String>, label: impl Into<String>) -> Self {
        Step {
            text: text.into(),
            cell: None,
            label: label.into(),
        }
    }

    /// The default steps of a move ([`Catalogued::steps`](crate::catalog::Catalogued::steps)):
    /// its text cut at spaces, colons and hyphens, each piece a choice
    /// labelled by itself (the whole text when it has no piece).
    #[must_use]
    pub fn split(mv: &str) -> Vec<Step> {
        let steps: Vec<Step> = mv
            .split([' ', ':', '-'])
            .filter(|t| !t.is_empty())
            .map(|t| Step::choice(t, t))
            .collect();
        if steps.is_empty() {
            vec![Step::choice(mv, mv)]
        } else {
            steps
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_without_pieces_is_one_step() {
        assert_eq!(Step::split(""), [Step::choice("", "")]);
        assert_eq!(Step::split("d3-e3W")[1].text, "e3W");
    }

    #[test]
    fn a_hidden_pool_says_so() {
        assert!(PoolView::hidden("captured", "eaten", ByPlayer::new(1, 2)).hidden);
        assert!(!PoolView::new("store", "store", ByPlayer::new(0, 0)).hidden);
        assert_eq!(Frame::new(BoardView::text(""), Vec::new(), "").hand, 0);
    }
}
