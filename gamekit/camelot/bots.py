"""Bots for Shadows over Camelot. They read only their view and their legal actions
(the kit's ``"expert"`` is ``expert.Planner``); what a knight makes of his view, the
figures these rules of thumb weigh, is :class:`~gamekit.camelot.sight.Sight`.

* :class:`Knight` (the kit's ``"heuristic"``) scores every action with rules of thumb and
  takes the best (ties at random): it keeps life for second actions, adds siege engines
  only while few, fights engines early with totals that beat the d8, holds the Holy
  Grail on a full track until late, closes out a won game, and accuses the knight who
  hoards and never helps. It betrays when dealt the Traitor card.
* :class:`LoyalKnight` is the former heuristic: it fights where the need is greatest,
  draws cards when its hand is thin and cancels the worst black cards.
  :class:`Traitor` plays exactly like it while its Loyalty card says Loyal; holding the
  Traitor card it hides and hurts: it hoards cards, plays weak Fight cards, adds siege
  engines when they are many, never spends a Merlin or the Grail for the knights,
  accuses a loyal knight when a black sword would end the game, and once unmasked
  taunts the richest knight and adds siege engines. Seat ``Traitor()`` at every seat:
  whoever is dealt the Traitor card betrays.
* :class:`PassiveTraitor` is the :class:`Knight` who, dealt the Traitor card, still plays
  every decision as a loyal knight: a study with him on the same seeds splits what the
  Traitor costs the knights into his play and his being there (the count's two swords).
* :class:`MCTSKnight` (made by :func:`mcts_bot`) searches with ``gamekit.bots.MCTSBot``
  at his own Progression of Evil and heroic actions while his Loyalty card is not the
  Traitor, and plays the heuristic ``Traitor()`` everywhere else.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, ClassVar

from ..bots import MCTSBot
from ..core.bots import Observation
from .actions import (
    ADD_ENGINE,
    DRAW_BLACK,
    LOSE_LIFE,
    Accuse,
    AddFight,
    AnswerConvocation,
    Arrange,
    ArthurSwap,
    ChooseWar,
    Discard,
    DrawWhiteCards,
    EndTurn,
    Evil,
    ExcaliburCancel,
    FightSiegeEngine,
    Give,
    Heal,
    KayCard,
    KeepBlack,
    LayBlack,
    MerlinCancel,
    Move,
    OfferGrail,
    PlayFight,
    PlayGrail,
    PlaySpecial,
    PoolCard,
    RaiseExcalibur,
    RevealTraitor,
    RollD8,
    SecondAction,
    SwapBack,
    Taunt,
    Volunteer,
)
from .components import (
    BLACK_IDS,
    BLACK_KNIGHT,
    BLACK_SWORDS_LOSE,
    CAMELOT,
    DRAGON,
    EXCALIBUR,
    FATE,
    FIGHTS,
    GRAIL_QUEST,
    HEROISM,
    LADY_OF_THE_LAKE,
    LANCELOT,
    LIFE_MAX,
    MERLIN,
    MESSENGER,
    PICTS,
    PIETY,
    REINFORCEMENTS,
    SAXONS,
    SIEGE_ENGINES_LOSE,
    SWORDS_END,
)
from .sight import Sight
from .suspicion import odds_seen

Score = Callable[[Any, Any, Sight], float]
"""A rule of thumb: (knight, action, his sight) -> how much he likes the action."""


def pick(scores: dict[Any, float], rng: random.Random):
    """The action with the best score, a tie broken by ``rng``."""
    best = max(scores.values())
    ties = [a for a, s in scores.items() if s == best]
    return ties[int(rng.random() * len(ties))]


class LoyalKnight:
    """A loyal knight's rules of thumb (see the module docstring)."""

    game_name: ClassVar[str] = "camelot"

    def act(self, observation: Observation, rng: random.Random):
        actions = observation.legal_actions
        if len(actions) == 1:
            return actions[0]
        return pick(self.scores(observation), rng)

    def scores(self, observation: Observation) -> dict[Any, float]:
        """Each legal action's score by these rules of thumb, in the order of the legal
        actions."""
        assert observation.view is not None, "a knight reads his view"
        sight = self.sight(observation)
        return {a: self.score(a, sight) for a in observation.legal_actions}

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"

    def sight(self, observation: Observation) -> Sight:
        """What this knight reads off his view (a hidden Traitor may sit at the table
        whenever the Traitor card is in the game)."""
        return Sight(observation.view, observation.player,
                     observation.game.options.get("traitor", True))

    # -- scoring -------------------------------------------------------------------------
    def score(self, action, t: Sight) -> float:
        """How much this knight likes ``action``: its class's :attr:`rules` say which
        rule of thumb scores each kind of action (0 for the others)."""
        rule = self.rules.get(type(action))
        return rule(self, action, t) if rule else 0.0

    def _PoolCard(self, a: PoolCard, t) -> float:
        return -t.value(a.card)

    engines_below = 3
    """Add a siege engine rather than draw while fewer stand around Camelot."""
    life_from = 3
    """Give a life point rather than draw from this many life points on."""

    def _Evil(self, a: Evil, t) -> float:
        """The rule book's three evils: a life point when rich in life, a siege engine while
        they are few, else the black card (unless a quest hangs on it, or Percival
        saw something nasty on top)."""
        if a.choice == DRAW_BLACK:
            top = t.known_top()
            return (6.5 - 1.5 * t.harm(top)) if top is not None else 5 - 1.2 * t.danger()
        if a.choice == ADD_ENGINE:
            return 5.5 if t.engines < self.engines_below else 4 - 0.6 * max(0, t.engines - 3)
        return 5.8 if t.life >= self.life_from else -2

    def _RevealTraitor(self, a, t) -> float:
        return -10

    def _KeepBlack(self, a: KeepBlack, t) -> float:
        return -t.harm(a.card)

    def _Arrange(self, a: Arrange, t) -> float:
        return -t.harm(a.card)

    def _MerlinCancel(self, a: MerlinCancel, t) -> float:
        return (t.harm(a.card) - 3) * a.merlins

    def _ExcaliburCancel(self, a: ExcaliburCancel, t) -> float:
        return (t.harm(a.card) - 4 if a.card is not None else -2) if a.use else 0

    def _LayBlack(self, a: LayBlack, t) -> float:
        return 1 if a.face_down else 0

    def _ChooseWar(self, a: ChooseWar, t) -> float:
        return -t.war(a.war)["warriors"] + t.war(a.war)["cards_played"] * 0.1

    def _Volunteer(self, a: Volunteer, t) -> float:
        if not a.yes:
            return 0
        return (t.hand_size - 7) if BLACK_IDS[a.card] == "morgan_1" else (t.life - 4.5)

    def _Discard(self, a: Discard, t) -> float:
        return -t.value(a.card)

    def _SwapBack(self, a: SwapBack, t) -> float:
        return -t.value(a.card)

    def _OfferGrail(self, a: OfferGrail, t) -> float:
        return 1 if a.yes else 0

    def _AnswerConvocation(self, a: AnswerConvocation, t) -> float:
        return (0 if t.can_play_here() else 1) if a.come else 0.5

    def _Give(self, a: Give, t) -> float:
        return 0 if a.done else 1 - t.value(a.card) * 0.1

    def _KayCard(self, a: KayCard, t) -> float:
        deficit = t.kay_deficit()
        if a.card is None:
            return 0
        return 10 - a.card if a.card >= deficit > 0 else -1

    def _AddFight(self, a: AddFight, t) -> float:
        total = sum(t.view["siege_fight"]) + t.has_excalibur
        return (5 + a.card * 0.01) if total < 6 else -1

    def _RollD8(self, a, t) -> float:
        return 0

    def _Taunt(self, a: Taunt, t) -> float:
        return t.hand_sizes[t.seat_of(a.target)]

    def _EndTurn(self, a, t) -> float:
        return 0.5

    def _ArthurSwap(self, a, t) -> float:
        return -1

    def _SecondAction(self, a, t) -> float:
        """A life point for a second action of another kind: after a move, to play a
        card where he arrived; after drawing at the Round Table, to set out."""
        first = t.view["first_action"]
        if t.life < 3 or first not in ("move", "quest action"):
            return -1
        if first == "move":
            gain = 1 + 0.5 * t.urgency(t.here) if t.here != CAMELOT and t.can_play_here() else -1
        else:
            gain = max(t.worth(q) for q in t.open_quests()) - 6 if t.here == CAMELOT else -1
        return gain - (2 if t.life == 3 else 0)

    # heroic actions
    def _Move(self, a: Move, t) -> float:
        """Go where the need is greatest for what this hand can do (leaving a solo
        quest throws away the cards laid there)."""
        stay = t.worth(t.here) if t.can_play_here() else 0
        lost = len(t.quest(t.here)["white"]) if t.here in (BLACK_KNIGHT, LANCELOT) else 0
        return t.worth(a.quest) - 1.5 - stay - 6 * lost

    def _DrawWhiteCards(self, a, t) -> float:
        return 7.5 - 1.1 * t.hand_size

    def _FightSiegeEngine(self, a: FightSiegeEngine, t) -> float:
        fight = sum(t.hand[v] * v for v in FIGHTS)
        return (t.urgency(CAMELOT) + 2 + a.card * 0.1) if fight >= 6 and t.engines >= 6 else -1

    def _PlayFight(self, a: PlayFight, t) -> float:
        q = a.quest
        if q in (PICTS, SAXONS):
            war = t.war(q)
            return 6 + t.urgency(q) + (5 if war["cards_played"] + 1 == war["needs"] else 0)
        outcome = t.completes(q, a.card)
        if outcome is not None:
            return 12 + a.card * 0.1 if outcome else -8
        plan = t.combat_plan(q, with_card=a.card)
        if plan is not None:
            return (6 + t.urgency(q) + a.card * 0.3) if plan[1] > t.black_expected(q) else -2
        return 2 + a.card * 0.5 if a.card >= 3 else -2

    def _PlayGrail(self, a, t) -> float:
        return 6 + t.urgency(GRAIL_QUEST)

    def _RaiseExcalibur(self, a: RaiseExcalibur, t) -> float:
        x = t.quest(EXCALIBUR)
        return 5 + t.urgency(EXCALIBUR) - t.value(a.card) + (6 if x["steps_to_win"] == 1 else 0)

    def _Heal(self, a: Heal, t) -> float:
        return (4 - t.life) * 3 - t.value(a.card) * 0.5

    def _Accuse(self, a: Accuse, t) -> float:
        suspect, margin = t.suspect()
        swords = t.swords
        return 9 if a.target == suspect and margin >= 2 and swords >= 8 else -5

    def _PlaySpecial(self, a: PlaySpecial, t) -> float:
        card, target = a.card, a.quest
        if card == MERLIN:
            if target == CAMELOT:
                return 9 if t.engines >= 9 else -1
            if target in (PICTS, SAXONS):
                return 9 if t.war(target)["warriors"] >= 3 else -1
            if target in (BLACK_KNIGHT, LANCELOT, DRAGON):
                left = {BLACK_KNIGHT: 4, LANCELOT: 5, DRAGON: 5}[target] - \
                    t.quest(target)["black_cards"]
                return 8 if left <= 1 else -1
            return 8 if len(t.quest(GRAIL_QUEST)["black_cards"]) >= 5 else -1
        if card == PIETY:
            if not a.others:
                return 8 if t.life <= 2 else -1
            low = sum(1 for s, life in enumerate(t.view["life"]) if s != t.me and t.view["alive"][s]
                      and life <= 3)
            return 6 if low >= 2 else -1
        if card == REINFORCEMENTS:
            return 2 if a.others else (5 if t.hand_size <= 6 else -1)
        if card == LADY_OF_THE_LAKE:
            return 6 if t.quest(EXCALIBUR)["open"] else (5 if t.life <= 4 else -1)
        if card == FATE:
            return 4
        if card == HEROISM:
            return 5 if t.likely_won(target) else -1
        return -1 if card == MESSENGER else 1

    rules: ClassVar[dict[type, Score]] = {
        PoolCard: _PoolCard,
        Evil: _Evil,
        RevealTraitor: _RevealTraitor,
        KeepBlack: _KeepBlack,
        LayBlack: _LayBlack,
        Arrange: _Arrange,
        MerlinCancel: _MerlinCancel,
        ExcaliburCancel: _ExcaliburCancel,
        ChooseWar: _ChooseWar,
        Volunteer: _Volunteer,
        Discard: _Discard,
        SwapBack: _SwapBack,
        OfferGrail: _OfferGrail,
        AnswerConvocation: _AnswerConvocation,
        Give: _Give,
        KayCard: _KayCard,
        AddFight: _AddFight,
        RollD8: _RollD8,
        Taunt: _Taunt,
        EndTurn: _EndTurn,
        ArthurSwap: _ArthurSwap,
        SecondAction: _SecondAction,
        Move: _Move,
        DrawWhiteCards: _DrawWhiteCards,
        FightSiegeEngine: _FightSiegeEngine,
        PlayFight: _PlayFight,
        PlayGrail: _PlayGrail,
        RaiseExcalibur: _RaiseExcalibur,
        Heal: _Heal,
        Accuse: _Accuse,
        PlaySpecial: _PlaySpecial,
    }
    """The rule of thumb for each kind of action (a subclass that changes one
    lists it in its own table)."""


