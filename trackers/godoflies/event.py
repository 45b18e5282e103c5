"""The God of Lies event state: a fold over reports, and what the organizer must announce.

Pure logic (no SQLite, no wall clock): every report carries the wall time ``at``
it was accepted, and every question about time takes ``now`` as a parameter, so
tests inject a clock and replaying the reports always rebuilds the same state.

Legality is decided by :func:`apply`, the same code that changes the state: a
report that breaks a rule raises :class:`ReportRefused` and changes nothing.

Readings where the rulebook is silent (each written down here and in the README):

- Time running out starts the same "final player phases" as Worlds Collide
  reaching its target (groups in a villain phase stop, groups in a player phase
  may finish it, Loki can still fall). The rulebook only says a time limit may
  be imposed; this is the reading that keeps the win condition the rulebook
  gives ("Loki defeated before all player phases in all groups end").
- During the final player phases each group reports ``done`` when it stops
  (its player phase ended, or it stopped in a villain phase). When every group
  is done and Loki stands, the players lose; the organizer may also confirm
  the end at once with ``end``.
- Milestones for Worlds Collide count the threat still missing to its target
  ("one quarter" = a quarter of the target left), mirroring Loki's hit points.
- Reports made while the clock is paused are accepted (groups finish what is
  resolving); reports before ``start`` and after the outcome are refused. The one
  way back from an outcome is the organizer undoing the report that caused it
  (``undo --reopen``, see the store); the reopening is announced.
- A damage report above :func:`rules.usual_damage_most` is legal (nothing caps a
  Fading Figment's counters but Loki's hit points) but needs a confirmation from
  the reporter (:func:`unusual_damage`), so a typo of 100 for 10 is caught.
- The Mangog and Door Between Worlds are tracked per pod, one of each in play
  at a time (both cards are unique); a group reports when one enters play.

``Report`` and ``Announcement`` are named tuples (read-only, as frozen dataclasses would
be): organizer commands import this module at every start, and a named tuple costs about
a tenth as much to define (quick start-up, issue 14).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from content.epic.god_of_lies import GodOfLiesContent
from engine.core.errors import IllegalCommand
from trackers.godoflies import rules

REPORT_KINDS = (
    "group", "start", "pause", "resume", "damage", "threat", "mangog_enters", "mangog",
    "door_enters", "door", "done", "end",
)
THREAT_CAUSES = ("scheme", "defeat")


class ReportRefused(IllegalCommand):
    """A report the rules do not allow; the message is one sentence for the reporter."""


@dataclass
class GroupState:
    number: int
    name: str
    players: int
    difficulty: str
    pod: int
    damage: int = 0
    threat_scheme: int = 0
    threat_defeat: int = 0
    done: bool = False

    @property
    def threat(self) -> int:
        return self.threat_scheme + self.threat_defeat


@dataclass
class PodState:
    number: int
    groups: int
    mangog_damage: int | None = None
    door_threat: int | None = None
    mangog_defeats: list[int] = field(default_factory=list)
    door_defeats: list[int] = field(default_factory=list)


class Report(NamedTuple):
    """One report as the fold sees it. ``seq`` is the id the store gave it (0 while unsaved)."""

    kind: str
    data: dict[str, Any]
    at: float
    by: str = ""
    seq: int = 0


@dataclass
class EventState:
    groups: list[GroupState]
    pods: list[PodState]
    time_limit_s: int | None
    clock: list[list[float | None]] = field(default_factory=list)
    loki_damage: int = 0
    wc_threat: int = 0
    outcome: str | None = None
    outcome_seq: int = 0
    reports: int = 0
    # undos that reopened an ended event: {"seq": undo id, "undid": id, "outcome": was}
    reopened: list[dict[str, Any]] = field(default_factory=list)

    # -- serialization (the store keeps a snapshot after every report) --------------------
    def to_dict(self) -> dict[str, Any]:
        # Hand-written (not dataclasses.asdict): it runs on every report, under the write lock.
        data = dict(vars(self))
        data["groups"] = [dict(vars(g)) for g in self.groups]
        data["pods"] = [dict(vars(p), mangog_defeats=list(p.mangog_defeats),
                             door_defeats=list(p.door_defeats)) for p in self.pods]
        data["clock"] = [list(interval) for interval in self.clock]
        data["reopened"] = [dict(item) for item in self.reopened]
        return data

    def copy(self) -> EventState:
        """An independent copy (groups and pods are copied; their fields are immutable)."""
        return EventState.from_dict(self.to_dict())

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> EventState:
        values = dict(data)
        values["groups"] = [GroupState(**g) for g in data["groups"]]
        values["pods"] = [PodState(**p) for p in data["pods"]]
        return cls(**values)

    # -- totals ---------------------------------------------------------------------------
    @property
    def total_players(self) -> int:
        return sum(g.players for g in self.groups)

    def loki_max_hp(self, content: GodOfLiesContent) -> int:
        return rules.loki_max_hp(content, self.total_players)

    def loki_hp(self, content: GodOfLiesContent) -> int:
        return max(0, self.loki_max_hp(content) - self.loki_damage)

    def loki_flip_at(self, content: GodOfLiesContent) -> int:
        return rules.loki_flip_at(content, self.total_players)

    def loki_flipped(self, content: GodOfLiesContent) -> bool:
        return self.loki_hp(content) <= self.loki_flip_at(content)

    def wc_target(self, content: GodOfLiesContent) -> int:
        return rules.worlds_collide_target(content, len(self.groups))

    @property
    def started(self) -> bool:
        return bool(self.clock)

    @property
    def paused(self) -> bool:
        return bool(self.clock) and self.clock[-1][1] is not None and self.outcome is None

    def elapsed(self, now: float) -> float:
        """Seconds the clock has run by ``now`` (paused stretches do not count)."""
        total = 0.0
        for start, stop in self.clock:
            assert start is not None
            end = now if stop is None else min(stop, now)
            total += max(0.0, end - start)
        return total

    def time_left(self, now: float) -> float | None:
        if self.time_limit_s is None:
            return None
        return max(0.0, self.time_limit_s - self.elapsed(now))

    def time_up(self, now: float) -> bool:
        left = self.time_left(now)
        return left is not None and left <= 0

    def final_phases(self, content: GodOfLiesContent, now: float) -> bool:
        """Worlds Collide reached its target or time ran out, and no outcome yet."""
        if self.outcome is not None or not self.started:
            return False
        return self.wc_threat >= self.wc_target(content) or self.time_up(now)

    def phase(self, content: GodOfLiesContent, now: float) -> str:
        """setup | running | paused | final | ended."""
        if self.outcome is not None:
            return "ended"
        if not self.started:
            return "setup"
        if self.final_phases(content, now):
            return "final"
        return "paused" if self.paused else "running"

    def group(self, number: int) -> GroupState:
        if not 1 <= number <= len(self.groups):
            raise ReportRefused(f"unknown group {number} (groups are 1 to {len(self.groups)})")
        return self.groups[number - 1]

    def pod(self, number: int) -> PodState:
        if not 1 <= number <= len(self.pods):
            raise ReportRefused(f"unknown pod {number} (pods are 1 to {len(self.pods)})")
        return self.pods[number - 1]

    def find_group(self, text: str) -> GroupState:
        """A group by number ("3") or by name (case-insensitive)."""
        text = text.strip()
        if text.isdigit():
            return self.group(int(text))
        for group in self.groups:
            if group.name.casefold() == text.casefold():
                return group
        names = ", ".join(g.name for g in self.groups)
        raise ReportRefused(f'unknown group "{text}" (groups: {names})')


def new_event(
    content: GodOfLiesContent, players: list[int], names: list[str] | None = None,
    pods: int | None = None, pod_size: int | None = None, pod_of: list[int] | None = None,
    difficulties: list[str] | None = None, time_limit_minutes: int | None = None,
) -> EventState:
    """A fresh event; raises ReportRefused with a readable sentence on bad setup values."""
    if not players:
        raise ReportRefused("an event needs at least 1 group")
    for index, count in enumerate(players, start=1):
        _check_players(content, count, f"group {index}")
    if names is None:
        names = [f"Group {n}" for n in range(1, len(players) + 1)]
    if len(names) != len(players):
        raise ReportRefused(f"{len(names)} names given for {len(players)} groups")
    cleaned = [name.strip() for name in names]
    for name in cleaned:
        _check_name(name)
    if len({n.casefold() for n in cleaned}) != len(cleaned):
        raise ReportRefused("group names must differ")
    difficulties = difficulties or [content.difficulties[0]]
    if len(difficulties) == 1:
        difficulties = difficulties * len(players)
    if len(difficulties) != len(players):
        raise ReportRefused(f"{len(difficulties)} difficulties given for {len(players)} groups")
    for difficulty in difficulties:
        _check_difficulty(content, difficulty)
    if pod_of is not None:
        if pods is not None or pod_size is not None:
            raise ReportRefused("give pods as a list, a count or a size, not several")
        assignment = _check_pod_list(pod_of, len(players))
    else:
        try:
            assignment = rules.assign_pods(content, players, pods=pods, pod_size=pod_size)
        except ValueError as exc:
            raise ReportRefused(str(exc)) from None
    if time_limit_minutes is None:
        time_limit_minutes = content.default_time_limit_minutes
    if time_limit_minutes < 0 or time_limit_minutes > 24 * 60:
        raise ReportRefused("the time limit must be 0 (none) to 1440 minutes")
    groups = [
        GroupState(n, name, count, difficulty, pod)
        for n, (name, count, difficulty, pod) in enumerate(
            zip(cleaned, players, difficulties, assignment, strict=True), start=1)
    ]
    pod_count = max(assignment)
    pod_states = [PodState(p, assignment.count(p)) for p in range(1, pod_count + 1)]
    return EventState(groups, pod_states, time_limit_minutes * 60 or None)


def _check_players(content: GodOfLiesContent, count: int, where: str) -> None:
    low, high = content.group_min_players, content.group_max_players
    if not low <= count <= high:
        raise ReportRefused(f"{where} has {count} players; a group has {low} to {high}")


def _check_difficulty(content: GodOfLiesContent, difficulty: str) -> None:
    if difficulty not in content.difficulties:
        raise ReportRefused(
            f'unknown difficulty "{difficulty}" (use {" or ".join(content.difficulties)})')


def _check_name(name: str) -> None:
    if not name or len(name) > 24 or not name.isprintable():
        raise ReportRefused(f'group name "{name}" must be 1 to 24 printable characters')
    if name.isdigit():
        raise ReportRefused(f'group name "{name}" must not be a number')


def _check_pod_list(pod_of: list[int], count: int) -> list[int]:
    if len(pod_of) != count:
        raise ReportRefused(f"{len(pod_of)} pods given for {count} groups")
    used = sorted(set(pod_of))
    if used != list(range(1, len(used) + 1)):
        raise ReportRefused("pods must be numbered 1, 2, 3... with none skipped")
    return list(pod_of)


def apply(content: GodOfLiesContent, state: EventState, report: Report) -> EventState:
    """The state after ``report``; raises ReportRefused (state untouched) if it is not allowed."""
    if report.kind not in REPORT_KINDS:
        raise ReportRefused(f'unknown report kind "{report.kind}"')
    if state.outcome is not None:
        result = "won" if state.outcome == "won" else "lost"
        raise ReportRefused(f"the event has ended (the players {result}); no more reports")
    new = state.copy()
    _APPLY[report.kind](content, new, report)
    new.reports += 1
    if new.outcome is None and new.loki_damage >= new.loki_max_hp(content):
        _set_outcome(new, "won", report)
    return new


def _set_outcome(state: EventState, outcome: str, report: Report) -> None:
    state.outcome = outcome
    state.outcome_seq = report.seq
    if state.clock and state.clock[-1][1] is None:
        state.clock[-1][1] = report.at


def _amount(report: Report, limit: int, what: str) -> int:
    amount = report.data.get("amount")
    if not isinstance(amount, int) or isinstance(amount, bool):
        raise ReportRefused(f"the {what} must be a whole number")
    if amount < 1:
        raise ReportRefused(f"the {what} must be at least 1 (got {amount})")
    if amount > limit:
        raise ReportRefused(f"the {what} {amount} is more than {limit}, the most possible here")
    return amount


def _require_running(state: EventState) -> None:
    if not state.started:
        raise ReportRefused("the event has not started yet (helicarrier loki start)")


def _playing_group(state: EventState, report: Report) -> GroupState:
    _require_running(state)
    group = state.group(int(report.data.get("group", 0)))
    if group.done:
        raise ReportRefused(f"{group.name} has already stopped for the final player phases")
    return group


def _apply_group(content: GodOfLiesContent, state: EventState, report: Report) -> None:
    if state.started:
        raise ReportRefused("groups and players cannot change after the start")
    group = state.group(int(report.data.get("group", 0)))
    if "players" in report.data:
        _check_players(content, int(report.data["players"]), group.name)
        group.players = int(report.data["players"])
    if "difficulty" in report.data:
        _check_difficulty(content, str(report.data["difficulty"]))
        group.difficulty = str(report.data["difficulty"])
    if "name" in report.data:
        name = str(report.data["name"]).strip()
        _check_name(name)
        if any(g.name.casefold() == name.casefold() for g in state.groups if g is not group):
            raise ReportRefused(f'another group is already called "{name}"')
        group.name = name


def _apply_start(content: GodOfLiesContent, state: EventState, report: Report) -> None:
    if state.started:
        raise ReportRefused("the event has already started")
    state.clock.append([report.at, None])


def _apply_pause(content: GodOfLiesContent, state: EventState, report: Report) -> None:
    _require_running(state)
    if state.paused:
        raise ReportRefused("the clock is already paused")
    state.clock[-1][1] = report.at


def _apply_resume(content: GodOfLiesContent, state: EventState, report: Report) -> None:
    _require_running(state)
    if not state.paused:
        raise ReportRefused("the clock is not paused")
    state.clock.append([report.at, None])


def _apply_damage(content: GodOfLiesContent, state: EventState, report: Report) -> None:
    group = _playing_group(state, report)
    amount = _amount(report, state.loki_max_hp(content), "damage")
    group.damage += amount
    state.loki_damage += amount


def _apply_threat(content: GodOfLiesContent, state: EventState, report: Report) -> None:
    group = _playing_group(state, report)
    amount = _amount(report, state.wc_target(content), "threat")
    cause = report.data.get("cause")
    if cause not in THREAT_CAUSES:
        raise ReportRefused(f'the threat cause must be {" or ".join(THREAT_CAUSES)}')
    if cause == "scheme":
        group.threat_scheme += amount
    else:
        group.threat_defeat += amount
    state.wc_threat += amount


def _playing_pod(state: EventState, report: Report) -> PodState:
    _require_running(state)
    return state.pod(int(report.data.get("pod", 0)))


def _apply_mangog_enters(content: GodOfLiesContent, state: EventState, report: Report) -> None:
    pod = _playing_pod(state, report)
    if pod.mangog_damage is not None:
        raise ReportRefused(f"{content.mangog_name} is already in play in pod {pod.number}")
    pod.mangog_damage = 0


def _apply_mangog(content: GodOfLiesContent, state: EventState, report: Report) -> None:
    pod = _playing_pod(state, report)
    if pod.mangog_damage is None:
        raise ReportRefused(
            f"{content.mangog_name} is not in play in pod {pod.number} "
            f"(report it first: loki mangog {pod.number} --enters)")
    most = rules.mangog_max_hp(content, pod.groups)
    pod.mangog_damage += _amount(report, most, "damage")
    if pod.mangog_damage >= most:
        pod.mangog_damage = None
        pod.mangog_defeats.append(report.seq)


def _apply_door_enters(content: GodOfLiesContent, state: EventState, report: Report) -> None:
    pod = _playing_pod(state, report)
    if pod.door_threat is not None:
        raise ReportRefused(f"{content.door_name} is already in play in pod {pod.number}")
    pod.door_threat = rules.door_starting_threat(content, pod.groups)


def _apply_door(content: GodOfLiesContent, state: EventState, report: Report) -> None:
    pod = _playing_pod(state, report)
    if pod.door_threat is None:
        raise ReportRefused(
            f"{content.door_name} is not in play in pod {pod.number} "
            f"(report it first: loki door {pod.number} --enters)")
    start = rules.door_starting_threat(content, pod.groups)
    place = bool(report.data.get("place"))
    amount = _amount(report, start if place else max(start, pod.door_threat), "threat")
    if place:
        pod.door_threat += amount
        return
    pod.door_threat -= amount
    if pod.door_threat <= 0:
        pod.door_threat = None
        pod.door_defeats.append(report.seq)


def _apply_done(content: GodOfLiesContent, state: EventState, report: Report) -> None:
    group = _playing_group(state, report)
    if not state.final_phases(content, report.at):
        raise ReportRefused(
            "groups stop only in the final player phases "
            "(Worlds Collide at its target or time up)")
    group.done = True
    if all(g.done for g in state.groups):
        _set_outcome(state, "lost", report)


def _apply_end(content: GodOfLiesContent, state: EventState, report: Report) -> None:
    _require_running(state)
    if not state.final_phases(content, report.at):
        raise ReportRefused(
            "the game ends as a loss only after Worlds Collide reaches its target or time is up")
    _set_outcome(state, "lost", report)


_APPLY = {
    "group": _apply_group, "start": _apply_start, "pause": _apply_pause,
    "resume": _apply_resume, "damage": _apply_damage, "threat": _apply_threat,
    "mangog_enters": _apply_mangog_enters, "mangog": _apply_mangog,
    "door_enters": _apply_door_enters, "door": _apply_door, "done": _apply_done,
    "end": _apply_end,
}


def unusual_damage(content: GodOfLiesContent, state: EventState,
                   data: dict[str, Any]) -> str | None:
    """Why a damage report needs the reporter's confirmation, or None if it is usual.

    Not a rule (the fold accepts it): a guard against typos, see
    :func:`rules.usual_damage_most`.
    """
    amount, number = data.get("amount"), data.get("group")
    if not isinstance(amount, int) or not isinstance(number, int):
        return None
    if not 1 <= number <= len(state.groups):
        return None
    group = state.groups[number - 1]
    most = rules.usual_damage_most(content, group.players)
    if amount <= most:
        return None
    usual = rules.avatar_shatter(content, group.players)
    return (f"{amount} damage from {group.name} is more than {most}, the usual most for a "
            f"{group.players}-player group: {usual} shatter from its Avatar of Loki "
            f"({content.avatar_shatter_per_player} per player) plus {most - usual} if every "
            "other God of Lies card that places shatter counters had placed them once")


# -- announcements ------------------------------------------------------------------------

class Announcement(NamedTuple):
    """Something the organizer must tell every group; ``key`` is stable for acknowledgement."""

    key: str
    title: str
    text: str
    level: str = "info"  # info | warning | critical | success


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def _clock_text(seconds: float) -> str:
    whole = int(seconds)
    return f"{whole // 3600}:{whole // 60 % 60:02d}:{whole % 60:02d}"


def announcements(content: GodOfLiesContent, state: EventState, now: float) -> list[Announcement]:
    """Everything that must be announced by ``now``, oldest kind first."""
    if not state.started:
        return []
    if state.outcome == "won":
        return [Announcement(
            "loki-defeated", f"{content.loki_name} is defeated",
            "All players in all groups win the game!", "success")]
    if state.outcome == "lost":
        return [Announcement(
            "players-lost", "The players lose",
            f"Every player phase has ended with {content.loki_name} still standing: "
            "all players in all groups lose the game.", "critical")]
    found: list[Announcement] = [
        Announcement(f"reopened-{item['seq']}", "The event is reopened",
                     f"Report #{item['undid']} had ended the event (the players "
                     f"{item['outcome']}); the organizer undid it (#{item['seq']}). "
                     "The event is reopened: play on.", "warning")
        for item in state.reopened]
    found += _time_announcements(content, state, now)
    found += _loki_announcements(content, state)
    found += _worlds_collide_announcements(content, state)
    found += _pod_announcements(content, state)
    if state.final_phases(content, now):
        found.append(_final_phases(content, state, now))
    return found


def _time_announcements(
    content: GodOfLiesContent, state: EventState, now: float,
) -> list[Announcement]:
    left = state.time_left(now)
    if left is None or state.time_limit_s is None:
        return []
    limit = state.time_limit_s
    # The text names the milestone (a fixed time), not the time left now: a banner
    # stays up until acknowledged, and must not read as a live clock.
    return [
        Announcement(f"time-{_slug(m.name)}", f"Time: {m.name} left",
                     f"{_sentence(m.name)} of the time is left: "
                     f"{_clock_text(limit * m.numerator // m.denominator)} of "
                     f"{_clock_text(limit)}.")
        for m in content.milestones
        if left > 0 and rules.reached(int(left), limit, m.numerator, m.denominator)
    ]


def _loki_announcements(content: GodOfLiesContent, state: EventState) -> list[Announcement]:
    hp, most = state.loki_hp(content), state.loki_max_hp(content)
    found = [
        Announcement(f"loki-{_slug(m.name)}", f"{content.loki_name}: {m.name} left",
                     f"{hp} of {most} hit points remain.")
        for m in content.milestones if rules.reached(hp, most, m.numerator, m.denominator)
    ]
    if state.loki_flipped(content):
        standard = [g.name for g in state.groups if g.difficulty == "standard"]
        expert = [g.name for g in state.groups if g.difficulty != "standard"]
        steps = []
        if standard:
            steps.append("standard groups attach their set-aside Intense Focus to their "
                         f"Avatar of Loki ({', '.join(standard)})")
        if expert:
            steps.append("expert groups flip Intense Focus to its Total Focus side "
                         f"({', '.join(expert)})")
        found.append(Announcement(
            "loki-flip", f"{content.loki_name} flips",
            "Every group: finish what is resolving, then pause. "
            + _sentence("; ".join(steps)) + ". Then play on.", "warning"))
    return found


def _worlds_collide_announcements(
    content: GodOfLiesContent, state: EventState,
) -> list[Announcement]:
    threat, target = state.wc_threat, state.wc_target(content)
    if threat >= target:
        return []
    return [
        Announcement(f"wc-{_slug(m.name)}", f"{content.worlds_collide_name}: {m.name} to go",
                     f"{threat} of {target} threat: {target - threat} more and the players "
                     "are on the verge of losing.", "warning")
        for m in content.milestones if threat > 0
        and rules.reached(target - threat, target, m.numerator, m.denominator)
    ]


def _pod_announcements(content: GodOfLiesContent, state: EventState) -> list[Announcement]:
    found = []
    for pod in state.pods:
        reward = (f"Each group in pod {pod.number} places {content.pod_card_shatter} shatter "
                  "counters on its Avatar of Loki and 1 synergy counter on one of its "
                  "Synergy environments.")
        found += [Announcement(f"mangog-{pod.number}-{seq}",
                               f"Pod {pod.number}: {content.mangog_name} defeated", reward)
                  for seq in pod.mangog_defeats]
        found += [Announcement(f"door-{pod.number}-{seq}",
                               f"Pod {pod.number}: {content.door_name} defeated", reward)
                  for seq in pod.door_defeats]
    return found


def _final_phases(content: GodOfLiesContent, state: EventState, now: float) -> Announcement:
    if state.wc_threat >= state.wc_target(content):
        key, why = "wc-target", f"{content.worlds_collide_name} reached its target threat"
    else:
        key, why = "time-up", "Time is up"
    waiting = [g.name for g in state.groups if not g.done]
    return Announcement(
        key, f"{why}: final player phases",
        "Groups in a villain phase finish what is resolving and stop; groups in a player "
        f"phase may finish it. If {content.loki_name} falls first, everyone wins. "
        f"Still playing: {', '.join(waiting)}.", "critical")


# -- the picture every screen and `status --json` shows -------------------------------------

def summary(content: GodOfLiesContent, state: EventState, now: float) -> dict[str, Any]:
    """A JSON-able picture of the event at ``now``."""
    left = state.time_left(now)
    return {
        "phase": state.phase(content, now),
        "loki_hp": state.loki_hp(content),
        "loki_max_hp": state.loki_max_hp(content),
        "loki_flip_at": state.loki_flip_at(content),
        "loki_flipped": state.loki_flipped(content),
        "worlds_collide_threat": state.wc_threat,
        "worlds_collide_target": state.wc_target(content),
        "outcome": state.outcome,
        "players": state.total_players,
        "time_limit_s": state.time_limit_s,
        "elapsed_s": int(state.elapsed(now)),
        "time_left_s": None if left is None else int(left),
        "paused": state.paused,
        "groups": [
            {"number": g.number, "name": g.name, "players": g.players,
             "difficulty": g.difficulty, "pod": g.pod, "damage": g.damage,
             "threat": g.threat, "threat_scheme": g.threat_scheme,
             "threat_defeat": g.threat_defeat, "done": g.done}
            for g in state.groups
        ],
        "pods": [
            {"number": p.number, "groups": p.groups,
             "mangog_hp": None if p.mangog_damage is None
             else rules.mangog_max_hp(content, p.groups) - p.mangog_damage,
             "mangog_max_hp": rules.mangog_max_hp(content, p.groups),
             "mangog_defeated": len(p.mangog_defeats),
             "door_threat": p.door_threat,
             "door_starting_threat": rules.door_starting_threat(content, p.groups),
             "door_defeated": len(p.door_defeats)}
            for p in state.pods
        ],
    }


def describe(content: GodOfLiesContent, state: EventState, kind: str,
             data: dict[str, Any]) -> str:
    """One line a person reads in the log: what a report said."""

    def group_name() -> str:
        number = int(data.get("group", 0))
        return state.groups[number - 1].name if 1 <= number <= len(state.groups) else f"#{number}"

    amount = data.get("amount")
    pod = data.get("pod")
    texts = {
        "start": lambda: "the clock starts",
        "pause": lambda: "the clock pauses",
        "resume": lambda: "the clock resumes",
        "damage": lambda: f"{group_name()} deals {amount} damage to {content.loki_name}",
        "threat": lambda: (f"{group_name()} places {amount} threat on "
                           f"{content.worlds_collide_name} ("
                           + ("scheme completed" if data.get("cause") == "scheme"
                              else "identity defeated") + ")"),
        "mangog_enters": lambda: f"{content.mangog_name} enters play in pod {pod}",
        "mangog": lambda: f"{amount} damage to {content.mangog_name} in pod {pod}",
        "door_enters": lambda: f"{content.door_name} enters play in pod {pod}",
        "door": lambda: (f"{amount} threat {'placed on' if data.get('place') else 'removed from'}"
                         f" {content.door_name} in pod {pod}"),
        "done": lambda: f"{group_name()} has stopped (final player phases)",
        "end": lambda: "the organizer ends the game: every player phase is over",
        "undo": lambda: f"undo report #{data.get('report')}" + (
            f" (it ended the event, the players {data['reopens']}): the event is reopened"
            if data.get("reopens") else ""),
        "group": lambda: f"{group_name()} changed: " + ", ".join(
            f"{key} {value}" for key, value in sorted(data.items()) if key != "group"),
    }
    return texts[kind]() if kind in texts else kind
