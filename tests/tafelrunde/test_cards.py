"""Rule book, The actioncards: every one of the 29 kinds (41 cards), as the kit decided
them within the rule book's notes. The table starts as the rule book seats it:
1 lilac rogue, 2 red amazon, 3 green gnome, 4 yellow amazon, 5 yellow rogue,
6 green goblin, 7 red gnome, 8 lilac goblin, 9 Zork; Player 1 red, 2 green, 3 lilac,
4 yellow; nobody holds a shield unless a test gives him one."""
from fractions import Fraction

import pytest

import gamekit
from gamekit.tafelrunde import payout
from gamekit.tafelrunde.actions import (
    Beside,
    CardTaken,
    Choose,
    MoveHero,
    MovesFirst,
    PlayCard,
    Roll,
    TakeCard,
)
from gamekit.tafelrunde.components import BROKEN_SHIELDS, CARDS, COPIES, SHIELDS, card_id
from gamekit.tafelrunde.state import Phase
from gamekit.tafelrunde.table import Table

from ..shown import shown_by
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
    give,
    new_game,
    nobody_vetoes,
    pick,
    play,
    snapshot,
    texts,
)


def ready(key: str, *extra: str, line=None, silver=None):
    """Player 1 to act with ``key`` (and ``extra``) in his hand."""
    state = new_game()
    give(state, P1, key, *extra)
    if line is not None:
        state.table = Table(line)
    if silver is not None:
        state.silver = list(silver)
    return state


def done(state):
    """Nobody vetoes; the card was carried out and went to the discard pile; Player 2 is
    next."""
    nobody_vetoes(state)
    assert state.phase == Phase.TURN and state.current_player == P2
    assert sum(state.discard) >= 1
    return state.table.line


def test_the_deck_has_41_cards_6_shields_4_broken_shields():
    """Rule book: '41 Actioncards'; [D] (docs/decisions/tafelrunde.md) 6 with a shield, 4 with
    a broken shield."""
    assert len(CARDS) == 29 and sum(COPIES) == 41
    assert sum(COPIES[c] for c in SHIELDS) == 6
    assert sum(COPIES[c] for c in BROKEN_SHIELDS) == 4
    assert sorted(CARDS[c].name for c in SHIELDS) == ["Backwards", "Diplomacy", "Favourite"]
    assert all(c.rule_book_note and c.effect for c in CARDS)


def test_alliance_the_hero_further_back_joins_the_other():
    state = ready("alliance")
    assert texts(state.legal_actions())[0] == "Player 1 plays Alliance"
    play(state, "alliance")
    assert [a.seat for a in state.legal_actions()] == [P1, P2, P3, P4]  # [D] himself too
    pick(state, seat=P3)
    assert done(state)[:2] == [LILAC_ROGUE, LILAC_GOBLIN]


def test_alliance_heroes_already_together_stay():
    state = ready("alliance")
    play(state, "alliance", {"seat": P4})
    assert done(state) == START
    assert "The yellow rogue already stands directly behind the yellow amazon." in state.log


def test_backwards_moves_zork_3_down():
    """Rule book: 'Only if Zork is the last or before last, he gets expensive for the richest.'"""
    line = [ZORK] + START[:8]
    state = ready("backwards", line=line)
    play(state, "backwards")
    assert done(state).index(ZORK) + 1 == 4


def test_black_magic_swaps_any_two_heroes():
    """Rule book: 'This can be a very profitable card.'"""
    state = ready("black_magic")
    play(state, "black_magic", {"hero": RED_GNOME})
    assert RED_GNOME not in [a.hero for a in state.legal_actions()]
    pick(state, hero=LILAC_ROGUE)
    line = done(state)
    assert line[0] == RED_GNOME and line[6] == LILAC_ROGUE


def test_booze_up_the_hero_at_the_dice_result_goes_to_the_back():
    """Rule book: 'If the result is a 3, the hero on position 3 has to move straight to the
    back.'"""
    state = ready("booze_up")
    play(state, "booze_up")
    state.apply(Roll(3))
    pick(state, again=False)
    line = done(state)
    assert line[-1] == GREEN_GNOME and line[2] == YELLOW_AMAZON


def test_capricious_turn_makes_the_good_the_bad_positions():
    """Rule book: 'The good became the bad positions and the bad the good positions.'"""
    state = ready("capricious_turn")
    play(state, "capricious_turn", {"draco": 0})
    assert done(state) == START[::-1]
    assert "Draco is turned over: Zork is now first and the lilac rogue last." in state.log
    assert not state.table.clockwise
    payout.pay_out(state)  # Zork, first, gets nothing; the lilac rogue, last, costs Player 3 2
    assert state.silver == [3 + 2 - 1, 3 + 1, 3 + 3 - 2, 3]


