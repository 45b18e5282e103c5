"""Plain-text pieces of a Champions view (card lines, resource icons), shared by the panels.

Text only (no Textual), ASCII only (ARCHITECTURE 7: widths must not differ over SSH).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

RESOURCE_LETTERS = {"energy": "E", "mental": "M", "physical": "P", "wild": "W"}
STATUSES = ("stunned", "confused", "tough")
ICON_NAMES = ("crisis", "hazard", "acceleration", "amplify")


def resources_short(resources: dict[str, int]) -> str:
    """``{"energy": 2, "mental": 1}`` -> ``EEM`` (E energy, M mental, P physical, W wild)."""
    return "".join(RESOURCE_LETTERS.get(kind, "?") * count for kind, count in resources.items())


def icons_short(card: dict[str, Any]) -> str:
    """Printed scheme icons: ``crisis, hazard x2``."""
    icons = card.get("icons", {})
    return ", ".join(name if icons[name] == 1 else f"{name} x{icons[name]}"
                     for name in ICON_NAMES if icons.get(name))


def card_line(card: dict[str, Any]) -> str:
    """One line for a card in play: name, hit points, stats, counters, status, exhausted."""
    if card.get("facedown"):  # a seat that looked at it knows which card it is
        return f"facedown card (you know it: {card['name']})" if card.get("known") else \
            "facedown card"
    bits = [card["name"]]
    if "hp" in card:
        bits.append(f"{card['hp']}/{card['max_hp']} HP")
    for stat in ("atk", "thw", "sch"):
        if stat in card:
            bits.append(f"{stat.upper()} {card[stat]}")
    for name, value in sorted(card.get("counters", {}).items()):
        if name != "damage":
            bits.append(f"{value} {name}")
    bits += [status for status in STATUSES if card.get(status)]
    if card.get("exhausted"):
        bits.append("EXHAUSTED")
    if card.get("automation") == "manual":
        bits.append("(by hand)")
    text = "  ".join(bits)
    for attached in card.get("attachments", []):
        text += f"  + {card_line(attached)}"
    return text


def engaged_and_allies(player: dict[str, Any]) -> str:
    """``Engaged: A.I.M. Commando 3/3 HP  Allies: Quake (Daisy Johnson) 3/3 HP``: the
    summary a small table shows of a player's area (the rest is behind ``a``)."""
    def short(card: dict[str, Any]) -> str:
        hp = f" {card['hp']}/{card['max_hp']} HP" if "hp" in card else ""
        return card["name"] + hp + (" exhausted" if card.get("exhausted") else "")

    engaged = ", ".join(short(card) for card in player.get("engaged", [])) or "none"
    allies = ", ".join(short(card) for card in player.get("play", [])
                       if card.get("type") == "ally") or "none"
    return f"Engaged: {engaged}  Allies: {allies}"


HAND_HEADER = "name, cost [resources]"


def hand_lines(hand: list[dict[str, Any]]) -> list[str]:
    """The hand's rows: name, then printed cost and resource icons in a column
    (``Concentrated Fire  2 [E]``); a card without a cost (a resource card) shows ``-``;
    a card marked to mulligan says so. The name comes first: a row that began with its
    cost ("3 [E] Sky-Destroyer") read as the key of option 3, which was another card."""
    width = max((len(card["name"]) for card in hand), default=0)
    rows = []
    for card in hand:
        cost = card.get("cost")
        resources = resources_short(card.get("resources", {}))
        marked = "  (marked: mulligan)" if card.get("marked") else ""
        rows.append(f"{card['name']:<{width}}  {'-' if cost is None else cost} "
                    f"[{resources}]{marked}")
    return rows


SETUP_SIDE = "setup side: its threat starts when it flips"
"""A main scheme still on side 1A, which has no threat values (RRG Appendix II, step 12:
its Setup abilities resolve, then it flips to 1B), instead of "0/0 threat +0/round"."""


def on_setup_side(main: dict[str, Any]) -> bool:
    """Whether the main scheme is the setup side (the view gives it no target threat)."""
    return not main.get("target")


def main_scheme_threat(main: dict[str, Any]) -> str:
    """``4/20 threat  +3/round`` (threat of target, what the next villain phase places)."""
    if on_setup_side(main):
        return SETUP_SIDE
    threat = main.get("counters", {}).get("threat", 0)
    return f"{threat}/{main['target']} threat  +{main['threat_per_round']}/round"


