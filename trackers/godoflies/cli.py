"""``helicarrier loki``: the organizer's God of Lies event tracker (quick commands).

Every command works on one event, chosen by ``--event PATH`` or ``--event
postgresql://...``, else the environment variable ``HELICARRIER_LOKI_EVENT`` (the same
two forms), else ``loki-event.sqlite3`` in the user data folder (platformdirs).
Reporters on other terminals or SSH sessions of the same host point at the same file;
reporters on other hosts at the same PostgreSQL database (see ``store``). Every
command answers the same on both.

Every problem is one line on stderr and exit status 2, and changes nothing.
The Textual ``watch``/``report`` commands are added by ``tui.cli.loki`` (the
tracker layer never imports the UI).
"""

from __future__ import annotations

import getpass
import json
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

try:  # typer >= 0.25 ships its own copy of click
    from typer._click.exceptions import UsageError
except ImportError:  # pragma: no cover - older typer uses click itself
    from click import UsageError

from content.errors import ContentError
from engine.core.errors import HelicarrierError
from trackers.cli_errors import fail, usage_message
from trackers.godoflies import event as ev
from trackers.godoflies import rules
from trackers.godoflies.rules import default_content
from trackers.godoflies.store import EventStore, LogEntry, Submitted, as_location

ENV_EVENT = "HELICARRIER_LOKI_EVENT"


def default_event_path() -> Path:
    import platformdirs  # only when no --event is given

    return platformdirs.user_data_path("helicarrier") / "loki-event.sqlite3"


class OneLineErrors(TyperGroup):
    """Usage mistakes (unknown option, missing argument) as one line too, exit 2."""

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except UsageError as exc:
            where = exc.ctx.command_path if exc.ctx is not None else ctx.command_path
            fail(f"{where}: {usage_message(exc)}")


app = typer.Typer(
    cls=OneLineErrors,
    help="Run a God of Lies Epic Multiplayer event: Loki's hit points, Worlds Collide, the clock.",
    no_args_is_help=True,
)

EventOption = Annotated[str | None, typer.Option(
    "--event", envvar=ENV_EVENT, show_envvar=True, metavar="FILE|URL",
    help="The event file, or a PostgreSQL database as postgresql://USER@HOST/DATABASE "
         "(default: loki-event.sqlite3 in the user data folder).")]
ByOption = Annotated[str | None, typer.Option(
    "--by", help="Who reports (default: your user name).")]
IdOption = Annotated[str | None, typer.Option(
    "--id", help="A report id of your choice; sending the same id again changes nothing.")]
NEGATIVE_OK = {"ignore_unknown_options": True}  # so "-5" reaches our own one-line check


def event_location(event: str | None) -> Path | str:
    """The event a command uses: ``--event`` / $HELICARRIER_LOKI_EVENT (typer), else the
    default file. A ``postgresql://`` URL stays a string, anything else is a path."""
    return as_location(event) if event is not None else default_event_path()


def _by(by: str | None) -> str:
    if by is not None:
        if not by.strip() or len(by) > 40 or not by.isprintable():
            fail(f'--by "{by}" must be 1 to 40 printable characters')
        return by.strip()
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "unknown"


def _guarded(func: Callable[[], None]) -> None:
    try:
        func()
    except (HelicarrierError, ContentError) as exc:
        fail(str(exc))


def open_store(event: str | None, check: bool = True, hint: str = "") -> EventStore:
    """Open the event, or exit with a one-line error (for the Textual commands too).

    ``check`` runs the backend's check first (SQLite's quick_check, PostgreSQL's tables
    and constraints): every command that reads the event refuses a damaged one before
    it reads or writes anything; only ``log --skip-check`` reads one anyway (``hint``
    ends a refusal with how).
    """
    try:
        store = EventStore.open(event_location(event))
    except (HelicarrierError, ContentError) as exc:
        fail(str(exc))
    if check:
        try:
            store.check()
        except HelicarrierError as exc:
            store.close()
            fail(f"{exc}{hint}")
    return store


def _parse_amount(text: str, what: str) -> int:
    try:
        return int(text.strip())
    except ValueError:
        fail(f'{what} "{text}" is not a whole number')


def _parse_int_list(text: str, option: str) -> list[int]:
    try:
        return [int(part) for part in text.split(",")]
    except ValueError:
        fail(f'{option} "{text}" must be whole numbers separated by commas, e.g. 4,4,3,4')


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" + ("" if number == 1 else "s")