def test_every_capricious_card_can_move_draco():
    """Rule book: 'Capricious: The only 4 cards that can move Draco.' [D, revised] The two
    that turn him over move him 1 or 2 seats either way, or leave him, first."""
    state = ready("capricious_turn")
    play(state, "capricious_turn")
    assert texts(state.legal_actions()) == [
        "Capricious (turn): Draco stays where he is, then he is turned over",
        "Capricious (turn): Draco moves 1 seat towards his goblet (the first hero becomes last), "
        "then he is turned over",
        "Capricious (turn): Draco moves 2 seats towards his goblet (the first 2 heroes become "
        "last), then he is turned over",
        "Capricious (turn): Draco moves 1 seat away from his goblet (the last hero becomes "
        "first), then he is turned over",
        "Capricious (turn): Draco moves 2 seats away from his goblet (the last 2 heroes become "
        "first), then he is turned over"]
    pick(state, draco=2)
    # the lilac rogue and the red amazon pass to the back, then every position reverses
    assert done(state) == (START[2:] + START[:2])[::-1]
    assert state.log[-2:] == [
        "Draco moves 2 seats towards his goblet: the lilac rogue and the red amazon are now last.",
        "Draco is turned over: the red amazon is now first and the green gnome last."]


def test_capricious_move_draco_moves_in_both_directions():
    """Rule book: 'If Draco moves, he can be moved in both direction.'"""
    state = ready("capricious_move")
    play(state, "capricious_move")
    assert texts(state.legal_actions()) == [
        "Capricious (move): Draco moves 1 seat towards his goblet (the first hero becomes last)",
        "Capricious (move): Draco moves 2 seats towards his goblet (the first 2 heroes become last)",
        "Capricious (move): Draco moves 1 seat away from his goblet (the last hero becomes first)",
        "Capricious (move): Draco moves 2 seats away from his goblet (the last 2 heroes become first)"]
    pick(state, draco=2)
    assert done(state) == START[2:] + START[:2]
    state = ready("capricious_move")
    play(state, "capricious_move", {"draco": -1})
    assert done(state) == [ZORK] + START[:8]


def test_confusion_two_heroes_2_down_not_one_hero_twice():
    """Rule book: 'This card is very effective, if one of your heroes is already the last.
    Therefore he can't be moved further down. It is not allowed to use it on only one hero.'"""
    state = ready("confusion")
    play(state, "confusion", {"hero": ZORK})
    assert ZORK not in [a.hero for a in state.legal_actions()]
    pick(state, hero=LILAC_ROGUE)
    line = done(state)
    assert line[-1] == ZORK and line.index(LILAC_ROGUE) == 2
    assert "Zork cannot move down: he is already last." in state.log


def test_confusion_the_player_chooses_the_order():
    """Rule book: 'If more than one hero gets moved, the player who played the card can
    choose in which order this happens.'"""
    first = ready("confusion")
    play(first, "confusion", {"hero": RED_AMAZON}, {"hero": GREEN_GNOME})
    second = ready("confusion")
    play(second, "confusion", {"hero": GREEN_GNOME}, {"hero": RED_AMAZON})
    assert done(first)[:5] == [LILAC_ROGUE, YELLOW_AMAZON, RED_AMAZON, GREEN_GNOME, YELLOW_ROGUE]
    assert done(second)[:5] == [LILAC_ROGUE, YELLOW_AMAZON, YELLOW_ROGUE, RED_AMAZON, GREEN_GNOME]


def test_diplomacy_heroes_of_two_different_other_players():
    """Rule book: 'Diplomacy: Can make enemies.'"""
    state = ready("diplomacy")
    play(state, "diplomacy")
    named = {a.hero for a in state.legal_actions()}
    assert named == {GREEN_GNOME, GREEN_GOBLIN, LILAC_ROGUE, LILAC_GOBLIN, YELLOW_AMAZON,
                     YELLOW_ROGUE}  # not Player 1's own heroes, not Zork
    pick(state, hero=LILAC_ROGUE, steps=-2)
    assert {a.hero for a in state.legal_actions()} == {GREEN_GNOME, GREEN_GOBLIN,
                                                        YELLOW_AMAZON, YELLOW_ROGUE}
    assert {a.steps for a in state.legal_actions()} == {2}
    pick(state, hero=GREEN_GOBLIN)
    line = done(state)
    assert line.index(LILAC_ROGUE) == 2 and line.index(GREEN_GOBLIN) == 3


