"""Die Tafelrunde (seed 000, Michael Schacht): 12 days at Draco's round table.

The game runs: the castles are dealt (each gives a player his two heroes), three cards
to each player, then 12 days. A day has two action rounds; in each, every player from
the start player (who holds the Herold) clockwise plays a card, draws a card or
discards one for 1 silver. Playing a card runs: the targets are named, the dice rolled,
the other players may veto, then the card is carried out (``effects.py``). After the
second round comes the pay-out at the table (``table.py``), the Herold moves left and
everybody fills up his hand to 3. The richest player after 12 days wins.

Decisions where the seed is silent are marked [D]; they are listed in
``docs/decisions/tafelrunde.md`` and the rules digest.
"""
from __future__ import annotations

from fractions import Fraction
from itertools import permutations

from ..core.errors import IllegalAction
from ..core.legacy import LegacyGame
from ..core.legacy import LegacyState as State
from ..core.protocol import CHANCE, TERMINAL, Game, Option
from ..core.registry import register
from . import effects
from .actions import (
    CardDrawn,
    CardTaken,
    Choose,
    DealCastles,
    DiscardCard,
    DrawCard,
    MoveHero,
    NoVeto,
    NoVetoVeto,
    Pass,
    PlayCard,
    Reroll,
    Roll,
    TakeCard,
    Veto,
    VetoVeto,
    seat,
)
from .cards import BROKEN_SHIELDS, BY_NAME, CARDS, COPIES, DECK_SIZE, SHIELDS
from .dice import LOWEST_OF_TWO, sample_lowest
from .effects import Tabletop
from .table import (
    COLOURS,
    DAYS,
    DEAL,
    DISCARD_REWARD,
    HAND_LIMIT,
    HEROES,
    REFILL_TO,
    START_SILVER,
    Table,
    colours_in_play,
    ordinal,
    pay_out,
    seating,
)

TITLE = "Die Tafelrunde"


