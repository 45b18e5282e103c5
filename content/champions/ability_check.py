"""Check one card's abilities and keywords against the vocabulary: accepted means it runs.

Every value a card writes is looked up in :mod:`content.champions.vocabulary`, which says
what the engine does with it and where it does it, so what is refused here is exactly what
the interpreter would ignore or crash on: a trigger on a card type the engine never looks
at for it, an interrupt to an occurrence with only an "after" moment, ``of = "you"`` on an
identity for an attack on that identity, a verb that acts on an occurrence in an ability
that answers none, a choosing option on a word target, a selector key or amount key it
does not read, a keyword name it does not know. Each refusal is one line naming the file,
the line, the card and what is allowed there (:meth:`content.loader.EntryChecker.fail`).
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Iterator
from typing import Any

from content.champions import vocabulary as v
from content.errors import ContentError
from content.loader import EntryChecker, expected

ABILITY_FIELDS = ("trigger", "effects", "if", "cost", "optional", "generate", "on", "of",
                  "label", "card", "unless", "grant", "any_player", "noted", "source")
OLD_TARGETS = {
    "enemy": 'target = { type = "enemy" }',
    "scheme": 'target = { type = "scheme" }',
    "main": 'target = "main_scheme"',
    "ally": 'target = { type = "ally" }',
    "character": 'target = { type = "character", controller = "you" }',
    "each_scheme": 'target = { type = "scheme" }, each = true',
    "each_side_scheme": 'target = { type = "side_scheme" }, each = true',
    "each_character_you_control": 'target = { type = "character", controller = "you" }, '
                                  "each = true",
    "each_support_you_control": 'target = { type = "support", controller = "you" }, each = true',
}
"""The first vocabulary's target words, refused with the selector spelling to write instead."""


def _said(value: Any) -> str:
    return f'"{value}"' if isinstance(value, str) else repr(value).replace("True", "true")


def _nearest(word: str, names: Iterable[str]) -> str:
    near = difflib.get_close_matches(word, list(names), n=3, cutoff=0.5)
    return f" (did you mean {' or '.join(near)}?)" if near else ""


class Card:
    """What the checks need to know of the card whose abilities they read."""

    def __init__(self, code: str, kind: str, keywords: dict[str, Any], stats: dict[str, Any]):
        self.code, self.type, self.keywords, self.stats = code, kind, keywords, stats


