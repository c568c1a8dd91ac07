use std::fmt::{self, Write as _};
use std::str::FromStr;

use fanga_core::text::{self, ParsePositionError};
use fanga_core::{MoveList, Outcome, Player, Position, TraceReplayError, Traced};
use fanga_sowing::relay::{self, ChoiceError, Landing, Turn, TurnEnd, TurnRules};
use fanga_sowing::trace::{Event, MoveTrace, Stop, Tracer};
use fanga_sowing::{Board, Circuit, Direction, Hole, Lap, LapEnd, LapStart};
use smallvec::SmallVec;

use crate::variant::{
    Cx, KatraTurn, Mode, Phase, ReserveEnd, TsibongyChoice, TurnState, Variant, facing, inner_row,
    outer_row, towards_interior,
};
use crate::{Choice, KatraMove, KatraMoveError, ParseKatraMoveError};

/// Each player's ring by number of columns (4 to 8 are used).
static RINGS: [[Circuit; 2]; 9] = {
    let mut t = [[
        Circuit::player_ring(1, Player::South),
        Circuit::player_ring(1, Player::North),
    ]; 9];
    let mut c = 1;
    while c < 9 {
        t[c] = [
            Circuit::player_ring(c as u8, Player::South),
            Circuit::player_ring(c as u8, Player::North),
        ];
        c += 1;
    }
    t
};

/// A position of a four-row game with reserves (katra fandatsaka, fifangha,
/// katra sakalava): the board, both reserves, the player to move, the game's
/// own state and its options.
///
/// See the [crate documentation](crate) for the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Katra<V: Variant> {
    board: Board,
    reserves: [u8; 2],
    turn: Player,
    extra: V::Extra,
    options: V::Options,
    /// The player to move started a turn that never ends, and lost.
    infinite: bool,
}

/// The relay engine's view of one turn.
struct Rules<V: Variant> {
    cx: Cx<V>,
}

impl<V: Variant> TurnRules for Rules<V> {
    type State = TurnState<V::Extra>;
    type Choice = Choice;

    fn circuit(&self) -> &Circuit {
        self.cx.ring
    }

    fn land(
        &self,
        turn: &mut KatraTurn<V>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Choice> {
        if turn.state.won {
            return Landing::End(Stop::WonAtOnce);
        }
        if end.count == 1 {
            return Landing::End(Stop::EmptyHole);
        }
        if let Some(l) = V::on_landing(&self.cx, turn, end, trace) {
            return l;
        }
        let h = end.hole;
        if turn.state.mode == Mode::Capturing
            && h.row() == self.cx.inner()
            && turn.board.get(facing(h)) > 0
        {
            return capture_and_sow(&self.cx, turn, h, trace);
        }
        let seeds = turn.take(h, trace);
        Landing::Sow(Lap::new(h, seeds, turn.state.dir, LapStart::Next))
    }

    fn choose(
        &self,
        turn: &mut KatraTurn<V>,
        choice: Choice,
        trace: &mut impl Tracer,
    ) -> Landing<Choice> {
        match choice {
            Choice::Tsibongy(t) => sow_from_tsibongy(&self.cx, turn, t),
            other => V::on_choice(&self.cx, turn, other, trace),
        }
    }
}

/// The ordinary capture (rule 2 of katra fandatsaka): the last seed fell in `h`,
/// an inner hole of the mover facing seeds. Takes the facing seeds (through
/// [`Variant::capture`]), notes a win at once, and sows them starting at a
/// tsibongy towards the interior: forced by the zone rule, or offered as a
/// choice.
pub fn capture_and_sow<V: Variant>(
    cx: &Cx<V>,
    turn: &mut KatraTurn<V>,
    h: Hole,
    trace: &mut impl Tracer,
) -> Landing<Choice> {
    let seeds = V::capture(cx, turn, facing(h), trace);
    note_win(cx, turn);
    turn.state.hand = seeds;
    let [a, last] = cx.tsibongy();
    let cols = cx.config.columns;
    let choice = cx.config.tsibongy[usize::from(turn.state.phase == Phase::Two)];
    let forced = match choice {
        TsibongyChoice::Free => None,
        TsibongyChoice::Zone if h.col() < 2 => Some(a),
        TsibongyChoice::Zone if h.col() + 2 >= cols => Some(last),
        TsibongyChoice::Zone => None,
    };
    match forced {
        Some(t) => sow_from_tsibongy(cx, turn, t),
        None => Landing::Choose(SmallVec::from_slice(&[
            Choice::Tsibongy(a),
            Choice::Tsibongy(last),
        ])),
    }
}

/// Sows the seeds in hand starting at tsibongy `t`, towards the interior.
fn sow_from_tsibongy<V: Variant>(cx: &Cx<V>, turn: &mut KatraTurn<V>, t: Hole) -> Landing<Choice> {
    let dir = towards_interior(cx.mover, t.col() == 0);
    turn.state.dir = dir;
    let seeds = std::mem::take(&mut turn.state.hand);
    Landing::Sow(Lap::new(t, seeds, dir, LapStart::At))
}

/// After a capture: if the opponent's inner row is now empty, the game ends
/// when the lap being sown ends.
pub fn note_win<V: Variant>(cx: &Cx<V>, turn: &mut KatraTurn<V>) {
    if turn.board.row_is_empty(inner_row(cx.mover.other())) {
        turn.state.won = true;
    }
}

/// How a move starts: the turn before its first lap, and the first landing.
struct Opening<V: Variant> {
    turn: KatraTurn<V>,
    landing: Landing<Choice>,
}

impl<V: Variant> Katra<V> {
    /// A position from its parts, unchecked: for [`Variant::start`].
    #[must_use]
    pub fn from_parts(
        board: Board,
        reserves: [u8; 2],
        turn: Player,
        extra: V::Extra,
        options: V::Options,
    ) -> Self {
        Katra {
            board,
            reserves,
            turn,
            extra,
            options,
            infinite: false,
        }
    }

