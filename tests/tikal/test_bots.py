"""Tikal's bots: the heuristic's rules of thumb where its old faults were (digging,
turning tiles, the leader as a guard, bidding, exchanges), the expert's search from the
view, and the coach."""
import dataclasses
import math
import pickle
import random

import pytest

import gamekit
from gamekit.bots.coach import hints
from gamekit.core.bots import observe
from gamekit.tikal import setup
from gamekit.tikal.actions import (
    Bid,
    BuildCamp,
    Deploy,
    EndTurn,
    Exchange,
    Move,
    PlaceGuard,
    PlaceTile,
    RevealTile,
    TakeTreasure,
    Uncover,
)
from gamekit.tikal.bots import HeuristicBot, policy
from gamekit.tikal.expert import ExpertBot, play_out
from gamekit.tikal.sight import Sight, scorings_left, standing
from gamekit.tikal.state import Phase, TikalState
from gamekit.tikal.strategy import best_goal, goals, placements_worth
from gamekit.tikal.tiles import BY_ID


def act(bot, state: TikalState, seed: int = 0):
    return bot.act(observe(state, state.current_player), random.Random(seed))


def treasure_position() -> TikalState:
    """Red to spend 10 AP; the treasure tile A2 lies at (2,3), one stone from the
    printed jungle (1,3)."""
    state = setup.position(players=2)
    setup.lay(state, "A2", "(2,3)")
    return state


# -- the heuristic -----------------------------------------------------------------------------
def red_turn(state: TikalState, bot, seed: int = 0) -> list:
    """What Red does with his 10 AP (the treasures' motifs drawn with ``seed``)."""
    rng, done = random.Random(seed), []
    while state.current_player in (0, gamekit.CHANCE) and state.phase in (Phase.ACTIONS, Phase.TREASURE_DRAW):
        if state.current_player == gamekit.CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        done.append(bot.act(observe(state, 0), rng))
        state.apply(done[-1])
    return done


def test_a_worker_on_a_treasure_tile_digs_there_before_it_goes_anywhere():
    state = treasure_position()
    tile = setup.put(state, 0, "(2,3)", workers=1)
    done = red_turn(state, HeuristicBot())
    dig = done.index(TakeTreasure(0, tile))
    assert not any(isinstance(a, Move) and a.source == tile for a in done[:dig])


def test_a_worker_walks_to_a_treasure_tile_to_dig_and_does_not_walk_back():
    """The old bot walked a worker back and forth between treasure tiles instead."""
    state = treasure_position()
    jungle, tile = setup.put(state, 0, "(1,3)", workers=1), setup.at("(2,3)")
    done = red_turn(state, HeuristicBot())
    walk = done.index(Move(0, False, jungle, tile, 1))
    assert done[walk + 1] == TakeTreasure(0, tile)
    assert not any(isinstance(a, Move) and a.source == tile and a.target == jungle for a in done)


def test_the_best_goal_is_the_same_from_a_list_of_equal_copies():
    """The rules of thumb pick among the legal actions, whether the list is the rules'
    own or one made elsewhere (equal actions, other objects); none outside it."""
    state = treasure_position()
    setup.put(state, 0, "(1,3)", workers=1)
    legal = state.legal_actions()
    copies = [dataclasses.replace(a) for a in legal]
    assert not any(a is b for a, b in zip(legal, copies))
    chosen = best_goal(state, 0, legal).action
    assert best_goal(state, 0, copies).action == chosen
    assert best_goal(state, 0, [a for a in copies if a != chosen]).action in copies


def test_between_heuristic_bots_most_treasures_are_dug():
    """The old bot left 58% of the treasures buried in games between its kind."""
    game = gamekit.load("tikal", players=4)
    buried = [sum(gamekit.play(game, [HeuristicBot()] * 4, seed=seed).tokens) for seed in range(3)]
    assert sum(buried) / (24 * 3) < 0.25


def test_a_tile_is_turned_by_its_stones():
    """Red's workers stand on the printed jungle (1,3); laid on (2,3) the temple D1 (3
    stones on one edge) is turned so that the rivals walk in dearer than Red: the turns
    are worth different amounts, and the bot takes the best (the old bot turned tiles
    at random)."""
    state = setup.position(players=2)
    setup.put(state, 0, "(1,3)", workers=3)
    setup.draw(state, "D1")
    space = [a for a in state.legal_actions() if a.hex == setup.at("(2,3)")]
    worths = {x.action: x.worth for x in placements_worth(state, 0, space)}
    assert len(set(worths.values())) > 1
    chosen = policy(state, space)
    assert worths[chosen] == max(worths.values())
    assert chosen.stones == (0, 0, 0, 0, 3, 0)            # the 3 stones towards (1,3)


