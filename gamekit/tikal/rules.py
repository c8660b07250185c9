"""Tikal (seed 001): explore the jungle tile by tile, uncover temples, take treasures.

A basic turn: draw the top tile (chance), place it, spend up to 10 action points.
A volcano starts a scoring round: its drawer takes a 10-AP scoring turn and scores,
then each other player clockwise does the same, then the drawer places the volcano
and plays a normal turn. After the last tile, a final scoring round ends the game.
The expert version (option ``version="expert"``) auctions each turn instead
(``auction.py``). Decisions where the seed is silent are marked [D] and listed in
``docs/decisions/tikal.md``.
"""
from __future__ import annotations

from fractions import Fraction

from ..core.errors import IllegalAction
from ..core.legacy import LegacyGame
from ..core.legacy import LegacyState as State
from ..core.protocol import CHANCE, TERMINAL, Game, Option
from ..core.registry import register
from . import auction
from .actions import (
    Bid,
    BuildCamp,
    ChooseTile,
    Deploy,
    DrawTile,
    EndTurn,
    Exchange,
    Move,
    Pass,
    PlaceGuard,
    PlaceTile,
    RevealTile,
    TakeTreasure,
    TreasureDraw,
    Uncover,
    guard_losses,
    piece,
    where,
)
from .checks import camp_problem, guard_problem, take_problem, uncover_problem, why_not
from .components import (
    ACTION_POINTS,
    BUILD_CAMP,
    CAMPS,
    COPIES,
    DEPLOY,
    EXCHANGE,
    EXPERT_START,
    GUARD,
    GUARDS,
    LEVEL_COUNTS,
    MOTIFS,
    TAKE,
    UNCOVER,
    WORKERS,
    motif_name,
    seat,
)
from .hexes import HEXES, NEIGHBOURS, name, xy
from .paths import camps_of, cheapest, path
from .phases import (
    ACTIONS,
    AUCTION,
    CHOOSE,
    DRAW,
    FINAL,
    GUARDING,
    NORMAL,
    OUT,
    OVER,
    PHASES,
    PLACE,
    REVEAL,
    SCORING,
    SUPPLY,
    TREASURE_DRAW,
)
from .scoring import temples_scored, treasure_points
from .tiles import ALL_TILES, LETTERS, ORIENTATIONS, PRINTED, PRINTED_HEX, TEMPLE, TILES, VOLCANO

TITLE = "Tikal"


def rule(text: str) -> IllegalAction:
    return IllegalAction(f"{TITLE}: {text}")


