#!/usr/bin/env bash
# Builds Ludii 1.3.13 (upstream commit Ludeme/Ludii@845cda6f33, which the fork
# chiarazarrella/Ludii holds) and fanga's driver LudiiTraces.java, outside the
# repository: into $LUDII_DIR (default ~/.cache/fanga-ludii). Not part of CI
# (it needs the network, or a local copy of Ludii's git history).
#
#   bash tools/ludii/setup.sh                       # clones from GitHub (partial, sparse)
#   LUDII_GIT=/path/to/Ludii.git bash tools/ludii/setup.sh   # a local clone (bare or not)
#   LUDII_URL=URL bash tools/ludii/setup.sh         # another remote (a mirror)
#   LUDII_AI=1 bash tools/ludii/setup.sh            # also Ludii's AI (for match.py)
#
# Only Ludii's Common, Core and Language modules are compiled (what loading a
# .lud file and playing it needs), with javac against the jars Ludii ships in
# Common/lib, and with -parameters as Ludii's build.xml files do (its grammar
# reads constructor parameter names). Needs a JDK (javac 11 or newer) and git.
# Ludii's licence (CC BY-NC-ND 4.0) is not fanga's: it is run, never copied.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
commit=845cda6f331fb0558c846f7ac279375549487590
dir="${LUDII_DIR:-$HOME/.cache/fanga-ludii}"
# Ludii's AI and Features modules too (its UCT and alpha-beta players, which
# tools/ludii/match.py plays against fanga's), with LUDII_AI=1.
modules="Common Core Language"
if [ -n "${LUDII_AI:-}" ]; then
    modules="$modules AI Features"
fi
mkdir -p "$dir"
start=$(date +%s)

rm -rf "$dir/src" "$dir/classes" "$dir/driver" "$dir/ai"
mkdir -p "$dir/src" "$dir/classes" "$dir/driver"
if [ -n "${LUDII_GIT:-}" ]; then
    # A local clone, bare or not: `git archive` of the three modules.
    git_dir=$(git -C "$LUDII_GIT" rev-parse --absolute-git-dir)
    if ! git --git-dir="$git_dir" cat-file -e "$commit^{commit}" 2>/dev/null; then
        echo "setup.sh: $LUDII_GIT does not hold Ludii 1.3.13 ($commit)" >&2
        exit 1
    fi
    # shellcheck disable=SC2086 # the module names are words
    git --git-dir="$git_dir" archive "$commit" $modules | tar -x -C "$dir/src"
else
    # A partial clone (no file contents until checkout) with a sparse
    # checkout of the three modules at the pinned commit.
    clone="$dir/Ludii"
    if [ ! -d "$clone/.git" ]; then
        git clone --filter=blob:none --no-checkout "${LUDII_URL:-https://github.com/chiarazarrella/Ludii}" "$clone"
    fi
    if ! git -C "$clone" cat-file -e "$commit^{commit}" 2>/dev/null; then
        echo "setup.sh: the clone in $clone does not hold Ludii 1.3.13 ($commit)" >&2
        exit 1
    fi
    # shellcheck disable=SC2086
    git -C "$clone" sparse-checkout set $modules
    git -C "$clone" checkout --quiet --detach "$commit"
    for m in $modules; do
        cp -R "$clone/$m" "$dir/src/"
    done
fi
echo "$commit" > "$dir/COMMIT"
find "$dir/src/Common/src" "$dir/src/Core/src" "$dir/src/Language/src" -name '*.java' > "$dir/sources.txt"
echo "compiling $(wc -l < "$dir/sources.txt") Ludii sources into $dir/classes"
javac -parameters -nowarn -encoding UTF-8 -J-Xmx1500m -d "$dir/classes" \
    -cp "$dir/src/Common/lib/*" @"$dir/sources.txt" 2>&1 | grep -v '^Note:' || true
test -f "$dir/classes/other/GameLoader.class"

# The class path: Ludii's classes, its resources (.lud files and defines) and jars.
echo "$dir/classes:$dir/src/Common/res:$dir/src/Common/lib/*:$dir/driver" > "$dir/classpath"
javac -nowarn -d "$dir/driver" -cp "$(cat "$dir/classpath")" "$here/LudiiTraces.java" "$here/LudiiPlayouts.java"
if [ -n "${LUDII_AI:-}" ]; then
    # The AI module (and the Features module it needs): 195 more files.
    mkdir -p "$dir/ai/classes"
    find "$dir/src/AI/src" "$dir/src/Features/src" -name '*.java' > "$dir/ai/sources.txt"
    javac -parameters -nowarn -encoding UTF-8 -J-Xmx1500m -d "$dir/ai/classes" \
        -cp "$dir/classes:$dir/src/Common/lib/*" @"$dir/ai/sources.txt" 2>&1 | grep -v '^Note:' || true
    test -f "$dir/ai/classes/utils/AIFactory.class"
fi
echo "Ludii 1.3.13 and the driver built in $dir in $(( $(date +%s) - start )) s"
