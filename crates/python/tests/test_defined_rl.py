"""A user's own games, written to files, read with ``fanga.define`` and
played through OpenSpiel (``random_sim_test``, Shimmy's wrapper), PettingZoo
(``api_test``, ``seed_test``) and ``fanga.BatchEnv``: two rule sets in
fanga's JSON (one capturing by count, one whose last seed in the store sows
again), a MancalaGames game file, and a variant of a game. The adapters
take a defined game exactly as one of the game list. Skipped where
``open_spiel`` or ``pettingzoo`` is not installed."""

import json

import numpy as np
import pytest

import fanga

pyspiel = pytest.importorskip("pyspiel")
pytest.importorskip("pettingzoo")

import fanga.openspiel  # noqa: E402
import fanga.pettingzoo  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

#: Four holes a row, three seeds each; a last seed making 2 or 3 on the
#: opponent's row takes them, and the holes before it that do too.
CAPTURES = {
    "name": "mine-captures",
    "title": "Four holes, three seeds: captures of 2 or 3 on the opponent's row",
    "board": {"holes": 4, "seeds": 3},
    "sowing": {"skip_start": True},
    "capture": {"counts": [2, 3], "side": "opponent", "holes": 0},
}

#: Four holes, three seeds, the stores sown: a last seed in one's own store
#: sows again (a further sowing, a choice within the turn), a last seed in
#: an empty hole of one's own takes the hole across.
STORES = {
    "name": "mine-stores",
    "title": "Four holes, three seeds, the stores sown, cross captures",
    "board": {"holes": 4, "seeds": 3},
    "sowing": {"stores": "own_repeats"},
    "capture": {"kind": "cross", "side": "opponent", "cross_takes_last_seed": True},
}

#: The same kind of game as MancalaGames writes it.
MANCALAGAMES = """{
   "game_class": "Mancala",
   "game_constants": {"holes": 4, "nbr_start": 3},
   "game_info": {"name": "Mine MG", "capt_on": [2, 3], "multicapt": -1,
                 "capt_side": 1, "skip_start": true}
}
<text_section>
<about>
A small game of one's own.
</about>
</text_section>
"""

#: A variant of a game of the list, some of its options fixed.
VARIANT = """\
variant katro-rl
game katro
title Katro on four columns, for learning
fix columns=4
"""


@pytest.fixture(scope="module")
def defined(tmp_path_factory):
    """The games of this module, each written to a file and defined from
    it: their names in fanga."""
    folder = tmp_path_factory.mktemp("defined")
    files = {
        "captures.json": json.dumps(CAPTURES, indent=2),
        "stores.json": json.dumps(STORES, indent=2),
        "Mine_MG.mgg": MANCALAGAMES,
        "katro-rl.txt": VARIANT,
    }
    names = []
    for file, text in files.items():
        path = folder / file
        path.write_text(text, encoding="utf-8")
        names.append(fanga.define(path.read_text(encoding="utf-8")).name)
    assert names == ["mine-captures", "mine-stores", "mine-mg", "katro-rl"]
    return names


@pytest.fixture(params=range(4), ids=["captures", "stores", "mancalagames", "variant"])
def name(request, defined):
    """Each defined game in turn."""
    return defined[request.param]


def test_the_defined_games_are_games_of_the_package(defined):
    known = [g.name for g in fanga.games()]
    for name in defined:
        assert name in known
        assert fanga.start(name).game == name
    assert fanga.start("mine-captures").text == "3,3,3,3/3,3,3,3 S store=0,0 ruleset=mine-captures"
    # A last seed in the store sows again: the further sowing is a choice
    # within the move (b1's three seeds end in South's store).
    p = fanga.start("mine-stores")
    assert p.moves() == ["a1", "b1 a1", "b1 c1", "b1 d1", "c1", "d1"]
    assert p.play("b1 a1").text == "3,3,3,3/0,1,5,5 N store=1,0 ruleset=mine-stores"
    assert fanga.info("mine-mg").title == "Mine MG, as MancalaGames plays it"


