"""The schema walk (issue 22 part 1): every trigger, occurrence moment, verb, selector key and
condition the content check accepts runs in a set-up game, on a test-only card that uses it.

Each case writes its cards in the card language (read by the content check, so they are
accepted), sets up a Black Widow game, drives the path and checks what happened; while it
drives, a recorder (tests/engine/champions/walk.py) notes each effect the engine ran, the
ability it came from, the selector keys and the conditions it read, and the case fails if
anything its cards name did not run. The last test fails when a construct of the vocabulary
(content/champions/vocabulary.py) has no case: a new construct needs its walk case.

Rules sources: RRG v1.8 (the entries named in the vocabulary); the Agents of S.H.I.E.L.D.
rulebook p. 9 (Preparation abilities while Black Widow is attacked)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest

from content.champions import vocabulary
from engine.champions import ChampionsGame
from engine.champions.core.effect_steps import run_effects
from engine.champions.core.encounter_steps import Reveal
from engine.champions.core.state import pzone
from engine.champions.core.villain_steps import (
    Activate,
    EndRound,
    EnemyAttack,
    EnemyScheme,
    MainThreat,
)
from engine.champions.language.hooks import HOOKS, HookStep, typed_hook
from engine.champions.rules import player_phase, primitives, windows
from tests.engine.champions.helpers import (
    answer,
    keys,
    set_threat,
    start,
    take,
    top_encounter,
)
from tests.engine.champions.walk import (
    Spec,
    ability_constructs,
    catalog_with,
    recording,
    settle,
    use,
)

Ids = dict[str, int]


@dataclasses.dataclass
class Case:
    cards: dict[str, Spec]
    place: dict[str, str]  # card name -> zone ("top": the encounter deck's top)
    drive: Callable[[ChampionsGame, Ids], None]
    check: Callable[[ChampionsGame, Ids], bool]
    heroes: tuple[str, ...] = ("nick-fury",)
    proves: tuple[str, ...] = ()  # what the check proves and the recorder cannot see
    prepare: Callable[[ChampionsGame, Ids], None] | None = None


def walked(game: ChampionsGame, cid: int) -> bool:
    return game.c(cid).count("walked") > 0


def traits(name: str) -> Callable[[ChampionsGame, Ids], bool]:
    return lambda g, i: "Walked" in g.traits(i[name])


def refresh(game: ChampionsGame) -> None:
    game.refresh()
    settle(game)


def hero(game: ChampionsGame) -> None:
    if game.state.players[0].form != "hero":
        answer(game, "flip")


def act(text: str, kind: str = "support", trigger: str = "action", extra: str = "") -> Spec:
    """A card with one ability (an action by default) whose effects are ``text``."""
    return Spec(kind, f'[[ability]]\ntrigger = "{trigger}"\n{extra}\neffects = {text}')


MARK = '[{ place_counter = 1, counter = "walked", target = "self" }]'
TRAIT = '[{ gain_trait = "Walked", target = "self" }]'


def run(effects: str, check: Callable[[ChampionsGame, Ids], bool], *,
        kind: str = "support", extra: str = "", picks: tuple[str, ...] = (),
        more: dict[str, Spec] | None = None, place: dict[str, str] | None = None,
        prepare: Callable[[ChampionsGame, Ids], None] | None = None,
        heroes: tuple[str, ...] = ("nick-fury",), form: str = "") -> Case:
    """A case whose card is in your play area with an action of ``effects``, used once."""
    def drive(game: ChampionsGame, ids: Ids) -> None:
        if form == "hero":
            hero(game)
        use(game, ids["card"], 0, picks)
    return Case({"card": act(effects, kind, extra=extra), **(more or {})},
                {"card": pzone(0, "play"), **(place or {})}, drive, check, heroes,
                prepare=prepare)


# ------------------------------------------------------------- occurrences
def _damaged(game: ChampionsGame) -> None:
    game.c(game.identity(0)).add("damage", 2)


CAUSES: dict[str, Callable[[ChampionsGame, Ids], None]] = {
    "enemy_attack": lambda g, i: (g.push(EnemyAttack(g.villain(), 0)), refresh(g)),
    "attack_damage": lambda g, i: (g.push(EnemyAttack(g.villain(), 0)), refresh(g)),
    "reveal": lambda g, i: (g.push(Reveal(top_encounter(g, "01186"), 0)), refresh(g)),
    "attack": lambda g, i: (hero(g), answer(g, "attack"), settle(g)),
    "thwart": lambda g, i: (hero(g), answer(g, "thwart"), settle(g)),
    "basic_power": lambda g, i: (answer(g, f"ally_thwart:{i['other']}"), settle(g)),
    "play": lambda g, i: (answer(g, f"play:{i['other']}"), settle(g)),
    "enters_play": lambda g, i: (player_phase.enter_play(g, 0, i["other"]), refresh(g)),
    "preparation": lambda g, i: (windows.preparation_used(g, 0, i["other"]), refresh(g)),
    "player_phase_end": lambda g, i: (answer(g, "end"), settle(g)),
    "round_end": lambda g, i: (g.push(EndRound()), refresh(g)),
    "encounter_discard": lambda g, i: (run_effects(g, 0, g.villain(), (
        {"discard": True, "target": {"name": g.d(i["other"]).name}},)), refresh(g)),
    "dealt": lambda g, i: (primitives.deal_encounter(g, 0), refresh(g)),
    "scheme": lambda g, i: (g.push(EnemyScheme(g.villain(), 0)), refresh(g)),
    "activation": lambda g, i: (g.push(Activate(g.villain(), 0)), refresh(g)),
    "damage": lambda g, i: (primitives.deal_damage(g, g.identity(0), 1), refresh(g)),
    "main_threat": lambda g, i: (g.push(MainThreat(1)), refresh(g)),
    "defeated": lambda g, i: (primitives.deal_damage(g, i["other"], 9), refresh(g)),
    "completed": lambda g, i: (set_threat(g, g.scheme_target(g.main_scheme()) - 1),
                               primitives.place_threat(g, g.main_scheme(), 1), refresh(g)),
    "last_threat_removed": lambda g, i: (primitives.remove_threat(g, i["other"], 9),
                                         refresh(g)),
    "counters": lambda g, i: (primitives.place_counters(g, g.villain(), "x", 1), refresh(g)),
    "healed": lambda g, i: (_damaged(g), primitives.heal(g, g.identity(0), 1), refresh(g)),
    "drawn": lambda g, i: (primitives.draw(g, 0, 1), refresh(g)),
    "discarded": lambda g, i: (primitives.discard(g, i["other"]), refresh(g)),
    "threat_placed": lambda g, i: (primitives.place_threat(g, g.main_scheme(), 1), refresh(g)),
    "threat_removed": lambda g, i: (primitives.remove_threat(g, g.main_scheme(), 1),
                                    refresh(g)),
    "flipped": lambda g, i: (answer(g, "flip"), settle(g)),
    "stage_advanced": lambda g, i: (primitives.villain_defeated(g, g.villain()), refresh(g)),
    "left_play": lambda g, i: (primitives.leave_play(g, i["other"], "hand"), refresh(g)),
    "phase_started": lambda g, i: (answer(g, "end"), settle(g)),
    "place_threat_step": lambda g, i: (g.push(MainThreat(1, villain_step=True)), refresh(g)),
}
# the other card an occurrence needs: (spec, zone)
OTHERS: dict[str, tuple[Spec, str]] = {
    "play": (act("[{ draw = 1 }]", "event", "play"), pzone(0, "hand")),
    "enters_play": (Spec("ally", ""), pzone(0, "hand")),
    "basic_power": (Spec("ally", ""), pzone(0, "play")),
    "preparation": (Spec("preparation", ""), pzone(0, "play")),
    "encounter_discard": (Spec("support", ""), pzone(0, "play")),
    "defeated": (Spec("minion", ""), pzone(0, "engaged")),
    "last_threat_removed": (Spec("side_scheme", ""), "schemes"),
    "discarded": (Spec("support", ""), pzone(0, "play")),
    "left_play": (Spec("support", ""), pzone(0, "play")),
}


def _occurrence_case(on: str, moment: str) -> Case:
    trigger = {"would": "forced_interrupt", "after": "forced_response"}[moment]
    watch = act(TRAIT if on == "counters" else MARK, "support", trigger, f'on = "{on}"')
    cards, place = {"watch": watch}, {"watch": pzone(0, "play")}
    if on in OTHERS:
        cards["other"], place["other"] = OTHERS[on]

    def prepare(game: ChampionsGame, ids: Ids) -> None:
        if on == "last_threat_removed":
            game.c(ids["other"]).counters["threat"] = 1
    mark = traits("watch") if on == "counters" else lambda g, i: walked(g, i["watch"])
    return Case(cards, place, CAUSES[on], mark, prepare=prepare)


OCCURRENCE_CASES = {f"occurrence-{on}-{moment}": _occurrence_case(on, moment)
                    for on, occurrence in vocabulary.OCCURRENCES.items() if on != "spent"
                    for moment in occurrence.moments}


def _spend(game: ChampionsGame, ids: Ids) -> None:
    answer(game, f"play:{ids['bought']}")
    settle(game, ("Spend Walk 90000", "Spend Walk 90002", "pay"))


SPENT = {
    "occurrence-spent-would-and-after": Case(
        {"coin": Spec("resource", '[[ability]]\ntrigger = "interrupt"\non = "spent"\n'
                                  'of = "self"\neffects = [{ exhaust = true, generate = '
                                  '"printed", up_to = 1, target = { type = "ally", '
                                  'controller = "you", name = "Walk 90002" } }]\n'
                                  '[[ability]]\ntrigger = "response"\non = "spent"\n'
                                  'of = "self"\neffects = [{ place_counter = 1, counter = '
                                  '"walked", target = "that" }]'),
         "bought": Spec("support", "", name="Walk bought"),
         "payer": Spec("ally", "", name="Walk 90002")},
        {"coin": pzone(0, "hand"), "bought": pzone(0, "hand"), "payer": pzone(0, "play")},
        _spend, lambda g, i: walked(g, i["bought"]) and g.c(i["payer"]).exhausted,
        proves=("occurrence:spent:would", "trigger:interrupt", "verb:exhaust",
                "selector:type", "selector:controller", "selector:name"),
        prepare=lambda g, i: _costs(g, i["bought"], 3)),
}


# ------------------------------------------------------------- triggers
def _attack_villain(game: ChampionsGame, ids: Ids) -> None:
    hero(game)
    answer(game, "attack")
    settle(game, ("Black Widow",))


TRIGGERS = {
    "trigger-when-revealed": Case(
        {"card": act('[{ place_threat = 1, target = "main_scheme" }]', "treachery",
                     "when_revealed")}, {"card": "top"},
        lambda g, i: (g.push(Reveal(i["card"], 0)), refresh(g)),
        lambda g, i: g.c(g.main_scheme()).count("threat") == 3),
    "trigger-when-defeated": Case(
        {"card": act('[{ place_threat = 1, target = "main_scheme" }]', "minion",
                     "when_defeated")}, {"card": pzone(0, "engaged")},
        lambda g, i: (primitives.deal_damage(g, i["card"], 9), refresh(g)),
        lambda g, i: g.c(g.main_scheme()).count("threat") == 3),
    "trigger-boost": Case(
        {"card": act('[{ place_counter = 1, counter = "walked", target = "villain" }]',
                     "boosted", "boost")}, {"card": "top"},
        lambda g, i: (g.push(EnemyAttack(g.villain(), 0)), refresh(g)),
        lambda g, i: walked(g, g.villain())),
    "trigger-preparation": Case(
        {"card": act('[{ place_counter = 1, counter = "walked", target = "villain" }]',
                     "treachery", "preparation")}, {"card": "top"},
        _attack_villain, lambda g, i: walked(g, g.villain())),
    "trigger-enters-play-optional": Case(
        {"card": act(MARK, "ally", "enters_play", "optional = true")},
        {"card": pzone(0, "hand")},
        lambda g, i: (answer(g, f"play:{i['card']}"), settle(g)),
        lambda g, i: walked(g, i["card"])),
    "trigger-enters-play-encounter": Case(
        {"card": act(MARK, "minion", "enters_play")}, {"card": "top"},
        lambda g, i: (g.push(Reveal(i["card"], 0)), refresh(g)),
        lambda g, i: walked(g, i["card"])),
    "trigger-play": Case(
        {"card": act('[{ place_counter = 1, counter = "walked", target = "villain" }]',
                     "event", "play")}, {"card": pzone(0, "hand")},
        lambda g, i: (answer(g, f"play:{i['card']}"), settle(g)),
        lambda g, i: walked(g, g.villain())),
    "trigger-hero-action": Case(
        {"card": act(MARK, "support", "hero_action")}, {"card": pzone(0, "play")},
        lambda g, i: (hero(g), use(g, i["card"])), lambda g, i: walked(g, i["card"])),
    "trigger-alter-ego-action": Case(
        {"card": act(MARK, "support", "alter_ego_action")}, {"card": pzone(0, "play")},
        lambda g, i: use(g, i["card"]), lambda g, i: walked(g, i["card"])),
    "trigger-forced-action": Case(
        {"card": act(MARK, "support", "forced_action")}, {"card": pzone(0, "play")},
        lambda g, i: (_forced_first(g), use(g, i["card"])),
        lambda g, i: walked(g, i["card"]) and "end" in keys(g)),
    "trigger-hand-action": Case(
        {"card": act('[{ place_counter = 1, counter = "walked", target = "villain" }]',
                     "event", "hand_action")}, {"card": pzone(0, "hand")},
        lambda g, i: use(g, i["card"]), lambda g, i: walked(g, g.villain())),
    "trigger-resource-paying-for-trait": Case(
        {"card": Spec("support", '[[ability]]\ntrigger = "resource"\n'
                                 'if = { paying_for_trait = "Walked" }\n'
                                 'cost = ["exhaust_self"]\ngenerate = { wild = 1 }'),
         "bought": Spec("upgrade", "", traits=("Walked",))},
        {"card": pzone(0, "play"), "bought": pzone(0, "hand")},
        lambda g, i: (answer(g, f"play:{i['bought']}"), settle(g, ("Spend Walk 90000", "pay"))),
        lambda g, i: g.in_play(i["bought"]) and g.c(i["card"]).exhausted,
        prepare=lambda g, i: _costs(g, i["bought"], 1)),
    "trigger-constant": Case(
        {"card": Spec("support", '[[ability]]\ntrigger = "constant"\n'
                                 'if = { form = "alter_ego" }\n'
                                 'effects = [{ trait = "Walked", to = "self" }]')},
        {"card": pzone(0, "play")}, lambda g, i: g.traits(i["card"]), traits("card")),
    "trigger-setup-identity": Case(
        {"card": Spec("alter_ego", '[[ability]]\ntrigger = "setup"\neffects = ' + MARK,
                      code="50034b", name="Nick Fury")}, {},
        lambda g, i: None, lambda g, i: walked(g, g.identity(0))),
    "trigger-setup-main-scheme": Case(
        {"card": Spec("main_scheme", '[[ability]]\ntrigger = "setup"\neffects = ' + MARK,
                      code="50067a", name="The Widow's Web")}, {},
        lambda g, i: None, lambda g, i: walked(g, g.main_scheme())),
    "trigger-interrupt-optional": Case(
        {"card": act('[{ cancel = true }]', "support", "interrupt", 'on = "reveal"')},
        {"card": pzone(0, "play")},
        lambda g, i: (g.push(Reveal(top_encounter(g, "01186"), 0)), g.refresh(),
                      settle(g, ("Use Walk",))),
        lambda g, i: g.c(g.main_scheme()).count("threat") == 2),
    "trigger-response-optional": Case(
        {"card": act(MARK, "support", "response", 'on = "reveal"')},
        {"card": pzone(0, "play")},
        lambda g, i: (g.push(Reveal(top_encounter(g, "01186"), 0)), g.refresh(),
                      settle(g, ("Use Walk",))),
        lambda g, i: walked(g, i["card"])),
}


def _forced_first(game: ChampionsGame) -> None:
    """RRG FORCED: the turn cannot end while a forced action can be resolved."""
    assert "end" not in keys(game)


def _costs(game: ChampionsGame, cid: int, cost: int) -> None:
    game.d(cid).stats["cost"] = cost


# ------------------------------------------------------------- verbs
def _damage(n: int) -> Callable[[ChampionsGame, Ids], bool]:
    return lambda g, i: g.c(g.villain()).count("damage") == n


def _in(zone: str, name: str = "card") -> Callable[[ChampionsGame, Ids], bool]:
    return lambda g, i: g.c(i[name]).zone == zone


VERBS = {
    "verb-damage-selector-type": run('[{ damage = 2, target = { type = "villain" } }]',
                                     _damage(2)),
    "verb-damage-attack": run('[{ damage = 2, attack = true, ranged = true }]', _damage(2),
                              picks=("Black Widow",), form="hero"),
    "verb-heal": run("[{ heal = 1 }]", lambda g, i: g.c(g.identity(0)).count("damage") == 1,
                     prepare=lambda g, i: _damaged(g)),
    "verb-status": run('[{ status = "stunned", target = "villain" }]',
                       lambda g, i: g.c(g.villain()).stunned == 1),
    "verb-ready-and-exhaust": run('[{ exhaust = true, target = "your_identity" }, '
                                  "{ ready = true }]",
                                  lambda g, i: not g.c(g.identity(0)).exhausted
                                  and "is exhausted" in "\n".join(g.state.log[-3:])),
    "verb-discard-selector-name": run(
        '[{ discard = true, target = { name = "Walk 90001" } }]',
        _in(pzone(0, "discard"), "other"), more={"other": Spec("support", "")},
        place={"other": pzone(0, "play")}),
    "verb-return-to-hand": run('[{ return_to_hand = true }]', _in(pzone(0, "hand"))),
    "verb-remove-from-game": run('[{ remove_from_game = true }]', _in("removed")),
    "verb-put-into-play-zone-controller": run(
        '[{ put_into_play = true, target = { type = "ally", zone = "hand", controller = '
        '"you", name = "Walk 90001" } }]', _in(pzone(0, "play"), "other"),
        more={"other": Spec("ally", "")},
        place={"other": pzone(0, "hand")}),
    "verb-put-into-play-facedown-top": run(
        '[{ put_into_play = true, target = { zone = "deck", controller = "you", top = 1 }, '
        'facedown = true, as_minion = { trait = "Walked", attack = 1 } }]',
        lambda g, i: any(g.c(m).facedown for m in g.minions(0))),
    "verb-engage-engaged-with": run(
        '[{ engage = true, target = { type = "minion", engaged_with = "other", name = '
        '"Walk 90001" } }]',
        _in(pzone(0, "engaged"), "other"), more={"other": Spec("minion", "")},
        place={"other": pzone(1, "engaged")}, heroes=("nick-fury", "maria-hill")),
    "verb-gain-trait": run('[{ gain_trait = "Walked", target = "self", until = "round" }]',
                           traits("card")),
    "verb-flip-keyword": run('[{ flip = "Stealth", target = { keyword = "form" } }]',
                             lambda g, i: g.d(g.suit(0)).name == "Stealth"),
    "verb-flip-over": run('[{ flip_over = true, target = { name = "Alert Level" } }]',
                          lambda g, i: g.c(i["other"]).code == "50090b",
                          more={"other": Spec("environment", "", code="50090a",
                                              name="Alert Level")},
                          place={"other": "environment"}),
    "verb-reset-hit-points": run('[{ reset_hit_points = 3, target = "villain" }]',
                                 lambda g, i: g.hp(g.villain()) == 3),
    "verb-change-form": run('[{ change_form = "hero" }]',
                            lambda g, i: g.state.players[0].form == "hero"),
    "verb-attach": run('[{ attach = "self", target = "villain" }]',
                       lambda g, i: g.c(i["card"]).attached_to == g.villain()),
    "verb-host-attached-to": run(
        '[{ host = "self", target = { type = "minion" } }, { place_counter = 1, counter = '
        '"walked", target = { attached_to = "self" }, each = true }]',
        lambda g, i: any(walked(g, m) for m in g.attachments(i["card"]))),
    "verb-tuck": run('[{ tuck = { name = "Abduct Superhumans" }, target = { type = "ally" } '
                     "}]", _in("tucked", "other"),
                     more={"other": Spec("ally", ""),
                           "scheme": Spec("side_scheme", "", code="50081",
                                          name="Abduct Superhumans")},
                     place={"other": pzone(0, "play"), "scheme": "schemes"}),
    "verb-set-aside": run('[{ set_aside = true }]', _in("set_aside")),
    "verb-swap-villain": run('[{ swap_villain = true }]',
                             lambda g, i: g.c(g.villain()).code == "50066",
                             prepare=lambda g, i: i.update(third=take(g, "50066",
                                                                      "set_aside"))),
    "verb-place-threat": run("[{ place_threat = 1, per_player = true }]",
                             lambda g, i: g.c(g.main_scheme()).count("threat") == 3),
    "verb-remove-threat-thwart": run("[{ remove_threat = 1, thwart = true }]",
                                     lambda g, i: g.c(g.main_scheme()).count("threat") == 1,
                                     form="hero"),
    "verb-place-and-remove-counter": run(
        '[{ place_counter = 2, counter = "walked" }, { remove_counter = 1, counter = '
        '"walked" }]', lambda g, i: g.c(i["card"]).count("walked") == 1),
    "verb-draw-player": run('[{ draw = 1, player = "first_player" }]',
                            lambda g, i: len(g.ids(pzone(0, "hand"))) == 7),
    "verb-search": run('[{ search = { trait = "Walked" } }]', _in(pzone(0, "hand"), "other"),
                       more={"other": Spec("upgrade", "", traits=("Walked",))},
                       place={"other": pzone(0, "deck")}),
    "verb-look": run('[{ look = 1, deck = "encounter_deck", choices = ["discard"] }]',
                     lambda g, i: len(g.ids("enc:discard")) == 1),
    "verb-shuffle": run('[{ shuffle = "your_deck" }]',
                        lambda g, i: len(g.ids(pzone(0, "deck"))) > 0),
    "verb-shuffle-into": run('[{ shuffle_into = "your_deck" }]', _in(pzone(0, "deck"))),
    "verb-discard-top": run('[{ discard_top = 2 }]',
                            lambda g, i: len(g.ids("enc:discard")) == 2),
    "verb-discard-until-reveal": run(
        '[{ discard_until = { name = "Walk 90001" } }, { reveal = "it" }]',
        lambda g, i: g.c(g.main_scheme()).count("threat") == 3,
        more={"other": act('[{ place_threat = 1, target = "main_scheme" }]', "treachery",
                           "when_revealed")}, place={"other": "top"}),
    "verb-reveal-encounter": run("[{ reveal_encounter = true }]",
                                 lambda g, i: "Player 1 reveals" in "\n".join(g.state.log)),
    "verb-deal-encounter": run("[{ deal_encounter = 1 }]",
                               lambda g, i: len(g.ids(pzone(0, "dealt"))) == 1),
    "verb-deal-from-top": run('[{ deal_from_top = 3, by = "you" }]',
                              lambda g, i: len(g.ids(pzone(0, "dealt"))) == 1),
    "verb-swap-dealt": run('[{ swap = [{ zone = "dealt", controller = "any" }, '
                           '{ zone = "encounter_deck", top = 1 }] }]',
                           lambda g, i: "two cards are swapped" in "\n".join(g.state.log),
                           picks=("Swap ", "done"),
                           prepare=lambda g, i: primitives.deal_encounter(g, 0, offer=False)),
    "verb-bring-linked": run("[{ bring_linked = true }]", _in(pzone(0, "play"), "linked"),
                             more={"linked": Spec("ally", "", keywords={"linked": "90000"})},
                             place={"linked": "set_aside"}),
    "verb-villain-schemes": run("[{ villain_schemes = true }]",
                                lambda g, i: g.c(g.main_scheme()).count("threat") > 2),
    "verb-villain-attacks": run("[{ villain_attacks = true, extra_boost = 1 }]",
                                lambda g, i: g.c(g.identity(0)).count("damage") > 0),
    "verb-enemies-attack": run("[{ enemies_attack = true }]",
                               lambda g, i: g.c(g.identity(0)).count("damage") > 0),
    "verb-enemy-attacks": run('[{ enemy_attacks = "villain", extra_boost = 1, overkill = true }]',
                              lambda g, i: g.c(g.identity(0)).count("damage") > 0),
    "verb-advance": run('[{ advance = "villain" }]',
                        lambda g, i: g.d(g.villain()).stats.get("stage") == "II"),
    "verb-end-game": run('[{ end_game = "win", cause = "walked" }]',
                         lambda g, i: g.state.outcome == "win"),
    "verb-resolve": run('[{ discard_top = 1 }, { resolve = "when_revealed", target = "it" }]',
                        lambda g, i: g.c(g.main_scheme()).count("threat") == 3,
                        more={"other": act('[{ place_threat = 1, target = "main_scheme" }]',
                                           "treachery", "when_revealed")},
                        place={"other": "top"}),
    "verb-if-did-exists-none-count": run(
        '[{ place_counter = 1, counter = "walked" }, { if = { did = true, exists = { name = '
        '"Walk 90000" }, none = { name = "Nobody" }, count = { counters = "walked", on = '
        '"self" }, at_least = 1 }, then = [{ place_counter = 1, counter = "walked" }] }, '
        '{ if = { did = false }, otherwise = [{ place_counter = 1, counter = "walked" }] }]',
        lambda g, i: g.c(i["card"]).count("walked") == 3),
    "verb-choose-one": run('[{ choose_one = [{ effects = [{ place_counter = 1, counter = '
                           '"walked" }] }, { text = "Two", effects = [{ place_counter = 2, '
                           'counter = "walked" }] }] }]',
                           lambda g, i: walked(g, i["card"]), picks=("Place",)),
    "verb-choose-player": run('[{ choose_player = true, then = [{ draw = 1, player = '
                              '"player" }] }]',
                              lambda g, i: len(g.ids(pzone(0, "hand"))) == 7),
    "verb-choose-number": run('[{ choose_number = 2, at_most = 3, then = [{ place_counter = '
                              '{ var = "x" }, counter = "walked" }] }]',
                              lambda g, i: g.c(i["card"]).count("walked") == 2,
                              picks=("n:2",)),
    "verb-repeat": run('[{ repeat = 2, effects = [{ place_counter = 1, counter = "walked" '
                       "}] }]", lambda g, i: g.c(i["card"]).count("walked") == 2),
    "verb-for-each": run('[{ for_each = { type = "minion" }, effects = [{ place_counter = 1, '
                         'counter = "walked", target = "it" }] }]',
                         lambda g, i: all(walked(g, m) for m in g.minions())),
    "verb-for-each-player": run('[{ for_each_player = true, effects = [{ draw = 1 }] }]',
                                lambda g, i: all(len(g.ids(pzone(s, "hand"))) == 7
                                                 for s in g.seats()),
                                heroes=("nick-fury", "maria-hill")),
    "verb-later": run('[{ later = "phase_end", effects = [{ place_counter = 1, counter = '
                      '"walked" }] }]', lambda g, i: walked(g, i["card"])),
    "verb-hook": run('[{ hook = "walk_mark" }]', lambda g, i: walked(g, g.villain())),
}


if "walk_mark" not in HOOKS:
    @typed_hook("walk_mark", "mark the villain")
    def _walk_mark(game: ChampionsGame, step: HookStep, answer: str | None) -> None:
        game.c(game.villain()).add("walked", 1)


def _end_turn_and_settle(game: ChampionsGame, ids: Ids) -> None:
    answer(game, "end")
    settle(game)


VERBS["verb-later"] = dataclasses.replace(
    VERBS["verb-later"], drive=lambda g, i: (use(g, i["card"]), _end_turn_and_settle(g, i)))


# --- verbs that act on the occurrence answered, or the attack under way
def _window(effects: str, on: str, cause: str = "",
            check: Callable[[ChampionsGame, Ids], bool] = traits("card")) -> Case:
    """A forced interrupt of ``effects`` to ``on`` on a card in your play area; ``cause``
    (default ``on``) makes the occurrence happen."""
    card = act(effects, "support", "forced_interrupt", f'on = "{on}"')
    return Case({"card": card}, {"card": pzone(0, "play")}, CAUSES[cause or on], check)


ANSWERS = {
    "verb-cancel": _window("[{ cancel = true }]", "reveal",
                           check=lambda g, i: g.c(g.main_scheme()).count("threat") == 2),
    "verb-prevent-damage": _window('[{ prevent_damage = "all" }]', "damage",
                                   check=lambda g, i: not g.c(g.identity(0)).count("damage")),
    "verb-divert": _window("[{ divert = 1 }]", "main_threat",
                           check=lambda g, i: g.c(i["card"]).count("threat") == 1),
    "verb-reverse-activation": _window(
        "[{ reverse_activation = true }]", "scheme",
        check=lambda g, i: g.c(g.main_scheme()).count("threat") < 2),
    "verb-scheme-instead": _window(
        "[{ scheme_instead = true }]", "enemy_attack",
        check=lambda g, i: not g.c(g.identity(0)).count("damage")),
    "verb-power-bonus": _window(
        "[{ power_bonus = 1 }]", "basic_power", cause="thwart",
        check=lambda g, i: "basic power gets +1" in "\n".join(g.state.log)),
    "verb-attack-bonus": _window(
        "[{ attack_bonus = 1 }]", "attack",
        check=lambda g, i: "deals 1 more damage" in "\n".join(g.state.log)),
    "verb-prevent-attack-damage-after-attack": _window(
        '[{ prevent_attack_damage = "all" }, { after_attack = [{ place_counter = { var = '
        '"prevented" }, counter = "walked", target = "villain" }] }]', "attack",
        check=lambda g, i: walked(g, g.villain()) and not g.c(g.villain()).count("damage")),
    "verb-redirect-attack": _window(
        '[{ redirect_attack = true, target = { type = "minion" } }]', "attack",
        check=lambda g, i: not g.c(g.villain()).count("damage")),
    "verb-surge": Case({"card": act("[{ surge = true }]", "treachery", "when_revealed")},
                       {"card": "top"}, lambda g, i: (g.push(Reveal(i["card"], 0)),
                                                      refresh(g)),
                       lambda g, i: "surge" in "\n".join(g.state.log).lower()),
    "verb-attacker-word": Case(
        {"card": act('[{ after_attack = [{ place_counter = 1, counter = "walked", target = '
                     '"attacker" }] }]', "treachery", "preparation")}, {"card": "top"},
        _attack_villain, lambda g, i: walked(g, g.identity(0))),
}


# ------------------------------------------------------------- selectors, conditions
SELECTORS = {
    "selectors-many": run(
        '[{ for_each = { type = "support", controller = "you", owner = "you", exhausted = '
        'false, facedown = false, permanent = false, unique = false, form = "alter_ego", '
        'not_self = true, not = "villain", top = 9, zone = "play" }, effects = [{ '
        'place_counter = 1, counter = "walked", target = "it" }] }]',
        lambda g, i: walked(g, i["other"]) and not walked(g, i["card"]),
        more={"other": Spec("support", "")}, place={"other": pzone(0, "play")}),
    "selectors-status-has-most": run(
        '[{ status = "stunned", target = "villain" }, { place_counter = 1, counter = "walked",'
        ' target = { status = "stunned", has = "threat", most = "hit_points" }, each = true },'
        ' { place_counter = 1, counter = "walked", target = { type = "enemy", without_status '
        '= "stunned", fewest = "hit_points" }, each = true }]',
        lambda g, i: walked(g, g.villain()) and all(walked(g, m) for m in g.minions()),
        prepare=lambda g, i: g.c(g.villain()).add("threat", 1)),
    "selectors-resource-shares-trait-keyword-random": run(
        '[{ discard = true, target = { zone = "hand", controller = "you", resource = '
        '"mental", random = true } }, { place_counter = 1, counter = "walked", target = { '
        'shares_trait = "self", keyword = "patrol" }, each = true }]',
        lambda g, i: walked(g, i["other"]), more={
            "other": Spec("minion", "", keywords={"patrol": True}, traits=("Location",))},
        place={"other": pzone(0, "engaged")}),
    "conditions-of-an-action": run(
        MARK, extra='if = { form = "alter_ego", suit = "assault", expert = false, mode = '
                    '"standard", exists = { type = "minion" }, none = { name = "Nobody" }, '
                    'count = { per_player = 1 }, at_least = 1, at_most = 1, side = "b", of = '
                    '"main_scheme", needs = "shield_support_or_suit", limit = "round" }',
        check=lambda g, i: walked(g, i["card"]) and f"ab:{i['card']}:0" not in keys(g)),
    "conditions-status-test": run(
        '[{ status = "stunned" }, { if = { status = "stunned", of = "you" }, then = ['
        '{ place_counter = 1, counter = "walked" }] }]', lambda g, i: walked(g, i["card"])),
}


CASES: dict[str, Case] = {**OCCURRENCE_CASES, **SPENT, **TRIGGERS, **VERBS, **ANSWERS,
                          **SELECTORS}

# --- issue 24: Helicarrier's "the next card that player plays this phase costs 1 less"
CASES.update({
    "verb-reduce-next-cost": run('[{ reduce_next_cost = 1, player = "first_player" }]',
                                 lambda g, i: player_phase.next_cost_reduction(g, 0) == 1),
})

# --- issue 22 part 3: indirect damage (RRG v1.8 INDIRECT DAMAGE)
CASES.update({
    "verb-indirect-damage": run(
        '[{ indirect_damage = 2, player = "first_player" }, { indirect_damage = 1, group = '
        "true }]", lambda g, i: g.c(g.identity(0)).count("damage") == 3),
})

# --- issue 22 part 3: the activation under way (RRG v1.8 BOOST)
CASES.update({
    "verb-more-boost-cards-gain-boost-icons": Case(
        {"card": act("[{ more_boost_cards = 1 }, { gain_boost_icons = 1 }]", "boosted",
                     "boost")}, {"card": "top"},
        lambda g, i: (g.push(EnemyAttack(g.villain(), 0)), refresh(g)),
        lambda g, i: "more boost card(s) for this activation" in "\n".join(g.state.log)
        and "gains 1 boost icon(s)" in "\n".join(g.state.log)),
})

# --- issue 22 part 3: find (RRG v1.8 FIND)
CASES.update({
    "verb-find": run('[{ find = { name = "Walk 90001" } }, { place_counter = 1, counter = '
                     '"walked", target = "it" }]', lambda g, i: walked(g, i["other"]),
                     more={"other": Spec("support", "")}, place={"other": pzone(0, "discard")}),
})


# ------------------------------------------------------------- issue 22 part 3: limits
def _twice(cause: str) -> Callable[[ChampionsGame, Ids], None]:
    return lambda g, i: (CAUSES[cause](g, i), CAUSES[cause](g, i), None)[-1]


LIMITS = {
    "conditions-limit-on-a-window-ability": Case(
        {"watch": act(MARK, "support", "forced_response",
                      'on = "threat_placed"\nif = { limit = "round" }')},
        {"watch": pzone(0, "play")}, _twice("threat_placed"),
        lambda g, i: g.c(i["watch"]).count("walked") == 1),
    "verb-gets-until-the-end-of-the-phase": run(
        '[{ gets = { trait = "Walked" }, target = "self", until = "phase" }]', traits("card")),
    "constant-on-you-with-a-variable-amount": Case(
        {"card": act('[{ stat = "hand_size", amount = { count = { type = "villain" } }, to = '
                     '"you" }]', "support", "constant")}, {"card": pzone(0, "play")},
        lambda g, i: None, lambda g, i: player_phase.hand_size(g, 0) == g.d(
            g.identity(0)).stat("hand_size") + 1),
    "amount-to-a-maximum-of": run(
        '[{ place_counter = { per_player = 5, max = 2 }, counter = "walked", target = "self" }]',
        lambda g, i: g.c(i["card"]).count("walked") == 2),
}
CASES.update(LIMITS)


# ------------------------------------------------------------- encounter cards' abilities
# (issue 22 part 3: actions, windows and setup on encounter cards; fixtures/encounter.toml)
def _on_villain(game: ChampionsGame, ids: Ids) -> None:
    game.c(ids["card"]).attached_to = game.villain()
    game.refresh()


ENCOUNTER_CASES: dict[str, Case] = {
    "trigger-hero-action-on-an-encounter-attachment": Case(
        {"card": act(MARK, "attachment", "hero_action")}, {"card": "attached"},
        lambda g, i: (hero(g), use(g, i["card"])), lambda g, i: walked(g, i["card"]),
        prepare=_on_villain),
    "trigger-interrupt-on-an-encounter-card": Case(
        {"card": act('[{ cancel = true }]', "environment", "interrupt", 'on = "reveal"')},
        {"card": "environment"},
        lambda g, i: (g.push(Reveal(top_encounter(g, "01186"), 0)), g.refresh(),
                      settle(g, ("Use Walk",))),
        lambda g, i: g.c(g.main_scheme()).count("threat") == 2),
    "trigger-response-on-an-encounter-card": Case(
        {"card": act(MARK, "side_scheme", "response", 'on = "reveal"')}, {"card": "schemes"},
        lambda g, i: (g.push(Reveal(top_encounter(g, "01186"), 0)), g.refresh(),
                      settle(g, ("Use Walk",))),
        lambda g, i: walked(g, i["card"])),
    "verb-activates": run('[{ activates = true, target = "villain" }]',
                          lambda g, i: g.c(g.main_scheme()).count("threat") > 2),
    "verb-more-boost-cards-when-an-enemy-activates": Case(
        {"card": act("[{ more_boost_cards = 1 }]", "minion", "forced_interrupt",
                     'on = "activation"\nof = "self"')}, {"card": pzone(0, "engaged")},
        lambda g, i: (g.push(Activate(i["card"], 0)), refresh(g)),
        lambda g, i: any("1 more boost card" in line for line in g.state.log)),
    "trigger-setup-villain": Case(
        {"card": Spec("villain", '[[ability]]\ntrigger = "setup"\neffects = ' + MARK,
                      code="50064", name="Black Widow")}, {},
        lambda g, i: None, lambda g, i: walked(g, g.villain())),
}
CASES.update(ENCOUNTER_CASES)


def _place(game: ChampionsGame, code: str, zone: str) -> int:
    """A test card into its zone: a player card owned by the seat whose zone it is."""
    if zone == "top":
        return top_encounter(game, code)
    player = game.catalog.cards[code].type in vocabulary.HAND and zone.startswith("P")
    return take(game, code, zone, owner=int(zone[1:zone.index(":")]) if player else None)


def _run(name: str) -> tuple[set[str], set[str]]:
    """Play case ``name``; what its cards name, and what the engine ran."""
    case = CASES[name]
    cards, codes = catalog_with(case.cards)
    with recording() as ran:
        game = start(case.heroes, cards=cards, allow_duplicate_heroes=True)
        ids = {n: _place(game, codes[n], zone) for n, zone in case.place.items()}
        ids.update({n: -1 for n in codes if n not in ids})
        game.refresh()
        if case.prepare:
            case.prepare(game, ids)
        case.drive(game, ids)
        assert case.check(game, ids), f"{name}: the outcome did not happen"
    named = set().union(*(ability_constructs(a) for n in codes
                          for a in cards.cards[codes[n]].abilities))
    return named, ran.constructs(cards) | set(case.proves)


@pytest.mark.parametrize("name", list(CASES))
def test_a_walk_case_runs_what_its_card_says(name: str) -> None:
    named, ran = _run(name)
    assert not named - ran, f"{name}: named but never ran: {sorted(named - ran)}"


def constructs() -> set[str]:
    """Every construct the vocabulary accepts, as the walk names them."""
    out = {f"trigger:{t}" for t in vocabulary.TRIGGERS}
    out |= {f"occurrence:{on}:{m}" for on, o in vocabulary.OCCURRENCES.items()
            for m in o.moments}
    out |= {f"verb:{v}" for v in vocabulary.VERBS}
    out |= {f"selector:{k}" for k in vocabulary.SELECTOR_KEYS}
    out |= {f"condition:{k}" for k in (*vocabulary.CONDITIONS, *vocabulary.TESTS)}
    return out


def test_every_construct_the_check_accepts_has_a_walk_case() -> None:
    """A new trigger, occurrence moment, verb, selector key or condition fails here until a
    case's card uses it (and that case's test proves it ran)."""
    named: set[str] = set()
    for case in CASES.values():
        cards, codes = catalog_with(case.cards)
        for code in codes.values():
            for ability in cards.cards[code].abilities:
                named |= ability_constructs(ability)
        named |= set(case.proves)
    missing = sorted(constructs() - named)
    assert not missing, f"constructs without a walk case: {missing}"


# ------------------------------------------------------------- issue 24: the Core Set modular sets
def _gear_on_a_minion(game: ChampionsGame, ids: Ids) -> None:
    game.c(ids["gear"]).attached_to = game.minions()[0]
    game.refresh()


CASES.update({
    "selector-without-attachment-and-printed-hit-points": run(
        '[{ place_counter = 1, counter = "walked", target = { type = "minion", '
        'without_attachment = "Walk Gear" }, each = true }, { place_counter = 1, counter = '
        '"walked", target = { type = "minion", without_attachment = "Nothing", most = '
        '"printed_hit_points" }, each = true }]',
        lambda g, i: bool(g.minions()) and g.c(g.minions()[0]).count("walked") == 1,
        more={"gear": Spec("attachment", "", name="Walk Gear")}, place={"gear": "attached"},
        prepare=_gear_on_a_minion),
})


# ------------------------------------------------------------- issue 24: Spider-Man
CASES.update({
    "window-source-filter-and-the-redirected-note": Case(
        {"card": act(MARK, "support", "interrupt", 'on = "enemy_attack"\nof = "you"\n'
                     'source = { type = "villain" }\nunless = "redirected"')},
        {"card": pzone(0, "play")},
        lambda g, i: (g.push(EnemyAttack(g.villain(), 0)), g.refresh(),
                      settle(g, ("Use Walk",))),
        lambda g, i: walked(g, i["card"])),
})


def _genius_on_top(game: ChampionsGame, ids: Ids) -> None:
    deck = game.state.zone(pzone(0, "deck"))
    genius = take(game, "50026", pzone(0, "deck"), owner=0)  # Genius: 2 printed mental
    deck.remove(genius)
    deck.insert(0, genius)
    game.refresh()


CASES.update({
    "selector-is-and-printed-resource": run(
        '[{ discard_top = 1, deck = "your_deck", as = "gone" }, { return_to_hand = true, each '
        '= true, target = { is = "gone", zone = "discard", controller = "you", '
        'printed_resource = "mental" } }, { if = { did = true }, then = ' + MARK + ' }]',
        lambda g, i: walked(g, i["card"]), prepare=_genius_on_top),
})


CASES.update({
    "selector-one-each-and-resource-types": run(
        '[{ discard = true, each = true, target = { zone = "hand", controller = "any", random = '
        'true, one_each = true } }, { place_counter = { var = "resource_types" }, counter = '
        '"walked", target = "self" }]',
        lambda g, i: walked(g, i["card"])),
})


# ------------------------------------------------------------- issue 24: the Core Set heroes
# (the She-Hulk helper's cases for the tests resource and paid_with, as written there)
WALK_VILLAIN = '[{ place_counter = 1, counter = "walked", target = "villain" }]'
CASES.update({
    "condition-resource-of-a-bound-card": run(  # Hulk: the printed resource of the card
        '[{ discard_top = 1, deck = "your_deck", as = "top" }, { if = { resource = "wild", of '
        f'= "top" }}, then = {MARK}, otherwise = {MARK} }}]', lambda g, i: walked(g, i["card"])),
    "condition-paid-with": Case(  # Relentless Assault: what paid for the card played
        {"card": act(f'[{{ if = {{ paid_with = "physical" }}, then = {WALK_VILLAIN}, '
                     f'otherwise = {WALK_VILLAIN} }}]', "event", "play")},
        {"card": pzone(0, "hand")},
        lambda g, i: (answer(g, f"play:{i['card']}"), settle(g)),
        lambda g, i: walked(g, g.villain())),
})


# ------------------------------------------------------------- issue 24: Iron Man
def _two_in_the_discard_pile(game: ChampionsGame, ids: Ids) -> None:
    for code in ("50026", "50025"):  # Genius, then Energy: the top of the pile
        take(game, code, pzone(0, "discard"), owner=0)
    game.refresh()


CASES.update({
    "selector-topmost-on-a-discard-pile": run(  # Stark Tower: the topmost Tech upgrade there
        '[{ return_to_hand = true, target = { zone = "discard", controller = "you", top = 2, '
        'topmost = true } }, { if = { did = true }, then = ' + MARK + ' }]',
        lambda g, i: walked(g, i["card"]) and g.d(g.ids(pzone(0, "hand"))[-1]).name
        == "Energy", prepare=_two_in_the_discard_pile),
})


# ------------------------------------------------------------- issue 24: Captain Marvel
CASES.update({
    "condition-undefended-attack": Case(  # Kree Manipulator: the attack a boost card is for
        {"card": act(f'[{{ if = {{ undefended_attack = true }}, then = {WALK_VILLAIN}, '
                     f'otherwise = {WALK_VILLAIN} }}]', "boosted", "boost")}, {"card": "top"},
        lambda g, i: (g.push(EnemyAttack(g.villain(), 0)), refresh(g)),
        lambda g, i: walked(g, g.villain())),
})


# ------------------------------------------------------------- issue 24: Black Panther
CASES.update({
    "trigger-special-and-resolve-in-sequence": Case(  # Wakanda Forever!, the last step's bonus
        {"card": act('[{ place_counter = { sequence = 1, final_step = 2 }, counter = "walked", '
                     'target = "self" }]', "support", "special"),
         "other": act('[{ resolve_in_sequence = "special", target = { type = "support", '
                      'controller = "you" } }]', "event", "play")},
        {"card": pzone(0, "play"), "other": pzone(0, "hand")},
        lambda g, i: (answer(g, f"play:{i['other']}"), settle(g)),
        lambda g, i: g.c(i["card"]).count("walked") == 2),
})
