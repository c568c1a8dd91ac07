//! The reference perft tables for bao, reproduced exactly.

use fanga_bao::Bao;
use fanga_core::testing::check_perft_file;

#[test]
fn reference_tables() {
    let checked = check_perft_file::<Bao>(include_str!("perft/bao.perft"), u64::MAX);
    assert!(checked >= 12, "{checked} lines");
}
