"""Hooks for Agents of S.H.I.E.L.D. cards: Nick Fury, Maria Hill, Black Widow, A.I.M.

Each hook's text is the sentence the card renderer prints (our own words).
"""

from __future__ import annotations

from typing import Any

from engine.champions.base import Ask
from engine.champions.cards import hook
from engine.champions.cards.core import set_surge
from engine.champions.encounter_steps import EnteredEngaged
from engine.champions.state import pzone
from engine.champions.villain_steps import MainThreat

Step = dict[str, Any]


def _ask_or(game: Any, step: Step, answer: str | None, prompt: str,
            options: list[tuple[str, str]]) -> tuple[Ask | None, str]:
    """``(Ask, "")`` while asking, else ``(None, the chosen key)``."""
    ask: Ask | None
    chosen: str
    ask, chosen = game.ask_one(step["seat"], answer, prompt, options,
                               "that is not one of the options")
    return ask, ("" if ask else chosen)


def place_counter(game: Any, support: int, amount: int = 1) -> None:
    """All-purpose counters take the type of the card's uses counters (AoS p. 4)."""
    uses = game.d(support).keywords.get("uses")
    name = uses["counter"] if isinstance(uses, dict) else "all-purpose"
    game.c(support).add(name, amount)
    game.log(f"{amount} {name} counter(s) placed on {game.name(support)}.")


def remove_counter(game: Any, support: int) -> bool:
    card = game.c(support)
    for name in list(card.counters):
        if name not in ("damage", "threat") and card.counters[name] > 0:
            game.log(f"1 {name} counter removed from {game.name(support)}.")
            game.remove_counters(support, name)  # the last uses counter discards it
            return True
    return False


def occurrence_card(game: Any, step: Step) -> int:
    """The card the occurrence a window ability answers is about (-1 if it is gone)."""
    occ = game.state.occurrences.get(step.get("occ", -1))
    return int(occ.card) if occ is not None else -1


def counters_on(game: Any, cid: int) -> int:
    return sum(v for k, v in game.c(cid).counters.items() if k not in ("damage", "threat"))


# ------------------------------------------------------------------ Nick Fury
def suit_intel(game: Any, step: Step, answer: str | None) -> Ask | None:
    """Place 1 threat on the suit form upgrade of the step's player (Safe House #221)."""
    suit = game.suit(step["seat"])
    if suit >= 0:
        game.c(suit).add("threat", 1)
        game.log("1 threat is placed on the suit form upgrade.")
    return None


@hook("change_to_stealth", "change to Stealth suit form")
def change_to_stealth(game: Any, step: Step, answer: str | None) -> Ask | None:
    game.set_suit(step["seat"], "stealth")
    return None


@hook("concentrated_fire", "choose: place threat equal to that enemy's printed SCH on your "
      "suit form upgrade, or change to Stealth suit form")
def concentrated_fire(game: Any, step: Step, answer: str | None) -> Ask | None:
    sch = step.get("printed_sch", 0)
    options = [("threat", f"Place {sch} threat on your suit form upgrade"),
               ("stealth", "Change to Stealth suit form")]
    ask, chosen = _ask_or(game, step, answer, "Concentrated Fire defeated an enemy: choose.",
                          options)
    if ask:
        return ask
    if chosen == "threat":
        suit = game.suit(step["seat"])
        if suit >= 0:
            game.c(suit).add("threat", sch)
    else:
        game.set_suit(step["seat"], "stealth")
    return None


@hook("covert_surveillance", "remove 2 threat from a scheme (a thwart); in Stealth suit form "
      "you may put that threat on your suit form upgrade, otherwise you may change to Stealth")
