//! The fast path of random moves and playouts: a turn played on the board's
//! cells with tables built once (the circuits' successors, the capture
//! ring's), the legal holes as a bit mask, and no trace, no landing, no list
//! of choices.
//!
//! It plays the rules of the rest of the crate for the rule sets whose rules
//! it knows ([`Fast::new`] says which; the others keep the general path), and
//! it gives up on a turn whose relays run long (a turn that might never end):
//! that turn is played again on the general path, from the same generator.
//! The crate's tests compare the two move by move over random games of every
//! rule set it takes.

use fanga_core::{Player, SplitMix64};
use fanga_sowing::packed::{bytes_at_least, draw_bit, gather_high_bits, nonzero_bytes};
use fanga_sowing::{Board, Circuit, Direction, Hole};

use crate::compiled::Compiled;
use crate::ending::{EndView, Ending};
use crate::fast_tables::{CELLS, Cells, Fast, MAX_LAPS, NONE, Tables, base, store};
use crate::spec::{AllowRule, CaptureKind, CaptureSide, EnPassant, Goal, GrandSlam, Leftover};
use crate::state::{GameState, Result as GameResult, TurnState, row};

/// Where a sowing ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sown {
    /// In the mover's store.
    Store,
    /// In a hole, its captures made.
    Hole,
}

/// The cells of a circuit, in the order of `dir` from its first hole.
fn cells_of(circuit: &Circuit, dir: Direction) -> ([u8; 34], u8, [u8; CELLS]) {
    let mut cells = [NONE; 34];
    let mut next = [NONE; CELLS];
    let holes = circuit.holes();
    let mut len = 0;
    for (i, &h) in holes.iter().enumerate() {
        cells[i] = cell(h);
        len += 1;
        if let Some(n) = circuit.next(h, dir) {
            next[usize::from(cell(h))] = cell(n);
        }
    }
    (cells, len, next)
}

/// A hole's cell, as a byte (every cell of a two-row board is below 66).
fn cell(h: Hole) -> u8 {
    u8::try_from(h.cell()).unwrap_or(NONE)
}

