"""Write the card language reference into content/champions/README.md (issue 22 part 2).

The reference is rendered from ``content/champions/vocabulary.py`` by
:func:`engine.champions.language.reference.markdown` and replaces what stands between its
markers in the README; ``tests/engine/champions/test_reference.py`` fails while the README
holds anything else. Run it after changing the vocabulary:

    .venv/bin/python scripts/gen_card_reference.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.champions.language.reference import BEGIN, END, markdown  # noqa: E402

README = ROOT / "content" / "champions" / "README.md"


def main() -> int:
    text = README.read_text(encoding="utf-8")
    if BEGIN not in text or END not in text:
        print(f"{README}: the reference markers are missing ({BEGIN!r} ... {END!r})",
              file=sys.stderr)
        return 2
    head, _, rest = text.partition(BEGIN)
    _, _, tail = rest.partition(END)
    new = head + markdown().rstrip("\n") + tail
    if new != text:
        README.write_text(new, encoding="utf-8")
        print(f"wrote the reference into {README}")
    else:
        print(f"{README}: the reference is current")
    return 0


if __name__ == "__main__":
    sys.exit(main())
