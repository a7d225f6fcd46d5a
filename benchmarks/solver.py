"""Measure the solver: speed against fc-solve, proofs, and the harder rule sets.

Run by hand from the repository root (it prints figures, asserts nothing)::

    nice python benchmarks/solver.py                 # main, verdicts, memory: the issue's table
    nice python benchmarks/solver.py --only main     # deals 1-1000, 4 cells, vs fc-solve, kpat
    nice python benchmarks/solver.py --only cells --other 1-1000   # the full sets
    nice python benchmarks/solver.py --only presets --preset-deals 1-50   # a quicker table
    nice python benchmarks/solver.py --only presets --games penguin opus
    nice python benchmarks/solver.py --only par --deals 1-100   # the par, vs fc-solve -opt

Sections:
  main        Microsoft deals (``--deals``, default 1-1000) with 4 cells: all
              solved?, total and per-deal time, median solution length, and
              fc-solve on the same deals in the same run (``-l lg``), both as
              ``make-microsoft-freecell-board -t N | fc-solve -l lg -`` per deal
              (process start-up included) and, when installed, as
              ``freecell-solver-range-parallel-solve`` (one process, the median of
              ``RANGE_RUNS`` runs), in ``ROUNDS`` rounds of ours then theirs, and
              the median of the rounds' ratios; kpat's solver (``kpat --solve 3``,
              Debian's kpat) on the same deals in each round; then the
              peak memory of this process, which did all the solving.
  verdicts    deals ``--verdict-deals`` (default 1-1000) with 4, 3, 2 and 1
              cells and as ForeCell, each deal given the app's verdict budget
              (``--verdict-limit``, default ``VERDICT_SECONDS``) in ``--jobs``
              worker processes: solved / unsolvable / unknown, the unknown
              deals by number, and the workers' peak memory.
  latency     the time to a verdict as the app's worker gives it: deals
              ``--verdict-deals`` one after another in one process, 4 and 2
              cells, each with the verdict budget: median, 95th and 99th
              percentile, and the worst deal.
  memory      the peak memory of a process that searches one million
              positions (the first deal of ``HEAVY`` whose search goes that far).
  unsolvable  deal 11982 and the other known unsolvable deals, 4 cells.
  cells       deals ``--other`` (default 1-200) with 3, 2 and 1 cells, each
              deal given ``--limit`` seconds (default 2).
  forecell    the same deals as ForeCell.
  par         Microsoft deals (``--deals``) with 4 cells: each deal's par
              (``solver.par``, ``--par-budget`` positions) beside Solve's
              solution, every par replayed to a win through ``Game.play``:
              median and longest par and Solve's solution, the deals whose
              par is shorter, the total time; one line per deal with
              ``--list``. And fc-solve's solution with its optimising pass
              (``-l lg -opt``), counted by replaying it here, where installed.
  presets     every preset (or those named by ``--games``: a game's word, or
              ``classic`` and ``pysolfc`` for the two tables of
              docs/performance.md) on deals ``--preset-deals`` (default
              1-200), each deal given ``--preset-limit`` seconds (default the
              app's verdict budget), each game in a child process of its own
              that answers its deals one after another as the app's worker
              does: solved / unsolvable / unknown, the median and 99th
              percentile of the seconds to a verdict, the child's peak
              memory (its own ``ru_maxrss``, so one game's peak hides no
              other's) and the total time,
              and fc-solve on the same boards in the same run where its options
              express the rules (``--fc-iterations`` positions per deal); a deal
              fc-solve solves that we call unsolvable is listed as a conflict.
"""

from __future__ import annotations

import argparse
import math
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from freecell_qt.cli.batch import Budget, solve_rows
from freecell_qt.engine import Preset, Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rules import (
    PRESETS,
)
from freecell_qt.engine.solver import VERDICT_SECONDS, compiled, native, solve
from freecell_qt.engine.solver.par import PAR_BUDGET
from tests.fc_solve import fc_solve_options

UNSOLVABLE = (11982, 146692, 186216, 455889, 495505, 512118, 517776, 781948)
FC_SOLVE = "/usr/bin/fc-solve"
BOARD = "make-microsoft-freecell-board"
RANGE = "freecell-solver-range-parallel-solve"
#: KDE Patience (Debian's kpat), whose ``--solve 3`` runs its FreeCell solver
#: on a range of Microsoft deals in one process.
KPAT = ("kpat", "/usr/games/kpat")
KPAT_FREECELL = "3"


