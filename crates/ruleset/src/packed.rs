//! The packed kernel of the fast path: a rule set's board in one `u128`,
//! one byte a hole, for the rule sets whose rows fit its halves (no store
//! sown: `h <= 8`; one's own store sown: `h + 1 <= 8`).
//!
//! The board is held **from the mover's side, in sowing order**: the
//! mover's row in bytes `0..h` from his first hole, the opponent's row in
//! bytes `8..8 + h` from his, and with the stores sown the mover's store in
//! byte 7, the opponent's in byte 15. A lap is then a few additions of byte
//! masks (whole rounds, then the remainder, from tables), the holes a
//! player may sow a gather of the low word, and handing the turn over one
//! swap of the halves (each row at a fixed place: no shift depends on the
//! board's size). A board holds at most 255 seeds, so no byte ever carries
//! into the next. The stores of a rule set that sows none are kept beside
//! the word.
//!
//! It plays exactly the semantics of [`crate::fast`] (the tests compare
//! both with the shell move by move): the rule flags that shape the hot
//! loop (the store sown, relays, the kind of capture) are const generics,
//! chosen once per playout; the other rules are read from the compiled rule
//! set. The end of a game (the seeds left given out, the score) is played
//! once, on the board's cells.

use fanga_core::playout::Playout;
use fanga_core::{Player, Position, SplitMix64};
use fanga_sowing::packed::{CLEAR, FULL, bytes_at_least, draw_bit, gather_high_bits};
use fanga_sowing::{Board, Hole, Setup};

use crate::compiled::Compiled;
use crate::ending::{EndView, Ending};
use crate::fast_tables::{CELLS, Cells, Fast, MAX_LAPS, NONE, Tables, base, store};
use crate::seen::Seen;
use crate::spec::{CaptureKind, Goal, GrandSlam};
use crate::state::{GameState, Result as GameResult, TurnState};
use crate::two_row::Engine;

/// `1` in each of a `u64`'s bytes.
const ONES64: u64 = 0x0101_0101_0101_0101;

/// The byte of the mover's store, when it is sown (the opponent's is the
/// same byte of the high word).
const STORE: u32 = 7;

/// The place of step `k` of a circuit of `h` holes a row (`s`: the mover's
/// store sown): the mover's row, his store, the opponent's row.
const fn place(k: usize, h: usize, s: usize) -> usize {
    if k < h {
        k
    } else if s == 1 && k == h {
        STORE as usize
    } else {
        8 + k - h - s
    }
}

