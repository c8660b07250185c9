"""Rule book, End of the day - Pay-out, Zork, and Game end."""
from gamekit.tafelrunde import payout
from gamekit.tafelrunde.actions import DiscardCard
from gamekit.tafelrunde.state import Phase
from gamekit.tafelrunde.table import Table

from .helpers import (
    GREEN_GNOME,
    GREEN_GOBLIN,
    LILAC_GOBLIN,
    LILAC_ROGUE,
    P1,
    P2,
    P3,
    P4,
    RED_AMAZON,
    RED_GNOME,
    START,
    YELLOW_AMAZON,
    YELLOW_ROGUE,
    ZORK,
    new_game,
)

# castles in new_game: P1 red, P2 green, P3 lilac, P4 yellow


def pay_out(state, line=None, silver=None):
    if line is not None:
        state.table = Table(line)
    if silver is not None:
        state.silver = list(silver)
    payout.pay_out(state)
    return state.silver


def test_4_3_2_1_for_the_goblet_side_2_and_1_to_pay_at_the_back():
    """Rule book: 'The goblet of Draco points on his favourites. The first hero in this
    direction gets 4 silver, the second 3, the third 2 and the forth 1 silver from the bank.
    The first hero on the other side of Draco has to pay 2 silver and the second 1 silver to
    the bank. All other heroes are neutral.'"""
    state = new_game()
    line = [RED_AMAZON, GREEN_GNOME, LILAC_ROGUE, YELLOW_AMAZON, ZORK, YELLOW_ROGUE,
            RED_GNOME, GREEN_GOBLIN, LILAC_GOBLIN]
    assert pay_out(state, line, [3, 3, 3, 3]) == [3 + 4, 3 + 3 - 1, 3 + 2 - 2, 3 + 1]
    assert "Player 2: green gnome 2nd +3, green goblin 8th -1 → +2: 5 silver." in state.log
    assert "Player 4: yellow amazon 4th +1 → +1: 4 silver." in state.log


def test_the_start_table_pays_4_3_2_1_and_charges_the_lilac_goblin():
    state = new_game()
    assert pay_out(state, START, [3, 3, 3, 3]) == [3 + 3, 3 + 2, 3 + 4 - 1, 3 + 1]


def test_a_player_with_no_money_has_not_to_pay():
    """Rule book: 'If a player has no money, he has not to pay.'"""
    state = new_game()
    line = [RED_AMAZON, GREEN_GNOME, ZORK, YELLOW_AMAZON, RED_GNOME, GREEN_GOBLIN,
            YELLOW_ROGUE, LILAC_ROGUE, LILAC_GOBLIN]
    assert pay_out(state, line, [3, 3, 0, 3])[P3] == 0  # owes 1 + 2, has nothing
    assert "Player 3: lilac rogue 8th -1, lilac goblin 9th -2 → +0 (he had only 0): 0 silver." \
        in state.log


def test_a_player_who_cannot_pay_all_pays_what_he_has():
    state = new_game()
    line = [RED_AMAZON, GREEN_GNOME, ZORK, YELLOW_AMAZON, RED_GNOME, GREEN_GOBLIN,
            YELLOW_ROGUE, LILAC_ROGUE, LILAC_GOBLIN]
    assert pay_out(state, line, [3, 3, 2, 3])[P3] == 0


def test_receipts_and_payments_are_added_up_first():
    """[D] A player's items are added up, then paid: 0 silver, +4 and -2 gives 2."""
    state = new_game()
    line = [LILAC_ROGUE, RED_AMAZON, GREEN_GNOME, YELLOW_AMAZON, YELLOW_ROGUE, GREEN_GOBLIN,
            RED_GNOME, ZORK, LILAC_GOBLIN]
    assert pay_out(state, line, [3, 3, 0, 3])[P3] == 2


