"""The pictures draw without error and show a player only what he may see."""
import matplotlib

matplotlib.use("Agg")

from gamekit.camelot import analysis, plots  # noqa: E402
from gamekit.camelot.components import BLACK_KNIGHT_5, GAWAIN, KAY, PALAMEDES, TRISTAN  # noqa: E402
from gamekit.prob import Proportion  # noqa: E402
from tests.camelot.helpers import act, new_game, no_merlins, stack_black  # noqa: E402


def texts_of(fig) -> list[str]:
    return [t.get_text() for ax in fig.axes for t in ax.texts]


def test_the_board_shows_face_down_cards_only_to_who_read_them():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    no_merlins(s)
    stack_black(s, BLACK_KNIGHT_5)
    act(s, "Sir Gawain draws a black card", "Sir Gawain lays Black Knight 5 face down and draws "
        "a white card")
    teacher = [s.view(p) for p in range(s.n)]
    mine, theirs, narrator = (texts_of(plots.camelot(v)) for v in (s.view(0), s.view(1), teacher))
    assert mine.count("5") == theirs.count("5") + 1 == narrator.count("5")
    assert any("as Sir Kay sees it" in t for t in [f.axes[0].get_title() for f in
                                                   [plots.camelot(s.view(1))]])


def test_the_board_at_the_end_names_the_winner():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.engines = 11
    act(s, "Sir Gawain adds a siege engine")
    assert "Evil wins (siege engines)" in plots.camelot([s.view(p) for p in range(s.n)]).axes[0].get_title()


def test_analysis_charts():
    """Each chart draws the odds it is given: the siege's (t - 1)/8 for a total t, one
    step more with Excalibur; the first black card's kinds; the rates."""
    bars = [p.get_height() for p in plots.siege_odds().axes[0].patches]
    plain, excalibur = bars[:9], bars[9:]
    assert plain == [(t - 1) / 8 for t in range(1, 10)]
    assert excalibur == [min(t, 8) / 8 for t in range(1, 10)]
    first = analysis.full_deck_kinds()
    ax = plots.distribution_bars(first, "the first black card").axes[0]
    assert sorted(p.get_height() for p in ax.patches) == sorted(float(p) for p in first.values())
    ax = plots.rates({"a": Proportion(1, 4), "b": Proportion(0, 4)}, "knights' wins").axes[0]
    assert [p.get_height() for p in ax.patches] == [0.25, 0.0]
    reasons = {r: Proportion(1, 4) for r in analysis.END_REASONS}
    fig = plots.end_reasons({"3 knights": reasons})
    assert fig.axes[0].get_title() == "What ends the games"


def test_the_traitor_odds_chart_has_a_line_for_each_suspect_and_the_box():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES, TRISTAN], traitor_seat=None)
    view = s.view(0)
    history = [(1, {1: 0.1, 2: 0.1, 3: 0.1, None: 0.7}), (2, {1: 0.8, 2: 0.0, 3: 0.0, None: 0.2})]
    ax = plots.traitor_odds(view, history).axes[0]
    assert [line.get_label() for line in ax.get_lines()] == \
        ["Sir Kay", "Sir Palamedes", "Sir Tristan", "nobody (the box)"]
    assert list(ax.get_lines()[0].get_ydata()) == [0.1, 0.8]
    assert "Sir Gawain reads the deeds" in ax.get_title()


def test_suspects_whose_odds_coincide_stay_apart():
    """Knights at the same odds (all near 0 once the Traitor is found) each keep a
    marker of their own, so no line hides another."""
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES, TRISTAN], traitor_seat=None)
    history = [(1, {1: 0.2, 2: 0.2, 3: 0.2, None: 0.4}), (2, {1: 0.0, 2: 0.0, 3: 0.0, None: 1.0})]
    knights = plots.traitor_odds(s.view(0), history).axes[0].get_lines()[:3]
    assert len({(line.get_marker(), line.get_markersize()) for line in knights}) == 3
