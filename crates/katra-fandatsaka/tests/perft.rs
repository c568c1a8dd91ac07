//! The rulebook's reference perft tables for katra fandatsaka, reproduced exactly.

use fanga_core::perft::parse_cases;
use fanga_core::{GameOptions, Position, perft};
use fanga_katra_fandatsaka::{FandatsakaOptions, KatraFandatsaka};

#[test]
fn reference_tables() {
    let cases = parse_cases(include_str!("perft/katra-fandatsaka.perft")).unwrap();
    assert_eq!(cases.len(), 4);
    for case in cases {
        let mut options = FandatsakaOptions::default();
        options.apply(&case.options).unwrap();
        let position = KatraFandatsaka::from_text(&case.position, &options).unwrap();
        assert_eq!(
            position,
            KatraFandatsaka::start(&options),
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
