//! The reference perft tables for Kalah, reproduced exactly. Lines of more than
//! about 10^6 nodes run with the `slow-tests` feature.

use fanga_core::testing::check_perft_file;
use fanga_kalah::Kalah;

const LIMIT: u64 = if cfg!(feature = "slow-tests") {
    30_000_000
} else {
    1_000_000
};

#[test]
fn reference_tables() {
    let checked = check_perft_file::<Kalah>(include_str!("perft/kalah.perft"), LIMIT);
    assert!(checked >= 5, "{checked} lines");
}
