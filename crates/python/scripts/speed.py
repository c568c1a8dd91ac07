"""The speed figures of the Python package (``docs/python.md``), measured in
interleaved rounds (A B A B ...) so that a busy machine slows every side
alike; each figure is the median of its rounds.

1. A Python loop of ``legal_actions`` / ``apply_action`` / terminal check,
   one decision at a time, on fanga's Oware (``fanga.State("oware")``) and
   on OpenSpiel's (``pyspiel.load_game("oware")``): decisions a second.
2. ``fanga.BatchEnv`` on Katro, ``--envs`` games on ``--threads``
   threads and on one, each step's actions drawn in numpy among the legal
   ones from the masks, observations and masks copied out as new arrays,
   finished games started again: decisions a second, with the cores the
   process had on average (its CPU time over the wall time: on a machine
   busy with other work, fewer than its threads).
3. ``fanga.random_playouts`` on Katro on 1 and 2 threads against
   ``selfplay --games`` (the workspace's example, one thread) for the same
   games and seeds: seconds.

    pip install open_spiel
    cargo build --release --example selfplay
    python crates/python/scripts/speed.py --selfplay target/release/examples/selfplay
"""

import argparse
import random
import resource
import statistics
import subprocess
import time

import numpy as np

import fanga


def python_loop(new_state, games: int, seed: int) -> float:
    """Decisions a second of the Python loop over `games` games, each from
    `new_state()`."""
    rng = random.Random(seed)
    n = 0
    t = time.perf_counter()
    for _ in range(games):
        s = new_state()
        while not s.is_terminal():
            s.apply_action(rng.choice(s.legal_actions()))
            n += 1
    return n / (time.perf_counter() - t)


def python_loop_fanga(games: int, seed: int) -> float:
    """Decisions a second of the Python loop on fanga's Oware."""
    return python_loop(fanga.State("oware").clone, games, seed)


def python_loop_openspiel(games: int, seed: int) -> float:
    """Decisions a second of the same loop on OpenSpiel's oware."""
    import pyspiel

    return python_loop(pyspiel.load_game("oware").new_initial_state, games, seed)


#: The game of the batch measures (here and in vector_speed.py).
GAME = "katro"


def cpu_seconds() -> float:
    """This process's CPU time so far, every thread's, user and system."""
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def vector(envs: int, threads: int, steps: int, seed: int, cores: list) -> float:
    """Decisions a second of the vectorised environment on Katro; appends
    to `cores` the cores the process had on average (CPU time over wall
    time)."""
    env = fanga.BatchEnv(GAME, envs, threads=threads)
    rng = np.random.default_rng(seed)
    obs, mask, players = env.reset()
    c, t = cpu_seconds(), time.perf_counter()
    for _ in range(steps):
        actions = np.argmax(rng.random(mask.shape, dtype=np.float32) * mask, axis=1)
        obs, mask, rewards, dones, players = env.step(actions)
    wall = time.perf_counter() - t
    cores.append((cpu_seconds() - c) / wall)
    return envs * steps / wall


def playouts(games: int, threads: int, seed: int, cores: list) -> float:
    """Seconds of ``fanga.random_playouts`` on Katro; appends to `cores`
    the cores the process had on average."""
    start = fanga.start("katro")
    c, t = cpu_seconds(), time.perf_counter()
    fanga.random_playouts(start, games, seed=seed, threads=threads)
    wall = time.perf_counter() - t
    cores.append((cpu_seconds() - c) / wall)
    return wall


def selfplay(binary: str, games: int, seed: int) -> float:
    """Seconds of ``selfplay katro --games``."""
    t = time.perf_counter()
    subprocess.run(
        [binary, "katro", "--games", str(games), "--seed", str(seed)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return time.perf_counter() - t


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--loop-games", type=int, default=300)
    parser.add_argument("--envs", type=int, default=1024)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--steps", type=int, default=300)
    parser.add_argument("--playout-games", type=int, default=100_000)
    parser.add_argument("--selfplay", help="the selfplay example's binary (skips part 3 without it)")
    args = parser.parse_args()

    loops = {"fanga": [], "openspiel": []}
    vec = []
    vec1 = []
    cores = {"vector": [], "vector, 1 thread": [], "threads=1": [], "threads=2": []}
    play = {"selfplay": [], "threads=1": [], "threads=2": []}
    for r in range(args.rounds):
        loops["fanga"].append(python_loop_fanga(args.loop_games, r))
        loops["openspiel"].append(python_loop_openspiel(args.loop_games, r))
        vec.append(vector(args.envs, args.threads, args.steps, r, cores["vector"]))
        vec1.append(vector(args.envs, 1, args.steps, r, cores["vector, 1 thread"]))
        if args.selfplay:
            play["selfplay"].append(selfplay(args.selfplay, args.playout_games, r))
            play["threads=1"].append(playouts(args.playout_games, 1, r, cores["threads=1"]))
            play["threads=2"].append(playouts(args.playout_games, 2, r, cores["threads=2"]))
        print(f"round {r + 1} of {args.rounds} done", flush=True)

    med = statistics.median
    f, o = med(loops["fanga"]), med(loops["openspiel"])
    print(f"Python loop, Oware: fanga {f:,.0f} decisions/s, OpenSpiel {o:,.0f} decisions/s: fanga {f / o:.2f}x")
    v, v1 = med(vec), med(vec1)
    print(
        f"BatchEnv, Katro, {args.envs} games, {args.threads} threads: {v:,.0f} decisions/s, "
        f"{v / f:.1f}x the Python loop on fanga's Oware; 1 thread: {v1:,.0f} decisions/s"
    )
    if args.selfplay:
        s, t1, t2 = med(play["selfplay"]), med(play["threads=1"]), med(play["threads=2"])
        print(
            f"random playouts, Katro, {args.playout_games} games: selfplay --games {s:.2f} s, "
            f"random_playouts threads=1 {t1:.2f} s ({t1 / s:.2f}x selfplay), "
            f"threads=2 {t2:.2f} s ({t1 / t2:.2f}x faster than 1 thread)"
        )
    for name, runs in [*loops.items(), ("vector", vec), ("vector, 1 thread", vec1), *play.items()]:
        if runs:
            print(f"  rounds {name}: " + ", ".join(f"{x:,.2f}" for x in runs))
    # A run that had fewer cores than threads measured the machine's load,
    # not the code's scaling.
    for name, runs in cores.items():
        if runs:
            print(f"  cores the process had, {name}: " + ", ".join(f"{x:.2f}" for x in runs))


if __name__ == "__main__":
    main()
