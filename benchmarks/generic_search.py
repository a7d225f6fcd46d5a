"""Measure the search over the engine's own rules (``solver.generic``)
against the search each game has today: the portfolio for FreeCell, the
walk by rank for Stalactites, the search by colour for Clink.

Run by hand from the repository root (it prints figures, asserts nothing)::

    nice python benchmarks/generic_search.py                  # deals 1-50, all three
    nice python benchmarks/generic_search.py --games clink --deals 1-20 --limit 4

Each deal gets the app's verdict budget (``--limit``, default
``VERDICT_SECONDS``) in each search, one after the other in this process.
For each game: the verdicts of both (solved / unsolvable / unknown), the
deals where they differ, the seconds in all and the median ratio of the
generic search's time to the other's on the deals both settled, and the
positions each expanded a second. Every win the generic search finds is
replayed through ``Game.play``; a win that does not replay is printed as
such. docs/solver.md (The search over the engine's rules) keeps the figures.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from freecell_qt.engine import Game, Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.solution import Status
from freecell_qt.engine.solver import VERDICT_SECONDS, compiled, generic, route, solve
from freecell_qt.engine.solver.portfolio import Clock


@dataclass(frozen=True)
class Run:
    """One search of one deal."""

    status: Status
    nodes: int
    seconds: float


def deal_range(text: str) -> range:
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def by_generic(rules: Rules, deal: int, limit: float) -> tuple[Run, bool]:
    """The generic search on ``deal``, and whether its win (if any) replays."""
    position = initial_position(rules, deal)
    start = time.perf_counter()
    found = generic.search(position, rules, Clock(None, limit))
    seconds = time.perf_counter() - start
    status: Status = ("solved" if found.won
                      else "unsolvable" if found.exhausted and generic.proves(rules)
                      else "unknown")
    replays = True
    if found.won:
        game = Game(rules, position, automove=False)
        for move in found.moves:
            game.play(move)
        replays = game.is_won
    return Run(status, found.nodes, seconds), replays


def by_app(rules: Rules, deal: int, limit: float) -> Run:
    """The search the app runs for the game today."""
    position = initial_position(rules, deal)
    start = time.perf_counter()
    result = solve(position, rules, timeout=limit)
    return Run(result.status, result.nodes, time.perf_counter() - start)


def counts(runs: list[Run]) -> str:
    return " / ".join(f"{sum(run.status == status for run in runs)} {status}"
                      for status in ("solved", "unsolvable", "unknown"))


def speed(runs: list[Run]) -> str:
    seconds = sum(run.seconds for run in runs)
    nodes = sum(run.nodes for run in runs)
    return f"{seconds:7.1f} s, {nodes / seconds if seconds else 0:9,.0f} positions/s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="+", default=["freecell", "stalactites", "clink"])
    parser.add_argument("--deals", default="1-50")
    parser.add_argument("--limit", type=float, default=VERDICT_SECONDS)
    args = parser.parse_args()
    print(f"compiled: {compiled()}, deals {args.deals}, {args.limit:g} s a deal and search")
    for game in args.games:
        rules = Rules.preset(game)
        app: list[Run] = []
        mine: list[Run] = []
        differ: list[str] = []
        broken: list[int] = []
        for deal in deal_range(args.deals):
            theirs = by_app(rules, deal, args.limit)
            ours, replays = by_generic(rules, deal, args.limit)
            app.append(theirs)
            mine.append(ours)
            if not replays:
                broken.append(deal)
            if theirs.status != ours.status:
                differ.append(f"{deal} ({theirs.status} / {ours.status})")
        ratios = [ours.seconds / theirs.seconds for theirs, ours in zip(app, mine, strict=True)
                  if "unknown" not in (theirs.status, ours.status) and theirs.seconds > 0]
        ratio = f"{statistics.median(ratios):.1f}x" if ratios else "-"
        print(f"\n{game} (today: {route(rules).value})")
        print(f"  today's search: {counts(app)}; {speed(app)}")
        print(f"  generic search: {counts(mine)}; {speed(mine)}")
        print(f"  median time ratio generic/today on deals both settled: {ratio} "
              f"({len(ratios)} deals)")
        print(f"  verdicts differ: {', '.join(differ) or 'none'}")
        if broken:
            print(f"  WINS THAT DO NOT REPLAY: {broken}")


if __name__ == "__main__":
    main()
