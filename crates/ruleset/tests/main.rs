//! The rule sets' tests: one binary for every file of this directory.

mod allow_goal_start;
mod capture_kinds;
mod children;
mod conformance;
mod counted_ends;
mod directions;
mod format;
mod mancalagames;
mod replay;
mod rounds;
mod shipped_perft;
mod support;
mod territory;
