"""The Ludii adapter of this crate's game (tools/ludii/README.md): Ludii 1.3.13's
`board/sow/two_rows/Kalah.lud` (its only ruleset: six holes a row, four
seeds a hole) read in fanga's notation.

Ludii's board (`mancalaBoard 2 6`, sites on vertices, one container):

    Ludii site   0    1..6       7..12      13
    fanga        N's  a1..f1     a2..f2     S's
                 store (row 1)   (row 2)    store

Row 1 is Ludii's bottom row, left to right, and row 2 its top row, left to
right, so `a2` (site 7) faces `a1` (site 1). Ludii's player 1 moves first and
owns the bottom row and the store at site 13 (its `map` pairs P1 with the
last site): fanga's South. A Ludii turn is one `Select` decision a sowing;
its `moveAgain` after a sowing that ends in one's store makes the next
sowing a decision of the same player: the whole turn is fanga's move, with
the forced decisions left out as the conventions write them.
"""

from boards import hole as board_hole, rows  # tools/ludii/boards.py

PLAYERS = {1: "S", 2: "N"}


def game(header):
    return "kalah"


def hole(site):
    return board_hole(site, 6)


def position(header, pos):
    c = pos["counts"]
    return f"{rows(c, 6)} {PLAYERS[pos['mover']]} store={c[13]},{c[0]}"


def move(header, pos, decisions, written):
    """The holes sown, choices only. Ludii's forced `Pass` (a player to move
    with no legal move) is not written; a turn that is only a pass is written
    `pass`, which fanga never plays."""
    holes = [hole(d["from"]) for d, w in zip(decisions, written) if w and d["type"] != "Pass"]
    return " ".join(holes) if holes else "pass"


def _count(after):
    """fanga's result for a Ludii position: each player's store and the seeds
    of his row, the higher total wins."""
    c = after["counts"]
    south = c[13] + sum(c[s] for s in range(1, 7))
    north = c[0] + sum(c[s] for s in range(7, 13))
    return "S wins" if south > north else "N wins" if north > south else "draw"


def _ludii_plays_on(d):
    """Ludii's position after the turn has a row empty, the game not over,
    and fanga's result is the count of that very position."""
    turn = d.get("ludii_turn")
    if turn is None or turn["after"]["over"]:
        return False
    c = turn["after"]["counts"]
    empty = not any(c[s] for s in range(1, 7)) or not any(c[s] for s in range(7, 13))
    return empty and d["fanga"] == _count(turn["after"])


EXPLAINED = [
    (
        "end: Ludii's (no Moves Mover) is true only after a pass",
        """OpenSpiel 2.0.2, whose rules this crate follows, ends the game as
soon as either row is empty (mancala.cc, IsTerminal: `return
!player_0_has_moves || !player_1_has_moves;`), as the rules text of Ludii's
own Kalah.lud says: "When one player has no seeds in any of their holes, the
game ends." Ludii's code ends it by `(end ("MancalaByScoreWhen" (no Moves
Mover)))`, evaluated after each move for the player who made it, and Ludii's
`(no Moves Mover)` (NoMoves.eval) reads that player's stalemated flag, which
Ludii sets when it generates his legal moves: it is true only once a player
to move has found no move and played Ludii's forced pass. So when a turn
empties a row, fanga counts the position (store and row, as Ludii's
`PiecesOwnedBy` does) and Ludii plays on: the opponent passes and the game
ends with the same count if his row is empty, and he sows on (possibly into
the empty row) if it is the mover's own row that emptied.""",
        lambda d: d["kind"] == "fanga ends the game, Ludii does not" and _ludii_plays_on(d),
    ),
]
