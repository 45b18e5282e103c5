"""``helicarrier campaign``: start, record (and undo), show and set up an A.o.S. campaign.

The undo design (undo, not amend) is explained in :mod:`trackers.campaign.undo`.

Each command imports what it uses (the carry-over rules, the sheet, rich for text
output): the organizer runs ``campaign show`` many times in a row at an event, and
it should not pay for ``record`` and ``setup`` each time (quick start-up, issue 14).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from trackers.campaign.cli_common import (
    campaign_path,
    console,
    content,
    file_option,
    int_list,
    json_option,
    open_campaign,
    print_json,
    split_list,
    styled,
    terminal_width,
    to_terminal,
)
from trackers.cli_errors import fail, friendly_errors

if TYPE_CHECKING:
    from content.campaigns.agents_of_shield import CampaignContent
    from trackers.campaign.state import ScenarioResult
    from trackers.campaign.undo import Undone

app = typer.Typer(
    help="Agents of S.H.I.E.L.D. campaign log: start a campaign, record results (and undo "
         "a mistyped one), show the log, print a scenario's campaign setup.",
    no_args_is_help=True,
)


@app.command("new")
@friendly_errors
def new(
    identities: str = typer.Option(..., "--identities", "-i",
                                   help='Identities, comma separated: "Nick Fury,Maria Hill".'),
    expert: bool = typer.Option(False, "--expert", help="Expert campaign."),
    hit_points: str = typer.Option(
        None, "--hit-points",
        help="Expert: each identity's printed (base) hit points, comma separated, in the "
             "order of --identities. Known heroes are looked up when omitted."),
    allow_unknown: bool = typer.Option(
        False, "--allow-unknown",
        help="Keep an identity this tracker does not know (an expert campaign then needs "
             "--hit-points). Without it, a misspelt name is refused with a suggestion."),
    seed: int = typer.Option(None, "--seed", help="Shuffle seed (not stored). Default: random."),
    force: bool = typer.Option(False, "--force", help="Replace an existing campaign file."),
    file: Path = file_option(),
    as_json: bool = json_option(),
) -> None:
    """Create the campaign file and prepare the evidence into two sealed envelopes."""
    from trackers.campaign.founding import new_campaign
    from trackers.campaign.store import create_campaign

    names = split_list(identities) or []
    campaign = new_campaign(content(), names, expert, int_list(hit_points, "--hit-points"), seed,
                            allow_unknown=allow_unknown)
    path = campaign_path(file)
    create_campaign(path, campaign, force)
    if as_json:
        print_json({"file": str(path), "identities": campaign.identities, "expert": expert,
                    "aim": 3, "shield": 6})
        return
    out = console()
    out.print(f"Campaign started in {path}")
    out.print(f"Identities: {', '.join(campaign.identities)} "
              f"({'expert' if expert else 'standard'} campaign)")
    out.print("Evidence prepared: 3 cards sealed in the A.I.M. envelope, 6 in the "
              "S.H.I.E.L.D. envelope.")
    out.print("Next: helicarrier campaign setup --scenario 1")


MEMBER_OPTIONS = {"cmo": "Chief Medical Officer", "cso": "Chief Surveillance Officer",
                  "cto": "Chief Tactical Officer"}


@app.command("record")
@friendly_errors
def record(
    scenario: int = typer.Option(..., "--scenario", "-s", help="Scenario number (1-5)."),
    won: bool = typer.Option(..., "--won/--lost", help="Did the players win?"),
    cmo: int = typer.Option(None, "--cmo", help="Secret counters on the Chief Medical Officer."),
    cso: int = typer.Option(None, "--cso",
                            help="Secret counters on the Chief Surveillance Officer."),
    cto: int = typer.Option(None, "--cto", help="Secret counters on the Chief Tactical Officer."),
    flipped: str = typer.Option(
        None, "--flipped",
        help="Board Members that flipped during the game even if their counters are now "
             "below the threshold (cmo, cso, cto; comma separated)."),
    minions: int = typer.Option(None, "--minions-and-side-schemes", "--minions",
                                help="Scenario 1: minions and side schemes in play."),
    captives: int = typer.Option(None, "--rescued-captives", "--captives",
                                 help="Scenario 2: Rescued Captive allies in play."),
    adaptoids: str = typer.Option(
        None, "--adaptoids",
        help='Scenario 3: Adaptoid environments in play, e.g. "Flying Upgrade,Strong Upgrade".'),
    thunderbolts: str = typer.Option(
        None, "--thunderbolts", help='Scenario 4: Thunderbolt minions in play, e.g. "Jolt".'),
    hit_points: str = typer.Option(
        None, "--hit-points",
        help="Expert: each identity's remaining hit points, comma separated, in campaign "
             "order (0 for a defeated player)."),
    note: str = typer.Option("", "--note", help="A note for the log."),
    yes: bool = typer.Option(
        False, "--yes", "-y",
        help="Accept secret counters or minions above what one pass through the encounter "
             "deck can produce (the deck was reshuffled, or other modular sets were used)."),
    seed: int = typer.Option(
        None, "--seed", help="Standard campaign, scenario 5 lost: seed for preparing the "
                             "evidence again (not stored). Default: random."),
    file: Path = file_option(),
    as_json: bool = json_option(),
) -> None:
    """Record a scenario's result, apply the carry-over rules, and say if evidence is earned."""
    from trackers.campaign.carryover import ResultInput, record_result
    from trackers.campaign.store import save_campaign

    data = content()
    path, campaign = open_campaign(file)
    secrets = {key: value for key, value in (("cmo", cmo), ("cso", cso), ("cto", cto))
               if value is not None}
    flipped_ids = []
    for text in split_list(flipped) or []:
        key = next((k for k, title in MEMBER_OPTIONS.items()
                    if text.casefold() in (k, title.casefold())), None)
        if key is None:
            fail(f'--flipped: unknown Board Member "{text}" (cmo, cso, cto)')
        flipped_ids.append(key)
    fields: dict[str, int | list[str]] = {}
    for key, value in (("minions_and_side_schemes", minions), ("rescued_captives", captives),
                       ("adaptoids", split_list(adaptoids)),
                       ("thunderbolts", split_list(thunderbolts))):
        if value is not None:
            fields[key] = value
    report = ResultInput(scenario=scenario, won=won, secrets=secrets or None,
                         flipped=tuple(flipped_ids), fields=fields,
                         hit_points=int_list(hit_points, "--hit-points"), note=note,
                         confirmed=yes)
    outcome = record_result(data, campaign, report, seed=seed)
    save_campaign(path, campaign)
    result = outcome.result
    if as_json:
        print_json({
            "scenario": result.scenario, "won": result.won,
            "evidence_earned": result.evidence_earned,
            "flipped": [data.member(m).title for m in result.flipped],
            "newly_flipped": [data.member(m).title for m in outcome.newly_flipped],
            "replayed": outcome.replayed, "pending": len(campaign.pending),
            "status": outcome.status,
        })
        return
    from rich.text import Text

    out = console()
    title = data.scenario(result.scenario).title
    if not result.won:
        out.print(f"Scenario {result.scenario} - {title}: lost.")
        if outcome.replayed:
            out.print("Standard campaign: the evidence was prepared again (new envelopes). "
                      f"{len(campaign.pending)} card(s) are earned back, one per earlier "
                      "scenario that earned one: run `helicarrier envelope draw` for each, "
                      "then `helicarrier campaign setup --scenario 5`.")
        elif outcome.status == "lost":
            out.print("Expert campaign: the heroes are arrested and the campaign is lost.")
        else:
            out.print("Nothing carries over: reset the scenario and try again.")
        return
    out.print(f"Scenario {result.scenario} - {title}: won and recorded.")
    for member_id in outcome.newly_flipped:
        member = data.member(member_id)
        out.print(Text(f"The {member.title} flipped to {member.attachment} and stays flipped "
                       "for the rest of the campaign.", style="bold red"))
    for name, given, kept in outcome.capped:
        out.print(f"{name}: {given} hit points is above the base value; recorded {kept}.")
    if result.evidence_earned:
        out.print(Text("Evidence earned: a Board Member environment ended with no secret "
                       "counters. Gain it with `helicarrier envelope draw`.", style="bold"))
    elif result.secrets:
        out.print("No evidence earned: every Board Member environment still had secret "
                  "counters.")
    if outcome.status == "won":
        out.print("Zemo is defeated, the mole is exposed: the players win the campaign!")


