"""``helicarrier champions``: play Marvel Champions line by line, or simulate bot games.

The line-by-line game shows the deciding seat's view, its options with their keys, and
reads a key (``q`` quits, ``u`` undoes the last command, ``c ID`` shows a
card's text, ``log [N]`` prints the game log, ``m ...`` sends a manual override,
``?`` lists these). Option keys stay put
(:mod:`tui.cli.champions_options`); each option and the prompt give the ids of the
cards they name, for ``c ID``. A new game without ``--seed`` gets a random
seed, printed so the game can be played again. It never imports Textual, so it is
playable before (and without) the full-screen app. ``champions deck`` (MarvelCDB deck
import and the stored decks) is :mod:`tui.cli.champions_deck`.
"""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from datetime import datetime
from pathlib import Path
from typing import Any

import tomli_w
import typer

from content.champions import CONTENT_VERSION
from engine.champions import KIND, ChampionsGame, new_game
from engine.champions.ai import STRENGTHS, make_bot, play_out
from engine.champions.core.commands import (
    ManualCounter,
    ManualDone,
    ManualExhaust,
    ManualFlip,
    ManualMove,
    ManualStatus,
)
from engine.champions.language.text import render_card
from engine.core import (
    Command,
    IllegalCommand,
    Record,
    atomic_write_text,
    decision_of,
    load_record,
    open_decisions,
    replay,
    replay_prefix,
)
from engine.core.outside import waiting_for_outside
from tui.champions.controllers.saves import seat_rows, table_data
from tui.champions.controllers.spec import BOT, ChampionsSeat, bot_strength
from tui.champions.widgets.card_format import SETUP_SIDE, on_setup_side
from tui.champions.widgets.table_words import with_names
from tui.cli.champions_deck import app as deck_app
from tui.cli.champions_fuzz import fuzz
from tui.cli.champions_options import OptionNumbers, Question, compact
from tui.cli.champions_setup import (
    DECK_DIR_HELP,
    DECK_HELP,
    MODULAR_HELP,
    deck_option,
    modular_option,
)
from tui.cli.errors import fail, friendly_errors
from tui.shared.controllers.form_seats import HUMAN
from tui.shared.controllers.seeds import random_seed

app = typer.Typer(help="Play or simulate Marvel Champions games.", no_args_is_help=True)

HELP = """Commands: an option's key picks it (1-9, then letters; e ends your turn, f
changes form; an option keeps its key while it is offered, and a freed key is not given
to another option of the question at once); q quits; u undoes the last command; c ID
shows a card's text (IDs are in [brackets], also on options and the cards a question is
about); log shows the whole game log, log N its last N lines; ? shows this
help. Manual overrides (always allowed):
  m move ID ZONE [top]      e.g. m move 12 P0:discard   (zones: P<seat>:hand, ...:play,
                            ...:discard, ...:deck, ...:engaged, enc:discard, schemes, ...)
  m counter ID NAME VALUE   e.g. m counter 3 threat 4
  m flip ID | m status ID stunned|confused|tough VALUE | m exhaust ID | m ready ID
  m done                    mark the current step as resolved by hand"""


def _setup(scenario: str, heroes: str, expert: bool, modular: str | None = None,
           decks: list[str] | None = None, deck_dir: Path | None = None) -> dict[str, Any]:
    names = [h.strip() for h in heroes.split(",") if h.strip()]
    if not names:
        fail("--heroes needs at least one hero, e.g. --heroes nick-fury,maria-hill")
    setup: dict[str, Any] = {"scenario": scenario, "heroes": names, "expert": expert}
    sets = modular_option(modular)
    if sets is not None:
        setup["modular"] = sets
    chosen = deck_option(decks or [], names, deck_dir)
    if chosen is not None:
        setup["decks"] = chosen
    return setup


SCHEMES = ("main_scheme", "side_scheme")


