//! Exact solutions ([`fanga_exact_solver`], re-exported here) and [`Perfect`], a
//! player that plays them.
//!
//! ```
//! use fanga_ai::solve::{Solver, SolveSettings, Verdict, WholeTurns};
//! use fanga_core::Position;
//! use fanga_fang::{Fang, FangOptions};
//!
//! // Fang on 6 cups: a draw, whatever South opens with.
//! let start = Fang::start(&FangOptions::default().with_cups(6)?);
//! let mut solver = Solver::new(WholeTurns::<Fang>::new(), SolveSettings::default());
//! let analysis = solver.analyse(&start, |p| p.clone())?;
//! assert_eq!(analysis.value.verdict, Verdict::Draw);
//! assert!(analysis.moves.iter().all(|(_, v)| v.verdict == Verdict::Draw));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#[doc(inline)]
pub use fanga_exact_solver::*;

pub use crate::perfect::Perfect;
