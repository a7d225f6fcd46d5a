"""High contrast: one answer for the whole table, from the player or the system.

The preference ``high_contrast`` is "as the system" by default. Qt 6.10 reports
the desktop's contrast setting (``QStyleHints.accessibility().contrastPreference``,
Windows' and macOS' high-contrast modes, GNOME's high-contrast setting through
the portal); where the running Qt has no such hint, "as the system" means off.
The table (felt, cards, empty piles, focus and hint frames) reads
``contrast().high`` and follows ``contrast().changed``, as it follows light and
dark through ``colour_scheme.scheme()``.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication

from freecell_qt.storage.preferences import HighContrast, Preferences


def _system_hints() -> tuple[QObject, QObject | None]:
    """The style hints and their accessibility hints, on a Qt that has them (6.10 and
    later). Both are kept: the accessibility hints' wrapper is gone with the other's."""
    hints = QGuiApplication.styleHints()
    accessibility = getattr(hints, "accessibility", None)
    return hints, accessibility() if callable(accessibility) else None


class ContrastWatcher(QObject):
    """Whether the table is high contrast now; ``changed(high)`` whenever that flips."""

    changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._choice = HighContrast.SYSTEM
        self._prefs: Preferences | None = None
        self._system = False
        self._accessibility: QObject | None = None
        self._style_hints, hints = _system_hints()
        self._accessibility = hints
        if hints is not None:
            preference = getattr(hints, "contrastPreference", None)
            if callable(preference):
                self._system = preference() == Qt.ContrastPreference.HighContrast
            signal = getattr(hints, "contrastPreferenceChanged", None)
            if signal is not None:
                signal.connect(self._system_changed)
        self._high = self._decide()

    @property
    def high(self) -> bool:
        return self._high

    @property
    def system_high(self) -> bool:
        """What the system asks for (False where Qt reports nothing)."""
        return self._system

    def follow(self, prefs: Preferences) -> None:
        """Apply the player's choice now and whenever it changes (once per preferences)."""
        if prefs is not self._prefs:
            if self._prefs is not None:
                self._prefs.changed.disconnect(self._preference_changed)
            self._prefs = prefs
            prefs.changed.connect(self._preference_changed)
        self._choice = prefs.high_contrast
        self._update()

    def _preference_changed(self, key: str) -> None:
        if key == "high_contrast" and self._prefs is not None:
            self._choice = self._prefs.high_contrast
            self._update()

    def _system_changed(self, preference: Qt.ContrastPreference) -> None:
        self._system = preference == Qt.ContrastPreference.HighContrast
        self._update()

    def _decide(self) -> bool:
        if self._choice is HighContrast.SYSTEM:
            return self._system
        return self._choice is HighContrast.ON

    def _update(self) -> None:
        high = self._decide()
        if high != self._high:
            self._high = high
            self.changed.emit(high)


_watcher: ContrastWatcher | None = None


def contrast() -> ContrastWatcher:
    """The app's one watcher, made on first use (a QApplication must exist)."""
    global _watcher
    if _watcher is None:
        _watcher = ContrastWatcher(QGuiApplication.instance())
        _watcher.destroyed.connect(_forget)
    return _watcher


def _forget() -> None:
    global _watcher
    _watcher = None
