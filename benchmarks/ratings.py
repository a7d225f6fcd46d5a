"""Print the distribution of difficulty ratings over a range of deals.

Run by hand from the repository root (it prints figures, asserts nothing)::

    nice python benchmarks/ratings.py --deals 1-200                 # 4-cell FreeCell
    nice python benchmarks/ratings.py --deals 1-1000 --jobs 2
    nice python benchmarks/ratings.py --game freecell --cells 2 --deals 1-300
    nice python benchmarks/ratings.py --game bakers-game --deals 1-300

Prints the deals per level, per fewest free cells, and the effort (positions
searched with the game's own cells) at the quartiles of each level, then the
time the ratings took. Ratings are counted by deal number whatever the order
the workers finish in, so the figures are the same for any ``--jobs``;
``--list`` prints every deal's rating too.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from freecell_qt.engine import Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rating import IN_PLAY_BUDGET, Difficulty, Rating, rate

_RULES: Rules | None = None


def deal_range(text: str) -> range:
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def _setup(rules: Rules) -> None:
    global _RULES
    _RULES = rules


def _rate(deal: int) -> tuple[int, Rating, float]:
    assert _RULES is not None
    started = time.perf_counter()
    rating = rate(initial_position(_RULES, deal), _RULES, budget=IN_PLAY_BUDGET)  # as in play
    return deal, rating, time.perf_counter() - started


def quartiles(values: list[int]) -> str:
    if len(values) < 2:
        return " ".join(str(v) for v in values)
    q = statistics.quantiles(values, n=4)
    return f"{min(values)} / {q[0]:.0f} / {q[1]:.0f} / {q[2]:.0f} / {max(values)}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=deal_range, default=deal_range("1-200"))
    parser.add_argument("--game", default="freecell", help="a preset's word")
    parser.add_argument("--cells", type=int, default=None, help="where the game allows")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--list", action="store_true", help="print every deal's rating")
    args = parser.parse_args()
    rules = Rules.preset(args.game, args.cells)
    context = multiprocessing.get_context("spawn")
    started = time.perf_counter()
    with context.Pool(args.jobs, initializer=_setup, initargs=(rules,)) as pool:
        results = sorted(pool.imap_unordered(_rate, args.deals, chunksize=4))
    wall = time.perf_counter() - started

    levels: Counter[str] = Counter()
    fewest: Counter[str] = Counter()
    efforts: dict[str, list[int]] = {}
    for deal, rating, seconds in results:
        level = rating.difficulty.value if rating.difficulty is not None else rating.status
        levels[level] += 1
        fewest[str(rating.fewest_cells) if rating.fewest_cells is not None else "-"] += 1
        efforts.setdefault(level, []).append(rating.positions)
        if args.list:
            print(f"{deal:>8} {level:<10} fewest {rating.fewest_cells!s:>4} "
                  f"positions {rating.positions:>6} {seconds:6.2f} s")
    total = len(results)
    print(f"{rules.title}, {rules.cells} cells, deals {args.deals.start}-{args.deals.stop - 1}"
          f" ({total} deals)")
    print("level       deals      %   positions: min / q1 / median / q3 / max")
    for level in [d.value for d in Difficulty] + ["unsolvable", "unknown"]:
        count = levels.get(level, 0)
        print(f"{level:<10} {count:>6} {100 * count / total:6.1f}   "
              f"{quartiles(sorted(efforts.get(level, [])))}")
    print("fewest cells: " + ", ".join(
        f"{key}: {fewest[key]}" for key in sorted(fewest, key=lambda k: (k == "-", k))))
    times = [seconds for _deal, _rating, seconds in results]
    print(f"time per rating: median {statistics.median(times):.2f} s, "
          f"max {max(times):.2f} s; wall {wall:.1f} s with {args.jobs} job(s)")


if __name__ == "__main__":
    main()
