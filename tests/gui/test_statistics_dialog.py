"""The Statistics dialog: figures per kind of game, the chart, the table and Reset."""

from __future__ import annotations

import sqlite3
import tracemalloc

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from freecell_qt.engine import Game, GameCode, Move, Preset, Rules
from freecell_qt.storage.statistics import FILE_NAME, Progress, Statistics, key_of
from freecell_qt.windows.main_window import MainWindow
from freecell_qt.windows.results_chart import LOST_COLOUR, WON_COLOUR, ResultsChart
from freecell_qt.windows.statistics_dialog import StatisticsDialog
from tests.gui.modals import ModalAnswers
from tests.storage import hostile

FREECELL = Preset.FREECELL
FOUR_CELLS, TWO_CELLS = "FreeCell, 4 free cells", "FreeCell, 2 free cells"


def pick(dialog: StatisticsDialog, name: str) -> None:
    """Choose a game in the picker by the name the player reads."""
    dialog.kind_combo.setCurrentIndex(dialog.games().index(name))






def add(stats, code: str, result: str, *, moves: int = 100, seconds: float = 300.0,
        score: int = 500, solved: bool = False) -> None:
    game = Game.from_code(code)
    game.play("1a")
    game_id = stats.start_game(game)
    stats.finish(game_id, result, Progress(moves, score, seconds, 0, 0, game.to_dict()),
                 played_by_solve=solved)


def history(stats) -> None:
    """Four cells: W L W W (Solve) L W; two cells: L L."""
    for result, moves, seconds, score in (("won", 120, 400, 480), ("lost", 30, 50, 100),
                                          ("won", 95, 290, 530), ("won", 110, 330, 610)):
        add(stats, "FC1-C4-AAAAAKH", result, moves=moves, seconds=seconds, score=score)
    add(stats, "FC1-C4-AAAAAKH", "won", moves=60, seconds=45, score=900, solved=True)
    add(stats, "FC1-C4-AAAAAKH", "lost")
    add(stats, "FC1-C4-AAAAAAB", "won", moves=105, seconds=260, score=500)
    add(stats, "FC1-C2-AAAAAKH", "lost")
    add(stats, "FC1-C2-AAAAAKH", "lost")


@pytest.fixture
def dialog(qtbot, stats):
    history(stats)
    dialog = StatisticsDialog(stats, Rules())
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def shown(dialog) -> dict[str, str]:
    return {key: label.text() for key, label in dialog.values.items()}


def test_figures_of_the_chosen_kind(dialog):
    # 7 played: W L W W S L W (S = by Solve, not a win): 4 won; streaks W, L, WW, LL, W.
    assert dialog.kind() == key_of(FREECELL, 4)
    assert dialog.games() == [FOUR_CELLS, TWO_CELLS]  # only games with records
    assert shown(dialog) == {
        "played": "7", "won": "4", "win_rate": "57 %", "current": "1 won",
        "longest_won": "2", "longest_lost": "2", "best_time": "4:20",
        "fewest_moves": "95", "best_score": "610", "at_par": "0",
    }
    assert dialog.table.rowCount() == 7
    results = [dialog.table.item(row, 2).text() for row in range(7)]
    assert results == ["Won", "Lost", "Solved", "Won", "Won", "Lost", "Won"]

    pick(dialog, TWO_CELLS)
    figures = shown(dialog)
    assert (figures["played"], figures["won"], figures["win_rate"]) == ("2", "0", "0 %")
    assert figures["current"] == "2 lost" and figures["best_time"] == "—"
    assert dialog.table.rowCount() == 2


def test_the_game_on_the_table_is_offered_before_its_first_record(qtbot, stats):
    history(stats)
    dialog = StatisticsDialog(stats, Rules(cells=1))
    qtbot.addWidget(dialog)
    # Then the others, the most recently played first.
    assert dialog.games() == ["FreeCell, 1 free cell", TWO_CELLS, FOUR_CELLS]
    assert shown(dialog)["played"] == "0" and shown(dialog)["win_rate"] == "—"
    assert dialog.table.rowCount() == 0 and not dialog.reset_button.isEnabled()


def test_reset_asks_and_empties_the_kind_shown(dialog, stats, modals):
    modals.answer(QMessageBox, lambda box: box.button(QMessageBox.StandardButton.Cancel).click())
    dialog.reset_button.click()
    assert len(modals.seen) == 1
    assert shown(dialog)["played"] == "7"

    modals.answer(QMessageBox, lambda box: box.button(QMessageBox.StandardButton.Reset).click())
    dialog.reset_button.click()
    assert len(modals.seen) == 2
    assert shown(dialog)["played"] == "0" and dialog.table.rowCount() == 0
    assert stats.summary(FREECELL, 4).played == 0
    assert stats.summary(FREECELL, 2).played == 2  # other kinds are kept


