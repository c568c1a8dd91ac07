"""Writes built start positions for LudiiTraces.java's --starts: each line
every site's count in Ludii's global site order (the board, then any hand),
the seeds of each player dealt at random over his sites.

    python3 tools/ludii/starts.py --sites 36 --side 0-17:1 --side 18-35:24 --count 50 --seed 3 > starts.txt

`--side FIRST-LAST:SEEDS[:HOLES]` (repeatable): SEEDS seeds dealt one at a
time to uniformly drawn sites of FIRST..LAST, or of HOLES sites drawn from
them first; `--sites N` sites in all (the rest empty). Aims a check at what random play from the game's own start never
reaches (a player with a single seed, a game's last captures). Python
standard library only.
"""

import argparse
import random


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--sites", type=int, required=True, help="sites in all (every container)")
    p.add_argument("--side", action="append", required=True, help="FIRST-LAST:SEEDS[:HOLES]")
    p.add_argument("--count", type=int, default=50, help="start positions to write")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    rng = random.Random(args.seed)
    print(f"# tools/ludii/starts.py --sites {args.sites} " + " ".join(f"--side {s}" for s in args.side)
          + f" --count {args.count} --seed {args.seed}")
    for _ in range(args.count):
        counts = [0] * args.sites
        for side in args.side:
            span, seeds, *holes = side.split(":")
            first, _, last = span.partition("-")
            sites = list(range(int(first), int(last) + 1))
            if holes:
                sites = rng.sample(sites, int(holes[0]))
            for _ in range(int(seeds)):
                counts[rng.choice(sites)] += 1
        print(",".join(map(str, counts)))


if __name__ == "__main__":
    main()
