//! The reference perft tables for katra sakalava, reproduced exactly.

use fanga_core::testing::check_perft_file;
use fanga_katra_sakalava::KatraSakalava;

#[test]
fn reference_tables() {
    let checked =
        check_perft_file::<KatraSakalava>(include_str!("perft/katra-sakalava.perft"), u64::MAX);
    assert!(checked >= 12, "{checked} lines");
}
