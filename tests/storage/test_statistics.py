"""The statistics file: schema versions, what counts, streaks, and bad files or folders."""

from __future__ import annotations

import contextlib
import json
import os
import re
import sqlite3
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

from freecell_qt.engine import Game, GameCode, Preset, Rules, SaveDataError
from freecell_qt.storage import statistics, statistics_db
from freecell_qt.storage.statistics import (
    DIFFICULTIES,
    FILE_NAME,
    Progress,
    Result,
    Statistics,
)
from freecell_qt.storage.summary import Outcome, summarize
from tests.storage import hostile

FREECELL = Preset.FREECELL


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / FILE_NAME


@pytest.fixture
def stats(db_path):
    statistics = Statistics(db_path)
    yield statistics
    statistics.close()


def game(code: str = "FC1-C4-AAAAAKH", moves: tuple[str, ...] = ("1a",)) -> Game:
    played = Game.from_code(code)
    for token in moves:
        played.play(token)
    return played


def add(stats: Statistics, result: str, *, code: str = "FC1-C4-AAAAAKH", moves: int = 90,
        score: int = 500, seconds: float = 300.0, solved: bool = False) -> int:
    """A finished game with the given figures (its saved game is only the deal)."""
    played = game(code, moves=())
    game_id = stats.start_game(played)
    assert game_id is not None
    stats.finish(game_id, result, Progress(moves, score, seconds, 0, 0, played.to_dict()),
                 played_by_solve=solved)
    return game_id


def version_of(path) -> int:
    with sqlite3.connect(path) as db:
        return db.execute("PRAGMA user_version").fetchone()[0]


# -- schema -------------------------------------------------------------------
def test_an_empty_file_is_brought_to_the_latest_version(db_path):
    db_path.write_bytes(b"")
    stats = Statistics(db_path)
    assert stats.problem == "" and stats.available and stats.writable
    stats.close()
    assert version_of(db_path) == statistics_db.SCHEMA_VERSION == 7
    with sqlite3.connect(db_path) as db:
        columns = {row[1] for row in db.execute("PRAGMA table_info(games)")}
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert {"code", "variant", "cells", "result", "finished_by_solve", "game", "game_key",
            "rules", "daily", "difficulty"} <= columns


def test_a_version_1_file_is_migrated_and_keeps_its_games(db_path):
    db = statistics_db.connect(db_path)
    assert statistics_db.migrate(db, upto=1) == 0
    db.execute("INSERT INTO games (code, variant, cells, supermove, started, ended, result, "
               "moves, score, seconds) VALUES ('FC1-C4-AAAAAKH', 'freecell', 4, 'doubling', "
               "'2024-01-01T10:00:00+00:00', '2024-01-01T10:05:00+00:00', 'won', 88, 610, 300)")
    db.close()
    assert version_of(db_path) == 1

    stats = Statistics(db_path)
    assert stats.problem == ""
    assert version_of(db_path) == statistics_db.SCHEMA_VERSION
    summary = stats.summary(FREECELL, 4)
    assert (summary.played, summary.won, summary.fewest_moves) == (1, 1, 88)
    [record] = stats.recent(FREECELL, 4)
    assert record.saved is None  # version 1 kept no game: nothing to replay
    # The new column is usable at once.
    add(stats, "lost")
    assert stats.summary(FREECELL, 4).played == 2
    stats.close()


