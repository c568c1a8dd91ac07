//! Rules of **katra sakalava**: katra fandatsaka with the *rova*.
//!
//! # Sources
//!
//! Dandouau (1908) described the game at the end of his article; his text was
//! not found. The default rule set follows Alain Busser's 2025 rule page "Katra
//! Sakalava" ("Le jeu se joue comme le katra fandatsaka sauf en ce qui concerne
//! les rova": the game is played like katra fandatsaka except for the rova),
//! and his 2023 article, in fanga's words (the workspace's [conventions](fanga_core::guide::conventions) and
//! [decisions](fanga_core::guide::decisions), and this crate's own decisions at the end of this page).
//! Everything not below is katra fandatsaka on 8 columns with the zone rule
//! (the four-row reserve parts of the engine, [`fanga_reserve`], which
//! this crate composes itself): phases 1 and 2, winning at once, kamo.
//!
//! # The rules, each with its source
//!
//! **Start.** Each player has 10 seeds on the board and 22 in his reserve. In
//! his own frame his *rova* is column 5: the **front rova** (inner hole 5,
//! `e2` for South, `d3` for North) and the **back rova** (outer hole 5, `e1`
//! and `d4`) hold 3 seeds each; inner holes 6 and 7 hold 2. Busser 2023: "Les
//! deux cases contenant initialement 3 graines chacune, constituent à elles
//! deux le rova (ou enceinte sacrée)" (the two holes holding 3 seeds each at
//! the start together make the rova, the sacred enclosure).
//! `0,0,0,3,0,0,0,0/0,2,2,3,0,0,0,0/0,0,0,0,3,2,2,0/0,0,0,0,3,0,0,0 S reserve=22,22 rova=1,1`.
//!
//! A player **has his rova** from the start until it is dissolved; it never
//! comes back (Busser 2025: "Après cela, l'adversaire ne peut plus
//! reconstituer son rova": after that the opponent can no longer rebuild his
//! rova), and a player keeps it while it stands, even with both holes empty.
//! While he has it:
//!
//! 1. **The back rova stops** a lap of his that ends there (n >= 2), in any
//!    turn. Busser 2025: "le tour de jeu s'arrête lorsque la dernière graine
//!    tombe dans une case vide ou dans le rova arrière" (the turn stops when the
//!    last seed falls into an empty hole or into the back rova).
//! 2. **The front rova offers a choice** when a lap of his ends there (n >= 2):
//!    in a capturing turn facing seeds, an ordinary capture comes first
//!    (fanga's decision, as Bao checks captures before its nyumba); otherwise
//!    he chooses `stop` (the turn ends) or `rova`: the seeds of **both** rova
//!    holes are sown from the hole after the front rova, in the current
//!    direction, and his rova is dissolved. Busser 2025: "il ne sème pas les 11
//!    graines de son rova avant, mais les 23 graines des deux cases de son
//!    rova" (he does not sow the 11 seeds of his front rova but the 23 seeds of
//!    both holes of his rova).
//! 3. **Picking the rova up dissolves it** (fanga's decision: the rova is one
//!    unit, as in rule 2): whenever he takes the seeds of one of its holes to
//!    sow them (a non-capturing phase-1 opening in the front rova, a phase-2
//!    opening in either hole), he takes both holes, sows from the hole after the
//!    chosen one, and his rova is dissolved.
//! 4. **Capturing a rova.** When the opponent captures from the hole facing his
//!    front rova (which must hold seeds, as for any capture), the opponent
//!    takes both rova holes, and the rova is dissolved. Busser 2023: "on prend
//!    non pas les graines de la case en face ... mais celles des deux rova" (one
//!    takes not the seeds of the hole opposite but those of both rova holes).
//! 5. A capture **from** one's own front rova takes only the facing seeds and
//!    leaves one's rova standing; seeds sown through rova holes are ordinary
//!    drops. A capture that takes a rova wins at once like any other.
//!
//! **End of the game.** As katra fandatsaka, plus: at the start of a phase-2
//! turn, if none of the mover's holes holds 2 or more seeds, he loses (Busser
//! 2025: "si, lors de la phase 2, un joueur n'a plus que des singletons, il est
//! également déclaré perdant": if in phase 2 a player has only singletons, he is
//! declared the loser too).
//!
//! # Options
//!
//! `back_rova`: `stop` (default, Busser 2025) or `optional` (Busser 2023: "on
//! peut arrêter de semer : on n'est pas obligé de rejouer", one may stop
//! sowing, one does not have to play on): a lap ending in the back rova then
//! offers the same `stop` / `rova` choice as the front rova, `rova` sowing both
//! holes from the hole after the back rova.
//!
//! # Notation and position text
//!
//! As katra fandatsaka, with `stop` and `rova` at their place among the
//! choices: `c2 h2 stop`, `f2:cw rova`. The position text ends with
//! `rova=<S>,<N>`, 1 while that player has his rova.
//!
//! # Worked example (Busser 2025)
//!
//! ```
//! use fanga_core::Position;
//! use fanga_katra_sakalava::KatraSakalava;
//!
//! // Phase 2, both rova standing. a2's 3 seeds end in d2 (n = 3) facing
//! // North's front rova: South takes both North rova holes (16 + 9), chooses
//! // h2 and sows the 25 seeds ccw from h2; relays end in South's back rova e1.
//! let p: KatraSakalava = "0,0,0,9,0,0,0,3/0,2,2,16,0,0,0,0/3,1,1,2,11,2,2,0/0,0,0,0,12,0,0,0 S reserve=0,0 rova=1,1".parse()?;
//! let next = p.play(&"a2:cw h2".parse()?)?;
//! assert_eq!(
//!     next.to_string(),
//!     "0,0,0,0,0,0,0,3/0,2,2,0,0,0,0,0/2,4,4,5,13,4,4,2/0,2,0,2,14,1,1,1 N reserve=0,0 rova=1,0"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Decisions
//!
//! Choices fanga made where the sources leave one, each with the test that
//! holds it; those every game shares are in [`fanga_core::guide::decisions`].
//!
//! 1. **A pending rova choice** is remembered in the turn state (the hole where
//!    the lap ended), so that `rova` knows where to sow from; between turns it is
//!    always empty, so positions compare equal.
//! 2. **Capturing a rova whose back hole is empty** takes the front hole's seeds
//!    only (one capture event), and still dissolves the rova.
//! 3. **The zone rule from the rova column**: South's front rova `e2` and North's
//!    `d3` are in the free zone (columns c-f) on 8 columns, so a capture landing
//!    there offers both tsibongy. Test:
//!    `capturing_from_ones_own_front_rova_leaves_it_standing`.
#![cfg_attr(
    feature = "document-features",
    doc = concat!("\n# Cargo features\n\n", document_features::document_features!())
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

