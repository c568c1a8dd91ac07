//! The rulebook's reference perft tables for Fanorona (every option set) and
//! Fanorona Telo, reproduced exactly. Lines of more than about 10^6 nodes run
//! with the `slow-tests` feature.

use fanga_core::perft::parse_cases;
use fanga_core::{GameOptions, Position, perft};
use fanga_fanorona::{Fanorona, FanoronaOptions, FanoronaTelo, TeloOptions};

const LIMIT: u64 = if cfg!(feature = "slow-tests") {
    30_000_000
} else {
    1_000_000
};

#[test]
fn fanorona_tables() {
    let cases = parse_cases(include_str!("perft/fanorona.perft")).unwrap();
    assert_eq!(cases.len(), 8);
    for case in cases {
        let mut o = FanoronaOptions::default();
        o.apply(&case.options).unwrap();
        let p = Fanorona::from_text(&case.position, &o).unwrap();
        assert_eq!(p, Fanorona::start(&o), "line {}", case.line);
        for &(depth, nodes) in case.expected.iter().filter(|e| e.1 <= LIMIT) {
            assert_eq!(perft(&p, depth), nodes, "{:?} depth {depth}", case.options);
        }
    }
}

#[test]
fn telo_table() {
    let cases = parse_cases(include_str!("perft/fanorona-telo.perft")).unwrap();
    let p = FanoronaTelo::from_text(&cases[0].position, &TeloOptions::default()).unwrap();
    assert_eq!(p, FanoronaTelo::start(&TeloOptions::default()));
    for &(depth, nodes) in cases[0].expected.iter().filter(|e| e.1 <= LIMIT) {
        assert_eq!(perft(&p, depth), nodes, "depth {depth}");
    }
}