class Traitor(LoyalKnight):
    """Plays like a :class:`LoyalKnight` until its Loyalty card says Traitor; then it
    hides and hurts (see the module docstring)."""

    def score(self, action, t: Sight) -> float:
        """Holding the Traitor card, his own rule of thumb where :attr:`traitor_rules`
        has one; a loyal knight's everywhere else."""
        rule = self.traitor_rules.get(type(action)) if t.traitor else None
        return rule(self, action, t) if rule else super().score(action, t)

    def _t_Evil(self, a: Evil, t) -> float:
        if t.unmasked:
            return 5 if (a.choice == ADD_ENGINE) == (t.engines >= 6) else 0
        if a.choice == ADD_ENGINE:
            return 5.5 - 0.4 * t.engines + 1.2 * t.danger()
        if a.choice == LOSE_LIFE:
            return -5
        return 5

    def _t_RevealTraitor(self, a, t) -> float:
        return 10 if t.life <= 1 and t.swords < 10 else -10

    def _t_Taunt(self, a: Taunt, t) -> float:
        return t.hand_sizes[t.seat_of(a.target)]

    def _t_KeepBlack(self, a, t) -> float:
        return t.harm(a.card)

    def _t_Arrange(self, a, t) -> float:
        return t.harm(a.card)

    def _t_MerlinCancel(self, a, t) -> float:
        return -a.merlins

    def _t_ExcaliburCancel(self, a, t) -> float:
        return -1 if a.use else 0

    def _t_ChooseWar(self, a: ChooseWar, t) -> float:
        return t.war(a.war)["warriors"]

    def _t_Volunteer(self, a, t) -> float:
        return -1 if a.yes else 0

    def _t_OfferGrail(self, a: OfferGrail, t) -> float:
        return (1 if a.target == a.knight else -1) if a.yes else 0

    def _t_KayCard(self, a, t) -> float:
        return 0 if a.card is None else -1

    def _t_SecondAction(self, a, t) -> float:
        return -1

    def _t_PlayFight(self, a: PlayFight, t) -> float:
        if a.quest in (PICTS, SAXONS):
            war = t.war(a.quest)
            return -1 if war["cards_played"] + 1 == war["needs"] else 2
        outcome = t.completes(a.quest, a.card)
        return (8 if outcome is False else -3) if outcome is not None else 6 - a.card

    def _t_PlayGrail(self, a, t) -> float:
        return 1

    def _t_RaiseExcalibur(self, a, t) -> float:
        return -1 if t.quest(EXCALIBUR)["steps_to_win"] == 1 else 1 - t.value(a.card) * 0.3

    def _t_DrawWhiteCards(self, a, t) -> float:
        return 6

    def _t_FightSiegeEngine(self, a, t) -> float:
        return -2

    def _t_Move(self, a: Move, t) -> float:
        if a.quest == CAMELOT:
            return 3 if t.hand_size < 10 else 0
        return super()._Move(a, t) * 0.5

    def _t_Accuse(self, a: Accuse, t) -> float:
        black, white = t.view["swords"]["black"], t.view["swords"]["white"]
        if white and black == 6:
            return 20
        return 9 if white and t.swords >= 9 else -5

    def _t_PlaySpecial(self, a: PlaySpecial, t) -> float:
        if a.card == FATE:
            return 7 if t.life <= 1 else -5
        if a.card == HEROISM:
            return 4 if a.quest is not None and t.likely_won(a.quest) is False else -1
        if a.card == PIETY and not a.others:
            return 8 if t.life <= 2 else -1
        return -2

    traitor_rules: ClassVar[dict[type, Score]] = {
        Evil: _t_Evil,
        RevealTraitor: _t_RevealTraitor,
        Taunt: _t_Taunt,
        KeepBlack: _t_KeepBlack,
        Arrange: _t_Arrange,
        MerlinCancel: _t_MerlinCancel,
        ExcaliburCancel: _t_ExcaliburCancel,
        ChooseWar: _t_ChooseWar,
        Volunteer: _t_Volunteer,
        OfferGrail: _t_OfferGrail,
        KayCard: _t_KayCard,
        SecondAction: _t_SecondAction,
        PlayFight: _t_PlayFight,
        PlayGrail: _t_PlayGrail,
        RaiseExcalibur: _t_RaiseExcalibur,
        DrawWhiteCards: _t_DrawWhiteCards,
        FightSiegeEngine: _t_FightSiegeEngine,
        Move: _t_Move,
        Accuse: _t_Accuse,
        PlaySpecial: _t_PlaySpecial,
    }
    """Where the Traitor scores an action his own way (elsewhere as a loyal knight)."""


