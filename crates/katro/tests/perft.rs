//! The reference perft tables for Katro, reproduced exactly.

use fanga_core::testing::check_perft_file;
use fanga_katro::Katro;

#[test]
fn reference_tables() {
    let checked = check_perft_file::<Katro>(include_str!("perft/katro.perft"), u64::MAX);
    assert!(checked >= 17, "{checked} lines");
}
