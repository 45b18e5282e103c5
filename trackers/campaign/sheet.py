"""The campaign log laid out like the printed sheet (rulebook p. 24), for ``campaign show``.

Sections in the sheet's order: player information, remaining secret counters by
scenario, the scenario boxes, the evidence combination grid (crossed-out combinations
are struck through and marked ``x``), then notes. Also a JSON picture of the same log.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from content.campaigns.agents_of_shield import CampaignContent
from trackers.campaign.deduction import remaining
from trackers.campaign.gathering import SHIELD_SIZE, gained_cards
from trackers.campaign.state import Campaign


def render_sheet(console: Console, content: CampaignContent, campaign: Campaign) -> None:
    status = campaign.status(content)
    current = content.scenario(campaign.current_scenario(content))
    level = "expert" if campaign.expert else "standard"
    headline = f"{content.title} - campaign log ({level})   "
    headline += (f"next: scenario {current.number} - {current.title}"
                 if status == "in progress" else f"campaign {status}")
    console.print(Text(headline, style="bold"))
    console.print(_players(campaign))
    console.print(_secrets(content, campaign))
    console.print(_scenario_boxes(content, campaign))
    console.print(_evidence(content, campaign))
    console.print(_grid(content, campaign))
    if campaign.accusation is not None:
        acc = campaign.accusation
        console.print(Panel(
            f"Accused the {content.member(acc.accused).title} ({acc.means} / {acc.motive} / "
            f"{acc.opportunity}); the mole is the {content.member(acc.mole).title}. "
            f"Wrong guesses: {', '.join(acc.wrong) or 'none'}.", title="The Accusation"))
    notes = list(campaign.notes)
    notes += [f"Scenario {r.scenario}: {'won' if r.won else 'lost'}" + (f" - {r.note}"
              if r.note else "") for r in campaign.results if not r.won or r.note]
    if campaign.replays:
        notes.append(f"Scenario 5 replayed {campaign.replays} time(s) (evidence re-prepared).")
    console.print(Panel("\n".join(notes) or "-", title="Notes"))


def _players(campaign: Campaign) -> Table:
    table = Table(title="Player information", title_justify="left")
    table.add_column("Player")
    table.add_column("Identity")
    table.add_column("Remaining hit points")
    latest = [r.hit_points for r in campaign.results if r.won and r.hit_points]
    for index, name in enumerate(campaign.identities):
        if not campaign.expert:
            hp = "-"
        elif latest:
            hp = f"{latest[-1][index]} of {campaign.base_hit_points[index]}"
        else:
            hp = f"{campaign.base_hit_points[index]} (full)"
        table.add_row(f"#{index + 1}", name, hp)
    return table


def _secrets(content: CampaignContent, campaign: Campaign) -> Table:
    table = Table(title="Remaining secret counters by scenario", title_justify="left")
    table.add_column("Board Member")
    numbered = [s.number for s in content.scenarios if "secrets" in s.records]
    for number in numbered:
        table.add_column(f"#{number}", justify="right")
    for member in content.members:
        cells = []
        for number in numbered:
            result = campaign.won(number)
            if result is None:
                cells.append("")
            else:
                flag = " flipped" if member.id in result.flipped else ""
                cells.append(f"{result.secrets[member.id]}{flag}")
        table.add_row(member.title, *cells)
    return table


def _scenario_boxes(content: CampaignContent, campaign: Campaign) -> Table:
    table = Table(title="Scenario records", title_justify="left", show_header=False)
    table.add_column("Scenario")
    table.add_column("Field")
    table.add_column("Value")
    for spec in content.log_fields:
        number = content.scenario_recording(spec.key)
        result = campaign.won(number)
        value: Any = result.fields.get(spec.key) if result is not None else None
        if spec.kind == "adaptoids":
            marked = value or []
            shown = "   ".join(f"[{'x' if a.title in marked else ' '}] {a.title}"
                               for a in content.adaptoids)
            text = Text(shown if result is not None else "")
        elif isinstance(value, list):
            text = Text(", ".join(value) or "none")
        else:
            text = Text("" if value is None else str(value))
        table.add_row(f"Scenario {number}", spec.label, text)
    return table


def _evidence(content: CampaignContent, campaign: Campaign) -> Panel:
    lines = []
    for gained in campaign.gained:
        card = content.card(gained.title)
        lines.append(f"{card.title} ({card.category}) - earned in scenario {gained.scenario}")
    left = SHIELD_SIZE - campaign.envelopes.drawn
    lines.append(f"S.H.I.E.L.D. envelope: {left} card(s) left")
    lines.append("A.I.M. envelope: " + ("opened" if campaign.envelopes.aim_opened
                                        else "sealed (3 cards)"))
    if campaign.pending:
        lines.append(f"Earned, not gained yet: {len(campaign.pending)} (helicarrier envelope draw)")
    return Panel("\n".join(lines), title="Evidence gained")


def _grid(content: CampaignContent, campaign: Campaign) -> Table:
    standing = set(remaining(content, gained_cards(content, campaign)))
    table = Table(title="Evidence combinations (x = crossed out)", title_justify="left")
    cells: list[list[Text]] = []
    for member in content.members:
        table.add_column(member.title)
        column = []
        for combo in content.combinations:
            if combo.member != member.id:
                continue
            label = f"{combo.means} / {combo.motive} / {combo.opportunity}"
            if combo in standing:
                column.append(Text(f"  {label}"))
            else:
                column.append(Text(f"x {label}", style="strike dim"))
        cells.append(column)
    for row in zip(*cells, strict=True):
        table.add_row(*row)
    return table


def sheet_json(content: CampaignContent, campaign: Campaign) -> dict[str, Any]:
    """The log as JSON-able data (titles in full)."""
    standing = remaining(content, gained_cards(content, campaign))
    return {
        "campaign": content.title,
        "expert": campaign.expert,
        "status": campaign.status(content),
        "current_scenario": campaign.current_scenario(content),
        "identities": list(campaign.identities),
        "base_hit_points": list(campaign.base_hit_points),
        "results": [
            {
                "scenario": r.scenario,
                "won": r.won,
                "secrets": {content.member(k).title: v for k, v in r.secrets.items()},
                "flipped": [content.member(k).title for k in r.flipped],
                **r.fields,
                **({"hit_points": r.hit_points} if r.hit_points else {}),
                "evidence_earned": r.evidence_earned,
                **({"note": r.note} if r.note else {}),
            }
            for r in campaign.results
        ],
        "gained": [{"title": g.title, "category": content.card(g.title).category,
                    "scenario": g.scenario} for g in campaign.gained],
        "pending": len(campaign.pending),
        "shield_remaining": SHIELD_SIZE - campaign.envelopes.drawn,
        "aim_opened": campaign.envelopes.aim_opened,
        "remaining_combinations": len(standing),
        "replays": campaign.replays,
        "notes": list(campaign.notes),
    }