def deal_range(text: str) -> range:
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def run_ours(deals: range, rules: Rules, limit: float | None) -> dict[str, object]:
    counts = {"solved": 0, "unsolvable": 0, "unknown": 0}
    unsolved: dict[str, list[int]] = {"unsolvable": [], "unknown": []}
    lengths: list[int] = []
    slowest = (0.0, 0)
    total = 0.0
    for deal in deals:
        position = initial_position(rules, deal)
        start = time.perf_counter()
        result = solve(position, rules, timeout=limit)
        spent = time.perf_counter() - start
        total += spent
        slowest = max(slowest, (spent, deal))
        counts[result.status] += 1
        if result.solved:
            lengths.append(len(result.moves))
        else:
            unsolved[result.status].append(deal)
    return {
        "counts": counts,
        "lengths": lengths,
        "total": total,
        "slowest": slowest,
        "unsolved": unsolved,
    }


def run_fc_solve_pipes(deals: range) -> tuple[float, int]:
    env = {**os.environ, "FREECELL_SOLVER_QUIET": "1"}
    solved = 0
    start = time.perf_counter()
    for deal in deals:
        out = subprocess.run(
            f"{BOARD} -t {deal} | {FC_SOLVE} -l lg -",
            shell=True,
            capture_output=True,
            text=True,
            env=env,
            check=False,
        ).stdout
        solved += "This game is solveable." in out
    return time.perf_counter() - start, solved


#: fc-solve's batch takes half a second, where a busy moment of a shared
#: machine shows as a 2x swing: it runs this many times, and the median counts.
RANGE_RUNS = 5


def run_fc_solve_range(deals: range) -> list[float] | None:
    """The seconds of each of ``RANGE_RUNS`` batch runs, sorted."""
    if shutil.which(RANGE) is None:
        return None
    env = {**os.environ, "FREECELL_SOLVER_QUIET": "1"}
    times = []
    for _ in range(RANGE_RUNS):
        start = time.perf_counter()
        subprocess.run(
            [RANGE, str(deals.start), str(deals.stop - 1), "1", "-l", "lg"],
            capture_output=True,
            env=env,
            check=False,
        )
        times.append(time.perf_counter() - start)
    return sorted(times)


def kpat_command() -> str | None:
    return next((found for name in KPAT if (found := shutil.which(name)) is not None), None)


def run_kpat(deals: range) -> tuple[float, int] | None:
    """Seconds for kpat to solve ``deals`` with its FreeCell solver, and how many it won."""
    command = kpat_command()
    if command is None:
        return None
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    start = time.perf_counter()
    out = subprocess.run(
        [command, "--solve", KPAT_FREECELL, "--start", str(deals.start),
         "--end", str(deals.stop - 1)],
        capture_output=True, text=True, env=env, check=False,
    )
    spent = time.perf_counter() - start
    return spent, (out.stdout + out.stderr).count(" won ")


#: The 4-cell batch runs this many rounds, each ours and then fc-solve's, so
#: that each ratio compares two runs made moments apart; a busy moment of a
#: shared machine moved a lone ratio from 11x to 15x.
ROUNDS = 3


