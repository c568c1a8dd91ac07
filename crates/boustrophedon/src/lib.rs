//! Rules of the six-row Malagasy sowing game **sown in boustrophedon**, on
//! the fanga sowing engine: the game de Voogt recorded as *Katro* in 1999.
//!
//! # Sources, and what is fanga's
//!
//! Alain Busser's article on the Malagasy games (2023) ends its list of the
//! bao family with "et un jeu unique au monde, où on sème en boustrophedon"
//! (and a game unique in the world, where one sows in boustrophedon), and
//! names it no further. The only Malagasy sowing game recorded with
//! boustrophedon sowing is the six-row Katro that Alexander de Voogt
//! observed (de Voogt 1999: 112-113). **That Busser's "jeu unique" is this
//! game is fanga's identification**, not Busser's statement.
//!
//! De Voogt's text is not at hand. The rules below are those of Ludii's
//! summary of it (Ludii 1.3.13, `Katro.lud`, game 1258, credited to Eric
//! Piette, "source: de Voogt 1999: 112-113"), each quoted from that summary
//! and implemented in fanga's own words and code. So the comparison with
//! Ludii below checks the implementation, not the reading of de Voogt.
//!
//! The name: the game is `boustrophedon` in fanga's list, after Busser's only
//! word for it, because `katro` is the four-row game of the Malagasy
//! highlands (crate `fanga-katro`) and the workspace's tools count a game's
//! name as a word.
//!
//! # The rules, each with its source
//!
//! **Board.** Six rows of 3 or 6 holes (option [`Columns`]), 2 seeds in every
//! hole; seeds never leave the board. *Summary: "6x3 or 6 board. Two counters
//! in each hole."* South owns rows 1 (outer), 2 (middle) and 3 (inner),
//! North rows 6 (outer), 5 and 4 (inner); South moves first. *fanga's
//! conventions.*
//!
//! **A turn.** The mover takes all the seeds of a non-empty hole of his
//! outermost row that holds seeds, chooses a direction, `cw` or `ccw`, for
//! the whole turn, and sows them one by one from the next hole. *Summary:
//! "Sowing occurs from one of the holes in the player's outermost row which
//! contains counters, in either direction."*
//!
//! **The path.** He sows along his own three rows only: along his outer row,
//! back along his middle row, along his inner row, and from the end of his
//! inner row to the start of his outer row, round and round. *Summary:
//! "Sowing moves in a boustrophedon path along the holes, moving from the
//! last hole in the innermost row to the beginning of the outer row."* `ccw`
//! runs along the outer row the anticlockwise way (South: `a1` to `f1`, then
//! `f2` to `a2`, `a3` to `f3`, back to `a1`), `cw` the clockwise way (South:
//! `f1` to `a1`, `a2` to `f2`, `f3` to `a3`, back to `f1`); North's paths are
//! South's turned round. The engine's [`Circuit::snake`](fanga_sowing::Circuit::snake).
//!
//! **Where the last seed of a lap falls**, in hole h holding n seeds after it
//! fell:
//!
//! 1. n = 1: the turn ends. *Summary: "Sowing ends when the final counter
//!    lands in an empty hole."*
//! 2. h is in the mover's inner row, and the opponent has seeds in h's
//!    column: capture. The seeds of the opponent's inner-row hole of that
//!    column are taken, or if it is empty those of his middle-row hole, or if
//!    that is empty too those of his outer-row hole; they are added to h, and
//!    all of h is sown on from the next hole. *Summary: "If this hole is in
//!    the player's inner row, the contents of the opponent's hole opposite it
//!    are captured, and these counters are also used along with the hole in
//!    which the last counter fell for the sowing to continue. If the
//!    opponent's inner row hole is empty, counters may be captured from their
//!    central row, and if both the inner and central rows are empty, captures
//!    may be made from the outer hole."*
//! 3. Otherwise (n >= 2): relay, sowing all of h's seeds from the next hole.
//!    *Summary: "When the final counter lands in an occupied hole, the
//!    contents of this hole are picked up and sowing continues."*
//!
//! **A single seed.** A player whose only seed on his side is in his outer
//! row may also step it to the middle-row hole of its column, which ends the
//! turn (`c1-c2`); one whose only seed is in his middle row may step it to
//! the inner-row hole of its column when the opponent has seeds in that
//! column, and then captures as in rule 2 and sows on in the direction he
//! chooses (`c2-c3:cw`). *Summary: "When a player has only one counter on
//! their side of the board, it may capture by moving from the central row
//! directly to the inner row hole above it to make a capture (i.e., without
//! following the normal track), and on the move prior to the capture, from
//! the outer to the central row."*
//!
//! **The end.** A player with no seed left has lost
//! ([`fanga_sowing::reason::ALL_SEEDS_TAKEN`]). A capture that takes the
//! opponent's last seeds ends the game at once: they stay in h and nothing
//! more is sown. *Summary: "Play continues until one player has captured
//! all of the counters."*
//!
//! # Options
//!
//! | key | values | default | meaning |
//! |---|---|---|---|
//! | `columns` | `6`, `3` | `6` | the holes in each row: Ludii's ruleset "Katro (Observed)" plays 6, its variation 3 |
//!
//! # Notation and position text
//!
//! A move is a whole turn: `b1:cw` (sow b1 clockwise), `c1-c2` (the single
//! seed's step to the middle row), `c2-c3:ccw` (its capturing step to the
//! inner row, then sowing anticlockwise). The position text lists the rows
//! from row 6 down to row 1, then the side to move: the start on 3 columns is
//! `2,2,2/2,2,2/2,2,2/2,2,2/2,2,2/2,2,2 S`.
//!
//! # Example
//!
//! ```
//! use fanga_boustrophedon::{Boustrophedon, BoustrophedonOptions};
//! use fanga_core::{GameOptions, Player, Position};
//!
//! let mut options = BoustrophedonOptions::default();
//! options.apply(&["columns=3"])?;
//! let start = Boustrophedon::start(&options);
//! // Only the outer row may be sown, either way.
//! assert_eq!(start.legal_moves().len(), 6);
//! let next = start.play(&"b1:cw".parse()?)?;
//! assert_eq!(next.turn(), Player::North);
//! assert_eq!(next.to_string(), "2,2,2/2,2,2/2,2,0/3,3,1/1,4,4/0,1,3 N");
//! // An illegal move is an error that says why.
//! let err = next.play(&"b5:cw".parse()?).unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "illegal move `b5:cw`: b5 is not in N's outermost row with seeds (row 6)"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Decisions
//!
//! Choices fanga made where the summary leaves one, each with the test that
//! holds it; those every game shares are in [`fanga_core::guide::decisions`].
//!
//! 1. **The identification** with Busser's "jeu unique", and the name, as
//!    above.
//! 2. **The two directions are mirror images.** "In either direction" is read
//!    with the path's sentence: both directions go on from the outer row to
//!    the middle row and from the inner row back to the outer row, so `cw`
//!    and `ccw` differ by the way along each row, and one is not the other
//!    run backwards. Test: `sowing_snakes_on_to_the_next_row`.
//! 3. **One direction a turn**: relays and sowings after a capture keep the
//!    turn's direction (the summary says the sowing "continues"). Test:
//!    `captures_from_the_inner_middle_or_outer_row`.
//! 4. **Captures go hole by hole in the column** ("the inner and central
//!    rows are empty" is read as their holes of that column), **are
//!    compulsory** ("may" is read as what the rule allows, not a choice), and
//!    happen only where a lap ends in an occupied hole of the inner row (the
//!    summary's "this hole"). A column where the opponent has no seed makes
//!    a plain relay. Test: `captures_from_the_inner_middle_or_outer_row`.
//! 5. **The single seed's steps.** The step from the outer row is open
//!    whenever the player's only seed is there, and ends the turn; the step
//!    from the middle row only when it captures (the summary's "to make a
//!    capture"), and the seeds are then sown on as after any capture, in a
//!    direction the player chooses (he has chosen none yet). Sowing the
//!    single seed stays open beside the steps. Test: `the_single_seed_steps`.
//! 6. **Winning at once**, and **a player without seeds has lost** whoever is
//!    to move (a constructed position may leave either side empty). Test:
//!    `taking_the_last_seeds_wins_at_once`.
//! 7. **Turns that never end** lose for their mover, as in every sowing game
//!    of fanga (the engine detects them exactly; the summary says nothing).
//!    None was met in 3,000,000 random positions where both players have
//!    seeds, searched with the reference of the tests: a lap ending in the
//!    inner row captures whenever the opponent has seeds in that column.
//! 8. **No limit** on a game's length.
//!
//! # Solving
//!
//! Positions repeat, so a value is found by retrograde analysis
//! ([`fanga_core::catalog::Solving::Retrograde`]), of endgames only: the start of the
//! smaller board already spreads 36 seeds over 18 holes, some 3 x 10^13
//! distributions of them a side to move.
//!
//! # Checked against Ludii
//!
//! The Ludii harness (`tools/ludii/`) played seeded random games in Ludii
//! 1.3.13 and compared every legal whole turn of every position with this
//! crate, through the adapter `tests/ludii/adapter.py`. As said above, this
//! checks the implementation against Ludii's, not the reading of de Voogt.
//!
//! - **Ludii's own `Katro.lud`**, 1,000 games of each board: every turn of
//!   South agrees, and every North turn whose sowing passes from his outer
//!   row differs, explained: Ludii's tracks for player 2 (`TrackCW2`
//!   "18,E,N1,W,N1,E" on 6 columns) start on his inner row and run north, so
//!   from his outer row they go on to his inner row, against the summary's
//!   own "moving from the last hole in the innermost row to the beginning of
//!   the outer row", which Ludii's tracks for player 1 follow. The check
//!   stops a game at its first difference, so these runs compare the
//!   openings only (6 columns: 3,184 turns, 35,360 moves, 10,931
//!   differences, all of that rule; 3 columns: 2,000 turns, 12,000 moves,
//!   6,000 such differences).
//! - **The same file with player 2's tracks in the summary's row order** (a
//!   local copy, not committed: `TrackCW2` "30,E,S1,W,S1,E", `TrackCCW2`
//!   "35,W,S1,E,S1,W"), 1,000 games of each board, compared to the end:
//!   no difference at all (6 columns: 85,794 turns, 588,429 moves; 3
//!   columns: 27,600 turns, 118,333 moves). Random play from the start
//!   reached no single-seed step (no `FromTo` decision in either run);
//!   games from built starts (South one seed, North twenty, dealt at
//!   random) do, and agree too: 200 games, 2,546 single-seed turns among
//!   328,058 moves, no difference (the repository's `docs/ludii.md`, "The
//!   boustrophedon game's single-seed steps"). `tests/ludii/row-order-6.txt` keeps 50
//!   positions of the first 20 games on 6 columns with every move and what
//!   it leads to, in the harness's fixture format.
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

pub use game::{Boustrophedon, BoustrophedonMoveError, BoustrophedonRules};
pub use moves::{BoustrophedonMove, BoustrophedonRefusal, ParseBoustrophedonMoveError};
pub use options::{BoustrophedonOptions, Columns};

#[doc(no_inline)]
pub use fanga_core::EndReason;

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
