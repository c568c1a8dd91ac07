#!/usr/bin/env bash
# Builds the fanga playground into web/dist/ (open web/dist/index.html, or
# serve the folder from any static host):
#
#   tools/web/build.sh
#
# 1. fanga-wasm compiled for wasm32-unknown-unknown (release, LTO);
# 2. its JavaScript glue by wasm-bindgen-cli, pinned to the version of the
#    wasm-bindgen crate (installed once per machine under
#    ~/.cache/fanga/tools/, or $FANGA_TOOLS, if missing; unoptimised: it runs
#    for seconds, and compiles in half the time), into the npm package's
#    folder (crates/wasm/js/pkg/: docs/javascript.md);
# 3. the page, the package's first user, bundled by esbuild (web/build.mjs)
#    into one script.
#
# The wasm32 target comes from rustup. Where rustup cannot download it, set
# FANGA_WASM_FALLBACK=debian (or let the script fall back by itself): it uses
# Debian's rustc-web, cargo-web, rust-web-src and lld packages and builds the
# standard library with -Zbuild-std (docs/playground.md says what that needs).
# Each stage prints its time. With --tools-only, it stops after the tools
# (the wasm32 target and wasm-bindgen-cli): CI installs them in the
# background while it runs the native stages.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD

# The wasm-bindgen crate's version in crates/wasm/Cargo.toml: the CLI must match.
wb_version=$(sed -n 's/^wasm-bindgen = "=\([0-9.]*\)"/\1/p' crates/wasm/Cargo.toml)
# The tools live outside the clone, so that a new clone (CI's is one) finds
# them: the binary is checked by its version below.
tools=${FANGA_TOOLS:-${XDG_CACHE_HOME:-$HOME/.cache}/fanga/tools}
target_dir=${CARGO_TARGET_DIR:-$root/target}

stage() { printf '\n== %s\n' "$*"; stage_start=$(date +%s); }
done_stage() { printf '   (%s s)\n' "$(( $(date +%s) - stage_start ))"; }

stage "wasm32 target"
mode=${FANGA_WASM_FALLBACK:-rustup}
if [ "$mode" = rustup ]; then
  if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    if ! rustup target add wasm32-unknown-unknown; then
      echo "rustup could not add wasm32-unknown-unknown: falling back to Debian's rustc-web"
      mode=debian
    fi
  fi
fi
if [ "$mode" = debian ]; then
  if ! dpkg -s rustc-web cargo-web rust-web-src lld >/dev/null 2>&1; then
    sudo_cmd=""; [ "$(id -u)" = 0 ] || sudo_cmd=sudo
    $sudo_cmd apt-get install -y rustc-web cargo-web rust-web-src lld
  fi
fi
done_stage

stage "wasm-bindgen-cli $wb_version"
if [ "$("$tools/bin/wasm-bindgen" --version 2>/dev/null)" != "wasm-bindgen $wb_version" ]; then
  # --debug: compiled without optimisation in 114 s instead of 250 s (two
  # cores), and it still processes our module in 2 s, with byte-identical
  # output; CI installs it on every fresh machine.
  cargo install --debug wasm-bindgen-cli --version "$wb_version" --root "$tools"
fi
done_stage

if [ "${1:-}" = --tools-only ]; then
  exit 0
fi

stage "fanga-wasm for wasm32-unknown-unknown"
export CARGO_PROFILE_RELEASE_LTO=true CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1
if [ "$mode" = debian ]; then
  # Debian's Rust 1.85 (/usr/bin, behind rustup's shims on PATH): the
  # standard library built from rust-web-src, linked by lld's wasm-ld, and
  # the few features fanga uses that 1.85 has unstable enabled by a wrapper.
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=wasm-ld \
    RUSTC_WRAPPER="$root/tools/web/rustc-web-wrapper.sh" RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 \
    /usr/bin/cargo build -p fanga-wasm --release --target wasm32-unknown-unknown \
    -Zbuild-std=std,panic_abort --ignore-rust-version
else
  cargo build -p fanga-wasm --release --target wasm32-unknown-unknown
fi
done_stage

stage "wasm-bindgen (the npm package's module: crates/wasm/js/pkg/)"
# One build serves Node and the browser: --target web glue, which the
# package's Node entry loads from the bytes it reads (crates/wasm/js/node.js).
"$tools/bin/wasm-bindgen" --target web --no-typescript --out-dir crates/wasm/js/pkg \
  "$target_dir/wasm32-unknown-unknown/release/fanga_wasm.wasm"
done_stage

stage "npm packages (web/package-lock.json)"
if [ ! -d web/node_modules ] || [ web/package-lock.json -nt web/node_modules/.package-lock.json ]; then
  (cd web && npm ci --no-audit --no-fund)
fi
done_stage

stage "bundle (esbuild)"
node web/build.mjs
done_stage
echo
echo "Open web/dist/index.html in a browser, or serve web/dist/ (python3 -m http.server -d web/dist)."
