"""Light or dark: one answer for the whole app, whatever asked for it.

The table (felt, slots) and every window read ``scheme().dark`` and follow
``scheme().changed``, so a switch of the system's colour scheme, or of the
player's preference, reaches all of them at once.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication

from freecell_qt.storage.preferences import ColourScheme, Preferences


class SchemeWatcher(QObject):
    """Whether the app is dark now; ``changed(dark)`` whenever that flips."""

    changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._choice = ColourScheme.SYSTEM
        self._dark = self._system_dark()
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._system_changed)

    @property
    def dark(self) -> bool:
        return self._dark

    @staticmethod
    def _system_dark() -> bool:
        return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark

    def follow(self, prefs: Preferences) -> None:
        """Apply the player's choice now and whenever it changes."""
        prefs.changed.connect(
            lambda key: key == "colour_scheme" and self.choose(prefs.colour_scheme)
        )
        self.choose(prefs.colour_scheme)

    def choose(self, choice: ColourScheme) -> None:
        self._choice = choice
        self._update()

    def _system_changed(self, _scheme: Qt.ColorScheme) -> None:
        self._update()

    def _update(self) -> None:
        if self._choice is ColourScheme.SYSTEM:
            dark = self._system_dark()
        else:
            dark = self._choice is ColourScheme.DARK
        if dark != self._dark:
            self._dark = dark
            self.changed.emit(dark)


_watcher: SchemeWatcher | None = None


def scheme() -> SchemeWatcher:
    """The app's one watcher, made on first use (a QApplication must exist)."""
    global _watcher
    if _watcher is None:
        app = QGuiApplication.instance()
        _watcher = SchemeWatcher(app)
        # Gone with the application (tests make more than one window, one app).
        _watcher.destroyed.connect(_forget)
    return _watcher


def _forget() -> None:
    global _watcher
    _watcher = None