@app.command("undo")
@friendly_errors
def undo(
    yes: bool = typer.Option(False, "--yes", "-y", help="Take it back without asking."),
    file: Path = file_option(),
    as_json: bool = json_option(),
) -> None:
    """Take back the last recorded scenario result exactly (then record it again)."""
    from trackers.campaign.store import save_campaign
    from trackers.campaign.undo import undo_last

    data = content()
    path, campaign = open_campaign(file)
    undone = undo_last(data, campaign)  # in memory only until confirmed
    if as_json and not yes:
        fail("campaign undo: --json does not ask for confirmation; pass --yes as well")
    out = console()
    if not yes:
        out.print(f"Last result: {describe_result(data, undone.result)}")
        try:
            confirmed = typer.confirm("Take back this result?", default=False)
        except typer.Abort:
            typer.echo()  # end the unanswered prompt's line
            fail("campaign undo: not confirmed, nothing was undone (pass --yes to skip "
                 "the question)")
        if not confirmed:
            out.print("Nothing was undone.")
            return
    save_campaign(path, campaign)
    if as_json:
        print_json(undone_json(data, undone))
        return
    out.print(f"Undone: {describe_result(data, undone.result)}")
    for member_id in undone.unflipped:
        out.print(f"The {data.member(member_id).title} is back on its environment side.")
    for card in undone.kept_draws:
        out.print(f"{card.title} stays gained (drawn as the evidence of scenario "
                  f"{card.scenario}).")
    if undone.envelopes_restored:
        out.print("The evidence prepared again after the loss is discarded; the envelopes "
                  "from before the loss are back.")
    scenario = data.scenario(undone.next_scenario)
    out.print(f"Next: scenario {scenario.number} - {scenario.title} "
              f"(record it with `helicarrier campaign record --scenario {scenario.number}`). "
              f"{undone.left} more result(s) can be undone.")


