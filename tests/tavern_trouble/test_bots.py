"""The heuristic bot: its rules on built positions, that it sees only the view and
the legal actions, and that it beats random play clearly."""
import random
from types import SimpleNamespace

import pytest

import gamekit
from gamekit.bots.study import SeatStudy
from gamekit.tavern_trouble.actions import (
    AbilityDraw,
    Draw,
    EndAbilities,
    GoblinDamage,
    Stand,
    TakeCard,
    UseAbility,
)
from gamekit.tavern_trouble.bots import HeuristicBot, threshold_study
from gamekit.tavern_trouble.components import BARBARIANS, DWARVES, FAIRIES, GOBLINS, TROLLS, UNDEAD, VAMPIRES
from gamekit.tavern_trouble.state import Phase

from .helpers import dealt, draw, first_with_a_pair

RNG = random.Random(0)


def decide(state, bot=None):
    """The bot's choice for the player to move, from an observation that holds the
    view and the legal actions only (no way to reach the state)."""
    p = state.current_player
    seen = SimpleNamespace(player=p, view=state.view(p), legal_actions=state.legal_actions())
    return (bot or HeuristicBot()).act(seen, RNG)


def at_abilities(hands, extra=None, life=None):
    """The abilities phase, at the first player asked who holds a usable pair."""
    state = draw(dealt(hands), extra)
    if life is not None:
        state.life[:] = life
    first_with_a_pair(state)
    assert state.phase == Phase.ABILITIES
    return state


# -- the draw ---------------------------------------------------------------------------
@pytest.mark.parametrize("hand,choice", [((8, 5), TakeCard), ((1, 4), TakeCard),
                                         ((2, 4), Stand), ((4, 5), Stand)])
def test_takes_a_card_below_the_threshold(hand, choice):
    state = dealt({0: (1, 1), 1: hand})
    assert isinstance(decide(state, HeuristicBot(threshold=6)), choice)


def test_the_threshold_is_the_bots_setting():
    state = dealt({0: (1, 1), 1: (3, 4)})           # count 7
    assert isinstance(decide(state, HeuristicBot(threshold=8)), TakeCard)
    assert isinstance(decide(state, HeuristicBot(threshold=7)), Stand)


def test_the_fourth_card_has_its_own_threshold():
    state = dealt({0: (1, 1), 1: (2, 3)})           # count 5
    state.apply(TakeCard(1, 3))
    state.apply(Draw(1, 1))                          # 6
    assert isinstance(decide(state, HeuristicBot(threshold=7)), TakeCard)
    assert isinstance(decide(state, HeuristicBot(threshold=7, fourth=6)), Stand)
    assert repr(HeuristicBot(fourth=6)) == "HeuristicBot(threshold=7, fourth=6)"


def test_the_rule_books_example_maja_takes_a_third_card_and_a_fourth():
    """Maja's orc and barbarian count 3: she takes Peewa (1), a count of 4, and then
    Petyr (4): the default threshold does as she does."""
    state = dealt({0: (2, 4), 1: (8, 5)})
    assert isinstance(decide(state), TakeCard)
    state.apply(TakeCard(1, 3))
    state.apply(Draw(1, 1))
    assert isinstance(decide(state), TakeCard)
    state.apply(TakeCard(1, 4))
    state.apply(Draw(1, 4))
    assert state.view(1)["clash_count"] == 8


def test_two_barbarians_keep_drawing_until_nine():
    """Their ability makes the count 8 whatever comes, so only a 9 is worth keeping."""
    state = dealt({0: (1, 1), 1: (BARBARIANS, BARBARIANS)})   # count 0
    assert isinstance(decide(state), TakeCard)
    state.apply(TakeCard(1, 3))
    state.apply(Draw(1, 8))          # 18: count 8
    assert isinstance(decide(state), TakeCard)
    nine = dealt({0: (1, 1), 1: (BARBARIANS, BARBARIANS)})
    nine.apply(TakeCard(1, 3))
    nine.apply(Draw(1, 9))           # 19: count 9
    assert isinstance(decide(nine), Stand)


# -- abilities ----------------------------------------------------------------------------
def test_damage_goes_to_the_leader():
    state = at_abilities({0: (DWARVES, DWARVES), 1: (1, 2), 2: (3, 4)}, life=[20, 15, 22])
    assert decide(state) == UseAbility(0, DWARVES, 2)


def test_vampires_bite_the_leader_and_trolls_are_always_used():
    state = at_abilities({0: (VAMPIRES, VAMPIRES), 1: (1, 2), 2: (3, 4)}, life=[20, 24, 22])
    assert decide(state) == UseAbility(0, VAMPIRES, 1)
    trolls = at_abilities({0: (TROLLS, TROLLS), 1: (1, 2), 2: (3, 4)})
    assert decide(trolls) == UseAbility(0, TROLLS)


def test_goblin_damage_goes_to_the_leader():
    state = at_abilities({0: (GOBLINS, GOBLINS), 1: (1, 2), 2: (3, 4)}, life=[20, 11, 19])
    state.apply(decide(state))
    state.apply(AbilityDraw(0, GOBLINS, 6))
    assert state.phase == Phase.GOBLIN_TARGET
    assert decide(state) == GoblinDamage(0, 2, 6)


@pytest.mark.parametrize("extra,used", [([], True),          # 5 + 5 = 10: count 0
                                        ([3], True),         # 13: count 3
                                        ([8], False),        # 18: count 8 already
                                        ([9], False)])       # 19: count 9, better than 8
def test_barbarians_only_when_they_raise_the_count(extra, used):
    state = at_abilities({0: (BARBARIANS, BARBARIANS), 1: (1, 2), 2: (3, 4)}, {0: extra})
    choice = decide(state)
    assert choice == (UseAbility(0, BARBARIANS) if used else EndAbilities(0))


