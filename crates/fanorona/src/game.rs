//! The Fanorona position: its pieces as two bitboards, the player to move,
//! the first turns played; its move generation (paika, and the capture
//! sequences by approach and withdrawal), its play and its text. Why a move
//! is refused is `diagnose`'s; the traces are `trace`'s.

use std::fmt::{self, Write as _};
use std::str::FromStr;

use fanga_core::{ByPlayer, EndReason, MoveList, Outcome, Player, Position};
use fanga_core::{ParsePositionError, text};

use crate::board::{COLS, Dir, POINTS, Point, ROWS, points};
use crate::{Capture, FanoronaMove, FanoronaMoveError, FanoronaOptions, ParseFanoronaMoveError};

/// Every point.
const FULL: u64 = (1 << POINTS) - 1;

/// The start: rows 1-2 White, 4-5 Black, row 3 `BWBW.BWBW`.
const START: (u64, u64) = {
    let mut w = 0u64;
    let mut b = 0u64;
    let mut i = 0;
    while i < POINTS {
        let (c, r) = (i % 9, i / 9);
        let bit = 1u64 << i;
        if r < 2 {
            w |= bit;
        } else if r > 2 {
            b |= bit;
        } else if c != 4 {
            // a3 (c = 0) Black, b3 White, ... after the empty centre f3 Black.
            let black = if c < 4 { c % 2 == 0 } else { c % 2 == 1 };
            if black {
                b |= bit;
            } else {
                w |= bit;
            }
        }
        i += 1;
    }
    (w, b)
};

/// Most pieces a side has: the 22 of the start, never more.
const MAX_PIECES: u32 = 22;

/// A Fanorona position (the vela game included): the pieces, the player to
/// move (White is the seat South, Black North), and under
/// `first_turn=both_players` who has played a turn.
///
/// See the [crate documentation](crate) for the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fanorona {
    pub(crate) white: u64,
    pub(crate) black: u64,
    pub(crate) turn: Player,
    pub(crate) opened: ByPlayer<bool>,
    pub(crate) options: FanoronaOptions,
}

/// How the turn of the player to move may capture.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Captures, sequences as the options say.
    Normal,
    /// One capturing step, whole lines (a first turn under `both_players`).
    Single,
    /// Vela phase 1, White: one step taking only the nearest piece.
    VelaTaker,
    /// Vela phase 1, Black: paika only.
    VelaGiver,
}

impl Fanorona {
    /// The points of a player's pieces, as a bitboard (bit i = point i).
    #[must_use]
    pub const fn pieces(&self, p: Player) -> u64 {
        match p {
            Player::South => self.white,
            Player::North => self.black,
        }
    }

    /// Whether `p` has had his first turn (kept under
    /// `first_turn=both_players`, where that turn holds a single capture).
    #[must_use]
    pub const fn opened(&self, p: Player) -> bool {
        *self.opened.get(p)
    }

    /// The piece on a point, if any.
    #[must_use]
    pub const fn piece(&self, at: Point) -> Option<Player> {
        if self.white & at.bit() != 0 {
            Some(Player::South)
        } else if self.black & at.bit() != 0 {
            Some(Player::North)
        } else {
            None
        }
    }

    /// Whether the vela game is in its first phase (Black has more than 5).
    #[must_use]
    pub fn vela_phase_one(&self) -> bool {
        self.options.vela && self.black.count_ones() > 5
    }

    pub(crate) fn mode(&self) -> Mode {
        if self.vela_phase_one() {
            return if self.turn == Player::South {
                Mode::VelaTaker
            } else {
                Mode::VelaGiver
            };
        }
        if self.options.first_turn_both && !self.opened[self.turn] {
            Mode::Single
        } else {
            Mode::Normal
        }
    }

    /// The mover's pieces and the opponent's.
    pub(crate) fn mine(&self) -> (u64, u64) {
        match self.turn {
            Player::South => (self.white, self.black),
            Player::North => (self.black, self.white),
        }
    }

    /// The kinds of capture a step from `p` to `q` in `d` can make.
    pub(crate) fn capture_kinds(them: u64, p: Point, q: Point, d: Dir) -> [Option<Capture>; 2] {
        let hit = |x: Option<Point>| x.is_some_and(|x| them & x.bit() != 0);
        [
            hit(q.step(d)).then_some(Capture::Approach),
            hit(p.step(d.opposite())).then_some(Capture::Withdrawal),
        ]
    }

