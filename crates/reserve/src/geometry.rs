//! The board of the four-row games: rows, tsibongy, facing holes, rings.

use fanga_core::Player;
use fanga_sowing::{Circuit, Direction, Hole};

pub use fanga_sowing::four_row::{inner_row, outer_row};

/// A player's two tsibongy on `cols` columns, the `a` end first.
#[must_use]
pub const fn tsibongy(cols: u8, p: Player) -> [Hole; 2] {
    let r = inner_row(p);
    [Hole::at(0, r), Hole::at(cols.saturating_sub(1), r)]
}

/// The direction "towards the interior" from a tsibongy of `p`: South from `a2`
/// is `cw`, from the last column `ccw`; North from `a3` is `ccw`, from the last
/// column `cw`.
#[must_use]
pub const fn towards_interior(p: Player, from_a_end: bool) -> Direction {
    match (p, from_a_end) {
        (Player::South, true) | (Player::North, false) => Direction::Cw,
        (Player::South, false) | (Player::North, true) => Direction::Ccw,
    }
}

/// The tsibongy of `p` from which sowing towards the interior goes `dir`
/// (on `cols` columns): South's `a2` and North's last inner hole are
/// clockwise, the others anticlockwise. Where captured seeds go when the
/// capture keeps the turn's direction (Bao's kichwa).
#[must_use]
pub const fn tsibongy_towards(cols: u8, p: Player, dir: Direction) -> Hole {
    let [a, last] = tsibongy(cols, p);
    let from_a = towards_interior(p, true);
    if from_a as u8 == dir as u8 { a } else { last }
}

/// The tsibongy a capture in column `col` is sown from by the zone rule
/// (Dandouau's zone; Bao's kimbi): the nearest one when `col` is one of the
/// two columns at an end of the row, `None` in the middle.
#[must_use]
pub const fn zone_tsibongy(cols: u8, p: Player, col: u8) -> Option<Hole> {
    let [a, last] = tsibongy(cols, p);
    if col < 2 {
        Some(a)
    } else if col + 2 >= cols {
        Some(last)
    } else {
        None
    }
}

/// The hole facing an inner hole: `x2` and `x3` face each other.
#[must_use]
pub const fn facing(h: Hole) -> Hole {
    match h.row() {
        1 => h.with_row(2),
        _ => h.with_row(1),
    }
}

/// A player's ring on `cols` columns (4 to 8; others give the 8-column ring).
#[must_use]
pub fn ring(cols: u8, p: Player) -> &'static Circuit {
    let c = if (4..=8).contains(&cols) { cols } else { 8 };
    Circuit::player_ring_ref(c, p)
}