def card_line(card: dict[str, Any]) -> str:
    if card.get("facedown"):  # a seat that looked at it knows which card it is
        known = f" (you know it: {card['name']})" if card.get("known") else ""
        return f"[{card['id']}] facedown card{known}"
    bits = [f"[{card['id']}] {card['name']}"]
    if card.get("type") == "main_scheme" and on_setup_side(card):
        return f"{bits[0]}, {SETUP_SIDE}"  # side 1A has no threat values
    if card.get("type") in SCHEMES:  # a scheme with no threat says so
        bits.append(f"{card.get('counters', {}).get('threat', 0)} threat")
    if "hp" in card:
        bits.append(f"{card['hp']}/{card['max_hp']} HP")
    for stat in ("atk", "thw", "sch"):
        if stat in card:
            bits.append(f"{stat.upper()} {card[stat]}")
    for name, value in sorted(card.get("counters", {}).items()):
        if name != "damage" and not (name == "threat" and card.get("type") in SCHEMES):
            bits.append(f"{value} {name}")
    for status in ("stunned", "confused", "tough"):
        if card.get(status):
            bits.append(status)
    if card.get("exhausted"):
        bits.append("exhausted")
    if "target" in card:  # what villain phase step 1 will place, icons and tokens included
        bits.append(f"target {card['target']}, +{card['threat_per_round']}/round")
    text = ", ".join(bits)
    for att in card.get("attachments", []):
        text += f"\n      + {card_line(att)}"
    for tucked in card.get("tucked", []):
        text += f"\n      tucked: {card_line(tucked)}"
    return text


def hand_line(card: dict[str, Any]) -> str:
    """A hand card: what it is, what it costs and what it pays when discarded."""
    about = [card.get("type", "card").replace("_", " ")]
    if "cost" in card:
        about.append(f"cost {card['cost']}")
    resources = card.get("resources", {})
    about.append("resources " + (" + ".join(f"{n} {kind}" for kind, n in resources.items())
                                 if resources else "none"))
    return f"{card_line(card)} ({', '.join(about)})"


def render_view(view: dict[str, Any]) -> str:
    """The seat's view as plain text lines."""
    out = [f"== Round {view['round']} ({view['phase']} phase), first player: "
           f"{view['first_player'] + 1}"]
    if view["villain"]:
        out.append(f"Villain: {card_line(view['villain'])} "
                   f"({view['villain_stages_left']} stage(s) after this)")
    if view["main_scheme"]:
        out.append(f"Main scheme: {card_line(view['main_scheme'])}")
    for scheme in view["side_schemes"]:
        out.append(f"Side scheme: {card_line(scheme)}")
    for env in view["environment"]:
        out.append(f"Environment: {card_line(env)}")
    out.append(f"Encounter deck: {view['encounter_deck_count']} cards, discard "
               f"{len(view['encounter_discard'])}")
    if "peril" in view:  # RRG PERIL: that player cannot consult the others
        who = "you resolve" if view["peril"] == view["seat"] else \
            f"player {view['peril'] + 1} resolves"
        out.append(f"PERIL: {who} a card alone; no table talk until it is resolved.")
    for player in view["players"]:
        mark = " (you)" if player["seat"] == view["seat"] else ""
        status = " ELIMINATED" if player["eliminated"] else ""
        out.append(f"-- Player {player['seat'] + 1}{mark}: {player['hero']}, "
                   f"{player['form'].replace('_', '-')} form{status}; deck "
                   f"{player['deck_count']}, hand {player['hand_count']}, discard "
                   f"{len(player['discard'])}")
        out.append(f"   {card_line(player['identity'])}")
        for card in player["play"]:
            out.append(f"   in play: {card_line(card)}")
        for card in player["engaged"]:
            out.append(f"   engaged: {card_line(card)}")
        for card in player.get("dealt", []):
            if card.get("known"):  # the others are the count (dealt facedown)
                out.append(f"   dealt: {card_line(card)}")
        for card in player.get("hand", []):
            out.append(f"   hand: {hand_line(card)}")
    out.append("Log:")
    out += [f"   {line}" for line in view["log"][-6:]]
    return "\n".join(out)


def prompt_line(seat: int, prompt: str) -> str:
    """``Player 2: Defend?``; a prompt that already names its player is not prefixed twice."""
    who = f"Player {seat + 1}"
    return prompt if prompt.startswith(who) else f"{who}: {prompt}"


def log_lines(view: dict[str, Any], words: list[str]) -> list[str]:
    """``log`` -> the whole log; ``log N`` -> its last N lines. ValueError if malformed."""
    lines = list(view.get("log_all", view["log"]))
    if not words:
        return lines
    if len(words) > 1 or not words[0].isdigit() or int(words[0]) == 0:
        raise ValueError("log takes one number of lines, e.g. log 20")
    return lines[-int(words[0]):]


