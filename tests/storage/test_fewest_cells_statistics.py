"""Fewest-cells challenges won: the version 5 table, its migration and its reading."""

from __future__ import annotations

import sqlite3

import pytest

from freecell_qt.engine import GameCode, Preset
from freecell_qt.storage import statistics_db
from freecell_qt.storage.statistics import FILE_NAME, ChallengeWin, Statistics
from tests.storage.test_daily_statistics import version_of, write_version_3_rows


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / FILE_NAME


def test_a_version_4_file_gains_the_challenges_and_keeps_its_games(db_path):
    write_version_3_rows(db_path)
    db = statistics_db.connect(db_path)
    assert statistics_db.migrate(db, upto=4) == 3
    db.close()
    assert version_of(db_path) == 4
    stats = Statistics(db_path)
    assert stats.problem == "" and stats.writable
    assert version_of(db_path) == statistics_db.SCHEMA_VERSION >= 5
    assert stats.challenge_wins() == []
    assert stats.summary("freecell:4").won == 1  # the old wins, as they were
    stats.record_challenge_win(GameCode(Preset.FREECELL, 1, 617), 90, 300.0,
                               won="2026-12-01T10:00:00+00:00")
    assert stats.challenge_wins() == [ChallengeWin("FC1-C1-AAAAAXT", 617, 1,
                                                   "2026-12-01T10:00:00+00:00", 90, 300.0)]
    # A challenge won is not one more ordinary win.
    assert stats.summary("freecell:4").won == 1
    stats.close()


def test_challenges_read_fewest_cells_first_and_are_forgotten_with_all(db_path):
    stats = Statistics(db_path)
    stats.record_challenge_win(GameCode(Preset.FREECELL, 2, 5), 80, 60.0)
    stats.record_challenge_win(GameCode(Preset.FREECELL, 0, 164), 120, 900.0)
    assert [(w.deal, w.cells) for w in stats.challenge_wins()] == [(164, 0), (5, 2)]
    stats.reset("freecell:4")
    assert len(stats.challenge_wins()) == 2  # one game's figures: the challenges stay
    stats.reset()
    assert stats.challenge_wins() == []
    stats.close()


def test_a_challenge_row_this_version_cannot_read_is_left_out(db_path):
    stats = Statistics(db_path)
    stats.record_challenge_win(GameCode(Preset.FREECELL, 1, 9), 70, 30.0)
    stats.close()
    with sqlite3.connect(db_path) as raw:
        raw.execute("INSERT INTO challenge_wins (code, deal, cells, won) "
                    "VALUES (X'00', 'many', 1, 'today')")
    stats = Statistics(db_path)
    assert [w.deal for w in stats.challenge_wins()] == [9]
    stats.close()
