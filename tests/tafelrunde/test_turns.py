"""Rule book, The play: 12 days of two action rounds; play, draw or discard; the Herold."""
import pytest

import gamekit
from gamekit.tafelrunde.actions import CardDrawn, Choose, DealCastles, DiscardCard, DrawCard, Pass, PlayCard, Roll
from gamekit.tafelrunde.components import CARDS, card_id
from gamekit.tafelrunde.state import Phase

from ..shown import shown_by
from .helpers import P1, P2, P3, P4, give, new_game, nobody_vetoes, play, snapshot, texts


def pass_turn(state):
    """The current player discards (the first time each day) or draws a card."""
    p = state.current_player
    discard = [a for a in state.legal_actions() if type(a) is DiscardCard]
    if discard:
        state.apply(discard[0])
    else:
        state.apply(DrawCard(p))
        state.apply(state.chance_outcomes()[0][0])


def test_the_three_actions():
    """Rule book: '1) Play a card 2) Draw a card 3) Discard a card and take 1 silver'."""
    state = new_game()
    give(state, P1, "favourite", "minor_intrigue", "minor_intrigue")
    assert texts(state.legal_actions()) == [
        "Player 1 plays Favourite (shield)", "Player 1 plays Minor Intrigue",
        "Player 1 draws a card",
        "Player 1 discards Favourite (shield) for 1 silver",
        "Player 1 discards Minor Intrigue for 1 silver"]


def test_drawing_a_card_then_the_next_player_to_the_left():
    """Rule book: 'Draw a card from the draw pile … The next player continues.'"""
    state = new_game()
    pile = state.pile_size
    state.apply(DrawCard(P1))
    assert state.phase == Phase.DRAW and state.current_player == gamekit.CHANCE
    state.apply(state.chance_outcomes()[0][0])
    assert len(state.hands[P1]) == 4 and state.pile_size == pile - 1
    assert state.current_player == P2


def test_no_draw_with_5_cards():
    """Rule book: 'It is not allowed to have more than 5 handcards.'"""
    state = new_game()
    give(state, P1, *["minor_intrigue"] * 3, "major_intrigue", "major_intrigue")
    assert DrawCard(P1) not in state.legal_actions()
    before = snapshot(state)
    with pytest.raises(gamekit.IllegalAction, match="more than 5 handcards"):
        state.apply(DrawCard(P1))
    assert snapshot(state) == before


def test_an_empty_draw_pile_is_refilled_from_the_discard_pile():
    """Rule book: 'Is the draw pile gone, the discard pile will be shuffled and becomes the
    new draw pile.'"""
    state = new_game()
    state.pile = [0] * len(CARDS)
    state.discard[card_id("venal")] = 1
    state.discard[card_id("favourite")] = 2
    state.apply(DrawCard(P1))
    assert state.pile_size == 3 and state.discard_size == 0
    assert "The discard pile is shuffled into a new draw pile (3 cards)." in state.log
    assert {str(o) for o, _ in state.chance_outcomes()} == {
        "Player 1 gets Venal", "Player 1 gets Favourite (shield)"}


def test_the_discard_pile_is_shuffled_in_at_the_next_draw_not_when_the_pile_runs_out():
    """[D] Rule book, 2) Draw a card: 'Is the draw pile gone, the discard pile will be
    shuffled and becomes the new draw pile.' The last card drawn leaves the pile empty and
    the discard pile as it was; a card played meanwhile joins the discard pile, and the next
    draw shuffles them all into the new pile."""
    state = new_game()
    state.pile = [0] * len(CARDS)
    state.pile[card_id("venal")] = 1
    state.discard[card_id("favourite")] = 2
    state.apply(DrawCard(P1))
    state.apply(CardDrawn(P1, card_id("venal")))                  # the last card of the pile
    assert state.pile_size == 0 and state.discard_size == 2
    assert state.view(P2)["draw_pile"] == 0 and state.view(P2)["discard_pile"] == {"Favourite": 2}
    assert not any("shuffled" in line for line in state.log)
    play(state, "alliance", {"seat": P3})                        # Player 2's card ...
    nobody_vetoes(state)
    assert state.pile_size == 0 and state.discard_size == 3      # ... on the discard pile
    assert state.current_player == P3 and DrawCard(P3) in state.legal_actions()
    state.apply(DrawCard(P3))
    assert "The discard pile is shuffled into a new draw pile (3 cards)." in state.log
    assert state.pile_size == 3 and state.discard_size == 0
    assert {str(o) for o, _ in state.chance_outcomes()} == {
        "Player 3 gets Favourite (shield)", "Player 3 gets Alliance"}


def test_with_both_piles_empty_nobody_can_draw():
    """[D] Nothing to draw: no draw action; with nothing else possible, a player passes."""
    state = new_game()
    state.pile = [0] * len(CARDS)
    give(state, P1)
    assert state.legal_actions() == [Pass(P1)]
    state.apply(Pass(P1))
    assert state.current_player == P2
    with pytest.raises(gamekit.IllegalAction, match="pass only when no action is possible"):
        state.apply(Pass(P2))


def test_a_player_without_cards_can_only_draw():
    """Rule book, Peculiarities: 'If a player has no handcards, he only can choose the
    action "draw a card".'"""
    state = new_game()
    give(state, P1)
    assert state.legal_actions() == [DrawCard(P1)]


