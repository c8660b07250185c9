"""What each player of Tikal may see (``view``), and its inverse (``sample_state``): a
full state drawn among those that give one player's view.

Everything on the table is open in Tikal (rule book, Příprava na hru and Vyzvednutí
pokladu): the board, the pieces, the camps and guards, the temples, the scores, the
treasures each player holds, the tile in hand, the revealed tiles and the auction.
Two things are hidden: the order of the tiles in each stack and the motifs of the
face-down treasure tokens. Which tiles are still in a stack is public (the tiles of
that letter not on the board, not in hand and not revealed), and so is how many tokens
of each motif are still face down (three of each motif, less those in the players'
hands). The rules draw a tile or a motif only when it is drawn (a chance node over
what is left), so a state holds no more than these counts: the state rebuilt from a
view fits it exactly; ``rng`` shuffles the order in which each stack keeps its tiles,
which changes no odds.
"""
from __future__ import annotations

import random

from ..core.protocol import Game
from . import auction, paths
from .components import COPIES, LEVEL_COUNTS, MOTIFS, seat
from .hexes import HEXES, NAMED, NAMES, hex_at, name, xy
from .layout import Layout
from .rules import TITLE, current_player
from .state import Aside, Phase, TikalState, Turn
from .tiles import ALL_TILES, BY_ID, LETTERS, TEMPLE, TILES

ASIDE = {a.value: a for a in Aside}
DECISIONS = (Phase.PLACE, Phase.ACTIONS, Phase.AUCTION, Phase.CHOOSE)
"""The phases in which a player decides (and a view can be sampled from)."""
LETTERED = tuple(tuple(t.index for t in TILES if t.letter == letter) for letter in LETTERS)
"""LETTERED[i]: the tiles with the ``i``-th letter on their backs."""


def view(s: TikalState, player: int) -> dict:
    """Everything is open in Tikal except the order of the tiles in the stacks and the
    motifs of the face-down treasure tokens."""
    n, layout = s.n, s.board.layout
    workers = list(zip(*s.workers))                 # workers[h]: each player's on h
    leaders: dict[int, list[int]] = {}
    for p, at in enumerate(s.leader):
        if isinstance(at, int):
            leaders.setdefault(at, []).append(p)
    board = []
    for h, t in enumerate(layout.tiles):
        if t is None:
            continue
        tile = ALL_TILES[t]
        guard = s.guard[h]
        board.append({
            "hex": list(xy(h)), "name": NAMES[h], "tile": tile.id, "type": tile.type,
            "stones": list(layout.stones[h]), "turns": layout.turns[h],
            "value": s.temple[h], "treasures": s.tokens[h],
            "camp": s.camp[h], "guard": guard,
            "guard_piece": None if guard is None else ("leader" if s.guard_is_leader[h] else "worker"),
            "workers": list(workers[h]),
            "leaders": list(leaders.get(h, ()))})
    return {
        "game": s.game.name, "version": s.game.options["version"],
        "player": player, "players": n, "colours": [seat(p) for p in range(n)],
        "phase": s.phase.value, "current_player": current_player(s),
        "turn": s.player, "turn_kind": s.kind.value, "ap": s.ap,
        "tile_in_hand": None if s.tile is None else TILES[s.tile].id,
        "board": board,
        "stacks": {letter: len(stack) for letter, stack in zip(LETTERS, s.stacks)},
        "revealed": [TILES[t].id for t in s.revealed],
        "scores": list(s.score),
        "supply": list(s.supply), "out": list(s.out),
        "leader": [None if isinstance(at, Aside) else name(at) for at in s.leader],
        "leader_status": [at.value if isinstance(at, Aside) else "board" for at in s.leader],
        "camps": [[name(h) for h in c] for c in s.camp_hexes],
        "guards": list(s.guards),
        "treasures": [{MOTIFS[m]: k for m, k in enumerate(hand) if k} for hand in s.hands],
        "temple_levels": {v: k for v, k in enumerate(s.levels) if v >= 2},
        "treasures_face_down": sum(s.hidden),
        "levels_uncovered_this_turn": {name(h): k for h, k in s.uncovered.items()},
        "treasures_taken_this_turn": {name(h): k for h, k in s.taken.items()},
        "scoring_queue": list(s.queue),
        "volcano_drawer": s.drawer,
        "last_placer": s.last_placer,
        "auction": auction.view(s),
    }


