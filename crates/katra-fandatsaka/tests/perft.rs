//! The reference perft tables for katra fandatsaka, reproduced exactly.

use fanga_core::testing::check_perft_file;
use fanga_katra_fandatsaka::KatraFandatsaka;

#[test]
fn reference_tables() {
    let checked =
        check_perft_file::<KatraFandatsaka>(include_str!("perft/katra-fandatsaka.perft"), u64::MAX);
    assert!(checked >= 25, "{checked} lines");
}
