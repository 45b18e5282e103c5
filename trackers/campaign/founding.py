"""Starting a campaign: identities, expert level, and the two sealed envelopes.

Rulebook, Scenario #1 Campaign Instructions (setup): each player records their identity
(fixed for the whole campaign) and the evidence is prepared. In an expert campaign each
identity's base hit points are kept too, because recorded hit points are capped at the
base value (rulebook: Expert Campaign, Persistent Damage).

An identity must be one the content file knows (a typo such as "Nick Furry" would
otherwise stay in the log for the whole campaign): the closest known name is suggested,
and any other hero is taken only when the organizer says so (``allow_unknown``; an
expert campaign then needs its printed hit points too).

The shuffle (``GameRng``), the random bytes and the name matching (``difflib``) are
imported when a campaign is started: other commands import this module for the
envelope names only (quick start-up, issue 14).
"""

from __future__ import annotations

from collections.abc import Sequence

from content.campaigns.agents_of_shield import CampaignContent
from engine.core import HelicarrierError
from trackers.campaign.evidence import (
    TokenSource,
    new_key,
    new_seed,
    prepare_evidence,
    random_bytes,
    seal,
)
from trackers.campaign.state import Campaign, Envelopes

AIM = "A.I.M."
SHIELD = "S.H.I.E.L.D."


class CampaignInputError(HelicarrierError):
    """An option value that cannot start or update a campaign."""


def sealed_envelopes(content: CampaignContent, seed: int | None,
                     token: TokenSource = random_bytes) -> Envelopes:
    """Prepare the evidence with ``GameRng(seed)`` (fresh seed if None) and seal both envelopes."""
    from engine.core import GameRng

    rng = GameRng(seed if seed is not None else new_seed(token))
    prepared = prepare_evidence(content, rng)
    key = new_key(token)
    return Envelopes(key=key, aim=seal(key, AIM, prepared.aim, token),
                     shield=seal(key, SHIELD, prepared.shield, token))


def known_identity(content: CampaignContent, name: str, allow_unknown: bool) -> str:
    """``name`` spelled as the content file spells it, or kept as typed if allowed."""
    known = {identity.name.casefold(): identity.name for identity in content.identities}
    wanted = " ".join(name.split())
    if wanted.casefold() in known:
        return known[wanted.casefold()]
    if allow_unknown:
        return wanted
    import difflib

    close = difflib.get_close_matches(wanted.casefold(), list(known), n=1, cutoff=0.6)
    hint = (f'did you mean "{known[close[0]]}"?' if close
            else f"known: {', '.join(identity.name for identity in content.identities)}")
    raise CampaignInputError(f'--identities: unknown identity "{wanted}"; {hint} '
                             "(pass --allow-unknown to keep a hero not listed here)")


def new_campaign(content: CampaignContent, identities: Sequence[str], expert: bool,
                 hit_points: Sequence[int] | None, seed: int | None,
                 token: TokenSource = random_bytes, *,
                 allow_unknown: bool = False) -> Campaign:
    """A fresh campaign at scenario 1 with the evidence prepared."""
    names = [known_identity(content, name, allow_unknown)
             for name in identities if name.strip()]
    if not 1 <= len(names) <= content.max_players:
        raise CampaignInputError(f"--identities: name 1 to {content.max_players} identities, "
                                 f"separated by commas (got {len(names)})")
    folded = [name.casefold() for name in names]
    for name in names:
        if folded.count(name.casefold()) > 1:
            raise CampaignInputError(f'--identities: "{name}" is listed twice')
    base: list[int] = []
    if hit_points is not None:
        if not expert:
            raise CampaignInputError("--hit-points: only an expert campaign records hit points")
        if len(hit_points) != len(names):
            raise CampaignInputError(f"--hit-points: give one value per identity "
                                     f"({len(names)}), got {len(hit_points)}")
        if any(value < 1 for value in hit_points):
            raise CampaignInputError("--hit-points: base hit points must be at least 1")
        base = list(hit_points)
    elif expert:
        for name in names:
            known = content.identity_hit_points(name)
            if known is None:
                raise CampaignInputError(
                    f'--hit-points: base hit points of "{name}" are not known here; give '
                    'each identity\'s printed hit points, e.g. --hit-points "10,9"')
            base.append(known)
    return Campaign(campaign=content.id, expert=expert, identities=names,
                    base_hit_points=base, envelopes=sealed_envelopes(content, seed, token))
