"""A full Tikal state rebuilt from one player's view (``Tikal.sample_state``).

Everything on the table is open in Tikal (seed 001): the board, the pieces, the camps
and guards, the temples, the scores, the treasures each player holds, the tile in hand,
the revealed tiles and the auction. Two things are hidden: the order of the tiles in
each stack and the motifs of the face-down treasure tokens. Which tiles are still in a
stack is public (the tiles of that letter not on the board, not in hand and not
revealed), and so is how many tokens of each motif are still face down (three of each
motif, less those in the players' hands). The engine draws a tile or a motif only when
it is drawn (a chance node over what is left), so a state holds no more than these
counts: the rebuilt state fits the view exactly; ``rng`` shuffles the order in which
each stack keeps its tiles, which changes no odds.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .components import COPIES, LEVEL_COUNTS, MOTIFS
from .hexes import HEXES, hex_at, name
from .phases import GUARDING, OUT, PHASES, SUPPLY
from .tiles import BY_ID, LETTERS, TEMPLE, TILES, VOLCANO

if TYPE_CHECKING:
    from .rules import Tikal, TikalState

HEX_OF_NAME = {name(h): h for h in range(HEXES)}
DECISIONS = ("place", "actions", "auction", "choose")
STATUS = {"supply": SUPPLY, "out": OUT, "guard": GUARDING}


def state_from_view(game: Tikal, view: dict, rng: random.Random) -> TikalState:
    """A state that gives back ``view`` and the same legal actions; ``view`` is
    ``state.view(player)`` taken at that player's own decision. Only the view is read."""
    n = game.num_players
    title = game.title
    if view.get("game") != game.name or view.get("players") != n or \
            view.get("version") != game.options["version"]:
        raise ValueError(f"{title}: this view is not one of {game!r}")
    me = view["player"]
    if view["current_player"] != me or view["phase"] not in DECISIONS:
        raise ValueError(f"{title}: sample_state needs a view taken at the player's own "
                         "decision (placing a tile, spending AP, bidding or choosing a tile)")
    state = game.new_initial_state()
    state._events.clear()
    # the board
    for field in ("tile_at", "turns_at", "temple", "tokens", "camp", "guard", "workers"):
        setattr(state, field, [-1 if field in ("tile_at", "camp", "guard") else 0] *
                len(getattr(state, field)))
    state.stones = [(0,) * 6] * HEXES
    state.walkable = [False] * HEXES
    state.guard_is_leader = [False] * HEXES
    used: set[int] = set()
    for entry in view["board"]:
        h = hex_at(*entry["hex"])
        tile = BY_ID[entry["tile"]]
        used.add(tile.index)
        state.tile_at[h] = tile.index
        state.turns_at[h] = entry["turns"]
        state.stones[h] = tuple(entry["stones"])
        state.walkable[h] = tile.type != VOLCANO
        state.temple[h] = entry["value"] if tile.type == TEMPLE else 0
        state.tokens[h] = entry["treasures"]
        state.camp[h] = -1 if entry["camp"] is None else entry["camp"]
        state.guard[h] = -1 if entry["guard"] is None else entry["guard"]
        state.guard_is_leader[h] = entry["guard_piece"] == "leader"
        state.workers[h * n:(h + 1) * n] = list(entry["workers"])
    # the players
    for p in range(n):
        status = view["leader_status"][p]
        state.leader[p] = HEX_OF_NAME[view["leader"][p]] if status == "board" else STATUS[status]
    state.supply = list(view["supply"])
    state.out = list(view["out"])
    state.camp_hexes = [[HEX_OF_NAME[c] for c in camps] for camps in view["camps"]]
    state.guards = list(view["guards"])
    index = {m: i for i, m in enumerate(MOTIFS)}
    state.hands = [[0] * len(MOTIFS) for _ in range(n)]
    for p, hand in enumerate(view["treasures"]):
        for motif, k in hand.items():
            state.hands[p][index[motif]] = k
    state.score = list(view["scores"])
    # the supplies: the temple levels, the face-down motifs, the stacks
    levels = {int(v): k for v, k in view["temple_levels"].items()}
    state.levels = [levels.get(v, LEVEL_COUNTS[v] if v < 2 else 0) for v in range(len(LEVEL_COUNTS))]
    state.hidden = [COPIES - sum(hand[m] for hand in state.hands) for m in range(len(MOTIFS))]
    if min(state.hidden) < 0 or sum(state.hidden) != view["treasures_face_down"]:
        raise ValueError(f"{title}: the view's treasures do not add up to {COPIES} of each motif")
    state.tile = -1 if view["tile_in_hand"] is None else BY_ID[view["tile_in_hand"]].index
    state.revealed = [BY_ID[t].index for t in view["revealed"]]
    used.update(state.revealed)
    used.add(state.tile)
    state.stacks = []
    for letter in LETTERS:
        stack = [t.index for t in TILES if t.letter == letter and t.index not in used]
        if len(stack) != view["stacks"][letter]:
            raise ValueError(f"{title}: stack {letter} holds {view['stacks'][letter]} tiles, "
                             f"but {len(stack)} of that letter are not in play")
        rng.shuffle(stack)
        state.stacks.append(stack)
    # the turn
    state.player = view["turn"]
    state.kind = view["turn_kind"]
    state.ap = view["ap"]
    state.uncovered = {HEX_OF_NAME[h]: k for h, k in view["levels_uncovered_this_turn"].items()}
    state.taken = {HEX_OF_NAME[h]: k for h, k in view["treasures_taken_this_turn"].items()}
    state.queue = list(view["scoring_queue"])
    state.drawer = -1 if view["volcano_drawer"] is None else view["volcano_drawer"]
    state.last_placer = -1 if view["last_placer"] is None else view["last_placer"]
    state.phase = PHASES.index(view["phase"])
    # the expert version's auction (the round's first bidder and the number of tiles to
    # reveal are set afresh when the next round starts)
    bids = view["auction"]
    if bids is not None:
        state.played = list(bids["played"])
        state.bidders = list(bids["bidders"])
        state.order = list(bids["order"])
        state.high = bids["high_bid"]
        state.high_bidder = -1 if bids["high_bidder"] is None else bids["high_bidder"]
        state.first_pass = -1 if bids["first_pass"] is None else bids["first_pass"]
    state.paths_cache = {}
    state._legal = state._legal_set = None
    return state
