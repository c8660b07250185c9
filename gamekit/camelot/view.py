"""What one player may see of a game of Shadows over Camelot (``view``, plain JSON
data), and its inverse (``sample_state``): a full state drawn among those that give
one knight's view; what he does not know of the black cards, and what a step showed
(``shown_to``).

Public: the board (quests, swords, siege engines, relics, positions, life points),
how many white cards each knight holds, the unmasked traitor, the black cards laid
face up, the two discard piles, which lie face up [D], and the agenda: the steps still
to come (who decides or draws next, the Merlins offered so far, the cards Clairvoyance
still has to order...), since every step of it follows from public moves. Private: one's own hand and Loyalty card (not
before 6 swords or 6 siege engines under 'Three Brave Knights'), the black combat
cards one laid face down (until the quest ends), the black cards one drew and has
not yet shown, the black cards one saw on the pile (Percival, Clairvoyance, Lancelot's
Armor), and the card King Arthur offers face down.

``sample_state`` rebuilds every decision point, and any other step, from the view
alone. Hidden, and drawn at random from the cards the view does not show:

* the Traitor: the player's own Loyalty card as the view says; otherwise the
  Traitor card is one of the cards he has not seen, each equally likely (8 cards,
  or players + 1 in 'The Traitor Among Us'; a knight shown loyal by a false
  accusation or seen unmasked is known);
* the other knights' white hands, as many cards as each holds (with the Merlins he
  offered in a window still open), and the card King Arthur offers, from the white
  cards not in the player's hand, on the table or in the discard; the rest of those
  cards make the white pile;
* the black cards face down that the player did not see (a Black Knight card on
  the Black Knight or under way as one, a Lancelot card on Lancelot or the Dragon),
  the black cards at known places of the pile that he did not see, and the black
  pile, from the black cards neither on the table, in the discard nor read by him.
  The black cards he read stay where he knows them.

Nothing is inferred from how the others played, unless the caller gives a
``suspicion`` of its own (a bot's belief about the Traitor).
"""
from __future__ import annotations

import random
from collections.abc import Callable

from ..core.chance import Hand, Odds, pick
from ..core.protocol import Game
from . import knights, loyalty, quests
from .components import (
    BLACK_COUNTS,
    BLACK_KINDS,
    BLACK_KNIGHT,
    BLACK_KNIGHT_CARDS,
    BLACK_NAMES,
    BLACK_VALUE,
    CAMELOT,
    DARK_FOREST,
    DRAGON,
    DRAGON_VALUE,
    EXCALIBUR,
    EXCALIBUR_KNIGHTS_END,
    GRAIL,
    GRAIL_QUEST,
    GRAIL_SLOTS,
    HEROISM,
    KNIGHT_NAMES,
    LANCELOT,
    LANCELOT_CARDS,
    LOYALTY_CARDS,
    MERLIN,
    MISTS_OF_AVALON,
    MORDRED,
    PICTS,
    QUEST_IDS,
    QUEST_NAMES,
    RELIC_NAMES,
    SAXONS,
    VIVIEN,
    WARRIORS_LOSE,
    WHITE_COUNTS,
    WHITE_KINDS,
    WHITE_NAMES,
    quest_name,
)
from .rules import TITLE
from .state import CamelotState, Deeds, Place, Task, Unheld

ACTION_KINDS = ("move", "quest action", "special card", "heal", "accuse")
"""The five kinds of heroic action (rule book, a-e)."""
UNSEEN_BLACK = "a black card"
"""A black card drawn and not yet shown, as the others see it."""
UNSEEN_WHITE = "a white card"
FACE_DOWN = {**{c: "a Black Knight card" for c in BLACK_KNIGHT_CARDS},
             **{c: "a Lancelot/Dragon card" for c in LANCELOT_CARDS}}
"""A combat card under way face down, as the others see it: its kind shows."""
KINDS_OF_UNSEEN = {UNSEEN_BLACK: tuple(BLACK_KINDS), "a Black Knight card": BLACK_KNIGHT_CARDS,
                   "a Lancelot/Dragon card": LANCELOT_CARDS}


