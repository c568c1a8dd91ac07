//! Rules of **fifangha**, the oldest written mancala rules (Étienne de
//! Flacourt, *Histoire de la grande isle Madagascar*, 1661), as reconstructed
//! by Alain Busser in 2023.
//!
//! # Sources
//!
//! Flacourt's chapter XXXIV, in the English translation of de Voogt and
//! Rougetet, and in French (Digital Ludeme Project, evidence 2052); and Busser's
//! 2023 article "Fifangha, un jeu malgache disparu", whose proposal ("la règle
//! du jeu suivante (la plus simple qui soit cohérente avec la description de
//! Flacourt)": the simplest rules consistent with Flacourt's description) is the
//! default rule set, in fanga's words. Conventions are in the workspace's
//! [conventions](fanga_core::guide::conventions), decisions in its [decisions](fanga_core::guide::decisions) and at the end of this page.
//!
//! Fifangha composes the four-row reserve parts of the sowing engine
//! ([`fanga_reserve`]), as katra fandatsaka does: it is katra
//! fandatsaka with another landing in a tsibongy, a free tsibongy choice, and
//! an end when the reserves run out. It does not depend on the katra
//! fandatsaka crate.
//!
//! # The rules, each with its source
//!
//! **Equipment.** Flacourt: "a wooden board that has thirty-two holes in four
//! rows, sixteen belonging to one player and sixteen to the other. One needs
//! thirty-two Bassi each." At the start every inner hole but the four
//! tsibongy holds one seed ("First the twelve cells in the middle are provided
//! with one Baßy each"); the rest is in each player's reserve: 26 on 8
//! columns, 20 on 6, 14 on 4 (option `columns`, Busser 2023). South moves
//! first.
//!
//! **Opening** (Busser 2023). The mover puts one reserve seed into a non-empty
//! hole of his inner row. Flacourt: "One may never put a bassi into a cell that
//! has none. Also, if it is possible to take \[capture\], one is obliged to take
//! \[capture\]." If some non-empty inner hole faces a non-empty hole he must
//! choose one (a **capturing turn**, the placed seed acting as the last seed of
//! a lap); otherwise he plays a **non-capturing turn** (Flacourt's
//! *Mamoueatsrha*, Busser's *mameno-atrika*): "you take a Bassi \[from storage\]
//! into one of your cells that contains some and then take the one you put in
//! it plus all those in that cell together and distribute them \[individually\]
//! towards the right or the left, whichever you prefer".
//!
//! **Where the last seed of a lap falls, in a capturing turn** (h, n):
//!
//! 1. n = 1: the turn ends.
//! 2. **h is one of the mover's tsibongy** (n >= 2): the seeds of h and those of
//!    the opposite tsibongy (if any) are sown from the hole next to h, towards
//!    the interior. Busser 2023: "elle tombe dans un tibong non vide ; dans ce
//!    cas on y ajoute les éventuelles graines du tibong adverse puis on sème le
//!    tout comme au katro, à partir de la case voisine (vers l'intérieur)" (it
//!    falls into a non-empty tibong: then one adds the opponent's tibong's
//!    seeds, if any, and sows the whole as in katro, from the neighbouring hole,
//!    towards the interior).
//! 3. **h is another inner hole facing seeds**: capture. Busser 2023: "on ne
//!    prend que les graines de la case adverse, et on les sème à partir d'un
//!    tibong de son choix, vers l'intérieur du plateau" (one takes only the
//!    opponent's seeds and sows them from a tibong of one's choice, towards the
//!    interior). The choice is always free: two moves.
//! 4. Otherwise (n >= 2): relay in the current direction.
//!
//! **In a non-capturing turn** nothing is ever captured and the tsibongy are
//! ordinary holes: "Durant un mameno-atrika, même si à un moment la dernière
//! graine d'un semis tombe dans une case non vide de la rangée interne faisant
//! face à une case non vide de l'adversaire, on ne prend pas les graines de
//! cette case" (Busser 2023).
//!
//! **Winning at once** (fanga's rule, after Busser's worked games: "Sud a déjà
//! gagné, et on s'épargne la peine de continuer à semer": South has already
//! won, and we spare ourselves the trouble of sowing on). When a capture (rule
//! 3, or rule 2 taking seeds from the opposite tsibongy) leaves the opponent's
//! inner row empty, the seeds in hand are sown as usual (a free choice is still
//! made and recorded) and the game ends when that lap ends.
//!
//! **End of the game**, checked at the start of every turn, in this order:
//!
//! 1. **Kamo**: the player to move whose inner row is empty has lost (under
//!    the school rules, when the turns run out, the other player too: their
//!    decision 12). Flacourt: "when the Chibou and the cells on your side are
//!    empty, you have lost and it is similar for the opponent. This is called
//!    Camou." (read by Busser as the inner row).
//! 2. **Reserve exhausted**: when the mover's reserve is empty, by the option
//!    `reserve_end`: `most_seeds` (default; Busser's school rule: "le gagnant
//!    est celui qui a le plus de graines dans ses deux rangées", the winner is
//!    the one with more seeds in his two rows; equal counts draw), `draw`, or
//!    `phase_two` (play goes on by katra fandatsaka's phase 2, entirely by its
//!    rules: landing rules 1-3 of katra fandatsaka and its zone rule).
//!
//! A turn that never ends loses for the player who started it (Busser 2023:
//! "Le joueur qui démarre un mameno-atrika infini est perdant du jeu").
//!
//! # Options
//!
//! | key | values | default |
//! |---|---|---|
//! | `columns` | `8`, `6`, `4` | `8` |
//! | `reserve_end` | `most_seeds`, `draw`, `phase_two` | `most_seeds` |
//! | `tsibongy_attack` | `off`, `on` | `off` |
//! | `rules` | `flacourt`, `school`, `school_short` | `flacourt` |
//!
//! `tsibongy_attack=on` (from the FAQ of Busser 2023, borrowed from Dandouau:
//! "Si on attaque un tibong tel que le tibong adverse contient au moins 2
//! graines, on le traite comme une case normale", if one attacks a tibong whose
//! opposite holds at least 2 seeds, one treats it as an ordinary hole): rule 2
//! applies only when the opposite tsibongy holds 0 or 1 seeds; with 2 or more
//! the landing is rule 3 (capture the opposite tsibongy's seeds, free choice).
//!
//! `rules` chooses between the rules above (`flacourt`, Busser's
//! reconstruction of Flacourt's game) and the two school forms below. Every
//! other option composes with it; `tsibongy_attack` changes rule 2, which
//! the school forms do not have, and so changes nothing there.
//!
//! # The school rules (`rules=school`, `rules=school_short`)
//!
//! Busser 2023, section "Fifangha en GS" (*grande section*, the last year of
//! French nursery school): rules "élaborées avec un élève de GS" (worked out
//! with a pupil of that class), "encore simplifiée par rapport à celle vu plus
//! haut" (simpler still than the rules above). On 8, 6 and 4 columns
//! (`columns`), the board, start and reserves of the default rules. In both
//! forms the tsibongy are holes like any other: there is no rule 2, and
//! `reserve_end` keeps its default, the school's own end.
//!
//! ## `rules=school`: the recursive rules
//!
//! "Il y a 3 possibilités pour la dernière graine" (three cases for the last
//! seed of a lap, in a capturing turn):
//!
//! 1. "Elle peut tomber dans une case vide, dans ce cas le tour de jeu
//!    s'arrête" (an empty hole: the turn ends).
//! 2. "Elle peut tomber dans une case non vide face à laquelle il y a des
//!    graines, dans ce cas on prend ces graines et on les sème à partir d'un
//!    tibong de son choix, vers l'intérieur" (a non-empty hole facing seeds:
//!    take them and sow them from a tsibongy of one's choice, inwards).
//! 3. "Elle peut tomber dans une case non vide de la rangée extérieure, ou
//!    face à laquelle il n'y a rien. Dans ce cas on recommence le semis mais
//!    avec ses propres graines, et à partir de la case voisine (en gardant le
//!    sens de semis)" (a non-empty hole of the outer row, or facing nothing:
//!    sow one's own seeds again, from the next hole, in the same direction).
//!
//! **A turn** "on prélève une graine dans sa réserve et on la place dans une
//! case non vide de sa rangée intérieure, en privilégiant le cas (2)" (take a
//! reserve seed and put it into a non-empty hole of one's inner row,
//! favouring case 2): a capture opening, written `c2 a2` (the hole, then a
//! tsibongy for each capture). "Si on ne peut pas, alors soit on a des
//! graines sur la rangée intérieure, et on fait comme dans le cas 3, mais on
//! ne prend aucune graine à l'adversaire au cours de ce tour [...] soit la
//! rangée intérieure est vide. Dans ce cas on ne peut plus jouer et on est
//! kamo : on a perdu" (if one cannot: with seeds in the inner row, do as in
//! case 3, but take nothing from the opponent during that turn; with an empty
//! inner row, one is kamo and has lost): a non-capturing turn, written
//! `c2:cw`. "On ne prend pas de graines de la rangée extérieure, et on ne
//! prend pas de graines depuis la rangée extérieure" (no seeds are taken
//! from the outer row, nor from a hole of it). "Si, une fois que chaque
//! joueur a joué 26 fois, personne n'est kamo, le gagnant est celui qui a le
//! plus de graines dans ses deux rangées" (after 26 turns each without kamo,
//! more seeds in one's two rows wins): `reserve_end=most_seeds`.
//!
//! These are the default rules without rule 2, and Busser derives rule 2
//! from them: "si un semis s'arrête sur un tibong [...] s'il y a plusieurs
//! graines en face, on les sème à partir du tibong (ou de l'autre tibong)
//! comme l'écrit Dandouau. S'il n'y a qu'une seule graine en face, on la
//! sème à partir du tibong, c'est-à-dire qu'on la met dans le tibong. Mais
//! dans ce cas, on finit un semis dans un tibong non vide, donc on
//! recommence. Et comme on vient de prendre la graine qui était en face, on
//! est dans le cas (3) : on prend les graines du tibong et on les sème à
//! partir de la case voisine" (a lap ending in one's tsibongy facing several
//! seeds sows them from that tsibongy or the other, as Dandouau writes; facing
//! one, that seed sown from the same tsibongy falls into it, a non-empty hole
//! now facing nothing: case 3 sows its seeds from the next hole). fanga's
//! school rules do exactly that, and the crate's tests play it: choosing the
//! same tsibongy for one facing seed gives rule 2's position
//! (`one_facing_seed_in_the_same_tsibongy_is_rule_two`), and several facing
//! seeds give `tsibongy_attack=on`'s moves and results
//! (`several_facing_seeds_are_dandouaus_attack`). Where they part from the
//! default rules, at a lap ending in one's non-empty tsibongy: facing one
//! seed, the other tsibongy may be chosen too; facing several, they are
//! sown from a tsibongy (the default rule 2 sows both tsibongy's seeds from
//! the next hole); facing nothing, case 3 keeps the lap's direction, which
//! may lead into the outer row where rule 2 turns towards the interior
//! (`case_three_keeps_the_direction`). In phase 1 the school rules are katra
//! fandatsaka's with `tsibongy_choice=free`, and the workspace's
//! `tests/four_row.rs` checks that the two agree move for move.
//!
//! ## `rules=school_short`: the short game
//!
//! "la longueur du jeu est la conséquence de son caractère récursif. On
//! propose alors d'enlever le « on recommence »" (the game's length comes from
//! its recursion, so the "sow again" is removed): "on prélève une graine dans
//! sa réserve et on la met dans une case non vide de sa rangée intérieure (si
//! on ne peut pas, c'est qu'on est kamo). Puis on prélève les graines qui sont
//! en face et on les sème à partir d'un tibong, vers l'intérieur du plateau.
//! S'il n'y a pas de graines en face, on sème les siennes, à partir de la case
//! voisine (de gauche ou de droite, au choix). Si le semis passe par un
//! tibong, on continue dans la rangée arrière" (put a reserve seed into a
//! non-empty hole of one's inner row, or be kamo; take the facing seeds and
//! sow them from a tsibongy, inwards; with nothing facing, sow one's own from
//! the next hole, left or right by choice; a sowing passing a tsibongy goes
//! on in the back row). One lap a turn: the turn ends when it ends, whatever
//! hole it ends in ([`ONE_LAP`]).
//!
//! Both forms write their moves and positions as the default rules do
//! (`c2 a2`, `c2:cw`; the position text does not name the rule set, as it
//! does not name `reserve_end`: a text is read under the options given,
//! [`Position::from_text`](fanga_core::Position::from_text)).
//!
//! ## Solved on four columns
//!
//! With perfect play (fanga's exact solver, the repository's
//! `docs/solved.md`), on four columns `rules=school` is a **first-player
//! win by 3** seeds (best openings `b2 d2` and `c2 a2`; 743,965 positions
//! searched, 1.1 s of one core of an AMD EPYC, 39 MiB), and
//! `rules=school_short` a **second-player win**, by kamo with equal seeds
//! (margin 0; 10.9 million positions, 7.7 s, 556 MiB; measured again with
//! decision 12 on an Intel Xeon under load: the same values and best
//! moves, 10,888,498 positions, 9.4 s of CPU, 558 MiB):
//!
//! ```text
//! cargo run --release --example solve -- fifangha --option columns=4 --option rules=school
//! cargo run --release --example solve -- fifangha --option columns=4 --option rules=school_short
//! ```
//!
//! ## Decisions of the school rules
//!
//! Each is fanga's, with the sentence it reads; the tests in `tests/school.rs`
//! hold them.
//!
//! 1. **Case 2 is compulsory at the start of a turn**: a capture opening must
//!    be chosen when one exists, in both forms. "En privilégiant le cas (2).
//!    Si on ne peut pas, alors ..." names the other openings for when one
//!    cannot capture; the same article states the rule as "On joue
//!    prioritairement une case occupée qui fait face à une case occupée", and
//!    Flacourt: "if it is possible to take, one is obliged to take". The
//!    short game is the recursive one with the "on recommence" removed
//!    ("enlever le « on recommence »"), so its openings are the same.
//! 2. **The placed seed is the last seed** of case 2 (it falls into a
//!    non-empty hole facing seeds, which keeps its own seeds); in a
//!    non-capturing opening it is sown with the hole's seeds ("on fait comme
//!    dans le cas 3": one's own seeds, from the next hole).
//! 3. **The direction of a non-capturing opening is the mover's choice**,
//!    kept for the turn: "en gardant le sens de semis" has no earlier sowing
//!    to keep at the start of a turn; the short game says "de gauche ou de
//!    droite, au choix", and Flacourt of the *mamoueatsrha* "towards the
//!    right or the left, whichever you prefer", which the default rules
//!    already play (`d2:cw`, `d2:ccw`).
//! 4. **"La case voisine"** (case 3) is the next hole of the mover's ring
//!    (his two rows, round through the tsibongy) in the current direction:
//!    the direction of the lap that just ended, which after a capture is
//!    "vers l'intérieur" from the chosen tsibongy. So a lap ending in a
//!    tsibongy from the inside goes on into the outer row.
//! 5. **A capture is sown starting at the tsibongy itself** ("à partir d'un
//!    tibong", as in the default rules; the coherence paragraph needs it: "on
//!    la sème à partir du tibong, c'est-à-dire qu'on la met dans le tibong"),
//!    **inwards**: along the inner row away from that tsibongy (South from
//!    `a2` clockwise, from the last column counter-clockwise; North
//!    mirrored), and on round the ring past the other tsibongy into the outer
//!    row ("Si le semis passe par un tibong, on continue dans la rangée
//!    arrière"). Both tsibongy are offered at every capture.
//! 6. **Only an inner hole captures, only from the opponent's inner row**
//!    ("On ne prend pas de graines de la rangée extérieure, et on ne prend
//!    pas de graines depuis la rangée extérieure"); a tsibongy is an inner
//!    hole like the others.
//! 7. **A lap never skips its starting hole**: nothing in the article skips
//!    it, and Flacourt's long sowing goes "au tibong suivant en continuant";
//!    as in the default rules.
//! 8. **A capture that empties the opponent's inner row ends the game when
//!    its lap ends**, as in the default rules: the opponent "ne peut plus
//!    jouer et [...] est kamo" whatever the rest of the turn does, and a won
//!    game is not then lost to an endless relay.
//! 9. **A turn that never ends loses for its mover** (`rules=school`; a turn
//!    of the short game is one lap). The article asks of the school game
//!    "temps infini ?" and rules, for the *mameno-atrika*, "Le joueur qui
//!    démarre un mameno-atrika infini est perdant du jeu" (and of the
//!    trakatra, "celui qui a démarré ce tour infini est perdant du jeu"). The
//!    engine finds such a turn exactly, when a state of the turn (board,
//!    turn state and next lap) comes back. A game cannot be endless: every
//!    turn takes a reserve seed (unless `reserve_end=phase_two` goes on).
//! 10. **The end: 26, 20 or 14 turns each** (8, 6, 4 columns), when the mover
//!     finds his reserve empty (South moves first, so both have played as
//!     often). The short game's text says "Une fois que chaque joueur a joué 22
//!     fois" once, against "chaque joueur ne joue que 26 fois" in the sentence
//!     that introduces it, its footnote ("Chaque joueur ne joue donc que 26
//!     tours au maximum"), "chaque joueur joue 20 fois" on 4x6 and "14 fois" on
//!     4x4, which are the reserves (Busser: the reserve "est égal au nombre
//!     maximum de coups joués par chaque joueur"): fanga reads 22 as a slip.
//! 11. **"Le plus de graines"** counts the seeds in one's two rows, the count
//!     of `reserve_end=most_seeds` (the reserves are then empty); equal
//!     counts draw (Busser names no tie-break).
//! 12. **Kamo when the turns run out**: "Si, une fois que chaque joueur a
//!     joué 26 fois, personne n'est kamo, le gagnant est celui qui a le plus
//!     de graines" counts the seeds only if nobody ("personne") is kamo once
//!     the last turn is played, and kamo is an empty inner row ("soit la
//!     rangée intérieure est vide. Dans ce cas on ne peut plus jouer et on est
//!     kamo : on a perdu"). So the condition is checked then for both
//!     players, not only for the one who would move next: a player whose
//!     inner row is empty at the end has lost, whatever the seeds (with
//!     `reserve_end=draw` too). North plays the last turn, so it is North
//!     who can empty his own inner row then:
//!     `9,9,9,9/0,0,0,1/0,1,0,0/0,0,0,0 N reserve=0,1` on four columns,
//!     `d3:ccw` sows North's last inner seeds into his back row, and North,
//!     38 seeds to 1, has lost. **If both inner rows are empty** at the end,
//!     the player to move (South) has lost: his own last turn emptied his row
//!     (a capture that empties it ends the game at once, decision 8), so he
//!     was kamo first, and his kamo is the rule checked first at the start of
//!     every turn, as it is before the end.
//!
//! # How fifangha and katra fandatsaka differ
//!
//! | | fifangha | katra fandatsaka |
//! |---|---|---|
//! | a capturing lap ending in one's own tsibongy | rule 2: h's seeds and the opposite tsibongy's are sown from the next hole | an ordinary capture of the facing seeds, sown starting at a tsibongy |
//! | which tsibongy after a capture | always the player's choice | the zone rule |
//! | when a reserve runs out | the game is scored (`reserve_end`) | phase 2 |
//!
//! A position where they part: South's capture opening `a2` (a tsibongy facing
//! 2 seeds).
//!
//! ```
//! use fanga_core::Position;
//! use fanga_fifangha::Fifangha;
//!
//! let text = "0,0,0,0/2,1,0,0/1,1,0,0/0,0,0,0 S reserve=1,1";
//! // Fifangha: a2 (1 + the reserve seed) and a3's 2 seeds, 4 in all, are
//! // sown from b2: b2 c2 d2 d1, ending in the empty d1.
//! let f: Fifangha = text.parse()?;
//! assert_eq!(f.play(&"a2".parse()?)?.to_string(), "0,0,0,0/0,1,0,0/0,2,1,1/0,0,0,1 N reserve=0,1");
//! // Katra fandatsaka would capture a3's 2 seeds and sow them starting at
//! // a2 (the zone rule): a2 b2, ending in b2 (n = 2) facing b3: a second
//! // capture takes North's last inner seed, and South has won
//! // (`0,0,0,0/0,0,0,0/4,2,0,0/0,0,0,0 N reserve=0,1`). The workspace's
//! // `tests/four_row.rs` plays both.
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Decisions
//!
//! Choices fanga made where the sources leave one, each with the test that
//! holds it; those every game shares are in [`fanga_core::guide::decisions`].
//!
//! 1. **Rule 2 with an empty opposite tsibongy** takes no seed from the opponent,
//!    so it is not a capture and cannot win at once; h's seeds are sown from the
//!    next hole towards the interior all the same (fanga's rule: the opposite tsibongy
//!    "may be empty: then only h's seeds" are sown). Test: `rule_three_always_offers_both_tsibongy`.
//! 2. **Phase 2 (`reserve_end=phase_two`) and non-capturing turns** are exactly
//!    katra fandatsaka's: a test compares every move and result of both games on
//!    such positions (`phase_two_and_non_capturing_turns_are_katra_fandatsakas`).
#![cfg_attr(
    feature = "document-features",
    doc = concat!("\n# Cargo features\n\n", document_features::document_features!())
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