# ---------------------------------------------------------------- one ability
class AbilityCheck:
    """Checks one ability of one card; ``fail`` names the card and the line."""

    def __init__(self, check: EntryChecker, card: Card, table: dict[str, Any]):
        self.check, self.card, self.table = check, card, table
        self.trigger = ""
        self.on = ""
        self.moment = ""
        self.grant = ""
        self.cards: set[str] = set()  # names earlier effects bound to cards (``as``; ``it``)
        self.players: set[str] = set()  # names bound to players
        self.numbers: set[str] = set()  # names bound to numbers (``choose_number``)

    def fail(self, message: str, field: str | None = None, near: str | None = None
             ) -> ContentError:
        return self.check.fail(message, field, near)

    # -- the ability's fields
    def run(self) -> dict[str, Any]:
        """The ability's fields, checked; returns the values the schema keeps."""
        table, check = self.table, self.check
        unknown = sorted(set(table) - set(ABILITY_FIELDS))
        if unknown:
            raise self.fail(f'unknown field "{unknown[0]}"{_nearest(unknown[0], ABILITY_FIELDS)}',
                            unknown[0])
        self.trigger = check.get("trigger", str, choices=v.TRIGGERS)
        trigger = v.TRIGGERS[self.trigger]
        self.grant = check.get("grant", str, "")
        self.on = check.get("on", str, "")
        self.moment = trigger.moment
        self._where()
        any_player = check.get("any_player", bool, False)
        if any_player and self.trigger not in v.ACTION_TRIGGERS[:3]:
            raise self.fail('"any_player" is for actions (action, hero_action, '
                            'alter_ego_action): any player may use it on their turn',
                            "any_player")
        of = self._window(trigger)
        condition = self._conditions(trigger)
        cost = check.get("cost", list, [])
        self._costs(trigger, cost)
        optional = check.get("optional", bool, False)
        if optional and not (self.trigger == "enters_play" and self.card.type in
                             v.PLAYER_IN_PLAY):
            raise self.fail('"optional" is read for the enters_play abilities of player cards '
                            "(asked yes or no)", "optional")
        generate = check.get("generate", dict, {})
        if self.trigger == "resource" and not generate:
            raise self.fail('a "resource" ability needs "generate"', "trigger")
        if generate and self.trigger != "resource":
            raise self.fail('"generate" is for resource abilities', "generate")
        generate_of: dict[str, Any] = {}
        if "printed_of" in generate:  # issue 24: Pepper Potts, "the resources of <a card>"
            if len(generate) > 1 or not isinstance(generate["printed_of"], dict):
                raise self.fail('"generate = { printed_of = selector }" stands alone: the '
                                "printed resources of the first card the selector matches",
                                "generate")
            generate_of = generate["printed_of"]
            self.value("selector", generate_of, "generate's printed_of", "generate")
            generate = {}
        if any(k not in v.RESOURCE_TYPES or not isinstance(n, int) or isinstance(n, bool)
               or n < 1 for k, n in generate.items()):
            raise self.fail(f'"generate" maps resource types ({", ".join(v.RESOURCE_TYPES)}) '
                            "to positive numbers", "generate")
        if any_player and self.card.type == "obligation":
            raise self.fail('"any_player" is not read on an obligation: only the player whose '
                            "play area it is in may use it (RRG OBLIGATION)", "any_player")
        effects = check.get("effects", list, [])
        self._bind(effects)
        if self.trigger == "constant" and not self.grant:
            for effect in effects:
                self._modifier(effect)
        else:
            for effect in effects:
                self.effect(effect)
        if self.on == "spent" and self.trigger == "interrupt" and any(
                "exhaust" not in e or e.get("generate") != "printed" for e in effects):
            raise self.fail('an interrupt to "spent" is read for its exhaust effects with '
                            'generate = "printed" (cards that pay for the payment under way); '
                            "other effects are not run", "effects")
        return {"trigger": self.trigger, "effects": tuple(effects), "condition": condition,
                "cost": cost, "optional": optional, "generate": generate,
                "generate_of": generate_of, "on": self.on,
                "of": of, "label": table.get("label", ""), "card": table.get("card", {}),
                "unless": table.get("unless", ""), "grant": self.grant,
                "any_player": any_player, "noted": table.get("noted", ""),
                "source": table.get("source", {})}

    def _where(self) -> None:
        """The trigger is one the engine looks for on this card type."""
        trigger, kind = v.TRIGGERS[self.trigger], self.card.type
        if self.on == "spent":  # answered by a card spent from a hand, whatever it is
            if kind not in v.SPENT_TYPES:
                raise self.fail(f'"spent" is answered by a player card spent from a hand '
                                f"({', '.join(v.SPENT_TYPES)}), not a {kind}", "on")
            return
        if kind not in trigger.types:
            raise self.fail(f'the engine never uses a {kind}\'s {self.trigger} ability; '
                            f"{self.trigger} is read on {', '.join(trigger.types)} "
                            f"({trigger.where})", "trigger")
        if self.trigger == "boost" and not self.card.stats.get("boost_star"):
            raise self.fail("a boost ability resolves only on a card whose facts show the "
                            "boost star (boost_star)", "trigger")
        if self.card.keywords.get("max_per_scheme") and (
                trigger.moment or self.trigger in (*v.ACTION_TRIGGERS, "resource")):
            raise self.fail(f"a card attached to the main scheme (max_per_scheme) is not "
                            f"looked at for {self.trigger} abilities (only its constant ones "
                            "apply)", "trigger")
        if self.grant:
            if self.trigger != "constant":
                raise self.fail('"grant" is for constant abilities', "grant")
            if self.grant not in v.GRANTS:
                raise self.fail(f'field "grant" is {_said(self.grant)}; expected one of '
                                f"{', '.join(v.GRANTS)}", "grant")

    def _window(self, trigger: v.Trigger) -> str:
        """``on``, ``of``, ``card``, ``source``, ``unless``, ``noted``, ``label`` of a window
        trigger."""
        check, on = self.check, self.on
        window_fields = [f for f in ("on", "of", "card", "source", "unless", "noted", "label")
                         if f in self.table]
        if self.trigger in v.LABELED and window_fields == ["label"]:
            check.get("label", str, "", choices=("attack",))
            return ""
        if not trigger.moment:
            if window_fields:
                raise self.fail(f'"{window_fields[0]}" is for window triggers '
                                f"({', '.join(v.WINDOW_TRIGGERS)})", window_fields[0])
            return ""
        if not on:
            raise self.fail(f'"on" names what a {self.trigger} answers (one of the '
                            "occurrences)", "trigger")
        if on not in v.OCCURRENCES:
            raise self.fail(f'field "on" is {_said(on)}; {expected(on, v.OCCURRENCES)}', "on")
        occurrence = v.OCCURRENCES[on]
        if trigger.moment not in occurrence.moments:
            other = {"would": "interrupt", "after": "response"}[occurrence.moments[0]]
            raise self.fail(f'"{on}" has only {_moments(occurrence.moments)}: '
                            f"{_article(self.trigger)} to it never triggers; write "
                            f"{_article(('forced_' if trigger.forced else '') + other)}",
                            "trigger")
        of = check.get("of", str, "any", choices=v.OF_WORDS)
        if on == "spent" and of != "self":
            raise self.fail('"spent" answers spending this card: it needs of = "self"', "of")
        if of not in occurrence.of:
            raise self.fail(f'of = "{of}" never matches "{on}" (its card is '
                            f"{occurrence.card or 'none'}, its source "
                            f"{occurrence.source or 'none'}); of is one of "
                            f"{', '.join(occurrence.of)} there", "of")
        if on == "basic_power" and trigger.moment == "after" and (
                of == "your_identity" or (of == "self" and self.card.type in v.IDENTITY)):
            raise self.fail('"basic_power" after it resolved is an ally\'s only (an '
                            "identity's basic power has no after moment); answer its would "
                            "moment, with an interrupt", "of")
        if occurrence.gone and of in ("self", "host") and trigger.moment == "after":
            raise self.fail(f'of = "{of}" never matches "{on}" after it happened: the card has '
                            "left play by then (answer its would moment, with an interrupt)",
                            "of")
        if on == "defeated" and of == "by_you" and trigger.moment == "would":
            raise self.fail('of = "by_you" answers "defeated" after it happened (the player who '
                            "defeated a minion); write a response", "of")
        kind = self.card.type
        if kind in v.IDENTITY and (of == "your_identity" or (of == "you" and
                                                             on == "enemy_attack")):
            raise self.fail(f'of = "{of}" on an identity never triggers: a card does not '
                            f'answer what happens to itself that way; write of = "self"', "of")
        if kind == "event" and on != "spent" and of in ("self", "host", "source", "by_self"):
            raise self.fail(f'of = "{of}" on an event never triggers: the event is in a hand, '
                            "never what the occurrence is about or makes it happen", "of")
        self._card_filter(occurrence)
        self._source_filter(occurrence)
        for field in ("unless", "noted"):
            note = check.get(field, str, "")
            if note and note not in v.NOTES:
                raise self.fail(f'field "{field}" is {_said(note)}; expected one of '
                                f"{', '.join(v.NOTES)}", field)
            if note and (on, trigger.moment) not in v.NOTES[note]:
                where = " or ".join(f"{o} ({m})" for o, m in v.NOTES[note])
                raise self.fail(f'the note "{note}" is carried only by {where}: a '
                                f'{self.trigger} to "{on}" never sees it', field)
        label = check.get("label", str, "", choices=("", *v.LABELS))
        allowed = v.LABELS.get(label, ())
        if label and allowed and (on, trigger.moment) not in allowed:
            raise self.fail(f'label = "{label}" is read for interrupts to '
                            f"{' or '.join(o for o, _m in allowed)}", "label")
        return of

    def _card_filter(self, occurrence: v.Occurrence) -> None:
        wanted = self.check.get("card", dict, {})
        if not wanted:
            return
        if not occurrence.card:
            raise self.fail(f'"card" filters by the occurrence\'s card; "{self.on}" is about '
                            "no card", "card")
        unknown = sorted(set(wanted) - set(v.OCCURRENCE_CARD))
        if unknown:
            raise self.fail(f'"card" filters what a window trigger answers by '
                            f"{' or '.join(v.OCCURRENCE_CARD)}, not {unknown[0]}", "card")
        if "type" in wanted and wanted["type"] not in v.SELECTOR_TYPES:
            raise self.fail(f'"card" type {_said(wanted["type"])}: '
                            f"{expected(wanted['type'], v.SELECTOR_TYPES)}", "card")
        if "in" in wanted and wanted["in"] not in v.CARD_ZONES:
            raise self.fail(f'"card" in {_said(wanted["in"])}; expected one of '
                            f"{', '.join(v.CARD_ZONES)}", "card")
        for key in ("trait", "name", "counter"):
            if key in wanted and not isinstance(wanted[key], str):
                raise self.fail(f'"card" {key} must be a string', "card")
        for key in ("at_least", "at_most"):
            if key in wanted and ("counter" not in wanted or not _is_int(wanted[key])):
                raise self.fail(f'"card" {key} is a whole number, with counter', "card")
        if "counter" in wanted and self.on != "counters":
            raise self.fail('"card" counter is read for on = "counters" only', "card")

    def _source_filter(self, occurrence: v.Occurrence) -> None:
        """``source = {...}``: what makes the occurrence happen (the attacking enemy)."""
        wanted = self.check.get("source", dict, {})
        if not wanted:
            return
        if not occurrence.source:
            raise self.fail(f'"source" filters by what makes the occurrence happen; "{self.on}" '
                            "has no source", "source")
        unknown = sorted(set(wanted) - set(v.OCCURRENCE_SOURCE))
        if unknown:
            raise self.fail(f'"source" filters what a window trigger answers by '
                            f"{' or '.join(v.OCCURRENCE_SOURCE)}, not {unknown[0]}", "source")
        if "type" in wanted and wanted["type"] not in v.SELECTOR_TYPES:
            raise self.fail(f'"source" type {_said(wanted["type"])}: '
                            f"{expected(wanted['type'], v.SELECTOR_TYPES)}", "source")
        for key in ("trait", "name"):
            if key in wanted and not isinstance(wanted[key], str):
                raise self.fail(f'"source" {key} must be a string', "source")

    def _conditions(self, trigger: v.Trigger) -> dict[str, Any]:
        condition = self.check.get("if", dict, {})
        if not condition:
            return condition
        if self.trigger == "resource":
            extra = sorted(set(condition) - {"paying_for_trait", "limit", "form"})
            if extra:
                raise self.fail(f'a resource ability reads only the conditions '
                                f'"paying_for_trait", "limit" and "form" (a Hero Resource), '
                                f'not "{extra[0]}"', "if")
        elif not trigger.conditions or self.on == "spent" or self.grant:
            what = ('"spent" abilities' if self.on == "spent" else "granted abilities"
                    if self.grant else f"{self.trigger} abilities")
            raise self.fail(f"the engine reads no condition for {what}: "
                            f'"if" would be ignored', "if")
        for key, value in condition.items():
            if key not in v.CONDITIONS:
                raise self.fail(f'unknown condition "{key}"; {expected(key, v.CONDITIONS)}',
                                "if")
            if key == "limit" and self.trigger not in v.LIMITED:
                raise self.fail(f'limit = "round" is enforced for actions and window '
                                f"abilities ({', '.join(v.LIMITED)}), not {self.trigger}",
                                "if")
            if key == "limit" and self.card.type == "event":
                raise self.fail('limit = "round" is not read on an event: it is played, not '
                                'used again (a "max per round" counts copies by title)', "if")
            if key == "paying_for_trait" and self.trigger != "resource":
                raise self.fail('"paying_for_trait" is for resource abilities', "if")
            self.value(v.CONDITIONS[key][0], value, f'condition "{key}"', "if")
        self._bounds(condition, "condition", "if")
        return condition

    def _bounds(self, tests: dict[str, Any], what: str, field: str) -> None:
        if "count" in tests and not ({"at_least", "at_most"} & set(tests)):
            raise self.fail(f'{what} "count" needs at_least or at_most', field)
        for key in ("at_least", "at_most"):
            if key in tests and "count" not in tests:
                raise self.fail(f'{what} "{key}" bounds "count": add count', field)
        if "of" in tests and not ({"side", "status", "resource"} & set(tests)):
            raise self.fail(f'{what} "of" names the card of "side" (or "status", "resource")',
                            field)

    def _costs(self, trigger: v.Trigger, cost: list[Any]) -> None:
        for item in cost:
            word = "resources" if isinstance(item, dict) else item
            if isinstance(item, dict) and "discard" in item:  # a card discarded as a cost
                word = "discard"
                if set(item) != {"discard"} or not isinstance(item["discard"], dict):
                    raise self.fail('a discard cost is { discard = selector }', "cost")
                self.selector(item["discard"], "the discard cost", "cost", None, ())
                self.cards.add("paid")
            if isinstance(item, dict) and "pay_cost_of" in item:  # Make the Call
                word = "pay_cost_of"
                if set(item) != {"pay_cost_of"} or not isinstance(item["pay_cost_of"], dict):
                    raise self.fail('a pay_cost_of cost is { pay_cost_of = selector }', "cost")
                self.selector(item["pay_cost_of"], "the pay_cost_of cost", "cost", None, ())
                self.cards.add("it")  # the card whose cost was paid
            if word not in v.COSTS:
                raise self.fail(f'unknown cost "{item}"; expected one of '
                                f"{', '.join(c for c in v.COSTS if c != 'resources')} or a "
                                "resource table { spend = { energy = 1 } }", "cost")
            paid = trigger.costs
            if self.trigger == "enters_play" and not self.table.get("optional"):
                paid = ()
            if self.on == "spent" or (self.card.type == "event" and trigger.moment):
                paid = ()
            if word not in paid:
                said = "a resource cost" if word == "resources" else f'the cost "{word}"'
                where = ("an event's window ability (the event's own cost is paid)"
                         if self.card.type == "event" and trigger.moment
                         else f'"{self.on}" abilities' if self.on == "spent"
                         else f"{self.trigger} abilities")
                allowed = ", ".join(paid) or "none"
                raise self.fail(f"the engine never pays {said} for {where} (paid there: "
                                f"{allowed})", "cost")
            if word == "use_counter" and "uses" not in self.card.keywords:
                raise self.fail('the cost "use_counter" removes a uses counter: the card '
                                "needs the uses keyword", "cost")

    # -- names the effects bind
    def _bind(self, effects: list[Any]) -> None:
        for effect in _walk(effects):
            verb = _verb_of(effect)
            if verb is None:
                continue
            name = effect.get("as")
            if verb == "choose_player":
                self.players.add(name if isinstance(name, str) else "player")
            elif verb == "choose_number":
                self.numbers.add(name if isinstance(name, str) else "x")
            elif verb == "for_each_player":
                self.players.add("player")
            if isinstance(name, str) and name in v.TARGET_WORDS and name != "it":
                raise self.fail(f'as = "{name}" would hide the target word "{name}"; bind '
                                "another name", "effects", near=f'"{name}"')

    # -- effects
    def effect(self, effect: Any, scope: tuple[str, ...] = ()) -> None:
        """One effect (and what it nests), in ``scope`` (``on_defeat``, ``after_attack``)."""
        if not isinstance(effect, dict) or not effect:
            raise self.fail("each effect must be a table", "effects")
        verbs = [k for k in effect if k in v.VERBS]
        if len(verbs) != 1:
            raise self._no_verb(effect, verbs)
        name = verbs[0]
        verb = v.VERBS[name]
        near = f"{name} ="
        self._spelling(effect, name, near)
        allowed = {*verb.options, name, v.TEXT_OPTION}
        unknown = sorted(set(effect) - allowed)
        if unknown:
            options = ", ".join(o for o in verb.options) or "none"
            raise self.fail(f'effect "{name}" has unknown option "{unknown[0]}" (its options: '
                            f"{options})", "effects", near)
        binds = verb.target is not None or name in CARD_BINDERS
        if name == "for_each":  # its effects run with each card bound
            self.cards.add(effect.get("as", "it"))
        if name == "attach" and effect[name] is True:
            pass  # ``attach = true``: this card
        else:
            self.value(verb.value, effect[name], f'effect "{name}"', "effects", near,
                       (*scope, name) if name in v.NESTED else scope)
        for option, kind in verb.options.items():
            if option in effect:
                self.value(kind, effect[option], f'effect "{name}"\'s {option}', "effects",
                           near, (*scope, option) if option in v.NESTED else scope)
        if v.TEXT_OPTION in effect and not isinstance(effect[v.TEXT_OPTION], str):
            raise self.fail(f'effect "{name}"\'s text must be a string', "effects", near)
        self._targeted(effect, name, verb, near)
        self._context(effect, name, verb, near, scope)
        if binds and isinstance(effect.get("as", "it"), str):  # what it chose, for later ones
            self.cards.add(effect.get("as", "it"))

    def _no_verb(self, effect: dict[str, Any], verbs: list[str]) -> ContentError:
        if verbs:
            return self.fail(f"an effect has one verb; this one has {' and '.join(verbs)}",
                             "effects", f"{verbs[1]} =")
        key = next(iter(effect))
        near = _nearest(key, v.VERBS) or (f" ({len(v.VERBS)} verbs: content/champions/"
                                          "README.md, Reference)")
        return self.fail(f'effect {{ {key} = ... }}: "{key}" is not a verb{near}', "effects",
                         f"{key} =")

    def _spelling(self, effect: dict[str, Any], verb: str, near: str) -> None:
        """One spelling for targets: the first vocabulary's words, ``on`` for where threat
        goes, and exhaust/discard without a target are refused with what to write."""
        if verb == "place_threat" and "on" in effect:
            raise self.fail('effect "place_threat" says where with target (e.g. target = '
                            '"main_scheme"), not on', "effects", near)
        target = effect.get("target")
        if isinstance(target, str) and target in OLD_TARGETS:
            raise self.fail(f'effect "{verb}": target "{target}" is not a target word; write '
                            f"{OLD_TARGETS[target]}", "effects", near)
        if v.VERBS[verb].needs_target and (effect[verb] is not True or "target" not in effect):
            raise self.fail(f'effect "{verb}" is {verb} = true with a target (e.g. target = '
                            '"self" or "your_identity")', "effects", near)

    def _targeted(self, effect: dict[str, Any], name: str, verb: v.Verb, near: str) -> None:
        """The choosing options need a selector to choose from; one-target verbs take one."""
        if verb.target is None:
            return
        spec = effect.get("target", verb.target)
        used = [o for o in v.CHOOSING if effect.get(o) not in (None, False)]
        if isinstance(spec, str) and used:
            raise self.fail(f'effect "{name}": {used[0]} chooses among a selector\'s cards; '
                            f'target "{spec}" is one card', "effects", near)
        for alone, ignored in (("each", [o for o in v.CHOOSING if o != "each"]),
                               ("first", ["optional", "any_number", "up_to", "max_total",
                                          "by"])):
            if effect.get(alone):
                extra = [o for o in ignored if effect.get(o) not in (None, False)]
                if extra:
                    raise self.fail(f'effect "{name}": {alone} takes '
                                    f"{'every' if alone == 'each' else 'the first'} matching "
                                    f"card without a choice, so {extra[0]} would be ignored",
                                    "effects", near)
        if "max_total" in effect and not (effect.get("any_number") or "up_to" in effect):
            raise self.fail(f'effect "{name}": max_total caps any_number or up_to picks',
                            "effects", near)
        several = [o for o in ("each", "any_number", "up_to") if effect.get(o) not in
                   (None, False)]
        if verb.single and several:
            raise self.fail(f'effect "{name}" acts on one target: {several[0]} would be '
                            "ignored", "effects", near)
        if name == "damage" and not effect.get("attack"):
            tags = [k for k in ("ranged", "overkill", "on_defeat") if k in effect]
            if tags:
                raise self.fail(f'effect "damage": {tags[0]} is read for an attack '
                                "(attack = true)", "effects", near)
        if name == "put_into_play" and "as_minion" in effect and not effect.get("facedown"):
            raise self.fail('effect "put_into_play": as_minion is read with facedown = true',
                            "effects", near)

    def _context(self, effect: dict[str, Any], name: str, verb: v.Verb, near: str,
                 scope: tuple[str, ...]) -> None:
        if name == "look" and effect.get("deck") == "chosen" and "player" not in self.players:
            raise self.fail('effect "look": deck = "chosen" is the deck of the player a '
                            "choose_player chose; this ability chooses none", "effects", near)
        # a verb that acts on the occurrence answered, or on the attack under way, is used
        # where the ability has one
        for need in verb.answers:
            if self._has(need, scope):
                return
        if verb.answers:
            raise self.fail(f'effect "{name}" acts on {_answers(verb.answers)}; '
                            f"{self._here()} has none", "effects", near)
        if name == "later" and self.card.type not in (*v.IDENTITY, *v.PLAYER_IN_PLAY):
            raise self.fail('effect "later" waits on a player card in play (an identity, an '
                            f"ally, a support, an upgrade), not a {self.card.type}",
                            "effects", near)

    def _has(self, need: str, scope: tuple[str, ...]) -> bool:
        if need == v.ATTACK:
            return self.trigger == "preparation" or self.grant == "preparation" or (
                self.on == "attack" and self.moment == "would")
        if need in ("when_revealed", "boost"):
            return self.trigger == need
        if need in ("cancel", "prevent"):
            occurrence = v.OCCURRENCES.get(self.on)
            return self.moment == "would" and occurrence is not None and bool(
                getattr(occurrence, need))
        on, _, moment = need.partition(":")
        return self.on == on and self.moment == moment

    def _here(self) -> str:
        if self.on:
            return f'{_article(self.trigger)} to "{self.on}"'
        return f"{_article(self.grant or self.trigger)} ability"

    # -- values
    def value(self, kind: Any, value: Any, what: str, field: str, near: str | None = None,
              scope: tuple[str, ...] = ()) -> None:
        """``value`` is written as ``kind`` says (vocabulary.KIND_TEXT)."""
        bad = self._problem(kind, value, what, field, near, scope)
        if bad:
            raise self.fail(f"{what} {bad}", field, near)

    def _problem(self, kind: Any, value: Any, what: str, field: str, near: str | None,
                 scope: tuple[str, ...]) -> str:
        if isinstance(kind, tuple):
            if any(value == k and type(value) is type(k) for k in kind):
                return ""
            if len(kind) == 1:
                return f"must be {_said(kind[0])}"
            return f"is {_said(value)}; {expected(value, kind)}"
        if kind == "true":
            return "" if value is True else "must be true"
        if kind == "bool":
            return "" if isinstance(value, bool) else "must be true or false"
        if kind == "int":
            return "" if _is_int(value) and value >= 0 else "must be a whole number"
        if kind in ("amount", "amount_or_all", "positive_or_all"):
            if kind != "amount" and value == "all":
                return ""
            if kind == "positive_or_all":
                return "" if _is_int(value) and value >= 1 else \
                    'must be a positive number or "all"'
            self.amount(value, what, field, near, scope)
            return ""
        if kind in ("text", "trait", "face", "counter", "hook", "name"):
            return "" if isinstance(value, str) and value else "must be a string"
        if kind == "effects":
            if not isinstance(value, list):
                return "must be a list of effects"
            for nested in value:
                self.effect(nested, scope)
            return ""
        if kind == "target":
            self.target(value, what, field, near, scope)
            return ""
        if kind == "selector":
            if not isinstance(value, dict):
                return "must be a selector table"
            self.selector(value, what, field, near, scope)
            return ""
        if kind == "selectors":
            specs = [value] if isinstance(value, dict) else value
            if not isinstance(specs, list) or not specs or any(
                    not isinstance(s, dict) for s in specs):
                return "must be a selector table or a list of them"
            for spec in specs:
                self.selector(spec, what, field, near, scope)
            return ""
        if kind == "word":
            return self._word(value, scope)
        if kind == "words":
            words = [value] if isinstance(value, str) else value
            if not isinstance(words, list):
                return "must be a target word or a list of them"
            return next((p for p in (self._word(w, scope) for w in words) if p), "")
        if kind == "player":
            return self._player(value)
        if kind == "players":
            return "" if value in v.PLAYER_SETS else self._player(value)
        if kind == "player_or_any":
            return "" if value == "any" else self._player(value)
        if kind == "tests":
            self.tests(value, what, field, near, scope)
            return ""
        if kind == "options":
            if not isinstance(value, list) or not value:
                return "must be a list of options"
            for option in value:
                if not isinstance(option, dict) or set(option) - {"text", "effects"} or \
                        not isinstance(option.get("text", ""), str):
                    return 'options are { text = "...", effects = [...] }'
                for nested in option.get("effects", []):
                    self.effect(nested, scope)
            return ""
        if kind == "max_total":
            if not isinstance(value, dict) or set(value) != {"of", "max"} or \
                    value["of"] not in v.MEASURES or not _is_int(value["max"]):
                return (f"is {{ of = measure, max = N }} (measures: "
                        f"{', '.join(v.MEASURES)})")
            return ""
        if kind == "as_minion":
            if not isinstance(value, dict) or set(value) - {"attack", "scheme", "health",
                                                            "trait"}:
                return "is { attack, scheme, health, trait }"
            if any(not _is_int(value[k]) for k in ("attack", "scheme", "health") if k in value):
                return "stats must be whole numbers"
            return ""
        if kind == "modifier":
            return self._lasting(value)
        if kind == "look_choices":
            return "" if isinstance(value, list) and value and all(
                c in ("discard", "top", "bottom") for c in value) else \
                "is a list of discard, top, bottom"
        if kind == "measure":
            return "" if value in v.MEASURES else f"is {_said(value)}; " \
                                                   f"{expected(value, v.MEASURES)}"
        if kind == "keyword":
            return "" if value in v.SELECTABLE_KEYWORDS else \
                f"is {_said(value)}; {expected(value, v.SELECTABLE_KEYWORDS)}"
        if kind == "types":
            kinds = [value] if isinstance(value, str) else value
            if not isinstance(kinds, list):
                return "must be a card type or a list of them"
            wrong = [k for k in kinds if k not in v.SELECTOR_TYPES]
            return f'has unknown type "{wrong[0]}"' if wrong else ""
        if kind == "zones":
            zones = [value] if isinstance(value, str) else value
            if not isinstance(zones, list):
                return "must be a zone or a list of them"
            wrong = [z for z in zones if z not in v.SELECTOR_ZONES]
            return (f'has unknown zone "{wrong[0]}"; expected one of '
                    f"{', '.join(v.SELECTOR_ZONES)}") if wrong else ""
        raise AssertionError(f"no check for the value kind {kind!r}")

    def _word(self, value: Any, scope: tuple[str, ...]) -> str:
        if not isinstance(value, str):
            return "must be a target word"
        word = v.TARGET_WORDS.get(value)
        if word is None:
            if value in self.cards:
                return ""
            return (f'names "{value}": not a target word, and no effect of this ability binds '
                    f"it with as{_nearest(value, [*v.TARGET_WORDS, *self.cards])}")
        if value == "it" and "it" not in self.cards:
            return 'names "it", but no effect of this ability chooses or finds a card first'
        if word.needs and not self._word_allowed(word.needs, scope):
            return f'names "{value}", which means something only in {v.WORD_NEEDS[word.needs]}'
        return ""

    def _word_allowed(self, need: str, scope: tuple[str, ...]) -> bool:
        if need == "occurrence":
            return bool(self.on)
        if need == "attack":
            return self._has(v.ATTACK, scope) or "after_attack" in scope
        if need == "defeat":
            return self.trigger == "when_defeated"
        if need == "boost":
            return self.trigger == "boost"
        return bool(self.grant)

    def _player(self, value: Any) -> str:
        if not isinstance(value, str):
            return "must be a player word"
        if value in ("you", "first_player") or value in self.players:
            return ""
        if value in ("defeater", "engaged_player"):
            return "" if self.trigger == "when_defeated" else (
                f'is "{value}", which means something only in {v.WORD_NEEDS["defeat"]}')
        if value.startswith("controller_of_"):
            return self._word(value[len("controller_of_"):], ())
        words = ["you", "first_player", *sorted(self.players), "controller_of_<word>"]
        return (f'is "{value}"; expected {", ".join(words)}'
                + (' ("player" needs a choose_player or for_each_player first)'
                   if value == "player" else ""))

    def target(self, spec: Any, what: str, field: str, near: str | None,
               scope: tuple[str, ...]) -> None:
        if isinstance(spec, str):
            bad = self._word(spec, scope)
            if bad:
                raise self.fail(f"{what} {bad}", field, near)
            return
        if not isinstance(spec, dict):
            raise self.fail(f"{what} must be a word or a selector table", field, near)
        self.selector(spec, what, field, near, scope)

    def selector(self, spec: dict[str, Any], what: str, field: str, near: str | None,
                 scope: tuple[str, ...]) -> None:
        unknown = sorted(set(spec) - set(v.SELECTOR_KEYS))
        if unknown:
            raise self.fail(f'{what} has unknown selector key "{unknown[0]}"'
                            f"{_nearest(unknown[0], v.SELECTOR_KEYS)}; "
                            f"{expected(unknown[0], v.SELECTOR_KEYS)}", field, near)
        for key, value in spec.items():
            kind = v.SELECTOR_KEYS[key][0]
            if kind == "types":
                bad = self._problem(kind, value, what, field, near, scope)
                if bad:
                    raise self.fail(f"{what} {bad}", field, near)
                continue
            self.value(kind, value, f"{what}'s {key}", field, near, scope)

    def amount(self, value: Any, what: str, field: str, near: str | None,
               scope: tuple[str, ...]) -> None:
        if isinstance(value, bool) or not isinstance(value, (int, dict)):
            raise self.fail(f"{what} must be a number or an amount table", field, near)
        if isinstance(value, int):
            if value < 0:
                raise self.fail(f"{what} cannot be negative", field, near)
            return
        unknown = sorted(set(value) - set(v.AMOUNTS) - set(v.AMOUNT_OPTIONS))
        if unknown:
            raise self.fail(f'{what} has unknown amount key "{unknown[0]}"; expected one of '
                            f"{', '.join([*v.AMOUNTS, *v.AMOUNT_OPTIONS])}", field, near)
        main = [k for k in value if k in v.AMOUNTS]
        if len(main) != 1:
            raise self.fail(f"{what} is one of {', '.join(v.AMOUNTS)} (with "
                            f"{', '.join(v.AMOUNT_OPTIONS)})"
                            + (f"; it has {' and '.join(main)}" if main else ""), field, near)
        key = main[0]
        for option, needs in (("on", "counters"), ("of", "stat"), ("printed", "stat")):
            if option in value and key != needs:
                raise self.fail(f"{what}'s {option} goes with {needs}", field, near)
        if ("final_step" in value) != (key == "sequence"):
            raise self.fail(f"{what}: sequence and final_step go together", field, near)
        for option in ("on", "of", "printed", "plus", "times", "max", "final_step"):
            if option in value:
                self.value(v.AMOUNT_OPTIONS[option][0], value[option], f"{what}'s {option}",
                           field, near, scope)
        if key == "stat":
            names = v.PRINTED_STATS if value.get("printed") else tuple(v.MEASURES)
            if value["stat"] not in names:
                raise self.fail(f'{what}\'s stat is {_said(value["stat"])}; '
                                f"{expected(value['stat'], names)}", field, near)
        elif key == "var":
            name = value["var"]
            known = {*v.VARS, *self.numbers} - set(v.SCOPED_VARS)
            known |= {n for n, s in v.SCOPED_VARS.items() if s in scope or s == self.trigger}
            if name not in known:
                raise self.fail(f'{what}\'s var is {_said(name)}; expected one of '
                                f"{', '.join(sorted(known))} (here)", field, near)
        elif key == "that" and not self.on:
            raise self.fail(f'{what}: {{ that = "amount" }} is the amount of the occurrence a '
                            "window ability answers; this ability answers none", field, near)
        elif key == "that":
            self.value(("amount",), value["that"], f"{what}'s that", field, near, scope)
        else:
            self.value(v.AMOUNTS[key][0], value[key], f"{what}'s {key}", field, near, scope)

    def tests(self, tests: Any, what: str, field: str, near: str | None,
              scope: tuple[str, ...]) -> None:
        if not isinstance(tests, dict) or not tests:
            raise self.fail(f"{what} must be a table of tests", field, near)
        for key, value in tests.items():
            if key not in v.TESTS:
                raise self.fail(f'"if" has unknown test "{key}"; {expected(key, v.TESTS)}',
                                field, near)
            self.value(v.TESTS[key][0], value, f'test "{key}"', field, near, scope)
            if key == "paid_with" and (self.trigger not in ("play", "enters_play")
                                       or self.card.type not in v.HAND):
                raise self.fail('"paid_with" reads what paid for this card: a play or enters '
                                'play ability of a player card', field, near)
            if key == "undefended_attack" and self.trigger != "boost":
                raise self.fail('"undefended_attack" reads the attack a boost card was '
                                'flipped for: a Boost ability', field, near)
        self._bounds(tests, "test", field)

    # -- constant abilities
    def _modifier(self, effect: Any) -> None:
        """One effect of a constant ability: ``{ stat = "attack", amount = 1, to = "host" }``."""
        if not isinstance(effect, dict):
            raise self.fail("each effect must be a table", "effects")
        kinds = [k for k in effect if k in v.MODIFIER_KINDS]
        if len(kinds) != 1:
            raise self.fail(f"a constant effect needs exactly one of "
                            f"{', '.join(v.MODIFIER_KINDS)}", "effects")
        kind = kinds[0]
        values, with_amount, _means = v.MODIFIER_KINDS[kind]
        near = f"{kind} ="
        options = {kind, "to", "with_trait", *(("amount",) if with_amount else ())}
        if kind == "cannot" and effect.get("cannot") == "take_damage":
            options |= set(v.MODIFIER_OPTIONS)  # issue 24: Killmonger's "from"
        unknown = sorted(set(effect) - options)
        if unknown:
            raise self.fail(f'constant effect "{kind}" has unknown option "{unknown[0]}"',
                            "effects", near)
        value = effect[kind]
        if values == "counted":
            if value not in v.COUNTED_KEYWORDS:
                raise self.fail(f'constant effect "keyword" is {_said(value)}: the rules read '
                                f"that keyword from the card data only; a modifier can give "
                                f"{expected(value, v.COUNTED_KEYWORDS)}", "effects", near)
        elif values == "trait":
            if not isinstance(value, str):
                raise self.fail('constant effect "trait" must be a trait', "effects", near)
        elif value not in values:
            raise self.fail(f'constant effect "{kind}" is {_said(value)}; expected one of '
                            f"{', '.join(values)}", "effects", near)
        to = effect.get("to", "self")
        if to not in v.MODIFIER_TARGETS:
            raise self.fail(f'constant effect "to" is {_said(to)}; expected one of '
                            f"{', '.join(v.MODIFIER_TARGETS)}", "effects", near)
        if "with_trait" in effect and (to not in v.WITH_TRAIT or
                                       not isinstance(effect["with_trait"], str)):
            raise self.fail(f'constant effect "with_trait" is a trait, read for to = '
                            f"{' or '.join(v.WITH_TRAIT)}", "effects", near)
        amount = effect.get("amount", 1)
        if isinstance(amount, dict):  # a variable amount: +X ATK where X is ...
            self.amount(amount, 'constant effect "amount"', "effects", near, ())
        elif not _is_int(amount):
            raise self.fail('constant effect "amount" must be a whole number or an amount '
                            "table", "effects", near)
        if kind in ("stat", "cap") and value == "hand_size" and (
                to not in ("self", "you") or (to == "self" and self.card.type not in
                                              v.IDENTITY)):
            raise self.fail('"hand_size" is an identity\'s: to = "you" (or "self" on an '
                            "identity)", "effects", near)
        if kind == "cannot":
            self._cannot(value, to, near)
        if "from" in effect:
            if not isinstance(effect["from"], dict):
                raise self.fail('constant effect "from" must be a selector table', "effects",
                                near)
            self.selector(effect["from"], 'constant effect "from"', "effects", near, ())

    def _lasting(self, value: Any) -> str:
        """A lasting effect's modifier (``gets``): a constant effect without ``to``."""
        if not isinstance(value, dict):
            return "must be a constant effect table ({ stat = \"attack\", amount = 2 })"
        kinds = [k for k in value if k in v.MODIFIER_KINDS]
        if len(kinds) != 1:
            return f"needs exactly one of {', '.join(v.MODIFIER_KINDS)}"
        kind = kinds[0]
        values, with_amount, _means = v.MODIFIER_KINDS[kind]
        unknown = sorted(set(value) - {kind, *(("amount",) if with_amount else ())})
        if unknown:
            return (f'has unknown option "{unknown[0]}" (the target says whom it reaches)'
                    if unknown[0] in ("to", "with_trait") else
                    f'has unknown option "{unknown[0]}"')
        name = value[kind]
        if values == "counted" and name not in v.COUNTED_KEYWORDS:
            return f"keyword is {_said(name)}; {expected(name, v.COUNTED_KEYWORDS)}"
        if values == "trait" and not isinstance(name, str):
            return "trait must be a trait"
        if isinstance(values, tuple) and name not in values:
            return f'{kind} is {_said(name)}; expected one of {", ".join(values)}'
        if not _is_int(value.get("amount", 1)):
            return "amount must be a whole number"
        return ""

    def _cannot(self, what: str, to: str, near: str) -> None:
        reach = CANNOT_REACH[what]
        if to not in reach[0] or (to == "self" and self.card.type not in reach[1]):
            whom = f"a {self.card.type}" if to == "self" else f'to = "{to}"'
            raise self.fail(f'"cannot {what}" is read for {reach[2]}, not {whom}', "effects",
                            near)


