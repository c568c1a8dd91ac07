#!/usr/bin/env python3
"""How many files of code outside its own crate name each game.

Counted as issue 34 states it: tracked files under `src/`, `examples/`, the
other crates' `src/`, `web/src/`, `fuzz/`, `benches/`, `tools/` (but
`tools/openspiel/`, the OpenSpiel cross-check) and `.ci/`, not Markdown nor
manifests and lock files,
whose lines other than comments name the game as a word (`katra-sakalava`,
`katra_sakalava` or `katra sakalava`; `fang` not followed by a letter).

    python3 tools/game_names.py            # the working tree
    python3 tools/game_names.py --rev REV  # a commit
    python3 tools/game_names.py --files    # and the files, game by game
"""
import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def games(rev):
    """Each game crate of the facade's list (`src/games.rs`): its feature
    name, which is its crate's folder under `crates/`. Before the list
    existed (`--rev` of an older commit), the facade's features."""
    if rev is None:
        text = (ROOT / "src" / "games.rs").read_text()
    else:
        r = subprocess.run(["git", "show", f"{rev}:src/games.rs"], capture_output=True, text=True)
        text = r.stdout
    found = re.findall(r'= fanga_\w+, "([a-z-]+)"', text)
    if found:
        return found
    manifest = subprocess.run(["git", "show", f"{rev}:Cargo.toml"], capture_output=True, text=True).stdout
    return [g for g in re.findall(r'^([a-z-]+) = \["dep:fanga-\1"\]', manifest, re.M) if g != "ai"]


ROOTS = ("src/", "examples/", "web/src/", "fuzz/", "benches/", "tools/", ".ci/")
COMMENT = re.compile(r"^\s*(//|#|\*|/\*)")


def pattern(game):
    words = game.split("-")
    sep = r"[-_ ]"
    body = sep.join(re.escape(w) for w in words)
    # `fang` not followed by a letter (not `fanga`); no letter before.
    return re.compile(r"(?<![A-Za-z])" + body + r"(?![A-Za-z])", re.IGNORECASE)


def files(rev):
    cmd = ["git", "ls-files"] if rev is None else ["git", "ls-tree", "-r", "--name-only", rev]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.split()
    keep = []
    for f in out:
        if f.endswith((".md", ".toml", ".lock", ".json")) or f.startswith("tools/openspiel/"):
            continue
        if f.startswith(ROOTS) or (f.startswith("crates/") and "/src/" in f):
            keep.append(f)
    return keep


def text(f, rev):
    if rev is None:
        try:
            with open(f, encoding="utf-8") as h:
                return h.read()
        except (OSError, UnicodeDecodeError):
            return ""
    r = subprocess.run(["git", "show", f"{rev}:{f}"], capture_output=True)
    return r.stdout.decode("utf-8", "replace")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rev")
    ap.add_argument("--files", action="store_true")
    args = ap.parse_args()
    fs = files(args.rev)
    contents = {f: [l for l in text(f, args.rev).splitlines() if not COMMENT.match(l)] for f in fs}
    for game in games(args.rev):
        p = pattern(game)
        # The game's own crate does not count.
        naming = sorted(
            f for f, lines in contents.items()
            if not f.startswith(f"crates/{game}/") and any(p.search(l) for l in lines)
        )
        print(f"{game:18} {len(naming):3}")
        if args.files:
            for f in naming:
                print(f"    {f}")


if __name__ == "__main__":
    sys.exit(main())
