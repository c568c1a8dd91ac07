//! The perft tables of Murray's katra, reproduced exactly.

use fanga_core::testing::check_perft_file;
use fanga_katra_murray::KatraMurray;

#[test]
fn reference_tables() {
    let checked =
        check_perft_file::<KatraMurray>(include_str!("perft/katra-murray.perft"), u64::MAX);
    assert!(checked >= 24, "{checked} lines");
}
