"""``helicarrier champions`` and ``helicarrier content coverage`` (CliRunner)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from content.champions.schema import catalog
from engine.champions.language.text import render_card
from engine.core import load_record
from tests.engine.champions.helpers import SETUP_SEARCH
from tui.cli import app


def test_simulate_json_summary() -> None:
    result = CliRunner().invoke(app, ["champions", "simulate", "--heroes", "nick-fury",
                                      "--games", "2", "--seed", "3", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["games"] == 2
    assert data["wins"] + data["losses"] + data["stuck"] >= 2


def test_simulate_table_lists_causes() -> None:
    """The table gives causes, the villain stage games that were not won ended on (how far
    the bot got), mean rounds and stuck games."""
    result = CliRunner().invoke(app, ["champions", "simulate", "--heroes",
                                      "nick-fury,maria-hill", "--games", "2", "--expert"])
    assert result.exit_code == 0, result.output
    assert "mean rounds" in result.output
    assert "stuck" in result.output
    assert "villain at stage II" in result.output  # expert starts at Black Widow (II)


def test_unknown_hero_is_a_one_line_error() -> None:
    result = CliRunner().invoke(app, ["champions", "simulate", "--heroes", "hulk"])
    assert result.exit_code == 2
    assert "unknown hero 'hulk'" in result.output


def test_same_hero_twice_is_a_one_line_error() -> None:
    """RRG UNIQUE ICON: two seats cannot choose the same identity."""
    result = CliRunner().invoke(app, ["champions", "simulate", "--heroes", "nick-fury,nick-fury"])
    assert result.exit_code == 2
    assert "same identity (Nick Fury)" in result.output


def test_play_quits_saves_and_loads(tmp_path: Path) -> None:
    save = tmp_path / "game.toml"
    result = CliRunner().invoke(app, ["champions", "play", "--heroes", "maria-hill", "--seed",
                                      "4", "--save", str(save)], input="1\n99\nx\nq\n")
    assert result.exit_code == 0, result.output
    assert SETUP_SEARCH in result.output
    assert "Type an option's key (1-" in result.output
    record = load_record(save)
    assert len(record.commands) == 1
    result = CliRunner().invoke(app, ["champions", "play", "--load", str(save)], input="u\nq\n")
    assert result.exit_code == 0, result.output
    assert "Undone." in result.output
    assert len(load_record(save).commands) == 0


def test_play_manual_command_and_card_text(tmp_path: Path) -> None:
    """``c ID`` and ``m counter ID ...`` take a card's id (558: Nick Fury, seed 2)."""
    result = CliRunner().invoke(app, ["champions", "play", "--heroes", "nick-fury", "--seed",
                                      "2"], input="1\n4\nc 558\nm counter 558 damage 2\n"
                                                  "m bogus\nq\n")
    assert result.exit_code == 0, result.output
    assert "Nick Fury (alter_ego)" in result.output
    assert "8/10 HP" in result.output
    assert "manual command not understood" in result.output


def test_load_a_damaged_save_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("not = [toml", encoding="utf-8")
    result = CliRunner().invoke(app, ["champions", "play", "--load", str(bad)])
    assert result.exit_code == 2
    assert str(bad) in result.output
    assert bad.read_text(encoding="utf-8") == "not = [toml"


def test_content_coverage_table() -> None:
    result = CliRunner().invoke(app, ["content", "coverage"])
    assert result.exit_code == 0, result.output
    assert "black_widow_villain" in result.output
    assert "standard" in result.output


def test_content_coverage_json() -> None:
    """Issue 13: ``content coverage --json`` prints faces, data, hook, partial, manual,
    overall and per set."""
    import json

    result = CliRunner().invoke(app, ["content", "coverage", "--json"])
    assert result.exit_code == 0, result.output
    counts = json.loads(result.output)
    assert set(counts) == {"faces", "data", "hook", "partial", "manual", "sets"}
    assert counts["faces"] == len(catalog().cards)  # every shipped face, each once
    assert counts["faces"] == sum(row["faces"] for row in counts["sets"].values())
    assert counts["sets"]["standard"]["faces"] == 5


