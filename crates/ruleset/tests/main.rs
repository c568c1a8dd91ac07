//! The rule sets' tests: one binary for every file of this directory.

mod allow_goal_start;
mod bulls;
mod capture_kinds;
mod children;
mod children_passed;
mod conformance;
mod counted_ends;
mod directions;
mod format;
mod further_moves;
mod mancalagames;
mod match_goal;
mod replay;
mod rounds;
mod russ_bao;
mod shipped_perft;
mod sowing_rules;
mod support;
mod territory;
