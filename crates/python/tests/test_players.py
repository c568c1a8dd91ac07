"""Computer players, analysis, the solver and batch playouts."""

import threading
import time

import pytest

import fanga


@pytest.mark.parametrize("player", ["random", "greedy", "easy", "ab:d2", "ab:20ms", "mcts:50"])
def test_each_player_spec_chooses_a_legal_move(player):
    p = fanga.start("katro", columns=4)
    t = fanga.think(p, player, seed=3)
    assert t.move in p.moves()


def test_every_game_has_computer_players(game):
    p = fanga.start(game)
    t = fanga.think(p, "ab:d1")
    assert t.move in p.moves() and t.depth >= 1 and t.info.startswith("info depth")


def test_a_search_scores_and_explains():
    t = fanga.think(fanga.start("kalah", houses=2, seeds=2), "ab:d20")
    assert t.plies_to_end is not None and t.pv[0] == t.move


def test_bad_player_specs_raise():
    p = fanga.start("katro")
    for bad in ["", "ab:", "mcts:x", "nobody", "ab:d" + "9" * 100]:
        with pytest.raises(fanga.PlayerError):
            fanga.think(p, bad)
    with pytest.raises(fanga.GameOverError):
        g = fanga.Game("kalah", houses=1, seeds=1)
        while not g.is_over:
            g.play(g.legal_moves()[0])
        g.think("random")


def test_a_game_analyses_every_move():
    g = fanga.Game("katro", columns=4)
    for _ in range(4):
        g.play(g.think("random", seed=len(g)).move)
    analysis = g.analyse("ab:d2")
    assert [a.move for a in analysis] == g.moves
    assert [a.seat for a in analysis] == [g.position_at(i).turn for i in range(len(g))]
    assert all(a.best.move in g.position_at(a.ply).moves() for a in analysis)


@pytest.mark.parametrize("work", [
    lambda: fanga.think(fanga.start("oware"), "ab:600ms"),
    lambda: fanga.Game("oware").think("mcts:600ms"),
    lambda: fanga.random_playouts(fanga.start("katro"), 20_000, threads=1),
], ids=["think", "game-think", "playouts"])
def test_searches_release_the_gil(work):
    """While a search runs in another thread, this thread goes on: with the
    GIL held, its loop would stop for the whole search."""
    worker = threading.Thread(target=work)
    began = last = time.perf_counter()
    worker.start()
    gap = 0.0
    while worker.is_alive():
        now = time.perf_counter()
        gap = max(gap, now - last)
        last = now
    worker.join()
    took = time.perf_counter() - began
    # Python switches threads every 5 ms: a tenth of a second of work held
    # under the GIL would show as one gap of nearly all of it.
    assert took > 0.1, "the work must last long enough for the check to tell"
    assert gap < took / 2, f"this thread stopped for {gap:.2f} s of the {took:.2f} s the work took"


def test_searches_run_in_parallel_threads():
    p = fanga.start("oware")
    results = []
    threads = [threading.Thread(target=lambda: results.append(fanga.think(p, "ab:d5"))) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(results) == 2 and results[0].move == results[1].move


def test_the_solver_solves_small_boards():
    s = fanga.solve(fanga.start("fifangha", columns=4))
    assert s.method == "search" and s.mover == "S"
    assert s.value.verdict == "loss"
    assert s.value.margin == -6
    assert any(m == "b2 a2" and v == s.value for m, v in s.moves)
    k = fanga.solve(fanga.start("kalah", houses=2, seeds=2))
    assert k.value.verdict in ("win", "draw", "loss") and k.pv


def test_the_solver_refuses_what_it_cannot_solve():
    with pytest.raises(fanga.SolveError):
        fanga.solve(fanga.start("oware"))
    with pytest.raises(fanga.SolveError, match="out of reach|cap"):
        fanga.solve(fanga.start("katro"), memory=1 << 20)
    assert fanga.solvable("kalah", houses=2, seeds=2)
    assert not fanga.solvable("katro")


def test_playouts_are_the_same_games_on_any_number_of_threads():
    p = fanga.start("katro")
    one = fanga.random_playouts(p, 200, seed=7, threads=1, per_game=True)
    two = fanga.random_playouts(p, 200, seed=7, threads=2, per_game=True)
    three = fanga.random_playouts(p, 200, seed=7, threads=3)
    for t in (two, three):
        assert (t.games, t.plies, t.wins, t.draws, t.unfinished, t.reasons) == (
            one.games, one.plies, one.wins, one.draws, one.unfinished, one.reasons)
    assert (one.game_plies == two.game_plies).all()
    assert (one.game_winners == two.game_winners).all()
    assert one.game_plies.sum() == one.plies and len(one.game_plies) == 200
    assert (one.game_winners == 0).sum() == one.wins[0]
    assert three.game_plies is None
    # Other seeds, other games.
    assert fanga.random_playouts(p, 200, seed=8).plies != one.plies


def test_playouts_follow_the_ply_limit_and_refuse_bad_arguments():
    t = fanga.random_playouts(fanga.start("oware"), 20, max_plies=3, per_game=True)
    assert t.unfinished == 20 and (t.game_plies == 3).all() and (t.game_winners == -2).all()
    with pytest.raises(ValueError):
        fanga.random_playouts(fanga.start("oware"), 1, threads=0)
    with pytest.raises(ValueError):
        fanga.random_playouts(fanga.start("oware"), 2, seed=2**64 - 1)