class TikalState(State):
    """One position of Tikal. Hexes are ints (``hexes.py``); pieces are counted per
    hex and player in ``workers[h * n + p]``; ``leader[p]`` is a hex or SUPPLY/OUT/GUARDING."""

    def __init__(self, game: Tikal) -> None:
        super().__init__(game)
        n = self.n = game.num_players
        self.expert = game.options["version"] == "expert"
        # the board
        self.tile_at = [-1] * HEXES
        self.turns_at = [0] * HEXES
        self.stones: list[tuple[int, ...]] = [(0,) * 6] * HEXES
        self.walkable = [False] * HEXES
        self.temple = [0] * HEXES          # a temple's top value
        self.tokens = [0] * HEXES          # treasure tokens face down on a tile
        self.camp = [-1] * HEXES           # the owner of a camp
        self.guard = [-1] * HEXES          # the owner of a guard
        self.guard_is_leader = [False] * HEXES
        for tile, h in zip(PRINTED, PRINTED_HEX):
            self._lay(tile.index, h, 0, tile.stones)
        # the players
        self.workers = [0] * (HEXES * n)
        self.leader = [SUPPLY] * n
        self.supply = [WORKERS] * n        # workers not yet deployed
        self.out = [0] * n                 # workers that left the game (under a guard)
        self.camp_hexes: list[list[int]] = [[] for _ in range(n)]
        self.guards = [0] * n
        self.hands = [[0] * len(MOTIFS) for _ in range(n)]
        self.score = [EXPERT_START if self.expert else 0] * n
        # the supplies
        self.levels = list(LEVEL_COUNTS)
        self.hidden = [COPIES] * len(MOTIFS)   # tokens not yet shown, on tiles or beside the board
        self.stacks = [[t.index for t in TILES if t.letter == letter] for letter in LETTERS]
        self.revealed: list[int] = []
        # the turn
        self.player = 0
        self.kind = NORMAL
        self.ap = 0
        self.uncovered: dict[int, int] = {}  # levels uncovered per temple this turn
        self.taken: dict[int, int] = {}      # treasures taken per tile this turn
        self.tile = -1                       # the tile in hand
        self.queue: list[int] = []           # players still to take a scoring turn
        self.drawer = -1                     # who drew the volcano of this scoring round
        self.last_placer = -1
        self.phase = DRAW
        # the expert version's auctions
        self.played = [False] * n
        self.bidders: list[int] = []         # in bidding order, still in the auction
        self.order: list[int] = []           # everybody in this auction, in bidding order
        self.high, self.high_bidder, self.first_pass = 0, -1, -1
        self.first_bidder, self.to_reveal = 0, 0
        self.paths_cache: dict = {}
        self._legal: list | None = None
        self._legal_set: set | None = None
        self.event("{} players: {}. {} starts.", n, ", ".join(seat(p) for p in range(n)), seat(0))
        if self.expert:
            auction.start_round(self, 0)
        else:
            self._begin_turn(0)

    def _copy_into(self, twin: TikalState) -> None:
        for field in ("tile_at", "turns_at", "stones", "walkable", "temple", "tokens", "camp",
                      "guard", "guard_is_leader", "workers", "leader", "supply", "out", "guards",
                      "score", "levels", "hidden", "revealed", "queue", "played", "bidders",
                      "order"):
            setattr(twin, field, getattr(self, field).copy())
        twin.camp_hexes = [c.copy() for c in self.camp_hexes]
        twin.hands = [h.copy() for h in self.hands]
        twin.stacks = [s.copy() for s in self.stacks]
        twin.uncovered = self.uncovered.copy()
        twin.taken = self.taken.copy()

    # -- small helpers ---------------------------------------------------------------
    def pieces(self, h: int, p: int) -> int:
        """How many of ``p``'s pieces (workers and leader) stand on ``h``."""
        return self.workers[h * self.n + p] + (self.leader[p] == h)

    @property
    def tiles_left(self) -> int:
        return sum(len(s) for s in self.stacks)

    def top_stack(self) -> list[int]:
        """The tiles left with the top letter (seed 001: A on top ... G at the bottom)."""
        return next(s for s in self.stacks if s)

    def _lay(self, tile: int, h: int, turns: int, stones: tuple[int, ...]) -> None:
        t = ALL_TILES[tile]
        self.tile_at[h] = tile
        self.turns_at[h] = turns
        self.stones[h] = stones
        self.walkable[h] = t.type != VOLCANO
        self.temple[h] = t.value if t.type == TEMPLE else 0
        self.tokens[h] = t.masks
        self.paths_cache = {}

    # -- the flow of the game ----------------------------------------------------------
    def _begin_turn(self, p: int) -> None:
        """Basic game, A turn: draw the top tile; after the last tile, the final round."""
        self.player = p
        if not self.tiles_left:
            self._final_round()
        else:
            self.phase = DRAW

    def _take_tile(self, p: int, tile: int) -> None:
        """The tile ``p`` drew (or won): a volcano starts a scoring round first."""
        self.player, self.tile = p, tile
        if TILES[tile].type == VOLCANO:
            self.drawer = p
            self.event("{} sets the volcano aside: a scoring round, {} first.", seat(p), seat(p))
            self.queue = [(p + i) % self.n for i in range(self.n)]
            self._next_scoring_turn(SCORING)
        else:
            self.phase = PLACE

    def _final_round(self) -> None:
        """Seed 001, End of the game: everybody takes one more 10-AP turn and scores.
        Basic game [D]: from the left of whoever placed the last tile, clockwise.
        Expert version: lowest score first (``auction.final_order``)."""
        last = self.last_placer
        if self.expert:
            self.queue = auction.final_order(self)
        else:
            self.queue = [(last + 1 + i) % self.n for i in range(self.n)]
        self.event("The last tile is placed: the final scoring round ({}).",
                   ", ".join(seat(p) for p in self.queue))
        self._next_scoring_turn(FINAL)

    def _next_scoring_turn(self, kind: str) -> None:
        if self.queue:
            self._start_actions(self.queue.pop(0), kind)
        elif kind == FINAL:
            self.phase = OVER
            best = max(self.score)
            winners = [p for p in range(self.n) if self.score[p] == best]
            self.event("Game over: {} {} with {} points.", " and ".join(seat(p) for p in winners),
                       "share the win [D]" if len(winners) > 1 else "wins", best)
        else:
            self.player = self.drawer
            self.phase = PLACE
            self.event("{} now places the volcano and plays a normal turn.", seat(self.drawer))

    def _start_actions(self, p: int, kind: str) -> None:
        self.player, self.kind, self.ap = p, kind, ACTION_POINTS
        self.uncovered, self.taken = {}, {}
        self.phase = ACTIONS
        if kind != NORMAL:
            self.event("{}'s {} turn: {} AP.", seat(p), "scoring" if kind == SCORING else
                       "final scoring", ACTION_POINTS)

    def _end_actions(self) -> None:
        p = self.player
        if self.kind != NORMAL:
            self._score(p)
            self._next_scoring_turn(self.kind)
            return
        self.last_placer = p
        if self.expert:
            auction.after_turn(self, p)
        elif self.tiles_left:
            self._begin_turn((p + 1) % self.n)
        else:
            self._final_round()

    def _score(self, p: int) -> None:
        """Seed 001, Scoring: the player scores himself right after his scoring turn."""
        temples = temples_scored(self, p)
        treasures = treasure_points(self.hands[p])
        total = sum(v for _, v in temples) + treasures
        self.score[p] += total
        described = ", ".join(f"{v} at {name(h)}{' (guard)' if self.guard[h] == p else ''}"
                              for h, v in temples) or "none"
        self.event("{} scores {}: temples {} = {}, treasures {}; {} points in all.", seat(p),
                   total, described, total - treasures, treasures, self.score[p])

    # -- the protocol --------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        phase = self.phase
        if phase == OVER:
            return TERMINAL
        if phase in (DRAW, REVEAL, TREASURE_DRAW):
            return CHANCE
        return self.player

    def chance_outcomes(self) -> list[tuple[object, Fraction]]:
        phase = self.phase
        if phase == DRAW or phase == REVEAL:
            stack = self.top_stack()
            p = Fraction(1, len(stack))
            if phase == DRAW:
                return [(DrawTile(self.player, t), p) for t in stack]
            return [(RevealTile(t), p) for t in stack]
        if phase == TREASURE_DRAW:
            left = sum(self.hidden)
            return [(TreasureDraw(self.player, m), Fraction(k, left))
                    for m, k in enumerate(self.hidden) if k]
        return []

    def sample_chance(self, rng) -> object:
        """Same odds as chance_outcomes, with integer arithmetic."""
        phase = self.phase
        if phase == TREASURE_DRAW:
            r = int(rng.random() * sum(self.hidden))
            for m, k in enumerate(self.hidden):
                r -= k
                if r < 0:
                    return TreasureDraw(self.player, m)
        stack = self.top_stack()
        tile = stack[int(rng.random() * len(stack))]
        return DrawTile(self.player, tile) if phase == DRAW else RevealTile(tile)

    def legal_actions(self) -> list:
        if self._legal is None:
            self._legal = self._actions()
        return self._legal

    def _actions(self) -> list:
        phase, p = self.phase, self.player
        if phase == PLACE:
            return self.placements()
        if phase == ACTIONS:
            return self._ap_actions()
        if phase == AUCTION:
            return auction.actions(self)
        if phase == CHOOSE:
            return [ChooseTile(p, t) for t in self.revealed]
        return []

    def placements(self) -> list[PlaceTile]:
        """Seed 001, Placing tiles: next to an explored hex, so that at least one shared
        edge has a stone on either tile (a volcano needs only the adjacency).
        [D] An edge towards a volcano is no path; if the tile fits nowhere with a path,
        it may go on any space next to the explored area."""
        p, tile = self.player, self.tile
        tile_at, walkable, stones = self.tile_at, self.walkable, self.stones
        spaces = [h for h in range(HEXES) if tile_at[h] < 0
                  and any(k >= 0 and tile_at[k] >= 0 for k in NEIGHBOURS[h])]
        options = ORIENTATIONS[tile]
        if TILES[tile].type == VOLCANO:
            return [PlaceTile(p, tile, h, 0, options[0][1]) for h in spaces]
        found = []
        for h in spaces:
            near = [(d, k) for d, k in enumerate(NEIGHBOURS[h]) if k >= 0 and walkable[k]]
            for turns, st in options:
                if any(st[d] + stones[k][(d + 3) % 6] for d, k in near):
                    found.append(PlaceTile(p, tile, h, turns, st))
        if not found:
            found = [PlaceTile(p, tile, h, turns, st) for h in spaces for turns, st in options]
        return found

    def _ap_actions(self) -> list:
        """Seed 001, The 10 action points: every action the player can pay for now."""
        p, n, ap = self.player, self.n, self.ap
        actions: list = []
        camps = camps_of(self, p)
        if ap >= DEPLOY:
            for h in camps:
                if self.leader[p] == SUPPLY:
                    actions.append(Deploy(p, True, h))
                if self.supply[p]:
                    actions.append(Deploy(p, False, h))
        workers, leader = self.workers, self.leader[p]
        mine = [h for h in range(HEXES) if workers[h * n + p] or leader == h]
        for h in mine:
            cost, _ = cheapest(self, h, p)
            targets = [(k, c) for k, c in cost.items() if 0 < c <= ap]
            targets.sort()
            if leader == h:
                actions.extend(Move(p, True, h, k, c) for k, c in targets)
            if workers[h * n + p]:
                actions.extend(Move(p, False, h, k, c) for k, c in targets)
        if ap >= UNCOVER:
            for h in mine:
                if uncover_problem(self, p, h) is None:
                    actions.append(Uncover(p, h, self.temple[h] + 1))
        if ap >= TAKE:
            for h in mine:
                if take_problem(self, p, h) is None:
                    actions.append(TakeTreasure(p, h))
        if ap >= EXCHANGE:
            hand = self.hands[p]
            singles = [m for m, k in enumerate(hand) if k == 1]
            for q in range(n):
                if q != p and singles:
                    theirs = [m for m, k in enumerate(self.hands[q]) if k == 1]
                    actions.extend(Exchange(p, give, q, take) for give in singles
                                   for take in theirs if take != give)
        if ap >= BUILD_CAMP and len(self.camp_hexes[p]) < CAMPS:
            actions.extend(BuildCamp(p, h) for h in range(HEXES) if camp_problem(self, p, h) is None)
        if ap >= GUARD and self.guards[p] < GUARDS:
            for h in mine:
                if guard_problem(self, p, h) is None:
                    w = workers[h * n + p]
                    if w:
                        actions.append(PlaceGuard(p, h, False, w - 1, leader == h))
                    if leader == h:
                        actions.append(PlaceGuard(p, h, True, w, False))
        actions.append(EndTurn(p, ap))
        return actions

    # -- applying ---------------------------------------------------------------------
    def _apply(self, action: object) -> None:
        if self.current_player == CHANCE:
            self._apply_chance(action)
        else:
            if self._legal_set is None:
                self._legal_set = set(self.legal_actions())
            try:
                legal = action in self._legal_set
            except TypeError:  # unhashable
                legal = False
            if not legal:
                raise rule(why_not(self, action))
            self._do(action)
        self._legal = self._legal_set = None

    def _apply_chance(self, outcome: object) -> None:
        phase = self.phase
        if phase == DRAW and type(outcome) is DrawTile and outcome.player == self.player \
                and outcome.tile in self.top_stack():
            self.top_stack().remove(outcome.tile)
            self.event("{} draws {}.", seat(outcome.player), TILES[outcome.tile])
            self._take_tile(outcome.player, outcome.tile)
        elif phase == REVEAL and type(outcome) is RevealTile and outcome.tile in self.top_stack():
            self.top_stack().remove(outcome.tile)
            auction.revealed(self, outcome.tile)
        elif phase == TREASURE_DRAW and type(outcome) is TreasureDraw and \
                outcome.player == self.player and 0 <= outcome.motif < len(MOTIFS) and \
                self.hidden[outcome.motif]:
            m, p = outcome.motif, outcome.player
            self.hidden[m] -= 1
            self.hands[p][m] += 1
            self.event("The treasure is {}: {} now has {}.", motif_name(m), seat(p),
                       motif_name(m, self.hands[p][m]))
            self.phase = ACTIONS
            self._after_spending()
        else:
            raise rule(why_not(self, outcome))

    def _do(self, action) -> None:
        kind = type(action)
        p = self.player
        if kind is PlaceTile:
            self._place(action)
        elif kind is Deploy:
            self._spend(DEPLOY)
            if action.leader:
                self.leader[p] = action.hex
            else:
                self.supply[p] -= 1
                self.workers[action.hex * self.n + p] += 1
            self.event("{} deploys {} at {}.", seat(p), piece(action.leader), where(action.hex))
            self._after_spending()
        elif kind is Move:
            _, prev = cheapest(self, action.source, p)
            way = path(prev, action.source, action.target)
            if action.leader:
                self.leader[p] = action.target
            else:
                self.workers[action.source * self.n + p] -= 1
                self.workers[action.target * self.n + p] += 1
            self._spend(action.cost)
            self.event("{} moves {} {} for {} AP.", seat(p), piece(action.leader),
                       " → ".join(name(h) for h in way), action.cost)
            self._after_spending()
        elif kind is Uncover:
            h, v = action.hex, action.value
            self._spend(UNCOVER)
            self.levels[v] -= 1
            self.temple[h] = v
            self.uncovered[h] = self.uncovered.get(h, 0) + 1
            self.event("{} uncovers the temple at {}: it is worth {} now.", seat(p), name(h), v)
            self._after_spending()
        elif kind is TakeTreasure:
            h = action.hex
            self._spend(TAKE)
            self.tokens[h] -= 1
            self.taken[h] = self.taken.get(h, 0) + 1
            self.event("{} takes a treasure at {} ({} left there).", seat(p), name(h), self.tokens[h])
            self.phase = TREASURE_DRAW
        elif kind is Exchange:
            q, give, take = action.other, action.give, action.take
            self._spend(EXCHANGE)
            self.hands[p][give] -= 1
            self.hands[q][give] += 1
            self.hands[q][take] -= 1
            self.hands[p][take] += 1
            self.event("{} swaps {} for {}'s {}.", seat(p), motif_name(give), seat(q), MOTIFS[take])
            self._after_spending()
        elif kind is BuildCamp:
            self._spend(BUILD_CAMP)
            self.camp[action.hex] = p
            self.camp_hexes[p].append(action.hex)
            self.paths_cache = {}
            self.event("{} builds a camp at {}.", seat(p), name(action.hex))
            self._after_spending()
        elif kind is PlaceGuard:
            self._place_guard(action)
        elif kind is EndTurn:
            self.event("{} ends the turn.", seat(p))
            self._end_actions()
        elif kind is Bid or kind is Pass:
            auction.bid(self, action)
        elif kind is ChooseTile:
            self.revealed.remove(action.tile)
            self.event("{} takes tile {}.", seat(p), TILES[action.tile])
            self._take_tile(p, action.tile)

    def _spend(self, ap: int) -> None:
        self.ap -= ap

    def _after_spending(self) -> None:
        """Unused AP are lost; with none left, the turn ends by itself."""
        if self.ap == 0:
            self.event("{} has spent all {} AP.", seat(self.player), ACTION_POINTS)
            self._end_actions()

    def _place(self, action: PlaceTile) -> None:
        """Seed 001, Placing tiles; a treasure tile gets one face-down token per mask."""
        p, h, tile = action.player, action.hex, TILES[action.tile]
        self._lay(action.tile, h, action.turns, action.stones)
        self.tile = -1
        extra = f", {tile.masks} treasures on it" if tile.masks else ""
        self.event("{} places {} at {}{}.", seat(p), tile, name(h), extra)
        self._start_actions(p, NORMAL)

    def _place_guard(self, action: PlaceGuard) -> None:
        """Seed 001, Placing a guard: all other own pieces on the temple leave the game."""
        p, h, n = action.player, action.hex, self.n
        self._spend(GUARD)
        self.guard[h] = p
        self.guard_is_leader[h] = action.leader
        self.guards[p] += 1
        self.out[p] += action.workers_out
        self.workers[h * n + p] = 0
        if action.leader:
            self.leader[p] = GUARDING
        elif action.leader_out:
            self.leader[p] = OUT
        loss = guard_losses(action.workers_out, action.leader_out)
        self.event("{} guards the temple at {} with {}{}; it scores for {} from now on.", seat(p),
                   name(h), piece(action.leader), f": {loss}" if loss else "", seat(p))
        self._after_spending()

    # -- results and views --------------------------------------------------------------
    def returns(self) -> list[float]:
        """1.0 for each player with the most points ([D] ties share the win)."""
        if self.phase != OVER:
            return [0.0] * self.n
        best = max(self.score)
        return [1.0 if s == best else 0.0 for s in self.score]

    def view(self, player: int) -> dict:
        """Everything is open in Tikal except the order of the tiles in the stacks and the
        motifs of the face-down treasure tokens."""
        n = self.n
        board = []
        for h in range(HEXES):
            t = self.tile_at[h]
            if t < 0:
                continue
            tile = ALL_TILES[t]
            board.append({
                "hex": list(xy(h)), "name": name(h), "tile": tile.id, "type": tile.type,
                "stones": list(self.stones[h]), "turns": self.turns_at[h],
                "value": self.temple[h], "treasures": self.tokens[h],
                "camp": self.camp[h] if self.camp[h] >= 0 else None,
                "guard": self.guard[h] if self.guard[h] >= 0 else None,
                "guard_piece": None if self.guard[h] < 0 else
                ("leader" if self.guard_is_leader[h] else "worker"),
                "workers": self.workers[h * n:(h + 1) * n],
                "leaders": [p for p in range(n) if self.leader[p] == h]})
        return {
            "game": self.game.name, "version": self.game.options["version"],
            "player": player, "players": n, "colours": [seat(p) for p in range(n)],
            "phase": PHASES[self.phase], "current_player": self.current_player,
            "turn": self.player, "turn_kind": self.kind, "ap": self.ap,
            "tile_in_hand": TILES[self.tile].id if self.tile >= 0 else None,
            "board": board,
            "stacks": {letter: len(s) for letter, s in zip(LETTERS, self.stacks)},
            "revealed": [TILES[t].id for t in self.revealed],
            "scores": list(self.score),
            "supply": list(self.supply), "out": list(self.out),
            "leader": [None if at < 0 else name(at) for at in self.leader],
            "leader_status": [{SUPPLY: "supply", OUT: "out", GUARDING: "guard"}.get(at, "board")
                              for at in self.leader],
            "camps": [[name(h) for h in c] for c in self.camp_hexes],
            "guards": list(self.guards),
            "treasures": [{MOTIFS[m]: k for m, k in enumerate(hand) if k} for hand in self.hands],
            "temple_levels": {v: k for v, k in enumerate(self.levels) if v >= 2},
            "treasures_face_down": sum(self.hidden),
            "levels_uncovered_this_turn": {name(h): k for h, k in self.uncovered.items()},
            "treasures_taken_this_turn": {name(h): k for h, k in self.taken.items()},
            "scoring_queue": list(self.queue),
            "volcano_drawer": self.drawer if self.drawer >= 0 else None,
            "last_placer": self.last_placer if self.last_placer >= 0 else None,
            "auction": auction.view(self),
        }


