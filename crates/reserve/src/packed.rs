//! Random moves of the four-row reserve games on packed rings.
//!
//! [`play_random`] draws exactly the move [`SowingPosition::play_random_uniform`]
//! draws: it lists the same whole turns in the same order (the openings in
//! the order of [`openings`](crate::openings), then the choices depth first,
//! as [`relay::explore`](fanga_sowing::relay::explore) visits them) and makes the
//! same single draw, `rng.below(n)`. Only the way the turns are played
//! differs:
//!
//! - the mover's ring is a 16-byte array, one byte a hole in the order of
//!   [`Circuit::holes`](fanga_sowing::Circuit::holes) (clockwise): a lap adds its
//!   whole rounds and then its remainder, a mask from a table, as two 128-bit
//!   additions, whatever its length and direction (a lap on the engine's
//!   packed [`Ring`], one ring each way round);
//! - the opponent's inner row is a second array, byte k holding the hole that
//!   faces ring hole k: a capture reads and clears one byte, and the
//!   opponent's inner row is empty when the array is all zeros;
//! - the openings are listed and classified on the same arrays (a phase-2
//!   opening's first lap is found without sowing it), and only the drawn turn
//!   is written back into a board.
//!
//! The landings are those of [`end_of_turn`](crate::end_of_turn) then
//! [`capture_or_relay`](crate::capture_or_relay), after the game's own
//! ([`PackedRules::land_packed`], none by default); a game whose turns land
//! some other way in a position (katra sakalava while a rova stands) says so
//! ([`PackedRules::fits_packed`]) and that position is played through
//! [`SowingPosition::play_random_uniform`]. So does a turn that runs
//! for more than [`MAX_PACKED_LAPS`] laps between two choices (a turn that
//! never ends, or a very long one): the engine's drive has the fast relays and
//! the distinguished states for those. Nothing has been drawn by then, so the
//! draw is the same.
//!
//! Each game's crate tests the equivalence position by position along random
//! games, against [`SowingPosition::play_random_uniform`].

use fanga_core::{LapBudget, Player, Position, SplitMix64};
use smallvec::SmallVec;

use fanga_sowing::packed::ring::Ring;
use fanga_sowing::relay::{FAST_AFTER, Turn, TurnEnd};
use fanga_sowing::{Board, Circuit, Direction, Hole, Pool, SowingPosition};

use crate::geometry::{facing, inner_row, outer_row, towards_interior};
use crate::moves::{MAX_CHOICES, ReserveChoice, ReserveOpening};
use crate::rules::{ReserveRules, TsibongyRule};
use crate::turn::{LastLap, Mode, Phase, ReserveTurn, phase_of};

/// The most laps [`play_random`] sows on its packed rings between two
/// choices of one turn; a longer stretch sends the position to
/// [`SowingPosition::play_random_uniform`].
pub const MAX_PACKED_LAPS: u32 = 256;

/// What a four-row reserve game states for [`play_random`] beyond its
/// [`ReserveRules`]: the seams of the packed rings. Both members have
/// defaults, the plain landings everywhere: a game with no landing of its
/// own writes `impl PackedRules for MyRules {}`.
pub trait PackedRules: ReserveRules
where
    Self::Choice: ReserveChoice,
{
    /// Whether the turns of `pos` land as the packed rings play them (the
    /// plain landings after [`PackedRules::land_packed`]); when not,
    /// [`play_random`] plays the position on the board
    /// ([`SowingPosition::play_random_uniform`]). Default: always.
    #[inline(always)]
    fn fits_packed(pos: &SowingPosition<Self>) -> bool {
        let _ = pos;
        true
    }

    /// The game's own landing on the packed rings, tried at each landing
    /// that [`end_of_turn`](crate::end_of_turn) lets go on (not the turn's last lap, the
    /// last hole holds 2 seeds or more) before the plain one
    /// ([`capture_or_relay`](crate::capture_or_relay)): `Some` lap to sow
    /// next ([`Landed::sow_on`]), or `None` (the default) for the plain
    /// landing. It must land as the game's
    /// [`SowingRules::land`](fanga_sowing::SowingRules::land) does: each
    /// game's equivalence test checks it.
    #[inline(always)]
    fn land_packed(
        options: &Self::Options,
        landed: &mut Landed<'_, Self::GameState>,
    ) -> Option<Sow> {
        let _ = (options, landed);
        None
    }
}

