"""The quests (Book of Quests): black cards arriving, the
knights' quest actions, the end of a quest and its spoils or losses.

Combat quests (the Black Knight, Lancelot, the Dragon) end when all white or all
black slots are full; the higher total wins and ties go to Evil. Excalibur is a
track of 0..10 starting at 5 [D]; the Holy Grail a track of 7 slots that only Grail
cards push; the Pict and Saxon wars want Fight cards 1 to 5 in order before the 4th
warrior.
"""
from __future__ import annotations

from . import ending, knights, piles
from .actions import KayCard
from .components import (
    BLACK_KNIGHT,
    BLACK_KNIGHT_CARDS,
    BLACK_NAMES,
    BLACK_SLOTS,
    BLACK_VALUE,
    CAMELOT,
    DARK_FOREST,
    DESPAIR,
    DRAGON,
    DRAGON_VALUE,
    EXCALIBUR,
    EXCALIBUR_EVIL_END,
    EXCALIBUR_KNIGHTS_END,
    FIGHTS,
    GRAIL,
    GRAIL_QUEST,
    GRAIL_SLOTS,
    HEROISM,
    KAY,
    LANCELOT,
    LANCELOT_CARDS,
    LOSS,
    MORDRED,
    PALAMEDES,
    PATTERN,
    RELIC_NAMES,
    RELIC_QUEST,
    VIVIEN,
    WAR_SEQUENCE,
    WARRIORS_LOSE,
    WARS,
    WHITE_NAMES,
    WIN,
    fits_pattern,
    quest_name,
)
from .state import CamelotState, Task, Unheld

PERPETUAL = (BLACK_KNIGHT, *WARS)
SOLO = (BLACK_KNIGHT, LANCELOT)
COMBAT = (BLACK_KNIGHT, LANCELOT, DRAGON)


def _steps(n: int) -> str:
    return f"{n} step" if n == 1 else f"{n} steps"


def cap(text: str) -> str:
    """'the Pict war' -> 'The Pict war' (str.capitalize would lower the rest)."""
    return text[:1].upper() + text[1:]


# -- which quests are open ------------------------------------------------------------
def is_open(s: CamelotState, quest: int) -> bool:
    """Is ``quest`` on the table? Perpetual quests always are; Lancelot until it
    ends, then the Dragon; Excalibur and the Grail until they end (BQ)."""
    if quest == LANCELOT:
        return s.ld_stage == 0
    if quest == DRAGON:
        return s.ld_stage == 1
    if quest == EXCALIBUR:
        return not s.excalibur_done
    if quest == GRAIL_QUEST:
        return not s.grail_done
    return True


def open_quests(s: CamelotState) -> list[int]:
    """The open quests, Camelot excluded, in board order (``is_open`` of each)."""
    stage = s.ld_stage
    board = [BLACK_KNIGHT]
    if stage == 0:
        board.append(LANCELOT)
    elif stage == 1:
        board.append(DRAGON)
    if not s.excalibur_done:
        board.append(EXCALIBUR)
    if not s.grail_done:
        board.append(GRAIL_QUEST)
    board.extend(WARS)
    return board


def present(s: CamelotState, quest: int) -> list[int]:
    """The seats of the knights on ``quest`` (the dying included, the dead not)."""
    return [seat for seat, place in enumerate(s.where) if place == quest]


def combat(s: CamelotState, quest: int) -> tuple[list[int], list[int], list[int]]:
    """(white Fight values, black cards, seats that saw each black card)."""
    if quest == BLACK_KNIGHT:
        return s.bk_white, s.bk_black, s.bk_seen
    return s.ld_white, s.ld_black, s.ld_seen


def black_value(s: CamelotState, quest: int, card: int) -> int:
    """A black combat card's value: the Dragon's on the Dragon, else its own."""
    return DRAGON_VALUE[card] if quest == DRAGON else BLACK_VALUE[card]