def covert_surveillance(game: Any, step: Step, answer: str | None) -> Ask | None:
    seat = step["seat"]
    ident = game.identity(seat)
    if "target" not in step:
        if game.is_status(ident, "confused"):
            game.c(ident).confused = 0
            game.log("You are confused: the thwart is replaced by discarding the confused card.")
            return None
        targets = game.thwartable(seat)
        if not targets:
            return None
        options = [(f"t:{t}", game.describe_target(t)) for t in targets]
        ask, chosen = _ask_or(game, step, answer, "Covert Surveillance: remove 2 threat from "
                              "which scheme?", options)
        if ask:
            return ask
        step["target"] = int(chosen[2:])
        step["removed"] = game.remove_threat(step["target"], 2)
        answer = None
    stealth = game.form_of_suit(seat) == "stealth"
    if stealth and not step["removed"]:
        return None
    options = ([("yes", f"Place the {step['removed']} threat on your suit form upgrade")]
               if stealth else [("yes", "Change to Stealth suit form")]) + [("no", "No")]
    if answer is None:
        return Ask(seat, "Covert Surveillance:", options)
    game.require(answer in dict(options), "answer yes or no")
    if answer == "yes":
        if stealth:
            game.c(game.suit(seat)).add("threat", step["removed"])
        else:
            game.set_suit(seat, "stealth")
    return None


@hook("spray_fire", "choose a player: attack the villain and each minion engaged with that "
      "player for 3 damage each (ranged)")
def spray_fire(game: Any, step: Step, answer: str | None) -> Ask | None:
    seat = step["seat"]
    options = [(f"p:{s}", f"Player {s + 1} ({len(game.minions(s))} minion(s))")
               for s in game.seats()]
    ask, chosen = _ask_or(game, step, answer, "Spray Fire: choose a player.", options)
    if ask:
        return ask
    target_seat = int(chosen[2:])
    # one attack against all of them (RRG ATTACK: a labeled attack is a single attack; an
    # increase such as the Assault suit's reaches each instance of its damage)
    targets = [game.villain(), *game.minions(target_seat)]
    game.push({"k": "attack", "seat": seat, "by": game.identity(seat), "amount": 3,
               "ranged": True, "target": targets[0], "targets": targets})
    return None


@hook("flying_car", "ready Nick Fury; he gains the Aerial trait until the end of the round")
def flying_car(game: Any, step: Step, answer: str | None) -> Ask | None:
    ident = game.c(game.identity(step["seat"]))
    ident.exhausted = False
    game.state.lasting.append({"target": ident.id, "kind": "trait", "name": "Aerial",
                               "until": "round"})  # a lasting effect (modifiers.py)
    game.log("Nick Fury is readied and gains the Aerial trait until the end of the round.")
    return None


@hook("safe_house", "choose: heal 2 damage from Nick Fury, or place 1 threat on your suit "
      "form upgrade")
def safe_house(game: Any, step: Step, answer: str | None) -> Ask | None:
    options = [("heal", "Heal 2 damage from Nick Fury"),
               ("threat", "Place 1 threat on your suit form upgrade")]
    ask, chosen = _ask_or(game, step, answer, "Safe House #221: choose.", options)
    if ask:
        return ask
    if chosen == "heal":
        game.heal(game.identity(step["seat"]), 2)
    else:
        suit_intel(game, step, None)
    return None


@hook("discovered", "change to Assault suit form; with no threat on your suit this card gains "
      "surge, otherwise choose: take 1 damage per threat on it, or remove all its threat")
def discovered(game: Any, step: Step, answer: str | None) -> Ask | None:
    seat = step["seat"]
    game.set_suit(seat, "assault")
    suit = game.suit(seat)
    threat = game.c(suit).count("threat") if suit >= 0 else 0
    if not threat:
        set_surge(game)
        return None
    options = [("damage", f"Take {threat} damage"), ("remove", f"Remove the {threat} threat")]
    if answer is None:
        return Ask(seat, "Discovered: choose.", options)
    game.require(answer in dict(options), "choose damage or remove")
    if answer == "damage":
        game.deal_damage(game.identity(seat), threat)
    else:
        game.c(suit).add("threat", -threat)
    return None