def test_content_show_renders_the_card_in_our_words() -> None:
    """``content show CODE`` prints the facts and the text the app shows (render_card), for
    several codes at once."""
    result = CliRunner().invoke(app, ["content", "show", "50034a", "50085"])
    assert result.exit_code == 0, result.output
    fury, _gap, second = result.output.partition("\n\n50085")
    assert fury.startswith("50034a  Nick Fury  (hero, set nick_fury, pack aos; full)")
    assert "attack 2, thwart 2, defense 2, health 10, hand size 5" in fury
    assert render_card(catalog().cards["50034a"]) in fury
    assert second


@pytest.mark.parametrize("code, said", [
    ("99999", "card 99999: no such card"),
    ("06001a", "known from MarvelCDB but not playable yet"),
])
def test_content_show_refuses_a_card_it_cannot_show(code: str, said: str) -> None:
    result = CliRunner().invoke(app, ["content", "show", code])
    assert result.exit_code == 2
    assert said in result.output and len(result.output.strip().splitlines()) == 1


def test_play_with_a_bot_seat() -> None:
    result = CliRunner().invoke(app, ["champions", "play", "--heroes", "nick-fury,maria-hill",
                                      "--bot-seats", "2", "--seed", "5"], input="1\n")
    assert result.exit_code == 0, result.output
    assert "Player 2 (bot):" in result.output


def test_bad_bot_seat_is_a_clear_error() -> None:
    result = CliRunner().invoke(app, ["champions", "play", "--heroes", "nick-fury",
                                      "--bot-seats", "3"])
    assert result.exit_code == 2
    assert "--bot-seats: '3' is not a player number from 1 to 1" in result.output


def test_undo_skips_back_over_bot_moves(tmp_path: Path) -> None:
    save = tmp_path / "bot.toml"
    result = CliRunner().invoke(app, ["champions", "play", "--heroes", "nick-fury,maria-hill",
                                      "--bot-seats", "2", "--seed", "5", "--save", str(save)],
                                input="1\nu\nq\n")
    assert result.exit_code == 0, result.output
    assert "Undone." in result.output
    assert load_record(save).commands == ()


def test_peril_says_table_talk_is_off() -> None:
    """RRG PERIL: the player resolving a peril card cannot consult the others; the text
    view tells every seat so while the card resolves (the engine cannot stop talk)."""
    from engine.champions import new_game
    from tui.cli.champions import render_view

    game = new_game({"scenario": "black-widow", "heroes": ["nick-fury", "maria-hill"]}, 1)
    game.state.peril = 0
    mine, theirs = render_view(game.view(0)), render_view(game.view(1))
    assert "PERIL: you resolve a card alone; no table talk" in mine
    assert "PERIL: player 1 resolves a card alone; no table talk" in theirs
    game.state.peril = -1
    assert "PERIL" not in render_view(game.view(1))


def test_the_turn_prompt_names_the_player_once() -> None:
    """Issue 14: the line interface printed "Player 1: Player 1: your turn"."""
    result = CliRunner().invoke(app, ["champions", "play", "--heroes", "nick-fury", "--seed",
                                      "2"], input="1\n1\nq\n")  # setup, keep the hand
    assert result.exit_code == 0, result.output
    assert "Player 1: your turn" in result.output
    assert "Player 1: Player 1" not in result.output


# Seed 3, Nick Fury alone: setup offers five minions (5 = A.I.M. Scientist), then the
# mulligan (1 = keep), then the first turn (1 = play Secret Agent, cost 2), whose payment
# lists five hand cards and "cancel" (6).
SCIENTIST_THEN_SECRET_AGENT = ["champions", "play", "--heroes", "nick-fury", "--seed", "3"]


