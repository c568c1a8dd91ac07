//! Each player sowing round his own row only (`sowing.own_row`;
//! MancalaGames's game class `NorthSouthCycle`): the circuits, and the
//! rules it is played with.

use fanga_core::Player;
use fanga_sowing::{Circuit, Hole};

use crate::RuleSet;
use crate::spec::{CaptureKind, EnPassant, StoreSowing};

/// The rules `sowing.own_row` is played with: the parameter refused and
/// why, otherwise.
pub(crate) fn check(rules: &RuleSet) -> Result<(), (&'static str, String)> {
    let s = &rules.sowing;
    if !s.own_row {
        return Ok(());
    }
    let not_with = |what: &str| format!("{what} is not played with sowing.own_row");
    if s.stores == StoreSowing::BothOwnRepeats {
        return Err(("sowing.stores", not_with("sowing both stores")));
    }
    if !matches!(
        s.direction,
        crate::spec::Direction::Ccw | crate::spec::Direction::Cw
    ) || !s.chosen_holes.is_empty()
    {
        return Err(("sowing.direction", not_with("a direction that varies")));
    }
    if s.en_passant != EnPassant::None || s.store_takes_one || s.opponent_gets_at_most.is_some() {
        return Err(("sowing.en_passant", not_with("a sowing seed by seed")));
    }
    let c = &rules.capture;
    if !matches!(
        c.kind,
        CaptureKind::None | CaptureKind::LastHole | CaptureKind::Cross
    ) || c.holes != 1
    {
        return Err(("capture.kind", not_with("a capture of several holes")));
    }
    // MancalaGames has no feeding in these games: the opponent's row is
    // never sown.
    if rules.moves.must_feed || rules.moves.any_hole {
        return Err(("moves.must_feed", not_with("feeding or sowing any hole")));
    }
    if rules.children.is_some() || rules.rounds.is_some() {
        return Err(("children", not_with("children or rounds")));
    }
    Ok(())
}

/// Each player's circuit: his row, and his store after its last hole
/// where `store` (in the clockwise order [`Circuit`] keeps).
pub(crate) fn circuits(holes: u8, store: bool) -> [&'static Circuit; 2] {
    Player::BOTH.map(|player| {
        let which = crate::compile::Shared::OwnRow { player, store };
        crate::compile::shared_circuit(holes, which, || own_row_circuit(holes, player, store))
    })
}

/// `p`'s row, and his store where `store`, as a circuit.
fn own_row_circuit(holes: u8, p: Player, store: bool) -> Circuit {
    let mut v = Vec::with_capacity(usize::from(holes) + 1);
    if store {
        v.push(Hole::store(p));
    }
    match p {
        // Clockwise: South's store, then his row from its last hole.
        Player::South => v.extend((0..holes).rev().map(|c| Hole::at(c, 0))),
        // Clockwise: North's store, then his row from a2.
        Player::North => v.extend((0..holes).map(|c| Hole::at(c, 1))),
    }
    Circuit::from_holes(&v)
}
