"""``freecell solve 1-1000``: many deals in one run, one line each, then a summary.

Engine only, no Qt. The lines come in deal order whatever the number of
worker processes, so that two runs can be compared with ``diff`` and a script
can read them with a plain split on white space (the format is in README.md,
"The ``freecell`` command"). Workers are started with the ``spawn`` method,
as the app's solver worker is, so the command behaves the same on every
platform; they ignore Ctrl+C, which the parent handles alone, so an
interrupted run ends with one line rather than a traceback per process.
"""

from __future__ import annotations

import multiprocessing
import re
import shutil
import signal
import time
from collections import deque
from collections.abc import Generator, Iterable, Iterator
from dataclasses import dataclass
from typing import TextIO

from freecell_qt.engine import Game, GameCode, Rules
from freecell_qt.engine.deals import MAX_DEAL
from freecell_qt.engine.solver import solve

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
_ITEM = re.compile(r"(\d{1,10})(?:-(\d{1,10}))?")
_GROUPED = re.compile(r"\d{1,3}(?:,\d{3})+")
#: The shell's status for a command ended by Ctrl+C (128 + SIGINT).
EXIT_INTERRUPTED = 130
HEADER = "# deal verdict moves positions seconds"


class DealListError(ValueError):
    """A deal list that cannot be run; the message is one line."""


def is_deal_list(text: str) -> bool:
    """Whether ``text`` names several deals rather than one deal or a code.

    A range (``1-1000``) or a comma list (``1,5,9``) is a list. A number with
    thousands commas (``1,000``) stays the one deal it has always named, as
    long as there is such a deal: ``12,120,136,187,295`` is five deals, since
    no deal has a number that large.
    """
    text = text.strip()
    if "-" in text:
        return bool(text[:1].isdigit())
    if _GROUPED.fullmatch(text):
        return int(text.replace(",", "")) > MAX_DEAL
    return "," in text


def parse_deal_list(text: str) -> list[tuple[int, int]]:
    """The deals ``text`` names, as sorted, merged, inclusive ranges.

    Items are deal numbers or ranges ``A-B`` separated by commas. Ranges are
    checked and counted before anything is built, so ``1-2147483647`` is
    refused as quickly as ``banana``.
    """
    shown = text if len(text) <= 40 else text[:37] + "..."
    ranges: list[tuple[int, int]] = []
    for item in text.split(","):
        match = _ITEM.fullmatch(item.strip())
        if match is None:
            raise DealListError(
                f"{shown!r} is not a list of deals (like 1-1000 or 1-10,20,30-35)"
            )
        first = int(match[1])
        last = int(match[2]) if match[2] is not None else first
        for number in (first, last):
            if not 1 <= number <= MAX_DEAL:
                raise DealListError(f"deal {number} is out of range (1 to {MAX_DEAL:,})")
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


@dataclass(frozen=True, slots=True)
class Row:
    """One deal's line."""

    deal: int
    status: str
    moves: int
    positions: int
    seconds: float

    def line(self) -> str:
        moves = str(self.moves) if self.status == "solved" else "-"
        return f"{self.deal} {self.status} {moves} {self.positions} {self.seconds:.3f}"


#: The rules and budget of the run, set once per worker by ``_setup``.
_JOB: tuple[Rules, Budget] | None = None


def _setup(rules: Rules, budget: Budget, worker: bool) -> None:
    global _JOB
    _JOB = (rules, budget)
    if worker:
        signal.signal(signal.SIGINT, signal.SIG_IGN)


def _solve_deal(deal: int) -> Row:
    """Solve one deal exactly as ``freecell solve N`` with the same options would."""
    assert _JOB is not None
    rules, budget = _JOB
    start = Game.from_code(GameCode.for_rules(rules, deal), rules).start
    result = solve(start, rules, max_nodes=budget.max_nodes, timeout=budget.timeout)
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


def solve_rows(deals: Iterator[int], total: int, jobs: int,
          rules: Rules, budget: Budget) -> Generator[Row, None, None]:
    if jobs == 1 or total == 1:
        _setup(rules, budget, worker=False)
        for deal in deals:
            yield _solve_deal(deal)
        return
    context = multiprocessing.get_context("spawn")
    # The workers start with Ctrl+C ignored (a disposition a new process
    # inherits), so that one still starting up prints no traceback either.
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        pool = context.Pool(jobs, initializer=_setup, initargs=(rules, budget, True))
    finally:
        signal.signal(signal.SIGINT, previous)
    with pool:
        block = jobs * BLOCK_PER_JOB
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


def run_batch(ranges: list[tuple[int, int]], rules: Rules, budget: Budget, jobs: int,
              out: TextIO, err: TextIO) -> int:
    """Solve every deal of ``ranges``; the lines go to ``out``, the bar to ``err``."""
    total = sum(last - first + 1 for first, last in ranges)
    progress = _Progress(err, total) if err.isatty() else None
    # When the lines go to the same terminal, the bar steps aside for each.
    shared = progress is not None and out.isatty()
    started = time.perf_counter()
    counts = {"solved": 0, "unsolvable": 0, "unknown": 0}
    done = 0
    out.write(HEADER + "\n")
    try:
        rows = solve_rows(deals_of(ranges), total, jobs, rules, budget)
        for row in rows:
            counts[row.status] += 1
            done += 1
            if shared:
                progress.clear()  # type: ignore[union-attr]
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
        err.write(f"freecell: interrupted after {done} of {total} deals\n")
        return EXIT_INTERRUPTED
    finally:
        if progress is not None:
            progress.clear()
    seconds = time.perf_counter() - started
    tally = ", ".join(f"{count} {status}" for status, count in counts.items())
    out.write(f"# {done} deals: {tally}; {seconds:.2f} s\n")
    return 0