def test_play_without_seed_picks_a_random_one_and_prints_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without --seed every game was seed 1; now a random seed, printed (as the app shows
    it) so the same game can be played again."""
    from tui.shared.controllers import seeds

    class FixedRandom:
        def randrange(self, start: int, stop: int) -> int:
            assert (start, stop) == (1, 10**9)
            return 424242

    monkeypatch.setattr(seeds.random, "SystemRandom", FixedRandom)
    save = tmp_path / "game.toml"
    result = CliRunner().invoke(app, ["champions", "play", "--heroes", "nick-fury", "--save",
                                      str(save)], input="q\n")
    assert result.exit_code == 0, result.output
    assert "Seed 424242 (play this game again with --seed 424242)." in result.output
    assert load_record(save).seed == 424242


def test_header_shows_the_threat_the_villain_phase_will_place() -> None:
    """RRG Villain Phase step 1 places the main scheme's acceleration plus one per
    acceleration icon in play (A.I.M. Scientist has one): the header shows that figure
    (the view's threat_per_round), not the printed acceleration."""
    from engine.champions import new_game

    game = new_game({"scenario": "black-widow", "heroes": ["nick-fury"]}, 3)
    game.apply(game.decision.options[4])  # engage A.I.M. Scientist
    main = game.view(0)["main_scheme"]
    assert (main["acceleration"], main["threat_per_round"]) == (1, 2)
    result = CliRunner().invoke(app, SCIENTIST_THEN_SECRET_AGENT, input="5\n1\nq\n")
    assert result.exit_code == 0, result.output
    assert "The Widow's Web, 2 threat, target 10, +2/round" in result.output
    assert "+1/round" not in result.output


def test_option_numbers_stay_put_while_paying(tmp_path: Path) -> None:
    """Paying picks one resource at a time: after picking 4 the others keep their numbers
    (5 is still Under Surveillance, 6 "cancel"), the pick keeps 4 as "take back", and "pay"
    takes a new number once the cost is covered."""
    save = tmp_path / "game.toml"
    result = CliRunner().invoke(app, [*SCIENTIST_THEN_SECRET_AGENT, "--save", str(save)],
                                input="5\n1\n1\n4\n5\n7\nq\n")
    assert result.exit_code == 0, result.output
    paying = result.output.split("Pay for Secret Agent: 1 of 2 resources picked.")[1]
    question = paying.split(">")[0]
    assert "  4. Take back Prism Dust (1 physical) [655]" in question
    assert "  5. Spend Under Surveillance (1 energy) [644]" in question
    assert "  6. Cancel playing Secret Agent" in question
    covered = result.output.split("Pay for Secret Agent: 2 of 2 resources picked.")[1]
    assert "  7. Pay 2 of 2 and play Secret Agent" in covered.split(">")[0]
    keys = [c["key"] for c in load_record(save).commands]
    assert keys == ["t:426", "done", "play:846", "res:655", "res:644", "pay"]
    assert "Player 1 plays Secret Agent." in result.output


def test_the_turn_keeps_its_keys_through_a_card_played() -> None:
    """Issue 29, keys that stay put: ``e`` ends the turn in every turn menu; after Secret
    Agent is played (a payment in between) the turn menu keeps the keys of the options
    still offered, and the card's freed key goes to no other option."""
    result = CliRunner().invoke(app, SCIENTIST_THEN_SECRET_AGENT,
                                input="5\n1\n1\n4\n5\n7\nq\n")
    assert result.exit_code == 0, result.output
    menus = [part.split(">")[0] for part in result.output.split("your turn. What do you do?")[1:]]
    assert len(menus) >= 2
    first, second = ({line.split(". ", 1)[1]: line.split(". ", 1)[0].strip()
                      for line in menu.splitlines() if ". " in line and line.startswith("  ")}
                     for menu in menus[:2])
    assert first["End your turn"] == second["End your turn"] == "e"
    played = first["Play Secret Agent (cost 2) [846]"]
    assert played not in second.values()
    for label, key in second.items():
        assert first.get(label, key) == key


def test_hand_cards_show_type_cost_resources_and_options_their_ids() -> None:
    result = CliRunner().invoke(app, SCIENTIST_THEN_SECRET_AGENT, input="5\n1\nq\n")
    assert result.exit_code == 0, result.output
    assert "hand: [846] Secret Agent (upgrade, cost 2, resources 1 physical)" in result.output
    assert "  1. Play Secret Agent (cost 2) [846]" in result.output


def test_card_text_of_an_option_before_choosing_it() -> None:
    """The setup search offers encounter-deck minions the view does not show: `c ID`
    with the id printed on the option reads the card before choosing."""
    result = CliRunner().invoke(app, SCIENTIST_THEN_SECRET_AGENT, input="c 426\nc 367\nq\n")
    assert result.exit_code == 0, result.output
    assert "  5. A.I.M. Scientist [426]" in result.output
    assert "A.I.M. Scientist (minion):" in result.output
    assert "You cannot see that card." in result.output  # 367 is in no option and not shown


def test_a_scheme_without_threat_says_0_threat() -> None:
    from tui.cli.champions import card_line

    scheme = {"id": 9, "name": "Side Job", "type": "side_scheme", "counters": {}}
    assert card_line(scheme) == "[9] Side Job, 0 threat"
    scheme["counters"] = {"threat": 3}
    assert card_line(scheme) == "[9] Side Job, 3 threat"


def test_log_prints_the_whole_log_or_its_last_lines() -> None:
    """The view keeps only 15 lines under "log"; "log_all" has them all for `log`."""
    from engine.champions import new_game
    from engine.champions.ai import SimpleBot
    from tui.cli.champions import log_lines

    game = new_game({"scenario": "black-widow", "heroes": ["nick-fury"]}, 3)
    bot = SimpleBot(3)
    while len(game.state.log) < 30:
        assert game.decision is not None
        game.apply(bot.choose(game.view(0), game.legal(0)))
    view = game.view(0)
    assert view["log_all"] == game.state.log and len(view["log"]) == 15
    assert log_lines(view, []) == game.state.log
    assert log_lines(view, ["3"]) == game.state.log[-3:]
    with pytest.raises(ValueError, match="log takes one number"):
        log_lines(view, ["x"])
    result = CliRunner().invoke(app, SCIENTIST_THEN_SECRET_AGENT,
                                input="5\nlog 1\nlog\nlog two\nq\n")
    assert result.exit_code == 0, result.output
    assert "> The Widow's Web starts with 2 threat.\n" in result.output  # log 1
    assert "> A.I.M. Scientist enters play engaged with player 1.\nThe Widow's Web" in \
        result.output
    assert "log takes one number of lines, e.g. log 20" in result.output


def _two_heroes_one_bot(save: Path) -> list[str]:
    return ["champions", "play", "--heroes", "nick-fury,maria-hill", "--bot-seats", "2",
            "--seed", "5", "--save", str(save)]


def test_load_keeps_the_bot_seats_of_the_save(tmp_path: Path) -> None:
    """Issue 29: ``--load`` without ``--bot-seats 2`` asked Player 2's questions and showed
    the bot's hand. The save records which seats are bots, and loading plays them."""
    import tomllib

    save = tmp_path / "bot.toml"
    first = CliRunner().invoke(app, _two_heroes_one_bot(save), input="q\n")
    assert first.exit_code == 0, first.output
    table = tomllib.loads(save.read_text(encoding="utf-8"))["table"]
    assert [seat["kind"] for seat in table["seats"]] == ["human", "bot"]
    # Player 1 picks the setup minion: both mulligans open, and Player 2's is the bot's
    again = CliRunner().invoke(app, ["champions", "play", "--load", str(save)], input="1\nq\n")
    assert again.exit_code == 0, again.output
    assert "Player 2 (bot): Keep this hand" in again.output
    assert "Player 2 (you)" not in again.output
    seats = [c["seat"] for c in load_record(save).commands]
    assert seats[0] == 0 and set(seats[1:]) == {1}  # the bot's moves are saved too


def test_load_continues_an_app_save_with_its_seats(tmp_path: Path) -> None:
    """A save the app wrote (named seats, a bot) plays on in the line interface with the
    same bot seat, and keeps its names when it is written again."""
    import tomllib

    from tui.champions.controllers.controller import ChampionsController
    from tui.champions.controllers.spec import ChampionsSeat, ChampionsSpec

    spec = ChampionsSpec("black-widow", (ChampionsSeat("Ana", "human", "nick-fury"),
                                         ChampionsSeat("Bot 2", "bot", "maria-hill")), 5)
    path = ChampionsController.new(spec, tmp_path).save()
    result = CliRunner().invoke(app, ["champions", "play", "--load", str(path)],
                                input="1\nq\n")
    assert result.exit_code == 0, result.output
    assert "Bot 2 (bot):" in result.output  # the seat's name (issue 29, finding 11)
    seats = tomllib.loads(path.read_text(encoding="utf-8"))["table"]["seats"]
    assert seats == [{"name": "Ana", "kind": "human"}, {"name": "Bot 2", "kind": "bot"}]


def test_a_save_without_seats_loads_with_every_seat_human(tmp_path: Path) -> None:
    """Older saves have no ``[table]``: every seat is a person, unless ``--bot-seats`` says
    otherwise (which the save then records)."""
    from engine.core import Record, save_record

    save = tmp_path / "old.toml"
    save_record(save, Record("champions", "2026.12.2", {
        "scenario": "black-widow", "heroes": ["nick-fury", "maria-hill"], "expert": False}, 5))
    human = CliRunner().invoke(app, ["champions", "play", "--load", str(save)],
                               input="1\n1\nq\n")
    assert human.exit_code == 0, human.output
    assert "Player 2 (you)" in human.output and "(bot)" not in human.output
    save_record(save, Record("champions", "2026.12.2", {
        "scenario": "black-widow", "heroes": ["nick-fury", "maria-hill"], "expert": False}, 5))
    bot = CliRunner().invoke(app, ["champions", "play", "--load", str(save), "--bot-seats", "2"],
                             input="1\nq\n")
    assert "Player 2 (bot):" in bot.output
    again = CliRunner().invoke(app, ["champions", "play", "--load", str(save)], input="q\n")
    assert again.exit_code == 0, again.output
    assert "bot" in save.read_text(encoding="utf-8")


def test_the_main_scheme_during_setup_says_it_has_no_threat_yet() -> None:
    """Issue 29 (the panel read "0/0 threat +0/round"): side 1A has no threat values."""
    result = CliRunner().invoke(app, ["champions", "play", "--heroes", "nick-fury", "--seed",
                                      "3"], input="q\n")
    assert result.exit_code == 0, result.output
    assert "Main scheme: [" in result.output
    assert "The Widow's Web, setup side: its threat starts when it flips" in result.output
    assert "target 0" not in result.output and "+0/round" not in result.output


def test_a_facedown_card_shows_its_name_only_to_the_seat_that_looked() -> None:
    """RRG LOOK: the player resolving Intelligence looked at the card dealt to player 2: the
    table shows that player its name beside its id, and ``c ID`` reads it; player 2 sees a
    facedown card only (issue 21 part 5)."""
    from engine.champions.core.state import pzone
    from engine.champions.rules import primitives
    from tests.engine.champions.helpers import start, top_encounter
    from tui.champions.widgets.areas_panel import area_text
    from tui.cli.champions import render_view
    from tui.cli.champions_options import visible_ids

    game = start(("nick-fury", "maria-hill"))
    card = game.c(top_encounter(game, "01191"))  # Exhaustion
    primitives.deal_encounter(game, 1, offer=False)
    card.known_to = [0]  # as Intelligence's look leaves it (tests/engine/.../test_hidden.py)
    mine, theirs = game.view(0), game.view(1)
    assert f"dealt: [{card.id}] facedown card (you know it: Exhaustion)" in render_view(mine)
    assert "Exhaustion" not in render_view(theirs).split("Log:")[0]
    assert card.id in visible_ids(mine) and card.id not in visible_ids(theirs)
    assert "dealt: facedown card (you know it: Exhaustion)" in area_text(
        mine["players"][1], "Player 2")
    assert card.zone == pzone(1, "dealt")


@pytest.mark.parametrize("command", [
    ["champions", "play", "--heroes", "nick-fury", "--seed", "1"],
    ["champions", "simulate", "--heroes", "nick-fury", "--games", "1"],
    ["champions", "fuzz", "--games", "1"],
])
def test_a_modular_set_we_do_not_have_is_a_one_line_error(command: list[str]) -> None:
    """``--modular``: a set we do not have is refused in one line naming the sets we have,
    exit 2, before any game starts."""
    result = CliRunner().invoke(app, [*command, "--modular", "a.i.m._science,nosuch"],
                                input="q\n")
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert lines == ["helicarrier: error: --modular: setup \"modular\": unknown modular set "
                     "'nosuch' (we have: a.i.m._abduction, a.i.m._science, batrocs_brigade, "
                     "bomb_scare, legions_of_hydra, masters_of_evil, the_doomsday_chair, "
                     "under_attack)"]


def test_modular_sets_reach_the_game_and_its_record(tmp_path: Path) -> None:
    """``play --modular`` starts the game with those sets, and the save holds them (a loaded
    game keeps them: ``--modular`` with ``--load`` is refused)."""
    save = tmp_path / "game.toml"
    result = CliRunner().invoke(app, ["champions", "play", "--heroes", "maria-hill", "--seed",
                                      "4", "--modular", "a.i.m._science", "--save", str(save)],
                                input="q\n")
    assert result.exit_code == 0, result.output
    assert load_record(save).setup["modular"] == ["a.i.m._science"]
    again = CliRunner().invoke(app, ["champions", "play", "--load", str(save), "--modular", ""],
                               input="q\n")
    assert again.exit_code == 2
    assert "--modular sets up a new game" in again.stderr
    simulate = CliRunner().invoke(app, ["champions", "simulate", "--heroes", "nick-fury",
                                        "--games", "1", "--modular", ""])
    assert simulate.exit_code == 0, simulate.output
    assert "with no modular set" in " ".join(simulate.output.split())


def test_an_imported_deck_is_a_games_chosen_deck(tmp_path: Path) -> None:
    """A stored deck's card list (``champions deck import``) is the setup's ``decks`` entry
    for its hero: the game shuffles that list (its permanent suit set aside for the Setup),
    and its record, written to TOML, replays it (content/champions/README.md, "Setup
    keys")."""
    from collections import Counter

    from engine.champions import KIND, new_game
    from engine.champions.core.state import pzone
    from engine.core import Record, game_kind, replay
    from trackers.decks.store import DeckStore

    fixtures = Path(__file__).parents[1] / "trackers" / "decks" / "fixtures"
    imported = CliRunner().invoke(app, ["champions", "deck", "import",
                                        str(fixtures / "fury-reprints.json"), "--deck-dir",
                                        str(tmp_path)])
    assert imported.exit_code == 0, imported.output
    _path, deck = DeckStore(tmp_path).find("Fury, reprinted")
    setup = {"scenario": "black-widow", "heroes": ["nick-fury"], "decks": [deck.card_list()]}
    game = new_game(setup, 3)
    shuffled = Counter(game.c(c).code for c in game.ids(pzone(0, "deck")))
    assert shuffled == Counter({code: n for code, n in deck.card_list() if code != "50035a"})
    record = Record.from_toml(Record(KIND, game_kind(KIND).content_version, setup, 3).to_toml())
    assert replay(record).view(0) == game.view(0)


def _import_fixture(folder: Path, name: str) -> None:
    fixtures = Path(__file__).parents[1] / "trackers" / "decks" / "fixtures"
    imported = CliRunner().invoke(app, ["champions", "deck", "import", str(fixtures / name),
                                        "--deck-dir", str(folder)])
    assert imported.exit_code == 0, imported.output


def test_play_deck_puts_a_stored_deck_in_the_record(tmp_path: Path) -> None:
    """``play --deck 1=NAME`` plays the stored deck for player 1: the save's setup holds its
    card list, so the game replays after the stored deck is removed (issue 24, "The record
    holds the deck's card list")."""
    from trackers.decks.store import DeckStore

    _import_fixture(tmp_path, "fury-reprints.json")
    _path, deck = DeckStore(tmp_path).find("Fury, reprinted")
    save = tmp_path / "game.toml"
    result = CliRunner().invoke(app, ["champions", "play", "--heroes", "nick-fury,maria-hill",
                                      "--seed", "5", "--deck", "1=Fury, reprinted",
                                      "--deck-dir", str(tmp_path), "--save", str(save)],
                                input="q\n")
    assert result.exit_code == 0, result.output
    decks = load_record(save).setup["decks"]
    assert [tuple(entry) for entry in decks[0]] == deck.card_list() and decks[1] == []
    removed = CliRunner().invoke(app, ["champions", "deck", "remove", "Fury, reprinted",
                                       "--deck-dir", str(tmp_path)])
    assert removed.exit_code == 0, removed.output
    again = CliRunner().invoke(app, ["champions", "play", "--load", str(save)], input="q\n")
    assert again.exit_code == 0, again.output


@pytest.mark.parametrize("deck, said", [
    ("2=Fury, reprinted", "'Fury, reprinted' is a Nick Fury deck; player 2 plays maria-hill"),
    ("3=Fury, reprinted", "there is no player 3 (players 1 to 2, from --heroes)"),
    ("1=nosuch", "--deck 1=nosuch: "),
    ("Fury", "write PLAYER=NAME"),
])
def test_a_deck_option_that_cannot_be_played_is_one_line(tmp_path: Path, deck: str,
                                                         said: str) -> None:
    """``--deck``: a deck of another hero, a player not at the table, a deck not stored and a
    value that is not PLAYER=NAME are each refused in one line, exit 2, before any game."""
    _import_fixture(tmp_path, "fury-reprints.json")
    for command in (["play", "--seed", "1"], ["simulate", "--games", "1"]):
        result = CliRunner().invoke(app, ["champions", *command, "--heroes",
                                          "nick-fury,maria-hill", "--deck", deck,
                                          "--deck-dir", str(tmp_path)], input="q\n")
        assert result.exit_code == 2, result.output
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and said in lines[0], lines


def test_simulate_plays_a_stored_deck(tmp_path: Path) -> None:
    """``simulate --deck 1=NAME`` lets the bot play the stored deck."""
    _import_fixture(tmp_path, "fury-reprints.json")
    result = CliRunner().invoke(app, ["champions", "simulate", "--heroes", "nick-fury",
                                      "--games", "2", "--deck", "1=Fury, reprinted",
                                      "--deck-dir", str(tmp_path), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["games"] == 2


def test_a_saves_seat_names_replace_player_numbers(tmp_path: Path) -> None:
    """Issue 29, finding 11: a game the app saved for Ana and Bob says "Ana: ..." in
    champions play too (prompts, options, the table and the log), not "Player 1"."""
    import tomllib

    import tomli_w

    save = tmp_path / "game.toml"
    result = CliRunner().invoke(app, ["champions", "play", "--heroes", "nick-fury,maria-hill",
                                      "--seed", "4", "--save", str(save)], input="1\nq\n")
    assert result.exit_code == 0, result.output
    data = tomllib.loads(save.read_text())
    data["table"]["seats"] = [{"name": "Ana", "kind": "human"}, {"name": "Bob", "kind": "human"}]
    save.write_text(tomli_w.dumps(data))
    result = CliRunner().invoke(app, ["champions", "play", "--load", str(save)],
                                input="log\nq\n")
    assert result.exit_code == 0, result.output
    assert "-- Ana: nick-fury" in result.output and "-- Bob (you): maria-hill" in result.output
    assert "Bob: The Widow's Web: Search" in result.output  # the prompt
    assert "> A.I.M. Scientist enters play engaged with Ana." in result.output  # the log
    assert "Player 1" not in result.output and "Player 2" not in result.output