def test_a_version_2_file_files_its_games_under_their_rules(db_path):
    db = statistics_db.connect(db_path)
    assert statistics_db.migrate(db, upto=2) == 0
    for code, variant, cells, result in (
            ("FC1-C4-AAAAAKH", "freecell", 4, "won"), ("FC1-C1-AAAAAKH", "freecell", 1, "lost"),
            ("FO1-C4-AAAAAKH", "forecell", 4, "won"), (None, "spider", 4, "won")):
        db.execute("INSERT INTO games (code, variant, cells, supermove, started, ended, "
                   "result) VALUES (?, ?, ?, 'linear', '2024-01-01T10:00:00+00:00', "
                   "'2024-01-01T10:05:00+00:00', ?)", (code, variant, cells, result))
    db.close()

    stats = Statistics(db_path)
    assert stats.problem == "" and version_of(db_path) == statistics_db.SCHEMA_VERSION
    assert [(key, rules.title, rules.cells) for key, rules in stats.games()] == [
        ("forecell", "ForeCell", 4), ("freecell:1", "FreeCell", 1),
        ("freecell:4", "FreeCell", 4)]
    assert stats.summary(Rules.preset("forecell")).won == 1
    assert stats.summary("freecell:1").played == 1
    assert stats.summary(FREECELL, 4).won == 1  # as callers of the old key still ask
    [record] = stats.recent(Rules(cells=4))
    assert (record.key, record.code) == ("freecell:4", "FC1-C4-AAAAAKH")
    # New games go under the same keys.
    add(stats, "lost", code="FO1-C4-AAAAAAB")
    assert stats.summary("forecell").played == 2
    stats.close()
    # The row no version could have written stays in the file, unkeyed.
    with sqlite3.connect(db_path) as raw:
        assert raw.execute("SELECT game_key FROM games WHERE variant = 'spider'"
                           ).fetchall() == [(None,)]


def test_migrating_again_changes_nothing(db_path):
    Statistics(db_path).close()
    db = statistics_db.connect(db_path)
    assert statistics_db.migrate(db) == statistics_db.SCHEMA_VERSION
    db.close()


def test_a_file_from_a_newer_version_is_shown_but_not_changed(db_path):
    stats = Statistics(db_path)
    add(stats, "won")
    stats.close()
    with sqlite3.connect(db_path) as db:
        db.execute("PRAGMA user_version = 99")
    newer = Statistics(db_path)
    assert "newer version" in newer.problem
    assert newer.summary(FREECELL, 4).won == 1
    assert newer.start_game(game()) is None
    newer.reset()
    assert newer.summary(FREECELL, 4).won == 1
    newer.close()


# -- what counts --------------------------------------------------------------
def test_abandoned_with_a_move_is_lost_and_without_one_is_not_counted(stats):
    untouched = stats.start_game(Game.from_code("FC1-C4-AAAAAKH"))
    stats.finish(untouched, Result.LOST, Progress())
    assert stats.record(untouched) is None
    assert stats.summary(FREECELL, 4).played == 0

    played = game()
    game_id = stats.start_game(played)
    stats.finish(game_id, Result.LOST, Progress.of(played, 12.0))
    record = stats.record(game_id)
    assert record.result is Result.LOST and record.moves == 1 and record.ended
    summary = stats.summary(FREECELL, 4)
    assert (summary.played, summary.won, summary.current_losing_streak) == (1, 0, 1)


def test_a_game_played_then_undone_to_its_deal_is_not_counted(stats):
    played = game()
    played.undo()
    game_id = stats.start_game(played)
    stats.finish(game_id, Result.LOST, Progress.of(played))
    assert stats.record(game_id) is None  # no move on the table: nothing given up
    assert stats.summary(FREECELL, 4).played == 0


def test_a_win_by_solve_is_played_but_not_won(stats):
    add(stats, "won", moves=100, seconds=200, score=600)
    add(stats, "won", moves=50, seconds=60, score=900, solved=True)
    summary = stats.summary(FREECELL, 4)
    assert summary.played == 2 and summary.won == 1
    assert summary.current_winning_streak == 0 and summary.current_losing_streak == 1
    # Records are the player's own: Solve's faster, shorter game is not one.
    assert (summary.best_seconds, summary.fewest_moves, summary.best_score) == (200, 100, 600)
    solved = stats.recent(FREECELL, 4)[0]
    assert solved.result is Result.WON and solved.played_by_solve and not solved.won
    assert stats.results(FREECELL, 4) == [True, False]


def test_a_game_in_progress_is_listed_but_not_counted(stats):
    add(stats, "won")
    game_id = stats.start_game(game())
    stats.update(game_id, Progress(moves=7, score=30, seconds=42.5))
    assert stats.summary(FREECELL, 4).played == 1
    newest = stats.recent(FREECELL, 4)[0]
    assert (newest.id, newest.result, newest.moves, newest.seconds) == (
        game_id, Result.IN_PROGRESS, 7, 42.5)
    with pytest.raises(ValueError):
        stats.finish(game_id, Result.IN_PROGRESS, Progress(moves=7))


