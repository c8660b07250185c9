"""Rule book, Clash and Character abilities: every player asked from the dealer's left,
three of a kind with +10 life, the nine abilities, and the decisions
(docs/decisions/tavern_trouble.md)."""
from fractions import Fraction

import pytest

import gamekit
from gamekit.tavern_trouble.actions import AbilityDraw, EndAbilities, GoblinDamage, Removal, UseAbility
from gamekit.tavern_trouble.components import (
    BARBARIANS,
    DWARVES,
    ELVES,
    FAIRIES,
    GOBLINS,
    ORCS,
    TROLLS,
    UNDEAD,
    VAMPIRES,
)
from gamekit.tavern_trouble.state import Phase

from ..shown import shown_by
from .helpers import dealt, draw, snapshot


def abilities(hands, extra=None, life=20, players=None, until=None):
    """A position in the abilities phase (Player 1 dealt, so Player 2 is asked first);
    with ``until``, the players asked before that seat pass."""
    state = draw(dealt(hands, players=players, life=life), extra)
    assert state.phase == Phase.ABILITIES
    if until is not None:
        pass_until(state, until)
    return state


def pass_until(state, seat):
    while state.current_player != seat:
        state.apply(EndAbilities(state.current_player))


def pass_all(state):
    """Everyone still to be asked passes: the deal ends with the reveal."""
    while state.phase == Phase.ABILITIES:
        state.apply(EndAbilities(state.current_player))


def test_every_player_is_asked_from_the_dealers_left_pair_or_no_pair():
    """[D] "until all players have played their abilities": being asked tells nobody
    who holds a pair."""
    state = abilities({0: (ELVES, ELVES), 1: (3, 4), 2: (TROLLS, TROLLS)})
    assert state.current_player == 1  # Player 2 holds no pair, and is asked all the same
    assert [str(a) for a in state.legal_actions()] == ["Player 2 uses no more abilities"]
    state.apply(EndAbilities(1))
    assert state.current_player == 2
    state.apply(EndAbilities(2))
    assert state.current_player == 0


def test_a_player_who_used_an_ability_is_asked_again_one_who_passed_is_not():
    state = abilities({0: (2, 3), 1: (DWARVES, DWARVES), 2: (1, 5)})
    state.apply(UseAbility(1, DWARVES, 2))
    assert state.current_player == 1  # asked again, though he has no pair left
    assert [str(a) for a in state.legal_actions()] == ["Player 2 uses no more abilities"]
    state.apply(EndAbilities(1))
    assert state.current_player == 2
    state.apply(EndAbilities(2))
    assert state.current_player == 0
    state.apply(EndAbilities(0))
    assert state.deals == 2


def test_using_an_ability_is_optional():
    state = abilities({0: (ELVES, ELVES), 1: (3, 4), 2: (1, 4)}, until=0)
    assert [str(a) for a in state.legal_actions()] == ["Player 1 shows the elves",
                                                      "Player 1 uses no more abilities"]
    state.apply(EndAbilities(0))
    assert state.deals == 2 and state.life[0] == 20 - (7 - 4)  # counts 4, 7, 5


def test_fairies_swap_whole_hands():
    state = abilities({0: (FAIRIES, FAIRIES), 1: (3, 4), 2: (6, 8)}, {1: [9]}, until=0)
    state.apply(UseAbility(0, FAIRIES, 1))
    pass_all(state)
    # Player 1 now holds 3 4 9 (count 6), Player 2 the fairies (2), Player 3 counts 4
    assert state.deals == 2
    assert state.life == [20, 16, 18]


def test_a_fairy_swap_tells_the_two_alone_the_hand_that_was_given():
    """The swapped hands change owners unseen by the others: the two read which hand was
    given in a line of their own (it names only the user's cards, which he knew)."""
    state = abilities({0: (FAIRIES, FAIRIES), 1: (3, 4), 2: (6, 8)}, {1: [9]}, until=0)
    state.apply(UseAbility(0, FAIRIES, 1))
    line = "Player 1 hands two fairies (1) to Player 2."
    assert line in state.log_for(0) and line in state.log_for(1)
    assert line not in state.log_for(2) and line not in state.public_log


