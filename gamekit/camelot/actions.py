"""Every decision and chance outcome of Shadows over Camelot, as frozen dataclasses.

A knight's decisions name him by his knight (``KAY``), not by his seat: the knights
are unique in a game and ``str()`` then reads like the rule book ("Sir Kay plays
Fight 3 on the Pict war"). Card fields hold white or black card kinds (see
``cards.py``); ``quest`` fields hold quest ids (``DRAGON`` once the board is turned).
"""
from __future__ import annotations

from dataclasses import dataclass, fields

from ..core.protocol import Action
from .components import (
    BLACK_NAMES,
    CAMELOT,
    HEROISM,
    KNIGHT_NAMES,
    LADY_OF_THE_LAKE,
    MERLIN,
    MESSENGER,
    PIETY,
    PIETY_OTHERS,
    PIETY_SELF,
    QUEST_NAMES,
    REINFORCEMENTS,
    REINFORCEMENTS_OTHERS,
    REINFORCEMENTS_SELF,
    WARS,
    WHITE_NAMES,
    quest_name,
)


def name(knight: int) -> str:
    return KNIGHT_NAMES[knight]


# -- set-up (rule book, Mise en place and La partie commence) ---------------------------
@dataclass(frozen=True, slots=True)
class CoatOfArms(Action):
    """Chance: the coat of arms dealt at random to a seat."""
    seat: int
    knight: int

    def __str__(self) -> str:
        return f"Seat {self.seat + 1} is {name(self.knight)}"


@dataclass(frozen=True, slots=True)
class LoyaltyDeal(Action):
    """Chance: where the one Traitor card goes (a seat, or None: back in the box unseen)."""
    traitor: int | None

    def __str__(self) -> str:
        if self.traitor is None:
            return "The Traitor card stays in the box"
        return f"The Traitor card goes to seat {self.traitor + 1}"


@dataclass(frozen=True, slots=True)
class LookAtLoyalty(Action):
    """Chance, sure: 'Three Brave Knights' ends, and every knight reads his Loyalty card
    (what each learns comes from the cards, not from the move that brought the sixth
    sword or siege engine)."""

    def __str__(self) -> str:
        return "The knights look at their Loyalty cards"


@dataclass(frozen=True, slots=True)
class WhiteDraw(Action):
    """Chance: the white card a knight draws."""
    knight: int
    card: int

    def __str__(self) -> str:
        return f"{name(self.knight)} draws {WHITE_NAMES[self.card]}"


@dataclass(frozen=True, slots=True)
class PoolCard(Action):
    """The card a knight lays face up on the Round Table at the start (rule book)."""
    knight: int
    card: int

    def __str__(self) -> str:
        return f"{name(self.knight)} lays {WHITE_NAMES[self.card]} on the Round Table"


@dataclass(frozen=True, slots=True)
class PoolDeal(Action):
    """Chance: the pooled card dealt back to a knight at random (the rule book's fallback)."""
    knight: int
    card: int

    def __str__(self) -> str:
        return f"{name(self.knight)} receives {WHITE_NAMES[self.card]} from the pool"


# -- the Progression of Evil ------------------------------------------------------------
DRAW_BLACK, ADD_ENGINE, LOSE_LIFE = range(3)
_EVIL = ("draws a black card", "adds a siege engine", "loses a life point")


@dataclass(frozen=True, slots=True)
class Evil(Action):
    """Rule book, Progression du Mal: draw a black card, add a siege engine or lose a
    life point (an unmasked traitor: draw or add an engine)."""
    knight: int
    choice: int

    def __str__(self) -> str:
        return f"{name(self.knight)} {_EVIL[self.choice]}"


@dataclass(frozen=True, slots=True)
class RevealTraitor(Action):
    """The traitor unmasks himself at the start of his turn (Book of Quests, appendix 1)."""
    knight: int

    def __str__(self) -> str:
        return f"{name(self.knight)} reveals himself as the Traitor"


@dataclass(frozen=True, slots=True)
class BlackDraw(Action):
    """Chance: the black card drawn from the top of the pile."""
    card: int

    def __str__(self) -> str:
        return f"The black card is {BLACK_NAMES[self.card]}"


@dataclass(frozen=True, slots=True)
class BlackSeen(Action):
    """Chance: a black card seen on the pile (Percival's look, Clairvoyance)."""
    position: int
    card: int

    def __str__(self) -> str:
        return f"Black card {self.position + 1} from the top is {BLACK_NAMES[self.card]}"


