"""The small state changes every rule is made of: draw, deal, damage, threat, defeat.

They change the state at once and push the steps of any forced ability they
trigger (so those run next). Damage and threat honour the keyword rules here,
once, for every source: tough, steady, stalwart, vulnerable, crisis, hinder.
"""

from __future__ import annotations

from content.champions.schema import MainSchemeStage
from engine.champions import basic_events, replacements, scenarios
from engine.champions.base import GameBase
from engine.champions.encounter_steps import WhenDefeated, WhenRevealed
from engine.champions.player_steps import AllyLimit, FlipMain
from engine.champions.state import pzone
from engine.champions.windows import Window, occur

STATUSES = ("stunned", "confused", "tough")
ALLY_LIMIT = 3  # RRG ALLY LIMIT


class Primitives(GameBase):
    # ------------------------------------------------------------------ decks
    def draw(self, seat: int, count: int = 1) -> int:
        """Draw cards; an empty deck is reshuffled and deals an encounter card (PLAYER DECK)."""
        drawn = 0
        for _ in range(count):
            deck = self.state.zone(pzone(seat, "deck"))
            if not deck:
                self.reshuffle_player_deck(seat)
                deck = self.state.zone(pzone(seat, "deck"))
                if not deck:
                    break
            self.state.move(deck[0], pzone(seat, "hand"))
            drawn += 1
        if drawn:
            basic_events.happened(self, "drawn", seat, amount=drawn)
        return drawn

    def reshuffle_player_deck(self, seat: int) -> None:
        discard = self.ids(pzone(seat, "discard"))
        for cid in discard:
            self.state.move(cid, pzone(seat, "deck"))
        self.state.rng.shuffle(self.state.zone(pzone(seat, "deck")))
        self.log(f"Player {seat + 1} shuffles their discard pile into a new deck and is dealt "
                 "an encounter card.")
        self.deal_encounter(seat)

    def top_encounter(self) -> int:
        """The top card of the encounter deck, reshuffling the discard pile if it is empty."""
        deck = self.state.zone("enc:deck")
        if not deck:
            for cid in self.ids("enc:discard"):
                self.state.move(cid, "enc:deck")
            self.state.rng.shuffle(self.state.zone("enc:deck"))
            main = self.main_scheme()
            if main >= 0:
                self.c(main).add("acceleration", 1)
            self.log("The encounter deck is empty: its discard pile is shuffled back and an "
                     "acceleration token is placed on the main scheme.")
            deck = self.state.zone("enc:deck")
        return deck[0] if deck else -1

    def deal_encounter(self, seat: int, *, offer: bool = True) -> None:
        """Deal the top encounter card facedown; then its "after" window (unless the
        caller deals several at once and offers it once afterwards)."""
        top = self.top_encounter()
        if top >= 0:
            self.state.move(top, pzone(seat, "dealt"))
            self.c(top).facedown = True
            if offer:
                self.offer_intelligence()

    def offer_intelligence(self) -> None:
        """The "after a player is dealt an encounter card" window; when
        several cards are dealt at once, one window follows them all."""
        dealt = occur(self.state, "dealt", self.state.first_player)
        self.push(Window(dealt.id, "after", last=True))

    def discard(self, cid: int) -> None:
        """Put a card into its owner's discard pile (encounter cards: encounter discard).
        A card leaving the main scheme may lower its target threat (an attachment's
        modifier), so completion is checked again (RRG MAIN SCHEME: it completes once threat
        reaches the target, however it gets there). A card discarded from play raises the
        ``discarded`` occurrence."""
        card = self.c(cid)
        from_play = self.in_play(cid)
        seat = card.controller
        on_main = card.attached_to >= 0 and card.attached_to == self.main_scheme()
        for att in self.attachments(cid):
            self.discard(att)
        for tucked in [i for i in self.ids("tucked") if self.c(i).attached_to == cid]:
            self.discard(tucked)
        self.reset(cid)
        if card.owner < 0:
            self.state.move(cid, "enc:discard")
        else:
            self.state.move(cid, pzone(card.owner, "discard"))
        if from_play:
            basic_events.happened(self, "discarded", seat, card=cid)
        if on_main:
            self.check_main_scheme()

    def remove_counters(self, cid: int, name: str, amount: int = 1) -> int:
        """Remove counters of one kind from a card (how many were there to remove); a card
        with uses left with none of its all-purpose counters is discarded (RRG USES: "if
        there are no all-purpose counters on this card, discard this card")."""
        card = self.c(cid)
        removed = -card.add(name, -amount)
        if self.d(cid).keywords.get("uses") and self.in_play(cid) and not any(
                n > 0 for k, n in card.counters.items() if k not in ("damage", "threat")):
            self.log(f"{self.name(cid)} has no counters left and is discarded.")
            self.discard(cid)
        return removed

    def reset(self, cid: int) -> None:
        card = self.c(cid)
        # lasting effects on a card end when it leaves play (RRG: LASTING EFFECTS)
        self.state.lasting = [e for e in self.state.lasting if e.get("target") != cid]
        card.counters.clear()
        card.stunned = card.confused = card.tough = 0
        card.exhausted = False
        card.attached_to = -1
        card.facedown = False
        card.extra = {}
        card.controller = card.owner
        base = card.code
        # a double-sided card leaving play turns back to its A side; a main scheme stage
        # keeps the side it reached (RRG MAIN SCHEME: it is removed from the game as it is)
        if base.endswith("b") and base[:-1] + "a" in self.catalog.cards and \
                self.catalog.cards[base].type != "main_scheme":
            card.code = base[:-1] + "a"

    # ---------------------------------------------------------------- status
    def give_status(self, cid: int, status: str) -> bool:
        """Give a status card; stalwart blocks stun/confuse, vulnerable discards (RRG)."""
        card = self.c(cid)
        if status in ("stunned", "confused") and self.kw(cid, "stalwart"):
            return False
        if status == "tough" and card.tough and not self.kw(cid, "stacks_tough"):
            return False  # one tough card, unless it can have any number of them
        limit = 2 if self.kw(cid, "steady") else 1
        if status != "tough" and getattr(card, status) >= limit:
            return False
        setattr(card, status, getattr(card, status) + 1)
        self.log(f"{self.name(cid)} is {status if status != 'tough' else 'given a tough card'}.")
        if status in ("stunned", "confused") and self.kw(cid, "vulnerable"):
            self.log(f"{self.name(cid)} is vulnerable and is discarded.")
            self.discard(cid)
        return True

    def is_status(self, cid: int, status: str) -> bool:
        count: int = getattr(self.c(cid), status)
        return count >= (2 if status != "tough" and self.kw(cid, "steady") else 1)

    # ---------------------------------------------------------------- damage
    def deal_damage(self, cid: int, amount: int, *, piercing: bool = False) -> tuple[int, int]:
        """Deal damage; tough prevents it all (piercing discards tough first).

        Returns (damage placed, excess over remaining hit points).
        """
        if amount <= 0 or not self.in_play(cid):
            return 0, 0
        card = self.c(cid)
        if piercing:
            card.tough = 0
        if card.tough:
            card.tough -= 1
            self.log(f"{self.name(cid)} discards a tough card and takes no damage.")
            return 0, 0
        remaining = self.hp(cid)
        card.add("damage", amount)
        if self.d(cid).type in ("villain", "minion"):
            self.state.players[self.state.active].damage_dealt += amount
        excess = max(0, amount - remaining)
        self.log(f"{self.name(cid)} takes {amount} damage.")
        if self.hp(cid) <= 0:
            self.defeat(cid)
        self.after_damage(cid, amount)
        return amount, excess

    def after_damage(self, cid: int, amount: int) -> None:
        """The "after a character takes damage" window (any damage, not only an attack's),
        for a card still in play: one the damage defeated has left it (RRG: DEFEATED)."""
        card = self.c(cid)
        if not self.in_play(cid) or card.zone == "removed" or (
                card.owner >= 0 and self.state.players[card.owner].eliminated):
            return
        seat = card.controller if card.controller >= 0 else self.seat_of_engaged(cid)
        taken = occur(self.state, "damage", seat if seat >= 0 else self.state.first_player,
                      card=cid, amount=amount)
        self.push(Window(taken.id, "after", last=True))

    def heal(self, cid: int, amount: int) -> int:
        healed = -self.c(cid).add("damage", -amount)
        if healed:
            self.log(f"{self.name(cid)} heals {healed} damage.")
            basic_events.happened(self, "healed", self.c(cid).controller, card=cid,
                                  amount=healed)
        return healed

    def defeat(self, cid: int, *, window: bool = True) -> None:
        """A character or scheme is defeated (RRG: DEFEATED, VILLAIN DEFEAT, ELIMINATION);
        first its "would be defeated" window when a card answers it (replacements.py)."""
        if window and replacements.open_defeat(self, cid):
            return
        cdef = self.d(cid)
        card = self.c(cid)
        if cdef.type == "villain":
            self.villain_defeated(cid)
        elif cdef.type in ("hero", "alter_ego"):
            self.eliminate(card.owner)
        elif cdef.type == "minion" or card.facedown:
            self.log(f"{self.name(cid)} is defeated.")
            engaged = self.seat_of_engaged(cid)
            defeated = occur(self.state, "defeated", engaged if engaged >= 0
                             else self.state.first_player, card=cid)
            defeated.known_type, defeated.known_traits = "minion", self.traits(cid)
            after = Window(defeated.id, "after", last=True)  # "after a minion is defeated"
            if card.facedown:  # no text of its own: it goes to its owner's discard pile
                self.discard(cid)
                self.push(after)
                return
            victory = "victory" if self.kw(cid, "victory") else ""
            self.discard(cid)
            if victory:
                self.state.move(cid, "victory")
            self.push(WhenDefeated(cid), after)
        elif cdef.type == "ally":
            self.log(f"{self.name(cid)} is defeated.")
            self.ally_leaves_play(cid)

    def ally_leaves_play(self, cid: int) -> None:
        """An ally leaves play: a side scheme with ``tucks_allies`` tucks it, otherwise it is
        discarded."""
        if not self.abducted(cid):
            self.discard(cid)

    def abducted(self, cid: int) -> bool:
        """The keyword ``tucks_allies`` (a side scheme) is a forced interrupt to any ally
        leaving play (discarded, returned to hand, removed from the game): the ally is tucked
        under the first such side scheme instead, with its cost in threat and 1 acceleration
        token there."""
        abduct = [s for s in self.side_schemes() if self.kw(s, "tucks_allies")]
        if abduct:
            self.tuck_ally(cid, abduct[0])
        return bool(abduct)

    def tuck_ally(self, cid: int, scheme: int) -> None:
        for att in self.attachments(cid):
            self.discard(att)
        self.reset(cid)
        self.state.move(cid, "tucked")
        self.c(cid).attached_to = scheme
        self.c(scheme).add("threat", self.d(cid).stat("cost"))
        self.c(scheme).add("acceleration", 1)
        self.log(f"{self.name(cid)} is tucked under {self.name(scheme)} "
                 f"({self.d(cid).stat('cost')} threat and an acceleration token there).")

    def villain_defeated(self, cid: int) -> None:
        """RRG VILLAIN DEFEAT: the next stage is revealed; the last stage defeated is the
        scenario's ``villain_defeated`` win check (RRG WINNING THE GAME). A scenario that
        does not declare it wins some other way: its last stage stays, damage cleared."""
        following = self.ids("villain_deck")
        if not following:
            self.c(cid).add("damage", -self.c(cid).count("damage"))
            if "villain_defeated" in self.scenario().win:
                self.end_game("win", f"{self.name(cid)} is defeated")
            return
        old = self.c(cid)
        nxt = self.c(following[0])
        same = self.d(cid).name == self.d(nxt.id).name
        if same:
            nxt.stunned, nxt.confused, nxt.tough = old.stunned, old.confused, old.tough
            nxt.counters = {k: v for k, v in old.counters.items() if k != "damage"}
            for att in self.attachments(cid):
                self.c(att).attached_to = nxt.id
        else:
            for att in self.attachments(cid):
                self.discard(att)
        self.state.move(cid, "removed")
        self.reset(cid)
        self.state.move(nxt.id, "villain")
        self.log(f"{self.d(cid).title} is defeated: stage {self.d(nxt.id).stats.get('stage')} "
                 "is revealed.")
        basic_events.happened(self, "stage_advanced", self.state.first_player, card=nxt.id)
        self.push(WhenRevealed(nxt.id, self.state.first_player))

    def eliminate(self, seat: int) -> None:
        """RRG PLAYER ELIMINATION: pass the first player token clockwise, the engaged minions
        engage the next clockwise player, cards of others go to their owners' discard piles,
        and everything the player owns leaves the game."""
        player = self.state.players[seat]
        if player.eliminated:
            return
        player.eliminated = True
        self.log(f"Player {seat + 1}'s identity is defeated: that player is eliminated.")
        count = len(self.state.players)
        following = [(seat + n) % count for n in range(1, count)]
        heir = next((s for s in following if not self.state.players[s].eliminated), -1)
        if self.state.first_player == seat and heir >= 0:
            self.state.first_player = heir
        for cid in self.ids(pzone(seat, "engaged")):
            if heir >= 0 and self.c(cid).owner != seat:
                self.state.move(cid, pzone(heir, "engaged"))
                self.log(f"{self.name(cid)} engages player {heir + 1}.")
        for ally in self.allies(seat):  # they leave play: a side scheme may tuck them
            self.abducted(ally)
        in_area = {self.identity(seat), *self.ids(pzone(seat, "play")),
                   *self.ids(pzone(seat, "engaged"))}
        for cid in self.ids("attached"):
            if self.c(cid).attached_to in in_area:
                self._leave_eliminated(cid, seat)
        for zone in ("engaged", "dealt", "play", "deck", "hand", "discard"):
            for cid in self.ids(pzone(seat, zone)):
                self._leave_eliminated(cid, seat)
        for cid in self.ids(pzone(seat, "nemesis")):  # set aside for this player only
            self.state.move(cid, "removed")
        for cid, card in self.state.cards.items():  # owned cards under others' control
            if card.owner == seat and card.zone not in ("removed", "set_aside") and \
                    card.zone != pzone(seat, "identity") and self.in_play(cid):
                self._leave_eliminated(cid, seat)
        if not self.seats() and "heroes_eliminated" in self.scenario().lose:
            self.end_game("loss", "every hero is defeated")

    def _leave_eliminated(self, cid: int, seat: int) -> None:
        """A card leaves with an eliminated player: others' cards to their owner's discard
        pile, the player's own cards out of the game."""
        owner = self.c(cid).owner
        if owner == seat:
            self.reset(cid)
            self.state.move(cid, "removed")
        else:
            self.discard(cid)

    # ---------------------------------------------------------------- threat
    def place_threat(self, scheme: int, amount: int) -> int:
        if scheme < 0 or amount <= 0:
            return 0
        self.c(scheme).add("threat", amount)
        self.log(f"{amount} threat is placed on {self.name(scheme)}.")
        basic_events.happened(self, "threat_placed", self.state.active, card=scheme,
                              amount=amount)
        self.check_main_scheme()
        return amount

    def can_remove_threat(self, scheme: int, ignore_crisis: bool = False) -> bool:
        if scheme == self.main_scheme() and not ignore_crisis and self.icons("crisis"):
            return False
        return self.c(scheme).count("threat") > 0

    def remove_threat(self, scheme: int, amount: int, ignore_crisis: bool = False) -> int:
        if not self.can_remove_threat(scheme, ignore_crisis):
            return 0
        removed = -self.c(scheme).add("threat", -amount)
        self.state.players[self.state.active].threat_removed += removed
        self.log(f"{removed} threat is removed from {self.name(scheme)}.")
        if removed:
            basic_events.happened(self, "threat_removed", self.state.active, card=scheme,
                                  amount=removed)
        if self.c(scheme).count("threat") == 0 and removed:
            if self.c(scheme).zone == "schemes" and not self.d(scheme).permanent:
                self.side_scheme_defeated(scheme)  # RRG PERMANENT: cannot be defeated
            replacements.last_threat_removed(self, scheme)
        return removed

    def side_scheme_defeated(self, scheme: int) -> None:
        self.log(f"{self.name(scheme)} is defeated.")
        tucked = [i for i in self.ids("tucked") if self.c(i).attached_to == scheme]
        over: list[int] = []
        if self.kw(scheme, "tucks_allies"):  # its tucked allies come back into play
            for cid in tucked:
                self.reset(cid)
                owner = self.c(cid).owner
                if self.state.players[owner].eliminated:  # no play area to return to
                    self.state.move(cid, "removed")
                    continue
                self.state.move(cid, pzone(owner, "play"))
                self.log(f"{self.name(cid)} returns to play.")
            over = [s for s in self.seats() if len(self.allies(s)) > ALLY_LIMIT]
        victory = bool(self.kw(scheme, "victory"))
        self.discard(scheme)
        if victory:
            self.state.move(scheme, "victory")
        self.push(WhenDefeated(scheme, self.state.first_player))
        # RRG ALLY LIMIT: allies put into play past the limit are discarded down at once
        self.push(*[AllyLimit(s) for s in over])

    def check_main_scheme(self, *, window: bool = True) -> None:
        """RRG MAIN SCHEME: threat at or over the target completes the stage; the main scheme
        deck advances, and completing its last stage is the scenario's
        ``main_scheme_completed`` loss check (RRG WINNING THE GAME). A card answering "would
        be completed" gets its window first (replacements.py)."""
        main = self.main_scheme()
        target = self.scheme_target(main) if main >= 0 else 0
        # target 0: the setup (A) side, which has no threshold (RRG MAIN SCHEME)
        if target > 0 and not self.state.outcome and self.c(main).count("threat") >= target:
            if window and replacements.open_completion(self, main):
                return
            following = self.following_main_stages(main)
            if following:
                self.advance_main_scheme(main, following[0].code)
            elif "main_scheme_completed" in self.scenario().lose:
                self.end_game("loss", f"{self.name(main)} is completed")

    def following_main_stages(self, main: int) -> list[MainSchemeStage]:
        """The main scheme deck's stages after the one ``main`` is."""
        stages = list(self.scenario().main_scheme)
        stage = scenarios.stage_of(self, main)
        return stages[stages.index(stage) + 1:] if stage is not None else []

    def advance_main_scheme(self, main: int, code: str) -> None:
        """RRG MAIN SCHEME, "when the main scheme deck advances": remove the stage from the
        game (its acceleration tokens stay, cards attached to it are discarded), resolve the
        next stage's A side When Revealed, then flip it to its B side with its starting
        threat and resolve that side's When Revealed (FlipMain)."""
        old = self.c(main)
        tokens = old.count("acceleration")
        for att in self.attachments(main):
            self.discard(att)
        self.log(f"{self.name(main)} is completed: the main scheme deck advances.")
        self.state.move(main, "removed")
        old.counters.clear()
        new = self.state.new_card(code, -1, "main")
        if tokens:
            new.add("acceleration", tokens)
        basic_events.happened(self, "stage_advanced", self.state.first_player, card=new.id)
        self.push(WhenRevealed(new.id, self.state.first_player), FlipMain())

    def end_game(self, outcome: str, cause: str) -> None:
        if self.state.outcome:
            return
        self.state.outcome = outcome
        self.state.cause = cause
        self.state.queue.clear()
        self.log(f"The players {'win' if outcome == 'win' else 'lose'}: {cause}.")
