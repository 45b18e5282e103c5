"""The card language's vocabulary: every word a card may use, what the engine does with it, where.

One table, read three ways (issue 22, "accepted means it runs"):

- the checker (:mod:`content.champions.schema`) refuses any value that is not here, or that
  is here but would not act where the card uses it (a trigger on a card type the engine
  never looks at, an interrupt to an occurrence that has only an "after" moment, a verb
  that acts on an occurrence in an ability that answers none);
- the interpreter (``engine/champions``) reads the same names: where it dispatches on a
  word it takes this table's keys (modifier kinds, measures, type groups, occurrence
  nouns), and tests check that its registries (verbs, occurrence descriptions, needs,
  trigger texts) hold exactly these names;
- the reference for card writers in content/champions/README.md is generated from these
  tables (``scripts/gen_card_reference.py``; a test keeps it current), and the schema-walk
  test (tests/engine/champions/test_schema_walk.py) runs every trigger, occurrence moment,
  verb, selector key and condition here in a set-up game.

Adding a construct: add it here (what it is, where it acts), teach the interpreter, add its
schema-walk case, then regenerate the reference. A name here without a walk case, or a
registry name missing here, fails the tests.
"""

from __future__ import annotations

import dataclasses
from typing import Any

# ------------------------------------------------------------------ card types
CARD_TYPES = ("hero", "alter_ego", "ally", "event", "support", "upgrade", "resource", "villain",
              "main_scheme", "side_scheme", "minion", "treachery", "attachment", "environment",
              "obligation")
IDENTITY = ("hero", "alter_ego")
PLAYER_IN_PLAY = ("ally", "support", "upgrade")  # a player's cards in their play area
HAND = ("ally", "event", "support", "upgrade", "resource")  # player cards in a hand
DEALT = ("side_scheme", "minion", "treachery", "attachment", "environment", "obligation")
"""Encounter cards dealt and revealed from the encounter deck."""
ENCOUNTER = ("villain", "main_scheme", *DEALT)
ENCOUNTER_IN_PLAY = ("villain", "main_scheme", "side_scheme", "minion", "attachment",
                     "environment")
CHARACTERS = ("hero", "alter_ego", "ally", "villain", "minion")
TYPE_GROUPS: dict[str, tuple[str, ...]] = {
    "enemy": ("villain", "minion"),
    "character": ("hero", "alter_ego", "ally"),
    "identity": ("hero", "alter_ego"),
    "scheme": ("main_scheme", "side_scheme"),
}
"""Type words that stand for several card types (RRG: ENEMY, CHARACTER, IDENTITY, SCHEME)."""
SELECTOR_TYPES = (*TYPE_GROUPS, *CARD_TYPES)


# ------------------------------------------------------------------ value kinds
# How a value is written. A kind is a name the checker knows (KIND_TEXT) or a tuple of the
# words allowed.
KIND_TEXT = {
    "true": "`true`",
    "bool": "`true` or `false`",
    "int": "a whole number",
    "count": "a whole number, or `\"N per player\"`",
    "amount": "an amount (a number or an amount table)",
    "amount_or_all": "an amount, or `\"all\"`",
    "positive_or_all": "a positive number, or `\"all\"`",
    "target": "a target: a word or a selector table",
    "selector": "a selector table",
    "word": "a target word (or a name bound with `as`)",
    "words": "a target word, or a list of them",
    "player": "a player word",
    "players": "a player word, `any` or `other`",
    "player_or_any": "a player word, or `any` (you choose among the players)",
    "effects": "a list of effects",
    "name": "a name to bind (`as`)",
    "text": "our words (a string)",
    "trait": "a trait",
    "face": "the name of a face of a double-sided card",
    "counter": "a counter kind (`all-purpose`, `threat`, `lock`...; `counters`: any but damage "
               "and threat)",
    "measure": "a measure (below)",
    "keyword": "a keyword whose value is a number or true (below)",
    "tests": "a table of effect tests (below)",
    "options": "a list of options `{ text, effects }`",
    "selectors": "a selector table or a list of them",
    "max_total": "`{ of = measure, max = N }`",
    "as_minion": "`{ attack, scheme, health, trait }`",
    "look_choices": "a list of `discard`, `top`, `bottom`",
    "hook": "a registered hook's name",
    "code": "a card code",
    "uses": "`{ counter = kind, count = N }`",
    "names": "a list of card names",
    "resource_types": "a list of resource types",
    "attach_to": "`\"villain\"`, `\"identity\"`, or a selector table (the cards it may attach to)",
}


def kind_text(kind: Any) -> str:
    """A value kind in words, for the reference."""
    if isinstance(kind, tuple):
        return " or ".join(f"`{v}`" for v in kind)
    return KIND_TEXT[kind]


STATUSES = ("stunned", "confused", "tough")
RESOURCE_TYPES = ("energy", "mental", "physical", "wild")
FORMS = ("hero", "alter_ego")
SUITS = ("assault", "stealth")
MODES = ("standard", "expert", "campaign", "competitive")
DECKS = ("encounter_deck", "your_deck")
UNTIL = ("round", "phase")
"""When a lasting effect ends (``until``): the end of the round (RRG VILLAIN PHASE step 6a),
or the end of the phase it began in (RRG END OF PLAYER PHASE step 4, after the players
ready; a villain phase ends with its round)."""
LATER = ("phase_end",)
"""When effects kept for later run: the end of the player phase."""

PLAYER_WORDS = {
    "you": "the player resolving the ability",
    "first_player": "the first player",
    "player": "the player an earlier effect chose (`choose_player`, `for_each_player`)",
    "controller_of_<word>": "the controller of the card a target word names",
}
PLAYER_WORDS["defeater"] = "the player who defeated this card (a When Defeated ability)"
PLAYER_WORDS["engaged_player"] = ("the player this minion was engaged with as it was defeated "
                                  "(a When Defeated ability)")
"""Who acts or chooses (``by``, ``player``); a name a ``choose_player`` bound with ``as`` too."""
PLAYER_SETS = {"any": "every player", "other": "every player but you"}
"""Words for several players (selector keys ``controller``, ``owner``, ``engaged_with``)."""


# ------------------------------------------------------------------ target words
@dataclasses.dataclass(frozen=True)
class Word:
    means: str
    needs: str = ""  # "occurrence", "attack", "grant": only where the ability has one


TARGET_WORDS: dict[str, Word] = {
    "you": Word("your identity"),
    "your_identity": Word("your identity (said \"your identity\")"),
    "self": Word("this card"),
    "villain": Word("the villain"),
    "main_scheme": Word("the main scheme"),
    "that": Word("the card of the occurrence answered (the table of occurrences says which)",
                 "occurrence"),
    "attacker": Word("the attacking character, while in play", "attack"),
    "host": Word("the card this one is attached to"),
    "it": Word("the card an earlier effect chose, found or bound (default `as`)"),
    "granter": Word("the card granting the ability being resolved", "grant"),
    # issue 24: Sweeping Swoop, "if this activation deals damage to a friendly character"
    "damaged": Word("the friendly character this activation's attack dealt damage to (none: "
                    "it dealt none); a boost ability resolves once the activation has",
                    "boost"),
}
# --- issue 22 part 3: "the player who defeated it"
TARGET_WORDS["defeater"] = Word("the identity of the player who defeated this card", "defeat")
WORD_NEEDS = {
    "occurrence": "a window ability (with `on`)",
    "attack": "a Preparation ability, an ability it grants, or `after_attack`",
    "grant": "an ability a constant grants (`grant`)",
}
WORD_NEEDS["defeat"] = "a When Defeated ability"
WORD_NEEDS["boost"] = "a Boost ability"


# ------------------------------------------------------------------ triggers
@dataclasses.dataclass(frozen=True)
class Trigger:
    """A trigger: which card types the engine uses it on and where it looks for them."""

    types: tuple[str, ...]
    where: str
    costs: tuple[str, ...] = ()  # the cost words it pays ("resources": typed resources)
    conditions: bool = False  # it reads the ability's ``if``
    moment: str = ""  # window triggers: "would" or "after"
    forced: bool = False


WINDOW_COSTS = ("exhaust_self", "use_counter", "discard_self", "exhaust_identity",
                "suit_threat")
