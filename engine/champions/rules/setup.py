"""Setup (RRG Appendix II): the table a game starts from, then the queued setup steps.

:func:`build` lays out steps 1-11 as the scenario's data declares them (identities, player
decks, obligations and nemesis sets, each game area's villain and main scheme decks and
encounter deck with its set-aside and linked cards) and queues steps 11-16 as typed steps,
whose handlers are registered here: encounter cards with the setup keyword (11), the
scenario's own setup steps (hooks, run by the scenario layer), the main scheme's Setup
abilities and its flip (12a-b), the villain's and other encounter cards' Setup abilities
(12c), opening hands and mulligans (13-15), and the identities' Setup abilities (16).
:func:`game_areas` reads the game areas a setup asks for.

The setup table is read first by :func:`read`: the one schema of every setup key
(:mod:`content.champions.setup`: scenario, heroes, expert, modular sets, chosen decks, game
areas, the test switch), plus the rules' own check that identities are unique (RRG UNIQUE).

The main scheme's Setup abilities are card data: they resolve through the card language's
entry point (:data:`engine.champions.core.card_language.LANGUAGE`), as the rules never
import the language; the game object checks that each area's scenario script has the hooks
its data names (the scenario layer sits above the rules).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from content.champions.setup import MAX_PLAYERS, GameSetup, SetupError, read_setup
from engine.champions.core.asking import AtOnce
from engine.champions.core.base import Ask
from engine.champions.core.card_ids import CardIds
from engine.champions.core.card_language import LANGUAGE
from engine.champions.core.effect_steps import run_effects
from engine.champions.core.encounter_steps import WhenRevealed
from engine.champions.core.player_steps import (
    EncounterSetup,
    FlipMain,
    MainSetup,
    Mulligan,
    OpeningHands,
    PlayerPhaseStart,
    PlayerSetup,
    ScenarioSetup,
    SetupCards,
)
from engine.champions.core.state import (
    AREA_ZONES,
    PLAYER_ZONES,
    SHARED_ZONES,
    Area,
    PlayerState,
    State,
    pzone,
)
from engine.champions.core.steps import TypedStep, handled_by
from engine.champions.rules import player_phase, primitives, villain_phase
from engine.core import GameRng, HelicarrierError

if TYPE_CHECKING:
    from engine.champions.game import ChampionsGame

__all__ = ["MAX_PLAYERS", "build", "game_areas", "read"]


def read(game: ChampionsGame, setup: dict[str, Any]) -> GameSetup:
    """The checked setup (content.champions.setup: one schema for every key), with the
    rules' own check: identities are unique unless the test switch says otherwise."""
    try:
        chosen = read_setup(setup, game.catalog)
    except SetupError as exc:
        raise HelicarrierError(str(exc)) from None
    if not chosen.allow_duplicate_heroes:
        check_unique_identities(game, list(chosen.heroes))
    return chosen


