//! Ludii 1.3.13's Katra, ruleset "Sakalava (Described)" on 8 columns,
//! replayed without Ludii: positions of seeded random games on which Ludii
//! and this crate agree, every legal move with what it leads to
//! (`ludii/katra-murray.txt`, written by `tools/ludii/crosscheck.py
//! --fixture`; `ludii/adapter.py` maps Ludii's board to fanga's), under the
//! two options that are Ludii's readings of the description.

use fanga_core::GameOptions;
use fanga_katra_murray::{KatraMurray, MurrayOptions};

#[test]
fn ludii_positions() {
    let mut o = MurrayOptions::default();
    o.apply(&[
        "capture_sowing=whole_hole",
        "outer_capture=facing_hole_short",
    ])
    .unwrap();
    let checked = fanga_core::testing::check_moves_fixture::<KatraMurray>(
        include_str!("ludii/katra-murray.txt"),
        &o,
    );
    assert_eq!(checked, 50);
}