def section_main(deals: range) -> None:
    print(f"== FreeCell, 4 cells, deals {deals.start}-{deals.stop - 1}")
    ours = run_ours(deals, Rules(), None)
    counts, lengths = ours["counts"], ours["lengths"]
    total = float(ours["total"])  # type: ignore[arg-type]
    print(f"ours: {counts}")
    print(f"ours: total {total:.2f} s, {1000 * total / len(deals):.2f} ms per deal, "
          f"slowest {ours['slowest'][1]} in {ours['slowest'][0]:.2f} s")  # type: ignore[index]
    print(f"ours: solution length median {statistics.median(lengths):.0f}, "  # type: ignore[arg-type]
          f"max {max(lengths)}, mean {statistics.mean(lengths):.1f} "  # type: ignore[arg-type, call-overload]
          "(every move counted, foundation moves included)")
    if not Path(FC_SOLVE).exists():
        print("fc-solve: not installed, no comparison")
        return
    pipes, solved = run_fc_solve_pipes(deals)
    print(f"fc-solve -l lg, one pipeline per deal: total {pipes:.2f} s, solved {solved}; "
          f"ours / fc-solve = {total / pipes:.1f}x")
    ratios: list[float] = []
    kpat_ratios: list[float] = []
    for round_number in range(1, ROUNDS + 1):
        if round_number > 1:
            total = float(run_ours(deals, Rules(), None)["total"])  # type: ignore[arg-type]
        ranged = run_fc_solve_range(deals)
        if ranged is None:
            break
        median = statistics.median(ranged)
        ratios.append(total / median)
        print(f"round {round_number}: ours {total:.2f} s; fc-solve -l lg, one process "
              f"({RANGE}): {median:.2f} s, the median of {len(ranged)} runs "
              f"({ranged[0]:.2f}-{ranged[-1]:.2f} s); ours / fc-solve = {ratios[-1]:.1f}x")
        kpat = run_kpat(deals)
        if kpat is not None:
            kpat_ratios.append(total / kpat[0])
            print(f"round {round_number}: kpat --solve {KPAT_FREECELL} (one process, "
                  f"start-up included): {kpat[0]:.2f} s, {kpat[1]} won; "
                  f"ours / kpat = {kpat_ratios[-1]:.2f}x")
    if ratios:
        print(f"ours / fc-solve, one process: {statistics.median(ratios):.1f}x, the median "
              f"of {len(ratios)} rounds ({min(ratios):.1f}-{max(ratios):.1f}x; target: at "
              "most 5x)")
    if kpat_ratios:
        print(f"ours / kpat: {statistics.median(kpat_ratios):.2f}x, the median of "
              f"{len(kpat_ratios)} rounds (target: below 1)")
    elif kpat_command() is None:
        print("kpat: not installed (Debian's kpat), no comparison")
    print(f"peak memory of this process: {peak_mb(resource.RUSAGE_SELF):.0f} MB")


def peak_mb(who: int) -> float:
    """Peak resident memory in MB (Linux reports kilobytes)."""
    return resource.getrusage(who).ru_maxrss / 1024


VERDICT_GAMES: tuple[tuple[str, Rules], ...] = (
    ("4 cells", Rules()),
    ("3 cells", Rules(cells=3)),
    ("2 cells", Rules(cells=2)),
    ("1 cell", Rules(cells=1)),
    ("ForeCell", Rules(Preset.FORECELL)),
)


def section_verdicts(deals: range, limit: float, jobs: int) -> None:
    budget = " (the app's verdict budget)" if limit == VERDICT_SECONDS else ""
    print(f"== verdicts, deals {deals.start}-{deals.stop - 1}, {limit:g} s per deal{budget}, "
          f"{jobs} worker processes")
    print(f"{'game':10} {'solved':>6} {'unsolv':>6} {'unknown':>7} {'time s':>8} "
          f"{'median':>6}  unknown deals")
    for title, rules in VERDICT_GAMES:
        counts = {"solved": 0, "unsolvable": 0, "unknown": 0}
        unknown: list[int] = []
        lengths: list[int] = []
        start = time.perf_counter()
        for row in solve_rows(iter(deals), len(deals), jobs, rules, Budget(None, limit)):
            counts[row.status] += 1
            if row.status == "unknown":
                unknown.append(row.deal)
            elif row.status == "solved":
                lengths.append(row.moves)
        spent = time.perf_counter() - start
        median = f"{statistics.median(lengths):.0f}" if lengths else "-"
        print(f"{title:10} {counts['solved']:6} {counts['unsolvable']:6} "
              f"{counts['unknown']:7} {spent:8.1f} {median:>6}  "
              f"{' '.join(map(str, unknown)) or 'none'}", flush=True)
    print(f"peak memory of the busiest worker: {peak_mb(resource.RUSAGE_CHILDREN):.0f} MB")


def section_latency(deals: range, limit: float) -> None:
    """The time to a verdict as the app's worker gives it: one deal after another in
    one process, each with the verdict budget, 4 and then 2 cells."""
    print(f"== time to a verdict, deals {deals.start}-{deals.stop - 1}, one process, "
          f"{limit:g} s budget")
    for title, rules in (("4 cells", Rules()), ("2 cells", Rules(cells=2))):
        times: list[tuple[float, int]] = []
        counts = {"solved": 0, "unsolvable": 0, "unknown": 0}
        for deal in deals:
            position = initial_position(rules, deal)
            start = time.perf_counter()
            result = solve(position, rules, timeout=limit)
            times.append((time.perf_counter() - start, deal))
            counts[result.status] += 1
        spent = sorted(seconds for seconds, _deal in times)
        worst = max(times)
        print(f"{title}: median {1000 * statistics.median(spent):.1f} ms, 95th percentile "
              f"{1000 * spent[int(0.95 * len(spent))]:.0f} ms, 99th "
              f"{1000 * spent[int(0.99 * len(spent))]:.0f} ms, worst {worst[0]:.2f} s "
              f"(deal {worst[1]}); {counts}", flush=True)


