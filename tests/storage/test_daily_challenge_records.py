"""The Daily Challenges and awards in the statistics file: version 5, kept once each."""

from __future__ import annotations

import sqlite3
from datetime import date

from freecell_qt.engine.rating import Difficulty
from freecell_qt.storage import statistics_db
from freecell_qt.storage.daily_challenge_records import DailyChallengeRecords
from freecell_qt.storage.statistics import FILE_NAME, Progress, Statistics

DAY = date(2026, 12, 7)


def test_a_version_4_file_gains_the_tables_and_keeps_its_games(tmp_path):
    path = tmp_path / FILE_NAME
    db = statistics_db.connect(path)
    assert statistics_db.migrate(db, upto=4) == 0
    db.execute("INSERT INTO games (code, variant, cells, supermove, started, ended, result, "
               "moves, game_key, rules, daily) VALUES ('FC1-C4-AAAAAKH', 'freecell', 4, "
               "'doubling', '2026-12-01T10:00:00+00:00', '2026-12-01T10:05:00+00:00', 'won', "
               "88, 'freecell:4', NULL, '2026-12-01')")
    db.close()

    stats = Statistics(path)
    assert stats.problem == ""
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == statistics_db.SCHEMA_VERSION
    assert stats.summary("freecell:4").won == 1
    records = DailyChallengeRecords(stats)
    assert records.wins() == set() and records.awards() == set()
    records.record_win(DAY, Difficulty.HARD, 617)
    assert records.wins() == {(DAY, Difficulty.HARD)}
    stats.close()


def test_a_challenge_won_again_and_an_award_earned_again_are_kept_once(tmp_path):
    stats = Statistics(tmp_path / FILE_NAME)
    records = DailyChallengeRecords(stats)
    for _ in range(2):
        records.record_win(DAY, Difficulty.EASY, 5)
        records.earn(["first-challenge", "streak-3"])
    assert records.wins() == {(DAY, Difficulty.EASY)}
    assert records.awards() == {"first-challenge", "streak-3"}
    assert len(stats.read("SELECT * FROM daily_challenges")) == 1
    assert len(stats.read("SELECT * FROM awards")) == 2
    stats.close()


def test_rows_no_version_wrote_are_skipped(tmp_path):
    path = tmp_path / FILE_NAME
    Statistics(path).close()
    with sqlite3.connect(path) as raw:
        raw.executemany("INSERT INTO daily_challenges VALUES (?, ?, 1, 'x')",
                        [("2026-13-01", "easy"), ("2026-12-01", "expert-plus"),
                         ("x" * 5000, "easy"), ("2026-12-02", "medium")])
        raw.execute("INSERT INTO awards VALUES (?, 'x')", ("y" * 5000,))
    stats = Statistics(path)
    records = DailyChallengeRecords(stats)
    assert records.wins() == {(date(2026, 12, 2), Difficulty.MEDIUM)}
    assert records.awards() == set()
    stats.close()


def test_wins_in_a_row_leave_out_solve_s(tmp_path):
    stats = Statistics(tmp_path / FILE_NAME)
    from freecell_qt.engine import Game

    def finish(result: str, solved: bool = False) -> None:
        game = Game.from_code("FC1-C4-AAAAAKH")
        game_id = stats.start_game(game)
        assert game_id is not None
        stats.finish(game_id, result, Progress(moves=80), played_by_solve=solved)

    records = DailyChallengeRecords(stats)
    finish("won")
    finish("won", solved=True)
    assert records.wins_in_a_row() == 0
    for _ in range(3):
        finish("won")
    assert records.wins_in_a_row() == 3
    stats.close()