    /// The board.
    #[must_use]
    pub const fn board(&self) -> &Board {
        &self.board
    }

    /// A player's reserve.
    #[must_use]
    pub const fn reserve(&self, p: Player) -> u8 {
        self.reserves[p.index()]
    }

    /// The game's own state (katra sakalava's rova flags).
    #[must_use]
    pub const fn extra(&self) -> &V::Extra {
        &self.extra
    }

    /// The phase of the player to move.
    #[must_use]
    pub const fn phase(&self) -> Phase {
        if self.reserves[self.turn.index()] > 0 {
            Phase::One
        } else {
            Phase::Two
        }
    }

    fn cx(&self) -> Cx<V> {
        let config = V::config(&self.options);
        Cx {
            mover: self.turn,
            config,
            options: self.options,
            ring: &RINGS[usize::from(config.columns)][self.turn.index()],
        }
    }

    fn state(&self, mode: Mode, dir: Direction) -> TurnState<V::Extra> {
        TurnState {
            mode,
            phase: self.phase(),
            dir,
            won: false,
            hand: 0,
            extra: self.extra,
        }
    }

    /// The phase-1 capture openings: non-empty inner holes facing seeds.
    fn capture_openings(&self) -> impl Iterator<Item = Hole> + '_ {
        self.board
            .row_holes(inner_row(self.turn))
            .filter(|&h| self.board.get(h) > 0 && self.board.get(facing(h)) > 0)
    }

    /// Phase 1, a capture opening: one reserve seed into `h`, which then acts
    /// as the last seed of a lap.
    fn open_capture(&self, cx: &Cx<V>, h: Hole, trace: &mut impl Tracer) -> Opening<V> {
        let mut turn = Turn {
            board: self.board,
            state: self.state(Mode::Capturing, Direction::Cw),
        };
        trace.record(|| Event::FromReserve { seeds: 1 });
        turn.drop_into(h, 1, trace);
        let end = LapEnd {
            hole: h,
            count: turn.board.get(h),
        };
        let landing = Rules { cx: *cx }.land(&mut turn, end, trace);
        Opening { turn, landing }
    }

    /// A sowing opening: in phase 1 a reserve seed goes into `h` first; the
    /// mover picks `h` up and sows from the next hole.
    fn open_sowing(
        &self,
        cx: &Cx<V>,
        h: Hole,
        dir: Direction,
        mode: Mode,
        trace: &mut impl Tracer,
    ) -> Opening<V> {
        let mut turn = Turn {
            board: self.board,
            state: self.state(mode, dir),
        };
        if self.phase() == Phase::One {
            trace.record(|| Event::FromReserve { seeds: 1 });
            turn.drop_into(h, 1, trace);
        }
        let seeds = V::pick_up(cx, &mut turn, h, trace);
        Opening {
            turn,
            landing: Landing::Sow(Lap::new(h, seeds, dir, LapStart::Next)),
        }
    }

