use std::convert::Infallible;
use std::fmt::Write as _;
use std::ops::ControlFlow;

use fanga_core::{ByPlayer, Outcome, Player, Position};
use fanga_core::{ParsePositionError, text};
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::trace::{Change, Event, MoveTrace, Stop, TraceProblem, Tracer};
use fanga_sowing::{
    Board, Circuit, Direction, Hole, Lap, LapEnd, LapStart, MoveError, Pool, PoolKey, Setup,
    SowingPosition, SowingRules, TurnContext, check_own_hole,
};

use crate::{Capture, Leftovers, MangalaMove, MangalaOptions, MangalaRefusal};

/// The ring around both rows, clockwise: both players sow along it.
static RING: Circuit = Circuit::board_ring(COLS);

const COLS: u8 = 6;
/// The shells of a game.
pub const SHELLS: u8 = 70;

/// Where the game stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Phase {
    /// The distributor places the 70 shells.
    #[default]
    Setup,
    /// The other player keeps the board or turns it round.
    Choice,
    /// Sowing turns.
    Play,
}

/// North's pie choice, for [`after_setup`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PieChoice {
    /// North keeps the board and moves first.
    Keep,
    /// The board is turned round and South moves first.
    Rotate,
}

/// Mangala's own state in a position: the phase, and who has had his first
/// sowing turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MangalaState {
    phase: Phase,
    opened: ByPlayer<bool>,
}

impl MangalaState {
    /// The phase.
    #[must_use]
    pub const fn phase(&self) -> Phase {
        self.phase
    }

    /// Whether a player has had his first sowing turn.
    #[must_use]
    pub const fn opened(&self, p: Player) -> bool {
        *self.opened.get(p)
    }
}

/// The rules of Mangala of the Bedawi, for the sowing engine's shell: see the
/// [crate documentation](crate).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MangalaRules;

fanga_sowing::position_type! {
    /// A Mangala position: the board, the shells each player has eaten (the
    /// board's [`Pool::Captured`]), the game's own state (the phase and who
    /// has had his first sowing turn: [`MangalaState`], through
    /// [`game_state`](fanga_sowing::SowingPosition::game_state)), the player to move
    /// and the options. Before the setup the 70 shells are in the
    /// distributor's reserve, which the text does not show. Its rules are
    /// [`MangalaRules`]; the engine's inherent methods (the board,
    /// [`seeds`](fanga_sowing::SowingPosition::seeds),
    /// [`pool`](fanga_sowing::SowingPosition::pool), ...) come through
    /// `Deref`.
    pub struct Mangala(MangalaRules);
}

/// The engine's position under Mangala's rules: what the rules' hooks see.
type Engine = SowingPosition<MangalaRules>;

/// Why a Mangala move cannot be played: the game is over, or
/// [`MangalaRefusal`].
pub type MangalaMoveError = MoveError<MangalaRules>;

const SETUP_HOLES: [Hole; 4] = [
    Hole::at(2, 0),
    Hole::at(3, 0),
    Hole::at(2, 1),
    Hole::at(3, 1),
];
const KEPT: Change = Change::new(1, "keeps the board");
const ROTATED: Change = Change::new(2, "turns the board round");

/// A player's row (0-based): 0 for South, 1 for North.
const fn row(p: Player) -> u8 {
    match p {
        Player::South => 0,
        Player::North => 1,
    }
}

fn is_even_pair(board: &Board, col: u8) -> bool {
    let (a, b) = (board.get(Hole::at(col, 0)), board.get(Hole::at(col, 1)));
    a > 0 && b > 0 && a.is_multiple_of(2) && b.is_multiple_of(2)
}

/// Takes the last hole's shells and sows them on from the next hole.
fn relay(turn: &mut Turn<bool>, l: Hole, trace: &mut impl Tracer) -> Landing<Infallible> {
    let seeds = turn.take(l, trace);
    Landing::Sow(Lap::new(l, seeds, Direction::Cw, LapStart::Next))
}