impl Tables {
    /// The packed tables of a rule set the fast path plays (its tables
    /// `f`), if its circuit fits 16 bytes and reads as the packed word
    /// holds it.
    pub(crate) fn new(c: &Compiled, f: &Fast) -> Option<Tables> {
        let h = usize::from(c.holes);
        let s = usize::from(c.own_store_repeats);
        let cl = 2 * h + s;
        if h + s > 8 || c.min_seeds >= 0x80 || c.none_in_first_moves != 0 {
            return None;
        }
        let mut cell_of = [[NONE; 16]; 2];
        let mut pos_of = [[NONE; CELLS]; 2];
        let mut reversed = [false; 2];
        let mut per_player = [([NONE; 16], [NONE; 16], 0u32); 2];
        for p in Player::BOTH {
            let next = &f.next[p.index()];
            let b = base(p);
            let in_row = |cell: usize, q: Player| (base(q)..base(q) + h).contains(&cell);
            // His first hole: the one the circuit enters his row by.
            let first = (b..b + h)
                .find(|&cell| !(0..CELLS).any(|q| usize::from(next[q]) == cell && in_row(q, p)))?;
            let cells = &mut cell_of[p.index()];
            let mut at = first;
            for k in 0..cl {
                let i = place(k, h, s);
                cells[i] = u8::try_from(at).ok()?;
                pos_of[p.index()][at] = u8::try_from(i).ok()?;
                let n = next[at];
                if n == NONE {
                    return None;
                }
                at = usize::from(n);
            }
            if at != first {
                return None;
            }
            let layout = (0..cl).all(|k| {
                let cell = usize::from(cells[place(k, h, s)]);
                if k < h {
                    in_row(cell, p)
                } else if s == 1 && k == h {
                    cell == store(p)
                } else {
                    in_row(cell, p.other())
                }
            });
            if !layout {
                return None;
            }
            if s == 1 {
                cells[8 + STORE as usize] = u8::try_from(store(p.other())).ok()?;
            }
            reversed[p.index()] = h > 1 && cells[1] < cells[0];
            let (capture_next, facing, capturable) = &mut per_player[p.index()];
            for i in (0..cl)
                .filter(|&k| s == 0 || k != h)
                .map(|k| place(k, h, s))
            {
                let cell = usize::from(cells[i]);
                let n = f.capture_next[cell];
                capture_next[i] = if n == NONE {
                    NONE
                } else {
                    pos_of[p.index()][usize::from(n)]
                };
                facing[i] = pos_of[p.index()][cell ^ 16];
                if f.capturable[p.index()] & (1 << cell) != 0 {
                    *capturable |= 1 << i;
                }
            }
        }
        // The board turns round with the move: both players' places must
        // read alike.
        if per_player[0] != per_player[1] {
            return None;
        }
        let (capture_next, facing, capturable) = per_player[0];
        let mut tail = [[0u128; 32]; 16];
        let mut land = [[NONE; 32]; 16];
        let mut round = 0u128;
        for k in 0..cl {
            let i = place(k, h, s);
            round |= 1 << (8 * i);
            for r in 1..=cl {
                let at = place((k + r) % cl, h, s);
                tail[i][r] = tail[i][r - 1] | 1u128 << (8 * at);
                land[i][r] = u8::try_from(at).ok()?;
            }
        }
        let c32 = u32::try_from(cl).ok()?;
        Some(Tables {
            row: FULL[h] as u64,
            cell_of,
            reversed,
            tail,
            land,
            round,
            per_round: c32 - u32::from(f.skip),
            skip: f.skip,
            capture_next,
            facing,
            capturable,
            min: u64::from(c.min_seeds) * ONES64,
            min_one: c.min_seeds == 1,
            majority: f.majority,
            majority_ends: c.majority_ends && c.goal == Goal::MostSeeds,
        })
    }

    /// The mover's row: bytes `0..h`.
    #[inline(always)]
    fn own(&self, x: u128) -> u64 {
        x as u64 & self.row
    }

    /// The opponent's row, as bytes `0..h`.
    #[inline(always)]
    fn opponent(&self, x: u128) -> u64 {
        (x >> 64) as u64 & self.row
    }

    /// The holes of a row (bytes `0..h`, the others clear) holding enough
    /// seeds to be sown, as bits.
    #[inline(always)]
    fn sowable(&self, row: u64) -> u32 {
        gather_high_bits(bytes_at_least(row, self.min))
    }

    /// Whether a row (bytes `0..h`, the others clear) has a hole holding
    /// enough seeds to be sown.
    #[inline(always)]
    fn any_sowable(&self, row: u64) -> bool {
        if self.min_one {
            row != 0
        } else {
            bytes_at_least(row, self.min) != 0
        }
    }
}

/// A position on the packed path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Packed {
    /// The board in the mover's sowing order.
    x: u128,
    /// The player to move.
    mover: Player,
    /// The stores, South's first, when no store is sown (they are in `x`
    /// otherwise).
    stores: [u8; 2],
}

/// The byte at place `i` of `x`.
#[inline(always)]
fn byte(x: u128, i: u32) -> u8 {
    x.to_le_bytes()[i as usize & 15]
}

/// All ones in byte `i`.
#[inline(always)]
fn byte_mask(i: u32) -> u128 {
    !CLEAR[i as usize & 15]
}

/// The sum of the bytes of `v` (at most 255: the seeds of a board).
#[inline(always)]
fn sum_bytes(v: u128) -> u32 {
    let lo = (v as u64).wrapping_mul(ONES64) >> 56;
    let hi = ((v >> 64) as u64).wrapping_mul(ONES64) >> 56;
    (lo + hi) as u32
}

/// Where a sowing ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sown {
    /// In the mover's store.
    Store,
    /// In a hole, and it captured.
    Captured,
    /// In a hole, capturing nothing.
    Hole,
}