def place_name(where: int | Place) -> str:
    """'Camelot', 'the Pict war', 'unmasked', 'dead'."""
    if isinstance(where, Place):
        return where.value
    return "Camelot" if where == CAMELOT else quest_name(where)


def place_id(where: int | Place) -> str:
    """'camelot', 'picts', 'unmasked', 'dead'."""
    return where.value if isinstance(where, Place) else QUEST_IDS[where]


def spelled(names: tuple[str, ...], counts: list[int]) -> list[str]:
    """The cards of a count per kind (``counts[kind]``), each by name, kind by kind."""
    cards: list[str] = []
    for card, k in zip(names, counts):
        if k:
            cards += [card] * k
    return cards


def seats_of(mask: int, n: int) -> list[int]:
    """The seats of a bit mask, in order."""
    return [seat for seat in range(n) if mask >> seat & 1]


def mask_of(seats: list[int]) -> int:
    return sum(1 << seat for seat in seats)


def drawer(s: CamelotState) -> int | None:
    """Who drew the cards of ``drawn``: the knight of the step on top (the chance
    step of his second card with Lancelot's Armor, or his choice between them)."""
    return s.agenda[-1][1] if s.drawn and s.agenda else None


def agenda_entry(task: tuple) -> list:
    """A task as plain data: its step's name, then its arguments (tuples as lists)."""
    return [task[0].value, *(list(a) if isinstance(a, tuple) else a for a in task[1:])]


