"""Card text rendered from ability data: what the engine does is what the player reads.

One renderer serves the play CLI, the app and ``content coverage``. Hooks
render with their registered sentence; manual cards add our own short
description of what the player resolves by hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from content.champions import vocabulary
from content.champions.schema import Ability, CardDef
from engine.champions.core.card_language import LANGUAGE
from engine.champions.language.hooks import HOOKS

TRIGGER_TEXT = {
    "when_revealed": "When revealed", "preparation": "Preparation", "boost": "Boost",
    "when_defeated": "When defeated", "enters_play": "After this card enters play",
    "play": "Play", "action": "Action", "hero_action": "Hero action",
    "alter_ego_action": "Alter-ego action", "resource": "Resource",
    "forced_action": "Forced action",
    "forced_interrupt": "Forced interrupt", "interrupt": "Interrupt",
    "forced_response": "Forced response", "response": "Response", "setup": "Setup",
}
TRIGGER_TEXT["special"] = "Special"  # issue 24: Black Panther's upgrades
NEEDS_TEXT = {"all_characters_shield": "while each of your characters is S.H.I.E.L.D.",
              "engaged_with_another_minion":
                  "while the engaged player is engaged with another minion"}
OF_TEXT = {"you": "you", "your_identity": "your identity", "self": "this card",
           "host": "the attached card", "any": "a player", "by_you": "you",
           "by_self": "this card"}
UNLESS_TEXT = {"preparation": "if no Preparation ability resolved during it",
               "also": "unless this ability added that attack",
               "redirected": "if it was initiated against you (not redirected to you)",
               "consequential": "except by consequential damage"}
NOTED_TEXT = {"basic": "with a basic power", "defeated": "and defeats an enemy",
              "instead_of_attack": "instead of attacking",
              "preparation": "if a Preparation ability resolved during it",
              "step_two": "during step two of the villain phase"}
COST_TEXT = {
    "exhaust_self": "exhaust this card", "use_counter": "remove 1 of its counters",
    "discard_self": "discard this card", "exhaust_identity": "exhaust your identity",
    "heal_identity": "heal 1 damage from your identity",
    "suit_threat": "remove threat from your suit form upgrade",
    "exhaust_character": "exhaust a character you control",
}
STAT_SHORT = {"attack": "ATK", "thwart": "THW", "scheme": "SCH", "defense": "DEF",
              "recover": "REC", "health": "hit points", "hand_size": "hand size"}
KEYWORD_TEXT = {
    "defended_by_ally": "The engaged player must defend against this card's attacks with an "
                        "ally they control, if able",
    "guard": "Guard", "surge": "Surge", "quickstrike": "Quickstrike", "toughness": "Toughness",
    "patrol": "Patrol", "vulnerable": "Vulnerable", "retaliate": "Retaliate {v}",
    "hinder": "Hinder {v}", "incite": "Incite {v}", "steady": "Steady", "stalwart": "Stalwart",
    "victory": "Victory {v}", "villainous": "Villainous", "overkill": "Overkill",
    "piercing": "Piercing", "ranged": "Ranged", "form": "Suit form", "peril": "Peril",
    "tucks_allies": "Forced interrupt: when an ally would leave play, tuck it under this card "
                    "instead and place threat here equal to its cost and 1 acceleration token. "
                    "When defeated: each ally tucked here returns to play under its owner's "
                    "control",
    "stacks_tough": "Can have any number of tough status cards",
    "returns_tucked": "When defeated: each card tucked here returns to its owner's hand",
    "setup": "Setup (this card begins the game in play)",
    "attacks_indirect": "Its attacks deal indirect damage",
    "outside_ally_limit": "Does not count against your ally limit",
    "ally_limit_bonus": "Your ally limit is {v} higher",
}


def effect_text(effect: dict[str, Any]) -> str:
    """One effect as a sentence fragment."""
    said = language_text(effect)
    if said is not None:
        return said
    if _says_target(effect):
        said = targeted_text(effect)
        if said is not None:
            return said
    if "hook" in effect:
        hook = HOOKS.get(effect["hook"])
        return hook.text if hook else f"(unknown hook {effect['hook']})"
    if "surge" in effect:
        return "this card gains surge"
    if "villain_schemes" in effect:
        return "the villain schemes"
    if "villain_attacks" in effect:
        extra = effect.get("extra_boost", 0)
        return "the villain attacks you" + (f" with {extra} extra boost card" if extra else "")
    if "enemies_attack" in effect:
        return "the villain and each minion engaged with you attack you"
    if "status" in effect:
        return {"stunned": "you are stunned", "confused": "you are confused",
                "tough": "you get a tough status card"}[effect["status"]]
    if "reveal_encounter" in effect:
        return "reveal the top card of the encounter deck"
    if "draw" in effect and effect.get("fill_to"):  # issue 24: Split Personality
        return f"draw until your hand holds {amount_text(effect['draw'])} card(s)"
    if "draw" in effect:
        return f"draw {amount_text(effect['draw'])} card(s)"
    if "damage" in effect:  # no target (an enemy) or a word; "that" is the enemy answered
        target = effect.get("target")
        return damage_text(effect, "an enemy" if target is None else "that enemy"
                           if target == "that" else selector_text(target))
    if "ready" in effect:
        return "ready it"
    if "bring_linked" in effect:
        return "put a set-aside card linked to this card into play"
    if "prevent_damage" in effect:  # what it prevents: the answered occurrence's amount
        amount, what = effect["prevent_damage"], effect.get(PREVENTS, "that damage")
        return f"prevent all of {what}" if amount == "all" else f"prevent {amount} of {what}"
    if "cancel" in effect:
        return "cancel it"
    if "reverse_activation" in effect:
        return "this activation removes threat instead of placing it"
    return str(effect)


PREVENTS = "_prevents"  # set by answering(): the words of what prevent_damage prevents


def answering(effects: Any, on: str) -> list[dict[str, Any]]:
    """Effects as a window ability answering ``on`` says them: ``prevent_damage`` prevents
    that occurrence's amount (threat, healing, cards... : vocabulary.PREVENT_NOUNS)."""
    occurrence = vocabulary.OCCURRENCES.get(on)
    what = vocabulary.PREVENT_NOUNS.get(occurrence.amount if occurrence else "", "that damage")

    def said(effect: dict[str, Any]) -> dict[str, Any]:
        out = {k: ([said(e) for e in v] if k in vocabulary.NESTED and isinstance(v, list)
                   else v) for k, v in effect.items()}
        if "prevent_damage" in out:
            out[PREVENTS] = what
        return out
    return [said(e) for e in effects]


