//! Rules of **katra fandatsaka**, on the four-row reserve parts of the sowing
//! engine (which fifangha and katra sakalava compose too).
//!
//! # Sources
//!
//! Katra fandatsaka was described by Dandouau (1908), whose text was not found.
//! The default rule set follows Alain Busser: his 2023 article on fifangha
//! ("Voici quelques ajouts du katra fandatsaka au fifangha": here are a few
//! additions of katra fandatsaka to fifangha) and his 2025 rule page "Katra
//! fandatsaka", which unifies it with fifangha and whose worked examples these
//! rules reproduce, in fanga's words (the workspace's [conventions](fanga_core::guide::conventions) and
//! [decisions](fanga_core::guide::decisions); this crate's own decisions are at the end of this page).
//!
//! # The rules, each with its source
//!
//! **Equipment** (fanga's rule, after Busser 2023). Four rows of C columns (option
//! `columns`: 8, 6 or 4). Each player owns 4C seeds: one in each of his inner
//! holes except the two end holes, the *tsibongy* (`a2` and the last hole of
//! row 2 for South, `a3` and the last hole of row 3 for North); the rest, 26, 20
//! or 14, in his reserve. Seeds never leave play. South moves first. The start
//! on 8 columns is
//! `0,0,0,0,0,0,0,0/0,1,1,1,1,1,1,0/0,1,1,1,1,1,1,0/0,0,0,0,0,0,0,0 S reserve=26,26`.
//!
//! **Phase 1: while the mover's reserve has seeds** (fanga's rule, which
//! is fifangha's opening as Busser 2023 proposes it). The mover puts one
//! reserve seed into a non-empty hole of his inner row, tsibongy included.
//! Busser 2023: "Démarrer un tour de jeu consiste à prendre une graine de sa
//! réserve puis l'ajouter à une case non vide de sa rangée intérieure, puis
//! faire comme si c'était la dernière graine d'un semis. Il est donc interdit de
//! placer cette graine dans la rangée extérieure ou dans une case vide. Il est
//! également interdit de faire un mameno-atrika s'il est possible de prendre des
//! graines à l'adversaire : la prise de graines est obligatoire." (Starting a
//! turn means taking a seed from one's reserve, adding it to a non-empty hole
//! of one's inner row, then acting as if it were the last seed of a lap. So
//! this seed may not be put in the outer row or in an empty hole. Nor may one
//! make a non-capturing turn when a capture is possible: capturing is
//! compulsory.)
//!
//! - If some non-empty inner hole faces a non-empty hole, he must choose such a
//!   hole: a **capturing turn**, the placed seed acting as the last seed of a
//!   lap that ended there.
//! - Otherwise, a **non-capturing turn**: he chooses any non-empty inner hole
//!   and a direction, puts the seed in, takes all the hole's seeds and sows them
//!   from the next hole. Busser 2023: "Durant un mameno-atrika, même si à un
//!   moment la dernière graine d'un semis tombe dans une case non vide de la
//!   rangée interne faisant face à une case non vide de l'adversaire, on ne
//!   prend pas les graines de cette case" (during a non-capturing turn, even if
//!   the last seed of a lap falls into a non-empty inner hole facing a non-empty
//!   hole of the opponent, those seeds are not taken): n = 1 ends the turn,
//!   n >= 2 relays, nothing is captured.
//!
//! **Where the last seed of a lap falls, in a capturing turn** (h, n as in the
//! conventions):
//!
//! 1. n = 1: the turn ends.
//! 2. h is in the mover's inner row (tsibongy included) and faces a non-empty
//!    hole: capture. The facing seeds are taken (h keeps its own) and sown
//!    **starting at** a tsibongy, towards the interior; the direction becomes
//!    that one. Which tsibongy, by Dandouau's **zone rule**: Busser 2023, "Le
//!    tibong depuis lequel on commence le semis n'est plus choisi librement : si
//!    le semis se termine dans une case non vide près d'un tibong (premier ou
//!    second tibong chez Flacourt), on débute le semis au tibong le plus proche.
//!    Dans les autres cas on peut choisir le tibong à partir duquel on démarre le
//!    semis." (The tsibongy the sowing starts from is no longer chosen freely: if
//!    the lap ends in a non-empty hole near a tsibongy, Flacourt's first or
//!    second tibong, one starts from the nearest tsibongy; otherwise one may
//!    choose.) fanga reads "near" as the two columns nearest an end: if h
//!    is in one of them, the tsibongy at that end; otherwise the mover chooses. On 8 columns `a`-`b` sow from the `a`
//!    end, `c`-`f` choose, `g`-`h` sow from the `h` end; on 6 columns
//!    `a`-`b` / `c`-`d` / `e`-`f`; on 4 columns never a choice.
//! 3. Otherwise (n >= 2): relay in the current direction.
//!
//! **Winning at once** (fanga's rule). When a capture leaves the opponent's inner
//! row empty, the captured seeds are sown as usual (a free tsibongy choice is
//! still made and recorded) and the game ends when that lap ends: the mover
//! wins. In both phases.
//!
//! **Phase 2: once the mover's reserve is empty** (Busser 2025: "durant la phase
//! 2, il est obligatoire, dans la mesure du possible, de faire un mouvement
//! permettant de capturer tout de suite": in phase 2 one must, where possible,
//! make a move that captures at once). The mover chooses a non-empty hole of
//! either row (a single seed may be played) and a direction, takes its seeds
//! and sows them from the next hole. An opening *captures at once* if its first
//! lap ends (n >= 2) in his inner row facing seeds; if any does, he must choose
//! one of those, and the turn is capturing (rules 1-3 above, zone rule
//! included). Otherwise any opening, and the turn is non-capturing. (fanga's
//! decision: Busser 2025's single-seed openings and tsibongy captures, rather
//! than the 2023 article's "au moins 2 graines" and katro-style captures.)
//!
//! **End of the game**. At the start of every turn, a player whose inner row is
//! empty has lost (*kamo*): Flacourt, quoted by Busser 2023, "quand les
//! tsibongy et cases de votre côté sont dégarnis vous avez perdu ... et cela
//! s'appelle kamou" (when the tsibongy and holes on your side are stripped you
//! have lost, and that is called kamo), which fanga reads as the inner row. There is no other end: phase 2 can go
//! on for ever (see [`fanga_core::Adjudication`]). A turn that never ends loses
//! for the player who started it (Busser 2023: "Le joueur qui démarre un
//! mameno-atrika infini est perdant du jeu"); the detection is exact.
//!
//! # Options
//!
//! | key | values | default |
//! |---|---|---|
//! | `columns` | `8`, `6`, `4` | `8` |
//! | `tsibongy_choice` | `zone`, `free` (every capture offers both tsibongy) | `zone` |
//!
//! # Notation and position text
//!
//! A phase-1 capture is its hole, then one tsibongy per free choice: `d2 h2`. A
//! phase-1 non-capturing turn is the hole and the direction: `d2:cw`. A phase-2
//! turn is the hole and the direction, then the tsibongy choices: `b1:ccw a2`.
//! Position texts end with `reserve=S,N`.
//!
//! # Worked example (Busser 2025)
//!
//! ```
//! use fanga_core::{GameOptions, Position};
//! use fanga_katra_fandatsaka::{FandatsakaOptions, KatraFandatsaka};
//!
//! // Phase 2 on 4 columns: d1's 3 seeds end in b2 (n = 2) facing 3: capture,
//! // the zone rule forces a2, the 3 seeds go cw from a2 and end in c2 (n = 3)
//! // facing an empty hole: relay 3 cw, ending in the empty c1.
//! let p: KatraFandatsaka = "4,4,4,4/0,3,0,1/2,1,1,2/3,0,0,3 S reserve=0,0".parse()?;
//! let next = p.play(&"d1:ccw".parse()?)?;
//! assert_eq!(next.to_string(), "4,4,4,4/0,0,0,1/3,3,0,4/3,0,1,1 N reserve=0,0");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # On the engine
//!
//! Katra fandatsaka is the plain composition of the four-row reserve parts of
//! the sowing engine ([`fanga_reserve`]): [`FandatsakaRules`] states the
//! game through [`fanga_sowing::SowingRules`] and
//! [`fanga_reserve::ReserveRules`] (the zone rule or the free choice by
//! the `tsibongy_choice` option, phase 2 when a reserve runs out) and changes
//! none of the parts' landing rules. Fifangha and katra sakalava compose the
//! same parts with their own rules. The position, [`KatraFandatsaka`], is a
//! type of its own around the engine's
//! [`SowingPosition<FandatsakaRules>`](fanga_sowing::SowingPosition)
//! ([`fanga_sowing::position_type!`]), on which the crate implements the
//! tools' contract ([`Catalogued`](fanga_core::catalog::Catalogued),
//! [`Actions`](fanga_core::learn::Actions)).
//!
//! # Decisions
//!
//! Choices fanga made where the sources leave one, each with the test that
//! holds it; those every game shares are in [`fanga_core::guide::decisions`].
//!
//! 0. **No rules crate depends on another.** Fifangha and katra sakalava used to
//!    be built on katra fandatsaka's crate; the shared rules are now engine parts
//!    (`fanga_reserve`) that each of the three composes, and the test
//!    that fifangha's phase 2 and non-capturing turns are katra fandatsaka's
//!    moved to the facade (`tests/four_row.rs`), above both.
//!
//! 1. **Notation of a phase-1 capture** is the hole alone (`d2`, then the
//!    tsibongy choices); the same hole with a direction while a capture exists is
//!    refused with "a capture is possible ... written without direction". A
//!    non-capturing or phase-2 opening without direction is refused as well.
//! 2. **The reserve seed in traces** is two steps: `take 1 from the reserve`, then
//!    `put 1 into d2`; a capture opening then lands there as if a lap had ended.
//! 3. **Winning at once** ends the game in a position where the loser's inner row
//!    is empty, so the result reads `kamo` (see decision 5 of [the workspace's decisions](fanga_core::guide::decisions)).
//! 4. **"Captures at once" in phase 2** looks at the first lap only: it ends with
//!    n >= 2 in the mover's inner row, facing a non-empty hole.
//! 5. **Position text totals.** Board and reserves together must fit 255 seeds.
#![cfg_attr(
    feature = "document-features",
    doc = concat!("\n# Cargo features\n\n", document_features::document_features!())
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

mod actions;
mod catalogued;
mod options;
mod rules;

pub use fanga_reserve::{
    MAX_CHOICES, ParseReserveMoveError as ParseKatraMoveError, ReserveRefusal, Tsibongy,
    TsibongyRule,
};
pub use options::FandatsakaOptions;
pub use rules::{FandatsakaRules, KatraFandatsaka, KatraMove, KatraMoveError};

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