#: Deals whose search runs past a million positions (or did when this was
#: written): the probe takes the first that still does.
HEAVY = ((286, 2), (1, 2), (12, 2), (89, 2), (695, 1), (982, 2), (607, 1))

MEMORY_PROBE = """
import resource, sys
sys.path.insert(0, {root!r})
from freecell_qt.engine import Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.solver import solve
rules = Rules(cells={cells})
result = solve(initial_position(rules, {deal}), rules, max_nodes=1_000_000, shorten=False,
               native=False)
print(result.status, result.nodes, round(result.seconds, 1),
      round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024))
"""

#: The search in C alone, for a million of its own positions.
NATIVE_PROBE = """
import resource, sys, time
sys.path.insert(0, {root!r})
from freecell_qt.engine import Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.solver.moves import MoveRules
from freecell_qt.engine.solver.native import WEIGHT, CompiledSearch
from freecell_qt.engine.solver.state import from_position
rules = Rules(cells={cells})
position = initial_position(rules, {deal})
search = CompiledSearch(*from_position(position), MoveRules.of(rules, len(position.columns)))
start = time.perf_counter()
search.run(1_000_000 // WEIGHT)
print(search.expanded, round(time.perf_counter() - start, 2), round(search.core.memory / 2**20),
      round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024))
"""


def section_memory() -> None:
    print("== memory: one process searching 1,000,000 positions")
    root = str(Path(__file__).resolve().parent.parent)
    if native.AVAILABLE:
        deal, cells = HEAVY[-2]
        probe = NATIVE_PROBE.format(root=root, deal=deal, cells=cells)
        out = subprocess.run([sys.executable, "-c", probe],
                             capture_output=True, text=True, check=True).stdout.split()
        positions, seconds, held, peak = out
        print(f"the search in C, deal {deal} with {cells} cells: {int(positions):,} positions "
              f"in {seconds} s; it holds {held} MB, the process peaked at {peak} MB")
    print("the searches in Python:")
    for deal, cells in HEAVY:
        probe = MEMORY_PROBE.format(root=root, deal=deal, cells=cells)
        out = subprocess.run([sys.executable, "-c", probe],
                             capture_output=True, text=True, check=True).stdout.split()
        status, nodes, seconds, peak = out
        game = "1 cell" if cells == 1 else f"{cells} cells"
        print(f"deal {deal}, {game}: {status} after {int(nodes):,} positions in "
              f"{seconds} s; peak memory {peak} MB", flush=True)
        if int(nodes) >= 1_000_000:
            return
    print("every deal of the probe was decided sooner: no search reached a million positions")


def section_unsolvable() -> None:
    print("== known unsolvable deals, 4 cells, no time limit")
    for deal in UNSOLVABLE:
        position = initial_position(Rules(), deal)
        result = solve(position, Rules())
        print(f"deal {deal}: {result.status} in {result.seconds:.2f} s, "
              f"{result.nodes} positions")


def section_rules(
    title: str, rules: Rules, deals: range, limit: float, listing: bool = False
) -> None:
    ours = run_ours(deals, rules, limit)
    counts: dict[str, int] = ours["counts"]  # type: ignore[assignment]
    share = ", ".join(f"{k} {100 * v / len(deals):.1f}%" for k, v in counts.items())
    lengths: list[int] = ours["lengths"]  # type: ignore[assignment]
    median = f"{statistics.median(lengths):.0f}" if lengths else "-"
    print(f"{title}, deals {deals.start}-{deals.stop - 1}, {limit:g} s each: {share}; "
          f"total {float(ours['total']):.1f} s; median length {median}")  # type: ignore[arg-type]
    if listing:
        for status, found in ours["unsolved"].items():  # type: ignore[attr-defined]
            print(f"  {status}: {' '.join(map(str, found)) or '-'}")