def test_figures_are_kept_per_variant_and_cell_count(stats):
    add(stats, "won", code="FC1-C4-AAAAAKH")
    add(stats, "lost", code="FC1-C2-AAAAAKH")
    add(stats, "lost", code="FC1-C2-AAAAAKH")
    add(stats, "won", code="FO1-C4-AAAAAKH")
    assert stats.summary(FREECELL, 4).played == 1
    assert (stats.summary(FREECELL, 2).played, stats.summary(FREECELL, 2).won) == (2, 0)
    assert stats.summary(Preset.FORECELL, 4).won == 1
    assert stats.summary(FREECELL, 1).played == 0
    assert stats.recent(FREECELL, 2)[0].code == "FC1-C2-AAAAAKH"


# -- streaks and records --------------------------------------------------------
def test_streaks_on_a_constructed_history():
    # W W L W W W L L L W: wins 6 of 10; the longest runs are WWW and LLL;
    # the history ends on one win.
    history = "WWLWWWLLLW"
    summary = summarize(Outcome(letter == "W") for letter in history)
    assert (summary.played, summary.won, summary.lost) == (10, 6, 4)
    assert summary.win_rate == pytest.approx(0.6)
    assert (summary.longest_winning_streak, summary.longest_losing_streak) == (3, 3)
    assert (summary.current_winning_streak, summary.current_losing_streak) == (1, 0)


def test_streaks_when_the_history_ends_on_losses():
    # L W W W W L L: four wins in a row in the middle, two losses at the end.
    summary = summarize(Outcome(letter == "W") for letter in "LWWWWLL")
    assert summary.win_rate == pytest.approx(4 / 7)
    assert (summary.longest_winning_streak, summary.longest_losing_streak) == (4, 2)
    assert (summary.current_winning_streak, summary.current_losing_streak) == (0, 2)


def test_no_games_no_figures():
    summary = summarize([])
    assert summary.played == 0 and summary.win_rate is None
    assert summary.best_seconds is None and summary.fewest_moves is None


def test_streaks_and_records_through_the_database(stats):
    # W(300 s, 120 moves, 480) W(250, 130, 520) L(100, 40, 900) W(400, 95, 510) W(...)
    add(stats, "won", seconds=300, moves=120, score=480)
    add(stats, "won", seconds=250, moves=130, score=520)
    add(stats, "lost", seconds=100, moves=40, score=900)  # a loss sets no record
    add(stats, "won", seconds=400, moves=95, score=510)
    add(stats, "won", seconds=350, moves=110, score=505)
    summary = stats.summary(FREECELL, 4)
    assert (summary.played, summary.won) == (5, 4)
    assert summary.win_rate == pytest.approx(0.8)
    assert summary.longest_winning_streak == 2 and summary.current_winning_streak == 2
    assert summary.longest_losing_streak == 1
    assert (summary.best_seconds, summary.fewest_moves, summary.best_score) == (250, 95, 520)
    assert stats.results(FREECELL, 4) == [True, True, False, True, True]


def test_recent_is_newest_first_and_limited(stats):
    ids = [add(stats, "won") for _ in range(5)]
    assert [record.id for record in stats.recent(FREECELL, 4, limit=3)] == ids[::-1][:3]


def test_reset_forgets_finished_games_of_one_kind_or_all(stats):
    add(stats, "won")
    add(stats, "lost", code="FC1-C2-AAAAAKH")
    running = stats.start_game(game())
    stats.reset(FREECELL, 4)
    assert stats.summary(FREECELL, 4).played == 0
    assert stats.summary(FREECELL, 2).played == 1
    assert stats.record(running) is not None  # the game on the table keeps its row
    stats.reset()
    assert stats.summary(FREECELL, 2).played == 0
    assert stats.record(running) is not None


def test_stale_rows_are_closed_except_the_one_kept(stats):
    untouched = stats.start_game(Game.from_code("FC1-C4-AAAAAKH"))
    abandoned = stats.start_game(game())
    kept = stats.start_game(game())
    stats.close_stale(keep=kept)
    assert stats.record(untouched) is None
    assert stats.record(abandoned).result is Result.LOST
    assert stats.record(kept).result is Result.IN_PROGRESS


