//! Search speed: alpha-beta and Monte Carlo tree search from each game's
//! start (`fanga::ai`).
//!
//! ```text
//! cargo bench -p fanga-benches --bench search             # everything
//! cargo bench -p fanga-benches --bench search -- search/  # alpha-beta only
//! ```
//!
//! - `search/GAME/DEPTH`: a new `AlphaBeta` (a 16 MiB table, cleared) to a
//!   fixed depth (the shallowest that searches 20,000 nodes) from the game's
//!   sample position; the throughput is its nodes, so
//!   criterion prints nodes a second;
//! - `mcts/GAME`: a new `Mcts` of 1,000 simulations, seed 1; the throughput is
//!   the simulations;
//! - `solve/GAME[/KEY=VALUE]`: `fanga::solve::solve` from scratch (a new
//!   table each time), the value alone, of each board a game declares
//!   solved at once (its defaults, or one option changed: at most three a
//!   game); the throughput is the positions searched.
//!
//! Every game of the facade's list is benched; Mangala starts after its
//! setup (`Catalogued::sample`).

use std::hint::black_box;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use fanga::ai::{AlphaBeta, Limits, Mcts, Player};
use fanga::core::Bounded;

mod games;
use games::each_game;

fn search_of<P: Bounded>(g: &mut BenchmarkGroup<'_, WallTime>, start: &P, depth: u32) {
    let nodes = AlphaBeta::new(Limits::depth(depth))
        .decide(start, &[])
        .map_or(1, |d| d.nodes);
    g.throughput(Throughput::Elements(nodes));
    g.bench_function(format!("{}/{depth}", P::GAME), |b| {
        b.iter(|| AlphaBeta::new(Limits::depth(depth)).decide(black_box(start), &[]));
    });
}

fn mcts_of<P: Bounded>(g: &mut BenchmarkGroup<'_, WallTime>, start: &P, _: u32) {
    g.throughput(Throughput::Elements(1000));
    g.bench_function(P::GAME, |b| {
        b.iter(|| Mcts::new(Limits::nodes(1000), 1).decide(black_box(start), &[]));
    });
}

fn search(c: &mut Criterion) {
    let mut g = c.benchmark_group("search");
    g.sample_size(10);
    each_game!(g, search_of, search_depth);
    g.finish();
}

fn mcts(c: &mut Criterion) {
    let mut g = c.benchmark_group("mcts");
    g.sample_size(10);
    each_game!(g, mcts_of, no_depth);
    g.finish();
}

/// The boards each game declares solved at once
/// (`Catalogued::solves_at_once`): its defaults, and each option changed
/// alone, at most three a game (the last in the options' order).
fn boards_solved_at_once() -> Vec<(String, String, Vec<String>)> {
    let catalog = fanga::catalog();
    let mut boards = Vec::new();
    for e in catalog.entries() {
        let mut mine: Vec<Vec<String>> = Vec::new();
        if e.solves_at_once(&[] as &[&str]) {
            mine.push(Vec::new());
        }
        for spec in e.rules().options {
            for v in spec.values.iter().filter(|v| **v != spec.default) {
                let options = vec![format!("{}={v}", spec.key)];
                if e.solves_at_once(&options) {
                    mine.push(options);
                }
            }
        }
        let skip = mine.len().saturating_sub(3);
        for options in mine.into_iter().skip(skip) {
            let name = if options.is_empty() {
                e.name().to_owned()
            } else {
                format!("{}/{}", e.name(), options.join(","))
            };
            boards.push((name, e.name().to_owned(), options));
        }
    }
    boards
}

fn solve(c: &mut Criterion) {
    use fanga::solve::{SolveConfig, solve};
    let mut g = c.benchmark_group("solve");
    g.sample_size(10);
    let config = || SolveConfig {
        moves: false,
        ..SolveConfig::default()
    };
    for (name, game, options) in boards_solved_at_once() {
        let positions = solve(&game, &options, None, config()).map_or(1, |r| r.positions);
        g.throughput(Throughput::Elements(positions));
        g.bench_function(name, |b| {
            b.iter(|| solve(black_box(&game), &options, None, config()));
        });
    }
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    targets = search, mcts, solve
}
criterion_main!(benches);