CARD_BINDERS = ("for_each", "discard_top", "discard_until", "search", "find")
"""Verbs that bind a card (``as``, default ``it``) besides the targeted ones."""


CANNOT_REACH: dict[str, tuple[tuple[str, ...], tuple[str, ...], str]] = {
    "attack": (("self", "host", "allies_you_control"), ("hero", "alter_ego", "ally"),
               "a player character attacking"),
    "defend": (("self", "host", "allies_you_control"), ("ally",), "an ally defending"),
    "be_attacked": (("self", "host", "villain", "minions", "facedown_minions",
                     "other_encounter_cards"), ("villain", "minion"), "an enemy attacked"),
    "take_damage": (("self", "host", "allies_you_control", "villain", "minions",
                     "facedown_minions"), ("hero", "alter_ego", "ally", "villain", "minion"),
                    "a character taking damage"),
    "leave_play": (("self", "host", "allies_you_control"), ("ally", "support", "upgrade",
                                                             "minion"),
                   "a card in play that a card ability would take out of play"),
}
"""Whom each "cannot" reaches: the ``to`` words, the card types for ``to = "self"``, in words."""


# ---------------------------------------------------------------- keywords
def check_keywords(card: Card, keywords: dict[str, Any], check: EntryChecker,
                   field: str = "keywords") -> None:
    """Every keyword is one the rules read, written as they read it, on a card type they
    read it on."""
    for name, value in keywords.items():
        keyword = v.KEYWORDS.get(name)
        if keyword is None:
            raise check.fail(f'unknown keyword "{name}"; {expected(name, v.KEYWORDS)}', field)
        bad = _keyword_value(keyword.value, value)
        if bad:
            raise check.fail(f'keyword "{name}" {bad}', field)
        if card.type not in keyword.types:
            raise check.fail(f'keyword "{name}" is read on {", ".join(keyword.types)}, not on '
                             f"a {card.type}", field)


