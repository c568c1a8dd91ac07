//! Ludii 1.3.13's Oware (`board/sow/two_rows/Oware.lud`, ruleset "Wari
//! (Observed)"), replayed without Ludii: positions of seeded random games on
//! which Ludii and this crate agree, every legal move with what it leads to
//! (`ludii/oware.txt`, written by `tools/ludii/crosscheck.py --fixture`;
//! `ludii/adapter.py` maps Ludii's sites to houses). The differences 1,000
//! games show (the end of the game, the grand slam, a Ludii bug in sowing
//! past the emptied house) are explained in `docs/ludii.md`.

use fanga_core::testing::check_moves_fixture;
use fanga_oware::{Oware, OwareOptions};

#[test]
fn ludii_positions_give_the_same_moves_and_positions() {
    let checked =
        check_moves_fixture::<Oware>(include_str!("ludii/oware.txt"), &OwareOptions::default());
    assert!(checked >= 40, "only {checked} positions in the fixture");
}
