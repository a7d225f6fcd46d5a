"""What happens to an exception that escapes a Qt handler in the running app.

Qt calls Python handlers (slots, event overrides) from its event loop; an
exception raised there has no Python caller to go to, so PySide hands it to
``sys.excepthook``, whose default prints to a terminal the player never sees.
The hook installed here keeps a dated traceback in ``errors.log`` in the data
folder (appended, so earlier reports stay) and tells the player once per run
where that file is; later exceptions of the same run are only logged, so a
fault in a handler that runs on every repaint cannot bury the window in boxes.

The test suite does not install it: there pytest-qt's own hook turns any such
exception into a failed test.
"""

from __future__ import annotations

import contextlib
import functools
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import ParamSpec, TypeVar

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from freecell_qt.storage import paths
from freecell_qt.storage.error_log import LOG_NAME, write_entry

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]
_P = ParamSpec("_P")
_R = TypeVar("_R")


def log_path() -> Path:
    return paths.data_dir() / LOG_NAME


class CrashReporter:
    """The installed hook: log every exception, tell the player about the first."""

    def __init__(self) -> None:
        self.previous: ExceptHook = sys.excepthook
        self.told = False
        self.count = 0

    def install(self) -> None:
        sys.excepthook = self

    def uninstall(self) -> None:
        if sys.excepthook is self:
            sys.excepthook = self.previous

    def __call__(self, kind: type[BaseException], error: BaseException,
                 trace: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            self.previous(kind, error, trace)
            return
        self.count += 1
        path = log_path()
        written = write_entry(path, kind, error, trace)
        # Also on the terminal, for whoever started the app from one.
        with contextlib.suppress(Exception):
            traceback.print_exception(kind, error, trace, file=sys.stderr)
        if not self.told and QApplication.instance() is not None:
            self.told = True
            summary = "".join(traceback.format_exception_only(kind, error)).strip()
            # Later, from the event loop: the hook may run inside a paint or a
            # key handler, where a nested dialog loop must not start.
            QTimer.singleShot(0, lambda: self._tell(summary, path if written else None))

    def _tell(self, summary: str, path: Path | None) -> None:
        title = QCoreApplication.translate("CrashReport", "Something went wrong")
        if path is not None:
            text = QCoreApplication.translate(
                "CrashReport",
                "FreeCell Qt met an error it did not expect. The game goes on, but "
                "something may not work as it should.\n\nThe details are in {0}; "
                "please include that file when you report the problem.",
            ).format(path)
        else:
            text = QCoreApplication.translate(
                "CrashReport",
                "FreeCell Qt met an error it did not expect. The game goes on, but "
                "something may not work as it should. The details could not be "
                "written to the data folder.",
            )
        box = QMessageBox(QMessageBox.Icon.Warning, title, text,
                          QMessageBox.StandardButton.Ok, QApplication.activeWindow())
        box.setDetailedText(summary)
        box.exec()


def install() -> CrashReporter:
    """Route uncaught exceptions of this run to the log and a one-time message."""
    reporter = CrashReporter()
    reporter.install()
    return reporter


def reported(handler: Callable[_P, _R]) -> Callable[_P, _R | None]:
    """Wrap a Qt event override so an exception in it goes to ``sys.excepthook``.

    PySide 6 on Python 3.11 can crash the process when an exception raised by
    a built-in (an ``IndexError`` from a tuple, a ``ValueError`` from
    ``list.index``) leaves an override that Python code called synchronously,
    as ``QTest.keyClick`` or ``widget.close()`` do. Handing it to the hook
    instead gives the log and message above in the app, and a failed test
    under pytest-qt.
    """

    @functools.wraps(handler)
    def guarded(*args: _P.args, **kwargs: _P.kwargs) -> _R | None:
        try:
            return handler(*args, **kwargs)
        except Exception:  # reported, not swallowed: see above
            sys.excepthook(*sys.exc_info())
            return None

    return guarded
