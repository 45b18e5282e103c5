"""Arrange exact game situations for rules tests by moving cards between zones.

Cards are only ever moved (never created or lost), so the conservation checks
in the property tests hold for arranged games too.
"""

from __future__ import annotations

from engine.plotcapture import PlotCaptureGame, Setup, new_game
from engine.plotcapture.cards import tables


def game_for(seats: int = 2, seed: int = 1, **options: bool | int | str) -> PlotCaptureGame:
    names = ("Ada", "Bob", "Cy", "Dee", "Eve", "Fay")[:seats]
    return new_game(Setup(names, dict(options)), seed)


def zones(game: PlotCaptureGame) -> list[list[int]]:
    return [game.shield_deck, game.shield_discard, game.look, *game.hands]


def take(game: PlotCaptureGame, title: str, avoid: list[int] | None = None) -> int:
    """Remove one copy of ``title`` from wherever it is (not from ``avoid``) and return its id."""
    t = tables()
    ids = t.title_cards[t.title_by_name[title.lower()]]
    for zone in zones(game):
        if zone is avoid:
            continue
        for card in zone:
            if card in ids:
                zone.remove(card)
                game._legal = None
                return card
    raise AssertionError(f"no free copy of {title}")


def give(game: PlotCaptureGame, seat: int, *titles: str) -> list[int]:
    """Put a copy of each title into ``seat``'s hand (taken from any other zone)."""
    hand = game.hands[seat]
    out = []
    for title in titles:
        card = take(game, title, avoid=hand)
        hand.append(card)
        out.append(card)
    game._legal = None
    return out


def set_hand(game: PlotCaptureGame, seat: int, *titles: str) -> list[int]:
    """Make ``seat``'s hand exactly ``titles`` (old cards go to the bottom of the deck)."""
    game.shield_deck[0:0] = game.hands[seat]
    game.hands[seat] = []
    return give(game, seat, *titles)


def set_revealed(game: PlotCaptureGame, *plots: str) -> None:
    """Make the revealed row exactly ``plots`` (others go back into the PLOT deck)."""
    t = tables()
    game.plot_deck[0:0] = game.revealed
    game.revealed = []
    for name in plots:
        plot = t.plot_by_name[name.lower()]
        if plot in game.plot_deck:
            game.plot_deck.remove(plot)
        else:
            for captured in game.captured:
                if plot in captured:
                    captured.remove(plot)
        game.revealed.append(plot)
    game._legal = None


def ids_of(game: PlotCaptureGame, seat: int, *titles: str) -> tuple[int, ...]:
    """The ids of one copy of each title in ``seat``'s hand."""
    t = tables()
    out = []
    for title in titles:
        index = t.title_by_name[title.lower()]
        out.append(next(c for c in game.hands[seat] if t.card_title[c] == index and c not in out))
    return tuple(out)


def titles_of(cards: list[int] | tuple[int, ...]) -> list[str]:
    t = tables()
    return sorted(t.card_name(c) for c in cards)


def plot_id(name: str) -> int:
    return tables().plot_by_name[name.lower()]
