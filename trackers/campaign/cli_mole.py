"""``helicarrier mole``: who can still be the mole, and ``mole accuse`` for The Accusation.

The campaign file's modules are imported by the commands that read it: ``mole
--evidence`` (players with paper envelopes) needs only the content and the deducer.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import typer

from trackers.campaign.cli_common import (
    console,
    content,
    envelope_check,
    file_option,
    json_option,
    open_campaign,
    print_json,
    split_list,
    styled,
    terminal_width,
    to_terminal,
)
from trackers.campaign.deduction import (
    card_values,
    certainties,
    expected_after_next_draw,
    member_counts,
    parse_evidence,
    remaining,
    unknown_card,
)
from trackers.cli_errors import friendly_errors

if TYPE_CHECKING:
    from content.campaigns.agents_of_shield import CampaignContent, Combination, EvidenceCard

app = typer.Typer(
    help="Mole deducer: the combinations still possible, grouped by Board Member. Works from "
         "the campaign file, or from --evidence for players with paper envelopes.",
    invoke_without_command=True,
    no_args_is_help=False,
)


@app.callback()
@friendly_errors
def mole(
    ctx: typer.Context,
    evidence: str = typer.Option(
        None, "--evidence", "-e",
        help='Gained evidence titles, comma separated, e.g. "Wiretap,Money" (instead of '
             "reading a campaign file)."),
    file: Path = file_option(),
    as_json: bool = json_option(),
) -> None:
    """Show the remaining combinations, each member's count, and the most telling card."""
    if ctx.invoked_subcommand is not None:
        return
    data = content()
    if evidence is not None:
        gained = parse_evidence(data, split_list(evidence) or [])
    else:
        from trackers.campaign.gathering import gained_cards  # a file to read: not --evidence

        _, campaign = open_campaign(file)
        gained = tuple(gained_cards(data, campaign))
    combos = remaining(data, gained)
    counts = member_counts(data, combos)
    if as_json:
        print_json({
            "remaining": [{"means": c.means, "motive": c.motive, "opportunity": c.opportunity,
                           "member": data.member(c.member).title} for c in combos],
            "members": {data.member(k).title: v for k, v in counts.items()},
        })
        return
    color = styled() if to_terminal() else False
    typer.echo(mole_text(data, gained, combos, terminal_width() if to_terminal() else None,
                         color), nl=False, color=color)


def mole_text(data: CampaignContent, gained: tuple[EvidenceCard, ...],
              combos: list[Combination], width: int | None, styled: bool) -> str:
    """The deducer's answer as aligned text (``text_layout``): each member's remaining
    combinations, what is certain (bold), and the cards not gained yet, most telling first."""
    from trackers.campaign.text_layout import Box, Grid, emphasis, fitted, layout

    counts = member_counts(data, combos)
    lines = []
    for member in data.members:
        lines.append(f"{member.title}: {counts[member.id]} left")
        lines += [f"  {c.means} / {c.motive} / {c.opportunity}" for c in combos
                  if c.member == member.id]
    parts: list[Grid | Box] = [
        Box(f"{len(combos)} of {len(data.combinations)} combinations remain", "\n".join(lines))]
    # Cards certain to be in the A.I.M. envelope tell nothing more; the facts name them.
    values = [v for v in card_values(data, gained) if v.chance_in_shield > 0]
    if values and len(combos) > 1:
        parts.append(Grid(
            "Cards not gained yet (most telling first)",
            ("Card", "Category", "In S.H.I.E.L.D.", "If gained", "Expected"),
            tuple((v.card.title, v.card.category, f"{v.chance_in_shield:.0%}",
                   str(v.left_if_gained), f"{v.expected_remaining:.1f}") for v in values),
            right=frozenset({2, 3, 4})))
    text = layout("Evidence gained: " + (", ".join(c.title for c in gained) or "none"), parts,
                  width, styled)
    after = [emphasis(fact, styled) for fact in certainties(data, combos)]
    if values and len(combos) > 1:
        best = values[0]
        after.append(f"Most telling: {best.card.title} (learning where it is leaves "
                     f"{best.expected_remaining:.1f} combinations on average).")
        expected = expected_after_next_draw(data, gained)
        if expected is not None:
            after.append(f"After the next S.H.I.E.L.D. draw, expect {expected:.1f} combinations.")
    return text + "".join(f"\n{fitted(line, width)}" for line in after) + ("\n" if after else "")


@app.command("accuse")
@friendly_errors
def accuse_command(
    means: str = typer.Option(..., "--means", help="Guessed means card."),
    motive: str = typer.Option(..., "--motive", help="Guessed motive card."),
    opportunity: str = typer.Option(..., "--opportunity", help="Guessed opportunity card."),
    file: Path = file_option(),
    as_json: bool = json_option(),
) -> None:
    """The Accusation (scenario 5): open the A.I.M. envelope and print the secret penalty."""
    from trackers.campaign.gathering import accuse
    from trackers.campaign.store import save_campaign

    data = content()
    cards = []
    for option, text in (("--means", means), ("--motive", motive),
                         ("--opportunity", opportunity)):
        card = data.find_card(text)
        if card is None:
            raise unknown_card(data, option, text)
        cards.append(card)
    path, campaign = open_campaign(file)
    with envelope_check(path):
        outcome = accuse(data, campaign, cards[0], cards[1], cards[2])
    save_campaign(path, campaign)
    accused = data.member(outcome.guess.member)
    mole_member = data.member(outcome.mole.member)
    penalty = outcome.penalty
    if as_json:
        print_json({
            "accused": accused.title, "mole": mole_member.title,
            "aim": {"means": outcome.mole.means, "motive": outcome.mole.motive,
                    "opportunity": outcome.mole.opportunity},
            "wrong": list(penalty.wrong), "correct": not penalty.wrong,
            "secrets_on_each_member": penalty.on_each_member,
            "secrets_on_accused": penalty.on_accused,
        })
        return
    from rich.text import Text  # text output only: --json stays quick

    out = console()
    out.print(f"Accused: the {accused.title} ({outcome.guess.means} / {outcome.guess.motive} / "
              f"{outcome.guess.opportunity}).")
    out.print(f"A.I.M. envelope: {outcome.mole.means} / {outcome.mole.motive} / "
              f"{outcome.mole.opportunity} - the mole is the {mole_member.title}.")
    if not penalty.wrong:
        out.print(Text("All four guesses are right: the accusation is correct, no penalty.",
                       style="bold green"))
        return
    out.print(Text(f"Wrong: {', '.join(penalty.wrong)}.", style="bold red"))
    out.print(f"Place {penalty.on_each_member} secret counter(s) on each Board Member card.")
    if penalty.on_accused:
        out.print(f"Place {penalty.on_accused} more secret counters on the {accused.title} "
                  "(the wrongly accused).")
