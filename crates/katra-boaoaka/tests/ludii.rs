//! Ludii 1.3.13's Katra Boaoaka, replayed without Ludii: positions of seeded
//! random games on which Ludii and this crate agree, every legal move with
//! what it leads to (`ludii/katra-boaoaka.txt`, written by
//! `tools/ludii/crosscheck.py --fixture`; `ludii/adapter.py` maps Ludii's
//! board to fanga's).

use fanga_katra_boaoaka::{BoaoakaOptions, KatraBoaoaka};

#[test]
fn ludii_positions() {
    let checked = fanga_core::testing::check_moves_fixture::<KatraBoaoaka>(
        include_str!("ludii/katra-boaoaka.txt"),
        &BoaoakaOptions::default(),
    );
    assert_eq!(checked, 50);
}
