"""Accepted means it runs (issue 22 part 1): the content check refuses every value the engine
would not act on, in one line naming the file, the line, the card and what is allowed.

Each case writes one test-only card (tests' own pack, loaded with the shipped content) whose
data the engine would ignore or crash on, and checks the one-line refusal. Where the engine
looks for each trigger, which moments each occurrence has, and what each verb acts on is the
vocabulary (content/champions/vocabulary.py); the rules behind each entry are named there
and in content/champions/README.md ("Reference")."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from content import content_path
from content.champions.schema import load_catalog
from content.errors import ContentError

CODE = "99001"


def pack(tmp_path: Path, kind: str, body: str, facts: str = "", more: str = "") -> Path:
    """A test-only pack holding card 99001 of type ``kind`` described by ``body``."""
    root = tmp_path / "pack"
    (root / "facts").mkdir(parents=True)
    (root / "facts" / "test.toml").write_text(
        f'[[card]]\ncode = "{CODE}"\nname = "Test Card"\ntype = "{kind}"\npack = "test"\n'
        f"quantity = 1\n{facts}\n{more}", encoding="utf-8")
    (root / "test.toml").write_text(
        f'# test-only card\n[[card]]\ncode = "{CODE}"\nautomation = "full"\n{body}\n',
        encoding="utf-8")
    return root


def refusal(tmp_path: Path, kind: str, body: str, facts: str = "") -> str:
    root = pack(tmp_path, kind, body, facts)
    with pytest.raises(ContentError) as info:
        load_catalog(extra_packs=[root])
    said = str(info.value)
    assert "\n" not in said
    assert re.match(rf"{re.escape(str(root))}/(facts/)?test\.toml:\d+: card {CODE}: ", said), said
    return said


def ability(trigger: str, rest: str = "", effects: str = "[{ draw = 1 }]") -> str:
    return f'[[card.ability]]\ntrigger = "{trigger}"\n{rest}\neffects = {effects}'


CASES = [
    # --- the refusals issue 22 names
    ("interrupt-after-only", "support", ability("interrupt", 'on = "dealt"'),
     '"dealt" has only an "after" moment: an interrupt to it never triggers; write a '
     "response"),
    ("keyword-name", "support", "keywords = { sparkly = true }", 'unknown keyword "sparkly"'),
    ("attach-to-a-selector-key", "attachment", 'keywords = { attach = { type = "minion", '
     'hue = "red" } }', 'keyword "attach" names selector key(s) hue; expected selector keys'),
    ("attach-to-a-word", "attachment", 'keywords = { attach = "ally" }',
     'keyword "attach" is "villain", "identity" or a selector table'),
    ("setup-keyword-on-encounter", "minion", "keywords = { setup = true }",
     'keyword "setup" is read on ally, support, upgrade, environment, side_scheme, not on a '
     'minion'),
    ("setup-on-minion", "minion", ability("setup"),
     "the engine never uses a minion's setup ability; setup is read on main_scheme, "
     "alter_ego, villain, environment, side_scheme"),
    ("fewest-secret", "support",
     ability("action", effects='[{ damage = 1, target = { type = "minion", fewest = "secret" } }]'),
     'effect "damage"\'s target\'s fewest is "secret"'),
    ("until-attack", "support",  # the round and the phase end lasting effects (part 3)
     ability("action", effects='[{ gain_trait = "Aerial", until = "attack" }]'),
     'effect "gain_trait"\'s until is "attack"; expected one of round, phase'),
    ("min-in-power-bonus", "ally",  # max is read since part 3 ("to a maximum of")
     ability("interrupt", 'on = "basic_power"\nof = "self"',
             '[{ power_bonus = { var = "done", min = 3 } }]'),
     'effect "power_bonus" has unknown amount key "min"'),
    ("window-on-encounter", "treachery", ability("response", 'on = "scheme"'),
     "the engine never uses a treachery's response ability"),
    ("action-on-villain", "villain", ability("action"),
     "the engine never uses a villain's action ability"),
    ("any-player-on-obligation", "obligation", ability("alter_ego_action", "any_player = true"),
     '"any_player" is not read on an obligation'),
    ("forced-action-on-environment", "environment", ability("forced_action"),
     "the engine never uses a environment's forced_action ability"),
    ("of-you-on-identity", "hero", ability("response", 'on = "enemy_attack"\nof = "you"'),
     'of = "you" on an identity never triggers'),
    ("of-your-identity-on-identity", "alter_ego",
     ability("interrupt", 'on = "damage"\nof = "your_identity"'),
     'of = "your_identity" on an identity never triggers'),
    ("limit-on-an-event", "event",  # read on window abilities since part 3; not on events
     ability("interrupt", 'on = "enemy_attack"\nif = { limit = "round" }'),
     'limit = "round" is not read on an event'),
    ("limit-on-a-reveal", "treachery", ability("when_revealed", 'if = { limit = "round" }'),
     'limit = "round" is enforced for actions and window abilities'),
    ("resource-on-an-event", "event",  # an identity's is read since part 3
     '[[card.ability]]\ntrigger = "resource"\ngenerate = { wild = 1 }',
     "the engine never uses a event's resource ability"),
    # --- more of the same kind, found comparing the checker with the interpreter
    ("response-would-only", "support", ability("response", 'on = "attack_damage"'),
     '"attack_damage" has only a "would" moment'),
    ("of-self-on-reveal", "support", ability("interrupt", 'on = "reveal"\nof = "self"'),
     'of = "self" never matches "reveal"'),
    ("of-self-after-leaving", "support", ability("response", 'on = "discarded"\nof = "self"'),
     "the card has left play by then"),
    ("by-you-on-scheme", "support", ability("response", 'on = "scheme"\nof = "by_you"'),
     'of = "by_you" never matches "scheme"'),
    ("card-filter-without-card", "support",
     ability("response", 'on = "drawn"\ncard = { type = "ally" }'),
     '"card" filters by the occurrence\'s card; "drawn" is about no card'),
    ("counter-filter-elsewhere", "support",
     ability("response", 'on = "damage"\ncard = { counter = "lock", at_most = 0 }'),
     '"card" counter is read for on = "counters" only'),
    ("note-where-none", "support", ability("response", 'on = "enemy_attack"\nnoted = "basic"'),
     'the note "basic" is carried only by thwart (after) or attack (after)'),
    ("unless-typo", "support", ability("response", 'on = "attack"\nunless = "prepration"'),
     'field "unless" is "prepration"'),
    ("defense-label-elsewhere", "support",
     ability("interrupt", 'on = "thwart"\nlabel = "defense"'),
     'label = "defense" is read for interrupts to enemy_attack or attack_damage'),
    ("boost-without-star", "treachery", ability("boost"),
     "a boost ability resolves only on a card whose facts show the boost star"),
    ("condition-on-boost", "treachery", ability("boost", 'if = { form = "hero" }'),
     'the engine reads no condition for boost abilities: "if" would be ignored',
     "boost_star = true"),
    ("condition-on-enters-play", "ally", ability("enters_play", 'if = { form = "hero" }'),
     "the engine reads no condition for enters_play abilities"),
    ("condition-on-resource", "support",
     '[[card.ability]]\ntrigger = "resource"\nif = { expert = true }\ngenerate = { wild = 1 }',
     'a resource ability reads only the conditions "paying_for_trait", "limit" and "form" '
     '(a Hero Resource), not "expert"'),
    ("paying-for-trait-on-action", "support",
     ability("action", 'if = { paying_for_trait = "Tech" }'),
     '"paying_for_trait" is for resource abilities'),
    ("count-without-bound", "support",
     ability("action", 'if = { count = { per_player = 1 } }'),
     'condition "count" needs at_least or at_most'),
    ("exhaust-character-in-window", "support",
     ability("interrupt", 'on = "enemy_attack"\ncost = ["exhaust_character"]'),
     'the engine never pays the cost "exhaust_character" for interrupt abilities'),
    # an interrupt or response pays one in the payment question (issue 24: Black Widow's);
    # a forced one does not
    ("resource-cost-in-window", "support",
     ability("forced_response", 'on = "enemy_attack"\ncost = [{ spend = { energy = 1 } }]'),
     "the engine never pays a resource cost for forced_response abilities"),
    ("cost-on-event-window", "event",
     ability("response", 'on = "enemy_attack"\ncost = ["exhaust_identity"]'),
     "the engine never pays the cost \"exhaust_identity\" for an event's window ability"),
    ("use-counter-without-uses", "support", ability("action", 'cost = ["use_counter"]'),
     "the card needs the uses keyword"),
    ("optional-on-action", "support", ability("action", "optional = true"),
     '"optional" is read for the enters_play abilities of player cards'),
    ("any-player-on-forced-action", "support", ability("forced_action", "any_player = true"),
     '"any_player" is for actions (action, hero_action, alter_ego_action)'),
    ("generate-on-action", "support", ability("action", "generate = { wild = 1 }"),
     '"generate" is for resource abilities'),
    ("two-play-abilities", "event", ability("play") + "\n" + ability("play"),
     "the engine plays an event's first play ability only"),
    ("prevent-in-response", "support",
     ability("response", 'on = "threat_placed"', '[{ prevent_damage = 2 }]'),
     'effect "prevent_damage" acts on the amount of an occurrence an interrupt answers'),
    ("cancel-uncancellable", "support",
     ability("interrupt", 'on = "thwart"', '[{ cancel = true }]'),
     'effect "cancel" acts on the occurrence an interrupt answers (one that can be cancelled)'),
    ("scheme-instead-in-response", "support",
     ability("response", 'on = "enemy_attack"', '[{ scheme_instead = true }]'),
     'effect "scheme_instead" acts on an interrupt to "enemy_attack"'),
    ("surge-outside-reveal", "support", ability("action", effects="[{ surge = true }]"),
     'effect "surge" acts on the card being revealed'),
    ("attack-bonus-outside-attack", "support", ability("action", effects="[{ attack_bonus = 1 }]"),
     'effect "attack_bonus" acts on the attack under way'),
    ("later-on-encounter", "minion",
     ability("when_revealed", effects='[{ later = "phase_end", effects = [{ draw = 1 }] }]'),
     'effect "later" waits on a player card in play'),
    ("word-typo", "support", ability("action", effects='[{ heal = 1, target = "slef" }]'),
     'names "slef": not a target word, and no effect of this ability binds it with as'),
    ("it-unbound", "support",
     ability("action", effects='[{ draw = 1 }, { heal = 1, target = "it" }]'),
     'names "it", but no effect of this ability chooses or finds a card first'),
    ("that-outside-window", "support", ability("action", effects='[{ heal = 1, target = "that" }]'),
     'names "that", which means something only in a window ability'),
    ("attacker-outside-attack", "support",
     ability("action", effects='[{ damage = 1, target = "attacker" }]'),
     'names "attacker", which means something only in a Preparation ability'),
    ("as-hides-a-word", "support",
     ability("action", effects='[{ heal = 1, target = { type = "ally" }, as = "self" }]'),
     'as = "self" would hide the target word "self"'),
    ("player-word-typo", "support",
     ability("action", effects='[{ draw = 1, player = "first" }]'),
     'effect "draw"\'s player is "first"; expected you, first_player'),
    ("chooser-on-a-word", "support",
     ability("action", effects='[{ heal = 1, target = "villain", optional = true }]'),
     'effect "heal": optional chooses among a selector\'s cards; target "villain" is one card'),
    ("each-with-a-choice", "support",
     ability("action", effects='[{ heal = 1, target = { type = "ally" }, each = true, '
                               'optional = true }]'),
     'effect "heal": each takes every matching card without a choice, so optional would be '
     "ignored"),
    ("one-target-verb", "support",
     ability("action", effects='[{ host = "self", target = { type = "minion" }, each = true }]'),
     'effect "host" acts on one target: each would be ignored'),
    ("ranged-without-attack", "support",
     ability("action", effects="[{ damage = 1, ranged = true }]"),
     'effect "damage": ranged is read for an attack (attack = true)'),
    ("as-minion-without-facedown", "support",
     ability("action", effects='[{ put_into_play = true, as_minion = { attack = 1 } }]'),
     'effect "put_into_play": as_minion is read with facedown = true'),
    ("unknown-var", "support", ability("action", effects='[{ heal = { var = "healed" } }]'),
     'effect "heal"\'s var is "healed"; expected one of'),
    ("scoped-var", "support", ability("action", effects='[{ heal = { var = "prevented" } }]'),
     'effect "heal"\'s var is "prevented"'),
    ("that-amount-outside-window", "support",
     ability("action", effects='[{ heal = { that = "amount" } }]'),
     '{ that = "amount" } is the amount of the occurrence a window ability answers'),
    ("two-amount-keys", "support",
     ability("action", effects="[{ heal = { per_player = 1, per_group = 1 } }]"),
     'effect "heal" is one of per_player, per_group'),
    ("selector-keyword-not-counted", "support",
     ability("action", effects='[{ heal = 1, target = { keyword = "uses" } }]'),
     'effect "heal"\'s target\'s keyword is "uses"'),
    ("look-chosen-without-choice", "support",
     ability("action", effects='[{ look = 2, deck = "chosen" }]'),
     'effect "look": deck = "chosen" is the deck of the player a choose_player chose'),
    ("modifier-keyword-not-counted", "support",
     '[[card.ability]]\ntrigger = "constant"\neffects = [{ keyword = "any_control" }]',
     'constant effect "keyword" is "any_control": the rules read that keyword from the card '
     "data only"),
    ("cannot-attack-villain", "support",
     '[[card.ability]]\ntrigger = "constant"\neffects = [{ cannot = "attack", to = "villain" }]',
     '"cannot attack" is read for a player character attacking, not to = "villain"'),
    ("with-trait-on-self", "support",
     '[[card.ability]]\ntrigger = "constant"\neffects = [{ trait = "X", with_trait = "Y" }]',
     'constant effect "with_trait" is a trait, read for to = minions or facedown_minions'),
    ("amount-on-a-trait", "support",
     '[[card.ability]]\ntrigger = "constant"\neffects = [{ trait = "X", amount = 2 }]',
     'constant effect "trait" has unknown option "amount"'),
    ("condition-on-grant", "side_scheme",
     '[[card.ability]]\ntrigger = "constant"\ngrant = "preparation"\nif = { expert = true }\n'
     "effects = [{ draw = 1 }]",
     'the engine reads no condition for granted abilities'),
    ("flip-to-no-face", "support", ability("action", effects='[{ flip = "Nowhere" }]'),
     'flip = "Nowhere" names no card face'),
    ("bring-linked-unlinked", "support", ability("action", effects="[{ bring_linked = true }]"),
     "bring_linked puts a card linked to this one into play, and no card is"),
    ("a-verb-value-the-verb-ignores", "treachery",
     ability("when_revealed", effects='[{ villain_attacks = "you" }]'),
     'effect "villain_attacks" must be true'),
]


@pytest.mark.parametrize(("kind", "body", "message", "facts"),
                         [(c[1], c[2], c[3], c[4] if len(c) > 4 else "") for c in CASES],
                         ids=[c[0] for c in CASES])
def test_a_value_the_engine_would_not_act_on_is_refused(tmp_path: Path, kind: str, body: str,
                                                        message: str, facts: str) -> None:
    said = refusal(tmp_path, kind, body, facts)
    assert message in said, said


def test_the_same_card_loads_when_written_as_the_engine_reads_it(tmp_path: Path) -> None:
    """The cases' cards are refused for the one value named, not for the rest: written as
    the engine reads it, a card of the same shape loads (a response, not an interrupt)."""
    root = pack(tmp_path, "support", ability("response", 'on = "activation"'))
    assert CODE in load_catalog(extra_packs=[root]).cards


def test_an_error_names_the_line_of_the_ability_and_effect_that_is_wrong(tmp_path: Path) -> None:
    """The line is the wrong ability's own (its effect's line when the effect spans
    several), not the first ability of the card."""
    body = (ability("action", 'cost = ["exhaust_self"]') + "\n"
            + '[[card.ability]]\ntrigger = "action"\neffects = [\n    { draw = 1 },\n'
              '    { heal = 1, target = "slef" },\n]')
    said = refusal(tmp_path, "support", body)
    lines = (tmp_path / "pack" / "test.toml").read_text(encoding="utf-8").splitlines()
    number = int(said.split(":")[1])
    assert 'target = "slef"' in lines[number - 1], (said, lines)


def test_an_unknown_verb_names_the_nearest_verbs_in_one_short_line(tmp_path: Path) -> None:
    """It printed all 70 verbs (829 characters); now the nearest names (difflib)."""
    said = refusal(tmp_path, "support", ability("action", effects="[{ damge = 1 }]"))
    assert '"damge" is not a verb (did you mean damage' in said
    assert len(said.split(": card 99001: ")[1]) < 120, said


def test_an_unknown_occurrence_names_the_nearest_ones_without_an_empty_choice(
        tmp_path: Path) -> None:
    """It began "expected one of , enemy_attack, ..." (the empty default listed first)."""
    said = refusal(tmp_path, "support", ability("response", 'on = "atack"'))
    assert 'field "on" is "atack"; did you mean attack' in said
    assert "one of ," not in said


def test_a_deck_over_a_cards_max_per_deck_is_refused(tmp_path: Path) -> None:
    """``max_per_deck`` is read where decks are checked (decks.toml), not ignored."""
    root = tmp_path / "champions"
    shutil.copytree(content_path("champions"), root, ignore=shutil.ignore_patterns("*.py"))
    decks = root / "decks.toml"
    text = decks.read_text(encoding="utf-8")
    assert '"50024" = 1' in text
    decks.write_text(text.replace('"50024" = 1', '"50024" = 2', 1), encoding="utf-8")
    with pytest.raises(ContentError, match=r"decks.toml:\d+: deck .*: card 50024: a deck holds "
                                           r"at most 1 \(max_per_deck\)"):
        load_catalog(root)


def test_a_setup_on_a_main_scheme_no_scenario_starts_with_is_refused(tmp_path: Path) -> None:
    """RRG Appendix II step 12a: the Setup of the first main scheme stage resolves; one on
    any other main scheme card never would."""
    root = pack(tmp_path, "main_scheme", ability("setup"))
    with pytest.raises(ContentError, match=r"test.toml:\d+: card 99001: a main scheme's Setup "
                                           "resolves on a scenario's first stage only"):
        load_catalog(extra_packs=[root])
