"""The event fold: milestones, the flip, final player phases and outcomes, refused reports."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trackers.godoflies import event as ev
from trackers.godoflies.rules import default_content

from .conftest import T0, report, started


def keys(content, state, now: float = T0) -> list[str]:
    return [a.key for a in ev.announcements(content, state, now)]


def damage_to(state: ev.EventState, hp: int, content) -> ev.EventState:
    """Damage Loki down to exactly ``hp`` remaining."""
    return report(state, "damage", group=1, amount=state.loki_hp(content) - hp)


@pytest.mark.parametrize(("hp", "expected"), [
    (31, []),
    (30, ["loki-half", "loki-flip"]),
    (16, ["loki-half", "loki-flip"]),
    (15, ["loki-half", "loki-one-quarter", "loki-flip"]),
    (1, ["loki-half", "loki-one-quarter", "loki-flip"]),
])
def test_loki_milestones_and_flip_at_every_threshold(content, hp, expected) -> None:
    """Event Organizer: announce half and one quarter of Loki's hit points; Tracking Damage
    on Loki: at 10 per player or fewer remaining he flips (55027a) - 3 players: 60 hp."""
    state = damage_to(started([3]), hp, content)
    assert keys(content, state) == expected
    assert state.loki_flipped(content) == (hp <= 30)
    assert state.outcome is None


def test_flip_tells_standard_and_expert_groups_what_to_do(content) -> None:
    """Loki, God of Lies (55027b) When Revealed: standard groups attach Intense Focus,
    expert groups flip it to Total Focus; every group pauses first (Tracking Damage)."""
    state = started([2, 2], names=["Avengers", "X-Men"], difficulties=["standard", "expert"])
    state = report(state, "damage", group=1, amount=40)
    flip = next(a for a in ev.announcements(content, state, T0) if a.key == "loki-flip")
    assert "pause" in flip.text
    assert "Intense Focus to their Avatar of Loki (Avengers)" in flip.text
    assert "Total Focus side (X-Men)" in flip.text


def test_loki_defeated_means_everyone_wins(content) -> None:
    """55027b: if Loki, God of Lies is defeated, all players in all groups win."""
    state = started([3, 1])
    state = report(state, "damage", group=1, amount=70, at=T0 + 100)
    state = report(state, "damage", group=2, amount=15, at=T0 + 200, seq=3)
    assert state.outcome == "won" and state.outcome_seq == 3
    assert keys(content, state) == ["loki-defeated"]
    assert state.phase(content, T0 + 500) == "ended"
    assert state.elapsed(T0 + 10_000) == 200  # the clock stopped at the winning report
    with pytest.raises(ev.ReportRefused, match="the event has ended"):
        report(state, "threat", group=1, amount=1, cause="scheme")


@pytest.mark.parametrize(("threat", "expected"), [
    (3, []), (4, ["wc-half"]), (5, ["wc-half"]), (6, ["wc-half", "wc-one-quarter"]),
    (8, ["wc-target"]),
])
def test_worlds_collide_milestones_and_target(content, threat, expected) -> None:
    """Event Organizer: announce Worlds Collide milestones; Tracking Threat on Worlds
    Collide: target 2 per group (4 groups: 8), reaching it is announced to everyone."""
    state = started([1, 1, 1, 1])
    for n in range(threat):
        state = report(state, "threat", group=n % 4 + 1, amount=1, cause="scheme")
    assert keys(content, state) == expected
    assert state.phase(content, T0) == ("final" if threat >= 8 else "running")


def test_final_player_phases_players_can_still_win(content) -> None:
    """Tracking Threat on Worlds Collide: after the target, groups in a player phase may
    finish it; if Loki is defeated before all player phases end, everyone wins."""
    state = started([1, 1])
    state = report(state, "threat", group=1, amount=4, cause="defeat")
    assert state.phase(content, T0) == "final"
    state = report(state, "done", group=1)
    with pytest.raises(ev.ReportRefused, match="already stopped"):
        report(state, "damage", group=1, amount=5)
    state = report(state, "damage", group=2, amount=40)
    assert state.outcome == "won"


def test_final_player_phases_lost_when_every_group_stops(content) -> None:
    """Tracking Threat on Worlds Collide: Loki undefeated when all player phases in all
    groups end -> all players lose."""
    state = started([1, 1])
    state = report(state, "threat", group=2, amount=2, cause="scheme")
    state = report(state, "threat", group=1, amount=2, cause="scheme")
    state = report(state, "done", group=2)
    assert state.outcome is None
    final = next(a for a in ev.announcements(content, state, T0) if a.key == "wc-target")
    assert "Still playing: Group 1." in final.text
    state = report(state, "done", group=1)
    assert state.outcome == "lost"
    assert keys(content, state) == ["players-lost"]


def test_organizer_confirms_the_end(content) -> None:
    """Tracking Threat on Worlds Collide: the organizer may end the final player phases."""
    state = started([2])
    with pytest.raises(ev.ReportRefused, match="only after Worlds Collide"):
        report(state, "end")
    with pytest.raises(ev.ReportRefused, match="final player phases"):
        report(state, "done", group=1)
    state = report(state, "threat", group=1, amount=2, cause="scheme")
    assert report(state, "end").outcome == "lost"


def test_time_limit_milestones_and_time_up(content) -> None:
    """Time Limit: default 180 minutes; the organizer reminds groups of the time left.
    Reading (rulebook silent): time up starts the final player phases."""
    state = started([2])
    assert state.time_limit_s == 180 * 60
    assert keys(content, state, T0 + 90 * 60 - 1) == []
    assert keys(content, state, T0 + 90 * 60) == ["time-half"]
    assert keys(content, state, T0 + 135 * 60) == ["time-half", "time-one-quarter"]
    assert keys(content, state, T0 + 180 * 60) == ["time-up"]
    assert state.phase(content, T0 + 180 * 60) == "final"
    state = report(state, "done", group=1, at=T0 + 181 * 60)
    assert state.outcome == "lost"


def test_time_banners_name_the_milestone_not_the_current_time(content) -> None:
    """Time Limit: the organizer tells groups how much time is left. A banner stays
    up until acknowledged, so it says the milestone (half of 1:00:00 is 0:30:00),
    never the time left when it was drawn (which would read 0:00:11 much later)."""
    state = started([2], time_limit_minutes=60)
    late = T0 + 3600 - 11  # 11 seconds left
    texts = {a.key: (a.title, a.text) for a in ev.announcements(content, state, late)}
    assert texts["time-half"] == ("Time: half left",
                                  "Half of the time is left: 0:30:00 of 1:00:00.")
    assert texts["time-one-quarter"] == (
        "Time: one quarter left", "One quarter of the time is left: 0:15:00 of 1:00:00.")
    assert "0:00:11" not in str(texts)


def test_unusual_damage_needs_a_confirmation(content) -> None:
    """Tracking Damage on Loki: one report is a Fading Figment's shatter counters, 5 per
    player from its Avatar (55029a-55032a) plus what other cards placed (55035-55048):
    at most 20 + 30 = 50 for 4 players without a confirmation; the fold still accepts it."""
    state = started([4, 1])
    assert ev.unusual_damage(content, state, {"group": 1, "amount": 50}) is None
    why = ev.unusual_damage(content, state, {"group": 1, "amount": 81})
    assert why is not None and why.startswith("81 damage from Group 1 is more than 50")
    assert "20 shatter from its Avatar of Loki (5 per player) plus 30" in why
    assert ev.unusual_damage(content, state, {"group": 2, "amount": 35}) is None
    assert ev.unusual_damage(content, state, {"group": 2, "amount": 36}) is not None
    assert report(state, "damage", group=1, amount=81).loki_damage == 81


def test_pause_stops_the_clock(content) -> None:
    """Time Limit: the organizer keeps the time limit; a paused clock does not use it up."""
    state = started([2], time_limit_minutes=60)
    state = report(state, "pause", at=T0 + 600)
    assert state.phase(content, T0 + 5000) == "paused"
    assert state.time_left(T0 + 5000) == 3000
    state = report(state, "resume", at=T0 + 6000)
    assert state.time_left(T0 + 6600) == 2400
    assert state.elapsed(T0 + 300) == 300  # the clock can be read at any past moment
    with pytest.raises(ev.ReportRefused, match="not paused"):
        report(state, "resume")
    no_limit = started([2], time_limit_minutes=0)
    assert no_limit.time_left(T0 + 10**6) is None and keys(content, no_limit, T0 + 10**6) == []


def test_the_mangog_and_door_between_worlds_per_pod(content) -> None:
    """The Mangog and Door Between Worlds: tracked per pod; When Defeated each group in the
    pod places 3 shatter counters and 1 synergy counter (55041, 55046)."""
    state = started([4, 4, 4, 4], pods=2)
    with pytest.raises(ev.ReportRefused, match="not in play in pod 1"):
        report(state, "mangog", pod=1, amount=5)
    state = report(state, "mangog_enters", pod=1)
    with pytest.raises(ev.ReportRefused, match="already in play"):
        report(state, "mangog_enters", pod=1)
    state = report(state, "mangog", pod=1, amount=15)
    state = report(state, "mangog", pod=1, amount=5, seq=9)
    assert state.pods[0].mangog_damage is None and state.pods[0].mangog_defeats == [9]
    state = report(state, "door_enters", pod=2)
    assert state.pods[1].door_threat == 14
    state = report(state, "door", pod=2, amount=3, place=True)
    state = report(state, "door", pod=2, amount=17, seq=12)
    assert keys(content, state) == ["mangog-1-9", "door-2-12"]
    pod_one = ev.announcements(content, state, T0)[0]
    assert "Each group in pod 1 places 3 shatter counters" in pod_one.text


@pytest.mark.parametrize(("kind", "data", "message"), [
    ("damage", {"group": 7, "amount": 5}, "unknown group 7"),
    ("damage", {"group": 1, "amount": 0}, "at least 1"),
    ("damage", {"group": 1, "amount": -3}, "at least 1"),
    ("damage", {"group": 1, "amount": 161}, "more than 160"),
    ("threat", {"group": 1, "amount": 5, "cause": "scheme"}, "more than 4"),
    ("threat", {"group": 1, "amount": 1, "cause": "boredom"}, "scheme or defeat"),
    ("mangog_enters", {"pod": 2}, "unknown pod 2"),
    ("start", {}, "already started"),
    ("group", {"group": 1, "players": 3}, "cannot change after the start"),
    ("fly", {}, "unknown report kind"),
])
def test_bad_reports_are_refused(kind, data, message) -> None:
    """Refused, state untouched: unknown groups/pods, amounts below 1 or above the card's
    total (Loki's hit points, Worlds Collide's target), a second start, player changes
    after the start."""
    state = started([4, 4])
    with pytest.raises(ev.ReportRefused, match=message):
        report(state, kind, **data)


def test_reports_before_the_start_are_refused_but_groups_may_change(content) -> None:
    """Changing players is allowed until the clock starts (Loki's hit points follow)."""
    state = ev.new_event(content, [4, 4])
    with pytest.raises(ev.ReportRefused, match="not started"):
        report(state, "damage", group=1, amount=5)
    state = report(state, "group", group=2, players=2, difficulty="expert", name="X-Men")
    assert state.loki_max_hp(content) == 120
    assert state.find_group("x-men").number == 2
    with pytest.raises(ev.ReportRefused, match='unknown group "Y"'):
        state.find_group("Y")


def test_summary_has_the_status_fields(content) -> None:
    """The ``status --json`` fields the issue asks for."""
    state = report(started([4, 3]), "damage", group=2, amount=15)
    summary = ev.summary(content, state, T0 + 60)
    assert {k: summary[k] for k in ("loki_hp", "loki_max_hp", "loki_flipped",
                                    "worlds_collide_threat", "worlds_collide_target",
                                    "outcome", "time_left_s")} == {
        "loki_hp": 125, "loki_max_hp": 140, "loki_flipped": False, "worlds_collide_threat": 0,
        "worlds_collide_target": 4, "outcome": None, "time_left_s": 180 * 60 - 60}
    assert summary["groups"][1]["damage"] == 15


REPORT = st.one_of(
    st.builds(lambda g, a: ("damage", {"group": g, "amount": a}),
              st.integers(0, 4), st.integers(-2, 60)),
    st.builds(lambda g, a, c: ("threat", {"group": g, "amount": a, "cause": c}),
              st.integers(1, 3), st.integers(0, 3), st.sampled_from(["scheme", "defeat"])),
    st.builds(lambda p: ("mangog_enters", {"pod": p}), st.integers(1, 2)),
    st.builds(lambda p, a: ("mangog", {"pod": p, "amount": a}), st.integers(1, 2),
              st.integers(1, 25)),
    st.builds(lambda p: ("door_enters", {"pod": p}), st.integers(1, 2)),
    st.builds(lambda p, a, pl: ("door", {"pod": p, "amount": a, "place": pl}),
              st.integers(1, 2), st.integers(1, 20), st.booleans()),
    st.builds(lambda g: ("done", {"group": g}), st.integers(1, 3)),
    st.just(("end", {})), st.just(("pause", {})), st.just(("resume", {})),
)


@given(st.lists(REPORT, max_size=40))
def test_any_report_sequence_keeps_the_books_straight(reports) -> None:
    """Invariants: totals equal the sum of the groups' contributions, nothing goes negative,
    a refused report changes nothing, an ended event accepts nothing, and folding the
    accepted reports again rebuilds the same state (what undo relies on)."""
    content = default_content()
    initial = ev.new_event(content, [4, 3, 2], pods=2)
    state = report(initial, "start", T0, 1)
    accepted = [ev.Report("start", {}, T0, "t", 1)]
    for index, (kind, data) in enumerate(reports, start=2):
        entry = ev.Report(kind, data, T0 + 60 * index, "t", index)
        before = state.to_dict()
        try:
            state = ev.apply(content, state, entry)
        except ev.ReportRefused:
            assert state.to_dict() == before
            continue
        assert before["outcome"] is None
        accepted.append(entry)
        assert state.loki_damage == sum(g.damage for g in state.groups)
        assert state.wc_threat == sum(g.threat for g in state.groups)
        assert state.loki_hp(content) >= 0
        for pod in state.pods:
            assert pod.mangog_damage is None or 0 <= pod.mangog_damage < 10 * pod.groups
            assert pod.door_threat is None or pod.door_threat > 0
        if state.outcome == "lost":
            assert entry.kind in ("done", "end")
    refolded = initial
    for entry in accepted:
        refolded = ev.apply(content, refolded, entry)
    assert refolded.to_dict() == state.to_dict()
