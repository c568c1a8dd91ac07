//! Rules of **Mangala** as the Bedawi played it (Henry Parker, *Ancient
//! Ceylon*, 1909, pp. 601-602), on the fanga sowing engine.
//!
//! # Sources
//!
//! Parker's first half, as quoted by the Digital Ludeme Project (evidence
//! 669), for the equipment, the setup, the pie choice, the opening and the odd
//! stop; the Mancala World paraphrase ("Mangala I") for the captures and the
//! end; fanga's decisions where they are silent (the workspace's
//! [conventions](fanga_core::guide::conventions) and [decisions](fanga_core::guide::decisions), and this crate's own at the end of this
//! page).
//!
//! # The rules, each with its source
//!
//! **Board.** Two rows of six holes: row 1 South's, row 2 North's, columns `a`
//! to `f` from South's left. 70 shells; no stores. Parker: "This game is played
//! with 70 cowry shells, called "Dogs."" Sowing is **always clockwise**
//! around both rows (South's row from `f1` to `a1`, then `a2` to `f2`): "Play
//! commences on the player's own side of the board, at the right-hand filled
//! hole, and always passes to the left."
//!
//! **Setup** (South). Parker: "At first all the shells are deposited by one of
//! the players, without counting them, in the four middle holes, the eight end
//! ones being left empty." The move `setup:C1,D1,C2,D2` puts all 70 shells
//! into `c1`, `d1`, `c2`, `d2` in any split (a hole may get none): 62,196 moves.
//!
//! **Choice** (North), the first known pie rule. Parker: "His opponent feels
//! them ... and if he be satisfied with the distribution he begins to play. In
//! case the arrangement be not to his liking he turns the board round and tells
//! the other player to begin." `keep`: North moves first; `rotate`: the board
//! is turned round (`c1` and `d2` swap, and `d1` and `c2`), South moves first.
//!
//! **Opening turn** (each player's first sowing turn; fanga's decision, as
//! Mancala World reads it: "At their first turn each player picks up the shells
//! of the rightmost filled hole in their row"). He must start from his
//! right-hand filled hole (South's nearest `f1`, North's nearest `a2`), sow
//! clockwise from the next hole, and relay while the last shell falls into an
//! occupied hole: "If the last shell falls into an occupied hole, its contents
//! are distributed in another lap until the last shell is dropped into an empty
//! hole. In the opening phase nothing can be captured."
//!
//! **Main phase.** Any non-empty hole of his row (a single shell may be played),
//! sown clockwise from the next hole. After every lap, with L the hole of the
//! last shell:
//!
//! 1. **Eat** every pair of opposite holes (`x1`, `x2`) that both hold an even,
//!    non-zero number: Mancala World, "If, when a player has dropped his last
//!    shell, there be any even pairs of shells in opposite holes on the two
//!    sides of the board, he "eats" the whole of these pairs." (fanga's
//!    decision: an empty hole is not an even pair.)
//! 2. If L was in an eaten pair, the turn ends: "Afterwards it is his opponent's
//!    turn, if one of these pairs include the hole, in which the last shell
//!    fell, otherwise the sowing is continued from this hole in a new lap."
//! 3. Else, if L holds an even number, its shells are sown on from the next
//!    hole.
//! 4. Else the turn ends. Parker: "each player stops when his last shell falls
//!    into a hole in which it makes an odd number."
//!
//! **End.** At the start of every sowing turn, if either row is empty, the game
//! is over (Mancala World: "The game ends, when one of the players has no
//! shells on his side of the board after his opponent stopped playing"); the
//! player who has eaten more wins ("The winner is the player who has captured or
//! "eaten" the greatest number"); equal counts draw. A setup that leaves a row
//! empty is legal and ends the game, 0-0, at the first sowing turn. A turn that
//! never ends loses for the player who started it.
//!
//! # Options
//!
//! | key | values | default |
//! |---|---|---|
//! | `capture` | `all_even_pairs`, `last_pair` (only L and its opposite: Ludii's reading) | `all_even_pairs` |
//! | `leftovers` | `ignored`, `to_owner` (shells left in a row count for its owner) | `ignored` |
//!
//! # How this reading differs from Ludii's "Mangala (Bedouin)"
//!
//! Ludii plays 17 counters rather than Parker's 70, captures only the last
//! hole's pair (available here as `capture=last_pair`), and lets a hole of more
//! than 10 shells never stop a sowing; this crate follows Parker and Mancala
//! World.
//!
//! # Notation and position text
//!
//! `setup:20,15,18,17`, `keep`, `rotate`, and a sowing turn by its hole: `d1`.
//! The text lists row 2 then row 1, the side, `captured=S,N`, `opened=S,N` (1
//! once that player has had his first sowing turn), and before play
//! `phase=setup` or `phase=choice`:
//!
//! ```
//! use fanga_core::Position;
//! use fanga_mangala::{Mangala, MangalaOptions, PieChoice};
//!
//! let start = Mangala::start(&MangalaOptions::default());
//! assert_eq!(start.to_string(), "0,0,0,0,0,0/0,0,0,0,0,0 S captured=0,0 opened=0,0 phase=setup");
//! assert_eq!(start.legal_moves().len(), 62_196);
//! let set = start.play(&"setup:20,15,18,17".parse()?)?;
//! assert_eq!(set.to_string(), "0,0,18,17,0,0/0,0,20,15,0,0 N captured=0,0 opened=0,0 phase=choice");
//! // Straight to the position after a setup and a pie choice:
//! let p = fanga_mangala::after_setup(&MangalaOptions::default(), [20, 15, 18, 17], PieChoice::Rotate)?;
//! assert_eq!(p.to_string(), "0,0,15,20,0,0/0,0,17,18,0,0 S captured=0,0 opened=0,0");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Decisions
//!
//! Choices fanga made where the sources leave one, each with the test that
//! holds it; those every game shares are in [`fanga_core::guide::decisions`].
//!
//! 1. **Who sets up.** In a `phase=setup` text, the player to move distributes and
//!    the other chooses; fanga's games always start with South.
//! 2. **Rotation** turns the whole board by half a turn (`x1` goes to the mirror
//!    column of row 2 and back), which for a fresh setup swaps
//!    `c1` with `d2` and `d1` with `c2`.
//! 3. **Traces of the setup and the pie choice**: the 70 shells come into the hand
//!    from outside the board (`take 70 from the reserve`) and are dropped into the
//!    four holes; `keep` and `rotate` are recorded as a change of state.
//! 4. **Benchmarks** start Mangala after the setup `20,15,18,17` and
//!    `keep`: the setup phase's 62,196 moves would swamp a playout or a perft.
#![cfg_attr(
    feature = "document-features",
    doc = concat!("\n# Cargo features\n\n", document_features::document_features!())
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

mod actions;
mod catalogued;
mod game;
mod moves;
mod options;

pub use game::{
    Mangala, MangalaMoveError, MangalaRules, MangalaState, Phase, PieChoice, SHELLS, after_setup,
    right_hand_hole,
};
pub use moves::{MangalaMove, MangalaRefusal, ParseMangalaMoveError};
pub use options::{Capture, Leftovers, MangalaOptions};

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