# issue 24: Captain Marvel's Rechannel ("heal 1 damage from Captain Marvel ->"), Alpha Flight
# Station ("choose and discard 1 card from your hand ->")
ACTION_COSTS = (*WINDOW_COSTS, "exhaust_character", "resources", "heal_identity", "discard")
ACTION_TYPES = (*PLAYER_IN_PLAY, "obligation", "environment", "side_scheme", "minion")
WINDOW_WHERE = ("your identity and the cards in your play area (not one attached to the main "
                "scheme)")
ENCOUNTER_WINDOW = ("encounter cards in play, offered to every player in turn (one attached "
                    "to a player's card: only that player; `you` is the player using it)")
TRIGGERS: dict[str, Trigger] = {
    "when_revealed": Trigger(
        ENCOUNTER, "the card as it is revealed: from the encounter deck, a villain or main "
        "scheme stage coming in, a side scheme put into play, a face turned up by "
        "`flip_over` with `when_revealed`", conditions=True),
    "when_defeated": Trigger(("minion", "side_scheme"), "the minion or side scheme as it is "
                             "defeated", conditions=True),
    "boost": Trigger(DEALT, "the boost card as it is flipped for an enemy's activation; only "
                     "a card whose facts show the boost star (`boost_star`)"),
    "preparation": Trigger(DEALT, "the card a `resolve = \"preparation\"` effect names (Black "
                           "Widow: the card she discards, while a character attacks her)",
                           conditions=True),
    "setup": Trigger(("main_scheme", "alter_ego", "villain", "environment", "side_scheme"),
                     "the first main scheme stage, before it flips (RRG Appendix II step 12a); "
                     "the villain, then the other encounter cards in play, once it has "
                     "flipped (step 12c; resolved by the first player); an identity's "
                     "starting face, at player setup"),
    "enters_play": Trigger((*PLAYER_IN_PLAY, "side_scheme", "minion", "attachment",
                            "environment"), "a player card entering play (`optional` asks; "
                            "then it may cost `exhaust_self` or `discard_self`); an encounter "
                            "card revealed into play", costs=("exhaust_self", "discard_self")),
    "play": Trigger(("event",), "the event being played (one per event)",
                    ("discard", "pay_cost_of"),
                    conditions=True),
    "action": Trigger((*IDENTITY, *ACTION_TYPES, "attachment"), "on your turn: your identity, "
                      "your play area, encounter cards in play (environments, side schemes, "
                      "minions, attachments: any player may use them, but one attached to a "
                      "player's card is that player's alone unless `any_player`), another "
                      "player's cards with `any_player`", ACTION_COSTS, True),
    "hero_action": Trigger(("hero", *ACTION_TYPES, "attachment"), "as `action`, in hero form",
                           ACTION_COSTS, True),
    "alter_ego_action": Trigger(("alter_ego", *ACTION_TYPES, "attachment"),
                                "as `action`, in alter-ego form", ACTION_COSTS, True),
    "forced_action": Trigger((*IDENTITY, *PLAYER_IN_PLAY, "obligation", "minion",
                              "attachment"),
                             "your identity, your play area, minions engaged with you, "
                             "encounter attachments on your cards (on an encounter card: the "
                             "first player's): each must be used once before the player phase "
                             "ends", ACTION_COSTS, True),
    "hand_action": Trigger(HAND, "a card in your hand, on your turn", ACTION_COSTS, True),
    "resource": Trigger((*IDENTITY, *PLAYER_IN_PLAY), "your identity (its face showing) and "
                        "the cards in your play area, while you pay (`if` takes only "
                        "`paying_for_trait`, `limit` and `form`: a Hero Resource); "
                        "`generate = { wild = 1 }`, or `generate = { printed_of = selector }`: "
                        "the printed resources of the first card it matches",
                        WINDOW_COSTS),
    "constant": Trigger((*IDENTITY, *PLAYER_IN_PLAY, "obligation", *ENCOUNTER_IN_PLAY),
                        "every card in play, while its condition holds", conditions=True),
    "forced_interrupt": Trigger((*IDENTITY, *PLAYER_IN_PLAY, "obligation", *ENCOUNTER_IN_PLAY),
                                f"{WINDOW_WHERE}; encounter cards in play (resolved for the "
                                "player the occurrence concerns)", WINDOW_COSTS, True,
                                "would", True),
    "interrupt": Trigger((*IDENTITY, *PLAYER_IN_PLAY, "obligation", "event", *ENCOUNTER_IN_PLAY),
                         f"{WINDOW_WHERE}; events in your hand (paid as a card); "
                         f"{ENCOUNTER_WINDOW}",
                         WINDOW_COSTS, True, "would"),
    "forced_response": Trigger((*IDENTITY, *PLAYER_IN_PLAY, "obligation", *ENCOUNTER_IN_PLAY),
                               f"{WINDOW_WHERE}; encounter cards in play (resolved for the "
                               "player the occurrence concerns)", WINDOW_COSTS, True,
                               "after", True),
    "response": Trigger((*IDENTITY, *PLAYER_IN_PLAY, "obligation", "event", *ENCOUNTER_IN_PLAY),
                        f"{WINDOW_WHERE}; events in your hand (paid as a card); "
                        f"{ENCOUNTER_WINDOW}",
                        WINDOW_COSTS, True, "after"),
}
WINDOW_TRIGGERS = tuple(name for name, t in TRIGGERS.items() if t.moment)
ACTION_TRIGGERS = ("action", "hero_action", "alter_ego_action", "forced_action")
LIMITED = (*ACTION_TRIGGERS, "hand_action", *WINDOW_TRIGGERS, "resource")
"""The triggers ``limit = "round"`` is enforced for: once per round per instance of the
ability (RRG LIMIT), until the end of the round; an event's window ability is not (an event
is played, and its "max per round" counts copies by title)."""
SPENT_TYPES = HAND
"""``on = "spent"``: answered by the card being spent from a hand, whatever its type."""


# ------------------------------------------------------------------ occurrences
@dataclasses.dataclass(frozen=True)
class Occurrence:
    """What a window ability answers: its moments, and what its words mean there."""

    moments: tuple[str, ...]  # "would" (interrupts) and/or "after" (responses)
    you: str  # the player it concerns (``of = "you"``)
    card: str = ""  # the card it is about (``card = {...}``, ``self``, ``host``, "that")
    source: str = ""  # the card making it happen (``source``, ``by_you``, ``by_self``)
    amount: str = ""  # what its amount counts (``{ that = "amount" }``); "" none
    prevent: bool = False  # ``prevent_damage`` lowers its amount ("would" moment)
    cancel: bool = False  # ``cancel`` stops it ("would" moment)
    says: str = ""
    of: tuple[str, ...] = ("any", "you")  # the ``of`` words a card can answer it with
    gone: bool = False  # by its "after" moment its card has left play (no self, no host)


