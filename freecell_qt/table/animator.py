"""Card flights: queued segments of simultaneous moves, finished at once on demand.

One ``QVariantAnimation`` drives a whole segment (however many cards fly in
it) so a deal of 52 cards costs one timer, not 52 objects. Segments play one
after another, which is how a chain of auto-moves stays readable.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation, Signal
from PySide6.QtWidgets import QGraphicsItem

FLYING_Z = 10_000.0


@dataclass
class Flight:
    """One card's trip within a segment; times in milliseconds."""

    item: QGraphicsItem
    end: QPointF
    z: float
    delay: float = 0.0
    duration: float = 0.0
    start: QPointF | None = None  # filled in when the segment starts
    #: Pixels the card rises above the straight line at mid-flight: a leap
    #: thrown at an even pace (a parabola) instead of a glide that slows down.
    arc: float = 0.0


@dataclass
class Segment:
    flights: list[Flight]
    then: Callable[[], None] | None = None

    @property
    def length(self) -> float:
        return max((f.delay + f.duration for f in self.flights), default=0.0)


class Animator(QObject):
    """Plays segments in order; ``finish()`` lands every card at once."""

    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: deque[Segment] = deque()
        self._current: Segment | None = None
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.valueChanged.connect(self._step)
        self._animation.finished.connect(self._segment_done)
        self._easing = QEasingCurve(QEasingCurve.Type.OutCubic)

    @property
    def busy(self) -> bool:
        return self._current is not None or bool(self._queue)

    @property
    def flight_ms(self) -> int:
        """How long the segment flying now (or the last one flown) takes, in
        milliseconds: at Solve's fast pace a move must land before the next one."""
        return self._animation.duration()

    def play(self, flights: list[Flight], then: Callable[[], None] | None = None) -> None:
        self._queue.append(Segment(flights, then))
        if self._current is None:
            self._next()

    def finish(self) -> None:
        """Land every queued card where it is going, in order, right now."""
        self._animation.stop()
        segments = ([self._current] if self._current else []) + list(self._queue)
        self._current = None
        self._queue.clear()
        for segment in segments:
            for flight in segment.flights:
                flight.item.setPos(flight.end)
                flight.item.setZValue(flight.z)
            if segment.then:
                segment.then()
        self.idle.emit()

    def drop(self) -> None:
        """Forget every flight, the cards left where they are and nothing run after
        them: for a deal that starts again at another size (``TableScene.set_size``)."""
        self._animation.stop()
        self._current = None
        self._queue.clear()

    def _next(self) -> None:
        while self._queue:
            segment = self._queue.popleft()
            if segment.length <= 0:
                self._land(segment)
                continue
            self._current = segment
            for flight in segment.flights:
                flight.start = flight.item.pos()
                flight.item.setZValue(FLYING_Z + flight.z)
            self._animation.setEndValue(segment.length)
            self._animation.setDuration(max(1, round(segment.length)))
            self._animation.start()
            return
        self._current = None
        self.idle.emit()

    def _land(self, segment: Segment) -> None:
        for flight in segment.flights:
            flight.item.setPos(flight.end)
            flight.item.setZValue(flight.z)
        if segment.then:
            segment.then()

    def _step(self, value: float) -> None:
        segment = self._current
        if segment is None:
            return
        now = value
        for flight in segment.flights:
            if flight.start is None:
                continue
            if flight.duration <= 0:
                progress = 1.0 if now >= flight.delay else 0.0
            else:
                progress = min(1.0, max(0.0, (now - flight.delay) / flight.duration))
            if flight.arc:
                rise = QPointF(0.0, flight.arc * 4 * progress * (1 - progress))
                flight.item.setPos(flight.start + (flight.end - flight.start) * progress - rise)
                continue
            t = self._easing.valueForProgress(progress)
            flight.item.setPos(flight.start + (flight.end - flight.start) * t)

    def _segment_done(self) -> None:
        segment, self._current = self._current, None
        if segment is not None:
            self._land(segment)  # may queue and start more flights
        if self._current is None:
            self._next()