@dataclass(frozen=True, slots=True)
class KeepBlack(Action):
    """Lancelot's Armor: resolve this card, the other goes under the black pile."""
    knight: int
    card: int

    def __str__(self) -> str:
        return f"{name(self.knight)} resolves {BLACK_NAMES[self.card]} and puts the other card under the pile"


@dataclass(frozen=True, slots=True)
class LayBlack(Action):
    """The drawer lays a black combat card face up, or face down and draws a white card
    (Book of Quests): face down, its value is his alone until the quest ends."""
    knight: int
    card: int
    face_down: bool

    def __str__(self) -> str:
        if self.face_down:
            return f"{name(self.knight)} lays {BLACK_NAMES[self.card]} face down and draws a white card"
        return f"{name(self.knight)} lays {BLACK_NAMES[self.card]} face up"


@dataclass(frozen=True, slots=True)
class MerlinCancel(Action):
    """Offer Merlins (0 to the three wanted) toward the three that cancel a special
    black card; every knight is asked in turn, whether he holds a Merlin or not."""
    knight: int
    card: int
    merlins: int

    def __str__(self) -> str:
        against = f"against {BLACK_NAMES[self.card]}"
        if self.merlins == 0:
            return f"{name(self.knight)} plays no Merlin {against}"
        count = "a Merlin" if self.merlins == 1 else f"{self.merlins} Merlins"
        return f"{name(self.knight)} plays {count} {against}"


@dataclass(frozen=True, slots=True)
class ExcaliburCancel(Action):
    """Give up Excalibur to cancel a standard black card just drawn, or keep it
    (``card`` None: a card laid face down, which the holder did not see)."""
    knight: int
    card: int | None
    use: bool

    def __str__(self) -> str:
        if self.use:
            what = "the card just drawn" if self.card is None else BLACK_NAMES[self.card]
            return f"{name(self.knight)} gives up Excalibur to cancel {what}"
        return f"{name(self.knight)} keeps Excalibur"


@dataclass(frozen=True, slots=True)
class ChooseWar(Action):
    """Mercenaries or Mordred: the drawer picks the war."""
    knight: int
    card: int
    war: int

    def __str__(self) -> str:
        return f"{name(self.knight)} sends {BLACK_NAMES[self.card]} to {quest_name(self.war)}"


@dataclass(frozen=True, slots=True)
class Volunteer(Action):
    """Morgan 1 or 5: volunteer to suffer for everyone, or not."""
    knight: int
    card: int
    yes: bool

    def __str__(self) -> str:
        verb = "volunteers" if self.yes else "does not volunteer"
        return f"{name(self.knight)} {verb} ({BLACK_NAMES[self.card]})"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard a white card of one's choice (Morgan, Fate)."""
    knight: int
    card: int

    def __str__(self) -> str:
        return f"{name(self.knight)} discards {WHITE_NAMES[self.card]}"


# -- heroic actions (rule book, Actions Héroïques a-e) -------------------------------------
MOVE, QUEST_ACTION, SPECIAL_CARD, HEAL, ACCUSE = range(5)
"""The five kinds of heroic action (FAQ): a second one must be of another kind."""


@dataclass(frozen=True, slots=True)
class Move(Action):
    """(a) Go to another quest, or back to Camelot."""
    knight: int
    quest: int

    def __str__(self) -> str:
        if self.quest == CAMELOT:
            return f"{name(self.knight)} returns to Camelot"
        return f"{name(self.knight)} goes to {quest_name(self.quest)}"


@dataclass(frozen=True, slots=True)
class DrawWhiteCards(Action):
    """(b) At the Round Table: draw 2 white cards (Gawain 3)."""
    knight: int

    def __str__(self) -> str:
        return f"{name(self.knight)} draws white cards at the Round Table"


@dataclass(frozen=True, slots=True)
class FightSiegeEngine(Action):
    """(b) In the siege area: attack a siege engine, laying a first Fight card."""
    knight: int
    card: int

    def __str__(self) -> str:
        return f"{name(self.knight)} attacks a siege engine with {WHITE_NAMES[self.card]}"


@dataclass(frozen=True, slots=True)
class AddFight(Action):
    """Lay one more Fight card against the siege engine before the roll."""
    knight: int
    card: int

    def __str__(self) -> str:
        return f"{name(self.knight)} adds {WHITE_NAMES[self.card]} against the siege engine"


@dataclass(frozen=True, slots=True)
class RollD8(Action):
    """Roll the eight-sided die against the siege engine."""
    knight: int

    def __str__(self) -> str:
        return f"{name(self.knight)} rolls the d8"


