"""Shadows over Camelot (seed 004): the state, the set-up and the turn.

The game is driven by an *agenda*: a stack of small tasks ``(code, *args)``. An
automatic task runs at once (``_auto_<code>``); a node task waits for a decision
(``_choices_<code>`` / ``_on_<code>``, the deciding seat first in its args) or for
chance (``_odds_<code>`` with integer weights / ``_on_<code>``). The rules live in
the mixins, one file each: ``piles``, ``quests``, ``evil`` (black cards),
``specials`` (special white cards), ``loyalty`` and ``ending``.

A turn (seed 004, Tour de Jeu): the Progression of Evil (draw a black card, add a
siege engine or lose a life point), then one heroic action (move, the quest's
action, a special white card, heal, accuse) and perhaps a second of another kind for
a life point. Knights brought to 0 life points die at the end of the turn unless the
Holy Grail saves them.
"""
from __future__ import annotations

from fractions import Fraction

from ..core.errors import IllegalAction
from ..core.legacy import LegacyGame
from ..core.legacy import LegacyState as State
from ..core.protocol import CHANCE, TERMINAL, Game, Option
from ..core.registry import register
from .actions import (
    ACCUSE,
    ADD_ENGINE,
    D8,
    DRAW_BLACK,
    HEAL,
    LOSE_LIFE,
    MOVE,
    QUEST_ACTION,
    SPECIAL_CARD,
    Accuse,
    AddFight,
    ArthurSwap,
    CoatOfArms,
    DrawWhiteCards,
    EndTurn,
    FightSiegeEngine,
    Heal,
    KayCard,
    LoyaltyDeal,
    Move,
    OfferGrail,
    PlayFight,
    PlayGrail,
    PlaySpecial,
    PoolCard,
    PoolDeal,
    RaiseExcalibur,
    RevealTraitor,
    RollD8,
    SecondAction,
    SwapBack,
)
from .actions import Evil as EvilChoice
from .cards import (
    ARTHUR,
    BLACK_COUNTS,
    BLACK_KNIGHT,
    BLACK_TOTAL,
    CAMELOT,
    DRAGON,
    EXCALIBUR_START,
    FIGHTS,
    GALAHAD,
    GAWAIN,
    GAWAIN_DRAW,
    GRAIL,
    GRAIL_QUEST,
    GRAIL_RELIC_LIFE,
    HAND_DRAW_BLOCK,
    HEAL_IDENTICAL,
    KAY,
    KNIGHT_NAMES,
    KNIGHTS,
    LANCELOT,
    LIFE_MAX,
    LIFE_START,
    LOYALTY_CARDS,
    MAX_PLAYERS,
    MERLIN,
    MERLINS_DEALT,
    MIN_PLAYERS,
    PERCIVAL,
    RELIC_EXCALIBUR,
    RELIC_GRAIL,
    ROUND_TABLE_DRAW,
    SIEGE_DIE,
    TRISTAN,
    WARS,
    WHITE_CARDS_DEALT,
    WHITE_COUNTS,
    WHITE_KINDS,
    WHITE_NAMES,
    WHITE_TOTAL,
    quest_name,
)
from .ending import Ending
from .evil import Evil
from .loyalty import UNMASKED, Loyalty
from .piles import Piles, _pick
from .quests import GONE, ON_QUEST, SOLO, Quests
from .sampling import can_sample, sample_state
from .specials import Specials
from .view import view as player_view

TITLE = "Shadows over Camelot"
DEAD = -4
"""``where`` of a dead knight."""
HEROIC_KIND = {Move: MOVE, DrawWhiteCards: QUEST_ACTION, FightSiegeEngine: QUEST_ACTION,
               PlayFight: QUEST_ACTION, PlayGrail: QUEST_ACTION, RaiseExcalibur: QUEST_ACTION,
               PlaySpecial: SPECIAL_CARD, Heal: HEAL, Accuse: ACCUSE}
"""The kind (a-e, seed 004) of each heroic action."""


