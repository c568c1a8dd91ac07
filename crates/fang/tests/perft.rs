//! The rulebook's reference perft tables for Fang, reproduced exactly.

use fanga_core::perft::parse_cases;
use fanga_core::{GameOptions, Position, perft};
use fanga_fang::{Fang, FangOptions};

#[test]
fn reference_tables() {
    let cases = parse_cases(include_str!("perft/fang.perft")).unwrap();
    assert_eq!(cases.len(), 3);
    for case in cases {
        let mut options = FangOptions::default();
        options.apply(&case.options).unwrap();
        let position = Fang::from_text(&case.position, &options).unwrap();
        assert_eq!(position, Fang::start(&options), "line {}", case.line);
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