def test_the_leader_is_no_early_guard():
    """With three volcanoes to come, the leader does not guard a temple, nor leave the
    game under a worker's guard."""
    state = setup.position(players=2)
    setup.lay(state, "A4", "(2,4)")                      # a temple of value 2 next to (1,4)
    h = setup.put(state, 0, "(2,4)", workers=2, leader=True)
    state.temple[h] = 6
    assert scorings_left(state, 0) == 4
    assert any(isinstance(a, PlaceGuard) and a.leader for a in state.legal_actions())
    for seed in range(3):
        chosen = act(HeuristicBot(), state, seed)
        assert not (isinstance(chosen, PlaceGuard) and (chosen.leader or chosen.leader_out))


def test_a_turn_worth_having_is_bid_for_above_two():
    """Expert version: the treasure tile A2 (four treasures) and a jungle are turned
    up; after Red's bid of 2 Black still bids (the old bot never went above 2)."""
    state = gamekit.load("tikal", players=2, version="expert").new_initial_state()
    for tile in ("A2", "A3"):
        state.apply(RevealTile(BY_ID[tile].index))
    state.apply(Bid(0, 2))
    assert act(HeuristicBot(), state) == Bid(1, 3)


def test_exchanges_make_pairs_as_the_rule_book_advises():
    """Výměna pokladů: the aim of an exchange is a pair or a triple; one that makes
    neither is no goal."""
    state = setup.position(players=2)
    setup.give(state, 0, "jade mask")
    setup.give(state, 0, "gold jaguar")
    setup.give(state, 1, "jade mask")
    setup.give(state, 1, "stone idol")
    swaps = [g for g in goals(Sight(state, 0)) if isinstance(g.action, Exchange)]
    assert [g.action for g in swaps] == [Exchange(0, 1, 1, 0)]   # the jaguar for Black's mask: a pair
    assert swaps[0].why == "your gold jaguar for jade mask: a pair, 1 point more at each of the 4 scorings left"


def test_every_reason_of_the_rules_of_thumb_reads_as_plain_words():
    """The coach shows why a goal or a placement is worth playing: each kind of goal's
    reason, written when asked, is filled in whole (seeded games between the rules of
    thumb, every goal and placement they weighed)."""
    game, kinds = gamekit.load("tikal", players=4), set()
    for seed in range(2):
        state, rng = game.new_initial_state(), random.Random(seed)
        while not state.is_terminal():
            if state.current_player == gamekit.CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            legal = state.legal_actions()
            if state.phase is Phase.ACTIONS:
                weighed = goals(Sight(state, state.player))
            elif state.phase is Phase.PLACE:
                weighed = placements_worth(state, state.player, legal)
            else:
                weighed = []
            for x in weighed:
                kinds.add(type(x.action))
                assert x.why and not set("{}") & set(x.why) and " 1 scorings" not in x.why, x
            state.apply(policy(state, legal))
    assert kinds >= {PlaceTile, Move, Deploy, TakeTreasure, Uncover, PlaceGuard, BuildCamp}


def test_the_heuristic_bot_beats_random_bots_clearly():
    game = gamekit.load("tikal", players=2)
    sim = gamekit.simulate(game, [HeuristicBot(), gamekit.RandomBot()], games=10, seed=3,
                           progress=False)
    assert sim.win_rates[0].interval[0] > 0.65


# -- the expert -----------------------------------------------------------------------------------
def random_position(version: str, plies: int, seed: int = 0, players: int = 3) -> TikalState:
    state = gamekit.load("tikal", players=players, version=version).new_initial_state()
    rng = random.Random(seed)
    while plies or state.current_player == gamekit.CHANCE or len(state.legal_actions()) < 2:
        if state.current_player == gamekit.CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
            plies = max(plies - 1, 0)
    return state


def test_the_expert_chooses_the_same_whatever_the_order_of_the_stacks():
    for version, plies in (("basic", 30), ("basic", 61), ("expert", 40)):
        a = random_position(version, plies)
        b = a.clone()
        for stack in b.stacks:
            random.Random(1).shuffle(stack)
            stack.reverse()
        assert a.view(a.current_player) == b.view(b.current_player) and a.stacks != b.stacks
        assert act(ExpertBot(rollouts=6, wide=3), a) == act(ExpertBot(rollouts=6, wide=3), b)


