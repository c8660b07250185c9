"""The quests (Book of Quests, rules digest section 4): black cards arriving, the
knights' quest actions, the end of a quest and its spoils or losses.

Combat quests (the Black Knight, Lancelot, the Dragon) end when all white or all
black slots are full; the higher total wins and ties go to Evil. Excalibur is a
track of 0..10 starting at 5 [D]; the Holy Grail a track of 7 slots pushed both ways
[D]; the Pict and Saxon wars want Fight cards 1 to 5 in order before the 4th warrior.
"""
from __future__ import annotations

from .cards import (
    BLACK_KNIGHT,
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

PERPETUAL = (BLACK_KNIGHT, *WARS)
SOLO = (BLACK_KNIGHT, LANCELOT)
COMBAT = (BLACK_KNIGHT, LANCELOT, DRAGON)
ON_QUEST, GONE = -1, -2
"""A relic's holder: a seat, ``ON_QUEST`` (not yet won) or ``GONE`` (out of the game)."""


def _steps(n: int) -> str:
    return f"{n} step" if n == 1 else f"{n} steps"


def cap(text: str) -> str:
    """'the Pict war' -> 'The Pict war' (str.capitalize would lower the rest)."""
    return text[:1].upper() + text[1:]


class Quests:
    """Mixin of ``CamelotState``: everything that happens on a quest."""

    # -- which quests are open ------------------------------------------------------------
    def is_open(self, quest: int) -> bool:
        """Is ``quest`` on the table? Perpetual quests always are; Lancelot until it
        ends, then the Dragon; Excalibur and the Grail until they end (BQ)."""
        if quest == LANCELOT:
            return self.ld_stage == 0
        if quest == DRAGON:
            return self.ld_stage == 1
        if quest == EXCALIBUR:
            return not self.excalibur_done
        if quest == GRAIL_QUEST:
            return not self.grail_done
        return True

    def open_quests(self) -> list[int]:
        """The open quests, Camelot excluded, in board order."""
        return [q for q in (BLACK_KNIGHT, LANCELOT, DRAGON, EXCALIBUR, GRAIL_QUEST, *WARS)
                if self.is_open(q)]

    def present(self, quest: int) -> list[int]:
        """The seats of the knights on ``quest`` (the dying included, the dead not)."""
        return [s for s in range(self.n) if self.where[s] == quest]

    def _combat(self, quest: int) -> tuple[list[int], list[int], list[int]]:
        """(white Fight values, black cards, seats that saw each black card)."""
        if quest == BLACK_KNIGHT:
            return self.bk_white, self.bk_black, self.bk_seen
        return self.ld_white, self.ld_black, self.ld_seen

    def black_value(self, quest: int, card: int) -> int:
        """A black combat card's value: the Dragon's on the Dragon, else its own."""
        return DRAGON_VALUE[card] if quest == DRAGON else BLACK_VALUE[card]

    # -- black cards arriving -------------------------------------------------------------
    def _place_combat_card(self, seat: int, quest: int, card: int) -> None:
        """BQ: a Black Knight or Lancelot/Dragon card lies face down on its quest (the
        drawer read it: seed 004, 'la lire'); the last black slot ends the quest."""
        white, black, seen = self._combat(quest)
        black.append(card)
        seen.append(1 << seat if seat >= 0 else 0)
        self.event("A black card goes face down on {} ({} of {}).", quest_name(quest),
                   len(black), BLACK_SLOTS[quest])
        if len(black) == BLACK_SLOTS[quest]:
            self._end_combat(quest, -1)

    def _siege_card(self, card: int) -> None:
        """BQ: a standard black card whose quest is over becomes a siege engine."""
        self._discard_black(card)
        self.event("{}'s quest is over: the card becomes a siege engine.", BLACK_NAMES[card])
        self._add_engines(1)

    def _excalibur_toward_evil(self, card: int) -> None:
        self._discard_black(card)
        self.excalibur_pos -= 1
        self.event("Excalibur slides toward Evil: {} from the knights' bank.",
                   _steps(EXCALIBUR_KNIGHTS_END - self.excalibur_pos))
        if self.excalibur_pos == EXCALIBUR_EVIL_END:
            self._settle(EXCALIBUR, False, -1)

    def _grail_black(self, card: int) -> None:
        """Despair or Desolation fills the Grail track from the far end; on a full
        track it pushes out the Grail card nearest to it, both discarded [D]."""
        if self.grail_white + len(self.grail_black) < GRAIL_SLOTS:
            self.grail_black.append(card)
            self.event("{} darkens the Grail quest: {} black, {} Grail of {} slots.",
                       BLACK_NAMES[card], len(self.grail_black), self.grail_white, GRAIL_SLOTS)
            if len(self.grail_black) == GRAIL_SLOTS:
                self._settle(GRAIL_QUEST, False, -1)
        else:
            self.grail_white -= 1
            self._discard_white(GRAIL)
            self._discard_black(card)
            self.event("The Grail track is full: {} pushes out a Grail card; both are discarded.",
                       BLACK_NAMES[card])

    def _add_warrior(self, war: int) -> None:
        """BQ: each Pict, Saxon or Mercenary card brings a warrior; the 4th loses."""
        self.warriors[war] += 1
        self.event("A warrior joins {}: {} of {}.", quest_name(war), self.warriors[war],
                   WARRIORS_LOSE)
        if self.warriors[war] >= WARRIORS_LOSE:
            self._settle(war, False, -1)

    # -- the knights' quest actions (heroic action b) ----------------------------------------
    def playable_fights(self, seat: int, quest: int) -> list[int]:
        """The Fight cards ``seat`` may lay on ``quest`` now: on a combat quest those
        that keep the pattern possible, on a war the next in the 1-5 order."""
        hand = self.hands[seat]
        if quest in WARS:
            nxt = self.war_next(quest)
            return [nxt] if hand[nxt] else []
        white = self._combat(quest)[0]
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

    def war_next(self, war: int) -> int:
        """The Fight value a war wants next: 1, 2, 3, 4, 5 (and one more 5 with Mordred)."""
        played = self.war_cards[war]
        return WAR_SEQUENCE[played] if played < len(WAR_SEQUENCE) else WAR_SEQUENCE[-1]

    def war_length(self, war: int) -> int:
        return len(WAR_SEQUENCE) + (self.mordred == war)

    def _play_fight(self, seat: int, quest: int, card: int) -> None:
        self.hands[seat][card] -= 1
        if quest in WARS:
            self.war_cards[quest] += 1
            self.event("{} lays {} on {} ({} of {}).", self.who(seat), WHITE_NAMES[card],
                       quest_name(quest), self.war_cards[quest], self.war_length(quest))
            if self.war_cards[quest] == self.war_length(quest):
                self._settle(quest, True, seat)
            return
        white = self._combat(quest)[0]
        white.append(card)
        self.event("{} lays {} on {} ({} of {}).", self.who(seat), WHITE_NAMES[card],
                   quest_name(quest), len(white), sum(PATTERN[quest]))
        if len(white) == sum(PATTERN[quest]):
            self._end_combat(quest, seat)

    def _play_grail(self, seat: int) -> None:
        """BQ: a Grail card goes on the free slot nearest the Grail; on a full track it
        removes the nearest Despair or Desolation, both discarded."""
        self.hands[seat][GRAIL] -= 1
        if self.grail_white + len(self.grail_black) < GRAIL_SLOTS:
            self.grail_white += 1
            self.event("{} lays a Grail card: {} of {} slots hold the Grail.", self.who(seat),
                       self.grail_white, GRAIL_SLOTS)
            if self.grail_white == GRAIL_SLOTS:
                self._settle(GRAIL_QUEST, True, seat)
        else:
            black = self.grail_black.pop()
            self._discard_white(GRAIL)
            self._discard_black(black)
            self.event("{}'s Grail card drives out {}; both are discarded.", self.who(seat),
                       BLACK_NAMES[black])

    def _raise_excalibur(self, seat: int) -> None:
        """One step toward the knights; the last one wins the quest for ``seat``."""
        self.excalibur_pos += 1
        self.event("Excalibur rises toward the knights: {} from their bank.",
                   _steps(EXCALIBUR_KNIGHTS_END - self.excalibur_pos))
        if self.excalibur_pos == EXCALIBUR_KNIGHTS_END:
            self._settle(EXCALIBUR, True, seat)

    def _leave(self, seat: int) -> None:
        """A knight leaves his quest. BQ: leaving a solo quest early discards the white
        cards played on it (the black cards stay)."""
        quest = self.where[seat]
        if quest in (BLACK_KNIGHT, LANCELOT):
            white = self._combat(quest)[0]
            if white:
                for v in white:
                    self._discard_white(v)
                self.event("{} leaves {}: its {} white card(s) are discarded.", self.who(seat),
                           quest_name(quest), len(white))
                white.clear()
        self.where[seat] = CAMELOT

    # -- the end of a combat quest ------------------------------------------------------
    def _end_combat(self, quest: int, finisher: int) -> None:
        """The black cards are turned up; Sir Kay may add a card; then the totals."""
        white, black, seen = self._combat(quest)
        self.event("{} ends: the black cards are {}.", cap(quest_name(quest)),
                   ", ".join(str(self.black_value(quest, c)) for c in black))
        for i in range(len(seen)):
            seen[i] = -1                      # face up: everyone sees them now
        self.agenda.append(("settle_combat", quest, finisher))
        kay = self.seat_of[KAY]
        if kay >= 0 and self.where[kay] == quest and self.has_power(kay) \
                and any(self.hands[kay][v] for v in FIGHTS) and not self._combat_won(quest):
            self.agenda.append(("kay", kay, quest))

    def combat_totals(self, quest: int) -> tuple[int, int, int]:
        """(white total, Excalibur's +1 if its holder is on the quest, black total)."""
        white, black, _ = self._combat(quest)
        holder = self.relics[0]
        bonus = int(holder >= 0 and self.where[holder] == quest)
        return sum(white), bonus, sum(self.black_value(quest, c) for c in black)

    def _combat_won(self, quest: int) -> bool:
        white, bonus, black = self.combat_totals(quest)
        return white + bonus > black

    def _auto_settle_combat(self, quest: int, finisher: int) -> None:
        white, bonus, black = self.combat_totals(quest)
        won = white + bonus > black
        plus = " + 1 (Excalibur)" if bonus else ""
        self.event("White {}{} against black {}: {}.", white, plus, black,
                   "the knights win" if won else "Evil wins (ties go to Evil)")
        self._settle(quest, won, finisher)

    # -- spoils and losses --------------------------------------------------------------
    def _settle(self, quest: int, won: bool, finisher: int) -> None:
        """BQ, Of Victory and Defeat: swords, life points, shared white cards, a relic,
        siege engines; the knights there go back to Camelot; cards are discarded."""
        outcome = WIN[quest] if won else LOSS[quest]
        present = self.present(quest)
        self.results.append((quest, won))
        self.event("{} is {}.", cap(quest_name(quest)), "won" if won else "lost")
        self._clear_quest(quest)
        for s in present:
            self.where[s] = CAMELOT
        # life points for the knights present
        life = outcome.get("life", 0)
        for s in present:
            if life > 0:
                bonus = int(self.knight[s] == PALAMEDES and self.has_power(s))
                self._gain(s, life + bonus, "Palamedes' power" if bonus else quest_name(quest))
            elif life < 0:
                self._lose(s, -life, quest_name(quest))
        if won and self.squires:
            for s in present:
                if not self.has_power(s):
                    self.knighted[s] = True
                    self.event("{} is knighted: his power awakens.", self.who(s))
        # the relic
        relic = RELIC_QUEST.get(quest)
        if relic is not None:
            taker = finisher if finisher >= 0 else (present[0] if present else -1)
            if won and taker >= 0 and self.in_play(taker):
                self.relics[relic] = taker
                self.event("{} takes {}.", self.who(taker), RELIC_NAMES[relic])
            else:
                self.relics[relic] = GONE
                self.event("{} is lost forever.", RELIC_NAMES[relic])
        if won:
            self._lift_curses()
        # swords and engines, then the end of the game may come
        swords = outcome.get("white_swords" if won else "black_swords", 0)
        if self.heroism == quest:
            swords += 1
            self.heroism = -1
            self._discard_white(HEROISM)
            self.event("Heroism adds one more sword.")
        if not won and self.mists:
            swords += 1
            self.event("The Mists of Avalon add one more black sword.")
        engines = outcome.get("siege_engines", 0)
        if engines:
            self._add_engines(engines, check=False)
        self._add_swords(swords if won else 0, 0 if won else swords)
        if self.over:
            return
        # white cards shared among the knights present, dealt from the winner [D]
        cards = outcome.get("cards", 0) if won else 0
        if cards and present:
            start = finisher if finisher in present else present[0]
            order = present[present.index(start):] + present[:present.index(start)]
            for i in reversed(range(cards)):
                self.agenda.append(("draw_white", order[i % len(order)]))

    def _clear_quest(self, quest: int) -> None:
        """Discard the quest's cards, send back its warriors, start it anew or close it."""
        if quest in COMBAT:
            white, black, seen = self._combat(quest)
            for v in white:
                self._discard_white(v)
            for c in black:
                self._discard_black(c)
            white.clear(), black.clear(), seen.clear()
            if quest == LANCELOT:
                self.ld_stage = 1
                self.event("Lancelot's board turns over: the Dragon awakes.")
            elif quest == DRAGON:
                self.ld_stage = 2
        elif quest == EXCALIBUR:
            self.excalibur_done = True
        elif quest == GRAIL_QUEST:
            self.grail_done = True
            self._discard_white(GRAIL, self.grail_white)
            for c in self.grail_black:
                self._discard_black(c)
            self.grail_white, self.grail_black = 0, []
            if self.dark_forest:
                self.dark_forest = False
                self._discard_black(DARK_FOREST)
        else:
            for i in range(self.war_cards[quest]):
                self._discard_white(self.war_next_at(i))
            self.war_cards[quest] = 0
            self.warriors[quest] = 0
            if self.mordred == quest:
                self.mordred = -1
                self._discard_black(MORDRED)
                self.event("Mordred leaves with the war.")

    def war_next_at(self, i: int) -> int:
        return WAR_SEQUENCE[i] if i < len(WAR_SEQUENCE) else WAR_SEQUENCE[-1]

    def _lift_curses(self) -> None:
        """A quest won lifts the Dark Forest and Vivien (BQ)."""
        if self.dark_forest:
            self.dark_forest = False
            self._discard_black(DARK_FOREST)
            self.event("The Dark Forest clears: Grail cards may be played again.")
        if self.vivien:
            self.vivien = False
            self._discard_black(VIVIEN)
            self.event("Vivien's spell is broken: Merlin may be played again.")

    # -- Merlin's heroic use on a quest ---------------------------------------------------
    def merlin_targets(self) -> list[int]:
        """What a Merlin may remove (BQ): a siege engine (``CAMELOT``), the last
        standard black card of a combat quest or of the Grail (a Despair), a warrior."""
        targets = []
        if self.engines:
            targets.append(CAMELOT)
        if self.bk_black:
            targets.append(BLACK_KNIGHT)
        if self.ld_black:
            targets.append(LANCELOT if self.ld_stage == 0 else DRAGON)
        if DESPAIR in self.grail_black:
            targets.append(GRAIL_QUEST)
        targets.extend(w for w in WARS if self.warriors[w])
        return targets

    def _merlin(self, seat: int, target: int) -> None:
        if target == CAMELOT:
            self.engines -= 1
            self.event("Merlin sweeps away a siege engine: {} left.", self.engines)
        elif target in WARS:
            self.warriors[target] -= 1
            self.event("Merlin scatters a warrior of {}: {} left.", quest_name(target),
                       self.warriors[target])
        elif target == GRAIL_QUEST:
            i = len(self.grail_black) - 1 - self.grail_black[::-1].index(DESPAIR)
            self._discard_black(self.grail_black.pop(i))
            self.event("Merlin lifts a Despair from the Grail quest.")
        else:
            _, black, seen = self._combat(target)
            self._discard_black(black.pop())
            seen.pop()
            self.event("Merlin removes the last black card from {}.", quest_name(target))
