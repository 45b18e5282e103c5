"""Event totals and pod splitting (Trickster Takeover rulebook, Epic Multiplayer Mode)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trackers.godoflies import event as ev
from trackers.godoflies import rules


def test_loki_hit_points_count_every_player(content) -> None:
    """Epic Multiplayer Mode, Setup: 20 hit points per player across all groups; Tracking
    Damage on Loki: he flips at 10 (per player) remaining hit points."""
    state = ev.new_event(content, [4, 4, 3, 4])
    assert state.loki_max_hp(content) == 300
    assert state.loki_flip_at(content) == 150


def test_worlds_collide_target_counts_every_group_in_every_pod(content) -> None:
    """Tracking Threat on Worlds Collide: target 2 per group in all pods."""
    state = ev.new_event(content, [4, 4, 3, 4, 2, 1], pods=3)
    assert state.wc_target(content) == 12


def test_pod_cards_count_the_groups_in_that_pod(content) -> None:
    """Per Group Icon / Epic Multiplayer Reminder: on a card in a group's game area the icon
    counts the groups that began the scenario in that pod (The Mangog 10, Door 7 per group)."""
    state = ev.new_event(content, [4, 4, 4, 4, 4], pods=2)
    assert [p.groups for p in state.pods] == [3, 2]
    assert rules.mangog_max_hp(content, 3) == 30
    assert rules.door_starting_threat(content, 2) == 14


@pytest.mark.parametrize(("players", "pods", "pod_size", "expected"), [
    ([4, 4, 3, 4], 2, None, [1, 1, 2, 2]),
    ([4] * 7, None, 3, [1, 1, 1, 2, 2, 3, 3]),
    ([4] * 7, 3, None, [1, 1, 1, 2, 2, 3, 3]),
    ([4, 4, 3, 4], None, None, [1, 1, 1, 1]),  # 15 players: one recommended pod
    ([4, 4, 4, 4, 4], None, None, [1, 1, 1, 2, 2]),  # 20 players: more than 16 in one pod
    ([1, 1, 1, 1, 1, 1], None, None, [1, 1, 1, 2, 2, 2]),  # 6 groups: at most 4 per pod
])
def test_groups_split_evenly_into_pods(content, players, pods, pod_size, expected) -> None:
    """Group Pods: groups divided as evenly as possible between pods, each pod recommended
    at most 12 to 16 players or roughly 3 to 4 groups."""
    assert rules.assign_pods(content, players, pods=pods, pod_size=pod_size) == expected


@given(st.lists(st.integers(1, 4), min_size=1, max_size=40), st.data())
def test_split_is_even_and_covers_every_group(players: list[int], data: st.DataObject) -> None:
    """Group Pods: as evenly as possible; every group is in exactly one pod."""
    content = rules.default_content()
    pods = data.draw(st.integers(1, len(players)))
    assignment = rules.assign_pods(content, players, pods=pods)
    sizes = [assignment.count(p) for p in range(1, pods + 1)]
    assert len(assignment) == len(players)
    assert assignment == sorted(assignment)
    assert max(sizes) - min(sizes) <= 1 and min(sizes) >= 1
    default = rules.assign_pods(content, players)
    for pod in set(default):
        members = [n for n, p in zip(players, default, strict=True) if p == pod]
        assert len(members) <= 4 or len(set(default)) == len(players)


def test_bad_pod_requests_are_refused(content) -> None:
    with pytest.raises(ev.ReportRefused, match="3 pods need at least 3 groups"):
        ev.new_event(content, [4, 4], pods=3)
    with pytest.raises(ev.ReportRefused, match="not both"):
        ev.new_event(content, [4, 4], pods=1, pod_size=2)
    with pytest.raises(ev.ReportRefused, match="none skipped"):
        ev.new_event(content, [4, 4], pod_of=[1, 3])
    assert [g.pod for g in ev.new_event(content, [4, 4, 2], pod_of=[2, 1, 2]).groups] == [2, 1, 2]


def test_group_sizes_and_difficulties_are_checked(content) -> None:
    """Epic Multiplayer Mode: groups of 1 to 4 players; each group picks its difficulty."""
    with pytest.raises(ev.ReportRefused, match="group 2 has 5 players; a group has 1 to 4"):
        ev.new_event(content, [4, 5])
    with pytest.raises(ev.ReportRefused, match='unknown difficulty "heroic"'):
        ev.new_event(content, [4, 4], difficulties=["heroic"])
    state = ev.new_event(content, [4, 4], difficulties=["standard", "expert"])
    assert [g.difficulty for g in state.groups] == ["standard", "expert"]


def test_usual_damage_bound_counts_every_card_that_places_shatter(content) -> None:
    """Tracking Damage on Loki, God of Lies: 5 shatter per player on an Avatar of Loki;
    other cards place them too (MarvelCDB 55035-55048: Wrapped in Chains 1, Grendell 3,
    Malekith 2, Minotaur 2, Fenris Wolf 3, Hraesvelgr 3, Laufey 3, Lofty Goals 2 x2,
    New Jotunheim 3; The Mangog and Door Between Worlds 3 each)."""
    assert content.other_cards_shatter == 24 and content.pod_card_shatter == 3
    assert [rules.usual_damage_most(content, p) for p in (1, 2, 3, 4)] == [35, 40, 45, 50]


def test_crowded_pods_are_those_above_16_players(content) -> None:
    """Group Pods: a pod should not exceed 12 to 16 players."""
    assert rules.crowded_pods(content, [4, 4, 4, 4], [1, 1, 1, 1]) == []
    assert rules.crowded_pods(content, [4] * 6, [1] * 6) == [(1, 24)]
    assert rules.crowded_pods(content, [4, 4, 4, 4, 1, 3], [1, 1, 1, 1, 1, 2]) == [(1, 17)]
