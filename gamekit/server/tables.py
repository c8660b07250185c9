"""The tables of a classroom: each plays one game for seated pupils and bots, kept in a
:class:`~gamekit.server.store.Store` step by step.

A pupil holds a seat by its token (random, unguessable; only its hash is stored). He
may act only for his seat, on his turn, on the table's current ``version``: two clicks
on one position apply one action, and the other is refused with the reason. Chance
and the bots' seats move by themselves until a person is to decide, each step drawn
from a generator seeded by the table's seed, the step's number and a secret the store
keeps, so a table replayed after a restart goes on exactly as it would have, and a
pupil who knows or guesses the seed (from his own cards) still cannot rebuild the
others' hands with the kit.

A table the teacher ends is put away: the :class:`Hall` keeps its record alone (with
how it ended), and replays it from the store only when somebody opens it again, so a
term's ended tables cost the server neither memory nor time at a restart.
"""
from __future__ import annotations

import hashlib
import hmac
import random
import secrets
from collections import OrderedDict
from collections.abc import Callable, Iterator
from typing import Any

from ..core.bots import Bot, Observation, observe
from ..core.play import choose, replay
from ..core.protocol import CHANCE, TERMINAL, State, replay_text
from ..core.registry import game_class, load
from ..core.undo import drew, shown
from .bots import make
from .store import SeatRecord, Store, TableRecord

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Join codes use letters and digits that cannot be misread (no I, O, 0 or 1)."""
CODE_LENGTH = 6
NAME_LENGTH = 24
PLAYING, PAUSED, ENDED = "playing", "paused", "ended"
SEEDS = 2**63
"""Seeds lie in ``[-SEEDS, SEEDS)``: what the store keeps as an integer."""
ENDED_KEPT = 8
"""Ended tables kept replayed at most (the newest opened): a projector or a save asks
for a few of them, and the others cost only their record."""


class Refused(Exception):
    """An action, a seat or a join the table will not take; the message says why."""


def new_token() -> str:
    """A seat token: 256 random bits."""
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def clean_name(name: str) -> str:
    """A pupil's name as the table shows it: spaces squeezed, at most NAME_LENGTH long."""
    return " ".join(str(name).split())[:NAME_LENGTH]


def seat_name(record: TableRecord, seat: int) -> str:
    """"Ann (Player 1)", "Bot (Player 2)" or "Player 3" for a free seat."""
    held = record.seats[seat]
    who = held.name or ("Bot" if held.bot else None)
    return f"{who} (Player {seat + 1})" if who else f"Player {seat + 1}"


def new_code(taken: set[str]) -> str:
    """A join code no other table has."""
    while True:
        code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
        if code not in taken:
            return code


