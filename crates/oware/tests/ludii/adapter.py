"""The Ludii adapter of this crate's game (tools/ludii/README.md): Ludii 1.3.13's
`board/sow/two_rows/Oware.lud`, its default ruleset "Wari (Observed)" (no
limit a hole, the game ends when a player cannot move), read in fanga's
notation on the default board (six houses a row, four seeds a house).

Ludii's board (`mancalaBoard 2 6`, sites on vertices, one container):

    Ludii site   0           1..6       7..12      13
    fanga        South's     a1..f1     a2..f2     North's
                 captures    (row 1)    (row 2)    captures

Row 1 is Ludii's bottom row, left to right, and row 2 its top row, left to
right (`a2`, site 7, faces `a1`, site 1); the track runs 1..6 then 12..7,
fanga's anticlockwise circuit. Ludii's player 1 moves first, owns the bottom
row and puts his captures on site 0 (its `map` pairs P1 with the first
site): fanga's South. A turn is one `Select` decision.
"""

from boards import hole as board_hole, rows  # tools/ludii/boards.py

PLAYERS = {1: "S", 2: "N"}


def game(header):
    return "oware"


def hole(site):
    return board_hole(site, 6)


def position(header, pos):
    c = pos["counts"]
    return f"{rows(c, 6)} {PLAYERS[pos['mover']]} captured={c[0]},{c[13]}"


def move(header, pos, decisions, written):
    """The house sown; Ludii's forced `Pass` is written `pass`."""
    return " ".join("pass" if d["type"] == "Pass" else hole(d["from"]) for d in decisions)


# The circuit of the houses, anticlockwise (Ludii's track, fanga's circuit).
CIRCUIT = [1, 2, 3, 4, 5, 6, 12, 11, 10, 9, 8, 7]
ROWS = {1: range(1, 7), 2: range(7, 13)}
STORE = {1: 0, 2: 13}


def _sow(counts, site):
    """The board after sowing `site` (the emptied house skipped), and the
    house of the last seed."""
    c = list(counts)
    seeds, c[site] = c[site], 0
    i = CIRCUIT.index(site)
    last = site
    while seeds:
        i = (i + 1) % 12
        if CIRCUIT[i] == site:
            continue
        c[CIRCUIT[i]] += 1
        seeds -= 1
        last = CIRCUIT[i]
    return c, last


def _captures(c, last, mover):
    """The houses the last seed captures: backwards from it, the opponent's
    houses holding 2 or 3."""
    taken = []
    i = CIRCUIT.index(last)
    while CIRCUIT[i] in ROWS[3 - mover] and c[CIRCUIT[i]] in (2, 3):
        taken.append(CIRCUIT[i])
        i = (i - 1) % 12
    return taken


def _text(pos, counts, mover):
    return position(None, {"counts": counts, "mover": mover})


def _count(counts):
    """OpenSpiel's result when it collects: captures and one's row."""
    south = counts[STORE[1]] + sum(counts[s] for s in ROWS[1])
    north = counts[STORE[2]] + sum(counts[s] for s in ROWS[2])
    return "S wins" if south > north else "N wins" if north > south else "draw"


def _grand_slams(d):
    """Every move only fanga has is a sowing whose capture would take every
    seed of the opponent's row (and fanga plays it capturing nothing); Ludii
    has no other move but its forced pass when none is left."""
    if d["ludii_only"] not in ([], ["pass"]) or not d["fanga_only"]:
        return False
    if d["ludii_only"] and set(d["fanga_only"]) != set(d["fanga_moves"]):
        return False
    pos = d["raw"]["position"]
    mover = pos["mover"]
    for m in d["fanga_only"]:
        site = (1 if m[1] == "1" else 7) + "abcdef".index(m[0])
        c, last = _sow(pos["counts"], site)
        taken = _captures(c, last, mover)
        if not taken or any(c[s] for s in ROWS[3 - mover] if s not in taken):
            return False
        if d["fanga_moves"][m] != _text(pos, c, 3 - mover) and d["fanga_moves"][m] not in ("S wins", "N wins", "draw"):
            return False
    return True


