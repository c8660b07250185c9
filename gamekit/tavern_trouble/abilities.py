"""Rule book, Clash and Character abilities: from the dealer's left, a player may show
two cards of a kind and use their ability (three of a kind also gain 10 life); shown
cards are seen by everyone. "Then it turn clockwise until all players have played
their abilities": every player still in is asked in turn, pair or no pair, so that
being asked tells nobody who holds one [D]. What each player has seen of the others'
hands is kept here too, since only abilities show or move cards."""
from __future__ import annotations

from ..core.chance import Odds
from . import life, reveal
from .actions import DAMAGE, ENDING, AbilityDraw, EndAbilities, GoblinDamage, Removal, UseAbility, seat
from .components import (
    BARBARIANS,
    DWARVES,
    ELVES,
    FAIRIES,
    GOBLINS,
    ORCS,
    PLURAL,
    TROLLS,
    UNDEAD,
    VAMPIRES,
    card_name,
)
from .state import Phase, TavernTroubleState

TRIPLE_BONUS = 10
"""Three of a kind: "you also gain 10 points of life"."""
GAIN = {ELVES: 5, VAMPIRES: 3}
TARGETED = (FAIRIES, UNDEAD, VAMPIRES, DWARVES)
"""Abilities that name a player when they are used (goblins name one after the draw)."""


def usable(s: TavernTroubleState, player: int) -> list[int]:
    """The kinds whose ability ``player`` may use now: a pair in hand whose cards were
    not shown for an ability yet (a pair is spent once used [D]), a kind he has not
    used this deal [D], and for goblins and orcs a card left to draw [D]."""
    hand, shown, spent = s.hands[player], s.shown[player], s.spent[player]
    if len(set(hand)) == len(hand):
        return []  # no pair: most players, most deals
    return [k for k in sorted(set(hand)) if hand.count(k) - spent.count(k) >= 2
            and k not in shown and (s.deck_size or k not in (GOBLINS, ORCS))]


def in_game_but(s: TavernTroubleState, p: int) -> list[int]:
    """The other players of this deal still in the game: who an ability may target."""
    return [q for q in s.order if q != p and s.life[q] > 0]


def choices(s: TavernTroubleState) -> list[UseAbility | EndAbilities]:
    p = s.turn
    kinds = usable(s, p)
    if not kinds:
        return [ENDING[p]]
    others = in_game_but(s, p)
    actions: list[UseAbility | EndAbilities] = []
    for k in kinds:
        if k in TARGETED:
            targets = [p] + others if k == UNDEAD else others  # the undead: any hand [D]
            actions.extend(UseAbility(p, k, t) for t in targets)
        else:
            actions.append(UseAbility(p, k))
    actions.append(ENDING[p])
    return actions


def goblin_targets(s: TavernTroubleState) -> list[GoblinDamage]:
    p = s.turn
    damage = s.goblin_damage
    assert damage is not None
    return [GoblinDamage(p, q, damage) for q in in_game_but(s, p)]


def ask_next(s: TavernTroubleState) -> None:
    """Ask the player in turn (from the dealer's left) if he is still in the game, else
    the next one; after the last, the reveal. Whether he holds a pair plays no part."""
    while s.pos < len(s.order) and s.life[s.order[s.pos]] <= 0:
        s.pos += 1
    if s.pos < len(s.order):
        s.phase = Phase.ABILITIES
    else:
        reveal.reveal(s)


def can_decide(s: TavernTroubleState, action: object) -> bool:
    """Whether ``action`` is one of :func:`choices`: using no more abilities always is."""
    if type(action) is EndAbilities:
        return action.player == s.turn
    return type(action) is UseAbility and action in choices(s)


def decide(s: TavernTroubleState, action: UseAbility | EndAbilities) -> None:
    if isinstance(action, UseAbility):
        use(s, action)
    else:
        s.event("{} uses no more abilities.", seat(action.player))
        s.pos += 1
        ask_next(s)


