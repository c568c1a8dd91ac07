#!/usr/bin/env bash
# Exports AbstractPlay's games library (AbstractPlay/gameslib, MIT, TypeScript)
# at the pinned commit b8c3115 from a local git clone (bare or not) into a
# cache directory outside the repository, and installs with npm the `tsx`
# runner and the runtime packages its sowing games import, so that
# tools/abstractplay/driver.ts runs them under Node. Nothing of AbstractPlay
# is copied into fanga (see README.md).
#
#   bash tools/abstractplay/setup.sh                        # from the default clone
#   bash tools/abstractplay/setup.sh /path/to/gameslib      # another clone
#   ABSTRACTPLAY_DIR=/somewhere bash tools/abstractplay/setup.sh
#
# The default clone is /work/.mirror/AbstractPlay+gameslib/repo (a session's
# `fetch github:AbstractPlay/gameslib`; elsewhere, `git clone
# https://github.com/AbstractPlay/gameslib`); the default cache is
# ${XDG_CACHE_HOME:-$HOME/.cache}/fanga/abstractplay-b8c3115, which the
# scripts look in too (or in $ABSTRACTPLAY_DIR). Layout: gameslib/ (the
# export), node_modules/ and package.json (the runner's packages, which Node
# finds from gameslib/src by walking up). Idempotent: an export of the same
# commit with its packages installed is kept. Needs git, tar, Node 18 or
# newer and npm (with the network or a registry mirror).
#
# The packages: gameslib's src/games/_base.ts and src/common/ (which every
# game imports) need fnv-plus, graphology and three of its libraries,
# honeycomb-grid, i18next, js-combinatorics, json-stringify-deterministic,
# lodash and rfdc, at the versions its package.json asks for. Its
# `@abstractplay/renderer` and `@abstractplay/recranks` imports are types
# only (tsx drops them), so neither is installed.
set -euo pipefail
# shellcheck source=../export-commit.sh
source "$(dirname "$0")/../export-commit.sh"
commit=b8c3115648a7614570229683d1c3115345e19b89
src="${1:-/work/.mirror/AbstractPlay+gameslib/repo}"
dir="${ABSTRACTPLAY_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/fanga/abstractplay-b8c3115}"
packages=(tsx@4 fnv-plus@1 graphology@0.25 graphology-components@1 graphology-shortest-path@2
    graphology-simple-path@0.2 honeycomb-grid@4.1.1 i18next@21 js-combinatorics@2
    json-stringify-deterministic@1 lodash@4 rfdc@1)

if [ -f "$dir/COMMIT" ] && [ "$(cat "$dir/COMMIT")" = "$commit" ] \
        && [ -f "$dir/gameslib/src/games/_base.ts" ] && [ -x "$dir/node_modules/.bin/tsx" ]; then
    echo "AbstractPlay gameslib ${commit:0:7} is already in $dir"
    exit 0
fi

mkdir -p "$(dirname "$dir")"
tmp=$(mktemp -d "$(dirname "$dir")/.abstractplay-export.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
export_commit "$src" "$commit" AbstractPlay/gameslib "$tmp/gameslib"
echo '{"name": "fanga-abstractplay-runner", "private": true, "license": "MIT"}' > "$tmp/package.json"
(cd "$tmp" && npm install --no-audit --no-fund --loglevel=error "${packages[@]}")
echo "$commit" > "$tmp/COMMIT"
rm -rf "$dir"
mv "$tmp" "$dir"
trap - EXIT
echo "AbstractPlay gameslib ${commit:0:7} exported to $dir/gameslib, its runner's packages in $dir/node_modules"
echo "  (MIT; run as a program, never copied into fanga)"