impl Fast {
    /// The tables of `c`, if the fast path knows every rule it plays: one
    /// lap or relays from the last hole, the mover's store sown or none,
    /// captures of the last hole (and the holes before it) or across, a
    /// grand slam that is legal or captures nothing, any hole holding
    /// enough seeds allowed, feeding, passing, the goals of the most seeds
    /// and of clearing one's row, and every way to give out the seeds left.
    pub(crate) fn new(c: &Compiled) -> Option<Fast> {
        let plain_sowing = !c.first_seed_in_start
            && !c.further_moves
            && c.children.is_none()
            && c.directions.is_none()
            && c.rounds.is_none()
            && c.territory.is_none()
            && !c.opening
            && !c.seed_by_seed
            && !c.store_takes_one
            && !c.relay_next
            && !c.relay_own_side
            && !c.rules.sowing.relay_needs_opponent_row
            && !c.rules.capture.first_player_limited
            && !c.relay_captures
            && c.relay_on_count.is_none()
            && c.relay_from_count.is_none()
            && c.opponent_gets_at_most.is_none()
            && c.en_passant == EnPassant::None
            && !c.rules.sowing.relay_stops_in_store
            && c.rules.sowing.stores != crate::spec::StoreSowing::BothOwnRepeats
            && !c.rules.sowing.own_row
            && !c.rules.sowing.relay_sows_captures
            // The fast path sows into a store anticlockwise only.
            && !(c.dir == fanga_sowing::Direction::Cw
                && c.rules.sowing.stores != crate::spec::StoreSowing::None);
        // A cross capture of several holes is the engine's.
        let plain_capture = (matches!(c.capture, CaptureKind::None | CaptureKind::LastHole)
            || (c.capture == CaptureKind::Cross && c.capture_holes == 1))
            && matches!(c.grand_slam, GrandSlam::Legal | GrandSlam::NoCapture)
            && c.side != CaptureSide::OpponentThenOwn
            && c.none_in_first_moves == 0
            && !c.single_takes_facing
            && !c.singles_take_facing
            && !c.opponent_store
            && !c.repeat_on_capture
            && c.last_seeds_at_most == 0
            && !c.takes_across
            && !c.takes_last_hole
            && !c.last_seed_always_taken;
        let plain_moves = c.allow == AllowRule::Any && !c.any_hole && !c.rules.moves.rams;
        let plain_end = matches!(c.goal, Goal::MostSeeds | Goal::Clear);
        if !(plain_sowing && plain_capture && plain_moves && plain_end) {
            return None;
        }
        let mut next = [[NONE; CELLS]; 2];
        let mut circuit = [[NONE; 34]; 2];
        let mut len = [0; 2];
        for p in Player::BOTH {
            let (cells, l, n) = cells_of(c.circuits[p.index()], c.dir);
            next[p.index()] = n;
            circuit[p.index()] = cells;
            len[p.index()] = l;
        }
        let (_, _, capture_next) = cells_of(c.ring, c.capture_dir);
        let skip = c.lap_start == fanga_sowing::LapStart::NextSkippingOrigin;
        let mut fast = Fast {
            next,
            circuit,
            len,
            capture_next,
            majority: c.win_seeds,
            skip,
            per_round: len.map(|l| l - u8::from(skip)),
            capturable: [Player::South, Player::North].map(|p| {
                let own = ((1u32 << c.holes) - 1) << base(p);
                let opponent = ((1u32 << c.holes) - 1) << base(p.other());
                match c.side {
                    CaptureSide::Any | CaptureSide::OpponentThenOwn => own | opponent,
                    CaptureSide::Opponent => opponent,
                    CaptureSide::Own => own,
                    // (Never on the fast path: territory.)
                    CaptureSide::OpponentOwned => opponent,
                }
            }),
            packed: None,
        };
        fast.packed = Tables::new(c, &fast);
        Some(fast)
    }
}

/// The rows of a board as words: a row's 16 cells (those past its last
/// hole empty) in two, South's row first.
#[derive(Clone, Copy)]
struct Rows([[u64; 2]; 2]);

impl Rows {
    /// The rows of `cells`.
    #[inline(always)]
    fn of(cells: &Cells) -> Rows {
        let word = |at: usize| {
            let mut bytes = [0; 8];
            bytes.copy_from_slice(&cells[at..at + 8]);
            u64::from_le_bytes(bytes)
        };
        Rows([[word(0), word(8)], [word(16), word(24)]])
    }

    /// Whether `p`'s row holds no seed.
    #[inline(always)]
    fn empty(&self, p: Player) -> bool {
        let [lo, hi] = self.0[usize::from(row(p))];
        lo | hi == 0
    }

    /// Whether a hole of `p`'s row holds at least `min` seeds.
    #[inline(always)]
    fn any_at_least(&self, p: Player, min: u8) -> bool {
        let [lo, hi] = self.0[usize::from(row(p))];
        if min == 1 {
            lo | hi != 0
        } else if min < 0x80 {
            let t = u64::from(min) * 0x0101_0101_0101_0101;
            bytes_at_least(lo, t) | bytes_at_least(hi, t) != 0
        } else {
            self.at_least(p, min) != 0
        }
    }

    /// The holes of `p`'s row holding at least `min` seeds, as bits
    /// `0..16` (column order).
    #[inline(always)]
    fn at_least(&self, p: Player, min: u8) -> u32 {
        let [lo, hi] = self.0[usize::from(row(p))];
        let bits = |v: u64| {
            if min == 1 {
                gather_high_bits(nonzero_bytes(v))
            } else if min < 0x80 {
                gather_high_bits(bytes_at_least(v, u64::from(min) * 0x0101_0101_0101_0101))
            } else {
                let mut bits = 0;
                for (i, b) in v.to_le_bytes().into_iter().enumerate() {
                    if b >= min {
                        bits |= 1 << i;
                    }
                }
                bits
            }
        };
        bits(lo) | bits(hi) << 8
    }
}