def ability_effects_text(ability: Ability) -> str:
    """An ability's effects in words, as the occurrence it answers makes them read."""
    return effects_text(answering(ability.effects, ability.on) if ability.on
                        else ability.effects)


def damage_text(effect: dict[str, Any], whom: str) -> str:
    """"deal 3 damage to <whom>", with what the attack adds: "attack: ... (ranged); if it
    defeats an enemy, ..."."""
    words = f"deal {amount_text(effect['damage'])} damage to {whom}"
    tags = [k for k in ("ranged", "piercing", "overkill") if effect.get(k)]
    if effect.get("attack"):
        words = f"attack: {words}"
    if tags:
        words += " (" + ", ".join(tags) + ")"
    if effect.get("on_defeat"):
        words += "; if it defeats an enemy, " + _lc(effects_text(effect["on_defeat"]))
    return words


def effects_text(effects: Any) -> str:
    parts = [effect_text(e) for e in effects]
    for n in range(1, len(parts)):  # "if it did not": after an enemy's attack (Titania's Fury)
        if "enemy_attacks" in effects[n - 1] and "did" in effects[n].get("if", {}):
            parts[n] = parts[n].replace("if you do not", "if it did not attack", 1) \
                .replace("if you do", "if it attacked", 1)
    text = "; then ".join(parts) if parts else "no effect"
    return text[:1].upper() + text[1:] if text else text


def occurrence_text(ability: Ability) -> str:
    """The triggering condition of a window ability, as the engine reads it: "when an enemy
    attacks you", "after a character attacks this card" (its moment from the trigger, who
    and what from ``of`` and ``card``: content.champions.vocabulary.OCCURRENCES)."""
    words = Said(ability)
    return OCCURRENCE_TEXT[ability.on](words, words.would)


class Said:
    """The words of a window ability's occurrence: its moment, the card it is about, the card
    making it happen, the player it concerns (from ``of`` and the ``card`` filter)."""

    def __init__(self, ability: Ability):
        self.ability = ability
        self.of: str = ability.of or "any"
        self.would = ability.trigger.endswith("interrupt")
        self.when = "when" if self.would else "after"
        self.you = self.of == "you"
        wanted = ability.card
        kind = wanted.get("type", "")
        noun = TYPE_NOUNS.get(kind, kind.replace("_", " ")) if kind else "card"
        self.filtered: str = wanted.get("name") or (" ".join(
            w for w in (wanted.get("trait", ""), noun) if w) if {"type", "trait"} & set(
                wanted) else "")
        self.narrowed: str = {"self": "this card", "host": "the attached card",
                              "your_identity": "your identity"}.get(self.of, "")

    def card(self, default: str, yours: str = "") -> str:
        """The card it is about: narrowed by ``of``, else by ``card``, else ``default``
        (``yours``: what ``of = "you"`` makes of it)."""
        if self.narrowed:
            return self.narrowed
        if self.filtered:
            return _article(self.filtered) if not self.ability.card.get("name") else \
                self.filtered
        return yours if self.you and yours else default

    def source(self, default: str) -> str:
        """The card making it happen: ``source``/``by_self`` this card, ``by_you`` you, else
        the ``source`` filter's card ("the villain", "a minion")."""
        wanted = self.ability.source
        if wanted and self.of not in ("source", "by_self", "by_you", "by_host"):
            if wanted.get("name"):
                return str(wanted["name"])
            kind = wanted.get("type", "")
            noun = " ".join(w for w in (wanted.get("trait", ""), TYPE_NOUNS.get(
                kind, kind.replace("_", " ")) if kind else "card") if w)
            return "the villain" if kind == "villain" and "trait" not in wanted \
                else _article(noun)
        return {"source": "this card", "by_self": "this card", "by_you": "you",
                "by_host": "the attached card"}.get(self.of, default)

    def player(self) -> str:
        return "you" if self.you else "a player"

    def verb(self, subject: str, plain: str, third: str) -> str:
        return f"{subject} {plain if subject == 'you' else third}"

    def yours(self) -> str:
        """For occurrences whose player is not a card's controller: what ``of = "you"`` is."""
        if not self.you:
            return ""
        whose = vocabulary.OCCURRENCES[self.ability.on].you
        return f", if {whose} is you" if len(whose) < 20 else ", if it concerns you"


def _attack(w: Said, would: bool) -> str:
    attacker = w.source("a character you control" if w.you else "a character")
    target = w.card("an enemy") if w.narrowed or w.filtered else ""
    said = w.verb(attacker, "attack", "attacks")
    return f"{w.when} {said}{' ' + target if target else ''}"


def _thwart(w: Said, would: bool) -> str:
    thwarter = w.source("a character you control" if w.you else "a character")
    target = w.card("a scheme") if w.narrowed or w.filtered else ""
    said = w.verb(thwarter, "thwart", "thwarts")
    return f"{w.when} {said}{' ' + target if target else ''}"


def _enemy_attack(w: Said, would: bool) -> str:
    if w.of == "defended_by_you":  # issue 24: Counter-Punch, Indomitable
        return f"{w.when} your hero defends against an enemy's attack"
    attacker = w.source("an enemy")  # an enemy's own ability: "you" is the attacked player
    whom = "you" if attacker == "this card" or (
        w.of == "self" and w.ability.on == "enemy_attack") else w.card("a player", "you")
    return f"{w.when} {attacker} attacks {whom}"


def _attack_damage(w: Said, would: bool) -> str:
    if w.of in ("source", "by_self"):
        return "when this card's attack would deal damage"
    who = w.card("a character", "a character you control")
    return f"when {who} would take damage from an attack"


