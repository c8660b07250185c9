"""Exact odds and Monte Carlo studies for Shadows over Camelot.

Exact (Fractions): :func:`traitor_chance` (is there a traitor at the table?),
:func:`siege_win_chance` (a Fight total against the d8), :func:`next_black_card` and
:func:`next_black_kind` (the next black card, from a state, as a player knows it).

Monte Carlo (:func:`knights_study`, built on ``gamekit.simulate``): how often the
knights win between the heuristic bots, with or without a traitor, and which threat
ends the games; every figure is a Proportion with its 95% Wilson interval and n.
"""
from __future__ import annotations

from collections import Counter
from fractions import Fraction

import icepool

from ..bots.registry import make
from ..core import load, simulate
from ..core.simulate import Simulation
from ..prob import Difference, Distribution, Proportion
from .bots import Knight, Traitor, mcts_bot
from .components import (
    BLACK_COUNTS,
    BLACK_KINDS,
    BLACK_KNIGHT,
    BLACK_KNIGHT_CARDS,
    BLACK_NAMES,
    BLACK_SPECIAL,
    BLACK_VALUE,
    DARK_FOREST,
    DESOLATION,
    DESPAIR,
    DRAGON,
    DRAGON_VALUE,
    EXCALIBUR,
    EXCALIBUR_CARD,
    GRAIL_QUEST,
    LANCELOT_CARDS,
    LOYALTY_CARDS,
    MERCENARIES,
    MORGAN_3,
    PICTS_CARD,
    QUEST_IDS,
    SAXONS_CARD,
    SIEGE_DIE,
)
from .ending import DEATHS, ENGINES, SWORD_COUNT, SWORDS_LOST
from .view import drawer, face_down, unknown_black_cards


# -- exact -----------------------------------------------------------------------------------
def traitor_chance(players: int, traitor_among_us: bool = False) -> Fraction:
    """The chance that the Traitor card is dealt to one of ``players`` knights: 8
    Loyalty cards, one of them the Traitor, one dealt to each (rule book), so
    players / 8; with 'The Traitor Among Us', players / (players + 1)."""
    cards = players + 1 if traitor_among_us else LOYALTY_CARDS
    return Fraction(players, cards)


def siege_win_chance(total: int, excalibur: bool = False) -> Fraction:
    """The chance that Fight cards totalling ``total`` (+1 with Excalibur) beat the
    siege engine's d8: the total must be greater than the roll (BQ)."""
    strength = total + excalibur
    return Fraction(min(max(strength - 1, 0), SIEGE_DIE), SIEGE_DIE)


def siege_win_distribution(totals: range = range(1, 10)) -> dict[int, Fraction]:
    """``siege_win_chance`` for each total: {1: 0, 2: 1/8, ..., 9: 1}."""
    return {t: siege_win_chance(t) for t in totals}


COMBAT_KINDS = (BLACK_KNIGHT_CARDS, LANCELOT_CARDS)
"""The two kinds a black card laid face down shows (``view.FACE_DOWN``)."""


def pile_black_cards(state, player: int | None = None) -> list[Fraction]:
    """The copies of each black card kind to expect on the places of the pile that
    ``player`` does not know (``None``: the narrator, the pile's own counts).

    Of the cards whose place he does not know (:func:`unknown_black_cards`), those face
    down on a combat quest or under way as one are off the pile, of the kind the table
    sees ("a Black Knight card", "a Lancelot/Dragon card" [D]), and so are those another
    knight drew and has not shown, of any kind. Every deal of the unknown cards to these
    places that fits what he saw is equally likely (the pile was shuffled; nothing is
    inferred from how the others played), so each combat card loses the share of its
    copies that its kind's face-down cards take, and every card the drawn cards' share."""
    counts = unknown_black_cards(state, player)
    if player is None:
        return [Fraction(k) for k in counts]
    bit = 1 << player
    unseen = Counter(i for cards, seen in face_down(state)
                     for c, s in zip(cards, seen) if not s & bit
                     for i, kind in enumerate(COMBAT_KINDS) if c in kind)
    drawn = len(state.drawn) if drawer(state) != player else 0
    free = sum(counts) - sum(unseen.values())           # the pile's unknown places, and drawn
    share = [Fraction(k) for k in counts]
    for i, kind in enumerate(COMBAT_KINDS):
        total = sum(counts[c] for c in kind)
        for c in kind:
            share[c] *= Fraction(total - unseen[i], total) if total else 0
    return [k * (free - drawn) / free if free else Fraction(0) for k in share]