@register
class Tikal(LegacyGame, Game):
    """Tikal for 2-4 players; ``version`` "basic" (tiles drawn) or "expert" (tiles auctioned)."""

    name = "tikal"
    title = TITLE
    OPTIONS = {
        "players": Option(4, range(2, 5), "Tikal is played by 2 to 4 players (seed 001)"),
        "version": Option("basic", ("basic", "expert"),
                          "the basic game draws tiles; the expert version auctions them (seed 001)"),
    }
    state_class = TikalState

    def sample_state(self, view: dict, rng) -> TikalState:
        """A full state consistent with ``view`` (a player's view at his own decision):
        only the order of the stacks is hidden in a state, and it is shuffled with
        ``rng``; everything else is rebuilt from the view (``determinize.py``)."""
        from .determinize import state_from_view
        return state_from_view(self, view, rng)

    max_actions = 3500
    """A bound, not a count: moves of a leader or a worker from any of the 40 hexes to
    any other (2 x 40 x 39 = 3120), deploys (6), uncovers, treasures, camps (40 each),
    guards (80), exchanges (8 x 3 x 7 = 168) and the end of the turn come to 3495; a
    placement offers at most 40 x 6, a bid at most one per point of the bidder's score."""
    max_chance_outcomes = len(MOTIFS)
    """A treasure's motif (8); a tile draw offers at most the 6 tiles of one letter."""
