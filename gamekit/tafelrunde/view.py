"""What each player of Die Tafelrunde may see (``view``), and its inverse
(``sample_state``): a full state drawn among those that give one player's view; and
what a step showed (``shown_to``)."""
from __future__ import annotations

import random
from collections import Counter

from ..core.protocol import CHANCE, Game
from . import effects, veto
from .actions import Choose
from .components import BY_NAME, CARDS, COLOURS, COPIES, DECK_SIZE, HEROES, Table
from .rules import TITLE, current_player
from .state import AfterDraws, Phase, Play, TafelrundeState

DECISION_PHASES: dict[str, Phase] = {
    "turn": Phase.TURN, "targets": Phase.TARGET, "wrestling order": Phase.ORDER,
    "dice": Phase.REROLL, "veto": Phase.VETO, "veto-veto": Phase.VETO_VETO,
    "move a hero": Phase.MOVE_HERO, "magical choice": Phase.TAKE,
}
"""A decision's phase from its name in a view ("dice" is the reroll decision)."""


def view(s: TafelrundeState, player: int) -> dict:
    """What ``player`` sees: the table, everyone's money and card counts, the open
    piles and the card being played, his own hand, and in a veto window who is asked and
    what (``window``: the prompt tells the player asked what he may do with his cards)."""
    table = s.table
    play = s.play
    own = sorted(s.hands[player])
    zork = s.richest()
    return {
        "game": s.game.name,
        "player": player,
        "players": s.n,
        "day": s.day,
        "round": s.round,
        "herold": s.herold,
        "phase": s.phase.label,
        "current_player": current_player(s),
        "castles": [None if c is None else COLOURS[c] for c in s.castle],
        "line": list(table.line),
        "table": [HEROES[h].short for h in table.line],
        "goblet_side": "clockwise" if table.clockwise else "anticlockwise",
        "owner": list(s.owner),
        "silver": list(s.silver),
        "zork_joins": zork,
        "hand": [CARDS[c].label for c in own],
        "hand_ids": own,
        "hand_sizes": [len(h) for h in s.hands],
        "in_front": [None if c is None else CARDS[c].name for c in s.in_front],
        "draw_pile": s.pile_size,
        "discard_pile": {CARDS[c].name: k for c, k in enumerate(s.discard) if k},
        "discard_size": s.discard_size,
        "play": None if play is None else {
            "player": play.player,
            "card": play.card,
            "name": CARDS[play.card].name,
            "choices": [{**c.data(), "text": str(c)} for c in play.choices],
            "rolls": [list(r) for r in play.rolls],
            "throw": play.first,
            "roller": play.roller,
            "vetoed_by": play.vetoer,
        },
        "window": None if s.phase not in (Phase.VETO, Phase.VETO_VETO) else {
            "kind": s.phase.label, "asked": current_player(s), "prompt": veto.prompt(s, player)},
        "winner": s.winner,
    }


def shown_to(before: TafelrundeState, after: TafelrundeState) -> frozenset[int]:
    """The seats a step showed a card of another's hand: a card that leaves a hand by
    its player's step is laid open (played, discarded face up in front of him, or given
    up for a veto), to everyone but him; one a Dubious Deal takes at random (a chance
    step) goes to its taker alone."""
    if current_player(before) == CHANCE:
        return frozenset()
    return frozenset(v for p, (was, now) in enumerate(zip(before.hands, after.hands))
                     if Counter(was) - Counter(now) for v in range(before.n) if v != p)


def sample_state(game: Game, view: dict, rng: random.Random) -> TafelrundeState:
    """A full state consistent with ``view`` (a player's view at one of his own
    decisions): the table, the money, the open piles and the card being played are
    read from the view; the cards the player cannot see (the other hands, by their
    sizes, and the draw pile: everything not in his hand, on the discard pile, in front
    of a player or being played) are dealt at random. Only the view is read; nothing
    is inferred from how the others played (a veto they did not make, a card a Dubious
    Deal moved) [D]. In a veto window every player after him is still to answer, as
    the rules ask them all."""
    n = game.num_players
    if view.get("game") != game.name or view.get("players") != n:
        raise ValueError(f"{TITLE}: this view is not one of {game!r}")
    me = view["player"]
    phase = DECISION_PHASES.get(view["phase"])
    if view["current_player"] != me or phase is None:
        raise ValueError(f"{TITLE}: sample_state needs a view taken at the player's own "
                         "decision")
    table = Table(view["line"], view["goblet_side"] == "clockwise")
    in_front = [None if c is None else BY_NAME[c] for c in view["in_front"]]
    discard = [0] * len(CARDS)
    for name, k in view["discard_pile"].items():
        discard[BY_NAME[name]] = k
    unseen = list(COPIES)
    for c in list(view["hand_ids"]) + [c for c in in_front if c is not None]:
        unseen[c] -= 1
    for c, k in enumerate(discard):
        unseen[c] -= k
    seen = view["play"]
    play = None if seen is None else played(seen, phase, table)
    if play is not None:
        unseen[play.card] -= 1
    if min(unseen) < 0:
        raise ValueError(f"{TITLE}: the view shows more copies of a card than the deck has")
    pool = [c for c, k in enumerate(unseen) for _ in range(k)]
    rng.shuffle(pool)
    sizes = view["hand_sizes"]
    hands = []
    for p in range(n):
        if p == me:
            hands.append(list(view["hand_ids"]))
        else:
            hands.append(pool[:sizes[p]])
            del pool[:sizes[p]]
    if len(pool) != view["draw_pile"]:
        raise ValueError(f"{TITLE}: the view's card counts do not add up to the "
                         f"{DECK_SIZE} cards of the deck")
    pile = [0] * len(CARDS)
    for c in pool:
        pile[c] += 1
    herold = view["herold"]
    if play is not None and phase in (Phase.VETO, Phase.VETO_VETO):
        order = veto.veto_order(n, play) if phase is Phase.VETO else veto.veto_veto_order(n, play)
        play.asked = order[order.index(me):]
    return TafelrundeState(
        game=game, table=table, owner=list(view["owner"]),
        castle=[None if c is None else COLOURS.index(c) for c in view["castles"]],
        silver=list(view["silver"]), hands=hands, pile=pile, discard=discard,
        in_front=in_front, day=view["day"], round=view["round"],
        turn=((me if play is None else play.player) - herold) % n, herold=herold,
        phase=phase, play=play, to_draw=[], after_draws=AfterDraws.DAY_BEGINS, winner=None)


def played(seen: dict, phase: Phase, table: Table) -> Play:
    """The card in play as the view shows it, with what follows from it: its price
    once declared, the wrestlers still to roll."""
    player, card = seen["player"], seen["card"]
    play = Play(player=player, card=card,
                choices=[Choose.of(player, card, i, c) for i, c in enumerate(seen["choices"])],
                rolls=[(r[0], r[1]) for r in seen["rolls"]], first=seen["throw"],
                roller=seen["roller"], vetoer=seen["vetoed_by"])
    if len(play.choices) == effects.STEPS[play.key]:
        play.paid = effects.price(play.player, play.card, play.choices)
    if play.key == effects.WRESTLING and phase in (Phase.ORDER, Phase.REROLL):
        rolled = {h for h, _ in play.rolls}
        play.wrestlers = [h for h in table.line[:4] if h not in rolled and h != play.roller]
    return play