@hook("coulson", "search your deck and discard pile for a Preparation card, add it to your "
      "hand, and shuffle your deck")
def coulson(game: Any, step: Step, answer: str | None) -> Ask | None:
    seat = step["seat"]
    found = [c for c in game.ids(pzone(seat, "deck")) + game.ids(pzone(seat, "discard"))
             if game.has_trait(c, "Preparation")]
    seen: dict[str, int] = {}
    for c in found:
        seen.setdefault(game.c(c).code, c)
    options = [(f"t:{c}", game.name(c)) for c in seen.values()] or [("none", "Nothing found")]
    ask, chosen = _ask_or(game, step, answer, "Agent Coulson: take which Preparation card?",
                          options)
    if ask:
        return ask
    if chosen != "none":
        game.state.move(int(chosen[2:]), pzone(seat, "hand"))
    game.state.rng.shuffle(game.state.zone(pzone(seat, "deck")))
    return None


@hook("leo_fitz", "search your deck for a Tech card, add it to your hand, and shuffle")
def leo_fitz(game: Any, step: Step, answer: str | None) -> Ask | None:
    return _search_deck(game, step, answer, lambda c: game.has_trait(c, "Tech"), "Tech card")


@hook("search_shield_support", "search your deck for a S.H.I.E.L.D. support and add it to "
      "your hand (shuffle)")
def search_shield_support(game: Any, step: Step, answer: str | None) -> Ask | None:
    return _search_deck(game, step, answer,
                        lambda c: game.d(c).type == "support" and game.has_trait(c, "S.H.I.E.L.D."),
                        "S.H.I.E.L.D. support")


def _search_deck(game: Any, step: Step, answer: str | None, match: Any, what: str) -> Ask | None:
    seat = step["seat"]
    seen: dict[str, int] = {}
    for c in game.ids(pzone(seat, "deck")):
        if match(c):
            seen.setdefault(game.c(c).code, c)
    options = [(f"t:{c}", game.name(c)) for c in seen.values()] or [("none", "Nothing found")]
    ask, chosen = _ask_or(game, step, answer, f"Search your deck for a {what}.", options)
    if ask:
        return ask
    if chosen != "none":
        game.state.move(int(chosen[2:]), pzone(seat, "hand"))
    game.state.rng.shuffle(game.state.zone(pzone(seat, "deck")))
    return None


@hook("nf_sr", "choose one: remove 3 threat from a scheme, draw 2 cards, or give a "
      "S.H.I.E.L.D. character a tough status card")
def nf_sr(game: Any, step: Step, answer: str | None) -> Ask | None:
    seat = step["seat"]
    options = [("thwart", "Remove 3 threat from a scheme"), ("draw", "Draw 2 cards"),
               ("tough", "Give a S.H.I.E.L.D. character a tough status card")]
    ask, chosen = _ask_or(game, step, answer, "Nick Fury, Sr.: choose one.", options)
    if ask:
        return ask
    if chosen == "thwart":
        game.push({"k": "effect", "seat": seat, "source": -1, "e": {"remove_threat": 3}})
    elif chosen == "draw":
        game.draw(seat, 2)
    else:
        game.push({"k": "hook", "hook": "tough_shield", "seat": seat})
    return None


@hook("tough_shield", "give a S.H.I.E.L.D. character a tough status card")
def tough_shield(game: Any, step: Step, answer: str | None) -> Ask | None:
    chars = [c for s in game.seats() for c in game.characters(s)
             if game.has_trait(c, "S.H.I.E.L.D.") and not game.c(c).tough]
    if not chars:
        return None
    options = [(f"t:{c}", game.name(c)) for c in chars]
    ask, chosen = _ask_or(game, step, answer, "Give which character a tough card?", options)
    if ask:
        return ask
    game.give_status(int(chosen[2:]), "tough")
    return None


