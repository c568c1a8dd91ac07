//! The reference perft tables for fifangha, reproduced exactly: the default
//! rules and options (`perft/fifangha.perft`) and the school rules
//! (`perft/school.perft`).

use fanga_core::testing::check_perft_file;
use fanga_fifangha::Fifangha;

#[test]
fn reference_tables() {
    let checked = check_perft_file::<Fifangha>(include_str!("perft/fifangha.perft"), u64::MAX);
    assert!(checked >= 25, "{checked} lines");
}

#[test]
fn school_tables() {
    let checked = check_perft_file::<Fifangha>(include_str!("perft/school.perft"), u64::MAX);
    assert!(checked >= 40, "{checked} lines");
}