BOTH = ("would", "after")
ANY = ("any", "you")
CARD = (*ANY, "self", "host")
CHARACTER = (*CARD, "your_identity")
BY = ("source", "by_self", "by_host")
OCCURRENCES: dict[str, Occurrence] = {
    "enemy_attack": Occurrence(
        BOTH, "the attacked player", "that player's identity", "the attacking enemy", "damage",
        prevent=True, cancel=True, says="an enemy attacks a player", of=(*CHARACTER, *BY)),
    "attack_damage": Occurrence(
        ("would",), "the player whose character takes it", "the character taking the damage "
        "(the defender, else the identity)", "the attacking enemy", "damage", prevent=True,
        cancel=True, says="an enemy's attack is about to deal its damage",
        of=(*CHARACTER, *BY)),
    "reveal": Occurrence(BOTH, "the revealing player", "the revealed card", cancel=True,
                         says="a player reveals an encounter card (cancel discards it)"),
    "attack": Occurrence(
        BOTH, "the attacking player", "the attacked enemy (after: the first)",
        "the attacking character", cancel=True,
        says="a player character attacks (one occurrence per target)",
        of=(*CARD, *BY, "by_you")),
    "thwart": Occurrence(BOTH, "the thwarting player", "the scheme", "the thwarting character",
                         "threat", says="a player character thwarts",
                         of=(*CARD, *BY, "by_you")),
    "play": Occurrence(BOTH, "the playing player", "the card played", cancel=True,
                       says="a player plays a card (a cancelled event is discarded)",
                       of=(*ANY, "self")),
    "enters_play": Occurrence(BOTH, "its controller or engaged player", "the card entering",
                              cancel=True, says="a card enters play (would: a player card)",
                              of=(*ANY, "self")),
    "preparation": Occurrence(("after",), "its controller", "the Preparation card",
                              says="a Preparation player card was discarded as a cost"),
    "player_phase_end": Occurrence(("after",), "the first player",
                                   says="the player phase ended"),
    "place_threat_step": Occurrence(("after",), "the first player",
                                    says="step 1 of the villain phase (place threat) has "
                                    "resolved"),
    "round_end": Occurrence(BOTH, "the first player", says="the round ends"),
    "encounter_discard": Occurrence(("would",), "the card's controller", "the card",
                                    cancel=True, says="an encounter card would discard a "
                                    "player card in play", of=CARD),
    "dealt": Occurrence(("after",), "the first player",
                        says="encounter cards were dealt (once for them all)"),
    "scheme": Occurrence(BOTH, "the player schemed against", "the scheming enemy",
                         amount="threat", prevent=True, says="an enemy schemes", of=CARD),
    "basic_power": Occurrence(BOTH, "its controller", "the character using it",
                              amount="bonus", says="a character uses a basic power (after: "
                              "an ally's basic power only)",
                              of=CHARACTER),
    "activation": Occurrence(BOTH, "the player activated against", "the enemy",
                             "the enemy", cancel=True, says="an enemy activates against a "
                             "player (would: `cancel` stops it, \"it does not activate\"; "
                             "`more_boost_cards` gives it more boost cards)", of=(*CARD, *BY)),
    "spent": Occurrence(BOTH, "the paying player", "this card (`that`: the card paid for)",
                        says="you spend this card from your hand", of=("self",)),
    "damage": Occurrence(BOTH, "its controller or engaged player", "the damaged character",
                         amount="damage", prevent=True, cancel=True,
                         says="a character takes damage, from any source", of=CHARACTER),
    "main_threat": Occurrence(("would",), "the first player", "the main scheme",
                              amount="threat", prevent=True, cancel=True,
                              says="threat is about to be placed on the main scheme", of=CARD),
    "defeated": Occurrence(BOTH, "the identity's owner, else the first player (after: the "
                           "engaged player)", "the defeated card",
                           "after: the identity of the player who defeated it (a minion)",
                           cancel=True,
                           says="a character is defeated (after: a minion, an ally or an "
                                "identity; `by_you`: \"after you defeat a minion\")",
                           of=(*CHARACTER, "by_you"), gone=True),
    "completed": Occurrence(("would",), "the first player", "the main scheme", cancel=True,
                            says="the main scheme is about to be completed", of=CARD),
    "last_threat_removed": Occurrence(("after",), "the first player", "the scheme",
                                      says="the last threat was removed from a scheme",
                                      of=CARD),
    "counters": Occurrence(BOTH, "the card's controller or host's player", "the card",
                           amount="counters", prevent=True, cancel=True,
                           says="counters are placed on or removed from a card", of=CHARACTER),
    "healed": Occurrence(BOTH, "the card's controller", "the healed card", amount="healing",
                         prevent=True, cancel=True, says="a card heals damage", of=CHARACTER),
    "drawn": Occurrence(BOTH, "the drawing player", amount="cards", prevent=True, cancel=True,
                        says="a player draws cards"),
    "discarded": Occurrence(BOTH, "the card's controller", "the card", cancel=True,
                            says="a card is discarded from play", of=CARD, gone=True),
    "threat_placed": Occurrence(BOTH, "the active player", "the scheme", amount="threat",
                                prevent=True, cancel=True, says="threat is placed on a scheme",
                                of=CARD),
    "threat_removed": Occurrence(BOTH, "the active player", "the scheme", amount="threat",
                                 prevent=True, cancel=True,
                                 says="threat is removed from a scheme", of=CARD),
    "flipped": Occurrence(BOTH, "the card's controller", "the card (an identity changing "
                          "form)", cancel=True, says="a card is flipped", of=CHARACTER),
    "stage_advanced": Occurrence(BOTH, "the first player", "the stage (after: the new one)",
                                 cancel=True, says="a villain or main scheme stage advances",
                                 of=CARD),
    "left_play": Occurrence(BOTH, "the card's controller", "the card", cancel=True,
                            says="a card leaves play to a hand or out of the game", of=CARD,
                            gone=True),
    "phase_started": Occurrence(BOTH, "the first player", amount="phase (0: player, 1: "
                                "villain)", says="a phase starts (it cannot be cancelled)"),
}
PREVENT_NOUNS = {"damage": "that damage", "threat": "that threat", "healing": "that healing",
                 "cards": "those cards", "counters": "those counters"}
"""What ``prevent_damage`` prevents, by the amount an occurrence counts (card text, the log)."""

OF_WORDS: dict[str, tuple[str, str]] = {
    "any": ("", "any occurrence of that kind"),
    "you": ("", "one concerning you; a card never answers what happens to itself this way "
                "(an identity's `enemy_attack`: write `self`)"),
    "your_identity": ("card", "one about your identity (on an identity itself it never "
                              "triggers: write `self`)"),
    "self": ("card", "one about this card"),
    "host": ("card", "one about the card this one is attached to"),
    "source": ("source", "one this card makes happen"),
    "by_you": ("source", "one your identity makes happen (an attack answered once)"),
    "by_self": ("source", "one this card makes happen"),
    # issue 24: Webbed Up, "when attached enemy would attack"
    "by_host": ("source", "one the card this one is attached to makes happen"),
}
"""``of``: what a window ability's occurrence must concern, and which of the occurrence's
words that needs (its card or its source)."""

NOTES: dict[str, tuple[tuple[str, str], ...]] = {
    "preparation": (("attack", "after"),),
    "basic": (("thwart", "after"), ("attack", "after")),  # issue 24: One-Two Punch
    # issue 24: Chase Them Down, Tigra, "attacks and defeats an enemy"
    "defeated": (("attack", "after"),),
    "instead_of_attack": (("scheme", "would"), ("scheme", "after")),
    "step_two": (("activation", "would"), ("activation", "after")),
    "also": (("enemy_attack", "would"), ("enemy_attack", "after")),  # issue 24: Whirlwind
    # issue 24: Spider-Sense, "initiates an attack against you" (FFG ruling of 9 July 2026, 1)
    "redirected": (("enemy_attack", "would"), ("enemy_attack", "after")),
    # Alert Level: "except by consequential damage"
    "consequential": (("defeated", "would"), ("defeated", "after")),
}
"""Notes an occurrence carries (``unless``, ``noted``): what resolved while it happened, and
at which occurrence and moment the rules write it."""
NOTE_TEXT = {"preparation": "a Preparation ability resolved during the attack",
             "basic": "the thwart or attack was a basic power",
             "defeated": "the attack defeated an enemy it was against",
             "instead_of_attack": "the scheme replaced an attack",
             "step_two": "the activation is step two of the villain phase's (not an "
                         "effect's)",
             "also": "the attack is one an effect added to an attack under way (`enemy_attacks` "
                     "with `also`: \"also resolve his attack against ...\")",
             "redirected": "the attack was redirected (`redirect_attack`) after it was "
                           "initiated: `unless = \"redirected\"` answers only the attacks "
                           "initiated against that player",
             "consequential": "an ally was defeated by its own consequential damage (RRG "
                              "CONSEQUENTIAL DAMAGE)"}
LABELS = {"defense": (("enemy_attack", "would"), ("attack_damage", "would"),
                      ("damage", "would")),  # issue 24: Cosmic Flight
          "attack": ()}
