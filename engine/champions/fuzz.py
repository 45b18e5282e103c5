"""Fuzz the Marvel Champions engine: many seeded games by a weighted random player.

Written against the kernel contract only (``new_game``, ``decisions``, ``legal``,
``apply``, ``view`` and :func:`engine.core.replay`), so it keeps working while the
rules modules are rebuilt. When several seats are asked at once (the mulligan, the
end-of-phase discards) the player answers a random one of them, so answers come in
every order; a question outside the seats goes to the provider of its topic
(``providers``; a test harness gives one), and one nobody answers makes the game
"stuck". The content decides what is played: every scenario in
the catalog, standard and expert, 1 to 4 players with different starter decks
(:func:`tables`). Game ``i`` of a run plays the ``i``-th table of :func:`schedule` (the
groups of scenario, difficulty and players in turn) with seed ``seed + i``; the player's
own generator is seeded from the same number, so ``(table, seed)`` names a game
exactly and replaying it reproduces any failure.

Each game is checked for three failures:

- crash: ``new_game``, ``legal``, ``view`` or ``apply`` of a legal option raised
  (an :class:`IllegalCommand` for an offered option counts: the engine contradicted
  itself). The failure names the 1-based index of the command that crashed.
- stuck: still undecided after ``max_decisions`` commands, or waiting for an outside
  answer no provider gives.
- replay: the record (setup, seed, commands) written to TOML, read back and
  replayed by :func:`engine.core.replay` does not give the same final view for
  every seat (or raises).

It also counts, per group (scenario, difficulty, number of players), how many
games reached each villain stage and each main scheme stage (a stage is reached
when it is the current one in a view at any decision or at the end) and each end
condition (the view's outcome and cause; "stuck" and "crash" for the others).

Why a weighted player: uniform random play loses almost every game in stage I
(it ends turns, cancels payments and stays in alter-ego form as often as it
fights). :class:`WeightedPlayer` prefers the options that move a game forward.
Its weights (relative; an option's chance is its weight over the sum):

==============================================================  ======
option                                                          weight
==============================================================  ======
attack or thwart: key ``attack``, ``thwart``, ``ally_attack``,     20
``ally_thwart``, or a label naming an attack or a thwart
change to hero form (key ``flip``, label "hero form")              10
a target that is the villain or the main scheme (key ends in        4
its card id, e.g. ``t:12``)
keep a hand (mulligan, end of the player phase: label "Keep",     4
or confirm a mulligan: label "Mulligan the ...")
confirm a payment (key ``pay``, label "Pay ... and play ...")       4
defend (label "Defend with" or "defends with")                      3
cancel playing a card (label starts "Cancel playing")             0.2
recover, change to alter-ego form, take back a picked resource   0.5
anything else (end the turn, play a card, pay, targets, ...)        1
==============================================================  ======

Measured over 2,000 games (seeds 0-1999): the weights lengthen a 1-player standard game
from about 2.5 to 3.2 rounds against uniform play, but Black Widow (13 hit points per
player) is still almost never defeated before The Widow's Web completes (1 game in 2,000
reached stage II); the simple bot does little better. So the win paths are tested from
set-up states (tests/engine/champions/test_end_conditions.py).

The module is pure (no I/O, no clock): callers print the :class:`FuzzReport`.
"""

from __future__ import annotations

import dataclasses
import itertools
import traceback
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from content.champions.schema import Catalog, catalog
from engine.champions import KIND, new_game
from engine.core import (
    Command,
    GameRng,
    HelicarrierError,
    Providers,
    Record,
    game_kind,
    open_decisions,
    replay,
)
from engine.core.outside import waiting_for_outside

DEFAULT_MAX_DECISIONS = 5_000

ATTACK_THWART_KEYS = ("attack", "thwart", "ally_attack", "ally_thwart")
W_ATTACK_THWART = 20.0
W_HERO_FORM = 10.0
W_PRIME_TARGET = 4.0
W_CANCEL_PLAYING = 0.2
W_RETREAT = 0.5
W_KEEP = 4.0
W_DEFEND = 3.0
W_OTHER = 1.0


