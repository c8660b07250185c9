"""A position of Shadows over Camelot as plain data: the knights, the piles, the
quests, the Round Table and the agenda of tasks still to do.

The game is driven by an *agenda*: a stack of tasks ``(Task, *args)``, the top one
last. An automatic task is done at once; a decision task waits for the knight named
first in its args, a chance task for chance (``rules.py`` holds the table from each
task to its handler). The task on top is the step the game is at.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..core.protocol import PhaseEnum, State


class Task(PhaseEnum):
    """The tasks of the agenda, each named as a player's view names the step."""

    # the set-up (rule book, Mise en place and La partie commence)
    COAT = "coat"
    LOYALTY = "loyalty"
    LOOK = "look"
    MERLINS = "merlins"
    ASK_POOL = "ask_pool"
    POOL = "pool"
    POOL_DEAL = "pool_deal"
    FIRST_TURN = "first_turn"
    # the turn
    TURN = "turn"
    ASK_EVIL = "ask_evil"
    EVIL = "evil"
    HEROIC_PHASE = "heroic_phase"
    HEROIC = "heroic"
    SWAP = "swap"
    END_TURN = "end_turn"
    DEATHS = "deaths"
    GRAIL = "grail"
    NEXT_TURN = "next_turn"
    # the siege of Camelot
    SIEGE = "siege"
    D8 = "d8"
    SIEGE_END = "siege_end"
    KAY = "kay"
    # the piles
    DRAW_WHITE = "draw_white"
    WHITE = "white"
    DRAW_BLACK = "draw_black"
    BLACK = "black"
    SEE_BLACK = "see_black"
    SEEN = "seen"
    # the black cards
    DRAW_AND_RESOLVE = "draw_and_resolve"
    AFTER_DRAW = "after_draw"
    ARMOR = "armor"
    FACE = "face"
    MERLIN = "merlin"
    EXCALIBUR = "excalibur"
    APPLY_BLACK = "apply_black"
    WAR = "war"
    VOLUNTEER = "volunteer"
    DISCARD_SOME = "discard_some"
    DISCARD = "discard"
    # the quests
    SETTLE_COMBAT = "settle_combat"
    # the special white cards
    ARRANGE_START = "arrange_start"
    ARRANGE = "arrange"
    MESSENGER = "messenger"
    ASK_CONVOCATION = "ask_convocation"
    CONVOCATION = "convocation"
    CONVOCATION_DRAW = "convocation_draw"
    # the unmasked Traitor's turn
    ASK_TAUNT = "ask_taunt"
    TAUNT = "taunt"
    LOSE_CARD = "lose_card"
    ASK_TRAITOR_EVIL = "ask_traitor_evil"
    TRAITOR_EVIL = "traitor_evil"


class Place(Enum):
    """Where a knight is when he is on no quest and not in Camelot."""

    UNMASKED = "unmasked"
    """The unmasked Traitor: off the board, 'playing from the shadows'."""
    DEAD = "dead"


class Unheld(Enum):
    """Where a relic is when no knight holds it."""

    ON_QUEST = "on its quest"
    """Not yet won."""
    GONE = "lost"
    """Out of the game."""


@dataclass
class Deeds:
    """What one knight did, in public: for Evil at his Progression of Evil (black cards
    drawn, siege engines added, life points given), and for the knights (white cards
    laid on quests, into Excalibur's lake or against siege engines)."""

    black_cards: int = 0
    siege_engines_added: int = 0
    life_points_given: int = 0
    cards_laid: int = 0