"""``label``: ``defense`` makes your identity the defender (interrupts to an enemy attack, or
to the damage an undefended enemy attack is dealing your identity);
``attack`` (any window ability) is replaced by discarding a stunned identity's status card."""
OCCURRENCE_CARD: dict[str, Any] = {
    "type": "a card type or a type word",
    "trait": "a trait",
    "name": "a card name",
    "in": "the zone it is now in (`discard`, `hand`, `deck`, `play`, `engaged`)",
    "counter": "the counter kind that changed (`on = \"counters\"`)",
    "at_least": "with `counter`: at least that many now",
    "at_most": "with `counter`: at most that many now",
}
"""``card = {...}``: narrows a window ability to occurrences about such a card."""
OCCURRENCE_SOURCE: dict[str, Any] = {
    "type": "a card type or a type word (`villain`: \"when the villain attacks you\")",
    "trait": "a trait",
    "name": "a card name",
}
"""``source = {...}``: narrows a window ability to occurrences such a card makes happen (the
occurrence's source: the attacking enemy, the thwarting character)."""
CARD_ZONES = ("discard", "hand", "deck", "play", "engaged")


# ------------------------------------------------------------------ verbs
@dataclasses.dataclass(frozen=True)
class Verb:
    """A verb: its value, its options, the target it takes without one, and what it does."""

    value: Any  # a value kind (KIND_TEXT) or a tuple of words
    options: dict[str, Any]
    does: str
    example: dict[str, Any] | list[dict[str, Any]]  # one effect, or effects ending with it
    target: Any = None  # targeted verbs: the default target (a word or a selector table)
    answers: tuple[str, ...] = ()  # acts on the occurrence answered: "on:moment" or "attack"
    single: bool = False  # acts on one target only
    needs_target: bool = False  # must name its target


TARGET_OPTIONS: dict[str, Any] = {
    "target": "target", "each": "bool", "any_number": "bool", "up_to": "amount",
    "max_total": "max_total", "optional": "bool", "by": "player", "as": "name", "first": "bool",
}
"""Every targeted verb's options: a selector target is chosen by a player (``by``, default
you), ``each`` takes all, ``optional`` asks yes or no, ``any_number``/``up_to`` pick several
(``max_total`` caps their sum), ``first`` takes the first found, ``as`` binds the choice. A
word target needs no choice: the choosing options need a selector."""
CHOOSING = ("each", "any_number", "up_to", "max_total", "optional", "by", "first")
ATTACK = "attack"  # Verb.answers: "the attack under way" (an interrupt to it, a Preparation)


def targeted(**options: Any) -> dict[str, Any]:
    return {**options, **TARGET_OPTIONS}


