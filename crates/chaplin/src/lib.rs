//! **The Isolo of the Bemba (Chaplin 1956): a reconstruction.** This crate
//! implements a reconstruction of the two-row game that J. H. Chaplin saw
//! among the Bemba of Zambia, not rules read from a primary text: Busser's
//! fifangha, played on two rows, one per player, sown from left to right as
//! Busser reports of the Bemba game. Every rule below is either quoted or
//! marked **(D)**, fanga's decision; the decisions that shape the board are
//! the items of the [`reconstruction`] module.
//!
//! The game is not the Isolo of the Sukuma of Tanzania, a four-row game;
//! this crate is named after the man who recorded it so that
//! the two are never confused.
//!
//! # What the sources say
//!
//! - Alain Busser, "Fifangha, un jeu malgache disparu" (IREM de La Réunion,
//!   2023), the whole of what fanga follows: "En 1956, l'archéologue J.H.
//!   Chaplin a découvert chez les Bemba (peuple) de Zambie, un jeu similaire
//!   au Fifangha mais qui ne se jouait que sur deux rangées (une par joueur).
//!   Au lieu de semer en rond, on sème de gauche à droite, et s'il y a plus de
//!   8 graines à semer, on sème la 9e dans le tibong (case la plus à gauche)
//!   etc. Chaplin, et après lui Deledicq et Popova, ont nommé ce jeu Isolo
//!   mais ce n'est pas le Isolo classique : il s'agit d'un plateau réduit à une
//!   ligne par joueur." (In 1956 Chaplin found among the Bemba a game like
//!   fifangha played on two rows only, one per player. Instead of sowing
//!   round, one sows from left to right, and with more than 8 seeds to sow the
//!   9th goes into the tibong, the leftmost hole, and so on. Chaplin, and
//!   Deledicq and Popova after him, called it Isolo, but it is not the classic
//!   Isolo: it is a board reduced to one line per player.)
//! - J. H. Chaplin, "A Note on Mancala Games in Northern Rhodesia", *Man* 56
//!   (1956), 168-170, and A. Deledicq and A. Popova, *Wari et solo* (CEDIC,
//!   1977): only their opening pages could be read for this crate, not the
//!   game's rules.
//! - Mancala World, page "Isolo I" (<https://mancala.fandom.com/wiki/Isolo_I>,
//!   read only in part), which gives the game "Ranks: Two" and Chaplin 1956
//!   as its first description: "Each player controls one row of the
//!   board"; "A move begins by adding one seed from
//!   the stock to a non-empty hole on his row"; sowing goes "counterclockwise
//!   starting in the leftmost pit", and past the rightmost pit "he continues
//!   to sow on his own side from left to right"; "If the last seed falls into
//!   an empty hole, the move ends"; a lap "begins in the next hole, if the
//!   last seed falls into an occupied hole and the opposite hole belonging to
//!   his opponent is empty"; "If the last seed of a lap falls into an
//!   occupied hole and the opposite hole is also occupied, the player
//!   captures (or 'eats') the contents of the enemy hole", and captured seeds
//!   are "resown starting in the leftmost hole". The page also says that
//!   Deledicq and Popova misread some rules, that the game has a "fore-play"
//!   and a "main game", and that the first lap of a move and the capture of a
//!   single seed in an end hole follow rules of their own; those parts could
//!   not be read, and fanga does not play them (decision 6).
//!
//! # The reconstruction
//!
//! - **Board** **(D)**: two rows of 8 holes, since Busser's ninth seed
//!   comes back to the tsibongy after eight holes (option `columns`: 8, 6,
//!   4, fifangha's three boards without their outer rows; Mancala World's
//!   "four central holes" and "four endholes" would fit two rows of four
//!   as well as eight); South owns row 1, North row 2, and `x1` faces
//!   `x2`. Each player's **tsibongy** is the
//!   leftmost hole of his row as he sits: `a1` for South, `h2` for North
//!   ([`reconstruction::tsibongy`]).
//! - **Circuits**: each player sows his own row only, from his left to his
//!   right, and after his rightmost hole goes on at his tsibongy (Busser,
//!   above; Mancala World: "he continues to sow on his own side from left to
//!   right"). Seen from above both sow anticlockwise:
//!   South `a1 b1 ... h1 a1 ...`, North `h2 g2 ... a2 h2 ...`
//!   ([`reconstruction::circuit`]).
//! - **Start** **(D)**: fifangha's inner rows, one seed in every hole but the
//!   two ends of each row (Flacourt for fifangha, in Busser's French: "On
//!   garnit premièrement les 12 cases du milieu de chacun un basia"), and
//!   fifangha's reserves: 26
//!   on 8 columns, 20 on 6, 14 on 4 (Busser 2023). South moves first.
//! - **A turn** (fifangha's, Busser 2023): "Démarrer un tour de jeu consiste à
//!   prendre une graine de sa réserve puis l'ajouter à une case non vide de sa
//!   rangée intérieure, puis faire comme si c'était la dernière graine d'un
//!   semis", and "la prise de graines est obligatoire": if some non-empty
//!   hole of the mover's faces a non-empty hole, he must put the reserve seed
//!   into such a hole (a **capturing turn**, the seed acting as the last seed
//!   of a lap). Otherwise he makes a **mameno-atrika**: the seed goes into
//!   any non-empty hole of his, and its seeds are sown from the next hole;
//!   during a mameno-atrika nothing is ever captured ("on ne prend pas les
//!   graines de cette case : on continue le mameno-atrika sans prendre de
//!   graines").
//! - **Where the last seed of a lap falls** (hole h, n seeds after it fell):
//!   n = 1 ends the turn ("elle tombe dans une case vide ; dans ce cas le tour
//!   de jeu s'arrête"). In a capturing turn, if the hole facing h holds
//!   seeds they are captured and sown starting at the mover's tsibongy ("on
//!   ne prend que les graines de la case adverse, et on les sème à partir d'un
//!   tibong", fifangha; "resown starting in the leftmost hole", Mancala
//!   World), so that, as Busser says, the 9th of 9 or more goes into the
//!   tsibongy again ([`reconstruction::capture_lap`]). Otherwise h's seeds
//!   are sown on from the next hole ("on sème ses graines comme au katro, à
//!   partir d'une case voisine").
//! - **Winning at once** **(D)**, fifangha's: when a capture takes the
//!   opponent's last seeds, the seeds in hand are sown and the game ends with
//!   that lap.
//! - **The end**, checked at the start of every turn
//!   ([`reconstruction::end_check`]): a player whose row is empty has lost
//!   (fifangha's kamo: "quand les tsibongy et cases de votre côté sont
//!   dégarnis vous avez perdu", Flacourt in Busser's French); when the
//!   mover's reserve is empty, option `reserve_end`: `most_seeds` (default, Busser's school rule for
//!   fifangha: "le gagnant est celui qui a le plus de graines dans ses deux
//!   rangées", here in one's row; equal counts draw) or `draw` ("On peut
//!   déclarer que dans ce cas la partie est nulle"). A turn that never ends
//!   loses for the player who started it (Busser 2023: "Le joueur qui démarre
//!   un mameno-atrika infini est perdant du jeu"); the engine detects it
//!   exactly.
//!
//! # Options
//!
//! | key | values | default |
//! |---|---|---|
//! | `columns` | `8`, `6`, `4` (reserves of 26, 20, 14) | `8` |
//! | `reserve_end` | `most_seeds`, `draw` | `most_seeds` |
//!
//! # Notation and position text
//!
//! A move is the hole that receives the reserve seed, `c1`: the turn offers
//! no other choice (one direction, one tsibongy). The position text lists
//! North's row, then South's, each from column `a`, then the side to move
//! and the reserves, South's first:
//!
//! ```
//! use fanga_core::Position;
//! use fanga_chaplin::{Chaplin, ChaplinOptions};
//!
//! let start = Chaplin::start(&ChaplinOptions::default());
//! assert_eq!(start.to_string(), "0,1,1,1,1,1,1,0/0,1,1,1,1,1,1,0 S reserve=26,26");
//! // Every non-empty hole of South's faces seeds: six capturing openings.
//! assert_eq!(start.legal_moves().len(), 6);
//! // b1 (1 + the reserve seed) takes b2's seed and sows it at a1, South's
//! // tsibongy, which was empty: the turn ends.
//! let next = start.play(&"b1".parse()?)?;
//! assert_eq!(next.to_string(), "0,0,1,1,1,1,1,0/1,2,1,1,1,1,1,0 N reserve=25,26");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Decisions
//!
//! Choices fanga made where the sources leave one, with the test of
//! `tests/rules.rs` that holds each; those every game shares are in
//! [`fanga_core::guide::decisions`].
//!
//! 1. **The rules are fifangha's** (Busser's proposal of 2023, the default
//!    rule set of the workspace's fifangha), since Busser calls the game "un
//!    jeu similaire au Fifangha" and gives no other rule than its board and
//!    its sowing (`captures_repeat_and_can_win_at_once`, `errors_say_why`).
//! 2. **One row a player is fifangha's inner row**: the start position and
//!    the reserves are fifangha's with the outer rows taken away (Busser: "un
//!    plateau réduit à une ligne par joueur"), on the same three sizes
//!    (`the_start_positions`).
//! 3. **One tsibongy a player**, his leftmost hole, the only one Busser names.
//!    Captured seeds are always sown from it, so a capture offers no choice
//!    of tsibongy and the move is its hole alone
//!    (`a_capture_is_sown_from_the_tsibongy_round_the_row`).
//! 4. **No special landing in a tsibongy.** Fifangha's rule that a lap ending
//!    in one's own tsibongy takes the opposite tsibongy's seeds with it has
//!    nothing to refer to here (a player's tsibongy faces the other's
//!    rightmost hole), and Busser's simplified fifangha rules ("les règles
//!    sur le rôle spécial du tibong étant un corollaire de celles données
//!    ici") do without it: a lap ending in a tsibongy is a lap ending in any
//!    other hole (`a_lap_ending_in_the_tsibongy_is_an_ordinary_landing`).
//! 5. **One direction.** Fifangha's mameno-atrika chooses left or right;
//!    Busser's Bemba game sows "de gauche à droite", so no turn chooses a
//!    direction (`north_sows_from_h2_towards_a2`).
//! 6. **The first lap and the fore-play of Chaplin's account are not
//!    played.** Mancala World reports that the first lap of Chaplin's moves
//!    is sown from the leftmost hole, that a singleton captured in an end hole
//!    is sown otherwise, and that the game opens with a fore-play; none of
//!    these could be read in full, so fanga keeps fifangha's turn, the
//!    reserve seed acting as the last seed of a lap. This is the first place
//!    to correct the day Chaplin's note is read.
//! 7. **The end checks** are one function, in the order given; a position
//!    where both rows are empty reads as a loss for the player to move
//!    (`the_end`).
#![cfg_attr(
    feature = "document-features",
    doc = concat!("\n# Cargo features\n\n", document_features::document_features!())
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