@dataclass(frozen=True, slots=True)
class D8(Action):
    """Chance: the siege engine's eight-sided die."""
    roll: int

    def __str__(self) -> str:
        return f"The d8 shows {self.roll}"


@dataclass(frozen=True, slots=True)
class KayCard(Action):
    """Sir Kay's extra Fight card after the reveal or the roll (None: none)."""
    knight: int
    card: int | None

    def __str__(self) -> str:
        if self.card is None:
            return f"{name(self.knight)} adds no card"
        return f"{name(self.knight)} adds {WHITE_NAMES[self.card]} (his power)"


@dataclass(frozen=True, slots=True)
class PlayFight(Action):
    """(b) Lay a Fight card on a combat quest or a war."""
    knight: int
    quest: int
    card: int

    def __str__(self) -> str:
        return f"{name(self.knight)} plays {WHITE_NAMES[self.card]} on {quest_name(self.quest)}"


@dataclass(frozen=True, slots=True)
class PlayGrail(Action):
    """(b) Lay a Grail card on the Holy Grail quest."""
    knight: int

    def __str__(self) -> str:
        return f"{name(self.knight)} plays a Grail card"


@dataclass(frozen=True, slots=True)
class RaiseExcalibur(Action):
    """(b) Discard any white card to move Excalibur 1 step toward the knights."""
    knight: int
    card: int

    def __str__(self) -> str:
        return f"{name(self.knight)} discards {WHITE_NAMES[self.card]} to draw Excalibur nearer"


@dataclass(frozen=True, slots=True)
class PlaySpecial(Action):
    """(c) Play a special white card: on a ``quest`` (Merlin's target, ``CAMELOT`` for a
    siege engine; Heroism's quest), to a ``receiver`` knight (the Messenger), or for the
    ``others`` rather than oneself (Piety, Reinforcements)."""
    knight: int
    card: int
    quest: int | None = None
    receiver: int | None = None
    others: bool = False

    def __str__(self) -> str:
        who, card, quest = name(self.knight), self.card, self.quest
        text = f"{who} plays {'the ' if card == LADY_OF_THE_LAKE else ''}{WHITE_NAMES[card]}"
        if card == MERLIN and quest is not None:
            if quest == CAMELOT:
                return f"{text} to remove a siege engine"
            if quest in WARS:
                return f"{text} to remove a warrior from {quest_name(quest)}"
            return f"{text} to remove the last black card from {quest_name(quest)}"
        if card == PIETY:
            return (f"{text}: every other knight gains {PIETY_OTHERS} life point" if self.others
                    else f"{text} to gain {PIETY_SELF} life points")
        if card == REINFORCEMENTS:
            return (f"{text}: every other knight draws {REINFORCEMENTS_OTHERS} white card"
                    if self.others else f"{text} to draw {REINFORCEMENTS_SELF} white cards")
        if card == HEROISM and quest is not None:
            return f"{text} on {quest_name(quest)}"
        if card == MESSENGER and self.receiver is not None:
            return f"{text} to {name(self.receiver)}"
        return text


@dataclass(frozen=True, slots=True)
class Heal(Action):
    """(d) Discard three identical white cards to gain a life point."""
    knight: int
    card: int

    def __str__(self) -> str:
        return f"{name(self.knight)} discards three {WHITE_NAMES[self.card]} to heal"


@dataclass(frozen=True, slots=True)
class Accuse(Action):
    """(e) Accuse another knight of being the Traitor."""
    knight: int
    target: int

    def __str__(self) -> str:
        return f"{name(self.knight)} accuses {name(self.target)} of treason"


@dataclass(frozen=True, slots=True)
class SecondAction(Action):
    """Sacrifice a life point for a second heroic action of another kind (FAQ)."""
    knight: int

    def __str__(self) -> str:
        return f"{name(self.knight)} sacrifices a life point for a second heroic action"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """Take no (further) heroic action this turn."""
    knight: int

    def __str__(self) -> str:
        return f"{name(self.knight)} ends his turn"


@dataclass(frozen=True, slots=True)
class ArthurSwap(Action):
    """King Arthur's power: give a white card face down to a knight for one of his."""
    knight: int
    card: int
    target: int

    def __str__(self) -> str:
        return f"{name(self.knight)} offers {WHITE_NAMES[self.card]} to {name(self.target)} in exchange"


@dataclass(frozen=True, slots=True)
class SwapBack(Action):
    """The card a knight hands back to King Arthur."""
    knight: int
    card: int

    def __str__(self) -> str:
        return f"{name(self.knight)} hands {WHITE_NAMES[self.card]} to King Arthur"