VERBS: dict[str, Verb] = {
    # --- characters and cards
    "damage": Verb("amount", targeted(attack="bool", ranged="bool", piercing="bool",
                                      overkill="bool", on_defeat="effects"),
                   "deal damage; `attack = true`: an attack by your identity (`ranged`, "
                   "`overkill`, `on_defeat` effects with `{ var = \"defeated_sch\" }`, need "
                   "it); `piercing` discards tough first",
                   {"damage": 2, "target": {"type": "minion"}}, {"type": "enemy"}),
    "heal": Verb("amount", targeted(), "heal damage", {"heal": 2}, "you"),
    "status": Verb(STATUSES, targeted(), "give a status card (only what it can take)",
                   {"status": "stunned", "target": "villain"}, "you"),
    "ready": Verb("true", targeted(), "ready exhausted cards", {"ready": True}, "you"),
    "exhaust": Verb("true", targeted(generate=("printed",)), "exhaust ready cards; in an "
                    "interrupt to `spent`, `generate = \"printed\"`: each pays its printed "
                    "resources", {"exhaust": True, "target": "your_identity"}, "you",
                    needs_target=True),
    "discard": Verb("true", targeted(), "discard from play, a hand or a deck (an encounter "
                    "card discarding your card opens its \"would be discarded\" window)",
                    {"discard": True, "target": "self"}, "self", needs_target=True),
    "return_to_hand": Verb("true", targeted(), "return to its owner's hand",
                           {"return_to_hand": True}, "self"),
    "remove_from_game": Verb("true", targeted(), "remove from the game",
                             {"remove_from_game": True}, "self"),
    "put_into_play": Verb("true", targeted(player="player", control=("any",), facedown="bool",
                                           as_minion="as_minion"),
                          "put into play (a minion engages you, a side scheme gets its threat, "
                          "a player card enters under `player`'s control; `control = \"any\"`: "
                          "you choose who controls it; `facedown` with `as_minion`: facedown, "
                          "engaged with you)", {"put_into_play": True,
                                                "target": {"type": "ally", "zone": "hand",
                                                           "controller": "you"}}, "self"),
    "engage": Verb("true", targeted(player="player"), "the minion engages a player",
                   {"engage": True, "target": {"type": "minion"}}, "self"),
    "gain_trait": Verb("trait", targeted(until=UNTIL), "gain a trait until the end of the "
                       "round (`until`, the default) or of the phase",
                       {"gain_trait": "Aerial", "until": "round"}, "you"),
    "flip": Verb("face", targeted(), "turn a double-sided card to the face of that name",
                 {"flip": "Stealth"}, {"type": "upgrade", "keyword": "form",
                                       "controller": "you"}),
    "flip_over": Verb("true", targeted(player="player_or_any", when_revealed="bool"),
                      "turn to the other face, whatever its type; it goes where that type "
                      "belongs (`player` takes a new player card; `when_revealed`: its When "
                      "Revealed resolves)", {"flip_over": True, "player": "first_player"},
                      "self"),
    "reset_hit_points": Verb("amount", targeted(), "the character's remaining hit points "
                             "become that many", {"reset_hit_points": 8}, "self"),
    "change_form": Verb((*FORMS, "other"), {}, "your identity changes to that form "
                        "(`other`: to the form it is not in; issue 24, Split Personality)",
                        {"change_form": "hero"}),
    "attach": Verb("word", targeted(), "attach the card the value names (`true`: this card) "
                   "to the target", {"attach": "self", "target": "villain"}, "villain",
                   single=True),
    "host": Verb("target", targeted(exchange="bool"), "the card the value names takes the "
                 "target as an attachment (`exchange`: one of its type attached there takes "
                 "the target's place)", {"host": "self", "target": {"type": "minion"}},
                 {"type": "minion"}, single=True),
    "tuck": Verb("target", targeted(facedown="bool"), "tuck the target under the card the "
                 "value names (`facedown`: facedown, known to its owner alone)",
                 {"tuck": {"name": "Abduct Superhumans"}},
                 {"type": "ally", "controller": "you"}),
    "set_aside": Verb("true", targeted(), "set aside", {"set_aside": True}, "self"),
    "swap_villain": Verb("true", targeted(), "a set-aside villain replaces the villain, "
                         "keeping its damage, status cards and attachments",
                         {"swap_villain": True}, {"type": "villain", "zone": "set_aside"},
                         single=True),
    # --- threat and counters
    "place_threat": Verb("amount", targeted(per_player="bool"), "place threat",
                         {"place_threat": 1}, "main_scheme"),
    "remove_threat": Verb("amount", targeted(ignore_crisis="bool", thwart="bool"),
                          "remove threat (`thwart = true`: a thwart by your identity, so "
                          "confused and patrol apply)", {"remove_threat": 2},
                          {"type": "scheme"}),
    "place_counter": Verb("amount", targeted(counter="counter"), "place counters "
                          "(`all-purpose`, the default, takes a uses card's kind)",
                          {"place_counter": 1, "counter": "all-purpose"}, "self"),
    "remove_counter": Verb("amount", targeted(counter="counter"), "remove counters (the "
                           "last use discards the card)", {"remove_counter": 1}, "self"),
    # --- decks, hands, the encounter deck
    "draw": Verb("amount", {"player": "player", "fill_to": "bool"}, "a player draws cards "
                 "(`fill_to`: until their hand holds that many, none if it already does; "
                 "issue 24, Split Personality)", {"draw": 1}),
    "reduce_next_cost": Verb("amount", {"player": "player"}, "the next card a player (`player`, "
                             "default you) plays this phase costs that much less (its resource "
                             "cost, not below 0; the next card played uses it up, whatever it "
                             "cost; reductions given to one player add up)",
                             {"reduce_next_cost": 1, "player": "first_player"}),
    "search": Verb("selector", {"to": ("hand", "play"), "shuffle_deck": "bool"},
                   "search (your deck by default) for a card, add it to your hand (`to = "
                   "\"play\"`: put it into play) and shuffle the deck searched",
                   {"search": {"trait": "Tech"}}),
    "look": Verb("amount", {"deck": (*DECKS, "chosen"), "choices": "look_choices"},
                 "look at the top cards of a deck one by one (`chosen`: the chosen player's)",
                 {"look": 2, "deck": "encounter_deck"}),
    "shuffle": Verb(DECKS, {}, "shuffle that deck", {"shuffle": "encounter_deck"}),
    "shuffle_into": Verb(DECKS, targeted(), "move the targets into that deck, then shuffle it",
                         {"shuffle_into": "encounter_deck"}, "self"),
    "discard_top": Verb("amount", {"deck": DECKS, "as": "name"}, "discard the top cards of a "
                        "deck; the last one is bound to `as`", {"discard_top": 1}),
    "discard_until": Verb("selector", {"deck": DECKS, "as": "name"}, "discard from the top "
                          "of a deck until a matching card is discarded; it is bound to `as`",
                          {"discard_until": {"type": "side_scheme"}}),
    "reveal": Verb("target", {}, "reveal the card",
                   [{"discard_until": {"type": "side_scheme"}}, {"reveal": "it"}]),
    "reveal_encounter": Verb("true", {}, "reveal the top card of the encounter deck",
                             {"reveal_encounter": True}),
    "deal_encounter": Verb("amount", {"player": "player"}, "deal a player encounter cards "
                           "facedown", {"deal_encounter": 1}),
    "deal_from_top": Verb("amount", {"by": "player"}, "deal each player one of the top N "
                          "encounter cards facedown (chosen by `by`, the first player by "
                          "default), then shuffle", {"deal_from_top": 5}),
    "swap": Verb("selectors", {}, "look at those cards and swap any number of pairs",
                 {"swap": [{"zone": "dealt", "controller": "any"},
                           {"zone": "encounter_deck", "top": 1}]}),
    "bring_linked": Verb("true", {}, "put into play a set-aside card linked to this card",
                         {"bring_linked": True}),
    # --- the villain and enemies
    "surge": Verb("true", {}, "the card being revealed gains surge", {"surge": True},
                  answers=("when_revealed",)),
    "villain_schemes": Verb("true", {}, "the villain schemes against you",
                            {"villain_schemes": True}),
    "villain_attacks": Verb("true", {"extra_boost": "int"}, "the villain attacks you "
                            "(`extra_boost` more boost cards)", {"villain_attacks": True}),
    "enemies_attack": Verb("true", {}, "the villain and each minion engaged with you attack "
                           "you", {"enemies_attack": True}),
    "enemy_attacks": Verb("target", targeted(extra_boost="int", overkill="bool", also="bool"),
                          "the enemies the value names attack the target character (an ally: "
                          "its controller is the attacked player and may defend; `overkill`: "
                          "excess damage to a defeated ally goes to its controller's "
                          "identity; `extra_boost` more boost cards; `also`: attacks added to "
                          "the one under way, noted `also`, so `unless = \"also\"` keeps the "
                          "ability that added them from answering them)",
                          {"enemy_attacks": "villain", "target": {"type": "ally"}}, "you"),
    # --- enemy activations (engine/champions/language/verbs/activations.py)
    "activates": Verb("true", targeted(player="player"), "the target enemies activate against "
                      "you (`player`: that player) one after another: each attacks a hero, "
                      "schemes against an alter-ego, with its activation windows (RRG "
                      "ACTIVATION)",
                      {"activates": True, "target": {"type": "minion", "name": "Moonstone"}},
                      "self"),
    "advance": Verb(("villain", "main_scheme"), {}, "the villain's next stage comes in, or "
                    "the main scheme deck advances", {"advance": "main_scheme"}),
    "end_game": Verb(("win", "lose"), {"cause": "text"}, "the game ends (`cause`: our words)",
                     {"end_game": "win", "cause": "the villain is caught"}),
    # --- the occurrence answered
    "cancel": Verb("true", {}, "cancel the occurrence; with effects after it, a replacement "
                   "(\"instead\")", {"cancel": True}, answers=("cancel",)),
    "prevent_damage": Verb("positive_or_all", {}, "prevent that much of the occurrence's "
                           "amount", {"prevent_damage": 2}, answers=("prevent",)),
    "divert": Verb("amount_or_all", targeted(), "that much of the occurrence's threat goes on "
                   "the target instead", {"divert": 1}, "self",
                   answers=("main_threat:would", "scheme:would", "thwart:would"), single=True),
    "reverse_activation": Verb("true", {}, "the scheming enemy removes threat instead of "
                               "placing it", {"reverse_activation": True},
                               answers=("scheme:would",)),
    "scheme_instead": Verb("true", {}, "the attacking enemy schemes instead",
                           {"scheme_instead": True}, answers=("enemy_attack:would",)),
    "power_bonus": Verb("amount", {}, "the basic power gets that much more",
                        {"power_bonus": 1}, answers=("basic_power:would",)),
    "attack_bonus": Verb("amount", {}, "the attack under way deals that much more damage",
                         {"attack_bonus": 1}, answers=(ATTACK,)),
    "prevent_attack_damage": Verb(("all",), {}, "prevent all damage of the attack under way",
                                  {"prevent_attack_damage": "all"}, answers=(ATTACK,)),
    "redirect_attack": Verb("true", targeted(), "the attack under way resolves against the "
                            "target instead (answering an enemy's attack: it becomes one "
                            "against that ally, or that identity, noted `redirected`)",
                            {"redirect_attack": True, "target": "self"},
                            "self", answers=(ATTACK, "enemy_attack:would"), single=True),
    "after_attack": Verb("effects", {}, "run the effects once the attack under way has "
                         "resolved (`{ var = \"prevented\" }`: the damage it prevented)",
                         {"after_attack": [{"damage": 1, "target": "attacker"}]},
                         answers=(ATTACK,)),
    "resolve": Verb(("preparation", "boost", "when_revealed", "when_defeated"), targeted(),
                    "resolve the target's abilities of that trigger (a card with no printed "
                    "one resolves those granted by `grant`)",
                    [{"discard_top": 1}, {"resolve": "preparation", "target": "it"}], "it"),
    # --- control flow and choices
    "if": Verb("tests", {"then": "effects", "otherwise": "effects"},
               "run `then` when the tests hold, else `otherwise`",
               {"if": {"did": True}, "then": [{"draw": 1}]}),
    "choose_one": Verb("options", {"by": "player"}, "offer each option that can change the "
                       "game state (one per target when its first effect picks one)",
                       {"choose_one": [{"effects": [{"draw": 1}]},
                                       {"effects": [{"heal": 1}]}]}),
    "choose_player": Verb("true", {"then": "effects", "as": "name"}, "choose a player for whom "
                          "`then` can do something; bound to `as` (default `player`)",
                          {"choose_player": True, "then": [{"draw": 1, "player": "player"}]}),
    "choose_number": Verb("amount", {"at_most": "amount", "as": "name", "then": "effects"},
                          "choose X from 0 to the value (`at_most` caps it), bound to `as` "
                          "(default `x`); `then` runs with it unless it is 0",
                          {"choose_number": 3, "then": [{"heal": {"var": "x"}}]}),
    "repeat": Verb("amount", {"effects": "effects"}, "run the effects that many times",
                   {"repeat": 2, "effects": [{"draw": 1}]}),
    "for_each": Verb("selector", {"effects": "effects", "as": "name"}, "run the effects for "
                     "each matching card, bound to `as` (default `it`)",
                     {"for_each": {"type": "minion"}, "effects": [{"damage": 1,
                                                                   "target": "it"}]}),
    "for_each_player": Verb("true", {"effects": "effects"}, "each player in player order "
                            "resolves the effects as \"you\" (bound to `player` too)",
                            {"for_each_player": True, "effects": [{"draw": 1}]}),
    "later": Verb(LATER, {"effects": "effects"}, "keep the effects on this card until the end "
                  "of the phase (they lapse if it leaves play first); a player card in play",
                  {"later": "phase_end", "effects": [{"return_to_hand": True}]}),
    "hook": Verb("hook", {}, "run a registered Python hook (the card counts as `hook`)",
                 {"hook": "name"}),
    # --- lasting effects (issue 22 part 3: durations)
    "gets": Verb("modifier", targeted(until=UNTIL), "a lasting effect: the target gets the "
                 "modifier (a constant effect without `to`) until the end of the round "
                 "(`until`, the default) or of the phase; it ends early if the target leaves "
                 "play (RRG LASTING EFFECTS)",
                 {"gets": {"stat": "attack", "amount": 2}, "target": "self",
                  "until": "phase"}, "you"),
}
# --- issue 22 part 3: indirect damage (RRG v1.8 INDIRECT DAMAGE)
VERBS["indirect_damage"] = Verb(
    "amount", {"player": "player", "group": "bool"}, "deal indirect damage to you (or "
    "`player`), who divides it among the characters they control, none given more than "
    "would defeat it (tough prevents what it is given; one that cannot take damage is left "
    "out); `group = true`: to the players, divided among all their characters by the first "
    "player", {"indirect_damage": 2})