    /// Phase 2: whether the opening's first lap ends (n >= 2) in the mover's
    /// inner row facing seeds.
    fn captures_at_once(&self, cx: &Cx<V>, h: Hole, dir: Direction) -> bool {
        let o = self.open_sowing(cx, h, dir, Mode::Capturing, &mut ());
        let Landing::Sow(lap) = o.landing else {
            return false;
        };
        let mut board = o.turn.board;
        let end = cx.ring.sow(&mut board, lap);
        end.count >= 2 && end.hole.row() == inner_row(self.turn) && board.get(facing(end.hole)) > 0
    }

    /// The phase-2 openings, and whether they are capturing: those that
    /// capture at once if any, else all of them, non-capturing.
    fn phase_two_openings(&self, cx: &Cx<V>) -> (SmallVec<[(Hole, Direction); 32]>, Mode) {
        let mut all = SmallVec::new();
        for row in [inner_row(self.turn), outer_row(self.turn)] {
            for h in self.board.row_holes(row) {
                if self.board.get(h) > 0 {
                    all.extend(Direction::BOTH.iter().map(|&d| (h, d)));
                }
            }
        }
        let capturing: SmallVec<[(Hole, Direction); 32]> = all
            .iter()
            .copied()
            .filter(|&(h, d)| self.captures_at_once(cx, h, d))
            .collect();
        if capturing.is_empty() {
            (all, Mode::NonCapturing)
        } else {
            (capturing, Mode::Capturing)
        }
    }

    /// Checks the opening of `m` and builds it.
    fn opening_of(
        &self,
        cx: &Cx<V>,
        m: &KatraMove,
        trace: &mut impl Tracer,
    ) -> Result<Opening<V>, KatraMoveError> {
        if let Some(o) = self.outcome() {
            return Err(KatraMoveError::GameOver(o));
        }
        let h = m.hole();
        if h.is_store() || !self.board.contains(h) {
            return Err(KatraMoveError::OffBoard {
                hole: h,
                cols: self.board.cols(),
            });
        }
        if self.board.owner(h) != Some(self.turn) {
            return Err(KatraMoveError::NotYours {
                hole: h,
                mover: self.turn,
            });
        }
        if self.board.get(h) == 0 {
            return Err(KatraMoveError::EmptyHole(h));
        }
        match self.phase() {
            Phase::One => {
                if h.row() != inner_row(self.turn) {
                    return Err(KatraMoveError::OuterRow(h));
                }
                let example = self.capture_openings().next();
                match (m.dir(), example) {
                    (None, Some(_)) if self.board.get(facing(h)) > 0 => {
                        Ok(self.open_capture(cx, h, trace))
                    }
                    (None, Some(_)) => Err(KatraMoveError::NotACapture(h)),
                    (Some(_), Some(example)) => Err(KatraMoveError::CaptureRequired { example }),
                    (None, None) => Err(KatraMoveError::DirectionMissing(h)),
                    (Some(d), None) => Ok(self.open_sowing(cx, h, d, Mode::NonCapturing, trace)),
                }
            }
            Phase::Two => {
                let Some(d) = m.dir() else {
                    return Err(KatraMoveError::DirectionMissing(h));
                };
                let (openings, mode) = self.phase_two_openings(cx);
                if !openings.contains(&(h, d)) {
                    let (eh, ed) = openings[0];
                    return Err(KatraMoveError::ImmediateCaptureRequired {
                        example: format!("{eh}:{ed}"),
                    });
                }
                Ok(self.open_sowing(cx, h, d, mode, trace))
            }
        }
    }

    /// Plays `m` on a copy, recording on `trace`.
    fn run(&self, m: &KatraMove, trace: &mut impl Tracer) -> Result<Self, KatraMoveError> {
        let cx = self.cx();
        let Opening { mut turn, landing } = self.opening_of(&cx, m, trace)?;
        let rules = Rules { cx };
        let end = relay::play_turn(&rules, &mut turn, landing, m.choices(), trace)
            .map_err(|e| choice_error(&e))?;
        Ok(self.after(&turn, end))
    }

    /// The position after a turn.
    fn after(&self, turn: &KatraTurn<V>, end: TurnEnd) -> Self {
        let mut next = *self;
        match end {
            TurnEnd::Infinite => next.infinite = true,
            TurnEnd::Ended => {
                next.board = turn.board;
                if next.phase() == Phase::One {
                    next.reserves[self.turn.index()] -= 1;
                }
                next.extra = turn.state.extra;
                next.turn = self.turn.other();
            }
        }
        next
    }

    fn write_text(&self, f: &mut impl fmt::Write) -> fmt::Result {
        self.board.write_grid(f)?;
        write!(
            f,
            " {} reserve={},{}",
            self.turn, self.reserves[0], self.reserves[1]
        )?;
        if let Some(key) = V::EXTRA_KEY {
            write!(f, " {key}={}", V::write_extra(&self.extra))?;
        }
        Ok(())
    }
}