def test_a_record_rebuilds_the_game_for_a_replay(stats):
    played = game(moves=("1a", "2b", "3c"))
    played.undo()  # taken back: not part of the replay
    game_id = stats.start_game(played)
    stats.finish(game_id, Result.LOST, Progress.of(played))
    replay = stats.record(game_id).replay_game()
    assert replay.code == GameCode.parse("FC1-C4-AAAAAKH")
    assert [step.text for step in replay.steps] == ["1a", "2b"]
    assert replay.position == played.position


# -- bad files and folders ---------------------------------------------------------
def test_a_corrupt_file_is_moved_aside_and_a_fresh_one_works(db_path):
    garbage = b"this is not a database " * 200
    db_path.write_bytes(garbage)
    stats = Statistics(db_path)
    assert stats.available and stats.writable
    aside = [p for p in db_path.parent.iterdir() if ".corrupt-" in p.name]
    assert len(aside) == 1
    assert re.fullmatch(rf"{re.escape(FILE_NAME)}\.corrupt-\d{{8}}-\d{{6}}", aside[0].name)
    assert aside[0].read_bytes() == garbage
    assert aside[0].name in stats.problem
    add(stats, "won")
    assert stats.summary(FREECELL, 4).won == 1
    stats.close()
    # Opened again: sound now, nothing more to say.
    again = Statistics(db_path)
    assert again.problem == "" and again.summary(FREECELL, 4).won == 1
    again.close()


def test_a_database_of_someone_else_is_moved_aside(db_path):
    with sqlite3.connect(db_path) as db:
        db.execute("CREATE TABLE notes (text TEXT)")
        db.execute("PRAGMA user_version = 2")
    stats = Statistics(db_path)
    assert "moved" in stats.problem or "kept" in stats.problem
    assert stats.start_game(game()) is not None
    stats.close()


def test_an_unwritable_folder_costs_only_a_message(tmp_path):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    stats = Statistics(blocker / "statistics" / FILE_NAME)  # fails even as root
    assert not stats.available
    assert "cannot be saved" in stats.problem
    played = game()
    assert stats.start_game(played) is None
    stats.update(1, Progress.of(played))
    stats.finish(1, Result.WON, Progress.of(played))
    stats.reset()
    stats.close_stale()
    assert stats.summary(FREECELL, 4).played == 0
    assert stats.recent(FREECELL, 4) == [] and stats.in_progress() == []


def test_a_write_failure_is_reported_once_and_never_raised(stats):
    add(stats, "won")
    stats._db.execute("PRAGMA query_only = ON")  # every write now fails inside SQLite
    assert stats.start_game(game()) is None
    first = stats.problem
    assert "cannot be saved" in first and not stats.writable
    stats.finish(1, Result.LOST, Progress(moves=3))
    assert stats.problem == first
    assert stats.summary(FREECELL, 4).won == 1  # reading still works


def test_a_folder_in_place_of_the_file_is_moved_aside_once(db_path):
    db_path.mkdir()
    (db_path / "inside").write_text("kept as it was")
    stats = Statistics(db_path)
    assert stats.available and stats.writable
    [aside] = [p for p in db_path.parent.iterdir() if ".corrupt-" in p.name]
    assert aside.is_dir() and (aside / "inside").read_text() == "kept as it was"
    assert aside.name in stats.problem and "new one was started" in stats.problem
    add(stats, "won")
    stats.close()
    again = Statistics(db_path)  # the next start has nothing to say
    assert again.problem == "" and again.summary(FREECELL, 4).won == 1
    again.close()


def test_rows_this_version_cannot_show_are_skipped(stats):
    kept = add(stats, "won", seconds=120.0)
    running = stats.start_game(game())
    crafted = [
        ("game_key", "NULL"),  # a row of a game no version could key
        ("seconds", "9e999"),  # infinity: no time a game takes
        ("seconds", "'fast'"),
        ("moves", "'many'"),
    ]
    for column, value in crafted:
        for result in ("won", "in_progress"):
            row = stats.start_game(game())
            hostile.written_by_another_program(
                stats.path, f"UPDATE games SET result = '{result}', {column} = {value} "
                "WHERE id = ?", (row,))
    assert [record.id for record in stats.recent(FREECELL, 4)] == [running, kept]
    assert [record.id for record in stats.in_progress()] == [running]
    assert stats.record(kept) is not None
    summary = stats.summary(FREECELL, 4)
    assert summary.played == 1 and summary.best_seconds == 120.0
    assert stats.problem == ""


