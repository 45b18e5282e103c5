"""The card writers' reference (issue 22 part 2): content/champions/README.md holds one table
of every trigger, occurrence, verb, selector, amount and condition, generated from the
vocabulary the checker and the interpreter read; these tests keep the three in step."""

from __future__ import annotations

import re
from pathlib import Path

from content.champions import vocabulary
from engine.champions.language.reference import BEGIN, END, markdown

README = Path(__file__).resolve().parents[3] / "content" / "champions" / "README.md"


def test_the_readme_holds_the_reference_the_vocabulary_renders() -> None:
    """Regenerate with ``.venv/bin/python scripts/gen_card_reference.py`` after a change to
    content/champions/vocabulary.py; a hand edit of the table fails here too."""
    text = README.read_text(encoding="utf-8")
    assert text.count(BEGIN) == 1 and text.count(END) == 1
    held = BEGIN + text.split(BEGIN, 1)[1].split(END, 1)[0] + END + "\n"
    assert held == markdown(), "the reference is stale: run scripts/gen_card_reference.py"


def test_the_reference_has_a_row_for_every_word_the_check_accepts() -> None:
    """Each table's first column holds exactly the vocabulary's names, in its order."""
    rows = re.findall(r"^\| `([^`]+)`", markdown(), flags=re.M)
    for names in (vocabulary.TRIGGERS, vocabulary.OCCURRENCES, vocabulary.VERBS,
                  vocabulary.SELECTOR_KEYS, vocabulary.AMOUNTS, vocabulary.CONDITIONS,
                  vocabulary.COSTS, vocabulary.MODIFIER_KINDS, vocabulary.KEYWORDS,
                  vocabulary.TARGET_WORDS, vocabulary.OF_WORDS):
        wanted = list(names)
        assert any(rows[i:i + len(wanted)] == wanted for i in range(len(rows))), wanted


def test_every_verb_example_is_accepted_and_says_no_raw_data() -> None:
    """The examples the reference renders are card data the check accepts, and their
    card text is words (a verb without a sentence fell back to its data)."""
    from content.champions.ability_check import AbilityCheck, Card
    from content.loader import EntryChecker, SourceLines

    source = SourceLines(Path("reference"), ())
    for name, verb in vocabulary.VERBS.items():
        if name == "hook":
            continue
        trigger = "action"
        effects = verb.example if isinstance(verb.example, list) else [verb.example]
        table: dict[str, object] = {"trigger": trigger, "effects": effects}
        needs = verb.answers[0] if verb.answers else ""
        if needs in ("cancel", "prevent"):
            table.update(trigger="interrupt", on="damage")
        elif ":" in needs:
            table.update(trigger="interrupt", on=needs.split(":")[0])
        elif needs == vocabulary.ATTACK:
            table.update(trigger="preparation")
        elif needs in ("when_revealed", "boost"):
            table.update(trigger=needs)
        kind = "minion" if table["trigger"] in ("preparation", "when_revealed", "boost") \
            else "support"
        stats = {"boost_star": True} if table["trigger"] == "boost" else {}
        check = EntryChecker(source, table, f"verb {name}", None)
        AbilityCheck(check, Card("x", kind, {}, stats), table).run()
    said = markdown()
    assert "{'" not in said and "(unknown hook" not in said
