"""The Ludii adapter of this crate's game (tools/ludii/README.md of the Ludii
harness): Ludii 1.3.13's `board/sow/other/Katro.lud` (ruleset "Katro
(Observed)", option "Board Size/6" or "Board Size/3") read in fanga's
notation.

Ludii's board (`mancalaBoard 6 C`, no store, one container): site s is the
hole of row s // C and column s % C, rows from the bottom, columns from the
left, so site 0 is `a1` and site 6C - 1 the last hole of row 6. Ludii's
player 1 moves first and owns rows 1-3 (outer, middle, inner): fanga's South.

A Ludii turn is one `Select` a lap (every relay after a `moveAgain` is a
decision of the same player), or a `FromTo` of the single seed, followed by
a `Select` when that step captured. The direction of a sowing shows in its
first seed (`Move a>b 1`): the mover's track in which b follows a, whose
name says `CW` or `CCW`; on the outer row it is fanga's `cw`/`ccw` (South's
`TrackCCW1` runs rightwards along row 1, North's `TrackCCW2` leftwards along
row 6).
"""

PLAYERS = {1: "S", 2: "N"}
LETTERS = "abcdef"


def game(header):
    return "boustrophedon"


def columns(header):
    return header["containers"][0]["sites"] // 6


def hole(header, site):
    c = columns(header)
    return f"{LETTERS[site % c]}{site // c + 1}"


def position(header, pos):
    c = columns(header)
    counts = pos["counts"]
    rows = [",".join(str(counts[r * c + k]) for k in range(c)) for r in reversed(range(6))]
    return f"{'/'.join(rows)} {PLAYERS[pos['mover']]}"


def direction(header, mover, d):
    """`cw` or `ccw`: the track of `mover` in which the first seed's hole
    follows the hole sown."""
    first = next(a for a in d["actions"] if a.startswith("Move ") and a.endswith(" 1"))
    a, b = (int(x) for x in first.split()[1].split(">"))
    for t in header["tracks"]:
        s = t["sites"]
        if t["owner"] == mover and a in s and s[(s.index(a) + 1) % len(s)] == b:
            return "ccw" if "CCW" in t["name"] else "cw"
    raise ValueError(f"no track of player {mover} sows {a} then {b}")


def move(header, pos, decisions, written):
    """The whole turn: `b1:cw`, `c1-c2`, or `c2-c3:ccw` (relays are forced
    and not written)."""
    mover = pos["mover"]
    first = decisions[0]
    if first["type"] == "Select":
        return f"{hole(header, first['from'])}:{direction(header, mover, first)}"
    step = f"{hole(header, first['from'])}-{hole(header, first['to'])}"
    if len(decisions) > 1:
        return f"{step}:{direction(header, mover, decisions[1])}"
    return step


def _row(header, site):
    return site // columns(header)


def _ludii_north_row_order(header, d):
    """A lap of player 2 in Ludii's turn goes from his outer row (row 6)
    straight to his inner row (row 4), as Ludii's `TrackCW2` and `TrackCCW2`
    do."""
    turn = d.get("ludii_turn")
    if turn is None or d["raw"]["position"]["mover"] != 2:
        return False
    for dec in turn["decisions"]:
        for a in dec["actions"]:
            if a.startswith("Move ") and a.endswith(" 1"):
                x, y = (int(v) for v in a.split()[1].split(">"))
                if _row(header, x) == 5 and _row(header, y) == 3:
                    return True
    return False


HEADER = {}


def _won_by_a_capturing_step(d):
    """Ludii lists a capturing step that takes the opponent's last seeds as a
    turn of one decision (the game is over, no sowing follows), fanga as its
    two moves `c2-c3:cw` and `c2-c3:ccw`, which lead to the same end."""
    if d["kind"] != "move sets differ":
        return False
    only = set(d["ludii_only"])
    fanga = set(d["fanga_only"])
    return all("-" in m and ":" not in m for m in only) and fanga == {
        f"{m}:{x}" for m in only for x in ("cw", "ccw")
    }


EXPLAINED = [
    (
        "Ludii's tracks of player 2 run his rows outer, inner, middle",
        """Ludii's summary of de Voogt (1999: 112-113), in Katro.lud's own
metadata: "Sowing moves in a boustrophedon path along the holes, moving from
the last hole in the innermost row to the beginning of the outer row." fanga
sows both players' rows outer, middle, inner, then back to the outer row.
Ludii's tracks for player 1 do so (TrackCCW1 "0,E,N1,W,N1,E": row 1, row 2,
row 3); its tracks for player 2 start on his inner row and go north
(TrackCW2 "18,E,N1,W,N1,E" on 6 columns: row 4, row 5, row 6, then back to
row 4), so from his outer row they go on to his inner row, and from his
middle row back to his outer row.""",
        lambda d: d["kind"] != "move sets differ" and _ludii_north_row_order(HEADER["h"], d),
    ),
    (
        "a capturing step that wins at once is one Ludii turn, two fanga moves",
        """fanga's notation: the capturing step names the direction the seeds
are then sown in (`c2-c3:cw`); when the capture takes the opponent's last
seeds the game ends first ("Play continues until one player has captured all
of the counters"), and both moves lead to the same end.""",
        _won_by_a_capturing_step,
    ),
]


def options(header):
    """No option: the position text gives the columns. Keeps the header for
    the explanations, which read the board's width."""
    HEADER["h"] = header
    return []
