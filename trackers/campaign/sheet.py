"""The campaign log laid out like the printed sheet (rulebook p. 24), for ``campaign show``.

Sections in the sheet's order: player information, remaining secret counters by
scenario, the scenario boxes, the evidence combination grid (crossed-out combinations
are struck through and marked ``x``), then notes. Also a JSON picture of the same log.

:func:`sheet_parts` decides what the sheet says; :func:`sheet_text` lays it out as
aligned text for a terminal or for a pipe (``trackers/campaign/text_layout.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from trackers.campaign.deduction import remaining
from trackers.campaign.gathering import SHIELD_SIZE, gained_cards
from trackers.campaign.text_layout import Box, Grid, layout

if TYPE_CHECKING:
    from content.campaigns.agents_of_shield import CampaignContent
    from trackers.campaign.state import Campaign



def sheet_parts(content: CampaignContent, campaign: Campaign) -> tuple[str, list[Grid | Box]]:
    """The headline and the sections of the sheet, in its order."""
    status = campaign.status(content)
    current = content.scenario(campaign.current_scenario(content))
    level = "expert" if campaign.expert else "standard"
    headline = f"{content.title} - campaign log ({level})   "
    headline += (f"next: scenario {current.number} - {current.title}"
                 if status == "in progress" else f"campaign {status}")
    parts: list[Grid | Box] = [_players(campaign), _secrets(content, campaign),
                               _scenario_boxes(content, campaign),
                               _evidence(content, campaign), _grid(content, campaign)]
    if campaign.accusation is not None:
        acc = campaign.accusation
        parts.append(Box(
            "The Accusation",
            f"Accused the {content.member(acc.accused).title} ({acc.means} / {acc.motive} / "
            f"{acc.opportunity}); the mole is the {content.member(acc.mole).title}. "
            f"Wrong guesses: {', '.join(acc.wrong) or 'none'}."))
    notes = list(campaign.notes)
    notes += [f"Scenario {r.scenario}: {'won' if r.won else 'lost'}" + (f" - {r.note}"
              if r.note else "") for r in campaign.results if not r.won or r.note]
    if campaign.replays:
        notes.append(f"Scenario 5 replayed {campaign.replays} time(s) (evidence re-prepared).")
    parts.append(Box("Notes", "\n".join(notes) or "-"))
    return headline, parts


def sheet_text(content: CampaignContent, campaign: Campaign, width: int | None = None,
               styled: bool = False) -> str:
    """The sheet as aligned text (:func:`trackers.campaign.text_layout.layout`): on a
    terminal as wide as it and styled, in a pipe or a file one unstyled line per row."""
    headline, parts = sheet_parts(content, campaign)
    return layout(headline, parts, width, styled)


def _players(campaign: Campaign) -> Grid:
    latest = [r.hit_points for r in campaign.results if r.won and r.hit_points]
    rows = []
    for index, name in enumerate(campaign.identities):
        if not campaign.expert:
            hp = "-"
        elif latest:
            hp = f"{latest[-1][index]} of {campaign.base_hit_points[index]}"
        else:
            hp = f"{campaign.base_hit_points[index]} (full)"
        rows.append((f"#{index + 1}", name, hp))
    return Grid("Player information", ("Player", "Identity", "Remaining hit points"),
                tuple(rows))


def _secrets(content: CampaignContent, campaign: Campaign) -> Grid:
    numbered = [s.number for s in content.scenarios if "secrets" in s.records]
    rows = []
    for member in content.members:
        cells = []
        for number in numbered:
            result = campaign.won(number)
            if result is None:
                cells.append("")
            else:
                flag = " flipped" if member.id in result.flipped else ""
                cells.append(f"{result.secrets[member.id]}{flag}")
        rows.append((member.title, *cells))
    return Grid("Remaining secret counters by scenario",
                ("Board Member", *(f"#{number}" for number in numbered)), tuple(rows),
                right=frozenset(range(1, len(numbered) + 1)))


def _scenario_boxes(content: CampaignContent, campaign: Campaign) -> Grid:
    rows = []
    for spec in content.log_fields:
        number = content.scenario_recording(spec.key)
        result = campaign.won(number)
        value: Any = result.fields.get(spec.key) if result is not None else None
        if spec.kind == "adaptoids":
            marked = value or []
            shown = "   ".join(f"[{'x' if a.title in marked else ' '}] {a.title}"
                               for a in content.adaptoids)
            text = shown if result is not None else ""
        elif isinstance(value, list):
            text = ", ".join(value) or "none"
        else:
            text = "" if value is None else str(value)
        rows.append((f"Scenario {number}", spec.label, text))
    return Grid("Scenario records", ("Scenario", "Field", "Value"), tuple(rows),
                show_header=False)


def _evidence(content: CampaignContent, campaign: Campaign) -> Box:
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
    return Box("Evidence gained", "\n".join(lines))


def _grid(content: CampaignContent, campaign: Campaign) -> Grid:
    standing = set(remaining(content, gained_cards(content, campaign)))
    columns = [[combo for combo in content.combinations if combo.member == member.id]
               for member in content.members]
    rows = tuple(zip(*columns, strict=True))
    return Grid("Evidence combinations (x = crossed out)",
                tuple(member.title for member in content.members),
                tuple(tuple(("  " if combo in standing else "x ")
                            + f"{combo.means} / {combo.motive} / {combo.opportunity}"
                            for combo in row) for row in rows),
                struck=frozenset((y, x) for y, row in enumerate(rows)
                                 for x, combo in enumerate(row) if combo not in standing),
                apart=True)


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