def test_dubious_deal_1_takes_a_card_at_random_and_pays_1_silver():
    """Rule book: 'Card 1: Here the other player gets 1 silver from you. If you don't have
    enough money, you're not allowed to play the card.' [D] the card is taken at random."""
    state = ready("dubious_deal_1")
    give(state, P3, "wrestling", "minor_intrigue", "minor_intrigue")
    give(state, P4)
    play(state, "dubious_deal_1")
    assert [a.seat for a in state.legal_actions()] == [P2, P3]  # Player 4 has no card
    pick(state, seat=P3)
    assert nobody_vetoes(state) == [P2, P3, P4]  # each is asked, though none holds a shield
    assert state.phase == Phase.STEAL and state.current_player == gamekit.CHANCE
    odds = {o.card: p for o, p in state.chance_outcomes()}
    assert odds == {card_id("minor_intrigue"): Fraction(2, 3), card_id("wrestling"): Fraction(1, 3)}
    assert shown_by(state, CardTaken(P1, P3, card_id("wrestling"))) == frozenset()  # the taker's alone
    done(state)
    assert state.silver[P1] == 2 and state.silver[P3] == 4
    assert state.hands[P1] == [card_id("wrestling")] and len(state.hands[P3]) == 2
    assert "It is Wrestling." in state.log_for(P1)
    assert "Player 1 took your Wrestling." in state.log_for(P3)
    assert "It is Wrestling." not in state.log_for(P2)


def test_dubious_deal_1_not_without_money():
    state = ready("dubious_deal_1", silver=[0, 3, 3, 3])
    assert PlayCard(P1, card_id("dubious_deal_1")) not in state.legal_actions()
    before = snapshot(state)
    with pytest.raises(gamekit.IllegalAction, match="not allowed to play the card"):
        state.apply(PlayCard(P1, card_id("dubious_deal_1")))
    assert snapshot(state) == before


def test_dubious_deal_2_the_other_player_chooses_the_hero_2_up():
    """Rule book: 'Card 2: The other player can choose (not you!) which of the heroes will be
    moved 2 up.'"""
    state = ready("dubious_deal_2", silver=[0, 3, 3, 3])
    play(state, "dubious_deal_2", {"seat": P4})
    nobody_vetoes(state)
    state.apply(CardTaken(P1, P4, card_id("black_magic")))
    assert state.phase == Phase.MOVE_HERO and state.current_player == P4
    assert len(state.legal_actions()) == 9  # any hero
    state.apply(MoveHero(P4, card_id("dubious_deal_2"), YELLOW_ROGUE, 2))
    assert done(state)[2] == YELLOW_ROGUE
    assert state.silver[P1] == 0


def test_dubious_deal_on_a_player_who_vetoed_with_his_last_card():
    """[D] He vetoed with his last card and was answered: nothing is left to take; with
    Dubious Deal (2) he still moves a hero 2 up."""
    state = ready("dubious_deal_2", "confusion")
    give(state, P2, "favourite")
    play(state, "dubious_deal_2", {"seat": P2})
    pick(state, card=card_id("favourite"))
    pick(state, card=card_id("confusion"))  # Player 1's veto-veto
    assert "Player 2 has no card left to take." in state.log
    assert state.phase == Phase.MOVE_HERO and state.current_player == P2
    state.apply(MoveHero(P2, card_id("dubious_deal_2"), GREEN_GOBLIN, 2))
    assert done(state).index(GREEN_GOBLIN) == 3


def test_dubious_deals_need_someone_with_a_card():
    state = ready("dubious_deal_2")
    for p in (P2, P3, P4):
        give(state, p)
    assert PlayCard(P1, card_id("dubious_deal_2")) not in state.legal_actions()


def test_favourite_moves_a_hero_2_up_only():
    """Rule book: 'Favourite: Can only be used to move heroes up.'"""
    state = ready("favourite")
    play(state, "favourite")
    assert {a.steps for a in state.legal_actions()} == {2}
    assert len(state.legal_actions()) == 9  # any hero, Zork too
    pick(state, hero=RED_GNOME)
    assert done(state).index(RED_GNOME) == 4


