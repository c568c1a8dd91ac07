"""Every game played by action ids (``fanga.State``) and many at once
(``fanga.BatchEnv``): legal actions and masks agree, every completed turn
is a legal move of the position, out-of-range and illegal ids raise and
leave the state unchanged, pickles replay the game."""

import copy
import os
import pickle
import random
import subprocess
import sys

import numpy as np
import pytest

import fanga


def play(state, rng, decisions):
    """Plays up to `decisions` random legal actions, checking each turn
    against the position's own moves."""
    for _ in range(decisions):
        if state.is_terminal():
            break
        before = state.position
        legal = state.legal_actions()
        mask = state.action_mask()
        assert mask.dtype == np.bool_ and mask.shape == (state.num_actions,)
        assert list(np.flatnonzero(mask)) == legal
        obs = state.observation()
        assert obs.dtype == np.float32 and obs.shape == state.observation_shape
        taken = len(state.taken)
        state.apply_action(rng.choice(legal))
        if len(state.taken) == 0 and not (state.is_terminal() and state.position == before):
            assert state.last_move in before.moves()
            assert before.play(state.last_move) == state.position
        else:
            assert len(state.taken) in (taken + 1, 0)


def test_every_game_plays_by_actions(game):
    state = fanga.State(game, max_moves=40)
    assert state.max_game_length == 40 * state.max_turn_decisions
    play(state, random.Random(1), 400)


def test_out_of_range_and_illegal_actions_raise_and_change_nothing(game):
    state = fanga.State(game)
    for bad in (-1, state.num_actions, 2**40):
        with pytest.raises(fanga.ActionIdError, match="out of range"):
            state.apply_action(bad)
        with pytest.raises(fanga.ActionIdError):
            state.action_to_string(bad)
    illegal = [a for a in range(state.num_actions) if a not in state.legal_actions()]
    if illegal:
        with pytest.raises(fanga.MoveError, match="not legal"):
            state.apply_action(illegal[0])
    assert state.taken == [] and state.position == fanga.start(game)


def test_a_state_copies_and_pickles_with_its_history():
    state = fanga.State("oware", max_moves=300)
    rng = random.Random(3)
    for _ in range(30):
        state.apply_action(rng.choice(state.legal_actions()))
    for other in (state.clone(), copy.deepcopy(state), pickle.loads(pickle.dumps(state))):
        assert other.position == state.position and other.moves_played == state.moves_played
        a = rng.choice(state.legal_actions())
        other.apply_action(a)
        assert other.moves_played == state.moves_played + 1


def test_options_limits_and_the_end():
    state = fanga.State("kalah", houses=3, seeds=2, max_moves=5)
    assert state.num_actions == 8 and state.game == "kalah"
    rng = random.Random(0)
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    assert state.moves_played <= 5
    assert sum(state.returns()) == 0
    with pytest.raises(fanga.GameOverError):
        state.apply_action(0)
    with pytest.raises(fanga.UnknownGameError):
        fanga.State("katrò")
    with pytest.raises(fanga.OptionError):
        fanga.State("katro", columns=5)
    with pytest.raises(ValueError):
        fanga.State("katro", max_moves=0)


def test_openspiel_ids_for_oware_and_kalah():
    oware = fanga.State("oware")
    assert oware.num_actions == 6 and oware.legal_actions() == [0, 1, 2, 3, 4, 5]
    kalah = fanga.State("kalah")
    assert kalah.num_actions == 14 and kalah.legal_actions() == [1, 2, 3, 4, 5, 6]
    kalah.apply_action(3)  # c1 ends in South's store: South sows again.
    assert kalah.taken == [3] and kalah.current_player() == 0


def test_the_batch_steps_every_game_and_resets_finished_ones():
    env = fanga.BatchEnv("kalah", 16, threads=2, houses=2, seeds=1)
    obs, mask, players = env.reset()
    assert obs.shape == (16, *env.observation_shape) and mask.shape == (16, env.num_actions)
    rng = np.random.default_rng(0)
    finished = 0
    for _ in range(60):
        actions = np.argmax(rng.random(mask.shape) * mask, axis=1)
        obs, mask, rewards, dones, players = env.step(actions)
        assert rewards.shape == (16, 2) and (rewards.sum(axis=1) == 0).all()
        assert (np.abs(rewards[~dones]) == 0).all()
        assert mask.any(axis=1).all()
        finished += int(dones.sum())
    assert finished > 16
    # A bad action anywhere refuses the whole step.
    bad = np.argmax(mask, axis=1)
    bad[5] = env.num_actions
    with pytest.raises(fanga.ActionIdError, match="game 5"):
        env.step(bad)
    illegal = np.argmin(mask, axis=1)
    with pytest.raises(fanga.MoveError):
        env.step(np.where(mask.all(axis=1), env.num_actions, illegal))
    again = env.observe()
    assert (again[1] == mask).all()
    with pytest.raises(ValueError):
        env.step(np.zeros(3, dtype=np.int64))


def test_the_batch_plays_as_the_state_does():
    env = fanga.BatchEnv("katro", 3, threads=2, columns=4)
    states = [fanga.State("katro", columns=4) for _ in range(3)]
    obs, mask, players = env.reset()
    rng = random.Random(5)
    for _ in range(50):
        actions = []
        for i, s in enumerate(states):
            assert (obs[i] == s.observation()).all() and (mask[i] == s.action_mask()).all()
            assert players[i] == s.current_player()
            a = rng.choice(s.legal_actions())
            s.apply_action(a)
            if s.is_terminal():
                states[i] = fanga.State("katro", columns=4)
            actions.append(a)
        obs, mask, rewards, dones, players = env.step(np.array(actions))