mod actions;
mod catalogued;

use fanga_reserve::packed::{Landed, PackedRules, Sow};
use fanga_reserve::{
    self as reserve, Columns, LastLap, Mode, Phase, ReserveMove, ReserveTurn, TakeReason, Tsibongy,
    TsibongyRule, facing, towards_interior,
};
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::trace::Tracer;
use fanga_sowing::{
    Hole, Lap, LapEnd, LapStart, MoveError, RelayRun, SowingPosition, SowingRules, TurnContext,
};

pub use fanga_reserve::{
    ONE_LAP, ParseReserveMoveError as ParseKatraMoveError, ReserveEnd, ReserveRefusal,
};

/// The rules of fifangha, for the sowing engine's shell: the four-row
/// reserve parts of [`fanga_reserve`] with fifangha's tsibongy rule,
/// its free choice and its end when a reserve runs out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FifanghaRules;

fanga_sowing::position_type! {
    /// A fifangha position: the four rows, each player's reserve (its
    /// `reserve=S,N`), the player to move and the options. Its rules are
    /// [`FifanghaRules`]; the engine's inherent methods (the board,
    /// [`seeds`](fanga_sowing::SowingPosition::seeds), ...) come through
    /// `Deref`.
    pub struct Fifangha(FifanghaRules);
}