mod actions;
mod catalogued;

use std::fmt;
use std::str::FromStr;

use fanga_core::{ByPlayer, EndReason, Outcome, Player};
use fanga_core::{ParsePositionError, text};
use fanga_reserve::{
    self as reserve, Mode, Phase, ReserveChoice, ReserveEnd, ReserveMove, ReserveOpening,
    ReserveRules, ReserveTurn, TakeReason, TsibongyRule, facing, inner_row, outer_row,
};
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::trace::{Change, Event, MoveTrace, Stop, TraceProblem, Tracer};
use fanga_sowing::{
    Board, Hole, Lap, LapEnd, LapStart, MoveError, ParseHoleError, RelayRun, Setup, SowingPosition,
    SowingRules, TurnContext,
};
use smallvec::SmallVec;

pub use fanga_reserve::{ParseReserveMoveError as ParseKatraMoveError, ReserveRefusal};

/// In phase 2 the player to move has no hole of two seeds or more.
pub const ONLY_SINGLETONS: EndReason = EndReason::new("only singletons");

/// The rules of katra sakalava, for the sowing engine's shell: the four-row
/// reserve parts of [`fanga_reserve`] with the rova.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SakalavaRules;

fanga_sowing::position_type! {
    /// A katra sakalava position: the four rows of 8 holes, each player's
    /// reserve (its `reserve=S,N`), whether each player's rova stands (the
    /// game's own state, [`RovaState`], its `rova=S,N`), the player to move
    /// and the options. Its rules are [`SakalavaRules`]; the engine's
    /// inherent methods (the board, [`game_state`](fanga_sowing::SowingPosition::game_state),
    /// ...) come through `Deref`.
    pub struct KatraSakalava(SakalavaRules);
}

/// The engine's position under katra sakalava's rules: what the rules'
/// hooks see.
type Engine = SowingPosition<SakalavaRules>;

/// A katra sakalava move: `c2 h2 stop`, `f2:cw rova`.
pub type SakalavaMove = ReserveMove<SakalavaChoice>;