def test_elves_gain_5_life_and_life_never_exceeds_25():
    state = abilities({0: (ELVES, ELVES), 1: (3, 4), 2: (1, 4)}, life=22, until=0)
    state.apply(UseAbility(0, ELVES))
    assert "Player 1 gains 3 life (elves) (25 at most): 25." in state.log


def test_three_of_a_kind_uses_the_ability_and_gains_10_life():
    state = abilities({0: (DWARVES, DWARVES), 1: (3, 4), 2: (1, 5)}, {0: [DWARVES]}, life=12,
                      until=0)
    assert str(state.legal_actions()[0]) == "Player 1 shows the dwarves: 5 damage to Player 2"
    state.apply(UseAbility(0, DWARVES, 1))
    pass_all(state)
    assert "Player 1 shows three dwarves." in state.log
    assert "Player 1 gains 10 life (three of a kind): 22." in state.log
    assert state.life == [22, 12 - 5 - 1, 12 - 2]  # then the reveal: counts 8, 7, 6


def test_undead_remove_a_random_card_as_a_chance_node():
    state = abilities({0: (1, 5), 1: (UNDEAD, UNDEAD), 2: (TROLLS, 4)}, {2: [TROLLS]})
    state.apply(UseAbility(1, UNDEAD, 2))
    assert state.current_player == gamekit.CHANCE
    odds = {str(o): p for o, p in state.chance_outcomes()}
    assert odds == {"The undead remove a vampire (4) from Player 3's hand": Fraction(1, 3),
                    "The undead remove a troll (9) from Player 3's hand": Fraction(2, 3)}
    state.apply(Removal(2, TROLLS))
    assert "The undead remove a troll (9) from Player 3's hand." in state.log
    state.apply(EndAbilities(1))
    # Player 3's trolls are broken (4 + 9 counts 3): he can only pass
    assert [str(a) for a in state.legal_actions()] == ["Player 3 uses no more abilities"]
    pass_all(state)
    assert "Reveal: Player 2 6, Player 3 3, Player 1 6." in state.log


def test_undead_may_target_your_own_hand():
    """[D] 'choose a player': yourself included, to mend your own count."""
    state = abilities({0: (UNDEAD, UNDEAD), 1: (2, 4), 2: (1, 5)}, until=0)
    assert "Player 1 shows the undead: remove a random card from own hand" in \
        [str(a) for a in state.legal_actions()]


def test_vampires_deal_3_and_gain_3():
    state = abilities({0: (VAMPIRES, VAMPIRES), 1: (2, 3), 2: (1, 5)}, life=20, until=0)
    state.apply(UseAbility(0, VAMPIRES, 2))
    assert state.life[0] >= 20  # gained 3, capped at 25, before the reveal
    assert "Player 3 loses 3 life (Player 1's vampires): 17 left." in state.log
    assert "Player 1 gains 3 life (vampires): 23." in state.log


def test_barbarians_make_the_final_clash_count_8():
    state = abilities({0: (BARBARIANS, BARBARIANS), 1: (2, 5), 2: (1, 6)}, until=0)  # 0, 7, 7
    state.apply(UseAbility(0, BARBARIANS))
    pass_all(state)
    assert "Reveal: Player 2 7, Player 3 7, Player 1 8 (barbarians)." in state.log
    assert state.life == [20, 19, 19]


def test_dwarves_deal_5():
    state = abilities({0: (DWARVES, DWARVES), 1: (2, 3), 2: (1, 5)}, until=0)
    state.apply(UseAbility(0, DWARVES, 2))
    assert "Player 3 loses 5 life (Player 1's dwarves): 15 left." in state.log


def test_goblins_draw_then_the_power_is_damage_to_a_chosen_player():
    state = abilities({0: (GOBLINS, GOBLINS), 1: (2, 3), 2: (1, 5)}, until=0)
    state.apply(UseAbility(0, GOBLINS))
    odds = dict(state.chance_outcomes())
    assert odds[AbilityDraw(0, GOBLINS, 9)] == Fraction(3, 21)  # 27 - 6 dealt
    assert odds[AbilityDraw(0, GOBLINS, GOBLINS)] == Fraction(1, 21)
    state.apply(AbilityDraw(0, GOBLINS, 6))
    assert state.hands[0] == [GOBLINS, GOBLINS]  # [D] the drawn card is shown and discarded
    assert state.deck_size == 20
    assert [str(a) for a in state.legal_actions()] == [
        "Player 1's goblins deal 6 damage to Player 2", "Player 1's goblins deal 6 damage to Player 3"]
    state.apply(GoblinDamage(0, 1, 6))
    assert "Player 2 loses 6 life (Player 1's goblins): 14 left." in state.log


