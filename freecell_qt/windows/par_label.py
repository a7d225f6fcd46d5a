"""The par in the status bar, beside the moves: "Par: 41 / 80".

The status bar's Moves counts only the player's own moves, so it does not
compare with the par, which counts every move of a win, those to the
foundations and the auto-moves too. This label counts the game the par's
way (``engine.par_count``) and sets it before the deal's par, so the player
sees during play how the game stands against it; the tooltip says how it is
counted. Like the status bar's other figures it is a plain label, whose
text is what a screen reader reads for it.

It is shown only while the deal's par is known (``DealPar``: none outside
the FreeCell family, none until the search answers, none while the verdict
is hidden, for the par tells that the deal can be won) and while the game on
the table is the one in play: a replay or a solution shown has its own step
count, and the solution starts mid-game, where the par's count of it would
mislead.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from freecell_qt.app.i18n import format_number
from freecell_qt.controller import GameController
from freecell_qt.engine.par_count import par_count
from freecell_qt.solving.deal_par import DealPar
from freecell_qt.words.wording import Wording


class ParLabel(QLabel):
    """The game counted the par's way beside the deal's par, while it is known."""

    def __init__(self, controller: GameController, par: DealPar,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("parLabel")
        self.controller = controller
        self.par = par
        self.hide()
        # Every move, undo, redo and new deal, the par's answer, a replay or
        # solution coming and going, and the verdict shown or hidden.
        controller.changed.connect(self.refresh)
        controller.replay_changed.connect(self.refresh)
        par.parChanged.connect(self.refresh)
        controller.prefs.changed.connect(self._preference_changed)
        Wording(self).add(self.refresh)

    def refresh(self, *_why: object) -> None:
        par = self.par.par
        shown = (par is not None and not self.controller.read_only
                 and self.controller.prefs.show_verdict)
        if shown and par is not None:
            self.setText(self.tr("Par: {0} / {1}").format(
                format_number(par_count(self.controller.game)), format_number(par)))
            self.setToolTip(self.tr(
                "Your moves as the par counts them (every move, those to the foundations "
                "and the automatic ones included), and the deal's par: the fewest moves "
                "found to win it"))
        self.setVisible(shown)

    def _preference_changed(self, key: str) -> None:
        if key == "show_verdict":
            self.refresh()
