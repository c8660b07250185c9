"""What each player of Tavern Trouble may see (``view``), and its inverse
(``sample_state``): a full state drawn among those that give one player's view; and
what a step showed (``shown_to``)."""
from __future__ import annotations

import random

from ..core.protocol import Game
from .abilities import usable
from .components import COPIES, KINDS, ONE, PLURAL, clash_count
from .reveal import BARBARIAN_COUNT
from .rules import TITLE, current_player
from .state import Phase, TavernTroubleState

KIND_OF = {name: k for k, name in enumerate(PLURAL) if name}


def view(s: TavernTroubleState, player: int) -> dict:
    """What ``player`` sees: his own cards, everyone's life and card counts, the
    cards he has seen in the others' hands this deal (pairs shown, a hand he gave
    away with the fairies), the cards of each hand already shown for an ability
    (spent), who takes part in the deal, and the damage his goblins drew when he is
    to choose its target."""
    own = s.hands[player]
    return {
        "game": s.game.name,
        "player": player,
        "players": s.n,
        "deal": s.deals,
        "dealer": s.dealer,
        "phase": s.phase.label,
        "current_player": current_player(s),
        "life": list(s.life),
        "in_game": [life > 0 for life in s.life],
        "hand": list(own),
        "hand_names": [ONE[c] for c in own],
        "clash_count": BARBARIAN_COUNT if s.barbarian[player] else clash_count(own),
        "cards_in_hand": [len(h) for h in s.hands],
        "barbarians": list(s.barbarian),
        "shown": [[PLURAL[k] for k in kinds] for kinds in s.shown],
        "spent": [sorted(cards) for cards in s.spent],
        "discarded": list(s.discarded),
        "deck": s.deck_size,
        "usable": [PLURAL[k] for k in usable(s, player)] if s.life[player] > 0 else [],
        "winner": s.winner,
        "order": list(s.order),
        "seen": [list(own) if h == player else list(s.seen[player][h]) for h in range(s.n)],
        "goblin_damage": s.goblin_damage if s.phase is Phase.GOBLIN_TARGET else None,
    }


def shown_to(before: TavernTroubleState, after: TavernTroubleState) -> frozenset[int]:
    """The seats a step showed cards of another's hand they had not seen: a pair shown
    for its ability, to everyone else (Clash: "show them"); at the Reveal that ends a
    deal, or the game, every hand to everyone ("the cards of all players are exposed")."""
    if after.deals != before.deals or after.phase is Phase.OVER:
        return frozenset(range(before.n))
    return frozenset(v for v, (was, now) in enumerate(zip(before.seen, after.seen)) if was != now)


def sample_state(game: Game, view: dict, rng: random.Random) -> TavernTroubleState:
    """A full state consistent with ``view`` (a player's view at his own draw,
    ability or goblin-target decision): the cards he has not seen are dealt at
    random, each hand getting as many as it holds, the rest making the deck.
    Only the view is read. Nothing is inferred from how the others played;
    what other players have seen is not rebuilt (only this player's knowledge)."""
    n = game.num_players
    if view.get("game") != game.name or view.get("players") != n:
        raise ValueError(f"{TITLE}: this view is not one of {game!r}")
    me = view["player"]
    if view["current_player"] != me or view["phase"] not in ("draw", "abilities"):
        raise ValueError(f"{TITLE}: sample_state needs a view taken at the player's own "
                         "decision (draw, abilities or goblin target)")
    known = [list(cards) for cards in view["seen"]]
    unseen = list(COPIES)
    for card in [c for cards in known for c in cards] + view["discarded"]:
        unseen[card] -= 1
    if min(unseen) < 0:
        raise ValueError(f"{TITLE}: the view shows more copies of a card than the deck has")
    pool = [k for k in KINDS for _ in range(unseen[k])]
    rng.shuffle(pool)
    hands = []
    for h in range(n):
        missing = view["cards_in_hand"][h] - len(known[h])
        hands.append(known[h] + pool[:missing])
        del pool[:missing]
    deck = [0] * len(COPIES)
    for card in pool:
        deck[card] += 1
    seen: list[list[tuple[int, ...]]] = [[()] * n for _ in range(n)]
    seen[me] = [() if h == me else tuple(view["seen"][h]) for h in range(n)]
    if view["goblin_damage"] is not None:
        phase = Phase.GOBLIN_TARGET
    else:
        phase = Phase.DRAW if view["phase"] == "draw" else Phase.ABILITIES
    order = tuple(view["order"])
    return TavernTroubleState(
        game=game, life=list(view["life"]), dealer=view["dealer"], deals=view["deal"],
        order=order, pos=order.index(me), phase=phase, deck=deck, hands=hands,
        shown=[[KIND_OF[name] for name in names] for names in view["shown"]],
        spent=[list(cards) for cards in view["spent"]],
        barbarian=list(view["barbarians"]), discarded=list(view["discarded"]), seen=seen,
        goblin_damage=view["goblin_damage"])