def run_fc_solve(rules: Rules, deals: range, iterations: int) -> dict[int, str] | None:
    """fc-solve's verdict per deal: solved, unsolvable (searched out) or unknown."""
    options = fc_solve_options(rules)
    if options is None or not Path(FC_SOLVE).exists():
        return None
    env = {**os.environ, "FREECELL_SOLVER_QUIET": "1"}
    verdicts: dict[int, str] = {}
    for deal in deals:
        out = subprocess.run(
            [FC_SOLVE, *options, "-mi", str(iterations), "-"],
            input=initial_position(rules, deal).to_text(), capture_output=True, text=True,
            env=env, check=False,
        ).stdout
        if "This game is solveable." in out:
            verdicts[deal] = "solved"
        elif f"Total number of states checked is {iterations}." in out:
            verdicts[deal] = "unknown"
        elif "I could not solve this game." in out:
            verdicts[deal] = "unsolvable"
        else:
            # It did not read the board (a column longer than it holds, say):
            # no verdict of its, and no proof of anything.
            verdicts[deal] = "unread"
    return verdicts


def fc_solve_length(deal: int, rules: Rules) -> int | None:
    """The length of fc-solve's optimised solution of ``deal`` in our count
    (every move it prints, replayed here), or None when it gives none."""
    from freecell_qt.cli.commands import extract_moves
    from freecell_qt.engine import Game, Move

    board = subprocess.run([BOARD, "-t", str(deal)], capture_output=True, text=True,
                           check=False).stdout
    out = subprocess.run([FC_SOLVE, "-snx", "-m", "-p", "-t", "-l", "lg", "-opt", "-"],
                         input=board, capture_output=True, text=True, check=False,
                         env={**os.environ, "FREECELL_SOLVER_QUIET": "1"}).stdout
    words = extract_moves(out)
    game = Game(rules, initial_position(rules, deal), automove=False)
    try:
        for word in words:
            game.play(Move.parse(word))
    except Exception:  # a solution we cannot replay counts as none
        return None
    return len(words) if game.is_won else None


def section_par(deals: range, budget: int, listed: bool) -> None:
    from freecell_qt.engine import Game
    from freecell_qt.engine.solver.par import par

    rules = Rules()
    print(f"== par, FreeCell, 4 cells, deals {deals.start}-{deals.stop - 1}, "
          f"{budget:,} positions per deal")
    pars: list[int] = []
    solutions: list[int] = []
    theirs: list[int] = []
    replayed = 0
    total = 0.0
    for deal in deals:
        position = initial_position(rules, deal)
        start = time.perf_counter()
        found = par(position, rules, budget)
        total += time.perf_counter() - start
        if not found.solved:
            print(f"{deal}: {found.status}")
            continue
        game = Game(rules, position, automove=False)
        for move in found.moves:
            game.play(move)
        replayed += game.is_won
        pars.append(len(found.moves))
        solutions.append(found.solve_length)
        fc = fc_solve_length(deal, rules) if Path(FC_SOLVE).exists() else None
        if fc is not None:
            theirs.append(fc)
        if listed:
            print(f"{deal} solve {found.solve_length} par {len(found.moves)} "
                  f"fc-solve {fc if fc is not None else '-'} won {game.is_won}", flush=True)
    shorter = sum(1 for mine, solve_length in zip(pars, solutions, strict=True)
                  if mine < solve_length)
    print(f"par: median {statistics.median(pars):g}, max {max(pars)}, "
          f"mean {statistics.mean(pars):.1f}; Solve's solutions: median "
          f"{statistics.median(solutions):g}, max {max(solutions)}")
    print(f"par: shorter than Solve's on {shorter} of {len(pars)} deals, longer on "
          f"{sum(1 for a, b in zip(pars, solutions, strict=True) if a > b)}; "
          f"{replayed} of {len(pars)} replay to a win")
    print(f"par: total {total:.1f} s, {total / len(deals):.2f} s per deal")
    if theirs:
        print(f"fc-solve -l lg -opt: median {statistics.median(theirs):g}, max {max(theirs)} "
              f"over {len(theirs)} deals")


