"""What taking a step back would leave known (gamekit.core.undo)."""
import gamekit
from gamekit.core.undo import drew, shown
from gamekit.tavern_trouble.actions import Deal, Draw, EndAbilities, Stand, TakeCard, UseAbility
from gamekit.tavern_trouble.components import FAIRIES, TROLLS, VAMPIRES


def steps(state, *actions):
    """(before, after) of each action applied in turn."""
    pairs = []
    for action in actions:
        before = state.clone()
        state.apply(action)
        pairs.append((before, state.clone()))
    return pairs


def dealt(first_hand, second_hand):
    """Two players of Tavern Trouble, dealt these hands: (state, first, second, the
    deals' steps)."""
    state = gamekit.load("tavern_trouble", players=2).new_initial_state()
    first, second = state.order
    return state, first, second, steps(state, Deal(first, first_hand), Deal(second, second_hand))


def test_a_chance_step_and_a_line_told_one_seat_are_draws_a_stand_is_not():
    state, first, second, deals = dealt((FAIRIES, FAIRIES), (TROLLS, TROLLS))
    assert all(drew(*step) for step in deals)
    stand, = steps(state.clone(), Stand(first, 2))
    take, card = steps(state.clone(), TakeCard(first, 3), Draw(first, 5))
    assert not drew(*stand) and not drew(*take) and drew(*card)   # the card comes at the next step
    state.apply(Stand(first, 2))
    state.apply(Stand(second, 2))
    swap = steps(state, UseAbility(first, FAIRIES, second))[0]
    assert drew(*swap)                                          # the hand given is told to the two alone


def test_a_pair_shown_is_shown_to_the_people_who_had_not_seen_it():
    state, first, second, _ = dealt((VAMPIRES, VAMPIRES), (2, 3))
    state.apply(Stand(first, 2))
    state.apply(Stand(second, 2))
    show, = steps(state, UseAbility(first, VAMPIRES, second))
    assert shown(*show, people={second}) and not shown(*show, people={first})
    assert not shown(*show, people=()) and not drew(*show)
    passing, = steps(state, EndAbilities(first))
    assert not shown(*passing, people={first, second})


def test_a_game_that_hides_nothing_shows_nothing():
    state = gamekit.load("tikal", players=2).new_initial_state()
    while state.current_player == gamekit.CHANCE:
        state.apply(state.chance_outcomes()[0][0])
    before = state.clone()
    state.apply(state.legal_actions()[0])
    assert state.game.rules.shown_to is None and not shown(before, state, people={0, 1})