def _totals(store: EventStore, state: ev.EventState) -> str:
    content = store.content
    return (f"{content.loki_name} {state.loki_hp(content)}/{state.loki_max_hp(content)} hp, "
            f"{content.worlds_collide_name} {state.wc_threat}/{state.wc_target(content)} threat")


def _report(event: str | None, kind: str, data: dict[str, Any], by: str | None,
            report_id: str | None, group: str | None = None,
            confirm: Callable[[ev.EventState], None] | None = None) -> None:
    """Submit one report and print its id, the totals and anything newly to announce.

    ``confirm`` may refuse the report after the group is known (the damage typo check).
    """

    def run() -> None:
        with open_store(event) as store:
            if group is not None:
                data["group"] = store.state().find_group(group).number
            if confirm is not None:
                confirm(store.state())
            now = time.time()
            result = store.submit(kind, data, _by(by), now, report_id)
            _print_result(store, result, kind, data, now)
            if kind == "group" and not result.duplicate:
                _warn_crowded_pods(result.state)

    _guarded(run)


def _print_result(store: EventStore, result: Submitted, kind: str, data: dict[str, Any],
                  now: float) -> None:
    """The report line, then what this report made newly due (``before`` is read in
    the report's own transaction, so of many reporters only one announces a line)."""
    if result.duplicate:
        typer.echo(f"#{result.seq} was already recorded with this --id; nothing changed.")
        return
    what = ev.describe(store.content, result.before, kind, data)
    typer.echo(f"#{result.seq} {what}. {_totals(store, result.state)}")
    seen = {a.key for a in ev.announcements(store.content, result.before, now)}
    for item in ev.announcements(store.content, result.state, now):
        if item.key not in seen:
            typer.echo(f"ANNOUNCE {item.title}: {item.text}")


@app.command("new")
def new(
    groups: Annotated[str, typer.Option(
        "--groups", help="Players in each group, e.g. 4,4,3,4.")],
    names: Annotated[str | None, typer.Option(
        "--names", help="Group names, comma separated (default Group 1, Group 2, ...).")] = None,
    pods: Annotated[int | None, typer.Option("--pods", help="Number of pods.")] = None,
    pod_size: Annotated[int | None, typer.Option(
        "--pod-size", help="Most groups in one pod.")] = None,
    pod_of: Annotated[str | None, typer.Option(
        "--pod-of", help="The pod of each group, e.g. 1,1,2,2 (instead of an even split).")] = None,
    difficulty: Annotated[str | None, typer.Option(
        "--difficulty", help="standard or expert: one for all groups, or one per group.")] = None,
    time_limit: Annotated[int | None, typer.Option(
        "--time-limit", help="Minutes (default 180; 0 = no time limit).")] = None,
    event: EventOption = None,
    by: ByOption = None,
    mkdir: Annotated[bool, typer.Option(
        "--mkdir", help="Create the event file's folder if it does not exist "
        "(a PostgreSQL database must exist: createdb).")] = False,
) -> None:
    """Create an event (file or database); groups are split evenly into pods unless given."""

    def run() -> None:
        state = ev.new_event(
            default_content(), _parse_int_list(groups, "--groups"),
            names=names.split(",") if names is not None else None,
            pods=pods, pod_size=pod_size,
            pod_of=_parse_int_list(pod_of, "--pod-of") if pod_of is not None else None,
            difficulties=[d.strip() for d in difficulty.split(",")] if difficulty else None,
            time_limit_minutes=time_limit)
        # the default file lives in our own data folder, which we may create
        make = mkdir or event is None
        with EventStore.create(event_location(event), state, _by(by), time.time(),
                               mkdir=make) as store:
            content = store.content
            typer.echo(f"Created {store.location}")
            typer.echo(f"{_count(len(state.groups), 'group')}, "
                       f"{_count(state.total_players, 'player')}, "
                       f"{_count(len(state.pods), 'pod')}. {_totals(store, state)}; "
                       f"flips at {state.loki_flip_at(content)} hp.")
            for pod in state.pods:
                members = ", ".join(g.name for g in state.groups if g.pod == pod.number)
                typer.echo(f"  pod {pod.number}: {members}")
        _warn_crowded_pods(state)

    _guarded(run)