def parse_manual(seat: int, words: list[str]) -> Command:
    """Turn ``m ...`` words into a manual command; raises IllegalCommand if malformed."""
    try:
        what = words[0]
        if what == "done":
            return ManualDone(seat)
        card = int(words[1])
        if what == "move":
            return ManualMove(seat, card, words[2], len(words) > 3 and words[3] == "top")
        if what == "counter":
            return ManualCounter(seat, card, words[2], int(words[3]))
        if what == "flip":
            return ManualFlip(seat, card)
        if what == "status":
            return ManualStatus(seat, card, words[2], int(words[3]))
        if what in ("exhaust", "ready"):
            return ManualExhaust(seat, card, what == "exhaust")
    except (IndexError, ValueError):
        pass
    raise IllegalCommand("manual command not understood; type ? for the forms")


class Session:
    """A game plus its record and seats, for undo (replay a prefix) and saving.

    A save is the record plus the ``[table]`` the app writes too (seat names and kinds, a
    summary for the app's load list), so ``--load`` knows which seats are bots and the
    app and this command continue each other's games."""

    def __init__(self, record: Record, game: ChampionsGame, save: Path | None,
                 seats: tuple[ChampionsSeat, ...]) -> None:
        self.record = record
        self.game = game
        self.save = save
        self.seats = seats

    @property
    def names(self) -> list[str]:
        """The seats' names (a new game's are "Player 1", ...; a save's the app's; a save
        without a ``[table]`` names its seats after their heroes' decks: "Player N")."""
        return [seat.name if seat.name != seat.hero else f"Player {n + 1}"
                for n, seat in enumerate(self.seats)]

    def named(self, text: str) -> str:
        """``text`` with seat names for "Player N" (issue 29, finding 11: a save of Ana's
        and Bob's table says "Ana: your turn" here as at the table); unchanged when no
        seat has a name of its own."""
        names = self.names
        if names == [f"Player {n + 1}" for n in range(len(names))]:
            return text
        return with_names(text, names)

    @property
    def bots(self) -> set[int]:
        return {n for n, seat in enumerate(self.seats) if not seat.is_human}

    def apply(self, command: Command) -> None:
        self.game.apply(command)
        self.record = self.record.with_command(command.to_dict())
        self.persist()

    def undo(self, bots: set[int] | frozenset[int] = frozenset()) -> bool:
        """Undo the last command of a person (and the bot moves made after it)."""
        commands = list(self.record.commands)
        while commands and commands[-1].get("seat") in bots:
            commands.pop()
        if not commands:
            return False
        commands.pop()
        self.record = self.record.truncated(len(commands))
        game = replay_prefix(self.record, len(self.record.commands))
        assert isinstance(game, ChampionsGame)
        self.game = game
        self.persist()
        return True

    def persist(self) -> None:
        if self.save is not None:
            data = self.record.to_dict()
            data["table"] = table_data(self.seats, self.game.view(0), len(self.record.commands),
                                       datetime.now().astimezone())
            atomic_write_text(self.save, tomli_w.dumps(data))


BOT_HELP = ("Bot strength: easy (the heuristic bot), normal or hard (it looks ahead in "
            "copies of the game consistent with what its seat knows; hard looks further).")


def _bot_kind(strength: str) -> str:
    """The seat kind of a ``--bot`` strength (``tui.champions.controllers.spec``)."""
    if strength not in STRENGTHS:
        fail(f"--bot: unknown strength {strength!r} (choose from {', '.join(STRENGTHS)})")
    return BOT if strength == "easy" else f"{BOT}:{strength}"