def build(game: ChampionsGame, setup: dict[str, Any], seed: int) -> State:
    """RRG Appendix II, steps 1-11, as the scenario's data declares them; steps 12-16
    are the queued setup steps. Each game area is set up as a scenario of its own
    (steps 4-10: its villain and main scheme decks, its encounter deck with its
    players' obligations); area 0 first, so a one-area game is set up as always."""
    chosen = read(game, setup)
    scenario_key, heroes, expert = chosen.scenario, list(chosen.heroes), chosen.expert
    areas = game_areas(chosen)
    seat_area = {seat: area.id for area in areas for seat in chosen.seats_of(area.id)}
    state = State(scenario=scenario_key, expert=expert, rng=GameRng(seed), areas=areas,
                  card_ids=CardIds(seed))
    for zone in SHARED_ZONES:
        state.zone(zone)
    for area in areas[1:]:
        for zone in AREA_ZONES:
            state.zone(area.zone(zone))
    # Steps 1-6: identities (alter-ego side up), hit points, first player, obligations
    # and nemesis sets set aside (as the scenario says), shuffled player decks.
    obligations: dict[int, list[int]] = {area.id: [] for area in areas}
    for seat, key in enumerate(heroes):
        area = areas[seat_area[seat]]
        scenario = game.catalog.scenarios[area.scenario]
        deck = game.catalog.decks[key]
        for zone in PLAYER_ZONES:
            state.zone(pzone(seat, zone))
        ident = state.new_card(game.catalog.cards[deck.identity].back or deck.identity, seat,
                               pzone(seat, "identity"))
        state.players.append(PlayerState(seat, key, ident.id, area.id))
        aside = list(deck.setup_cards)
        for code, count in chosen.deck(seat, game.catalog):
            if game.catalog.cards[code].permanent:  # a chosen list's suit: set aside, for
                aside += [code] * max(0, count - aside.count(code))  # the Setup (RRG PERMANENT)
                continue
            for _ in range(count):
                state.new_card(code, seat, pzone(seat, "deck"))
        for code in aside:
            state.new_card(code, seat, area.zone("set_aside"))
        if scenario.obligations == "encounter_deck":
            obligations[area.id].append(
                state.new_card(deck.obligation, -1, area.zone("set_aside")).id)
        if scenario.nemesis == "set_aside":
            for cdef in game.catalog.set_cards(deck.nemesis_set):
                for _ in range(cdef.quantity):
                    state.new_card(cdef.code, -1, pzone(seat, "nemesis"))
        state.rng.shuffle(state.zone(pzone(seat, "deck")))
        # Step 11: cards with the setup keyword begin the game in play.
        for cid in list(state.zone(pzone(seat, "deck"))):
            if game.catalog.cards[state.cards[cid].code].keywords.get("setup"):
                state.move(cid, pzone(seat, "play"))
    for area in areas:
        build_area(game, state, area, expert, [s for s, a in seat_area.items()
                                               if a == area.id], obligations[area.id],
                   chosen.modular_sets(game.catalog, area.id))
    setups: list[TypedStep] = []
    for area in sorted(areas, key=lambda a: not a.title_only):  # title-only areas first
        villain = state.zone(area.zone("villain"))[0]
        setups += [SetupCards(area.id),
                   *[ScenarioSetup(name, area=area.id)
                     for name in game.catalog.scenarios[area.scenario].setup],
                   MainSetup(area.id), FlipMain(area.id), EncounterSetup(area.id),
                   WhenRevealed(villain, area.first_player)]
    playing = [area.id for area in areas if not area.title_only]
    state.queue = [*setups, OpeningHands(), AtOnce([[Mulligan(s)] for s in range(len(heroes))]),
                   PlayerSetup(), PlayerPhaseStart(area=playing[0])]
    return state

def build_area(game: ChampionsGame, state: State, area: Area, expert: bool, seats: list[int],
               obligations: list[int], modular: tuple[str, ...]) -> None:
    """Steps 8-10 for one game area: its villain deck and main scheme deck (its first
    stage; the later ones enter as it advances), and (unless it is title-only) its
    encounter deck: the scenario's sets, its modular sets, Standard (and Expert), less
    its set-aside cards, which wait in the area's set-aside zone, plus its players'
    obligations, shuffled."""
    scenario = game.catalog.scenarios[area.scenario]
    stages = scenario.villain_expert if expert else scenario.villain_standard
    for n, code in enumerate(stages):
        state.new_card(code, -1, area.zone("villain" if n == 0 else "villain_deck"))
    state.new_card(scenario.main_scheme[0].code, -1, area.zone("main"))
    if area.title_only:
        return
    skip = set(stages) | set(scenario.villain_standard) | set(scenario.villain_expert) | \
        {stage.code for stage in scenario.main_scheme}
    sets = [*scenario.encounter_sets, *modular, "standard"]
    if expert:
        sets.append("expert")
    deck = area.zone("enc:deck")
    for set_code in sets:
        for cdef in game.catalog.set_cards(set_code):
            if cdef.code in skip or cdef.type in ("villain", "main_scheme") or \
                    "linked" in cdef.keywords:
                continue
            zone = area.zone("set_aside") if cdef.code in scenario.set_aside else deck
            for _ in range(cdef.quantity):
                state.new_card(cdef.code, -1, zone)
    set_aside_linked(game, state, area, seats)
    for oid in obligations:
        state.move(oid, deck)
    state.rng.shuffle(state.zone(deck))

