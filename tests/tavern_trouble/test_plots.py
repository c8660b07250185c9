"""Tavern Trouble's pictures stay readable without colour: categories apart for a
deuteranope, or each carrying a text label."""
import matplotlib

from gamekit.tavern_trouble import analysis, plots
from tests.colourblind import figure_colours, too_close


def test_the_take_stand_map_labels_every_square_and_its_colours_stay_apart():
    table = analysis.draw_table(opponents=1)
    fig = plots.advice_map(table)
    texts = [t.get_text() for t in fig.axes[0].texts]
    assert len(texts) == 81
    for a in range(1, 10):
        for b in range(1, 10):
            advice = table[min(a, b), max(a, b)]
            word = "take" if advice.advice == analysis.TAKE else "stand"
            assert f"{(a + b) % 10}\n{word}" in texts
    cmap = matplotlib.colormaps[plots.TAKE_STAND]
    assert too_close([cmap(0.0)[:3], cmap(0.25)[:3], cmap(0.75)[:3], cmap(1.0)[:3]]) == []


def test_count_bars_keep_their_series_apart():
    fig = plots.count_bars({"stand": analysis.standing([8, 5]),
                            "one more card": analysis.one_more_card([8, 5]),
                            "four cards": analysis.clash_count_distribution(4)})
    assert too_close(figure_colours(fig)) == []
    hatches = {patch.get_hatch() for patch in fig.axes[0].patches}
    assert len(hatches) == 3


def test_the_life_chart_marks_the_end_of_the_game_apart_from_the_deals():
    """Its last point is the life left when the game ends, not at the start of a deal:
    the axis says "end" there, so a game of 10 deals shows deals 1 to 10 and the end."""
    import gamekit

    final = gamekit.play(gamekit.load("tavern_trouble", players=3), seed=12)
    ax = plots.life_chart(final).axes[0]
    labels = [t.get_text() for t in ax.get_xticklabels()]
    assert labels[-1] == "end" and len(ax.get_lines()[0].get_xdata()) == final.deals + 1
    assert "and at the end" in ax.get_title()
