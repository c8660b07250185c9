"""Guess, then check: the exact value, the seeded live simulation converging on it, and
the teacher's reset."""
from fractions import Fraction

from gamekit.widgets import GuessThenCheck
from gamekit.widgets.lab import run


def six(rng):
    return rng.randint(1, 6) == 6


def test_checking_shows_the_exact_value_and_a_converging_simulation():
    lab = GuessThenCheck("A six with one die?", Fraction(1, 6), six, trials=3000, seed=1)
    assert lab.answer.value == "" and lab.picture.value == b""
    lab.guess.value = 0.25
    lab.check_button.click()
    assert "1/6</b> = <b>16.7%" in lab.answer.value and "8.3% too high" in lab.answer.value
    assert b"<svg" in bytes(lab.picture.value)
    estimate, low, high = lab.result.estimate(3000)
    assert low < 1 / 6 < high and abs(estimate - 1 / 6) < 0.03
    assert lab.check_button.disabled


def test_the_teacher_resets_it_for_the_next_class():
    lab = GuessThenCheck("A six with one die?", Fraction(1, 6), six, trials=200)
    lab.check()
    lab.reset_button.click()
    assert lab.answer.value == "" and lab.picture.value == b"" and not lab.check_button.disabled
    assert lab.guess.value == 0.5


def test_the_run_is_seeded_and_its_band_narrows():
    a, b = run(six, 2000, seed=3), run(six, 2000, seed=3)
    assert a.successes == b.successes
    _, low10, high10 = a.estimate(10)
    _, low2000, high2000 = a.estimate(2000)
    assert high2000 - low2000 < (high10 - low10) / 5
