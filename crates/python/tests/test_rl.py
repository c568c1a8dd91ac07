"""Every game through OpenSpiel (``fanga.openspiel``: ``random_sim_test``,
``MCTSBot``, ``evaluate_bots``, Shimmy's wrapper) and PettingZoo
(``fanga.pettingzoo``: ``api_test``, ``seed_test``), with small budgets.
Skipped where ``open_spiel`` or ``pettingzoo`` is not installed."""

import numpy as np
import pytest

import fanga

pyspiel = pytest.importorskip("pyspiel")
pytest.importorskip("pettingzoo")

import fanga.openspiel  # noqa: E402
import fanga.pettingzoo  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

NAMES = fanga.openspiel.register()


def test_every_game_is_registered():
    # Registering again adds the games other tests defined since, if any.
    names = fanga.openspiel.register()
    assert names == sorted(fanga.openspiel.game_name(g.name) for g in fanga.games())
    assert set(NAMES) <= set(names)
    assert "fanga_katra_fandatsaka" in NAMES
    assert fanga.openspiel.register() == names


def test_random_sim_test(game):
    g = pyspiel.load_game(fanga.openspiel.game_name(game) + "(max_moves=40)")
    assert g.num_distinct_actions() == fanga.State(game).num_actions
    pyspiel.random_sim_test(g, num_sims=2, serialize=True, verbose=False)


def test_options_are_parameters():
    g = pyspiel.load_game("fanga_katro(columns=4,max_moves=10)")
    assert g.num_distinct_actions() == 16 + 2
    assert g.max_game_length() == 10 * 2
    with pytest.raises(fanga.OptionError):
        pyspiel.load_game("fanga_katro(columns=5)")


def test_parameters_are_typed_by_the_option_specs():
    # An option whose accepted values are all integers is an int
    # parameter, any other a string: by the spec, not by the default.
    params = pyspiel.load_game("fanga_bao").get_parameters()
    assert params["house_tax"] == 2 and params["namua"] == "on"
    assert pyspiel.load_game("fanga_katro").get_parameters()["columns"] == 6
    g = pyspiel.load_game("fanga_bao(house_tax=1,namua=off)")
    assert g.get_parameters()["house_tax"] == 1


def test_mcts_and_evaluate_bots():
    from open_spiel.python.algorithms import evaluate_bots, mcts

    g = pyspiel.load_game("fanga_oware(num_houses_per_player=3,num_seeds_per_house=2,max_moves=30)")
    rng = np.random.RandomState(0)
    bot = mcts.MCTSBot(g, 1.4, 10, mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
    returns = evaluate_bots.evaluate_bots(g.new_initial_state(), [bot, bot], rng)
    assert sum(returns) == 0


def test_shimmy_wraps_the_openspiel_game():
    shimmy = pytest.importorskip("shimmy")
    env = shimmy.OpenSpielCompatibilityV0(
        env=pyspiel.load_game("fanga_katro(columns=4,max_moves=20)"), render_mode=None
    )
    api_test(env, num_cycles=50)


def test_pettingzoo_api_and_seed(game):
    # The wrapped env(), as PettingZoo's own environments give it.
    api_test(fanga.pettingzoo.env(game, max_moves=20, render_mode="ansi"), num_cycles=100)
    seed_test(lambda: fanga.pettingzoo.env(game, max_moves=20), num_cycles=50)


def test_pettingzoo_env_is_wrapped_and_raw_env_is_bare():
    from pettingzoo.utils import wrappers

    env = fanga.pettingzoo.env("katro", columns=4)
    assert isinstance(env, wrappers.OrderEnforcingWrapper)
    assert isinstance(env.unwrapped, fanga.pettingzoo.FangaEnv) and env.game == "katro"
    assert type(fanga.pettingzoo.raw_env("katro", columns=4)) is fanga.pettingzoo.FangaEnv
    api_test(fanga.pettingzoo.raw_env("katro", columns=4, max_moves=20), num_cycles=50)
    # An illegal action ends the game, lost by the agent who took it.
    env.reset(seed=0)
    obs, *_ = env.last()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    env.step(illegal)
    assert env.rewards == {"player_0": -1, "player_1": 0} or env.rewards["player_0"] == -1
    assert all(env.terminations.values())


def test_pettingzoo_renders_the_board_and_ends_with_rewards():
    env = fanga.pettingzoo.env("kalah", houses=2, seeds=1, render_mode="ansi")
    env.reset(seed=0)
    assert "South" in env.render()
    total = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        total[agent] += reward
        action = None if terminated or truncated else env.action_space(agent).sample(obs["action_mask"])
        env.step(action)
    assert sorted(total.values()) in ([-1.0, 1.0], [0.0, 0.0])
