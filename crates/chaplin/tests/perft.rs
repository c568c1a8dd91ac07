//! The perft tables of the crate, computed by an independent implementation
//! of its rules (`tests/perft/reference.py`), reproduced exactly.

use fanga_chaplin::Chaplin;
use fanga_core::testing::check_perft_file;

#[test]
fn reference_tables() {
    let checked = check_perft_file::<Chaplin>(include_str!("perft/chaplin.perft"), u64::MAX);
    assert!(checked >= 20, "{checked} lines");
}
