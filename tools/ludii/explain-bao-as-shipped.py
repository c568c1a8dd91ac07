# Further explanations (crosscheck.py --explain) for Ludii 1.3.13's own
# board/sow/four_rows/Bao.lud, compared with crates/bao's reading under
# --no-cut (docs/ludii.md, "Bao as Ludii ships it"): beyond the crate
# adapter's rule (a capture after a lap ending in an empty hole), the start,
# the end, and a relay Ludii leaves without a lap. Each predicate checks its
# case; the kinds this file does not explain are counted as unexplained and
# listed in docs/ludii.md with Ludii's code for each.
"""Ludii's own description against fanga's reading: the start, the end,
the stuck relay (rules quoted in docs/ludii.md)."""

ADAPTER = {}


def setup(adapter):
    ADAPTER["a"] = adapter


def _rows(text):
    return [[int(x) for x in row.split(",")] for row in text.split(" ", 1)[0].split("/")]


def _start(d):
    """Ludii's start is fanga's without the second hole to the right of each
    house (g2 and b3): 30 seeds a player."""
    if d["kind"] != "start positions differ":
        return False
    fanga = _rows(d["fanga"])
    fanga[2][6] = 0  # g2
    fanga[1][1] = 0  # b3
    return _rows(d["ludii"]) == fanga and d["ludii"].split(" ", 1)[1] == d["fanga"].split(" ", 1)[1]


def _front_empty(text, letter):
    rows = _rows(text)
    return not any(rows[2] if letter == "S" else rows[1])


def _fanga_over_ludii_plays_on(d):
    """fanga's game is over where Ludii's goes on: a player whose front row
    is empty has lost. Either the position read has the mover's front row
    empty (fanga lists no move, Ludii its forced pass), or fanga's result is
    a win over a player whose front row Ludii's turn emptied."""
    if d["kind"] == "move sets differ":
        mover = d["position"].split()[1]
        return (not d["fanga_moves"] and d["ludii_only"] == ["pass"]
                and (_front_empty(d["position"], mover) or _front_empty(d["position"], "SN"[mover == "S"])))
    if d["kind"] == "fanga ends the game, Ludii does not":
        loser = "N" if d["fanga"] == "S wins" else "S"
        return _front_empty(d["ludii"], loser)
    return False


def _stuck_relay(d):
    """Ludii's relay or kichwa sowing without a legal lap: its whole turn
    ends with the forced `Pass`, and the mover, stalemated, loses (Ludii's
    result is the opponent's win where fanga's turn goes on or ends
    normally; or a Ludii-only move ending in `pass`)."""
    if d["kind"] == "Ludii ends the game, fanga does not":
        t = d.get("ludii_turn")
        mover = "S" if d["raw"]["position"]["mover"] == 1 else "N"
        return (t is not None and t["decisions"][-1]["type"] == "Pass"
                and d["ludii"] == f"{'SN'[mover == 'S']} wins")
    if d["kind"] == "move sets differ":
        return bool(d["ludii_only"]) and all(m == "pass" or m.endswith(" pass") for m in d["ludii_only"]) \
            and d["fanga_moves"] != {}
    return False


EXPLAINED = [
    ("the start: Ludii's RightSquare is one hole a player",
     """The summary: "six counters in the Nyumba, two in each of the holes to its
right"; fanga (its rule 1) puts 2 in each of the two holes right of the
house, 32 seeds a player. The .lud's (regions "RightSquare" ...) is {18 13}, one hole a
player: 30 seeds a player.""", _start),
    ("the end: an empty front row loses at once",
     """The summary: "A player wins when their opponent's inner row holes are
empty"; fanga (rule 12) ends the game then. The .lud ends it only by
"ForEachPlayerNoMovesLoss", which in namua passes first.""", _fanga_over_ludii_plays_on),
    ("a relay Ludii leaves without a lap passes and loses",
     """The .lud reads the kichwa rule the other way and for every relay (its
"AllHolesEmptyExceptRightMost"): a relay that reaches a kichwa going towards the back
row has no legal lap, Ludii plays its forced Pass and the stalemated mover loses.
fanga's rule 9 restricts a turn's first sowing only.""", _stuck_relay),
]