# -- black cards arriving -------------------------------------------------------------
def combat_quest_of(s: CamelotState, card: int) -> int | None:
    """The open combat quest a black card goes on: a Black Knight card on the
    tournament, a Lancelot/Dragon card on Lancelot, then the Dragon; None for any other
    card, or once the Dragon is over (the card becomes a siege engine)."""
    if card in BLACK_KNIGHT_CARDS:
        return BLACK_KNIGHT
    if card in LANCELOT_CARDS and s.ld_stage < 2:
        return LANCELOT if s.ld_stage == 0 else DRAGON
    return None


def place_combat_card(s: CamelotState, quest: int, card: int, seen: int) -> None:
    """A Black Knight or Lancelot/Dragon card on its quest, face up or face down
    (``seen``: who knows it); the last black slot ends the quest."""
    white, black, seen_by = combat(s, quest)
    black.append(card)
    seen_by.append(seen)
    if seen == (1 << s.n) - 1:
        s.event("{} goes face up on {} ({} of {}).", BLACK_NAMES[card], quest_name(quest),
                len(black), BLACK_SLOTS[quest])
    else:
        s.event("A black card goes face down on {} ({} of {}).", quest_name(quest),
                len(black), BLACK_SLOTS[quest])
    if len(black) == BLACK_SLOTS[quest]:
        end_combat(s, quest, None)


def siege_card(s: CamelotState, card: int) -> None:
    """BQ: a standard black card whose quest is over becomes a siege engine."""
    piles.discard_black(s, card)
    s.event("{}'s quest is over: the card becomes a siege engine.", BLACK_NAMES[card])
    ending.add_engines(s, 1)


def excalibur_toward_evil(s: CamelotState, card: int) -> None:
    piles.discard_black(s, card)
    s.excalibur_pos -= 1
    s.event("Excalibur slides toward Evil: {} from the knights' bank.",
            _steps(EXCALIBUR_KNIGHTS_END - s.excalibur_pos))
    if s.excalibur_pos == EXCALIBUR_EVIL_END:
        settle(s, EXCALIBUR, False, None)


def darken_grail(s: CamelotState, card: int) -> None:
    """Despair or Desolation fills the Grail track from the far end. Revised (BQ and CM
    state only the Grail side): on a full track it is discarded with no effect."""
    if s.grail_white + len(s.grail_black) < GRAIL_SLOTS:
        s.grail_black.append(card)
        s.event("{} darkens the Grail quest: {} black, {} Grail of {} slots.",
                BLACK_NAMES[card], len(s.grail_black), s.grail_white, GRAIL_SLOTS)
        if len(s.grail_black) == GRAIL_SLOTS:
            settle(s, GRAIL_QUEST, False, None)
    else:
        piles.discard_black(s, card)
        s.event("The Grail track is full: {} is discarded with no effect.", BLACK_NAMES[card])


def add_warrior(s: CamelotState, war: int) -> None:
    """BQ: each Pict, Saxon or Mercenary card brings a warrior; the 4th loses."""
    s.warriors[war] += 1
    s.event("A warrior joins {}: {} of {}.", quest_name(war), s.warriors[war],
            WARRIORS_LOSE)
    if s.warriors[war] >= WARRIORS_LOSE:
        settle(s, war, False, None)


# -- the knights' quest actions (heroic action b) ----------------------------------------
def playable_fights(s: CamelotState, seat: int, quest: int) -> list[int]:
    """The Fight cards ``seat`` may lay on ``quest`` now: on a combat quest those
    that keep the pattern possible, on a war the next in the 1-5 order."""
    hand = s.hands[seat]
    if quest in WARS:
        nxt = war_next(s, quest)
        return [nxt] if hand[nxt] else []
    white = combat(s, quest)[0]
    pattern = PATTERN[quest]
    counts = [white.count(v) for v in FIGHTS]
    result = []
    for v in FIGHTS:
        if hand[v]:
            counts[v - 1] += 1
            if fits_pattern(counts, pattern):
                result.append(v)
            counts[v - 1] -= 1
    return result