def use(s: TavernTroubleState, action: UseAbility) -> None:
    """Rule book, Clash and Character abilities."""
    p, kind, target = action.player, action.kind, action.target
    s.shown[p].append(kind)
    hand = s.hands[p]
    triple = hand.count(kind) == 3
    s.spent[p].extend([kind] * hand.count(kind))
    s.event("{} shows {} {}.", seat(p), "three" if triple else "two", PLURAL[kind])
    show(s, p, kind, 3 if triple else 2)
    if triple:
        life.gain(s, p, TRIPLE_BONUS, "three of a kind")
    if kind == FAIRIES:
        assert target is not None
        s.hands[p], s.hands[target] = s.hands[target], hand
        s.spent[p], s.spent[target] = s.spent[target], s.spent[p]
        swap_seen(s, p, target)
        s.event("{} and {} swap hands.", seat(p), seat(target))
        # the two alone read the hand he gave: the one now holding it sees it first
        s.event("{} hands {} to {}.", seat(p), reveal.Shown(tuple(s.hands[target])), seat(target),
                seat=(p, target))
    elif kind == ELVES:
        life.gain(s, p, GAIN[ELVES], "elves")
    elif kind == UNDEAD:
        s.undead_target = target
        s.phase = Phase.UNDEAD_REMOVAL
        return
    elif kind == VAMPIRES:
        assert target is not None
        life.lose(s, target, DAMAGE[VAMPIRES], f"{seat(p)}'s vampires")
        life.gain(s, p, GAIN[VAMPIRES], "vampires")
    elif kind == BARBARIANS:
        s.barbarian[p] = True
        s.event("{}'s final clash count will be 8.", seat(p))
    elif kind == DWARVES:
        assert target is not None
        life.lose(s, target, DAMAGE[DWARVES], f"{seat(p)}'s dwarves")
    elif kind in (GOBLINS, ORCS):
        s.drawing = kind
        s.phase = Phase.ABILITY_DRAW
        return
    elif kind == TROLLS:
        for q in in_game_but(s, p):
            life.lose(s, q, DAMAGE[TROLLS], f"{seat(p)}'s trolls")
    life.check_winner(s)
    go_on(s)


def draw_odds(s: TavernTroubleState) -> Odds[AbilityDraw]:
    """The card the goblins or orcs draw: each power weighted by its copies left."""
    p, kind = s.turn, s.drawing
    assert kind is not None
    return Odds(s.deck, lambda card: AbilityDraw(p, kind, card))


def can_draw(s: TavernTroubleState, outcome: object) -> bool:
    return type(outcome) is AbilityDraw and outcome.player == s.turn and \
        outcome.kind == s.drawing and 0 < outcome.card < len(s.deck) and s.deck[outcome.card] > 0


def apply_draw(s: TavernTroubleState, draw: AbilityDraw) -> None:
    """Goblins: the card's power is damage to a player of the user's choice; orcs: the
    power is life gained. The card is shown, then discarded [D]."""
    p, card = draw.player, draw.card
    s.deck[card] -= 1
    s.discarded.append(card)
    s.drawing = None
    s.event("The {} draw {}.", PLURAL[draw.kind], card_name(card))
    if draw.kind == GOBLINS:
        s.goblin_damage = card
        s.phase = Phase.GOBLIN_TARGET
    else:
        life.gain(s, p, card, f"orcs drew {card}")
        go_on(s)


def can_aim(s: TavernTroubleState, action: object) -> bool:
    return type(action) is GoblinDamage and action in goblin_targets(s)


def aim_goblins(s: TavernTroubleState, action: GoblinDamage) -> None:
    life.lose(s, action.target, action.damage, f"{seat(action.player)}'s goblins")
    life.check_winner(s)
    go_on(s)


def removal_odds(s: TavernTroubleState) -> Odds[Removal]:
    """The undead remove a random card: each card of the hand alike."""
    target = s.undead_target
    assert target is not None
    return Odds.uniform([Removal(target, card) for card in s.hands[target]])


def can_remove(s: TavernTroubleState, outcome: object) -> bool:
    return type(outcome) is Removal and outcome.player == s.undead_target and \
        outcome.card in s.hands[outcome.player]


def remove(s: TavernTroubleState, removal: Removal) -> None:
    h, card = removal.player, removal.card
    s.hands[h].remove(card)
    if s.spent[h].count(card) > s.hands[h].count(card):
        s.spent[h].remove(card)
    s.discarded.append(removal.card)
    forget(s, removal.player, removal.card)
    s.event("The undead remove {} from {}'s hand.", card_name(removal.card), seat(removal.player))
    go_on(s)


def go_on(s: TavernTroubleState) -> None:
    """After an ability the same player is asked again (he may hold a second pair)."""
    if s.phase is Phase.OVER:
        return
    s.drawing = s.goblin_damage = s.undead_target = None
    ask_next(s)


# -- what each player has seen of the others' hands (for their views) ---------------------
def show(s: TavernTroubleState, p: int, kind: int, copies: int) -> None:
    """Everyone sees the cards ``p`` shows (rule book, Clash: "show them")."""
    for v in range(s.n):
        if v != p:
            known = list(s.seen[v][p])
            known.extend([kind] * (copies - known.count(kind)))
            s.seen[v][p] = tuple(sorted(known))


def swap_seen(s: TavernTroubleState, p: int, t: int) -> None:
    """A fairy swap moves the hands, and what everyone knows of them; each of the
    two now knows the other's whole hand (it was his own)."""
    for row in s.seen:
        row[p], row[t] = row[t], row[p]
    s.seen[p][t] = tuple(sorted(s.hands[t]))
    s.seen[t][p] = tuple(sorted(s.hands[p]))


def forget(s: TavernTroubleState, h: int, card: int) -> None:
    """The undead removed ``card`` from ``h``'s hand, in sight of everyone."""
    left = s.hands[h].count(card)
    for row in s.seen:
        known = row[h]
        if known.count(card) > left:
            rest = list(known)
            rest.remove(card)
            row[h] = tuple(rest)
