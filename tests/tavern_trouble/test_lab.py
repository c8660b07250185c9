"""The probability lab's explorers (gamekit.tavern_trouble.ui): what they show is the
exact analysis and the batch's seat study, redrawn when a control moves."""
from fractions import Fraction

from gamekit.tavern_trouble import analysis, batch, ui


def test_the_hand_report_shows_the_exact_odds_as_fractions_and_percentages():
    """Maja's 8 + 5 + 1 (count 4): a 4 or a 5 of the 24 unseen cards ends on 8 or 9."""
    text, figure = ui.hand_report([8, 5, 1], 1)
    more = analysis.one_more_card([8, 5, 1])
    assert more.at_least(8) == Fraction(5, 24)
    assert "a clash count of 4" in text and "5/24 = 20.8%" in text
    assert "8: 1/8 (12.5%)" in text and "9: 1/12 (8.3%)" in text
    advice = analysis.draw_advice([8, 5, 1], 1)
    assert f"{advice.win_if_take.numerator}/{advice.win_if_take.denominator}" in text
    assert "Advice: take a card" in text
    heights = sorted(round(p.get_height(), 6) for p in figure.axes[0].patches if p.get_height())
    assert heights == sorted([1.0] + [round(float(p), 6) for p in more.values()])


def test_four_cards_take_no_more_and_an_impossible_hand_is_named():
    text, figure = ui.hand_report([8, 5, 1, 4], 3)
    assert "no more cards may be taken" in text and "one more card" not in text
    assert len(figure.axes[0].patches) == 10
    text, figure = ui.hand_report([9, 9, 9, 9], 1)
    assert figure is None and "only 3 cards of each kind" in text


def test_the_hand_explorer_redraws_on_every_change():
    explorer = ui.HandExplorer(hand=(8, 5), opponents=1)
    before = (explorer.answer.value, explorer.picture.value)
    assert before[0] == ui.hand_report([8, 5], 1)[0]
    explorer.cards[2].value = 1
    assert explorer.hand == [8, 5, 1]
    assert explorer.answer.value == ui.hand_report([8, 5, 1], 1)[0] != before[0]
    assert explorer.picture.value != before[1]
    explorer.opponents.value = 2
    assert "against 2 opponents" in explorer.answer.value and "Monte Carlo" in explorer.answer.value


def test_the_threshold_explorer_shows_the_batch_seat_study():
    explorer = ui.ThresholdExplorer(third=7, fourth=6, players=3, games=400)
    study = batch.seat_study(3, 7, 6, analysis.DEFAULT_THRESHOLD, 400, seed=0)
    text = explorer.answer.value
    assert str(study.win) in text and f"{study.difference.mean:+.1%}" in text
    assert "taking a third card below 7 and a fourth below 6" in text.lower()
    explorer.fourth.value = 7
    assert "Taking a card below 7</b>" in explorer.answer.value
