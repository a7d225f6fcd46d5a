"""Statistics kept per game: the picker of the Statistics dialog, and files written
before games were keyed by their rules."""

from __future__ import annotations

import json

from freecell_qt.engine import Game, GameCode, Preset, Rules
from freecell_qt.storage import statistics_db
from freecell_qt.storage.statistics import FILE_NAME
from freecell_qt.windows.main_window import MainWindow
from freecell_qt.windows.statistics_dialog import StatisticsDialog


def open_statistics(window) -> StatisticsDialog:
    menu = window.menuBar().actions()[0].menu()
    [entry] = [a for a in menu.actions() if a.text().replace("&", "") == "Statistics..."]
    entry.trigger()
    dialog = window.statistics_ui.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def pick(dialog: StatisticsDialog, name: str) -> dict[str, str]:
    """Choose a game in the picker by its name; the figures then shown."""
    dialog.kind_combo.setCurrentIndex(dialog.games().index(name))
    return {key: label.text() for key, label in dialog.values.items()}


def results(dialog: StatisticsDialog) -> list[str]:
    return [dialog.table.item(row, 2).text() for row in range(dialog.table.rowCount())]


def play_a_move(controller) -> None:
    assert controller.play(controller.game.legal_moves()[0])


def test_two_games_are_shown_apart_through_the_picker(window, controller):
    window.start(GameCode.for_rules(Rules.preset("bakers-game"), 5))
    play_a_move(controller)
    # Baker's Game given up: a loss.
    window.start(GameCode.for_rules(Rules.preset("forecell"), 5))
    play_a_move(controller)
    window.statistics_ui.recorder.flush()

    dialog = open_statistics(window)
    # The game on the table first, then the others with records.
    assert dialog.games() == ["ForeCell", "Baker's Game"]
    figures = pick(dialog, "ForeCell")
    assert (figures["played"], results(dialog)) == ("0", ["In progress"])
    figures = pick(dialog, "Baker's Game")
    assert (figures["played"], figures["won"], results(dialog)) == ("1", "0", ["Lost"])
    assert window.statistics_ui.statistics.summary(Rules.preset("forecell")).played == 0
    dialog.reject()


def test_a_custom_game_has_its_own_line_named_by_its_rules(window, controller):
    custom = Rules(Preset.CUSTOM, 6, columns=10)
    controller.set_game(Game.new(5, custom))  # a deal with moves to make
    play_a_move(controller)
    window.statistics_ui.recorder.flush()
    dialog = open_statistics(window)
    [name] = dialog.games()
    assert name.startswith("Custom game: 10 columns, 6 free cells")
    assert dialog.kind() == custom.key
    assert results(dialog) == ["In progress"]
    dialog.reject()


def old_file(path) -> None:
    """A statistics file as versions before per-game keys wrote it (schema 2)."""
    db = statistics_db.connect(path)
    assert statistics_db.migrate(db, upto=2) == 0
    rows = [
        ("FC1-C4-AAAAAKH", "freecell", 4, "won", 90),
        ("FC1-C4-AAAAAAB", "freecell", 4, "lost", 30),
        ("FC1-C2-AAAAAKH", "freecell", 2, "won", 120),
        ("FO1-C4-AAAAAKH", "forecell", 4, "won", 100),
        ("FO1-C4-AAAAAAB", "forecell", 4, "won", 110),
        ("FO1-C4-AAAAAAC", "forecell", 4, "lost", 20),
    ]
    for number, (code, variant, cells, result, moves) in enumerate(rows):
        saved = json.dumps(Game.from_code(code).to_dict())
        db.execute(
            "INSERT INTO games (code, variant, cells, supermove, takeback, started, ended, "
            "result, moves, score, seconds, game) VALUES (?, ?, ?, 'doubling', 0, ?, ?, ?, ?, "
            "500, 300, ?)",
            (code, variant, cells, f"2024-01-0{number + 1}T10:00:00+00:00",
             f"2024-01-0{number + 1}T10:05:00+00:00", result, moves, saved))
    db.close()


def test_an_old_statistics_file_opens_with_its_rows_under_freecell_and_forecell(
        qtbot, controller, data_folder):
    old_file(data_folder / FILE_NAME)
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.show()
    window.start(GameCode.parse("FC1-C4-AAAAAKH"))
    dialog = open_statistics(window)
    assert dialog.problem_label.text() == ""
    assert dialog.games() == ["FreeCell, 4 free cells", "ForeCell", "FreeCell, 2 free cells"]
    figures = pick(dialog, "FreeCell, 4 free cells")
    assert (figures["played"], figures["won"], results(dialog)) == ("2", "1", ["Lost", "Won"])
    figures = pick(dialog, "ForeCell")
    assert (figures["played"], figures["won"], figures["fewest_moves"]) == ("3", "2", "100")
    figures = pick(dialog, "FreeCell, 2 free cells")
    assert (figures["played"], figures["won"]) == ("1", "1")
    # A migrated game can still be watched again.
    dialog.table.selectRow(0)
    assert dialog.replay_button.isEnabled()
    dialog.reject()