class Knight(Traitor):
    """The kit's heuristic knight: a :class:`Traitor` (so it betrays when dealt the
    Traitor card) whose loyal play follows what good players do: it keeps its life
    points for second actions and spends them on the Progression of Evil only when rich
    in life or when a black card would cost more; it adds a siege engine only while
    engines are few and black cards of finished quests do not already become engines;
    it fights siege engines early, with totals that beat the d8 7 times in 8 or more;
    it buys a second action when it lays a card with it; it holds the Holy Grail open
    on a full track (where Despair and Desolation fall with no effect) until its three
    swords come late in the game; it draws black cards to close out a game the white
    swords already win (giving life points instead once siege engines are many); and,
    late in the game, it accuses the knight who hoards white cards and lays none for the
    others (public hand sizes and deeds)."""

    life_spend_from = 5
    """Give a life point at the Progression of Evil from this many life points on."""
    engines_cheap = 2
    """Add a siege engine rather than draw while fewer than this stand at Camelot."""
    siege_from = 4
    """Fight siege engines from this many on."""
    siege_total = 8
    """Lay Fight cards against a siege engine until their total reaches this."""
    buy_from = 4
    """Buy a second heroic action from this many life points on."""
    hand_wanted = 7.5
    """Draw at the Round Table rather than set out while the hand is smaller than this
    (less one card for each 1.1 of a quest's worth)."""
    move_cost = 1.5
    """What a move costs in worth (a heroic action spent on the road)."""
    closing_engines = 10
    """Closing out a won game, draw black cards while fewer siege engines stand; from
    there on give life points rather than risk engines."""
    accuse_swords = 10
    """Accuse from this many swords on the Round Table: an unmasked Traitor adds siege
    engines every turn, so he is better unmasked late."""
    grail_finish = 9
    """Finish the Holy Grail (its seventh Grail card, or a Grail card on a full track)
    only once the swords on the Round Table and its 3 would reach this many."""

    def __init__(self, box_from: float | None = None) -> None:
        self.box_from = box_from
        """Play as if the Traitor card lay in the box once the public deeds give the
        box these odds (:func:`~gamekit.camelot.suspicion.traitor_odds`), closing out a
        won game from 7 white swords instead of 9; None (the heuristic): never."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}()" if self.box_from is None \
            else f"{type(self).__name__}(box_from={self.box_from})"

    def sight(self, observation: Observation) -> Sight:
        """What this knight reads off his view: no hidden Traitor once the deeds give
        the box odds of ``box_from`` (see :meth:`__init__`)."""
        view = observation.view
        if self.box_from is None or not observation.game.options.get("traitor", True) \
                or view["loyalty"] != "Loyal" or view["traitor_unmasked"] is not None:
            return super().sight(observation)
        odds = odds_seen(observation.game, view)
        return Sight(view, observation.player, odds.get(None, 0.0) < self.box_from)

    def _DrawWhiteCards(self, a, t) -> float:
        return 1.1 * (self.hand_wanted - t.hand_size)

    def _Move(self, a: Move, t) -> float:
        stay = self.worth(t.here, t) if t.can_play_here() else 0
        lost = len(t.quest(t.here)["white"]) if t.here in (BLACK_KNIGHT, LANCELOT) else 0
        return self.worth(a.quest, t) - self.move_cost - stay - 6 * lost

    def _Evil(self, a: Evil, t) -> float:
        converted = t.converted_share()
        if t.closing and t.engines < self.closing_engines:
            return 9 if a.choice == DRAW_BLACK else 0
        if t.closing and a.choice == LOSE_LIFE and t.life >= 2:
            return 9
        if a.choice == DRAW_BLACK:
            top = t.known_top()
            if top is not None:
                return 6.5 - 1.5 * t.harm(top)
            return 5 - 1.2 * t.danger() - 3 * converted * (t.engines >= 8)
        if a.choice == ADD_ENGINE:
            if t.engines >= SIEGE_ENGINES_LOSE - 1:
                return -10
            return 5.5 if t.engines < self.engines_cheap and converted < 0.2 else \
                4.5 - 0.5 * t.engines + 2 * t.danger() * (t.engines <= 6)
        if t.life <= 1:
            return -10
        spare = t.life >= self.life_spend_from
        return (5.8 if spare else 3.5) + 1.2 * t.danger() * (t.life >= 3)

    def _SecondAction(self, a, t) -> float:
        if t.life < self.buy_from:
            return -1
        first = t.view["first_action"]
        if first == "move":
            return 1 + 0.5 * t.urgency(t.here) if t.here != CAMELOT and t.can_play_here() else -1
        if first == "quest action" and t.here == CAMELOT:
            return max(t.worth(q) for q in t.open_quests()) - 5
        if first == "quest action" and t.can_play_here():
            return t.urgency(t.here) - 2
        return -1

    def _FightSiegeEngine(self, a: FightSiegeEngine, t) -> float:
        fight = sum(t.hand[v] * v for v in FIGHTS) + t.has_excalibur
        if t.engines < self.siege_from or fight < self.siege_total:
            return -1
        return t.urgency(CAMELOT) + 3 + a.card * 0.1

    def _AddFight(self, a: AddFight, t) -> float:
        total = sum(t.view["siege_fight"]) + t.has_excalibur
        return (5 + a.card * 0.01) if total < self.siege_total else -1

    def worth(self, q, t) -> float:
        """``Sight.worth``, but nothing for the Grail while it is held (see
        :meth:`grail_held`)."""
        if q == GRAIL_QUEST and self.grail_held(t):
            return -5
        return t.worth(q)

    def grail_held(self, t) -> bool:
        """Hold the Grail quest open: its track is full, so every Despair and Desolation
        drawn is discarded with no effect (revised ruling) where, once the Grail is
        over, each would add a siege engine; or the next Grail card would win it."""
        g = t.quest(GRAIL_QUEST)
        if not g["open"] or t.swords + 3 >= self.grail_finish:
            return False
        return g["grail_cards"] + len(g["black_cards"]) >= g["slots"] \
            or g["grail_cards"] == g["slots"] - 1

    def _PlayGrail(self, a, t) -> float:
        return -3 if self.grail_held(t) else super()._PlayGrail(a, t)

    def _Accuse(self, a: Accuse, t) -> float:
        """Accuse only on strong public evidence (a false accusation turns a white sword
        black): see :meth:`Sight.looks_guilty`."""
        return 9 if t.swords >= self.accuse_swords and t.looks_guilty(a.target) else -5

    rules: ClassVar[dict[type, Score]] = {
        **Traitor.rules,
        DrawWhiteCards: _DrawWhiteCards,
        Move: _Move,
        Evil: _Evil,
        SecondAction: _SecondAction,
        FightSiegeEngine: _FightSiegeEngine,
        AddFight: _AddFight,
        PlayGrail: _PlayGrail,
        Accuse: _Accuse,
    }
    """The loyal knight's table with the rules of thumb above in place of his."""


