"""A footer that shows and hides its keys in place instead of rebuilding itself.

Textual's ``Footer`` removes and remounts every key whenever a screen refreshes its
bindings; on the table that happens on most moves and was the largest part of
redrawing one. This footer keeps a key widget for every key it has shown (hidden
ones have ``display`` off) and, when the keys on offer are still a subsequence of
those, only toggles visibility and the greyed-out state. Anything else (a new key
out of order, binding groups, the command palette key changing) falls back to
the ordinary rebuild, so what is drawn is always what ``Footer`` would draw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

if TYPE_CHECKING:
    from textual.screen import Screen

Ident = tuple[str, str, str, str, str]
"""A shown key: (key, key display, description, action, tooltip)."""

Shown = tuple[tuple[tuple[Ident, bool], ...], tuple[Ident, bool] | None]
"""The keys on offer with their enabled state, and the command palette key."""


def _merge(known: list[Ident], wanted: list[Ident]) -> list[Ident]:
    """``known`` with the new entries of ``wanted`` inserted in order (``wanted`` if clashing)."""
    merged = list(known)
    position = -1
    for ident in wanted:
        if ident in merged:
            index = merged.index(ident)
            if index < position:
                return list(wanted)
            position = index
        else:
            position += 1
            merged.insert(position, ident)
    return merged


class TableFooter(Footer):
    """A drop-in ``Footer``: the same keys, updated in place (see the module docstring)."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._known: list[Ident] = []
        self._shown: Shown | None = None

    def _on_offer(self) -> Shown | None:
        """What ``Footer.compose`` would show now; None when it uses binding groups."""
        active = self.screen.active_bindings
        entries: dict[str, tuple[Ident, bool]] = {}
        for _node, binding, enabled, tooltip in active.values():
            if not binding.show:
                continue
            if binding.group is not None:
                return None
            if binding.action not in entries:  # Footer shows the first key of an action
                display = self.app.get_key_display(binding)
                entries[binding.action] = (
                    (binding.key, display, binding.description, binding.action, tooltip or ""),
                    enabled,
                )
        palette = None
        if self.show_command_palette and self.app.ENABLE_COMMAND_PALETTE:
            found = active.get(self.app.COMMAND_PALETTE_BINDING)
            if found is not None:
                _node, binding, enabled, _tooltip = found
                palette = ((binding.key, self.app.get_key_display(binding), binding.description,
                            binding.action, binding.tooltip or binding.description), enabled)
        return tuple(entries.values()), palette

    def compose(self) -> ComposeResult:
        shown = self._on_offer() if self._bindings_ready else None
        if shown is None:
            self._shown = None
            self._known = []
            yield from super().compose()
            return
        self._shown = shown
        entries, palette = shown
        enabled = dict(entries)
        self._known = _merge(self._known, [ident for ident, _ in entries])
        self.styles.grid_size_columns = len(entries)
        for ident in self._known:
            key, display, description, action, tooltip = ident
            on_offer = ident in enabled
            footer_key = FooterKey(key, display, description, action,
                                   disabled=on_offer and not enabled[ident], tooltip=tooltip)
            footer_key.display = on_offer
            yield footer_key.data_bind(compact=Footer.compact)
        if palette is not None:
            (key, display, description, action, tooltip), on = palette
            yield FooterKey(key, display, description, action, classes="-command-palette",
                            disabled=not on, tooltip=tooltip)

    def bindings_changed(self, screen: Screen) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if self.is_attached and screen is self.screen:
            self._toggle_keys()  # now, so the keys change in the same frame as the table
            self.call_after_refresh(self._update_keys)  # and as Footer does, after the refresh

    async def _update_keys(self) -> None:
        if self.is_attached and not self._toggle_keys():
            await self.recompose()

    def _toggle_keys(self) -> bool:
        """Show the keys on offer by toggling the mounted ones; False if that is not enough."""
        shown = self._on_offer()
        if shown is not None and shown == self._shown:
            return True
        if shown is None or self._shown is None or shown[1] != self._shown[1]:
            return False
        entries, _palette = shown
        wanted = [ident for ident, _ in entries]
        if _merge(self._known, wanted) != self._known:
            return False
        keys = {
            (child.key, child.key_display, child.description, child.action,
             str(child.tooltip or "")): child
            for child in self.query_children(FooterKey)
            if "-command-palette" not in child.classes
        }
        if set(keys) != set(self._known):
            return False
        self._shown = shown
        enabled = dict(entries)
        if self.styles.grid_size_columns != len(entries):
            self.styles.grid_size_columns = len(entries)
        for ident, footer_key in keys.items():
            on_offer = ident in enabled
            disabled = on_offer and not enabled[ident]
            if footer_key._disabled != disabled:
                footer_key._disabled = disabled
                footer_key.set_class(disabled, "-disabled")
            if footer_key.display != on_offer:
                footer_key.display = on_offer
        return True