def _warn_crowded_pods(state: ev.EventState) -> None:
    """A pod above the rulebook's advice is allowed (the organizer decides), with a warning."""
    content = default_content()
    crowded = rules.crowded_pods(content, [g.players for g in state.groups],
                                 [g.pod for g in state.groups])
    for pod, players in crowded:
        typer.echo(f"helicarrier: warning: pod {pod} has {players} players; the rulebook "
                   f"advises at most 12 to {content.max_players_per_pod} players per pod "
                   "(Group Pods): more pods (--pods, --pod-size) keep the pod cards fair",
                   err=True)


@app.command("group")
def group_edit(
    group: Annotated[str, typer.Argument(help="Group number or name.")],
    players: Annotated[int | None, typer.Option("--players", help="Players in the group.")] = None,
    difficulty: Annotated[str | None, typer.Option(
        "--difficulty", help="standard or expert.")] = None,
    name: Annotated[str | None, typer.Option("--name", help="A new name.")] = None,
    event: EventOption = None,
    by: ByOption = None,
) -> None:
    """Change a group before the start (refused once the clock has started)."""
    data: dict[str, Any] = {}
    if players is not None:
        data["players"] = players
    if difficulty is not None:
        data["difficulty"] = difficulty
    if name is not None:
        data["name"] = name
    if not data:
        fail("loki group: nothing to change (give --players, --difficulty or --name)")
    _report(event, "group", data, by, None, group)


def _clock_command(kind: str, doc: str) -> None:
    def command(event: EventOption = None, by: ByOption = None) -> None:
        _report(event, kind, {}, by, None)

    command.__doc__ = doc
    app.command(kind)(command)


_clock_command("start", "Start the event clock (players can no longer change).")
_clock_command("pause", "Pause the event clock.")
_clock_command("resume", "Resume the event clock.")


@app.command("damage", context_settings=NEGATIVE_OK)
def damage(
    group: Annotated[str, typer.Argument(help="Group number or name.")],
    amount: Annotated[str, typer.Argument(help="Damage dealt to Loki (shatter counters).")],
    yes: Annotated[bool, typer.Option(
        "--yes", help="Confirm an amount above the usual most for the group's size.")] = False,
    event: EventOption = None, by: ByOption = None, report_id: IdOption = None,
) -> None:
    """Report shatter damage dealt to Loki, God of Lies by a group's Fading Figment.

    Above 5 per player plus what every other shatter card could add (50 for 4
    players) the report needs --yes, so a typo of 100 for 10 is caught.
    """
    data: dict[str, Any] = {"amount": _parse_amount(amount, "damage")}

    def confirm(state: ev.EventState) -> None:
        why = None if yes else ev.unusual_damage(default_content(), state, data)
        if why is not None:
            fail(f"loki damage: {why}; if {data['amount']} is right, repeat with --yes")

    _report(event, "damage", data, by, report_id, group, confirm)


@app.command("threat", context_settings=NEGATIVE_OK)
def threat(
    group: Annotated[str, typer.Argument(help="Group number or name.")],
    amount: Annotated[str, typer.Argument(help="Threat placed on Worlds Collide.")] = "1",
    cause: Annotated[str, typer.Option(
        "--cause", help="scheme (Mischief and Mayhem completed) or defeat (identity defeated).",
    )] = ...,  # type: ignore[assignment]
    event: EventOption = None, by: ByOption = None, report_id: IdOption = None,
) -> None:
    """Report threat a group placed on Worlds Collide."""
    data = {"amount": _parse_amount(amount, "threat"), "cause": cause}
    _report(event, "threat", data, by, report_id, group)


@app.command("mangog", context_settings=NEGATIVE_OK)
def mangog(
    pod: Annotated[int, typer.Argument(help="Pod number.")],
    amount: Annotated[str | None, typer.Argument(help="Damage dealt to The Mangog.")] = None,
    enters: Annotated[bool, typer.Option(
        "--enters", help="The Mangog entered play in this pod.")] = False,
    event: EventOption = None, by: ByOption = None, report_id: IdOption = None,
) -> None:
    """Report The Mangog entering play in a pod, or damage dealt to it."""
    if enters == (amount is not None):
        fail("loki mangog: give either DAMAGE or --enters")
    if enters:
        _report(event, "mangog_enters", {"pod": pod}, by, report_id)
    else:
        assert amount is not None
        data = {"pod": pod, "amount": _parse_amount(amount, "damage")}
        _report(event, "mangog", data, by, report_id)


