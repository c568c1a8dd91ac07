#!/usr/bin/env bash
# Creates tools/openspiel/.venv with open-spiel 2.0.2 from PyPI (not part of CI:
# CI has no network). Usage: bash tools/openspiel/setup.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
python3 -m venv "$here/.venv"
"$here/.venv/bin/pip" install --quiet "open-spiel==2.0.2"
"$here/.venv/bin/python" -c "import pyspiel; print('pyspiel', pyspiel.__file__)"
