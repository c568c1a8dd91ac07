//! The crate's tests, in one binary: one module a file.

mod conformance;
mod perft;
mod rules;