@app.command("play")
@friendly_errors
def play(
    scenario: str = typer.Option("black-widow", help="Scenario key."),
    heroes: str = typer.Option("nick-fury,maria-hill", help="Comma-separated hero decks."),
    expert: bool = typer.Option(False, "--expert", help="Expert mode."),
    modular: str | None = typer.Option(None, "--modular", help=MODULAR_HELP),
    deck: list[str] = typer.Option([], "--deck", help=DECK_HELP),
    deck_dir: Path | None = typer.Option(None, "--deck-dir", file_okay=False,
                                         help=DECK_DIR_HELP),
    seed: int | None = typer.Option(
        None, help="Random seed (default: a random one, printed so the game can be replayed)."),
    save: Path | None = typer.Option(None, "--save", help="Save the game here after each move."),
    load: Path | None = typer.Option(None, "--load", help="Continue a saved game."),
    bot_seats: str | None = typer.Option(
        None, "--bot-seats", help="Players the bot plays (at --bot strength), e.g. 2 or 2,3 "
        "(with --load: instead of the save's own bot seats)."),
    bot: str = typer.Option("easy", "--bot", help=BOT_HELP),
) -> None:
    """Play a game in the terminal, one numbered choice at a time (other seats hot-seat or
    played by the simple bot)."""
    heroes_of: list[str]
    if load is not None:
        if modular is not None:
            fail("--modular sets up a new game; a loaded game keeps the modular sets it "
                 "was started with")
        if deck:
            fail("--deck sets up a new game; a loaded game keeps the decks it was started "
                 "with")
        record = load_record(load)
        if record.kind != KIND:
            fail(f"{load}: not a Marvel Champions game (kind {record.kind!r})")
        heroes_of = [str(h) for h in record.setup.get("heroes", [])]
        saved_seats = seat_rows(load, heroes_of)  # a save without [table]: every seat human
        game = replay(record)
        save = save or load
    else:
        setup = _setup(scenario, heroes, expert, modular, deck, deck_dir)
        if seed is None:  # as the app does: a random seed, shown so the game can be replayed
            seed = random_seed()
        record = Record(KIND, CONTENT_VERSION, setup, seed)
        game = new_game(setup, seed)
        heroes_of = list(setup["heroes"])
        saved_seats = tuple(ChampionsSeat(f"Player {n + 1}", HUMAN, hero)
                            for n, hero in enumerate(heroes_of))
    assert isinstance(game, ChampionsGame)
    kind = _bot_kind(bot)
    if bot_seats is None:  # a loaded game's bot seats keep their strength
        table_seats = saved_seats
    else:
        bots = _bot_seats(bot_seats, len(game.state.players))
        table_seats = tuple(dataclasses.replace(seat, kind=kind if n in bots else HUMAN)
                            for n, seat in enumerate(saved_seats))
    bots = {n for n, seat in enumerate(table_seats) if not seat.is_human}
    session = Session(record, game, save, table_seats)
    session.persist()
    typer.echo(f"Seed {record.seed} (play this game again with --seed {record.seed}).")
    typer.echo(HELP)
    numbers = OptionNumbers()
    players = {n: make_bot(record.seed + n, bot_strength(table_seats[n].kind)) for n in bots}
    show_view = True
    while decisions := open_decisions(session.game):
        # several seats may be asked at once (the mulligan): bots answer first, then each
        # person in seat order; what enters from outside the seats needs its provider
        seats = [d.seat for d in decisions if not d.outside]
        if not seats:
            waits = " ".join(waiting_for_outside(d) for d in decisions)
            typer.echo(f"{waits} (champions play has no provider for it)."
                       + (f" The game is saved in {save}." if save else ""))
            return
        seat = next((s for s in seats if s in bots), seats[0])
        if seat in bots:
            command = players[seat].choose_in(session.game, seat)
            typer.echo(f"{session.names[seat]} (bot): "
                       f"{session.named(command.label)}")  # type: ignore[attr-defined]
            session.apply(command)
            continue
        view = session.game.view(seat)
        question = Question(view, numbers)
        if show_view:
            typer.echo("")
            typer.echo(session.named(render_view(view)))
        typer.echo(session.named(question.render()))
        try:
            line = input("> ").strip()
        except EOFError:
            line = "q"
        if line == "q":
            typer.echo("Bye." + (f" The game is saved in {save}." if save else ""))
            return
        show_view = _answer(session, question, line, bots)
    view = session.game.view(0)
    typer.echo(session.named("\n".join(view["log"][-5:])))
    typer.echo(f"Game over: the players {'win' if view['outcome'] == 'win' else 'lose'} "
               f"({view['cause']}) in round {view['round']}.")


def _answer(session: Session, question: Question, line: str, bots: set[int]) -> bool:
    """Act on one typed line; True when the game changed (so the table is shown again)."""
    words = line.split()
    game = session.game
    if line == "?":
        typer.echo(HELP)
    elif line == "u":
        typer.echo("Undone." if session.undo(bots) else "Nothing to undo.")
        return True
    elif words and words[0] == "log":
        try:
            typer.echo(session.named("\n".join(log_lines(question.view, words[1:])))
                       or "The log is empty.")
        except ValueError as exc:
            typer.echo(str(exc))
    elif len(words) == 2 and words[0] == "c" and words[1].isdigit():
        cid = int(words[1])
        if cid not in game.state.cards or not question.may_see(cid):
            typer.echo("You cannot see that card.")
        else:
            cdef = game.catalog.cards[game.state.cards[cid].code]
            typer.echo(f"{cdef.title} ({cdef.type}): {render_card(cdef) or 'no abilities'}")
    elif words and words[0] == "m":
        try:
            session.apply(parse_manual(question.seat, words[1:]))
            return True
        except IllegalCommand as exc:
            typer.echo(f"Not allowed: {exc}")
    elif line in question.keys:
        key = question.keys[line]
        decision = decision_of(game, question.seat)
        assert decision is not None
        session.apply(next(o for o in decision.options
                           if o.key == key))  # type: ignore[attr-defined]
        return True
    else:
        typer.echo(f"Type an option's key ({compact(list(question.keys))}), or ? for help.")
    return False


