"""Write ``freecell_qt/engine/rated_deals.py``: the difficulty of 4-cell FreeCell deals.

The Daily Challenges draw each date's easy, medium and hard deal from this
table (``engine/daily_challenges.py``), so that a date's three deals are a
pure function of the date and the table, the same on every machine, and the
window never waits for a solver. The ratings are ``rating.rate``'s with the
budget of a deal searched for (``OWN_BUDGET``): a deal won within it is rated
exactly as the status bar rates it in play; a deal not won within it is left
out of the draw (``u``). Run from the repository root::

    nice python benchmarks/daily_table.py --deals 1-3000 --jobs 2

The output is the same for any ``--jobs`` and on any machine (the ratings are
bounded by positions searched, never by a clock).
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from freecell_qt.engine import Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rating import Rating, rate

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "freecell_qt" / "engine" / "rated_deals.py"
#: The letter a rating is written as; ``u`` for a deal not rated within the budget.
LETTERS = {"easy": "e", "medium": "m", "hard": "h", "expert": "x"}
WIDTH = 80


def letter(rating: Rating) -> str:
    return LETTERS[rating.difficulty.value] if rating.difficulty is not None else "u"


def _rate(deal: int) -> tuple[int, str]:
    rules = Rules()
    return deal, letter(rate(initial_position(rules, deal), rules))


def render(first: int, letters: str) -> str:
    lines = [letters[i:i + WIDTH] for i in range(0, len(letters), WIDTH)]
    body = "\n".join(f'    "{line}"' for line in lines)
    return (
        '"""The difficulty of 4-cell FreeCell deals, one letter per deal.\n\n'
        "Made by ``benchmarks/daily_table.py`` (do not edit by hand): ``e`` easy,\n"
        "``m`` medium, ``h`` hard, ``x`` expert, ``u`` not won within the rating's\n"
        "budget. Read by ``daily_challenges``.\n"
        '"""\n\n'
        f"#: The deal the first letter stands for.\nFIRST_DEAL = {first}\n"
        f"#: One letter per deal from ``FIRST_DEAL`` on.\nLEVELS = (\n{body}\n)\n"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", default="1-3000", help="first-last")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--output", type=Path, default=TARGET)
    args = parser.parse_args()
    first, _, last = args.deals.partition("-")
    deals = range(int(first), int(last) + 1)
    started = time.perf_counter()
    context = multiprocessing.get_context("spawn")
    with context.Pool(args.jobs) as pool:
        results = sorted(pool.imap_unordered(_rate, deals, chunksize=8))
    letters = "".join(mark for _deal, mark in results)
    args.output.write_text(render(deals.start, letters), encoding="utf-8")
    counts = {mark: letters.count(mark) for mark in "emhxu"}
    print(f"deals {deals.start}-{deals.stop - 1}: {counts}; "
          f"{time.perf_counter() - started:.0f} s with {args.jobs} job(s)")


if __name__ == "__main__":
    main()