def war_next(s: CamelotState, war: int) -> int:
    """The Fight value a war wants next: 1, 2, 3, 4, 5 (and one more 5 with Mordred)."""
    return war_card(s.war_cards[war])


def war_length(s: CamelotState, war: int) -> int:
    return len(WAR_SEQUENCE) + (s.mordred == war)


def play_fight(s: CamelotState, seat: int, quest: int, card: int) -> None:
    s.hands[seat][card] -= 1
    if quest in WARS:
        s.war_cards[quest] += 1
        s.event("{} lays {} on {} ({} of {}).", knights.who(s, seat), WHITE_NAMES[card],
                quest_name(quest), s.war_cards[quest], war_length(s, quest))
        if s.war_cards[quest] == war_length(s, quest):
            settle(s, quest, True, seat)
        return
    white = combat(s, quest)[0]
    white.append(card)
    s.event("{} lays {} on {} ({} of {}).", knights.who(s, seat), WHITE_NAMES[card],
            quest_name(quest), len(white), sum(PATTERN[quest]))
    if len(white) == sum(PATTERN[quest]):
        end_combat(s, quest, seat)


def play_grail(s: CamelotState, seat: int) -> None:
    """BQ: a Grail card goes on the free slot nearest the Grail; on a full track it
    removes the nearest Despair or Desolation, both discarded."""
    s.hands[seat][GRAIL] -= 1
    if s.grail_white + len(s.grail_black) < GRAIL_SLOTS:
        s.grail_white += 1
        s.event("{} lays a Grail card: {} of {} slots hold the Grail.", knights.who(s, seat),
                s.grail_white, GRAIL_SLOTS)
        if s.grail_white == GRAIL_SLOTS:
            settle(s, GRAIL_QUEST, True, seat)
    else:
        black = s.grail_black.pop()
        piles.discard_white(s, GRAIL)
        piles.discard_black(s, black)
        s.event("{}'s Grail card drives out {}; both are discarded.", knights.who(s, seat),
                BLACK_NAMES[black])


def raise_excalibur(s: CamelotState, seat: int) -> None:
    """One step toward the knights; the last one wins the quest for ``seat``."""
    s.excalibur_pos += 1
    s.event("Excalibur rises toward the knights: {} from their bank.",
            _steps(EXCALIBUR_KNIGHTS_END - s.excalibur_pos))
    if s.excalibur_pos == EXCALIBUR_KNIGHTS_END:
        settle(s, EXCALIBUR, True, seat)


def leave(s: CamelotState, seat: int) -> None:
    """A knight leaves his quest. BQ: leaving a solo quest early discards the white
    cards played on it (the black cards stay)."""
    quest = s.where[seat]
    if quest in (BLACK_KNIGHT, LANCELOT):
        white = combat(s, quest)[0]
        if white:
            for v in white:
                piles.discard_white(s, v)
            s.event("{} leaves {}: its {} white card(s) are discarded.", knights.who(s, seat),
                    quest_name(quest), len(white))
            white.clear()
    s.where[seat] = CAMELOT


# -- the end of a combat quest ------------------------------------------------------
def end_combat(s: CamelotState, quest: int, finisher: int | None) -> None:
    """The black cards are turned up; Sir Kay may add a card; then the totals."""
    white, black, seen = combat(s, quest)
    s.event("{} ends: the black cards are {}.", cap(quest_name(quest)),
            ", ".join(str(black_value(s, quest, c)) for c in black))
    seen[:] = [(1 << s.n) - 1] * len(seen)    # face up: every seat sees them now
    s.agenda.append((Task.SETTLE_COMBAT, quest, finisher))
    kay = s.seat_of[KAY]
    if kay is not None and s.where[kay] == quest and knights.has_power(s, kay) \
            and not combat_won(s, quest):
        s.agenda.append((Task.KAY, kay, quest))


