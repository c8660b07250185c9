"""The deuteranopia check the chart tests use tells red from green apart only as a
deuteranope does."""
from tests.colourblind import too_close


def test_red_and_green_merge_and_the_okabe_ito_palette_stays_apart():
    assert too_close(["tab:green", "tab:red"]) == [("tab:green", "tab:red")]
    assert too_close(["#0072B2", "#D55E00", "#009E73", "#E69F00", "#CC79A7"]) == []