/// The packed kernel of a rule set: `S` its mover's store is sown, `R` it
/// relays, `K` its capture (0 none, 1 the last hole's, 2 across).
struct Kernel<'a, const S: bool, const R: bool, const K: u8> {
    /// The compiled rule set.
    c: &'a Compiled,
    /// Its packed tables.
    t: &'a Tables,
}

impl<const S: bool, const R: bool, const K: u8> Kernel<'_, S, R, K> {
    /// Hands the turn over: the two halves swap.
    #[inline(always)]
    fn rotate(&self, p: &Packed) -> Packed {
        Packed {
            x: p.x.rotate_left(64),
            mover: p.mover.other(),
            stores: p.stores,
        }
    }

    /// The seeds in the mover's store and the opponent's.
    #[inline(always)]
    fn stores(&self, p: &Packed) -> (u32, u32) {
        if S {
            (
                u32::from((p.x >> (8 * STORE)) as u8),
                u32::from((p.x >> (64 + 8 * STORE)) as u8),
            )
        } else {
            (
                u32::from(p.stores[p.mover.index()]),
                u32::from(p.stores[p.mover.other().index()]),
            )
        }
    }

    /// The seeds in both stores.
    #[inline(always)]
    fn in_stores(&self, p: &Packed) -> u32 {
        if S {
            let (a, b) = self.stores(p);
            a + b
        } else {
            u32::from(p.stores[0]) + u32::from(p.stores[1])
        }
    }

    /// Whether `i` qualifies for the mover's capture.
    #[inline(always)]
    fn qualifies(&self, x: u128, i: u32) -> bool {
        self.t.capturable & (1 << (i & 15)) != 0 && self.c.takes[usize::from(byte(x, i))]
    }

    /// The places a sowing ending at `last` captures, as a byte mask.
    #[inline(always)]
    fn taken(&self, x: u128, last: u32) -> u128 {
        let mut taken = 0u128;
        if K == 2 {
            let facing = u32::from(self.t.facing[last as usize]);
            if byte(x, last) == 1 && self.qualifies(x, facing) {
                taken |= byte_mask(facing);
                if self.c.cross_takes_last_seed {
                    taken |= byte_mask(last);
                }
            }
        } else if K == 1 {
            let mut at = last;
            let mut count = 0;
            let mut places = 0u32;
            while self.qualifies(x, at)
                && count < self.c.capture_holes
                && places & (1 << (at & 15)) == 0
            {
                places |= 1 << (at & 15);
                taken |= byte_mask(at);
                count += 1;
                let n = self.t.capture_next[at as usize];
                if n == NONE {
                    break;
                }
                at = u32::from(n);
            }
        }
        taken
    }

    /// The captures of a sowing ending at `last`: whether it captured.
    #[inline(always)]
    fn capture(&self, p: &mut Packed, ts: &TurnState, last: u32) -> bool {
        if K == 0 || !ts.game.captures_on || (self.c.not_from_single && ts.lap_seeds == 1) {
            return false;
        }
        let taken = self.taken(p.x, last);
        if taken == 0 {
            return false;
        }
        if self.c.grand_slam == GrandSlam::NoCapture
            && (ts.opp_had_seeds || self.c.grand_slam_of_fed_row)
            && self.t.opponent(p.x & !taken) == 0
        {
            return false;
        }
        let gained = sum_bytes(p.x & taken);
        p.x &= !taken;
        if S {
            p.x += u128::from(gained) << (8 * STORE);
        } else {
            let s = &mut p.stores[p.mover.index()];
            *s = s.wrapping_add(gained as u8);
        }
        true
    }

    /// One lap of the seeds of place `i` (taken up): the place of the last
    /// seed.
    ///
    /// The arithmetic of [`fanga_sowing::packed::ring`], on tables indexed
    /// by byte rather than by place: this kernel's places are not
    /// consecutive bytes (the mover's store in byte 7, the opponent's row
    /// from byte 8), and a [`Ring`](fanga_sowing::packed::ring::Ring) lap
    /// here, with a place looked up before it and a byte after, cost 3.2%
    /// more instructions on random games of the default rule set (measured
    /// under callgrind, 2026-11-29).
    #[inline(always)]
    fn lap(&self, p: &mut Packed, i: u32) -> (u32, u8) {
        let t = self.t;
        let seeds = byte(p.x, i);
        let mut x = p.x & CLEAR[i as usize & 15];
        let mut n = u32::from(seeds);
        if n > t.per_round {
            let rounds = (n - 1) / t.per_round;
            let round = if t.skip {
                t.round & CLEAR[i as usize]
            } else {
                t.round
            };
            x += u128::from(rounds) * round;
            n -= rounds * t.per_round;
        }
        p.x = x + t.tail[i as usize & 15][n as usize & 31];
        (u32::from(t.land[i as usize & 15][n as usize & 31]), seeds)
    }

    /// One sowing from place `from`, its relays and its captures: where it
    /// ended, or `None` when its relays run long.
    #[inline(always)]
    fn sowing(&self, p: &mut Packed, ts: &mut TurnState, from: u32) -> Option<Sown> {
        if self.c.grand_slam == GrandSlam::NoCapture {
            ts.opp_had_seeds = self.t.opponent(p.x) != 0;
        }
        let mut origin = from;
        let mut laps = 0;
        loop {
            let (last, seeds) = self.lap(p, origin);
            ts.lap_seeds = seeds;
            if S && last == STORE {
                return Some(Sown::Store);
            }
            if R && byte(p.x, last) >= 2 {
                let stops = self.c.relay_stops_on_capture
                    && ts.game.captures_on
                    && self.taken(p.x, last) != 0;
                if !stops {
                    laps += 1;
                    if laps > MAX_LAPS {
                        return None;
                    }
                    origin = last;
                    continue;
                }
            }
            return Some(if self.capture(p, ts, last) {
                Sown::Captured
            } else {
                Sown::Hole
            });
        }
    }

    /// The holes the mover may sow, as bits of places, or `None` when a
    /// feeding sowing it simulates runs long.
    #[inline(always)]
    fn legal(&self, p: &Packed, game: &GameState) -> Option<u32> {
        let mut mask = self.t.sowable(self.t.own(p.x));
        if self.c.must_feed && self.t.opponent(p.x) == 0 {
            let mut m = mask;
            while m != 0 {
                let from = m.trailing_zeros();
                m &= m - 1;
                let mut sim = *p;
                let mut ts = TurnState::of(*game, self.c.dir);
                self.sowing(&mut sim, &mut ts, from)?;
                if self.t.opponent(sim.x) == 0 {
                    mask &= !(1 << from);
                }
            }
            // Where players pass, one who cannot feed moves as he may.
            if self.c.pass && mask == 0 {
                mask = self.t.sowable(self.t.own(p.x));
            }
        }
        Some(mask)
    }

    /// Whether the mover has a move.
    #[inline(always)]
    fn has_move(&self, p: &Packed, game: &GameState) -> Option<bool> {
        if self.c.must_feed && self.t.opponent(p.x) == 0 {
            return Some(self.legal(p, game)? != 0);
        }
        Some(self.t.any_sowable(self.t.own(p.x)))
    }

    /// Whether the opponent of the mover has a move.
    #[inline(always)]
    fn next_has_move(&self, p: &Packed, game: &GameState) -> Option<bool> {
        if self.c.must_feed && self.t.own(p.x) == 0 {
            return Some(self.legal(&self.rotate(p), game)? != 0);
        }
        Some(self.t.any_sowable(self.t.opponent(p.x)))
    }

    /// More than half the seeds in a store wins; half each draws.
    #[inline(always)]
    fn majority(&self, p: &Packed) -> Option<GameResult> {
        let half = self.t.majority;
        let (own, other) = self.stores(p);
        if other > half {
            Some(GameResult::Win(p.mover.other()))
        } else if own > half {
            Some(GameResult::Win(p.mover))
        } else if own == half && other == half {
            Some(GameResult::Draw)
        } else {
            None
        }
    }

    /// The end of the game after a sowing by the mover
    /// ([`Compiled::ending`] on the packed word; a result decided as the
    /// board stands is put in the turn's state); `None` when a feeding
    /// sowing it simulates runs long.
    #[inline(never)]
    fn end(&self, p: &Packed, ts: &mut TurnState, repeat: bool) -> Option<Ending> {
        let view = PackedView {
            k: self,
            p,
            game: ts.game,
        };
        let ending = self.c.ending(&view, p.mover, repeat)?;
        if let Ending::Decided(r) = ending {
            ts.game.result = r;
        }
        Some(ending)
    }

    /// One of the holes of `mask` drawn uniformly in column order.
    #[inline(always)]
    fn draw(&self, mask: u32, mover: Player, rng: &mut SplitMix64) -> u32 {
        draw_bit(mask, self.t.reversed[mover.index()], rng)
    }

    /// A whole turn from place `first`, each further sowing drawn with
    /// `rng`: its state and how it left the game, or `None` when a relay
    /// runs long. The board is not turned round.
    #[inline(always)]
    fn turn(
        &self,
        p: &mut Packed,
        game: GameState,
        first: u32,
        rng: &mut SplitMix64,
    ) -> Option<(TurnState, Ending)> {
        let mut ts = TurnState::of(game, self.c.dir);
        let mut from = first;
        loop {
            let sown = self.sowing(p, &mut ts, from)?;
            let repeat = S && sown == Sown::Store;
            let (own, opp) = (self.t.own(p.x), self.t.opponent(p.x));
            // Most sowings leave both players a hole to sow and the seeds
            // in the stores short of a majority: the game goes on, nobody
            // passes, and a further sowing may take any of the mover's holes
            // holding enough seeds (the opponent's row is not empty).
            let quiet = self.t.any_sowable(opp)
                && self.t.any_sowable(own)
                && self.c.fewer_than == 0
                // (Seeds reach the stores by a capture, or through a lap
                // passing the mover's store.)
                && !(self.t.majority_ends
                    && (S || sown != Sown::Hole)
                    && self.majority(p).is_some());
            let mask = if quiet {
                if !repeat {
                    return Some((ts, Ending::On));
                }
                self.t.sowable(own)
            } else {
                let ending = self.end(p, &mut ts, repeat)?;
                if ending != Ending::On {
                    return Some((ts, ending));
                }
                if !repeat {
                    if self.c.pass && !self.next_has_move(p, &ts.game)? {
                        ts.passes = true;
                    }
                    return Some((ts, ending));
                }
                self.legal(p, &ts.game)?
            };
            from = match mask.count_ones() {
                0 => return Some((ts, Ending::On)),
                1 => mask.trailing_zeros(),
                _ => self.draw(mask, p.mover, rng),
            };
        }
    }

    /// One random move: the first hole drawn among the legal ones, then
    /// the turn. `Some(None)`: no move; `None`: a relay ran long (`p` is
    /// left as it was).
    #[inline(always)]
    fn random_move(
        &self,
        p: &mut Packed,
        game: GameState,
        rng: &mut SplitMix64,
    ) -> Option<Option<(u32, TurnState, Ending)>> {
        let mask = self.legal(p, &game)?;
        if mask == 0 {
            return Some(None);
        }
        let first = self.draw(mask, p.mover, rng);
        let (ts, ending) = if R {
            let mut after = *p;
            let done = self.turn(&mut after, game, first, rng)?;
            *p = after;
            done
        } else {
            self.turn(p, game, first, rng)?
        };
        Some(Some((first, ts, ending)))
    }

    /// Packs `cells` with `mover` to move.
    #[inline]
    fn load(&self, cells: &Cells, mover: Player) -> Packed {
        let mut x = 0u128;
        for (i, &cell) in self.t.cell_of[mover.index()].iter().enumerate() {
            if cell != NONE {
                x |= u128::from(cells[usize::from(cell)]) << (8 * i);
            }
        }
        Packed {
            x,
            mover,
            stores: [cells[store(Player::South)], cells[store(Player::North)]],
        }
    }

    /// Writes `p` into `cells`.
    #[inline]
    fn unload(&self, p: &Packed, cells: &mut Cells) {
        for (i, &cell) in self.t.cell_of[p.mover.index()].iter().enumerate() {
            if cell != NONE {
                cells[usize::from(cell)] = byte(p.x, i as u32);
            }
        }
        if !S {
            cells[store(Player::South)] = p.stores[0];
            cells[store(Player::North)] = p.stores[1];
        }
    }

    /// The hole at place `i` of `mover`'s row.
    fn hole(&self, mover: Player, i: u32) -> Hole {
        let cell = self.t.cell_of[mover.index()][i as usize];
        Hole::at(cell % 16, cell / 16)
    }

    /// One random move from (`board`, `game`, `mover`) (as
    /// [`Compiled::fast_move`]).
    fn play(
        &self,
        f: &Fast,
        board: &mut Board,
        game: GameState,
        mover: Player,
        rng: &mut SplitMix64,
    ) -> Option<Option<(Hole, TurnState)>> {
        let mut p = self.load(board.raw_cells(), mover);
        let Some((first, mut ts, ending)) = self.random_move(&mut p, game, rng)? else {
            return Some(None);
        };
        let cells = board.raw_cells_mut();
        self.unload(&p, cells);
        if let Ending::Over(gives) = ending {
            ts.game.result = self.c.fast_over(f, mover, cells, gives);
        }
        Some(Some((self.hole(mover, first), ts)))
    }

    /// Records the position `p` reached by a ply from a position of
    /// `stores` seeds in the stores: `false` if it was reached before.
    #[inline(always)]
    fn seen(&self, seen: &mut Seen<(u128, Player)>, p: &Packed, stores: u32) -> bool {
        if self.in_stores(p) != stores {
            seen.reset();
        }
        seen.add((p.x, p.mover))
    }

    /// A random playout from `pos` (the game not over), as
    /// `random::playout` plays it.
    fn playout(&self, f: &Fast, pos: &Engine, rng: &mut SplitMix64, max: usize) -> Playout<Engine> {
        let c = self.c;
        let mut board = pos.board();
        let mut game = pos.game_state();
        let mut p = self.load(board.raw_cells(), pos.turn());
        let mut plies = 0;
        let mut position = *pos;
        let mut seen = (c.repetition != fanga_core::RepetitionRule::None)
            .then(|| Seen::new((p.x, p.mover), 0));
        // The board's cells hold the position once the game is over.
        let mut unloaded = false;
        while plies < max && game.result == GameResult::None {
            let saved = rng.clone();
            let stores = self.in_stores(&p);
            match self.random_move(&mut p, game, rng) {
                Some(None) => break,
                Some(Some((_, state, ending))) => {
                    game = state.game;
                    plies += 1;
                    match ending {
                        Ending::On => {
                            if !state.passes {
                                p = self.rotate(&p);
                            }
                        }
                        Ending::Decided(_) => {
                            p = self.rotate(&p);
                            break;
                        }
                        Ending::Over(gives) => {
                            let cells = board.raw_cells_mut();
                            self.unload(&p, cells);
                            game.result = c.fast_over(f, p.mover, cells, gives);
                            p.mover = p.mover.other();
                            unloaded = true;
                            break;
                        }
                    }
                }
                None => {
                    // A relay ran long: this ply goes through the shell.
                    *rng = saved;
                    self.unload(&p, board.raw_cells_mut());
                    position.set_unchecked(Setup {
                        board,
                        turn: p.mover,
                        game_state: game,
                    });
                    if !crate::by_sowing::play_by_sowing(&mut position, rng) {
                        return finish(position, plies, false);
                    }
                    plies += 1;
                    if position.ended_by_infinite_turn() {
                        return finish(position, plies, false);
                    }
                    board = position.board();
                    game = position.game_state();
                    p = self.load(board.raw_cells(), position.turn());
                    if game.result != GameResult::None {
                        break;
                    }
                }
            }
            // A game over is a position of its own: it never repeats one.
            if let Some(seen) = &mut seen
                && !self.seen(seen, &p, stores)
            {
                self.unload(&p, board.raw_cells_mut());
                position.set_unchecked(Setup {
                    board,
                    turn: p.mover,
                    game_state: game,
                });
                return finish(position, plies, true);
            }
        }
        if !unloaded {
            self.unload(&p, board.raw_cells_mut());
        }
        position.set_unchecked(Setup {
            board,
            turn: p.mover,
            game_state: game,
        });
        finish(position, plies, false)
    }
}