def _keyword_value(kind: Any, value: Any) -> str:
    if isinstance(kind, tuple):
        return "" if value in kind and not isinstance(value, bool) else \
            f"is {_said(value)}; expected {' or '.join(map(_said, kind))}"
    if kind == "true":
        return "" if value is True else "must be true"
    if kind == "int":
        return "" if _is_int(value) and value >= 0 else "must be a whole number"
    if kind == "count":
        if _is_int(value) or value is True:
            return ""
        parts = value.split() if isinstance(value, str) else []
        return "" if len(parts) == 3 and parts[0].isdigit() and parts[1:] == ["per", "player"] \
            else 'must be a whole number or "N per player"'
    if kind == "code":
        return "" if isinstance(value, str) and value else "must be a card code"
    if kind == "uses":
        return "" if isinstance(value, dict) and set(value) == {"counter", "count"} and \
            isinstance(value["counter"], str) and _is_int(value["count"]) else \
            "is { counter = kind, count = N }"
    if kind == "attach_to":  # issue 24: "attach to the minion with the highest ..."
        if value in ("villain", "identity"):
            return ""
        if not isinstance(value, dict) or not value:
            return 'is "villain", "identity" or a selector table'
        unknown = sorted(set(value) - set(v.SELECTOR_KEYS) - {"zone"})
        return f"names selector key(s) {', '.join(unknown)}; expected selector keys" \
            if unknown else ""
    if kind == "names":
        return "" if isinstance(value, list) and value and all(
            isinstance(n, str) for n in value) else "is a list of card names"
    raise AssertionError(kind)