def view(s: CamelotState, player: int) -> dict:
    """What ``player`` sees: his own hand and Loyalty card, everything public, the
    black cards he read, and no other hidden card."""
    n = s.n
    bit = 1 << player
    hand = s.hands[player]
    if not s.revealed and not s.loyalty_seen:
        loyalty_card = "not looked at yet"
    else:
        loyalty_card = "Traitor" if player == s.traitor else "Loyal"

    def combat(quest: int, open_: bool) -> dict:
        white, black, seen = quests.combat(s, quest) if open_ else ([], [], [])
        return {"open": open_, "white": list(white),
                "black": [quests.black_value(s, quest, c) if mask & bit else None
                          for c, mask in zip(black, seen)],
                "black_cards": len(black), "black_seen_by": [seats_of(m, n) for m in seen]}

    relics = {RELIC_NAMES[r]: holder.value if isinstance(holder, Unheld) else knights.who(s, holder)
              for r, holder in enumerate(s.relics)}
    board = {
        "black_knight": combat(BLACK_KNIGHT, True),
        "lancelot": combat(LANCELOT, s.ld_stage == 0),
        "dragon": combat(DRAGON, s.ld_stage == 1),
        "excalibur": {"open": not s.excalibur_done, "position": s.excalibur_pos,
                      "steps_to_win": EXCALIBUR_KNIGHTS_END - s.excalibur_pos},
        "grail": {"open": not s.grail_done, "grail_cards": s.grail_white,
                  "black_cards": [BLACK_NAMES[c] for c in s.grail_black],
                  "slots": GRAIL_SLOTS, "dark_forest": s.dark_forest},
    }
    for war, key in ((PICTS, "picts"), (SAXONS, "saxons")):
        board[key] = {"open": True, "warriors": s.warriors[war], "lose_at": WARRIORS_LOSE,
                      "cards_played": s.war_cards[war], "next": quests.war_next(s, war),
                      "needs": quests.war_length(s, war), "mordred": s.mordred == war}
    top = [{"position": i + 1, "card": BLACK_NAMES[c]}
           for i, (c, mask) in enumerate(zip(s.black_top, s.black_top_seen)) if mask & bit]
    bottom = [{"from_bottom": len(s.black_bottom) - i, "card": BLACK_NAMES[c]}
              for i, (c, mask) in enumerate(zip(s.black_bottom, s.black_bottom_seen)) if mask & bit]
    resolving = None if s.resolving is None else BLACK_NAMES[s.resolving] \
        if s.resolving_seen & bit else FACE_DOWN[s.resolving]
    exchange = s.agenda[-1] if s.offered is not None else None
    return {
        "game": s.game.name,
        "player": player,
        "players": n,
        "you": knights.who(s, player),
        "knights": [knights.who(s, seat) for seat in range(n)],
        "current_player": s.current_player,
        "turn": s.turn,
        "turns": s.turns,
        "step": s.agenda[-1][0].value if s.agenda else "over",
        "agenda": [agenda_entry(task) for task in s.agenda],
        "heroic_actions": s.acts,
        "first_action": ACTION_KINDS[s.first_kind] if s.first_kind is not None else None,
        "second_action_bought": s.bought,
        "special_card_played": s.special_used,
        "turn_ended": s.turn_ended,
        "loyalty": loyalty_card,
        "traitor_unmasked": knights.who(s, s.traitor) if s.revealed and s.traitor is not None
        else None,
        "life": list(s.life),
        "alive": s.alive,
        "where": [place_name(w) for w in s.where],
        "where_id": [place_id(w) for w in s.where],
        "hand": spelled(WHITE_NAMES, hand),
        "hand_counts": list(hand),
        "hand_sizes": [sum(h) for h in s.hands],
        "swords": {"white": s.white_swords, "black": s.black_swords},
        "siege_engines": s.engines,
        "quests": board,
        "quests_ended": [{"quest": QUEST_IDS[q], "won": won} for q, won in s.results],
        "heroism_on": quest_name(s.heroism) if s.heroism is not None else None,
        "mists_of_avalon": s.mists,
        "vivien": s.vivien,
        "relics": relics,
        "white_pile": s.white_left,
        "white_discard": sum(s.white_discard),
        "white_discard_cards": spelled(WHITE_NAMES, s.white_discard),
        "black_pile": s.black_size,
        "black_discard": sum(s.black_discard),
        "black_discard_cards": spelled(BLACK_NAMES, s.black_discard),
        "black_known_places": {"top": [seats_of(m, n) for m in s.black_top_seen],
                               "bottom": [seats_of(m, n) for m in s.black_bottom_seen]},
        "black_known_top": top,
        "black_known_bottom": bottom,
        "drawn": [BLACK_NAMES[c] if drawer(s) == player else UNSEEN_BLACK for c in s.drawn],
        "resolving": resolving,
        "resolving_seen_by": seats_of(s.resolving_seen, n),
        "offered": None if s.offered is None else WHITE_NAMES[s.offered]
        if exchange is not None and exchange[2] == player else UNSEEN_WHITE,
        "pool": spelled(WHITE_NAMES, s.pool),
        "siege_fight": list(s.fight_cards),
        "d8": s.roll if s.fight_cards else None,
        "accused": list(s.accused),
        "shown_loyal": list(s.cleared),
        "arthur_exchanged": s.swap_used,
        "tristan_free_move_used": s.free_move_used,
        "can_accuse": loyalty.can_accuse(s, player) if knights.in_play(s, player) else False,
        "deeds": [vars(d).copy() for d in s.deeds],
        "powers": [knights.has_power(s, seat) for seat in range(n)],
        "over": s.over,
        "knights_win": s.knights_win if s.over else None,
        "end_reason": s.end_reason,
        "excalibur_quest_open": quests.is_open(s, EXCALIBUR),
        "grail_quest_open": quests.is_open(s, GRAIL_QUEST),
    }


# -- the inverse: a full state from one knight's view ---------------------------------
ACTION_KIND_IDS = {kind: i for i, kind in enumerate(ACTION_KINDS)}
CARD_OF_VALUE = {
    BLACK_KNIGHT: {BLACK_VALUE[c]: c for c in BLACK_KNIGHT_CARDS},
    LANCELOT: {BLACK_VALUE[c]: c for c in LANCELOT_CARDS},
    DRAGON: {DRAGON_VALUE[c]: c for c in LANCELOT_CARDS},
}
"""The black combat card of each value on each combat quest."""
BLACK_OF_NAME = {name: c for c, name in enumerate(BLACK_NAMES)}
WHITE_OF_NAME = {name: c for c, name in enumerate(WHITE_NAMES)}
KNIGHT_OF_NAME = {name: k for k, name in enumerate(KNIGHT_NAMES)}
PLACE_OF_ID: dict[str, int | Place] = {**{name: q for q, name in enumerate(QUEST_IDS)},
                                       **{p.value: p for p in Place}}