def test_discarding_pays_1_silver_once_a_day_and_the_card_lies_in_front():
    """Rule book: 'Put a handcard face up in front of you (not on the discard pile). You get
    1 silver from the bank. Put at the end of the day the card on the discard pile. … This
    action is only one time a day possible.'"""
    state = new_game()
    state.apply(DiscardCard(P1, card_id("alliance")))
    assert state.silver[P1] == 4 and state.in_front[P1] == card_id("alliance")
    assert state.discard_size == 0 and state.view(P3)["in_front"][P1] == "Alliance"
    for _ in range(3):
        pass_turn(state)
    assert state.current_player == P1 and state.round == 2
    assert not any(type(a) is DiscardCard for a in state.legal_actions())
    before = snapshot(state)
    with pytest.raises(gamekit.IllegalAction, match="only one time a day"):
        state.apply(DiscardCard(P1, card_id("booze_up")))
    assert snapshot(state) == before
    for _ in range(4):
        pass_turn(state)
    assert state.day == 2 and state.in_front == [None] * 4
    assert state.discard_size == 4 and state.discard[card_id("alliance")] == 2  # P1's and P2's


def test_a_day_has_two_rounds_then_the_herold_moves_left():
    """Rule book: 'If both parts of the day (actionrounds) are completed, the income will be
    shared out. After that the startplayer card moves to the next player left.'"""
    state = new_game()
    order = []
    for _ in range(8):
        order.append(state.current_player)
        pass_turn(state)
    assert order == [P1, P2, P3, P4] * 2
    assert any(line.startswith("The Herold is turned to its night side") for line in state.log)
    while state.phase == Phase.DRAW:
        state.apply(state.chance_outcomes()[0][0])
    assert state.day == 2 and state.herold == P2 and state.current_player == P2
    assert state.view(P1)["herold"] == P2


def test_everyone_fills_up_to_3_cards_at_the_end_of_the_day():
    """Rule book: 'Everyone who has less than 3 handcards fills up to 3 from the draw
    pile.' [D] from the new start player, clockwise."""
    state = new_game()
    for _ in range(8):
        pass_turn(state)  # everyone discarded one card, then drew one: 3 cards each
    give(state, P1, "favourite")
    give(state, P3)
    give(state, P4, *["minor_intrigue"] * 4)
    state.phase = Phase.TURN
    state.herold, state.turn, state.round = P1, 3, 2  # Player 4, the last of the day
    state.apply(DrawCard(P4))
    state.apply(state.chance_outcomes()[0][0])  # P4 has 5 cards and keeps them
    drawn = []
    while state.phase == Phase.DRAW:
        drawn.append(state.to_draw[0])
        state.apply(state.chance_outcomes()[0][0])
    assert drawn == [P3, P3, P3, P1, P1]
    assert [len(h) for h in state.hands] == [3, 3, 3, 5]


def test_after_12_days_the_game_is_over():
    """Rule book: 'After 12 days the last pay-out happens. The player with the most money
    wins.'"""
    state = gamekit.play(gamekit.load("tafelrunde", players=3), seed=5)
    assert state.phase == Phase.OVER and state.day == 12 and state.is_terminal()
    assert sum(1 for line in state.log if line.startswith("Pay-out of day")) == 12
    assert state.returns()[state.winner] == 1.0 and sum(state.returns()) == 1.0
    assert max(state.silver) == state.silver[state.winner]


def test_wrong_player_is_refused_naming_whose_turn_it_is():
    state = new_game()
    before = snapshot(state)
    with pytest.raises(gamekit.IllegalAction, match="Player 1's decision"):
        state.apply(DrawCard(P2))
    with pytest.raises(gamekit.IllegalAction, match="has no Wrestling"):
        state.apply(PlayCard(P1, card_id("wrestling")))
    with pytest.raises(gamekit.IllegalAction):
        state.apply("draw")
    assert snapshot(state) == before


@pytest.mark.parametrize("bad", [PlayCard(P1, 10 ** 30), PlayCard(P1, -1), DrawCard(-(10 ** 30)),
                                 Choose(P1, 5, 0, hero=10 ** 30), Choose(P1, 10 ** 30, 0),
                                 Choose(P1, 5, 0, seat=-1), CardDrawn(P1, 10 ** 30),
                                 Roll(0), Roll(7), DealCastles((0, 1, 2, 10 ** 30))])
def test_a_value_out_of_range_is_refused_by_name_and_changes_nothing(bad):
    """A card, hero, seat, die or castle the game does not have is refused before any
    table is looked up with it (so the error is never an IndexError)."""
    state = new_game()
    before = snapshot(state)
    with pytest.raises(gamekit.IllegalAction, match="not one of|1 to 6|colours"):
        state.apply(bad)
    assert snapshot(state) == before


def test_a_card_discarded_face_up_is_shown_a_card_drawn_is_not():
    """A discarded card lies "face up in front of you": everyone else saw it; the draw
    asks for a card nobody sees but its drawer (a chance step)."""
    state = new_game()
    assert shown_by(state, DiscardCard(P1, card_id("alliance"))) == {P2, P3, P4}
    assert shown_by(state, DrawCard(P2)) == frozenset()