def next_black_card(state, player: int | None = None) -> Distribution:
    """The exact distribution of the next black card's name, as ``player`` knows it
    (``None``: the narrator). A known top card is certain; otherwise it is one of the
    pile's places he does not know, each kind weighted by the copies to expect there
    (:func:`pile_black_cards`); an empty pile is reshuffled from its discard (CM)."""
    def known(seen: int) -> bool:
        return player is None or bool(seen >> player & 1)

    if state.black_top:
        if known(state.black_top_seen[0]):
            return Distribution({BLACK_NAMES[state.black_top[0]]: 1})
    elif not state.black_left and state.black_bottom:
        if known(state.black_bottom_seen[0]):
            return Distribution({BLACK_NAMES[state.black_bottom[0]]: 1})
    counts = pile_black_cards(state, player) if state.black_size else \
        [Fraction(k) for k in state.black_discard]
    if not sum(counts):
        raise ValueError("the black pile and its discard are empty: no card can be drawn")
    return Distribution((BLACK_NAMES[c], counts[c]) for c in BLACK_KINDS if counts[c])


KINDS = {**{c: "Black Knight" for c in BLACK_KNIGHT_CARDS},
         **{c: "Lancelot/Dragon" for c in LANCELOT_CARDS},
         EXCALIBUR_CARD: "Excalibur", DESPAIR: "Despair", PICTS_CARD: "Picts",
         SAXONS_CARD: "Saxons", MERCENARIES: "Mercenaries"}
"""The kind of each standard black card; every special card is of kind 'special'."""
KIND_OF_NAME = {BLACK_NAMES[c]: KINDS.get(c, "special") for c in BLACK_KINDS}


def next_black_kind(state, player: int | None = None) -> Distribution:
    """``next_black_card`` grouped by kind (Black Knight, Lancelot/Dragon, Excalibur,
    Despair, Picts, Saxons, Mercenaries, special)."""
    return next_black_card(state, player).map(KIND_OF_NAME.__getitem__)


def full_deck_kinds() -> Distribution:
    """The kind of the first black card of the game: the manifest's 76 cards."""
    return Distribution((KINDS.get(c, "special"), BLACK_COUNTS[c]) for c in BLACK_KINDS)


def combat_black_cards(quest: int, face_up: tuple[int, ...] = ()) -> dict[int, int]:
    """The values of the black cards still unseen for combat quest ``quest`` (Black
    Knight, Lancelot or the Dragon), as value -> count from the manifest, less the
    values ``face_up`` already lying open (BQ's manifest)."""
    cards = BLACK_KNIGHT_CARDS if quest == BLACK_KNIGHT else LANCELOT_CARDS
    values = DRAGON_VALUE if quest == DRAGON else BLACK_VALUE
    left = Counter({values[c]: BLACK_COUNTS[c] for c in cards})
    for v in face_up:
        if left[v] <= 0:
            raise ValueError(f"no more black cards of value {v} for this quest in the manifest")
        left[v] -= 1
    return dict(left)


def combat_win_chance(quest: int, white_total: int, unknown: int,
                      face_up: tuple[int, ...] = (), excalibur: bool = False) -> Fraction:
    """The exact chance that a combat quest is won: the white cards total ``white_total``
    (+1 with Excalibur) against the black cards ``face_up`` and ``unknown`` more dealt
    unseen from the rest of the manifest; the white side must be greater (ties go to
    Evil, BQ). One line of icepool: a deal from a deck, summed."""
    known, left = sum(face_up), combat_black_cards(quest, face_up)
    if unknown == 0:
        return Fraction(int(white_total + excalibur > known))
    rest = icepool.Deck(left).deal(unknown).sum()
    return Fraction(rest.probability("<", white_total + excalibur - known))


ENGINE, ON_A_QUEST, SPECIAL = "becomes a siege engine", "goes on its quest", "special card"


def next_black_effect(over: frozenset[int] = frozenset(), cards=None) -> Distribution:
    """What the next black card does, exactly, from a pile holding ``cards`` (counts by
    kind; default the full manifest) when the one-shot quests in ``over`` (EXCALIBUR,
    GRAIL_QUEST, DRAGON for Lancelot and the Dragon both) have ended: a standard card of
    an ended quest, a Desolation or the Dark Forest once the Grail is over, becomes a
    siege engine (BQ); Morgan 3 adds two."""
    cards = BLACK_COUNTS if cards is None else cards

    def effect(c: int) -> str:
        if c == EXCALIBUR_CARD and EXCALIBUR in over:
            return ENGINE
        if c in (DESPAIR, DESOLATION, DARK_FOREST) and GRAIL_QUEST in over:
            return ENGINE
        if c in LANCELOT_CARDS and DRAGON in over:
            return ENGINE
        if c == MORGAN_3:
            return ENGINE
        return SPECIAL if BLACK_SPECIAL[c] else ON_A_QUEST

    return Distribution((effect(c), cards[c]) for c in BLACK_KINDS if cards[c])