@app.command("door", context_settings=NEGATIVE_OK)
def door(
    pod: Annotated[int, typer.Argument(help="Pod number.")],
    amount: Annotated[str | None, typer.Argument(help="Threat removed (thwarted).")] = None,
    enters: Annotated[bool, typer.Option(
        "--enters", help="Door Between Worlds entered play in this pod.")] = False,
    place: Annotated[bool, typer.Option(
        "--place", help="The threat was placed on it instead of removed.")] = False,
    event: EventOption = None, by: ByOption = None, report_id: IdOption = None,
) -> None:
    """Report Door Between Worlds entering play in a pod, or threat removed from / placed on it."""
    if enters == (amount is not None):
        fail("loki door: give either THREAT or --enters")
    if enters:
        _report(event, "door_enters", {"pod": pod}, by, report_id)
    else:
        assert amount is not None
        data = {"pod": pod, "amount": _parse_amount(amount, "threat"), "place": place}
        _report(event, "door", data, by, report_id)


@app.command("done")
def done(
    group: Annotated[str, typer.Argument(help="Group number or name.")],
    event: EventOption = None, by: ByOption = None, report_id: IdOption = None,
) -> None:
    """In the final player phases: a group has stopped (its player phase ended)."""
    _report(event, "done", {}, by, report_id, group)


@app.command("end")
def end(event: EventOption = None, by: ByOption = None) -> None:
    """In the final player phases: confirm every player phase has ended (the players lose)."""
    _report(event, "end", {}, by, None)


@app.command("undo")
def undo(
    report: Annotated[int, typer.Argument(help="The #id of the report to cancel.")],
    reopen: Annotated[bool, typer.Option(
        "--reopen", help="After the outcome: undo the report that ended the event, "
        "and reopen it.")] = False,
    event: EventOption = None, by: ByOption = None, report_id: IdOption = None,
) -> None:
    """Cancel a report by appending its undo (the log keeps both)."""

    def run() -> None:
        with open_store(event) as store:
            now = time.time()
            result = store.undo(report, _by(by), now, report_id, reopen=reopen)
            if result.duplicate:
                typer.echo(f"#{result.seq} was already recorded with this --id; nothing changed.")
                return
            typer.echo(f"#{result.seq} undid #{report}. {_totals(store, result.state)}")
            seen = {a.key for a in ev.announcements(store.content, result.before, now)}
            for item in ev.announcements(store.content, result.state, now):
                if item.key not in seen:
                    typer.echo(f"ANNOUNCE {item.title}: {item.text}")

    _guarded(run)


@app.command("ack")
def ack(
    keys: Annotated[list[str] | None, typer.Argument(
        help="Announcement keys (see status).")] = None,
    all_: Annotated[bool, typer.Option("--all", help="Acknowledge every announcement.")] = False,
    event: EventOption = None, by: ByOption = None,
) -> None:
    """Acknowledge announcements so every dashboard stops showing their banners."""

    def run() -> None:
        with open_store(event) as store:
            current = {a.key for a in ev.announcements(store.content, store.state(), time.time())}
            if not all_ and not keys:
                fail("loki ack: give announcement keys or --all")
            wanted = sorted(current) if all_ else list(keys or [])
            unknown = [key for key in wanted if key not in current]
            if unknown:
                fail(f'loki ack: no current announcement "{unknown[0]}"')
            count = store.acknowledge(wanted, _by(by), time.time())
            typer.echo(f"acknowledged {count} announcement(s)")

    _guarded(run)


def _when(at: float, local: bool) -> datetime:
    """A report's time, in UTC or in this computer's time zone."""
    return datetime.fromtimestamp(at).astimezone() if local else datetime.fromtimestamp(at, UTC)


def _clock_time(at: float, local: bool) -> str:
    when = _when(at, local)
    return when.strftime("%H:%M:%S") + (when.strftime("%z") if local else "Z")


LOG_CSV_COLUMNS = ("id", "time", "by", "kind", "what", "undoes", "undone_by", "loki_hp",
                   "worlds_collide_threat", "client_id")


