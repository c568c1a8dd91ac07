//! The rulebook's reference perft tables for katra sakalava, reproduced exactly.

use fanga_core::perft::parse_cases;
use fanga_core::{GameOptions, Position, perft};
use fanga_katra_sakalava::{KatraSakalava, SakalavaOptions};

#[test]
fn reference_tables() {
    let cases = parse_cases(include_str!("perft/katra-sakalava.perft")).unwrap();
    assert_eq!(cases.len(), 2);
    for case in cases {
        let mut options = SakalavaOptions::default();
        options.apply(&case.options).unwrap();
        let position = KatraSakalava::from_text(&case.position, &options).unwrap();
        assert_eq!(
            position,
            KatraSakalava::start(&options),
            "line {}",
            case.line
        );
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