# -- Monte Carlo ---------------------------------------------------------------------------------
END_REASONS = (SWORD_COUNT, SWORDS_LOST, ENGINES, DEATHS)


def record(final) -> dict:
    """What a study keeps of each game."""
    return {"knights_win": final.knights_win, "end": final.end_reason,
            "traitor_in_play": final.traitor is not None, "unmasked": final.revealed,
            "white_swords": final.white_swords, "black_swords": final.black_swords,
            "siege_engines": final.engines, "turns": final.turns,
            "dead": sum(not a for a in final.alive),
            "quests": [[q, won] for q, won in final.results]}


def knights_study(players: int = 5, traitor: bool = True, games: int = 200, seed: int = 0,
                  bots=None, workers: int | None = None, **options) -> Simulation:
    """Seeded games between heuristic bots (``Knight()`` at every seat: whoever gets
    the Traitor card betrays), recording each game's outcome (see :func:`record`).
    ``workers`` spreads the games over processes (the same records)."""
    game = load("camelot", players=players, traitor=traitor, **options)
    bots = bots or [Knight()] * players
    return simulate(game, bots, games=games, seed=seed, progress=False, record=record,
                    workers=workers)


def search_study(players: int = 5, traitor: bool = True, seats=None, iterations: int = 50,
                 games: int = 20, seed: int = 0, workers: int | None = None,
                 **options) -> dict[str, Proportion]:
    """The loyal knights' win rate with the search knight (:func:`bots.mcts_bot` with
    ``iterations``) at ``seats`` (default: every seat; he plays the heuristic Traitor
    when dealt the Traitor card) and ``Traitor()`` elsewhere, against the same seeds
    with ``Traitor()`` everywhere: ``{"search": ..., "heuristic": ...}``."""
    seats = range(players) if seats is None else seats
    bots = [mcts_bot(iterations) if s in seats else Traitor() for s in range(players)]
    runs = {"search": bots, "heuristic": [Traitor()] * players}
    return {name: knights_win_rate(knights_study(players, traitor, games, seed, bots=b,
                                                 workers=workers, **options))
            for name, b in runs.items()}


def team_study(players: int = 5, traitor: bool = True, kinds=("expert", "heuristic"),
               games: int = 20, seed: int = 0, workers: int | None = None,
               **options) -> dict[str, Simulation]:
    """Each bot kind of ``kinds`` (``gamekit.bots.make("camelot", kind)``) at every seat,
    on the same seeds (so the same deals): the simulations by kind, paired game by game."""
    return {kind: knights_study(players, traitor, games, seed, workers=workers,
                                bots=[make("camelot", kind)] * players, **options)
            for kind in kinds}


def paired_difference(first: Simulation, second: Simulation) -> Difference:
    """The difference of the knights' win rates of two studies on the same seeds, with
    its 95% interval from the pairs of games (MOVER, as every paired figure of the kit)."""
    return Difference.by_deal(knights_wins(first), knights_wins(second), 1)


def knights_wins(sim: Simulation) -> list[int]:
    """Game by game, 1 where the loyal knights won."""
    return [int(r.extra["knights_win"]) for r in sim.records]


def knights_win_rate(sim: Simulation, traitor_in_play: bool | None = None) -> Proportion:
    """The share of games the loyal knights won (optionally only the games where the
    Traitor card was, or was not, dealt)."""
    rows = [r.extra for r in sim.records
            if traitor_in_play is None or r.extra["traitor_in_play"] == traitor_in_play]
    return Proportion(sum(r["knights_win"] for r in rows), len(rows))


def unmasked_rate(sim: Simulation) -> Proportion:
    """Of the games where the Traitor card was dealt, the share in which the Traitor was
    unmasked (accused, or revealing himself) before the game ended."""
    rows = [r.extra for r in sim.records if r.extra["traitor_in_play"]]
    return Proportion(sum(bool(r["unmasked"]) for r in rows), len(rows))


def end_reasons(sim: Simulation) -> dict[str, Proportion]:
    """How the games ended: the sword count at 12, 7 black swords, 12 siege engines,
    or every loyal knight dead; each a Proportion of the games."""
    counts = Counter(r.extra["end"] for r in sim.records)
    return {reason: Proportion(counts[reason], sim.games) for reason in END_REASONS}


def quest_outcomes(sim: Simulation) -> dict[str, tuple[float, float]]:
    """Per quest: (mean wins, mean losses) per game."""
    wins: Counter[str] = Counter()
    losses: Counter[str] = Counter()
    for r in sim.records:
        for q, won in r.extra["quests"]:
            (wins if won else losses)[QUEST_IDS[q]] += 1
    names = [q for q in QUEST_IDS if q != "camelot"]
    return {q: (wins[q] / sim.games, losses[q] / sim.games) for q in names}


