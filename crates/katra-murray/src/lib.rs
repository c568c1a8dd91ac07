//! Rules of **katra as Murray described it**: the four-row game of the
//! Sakalava of Madagascar in H. J. R. Murray, *A History of Board-Games other
//! than Chess* (Oxford, 1952), pp. 214-215, on the fanga sowing engine.
//!
//! # Sources
//!
//! Murray's text was not at hand. The only description available was the
//! summary of it that the Digital Ludeme Project gives with its game "Katra"
//! (Ludii 1.3.13, ruleset "Sakalava (Described)", source "Murray 1951:
//! 214-215"). The rules below are implemented from that summary, in fanga's
//! words and code, and cite Murray through it; every quotation below is of
//! that summary. Where it is silent, the decision is fanga's and says so.
//! Consequently, the comparison with Ludii's program (see the end of this
//! page) checks this implementation, not the reading of Murray.
//!
//! **Not Dandouau's katra sakalava.** Dandouau (1908) described several
//! katra games of the Sakalava. The one fanga calls katra sakalava (crate
//! `fanga-katra-sakalava`) is katra fandatsaka with the *rova*. Murray's
//! game differs from it in every rule the summary gives, so it is a game of
//! its own, not an option of that crate:
//!
//! | rule | katra sakalava (Dandouau, after Busser) | Murray's katra |
//! |---|---|---|
//! | board | 4 x 8 | "4x6, 8, or 10 holes. Eight is most common." |
//! | start | 10 seeds on the board, 22 in reserve, each | "Two counters in each hole", no reserve |
//! | phases | phase 1 sows from the reserve, phase 2 from the board | one kind of turn |
//! | opening | a hole and, when capturing, a tsibongy | "any hole on the player's side" |
//! | direction | chosen per turn (and per capture at a tsibongy) | "the direction chosen on the first turn must be maintained throughout the game" |
//! | capture | facing seeds (any number) are sown from a tsibongy | more than one facing seed, sown on from the capturing hole |
//! | rova | the two 3-seed holes of column 5 | none |
//! | end | kamo (inner row empty), singletons in phase 2 | no seed left |
//!
//! The capture rule (the opponent's outer row only once his inner row is
//! empty) is that of another of Dandouau's games, which Mancala World and
//! awale.info call *katra mpantsaka*; the summary does not say which of
//! Dandouau's games, if any, Murray retold, so fanga names the game after
//! Murray.
//!
//! # The rules, each with its source
//!
//! **Board.** Four rows of C columns (option [`Columns`]: 8 by default, 6,
//! 10): "4x6, 8, or 10 holes. Eight is most common." "Two counters in each
//! hole." South owns rows 1 and 2, North rows 3 and 4; South moves first
//! (the workspace's [conventions](fanga_core::guide::conventions)).
//!
//! **A turn.** The mover takes all the seeds of any non-empty hole of his two
//! rows (a single seed may be played) and sows them one by one around his
//! ring of two rows from the next hole, `cw` or `ccw`: "Sowing begins from
//! any hole on the player's side, in either direction, but the direction
//! chosen on the first turn must be maintained throughout the game." The
//! position text therefore always ends with `direction=<S>,<N>` (`cw`, `ccw`,
//! or `-` before that player's first turn).
//!
//! **Where the last seed of a lap falls**, in hole h holding n seeds after it
//! fell:
//!
//! 1. n = 1: the turn ends. "If the final counter lands in an empty hole, the
//!    turn ends."
//! 2. h in the mover's outer row: relay, sowing all of h's seeds from the
//!    next hole. "If the final counter lands in the outer row in an occupied
//!    hole, these are picked up and sowing continues."
//! 3. h in the mover's inner row, and the opponent's hole of the same column
//!    in his inner row holds **more than one** seed: capture them, and sow
//!    them with the last seed from the hole after h. "If the final counter
//!    lands in an occupied hole in the inner row, and the opponent's inner
//!    row hole opposite contains more than one counter, these are captured
//!    and the sowing continues from the hole from which the capture was made
//!    using the captured counters and the final counter from the sowing that
//!    caused the capture." The other seeds of h stay in h (option
//!    [`CaptureSowing`]).
//! 4. When the opponent's whole inner row is empty, rule 3 captures from his
//!    outer row instead: "If the opponent has no counters in any of their
//!    inner row holes, the counters in their outer row holes can be captured,
//!    in the same manner." (More than one seed, too; option [`OuterCapture`].)
//! 5. Otherwise (h in the mover's inner row, n >= 2, nothing to capture): the
//!    turn ends. *fanga's decision*: the description gives the relay to the
//!    outer row only.
//!
//! **Winning.** The description says nothing of the end. *fanga's decisions*,
//! as in Katro: a player to move who has no seed left has lost
//! ([`fanga_sowing::reason::ALL_SEEDS_TAKEN`]); when a capture takes the
//! opponent's last seeds, the game ends at once, the captured seeds staying in
//! h. Seeds never leave the board: captured seeds are sown on the captor's
//! side. A single seed is never captured, so a whole game can go on for ever:
//! the rules set no limit.
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
//! | `columns` | `8`, `6`, `10` | `8` | the number of columns |
//! | `capture_sowing` | `last_seed`, `whole_hole` | `last_seed` | what a capture sows on with besides the captured seeds: the last seed (the description's words), or every seed of the capturing hole (Ludii's program) |
//! | `outer_capture` | `inner_row_empty`, `facing_hole_short` | `inner_row_empty` | when a capture takes the opponent's outer hole of h's column: once his whole inner row is empty (the description's words), or whenever the inner hole facing h holds fewer than two seeds (Ludii's program) |
//!
//! # Notation and position text
//!
//! A move is the hole and the direction: `b1:cw`, `e3:ccw` (there are no
//! mid-turn choices). The start on 8 columns is
//! `2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S direction=-,-`.
//!
//! # Example
//!
//! ```
//! use fanga_core::{Player, Position};
//! use fanga_katra_murray::{KatraMurray, MurrayOptions};
//!
//! let start = KatraMurray::start(&MurrayOptions::default());
//! assert_eq!(start.legal_moves().len(), 32);
//! let next = start.play(&"b2:cw".parse()?)?;
//! assert_eq!(next.turn(), Player::North);
//! // South is bound to cw for the whole game.
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
//! 1. **An occupied inner hole without a capture ends the turn** (rule 5).
//!    Test: `an_occupied_inner_hole_without_a_capture_ends_the_turn`.
//! 2. **The last seed only** sows on with the captured seeds by default; the
//!    option `capture_sowing=whole_hole` takes the whole hole. Test:
//!    `a_capture_sows_on_with_the_last_seed`.
//! 3. **The outer row is captured only when the whole inner row is empty**
//!    (rule 4, the description's words), not when the single hole facing h
//!    is; `outer_capture=facing_hole_short` is the other reading. Test:
//!    `the_outer_row_is_captured_only_behind_an_empty_inner_row`.
//! 4. **The mover's own outer row never captures**, even when his inner row
//!    is empty: the description gives captures to landings in the inner row.
//!    Test: `the_outer_row_never_captures`.
//! 5. **Winning at once** keeps the captured seeds in h and sows nothing
//!    more. Test: `taking_the_last_seeds_wins_at_once`.
//! 6. **End reasons come from the position**, as in Katro: a game won at once
//!    reports [`fanga_sowing::reason::ALL_SEEDS_TAKEN`].
//!
//! # Compared with Ludii
//!
//! Ludii 1.3.13's program for this ruleset (`Katra.lud`, "Sakalava
//! (Described)") reads two rules of the description in the other way this
//! crate offers as an option: it sows the whole capturing hole on
//! (`capture_sowing=whole_hole`), and it captures the opponent's outer hole
//! behind h whenever the inner hole facing h holds fewer than two seeds,
//! whatever the rest of his inner row holds (`outer_capture=facing_hole_short`;
//! the description: "If the opponent has no counters in any of their inner
//! row holes"). Under these two options, the program was played against this
//! crate whole turn by whole turn (the workspace's Ludii harness,
//! `tools/ludii/`, with this crate's adapter `tests/ludii/adapter.py`, which
//! documents how Ludii's sites and tracks map to fanga's holes and
//! directions), 1,000 seeded random games (seed 1) on each board, each game
//! cut at 100 turns (random games seldom end: see Winning), every legal move
//! of every position compared by the position or result it leads to:
//!
//! | columns | games | positions | moves compared | differences |
//! |---|---:|---:|---:|---:|
//! | 8 | 1,000 | 100,000 | 1,160,045 | 0 |
//! | 6 | 1,000 | 100,000 | 853,473 | 2, explained |
//! | 10 | 1,000 | 100,000 | 1,463,801 | 0 |
//!
//! The two differences, on moves not played, are explained by one rule
//! (the adapter's): this crate ends the game when a capture takes the
//! opponent's last seeds, Ludii a forced pass later, with the same winner. As the sources say above, this checks the
//! implementation of the summary, not the reading of Murray. Positions of the
//! first games on 8 columns, with every legal move and what it leads to, are
//! kept in `tests/ludii/katra-murray.txt` and replayed by the test
//! `ludii_positions`.
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
pub use game::{KatraMurray, MurrayMove, MurrayMoveError, MurrayRules, NO_CAPTURE};
pub use options::{CaptureSowing, Columns, MurrayOptions, OuterCapture};

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