# --- issue 22 part 3: the activation under way (RRG v1.8 BOOST)
VERBS["more_boost_cards"] = Verb(
    "amount", {}, "give the activating enemy that many additional boost cards for this "
    "activation (an interrupt to its attack or its activation: dealt with its usual ones; a "
    "Boost ability: dealt and flipped next)", {"more_boost_cards": 1},
    answers=("enemy_attack:would", "activation:would", "boost"))
VERBS["gain_boost_icons"] = Verb(
    "amount", {}, "the boost card resolving gains that many boost icons for this activation",
    {"gain_boost_icons": 2}, answers=("boost",))
# --- issue 22 part 3: find (RRG v1.8 FIND; FFG ruling 17 December 2025, 4.3)
VERBS["find"] = Verb(
    "selector", {"as": "name"}, "find the first matching card in the game's areas: in play "
    "(not facedown encounter cards), set aside, the discard piles, the hands, then the "
    "encounter deck and the player decks (shuffled once searched); never the victory display "
    "or cards removed from the game; bound to `as` (default `it`). `reveal` on a minion "
    "found in play: it engages you and resolves its When Revealed abilities",
    {"find": {"name": "A.I.M. Scientist"}})
TEXT_OPTION = "text"  # every effect may carry ``text`` (our words for a `choose_one` option)
NESTED = ("then", "otherwise", "effects", "on_defeat", "after_attack")
"""Options that hold effect lists (control flow runs them in the same scope)."""
BINDERS = ("as",)


# ------------------------------------------------------------------ selectors, amounts
SELECTOR_ZONES = ("play", "hand", "deck", "discard", "nemesis", "encounter_deck",
                  "encounter_discard", "set_aside", "victory", "dealt", "other_area",
                  "tucked")  # tucked: with `attached_to`, the cards tucked under that card
MEASURES: dict[str, str] = {
    "hit_points": "remaining hit points", "threat": "threat on it", "damage": "damage on it",
    "counters": "counters other than damage and threat", "acceleration": "acceleration tokens",
    "cost": "printed cost", "attack": "current ATK", "thwart": "current THW",
    "scheme": "current SCH", "defense": "current DEF",
    "printed_hit_points": "printed hit points",  # issue 24: Biomechanical Upgrades
}
"""Numbers about a card (selector keys ``most``/``fewest``, ``max_total``, amount ``stat``)."""
SELECTOR_KEYS: dict[str, tuple[Any, str]] = {
    "type": ("types", "is of that type (`enemy`, `character`, `identity`, `scheme` stand for "
                      "several)"),
    "trait": ("trait", "has the trait (modifiers included)"),
    "name": ("text", "has that card name"),
    "keyword": ("keyword", "has the keyword (`form`: a suit form upgrade)"),
    "controller": ("players", "its controller (`any`, the default)"),
    "owner": ("players", "whose card it is, whoever controls it"),
    "zone": ("zones", "where it is: `play` (default), a list of zones"),
    "engaged_with": ("players", "a minion engaged with them (the villain: with everyone)"),
    "exhausted": ("bool", "exhausted or ready"),
    "facedown": ("bool", "facedown or faceup"),
    "permanent": ("bool", "permanent or not"),
    "unique": ("bool", "unique or not"),
    "form": (FORMS, "its controller is in that form"),
    "status": (STATUSES, "has that status card"),
    "without_status": (STATUSES, "has no such status card"),
    "has": ("counter", "has counters of that kind"),
    "resource": (RESOURCE_TYPES, "can pay that resource (wild counts)"),
    # issue 24: Black Cat, "each card with a printed [mental] resource discarded this way"
    "printed_resource": (RESOURCE_TYPES, "has that resource icon printed (a wild one is not a "
                                         "mental one)"),
    "is": ("words", "only the card(s) those words name (a name bound with `as`)"),
    "most": ("measure", "only the cards tied for the most of it"),
    "fewest": ("measure", "only the cards tied for the fewest of it"),
    "not": ("words", "not the card(s) those words name"),
    "not_self": ("true", "not this card"),
    "shares_trait": ("word", "shares a trait with the card a word names"),
    "attached_to": ("word", "attached to the card a word names"),
    "without_attachment": ("text", "has no attachment of that name (other than this card)"),
    "top": ("int", "only the first N cards of each zone (a discard pile's: the N on top, "
                   "the last put there)"),
    # issue 24: Stark Tower, "the topmost Tech upgrade in their discard pile"
    "topmost": ("true", "only the matching card nearest the top of each zone (a deck's "
                        "first, a discard pile's last)"),
    "random": ("true", "one matching card, picked by the game's seeded RNG"),
    # issue 24: The Vulture's Plans, "discard 1 card at random from each player's hand"
    "one_each": ("true", "one card per player (whose zone it is, else its controller): with "
                         "`random`, picked in each by the seeded RNG, else the first"),
}
KIND_TEXT["types"] = "a card type or type word, or a list"
KIND_TEXT["zones"] = "a zone, or a list"
AMOUNTS: dict[str, tuple[Any, str]] = {
    "per_player": ("int", "N for each player the game started with"),
    "per_group": ("int", "N for each group of an epic event (1 outside one)"),
    "count": ("target", "how many cards the selector matches"),
    "counters": ("counter", "counters of that kind on `on` (default this card)"),
    "stat": ("stat", "a measure of `of` (default this card); `printed = true`: a printed "
                     "stat (cost, attack, ...)"),
    "var": ("var", "a number an earlier effect set (below)"),
    "stage": ("word", "the stage number of the card a word names (I, II, III; 1A, 2B)"),
    "that": (("amount",), "the amount of the occurrence answered (a window ability; after a "
                            "`cancel`, what it replaced)"),
}
AMOUNT_OPTIONS: dict[str, tuple[Any, str]] = {
    "on": ("target", "with `counters`: which card(s)"),
    "of": ("target", "with `stat`: which card"),
    "printed": ("bool", "with `stat`: the printed value"),
    "plus": ("int", "added"),
    "times": ("int", "multiplied by"),
    # issue 22 part 3: "(to a maximum of N)" caps this ability's amount only (the 30 March
    # 2026 ruling: local); a global maximum is a constant `cap` (below)
    "max": ("int", "at most that (after `times` and `plus`): \"to a maximum of N\", for this "
                   "ability only"),
}
KIND_TEXT["stat"] = "a measure, or with `printed` a printed stat"
KIND_TEXT["var"] = "a number's name (below)"
PRINTED_STATS = ("cost", "attack", "thwart", "scheme", "defense", "recover", "health",
                 "hand_size", "boost", "base_threat", "acceleration", "target_threat")
VARS: dict[str, str] = {
    "done": "how much the last verb did",
    "did": "1 if the last verb changed something, else 0",
    "removed": "the threat the last `remove_threat` removed",
    "looked": "the cards `look` looked at",
    "x": "the number `choose_number` chose (or its `as` name)",
    "defeated_sch": "in `on_defeat`: the defeated enemy's printed SCH",
    "prevented": "in `after_attack`: the damage the attack prevented",
    "resource_types": "the different resource types printed on the cards the last `discard` "
                      "discarded (wild is one)",
}
# --- issue 24: Iron Man's Repulsor Blast and Whiplash's cards
for _kind in RESOURCE_TYPES:
    VARS[f"discarded_{_kind}"] = (f"the printed {_kind} resources on the cards the last "
                                  "`discard_top` discarded")