class Table:
    """One table: its record, its state (rebuilt from the stored history) and its bots."""

    def __init__(self, record: TableRecord, store: Store, history: list[str] | None = None) -> None:
        self.record = record
        self.store = store
        self.game = load(record.game, **record.options)
        self.state: State = replay_text(self.game, history or [])
        self.bots: dict[int, Bot] = {}
        self.listeners: set[Callable[[Table], None]] = set()
        self._draws = store.secret("draws").hex()
        self.seen_private: set[str] = set()
        """The view fields found differing between seats at this table (never public)."""
        self.taken_back: tuple[int, int | None] = (-1, None)
        """The version the last undo made, and the seat whose move it took back."""
        for seat, held in enumerate(record.seats):
            if held.bot:
                self.bots[seat] = make(record.game, held.bot)
        self._advance()

    # -- what everyone may read -----------------------------------------------------
    @property
    def id(self) -> str:
        return self.record.id

    @property
    def code(self) -> str:
        return self.record.code

    @property
    def version(self) -> int:
        return self.record.version

    @property
    def status(self) -> str:
        return self.record.status

    def seat_name(self, seat: int) -> str:
        return seat_name(self.record, seat)

    def result(self) -> str:
        """Who won, once the game is over: "Game over: Ann (Player 1) won."."""
        winners = [self.seat_name(p) for p, r in enumerate(self.state.returns()) if r > 0]
        return f"Game over: {' and '.join(winners)} won." if winners else "Game over: nobody won."

    def free_seats(self) -> list[int]:
        return [n for n, s in enumerate(self.record.seats) if s.name is None and s.bot is None]

    def seat_of(self, token: str | None) -> int | None:
        """The seat ``token`` holds at this table, or None."""
        if not token:
            return None
        digest = token_hash(token)
        return next((n for n, s in enumerate(self.record.seats)
                     if s.token_hash is not None and hmac.compare_digest(s.token_hash, digest)), None)

    # -- pupils -----------------------------------------------------------------------
    def sit(self, seat: int, name: str) -> str:
        """Give a free ``seat`` to the pupil called ``name``; return his seat token."""
        name = clean_name(name)
        if self.status == ENDED:
            raise Refused("The teacher has closed this table.")
        if not name:
            raise Refused("Write your name first.")
        if not isinstance(seat, int) or not 0 <= seat < len(self.record.seats):
            raise Refused(f"This table has seats 1 to {len(self.record.seats)}.")
        if seat not in self.free_seats():
            raise Refused(f"Seat {seat + 1} is taken; pick a free one.")
        token = new_token()
        self.record.seats[seat] = SeatRecord(name=name, token_hash=token_hash(token))
        self.store.set_seat(self.id, seat, self.record.seats[seat])
        self._changed()
        return token

    def act(self, seat: int, version: int, text: str) -> None:
        """The pupil at ``seat`` chooses the action written ``text``, having seen the
        table at ``version``; then chance and bots move on. Refused (nothing changes)
        unless the table is playing, it is that seat's turn and nothing has changed
        since that pupil looked."""
        self._his_turn(seat, version)
        action = next((a for a in self.state.legal_actions() if str(a) == text), None)
        if action is None:
            raise Refused(f"{text!r} is not one of your choices now.")
        start = len(self.state.history)
        self.state.apply(action)
        self._advance(start)

    def coach_for(self, seat: int, version: int) -> Observation:
        """What the coach may read to give the pupil at ``seat`` a hint: his own
        observation (his view and his choices), on his turn at ``version``, while the
        teacher lets this table ask."""
        if not self.record.coach:
            raise Refused("The teacher has turned the coach off at this table.")
        self._his_turn(seat, version)
        return observe(self.state, seat)

    def _his_turn(self, seat: int, version: int) -> None:
        """Refused unless the table is playing, ``seat`` is to decide and the table is
        still at ``version``, as that pupil saw it."""
        if self.status != PLAYING:
            raise Refused("The teacher has paused this table." if self.status == PAUSED
                          else "The teacher has closed this table.")
        if self.state.is_terminal():
            raise Refused("The game is over.")
        if version != self.version:
            raise Refused("The table changed before your click arrived, so it was not applied: "
                          "look again and choose.")
        player = self.state.current_player
        if player != seat:
            raise Refused(f"It is {self.seat_name(player)}'s turn, not yours.")

    # -- the teacher ------------------------------------------------------------------
    def set_status(self, status: str) -> None:
        """Pause, resume (``PLAYING``) or end the table."""
        if status not in (PLAYING, PAUSED, ENDED):
            raise Refused(f"a table is {PLAYING}, {PAUSED} or {ENDED}, not {status!r}")
        if self.status == ENDED:
            raise Refused("This table has been closed.")
        self.record.status = status
        self.record.version += 1
        if status == ENDED:
            self.record.summary = self.result() if self.state.is_terminal() else \
                f"Closed at step {len(self.state.history)}, before the end."
        self.store.update_table(self.record)
        if status == PLAYING:
            self._advance()
        self._changed()

    def set_coach(self, on: bool) -> None:
        """Let the table's pupils ask the coach for hints, or not (a test, a tournament)."""
        if self.status == ENDED:
            raise Refused("This table has been closed.")
        self.record.coach = bool(on)
        self.record.version += 1
        self.store.update_table(self.record)
        self._changed()

    def seat_bots(self, kind: str) -> None:
        """Bots of ``kind`` take every free seat (a pupil is missing)."""
        if self.status == ENDED:
            raise Refused("This table has been closed.")
        for seat in self.free_seats():
            self.bots[seat] = make(self.record.game, kind)
            self.record.seats[seat] = SeatRecord(bot=kind)
            self.store.set_seat(self.id, seat, self.record.seats[seat])
        self._advance()
        self._changed()

    def undo(self) -> None:
        """Take back the last move a person made (and the chance and bot steps after
        it), as the hot-seat page's undo does."""
        if self.status == ENDED:
            raise Refused("This table has been closed.")
        states = self._undone()
        if len(states) == 1:
            raise Refused("No pupil has moved yet: there is nothing to undo.")
        self.state = states[0]
        self.record.version += 1
        self.store.record(self.id, len(self.state.history), [], self.version)
        self.taken_back = (self.version, self.state.current_player)
        self._changed()

    def undone_move(self) -> int | None:
        """The seat whose move the teacher has just taken back (None once the table
        has moved on, or if nobody's was): his page says so, and that he chooses again."""
        version, seat = self.taken_back
        return seat if version == self.version else None

    def undo_warning(self) -> str:
        """What the teacher is told before the next undo, if it would leave a pupil
        knowing a card ("" if not): it takes back a draw, which the same move draws again,
        or a card shown to a pupil, which goes back where it was hidden."""
        states, people = self._undone(), self.people()
        steps = list(zip(states, states[1:]))
        if any(drew(before, after) for before, after in steps):
            return "Undo across a draw? Whoever saw the card knows that the same move draws it again."
        if any(shown(before, after, people) for before, after in steps):
            return "Take back a card shown? The pupils saw it; it goes back where it was hidden."
        return ""

    def save(self) -> str:
        """The table's save (``gamekit.from_json`` rebuilds it)."""
        return self.state.to_json()

    # -- inside -------------------------------------------------------------------------
    def people(self) -> set[int]:
        """The seats a pupil holds or may take (not the bots')."""
        return {n for n, s in enumerate(self.record.seats) if s.bot is None}

    def _undo_depth(self) -> int:
        """How many steps back the last decision of a person lies (0: none)."""
        state = self.game.new_initial_state()
        deciders: list[int] = []
        for step in self.state.history:
            deciders.append(state.current_player)
            state.apply(step)
        people = self.people()
        return next((len(deciders) - n for n in range(len(deciders) - 1, -1, -1)
                     if deciders[n] in people), 0)

    def _undone(self) -> list[State]:
        """The states the next undo passes through, from the one it returns to up to
        this one (this one alone when there is nothing to undo)."""
        depth = self._undo_depth()
        if not depth:
            return [self.state]
        history = self.state.history
        states = [replay(self.game, history[:-depth])]
        for step in history[-depth:]:
            states.append(states[-1].clone())
            states[-1].apply(step)
        return states

    def _advance(self, start: int | None = None) -> None:
        """Let chance and the bots move until a person is to decide (not while paused);
        store the steps from ``start`` (default: from here) and tell the listeners."""
        start = len(self.state.history) if start is None else start
        if self.status == PLAYING:
            for _ in self._automatic():
                pass
        steps = [str(step) for step in self.state.history[start:]]
        if steps:
            self.record.version += 1
            self.store.record(self.id, start, steps, self.version)
            self._changed()

    def _automatic(self) -> Iterator[Any]:
        while True:
            player = self.state.current_player
            if player == TERMINAL or (player != CHANCE and player not in self.bots):
                return
            rng = random.Random(f"{self._draws}/{self.record.seed}/{len(self.state.history)}")
            choice = choose(self.state, self.bots, rng)
            self.state.apply(choice)
            yield choice

    def _changed(self) -> None:
        for listener in list(self.listeners):
            listener(self)


