"""Statistics by difficulty and for the Daily Deal: the version 4 columns and their reading."""

from __future__ import annotations

import json
import sqlite3
from datetime import date, timedelta

import pytest

from freecell_qt.engine import Game, GameCode, Move, Preset, Rules
from freecell_qt.engine.daily import daily_code
from freecell_qt.services.recorder import GameRecorder
from freecell_qt.storage import statistics_db
from freecell_qt.storage.daily_streaks import DailySummary
from freecell_qt.storage.statistics import (
    FILE_NAME,
    DifficultyTally,
    Progress,
    Result,
    Statistics,
)
from tests.storage.hostile import written_by_another_program

TODAY = date(2026, 12, 1)
FREECELL_4 = "freecell:4"


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / FILE_NAME


def version_of(path) -> int:
    with sqlite3.connect(path) as db:
        return db.execute("PRAGMA user_version").fetchone()[0]


def finish(stats: Statistics, result: str, *, code: str = "FC1-C4-AAAAAKH",
           daily: str | None = None, difficulty: str | None = None,
           solved: bool = False) -> int:
    game = Game.from_code(code)
    game_id = stats.start_game(game, daily=daily, difficulty=difficulty)
    assert game_id is not None
    stats.finish(game_id, result, Progress(moves=80, saved=game.to_dict()),
                 played_by_solve=solved)
    return game_id


def daily_win(stats: Statistics, day: date, result: str = "won") -> int:
    return finish(stats, result, code=str(daily_code(day)), daily=day.isoformat())


def tallies(stats: Statistics, kind: str = FREECELL_4) -> dict:
    return {t.difficulty: (t.played, t.won) for t in stats.by_difficulty(kind)}


# -- migration ----------------------------------------------------------------
def write_version_3_rows(db_path) -> None:
    """Rows as version 3 wrote them: keyed by rules, a saved game, no date nor rating."""
    db = statistics_db.connect(db_path)
    assert statistics_db.migrate(db, upto=3) == 0
    rules = Rules()
    saved = json.dumps(Game.from_code("FC1-C4-AAAAAKH").to_dict())
    for code, result, moves, solve in (("FC1-C4-AAAAAKH", "won", 88, 0),
                                       ("FC1-C4-AAAAAKH", "lost", 12, 0),
                                       ("FC1-C4-AAAAAAB", "won", 95, 1),
                                       ("FC1-C4-AAAAAAC", "in_progress", 3, 0)):
        db.execute(
            "INSERT INTO games (code, variant, cells, supermove, takeback, started, ended, "
            "result, moves, score, seconds, game, game_key, rules, finished_by_solve) VALUES "
            "(?, 'freecell', 4, 'doubling', 0, '2024-01-01T10:00:00+00:00', "
            "'2024-01-01T10:05:00+00:00', ?, ?, 500, 300, ?, ?, ?, ?)",
            (code, result, moves, saved, rules.key, json.dumps(rules.to_dict()), solve))
    db.close()
    assert version_of(db_path) == 3


def test_a_version_3_file_keeps_its_games_unrated_and_not_daily(db_path):
    write_version_3_rows(db_path)
    stats = Statistics(db_path)
    assert stats.problem == "" and stats.writable
    assert version_of(db_path) == statistics_db.SCHEMA_VERSION == 7
    summary = stats.summary(FREECELL_4)
    assert (summary.played, summary.won, summary.fewest_moves) == (3, 1, 88)
    records = stats.recent(FREECELL_4)
    assert len(records) == 4
    assert all(r.daily is None and r.difficulty is None for r in records)
    assert tallies(stats) == {"easy": (0, 0), "medium": (0, 0), "hard": (0, 0),
                              "expert": (0, 0), None: (3, 1)}
    assert stats.daily_summary(TODAY) == DailySummary()
    # The new columns take new games at once, beside the old ones.
    daily_win(stats, TODAY)
    finish(stats, "won", difficulty="hard")
    assert stats.daily_summary(TODAY) == DailySummary(1, 1, 1, 1)
    assert tallies(stats)["hard"] == (1, 1) and tallies(stats)[None] == (4, 2)
    stats.close()


def test_a_crash_halfway_through_the_migration_leaves_version_3(db_path, monkeypatch):
    write_version_3_rows(db_path)
    broken = (*statistics_db.MIGRATIONS[3], "THIS IS NOT SQL")
    monkeypatch.setattr(statistics_db, "MIGRATIONS", (*statistics_db.MIGRATIONS[:3], broken))
    db = statistics_db.connect(db_path)
    with pytest.raises(sqlite3.OperationalError):
        statistics_db.migrate(db, upto=4)
    db.close()
    assert version_of(db_path) == 3
    with sqlite3.connect(db_path) as raw:
        columns = {row[1] for row in raw.execute("PRAGMA table_info(games)")}
        assert "daily" not in columns
        assert raw.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 4


# -- difficulty ---------------------------------------------------------------
def test_wins_are_broken_down_by_difficulty(tmp_path):
    stats = Statistics(tmp_path / FILE_NAME)
    finish(stats, "won", difficulty="easy")
    finish(stats, "won", difficulty="easy")
    finish(stats, "lost", difficulty="easy")
    finish(stats, "won", difficulty="expert", solved=True)  # Solve's: played, not won
    finish(stats, "lost")
    finish(stats, "won", code="FC1-C2-AAAAAKH", difficulty="medium")  # another game
    running = stats.start_game(Game.from_code("FC1-C4-AAAAAKH"), difficulty="hard")
    assert running is not None
    assert tallies(stats) == {"easy": (3, 2), "medium": (0, 0), "hard": (0, 0),
                              "expert": (1, 0), None: (1, 0)}
    assert tallies(stats, "freecell:2")["medium"] == (1, 1)
    assert [t.difficulty for t in stats.by_difficulty(FREECELL_4)] == [
        "easy", "medium", "hard", "expert", None]
    assert stats.by_difficulty("forecell") == [
        DifficultyTally(level) for level in ("easy", "medium", "hard", "expert", None)]
    stats.close()


