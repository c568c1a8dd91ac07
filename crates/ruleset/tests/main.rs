//! The rule sets' tests: one binary for every file of this directory.

mod allow_goal_start;
mod conformance;
mod format;
mod mancalagames;
mod replay;