def test_orcs_draw_and_gain_its_power():
    state = abilities({0: (ORCS, ORCS), 1: (2, 3), 2: (1, 5)}, life=10, until=0)
    state.apply(UseAbility(0, ORCS))
    state.apply(AbilityDraw(0, ORCS, 7))
    assert "Player 1 gains 7 life (orcs drew 7): 17." in state.log


def test_trolls_deal_3_to_each_other_player():
    state = abilities({0: (TROLLS, TROLLS), 1: (2, 3), 2: (1, 5)}, until=0)
    state.apply(UseAbility(0, TROLLS))
    assert "Player 2 loses 3 life (Player 1's trolls): 17 left." in state.log
    assert "Player 3 loses 3 life (Player 1's trolls): 17 left." in state.log


def test_two_pairs_can_both_be_used_in_either_order():
    state = abilities({0: (ELVES, DWARVES), 1: (2, 3), 2: (1, 5)}, {0: [ELVES, DWARVES]}, until=0)
    kinds = {a.kind for a in state.legal_actions() if isinstance(a, UseAbility)}
    assert kinds == {ELVES, DWARVES}
    state.apply(UseAbility(0, DWARVES, 1))
    assert state.current_player == 0
    assert [str(a) for a in state.legal_actions()] == ["Player 1 shows the elves",
                                                      "Player 1 uses no more abilities"]


def test_each_kind_once_per_deal():
    """[D] A pair's ability is used once per deal, even if the pair is kept."""
    state = abilities({0: (ELVES, ELVES), 1: (2, 3), 2: (1, 5)}, {0: [DWARVES, DWARVES]}, until=0)
    state.apply(UseAbility(0, ELVES))
    before = snapshot(state)
    with pytest.raises(gamekit.IllegalAction, match="already used"):
        state.apply(UseAbility(0, ELVES))
    assert snapshot(state) == before


def test_a_pair_swapped_away_cannot_be_used_by_its_old_owner():
    state = abilities({0: (2, 3), 1: (FAIRIES, FAIRIES), 2: (DWARVES, DWARVES)},
                      {1: [ELVES, ELVES]})
    state.apply(UseAbility(1, FAIRIES, 2))  # Player 2 gets the dwarves, Player 3 the elves
    assert state.hands[1] == [DWARVES, DWARVES]
    assert state.current_player == 1  # [D] he may use the pair he received, in his turn
    before = snapshot(state)
    with pytest.raises(gamekit.IllegalAction, match="does not hold two elves"):
        state.apply(UseAbility(1, ELVES))
    assert snapshot(state) == before
    state.apply(UseAbility(1, DWARVES, 0))
    state.apply(EndAbilities(1))
    # the receiver uses what he holds in his own turn: the elves, not the fairies that
    # were shown for the swap ([D] a pair is spent once used)
    assert state.current_player == 2
    assert {a.kind for a in state.legal_actions() if isinstance(a, UseAbility)} == {ELVES}


def test_a_pair_is_spent_once_used_whoever_holds_it_after_a_swap():
    """[D] Cards shown for an ability cannot be used for one again that deal, so a swap
    cannot hand a used pair to a player who would use it again."""
    state = abilities({0: (2, 3), 1: (VAMPIRES, VAMPIRES), 2: (1, 5)}, {1: [FAIRIES, FAIRIES]})
    state.apply(UseAbility(1, VAMPIRES, 0))    # the vampires are shown: spent
    state.apply(UseAbility(1, FAIRIES, 2))     # Player 3 now holds them, and the fairies
    assert sorted(state.hands[2]) == [FAIRIES, FAIRIES, VAMPIRES, VAMPIRES]
    assert state.view(0)["spent"][2] == [FAIRIES, FAIRIES, VAMPIRES, VAMPIRES]
    state.apply(EndAbilities(1))
    assert state.current_player == 2
    assert [str(a) for a in state.legal_actions()] == ["Player 3 uses no more abilities"]
    before = snapshot(state)
    with pytest.raises(gamekit.IllegalAction, match="spent once used"):
        state.apply(UseAbility(2, VAMPIRES, 0))
    assert snapshot(state) == before


