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
        loyalty = "Traitor" if player == state.traitor else "Loyal"
    elif not state.loyalty_seen:
        loyalty = "not looked at yet"
    else:
        loyalty = "Traitor" if player == state.traitor else "Loyal"

    def combat(quest, open_):
        white, black, seen = state._combat(quest) if open_ else ([], [], [])
        return {"open": open_, "white": list(white),
                "black": [state.black_value(quest, c) if s == -1 or s & bit else None
                          for c, s in zip(black, seen)],
                "black_cards": len(black)}

    relics = {}
    for r, holder in enumerate(state.relics):
        relics[RELIC_NAMES[r]] = ("on its quest" if holder == ON_QUEST else
                                  "lost" if holder == GONE else state.who(holder))
    quests = {
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
        quests[key] = {"open": True, "warriors": state.warriors[war], "lose_at": WARRIORS_LOSE,
                       "cards_played": state.war_cards[war], "next": state.war_next(war),
                       "needs": state.war_length(war), "mordred": state.mordred == war}
    top = [{"position": i + 1, "card": BLACK_NAMES[c]}
           for i, (c, s) in enumerate(zip(state.black_top, state.black_top_seen)) if s & bit]
    bottom = [{"from_bottom": len(state.black_bottom) - i, "card": BLACK_NAMES[c]}
              for i, (c, s) in enumerate(zip(state.black_bottom, state.black_bottom_seen)) if s & bit]
    current = state.current_player
    task = state.agenda[-1] if state.agenda else ("over",)
    return {
        "game": "camelot",
        "player": player,
        "players": n,
        "you": state.who(player),
        "knights": [state.who(s) for s in range(n)],
        "current_player": current,
        "turn": state.turn,
        "turns": state.turns,
        "step": task[0],
        "heroic_actions": state.acts,
        "first_action": ACTION_KINDS[state.first_kind] if state.first_kind >= 0 else None,
        "second_action_bought": state.bought,
        "special_card_played": state.special_used,
        "loyalty": loyalty,
        "traitor_unmasked": state.who(state.traitor) if state.revealed else None,
        "life": list(state.life),
        "alive": list(state.alive),
        "where": [place_name(w) for w in state.where],
        "where_id": [QUEST_IDS[w] if w >= 0 else place_name(w) for w in state.where],
        "hand": [WHITE_NAMES[c] for c in WHITE_KINDS for _ in range(hand[c])],
        "hand_counts": list(hand),
        "hand_sizes": [sum(h) for h in state.hands],
        "swords": {"white": state.white_swords, "black": state.black_swords},
        "siege_engines": state.engines,
        "quests": quests,
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
        "drawn": [BLACK_NAMES[c] for c in state.drawn] if task[0] == "armor" and task[1] == player
        else [],
        "pool": [WHITE_NAMES[c] for c in WHITE_KINDS for _ in range(state.pool[c])],
        "siege_fight": list(state.fight_cards),
        "d8": state.roll if state.fight_cards else None,
        "accused": list(state.accused),
        "shown_loyal": list(state.cleared),
        "arthur_exchanged": state.swap_used,
        "tristan_free_move_used": state.free_move_used,
        "can_accuse": state.can_accuse(player) if state.in_play(player) else False,
        "deeds": [{"black_cards": d[0], "siege_engines_added": d[1], "life_points_given": d[2]}
                  for d in state.deeds],
        "powers": [state.has_power(s) for s in range(n)],
        "over": state.over,
        "knights_win": state.knights_win if state.over else None,
        "end_reason": state.end_reason or None,
        "excalibur_quest_open": state.is_open(EXCALIBUR),
        "grail_quest_open": state.is_open(GRAIL_QUEST),
    }