/// The engine's position under fifangha's rules: what the rules' hooks see.
type Engine = SowingPosition<FifanghaRules>;

/// A fifangha move: `d2 a2`, `d2:cw`.
pub type FifanghaMove = ReserveMove<Tsibongy>;

/// Why a fifangha move cannot be played: the game is over, the opening is
/// refused ([`ReserveRefusal`]), or a tsibongy choice is missing, not offered
/// or extra.
pub type KatraMoveError = MoveError<FifanghaRules>;

/// The options of fifangha.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct FifanghaOptions {
    /// `columns`: 8 (default), 6 or 4.
    pub columns: Columns,
    /// `reserve_end`: [`ReserveEnd::MostSeeds`] (default), [`ReserveEnd::Draw`]
    /// or [`ReserveEnd::PhaseTwo`].
    pub reserve_end: ReserveEnd,
    /// `tsibongy_attack`: `off` (default) or `on`.
    pub tsibongy_attack: bool,
    /// `rules`: [`RuleSet::Flacourt`] (default), [`RuleSet::School`] or
    /// [`RuleSet::SchoolShort`].
    pub rules: RuleSet,
}

/// Which of Busser's rule sets is played (option `rules`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RuleSet {
    /// `flacourt`: Busser's reconstruction of Flacourt's game, with rule 2
    /// for a lap ending in one's own tsibongy.
    #[default]
    Flacourt,
    /// `school`: the recursive school rules ("Fifangha en GS"): three cases
    /// for the last seed, no special tsibongy.
    School,
    /// `school_short`: the non-recursive short game: one lap a turn.
    SchoolShort,
}