def _basic(would: str, after: str, default: str = "a card") -> Callable[[Said, bool], str]:
    """A basic change of a card: "when <card> would be healed", "after <card> is healed"."""
    def said(w: Said, moment: bool) -> str:
        who = w.card(default, f"{default} you control")
        return f"when {who} {would}" if moment else f"after {who} {after}"
    return said


def _counters(w: Said, would: bool) -> str:
    kind = w.ability.card.get("counter", "")
    where = w.narrowed or ("a card you control" if w.you else "a card")
    if w.ability.card.get("at_most") == 0:
        return f"{w.when} the last {kind} counter is removed from {where}"
    if "at_least" in w.ability.card:
        return (f"{w.when} there would be {w.ability.card['at_least']} or more {kind} counters "
                f"on {where}" if would else
                f"when there are {w.ability.card['at_least']} or more {kind} counters on {where}")
    kinds = f"{kind} counters" if kind else "counters"
    return (f"when {kinds} would be placed on or removed from {where}" if would
            else f"after {kinds} are placed on or removed from {where}")


def _defeated(w: Said, would: bool) -> str:
    who = w.card("a character")
    if w.of == "by_you":
        return f"when you would defeat {who}" if would else f"after you defeat {who}"
    return (f"when {who} would be defeated{w.yours()}" if would
            else f"after {who} is defeated{w.yours()}")


def _reveal(w: Said, would: bool) -> str:
    what = w.card("an encounter card")
    return f"{w.when} {w.verb(w.player(), 'reveal', 'reveals')} {what}"


def _play(w: Said, would: bool) -> str:
    what = w.card("a card")
    return f"{w.when} {w.verb(w.player(), 'play', 'plays')} {what}"


def _spent(w: Said, would: bool) -> str:
    noun = w.filtered
    what = f" to pay for {_article(noun)}" if noun else ""
    return f"{w.when} you spend this card{what}"


def _scheme(w: Said, would: bool) -> str:
    who = w.card("an enemy")
    against = " against you" if w.you else ""
    return f"{w.when} {who} schemes{against}"


def _basic_power(w: Said, would: bool) -> str:
    who = w.card("a character", "a character you control")
    return f"{w.when} {who} uses a basic power"


def _activation(w: Said, would: bool) -> str:
    who = w.source(w.card("an enemy"))  # an enemy's own ability: "you" is that player
    return f"{'when' if would else 'after'} {who} activates against " \
        f"{'you' if who != 'an enemy' else w.player()}"


def _enters_play(w: Said, would: bool) -> str:
    who = w.card("a card", "a card of yours")
    return f"{w.when} {who} {'would enter' if would else 'enters'} play"


def _drawn(w: Said, would: bool) -> str:
    who = w.player()
    return f"when {who} would draw cards" if would else \
        f"after {w.verb(who, 'draw', 'draws')} cards"


OCCURRENCE_TEXT: dict[str, Callable[[Said, bool], str]] = {
    "enemy_attack": _enemy_attack,
    "attack_damage": _attack_damage,
    "reveal": _reveal,
    "attack": _attack,
    "thwart": _thwart,
    "play": _play,
    "enters_play": _enters_play,
    "preparation": lambda w, would: (
        f"after the ability of a Preparation card {'you control' if w.you else 'a player controls'}"
        f" resolves{' and is discarded' if w.ability.card.get('in') == 'discard' else ''}"),
    "player_phase_end": lambda w, would: f"after the player phase ends{w.yours()}",
    "place_threat_step": lambda w, would: "after step 1 of the villain phase (place threat) "
                                          "resolves" + w.yours(),
    "round_end": lambda w, would: ("when the round ends" if would else "at the end of the round")
                                  + w.yours(),
    "encounter_discard": lambda w, would: "when an encounter card would discard "
                                          + w.card("a player's card in play",
                                                   "a card you control"),
    "dealt": lambda w, would: f"after encounter cards are dealt{w.yours()}",
    "scheme": _scheme,
    "basic_power": _basic_power,
    "activation": _activation,
    "spent": _spent,
    "damage": _basic("would take damage", "takes damage", "a character"),
    "main_threat": lambda w, would: "when threat would be placed on "
                                    + (w.narrowed or "the main scheme") + w.yours(),
    "defeated": _defeated,
    "completed": lambda w, would: "when " + ("this scheme" if w.of == "self" else w.narrowed
                                             or "the main scheme")
                                  + f" would be completed{w.yours()}",
    "last_threat_removed": lambda w, would: "after the last threat is removed from "
                                            + w.card("a scheme") + w.yours(),
    "counters": _counters,
    "healed": _basic("would be healed", "is healed"),
    "drawn": _drawn,
    "discarded": _basic("would be discarded from play", "is discarded from play"),
    "threat_placed": lambda w, would: (f"when {w.card('a scheme')} would get threat" if would
                                       else f"after {w.card('a scheme')} gets threat")
                                      + w.yours(),
    "threat_removed": lambda w, would: (f"when {w.card('a scheme')} would lose threat" if would
                                        else f"after {w.card('a scheme')} loses threat")
                                       + w.yours(),
    "flipped": _basic("would be flipped", "is flipped"),
    "stage_advanced": lambda w, would: (
        (f"when {w.narrowed} would advance" if would else f"after {w.narrowed} comes in")
        if w.narrowed else "when a villain or main scheme stage would advance" if would
        else "after a villain or main scheme stage advances") + w.yours(),
    "left_play": _basic("would leave play (to a hand or out of the game)",
                        "leaves play (to a hand or out of the game)"),
    "phase_started": lambda w, would: ("when a phase would start" if would
                                       else "at the start of each phase") + w.yours(),
}
"""Each occurrence's condition in words (the vocabulary's occurrences, the same names)."""


