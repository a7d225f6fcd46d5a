"""The rules table: one value describes a FreeCell-family game.

``Rules`` (``value``) holds every field, each declared once in ``fields``
(how it is spelled in a code, saved and set on the command line); ``presets``
the named games as rows of the table; ``options`` the enums the fields take;
``layouts`` how a shuffled deck is dealt into a game's layout; ``spec`` a rule
set as the short word of a custom game's code (docs/rules.md, The rules table).
"""

from freecell_qt.engine.moves import MAX_PILES
from freecell_qt.engine.rules.fields import (
    MAX_CELLS,
    MAX_COLUMNS,
    MAX_DECKS,
    MIN_CELLS,
    MIN_COLUMNS,
    MIN_DECKS,
    RuleFields,
)
from freecell_qt.engine.rules.layouts import arranged, deal_layout
from freecell_qt.engine.rules.options import (
    COLUMN_BUILDS,
    Base,
    Build,
    DealOrder,
    EmptyFill,
    FoundationBuild,
    Reserves,
    SafeAutomove,
    SequenceMove,
    Supermove,
    Tableau,
)
from freecell_qt.engine.rules.presets import DECK, PRESETS, TABLE, Preset, rows_layout
from freecell_qt.engine.rules.spec import parse_rules_spec, rules_spec
from freecell_qt.engine.rules.value import (
    UNLIMITED_CAPACITY,
    Rules,
)

__all__ = [
    "COLUMN_BUILDS",
    "DECK",
    "MAX_CELLS",
    "MAX_COLUMNS",
    "MAX_DECKS",
    "MAX_PILES",
    "MIN_CELLS",
    "MIN_COLUMNS",
    "MIN_DECKS",
    "PRESETS",
    "TABLE",
    "UNLIMITED_CAPACITY",
    "Base",
    "Build",
    "DealOrder",
    "EmptyFill",
    "FoundationBuild",
    "Preset",
    "Reserves",
    "RuleFields",
    "Rules",
    "SafeAutomove",
    "SequenceMove",
    "Supermove",
    "Tableau",
    "arranged",
    "deal_layout",
    "parse_rules_spec",
    "rows_layout",
    "rules_spec",
]
