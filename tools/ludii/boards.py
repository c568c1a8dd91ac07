"""Ludii's two-row board in fanga's notation, for the adapters.

Ludii's `mancalaBoard 2 C` numbers its sites (vertices): 0, the store at the
left; 1..C, the bottom row from the left (fanga's row 1, `a1` first); C+1..2C,
the top row from the left (fanga's row 2, `a2` first, facing `a1`); 2C+1,
the store at the right. Which store is whose is the game's (its `map`), so
the adapters write the stores themselves.
"""

LETTERS = "abcdefghijklmnopqrstuvwxyz"


def hole(site, columns):
    """fanga's name of a hole of the board (not a store)."""
    if 1 <= site <= columns:
        return f"{LETTERS[site - 1]}1"
    if columns < site <= 2 * columns:
        return f"{LETTERS[site - columns - 1]}2"
    raise ValueError(f"site {site} is a store, not a hole")


def rows(counts, columns):
    """fanga's `row2/row1` text of the holes, each row from its `a` hole."""
    row2 = ",".join(str(counts[s]) for s in range(columns + 1, 2 * columns + 1))
    row1 = ",".join(str(counts[s]) for s in range(1, columns + 1))
    return f"{row2}/{row1}"