UNHELD = {u.value: u for u in Unheld}
TASK_OF_NAME = {t.value: t for t in Task}
TOO_MANY = f"{TITLE}: the view shows more cards than the game has"
Suspicion = Callable[[dict, list[int], int], dict[int | None, float]]
"""``(view, suspects, box)`` to the chance of each suspect, and of the box (``None``),
holding the Traitor card."""


def face_down(state: CamelotState) -> list[tuple[list[int], list[int]]]:
    """The black cards laid face down, each place's cards with who has seen them (a bit
    per seat): on the Black Knight's quest, on Lancelot's, and the one under way."""
    resolving = ([] if state.resolving is None else [state.resolving], [state.resolving_seen])
    return [(state.bk_black, state.bk_seen), (state.ld_black, state.ld_seen), resolving]


def unknown_black_cards(state: CamelotState, player: int | None = None) -> list[int]:
    """Counts per black card kind of the cards whose place ``player`` does not know
    (``None``: the narrator, who knows every card's place): the pile's, and those he did
    not see at a known place of the pile, face down on a combat quest or under way as
    one, or drawn by another knight and not yet shown. It is the manifest less the cards
    he saw or the table sees, the same in every position of his view."""
    counts = list(state.black_pile)
    if player is None:
        return counts
    bit = 1 << player
    for cards, seen in ((state.black_top, state.black_top_seen),
                        (state.black_bottom, state.black_bottom_seen), *face_down(state)):
        for c, s in zip(cards, seen):
            if not s & bit:
                counts[c] += 1
    if drawer(state) != player:
        for c in state.drawn:
            counts[c] += 1
    return counts


def shown_to(before: CamelotState, after: CamelotState) -> frozenset[int]:
    """The seats a step showed a card they had not seen, each to everyone but the
    seats that knew it: a white card leaving a hand (played, or discarded face up, as
    the discard piles lie [D]; one handed over face down is told to its receiver, as
    a draw is); a Loyalty card turned (the Traitor unmasked, a knight a false
    accusation shows loyal); a black card whose place a seat did not know, laid face
    up or turned as its quest ends."""
    n = before.n
    holders = [p for p, (was, now) in enumerate(zip(before.hands, after.hands))
               if any(a < b for a, b in zip(now, was))]
    if after.revealed and not before.revealed and before.traitor is not None:
        holders.append(before.traitor)
    holders += [p for p, (was, now) in enumerate(zip(before.cleared, after.cleared)) if now and not was]
    seen = {v for p in holders for v in range(n) if v != p}
    seen.update(v for v in range(n) if sum(unknown_black_cards(after, v)) < sum(unknown_black_cards(before, v)))
    return frozenset(seen)


def _deal(counts: list[int], size: int, rng: random.Random) -> list[int]:
    """``size`` cards drawn together from ``counts`` (taken out of it): counts per kind."""
    if size > sum(counts):
        raise ValueError(TOO_MANY)
    dealt = [0] * len(counts)
    for kind in Hand(counts, size, lambda kinds: kinds).sample(rng):
        dealt[kind] += 1
        counts[kind] -= 1
    return dealt


def _remove_known(counts: list[int], card: int, known: int) -> None:
    """Take ``known`` cards of ``card`` out of ``counts``: they are known to be in hands
    (the Merlins offered in the open window: the table saw them offered)."""
    if known > counts[card]:
        raise ValueError(TOO_MANY)
    counts[card] -= known


def _take(counts: list[int], rng: random.Random, kinds=None) -> int:
    """One card drawn from ``counts`` (taken out of it), of one of ``kinds`` if given."""
    weights = counts if kinds is None else [k if c in kinds else 0 for c, k in enumerate(counts)]
    if not sum(weights):
        raise ValueError(TOO_MANY)
    kind = pick(weights, rng)
    counts[kind] -= 1
    return kind


def _remove(counts: list[int], card: int, names=BLACK_NAMES) -> None:
    counts[card] -= 1
    if counts[card] < 0:
        raise ValueError(f"{TITLE}: the view shows more copies of {names[card]} than the game has")