impl Default for FifanghaOptions {
    fn default() -> Self {
        FifanghaOptions {
            columns: Columns::Eight,
            reserve_end: ReserveEnd::MostSeeds,
            tsibongy_attack: false,
            rules: RuleSet::Flacourt,
        }
    }
}

fanga_reserve::impl_columns_option!(FifanghaOptions);

fanga_core::impl_game_options!(FifanghaOptions {
    columns: "columns", "the number of columns (reserves of 26, 20, 14)", default "8" {
        "8" => Columns::Eight, "6" => Columns::Six, "4" => Columns::Four,
    },
    reserve_end: "reserve_end", "when the reserves run out: more seeds in one's rows wins, a draw, or a second phase, sown from the board", default "most_seeds" {
        "most_seeds" => ReserveEnd::MostSeeds, "draw" => ReserveEnd::Draw, "phase_two" => ReserveEnd::PhaseTwo,
    },
    tsibongy_attack: "tsibongy_attack", "a lap ending in one's tsibongy facing 2 or more seeds is an ordinary capture (rules=flacourt only)", default "off" {
        "off" => false, "on" => true,
    },
    rules: "rules", "Flacourt's game as Busser reconstructs it, or his school rules: recursive, or one lap a turn", default "flacourt" {
        "flacourt" => RuleSet::Flacourt, "school" => RuleSet::School, "school_short" => RuleSet::SchoolShort,
    },
});

