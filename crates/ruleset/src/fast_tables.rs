//! The tables of the fast paths, built once when a rule set is compiled
//! and kept in it ([`crate::compiled::Compiled::fast`]): those of the turns
//! played on the board's cells ([`Fast`], played by `fast.rs`) and those of
//! the packed kernel ([`Tables`], played by `packed.rs`).

use fanga_core::Player;

use crate::state::row;

/// The cells the tables cover: the holes (`16 * row + column`) and the two
/// stores ([`Hole::cell`]).
pub(crate) const CELLS: usize = 66;

/// A board's cells ([`Board::raw_cells`]).
pub(crate) type Cells = [u8; 80];

/// No cell: the end of a table's chain.
pub(crate) const NONE: u8 = u8::MAX;

/// Laps of relays a turn sows on the fast path before it gives the turn to
/// the general path, which finds the turns that never end.
pub(crate) const MAX_LAPS: u32 = 512;

/// The tables of a rule set the fast path plays.
#[derive(Debug)]
pub(crate) struct Fast {
    /// The cell after each cell along each player's circuit, in the
    /// direction of sowing.
    pub(crate) next: [[u8; CELLS]; 2],
    /// Each player's circuit, as cells.
    pub(crate) circuit: [[u8; 34]; 2],
    /// The length of each player's circuit.
    pub(crate) len: [u8; 2],
    /// The cell after each hole along the board's ring, in the direction a
    /// capture of several holes steps in.
    pub(crate) capture_next: [u8; CELLS],
    /// Half the seeds, rounded up: more in a store wins.
    pub(crate) majority: u32,
    /// Laps skip the hole they start from.
    pub(crate) skip: bool,
    /// The seeds of a whole round of each player's circuit.
    pub(crate) per_round: [u8; 2],
    /// The holes each player's captures may take, as bits of cells.
    pub(crate) capturable: [u32; 2],
    /// The tables of the packed kernel, if the rule set's circuit fits its
    /// 16 bytes ([`crate::packed`]).
    pub(crate) packed: Option<Tables>,
}

/// The store's cell of `p`.
pub(crate) const fn store(p: Player) -> usize {
    64 + p.index()
}

/// The first cell of `p`'s row.
pub(crate) const fn base(p: Player) -> usize {
    16 * row(p) as usize
}

/// The tables of a rule set the packed kernel plays: its circuit as bytes
/// of the word (places), the same for both players (the board turns round
/// with the move).
#[derive(Debug)]
pub(crate) struct Tables {
    /// Bytes `0..h`: a row.
    pub(crate) row: u64,
    /// Each player's cells by place ([`NONE`] for a place of no hole).
    pub(crate) cell_of: [[u8; 16]; 2],
    /// A player's places run against the columns (his draws in column
    /// order take the highest place first).
    pub(crate) reversed: [bool; 2],
    /// `tail[i][r]`: one seed in each of the `r` places after place `i`
    /// along the circuit (`r <= c`): a lap's last round.
    pub(crate) tail: [[u128; 32]; 16],
    /// `land[i][r]`: the place of the `r`-th after place `i` (`1 <= r <=
    /// c`): where a lap's last seed lands.
    pub(crate) land: [[u8; 32]; 16],
    /// One seed in each place of the circuit.
    pub(crate) round: u128,
    /// The seeds of a whole round (the origin skipped or not).
    pub(crate) per_round: u32,
    /// Laps skip the hole they start from.
    pub(crate) skip: bool,
    /// The place a capture of several holes steps to from each place
    /// ([`NONE`]: the end).
    pub(crate) capture_next: [u8; 16],
    /// The place facing each place (the other row, the same column).
    pub(crate) facing: [u8; 16],
    /// The places the mover's captures may take, as bits.
    pub(crate) capturable: u32,
    /// `min_seeds` in each byte: the seeds a hole needs to be sown.
    pub(crate) min: u64,
    /// A hole holding a seed may be sown.
    pub(crate) min_one: bool,
    /// Half the seeds, rounded up: more in a store wins.
    pub(crate) majority: u32,
    /// A store holding more than half the seeds may end the game after a
    /// sowing (the goal of the most seeds, and its majority rule).
    pub(crate) majority_ends: bool,
}