def test_gambling_the_dice_give_the_new_position():
    """Rule book: 'First choose a hero, then roll dice. The result is the new position of the
    hero. For example: is the result 2, the hero moves to the second position.'"""
    state = ready("gambling")
    play(state, "gambling", {"hero": LILAC_GOBLIN})
    state.apply(Roll(2))
    pick(state, again=False)
    assert done(state)[:3] == [LILAC_ROGUE, LILAC_GOBLIN, RED_AMAZON]


def test_heroic_deed_runs_of_the_named_kinds():
    """Rule book: 'This card works only on uninterrupted sequences of specific heroes.
    Depending on the cards a hero can move up to 4 positions. You can use it to move heroes
    up or down.'"""
    state = ready("heroic_deed_gnomes_goblins")
    play(state, "heroic_deed_gnomes_goblins")
    assert texts(state.legal_actions()) == [
        "Heroic deed (gnomes & goblins): the green gnome moves 1 up",
        "Heroic deed (gnomes & goblins): the green gnome moves 1 down",
        "Heroic deed (gnomes & goblins): the green goblin moves 3 up",
        "Heroic deed (gnomes & goblins): the green goblin moves 3 down",
        "Heroic deed (gnomes & goblins): the red gnome moves 3 up",
        "Heroic deed (gnomes & goblins): the red gnome moves 3 down",
        "Heroic deed (gnomes & goblins): the lilac goblin moves 3 up",
        "Heroic deed (gnomes & goblins): the lilac goblin moves 3 down"]
    pick(state, hero=LILAC_GOBLIN, steps=3)
    assert done(state).index(LILAC_GOBLIN) == 4


def test_heroic_deed_zork_breaks_a_run_and_a_run_of_4_moves_4():
    line = [LILAC_ROGUE, RED_AMAZON, ZORK, YELLOW_AMAZON, YELLOW_ROGUE, GREEN_GNOME,
            GREEN_GOBLIN, RED_GNOME, LILAC_GOBLIN]
    state = ready("heroic_deed_amazons_rogues", line=line)
    play(state, "heroic_deed_amazons_rogues")
    assert {a.steps for a in state.legal_actions()} == {2, -2}
    state = ready("heroic_deed_gnomes_goblins", line=line)
    play(state, "heroic_deed_gnomes_goblins", {"hero": GREEN_GNOME, "steps": 4})
    assert done(state).index(GREEN_GNOME) == 1
    state = ready("heroic_deed_amazons_gnomes")
    play(state, "heroic_deed_amazons_gnomes")
    assert {(a.hero, a.steps) for a in state.legal_actions()} == {
        (RED_AMAZON, 3), (RED_AMAZON, -3), (GREEN_GNOME, 3), (GREEN_GNOME, -3),
        (YELLOW_AMAZON, 3), (YELLOW_AMAZON, -3), (RED_GNOME, 1), (RED_GNOME, -1)}


def test_magical_choice_takes_a_card_from_the_discard_pile():
    """Rule book: 'Usually you get with it the card you want.'"""
    state = ready("magical_choice")
    assert PlayCard(P1, card_id("magical_choice")) not in state.legal_actions()  # [D] empty pile
    state.discard[card_id("favourite")] = 1
    state.discard[card_id("venal")] = 1
    play(state, "magical_choice")
    nobody_vetoes(state)
    assert state.phase == Phase.TAKE and state.current_player == P1
    assert texts(state.legal_actions()) == ["Player 1 takes Favourite (shield) from the discard pile",
                                            "Player 1 takes Venal from the discard pile"]
    state.apply(TakeCard(P1, card_id("venal")))
    done(state)
    assert state.hands[P1] == [card_id("venal")]
    assert state.discard[card_id("magical_choice")] == 1 and state.discard_size == 2


def test_magical_mirror_the_last_moves_up_the_first_down():
    """Rule book: 'Roll dice. The last hero moves up that many positions and the first hero
    moves down that many positions. Like always, you can choose the order of actions.'"""
    state = ready("magical_mirror")
    play(state, "magical_mirror", {"first": MovesFirst.LAST_HERO})  # the last hero first
    state.apply(Roll(4))
    pick(state, again=False)
    line = done(state)  # Zork 9th -> 5th, then the lilac rogue 1st -> 5th, in front of him
    assert line.index(ZORK) == 3 and line.index(LILAC_ROGUE) == 4
    state = ready("magical_mirror")
    play(state, "magical_mirror", {"first": MovesFirst.FIRST_HERO})  # the first hero first
    state.apply(Roll(4))
    pick(state, again=False)
    line = done(state)  # the lilac rogue 1st -> 5th, then Zork 9th -> 5th, in front of him
    assert line.index(ZORK) == 4 and line.index(LILAC_ROGUE) == 5