def test_zork_costs_the_richest_4_last_and_2_before_last():
    """Rule book: 'If a player has at the end of the day the most money (alone), the
    avaricious Zork joins him. That means, if Zork is at the last or before last position,
    the player has to pay double for him: 4 silver for the last and 2 silver for the before
    last position.'"""
    state = new_game()
    assert pay_out(state, START, [3, 9, 3, 3])[P2] == 9 + 2 - 4  # green gnome 3rd, Zork last
    assert "Pay-out of day 1; Zork joins Player 2, the richest." in state.log[-5]
    assert "Player 2: green gnome 3rd +2, Zork 9th -4 → -2: 7 silver." in state.log
    before_last = START[:7] + [ZORK, LILAC_GOBLIN]
    assert pay_out(state, before_last, [3, 9, 3, 3])[P2] == 9 + 2 - 2


def test_zork_at_the_front_gets_no_money():
    """Rule book: 'But: If Zork is at the front, he gets no money.' 'Zork counts double
    minus but never plus.'"""
    state = new_game()
    line = [ZORK] + START[:8]
    assert pay_out(state, line, [3, 9, 3, 3])[P2] == 9 + 1  # only the green gnome, 4th


def test_with_no_richest_player_zork_stays_alone():
    """Rule book: 'If there is no richest player, Zork stays alone.'"""
    state = new_game()
    assert pay_out(state, START, [3, 9, 9, 3]) == [3 + 3, 9 + 2, 9 + 4 - 1, 3 + 1]
    assert "Pay-out of day 1; Zork stays alone, as nobody alone is richest." in state.log[-5]


def test_zork_joins_whoever_is_richest_when_money_changes():
    """Rule book: 'Zork always joins the richest player. If that changes during the day,
    Zork joins the other player.'"""
    state = new_game()
    assert state.richest() is None and state.view(P1)["zork_joins"] is None
    state.apply(DiscardCard(P1, state.hands[P1][0]))
    assert state.richest() == P1 and state.view(P3)["zork_joins"] == P1
    state.apply(DiscardCard(P2, state.hands[P2][0]))
    assert state.richest() is None


def test_the_richest_is_found_before_the_pay_out():
    """[D] Zork joins the player richest before the pay-out; the pay-out itself does not
    move him. Player 2 (9) pays for Zork although Player 3 ends richer."""
    state = new_game()
    assert pay_out(state, START, [3, 9, 8, 3]) == [6, 9 + 2 - 4, 8 + 4 - 1, 4]


def test_three_players_the_back_is_the_6th_and_7th():
    state = new_game(players=3)
    line = [LILAC_ROGUE, RED_AMAZON, GREEN_GNOME, GREEN_GOBLIN, RED_GNOME, LILAC_GOBLIN, ZORK]
    assert pay_out(state, line, [3, 5, 3]) == [3 + 3, 5 + 2 + 1 - 4, 3 + 4 - 1]


def finish(state, silver, line):
    state.silver = list(silver)
    state.table = Table(line)
    payout.finish(state)
    assert state.phase == Phase.OVER
    return state.winner


def test_the_player_with_the_most_money_wins():
    """Rule book: 'The player with the most money wins.'"""
    state = new_game()
    assert finish(state, [10, 14, 12, 3], START) == P2
    assert state.returns() == [0.0, 1.0, 0.0, 0.0]
    assert "After 12 days Player 2 is the richest with 14 silver and wins." in state.log


def test_a_tie_goes_to_the_better_positions():
    """Rule book: 'In case of a tie the player with the better positions wins.' [D] the best
    hero of each tied player decides (no two heroes share a position)."""
    state = new_game()
    assert finish(state, [12, 12, 12, 3], START) == P3  # lilac rogue is 1st
    assert "Player 1, Player 2 and Player 3 share the most money (12 silver); Player 3 has " \
           "the better positions (1st and 8th) and wins." in state.log
    line = [YELLOW_AMAZON, RED_AMAZON, GREEN_GNOME, LILAC_ROGUE, YELLOW_ROGUE, GREEN_GOBLIN,
            RED_GNOME, LILAC_GOBLIN, ZORK]
    state = new_game()
    assert finish(state, [12, 12, 3, 12], line) == P4  # 1st beats 2nd
    line = [ZORK, RED_GNOME, GREEN_GNOME, GREEN_GOBLIN, RED_AMAZON] + START[3:5] + \
        [LILAC_GOBLIN, LILAC_ROGUE]
    state = new_game()
    assert finish(state, [12, 12, 3, 3], line) == P1  # 2nd & 5th beat 3rd & 4th
