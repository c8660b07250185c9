"""What the projector and the dashboard may show: the public part of the views."""
import random

import pytest

import gamekit
from gamekit.core.protocol import CHANCE
from gamekit.server.public import differing, private_fields, public_log, public_view


def played(game: str, steps: int, seed: int = 1, **options):
    state = gamekit.load(game, **options).new_initial_state()
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        state.apply(state.sample_chance(rng) if state.current_player == CHANCE
                    else rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("game", gamekit.games())
def test_the_public_view_holds_only_what_every_seat_sees_alike(game):
    for steps in (0, 10, 40, 90):
        state = played(game, steps, players=4)
        public = public_view(state, set())
        for seat in range(4):
            view = state.view(seat)
            assert all(view[k] == v for k, v in public.items())
        assert "player" not in public


def test_hands_and_loyalty_are_private_even_when_every_seat_holds_the_same():
    assert {"hand", "hand_names", "clash_count"} <= private_fields(played("tavern_trouble", 0, players=3))
    camelot = played("camelot", 0, players=4)
    assert {"hand", "loyalty"} <= private_fields(camelot)
    # a table where every knight is loyal still does not tell the class so
    state = played("camelot", 30, players=4)
    if all(state.view(p)["loyalty"] == "Loyal" for p in range(4)):
        assert "loyalty" not in public_view(state, set())
    # without the Traitor in the game, loyalty is the same for all, always: public
    assert "loyalty" not in private_fields(played("camelot", 0, players=4, traitor=False))


def test_a_field_seen_differing_at_the_table_stays_private():
    state = played("tikal", 20, players=2)
    seen = {"scores"}
    assert "scores" not in public_view(state, seen)
    assert "scores" in public_view(state, set())
    views = [{"a": 1, "b": 2}, {"a": 1, "b": 3}, {"a": 1}]
    assert differing(views) == {"b"}


def test_the_public_log_leaves_out_every_private_line():
    state = played("tavern_trouble", 12, players=3)
    private = [t.format(*a) for s, t, a in state.events if s is not None]
    assert private, "the deal tells each player his own cards"
    assert not set(private) & set(public_log(state))
    assert public_log(state) == [line for line in state.log if line not in private]
