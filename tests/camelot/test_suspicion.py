"""Who holds the Traitor card, by the public deeds (``camelot.suspicion``), and the
positions a bot deals with that belief (``sample_state(..., suspicion)``)."""
import math
import random
from collections import Counter

import pytest

from gamekit.camelot.actions import DRAW_BLACK, Accuse, Evil
from gamekit.camelot.bots import Knight
from gamekit.camelot.coach import coach
from gamekit.camelot.components import FIGHT_1, FIGHT_2, GAWAIN, KAY, PALAMEDES, TRISTAN
from gamekit.camelot.expert import Planner
from gamekit.camelot.suspicion import traitor_odds
from gamekit.camelot.view import hidden_traitor, sample_state
from gamekit.core.bots import observe

from .helpers import hand, new_game, no_merlins, to_heroic


def hoarding(traitor_seat=3, **options):
    """Late in the game (round 9, 9 siege engines, 8 swords), Sir Tristan (seat 3) holds ten
    white cards, laid none and added two siege engines; the others hold three each and
    laid four: Sir Gawain (seat 0) is to act. The Knight's own rule accuses from 10
    swords only."""
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES, TRISTAN], traitor_seat=traitor_seat,
                 **options)
    no_merlins(s)
    s.engines, s.white_swords, s.black_swords = 9, 5, 3
    s.turns = 8 * s.n
    hands = {3: hand(*[FIGHT_1] * 10), **{seat: hand(FIGHT_1, FIGHT_1, FIGHT_2) for seat in (0, 1, 2)}}
    for seat, cards in hands.items():            # the cards come from the white pile
        s.white_pile = [p + h - c for p, h, c in zip(s.white_pile, s.hands[seat], cards)]
        s.hands[seat] = cards
    for seat in (0, 1, 2):
        s.deeds[seat].cards_laid = 4
    s.deeds[3].siege_engines_added = 2
    to_heroic(s)
    return s


def test_the_suspects_are_the_knights_not_shown_loyal_and_the_box_holds_the_rest():
    s = hoarding()
    view = s.view(0)
    assert hidden_traitor(s.game, view) == ([1, 2, 3], 4)      # 8 Loyalty cards, 4 dealt
    s.cleared[2] = True                                        # a false accusation cleared him
    assert hidden_traitor(s.game, s.view(0)) == ([1, 3], 4)
    among_us = hoarding(traitor_among_us=True)
    assert hidden_traitor(among_us.game, among_us.view(0))[1] == 1   # players + 1 cards


def test_the_knight_who_hoards_and_never_helps_is_the_likeliest_traitor():
    s = hoarding()
    view = s.view(0)
    odds = traitor_odds(view, *hidden_traitor(s.game, view))
    assert set(odds) == {1, 2, 3, None} and sum(odds.values()) == pytest.approx(1)
    assert max(odds, key=odds.get) == 3 and odds[3] > 0.8 and odds[1] < 0.001
    s.deeds[3].cards_laid = 5                                  # he laid half of what he holds
    view = s.view(0)
    odds = traitor_odds(view, *hidden_traitor(s.game, view))
    assert odds[3] < 0.05 and odds[None] > 0.9
    s.deeds[3].cards_laid, s.deeds[3].life_points_given = 0, 1     # hoards, but gave life
    view = s.view(0)
    assert traitor_odds(view, *hidden_traitor(s.game, view))[3] < 0.01


def test_odds_are_the_same_from_every_seat_that_suspects_alike():
    """Only public figures count: Sir Kay sees Sir Tristan's hoard as Sir Gawain does."""
    s = hoarding()
    gawain, kay = s.view(0), s.view(1)
    assert traitor_odds(gawain, [2, 3], 4) == traitor_odds(kay, [2, 3], 4)


