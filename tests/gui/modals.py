"""Answering modal dialogs from inside a test, whatever opens them and when."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget


class ModalAnswers:
    """Polls for the active modal dialog and answers it with the action given for its type.

    Each dialog met is recorded in ``seen``; a dialog of a type with no answer is
    rejected (and recorded), so an unexpected question fails a test instead of
    blocking it forever.
    """

    def __init__(self) -> None:
        self.answers: dict[type, Callable[[QWidget], None]] = {}
        self.seen: list[QWidget] = []
        self._timer = QTimer()
        self._timer.setInterval(10)
        self._timer.timeout.connect(self._poll)
        self._timer.start()

    def answer(self, kind: type, action: Callable[[QWidget], None]) -> None:
        self.answers[kind] = action

    def kinds(self) -> list[type]:
        return [type(dialog) for dialog in self.seen]

    def stop(self) -> None:
        self._timer.stop()

    def _poll(self) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible() or any(d is dialog for d in self.seen):
            return
        self.seen.append(dialog)
        for kind, action in self.answers.items():
            if isinstance(dialog, kind):
                action(dialog)
                return
        dialog.reject()
