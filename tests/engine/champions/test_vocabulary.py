"""The checker and the interpreter read one table (issue 22 part 1): the card language's
names in content/champions/vocabulary.py are exactly those the engine's registries act on,
so a word cannot be accepted without being run, nor run without being checked."""

from __future__ import annotations

import re
from pathlib import Path

from content.champions import vocabulary
from engine.champions import game  # noqa: F401  (the language registers itself)
from engine.champions.core.base import GROUPS
from engine.champions.language import conditions, selectors, text
from engine.champions.language.verbs import registry
from engine.champions.rules import basic_events, modifiers, windows

ENGINE = Path(__file__).resolve().parents[3] / "engine" / "champions"


def test_the_verbs_registered_are_the_verbs_accepted() -> None:
    assert set(registry.VERBS) | {"hook"} == set(vocabulary.VERBS)


def test_each_targeted_verb_takes_the_default_target_the_vocabulary_says() -> None:
    """The reference prints each verb's default target from the vocabulary; the verb's
    own default (what it picks without a target) is the same."""
    targeted = {name: verb.target for name, verb in vocabulary.VERBS.items()
                if verb.target is not None}
    assert set(registry.DEFAULTS) == set(registry.USABLE) == set(targeted)
    assert targeted == registry.DEFAULTS


def test_every_occurrence_is_described_said_and_raised_by_those_names() -> None:
    assert set(windows.DESCRIBE) == set(vocabulary.OCCURRENCES)
    assert set(text.OCCURRENCE_TEXT) == set(vocabulary.OCCURRENCES)
    assert set(basic_events.KINDS) <= set(vocabulary.OCCURRENCES)
    for kind, occurrence in vocabulary.OCCURRENCES.items():
        assert set(occurrence.moments) <= {"would", "after"} and occurrence.moments, kind
        assert set(occurrence.of) <= set(vocabulary.OF_WORDS), kind
        for note, places in vocabulary.NOTES.items():
            assert all(o in vocabulary.OCCURRENCES for o, _m in places), note


def test_the_rules_raise_each_occurrence_at_each_moment_the_table_gives_it() -> None:
    """Every occurrence name appears in a rules module that opens its windows (read from
    the source: ``occur(...)``, ``would``/``happened`` of basic changes, the would windows
    of defeat and completion)."""
    source = "\n".join(p.read_text(encoding="utf-8") for p in ENGINE.rglob("*.py"))
    for kind in vocabulary.OCCURRENCES:
        assert f'"{kind}"' in source, kind


def test_needs_measures_modifiers_groups_and_triggers_are_the_engines_own() -> None:
    assert set(conditions.NEEDS) == set(vocabulary.NEEDS)
    assert set(selectors.MEASURE) == set(vocabulary.MEASURES)
    assert GROUPS is vocabulary.TYPE_GROUPS
    assert set(text.TRIGGER_TEXT) == set(vocabulary.TRIGGERS) - {"constant"}
    assert set(vocabulary.VERBS["resolve"].value) <= set(vocabulary.TRIGGERS)
    assert set(vocabulary.GRANTS) <= set(vocabulary.TRIGGERS)
    modifier_source = Path(modifiers.__file__).read_text(encoding="utf-8")
    for word in vocabulary.MODIFIER_TARGETS:
        assert f'"{word}"' in modifier_source, word


def test_every_keyword_is_read_by_the_rules_and_said_by_the_card_text() -> None:
    """A keyword the check accepts is one some rule reads (a counted one through ``kw``, so
    modifiers reach it), and the card text says it."""
    source = "\n".join(p.read_text(encoding="utf-8") for p in ENGINE.rglob("*.py")
                       if p.name not in ("text.py", "reference.py"))
    source += Path(vocabulary.__file__).with_name("schema.py").read_text(encoding="utf-8")
    for name, keyword in vocabulary.KEYWORDS.items():
        assert f'"{name}"' in source, name
        if keyword.counted:
            assert re.search(rf'kw\([^)]*"{name}"\)', source), name
    from content.champions.schema import catalog
    card = next(iter(catalog().cards.values()))
    import dataclasses
    for name, keyword in vocabulary.KEYWORDS.items():
        value = {"true": True, "count": 2, "int": 2, "code": "50001a",
                 "uses": {"counter": "x", "count": 2}, "names": ["A", "B"],
                 "attach_to": {"type": "minion"}}.get(
            keyword.value, keyword.value[0] if isinstance(keyword.value, tuple) else 1)
        said = text.keyword_line(dataclasses.replace(card, keywords={name: value}))
        assert said and "{" not in said, name