def cost_text(cost: dict[str, Any]) -> str:
    """A resource cost: "spend 2 energy resources or 3 resources of any type" (or a card
    discarded as a cost: "discard a S.H.I.E.L.D. support you control")."""
    if "discard" in cost:
        return f"discard {selector_text(cost['discard'])}"
    if "pay_cost_of" in cost:  # Make the Call
        return f"pay the printed cost of {selector_text(cost['pay_cost_of'])}"
    parts = [f"{n if n != 'x' else 'X'} {kind} resource{'s' if n != 1 else ''}"
             for kind, n in cost.get("spend", {}).items()]
    if cost.get("or_any"):
        n = int(cost["or_any"])
        parts.append(f"{n} resource{'s' if n != 1 else ''} of any type")
    return "spend " + " or ".join(parts)


def modifier_text(effect: dict[str, Any]) -> str:
    """One constant effect: "each ally you control gains the S.H.I.E.L.D. trait"."""
    to = effect.get("to", "self")
    whom = {"self": "this card", "host": "the attached card", "villain": "the villain",
            "allies_you_control": "each ally you control", "main_scheme": "the main scheme",
            "minions": f"each {effect['with_trait']} minion" if effect.get("with_trait")
            else "each minion", "other_encounter_cards": "each other encounter card",
            "facedown_minions": f"each facedown {effect.get('with_trait', '')} minion engaged "
                                "with a player".replace("  ", " "), "you": "you"}[to]
    spec = effect.get("amount", 1)
    if isinstance(spec, dict):  # +X, where X is an amount
        said = amount_text({k: v for k, v in spec.items() if k != "max"})
        capped = f" (to a maximum of +{spec['max']})" if "max" in spec else ""
        stat = STAT_SHORT.get(effect.get("stat", ""), "target threat")
        gets = "get" if to == "you" else "gets"
        return f"{whom} {gets} +X {stat}, where X is " \
               f"{said.removeprefix('X (').removesuffix(')')}{capped}" if "stat" in effect \
            else modifier_text({**effect, "amount": 1}).replace("1", "X", 1)
    amount = int(spec)
    if "stat" in effect:
        stat = STAT_SHORT.get(effect["stat"], "target threat")
        return f"{whom} {'get' if to == 'you' else 'gets'} {amount:+d} {stat}"
    if "keyword" in effect:
        word = KEYWORD_TEXT.get(effect["keyword"], effect["keyword"]).format(v=amount)
        return f"{whom} gains {word.lower()}"
    if "trait" in effect:
        return f"{whom} {'gain' if to == 'you' else 'gains'} the {effect['trait']} trait"
    if "icon" in effect:
        return f"{whom} gains {amount} {effect['icon']} icon{'s' if amount != 1 else ''}"
    if effect.get("cap") == "hand_size":  # a global maximum
        owner = "your" if to in ("self", "you") else f"{whom}'s"
        return f"{owner} maximum hand size is {amount}"
    if "cap" in effect:
        return f"{whom} cannot take more than {amount} damage from each attack"
    if effect.get("cannot") == "leave_play":
        return f"card abilities cannot take {_lc(whom)} out of play"
    if "from" in effect:  # issue 24: Killmonger
        return f"{whom} cannot take damage from any " \
               f"{selector_text(effect['from'], each=True).removeprefix('each ')}"
    return f"{whom} cannot {effect['cannot'].replace('_', ' ')}"


def ability_text(ability: Ability) -> str:
    if ability.grant:  # "each encounter card without a printed Preparation ability gains"
        head = TRIGGER_TEXT[ability.grant]
        return (f"Each encounter card without a printed {head} ability gains: "
                f"\"{head}: {effects_text(ability.effects)}.\"")
    if ability.trigger == "constant":
        text = "; ".join(modifier_text(e) for e in ability.effects)
        cond = ability.condition
        if cond.get("needs") in NEEDS_TEXT:
            text += f" {NEEDS_TEXT[cond['needs']]}"
        tests = {k: v for k, v in cond.items() if k in ("count", "at_least", "at_most",
                                                        "exists", "none", "side", "of")}
        if tests:  # "cannot take damage while the Legions of Hydra side scheme is in play"
            text += f" {while_text(tests)}"
        if cond.get("form"):
            text += f" while you are in {cond['form'].replace('_', '-')} form"
        if "expert" in cond:
            text = ("in expert mode, " if cond["expert"] else "in standard mode, ") + text
        return text[:1].upper() + text[1:] + "."
    head = TRIGGER_TEXT[ability.trigger]
    if ability.label:
        head += f" ({ability.label})"
    cond = ability.condition
    if cond.get("form"):
        head += f" ({cond['form'].replace('_', '-')})"
    if cond.get("needs") in NEEDS_TEXT:
        head += f" ({NEEDS_TEXT[cond['needs']]})"
    if cond.get("suit"):
        head += f" (in {cond['suit'].title()} suit form)"
    if "expert" in cond:
        head += " (expert)" if cond["expert"] else " (standard)"
    if cond.get("mode"):
        head += f" ({cond['mode']})"
    tests = {k: v for k, v in cond.items() if k in ("count", "at_least", "at_most", "exists",
                                                    "none")}
    if tests:
        head += f" ({while_text(tests)})"
    if ability.optional:
        head += " (optional)"
    if ability.any_player:
        head += " (any player may use it)"
    body = ability_effects_text(ability)
    if ability.trigger == "resource":
        amount = sum(ability.generate.values())
        kinds = ", ".join(ability.generate)
        body = f"generate {amount} {kinds} resource(s)" if not ability.generate_of else \
            f"generate the printed resources of {_definite(selector_text(ability.generate_of))}"
        if cond.get("paying_for_trait"):
            body += f" for a {cond['paying_for_trait']} card"
    cost = ", ".join([COST_TEXT[c] if isinstance(c, str) else cost_text(c)
                      for c in ability.cost] + [
        f"spend {n} {kind} resource{'s' if n > 1 else ''}"
        for kind, n in ability.resources.items()])
    limit = " (once per round)" if cond.get("limit") == "round" else ""
    when = occurrence_text(ability) + ", " if ability.on else ""
    if ability.unless:
        when = f"{when[:-2]}, {UNLESS_TEXT.get(ability.unless, 'unless ' + ability.unless)}, "
    if ability.noted:
        when = f"{when[:-2]} {NOTED_TEXT.get(ability.noted, ability.noted)}, "
    if when and not cost:  # mid-sentence: "after the player phase ends, remove ..."
        body = body[:1].lower() + body[1:]
    return f"{head}: {when}{cost + ' -> ' if cost else ''}{body}{limit}."


