"""Building Die Tafelrunde positions: the castles and the first cards are chance
outcomes the test chooses; then a test sets the table, the money and the hands."""
from __future__ import annotations

import gamekit
from gamekit.tafelrunde.actions import CardDrawn, DealCastles, NoVeto, PlayCard
from gamekit.tafelrunde.components import card_id
from gamekit.tafelrunde.state import Phase
from gamekit.tafelrunde.table import GREEN, LILAC, RED, YELLOW

# the heroes, by id (table.json)
LILAC_ROGUE, RED_AMAZON, GREEN_GNOME, YELLOW_AMAZON, YELLOW_ROGUE, GREEN_GOBLIN, RED_GNOME, \
    LILAC_GOBLIN, ZORK = range(9)
START = [LILAC_ROGUE, RED_AMAZON, GREEN_GNOME, YELLOW_AMAZON, YELLOW_ROGUE, GREEN_GOBLIN,
         RED_GNOME, LILAC_GOBLIN, ZORK]
"""The round table as the rule book seats it, places 1 to 9."""
P1, P2, P3, P4 = range(4)
QUIET = {0: ("alliance", "booze_up", "gambling"), 1: ("alliance", "booze_up", "gambling"),
         2: ("minor_intrigue",) * 3, 3: ("major_intrigue", "major_intrigue", "black_magic")}
"""First hands without a shield or a broken shield: nobody can veto."""


def new_game(players: int = 4, hands: dict[int, list[str]] | None = None,
             castles: tuple[int, ...] | None = None):
    """Day 1, Player 1 to act. Castles: Player 1 red, 2 green, 3 lilac, 4 yellow; each
    player is dealt ``hands[p]`` (card keys; three quiet cards by default)."""
    game = gamekit.load("tafelrunde", players=players)
    state = game.new_initial_state()
    state.apply(DealCastles(castles or (RED, GREEN, LILAC, YELLOW)[:players]))
    hands = hands or {}
    for p in range(players):
        for key in hands.get(p, QUIET[p]):
            state.apply(CardDrawn(p, card_id(key)))
    assert state.phase == Phase.TURN and state.current_player == P1
    return state


def give(state, player: int, *keys: str) -> None:
    """Set ``player``'s hand to the cards named."""
    state.hands[player] = [card_id(k) for k in keys]


def pick(state, **fields):
    """Apply the one legal action whose fields match ``fields`` (``card='favourite'``
    names a card by its key)."""
    if "card" in fields and isinstance(fields["card"], str):
        fields["card"] = card_id(fields["card"])
    kind = fields.pop("kind", None)
    matches = [a for a in state.legal_actions()
               if (kind is None or type(a) is kind)
               and all(getattr(a, k, object()) == v for k, v in fields.items())]
    assert len(matches) == 1, f"{fields} matches {[str(a) for a in matches]} among " \
                              f"{[str(a) for a in state.legal_actions()]}"
    state.apply(matches[0])
    return matches[0]


def play(state, key: str, *choices: dict):
    """The current player plays ``key`` and names each choice (a dict of fields)."""
    p = state.current_player
    state.apply(PlayCard(p, card_id(key)))
    for c in choices:
        pick(state, **c)
    return state


def texts(actions) -> list[str]:
    return [str(a) for a in actions]


def snapshot(state) -> tuple:
    """Everything observable of a state, to check that a refused action changed nothing."""
    return (state.to_json(), [str(state.view(p)) for p in range(state.n)], state.log,
            state.current_player, state.legal_actions() if state.current_player >= 0 else None)


def nobody_vetoes(state) -> list[int]:
    """Every player the veto window asks passes (each is asked, shield or no shield);
    who was asked, in order."""
    asked = []
    while state.phase == Phase.VETO:
        asked.append(state.current_player)
        state.apply(NoVeto(state.current_player))
    return asked
