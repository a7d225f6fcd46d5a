"""Qt Linguist's markers with the types they have at run time.

PySide6's stubs describe two of them less precisely than PySide6 behaves, which
would leave every table of translatable names typed ``object``:

* ``QT_TRANSLATE_NOOP(context, text)`` returns ``text`` itself (it only marks
  the string for lupdate), but the stub types its arguments and its result as
  ``object``;
* ``tr()`` may be called on a class (``StepWords.tr(text, "", n)``: PySide6
  then translates in the class's context, as it does for an instance), but the
  stub declares it an instance method only.

The words modules import the marker from here under its own name, so lupdate,
which reads the source text, still finds every ``QT_TRANSLATE_NOOP("Context",
"text")``; and their context classes derive from ``TranslationContext``, which
at run time is ``QObject`` itself, so no translation context is added.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from PySide6 import QtCore
from PySide6.QtCore import QObject

# A cast because PySide6's stub is wrong: the function returns its message (a str
# here), where the stub says ``(object, object) -> object``.
QT_TRANSLATE_NOOP = cast("Callable[[str, str], str]", QtCore.QT_TRANSLATE_NOOP)

if TYPE_CHECKING:

    class TranslationContext(QObject):
        """A class whose name is a translation context, for ``Class.tr(...)``."""

        # PySide6's stub declares tr() for instances only; on a class it works
        # the same, with the class's name as the context.
        @classmethod
        def tr(cls, source_text: str, /, disambiguation: str | None = None,
               n: int = -1) -> str: ...

else:
    TranslationContext = QObject
