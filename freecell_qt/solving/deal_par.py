"""The par of the deal in play, worked out in the background.

The par search (``engine.solver.par``) is longer than the rating, so it is
asked for only once the deal's rating is in, on the rater's own worker: the
verdict, the hints and the rating all come first, and play is never
delayed. A new deal, or a search for a deal, asks the worker something else,
which drops the par's question (the worker answers only its latest one).

Pars are kept by deal and rules like ratings, so a restart or a replay of the
same deal has its par at once. Only games the par search plays (the compact
route of the FreeCell family) get a par: elsewhere the "par" would be no more
than Solve's own solution. Like the rating, the par tells that the deal can
be won, so none is asked for while the verdict is hidden.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from freecell_qt.controller import Change, ChangeKind, GameController
from freecell_qt.engine import Position, Rules
from freecell_qt.engine.rating import Rating
from freecell_qt.solving.advisor import Recent
from freecell_qt.solving.deal_rating import DealRater, plain_rules
from freecell_qt.solving.messages import ParAnswer, ParRequest, Reply

#: Deals whose par is kept, as many as their ratings.
PARS_KEPT = 64


def has_par(rules: Rules) -> bool:
    """Whether the par search plays ``rules`` (else a deal of them has no par)."""
    # Not imported with the module: the solver stays out of the first frame.
    from freecell_qt.engine.solver.route import Route, route

    return route(rules) is Route.COMPACT


class DealPar(QObject):
    """Asks for the par of each rated deal put in play and keeps it by deal."""

    #: The par of the game in play in moves, or None while it is not known.
    parChanged = Signal(object)

    def __init__(self, controller: GameController, rater: DealRater,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.rater = rater
        self.service = rater.service
        #: What the par search said of each deal: ``(length,)``, or ``(None,)``
        #: when it settled no par (kept too, so that it is not searched again).
        self.pars: Recent[tuple[Position, Rules], tuple[int | None]] = Recent(PARS_KEPT)
        #: The par question in the worker: its number and the deal's key.
        self._asked: tuple[int, tuple[Position, Rules]] | None = None
        #: The par of the game in play, in moves; None while not known.
        self.par: int | None = None
        self.service.answered.connect(self._answered)
        rater.ratingChanged.connect(self._rated)
        controller.changed.connect(self._game_changed)

    def _key(self) -> tuple[Position, Rules]:
        game = self.controller.game
        return game.start, plain_rules(game.rules)

    def _game_changed(self, change: Change) -> None:
        if change.kind is ChangeKind.DEAL:
            known = self.pars.get(self._key())
            self._show(None if known is None else known[0])

    def _rated(self, rating: Rating | None) -> None:
        """Ask for the par once the deal is rated winnable (or not settled)."""
        key = self._key()
        known = self.pars.get(key)
        if known is not None:
            self._show(known[0])
            return
        self._show(None)
        if rating is None or rating.status == "unsolvable" or not has_par(key[1]):
            return
        if self.rater.searching_deal or (self._asked is not None and self._asked[1] == key
                                         and self.service.busy):
            return
        self._asked = self.service.ask(ParRequest(*key)), key

    def _answered(self, reply: Reply) -> None:
        answer = reply.answer
        if not isinstance(answer, ParAnswer):
            return
        if self._asked is None or reply.ident != self._asked[0]:
            return
        asked, self._asked = self._asked[1], None
        # An answer that comes is never a cancelled search's: the worker answers
        # only the latest question, and a newer one is what cancels.
        length = answer.result.length
        self.pars.put(asked, (length,))
        if asked == self._key():
            self._show(length)

    def _show(self, par: int | None) -> None:
        if par != self.par:
            self.par = par
            self.parChanged.emit(par)
