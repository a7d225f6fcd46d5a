"""The searches' memory budget in bytes, and the resident size it is read from.

A budget of positions bounds a search's time, not its memory: a position of
three decks weighs three times one of one deck, and a depth-first search
keeps a frame for every step of a path that can run to hundreds of thousands
of steps (Cell 11 deal 2 reached 371 MB within the default million
positions). So every verdict, hint and rating search is also held to
``SEARCH_MEMORY`` bytes, counted as the growth of the process's resident
size since the search began (``portfolio.Clock``): what the system really
gives the process, whatever made it grow, with no estimate of what each
object weighs. Counted from the start of the search, it bounds the search
and not what the process held before (a test process, a window).

The resident size is read where the system tells it cheaply: Linux's
``/proc/self/statm`` (about 2 microseconds, the file kept open), else the
peak ``getrusage`` gives (macOS), which only grows but still bounds how far
a search grows past it. Where neither is at hand (Windows) the searches run
bounded by their other limits alone.
"""

from __future__ import annotations

import os
import sys

#: What a verdict, hint or rating search may add to its process, in bytes:
#: the app's worker and ``freecell solve --max-memory`` share it.
SEARCH_MEMORY = 150 * 1024 * 1024
#: Past this share of its budget the portfolio lets go of its members' memory
#: one member at a time (``Portfolio._relieve``), before the budget stops the
#: search with "unknown". Not much sooner: the C prover's tables alone reach
#: 110 MB in the proof of 1-cell deal 607, and the members let go there would
#: be missed by the deals they win late.
SHED_SHARE = 0.8
#: After a member is let go, the next goes only once the search has grown by
#: this share of the budget again: the memory freed is reused before the
#: resident size grows, so it need not fall for the relief to work.
SHED_STEP = 0.05

#: The most any search of this process may bring it to, in bytes, whatever
#: its own budget (``limit_process``); None: no such bound (the command line,
#: the benchmarks). The app's solver workers set it: one worker's budget of
#: growth says nothing of what the worker already holds.
_ceiling: int | None = None
#: A search always gets at least this much room under the ceiling, so that a
#: worker that holds more than it should still answers (with "unknown" sooner)
#: rather than giving up before its first position.
LEAST_ROOM = 8 * 1024 * 1024

_STATM = "/proc/self/statm"
_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096
#: ``/proc/self/statm`` kept open (a read is then a quarter of an open and a
#: read), with the process it was opened in: ``/proc/self`` is resolved when
#: the file is opened, so a forked child opens its own.
_opened: tuple[int, int] | None = None


def resident() -> int | None:
    """This process's resident size in bytes now (its peak on macOS); None
    where the system does not tell it."""
    global _opened
    try:
        if _opened is None or _opened[0] != os.getpid():
            _opened = (os.getpid(), os.open(_STATM, os.O_RDONLY))
        return int(os.pread(_opened[1], 128, 0).split()[1]) * _PAGE
    except (OSError, IndexError, ValueError, AttributeError):
        pass
    if sys.platform == "darwin":
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # bytes there
    return None


#: The share of its budget a search keeps free at each look: what it may add
#: before the next look (``CHECK_EVERY`` positions in Python, a few megabytes)
#: then stays within the budget, rather than just past it. The searches stop
#: at, and their tables may grow to, the budget less this (``within``).
MARGIN_SHARE = 1 / 32


def within(budget: int) -> int:
    """What a search of ``budget`` bytes may grow to at a look."""
    return budget - int(budget * MARGIN_SHARE)


#: What the searches' tables in Python may still take before the next look at
#: the resident size (``allow``); None: no bound.
_room: int | None = None


class NoRoom(Exception):
    """A search's table would grow past what is left of its budget: the
    portfolio lets that search go (``Portfolio._turn``), as it lets a member
    go near its budget."""


def allow(room: int | None) -> None:
    """Let the searches' tables in Python take ``room`` more bytes before the
    next look (None: no bound). Read between turns, the resident size misses
    what one doubling of a large table takes within a turn (a visited set of
    four million positions doubles by 64 MB at once); asked first, a table
    that would pass the budget is not made (``may_take``)."""
    global _room
    _room = room


def may_take(size: int) -> bool:
    """Whether a table may take ``size`` more bytes now; if so, they are
    counted against the room left."""
    global _room
    if _room is None:
        return True
    if size > _room:
        return False
    _room -= size
    return True


def limit_process(ceiling: int | None) -> None:
    """Hold every later search of this process under ``ceiling`` bytes of
    resident size in all (None: lift the bound): each search's budget becomes
    the smaller of its own and what is left under the ceiling when it starts."""
    global _ceiling
    _ceiling = ceiling


def limited() -> bool:
    """Whether this process has a ceiling (``limit_process``)."""
    return _ceiling is not None


def budget_from(max_bytes: int | None, base: int | None) -> int | None:
    """The growth a search starting at resident size ``base`` may make: its own
    ``max_bytes``, within the process's ceiling (``limit_process``)."""
    if base is None:
        return None
    if _ceiling is None:
        return max_bytes
    room = max(_ceiling - base, LEAST_ROOM)
    return room if max_bytes is None else min(max_bytes, room)
