"""The Ludii adapter of this crate's game (tools/ludii/README.md): Ludii
1.3.13's `board/sow/four_rows/Katra Boaoaka.lud` (Linton 1933: 261-262, its
only ruleset), read in fanga's notation.

Ludii's board (`mancalaBoard 4 8`, sites on vertices, one container):

    Ludii site   0 .. 7       8 .. 15      16 .. 23     24 .. 31
    fanga        a1 .. h1     a2 .. h2     a3 .. h3     a4 .. h4

Site s is column s mod 8 (from `a`, Ludii's left) of row s div 8 + 1: row 1
is Ludii's bottom row. Ludii's player 1 moves first and owns the two bottom
rows (region "Home" P1, its inner row "Inner" = row 2): fanga's South.
Ludii's tracks are fanga's circuits under the same names: "TrackCCW1" is
`a1 .. h1 h2 .. a2`, South's ccw; "TrackCW1" the reverse; "TrackCCW2"
`a3 .. h3 h4 .. a4`, North's ccw; "TrackCW2" the reverse. The player's
value (Ludii's `value Player`) is -1 before his first turn, 1 once he
sowed along TrackCCW, 2 along TrackCW: fanga's `direction=ccw` and `cw`.

A Ludii turn is one `Select` decision a lap: the opening, then one forced
decision a relay or capture (the `Replay` variable). The first decision is
fanga's move: its hole, and the direction of the track its first seed
follows.
"""

PLAYERS = {1: "S", 2: "N"}
DIRECTION = {-1: "-", 1: "ccw", 2: "cw"}


def columns(header):
    return next(c["sites"] for c in header["containers"] if c["name"] == "Board") // 4


def game(header):
    return "katra-boaoaka"


def hole(header, site):
    c = columns(header)
    return f"{'abcdefghij'[site % c]}{site // c + 1}"


def position(header, pos):
    c = columns(header)
    counts = pos["counts"]
    rows = [",".join(str(counts[r * c + k]) for k in range(c)) for r in range(3, -1, -1)]
    values = pos["values"]
    return f"{'/'.join(rows)} {PLAYERS[pos['mover']]} direction={DIRECTION[values[0]]},{DIRECTION[values[1]]}"


def _first_step(decision):
    for a in decision["actions"]:
        if a.startswith("Move "):
            src, dst = a.split()[1].split(">")
            return int(src), int(dst)
    raise ValueError(f"no sowing in {decision}")


def _direction(header, mover, decision):
    src, dst = _first_step(decision)
    for t in header["tracks"]:
        if t["owner"] != mover:
            continue
        s = t["sites"]
        i = s.index(src)
        if s[(i + 1) % len(s)] == dst:
            return "ccw" if t["name"].startswith("TrackCCW") else "cw"
    raise ValueError(f"{src}>{dst} follows no track of player {mover}")


def move(header, pos, decisions, written):
    """The opening's hole and direction. Ludii's forced `Pass` (a player to
    move with no legal move) is written `pass`, which fanga never plays."""
    first = decisions[0]
    if first["type"] == "Pass":
        return "pass"
    return f"{hole(header, first['from'])}:{_direction(header, pos['mover'], first)}"


def _ludii_plays_on_against_an_empty_side(d):
    """The turn empties the opponent's two rows; fanga's game is over (the
    mover wins), Ludii's is not."""
    turn = d.get("ludii_turn")
    if turn is None or turn["after"]["over"]:
        return False
    mover = d["raw"]["position"]["mover"]
    counts = turn["after"]["counts"]
    c = (len(counts) - 2) // 4  # the board, then the two hands
    theirs = range(2 * c, 4 * c) if mover == 1 else range(0, 2 * c)
    return not any(counts[s] for s in theirs) and d["fanga"] == f"{PLAYERS[mover]} wins"


END_RULE = (
    "end: Ludii's (no Moves) is true only after a pass",
    """The description: "The player who captures all the counters wins." This
crate ends the game as soon as a capture takes the opponent's last seeds (its
decision: winning at once, the captured seeds staying in the capturing hole).
Ludii's `(end "ForEachNonMoverNoMovesLoss")` reads the stalemated flag Ludii
sets only when a player to move has found no move and played its forced
pass, so Ludii sows the turn on and ends the game a pass later, with the
same winner.""",
    lambda d: d["kind"] == "fanga ends the game, Ludii does not" and _ludii_plays_on_against_an_empty_side(d),
)


EXPLAINED = [END_RULE]
