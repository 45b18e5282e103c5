"""Event totals from the God of Lies rules (Trickster Takeover rulebook, Epic Multiplayer Mode).

Pure functions of the content numbers and the event's groups: no storage, no clock.

- Loki, God of Lies: 20 hit points per player, counting every player in every group
  (Epic Multiplayer Mode, Setup); he flips at 10 per player or fewer remaining
  (Tracking Damage on Loki, God of Lies; card 55027a).
- Worlds Collide: target threat 2 per group, counting every group in every pod
  (Tracking Threat on Worlds Collide).
- The Mangog / Door Between Worlds: the per-group icon on a card in a group's game
  area counts the groups that began the scenario in that pod (Per Group Icon;
  Epic Multiplayer Reminder card): 10 hit points / 7 starting threat per group.
- Pods: groups are divided as evenly as possible between pods (Group Pods); by
  default a pod holds at most 4 groups and 16 players (the recommended size).
  A pod the organizer makes larger is allowed, with a warning (:func:`crowded_pods`).
- One damage report is one Fading Figment's shatter counters (Tracking Damage on
  Loki, God of Lies). :func:`usual_damage_most` bounds it for the typo check: the
  Avatar's 5 per player, plus every other God of Lies card that places shatter
  counters placing them once (card text, MarvelCDB 55035-55048: minions, side
  schemes, Wrapped in Chains, and the pod cards The Mangog and Door Between Worlds).
"""

from __future__ import annotations

from functools import lru_cache

from content.epic.god_of_lies import GodOfLiesContent, load_god_of_lies


@lru_cache(maxsize=1)
def default_content() -> GodOfLiesContent:
    """The packaged content, validated once per process."""
    return load_god_of_lies()


def loki_max_hp(content: GodOfLiesContent, total_players: int) -> int:
    return content.loki_hp_per_player * total_players


def loki_flip_at(content: GodOfLiesContent, total_players: int) -> int:
    """Loki flips when his remaining hit points are this many or fewer."""
    return content.loki_flip_per_player * total_players


def worlds_collide_target(content: GodOfLiesContent, total_groups: int) -> int:
    return content.worlds_collide_target_per_group * total_groups


def mangog_max_hp(content: GodOfLiesContent, groups_in_pod: int) -> int:
    return content.mangog_hp_per_group * groups_in_pod


def door_starting_threat(content: GodOfLiesContent, groups_in_pod: int) -> int:
    return content.door_threat_per_group * groups_in_pod


def avatar_shatter(content: GodOfLiesContent, players_in_group: int) -> int:
    """Shatter counters an Avatar of Loki gets when it would be defeated (5 per player)."""
    return content.avatar_shatter_per_player * players_in_group


def usual_damage_most(content: GodOfLiesContent, players_in_group: int) -> int:
    """The largest damage report taken without confirmation, for a group of this size.

    The Avatar's own counters (5 per player) plus the counters of every other card
    that can add some, each once (the pod cards twice over: The Mangog and Door
    Between Worlds). More is possible in a long game, and is accepted when confirmed.
    """
    return (avatar_shatter(content, players_in_group) + content.other_cards_shatter
            + 2 * content.pod_card_shatter)


def crowded_pods(content: GodOfLiesContent, players: list[int], pod_of: list[int],
                 ) -> list[tuple[int, int]]:
    """(pod, players) of each pod above the recommended most players (Group Pods)."""
    totals: dict[int, int] = {}
    for count, pod in zip(players, pod_of, strict=True):
        totals[pod] = totals.get(pod, 0) + count
    return [(pod, total) for pod, total in sorted(totals.items())
            if total > content.max_players_per_pod]


def split_even(count: int, parts: int) -> list[int]:
    """Sizes of ``parts`` consecutive runs covering ``count`` items, as even as possible."""
    if parts < 1 or parts > count:
        raise ValueError(f"cannot split {count} groups into {parts} pods")
    base, extra = divmod(count, parts)
    return [base + 1 if index < extra else base for index in range(parts)]


def default_pod_count(content: GodOfLiesContent, players: list[int]) -> int:
    """Fewest pods such that an even split keeps every pod within the recommended size."""
    for pods in range(1, len(players) + 1):
        sizes = split_even(len(players), pods)
        start = 0
        fits = True
        for size in sizes:
            chunk = players[start:start + size]
            start += size
            if size > content.max_groups_per_pod or sum(chunk) > content.max_players_per_pod:
                fits = False
                break
        if fits:
            return pods
    return len(players)


def assign_pods(
    content: GodOfLiesContent, players: list[int], pods: int | None = None,
    pod_size: int | None = None,
) -> list[int]:
    """Pod number (1-based) of each group: consecutive groups share a pod, split evenly.

    ``pods`` fixes the number of pods, ``pod_size`` the most groups in one pod; with
    neither, the recommended pod size decides.
    """
    if pods is not None and pod_size is not None:
        raise ValueError("give either a number of pods or a pod size, not both")
    if pod_size is not None:
        if pod_size < 1:
            raise ValueError("the pod size must be at least 1 group")
        pods = -(-len(players) // pod_size)
    if pods is None:
        pods = default_pod_count(content, players)
    if pods < 1:
        raise ValueError("there must be at least 1 pod")
    if pods > len(players):
        raise ValueError(f"{pods} pods need at least {pods} groups (there are {len(players)})")
    result: list[int] = []
    for pod, size in enumerate(split_even(len(players), pods), start=1):
        result.extend([pod] * size)
    return result


def reached(remaining: int, total: int, numerator: int, denominator: int) -> bool:
    """True when ``remaining`` is at most ``numerator/denominator`` of ``total`` (exact)."""
    return remaining * denominator <= total * numerator
