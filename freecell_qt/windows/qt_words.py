"""The words of Qt's own standard buttons, for a language Qt itself does not speak.

Qt ships ``qtbase_fr.qm`` but no Romanian catalog, so without help a Romanian
window would show English OK, Cancel and Close buttons. Qt asks the installed
translators for these words under Qt's own contexts, and our catalog is one of
them: listing the words here puts them in our ``.ts`` files for translation.
Where Qt has a catalog (French), it is installed after ours and so answers first.
"""

from __future__ import annotations

from freecell_qt.words.linguist import QT_TRANSLATE_NOOP

#: The buttons the game's dialogs use, as the generic platform theme words them
#: (Windows, macOS, KDE, offscreen) and as the GNOME theme does, with accelerators.
STANDARD_BUTTONS: tuple[tuple[str, str], ...] = (
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "OK")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Close")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Reset")),
    ("QGnomeTheme", QT_TRANSLATE_NOOP("QGnomeTheme", "&OK")),
    ("QGnomeTheme", QT_TRANSLATE_NOOP("QGnomeTheme", "&Cancel")),
    ("QGnomeTheme", QT_TRANSLATE_NOOP("QGnomeTheme", "&Close")),
)