/// Why a katra sakalava move cannot be played: the game is over, the opening
/// is refused ([`ReserveRefusal`]), or a choice is missing, not offered or
/// extra.
pub type KatraMoveError = MoveError<SakalavaRules>;

/// A mid-turn choice of katra sakalava.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum SakalavaChoice {
    /// Sow captured seeds starting at this tsibongy: written as the hole, `h2`.
    Tsibongy(Hole),
    /// End the turn at a rova: `stop`.
    Stop,
    /// Sow both rova holes: `rova`.
    Rova,
}

impl fmt::Display for SakalavaChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SakalavaChoice::Tsibongy(h) => write!(f, "{h}"),
            SakalavaChoice::Stop => f.write_str("stop"),
            SakalavaChoice::Rova => f.write_str("rova"),
        }
    }
}

impl FromStr for SakalavaChoice {
    type Err = ParseHoleError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "stop" => Ok(SakalavaChoice::Stop),
            "rova" => Ok(SakalavaChoice::Rova),
            _ => s.parse().map(SakalavaChoice::Tsibongy),
        }
    }
}

impl ReserveChoice for SakalavaChoice {
    fn tsibongy(hole: Hole) -> Self {
        SakalavaChoice::Tsibongy(hole)
    }

    fn as_tsibongy(self) -> Option<Hole> {
        match self {
            SakalavaChoice::Tsibongy(h) => Some(h),
            _ => None,
        }
    }
}

/// What a lap ending in the back rova does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum BackRova {
    /// The turn ends (default, Busser 2025).
    #[default]
    Stop,
    /// The mover chooses `stop` or `rova` (Busser 2023).
    Optional,
}

/// The options of katra sakalava.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct SakalavaOptions {
    /// `back_rova`: `stop` (default) or `optional`.
    pub back_rova: BackRova,
}

fanga_core::impl_game_options!(SakalavaOptions {
    back_rova: "back_rova", "a lap ending in one's back rova ends the turn, or offers stop / rova", default "stop" {
        "stop" => BackRova::Stop, "optional" => BackRova::Optional,
    },
});

/// The rova state: who still has his rova, and (during a turn only) the rova
/// hole where a `stop` / `rova` choice is pending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RovaState {
    /// South's, North's: an array rather than a `ByPlayer`, so that a turn
    /// state (copied at every choice a turn explores) keeps the layout the
    /// compiler copies in one move.
    standing: [bool; 2],
    pending: Option<Hole>,
}

impl RovaState {
    /// Whether `p` still has his rova.
    #[must_use]
    pub const fn standing(&self, p: Player) -> bool {
        self.standing[p.index()]
    }

    /// The state with these players' rova standing.
    #[must_use]
    pub const fn new(standing: ByPlayer<bool>) -> RovaState {
        RovaState {
            standing: [standing.south, standing.north],
            pending: None,
        }
    }
}

impl Default for RovaState {
    fn default() -> Self {
        RovaState::new(ByPlayer::new(true, true))
    }
}

const COLS: u8 = 8;

/// A player's front rova: inner hole 5 of his own frame (`e2`, `d3`).
#[must_use]
pub const fn front_rova(p: Player) -> Hole {
    match p {
        Player::South => Hole::at(4, inner_row(Player::South)),
        Player::North => Hole::at(COLS - 5, inner_row(Player::North)),
    }
}

/// A player's back rova: outer hole 5 of his own frame (`e1`, `d4`).
#[must_use]
pub const fn back_rova(p: Player) -> Hole {
    front_rova(p).with_row(outer_row(p))
}

/// The change a trace records when a rova is dissolved.
const DISSOLVED: Change = Change::new(1, "rova dissolved");

type RovaTurn = Turn<ReserveTurn<RovaState>>;

fn dissolve(turn: &mut RovaTurn, p: Player, trace: &mut impl Tracer) {
    turn.state.game_state.standing[p.index()] = false;
    trace.record(|| Event::State {
        player: p,
        change: DISSOLVED,
    });
}

/// Takes both rova holes of the mover into his hand and dissolves his rova.
fn take_rova(mover: Player, turn: &mut RovaTurn, trace: &mut impl Tracer) -> u8 {
    let seeds = turn.take(front_rova(mover), trace) + turn.take(back_rova(mover), trace);
    dissolve(turn, mover, trace);
    seeds
}

