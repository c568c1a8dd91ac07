//! The reference perft tables for Fang, reproduced exactly.

use fanga_core::testing::check_perft_file;
use fanga_fang::Fang;

#[test]
fn reference_tables() {
    let checked = check_perft_file::<Fang>(include_str!("perft/fang.perft"), u64::MAX);
    assert!(checked >= 20, "{checked} lines");
}
