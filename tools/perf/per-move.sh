#!/usr/bin/env bash
# per-move.sh SELFPLAY-ARGS...
#
# Instructions a move of a game's random games: `valgrind --tool=callgrind`
# on `selfplay ARGS --games 1000` minus the same with `--games 1` (the
# start-up, the reading of a rule-set file), divided by the difference of
# the moves the two runs print. The count does not depend on the machine's
# load, so two games (a rule set and the hand-written crate it copies) are
# compared by it (docs/rulesets.md, "Speed").
#
#   cargo build --release -p fanga --example selfplay --all-features
#   tools/perf/per-move.sh GAME
#   tools/perf/per-move.sh --define FILE NAME
#
# SELFPLAY=PATH runs another build of the example.
set -euo pipefail
if [ $# -eq 0 ]; then
    echo "usage: $0 SELFPLAY-ARGS..." >&2
    exit 2
fi
bin=${SELFPLAY:-$(dirname "$0")/../../target/release/examples/selfplay}
out=$(mktemp)
trap 'rm -f "$out"' EXIT
instructions() {
    valgrind --tool=callgrind --callgrind-out-file="$out" "$bin" "$@" 2>&1 >/dev/null \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
moves() {
    "$bin" "$@" | sed -n 's/.*plies: \([0-9]*\).*/\1/p'
}
many=$(instructions "$@" --games 1000)
one=$(instructions "$@" --games 1)
moves_many=$(moves "$@" --games 1000)
moves_one=$(moves "$@" --games 1)
echo "$*: $(( (many - one) / (moves_many - moves_one) )) instructions a move over $(( moves_many - moves_one )) moves"
