"""The difficulty of the game in play, and random deals proven winnable.

Both are long searches, so they run in a solver worker of their own: the
advisor's worker stays free for the verdict and hints, and a rating never
delays a hint. The rating of a new deal is asked for once the advisor's
verdict is in, so the two searches do not compete for the processor while
the player waits for "Winnable".

A search for a deal goes through a list of random candidates in the worker,
reporting each one, until one is proven winnable (and of the wanted level).
Ratings are kept by deal and rules (the last ``RATINGS_KEPT``), so the deal
found, a restart or a replay of the same deal is rated at once. A rating
comes long after it was asked for; it is filed under the deal it was asked
about, and shown only while that deal is the one in play. Like the verdict, the rating tells whether
a deal can be won, so none is worked out while the verdict is hidden.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from freecell_qt.controller import Change, ChangeKind, GameController
from freecell_qt.engine import Position, Rules, initial_position, random_deal_number
from freecell_qt.engine.rating import Difficulty, Rating, known_winnable
from freecell_qt.solving.advisor import Advisor, Recent, Verdict
from freecell_qt.solving.messages import FindAnswer, FindRequest, RateAnswer, RateRequest, Reply
from freecell_qt.solving.service import SolverService

#: Candidates sent with one search. Lost deals are thrown out in
#: milliseconds, and in some games nearly every deal is lost: FreeCell with
#: no free cell wins 7 of deals 1-3000, so 200 candidates held a winnable
#: deal only about one time in three; 5,000 hold one all but always.
CANDIDATES = 5_000
#: ... but a search gives up after this long, for a level that is rare (or
#: never reached) in the game chosen: each candidate of a hard game costs up
#: to a second or so. The player sees the count and can stop it sooner.
FIND_SECONDS = 120.0
#: How long the rater's worker stays once idle: it is needed about once a deal,
#: and a worker is some 20 MB; starting another costs a fifth of a second of a core.
IDLE_MS = 4_000
#: Deals whose rating is kept: plenty for going back to recent deals, and a
#: bound on what a session of many new games keeps.
RATINGS_KEPT = 64


def _plain(rules: Rules) -> Rules:
    """The rules a rating depends on: take-back plays no part in it."""
    return rules.with_options(rules.supermove, False)


#: The rules a deal's rating and par are kept under.
plain_rules = _plain


class DealRater(QObject):
    """Rates each deal put in play, and finds winnable deals on request."""

    #: The rating of the game in play: a ``Rating``, or None while it is worked out.
    ratingChanged = Signal(object)
    #: A search for a deal is on its n-th candidate.
    searching = Signal(int)
    #: A search ended with a deal: (Found, Rules).
    found = Signal(object, object)
    #: A search ended without a deal, after this many candidates.
    notFound = Signal(int)

    def __init__(self, controller: GameController, advisor: Advisor,
                 service: SolverService | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.advisor = advisor
        self.service = service or SolverService(self)
        retire = getattr(self.service, "retire_when_idle", None)
        if retire is not None:  # a service of the tests' may have no process to retire
            retire(IDLE_MS)
        self.service.answered.connect(self._answered)
        self.service.progress.connect(self._progress)
        self.ratings: Recent[tuple[Position, Rules], Rating] = Recent(RATINGS_KEPT)
        #: The rating being worked out: the request's number and the deal's key.
        self._asked: tuple[int, tuple[Position, Rules]] | None = None
        #: The search for a deal in progress: how many candidates it has reached.
        self._search: int | None = None
        self.rating: Rating | None = None
        controller.changed.connect(self._game_changed)
        advisor.verdictChanged.connect(lambda _verdict: self._rate_game())
        controller.prefs.changed.connect(self._preference_changed)

    @property
    def busy(self) -> bool:
        """True while a rating or a search for a deal may still come in.

        Once False, no answer is left to rate the game or to deal another
        one: that is what a test waits for before checking that nothing more
        happened.
        """
        return self.service.busy

    # -- rating ------------------------------------------------------------
    def _key(self) -> tuple[Position, Rules]:
        game = self.controller.game
        return game.start, _plain(game.rules)

    def _game_changed(self, change: Change) -> None:
        if change.kind is ChangeKind.DEAL:
            self._rate_game(dealt=True)

    def _preference_changed(self, key: str) -> None:
        if key == "show_verdict":
            self._rate_game(dealt=True)

    def _rate_game(self, dealt: bool = False) -> None:
        """Show the rating of the deal in play, asking for it when not known yet.

        ``dealt``: a game was just put in play, which starts unrated in the
        controller even when its rating is known here.
        """
        if not self.controller.prefs.show_verdict:
            # The rating tells whether the deal can be won: not asked for
            # while the player keeps that hidden.
            if self._asked is not None and self._search is None:
                self.service.cancel()
            self._asked = None
            self.rating = None
            return
        key = self._key()
        rating = self.ratings.get(key)
        if rating is not None and self.advisor.verdict is Verdict.WINNABLE:
            # won by the verdict's search alone, maybe since it was rated
            rating = known_winnable(rating)
            self.ratings.put(key, rating)
        if rating is not None:
            if dealt or rating is not self.rating:
                self._deliver(rating)
            return
        if self.advisor.verdict is Verdict.HOPELESS:
            # Proven not winnable from the deal: there is nothing to rate.
            self._deliver(Rating(None, None, 0, "unsolvable"))
            return
        asking = self._asked is not None and self._asked[1] == key
        if self.rating is not None or not asking:
            self.rating = None
            self.ratingChanged.emit(None)
        if self._search is not None or self.advisor.verdict is Verdict.CHECKING:
            return  # the worker is busy with a search, or the verdict comes first
        if asking and self.service.busy:
            return
        self._asked = self.service.ask(RateRequest(*key)), key

    def _deliver(self, rating: Rating) -> None:
        self.rating = rating
        difficulty = rating.difficulty
        self.controller.set_difficulty(None if difficulty is None else difficulty.value)
        self.ratingChanged.emit(rating)

    # -- searching for a deal ------------------------------------------------
    @property
    def searching_deal(self) -> bool:
        return self._search is not None

    def find(self, rules: Rules, wanted: Difficulty | None) -> None:
        """Look for a random deal proven winnable (of level ``wanted``, if given)."""
        candidates = tuple(random_deal_number() for _ in range(CANDIDATES))
        self._asked = None
        self._search = 0
        self.service.ask(FindRequest(candidates, rules, wanted, FIND_SECONDS or None))
        self.searching.emit(0)

    def cancel_find(self) -> bool:
        """Stop a search for a deal; False when none was running."""
        if self._search is None:
            return False
        self._search = None
        self.service.cancel()
        self._rate_game()  # the game in play may still want its rating
        return True

    def _progress(self, tried: int) -> None:
        if self._search is not None:
            self._search = tried
            self.searching.emit(tried)

    # -- answers -------------------------------------------------------------
    def _answered(self, reply: Reply) -> None:
        answer = reply.answer
        if isinstance(answer, RateAnswer):
            if self._asked is None or reply.ident != self._asked[0]:
                return  # a rating given up since (a search for a deal took over)
            asked, self._asked = self._asked[1], None
            rating = answer.rating
            if asked == self._key() and self.advisor.verdict is Verdict.WINNABLE:
                rating = known_winnable(rating)
            if rating.status != "cancelled":
                self.ratings.put(asked, rating)
            if asked == self._key():
                self._deliver(rating)
            return
        if not isinstance(answer, FindAnswer) or self._search is None:
            return
        rules, tried = answer.request.rules, self._search
        self._search = None
        result = answer.found
        if result is not None:
            if result.rating is not None:
                start = initial_position(rules, result.deal_number)
                self.ratings.put((start, _plain(rules)), result.rating)
            self.found.emit(result, rules)
        else:
            self.notFound.emit(tried or CANDIDATES)
            self._rate_game()
