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
//! | `mangala` | [`mangala`] | Mangala of the Bedawi | Parker 1909 |
//! | `fang` | [`fang`] | Fang (a reconstruction) | Busser 2023 |
//! | `oware` | [`oware`] | Oware (abapa) | OpenSpiel 2.0.2 `oware` |
//! | `kalah` | [`kalah`] | Kalah | OpenSpiel 2.0.2 `mancala` |
//! | `fanorona` | [`fanorona`] | Fanorona, the vela game, Fanorona Telo | Montgomery 1896, Murray 1951, Cyningstan |
//!
//! [`registry`] lists every game compiled in, by its name. The
//! `ai` feature (on by default) adds [`ai`]: computer players for every game
//! (alpha-beta, Monte Carlo tree search, named levels, exact play), and
//! [`solve`](mod@solve): exact solutions of every game small enough, by name.
//!
//! ```
//! use fanga::core::{Position, perft};
//! use fanga::katro::{Katro, KatroOptions};
//!
//! let start = Katro::start(&KatroOptions::default());
//! assert_eq!(perft(&start, 2), 476);
//!
//! // The same through the registry, by name and with KEY=VALUE options.
//! let p = fanga::registry().start("katro", &["columns=4"])?;
//! assert_eq!(p.to_string(), "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S");
//! assert_eq!(p.perft(1), 16);
//! # Ok::<(), fanga::core::RegistryError>(())
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

#[cfg(feature = "katro")]
#[doc(inline)]
pub use fanga_katro as katro;

#[cfg(feature = "katra-fandatsaka")]
#[doc(inline)]
pub use fanga_katra_fandatsaka as katra_fandatsaka;

#[cfg(feature = "fifangha")]
#[doc(inline)]
pub use fanga_fifangha as fifangha;

#[cfg(feature = "katra-sakalava")]
#[doc(inline)]
pub use fanga_katra_sakalava as katra_sakalava;

#[cfg(feature = "mangala")]
#[doc(inline)]
pub use fanga_mangala as mangala;

#[cfg(feature = "fang")]
#[doc(inline)]
pub use fanga_fang as fang;

#[cfg(feature = "oware")]
#[doc(inline)]
pub use fanga_oware as oware;

#[cfg(feature = "kalah")]
#[doc(inline)]
pub use fanga_kalah as kalah;

#[cfg(feature = "fanorona")]
#[doc(inline)]
pub use fanga_fanorona as fanorona;

#[cfg(feature = "ai")]
#[doc(inline)]
pub use fanga_ai as ai;

pub mod guide;

#[cfg(feature = "ai")]
pub mod eval;

#[cfg(feature = "ai")]
pub mod solve;

pub use fanga_core::{AnyPosition, Outcome, Player, Position, Registry};

/// Every game compiled into this build, by its name.
#[must_use]
pub fn registry() -> Registry {
    #[allow(unused_mut)]
    let mut r = Registry::new();
    #[cfg(feature = "katro")]
    {
        r = r.with(fanga_core::GameEntry::of::<katro::Katro>(
            "Katro, the four-row game of the Malagasy highlands (Busser 2025)",
        ));
    }
    #[cfg(feature = "katra-fandatsaka")]
    {
        r = r.with(fanga_core::GameEntry::of::<katra_fandatsaka::KatraFandatsaka>(
            "katra fandatsaka, four rows with reserves and a second phase (Dandouau 1908, Busser 2025)",
        ));
    }
    #[cfg(feature = "fifangha")]
    {
        r = r.with(fanga_core::GameEntry::of::<fifangha::Fifangha>(
            "fifangha, the oldest written mancala rules (Flacourt 1661, Busser 2023)",
        ));
    }
    #[cfg(feature = "katra-sakalava")]
    {
        r = r.with(fanga_core::GameEntry::of::<katra_sakalava::KatraSakalava>(
            "katra sakalava, katra fandatsaka with the rova (Dandouau 1908, Busser 2025)",
        ));
    }
    #[cfg(feature = "mangala")]
    {
        r = r.with(fanga_core::GameEntry::of::<mangala::Mangala>(
            "Mangala of the Bedawi, two rows, a setup and the first pie rule (Parker 1909)",
        ));
    }
    #[cfg(feature = "fang")]
    {
        r = r.with(fanga_core::GameEntry::of::<fang::Fang>(
            "Fang, a documented reconstruction of Busser's one-row fifangha (2023)",
        ));
    }
    #[cfg(feature = "oware")]
    {
        r = r.with(fanga_core::GameEntry::of_sizes::<
            oware::Oware,
            oware::OwareLarge,
        >(
            "Oware (abapa), exactly as OpenSpiel 2.0.2 plays it"
        ));
    }
    #[cfg(feature = "kalah")]
    {
        r = r.with(fanga_core::GameEntry::of::<kalah::Kalah>(
            "Kalah, exactly as OpenSpiel 2.0.2 plays it (game mancala)",
        ));
    }
    #[cfg(feature = "fanorona")]
    {
        r = r.with(fanga_core::GameEntry::of::<fanorona::Fanorona>(
            "Fanorona and its vela game, the national game of Madagascar (Montgomery 1896, Cyningstan)",
        ));
        r = r.with(fanga_core::GameEntry::of::<fanorona::FanoronaTelo>(
            "Fanorona Telo, three pieces each on the 3 x 3 board (Murray 1951)",
        ));
    }
    r
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
/// assert!(s.legal_moves().contains(&best.mv));
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
) -> Result<Box<dyn ai::Engine>, fanga_core::RegistryError> {
    session_with(game, options, &SessionSettings::default())
}

