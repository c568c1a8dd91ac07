#!/usr/bin/env bash
# Checks that every package builds from what it would publish, as
# `cargo package` verifies it, but without compiling machine code: each
# .crate file of target/package/ is unpacked into one temporary workspace,
# whose [patch.crates-io] makes the packages depend on each other as they
# will on crates.io, and `cargo check` builds them (libraries, binaries and
# examples, every feature). A file a package needs but does not ship, or a
# manifest that only resolves inside this workspace, fails here.
#
#   cargo package --workspace --no-verify ... && tools/ci/package-check.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
members=()
patches=()
for crate in target/package/*.crate; do
    name_version=$(basename "$crate" .crate)
    tar -xzf "$crate" -C "$work"
    name=${name_version%-*}
    members+=("\"$name_version\"")
    patches+=("$name = { path = \"$name_version\" }")
done
{
    echo '[workspace]'
    echo 'resolver = "2"'
    printf 'members = [%s]\n' "$(IFS=,; echo "${members[*]}")"
    echo '[patch.crates-io]'
    printf '%s\n' "${patches[@]}"
} > "$work/Cargo.toml"
# The versions of the workspace's lock file, as `cargo package` uses them.
cp Cargo.lock "$work/"
cd "$work"
CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$root/target} cargo check -q --workspace --lib --bins --examples --all-features
echo "   ${#members[@]} packages checked from their .crate files"
