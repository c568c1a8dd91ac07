//! The reference perft tables for Fanorona (every option set) and
//! Fanorona Telo, reproduced exactly. Lines of more than about 10^6 nodes run
//! with the `slow-tests` feature.

use fanga_core::testing::check_perft_file;
use fanga_fanorona::{Fanorona, FanoronaTelo};

const LIMIT: u64 = if cfg!(feature = "slow-tests") {
    30_000_000
} else {
    1_000_000
};

#[test]
fn fanorona_tables() {
    let checked = check_perft_file::<Fanorona>(include_str!("perft/fanorona.perft"), LIMIT);
    assert!(checked >= 39, "{checked} lines");
}

#[test]
fn telo_table() {
    let checked =
        check_perft_file::<FanoronaTelo>(include_str!("perft/fanorona-telo.perft"), LIMIT);
    assert!(checked >= 8, "{checked} lines");
}
