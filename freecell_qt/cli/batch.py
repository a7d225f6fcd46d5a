"""``freecell solve 1-1000``: many deals in one run, one line each, then a summary.

Engine only, no Qt. The lines come in deal order whatever the number of
worker processes, so that two runs can be compared with ``diff`` and a script
can read them with a plain split on white space (the format is in README.md,
"The ``freecell`` command"). Workers are started with the ``spawn`` method,
as the app's solver worker is, so the command behaves the same on every
platform; they ignore Ctrl+C, which the parent handles alone, so an
interrupted run ends with one line rather than a traceback per process. No
more are started than there are deals and processors, and they end with the
parent however it ends, even killed outright.
"""

from __future__ import annotations

import contextlib
import ctypes
import multiprocessing
import multiprocessing.process
import os
import re
import shutil
import signal
import statistics
import sys
import threading
import time
from collections import deque
from collections.abc import Generator, Iterable, Iterator
from dataclasses import dataclass
from typing import TextIO

from freecell_qt.engine import Game, GameCode, Rules
from freecell_qt.engine.deals import MAX_DEAL, MIN_DEAL, RANGE_TEXT, shown_text
from freecell_qt.engine.solver import SEARCH_MEMORY, solve
from freecell_qt.engine.solver.par import PAR_BUDGET, par

#: The most deals one run takes: a typing slip (``1-10000000``) should be
#: refused at once rather than start a run of weeks.
MAX_DEALS = 1_000_000
#: The most worker processes: more than any machine this runs on has cores.
MAX_JOBS = 256
#: Deals handed to the pool at a time, per worker: enough to keep every
#: worker busy, few enough that a run of a million deals does not queue them all.
BLOCK_PER_JOB = 64
#: The progress bar is redrawn at most this often (seconds).
REDRAW = 0.1
#: A list item: a deal or a range, in ASCII digits (``\d`` would take ``١``).
_ITEM = re.compile(r"([0-9]+)(?:-([0-9]+))?")
_GROUPED = re.compile(r"[0-9]{1,3}(?:,[0-9]{3})+")
#: The shell's status for a command ended by Ctrl+C (128 + SIGINT).
EXIT_INTERRUPTED = 130
HEADER = "# deal verdict moves positions seconds"


class DealListError(ValueError):
    """A deal list that cannot be run; the message is one line."""


class WorkerStartError(Exception):
    """The worker processes cannot be started (no memory, a process limit); one line."""


def is_deal_list(text: str) -> bool:
    """Whether ``text`` names several deals rather than one deal or a code.

    A range (``1-1000``) or a comma list (``1,5,9``) is a list. A comma always
    separates deals here, so a deal in a list is written without thousands
    commas; one deal alone is read as everywhere else (``parse_deal_number``).
    """
    text = text.strip()
    return "," in text or ("-" in text and "0" <= text[:1] <= "9")


def _deal_in_list(digits: str) -> int:
    """One end of a list item, checked for range before it is converted."""
    significant = digits.lstrip("0")
    if len(significant) > len(str(MAX_DEAL)):
        raise DealListError(f"deal {shown_text(significant)} is out of range: {RANGE_TEXT}")
    number = int(significant or "0")
    if not MIN_DEAL <= number <= MAX_DEAL:
        raise DealListError(f"deal {number} is out of range: {RANGE_TEXT}")
    return number


def parse_deal_list(text: str) -> list[tuple[int, int]]:
    """The deals ``text`` names, as sorted, merged, inclusive ranges.

    Items are deal numbers or ranges ``A-B`` separated by commas. Ranges are
    checked and counted before anything is built, so ``1-2147483647`` is
    refused as quickly as ``banana``. A refused list that reads as one number
    with thousands commas (``1,000``: deals 1 and 0) says how to write that deal.
    """
    try:
        return _deal_ranges(text)
    except DealListError as error:
        if _GROUPED.fullmatch(text.strip()):
            one = text.strip().replace(",", "")
            raise DealListError(f"{error} (a comma separates deals in a list: "
                                f"deal {one} is written {one})") from None
        raise


def _deal_ranges(text: str) -> list[tuple[int, int]]:
    shown = text if len(text) <= 40 else text[:37] + "..."
    ranges: list[tuple[int, int]] = []
    for item in text.split(","):
        match = _ITEM.fullmatch(item.strip())
        if match is None:
            raise DealListError(
                f"{shown!r} is not a list of deals (like 1-1000 or 1-10,20,30-35)"
            )
        first = _deal_in_list(match[1])
        last = _deal_in_list(match[2]) if match[2] is not None else first
        if last < first:
            raise DealListError(f"the range {first}-{last} runs backwards")
        ranges.append((first, last))
    ranges.sort()
    merged: list[tuple[int, int]] = []
    for first, last in ranges:
        if merged and first <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(merged[-1][1], last))
        else:
            merged.append((first, last))
    count = sum(last - first + 1 for first, last in merged)
    if count > MAX_DEALS:
        raise DealListError(f"{count:,} deals are too many for one run (at most {MAX_DEALS:,})")
    return merged


