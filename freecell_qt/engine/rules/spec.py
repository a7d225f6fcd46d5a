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
exactly one spelling: each field's part is declared with it (``fields``).
"""

from __future__ import annotations

import re

from freecell_qt.engine.errors import RulesError
from freecell_qt.engine.rules.fields import as_fields, read_word, word_length, word_pattern
from freecell_qt.engine.rules.presets import Preset
from freecell_qt.engine.rules.value import Rules

#: The longest spelling: two-digit cells, and every field at its longest (up
#: to 14 counts of three digits in the layout); anything longer is refused
#: unread.
MAX_SPEC_CHARS = 3 + word_length()

#: The cells, then each field's part in its place (``fields.Spelling``).
_SPEC_RE = re.compile("C(?P<cells>[0-9]{1,2})" + word_pattern())


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
    return Rules(Preset.CUSTOM, int(match["cells"]), **as_fields(read_word(match)))