def keyword_line(card: CardDef) -> str:
    parts = []
    for key, value in card.keywords.items():
        if key in KEYWORD_TEXT:
            parts.append(KEYWORD_TEXT[key].format(v=value))
        elif key == "uses":
            parts.append(f"Uses ({value['count']} {value['counter']} counters)")
        elif key == "max_per_scheme":  # the engine attaches it to the main scheme
            parts.append("Attach to the main scheme. Max 1 per scheme")
        elif key.startswith("max_per_"):
            parts.append(f"Max {value} per {key[8:]}")
        elif key == "team_up":
            parts.append(f"Team-up ({' and '.join(value)})")
        elif key == "any_control":
            parts.append("Play under any player's control")
        elif key == "double_resources_for":  # The Power of Aggression
            parts.append("Double the number of resources this card generates while paying "
                         f"for {'an' if value[0] in 'aeiou' else 'a'} {value.title()} card")
        elif key == "shield_discount":
            parts.append(f"Costs {value} less if your identity is S.H.I.E.L.D.")
        elif key == "linked":
            parts.append(f"Linked (card {value})")
        elif key == "form_only":
            parts.append(f"{str(value).replace('_', '-').capitalize()} form only")
        elif key == "attach":
            parts.append("Attach to " + ("the villain" if value == "villain" else
                                         "your identity" if value == "identity" else
                                         selector_text(value)))
    if "Team" in card.traits:  # the engine's Team limit (RRG: Team trait)
        parts.append("Max 1 Team card per player")
    if card.permanent:
        parts.append("Permanent")
    return ". ".join(parts) + ("." if parts else "")


def render_card(card: CardDef) -> str:
    """The full text of a card face, in our words."""
    lines = [line for line in [keyword_line(card), card.rules] if line]
    if card.x is not None:  # "X is the villain's stage number."
        said = amount_text(card.x)
        lines.append(f"X is {said[3:-1] if said.startswith('X (') else said}.")
    lines += [ability_text(a) for a in card.abilities]
    if card.automation != "full" and card.manual:
        lines.append(f"By hand: {card.manual}")
    if not lines and card.type == "resource":  # a resource card with no text (Energy
        lines.append("Resource: " + ", ".join(  # Absorption): what it generates
            f"{n} {kind}" for kind, n in card.resources.items()) + ".")
    elif not lines:  # issue 24: a card with no text (Vibranium, Usurp The Throne)
        printed = [f"{n} {kind} icon{'s' if n != 1 else ''}" for kind, n in card.icons.items()
                   if n] or [f"{n} {kind} resource{'s' if n != 1 else ''}"
                             for kind, n in card.resources.items() if n]
        lines.append(f"No ability (printed: {', '.join(printed) or 'nothing'}).")
    return "\n".join(lines)


# ------------------------------------------------------------ the card language
TYPE_NOUNS = {"enemy": "enemy", "character": "character", "identity": "identity",
              "scheme": "scheme", "side_scheme": "side scheme", "main_scheme": "main scheme",
              "alter_ego": "alter-ego", "ally": "ally", "support": "support",
              "upgrade": "upgrade", "event": "event", "minion": "minion",
              "villain": "villain", "treachery": "treachery", "attachment": "attachment",
              "environment": "environment", "hero": "hero", "resource": "resource"}
WORDS = {"you": "you", "your_identity": "your identity", "self": "this card",
         "villain": "the villain", "main_scheme": "the main scheme", "that": "that card",
         "attacker": "the attacking character", "host": "the attached card", "it": "it",
         "player": "that player"}
WORDS["defeater"] = "the player who defeated this card"  # issue 22 part 3
WORDS["engaged_player"] = "the engaged player"  # issue 24: a defeated minion's
WORDS["paid"] = "the discarded card"  # issue 22 part 3: a discard cost's card
WORDS["damaged"] = "the friendly character this activation damaged"  # issue 24: Sweeping Swoop
WORDS["that_source"] = "that enemy"  # issue 24: Counter-Punch, the attacking enemy
ZONE_TEXT = {"hand": "in {whose} hand", "deck": "in {whose} deck",
             "discard": "in {whose} discard pile", "encounter_deck": "in the encounter deck",
             "encounter_discard": "in the encounter discard pile",
             "set_aside": "set aside", "nemesis": "in {whose} nemesis set"}


def _lc(said: str) -> str:
    """A sentence continued mid-sentence: its first word in lower case, names and
    initials ("A.I.M.", "X") kept."""
    return said[:1].lower() + said[1:] if said[1:2].islower() else said


VAR_TEXT = {"defeated_sch": "the defeated enemy's printed SCH",
            "removed": "the threat removed", "done": "that many",
            "resource_types": "the different resource types discarded"}
VAR_TEXT.update({f"discarded_{k}": f"the printed {k} resources discarded"  # issue 24
                 for k in ("energy", "mental", "physical", "wild")})


def _definite(said: str) -> str:
    """"a card tucked under this card" -> "the card tucked under this card" (an amount
    reads one card)."""
    for article in ("a ", "an "):
        if said.startswith(article):
            return "the " + said[len(article):]
    return said


def _article(noun: str) -> str:
    return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun


def _plural(noun: str) -> str:
    if noun.endswith("y") and not noun.endswith("ey"):
        return noun[:-1] + "ies"
    return noun + ("es" if noun.endswith("s") else "s")