def deals_of(ranges: Iterable[tuple[int, int]]) -> Iterator[int]:
    for first, last in ranges:
        yield from range(first, last + 1)


@dataclass(frozen=True, slots=True)
class Budget:
    """What the solver gets per deal: a position cap, a time limit, or both."""

    max_nodes: int | None
    timeout: float | None
    #: Each deal's par (``solver.par``) rather than Solve's solution; ``max_nodes``
    #: is then the par search's budget of positions, and there is no clock.
    shortest: bool = False
    #: What the search may add to its process's memory, in bytes (``memory``).
    max_bytes: int | None = SEARCH_MEMORY


@dataclass(frozen=True, slots=True)
class Row:
    """One deal's line."""

    deal: int
    status: str
    moves: int
    positions: int
    seconds: float
    #: With ``--shortest``, the length of Solve's own solution, 0 when none.
    solve_moves: int = 0

    def line(self) -> str:
        moves = str(self.moves) if self.status == "solved" else "-"
        return f"{self.deal} {self.status} {moves} {self.positions} {self.seconds:.3f}"


#: The rules and budget of the run, set once per worker by ``_setup``.
_JOB: tuple[Rules, Budget] | None = None
#: ``prctl`` option: the signal the kernel sends a process when its parent dies.
_PR_SET_PDEATHSIG = 1
#: The status of a worker that ends because its parent is gone (128 + SIGKILL, as if killed).
_ORPHANED = 137


