//! The rulebook's reference perft tables for fifangha, reproduced exactly.

use fanga_core::perft::parse_cases;
use fanga_core::{GameOptions, Position, perft};
use fanga_fifangha::{Fifangha, FifanghaOptions};

#[test]
fn reference_tables() {
    let cases = parse_cases(include_str!("perft/fifangha.perft")).unwrap();
    assert_eq!(cases.len(), 4);
    for case in cases {
        let mut options = FifanghaOptions::default();
        options.apply(&case.options).unwrap();
        let position = Fifangha::from_text(&case.position, &options).unwrap();
        assert_eq!(position, Fifangha::start(&options), "line {}", case.line);
        for &(depth, nodes) in &case.expected {
            assert_eq!(
                perft(&position, depth),
                nodes,
                "{:?} depth {depth}",
                case.options
            );
        }
    }
}
