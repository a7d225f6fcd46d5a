"""What a sighted player sees happen, said to a player who listens.

The table shows a move as cards flying, the status bar shows a refusal or a
hint, a label shows the verdict; none of these reaches a screen reader by
itself. The announcer listens to the same signals the window does and has
the table view announce each event (``TableSpeech.announce``): moves with the
cards that went up after them, undo and redo, new deals, the verdict when it
changes, the win, and every status-bar message.

Refusals interrupt (assertive): they answer the key just pressed, and what was
being said is moot. Status-bar messages are heard on a queued connection, so
that a refusal, which reaches the status bar first, has been marked as one by
then and is said once, not twice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt

from freecell_qt.controller import Change, ChangeKind, GameController
from freecell_qt.solving.advisor import Verdict
from freecell_qt.words import speech_words
from freecell_qt.words.step_words import capital, fill

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QMainWindow

    from freecell_qt.solving.advisor import Advisor
    from freecell_qt.table.accessible import TableSpeech


class Announcer(QObject):
    """Turns one window's game events into announcements from its table view.

    It is given what it listens to and speaks through, not the window's
    class: the window itself (its title and status bar), the game's
    controller, the table view's ``speech``, the table's own refusals
    (``TableScene.message``), the advisor whose verdict it says, and whether
    a search for a deal is counting its candidates on the status bar.
    """

    def __init__(self, window: QMainWindow, controller: GameController, speech: TableSpeech,
                 table_refusals: SignalInstance, advisor: Advisor,
                 searching: Callable[[], bool]) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.speech = speech
        self._searching = searching
        self._refusals: list[str] = []
        self._last_verdict: Verdict | None = None
        self._searching_said = False
        self.controller.changed.connect(self._changed)
        self.controller.message.connect(self._refused)
        table_refusals.connect(self._refused)
        self.controller.won.connect(self._won)
        self.controller.stuck.connect(self._stuck)
        advisor.verdictChanged.connect(self._verdict)
        window.statusBar().messageChanged.connect(self._status_message,
                                                  Qt.ConnectionType.QueuedConnection)

    # -- moves -------------------------------------------------------------
    def _changed(self, change: Change) -> None:
        game = self.controller.game
        if change.kind is ChangeKind.DEAL:
            self._last_verdict = None
            # The title the window has just given itself: "FreeCell deal 617".
            self.speech.announce(self.window.windowTitle())
            return
        if change.kind in (ChangeKind.PLAY, ChangeKind.FINISH) and game.current:
            step = game.steps[game.current - 1]
            self.speech.announce(speech_words.played_sentence(change.positions, step, game.rules))
        elif change.kind is ChangeKind.UNDO and game.can_redo:
            step = game.steps[game.current]
            self.speech.announce(speech_words.undone_sentence(change.final, step, game.rules))
        elif change.kind is ChangeKind.REDO and game.current:
            step = game.steps[game.current - 1]
            self.speech.announce(
                speech_words.redone_sentence(change.positions[0], step, game.rules))
        elif change.kind is ChangeKind.JUMP and len(change.positions) > 1:
            self.speech.announce(speech_words.jumped_sentence(game.current, len(game.steps)))

    # -- what the game says -------------------------------------------------
    def _refused(self, text: str) -> None:
        # Bounded: a refusal the status bar never shows must not be kept for ever.
        said = capital(text)
        self._refusals = [*self._refusals[-7:], said]
        self.speech.announce(said, assertive=True)

    def _status_message(self, text: str) -> None:
        if not text:
            return
        if text in self._refusals:
            self._refusals.remove(text)  # said already, as a refusal
            return
        if self._searching():
            # The search counts its candidates on the status bar: say it once.
            if self._searching_said:
                return
            self._searching_said = True
        else:
            self._searching_said = False
        self.speech.announce(text)

    def _verdict(self, verdict: Verdict) -> None:
        game = self.controller.game
        texts = {
            Verdict.WINNABLE: (self.tr("This deal can be won.")
                               if game.position == game.start
                               else self.tr("This deal can still be won.")),
            Verdict.LOST: self.tr("This deal can no longer be won."),
            Verdict.HOPELESS: self.tr("This deal cannot be won."),
            Verdict.SETTLING: self.tr("Whether this deal can be won is not known yet: "
                                      "the search goes on."),
            Verdict.UNKNOWN: self.tr("Whether this deal can be won is not known."),
        }
        text = texts.get(verdict)
        if text is None or verdict is self._last_verdict:
            return
        self._last_verdict = verdict
        self.speech.announce(text)

    def _won(self) -> None:
        game = self.controller.game
        if self.controller.played_by_solve:
            text = self.tr("Solved by the computer.")
        else:
            text = fill(self.tr("You won! Score %1 in %2 moves."), game.score, game.move_count)
        self.speech.announce(text)

    def _stuck(self) -> None:
        self.speech.announce(self.tr("No move is left."))