/// The position after a given setup and pie choice (North to move after
/// `Keep`, South after `Rotate`), so that no one has to enumerate the
/// 62,196 setups.
///
/// # Errors
///
/// The setup does not place exactly 70 shells.
pub fn after_setup(
    options: &MangalaOptions,
    setup: [u8; 4],
    choice: PieChoice,
) -> Result<Mangala, MangalaMoveError> {
    let p = Mangala::start(options)
        .play(&MangalaMove::Setup(setup))
        .map_err(|e| e.reason)?;
    let pie = match choice {
        PieChoice::Keep => MangalaMove::Keep,
        PieChoice::Rotate => MangalaMove::Rotate,
    };
    p.play(&pie).map_err(|e| e.reason)
}

/// The right-hand filled hole of the player to move: South's nearest `f1`,
/// North's nearest `a2`.
#[must_use]
pub fn right_hand_hole(pos: &Mangala) -> Option<Hole> {
    right_hand(pos.as_engine())
}

/// [`right_hand_hole`] on the engine's position, for the rules' hooks.
fn right_hand(pos: &Engine) -> Option<Hole> {
    let b = &pos.board();
    let mut holes = b.row_holes(row(pos.turn()));
    match pos.turn() {
        Player::South => holes.rev().find(|&h| b.get(h) > 0),
        Player::North => holes.find(|&h| b.get(h) > 0),
    }
}

const CAPTURED: &[PoolKey] = &[PoolKey {
    key: "captured",
    pool: Pool::Captured,
    example: "two counts, like `12,8`",
    label: "eaten",
}];

impl SowingRules for MangalaRules {
    const GAME: &'static str = "mangala";
    const ROWS: u8 = 2;
    const COLUMNS: &'static [u8] = &[COLS];
    const COLUMNS_EXPECTED: &'static str = "6";
    const POOLS: &'static [PoolKey] = CAPTURED;
    const HIDDEN_POOLS: &'static [Pool] = &[Pool::Reserve];

    type Options = MangalaOptions;
    type Move = MangalaMove;
    type GameState = MangalaState;
    /// Whether the turn is the mover's opening turn (no capture).
    type TurnState = bool;
    type Refusal = MangalaRefusal;
    /// 2 rows of 6 holes, the captured shells and the shells before the
    /// setup.
    type Cells = [u8; 16];

    fanga_sowing::no_choices!();