# ------------------------------------------------------------------ Maria Hill
def _supports(game: Any, seat: int | None = None) -> list[int]:
    supports: list[int] = game.shield_supports(seat)
    return supports


@hook("place_ap_counter", "place 1 all-purpose counter on a S.H.I.E.L.D. support")
def place_ap_counter(game: Any, step: Step, answer: str | None) -> Ask | None:
    supports = _supports(game)
    if not supports:
        return None
    options = [(f"t:{c}", game.name(c)) for c in supports]
    if step.get("prompt"):
        options.append(("no", "Do not place a counter"))
    ask, chosen = _ask_or(game, step, answer, step.get("prompt") or "Place 1 all-purpose "
                          "counter on which S.H.I.E.L.D. support?", options)
    if ask:
        return ask
    if chosen != "no":
        place_counter(game, int(chosen[2:]))
    return None


@hook("reassignment", "move 1 all-purpose counter from a S.H.I.E.L.D. support to another")
def reassignment(game: Any, step: Step, answer: str | None) -> Ask | None:
    supports = _supports(game)
    if "from" not in step:
        sources = [c for c in supports if counters_on(game, c)]
        if not sources or len(supports) < 2:
            return None
        options = [(f"t:{c}", f"From {game.name(c)}") for c in sources]
        ask, chosen = _ask_or(game, step, answer, "Reassignment: move a counter from?", options)
        if ask:
            return ask
        step["from"] = int(chosen[2:])
        answer = None
    options = [(f"t:{c}", f"To {game.name(c)}") for c in supports if c != step["from"]]
    ask, chosen = _ask_or(game, step, answer, "Reassignment: move it to?", options)
    if ask:
        return ask
    if remove_counter(game, step["from"]):
        place_counter(game, int(chosen[2:]))
    return None


@hook("all_points_bulletin", "for each S.H.I.E.L.D. support you control, choose: remove 1 "
      "threat from a scheme, or deal 1 damage to an enemy")
def all_points_bulletin(game: Any, step: Step, answer: str | None) -> Ask | None:
    seat = step["seat"]
    step.setdefault("left", len(game.shield_supports(seat)))
    if step["left"] <= 0:
        return None
    options = [(f"s:{s}", f"Remove 1 threat from {game.describe_target(s)}")
               for s in game.removable()]
    options += [(f"e:{e}", f"Deal 1 damage to {game.describe_target(e)}")
                for e in game.enemies()]
    if not options:
        return None
    if answer is None:
        return Ask(seat, f"All-Points Bulletin: {step['left']} choice(s) left.", options)
    game.require(answer in dict(options), "choose a scheme or an enemy")
    target = int(answer[2:])
    if answer.startswith("s:"):
        game.remove_threat(target, 1)
    else:
        game.deal_damage(target, 1)
    step["left"] -= 1
    game.push({"k": "hook", "hook": "all_points_bulletin", "seat": seat, "left": step["left"]})
    return None


def _cost_picker(game: Any, step: Step, answer: str | None, title: str,
                 candidates: list[int], apply: Any) -> Ask | None:
    """Choose supports one at a time while their combined printed cost stays at 6 or less."""
    seat = step["seat"]
    step.setdefault("chosen", [])
    spent = sum(game.d(c).stat("cost") for c in step["chosen"])
    options = [(f"t:{c}", f"{game.name(c)} (cost {game.d(c).stat('cost')})") for c in candidates
               if c not in step["chosen"] and spent + game.d(c).stat("cost") <= 6]
    if not options:
        return None
    options.append(("done", "Done"))
    if answer is None:
        return Ask(seat, f"{title} (combined printed cost {spent} of 6).", options)
    game.require(answer in dict(options), "choose a support or done")
    if answer == "done":
        return None
    cid = int(answer[2:])
    step["chosen"].append(cid)
    apply(cid)
    game.push({**step, "k": "hook"})
    return None


@hook("on_the_double", "ready any number of S.H.I.E.L.D. supports with a combined printed "
      "cost of 6 or less")
