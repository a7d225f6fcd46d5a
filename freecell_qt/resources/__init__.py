"""Files the app carries inside its package: the application icon and the
compiled translations.

They are read through ``importlib.resources`` rather than paths built from
``__file__``, so that one piece of code finds them in a source checkout, an
installed wheel and a PyInstaller bundle alike. The icons are laid out as a
freedesktop ``hicolor`` theme, so the Linux installers copy the folder as it is.
"""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import TYPE_CHECKING

from freecell_qt import APP_ID

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

#: Pixel sizes of the committed PNG icons (packaging/make_icons.py renders them).
ICON_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256, 512)


def icon_theme() -> Traversable:
    """The ``hicolor`` folder, ready to be merged into an icon theme folder."""
    return files(__name__) / "icons" / "hicolor"


def icon_png(size: int) -> Traversable:
    return icon_theme() / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def icon_svg() -> Traversable:
    """The hand-written source of every icon, also installed as the scalable one."""
    return icon_theme() / "scalable" / "apps" / f"{APP_ID}.svg"


def translation_catalog(language: str) -> Traversable:
    """The compiled Qt Linguist catalog of ``language`` (``freecell_qt_fr.qm``).

    The ``.qm`` files are committed next to this module, built from the
    ``.ts`` sources in the top-level ``resources/translations`` folder.
    """
    return files(__name__) / "translations" / f"freecell_qt_{language}.qm"


def app_icon() -> QIcon:
    """The window icon, with every size so that Qt never has to scale one up.

    Qt is imported here rather than at the top so that the module stays usable
    by packaging code and tests that have no use for a ``QGuiApplication``.
    """
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon, QPixmap

    icon = QIcon()
    for size in ICON_SIZES:
        resource = icon_png(size)
        if isinstance(resource, Path):
            # A real file (checkout, wheel, bundle): Qt reads it only when asked.
            icon.addFile(str(resource), QSize(size, size))
        else:
            pixmap = QPixmap()
            if pixmap.loadFromData(resource.read_bytes(), "PNG"):
                icon.addPixmap(pixmap)
    return icon