def combat_totals(s: CamelotState, quest: int) -> tuple[int, int, int]:
    """(white total, Excalibur's +1 if its holder is on the quest, black total)."""
    white, black, _ = combat(s, quest)
    holder = s.relics[0]
    bonus = int(type(holder) is int and s.where[holder] == quest)
    return sum(white), bonus, sum(black_value(s, quest, c) for c in black)


def combat_won(s: CamelotState, quest: int) -> bool:
    white, bonus, black = combat_totals(s, quest)
    return white + bonus > black


def settle_combat(s: CamelotState, quest: int, finisher: int | None) -> None:
    white, bonus, black = combat_totals(s, quest)
    won = white + bonus > black
    plus = " + 1 (Excalibur)" if bonus else ""
    s.event("White {}{} against black {}: {}.", white, plus, black,
            "the knights win" if won else "Evil wins (ties go to Evil)")
    settle(s, quest, won, finisher)


# -- spoils and losses --------------------------------------------------------------
def settle(s: CamelotState, quest: int, won: bool, finisher: int | None) -> None:
    """BQ, Of Victory and Defeat: swords, life points, shared white cards, a relic,
    siege engines; the knights present go back to Camelot; cards are discarded."""
    outcome = WIN[quest] if won else LOSS[quest]
    there = present(s, quest)
    s.results.append((quest, won))
    s.event("{} is {}.", cap(quest_name(quest)), "won" if won else "lost")
    _clear_quest(s, quest)
    for t in there:
        s.where[t] = CAMELOT
    # life points for the knights present
    life = outcome.get("life", 0)
    for t in there:
        if life > 0:
            bonus = int(s.knight[t] == PALAMEDES and knights.has_power(s, t))
            knights.gain(s, t, life + bonus, "Palamedes' power" if bonus else quest_name(quest))
        elif life < 0:
            knights.lose(s, t, -life, quest_name(quest))
    if won and s.squires:
        for t in there:
            if not knights.has_power(s, t):
                s.knighted[t] = True
                s.event("{} is knighted: his power awakens.", knights.who(s, t))
    # the relic
    relic = RELIC_QUEST.get(quest)
    if relic is not None:
        taker = finisher if finisher is not None else (there[0] if there else None)
        if won and taker is not None and knights.in_play(s, taker):
            s.relics[relic] = taker
            s.event("{} takes {}.", knights.who(s, taker), RELIC_NAMES[relic])
        else:
            s.relics[relic] = Unheld.GONE
            s.event("{} is lost forever.", RELIC_NAMES[relic])
    if won:
        _lift_curses(s)
    # swords and engines, then the end of the game may come
    swords = outcome.get("white_swords" if won else "black_swords", 0)
    if s.heroism == quest:
        swords += 1
        s.heroism = None
        piles.discard_white(s, HEROISM)
        s.event("Heroism adds one more sword.")
    if not won and s.mists:
        swords += 1
        s.event("The Mists of Avalon add one more black sword.")
    engines = outcome.get("siege_engines", 0)
    if engines:
        ending.add_engines(s, engines, check=False)
    ending.add_swords(s, swords if won else 0, 0 if won else swords)
    if s.over:
        return
    # white cards shared among the knights present, dealt from the winner [D]
    cards = outcome.get("cards", 0) if won else 0
    if cards and there:
        start = finisher if finisher in there else there[0]
        order = there[there.index(start):] + there[:there.index(start)]
        for i in reversed(range(cards)):
            s.agenda.append((Task.DRAW_WHITE, order[i % len(order)]))


