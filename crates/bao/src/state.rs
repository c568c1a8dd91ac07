//! The state of bao besides the board: who still owns his house, which hole
//! is takasia'd, and, during a turn, what the turn knows of its direction.

use fanga_core::{ByPlayer, Player};
use fanga_core::{ParsePositionError, text};
use fanga_reserve::{ReserveTurn, inner_row};
use fanga_sowing::relay::Turn;
use fanga_sowing::trace::{Change, Event, Tracer};
use fanga_sowing::{Hole, ParseHoleError};

use crate::holes::{COLS, house};

/// The position's own state: each player's house while it stands, and the
/// hole of the player to move that he may not sow this turn (the takasia).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BaoState {
    house: ByPlayer<bool>,
    takasia: Option<Hole>,
}

impl BaoState {
    /// The state with these houses standing and this takasia'd hole.
    #[must_use]
    pub const fn new(house: ByPlayer<bool>, takasia: Option<Hole>) -> BaoState {
        BaoState { house, takasia }
    }

    /// Whether `p` still owns his house: it has never been emptied.
    #[must_use]
    pub const fn owns_house(&self, p: Player) -> bool {
        *self.house.get(p)
    }

    /// The hole the player to move may not sow this turn, if any.
    #[must_use]
    pub const fn takasia(&self) -> Option<Hole> {
        self.takasia
    }

    pub(crate) const fn without_takasia(self) -> BaoState {
        BaoState {
            house: self.house,
            takasia: None,
        }
    }
}

impl Default for BaoState {
    fn default() -> Self {
        BaoState::new(ByPlayer::new(true, true), None)
    }
}

/// What a turn keeps besides the board and the shared turn state: the
/// position's state as the turn changes it, whether the turn has a
/// direction yet (a namua capture has none until its first kichwa), and the
/// hole the turn takasia's for the opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BaoTurn {
    /// The position's state.
    pub state: BaoState,
    /// Whether the turn's direction is set.
    pub directed: bool,
    /// The opponent's hole this turn takasia's (set when a takasa ends).
    pub next_takasia: Option<Hole>,
}

/// A turn of bao.
pub type BaoTurnState = ReserveTurn<BaoTurn>;

/// The change a trace records when a player's house falls (it was emptied).
pub const HOUSE_FALLS: Change = Change::new(1, "the house falls");

/// The changes a trace records when a hole of the front row is takasia'd,
/// by column.
pub const TAKASIA: [Change; COLS as usize] = [
    Change::new(10, "column a takasia'd"),
    Change::new(11, "column b takasia'd"),
    Change::new(12, "column c takasia'd"),
    Change::new(13, "column d takasia'd"),
    Change::new(14, "column e takasia'd"),
    Change::new(15, "column f takasia'd"),
    Change::new(16, "column g takasia'd"),
    Change::new(17, "column h takasia'd"),
];

/// If `hole` is the house of its owner and he still owns it, it falls.
pub(crate) fn emptied(turn: &mut Turn<BaoTurnState>, hole: Hole, trace: &mut impl Tracer) {
    for p in Player::BOTH {
        if hole == house(p) && turn.state.game_state.state.house[p] {
            turn.state.game_state.state.house[p] = false;
            trace.record(|| Event::State {
                player: p,
                change: HOUSE_FALLS,
            });
        }
    }
}

/// Records that the turn takasia's `hole` of `p`.
pub(crate) fn set_takasia(
    turn: &mut Turn<BaoTurnState>,
    p: Player,
    hole: Hole,
    trace: &mut impl Tracer,
) {
    turn.state.game_state.next_takasia = Some(hole);
    trace.record(|| Event::State {
        player: p,
        change: TAKASIA[usize::from(hole.col())],
    });
}

/// The state after a traced move, from its events alone.
pub(crate) fn replay(before: BaoState, events: &[Event]) -> Option<BaoState> {
    let mut state = before.without_takasia();
    for e in events {
        if let Event::State { player, change } = e {
            if *change == HOUSE_FALLS {
                state.house[*player] = false;
            } else {
                let col = TAKASIA.iter().position(|c| c == change)?;
                // col < 8.
                let hole = Hole::at(col as u8, inner_row(*player));
                state.takasia = Some(hole);
            }
        }
    }
    Some(state)
}

/// Reads `house=1,0` and `takasia=-` / `takasia=c3`.
pub(crate) fn parse(values: &[Option<&str>]) -> Result<BaoState, ParsePositionError> {
    let get = |i: usize| values.get(i).copied().flatten().unwrap_or_default();
    let house = text::parse_pair("house", get(0), "two flags, like `1,0`", |t| match t {
        "1" => Some(true),
        "0" => Some(false),
        _ => None,
    })?;
    let takasia = match get(1) {
        "-" => None,
        t => Some(
            t.parse()
                .map_err(|_: ParseHoleError| ParsePositionError::BadValue {
                    key: "takasia",
                    found: text::excerpt(t),
                    expected: "`-` or a hole of the front row of the player to move, like `c3`",
                })?,
        ),
    };
    Ok(BaoState::new(house, takasia))
}

/// The state in words, under a diagram: which houses stand (the position
/// text's `house=1,1`) and the hole the player to move may not sow
/// (`takasia=c3`): `houses: South's e2 stands, North's d3 stands; no
/// hole takasia'd`.
pub(crate) fn describe(state: &BaoState) -> String {
    let standing = |p: Player| {
        let verb = if state.house[p] { "stands" } else { "is gone" };
        format!("{}'s {} {verb}", p.name(), house(p))
    };
    let takasia = match state.takasia {
        Some(h) => format!("{h} takasia'd (not to be sown this turn)"),
        None => "no hole takasia'd".to_owned(),
    };
    format!(
        "houses: {}, {}; {takasia}",
        standing(Player::South),
        standing(Player::North)
    )
}

/// Writes ` house=1,0 takasia=-`.
pub(crate) fn write(state: &BaoState, f: &mut dyn std::fmt::Write) -> std::fmt::Result {
    let ByPlayer { south: s, north: n } = state.house.map(u8::from);
    write!(f, " house={s},{n} takasia=")?;
    match state.takasia {
        Some(h) => write!(f, "{h}"),
        None => f.write_str("-"),
    }
}