def on_the_double(game: Any, step: Step, answer: str | None) -> Ask | None:
    def ready(cid: int) -> None:
        game.c(cid).exhausted = False
        game.log(f"{game.name(cid)} is readied.")
    candidates = [c for c in _supports(game) if game.c(c).exhausted]
    return _cost_picker(game, _own(step, "on_the_double"), answer, "On the Double: ready",
                        candidates, ready)


@hook("reinforcements", "place 1 all-purpose counter on each of any number of S.H.I.E.L.D. "
      "supports with a combined printed cost of 6 or less")
def reinforcements(game: Any, step: Step, answer: str | None) -> Ask | None:
    return _cost_picker(game, _own(step, "reinforcements"), answer,
                        "Reinforcements: place a counter on", _supports(game),
                        lambda cid: place_counter(game, cid))


def _own(step: Step, name: str) -> Step:
    step["hook"] = name
    return step


@hook("hard_call", "discard a S.H.I.E.L.D. support you control: deal X damage to each enemy, "
      "where X is its printed cost")
def hard_call(game: Any, step: Step, answer: str | None) -> Ask | None:
    seat = step["seat"]
    supports = game.shield_supports(seat)
    if not supports:
        return None
    options = [(f"t:{c}", f"{game.name(c)} (cost {game.d(c).stat('cost')})") for c in supports]
    ask, chosen = _ask_or(game, step, answer, "The Hard Call: discard which support?", options)
    if ask:
        return ask
    cid = int(chosen[2:])
    x = game.d(cid).stat("cost")
    game.discard(cid)
    for enemy in game.enemies():
        game.deal_damage(enemy, x)
    return None


@hook("iliad", "choose: deal 5 damage to an enemy, remove 4 threat from a scheme, or heal 3 "
      "damage from an identity")
def iliad(game: Any, step: Step, answer: str | None) -> Ask | None:
    options = [(f"e:{e}", f"Deal 5 damage to {game.describe_target(e)}") for e in game.enemies()]
    options += [(f"s:{s}", f"Remove 4 threat from {game.describe_target(s)}")
                for s in game.removable()]
    options += [(f"h:{game.identity(s)}", f"Heal 3 damage from {game.name(game.identity(s))}")
                for s in game.seats()]
    ask, chosen = _ask_or(game, step, answer, "The Iliad: choose.", options)
    if ask:
        return ask
    target = int(chosen[2:])
    if chosen[0] == "e":
        game.deal_damage(target, 5)
    elif chosen[0] == "s":
        game.remove_threat(target, 4)
    else:
        game.heal(target, 3)
    return None


@hook("ready_ally", "ready an ally")
def ready_ally(game: Any, step: Step, answer: str | None) -> Ask | None:
    """Command Team readies any player's ally (its text does not say "you control")."""
    allies = [a for s in game.seats() for a in game.allies(s) if game.c(a).exhausted]
    if not allies:
        return None
    options = [(f"t:{a}", game.name(a)) for a in allies]
    ask, chosen = _ask_or(game, step, answer, "Ready which ally?", options)
    if ask:
        return ask
    game.c(int(chosen[2:])).exhausted = False
    return None


@hook("ready_shield_support", "ready a S.H.I.E.L.D. support")
def ready_shield_support(game: Any, step: Step, answer: str | None) -> Ask | None:
    supports = [s for s in _supports(game) if game.c(s).exhausted]
    if not supports:
        return None
    options = [(f"t:{s}", game.name(s)) for s in supports]
    ask, chosen = _ask_or(game, step, answer, "Ready which support?", options)
    if ask:
        return ask
    game.c(int(chosen[2:])).exhausted = False
    return None


