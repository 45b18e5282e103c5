"""Black Widow (Agents of S.H.I.E.L.D. rulebook p. 9): the hooks its data names.

- Setup (The Widow's Web 1A): each player, in order, searches the encounter deck for a
  minion and puts it into play engaged with them; then the encounter deck is shuffled.
- Acceleration X (The Widow's Web 1B): X is Black Widow's stage number.
- Her forced interrupt (card data on each villain stage: "when a character you control
  attacks her", a window on the attack): remove 1 threat from the main scheme ignoring
  crisis icons; if that removed any, discard the top encounter card and resolve its
  Preparation abilities before the attack (p. 9 "Preparation abilities"; RRG CRISIS ICON:
  an encounter card's ability is not a thwart). A card without a printed Preparation
  ability resolves the ones cards in play grant (Night Vision Goggles, Automated Defenses:
  card data ``grant = "preparation"``). The attack is noted ``"preparation"`` when one
  resolved, which Black Widow's Gauntlet's response reads (card data ``unless``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.champions import modifiers
from engine.champions.base import Ask
from engine.champions.encounter_steps import ByHand, EnteredEngaged
from engine.champions.player_steps import ScenarioSetup
from engine.champions.scenarios import EffectContext, script
from engine.champions.state import pzone

if TYPE_CHECKING:
    from engine.champions.base import GameBase
    from engine.champions.game import ChampionsGame

SCRIPT = script("black-widow")
PREPARATION = "preparation"  # the trigger, and the note an attack carries once one resolved


@SCRIPT.setup_step("each_player_engages_a_minion")
def each_player_engages_a_minion(game: ChampionsGame, step: ScenarioSetup,
                                 answer: str | None) -> Ask | None:
    """The Widow's Web 1A: each player searches the encounter deck for a minion (one option
    per different minion) and puts it into play engaged with them; then shuffle."""
    seat = step.seat
    if seat >= len(game.state.players):
        game.state.rng.shuffle(game.state.zone("enc:deck"))
        return None
    names: dict[str, int] = {}
    for cid in game.ids("enc:deck"):
        if game.d(cid).type == "minion":
            names.setdefault(game.d(cid).code, cid)
    options = [(f"m:{cid}", game.d(cid).title) for cid in names.values()]
    if not options:
        return None
    if answer is None:
        return Ask(seat, "Setup: search the encounter deck for a minion to engage you.", options)
    game.require(answer in dict(options), "choose one of the minions in the encounter deck")
    cid = int(answer[2:])
    game.state.move(cid, pzone(seat, "engaged"))
    game.log(f"Player {seat + 1} starts engaged with {game.name(cid)}.")
    game.push(EnteredEngaged(cid, seat), ScenarioSetup(step.hook, seat + 1))
    return None


@SCRIPT.amount("villain_stage_number")
def villain_stage_number(game: GameBase) -> int:
    """The Widow's Web 1B: "X is Black Widow's stage number" (I, II or III)."""
    return game.villain_stage_number()


@SCRIPT.card_effect("black_widow_prepares", "remove 1 threat from the main scheme, ignoring "
                    "crisis icons; if you do, discard the top card of the encounter deck and "
                    "resolve its Preparation abilities")
def black_widow_prepares(game: ChampionsGame, ctx: EffectContext) -> None:
    attack = _attack(game, ctx.occ)
    if attack is None:
        return
    if not game.remove_threat(game.main_scheme(), 1, ignore_crisis=True):
        return
    top = game.top_encounter()
    if top < 0:
        return
    game.state.move(top, "enc:discard")
    game.log(f"{game.name(ctx.source)}'s interrupt discards {game.name(top)} from the "
             "encounter deck.")
    printed = [a for a in game.d(top).abilities if a.trigger == PREPARATION]
    effects: list[tuple[dict[str, Any], int]] = [(e, -1) for a in printed for e in a.effects]
    if not printed:
        effects += [(e, giver) for giver, ability in modifiers.granted(game, PREPARATION)
                    for e in ability.effects]
    if effects:
        attack["notes"].append(PREPARATION)
    for effect, giver in reversed(effects):
        game.push({"k": "effect", "seat": attack["seat"], "source": top, "e": dict(effect),
                   "aid": attack["aid"], "attacker": attack["by"],
                   **({"granted_by": giver} if giver >= 0 else {})})
    if game.d(top).automation != "full" and printed:
        game.push(ByHand(attack["seat"], top))


def _attack(game: ChampionsGame, occ: int) -> dict[str, Any] | None:
    """The queued attack whose "would" occurrence ``occ`` is (its Preparation effects
    change it: a new target, prevented damage, something after it)."""
    for step in game.state.queue:
        if isinstance(step, dict) and step.get("k") == "attack" and occ in step.get("would", ()):
            return step
    return None
