//! The rulebook's reference perft tables for Katro, reproduced exactly.

use fanga_core::perft::parse_cases;
use fanga_core::{GameOptions, Position, perft};
use fanga_katro::{Katro, KatroOptions};

#[test]
fn reference_tables() {
    let cases = parse_cases(include_str!("perft/katro.perft")).unwrap();
    assert_eq!(cases.len(), 4);
    for case in cases {
        let mut options = KatroOptions::default();
        options.apply(&case.options).unwrap();
        let position = Katro::from_text(&case.position, &options).unwrap();
        // The table's position is the start position of its options.
        assert_eq!(position, Katro::start(&options), "line {}", case.line);
        assert_eq!(position.to_string(), case.position);
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