def test_openspiel_registers_and_plays_the_defined_games(name):
    names = fanga.openspiel.register()
    spiel = fanga.openspiel.game_name(name)
    assert spiel in names
    g = pyspiel.load_game(spiel + "(max_moves=40)")
    assert g.num_distinct_actions() == fanga.State(name).num_actions
    assert g.new_initial_state().fanga.game == name
    pyspiel.random_sim_test(g, num_sims=5, serialize=True, verbose=False)


def test_openspiel_plays_a_defined_game_to_its_end(defined):
    fanga.openspiel.register()
    g = pyspiel.load_game("fanga_mine_stores")
    rng = np.random.RandomState(3)
    state = g.new_initial_state()
    while not state.is_terminal():
        state.apply_action(int(rng.choice(state.legal_actions())))
    assert sum(state.returns()) == 0
    assert state.fanga.outcome is not None


def test_openspiel_refuses_another_rule_set_under_a_defined_name(defined):
    fanga.openspiel.register()
    with pytest.raises(fanga.OptionError, match="ruleset"):
        pyspiel.load_game("fanga_mine_captures(ruleset=mine-stores)")


def test_shimmy_wraps_a_defined_game(defined):
    shimmy = pytest.importorskip("shimmy")
    fanga.openspiel.register()
    env = shimmy.OpenSpielCompatibilityV0(
        env=pyspiel.load_game("fanga_mine_stores(max_moves=20)"), render_mode=None
    )
    api_test(env, num_cycles=50)


def test_pettingzoo_api_and_seed(name):
    env = fanga.pettingzoo.env(name, max_moves=20, render_mode="ansi")
    assert env.game == name
    api_test(env, num_cycles=100)
    seed_test(lambda: fanga.pettingzoo.env(name, max_moves=20), num_cycles=50)


def test_the_batch_steps_the_defined_games(name):
    env = fanga.BatchEnv(name, 4, threads=1, max_moves=20)
    obs, mask, player = env.reset()
    assert obs.shape[0] == 4 and mask.shape == (4, fanga.State(name).num_actions)
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(200):
        actions = np.array([rng.choice(np.flatnonzero(m)) for m in mask], np.int64)
        obs, mask, rewards, dones, player = env.step(actions)
        assert (rewards.sum(axis=1) == 0).all()
        ended += int(dones.sum())
    assert ended > 0


def test_bad_files_are_refused_naming_the_parameter(tmp_path):
    cases = [
        ({**CAPTURES, "name": "mine-bad", "board": {"holes": 40, "seeds": 3}}, "board.holes"),
        ({**CAPTURES, "name": "mine-bad", "board": {"holes": 4, "seeds": 3, "colour": 1}}, "colour"),
        ({**CAPTURES, "name": "mine-bad", "sowing": {"stores": "everywhere"}}, "sowing.stores"),
        ({**CAPTURES, "name": "mine-bad", "capture": {"side": "opponent"}}, "capture.kind"),
    ]
    for rules, parameter in cases:
        path = tmp_path / "bad.json"
        path.write_text(json.dumps(rules), encoding="utf-8")
        with pytest.raises(fanga.DefinitionError, match=parameter.replace(".", r"\.")):
            fanga.define(path.read_text(encoding="utf-8"))
    # A MancalaGames file asking for a rule fanga does not play yet.
    bad = MANCALAGAMES.replace('"skip_start": true', '"skip_start": true, "pickextra": 2')
    with pytest.raises(fanga.DefinitionError, match="pickextra"):
        fanga.define(bad.replace("Mine MG", "Mine Bad"))
    # Another rule set under a name already defined.
    with pytest.raises(fanga.DefinitionError, match="mine-captures"):
        fanga.define(json.dumps({**CAPTURES, "board": {"holes": 5, "seeds": 3}}))
    assert "mine-bad" not in [g.name for g in fanga.games()]
