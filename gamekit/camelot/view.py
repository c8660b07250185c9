"""What one player may see of a game of Shadows over Camelot (plain JSON data).

Public: the board (quests, swords, siege engines, relics, positions, life points),
how many white cards each knight holds, the unmasked traitor. Private: one's own
hand and Loyalty card (not before 6 swords under 'Three Brave Knights'), the black
combat cards one drew (face down for the others until the quest ends), the black
cards one saw on the pile (Percival, Clairvoyance, Lancelot's Armor). Public too:
the knights a false accusation showed loyal, and whether King Arthur's exchange and
Sir Tristan's free move were used this turn (``Camelot.sample_state`` rebuilds a
state from this view alone).
"""
from __future__ import annotations

from . import knights, loyalty, quests
from .cards import (
    BLACK_KNIGHT,
    BLACK_NAMES,
    CAMELOT,
    DRAGON,
    EXCALIBUR,
    EXCALIBUR_KNIGHTS_END,
    GRAIL_QUEST,
    GRAIL_SLOTS,
    LANCELOT,
    PICTS,
    QUEST_IDS,
    RELIC_NAMES,
    SAXONS,
    WARRIORS_LOSE,
    WHITE_KINDS,
    WHITE_NAMES,
    quest_name,
)
from .quests import GONE, ON_QUEST
from .state import Task

PLACE_NAMES = {-3: "unmasked", -4: "dead"}
ACTION_KINDS = ("move", "quest action", "special card", "heal", "accuse")
"""The five kinds of heroic action (seed 004, a-e)."""


def place_name(where: int) -> str:
    return PLACE_NAMES.get(where) or ("Camelot" if where == CAMELOT else quest_name(where))


def view(state, player: int) -> dict:
    n = state.n
    bit = 1 << player
    hand = state.hands[player]
    if state.traitor >= 0 and state.revealed:
        loyalty_card = "Traitor" if player == state.traitor else "Loyal"
    elif not state.loyalty_seen:
        loyalty_card = "not looked at yet"
    else:
        loyalty_card = "Traitor" if player == state.traitor else "Loyal"

    def combat(quest, open_):
        white, black, seen = quests.combat(state, quest) if open_ else ([], [], [])
        return {"open": open_, "white": list(white),
                "black": [quests.black_value(state, quest, c) if s == -1 or s & bit else None
                          for c, s in zip(black, seen)],
                "black_cards": len(black)}

    relics = {}
    for r, holder in enumerate(state.relics):
        relics[RELIC_NAMES[r]] = ("on its quest" if holder == ON_QUEST else
                                  "lost" if holder == GONE else knights.who(state, holder))
    board = {
        "black_knight": combat(BLACK_KNIGHT, True),
        "lancelot": combat(LANCELOT, state.ld_stage == 0),
        "dragon": combat(DRAGON, state.ld_stage == 1),
        "excalibur": {"open": not state.excalibur_done, "position": state.excalibur_pos,
                      "steps_to_win": EXCALIBUR_KNIGHTS_END - state.excalibur_pos},
        "grail": {"open": not state.grail_done, "grail_cards": state.grail_white,
                  "black_cards": [BLACK_NAMES[c] for c in state.grail_black],
                  "slots": GRAIL_SLOTS, "dark_forest": state.dark_forest},
    }
    for war, key in ((PICTS, "picts"), (SAXONS, "saxons")):
        board[key] = {"open": True, "warriors": state.warriors[war], "lose_at": WARRIORS_LOSE,
                       "cards_played": state.war_cards[war], "next": quests.war_next(state, war),
                       "needs": quests.war_length(state, war), "mordred": state.mordred == war}
    top = [{"position": i + 1, "card": BLACK_NAMES[c]}
           for i, (c, s) in enumerate(zip(state.black_top, state.black_top_seen)) if s & bit]
    bottom = [{"from_bottom": len(state.black_bottom) - i, "card": BLACK_NAMES[c]}
              for i, (c, s) in enumerate(zip(state.black_bottom, state.black_bottom_seen)) if s & bit]
    current = state.current_player
    task = state.agenda[-1] if state.agenda else None
    return {
        "game": "camelot",
        "player": player,
        "players": n,
        "you": knights.who(state, player),
        "knights": [knights.who(state, s) for s in range(n)],
        "current_player": current,
        "turn": state.turn,
        "turns": state.turns,
        "step": task[0].value if task else "over",
        "heroic_actions": state.acts,
        "first_action": ACTION_KINDS[state.first_kind] if state.first_kind >= 0 else None,
        "second_action_bought": state.bought,
        "special_card_played": state.special_used,
        "loyalty": loyalty_card,
        "traitor_unmasked": knights.who(state, state.traitor) if state.revealed else None,
        "life": list(state.life),
        "alive": list(state.alive),
        "where": [place_name(w) for w in state.where],
        "where_id": [QUEST_IDS[w] if w >= 0 else place_name(w) for w in state.where],
        "hand": [WHITE_NAMES[c] for c in WHITE_KINDS for _ in range(hand[c])],
        "hand_counts": list(hand),
        "hand_sizes": [sum(h) for h in state.hands],
        "swords": {"white": state.white_swords, "black": state.black_swords},
        "siege_engines": state.engines,
        "quests": board,
        "quests_ended": [{"quest": QUEST_IDS[q], "won": won} for q, won in state.results],
        "heroism_on": quest_name(state.heroism) if state.heroism >= 0 else None,
        "mists_of_avalon": state.mists,
        "vivien": state.vivien,
        "relics": relics,
        "white_pile": state.white_left,
        "white_discard": sum(state.white_discard),
        "black_pile": state.black_size,
        "black_discard": sum(state.black_discard),
        "black_known_top": top,
        "black_known_bottom": bottom,
        "drawn": [BLACK_NAMES[c] for c in state.drawn] if task and task[0] is Task.ARMOR and task[1] == player
        else [],
        "pool": [WHITE_NAMES[c] for c in WHITE_KINDS for _ in range(state.pool[c])],
        "siege_fight": list(state.fight_cards),
        "d8": state.roll if state.fight_cards else None,
        "accused": list(state.accused),
        "shown_loyal": list(state.cleared),
        "arthur_exchanged": state.swap_used,
        "tristan_free_move_used": state.free_move_used,
        "can_accuse": loyalty.can_accuse(state, player) if knights.in_play(state, player) else False,
        "deeds": [{"black_cards": d.black_cards, "siege_engines_added": d.siege_engines_added,
               "life_points_given": d.life_points_given}
                  for d in state.deeds],
        "powers": [knights.has_power(state, s) for s in range(n)],
        "over": state.over,
        "knights_win": state.knights_win if state.over else None,
        "end_reason": state.end_reason or None,
        "excalibur_quest_open": quests.is_open(state, EXCALIBUR),
        "grail_quest_open": quests.is_open(state, GRAIL_QUEST),
    }
from .sampling import can_sample, sample_state  # noqa: E402, F401