class PassiveTraitor(Knight):
    """A :class:`Knight` who plays as a loyal knight even holding the Traitor card: he
    never hoards, hurts, accuses falsely or unmasks himself, yet stays the Traitor at the
    count, where two white swords turn black (DoW-T). Not a kind of the kit: a study tool,
    played against the :class:`Knight`'s Traitor on the same seeds."""

    score = LoyalKnight.score


# -- search --------------------------------------------------------------------------------
def knights_outlook(state) -> list[float]:
    """How well the loyal knights stand, 0..1, where a search playout stops: the
    swords' balance (weight 0.3 over 12 swords), the siege engines (-0.2 over 12),
    the black swords toward 7 (-0.15) and the loyal knights' life (0.15 around the
    middle of 0..6, the dead at 0). The Traitor gets 1 minus that."""
    loyal = [s for s in range(state.n) if s != state.traitor]
    life = sum(state.life[s] if state.alive[s] else 0 for s in loyal) / (len(loyal) * LIFE_MAX)
    v = (0.5 + 0.3 * (state.white_swords - state.black_swords) / SWORDS_END
         - 0.2 * state.engines / SIEGE_ENGINES_LOSE
         - 0.15 * state.black_swords / BLACK_SWORDS_LOSE + 0.15 * (life - 0.5))
    v = min(1.0, max(0.0, v))
    return [1.0 - v if s == state.traitor else v for s in range(state.n)]


