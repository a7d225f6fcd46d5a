"""Shared test configuration.

Qt needs a platform before the first QApplication exists; with no display and
none set, it aborts without a useful message, so every test run is offscreen.
Settings go to a temporary folder so tests never touch the player's own.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("XDG_RUNTIME_DIR", "/tmp")

import pytest
from hypothesis import HealthCheck, settings

# Hypothesis keeps a clock of its own: an example slower than 200 ms, or data
# slow to draw, fails the test. On a machine busy with other work that is no
# fault of the code, and no test here asserts speed, so neither limit applies.
settings.register_profile("patient", deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
# CI runs the same examples every time, so a red build always reproduces;
# developers' runs explore new examples (and remember failures) as usual.
settings.register_profile("ci", parent=settings.get_profile("patient"), derandomize=True)
settings.load_profile("ci" if os.environ.get("CI") else "patient")

#: A folder in memory, where there is one, for the tests' temporary files.
MEMORY_FOLDER = "/dev/shm"


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: one worker more than the processors this run may use.

    A worker spends part of its time waiting, not computing: on the app it
    starts in a process of its own, the single-instance hand-over, a solver
    worker, the screen reader's bus. With one worker per processor those
    waits leave a processor idle; one more worker fills them. On two cores
    the suite took 144 s with three workers where it took 160 s with two,
    and 150 s with four (docs/performance.md).
    """
    try:
        usable = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        usable = os.cpu_count() or 1
    return usable + 1


def temporary_root() -> str | None:
    """Where tmp_path's folders go: a folder in memory when the system has one.

    The app writes as a player's files must be written, each file flushed to the
    disk before it replaces the old one (QSaveFile, QSettings, SQLite): a wait on
    the disk at every autosave, preference and statistics row, which a thousand
    window tests would otherwise spend on files deleted at once. In memory the
    same writes go the same way (temporary file, rename) without the wait. A root
    the runner set itself (``PYTEST_DEBUG_TEMPROOT``, ``--basetemp``) is kept.
    """
    if os.environ.get("PYTEST_DEBUG_TEMPROOT"):
        return None
    if os.path.isdir(MEMORY_FOLDER) and os.access(MEMORY_FOLDER, os.W_OK | os.X_OK):
        return MEMORY_FOLDER
    return None


_root = temporary_root()
if _root is not None:
    os.environ["PYTEST_DEBUG_TEMPROOT"] = _root


@pytest.fixture(autouse=True)
def data_folder(tmp_path):
    """Every test keeps its files (autosave, statistics) under tmp_path, never
    in the player's own data folder.

    Setting the folder goes through ``freecell_qt.storage.paths``, which needs
    Qt; the engine and command tests never use Qt, and their conftests replace
    this fixture with one that does not import it (see tests/engine/conftest.py),
    so those tests run where PySide6 is not installed.
    """
    from freecell_qt.storage import paths

    folder = tmp_path / "data"
    folder.mkdir(exist_ok=True)
    paths.set_data_dir(folder)
    yield folder
    paths.set_data_dir(None)


@pytest.fixture(autouse=True)
def no_window_outlives_its_test():
    """Every window a test leaves is deleted after it, not kept for the session.

    A window whose signals reach back into it (a connected lambda) is never
    freed by Python, and every window alive words itself again at each change
    of language: a worker that had run a hundred tests would reword a hundred
    windows for each language a test installs. Deleting skips closeEvent, so
    nothing of a left window is saved anywhere. Only for tests that used Qt:
    the engine's run where PySide6 is not installed.
    """
    yield
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None or widgets.QApplication.instance() is None:
        return
    from PySide6.QtCore import QCoreApplication, QEvent

    for widget in widgets.QApplication.topLevelWidgets():
        if widget.parentWidget() is None:
            widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def qtbot(qapp, request):
    """pytest-qt's ``qtbot``, whose waits allow a loaded machine its time (tests/patience.py).

    Imported here rather than at the top: the engine and command tests run
    where PySide6 is not installed, and never ask for a ``qtbot``.
    """
    from tests.patience import PatientQtBot

    return PatientQtBot(request)


@pytest.fixture
def stats(tmp_path):
    """A statistics database of its own for the test."""
    from freecell_qt.storage.statistics import Statistics

    statistics = Statistics(tmp_path / "statistics.sqlite3")
    yield statistics
    statistics.close()
