"""The adapter of Toguz Kumalak: AbstractPlay's `src/games/toguz.ts`
(gameslib b8c3115) read as fanga's `toguz-kumalak` (the rule set shipped
from MancalaGames's file). The kinds of difference and their sources are in
docs/abstractplay.md.

AbstractPlay's state: `board[0]` is North's row (fanga's row 2, a2..i2 as
fanga writes it) and `board[1]` South's (row 1, a1..i1); its cells are
named as fanga's holes, and it sows anticlockwise (a1 to i1, then i2 to
a2) as fanga does. Player 1 moves first and is South. `kazna` the two
stores (S, N); `tuz[i]` the hole that is player i+1's tuzdyk (fanga's child
owned by him), null when none. AbstractPlay empties a tuzdyk into its
owner's kazna at the end of every move, where fanga keeps the seeds in the
hole (they are its owner's all the same): `fanga_position` moves them to
the store, so both are read on AbstractPlay's footing. toguz.ts has no
`getPlayerScore`; its count at the end is what `checkEOG` compares: each
player's kazna and the seeds left in his own row.
"""

PLAYERS = {1: "S", 2: "N"}


def fanga_game():
    return "toguz-kumalak"


def position(state):
    rows = "/".join(",".join(str(n) for n in row) for row in state["board"])
    store = ",".join(str(n) for n in state["kazna"])
    owned = {hole: PLAYERS[i + 1] for i, hole in enumerate(state["tuz"]) if hole}
    # fanga writes row 1 before row 2, each from column a
    children = ",".join(f"{h}:{owned[h]}" for h in sorted(owned, key=lambda h: (h[1], h[0])))
    text = f"{rows} {PLAYERS[state['currplayer']]} store={store}"
    if children:
        text += f" children={children}"
    return text


def fanga_position(text):
    """fanga's position with each child's seeds moved to its owner's store,
    as AbstractPlay keeps them, and without the field that names the game
    (the oracle is asked the game by name)."""
    words = text.split()
    fields = {k: v for k, v in (w.split("=", 1) for w in words[2:]) if v != fanga_game()}
    if "children" not in fields:
        return " ".join([words[0], words[1]] + [f"{k}={v}" for k, v in fields.items()])
    rows = [[int(x) for x in r.split(",")] for r in words[0].split("/")]
    store = [int(x) for x in fields["store"].split(",")]
    for child in fields["children"].split(","):
        hole, owner = child.split(":")
        row = 1 if hole[1] == "1" else 0
        col = ord(hole[0]) - ord("a")
        store["SN".index(owner)] += rows[row][col]
        rows[row][col] = 0
    fields["store"] = ",".join(map(str, store))
    board = "/".join(",".join(map(str, r)) for r in rows)
    return " ".join([board, words[1]] + [f"{k}={v}" for k, v in fields.items()])


def result(after):
    winner = after["winner"]
    return f"{PLAYERS[winner[0]]} wins" if len(winner) == 1 else "draw"


def score(after):
    """AbstractPlay's count at the end (S, N), what `checkEOG` decides on: the
    kaznas when one holds 82 or more, else each kazna with the seeds left in
    its player's row (the player to move has none)."""
    state = after["state"]
    kazna = state["kazna"]
    if max(kazna) >= 82:
        return tuple(kazna)
    return (kazna[0] + sum(state["board"][1]), kazna[1] + sum(state["board"][0]))


def _leftover_end(text):
    """The result fanga's `end.fewer_than` (2) makes of a position text with
    one seed left on the board and no tuzdyk: the seed to its row's owner;
    None for any other position."""
    words = text.split()
    fields = dict(w.split("=", 1) for w in words[2:])
    north, south = ([int(x) for x in r.split(",")] for r in words[0].split("/"))
    if "children" in fields or sum(north) + sum(south) != 1:
        return None
    s, n = (int(x) for x in fields["store"].split(","))
    s, n = (s + 1, n) if sum(south) else (s, n + 1)
    return "S wins" if s > n else "N wins" if n > s else "draw"


def _value_of(values, move):
    """What `move` leads to, in one side's {value: moves}."""
    return next((v for v, moves in values.items() if move in moves), None)


def _one_seed_left(d):
    """fanga ends the game when one seed is left on the board and no tuzdyk
    exists (`end.fewer_than` 2, MancalaGames's rule), the seed to its row's
    owner; AbstractPlay plays on until the player to move has no move. The
    predicate requires AbstractPlay's position after the move (both sides
    name a move by its hole) to hold one seed and no tuzdyk, and fanga's
    result of the same move to be that seed given to its row's owner."""
    if d["kind"] == "a position only AbstractPlay's moves reach":
        end = _leftover_end(d["ap_value"])
        return end is not None and all(_value_of(d["fanga_values"], m) == end for m in d["ap_moves"])
    if d["kind"] == "a position only fanga's moves reach" and d["fanga_value"] in ("S wins", "N wins", "draw"):
        after = [_value_of(d["ap_values"], m) for m in d["fanga_moves"]]
        return all(a is not None and _leftover_end(a) == d["fanga_value"] for a in after)
    return False


EXPLAINED = [
    ("fanga ends the game at one seed left without a tuzdyk; AbstractPlay plays on",
     "see docs/abstractplay.md, 'one seed left'", _one_seed_left),
]