class CamelotState(Piles, Quests, Evil, Specials, Loyalty, Ending, State):
    """One position of Shadows over Camelot. Seats are 0..n-1; cards are kinds (see
    ``cards.py``); ``where[seat]`` is a quest id, ``UNMASKED`` or ``DEAD``."""

    def __init__(self, game: Camelot) -> None:
        super().__init__(game)
        n = self.n = game.num_players
        opts = game.options
        self.with_traitor = opts["traitor"]
        self.traitor_among_us = opts["traitor_among_us"]
        self.squires = opts["squires"]
        self.knight = [-1] * n
        self.seat_of = [-1] * len(KNIGHTS)
        self.traitor = -1
        self.revealed = False
        self.loyalty_seen = not game.three_brave_knights
        self.accused = [False] * n
        self.cleared = [False] * n         # shown loyal by a false accusation (public)
        self.knighted = [False] * n
        self.life = [LIFE_START] * n
        self.alive = [True] * n
        self.where = [CAMELOT] * n
        self.hands = [[0] * len(WHITE_KINDS) for _ in range(n)]
        self.deeds = [[0, 0, 0] for _ in range(n)]   # black cards drawn, engines added, life given
        # piles
        self.white_pile = list(WHITE_COUNTS)
        self.white_left = WHITE_TOTAL
        self.white_discard = [0] * len(WHITE_KINDS)
        self.black_pile = list(BLACK_COUNTS)
        self.black_left = BLACK_TOTAL
        self.black_discard = [0] * len(BLACK_COUNTS)
        self.black_top, self.black_top_seen = [], []
        self.black_bottom, self.black_bottom_seen = [], []
        self.drawn: list[int] = []
        self.pool = [0] * len(WHITE_KINDS)
        # quests
        self.bk_white, self.bk_black, self.bk_seen = [], [], []
        self.ld_stage = 0
        self.ld_white, self.ld_black, self.ld_seen = [], [], []
        self.excalibur_pos = EXCALIBUR_START
        self.excalibur_done = False
        self.grail_white, self.grail_black = 0, []
        self.grail_done = False
        self.warriors = [0] * 8
        self.war_cards = [0] * 8
        self.mordred = -1
        self.heroism = -1
        self.relics = [ON_QUEST] * 3
        self.dark_forest = self.vivien = self.mists = False
        self.white_swords = self.black_swords = self.engines = 0
        self.results: list[tuple[int, bool]] = []      # (quest, won) as quests end
        # the turn
        self.turn = -1
        self.turns = 0
        self.acts = 0
        self.first_kind = -1
        self.bought = False
        self.special_used = self.swap_used = self.free_move_used = self.turn_ended = False
        self.fight_cards: list[int] = []
        self.roll = 0
        self.over = False
        self.knights_win = False
        self.end_reason = ""
        # the set-up, in the order it happens (seed 004, Mise en place)
        setup = [("coat", s) for s in range(n)]
        if self.with_traitor:
            setup.append(("loyalty",))
        setup.append(("merlins",))
        setup += [("draw_white", s) for s in range(n) for _ in range(WHITE_CARDS_DEALT)]
        setup += [("ask_pool", s) for s in range(n)]
        setup += [("pool_deal", s) for s in range(n)]
        setup.append(("first_turn",))
        self.agenda = setup[::-1]
        self.event("Shadows over Camelot: {} knights gather at the Round Table.", n)
        self._run()

    def _copy_into(self, twin: CamelotState) -> None:
        for name in ("knight", "seat_of", "accused", "cleared", "knighted", "life", "alive", "where",
                     "white_pile", "white_discard", "black_pile", "black_discard", "black_top",
                     "black_top_seen", "black_bottom", "black_bottom_seen", "drawn", "pool",
                     "bk_white", "bk_black", "bk_seen", "ld_white", "ld_black", "ld_seen",
                     "grail_black", "warriors", "war_cards", "relics", "fight_cards", "agenda",
                     "results"):
            setattr(twin, name, getattr(self, name).copy())
        twin.hands = [h.copy() for h in self.hands]
        twin.deeds = [d.copy() for d in self.deeds]

    # -- small helpers ---------------------------------------------------------------------
    def who(self, seat: int) -> str:
        k = self.knight[seat]
        return KNIGHT_NAMES[k] if k >= 0 else f"Seat {seat + 1}"

    def in_play(self, seat: int) -> bool:
        """A knight on the board: alive and not the unmasked traitor."""
        return self.where[seat] >= 0

    def order_from(self, seat: int) -> list[int]:
        """The knights in play, clockwise from ``seat`` (``seat`` first if in play)."""
        n = self.n
        return [s for s in ((seat + i) % n for i in range(n)) if self.where[s] >= 0]

    def has_power(self, seat: int) -> bool:
        """Squires (variant) have no power until knighted on a quest won."""
        return not self.squires or self.knighted[seat]

    def _gain(self, seat: int, amount: int, why: str) -> None:
        before = self.life[seat]
        self.life[seat] = min(LIFE_MAX, before + amount)
        if self.life[seat] != before:
            self.event("{} gains {} life point(s) ({}): {}.", self.who(seat),
                       self.life[seat] - before, why, self.life[seat])

    def _lose(self, seat: int, amount: int, why: str) -> None:
        before = self.life[seat]
        self.life[seat] = max(0, before - amount)
        if self.life[seat] != before:
            self.event("{} loses {} life point(s) ({}): {}.", self.who(seat),
                       before - self.life[seat], why, self.life[seat])
            if not self.life[seat]:
                self.event("{} falls to 0 life points and will die at the end of the turn.",
                           self.who(seat))

    # -- the agenda ---------------------------------------------------------------------------
    def _run(self) -> None:
        """Run automatic tasks until a decision or chance node is on top."""
        agenda = self.agenda
        while agenda and not self.over:
            task = agenda[-1]
            auto = AUTO.get(task[0])
            if auto is None:
                return
            agenda.pop()
            auto(self, *task[1:])
        if self.over:
            agenda.clear()

    @property
    def current_player(self) -> int:
        if self.over:
            return TERMINAL
        task = self.agenda[-1]
        return CHANCE if task[0] in ODDS else task[1]

    def legal_actions(self) -> list:
        if self.over:
            return []
        task = self.agenda[-1]
        choices = CHOICES.get(task[0])
        return choices(self, *task[1:]) if choices else []

    def chance_outcomes(self) -> list:
        if self.over:
            return []
        task = self.agenda[-1]
        odds = ODDS.get(task[0])
        if odds is None:
            return []
        weighted = odds(self, *task[1:])
        total = sum(w for _, w in weighted)
        return [(o, Fraction(w, total)) for o, w in weighted]

    def sample_chance(self, rng) -> object:
        code = self.agenda[-1][0]
        if code == "white":
            return self._sample_white(rng)
        if code == "black":
            return self._sample_black(rng)
        if code == "seen":
            return self._sample_seen(rng)
        weighted = ODDS[code](self, *self.agenda[-1][1:])
        counts = [w for _, w in weighted]
        return weighted[_pick(counts, sum(counts), rng)][0]

    def _apply(self, action) -> None:
        task = self.agenda[-1]
        code = task[0]
        if code in ODDS:
            if not any(action == o for o, _ in ODDS[code](self, *task[1:])):
                raise IllegalAction(f"{TITLE}: this is a chance step ({NODE_TEXT[code]}); "
                                    f"{action!s} is not one of its outcomes")
        elif action not in CHOICES[code](self, *task[1:]):
            raise IllegalAction(self._refusal(action, task))
        self.agenda.pop()
        ON[code](self, action, *task[1:])
        self._run()

    # -- the set-up ---------------------------------------------------------------------------
    def _odds_coat(self, seat: int) -> list:
        """Seed 004: 'Distribuez au hasard un Blason à chacun des joueurs.'"""
        return [(CoatOfArms(seat, k), 1) for k in KNIGHTS if self.seat_of[k] < 0]

    def _on_coat(self, outcome: CoatOfArms, seat: int) -> None:
        self.knight[seat] = outcome.knight
        self.seat_of[outcome.knight] = seat
        self.event("Seat {} is {}.", seat + 1, KNIGHT_NAMES[outcome.knight])

    def _odds_loyalty(self) -> list:
        """Seed 004: the 8 Loyalty cards (7 Loyal, 1 Traitor) are shuffled and one is
        dealt to each player; the rest go back in the box unseen. The variant 'The
        Traitor Among Us' uses as many Loyal cards as players, plus the Traitor."""
        n = self.n
        cards = n + 1 if self.traitor_among_us else LOYALTY_CARDS
        outcomes = [(LoyaltyDeal(s), 1) for s in range(n)]
        if cards > n:
            outcomes.append((LoyaltyDeal(-1), cards - n))
        return outcomes

    def _on_loyalty(self, outcome: LoyaltyDeal) -> None:
        self.traitor = outcome.traitor
        self.event("Each knight receives a Loyalty card, face down.")
        if self.loyalty_seen:
            self._tell_loyalty()

    def _tell_loyalty(self) -> None:
        for s in range(self.n):
            self.event("{}'s Loyalty card: {}.", self.who(s),
                       "Traitor" if s == self.traitor else "Loyal", seat=s)

    def _auto_merlins(self) -> None:
        """Seed 004: one Merlin to each player, then the rest shuffled back in."""
        for s in range(self.n):
            self.hands[s][MERLIN] += MERLINS_DEALT
        self.white_pile[MERLIN] -= MERLINS_DEALT * self.n
        self.white_left -= MERLINS_DEALT * self.n
        self.event("Each knight receives a Merlin card, then {} white cards.", WHITE_CARDS_DEALT)

    def _auto_ask_pool(self, seat: int) -> None:
        self.agenda.append(("pool", seat))

    def _choices_pool(self, seat: int) -> list:
        k, hand = self.knight[seat], self.hands[seat]
        return [PoolCard(k, c) for c in WHITE_KINDS if hand[c]]

    def _on_pool(self, action: PoolCard, seat: int) -> None:
        """Seed 004, La partie commence: each player lays a white card face up on the
        Round Table; failing agreement, they are dealt back at random (table talk is
        not modelled, so the fallback is the rule) [D]."""
        self.hands[seat][action.card] -= 1
        self.pool[action.card] += 1
        self.event("{} lays {} on the Round Table.", self.who(seat), WHITE_NAMES[action.card])

    def _odds_pool_deal(self, seat: int) -> list:
        k, pool = self.knight[seat], self.pool
        return [(PoolDeal(k, c), pool[c]) for c in WHITE_KINDS if pool[c]]

    def _on_pool_deal(self, outcome: PoolDeal, seat: int) -> None:
        self.pool[outcome.card] -= 1
        self.hands[seat][outcome.card] += 1
        self.event("{} takes {} from the Round Table.", self.who(seat), WHITE_NAMES[outcome.card])

    def _auto_first_turn(self) -> None:
        """Seed 004: King Arthur begins; without him, the youngest player (seat 1) [D]."""
        first = self.seat_of[ARTHUR] if self.seat_of[ARTHUR] >= 0 else 0
        self.agenda.append(("turn", first))

    # -- the turn --------------------------------------------------------------------------------
    def _auto_turn(self, seat: int) -> None:
        self.turn = seat
        self.turns += 1
        self.acts, self.first_kind, self.bought = 0, -1, False
        self.special_used = self.swap_used = self.free_move_used = self.turn_ended = False
        self.event("Turn {}: {}.", self.turns, self.who(seat))
        self.agenda.append(("end_turn", seat))
        if self.where[seat] == UNMASKED:
            self._push_traitor_turn(seat)
            return
        self.agenda.append(("heroic_phase", seat))
        self.agenda.append(("ask_evil", seat))
        if self.knight[seat] == PERCIVAL and self.has_power(seat):
            self.agenda.append(("see_black", seat, 0))

    def _auto_ask_evil(self, seat: int) -> None:
        self.agenda.append(("evil", seat))

    def _choices_evil(self, seat: int) -> list:
        """Seed 004, Progression du Mal: exactly one of three; the traitor who knows
        himself may unmask himself first."""
        k = self.knight[seat]
        actions = []
        if self.black_size or sum(self.black_discard):
            actions.append(EvilChoice(k, DRAW_BLACK))
        actions.append(EvilChoice(k, ADD_ENGINE))
        if self.life[seat] > 0:
            actions.append(EvilChoice(k, LOSE_LIFE))
        if seat == self.traitor and self.loyalty_seen:
            actions.append(RevealTraitor(k))
        return actions

    def _on_evil(self, action, seat: int) -> None:
        if isinstance(action, RevealTraitor):
            self._on_reveal_self(seat)
            return
        choice = action.choice
        if choice == DRAW_BLACK:
            self.agenda.append(("draw_and_resolve", seat))
        elif choice == ADD_ENGINE:
            self.deeds[seat][1] += 1
            self.event("{} adds a siege engine.", self.who(seat))
            self._add_engines(1)
        else:
            self.deeds[seat][2] += 1
            self._lose(seat, 1, "Progression of Evil")

    def _auto_heroic_phase(self, seat: int) -> None:
        if not self.turn_ended and self.in_play(seat):
            self.agenda.append(("heroic", seat))

    # -- heroic actions ---------------------------------------------------------------------------
    def heroic_actions(self, seat: int) -> dict[int, list]:
        """Every heroic action ``seat`` could take now, by kind (a-e, seed 004)."""
        k, hand, here = self.knight[seat], self.hands[seat], self.where[seat]
        moves = [Move(k, q) for q in self._destinations(seat)]
        quest = []
        if here == CAMELOT:
            if sum(hand) < HAND_DRAW_BLOCK and (self.white_left or sum(self.white_discard)):
                quest.append(DrawWhiteCards(k))
            if self.engines:
                quest.extend(FightSiegeEngine(k, v) for v in FIGHTS if hand[v])
        elif here in (BLACK_KNIGHT, LANCELOT, DRAGON) or here in WARS:
            quest.extend(PlayFight(k, here, v) for v in self.playable_fights(seat, here))
        elif here == GRAIL_QUEST:
            if hand[GRAIL] and not self.dark_forest:
                quest.append(PlayGrail(k))
        else:   # Excalibur
            quest.extend(RaiseExcalibur(k, c) for c in WHITE_KINDS if hand[c])
        specials = [] if self.special_used else self.special_plays(seat)
        heal = [Heal(k, c) for c in WHITE_KINDS if hand[c] >= HEAL_IDENTICAL] \
            if self.life[seat] < LIFE_MAX else []
        accuse = [Accuse(k, self.knight[s]) for s in self.order_from(seat)[1:]] \
            if self.can_accuse(seat) else []
        return {MOVE: moves, QUEST_ACTION: quest, SPECIAL_CARD: specials, HEAL: heal,
                ACCUSE: accuse}

    def _destinations(self, seat: int) -> list[int]:
        """Where a knight may go: Camelot or an open quest, a solo quest only if no
        other knight is on it (BQ)."""
        here = self.where[seat]
        places = [CAMELOT] + self.open_quests()
        return [q for q in places if q != here
                and not (q in SOLO and any(self.where[s] == q for s in range(self.n)))]

    def _free_move(self, seat: int) -> bool:
        """Sir Tristan leaves Camelot without spending a heroic action (FAQ)."""
        return (self.knight[seat] == TRISTAN and self.where[seat] == CAMELOT
                and not self.free_move_used and self.has_power(seat))

    def _free_special(self, seat: int) -> bool:
        """Sir Galahad plays his special white card without spending an action."""
        return self.knight[seat] == GALAHAD and self.has_power(seat)

    def _choices_heroic(self, seat: int) -> list:
        by_kind = self.heroic_actions(seat)
        free = []
        if self._free_move(seat):
            free += by_kind.pop(MOVE)
            by_kind[MOVE] = []
        if self._free_special(seat):
            free += by_kind.pop(SPECIAL_CARD)
            by_kind[SPECIAL_CARD] = []
        k = self.knight[seat]
        if self.knight[seat] == ARTHUR and not self.swap_used and self.has_power(seat):
            hand = self.hands[seat]
            free += [ArthurSwap(k, c, self.knight[s]) for s in self.order_from(seat)[1:]
                     if sum(self.hands[s]) for c in WHITE_KINDS if hand[c]]
        if self.acts == 0:
            paid = [a for kind in by_kind.values() for a in kind]
            return paid + free if paid else free + [EndTurn(k)]
        others = [a for kind, acts in by_kind.items() if kind != self.first_kind for a in acts]
        if self.acts == 1 and self.bought and others:
            return others + free
        if self.acts == 1 and others and self.life[seat] > 0:
            free.append(SecondAction(k))
        return free + [EndTurn(k)]

    def _on_heroic(self, action, seat: int) -> None:
        cls = type(action)
        if cls is EndTurn:
            self.event("{} ends his turn.", self.who(seat))
            return
        self.agenda.append(("heroic_phase", seat))
        if cls is SecondAction:
            self.bought = True
            self._lose(seat, 1, "sacrificed for a second heroic action")
            return
        if cls is ArthurSwap:
            self.swap_used = True
            self.hands[seat][action.card] -= 1
            partner = self.seat_of[action.target]
            self.event("{} offers a white card face down to {}.", self.who(seat), self.who(partner))
            self.agenda.append(("swap", partner, seat, action.card))
            return
        kind = HEROIC_KIND[cls]
        free = (kind == MOVE and self._free_move(seat)) or \
            (kind == SPECIAL_CARD and self._free_special(seat))
        if kind == MOVE and self._free_move(seat):
            self.free_move_used = True
        if not free:
            self.acts += 1
            if self.first_kind < 0:
                self.first_kind = kind
        if cls is Move:
            self._leave(seat)
            self.where[seat] = action.quest
            self.event("{} {}.", self.who(seat), _move_text(action))
        elif cls is DrawWhiteCards:
            draws = GAWAIN_DRAW if self.knight[seat] == GAWAIN and self.has_power(seat) \
                else ROUND_TABLE_DRAW
            self.event("{} draws {} white cards at the Round Table.", self.who(seat), draws)
            for _ in range(draws):
                self.agenda.append(("draw_white", seat))
        elif cls is FightSiegeEngine:
            self.hands[seat][action.card] -= 1
            self.fight_cards = [action.card]
            self.event("{} attacks a siege engine with {}.", self.who(seat),
                       WHITE_NAMES[action.card])
            self.agenda.append(("siege", seat))
        elif cls is PlayFight:
            self._play_fight(seat, action.quest, action.card)
        elif cls is PlayGrail:
            self._play_grail(seat)
        elif cls is RaiseExcalibur:
            self.hands[seat][action.card] -= 1
            self._discard_white(action.card)
            self.event("{} casts {} into the lake.", self.who(seat), WHITE_NAMES[action.card])
            self._raise_excalibur(seat)
        elif cls is PlaySpecial:
            self._play_special(seat, action)
        elif cls is Heal:
            self.hands[seat][action.card] -= HEAL_IDENTICAL
            self._discard_white(action.card, HEAL_IDENTICAL)
            self.event("{} discards three {}.", self.who(seat), WHITE_NAMES[action.card])
            self._gain(seat, 1, "healing")
        elif cls is Accuse:
            self._accuse(seat, self.seat_of[action.target])

    # -- King Arthur's exchange --------------------------------------------------------------------
    def _choices_swap(self, seat: int, arthur: int, card: int) -> list:
        k, hand = self.knight[seat], self.hands[seat]
        return [SwapBack(k, c) for c in WHITE_KINDS if hand[c]]

    def _on_swap(self, action: SwapBack, seat: int, arthur: int, card: int) -> None:
        """DoW-K: the two cards change hands face down; the other knight must take part."""
        self.hands[seat][action.card] -= 1
        self.hands[arthur][action.card] += 1
        self.hands[seat][card] += 1
        self.event("{} and {} exchange a white card.", self.who(arthur), self.who(seat))
        self.event("{} receives {}; {} receives {}.", self.who(seat), WHITE_NAMES[card],
                   self.who(arthur), WHITE_NAMES[action.card], seat=(arthur, seat))

    # -- the siege of Camelot ------------------------------------------------------------------------
    def _choices_siege(self, seat: int) -> list:
        k, hand = self.knight[seat], self.hands[seat]
        return [AddFight(k, v) for v in FIGHTS if hand[v]] + [RollD8(k)]

    def _on_siege(self, action, seat: int) -> None:
        """BQ, the siege area: any number of Fight cards, then the d8."""
        if isinstance(action, AddFight):
            self.hands[seat][action.card] -= 1
            self.fight_cards.append(action.card)
            self.event("{} adds {}: total {}.", self.who(seat), WHITE_NAMES[action.card],
                       sum(self.fight_cards))
            self.agenda.append(("siege", seat))
            return
        self.agenda.append(("siege_end", seat))
        self.agenda.append(("d8", seat))

    def _odds_d8(self, seat: int) -> list:
        return [(D8(r), 1) for r in range(1, SIEGE_DIE + 1)]

    def _on_d8(self, outcome: D8, seat: int) -> None:
        self.roll = outcome.roll
        self.event("The d8 shows {}.", outcome.roll)
        if self.knight[seat] == KAY and self.has_power(seat) \
                and any(self.hands[seat][v] for v in FIGHTS) and not self._siege_won(seat):
            self.agenda.append(("kay", seat, CAMELOT))

    def siege_total(self, seat: int) -> tuple[int, int]:
        """(Fight cards laid, +1 if ``seat`` holds Excalibur)."""
        return sum(self.fight_cards), int(self.relics[RELIC_EXCALIBUR] == seat)

    def _siege_won(self, seat: int) -> bool:
        cards, bonus = self.siege_total(seat)
        return cards + bonus > self.roll

    def _auto_siege_end(self, seat: int) -> None:
        """BQ: a total greater than the d8 destroys the engine; otherwise the knight
        loses 1 life point. The Fight cards are discarded either way."""
        cards, bonus = self.siege_total(seat)
        plus = " + 1 (Excalibur)" if bonus else ""
        for v in self.fight_cards:
            self._discard_white(v)
        self.fight_cards = []
        if cards + bonus > self.roll:
            self.engines -= 1
            self.event("{}{} > {}: the siege engine is destroyed ({} left).", cards, plus,
                       self.roll, self.engines)
        else:
            self.event("{}{} ≤ {}: the siege engine holds.", cards, plus, self.roll)
            self._lose(seat, 1, "the siege engine")

    def _choices_kay(self, seat: int, quest: int) -> list:
        k, hand = self.knight[seat], self.hands[seat]
        return [KayCard(k, v) for v in FIGHTS if hand[v]] + [KayCard(k, 0)]

    def _on_kay(self, action: KayCard, seat: int, quest: int) -> None:
        """Sir Kay's power: one more Fight card after the reveal or the roll."""
        if not action.card:
            return
        self.hands[seat][action.card] -= 1
        if quest == CAMELOT:
            self.fight_cards.append(action.card)
        else:
            self._combat(quest)[0].append(action.card)
        self.event("{} adds {} (his power).", self.who(seat), WHITE_NAMES[action.card])

    # -- the end of the turn: death ----------------------------------------------------------------
    def _auto_end_turn(self, seat: int) -> None:
        self.agenda.append(("next_turn", seat))
        self.agenda.append(("deaths", seat))

    def _auto_deaths(self, seat: int) -> None:
        """Knights at 0 life points die at the end of the turn, unless the holder of the
        Holy Grail lets them drink (BQ). A dead knight discards his white cards and
        loses his relics; his Loyalty card stays hidden."""
        holder = self.relics[RELIC_GRAIL]
        for s in self.order_from(seat):
            if self.life[s] == 0:
                if holder >= 0:
                    self.agenda.append(("deaths", seat))
                    self.agenda.append(("grail", holder, s))
                    return
                self._die(s)
        self._check_loyal_knights()

    def _choices_grail(self, seat: int, dying: int) -> list:
        k, d = self.knight[seat], self.knight[dying]
        return [OfferGrail(k, d, True), OfferGrail(k, d, False)]

    def _on_grail(self, action: OfferGrail, seat: int, dying: int) -> None:
        if action.yes:
            self.relics[RELIC_GRAIL] = GONE
            self.life[dying] = GRAIL_RELIC_LIFE
            self.event("{} drinks from the Holy Grail: {} life points. The Grail leaves the game.",
                       self.who(dying), GRAIL_RELIC_LIFE)
        else:
            self._die(dying)

    def _die(self, seat: int) -> None:
        self.event("{} dies.", self.who(seat))
        self._discard_hand(seat)
        self._leave(seat)
        self.where[seat] = DEAD
        self.alive[seat] = False
        for relic in range(3):
            if self.relics[relic] == seat:
                self.relics[relic] = GONE

    def _auto_next_turn(self, seat: int) -> None:
        n = self.n
        for i in range(1, n + 1):
            s = (seat + i) % n
            if self.alive[s]:
                self.agenda.append(("turn", s))
                return

    # -- errors -------------------------------------------------------------------------------------
    def _refusal(self, action, task: tuple) -> str:
        """The message of the IllegalAction for ``action``, naming the rule."""
        code, seat = task[0], task[1]
        knight = getattr(action, "knight", None)
        if knight is not None and knight != self.knight[seat]:
            return (f"{TITLE}: it is {self.who(seat)}'s decision now ({NODE_TEXT[code]}), "
                    f"not {action!s}")
        why = self._why_not(action, seat) if code == "heroic" else None
        return f"{TITLE}: {action!s} is not possible now ({NODE_TEXT[code]})" + \
            (f": {why}" if why else "")

    def _why_not(self, action, seat: int) -> str | None:
        hand = self.hands[seat]
        card = getattr(action, "card", None)
        kind = HEROIC_KIND.get(type(action))
        if card is not None and isinstance(card, int) and not isinstance(action, ArthurSwap) \
                and 0 <= card < len(hand) and not hand[card]:
            return f"{self.who(seat)} holds no {WHITE_NAMES[card]}"
        if self.acts >= 2 or (self.acts == 1 and not self.bought and kind is not None):
            return "one heroic action a turn; a second costs a life point and must be of another kind"
        if self.acts == 1 and kind == self.first_kind:
            return "a second heroic action must be of another kind (FAQ)"
        if isinstance(action, DrawWhiteCards) and sum(hand) >= HAND_DRAW_BLOCK:
            return f"a knight holding {HAND_DRAW_BLOCK} or more white cards may not draw"
        if isinstance(action, PlayFight) and action.quest in (BLACK_KNIGHT, LANCELOT, DRAGON):
            return f"the Fight cards on {quest_name(action.quest)} must still be able to form its pattern"
        if isinstance(action, PlayFight) and action.quest in WARS:
            return f"{quest_name(action.quest)} wants Fight {self.war_next(action.quest)} next"
        if isinstance(action, PlayGrail) and self.dark_forest:
            return "the Dark Forest: no Grail card until a quest is won"
        if isinstance(action, PlaySpecial):
            if self.special_used:
                return "one special white card a turn"
            if action.card == MERLIN and self.vivien:
                return "Vivien: no Merlin until a quest is won"
        if isinstance(action, Accuse):
            return ("accusations need 6 siege engines or 6 swords, once per knight, "
                    "and a traitor who may still be hidden")
        if isinstance(action, Move):
            return "a solo quest takes one knight, and a finished quest is gone"
        if isinstance(action, Heal):
            return f"healing needs three identical white cards and less than {LIFE_MAX} life points"
        if isinstance(action, (ArthurSwap, SecondAction)):
            return "King Arthur swaps once a turn; a second action costs a life point"
        return None

    # -- what a player sees ---------------------------------------------------------------------------
    def view(self, player: int) -> dict:
        """What ``player`` sees: his own hand and Loyalty card, everything public,
        the black cards he read, and no other hidden card."""
        return player_view(self, player)