def test_a_rating_known_later_is_written_and_never_erased(stats):
    game = Game.from_code("FC1-C4-AAAAAKH")
    row = stats.start_game(game)
    assert stats.record(row).difficulty is None
    stats.update(row, Progress(moves=1, difficulty="medium"))
    assert stats.record(row).difficulty == "medium"
    stats.update(row, Progress(moves=2))  # a write that does not know it
    assert stats.record(row).difficulty == "medium"
    stats.finish(row, Result.WON, Progress(moves=3))
    assert stats.record(row).difficulty == "medium"
    assert tallies(stats)["medium"] == (1, 1)


@pytest.mark.parametrize("value", ["'impossible'", "'EASY'", "42", "x'00'", "''"])
def test_a_rating_this_version_does_not_know_reads_as_not_rated(stats, value):
    row = finish(stats, "won", difficulty="easy")
    written_by_another_program(stats.path, f"UPDATE games SET difficulty = {value} WHERE id = ?",
                               (row,))
    assert stats.record(row).difficulty is None
    assert tallies(stats)[None] == (1, 1) and tallies(stats)["easy"] == (0, 0)
    assert stats.problem == ""


# -- the Daily Deal -------------------------------------------------------------
def test_daily_streaks_come_from_the_dates_won(stats):
    for offset in (0, 1, 2, 5, 6):
        daily_win(stats, TODAY - timedelta(days=offset))
    daily_win(stats, TODAY - timedelta(days=3), "lost")
    daily_win(stats, TODAY, "lost")  # today's deal won on another try: still one date
    finish(stats, "won")  # not a Daily Deal
    assert stats.daily_summary(TODAY) == DailySummary(played=6, won=5, current_streak=3,
                                                      best_streak=3)
    assert stats.daily_summary(TODAY + timedelta(days=1)).current_streak == 3
    assert stats.daily_summary(TODAY + timedelta(days=2)).current_streak == 0
    [record] = [r for r in stats.recent(FREECELL_4) if r.daily == "2026-11-26"]
    assert record.code == str(daily_code(date(2026, 11, 26)))


def test_a_daily_deal_finished_by_solve_is_no_won_date(stats):
    day = TODAY.isoformat()
    finish(stats, "won", code=str(daily_code(TODAY)), daily=day, solved=True)
    assert stats.daily_summary(TODAY) == DailySummary(played=1, won=0)


def test_a_daily_deal_in_progress_is_not_counted_yet(stats):
    stats.start_game(Game.from_code(daily_code(TODAY)), daily=TODAY.isoformat())
    assert stats.daily_summary(TODAY) == DailySummary()


@pytest.mark.parametrize("value", ["'yesterday'", "'2026-13-01'", "'20261201'", "20261201",
                                   "x'323032362d31322d3031'"])
def test_a_daily_date_that_is_no_date_is_left_out(stats, value):
    row = daily_win(stats, TODAY)
    written_by_another_program(stats.path, f"UPDATE games SET daily = {value} WHERE id = ?",
                               (row,))
    assert stats.daily_summary(TODAY) == DailySummary()
    assert stats.record(row).daily is None
    assert stats.summary(FREECELL_4).won == 1  # still a game won
    assert stats.problem == ""


# -- the recorder writes both ---------------------------------------------------
@pytest.fixture
def recorder(qtbot, controller, stats):
    recorder = GameRecorder(controller, stats)
    recorder._timer.setInterval(10)
    return recorder


def test_the_recorder_keeps_the_daily_date_and_the_rating(qtbot, recorder, controller, stats):
    controller.new_game(daily_code(TODAY), daily=TODAY.isoformat())
    controller.play(Move.parse("1a"))
    [row] = stats.recent(Preset.FREECELL, 4)
    assert (row.daily, row.difficulty) == ("2026-12-01", None)
    controller.set_difficulty("hard")  # the rating arrives after the first move
    controller.play(Move.parse("2b"))
    qtbot.waitUntil(lambda: stats.recent(Preset.FREECELL, 4)[0].difficulty == "hard")
    controller.new_game(GameCode.parse("FC1-C4-AAAAAAB"))
    assert controller.daily is None and controller.difficulty is None
    controller.play(Move.parse("1a"))
    rows = stats.recent(Preset.FREECELL, 4)
    assert [(r.result, r.daily, r.difficulty) for r in rows] == [
        (Result.IN_PROGRESS, None, None), (Result.LOST, "2026-12-01", "hard")]


def test_a_rating_known_before_the_first_move_opens_the_row(recorder, controller, stats):
    controller.new_game(GameCode.parse("FC1-C4-AAAAAAB"))
    controller.set_difficulty("easy")
    controller.play(Move.parse("1a"))
    assert stats.recent(Preset.FREECELL, 4)[0].difficulty == "easy"


def test_a_restarted_daily_deal_stays_daily(recorder, controller, stats):
    controller.new_game(daily_code(TODAY), daily=TODAY.isoformat())
    controller.play(Move.parse("1a"))
    controller.restart()
    assert controller.daily == "2026-12-01"
    controller.play(Move.parse("1a"))
    rows = stats.recent(Preset.FREECELL, 4)
    assert [(r.result, r.daily) for r in rows] == [(Result.IN_PROGRESS, "2026-12-01"),
                                                   (Result.LOST, "2026-12-01")]
