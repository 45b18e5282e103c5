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
native="$root/scripts/native.py"
if [ -n "${HELICARRIER_PURE_PYTHON:-}" ]; then
    python3 "$native" clean  # no compiled engine may shadow the sources
    touch "$venv/.pure"
elif [ -f "$venv/.pure" ]; then
    rm -f "$venv/.pure" "$venv"/.installed*  # compile again, now that it is allowed
elif [ -f "$stamp" ] && ! python3 "$native" stale >/dev/null; then
    rm -f "$venv"/.installed*  # a compiled engine source changed: rebuild (about 40 s)
fi
if [ ! -f "$stamp" ] || [ "$root/pyproject.toml" -nt "$stamp" ] || [ "$root/setup.py" -nt "$stamp" ]; then
    echo "helicarrier: installing into .venv${extras:+ (with $extras extras)}" \
         "and compiling the engine..." >&2
    spec="$root"
    [ -n "$extras" ] && spec="$root[$extras]"
    log="$venv/install.log"
    # pip and setuptools are chatty (build warnings); keep it in a log, show it on failure.
    if ! { "$venv/bin/python" -m pip install --upgrade pip \
           && "$venv/bin/python" -m pip install -e "$spec"; } >"$log" 2>&1; then
        cat "$log" >&2
        echo "helicarrier: install failed (log: $log)" >&2
        exit 1
    fi
    touch "$stamp"
fi
