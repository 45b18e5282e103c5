"""What the rules make of the cards on the table: traits, keywords, icons and stats.

:class:`GameQueries` extends the core's :class:`~engine.champions.core.base.GameBase`
with what constant abilities and lasting effects change (:mod:`.modifiers`): a card's
traits and keywords, icons in play, its stats and hit points, a scheme's target threat,
the threat the villain phase places, and turning a double-sided card (with its "would"
and "after" moments: :mod:`.basic_events`). A printed X and card text in prompts are the
card language's (through :data:`engine.champions.core.card_language.LANGUAGE`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from content.champions.schema import Ability
from engine.champions.core.base import GameBase
from engine.champions.core.card_language import LANGUAGE
from engine.champions.core.effect_steps import Scope
from engine.champions.rules import basic_events, modifiers, uniqueness
from engine.core import HelicarrierError

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame
class GameQueries(GameBase):
    """The core's state access plus what the rules read of a card in play."""

    modifier_memo: list[modifiers.Modifier] | None = None  # only inside modifiers.reading()
    unique_names: dict[str, uniqueness.Names]  # unique card code -> its names (uniqueness)

    def traits(self, cid: int) -> tuple[str, ...]:
        card = self.c(cid)
        if card.facedown:
            return tuple(card.extra.get("traits", ()))
        printed = self.d(cid).traits
        # constant abilities and lasting effects (modifiers.py)
        return printed + tuple(t for t in modifiers.gained_traits(self, cid)
                               if t not in printed)

    def same_side(self, a: int, b: int) -> bool:
        """Whether two cards are on the same side, for the rules that apply within a side
        (uniqueness: :mod:`.uniqueness`). In co-op play every card is on the players' side;
        competitive play (teams, game areas) says which cards are friendly to which."""
        return True

    def has_trait(self, cid: int, trait: str) -> bool:
        return trait in self.traits(cid)

    def kw(self, cid: int, name: str) -> int:
        """A keyword's value on a card in play (0 when absent; True counts as 1)."""
        card = self.c(cid)
        if card.facedown:
            return 0
        value = self.d(cid).keywords.get(name, 0)
        if isinstance(value, str):
            value = int(value.split()[0]) * (self.players_at_start(self.area_of(cid))
                                             if "per player" in value else 1)
        total = int(value)
        return total + modifiers.total(self, cid, "keyword", name)

    def icons(self, name: str, area: int | None = None) -> int:
        """Icons of one kind (acceleration, amplify, crisis, hazard) on cards in play in an
        area."""
        total = 0
        for cid in self.schemes(area) + self.ids(self.az("environment", area)) + \
                self.ids(self.az("attached", area)) + self.minions(area=area):
            if not self.c(cid).facedown:
                total += self.d(cid).icons.get(name, 0)
        return total + modifiers.icon_total(self, name, area)

    def _stat(self, cid: int, name: str) -> int:
        card = self.c(cid)
        if card.facedown:  # what it entered play as, plus constants for facedown minions
            return max(0, int(card.extra.get(name, 0)) + modifiers.total(self, cid, "stat", name))
        value = self.printed(cid, name)
        for att in self.attachments(cid):
            value += self.d(att).stat(name)
        value += modifiers.total(self, cid, "stat", name)
        return max(0, value)

    def atk(self, cid: int) -> int:
        return self._stat(cid, "attack")

    def thw(self, cid: int) -> int:
        return self._stat(cid, "thwart")

    def sch(self, cid: int) -> int:
        return self._stat(cid, "scheme")

    def defense(self, cid: int) -> int:
        return self._stat(cid, "defense")

    def recover(self, cid: int) -> int:
        return self._stat(cid, "recover")

    def max_hp(self, cid: int) -> int:
        card = self.c(cid)
        if card.facedown:
            return int(card.extra.get("health", 0)) + modifiers.total(self, cid, "stat", "health")
        cdef = self.d(cid)
        health = self.printed(cid, "health")
        if cdef.stats.get("health_per_player"):
            health *= self.players_at_start(self.area_of(cid))
        return health + modifiers.total(self, cid, "stat", "health")

    def hp(self, cid: int) -> int:
        return self.max_hp(cid) - self.c(cid).count("damage")

    def scheme_target(self, cid: int) -> int:
        cdef = self.d(cid)
        base = self.printed(cid, "target_threat")
        if cdef.type == "main_scheme":
            base *= self.players_at_start(self.area_of(cid))
            base += modifiers.total(self, cid, "stat", "target_threat")
        return base

    def villain_stage_number(self, area: int | None = None) -> int:
        villain = self.villain(area)
        stage = self.d(villain).stats.get("stage", "I") if villain >= 0 else "I"
        return {"I": 1, "II": 2, "III": 3}.get(str(stage), 1)

    def main_acceleration(self, area: int | None = None) -> int:
        """The threat the main scheme's printed acceleration places in the villain phase;
        none in a title-only area (it has no villain phase, and no acceleration)."""
        main = self.main_scheme(area)
        if main < 0 or self.area(area).title_only:
            return 0
        return self.printed(main, "acceleration") * self.players_at_start(area)

    def printed(self, cid: int, name: str) -> int:
        """A card's printed stat, a printed X read as its card data ``x`` says (Titania's
        ATK: her remaining hit points; The Widow's Web's acceleration: the villain's stage).
        MarvelCDB writes X as -1; only a card whose data says what X is reads it (an
        attachment's printed -1 ATK is a modifier, not an X)."""
        value = self.d(cid).stat(name)
        if value == -1 and self.d(cid).x is not None:
            value = self.printed_x(cid)
        return value

    def printed_x(self, cid: int) -> int:
        """The value of the X printed on a card: the amount its data ``x`` names, read for
        the first player of the card's area, "this card" being that card (content checks
        that a card printing X says what X is)."""
        spec = self.d(cid).x
        if spec is None:
            raise HelicarrierError(f"{self.name(cid)} prints X but its card data does not "
                                   'say what X is ("x")')
        return LANGUAGE.amount(cast("ChampionsGame", self),
                               Scope(self.first_player(self.area_of(cid)), cid), spec)

    def threat_per_round(self, area: int | None = None) -> int:
        """Villain phase step 1: the main scheme's acceleration plus acceleration icons and
        acceleration tokens in play in the area (RRG VILLAIN PHASE, ACCELERATION
        ICON/TOKEN); none in a title-only area."""
        if self.area(area).title_only:
            return 0
        tokens = sum(self.c(s).count("acceleration") for s in self.schemes(area))
        return self.main_acceleration(area) + self.icons("acceleration", area) + tokens

    def ability_text(self, cid: int, ability: Ability) -> str:
        return LANGUAGE.ability_text(ability)

    def effects_text(self, effects: Any) -> str:
        return LANGUAGE.effects_text(effects)

    def turn_to_face(self, cid: int, name: str, *, window: bool = True) -> bool:
        """Turn a double-sided card to its face called ``name``; False when it already
        shows it or has no such face (or the flip waits for its "would" window)."""
        card, cdef = self.c(cid), self.d(cid)
        if cdef.name.lower() == name.lower():
            return False
        other = cdef.back or card.code[:-1] + ("b" if card.code.endswith("a") else "a")
        face = self.catalog.cards.get(other)
        if face is None or face.name.lower() != name.lower():
            return False
        if window and basic_events.would(self, "flipped", card.controller, [1, cid],
                                         card=cid):
            return False
        card.code = other
        basic_events.happened(self, "flipped", card.controller, card=cid)
        if cdef.keywords.get("form") and card.controller >= 0:
            who = self.name(self.identity(card.controller))
            self.log(f"{who} changes to {face.name} {LANGUAGE.keyword_text('form').lower()}.")
        else:
            self.log(f"{cdef.name} turns to its {face.name} side.")
        return True