/// A lap that has just landed on the packed rings, for
/// [`PackedRules::land_packed`]: the turn in progress and the hole of the
/// last seed.
pub struct Landed<'a, E> {
    turn: &'a mut Packed<E>,
    geo: &'static Geo,
    /// The place of the last seed.
    at: usize,
}

impl<E> Landed<'_, E> {
    /// The turn's state.
    #[inline(always)]
    #[must_use]
    pub fn state(&self) -> &ReserveTurn<E> {
        &self.turn.state
    }

    /// Whether the last seed fell in one of the mover's two tsibongy.
    #[inline(always)]
    #[must_use]
    pub fn at_tsibongy(&self) -> bool {
        self.at == self.geo.a || self.at == self.geo.last
    }

    /// The direction towards the interior from the last hole, when it is a
    /// tsibongy ([`towards_interior`]).
    #[inline(always)]
    #[must_use]
    pub fn towards_interior(&self) -> Direction {
        towards_interior(self.geo.mover, self.at == self.geo.a)
    }

    /// Seeds in the hole facing the last one (0 when it is not in the
    /// mover's inner row).
    #[inline(always)]
    #[must_use]
    pub fn facing_seeds(&self) -> u8 {
        self.turn.theirs[self.at & 15]
    }

    /// Takes the seeds of the last hole into the hand, and returns how many.
    #[inline(always)]
    pub fn take(&mut self) -> u8 {
        take(&mut self.turn.mine, self.at)
    }

    /// Captures the seeds facing the last hole, if any, noting a win when
    /// the opponent's inner row is then empty ([`mark_win_if_inner_row_empty`](crate::mark_win_if_inner_row_empty)),
    /// and returns how many.
    #[inline(always)]
    pub fn capture(&mut self) -> u8 {
        let seeds = self.facing_seeds();
        if seeds > 0 {
            capture(self.turn, self.at);
        }
        seeds
    }

    /// Sows `seeds` from the hole after the last one in `dir`, which becomes
    /// the turn's direction.
    #[inline(always)]
    #[must_use]
    pub fn sow_on(&mut self, seeds: u8, dir: Direction) -> Sow {
        self.turn.state.dir = dir;
        Sow(PackedLap {
            from: self.at,
            seeds,
            dir,
            at: false,
        })
    }
}

/// The lap a game's own landing sows next ([`Landed::sow_on`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sow(PackedLap);

/// Plays a uniformly random legal move, exactly as
/// [`SowingPosition::play_random_uniform`] would (the same move for the same `rng`,
/// and the same `rng` state after), exploring the turns on packed rings with
/// the game's landings ([`PackedRules`]); a position the game does not fit
/// to them plays through [`SowingPosition::play_random_uniform`].
///
/// The game's moves must be [`ReserveMove`](crate::ReserveMove)s (a turn of
/// more than [`MAX_CHOICES`] choices is not a move), its openings those of
/// [`openings`](crate::openings), its seeds picked up and captured one hole
/// at a time (the default [`ReserveRules::take`]), and its landings in this
/// position those of [`PackedRules`]: each game's equivalence test checks
/// it.
///
/// Under a lap budget it is exactly the draw of
/// [`SowingPosition::play_random_uniform`] under the same budget (a turn
/// still undecided after `budget` laps is left out). A turn whose laps on
/// the packed rings pass the budget sends the position to the board path,
/// which tells decided turns from undecided ones.
pub fn play_random<G: PackedRules>(
    pos: &mut SowingPosition<G>,
    rng: &mut SplitMix64,
    budget: LapBudget,
) -> bool
where
    G::Choice: ReserveChoice,
{
    if Position::outcome(pos).is_some() {
        return false;
    }
    let cx = pos.turn_context();
    let geo = match Geo::get(G::columns(&cx.options), cx.mover) {
        Some(geo) if G::fits_packed(pos) => geo,
        _ => return pos.play_random_uniform(rng, budget),
    };
    let phase = phase_of(pos);
    let explorer = Explorer::<G> {
        geo,
        options: &cx.options,
        rule: G::tsibongy_rule(&cx.options, phase),
        budget: budget.get().unwrap_or(u64::MAX),
    };
    let mut board = pos.board();
    let start = explorer.start(&board, phase, pos.game_state());
    let mut ends: Ends<G::GameState> = SmallVec::new();
    let listed = if explorer.budget == u64::MAX {
        explorer.list::<false>(start, &mut ends)
    } else {
        explorer.list::<true>(start, &mut ends)
    };
    if listed.is_err() {
        return pos.play_random_uniform(rng, budget);
    }
    if ends.is_empty() {
        return false;
    }
    let (opening, t, end) = ends[rng.below(ends.len())];
    let cells = board.raw_cells_mut();
    for k in 0..geo.len {
        cells[usize::from(geo.cells[k])] = t.mine[k];
        if geo.is_inner(k) {
            cells[usize::from(geo.facing[k])] = t.theirs[k];
        }
    }
    if phase == Phase::One {
        board.take_from_pool(Pool::Reserve, cx.mover, 1);
    }
    pos.end_turn(
        opening,
        &Turn {
            board,
            state: t.state,
        },
        end,
    )
}