def villain_phase_forecast(view: dict[str, Any], names: list[str] | None = None,
                           detailed: bool = False) -> str:
    """``Next villain phase: +6+? threat (3/round, villain 2, minions 1, 1 boost +?)``:
    what villain phase step 1 places (acceleration, icons and tokens: the view's
    threat_per_round) plus what the activations of step 2 would place with every player
    in the form they are in now (RRG VILLAIN PHASE: the villain and each engaged minion
    scheme against a player in alter-ego form and attack a hero; a confused enemy does
    not scheme), and ``+?`` for the boost card a scheming villain flips. ``detailed``
    (wide tables) names each enemy and player. "" while the main scheme has no threat."""
    main = view.get("main_scheme")
    if not main or on_setup_side(main):
        return ""
    per = int(main.get("threat_per_round", 0))
    total, villain_sch, minion_sch, boosts = per, 0, 0, 0
    detail = [f"{per}/round"]
    villain = view.get("villain")
    me = next((p for p in view.get("players", []) if p["seat"] == view.get("seat")), {})
    for player in view.get("players", []):
        if player.get("eliminated") or player.get("area", 0) != me.get("area", 0):
            continue
        if player["form"] != "alter_ego":
            continue
        who = names[player["seat"]] if names else f"player {player['seat'] + 1}"
        if villain and not villain.get("confused") and "sch" in villain:
            villain_sch += villain["sch"]
            boosts += 1
            detail.append(f"{villain['name']} SCH {villain['sch']} vs {who}")
        for minion in player.get("engaged", []):
            if not minion.get("confused") and minion.get("sch"):
                minion_sch += minion["sch"]
                detail.append(f"{minion['name']} SCH {minion['sch']} vs {who}")
    total += villain_sch + minion_sch
    boost = "+?" if boosts else ""
    if detailed:
        detail += [f"{boosts} boost card{'s' if boosts > 1 else ''} +?"] if boosts else []
        return f"Next villain phase: +{total}{boost} threat ({', '.join(detail)})"
    short = [f"{per}/round"] + ([f"villain {villain_sch}"] if boosts else []) + (
        [f"minions {minion_sch}"] if minion_sch else []) + (
        [f"{boosts} boost{'s' if boosts > 1 else ''} +?"] if boosts else [])
    return f"Next villain phase: +{total}{boost} threat ({', '.join(short)})"


def scheme_line(card: dict[str, Any]) -> str:
    threat = card.get("counters", {}).get("threat", 0)
    icons = icons_short(card)
    return f"{card['name']}  {threat} threat" + (f"  ({icons})" if icons else "")


def readable(card: dict[str, Any]) -> bool:
    """Whether the viewer may read the card: face up, or facedown and known to it (it
    looked at the card or chose it: the view gives its face with ``known``)."""
    return not card.get("facedown") or bool(card.get("known"))


def visible_cards(view: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every card in the view the viewer may read, with where it is, for the card-text
    list: the face-up cards, the facedown ones it knows, and last the cards its open
    question names that are nowhere else in view (a card searched for, looked at, being
    revealed, dealt facedown: issue 29)."""
    seen: set[int] = set()
    for where, card in _view_cards(view):
        seen.add(card["id"])
        yield where, card
    for card in question_cards(view):
        if card["id"] not in seen and readable(card):
            seen.add(card["id"])
            yield "in the question", card


def question_cards(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The cards the viewer's open question names (the view's ``decision.cards``)."""
    return list((view.get("decision") or {}).get("cards", []))


def option_cards(view: dict[str, Any], key: str | None) -> list[dict[str, Any]]:
    """The readable cards an option names (its ``cards``: a swap names two), then the
    cards its question's prompt is about (the card being revealed, the card looked at):
    what the card-text panel shows while the option is highlighted."""
    decision = view.get("decision") or {}
    faces = {card["id"]: card for card in decision.get("cards", [])}
    option = next((o for o in decision.get("options", []) if o["key"] == key), None)
    ids = list(option.get("cards", [])) if option else []
    ids += [cid for cid in decision.get("about", []) if cid not in ids]
    found = []
    for cid in ids:
        card = faces.get(cid) or card_by_id(view, cid)
        if card is not None and readable(card):
            found.append(card)
    return found


def _view_cards(view: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    def walk(where: str, cards: list[dict[str, Any]]) -> Iterator[tuple[str, dict[str, Any]]]:
        for card in cards:
            if not readable(card):
                continue
            yield where, card
            yield from walk(f"on {card['name']}", card.get("attachments", []))
            yield from walk(f"under {card['name']}", card.get("tucked", []))

    for key, where in (("villain", "villain"), ("main_scheme", "main scheme")):
        if view.get(key):
            yield from walk(where, [view[key]])
    yield from walk("side scheme", view.get("side_schemes", []))
    yield from walk("environment", view.get("environment", []))
    for player in view.get("players", []):
        who = f"P{player['seat'] + 1}"
        yield from walk(f"{who} identity", [player["identity"]])
        yield from walk(f"{who} hand", player.get("hand", []))
        yield from walk(f"{who} engaged", player.get("engaged", []))
        yield from walk(f"{who} play", player.get("play", []))
        yield from walk(f"{who} discard", player.get("discard", []))
        yield from walk(f"{who} dealt", player.get("dealt", []))
    yield from walk("encounter discard", view.get("encounter_discard", []))
    yield from walk("victory display", view.get("victory_display", []))


def card_by_id(view: dict[str, Any], card_id: int) -> dict[str, Any] | None:
    return next((card for _, card in visible_cards(view) if card["id"] == card_id), None)


def option_card(view: dict[str, Any], key: str) -> dict[str, Any] | None:
    """The first readable card an option names (``play:13``, ``t:96``, ``w:5:0``: the
    option's ``cards`` in the view), if any; for an option the view's question does not
    hold, the card its key's first number names, if the view shows it."""
    decision = view.get("decision") or {}
    option = next((o for o in decision.get("options", []) if o["key"] == key), None)
    if option is None:
        number = key.partition(":")[2].split(":")[0]
        return card_by_id(view, int(number)) if number.isdigit() else None
    if not option.get("cards"):
        return None
    cid = option["cards"][0]
    card = next((c for c in decision.get("cards", []) if c["id"] == cid), None) \
        or card_by_id(view, cid)
    return card if card is not None and readable(card) else None
