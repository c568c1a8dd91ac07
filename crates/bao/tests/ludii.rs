//! Ludii 1.3.13's Bao (`board/sow/four_rows/Bao.lud`) rewritten, in a local
//! copy that is not committed (Ludii's licence), to play this crate's
//! reading with Ludii's own sowing, tracks and regions, replayed without
//! Ludii: positions of seeded random games on which that copy and this crate
//! agree, with every legal move and what it leads to
//! (`ludii/fanga-reading.txt`, written by `tools/ludii/crosscheck.py
//! --fixture`; `ludii/adapter.py` maps Ludii's sites to holes). Ludii's own
//! description differs from the first turn on (a lap ending in an empty
//! front hole captures there): the workspace's `docs/ludii.md` lists every
//! rule on which the two differ. Ludii has no takasia: the positions are
//! read with `takasia=off`.

use fanga_bao::{Bao, BaoOptions};
use fanga_core::testing::check_moves_fixture;

#[test]
fn ludii_positions_give_the_same_moves_and_positions() {
    let mut options = BaoOptions::default();
    options.takasia = false;
    let checked = check_moves_fixture::<Bao>(include_str!("ludii/fanga-reading.txt"), &options);
    assert!(checked >= 40, "only {checked} positions in the fixture");
}
