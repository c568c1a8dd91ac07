//! The reference perft tables for Oware, reproduced exactly. Lines
//! of more than about 10^6 nodes run with the `slow-tests` feature.

use fanga_core::{GameOptions, Position, perft};
use fanga_oware::{Oware, OwareOptions};

const LIMIT: u64 = if cfg!(feature = "slow-tests") {
    20_000_000
} else {
    1_000_000
};

fn check(options: &[&str], position: &str, expected: &[(u32, u64)]) {
    let mut o = OwareOptions::default();
    o.apply(options).unwrap();
    let p = Oware::from_text(position, &o).unwrap();
    assert_eq!(p, Oware::start(&o));
    for &(depth, nodes) in expected.iter().filter(|e| e.1 <= LIMIT) {
        assert_eq!(perft(&p, depth), nodes, "{options:?} depth {depth}");
    }
}

#[test]
fn reference_table() {
    let checked =
        fanga_core::testing::check_perft_file::<Oware>(include_str!("perft/oware.perft"), LIMIT);
    assert!(checked >= 8, "{checked} lines");
}

/// Other board sizes.
#[test]
fn smaller_boards() {
    let three = [3, 9, 26, 68, 184, 440, 1064, 2553, 5999, 14256];
    let e: Vec<(u32, u64)> = (1..).zip(three).collect();
    check(
        &["num_houses_per_player=3", "num_seeds_per_house=3"],
        "3,3,3/3,3,3 S captured=0,0",
        &e,
    );
    let two = [2, 3, 5, 7, 11, 17, 25, 36, 54, 89, 137, 206];
    let e: Vec<(u32, u64)> = (1..).zip(two).collect();
    check(
        &["num_houses_per_player=2", "num_seeds_per_house=2"],
        "2,2/2,2 S captured=0,0",
        &e,
    );
}