#: The games of the table "Every preset" in docs/performance.md (``--games classic``).
CLASSIC = ("freecell", "forecell", "bakers-game", "king-only-bakers-game", "eight-off",
           "seahaven-towers", "relaxed-seahaven-towers", "relaxed-freecell",
           "challenge-freecell", "super-challenge-freecell", "seven-by-four", "seven-by-five",
           "bath", "double-freecell", "triple-freecell", "repair", "cell-11", "penguin",
           "opus", "four-colours", "german-freecell", "kingcell", "stalactites", "clink")
#: The games added from PySolFC's FreeCell list (``--games pysolfc``), as in
#: docs/performance.md's table of them.
PYSOLFC = ("tuxedo", "antares", "footling", "double-seahaven-towers", "double-eight-off",
           "deep", "big-cell", "opera", "obstruction", "petal", "haystack", "flipper", "needle",
           "sarlacc", "snake", "pitchfork", "spidercells", "double-freecell-round",
           "headquarters", "limpopo", "retinue", "cats-tail", "kings", "double-footling")
#: Words ``--games`` takes for a list of games.
GAME_GROUPS = {"classic": CLASSIC, "pysolfc": PYSOLFC}


def game_words(text: str) -> list[Preset]:
    """A preset's word, or a group's (``GAME_GROUPS``), as presets."""
    return [Preset.parse(word) for word in GAME_GROUPS.get(text.strip().lower(), (text,))]


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile: the smallest value at least ``share`` of
    the values do not exceed."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(len(ordered) * share) - 1)]


def preset_child(preset: Preset, deals: range, limit: float) -> None:
    """One game's deals in this process, one line each (deal, verdict,
    seconds to it, bytes the search grew the process by at its largest),
    then this process's peak resident size in kB: run as a child of
    ``section_presets`` so that each game's peak is its own."""
    rules = Rules.preset(preset)
    for deal in deals:
        start = time.perf_counter()
        result = solve(initial_position(rules, deal), rules, timeout=limit)
        print(deal, result.status, f"{time.perf_counter() - start:.4f}", result.grown,
              flush=True)
    print("peak", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, flush=True)


def run_preset_child(preset: Preset, deals: range, limit: float
                     ) -> tuple[dict[int, tuple[str, float]], float, float]:
    """Each deal's verdict and seconds, the child's peak memory in MB, and the
    most one search grew it by, in MB."""
    out = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--preset-child", preset.value,
         "--preset-deals", f"{deals.start}-{deals.stop - 1}", "--preset-limit", str(limit)],
        capture_output=True, text=True, check=True,
    ).stdout.splitlines()
    found: dict[int, tuple[str, float]] = {}
    peak = grown = 0.0
    for line in out:
        first, second, *rest = line.split()
        if first == "peak":
            peak = int(second) / 1024
        else:
            found[int(first)] = (second, float(rest[0]))
            grown = max(grown, int(rest[1]) / 2**20)
    return found, peak, grown


