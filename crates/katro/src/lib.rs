//! Rules of **Katro**, the best-known sowing game of Madagascar, on the fanga
//! sowing engine.
//!
//! # Sources
//!
//! The default rule set is Alain Busser's rule page "Katro" (2025), in fanga's words
//! (the workspace's [conventions](fanga_core::guide::conventions) and [decisions](fanga_core::guide::decisions)). Busser's 2023
//! article on fifangha describes the equipment: "Le jeu se joue sur un plateau de
//! 4 rangées de 6 lignes ... 2 graines par case, soit 48 graines" (the game is
//! played on a board of 4 rows of 6 ... 2 seeds per hole, that is 48 seeds).
//!
//! # The rules, each with its source
//!
//! **Board.** Four rows of C columns (option [`Columns`]: 6 by default, 4, 8),
//! 2 seeds in every hole, no reserve; seeds never leave the board. South owns
//! rows 1 and 2, North rows 3 and 4; South moves first. *fanga's rule.*
//!
//! **A turn.** The mover chooses a non-empty hole of either of his rows (a single
//! seed may be played) and a direction, `cw` or `ccw`, fixed for the whole turn.
//! He takes all its seeds and sows them around his ring of two rows from the next
//! hole. Every opening may be chosen; every landing is then resolved without
//! choices. *fanga's rule.*
//!
//! **Front rows.** A player's front row is his inner row, or his outer row when
//! his inner row is entirely empty, evaluated each time a lap ends. *Busser 2025:
//! "Dans ce cas, et dans ce cas seulement, Sud peut prendre depuis sa rangée
//! externe" (in this case, and only in this case, South may capture from his
//! outer row); for the side attacked: "toute la rangée interne de Nord est
//! maintenant vide, ce qui a pour effet de modifier le sens de en face" (North's
//! whole inner row is now empty, which changes the meaning of "facing").*
//!
//! **Where the last seed of a lap falls**, in hole h holding n seeds after it
//! fell:
//!
//! 1. n = 1: the turn ends.
//! 2. h is in the mover's front row and the hole of the same column in the
//!    opponent's front row is non-empty: capture. Those seeds are added to h, and
//!    everything in h is sown from the next hole in the turn's direction. *Busser
//!    2025: "on capture les graines qui sont en face (s'il y en a) puis on les
//!    ajoute à celles qui sont déjà dans la case où avait fini le semis précédent,
//!    et c'est le tout qu'on sème en respectant le sens choisi" (one captures the
//!    seeds opposite, if any, adds them to those already in the hole where the
//!    previous sowing ended, and sows the whole in the chosen direction).*
//! 3. Otherwise (n >= 2): relay, sowing all of h's seeds from the next hole.
//!
//! **Winning at once.** When a capture takes the opponent's last seeds, the game
//! ends immediately: the captured seeds stay in h, nothing more is sown, and the
//! mover wins. *fanga's rule.*
//!
//! **Turns that never end.** A turn whose relays cycle for ever loses for the
//! player who started it; the position after such a move is the position before
//! it, finished, with the reason [`fanga_sowing::reason::INFINITE_TURN`]. *fanga's
//! rule, after Busser 2023: "Le joueur qui démarre un mameno-atrika
//! infini est perdant du jeu".* The detection is exact (see
//! [`fanga_sowing::relay`]).
//!
//! **Constructed positions.** A player to move who has no seed at all has lost
//! ([`fanga_sowing::reason::ALL_SEEDS_TAKEN`]); a position where only the player not to move
//! has no seed is still in play. A whole game can go on for ever: the rules set
//! no limit. *fanga's rule.*
//!
//! # Options
//!
//! | key | values | default | meaning |
//! |---|---|---|---|
//! | `columns` | `6`, `4`, `8` | `6` | the number of columns |
//! | `goal` | `all_seeds`, `inner_row` | `all_seeds` | `inner_row`: a player loses when his inner row is empty at the start of his turn ([`fanga_sowing::reason::KAMO`]), and a capture that turns his inner row from non-empty to empty wins at once; captures from his outer row while his inner row is already empty do not (the *fanga* and *m'raha mwana* goal) |
//! | `direction` | `per_turn`, `per_game` | `per_turn` | `per_game`: the direction a player chooses at his first turn binds him for the whole game (Ambohimanga); the position text then ends with `direction=<S>,<N>`, each `cw`, `ccw` or `-` |
//!
//! # Notation and position text
//!
//! A move is the hole and the direction: `b1:cw`, `e3:ccw` (there are no
//! mid-turn choices). The position text lists the rows from row 4 down to row 1,
//! then the side to move: the start on 6 columns is
//! `2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2 S`.
//!
//! # Example
//!
//! ```
//! use fanga_core::{Player, Position};
//! use fanga_katro::{Katro, KatroMove, KatroOptions};
//!
//! let start = Katro::start(&KatroOptions::default());
//! assert_eq!(start.legal_moves().len(), 24);
//! let m: KatroMove = "b2:cw".parse()?;
//! let next = start.play(&m)?;
//! assert_eq!(next.turn(), Player::North);
//!
//! // A turn that never ends.
//! let p: Katro = "0,0,0,0,0,0/0,0,0,0,0,0/2,1,2,1,2,1/3,2,1,0,1,2 S".parse()?;
//! let after = p.play(&"a2:ccw".parse()?)?;
//! assert_eq!(after.outcome().unwrap().to_string(), "N wins (infinite turn)");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Decisions
//!
//! Choices fanga made where the sources leave one, each with the test that
//! holds it; those every game shares are in [`fanga_core::guide::decisions`].
//!
//! 1. **`goal=inner_row` winning at once** keeps the captured seeds in h and sows
//!    nothing more, as the default goal does (the sources say only that such a
//!    capture "wins at once"). Test: `goal_inner_row`.
//! 2. **The worked infinite-turn position** `0,0,0,0,0,0/0,0,0,0,0,0/2,1,2,1,2,1/3,2,1,0,1,2 S`
//!    has a second move that never ends besides `a2:ccw`: `b1:cw`. An independent
//!    seed-by-seed simulation agrees. Test: `the_worked_infinite_turn`.
//! 3. **Outer rows facing nothing.** A lap ending in the mover's outer row while his
//!    inner row has seeds is a relay, whatever holes of the opponent are in that
//!    column. Test: `outer_rows_face_nothing_while_the_inner_row_has_seeds`.
//! 4. **End reasons come from the position.** The reason of a loss by an empty
//!    side is computed from the position, so a game won at once by a capture
//!    reports [`fanga_sowing::reason::ALL_SEEDS_TAKEN`] (`goal=all_seeds`) or
//!    [`fanga_sowing::reason::KAMO`] (`goal=inner_row`): the position after
//!    the capture is exactly that of a side left empty.
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

pub use game::{Directions, Katro, KatroMoveError, KatroRules};
pub use moves::{KatroMove, KatroRefusal, ParseKatroMoveError};
pub use options::{Columns, DirectionRule, Goal, KatroOptions};

#[doc(no_inline)]
pub use fanga_core::EndReason;

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