def check_unique_identities(game: ChampionsGame, heroes: list[str]) -> None:
    """RRG UNIQUE: "when choosing identities during setup, players cannot choose
    identities that match" (same title on either face)."""
    seen: dict[str, str] = {}
    for key in heroes:
        ident = game.catalog.cards[game.catalog.decks[key].identity]
        titles = {ident.title}
        if ident.back and ident.back in game.catalog.cards:
            titles.add(game.catalog.cards[ident.back].title)
        for title in sorted(titles):
            if title in seen:
                raise HelicarrierError(
                    f"heroes {seen[title]!r} and {key!r} are the same identity ({title}); "
                    "identities are unique (RRG UNIQUE), each seat needs another hero")
            seen[title] = key

def set_aside_linked(game: ChampionsGame, state: State, area: Area, seats: list[int]) -> None:
    """RRG LINKED: set aside each linked card's printed quantity once for the area's
    encounter deck and once for each of its players' decks that holds the card naming
    it."""
    for cdef in game.catalog.cards.values():
        named = cdef.keywords.get("linked")
        if not named:
            continue
        zones = [area.zone("enc:deck"), *[pzone(seat, "deck") for seat in seats]]
        holders = [owner for owner, zone in zip([-1, *seats], zones, strict=True)
                   if any(state.cards[c].code == named for c in state.zone(zone))]
        for owner in holders:
            for _ in range(cdef.quantity):
                state.new_card(cdef.code, owner, area.zone("set_aside"))

def s_main_setup(game: ChampionsGame, step: MainSetup, answer: str | None) -> Ask | None:
    LANGUAGE.trigger(game, game.main_scheme(step.area), game.first_player(step.area), "setup")
    return None

SETUP_TYPES = ("environment", "side_scheme")
"""The encounter card types the setup keyword puts into play (content: KEYWORDS["setup"])."""


def s_setup_cards(game: ChampionsGame, step: SetupCards, answer: str | None) -> Ask | None:
    """RRG Appendix II step 11: "search each deck and the set aside area for any cards with
    the setup keyword and put them into play" (a player deck's are put in play as the decks
    are built). An environment enters the area's play area, a side scheme with its starting
    threat; their "enters play" abilities resolve as they enter."""
    area, first = step.area, game.first_player(step.area)
    found = [cid for zone in ("enc:deck", "set_aside") for cid in game.ids(game.az(zone, area))
             if game.d(cid).keywords.get("setup") and game.d(cid).type in SETUP_TYPES]
    for cid in reversed(found):  # pushed last first: they enter in deck order
        cdef = game.d(cid)
        if cdef.type == "environment":
            game.state.move(cid, game.az("environment", area))
        else:
            game.state.move(cid, game.az("schemes", area))
            game.c(cid).add("threat", villain_phase.side_scheme_start(game, cid))
        game.c(cid).facedown = False
        game.log(f"{cdef.title} begins the game in play (setup).")
        for ability in reversed([a for a in cdef.abilities if a.trigger == "enters_play"]):
            run_effects(game, first, cid, ability.effects)
    return None


def s_encounter_setup(game: ChampionsGame, step: EncounterSetup,
                      answer: str | None) -> Ask | None:
    """RRG Appendix II step 12c and SETUP (TRIGGERED ABILITY): "Setup abilities on encounter
    cards are resolved during the 'Resolve Scenario Setup and When Revealed Abilities'
    step": the villain's first (with its When Revealed abilities next), then those of the
    other encounter cards in play, resolved by the first player."""
    area, first = step.area, game.first_player(step.area)
    cards = [game.villain(area), *game.side_schemes(area),
             *game.ids(game.az("environment", area)), *game.ids(game.az("attached", area))]
    for cid in reversed([c for c in cards if c >= 0 and game.c(c).owner < 0
                         and not game.c(c).facedown]):
        LANGUAGE.trigger(game, cid, first, "setup")
    return None


