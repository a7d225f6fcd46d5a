"""The table for assistive technology: the focused pile as the view's name, and speech.

A screen reader knows a widget by its accessible name and hears of changes
through accessibility events; it knows nothing of the cards painted inside a
graphics view. So the view's name follows the keyboard focus frame ("7 of
hearts, column 3, 5 cards, top card"): every move of the frame changes it,
and Qt's bridge passes each change on (``object:property-change:accessible-name``
on AT-SPI), which screen readers speak for the focused widget. Every pile is
reached that way, with the arrows or a notation key, and read whole with the
reading keys.

A review mode, which reads the table by where things are, finds each pile as
an accessible child of the view (``accessible_piles.py``).

What happens rather than where the focus is (a move, a refusal, a reading)
is sent as an announcement: ``QAccessibleAnnouncementEvent``, which the bridge
passes on as ``object:announcement``. ``said`` repeats each one for the
window's own use and for tests, which have no screen reader to listen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from freecell_qt.engine import Pile
from freecell_qt.table.keyboard import Reading
from freecell_qt.words import speech_words
from freecell_qt.words.wording import Wording

if TYPE_CHECKING:
    from freecell_qt.table.scene import TableScene

_POLITENESS = QAccessible.AnnouncementPoliteness


class TableSpeech(QObject):
    """Keeps the view's accessible name on the focused pile, and speaks for the table.

    ``view`` is the widget assistive technology knows the table by, ``table``
    the scene it shows: the name and the announcements are the view's, what
    they say comes from the scene.
    """

    #: Each announcement's text, and whether it interrupts (a refusal).
    said = Signal(str, bool)

    def __init__(self, view: QWidget, table: TableScene) -> None:
        super().__init__(view)
        self.view = view
        self.table = table
        keys = table.keys
        keys.watchers.append(self.update_name)
        keys.readers.append(self.read)
        # Cards picked with the mouse are heard as they are marked (keys: by the name).
        clicks = table.clicks
        clicks.pickedUp.connect(self._picked)
        clicks.putBack.connect(lambda: self.announce(speech_words.put_back_sentence()))
        # A child of the view, which passes Qt's LanguageChange on to it.
        wording = Wording(view)
        wording.text(view.setAccessibleDescription, lambda: self.tr(
            "Card table. Arrow keys move between the piles, Space picks up and puts down, "
            "R reads the pile, L the free cells, U the foundations, Alt with a digit a "
            "column."))
        # The focused pile's name, in the language now spoken.
        wording.add(self.update_name)

    def focus_name(self) -> str:
        """The pile under the focus frame, in words."""
        scene = self.table
        keys = scene.keys
        keys.revalidate()
        return speech_words.focus_sentence(scene.shown, keys.focus, scene.controller.game.rules,
                                           picked=keys.picked == keys.focus)

    def update_name(self) -> None:
        """Name the view after the focused pile; Qt tells assistive technology of the change."""
        name = self.focus_name()
        if name != self.view.accessibleName():
            self.view.setAccessibleName(name)

    def _picked(self, pile: Pile, count: int) -> None:
        self.announce(speech_words.picked_sentence(self.table.shown, pile, count,
                                                  self.table.controller.game.rules))

    def read(self, what: Reading, pile: Pile | None) -> None:
        """Say what a reading key asked for."""
        position = self.table.shown
        if what is Reading.CELLS:
            text = speech_words.cells_reading(position)
        elif what is Reading.FOUNDATIONS:
            piles = self.table.layout.foundation_piles()
            text = speech_words.foundations_reading(position, [pile.index for pile in piles],
                                                    self.table.controller.game.rules)
        else:
            text = speech_words.pile_reading(position, pile or self.table.keys.focus,
                                             self.table.controller.game.rules)
        self.announce(text)

    def announce(self, text: str, assertive: bool = False) -> None:
        """Send ``text`` to assistive technology as an announcement from the table.

        Assertive ones interrupt what is being said: kept for refusals, which
        answer the key just pressed.
        """
        if not text:
            return
        event = QAccessibleAnnouncementEvent(self.view, text)
        event.setPoliteness(_POLITENESS.Assertive if assertive else _POLITENESS.Polite)
        QAccessible.updateAccessibility(event)
        self.said.emit(text, assertive)