/// The ends of the turns listed so far.
type Ends<E> = SmallVec<[(ReserveOpening, Packed<E>, TurnEnd); 32]>;

/// A stretch of a turn ran past [`MAX_PACKED_LAPS`].
struct TooLong;

/// A turn in progress on packed rings.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Packed<E> {
    /// The mover's ring, byte k the hole `holes[k]`.
    mine: [u8; 16],
    /// Byte k: the hole facing `holes[k]` when that is an inner hole, else 0.
    theirs: [u8; 16],
    /// The turn state, as the board path keeps it.
    state: ReserveTurn<E>,
}

/// A lap on the packed ring.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PackedLap {
    /// The place it starts from.
    from: usize,
    seeds: u8,
    dir: Direction,
    /// Starts at `from` itself (a tsibongy), not the next hole.
    at: bool,
}

/// What follows a landing.
enum Next {
    Sow(PackedLap),
    End,
    /// The mover chooses a tsibongy (`a` end first).
    Choose,
}

/// How a stretch of laps stopped.
enum Halt {
    Ended,
    Infinite,
    Choose,
}

/// The rings of the four-row games on 4 to 8 columns, each player's.
static GEOS: [[Geo; 2]; 5] = {
    let mut t = [[Geo::new(4, Player::South), Geo::new(4, Player::North)]; 5];
    let mut c = 5;
    while c <= 8 {
        t[c - 4] = [
            Geo::new(c as u8, Player::South),
            Geo::new(c as u8, Player::North),
        ];
        c += 1;
    }
    t
};

/// A mover's ring on the packed arrays ([`Circuit::player_ring`]).
#[derive(Clone, Copy)]
struct Geo {
    mover: Player,
    /// Holes on the ring: twice the columns.
    len: usize,
    /// The ring sown clockwise (`[0]`: place k is byte k) and
    /// counter-clockwise (`[1]`: place k is byte `len - 1 - k`).
    rings: [Ring; 2],
    /// Bit k: `holes[k]` is an inner hole.
    inner: u32,
    cols: u8,
    col: [u8; 16],
    holes: [Hole; 16],
    /// The board cells of `holes`, and of the holes facing them (inner
    /// holes only).
    cells: [u8; 16],
    facing: [u8; 16],
    /// The places of the inner row's holes, then the outer row's, each from
    /// column `a` (the order of the openings).
    rows: [[u8; 8]; 2],
    /// The places of the two tsibongy, the `a` end first.
    a: usize,
    last: usize,
}