impl SowingRules for FifanghaRules {
    const GAME: &'static str = "fifangha";

    type Options = FifanghaOptions;
    type Move = FifanghaMove;
    type Choice = Tsibongy;
    type GameState = ();

    fanga_reserve::reserve_game_parts!(types, board, tsibongy_choices, packed_random);

    /// The four-row games' end ([`fanga_reserve::outcome`]: the mover's
    /// kamo, then the empty reserve), and under the school rules the other
    /// player's kamo when the turns run out: "personne n'est kamo" is asked
    /// of both players then (school decision 12), so a player who emptied
    /// his own inner row in the last turn has lost.
    fn outcome(pos: &Engine) -> Option<fanga_core::Outcome> {
        let end = reserve::outcome(pos)?;
        let school = matches!(pos.options().rules, RuleSet::School | RuleSet::SchoolShort);
        let mover = pos.turn();
        if school
            && end.reason() == fanga_sowing::reason::RESERVE_EXHAUSTED
            && pos.board().row_is_empty(reserve::inner_row(mover.other()))
        {
            return Some(fanga_core::Outcome::win(mover, fanga_sowing::reason::KAMO));
        }
        Some(end)
    }

    /// Rule 2 before the ordinary capture and relay: in a phase-1 capturing
    /// turn of `rules=flacourt`, a lap ending in one of the mover's tsibongy
    /// takes its seeds and the opposite tsibongy's and sows them from the
    /// next hole towards the interior (with `tsibongy_attack=on`, only when
    /// the opposite tsibongy holds 0 or 1 seeds). The school rules have no
    /// rule 2: a lap ending in one's tsibongy is a hole like any other (and
    /// the lap that ends a turn of `school_short` is marked by
    /// [`ReserveRules::take`](reserve::ReserveRules::take)).
    fn land(
        cx: &TurnContext<Self>,
        turn: &mut Turn<ReserveTurn<()>>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Tsibongy> {
        if let Some(l) = reserve::end_of_turn(turn, end) {
            return l;
        }
        let h = end.hole;
        let opposite = facing(h);
        let rule_two = turn.state.phase == Phase::One
            && turn.state.mode == Mode::Capturing
            && reserve::tsibongy(turn.board.cols(), cx.mover).contains(&h)
            && match cx.options.rules {
                RuleSet::Flacourt => !(cx.options.tsibongy_attack && turn.board.get(opposite) >= 2),
                RuleSet::School | RuleSet::SchoolShort => false,
            };
        if !rule_two {
            return reserve::capture_or_relay(cx, turn, end, trace);
        }
        let own = turn.take(h, trace);
        let captured = if turn.board.get(opposite) > 0 {
            let c = turn.capture(opposite, trace);
            reserve::mark_win_if_inner_row_empty(cx.mover, turn);
            c
        } else {
            0
        };
        let dir = towards_interior(cx.mover, h.col() == 0);
        turn.state.dir = dir;
        Landing::Sow(Lap::new(h, own + captured, dir, LapStart::Next))
    }

    /// Runs of relays on the packed ring, with the mover's tsibongy as exits
    /// while rule 2 can apply (a phase-1 capturing turn): `land` decides
    /// there.
    fn relay_run(
        cx: &TurnContext<Self>,
        turn: &mut Turn<ReserveTurn<()>>,
        lap: Lap,
        left: &mut u64,
    ) -> Option<RelayRun> {
        let rule_two = turn.state.phase == Phase::One && turn.state.mode == Mode::Capturing;
        let tsibongy = reserve::tsibongy(turn.board.cols(), cx.mover);
        reserve::relay_run(cx, turn, lap, left, |h| rule_two && tsibongy.contains(&h))
    }
}

/// Rule 2 on the packed rings of the random moves, as [`SowingRules::land`]
/// plays it on the board: in a phase-1 capturing turn, a lap ending in one
/// of the mover's tsibongy (not facing 2 seeds or more with
/// `tsibongy_attack=on`) takes its seeds and the opposite hole's (a capture,
/// which may win at once) and sows them from the next hole towards the
/// interior.
///
/// `rules=school` lands by the plain rules, which the packed rings play
/// themselves; phase 1 of `school_short`, whose laps end its turns, is
/// played on the board.
impl PackedRules for FifanghaRules {
    #[inline(always)]
    fn fits_packed(pos: &Engine) -> bool {
        pos.options().rules != RuleSet::SchoolShort
            || reserve::phase(&pos.board(), pos.turn()) == Phase::Two
    }