mod actions;
mod catalogued;
pub mod reconstruction;

use std::convert::Infallible;
use std::ops::ControlFlow;

use fanga_core::{ByPlayer, OptionError, Outcome, Player};
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::trace::{Stop, Tracer};
use fanga_sowing::{
    Board, Circuit, Hole, HoleRefusal, Lap, LapEnd, LapStart, MoveError, Pool, PoolKey, Setup,
    SowingPosition, SowingRules, TurnContext, check_own_hole,
};

use reconstruction::ReserveEnd;
use reconstruction::{SOWING, capture_lap, facing, row, start_reserve, start_seeds};

/// The options of the Isolo of the Bemba.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct ChaplinOptions {
    /// `columns`: 8 (default), 6 or 4; private so that it is always one of
    /// them ([`ChaplinOptions::with_columns`]).
    columns: u8,
    /// `reserve_end`: [`ReserveEnd::MostSeeds`] (default) or
    /// [`ReserveEnd::Draw`].
    pub reserve_end: ReserveEnd,
}

impl Default for ChaplinOptions {
    fn default() -> Self {
        ChaplinOptions {
            columns: 8,
            reserve_end: ReserveEnd::MostSeeds,
        }
    }
}

impl ChaplinOptions {
    /// The number of columns (holes in each row).
    #[must_use]
    pub const fn columns(&self) -> u8 {
        self.columns
    }

