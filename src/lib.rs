//! **fanga**: rules libraries for mancala (sowing) games, on one sowing engine.
//!
//! This facade re-exports the workspace: [`core`] (what every game shares),
//! [`sowing`] (the sowing engine), [`reserve`] (the parts of the four-row
//! games with reserves) and, behind one cargo feature per game (all on
//! by default), each rules crate as a module:
//!
//! | feature | module | game | rules |
//! |---|---|---|---|
//! | `katro` | [`katro`] | Katro, Madagascar | Busser 2025 |
//! | `katra-fandatsaka` | [`katra_fandatsaka`] | katra fandatsaka, Madagascar | Dandouau 1908, Busser 2025 |
//! | `fifangha` | [`fifangha`] | fifangha, Madagascar | Flacourt 1661, Busser 2023 |
//! | `katra-sakalava` | [`katra_sakalava`] | katra sakalava, Madagascar | Dandouau 1908, Busser 2025 |
//! | `katra-murray` | [`katra_murray`] | katra of the Sakalava, Madagascar | Murray 1952, through Ludii's summary |
//! | `katra-boaoaka` | [`katra_boaoaka`] | katra boaoaka of the Tanala, Madagascar | Linton 1933, through Ludii's summary |
//! | `bao` | [`bao`] | Bao la Kiswahili (Zanzibar), bao la kujifunza, m'raha wa tso (Comoros) | de Voogt 1995, Busser 2023 |
//! | `mangala` | [`mangala`] | Mangala of the Bedawi | Parker 1909 |
//! | `fang` | [`fang`] | Fang (a reconstruction) | Busser 2023 |
//! | `chaplin` | [`chaplin`] | Isolo of the Bemba, Zambia (a reconstruction) | Chaplin 1956, Busser 2023 |
//! | `oware` | [`oware`] | Oware (abapa) | OpenSpiel 2.0.2 `oware` |
//! | `kalah` | [`kalah`] | Kalah | OpenSpiel 2.0.2 `mancala` |
//! | `fanorona` | [`fanorona`] | Fanorona, the vela game, Fanorona Telo | Montgomery 1896, Murray 1951, Cyningstan |
//! | `boustrophedon` | [`boustrophedon`] | Katro on six rows, sown in boustrophedon, Madagascar | de Voogt 1999 (through Ludii) |
//! | `ruleset` | [`ruleset`] | Two-row games described by data (`ruleset`, as Wari, by default; MancalaGames's files) | MancalaGames 2b1c596, checked against it |
//!
//! [`registry`] lists every game compiled in, by its name. The
//! `ai` feature (on by default) adds [`ai`]: computer players for every game
//! (alpha-beta, Monte Carlo tree search, named levels, exact play), and
//! [`solve`](mod@solve): exact solutions of every game small enough, by name.
//!
//! ```
//! use fanga::core::{LapBudget, Position, perft};
//! use fanga::katro::{Katro, KatroOptions};
//!
//! let start = Katro::start(&KatroOptions::default());
//! assert_eq!(perft(&start, 2), 476);
//!
//! // The same through the registry, by name and with KEY=VALUE options;
//! // what can meet a turn of millions of laps takes a lap budget.
//! let p = fanga::registry().start("katro", &["columns=4"])?;
//! assert_eq!(p.to_string(), "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S");
//! assert_eq!(p.perft(1, LapBudget::laps(1_000))?, 16);
//! # Ok::<(), fanga::core::registry::RegistryError>(())
//! ```
#![cfg_attr(
    feature = "document-features",
    doc = concat!("\n# Cargo features\n\n", document_features::document_features!())
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

#[doc(inline)]
pub use fanga_core as core;
#[doc(inline)]
pub use fanga_reserve as reserve;
#[doc(inline)]
pub use fanga_sowing as sowing;

#[cfg(feature = "ai")]
#[doc(inline)]
pub use fanga_ai as ai;

#[macro_use]
mod games;
mod list;

pub mod guide;

#[cfg(feature = "ai")]
pub mod solve;

pub use fanga_core::{
    ByPlayer, Outcome, Player, Position,
    catalog::Extensions,
    registry::{AnyPosition, Registry},
};
pub use list::*;

/// Every game compiled into this build, by its name: the rules of each
/// (start positions, position texts, options).
#[must_use]
pub fn registry() -> Registry {
    list::rules_entries()
        .into_iter()
        .fold(Registry::new(), Registry::with)
}

/// Every game compiled into this build, by its name, with every tool:
/// the rules ([`registry`]), computer-player sessions with each game's own
/// evaluation, and exact solutions where the game has a method. A program
/// adds its own games with [`ai::Catalog::with`] and gets the same tools.
///
/// In optimised builds the searches and solvers of every game are compiled
/// where this is called (it is `#[inline]` there), so a program that needs
/// the rules alone (`ai::Catalog::rules_only(&fanga::registry())`) does not
/// build them; in builds with debug assertions (tests) they are compiled
/// once, here, rather than in every test and example that calls it.
#[cfg(feature = "ai")]
#[cfg_attr(not(debug_assertions), inline)]
#[must_use]
pub fn catalog() -> ai::Catalog {
    list::catalog_entries()
        .into_iter()
        .fold(ai::Catalog::new(), ai::Catalog::with)
}

/// A computer-player session of the game `game` (its name, as in
/// [`registry`]) under `KEY=VALUE` options: the game's start position, moves
/// and positions as text, and searches by any [`ai::PlayerSpec`]. The engine
/// protocol (`examples/engine.rs`) drives one.
///
/// ```
/// use std::sync::{Arc, atomic::AtomicBool};
///
/// let mut s = fanga::session("kalah", &[] as &[&str])?;
/// s.set_position(None, &["c1 f1", "e2 a2"]).expect("legal moves");
/// let go = fanga::ai::Go {
///     player: "ab:d4".parse()?,
///     seed: 0,
///     stop: Arc::new(AtomicBool::new(false)),
///     clock: None,
/// };
/// let best = s.go(go, &mut |_| {}).expect("the game goes on");
/// assert!(s.legal_moves().decided.contains(&best.mv));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// The game is unknown, or an option is refused.
#[cfg(feature = "ai")]
pub fn session<S: AsRef<str>>(
    game: &str,
    options: &[S],
) -> Result<Box<dyn ai::Engine>, fanga_core::registry::RegistryError> {
    session_with(game, options, &Extensions::new())
}

/// [`session`] with [`Extensions`] a game may read: with Kalah's endgame
/// table (`Arc<`[`kalah::solver::KalahEndgame`]`>`), a Kalah session plays
/// perfectly wherever its searches reach the table.
///
/// # Errors
///
/// As [`session`].
#[cfg(feature = "ai")]
pub fn session_with<S: AsRef<str>>(
    game: &str,
    options: &[S],
    extensions: &Extensions,
) -> Result<Box<dyn ai::Engine>, fanga_core::registry::RegistryError> {
    catalog().session(game, options, extensions)
}

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