impl Geo {
    /// The ring of `cols` columns (4 to 8), if it is one.
    fn get(cols: u8, mover: Player) -> Option<&'static Geo> {
        let c = usize::from(cols).checked_sub(4)?;
        GEOS.get(c).map(|g| &g[mover.index()])
    }

    const fn new(cols: u8, mover: Player) -> Geo {
        let ring = Circuit::player_ring(cols, mover);
        let len = ring.len();
        let mut holes = [Hole::at(0, 0); 16];
        let mut cells = [0; 16];
        let mut facing_cells = [0; 16];
        let mut col = [0; 16];
        let mut rows = [[0; 8]; 2];
        let mut inner = 0;
        let (mut a, mut last) = (0, 0);
        let mut k = 0;
        while k < len {
            let h = ring.hole(k);
            holes[k] = h;
            col[k] = h.col();
            cells[k] = h.cell() as u8;
            facing_cells[k] = facing(h).cell() as u8;
            let place = k as u8;
            if h.row() == inner_row(mover) {
                inner |= 1 << k;
                rows[0][h.col() as usize] = place;
                if h.col() == 0 {
                    a = k;
                }
                if h.col() + 1 == cols {
                    last = k;
                }
            } else if h.row() == outer_row(mover) {
                rows[1][h.col() as usize] = place;
            }
            k += 1;
        }
        Geo {
            mover,
            len,
            rings: [Ring::contiguous(len), Ring::reversed(len)],
            inner,
            cols,
            col,
            holes,
            cells,
            facing: facing_cells,
            rows,
            a,
            last,
        }
    }

    #[inline(always)]
    fn is_inner(&self, k: usize) -> bool {
        self.inner & (1 << k) != 0
    }

    /// The ring of `lap`'s direction, and the place of that ring its first
    /// seed follows.
    #[inline(always)]
    fn origin(&self, lap: PackedLap) -> (&Ring, usize) {
        let ring = &self.rings[lap.dir as usize];
        let p = ring.place(lap.from);
        // Sowing at a hole is sowing from the hole before it.
        (ring, if lap.at { ring.before(p) } else { p })
    }

    /// Sows `lap` (of one seed or more) into `mine`: the place of its last
    /// seed and the count there.
    #[inline(always)]
    fn sow(&self, mine: &mut [u8; 16], lap: PackedLap) -> (usize, u8) {
        let (ring, from) = self.origin(lap);
        let (x, last) = ring.sow(u128::from_le_bytes(*mine), from, u32::from(lap.seeds));
        *mine = x.to_le_bytes();
        let e = ring.byte(last);
        (e, mine[e & 15])
    }

    /// Whether sowing place `k` in `dir` from the next hole (a phase-2
    /// opening) ends (n >= 2) in an inner hole facing seeds, found without
    /// sowing.
    #[inline]
    fn captures_at_once(&self, t: &Packed<impl Copy>, k: usize, dir: Direction) -> bool {
        let lap = PackedLap {
            from: k,
            seeds: t.mine[k & 15],
            dir,
            at: false,
        };
        let (ring, from) = self.origin(lap);
        let l = ring.lap(from, u32::from(lap.seeds));
        let e = ring.byte(l.last);
        // The last hole gets every round and one more seed when the lap ends
        // in its remainder; the emptied origin held nothing.
        let before = if e == k { 0 } else { t.mine[e & 15] };
        let count = u32::from(before) + l.rounds + u32::from(l.rem > 0);
        lap.seeds > 0 && count >= 2 && self.is_inner(e) && t.theirs[e & 15] > 0
    }
}

/// Empties place `k` of `x` and returns what it held.
#[inline(always)]
fn take(x: &mut [u8; 16], k: usize) -> u8 {
    std::mem::take(&mut x[k & 15])
}

struct Explorer<'a, G: PackedRules>
where
    G::Choice: ReserveChoice,
{
    geo: &'static Geo,
    /// The game's options, for its own landings.
    options: &'a G::Options,
    /// The tsibongy rule of the mover's phase.
    rule: TsibongyRule,
    /// The laps a turn may sow along each way it can go (`u64::MAX`: no
    /// bound).
    budget: u64,
}