/// What a [`session_with`] knows beyond the rules: endgame tables.
#[cfg(feature = "ai")]
#[derive(Clone, Debug, Default)]
#[non_exhaustive]
pub struct SessionSettings {
    /// Kalah's endgame table: a Kalah session's alpha-beta and greedy
    /// players evaluate with [`eval::KalahEndgameEval`] (on a board of the
    /// table's houses; other boards keep [`eval::KalahStores`]).
    #[cfg(feature = "kalah")]
    pub kalah_endgame: Option<std::sync::Arc<solve::KalahEndgame>>,
}

#[cfg(feature = "ai")]
impl SessionSettings {
    /// The same settings with Kalah's endgame table.
    #[cfg(feature = "kalah")]
    #[must_use]
    pub fn with_kalah_endgame(mut self, table: std::sync::Arc<solve::KalahEndgame>) -> Self {
        self.kalah_endgame = Some(table);
        self
    }
}

/// [`session`] with [`SessionSettings`]: a Kalah session with an endgame
/// table plays perfectly wherever its searches reach the table.
///
/// # Errors
///
/// As [`session`].
#[cfg(feature = "ai")]
pub fn session_with<S: AsRef<str>>(
    game: &str,
    options: &[S],
    settings: &SessionSettings,
) -> Result<Box<dyn ai::Engine>, fanga_core::RegistryError> {
    #[allow(unused_imports)]
    use ai::Session;
    // Unread when no game takes a setting.
    let _ = settings;
    match game {
        #[cfg(feature = "katro")]
        "katro" => Session::<katro::Katro>::boxed(options),
        #[cfg(feature = "katra-fandatsaka")]
        "katra-fandatsaka" => Session::<katra_fandatsaka::KatraFandatsaka>::boxed(options),
        #[cfg(feature = "fifangha")]
        "fifangha" => Session::<fifangha::Fifangha>::boxed(options),
        #[cfg(feature = "katra-sakalava")]
        "katra-sakalava" => Session::<katra_sakalava::KatraSakalava>::boxed(options),
        #[cfg(feature = "mangala")]
        "mangala" => Session::<mangala::Mangala>::boxed(options),
        #[cfg(feature = "fang")]
        "fang" => Session::<fang::Fang>::boxed(options),
        // The compact type when it takes the options, as the registry does.
        #[cfg(feature = "oware")]
        "oware" => match Session::<oware::Oware>::new(options) {
            Ok(s) => Ok(s
                .with_evaluator(|| Box::new(eval::OwareCaptures))
                .into_engine()),
            Err(_) => Ok(Session::<oware::OwareLarge>::new(options)?
                .with_evaluator(|| Box::new(eval::OwareCaptures))
                .into_engine()),
        },
        #[cfg(feature = "kalah")]
        "kalah" => {
            let session = Session::<kalah::Kalah>::new(options)?;
            let houses = session.options().houses();
            Ok(match &settings.kalah_endgame {
                Some(table) if usize::from(houses) == table.houses() => {
                    let eval = eval::KalahEndgameEval::new(std::sync::Arc::clone(table));
                    session.with_evaluator(move || Box::new(eval.clone()))
                }
                _ => session.with_evaluator(|| Box::new(eval::KalahStores)),
            }
            .into_engine())
        }
        #[cfg(feature = "fanorona")]
        "fanorona" => Session::<fanorona::Fanorona>::boxed(options),
        #[cfg(feature = "fanorona")]
        "fanorona-telo" => Session::<fanorona::FanoronaTelo>::boxed(options),
        // Unknown names get the registry's error. Every registered game has
        // an arm above: tests/sessions.rs checks it.
        _ => {
            // Unread here when no game is compiled in.
            let _ = options;
            Err(match registry().get(game) {
                Err(e) => e,
                Ok(_) => fanga_core::RegistryError::UnknownGame {
                    name: game.into(),
                    known: "no computer player for this game in this build".into(),
                },
            })
        }
    }
}

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
