#!/usr/bin/env bash
# The public API snapshot (tools/api/README.md): rustdoc's JSON of the
# workspace from the pinned nightly, then fanga-api-snapshot, which
# compares the public API of each published crate with api/CRATE.txt
# (check) or writes those files (bless).
#
#   tools/api/snapshot.sh [check|bless] [--deny-two-paths]
#
# Everything is built in $CARGO_TARGET_DIR (target/ by default); CI passes
# target/docsrs, where its docs stage left the dependencies' metadata.
set -euo pipefail
cd "$(dirname "$0")/../.."

mode=${1:-check}
case "$mode" in
    check | bless) shift || true ;;
    *) echo "usage: tools/api/snapshot.sh [check|bless] [--deny-two-paths]" >&2; exit 2 ;;
esac

# The tool, built with the stable toolchain, knows the nightly whose JSON
# format it reads, and refuses another.
tool() { cargo run -q -p fanga-api-snapshot -- "$@"; }
tool nightly "$(rustup run nightly rustc --version 2>&1 || true)"

# One `cargo doc` over the whole workspace, with the features the docs
# stage resolves (`-p` on the published crates alone resolves other
# features and rebuilds proc-macro crates): the tool reads only the
# published crates' files, $CARGO_TARGET_DIR/doc/CRATE.json.
RUSTDOCFLAGS="--cfg docsrs -Z unstable-options --output-format json" \
    cargo +nightly doc -q --workspace --no-deps --all-features --lib

tool "$mode" "$@"
