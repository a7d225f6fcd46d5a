"""Waits that hold on a loaded machine: the ``qtbot`` every test gets (tests/conftest.py).

pytest-qt gives each of its waits five seconds unless told otherwise. That is
plenty on an idle machine and too little on one where other processes share
the cores: a window shown, a solver process started or a socket answered may
then take longer than five seconds of wall-clock time although nothing is
wrong. A wait ends as soon as what it waits for happens, so a generous limit
costs nothing when a test passes; it only delays the report of a real failure.

So every wait here defaults to ``PATIENCE_MS``, and a test never waits a fixed
time in the hope that something has happened: it waits for the state or the
signal. To check that something did *not* happen, it first waits for a later
event that proves it would have happened by then (``settle``).
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Literal

from pytestqt.qtbot import QtBot

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QWidget
    from pytestqt.wait_signal import (
        CallbackBlocker,
        CheckParamsCb,
        MultiSignalBlocker,
        SignalBlocker,
    )

#: How long any wait may last before the test fails: far beyond what anything
#: the tests wait for takes, even with every core busy with other work.
PATIENCE_MS = 60_000


class PatientQtBot(QtBot):
    """pytest-qt's ``qtbot`` with ``PATIENCE_MS`` as every wait's default limit."""

    def waitUntil(self, callback: Callable[[], bool | None], *,
                  timeout: int = PATIENCE_MS) -> None:
        super().waitUntil(callback, timeout=timeout)

    def waitSignal(self, signal: SignalInstance, *, timeout: int = PATIENCE_MS,
                   raising: bool | None = None,
                   check_params_cb: CheckParamsCb | None = None) -> SignalBlocker:
        return super().waitSignal(signal, timeout=timeout, raising=raising,
                                  check_params_cb=check_params_cb)

    def waitSignals(self, signals: list[SignalInstance], *, timeout: int = PATIENCE_MS,
                    raising: bool | None = None,
                    check_params_cbs: list[CheckParamsCb] | None = None,
                    order: Literal["none", "simple", "strict"] = "none") -> MultiSignalBlocker:
        return super().waitSignals(signals, timeout=timeout, raising=raising,
                                   check_params_cbs=check_params_cbs,
                                   order=order)

    def waitCallback(self, *, timeout: int = PATIENCE_MS,
                     raising: bool | None = None) -> CallbackBlocker:
        return super().waitCallback(timeout=timeout, raising=raising)

    def waitExposed(self, widget: QWidget, *,
                    timeout: int = PATIENCE_MS) -> AbstractContextManager[None]:
        return super().waitExposed(widget, timeout=timeout)

    def waitActive(self, widget: QWidget, *,
                   timeout: int = PATIENCE_MS) -> AbstractContextManager[None]:
        return super().waitActive(widget, timeout=timeout)


def settle(qtbot: QtBot) -> None:
    """Return once the events queued so far have been handled.

    A call queued now runs after every event already waiting, so when it has
    run, whatever those events do (a layout, a queued signal, a dialog shown
    from the event loop) has been done. A check that something did *not*
    happen waits for this first, rather than for a fixed time.
    """
    from PySide6.QtCore import QTimer

    done: list[bool] = []
    QTimer.singleShot(0, lambda: done.append(True))
    qtbot.waitUntil(lambda: bool(done))
