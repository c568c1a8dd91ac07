//! The crate's tests, in one binary: one module a file.

mod conformance;
mod long_turns;
mod perft;
mod rules;
