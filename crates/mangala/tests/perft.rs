//! The reference perft tables for Mangala, reproduced exactly.

use fanga_core::testing::check_perft_file;
use fanga_mangala::Mangala;

#[test]
fn reference_tables() {
    let checked = check_perft_file::<Mangala>(include_str!("perft/mangala.perft"), u64::MAX);
    assert!(checked >= 28, "{checked} lines");
}
