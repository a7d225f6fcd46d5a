"""The par kept with each game (version 7), and the player's wins at or under it."""

from __future__ import annotations

import sqlite3

from freecell_qt.engine import Game
from freecell_qt.storage import statistics_db
from freecell_qt.storage.statistics import FILE_NAME, Progress, Result, Statistics

KEY = "freecell:4"


def won_game(stats: Statistics, deal: int, par: int | None, counted: int,
             by_solve: bool = False) -> int:
    game = Game.new(deal)
    game.play(game.legal_moves()[0])
    game_id = stats.start_game(game)
    assert game_id is not None
    stats.finish(game_id, Result.WON, Progress(moves=counted, saved=game.to_dict()),
                 played_by_solve=by_solve)
    if par is not None:
        stats.note_par(game_id, par, counted)
    return game_id


def test_a_version_6_file_gains_the_par_and_keeps_its_games(tmp_path):
    path = tmp_path / FILE_NAME
    db = statistics_db.connect(path)
    assert statistics_db.migrate(db, upto=statistics_db.PAR_VERSION - 1) == 0
    db.execute("INSERT INTO games (code, variant, cells, supermove, started, ended, result, "
               "moves, game_key) VALUES ('FC1-C4-AAAAAKH', 'freecell', 4, 'doubling', "
               "'2026-12-01T10:00:00+00:00', '2026-12-01T10:05:00+00:00', 'won', 88, "
               "'freecell:4')")
    db.close()
    stats = Statistics(path)
    assert stats.problem == "" and stats.writable
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == statistics_db.SCHEMA_VERSION
        columns = {row[1] for row in raw.execute("PRAGMA table_info(games)")}
    assert {"par", "par_moves"} <= columns
    assert stats.summary(KEY).won == 1  # the old win, as it was: no par, not at par
    assert stats.wins_at_par(KEY) == 0
    won_game(stats, 5, 80, 80)
    assert stats.wins_at_par(KEY) == 1
    stats.close()


def test_only_the_players_wins_at_or_under_par_count(tmp_path):
    stats = Statistics(tmp_path / FILE_NAME)
    won_game(stats, 1, 80, 79)  # under
    won_game(stats, 2, 80, 80)  # at
    won_game(stats, 3, 80, 81)  # over
    won_game(stats, 4, None, 50)  # no par known
    won_game(stats, 6, 80, 70, by_solve=True)  # Solve's, never the player's
    assert stats.wins_at_par(KEY) == 2
    assert stats.wins_at_par("freecell:3") == 0
    stats.close()