SELECTOR_TAIL: dict[str, Callable[[Any], str]] = {
    "engaged_with": lambda v: "engaged with " + {"you": "you", "other": "another player",
                                                  "any": "a player"}.get(v, "that player"),
    "has": lambda v: f"with {v} on it",
    "attached_to": lambda v: f"attached to {WORDS.get(v, v)}",
    "resource": lambda v: f"with a {v} resource",
    "printed_resource": lambda v: f"with a printed {v} resource",
    "is": lambda v: f"({WORDS.get(v, v) if isinstance(v, str) else ', '.join(v)})",
    "without_status": lambda v: f"without a {v} card",
    "shares_trait": lambda v: f"sharing a trait with {selector_text(v)}",
    "without_attachment": lambda v: f"without another {v} attached",
    "top": lambda v: "on top" if v == 1 else f"among the top {v}",  # issue 24: Pepper Potts
    "most": lambda v: f"with the most {v.replace('_', ' ')}",
    "fewest": lambda v: f"with the fewest {v.replace('_', ' ')}",
}
"""Selector keys said after the noun, in this order ("a support you control with counters
on it")."""


def selector_text(spec: Any, *, each: bool = False, many: bool = False) -> str:
    """A target in words: "an exhausted S.H.I.E.L.D. support you control"."""
    if isinstance(spec, str):
        return WORDS.get(spec, spec.replace("_", " "))
    types = spec.get("type", "card")
    types = [types] if isinstance(types, str) else list(types)
    noun = " or ".join(TYPE_NOUNS.get(t, t.replace("_", " ")) for t in types)
    if "name" in spec:
        noun = spec["name"]
    keyword = KEYWORD_TEXT.get(spec.get("keyword", ""), spec.get("keyword", "")).lower()
    words = [w for w in ("exhausted" if spec.get("exhausted") else
                         "ready" if spec.get("exhausted") is False else "",
                         spec.get("trait", ""), keyword, noun) if w]
    phrase = " ".join(words)
    if "name" in spec:
        head = phrase
    elif spec.get("topmost"):  # "the topmost Tech upgrade in their discard pile"
        head = f"the topmost {phrase}"
    elif spec.get("one_each"):  # "1 card at random from each player's hand"
        head = f"1 {phrase}" + (" at random" if spec.get("random") else "")
    elif each:
        head = f"each {phrase}"
    elif many:
        head = f"any number of {_plural(phrase)}"
    else:
        head = _article(phrase)
    whose = {"you": "your", "any": "a player's", "player": "that player's",
             "other": "another player's", "defeater": "that player's"}.get(
                 spec.get("controller", "any"), "a player's")
    if spec.get("one_each"):
        whose = "each player's"
    zones = spec.get("zone", "play")
    zones = [zones] if isinstance(zones, str) else list(zones)
    tail = []
    if zones != ["play"]:
        tail.append(" or ".join(ZONE_TEXT.get(z, z).format(whose=whose) for z in zones))
    elif spec.get("controller") == "you":
        tail.append("you control")
    elif spec.get("controller") == "player":
        tail.append("that player controls")
    elif spec.get("controller") == "defeater":
        tail.append("the player who defeated this card controls")
    elif spec.get("controller") == "other":
        tail.append("another player controls")
    if zones == ["tucked"] and "attached_to" in spec:  # "the card tucked under him"
        tail[-1] = f"tucked under {WORDS.get(spec['attached_to'], spec['attached_to'])}"
        spec = {k: v for k, v in spec.items() if k != "attached_to"}
    tail += [said(spec[key]) for key, said in SELECTOR_TAIL.items() if key in spec]
    if "not" in spec or spec.get("not_self"):
        nots = spec.get("not", "self")
        tail.append("other than " + (WORDS.get(nots, "it") if isinstance(nots, str)
                                     else "those"))
    return " ".join([head, *tail])


def amount_text(spec: Any) -> str:
    if isinstance(spec, int):
        return str(spec)
    if "max" in spec:  # "(to a maximum of N)"
        return f"{amount_text({k: v for k, v in spec.items() if k != 'max'})} (to a maximum " \
               f"of {spec['max']})"
    if "times" in spec or "plus" in spec:  # applied in this order by the engine
        base = amount_text({k: v for k, v in spec.items() if k not in ("times", "plus")})
        base = f"{spec['times']} times {base}" if "times" in spec else base
        return f"{base} plus {spec['plus']}" if "plus" in spec else base
    if "per_player" in spec:
        return f"{spec['per_player']} per player"
    if "per_group" in spec:
        return f"{spec['per_group']} per group"
    if "count" in spec:
        return f"X (the number of {_plural_phrase(spec['count'])})"
    if "counters" in spec:
        return f"X (the {spec['counters']} on {selector_text(spec.get('on', 'self'))})"
    if "stat" in spec:
        printed = "printed " if spec.get("printed") else ""
        stat = "remaining hit points" if spec["stat"] == "hit_points" and not printed \
            else spec["stat"].replace("_", " ")  # Titania: "her remaining hit points"
        return f"X (the {printed}{stat} of " \
               f"{_definite(selector_text(spec.get('of', 'self')))})"
    if "stage" in spec:
        return f"X (the stage number of {selector_text(spec['stage'])})"
    if "sequence" in spec:  # issue 24: Wakanda Forever!'s final step
        return f"{amount_text(spec['sequence'])} ({amount_text(spec['final_step'])} instead " \
               "if this is the final step of the sequence)"
    if spec.get("var") == "prevented":  # after an attack: the damage it had prevented
        return "that much"
    if "var" in spec:
        if spec["var"] == "x":  # the X a player chose
            return "X"
        return f"X ({VAR_TEXT.get(spec['var'], spec['var'].replace('_', ' '))})"
    return "X"


def _plural_phrase(spec: Any) -> str:
    """ "S.H.I.E.L.D. supports you control" for a count of a selector."""
    if isinstance(spec, str):
        return selector_text(spec)
    words = selector_text(spec, each=True)[5:].split(" ")
    noun_at = len([w for w in ("exhausted" if spec.get("exhausted") else "",
                               spec.get("trait", ""), spec.get("keyword", "")) if w])
    kind = spec.get("type")
    noun = TYPE_NOUNS.get(kind, "") if isinstance(kind, str) else ""
    noun_at += max(0, len(noun.split()) - 1)  # "side schemes", not "sides scheme"
    if noun_at < len(words):
        words[noun_at] = _plural(words[noun_at])
    return " ".join(words)


