#!/usr/bin/env python3
"""An independent implementation of the crate's rules, for its perft tables.

Written from the crate documentation only (no code shared with the crate):
two rows, one per player; a player's row is sown from his left to his right
and round again from his tsibongy (his leftmost hole); a turn puts a reserve
seed into a non-empty hole of his, a capture being obligatory when one of his
non-empty holes faces seeds. A turn that never ends is a finished game (a
loss for its mover) reached by one move.

    python3 reference.py 8 6      # columns, depth: prints chaplin.perft lines
    python3 reference.py 8 6 "0,1,2,0,0,0,0,1/0,1,1,0,0,0,0,0 S reserve=5,5"
"""
import sys


def start(cols):
    row = [0] + [1] * (cols - 2) + [0]
    reserve = 4 * cols - (cols - 2)
    # rows[0] is South's, rows[1] North's, each listed from column a.
    return (tuple(row), tuple(row), 0, (reserve, reserve))


def sowing_order(cols, p):
    """The columns of p's row in sowing order, from his tsibongy."""
    return list(range(cols)) if p == 0 else list(range(cols - 1, -1, -1))


def outcome(pos):
    rows, mover, reserves = (pos[0], pos[1]), pos[2], pos[3]
    if sum(rows[mover]) == 0 or sum(rows[1 - mover]) == 0:
        return "over"
    if reserves[mover] == 0:
        return "over"
    return None


def moves(pos):
    rows, mover = (pos[0], pos[1]), pos[2]
    own = [c for c in range(len(rows[0])) if rows[mover][c] > 0]
    capture = [c for c in own if rows[1 - mover][c] > 0]
    return capture if capture else own


def play(pos, col):
    """The position after the move, or "infinite" for a turn that never ends."""
    cols = len(pos[0])
    rows = [list(pos[0]), list(pos[1])]
    mover, reserves = pos[2], list(pos[3])
    them = 1 - mover
    order = sowing_order(cols, mover)
    place = {c: i for i, c in enumerate(order)}
    capturing = any(rows[mover][c] > 0 and rows[them][c] > 0 for c in range(cols))
    reserves[mover] -= 1
    rows[mover][col] += 1
    won = False
    seen = set()
    # The hand: (seeds, index in `order` of the first hole sown).
    if capturing:
        land = col
    else:
        hand = rows[mover][col]
        rows[mover][col] = 0
        land = sow(rows[mover], order, place[col] + 1, hand)
    while True:
        state = (tuple(rows[0]), tuple(rows[1]), land, won)
        if state in seen:
            return "infinite"
        seen.add(state)
        if won or rows[mover][land] == 1:
            break
        if capturing and rows[them][land] > 0:
            hand = rows[them][land]
            rows[them][land] = 0
            if sum(rows[them]) == 0:
                won = True
            land = sow(rows[mover], order, 0, hand)
        else:
            hand = rows[mover][land]
            rows[mover][land] = 0
            land = sow(rows[mover], order, place[land] + 1, hand)
    return (tuple(rows[0]), tuple(rows[1]), them, tuple(reserves))


def sow(row, order, first, hand):
    """Drops `hand` seeds along `order` from index `first`; the last column."""
    i = first
    for _ in range(hand):
        c = order[i % len(order)]
        row[c] += 1
        i += 1
    return order[(i - 1) % len(order)]


def perft(pos, depth):
    if depth == 0:
        return 1
    if pos == "infinite" or outcome(pos):
        return 0
    return sum(perft(play(pos, c), depth - 1) for c in moves(pos))


def parse(text):
    """A position text: North's row / South's row, side, reserves."""
    board, side, reserve = text.split(" ")
    north, south = (tuple(int(x) for x in r.split(",")) for r in board.split("/"))
    reserves = tuple(int(x) for x in reserve.removeprefix("reserve=").split(","))
    return (south, north, 0 if side == "S" else 1, reserves)


def main():
    cols, depth = int(sys.argv[1]), int(sys.argv[2])
    p = parse(sys.argv[3]) if len(sys.argv) > 3 else start(cols)
    assert len(p[0]) == cols
    for d in range(1, depth + 1):
        print(f"perft {d} {perft(p, d)}")


if __name__ == "__main__":
    main()