    fn circuit(_: &MangalaOptions, _: Player) -> &'static Circuit {
        &RING
    }

    fn start(_: &MangalaOptions) -> Setup<Self> {
        let mut board = Board::new(2, COLS).unwrap_or_else(|_| unreachable!("2 x 6 fits"));
        let _ = board.set_pool(Pool::Reserve, Player::South, SHELLS);
        Setup {
            board,
            turn: Player::South,
            game_state: MangalaState::default(),
        }
    }

    /// Before the setup the distributor (the player to move) holds the 70
    /// shells in his reserve; afterwards no reserve is left.
    fn validate(setup: &mut Setup<Self>, _: &MangalaOptions) -> Result<(), ParsePositionError> {
        let reserves = setup.board.pools(Pool::Reserve);
        let want = if setup.game_state.phase == Phase::Setup {
            SHELLS
        } else {
            0
        };
        match reserves[setup.turn.other()] {
            0 => {}
            seeds => {
                return Err(ParsePositionError::UnexpectedSeeds {
                    place: format!("{}'s reserve", setup.turn.other()),
                    seeds,
                });
            }
        }
        match reserves[setup.turn] {
            r if r == want => Ok(()),
            0 => setup
                .board
                .set_pool(Pool::Reserve, setup.turn, want)
                .map_err(|_| ParsePositionError::TooManySeeds {
                    total: u64::from(setup.board.total()) + u64::from(want),
                    max: Board::MAX_SEEDS,
                }),
            seeds => Err(ParsePositionError::UnexpectedSeeds {
                place: format!("{}'s reserve", setup.turn),
                seeds,
            }),
        }
    }

    /// The 62,196 setups are visited one by one, never listed.
    fn openings(
        pos: &Engine,
        visit: &mut impl FnMut(MangalaMove) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let b = &pos.board();
        let state = pos.game_state();
        match state.phase {
            Phase::Setup => {
                for a in 0..=SHELLS {
                    for c in 0..=SHELLS - a {
                        for d in 0..=SHELLS - a - c {
                            visit(MangalaMove::Setup([a, c, d, SHELLS - a - c - d]))?;
                        }
                    }
                }
            }
            Phase::Choice => {
                visit(MangalaMove::Keep)?;
                visit(MangalaMove::Rotate)?;
            }
            Phase::Play => {
                if state.opened(pos.turn()) {
                    for h in b.row_holes(row(pos.turn())) {
                        if b.get(h) > 0 {
                            visit(MangalaMove::Sow(h))?;
                        }
                    }
                } else if let Some(h) = right_hand(pos) {
                    visit(MangalaMove::Sow(h))?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    fn check_opening(pos: &Engine, m: MangalaMove) -> Result<(), MangalaRefusal> {
        let wrong = |phase, expected| {
            Err(MangalaRefusal::WrongPhase {
                mv: m,
                phase,
                expected,
            })
        };
        match (pos.game_state().phase, m) {
            (Phase::Setup, MangalaMove::Setup(counts)) => {
                let total: u32 = counts.iter().map(|&c| u32::from(c)).sum();
                if total == u32::from(SHELLS) {
                    Ok(())
                } else {
                    Err(MangalaRefusal::SetupTotal(total))
                }
            }
            (Phase::Setup, _) => wrong("setup", "`setup:C1,D1,C2,D2` placing 70 shells"),
            (Phase::Choice, MangalaMove::Keep | MangalaMove::Rotate) => Ok(()),
            (Phase::Choice, _) => wrong("pie choice", "`keep` or `rotate`"),
            (Phase::Play, MangalaMove::Sow(h)) => {
                check_own_hole(&pos.board(), h, pos.turn())?;
                match right_hand(pos) {
                    Some(expected) if !pos.game_state().opened(pos.turn()) && expected != h => {
                        Err(MangalaRefusal::NotRightHand { hole: h, expected })
                    }
                    _ => Ok(()),
                }
            }
            (Phase::Play, _) => wrong("sowing phase", "a hole of one's row, like `d1`"),
        }
    }

    fn open(
        cx: &TurnContext<Self>,
        pos: &Engine,
        m: MangalaMove,
        trace: &mut impl Tracer,
    ) -> (Turn<bool>, Landing<Infallible>) {
        let mover = cx.mover;
        let mut turn = Turn {
            board: pos.board(),
            state: !pos.game_state().opened(mover),
        };
        let landing = match m {
            MangalaMove::Setup(counts) => {
                turn.from_reserve(mover, SHELLS, trace);
                for (h, c) in SETUP_HOLES.into_iter().zip(counts) {
                    turn.drop_into(h, c, trace);
                }
                Landing::End(Stop::Rule("setup"))
            }
            MangalaMove::Keep => {
                trace.record(|| Event::State {
                    player: mover,
                    change: KEPT,
                });
                Landing::End(Stop::Rule("pie choice"))
            }
            MangalaMove::Rotate => {
                trace.record(|| Event::State {
                    player: mover,
                    change: ROTATED,
                });
                turn.board = turn.board.rotated();
                trace.record(|| Event::Rotate);
                Landing::End(Stop::Rule("pie choice"))
            }
            MangalaMove::Sow(h) => {
                let seeds = turn.take(h, trace);
                Landing::Sow(Lap::new(h, seeds, Direction::Cw, LapStart::Next))
            }
        };
        (turn, landing)
    }

    fn land(
        cx: &TurnContext<Self>,
        turn: &mut Turn<bool>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Infallible> {
        let l = end.hole;
        if turn.state {
            return if end.count == 1 {
                Landing::End(Stop::EmptyHole)
            } else {
                relay(turn, l, trace)
            };
        }
        let cols = match cx.options.capture {
            Capture::AllEvenPairs => 0..COLS,
            Capture::LastPair => l.col()..l.col() + 1,
        };
        let mut last_eaten = false;
        for c in cols {
            if is_even_pair(&turn.board, c) {
                for r in 0..2 {
                    turn.eat(cx.mover, Hole::at(c, r), trace);
                }
                last_eaten |= c == l.col();
            }
        }
        if last_eaten {
            Landing::End(Stop::Rule("the pair of the last hole was eaten"))
        } else if turn.board.get(l).is_multiple_of(2) {
            relay(turn, l, trace)
        } else {
            Landing::End(Stop::Rule("the last shell made an odd number"))
        }
    }

    fn finish(pos: &Engine, m: MangalaMove, _: &Turn<bool>) -> (MangalaState, Player) {
        let mut state = pos.game_state();
        let mover = pos.turn();
        match m {
            MangalaMove::Setup(_) => {
                state.phase = Phase::Choice;
                (state, mover.other())
            }
            MangalaMove::Keep => {
                state.phase = Phase::Play;
                (state, mover)
            }
            MangalaMove::Rotate => {
                state.phase = Phase::Play;
                (state, mover.other())
            }
            MangalaMove::Sow(_) => {
                state.opened[mover] = true;
                (state, mover.other())
            }
        }
    }

    fn replay_finish(
        pos: &Engine,
        trace: &MoveTrace,
    ) -> Result<(MangalaState, Player), TraceProblem> {
        let mut state = pos.game_state();
        let mover = pos.turn();
        let change = trace.events.iter().find_map(|e| match e {
            Event::State { change, .. } => Some(*change),
            _ => None,
        });
        Ok(match (state.phase, change) {
            (Phase::Setup, None) => {
                state.phase = Phase::Choice;
                (state, mover.other())
            }
            (Phase::Choice, Some(c)) if c == KEPT => {
                state.phase = Phase::Play;
                (state, mover)
            }
            (Phase::Choice, Some(c)) if c == ROTATED => {
                state.phase = Phase::Play;
                (state, mover.other())
            }
            (Phase::Play, None) => {
                state.opened[mover] = true;
                (state, mover.other())
            }
            _ => return Err(TraceProblem::State),
        })
    }

    fn outcome(pos: &Engine) -> Option<Outcome> {
        let empty = |r: u8| pos.row(r).iter().all(|&s| s == 0);
        if pos.game_state().phase != Phase::Play || !(empty(0) || empty(1)) {
            return None;
        }
        Some(Outcome::by_score(
            Self::score(pos),
            fanga_sowing::reason::ROW_EMPTY,
        ))
    }

    /// Shells eaten, plus the shells left in one's row under
    /// `leftovers=to_owner`: the final count.
    fn score(pos: &Engine) -> ByPlayer<u32> {
        ByPlayer::from_fn(|p| {
            let left = match pos.options().leftovers {
                Leftovers::Ignored => 0,
                Leftovers::ToOwner => pos.row(row(p)).iter().map(|&s| u32::from(s)).sum(),
            };
            u32::from(pos.pool(Pool::Captured, p)) + left
        })
    }

    fn game_state_keys(_: &MangalaOptions) -> &'static [(&'static str, bool)] {
        &[("opened", true), ("phase", false)]
    }

    fn parse_game_state(
        _: &MangalaOptions,
        values: &[Option<&str>],
    ) -> Result<MangalaState, ParsePositionError> {
        let opened = text::parse_pair(
            "opened",
            values.first().copied().flatten().unwrap_or_default(),
            "two flags, like `1,0`",
            |v| match v {
                "0" => Some(false),
                "1" => Some(true),
                _ => None,
            },
        )?;
        let phase = match values.get(1).copied().flatten() {
            None => Phase::Play,
            Some("setup") => Phase::Setup,
            Some("choice") => Phase::Choice,
            Some(other) => {
                return Err(ParsePositionError::BadValue {
                    key: "phase",
                    found: other.to_owned(),
                    expected: "`setup` or `choice`",
                });
            }
        };
        Ok(MangalaState { phase, opened })
    }

    fn write_game_state(pos: &Engine, f: &mut dyn std::fmt::Write) -> std::fmt::Result {
        let state = pos.game_state();
        let ByPlayer {
            south: os,
            north: on,
        } = state.opened.map(u8::from);
        write!(f, " opened={os},{on}")?;
        match state.phase {
            Phase::Setup => f.write_str(" phase=setup"),
            Phase::Choice => f.write_str(" phase=choice"),
            Phase::Play => Ok(()),
        }
    }

    fn diagram_status(pos: &Engine) -> String {
        let name = pos.turn().name();
        let state = pos.game_state();
        let what = match state.phase {
            Phase::Setup => "to set up the 70 shells",
            Phase::Choice => "to keep the board or turn it round",
            Phase::Play if state.opened(pos.turn()) => "to sow",
            Phase::Play => "to sow his opening turn",
        };
        let mut s = String::new();
        let _ = write!(s, "{name} {what}");
        s
    }
}

#[cfg(feature = "serde")]
fanga_core::impl_serde_notation!(MangalaMove);