def test_three_barbarians_at_eight_are_used_for_the_ten_life():
    state = at_abilities({0: (BARBARIANS, BARBARIANS), 1: (1, 2), 2: (3, 4)},
                         {0: [BARBARIANS, 3]})           # 5+5+5+3 = 18: count 8
    assert decide(state) == UseAbility(0, BARBARIANS)
    nine = at_abilities({0: (BARBARIANS, BARBARIANS), 1: (1, 2), 2: (3, 4)},
                        {0: [BARBARIANS, 4]})            # 19: count 9
    assert decide(nine) == EndAbilities(0)


def test_never_leaves_abilities_unused():
    state = at_abilities({0: (FAIRIES, FAIRIES), 1: (2, 3), 2: (4, 5)}, {0: [2], 1: [1]})
    assert decide(state, HeuristicBot(never=(FAIRIES, UNDEAD))) == EndAbilities(0)
    dwarves = at_abilities({0: (DWARVES, DWARVES), 1: (1, 2), 2: (3, 4)}, life=[20, 15, 22])
    assert decide(dwarves, HeuristicBot(never=(FAIRIES,))) == UseAbility(0, DWARVES, 2)
    assert repr(HeuristicBot(never=(UNDEAD, FAIRIES))) == "HeuristicBot(threshold=7, never=(1, 3))"
    with pytest.raises(ValueError, match="never lists kinds"):
        HeuristicBot(never=(0,))


def test_without_barbarians_two_barbarians_draw_by_the_threshold():
    state = dealt({0: (1, 1), 1: (BARBARIANS, BARBARIANS)})   # count 0
    state.apply(TakeCard(1, 3))
    state.apply(Draw(1, 8))          # 18: count 8
    assert isinstance(decide(state, HeuristicBot(never=(BARBARIANS,))), Stand)


def test_undead_on_own_hand_when_a_removal_helps():
    # 3 + 3 + 4 = 10, count 0: removing a 3 gives 7, the 4 gives 6
    state = at_abilities({0: (UNDEAD, UNDEAD), 1: (1, 2), 2: (3, 4)}, {0: [4]})
    assert decide(state) == UseAbility(0, UNDEAD, 0)


def test_undead_on_the_opponent_who_stood_early():
    # 3 + 3 = count 6: losing a card would leave 3; Player 3 stood on two cards
    state = at_abilities({0: (UNDEAD, UNDEAD), 1: (1, 2), 2: (4, 5)}, {1: [6]})
    assert decide(state) == UseAbility(0, UNDEAD, 2)


def test_fairies_swap_a_poor_hand_with_a_likely_good_one():
    # fairies 1 + 1 + 1 would be a triple; take 1 + 1 + 2: count 4
    state = at_abilities({0: (FAIRIES, FAIRIES), 1: (2, 3), 2: (4, 5)}, {0: [2], 1: [1]})
    choice = decide(state)
    assert choice == UseAbility(0, FAIRIES, 2)        # Player 3 stood on two cards


def test_fairies_keep_a_good_hand():
    state = at_abilities({0: (FAIRIES, FAIRIES), 1: (2, 3), 2: (4, 5)}, {0: [6]})   # count 8
    assert decide(state) == EndAbilities(0)


def test_the_bot_needs_nothing_but_the_view_and_the_legal_actions():
    """A whole seeded game played through observations stripped to view and legal
    actions is the same game as through gamekit's own observations."""
    class Stripped:
        def __init__(self):
            self.bot = HeuristicBot()

        def act(self, observation, rng):
            seen = SimpleNamespace(player=observation.player, view=observation.view,
                                   legal_actions=observation.legal_actions)
            return self.bot.act(seen, rng)

    game = gamekit.load("tavern_trouble", players=4)
    plain = gamekit.play(game, [HeuristicBot() for _ in range(4)], seed=5)
    stripped = gamekit.play(game, [Stripped() for _ in range(4)], seed=5)
    assert stripped.history == plain.history
    assert plain.is_terminal()


# -- strength ----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4])
def test_beats_random_bots_clearly(players):
    """Seat 1 heuristic against random bots: the whole 95% interval of its win rate
    lies above the fair share 1/players."""
    game = gamekit.load("tavern_trouble", players=players)
    bots = [HeuristicBot()] + [gamekit.RandomBot() for _ in range(players - 1)]
    sim = gamekit.simulate(game, bots, games=300, seed=11, progress=False)
    low, _ = sim.win_rates[0].interval
    assert low > 1 / players, str(sim)


def test_threshold_study_rotates_the_seats_on_seeded_games():
    rows = threshold_study(players=3, thresholds=[2, 7], games=20, seed=4)
    assert list(rows) == [2, 7]
    assert all(isinstance(r, SeatStudy) and r.win.trials == 60 for r in rows.values())
    assert rows == threshold_study(players=3, thresholds=[2, 7], games=20, seed=4)
    assert rows[7].difference.mean == 0                   # the field's own threshold


def test_bad_threshold_is_refused():
    with pytest.raises(ValueError, match="threshold"):
        HeuristicBot(threshold=11)
    with pytest.raises(ValueError, match="threshold"):
        HeuristicBot(fourth=-1)


@pytest.mark.parametrize("threshold", [True, 7.0, -1, 11, "7"])
def test_a_threshold_is_a_clash_count_from_0_to_10(threshold):
    """A bool is no clash count, though True == 1; nor a float, however whole."""
    with pytest.raises(ValueError, match="threshold is a clash count from 0 to 10"):
        gamekit.bots.make("tavern_trouble", "heuristic", threshold=threshold)
