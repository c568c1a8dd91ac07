#!/usr/bin/env bash
# callgrind.sh CHECKOUT TARGET_DIR OUT.tsv
#
# Instruction counts (valgrind --tool=callgrind, total Ir) of fanga's hot
# loops, through the facade's examples perft, selfplay and solve only, so
# that two checkouts whose CLI is the same can be compared case for case.
#
#  1. builds, in CHECKOUT with CARGO_TARGET_DIR=TARGET_DIR:
#       cargo build --release -p fanga --example perft --example selfplay --example solve
#  2. runs every case below under callgrind and writes OUT.tsv, one line a
#     case: `case<TAB>Ir` (Ir = "Collected" of callgrind: the instructions the
#     whole process executed, startup included).
#  3. keeps each case's output (stdout, with the lines that carry a wall time
#     or the peak memory removed) in OUT.outputs/, so that two checkouts can
#     also be checked to print the same perft counts, playout tallies and
#     solver values: `diff -r A.outputs B.outputs`.
#
# The case list is fixed here (it does not ask the build for its games), so
# the same command lines run on every checkout.
#
# Environment (optional):
#   ONLY=REGEX        run only the cases whose name matches REGEX (grep -E)
#   NATIVE_TSV=FILE   also time every case natively (median of 5 runs, no
#                     valgrind) and write `case<TAB>seconds` to FILE
#   NO_BUILD=1        skip the cargo build (the binaries must be there)
#   NO_CALLGRIND=1    skip the callgrind runs (with NATIVE_TSV: timings only)
set -euo pipefail

if [ $# -ne 3 ]; then
    echo "usage: $0 CHECKOUT TARGET_DIR OUT.tsv" >&2
    exit 2
fi
checkout=$(cd "$1" && pwd)
target=$(mkdir -p "$2" && cd "$2" && pwd)
out=$3
outputs="${out%.tsv}.outputs"
bin="$target/release/examples"

# --- the cases (tools/perf/cases.txt): NAME|TOOL ARGS... ----------------------
# perft: whole-turn perft from the start position at a depth whose native
# release run takes about 0.05-0.3 s (fang's whole game tree ends at depth
# 10: 36 games; it cannot be made longer).
# selfplay: `--games N` = fanga_core::random_playouts over seeds 0..N-1, each
# game's own random_playout (max 1,000 plies).
# solve: --threads 1 so that the count does not depend on the scheduling.
cases=()
while IFS= read -r line; do
    case "$line" in ""|"#"*) continue ;; esac
    cases+=("$line")
done <"$(dirname "$0")/cases.txt"

selected=()
for c in "${cases[@]}"; do
    name=${c%%|*}
    if [ -n "${ONLY:-}" ] && ! grep -Eq -- "$ONLY" <<<"$name"; then
        continue
    fi
    selected+=("$c")
done
if [ ${#selected[@]} -eq 0 ]; then
    echo "no case matches ONLY=$ONLY" >&2
    exit 2
fi

# --- 1. the build --------------------------------------------------------------
if [ -z "${NO_BUILD:-}" ]; then
    echo "building in $checkout (CARGO_TARGET_DIR=$target)" >&2
    (cd "$checkout" && CARGO_TARGET_DIR="$target" \
        cargo build --release -p fanga --example perft --example selfplay --example solve)
fi
for t in perft selfplay solve; do
    [ -x "$bin/$t" ] || { echo "missing $bin/$t" >&2; exit 1; }
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0

# Every run sees the same process image whatever the checkout and the caller:
# the binaries are copied to one directory and run from there as ./TOOL
# (argv[0] does not carry TARGET_DIR's path), with the same small
# environment (the loader's and std's startup read it: a different
# environment alone moved a count by about 1,000 instructions).
mkdir "$tmp/run"
cp "$bin/perft" "$bin/selfplay" "$bin/solve" "$tmp/run/"
clean_env=(env -i PATH=/usr/local/bin:/usr/bin:/bin LC_ALL=C)

# The lines whose text changes from run to run (a wall time, the peak memory).
stable() { grep -Ev '^(time: |peak memory: )|^endgame table: .* in [0-9.]+ s' || true; }

# --- native timings (optional) ---------------------------------------------------
if [ -n "${NATIVE_TSV:-}" ]; then
    : >"$NATIVE_TSV"
    for c in "${selected[@]}"; do
        name=${c%%|*}
        read -r -a cmd <<<"${c#*|}"
        times=()
        for _ in 1 2 3 4 5; do
            s=$(date +%s%N)
            (cd "$tmp/run" && "${clean_env[@]}" "./${cmd[0]}" "${cmd[@]:1}" >/dev/null 2>&1) || true
            e=$(date +%s%N)
            times+=($(((e - s) / 1000)))
        done
        med=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p)
        printf '%s\t%s\n' "$name" "$(awk -v u="$med" 'BEGIN { printf "%.3f", u / 1e6 }')" \
            | tee -a "$NATIVE_TSV" >&2
    done
fi

# --- 2. the callgrind runs -------------------------------------------------------
if [ -z "${NO_CALLGRIND:-}" ]; then
    mkdir -p "$outputs"
    : >"$out"
    start_all=$(date +%s)
    for c in "${selected[@]}"; do
        name=${c%%|*}
        read -r -a cmd <<<"${c#*|}"
        s=$(date +%s)
        status=0
        (cd "$tmp/run" && "${clean_env[@]}" valgrind --tool=callgrind \
            --callgrind-out-file="$tmp/callgrind.out" --log-file="$tmp/valgrind.log" \
            "./${cmd[0]}" "${cmd[@]:1}" >"$tmp/stdout" 2>"$tmp/stderr") || status=$?
        e=$(date +%s)
        ir=$(sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p' "$tmp/valgrind.log" | tail -1)
        stable <"$tmp/stdout" >"$outputs/${name// /_}.txt"
        if [ "$status" -ne 0 ] || [ -z "$ir" ]; then
            echo "FAILED ($status): $name" >&2
            cat "$tmp/stderr" "$tmp/valgrind.log" >&2
            printf '%s\tFAILED\n' "$name" >>"$out"
            failed=1
            continue
        fi
        printf '%s\t%s\n' "$name" "$ir" >>"$out"
        printf '%-45s %15s Ir %5d s\n' "$name" "$ir" $((e - s)) >&2
    done
    echo "callgrind runs: $(($(date +%s) - start_all)) s" >&2
fi
exit $failed
