"""Every game with gymnasium's contracts (``fanga.gymnasium``): the
single-agent ``Env`` against a fanga player passes ``check_env``, and
``fanga.VectorEnv`` keeps ``gymnasium.vector``'s contract to the letter
(``NEXT_STEP`` autoreset, rewards from the decider's side, both returns in
the infos at a game's end, masks and players in the infos). Skipped where
``gymnasium`` is not installed."""

import numpy as np
import pytest

import fanga

gymnasium = pytest.importorskip("gymnasium")

import fanga.gymnasium  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402
from gymnasium.vector import AutoresetMode  # noqa: E402


def test_check_env(game):
    for seat in (0, 1):
        env = fanga.gymnasium.Env(game, seat=seat)
        check_env(env, skip_render_check=True)


def test_the_env_plays_against_its_opponent_seeded():
    def episode(seed):
        env = fanga.gymnasium.Env("kalah", houses=3, seeds=2, opponent="random", render_mode="ansi")
        obs, info = env.reset(seed=seed)
        assert info["action_mask"].dtype == np.int8
        assert (env.action_masks() == info["action_mask"]).all()
        rng = np.random.default_rng(0)
        moves, reward, terminated = [], 0.0, False
        while not terminated:
            assert env.state.current_player() == env.seat
            action = int(rng.choice(np.flatnonzero(info["action_mask"])))
            obs, reward, terminated, truncated, info = env.step(action)
            assert not truncated and env.observation_space.contains(obs)
            moves.append(env.state.position.text)
        assert reward in (-1.0, 0.0, 1.0) and "South" in env.render()
        return moves, reward

    assert episode(3) == episode(3)
    assert len({tuple(episode(s)[0]) for s in range(6)}) > 1


def test_the_env_ends_on_an_illegal_action_and_refuses_floats():
    env = fanga.gymnasium.Env("katro", columns=4, seat=1)
    obs, info = env.reset(seed=0)
    assert env.state.current_player() == 1  # the opponent opened
    with pytest.raises(TypeError, match="integer"):
        env.step(1.0)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    obs, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, info["illegal_action"]) == (-1.0, True, True)
    with pytest.raises(fanga.GameOverError):
        env.step(0)
    with pytest.raises(fanga.PlayerError):
        fanga.gymnasium.Env("katro", opponent="nobody")


def test_the_vector_env_is_a_gymnasium_vector_env():
    envs = fanga.VectorEnv("katro", 6, columns=4)
    assert isinstance(envs, gymnasium.vector.VectorEnv)
    assert envs.metadata["autoreset_mode"] == AutoresetMode.NEXT_STEP
    assert envs.num_envs == 6
    assert envs.single_action_space == gymnasium.spaces.Discrete(18)
    assert envs.action_space == gymnasium.spaces.MultiDiscrete([18] * 6)
    assert envs.observation_space.shape == (6, *envs.single_observation_space.shape)
    obs, infos = envs.reset(seed=1, options={})
    assert envs.observation_space.contains(obs)
    assert infos["action_mask"].dtype == np.int8 and infos["_action_mask"].all()
    assert (infos["player"] == 0).all()
    assert (envs.action_masks() == infos["action_mask"]).all()


def test_the_vector_env_steps_as_gymnasium_next_step_autoreset_says():
    envs = fanga.VectorEnv("kalah", 64, houses=2, seeds=1)
    states = [fanga.State("kalah", houses=2, seeds=1) for _ in range(64)]
    obs, infos = envs.reset(seed=0)
    envs.action_space.seed(0)
    autoreset = np.zeros(64, np.bool_)
    ends = 0
    for _ in range(60):
        actions = envs.action_space.sample(mask=tuple(infos["action_mask"]))
        deciders = infos["player"].copy()
        obs, rewards, terminations, truncations, infos = envs.step(actions)
        assert not truncations.any()
        for i, s in enumerate(states):
            if autoreset[i]:
                # The step after an end starts the game again and ignores
                # the action: the start, reward 0, not terminated.
                states[i] = s = fanga.State("kalah", houses=2, seeds=1)
                assert rewards[i] == 0 and not terminations[i]
            else:
                s.apply_action(int(actions[i]))
                assert terminations[i] == s.is_terminal()
                # The reward is the decider's return.
                assert rewards[i] == s.returns()[deciders[i]]
            assert (obs[i] == s.observation()).all()
            if s.is_terminal():
                assert infos["_returns"][i] and tuple(infos["returns"][i]) == s.returns()
                assert infos["action_mask"][i].all() and infos["player"][i] == -1
            else:
                assert (infos["action_mask"][i] == s.action_mask()).all()
                assert infos["player"][i] == s.current_player()
        autoreset = terminations
        ends += int(terminations.sum())
    assert ends > 10


def test_the_vector_env_resets_the_masked_games():
    envs = fanga.VectorEnv("katro", 4, columns=4)
    start, infos = envs.reset()
    obs, *_ = envs.step(np.argmax(infos["action_mask"], axis=1))
    again, infos = envs.reset(options={"reset_mask": np.array([False, True, False, False])})
    assert (again[1] == start[1]).all() and (again[0] == obs[0]).all()
    with pytest.raises(ValueError, match="reset_mask"):
        envs.reset(options={"reset_mask": [True]})


def test_the_vector_env_refuses_bad_actions_naming_the_game():
    envs = fanga.VectorEnv("katro", 3, columns=4)
    obs, infos = envs.reset()
    illegal = np.argmin(infos["action_mask"], axis=1)
    with pytest.raises(fanga.MoveError, match=r"game 0: .*no game moved.*action_mask"):
        envs.step(illegal)
    with pytest.raises(fanga.ActionIdError, match="game 0"):
        envs.step([99, 0, 0])
    with pytest.raises(TypeError, match="floats"):
        envs.step([0.5, 1.0, 2.0])
    again, infos2 = envs.reset()
    assert (again == obs).all()