def _move_text(action: Move) -> str:
    return "returns to Camelot" if action.quest == CAMELOT else f"goes to {quest_name(action.quest)}"


def _table(prefix: str) -> dict:
    cls = CamelotState
    return {name[len(prefix):]: getattr(cls, name) for name in dir(cls) if name.startswith(prefix)}


AUTO = _table("_auto_")
CHOICES = _table("_choices_")
ODDS = _table("_odds_")
ON = _table("_on_")
del ON["reveal_self"]
NODE_TEXT = {
    "coat": "the coats of arms are dealt", "loyalty": "the Loyalty cards are dealt",
    "white": "a white card is drawn", "black": "a black card is drawn",
    "seen": "a black card is looked at", "pool": "each knight lays a white card on the Round Table",
    "pool_deal": "the pooled cards are dealt back", "evil": "the Progression of Evil",
    "heroic": "the heroic actions", "armor": "Lancelot's Armor: choose the card to resolve",
    "merlin": "three Merlins may cancel the special black card",
    "excalibur": "Excalibur may cancel the standard black card", "war": "choose a war",
    "volunteer": "Morgan asks for a volunteer", "discard": "discard white cards",
    "siege": "fighting a siege engine", "d8": "the d8 is rolled", "kay": "Sir Kay's extra card",
    "arrange": "Clairvoyance: order the black cards", "messenger": "the Messenger's cards",
    "convocation": "the Convocation", "grail": "the Holy Grail may save a dying knight",
    "swap": "King Arthur's exchange", "taunt": "the Traitor picks a knight",
    "lose_card": "a random white card is lost", "traitor_evil": "the Traitor helps Evil",
}
assert set(CHOICES) | set(ODDS) == set(ON) == set(NODE_TEXT), \
    sorted(set(ON) ^ set(NODE_TEXT))