SCOPED_VARS = {"defeated_sch": "on_defeat", "prevented": "after_attack"}


# ------------------------------------------------------------------ conditions and tests
NEEDS = ("identity_can_attack", "thwart_target", "all_characters_shield",
         "shield_support_or_suit", "suit_and_removable_threat", "engaged_with_another_minion")
CONDITIONS: dict[str, tuple[Any, str]] = {
    "form": (FORMS, "your identity is in that form"),
    "suit": (SUITS, "your suit form upgrade shows that form"),
    "expert": ("bool", "expert or standard mode"),
    "mode": (MODES, "the game's mode (campaign, competitive: from the setup)"),
    "exists": ("target", "the selector matches a card"),
    "none": ("target", "the selector matches no card"),
    "count": ("amount", "with `at_least`/`at_most`: the amount is in range"),
    "at_least": ("amount", "with `count` (a number or an amount: `{ per_player = 4 }`)"),
    "at_most": ("amount", "with `count` (a number or an amount: `{ per_player = 4 }`)"),
    "side": (("a", "b"), "the card `of` names (default this card) shows that face"),
    "of": ("target", "with `side` (or the tests `status`, `resource`): which card (a word, or a "
                     "selector table: its first card; none: the test fails)"),
    "needs": (NEEDS, "a named check the tests cannot say yet"),
    "limit": (("round",), "actions, interrupts, responses and resource abilities: once per "
                          "round (each card's ability; an encounter card's for every player)"),
    "paying_for_trait": ("trait", "resource abilities: only while paying for a card with the "
                                  "trait"),
}
"""An ability's ``if``. ``limit`` is read for actions, window and resource abilities
(LIMITED), ``paying_for_trait`` for resource abilities, which read nothing else but limit
and ``form`` (a Hero Resource: Web-Shooter);
the rest by every trigger that reads ``if``."""
TESTS: dict[str, tuple[Any, str]] = {
    "did": ("bool", "the last verb changed something (\"if you do\")"),
    "status": (STATUSES, "the card `of` names (default you) has that status card"),
    # issue 24: Hulk ("if that card's printed resource has [physical]"), Relentless Assault
    "resource": (RESOURCE_TYPES, "the card `of` names (default `it`) has that printed "
                                 "resource (a wild one counts as every type)"),
    "paid_with": (RESOURCE_TYPES, "this card was paid for with a resource of that type (a "
                                  "wild one counts: its player names its type)"),
    # issue 24: Kree Manipulator ("if the villain is making an undefended attack")
    "undefended_attack": ((True,), "a Boost ability: this boost card was flipped for the "
                                   "villain's attack and no character defends it"),
    **{k: v for k, v in CONDITIONS.items() if k not in ("limit", "paying_for_trait")},
}
"""An ``if`` effect's tests: the ability conditions but ``limit``/``paying_for_trait``, plus
``did``, ``status``, ``resource`` and ``paid_with``."""


# ------------------------------------------------------------------ costs
COSTS: dict[str, str] = {
    "exhaust_self": "exhaust this card",
    "exhaust_identity": "exhaust your identity",
    "exhaust_character": "exhaust a character you control (you choose)",
    "discard_self": "discard this card",
    "use_counter": "remove one of its uses counters (a card with `uses`; the last one "
                   "discards it)",
    "suit_threat": "remove threat from your suit form upgrade",
    "resources": "`{ spend = { energy = 1 } }` (`or_any = N`: or N of any type): typed "
                 "resources, paid in the payment question",
    # issue 22 part 3: "Discard a S.H.I.E.L.D. support you control ->" (The Hard Call)
    "discard": "`{ discard = selector }`: discard a card it matches (you choose); an event "
               "(or an action) with one cannot be played (used) while none matches, pays it "
               "as it resolves, before its effects (RRG COST ARROW ICON), and its effects name "
               "that card `paid`",
    # issue 24: Make the Call ("pay the printed cost of an ally in any player's discard pile")
    "pay_cost_of": "`{ pay_cost_of = selector }`: an event's: as it resolves you choose a card "
                   "it matches whose printed cost you can pay (none: it cannot be played) and "
                   "pay that cost; its effects name that card `it`",
    # issue 24: Rechannel
    "heal_identity": "heal 1 damage from your identity (not payable while it has none)",
}


# ------------------------------------------------------------------ constant modifiers
MODIFIER_KINDS: dict[str, tuple[Any, bool, str]] = {
    "stat": (("attack", "thwart", "scheme", "defense", "recover", "health", "target_threat",
              "hand_size"),
             True, "the stat gets `amount` (default 1) more (`hand_size`: an identity's)"),
    "keyword": ("counted", True, "gains the keyword with `amount`"),
    "trait": ("trait", False, "gains the trait"),
    "icon": (("acceleration", "amplify", "crisis", "hazard"), True, "gains `amount` icons"),
    "cannot": (("attack", "defend", "be_attacked", "take_damage", "leave_play"), False,
               "cannot do it (attack: a player character; defend: an ally; be_attacked: an "
               "enemy; take_damage: any character; leave_play: no card ability discards, "
               "returns, tucks, shuffles or removes it from play, a defeat still does)"),
    "cap": (("damage_per_attack", "hand_size"), True, "takes no more than `amount` damage "
            "from each attack; `hand_size`: an identity's hand size is at most `amount`, "
            "whatever raises it (a global maximum: the 30 March 2026 ruling on Iron Man)"),
}
"""Constant effects: ``{ kind = value, amount = N, to = word, with_trait = trait }``; the
second field says whether ``amount`` is read. ``amount`` may be an amount table (+X ATK where
X is a count, a stat, counters: read live, from printed values and counts, not from other
modifiers)."""
KIND_TEXT["counted"] = "a keyword the rules count"
KIND_TEXT["modifier"] = "a constant effect without `to` (`{ stat = \"attack\", amount = 2 }`)"
MODIFIER_TARGETS: dict[str, str] = {
    "self": "this card", "host": "the card it is attached to",
    "allies_you_control": "each ally you control", "villain": "the villain",
    "main_scheme": "the main scheme", "minions": "each faceup minion (`with_trait`: printed)",
    "other_encounter_cards": "each other encounter card in play or being revealed",
    "facedown_minions": "each facedown minion (`with_trait`: the trait it entered with)",
    # issue 22 part 3: a constant on your identity from a card that is not attached to it
    "you": "your identity (the controller's, or the engaged player's)",
}
WITH_TRAIT = ("minions", "facedown_minions")
GRANTS = ("preparation",)
"""``grant``: the trigger of the ability a constant gives every encounter card without a
printed one (its effects are ordinary effects; ``granter`` names the granting card)."""


# ------------------------------------------------------------------ keywords
@dataclasses.dataclass(frozen=True)
class Keyword:
    """A keyword: how its value is written, the card types the rules read it on, and whether
    the rules count it (a constant modifier or a selector ``keyword`` can use it)."""

    value: Any
    types: tuple[str, ...]
    means: str
    counted: bool = True