def _bot_seats(text: str, players: int) -> set[int]:
    seats: set[int] = set()
    for part in (p.strip() for p in text.split(",") if p.strip()):
        if not part.isdigit() or not 1 <= int(part) <= players:
            fail(f"--bot-seats: {part!r} is not a player number from 1 to {players}")
        seats.add(int(part) - 1)
    return seats


@app.command("simulate")
@friendly_errors
def simulate(
    scenario: str = typer.Option("black-widow", help="Scenario key."),
    heroes: str = typer.Option("nick-fury,maria-hill", help="Comma-separated hero decks."),
    expert: bool = typer.Option(False, "--expert", help="Expert mode."),
    modular: str | None = typer.Option(None, "--modular", help=MODULAR_HELP),
    deck: list[str] = typer.Option([], "--deck", help=DECK_HELP),
    deck_dir: Path | None = typer.Option(None, "--deck-dir", file_okay=False,
                                         help=DECK_DIR_HELP),
    games: int = typer.Option(20, min=1, help="Number of games."),
    seed: int = typer.Option(1, help="Seed of the first game (game n uses seed + n)."),
    max_rounds: int = typer.Option(30, min=1, help="Round cap: a game that reaches it is stuck."),
    as_json: bool = typer.Option(False, "--json", help="Print only a JSON summary."),
    bot: str = typer.Option("easy", "--bot", help=BOT_HELP + " A normal game takes about "
                            "100 times as long as an easy one."),
) -> None:
    """Let the bot play the heroes; print wins, losses, causes, rounds and stuck games."""
    strength = bot_strength(_bot_kind(bot))
    setup = _setup(scenario, heroes, expert, modular, deck, deck_dir)
    outcomes: Counter[str] = Counter()
    causes: Counter[str] = Counter()
    rounds: list[int] = []
    stuck: list[int] = []
    stages: Counter[str] = Counter()  # the villain stage each game ended on
    from tui.cli.progress import games_progress

    with games_progress() as progress:  # on stderr, and only when it is a terminal
        task = progress.add_task("games", total=games)
        for n in range(games):
            game = new_game(setup, seed + n)
            result = play_out(game, make_bot(seed + n, strength), max_rounds=max_rounds)
            if result["outcome"] != "win":
                stages[str(game.view(0)["villain"].get("stage", "?"))] += 1
            if result["outcome"] in ("capped", "waiting") or result["manual"]:
                stuck.append(seed + n)
            if result["outcome"] in ("win", "loss"):
                outcomes[result["outcome"]] += 1
                causes[result["cause"]] += 1
            rounds.append(result["rounds"])
            progress.advance(task)
    summary = {"games": games, "bot": strength, "wins": outcomes["win"],
               "losses": outcomes["loss"], "stuck": len(stuck)}
    if as_json:
        typer.echo(json.dumps(summary))
        return
    from rich.console import Console
    from rich.table import Table

    sets = f" with {', '.join(setup['modular']) or 'no modular set'}" if "modular" in setup \
        else ""
    table = Table(title=f"{games} game(s): {', '.join(setup['heroes'])} vs {scenario}{sets}"
                  + (" (expert)" if expert else "") + f", {strength} bot")
    table.add_column("figure")
    table.add_column("value", justify="right")
    table.add_row("wins", str(summary["wins"]))
    table.add_row("losses", str(summary["losses"]))
    for cause, count in causes.most_common():
        table.add_row(f"  {cause}", str(count))
    for stage, count in sorted(stages.items()):
        table.add_row(f"  not won, villain at stage {stage}", str(count))
    table.add_row("mean rounds", f"{sum(rounds) / len(rounds):.1f}")
    table.add_row("stuck (manual escape, round cap or an outside question)", str(len(stuck)))
    if stuck:
        table.add_row("  stuck seeds", ", ".join(map(str, stuck[:20])))
    Console().print(table)


app.command("fuzz")(fuzz)  # the command lives in tui/cli/champions_fuzz.py
app.add_typer(deck_app, name="deck")  # tui/cli/champions_deck.py
