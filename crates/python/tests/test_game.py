"""fanga.Game: history, undo and redo, records that read back, copies."""

import copy
import pickle
import random

import pytest

import fanga


def play_random(g, plies, seed=0):
    rng = random.Random(seed)
    for _ in range(plies):
        if g.is_over:
            break
        g.play(rng.choice(g.legal_moves()))


def test_each_game_plays_undoes_and_reads_its_record_back(game):
    g = fanga.Game(game)
    play_random(g, 16)
    moves = g.moves
    assert len(g) == len(moves) > 0
    back = fanga.Game.from_record(g.record())
    assert back.moves == moves and back.position == g.position and back.result == g.result
    last = g.undo()
    assert last == moves[-1] and g.moves == moves[:-1] and g.undone == [last]
    assert g.position == g.position_at(len(moves) - 1)
    assert g.redo() == last and g.moves == moves
    while g.undo() is not None:
        pass
    assert g.moves == [] and g.position == g.start


def test_a_game_copies_and_pickles_with_its_moves_to_redo(game):
    g = fanga.Game(game)
    play_random(g, 6, seed=1)
    g.undo()
    for h in (copy.copy(g), copy.deepcopy(g), pickle.loads(pickle.dumps(g))):
        assert h.moves == g.moves and h.undone == g.undone and h.record() == g.record()
        assert h.redo() == g.undone[-1]


def test_a_game_starts_from_options_or_a_position():
    g = fanga.Game("katro", {"columns": 4}, goal="inner_row")
    assert g.options == {"columns": "4", "goal": "inner_row", "direction": "per_turn"}
    text = "2,2,2,2/0,0,2,0/1,0,5,2/4,4,1,5 N"
    h = fanga.Game("katro", position=text)
    assert h.start.text == text and h.turn == 1
    assert f"start {text}" in h.record()
    assert fanga.Game.from_record(h.record()).start.text == text


def test_a_refused_move_leaves_the_game_unchanged():
    g = fanga.Game("katro", columns=4)
    g.play("b2:cw")
    record = g.record()
    with pytest.raises(fanga.MoveError, match="not a move"):
        g.play("z9:cw")
    with pytest.raises(fanga.MoveError):
        g.play("b2:cw")  # South's hole: North to move
    assert g.record() == record


def test_a_finished_game_refuses_moves():
    g = fanga.Game("kalah", houses=1, seeds=1)
    while not g.is_over:
        g.play(g.legal_moves()[0])
    assert g.outcome is not None and g.result != "unfinished"
    with pytest.raises(fanga.GameOverError):
        g.play("1")
    with pytest.raises(fanga.GameOverError):
        g.play_traced("1")


def test_resignation_ends_the_game_and_undo_takes_it_back():
    g = fanga.Game("oware")
    g.resign(0)
    assert g.outcome.winner == 1 and g.outcome.reason == "resignation"
    g.undo()
    assert g.outcome is None
    with pytest.raises(ValueError):
        g.resign(2)


def test_play_traced_on_a_game():
    g = fanga.Game("katro", columns=4)
    played = g.play_traced("b2:cw")
    assert g.moves == ["b2:cw"] and g.position == played.position


def test_bad_records_raise_with_the_line():
    for bad in ["", "game chess\noptions\n", "game katro\noptions columns=5\n",
                "game katro\noptions\nmove z9\n", "\x00" * 10_000]:
        with pytest.raises(fanga.FangaError):
            fanga.Game.from_record(bad)
    with pytest.raises(fanga.RecordError, match="line 3"):
        fanga.Game.from_record("game katro\noptions columns=4\nmove z9:cw\n")


def test_records_of_the_playground_read_and_a_wrong_result_is_refused():
    g = fanga.Game.from_record(
        "game katro\noptions columns=4\n# format 1\nmove b2:cw\nresult unfinished\n")
    assert g.moves == ["b2:cw"] and g.options["columns"] == "4"
    with pytest.raises(fanga.RecordError, match="line 4"):
        fanga.Game.from_record("game katro\noptions columns=4\nmove b2:cw\nresult S wins (kamo)\n")


# Two turns of this katra fandatsaka position relay for about two million
# laps before they are proven endless (a loss for their mover): decided in
# a few milliseconds with no budget, undecided under a budget of 1,000.
LONG = "3,0,2,2,1,1,1,0/1,0,0,0,1,0,3,0/1,2,1,4,22,4,3,2/0,1,2,1,2,1,2,1 S reserve=0,0"


def test_a_game_lists_apart_the_moves_its_lap_budget_leaves_undecided():
    g = fanga.Game("katra-fandatsaka", position=LONG)
    assert g.lap_budget == 20_000_000
    assert g.undecided_moves() == []
    assert "d2:cw" in g.legal_moves()
    g.lap_budget = 1000
    assert g.lap_budget == 1000
    assert g.undecided_moves() == ["d2:cw", "h2:ccw"]
    assert "d2:cw" not in g.legal_moves()
    with pytest.raises(fanga.UndecidedError, match="1000 laps"):
        g.play("d2:cw")
    assert g.moves == []
    g.lap_budget = None
    assert g.lap_budget is None
    assert g.undecided_moves() == []
    g.play("d2:cw")
    assert g.result == "N wins (infinite turn)"


def test_a_game_keeps_its_lap_budget_through_copies_pickles_and_records():
    g = fanga.Game("katra-fandatsaka", position=LONG, lap_budget=None)
    g.play("d2:cw")
    for other in (copy.copy(g), pickle.loads(pickle.dumps(g))):
        assert other.lap_budget is None
        assert other.moves == ["d2:cw"]
    # Analysed under the game's budget: its moves replay as they were played.
    assert len(g.analyse("ab:d1")) == 1
    g.lap_budget = 1000
    with pytest.raises(fanga.UndecidedError, match="1000 laps"):
        g.analyse("ab:d1")
    g.lap_budget = None
    with pytest.raises(fanga.RecordError, match="undecided after 1000 laps"):
        fanga.Game.from_record(g.record(), lap_budget=1000)
    assert fanga.Game.from_record(g.record(), None).moves == ["d2:cw"]
