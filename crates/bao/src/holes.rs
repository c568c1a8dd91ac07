//! The holes of bao with their own names: the nyumba, the kichwa, the kimbi.

use fanga_core::Player;
use fanga_reserve::{inner_row, towards_interior, tsibongy};
use fanga_sowing::{Direction, Hole};

/// The columns of the board.
pub(crate) const COLS: u8 = 8;

/// A player's nyumba (the house): inner hole 5 from his left, `e2` for
/// South, `d3` for North.
#[must_use]
pub const fn house(p: Player) -> Hole {
    match p {
        Player::South => Hole::at(4, inner_row(Player::South)),
        Player::North => Hole::at(COLS - 5, inner_row(Player::North)),
    }
}

/// A player's two kichwa (the ends of his front row), the `a` end first.
#[must_use]
pub const fn kichwa(p: Player) -> [Hole; 2] {
    tsibongy(COLS, p)
}

/// Whether `h` is one of a player's kichwa.
#[must_use]
pub(crate) const fn is_kichwa(h: Hole) -> bool {
    h.col() == 0 || h.col() == COLS - 1
}

/// Whether sowing kichwa `h` in `dir` goes first into the back row.
#[must_use]
pub(crate) const fn towards_back_row(p: Player, h: Hole, dir: Direction) -> bool {
    towards_interior(p, h.col() == 0) as u8 != dir as u8
}
