"""Remake the table of FreeCell deals by their fewest free cells (the challenge list).

Run by hand from the repository root; it writes
``freecell_qt/resources/challenges.json``, which the app reads to open its
challenge list at once::

    nice python benchmarks/fewest_cells.py                 # the shipped table
    nice python benchmarks/fewest_cells.py --rated 1-1000 --zero 1-32000

Two passes, both the rating's own searches bounded by positions alone, so
the table comes out the same on every machine and every run:

1. every deal of ``--rated`` is rated as the status bar rates the deal in
   play (``rate`` with ``IN_PLAY_BUDGET``), and filed under its fewest cells;
2. the deals of ``--zero`` are searched with no free cell at all within the
   budget of a try with fewer cells (``FEWER_BUDGET``); most are proven lost
   within a few positions. Each one won is then rated in full, and kept only
   where the rating too finds it won with no free cell, so that the list
   never offers a count the status bar would not show.

Each count keeps at most ``--keep`` deals, lowest numbers first.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from freecell_qt.engine import Rules
from freecell_qt.engine.fewest_cells import TABLE_FORMAT
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rating import FEWER_BUDGET, IN_PLAY_BUDGET, rate, rating_search
from freecell_qt.engine.rules import Preset

TABLE = Path(__file__).resolve().parent.parent / "freecell_qt" / "resources" / "challenges.json"


def deal_range(text: str) -> range:
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def fewest_cells(deal: int) -> int | None:
    """The deal's fewest cells as the status bar finds them, None when not rated."""
    rules = Rules()
    return rate(initial_position(rules, deal), rules, budget=IN_PLAY_BUDGET).fewest_cells


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rated", default="1-1000", help="deals rated in full (1-1000)")
    parser.add_argument("--zero", default="1-32000",
                        help="deals searched with no free cell (1-32000)")
    parser.add_argument("--keep", type=int, default=40, help="deals kept per count (40)")
    parser.add_argument("--out", type=Path, default=TABLE)
    args = parser.parse_args()
    started = time.perf_counter()
    by_cells: dict[int, list[int]] = {cells: [] for cells in range(5)}
    rated = deal_range(args.rated)
    for deal in rated:
        cells = fewest_cells(deal)
        if cells is not None and deal not in by_cells[cells]:
            by_cells[cells].append(deal)
    rated_seconds = time.perf_counter() - started
    no_cells = Rules(Preset.FREECELL, 0)
    zero = deal_range(args.zero)
    won_bare = 0
    for deal in zero:
        if not rating_search(initial_position(no_cells, deal), no_cells, FEWER_BUDGET,
                             None).solved:
            continue
        won_bare += 1
        if deal not in by_cells[0] and fewest_cells(deal) == 0:
            by_cells[0].append(deal)
    seconds = time.perf_counter() - started
    table = {
        "format": TABLE_FORMAT,
        "game": "freecell",
        "made_by": "benchmarks/fewest_cells.py",
        "rated": f"{rated.start}-{rated.stop - 1}",
        "zero_searched": f"{zero.start}-{zero.stop - 1}",
        "deals": {str(cells): sorted(deals)[: args.keep] for cells, deals in by_cells.items()},
    }
    args.out.write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")
    print(f"rated deals {table['rated']} in {rated_seconds:.0f} s")
    print(f"deals {table['zero_searched']} with no free cell: {won_bare} won within "
          f"{FEWER_BUDGET} positions, {len(by_cells[0])} rated 0 cells")
    for cells, deals in by_cells.items():
        print(f"{cells} cells: {len(deals)} deals ({min(deals, default='-')}...)")
    print(f"{seconds:.0f} s in all; written to {args.out}")


if __name__ == "__main__":
    main()
