//! The reference perft tables, reproduced exactly.

use fanga_boustrophedon::Boustrophedon;
use fanga_core::testing::check_perft_file;

#[test]
fn reference_tables() {
    let checked =
        check_perft_file::<Boustrophedon>(include_str!("perft/boustrophedon.perft"), u64::MAX);
    assert!(checked >= 10, "{checked} lines");
}