/// The playout that ended at `position` after `plies`, by a repetition or
/// as the position says.
fn finish(position: Engine, plies: usize, repeated: bool) -> Playout<Engine> {
    Playout {
        outcome: if repeated {
            position.repetition_outcome()
        } else {
            Position::outcome(&position)
        },
        position,
        plies,
    }
}

/// Calls `$body` with `$k`, the kernel of the rule set's flags.
macro_rules! with_kernel {
    ($c:expr, $t:expr, |$k:ident| $body:expr) => {{
        let (c, t) = ($c, $t);
        match (c.own_store_repeats, c.relay, c.capture) {
            (false, false, CaptureKind::None) => {
                let $k = Kernel::<false, false, 0> { c, t };
                $body
            }
            (false, false, CaptureKind::LastHole) => {
                let $k = Kernel::<false, false, 1> { c, t };
                $body
            }
            (false, false, _) => {
                let $k = Kernel::<false, false, 2> { c, t };
                $body
            }
            (false, true, CaptureKind::None) => {
                let $k = Kernel::<false, true, 0> { c, t };
                $body
            }
            (false, true, CaptureKind::LastHole) => {
                let $k = Kernel::<false, true, 1> { c, t };
                $body
            }
            (false, true, _) => {
                let $k = Kernel::<false, true, 2> { c, t };
                $body
            }
            (true, false, CaptureKind::None) => {
                let $k = Kernel::<true, false, 0> { c, t };
                $body
            }
            (true, false, CaptureKind::LastHole) => {
                let $k = Kernel::<true, false, 1> { c, t };
                $body
            }
            (true, false, _) => {
                let $k = Kernel::<true, false, 2> { c, t };
                $body
            }
            (true, true, CaptureKind::None) => {
                let $k = Kernel::<true, true, 0> { c, t };
                $body
            }
            (true, true, CaptureKind::LastHole) => {
                let $k = Kernel::<true, true, 1> { c, t };
                $body
            }
            (true, true, _) => {
                let $k = Kernel::<true, true, 2> { c, t };
                $body
            }
        }
    }};
}

