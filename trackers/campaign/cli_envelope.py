"""``helicarrier envelope``: gain evidence from the S.H.I.E.L.D. envelope, open the A.I.M. one.

rich is imported by the styled text output only (``--json`` and ``status`` never load it).
"""

from __future__ import annotations

from pathlib import Path

import typer

from trackers.campaign.cli_common import (
    console,
    content,
    envelope_check,
    file_option,
    json_option,
    open_campaign,
    print_json,
)
from trackers.campaign.deduction import remaining
from trackers.campaign.gathering import SHIELD_SIZE, draw_evidence, gained_cards, open_aim
from trackers.campaign.store import save_campaign
from trackers.cli_errors import fail, friendly_errors

app = typer.Typer(
    help="The evidence envelopes of an Agents of S.H.I.E.L.D. campaign file.",
    no_args_is_help=True,
)


@app.command("draw")
@friendly_errors
def draw(
    force: bool = typer.Option(False, "--force",
                               help="Draw even though no evidence is earned."),
    file: Path = file_option(),
    as_json: bool = json_option(),
) -> None:
    """Gain the next evidence card from the S.H.I.E.L.D. envelope (only when earned)."""
    data = content()
    path, campaign = open_campaign(file)
    with envelope_check(path):
        drawn = draw_evidence(data, campaign, force)
    save_campaign(path, campaign)
    card = drawn.card
    if as_json:
        print_json({"gained": {"title": card.title, "category": card.category},
                    "remaining": drawn.remaining})
        return
    from rich.text import Text

    out = console()
    out.print(Text(f"Gained: {card.title} ({card.category})", style="bold"))
    if drawn.forced:
        out.print("(drawn with --force: no evidence was earned)")
    out.print(f"Setup ability from now on: {card.setup}")
    if drawn.crossed_out:
        out.print(f"Cross out {len(drawn.crossed_out)} combination(s):")
        for combo in drawn.crossed_out:
            out.print(f"  x {combo.means} / {combo.motive} / {combo.opportunity}  "
                      f"({data.member(combo.member).title})")
    left = len(remaining(data, gained_cards(data, campaign)))
    out.print(f"{left} combination(s) remain; {drawn.remaining} card(s) left in the "
              "S.H.I.E.L.D. envelope.")


@app.command("status")
@friendly_errors
def status(file: Path = file_option(), as_json: bool = json_option()) -> None:
    """Counts only: cards gained, cards left, evidence earned but not drawn, A.I.M. state."""
    _, campaign = open_campaign(file)
    info = {
        "gained": campaign.envelopes.drawn,
        "shield_remaining": SHIELD_SIZE - campaign.envelopes.drawn,
        "earned_not_drawn": len(campaign.pending),
        "aim_cards": 3,
        "aim_opened": campaign.envelopes.aim_opened,
    }
    if as_json:
        print_json(info)
        return
    # Three short unstyled lines: rich would print them just the same, after a 20 ms import.
    typer.echo(f"S.H.I.E.L.D. envelope: {info['shield_remaining']} card(s) left, "
               f"{info['gained']} gained")
    typer.echo(f"Evidence earned but not drawn yet: {info['earned_not_drawn']}")
    typer.echo("A.I.M. envelope: 3 cards, " + ("opened" if info["aim_opened"] else "sealed"))


@app.command("reveal")
@friendly_errors
def reveal(
    yes: bool = typer.Option(False, "--yes", help="Really open the A.I.M. envelope."),
    file: Path = file_option(),
    as_json: bool = json_option(),
) -> None:
    """Open the A.I.M. envelope for the accusation (checks it against its commitment)."""
    if not yes:
        fail("envelope reveal: this shows the mole; pass --yes to open the A.I.M. envelope")
    data = content()
    path, campaign = open_campaign(file)
    with envelope_check(path):
        cards = open_aim(data, campaign)
    save_campaign(path, campaign)
    mole = data.combination(cards[0].title, cards[1].title, cards[2].title)
    member = data.member(mole.member)
    if as_json:
        print_json({"aim": [{"title": c.title, "category": c.category} for c in cards],
                    "mole": member.title, "verified": True})
        return
    from rich.text import Text

    out = console()
    out.print("A.I.M. envelope opened (contents match the commitment sealed at the start):")
    for card in cards:
        out.print(f"  {card.category}: {card.title}")
    out.print(Text(f"The mole is the {member.title}.", style="bold"))
