"""The heuristic bot: it reads only its view, plays for position and money, and beats
random play."""
import random

import gamekit
from gamekit.core.bots import observe
from gamekit.tafelrunde.actions import (
    CardDrawn,
    DiscardCard,
    DrawCard,
    MoveHero,
    MovesFirst,
    NoVeto,
    Reroll,
    Roll,
    Veto,
)
from gamekit.tafelrunde.bots import HeuristicBot, Turns, hand_worth, public, worth
from gamekit.tafelrunde.components import card_id
from gamekit.tafelrunde.state import Phase

from .helpers import (
    LILAC_GOBLIN,
    LILAC_ROGUE,
    P1,
    P2,
    P3,
    RED_AMAZON,
    RED_GNOME,
    ZORK,
    give,
    new_game,
    nobody_vetoes,
    play,
)


class Seen:
    """An observation made of plain data only: what a bot may know."""

    def __init__(self, state, player):
        self.player = player
        self.legal_actions = state.legal_actions()
        self.view = state.view(player)


def decide(state, bot=None):
    player = state.current_player
    return (bot or HeuristicBot()).act(Seen(state, player), random.Random(0))


def test_the_bot_needs_nothing_but_the_view():
    state = new_game()
    for _ in range(60):  # whole turns, cards, dice and vetoes
        if state.current_player == gamekit.CHANCE:
            state.apply(state.sample_chance(random.Random(len(state.history))))
            continue
        player = state.current_player
        a = decide(state)
        assert a == HeuristicBot().act(observe(state, player), random.Random(0))
        state.apply(a)


def test_worth_is_silver_after_the_pay_out_against_the_rivals():
    state = new_game()
    # start table: P1 red 3 + 2nd (3) = 6, P2 green 3 + 3rd (2) = 5, P3 lilac 3 + 4 - 1 = 6,
    # P4 yellow 3 + 1 = 4: rivals' mean 5, best 6
    assert worth(public(state.view(P1)), P1) == 6 - (5 + 6) / 2


def test_the_bot_moves_its_own_hero_up():
    state = new_game()
    give(state, P1, "favourite")
    play(state, "favourite")
    # the red amazon 2nd -> 1st: +1 for Player 1 and -1 for Player 3's lilac rogue
    assert decide(state).hero == RED_AMAZON
    state = new_game()
    give(state, P1, "venal")
    play(state, "venal", {"hero": RED_GNOME})
    assert decide(state).steps == 3  # the red gnome 7th -> 4th: 1 silver


def test_the_bot_vetoes_what_hurts_it():
    state = new_game()
    give(state, P1, "major_intrigue")
    give(state, P3, "favourite")
    play(state, "major_intrigue", {"hero": LILAC_ROGUE})  # Player 3's first hero, 4 silver
    assert decide(state) == NoVeto(P2)  # asked first, he has no shield
    state.apply(NoVeto(P2))
    assert decide(state) == Veto(P3, card_id("favourite"))


def test_the_bot_lets_harmless_cards_pass():
    state = new_game()
    give(state, P1, "minor_intrigue")
    give(state, P3, "favourite")
    play(state, "minor_intrigue", {"hero": RED_AMAZON})
    state.apply(NoVeto(P2))
    assert decide(state) == NoVeto(P3)


def test_the_bot_keeps_a_good_throw_and_rerolls_a_bad_one():
    state = new_game()
    give(state, P1, "gambling")
    play(state, "gambling", {"hero": RED_GNOME})
    state.apply(Roll(1))
    assert decide(state) == Reroll(P1, 1, False)  # the 1st seat: 4 silver
    state = new_game()
    give(state, P1, "gambling")
    play(state, "gambling", {"hero": RED_GNOME})
    state.apply(Roll(6))
    assert decide(state) == Reroll(P1, 6, True)


def test_asked_to_move_a_hero_the_bot_moves_its_own():
    state = new_game()
    give(state, P1, "old_friends")
    play(state, "old_friends", {"hero": ZORK}, {"seat": P3, "first": MovesFirst.OWN_HERO})
    nobody_vetoes(state)
    assert isinstance(decide(state), MoveHero) and decide(state).hero == LILAC_GOBLIN


