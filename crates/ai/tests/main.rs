//! The crate's tests, in one binary: one module a file.

mod search;
mod solve;
