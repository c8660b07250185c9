"""Tavern Trouble (seed 003): deals of 2-4 cards, clash counts, nine abilities.

A deal runs: the deal (a chance node per player: his two cards), the draw (from the
dealer's left, each player takes a third card or stands, then a fourth or stops),
the abilities (from the dealer's left, each player may show pairs and use them),
and the reveal (everyone loses the gap between his clash count and the best). The
last player with life wins. Decisions where the seed is silent are marked [D] and
listed in ``data/tavern_trouble/cards.json`` and the rules digest.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..core.errors import IllegalAction
from ..core.protocol import CHANCE, TERMINAL, Game, Option, State
from .cards import (BARBARIANS, COPIES, DECK_SIZE, DWARVES, ELVES, FAIRIES, GOBLINS, KINDS,
                    MAX_LIFE, ONE, ORCS, PLURAL, START_LIFE, TROLLS, UNDEAD, VAMPIRES,
                    card_name, clash_count)

TITLE = "Tavern Trouble"
BARBARIAN_COUNT = 8
TRIPLE_BONUS = 10
DAMAGE = {VAMPIRES: 3, DWARVES: 5, TROLLS: 3}
GAIN = {ELVES: 5, VAMPIRES: 3}
TARGETED = (FAIRIES, UNDEAD, VAMPIRES, DWARVES)
"""Abilities that name a player when they are used (goblins name one after the draw)."""

# phases
DEAL, DRAW, DRAW_CARD, ABILITIES, ABILITY_DRAW, GOBLIN_TARGET, UNDEAD_REMOVAL, OVER = range(8)
PHASE_NAMES = ("deal", "draw", "draw", "abilities", "abilities", "abilities", "abilities", "over")
NTH = {3: "third", 4: "fourth", 5: "fifth"}


def seat(p: int) -> str:
    return f"Player {p + 1}"


def and_list(items) -> str:
    """'A', 'A and B', 'A, B and C'."""
    items = list(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


# -- actions and chance outcomes --------------------------------------------------
@dataclass(frozen=True, slots=True)
class Deal:
    """Chance: the two cards dealt to one player."""
    player: int
    cards: tuple[int, int]

    def __str__(self) -> str:
        a, b = self.cards
        if a == b:
            return f"{seat(self.player)} is dealt two {PLURAL[a]} ({a})"
        return f"{seat(self.player)} is dealt {card_name(a)} and {card_name(b)}"


@dataclass(frozen=True, slots=True)
class Draw:
    """Chance: the third or fourth card, face down."""
    player: int
    card: int

    def __str__(self) -> str:
        return f"{seat(self.player)} draws {card_name(self.card)}"


@dataclass(frozen=True, slots=True)
class TakeCard:
    """Ask for a third card, or after a third, a final fourth."""
    player: int
    nth: int

    def __str__(self) -> str:
        return f"{seat(self.player)} takes a {NTH.get(self.nth, f'{self.nth}th')} card"


@dataclass(frozen=True, slots=True)
class Stand:
    """Take no more cards."""
    player: int
    cards: int

    def __str__(self) -> str:
        return f"{seat(self.player)} stands with {self.cards} cards"


@dataclass(frozen=True, slots=True)
class UseAbility:
    """Show two (or three) cards of a kind and use its ability."""
    player: int
    kind: int
    target: int | None = None

    def __str__(self) -> str:
        text = f"{seat(self.player)} shows the {PLURAL[self.kind]}"
        if self.kind == FAIRIES:
            return f"{text}: swap hands with {seat(self.target)}"
        if self.kind == UNDEAD:
            who = "own hand" if self.target == self.player else f"{seat(self.target)}'s hand"
            return f"{text}: remove a random card from {who}"
        if self.kind in (VAMPIRES, DWARVES):
            return f"{text}: {DAMAGE[self.kind]} damage to {seat(self.target)}"
        return text


@dataclass(frozen=True, slots=True)
class EndAbilities:
    """Use no (further) ability this deal."""
    player: int

    def __str__(self) -> str:
        return f"{seat(self.player)} uses no more abilities"


@dataclass(frozen=True, slots=True)
class AbilityDraw:
    """Chance: the card a goblin or orc ability draws (shown, then discarded [D])."""
    player: int
    kind: int
    card: int

    def __str__(self) -> str:
        return f"{seat(self.player)}'s {PLURAL[self.kind]} draw {card_name(self.card)}"


@dataclass(frozen=True, slots=True)
class GoblinDamage:
    """The goblins' drawn power as damage to a player of the user's choice."""
    player: int
    target: int
    damage: int

    def __str__(self) -> str:
        return f"{seat(self.player)}'s goblins deal {self.damage} damage to {seat(self.target)}"


@dataclass(frozen=True, slots=True)
class Removal:
    """Chance: the random card the undead remove from a hand."""
    player: int
    card: int

    def __str__(self) -> str:
        return f"The undead remove {card_name(self.card)} from {seat(self.player)}'s hand"


# -- the game ---------------------------------------------------------------------
class TavernTroubleState(State):
    """One position of Tavern Trouble. Cards are their powers 1-9."""

    def __init__(self, game: TavernTrouble) -> None:
        super().__init__(game)
        n = game.num_players
        self.n = n
        self.life = [game.options["life"]] * n
        self.dealer = n - 1          # so that Player 1 deals the first deal [D]
        self.deals = 0
        self.winner: int | None = None
        self._start_deal()

    def _copy_into(self, twin: "TavernTroubleState") -> None:
        twin.life = self.life.copy()
        twin.hands = [h.copy() for h in self.hands]
        twin.deck = self.deck.copy()
        twin.used = self.used.copy()
        twin.barbarian = self.barbarian.copy()
        twin.shown = [k.copy() for k in self.shown]
        twin.discarded = self.discarded.copy()
        twin.seen = self.seen.copy()

    # -- the flow of a deal ---------------------------------------------------------
    def _start_deal(self) -> None:
        """Seed 003, Deal: all 27 cards shuffled, two to each player still in."""
        n = self.n
        self.dealer = next((self.dealer + i) % n for i in range(1, n + 1)
                           if self.life[(self.dealer + i) % n] > 0)
        self.order = tuple((self.dealer + i) % n for i in range(1, n + 1)
                           if self.life[(self.dealer + i) % n] > 0)
        self.deals += 1
        self.deck = list(COPIES)
        self.deck_size = DECK_SIZE
        self.hands = [[] for _ in range(n)]
        self.used = [0] * n          # bit k: kind k's ability used this deal
        self.barbarian = [False] * n
        self.shown = [[] for _ in range(n)]  # kinds each player has shown this deal
        self.discarded = []          # cards shown and discarded this deal (undead, goblins, orcs)
        self.seen = [()] * (n * n)   # seen[v * n + h]: cards of h's hand that v has seen
        self.pos = 0                 # index into self.order
        self.phase = DEAL
        self.pending = 0             # goblin damage, or the undead's target
        self.event("Deal {}: {} deals. Life: {}.", self.deals, seat(self.dealer),
                   ", ".join(f"{seat(p)} {self.life[p]}" for p in self.order))

    def _next_drawer(self) -> None:
        self.pos += 1
        if self.pos == len(self.order):
            self.phase = ABILITIES
            self.pos = 0
            self._find_ability_user()
        else:
            self.phase = DRAW

    def _find_ability_user(self) -> None:
        """Move to the next player (from the dealer's left) who can use an ability;
        with none left, reveal."""
        while self.pos < len(self.order):
            p = self.order[self.pos]
            if self.life[p] > 0 and self.usable(p):
                self.phase = ABILITIES
                return
            self.pos += 1
        self._reveal()

    def usable(self, player: int) -> list[int]:
        """The kinds whose ability ``player`` may use now: a pair in hand, not used
        this deal [D], and for goblins and orcs a card left to draw [D]."""
        hand, used = self.hands[player], self.used[player]
        return [k for k in sorted(set(hand)) if hand.count(k) >= 2 and not used >> k & 1
                and (self.deck_size or k not in (GOBLINS, ORCS))]

    def clash_counts(self) -> dict[int, int]:
        """Each living player's clash count (8 after the barbarians)."""
        return {p: BARBARIAN_COUNT if self.barbarian[p] else clash_count(self.hands[p])
                for p in self.order if self.life[p] > 0}

    def _reveal(self) -> None:
        """Seed 003, Reveal: closest to 9 wins; the others lose the difference."""
        counts = self.clash_counts()
        best = max(counts.values())
        winners = [p for p, c in counts.items() if c == best]
        self.event("Reveal: {}.", ", ".join(
            f"{seat(p)} {'8 (barbarians)' if self.barbarian[p] else c}" for p, c in counts.items()))
        self.event("{} {} the deal with {}.", and_list(seat(p) for p in winners),
                   "win" if len(winners) > 1 else "wins", best)
        for p, c in counts.items():
            if c < best:
                self._lose(p, best - c, f"{best} − {c} = {best - c}")
        self._after_damage()
        if self.phase != OVER:
            self._start_deal()

    def _lose(self, p: int, amount: int, why: str) -> None:
        """Life never drops below 0, the bottom of the life card."""
        self.life[p] = max(0, self.life[p] - amount)
        self.event("{} loses {} life ({}): {} left.", seat(p), amount, why, self.life[p])
        if self.life[p] <= 0:
            self.event("{} is eliminated.", seat(p))

    def _gain(self, p: int, amount: int, why: str) -> None:
        before = self.life[p]
        self.life[p] = min(MAX_LIFE, before + amount)
        capped = " (25 at most)" if before + amount > MAX_LIFE else ""
        self.event("{} gains {} life ({}){}: {}.", seat(p), self.life[p] - before, why, capped,
                   self.life[p])

    def _after_damage(self) -> None:
        """Seed 003, Win the game: the game ends when one player has life left."""
        living = [p for p in range(self.n) if self.life[p] > 0]
        if len(living) == 1:
            self.winner = living[0]
            self.phase = OVER
            self.event("{} is the last with life and wins the game.", seat(self.winner))

    # -- the protocol ------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        phase = self.phase
        if phase == OVER:
            return TERMINAL
        if phase in (DEAL, DRAW_CARD, ABILITY_DRAW, UNDEAD_REMOVAL):
            return CHANCE
        return self.order[self.pos]

    def legal_actions(self) -> list:
        phase = self.phase
        if phase == DRAW:
            p = self.order[self.pos]
            cards = len(self.hands[p])
            stand = Stand(p, cards)
            return [TakeCard(p, cards + 1), stand] if self.deck_size else [stand]
        if phase == ABILITIES:
            p = self.order[self.pos]
            others = [q for q in self.order if q != p and self.life[q] > 0]
            actions = []
            for k in self.usable(p):
                if k in TARGETED:
                    # the undead remove a card from a hand that holds one [D]
                    targets = [t for t in [p] + others if self.hands[t]] if k == UNDEAD else others
                    actions.extend(UseAbility(p, k, t) for t in targets)
                else:
                    actions.append(UseAbility(p, k))
            actions.append(EndAbilities(p))
            return actions
        if phase == GOBLIN_TARGET:
            p = self.order[self.pos]
            return [GoblinDamage(p, q, self.pending) for q in self.order
                    if q != p and self.life[q] > 0]
        return []

    def chance_outcomes(self) -> list[tuple[object, Fraction]]:
        phase = self.phase
        deck, size = self.deck, self.deck_size
        if phase == DEAL:
            p = self.order[self.pos]
            pairs = size * (size - 1)
            return [(Deal(p, (a, b)), Fraction(deck[a] * (deck[b] - (a == b)) * (1 + (a != b)), pairs))
                    for a in KINDS for b in KINDS if b >= a and deck[a] * (deck[b] - (a == b)) > 0]
        if phase == DRAW_CARD:
            p = self.order[self.pos]
            return [(Draw(p, k), Fraction(deck[k], size)) for k in KINDS if deck[k]]
        if phase == ABILITY_DRAW:
            p = self.order[self.pos]
            return [(AbilityDraw(p, self.pending, k), Fraction(deck[k], size)) for k in KINDS if deck[k]]
        if phase == UNDEAD_REMOVAL:
            hand = self.hands[self.pending]
            return [(Removal(self.pending, k), Fraction(hand.count(k), len(hand)))
                    for k in KINDS if k in hand]
        return []

    def sample_chance(self, rng) -> object:
        """Draw a chance outcome with integer weights (same odds as chance_outcomes)."""
        phase = self.phase
        if phase == UNDEAD_REMOVAL:
            hand = self.hands[self.pending]
            return Removal(self.pending, hand[int(rng.random() * len(hand))])
        p = self.order[self.pos]
        first = self._pick(rng, self.deck_size)
        if phase == DEAL:
            self.deck[first] -= 1
            second = self._pick(rng, self.deck_size - 1)
            self.deck[first] += 1
            return Deal(p, (min(first, second), max(first, second)))
        if phase == DRAW_CARD:
            return Draw(p, first)
        return AbilityDraw(p, self.pending, first)

    def _pick(self, rng, size: int) -> int:
        r = int(rng.random() * size)
        deck = self.deck
        for k in KINDS:
            r -= deck[k]
            if r < 0:
                return k
        raise AssertionError("the deck is empty")

    def _draw_from_deck(self, card: int) -> None:
        self.deck[card] -= 1
        self.deck_size -= 1

    def _refuse(self, action: object) -> None:
        """Raise the IllegalAction that names the rule ``action`` breaks."""
        phase = self.phase
        player = getattr(action, "player", None)
        if self.current_player == CHANCE:
            raise IllegalAction(f"{TITLE}: this is a chance step ({PHASE_NAMES[phase]}); "
                                f"{action!r} is not one of its outcomes")
        if not isinstance(player, int) or not 0 <= player < self.n:
            raise IllegalAction(f"{TITLE}: {action!r} is not a move of a player in this game")
        if isinstance(action, TakeCard) and (action.nth > 4 or len(self.hands[player]) >= 4):
            raise IllegalAction(f"{TITLE}: no fifth card; a player takes at most a third "
                                "and then a final fourth card")
        if player != self.current_player:
            raise IllegalAction(f"{TITLE}: it is {seat(self.current_player)}'s decision, "
                                f"not {action!s}")
        if isinstance(action, TakeCard) and not self.deck_size:
            raise IllegalAction(f"{TITLE}: the deck is empty, so no card can be drawn [D]")
        target = getattr(action, "target", None)
        if target is not None and not (0 <= target < self.n and self.life[target] > 0):
            raise IllegalAction(f"{TITLE}: {action!s}: an ability can only target a player "
                                "still in the game")
        if isinstance(action, UseAbility):
            if self.hands[player].count(action.kind) < 2:
                raise IllegalAction(f"{TITLE}: {seat(player)} does not hold two "
                                    f"{PLURAL[action.kind]}; an ability needs a pair of its kind")
            if self.used[player] >> action.kind & 1:
                raise IllegalAction(f"{TITLE}: the {PLURAL[action.kind]} were already used "
                                    "this deal; each kind's ability once per deal [D]")
            if target == player and action.kind != UNDEAD:
                raise IllegalAction(f"{TITLE}: {action!s}: this ability targets another player")
            if action.kind == UNDEAD and target is not None and not self.hands[target]:
                raise IllegalAction(f"{TITLE}: {action!s}: that hand holds no card left to "
                                    "remove [D]")
        raise IllegalAction(f"{TITLE}: {action!s} is not possible in the {PHASE_NAMES[phase]} "
                            "phase now")

    def _apply(self, action: object) -> None:
        phase = self.phase
        cls = type(action)
        if phase == DEAL and cls is Deal and action.player == self.order[self.pos] \
                and self._can_deal(action.cards):
            p = action.player
            a, b = action.cards
            self._draw_from_deck(a)
            self._draw_from_deck(b)
            self.hands[p] = [a, b]
            self.event("{}: clash count {}.", action, clash_count((a, b)), seat=p)
            self.pos += 1
            if self.pos == len(self.order):
                self.pos = 0
                self.phase = DRAW
            return
        if phase == DRAW and self._can_draw(action):
            p = action.player
            if cls is TakeCard:
                self.phase = DRAW_CARD
                self.event("{} takes a {} card.", seat(p), NTH[action.nth])
            else:
                self.event("{} stands with {} cards.", seat(p), action.cards)
                self._next_drawer()
            return
        if phase == DRAW_CARD and cls is Draw and action.player == self.order[self.pos] \
                and self.deck[action.card] > 0:
            p = action.player
            self._draw_from_deck(action.card)
            self.hands[p].append(action.card)
            self.event("{} draws {}: clash count {}.", seat(p), card_name(action.card),
                       clash_count(self.hands[p]), seat=p)
            if len(self.hands[p]) == 4:
                self._next_drawer()
            else:
                self.phase = DRAW
            return
        if phase == ABILITIES and (cls is UseAbility or cls is EndAbilities) \
                and action in self.legal_actions():
            if cls is EndAbilities:
                self.event("{} uses no more abilities.", seat(action.player))
                self.pos += 1
                self._find_ability_user()
            else:
                self._use(action)
            return
        if phase == ABILITY_DRAW and cls is AbilityDraw and action.player == self.order[self.pos] \
                and action.kind == self.pending and self.deck[action.card] > 0:
            p, card = action.player, action.card
            self._draw_from_deck(card)
            self.discarded.append(card)
            self.event("The {} draw {}.", PLURAL[action.kind], card_name(card))
            if action.kind == GOBLINS:
                self.pending = card
                self.phase = GOBLIN_TARGET
            else:
                self._gain(p, card, f"orcs drew {card}")
                self._continue_abilities()
            return
        if phase == GOBLIN_TARGET and cls is GoblinDamage and action in self.legal_actions():
            self._lose(action.target, action.damage, f"{seat(action.player)}'s goblins")
            self._after_damage()
            self._continue_abilities()
            return
        if phase == UNDEAD_REMOVAL and cls is Removal and action.player == self.pending \
                and action.card in self.hands[self.pending]:
            self.hands[action.player].remove(action.card)
            self.discarded.append(action.card)
            self._forget(action.player, action.card)
            self.event("The undead remove {} from {}'s hand.", card_name(action.card),
                       seat(action.player))
            self._continue_abilities()
            return
        self._refuse(action)

    def _can_draw(self, action: object) -> bool:
        """Seed 003, Draw: the player in turn stands, or takes his third then fourth card."""
        cls = type(action)
        if (cls is not TakeCard and cls is not Stand) or action.player != self.order[self.pos]:
            return False
        held = len(self.hands[action.player])
        if cls is Stand:
            return action.cards == held
        return action.nth == held + 1 and self.deck_size > 0

    def _can_deal(self, cards) -> bool:
        a, b = cards
        return a <= b and a in KINDS and b in KINDS and self.deck[a] - (a == b) > 0 \
            and self.deck[b] > 0

    def _use(self, action: UseAbility) -> None:
        """Seed 003, Clash and Character abilities."""
        p, kind, target = action.player, action.kind, action.target
        self.used[p] |= 1 << kind
        self.shown[p].append(kind)
        hand = self.hands[p]
        triple = hand.count(kind) == 3
        self.event("{} shows {} {}.", seat(p), "three" if triple else "two", PLURAL[kind])
        self._show(p, kind, 3 if triple else 2)
        if triple:
            self._gain(p, TRIPLE_BONUS, "three of a kind")
        if kind == FAIRIES:
            self.hands[p], self.hands[target] = self.hands[target], hand
            self._swap_seen(p, target)
            self.event("{} and {} swap hands.", seat(p), seat(target))
        elif kind == ELVES:
            self._gain(p, GAIN[ELVES], "elves")
        elif kind == UNDEAD:
            self.pending = target
            self.phase = UNDEAD_REMOVAL
            return
        elif kind == VAMPIRES:
            self._lose(target, DAMAGE[VAMPIRES], f"{seat(p)}'s vampires")
            self._gain(p, GAIN[VAMPIRES], "vampires")
        elif kind == BARBARIANS:
            self.barbarian[p] = True
            self.event("{}'s final clash count will be 8.", seat(p))
        elif kind == DWARVES:
            self._lose(target, DAMAGE[DWARVES], f"{seat(p)}'s dwarves")
        elif kind in (GOBLINS, ORCS):
            self.pending = kind
            self.phase = ABILITY_DRAW
            return
        elif kind == TROLLS:
            for q in self.order:
                if q != p and self.life[q] > 0:
                    self._lose(q, DAMAGE[TROLLS], f"{seat(p)}'s trolls")
        self._after_damage()
        self._continue_abilities()

    # -- what each player has seen of the others' hands (for their views) -----------------
    def _show(self, p: int, kind: int, copies: int) -> None:
        """Everyone sees the cards ``p`` shows (seed 003, Clash: "show them")."""
        n = self.n
        for v in range(n):
            if v != p:
                known = list(self.seen[v * n + p])
                known.extend([kind] * (copies - known.count(kind)))
                self.seen[v * n + p] = tuple(sorted(known))

    def _swap_seen(self, p: int, t: int) -> None:
        """A fairy swap moves the hands, and what everyone knows of them; each of the
        two now knows the other's whole hand (it was his own)."""
        n, seen = self.n, self.seen
        for v in range(n):
            seen[v * n + p], seen[v * n + t] = seen[v * n + t], seen[v * n + p]
        seen[p * n + t] = tuple(sorted(self.hands[t]))
        seen[t * n + p] = tuple(sorted(self.hands[p]))

    def _forget(self, h: int, card: int) -> None:
        """The undead removed ``card`` from ``h``'s hand, in sight of everyone."""
        n, left = self.n, self.hands[h].count(card)
        for v in range(n):
            known = self.seen[v * n + h]
            if known.count(card) > left:
                rest = list(known)
                rest.remove(card)
                self.seen[v * n + h] = tuple(rest)

    def _continue_abilities(self) -> None:
        """After an ability: the same player goes on if he can, else the next one."""
        if self.phase == OVER:
            return
        self.phase = ABILITIES
        self.pending = 0
        p = self.order[self.pos]
        if not self.usable(p):
            self.pos += 1
        self._find_ability_user()

    def returns(self) -> list[float]:
        if self.phase != OVER:
            return [0.0] * self.n
        return [1.0 if p == self.winner else 0.0 for p in range(self.n)]

    def view(self, player: int) -> dict:
        """What ``player`` sees: his own cards, everyone's life and card counts, the
        cards he has seen in the others' hands this deal (pairs shown, a hand he gave
        away with the fairies), who takes part in the deal, and the damage his
        goblins drew when he is to choose its target."""
        own = self.hands[player]
        n = self.n
        return {
            "game": self.game.name,
            "player": player,
            "players": self.n,
            "deal": self.deals,
            "dealer": self.dealer,
            "phase": PHASE_NAMES[self.phase],
            "current_player": self.current_player,
            "life": list(self.life),
            "in_game": [life > 0 for life in self.life],
            "hand": list(own),
            "hand_names": [ONE[c] for c in own],
            "clash_count": BARBARIAN_COUNT if self.barbarian[player] else clash_count(own),
            "cards_in_hand": [len(h) for h in self.hands],
            "barbarians": list(self.barbarian),
            "shown": [[PLURAL[k] for k in kinds] for kinds in self.shown],
            "discarded": list(self.discarded),
            "deck": self.deck_size,
            "usable": [PLURAL[k] for k in self.usable(player)] if self.life[player] > 0 else [],
            "winner": self.winner,
            "order": list(self.order),
            "seen": [list(own) if h == player else list(self.seen[player * n + h])
                     for h in range(n)],
            "goblin_damage": self.pending if self.phase == GOBLIN_TARGET else None,
        }


class TavernTrouble(Game):
    name = "tavern_trouble"
    title = TITLE
    OPTIONS = {
        "players": Option(4, range(2, 9), "Tavern Trouble is played by 2 to 8 players [D]"),
        "life": Option(START_LIFE, range(1, MAX_LIFE + 1),
                       "starting life is at most 25, the top of the life card"),
    }

    state_class = TavernTroubleState

    def sample_state(self, view: dict, rng) -> TavernTroubleState:
        """A full state consistent with ``view`` (a player's view at his own draw,
        ability or goblin-target decision): the cards he has not seen are dealt at
        random, each hand getting as many as it holds, the rest making the deck.
        Only the view is read. Nothing is inferred from how the others played;
        what other players have seen is not rebuilt (only this player's knowledge)."""
        n = self.num_players
        if view.get("game") != self.name or view.get("players") != n:
            raise ValueError(f"{TITLE}: this view is not one of {self!r}")
        me = view["player"]
        if view["current_player"] != me or view["phase"] not in ("draw", "abilities"):
            raise ValueError(f"{TITLE}: sample_state needs a view taken at the player's own "
                             "decision (draw, abilities or goblin target)")
        kind_of = {name: k for k, name in enumerate(PLURAL) if name}
        state = self.new_initial_state()
        state._events.clear()
        state.life = list(view["life"])
        state.dealer, state.deals, state.winner = view["dealer"], view["deal"], None
        state.order = tuple(view["order"])
        state.pos = state.order.index(me)
        state.shown = [[kind_of[name] for name in names] for names in view["shown"]]
        state.used = [sum(1 << k for k in set(kinds)) for kinds in state.shown]
        state.barbarian = list(view["barbarians"])
        state.discarded = list(view["discarded"])
        if view["goblin_damage"] is not None:
            state.phase, state.pending = GOBLIN_TARGET, view["goblin_damage"]
        else:
            state.phase, state.pending = (DRAW if view["phase"] == "draw" else ABILITIES), 0
        unseen = list(COPIES)
        known = [list(cards) for cards in view["seen"]]
        for card in [c for cards in known for c in cards] + state.discarded:
            unseen[card] -= 1
        if min(unseen) < 0:
            raise ValueError(f"{TITLE}: the view shows more copies of a card than the deck has")
        pool = [k for k in KINDS for _ in range(unseen[k])]
        rng.shuffle(pool)
        state.hands = []
        for h in range(n):
            missing = view["cards_in_hand"][h] - len(known[h])
            state.hands.append(known[h] + pool[:missing])
            del pool[:missing]
        state.deck = [0] * len(COPIES)
        for card in pool:
            state.deck[card] += 1
        state.deck_size = len(pool)
        state.seen = [()] * (n * n)
        for h in range(n):
            if h != me:
                state.seen[me * n + h] = tuple(view["seen"][h])
        return state

    max_chance_outcomes = len(KINDS) * (len(KINDS) + 1) // 2
    """The deal is the widest chance node: two cards of one kind (9) or of two kinds (36)."""

    @property
    def max_actions(self) -> int:
        """Seed 003: a hand holds at most four cards, so at most two pairs; the undead may
        target any of the n players [D], fairies, vampires and dwarves any of the other
        n - 1, and "uses no more abilities" is always offered: at most 2n actions."""
        return 2 * self.num_players
