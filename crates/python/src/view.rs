//! Boards, steps and traces as Python objects: what a page draws
//! ([`BoardView`]), the steps of a move ([`Step`]), and a played move with
//! its trace and animation frames ([`Animated`](fanga::core::registry::Animated)).

use fanga::core::catalog::{BoardView, Frame as CoreFrame, PoolView, Step as CoreStep};
use numpy::{PyArray1, PyArray2, PyArrayMethods};
use pyo3::prelude::*;

/// One pool of a sowing board (stores, reserves, seeds captured).
#[pyclass(module = "fanga", frozen, get_all)]
pub struct Pool {
    /// Its key in the position text: `store`, `reserve`, `captured`.
    pub key: &'static str,
    /// The word the diagram uses.
    pub label: &'static str,
    /// The first seat's and the second's seeds.
    pub seeds: (u8, u8),
    /// Whether the position text does not show it.
    pub hidden: bool,
}

#[pymethods]
impl Pool {
    fn __repr__(&self) -> String {
        format!("Pool(key={:?}, seeds={:?})", self.key, self.seeds)
    }
}

impl From<&PoolView> for Pool {
    fn from(p: &PoolView) -> Self {
        Pool {
            key: p.key,
            label: p.label,
            seeds: p.seeds.into(),
            hidden: p.hidden,
        }
    }
}

/// A board as data: `kind` is `"sowing"` (holes of seeds, and pools),
/// `"points"` (a board of points and lines with two colours of pieces) or
/// `"text"` (only a diagram).
#[pyclass(module = "fanga", frozen)]
pub struct Board {
    kind: &'static str,
    rows: u8,
    cols: u8,
    /// Seeds (sowing) or pieces (points: 0 empty, 1 the first seat's, 2
    /// the second's), row by row from row 0.
    cells: Vec<u8>,
    pools: Vec<Py<Pool>>,
    cups: bool,
    diagonals: Option<&'static str>,
    hand: Option<(u8, u8)>,
    diagram: Option<String>,
}

impl Board {
    pub(crate) fn new(py: Python<'_>, view: &BoardView) -> PyResult<Board> {
        let empty = Board {
            kind: "text",
            rows: 0,
            cols: 0,
            cells: Vec::new(),
            pools: Vec::new(),
            cups: false,
            diagonals: None,
            hand: None,
            diagram: None,
        };
        Ok(match view {
            BoardView::Sowing {
                rows,
                cols,
                cells,
                pools,
                cups,
                ..
            } => Board {
                kind: "sowing",
                rows: *rows,
                cols: *cols,
                cells: cells.clone(),
                pools: pools
                    .iter()
                    .map(|p| Py::new(py, Pool::from(p)))
                    .collect::<PyResult<_>>()?,
                cups: *cups,
                ..empty
            },
            BoardView::Points {
                rows,
                cols,
                cells,
                diagonals,
                hand,
            } => Board {
                kind: "points",
                rows: *rows,
                cols: *cols,
                cells: cells
                    .chars()
                    .map(|c| match c {
                        'W' => 1,
                        'B' => 2,
                        _ => 0,
                    })
                    .collect(),
                diagonals: Some(diagonals),
                hand: Some((*hand).into()),
                ..empty
            },
            BoardView::Text { diagram } => Board {
                diagram: Some(diagram.clone()),
                ..empty
            },
            _ => empty,
        })
    }
}

#[pymethods]
impl Board {
    /// `"sowing"`, `"points"` or `"text"`.
    #[getter]
    fn kind(&self) -> &'static str {
        self.kind
    }
    /// Rows (0 for a text board); row 0 is the first seat's side.
    #[getter]
    fn rows(&self) -> u8 {
        self.rows
    }
    /// Columns (0 for a text board); column 0 (`a`) is at the left.
    #[getter]
    fn cols(&self) -> u8 {
        self.cols
    }
    /// The cells as a `rows` x `cols` numpy array of `uint8`: seeds
    /// (sowing), or 0 for an empty point, 1 for the first seat's piece and
    /// 2 for the second's (points).
    #[getter]
    fn cells<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray2<u8>>> {
        PyArray1::from_slice(py, &self.cells)
            .reshape([usize::from(self.rows), usize::from(self.cols)])
    }
    /// The pools (sowing boards), those of the position text first.
    #[getter]
    fn pools(&self, py: Python<'_>) -> Vec<Py<Pool>> {
        self.pools.iter().map(|p| p.clone_ref(py)).collect()
    }
    /// Whether holes are named as numbered cups rather than coordinates.
    #[getter]
    fn cups(&self) -> bool {
        self.cups
    }
    /// Which points have diagonal lines (points boards): `alternate`.
    #[getter]
    fn diagonals(&self) -> Option<&'static str> {
        self.diagonals
    }
    /// Pieces still in each player's hand (points boards).
    #[getter]
    fn hand(&self) -> Option<(u8, u8)> {
        self.hand
    }
    /// The diagram (text boards).
    #[getter]
    fn diagram(&self) -> Option<&str> {
        self.diagram.as_deref()
    }
    fn __repr__(&self) -> String {
        format!(
            "Board(kind={:?}, rows={}, cols={})",
            self.kind, self.rows, self.cols
        )
    }
}

/// One step of a move as a player enters it: a cell, or a choice.
#[pyclass(module = "fanga", frozen, get_all)]
pub struct Step {
    /// The step as written in the move: `c2`, `cw`, `A`.
    pub text: String,
    /// The cell it names, if it names one.
    pub cell: Option<String>,
    /// A few words for a button: `clockwise`, `approach`.
    pub label: String,
}

#[pymethods]
impl Step {
    fn __repr__(&self) -> String {
        let cell = self
            .cell
            .as_ref()
            .map_or_else(|| "None".to_owned(), |c| format!("{c:?}"));
        format!(
            "Step(text={:?}, cell={cell}, label={:?})",
            self.text, self.label
        )
    }
}

impl From<CoreStep> for Step {
    fn from(s: CoreStep) -> Self {
        Step {
            text: s.text,
            cell: s.cell,
            label: s.label,
        }
    }
}

/// One picture of a move in progress.
#[pyclass(module = "fanga", frozen, get_all)]
pub struct Frame {
    /// The board at this point of the move.
    pub board: Py<Board>,
    /// Seeds in the mover's hand (sowing games).
    pub hand: u32,
    /// The cells this step touched: holes (`c2`), points, or pools
    /// (`store-S`).
    pub at: Vec<String>,
    /// What happened, in words.
    pub note: String,
}

#[pymethods]
impl Frame {
    fn __repr__(&self) -> String {
        format!(
            "Frame(note={:?}, at={:?}, hand={})",
            self.note, self.at, self.hand
        )
    }
}

impl Frame {
    pub(crate) fn new(py: Python<'_>, f: &CoreFrame) -> PyResult<Frame> {
        Ok(Frame {
            board: Py::new(py, Board::new(py, &f.board)?)?,
            hand: f.hand,
            at: f.at.clone(),
            note: f.note.clone(),
        })
    }
}
