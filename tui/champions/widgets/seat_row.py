"""One seat of the Champions new-game form: a name, a person or the bot, and a deck (a
hero's starter deck or a stored one: :mod:`tui.champions.controllers.deck_choices`)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Select

from tui.champions.controllers.deck_choices import DeckChoice
from tui.champions.controllers.spec import BOT, BOT_HARD, BOT_NORMAL, HUMAN, ChampionsSeat
from tui.shared.widgets.form_seat_row import FormSeatRow

KIND_CHOICES = [("Human", HUMAN), ("Bot (easy)", BOT), ("Bot (normal)", BOT_NORMAL),
                ("Bot (hard)", BOT_HARD)]


class ChampionsSeatRow(FormSeatRow):
    """Attributes down (the starting seat and the deck choices), :meth:`seat` up."""

    DEFAULT_CSS = """
    ChampionsSeatRow { height: 1; margin-bottom: 1; }
    ChampionsSeatRow > Label { width: 10; }
    ChampionsSeatRow > Input { width: 1fr; max-width: 20; margin-right: 1; }
    ChampionsSeatRow > .seat-kind { width: 16; margin-right: 1; }
    ChampionsSeatRow > .seat-hero { width: 1fr; max-width: 48; }
    """
    ID_PREFIX = "champ-seat"

    def __init__(self, index: int, seat: ChampionsSeat, decks: list[DeckChoice]) -> None:
        super().__init__(index, seat)
        self.initial: ChampionsSeat = seat
        self.decks = {choice.value: choice for choice in decks}

    def compose_choices(self) -> ComposeResult:
        yield Select(KIND_CHOICES, value=self.initial.kind, allow_blank=False, compact=True,
                     classes="seat-kind")
        yield Select([(c.label, c.value) for c in self.decks.values()],
                     value=self.initial.hero, allow_blank=False, compact=True,
                     classes="seat-hero")

    def seat(self) -> ChampionsSeat:
        """The seat as the form shows it (a blank name becomes ``Seat N``)."""
        deck = self.decks[self.choice("seat-hero")]
        return ChampionsSeat(self.seat_name(), self.choice("seat-kind"), deck.hero, deck.cards)
