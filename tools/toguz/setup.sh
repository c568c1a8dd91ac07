#!/usr/bin/env bash
# Installs PyPI's `toguz` 0.5.6 (C++ through pybind11) into a virtual
# environment outside the repository, for tools/toguz/crosscheck.py
# (tools/toguz/README.md).
#
#   bash tools/toguz/setup.sh [CLONE]
#
# `pip install toguz` cannot build it on Linux: PyPI has one wheel, for
# Windows (cp312-win_amd64), and a source archive whose
# toguz_board_wrapper.cpp includes a `toguz.h` the archive lacks. The
# package's own repository, Haller125/toguzAI, holds at commit 3127981 the
# very archive and wheel PyPI serves (the same SHA-256) beside that header
# and the `CONSTANTS.h` it includes: this script takes PyPI's archive,
# checks it, adds the two headers from that commit (CLONE, bare or not:
# default the session mirror /work/.mirror/Haller125+toguzAI/repo, else a
# clone made in the work directory) and builds it with pip. Nothing of it
# is written in the repository.
#
# TOGUZ_VENV (default /tmp/toguz-venv) is the environment, TOGUZ_WORK
# (default ${XDG_CACHE_HOME:-~/.cache}/fanga/toguz-0.5.6) the build's
# directory. Idempotent.
set -euo pipefail

VENV=${TOGUZ_VENV:-/tmp/toguz-venv}
WORK=${TOGUZ_WORK:-${XDG_CACHE_HOME:-$HOME/.cache}/fanga/toguz-0.5.6}
CLONE=${1:-/work/.mirror/Haller125+toguzAI/repo}
COMMIT=3127981d1486c2f2eb725f0577d7c3d59752932d
SDIST_SHA256=c43462e702c80b9a01c56e17a4655079db41b3139b13c5a10cca3a2c6393261c

[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
"$VENV/bin/pip" install --quiet pybind11 setuptools wheel
mkdir -p "$WORK"
archive="$WORK/toguz-0.5.6.tar.gz"
if [ ! -f "$archive" ]; then
    "$VENV/bin/pip" download --quiet --no-deps --no-binary :all: --no-build-isolation toguz==0.5.6 -d "$WORK"
fi
echo "$SDIST_SHA256  $archive" | sha256sum -c --quiet
rm -rf "$WORK/toguz-0.5.6"
tar -xzf "$archive" -C "$WORK"

if ! git -C "$CLONE" cat-file -e "$COMMIT^{commit}" 2>/dev/null; then
    CLONE="$WORK/toguzAI.git"
    [ -d "$CLONE" ] || git clone --quiet --bare https://github.com/Haller125/toguzAI "$CLONE"
fi
# The archive and wheel of that commit are PyPI's: the headers are those they were built from.
[ "$(git -C "$CLONE" show "$COMMIT:game_logic/dist/toguz-0.5.6.tar.gz" | sha256sum | cut -d' ' -f1)" = "$SDIST_SHA256" ]
for h in toguz.h CONSTANTS.h; do
    git -C "$CLONE" show "$COMMIT:game_logic/$h" > "$WORK/toguz-0.5.6/$h"
done

# toguz.h calls `get<0>(tuple)` unqualified, which MSVC (the wheel's
# compiler) accepts and GCC in C++17 (pybind11's highest level) does not:
# the build is given `using std::get;` ahead of it, and nothing else.
printf '#include <tuple>\nusing std::get;\n' > "$WORK/std_get.h"
CFLAGS="-include $WORK/std_get.h" \
    "$VENV/bin/pip" install --quiet --force-reinstall --no-deps --no-build-isolation "$WORK/toguz-0.5.6"
"$VENV/bin/python" -c 'import toguz; b = toguz.Board(); b.makeMove(0, False); print("toguz", b.sockets, b.tuzdeks, b.kaznas)'