def _origin_skip_capture(d):
    """The last seed is the one that skipped the emptied house (11k+1 seeds):
    fanga captures as the rule says, Ludii does not capture at all."""
    pos = d["raw"]["position"]
    mover = pos["mover"]
    site = d["ludii_turn"]["decisions"][0]["from"]
    seeds = pos["counts"][site]
    if seeds < 12 or seeds % 11 != 1:
        return False
    c, last = _sow(pos["counts"], site)
    taken = _captures(c, last, mover)
    if not taken:
        return False
    won = list(c)
    for s in taken:
        won[STORE[mover]] += won[s]
        won[s] = 0
    return d["ludii"] == _text(pos, c, 3 - mover) and d["fanga"] in (_text(pos, won, 3 - mover), _count(won))


def _fanga_ends_scored(d):
    """Ludii's position after the move is one where OpenSpiel's game is over
    (a player has captured more than half of the 48 seeds, or both half, or
    the player to move cannot move), and fanga's result is OpenSpiel's count
    of that very position."""
    after = d["ludii_turn"]["after"]
    if after["over"]:
        return False
    c = after["counts"]
    mover = after["mover"]
    half = sum(c) // 2
    decided = c[0] > half or c[13] > half or c[0] == c[13] == half
    own = [s for s in ROWS[mover] if c[s]]
    starving = not any(c[s] for s in ROWS[3 - mover])
    if starving:
        own = [s for s in own if any(x in ROWS[3 - mover] for x in _reach(s, c[s]))]
    return (decided or not own) and d["fanga"] == _count(c)


def _reach(site, seeds):
    i = CIRCUIT.index(site)
    return [CIRCUIT[(i + k) % 12] for k in range(1, min(seeds, 11) + 1)]


EXPLAINED = [
    (
        "end: a player with more than half the seeds, or one who cannot move",
        """OpenSpiel 2.0.2, which this crate follows, ends the game "when one
player has more than half of the seeds ... or when all seeds are equally
shared", and when the player to move has no legal move, each player then
collecting the seeds of his row (oware.h). Ludii's default ruleset "Wari
(Observed)" ends it only by `(no Moves Mover)` (or an agreed end after a
cycle), which holds after a player to move has found no move and passed
(the stalemated flag NoMoves.eval reads), and scores captures plus one's row
too. So Ludii plays on past 25 captured seeds, and ends a pass later when a
player cannot move; fanga's result is the count of Ludii's position.""",
        lambda d: d["kind"] == "fanga ends the game, Ludii does not" and _fanga_ends_scored(d),
    ),
    (
        "grand slam: OpenSpiel plays it capturing nothing, Ludii forbids it",
        """OpenSpiel's header: "If at the end of an action the opponent would
be left with no seeds because they would all be captured (a Grand Slam), no
seeds are captured instead." Ludii's Oware.lud makes every move that leaves
the opponent without seeds illegal (`ifAfterwards:(< 0 (count in:(sites
Next)))` around the sowing), grand slams included.""",
        lambda d: d["kind"] == "move sets differ" and _grand_slams(d),
    ),
    (
        "Ludii's bug: no capture when the last seed skipped the emptied house",
        """Both skip the emptied house (OpenSpiel: "Seeds are never sown into
the house they were drawn from."; Ludii: `includeSelf:False`). In Ludii 1.3.13
Sow.java sets the context's `to` for a seed before testing the origin, and
moves `to` past the origin without setting it again; the capture test then
looks at the emptied house. So when the last seed is the one that skipped it
(12 seeds, or 23...), Ludii captures nothing where the rule captures (and
when that capture reaches 25 seeds, fanga's game is over).""",
        lambda d: d["kind"] in ("positions differ", "fanga ends the game, Ludii does not")
        and _origin_skip_capture(d),
    ),
]
