"""The kit's heuristic and expert knights (``gamekit.bots.make("camelot", ...)``): what
good players do, from the view alone."""
import pickle
import random

import gamekit
from gamekit.camelot.actions import (
    ADD_ENGINE,
    DRAW_BLACK,
    LOSE_LIFE,
    Accuse,
    AddFight,
    Evil,
    FightSiegeEngine,
    Move,
    RollD8,
)
from gamekit.camelot.bots import Knight, pick
from gamekit.camelot.components import (
    FIGHT_1,
    FIGHT_2,
    FIGHT_3,
    FIGHT_4,
    FIGHT_5,
    GAWAIN,
    KAY,
    PALAMEDES,
    PICTS,
    TRISTAN,
)
from gamekit.camelot.expert import Planner
from gamekit.camelot.state import Task
from gamekit.core.bots import observe
from tests.camelot.helpers import act, choose, hand, new_game, no_merlins, to_heroic


def test_both_kinds_are_registered_and_pickle():
    kinds = gamekit.bots.kinds("camelot")
    assert {"random", "heuristic", "expert"} <= set(kinds)
    for kind in ("heuristic", "expert"):
        bot = pickle.loads(pickle.dumps(gamekit.bots.make("camelot", kind)))
        assert repr(bot) == repr(gamekit.bots.make("camelot", kind))


def test_a_heuristic_team_plays_whole_games_that_replay():
    game = gamekit.load("camelot", players=4)
    final = gamekit.play(game, [gamekit.bots.make("camelot", "heuristic")] * 4, seed=3)
    assert final.is_terminal()
    assert gamekit.replay(game, final.history).log == final.log


def test_the_knight_fights_a_siege_engine_early_with_a_total_that_beats_the_d8():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES], traitor=False)
    no_merlins(s)
    s.engines = 3
    s.hands[0] = hand(FIGHT_5, FIGHT_3, FIGHT_4, FIGHT_4, FIGHT_4)
    to_heroic(s)                                          # 4 engines
    assert choose(Knight(), s) == FightSiegeEngine(GAWAIN, FIGHT_5)
    act(s, "Sir Gawain attacks a siege engine with Fight 5")
    assert choose(Knight(), s) == AddFight(GAWAIN, FIGHT_4)   # 5 beats the d8 4 times in 8
    act(s, "Sir Gawain adds Fight 4 against the siege engine")
    assert choose(Knight(), s) == RollD8(GAWAIN)          # 9 beats it always


def test_the_knight_does_not_attack_with_a_total_below_eight():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES], traitor=False)
    no_merlins(s)
    s.engines = 5
    s.hands[0] = hand(FIGHT_5, FIGHT_2, *[FIGHT_1] * 5)
    to_heroic(s)
    assert not isinstance(choose(Knight(), s), FightSiegeEngine)


def evil_choice(**fields) -> int:
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES], traitor=False)
    for name, value in fields.items():
        setattr(s, name, value)
    choice = choose(Knight(), s)
    assert isinstance(choice, Evil)
    return choice.choice


def test_the_knight_adds_a_siege_engine_only_while_they_are_few():
    assert evil_choice(engines=0) == ADD_ENGINE
    assert evil_choice(engines=7) != ADD_ENGINE
    assert evil_choice(engines=11) != ADD_ENGINE


def test_the_knight_gives_life_only_when_rich_in_it():
    assert evil_choice(engines=6, life=[6, 4, 4]) == LOSE_LIFE
    assert evil_choice(engines=6, life=[1, 4, 4]) != LOSE_LIFE


def test_a_won_game_is_closed_out_with_black_cards():
    """Seven white swords with no Traitor card in the game: any sword ends it won, so
    the knight draws the black card that brings a quest to its end."""
    assert evil_choice(engines=0, white_swords=7, black_swords=2) == DRAW_BLACK