def _target(effect: dict[str, Any], default: Any) -> str:
    spec = effect.get("target", default)
    text = selector_text(spec, each=bool(effect.get("each")),
                         many=bool(effect.get("any_number")))
    if effect.get("up_to") and isinstance(spec, dict) and spec.get("zone") == "hand" \
            and isinstance(spec.get("type", ""), str):  # "up to 5 cards in your hand"
        text = f"up to {amount_text(effect['up_to'])} {_plural_phrase(spec)}"
    elif effect.get("up_to"):
        text = f"up to {amount_text(effect['up_to'])} of {text}"
    if effect.get("different"):  # issue 24: Ancestral Knowledge
        text += " with different titles"
    if effect.get("max_total"):
        limit = effect["max_total"]
        text += f" with a combined {limit['of'].replace('_', ' ')} of {limit['max']} or less"
    if effect.get("by") not in (None, "you"):
        text += f" chosen by {WORDS.get(effect['by'], effect['by'].replace('_', ' '))}"
    if effect.get("optional"):
        text += " (you may)"
    return text


SAYS_TARGET = ("exhaust", "discard", "heal", "remove_threat", "place_threat", "remove_counter")
"""Verbs whose sentence always names the target (targeted_text)."""


def _says_target(effect: dict[str, Any]) -> bool:
    """Whether :func:`targeted_text` says the effect. Short sentences stay where they say
    the target the engine uses: ``status`` on you ("you are stunned"), ``ready`` of the
    card answered ("ready it"), ``damage`` without a target or to ``that`` ("deal 2
    damage to that enemy"); any other target is named ("give that card a confused status
    card", "ready your identity")."""
    target = effect.get("target", "")
    if any(k in effect for k in SAYS_TARGET) or isinstance(effect.get("damage"), dict):
        return True
    if not isinstance(target, str) or target in ("it", "player", "host", "main_scheme", "self"):
        return True  # a selector, or a word the short sentences do not say
    if "status" in effect:
        return target not in ("", "you", "your_identity")
    return "ready" in effect and target != "that"


LANGUAGE_TEXT: dict[str, Any] = {}


def language_text(effect: dict[str, Any]) -> str | None:
    """The sentence of an effect whose verb registered one (None: said here below)."""
    for key, render in LANGUAGE_TEXT.items():
        if key in effect:
            return str(render(effect))
    return None


def _counted(effect: dict[str, Any], key: str) -> str:
    return amount_text(effect[key])


LANGUAGE_TEXT.update({
    "choose_one": lambda e: "choose one: " + " or ".join(
        _lc(c.get("text") or effects_text(c.get("effects", [])))
        for c in e["choose_one"]) + (f" (chosen by {WORDS.get(e['by'], e['by'])})"
                                     if e.get("by", "you") != "you" else ""),
    "repeat": lambda e: (f"for each {selector_text(e['repeat']['count'], each=True)[5:]}: "
                         if isinstance(e["repeat"], dict) and "count" in e["repeat"]
                         else f"{amount_text(e['repeat'])} times: ")
                        + _lc(effects_text(e.get("effects", []))),
    "for_each": lambda e: f"for {selector_text(e['for_each'], each=True)}: "
                          + _lc(effects_text(e.get("effects", []))),
    "if": lambda e: condition_text(e["if"]) + ", " + _lc(effects_text(
        e.get("then", []))) + (("; otherwise, " + _lc(effects_text(
            e["otherwise"]))) if e.get("otherwise") else ""),
    "place_counter": lambda e: f"place {_counted(e, 'place_counter')} "
                               f"{e.get('counter', 'all-purpose')} counter(s) on "
                               f"{_target(e, 'self')}",
    "search": lambda e: f"search for {selector_text({'zone': 'deck', **e['search']})}, add "
                        "it to your hand and shuffle your deck",
    "reveal": lambda e: f"reveal {selector_text(e['reveal'])}",
    "put_into_play": lambda e: f"put {_target(e, 'self')} into play",
    "engage": lambda e: f"{_target(e, 'self')} engages you",
    "return_to_hand": lambda e: f"return {_target(e, 'self')} to its owner's hand",
    "remove_from_game": lambda e: f"remove {_target(e, 'self')} from the game",
    "gain_trait": lambda e: f"{_target(_identity_word(e), 'your_identity')} gains the "
                            f"{e['gain_trait']} trait until the end of the "
                            f"{e.get('until', 'round')}",
    "flip": lambda e: ("you may " if e.get("optional") else "")
                      + f"change to {e['flip']} {KEYWORD_TEXT['form'].lower()}",
    "change_form": lambda e: "change your form" if e["change_form"] == "other"
                             else f"change to {e['change_form'].replace('_', '-')} form",
    "look": lambda e: f"look at the top {amount_text(e['look'])} card(s) of "
                      + {"encounter_deck": "the encounter deck", "your_deck": "your deck",
                         "chosen": "that player's deck"}.get(e.get("deck", "encounter_deck"),
                                                              "a deck")
                      + ": " + ", ".join({"discard": "discard any", "top": "put any back on "
                                          "top", "bottom": "put any on the bottom"}[c]
                                         for c in e.get("choices", ["discard", "top", "bottom"])),
    "resolve_in_sequence": lambda e: f"resolve the {TRIGGER_TEXT[e['resolve_in_sequence']]} "
                                     f"ability of {_target({**e, 'each': True}, {})} in "
                                     "the order you choose (each one a step of this "
                                     "sequence)",
    "choose_player": lambda e: "choose a player" + (
        f" with {selector_text(e['with'])}" if "with" in e else "") + (
        ": " + _lc(effects_text(e["then"])) if e.get("then") else ""),
})