    /// The pieces a capturing step removes: the line from the first enemy
    /// piece on, up to the first point that is not an enemy piece (only the
    /// first one when `nearest`).
    pub(crate) fn captured(
        them: u64,
        p: Point,
        q: Point,
        d: Dir,
        c: Capture,
        nearest: bool,
    ) -> u64 {
        let (mut at, dir) = match c {
            Capture::Approach => (q.step(d), d),
            Capture::Withdrawal => (p.step(d.opposite()), d.opposite()),
        };
        let mut taken = 0;
        while let Some(x) = at {
            if them & x.bit() == 0 {
                break;
            }
            taken |= x.bit();
            if nearest {
                break;
            }
            at = x.step(dir);
        }
        taken
    }

    pub(crate) fn any_capture(&self) -> bool {
        let (me, them) = self.mine();
        let empty = !(self.white | self.black) & FULL;
        points(me).any(|p| {
            Dir::ALL.iter().any(|&d| {
                p.step(d).is_some_and(|q| {
                    empty & q.bit() != 0
                        && Self::capture_kinds(them, p, q, d)
                            .iter()
                            .any(Option::is_some)
                })
            })
        })
    }

    fn can_step(&self) -> bool {
        let (me, _) = self.mine();
        let empty = !(self.white | self.black) & FULL;
        points(me).any(|p| {
            Dir::ALL
                .iter()
                .any(|&d| p.step(d).is_some_and(|q| empty & q.bit() != 0))
        })
    }

    /// Calls `visit` with every legal move and the pieces it leaves; with
    /// `only`, just the moves that start as `only` does and follow its
    /// steps (so that checking a move costs one path, not every sequence).
    fn generate(
        &self,
        only: Option<&FanoronaMove>,
        visit: &mut impl FnMut(&FanoronaMove, u64, u64),
    ) {
        let (me, them) = self.mine();
        let empty = !(self.white | self.black) & FULL;
        let mode = self.mode();
        let paika = mode == Mode::VelaGiver || !self.any_capture();
        let me_only = only.map_or(me, |t| me & t.from().bit());
        if paika {
            for p in points(me_only) {
                for d in Dir::ALL {
                    if let Some(q) = p.step(d).filter(|q| empty & q.bit() != 0) {
                        visit(&FanoronaMove::paika(p, q), me ^ p.bit() ^ q.bit(), them);
                    }
                }
            }
            return;
        }
        for p in points(me_only) {
            let mut m = FanoronaMove::start(p);
            let mut path = Path {
                mode,
                only,
                m: &mut m,
            };
            self.sequence(&mut path, me, them, p, None, p.bit(), p, visit);
        }
    }

    /// The capture sequences of the piece at `at` (which came from `prev`).
    #[allow(clippy::too_many_arguments)]
    fn sequence(
        &self,
        path: &mut Path<'_>,
        me: u64,
        them: u64,
        at: Point,
        last: Option<Dir>,
        visited: u64,
        prev: Point,
        visit: &mut impl FnMut(&FanoronaMove, u64, u64),
    ) {
        let mode = path.mode;
        let first = last.is_none();
        let empty = !(me | them) & FULL;
        let mut went_on = false;
        if !first && (mode != Mode::Normal) {
            visit(path.m, me, them);
            return;
        }
        let wanted = path.only.map(|t| t.step(path.m.len()));
        for d in Dir::ALL {
            if Some(d) == last {
                continue;
            }
            let Some(q) = at.step(d) else { continue };
            if empty & q.bit() == 0 {
                continue;
            }
            let forbidden = if self.options.revisit_not_back {
                q == prev && !first
            } else {
                visited & q.bit() != 0
            };
            if forbidden {
                continue;
            }
            for c in Self::capture_kinds(them, at, q, d).into_iter().flatten() {
                went_on = true;
                if wanted.is_some_and(|w| w != Some((q, Some(c)))) {
                    continue;
                }
                let taken = Self::captured(them, at, q, d, c, mode == Mode::VelaTaker);
                path.m.push(q, c);
                let me2 = me ^ at.bit() ^ q.bit();
                self.sequence(
                    path,
                    me2,
                    them & !taken,
                    q,
                    Some(d),
                    visited | q.bit(),
                    at,
                    visit,
                );
                path.m.pop();
            }
        }
        if !first && (!went_on || !self.options.chain_mandatory) {
            visit(path.m, me, them);
        }
    }

