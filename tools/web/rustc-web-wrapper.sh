#!/bin/sh
# RUSTC_WRAPPER for the Debian fallback of tools/web/build.sh: Debian's
# rustc-web is Rust 1.85, and fanga's crates use `if let ... &&` chains
# (stable from Rust 1.88), which 1.85 has as the `let_chains` feature. With
# RUSTC_BOOTSTRAP=1 this enables it for fanga's own crates only (the standard
# library, built by -Zbuild-std, has it already).
rustc=$1
shift
case " $* " in
*" --crate-name fanga"*) exec "$rustc" -Zcrate-attr='feature(let_chains)' \
    -Zcrate-attr='feature(unsigned_is_multiple_of)' \
    -Zcrate-attr='feature(integer_sign_cast)' "$@" ;;
esac
exec "$rustc" "$@"