@dataclass(frozen=True, slots=True)
class Arrange(Action):
    """Clairvoyance: the next card from the top, as the knight wants it."""
    knight: int
    position: int
    card: int

    def __str__(self) -> str:
        return f"{name(self.knight)} puts {BLACK_NAMES[self.card]} {_ordinal(self.position)} on the black pile"


@dataclass(frozen=True, slots=True)
class Give(Action):
    """Messenger: one more card for the receiver (``card`` None: send him off)."""
    knight: int
    card: int | None = None

    @property
    def done(self) -> bool:
        """The Messenger leaves with the cards given so far."""
        return self.card is None

    def __str__(self) -> str:
        if self.card is None:
            return f"{name(self.knight)} sends the Messenger"
        return f"{name(self.knight)} gives {WHITE_NAMES[self.card]} to the Messenger"


@dataclass(frozen=True, slots=True)
class AnswerConvocation(Action):
    """Convocation: return to Camelot, or stay on the quest."""
    knight: int
    come: bool

    def __str__(self) -> str:
        return f"{name(self.knight)} {'answers the Convocation' if self.come else 'stays on his quest'}"


@dataclass(frozen=True, slots=True)
class OfferGrail(Action):
    """The Holy Grail's holder lets a dying knight drink, or not."""
    knight: int
    target: int
    yes: bool

    def __str__(self) -> str:
        if self.target == self.knight:
            return f"{name(self.knight)} {'drinks' if self.yes else 'does not drink'} from the Holy Grail"
        verb = "lets" if self.yes else "does not let"
        return f"{name(self.knight)} {verb} {name(self.target)} drink from the Holy Grail"


@dataclass(frozen=True, slots=True)
class Taunt(Action):
    """The unmasked traitor picks the knight who loses a random white card."""
    knight: int
    target: int

    def __str__(self) -> str:
        return f"{name(self.knight)} taunts {name(self.target)}"


@dataclass(frozen=True, slots=True)
class LoseCard(Action):
    """Chance: the white card taken at random from a knight's hand."""
    knight: int
    card: int

    def __str__(self) -> str:
        return f"{name(self.knight)} loses {WHITE_NAMES[self.card]} at random"


def _ordinal(i: int) -> str:
    return ("first", "second", "third", "fourth", "fifth")[i] if i < 5 else f"{i + 1}th"


Decision = (PoolCard | Evil | RevealTraitor | KeepBlack | LayBlack | MerlinCancel | ExcaliburCancel | ChooseWar
            | Volunteer | Discard | Move | DrawWhiteCards | FightSiegeEngine | AddFight | RollD8
            | KayCard | PlayFight | PlayGrail | RaiseExcalibur | PlaySpecial | Heal | Accuse
            | SecondAction | EndTurn | ArthurSwap | SwapBack | Arrange | Give | AnswerConvocation
            | OfferGrail | Taunt)
"""What a knight decides."""
Outcome = CoatOfArms | LoyaltyDeal | LookAtLoyalty | WhiteDraw | PoolDeal | BlackDraw | BlackSeen | D8 | LoseCard
"""What chance decides."""




BLACK_CARD_ACTIONS = (BlackDraw, BlackSeen, KeepBlack, LayBlack, MerlinCancel, ExcaliburCancel,
                      ChooseWar, Volunteer, Arrange)
"""The actions whose ``card`` is a black card; every other ``card`` is a white one."""
_TABLES = {"knight": len(KNIGHT_NAMES), "target": len(KNIGHT_NAMES),
           "receiver": len(KNIGHT_NAMES), "quest": len(QUEST_NAMES), "war": len(QUEST_NAMES),
           "choice": len(_EVIL), "position": None}
"""The fields ``str()`` reads a table with, and the table's size (None: no end)."""


def said(action: object) -> str:
    """``str(action)`` when every field it names a knight, card, quest or choice with
    holds one that exists, else its ``repr``: a refusal never reads a table at a value
    nobody checked."""
    if not isinstance(action, Action):
        return repr(action)
    for f in fields(action):
        value = getattr(action, f.name)
        if f.name == "card":
            size: int | None = len(BLACK_NAMES if isinstance(action, BLACK_CARD_ACTIONS)
                                   else WHITE_NAMES)
        elif f.name in _TABLES:
            size = _TABLES[f.name]
        else:
            continue
        if value is not None and not (type(value) is int and 0 <= value
                                      and (size is None or value < size)):
            return repr(action)
    return str(action)