impl<G: PackedRules> Explorer<'_, G>
where
    G::Choice: ReserveChoice,
{
    /// The position's `board` packed, before any opening.
    fn start(&self, board: &Board, phase: Phase, game_state: G::GameState) -> Packed<G::GameState> {
        let cells = board.raw_cells();
        let mut mine = [0; 16];
        let mut theirs = [0; 16];
        for k in 0..self.geo.len {
            mine[k & 15] = cells[usize::from(self.geo.cells[k & 15])];
            if self.geo.is_inner(k) {
                theirs[k & 15] = cells[usize::from(self.geo.facing[k & 15])];
            }
        }
        Packed {
            mine,
            theirs,
            state: ReserveTurn {
                mode: Mode::NonCapturing,
                phase,
                dir: Direction::Cw,
                last_lap: LastLap::No,
                hand: 0,
                game_state,
            },
        }
    }

    /// Lists every turn, in the order of [`openings`](crate::openings) and
    /// of the choices.
    fn list<const B: bool>(
        &self,
        start: Packed<G::GameState>,
        ends: &mut Ends<G::GameState>,
    ) -> Result<(), TooLong> {
        let cols = usize::from(self.geo.cols);
        let inner = &self.geo.rows[0][..cols];
        if start.state.phase == Phase::One {
            let captures = |&k: &u8| {
                let k = usize::from(k) & 15;
                start.mine[k] > 0 && start.theirs[k] > 0
            };
            if inner.iter().any(captures) {
                for &k in inner.iter().filter(|k| captures(k)) {
                    self.open_capture::<B>(usize::from(k), start, ends)?;
                }
            } else {
                for &k in inner {
                    if start.mine[usize::from(k) & 15] > 0 {
                        for dir in Direction::BOTH {
                            self.open_sowing::<B>(
                                usize::from(k),
                                dir,
                                Mode::NonCapturing,
                                start,
                                ends,
                            )?;
                        }
                    }
                }
            }
            return Ok(());
        }
        // Phase 2: the openings that capture at once if any, else all.
        let mut all: SmallVec<[(usize, Direction, bool); 32]> = SmallVec::new();
        let mut any = false;
        for &k in self.geo.rows.iter().flat_map(|r| &r[..cols]) {
            let k = usize::from(k);
            if start.mine[k & 15] > 0 {
                for dir in Direction::BOTH {
                    let at_once = self.geo.captures_at_once(&start, k, dir);
                    any |= at_once;
                    all.push((k, dir, at_once));
                }
            }
        }
        for (k, dir, at_once) in all {
            if at_once {
                self.open_sowing::<B>(k, dir, Mode::Capturing, start, ends)?;
            } else if !any {
                self.open_sowing::<B>(k, dir, Mode::NonCapturing, start, ends)?;
            }
        }
        Ok(())
    }

    /// A phase-1 capture opening: the reserve seed lands in place `k` as
    /// the last seed of a lap.
    fn open_capture<const B: bool>(
        &self,
        k: usize,
        start: Packed<G::GameState>,
        ends: &mut Ends<G::GameState>,
    ) -> Result<(), TooLong> {
        let mut t = start;
        t.state.mode = Mode::Capturing;
        t.mine[k & 15] += 1;
        let count = t.mine[k & 15];
        let next = self.land(&mut t, k, count);
        let o = ReserveOpening {
            hole: self.geo.holes[k & 15],
            dir: None,
        };
        self.explore::<B>(o, t, next, 0, 0, ends)
    }

    /// An opening that sows place `k` in `dir` (in phase 1 after adding the
    /// reserve seed).
    fn open_sowing<const B: bool>(
        &self,
        k: usize,
        dir: Direction,
        mode: Mode,
        start: Packed<G::GameState>,
        ends: &mut Ends<G::GameState>,
    ) -> Result<(), TooLong> {
        let mut t = start;
        t.state.mode = mode;
        t.state.dir = dir;
        if t.state.phase == Phase::One {
            t.mine[k & 15] += 1;
        }
        let seeds = take(&mut t.mine, k);
        let lap = PackedLap {
            from: k,
            seeds,
            dir,
            at: false,
        };
        let o = ReserveOpening {
            hole: self.geo.holes[k & 15],
            dir: Some(dir),
        };
        self.explore::<B>(o, t, Next::Sow(lap), 0, 0, ends)
    }

    /// `used`: the laps sown so far along this way of the turn.
    #[allow(clippy::too_many_arguments)]
    fn explore<const B: bool>(
        &self,
        o: ReserveOpening,
        mut t: Packed<G::GameState>,
        next: Next,
        choices: usize,
        mut used: u64,
        ends: &mut Ends<G::GameState>,
    ) -> Result<(), TooLong> {
        let end = match next {
            Next::End => TurnEnd::Ended,
            Next::Choose => return self.choose::<B>(o, t, choices, used, ends),
            Next::Sow(lap) => match self.drive::<B>(&mut t, lap, &mut used)? {
                Halt::Ended => TurnEnd::Ended,
                Halt::Infinite => TurnEnd::Infinite,
                Halt::Choose => return self.choose::<B>(o, t, choices, used, ends),
            },
        };
        // A turn of more choices than a move holds is not a move.
        if choices <= MAX_CHOICES {
            ends.push((o, t, end));
        }
        Ok(())
    }

    /// Both tsibongy, the `a` end first.
    fn choose<const B: bool>(
        &self,
        o: ReserveOpening,
        t: Packed<G::GameState>,
        choices: usize,
        used: u64,
        ends: &mut Ends<G::GameState>,
    ) -> Result<(), TooLong> {
        for tsibongy in [self.geo.a, self.geo.last] {
            let mut c = t;
            let lap = self.sow_from(&mut c, tsibongy);
            self.explore::<B>(o, c, Next::Sow(lap), choices + 1, used, ends)?;
        }
        Ok(())
    }

    /// Sows laps from `lap` until the turn ends, needs a choice, or repeats
    /// a state (Brent's detector, as the board path's drive).
    fn drive<const B: bool>(
        &self,
        t: &mut Packed<G::GameState>,
        mut lap: PackedLap,
        used: &mut u64,
    ) -> Result<Halt, TooLong> {
        // Under a budget, the board path's drive sows its first laps one by
        // one and then switches to its fast relays, which detect a cycle on
        // another schedule: past those first laps, the board path decides.
        // Past the budget, it calls the turn undecided.
        let limit = if B {
            u64::from(FAST_AFTER).min(self.budget.saturating_sub(*used))
        } else {
            u64::from(MAX_PACKED_LAPS)
        };
        let mut saved: Option<(Packed<G::GameState>, PackedLap)> = None;
        let mut power: u32 = 1;
        let mut steps: u32 = 0;
        let mut laps: u64 = 0;
        let halt = loop {
            laps += 1;
            // Checked before the cycle, as the board path does.
            if laps > limit {
                return Err(TooLong);
            }
            if laps > 1 {
                if let Some((st, sl)) = &saved
                    && *sl == lap
                    && *st == *t
                {
                    break Halt::Infinite;
                }
                steps += 1;
                if saved.is_none() || steps == power {
                    saved = Some((*t, lap));
                    power = power.saturating_mul(2);
                    steps = 0;
                }
            }
            let (e, count) = self.geo.sow(&mut t.mine, lap);
            match self.land(t, e, count) {
                Next::Sow(next) => lap = next,
                Next::End => break Halt::Ended,
                Next::Choose => break Halt::Choose,
            }
        };
        if B {
            *used += laps;
        }
        Ok(halt)
    }

    /// The landing at place `e`, now holding `count` seeds.
    #[inline(always)]
    fn land(&self, t: &mut Packed<G::GameState>, e: usize, count: u8) -> Next {
        // `end_of_turn`: a turn's last lap ends it; n = 1 ends the turn.
        if t.state.last_lap != LastLap::No || count == 1 {
            return Next::End;
        }
        let mut landed = Landed {
            turn: t,
            geo: self.geo,
            at: e,
        };
        if let Some(Sow(lap)) = G::land_packed(self.options, &mut landed) {
            return Next::Sow(lap);
        }
        let facing_seeds = t.theirs[e & 15];
        if t.state.mode == Mode::Capturing && self.geo.is_inner(e) && facing_seeds > 0 {
            // `capture_and_sow`.
            capture(t, e);
            t.state.hand = facing_seeds;
            let col = self.geo.col[e & 15];
            let forced = match self.rule {
                TsibongyRule::Zone if col < 2 => Some(self.geo.a),
                TsibongyRule::Zone if col + 2 >= self.geo.cols => Some(self.geo.last),
                TsibongyRule::Zone | TsibongyRule::Free => None,
            };
            return match forced {
                Some(tsibongy) => Next::Sow(self.sow_from(t, tsibongy)),
                None => Next::Choose,
            };
        }
        // `relay`.
        let seeds = take(&mut t.mine, e);
        Next::Sow(PackedLap {
            from: e,
            seeds,
            dir: t.state.dir,
            at: false,
        })
    }

    /// `sow_from_tsibongy`: the seeds in hand, from the tsibongy at place
    /// `k`, towards the interior.
    #[inline(always)]
    fn sow_from(&self, t: &mut Packed<G::GameState>, k: usize) -> PackedLap {
        let dir = towards_interior(self.geo.mover, k == self.geo.a);
        t.state.dir = dir;
        let seeds = std::mem::take(&mut t.state.hand);
        PackedLap {
            from: k,
            seeds,
            dir,
            at: true,
        }
    }
}

/// Takes the seeds facing place `e`, and notes a win when the opponent's
/// inner row is then empty (`mark_win_if_inner_row_empty`).
#[inline(always)]
fn capture<E>(t: &mut Packed<E>, e: usize) {
    t.theirs[e & 15] = 0;
    if u128::from_le_bytes(t.theirs) == 0 {
        t.state.last_lap = LastLap::Won;
    }
}