/// Rova rules 1 and 2: the back rova stops (or offers the choice), the front
/// rova offers `stop` / `rova` unless a capture comes first.
fn rova_landing(
    cx: &TurnContext<SakalavaRules>,
    turn: &mut RovaTurn,
    h: Hole,
) -> Option<Landing<SakalavaChoice>> {
    if !turn.state.game_state.standing(cx.mover) {
        return None;
    }
    let choice = || {
        Landing::Choose(SmallVec::from_slice(&[
            SakalavaChoice::Stop,
            SakalavaChoice::Rova,
        ]))
    };
    if h == back_rova(cx.mover) {
        return Some(match cx.options.back_rova {
            BackRova::Optional => {
                turn.state.game_state.pending = Some(h);
                choice()
            }
            _ => Landing::End(Stop::Rule("the last seed fell into the back rova")),
        });
    }
    if h == front_rova(cx.mover) {
        if turn.state.mode == Mode::Capturing && turn.board.get(facing(h)) > 0 {
            return None;
        }
        turn.state.game_state.pending = Some(h);
        return Some(choice());
    }
    None
}

/// Katra fandatsaka's landings on the packed rings of the random moves, once
/// neither rova stands; while one stands, the board path plays.
impl reserve::packed::PackedRules for SakalavaRules {
    fn fits_packed(pos: &Engine) -> bool {
        !Player::BOTH.iter().any(|&p| pos.game_state().standing(p))
    }
}

impl SowingRules for SakalavaRules {
    const GAME: &'static str = "katra-sakalava";

    type Options = SakalavaOptions;
    type Move = SakalavaMove;
    type Choice = SakalavaChoice;
    type GameState = RovaState;

    fanga_reserve::eight_column_board!();
    fanga_reserve::reserve_game_parts!(types, packed_random);

    /// Each rova hole holds 3 seeds, inner holes 6 and 7 hold 2; 22 seeds in
    /// each reserve.
    fn start(_: &SakalavaOptions) -> Setup<Self> {
        let mut board = Board::new(4, COLS).unwrap_or_else(|_| unreachable!("4 x 8 fits"));
        // 2 x 32 seeds in all.
        for p in Player::BOTH {
            let _ = board.set(front_rova(p), 3);
            let _ = board.set(back_rova(p), 3);
            let _ = board.set_pool(fanga_sowing::Pool::Reserve, p, 22);
        }
        for (c, r) in [(5, 1), (6, 1), (1, 2), (2, 2)] {
            let _ = board.set(Hole::at(c, r), 2);
        }
        Setup {
            board,
            turn: Player::South,
            game_state: RovaState::default(),
        }
    }