class Hall:
    """Every table of a classroom, kept in the store: the open ones (playing or paused)
    replayed in ``tables``, the ended ones put away in ``ended`` (their records), each
    replayed again only when opened (:meth:`get`)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.tables: dict[str, Table] = {}
        self.ended: dict[str, TableRecord] = {}
        self.listeners: set[Callable[[Table], None]] = set()
        self._opened: OrderedDict[str, Table] = OrderedDict()
        """Ended tables opened again, the most recent last (:data:`ENDED_KEPT` at most)."""
        for record in store.tables():
            if record.status == ENDED:
                self.ended[record.id] = record
            else:
                self._keep(Table(record, store, store.history(record.id)))

    def create(self, game: str, players: int, seed: int, bots: int = 0,
               bot_kind: str = "heuristic", coach: bool = True) -> Table:
        """A new table of ``game`` for ``players``, the last ``bots`` seats taken by bots;
        ``coach``: its pupils may ask for hints."""
        cls = game_class(game)
        options = load(game, players=players).options  # a bad option raises ValueError here
        if not 0 <= bots <= players:
            raise ValueError(f"{cls.title}: {bots} bots at a table of {players} players")
        if not -SEEDS <= seed < SEEDS:
            raise ValueError(f"a seed is a whole number from {-SEEDS} to {SEEDS - 1}")
        seats = [SeatRecord(bot=bot_kind if n >= players - bots else None) for n in range(players)]
        taken = {r.code for r in self.records()}
        record = TableRecord(id=secrets.token_hex(8), code=new_code(taken),
                             game=game, options=options, seed=int(seed), seats=seats, coach=bool(coach))
        if bots:
            make(game, bot_kind)  # an unknown kind raises before anything is kept
        self.store.add_table(record)
        table = self._keep(Table(record, self.store))
        self._notify(table)
        return table

    def get(self, table_id: str) -> Table | None:
        """The table ``table_id``, open or ended (an ended one replayed from the store)."""
        table = self.tables.get(table_id) or self._opened.get(table_id)
        if table is None and table_id in self.ended:
            table = Table(self.ended[table_id], self.store, self.store.history(table_id))
        if table is not None and table.status == ENDED:
            self._open(table)
        return table

    def _open(self, table: Table) -> None:
        """Keep the ended ``table`` replayed, as the most recently opened."""
        self._opened[table.id] = table
        self._opened.move_to_end(table.id)
        if len(self._opened) > ENDED_KEPT:
            self._opened.popitem(last=False)

    def find(self, code: str) -> str | None:
        """The id of the table whose join code is ``code`` (spaces and case aside)."""
        code = "".join(str(code).split()).upper()
        return next((r.id for r in self.records() if r.code == code), None)

    def records(self) -> Iterator[TableRecord]:
        """The record of every table, the open ones and then the ended."""
        yield from (t.record for t in self.tables.values())
        yield from self.ended.values()

    def by_code(self, code: str) -> Table | None:
        found = self.find(code)
        return None if found is None else self.get(found)

    def _keep(self, table: Table) -> Table:
        self.tables[table.id] = table
        table.listeners.add(self._notify)
        return table

    def _notify(self, table: Table) -> None:
        if table.status == ENDED and self.tables.pop(table.id, None) is not None:
            self.ended[table.id] = table.record   # put away: its open pages still show it
            self._open(table)
        for listener in list(self.listeners):
            listener(table)
