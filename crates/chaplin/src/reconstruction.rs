//! Every decision of the reconstruction that shapes the board, one item each.
//!
//! Busser (2023) gives the Isolo of the Bemba one sentence: two rows, one per
//! player, sown from left to right, the ninth seed of a sowing into the
//! tsibongy, the leftmost hole. What his sentence does not say is taken from
//! his fifangha, as the crate documentation explains, and is here and nowhere
//! else: the day Chaplin's or Deledicq and Popova's rules are read, correcting
//! one means editing one item of this module, not the engine.

use fanga_core::{ByPlayer, Outcome, Player};
use fanga_sowing::{Circuit, Direction, Hole, Lap, LapStart};

/// The columns a board may have (option `columns`): 8 (default), 6 or 4,
/// fifangha's three boards (Busser 2023) with their outer rows taken away.
pub const COLUMNS: &[u8] = &[8, 6, 4];

/// The row of a player's holes: South row 1 (index 0), North row 2 (index 1),
/// the conventions' two-row board.
#[must_use]
pub const fn row(p: Player) -> u8 {
    match p {
        Player::South => 0,
        Player::North => 1,
    }
}

/// The player's **tsibongy**, the leftmost hole of his row as he sits: `a1`
/// for South, the last column of row 2 for North, who faces him (Busser:
/// "le tibong (case la plus à gauche)").
#[must_use]
pub const fn tsibongy(cols: u8, p: Player) -> Hole {
    match p {
        Player::South => Hole::at(0, 0),
        Player::North => Hole::at(cols - 1, 1),
    }
}

/// The hole facing `h` across the board: `x1` faces `x2` (the conventions).
#[must_use]
pub const fn facing(h: Hole) -> Hole {
    Hole::at(h.col(), 1 - h.row())
}

/// The player's circuit: his own row, from his left to his right and then
/// again from his tsibongy (Busser: "on sème de gauche à droite, et s'il y a
/// plus de 8 graines à semer, on sème la 9e dans le tibong"). Seen from
/// above with South at the bottom, both players sow anticlockwise
/// ([`SOWING`]): South `a1 b1 ... h1 a1 ...`, North `h2 g2 ... a2 h2 ...`.
///
/// # Panics
///
/// (At compile time: the circuits are built in `const` items.) If `cols` is
/// 0 or more than 16.
#[must_use]
pub const fn circuit(cols: u8, p: Player) -> Circuit {
    assert!(cols > 0 && cols <= 16, "bad number of columns");
    // Listed clockwise, as circuits are: row 1 from right to left, row 2
    // from left to right.
    let mut holes = [Hole::at(0, 0); 16];
    let mut i = 0u8;
    while i < cols {
        holes[i as usize] = match p {
            Player::South => Hole::at(cols - 1 - i, 0),
            Player::North => Hole::at(i, 1),
        };
        i += 1;
    }
    let (slice, _) = holes.split_at(cols as usize);
    Circuit::from_holes(slice)
}

/// The direction of every lap: anticlockwise, from each player's left to his
/// right.
pub const SOWING: Direction = Direction::Ccw;

/// The seeds a hole holds at the start: one in every hole but the two ends of
/// each row, fifangha's inner row (Flacourt: "On garnit premièrement les 12
/// cases du milieu de chacun un basia", six a player on eight columns).
#[must_use]
pub const fn start_seeds(cols: u8, h: Hole) -> u8 {
    if h.col() == 0 || h.col() == cols - 1 {
        0
    } else {
        1
    }
}

/// Each player's reserve at the start: fifangha's (Busser 2023: 26 on 8
/// columns, 20 on 6, 14 on 4), so that each player has fifangha's 32, 24 or
/// 16 seeds and plays at most that many turns less the seeds on his row.
#[must_use]
pub const fn start_reserve(cols: u8) -> u8 {
    4 * cols - (cols - 2)
}

/// Where captured seeds are sown: starting at the capturer's tsibongy, from
/// left to right (fifangha: "on les sème à partir d'un tibong de son choix,
/// vers l'intérieur du plateau"; here there is one tsibongy, and the
/// interior of a row is to its right).
#[must_use]
pub const fn capture_lap(cols: u8, p: Player, seeds: u8) -> Lap {
    Lap::new(tsibongy(cols, p), seeds, SOWING, LapStart::At)
}

/// When a reserve runs out (option `reserve_end`, checked at the start of
/// the turn of a player whose reserve is empty).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ReserveEnd {
    /// More seeds in one's row wins; equal counts draw (Busser's school rule
    /// for fifangha: "le gagnant est celui qui a le plus de graines dans ses
    /// deux rangées").
    #[default]
    MostSeeds,
    /// The game is drawn (Busser's first answer for fifangha: "la partie est
    /// nulle").
    Draw,
}

/// The end checks at the start of a turn, in order: the mover's row is empty
/// (kamo: he loses); the opponent's row is empty (he loses); the mover's
/// reserve is empty (`reserve_end`).
#[must_use]
pub fn end_check(
    mover: Player,
    seeds: ByPlayer<u32>,
    mover_reserve: u8,
    reserve_end: ReserveEnd,
) -> Option<Outcome> {
    let them = mover.other();
    for (empty, winner) in [(mover, them), (them, mover)] {
        if seeds[empty] == 0 {
            return Some(Outcome::Win {
                winner,
                reason: fanga_sowing::reason::KAMO,
            });
        }
    }
    if mover_reserve == 0 {
        let reason = fanga_sowing::reason::RESERVE_EXHAUSTED;
        return Some(match reserve_end {
            ReserveEnd::MostSeeds => Outcome::by_score(seeds, reason),
            ReserveEnd::Draw => Outcome::Draw { reason },
        });
    }
    None
}
