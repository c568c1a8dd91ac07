use std::ops::ControlFlow;

use fanga_core::{Outcome, Player};
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::reserve::{
    self, Phase, ReserveEnd, ReserveMove, ReserveOpening, ReserveRefusal, ReserveRules,
    ReserveTurn, Tsibongy, TsibongyRule,
};
use fanga_sowing::trace::Tracer;
use fanga_sowing::{Circuit, Cx, LapEnd, MoveError, PoolKey, Setup, Sowing, SowingGame};

use crate::FandatsakaOptions;

/// The rules of katra fandatsaka, for the sowing engine's shell: the
/// four-row reserve parts of [`fanga_sowing::reserve`] with none of their
/// seams changed. See the [crate documentation](crate).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Fandatsaka;

/// A katra fandatsaka position.
pub type KatraFandatsaka = Sowing<Fandatsaka>;

/// A katra fandatsaka move: `d2 a2 h2`, `d2:cw`, `b1:ccw a2`.
pub type KatraMove = ReserveMove<Tsibongy>;

/// Why a katra fandatsaka move cannot be played: the game is over, the
/// opening is refused ([`ReserveRefusal`]), or a tsibongy choice is missing,
/// not offered or extra.
pub type KatraMoveError = MoveError<Fandatsaka>;

impl SowingGame for Fandatsaka {
    const GAME: &'static str = "katra-fandatsaka";
    const ROWS: u8 = 4;
    const COLUMNS: &'static [u8] = reserve::COLUMNS;
    const COLUMNS_EXPECTED: &'static str = "8, 6 or 4";
    const POOLS: &'static [PoolKey] = reserve::RESERVE_KEY;

    type Options = FandatsakaOptions;
    type Move = KatraMove;
    type ParseMoveError = reserve::ParseReserveMoveError;
    type Opening = ReserveOpening;
    type Choice = Tsibongy;
    type Extra = ();
    type TurnState = ReserveTurn<()>;
    type Refusal = ReserveRefusal;

    fn columns(options: &FandatsakaOptions) -> u8 {
        options.columns()
    }

    /// The columns come from the board.
    fn text_options(columns: u8, _: &[(&str, &str)]) -> FandatsakaOptions {
        FandatsakaOptions::default()
            .with_columns(columns)
            .unwrap_or_default()
    }

    fn circuit(options: &FandatsakaOptions, mover: Player) -> &'static Circuit {
        reserve::ring(options.columns(), mover)
    }

    fn start(options: &FandatsakaOptions) -> Setup<Self> {
        reserve::start(options.columns())
    }

    fn split(m: &KatraMove) -> (ReserveOpening, &[Tsibongy]) {
        (m.opening(), m.choices())
    }

    fn join(o: ReserveOpening, choices: &[Tsibongy]) -> Option<KatraMove> {
        ReserveMove::new(o.hole, o.dir, choices).ok()
    }

    fn openings(
        pos: &KatraFandatsaka,
        visit: &mut impl FnMut(ReserveOpening) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        reserve::openings(pos, visit)
    }

    fn check_opening(pos: &KatraFandatsaka, o: ReserveOpening) -> Result<(), ReserveRefusal> {
        reserve::check_opening(pos, o)
    }

    fn open(
        cx: &Cx<Self>,
        pos: &KatraFandatsaka,
        o: ReserveOpening,
        trace: &mut impl Tracer,
    ) -> (Turn<ReserveTurn<()>>, Landing<Tsibongy>) {
        reserve::open(cx, pos, o, trace)
    }

    /// Landing rules 1-3: n = 1 ends the turn; an inner hole facing seeds in
    /// a capturing turn captures them; otherwise relay.
    fn land(
        cx: &Cx<Self>,
        turn: &mut Turn<ReserveTurn<()>>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Tsibongy> {
        reserve::settle(turn, end)
            .unwrap_or_else(|| reserve::capture_or_relay(cx, turn, end, trace))
    }

    fn choose(
        cx: &Cx<Self>,
        turn: &mut Turn<ReserveTurn<()>>,
        t: Tsibongy,
        _: &mut impl Tracer,
    ) -> Landing<Tsibongy> {
        reserve::sow_from_tsibongy(cx.mover, turn, t.0)
    }

    fn outcome(pos: &KatraFandatsaka) -> Option<Outcome> {
        reserve::outcome(pos)
    }

    /// Seeds in each player's two rows.
    fn score(pos: &KatraFandatsaka) -> [u32; 2] {
        reserve::score(pos)
    }

    fn diagram_status(pos: &KatraFandatsaka) -> String {
        reserve::diagram_status(pos)
    }
}

impl ReserveRules for Fandatsaka {
    fn tsibongy_rule(options: &FandatsakaOptions, _: Phase) -> TsibongyRule {
        options.tsibongy_choice
    }

    fn reserve_end(_: &FandatsakaOptions) -> ReserveEnd {
        ReserveEnd::PhaseTwo
    }
}