fn choice_error(e: &ChoiceError<Choice>) -> KatraMoveError {
    let list = |o: &[Choice]| {
        o.iter()
            .map(|c| format!("`{c}`"))
            .collect::<Vec<_>>()
            .join(" or ")
    };
    KatraMoveError::Choice(match e {
        ChoiceError::Missing { at, options } => {
            format!(
                "choice {} is missing: the turn offers {}",
                at + 1,
                list(options)
            )
        }
        ChoiceError::NotOffered {
            at,
            choice,
            options,
        } => {
            format!(
                "choice {} `{choice}` is not offered: the turn offers {}",
                at + 1,
                list(options)
            )
        }
        ChoiceError::Extra { at, choice } => {
            format!(
                "choice {} `{choice}` is extra: the turn is already over",
                at + 1
            )
        }
        _ => e.to_string(),
    })
}

impl<V: Variant> Position for Katra<V> {
    type Move = KatraMove;
    type ParseMoveError = ParseKatraMoveError;
    type MoveError = KatraMoveError;
    type Options = V::Options;

    const GAME: &'static str = V::GAME;

    fn start(options: &V::Options) -> Self {
        V::start(options)
    }

    fn from_text(s: &str, options: &V::Options) -> Result<Self, ParsePositionError> {
        let fields = text::split_fields(s, Self::PLAYER_LETTERS)?;
        let expected = V::COLUMNS
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        let board = Board::parse_grid(
            fields.board,
            4,
            |c| V::COLUMNS.contains(&c),
            &expected,
            |h| h.to_string(),
        )?;
        let config = V::config(options);
        if board.cols() != config.columns {
            return Err(ParsePositionError::OptionMismatch {
                option: format!("columns={}", config.columns),
                detail: format!("the board has {} columns", board.cols()),
            });
        }
        let (reserve, extra_text) = match V::EXTRA_KEY {
            Some(key) => {
                let [r, e] = fields.keys(["reserve", key], [true, true])?;
                (r, e)
            }
            None => {
                let [r] = fields.keys(["reserve"], [true])?;
                (r, None)
            }
        };
        let reserves = text::parse_counts("reserve", reserve, "two counts, like `26,26`")?;
        let extra = match (V::EXTRA_KEY, extra_text) {
            (Some(key), Some(value)) => {
                V::parse_extra(value).ok_or_else(|| ParsePositionError::BadValue {
                    key,
                    found: value.to_owned(),
                    expected: "two flags, like `1,0`",
                })?
            }
            _ => V::Extra::default(),
        };
        board.check_total(&[reserves[0], reserves[1]])?;
        Ok(Katra {
            board,
            reserves,
            turn: fields.side,
            extra,
            options: *options,
            infinite: false,
        })
    }

    fn options(&self) -> V::Options {
        self.options
    }

    /// Seeds in each player's two rows (the count of `reserve_end=most_seeds`).
    fn score(&self) -> [u32; 2] {
        Player::BOTH.map(|p| self.board.side_total(p))
    }

    fn turn(&self) -> Player {
        self.turn
    }

    fn outcome(&self) -> Option<Outcome> {
        let mover = self.turn;
        let win = |reason| {
            Some(Outcome::Win {
                winner: mover.other(),
                reason,
            })
        };
        if self.infinite {
            return win(fanga_sowing::reason::INFINITE_TURN);
        }
        if self.board.row_is_empty(inner_row(mover)) {
            return win(fanga_sowing::reason::KAMO);
        }
        if self.phase() == Phase::Two {
            let reason = fanga_sowing::reason::RESERVE_EXHAUSTED;
            match V::config(&self.options).reserve_end {
                ReserveEnd::PhaseTwo => {}
                ReserveEnd::Draw => return Some(Outcome::Draw { reason }),
                ReserveEnd::MostSeeds => {
                    let [s, n] = Player::BOTH.map(|p| self.board.side_total(p));
                    return Some(Outcome::by_score([s, n], reason));
                }
            }
        }
        V::end_check(self)
    }