    #[inline(always)]
    fn land_packed(options: &FifanghaOptions, landed: &mut Landed<'_, ()>) -> Option<Sow> {
        let state = landed.state();
        if state.phase != Phase::One
            || state.mode != Mode::Capturing
            || !landed.at_tsibongy()
            || options.rules != RuleSet::Flacourt
        {
            return None;
        }
        if options.tsibongy_attack && landed.facing_seeds() >= 2 {
            return None;
        }
        let own = landed.take();
        let captured = landed.capture();
        let dir = landed.towards_interior();
        Some(landed.sow_on(own + captured, dir))
    }
}

impl reserve::ReserveRules for FifanghaRules {
    /// Phase 1: always a free choice; phase 2 is katra fandatsaka's zone rule.
    fn tsibongy_rule(_: &FifanghaOptions, phase: Phase) -> TsibongyRule {
        match phase {
            Phase::One => TsibongyRule::Free,
            Phase::Two => TsibongyRule::Zone,
        }
    }

    fn reserve_end(options: &FifanghaOptions) -> ReserveEnd {
        options.reserve_end
    }

    /// The default taking. In phase 1 of `school_short` a turn is one lap:
    /// the hole a non-capturing opening picks up is sown in the turn's last
    /// lap, and so are the seeds of a capture (the capture opening's, the
    /// only capture of such a turn) once a tsibongy is chosen
    /// ([`LastLap::OneLap`]).
    #[inline]
    fn take(
        cx: &TurnContext<Self>,
        turn: &mut Turn<ReserveTurn<()>>,
        hole: Hole,
        reason: TakeReason,
        trace: &mut impl Tracer,
    ) -> u8 {
        if cx.options.rules == RuleSet::SchoolShort && turn.state.phase == Phase::One {
            turn.state.last_lap = LastLap::OneLap;
        }
        match reason {
            TakeReason::PickUp => turn.take(hole, trace),
            TakeReason::Capture => turn.capture(hole, trace),
        }
    }
}

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