def test_the_expert_plays_out_the_turn_it_planned():
    state = random_position("basic", 0, seed=2, players=2)
    while state.phase is not Phase.PLACE:
        state.apply(state.sample_chance(random.Random(0)) if state.current_player == gamekit.CHANCE
                    else state.legal_actions()[-1])
    bot, rng, me = ExpertBot(rollouts=6, wide=3), random.Random(5), state.current_player
    plan = bot.values(observe(state, me), random.Random(5))[0][3]
    played = []
    while state.current_player == me:
        played.append(bot.act(observe(state, me), rng))
        state.apply(played[-1])
    assert isinstance(played[0], PlaceTile) and tuple(played) == plan[:len(played)]


def test_the_expert_pickles_and_plays_legal_moves():
    bot = pickle.loads(pickle.dumps(ExpertBot(rollouts=4)))
    assert repr(bot) == "ExpertBot(rollouts=4, wide=6)"
    state = random_position("basic", 12, seed=4)
    assert act(bot, state) in state.legal_actions()


def test_a_playout_looks_ahead_to_the_start_of_the_experts_own_turns():
    """With two players the expert looks two of its turns ahead: the rival's turn, its
    own by the rules of thumb, the rival's again; then it is to place a tile."""
    state = random_position("basic", 0, seed=2, players=2)
    while state.phase is not Phase.ACTIONS:
        state.apply(state.sample_chance(random.Random(0)) if state.current_player == gamekit.CHANCE
                    else state.legal_actions()[0])
    me, tiles = state.current_player, state.tiles_left
    for ahead, laid in ((1, 1), (2, 3)):
        after = state.clone()
        play_out(after, me, (), random.Random(3), ahead)
        assert after.current_player == me and after.phase is Phase.PLACE
        assert tiles - after.tiles_left == laid + 1          # and the tile now in his hand


def test_the_expert_refuses_a_look_ahead_of_no_turns():
    with pytest.raises(ValueError, match="ahead"):
        ExpertBot(ahead=0)
    assert repr(pickle.loads(pickle.dumps(ExpertBot(ahead=2)))) == "ExpertBot(rollouts=24, wide=6, ahead=2)"


def test_both_bots_are_registered_kinds():
    assert list(gamekit.bots.kinds("tikal")) == ["random", "heuristic", "expert"]
    assert isinstance(gamekit.bots.make("tikal", "expert", rollouts=3), ExpertBot)
    assert isinstance(gamekit.bots.make("tikal", "heuristic"), HeuristicBot)


def test_standing_shares_the_win_by_projected_points():
    state = setup.position(players=2)
    assert standing(state) == [0.5, 0.5]
    setup.give(state, 1, "jade mask", 2)                  # a pair: 3 points at each scoring
    mine, theirs = standing(state)
    assert math.isclose(mine + theirs, 1) and theirs > mine
    over = gamekit.play(gamekit.load("tikal", players=2), seed=1)
    assert standing(over) == over.returns()


# -- the coach --------------------------------------------------------------------------------------
def test_the_coach_ranks_a_few_legal_actions_with_a_chance_to_win_and_a_reason():
    state = treasure_position()
    setup.put(state, 0, "(1,3)", workers=1)
    found = hints(observe(state, 0), random.Random(1))
    assert 1 <= len(found) <= 3
    for hint in found:
        assert hint.action in state.legal_actions() and 0 <= hint.value <= 1
        assert "to win (95% CI " in hint.why and len(hint.why) < 220
    assert len({h.action for h in found}) == len(found)


def test_the_coach_reads_the_view_alone():
    a = random_position("basic", 45, seed=3)
    b = a.clone()
    for stack in b.stacks:
        stack.reverse()
    first = [(h.action, h.why) for h in hints(observe(a, a.current_player), random.Random(2))]
    second = [(h.action, h.why) for h in hints(observe(b, b.current_player), random.Random(2))]
    assert first == second


def test_the_coach_at_an_auction_says_what_the_tiles_are_worth():
    state = gamekit.load("tikal", players=2, version="expert").new_initial_state()
    for tile in ("A1", "A2"):
        state.apply(RevealTile(BY_ID[tile].index))
    found = hints(observe(state, 0))
    assert found[0].action in state.legal_actions() and "worth about" in found[0].why
    assert not any(isinstance(h.action, EndTurn) for h in found)