@pytest.mark.parametrize("key,steps", [("major_intrigue", -3), ("minor_intrigue", -1)])
def test_intrigues_move_a_hero_down_only(key, steps):
    """Rule book: 'Can only be used to move heroes down.'"""
    state = ready(key)
    play(state, key)
    assert {a.steps for a in state.legal_actions()} == {steps}
    pick(state, hero=LILAC_ROGUE)
    assert done(state).index(LILAC_ROGUE) == -steps


def test_mischievous_costs_1_and_another_player_pays_2():
    """Rule book: 'If you don't have enough money, you're not allowed to play the card. With
    this card you often can influence who plays with Zork.'"""
    state = ready("mischievous", silver=[3, 4, 3, 3])
    assert state.richest() == P2
    play(state, "mischievous")
    assert [a.seat for a in state.legal_actions()] == [P2, P3, P4]
    pick(state, seat=P2)
    done(state)
    assert state.silver == [2, 2, 3, 3] and state.richest() is None
    state = ready("mischievous", silver=[0, 3, 3, 3])
    assert PlayCard(P1, card_id("mischievous")) not in state.legal_actions()


def test_mischievous_a_player_pays_only_what_he_has():
    state = ready("mischievous", silver=[3, 1, 3, 3])
    play(state, "mischievous", {"seat": P2})
    done(state)
    assert state.silver[P2] == 0
    assert "Player 2 pays 1 silver to the bank for Mischievous (he had only 1): 0 left." in state.log


def test_old_friends_the_other_player_chooses_his_hero():
    """Rule book: 'You choose another player, who can use the action as well. The other
    player himself (not you!) can decide which hero can move 3 forward. Like always, you can
    choose the order of actions.'"""
    state = ready("old_friends")
    play(state, "old_friends", {"hero": RED_GNOME})
    assert texts(state.legal_actions())[:2] == [
        "Old friends: Player 2 then moves a hero of his choice 3 up",
        "Old friends: Player 2 first moves a hero of his choice 3 up"]
    pick(state, seat=P3, first=MovesFirst.OWN_HERO)  # mine first
    nobody_vetoes(state)
    assert state.table.position(RED_GNOME) == 4
    assert state.phase == Phase.MOVE_HERO and state.current_player == P3
    state.apply(MoveHero(P3, card_id("old_friends"), LILAC_GOBLIN, 3))
    line = done(state)
    assert line.index(RED_GNOME) == 3 and line.index(LILAC_GOBLIN) == 4
    state = ready("old_friends")
    play(state, "old_friends", {"hero": RED_GNOME},
         {"seat": P3, "first": MovesFirst.FRIENDS_HERO})  # his first
    nobody_vetoes(state)
    assert state.table.line == START
    state.apply(MoveHero(P3, card_id("old_friends"), LILAC_GOBLIN, 3))
    line = done(state)
    assert line.index(RED_GNOME) == 4 and line.index(LILAC_GOBLIN) == 5


def test_rumours_all_heroes_of_a_kind_the_same_way():
    """Rule book: 'You can use it to move heroes up or down. But all of that kind of hero must
    be moved and in the same direction.'"""
    state = ready("rumours_goblins")
    play(state, "rumours_goblins")
    assert texts(state.legal_actions()) == [
        "Rumours (goblins): all goblins move 1 up, the green goblin first",
        "Rumours (goblins): all goblins move 1 up, the lilac goblin first",
        "Rumours (goblins): all goblins move 1 down, the green goblin first",
        "Rumours (goblins): all goblins move 1 down, the lilac goblin first"]
    pick(state, hero=GREEN_GOBLIN, steps=1)
    line = done(state)
    assert line.index(GREEN_GOBLIN) == 4 and line.index(LILAC_GOBLIN) == 6


def test_rumours_the_order_matters_for_neighbours():
    line = START[:1] + [YELLOW_AMAZON, RED_AMAZON] + START[2:3] + START[4:]
    one = ready("rumours_amazons", line=line)
    play(one, "rumours_amazons", {"hero": YELLOW_AMAZON, "steps": -1})
    two = ready("rumours_amazons", line=line)
    play(two, "rumours_amazons", {"hero": RED_AMAZON, "steps": -1})
    assert done(one)[1:3] == [YELLOW_AMAZON, RED_AMAZON]  # they jump over each other
    assert done(two)[1:4] == [GREEN_GNOME, YELLOW_AMAZON, RED_AMAZON]


