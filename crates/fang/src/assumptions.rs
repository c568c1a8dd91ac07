//! Every assumption of the reconstruction, one item each.
//!
//! The rules section of Busser's article could not be read; fanga
//! reconstructs "the simplest fifangha with one row that fits these facts and
//! needs no left and right", and marks each guess **(A)**. Each guess is here
//! and nowhere else: the day the article's rules are read, correcting one means
//! editing one item of this module, not the engine.

use fanga_core::{ByPlayer, Outcome, Player};
use fanga_sowing::{Circuit, Direction, Hole, Lap, LapStart};

/// (A) The cups a line may have (option `cups`): 8 (default), 6 or 4. The
/// article: "un plateau constitué de 4 à 8 coupelles alignées entre Sud et
/// Nord".
pub const CUPS: &[u8] = &[8, 6, 4];

/// (A) One line of 2k cups from South to North, numbered 1 to 2k from South's
/// end: South owns cups 1..=k, North k+1..=2k.
#[must_use]
pub const fn owner(cups: u8, cup: u8) -> Player {
    if cup <= cups / 2 {
        Player::South
    } else {
        Player::North
    }
}

/// The hole of cup `cup` (1-based) on the engine's one-row board.
#[must_use]
pub const fn hole(cup: u8) -> Hole {
    Hole::at(cup - 1, 0)
}

/// The cup number of a hole.
#[must_use]
pub const fn cup(hole: Hole) -> u8 {
    hole.col() + 1
}

/// (A) Each player's tibong is his end cup: cup 1 for South, cup 2k for North.
#[must_use]
pub const fn tibong(cups: u8, p: Player) -> u8 {
    match p {
        Player::South => 1,
        Player::North => cups,
    }
}

/// (A) Cup i faces cup 2k + 1 - i: the line folded at its middle (the two
/// middle cups face each other, and so do the two tibong).
#[must_use]
pub const fn facing(cups: u8, cup: u8) -> u8 {
    cups + 1 - cup
}

/// (A) A player always sows away from himself, from his tibong towards the
/// middle, and after his last cup goes on at his tibong: South 1, 2, ..., k,
/// 1, ...; North 2k, 2k - 1, ..., k + 1, 2k, ... (sown with `Direction::Cw`).
#[must_use]
pub const fn circuit(cups: u8, p: Player) -> Circuit {
    Circuit::half_line(cups, p)
}

/// (A) At the start every cup but the two tibong holds one seed.
#[must_use]
pub const fn start_seeds(cups: u8, cup: u8) -> u8 {
    if cup == 1 || cup == cups { 0 } else { 1 }
}

/// (A) Each player has 2k seeds in all, so his reserve starts at k + 1 (5 with
/// 8 cups).
#[must_use]
pub const fn start_reserve(cups: u8) -> u8 {
    cups / 2 + 1
}

/// Where captured seeds are sown: starting at the capturer's tibong (the
/// reconstruction of fifangha's school rule, "on sème depuis un
/// tibong vers l'intérieur", with one tibong per player).
#[must_use]
pub const fn capture_lap(cups: u8, p: Player, seeds: u8) -> Lap {
    Lap::new(hole(tibong(cups, p)), seeds, Direction::Cw, LapStart::At)
}

/// The end checks at the start of a turn, in order: the mover has no seed in
/// his cups (he loses); the opponent has none (the opponent loses); the
/// mover's reserve is empty (more seeds in one's cups wins, equal counts
/// draw).
#[must_use]
pub fn end_check(mover: Player, seeds: ByPlayer<u32>, mover_reserve: u8) -> Option<Outcome> {
    let them = mover.other();
    if seeds[mover] == 0 {
        return Some(Outcome::Win {
            winner: them,
            reason: fanga_sowing::reason::ALL_SEEDS_TAKEN,
        });
    }
    if seeds[them] == 0 {
        return Some(Outcome::Win {
            winner: mover,
            reason: fanga_sowing::reason::ALL_SEEDS_TAKEN,
        });
    }
    if mover_reserve == 0 {
        let reason = fanga_sowing::reason::RESERVE_EXHAUSTED;
        return Some(Outcome::by_score(seeds, reason));
    }
    None
}