    fn write_rows(&self, f: &mut impl fmt::Write) -> fmt::Result {
        for r in (0..ROWS).rev() {
            for c in 0..COLS {
                let p = Point::at(c, r);
                f.write_char(match self.piece(p) {
                    Some(Player::South) => 'W',
                    Some(Player::North) => 'B',
                    None => '.',
                })?;
            }
            if r > 0 {
                f.write_char('/')?;
            }
        }
        Ok(())
    }
}

/// The capture sequence being built, and the move it must follow, if any.
struct Path<'a> {
    mode: Mode,
    only: Option<&'a FanoronaMove>,
    m: &'a mut FanoronaMove,
}

/// A turn moves one piece and captures a bounded number of times: every
/// turn is decided, whatever the lap budget.
impl fanga_core::Bounded for Fanorona {}

impl Position for Fanorona {
    type Move = FanoronaMove;
    type ParseMoveError = ParseFanoronaMoveError;
    type MoveError = FanoronaMoveError;
    type Options = FanoronaOptions;

    const GAME: &'static str = "fanorona";
    const PLAYER_LETTERS: ByPlayer<char> = ByPlayer::new('W', 'B');

    fn start(options: &FanoronaOptions) -> Self {
        let turn = if options.vela && options.vela_opener_winner {
            Player::North
        } else {
            Player::South
        };
        Fanorona {
            white: START.0,
            black: START.1,
            turn,
            opened: ByPlayer::new(false, false),
            options: *options,
        }
    }

    fn from_text(s: &str, options: &FanoronaOptions) -> Result<Self, ParsePositionError> {
        let fields = text::split_fields(s, Self::PLAYER_LETTERS)?;
        let rows = text::board_rows(fields.board, usize::from(ROWS))?;
        let (mut white, mut black) = (0u64, 0u64);
        for (i, line) in rows.enumerate() {
            let r = ROWS - 1 - i as u8;
            if line.chars().count() != usize::from(COLS) {
                return Err(ParsePositionError::ColumnCount {
                    row: usize::from(r) + 1,
                    expected: "9 points".to_owned(),
                    found: line.chars().count(),
                });
            }
            for (c, ch) in line.chars().enumerate() {
                let p = Point::at(c as u8, r);
                match ch {
                    'W' => white |= p.bit(),
                    'B' => black |= p.bit(),
                    '.' => {}
                    other => {
                        return Err(ParsePositionError::BadEntry {
                            place: p.to_string(),
                            found: other.to_string(),
                            expected: "`W`, `B` or `.`",
                        });
                    }
                }
            }
        }
        for (letter, pieces) in [('W', white), ('B', black)] {
            if pieces.count_ones() > MAX_PIECES {
                return Err(ParsePositionError::TooManyPieces {
                    side: letter,
                    found: pieces.count_ones(),
                    max: MAX_PIECES,
                });
            }
        }
        if white == 0 && black == 0 {
            return Err(ParsePositionError::NoPieces);
        }
        let opened = if options.first_turn_both {
            let [v] = fields.keys(["opened"], [true])?;
            text::parse_pair(
                "opened",
                v.unwrap_or_default(),
                "two flags, like `1,0`",
                |t| match t {
                    "0" => Some(false),
                    "1" => Some(true),
                    _ => None,
                },
            )?
        } else {
            if fields.keys.iter().any(|(k, _)| *k == "opened") {
                return Err(ParsePositionError::OptionMismatch {
                    option: "first_turn=first_player".to_owned(),
                    detail: "the text has an `opened` key, which only first_turn=both_players positions have".to_owned(),
                });
            }
            fields.keys([], [])?;
            ByPlayer::new(false, false)
        };
        Ok(Fanorona {
            white,
            black,
            turn: fields.side,
            opened,
            options: *options,
        })
    }

    fn options(&self) -> FanoronaOptions {
        self.options
    }