KEYWORDS: dict[str, Keyword] = {
    "guard": Keyword("true", ("minion",), "the villain cannot be attacked while it is engaged"),
    "patrol": Keyword("true", ("minion",), "the main scheme cannot be thwarted while it is "
                                           "engaged"),
    "quickstrike": Keyword("true", ("minion",), "attacks as it engages a hero"),
    "toughness": Keyword("true", ("minion",), "enters play with a tough status card"),
    "villainous": Keyword("true", ("minion",), "gets a boost card when it activates"),
    "surge": Keyword("true", DEALT, "reveal another card after it"),
    "incite": Keyword("count", DEALT, "When Revealed: place that much threat on the main "
                                      "scheme"),
    "peril": Keyword("true", DEALT, "its player resolves it alone"),
    "hinder": Keyword("count", ("side_scheme",), "enters play with that much more threat"),
    # issue 24: Highway Robbery, "when defeated, return each facedown card here to its
    # owner's hand" (the scheme is discarded with its tucked cards: so a keyword, read first)
    "returns_tucked": Keyword("true", ("side_scheme",), "when defeated, each card tucked here "
                                                        "returns to its owner's hand"),
    "tucks_allies": Keyword("true", ("side_scheme",), "tucks each ally leaving play, with its "
                                                      "cost in threat and an acceleration "
                                                      "token"),
    "victory": Keyword("count", ("minion", "side_scheme", "ally"), "goes to the victory "
                                                                   "display when defeated"),
    "retaliate": Keyword("count", ("villain", "minion"), "deals that much damage to a "
                                                         "character attacking it"),
    "overkill": Keyword("true", ("villain", "minion"), "excess damage to an ally goes on to "
                                                       "its controller's identity"),
    "stalwart": Keyword("true", CHARACTERS, "cannot be stunned or confused"),
    "steady": Keyword("true", CHARACTERS, "takes two stunned or confused cards"),
    "vulnerable": Keyword("true", CHARACTERS, "a stunned or confused card discards it"),
    "stacks_tough": Keyword("true", CHARACTERS, "can have any number of tough status cards"),
    "linked": Keyword("code", CARD_TYPES, "set aside; `bring_linked` on the named card puts "
                                          "it into play", counted=False),
    "setup": Keyword("true", (*PLAYER_IN_PLAY, "environment", "side_scheme"),
                     "begins the game in play (a player deck's card; an environment or side "
                     "scheme of the encounter deck or set aside: RRG Appendix II step 11)",
                     counted=False),
    "form": Keyword("true", ("upgrade",), "a suit form upgrade (selector `keyword = \"form\"`)",
                    counted=False),
    "uses": Keyword("uses", (*PLAYER_IN_PLAY, "attachment"), "enters play with that many "
                    "counters (an attachment: as it attaches, revealed or by `attach`)",
                    counted=False),
    "shield_discount": Keyword("int", ("ally", "event", "support", "upgrade"), "costs that "
                               "much less while your identity is S.H.I.E.L.D.", counted=False),
    "max_per_player": Keyword((1,), PLAYER_IN_PLAY, "max 1 per player", counted=False),
    "max_per_scheme": Keyword((1,), ("support", "upgrade"), "attaches to the main scheme, max "
                                                            "1 per scheme", counted=False),
    "max_per_deck": Keyword("int", HAND, "a deck holds at most that many (checked in "
                                         "decks.toml)", counted=False),
    "team_up": Keyword("names", ("ally", "event", "support", "upgrade"), "playable only while "
                       "those characters are in play", counted=False),
    "any_control": Keyword("true", PLAYER_IN_PLAY, "enters play under any player's control",
                           counted=False),
    "attach": Keyword("attach_to", ("attachment", "upgrade"), "attaches to the villain or the "
                      "revealing player's identity as it is revealed; a selector table: to a "
                      "matching card in play the revealing player chooses (none: it is "
                      "discarded, RRG v1.8 ATTACH TO); an upgrade attaches as it enters play, "
                      "to a matching card its player chooses, and cannot be played while none "
                      "matches", counted=False),
    # issue 24: Webbed Up, "Hero form only."
    "form_only": Keyword(("hero", "alter_ego"), ("ally", "support", "upgrade"), "can be "
                         "played only while its player is in that form", counted=False),
}
# --- issue 22 part 3: ally limits (RRG ALLY LIMIT)
KEYWORDS["outside_ally_limit"] = Keyword("true", ("ally",), "does not count against your ally "
                                         "limit", counted=False)
KEYWORDS["ally_limit_bonus"] = Keyword("int", PLAYER_IN_PLAY, "its controller's ally limit is "
                                       "that much higher", counted=False)
# --- issue 22 part 3: indirect damage
# --- issue 24: Melter (Masters of Evil)
KEYWORDS["defended_by_ally"] = Keyword("true", ("villain", "minion"), "the engaged player "
                                       "must defend its attacks with an ally they control, "
                                       "if able")
KEYWORDS["attacks_indirect"] = Keyword("true", ("villain", "minion"), "its attacks deal "
                                       "indirect damage (in the attack's damage step)")
# --- issue 24: The Power of Aggression (and the other Core Set "The Power of" cards)
ASPECTS = ("aggression", "justice", "leadership", "protection")
KEYWORDS["double_resources_for"] = Keyword(ASPECTS, ("resource",), "it generates twice its "
                                           "printed resources while paying for a card of that "
                                           "aspect (not an ability's cost)", counted=False)
COUNTED_KEYWORDS = tuple(name for name, k in KEYWORDS.items() if k.counted)
SELECTABLE_KEYWORDS = tuple(
    name for name, k in KEYWORDS.items() if k.value in ("true", "count", "int")
    or (isinstance(k.value, tuple) and all(isinstance(n, int) for n in k.value)))
"""Keywords a selector ``keyword`` can test (their values are numbers or true)."""

# --- issue 24: Black Panther and the Core Set Protection cards
# Wakanda Forever! (01043): "resolve the Special ability of each Black Panther upgrade you
# control in any order" (RRG SPECIAL: resolved only when another ability says so)
TRIGGERS["special"] = Trigger(("upgrade", "support", "ally"), "the card a "
                              "`resolve_in_sequence = \"special\"` effect names, as one step "
                              "of its sequence (RRG SPECIAL; `label = \"attack\"`: a stunned "
                              "identity discards its stunned card instead)")
LABELED = ("special",)
"""Non-window triggers that read ``label`` (``attack``: "Special (attack)")."""
VERBS["resolve_in_sequence"] = Verb(
    ("special",), targeted(), "resolve the trigger's ability of each target, one step of a "
    "sequence each, in the order you choose; in the last step the amount `final_step` applies "
    "(a card that left play meanwhile is skipped)",
    {"resolve_in_sequence": "special", "target": {"type": "upgrade", "controller": "you"}},
    {"type": "upgrade", "controller": "you"})
AMOUNTS["sequence"] = ("amount", "with `final_step`: this much, or the `final_step` amount in "
                                 "the last step of the sequence (`resolve_in_sequence`)")
AMOUNT_OPTIONS["final_step"] = ("amount", "with `sequence`: the amount in the sequence's "
                                          "last step")
# Ancestral Knowledge: "up to 3 different cards" (RRG FAQ: the same title is the same card)
TARGET_OPTIONS["different"] = "bool"
for _verb in VERBS.values():  # every verb that picks several targets
    if "up_to" in _verb.options:
        _verb.options["different"] = "bool"
# Counter-Punch: "after your hero defends against an enemy attack, ... that enemy"
OF_WORDS["defended_by_you"] = ("card", "one your hero defended (an enemy attack)")
OCCURRENCES["enemy_attack"] = dataclasses.replace(
    OCCURRENCES["enemy_attack"], of=(*OCCURRENCES["enemy_attack"].of, "defended_by_you"))
TARGET_WORDS["that_source"] = Word("the card making the answered occurrence happen (the "
                                   "attacking enemy), while in play", "occurrence")
# Killmonger: "cannot take damage from Black Panther upgrades"
MODIFIER_OPTIONS: dict[str, str] = {
    "from": "with `cannot = \"take_damage\"`: a selector table: only damage from the abilities "
            "of the cards it matches (an attack they make included)",
}
# Black Panther's retaliate, Luke Cage's toughness
KEYWORDS["retaliate"] = dataclasses.replace(
    KEYWORDS["retaliate"], types=(*KEYWORDS["retaliate"].types, "hero", "ally"),
    means="deals that much damage to a character attacking it (a hero or ally: to the enemy "
          "attacking it or whose attack it defends)")
KEYWORDS["toughness"] = dataclasses.replace(
    KEYWORDS["toughness"], types=(*KEYWORDS["toughness"].types, "ally"))
# Black Widow (01075): "exhaust Black Widow and spend a [mental] resource ->" on an interrupt
for _name in ("interrupt", "response"):
    TRIGGERS[_name] = dataclasses.replace(TRIGGERS[_name],
                                          costs=(*TRIGGERS[_name].costs, "resources"))
