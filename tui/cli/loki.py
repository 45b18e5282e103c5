"""``helicarrier loki``: the God of Lies tracker's quick commands plus its two screens.

The quick commands live in ``trackers.godoflies.cli`` (trackers never import the
UI); this module adds ``watch`` (the projector dashboard) and ``report`` (a
small form for a group's reporter). Textual is imported inside those commands
only, so ``helicarrier loki status`` stays quick.
"""

from __future__ import annotations

from typing import Annotated

import typer

from engine.core.errors import HelicarrierError
from trackers.godoflies.cli import (
    ByOption,
    EventOption,
    app,
    event_location,
    fail,
    open_store,
)

__all__ = ["app"]


@app.command("watch")
def watch(event: EventOption = None, by: ByOption = None) -> None:
    """Full-screen dashboard for a projector; updates within a second of any report."""
    open_store(event).close()  # a bad file is a one-line error before the screen opens
    from tui.organizer.screens.loki_dashboard import LokiDashboardApp

    LokiDashboardApp(event_location(event), by=by).run()


@app.command("report")
def report(
    event: EventOption = None,
    by: ByOption = None,
    group: Annotated[str | None, typer.Option(
        "--group", help="Preselect your group (number or name).")] = None,
) -> None:
    """Full-screen form for a group's reporter: pick group, kind, amount, submit."""
    with open_store(event) as store:
        if group is not None:
            try:
                group = str(store.state().find_group(group).number)
            except HelicarrierError as exc:
                fail(str(exc))
    from tui.organizer.screens.loki_report import LokiReportApp

    LokiReportApp(event_location(event), by=by, group=group).run()
