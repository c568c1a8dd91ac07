//! Ludii 1.3.13's Katro (`board/sow/other/Katro.lud`, "Katro (Observed)",
//! six columns), replayed without Ludii: positions of seeded random games on
//! which Ludii and this crate agree, every legal move with what it leads to
//! (`ludii/row-order-6.txt`, written by `tools/ludii/crosscheck.py
//! --fixture`; `ludii/adapter.py` maps Ludii's sites to holes). The file was
//! run with North's tracks in the row order of Ludii's own summary: its
//! tracks for player 2 go outer, inner, middle, against the summary's
//! sentence, the one rule on which the two differ (the crate's docs).

use fanga_boustrophedon::{Boustrophedon, BoustrophedonOptions};
use fanga_core::testing::check_moves_fixture;

#[test]
fn ludii_positions_give_the_same_moves_and_positions() {
    let checked = check_moves_fixture::<Boustrophedon>(
        include_str!("ludii/row-order-6.txt"),
        &BoustrophedonOptions::default(),
    );
    assert!(checked >= 40, "only {checked} positions in the fixture");
}
