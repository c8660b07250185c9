"""The Camelot coach: for a siege fight, the exact odds of beating the d8 with each
choice; at every other decision, the kit's knight's best actions played on to the
game's end from positions dealt from the player's view, the one the kit's expert would
play first (a few games do not overrule the rules of thumb), with the exact odds of the
next black card at the Progression of Evil and, elsewhere, where the knight's rules of
thumb rank each action. Everything comes from the player's view (``observation``), so a hint
gives nothing away.
"""
from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction

from ..bots.coach import Hint, interval
from ..core.bots import Observation
from .actions import ADD_ENGINE, LOSE_LIFE, Accuse, AddFight, Evil, FightSiegeEngine, RollD8
from .analysis import ENGINE, ON_A_QUEST, SPECIAL, next_black_card, next_black_effect, siege_win_chance
from .components import (
    BLACK_NAMES,
    DRAGON,
    EXCALIBUR,
    FIGHTS,
    GRAIL_QUEST,
    KAY,
    KNIGHT_NAMES,
    LIFE_MAX,
    SIEGE_DIE,
    SIEGE_ENGINES_LOSE,
    WHITE_NAMES,
)
from .expert import Planner
from .suspicion import odds_seen

COACH_STEPS = 4_000
"""Steps the expert's lines may play in all for a hint (about half a second of one core:
a hint answers within a second). Counted, not timed, so that a view gets the same hint
on any machine, however busy."""
HINTS = 3
"""The actions a hint plays on: the knight's choice and his next two."""
EFFECTS = {ON_A_QUEST: "go on their quests", SPECIAL: "are special cards",
           ENGINE: "become siege engines"}
ORDINALS = ("first", "second", "third")


def siege_odds(observation: Observation, action) -> tuple[Fraction, str] | None:
    """The exact chance that a siege fight is won if the knight takes ``action`` and
    then rolls (laying every Fight card left, for an attack), with Sir Kay's card after
    the roll when he may add one; and the words for it. None: not a siege choice."""
    view = observation.view
    hand = list(view["hand_counts"])
    total = sum(view["siege_fight"])
    if isinstance(action, FightSiegeEngine):
        total += sum(v * hand[v] for v in FIGHTS)
        hand = [0] * len(hand)
        how = f"attacking with all your Fight cards (total {total})"
    elif isinstance(action, AddFight):
        total += action.card
        hand[action.card] -= 1
        how = f"adding {WHITE_NAMES[action.card]} (total {total})"
    elif isinstance(action, RollD8):
        how = f"rolling now (total {total})"
    else:
        return None
    excalibur = view["relics"]["Excalibur"] == view["you"]
    me = observation.player
    kay = view["you"] == KNIGHT_NAMES[KAY] and view["powers"][me]
    after_roll = max((v for v in FIGHTS if hand[v]), default=0) if kay else 0
    chance = siege_win_chance(total + after_roll, excalibur)
    extras = (" +1 for Excalibur" if excalibur else "") + \
        (f" and Sir Kay's {WHITE_NAMES[after_roll]} after the roll" if after_roll else "")
    wins = chance * SIEGE_DIE
    return chance, f"{how}{extras}: beats the d8 {wins} times in {SIEGE_DIE} ({float(chance):.0%})"


def suspicion_words(observation: Observation, action) -> str:
    """For an accusation, the odds that its target holds the Traitor card by what the
    table saw (``suspicion.traitor_odds``); else nothing."""
    if not isinstance(action, Accuse):
        return ""
    view = observation.view
    odds = odds_seen(observation.game, view)
    seat = view["knights"].index(KNIGHT_NAMES[action.target])
    return ("; by what the table saw of him (white cards held beyond those he laid, siege "
            "engines added, life points given), the chance he is the Traitor: "
            f"{odds.get(seat, 0.0):.0%}")