@hook("circe", "choose a player: that player puts an ally into play from their hand")
def circe(game: Any, step: Step, answer: str | None) -> Ask | None:
    if "player" not in step:
        options = [(f"p:{s}", f"Player {s + 1}") for s in game.seats()
                   if any(game.d(c).type == "ally" and not game.unique_conflict(c)
                          for c in game.ids(pzone(s, "hand")))]
        if not options:
            return None
        ask, chosen = _ask_or(game, step, answer, "The Circe: choose a player.", options)
        if ask:
            return ask
        step["player"], answer = int(chosen[2:]), None
    player = step["player"]
    allies = [c for c in game.ids(pzone(player, "hand")) if game.d(c).type == "ally"
              and not game.unique_conflict(c)]
    if not allies:
        return None
    options = [(f"t:{a}", game.name(a)) for a in allies]
    if len(options) == 1:
        answer = options[0][0]
    if answer is None:
        return Ask(player, "The Circe: put which ally from your hand into play?", options)
    game.require(answer in dict(options), "choose an ally in your hand")
    game.enter_play(player, int(answer[2:]))
    return None


@hook("bellerophon", "choose a player: deal 3 damage to the villain and each minion engaged "
      "with that player, discarding their tough status cards first")
def bellerophon(game: Any, step: Step, answer: str | None) -> Ask | None:
    options = [(f"p:{s}", f"Player {s + 1}") for s in game.seats()]
    ask, chosen = _ask_or(game, step, answer, "The Bellerophon: choose a player.", options)
    if ask:
        return ask
    for enemy in [game.villain(), *game.minions(int(chosen[2:]))]:
        game.deal_damage(enemy, 3, piercing=True)
    return None


@hook("douglass", "remove 2 threat from each scheme, ignoring crisis icons")
def douglass(game: Any, step: Step, answer: str | None) -> Ask | None:
    for scheme in game.schemes():
        game.remove_threat(scheme, 2, ignore_crisis=True)
    return None


@hook("pericles", "give a hero or the villain a status card of your choice, then an ally or a "
      "minion a status card of your choice")
def pericles(game: Any, step: Step, answer: str | None) -> Ask | None:
    seat = step["seat"]
    first = "first" not in step
    pool = ([game.identity(s) for s in game.seats() if game.is_hero(s)] + [game.villain()]
            if first else [a for s in game.seats() for a in game.allies(s)] + game.minions())
    options = [(f"{st}:{c}", f"{game.name(c)}: {st}") for c in pool
               for st in ("stunned", "confused", "tough")]
    if not options:
        if first:
            step["first"] = True
            game.push({**step, "k": "hook", "hook": "pericles"})
        return None
    if answer is None:
        return Ask(seat, "The Pericles: give a status card.", options)
    game.require(answer in dict(options), "choose a character and a status")
    status, cid = answer.split(":")
    game.give_status(int(cid), status)
    if first:
        step["first"] = True
        game.push({**step, "k": "hook", "hook": "pericles"})
    return None


@hook("super_spies", "place a total of 3 all-purpose counters and/or threat on S.H.I.E.L.D. "
      "supports and/or suit form upgrades")
def super_spies(game: Any, step: Step, answer: str | None) -> Ask | None:
    step["seat"]
    step.setdefault("left", 3)
    if step["left"] <= 0:
        return None
    targets = _supports(game) + [game.suit(s) for s in game.seats() if game.suit(s) >= 0]
    if not targets:
        return None
    options = [(f"t:{c}", game.name(c)) for c in targets]
    ask, chosen = _ask_or(game, step, answer, f"Super Spies: {step['left']} left; place one on?",
                          options)
    if ask:
        return ask
    cid = int(chosen[2:])
    if game.d(cid).keywords.get("form"):  # a suit form upgrade takes threat
        game.c(cid).add("threat", 1)
    else:
        place_counter(game, cid)
    step["left"] -= 1
    game.push({**step, "k": "hook", "hook": "super_spies"})
    return None


