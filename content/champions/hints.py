"""Load and validate the hero bot's per-card hints (``hints/<pack>.toml``).

A hint is what a player would know about a card when deciding how to play it: what it
is worth kept in hand, what a uses counter on it is worth, when its action or event is
worth using, how to answer the questions it asks. The rules never read hints; the bot
(``engine/champions/ai``) reads them by card code, so no card code or name is written
in its Python. A card without hints is played by generic rules (worth its printed cost).

Hints live beside the card language, not inside it: one ``[[card]]`` table per card
with ``code`` (and ``name``, checked against the facts), in a file per pack. Fields,
all optional (``HINT_FIELDS``; the words of the enumerated ones are in the lists below,
and ``tests/engine/champions/test_ai_hints.py`` checks the bot implements each):

- ``worth``: resources' worth of keeping and playing the card (default: printed cost, 1
  for a cost-0 card).
- ``uses``: worth of one uses counter on it (counters go where they are worth most).
- ``act`` (lower first) and ``act_when`` (``ACT_WHEN``): the order of the card's
  actions on the bot's turn. An identity's action is only used with ``act``.
- ``play`` (``PLAY``): when to play the event; ``damage``: what an ``attack`` event
  deals to the villain (it is kept for a finishing blow).
- ``choice`` (``CHOICES``): how to answer the questions the card asks (a prompt that
  starts with the card's name).
- ``engage_rank``: a minion's place in the order the bot engages minions at setup
  (lower first: the one that hurts least).
- ``charge``: threat stored on this card adds up to this much to the hero's attack.
- flags (true/false): ``mild`` (an encounter card not worth cancelling: the card
  revealed instead is on average worse), ``takes_allies`` (while this scheme is in
  play an ally leaving play is lost to it), ``speeds`` (a side scheme that speeds the
  villain up: cleared early), ``hides`` (enemies scheme instead of attacking the hero
  who controls it), ``cancels_events`` (attached to the villain it cancels the next
  event played), ``decoy`` (an event cheap enough to spend on such a card),
  ``prevents_attack`` (discarding it prevents an attack's damage).

A problem is reported as ``path:line: card CODE: what is wrong``.
"""

from __future__ import annotations

import dataclasses
from functools import cache
from pathlib import Path

from content import content_path
from content.champions.schema import Catalog, catalog
from content.loader import EntryChecker, load_toml

# When an action is worth using (besides being offered): "threat" the main scheme is
# under pressure (or a side scheme is out); "identity_exhausted" the hero has used its
# identity this turn; "identity_ready" it has not; "hurt" the identity is below the
# bot's hiding threshold; "rested" the identity is ready and needs no recovery.
ACT_WHEN = ("threat", "identity_exhausted", "identity_ready", "hurt", "rested")
# When an event is worth playing: "attack" whenever it can hit (at once for a finishing
# blow); "thwart" when the scheme needs it; "always"; "with_uses" with a card in play
# whose uses are worth 2 or more; "spent_support" with a support worth discarding;
# "identity_exhausted" once the identity is exhausted.
# issue 24 (Wakanda Forever!): "with_upgrades" while the player controls 2 or more upgrades.
PLAY = ("attack", "thwart", "always", "with_uses", "spent_support", "identity_exhausted",
        "with_upgrades")
# How to answer a card's questions (each is a function of the bot: engine/champions/ai).
CHOICES = (
    "done", "pay", "most", "discard", "scheme_hero_or_enemy", "thwart_if_urgent",
    "charge_suit", "heal_if_hurt", "remove_if_low", "counter_target", "ready_target",
    "scheme_if_urgent_else_enemy", "spent_support", "stun_villain", "best_card",
    "least_card", "most_minions", "threat_unless_none", "logistics", "cheapest_card",
)
FLAGS = ("mild", "takes_allies", "speeds", "hides", "cancels_events", "decoy",
         "prevents_attack")
HINT_FIELDS = {"code", "name", "worth", "uses", "act", "act_when", "play", "damage", "choice",
               "engage_rank", "charge", *FLAGS}


@dataclasses.dataclass(frozen=True)
class CardHints:
    """The hints of one card face (module doc); defaults mean "no hint"."""

    worth: float | None = None
    uses: float = 0.0
    act: int | None = None
    act_when: str = ""
    play: str = ""
    damage: int = 0
    choice: str = ""
    engage_rank: int | None = None
    charge: int = 0
    mild: bool = False
    takes_allies: bool = False
    speeds: bool = False
    hides: bool = False
    cancels_events: bool = False
    decoy: bool = False
    prevents_attack: bool = False


NO_HINTS = CardHints()


def _number(check: EntryChecker, field: str) -> float | None:
    value = check.get(field, (int, float), None)
    return None if value is None else float(value)


def _word(check: EntryChecker, field: str, words: tuple[str, ...]) -> str:
    value: str = check.get(field, str, "")
    if value and value not in words:
        raise check.fail(f'field "{field}" is {value!r}; expected one of {", ".join(words)}',
                         field)
    return value


def _parse(check: EntryChecker) -> CardHints:
    check.reject_unknown(HINT_FIELDS)
    flags = {flag: check.get(flag, bool, False) for flag in FLAGS}
    hints = CardHints(
        worth=_number(check, "worth"), uses=_number(check, "uses") or 0.0,
        act=check.get("act", int, None), act_when=_word(check, "act_when", ACT_WHEN),
        play=_word(check, "play", PLAY), damage=check.get("damage", int, 0),
        choice=_word(check, "choice", CHOICES),
        engage_rank=check.get("engage_rank", int, None), charge=check.get("charge", int, 0),
        **flags)
    if hints.act_when and hints.act is None:
        raise check.fail('"act_when" needs "act" (the order of the action)', "act_when")
    if hints.damage and hints.play != "attack":
        raise check.fail('"damage" is for an event with play = "attack"', "damage")
    return hints


def load_hints(root: Path | None = None, cards: Catalog | None = None) -> dict[str, CardHints]:
    """Every ``hints/*.toml`` file under ``root``, checked against the card catalog;
    raises ContentError on the first problem."""
    root = Path(root) if root else content_path("champions")
    cards = cards or catalog()
    out: dict[str, CardHints] = {}
    for path in sorted((root / "hints").glob("*.toml")):
        data, source = load_toml(path)
        line = 0
        for table in data.get("card", []):
            code = table.get("code")
            line = source.line_of("code", code, line + 1) or line
            check = EntryChecker(source, table, f"card {code}", line or None)
            check.get("code", str)
            if code not in cards.cards:
                raise check.fail("no such card in the catalog", "code")
            if code in out:
                raise check.fail("has hints twice", "code")
            name = check.get("name", str, cards.cards[code].name)
            if name != cards.cards[code].name:
                raise check.fail(f'name "{name}" does not match the facts '
                                 f'("{cards.cards[code].name}")', "name")
            out[code] = _parse(check)
    return out


@cache
def hints() -> dict[str, CardHints]:
    """The shipped hints, loaded once per process."""
    return load_hints()


def hint(code: str) -> CardHints:
    """The hints of one card face (``NO_HINTS`` for a card without any)."""
    return hints().get(code, NO_HINTS)


def check_hints() -> int:
    """Loader for ``helicarrier content check``: validates and counts hinted faces."""
    return len(load_hints())