    /// The same options with `columns` columns.
    ///
    /// # Errors
    ///
    /// `columns` is not 8, 6 or 4.
    pub fn with_columns(mut self, columns: u8) -> Result<Self, OptionError> {
        fanga_core::GameOptions::set(&mut self, "columns", &columns.to_string())?;
        Ok(self)
    }
}

fanga_core::impl_game_options!(ChaplinOptions {
    columns: "columns", "holes in each row (reserves of 26, 20, 14)", default "8" {
        "8" => 8, "6" => 6, "4" => 4,
    },
    reserve_end: "reserve_end", "when a reserve runs out: more seeds in one's row wins, or a draw", default "most_seeds" {
        "most_seeds" => ReserveEnd::MostSeeds, "draw" => ReserveEnd::Draw,
    },
});

/// A move: the hole that receives the reserve seed, `c1`.
pub type ChaplinMove = Hole;

/// Why an opening is refused (the game's part of [`ChaplinMoveError`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ChaplinRefusal {
    /// Not a non-empty hole of the mover's row.
    #[error(transparent)]
    Hole(#[from] HoleRefusal),
    /// A capture is possible and this hole faces an empty hole.
    #[error("a capture is possible ({example} for one), and {hole} faces an empty hole")]
    CaptureRequired {
        /// The hole given.
        hole: Hole,
        /// A capturing hole.
        example: Hole,
    },
}

