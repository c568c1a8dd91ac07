//! The rulebook's reference perft tables for Mangala, reproduced exactly.

use fanga_core::perft::parse_cases;
use fanga_core::{GameOptions, Position, perft};
use fanga_mangala::{Mangala, MangalaOptions};

#[test]
fn reference_tables() {
    let cases = parse_cases(include_str!("perft/mangala.perft")).unwrap();
    assert_eq!(cases.len(), 4);
    for case in cases {
        let mut options = MangalaOptions::default();
        options.apply(&case.options).unwrap();
        let position = Mangala::from_text(&case.position, &options).unwrap();
        assert_eq!(position.to_string(), case.position, "line {}", case.line);
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
