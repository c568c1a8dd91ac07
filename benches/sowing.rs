//! Sowing speed.
//!
//! ```text
//! cargo bench -p fanga-benches --bench sowing             # everything
//! cargo bench -p fanga-benches --bench sowing -- lap/  # one group
//! ```
//!
//! - `lap/engine/H/N` and `lap/reference/H/N`: one lap of N seeds around an
//!   H-hole circuit, by the engine (`Circuit::sow`, O(H)) and by the plain
//!   seed-by-seed reference (`Circuit::sow_seed_by_seed`, O(N));
//! - `playout/GAME`: one seeded random game from the game's sample position
//!   (`Catalogued::sample`: the start; Mangala after its setup; the seed
//!   changes each iteration, cycling through 64 seeds);
//! - `playout-mean/GAME`: for every game, 1,000 seeded random games (seeds
//!   0 to 999) per iteration, so that the time of an iteration divided by 1,000 is the
//!   mean over those seeds, rare long turns included (the median of
//!   `playout/` hides them);
//! - `playout-reference/{oware,kalah}`: the same 1,000 games as
//!   `playout-mean/` played by plain hand-written loops for the default
//!   board (`tests/reference/`, checked game by game against fanga by
//!   `tests/reference_playouts.rs`): the yardstick of fanga's playouts;
//! - `long-turn/katra-fandatsaka-d2cw`: the legal moves of the katra
//!   fandatsaka position whose moves `d2:cw` and `h2:ccw` never end, with
//!   cycles of 9.0 and 12.3 million laps (`docs/bounded-work.md`);
//! - `perft/GAME/DEPTH`: perft from the sample position, to the deepest
//!   depth whose count stays under two million.
//!
//! Every game of the facade's list is benched (`fanga::visit_games`); only
//! the reference loops and the long turn name their games.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};

mod games;
// The hand-written reference loops, shared with the facade's test that
// checks them against fanga game by game (tests/reference_playouts.rs).
#[path = "../tests/reference/mod.rs"]
mod reference;

use fanga::Player;
use fanga::core::{Position, SplitMix64, perft, playout::random_playout};
use fanga::sowing::{Board, Circuit, Direction, Lap, LapEnd, LapStart};
use games::each_game;

/// Times `iters` laps, each on a fresh copy of `board`: copies are made 1024
/// at a time outside the timed part, so only the laps are measured.
fn timed_laps(iters: u64, board: Board, mut lap: impl FnMut(&mut Board) -> LapEnd) -> Duration {
    let mut boards = vec![board; 1024];
    let mut total = Duration::ZERO;
    let mut left = iters;
    while left > 0 {
        let k = usize::try_from(left.min(1024)).expect("at most 1024");
        boards[..k].fill(board);
        #[allow(clippy::disallowed_methods, reason = "native only")]
        let start = Instant::now();
        for b in &mut boards[..k] {
            black_box(lap(black_box(b)));
        }
        total += start.elapsed();
        left -= k as u64;
    }
    total
}

fn lap(c: &mut Criterion) {
    let mut g = c.benchmark_group("lap");
    for holes in [12u8, 16] {
        let ring = Circuit::player_ring(holes / 2, Player::South);
        let board = Board::new(4, holes / 2).expect("a 4-row board");
        let from = ring.holes()[3];
        for n in [1u8, 4, 16, 64, 200] {
            let lap = Lap::new(from, n, Direction::Cw, LapStart::Next);
            // Each lap on a fresh board; refilling the boards is not timed.
            g.bench_function(format!("engine/{holes}/{n}"), |b| {
                b.iter_custom(|iters| timed_laps(iters, board, |bd| ring.sow(bd, black_box(lap))));
            });
            g.bench_function(format!("reference/{holes}/{n}"), |b| {
                b.iter_custom(|iters| {
                    timed_laps(iters, board, |bd| ring.sow_seed_by_seed(bd, black_box(lap)))
                });
            });
        }
    }
    g.finish();
}

fn playout_of<P: Position>(
    c: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    start: &P,
    _depth: u32,
) {
    let mut seed = 0u64;
    c.bench_function(P::GAME, |b| {
        b.iter(|| {
            seed = (seed + 1) % 64;
            black_box(random_playout(
                black_box(start),
                &mut SplitMix64::new(seed),
                1000,
            ))
        });
    });
}

fn playout(c: &mut Criterion) {
    let mut g = c.benchmark_group("playout");
    each_game!(g, playout_of, no_depth);
    g.finish();
}

fn playout_mean_of<P: Position>(
    c: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    start: &P,
    _depth: u32,
) {
    c.bench_function(P::GAME, |b| {
        b.iter(|| {
            for seed in 0..1000 {
                black_box(random_playout(
                    black_box(start),
                    &mut SplitMix64::new(seed),
                    1000,
                ));
            }
        });
    });
}

fn playout_mean(c: &mut Criterion) {
    let mut g = c.benchmark_group("playout-mean");
    g.sample_size(10);
    g.throughput(criterion::Throughput::Elements(1000));
    each_game!(g, playout_mean_of, no_depth);
    g.finish();
}

fn playout_reference(c: &mut Criterion) {
    let mut g = c.benchmark_group("playout-reference");
    g.sample_size(10);
    g.throughput(criterion::Throughput::Elements(1000));
    for (name, play) in [
        (
            "oware",
            reference::oware as fn(u64, usize) -> reference::RefPlayout,
        ),
        ("kalah", reference::kalah),
    ] {
        g.bench_function(name, |b| {
            b.iter(|| {
                for seed in 0..1000 {
                    black_box(play(black_box(seed), 1000));
                }
            });
        });
    }
    g.finish();
}

fn long_turn(c: &mut Criterion) {
    let mut g = c.benchmark_group("long-turn");
    g.sample_size(10);
    {
        let p: fanga::katra_fandatsaka::KatraFandatsaka =
            "3,0,2,2,1,1,1,0/1,0,0,0,1,0,3,0/1,2,1,4,22,4,3,2/0,1,2,1,2,1,2,1 S reserve=0,0"
                .parse()
                .expect("the position reads");
        g.bench_function("katra-fandatsaka-d2cw", |b| {
            b.iter(|| black_box(black_box(&p).legal_moves()));
        });
    }
    g.finish();
}

fn perft_of<P: Position>(
    c: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    start: &P,
    depth: u32,
) {
    c.bench_function(format!("{}/{depth}", P::GAME), |b| {
        b.iter(|| perft(black_box(start), depth));
    });
}

fn perft_group(c: &mut Criterion) {
    let mut g = c.benchmark_group("perft");
    g.sample_size(20);
    each_game!(g, perft_of, perft_depth);
    g.finish();
}

fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
}

criterion_group! {
    name = benches;
    config = config();
    targets = lap, playout, playout_mean, playout_reference, long_turn, perft_group
}
criterion_main!(benches);