def test_trolls_can_end_the_game():
    state = abilities({0: (DWARVES, DWARVES), 1: (2, 3), 2: (TROLLS, TROLLS)},
                      {0: [TROLLS]}, life=3, until=2)
    assert state.current_player == 2
    state.apply(UseAbility(2, TROLLS))  # Player 2 and Player 1 drop to 0: out
    assert state.life[:2] == [0, 0] and state.is_terminal()


def test_an_eliminated_player_cannot_be_targeted():
    state = abilities({0: (DWARVES, DWARVES), 1: (2, 3), 2: (VAMPIRES, VAMPIRES),
                       3: (1, 5)}, life=3, until=2)
    assert state.current_player == 2
    state.apply(UseAbility(2, VAMPIRES, 1))  # Player 2 is out
    state.apply(EndAbilities(2))
    state.apply(EndAbilities(3))
    assert state.current_player == 0
    before = snapshot(state)
    with pytest.raises(gamekit.IllegalAction, match="still in the game"):
        state.apply(UseAbility(0, DWARVES, 1))
    assert snapshot(state) == before
    assert all(a.target != 1 for a in state.legal_actions() if isinstance(a, UseAbility))


def test_damage_abilities_target_another_player():
    state = abilities({0: (DWARVES, DWARVES), 1: (2, 3), 2: (1, 5)}, until=0)
    with pytest.raises(gamekit.IllegalAction, match="another player"):
        state.apply(UseAbility(0, DWARVES, 0))


def test_an_eliminated_players_hand_no_longer_counts():
    """[D] Damage from abilities eliminates at once; his count is not revealed."""
    state = abilities({0: (DWARVES, DWARVES), 1: (4, 5), 2: (1, 5), 3: (2, 5)}, life=5, until=0)
    state.apply(UseAbility(0, DWARVES, 1))  # Player 2 (count 9) is out before the reveal
    pass_all(state)
    assert "Reveal: Player 3 6, Player 4 7, Player 1 2." in state.log
    assert state.life == [0, 0, 4, 5]


def test_not_your_turn_is_refused():
    state = abilities({0: (DWARVES, DWARVES), 1: (2, 3), 2: (ELVES, ELVES)}, until=2)
    with pytest.raises(gamekit.IllegalAction, match="Player 3's decision"):
        state.apply(UseAbility(0, DWARVES, 1))


def test_shown_pairs_and_discarded_cards_are_public():
    state = abilities({0: (GOBLINS, GOBLINS), 1: (2, 3), 2: (1, 5)}, until=0)
    state.apply(UseAbility(0, GOBLINS))
    state.apply(AbilityDraw(0, GOBLINS, 6))
    for p in range(3):
        assert state.view(p)["shown"] == [["goblins"], [], []]
        assert state.view(p)["discarded"] == [6]
    assert state.view(1)["hand"] == [2, 3]  # hands stay private


def test_the_reveal_shows_every_players_cards():
    """Rule book, Reveal: "the cards of all players are exposed"."""
    state = abilities({0: (2, 3), 1: (8, 5), 2: (1, 6)}, {1: [1]})
    pass_all(state)
    assert "Player 2 shows a fairy (1), a barbarian (5) and an orc (8)." in state.log
    assert "Player 3 shows a fairy (1) and a dwarf (6)." in state.log
    assert "Player 1 shows an elf (2) and an undead (3)." in state.log
    assert all(line in state.log_for(p) for p in range(3)
               for line in ("Player 2 shows a fairy (1), a barbarian (5) and an orc (8).",))


def test_a_pair_shown_is_shown_to_every_other_seat_once():
    """Clash: "show them". The shown pair is what an undo would put back known, so the
    seats that saw it are named; asked again, passing shows nothing."""
    state = abilities({0: (2, 3), 1: (VAMPIRES, VAMPIRES), 2: (1, 5)}, until=1)
    assert shown_by(state, UseAbility(1, VAMPIRES, 2)) == {0, 2}
    assert state.current_player == 1
    assert shown_by(state, EndAbilities(1)) == frozenset()
