"""Words that follow the language: set once, and set again when it changes.

Installing a translator makes Qt send LanguageChange to every window and on
to each of its children. A ``Wording`` made a child of a window part receives
it and runs the part's word-setters again, so a part states each of its texts
in one place, where it is built, and never needs to be built again for a new
language.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject

Words = Callable[[], str]


class Wording(QObject):
    """The word-setters of one window part."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._setters: list[Callable[[], None]] = []

    def add(self, setter: Callable[[], None]) -> None:
        """Run ``setter`` now and after every change of language."""
        setter()
        self._setters.append(setter)

    def text(self, setter: Callable[[str], None], words: Words) -> None:
        """Give a text to ``setter`` (``action.setText``) now and in each new language."""
        self.add(lambda: setter(words()))

    def reword(self) -> None:
        for setter in self._setters:
            setter()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.reword()
        return super().event(event)