def test_a_loyal_knight_accuses_from_public_deeds():
    """Late in the game (10 swords), the knight who hoards white cards and lays none
    for the knights is accused: hand sizes and cards laid are public."""
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES, TRISTAN], traitor_seat=3)
    no_merlins(s)
    s.engines, s.white_swords, s.black_swords = 6, 7, 3
    s.hands[3] = hand(*[FIGHT_1] * 10)
    for seat in (0, 1, 2):
        s.hands[seat] = hand(FIGHT_1, FIGHT_1, FIGHT_2)
        s.deeds[seat].cards_laid = 4
    to_heroic(s)
    assert choose(Knight(), s) == Accuse(GAWAIN, TRISTAN)
    s.deeds[3].cards_laid = 9                             # a big hand, but he lays as much
    assert not isinstance(choose(Knight(), s), Accuse)
    s.deeds[3].cards_laid, s.black_swords = 0, 1          # hoarding, but the game is young
    assert not isinstance(choose(Knight(), s), Accuse)


def test_every_knight_sees_the_cards_each_one_laid():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    no_merlins(s)
    s.where[0] = PICTS
    s.hands[0] = hand(FIGHT_2)
    s.war_cards[PICTS] = 1
    to_heroic(s)
    act(s, "Sir Gawain plays Fight 2 on the Pict war")
    assert [s.view(p)["deeds"][0]["cards_laid"] for p in range(3)] == [1, 1, 1]


def heroic_decision(seed: int):
    """A heuristic game's first heroic decision with a choice, and its state."""
    game = gamekit.load("camelot", players=4)
    state, rng, knight = game.new_initial_state(), random.Random(seed), Knight()
    while not state.is_terminal():
        player = state.current_player
        if player == gamekit.CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        obs = observe(state, player)
        if len(obs.legal_actions) > 2 and not isinstance(obs.legal_actions[0], Evil) \
                and obs.view["step"] == Task.HEROIC.value:
            return state, obs
        state.apply(knight.act(obs, rng))
    raise AssertionError("the game ended without a heroic choice")


def test_the_expert_plays_each_of_the_knights_best_choices_on_from_its_view():
    state, obs = heroic_decision(4)
    before = state.to_json()
    rows = Planner(lines=4, steps=None).values(obs, random.Random(1))
    assert state.to_json() == before                      # it searched dealt positions only
    assert 2 <= len(rows) <= 3 and all(a in obs.legal_actions for a, _, _ in rows)
    assert all(lines == 4 and 0.0 <= value <= 1.0 for _, value, lines in rows)
    assert Planner(lines=4, steps=None).values(obs, random.Random(1)) == rows  # it repeats
    planner = Planner()
    if not planner.late(obs.view):      # the planner would not look: the Knight's own first
        assert rows[0][0] == pick(planner.own.scores(obs), random.Random(1))
    assert [v for _, v, _ in rows[1:]] == sorted((v for _, v, _ in rows[1:]), reverse=True)
    choice = Planner(seconds=0.05).act(obs, random.Random(1))
    assert choice in {a for a, _, _ in rows} | {Knight().act(obs, random.Random(0))}


def test_the_expert_plays_the_knight_where_it_does_not_look_ahead():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES], traitor=False)
    no_merlins(s)
    s.hands[0] = hand(FIGHT_5, FIGHT_3)
    s.engines = 4
    to_heroic(s)
    act(s, "Sir Gawain attacks a siege engine with Fight 5")
    obs = observe(s, 0)
    planner = Recording()
    assert planner.act(obs, random.Random(1)) == Knight().act(obs, random.Random(1))
    assert not planner.starts


class Lines(Planner):
    """A Planner whose lines come out as told (1: his side won it), at a decision he
    looks ahead at (``late``) or not."""

    def __init__(self, wins: list[list[float]], late: bool) -> None:
        super().__init__(width=3)
        self.wins, self.is_late = wins, late

    def late(self, view: dict) -> bool:
        return self.is_late

    def play_lines(self, observation, candidates, rng):
        assert len(candidates) == len(self.wins)
        return self.wins