def test_a_number_too_big_for_sqlite_is_a_problem_not_a_crash(stats):
    row = stats.start_game(game())
    stats.update(row, Progress(moves=1, hints=2**63))
    assert "cannot be saved" in stats.problem and not stats.writable


def test_a_crafted_row_is_refused_before_it_is_replayed(stats, monkeypatch):
    row = stats.start_game(game())
    steps = [" ".join(["1a", "a1"] * 1000)]
    stats.update(row, Progress(moves=2000, saved={**game().to_dict(), "moves": steps}))
    monkeypatch.setattr(Game, "from_dict", lambda data: pytest.fail("replayed"))
    with pytest.raises(SaveDataError, match="more than the 100 moves"):
        stats.record(row).replay_game()


# -- another program's lock, a full disk ---------------------------------------------
def test_a_locked_file_keeps_the_games_until_it_is_let_go(stats, db_path):
    # A moment's wait for a lock, not sqlite3's five seconds: the window waits with it.
    assert stats._db.execute("PRAGMA busy_timeout").fetchone()[0] <= 500
    other = sqlite3.connect(db_path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program writing, for as long as it likes
    try:
        won, lost = add(stats, "won"), add(stats, "lost")
        running = stats.start_game(game())
        assert running is not None
        stats.update(running, Progress(moves=5, saved=game().to_dict(),
                                       difficulty=DIFFICULTIES[0]))
        stats.update(running, Progress(moves=9))
        assert stats.waiting and stats.writable
        assert stats.problem == ("Statistics could not be saved just now: another program is "
                                 "using the file. They will be saved once it is free.")
        assert not stats.retry()  # still held: still waiting, nothing lost
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert stats.retry()
    assert not stats.waiting and stats.problem == ""
    summary = stats.summary(FREECELL, 4)
    assert (summary.played, summary.won) == (2, 1)
    assert stats.record(won).result is Result.WON and stats.record(lost).result is Result.LOST
    # The newest figures of the game in progress, with what only the older ones had.
    record = stats.record(running)
    assert (record.moves, record.difficulty, record.saved) == (9, DIFFICULTIES[0],
                                                              game().to_dict())


def test_a_file_locked_at_start_is_opened_once_it_is_let_go(db_path):
    with contextlib.closing(Statistics(db_path)) as earlier:
        add(earlier, "won")
    other = sqlite3.connect(db_path, isolation_level=None)
    # Another program that keeps the whole file to itself, reads included.
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    other.execute("COMMIT")
    try:
        stats = Statistics(db_path)
        assert stats.writable and stats.waiting and "another program" in stats.problem
        add(stats, "lost")
        assert not stats.retry()
    finally:
        other.close()
    assert stats.retry() and stats.problem == ""
    summary = stats.summary(FREECELL, 4)
    assert (summary.played, summary.won) == (2, 1)
    stats.close()


def test_a_full_disk_keeps_the_games_until_there_is_room(stats):
    db = stats._db
    # SQLite's own limit on the file's size: a full disk as SQLite meets one.
    pages = db.execute("PRAGMA page_count").fetchone()[0]
    db.execute(f"PRAGMA max_page_count = {pages}")
    played = 0
    while not stats.problem and played < 100:  # the pages there are fill up
        add(stats, "won")
        played += 1
    assert stats.problem == ("Statistics could not be saved: the disk is full. They will be "
                             "saved once there is room again.")
    assert stats.waiting and stats.writable
    for _ in range(3):  # and play goes on
        add(stats, "won")
    assert stats.summary(FREECELL, 4).played < played
    db.execute("PRAGMA max_page_count = 1000000")  # room made
    add(stats, "lost")  # the next game's end writes what waits
    assert not stats.waiting and stats.problem == ""
    summary = stats.summary(FREECELL, 4)
    assert (summary.played, summary.won) == (played + 4, played + 3)


# -- crafted files -------------------------------------------------------------------
def test_texts_longer_than_the_app_writes_are_never_read(db_path):
    columns = ("code", "started", "ended", "game_key", "rules", "game", "daily",
               "difficulty", "moves", "score", "seconds", "cells")
    kept, copies = hostile.statistics_with_huge_texts(db_path, columns)
    stats = Statistics(db_path)
    tracemalloc.start()
    try:
        games = stats.games()
        recent = stats.recent(FREECELL, 4)
        summary = stats.summary(FREECELL, 4)
        stats.by_difficulty(FREECELL, 4)
        stats.in_progress()
        records = [stats.record(row) for row in copies.values()]
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 4 * 1024 * 1024  # far below the 50 MB text, let alone the megabytes
    assert [key for key, _rules in games] == ["freecell:4"]
    # Rows whose saved game, rules, Daily Deal or rating is beyond any the app
    # writes are shown without it; the others are not shown at all.
    shown = {copies[column] for column in ("game", "rules", "daily", "difficulty")}
    assert {record.id for record in recent} == {*kept, *shown}
    assert {record.id for record in records if record is not None} == shown
    assert all(record.saved is None for record in recent if record.id == copies["game"])
    assert all(record.daily is None and record.difficulty is None for record in recent)
    assert summary.won >= len(kept) and stats.problem == ""
    stats.close()


def test_the_games_listed_are_the_most_recent_few(stats, monkeypatch):
    monkeypatch.setattr(statistics, "MAX_GAMES", 2)
    for code in ("FC1-C1-AAAAAKH", "FC1-C2-AAAAAKH", "FC1-C3-AAAAAKH"):
        add(stats, "won", code=code)
    assert [key for key, _rules in stats.games()] == ["freecell:3", "freecell:2"]


def test_a_statement_past_its_budget_of_steps_is_stopped(db_path, monkeypatch):
    with contextlib.closing(Statistics(db_path)) as stats:
        add(stats, "won")
        # Five thousand games more, enough steps to count past a small budget.
        hostile.written_by_another_program(
            stats.path, f"INSERT INTO games ({statistics_db.COLUMNS.removeprefix('id, ')}) "
            f"SELECT {statistics_db.COLUMNS.removeprefix('id, ')} FROM games, "
            "(WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < 5000) "
            "SELECT n FROM c)")
    stats = Statistics(db_path)
    monkeypatch.setattr(statistics_db, "STEP_LIMIT", 20_000, raising=False)
    assert stats.summary(FREECELL, 4).played == 0
    assert stats.problem == (f"The statistics in {FILE_NAME} cannot be read (the file takes "
                             "too long to work with and may be damaged).")
    monkeypatch.undo()
    assert stats.summary(FREECELL, 4).played == 5001
    stats.close()


#: Opens the file, records a game and reads the figures: what the app does at every start.
PLAY_ONE_GAME = """
import json, sys
from freecell_qt.engine import Game
from freecell_qt.storage.statistics import Progress, Statistics
stats = Statistics(sys.argv[1])
game = Game.from_code("FC1-C4-AAAAAKH")
game.play("1a")
row = stats.start_game(game)
stats.finish(row, "won", Progress.of(game, 60.0))
print(json.dumps({"problem": stats.problem, "played": stats.summary("freecell:4").played}))
"""


@pytest.mark.parametrize("how", ["trigger", "view"])
def test_a_file_made_to_run_for_ever_is_moved_aside(db_path, how):
    hostile.statistics_that_never_end(db_path, how)
    root = Path(__file__).resolve().parents[2]
    # In a process of its own, so that a hang is a failure, not a test run that never ends.
    try:
        done = subprocess.run([sys.executable, "-c", PLAY_ONE_GAME, str(db_path)],
                              capture_output=True, text=True, timeout=60, cwd=root,
                              env={**os.environ, "PYTHONPATH": str(root)})
    except subprocess.TimeoutExpired:
        pytest.fail(f"the statistics hung on a file with an endless {how}")
    assert done.returncode == 0, done.stderr
    outcome = json.loads(done.stdout)
    [aside] = [p for p in db_path.parent.iterdir() if ".corrupt-" in p.name]
    assert outcome["problem"] == ("The statistics file could not be read, so a new one was "
                                  f"started. The old file is kept as {aside.name}.")
    assert outcome["played"] == 1  # the game went into the fresh file
    with contextlib.closing(sqlite3.connect(aside)) as kept:  # the old one is kept whole
        kinds = {row[0] for row in kept.execute("SELECT type FROM sqlite_master")}
    assert how in kinds
