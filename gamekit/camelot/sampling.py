"""A full game of Shadows over Camelot rebuilt from one knight's view (the
determinization ``Camelot.sample_state`` that ``gamekit.bots.MCTSBot`` asks for).

Supported decision points: a knight's own **Progression of Evil** (the ``evil`` step)
and his **heroic actions** (the ``heroic`` step, first or second action, King
Arthur's exchange and the free moves included). At both the agenda of pending tasks
is always the same short stack (the turn's end below the decision), so the rest of
the state is the view's public board. Every other decision (the card pool at set-up,
Merlin's cancel, Morgan's volunteer, discards, the siege fight, Sir Kay's card, the
Grail for the dying, Clairvoyance, the Messenger, the Convocation, King Arthur's
exchange answered, the unmasked Traitor's turn) happens inside a task stack the view
does not describe: ``sample_state`` refuses those views, and
``bots.mcts_bot`` decides there by the heuristic knight.

Hidden, and drawn at random from the cards the view does not show:

* the Traitor: the player's own Loyalty card as the view says; otherwise the
  Traitor card is one of the cards he has not seen, each equally likely (8 cards,
  or players + 1 in 'The Traitor Among Us'; a knight shown loyal by a false
  accusation or seen unmasked is known);
* the other knights' white hands, as many cards as each holds, from the white
  cards not in the player's hand nor on the table; the rest of those cards split
  between the white pile and its discard by their sizes (the view gives the
  discards' size only, so their faces are treated as unseen);
* the black combat cards lying face down that the player did not read (a Black
  Knight card on the Black Knight, a Lancelot card on Lancelot or the Dragon), the
  black cards at known places of the pile that he did not see, the black pile and
  the black discard (sizes from the view). The black cards he read (Percival,
  Clairvoyance, Lancelot's Armor, the combat cards he drew) stay where he knows
  them.

Nothing is inferred from how the others played.
"""
from __future__ import annotations

from .cards import (
    BLACK_COUNTS,
    BLACK_KINDS,
    BLACK_KNIGHT,
    BLACK_KNIGHT_CARDS,
    BLACK_NAMES,
    BLACK_VALUE,
    DARK_FOREST,
    DRAGON,
    DRAGON_VALUE,
    GRAIL,
    HEROISM,
    KNIGHT_NAMES,
    LANCELOT,
    LANCELOT_CARDS,
    LOYALTY_CARDS,
    MISTS_OF_AVALON,
    MORDRED,
    PICTS,
    QUEST_IDS,
    QUEST_NAMES,
    RELIC_NAMES,
    SAXONS,
    VIVIEN,
    WAR_SEQUENCE,
    WHITE_COUNTS,
    WHITE_KINDS,
)
from .quests import GONE, ON_QUEST

SUPPORTED_STEPS = ("evil", "heroic")
"""The decision points ``sample_state`` rebuilds (see the module docstring)."""
ACTION_KIND_IDS = {"move": 0, "quest action": 1, "special card": 2, "heal": 3, "accuse": 4}
_CARD_OF_VALUE = {
    BLACK_KNIGHT: {BLACK_VALUE[c]: c for c in BLACK_KNIGHT_CARDS},
    LANCELOT: {BLACK_VALUE[c]: c for c in LANCELOT_CARDS},
    DRAGON: {DRAGON_VALUE[c]: c for c in LANCELOT_CARDS},
}
_BLACK_OF_NAME = {name: c for c, name in enumerate(BLACK_NAMES)}


def can_sample(view: dict) -> bool:
    """Is ``view`` taken at a decision point ``sample_state`` supports: the player's
    own Progression of Evil or heroic action, the game not over?"""
    return (not view.get("over") and view.get("current_player") == view.get("player")
            and view.get("step") in SUPPORTED_STEPS)


def _take(counts: list[int], total: int, rng) -> int:
    r = int(rng.random() * total)
    for kind, c in enumerate(counts):
        r -= c
        if r < 0:
            counts[kind] -= 1
            return kind
    raise ValueError("Shadows over Camelot: the view shows more cards than the game has")


def _deal(counts: list[int], size: int, rng) -> list[int]:
    """``size`` cards drawn without replacement from ``counts`` (changed in place)."""
    total = sum(counts)
    if size > total:
        raise ValueError("Shadows over Camelot: the view shows more cards than the game has")
    dealt = [0] * len(counts)
    for i in range(size):
        dealt[_take(counts, total - i, rng)] += 1
    return dealt


def _remove(counts: list[int], card: int) -> None:
    counts[card] -= 1
    if counts[card] < 0:
        raise ValueError("Shadows over Camelot: the view shows more copies of "
                         f"{BLACK_NAMES[card]} than the game has")


