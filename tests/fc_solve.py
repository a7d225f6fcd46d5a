"""fc-solve's command-line words for a rule set, shared by the oracle tests and
the solver benchmark, which both run Debian's fc-solve beside our solver."""

from __future__ import annotations

from freecell_qt.engine import Build, EmptyFill, Rules, SequenceMove, Supermove
from freecell_qt.engine.rules import FoundationBuild
from freecell_qt.engine.rules.options import KING_DEALS
from freecell_qt.engine.solver.route import Route, route


def fc_solve_options(rules: Rules) -> list[str] | None:
    """fc-solve's options for ``rules``, or None where it cannot express them.

    It has no one-card moves and no linear formula, and Debian's build takes
    at most 10 columns and 8 free cells; its limited sequence move is the
    doubling formula. It plays two and three decks (``--decks-num``), but
    every foundation from the ace: not Penguin's base card, nor Stalactites'
    foundations by rank; and its free cells take any card, not one suit each
    (Four Colours, German FreeCell). Nor any rule the compact search has not
    been taught either (``route``): the tableau in halves (Antares); nor those
    it plays but fc-solve does not: foundations of another kind (Footling's
    fours, jokers, Double FreeCell's twice round), face-down cards (Opera)
    and cells that cover their columns (Flipper). fc-solve would play another
    game under the same name, and its verdicts would contradict ours for no
    fault of either. Nor the deals led by kings, whose columns run past the
    20 cards a column of its board may hold: it reads no more of one and
    reports a card missing.
    """
    if (route(rules) is not Route.COMPACT or rules.foundation is not FoundationBuild.SUIT
            or rules.pile_count > 10 or rules.reserve_rule.count or rules.cells > 8
            or rules.takeback
            or rules.wraps or rules.by_rank
            or rules.suit_cells
            or rules.face_down or rules.cells_cover
            or rules.deal in KING_DEALS
            or rules.sequence is SequenceMove.ONE_CARD
            or (rules.sequence is SequenceMove.SUPERMOVE
                and rules.supermove is not Supermove.DOUBLING)):
        return None
    build = {Build.ALTERNATE_COLOURS: "alternate_color", Build.SAME_SUIT: "suit",
             Build.ANY_SUIT: "rank"}[rules.build]
    fill = {EmptyFill.ANY: "all", EmptyFill.KINGS: "kings", EmptyFill.NONE: "none"}[rules.fill]
    sequence = "unlimited" if rules.sequence is SequenceMove.UNLIMITED else "limited"
    return [
        "--freecells-num", str(rules.cells), "--stacks-num", str(rules.columns),
        "--sequences-are-built-by", build, "--empty-stacks-filled-by", fill,
        "--sequence-move", sequence,
        *(["--decks-num", str(rules.decks)] if rules.decks > 1 else []),
    ]
