"""What a knight makes of his view in Shadows over Camelot: how much he wants each
white card, what each quest is worth to him and how urgent it is, how bad each black
card would be, and who looks like the Traitor by the public deeds. The knights' rules
of thumb (:mod:`gamekit.camelot.bots`) weigh these figures; nothing here is hidden
from him."""
from __future__ import annotations

from itertools import permutations

from .components import (
    BLACK_KNIGHT,
    BLACK_KNIGHT_CARDS,
    BLACK_NAMES,
    BLACK_SPECIAL,
    BLACK_SWORDS_LOSE,
    CAMELOT,
    DESOLATION,
    DESPAIR,
    DRAGON,
    EXCALIBUR,
    EXCALIBUR_CARD,
    FIGHTS,
    GRAIL,
    GRAIL_QUEST,
    KNIGHT_NAMES,
    LANCELOT,
    LANCELOT_CARDS,
    MERCENARIES,
    MISTS_OF_AVALON,
    MORGAN_2,
    MORGAN_3,
    MORGAN_4,
    PICTS,
    PICTS_CARD,
    SAXONS,
    SAXONS_CARD,
    WHITE_IDS,
)
from .view import KNIGHT_OF_NAME

VALUE = {"grail": 3, "fight1": 1, "fight2": 2, "fight3": 3, "fight4": 4, "fight5": 5,
         "merlin": 8, "fate": 5, "piety": 6, "heroism": 4, "reinforcements": 6,
         "clairvoyance": 3, "messenger": 2, "lady_of_the_lake": 6, "convocation": 4}
"""How much a knight wants to keep each white card."""
CARD_VALUE = [VALUE[i] for i in WHITE_IDS]
BLACK_MEAN = {BLACK_KNIGHT: 31 / 11, LANCELOT: 35 / 11, DRAGON: 79 / 11}
"""The mean value of a face-down black card on each combat quest (the manifest)."""
QUEST_KEYS = {BLACK_KNIGHT: "black_knight", LANCELOT: "lancelot", DRAGON: "dragon",
              EXCALIBUR: "excalibur", GRAIL_QUEST: "grail", PICTS: "picts", SAXONS: "saxons"}
QUEST_OF_KEY = {"camelot": CAMELOT, **{v: k for k, v in QUEST_KEYS.items()}}