@dataclasses.dataclass(frozen=True)
class Table:
    """One setup the fuzzer plays: a scenario, a difficulty and the hero decks in seat order."""

    scenario: str
    expert: bool
    heroes: tuple[str, ...]
    modular: tuple[str, ...] | None = None  # the setup's modular sets (None: recommended)

    @property
    def key(self) -> str:
        """``scenario/standard|expert/hero,hero``: the name ``--table`` takes (the modular
        sets are ``--modular``'s)."""
        return f"{self.scenario}/{self.difficulty}/{','.join(self.heroes)}"

    @property
    def difficulty(self) -> str:
        return "expert" if self.expert else "standard"

    @property
    def group(self) -> str:
        """The report line the table's games are counted in (heroes pooled)."""
        return f"{self.scenario} {self.difficulty}, {len(self.heroes)} player(s)"

    def setup(self) -> dict[str, Any]:
        setup: dict[str, Any] = {"scenario": self.scenario, "heroes": list(self.heroes),
                                 "expert": self.expert}
        if self.modular is not None:
            setup["modular"] = list(self.modular)
        return setup


PLAYER_COUNTS = (1, 2, 3, 4)


def tables(players: Iterable[int] = PLAYER_COUNTS, cards: Catalog | None = None,
           modular: tuple[str, ...] | None = None) -> list[Table]:
    """Every table of the content: each scenario, standard then expert, for each count of
    players, with different hero decks: 1 and 2 players every ordered choice (seat order
    decides the first player), 3 and 4 players every set of decks once, its seats rotated
    by its place in the list so each deck also sits first (the ordered choices of seven
    decks would be 840 four-player tables a scenario). ``modular``: the modular sets every
    table plays (None: each scenario's recommended ones)."""
    cards = cards or catalog()
    decks = table_decks(cards)
    out: list[Table] = []
    for scenario in sorted(cards.scenarios):
        for expert in (False, True):
            for count in players:
                if count <= 2:
                    chosen = list(itertools.permutations(decks, count))
                else:
                    chosen = [combo[i % count:] + combo[:i % count] for i, combo in
                              enumerate(itertools.combinations(decks, count))]
                out += [Table(scenario, expert, heroes, modular) for heroes in chosen]
    return out


def table_decks(cards: Catalog) -> list[str]:
    """The decks the tables seat: each identity's first deck in decks.toml (its starter
    deck), so no table seats one identity twice; a named alternative (She-Hulk with the
    Justice cards) is played through ``table_of_key`` and ``simulate --heroes``."""
    first: dict[str, str] = {}
    for key, deck in cards.decks.items():
        first.setdefault(deck.identity, key)
    return sorted(first.values())


def table_of_key(key: str, cards: Catalog | None = None,
                 modular: tuple[str, ...] | None = None) -> Table:
    """The table ``scenario/standard|expert/hero,hero`` names (any seat order of different
    starter decks); HelicarrierError says what in the key is unknown."""
    cards = cards or catalog()
    parts = key.split("/")
    if len(parts) != 3 or parts[1] not in ("standard", "expert") or not parts[2]:
        raise HelicarrierError(f"table {key!r}: expected SCENARIO/standard|expert/HERO[,HERO...]"
                               ", e.g. black-widow/expert/nick-fury")
    scenario, difficulty, names = parts
    heroes = tuple(names.split(","))
    if scenario not in cards.scenarios:
        raise HelicarrierError(f"table {key!r}: unknown scenario {scenario!r} (known: "
                               f"{', '.join(sorted(cards.scenarios))})")
    unknown = [h for h in heroes if h not in cards.decks]
    if unknown or len(set(heroes)) != len(heroes) or len(heroes) > 4:
        why = (f"unknown deck {unknown[0]!r}" if unknown else "1 to 4 different decks")
        raise HelicarrierError(f"table {key!r}: {why} (decks: {', '.join(sorted(cards.decks))})")
    return Table(scenario, difficulty == "expert", heroes, modular)