def sample_state(game: Game, view: dict, rng: random.Random) -> TikalState:
    """A state that gives back ``view`` and the same legal actions; ``view`` is
    ``state.view(player)`` taken at that player's own decision. Only the view is read."""
    n = game.num_players
    if view.get("game") != game.name or view.get("players") != n or \
            view.get("version") != game.options["version"]:
        raise ValueError(f"{TITLE}: this view is not one of {game!r}")
    me = view["player"]
    phase = Phase(view["phase"])
    if view["current_player"] != me or phase not in DECISIONS:
        raise ValueError(f"{TITLE}: sample_state needs a view taken at the player's own "
                         "decision (placing a tile, spending AP, bidding or choosing a tile)")
    # the board
    laid: list[tuple[int, int, int, tuple[int, ...]]] = []
    temple, tokens = [0] * HEXES, [0] * HEXES
    camp: list[int | None] = [None] * HEXES
    guard: list[int | None] = [None] * HEXES
    guard_is_leader = [False] * HEXES
    workers_at: list[list[int] | tuple[int, ...]] = [(0,) * n] * HEXES     # each player's, by hex
    for entry in view["board"]:
        h = hex_at(*entry["hex"])
        on_hex = BY_ID[entry["tile"]]
        laid.append((h, on_hex.index, entry["turns"], tuple(entry["stones"])))
        temple[h] = entry["value"] if on_hex.type == TEMPLE else 0
        tokens[h] = entry["treasures"]
        camp[h] = entry["camp"]
        guard[h] = entry["guard"]
        guard_is_leader[h] = entry["guard_piece"] == "leader"
        workers_at[h] = entry["workers"]
        if len(workers_at[h]) != n:
            raise ValueError(f"{TITLE}: the view counts workers at {name(h)} for "
                             f"{len(workers_at[h])} players, not {n}")
    workers = [list(row) for row in zip(*workers_at)]
    # the treasures in hand and face down, the temple levels left
    index = {m: i for i, m in enumerate(MOTIFS)}
    hands = [[0] * len(MOTIFS) for _ in range(n)]
    for p, hand in enumerate(view["treasures"]):
        for motif, k in hand.items():
            hands[p][index[motif]] = k
    hidden = [COPIES - sum(held) for held in zip(*hands)]
    if min(hidden) < 0 or sum(hidden) != view["treasures_face_down"]:
        raise ValueError(f"{TITLE}: the view's treasures do not add up to {COPIES} of each motif")
    levels = {int(v): k for v, k in view["temple_levels"].items()}
    # the stacks: the tiles of each letter not in play, in an order drawn with rng
    tile = None if view["tile_in_hand"] is None else BY_ID[view["tile_in_hand"]].index
    revealed = [BY_ID[t].index for t in view["revealed"]]
    layout = Layout.of(laid)
    used = {t for t in layout.tiles if t is not None} | set(revealed) | {tile}
    stacks = []
    for letter, lettered in zip(LETTERS, LETTERED):
        stack = [t for t in lettered if t not in used]
        if len(stack) != view["stacks"][letter]:
            raise ValueError(f"{TITLE}: stack {letter} holds {view['stacks'][letter]} tiles, "
                             f"but {len(stack)} of that letter are not in play")
        rng.shuffle(stack)
        stacks.append(stack)
    bids = view["auction"] or {"played": [False] * n, "bidders": [], "order": [], "high_bid": 0,
                               "high_bidder": None, "first_pass": None}
    return TikalState(
        game=game,
        board=paths.board(layout), temple=temple, tokens=tokens,
        camp=camp, guard=guard, guard_is_leader=guard_is_leader, workers=workers,
        leader=[NAMED[at] if status == "board" else ASIDE[status]
                for at, status in zip(view["leader"], view["leader_status"])],
        supply=list(view["supply"]), out=list(view["out"]),
        camp_hexes=[[NAMED[c] for c in camps] for camps in view["camps"]],
        guards=list(view["guards"]), hands=hands, score=list(view["scores"]),
        levels=[levels.get(v, LEVEL_COUNTS[v] if v < 2 else 0) for v in range(len(LEVEL_COUNTS))],
        hidden=hidden, stacks=stacks, revealed=revealed,
        phase=phase, player=view["turn"], kind=Turn(view["turn_kind"]), ap=view["ap"],
        uncovered={NAMED[h]: k for h, k in view["levels_uncovered_this_turn"].items()},
        taken={NAMED[h]: k for h, k in view["treasures_taken_this_turn"].items()},
        tile=tile, queue=list(view["scoring_queue"]), drawer=view["volcano_drawer"],
        last_placer=view["last_placer"],
        played=list(bids["played"]), bidders=list(bids["bidders"]), order=list(bids["order"]),
        high=bids["high_bid"], high_bidder=bids["high_bidder"], first_pass=bids["first_pass"])
