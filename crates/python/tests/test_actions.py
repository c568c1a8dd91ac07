"""Every game played by action ids (``fanga.State``) and many at once
(``fanga.VectorEnv``): legal actions and masks agree, every completed turn
is a legal move of the position, out-of-range and illegal ids raise and
leave the state unchanged, pickles replay the game."""

import copy
import pickle
import random

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


def test_the_vector_env_steps_every_game_and_resets_finished_ones():
    env = fanga.VectorEnv("kalah", 16, threads=2, houses=2, seeds=1)
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


def test_the_vector_env_plays_as_the_state_does():
    env = fanga.VectorEnv("katro", 3, threads=2, columns=4)
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
