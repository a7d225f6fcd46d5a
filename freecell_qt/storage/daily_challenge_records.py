"""The Daily Challenges won and the awards earned, in the statistics database.

Two tables beside the games (schema version 5): ``daily_challenges`` holds one
row per date and level won, with the deal and when it was won, and ``awards``
one row per trophy, streak milestone or achievement earned (``trophies``), with
when. Both are keyed so that a second write of the same thing is ignored: a
challenge won again (a replay taken over, an undo and a second win, the clock
set back) is still one win, and an award is earned once.

Whether a win counts at all is decided before it comes here: the player's own
win (Solve played none of it), as the statistics count wins, of a challenge
of the present month (``trophies.counts_for``). Reads are bounded like the
games' (``statistics_db.bounded``): what a hand-edited file holds beyond the
sizes written here is skipped.
"""

from __future__ import annotations

import sqlite3
from datetime import date

from freecell_qt.engine.daily import parse_day
from freecell_qt.engine.rating import Difficulty
from freecell_qt.storage.statistics import Statistics, now_iso
from freecell_qt.storage.trophies import Won

#: The longest award id written (``trophies``); a longer one is skipped.
_ID_LIMIT = 64
#: The most awards read: far more than there are to earn in a lifetime of months.
_MOST_AWARDS = 5000
#: The most challenges read: three a day for a century.
_MOST_WINS = 3 * 366 * 100


class DailyChallengeRecords:
    """The challenges and awards of one statistics file."""

    def __init__(self, statistics: Statistics) -> None:
        self.statistics = statistics

    def record_win(self, day: date, level: Difficulty, deal: int) -> None:
        """Keep ``day``'s challenge of ``level`` (deal ``deal``) as won; once."""
        row = (day.isoformat(), level.value, deal, now_iso())
        self.statistics.write_now(lambda db: db.execute(
            "INSERT OR IGNORE INTO daily_challenges (day, slot, deal, won) VALUES (?, ?, ?, ?)",
            row))

    def wins(self) -> set[Won]:
        """Every challenge won: its date and level."""
        rows = self.statistics.read(
            "SELECT day, slot FROM daily_challenges WHERE typeof(day) = 'text' "
            "AND length(day) = 10 AND typeof(slot) = 'text' AND length(slot) <= 16 LIMIT ?",
            (_MOST_WINS,))
        wins: set[Won] = set()
        for row in rows:
            day = parse_day(row["day"])
            try:
                level = Difficulty(row["slot"])
            except ValueError:
                continue
            if day is not None:
                wins.add((day, level))
        return wins

    def awards(self) -> set[str]:
        """The ids of every award earned."""
        rows = self.statistics.read(
            "SELECT id FROM awards WHERE typeof(id) = 'text' AND length(id) <= ? LIMIT ?",
            (_ID_LIMIT, _MOST_AWARDS))
        return {row["id"] for row in rows}

    def earn(self, ids: list[str]) -> None:
        """Keep the awards ``ids`` as earned now; one already kept keeps its date."""
        if not ids:
            return
        earned = now_iso()

        def insert(db: sqlite3.Connection) -> None:
            db.executemany("INSERT OR IGNORE INTO awards (id, earned) VALUES (?, ?)",
                           [(award, earned) for award in ids])

        self.statistics.write_now(insert)

    def wins_in_a_row(self) -> int:
        """The player's latest wins in a row over every game (Solve's are not wins)."""
        rows = self.statistics.read(
            "SELECT result, finished_by_solve FROM games WHERE result != 'in_progress' "
            "ORDER BY ended DESC, id DESC LIMIT 100", ())
        run = 0
        for row in rows:
            if row["result"] != "won" or row["finished_by_solve"]:
                break
            run += 1
        return run
