//! Rules of **katra boaoaka**, the four-row sowing game of the Tanala of
//! Madagascar described by Ralph Linton, *The Tanala, a Hill Tribe of
//! Madagascar* (Field Museum of Natural History, 1933), pp. 261-262, on the
//! fanga sowing engine.
//!
//! # Sources
//!
//! Linton's text was not at hand. The only description available was the
//! summary of it that the Digital Ludeme Project gives with its game "Katra
//! Boaoaka" (Ludii 1.3.13, source "Linton 1933: 261-262"; "typically played by
//! women and older children", observed "from around 1926 to 1927"). The rules
//! below are implemented from that summary, in fanga's words and code, and
//! cite Linton through it; every quotation below is of that summary. Where it
//! is silent, the decision is fanga's and says so. Consequently, the
//! comparison with Ludii's program (see the end of this page) checks this
//! implementation, not the reading of Linton.
//!
//! **A game of its own.** Katra boaoaka shares Katro's board and start, but
//! not its capture: a landing in the inner row captures from **both** of the
//! opponent's holes of that column, even from an empty hole, and the
//! direction binds a player for the whole game. It is no variant of a game of
//! the workspace (Katro, Murray's katra, the reserve games), so it has its
//! own crate.
//!
//! # The rules, each with its source
//!
//! **Board.** Four rows of 8 holes, "Two counters in each hole" ("4x8
//! board"). South owns rows 1 and 2, North rows 3 and 4; South moves first
//! (the workspace's [conventions](fanga_core::guide::conventions)).
//!
//! **A turn.** The mover takes all the seeds of any non-empty hole of his two
//! rows and sows them one by one around his ring of two rows from the next
//! hole, `cw` or `ccw`: "Each player may sow in either direction on their
//! first move, but must continue in the same direction for the remainder of
//! the game." Which holes may open a turn is not said: *fanga's decision*,
//! any non-empty hole of his own, a single seed included (as in Katro). The
//! position text always ends with `direction=<S>,<N>` (`cw`, `ccw`, or `-`
//! before that player's first turn).
//!
//! **Where the last seed of a lap falls**, in hole h holding n seeds after it
//! fell:
//!
//! 1. h in the mover's inner row, and the opponent's two holes of h's column
//!    (his inner and his outer hole) hold seeds: capture both, and sow them
//!    with all of h's seeds from the hole after h. "If the final hole of a
//!    sowing is in the inner row, regardless of whether it is occupied or
//!    empty, the player then captures the counters in both of the opponent's
//!    holes opposite it, and continues sowing with these counters as well as
//!    the ones in the final hole of sowing."
//! 2. Except when h was empty (n = 1) and the opponent's two holes hold one
//!    seed each: "Captures cannot be made when the final hole of a sowing was
//!    empty, and the opponent's opposite holes have only a single counter."
//!    (Option [`Singletons`]: `together` reads it as one seed between the two
//!    holes.)
//! 3. Otherwise, n >= 2: relay, sowing all of h's seeds from the next hole.
//!    "When the final counter of a sowing lands in an occupied hole, the
//!    counters in that hole are picked up and sowing continues."
//! 4. Otherwise (n = 1): the turn ends. "When the final counter lands in an
//!    empty hole, the turn is over."
//!
//! **Winning.** "The player who captures all the counters wins." A player to
//! move who has no seed left has lost
//! ([`fanga_sowing::reason::ALL_SEEDS_TAKEN`]); when a capture takes the
//! opponent's last seeds, the game ends at once, the captured seeds staying in
//! h (*fanga's decision*, as in Katro). Seeds never leave the board: captured
//! seeds are sown on the captor's side. A whole game can go on for ever: the
//! rules set no limit.
//!
//! **Turns that never end.** A turn whose relays cycle for ever loses for the
//! player who started it; the position after such a move is the position
//! before it, finished, with the reason [`fanga_sowing::reason::INFINITE_TURN`].
//! *The workspace's convention* (Busser 2023: "Le joueur qui démarre un
//! mameno-atrika infini est perdant du jeu"): the description is silent. The
//! detection is exact (see [`fanga_sowing::relay`]).
//!
//! # Options
//!
//! | key | values | default | meaning |
//! |---|---|---|---|
//! | `singletons` | `each`, `together` | `each` | rule 2: an empty hole does not capture when each opposite hole holds one seed (`each`), or when they hold one seed in all (`together`) |
//!
//! # Notation and position text
//!
//! A move is the hole and the direction: `b1:cw`, `e3:ccw` (there are no
//! mid-turn choices). The start is
//! `2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S direction=-,-`.
//!
//! # Example
//!
//! ```
//! use fanga_core::{Player, Position};
//! use fanga_katra_boaoaka::{BoaoakaOptions, KatraBoaoaka};
//!
//! let start = KatraBoaoaka::start(&BoaoakaOptions::default());
//! assert_eq!(start.legal_moves().len(), 32);
//! let next = start.play(&"b2:cw".parse()?)?;
//! assert_eq!(next.turn(), Player::North);
//! assert!(next.to_string().ends_with(" N direction=cw,-"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Decisions
//!
//! Choices fanga made where the description leaves one, each with the test
//! that holds it; those every game shares are in
//! [`fanga_core::guide::decisions`].
//!
//! 1. **Any non-empty hole opens a turn**, a single seed included. Test:
//!    `a_single_seed_opens_a_turn`.
//! 2. **"have only a single counter" means each hole** by default (the
//!    plural read distributively); `singletons=together` is the other
//!    reading. Test: `an_empty_hole_does_not_capture_two_single_seeds`.
//! 3. **A capture from an occupied hole** sows the captured seeds with all of
//!    h's seeds ("as well as the ones in the final hole"). Test:
//!    `a_capture_sows_on_with_the_whole_hole`.
//! 4. **Winning at once** keeps the captured seeds in h and sows nothing
//!    more. Test: `taking_the_last_seeds_wins_at_once`.
//!
//! # Compared with Ludii
//!
//! Ludii 1.3.13's program for this game (`Katra Boaoaka.lud`) was played
//! against this crate whole turn by whole turn (the workspace's Ludii
//! harness, `tools/ludii/`, with this crate's adapter
//! `tests/ludii/adapter.py`, which documents how Ludii's sites and tracks
//! map to fanga's holes and directions): 1,000 seeded random games (seed 1,
//! at most 300 turns each), 35,787 positions and the 365,270 legal moves
//! from them, each compared by the position or result it leads to. The
//! move sets agreed everywhere, and every move agreed but for 13,352 that
//! take the opponent's last seeds, all explained by one rule: this crate
//! ends the game at once, while Ludii sows the turn on and ends it a pass
//! later, with the same winner (its `(no Moves)` is true only after a
//! forced pass). Every game was so compared up to its winning turn, but 4
//! that the harness's decision cap cut short; 31 moves ended by Ludii's own
//! limits were not compared. Ludii reads the singleton
//! exception as this crate's default (`singletons=each`). As the sources
//! say above, this checks the implementation of the summary, not the reading
//! of Linton. Positions of the first games on which both agree, with every
//! legal move and what it leads to, are kept in `tests/ludii/katra-boaoaka.txt`
//! and replayed by the test `ludii_positions`.
#![cfg_attr(
    feature = "document-features",
    doc = concat!("\n# Cargo features\n\n", document_features::document_features!())
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

mod actions;
mod catalogued;
mod game;
mod options;

pub use fanga_sowing::directed::{BoundDirections, DirectedRefusal};
pub use game::{BoaoakaMove, BoaoakaMoveError, BoaoakaRules, KatraBoaoaka};
pub use options::{BoaoakaOptions, Singletons};

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