def colour_counts(widget) -> tuple[int, int]:
    image = widget.grab().toImage()
    won = lost = 0
    for y in range(image.height()):
        for x in range(image.width()):
            colour = image.pixelColor(x, y).rgb()
            won += colour == WON_COLOUR.rgb()
            lost += colour == LOST_COLOUR.rgb()
    return won, lost


def test_the_chart_paints_wins_green_and_losses_red(qtbot):
    chart = ResultsChart()
    qtbot.addWidget(chart)
    chart.resize(400, 170)
    # The legend shows one square of each colour whatever the history: the
    # cells of the strip are what comes on top of it.
    chart.set_results([True] * 5)
    assert chart.shown() == (1, [True] * 5, [1.0] * 5)
    legend_lost = colour_counts(chart)[1]
    chart.set_results([False] * 5)
    legend_won = colour_counts(chart)[0]
    assert 0 < legend_won == legend_lost  # the two legend squares, nothing else
    chart.set_results([True, False, True, True, False])
    won, lost = colour_counts(chart)
    assert won > legend_won and lost > legend_lost
    assert won - legend_won > lost - legend_lost  # three cells against two


def test_the_chart_shows_the_last_fifty_with_the_true_rate():
    chart = ResultsChart()
    chart.set_results([False] * 50 + [True] * 50)
    first, results, rates = chart.shown()
    assert first == 51 and results == [True] * 50
    assert rates[0] == pytest.approx(1 / 51) and rates[-1] == pytest.approx(0.5)


def test_the_dialog_chart_shows_the_history(dialog):
    assert dialog.chart.shown()[1] == [True, False, True, True, False, False, True]
    won, lost = colour_counts(dialog.chart)
    assert won > 0 and lost > 0


def test_requests_from_the_table(qtbot, dialog):
    assert not dialog.again_button.isEnabled() and not dialog.replay_button.isEnabled()
    dialog.table.selectRow(0)
    assert dialog.again_button.isEnabled() and dialog.replay_button.isEnabled()
    with qtbot.waitSignal(dialog.play_again_requested) as again:
        dialog.again_button.click()
    assert again.args == [GameCode.parse("FC1-C4-AAAAAAB")]
    with qtbot.waitSignal(dialog.replay_requested) as replay:
        dialog.replay_button.click()
    assert replay.args[0].code == "FC1-C4-AAAAAAB"