def describe_result(data: CampaignContent, result: ScenarioResult) -> str:
    """One line with everything a result recorded (what undo takes back)."""
    parts = [f"scenario {result.scenario} - {data.scenario(result.scenario).title}, "
             + ("won" if result.won else "lost")]
    if result.secrets:
        parts.append("secret counters " + ", ".join(
            f"{data.member(m).short} {n}" for m, n in result.secrets.items()))
        parts.append("flipped: " + (", ".join(data.member(m).short for m in result.flipped)
                                    or "none"))
        parts.append("evidence earned" if result.evidence_earned else "no evidence earned")
    for key, value in result.fields.items():
        shown = (", ".join(value) or "none") if isinstance(value, list) else str(value)
        parts.append(f"{data.field(key).label}: {shown}")
    if result.hit_points:
        parts.append("hit points " + ", ".join(str(n) for n in result.hit_points))
    if result.note:
        parts.append(f"note: {result.note}")
    return "; ".join(parts)


def undone_json(data: CampaignContent, undone: Undone) -> dict[str, Any]:
    result = undone.result
    return {
        "undone": {
            "scenario": result.scenario, "won": result.won,
            "secrets": {data.member(m).title: n for m, n in result.secrets.items()},
            "flipped": [data.member(m).title for m in result.flipped],
            "fields": dict(result.fields), "hit_points": list(result.hit_points),
            "evidence_earned": result.evidence_earned, "note": result.note,
        },
        "unflipped": [data.member(m).title for m in undone.unflipped],
        "kept_draws": [card.title for card in undone.kept_draws],
        "envelopes_restored": undone.envelopes_restored,
        "next_scenario": undone.next_scenario,
        "undo_left": undone.left,
    }


@app.command("note")
@friendly_errors
def add_note(
    text: str = typer.Argument(..., help="The note."),
    file: Path = file_option(),
) -> None:
    """Add a line to the log's Notes box."""
    from trackers.campaign.store import save_campaign

    path, campaign = open_campaign(file)
    if not text.strip():
        fail("note: the note is empty")
    campaign.notes.append(text.strip())
    save_campaign(path, campaign)
    typer.echo(f"Noted ({len(campaign.notes)} note(s)).")


@app.command("show")
@friendly_errors
def show(file: Path = file_option(), as_json: bool = json_option()) -> None:
    """Print the campaign log laid out like the printed sheet."""
    from trackers.campaign.sheet import sheet_json, sheet_text

    _, campaign = open_campaign(file)
    if as_json:
        print_json(sheet_json(content(), campaign))
    elif to_terminal():  # as wide as the terminal, styled unless NO_COLOR or TERM=dumb
        color = styled()
        typer.echo(sheet_text(content(), campaign, terminal_width(), styled=color), nl=False,
                   color=color)
    else:  # a pipe or a file: one line per row, unstyled
        typer.echo(sheet_text(content(), campaign), nl=False)


@app.command("setup")
@friendly_errors
def setup(
    scenario: int = typer.Option(None, "--scenario", "-s",
                                 help="Scenario number. Default: the next one to play."),
    file: Path = file_option(),
    as_json: bool = json_option(),
) -> None:
    """Print a scenario's campaign setup, computed from the log."""
    from trackers.campaign.setup import scenario_setup

    _, campaign = open_campaign(file)
    plan = scenario_setup(content(), campaign, scenario)
    if as_json:
        print_json({
            "scenario": plan.scenario.number, "title": plan.scenario.title,
            "expert": plan.expert, "notices": plan.notices,
            "steps": [{"text": line.text, "details": line.details,
                       "expert_only": line.expert_only} for line in plan.lines],
        })
        return
    from rich.text import Text

    out = console()
    out.print(Text(f"Scenario {plan.scenario.number} - {plan.scenario.title}: campaign setup "
                   "(after the normal setup, before drawing starting hands)", style="bold"))
    for notice in plan.notices:
        out.print(Text(f"! {notice}", style="yellow"))
    for index, line in enumerate(plan.lines, 1):
        out.print(f"{index}. {line.text}")
        for detail in line.details:
            out.print(f"     - {detail}")
