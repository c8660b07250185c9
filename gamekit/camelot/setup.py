"""Setting up a Shadows over Camelot position by hand, for the questions a teacher or
an analyst asks ("Sir Kay fights the Black Knight with two pairs: which card ends it?"):
the first Progression of Evil of a game with the knights you choose, then hands,
places, quests and the Round Table set through these functions.

>>> from gamekit.camelot import setup
>>> state = setup.position(["Sir Kay", "Sir Gawain", "Sir Palamedes"])
>>> setup.hand(state, 0, "Fight 1", "Fight 4")
>>> setup.go(state, 0, "black_knight")
>>> setup.combat(state, "black_knight", white=["Fight 5", "Fight 5", "Fight 4"],
...              black=["Black Knight 1", "Black Knight 7"])
>>> state.view(0)["hand"]
['Fight 1', 'Fight 4']

Cards are named as the log names them ("Fight 4", "Despair"), knights too ("Sir Kay"),
quests by their key in a view's ``quests`` ("black_knight", "picts", "grail"). Each
function keeps the game whole: a card put in a hand or on a quest comes out of its
pile, a hand's old cards go back to it, and nothing is set that would end a quest or
the game (do that with a move). :func:`position` deals through the game's own chance
steps, so its history reaches it; the state keeps each call of the others
(``state.set_up``), and its save replays them where they were made.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import gamekit

from ..core.protocol import CHANCE, seat, whole
from ..core.set_up import recorded
from . import quests
from .actions import CoatOfArms, LoyaltyDeal
from .components import (
    BLACK_NAMES,
    BLACK_SLOTS,
    BLACK_SWORDS_LOSE,
    CAMELOT,
    DESOLATION,
    DESPAIR,
    DRAGON,
    FIGHTS,
    GRAIL,
    GRAIL_QUEST,
    GRAIL_SLOTS,
    KNIGHT_NAMES,
    LIFE_MAX,
    PATTERN,
    PICTS,
    PICTS_CARD,
    QUEST_IDS,
    SAXONS_CARD,
    SIEGE_ENGINES_LOSE,
    SWORDS_END,
    WARRIORS_LOSE,
    WARS,
    WHITE_NAMES,
    fits_pattern,
    quest_name,
)
from .evil import everyone
from .knights import who
from .rules import TITLE
from .state import CamelotState, Place, Task


def _named(names: Sequence[str], name: object, what: str) -> int:
    """The index of ``name`` among ``names``, or a ValueError listing them."""
    if not isinstance(name, str) or name not in names:
        raise ValueError(f"{TITLE}: {name!r} is not {what}; they are {', '.join(names)}")
    return names.index(name)


def _white(names: Sequence[str]) -> list[int]:
    return [_named(WHITE_NAMES, n, "a white card") for n in _cards(names)]


def _black(names: Sequence[str]) -> list[int]:
    return [_named(BLACK_NAMES, n, "a black card") for n in _cards(names)]


def _cards(names: object) -> Sequence[str]:
    if isinstance(names, str) or not isinstance(names, (list, tuple)):
        raise ValueError(f"{TITLE}: cards are given as a list of names, not {names!r}")
    return names


def _take(pile: list[int], cards: list[int], names: Sequence[str], which: str) -> list[int]:
    """``pile`` less ``cards`` (a new list), or a ValueError naming the card missing."""
    left = list(pile)
    for c in cards:
        if not left[c]:
            raise ValueError(f"{TITLE}: no {names[c]} card is left in the {which} pile")
        left[c] -= 1
    return left


def position(knights: Sequence[str], traitor_knight: str | None = None, seed: int = 0,
             **options: object) -> CamelotState:
    """The first Progression of Evil of a game: seat ``i`` is ``knights[i]``, the
    Traitor card with the knight named ``traitor_knight`` (None: in the box; only with the
    option ``traitor=True``, the default). The white cards are dealt with ``seed``, and
    each knight lays the first card of his hand on the Round Table (rule book, La partie
    commence), dealt back at random."""
    if isinstance(knights, str) or len(set(knights)) != len(knights):
        raise ValueError(f"{TITLE}: knights is a list of different knights, not {knights!r}")
    coats = [_named(KNIGHT_NAMES, k, "a knight") for k in knights]
    game = gamekit.load("camelot", players=len(knights), **options)
    state = game.new_initial_state()
    assert isinstance(state, CamelotState)
    if traitor_knight is not None and (not game.options["traitor"] or traitor_knight not in knights):
        raise ValueError(f"{TITLE}: the Traitor card goes to a knight of the game "
                         f"({', '.join(knights)}) with the option traitor=True, not {traitor_knight!r}")
    for s, knight in enumerate(coats):
        state.apply(CoatOfArms(s, knight))
    if game.options["traitor"]:
        state.apply(LoyaltyDeal(None if traitor_knight is None else knights.index(traitor_knight)))
    rng = random.Random(seed)
    while state.agenda[-1][0] in (Task.WHITE, Task.POOL, Task.POOL_DEAL):
        state.apply(state.sample_chance(rng) if state.current_player == CHANCE
                    else state.legal_actions()[0])
    return state


def _quest(state: CamelotState, key: object, among: Sequence[int]) -> int:
    """The quest whose key is ``key``, one of ``among`` and still open."""
    if not isinstance(key, str) or key not in QUEST_IDS or QUEST_IDS.index(key) not in among:
        raise ValueError(f"{TITLE}: the quest is one of {', '.join(QUEST_IDS[q] for q in among)}, "
                         f"not {key!r}")
    quest = QUEST_IDS.index(key)
    if quest == DRAGON and state.ld_stage == 0:
        raise ValueError(f"{TITLE}: the Dragon awakes once Lancelot's quest is over (Book of Quests)")
    if quest != CAMELOT and quest not in quests.open_quests(state):
        raise ValueError(f"{TITLE}: {quest_name(quest)} is over")
    return quest


def _knight(state: CamelotState, player: object) -> int:
    """``player`` as the seat of a knight still on the board."""
    p = seat(state.game, player)
    place = state.where[p]
    if isinstance(place, Place):
        raise ValueError(f"{TITLE}: {who(state, p)} is {place.value}")
    return p


@recorded
def hand(state: CamelotState, player: int, *cards: str) -> None:
    """The knight at seat ``player`` holds the white cards named ("Fight 4") and no
    other: his cards go back to the white pile, these come out of it."""
    p, new = _knight(state, player), _white(cards)
    pile = [a + b for a, b in zip(state.white_pile, state.hands[p])]
    state.white_pile = _take(pile, new, WHITE_NAMES, "white")
    state.hands[p] = [new.count(c) for c in range(len(WHITE_NAMES))]


@recorded
def go(state: CamelotState, player: int, quest: str) -> None:
    """The knight at seat ``player`` stands on ``quest`` ("camelot" or an open quest;
    a solo quest holds one knight, Book of Quests)."""
    p = _knight(state, player)
    q = _quest(state, quest, range(len(QUEST_IDS)))
    if q in quests.SOLO and any(w == q for s, w in enumerate(state.where) if s != p):
        raise ValueError(f"{TITLE}: {quest_name(q)} is a solo quest, and a knight is on it")
    state.where[p] = q


@recorded
def combat(state: CamelotState, quest: str, white: Sequence[str] = (),
           black: Sequence[str] = (), face_down_by: int | None = None) -> None:
    """Fight cards and black cards on an empty combat quest ("black_knight",
    "lancelot", "dragon"): the white ones must still fit its pattern (two pairs, a full
    house, three threes of a kind), the black ones are its own, face up, or laid face
    down by the knight at seat ``face_down_by``, who alone has read them; neither side
    full."""
    q = _quest(state, quest, quests.COMBAT)
    values, blacks = _white(white), _black(black)
    mine, theirs, seen_by = quests.combat(state, q)
    if mine or theirs:
        raise ValueError(f"{TITLE}: cards already lie on {quest_name(q)}")
    if any(v not in FIGHTS for v in values) or \
            not fits_pattern([values.count(v) for v in FIGHTS], PATTERN[q]) or \
            len(values) >= sum(PATTERN[q]):
        raise ValueError(f"{TITLE}: {quest_name(q)} takes Fight cards that fit {PATTERN[q]}, "
                         f"fewer than {sum(PATTERN[q])}, not {list(white)!r}")
    if any(quests.combat_quest_of(state, c) != q for c in blacks) or len(blacks) >= BLACK_SLOTS[q]:
        raise ValueError(f"{TITLE}: {quest_name(q)} takes its own black cards, fewer than "
                         f"{BLACK_SLOTS[q]}, not {list(black)!r}")
    seen = everyone(state) if face_down_by is None else 1 << _knight(state, face_down_by)
    state.white_pile = _take(state.white_pile, values, WHITE_NAMES, "white")
    state.black_pile = _take(state.black_pile, blacks, BLACK_NAMES, "black")
    mine.extend(values)
    theirs.extend(blacks)
    seen_by.extend([seen] * len(blacks))


@recorded
def war(state: CamelotState, quest: str, cards: int = 0, warriors: int = 0) -> None:
    """An untouched war ("picts", "saxons") with its first ``cards`` Fight cards laid
    (1, 2, 3 ... in order) and ``warriors`` warriors, each a card of its own played to
    the black discard: fewer of each than end the war."""
    q = _quest(state, quest, WARS)
    if state.war_cards[q] or state.warriors[q]:
        raise ValueError(f"{TITLE}: {quest_name(q)} has cards or warriors already")
    length = quests.war_length(state, q)
    cards = whole(cards, 0, f"{TITLE}: cards is a number of Fight cards, 0 to {length - 1}")
    warriors = whole(warriors, 0, f"{TITLE}: warriors is a number, 0 to {WARRIORS_LOSE - 1}")
    if cards >= length or warriors >= WARRIORS_LOSE:
        raise ValueError(f"{TITLE}: {quest_name(q)} ends with {length} Fight cards or "
                         f"{WARRIORS_LOSE} warriors; set fewer, then play the last")
    own = PICTS_CARD if q == PICTS else SAXONS_CARD
    fights = [quests.war_card(i) for i in range(cards)]
    state.white_pile = _take(state.white_pile, fights, WHITE_NAMES, "white")
    state.black_pile = _take(state.black_pile, [own] * warriors, BLACK_NAMES, "black")
    state.black_discard[own] += warriors
    state.war_cards[q], state.warriors[q] = cards, warriors


@recorded
def grail(state: CamelotState, cards: int = 0, black: Sequence[str] = ()) -> None:
    """An untouched Grail track with ``cards`` Grail cards and the black cards named
    (Despair, Desolation) from its far end; fewer than fill it."""
    _quest(state, "grail", (GRAIL_QUEST,))
    if state.grail_white or state.grail_black:
        raise ValueError(f"{TITLE}: cards already lie on the Grail track")
    cards = whole(cards, 0, f"{TITLE}: cards is a number of Grail cards, 0 or more")
    darks = _black(black)
    if any(c not in (DESPAIR, DESOLATION) for c in darks) or \
            cards + len(darks) >= GRAIL_SLOTS:
        raise ValueError(f"{TITLE}: the Grail track has {GRAIL_SLOTS} slots for Grail cards, "
                         f"Despair and Desolation; set fewer, not {cards} and {list(black)!r}")
    state.white_pile = _take(state.white_pile, [GRAIL] * cards, WHITE_NAMES, "white")
    state.black_pile = _take(state.black_pile, darks, BLACK_NAMES, "black")
    state.grail_white, state.grail_black = cards, darks


@recorded
def swords(state: CamelotState, white: int, black: int) -> None:
    """The Round Table holds ``white`` and ``black`` swords: fewer than 12 in all and
    fewer than 7 black, which end the game (rule book, Fin de partie)."""
    white = whole(white, 0, f"{TITLE}: white is a number of swords, 0 or more")
    black = whole(black, 0, f"{TITLE}: black is a number of swords, 0 or more")
    if white + black >= SWORDS_END or black >= BLACK_SWORDS_LOSE:
        raise ValueError(f"{TITLE}: {SWORDS_END} swords or {BLACK_SWORDS_LOSE} black ones end "
                         f"the game; set fewer, then play the last")
    state.white_swords, state.black_swords = white, black


@recorded
def engines(state: CamelotState, count: int) -> None:
    """``count`` siege engines around Camelot: fewer than 12, which end the game."""
    count = whole(count, 0, f"{TITLE}: siege engines are 0 to {SIEGE_ENGINES_LOSE - 1}")
    if count >= SIEGE_ENGINES_LOSE:
        raise ValueError(f"{TITLE}: {SIEGE_ENGINES_LOSE} siege engines end the game; set fewer")
    state.engines = count


@recorded
def life(state: CamelotState, player: int, points: int) -> None:
    """The knight at seat ``player`` has ``points`` life points (1 to 6)."""
    p = _knight(state, player)
    points = whole(points, 1, f"{TITLE}: life points are 1 to {LIFE_MAX}")
    if points > LIFE_MAX:
        raise ValueError(f"{TITLE}: life points are 1 to {LIFE_MAX}, not {points}")
    state.life[p] = points


STEPS: dict[str, Callable[..., Any]] = {
    "hand": hand, "go": go, "combat": combat, "war": war, "grail": grail, "swords": swords,
    "engines": engines, "life": life}
"""The set-up steps by name, which a save of a position set up so replays."""
