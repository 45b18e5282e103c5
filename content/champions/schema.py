"""Load and validate the Marvel Champions content files.

Layout (one pack per file pair):

- ``facts/<pack>.toml``: card facts generated from MarvelCDB by
  ``scripts/gen_champions_facts.py`` (never printed text), for every card of every
  reference pack; a card with no behaviour entry is a fact only (:attr:`Catalog.facts`),
  read by deck import and never dealt. ``packs.toml``: every pack's name and number.
- ``<pack>.toml``: what the engine does with each card, written by hand: its
  ``automation`` level ("full", "partial", "manual"), its abilities in the
  effect vocabulary below, ``rules`` (our own words for the abilities the engine
  implements directly, keyed by card code, so the rendered text is complete),
  and for manual/partial cards a short description in our own words of what the
  player resolves by hand.
- ``decks.toml``: starter decks; ``scenarios.toml``: scenarios as data (:class:`ScenarioDef`;
  their hooks live in ``engine/champions/scenarios/``).

Every problem is reported as ``path:line: card CODE: what is wrong``.

The effect vocabulary (one table per effect, one main key each):
``surge``, ``villain_schemes``, ``villain_attacks``, ``enemies_attack``,
``status`` (+``target``), ``exhaust``, ``reveal_encounter``, ``place_threat``
(+``on``, ``per_player``), ``remove_threat`` (+``target``), ``damage``
(+``target``, ``attack``, ``ranged``), ``heal`` (+``target``), ``draw``,
``ready``, ``bring_linked`` (put into play a set-aside card whose ``linked``
keyword names this card's code: RRG LINKED), ``hook`` (a Python hook
registered by card code in the engine).

Keywords the engine reads from ``keywords``: besides the RRG ones with a value
(``incite = 1``), ``peril = true``, ``linked = "<code>"`` (the code of the
card that brings it into play; linked cards cannot be in a deck) and
``tucks_allies = true`` (a side scheme that takes each ally leaving play and returns
them when defeated) and ``stacks_tough = true`` (any number of tough status cards).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

from content import content_path
from content.errors import ContentError
from content.loader import EntryChecker, load_toml

AUTOMATION = ("full", "partial", "manual")
TRIGGERS = (
    "when_revealed", "preparation", "boost", "when_defeated", "enters_play", "play",
    "action", "hero_action", "alter_ego_action", "resource",
    *("forced_interrupt", "interrupt", "forced_response", "response"), "constant",
    # payment and basic powers (lang-maria): an action used from your hand
    "hand_action",
    # an action that must be resolved (once) before the player phase can end (RRG FORCED)
    "forced_action",
    # a Setup ability: a main scheme's (RRG Appendix II step 12a, before it flips) or an
    # identity's (resolved at player setup)
    "setup",
)
# Constant abilities (engine/champions/rules/modifiers.py): one modifier per effect, applied to
# the cards ``to`` names (``with_trait``: only minions with that printed trait).
MODIFIER_KEYS: dict[str, tuple[str, ...]] = {
    "stat": ("attack", "thwart", "scheme", "defense", "recover", "health", "target_threat"),
    "keyword": (), "trait": (), "icon": ("acceleration", "amplify", "crisis", "hazard"),
    "cannot": ("attack", "defend", "be_attacked"),
}
MODIFIER_TARGETS = ("self", "host", "allies_you_control", "villain", "main_scheme", "minions",
                    "other_encounter_cards")
# Timing-window triggers (engine/champions/rules/windows.py): what happens (``on``), to whom
# (``of``), and the ability's label (``"defense"``: RRG DEFEND, defense-labeled abilities).
WINDOW_TRIGGERS = ("forced_interrupt", "interrupt", "forced_response", "response")
OCCURRENCES = ("enemy_attack", "attack_damage", "reveal", "attack", "thwart", "play",
               "enters_play", "preparation", "player_phase_end", "round_end",
               "encounter_discard", "dealt", "scheme", "basic_power", "activation",
               # payment and basic powers (lang-maria): "when/after you spend this card"
               # (of = "self"), answered inside the payment
               # (engine/champions/rules/paying.py)
               "spent",
               # suit forms: "after a character takes damage" (any damage), "when threat
               # would be placed on the main scheme"
               "damage", "main_threat")
# ``card = { type = "treachery" }``: the card it happens to (``in = "discard"``: now in
# its owner's discard pile)
OCCURRENCE_CARD = ("type", "trait", "in", "name")
OCCURRENCE_OF = ("you", "your_identity", "self", "host", "any",  # host: the card it is attached to
                 # suit forms: made to happen by your identity ("when you attack": once per
                 # attack) / by this card ("when she thwarts")
                 "by_you", "by_self")
# ``unless = "preparation"``: a window trigger that does not answer an occurrence carrying
# that note (what resolved while it happened, noted by the rules or a scenario hook);
# ``noted = "basic"``: one that answers only an occurrence carrying it (NOTES).
# ``grant = "preparation"`` on a constant ability: each encounter card without a printed
# ability of that trigger gains this one (its effects), while the granting card is in play.
GRANTS = ("preparation",)
ACTION_TRIGGERS = ("action", "hero_action", "alter_ego_action", "forced_action")
# ``resolve = "preparation"``: the triggers an effect may resolve on another card
RESOLVABLE = ("preparation", "boost", "when_revealed", "when_defeated")
NOTES = ("preparation", "basic", "instead_of_attack")
LABELS = ("defense", "attack")  # "attack": labeled for Stun Net and stuns (RRG)
# The card language (engine/champions/language/verbs/, selectors.py): verbs with their
# options.
# Every targeted verb also takes TARGET_OPTIONS; control flow nests effects.
TARGET_OPTIONS = ("target", "each", "any_number", "up_to", "max_total", "optional", "by", "as",
                  "first")
EFFECT_KEYS: dict[str, tuple[str, ...]] = {
    "surge": (),
    "villain_schemes": (),
    "villain_attacks": ("extra_boost",),
    "enemies_attack": (),
    "status": TARGET_OPTIONS,
    "exhaust": TARGET_OPTIONS,
    "reveal_encounter": (),
    "place_threat": ("per_player", *TARGET_OPTIONS),
    "remove_threat": ("ignore_crisis", "thwart", *TARGET_OPTIONS),
    "damage": ("attack", "ranged", "piercing", "overkill", "on_defeat", *TARGET_OPTIONS),
    "heal": TARGET_OPTIONS,
    "draw": ("player",),
    "ready": TARGET_OPTIONS,
    "remove_counter": ("counter", *TARGET_OPTIONS),
    "place_counter": ("counter", *TARGET_OPTIONS),
    "reverse_activation": (),
    "discard": TARGET_OPTIONS,
    "bring_linked": (),
    "prevent_damage": (),
    "cancel": (),
    "return_to_hand": TARGET_OPTIONS,
    "put_into_play": ("player", *TARGET_OPTIONS),
    "engage": ("player", *TARGET_OPTIONS),
    "remove_from_game": TARGET_OPTIONS,
    "gain_trait": ("until", *TARGET_OPTIONS),
    "flip": TARGET_OPTIONS,
    "change_form": (),
    "search": ("to", "shuffle_deck"),
    "look": ("deck", "choices"),
    "shuffle": (),
    "discard_until": ("deck", "as"),
    "reveal": (),
    "choose_player": ("then", "as"),
    "choose_one": ("by",),
    "repeat": ("effects",),
    "for_each": ("effects", "as"),
    "if": ("then", "otherwise"),
    "hook": (),
    # payment and basic powers (lang-maria, engine/champions/language/verbs/payment.py): exhaust
    # cards that each generate their printed resources for the payment under way
    # ("generate" on exhaust), the answered basic power gets +N, effects that wait
    # for a later moment ("at the end of the phase"), and "under any player's control"
    "power_bonus": (),
    "later": ("effects",),
    # Black Widow (verbs_attack.py): this attack, the top of a deck, resolving a trigger,
    # each player in turn
    "prevent_attack_damage": (),
    "redirect_attack": TARGET_OPTIONS,
    "after_attack": (),
    "attach": TARGET_OPTIONS,
    "discard_top": ("deck", "as"),
    "resolve": TARGET_OPTIONS,
    "for_each_player": ("effects",),
    # attacks against allies (AoS rulebook p. 4; verbs/attacks.py): the enemies the value
    # names attack the target character (default your identity; an ally: its controller is
    # the attacked player)
    "enemy_attacks": ("extra_boost", "overkill", *TARGET_OPTIONS),
    # suit forms (engine/champions/language/verbs/diversion.py)
    "choose_number": ("at_most", "as", "then"),
    "attack_bonus": (),
    "divert": TARGET_OPTIONS,
    "scheme_instead": (),
}
EFFECT_KEYS["exhaust"] = (*EFFECT_KEYS["exhaust"], "generate")
EFFECT_KEYS["put_into_play"] = (*EFFECT_KEYS["put_into_play"], "control")
NESTED = ("then", "otherwise", "effects", "on_defeat", "after_attack")
TARGETS = ("you", "your_identity", "self", "villain", "main_scheme", "that", "attacker", "host",
           "it")
# The first vocabulary's target words, refused with the selector spelling to write instead.
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
SELECTOR_KEYS = ("type", "trait", "name", "controller", "zone", "engaged_with", "exhausted",
                 "facedown", "form", "status", "without_status", "has", "resource", "keyword",
                 "not_self", "not", "most", "fewest", "permanent",
                 # payment and basic powers (lang-maria): shares a trait with a target word
                 "shares_trait")
SELECTOR_TYPES = (*("enemy", "character", "identity", "scheme"), "hero", "alter_ego", "ally",
                  "event", "support", "upgrade", "resource", "villain", "main_scheme",
                  "side_scheme", "minion", "treachery", "attachment", "environment",
                  "obligation")
SELECTOR_ZONES = ("play", "hand", "deck", "discard", "nemesis", "encounter_deck",
                  "encounter_discard", "set_aside", "victory")
AMOUNT_KEYS = ("per_player", "per_group", "count", "counters", "on", "stat", "of", "printed",
               "var", "plus",
               "times",
               "stage",  # Black Widow: { stage = "villain" }, a card's stage number
               "that")  # suit forms: { that = "amount" }, the amount of the answered occurrence
TEST_KEYS = ("did", "exists", "none", "count", "at_least", "at_most", "status", "of", "form",
             "suit", "expert", "mode", "side", "needs")
# Nemesis sets, A.I.M. Abduction, Shadow of the Past, Intelligence (verbs_encounter.py):
# "shuffle the rest into the encounter deck", "tuck it under", "put the top card of your deck
# into play facedown as a minion", "swap any of those cards", the selector key ``top`` (the
# first n of each zone), ``unique`` and the zone ``dealt`` (a player's dealt encounter cards).
EFFECT_KEYS["shuffle_into"] = TARGET_OPTIONS
EFFECT_KEYS["tuck"] = TARGET_OPTIONS
EFFECT_KEYS["swap"] = ()
SELECTOR_ZONES = (*SELECTOR_ZONES, "dealt")
EFFECT_KEYS["put_into_play"] = (*EFFECT_KEYS["put_into_play"], "facedown", "as_minion")
SELECTOR_KEYS = (*SELECTOR_KEYS, "top", "unique")
# Game-level verbs (verbs_game.py): stages, the outcome, set-aside cards, dealing.
EFFECT_KEYS["advance"] = ()
EFFECT_KEYS["end_game"] = ("cause",)
EFFECT_KEYS["set_aside"] = TARGET_OPTIONS
EFFECT_KEYS["swap_villain"] = TARGET_OPTIONS
EFFECT_KEYS["deal_encounter"] = ("player",)
# selectors: ``owner`` (whose card it is, not who controls it) and ``random = true`` (one
# matching card picked by the game's RNG instead of a player)
SELECTOR_KEYS = (*SELECTOR_KEYS, "owner", "random")
# ... a constant for facedown minions ("each facedown Controlled minion has a base SCH of 1")
# and the occurrence of a minion being defeated ("after a Controlled minion is defeated")
MODIFIER_TARGETS = (*MODIFIER_TARGETS, "facedown_minions")
OCCURRENCES = (*OCCURRENCES, "defeated")
# the "after" moment of basic changes of state (engine/champions/rules/basic_events.py)
OCCURRENCES = (*OCCURRENCES, "healed", "drawn", "discarded", "threat_placed",
               "threat_removed", "flipped", "stage_advanced", "left_play", "phase_started")
OCCURRENCE_CARD = (*OCCURRENCE_CARD, "name")
COSTS = ("exhaust_self", "use_counter", "discard_self", "exhaust_identity", "suit_threat",
         "exhaust_character")
CONDITIONS: dict[str, tuple[object, ...]] = {
    "form": ("hero", "alter_ego"), "suit": ("assault", "stealth"), "expert": (True, False),
    "mode": ("standard", "expert", "campaign", "competitive"),
    "limit": ("round",), "paying_for_trait": (),
    "needs": ("identity_can_attack", "thwart_target", "all_characters_shield",
              "shield_support_or_suit", "suit_and_removable_threat",
              "engaged_with_another_minion"),
    # suit forms: the effect tests, as ability conditions ("while this card has 5 threat
    # or less": count = { counters = "threat", on = "self" }, at_most = 5)
    "count": (), "at_least": (), "at_most": (), "exists": (), "none": (),
    # which face a double-sided card shows ("a" or "b"; ``of`` names the card, default this)
    "side": ("a", "b"), "of": (),
}
# The types a shipped face may have (the engine plays them); a card that is a fact only may
# also be a Civil War leader or an Agents of S.H.I.E.L.D. campaign evidence card.
CARD_TYPES = (
    "hero", "alter_ego", "ally", "event", "support", "upgrade", "resource", "villain",
    "main_scheme", "side_scheme", "minion", "treachery", "attachment", "environment",
    "obligation",
)
FACT_TYPES = (*CARD_TYPES, "leader", "evidence_means", "evidence_motive",
              "evidence_opportunity")
FACT_FIELDS = {
    "code": str, "name": str, "type": str, "pack": str, "set": str, "faction": str,
    "quantity": int, "subname": str, "cost": int, "attack": int, "thwart": int,
    "defense": int, "recover": int, "health": int, "hand_size": int, "scheme": int,
    "attack_consequential": int, "thwart_consequential": int, "boost": int,
    "base_threat": int, "acceleration": int, "target_threat": int, "stage": str,
    "health_per_player": bool, "unique": bool, "boost_star": bool, "permanent": bool,
    "base_threat_fixed": bool, "resources": dict, "icons": dict, "traits": list, "back": str,
    "duplicate_of": str, "keywords": dict,
    # epic play's per-group icons (MarvelCDB health_per_group, threat_per_group, ...)
    "health_per_group": bool, "target_threat_per_group": bool, "base_threat_per_group": bool,
    # an identity's deckbuilding allowance (DECK_OPTION_FIELDS)
    "deck_options": list,
}
# ``deck_options = [{ titles = 3, trait = ["S.H.I.E.L.D."], type = ["support"] }]`` on an
# identity: besides its aspect, a deck may hold cards of any aspect that have one of the
# traits and one of the types (and one of ``aspect``, when given), up to ``titles`` titles.
DECK_OPTION_FIELDS: dict[str, type] = {"titles": int, "trait": list, "type": list,
                                       "aspect": list}
# Fact fields that are not a face's stats (CardDef and CardFacts hold them by name).
NOT_STATS = ("code", "name", "type", "pack", "set", "faction", "quantity", "traits",
             "keywords", "resources", "icons", "back", "unique", "permanent", "duplicate_of",
             "deck_options")


@dataclasses.dataclass(frozen=True)
class Ability:
    """One ability: when it triggers, a condition, a cost and what it does."""

    trigger: str
    effects: tuple[dict[str, Any], ...]
    condition: dict[str, Any]
    cost: tuple[Any, ...] = ()  # COSTS words, or a RESOURCE_COST table
    optional: bool = False
    generate: dict[str, int] = dataclasses.field(default_factory=dict)
    on: str = ""  # window triggers: the occurrence it answers (OCCURRENCES)
    of: str = ""  # ... and whom it must concern (OCCURRENCE_OF)
    label: str = ""  # "defense" (RRG DEFEND: defense-labeled abilities)
    card: dict[str, Any] = dataclasses.field(default_factory=dict)  # OCCURRENCE_CARD filter
    unless: str = ""  # window triggers: not when the occurrence carries this note
    grant: str = ""  # constant: the trigger of the ability it grants (GRANTS)
    # payment and basic powers (lang-maria): resources of given types the cost spends
    # (``cost = [{ spend = { energy = 1 } }]``)
    resources: dict[str, int] = dataclasses.field(default_factory=dict)
    any_player: bool = False  # an action any player may use, not only its controller
    noted: str = ""  # window triggers: only when the occurrence carries this note


@dataclasses.dataclass(frozen=True)
class CardDef:
    """Facts plus behaviour of one card face."""

    code: str
    name: str
    type: str
    pack: str
    set: str
    faction: str
    quantity: int
    stats: dict[str, Any]
    traits: tuple[str, ...]
    keywords: dict[str, Any]
    resources: dict[str, int]
    icons: dict[str, int]
    back: str
    unique: bool
    permanent: bool
    automation: str
    abilities: tuple[Ability, ...]
    manual: str
    rules: str = ""
    x: int | dict[str, Any] | None = None  # what a printed X is (an amount: { stage = ... })

    def stat(self, name: str, default: int = 0) -> int:
        value = self.stats.get(name, default)
        return value if isinstance(value, int) else default

    @property
    def subtitle(self) -> str:
        """The subtitle under a title (the facts' ``subname``; RRG SUBTITLE), or ""."""
        sub = self.stats.get("subname")
        return sub if isinstance(sub, str) else ""

    @property
    def title(self) -> str:
        sub = self.subtitle
        return f"{self.name} ({sub})" if sub else self.name


@dataclasses.dataclass(frozen=True)
class DeckDef:
    key: str
    identity: str
    aspect: str
    cards: tuple[tuple[str, int], ...]
    nemesis_set: str
    obligation: str
    setup_cards: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class MainSchemeStage:
    """One stage of a main scheme deck: its A side (it flips to the B side its facts name
    when revealed). A printed X on it is its card data (``x``)."""

    code: str


@dataclasses.dataclass(frozen=True)
class ModularCount:
    """How many modular sets a scenario uses: ``base`` plus ``per_player`` per player
    (Agents of S.H.I.E.L.D. rulebook p. 17: "1 per player modular sets, plus one")."""

    base: int
    per_player: int = 0

    def count(self, players: int) -> int:
        return self.base + self.per_player * players


# How a scenario's own cards, its players' obligations and nemesis sets enter the game
# (RRG Appendix II steps 4, 5 and 10), and the end checks it declares (RRG WINNING THE GAME,
# PLAYER ELIMINATION). ``win``/``lose`` name checks from these tuples.
OBLIGATIONS = ("encounter_deck", "none")
NEMESIS = ("set_aside", "none")
WIN_CHECKS = ("villain_defeated",)
LOSE_CHECKS = ("main_scheme_completed", "heroes_eliminated")


@dataclasses.dataclass(frozen=True)
class ScenarioDef:
    """A scenario as data (``scenarios.toml``); what data cannot say is a typed hook in
    ``engine/champions/scenarios/<module>.py`` registered under ``key``, named here by
    ``setup`` (and by card data, ``{ hook = ... }``)."""

    key: str
    name: str
    source: str  # the rulebook page it is read from
    villain_standard: tuple[str, ...]  # villain deck in order (RRG VILLAIN DEFEAT)
    villain_expert: tuple[str, ...]
    main_scheme: tuple[MainSchemeStage, ...]  # main scheme deck in order
    encounter_sets: tuple[str, ...]
    modular_sets: tuple[str, ...]  # recommended, in the order they are used
    modular_count: ModularCount
    set_aside: tuple[str, ...] = ()  # its encounter cards kept out of the encounter deck
    obligations: str = "encounter_deck"
    nemesis: str = "set_aside"
    setup: tuple[str, ...] = ()  # scenario hooks run at Appendix II step 12a, in order
    win: tuple[str, ...] = ("villain_defeated",)
    lose: tuple[str, ...] = ("main_scheme_completed", "heroes_eliminated")

    def modular_for(self, players: int) -> tuple[str, ...]:
        """The modular sets a game of ``players`` players uses: the first ones recommended."""
        return self.modular_sets[:self.modular_count.count(players)]


@dataclasses.dataclass(frozen=True)
class CardFacts:
    """What the card data says about one card face, whether or not it is shipped: deck
    import reads titles, reprints, aspects, uniqueness and keywords from these for cards
    no game can use yet (they are not faces of :attr:`Catalog.cards`)."""

    code: str
    name: str
    type: str
    pack: str
    set: str
    faction: str
    quantity: int
    subname: str = ""
    unique: bool = False
    permanent: bool = False
    traits: tuple[str, ...] = ()
    keywords: dict[str, Any] = dataclasses.field(default_factory=dict)
    duplicate_of: str = ""  # the card this one reprints (same title, other pack)
    back: str = ""
    deck_options: tuple[dict[str, Any], ...] = ()

    @property
    def title(self) -> str:
        return f"{self.name} ({self.subname})" if self.subname else self.name


@dataclasses.dataclass(frozen=True)
class PackFacts:
    """A MarvelCDB pack: a card code is its ``number`` and the card's position."""

    code: str
    name: str
    number: int | None


@dataclasses.dataclass(frozen=True)
class Catalog:
    cards: dict[str, CardDef]  # the shipped faces: facts plus behaviour
    decks: dict[str, DeckDef]
    scenarios: dict[str, ScenarioDef]
    facts: dict[str, CardFacts] = dataclasses.field(default_factory=dict)  # every face
    packs: dict[str, PackFacts] = dataclasses.field(default_factory=dict)

    def card(self, code: str) -> CardDef:
        return self.cards[code]

    def set_cards(self, set_code: str) -> list[CardDef]:
        return [c for c in self.cards.values() if c.set == set_code and not _is_back(c, self)]


def _is_back(card: CardDef, catalog: Catalog) -> bool:
    return card.code.endswith("b") and card.code[:-1] + "a" in catalog.cards


def _check_selector(check: EntryChecker, spec: Any, what: str) -> None:
    """A target: a word (TARGETS, or a name an earlier effect bound with ``as``) or a
    selector table (SELECTOR_KEYS)."""
    if isinstance(spec, str):
        return
    if not isinstance(spec, dict):
        raise check.fail(f"{what} must be a word or a selector table", "effects")
    unknown = sorted(set(spec) - set(SELECTOR_KEYS))
    if unknown:
        raise check.fail(f'{what} has unknown selector key "{unknown[0]}"; expected one of '
                         f'{", ".join(SELECTOR_KEYS)}', "effects")
    types = spec.get("type", [])
    for kind in [types] if isinstance(types, str) else types:
        if kind not in SELECTOR_TYPES:
            raise check.fail(f'{what} has unknown type "{kind}"', "effects")
    zones = spec.get("zone", [])
    for zone in [zones] if isinstance(zones, str) else zones:
        if zone not in SELECTOR_ZONES:
            raise check.fail(f'{what} has unknown zone "{zone}"; expected one of '
                             f'{", ".join(SELECTOR_ZONES)}', "effects")


def _check_amount(check: EntryChecker, value: Any, what: str) -> None:
    if isinstance(value, bool) or not isinstance(value, (int, dict)):
        raise check.fail(f"{what} must be a number or an amount table", "effects")
    if isinstance(value, dict):
        unknown = sorted(set(value) - set(AMOUNT_KEYS))
        if unknown:
            raise check.fail(f'{what} has unknown amount key "{unknown[0]}"; expected one of '
                             f'{", ".join(AMOUNT_KEYS)}', "effects")
        for key in ("count", "on", "of"):
            if key in value:
                _check_selector(check, value[key], f"{what}'s {key}")


AMOUNT_VERBS = ("damage", "heal", "place_threat", "remove_threat", "place_counter",
                "remove_counter", "draw", "repeat", "look", "choose_number", "attack_bonus")

# --- occurrences and verbs of issue 13 item 5 (engine/champions/language/verbs/cards.py,
# rules/replacements.py, rules/paying.py). Occurrences: a card "would be defeated", a main
# scheme "would be completed", "the last threat is removed" from a scheme, the counters on
# a card changed (``card = { counter = "lock", at_most = 0 }``: the last lock counter is
# gone; ``at_least = 5``: there are 5 or more). ``of = "source"``: the card that makes it
# happen is this one ("after this enemy attacks", "after this ally thwarts").
OCCURRENCES = (*OCCURRENCES, "defeated", "completed", "last_threat_removed", "counters")
OCCURRENCE_CARD = (*OCCURRENCE_CARD, "counter", "at_least", "at_most")
OCCURRENCE_OF = (*OCCURRENCE_OF, "source")
EFFECT_KEYS.update({
    "reset_hit_points": TARGET_OPTIONS,  # set a character's remaining hit points to N
    "flip_over": ("player", "when_revealed", *TARGET_OPTIONS),  # to the other face, any type
    "host": ("exchange", *TARGET_OPTIONS),  # attach the target to the card the value names
    "deal_from_top": ("by",),  # each player is dealt one chosen from the top N encounter cards
})
AMOUNT_VERBS = (*AMOUNT_VERBS, "reset_hit_points", "deal_from_top", "deal_encounter")
SELECTOR_KEYS = (*SELECTOR_KEYS, "attached_to")  # attached to the card a word names
SELECTOR_ZONES = (*SELECTOR_ZONES, "other_area")  # in play in another game area (epic mode)
# ``cap = "damage_per_attack"``: the card cannot take more than ``amount`` damage from each
# attack (Choosing Sides on the enemy leader).
MODIFIER_KEYS["cap"] = ("damage_per_attack",)
# A cost paid in resources: ``{ spend = { energy = 2 }, or_any = 3 }`` is "spend 2 energy
# resources or 3 resources of any type" (wild ones count as any type, RRG RESOURCES).
RESOURCE_COST = ("spend", "or_any")
RESOURCE_TYPES = ("energy", "mental", "physical", "wild")


def _check_resource_cost(check: EntryChecker, cost: dict[str, Any]) -> None:
    unknown = sorted(set(cost) - set(RESOURCE_COST))
    if unknown or not cost:
        raise check.fail(f'a resource cost takes {" and ".join(RESOURCE_COST)}', "cost")
    spend = cost.get("spend", {})
    if not isinstance(spend, dict) or any(
            k not in RESOURCE_TYPES or not isinstance(v, int) or isinstance(v, bool) or v < 1
            for k, v in spend.items()):
        raise check.fail(f'"spend" maps resource types ({", ".join(RESOURCE_TYPES)}) to '
                         "positive numbers", "cost")
    any_count = cost.get("or_any", 0)
    if not isinstance(any_count, int) or isinstance(any_count, bool) or any_count < 0:
        raise check.fail('"or_any" must be a number of resources', "cost")


def _check_effect(check: EntryChecker, effect: Any) -> dict[str, Any]:
    if not isinstance(effect, dict) or not effect:
        raise check.fail("each effect must be a table", "effects")
    main = [k for k in effect if k in EFFECT_KEYS]
    if len(main) != 1:
        raise check.fail(f"effect {effect!r} must have exactly one of "
                         f"{', '.join(EFFECT_KEYS)}", "effects")
    verb = main[0]
    _check_spelling(check, effect, verb)
    allowed = set(EFFECT_KEYS[verb]) | {verb, "text"}
    unknown = sorted(set(effect) - allowed)
    if unknown:
        raise check.fail(f'effect "{verb}" has unknown option "{unknown[0]}"', "effects")
    if "target" in effect:
        _check_selector(check, effect["target"], f'effect "{verb}"\'s target')
    for key in ("search", "for_each", "discard_until"):
        if key in effect:
            _check_selector(check, effect[key], f'effect "{key}"')
    if verb in AMOUNT_VERBS and not isinstance(effect[verb], bool):
        _check_amount(check, effect[verb], f'effect "{verb}"')
    if verb == "if":
        unknown = sorted(set(effect.get("if", {})) - set(TEST_KEYS))
        if unknown:
            raise check.fail(f'"if" has unknown test "{unknown[0]}"; expected one of '
                             f'{", ".join(TEST_KEYS)}', "effects")
    if verb == "choose_number" and "at_most" in effect:
        _check_amount(check, effect["at_most"], 'effect "choose_number"\'s at_most')
    if verb == "divert" and effect["divert"] != "all":
        _check_amount(check, effect["divert"], 'effect "divert"')
    if verb == "advance" and effect["advance"] not in ("villain", "main_scheme"):
        raise check.fail('effect "advance" is "villain" or "main_scheme"', "effects")
    if verb == "end_game" and effect["end_game"] not in ("win", "lose"):
        raise check.fail('effect "end_game" is "win" or "lose"', "effects")
    if verb == "hook" and not isinstance(effect["hook"], str):
        raise check.fail('effect "hook" must name a hook', "effects")
    prevent = effect.get("prevent_damage", 1)
    if prevent != "all" and (not isinstance(prevent, int) or isinstance(prevent, bool)
                             or prevent < 1):
        raise check.fail('effect "prevent_damage" must be a positive number or "all"',
                         "effects")
    _check_widow_verbs(check, effect)
    for key in NESTED:
        if key in effect:
            if not isinstance(effect[key], list):
                raise check.fail(f'"{key}" must be a list of effects', "effects")
            for nested in effect[key]:
                _check_effect(check, nested)
    if verb == "choose_one":
        if not isinstance(effect[verb], list) or not effect[verb]:
            raise check.fail('"choose_one" must be a list of options', "effects")
        for option in effect[verb]:
            if not isinstance(option, dict) or set(option) - {"text", "effects"}:
                raise check.fail('each "choose_one" option is { text = "...", effects = '
                                 '[...] }', "effects")
            for nested in option.get("effects", []):
                _check_effect(check, nested)
    return effect


def _check_spelling(check: EntryChecker, effect: dict[str, Any], verb: str) -> None:
    """One spelling for targets: the first vocabulary's words (``target = "enemy"``,
    ``"each_scheme"``...), ``on`` for where threat goes, and ``exhaust``/``discard`` without
    a target are refused, naming what to write instead."""
    if verb == "place_threat" and "on" in effect:
        raise check.fail('effect "place_threat" says where with target (e.g. target = '
                         '"main_scheme"), not on', "effects")
    target = effect.get("target")
    if isinstance(target, str) and target in OLD_TARGETS:
        raise check.fail(f'effect "{verb}": target "{target}" is not a target word; write '
                         f"{OLD_TARGETS[target]}", "effects")
    if verb in ("exhaust", "discard") and (effect[verb] is not True or "target" not in effect):
        raise check.fail(f'effect "{verb}" is {verb} = true with a target (e.g. target = '
                         '"self" or "your_identity")', "effects")


def _check_widow_verbs(check: EntryChecker, effect: dict[str, Any]) -> None:
    """The values of the Black Widow verbs (verbs_attack.py)."""
    if effect.get("prevent_attack_damage", "all") != "all":
        raise check.fail('effect "prevent_attack_damage" must be "all"', "effects")
    if effect.get("resolve", "preparation") not in RESOLVABLE:
        raise check.fail(f'effect "resolve" names a trigger: one of {", ".join(RESOLVABLE)}',
                         "effects")
    if "discard_top" in effect:
        _check_amount(check, effect["discard_top"], 'effect "discard_top"')
        if effect.get("deck", "encounter_deck") not in ("encounter_deck", "your_deck"):
            raise check.fail('effect "discard_top" takes deck = "encounter_deck" or '
                             '"your_deck"', "effects")
    for key in ("attach", "redirect_attack", "host"):
        if key in effect and not isinstance(effect[key], (str, bool)):
            raise check.fail(f'effect "{key}" names a card (a word like "self")', "effects")
    if effect.get("to", "hand") not in ("hand", "play") or \
            not isinstance(effect.get("shuffle_deck", True), bool):
        raise check.fail('effect "search" takes to = "hand" or "play" and shuffle_deck = '
                         'true or false', "effects")
    if effect.get("for_each_player", True) is not True:
        raise check.fail('effect "for_each_player" must be true', "effects")
    if "enemy_attacks" in effect:
        _check_selector(check, effect["enemy_attacks"], 'effect "enemy_attacks"')
        boost = effect.get("extra_boost", 0)
        if not isinstance(boost, int) or isinstance(boost, bool) or boost < 0 or \
                not isinstance(effect.get("overkill", False), bool):
            raise check.fail('effect "enemy_attacks" takes extra_boost = a number of boost '
                             "cards and overkill = true or false", "effects")


def effect_hooks(effects: Any) -> list[str]:
    """Every hook an effect list names, nested control flow included."""
    found: list[str] = []
    for effect in effects:
        if "hook" in effect:
            found.append(effect["hook"])
        for key in NESTED:
            if isinstance(effect.get(key), list):
                found += effect_hooks(effect[key])
        if isinstance(effect.get("choose_one"), list):
            for option in effect["choose_one"]:
                found += effect_hooks(option.get("effects", []))
    return found


def _check_modifier(check: EntryChecker, effect: Any) -> dict[str, Any]:
    """One effect of a constant ability: ``{stat = "attack", amount = 1, to = "host"}``."""
    if not isinstance(effect, dict):
        raise check.fail("each effect must be a table", "effects")
    kinds = [k for k in effect if k in MODIFIER_KEYS]
    if len(kinds) != 1:
        raise check.fail(f"a constant effect needs exactly one of {', '.join(MODIFIER_KEYS)}",
                         "effects")
    kind = kinds[0]
    unknown = sorted(set(effect) - {kind, "amount", "to", "with_trait"})
    if unknown:
        raise check.fail(f'constant effect "{kind}" has unknown option "{unknown[0]}"',
                         "effects")
    allowed = MODIFIER_KEYS[kind]
    if allowed and effect[kind] not in allowed:
        raise check.fail(f'constant effect "{kind}" is {effect[kind]!r}; expected one of '
                         f'{", ".join(allowed)}', "effects")
    if effect.get("to", "self") not in MODIFIER_TARGETS:
        raise check.fail(f'constant effect "to" is {effect.get("to")!r}; expected one of '
                         f'{", ".join(MODIFIER_TARGETS)}', "effects")
    if not isinstance(effect.get("amount", 1), int):
        raise check.fail('constant effect "amount" must be a whole number', "effects")
    return effect


def _parse_ability(check: EntryChecker, table: Any) -> Ability:
    if not isinstance(table, dict):
        raise check.fail("each ability must be a table", "ability")
    sub = EntryChecker(check.source, table, check.label, check.anchor)
    sub.reject_unknown({"trigger", "effects", "if", "cost", "optional", "generate", "on", "of",
                        "label", "card", "unless", "grant", "any_player", "noted"})
    trigger = sub.get("trigger", str, choices=TRIGGERS)
    on = sub.get("on", str, "", choices=("", *OCCURRENCES))
    of = sub.get("of", str, "any" if on else "", choices=("", *OCCURRENCE_OF))
    label = sub.get("label", str, "", choices=("", *LABELS))
    card_filter = sub.get("card", dict, {})
    if set(card_filter) - set(OCCURRENCE_CARD) or (card_filter and not on):
        raise sub.fail(f'"card" filters what a window trigger answers by '
                       f'{" or ".join(OCCURRENCE_CARD)}', "card")
    if (trigger in WINDOW_TRIGGERS) != bool(on):
        raise sub.fail(f'"on" names what a window trigger answers (one of '
                       f'{", ".join(OCCURRENCES)}); only {", ".join(WINDOW_TRIGGERS)} take it',
                       "on" if on else "trigger")
    unless = sub.get("unless", str, "")
    if unless and not on:
        raise sub.fail('"unless" is for window triggers (with "on")', "unless")
    noted = sub.get("noted", str, "", choices=("", *NOTES))
    if noted and not on:
        raise sub.fail('"noted" is for window triggers (with "on")', "noted")
    grant = sub.get("grant", str, "", choices=("", *GRANTS))
    if grant and trigger != "constant":
        raise sub.fail('"grant" is for constant abilities', "grant")
    check_one = _check_modifier if trigger == "constant" and not grant else _check_effect
    effects = tuple(check_one(sub, e) for e in sub.get("effects", list, []))
    condition = sub.get("if", dict, {})
    for key, value in condition.items():
        if key not in CONDITIONS:
            raise sub.fail(f'unknown condition "{key}"; expected one of '
                           f'{", ".join(CONDITIONS)}', "if")
        allowed = CONDITIONS[key]
        if allowed and value not in allowed:
            raise sub.fail(f'condition "{key}" is {value!r}; expected one of '
                           f'{", ".join(map(str, allowed))}', "if")
    if "count" in condition:
        _check_amount(sub, condition["count"], 'condition "count"')
    for key in ("exists", "none"):
        if key in condition:
            _check_selector(sub, condition[key], f'condition "{key}"')
    cost, resources = _parse_cost(sub, sub.get("cost", list, []))
    generate = sub.get("generate", dict, {})
    if trigger == "resource" and not generate:
        raise sub.fail('a "resource" ability needs "generate"', "trigger")
    if on == "spent" and of != "self":
        raise sub.fail('"spent" answers spending this card: it needs of = "self"', "of")
    for effect in effects:
        if effect.get("generate", "printed") != "printed":
            raise sub.fail('"generate" on exhaust is "printed" (each card generates its '
                           "printed resources)", "effects")
    any_player = sub.get("any_player", bool, False)
    if any_player and trigger not in ACTION_TRIGGERS:
        raise sub.fail(f'"any_player" is for actions ({", ".join(ACTION_TRIGGERS)})',
                       "any_player")
    return Ability(trigger, effects, condition, cost, sub.get("optional", bool, False), generate,
                   on, of, label, card_filter, unless, grant, resources, any_player,
                   noted)


RESOURCE_TYPES = ("energy", "mental", "physical", "wild")


def _parse_cost(check: EntryChecker, items: list[Any]) -> tuple[tuple[Any, ...],
                                                                    dict[str, int]]:
    """A cost list: words (COSTS) and resources, ``{ spend = { energy = 1 } }`` (issue 13,
    "costs: resources with types"; wild resources count as any type). One type without
    ``or_any`` is paid in the card payment question (``resources``); a table with
    ``or_any`` ("2 energy or 3 of any type") stays in the cost list for
    ``engine/champions/rules/paying.py``."""
    words: list[Any] = []
    resources: dict[str, int] = {}
    for item in items:
        if isinstance(item, dict):
            _check_resource_cost(check, item)
            spend = item.get("spend", {})
            if "or_any" in item or len(spend) != 1:
                words.append(item)
            else:
                for kind, count in spend.items():
                    resources[kind] = resources.get(kind, 0) + count
        elif item in COSTS:
            words.append(item)
        else:
            raise check.fail(f'unknown cost "{item}"; expected one of {", ".join(COSTS)} or a '
                             'resource table { spend = { energy = 1 } }', "cost")
    if len(resources) > 1:
        raise check.fail("a cost spends resources of one resource type", "cost")
    return tuple(words), resources


def _load_facts(path: Path) -> dict[str, tuple[dict[str, Any], EntryChecker]]:
    data, source = load_toml(path)
    out: dict[str, tuple[dict[str, Any], EntryChecker]] = {}
    for table in data.get("card", []):
        code = table.get("code")
        check = EntryChecker(source, table, f"card {code}", source.line_of("code", code))
        check.reject_unknown(FACT_FIELDS)
        for field, kind in FACT_FIELDS.items():
            if field in ("code", "name", "type", "pack", "quantity") or field in table:
                check.get(field, kind)
        check.get("type", str, choices=FACT_TYPES)
        for option in check.get("deck_options", list, []):
            _check_deck_option(check, option)
        out[code] = (table, check)
    return out


def _check_deck_option(check: EntryChecker, option: Any) -> None:
    if not isinstance(option, dict):
        raise check.fail("each deck option must be a table", "deck_options")
    sub = EntryChecker(check.source, option, check.label, check.anchor)
    sub.reject_unknown(DECK_OPTION_FIELDS)
    for field, kind in DECK_OPTION_FIELDS.items():
        if field in option:
            sub.get(field, kind)
            if kind is list and not all(isinstance(v, str) for v in option[field]):
                raise check.fail(f'deck option "{field}" must be a list of strings',
                                 "deck_options")


def _card_facts(table: dict[str, Any]) -> CardFacts:
    return CardFacts(
        code=table["code"], name=table["name"], type=table["type"], pack=table["pack"],
        set=table.get("set", ""), faction=table.get("faction", ""),
        quantity=table["quantity"], subname=table.get("subname", ""),
        unique=bool(table.get("unique")), permanent=bool(table.get("permanent")),
        traits=tuple(table.get("traits", ())), keywords=dict(table.get("keywords", {})),
        duplicate_of=table.get("duplicate_of", ""), back=table.get("back", ""),
        deck_options=tuple(table.get("deck_options", ())))


def _build(facts: dict[str, Any], behaviour: dict[str, Any], check: EntryChecker) -> CardDef:
    automation = check.get("automation", str, "manual", choices=AUTOMATION)
    abilities = tuple(_parse_ability(check, a) for a in check.get("ability", list, []))
    manual = check.get("manual", str, "")
    if automation != "full" and not manual:
        raise check.fail(f'a "{automation}" card needs "manual" (what the player resolves '
                         "by hand, in our own words)", "automation")
    keywords = dict(facts.get("keywords", {}))
    keywords.update(check.get("keywords", dict, {}))
    if facts["type"] not in CARD_TYPES:
        raise check.fail(f'a "{facts["type"]}" card cannot be played yet (the engine plays '
                         f'{", ".join(CARD_TYPES)})', "code")
    stats = {k: v for k, v in facts.items() if k not in NOT_STATS}
    x = check.get("x", (int, dict), None)
    if x is not None:
        _check_amount(check, x, '"x"')
    printed_x = sorted(k for k, v in stats.items() if v == -1 and not isinstance(v, bool))
    if printed_x and x is None:
        raise check.fail(f'its {printed_x[0]} is X: say what X is with "x" (an amount, e.g. '
                         '{ stage = "villain" })', "code")
    return CardDef(
        code=facts["code"], name=facts["name"], type=facts["type"], pack=facts["pack"],
        set=facts.get("set", ""), faction=facts.get("faction", ""),
        quantity=facts["quantity"], stats=stats, traits=tuple(facts.get("traits", ())),
        keywords=keywords, resources=dict(facts.get("resources", {})),
        icons=dict(facts.get("icons", {})), back=facts.get("back", ""),
        unique=bool(facts.get("unique")), permanent=bool(facts.get("permanent")),
        automation=automation, abilities=abilities, manual=manual,
        rules=check.get("rules", str, ""), x=x,
    )


BEHAVIOUR_FIELDS = {"code", "name", "automation", "ability", "manual", "keywords", "rules",
                    "x"}


def _load_pack(facts_path: Path, behaviour_path: Path, cards: dict[str, CardDef],
               known: dict[str, CardFacts]) -> None:
    """One pack: its facts file and the behaviour file of the same name.

    A card with facts but no behaviour entry is a fact only (``known``, not ``cards``):
    not playable, not counted by ``content coverage``. A set is shipped whole: once one
    of its cards has behaviour, every card of it must (an encounter set missing a card
    would play a thinner deck without a word)."""
    facts = _load_facts(facts_path)
    for code, (table, _check) in facts.items():
        known[code] = _card_facts(table)
    data, source = load_toml(behaviour_path) if behaviour_path.exists() else ({}, None)
    seen: set[str] = set()
    for table in data.get("card", []):
        code = table.get("code")
        assert source is not None
        check = EntryChecker(source, table, f"card {code}", source.line_of("code", code))
        check.reject_unknown(BEHAVIOUR_FIELDS)
        check.get("code", str)
        if code not in facts:
            raise check.fail(f"no such card in {facts_path.name}", "code")
        if code in seen or code in cards:
            raise check.fail("is described twice", "code")
        seen.add(code)
        if "name" in table and table["name"] != facts[code][0]["name"]:
            raise check.fail(f'name "{table["name"]}" does not match the facts '
                             f'("{facts[code][0]["name"]}")', "name")
        cards[code] = _build(facts[code][0], table, check)
    shipped_sets = {facts[code][0].get("set", "") for code in seen} - {""}
    for code, (table, check) in facts.items():
        if code not in seen and table.get("set", "") in shipped_sets:
            raise check.fail(f"has facts but no entry in {behaviour_path.name} (set "
                             f'"{table["set"]}" is shipped, and every card of a shipped set '
                             "says how it is automated)")


def load_catalog(root: Path | None = None, extra_packs: Sequence[Path] = ()) -> Catalog:
    """Read every champions content file; raises ContentError on the first problem.

    ``extra_packs``: more directories laid out like the content one (``facts/<pack>.toml``
    plus ``<pack>.toml``), whose cards join the catalog, and whose ``scenarios.toml`` (if
    any) adds scenarios; decks come from ``root`` only. Tests load their test-only cards
    and scenarios this way (tests/engine/champions/fixtures/); the shipped catalog never
    has any."""
    root = Path(root) if root else content_path("champions")
    cards: dict[str, CardDef] = {}
    known: dict[str, CardFacts] = {}
    for base in (root, *map(Path, extra_packs)):
        for facts_path in sorted((base / "facts").glob("*.toml")):
            _load_pack(facts_path, base / facts_path.name, cards, known)
    for code, card in known.items():
        if card.duplicate_of and card.duplicate_of not in known:
            raise ContentError(f"card {code}: duplicate_of names unknown card code "
                               f"{card.duplicate_of!r}")
    scenarios = _load_scenarios(root / "scenarios.toml", cards)
    for base in map(Path, extra_packs):
        if (base / "scenarios.toml").exists():
            for key, scenario in _load_scenarios(base / "scenarios.toml", cards).items():
                if key in scenarios:
                    raise ContentError(f"{base / 'scenarios.toml'}: scenario {key} is "
                                       "described twice")
                scenarios[key] = scenario
    loaded = Catalog(cards, _load_decks(root / "decks.toml", cards), scenarios, known,
                     _load_packs(root / "packs.toml"))
    check_linked(loaded)
    return loaded


def _load_packs(path: Path) -> dict[str, PackFacts]:
    """``packs.toml``: every MarvelCDB pack (generated with the facts)."""
    if not path.exists():
        return {}
    data, source = load_toml(path)
    out: dict[str, PackFacts] = {}
    for table in data.get("pack", []):
        code = table.get("code")
        check = EntryChecker(source, table, f"pack {code}", source.line_of("code", code))
        check.reject_unknown({"code", "name", "number"})
        code = check.get("code", str)
        out[code] = PackFacts(code, check.get("name", str), check.get("number", int, None))
    return out


def check_linked(loaded: Catalog) -> None:
    """RRG LINKED: the named card must exist, and a linked card cannot be in a deck."""
    for card in loaded.cards.values():
        named = card.keywords.get("linked")
        if named is not None and named not in loaded.cards:
            raise ContentError(f"card {card.code}: linked names unknown card code {named!r}")
    for deck in loaded.decks.values():
        for code, _count in deck.cards:
            if "linked" in loaded.cards[code].keywords:
                raise ContentError(f"deck {deck.key}: card {code} has the linked keyword and "
                                   "cannot be included in a deck")


def _load_decks(path: Path, cards: dict[str, CardDef]) -> dict[str, DeckDef]:
    data, source = load_toml(path)
    decks: dict[str, DeckDef] = {}
    for table in data.get("deck", []):
        key = table.get("key")
        check = EntryChecker(source, table, f"deck {key}", source.line_of("key", key))
        check.reject_unknown({"key", "identity", "aspect", "cards", "nemesis_set",
                              "obligation", "setup_cards"})
        entries: list[tuple[str, int]] = []
        for code, count in check.get("cards", dict).items():
            if code not in cards:
                raise check.fail(f"unknown card code {code}", "cards")
            if not isinstance(count, int) or isinstance(count, bool) or count < 1:
                raise check.fail(f"card {code}: count must be a positive integer", "cards")
            entries.append((code, count))
        for field in ("identity", "obligation"):
            if check.get(field, str) not in cards:
                raise check.fail(f"unknown card code {table[field]}", field)
        setup_cards = tuple(check.get_list("setup_cards", str, []))
        for code in setup_cards:
            if code not in cards:
                raise check.fail(f"unknown card code {code}", "setup_cards")
        decks[key] = DeckDef(key, table["identity"], check.get("aspect", str), tuple(entries),
                             check.get("nemesis_set", str), table["obligation"], setup_cards)
    return decks


SCENARIO_FIELDS = {"key", "name", "source", "villain_standard", "villain_expert",
                   "main_scheme", "encounter_sets", "modular_sets", "modular_count",
                   "set_aside", "obligations", "nemesis", "setup", "win", "lose"}


def _load_scenarios(path: Path, cards: dict[str, CardDef]) -> dict[str, ScenarioDef]:
    data, source = load_toml(path)
    out: dict[str, ScenarioDef] = {}
    sets = {c.set for c in cards.values()}
    for table in data.get("scenario", []):
        key = table.get("key")
        check = EntryChecker(source, table, f"scenario {key}", source.line_of("key", key))
        check.reject_unknown(SCENARIO_FIELDS)
        lists = {}
        for field in ("villain_standard", "villain_expert", "set_aside"):
            lists[field] = tuple(check.get_list(field, str, []))
            for code in lists[field]:
                if code not in cards:
                    raise check.fail(f"unknown card code {code}", field)
        for field in ("villain_standard", "villain_expert"):
            if not lists[field]:
                raise check.fail(f'"{field}" needs at least one villain stage', field)
        for field in ("encounter_sets", "modular_sets"):
            lists[field] = tuple(check.get_list(field, str, []))
            for name in lists[field]:
                if name not in sets:
                    raise check.fail(f"unknown encounter set {name}", field)
        stages = tuple(_main_stage(check, entry, cards)
                       for entry in check.get("main_scheme", list))
        if not stages:
            raise check.fail('"main_scheme" needs at least one stage', "main_scheme")
        count = _modular_count(check, len(lists["modular_sets"]))
        ends = {field: tuple(check.get_list(field, str, list(default)))
                for field, default in (("win", WIN_CHECKS), ("lose", LOSE_CHECKS))}
        for field, known in (("win", WIN_CHECKS), ("lose", LOSE_CHECKS)):
            for name in ends[field]:
                if name not in known:
                    raise check.fail(f'unknown {field} check "{name}"; expected one of '
                                     f'{", ".join(known)}', field)
        if "heroes_eliminated" not in ends["lose"]:
            raise check.fail('"lose" must hold "heroes_eliminated": the players lose when '
                             "every one is eliminated (RRG PLAYER ELIMINATION)", "lose")
        out[key] = ScenarioDef(
            key, check.get("name", str), check.get("source", str, ""),
            lists["villain_standard"], lists["villain_expert"], stages,
            lists["encounter_sets"], lists["modular_sets"], count, lists["set_aside"],
            check.get("obligations", str, "encounter_deck", choices=OBLIGATIONS),
            check.get("nemesis", str, "set_aside", choices=NEMESIS),
            tuple(check.get_list("setup", str, [])), ends["win"], ends["lose"])
    return out


def _main_stage(check: EntryChecker, entry: Any, cards: dict[str, CardDef]) -> MainSchemeStage:
    """``{ code = "50067a" }``: a main scheme stage (what its X is, is its card data)."""
    if not isinstance(entry, dict):
        raise check.fail("each main scheme stage must be a table", "main_scheme")
    sub = EntryChecker(check.source, entry, check.label, check.anchor)
    sub.reject_unknown({"code"})
    code = sub.get("code", str)
    if code not in cards or cards[code].type != "main_scheme":
        raise sub.fail(f"main scheme stage {code} is not a main scheme card", "main_scheme")
    return MainSchemeStage(code)


def _modular_count(check: EntryChecker, recommended: int) -> ModularCount:
    """``modular_count = 2`` or ``{ base = 1, per_player = 1 }`` (default: every recommended
    set); a solo game must find enough recommended sets."""
    value = check.get("modular_count", (int, dict), recommended)
    if isinstance(value, int):
        count = ModularCount(value)
    else:
        sub = EntryChecker(check.source, value, check.label, check.anchor)
        sub.reject_unknown({"base", "per_player"})
        count = ModularCount(sub.get("base", int, 0), sub.get("per_player", int, 0))
    if count.base < 0 or count.per_player < 0:
        raise check.fail('"modular_count" cannot be negative', "modular_count")
    if count.count(1) > recommended:
        raise check.fail(f"a solo game needs {count.count(1)} modular sets but "
                         f'"modular_sets" recommends {recommended}', "modular_count")
    return count


@cache
def catalog() -> Catalog:
    """The shipped catalog, loaded once per process."""
    return load_catalog()


def check_champions() -> int:
    """Loader for ``helicarrier content check``: validates and counts card faces."""
    loaded = load_catalog()
    return len(loaded.cards) + len(loaded.decks) + len(loaded.scenarios)



LEVELS = ("data", "hook", "partial", "manual")


def face_level(card: CardDef) -> str:
    """How a face is automated, in one vocabulary (issue 13): ``data`` (card data only),
    ``hook`` (full, but Python does part of it: a registered hook, or a rule the engine
    implements for this card, which the card's ``rules`` text states), ``partial`` or
    ``manual`` (the player resolves some or all of it by hand)."""
    if card.automation != "full":
        return card.automation
    hooked = any(effect_hooks(a.effects) for a in card.abilities)
    return "hook" if hooked or card.rules else "data"


def coverage(loaded: Catalog | None = None) -> dict[str, Any]:
    """``{"faces": N, "data": n, "hook": n, "partial": n, "manual": n, "sets": {set: {same
    keys}}}``; data + hook + partial + manual = faces, overall and per set."""
    loaded = loaded or catalog()
    sets: dict[str, dict[str, int]] = {}
    total = {"faces": 0, **{level: 0 for level in LEVELS}}
    for card in sorted(loaded.cards.values(), key=lambda c: (c.pack, c.set or c.faction)):
        row = sets.setdefault(card.set or card.faction, {"faces": 0,
                                                         **{level: 0 for level in LEVELS}})
        level = face_level(card)
        for counts in (row, total):
            counts["faces"] += 1
            counts[level] += 1
    return {**total, "sets": dict(sorted(sets.items()))}