def sample_state(game, view: dict, rng):
    """A full state giving back ``view`` and its legal actions (see the module)."""
    from .loyalty import UNMASKED
    from .rules import TITLE
    from .turn import DEAD

    n = game.num_players
    if view.get("game") != game.name or view.get("players") != n:
        raise ValueError(f"{TITLE}: this view is not one of {game!r}")
    if not can_sample(view):
        raise ValueError(f"{TITLE}: sample_state rebuilds a knight's own Progression of Evil "
                         "or heroic action only, not a view taken at step "
                         f"{view.get('step')!r} (player {view.get('player')}, current "
                         f"{view.get('current_player')})")
    me = view["player"]
    state = game.new_initial_state()
    state.events.clear()
    knight_of = {name: k for k, name in enumerate(KNIGHT_NAMES)}
    state.knight = [knight_of[name] for name in view["knights"]]
    state.seat_of = [-1] * len(KNIGHT_NAMES)
    for s, k in enumerate(state.knight):
        state.seat_of[k] = s
    seat_of_name = {name: s for s, name in enumerate(view["knights"])}

    # -- the public board -------------------------------------------------------------
    state.life = list(view["life"])
    state.alive = list(view["alive"])
    place = {name: q for q, name in enumerate(QUEST_IDS)}
    place.update(unmasked=UNMASKED, dead=DEAD)
    state.where = [place[w] for w in view["where_id"]]
    state.accused = list(view["accused"])
    state.cleared = list(view["shown_loyal"])
    state.knighted = list(view["powers"]) if state.squires else [False] * n
    state.deeds = [[d["black_cards"], d["siege_engines_added"], d["life_points_given"]]
                   for d in view["deeds"]]
    state.white_swords = view["swords"]["white"]
    state.black_swords = view["swords"]["black"]
    state.engines = view["siege_engines"]
    board = view["quests"]
    state.ld_stage = 0 if board["lancelot"]["open"] else 1 if board["dragon"]["open"] else 2
    state.excalibur_pos = board["excalibur"]["position"]
    state.excalibur_done = not board["excalibur"]["open"]
    grail = board["grail"]
    state.grail_white = grail["grail_cards"]
    state.grail_black = [_BLACK_OF_NAME[name] for name in grail["black_cards"]]
    state.grail_done = not grail["open"]
    state.dark_forest = grail["dark_forest"]
    state.mordred = -1
    for war, key in ((PICTS, "picts"), (SAXONS, "saxons")):
        state.warriors[war] = board[key]["warriors"]
        state.war_cards[war] = board[key]["cards_played"]
        if board[key]["mordred"]:
            state.mordred = war
    state.results = [(QUEST_IDS.index(r["quest"]), r["won"]) for r in view["quests_ended"]]
    state.heroism = QUEST_NAMES.index(view["heroism_on"]) if view["heroism_on"] else -1
    state.mists = view["mists_of_avalon"]
    state.vivien = view["vivien"]
    state.relics = [ON_QUEST if view["relics"][name] == "on its quest" else
                    GONE if view["relics"][name] == "lost" else seat_of_name[view["relics"][name]]
                    for name in RELIC_NAMES]
    # the turn
    state.turn, state.turns = view["turn"], view["turns"]
    state.acts = view["heroic_actions"]
    state.first_kind = ACTION_KIND_IDS[view["first_action"]] if view["first_action"] else -1
    state.bought = view["second_action_bought"]
    state.special_used = view["special_card_played"]
    state.swap_used = view["arthur_exchanged"]
    state.free_move_used = view["tristan_free_move_used"]
    state.turn_ended = False
    state.fight_cards, state.drawn, state.roll = [], [], 0
    state.pool = [0] * len(WHITE_KINDS)
    if view["step"] == "evil":
        state.agenda = [("end_turn", me), ("heroic_phase", me), ("evil", me)]
    else:
        state.agenda = [("end_turn", me), ("heroic", me)]

    # -- loyalty ----------------------------------------------------------------------
    state.revealed = view["traitor_unmasked"] is not None
    state.loyalty_seen = view["loyalty"] != "not looked at yet"
    if not state.with_traitor:
        state.traitor = -1
    elif state.revealed:
        state.traitor = seat_of_name[view["traitor_unmasked"]]
    elif view["loyalty"] == "Traitor":
        state.traitor = me
    else:
        cards = n + 1 if state.traitor_among_us else LOYALTY_CARDS
        suspects = [s for s in range(n) if not state.cleared[s]
                    and (s != me or not state.loyalty_seen)]
        unseen = cards - n + len(suspects)      # the box's cards and the suspects' cards
        r = int(rng.random() * unseen)
        state.traitor = suspects[r] if r < len(suspects) else -1

    # -- white cards ------------------------------------------------------------------
    unseen_white = list(WHITE_COUNTS)
    mine = list(view["hand_counts"])
    on_table = [0] * len(WHITE_KINDS)
    for key in ("black_knight", "lancelot", "dragon"):
        for v in board[key]["white"]:
            on_table[v] += 1
    on_table[GRAIL] += state.grail_white
    for war in (PICTS, SAXONS):
        for v in WAR_SEQUENCE[:state.war_cards[war]]:
            on_table[v] += 1
    if state.heroism >= 0:
        on_table[HEROISM] += 1
    for c in WHITE_KINDS:
        unseen_white[c] -= mine[c] + on_table[c]
        if unseen_white[c] < 0:
            raise ValueError(f"{TITLE}: the view shows more white cards of one kind than the game has")
    state.hands = []
    for s in range(n):
        state.hands.append(mine if s == me else _deal(unseen_white, view["hand_sizes"][s], rng))
    state.white_left = view["white_pile"]
    state.white_pile = _deal(unseen_white, state.white_left, rng)
    if sum(unseen_white) != view["white_discard"]:
        raise ValueError(f"{TITLE}: the view's white cards do not add up to the game's")
    state.white_discard = unseen_white
    bk, ld = state.bk_white, state.ld_white
    bk[:] = board["black_knight"]["white"]
    ld[:] = board["lancelot"]["white"] if state.ld_stage == 0 else \
        board["dragon"]["white"] if state.ld_stage == 1 else []

    # -- black cards ------------------------------------------------------------------
    unseen_black = list(BLACK_COUNTS)
    for card in state.grail_black:
        _remove(unseen_black, card)
    for card, in_play in ((MORDRED, state.mordred >= 0), (DARK_FOREST, state.dark_forest),
                          (VIVIEN, state.vivien), (MISTS_OF_AVALON, state.mists)):
        if in_play:
            _remove(unseen_black, card)
    bit = 1 << me
    combat = []           # (black list, seen list, the quest's cards, the view's values)
    for quest, key in ((BLACK_KNIGHT, "black_knight"), (LANCELOT, "lancelot"), (DRAGON, "dragon")):
        if quest != BLACK_KNIGHT and not board[key]["open"]:
            continue
        black, seen = (state.bk_black, state.bk_seen) if quest == BLACK_KNIGHT else \
            (state.ld_black, state.ld_seen)
        values = board[key]["black"]
        for v in values:
            if v is not None:
                _remove(unseen_black, _CARD_OF_VALUE[quest][v])
        combat.append((quest, black, seen, values))
    top = [None] * max([k["position"] for k in view["black_known_top"]], default=0)
    for k in view["black_known_top"]:
        top[k["position"] - 1] = _BLACK_OF_NAME[k["card"]]
    bottom = [None] * max([k["from_bottom"] for k in view["black_known_bottom"]], default=0)
    for k in view["black_known_bottom"]:
        bottom[len(bottom) - k["from_bottom"]] = _BLACK_OF_NAME[k["card"]]
    for card in top + bottom:
        if card is not None:
            _remove(unseen_black, card)
    for quest, black, seen, values in combat:
        kinds = BLACK_KNIGHT_CARDS if quest == BLACK_KNIGHT else LANCELOT_CARDS
        black.clear()
        seen.clear()
        for v in values:
            if v is None:
                counts = [unseen_black[c] if c in kinds else 0 for c in BLACK_KINDS]
                card = _take(counts, sum(counts), rng)
                unseen_black[card] -= 1
                black.append(card)
                seen.append(0)
            else:
                black.append(_CARD_OF_VALUE[quest][v])
                seen.append(bit)
    for pile in (top, bottom):
        for i, card in enumerate(pile):
            if card is None:
                pile[i] = _take(unseen_black, sum(unseen_black), rng)
    state.black_top = top
    state.black_top_seen = [0 if view_card is None else bit for view_card in
                            _known(view["black_known_top"], "position", len(top), False)]
    state.black_bottom = bottom
    state.black_bottom_seen = [0 if view_card is None else bit for view_card in
                               _known(view["black_known_bottom"], "from_bottom", len(bottom), True)]
    state.black_left = view["black_pile"] - len(top) - len(bottom)
    if state.black_left < 0:
        raise ValueError(f"{TITLE}: the view knows more black cards on the pile than it holds")
    state.black_pile = _deal(unseen_black, state.black_left, rng)
    if sum(unseen_black) != view["black_discard"]:
        raise ValueError(f"{TITLE}: the view's black cards do not add up to the game's")
    state.black_discard = unseen_black
    return state


def _known(entries: list[dict], key: str, size: int, from_bottom: bool) -> list:
    """The view's known cards of the top (or bottom) of the black pile by place."""
    places = [None] * size
    for e in entries:
        places[size - e[key] if from_bottom else e[key] - 1] = e["card"]
    return places
