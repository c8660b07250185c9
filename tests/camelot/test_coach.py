"""The Camelot coach: exact siege odds in plain words, the expert's look ahead
elsewhere, all from the player's view."""
import random
import re
from fractions import Fraction

import gamekit
from gamekit.bots.coach import hints
from gamekit.camelot import coach as camelot_coach
from gamekit.camelot.actions import ADD_ENGINE, DRAW_BLACK, LOSE_LIFE, AddFight, RollD8
from gamekit.camelot.analysis import (
    ENGINE,
    ON_A_QUEST,
    SPECIAL,
    next_black_effect,
    siege_win_chance,
    unknown_black_cards,
)
from gamekit.camelot.coach import coach
from gamekit.camelot.components import (
    BLACK_COUNTS,
    BLACK_TOTAL,
    FIGHT_3,
    FIGHT_4,
    FIGHT_5,
    GAWAIN,
    KAY,
    MISTS_OF_AVALON,
    MORGAN_3,
    PALAMEDES,
)
from gamekit.core.bots import observe
from gamekit.prob.montecarlo import wilson_interval
from tests.camelot.helpers import act, hand, new_game, no_merlins, stack_black, to_heroic
from tests.camelot.test_knights import OWN_LOSES_ALL, Lines, heroic_decision


def siege(knights=(GAWAIN, KAY, PALAMEDES)):
    s = new_game(knights=list(knights), traitor=False)
    no_merlins(s)
    s.engines = 4
    s.hands[0] = hand(FIGHT_5, FIGHT_3, FIGHT_4)
    to_heroic(s)
    act(s, f"{'Sir Gawain' if knights[0] == GAWAIN else 'Sir Kay'} attacks a siege engine with Fight 5")
    return s


def test_the_siege_hints_are_the_exact_odds_against_the_d8():
    s = siege()
    found = {h.action: h for h in hints(observe(s, 0), top=5)}
    assert all(h.exact for h in found.values())
    assert found[RollD8(GAWAIN)].value == float(siege_win_chance(5)) == 0.5
    assert found[AddFight(GAWAIN, FIGHT_3)].value == float(Fraction(7, 8))
    assert found[AddFight(GAWAIN, FIGHT_4)].why == \
        "adding Fight 4 (total 9): beats the d8 8 times in 8 (100%)"
    assert list(found)[0] == AddFight(GAWAIN, FIGHT_4)      # best first


def test_sir_kays_card_after_the_roll_counts_in_the_odds():
    s = siege(knights=(KAY, GAWAIN, PALAMEDES))
    roll = {h.action: h for h in coach(observe(s, 0), random.Random(0))}[RollD8(KAY)]
    assert roll.value == float(siege_win_chance(5 + 4))     # his Fight 4 after the roll
    assert "Sir Kay's Fight 4 after the roll" in roll.why


def test_a_heroic_hint_comes_from_the_expert_looking_ahead_from_the_view():
    state, obs = heroic_decision(4)
    before = state.to_json()
    found = hints(obs, random.Random(2))
    assert state.to_json() == before
    assert 1 <= len(found) <= 3 and all(h.action in obs.legal_actions for h in found)
    assert all(0.0 <= h.value <= 1.0 and "positions dealt from what you see" in h.why
               for h in found if not h.exact)


def test_at_any_other_decision_the_hint_plays_the_knights_best_on_and_ranks_them():
    """A Merlin window, where the expert itself never looks ahead: each offer is played
    on from the view, and the hint says where the rules of thumb rank it."""
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES], traitor=False)
    stack_black(s, MISTS_OF_AVALON)
    act(s, "Sir Gawain draws a black card")               # the Merlin window
    obs = observe(s, s.current_player)
    found = coach(obs, random.Random(0))
    assert {h.action for h in found} == set(obs.legal_actions) and len(found) == 2
    ranks = [h.why.split(";")[0] for h in found]         # the expert's own choice first
    assert ranks == ["the kit's rules of thumb rank it first", "the kit's rules of thumb rank it second"]
    for h in found:
        won, lines = re.search(r"the knights won (\d+) of (\d+) games", h.why).groups()
        assert h.value == int(won) / int(lines) and int(lines) >= 1
        low, high = wilson_interval(int(won), int(lines))          # how rough a few games are
        assert f"(95% CI {low:.0%}–{high:.0%})" in h.why