/// Why a move cannot be played: the game is over, or [`ChaplinRefusal`].
pub type ChaplinMoveError = MoveError<ChaplinRules>;

static CIRCUITS: [[Circuit; 2]; 3] = [
    [
        reconstruction::circuit(4, Player::South),
        reconstruction::circuit(4, Player::North),
    ],
    [
        reconstruction::circuit(6, Player::South),
        reconstruction::circuit(6, Player::North),
    ],
    [
        reconstruction::circuit(8, Player::South),
        reconstruction::circuit(8, Player::North),
    ],
];

/// The rules of the Isolo of the Bemba, for the sowing engine's shell: see
/// the [crate documentation](crate).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ChaplinRules;

fanga_sowing::position_type! {
    /// A position: the two rows, the reserves (the board's
    /// [`Pool::Reserve`]), the player to move and the options; the game has
    /// no state of its own. Its rules are [`ChaplinRules`]; the engine's
    /// inherent methods (the board,
    /// [`seeds`](fanga_sowing::SowingPosition::seeds),
    /// [`pool`](fanga_sowing::SowingPosition::pool), ...) come through
    /// `Deref`.
    pub struct Chaplin(ChaplinRules);
}

/// The engine's position under the game's rules: what the rules' hooks see.
type Engine = SowingPosition<ChaplinRules>;

/// The state of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ChaplinTurn {
    /// A capture has taken the opponent's last seeds: the game ends when the
    /// lap being sown ends.
    pub won: bool,
    /// Whether the turn captures (false: a mameno-atrika).
    pub capturing: bool,
}

/// The seeds of `p`'s row.
fn row_total(row_seeds: &[u8]) -> u32 {
    row_seeds.iter().map(|&s| u32::from(s)).sum()
}

/// The mover's non-empty holes.
fn own_holes(pos: &Engine) -> impl Iterator<Item = Hole> + '_ {
    let r = row(pos.turn());
    (0..pos.options().columns)
        .map(move |c| Hole::at(c, r))
        .filter(move |&h| pos.seeds(h) > 0)
}

/// The mover's non-empty holes facing a non-empty hole.
fn capturing_holes(pos: &Engine) -> impl Iterator<Item = Hole> + '_ {
    own_holes(pos).filter(move |&h| pos.seeds(facing(h)) > 0)
}

const RESERVE: &[PoolKey] = &[PoolKey {
    key: "reserve",
    pool: Pool::Reserve,
    example: "two counts, like `26,26`",
    label: "reserve",
}];

impl SowingRules for ChaplinRules {
    const GAME: &'static str = "chaplin";
    const ROWS: u8 = 2;
    const COLUMNS: &'static [u8] = reconstruction::COLUMNS;
    const COLUMNS_EXPECTED: &'static str = "8, 6 or 4";
    const POOLS: &'static [PoolKey] = RESERVE;

    type Options = ChaplinOptions;
    type Move = ChaplinMove;
    type GameState = ();
    type TurnState = ChaplinTurn;
    type Refusal = ChaplinRefusal;
    /// Two rows of up to 8 holes and the reserves.
    type Cells = [u8; 18];