@app.command("log")
def log(
    last: Annotated[int | None, typer.Option("--last", min=1, help="Only the last N.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="JSON lines.")] = False,
    as_csv: Annotated[bool, typer.Option(
        "--csv", help="CSV with a header row (ISO 8601 times), for a spreadsheet.")] = False,
    local: Annotated[bool, typer.Option(
        "--local", help="Times in this computer's time zone instead of UTC.")] = False,
    skip_check: Annotated[bool, typer.Option(
        "--skip-check", help="Read a damaged event file anyway, as far as its pages allow "
        "(every command refuses one otherwise).")] = False,
    event: EventOption = None,
) -> None:
    """The audit trail: who reported what, when (UTC, or --local), and the totals after it."""
    if as_json and as_csv:
        fail("loki log: give --json or --csv, not both")

    def run() -> None:
        with open_store(event, check=not skip_check,
                        hint="; loki log --skip-check reads what its pages still hold") as store:
            state = store.state()
            entries = store.log(last)
        if as_csv:
            _log_csv(store, state, entries, local)
            return
        for entry in entries:
            if as_json:
                typer.echo(json.dumps({
                    "id": entry.seq, "client_id": entry.client_id, "kind": entry.kind,
                    "data": entry.data, "by": entry.by, "at": entry.at,
                    "undoes": entry.undoes, "undone_by": entry.undone_by,
                    "loki_hp": entry.loki_hp, "worlds_collide_threat": entry.wc_threat}))
                continue
            what = ev.describe(store.content, state, entry.kind, entry.data)
            undone = f" [undone by #{entry.undone_by}]" if entry.undone_by else ""
            typer.echo(f"#{entry.seq:<4} {_clock_time(entry.at, local)} {entry.by:<12} "
                       f"{what}{undone}  -> Loki {entry.loki_hp}, WC {entry.wc_threat}")

    _guarded(run)


def _log_csv(store: EventStore, state: ev.EventState, entries: list[LogEntry],
             local: bool) -> None:
    """One row per report; the csv module quotes names and descriptions with commas."""
    import csv
    import io

    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(LOG_CSV_COLUMNS)
    for entry in entries:
        writer.writerow([
            entry.seq, _when(entry.at, local).isoformat(timespec="seconds"), entry.by,
            entry.kind, ev.describe(store.content, state, entry.kind, entry.data),
            entry.undoes or "", entry.undone_by or "", entry.loki_hp, entry.wc_threat,
            entry.client_id or ""])
    typer.echo(buffer.getvalue(), nl=False)


def status_dict(store: EventStore, now: float) -> dict[str, Any]:
    """``status --json``: the summary plus announcements (with acknowledgement) and last id."""
    state = store.state()
    acked = store.acknowledged()
    result = ev.summary(store.content, state, now)
    result["announcements"] = [
        {"key": a.key, "title": a.title, "text": a.text, "level": a.level,
         "acknowledged": a.key in acked}
        for a in ev.announcements(store.content, state, now)]
    entries = store.log(1)
    result["last_report"] = entries[-1].seq if entries else 0
    result["event_file"] = store.location  # the path, or the URL without its password
    return result


def _duration(seconds: int | None) -> str:
    if seconds is None:
        return "no limit"
    return f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"


@app.command("status")
def status(
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    event: EventOption = None,
) -> None:
    """Loki's hit points, Worlds Collide's threat, the clock, groups, pods, announcements."""

    def run() -> None:
        with open_store(event) as store:
            info = status_dict(store, time.time())
        if as_json:
            typer.echo(json.dumps(info, indent=2))
            return
        flipped = " (flipped)" if info["loki_flipped"] else ""
        typer.echo(f"phase: {info['phase']}"
                   + (f", outcome: players {info['outcome']}" if info["outcome"] else ""))
        typer.echo(f"Loki, God of Lies: {info['loki_hp']}/{info['loki_max_hp']} hp{flipped}, "
                   f"flips at {info['loki_flip_at']}")
        typer.echo(f"Worlds Collide: {info['worlds_collide_threat']}/"
                   f"{info['worlds_collide_target']} threat")
        typer.echo(f"time left: {_duration(info['time_left_s'])}"
                   + (" (paused)" if info["paused"] else ""))
        for g in info["groups"]:
            stopped = ", stopped" if g["done"] else ""
            typer.echo(f"  {g['number']:>2} {g['name']:<24} pod {g['pod']} {g['players']}p "
                       f"{g['difficulty']:<8} damage {g['damage']:>3} threat {g['threat']}"
                       f"{stopped}")
        for p in info["pods"]:
            mangog = (f"Mangog {p['mangog_hp']}/{p['mangog_max_hp']}"
                      if p["mangog_hp"] is not None else "Mangog -")
            door = f"Door {p['door_threat']}" if p["door_threat"] is not None else "Door -"
            typer.echo(f"  pod {p['number']}: {p['groups']} groups, {mangog}, {door}")
        for a in info["announcements"]:
            mark = "ok" if a["acknowledged"] else "!!"
            typer.echo(f"  [{mark}] {a['key']}: {a['title']}: {a['text']}")

    _guarded(run)