/// One random move on the packed path (as [`Compiled::fast_move`]):
/// `Some(None)`: no move; `None`: a relay ran long, nothing was changed
/// but `rng`.
pub(crate) fn play(
    c: &Compiled,
    f: &Fast,
    t: &Tables,
    board: &mut Board,
    game: GameState,
    mover: Player,
    rng: &mut SplitMix64,
) -> Option<Option<(Hole, TurnState)>> {
    with_kernel!(c, t, |k| k.play(f, board, game, mover, rng))
}

/// A random playout from `pos` (the game not over) on the packed path.
pub(crate) fn playout(
    c: &Compiled,
    f: &Fast,
    t: &Tables,
    pos: &Engine,
    rng: &mut SplitMix64,
    max: usize,
) -> Playout<Engine> {
    with_kernel!(c, t, |k| k.playout(f, pos, rng, max))
}

/// The packed word, as the end rules read it.
struct PackedView<'a, 'k, const S: bool, const R: bool, const K: u8> {
    k: &'a Kernel<'k, S, R, K>,
    p: &'a Packed,
    game: GameState,
}

impl<const S: bool, const R: bool, const K: u8> EndView for PackedView<'_, '_, S, R, K> {
    #[inline(always)]
    fn empty(&self, p: Player) -> bool {
        if p == self.p.mover {
            self.k.t.own(self.p.x) == 0
        } else {
            self.k.t.opponent(self.p.x) == 0
        }
    }

    #[inline(always)]
    fn sowable(&self, p: Player) -> bool {
        if p == self.p.mover {
            self.k.t.any_sowable(self.k.t.own(self.p.x))
        } else {
            self.k.t.any_sowable(self.k.t.opponent(self.p.x))
        }
    }

    #[inline(always)]
    fn has_move(&self, p: Player) -> Option<bool> {
        if p == self.p.mover {
            self.k.has_move(self.p, &self.game)
        } else {
            self.k.next_has_move(self.p, &self.game)
        }
    }

    #[inline(always)]
    fn majority(&self) -> Option<GameResult> {
        self.k.majority(self.p)
    }

    #[inline(always)]
    fn left(&self) -> u32 {
        let (own, opp) = (self.k.t.own(self.p.x), self.k.t.opponent(self.p.x));
        sum_bytes(u128::from(own) | u128::from(opp) << 64)
    }
}