    fanga_sowing::no_choices!();

    fn columns(options: &ChaplinOptions) -> u8 {
        options.columns
    }

    /// The columns come from the text; `reserve_end` never shows in it.
    fn text_options(columns: u8, _: &[(&str, &str)]) -> ChaplinOptions {
        ChaplinOptions::default()
            .with_columns(columns)
            .unwrap_or_default()
    }

    fn circuit(options: &ChaplinOptions, mover: Player) -> &'static Circuit {
        &CIRCUITS[usize::from(options.columns / 2).saturating_sub(2).min(2)][mover.index()]
    }

    fn start(options: &ChaplinOptions) -> Setup<Self> {
        let cols = options.columns;
        let mut board = Board::new(2, cols).unwrap_or_else(|_| unreachable!("2 rows of 4 to 8"));
        for h in board.holes() {
            // At most 2 x 6 seeds.
            let _ = board.set(h, start_seeds(cols, h));
        }
        for p in Player::BOTH {
            let _ = board.set_pool(Pool::Reserve, p, start_reserve(cols));
        }
        Setup {
            board,
            turn: Player::South,
            game_state: (),
        }
    }

    fn openings(pos: &Engine, visit: &mut impl FnMut(Hole) -> ControlFlow<()>) -> ControlFlow<()> {
        let capturing = capturing_holes(pos).next().is_some();
        for h in own_holes(pos) {
            if !capturing || pos.seeds(facing(h)) > 0 {
                visit(h)?;
            }
        }
        ControlFlow::Continue(())
    }

    fn check_opening(pos: &Engine, h: Hole) -> Result<(), ChaplinRefusal> {
        check_own_hole(&pos.board(), h, pos.turn())?;
        if let Some(example) = capturing_holes(pos).next()
            && pos.seeds(facing(h)) == 0
        {
            return Err(ChaplinRefusal::CaptureRequired { hole: h, example });
        }
        Ok(())
    }

    /// The reserve seed goes into the hole; a capturing turn treats it as the
    /// last seed of a lap, a mameno-atrika sows the whole hole from the next.
    fn open(
        cx: &TurnContext<Self>,
        pos: &Engine,
        h: Hole,
        trace: &mut impl Tracer,
    ) -> (Turn<ChaplinTurn>, Landing<Infallible>) {
        let capturing = capturing_holes(pos).next().is_some();
        let mut turn = Turn {
            board: pos.board(),
            state: ChaplinTurn {
                won: false,
                capturing,
            },
        };
        let seed = turn.from_reserve(cx.mover, 1, trace);
        turn.drop_into(h, seed, trace);
        let first = if capturing {
            let end = LapEnd {
                hole: h,
                count: turn.board.get(h),
            };
            Self::land(cx, &mut turn, end, trace)
        } else {
            let seeds = turn.take(h, trace);
            Landing::Sow(Lap::new(h, seeds, SOWING, LapStart::Next))
        };
        (turn, first)
    }

    fn land(
        cx: &TurnContext<Self>,
        turn: &mut Turn<ChaplinTurn>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Infallible> {
        if turn.state.won {
            return Landing::End(Stop::WonAtOnce);
        }
        if end.count == 1 {
            return Landing::End(Stop::EmptyHole);
        }
        if turn.state.capturing {
            let f = facing(end.hole);
            if turn.board.get(f) > 0 {
                let seeds = turn.capture(f, trace);
                let them = cx.mover.other();
                if row_total(turn.board.row(row(them))) == 0 {
                    turn.state.won = true;
                }
                return Landing::Sow(capture_lap(cx.options.columns, cx.mover, seeds));
            }
        }
        let seeds = turn.take(end.hole, trace);
        Landing::Sow(Lap::new(end.hole, seeds, SOWING, LapStart::Next))
    }

    fn outcome(pos: &Engine) -> Option<Outcome> {
        let mover = pos.turn();
        reconstruction::end_check(
            mover,
            Self::score(pos),
            pos.pool(Pool::Reserve, mover),
            pos.options().reserve_end,
        )
    }

    /// Seeds in each player's row (the count when a reserve runs out).
    fn score(pos: &Engine) -> ByPlayer<u32> {
        ByPlayer::from_fn(|p| row_total(pos.row(row(p))))
    }
}

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
