"""Rule book, Preparations and the table: seating, moving up and down, Draco."""
import pytest

from gamekit.tafelrunde.table import HEROES, Table, pay_out, seat_value, seating, zork_value

from .helpers import (
    GREEN_GNOME,
    GREEN_GOBLIN,
    LILAC_GOBLIN,
    LILAC_ROGUE,
    RED_AMAZON,
    RED_GNOME,
    YELLOW_AMAZON,
    YELLOW_ROGUE,
    ZORK,
)


def names(line):
    return [HEROES[h].short for h in line]


def test_four_player_seating_is_the_seeds():
    """Rule book: 'Draco (goblet left), rogue lilac, amazon red, gnome green, amazon yellow,
    rogue yellow, goblin green, gnome red, goblin lilac, Zork and Draco again'."""
    assert names(seating(4)) == ["lilac rogue", "red amazon", "green gnome", "yellow amazon",
                                 "yellow rogue", "green goblin", "red gnome", "lilac goblin",
                                 "Zork"]


def test_three_player_seating_leaves_out_yellow():
    """Rule book: 'Draco (goblet left), rogue lilac, amazon red, gnome green, goblin green,
    gnome red, goblin lilac, Zork and Draco again'."""
    assert names(seating(3)) == ["lilac rogue", "red amazon", "green gnome", "green goblin",
                                 "red gnome", "lilac goblin", "Zork"]


def test_the_gnome_that_could_move_3_stops_after_2_at_draco():
    """Rule book: 'In the left picture the gnome could move 3 positions, but because of
    Draco he only can move 2 positions. The rest of 1 position expires.'"""
    table = Table(seating(4))
    assert table.position(GREEN_GNOME) == 3
    assert table.move(GREEN_GNOME, 3) == 2
    assert table.position(GREEN_GNOME) == 1
    assert table.line[:3] == [GREEN_GNOME, LILAC_ROGUE, RED_AMAZON]


def test_moving_2_up_jumps_over_the_2_heroes_in_front():
    """Rule book: 'If a hero moves 2 positions up, he jumps over the 2 heroes in front of him'."""
    table = Table(seating(4))
    table.move(YELLOW_ROGUE, 2)
    assert names(table.line[1:5]) == ["red amazon", "yellow rogue", "green gnome", "yellow amazon"]


def test_moving_down_stops_at_the_last_position():
    """Rule book: 'It is the same with moving heroes down.'"""
    table = Table(seating(4))
    assert table.move(RED_GNOME, -3) == -2
    assert table.line[-1] == RED_GNOME and table.line[-2] == ZORK
    assert table.move(RED_GNOME, -1) == 0


def test_move_to_and_swap():
    table = Table(seating(4))
    table.move_to(ZORK, 1)
    assert table.line[:2] == [ZORK, LILAC_ROGUE] and table.line[-1] == LILAC_GOBLIN
    table.swap(ZORK, LILAC_GOBLIN)
    assert table.line[0] == LILAC_GOBLIN and table.line[-1] == ZORK


def test_turning_draco_over_reverses_the_positions():
    """Rule book: 'Now the goblet is on the other side. The good became the bad positions
    and the bad the good positions.'"""
    table = Table(seating(4))
    ring = table.ring()
    table.turn_draco()
    assert table.line == list(seating(4))[::-1] and table.position(ZORK) == 1
    assert not table.clockwise and table.ring() == ring  # nobody moved at the table


def test_draco_moving_makes_the_heroes_he_passes_change_sides():
    """Rule book, Capricious: 'If Draco moves, he can be moved in both direction.' Moving one
    seat, he passes one hero, who changes from first to last (or last to first)."""
    table = Table(seating(4))
    table.move_draco(1)
    assert table.line[0] == RED_AMAZON and table.line[-1] == LILAC_ROGUE
    table.move_draco(-2)
    assert table.line[:2] == [ZORK, LILAC_ROGUE] and table.line[-1] == LILAC_GOBLIN
    assert table.clockwise


@pytest.mark.parametrize("seats", [9, 7])
def test_seat_values_4_3_2_1_then_minus_1_and_minus_2(seats):
    """Rule book: 'The first hero in this direction gets 4 silver, the second 3, the third 2
    and the forth 1 silver from the bank. The first hero on the other side of Draco has to
    pay 2 silver and the second 1 silver to the bank. All other heroes are neutral.'"""
    values = [seat_value(p, seats) for p in range(1, seats + 1)]
    assert values == [4, 3, 2, 1] + [0] * (seats - 6) + [-1, -2]


def test_zork_counts_double_minus_but_never_plus():
    """Rule book: '4 silver for the last and 2 silver for the before last position. But: If
    Zork is at the front, he gets no money.'"""
    assert [zork_value(p, 9) for p in range(1, 10)] == [0] * 7 + [-2, -4]


def test_pay_out_items_belong_to_the_owners():
    owner = [2, 0, 1, 3, 3, 1, 0, 2, None]  # lilac: P3, red: P1, green: P2, yellow: P4
    items = pay_out(seating(4), owner, zork_player=1, players=4)
    assert items[2] == [(LILAC_ROGUE, 1, 4), (LILAC_GOBLIN, 8, -1)]
    assert items[0] == [(RED_AMAZON, 2, 3)]
    assert items[1] == [(GREEN_GNOME, 3, 2), (ZORK, 9, -4)]
    assert items[3] == [(YELLOW_AMAZON, 4, 1)]
    assert pay_out(seating(4), owner, zork_player=None, players=4)[1] == [(GREEN_GNOME, 3, 2)]
    assert GREEN_GOBLIN not in [h for p in items for h, _, _ in p]
