"""The words menus and software centres show for the game, translated with the game's own.

The desktop file and the AppStream metainfo in ``resources/linux`` are written
from these by ``packaging/store_files.py``, each language's text taken from its
``.ts`` catalog. A translator translates the store page where they translate
the game, and the menu entry, the store page and the window never disagree.
Nothing here is shown in the window; the strings live in the package only so
that lupdate finds them with the rest.
"""

from __future__ import annotations

from freecell_qt.words.linguist import QT_TRANSLATE_NOOP

CONTEXT = "StoreWords"

#: The menu entry's second line in desktops that show a generic name.
GENERIC_NAME = QT_TRANSLATE_NOOP("StoreWords", "FreeCell Solitaire")
#: The menu entry's tooltip.
COMMENT = QT_TRANSLATE_NOOP(
    "StoreWords", "Solitaire with every card in sight: Microsoft deal numbers and game codes")
#: The words a menu search finds the game by.
#: Translator: words separated by semicolons, the list ending with one; add the
#: words players of your language search for (the game's local name).
KEYWORDS = QT_TRANSLATE_NOOP("StoreWords", "freecell;solitaire;patience;cards;forecell;")
#: The store page's one line under the name.
SUMMARY = QT_TRANSLATE_NOOP("StoreWords", "Solitaire with every card in sight")

#: The store page's description: one paragraph, then a list.
DESCRIPTION_PARAGRAPH = QT_TRANSLATE_NOOP(
    "StoreWords",
    "FreeCell is the patience game where all 52 cards are dealt face up: build the four "
    "foundations from ace to king, with the help of up to four free cells. Almost every deal "
    "can be won, and each is a puzzle of its own.")
DESCRIPTION_ITEMS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("StoreWords", "Microsoft-compatible deal numbers, and game codes that "
                                    "give a friend exactly the same game"),
    QT_TRANSLATE_NOOP("StoreWords", "Twenty-four games: FreeCell with zero to four free cells, "
                                    "ForeCell, Baker's Game, Eight Off, Seahaven Towers, "
                                    "Penguin, games of two and three decks, and a game of your "
                                    "own"),
    QT_TRANSLATE_NOOP("StoreWords", "A solver that gives hints, plays the game for you and "
                                    "tells whether it can still be won"),
    QT_TRANSLATE_NOOP("StoreWords", "Deals rated from easy to expert, a Daily Deal, statistics "
                                    "and a review of every game"),
    QT_TRANSLATE_NOOP("StoreWords", "Mouse, keyboard and touch play, unlimited undo, and a "
                                    "table a screen reader can follow"),
    QT_TRANSLATE_NOOP("StoreWords", "Light and dark mode, in twenty-five languages"),
)

#: Each screenshot of the store page (its file in docs/screenshots) and its caption.
SCREENSHOTS: tuple[tuple[str, str], ...] = (
    ("main-window.png", QT_TRANSLATE_NOOP(
        "StoreWords", "Deal 1, after two moves: the clubs and the ace of spades are up")),
    ("dark.png", QT_TRANSLATE_NOOP(
        "StoreWords", "The same game in dark mode, on the dark felt")),
    ("table-blue.png", QT_TRANSLATE_NOOP("StoreWords", "The blue felt")),
    ("tall-400x770-dark.png", QT_TRANSLATE_NOOP(
        "StoreWords", "The large-index deck in a tall, narrow window")),
)
