//! Ludii 1.3.13's Kalah (`board/sow/two_rows/Kalah.lud`), replayed without
//! Ludii: positions of seeded random games on which Ludii and this crate
//! agree, every legal move with what it leads to (`ludii/kalah.txt`, written
//! by `tools/ludii/crosscheck.py --fixture`; `ludii/adapter.py` maps Ludii's
//! sites to holes). The one difference 1,000 games show, the end of the
//! game, is explained in `docs/ludii.md`.

use fanga_core::testing::check_moves_fixture;
use fanga_kalah::{Kalah, KalahOptions};

#[test]
fn ludii_positions_give_the_same_moves_and_positions() {
    let checked =
        check_moves_fixture::<Kalah>(include_str!("ludii/kalah.txt"), &KalahOptions::default());
    assert!(checked >= 40, "only {checked} positions in the fixture");
}
