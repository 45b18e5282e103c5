"""The campaign log laid out like the printed sheet (rulebook p. 24), for ``campaign show``.

Sections in the sheet's order: player information, remaining secret counters by
scenario, the scenario boxes, the evidence combination grid (crossed-out combinations
are struck through and marked ``x``), then notes. Also a JSON picture of the same log.

:func:`sheet_parts` decides what the sheet says, once; two layouts print it. On a
terminal, :func:`render_sheet` draws rich tables and panels; sent to a pipe or a
file, :func:`sheet_text` writes plain aligned columns (one line per row, never
wrapped, no box drawing), which a script can grep and which needs no rich at all:
the organizer runs ``campaign show`` many times at an event (quick start-up, issue 14).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from trackers.campaign.deduction import remaining
from trackers.campaign.gathering import SHIELD_SIZE, gained_cards

if TYPE_CHECKING:
    from content.campaigns.agents_of_shield import CampaignContent
    from trackers.campaign.state import Campaign



class Grid(NamedTuple):
    """A table of the sheet."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    show_header: bool = True
    right: frozenset[int] = frozenset()  # right-aligned columns
    struck: frozenset[tuple[int, int]] = frozenset()  # (row, column): crossed out


class Box(NamedTuple):
    """A framed box of the sheet (evidence gained, the accusation, notes)."""

    title: str
    text: str


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


BOLD = ("\x1b[1m", "\x1b[22m")
STRUCK = ("\x1b[2;9m", "\x1b[22;29m")
"""ANSI select-graphic-rendition pairs (on, off): bold titles, dim struck-out combinations."""


def sheet_text(content: CampaignContent, campaign: Campaign, width: int | None = None,
               styled: bool = False) -> str:
    """The sheet as aligned text: a title line per section, then its rows in columns,
    indented; crossed-out combinations keep their ``x`` mark.

    Sent to a pipe or a file (``width`` None, not ``styled``) every row is one line, never
    wrapped, for a script to grep. On a terminal ``width`` is its width, and a table wider
    than it is laid out a column at a time (each column's title, then its cells), so an
    80-column terminal never wraps a row; ``styled`` adds bold titles and dims and strikes
    crossed-out combinations. No rich: the organizer runs ``campaign show`` many times at
    an event, and importing rich's console alone costs half the start-up budget (issue 14).
    """
    headline, parts = sheet_parts(content, campaign)
    bold = BOLD if styled else ("", "")
    struck = STRUCK if styled else ("", "")
    lines = [_styled(line, bold) for line in _wrapped(headline, width, 0)]
    for part in parts:
        lines += ["", _styled(part.title, bold)]
        if isinstance(part, Box):
            lines += [f"  {piece}".rstrip() for line in part.text.splitlines()
                      for piece in _wrapped(line, width, 2)]
            continue
        rows = [part.columns, *part.rows] if part.show_header else list(part.rows)
        widths = [max(len(row[index]) for row in rows) for index in range(len(part.columns))]
        if width is not None and 2 * len(widths) + sum(widths) > width:
            lines += _stacked(part, struck) if part.show_header else _labelled(part, width)
            continue
        for y, row in enumerate(rows):
            y -= 1 if part.show_header else 0
            cells = [_padded(_styled(cell, struck if (y, x) in part.struck else ("", "")),
                             size - len(cell), x in part.right)
                     for x, (cell, size) in enumerate(zip(row, widths, strict=True))]
            lines.append(("  " + "  ".join(cells)).rstrip())
    return "\n".join(lines) + "\n"


def _stacked(part: Grid, struck: tuple[str, str]) -> list[str]:
    """A table too wide for the terminal, a column at a time: its title, then its cells."""
    lines: list[str] = []
    for x, column in enumerate(part.columns):
        lines.append(f"  {column}")
        lines += [f"    {_styled(row[x], struck if (y, x) in part.struck else ('', ''))}"
                  for y, row in enumerate(part.rows) if row[x].strip()]
    return lines


def _labelled(part: Grid, width: int) -> list[str]:
    """A headerless table too wide for the terminal, a row at a time: its leading cells,
    then its last cell below them, indented and wrapped."""
    lines: list[str] = []
    for row in part.rows:
        lines.append(("  " + "  ".join(row[:-1])).rstrip())
        lines += [f"    {piece}" for piece in _wrapped(row[-1], width, 4) if piece]
    return lines


def _wrapped(text: str, width: int | None, indent: int) -> list[str]:
    """``text`` in lines that fit ``width`` after ``indent``, broken between its items
    (three spaces apart, like the Adaptoid boxes) or else between words."""
    room = None if width is None else width - indent
    if room is None or len(text) <= room:
        return [text]
    gap = "   " if "   " in text else " "
    lines = [""]
    for item in text.split(gap):
        if lines[-1] and len(lines[-1]) + len(gap) + len(item) > room:
            lines.append(item)
        else:
            lines[-1] = f"{lines[-1]}{gap}{item}" if lines[-1] else item
    return lines


def _padded(text: str, spaces: int, right: bool) -> str:
    """Padding outside the style, so a struck-out cell's line stops at its text."""
    return " " * spaces + text if right else text + " " * spaces


def _styled(text: str, style: tuple[str, str]) -> str:
    return f"{style[0]}{text}{style[1]}" if style[0] and text.strip() else text


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
                                 for x, combo in enumerate(row) if combo not in standing))


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
