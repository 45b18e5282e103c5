"""The small state changes every rule is made of: draw, deal, damage, threat, defeat.

They change the state at once and push the steps of any forced ability they
trigger (so those run next). Damage and threat honour the keyword rules here,
once, for every source: tough, steady, stalwart, vulnerable, crisis, hinder.

Each happens in a game area (:mod:`engine.champions.core.base`): the area of the card it
changes (a defeated villain reveals its own area's next stage, a discarded encounter card
goes to its area's discard pile, threat on a scheme completes its area's main scheme), or
of the player it is for (a player is dealt from their area's encounter deck).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from content.champions.schema import MainSchemeStage
from engine.champions.core.encounter_steps import WhenDefeated, WhenRevealed
from engine.champions.core.player_steps import AllyLimit, FlipMain
from engine.champions.core.state import pzone
from engine.champions.rules import basic_events, modifiers, replacements, uniqueness, windows

if TYPE_CHECKING:
    from engine.champions.core.base import GameBase
    from engine.champions.core.occurrences import Occurrence
    from engine.champions.game import ChampionsGame

STATUSES = ("stunned", "confused", "tough")
ALLY_LIMIT = 3  # RRG ALLY LIMIT


def ally_limit(game: ChampionsGame, seat: int) -> int:
    """RRG ALLY LIMIT: three allies, more for each ``ally_limit_bonus`` card the player
    controls ("increase your ally limit by 1")."""
    return ALLY_LIMIT + sum(game.kw(c, "ally_limit_bonus") for c in game.play_cards(seat))


def counted_allies(game: ChampionsGame, seat: int) -> list[int]:
    """The allies ``seat`` controls that count against the ally limit: not those with the
    keyword ``outside_ally_limit`` ("does not count against your ally limit")."""
    return [a for a in game.allies(seat) if not game.kw(a, "outside_ally_limit")]


def over_ally_limit(game: ChampionsGame, seat: int) -> bool:
    return len(counted_allies(game, seat)) > ally_limit(game, seat)


def draw(game: ChampionsGame, seat: int, count: int = 1, *, window: bool = True) -> int:
    """Draw cards; an empty deck is reshuffled and deals an encounter card (PLAYER DECK)."""
    if window and count > 0 and basic_events.would(game, "drawn", seat, [seat, count],
                                                   amount=count):
        return 0
    drawn = 0
    for _ in range(count):
        deck = game.state.zone(pzone(seat, "deck"))
        if not deck:
            reshuffle_player_deck(game, seat)
            deck = game.state.zone(pzone(seat, "deck"))
            if not deck:
                break
        game.state.move(deck[0], pzone(seat, "hand"))
        drawn += 1
    if drawn:
        basic_events.happened(game, "drawn", seat, amount=drawn)
    return drawn


def reshuffle_player_deck(game: ChampionsGame, seat: int) -> None:
    discard = game.ids(pzone(seat, "discard"))
    for cid in discard:
        game.state.move(cid, pzone(seat, "deck"))
    game.state.shuffle(pzone(seat, "deck"))
    game.log(f"Player {seat + 1} shuffles their discard pile into a new deck and is dealt "
             "an encounter card.")
    deal_encounter(game, seat)


def top_encounter(game: ChampionsGame, area: int | None = None) -> int:
    """The top card of an area's encounter deck, reshuffling its discard pile if it is
    empty (an acceleration token then goes on that area's main scheme)."""
    deck_zone, discard_zone = game.az("enc:deck", area), game.az("enc:discard", area)
    deck = game.state.zone(deck_zone)
    if not deck:
        for cid in game.ids(discard_zone):
            game.state.move(cid, deck_zone)
        game.state.shuffle(deck_zone)
        main = game.main_scheme(area)
        if main >= 0:
            game.c(main).add("acceleration", 1)
        game.log("The encounter deck is empty: its discard pile is shuffled back and an "
                 "acceleration token is placed on the main scheme.")
        deck = game.state.zone(deck_zone)
    return deck[0] if deck else -1


def deal_encounter(game: ChampionsGame, seat: int, *, offer: bool = True) -> None:
    """Deal the top card of the player's area's encounter deck facedown; then its "after"
    window (unless the caller deals several at once and offers it once afterwards)."""
    area = game.area_of_seat(seat)
    top = top_encounter(game, area)
    if top >= 0:
        game.state.move(top, pzone(seat, "dealt"))
        game.state.hide(top)
        if offer:
            open_dealt_window(game, area)


def open_dealt_window(game: ChampionsGame, area: int | None = None) -> None:
    """The "after a player is dealt an encounter card" window; when
    several cards are dealt at once, one window follows them all."""
    dealt = windows.occur(game.state, "dealt", game.first_player(area))
    game.push(windows.Window(dealt.id, "after", last=True))


def discard(game: ChampionsGame, cid: int, *, window: bool = True) -> None:
    """Put a card into its owner's discard pile (encounter cards: encounter discard).
    A card leaving the main scheme may lower its target threat (an attachment's
    modifier), so completion is checked again (RRG MAIN SCHEME: it completes once threat
    reaches the target, however it gets there). A card discarded from play raises the
    ``discarded`` occurrence."""
    card = game.c(cid)
    from_play = game.in_play(cid)
    seat = card.controller
    if window and from_play and basic_events.would(game, "discarded", seat, [cid], card=cid):
        return
    area = game.area_of(cid)
    on_main = card.attached_to >= 0 and card.attached_to == game.main_scheme(area)
    for att in game.attachments(cid):
        discard(game, att)
    for tucked in game.tucked(cid):
        discard(game, tucked)
    reset(game, cid)
    if card.owner < 0:
        game.state.move(cid, game.az("enc:discard", area))
    else:
        game.state.move(cid, pzone(card.owner, "discard"))
    if from_play:
        basic_events.happened(game, "discarded", seat, card=cid)
    if on_main:
        check_main_scheme(game, area)


def place_counters(game: ChampionsGame, cid: int, name: str, amount: int, *,
                   window: bool = True) -> int:
    """Place counters of one kind on a card (its "would" moment first, when answered)."""
    card = game.c(cid)
    if window and basic_events.would(game, "counters", card.controller, [cid, 1], card=cid,
                                     amount=amount, notes=(name,)):
        return 0
    card.add(name, amount)
    game.log(f"{amount} {name} counter(s) placed on {game.name(cid)}.")
    replacements.counters_changed(game, cid, name)
    return amount


def remove_counters(game: ChampionsGame, cid: int, name: str, amount: int = 1, *,
                    window: bool = True) -> int:
    """Remove counters of one kind from a card (how many were there to remove); a card
    with uses left with none of its all-purpose counters is discarded (RRG USES: "if
    there are no all-purpose counters on this card, discard this card")."""
    card = game.c(cid)
    if window and card.count(name) and basic_events.would(
            game, "counters", card.controller, [cid, 0], card=cid, amount=amount,
            notes=(name,)):
        return 0
    removed = -card.add(name, -amount)
    if game.d(cid).keywords.get("uses") and game.in_play(cid) and not any(
            n > 0 for k, n in card.counters.items() if k not in ("damage", "threat")):
        game.log(f"{game.name(cid)} has no counters left and is discarded.")
        discard(game, cid)
    return removed


def enter_with_uses(game: ChampionsGame, cid: int) -> None:
    """RRG USES: a card with "Uses (N kind counters)" enters play with N such counters (an
    encounter attachment as it attaches)."""
    uses = game.d(cid).keywords.get("uses")
    if isinstance(uses, dict):
        game.c(cid).add(uses["counter"], int(uses["count"]))


def reset(game: ChampionsGame, cid: int) -> None:
    card = game.c(cid)
    # lasting effects on a card end when it leaves play (RRG: LASTING EFFECTS)
    game.state.lasting = [e for e in game.state.lasting if e.get("target") != cid]
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
    if base.endswith("b") and base[:-1] + "a" in game.catalog.cards and \
            game.catalog.cards[base].type != "main_scheme":
        card.code = base[:-1] + "a"


def give_status(game: ChampionsGame, cid: int, status: str) -> bool:
    """Give a status card; stalwart blocks stun/confuse, vulnerable discards (RRG)."""
    card = game.c(cid)
    if status in ("stunned", "confused") and game.kw(cid, "stalwart"):
        return False
    if status == "tough" and card.tough and not game.kw(cid, "stacks_tough"):
        return False  # one tough card, unless it can have any number of them
    limit = 2 if game.kw(cid, "steady") else 1
    if status != "tough" and getattr(card, status) >= limit:
        return False
    setattr(card, status, getattr(card, status) + 1)
    game.log(f"{game.name(cid)} is {status if status != 'tough' else 'given a tough card'}.")
    if status in ("stunned", "confused") and game.kw(cid, "vulnerable"):
        game.log(f"{game.name(cid)} is vulnerable and is discarded.")
        discard(game, cid)
    return True


def is_status(game: ChampionsGame, cid: int, status: str) -> bool:
    count: int = getattr(game.c(cid), status)
    return count >= (2 if status != "tough" and game.kw(cid, "steady") else 1)


def status_replaces(game: ChampionsGame, cid: int, status: str, what: str) -> bool:
    """RRG STUNNED / CONFUSED: a stunned character's attack, a confused one's thwart or
    scheme (``what``, in words) is replaced by discarding the status card. True when it
    was."""
    if not is_status(game, cid, status):
        return False
    setattr(game.c(cid), status, 0)
    game.log(f"{game.name(cid)} is {status}: {what} is replaced by discarding the {status} "
             "card.")
    return True


def deal_damage(game: ChampionsGame, cid: int, amount: int, *,
                piercing: bool = False, window: bool = True, by: int = -1,
                consequential: bool = False, source: int = -1) -> tuple[int, int]:
    """Deal damage; tough prevents it all (piercing discards tough first); a character that
    cannot take damage takes none (RRG "CANNOT").

    Returns (damage placed, excess over remaining hit points); (0, 0) while it waits for
    its "would take damage" window. ``by``: the player dealing it, who defeats the card if
    it is defeated (-1: the active player). ``consequential``: an ally's consequential
    damage (RRG CONSEQUENTIAL DAMAGE), noted on the defeat it causes.
    """
    if amount <= 0 or not game.in_play(cid) or modifiers.cannot(game, cid, "take_damage"):
        return 0, 0
    if modifiers.cannot_from(game, cid, "take_damage", source):  # ``source``: the card whose
        game.log(f"{game.name(cid)} cannot take damage from {game.name(source)}.")  # ability
        return 0, 0  # deals it (issue 24: Killmonger)
    card = game.c(cid)
    seat = card.controller if card.controller >= 0 else game.seat_of_engaged(cid)
    if window and basic_events.would(game, "damage", seat,
                                     [cid, amount, int(piercing), by, int(consequential)],
                                     card=cid, amount=amount):
        return 0, 0
    if piercing:
        card.tough = 0
    if card.tough:
        card.tough -= 1
        game.log(f"{game.name(cid)} discards a tough card and takes no damage.")
        return 0, 0
    remaining = game.hp(cid)
    card.add("damage", amount)
    if game.d(cid).type in ("villain", "minion"):
        game.state.players[game.state.active].damage_dealt += amount
    excess = max(0, amount - remaining)
    game.log(f"{game.name(cid)} takes {amount} damage.")
    if game.hp(cid) <= 0:
        defeat(game, cid, by=by, consequential=consequential)
    after_damage(game, cid, amount)
    return amount, excess


def after_damage(game: ChampionsGame, cid: int, amount: int) -> None:
    """The "after a character takes damage" window (any damage, not only an attack's),
    for a card still in play: one the damage defeated has left it (RRG: DEFEATED)."""
    card = game.c(cid)
    if not game.in_play(cid) or card.zone == "removed" or (
            card.owner >= 0 and game.state.players[card.owner].eliminated):
        return
    seat = card.controller if card.controller >= 0 else game.seat_of_engaged(cid)
    taken = windows.occur(game.state, "damage", seat if seat >= 0 else game.first_player(
        game.area_of(cid)), card=cid, amount=amount)
    game.push(windows.Window(taken.id, "after", last=True))


def heal(game: ChampionsGame, cid: int, amount: int, *, window: bool = True) -> int:
    if window and game.c(cid).count("damage") and basic_events.would(
            game, "healed", game.c(cid).controller, [cid, amount], card=cid, amount=amount):
        return 0
    healed = -game.c(cid).add("damage", -amount)
    if healed:
        game.log(f"{game.name(cid)} heals {healed} damage.")
        basic_events.happened(game, "healed", game.c(cid).controller, card=cid,
                              amount=healed)
    return healed


def defeat(game: ChampionsGame, cid: int, *, window: bool = True, by: int = -1,
           consequential: bool = False) -> None:
    """A character or scheme is defeated (RRG: DEFEATED, VILLAIN DEFEAT, ELIMINATION);
    first its "would be defeated" window when a card answers it (replacements.py). ``by``:
    the player who defeated it (a minion's When Defeated names them; -1: the active
    player). A minion's, an ally's and an identity's defeat then opens its "after" window;
    ``consequential`` notes a defeat by consequential damage there."""
    if window and replacements.open_defeat(game, cid, by, consequential):
        return
    cdef = game.d(cid)
    card = game.c(cid)
    if cdef.type == "villain":
        villain_defeated(game, cid)
    elif cdef.type in ("hero", "alter_ego"):
        seat = card.owner
        traits = tuple(game.traits(cid))
        eliminate(game, seat)
        if not game.state.outcome and windows.answered(game, "defeated", "after"):
            _after_defeat(game, cid, seat, "identity", traits, consequential)
    elif cdef.type == "minion" or card.facedown:
        game.log(f"{game.name(cid)} is defeated.")
        engaged = game.seat_of_engaged(cid)
        area = game.area_of(cid)
        defeater = by if by >= 0 else game.state.active  # "after you defeat a minion"
        defeated = windows.occur(game.state, "defeated", engaged if engaged >= 0
                                 else game.first_player(area), card=cid,
                                 source=game.identity(defeater))
        defeated.known_type, defeated.known_traits = "minion", game.traits(cid)
        after = windows.Window(defeated.id, "after", last=True)  # "after a minion is defeated"
        if card.facedown:  # no text of its own: it goes to its owner's discard pile
            discard(game, cid)
            game.push(after)
            return
        victory = bool(game.kw(cid, "victory"))
        discard(game, cid)
        if victory:
            game.state.move(cid, game.az("victory", area))
        game.push(WhenDefeated(cid, by=by, engaged=engaged), after)
    elif cdef.type == "ally":
        game.log(f"{game.name(cid)} is defeated.")
        seat, traits = card.controller, tuple(game.traits(cid))
        answered = windows.answered(game, "defeated", "after")
        if abducted(game, cid):
            return
        area = game.area_of(cid)
        discard(game, cid)
        if "victory" in cdef.keywords:  # RRG VICTORY X: a character's When Defeated
            game.state.move(cid, game.az("victory", area))
            game.log(f"{game.name(cid)} goes to the victory display.")
        if answered:
            _after_defeat(game, cid, seat, "ally", traits, consequential)


def _after_defeat(game: ChampionsGame, cid: int, seat: int, kind: str,
                  traits: tuple[str, ...], consequential: bool) -> None:
    """The "after this character is defeated" window of an ally or an identity, opened only
    when a card answers it (so games without such a card play as before); the card is
    known as it was (it has left play)."""
    defeated = windows.occur(game.state, "defeated", seat, card=cid)
    defeated.known_type, defeated.known_traits = kind, traits
    if consequential:
        defeated.notes.append("consequential")
    game.push(windows.Window(defeated.id, "after", last=True))


def ally_leaves_play(game: ChampionsGame, cid: int) -> None:
    """An ally leaves play: a side scheme with ``tucks_allies`` tucks it, otherwise it is
    discarded."""
    if not abducted(game, cid):
        discard(game, cid)


def abducted(game: ChampionsGame, cid: int) -> bool:
    """The keyword ``tucks_allies`` (a side scheme) is a forced interrupt to any ally
    leaving play (discarded, returned to hand, removed from the game): the ally is tucked
    under the first such side scheme instead, with its cost in threat and 1 acceleration
    token there."""
    abduct = [s for s in game.side_schemes(game.area_of(cid)) if game.kw(s, "tucks_allies")]
    if abduct:
        tuck_ally(game, cid, abduct[0])
    return bool(abduct)


def tuck_ally(game: ChampionsGame, cid: int, scheme: int) -> None:
    for att in game.attachments(cid):
        discard(game, att)
    reset(game, cid)
    game.state.move(cid, game.az("tucked", game.area_of(scheme)))
    game.c(cid).attached_to = scheme
    game.c(scheme).add("threat", game.d(cid).stat("cost"))
    game.c(scheme).add("acceleration", 1)
    game.log(f"{game.name(cid)} is tucked under {game.name(scheme)} "
             f"({game.d(cid).stat('cost')} threat and an acceleration token there).")


def villain_defeated(game: ChampionsGame, cid: int, *, window: bool = True) -> None:
    """RRG VILLAIN DEFEAT: the next stage is revealed; the last stage defeated is the
    scenario's ``villain_defeated`` win check (RRG WINNING THE GAME). A scenario that
    does not declare it wins some other way: its last stage stays, damage cleared."""
    area = game.area_of(cid)
    first = game.first_player(area)
    following = game.ids(game.az("villain_deck", area))
    if following and window and basic_events.would(game, "stage_advanced", first, [0, cid],
                                                     card=cid):
        return
    if not following:
        game.c(cid).add("damage", -game.c(cid).count("damage"))
        if "villain_defeated" in game.scenario(area).win:
            end_game(game, "win", f"{game.name(cid)} is defeated")
        return
    old = game.c(cid)
    nxt = game.c(following[0])
    same = game.d(cid).name == game.d(nxt.id).name
    if same:
        nxt.stunned, nxt.confused, nxt.tough = old.stunned, old.confused, old.tough
        nxt.counters = {k: v for k, v in old.counters.items() if k != "damage"}
        for att in game.attachments(cid):
            game.c(att).attached_to = nxt.id
    else:
        for att in game.attachments(cid):
            discard(game, att)
    game.state.move(cid, "removed")
    reset(game, cid)
    game.state.move(nxt.id, game.az("villain", area))
    game.log(f"{game.d(cid).title} is defeated: stage {game.d(nxt.id).stats.get('stage')} "
             "is revealed.")
    basic_events.happened(game, "stage_advanced", first, card=nxt.id)
    game.push(WhenRevealed(nxt.id, first))


def eliminate(game: ChampionsGame, seat: int) -> None:
    """RRG PLAYER ELIMINATION: pass the first player token clockwise, the engaged minions
    engage the next clockwise player, cards of others go to their owners' discard piles,
    and everything the player owns leaves the game (all within the player's area: the
    players of an area all eliminated is the scenario's ``heroes_eliminated`` loss)."""
    player = game.state.players[seat]
    if player.eliminated:
        return
    player.eliminated = True
    game.log(f"Player {seat + 1}'s identity is defeated: that player is eliminated.")
    area = game.area(player.area)
    count = len(game.state.players)
    following = [(seat + n) % count for n in range(1, count)]
    heir = next((s for s in following if not game.state.players[s].eliminated
                 and game.state.players[s].area == area.id), -1)
    if area.first_player == seat and heir >= 0:
        area.first_player = heir
    for cid in game.ids(pzone(seat, "engaged")):
        if heir >= 0 and game.c(cid).owner != seat:
            game.state.move(cid, pzone(heir, "engaged"))
            game.log(f"{game.name(cid)} engages player {heir + 1}.")
    for ally in game.allies(seat):  # they leave play: a side scheme may tuck them
        abducted(game, ally)
    in_area = {game.identity(seat), *game.ids(pzone(seat, "play")),
               *game.ids(pzone(seat, "engaged"))}
    for cid in game.ids(game.az("attached", area.id)):
        if game.c(cid).attached_to in in_area:
            _leave_eliminated(game, cid, seat)
    for zone in ("engaged", "dealt", "play", "deck", "hand", "discard"):
        for cid in game.ids(pzone(seat, zone)):
            _leave_eliminated(game, cid, seat)
    for cid in game.ids(pzone(seat, "nemesis")):  # set aside for this player only
        game.state.move(cid, "removed")
    for cid, card in game.state.cards.items():  # owned cards under others' control
        if card.owner == seat and game.zone_kind(cid) not in ("removed", "set_aside") and \
                card.zone != pzone(seat, "identity") and game.in_play(cid):
            _leave_eliminated(game, cid, seat)
    if not game.seats(area.id) and "heroes_eliminated" in game.scenario(area.id).lose:
        end_game(game, "loss", "every hero is defeated")


def _leave_eliminated(game: ChampionsGame, cid: int, seat: int) -> None:
    """A card leaves with an eliminated player: others' cards to their owner's discard
    pile, the player's own cards out of the game."""
    owner = game.c(cid).owner
    if owner == seat:
        reset(game, cid)
        game.state.move(cid, "removed")
    else:
        discard(game, cid)


def place_threat(game: ChampionsGame, scheme: int, amount: int, *, window: bool = True) -> int:
    if scheme < 0 or amount <= 0:
        return 0
    if window and basic_events.would(game, "threat_placed", game.state.active,
                                     [scheme, amount], card=scheme, amount=amount):
        return 0
    game.c(scheme).add("threat", amount)
    game.log(f"{amount} threat is placed on {game.name(scheme)}.")
    basic_events.happened(game, "threat_placed", game.state.active, card=scheme,
                          amount=amount)
    check_main_scheme(game, game.area_of(scheme))
    return amount


def can_remove_threat(game: ChampionsGame, scheme: int, ignore_crisis: bool = False) -> bool:
    if not ignore_crisis:
        area = game.area_of(scheme)
        if scheme == game.main_scheme(area) and game.icons("crisis", area):
            return False
    return game.c(scheme).count("threat") > 0


def remove_threat(game: ChampionsGame, scheme: int, amount: int,
                  ignore_crisis: bool = False, *, window: bool = True, by: int = -1) -> int:
    """Remove threat; the last threat off a side scheme defeats it, ``by`` that player
    (-1: the active player)."""
    if not can_remove_threat(game, scheme, ignore_crisis):
        return 0
    if window and basic_events.would(game, "threat_removed", game.state.active,
                                     [scheme, amount, int(ignore_crisis), by], card=scheme,
                                     amount=amount):
        return 0
    removed = -game.c(scheme).add("threat", -amount)
    game.state.players[game.state.active].threat_removed += removed
    game.log(f"{removed} threat is removed from {game.name(scheme)}.")
    if removed:
        basic_events.happened(game, "threat_removed", game.state.active, card=scheme,
                              amount=removed)
    if game.c(scheme).count("threat") == 0 and removed:
        if game.zone_kind(scheme) == "schemes" and not game.d(scheme).permanent:
            side_scheme_defeated(game, scheme, by)  # RRG PERMANENT: cannot be defeated
        replacements.last_threat_removed(game, scheme)
    return removed


def side_scheme_defeated(game: ChampionsGame, scheme: int, by: int = -1) -> None:
    game.log(f"{game.name(scheme)} is defeated.")
    area = game.area_of(scheme)
    tucked = game.tucked(scheme)
    over: list[int] = []
    if game.kw(scheme, "returns_tucked"):  # "return each card here to its owner's hand"
        for cid in tucked:
            owner = game.c(cid).owner
            if owner < 0 or game.state.players[owner].eliminated:
                continue  # (discarded with the scheme)
            game.c(cid).facedown = False
            game.c(cid).attached_to = -1
            game.state.move(cid, pzone(owner, "hand"))
            game.log(f"A card tucked under {game.name(scheme)} returns to player "
                     f"{owner + 1}'s hand.")
    if game.kw(scheme, "tucks_allies"):  # its tucked allies come back into play
        for cid in tucked:
            owner = game.c(cid).owner
            if not game.state.players[owner].eliminated and kept_out_by_uniqueness(game, cid):
                continue  # a matching ally came meanwhile: this one goes with the scheme
            reset(game, cid)
            if game.state.players[owner].eliminated:  # no play area to return to
                game.state.move(cid, "removed")
                continue
            game.state.move(cid, pzone(owner, "play"))
            game.log(f"{game.name(cid)} returns to play.")
        over = [s for s in game.seats(area) if over_ally_limit(game, s)]
    victory = bool(game.kw(scheme, "victory"))
    discard(game, scheme)
    if victory:
        game.state.move(scheme, game.az("victory", area))
    game.push(WhenDefeated(scheme, game.first_player(area), by))
    # RRG ALLY LIMIT: allies put into play past the limit are discarded down at once
    game.push(*[AllyLimit(s) for s in over])


def check_main_scheme(game: ChampionsGame, area: int | None = None, *,
                      window: bool = True) -> None:
    """RRG MAIN SCHEME: threat at or over the target completes the stage; the main scheme
    deck advances, and completing its last stage is the scenario's
    ``main_scheme_completed`` loss check (RRG WINNING THE GAME). A card answering "would
    be completed" gets its window first (replacements.py)."""
    main = game.main_scheme(area)
    target = game.scheme_target(main) if main >= 0 else 0
    # target 0: the setup (A) side, which has no threshold (RRG MAIN SCHEME)
    if target > 0 and not game.state.outcome and game.c(main).count("threat") >= target:
        if window and replacements.open_completion(game, main):
            return
        following = following_main_stages(game, main)
        if following:
            advance_main_scheme(game, main, following[0].code)
        elif "main_scheme_completed" in game.scenario(game.area_of(main)).lose:
            end_game(game, "loss", f"{game.name(main)} is completed")


def following_main_stages(game: ChampionsGame, main: int) -> list[MainSchemeStage]:
    """The main scheme deck's stages after the one ``main`` is (its area's scenario's)."""
    stages = list(game.scenario(game.area_of(main)).main_scheme)
    stage = stage_of(game, main)
    return stages[stages.index(stage) + 1:] if stage is not None else []


def advance_main_scheme(game: ChampionsGame, main: int, code: str, *,
                        window: bool = True) -> None:
    """RRG MAIN SCHEME, "when the main scheme deck advances": remove the stage from the
    game (its acceleration tokens stay, cards attached to it are discarded), resolve the
    next stage's A side When Revealed, then flip it to its B side with its starting
    threat and resolve that side's When Revealed (FlipMain)."""
    area = game.area_of(main)
    first = game.first_player(area)
    if window and basic_events.would(game, "stage_advanced", first, [1, main], card=main):
        return
    old = game.c(main)
    tokens = old.count("acceleration")
    for att in game.attachments(main):
        discard(game, att)
    game.log(f"{game.name(main)} is completed: the main scheme deck advances.")
    game.state.move(main, "removed")
    old.counters.clear()
    new = game.state.new_card(code, -1, game.az("main", area))
    if tokens:
        new.add("acceleration", tokens)
    basic_events.happened(game, "stage_advanced", first, card=new.id)
    game.push(WhenRevealed(new.id, first), FlipMain(area))


def end_game(game: ChampionsGame, outcome: str, cause: str) -> None:
    if game.state.outcome:
        return
    game.state.outcome = outcome
    game.state.cause = cause
    game.state.queue.clear()
    game.log(f"The players {'win' if outcome == 'win' else 'lose'}: {cause}.")



# A basic change that waited for its "would" window (basic_events.Change), applied less
# what was prevented.
LEAVE_TO = ("hand", "removed")  # where a card leaving play goes (LeavePlay args)


def leave_play(game: ChampionsGame, cid: int, to: str, *, window: bool = True) -> bool:
    """A card in play returns to its owner's hand (``to = "hand"``) or is removed from the
    game (``"removed"``), with the ``left_play`` occurrence's moments (a discard from play
    is ``discarded``). False while it waits for its "would" window."""
    card = game.c(cid)
    seat = card.controller if card.controller >= 0 else game.seat_of_engaged(cid)
    if window and basic_events.would(game, "left_play", seat, [cid, LEAVE_TO.index(to)],
                                     card=cid):
        return False
    reset(game, cid)
    game.state.move(cid, pzone(card.owner, "hand") if to == "hand" else "removed")
    basic_events.happened(game, "left_play", seat, card=cid)
    return True


def _counters(game: ChampionsGame, args: list[int], occ: Occurrence) -> None:
    name = occ.notes[0]
    if args[1]:
        place_counters(game, args[0], name, occ.remaining(), window=False)
    else:
        remove_counters(game, args[0], name, occ.remaining(), window=False)


def _damage(game: ChampionsGame, args: list[int], occ: Occurrence) -> None:
    deal_damage(game, args[0], occ.remaining(), piercing=bool(args[2]), window=False,
                by=args[3], consequential=bool(args[4]))


def _left_play(game: ChampionsGame, args: list[int], occ: Occurrence) -> None:
    if game.in_play(args[0]):
        leave_play(game, args[0], LEAVE_TO[args[1]], window=False)


def _drawn(game: ChampionsGame, args: list[int], occ: Occurrence) -> None:
    draw(game, args[0], occ.remaining(), window=False)


def _healed(game: ChampionsGame, args: list[int], occ: Occurrence) -> None:
    heal(game, args[0], occ.remaining(), window=False)


def _threat_placed(game: ChampionsGame, args: list[int], occ: Occurrence) -> None:
    place_threat(game, args[0], occ.remaining(), window=False)


def _threat_removed(game: ChampionsGame, args: list[int], occ: Occurrence) -> None:
    remove_threat(game, args[0], occ.remaining(), bool(args[2]), window=False, by=args[3])


def _discarded(game: ChampionsGame, args: list[int], occ: Occurrence) -> None:
    if game.in_play(args[0]):
        discard(game, args[0], window=False)


def _stage_advanced(game: ChampionsGame, args: list[int], occ: Occurrence) -> None:
    """A stage advance that waited for its "would" window: the villain's (``[0, card]``)
    or the main scheme deck's (``[1, card]``)."""
    if args[0] == 0:
        if game.zone_kind(args[1]) == "villain":
            villain_defeated(game, args[1], window=False)
        return
    following = following_main_stages(game, args[1]) if game.zone_kind(args[1]) == "main" \
        else []
    if following:
        advance_main_scheme(game, args[1], following[0].code, window=False)


basic_events.APPLY.update({"drawn": _drawn, "healed": _healed, "threat_placed": _threat_placed,
                           "threat_removed": _threat_removed, "discarded": _discarded,
                           "stage_advanced": _stage_advanced, "damage": _damage,
                           "left_play": _left_play, "counters": _counters})


def stage_of(game: GameBase, main: int) -> MainSchemeStage | None:
    """The main scheme deck stage the card ``main`` is (either side), or None."""
    code = game.c(main).code
    for stage in game.scenario(game.area_of(main)).main_scheme:
        if code in (stage.code, game.catalog.cards[stage.code].back):
            return stage
    return None


def kept_out_by_uniqueness(game: ChampionsGame, cid: int, *, revealing: int = -1) -> bool:
    """Whether ``cid`` cannot enter play because a matching unique card is in play; if so,
    what the rules do with it: a player card stays where it is (the effect that would put
    it into play has no effect); a non-villain encounter card is discarded, and when it was
    being revealed (by the player ``revealing``), that player is dealt a facedown encounter
    card instead (RRG v1.8 UNIQUE ICON)."""
    match = uniqueness.matching_in_play(game, cid)
    if match < 0:
        return False
    name, there = game.name(cid), game.name(match)
    if not uniqueness.is_encounter_card(game.d(cid)):
        game.log(f"{name} cannot enter play: it matches {there}, in play (unique).")
        return True
    discard(game, cid, window=False)
    if revealing >= 0:
        game.log(f"{name} matches {there}, in play (unique): it is discarded, and player "
                 f"{revealing + 1} is dealt an encounter card instead.")
        deal_encounter(game, revealing)
    else:
        game.log(f"{name} matches {there}, in play (unique): it is discarded.")
    return True