OWN_LOSES_ALL = [[0, 0, 0], [1, 1, 0], [1, 0, 0]]
"""The Knight's own action lost its 3 lines; the next won 2 of the same, the third 1."""
CLOSE = [[1, 0, 1, 0, 1, 0], [0, 1, 0, 1, 1, 1], [0, 0, 0, 0, 0, 0]]
"""The next won 4 of 6 where the Knight's won 3, but by less than half a standard error
of the paired difference (+1/6, against 0.2)."""


def test_the_expert_leaves_the_knights_action_only_for_one_that_wins_clearly_more():
    planner = Planner()
    assert planner.taken(OWN_LOSES_ALL) == 1          # +2/3 against 0.17: clearly more
    assert planner.taken(CLOSE) == 0
    assert planner.taken([[1, 1], [1, 1]]) == 0       # level: the Knight's own


def test_the_coachs_look_ahead_puts_first_the_action_the_expert_would_play():
    """Early the Knight's own comes first however few lines went against it; late, the
    action that won clearly more of the same lines, and a close lead does not count.
    The others follow by their share."""
    _, obs = heroic_decision(4)
    rng = random.Random(1)
    own = pick(Planner().own.scores(obs), random.Random(1))
    early = Lines(OWN_LOSES_ALL, late=False).values(obs, rng)
    assert early[0][0] == own and [v for _, v, _ in early] == [0, 2 / 3, 1 / 3]
    late = Lines(OWN_LOSES_ALL, late=True).values(obs, random.Random(1))
    assert late[0][0] != own and [v for _, v, _ in late] == [2 / 3, 1 / 3, 0]
    close = Lines(CLOSE, late=True).values(obs, random.Random(1))
    assert close[0][0] == own and [v for _, v, _ in close] == [1 / 2, 2 / 3, 0]


