#!/usr/bin/env bash
# Runs fanga's Ludii driver (built by setup.sh in $LUDII_DIR, default
# ~/.cache/fanga-ludii): seeded random games of one Ludii game, one JSON line
# a whole turn. Arguments go to LudiiTraces (see tools/ludii/README.md):
#
#   bash tools/ludii/traces.sh --lud board/sow/two_rows/Kalah.lud --games 1000 --out kalah.jsonl
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
export LUDII_DIR="${LUDII_DIR:-$HOME/.cache/fanga-ludii}"
if [ ! -f "$LUDII_DIR/classpath" ]; then
    echo "traces.sh: no Ludii build in $LUDII_DIR (run tools/ludii/setup.sh)" >&2
    exit 1
fi
cp="$(cat "$LUDII_DIR/classpath")"
# Rebuild the driver when its source changed since setup.sh.
if [ "$here/LudiiTraces.java" -nt "$LUDII_DIR/driver/LudiiTraces.class" ]; then
    javac -nowarn -d "$LUDII_DIR/driver" -cp "$cp" "$here/LudiiTraces.java"
fi
exec java -Xss64m -cp "$cp" LudiiTraces "$@"
