use fanga_reserve::{
    self as reserve, Phase, ReserveEnd, ReserveMove, ReserveRules, ReserveTurn, Tsibongy,
    TsibongyRule,
};
use fanga_sowing::relay::{Landing, Turn};
use fanga_sowing::trace::Tracer;
use fanga_sowing::{LapEnd, MoveError, SowingRules, TurnContext};

use crate::FandatsakaOptions;

/// The rules of katra fandatsaka, for the sowing engine's shell: the
/// four-row reserve parts of [`fanga_reserve`] with none of their
/// seams changed. See the [crate documentation](crate).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FandatsakaRules;

fanga_sowing::position_type! {
    /// A katra fandatsaka position: the four rows, each player's reserve
    /// (its `reserve=S,N`), the player to move and the options. Its rules
    /// are [`FandatsakaRules`]; the engine's inherent methods (the board,
    /// [`seeds`](fanga_sowing::SowingPosition::seeds), ...) come through
    /// `Deref`.
    pub struct KatraFandatsaka(FandatsakaRules);
}

/// A katra fandatsaka move: `d2 a2 h2`, `d2:cw`, `b1:ccw a2`.
pub type KatraMove = ReserveMove<Tsibongy>;

/// Why a katra fandatsaka move cannot be played: the game is over, the
/// opening is refused ([`crate::ReserveRefusal`]), or a tsibongy choice is missing,
/// not offered or extra.
pub type KatraMoveError = MoveError<FandatsakaRules>;

impl SowingRules for FandatsakaRules {
    const GAME: &'static str = "katra-fandatsaka";

    type Options = FandatsakaOptions;
    type Move = KatraMove;
    type Choice = Tsibongy;
    type GameState = ();

    fanga_reserve::reserve_game_parts!(
        types,
        board,
        outcome,
        tsibongy_choices,
        plain_relays,
        packed_random
    );

    /// Landing rules 1-3: n = 1 ends the turn; an inner hole facing seeds in
    /// a capturing turn captures them; otherwise relay.
    fn land(
        cx: &TurnContext<Self>,
        turn: &mut Turn<ReserveTurn<()>>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Tsibongy> {
        reserve::end_of_turn(turn, end)
            .unwrap_or_else(|| reserve::capture_or_relay(cx, turn, end, trace))
    }
}

impl ReserveRules for FandatsakaRules {
    fn tsibongy_rule(options: &FandatsakaOptions, _: Phase) -> TsibongyRule {
        options.tsibongy_choice
    }

    fn reserve_end(_: &FandatsakaOptions) -> ReserveEnd {
        ReserveEnd::PhaseTwo
    }
}

/// The plain landings on the packed rings: katra fandatsaka has no landing
/// of its own.
impl reserve::packed::PackedRules for FandatsakaRules {}