class MCTSKnight:
    """A loyal knight who searches at his Progression of Evil and heroic actions and
    follows the heuristic ``Traitor()`` bot elsewhere (and when he holds the Traitor
    card): ``Camelot.sample_state`` rebuilds only those two decision points."""

    game_name: ClassVar[str] = "camelot"

    def __init__(self, search, fallback=None) -> None:
        self.search = search
        self.fallback = fallback if fallback is not None else Traitor()

    def __repr__(self) -> str:
        return f"MCTSKnight({self.search!r})"

    def act(self, observation: Observation, rng: random.Random):
        view = observation.view
        if view is not None and len(observation.legal_actions) > 1 \
                and view["loyalty"] != "Traitor":
            return self.search.act(observation, rng)
        return self.fallback.act(observation, rng)


def mcts_bot(iterations: int = 100, seconds: float | None = None,
             playout_steps: int = 30) -> MCTSKnight:
    """The search knight tuned for Camelot: ``iterations`` determinizations per
    decision, random playouts of ``playout_steps`` steps valued by
    :func:`knights_outlook` (a whole random game is hundreds of steps and the
    random knights lose it almost always, which would tell the search nothing)."""
    return MCTSKnight(MCTSBot(iterations=iterations, seconds=seconds,
                              playout_steps=playout_steps, evaluate=knights_outlook,
                              game_name="camelot"))
