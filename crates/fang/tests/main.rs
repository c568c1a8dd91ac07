//! The crate's tests, in one binary: one module a file.

mod perft;
mod rules;
