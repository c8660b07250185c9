"""The round table and the money chart draw the public state."""
import matplotlib

matplotlib.use("Agg")

import gamekit  # noqa: E402
from gamekit.tafelrunde import plots  # noqa: E402
from tests.colourblind import figure_colours, too_close  # noqa: E402

from .helpers import P1, new_game  # noqa: E402


def texts(fig):
    return [t.get_text() for ax in fig.axes for t in ax.texts]


def test_the_round_table_shows_each_seats_pay_out():
    state = new_game()
    fig = plots.round_table(state.view(P1))
    words = texts(fig)
    assert "Draco" in words and "Zork" in words and "Day 1" in words
    assert sorted(w for w in words if w[:1] in "+-") == ["+1", "+2", "+3", "+4", "-1"]
    assert "alone" in words  # Zork joins nobody yet
    assert "silver:  P1 red 3   P2 green 3   P3 lilac 3   P4 yellow 3" in words
    state.silver[1] = 5
    assert "-4" in texts(plots.round_table(state.view(P1)))  # Zork, last, for Player 2


def test_the_money_chart_follows_the_pay_outs():
    state = gamekit.play(gamekit.load("tafelrunde", players=3), seed=2)
    rows = plots.money_by_day(state)
    assert len(rows) == 13 and rows[0] == [3, 3, 3] and rows[-1] == state.silver
    pay_outs = [line for line in state.log if line.startswith("Pay-out of day")]
    assert len(pay_outs) == 12
    fig = plots.money_chart(state)
    lines = fig.axes[0].get_lines()
    assert len(lines) == 3 and list(lines[0].get_ydata()) == [r[0] for r in rows]
    winner = [line.get_label() for line in lines if "winner" in line.get_label()]
    assert winner == [f"Player {state.winner + 1} ({plots.COLOURS[state.castle[state.winner]]}) (winner)"]


def test_the_money_chart_reads_without_colour():
    """Each player's line keeps apart under deuteranopia, has its own dash and marker,
    and carries his name at its end."""
    state = gamekit.play(gamekit.load("tafelrunde", players=4), seed=2)
    fig = plots.money_chart(state)
    lines = fig.axes[0].get_lines()
    assert too_close(figure_colours(fig)) == []
    assert len({(line.get_linestyle(), line.get_marker()) for line in lines}) == 4
    ends = [w for w in texts(fig) if w.startswith("P")]
    assert sorted(w.split()[0] for w in ends) == ["P1", "P2", "P3", "P4"]