class Sight:
    """What knight ``me`` makes of his view: the figures his rules of thumb weigh."""

    crowd = 0.0
    """How much each knight already on a quest lowers its worth to another (0: the
    knights gather where the need is greatest; spreading out measured worse)."""

    def __init__(self, view: dict, me: int, traitor_card: bool = True) -> None:
        self.view = view
        self.me = me
        self.hand = view["hand_counts"]
        self.hand_size = sum(self.hand)
        self.hand_sizes = view["hand_sizes"]
        self.life = view["life"][me]
        self.engines = view["siege_engines"]
        self.swords = view["swords"]["white"] + view["swords"]["black"]
        where = view["where_id"][me]
        self.here: int | None = QUEST_OF_KEY.get(where)
        self.traitor = view["loyalty"] == "Traitor"
        self.unmasked = where == "unmasked"
        self.has_excalibur = int(view["relics"]["Excalibur"] == view["you"])
        self._plans: dict = {}
        white, black = view["swords"]["white"], view["swords"]["black"]
        hidden = traitor_card and view["traitor_unmasked"] is None
        self.closing = white >= (9 if hidden else 7) and black <= BLACK_SWORDS_LOSE - 3
        """The white swords already make a majority when the 12th sword is laid (after a
        hidden Traitor turns two): any quest that ends, even lost, brings the win closer."""

    def value(self, card: int) -> float:
        """How much this knight wants to keep a white card now: Grail cards are worth
        much while the Grail quest is open and little after."""
        if card == GRAIL:
            return 5 if self.quest(GRAIL_QUEST)["open"] else 0.5
        return CARD_VALUE[card]

    def worth(self, q: int) -> float:
        """What being on quest ``q`` (or in Camelot) is worth to this knight now: the
        quest's urgency, what his hand can do there, less for each knight already there."""
        if q == CAMELOT:
            fight = sum(self.hand[v] * v for v in FIGHTS)
            siege = self.urgency(CAMELOT) + 2 if fight >= 6 else 0
            return max(siege, 7 - 1.1 * self.hand_size)
        ability = min(self.ability(q), 4)
        if ability <= 0:
            return -5
        others = sum(1 for s, w in enumerate(self.view["where_id"])
                     if s != self.me and w == QUEST_KEYS[q])
        return self.urgency(q) + 1.8 * ability - self.crowd * others

    def open_quests(self) -> list[int]:
        return [q for q, key in QUEST_KEYS.items() if self.view["quests"][key]["open"]]

    def quest(self, q: int) -> dict:
        return self.view["quests"][QUEST_KEYS[q]]

    def war(self, q: int) -> dict:
        return self.quest(q)

    def seat_of(self, knight: int) -> int:
        return self.view["knights"].index(KNIGHT_NAMES[knight])

    def known_top(self):
        top = self.view["black_known_top"]
        if top and top[0]["position"] == 1:
            return BLACK_NAMES.index(top[0]["card"])
        return None

    def danger(self) -> float:
        """How close a quest is to being lost by the next black card (0 to 3)."""
        d = 0
        for w in (PICTS, SAXONS):
            if self.war(w)["warriors"] >= 3:
                d = max(d, 2)
        g = self.quest(GRAIL_QUEST)
        if g["open"] and len(g["black_cards"]) >= 6:
            d = max(d, 2)
        x = self.quest(EXCALIBUR)
        if x["open"] and x["position"] <= 1:
            d = max(d, 2)
        if self.engines >= 10:
            d = max(d, 3)
        return d

    def harm(self, card: int) -> float:
        """How bad black card ``card`` would be now."""
        if card in (PICTS_CARD, SAXONS_CARD):
            war = PICTS if card == PICTS_CARD else SAXONS
            return 1.5 + (4 if self.war(war)["warriors"] >= 3 else 0)
        if card == MERCENARIES:
            return 1.5 + (4 if min(self.war(w)["warriors"] for w in (PICTS, SAXONS)) >= 3 else 0)
        converts = ((card == EXCALIBUR_CARD and not self.quest(EXCALIBUR)["open"])
                    or (card in (DESPAIR, DESOLATION) and not self.quest(GRAIL_QUEST)["open"])
                    or (card in LANCELOT_CARDS and not self.quest(LANCELOT)["open"]
                        and not self.quest(DRAGON)["open"]))
        if converts:
            return 1.5 + (6 if self.engines >= 11 else 0)
        if card == EXCALIBUR_CARD:
            return 1.5 + (4 if self.quest(EXCALIBUR)["position"] <= 1 else 0)
        if card in (DESPAIR, DESOLATION):
            return 1.5 + (4 if len(self.quest(GRAIL_QUEST)["black_cards"]) >= 6 else 0) \
                + (0.5 if card == DESOLATION else 0)
        if card in BLACK_KNIGHT_CARDS or card in LANCELOT_CARDS:
            return 1
        if card == MORGAN_3:
            return 3 + (6 if self.engines >= 10 else 0)
        if card in (MORGAN_2, MISTS_OF_AVALON):
            return 4
        if card == MORGAN_4:
            return 3 + (3 if min(life for s, life in enumerate(self.view["life"])
                                 if self.view["alive"][s]) <= 1 else 0)
        return 2 if BLACK_SPECIAL[card] else 1

    def urgency(self, q: int) -> float:
        """How badly quest ``q`` (or the siege, ``CAMELOT``) needs a knight now."""
        if q == CAMELOT:
            return max(0, 2.5 * (self.engines - 5))
        if q in (PICTS, SAXONS):
            return (1, 2, 4, 7)[min(3, self.war(q)["warriors"])]
        info = self.quest(q)
        if q == GRAIL_QUEST:
            return 1 + len(info["black_cards"]) + 0.5 * info["grail_cards"]
        if q == EXCALIBUR:
            return 6 if info["position"] <= 2 else 2 + (info["position"] - 5) * 0.5
        return {BLACK_KNIGHT: 2, LANCELOT: 2, DRAGON: 3}[q] + 0.5 * info["black_cards"]

    def ability(self, q: int) -> float:
        """How much this knight's hand can do on quest ``q``."""
        hand = self.hand
        if q in (PICTS, SAXONS):
            war, run = self.war(q), 0
            v = war["next"]
            while v <= 5 and hand[v]:
                run, v = run + 1, v + 1
            return run
        if q == GRAIL_QUEST:
            return 0 if self.quest(q)["dark_forest"] else hand[GRAIL]
        if q == EXCALIBUR:
            return sum(self.hand[c] for c in range(len(self.hand)) if self.value(c) <= 2) * 0.8
        plan = self.combat_plan(q)
        if plan is None:
            return 0
        needed, total = plan
        return needed if total > self.black_expected(q) else 0

    def black_expected(self, q: int) -> float:
        """The black total this knight expects on combat quest ``q`` (the cards he
        read, the mean for the face-down ones, a little less for those to come)."""
        info = self.quest(q)
        known = [v for v in info["black"] if v is not None]
        unknown = info["black_cards"] - len(known)
        slots = {BLACK_KNIGHT: 4, LANCELOT: 5, DRAGON: 5}[q]
        to_come = (slots - info["black_cards"]) * 0.6
        return sum(known) + BLACK_MEAN[q] * (unknown + to_come) - self.has_excalibur

    def combat_plan(self, q: int, with_card: int = 0):
        key = (q, with_card)
        if key not in self._plans:
            self._plans[key] = self._combat_plan(q, with_card)
        return self._plans[key]

    def _combat_plan(self, q: int, with_card: int = 0):
        """The best way this hand can complete combat quest ``q`` (after laying
        ``with_card``): (cards needed from the hand, white total), or None. Black
        Knight: two pairs, Lancelot: a full house, the Dragon: three of a kind thrice."""
        placed = self.quest(q)["white"] + ([with_card] if with_card else [])
        pattern = {BLACK_KNIGHT: (2, 2), LANCELOT: (3, 2), DRAGON: (3, 3, 3)}[q]
        best = None
        for values in permutations(FIGHTS, len(pattern)):
            if any(placed.count(v) > size or
                   placed.count(v) + self.hand[v] - (v == with_card) < size
                   for v, size in zip(values, pattern)):
                continue
            if any(v not in values for v in placed):
                continue
            total = sum(v * size for v, size in zip(values, pattern))
            if best is None or total > best[1]:
                best = (sum(pattern) - len(placed), total)
        return best

    def can_play_here(self) -> bool:
        q = self.here
        if q is None or q == CAMELOT:
            return False
        if q in (PICTS, SAXONS):
            return bool(self.hand[self.war(q)["next"]])
        if q == GRAIL_QUEST:
            return bool(self.hand[GRAIL]) and not self.quest(q)["dark_forest"]
        return self.ability(q) > 0

    def completes(self, q: int, card: int):
        """Would laying ``card`` on combat quest ``q`` end it: True (won), False
        (lost), None (it goes on)."""
        info = self.quest(q)
        slots = {BLACK_KNIGHT: 4, LANCELOT: 5, DRAGON: 9}[q]
        if len(info["white"]) + 1 < slots:
            return None
        known = [v for v in info["black"] if v is not None]
        black = sum(known) + BLACK_MEAN[q] * (info["black_cards"] - len(known))
        mine = self.has_excalibur and self.here == q
        return sum(info["white"]) + card + mine > black

    def likely_won(self, q: int):
        if q in (PICTS, SAXONS):
            w = self.war(q)
            return w["cards_played"] >= 3 and w["warriors"] <= 1
        if q == GRAIL_QUEST:
            g = self.quest(q)
            return g["grail_cards"] >= 4 and len(g["black_cards"]) <= 1
        if q == EXCALIBUR:
            return self.quest(q)["steps_to_win"] <= 2
        return None

    def kay_deficit(self) -> int:
        """The smallest Fight card that would turn Kay's fight into a win (0: none)."""
        if self.view["siege_fight"]:
            total = sum(self.view["siege_fight"]) + self.has_excalibur
            return self.view["d8"] - total + 1
        q = self.here
        assert q is not None, "Sir Kay is on the combat quest that ends"
        info = self.quest(q)
        black = sum(v for v in info["black"] if v is not None)
        mine = self.has_excalibur
        return black - sum(info["white"]) - mine + 1

    def converted_share(self) -> float:
        """About how many of the black cards to come become siege engines: the standard
        cards of the one-shot quests already over, as a share of the manifest."""
        over = 0
        if not self.quest(EXCALIBUR)["open"]:
            over += 15
        if not self.quest(GRAIL_QUEST)["open"]:
            over += 17
        if not self.quest(LANCELOT)["open"] and not self.quest(DRAGON)["open"]:
            over += 11
        return over / 76

    guilt_score = 6
    """A knight looks like the Traitor when his hand holds this many white cards more
    than he laid for the knights ..."""
    guilt_lead = 3
    """... and this many more than any other knight's (the one who hoards and never
    helps)."""

    def looks_guilty(self, knight: int) -> bool:
        """What the table saw of ``knight`` points to the Traitor: of the knights not
        shown loyal, he holds the most white cards beyond those he laid on quests, the
        lake or the siege (hand sizes and the deeds are public), by a wide margin."""
        view = self.view
        hoard = sorted(((view["hand_sizes"][s] - d["cards_laid"], s)
                        for s, d in enumerate(view["deeds"])
                        if s != self.me and view["alive"][s] and not view["shown_loyal"][s]),
                       reverse=True)
        if not hoard or hoard[0][1] != self.seat_of(knight):
            return False
        lead = hoard[0][0] - hoard[1][0] if len(hoard) > 1 else self.guilt_lead
        return hoard[0][0] >= self.guilt_score and lead >= self.guilt_lead

    def suspect(self) -> tuple[int | None, int]:
        """The knight who added most siege engines, and his lead over the next."""
        deeds = sorted(((d["siege_engines_added"], s) for s, d in enumerate(self.view["deeds"])
                        if s != self.me and self.view["alive"][s]), reverse=True)
        if not deeds:
            return None, 0
        lead = deeds[0][0] - (deeds[1][0] if len(deeds) > 1 else 0)
        return KNIGHT_OF_NAME.get(self.view["knights"][deeds[0][1]]), lead
