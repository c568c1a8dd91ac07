#!/usr/bin/env bash
# run.sh [HUNT FLAGS...]
#
# The hunt for the turns that take longest to decide (issue 47), in every
# game of the registry: builds the facade's `hunt` example in release and
# runs it at low priority with the flags given (none: 1,000,000 positions a
# game from seed 47, and the constructed family with 200 random spreads a
# member). Run by hand, never in CI: the default run takes about an hour
# on two cores. Its output, kept in a file, is what docs/performance.md
# quotes ("The hunt").
#
#   tools/hunt/run.sh > hunt.txt
#   tools/hunt/run.sh --games NAME,NAME --positions 100000
#   tools/hunt/run.sh --playouts 100000          # timed random playouts
#
# The games come from the registry (`hunt` lists no game by name); the
# flags are the example's (`examples/hunt.rs`).
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo build --release --example hunt >&2
exec nice -n 10 "${CARGO_TARGET_DIR:-target}/release/examples/hunt" "$@"