@dataclass(eq=False, repr=False, kw_only=True)
class CamelotState(State):
    """One position of Shadows over Camelot. Seats are 0..n-1; white and black cards are
    kinds (``components.py``), a hand or a pile a list of counts per kind."""

    # -- the knights ----------------------------------------------------------------------
    knight: list[int | None]
    """The knight at each seat (None before his coat of arms is dealt)."""
    seat_of: list[int | None]
    """The seat of each knight (None: not in this game)."""
    traitor: int | None
    """The seat holding the Traitor card (None: in the box, or no Traitor card)."""
    revealed: bool
    """The Traitor is unmasked."""
    loyalty_seen: bool
    """The knights have looked at their Loyalty cards ('Three Brave Knights': not before
    6 swords)."""
    accused: list[bool]
    """Who has made his one accusation."""
    cleared: list[bool]
    """Who a false accusation showed loyal (public)."""
    knighted: list[bool]
    """Squires knighted on a quest won ('The Squire's Challenge')."""
    life: list[int]
    where: list[int | Place]
    """Each knight's place: a quest id (``CAMELOT`` included) or a ``Place``."""
    hands: list[list[int]]
    deeds: list[Deeds]
    # -- the piles ------------------------------------------------------------------------
    white_pile: list[int]
    white_discard: list[int]
    black_pile: list[int]
    """The black cards of the pile whose place nobody knows."""
    black_discard: list[int]
    black_top: list[int]
    """Black cards on top of the pile whose place is known (Percival, Clairvoyance)."""
    black_top_seen: list[int]
    """A bit mask of the seats that know each of ``black_top``."""
    black_bottom: list[int]
    """Black cards put under the pile with Lancelot's Armor."""
    black_bottom_seen: list[int]
    drawn: list[int]
    """Black cards drawn and not yet announced (two with Lancelot's Armor): the drawer's
    alone."""
    resolving: int | None
    """The black card announced and not yet resolved (its cancel windows, its effect);
    a combat card the drawer laid face down is his alone until its quest ends."""
    resolving_seen: int
    """A bit mask of the seats that know ``resolving``."""
    pool: list[int]
    """The white cards laid on the Round Table at the start."""
    # -- the quests -----------------------------------------------------------------------
    bk_white: list[int]
    """Fight values on the Black Knight's tournament."""
    bk_black: list[int]
    bk_seen: list[int]
    """A bit mask of the seats that read each black card (every seat's once face up)."""
    ld_stage: int
    """0 Lancelot, 1 the Dragon (the board turned), 2 both over."""
    ld_white: list[int]
    ld_black: list[int]
    ld_seen: list[int]
    excalibur_pos: int
    excalibur_done: bool
    grail_white: int
    """Grail cards on the Grail track."""
    grail_black: list[int]
    """Despair and Desolation on the Grail track, from the far end."""
    grail_done: bool
    warriors: list[int]
    """Warriors on each war (indexed by quest id)."""
    war_cards: list[int]
    """Fight cards laid on each war (indexed by quest id)."""
    mordred: int | None
    """The war Mordred joined."""
    heroism: int | None
    """The quest Heroism lies on."""
    relics: list[int | Unheld]
    """Each relic's holder: a seat or ``Unheld``."""
    dark_forest: bool
    vivien: bool
    mists: bool
    white_swords: int
    black_swords: int
    engines: int
    results: list[tuple[int, bool]]
    """(quest, won) as the quests end."""
    # -- the turn -------------------------------------------------------------------------
    turn: int | None
    """The seat whose turn it is (None during the set-up)."""
    turns: int
    acts: int
    """Heroic actions spent this turn."""
    first_kind: int | None
    """The kind of the first heroic action this turn."""
    bought: bool
    """A second heroic action was bought with a life point."""
    special_used: bool
    swap_used: bool
    offered: int | None
    """The white card King Arthur offered face down in the exchange under way."""
    free_move_used: bool
    turn_ended: bool
    """Guinevere ended the turn."""
    fight_cards: list[int]
    """The Fight cards laid against a siege engine."""
    roll: int | None
    """The d8 of the last siege fight."""
    over: bool
    knights_win: bool | None
    """Once the game is over: did the loyal knights win?"""
    end_reason: str | None
    """Once the game is over: what ended it (``ending.py``)."""
    agenda: list[tuple]
    """The tasks to do, the next one last."""

    @property
    def with_traitor(self) -> bool:
        """The Traitor card is in the game (option ``traitor``)."""
        return self.game.options["traitor"]

    @property
    def traitor_among_us(self) -> bool:
        return self.game.options["traitor_among_us"]

    @property
    def squires(self) -> bool:
        """The variant 'The Squire's Challenge'."""
        return self.game.options["squires"]

    @property
    def alive(self) -> list[bool]:
        """Who is alive (the unmasked Traitor too)."""
        return [w is not Place.DEAD for w in self.where]

    @property
    def white_left(self) -> int:
        """White cards in the pile."""
        return sum(self.white_pile)

    @property
    def black_left(self) -> int:
        """Black cards in the pile whose place nobody knows."""
        return sum(self.black_pile)

    @property
    def black_size(self) -> int:
        """Black cards on the pile, known places included."""
        return len(self.black_top) + self.black_left + len(self.black_bottom)

    @property
    def step(self) -> Task | None:
        """The task on top of the agenda (None once the game is over)."""
        return self.agenda[-1][0] if self.agenda else None
