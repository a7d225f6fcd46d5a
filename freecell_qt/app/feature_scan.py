"""Spare the start PySide's scan of every module's source.

Once ``PySide6.QtCore`` is imported, PySide looks at each module imported after
it to learn whether it may ask for one of PySide's ``__feature__`` switches
(``from __feature__ import snake_case``): it reads the module's whole source
through ``inspect`` and keeps it in ``linecache``. For the modules of the first
frame that cost 10-15 ms of the start and 3 MB of the window's memory, and none
of them asks for a switch. The switches are off for every module until
one imports ``__feature__``, and that import sets its module's switches itself,
so a module taken as one that never asks changes nothing.

This leans on a name PySide keeps to itself (``shibokensupport.feature``), so
it looks before it touches: where the name is gone, PySide scans as before.
"""

from __future__ import annotations

import linecache
import sys
from types import ModuleType


def _never_asks(module: ModuleType) -> bool:
    """What PySide asks of each new module: whether it may use a switch. None of
    this program's modules, nor those of the libraries it imports, does."""
    return False


def skip() -> bool:
    """Stop the scan for modules imported from here on; False where PySide has
    no such scan (another version), and nothing changed."""
    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False
    feature._mod_uses_pyside = _never_asks  # type: ignore[attr-defined]
    # What it read before this call (the modules that imported while PySide
    # loaded) is dropped too: a traceback reads a file again when it needs it.
    linecache.clearcache()
    return True
