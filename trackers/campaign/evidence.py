"""Preparing the evidence, and keeping both envelopes unreadable in the campaign file.

Preparation follows the rulebook ("Preparing the Evidence", p. 5) step by step: the
nine evidence cards are split by card back into means, motive and opportunity; each
set of three is shuffled on its own and its top card goes into the A.I.M. envelope;
the six left are shuffled together into the S.H.I.E.L.D. envelope, which is then
drawn from the top. All shuffling goes through :class:`engine.core.GameRng`.

Sealing scheme (an honesty aid for players, NOT security against a determined reader:
the key sits in the same file, so anyone willing to run a few lines of Python can
read both envelopes, just as anyone can peek into a paper envelope):

- each campaign gets a random 32-byte key (``secrets``); each envelope a random nonce;
- an envelope's contents are its card codes joined by commas, XORed with a keystream of
  SHA-256(key | envelope label | nonce | block counter) blocks, stored as hex;
- a commitment SHA-256(salt | contents), with its own random salt, is stored beside it
  and checked whenever the envelope is opened, so a hand-edited envelope is detected.

The shuffle seed is never stored (it would let a reader recompute the envelopes), and
no evidence title or plain card code is written until the card is gained.

``PreparedEvidence`` and ``SealedEnvelope`` are named tuples (read-only, as frozen
dataclasses would be): organizer commands import this module at every start, and a named
tuple costs about a tenth as much to define (quick start-up, issue 14).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from content.campaigns.agents_of_shield import CATEGORIES, CampaignContent
from engine.core import HelicarrierError

if TYPE_CHECKING:  # the shuffle's RNG is only passed in: reading a campaign never loads it
    from engine.core import GameRng

TokenSource = Callable[[int], bytes]
"""Where random bytes come from (``secrets.token_bytes``; tests may pass their own)."""


class EnvelopeError(HelicarrierError):
    """An envelope in the campaign file does not open to what was sealed."""


class PreparedEvidence(NamedTuple):
    """The result of preparing the evidence: card codes, in envelope order."""

    aim: tuple[str, str, str]  # means, motive, opportunity
    shield: tuple[str, ...]  # six cards, top first


class SealedEnvelope(NamedTuple):
    """One envelope as stored: hex nonce, hex ciphertext, hex salt, hex commitment."""

    nonce: str
    data: str
    salt: str
    commitment: str


def prepare_evidence(content: CampaignContent, rng: GameRng) -> PreparedEvidence:
    """Rulebook, Preparing the Evidence: one of each set to A.I.M., the rest to S.H.I.E.L.D."""
    aim: list[str] = []
    rest: list[str] = []
    for category in CATEGORIES:
        cards = [card.code for card in content.cards_of(category)]
        rng.shuffle(cards)
        aim.append(cards[0])
        rest.extend(cards[1:])
    rng.shuffle(rest)
    return PreparedEvidence((aim[0], aim[1], aim[2]), tuple(rest))


def random_bytes(count: int) -> bytes:
    """``secrets.token_bytes``, imported when first needed: the mole deducer and the
    campaign log's reading commands never seal anything (quick start-up, issue 14)."""
    import secrets

    return secrets.token_bytes(count)


def new_seed(token: TokenSource = random_bytes) -> int:
    """A fresh shuffle seed when the players give none (never stored)."""
    return int.from_bytes(token(8), "big")


def new_key(token: TokenSource = random_bytes) -> str:
    """A fresh per-campaign sealing key, hex."""
    return token(32).hex()


def seal(key: str, label: str, codes: Sequence[str],
         token: TokenSource = random_bytes) -> SealedEnvelope:
    """Obscure an envelope's card codes (see the module docstring for the scheme)."""
    nonce = token(16).hex()
    salt = token(16).hex()
    plain = ",".join(codes).encode("ascii")
    data = bytes(a ^ b for a, b in zip(plain, _keystream(key, label, nonce, len(plain)),
                                       strict=True))
    return SealedEnvelope(nonce, data.hex(), salt, _commit(salt, plain))


def unseal(key: str, label: str, envelope: SealedEnvelope) -> tuple[str, ...]:
    """The card codes in an envelope; :class:`EnvelopeError` if it was tampered with."""
    try:
        data = bytes.fromhex(envelope.data)
        plain = bytes(a ^ b for a, b in zip(data, _keystream(key, label, envelope.nonce,
                                                             len(data)), strict=True))
        import hmac

        ok = hmac.compare_digest(_commit(envelope.salt, plain), envelope.commitment)
    except ValueError:
        ok = False
    if not ok:
        raise EnvelopeError(f"the {label} envelope does not match its commitment "
                            "(the campaign file was edited or damaged)")
    return tuple(plain.decode("ascii").split(",")) if plain else ()


def _keystream(key: str, label: str, nonce: str, length: int) -> bytes:
    import hashlib

    base = bytes.fromhex(key) + label.encode() + bytes.fromhex(nonce)
    blocks = bytearray()
    counter = 0
    while len(blocks) < length:
        blocks += hashlib.sha256(base + counter.to_bytes(4, "big")).digest()
        counter += 1
    return bytes(blocks[:length])


def _commit(salt: str, plain: bytes) -> str:
    import hashlib

    return hashlib.sha256(bytes.fromhex(salt) + plain).hexdigest()
