//! The rulebook's reference perft tables for Kalah, reproduced exactly. Lines
//! of more than about 10^6 nodes run with the `slow-tests` feature.

use fanga_core::perft::parse_cases;
use fanga_core::{GameOptions, Position, perft};
use fanga_kalah::{Kalah, KalahOptions};

const LIMIT: u64 = if cfg!(feature = "slow-tests") {
    20_000_000
} else {
    1_000_000
};

fn check(options: &[&str], position: &str, expected: &[(u32, u64)]) {
    let mut o = KalahOptions::default();
    o.apply(options).unwrap();
    let p = Kalah::from_text(position, &o).unwrap();
    assert_eq!(p, Kalah::start(&o));
    for &(depth, nodes) in expected.iter().filter(|e| e.1 <= LIMIT) {
        assert_eq!(perft(&p, depth), nodes, "{options:?} depth {depth}");
    }
}

#[test]
fn reference_table() {
    let cases = parse_cases(include_str!("perft/kalah.perft")).unwrap();
    for c in cases {
        let opts: Vec<&str> = c.options.iter().map(String::as_str).collect();
        check(&opts, &c.position, &c.expected);
    }
}
