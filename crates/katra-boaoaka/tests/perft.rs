//! The perft tables of katra boaoaka, reproduced exactly.

use fanga_core::testing::check_perft_file;
use fanga_katra_boaoaka::KatraBoaoaka;

#[test]
fn reference_tables() {
    let checked =
        check_perft_file::<KatraBoaoaka>(include_str!("perft/katra-boaoaka.perft"), u64::MAX);
    assert!(checked >= 8, "{checked} lines");
}