def test_the_heuristic_bot_beats_random_play():
    game = gamekit.load("tafelrunde", players=4)
    bots = [HeuristicBot(), gamekit.RandomBot(), gamekit.RandomBot(), gamekit.RandomBot()]
    sim = gamekit.simulate(game, bots, games=40, seed=3, progress=False)
    low, _ = sim.win_rates[0].interval
    assert low > 0.25  # a random seat wins a quarter of the games


def last_turn(hand, silver):
    """Day 12, the second round: Player 1 acts last, then the last pay-out ends the game."""
    state = new_game()
    state.day, state.round, state.turn, state.herold = 12, 2, 3, P2
    give(state, P1, *hand)
    state.silver[:] = silver
    return state


def test_on_the_last_turn_a_card_in_hand_is_worth_nothing():
    """A card drawn on the last turn is never played, so a discard for 1 silver is worth
    more; here it wins the game: Player 4, the richest, pays for Zork; Player 1 and
    Player 3 end level on 9 silver, and the discard's silver decides."""
    state = last_turn(["rumours_gnomes"], [6, 2, 6, 7])
    rumours = card_id("rumours_gnomes")
    assert decide(state) == DiscardCard(P1, rumours)
    discarded, drawn = state.clone(), state.clone()
    discarded.apply(DiscardCard(P1, rumours))
    drawn.apply(DrawCard(P1))
    drawn.apply(CardDrawn(P1, card_id("favourite")))
    assert discarded.is_terminal() and discarded.returns()[P1] == 1.0
    assert drawn.is_terminal() and drawn.returns()[P1] == 0.0


def test_a_hand_is_worth_what_will_still_be_played():
    """Today a hand plays at most one card per action left; tomorrow it is refilled to 3
    anyway ('Everyone who has less than 3 handcards fills up to 3')."""
    cards = [card_id(k) for k in ("alliance", "booze_up", "gambling", "minor_intrigue")]
    last = Turns(today=0, later=0, others=False)
    assert hand_worth(cards, last) == 0.0
    assert hand_worth(cards, Turns(today=1, later=0, others=True)) == 1.0
    assert hand_worth(cards, Turns(today=1, later=2, others=True)) == 4.0
    assert hand_worth(cards[:1], Turns(today=0, later=2, others=True)) == 3.0  # refilled
    shield = [card_id("favourite")]
    assert hand_worth(shield, Turns(today=0, later=0, others=True)) > 0.0  # a veto to come


def test_confusion_when_one_of_its_heroes_is_already_last():
    """Rule book: 'Confusion: This card is very effective, if one of your heroes is
    already the last. Therefore he can't be moved further down.' Player 3's lilac goblin
    sits last: the bot plays Confusion on two heroes in front of him, who both end
    behind him."""
    state = new_game()
    state.herold = P3
    state.table.move_to(LILAC_GOBLIN, 9)
    give(state, P3, "confusion", "minor_intrigue")
    while state.phase != Phase.VETO:  # the card and its two heroes
        state.apply(decide(state))
    assert state.play.card == card_id("confusion")
    nobody_vetoes(state)
    assert state.table.position(LILAC_GOBLIN) == 7


def test_backwards_when_it_makes_zork_expensive_for_the_richest():
    """Rule book: 'Backwards: Only if Zork is the last or before last, he gets expensive
    for the richest.' Player 2 is alone the richest, so Zork is his: sent from 7th to the
    back he costs him 4; already last, Backwards does nothing and another card is played."""
    def choice(zork_at):
        state = new_game()
        state.herold = P3
        state.table.move_to(ZORK, zork_at)
        state.silver[:] = [3, 6, 3, 3]
        give(state, P3, "backwards", "minor_intrigue")
        return decide(state)

    assert choice(7).card == card_id("backwards")
    assert choice(9).card == card_id("minor_intrigue")