def test_the_first_hint_says_why_it_is_first_when_fewer_of_its_games_were_won(monkeypatch):
    """A few games do not overrule the rules of thumb: the hint puts the expert's action
    first and says why, where another won more of the games played."""
    _, obs = heroic_decision(4)
    monkeypatch.setattr(camelot_coach, "Planner", lambda **kw: Lines(OWN_LOSES_ALL, late=False))
    found = coach(obs, random.Random(1))
    played = [h.value for h in found if not h.exact]      # a siege attack's hint gives its odds
    assert not found[0].exact and played[:2] == [0, 2 / 3]
    assert found[0].why.endswith("; first all the same: the kit's expert plays it, as these games "
                                 "do not show another clearly better")
    assert all("first all the same" not in h.why for h in found[1:])


def test_the_progression_of_evil_hints_say_what_each_evil_does_exactly():
    """Two siege engines stand at the first Progression of Evil, so the next black card
    is any of the 76: the hint gives the exact share that goes on its quest, that is
    special and that becomes a siege engine (Morgan 3 alone: 1 in 76)."""
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES], traitor=False)
    s.engines = 2
    obs = observe(s, 0)
    why = {h.action.choice: h.why.split(";")[0] for h in coach(obs, random.Random(0))}
    assert why[ADD_ENGINE] == "add a siege engine: 3 of the 12 that take Camelot"
    assert why[LOSE_LIFE] == f"give a life point: {s.life[0] - 1} of 6 left"
    effects = next_black_effect(cards=unknown_black_cards(s, 0))
    assert effects[ENGINE] == Fraction(1, 76) == Fraction(BLACK_COUNTS[MORGAN_3], BLACK_TOTAL)
    assert why[DRAW_BLACK] == ("draw a black card: by what you know of the pile, "
                               f"{float(effects[ON_A_QUEST]):.0%} go on their quests, "
                               f"{float(effects[SPECIAL]):.0%} are special cards, "
                               "1% become siege engines")


def test_the_last_siege_engine_and_the_last_life_point_say_what_follows():
    """Rule book: the 12th siege engine takes Camelot, and a knight with no life point
    left dies; the hint says so rather than count to 12 or to none."""
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES], traitor=False)
    s.engines, s.life[0] = 11, 1
    why = {h.action.choice: h.why.split(";")[0] for h in coach(observe(s, 0), random.Random(0))}
    assert why[ADD_ENGINE] == "add a siege engine: the 12th, and Camelot falls"
    assert why[LOSE_LIFE] == "give a life point: your last, and with none left you die"


def test_a_black_card_seen_on_the_pile_is_named_in_the_hint():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES], traitor=False)
    stack_black(s, MORGAN_3)
    s.black_top_seen[0] = 1                              # Sir Gawain read it
    why = {h.action.choice: h.why for h in coach(observe(s, 0), random.Random(0))}
    assert why[DRAW_BLACK].startswith("draw a black card: you saw it, Morgan 3 (100% become siege engines)")


def test_the_traitors_hint_counts_the_games_evil_won():
    obs = observe(new_game(traitor_seat=0), 0)
    assert obs.view["loyalty"] == "Traitor"
    found = coach(obs, random.Random(0))
    assert all(re.search(r"; Evil won (\d+) of (\d+) games", h.why) for h in found)


def test_a_hint_is_the_same_on_any_machine():
    """The coach counts the steps its lines play, not the seconds they take: the same view
    and seed give the same hint, with the same number of games, however busy the machine."""
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES], traitor=False)
    stack_black(s, MISTS_OF_AVALON)
    act(s, "Sir Gawain draws a black card")
    obs = observe(s, s.current_player)
    first, again = ([(h.action, h.value, h.why) for h in coach(obs, random.Random(3))] for _ in range(2))
    assert first == again


def test_where_every_choice_costs_the_hint_ranks_them_and_advises_against_none():
    """Which card to lay on the Round Table at the start: the rules of thumb weigh each by
    what it costs to give away, so the cheapest is their first, not one to avoid."""
    game = gamekit.load("camelot", players=4)
    s, rng = game.new_initial_state(), random.Random(1)
    while s.current_player == gamekit.CHANCE:
        s.apply(s.sample_chance(rng))
    obs = observe(s, s.current_player)
    assert all(str(a).endswith("on the Round Table") for a in obs.legal_actions)
    found = coach(obs, random.Random(0))
    assert not any("advise against" in h.why for h in found)
    assert any(h.why.startswith("the kit's rules of thumb rank it first") for h in found)