class Recording(Planner):
    """A Planner that notes, for every action it plays a line of, the dealt position it
    starts from and the first numbers of the dice it plays on with."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.starts: list = []

    def _play_on(self, state, rng):
        dice = random.Random()
        dice.setstate(rng.getstate())
        self.starts.append((state.history[-1], [dice.random() for _ in range(5)]))
        return super()._play_on(state, rng)


def test_every_action_of_a_line_plays_the_same_dealt_position_with_the_same_dice():
    """Common random numbers: the candidates of one line differ only by the action."""
    _, obs = heroic_decision(4)
    planner = Recording(lines=3, steps=None)
    rows = planner.values(obs, random.Random(1))
    width = len(rows)
    assert width >= 2 and len(planner.starts) == 3 * width
    for line in range(3):
        starts = planner.starts[line * width:(line + 1) * width]
        assert len({str(action) for action, _ in starts}) == width     # each action once
        assert all(dice == starts[0][1] for _, dice in starts)         # the same dice
    assert planner.starts[0][1] != planner.starts[width][1]            # a new line, new dice


def test_the_experts_choice_depends_on_its_view_alone():
    """Two positions with the same view (the second dealt by ``sample_state``, so the
    cards hidden from the expert lie elsewhere) get the same lines and the same choice."""
    state, obs = heroic_decision(4)
    twin = state.game.sample_state(obs.view, random.Random(9))
    assert twin.view(obs.player) == obs.view and twin.hands != state.hands
    planner = Planner(lines=3)
    assert planner.values(obs, random.Random(2)) == \
        planner.values(observe(twin, obs.player), random.Random(2))


class Scripted(Planner):
    """A Planner whose lines end as scripted, to check how it chooses from them."""

    def __init__(self, wins, **kwargs) -> None:
        super().__init__(**kwargs)
        self.wins = wins

    def play_lines(self, observation, candidates, rng):
        return self.wins[:len(candidates)]


def late_heroic_decision(seed: int = 4):
    """A heroic decision with a choice at 9 swords on the Round Table, and its view."""
    state, obs = heroic_decision(seed)
    state.white_swords, state.black_swords = 6, 3
    return state, observe(state, obs.player)


def test_the_expert_looks_ahead_only_late_in_the_game():
    state, obs = heroic_decision(4)
    early = Recording(lines=2)
    assert not early.late(obs.view)
    assert early.act(obs, random.Random(1)) == Knight().act(obs, random.Random(1))
    assert not early.starts                              # no line dealt
    state, obs = late_heroic_decision()
    late = Recording(lines=2)
    assert late.late(obs.view)
    assert late.act(obs, random.Random(1)) in obs.legal_actions and late.starts


def test_the_expert_reconsiders_only_the_knights_moves():
    """Late in the game the expert plays lines against the Knight's move (seed 4: King
    Arthur sets out for Excalibur) and not against another choice (seed 5: Sir
    Palamedes plays Reinforcements), where the coach still plays lines."""
    moving = late_heroic_decision(4)[1]
    assert isinstance(Knight().act(moving, random.Random(1)), Move)
    planner = Recording(lines=2)
    planner.act(moving, random.Random(1))
    assert planner.starts
    staying = late_heroic_decision(5)[1]
    own = Knight().act(staying, random.Random(1))
    assert not isinstance(own, Move) and len(planner.candidates(staying, own)) == 2
    planner = Recording(lines=2)
    assert planner.act(staying, random.Random(1)) == own and not planner.starts
    assert len(planner.values(staying, random.Random(1))) == 2 and planner.starts


def test_the_expert_leaves_the_knights_choice_only_for_clearly_more_won_lines():
    _, obs = late_heroic_decision()
    own = Knight().act(obs, random.Random(1))
    other = Planner().candidates(obs, own)[1]
    assert Scripted([[0, 0, 0, 0], [1, 1, 1, 0]]).act(obs, random.Random(1)) == other
    assert Scripted([[0, 1, 0, 1], [1, 0, 1, 0]]).act(obs, random.Random(1)) == own   # as many
    assert Scripted([[1, 1, 1, 1], [1, 1, 1, 1]]).act(obs, random.Random(1)) == own
    noisy = [[0, 0, 1, 0, 1, 0], [1, 0, 0, 1, 1, 0]]      # one more won, within the noise
    assert Scripted(noisy, z=2.0).act(obs, random.Random(1)) == own
    assert Scripted(noisy, z=0.0).act(obs, random.Random(1)) == other


def test_the_experts_lines_are_played_to_the_games_end():
    _, obs = late_heroic_decision()
    rows = Planner(lines=3).values(obs, random.Random(1))
    assert all(lines == 3 and value * 3 in (0, 1, 2, 3) for _, value, lines in rows)


def test_the_experts_lines_stop_at_their_budget_of_steps():
    """``lines`` lines, or fewer once they have played ``steps`` steps (at least one)."""
    _, obs = late_heroic_decision()
    assert {lines for _, _, lines in Planner(lines=3, steps=None).values(obs, random.Random(1))} == {3}
    assert {lines for _, _, lines in Planner(lines=3, steps=1).values(obs, random.Random(1))} == {1}


def test_the_expert_deals_no_lines_where_the_knight_leaves_one_action_to_try():
    """With 11 siege engines and 1 life point the Knight rejects both other evils: it
    draws the black card, with no line dealt (late in the game as it is). The coach's
    look ahead still plays all three on, to compare them."""
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES], traitor=False)
    s.engines, s.life = 11, [1, 4, 4]
    obs = observe(s, s.current_player)
    assert isinstance(obs.legal_actions[0], Evil) and len(obs.legal_actions) == 3
    planner = Recording(lines=3, width=3)
    assert planner.candidates(obs, Evil(GAWAIN, DRAW_BLACK)) == [Evil(GAWAIN, DRAW_BLACK)]
    assert planner.act(obs, random.Random(1)) == Evil(GAWAIN, DRAW_BLACK) and not planner.starts
    rows = planner.values(obs, random.Random(1))
    assert {action for action, _, _ in rows} == set(obs.legal_actions)
    assert {lines for _, _, lines in rows} == {3} and len(planner.starts) == 9
