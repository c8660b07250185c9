"""The probability lab of Die Tafelrunde: the throw's targets on icepool, the explorers'
exact answers, their redraw on every change, and a picture told apart without colour."""
from fractions import Fraction

import pytest

from gamekit.tafelrunde import analysis, plots, ui
from tests.colourblind import too_close


def test_a_throw_with_and_without_the_second_chance():
    """Rule book, Roll dice: 'Only the lowest number counts. If you don't like the result,
    you can roll a second time.' At least 3: 4/9 once, 56/81 throwing again after 1 or 2."""
    t = analysis.throw(analysis.target_values("at least k", 3))
    assert t.one[1] == Fraction(4, 9) and t.best[1] == Fraction(56, 81)
    assert t.keep == {3, 4, 5, 6}
    hero = analysis.throw(analysis.target_values("a hero's pay-out"))
    assert hero.one.mean() == Fraction(5, 2) and hero.best.mean() == Fraction(37, 12)
    assert hero.best.mean() == analysis.best_reroll(hero.values)[0]
    assert analysis.target_values("Zork's cost", players=3)[6] == -2  # before last of 7
    with pytest.raises(ValueError, match="target"):
        analysis.target_values("at most k")


def test_the_throw_explorer_redraws_on_every_change():
    explorer = ui.ThrowExplorer()
    assert "at least 3" in explorer.answer.value and "56/81 = 69.1%" in explorer.answer.value
    before = explorer.picture.value
    explorer.k.value = 5
    assert "at least 5" in explorer.answer.value and explorer.picture.value != before
    explorer.target.value = "a hero's pay-out"
    assert explorer.k.disabled and "37/12 ≈ +3.08 silver" in explorer.answer.value


def test_the_pay_out_explorer():
    """Rule book, Pay-out: 'The first hero in this direction gets 4 silver, the second 3
    … if Zork is at the last or before last position, the player has to pay double.'"""
    explorer = ui.PayoutExplorer(position=2, zork=9, joined=True)
    assert "+3 silver" in explorer.answer.value and "-4 silver" in explorer.answer.value
    assert "Your pay-out tonight: -1 silver" in explorer.answer.value
    explorer.joined.value = False
    assert "Your pay-out tonight: +3 silver" in explorer.answer.value
    explorer.players.value = 3
    assert explorer.position.max == 7 and explorer.zork.max == 7
    assert "cannot share a seat" in ui.payout_report(4, 4)


def test_the_throw_picture_reads_without_colour():
    """Two kinds of bar: apart for a deuteranope, hatched apart, and named in the legend."""
    picture = plots.throw_bars(analysis.throw({v: v for v in range(1, 7)}).one,
                               analysis.throw({v: v for v in range(1, 7)}).best)
    assert too_close([plots.ONE_THROW, plots.BEST_THROW]) == []
    assert 'url(#hatch)' in picture and "one throw (mean" in picture
    assert "best second throw (mean" in picture