def section_presets(deals: range, limit: float, iterations: int,
                    games: list[Preset] | None = None) -> None:
    """Each game in a child process of its own, one deal after another as
    the app's worker answers them: the verdicts, the median and 99th
    percentile of the seconds to a verdict, the child's peak memory and the
    most one search grew it by (the budget of ``memory.SEARCH_MEMORY``)."""
    print(f"== every preset, deals {deals.start}-{deals.stop - 1}, {limit:g} s per deal, "
          f"each game in a process of its own; fc-solve with -mi {iterations}")
    print(f"{'game':26} {'solved':>6} {'unsolv':>6} {'unknown':>7} {'median s':>8} "
          f"{'p99 s':>6} {'peak MB':>7} {'grown MB':>8} {'time s':>7} | "
          f"{'fc-solve':>8} {'unsolv':>6} {'unknown':>7} {'time s':>7} conflicts")
    for preset in games or PRESETS:
        rules = Rules.preset(preset)
        found, peak, grown = run_preset_child(preset, deals, limit)
        verdicts = {deal: status for deal, (status, _) in found.items()}
        seconds = [spent for _, spent in found.values()]
        start = time.perf_counter()
        theirs = run_fc_solve(rules, deals, iterations)
        theirs_time = time.perf_counter() - start

        def count(found: dict[int, str], status: str) -> int:
            return sum(1 for verdict in found.values() if verdict == status)

        row = (f"{preset.value:26} {count(verdicts, 'solved'):6} "
               f"{count(verdicts, 'unsolvable'):6} {count(verdicts, 'unknown'):7} "
               f"{statistics.median(seconds):8.3f} {percentile(seconds, 0.99):6.2f} "
               f"{peak:7.0f} {grown:8.0f} {sum(seconds):7.1f} | ")
        if theirs is None:
            row += f"{'-':>8} {'-':>6} {'-':>7} {'-':>7} (fc-solve cannot express the rules)"
        else:
            conflicts = [deal for deal in deals
                         if theirs[deal] == "solved" and verdicts[deal] == "unsolvable"]
            # fc-solve's default scan may also give up early and say so: not a proof.
            beyond = [deal for deal in deals
                      if theirs[deal] == "unsolvable" and verdicts[deal] == "solved"]
            row += (f"{count(theirs, 'solved'):8} {count(theirs, 'unsolvable'):6} "
                    f"{count(theirs, 'unknown'):7} {theirs_time:7.1f} "
                    f"{' '.join(map(str, conflicts)) or 'none'}")
            if beyond:
                row += f"; we solved what fc-solve gave up: {' '.join(map(str, beyond))}"
            if unread := count(theirs, "unread"):
                row += f"; fc-solve could not read {unread} deals"
        print(row, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=deal_range, default=deal_range("1-1000"))
    parser.add_argument("--other", type=deal_range, default=deal_range("1-200"),
                        help="deals for 3, 2, 1 cells and ForeCell (default 1-200)")
    parser.add_argument("--limit", type=float, default=2.0, help="seconds per deal there")
    parser.add_argument("--preset-deals", type=deal_range, default=deal_range("1-200"),
                        help="deals for every preset (default 1-200)")
    parser.add_argument("--preset-limit", type=float, default=VERDICT_SECONDS,
                        help=f"seconds per deal there (default {VERDICT_SECONDS:g}, the app's)")
    parser.add_argument("--games", type=game_words, nargs="+",
                        help="the presets section plays only these games; 'classic' and "
                        "'pysolfc' name the two tables of docs/performance.md")
    parser.add_argument("--preset-child", type=Preset.parse, help=argparse.SUPPRESS)
    parser.add_argument("--fc-iterations", type=int, default=200_000,
                        help="positions fc-solve may check per deal in the presets section")
    parser.add_argument("--verdict-deals", type=deal_range, default=deal_range("1-1000"),
                        help="deals for the verdicts section (default 1-1000)")
    parser.add_argument("--verdict-limit", type=float, default=VERDICT_SECONDS,
                        help=f"seconds per deal there (default {VERDICT_SECONDS:g}, the app's)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="worker processes for the verdicts section")
    parser.add_argument("--only", choices=["main", "verdicts", "latency", "memory",
                                           "unsolvable", "cells",
                                           "forecell", "presets", "par"],
                        action="append", help="run only these sections (repeatable)")
    parser.add_argument("--par-budget", type=int, default=PAR_BUDGET,
                        help=f"positions per deal in the par section (default {PAR_BUDGET:,})")
    parser.add_argument("--list", action="store_true",
                        help="list the deals not solved in the cells and forecell sections")
    args = parser.parse_args()
    if args.preset_child is not None:
        preset_child(args.preset_child, args.preset_deals, args.preset_limit)
        return
    sections = args.only or ["main", "verdicts", "memory"]
    build = "compiled by mypyc (setup.py)" if compiled() else "Python source (not compiled)"
    print(f"solver: {build}")
    if "main" in sections:
        section_main(args.deals)
    if "verdicts" in sections:
        section_verdicts(args.verdict_deals, args.verdict_limit, args.jobs)
    if "latency" in sections:
        section_latency(args.verdict_deals, args.verdict_limit)
    if "memory" in sections:
        section_memory()
    if "unsolvable" in sections:
        section_unsolvable()
    if "cells" in sections:
        print(f"== fewer cells, {args.limit:g} s per deal")
        for cells in (3, 2, 1):
            section_rules(f"{cells} cells", Rules(cells=cells), args.other, args.limit, args.list)
    if "forecell" in sections:
        print(f"== ForeCell, {args.limit:g} s per deal")
        section_rules("ForeCell", Rules(Preset.FORECELL), args.other, args.limit, args.list)
    if "presets" in sections:
        games = None if args.games is None else [game for named in args.games for game in named]
        section_presets(args.preset_deals, args.preset_limit, args.fc_iterations, games)
    if "par" in sections:
        section_par(args.deals, args.par_budget, args.list)


if __name__ == "__main__":
    main()