@pytest.mark.parametrize("key,kind", [("rumours_amazons", "amazon"), ("rumours_rogues", "rogue"),
                                      ("rumours_gnomes", "gnome"), ("rumours_goblins", "goblin")])
def test_each_rumours_card_names_its_kind(key, kind):
    assert CARDS[card_id(key)].kinds == (kind,)


def test_rumours_with_one_hero_of_the_kind_in_a_three_player_game():
    state = new_game(players=3)
    give(state, P1, "rumours_amazons")
    play(state, "rumours_amazons")
    assert len(state.legal_actions()) == 2  # the red amazon, up or down


def test_stroke_of_fate_the_owners_next_to_zork_pay_2():
    """Rule book: 'Only the 1 or 2 heroes adjacent to Zork have to pay.'"""
    line = START[:4] + [ZORK] + START[4:8]
    state = ready("stroke_of_fate", line=line)
    play(state, "stroke_of_fate")
    done(state)
    assert state.silver == [3, 3, 3, 0]  # yellow amazon and rogue: 2 each; Player 4 had 3
    state = ready("stroke_of_fate")  # Zork last: only the lilac goblin
    play(state, "stroke_of_fate")
    done(state)
    assert state.silver == [3, 3, 1, 3]


def test_transfer_next_to_zork_on_either_side():
    """Rule book: 'You can move a hero to a position adjacent to Zork.'"""
    line = START[:4] + [ZORK] + START[4:8]
    state = ready("transfer", line=line)
    play(state, "transfer")
    assert ZORK not in {a.hero for a in state.legal_actions()}
    pick(state, hero=LILAC_ROGUE, beside=Beside.IN_FRONT)
    assert done(state)[2:5] == [YELLOW_AMAZON, LILAC_ROGUE, ZORK]
    state = ready("transfer", line=line)
    play(state, "transfer", {"hero": RED_GNOME, "beside": Beside.BEHIND})
    assert done(state)[4:6] == [ZORK, RED_GNOME]


def test_venal_costs_2_and_moves_up_to_3_either_way():
    """Rule book: 'If you don't have enough money, you're not allowed to play the card.'"""
    state = ready("venal", silver=[1, 3, 3, 3])
    before = snapshot(state)
    with pytest.raises(gamekit.IllegalAction, match="Venal costs 2 silver and Player 1 has 1"):
        state.apply(PlayCard(P1, card_id("venal")))
    assert snapshot(state) == before
    state = ready("venal")
    play(state, "venal", {"hero": RED_GNOME})
    assert [a.steps for a in state.legal_actions()] == [3, 2, 1, -1, -2, -3]
    pick(state, steps=3)
    assert done(state).index(RED_GNOME) == 3 and state.silver[P1] == 1


def test_wrestling_zork_rolls_too_and_below_3_goes_to_the_back():
    """Rule book: 'The heroes on the first four positions have to roll dice. One after another.
    A 3 or higher is needed or they have to move straight to the back.'"""
    line = [ZORK] + START[:8]
    state = ready("wrestling", line=line)
    play(state, "wrestling")
    assert {a.hero for a in state.legal_actions()} == {ZORK, LILAC_ROGUE, RED_AMAZON, GREEN_GNOME}
    for hero, value in ((ZORK, 2), (LILAC_ROGUE, 6), (RED_AMAZON, 3)):
        pick(state, hero=hero)
        state.apply(Roll(value, hero))
        pick(state, again=False)
    state.apply(Roll(1, GREEN_GNOME))
    pick(state, again=False)
    assert done(state) == [LILAC_ROGUE, RED_AMAZON] + START[3:8] + [ZORK, GREEN_GNOME]


def test_a_wrong_target_is_refused_and_changes_nothing():
    state = ready("favourite")
    play(state, "favourite")
    before = snapshot(state)
    with pytest.raises(gamekit.IllegalAction, match="not one of the choices Favourite offers"):
        state.apply(Choose(P1, card_id("favourite"), 0, RED_GNOME, -2))
    with pytest.raises(gamekit.IllegalAction, match="Player 1's decision"):
        state.apply(Choose(P2, card_id("favourite"), 0, RED_GNOME, 2))
    assert snapshot(state) == before


def test_every_card_kind_is_tested_here():
    import inspect
    import sys
    source = inspect.getsource(sys.modules[__name__])
    assert [c.key for c in CARDS if f'"{c.key}"' not in source] == []