    fn turn(&self) -> Player {
        self.turn
    }

    /// Pieces on the board.
    fn score(&self) -> ByPlayer<u32> {
        ByPlayer::from_fn(|p| self.pieces(p).count_ones())
    }

    fn outcome(&self) -> Option<Outcome> {
        let win = |winner, reason| Some(Outcome::Win { winner, reason });
        for p in Player::BOTH {
            if self.pieces(p) == 0 {
                return win(p.other(), crate::ALL_PIECES_TAKEN);
            }
        }
        if !self.can_step() {
            return win(self.turn.other(), EndReason::NO_LEGAL_MOVE);
        }
        None
    }

    fn legal_moves(&self) -> MoveList<FanoronaMove> {
        let mut moves = MoveList::new();
        if self.outcome().is_none() {
            self.generate(None, &mut |m, _, _| moves.push(*m));
        }
        moves
    }

    fn check_move(&self, m: &FanoronaMove) -> Result<(), FanoronaMoveError> {
        if let Some(o) = self.outcome() {
            return Err(FanoronaMoveError::GameOver(o));
        }
        let mut found = false;
        self.generate(Some(m), &mut |g, _, _| found |= g == m);
        if found { Ok(()) } else { Err(self.diagnose(m)) }
    }

    fn play_unchecked(&mut self, m: &FanoronaMove) {
        let (mut me, mut them) = self.mine();
        let nearest = self.mode() == Mode::VelaTaker;
        let mut at = m.from();
        for (q, c) in m.steps() {
            let d = Dir::ALL.into_iter().find(|&d| at.step(d) == Some(q));
            if let (Some(d), Some(c)) = (d, c) {
                them &= !Self::captured(them, at, q, d, c, nearest);
            }
            me ^= at.bit() ^ q.bit();
            at = q;
        }
        match self.turn {
            Player::South => (self.white, self.black) = (me, them),
            Player::North => (self.black, self.white) = (me, them),
        }
        self.opened[self.turn] = true;
        if !self.options.first_turn_both {
            self.opened = ByPlayer::new(false, false);
        }
        self.turn = self.turn.other();
    }

    fn diagram(&self) -> String {
        let mut s = String::from("    a b c d e f g h i\n");
        for r in (0..ROWS).rev() {
            let _ = write!(s, "  {} ", r + 1);
            for c in 0..COLS {
                let p = Point::at(c, r);
                s.push(match self.piece(p) {
                    Some(Player::South) => 'W',
                    Some(Player::North) => 'B',
                    None => '.',
                });
                s.push(' ');
            }
            s.push('\n');
        }
        let _ = write!(
            s,
            "  White {} pieces, Black {}",
            self.white.count_ones(),
            self.black.count_ones()
        );
        match self.outcome() {
            Some(o) => {
                let _ = write!(s, "\n  {}", o.describe(Self::PLAYER_LETTERS));
            }
            None => {
                let who = if self.turn == Player::South {
                    "White"
                } else {
                    "Black"
                };
                let _ = write!(s, "\n  {who} to move");
                if self.options.vela {
                    let phase = if self.vela_phase_one() { 1 } else { 2 };
                    let _ = write!(s, " (vela phase {phase})");
                }
            }
        }
        s
    }
}

/// `<row 5>/.../<row 1> <side> [opened=W,B]`.
impl fmt::Display for Fanorona {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_rows(f)?;
        write!(f, " {}", Self::PLAYER_LETTERS[self.turn])?;
        if self.options.first_turn_both {
            let ByPlayer { south: w, north: b } = self.opened.map(u8::from);
            write!(f, " opened={w},{b}")?;
        }
        Ok(())
    }
}

/// Reads a text with the default options, except `first_turn=both_players`
/// when the text has the `opened` key.
impl FromStr for Fanorona {
    type Err = ParsePositionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let o = FanoronaOptions {
            first_turn_both: s.split(' ').any(|f| f.starts_with("opened=")),
            ..FanoronaOptions::default()
        };
        Fanorona::from_text(s, &o)
    }
}

#[cfg(feature = "serde")]
fanga_core::impl_serde_position!(Fanorona);
#[cfg(feature = "serde")]
fanga_core::impl_serde_notation!(FanoronaMove);