# ---------------------------------------------------------------- helpers
def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _moments(moments: tuple[str, ...]) -> str:
    return " and ".join(f'{_article(chr(34) + m + chr(34))} moment' for m in moments)


def _article(noun: str) -> str:
    return ("an " if noun.strip('"')[:1] in "aeiou" else "a ") + noun


def _answers(needs: tuple[str, ...]) -> str:
    words = {v.ATTACK: "the attack under way (a Preparation, or an interrupt to \"attack\")",
             "when_revealed": "the card being revealed (a When Revealed ability)",
             "boost": "the activation a boost card resolves for (a Boost ability)",
             "cancel": "the occurrence an interrupt answers (one that can be cancelled)",
             "prevent": "the amount of an occurrence an interrupt answers (damage, threat, "
                        "healing, cards, counters)"}
    return " or ".join(words.get(n, f'an interrupt to "{n.partition(":")[0]}"') for n in needs)


def _verb_of(effect: Any) -> str | None:
    if not isinstance(effect, dict):
        return None
    verbs = [k for k in effect if k in v.VERBS]
    return verbs[0] if len(verbs) == 1 else None


def _walk(effects: Any) -> Iterator[dict[str, Any]]:
    """Every effect of a list, nested control flow included."""
    if not isinstance(effects, list):
        return
    for effect in effects:
        if not isinstance(effect, dict):
            continue
        yield effect
        for key in v.NESTED:
            yield from _walk(effect.get(key))
        options = effect.get("choose_one")
        if isinstance(options, list):
            for option in options:
                if isinstance(option, dict):
                    yield from _walk(option.get("effects"))


walk_effects = _walk
