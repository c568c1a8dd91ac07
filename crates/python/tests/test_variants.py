"""Games described by data at run time: a variant of a game, defined from
its description, is played by name through every part of the package."""

import pytest

import fanga

DESCRIPTION = """\
# Katro as a class plays it.
variant katro-py
game katro
title Katro from Python: four columns, towards the inner row
fix columns=4 goal=inner_row
source Busser (2025), as a class plays it
en Four columns a row; empty the opponent's inner row to win.
fr Quatre colonnes par rangée ; videz la rangée intérieure adverse pour gagner.
"""


def test_a_variant_is_a_game_of_its_own():
    info = fanga.define(DESCRIPTION)
    assert info.name == "katro-py"
    assert info.title.startswith("Katro from Python")
    assert info.source == "Busser (2025), as a class plays it"
    assert [o.key for o in info.options] == ["variant", "direction"]
    assert "katro-py" in [g.name for g in fanga.games()]
    assert fanga.info("katro-py").name == "katro-py"
    # The same description again is the same game.
    assert fanga.define(DESCRIPTION).name == "katro-py"


def test_a_variant_plays_by_its_game_s_rules():
    fanga.define(DESCRIPTION)
    p = fanga.start("katro-py")
    assert p.game == "katro-py"
    assert p.text == "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S"
    assert p.move_count == 16
    assert p.perft(2) == fanga.start("katro", columns=4).perft(2)
    assert p.play("b2:cw").text == "2,2,2,2/0,0,2,0/1,0,5,2/4,4,1,5 N"
    with pytest.raises(fanga.OptionError):
        fanga.start("katro-py", columns=6)
    assert fanga.start("katro-py", direction="per_game").game == "katro-py"


def test_a_variant_s_games_think_and_read_back():
    fanga.define(DESCRIPTION)
    g = fanga.Game("katro-py")
    g.play("b2:cw")
    thought = g.think("ab:d2")
    g.play(thought.move)
    record = g.record()
    assert record.startswith("game katro-py\noptions variant=katro-py\n")
    back = fanga.Game.from_record(record)
    assert back.game == "katro-py" and back.moves == g.moves


def test_bad_descriptions_are_refused():
    with pytest.raises(fanga.DefinitionError, match="not a game description"):
        fanga.define("colour red\n")
    with pytest.raises(fanga.DefinitionError, match="line 2"):
        fanga.define("variant x\ncolour red\n")
    with pytest.raises(fanga.DefinitionError, match="not a variant name"):
        fanga.define("variant Bad\ngame katro\ntitle t\n")
    with pytest.raises(fanga.UnknownGameError):
        fanga.define("variant x\ngame chess\ntitle t\n")
    with pytest.raises(fanga.DefinitionError, match="columns"):
        fanga.define("variant x\ngame katro\ntitle t\nfix columns=5\n")


RULE_SET = """{
    "name": "wari-py", "title": "Wari from Python",
    "board": {"holes": 6, "seeds": 4}, "sowing": {"skip_start": true},
    "capture": {"counts": [2, 3], "side": "opponent", "holes": 0},
    "moves": {"must_feed": true}
}"""


def test_a_rule_set_is_a_game_of_every_part_of_the_package():
    info = fanga.define(RULE_SET)
    assert info.name == "wari-py"
    p = fanga.start("wari-py")
    assert p.game == "wari-py"
    assert p.perft(3) == 190
    g = fanga.Game("wari-py")
    g.play("c1")
    g.play(g.think("ab:d2").move)
    back = fanga.Game.from_record(g.record())
    assert back.moves == g.moves
    state = fanga.State("wari-py")
    assert len(state.legal_actions()) == 6
    with pytest.raises(fanga.DefinitionError, match="board.holes"):
        fanga.define(RULE_SET.replace('"holes": 6', '"holes": 40'))
