"""Fair play on every registered game: who decides next, what the mover is told and
how the actions read depend only on what the deciding player may know
(``fair_play.check``: the same move in states dealt from his view)."""
import os
import random

import pytest

import gamekit

from .fair_play import check

GAMES = int(os.environ.get("CONFORMANCE_PLAYOUTS", "12"))


def settings():
    """(name, players) for the fewest and the most players each game takes."""
    for name in gamekit.games():
        allowed = gamekit.core.registry.game_class(name).OPTIONS["players"].allowed
        for players in sorted({allowed[0], allowed[-1]}):
            yield name, players


@pytest.mark.parametrize("name,players", list(settings()))
def test_nobody_learns_a_hidden_card_from_who_is_asked(name, players):
    game = gamekit.load(name, players=players)
    found = check(game, games=max(2, GAMES // 3), seed=players)
    assert found.decisions > 50
    assert not found.moves, (f"{len(found.moves)} of {found.decisions} moves tell the table "
                             f"something only hidden cards decide:\n" + "\n".join(found.moves[:5]))
    assert not found.wordings, ("an action's wording names a card its chooser cannot see:\n"
                                + "\n".join(found.wordings[:5]))


@pytest.mark.parametrize("name,players", list(settings()))
def test_a_game_with_secrets_names_the_seats_each_step_shows_a_card(name, players):
    """Where one seat sees what another does not, the game says which steps show a
    card (``rules.shown_to``), so that no undo puts a card seen back where it was
    hidden; every answer is a set of seats, and some step of a game shows one."""
    game = gamekit.load(name, players=players)
    rng = random.Random(players)
    secret, shown = False, set()
    for _ in range(2):
        state = game.new_initial_state()
        while not state.is_terminal():
            views = [{**state.view(p), "player": None} for p in range(players)]
            secret = secret or any(v != views[0] for v in views)
            before = state.clone()
            if state.current_player == gamekit.CHANCE:
                state.apply(state.sample_chance(rng))
            else:
                state.apply(rng.choice(state.legal_actions()))
            if game.rules.shown_to is not None:
                seats = game.rules.shown_to(before, state)
                assert isinstance(seats, frozenset) and seats <= set(range(players))
                shown |= seats
    assert (game.rules.shown_to is not None) == secret
    assert not secret or shown
