"""The table's footer: the keys on offer drawn as one line of text, not a row of widgets.

Textual's ``Footer`` is a row of ``FooterKey`` widgets; on the table the keys on
offer change on most moves (mark, capture, end, skip come and go with the phase),
and showing or hiding a key widget lays out the whole screen. This footer is one
widget of height 1 that draws the same keys in the same styles (key, description,
dimmed when not ready, the command palette key on the right) and only repaints
its line when they change. A click on a key presses it, as on ``Footer``.

Both games' tables use it. It is also much lighter: a ``Footer`` with nine keys was
4,600 of the Champions table screen's 12,200 Python objects, and a served table holds
one screen per seated player (issue 16: memory per session). Where the keys do not fit
(80 columns) the line is cropped at the right, so the palette key loses its word
before a table key is hidden.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, ClassVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.widget import Widget

if TYPE_CHECKING:
    from textual.screen import Screen


@dataclasses.dataclass(frozen=True)
class Key:
    """One key as the footer shows it."""

    key: str
    display: str
    description: str
    enabled: bool


Offer = tuple[tuple[Key, ...], Key | None]
"""The keys on offer, and the command palette key (None when not shown)."""


class TableFooter(Widget):
    """A one-line stand-in for ``Footer`` (see the module docstring)."""

    ALLOW_SELECT = False
    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "table-footer--key",
        "table-footer--description",
        "table-footer--item",
        "table-footer--hover",
        "table-footer--bar",
    }
    DEFAULT_CSS = """
    TableFooter {
        dock: bottom;
        height: 1;
        color: $footer-foreground;
        background: $footer-background;
        & > .table-footer--item { background: $footer-item-background; }
        & > .table-footer--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
        }
        & > .table-footer--description {
            color: $footer-description-foreground;
            background: $footer-description-background;
        }
        & > .table-footer--hover {
            color: $footer-key-foreground;
            background: $block-hover-background;
        }
        & > .table-footer--bar { color: $foreground 20%; }
    }
    """

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._offer: Offer = ((), None)
        self._spans: list[tuple[int, int, Key]] = []  # where each key is drawn
        self._hover: str | None = None

    # ---------------------------------------------------------------- which keys

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed)
        self._update()

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def bindings_changed(self, screen: Screen) -> None:
        if self.is_attached and screen is self.screen:
            self._update()  # now, so the keys change in the same frame as the table

    def _update(self) -> None:
        offer = self._on_offer()
        if offer != self._offer:
            self._offer = offer
            self.refresh()

    def _on_offer(self) -> Offer:
        """The keys ``Footer`` would show now: the first key of each shown action."""
        active = self.screen.active_bindings
        keys: dict[str, Key] = {}
        for _node, binding, enabled, _tooltip in active.values():
            if binding.show and binding.action not in keys:
                keys[binding.action] = Key(binding.key, self.app.get_key_display(binding),
                                           binding.description, enabled)
        palette = None
        if self.app.ENABLE_COMMAND_PALETTE:
            found = active.get(self.app.COMMAND_PALETTE_BINDING)
            if found is not None:
                _node, binding, enabled, _tooltip = found
                palette = Key(binding.key, self.app.get_key_display(binding),
                              binding.description, enabled)
        return tuple(keys.values()), palette

    # ---------------------------------------------------------------- drawing

    def render(self) -> Text:
        keys, palette = self._offer
        item = self.get_component_rich_style("table-footer--item")
        key_style = self.get_component_rich_style("table-footer--key")
        description_style = self.get_component_rich_style("table-footer--description")
        hover = self.get_component_rich_style("table-footer--hover")
        line = Text(no_wrap=True, overflow="crop", end="")
        self._spans = []

        def add(key: Key, shown_key: str, shown_description: str) -> None:
            start = line.cell_len
            base = hover if key.key == self._hover and key.enabled else item
            if not key.enabled:
                base += Style(dim=True)
            line.append(shown_key, base + key_style)
            if key.description:
                line.append(shown_description, base + description_style)
            self._spans.append((start, line.cell_len, key))

        for key in keys:  # as Footer's keys: " key " then "description "
            add(key, f" {key.display} ", f"{key.description} ")
        if palette is not None:
            tail = Text(no_wrap=True, end="")
            tail.append("▏", item + self.get_component_rich_style("table-footer--bar"))
            width = tail.cell_len + len(palette.display) + 1 + len(palette.description) + 1
            gap = self.size.width - width - line.cell_len
            if gap > 0:
                line.append(" " * gap)
            line.append_text(tail)
            add(palette, palette.display, f" {palette.description}")  # compact, as Footer
            line.append(" ", item)
        return line

    # ---------------------------------------------------------------- mouse

    def _key_at(self, x: int) -> Key | None:
        for start, end, key in self._spans:
            if start <= x < end:
                return key
        return None

    def on_mouse_down(self, event: events.MouseDown) -> None:
        key = self._key_at(event.x)
        if key is None:
            return
        if key.enabled:
            self.app.simulate_key(key.key)
        else:
            self.app.bell()

    def on_mouse_move(self, event: events.MouseMove) -> None:
        key = self._key_at(event.x)
        hover = key.key if key is not None else None
        if hover != self._hover:
            self._hover = hover
            self.refresh()

    def on_leave(self, event: events.Leave) -> None:
        if self._hover is not None:
            self._hover = None
            self.refresh()