def hidden_traitor(game: Game, view: dict) -> tuple[list[int], int]:
    """Where the Traitor card may be, as ``view`` shows it while he is hidden and the
    card is in the game: the seats that may hold it (not shown loyal, nor the viewer
    once he has looked at his own card) and how many Loyalty cards nobody was dealt (8,
    or players + 1 in 'The Traitor Among Us', less one a player)."""
    n, me = game.num_players, view["player"]
    looked = view["loyalty"] != "not looked at yet"
    cards = n + 1 if game.options["traitor_among_us"] else LOYALTY_CARDS
    return ([seat for seat in range(n) if not view["shown_loyal"][seat]
             and (seat != me or not looked)], cards - n)


def sample_state(game: Game, view: dict, rng: random.Random,
                 suspicion: Suspicion | None = None) -> CamelotState:
    """A full state giving back ``view`` and its legal actions (see the module): only
    the view is read. A sampled state has no history. ``suspicion(view, suspects, box)``
    may weigh who holds the Traitor card (the chance of each seat of ``suspects`` and,
    key ``None``, of the ``box`` Loyalty cards nobody was dealt) in place of every card
    alike, as a bot's belief does (``camelot.suspicion.traitor_odds``)."""
    n = game.num_players
    if view.get("game") != game.name or view.get("players") != n:
        raise ValueError(f"{TITLE}: this view is not one of {game!r}")
    me = view["player"]
    options = game.options
    knight: list[int | None] = [KNIGHT_OF_NAME.get(name) for name in view["knights"]]
    seat_of: list[int | None] = [None] * len(KNIGHT_NAMES)
    for seat, k in enumerate(knight):
        if k is not None:
            seat_of[k] = seat
    seat_of_name = {name: seat for seat, name in enumerate(view["knights"])}

    # -- the public board -------------------------------------------------------------
    cleared = list(view["shown_loyal"])
    board = view["quests"]
    ld_stage = 0 if board["lancelot"]["open"] else 1 if board["dragon"]["open"] else 2
    grail = board["grail"]
    grail_white = grail["grail_cards"]
    grail_black = [BLACK_OF_NAME[name] for name in grail["black_cards"]]
    dark_forest = grail["dark_forest"]
    warriors, war_cards = [0] * len(QUEST_IDS), [0] * len(QUEST_IDS)
    mordred = None
    for war, key in ((PICTS, "picts"), (SAXONS, "saxons")):
        warriors[war] = board[key]["warriors"]
        war_cards[war] = board[key]["cards_played"]
        if board[key]["mordred"]:
            mordred = war
    heroism = QUEST_NAMES.index(view["heroism_on"]) if view["heroism_on"] else None
    relics: list[int | Unheld] = [
        UNHELD[view["relics"][name]] if view["relics"][name] in UNHELD
        else seat_of_name[view["relics"][name]] for name in RELIC_NAMES]
    agenda: list[tuple] = [(TASK_OF_NAME[entry[0]], *(tuple(a) if isinstance(a, list) else a
                                                      for a in entry[1:]))
                           for entry in view["agenda"]]

    # -- loyalty ----------------------------------------------------------------------
    revealed = view["traitor_unmasked"] is not None
    loyalty_seen = view["loyalty"] != "not looked at yet"
    traitor: int | None
    if not options["traitor"]:
        traitor = None
    elif revealed:
        traitor = seat_of_name[view["traitor_unmasked"]]
    elif view["loyalty"] == "Traitor":
        traitor = me
    else:
        suspects, box = hidden_traitor(game, view)
        if suspicion is None:
            traitor = Odds([1] * len(suspects) + [box],
                           lambda i: suspects[i] if i < len(suspects) else None).sample(rng)
        else:
            odds = suspicion(view, suspects, box)
            traitor = rng.choices(list(odds), list(odds.values()))[0]

    # -- white cards ------------------------------------------------------------------
    unseen_white = list(WHITE_COUNTS)
    mine = list(view["hand_counts"])
    on_table = [0] * len(WHITE_KINDS)
    for key in ("black_knight", "lancelot", "dragon"):
        for v in board[key]["white"]:
            on_table[v] += 1
    for v in view["siege_fight"]:
        on_table[v] += 1
    for name in view["pool"]:
        on_table[WHITE_OF_NAME[name]] += 1
    on_table[GRAIL] += grail_white
    for war in (PICTS, SAXONS):
        for i in range(war_cards[war]):
            on_table[quests.war_card(i)] += 1
    if heroism is not None:
        on_table[HEROISM] += 1
    offered = view["offered"]
    if offered is not None and offered != UNSEEN_WHITE:
        on_table[WHITE_OF_NAME[offered]] += 1
    for name in view["white_discard_cards"]:
        on_table[WHITE_OF_NAME[name]] += 1
    for c in WHITE_KINDS:
        unseen_white[c] -= mine[c] + on_table[c]
        if unseen_white[c] < 0:
            raise ValueError(f"{TITLE}: the view shows more white cards of one kind than the game has")
    offered_card = None if offered is None else WHITE_OF_NAME[offered] if offered != UNSEEN_WHITE \
        else _take(unseen_white, rng)
    merlins = [0] * n       # offered by the others in an open window, still in their hands
    for task in agenda:
        if task[0] is Task.MERLIN:
            for seat in task[4]:
                if seat != me:
                    merlins[seat] += 1
    _remove_known(unseen_white, MERLIN, sum(merlins))     # set aside before any hand is dealt
    hands = [mine if seat == me else _deal(unseen_white, view["hand_sizes"][seat] - merlins[seat], rng)
             for seat in range(n)]
    for seat, known in enumerate(merlins):
        hands[seat][MERLIN] += known
    white_pile = _deal(unseen_white, view["white_pile"], rng)
    white_discard = [view["white_discard_cards"].count(name) for name in WHITE_NAMES]
    if sum(unseen_white) or sum(white_discard) != view["white_discard"]:
        raise ValueError(f"{TITLE}: the view's white cards do not add up to the game's")
    bk_white = list(board["black_knight"]["white"])
    ld_white = list(board["lancelot"]["white"] if ld_stage == 0 else
                    board["dragon"]["white"] if ld_stage == 1 else [])

    # -- black cards ------------------------------------------------------------------
    unseen_black = list(BLACK_COUNTS)
    black_discard = [view["black_discard_cards"].count(name) for name in BLACK_NAMES]
    for card in grail_black + [c for c in BLACK_KINDS for _ in range(black_discard[c])]:
        _remove(unseen_black, card)
    for card, in_play in ((MORDRED, mordred is not None), (DARK_FOREST, dark_forest),
                          (VIVIEN, view["vivien"]), (MISTS_OF_AVALON, view["mists_of_avalon"])):
        if in_play:
            _remove(unseen_black, card)
    for task in agenda:
        if task[0] is Task.WAR:                 # Mercenaries or Mordred, on their way
            _remove(unseen_black, task[2])
    combat = []           # (the quest, its black cards, who saw them, the view's values)
    bk_black: list[int] = []
    bk_seen: list[int] = []
    ld_black: list[int] = []
    ld_seen: list[int] = []
    for quest, key, black, seen in ((BLACK_KNIGHT, "black_knight", bk_black, bk_seen),
                                    (LANCELOT, "lancelot", ld_black, ld_seen),
                                    (DRAGON, "dragon", ld_black, ld_seen)):
        if quest != BLACK_KNIGHT and not board[key]["open"]:
            continue
        values = board[key]["black"]
        for v in values:
            if v is not None:
                _remove(unseen_black, CARD_OF_VALUE[quest][v])
        seen.extend(mask_of(seats) for seats in board[key]["black_seen_by"])
        combat.append((quest, black, values))
    places = view["black_known_places"]
    top: list = [None] * len(places["top"])
    for k in view["black_known_top"]:
        top[k["position"] - 1] = BLACK_OF_NAME[k["card"]]
    bottom: list = [None] * len(places["bottom"])
    for k in view["black_known_bottom"]:
        bottom[len(bottom) - k["from_bottom"]] = BLACK_OF_NAME[k["card"]]
    for card in top + bottom:
        if card is not None:
            _remove(unseen_black, card)
    drawn = [BLACK_OF_NAME[name] for name in view["drawn"] if name != UNSEEN_BLACK]
    for card in drawn:
        _remove(unseen_black, card)
    shown = view["resolving"]           # the card being resolved, or what the view says of it
    resolving = BLACK_OF_NAME.get(shown)
    if resolving is not None:
        _remove(unseen_black, resolving)
    # The unseen cards held to one kind (face down on a combat quest) are dealt before
    # those that may be any card: the kinds are apart, so each deal is equally likely,
    # and no other place takes a card its quest still needs.
    for quest, black, values in combat:
        kinds = BLACK_KNIGHT_CARDS if quest == BLACK_KNIGHT else LANCELOT_CARDS
        black.extend(_take(unseen_black, rng, kinds) if v is None else CARD_OF_VALUE[quest][v]
                     for v in values)
    if shown in KINDS_OF_UNSEEN:
        resolving = _take(unseen_black, rng, KINDS_OF_UNSEEN[shown])
    drawn += [_take(unseen_black, rng) for name in view["drawn"] if name == UNSEEN_BLACK]
    for pile in (top, bottom):
        for i, card in enumerate(pile):
            if card is None:
                pile[i] = _take(unseen_black, rng)
    black_top_seen = [mask_of(seats) for seats in places["top"]]
    black_bottom_seen = [mask_of(seats) for seats in places["bottom"]]
    black_left = view["black_pile"] - len(top) - len(bottom)
    if black_left < 0:
        raise ValueError(f"{TITLE}: the view knows more black cards on the pile than it holds")
    black_pile = _deal(unseen_black, black_left, rng)
    if sum(unseen_black) or sum(black_discard) != view["black_discard"]:
        raise ValueError(f"{TITLE}: the view's black cards do not add up to the game's")

    return CamelotState(
        game=game, knight=knight, seat_of=seat_of, traitor=traitor, revealed=revealed,
        loyalty_seen=loyalty_seen, accused=list(view["accused"]), cleared=cleared,
        knighted=list(view["powers"]) if options["squires"] else [False] * n,
        life=list(view["life"]), where=[PLACE_OF_ID[w] for w in view["where_id"]], hands=hands,
        deeds=[Deeds(**d) for d in view["deeds"]],
        white_pile=white_pile, white_discard=white_discard, black_pile=black_pile,
        black_discard=black_discard, black_top=top, black_top_seen=black_top_seen,
        black_bottom=bottom, black_bottom_seen=black_bottom_seen, drawn=drawn,
        resolving=resolving, resolving_seen=mask_of(view["resolving_seen_by"]),
        pool=[view["pool"].count(name) for name in WHITE_NAMES],
        bk_white=bk_white, bk_black=bk_black, bk_seen=bk_seen, ld_stage=ld_stage,
        ld_white=ld_white, ld_black=ld_black, ld_seen=ld_seen,
        excalibur_pos=board["excalibur"]["position"], excalibur_done=not board["excalibur"]["open"],
        grail_white=grail_white, grail_black=grail_black, grail_done=not grail["open"],
        warriors=warriors, war_cards=war_cards, mordred=mordred, heroism=heroism, relics=relics,
        dark_forest=dark_forest, vivien=view["vivien"], mists=view["mists_of_avalon"],
        white_swords=view["swords"]["white"], black_swords=view["swords"]["black"],
        engines=view["siege_engines"],
        results=[(QUEST_IDS.index(r["quest"]), r["won"]) for r in view["quests_ended"]],
        turn=view["turn"], turns=view["turns"], acts=view["heroic_actions"],
        first_kind=ACTION_KIND_IDS[view["first_action"]] if view["first_action"] else None,
        bought=view["second_action_bought"], special_used=view["special_card_played"],
        swap_used=view["arthur_exchanged"], offered=offered_card,
        free_move_used=view["tristan_free_move_used"], turn_ended=view["turn_ended"],
        fight_cards=list(view["siege_fight"]), roll=view["d8"], over=view["over"],
        knights_win=view["knights_win"], end_reason=view["end_reason"], agenda=agenda)
