//! The crate's tests, in one binary: one module a file.

mod conformance;
mod ludii;
mod perft;
mod rules;
