#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets into fuzz/corpus/ (not kept in
git): every position of the workspace's .perft files (the reference
reference tables and the test positions), with moves, records and JSON built
from them. Run it from anywhere: python3 fuzz/seed_corpora.py
"""
import hashlib
import json
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPUS = ROOT / "fuzz" / "corpus"
# The order of `with_game!` in fuzz/src/lib.rs.
GAMES = ["katro", "katra-fandatsaka", "fifangha", "katra-sakalava", "mangala",
         "fang", "oware", "kalah", "fanorona", "fanorona-telo"]
MOVES = {
    "katro": ["a1:cw", "f2:ccw", "b1:ccw"],
    "katra-fandatsaka": ["a2:cw", "d1:ccw", "a2:cw,t", "c2:ccw,a1"],
    "fifangha": ["a2:cw", "h1:ccw,s"],
    "katra-sakalava": ["a2:cw", "b1:ccw,r"],
    "mangala": ["a1", "f1", "setup 0,0,35,35,0,0/0,0,35,35,0,0", "keep", "rotate"],
    "fang": ["3", "cup 4", "1:cw"],
    "oware": ["a1", "f1", "c1"],
    "kalah": ["a1", "c1,f1", "f1"],
    "fanorona": ["d2-e3", "c2-d3A", "e2-e3W-d4A"],
    "fanorona-telo": ["b2", "a1-b2", "c3"],
}


def write(target, data):
    d = CORPUS / target
    d.mkdir(parents=True, exist_ok=True)
    (d / hashlib.sha1(data).hexdigest()).write_bytes(data)


def cases():
    for path in sorted(ROOT.glob("crates/*/tests/perft/*.perft")):
        game = path.stem
        options = []
        for line in path.read_text().splitlines():
            if line.startswith("options"):
                options = line.split()[1:]
            elif line.startswith("position "):
                yield game, options, line[len("position "):]


def main():
    n = 0
    for game, options, position in cases():
        g = bytes([GAMES.index(game)])
        text = position.encode()
        write("parse", g + b"\x00" + text)
        write("parse", g + b"\x02" + " ".join(options).encode())
        for m in MOVES[game]:
            write("parse", g + b"\x01" + m.encode())
            write("play", g + text + b"\n" + b"\xf0" + m.encode() + b";\x00\x01\x02")
        write("play", g + text + b"\n" + bytes(range(0, 40, 3)))
        record = f"game {game}\noptions {' '.join(options)}\nstart {position}\n"
        write("records", g + record.encode())
        write("records", g + (record + f"move {MOVES[game][0]}\nresult unfinished\n").encode())
        pos = json.dumps({"options": options, "position": position}).encode()
        write("serde", g + b"\x00" + pos)
        write("serde", g + b"\x01" + json.dumps(MOVES[game][0]).encode())
        write("serde", g + b"\x03" + json.dumps(record).encode())
        n += 1
    for outcome in ['{"win":{"winner":"South","reason":"kamo"}}', '{"draw":{"reason":"repetition"}}']:
        write("serde", b"\x00\x02" + outcome.encode())
    print(f"seeded the corpora from {n} positions into {CORPUS}")


main()