def test_a_problem_with_the_file_is_shown(qtbot, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    dialog = StatisticsDialog(Statistics(blocker / "statistics.sqlite3"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.problem_label.isVisible()
    assert "cannot be saved" in dialog.problem_label.text()
    assert shown(dialog)["played"] == "0"


def test_the_window_menu_opens_the_dialog_and_plays_a_deal_again(qtbot, controller):
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.show()
    window.start(GameCode.parse("FC1-C2-AAAAAKH"))
    controller.play(Move.parse("1a"))
    window.statistics_ui.recorder.flush()
    menu = window.menuBar().actions()[0].menu()
    [entry] = [a for a in menu.actions() if a.text().replace("&", "") == "Statistics..."]
    entry.trigger()
    dialog = window.statistics_ui.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.kind() == key_of(FREECELL, 2)  # the game on the table
    assert dialog.table.item(0, 2).text() == "In progress"

    history(window.statistics_ui.statistics)
    dialog.refresh()
    pick(dialog, FOUR_CELLS)
    dialog.table.selectRow(0)
    modals = ModalAnswers()
    modals.answer(QMessageBox, lambda box: box.abandon_button.click())
    dialog.again_button.click()
    modals.stop()
    assert str(controller.code) == "FC1-C4-AAAAAAB"
    assert window.statistics_ui.dialog is None  # closed once the deal started
    window.statistics_ui.show_statistics()
    window.statistics_ui.dialog.reject()
    assert window.statistics_ui.replay(Game.from_code("FC1-C4-AAAAAKH"))  # no dialog to close
    # The two-cell game, abandoned after a move, is now a loss.
    assert window.statistics_ui.statistics.summary(FREECELL, 2).played == 3


def test_a_corrupt_file_is_announced_once_and_play_goes_on(qtbot, controller, data_folder):
    from freecell_qt.storage.statistics import FILE_NAME

    (data_folder / FILE_NAME).write_bytes(b"not a database at all " * 100)
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.show()
    window.start(GameCode.parse("FC1-C4-AAAAAKH"))

    def notes() -> list[QMessageBox]:
        return [box for box in window.findChildren(QMessageBox) if box.isVisible()]

    qtbot.waitUntil(lambda: len(notes()) == 1)
    assert "could not be read" in notes()[0].text()
    assert ".corrupt-" in notes()[0].text()
    assert any(".corrupt-" in path.name for path in data_folder.iterdir())
    # The fresh file records the game; nothing more is said about the old one.
    controller.play(Move.parse("1a"))
    window.statistics_ui.recorder.flush()
    QApplication.processEvents()  # a second note would be queued, not shown at once
    assert len(window.statistics_ui.statistics.in_progress()) == 1
    assert len(notes()) == 1


def statistics_entry(window: MainWindow):
    """Game > Statistics..., as the player finds it."""
    menu = window.menuBar().actions()[0].menu()
    [entry] = [a for a in menu.actions() if a.text().replace("&", "") == "Statistics..."]
    return entry


def messages(window: MainWindow) -> list[str]:
    """The status bar's messages of the session, oldest first."""
    return [text for _when, text in window.message_bar.messages]


def notes(window: MainWindow) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox) if box.isVisible()]


IN_USE = ("Statistics could not be saved just now: another program is using the file. "
          "They will be saved once it is free.")
FULL = ("Statistics could not be saved: the disk is full. They will be saved once there is "
        "room again.")
SAVED_AGAIN = "The statistics are saved again."


def test_games_played_while_another_program_holds_the_file_are_recorded_after(
        qtbot, window, controller, data_folder):
    other = sqlite3.connect(data_folder / FILE_NAME, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program writing, for as long as it likes
    try:
        controller.play(Move.parse("1a"))
        window.start(GameCode.parse("FC1-C4-AAAAAAB"))  # the first game given up
        qtbot.waitUntil(lambda: IN_USE in messages(window))
        controller.play(Move.parse("1a"))  # play goes on meanwhile
    finally:
        other.execute("ROLLBACK")
        other.close()
    window.start(GameCode.parse("FC1-C4-AAAAAKH"))  # the second game ends: both go in
    statistics = window.statistics_ui.statistics
    assert statistics.summary(FREECELL, 4).played == 2 and not statistics.waiting
    QApplication.processEvents()  # a note queued would show now
    assert messages(window).count(IN_USE) == 1 and SAVED_AGAIN in messages(window)
    assert notes(window) == []  # the status bar says it: nothing to close
    entry = statistics_entry(window)
    entry.trigger()
    dialog = window.statistics_ui.dialog
    assert dialog.values["played"].text() == "2" and not dialog.problem_label.isVisible()


def test_a_full_disk_is_said_once_and_the_games_go_in_once_there_is_room(qtbot, window,
                                                                         controller):
    ui = window.statistics_ui
    db = ui.statistics._db
    # SQLite's own limit on the file's size: a full disk as SQLite meets one.
    db.execute(f"PRAGMA max_page_count = {db.execute('PRAGMA page_count').fetchone()[0]}")
    played = 0
    while not ui.statistics.problem and played < 50:  # the pages there are fill up
        controller.play(Move.parse("1a"))
        played += 1
        window.start(GameCode.for_rules(Rules(), 1000 + played))
    qtbot.waitUntil(lambda: messages(window) != [])
    assert messages(window) == [FULL]  # said once, and in words, not SQLite's
    assert ui.statistics.waiting
    assert notes(window) == []
    entry = statistics_entry(window)
    entry.trigger()
    dialog = ui.dialog
    assert dialog.problem_label.isVisible() and dialog.problem_label.text() == FULL

    db.execute("PRAGMA max_page_count = 1000000")  # room made
    ui.retry_timer.setInterval(20)  # the player waits; not the ten seconds, here
    qtbot.waitUntil(lambda: not ui.statistics.waiting)
    assert ui.statistics.summary(FREECELL, 4).played == played
    # The open dialog follows, and its note goes.
    assert dialog.values["played"].text() == str(played)
    assert not dialog.problem_label.isVisible()
    assert messages(window).count(FULL) == 1 and SAVED_AGAIN in messages(window)
    assert not ui.retry_timer.isActive()


def test_the_dialog_reads_no_more_of_a_crafted_file_than_a_row_should_hold(
        qtbot, controller, data_folder):
    kept, _copies = hostile.statistics_with_huge_texts(data_folder / FILE_NAME,
                                                       ("code", "game_key", "ended"))
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.show()
    window.start(GameCode.parse("FC1-C4-AAAAAKH"))
    entry = statistics_entry(window)
    tracemalloc.start()
    try:
        entry.trigger()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 8 * 1024 * 1024  # far below the 50 MB code
    dialog = window.statistics_ui.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.games() == [FOUR_CELLS]
    codes = {dialog.table.item(row, 1).toolTip() for row in range(dialog.table.rowCount())}
    assert codes == {"FC1-C4-AAAAAKH", "FC1-C4-AAAAAAB"}
    assert sorted(record.id for record in dialog.records) == sorted(kept)