def schedule(chosen: list[Table], games: int) -> list[Table]:
    """The table of each game: the groups (scenario, difficulty, players) in turn, so every
    group gets its share however many hero tables it has, and within a group its tables in
    turn."""
    groups: dict[str, list[Table]] = {}
    for table in chosen:
        groups.setdefault(table.group, []).append(table)
    order = list(groups.values())
    return [order[i % len(order)][(i // len(order)) % len(order[i % len(order)])]
            for i in range(games)]


class WeightedPlayer:
    """Random legal play that prefers attacks, thwarts and hero form (weights: module doc).

    Reads the deciding seat's view (for the villain's and the main scheme's ids) and the
    option keys and labels of the decision, nothing else.
    """

    def __init__(self, seed: int) -> None:
        self.rng = GameRng(seed)

    @staticmethod
    def weight(key: str, label: str, prime_ids: tuple[int, ...]) -> float:
        head, _, rest = key.partition(":")
        text = label.lower()
        if text.startswith("cancel playing"):
            return W_CANCEL_PLAYING
        if head in ATTACK_THWART_KEYS or " attacks (" in text or " thwarts (" in text:
            return W_ATTACK_THWART
        if head == "flip":
            return W_HERO_FORM if "hero form" in text else W_RETREAT
        if head == "recover" or text.startswith("take back"):
            return W_RETREAT
        if text.startswith(("keep", "mulligan the")) or (head == "pay"
                                                         and text.startswith("pay ")):
            return W_KEEP
        if "defends with" in text or text.startswith("defend with"):
            return W_DEFEND
        if rest and rest.rsplit(":", 1)[-1].isdigit() and int(rest.rsplit(":", 1)[-1]) in \
                prime_ids:
            return W_PRIME_TARGET
        return W_OTHER

    def pick_seat(self, seats: list[int]) -> int:
        """Which of the seats asked at once answers next (any order)."""
        return seats[self.rng.randbelow(len(seats))] if len(seats) > 1 else seats[0]

    def choose(self, view: dict[str, Any], options: list[Command]) -> Command:
        prime = tuple(card["id"] for card in (view.get("villain"), view.get("main_scheme"))
                      if card)
        weights = [self.weight(str(getattr(o, "key", "")), str(getattr(o, "label", "")), prime)
                   for o in options]
        pick = self.rng.random() * sum(weights)
        for option, weight in zip(options, weights, strict=True):
            pick -= weight
            if pick < 0:
                return option
        return options[-1]


@dataclasses.dataclass(frozen=True)
class Failure:
    """One failed game: what went wrong, where, and enough to reproduce it."""

    kind: str  # "crash", "stuck" or "replay"
    table: str
    seed: int
    command_index: int  # 1-based index of the command that crashed; commands played otherwise
    message: str
    detail: str = ""  # the traceback of a crash
    modular: tuple[str, ...] | None = None  # the table's modular sets (None: recommended)

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


@dataclasses.dataclass
class GroupStats:
    """Reach counts of one group of tables (see the module doc)."""

    games: int = 0
    decisions: int = 0
    rounds: int = 0
    villain_stages: Counter[str] = dataclasses.field(default_factory=Counter)
    main_stages: Counter[str] = dataclasses.field(default_factory=Counter)
    ends: Counter[str] = dataclasses.field(default_factory=Counter)

    def to_dict(self) -> dict[str, Any]:
        return {"games": self.games, "decisions": self.decisions, "rounds": self.rounds,
                "villain_stages": dict(sorted(self.villain_stages.items())),
                "main_stages": dict(sorted(self.main_stages.items())),
                "ends": dict(self.ends.most_common())}


@dataclasses.dataclass
class GameResult:
    """What one game did: its end, the stages it reached, and its failure if any."""

    table: Table
    seed: int
    decisions: int
    rounds: int
    end: str
    villain_stages: set[str]
    main_stages: set[str]
    failure: Failure | None = None


@dataclasses.dataclass
class FuzzReport:
    games: int = 0
    decisions: int = 0
    failures: list[Failure] = dataclasses.field(default_factory=list)
    groups: dict[str, GroupStats] = dataclasses.field(default_factory=dict)

    def of_kind(self, kind: str) -> list[Failure]:
        return [f for f in self.failures if f.kind == kind]

    @property
    def ok(self) -> bool:
        return not self.failures

    def add(self, result: GameResult) -> None:
        self.games += 1
        self.decisions += result.decisions
        group = self.groups.setdefault(result.table.group, GroupStats())
        group.games += 1
        group.decisions += result.decisions
        group.rounds += result.rounds
        group.villain_stages.update(result.villain_stages)
        group.main_stages.update(result.main_stages)
        group.ends[result.end] += 1
        if result.failure is not None:
            self.failures.append(result.failure)

    def to_dict(self) -> dict[str, Any]:
        return {"games": self.games, "decisions": self.decisions,
                "crashes": len(self.of_kind("crash")), "stuck": len(self.of_kind("stuck")),
                "replay_differences": len(self.of_kind("replay")),
                "failures": [f.to_dict() for f in self.failures],
                "groups": {name: g.to_dict() for name, g in sorted(self.groups.items())}}


class _Stages:
    """Names the current villain and main scheme stages of a view ("Black Widow II",
    "The Widow's Web 1B"); the main scheme's stage comes from its card data."""

    def __init__(self, cards: Catalog) -> None:
        self.cards = cards
        self.villain: set[str] = set()
        self.main: set[str] = set()

    def see(self, view: dict[str, Any]) -> None:
        villain = view.get("villain")
        if villain and "name" in villain:
            self.villain.add(f"{villain['name']} {villain.get('stage', '?')}".strip())
        main = view.get("main_scheme")
        if main and "code" in main:
            cdef = self.cards.cards.get(main["code"])
            stage = str(cdef.stats.get("stage", "")) if cdef else ""
            self.main.add(f"{main['name']} {stage}".strip())


def _replay_failure(record: Record, views: list[dict[str, Any]]) -> str:
    """Why replaying ``record`` (through TOML, as a save does) differs from ``views``, or ""."""
    try:
        game = replay(Record.from_toml(record.to_toml()))
        again = [game.view(seat) for seat in range(len(views))]
    except Exception as exc:  # any failure to replay is the finding
        return f"replay raised {type(exc).__name__}: {exc}"
    for seat, (want, got) in enumerate(zip(views, again, strict=True)):
        if want != got:
            keys = sorted(k for k in set(want) | set(got) if want.get(k) != got.get(k))
            return f"seat {seat}'s final view differs after replay in: {', '.join(keys)}"
    return ""


def play_game(table: Table, seed: int, max_decisions: int = DEFAULT_MAX_DECISIONS,
              cards: Catalog | None = None, providers: Providers | None = None) -> GameResult:
    """Play one game with :class:`WeightedPlayer` (outside questions: ``providers``), then
    check its replay."""
    cards = cards or catalog()
    providers = providers if providers is not None else Providers()
    stages = _Stages(cards)
    player = WeightedPlayer(seed)
    commands: list[dict[str, Any]] = []

    def result(end: str, failure: Failure | None, rounds: int) -> GameResult:
        return GameResult(table, seed, len(commands), rounds, end, stages.villain, stages.main,
                          failure)

    def crash(exc: BaseException, rounds: int) -> GameResult:
        detail = "".join(traceback.format_exception(exc))
        return result("crash", Failure("crash", table.key, seed, len(commands) + 1,
                                       f"{type(exc).__name__}: {exc}", detail,
                                       table.modular), rounds)

    rounds = 0
    try:
        game = new_game(table.setup(), seed)
    except Exception as exc:
        return crash(exc, rounds)
    try:
        while decisions := open_decisions(game):
            if len(commands) >= max_decisions:
                return result("stuck", Failure(
                    "stuck", table.key, seed, len(commands),
                    f"no end after {max_decisions} decisions (round {rounds}, open: "
                    f"{decisions[0].prompt})", modular=table.modular), rounds)
            command: Command | None = providers.first_answer(game)
            if command is None:
                seats = [d.seat for d in decisions if not d.outside]
                if not seats:
                    return result("stuck", Failure(
                        "stuck", table.key, seed, len(commands),
                        f"no provider answers: {waiting_for_outside(decisions[0])}",
                        modular=table.modular), rounds)
                seat = player.pick_seat(seats)
                view = game.view(seat)
                rounds = int(view.get("round", 0))
                stages.see(view)
                command = player.choose(view, game.legal(seat))
            game.apply(command)
            commands.append(command.to_dict())
        finals = [game.view(seat) for seat in range(len(table.heroes))]
    except Exception as exc:
        return crash(exc, rounds)
    stages.see(finals[0])
    rounds = int(finals[0].get("round", rounds))
    end = f"{finals[0].get('outcome')}: {finals[0].get('cause')}"
    record = Record(KIND, game_kind(KIND).content_version, table.setup(), seed,
                    tuple(commands))
    why = _replay_failure(record, finals)
    failure = Failure("replay", table.key, seed, len(commands), why,
                      modular=table.modular) if why else None
    return result(end, failure, rounds)


def run(games: int, seed: int = 0, players: Iterable[int] = PLAYER_COUNTS, only: str = "",
        max_decisions: int = DEFAULT_MAX_DECISIONS,
        progress: Callable[[GameResult], None] | None = None,
        providers: Providers | None = None,
        modular: tuple[str, ...] | None = None) -> FuzzReport:
    """Play ``games`` games over the tables (or only the table keyed ``only``), each with
    the modular sets ``modular`` (None: each scenario's recommended ones); game ``i``
    plays the ``i``-th table of :func:`schedule` with seed ``seed + i``. ``progress`` is
    called after each game. Raises HelicarrierError for an unknown ``only``."""
    cards = catalog()
    chosen = [table_of_key(only, cards, modular)] if only else tables(players, cards, modular)
    report = FuzzReport()
    for index, table in enumerate(schedule(chosen, games)):
        result = play_game(table, seed + index, max_decisions, cards, providers)
        report.add(result)
        if progress is not None:
            progress(result)
    return report