def s_flip_main(game: ChampionsGame, step: FlipMain, answer: str | None) -> Ask | None:
    main = game.main_scheme(step.area)
    if game.d(main).back:  # already on its B side if a manual override flipped it
        game.c(main).code = game.d(main).back
    start = game.d(main).stat("base_threat") * game.players_at_start(step.area)
    game.c(main).add("threat", start)
    game.log(f"{game.name(main)} starts with {start} threat.")
    game.push(WhenRevealed(main, game.first_player(step.area)))
    return None

def s_opening_hands(game: ChampionsGame, step: OpeningHands, answer: str | None) -> Ask | None:
    for seat in range(len(game.state.players)):
        primitives.draw(game, seat, player_phase.hand_size(game, seat))
    return None

def s_mulligan(game: ChampionsGame, step: Mulligan, answer: str | None) -> Ask | None:
    """RRG Appendix II step 15 ("each player may discard any number of cards from
    hand, and then draw up to their starting hand size"), every player at once
    (:class:`AtOnce`): mark any cards, change the marks, then confirm: the marked
    cards are discarded, in the order marked, and as many drawn (issue 29 finding 5).
    An empty hand is not asked."""
    seat = step.seat
    hand = game.ids(pzone(seat, "hand"))
    if not hand:
        return None
    step.marked = [cid for cid in step.marked if cid in hand]  # a card moved by hand
    count = len(step.marked)
    marked = "the marked card" if count == 1 else f"the {count} marked cards"
    # the confirmation first: always on screen, however long the hand
    options = [("done", f"Mulligan {marked} and draw {count}" if count
                else "Keep this hand")]
    options += [(f"mark:{cid}", f"Unmark {game.name(cid)} (keep it)" if cid in step.marked
                 else f"Mark {game.name(cid)} to mulligan") for cid in hand]
    if answer is None:
        return Ask(seat, "Mulligan: mark the cards to discard, then confirm; you draw as "
                   "many.", options)
    game.require(answer in dict(options), "mark a card in your hand or confirm")
    if answer == "done":
        for cid in step.marked:
            game.state.move(cid, pzone(seat, "discard"))
        primitives.draw(game, seat, count)
        return None
    cid = int(answer.split(":")[1])
    if cid in step.marked:
        step.marked.remove(cid)
    else:
        step.marked.append(cid)
    return s_mulligan(game, step, None)


def s_player_setup(game: ChampionsGame, step: PlayerSetup, answer: str | None) -> Ask | None:
    """Each identity's Setup abilities, first player first (a deck's ``setup_cards``
    wait set aside for them: a suit form upgrade)."""
    for seat in reversed([s for area in game.playing_areas() for s in game.seats(area)]):
        ident = game.identity(seat)
        for ability in reversed(game.d(ident).abilities):
            if ability.trigger == "setup":
                run_effects(game, seat, ident, ability.effects)
    return None


# ---------------------------------------------------------------- game areas
def game_areas(chosen: GameSetup) -> list[Area]:
    """The game areas a setup asks for (setup ``"areas"``, checked by the setup schema):
    area 0 plays the setup's scenario with every seat no other area takes; each other area
    its own scenario with its seats, or none (title-only: only abilities naming its cards
    reach them). An area's first player is its lowest seat (Appendix II step 3, as for
    area 0)."""
    areas = [Area(0, chosen.scenario, first_player=chosen.seats_of(0)[0])]
    for number, entry in enumerate(chosen.areas, start=1):
        areas.append(Area(number, entry.scenario, entry.title_only,
                          min(entry.seats) if entry.seats else 0))
    return areas


_HANDLERS: dict[type[TypedStep], Any] = {
    FlipMain: s_flip_main, OpeningHands: s_opening_hands, MainSetup: s_main_setup,
    Mulligan: s_mulligan, PlayerSetup: s_player_setup, SetupCards: s_setup_cards,
    EncounterSetup: s_encounter_setup,
}


handled_by(_HANDLERS)
