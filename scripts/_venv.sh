# Shared by scripts/play, scripts/test and scripts/bench: make sure .venv exists
# and holds the project (editable) with the requested extras.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$root/.venv"
extras="${1:-}"
stamp="$venv/.installed${extras:+-$extras}"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
if [ ! -f "$stamp" ] || [ "$root/pyproject.toml" -nt "$stamp" ]; then
    "$venv/bin/python" -m pip install --quiet --upgrade pip >/dev/null
    spec="$root"
    [ -n "$extras" ] && spec="$root[$extras]"
    "$venv/bin/python" -m pip install --quiet -e "$spec"
    touch "$stamp"
fi
