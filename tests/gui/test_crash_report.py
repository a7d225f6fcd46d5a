"""An exception in a Qt handler: a failed test in the suite, a log and one message in the app."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from freecell_qt.app import crash_report
from freecell_qt.controller import GameController
from freecell_qt.engine import Move

REPO = Path(__file__).resolve().parents[2]

RAISING_SLOT_TEST = textwrap.dedent('''
    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtTest import QTest

    from freecell_qt.controller import GameController
    from freecell_qt.storage import paths
    from freecell_qt.storage.preferences import Preferences
    from freecell_qt.windows.main_window import MainWindow


    def test_a_slot_of_the_window_raises(qtbot, tmp_path):
        paths.set_data_dir(tmp_path)
        prefs = Preferences(QSettings(str(tmp_path / "settings.ini"),
                                      QSettings.Format.IniFormat))
        prefs.set("show_verdict", False)
        window = MainWindow(GameController(prefs))
        qtbot.addWidget(window)
        window.show()

        def fault(_change):
            raise RuntimeError("a fault in a slot")

        window.controller.changed.connect(fault)
        window.view.setFocus()
        QTest.keyClick(window.view, Qt.Key.Key_1)
        QTest.keyClick(window.view, Qt.Key.Key_A)
        assert window.controller.game.move_count == 1  # the move itself was played
''')


def test_the_suite_keeps_pytest_qt_exception_capture_on(request):
    assert not request.config.getini("qt_no_exception_capture")


def test_a_raising_slot_in_the_main_window_fails_its_test(tmp_path):
    """Run with the project's own pytest settings, as the suite runs."""
    (tmp_path / "test_raising_slot.py").write_text(RAISING_SLOT_TEST, encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "PYTHONPATH": str(REPO)}
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-c", str(REPO / "pyproject.toml"),
         "--rootdir", str(tmp_path), "-p", "no:cacheprovider", "-q",
         str(tmp_path / "test_raising_slot.py")],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120, check=False,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 1, output
    assert "1 failed" in output
    assert "a fault in a slot" in output


def test_a_raising_key_handler_is_caught_in_the_real_window(window, qtbot, monkeypatch):
    """An error raised by a built-in (here ``list.index``, as the arrow keys once
    raised) used to crash the whole run when a test typed the key."""

    def fault(*_args):
        return [].index("a fault in a key handler")

    monkeypatch.setattr(GameController, "move_to", fault)
    window.activateWindow()
    window.view.setFocus()
    with qtbot.capture_exceptions() as caught:
        QTest.keyClick(window.view, Qt.Key.Key_1)
        QTest.keyClick(window.view, Qt.Key.Key_A)
    assert [kind for kind, _error, _trace in caught] == [ValueError]
    assert "a fault in a key handler" in str(caught[0][1])


def test_the_app_hook_logs_every_error_and_tells_the_player_once(qapp, qtbot, modals,
                                                                 data_folder):
    def fault(text: str):
        def raising() -> None:
            raise ValueError(text)
        return raising

    reporter = crash_report.install()
    try:
        QTimer.singleShot(0, fault("the first fault"))
        QTimer.singleShot(0, fault("the second fault"))
        log = data_folder / "errors.log"
        qtbot.waitUntil(lambda: log.is_file() and "the second fault" in log.read_text())
        qtbot.waitUntil(lambda: len(modals.seen) == 1 and not modals.seen[0].isVisible())
        # Whatever else was queued has run: a third fault is only logged too.
        QTimer.singleShot(0, fault("the third fault"))
        qtbot.waitUntil(lambda: "the third fault" in log.read_text())
        qtbot.waitUntil(lambda: reporter.count == 3)
    finally:
        reporter.uninstall()
    text = log.read_text(encoding="utf-8")
    assert text.count("Traceback (most recent call last):") == 3
    assert "ValueError: the first fault" in text and "in raising" in text
    assert text.startswith("--- 20")  # each entry is dated
    assert modals.kinds() == [QMessageBox]
    assert str(log) in modals.seen[0].text()


def test_the_log_is_kept_when_it_cannot_be_written(qapp, qtbot, modals, data_folder):
    (data_folder / "errors.log").mkdir()  # a folder where the file should be
    reporter = crash_report.install()
    try:
        QTimer.singleShot(0, lambda: Move.parse("9z"))  # an engine error nobody caught
        qtbot.waitUntil(lambda: len(modals.seen) == 1)
    finally:
        reporter.uninstall()
    assert "could not be written" in modals.seen[0].text()


def test_the_hook_goes_back_to_the_previous_one():
    before = sys.excepthook
    reporter = crash_report.install()
    assert sys.excepthook is reporter
    reporter.uninstall()
    assert sys.excepthook is before
