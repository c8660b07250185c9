"""Rule book, End of the day - Pay-out, Zork and Game end: what the heroes earn and pay
each evening, and the richest player after the twelfth day."""
from __future__ import annotations

from collections.abc import Iterable

from .actions import seat
from .components import DAYS, HEROES
from .state import Phase, TafelrundeState
from .table import ordinal, table_text
from .table import pay_out as items_of_pay_out


def and_list(items: Iterable[str]) -> str:
    """'A', 'A and B', 'A, B and C'."""
    items = list(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def pay_out(s: TafelrundeState) -> None:
    """4/3/2/1 silver for the first four heroes on the goblet side, 2 and 1 to pay for
    the last two; Zork joins the lone richest player and costs him double at the back.
    The richest is found before paying and every item is worked out from the same
    positions [D]; a player's items are added up and "If a player has no money, he has
    not to pay" (he pays what he has) [D]."""
    zork = s.richest()
    items = items_of_pay_out(s.table.line, s.owner, zork, s.n)
    who = f"Zork joins {seat(zork)}, the richest" if zork is not None else \
        "Zork stays alone, as nobody alone is richest"
    s.event("Pay-out of day {}; {}. The table: {}.", s.day, who, table_text(s.table.line))
    silver = s.silver
    for p in range(s.n):
        net = sum(v for _, _, v in items[p])
        before = silver[p]
        silver[p] = max(0, before + net)
        parts = ", ".join(f"{HEROES[h].short} {ordinal(pos)} {v:+d}" for h, pos, v in items[p])
        short = f" (he had only {before})" if before + net < 0 else ""
        s.event("{}: {} → {:+d}{}: {} silver.", seat(p), parts or "nothing",
                silver[p] - before, short, silver[p])


def finish(s: TafelrundeState) -> None:
    """Game end: "The player with the most money wins. In case of a tie the player with
    the better positions wins" [D: best hero first, then second]."""
    top = max(s.silver)
    tied = [p for p in range(s.n) if s.silver[p] == top]
    winner = min(tied, key=s.positions)
    s.winner = winner
    s.phase = Phase.OVER
    if len(tied) > 1:
        s.event("{} share the most money ({} silver); {} has the better positions ({}) "
                "and wins.", and_list(seat(p) for p in tied), top, seat(winner),
                " and ".join(ordinal(x) for x in s.positions(winner)))
    else:
        s.event("After {} days {} is the richest with {} silver and wins.", DAYS,
                seat(winner), top)