def usable_processors() -> int:
    """The processors this process may run on (its affinity where the system has one)."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


def worker_count(jobs: int, deals: int) -> int:
    """The worker processes a run starts: at most ``jobs``, one per deal, one per processor.

    Each worker is a whole interpreter (some 20 MB, a tenth of a second to
    start); a worker beyond the deals has nothing to do and one beyond the
    processors only takes turns with the others, so ``--jobs 256`` on two deals
    starts two.
    """
    return max(1, min(jobs, deals, usable_processors()))


def _setup(rules: Rules, budget: Budget, parent: int | None) -> None:
    """Set a process up to solve deals; ``parent`` is the pid of the run, for a worker."""
    global _JOB
    _JOB = (rules, budget)
    if parent is not None:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        _end_with_parent(parent)


def _end_with_parent(parent: int) -> None:
    """End this worker as soon as the run that started it is gone.

    A parent killed outright (``kill -9``, a crash) cannot stop its workers,
    and one in the middle of a long search would go on for minutes at full
    speed, its result written to nobody. On Linux the kernel sends the
    worker SIGKILL the moment the parent dies; everywhere, a thread waits on
    the parent's end of the pipe the worker was started through, which closes
    when the parent dies, and ends the worker then. Ending at once, rather
    than raising, also means no traceback about a broken pipe on the way out.
    """
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    parent_process = multiprocessing.parent_process()
    if os.getppid() != parent:  # gone before the kernel was asked to tell
        os._exit(_ORPHANED)
    if parent_process is not None:
        threading.Thread(target=_exit_when_gone, args=(parent_process,), daemon=True,
                         name="parent watch").start()


def _exit_when_gone(parent: multiprocessing.process.BaseProcess) -> None:
    parent.join()  # returns when the parent's end of the pipe closes
    os._exit(_ORPHANED)


def _solve_deal(deal: int) -> Row:
    """Solve one deal exactly as ``freecell solve N`` with the same options would."""
    assert _JOB is not None
    rules, budget = _JOB
    start = Game.from_code(GameCode.for_rules(rules, deal), rules).start
    if budget.shortest:
        began = time.perf_counter()
        found = par(start, rules, PAR_BUDGET if budget.max_nodes is None else budget.max_nodes)
        return Row(deal, found.status, len(found.moves), found.positions,
                   time.perf_counter() - began, found.solve_length)
    result = solve(start, rules, max_nodes=budget.max_nodes, timeout=budget.timeout,
                   max_bytes=budget.max_bytes)
    return Row(deal, result.status, len(result.moves), result.nodes, result.seconds)


class _Progress:
    """A one-line bar on a terminal, redrawn in place and wiped at the end."""

    def __init__(self, stream: TextIO, total: int) -> None:
        self.stream = stream
        self.total = total
        self.start = time.monotonic()
        self.drawn = 0.0
        self.width = 0

    def update(self, done: int, force: bool = False) -> None:
        now = time.monotonic()
        if not force and now - self.drawn < REDRAW and done < self.total:
            return
        self.drawn = now
        columns = shutil.get_terminal_size().columns
        text = f" {done:,}/{self.total:,} deals {now - self.start:.0f} s"
        room = max(0, min(40, columns - len(text) - 3))
        filled = room * done // self.total
        line = f"[{'#' * filled}{'.' * (room - filled)}]{text}"[: max(0, columns - 1)]
        self.width = max(self.width, len(line))
        self.stream.write("\r" + line)
        self.stream.flush()

    def clear(self) -> None:
        if self.width:
            self.stream.write("\r" + " " * self.width + "\r")
            self.stream.flush()
            self.width = 0


def _quiet_resource_tracker() -> None:
    """Start multiprocessing's resource tracker with its shutdown warning off.

    The tracker is a helper process that removes the run's semaphores once
    every process using them is gone. When the parent is killed outright it
    does just that, but first warns of "leaked semaphore objects" on the
    terminal, about a cleanup it is doing right then. The tracker is started
    with the parent's warning options, so the one for that warning is added
    while it starts. Other platforms have no tracker.
    """
    if os.name != "posix":
        return
    from multiprocessing import resource_tracker

    option = "ignore:resource_tracker:UserWarning"
    sys.warnoptions.append(option)
    try:
        resource_tracker.ensure_running()
    finally:
        sys.warnoptions.remove(option)


def solve_rows(deals: Iterator[int], total: int, jobs: int,
               rules: Rules, budget: Budget) -> Generator[Row, None, None]:
    workers = worker_count(jobs, total)
    if workers == 1:
        _setup(rules, budget, parent=None)
        for deal in deals:
            yield _solve_deal(deal)
        return
    context = multiprocessing.get_context("spawn")
    # The workers start with Ctrl+C ignored (a disposition a new process
    # inherits), so that one still starting up prints no traceback either.
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        _quiet_resource_tracker()
        pool = context.Pool(workers, initializer=_setup,
                            initargs=(rules, budget, os.getpid()))
    except OSError as error:
        # Said apart from the OSError of an output that cannot be written.
        raise WorkerStartError(f"cannot start {workers} worker processes: "
                               f"{error.strerror or error}") from None
    finally:
        signal.signal(signal.SIGINT, previous)
    with pool:
        block = workers * BLOCK_PER_JOB
        # The next block is queued before this one is read, so that no worker
        # waits for a slow deal at the end of a block.
        pending: deque[Iterator[Row]] = deque()
        while True:
            chunk = [deal for _, deal in zip(range(block), deals, strict=False)]
            if chunk:
                pending.append(pool.imap(_solve_deal, chunk, chunksize=1))
            if not pending:
                return
            if chunk and len(pending) < 2:
                continue
            yield from pending.popleft()


def _deals(count: int) -> str:
    return f"{count} deal" if count == 1 else f"{count} deals"


def run_batch(ranges: list[tuple[int, int]], rules: Rules, budget: Budget, jobs: int,
              out: TextIO, err: TextIO) -> int:
    """Solve every deal of ``ranges``; the lines go to ``out``, the bar to ``err``.

    Whatever ends the run early (Ctrl+C, an output that cannot be written),
    the workers are ended before this returns or raises, not left to the
    garbage collector.
    """
    total = sum(last - first + 1 for first, last in ranges)
    progress = _Progress(err, total) if err.isatty() else None
    # When the lines go to the same terminal, the bar steps aside for each.
    shared = progress is not None and out.isatty()
    started = time.perf_counter()
    counts = {"solved": 0, "unsolvable": 0, "unknown": 0}
    pars: list[tuple[int, int]] = []  # (par, Solve's length) of each deal with a par
    done = 0
    out.write(HEADER + "\n")
    rows = solve_rows(deals_of(ranges), total, jobs, rules, budget)
    try:
        for row in rows:
            counts[row.status] += 1
            done += 1
            if budget.shortest and row.status == "solved":
                pars.append((row.moves, row.solve_moves))
            if progress is not None and shared:
                progress.clear()
            out.write(row.line() + "\n")
            out.flush()
            if progress is not None:
                progress.update(done, force=shared)
    except KeyboardInterrupt:
        # Ctrl+C is the person's choice: the lines so far stand, no traceback.
        rows.close()  # ends the workers now
        if progress is not None:
            progress.clear()
        out.flush()
        err.write(f"freecell: interrupted after {done} of {_deals(total)}\n")
        return EXIT_INTERRUPTED
    finally:
        rows.close()
        if progress is not None:
            progress.clear()
    seconds = time.perf_counter() - started
    tally = ", ".join(f"{count} {status}" for status, count in counts.items())
    out.write(f"# {_deals(done)}: {tally}; {seconds:.2f} s\n")
    if pars:
        out.write(par_summary(pars) + "\n")
    return 0


def par_summary(pars: list[tuple[int, int]]) -> str:
    """The summary line of a ``--shortest`` run: the median and longest par, the
    median of Solve's solutions, and how many pars are shorter than them."""
    lengths = sorted(length for length, _ in pars)
    solved = sorted(length for _, length in pars)
    shorter = sum(1 for length, solution in pars if length < solution)
    return (f"# par: median {statistics.median(lengths):g}, max {lengths[-1]}; "
            f"Solve's solutions: median {statistics.median(solved):g}; "
            f"shorter than Solve's on {shorter} of {_deals(len(pars))}")