/// The board's 32 hole cells as words (a playout's positions, compared).
#[inline]
pub(crate) fn rows(cells: &Cells) -> [u64; 4] {
    let [[a, b], [c, d]] = Rows::of(cells).0;
    [a, b, c, d]
}

/// Whether `p`'s row holds no seed.
#[inline]
fn row_empty(cells: &Cells, p: Player) -> bool {
    Rows::of(cells).empty(p)
}

/// The seeds of both rows: each word's bytes summed by a multiply (a board
/// holds at most 255 seeds, so no partial sum carries), the cells past a
/// row's last hole being empty.
#[inline(always)]
fn on_board(cells: &Cells, _holes: usize) -> u32 {
    rows(cells)
        .iter()
        .map(|&w| (w.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32)
        .sum()
}

/// One of the holes of `mask` (cells of `p`'s row, not none) drawn
/// uniformly, in the order of the cells: `list[rng.below(list.len())]`.
#[inline]
fn draw(mask: u32, p: Player, rng: &mut SplitMix64) -> usize {
    base(p) + draw_bit(mask >> base(p), false, rng) as usize
}

impl Compiled {
    /// The holes `p` may sow as a bit mask of cells (the order of
    /// [`Compiled::legal_holes`] is the bits' from the lowest), or `None`
    /// when a feeding sowing it simulates runs long.
    #[inline(always)]
    fn fast_legal(
        &self,
        f: &Fast,
        p: Player,
        cells: &Cells,
        rows: Rows,
        game: &GameState,
    ) -> Option<u32> {
        let mut mask = rows.at_least(p, self.min_seeds) << base(p);
        let opp = p.other();
        if self.must_feed && rows.empty(opp) {
            let mut m = mask;
            while m != 0 {
                let from = m.trailing_zeros() as usize;
                m &= m - 1;
                let mut sim = *cells;
                let mut ts = TurnState::of(*game, self.dir);
                self.fast_sowing(f, p, &mut sim, &mut ts, from)?;
                if row_empty(&sim, opp) {
                    mask &= !(1 << from);
                }
            }
            // Where players pass, one who cannot feed moves as he may.
            if self.pass && mask == 0 {
                mask = rows.at_least(p, self.min_seeds) << base(p);
            }
        }
        Some(mask)
    }

    /// Whether `p` has a move ([`Compiled::has_move`]).
    #[inline(always)]
    fn fast_has_move(
        &self,
        f: &Fast,
        p: Player,
        cells: &Cells,
        rows: Rows,
        game: &GameState,
    ) -> Option<bool> {
        if self.must_feed && rows.empty(p.other()) {
            return Some(self.fast_legal(f, p, cells, rows, game)? != 0);
        }
        Some(rows.any_at_least(p, self.min_seeds))
    }

    /// One lap of `seeds` from `from` along `p`'s circuit: the cell of the
    /// last seed. Whole rounds are added at once.
    #[inline(always)]
    fn fast_lap(&self, f: &Fast, p: Player, cells: &mut Cells, from: usize, seeds: u8) -> usize {
        let skip = f.skip;
        let len = f.len[p.index()];
        let per_round = f.per_round[p.index()];
        let mut n = seeds;
        if n > per_round {
            let rounds = (n - 1) / per_round;
            for &c in &f.circuit[p.index()][..usize::from(len)] {
                cells[usize::from(c)] += rounds;
            }
            if skip {
                cells[from] -= rounds;
            }
            n -= rounds * per_round;
        }
        // At most a round left: the origin is reached only without the
        // skip, by the round's last seed.
        let next = &f.next[p.index()];
        let mut at = from;
        for _ in 0..n {
            at = usize::from(next[at]);
            cells[at] += 1;
        }
        at
    }

    /// Whether `hole` qualifies for a capture by `p` ([`Compiled::qualifies`]
    /// on a hole: the fast path's sides do not depend on the last hole).
    #[inline(always)]
    fn fast_qualifies(&self, f: &Fast, p: Player, cells: &Cells, hole: usize) -> bool {
        let n = cells[hole];
        f.capturable[p.index()] & (1 << hole) != 0 && n > 0 && self.takes[usize::from(n)]
    }

    /// The holes a sowing ending in `last` captures, as a bit mask (on the
    /// board as sown).
    #[inline(always)]
    fn fast_taken(&self, f: &Fast, p: Player, cells: &Cells, last: usize) -> u64 {
        let mut taken = 0u64;
        match self.capture {
            CaptureKind::Cross => {
                let facing = last ^ 16;
                if cells[last] == 1 && self.fast_qualifies(f, p, cells, facing) {
                    taken |= 1 << facing;
                    if self.cross_takes_last_seed {
                        taken |= 1 << last;
                    }
                }
            }
            CaptureKind::LastHole => {
                let mut at = last;
                let mut count = 0;
                while count < self.capture_holes
                    && taken & (1 << at) == 0
                    && self.fast_qualifies(f, p, cells, at)
                {
                    taken |= 1 << at;
                    count += 1;
                    let n = f.capture_next[at];
                    if n == NONE {
                        break;
                    }
                    at = usize::from(n);
                }
            }
            _ => {}
        }
        taken
    }

    /// The captures of a sowing ending in `last` ([`Compiled::capture`]).
    #[inline(always)]
    fn fast_capture(
        &self,
        f: &Fast,
        p: Player,
        cells: &mut Cells,
        ts: &TurnState,
        last: usize,
    ) -> bool {
        if self.capture == CaptureKind::None
            || !ts.game.captures_on
            || (self.not_from_single && ts.lap_seeds == 1)
        {
            return false;
        }
        let taken = self.fast_taken(f, p, cells, last);
        if taken == 0 {
            return false;
        }
        if self.grand_slam == GrandSlam::NoCapture
            && (ts.opp_had_seeds || self.grand_slam_of_fed_row)
        {
            let h = usize::from(self.holes);
            let b = base(p.other());
            let slam = (b..b + h).all(|i| taken & (1 << i) != 0 || cells[i] == 0);
            if slam {
                return false;
            }
        }
        let mut t = taken;
        let mut gained = 0u8;
        while t != 0 {
            let i = t.trailing_zeros() as usize;
            t &= t - 1;
            gained += cells[i];
            cells[i] = 0;
        }
        cells[store(p)] += gained;
        true
    }

    /// One sowing from `from`, its relays and its captures
    /// ([`Compiled::sow_one`]); `None` when its relays run long.
    #[inline(always)]
    fn fast_sowing(
        &self,
        f: &Fast,
        p: Player,
        cells: &mut Cells,
        ts: &mut TurnState,
        from: usize,
    ) -> Option<Sown> {
        if self.grand_slam == GrandSlam::NoCapture {
            ts.opp_had_seeds = !row_empty(cells, p.other());
        }
        let mut origin = from;
        let mut laps = 0;
        loop {
            let seeds = std::mem::take(&mut cells[origin]);
            ts.lap_seeds = seeds;
            let last = self.fast_lap(f, p, cells, origin, seeds);
            if last == store(p) {
                return Some(Sown::Store);
            }
            if self.relay && cells[last] >= 2 {
                let stops = self.relay_stops_on_capture
                    && ts.game.captures_on
                    && self.fast_taken(f, p, cells, last) != 0;
                if !stops {
                    laps += 1;
                    if laps > MAX_LAPS {
                        return None;
                    }
                    origin = last;
                    continue;
                }
            }
            self.fast_capture(f, p, cells, ts, last);
            return Some(Sown::Hole);
        }
    }

    /// A whole turn of `p` from `first`, each further sowing drawn with
    /// `rng` among the holes offered: the turn's state after it, or `None`
    /// when a relay runs long.
    #[inline(always)]
    fn fast_turn(
        &self,
        f: &Fast,
        p: Player,
        board: &mut Board,
        game: GameState,
        first: usize,
        rng: &mut SplitMix64,
    ) -> Option<TurnState> {
        let cells = board.raw_cells_mut();
        let mut ts = TurnState::of(game, self.dir);
        let mut from = first;
        loop {
            let sown = self.fast_sowing(f, p, cells, &mut ts, from)?;
            let repeat = sown == Sown::Store && self.own_store_repeats;
            if let Some(result) = self.fast_end(f, p, cells, &ts, repeat)? {
                ts.game.result = result;
                return Some(ts);
            }
            if !repeat {
                if self.pass
                    && !self.fast_has_move(f, p.other(), cells, Rows::of(cells), &ts.game)?
                {
                    ts.passes = true;
                }
                return Some(ts);
            }
            let mask = self.fast_legal(f, p, cells, Rows::of(cells), &ts.game)?;
            from = match mask.count_ones() {
                0 => return Some(ts),
                1 => mask.trailing_zeros() as usize,
                _ => draw(mask, p, rng),
            };
        }
    }

    /// Whether a store already holds the majority that ends the game at
    /// the next sowing (a position set up so, not one reached by play):
    /// the packed kernel checks the majority only when a store changes.
    pub(crate) fn majority_pending(&self, f: &Fast, cells: &Cells) -> bool {
        self.majority_ends && self.fast_clear_winner(f, cells).is_some()
    }

    /// More than half the seeds in a store wins; half each draws.
    #[inline(always)]
    fn fast_clear_winner(&self, f: &Fast, cells: &Cells) -> Option<GameResult> {
        let half = f.majority;
        let (s, n) = (
            u32::from(cells[store(Player::South)]),
            u32::from(cells[store(Player::North)]),
        );
        if n > half {
            Some(GameResult::Win(Player::North))
        } else if s > half {
            Some(GameResult::Win(Player::South))
        } else if n == half && s == half {
            Some(GameResult::Draw)
        } else {
            None
        }
    }

    /// The end of the game after a sowing by `p` ([`Compiled::ending`] on
    /// the cells, and the seeds given out when it is over); `None` when a
    /// feeding sowing it simulates runs long.
    #[inline(always)]
    fn fast_end(
        &self,
        f: &Fast,
        p: Player,
        cells: &mut Cells,
        ts: &TurnState,
        repeat: bool,
    ) -> Option<Option<GameResult>> {
        let view = CellsView {
            c: self,
            f,
            cells,
            rows: Rows::of(cells),
            game: ts.game,
        };
        Some(match self.ending(&view, p, repeat)? {
            Ending::On => None,
            Ending::Decided(r) => Some(r),
            Ending::Over(gives) => Some(self.fast_over(f, p, cells, gives)),
        })
    }

    /// The end of a game after a sowing by `p`: the seeds of the unfed
    /// player's board given to him (`unfed`), then the seeds left given out,
    /// and the result.
    pub(crate) fn fast_over(
        &self,
        f: &Fast,
        p: Player,
        cells: &mut Cells,
        unfed: Option<Player>,
    ) -> GameResult {
        let h = usize::from(self.holes);
        if let Some(u) = unfed {
            give_all(cells, u, h);
        }
        self.fast_dispose(p, cells);
        self.fast_clear_winner(f, cells).unwrap_or_else(|| {
            let score = |p: Player| {
                let row = if self.rows_count {
                    cells[base(p)..base(p) + h]
                        .iter()
                        .map(|&n| u32::from(n))
                        .sum()
                } else {
                    0
                };
                u32::from(cells[store(p)]) + row
            };
            match score(Player::South).cmp(&score(Player::North)) {
                std::cmp::Ordering::Greater => GameResult::Win(Player::South),
                std::cmp::Ordering::Less => GameResult::Win(Player::North),
                std::cmp::Ordering::Equal => GameResult::Draw,
            }
        })
    }

    /// The seeds left at the end, given out ([`Compiled::dispose`]).
    fn fast_dispose(&self, mover: Player, cells: &mut Cells) {
        let h = usize::from(self.holes);
        match self.leftover {
            Leftover::Owner => {
                for p in Player::BOTH {
                    let left: u8 = cells[base(p)..base(p) + h].iter().sum();
                    cells[base(p)..base(p) + h].fill(0);
                    cells[store(p)] += left;
                }
            }
            // The seeds left stay where they are: counted for nobody, or
            // for their row's owner (the score counts them).
            Leftover::Nobody | Leftover::OwnerInPlace => {}
            Leftover::LastMover => give_all(cells, mover, h),
            Leftover::Divided => {
                let left = on_board(cells, h);
                let (s, n) = (cells[store(Player::South)], cells[store(Player::North)]);
                let odd_to = if n > s { Player::South } else { Player::North };
                let half = u8::try_from(left / 2).unwrap_or(u8::MAX);
                for p in Player::BOTH {
                    cells[base(p)..base(p) + h].fill(0);
                    cells[store(p)] += half;
                }
                if left % 2 == 1 {
                    cells[store(odd_to)] += 1;
                }
            }
        }
    }

    /// One random move from the position (`board`, `game`, `mover`):
    /// the first hole drawn uniformly among the legal ones, each further
    /// sowing among those offered. `Some(None)`: no move; `None`: a relay
    /// ran long, nothing was changed but `rng`.
    #[inline(always)]
    pub(crate) fn fast_move(
        &self,
        f: &Fast,
        board: &mut Board,
        game: GameState,
        mover: Player,
        rng: &mut SplitMix64,
    ) -> Option<Option<(Hole, TurnState)>> {
        let cells = board.raw_cells();
        let mask = self.fast_legal(f, mover, cells, Rows::of(cells), &game)?;
        if mask == 0 {
            return Some(None);
        }
        let first = draw(mask, mover, rng);
        let ts = if self.relay {
            // A relay may run long: the turn is played on a copy, and the
            // board is left as it was when it does.
            let mut after = *board;
            let ts = self.fast_turn(f, mover, &mut after, game, first, rng)?;
            *board = after;
            ts
        } else {
            // Without relays every sowing ends on the fast path.
            self.fast_turn(f, mover, board, game, first, rng)?
        };
        let hole = Hole::at(
            u8::try_from(first % 16).unwrap_or(0),
            u8::try_from(first / 16).unwrap_or(0),
        );
        Some(Some((hole, ts)))
    }
}

/// Every seed on the board to `p`'s store.
fn give_all(cells: &mut Cells, p: Player, holes: usize) {
    let mut left = 0u8;
    for q in Player::BOTH {
        left += cells[base(q)..base(q) + holes].iter().sum::<u8>();
        cells[base(q)..base(q) + holes].fill(0);
    }
    cells[store(p)] += left;
}

/// The fast path's cells, as the end rules read them.
struct CellsView<'a> {
    c: &'a Compiled,
    f: &'a Fast,
    cells: &'a Cells,
    rows: Rows,
    game: GameState,
}

impl EndView for CellsView<'_> {
    #[inline(always)]
    fn empty(&self, p: Player) -> bool {
        self.rows.empty(p)
    }

    #[inline(always)]
    fn sowable(&self, p: Player) -> bool {
        self.rows.any_at_least(p, self.c.min_seeds)
    }

    #[inline(always)]
    fn has_move(&self, p: Player) -> Option<bool> {
        self.c
            .fast_has_move(self.f, p, self.cells, self.rows, &self.game)
    }

    #[inline(always)]
    fn majority(&self) -> Option<GameResult> {
        self.c.fast_clear_winner(self.f, self.cells)
    }

    #[inline(always)]
    fn left(&self) -> u32 {
        on_board(self.cells, usize::from(self.c.holes))
    }
}
