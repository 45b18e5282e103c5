"""Card text rendered from ability data: what the engine does is what the player reads.

One renderer serves the play CLI, the app and ``content coverage``. Hooks
render with their registered sentence; manual cards add our own short
description of what the player resolves by hand.
"""

from __future__ import annotations

from typing import Any

from content.champions.schema import Ability, CardDef
from engine.champions.cards import HOOKS, load_all

TRIGGER_TEXT = {
    "when_revealed": "When revealed", "preparation": "Preparation", "boost": "Boost",
    "when_defeated": "When defeated", "enters_play": "After this card enters play",
    "play": "Play", "action": "Action", "hero_action": "Hero action",
    "alter_ego_action": "Alter-ego action", "resource": "Resource",
    "forced_interrupt": "Forced interrupt", "interrupt": "Interrupt",
    "forced_response": "Forced response", "response": "Response",
}
NEEDS_TEXT = {"all_characters_shield": "while each of your characters is S.H.I.E.L.D.",
              "engaged_with_another_minion":
                  "while the engaged player is engaged with another minion"}
OF_TEXT = {"you": "you", "your_identity": "your identity", "self": "this card",
           "host": "the attached card", "any": "a player"}
UNLESS_TEXT = {"preparation": "if no Preparation ability resolved during it"}
COST_TEXT = {
    "exhaust_self": "exhaust this card", "use_counter": "remove 1 of its counters",
    "discard_self": "discard this card", "exhaust_identity": "exhaust your identity",
    "suit_threat": "remove threat from your suit form upgrade",
    "exhaust_character": "exhaust a character you control",
}
TARGET_TEXT = {
    "you": "you", "your_identity": "your identity", "enemy": "an enemy",
    "scheme": "a scheme", "main": "the main scheme", "each_scheme": "each scheme",
    "each_side_scheme": "each side scheme",
    "each_character_you_control": "each character you control",
    "attacker": "the attacking character", "self": "this card", "villain": "the villain",
    "ally": "an ally", "character": "a character you control",
    "each_support_you_control": "each support you control", "that": "that enemy",
}
STAT_SHORT = {"attack": "ATK", "thwart": "THW", "scheme": "SCH", "defense": "DEF",
              "recover": "REC", "health": "hit points"}
KEYWORD_TEXT = {
    "guard": "Guard", "surge": "Surge", "quickstrike": "Quickstrike", "toughness": "Toughness",
    "patrol": "Patrol", "vulnerable": "Vulnerable", "retaliate": "Retaliate {v}",
    "hinder": "Hinder {v}", "incite": "Incite {v}", "steady": "Steady", "stalwart": "Stalwart",
    "victory": "Victory {v}", "villainous": "Villainous", "overkill": "Overkill",
    "piercing": "Piercing", "ranged": "Ranged", "form": "Suit form", "peril": "Peril",
    "tucks_allies": "Forced interrupt: when an ally would leave play, tuck it under this card "
                    "instead and place threat here equal to its cost and 1 acceleration token. "
                    "When defeated: each ally tucked here returns to play under its owner's "
                    "control",
}


def effect_text(effect: dict[str, Any]) -> str:
    """One effect as a sentence fragment."""
    if "hook" in effect:
        load_all()
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
    if "exhaust" in effect:
        return "exhaust your identity"
    if "reveal_encounter" in effect:
        return "reveal the top card of the encounter deck"
    if "draw" in effect:
        return f"draw {effect['draw']} card(s)"
    if "place_threat" in effect:
        per = " per player" if effect.get("per_player") else ""
        return (f"place {effect['place_threat']}{per} threat on "
                f"{TARGET_TEXT[effect.get('on', 'main')]}")
    if "remove_threat" in effect:
        return f"remove {effect['remove_threat']} threat from a scheme"
    if "heal" in effect:
        return f"heal {effect['heal']} damage from {TARGET_TEXT[effect.get('target', 'you')]}"
    if "damage" in effect:
        words = f"deal {effect['damage']} damage to {TARGET_TEXT[effect.get('target', 'enemy')]}"
        if effect.get("attack"):
            words = f"attack: {words}"
            tags = [k for k in ("ranged", "piercing", "overkill") if effect.get(k)]
            if tags:
                words += " (" + ", ".join(tags) + ")"
            if effect.get("on_defeat"):
                load_all()
                words += "; if it defeats the enemy, " + HOOKS[effect["on_defeat"]].text
        return words
    if "ready" in effect:
        return "ready it"
    if "bring_linked" in effect:
        return "put a set-aside card linked to this card into play"
    if "prevent_damage" in effect:
        amount = effect["prevent_damage"]
        return "prevent all of that damage" if amount == "all" else \
            f"prevent {amount} of that damage"
    if "cancel" in effect:
        return "cancel it"
    if "remove_counter" in effect:
        return (f"remove {effect['remove_counter']} all-purpose counter from "
                f"{TARGET_TEXT[effect.get('target', 'self')]}")
    if "discard" in effect:
        return "discard this card"
    if "reverse_activation" in effect:
        return "this activation removes threat instead of placing it"
    return str(effect)


def effects_text(effects: Any) -> str:
    parts = [effect_text(e) for e in effects]
    text = "; then ".join(parts) if parts else "no effect"
    return text[:1].upper() + text[1:] if text else text