def targeted_text(effect: dict[str, Any]) -> str | None:
    """The targeted verbs' sentences, naming the target (a word or a selector)."""
    if "ready" in effect:  # the engine readies your identity unless told otherwise
        return f"ready {_target(_identity_word(effect), 'your_identity')}"
    if "exhaust" in effect:
        return f"exhaust {_target(_identity_word(effect), 'your_identity')}"
    if "heal" in effect:
        return f"heal {amount_text(effect['heal'])} damage from {_target(effect, 'you')}"
    if "damage" in effect:
        return damage_text(effect, _target(effect, {"type": "enemy"}))
    if "remove_threat" in effect:
        return f"remove {amount_text(effect['remove_threat'])} threat from " \
               f"{_target(effect, {'type': 'scheme'})}" + (
                   ", ignoring crisis icons" if effect.get("ignore_crisis") else "")
    if "place_threat" in effect:
        per = " per player" if effect.get("per_player") else ""
        return f"place {amount_text(effect['place_threat'])}{per} threat on " \
               f"{_target(effect, 'main_scheme')}"
    if "status" in effect:
        return f"give {_target(effect, 'you')} a {effect['status']} status card"
    if "discard" in effect:
        return f"discard {_target(effect, 'self')}"
    if "remove_counter" in effect:  # "remove 1 counter from each support": 1 per card
        noun = "counter" if effect.get("each") and effect["remove_counter"] == 1 \
            else "counter(s)"
        return f"remove {amount_text(effect['remove_counter'])} " \
               f"{effect.get('counter', 'all-purpose').replace('counters', 'all-purpose')} " \
               f"{noun} from {_target(effect, 'self')}"
    if "draw" in effect and effect.get("fill_to"):  # issue 24: Split Personality
        who = WORDS.get(effect.get("player", "you"), "that player")
        hand = "your" if who == "you" else "their"
        return f"{who} draw{'' if who == 'you' else 's'} until {hand} hand holds " \
               f"{amount_text(effect['draw'])} card(s)"
    if "draw" in effect and "player" in effect:
        return f"{WORDS.get(effect['player'], 'that player')} draws " \
               f"{amount_text(effect['draw'])} card(s)"
    return None


def _identity_word(effect: dict[str, Any]) -> dict[str, Any]:
    """``you`` as the target of a verb that acts on a card means your identity."""
    return {**effect, "target": "your_identity"} if effect.get("target") == "you" else effect


def card_target_text(effect: dict[str, Any], default: Any) -> str:
    """The target of a verb that acts on a card, in words (``you``: your identity)."""
    return _target(_identity_word(effect), default)


def while_text(cond: dict[str, Any]) -> str:
    """Effect tests used as an ability's condition: "while this card has 5 threat or
    less", "while there is a suit form upgrade you control"."""
    parts = []
    count = cond.get("count")
    if isinstance(count, dict) and "counters" in count:
        bound = (f"{amount_text(cond['at_most'])} {count['counters']} or less" if "at_most" in cond
                 else f"{amount_text(cond.get('at_least', 1))} {count['counters']} or more")
        parts.append(f"while {selector_text(count.get('on', 'self'))} has {bound}")
    elif count is not None:
        parts.append(condition_text({k: cond[k] for k in ("count", "at_least", "at_most")
                                     if k in cond}).replace("if ", "while ", 1))
    if "side" in cond:
        parts.append(f"while {selector_text(cond.get('of', 'self'))} shows its "
                     f"{str(cond['side']).upper()} side")
    if "exists" in cond:
        parts.append(f"while there is {selector_text(cond['exists'])}")
    if "none" in cond:
        parts.append(f"while there is no {selector_text(cond['none'])[2:].lstrip('n ')}")
    return " and ".join(parts)


def condition_text(cond: dict[str, Any]) -> str:
    parts = []
    if "did" in cond:
        parts.append("if you do" if cond["did"] else "if you do not")
    if "exists" in cond:
        parts.append(f"if there is {selector_text(cond['exists'])}")
    if "none" in cond:
        said = selector_text(cond["none"])
        parts.append("if there is no " + (said.split(" ", 1)[1] if said.startswith(("a ", "an "))
                                          else said))
    if "count" in cond:
        bound = (f"at least {amount_text(cond['at_least'])}" if "at_least" in cond
                 else f"at most {amount_text(cond.get('at_most'))}")
        parts.append(f"if {amount_text(cond['count'])} is {bound}")
    if "status" in cond:
        parts.append(f"if {selector_text(cond.get('of', 'you'))} "
                     f"{'are' if cond.get('of', 'you') == 'you' else 'is'} {cond['status']}")
    if "resource" in cond:  # "if that card's printed resource is [physical]" (Hulk)
        kind, of = cond["resource"], cond.get("of", "it")
        said = "that card" if isinstance(of, str) and of not in vocabulary.TARGET_WORDS else \
            selector_text(of)  # a name an earlier effect bound ("as")
        parts.append(f"if {said} has "
                     f"{'an' if kind[0] in 'aeiou' else 'a'} {kind} resource")
    if "paid_with" in cond:  # Relentless Assault
        kind = cond["paid_with"]
        parts.append(f"if you paid for this card using {'an' if kind[0] in 'aeiou' else 'a'} "
                     f"{kind} resource")
    if "undefended_attack" in cond:  # Kree Manipulator
        parts.append("if the villain is making an undefended attack")
    if "form" in cond:
        parts.append(f"if you are in {cond['form'].replace('_', '-')} form")
    if "suit" in cond:
        parts.append(f"if you are in {cond['suit'].title()} suit form")
    if "expert" in cond:
        parts.append("in expert mode" if cond["expert"] else "in standard mode")
    if "side" in cond:
        parts.append(f"if {selector_text(cond.get('of', 'self'))} shows its "
                     f"{str(cond['side']).upper()} side")
    if "mode" in cond:
        parts.append(f"in {cond['mode']} mode" if cond["mode"] in ("standard", "expert")
                     else f"in a {cond['mode']} game")
    return " and ".join(parts) or "if so"


OF_TEXT["source"] = "this card"
ZONE_TEXT["other_area"] = "in another game area"


LANGUAGE.ability_text = ability_text
LANGUAGE.effects_text = effects_text
LANGUAGE.ability_effects_text = ability_effects_text
LANGUAGE.cost_text = cost_text
LANGUAGE.keyword_text = KEYWORD_TEXT.__getitem__
ZONE_TEXT["victory"] = "in the victory display"  # issue 22 part 3