@hook("melinda_may", "look at the top card of the encounter deck; you may discard it")
def melinda_may(game: Any, step: Step, answer: str | None) -> Ask | None:
    deck = game.ids("enc:deck")
    if not deck:
        return None
    top = deck[0]
    options = [("discard", f"Discard {game.name(top)}"), ("keep", "Leave it on top")]
    if answer is None:
        return Ask(step["seat"], f"Melinda May: the top encounter card is {game.name(top)}.",
                   options)
    game.require(answer in dict(options), "discard or keep")
    if answer == "discard":
        game.state.move(top, "enc:discard")
        game.log("Melinda May discards the top card of the encounter deck.")
    return None


@hook("grant_ward", "spend a mental resource, or take damage equal to Grant Ward's ATK and "
      "remove him from the game")
def grant_ward(game: Any, step: Step, answer: str | None) -> Ask | None:
    seat = step["seat"]
    wards = [step["source"]] if game.in_play(step.get("source", -1)) else []
    if not wards:
        return None
    payers = [c for c in game.ids(pzone(seat, "hand"))
              if game.d(c).resources.get("mental") or game.d(c).resources.get("wild")]
    options = [(f"t:{c}", f"Discard {game.name(c)} for a mental resource") for c in payers]
    options.append(("no", "Do not pay"))
    ask, chosen = _ask_or(game, step, answer, "Grant Ward: spend a mental resource?", options)
    if ask:
        return ask
    if chosen == "no":
        game.deal_damage(game.identity(seat), game.atk(wards[0]))
        if game.in_play(wards[0]) and not game.abducted(wards[0]):
            game.reset(wards[0])
            game.state.move(wards[0], "removed")
            game.log("Grant Ward is removed from the game.")
    else:
        game.state.move(int(chosen[2:]), pzone(seat, "discard"))
    return None


@hook("discard_source", "discard this card")
def discard_source(game: Any, step: Step, answer: str | None) -> Ask | None:
    source = step.get("source", -1)
    if source >= 0 and game.in_play(source):
        game.discard(source)
        game.log(f"{game.name(source)} is discarded.")
    return None


# ----------------------------------------------------------------- A.I.M. sets
@hook("aim_soldier", "find A.I.M. Scientist and put it into play engaged with you (if it is in "
      "play, it engages you); if it did not enter play this way, place 1 threat on the main "
      "scheme")
def aim_soldier(game: Any, step: Step, answer: str | None) -> Ask | None:
    seat = step["seat"]
    found = game.find_cards("50083")
    entered = False
    for cid in found:
        zone = game.c(cid).zone
        if zone in ("enc:deck", "enc:discard", "set_aside"):
            game.state.move(cid, pzone(seat, "engaged"))
            game.log(f"A.I.M. Scientist enters play engaged with player {seat + 1}.")
            game.push(EnteredEngaged(cid, seat))
            entered = True
            break
        if zone.endswith(":engaged"):
            game.state.move(cid, pzone(seat, "engaged"))
            game.log(f"A.I.M. Scientist engages player {seat + 1}.")
            break
    if not entered:
        game.push(MainThreat(1))
    return None


@hook("prism_dust", "confuse that minion and deal 2 damage to it")
def prism_dust(game: Any, step: Step, answer: str | None) -> Ask | None:
    """Labeled (attack): a stunned identity's attack is replaced by removing the stun, and
    the whole effect is canceled; the cost (discarding the card) stays paid (RRG STUNNED,
    LABELED ABILITY)."""
    enemy = occurrence_card(game, step)  # the minion that entered play
    you = game.identity(step["seat"])
    if game.is_status(you, "stunned"):
        game.c(you).stunned = 0
        game.log(f"{game.name(you)} is stunned: Prism Dust's attack is replaced by discarding "
                 "the stunned card.")
        return None
    if game.in_play(enemy):
        game.give_status(enemy, "confused")
    if game.in_play(enemy):
        game.deal_damage(enemy, 2)
    return None