def occurrence_text(ability: Ability) -> str:
    """The triggering condition of a window ability: "when an enemy attacks you"."""
    who = OF_TEXT[ability.of or "any"]
    would = ability.trigger.endswith("interrupt")
    if ability.on == "enemy_attack":
        return f"{'when' if would else 'after'} an enemy attacks {who}"
    if ability.on == "attack_damage":
        return (f"when {who} would take damage from an attack" if would
                else f"after {who} takes damage from an attack")
    kind = ability.card.get("type", "").replace("_", " ")
    trait = ability.card.get("trait", "")
    if ability.on == "reveal":
        reveals = "reveal" if who == "you" else "reveals"
        what = ("an " if kind[:1] in "aeiou" else "a ") + kind if kind else "an encounter card"
        return f"{'when' if would else 'after'} {who} {reveals} {what}"
    if ability.on == "play":
        plays = "play" if who == "you" else "plays"
        noun = " ".join(w for w in (trait, kind or "card") if w)
        what = ("an " if noun[0].lower() in "aeiou" else "a ") + noun
        return f"{'when' if would else 'after'} {who} {plays} {what}"
    if ability.on == "scheme":
        subject = "this card" if ability.of == "self" else f"a {kind or 'enemy'}"
        scheme = "schemes"
        return f"{'when' if would else 'after'} {subject} {scheme}"
    if ability.on == "dealt":
        return "after a player is dealt an encounter card"
    if ability.on == "encounter_discard":
        return "when an encounter card would discard a card you control"
    if ability.on == "basic_power":
        return "after this card uses a basic power"
    if ability.on == "player_phase_end":
        return "after the player phase ends"
    if ability.on == "round_end":
        return "at the end of the round"
    if ability.on == "enters_play":
        return f"{'when' if would else 'after'} a {kind or 'card'} enters play"
    if ability.on == "activation":
        return f"after {who} activates against you"
    if ability.on == "attack" and ability.of in ("self", "host"):
        return f"{'when' if would else 'after'} a character you control attacks {who}"
    if ability.on == "preparation":
        discarded = " and is discarded" if ability.card.get("in") == "discard" else ""
        return f"after the ability of a Preparation card you control resolves{discarded}"
    verb = "attack" if ability.on == "attack" else "thwart"
    return f"{'when' if would else 'after'} {who} {verb + ('' if who == 'you' else 's')}"


def modifier_text(effect: dict[str, Any]) -> str:
    """One constant effect: "each ally you control gains the S.H.I.E.L.D. trait"."""
    to = effect.get("to", "self")
    whom = {"self": "this card", "host": "the attached card", "villain": "the villain",
            "allies_you_control": "each ally you control", "main_scheme": "the main scheme",
            "minions": f"each {effect['with_trait']} minion" if effect.get("with_trait")
            else "each minion", "other_encounter_cards": "each other encounter card"}[to]
    amount = int(effect.get("amount", 1))
    if "stat" in effect:
        stat = STAT_SHORT.get(effect["stat"], "target threat")
        return f"{whom} gets {amount:+d} {stat}"
    if "keyword" in effect:
        word = KEYWORD_TEXT.get(effect["keyword"], effect["keyword"]).format(v=amount)
        return f"{whom} gains {word.lower()}"
    if "trait" in effect:
        return f"{whom} gains the {effect['trait']} trait"
    if "icon" in effect:
        return f"{whom} gains {amount} {effect['icon']} icon{'s' if amount != 1 else ''}"
    return f"{whom} cannot {effect['cannot'].replace('_', ' ')}"


def ability_text(ability: Ability) -> str:
    if ability.grant:  # "each encounter card without a printed Preparation ability gains"
        head = TRIGGER_TEXT[ability.grant]
        return (f"Each encounter card without a printed {head} ability gains: "
                f"\"{head}: {effects_text(ability.effects)}.\"")
    if ability.trigger == "constant":
        text = "; ".join(modifier_text(e) for e in ability.effects)
        if ability.condition.get("needs") in NEEDS_TEXT:
            text += f" {NEEDS_TEXT[ability.condition['needs']]}"
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
    if ability.optional:
        head += " (optional)"
    body = effects_text(ability.effects)
    if ability.trigger == "resource":
        amount = sum(ability.generate.values())
        kinds = ", ".join(ability.generate)
        body = f"generate {amount} {kinds} resource(s)"
        if cond.get("paying_for_trait"):
            body += f" for a {cond['paying_for_trait']} card"
    cost = ", ".join(COST_TEXT[c] for c in ability.cost)
    limit = " (once per round)" if cond.get("limit") == "round" else ""
    when = occurrence_text(ability) + ", " if ability.on else ""
    if ability.unless:
        when = f"{when[:-2]}, {UNLESS_TEXT.get(ability.unless, 'unless ' + ability.unless)}, "
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
        elif key.startswith("max_per_"):
            parts.append(f"Max 1 per {key[8:]}")
        elif key == "team_up":
            parts.append(f"Team-up ({' and '.join(value)})")
        elif key == "any_control":
            parts.append("Play under any player's control")
        elif key == "shield_discount":
            parts.append(f"Costs {value} less if your identity is S.H.I.E.L.D.")
        elif key == "linked":
            parts.append(f"Linked (card {value})")
        elif key == "attach":
            parts.append(f"Attach to {'the villain' if value == 'villain' else 'your identity'}")
    if "Team" in card.traits:  # the engine's Team limit (RRG: Team trait)
        parts.append("Max 1 Team card per player")
    if card.permanent:
        parts.append("Permanent")
    return ". ".join(parts) + ("." if parts else "")


def render_card(card: CardDef) -> str:
    """The full text of a card face, in our words."""
    lines = [line for line in [keyword_line(card), card.rules] if line]
    lines += [ability_text(a) for a in card.abilities]
    if card.automation != "full" and card.manual:
        lines.append(f"By hand: {card.manual}")
    return "\n".join(lines)
