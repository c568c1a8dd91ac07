#!/usr/bin/env bash
# Exports MancalaGames (Ann Davies, GPL-3.0) at the pinned commit 2b1c596
# from a local git clone (bare or not) into a cache directory outside the
# repository, where tools/mancalagames/*.py run it as a separate program.
# Nothing of it is copied into fanga (see README.md, "Licence").
#
#   bash tools/mancalagames/setup.sh                    # from the default clone
#   bash tools/mancalagames/setup.sh /path/to/MancalaGames   # another clone
#   MANCALAGAMES_DIR=/somewhere bash tools/mancalagames/setup.sh
#
# The default clone is /work/.mirror/StoneShark+MancalaGames/repo; the default
# cache is ${XDG_CACHE_HOME:-$HOME/.cache}/fanga/mancalagames-2b1c596 (the
# scripts look there too, or in $MANCALAGAMES_DIR). Idempotent: an existing
# export of the same commit is kept. Needs git and tar; installs nothing.
# Headless play needs no pip package: the harness stubs tkinter (the only
# non-standard-library module the game engine imports) and never imports
# MancalaGames' analysis scripts (which want tqdm, pandas, scipy).
set -euo pipefail
# shellcheck source=../export-commit.sh
source "$(dirname "$0")/../export-commit.sh"
commit=2b1c596c12883188ab9df24abe96ef474a7ec825
src="${1:-/work/.mirror/StoneShark+MancalaGames/repo}"
dir="${MANCALAGAMES_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/fanga/mancalagames-2b1c596}"

if [ -f "$dir/COMMIT" ] && [ "$(cat "$dir/COMMIT")" = "$commit" ] \
        && [ -f "$dir/src/mancala.py" ] && [ -d "$dir/GameProps" ]; then
    echo "MancalaGames ${commit:0:7} is already in $dir"
    exit 0
fi

mkdir -p "$(dirname "$dir")"
tmp=$(mktemp -d "$(dirname "$dir")/.mancalagames-export.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
export_commit "$src" "$commit" StoneShark/MancalaGames "$tmp"
echo "$commit" > "$tmp/COMMIT"
rm -rf "$dir"
mv "$tmp" "$dir"
trap - EXIT
echo "MancalaGames ${commit:0:7} exported to $dir"
echo "  ($(ls "$dir/GameProps" | grep -c '\.txt$') GameProps files; GPL-3.0, run as a program, never copied into fanga)"
