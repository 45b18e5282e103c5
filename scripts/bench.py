"""Run the benchmark sections in ``scripts/bench_*.py`` and print their figures.

Each section module defines ``TITLE`` and ``run() -> list[tuple[str, str]]``
(figure, value with unit and target). Sections run in name order; pass section
names (the part after ``bench_``) to run only some. A benchmark is not a test:
nothing here asserts a time.
"""

from __future__ import annotations

import importlib.util
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(HERE.parent))
    wanted = {name.replace("-", "_") for name in argv}  # champions-bot: bench_champions_bot
    sections = sorted(HERE.glob("bench_*.py"))
    if wanted:
        sections = [p for p in sections if p.stem.removeprefix("bench_") in wanted]
    for path in sections:
        spec = importlib.util.spec_from_file_location(path.stem, path)
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        started = time.perf_counter()
        print(f"== {module.TITLE}", flush=True)
        for figure, value in module.run():
            print(f"  {figure:<58} {value}", flush=True)
        print(f"  ({time.perf_counter() - started:.1f} s)", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
