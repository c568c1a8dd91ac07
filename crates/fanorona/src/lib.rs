//! Rules of **Fanorona**, the national game of Madagascar, with its **vela**
//! handicap game, and **Fanorona Telo**.
//!
//! Fanorona is not a sowing game: pieces move along the lines of a board of 45
//! points and capture by **approach** and **withdrawal**. It has its own small
//! board of its own ([`Point`], [`Dir`]: the points, the lines, the strong points, the eight
//! directions, 45 points in a `u64`) and plugs into `fanga-core` like every
//! other game: the [`Position`](fanga_core::Position) trait with whole-turn
//! moves, the registry, perft, the conformance kit.
//!
//! # Sources
//!
//! Montgomery, "The Malagasy game of Fanorona", *Antananarivo Annual* 3 (1896),
//! and the Digital Ludeme Project's summaries (Fanorona, the véla game);
//! Cyningstan (Damian Walker), "Fanorona", rules 1-15, 12-15 being the vela
//! game; Murray, *A History of Board-Games other than Chess* (1951), p. 42, for
//! Fanorona Telo; all in fanga's words. Where the two seeds
//! differ, the default is Montgomery's reading, which is also the rule of
//! every strong program and of the solution of the game (Schadd et al. 2008:
//! with best play Fanorona is a **draw**); Cyningstan's stricter readings are
//! options. fanga's decisions are at the end of this page, and those every
//! game shares in [`fanga_core::guide::decisions`].
//!
//! # The rules, each with its source
//!
//! **Board.** 45 points, columns `a`-`i` from White's left, rows `1`-`5` from
//! White's side (Cyningstan 1: "a board of lines which intersect at 45 points").
//! Every point is joined to its orthogonal neighbours; diagonal lines join
//! only the **strong points**, those whose column + row is even. Montgomery:
//! "divided into 32 equal squares. Gather these, in your eye, into eight larger
//! squares, containing four each; draw the diagonal lines in each of the
//! eight" (a test builds the board both ways and compares).
//!
//! **Start.** 22 pieces each: White rows 1-2, Black rows 4-5, row 3
//! `BWBW.BWBW`; White moves first (Cyningstan 3). Montgomery: "The third, or
//! central line, is occupied by the eight remaining pieces, placed alternately
//! ... One point remains unoccupied, the central angle-point of the board".
//!
//! **A step** moves a piece along a line to the adjacent empty point. A step
//! from p to q in direction d captures **by approach** if the point after q in d
//! holds an enemy piece, **by withdrawal** if the point before p does
//! (Cyningstan 5, 6; Montgomery: "A piece that has been standing in an
//! adjoining station to some piece or pieces of the enemy may capture it or
//! them by retreating one point along that line"). It takes that piece and
//! every enemy piece behind it on the line up to the first gap (Montgomery:
//! "these, whatever their number, are captured at once, as far as they stand in
//! unbroken order on the line attacked"). A step that could do both is two
//! moves (Cyningstan 7: "one cannot capture by approach and withdrawal at
//! once"). Captured pieces leave at once.
//!
//! **Capture is compulsory** (Cyningstan 8: "If it is possible to make a
//! capture, then the player must do so"); otherwise the turn is one quiet step,
//! a *paika*.
//!
//! **Sequences.** After a capturing step the same piece may go on with further
//! capturing steps, never in the direction of the step just made and never onto
//! a point it has occupied this turn (start included): Montgomery, "provided
//! (a) that he does not return immediately to any point he has just left, and
//! (b) that he does not take a foe behind him immediately after taking one in
//! front of him"; Cyningstan 10: "it is not permissible to slide back and forth
//! along the same line". Continuing is **optional** (DLP's Montgomery:
//! "Multiple captures are optional"); option `chain=mandatory` is Cyningstan 9
//! ("must continue to do so while further captures are available"); option
//! `revisit=not_back` forbids only the point just left.
//!
//! **First turn.** Montgomery: "At the beginning of a game one move only is
//! permitted to the first side"; from the start this never removes a move (a
//! test checks it). Option `first_turn=both_players` limits each player's first
//! turn to one capturing step (the text then carries `opened=W,B`).
//!
//! **End.** A player with no piece has lost (Cyningstan 11); a player who cannot
//! move at the start of his turn has lost (fanga's decision, as in draughts).
//! There is no draw rule: see [`fanga_core::Adjudication`].
//!
//! **The vela game** (`vela=on`, Cyningstan 12-15, Montgomery): White, the
//! previous loser, moves first (option `vela_opener=winner`: Black, "opened by
//! the victor"). While Black has more than 5 pieces, Black never captures (a
//! paika each turn) and White's capturing step takes only the nearest enemy
//! piece and ends the turn ("only one piece at a time is captured"); then the
//! normal rules.
//!
//! **Fanorona Telo** ([`FanoronaTelo`], game `fanorona-telo`; Murray, via the
//! DLP: "Each player has three pieces. Play begins with each player placing
//! pieces on empty points. If they make three in a row along the lines, they
//! win. Once all pieces are place, players take turns moving pieces one spot to
//! an adjacent point along the lines"). 3 x 3 points, the same line rule (both
//! long diagonals); White first. Solved by [`solve_telo`]: White wins in 9
//! plies, only by placing on `b2` first.
//!
//! # How these rules differ from Ludii's
//!
//! Ludii's Fanorona lets two consecutive steps go the same direction and has no
//! first-turn rule; its vela captures whole lines in phase 1 (against both
//! seeds); its "Telo" option is a capturing game. Its Fanorona Telo (placement,
//! movement, three in a row) is the same game as here.
//!
//! # Notation and position text
//!
//! ```
//! use fanga_core::Position;
//! use fanga_fanorona::{Fanorona, FanoronaOptions};
//!
//! let start = Fanorona::start(&FanoronaOptions::default());
//! assert_eq!(start.to_string(), "BBBBBBBBB/BBBBBBBBB/BWBW.BWBW/WWWWWWWWW/WWWWWWWWW W");
//! let mut moves: Vec<String> = start.legal_moves().iter().map(|m| m.to_string()).collect();
//! moves.sort();
//! assert_eq!(moves, ["d2-e3A", "d3-e3A", "d3-e3W", "e2-e3A", "f2-e3A"]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Players and serde
//!
//! White is fanga's South ([`Player::South`](fanga_core::Player::South),
//! who moves first) and Black its North; the texts write them `W` and `B`
//! ([`Position::PLAYER_LETTERS`](fanga_core::Position::PLAYER_LETTERS)). With
//! the `serde` feature, positions, moves and game records serialize as their
//! texts, so with `W` and `B`. A bare [`Player`](fanga_core::Player) or
//! [`Outcome`](fanga_core::Outcome) serializes with fanga's `S` and `N`; a
//! field that should read `W` or `B` says so with
//! `fanga_core::serialization::serialize_player::<Fanorona, _>` (or
//! `serialize_outcome`) and its `deserialize_` twin:
//!
//! ```
//! # #[cfg(feature = "serde")] {
//! use fanga_core::serialization::{deserialize_outcome, serialize_outcome};
//! use fanga_core::{Outcome, Player};
//! use fanga_fanorona::{ALL_PIECES_TAKEN, Fanorona};
//! use fanga_core::serialization::serde::{Deserialize, Serialize};
//!
//! #[derive(Serialize, Deserialize, Debug, PartialEq)]
//! #[serde(crate = "fanga_core::serialization::serde")]
//! struct Finished {
//!     #[serde(serialize_with = "serialize_outcome::<Fanorona, _>")]
//!     #[serde(deserialize_with = "deserialize_outcome::<Fanorona, _>")]
//!     outcome: Outcome,
//! }
//!
//! let f = Finished { outcome: Outcome::win(Player::North, ALL_PIECES_TAKEN) };
//! let json = serde_json::to_string(&f).unwrap();
//! assert_eq!(json, r#"{"outcome":{"win":{"winner":"B","reason":"all pieces taken"}}}"#);
//! assert_eq!(serde_json::from_str::<Finished>(&json).unwrap(), f);
//! // A letter of another game is refused.
//! let err = serde_json::from_str::<Finished>(&json.replace('B', "N")).unwrap_err();
//! assert!(err.to_string().starts_with("`N` is not a player: expected `W` or `B`"));
//! # }
//! ```
//!
//! # Decisions
//!
//! Choices fanga made where the sources leave one, each with the test that
//! holds it; those every game shares are in [`fanga_core::guide::decisions`].
//!
//! Where the sources differ or are silent, the rules above say what fanga
//! chose (Montgomery's reading by default, Cyningstan's stricter ones as
//! options, *fanga's decision* where neither says); in addition:
//!
//! 1. **Players** are the seats South (White) and North (Black); texts, moves and
//!    results use `W` and `B`.
//! 2. **Legality** is checked against the generated whole-turn moves; an illegal
//!    move is then walked step by step to say which step breaks which rule.
//! 3. **`vela_opener=winner` without `vela=on`** is an option error, whatever the
//!    order in which the two options are given.
//! 4. **Traces** of Fanorona list each step with the points it emptied; a Telo
//!    move is its own trace.
#![cfg_attr(
    feature = "document-features",
    doc = concat!("\n# Cargo features\n\n", document_features::document_features!())
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

mod actions;
mod board;
mod catalogued;
mod diagnose;
mod game;
mod moves;
mod options;
mod telo;
mod trace;
mod view;

pub use board::{COLS, Dir, POINTS, ParsePointError, Point, ROWS};

/// A player has no piece left.
pub const ALL_PIECES_TAKEN: fanga_core::EndReason = fanga_core::EndReason::new("all pieces taken");
/// A player has three pieces in a row (Fanorona Telo).
pub const THREE_IN_A_ROW: fanga_core::EndReason = fanga_core::EndReason::new("three in a row");
pub use game::Fanorona;
pub use moves::{Capture, FanoronaMove, FanoronaMoveError, MAX_STEPS, ParseFanoronaMoveError};
pub use options::FanoronaOptions;
pub use telo::{
    FanoronaTelo, ParseTeloMoveError, TeloMove, TeloMoveError, TeloOptions, TeloPoint,
    TeloSolution, solve_telo,
};
pub use trace::{FanoronaTrace, StepError, StepProblem};

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