@register
class Camelot(LegacyGame, Game):
    """Shadows over Camelot for 3 to 7 players."""

    name = "camelot"
    title = TITLE
    OPTIONS = {
        "players": Option(5, range(MIN_PLAYERS, MAX_PLAYERS + 1),
                          "Shadows over Camelot is played by 3 to 7 knights (seed 004)"),
        "traitor": Option(True, (True, False),
                          "False leaves the Traitor card out: the seed's advice for a first game"),
        "three_brave_knights": Option("auto", ("auto", True, False),
                                      "'Three Brave Knights': nobody looks at his Loyalty card "
                                      "until 6 swords lie on the Round Table; 'auto' is on "
                                      "with 3 players only [D]"),
        "traitor_among_us": Option(False, (True, False),
                                   "variant 'The Traitor Among Us': as many Loyal cards as "
                                   "players plus the Traitor (CM)"),
        "squires": Option(False, (True, False),
                          "variant 'The Squire's Challenge': every knight starts as a squire "
                          "without his power until he is on a quest won (CM) [D: all players]"),
    }
    state_class = CamelotState

    max_chance_outcomes = len(BLACK_COUNTS)
    """The widest chance node is a black card: one of its 24 kinds (a white card has 15
    kinds, a coat of arms 7, the Loyalty deal 8, the d8 8)."""

    @property
    def max_actions(self) -> int:
        """The widest decision is a heroic action: 7 places to go, 15 quest actions
        (any white card into Excalibur's lake), the special cards (Merlin 6 targets,
        Piety 2, Reinforcements 2, Heroism 6, Messenger one per other knight, 4 others),
        15 heals, an accusation per other knight, King Arthur's exchange (15 cards to
        each other knight), a second action and the end of the turn. The rules bound no
        game length (engines can be destroyed and life regained), so none is declared."""
        others = self.num_players - 1
        return 7 + 15 + (20 + others) + 15 + others + 15 * others + 2

    def sample_state(self, view: dict, rng) -> CamelotState:
        """A full state consistent with ``view``, a knight's view at his own Progression
        of Evil or heroic action (other decision points raise ValueError; see
        ``sampling.py`` for what is drawn and how). Only the view is read."""
        return sample_state(self, view, rng)

    @staticmethod
    def can_sample_state(view: dict) -> bool:
        """Does :meth:`sample_state` support the decision point of ``view``?"""
        return can_sample(view)

    def __init__(self, **options) -> None:
        super().__init__(**options)
        opts = self.options
        if opts["traitor_among_us"] and not opts["traitor"]:
            raise ValueError(f"{TITLE}: option traitor_among_us=True needs traitor=True "
                             "(the variant deals the Traitor card among the Loyal ones)")
        brave = opts["three_brave_knights"]
        if brave is True and opts["players"] != 3:
            raise ValueError(f"{TITLE}: option three_brave_knights=True is the rule for "
                             f"3 players, not {opts['players']}")
        self.three_brave_knights = (opts["players"] == 3 if brave == "auto" else brave) \
            and opts["traitor"]
