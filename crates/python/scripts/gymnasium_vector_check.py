"""Every game through ``gymnasium.vector``'s calls alone (``.ci/run``):
after ``fanga.VectorEnv(game, num_envs)``, only what code written for any
gymnasium vector environment calls (``reset(seed=)``, ``action_space``,
``step``, ``observation_space``, ``close``), 1,000 steps of random actions
drawn with the masks of ``infos["action_mask"]``; it fails on the first
broken promise of the contract.

    python crates/python/scripts/gymnasium_vector_check.py [--steps 1000] [--envs 4]
"""

import argparse
import time

import gymnasium
import numpy as np

import fanga


def check(envs: gymnasium.vector.VectorEnv, steps: int, seed: int) -> int:
    """Steps ``envs`` ``steps`` times at random among the legal actions;
    returns the games that ended."""
    assert envs.metadata["autoreset_mode"] == gymnasium.vector.AutoresetMode.NEXT_STEP
    obs, infos = envs.reset(seed=seed)
    envs.action_space.seed(seed)
    ended = 0
    for _ in range(steps):
        assert envs.observation_space.contains(obs)
        actions = envs.action_space.sample(mask=tuple(infos["action_mask"]))
        obs, rewards, terminations, truncations, infos = envs.step(actions)
        assert rewards.shape == terminations.shape == truncations.shape == (envs.num_envs,)
        ended += int(terminations.sum())
    envs.close()
    return ended


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=1000)
    parser.add_argument("--envs", type=int, default=4)
    args = parser.parse_args()
    start = time.perf_counter()
    for i, info in enumerate(fanga.games()):
        ended = check(fanga.VectorEnv(info.name, args.envs), args.steps, i)
        print(f"   {info.name}: {args.steps} steps of {args.envs} games, {ended} ended")
    print(f"   gymnasium.vector: {len(fanga.games())} games in {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
