"""A rule set as a short word, the middle part of a custom game's code.

``C6K10R2BSFKMSDR`` reads: 6 free cells, 10 columns, 2 cards dealt to the
cells, build by suit, empty columns take kings, supermoves, deal by rows; a
game whose first card dealt sets the foundations' base adds ``W`` (ranks go
round), or ``E`` where every card of the first card's rank starts the
foundations (ranks go round on them alone); columns whose ranks go round
other than the base says add ``G`` (they go round) or ``H`` (they do not); a
game with a free cell for each suit ``X``, one whose free cell ``i`` turns
column ``i``'s top card face down while it holds a card (Flipper) ``J``, foundations by rank
(Stalactites) ``Y`` or in alternate colours (Clink) ``Z``, reserve piles
``I`` and their kind (``IF`` Limpopo's, ``IR`` Headquarters', ``IN``, ``IE``,
``IC`` Needle's, Haystack's, Pitchfork's), columns of two kinds (Antares)
``U``, 52 piles in overlapping tiers (Sarlacc) ``O``, columns dealt face
down but for their last card (Opera) ``N``, a game of two or three
decks ``P2`` or ``P3``, and a layout other than
row by row follows as ``L`` and counts joined by ``.`` (``docs/codes.md``).
Every field is always written, in this order, so that one rule set has
exactly one spelling.
"""

from __future__ import annotations

import re
from typing import TypeVar

from freecell_qt.engine.errors import RulesError
from freecell_qt.engine.rules.options import (
    BASE_LETTERS,
    BUILD_LETTERS,
    DEAL_LETTERS,
    FACE_DOWN_LETTER,
    FILL_LETTERS,
    FOUNDATION_LETTERS,
    RESERVE_LETTERS,
    SEQUENCE_LETTERS,
    TABLEAU_LETTERS,
    WRAP_LETTERS,
    Base,
    FoundationBuild,
    Reserves,
    Tableau,
)
from freecell_qt.engine.rules.presets import Preset
from freecell_qt.engine.rules.value import Rules

_T = TypeVar("_T")

#: The longest spelling: two-digit cells, columns and cards dealt to the cells,
#: a dealt base, columns going round or not, a cell for each suit, cells
#: that cover their columns, foundations by rank, two or three decks and
#: 14 counts of up to three digits (a column of three decks); anything longer is
#: refused unread.
MAX_SPEC_CHARS = 16 + 4 + 2 + 1 + 1 + 2 + 1 + 1 + 14 * 4

_SPEC_RE = re.compile(
    r"C(?P<cells>[0-9]{1,2})K(?P<columns>[0-9]{1,2})R(?P<reserve>[0-9]{1,2})"
    r"B(?P<build>[ASNO])F(?P<fill>[AKN])M(?P<sequence>[SUO])D(?P<deal>[RCSKA])"
    r"(?P<base>[WE])?(?P<wrap>[GH])?(?P<suit_cells>X)?(?P<covers>J)?"
    # Each kind of foundation not by suit has its letter (``FOUNDATION_LETTERS``),
    # and so has each kind of reserve piles (``RESERVE_LETTERS``).
    rf"(?P<foundation>[{''.join(FOUNDATION_LETTERS.values())}])?"
    rf"(?:I(?P<reserves>[{''.join(RESERVE_LETTERS.values())}]))?"
    rf"(?P<tableau>[{''.join(TABLEAU_LETTERS.values())}])?"
    rf"(?P<face_down>{FACE_DOWN_LETTER})?"
    r"(?:P(?P<decks>[23]))?(?:L(?P<layout>[0-9]{1,3}(?:\.[0-9]{1,3}){3,13}))?"
)


def rules_spec(rules: Rules) -> str:
    """The word for ``rules`` (the player's options are not part of it).

    >>> rules_spec(Rules.preset("seahaven-towers"))
    'C4K10R2BSFKMSDR'
    """
    return rules.spec


def parse_rules_spec(text: str) -> Rules:
    """The rule set a word names; ``RulesError`` saying what is wrong.

    >>> parse_rules_spec("c4k8r0bsfamsdr").title
    "Baker's Game"
    """
    word = text.strip().upper()
    if len(word) > MAX_SPEC_CHARS or not word.isascii():
        raise RulesError("the rules part is not like C4K8R0BAFAMSDR")
    match = _SPEC_RE.fullmatch(word)
    if match is None:
        raise RulesError("the rules part is not like C4K8R0BAFAMSDR")
    layout = (
        tuple(int(n) for n in match["layout"].split(".")) if match["layout"] else None
    )
    return Rules(
        Preset.CUSTOM,
        int(match["cells"]),
        columns=int(match["columns"]),
        reserve=int(match["reserve"]),
        layout=layout,
        build=_key(BUILD_LETTERS, match["build"]),
        fill=_key(FILL_LETTERS, match["fill"]),
        sequence=_key(SEQUENCE_LETTERS, match["sequence"]),
        deal=_key(DEAL_LETTERS, match["deal"]),
        decks=int(match["decks"] or 1),
        base=_key(BASE_LETTERS, match["base"]) if match["base"] else Base.ACE,
        column_wrap=_key(WRAP_LETTERS, match["wrap"]) if match["wrap"] else None,
        suit_cells=bool(match["suit_cells"]),
        cells_cover=bool(match["covers"]),
        foundation=(_key(FOUNDATION_LETTERS, match["foundation"]) if match["foundation"]
                    else FoundationBuild.SUIT),
        tableau=(_key(TABLEAU_LETTERS, match["tableau"]) if match["tableau"]
                 else Tableau.PLAIN),
        reserves=(_key(RESERVE_LETTERS, match["reserves"]) if match["reserves"]
                  else Reserves.NONE),
        face_down=bool(match["face_down"]),
    )


def _key(letters: dict[_T, str], letter: str) -> _T:
    return next(option for option, value in letters.items() if value == letter)
