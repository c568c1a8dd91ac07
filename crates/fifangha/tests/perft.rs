//! The reference perft tables for fifangha, reproduced exactly.

use fanga_core::testing::check_perft_file;
use fanga_fifangha::Fifangha;

#[test]
fn reference_tables() {
    let checked = check_perft_file::<Fifangha>(include_str!("perft/fifangha.perft"), u64::MAX);
    assert!(checked >= 25, "{checked} lines");
}