    fn land(
        cx: &TurnContext<Self>,
        turn: &mut RovaTurn,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<SakalavaChoice> {
        if let Some(l) = reserve::end_of_turn(turn, end) {
            return l;
        }
        if let Some(l) = rova_landing(cx, turn, end.hole) {
            return l;
        }
        reserve::capture_or_relay(cx, turn, end, trace)
    }

    /// Runs of relays on the packed ring: `land` relays every landing but
    /// those on 1 seed, the captures, and the mover's two rova holes while
    /// his rova stands (which `rova_landing` decides).
    fn relay_run(
        cx: &TurnContext<Self>,
        turn: &mut RovaTurn,
        lap: Lap,
        left: &mut u64,
    ) -> Option<RelayRun> {
        let rova = turn
            .state
            .game_state
            .standing(cx.mover)
            .then(|| [back_rova(cx.mover), front_rova(cx.mover)]);
        reserve::relay_run(cx, turn, lap, left, |h| {
            rova.is_some_and(|r| r.contains(&h))
        })
    }

    /// A tsibongy sows the captured seeds; `rova` sows both rova holes from
    /// the hole after the rova hole where the lap ended; `stop` ends the turn.
    fn choose(
        cx: &TurnContext<Self>,
        turn: &mut RovaTurn,
        choice: SakalavaChoice,
        trace: &mut impl Tracer,
    ) -> Landing<SakalavaChoice> {
        match choice {
            SakalavaChoice::Tsibongy(t) => reserve::sow_from_tsibongy(cx.mover, turn, t),
            SakalavaChoice::Stop => {
                turn.state.game_state.pending = None;
                Landing::End(Stop::Chosen)
            }
            SakalavaChoice::Rova => {
                let at = turn
                    .state
                    .game_state
                    .pending
                    .take()
                    .unwrap_or_else(|| front_rova(cx.mover));
                let seeds = take_rova(cx.mover, turn, trace);
                Landing::Sow(Lap::new(at, seeds, turn.state.dir, LapStart::Next))
            }
        }
    }

    fn finish(pos: &Engine, _: ReserveOpening, turn: &RovaTurn) -> (RovaState, Player) {
        reserve::finish::<Self>(turn, pos.turn())
    }

    fn replay_finish(pos: &Engine, trace: &MoveTrace) -> Result<(RovaState, Player), TraceProblem> {
        let mut state = pos.game_state();
        for e in &trace.events {
            if let Event::State { player, change } = e {
                if *change != DISSOLVED {
                    return Err(TraceProblem::State);
                }
                state.standing[player.index()] = false;
            }
        }
        Ok((state, pos.turn().other()))
    }

    /// As katra fandatsaka, and at the start of a phase-2 turn, a player with
    /// only singletons loses.
    fn outcome(pos: &Engine) -> Option<Outcome> {
        if let Some(o) = reserve::outcome(pos) {
            return Some(o);
        }
        let mover = pos.turn();
        let b = &pos.board();
        if reserve::phase(b, mover) != Phase::Two {
            return None;
        }
        let any_pair = b
            .holes()
            .any(|h| b.owner(h) == Some(mover) && b.get(h) >= 2);
        (!any_pair).then_some(Outcome::win(mover.other(), ONLY_SINGLETONS))
    }

    fn game_state_keys(_: &SakalavaOptions) -> &'static [(&'static str, bool)] {
        &[("rova", true)]
    }

    fn parse_game_state(
        _: &SakalavaOptions,
        values: &[Option<&str>],
    ) -> Result<RovaState, ParsePositionError> {
        let value = values.first().copied().flatten().unwrap_or_default();
        let standing = text::parse_pair("rova", value, "two flags, like `1,0`", |t| match t {
            "1" => Some(true),
            "0" => Some(false),
            _ => None,
        })?;
        Ok(RovaState::new(standing))
    }

    fn write_game_state(pos: &Engine, f: &mut dyn fmt::Write) -> fmt::Result {
        let ByPlayer { south: s, north: n } =
            ByPlayer::from(pos.game_state().standing).map(u8::from);
        write!(f, " rova={s},{n}")
    }

    fn diagram_board(pos: &Engine) -> String {
        let b = &pos.board();
        let label = |p: Player| {
            format!(
                "{}, reserve {}",
                p.name(),
                b.pool(fanga_sowing::Pool::Reserve, p)
            )
        };
        let mut s = b.grid_diagram(&label(Player::North), &label(Player::South));
        // The position text's `rova=1,1`, in words.
        let standing = ByPlayer::from(pos.game_state().standing);
        let rova = |p: Player| {
            let verb = if standing[p] {
                "stands"
            } else {
                "is dissolved"
            };
            let holes = match p {
                Player::South => "e2 e1",
                Player::North => "d3 d4",
            };
            format!("{}'s ({holes}) {verb}", p.name())
        };
        s.push_str(&format!(
            "  rova: {}, {}\n",
            rova(Player::South),
            rova(Player::North)
        ));
        s
    }
}

impl ReserveRules for SakalavaRules {
    fn tsibongy_rule(_: &SakalavaOptions, _: Phase) -> TsibongyRule {
        TsibongyRule::Zone
    }

    fn reserve_end(_: &SakalavaOptions) -> ReserveEnd {
        ReserveEnd::PhaseTwo
    }

    /// Rova rule 3: picking up a rova hole takes both. Rova rule 4:
    /// capturing from the hole facing a standing front rova takes both rova
    /// holes.
    fn take(
        cx: &TurnContext<Self>,
        turn: &mut RovaTurn,
        hole: Hole,
        reason: TakeReason,
        trace: &mut impl Tracer,
    ) -> u8 {
        let (me, them) = (cx.mover, cx.mover.other());
        match reason {
            TakeReason::PickUp
                if turn.state.game_state.standing(me)
                    && (hole == front_rova(me) || hole == back_rova(me)) =>
            {
                take_rova(me, turn, trace)
            }
            TakeReason::Capture
                if hole == front_rova(them) && turn.state.game_state.standing(them) =>
            {
                let seeds = turn.capture(hole, trace);
                let back = back_rova(them);
                let more = if turn.board.get(back) > 0 {
                    turn.capture(back, trace)
                } else {
                    0
                };
                dissolve(turn, them, trace);
                seeds + more
            }
            TakeReason::PickUp => turn.take(hole, trace),
            TakeReason::Capture => turn.capture(hole, trace),
        }
    }
}

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