def evil_words(observation: Observation, choice: int) -> str:
    """The Progression of Evil in plain words: what the next black card does, exactly,
    from what the player knows of the black pile (``analysis.next_black_card``: any
    sampled position gives the same odds), or the siege engines or life points after it."""
    view, me = observation.view, observation.player
    if choice == ADD_ENGINE:
        engines = view["siege_engines"] + 1
        if engines == SIEGE_ENGINES_LOSE:
            return f"add a siege engine: the {engines}th, and Camelot falls"
        return f"add a siege engine: {engines} of the {SIEGE_ENGINES_LOSE} that take Camelot"
    if choice == LOSE_LIFE:
        left = view["life"][me] - 1
        if not left:
            return "give a life point: your last, and with none left you die"
        return f"give a life point: {left} of {LIFE_MAX} left"
    state = observation.game.sample_state(view, random.Random(0))
    names = next_black_card(state, me)
    quests = view["quests"]
    ended = {EXCALIBUR: not quests["excalibur"]["open"], GRAIL_QUEST: not quests["grail"]["open"],
             DRAGON: not quests["lancelot"]["open"] and not quests["dragon"]["open"]}
    effects = next_black_effect(frozenset(q for q, over in ended.items() if over),
                                [names.get(name, 0) for name in BLACK_NAMES])
    odds = ", ".join(f"{float(p):.0%} {EFFECTS[effect]}" for effect, p in
                     sorted(effects.items(), key=lambda item: -item[1]))
    if len(names) == 1:
        return f"draw a black card: you saw it, {next(iter(names))} ({odds})"
    return f"draw a black card: by what you know of the pile, {odds}"


def rank_words(action, scores: dict) -> str:
    """Where the kit's rules of thumb rank ``action`` among the legal actions: against
    it when it costs and another does not (where every choice costs, as which card to
    lay on the Round Table, they only rank the costs)."""
    score = scores[action]
    if score < 0 <= max(scores.values()):
        return "the kit's rules of thumb advise against it"
    place = sorted(scores.values(), reverse=True).index(score)
    joint = "joint " if list(scores.values()).count(score) > 1 else ""
    return f"the kit's rules of thumb rank it {joint}{ORDINALS[place] if place < len(ORDINALS) else 'lower'}"


def reason(observation: Observation, action, scores: dict) -> str:
    """Why ``action`` could be played, in plain words (see the module docstring)."""
    if isinstance(action, Evil):
        return evil_words(observation, action.choice)
    return rank_words(action, scores) + suspicion_words(observation, action)


def coach(observation: Observation, rng: random.Random) -> list[Hint]:
    """The hints for one decision, best first (see the module docstring)."""
    odds = [(a, siege_odds(observation, a)) for a in observation.legal_actions]
    exact = [Hint(a, float(o[0]), o[1], exact=True) for a, o in odds if o is not None]
    if exact and len(exact) == len(odds):
        return sorted(exact, key=lambda h: -h.value)
    planner = Planner(lines=COACH_STEPS, steps=COACH_STEPS, width=HINTS)    # the steps decide
    scores = planner.own.scores(observation)
    rows = planner.values(observation, rng, scores)
    if rows[0][2] == 0:
        return [Hint(rows[0][0], float("nan"), "the only thing to do here")]
    side = "Evil" if observation.view["loyalty"] == "Traitor" else "the knights"
    by_action = {h.action: h for h in exact}
    hints = [by_action.get(a) or
             Hint(a, value, f"{reason(observation, a, scores)}; {side} won {round(value * lines)} of "
                            f"{lines} games played on to the end by the kit's knights from positions "
                            f"dealt from what you see ({interval(value, lines)})")
             for a, value, lines in rows]
    if not hints[0].exact and hints[0].value < max(h.value for h in hints if not h.exact):
        hints[0] = replace(hints[0], why=f"{hints[0].why}; first all the same: the kit's expert plays "
                                         "it, as these games do not show another clearly better")
    return hints + [h for h in exact if h.action not in {row[0] for row in rows}]