def _clear_quest(s: CamelotState, quest: int) -> None:
    """Discard the quest's cards, send back its warriors, start it anew or close it."""
    if quest in COMBAT:
        white, black, seen = combat(s, quest)
        for v in white:
            piles.discard_white(s, v)
        for c in black:
            piles.discard_black(s, c)
        white.clear()
        black.clear()
        seen.clear()
        if quest == LANCELOT:
            s.ld_stage = 1
            s.event("Lancelot's board turns over: the Dragon awakes.")
        elif quest == DRAGON:
            s.ld_stage = 2
    elif quest == EXCALIBUR:
        s.excalibur_done = True
    elif quest == GRAIL_QUEST:
        s.grail_done = True
        piles.discard_white(s, GRAIL, s.grail_white)
        for c in s.grail_black:
            piles.discard_black(s, c)
        s.grail_white, s.grail_black = 0, []
        if s.dark_forest:
            s.dark_forest = False
            piles.discard_black(s, DARK_FOREST)
    else:
        for i in range(s.war_cards[quest]):
            piles.discard_white(s, war_card(i))
        s.war_cards[quest] = 0
        s.warriors[quest] = 0
        if s.mordred == quest:
            s.mordred = None
            piles.discard_black(s, MORDRED)
            s.event("Mordred leaves with the war.")


def war_card(i: int) -> int:
    """The Fight value of the ``i``-th card laid on a war (a sixth is Mordred's Fight 5)."""
    return WAR_SEQUENCE[i] if i < len(WAR_SEQUENCE) else WAR_SEQUENCE[-1]


def _lift_curses(s: CamelotState) -> None:
    """A quest won lifts the Dark Forest and Vivien (BQ)."""
    if s.dark_forest:
        s.dark_forest = False
        piles.discard_black(s, DARK_FOREST)
        s.event("The Dark Forest clears: Grail cards may be played again.")
    if s.vivien:
        s.vivien = False
        piles.discard_black(s, VIVIEN)
        s.event("Vivien's spell is broken: Merlin may be played again.")


# -- Merlin's heroic use on a quest ---------------------------------------------------
def merlin_targets(s: CamelotState) -> list[int]:
    """What a Merlin may remove (BQ): a siege engine (``CAMELOT``), the last
    standard black card of a combat quest or of the Grail (a Despair), a warrior."""
    targets = []
    if s.engines:
        targets.append(CAMELOT)
    if s.bk_black:
        targets.append(BLACK_KNIGHT)
    if s.ld_black:
        targets.append(LANCELOT if s.ld_stage == 0 else DRAGON)
    if DESPAIR in s.grail_black:
        targets.append(GRAIL_QUEST)
    targets.extend(w for w in WARS if s.warriors[w])
    return targets


def merlin(s: CamelotState, seat: int, target: int) -> None:
    if target == CAMELOT:
        s.engines -= 1
        s.event("Merlin sweeps away a siege engine: {} left.", s.engines)
    elif target in WARS:
        s.warriors[target] -= 1
        s.event("Merlin scatters a warrior of {}: {} left.", quest_name(target),
                s.warriors[target])
    elif target == GRAIL_QUEST:
        i = len(s.grail_black) - 1 - s.grail_black[::-1].index(DESPAIR)
        piles.discard_black(s, s.grail_black.pop(i))
        s.event("Merlin lifts a Despair from the Grail quest.")
    else:
        _, black, seen = combat(s, target)
        piles.discard_black(s, black.pop())
        seen.pop()
        s.event("Merlin removes the last black card from {}.", quest_name(target))


# -- Sir Kay's extra card ---------------------------------------------------------------
def kay_choices(s: CamelotState, seat: int, quest: int) -> list[KayCard]:
    """Sir Kay is asked whenever the fight would be lost, a Fight card in hand or not,
    so that his being asked tells nobody what he holds [D]."""
    k, hand = knights.knight_at(s, seat), s.hands[seat]
    return [KayCard(k, v) for v in FIGHTS if hand[v]] + [KayCard(k, None)]


def on_kay(s: CamelotState, action: KayCard, seat: int, quest: int) -> None:
    """Sir Kay's power: one more Fight card after the reveal or the roll (``quest`` is
    ``CAMELOT`` for a siege fight)."""
    if action.card is None:
        return
    s.deeds[seat].cards_laid += 1
    s.hands[seat][action.card] -= 1
    if quest == CAMELOT:
        s.fight_cards.append(action.card)
    else:
        combat(s, quest)[0].append(action.card)
    s.event("{} adds {} (his power).", knights.who(s, seat), WHITE_NAMES[action.card])