def and_list(items) -> str:
    """'A', 'A and B', 'A, B and C'."""
    items = list(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


# phases
(CASTLES, DRAW, TURN, TARGET, ORDER, ROLL, REROLL, VETO, VETO_VETO, STEAL, MOVE_HERO, TAKE,
 OVER) = range(13)
PHASE_NAMES = ("castles", "draw", "turn", "targets", "wrestling order", "dice", "dice", "veto",
               "veto-veto", "dubious deal", "move a hero", "magical choice", "over")
CHANCE_PHASES = frozenset({CASTLES, DRAW, ROLL, STEAL})
_DECISION_PHASES = {PHASE_NAMES[p]: p for p in (TURN, TARGET, ORDER, REROLL, VETO, VETO_VETO,
                                                 MOVE_HERO, TAKE)}
"""A decision's phase from its name in a view ("dice" is the reroll decision)."""
START_DAY, END_TURN = range(2)  # what follows a run of draws


class Pending:
    """The card being played: its player, the choices named, the dice, the silver it
    cost, and the veto window."""

    __slots__ = ("player", "card", "choices", "wrestlers", "roller", "first", "rolls",
                 "paid", "asked", "vetoer")

    def __init__(self, player: int, card: int) -> None:
        self.player = player
        self.card = card
        self.choices: list[Choose] = []
        self.wrestlers: list[int] = []   # Wrestling: heroes still to roll
        self.roller = -1                 # the hero rolling (-1: the card's single roll)
        self.first = 0                   # the first throw, while its reroll is decided
        self.rolls: list[tuple[int, int]] = []
        self.paid: tuple[int, int, int] | None = None
        self.asked: list[int] = []       # players still to answer in the veto window
        self.vetoer = -1

    def copy(self) -> Pending:
        twin = Pending(self.player, self.card)
        twin.choices = self.choices.copy()
        twin.wrestlers = self.wrestlers.copy()
        twin.roller, twin.first, twin.paid, twin.vetoer = self.roller, self.first, self.paid, self.vetoer
        twin.rolls = self.rolls.copy()
        twin.asked = self.asked.copy()
        return twin

    @property
    def key(self) -> str:
        return CARDS[self.card].key


class TafelrundeState(Tabletop, State):
    """One position of Die Tafelrunde. Heroes are ids (table.HEROES), cards are kinds
    (cards.CARDS); hands are lists, the piles count each kind."""

    def __init__(self, game: Tafelrunde) -> None:
        State.__init__(self, game)
        n = game.num_players
        self.n = n
        self.table = Table(seating(n))
        self.owner = [-1] * len(HEROES)      # a seat per hero once the castles are dealt
        self.castle = [-1] * n               # each player's colour
        self.silver = [START_SILVER] * n
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.pile = list(COPIES)             # the draw pile, counted by kind
        self.pile_size = DECK_SIZE
        self.discard = [0] * len(CARDS)      # the open discard pile
        self.discards = 0
        self.in_front = [-1] * n             # the card discarded for silver today
        self.day = 1
        self.round = 1
        self.turn = 0
        self.start = 0                       # the Herold: Player 1 starts [D]
        self.phase = CASTLES
        self.actor = -1
        self.play: Pending | None = None
        self.to_draw: list[int] = []
        self.after_draw = START_DAY
        self.winner = -1
        self.event("Die Tafelrunde for {} players: {} days at Draco's table.", n, DAYS)

    def _copy_into(self, twin: TafelrundeState) -> None:
        twin.table = self.table.copy()
        twin.owner = self.owner.copy()
        twin.castle = self.castle.copy()
        twin.silver = self.silver.copy()
        twin.hands = [h.copy() for h in self.hands]
        twin.pile = self.pile.copy()
        twin.discard = self.discard.copy()
        twin.in_front = self.in_front.copy()
        twin.to_draw = self.to_draw.copy()
        twin.play = None if self.play is None else self.play.copy()

    # -- public facts the cards read (effects.Tabletop) ---------------------------------
    def note(self, template: str, *args) -> None:
        self.event(template, *args)

    def hand_size(self, player: int) -> int:
        return len(self.hands[player])

    def discard_size(self) -> int:
        return self.discards

    def richest(self) -> int:
        """The player Zork joins: "If a player has … the most money (alone), the
        avaricious Zork joins him … If there is no richest player, Zork stays alone."
        -1 when nobody is alone at the top."""
        silver = self.silver
        top = max(silver)
        return silver.index(top) if silver.count(top) == 1 else -1

    # -- the flow of a day ----------------------------------------------------------------
    def _deal_castles(self, colours: tuple[int, ...]) -> None:
        """Seed 000: "shuffle the castles cards and give each player one face down"."""
        self.castle = list(colours)
        for h in HEROES:
            if h.colour is not None and h.colour in colours:
                self.owner[h.id] = colours.index(h.colour)
        for p, c in enumerate(colours):
            mine = [HEROES[h].name for h in self.table.line if self.owner[h] == p]
            self.event("{} has the {} castle: {} and {}.", seat(p), COLOURS[c], *mine)
        self.event("The table from Draco's goblet side: {}.", self._table_text())
        self._queue_draws([p for p in range(self.n) for _ in range(DEAL)], START_DAY)

    def _table_text(self) -> str:
        return ", ".join(f"{i}. {HEROES[h].short}" for i, h in enumerate(self.table.line, 1))

    def _queue_draws(self, players: list[int], then: int) -> None:
        self.to_draw = players
        self.after_draw = then
        self._next_draw()

    def _next_draw(self) -> None:
        """Seed 000: "Is the draw pile gone, the discard pile will be shuffled and
        becomes the new draw pile." With both empty, nobody can draw [D]."""
        if self.to_draw:
            if not self.pile_size and self.discards:
                self.pile, self.discard = self.discard, [0] * len(CARDS)
                self.pile_size, self.discards = self.discards, 0
                self.event("The discard pile is shuffled into a new draw pile ({} cards).",
                           self.pile_size)
            if self.pile_size:
                self.phase = DRAW
                return
            self.event("There is no card left to draw.")
            self.to_draw = []
        if self.after_draw == START_DAY:
            self._start_day()
        else:
            self._end_turn()

    def _start_day(self) -> None:
        self.round = 1
        self.turn = 0
        self.event("Day {}: {} holds the Herold (day side up) and begins.", self.day,
                   seat(self.start))
        self._start_turn()

    def _start_turn(self) -> None:
        self.phase = TURN
        self.actor = (self.start + self.turn) % self.n
        self.play = None

    def _end_turn(self) -> None:
        self.play = None
        self.turn += 1
        if self.turn < self.n:
            self._start_turn()
        elif self.round == 1:
            self.round, self.turn = 2, 0
            self.event("The Herold is turned to its night side: the second round of day {}.",
                       self.day)
            self._start_turn()
        else:
            self._end_day()

    def _end_day(self) -> None:
        """Seed 000, End of the day: pay-out, the cards in front of the players go to
        the discard pile, the Herold moves left, everyone fills up to 3 cards."""
        self._pay_out()
        for p, card in enumerate(self.in_front):
            if card >= 0:
                self.discard[card] += 1
                self.discards += 1
                self.in_front[p] = -1
        if self.day == DAYS:
            self._finish()
            return
        self.day += 1
        self.start = (self.start + 1) % self.n
        order = [(self.start + i) % self.n for i in range(self.n)]
        self._queue_draws([p for p in order for _ in range(REFILL_TO - len(self.hands[p]))],
                          START_DAY)

    def _pay_out(self) -> None:
        """Seed 000, Pay-out: 4/3/2/1 silver for the first four heroes on the goblet side,
        2 and 1 to pay for the last two; Zork joins the lone richest player and costs him
        double at the back. The richest is found before paying and every item is worked
        out from the same positions [D]; a player's items are added up and "If a player
        has no money, he has not to pay" (he pays what he has) [D]."""
        zork = self.richest()
        items = pay_out(self.table.line, self.owner, zork, self.n)
        who = f"Zork joins {seat(zork)}, the richest" if zork >= 0 else \
            "Zork stays alone, as nobody alone is richest"
        self.event("Pay-out of day {}; {}. The table: {}.", self.day, who, self._table_text())
        for p in range(self.n):
            net = sum(v for _, _, v in items[p])
            before = self.silver[p]
            self.silver[p] = max(0, before + net)
            parts = ", ".join(f"{HEROES[h].short} {ordinal(pos)} {v:+d}" for h, pos, v in items[p])
            short = f" (he had only {before})" if before + net < 0 else ""
            self.event("{}: {} → {:+d}{}: {} silver.", seat(p), parts or "nothing",
                       self.silver[p] - before, short, self.silver[p])

    def _finish(self) -> None:
        """Seed 000, Game end: "The player with the most money wins. In case of a tie
        the player with the better positions wins" [D: best hero first, then second]."""
        top = max(self.silver)
        tied = [p for p in range(self.n) if self.silver[p] == top]
        self.winner = min(tied, key=self.positions)
        self.phase = OVER
        self.actor = -1
        if len(tied) > 1:
            self.event("{} share the most money ({} silver); {} has the better positions ({}) "
                       "and wins.", and_list(seat(p) for p in tied), top, seat(self.winner),
                       " and ".join(ordinal(x) for x in self.positions(self.winner)))
        else:
            self.event("After {} days {} is the richest with {} silver and wins.", DAYS,
                       seat(self.winner), top)

    def positions(self, player: int) -> list[int]:
        """The positions of ``player``'s heroes, best first."""
        return sorted(self.table.position(h) for h in range(len(HEROES)) if self.owner[h] == player)

    # -- playing a card ---------------------------------------------------------------
    def _declare_next(self) -> None:
        """Name the next target, or with all named: pay, roll, then the veto window."""
        play = self.play
        if len(play.choices) < effects.STEPS[play.key]:
            self.phase = TARGET
            self.actor = play.player
            return
        cost = effects.price(play.player, play.card, play.choices)
        if cost is not None:
            payer, payee, amount = cost
            play.paid = cost
            self.silver[payer] -= amount
            if payee >= 0:
                self.silver[payee] += amount
            self.event("{} pays {} silver to {}.", seat(payer), amount,
                       "the bank" if payee < 0 else seat(payee))
        if play.key in effects.ONE_ROLL:
            self.phase = ROLL
        elif play.key == effects.WRESTLING:
            play.wrestlers = self.table.line[:4]
            self._next_wrestler()
        else:
            self._open_veto()

    def _next_wrestler(self) -> None:
        """Wrestling: "the player of the card can decide in which order the 4 heroes
        have to roll dice" (the last one left rolls without asking)."""
        play = self.play
        if not play.wrestlers:
            self._open_veto()
        elif len(play.wrestlers) == 1:
            play.roller = play.wrestlers.pop()
            self.phase = ROLL
        else:
            self.phase = ORDER
            self.actor = play.player

    def _roll_decider(self) -> int:
        """Who may roll again: the card's player, except in Wrestling, where each hero's
        owner decides for his hero (the card's player for Zork) [D]."""
        play = self.play
        if play.roller >= 0 and self.owner[play.roller] >= 0:
            return self.owner[play.roller]
        return play.player

    def _rolled(self, value: int) -> None:
        play = self.play
        play.rolls.append((play.roller, value))
        play.first = 0
        if play.key == effects.WRESTLING:
            verdict = "stays" if value >= 3 else "must go straight to the back"
            self.event("{} rolled {}: {}.", HEROES[play.roller].title, value, verdict)
            self._next_wrestler()
        else:
            self._open_veto()

    def _open_veto(self) -> None:
        """Seed 000, Veto: every other player, clockwise, may discard a shield card.
        Only players holding one are asked [D]."""
        play = self.play
        play.asked = [q for q in effects.others(self.n, play.player)
                      if any(c in SHIELDS for c in self.hands[q])]
        if play.asked:
            self.phase = VETO
            self.actor = play.asked[0]
        else:
            self._carry_out()

    def _open_veto_veto(self) -> None:
        """A broken shield answers a veto: the card's player first, then clockwise; not
        the vetoer; only one veto-veto [D]."""
        play = self.play
        order = [(play.player + i) % self.n for i in range(self.n)]
        play.asked = [q for q in order if q != play.vetoer
                      and any(c in BROKEN_SHIELDS for c in self.hands[q])]
        if play.asked:
            self.phase = VETO_VETO
            self.actor = play.asked[0]
        else:
            self._cancel()

    def _cancel(self) -> None:
        """The veto stands: "The affected player don't gets his card back, but the money
        he spent for the action.\""""
        play = self.play
        self.event("The veto stands: {} is not carried out.", CARDS[play.card].name)
        if play.paid is not None:
            payer, payee, amount = play.paid
            self.silver[payer] += amount
            if payee >= 0:
                self.silver[payee] -= amount
            self.event("{} gets his {} silver back{}.", seat(payer), amount,
                       "" if payee < 0 else f" from {seat(payee)}")
        self._finish_play()

    def _carry_out(self) -> None:
        play = self.play
        self.event("{} is carried out.", CARDS[play.card].name)
        left = effects.carry_out(self, play.player, play.card, play.choices, play.rolls)
        if left == effects.STEAL and self.hands[play.choices[0].seat]:
            self.phase = STEAL
        elif left == effects.STEAL:  # he vetoed with his last card and was answered [D]
            victim = play.choices[0].seat
            self.event("{} has no card left to take.", seat(victim))
            self._after_steal(victim)
        elif left == effects.FRIEND:
            self.phase = MOVE_HERO
            self.actor = play.choices[-1].seat
        elif left == effects.TAKE:
            self.phase = TAKE
            self.actor = play.player
        else:
            self._finish_play()

    def _after_steal(self, victim: int) -> None:
        """Dubious Deal (2): "The other player can choose (not you!) which of the heroes
        will be moved 2 up."""
        if self.play.key == "dubious_deal_2":
            self.phase = MOVE_HERO
            self.actor = victim
        else:
            self._finish_play()

    def _finish_play(self) -> None:
        self.discard[self.play.card] += 1
        self.discards += 1
        self._end_turn()

    # -- the protocol ------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        phase = self.phase
        if phase in CHANCE_PHASES:
            return CHANCE
        if phase == OVER:
            return TERMINAL
        if phase == REROLL:
            return self._roll_decider()
        return self.actor

    def can_draw(self, player: int) -> bool:
        """Seed 000: "It is not allowed to have more than 5 handcards."; there must be a
        card to draw (the discard pile is reshuffled when the draw pile is gone)."""
        return len(self.hands[player]) < HAND_LIMIT and (self.pile_size + self.discards) > 0

    def legal_actions(self) -> list:
        phase = self.phase
        if phase == TURN:
            p = self.actor
            hand = self.hands[p]
            kinds = sorted(set(hand))
            actions: list = [PlayCard(p, c) for c in kinds if effects.playable(self, p, c)]
            if self.can_draw(p):
                actions.append(DrawCard(p))
            if self.in_front[p] < 0:
                actions.extend(DiscardCard(p, c) for c in kinds)
            return actions or [Pass(p)]
        play = self.play
        if phase == TARGET:
            return effects.options(self, play.player, play.card, play.choices)
        if phase == ORDER:
            step = len(play.rolls)
            return [Choose(play.player, play.card, step, h) for h in play.wrestlers]
        if phase == REROLL:
            p = self._roll_decider()
            return [Reroll(p, play.first, False), Reroll(p, play.first, True)]
        if phase == VETO:
            q = self.actor
            return [Veto(q, c) for c in sorted(set(self.hands[q])) if c in SHIELDS] + [NoVeto(q)]
        if phase == VETO_VETO:
            q = self.actor
            return [VetoVeto(q, c) for c in sorted(set(self.hands[q])) if c in BROKEN_SHIELDS] \
                + [NoVetoVeto(q)]
        if phase == MOVE_HERO:
            steps = 3 if play.key == "old_friends" else 2
            return [MoveHero(self.actor, play.card, h, steps) for h in self.table.line]
        if phase == TAKE:
            return [TakeCard(play.player, c) for c in range(len(CARDS)) if self.discard[c]]
        return []

    def chance_outcomes(self) -> list[tuple[object, Fraction]]:
        phase = self.phase
        if phase == DRAW:
            p, pile, size = self.to_draw[0], self.pile, self.pile_size
            return [(CardDrawn(p, c), Fraction(k, size)) for c, k in enumerate(pile) if k]
        if phase == ROLL:
            play = self.play
            return [(Roll(v, play.roller, play.first > 0), p) for v, p in LOWEST_OF_TWO]
        if phase == STEAL:
            play = self.play
            victim = play.choices[0].seat
            hand = self.hands[victim]
            return [(CardTaken(play.player, victim, c), Fraction(hand.count(c), len(hand)))
                    for c in sorted(set(hand))]
        if phase == CASTLES:
            orders = list(permutations(colours_in_play(self.n)))
            return [(DealCastles(o), Fraction(1, len(orders))) for o in orders]
        return []

    def sample_chance(self, rng) -> object:
        """A chance outcome drawn with integer weights (the same odds as chance_outcomes)."""
        phase = self.phase
        if phase == DRAW:
            r = int(rng.random() * self.pile_size)
            for c, k in enumerate(self.pile):
                r -= k
                if r < 0:
                    return CardDrawn(self.to_draw[0], c)
        if phase == ROLL:
            return Roll(sample_lowest(rng), self.play.roller, self.play.first > 0)
        if phase == STEAL:
            play = self.play
            victim = play.choices[0].seat
            hand = self.hands[victim]
            return CardTaken(play.player, victim, hand[int(rng.random() * len(hand))])
        if phase == CASTLES:
            colours = list(colours_in_play(self.n))
            rng.shuffle(colours)
            return DealCastles(tuple(colours))
        raise IllegalAction(f"{TITLE}: this is not a chance step")

    def _apply(self, action: object) -> None:
        phase = self.phase
        cls = type(action)
        if phase in CHANCE_PHASES:
            self._apply_chance(action)
            return
        if action not in self.legal_actions():
            self._refuse(action)
        play = self.play
        if cls is PlayCard:
            p = action.player
            self.hands[p].remove(action.card)
            self.play = Pending(p, action.card)
            self.event("{} plays {}: {}", seat(p), CARDS[action.card].label, CARDS[action.card].effect)
            self._declare_next()
        elif cls is DrawCard:
            self.event("{} draws a card.", seat(action.player))
            self._queue_draws([action.player], END_TURN)
        elif cls is DiscardCard:
            p = action.player
            self.hands[p].remove(action.card)
            self.in_front[p] = action.card
            self.silver[p] += DISCARD_REWARD
            self.event("{} discards {} in front of him and takes 1 silver: {} silver.", seat(p),
                       CARDS[action.card].label, self.silver[p])
            self._end_turn()
        elif cls is Pass:
            self.event("{} cannot do anything and passes.", seat(action.player))
            self._end_turn()
        elif cls is Choose and phase == TARGET:
            play.choices.append(action)
            self.event("{}.", action)
            self._declare_next()
        elif cls is Choose:  # Wrestling: who rolls next
            play.wrestlers.remove(action.hero)
            play.roller = action.hero
            self.event("{} rolls next.", HEROES[action.hero].title)
            self.phase = ROLL
        elif cls is Reroll:
            if action.again:
                self.event("{} rolls again.", seat(action.player))
                self.phase = ROLL
            else:
                self.event("{} keeps the {}.", seat(action.player), action.value)
                self._rolled(action.value)
        elif cls is Veto:
            q = action.player
            self.hands[q].remove(action.card)
            self.discard[action.card] += 1
            self.discards += 1
            play.vetoer = q
            self.event("{} vetoes with {} (shield).", seat(q), CARDS[action.card].name)
            self._open_veto_veto()
        elif cls is NoVeto or cls is NoVetoVeto:
            play.asked.pop(0)
            if play.asked:
                self.actor = play.asked[0]
            elif cls is NoVeto:
                self._carry_out()
            else:
                self._cancel()
        elif cls is VetoVeto:
            q = action.player
            self.hands[q].remove(action.card)
            self.discard[action.card] += 1
            self.discards += 1
            self.event("{} answers with a veto-veto ({}, broken shield): final.", seat(q),
                       CARDS[action.card].name)
            self._carry_out()
        elif cls is MoveHero:
            self.event("{} chooses {}.", seat(action.player), HEROES[action.hero].name)
            self.move_hero(action.hero, action.steps)
            if play.key == "old_friends" and play.choices[1].steps > 0:
                effects.old_friends_own_move(self, play.choices)
            self._finish_play()
        elif cls is TakeCard:
            self.discard[action.card] -= 1
            self.discards -= 1
            self.hands[action.player].append(action.card)
            self.event("{} takes {} from the discard pile.", seat(action.player),
                       CARDS[action.card].label)
            self._finish_play()

    def _apply_chance(self, outcome: object) -> None:
        phase = self.phase
        cls = type(outcome)
        play = self.play
        if phase == DRAW and cls is CardDrawn and outcome.player == self.to_draw[0] \
                and 0 <= outcome.card < len(CARDS) and self.pile[outcome.card] > 0:
            p = self.to_draw.pop(0)
            self.pile[outcome.card] -= 1
            self.pile_size -= 1
            self.hands[p].append(outcome.card)
            self.event("{} gets {}.", seat(p), CARDS[outcome.card].label, seat=p)
            self._next_draw()
        elif phase == ROLL and cls is Roll and 1 <= outcome.value <= 6 \
                and outcome.hero == play.roller and outcome.second == (play.first > 0):
            if outcome.second:
                self.event("Second throw: the lowest die shows {}; it must be kept.", outcome.value)
                self._rolled(outcome.value)
            else:
                self.event("{}The lowest die shows {}.", "" if play.roller < 0 else
                           f"{HEROES[play.roller].short.capitalize()} throws. ", outcome.value)
                play.first = outcome.value
                self.phase = REROLL
        elif phase == STEAL and cls is CardTaken and outcome.player == play.player \
                and outcome.victim == play.choices[0].seat \
                and outcome.card in self.hands[outcome.victim]:
            victim = outcome.victim
            self.hands[victim].remove(outcome.card)
            self.hands[play.player].append(outcome.card)
            self.event("{} takes a card at random from {}'s hand.", seat(play.player), seat(victim))
            self.event("It is {}.", CARDS[outcome.card].label, seat=play.player)
            self.event("{} took your {}.", seat(play.player), CARDS[outcome.card].label, seat=victim)
            self._after_steal(victim)
        elif phase == CASTLES and cls is DealCastles \
                and sorted(outcome.colours) == sorted(colours_in_play(self.n)) \
                and len(outcome.colours) == self.n:
            self._deal_castles(outcome.colours)
        else:
            raise IllegalAction(f"{TITLE}: this is a chance step ({PHASE_NAMES[phase]}); "
                                f"{outcome!s} is not one of its outcomes")

    def _refuse(self, action: object) -> None:
        """Raise the IllegalAction that names the rule ``action`` breaks."""
        phase = self.phase
        player = getattr(action, "player", None)
        actor = self.current_player
        if player != actor:
            raise IllegalAction(f"{TITLE}: it is {seat(actor)}'s decision "
                                f"({PHASE_NAMES[phase]}), not {action!s}")
        cls = type(action)
        if phase == TURN:
            hand = self.hands[player]
            card = getattr(action, "card", -1)
            if cls in (PlayCard, DiscardCard) and card not in hand:
                raise IllegalAction(f"{TITLE}: {seat(player)} has no {CARDS[card].name} "
                                    "in his hand" if 0 <= card < len(CARDS) else
                                    f"{TITLE}: there is no such card")
            if cls is PlayCard:
                key = CARDS[card].key
                if self.silver[player] < effects.PRICE.get(key, 0):
                    raise IllegalAction(f"{TITLE}: {CARDS[card].name} costs "
                                        f"{effects.PRICE[key]} silver and {seat(player)} has "
                                        f"{self.silver[player]}: \"If you don't have enough "
                                        "money, you're not allowed to play the card.\"")
                raise IllegalAction(f"{TITLE}: {CARDS[card].name} cannot be played now "
                                    "(nobody has a card to take, or the discard pile is empty)")
            if cls is DrawCard:
                raise IllegalAction(f"{TITLE}: \"It is not allowed to have more than 5 "
                                    "handcards\" (or there is no card left to draw)")
            if cls is DiscardCard:
                raise IllegalAction(f"{TITLE}: discarding a card for silver \"is only one time "
                                    "a day possible\"")
            if cls is Pass:
                raise IllegalAction(f"{TITLE}: a player may pass only when no action is possible")
        if phase in (TARGET, ORDER) and cls is Choose:
            raise IllegalAction(f"{TITLE}: {action!s} is not one of the choices "
                                f"{CARDS[self.play.card].name} offers now")
        raise IllegalAction(f"{TITLE}: {action!s} is not possible now "
                            f"({PHASE_NAMES[phase]}; possible: "
                            f"{', '.join(str(a) for a in self.legal_actions()[:6])} …)")

    def returns(self) -> list[float]:
        if self.phase != OVER:
            return [0.0] * self.n
        return [1.0 if p == self.winner else 0.0 for p in range(self.n)]

    def view(self, player: int) -> dict:
        """What ``player`` sees: the table, everyone's money and card counts, the open
        piles and the card being played, and his own hand."""
        table = self.table
        play = self.play
        own = sorted(self.hands[player])
        return {
            "game": self.game.name,
            "player": player,
            "players": self.n,
            "day": self.day,
            "round": self.round,
            "herold": self.start,
            "phase": PHASE_NAMES[self.phase],
            "current_player": self.current_player,
            "castles": [COLOURS[c] if c >= 0 else None for c in self.castle],
            "line": list(table.line),
            "table": [HEROES[h].short for h in table.line],
            "goblet_side": "clockwise" if table.clockwise else "anticlockwise",
            "owner": list(self.owner),
            "silver": list(self.silver),
            "zork_joins": self.richest() if self.richest() >= 0 else None,
            "hand": [CARDS[c].label for c in own],
            "hand_ids": own,
            "hand_sizes": [len(h) for h in self.hands],
            "in_front": [CARDS[c].name if c >= 0 else None for c in self.in_front],
            "draw_pile": self.pile_size,
            "discard_pile": {CARDS[c].name: k for c, k in enumerate(self.discard) if k},
            "discard_size": self.discards,
            "play": None if play is None else {
                "player": play.player,
                "card": play.card,
                "name": CARDS[play.card].name,
                "choices": [{"hero": c.hero, "steps": c.steps, "seat": c.seat, "text": str(c)}
                            for c in play.choices],
                "rolls": [list(r) for r in play.rolls],
                "throw": play.first or None,
                "roller": play.roller,
                "vetoed_by": play.vetoer if play.vetoer >= 0 else None,
            },
            "winner": self.winner if self.winner >= 0 else None,
        }


@register
class Tafelrunde(LegacyGame, Game):
    name = "tafelrunde"
    title = TITLE
    OPTIONS = {
        "players": Option(4, (3, 4), "Die Tafelrunde is a game for 3 or 4 players (seed 000)"),
    }
    state_class = TafelrundeState

    def sample_state(self, view: dict, rng) -> TafelrundeState:
        """A full state consistent with ``view`` (a player's view at one of his own
        decisions): the table, the money, the open piles and the card being played
        are read from the view; the cards the player cannot see (the other hands, by
        their sizes, and the draw pile: everything not in his hand, on the discard
        pile, in front of a player or being played) are dealt at random. Only the
        view is read; nothing is inferred from how the others played (a veto they did
        not make, a card a Dubious Deal moved) [D]. The players still to answer in a
        veto window are those after him who hold a shield (a broken shield) in the
        dealt hands, as the rules would have asked them."""
        n = self.num_players
        if view.get("game") != self.name or view.get("players") != n:
            raise ValueError(f"{TITLE}: this view is not one of {self!r}")
        me = view["player"]
        phase = _DECISION_PHASES.get(view["phase"])
        if view["current_player"] != me or phase is None:
            raise ValueError(f"{TITLE}: sample_state needs a view taken at the player's own "
                             "decision")
        state = self.new_initial_state()
        state._events.clear()
        state.table = Table(view["line"], view["goblet_side"] == "clockwise")
        state.owner = list(view["owner"])
        state.castle = [-1 if c is None else COLOURS.index(c) for c in view["castles"]]
        state.silver = list(view["silver"])
        state.day, state.round, state.start = view["day"], view["round"], view["herold"]
        state.in_front = [-1 if c is None else BY_NAME[c] for c in view["in_front"]]
        state.discard = [0] * len(CARDS)
        for name, k in view["discard_pile"].items():
            state.discard[BY_NAME[name]] = k
        state.discards = view["discard_size"]
        state.phase = phase
        unseen = list(COPIES)
        out = list(view["hand_ids"]) + [c for c in state.in_front if c >= 0]
        for c in out:
            unseen[c] -= 1
        for c, k in enumerate(state.discard):
            unseen[c] -= k
        seen = view["play"]
        if seen is None:
            state.turn = (me - state.start) % n
            state.actor = me
        else:
            state.play = play = Pending(seen["player"], seen["card"])
            unseen[play.card] -= 1
            play.choices = [Choose(play.player, play.card, i, c["hero"], c["steps"], c["seat"])
                            for i, c in enumerate(seen["choices"])]
            play.rolls = [tuple(r) for r in seen["rolls"]]
            play.first = seen["throw"] or 0
            play.roller = seen["roller"]
            play.vetoer = -1 if seen["vetoed_by"] is None else seen["vetoed_by"]
            if len(play.choices) == effects.STEPS[play.key]:
                play.paid = effects.price(play.player, play.card, play.choices)
            if play.key == effects.WRESTLING and phase in (ORDER, REROLL):
                rolled = {h for h, _ in play.rolls}
                play.wrestlers = [h for h in state.table.line[:4]
                                  if h not in rolled and h != play.roller]
            state.turn = (play.player - state.start) % n
            state.actor = play.player if phase == REROLL else me
        if min(unseen) < 0:
            raise ValueError(f"{TITLE}: the view shows more copies of a card than the deck has")
        pool = [c for c, k in enumerate(unseen) for _ in range(k)]
        rng.shuffle(pool)
        sizes = view["hand_sizes"]
        state.hands = []
        for p in range(n):
            if p == me:
                state.hands.append(list(view["hand_ids"]))
            else:
                state.hands.append(pool[:sizes[p]])
                del pool[:sizes[p]]
        if len(pool) != view["draw_pile"]:
            raise ValueError(f"{TITLE}: the view's card counts do not add up to the "
                             f"{DECK_SIZE} cards of the deck")
        state.pile = [0] * len(CARDS)
        for c in pool:
            state.pile[c] += 1
        state.pile_size = len(pool)
        if phase in (VETO, VETO_VETO):
            play = state.play
            order = [(play.player + i) % n for i in range(n)]
            after = order[order.index(me) + 1:]
            cards = SHIELDS if phase == VETO else BROKEN_SHIELDS
            play.asked = [me] + [q for q in after if q != play.vetoer
                                 and any(c in cards for c in state.hands[q])]
        return state

    max_actions = len(CARDS)
    """The widest decision is Magical choice: one card of each kind on the discard pile
    (29 kinds). A turn offers at most 5 plays, a draw and 5 discards; Transfer, the
    widest target, 8 heroes x 2 sides."""
    max_chance_outcomes = len(CARDS)
    """A draw: one outcome per card kind left in the pile (the dice have 6)."""
