"""The speed of many games stepped together (``docs/performance.md``): 1,024
Katro games on two threads against one, in interleaved rounds (1 thread, 2
threads, 1, 2, ...) so that a busy machine slows both alike; each round
gives the ratio of its pair, and the figure is their median.

Each step's actions are drawn in numpy among the legal ones from the masks
(untimed: the draw is the caller's work, not the environment's); the time
is that of ``step`` itself, which copies the observations and masks out as
new arrays and starts finished games again. Decisions a second are games
times steps over that time, with the cores the process had while stepping
(its CPU time over the wall time: on a machine busy with other work, fewer
than its threads).

Then, on one thread (the steadiest measure of the code): ``fanga.BatchEnv``
(fanga's own batch) against ``fanga.VectorEnv`` (the same with gymnasium's
contract), and small batches
(``--small``, 64 games by default) on the default threads (one) against
two.

    pip install gymnasium
    python crates/python/scripts/vector_speed.py --rounds 6
"""

import argparse
import statistics
import time

import numpy as np
from speed import GAME, cpu_seconds  # the script beside this one

import fanga


def batch_rate(envs: int, threads, steps: int, seed: int) -> tuple:
    """Decisions a second of ``fanga.BatchEnv`` stepping ``GAME``, and the
    cores the process had."""
    env = fanga.BatchEnv(GAME, envs, threads=threads)
    rng = np.random.default_rng(seed)
    obs, mask, players = env.reset()
    spent, cpu = 0.0, 0.0
    for _ in range(steps):
        actions = np.argmax(rng.random(mask.shape, dtype=np.float32) * mask, axis=1)
        c, t = cpu_seconds(), time.perf_counter()
        obs, mask, rewards, dones, players = env.step(actions)
        spent += time.perf_counter() - t
        cpu += cpu_seconds() - c
    return envs * steps / spent, cpu / spent


def vector_rate(envs: int, threads, steps: int, seed: int) -> float:
    """Decisions a second of ``fanga.VectorEnv`` (gymnasium's contract)
    stepping ``GAME``."""
    env = fanga.VectorEnv(GAME, envs, threads=threads)
    rng = np.random.default_rng(seed)
    obs, infos = env.reset(seed=seed)
    spent = 0.0
    for _ in range(steps):
        actions = np.argmax(rng.random(infos["action_mask"].shape, dtype=np.float32) * infos["action_mask"], axis=1)
        t = time.perf_counter()
        obs, rewards, terminations, truncations, infos = env.step(actions)
        spent += time.perf_counter() - t
    return envs * steps / spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--envs", type=int, default=1024)
    parser.add_argument("--steps", type=int, default=500)
    parser.add_argument("--small", type=int, default=64)
    args = parser.parse_args()

    one, two, ratios, cores1, cores2 = [], [], [], [], []
    batch, vector, small_default, small_two = [], [], [], []
    for r in range(args.rounds):
        a, ca = batch_rate(args.envs, 1, args.steps, r)
        b, cb = batch_rate(args.envs, 2, args.steps, r)
        one.append(a)
        two.append(b)
        ratios.append(b / a)
        cores1.append(ca)
        cores2.append(cb)
        batch.append(batch_rate(args.envs, 1, args.steps, r)[0])
        vector.append(vector_rate(args.envs, 1, args.steps, r))
        small_default.append(batch_rate(args.small, None, args.steps * 4, r)[0])
        small_two.append(batch_rate(args.small, 2, args.steps * 4, r)[0])
        print(f"round {r + 1} of {args.rounds}: 1 thread {a:,.0f}, 2 threads {b:,.0f} decisions/s: {b / a:.2f}x", flush=True)

    med = statistics.median
    print(
        f"BatchEnv, {GAME}, {args.envs} games: 2 threads {med(two):,.0f} decisions/s, 1 thread {med(one):,.0f}: "
        f"median ratio of the rounds {med(ratios):.2f}x (rounds {', '.join(f'{x:.2f}' for x in ratios)})"
    )
    # A round whose process had fewer cores than threads measured the
    # machine's load, not the code's scaling.
    print(f"  cores the process had, 1 thread: {', '.join(f'{x:.2f}' for x in cores1)}")
    print(f"  cores the process had, 2 threads: {', '.join(f'{x:.2f}' for x in cores2)}")
    b, v = med(batch), med(vector)
    print(
        f"1 thread, {args.envs} games: BatchEnv {b:,.0f} decisions/s ({args.envs / b * 1e6:.0f} us a step), "
        f"VectorEnv (gymnasium) {v:,.0f} ({args.envs / v * 1e6:.0f} us a step): BatchEnv {b / v:.2f}x"
    )
    d, t = med(small_default), med(small_two)
    print(
        f"{args.small} games: default threads {d:,.0f} decisions/s ({args.small / d * 1e6:.1f} us a step), "
        f"2 threads {t:,.0f} ({args.small / t * 1e6:.1f} us a step)"
    )


if __name__ == "__main__":
    main()