def test_a_dealt_position_holds_the_traitor_as_the_suspicion_says():
    s = hoarding(traitor_seat=None)
    view, rng = s.view(0), random.Random(1)
    assert {sample_state(s.game, view, rng, lambda v, seats, box: {3: 1.0}).traitor
            for _ in range(5)} == {3}
    assert {sample_state(s.game, view, rng, lambda v, seats, box: {None: 1.0}).traitor
            for _ in range(5)} == {None}
    odds = traitor_odds(view, *hidden_traitor(s.game, view))[3]
    dealt = Counter(sample_state(s.game, view, rng, traitor_odds).traitor for _ in range(200))
    assert abs(dealt[3] - 200 * odds) < 4 * math.sqrt(200 * odds * (1 - odds))   # 4 sd
    every_card_alike = Counter(sample_state(s.game, view, rng).traitor for _ in range(700))
    assert 50 < every_card_alike[3] < 150                      # 1 card in 7
    sample = sample_state(s.game, view, rng, traitor_odds)
    assert sample.view(0) == view
    assert [str(a) for a in sample.legal_actions()] == [str(a) for a in s.legal_actions()]


def test_the_expert_weighs_accusing_the_likeliest_traitor():
    """Where an accusation is allowed and the odds point at Sir Tristan, the expert plays
    lines of accusing him against the Knight's choice; with no such odds it proposes none."""
    s = hoarding()
    obs = observe(s, 0)
    own = Knight().act(obs, random.Random(1))
    assert not isinstance(own, Accuse)
    planner = Planner(lines=2)
    assert planner.accusation(obs) == Accuse(GAWAIN, TRISTAN)
    rows = planner.values(obs, random.Random(1))
    assert Accuse(GAWAIN, TRISTAN) in [a for a, _, _ in rows]
    assert Planner(accuse_from=None).accusation(obs) is None
    s.deeds[3].cards_laid = 10                # he laid as much as he holds: the box is likelier
    assert Planner().accusation(observe(s, 0)) is None
    s.white_swords = s.black_swords = s.engines = 0           # too early to accuse at all
    assert Planner().accusation(observe(s, 0)) is None


def test_the_coach_says_how_likely_the_accused_is_the_traitor():
    s = hoarding()
    hints = coach(observe(s, 0), random.Random(1))
    accusation = next(h for h in hints if h.action == Accuse(GAWAIN, TRISTAN))
    odds = traitor_odds(s.view(0), *hidden_traitor(s.game, s.view(0)))
    assert odds[3] > 0.8 and f"the chance he is the Traitor: {odds[3]:.0%}" in accusation.why
    assert all("Traitor" not in h.why for h in hints if h is not accusation)


def test_the_experts_knight_closes_out_a_won_game_when_the_deeds_point_to_the_box():
    """Seven white swords, the Traitor card in the deck: with a Traitor hidden they do
    not yet win the count, so the heuristic does not close out the game with a black
    card; the expert's own knight does once the deeds give the box odds of 0.9 (every
    knight laid cards for the others), and not while a knight hoards and adds engines."""
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES, TRISTAN], traitor_seat=None)
    s.engines, s.white_swords, s.black_swords = 0, 7, 2
    for deeds in s.deeds:
        deeds.cards_laid = 4
    me = s.current_player

    def draws(knight) -> bool:
        choice = knight.act(observe(s, me), random.Random(1))
        assert isinstance(choice, Evil)
        return choice.choice == DRAW_BLACK

    view = s.view(me)
    assert traitor_odds(view, *hidden_traitor(s.game, view))[None] > 0.9
    assert not draws(Knight()) and draws(Knight(box_from=0.9)) and draws(Planner().own)
    hoarder = (me + 1) % 4
    s.deeds[hoarder].cards_laid, s.deeds[hoarder].siege_engines_added = 0, 2
    view = s.view(me)
    assert traitor_odds(view, *hidden_traitor(s.game, view))[None] < 0.9
    assert not draws(Knight(box_from=0.9))