def test_the_batch_takes_actions_as_users_pass_them():
    env = fanga.BatchEnv("katro", 40, threads=2, columns=4)
    states = [fanga.State("katro", columns=4) for _ in range(40)]
    obs, mask, players = env.reset()
    for dtype in [list, np.int8, np.uint8, np.int16, np.uint32, np.int32, np.int64, np.uint64, tuple]:
        actions = [int(np.flatnonzero(m)[0]) for m in mask]
        passed = dtype(actions) if dtype in (list, tuple) else np.array(actions, dtype)
        obs, mask, rewards, dones, players = env.step(passed)
        for s, a in zip(states, actions):
            s.apply_action(a)
            if s.is_terminal():
                s.__init__("katro", columns=4)
        assert all((obs[i] == s.observation()).all() for i, s in enumerate(states))
    # Floats, booleans and the wrong count are refused, saying what and
    # where, and nothing moves.
    before = env.observe()
    for bad, error, what in [
        (np.zeros(40), TypeError, r"step\(actions\).*integer action ids.*float64"),
        ([0.0] * 40, TypeError, "floats"),
        (np.zeros(40, np.bool_), TypeError, "bool"),
        ([0] * 39, ValueError, "one action a game, 40"),
        (np.zeros((40, 1), np.int64), ValueError, "one action a game"),
    ]:
        with pytest.raises(error, match=what):
            env.step(bad)
    after = env.observe()
    assert all((a == b).all() for a, b in zip(before, after))


def test_the_threads_fit_the_batch():
    # A small batch runs on one thread by default, a large one on more
    # (at most the machine's cores).
    assert fanga.BatchEnv("katro", 16).threads == 1
    assert fanga.BatchEnv("katro", 4096).threads == min(os.cpu_count() or 1, 16)
    assert fanga.BatchEnv("katro", 4096, threads=3).threads == 3
    assert fanga.BatchEnv("katro", 16, threads=3).threads == 1  # one share of games
    with pytest.raises(ValueError, match="threads"):
        fanga.BatchEnv("katro", 16, threads=0)
    with pytest.raises(ValueError, match="autoreset"):
        fanga.BatchEnv("katro", 16, autoreset="sometimes")


def test_the_next_step_batch_keeps_an_ended_game_for_a_step():
    for threads in (1, 2):
        env = fanga.BatchEnv("kalah", 80, threads=threads, autoreset="next-step", houses=2, seeds=1)
        assert env.autoreset == "next-step"
        start_obs, mask, players = env.reset()
        rng = np.random.default_rng(threads)
        ended = np.zeros(80, np.bool_)
        seen = 0
        for _ in range(40):
            actions = np.argmax(rng.random(mask.shape) * mask, axis=1)
            obs, mask, rewards, dones, players = env.step(actions)
            # A game that ended on the last step starts again now, its
            # action ignored: the start's observation, no reward.
            assert (obs[ended] == start_obs[ended]).all()
            assert not dones[ended].any() and (rewards[ended] == 0).all()
            # One that ends now stays at its end: every action marked
            # legal, no player.
            assert mask[dones].all() and (players[dones] == -1).all()
            r = rewards[dones]
            assert ((np.abs(r).sum(axis=1) == 2) | (r == 0).all(axis=1)).all()
            ended = dones
            seen += int(dones.sum())
        assert seen > 0


def test_the_batch_resets_the_games_asked():
    env = fanga.BatchEnv("katro", 4, columns=4)
    start, _, _ = env.reset()
    obs, mask, *_ = env.step([int(np.flatnonzero(m)[0]) for m in env.observe()[1]])
    again, _, _ = env.reset([True, False, True, False])
    assert (again[[0, 2]] == start[[0, 2]]).all() and (again[[1, 3]] == obs[[1, 3]]).all()
    with pytest.raises(ValueError, match="reset"):
        env.reset([True])


def test_fanga_needs_gymnasium_only_for_the_vector_env():
    # Without gymnasium, fanga and its batch import, and VectorEnv says
    # what to install.
    code = (
        "import sys; sys.modules['gymnasium'] = None\n"
        "import fanga\n"
        "from fanga import *\n"
        "assert fanga.BatchEnv('katro', 2).num_envs == 2\n"
        "try:\n"
        "    fanga.VectorEnv\n"
        "except ImportError as e:\n"
        "    print(e)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "pip install gymnasium" in out.stdout


def test_the_threads_play_as_one_thread_does():
    # Whatever thread takes a share of the games, the arrays are those of
    # one thread; a refused action anywhere leaves every game as it was.
    for autoreset in ("same-step", "next-step"):
        for threads in (2, 3):
            many = fanga.BatchEnv("kalah", 200, threads=threads, autoreset=autoreset, houses=3, seeds=2)
            one = fanga.BatchEnv("kalah", 200, threads=1, autoreset=autoreset, houses=3, seeds=2)
            assert many.threads == threads
            _, mask, players = many.reset()
            one.reset()
            rng = np.random.default_rng(threads)
            for i in range(150):
                actions = np.argmax(rng.random(mask.shape) * mask, axis=1)
                if i % 37 == 0:
                    bad = actions.copy()
                    bad[rng.choice(np.flatnonzero(players >= 0))] = 99
                    for env in (many, one):
                        with pytest.raises(fanga.ActionIdError):
                            env.step(bad)
                got, want = many.step(actions), one.step(actions)
                assert all((a == b).all() for a, b in zip(got, want))
                mask, players = got[1], got[4]
