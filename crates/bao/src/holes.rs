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

/// The kichwa a capture at column `col` must be sown from, if it is in a
/// kimbi (the two holes at each end of the row): the nearest one.
#[must_use]
pub(crate) const fn kimbi_kichwa(p: Player, col: u8) -> Option<Hole> {
    let [a, last] = kichwa(p);
    if col < 2 {
        Some(a)
    } else if col + 2 >= COLS {
        Some(last)
    } else {
        None
    }
}

/// The kichwa whose sowing towards the interior goes `dir`: South's `a2` is
/// clockwise, his `h2` anticlockwise; North's `h3` clockwise, his `a3`
/// anticlockwise.
#[must_use]
pub(crate) const fn kichwa_of_direction(p: Player, dir: Direction) -> Hole {
    let [a, last] = kichwa(p);
    if matches!(
        (towards_interior(p, true), dir),
        (Direction::Cw, Direction::Cw) | (Direction::Ccw, Direction::Ccw)
    ) {
        a
    } else {
        last
    }
}

/// Whether sowing kichwa `h` in `dir` goes first into the back row.
#[must_use]
pub(crate) const fn towards_back_row(p: Player, h: Hole, dir: Direction) -> bool {
    let inward = towards_interior(p, h.col() == 0);
    !matches!(
        (inward, dir),
        (Direction::Cw, Direction::Cw) | (Direction::Ccw, Direction::Ccw)
    )
}