@hook("return_to_hand", "return that card from your discard pile to your hand")
def return_to_hand(game: Any, step: Step, answer: str | None) -> Ask | None:
    card, seat = occurrence_card(game, step), step["seat"]  # the Preparation card
    if card >= 0 and game.c(card).zone == pzone(seat, "discard"):
        game.state.move(card, pzone(seat, "hand"))
        game.log(f"{game.name(card)} returns to player {seat + 1}'s hand.")
    return None


@hook("secret_agent", "move 1 threat from a scheme to your suit form upgrade")
def secret_agent(game: Any, step: Step, answer: str | None) -> Ask | None:
    seat = step["seat"]
    schemes = [s for s in game.schemes() if game.can_remove_threat(s)]
    suit = game.suit(seat)
    if not schemes or suit < 0:
        return None
    options = [(f"t:{s}", game.describe_target(s)) for s in schemes]
    ask, chosen = _ask_or(game, step, answer, "Secret Agent: move 1 threat from which scheme?",
                          options)
    if ask:
        return ask
    if game.remove_threat(int(chosen[2:]), 1):
        game.c(suit).add("threat", 1)
    return None


@hook("global_logistics", "exhaust 1 S.H.I.E.L.D. card you control, then look at the top 4 "
      "cards of a player deck or the encounter deck; discard any of them and put the rest "
      "back on the top and/or bottom in the order you choose")
def global_logistics(game: Any, step: Step, answer: str | None) -> Ask | None:
    seat = step["seat"]
    at = step.get("at", "exhaust")
    if at == "exhaust":
        ready = list(dict.fromkeys(
            c for c in game.characters(seat) + game.play_cards(seat)
            if not game.c(c).exhausted and game.has_trait(c, "S.H.I.E.L.D.")))
        if not ready:
            return None
        options = [(f"t:{c}", f"Exhaust {game.name(c)}") for c in ready]
        ask, chosen = _ask_or(game, step, answer, "Global Logistics: exhaust which "
                              "S.H.I.E.L.D. card?", options)
        if ask:
            return ask
        game.c(int(chosen[2:])).exhausted = True
        step["at"], answer = "deck", None
    if step["at"] == "deck":
        options = [(f"d:{pzone(s, 'deck')}", f"Player {s + 1}'s deck") for s in game.seats()]
        options.append(("d:enc:deck", "The encounter deck"))
        ask, chosen = _ask_or(game, step, answer, "Global Logistics: look at which deck?",
                              options)
        if ask:
            return ask
        step["zone"] = chosen[2:]
        step["looked"] = game.ids(step["zone"])[:4]
        step["choices"] = {}
        step["at"], answer = "sort", None
    waiting = [c for c in step["looked"] if str(c) not in step["choices"]]
    if waiting:
        cid = waiting[0]
        options = [("discard", "Discard it"), ("top", "Put it back on top (in order)"),
                   ("bottom", "Put it on the bottom")]
        if answer is None:
            return Ask(seat, f"Global Logistics: card {len(step['choices']) + 1} of "
                       f"{len(step['looked'])} is {game.name(cid)}.", options)
        game.require(answer in dict(options), "discard, top or bottom")
        step["choices"][str(cid)] = answer
        game.push(step)
        return None
    zone = step["zone"]
    deck = game.state.zone(zone)
    # a card moved out of the deck meanwhile (a manual move) stays where it was moved
    looked = [c for c in step["looked"] if game.c(c).zone == zone]
    tops = [c for c in looked if step["choices"][str(c)] == "top"]
    bottoms = [c for c in looked if step["choices"][str(c)] == "bottom"]
    for cid in looked:
        if step["choices"][str(cid)] == "discard":
            game.state.move(cid, "enc:discard" if zone == "enc:deck"
                            else pzone(game.c(cid).owner, "discard"))
    for cid in tops + bottoms:
        deck.remove(cid)
    deck[0:0] = tops
    deck.extend(bottoms)
    game.log(f"Global Logistics: {len(looked) - len(tops) - len(bottoms)} card(s) "
             "discarded.")
    return None