    fn legal_moves(&self) -> MoveList<KatraMove> {
        let mut moves = MoveList::new();
        if self.outcome().is_some() {
            return moves;
        }
        let cx = self.cx();
        let rules = Rules { cx };
        let mut add = |hole: Hole, dir: Option<Direction>, o: Opening<V>| {
            relay::explore(&rules, o.turn, o.landing, &mut |choices, _, _| {
                moves.push(
                    KatraMove::new(hole, dir, choices).expect("a turn makes at most 12 choices"),
                );
            });
        };
        match self.phase() {
            Phase::One => {
                let captures: SmallVec<[Hole; 8]> = self.capture_openings().collect();
                if captures.is_empty() {
                    for h in self.board.row_holes(inner_row(self.turn)) {
                        if self.board.get(h) > 0 {
                            for d in Direction::BOTH {
                                add(
                                    h,
                                    Some(d),
                                    self.open_sowing(&cx, h, d, Mode::NonCapturing, &mut ()),
                                );
                            }
                        }
                    }
                } else {
                    for h in captures {
                        add(h, None, self.open_capture(&cx, h, &mut ()));
                    }
                }
            }
            Phase::Two => {
                let (openings, mode) = self.phase_two_openings(&cx);
                for (h, d) in openings {
                    add(h, Some(d), self.open_sowing(&cx, h, d, mode, &mut ()));
                }
            }
        }
        moves
    }

    fn check_move(&self, m: &KatraMove) -> Result<(), KatraMoveError> {
        self.run(m, &mut ()).map(|_| ())
    }

    fn play_unchecked(&mut self, m: &KatraMove) {
        if let Ok(next) = self.run(m, &mut ()) {
            *self = next;
        }
    }

    fn play(self, m: &KatraMove) -> Result<Self, fanga_core::PlayError<Self>> {
        self.run(m, &mut ())
            .map_err(|reason| fanga_core::PlayError {
                mv: *m,
                reason,
                position: self,
            })
    }

    fn conserved(&self) -> Option<u64> {
        Some(
            u64::from(self.board.total())
                + u64::from(self.reserves[0])
                + u64::from(self.reserves[1]),
        )
    }

    fn diagram(&self) -> String {
        let mut s = self.board.grid_diagram(
            &format!("North, reserve {}", self.reserves[1]),
            &format!("South, reserve {}", self.reserves[0]),
        );
        if let Some(key) = V::EXTRA_KEY {
            let _ = writeln!(s, "  {key}={}", V::write_extra(&self.extra));
        }
        match self.outcome() {
            Some(o) => {
                let _ = write!(s, "  {o}");
            }
            None => {
                let name = self.turn.name();
                let phase = if self.phase() == Phase::One { 1 } else { 2 };
                let _ = write!(s, "  {name} to move (phase {phase})");
            }
        }
        s
    }
}

impl<V: Variant> Traced for Katra<V> {
    type Trace = MoveTrace;

    fn play_traced(&self, m: &KatraMove) -> Result<(Self, MoveTrace), KatraMoveError> {
        MoveTrace::record(self.turn, |events| self.run(m, events))
    }

    fn replay_trace(&self, trace: &MoveTrace) -> Result<Self, TraceReplayError> {
        let cx = self.cx();
        let board = trace.replay_move(self.turn, &self.board, cx.ring)?;
        let mut next = *self;
        if trace.is_infinite() {
            next.infinite = true;
            return Ok(next);
        }
        let from_reserve: u32 = trace
            .events
            .iter()
            .map(|e| match e {
                Event::FromReserve { seeds } => u32::from(*seeds),
                _ => 0,
            })
            .sum();
        let r = &mut next.reserves[self.turn.index()];
        *r = u8::try_from(u32::from(*r).checked_sub(from_reserve).ok_or_else(|| {
            TraceReplayError(format!(
                "the trace takes {from_reserve} seeds from a reserve of {r}"
            ))
        })?)
        .map_err(|e| TraceReplayError(e.to_string()))?;
        for e in &trace.events {
            V::replay_state(&mut next.extra, e);
        }
        next.board = board;
        next.turn = self.turn.other();
        Ok(next)
    }
}

/// The position text: the rows from row 4 down, the side, `reserve=S,N` and
/// the game's own key (for a position finished by a turn that never ends, the
/// text of the position before that turn).
impl<V: Variant> fmt::Display for Katra<V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_text(f)
    }
}

/// Reads a position text with the default options, except the number of
/// columns, which comes from the board.
impl<V: Variant> FromStr for Katra<V> {
    type Err = ParsePositionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let board = s.split(' ').next().unwrap_or_default();
        let cols = board
            .split('/')
            .next()
            .unwrap_or_default()
            .split(',')
            .count();
        let options = match u8::try_from(cols).ok().filter(|c| V::COLUMNS.contains(c)) {
            Some(c) => V::options_for_columns(c),
            None => V::Options::default(),
        };
        Katra::from_text(s, &options)
    }
}
