"""Every field of a rule set, declared once: the registry ``Rules`` is read through.

A field of a game (its columns, its build, Opera's cards dealt face down ...)
is written in a custom game's code word, kept in saved games, statistics rows
and settings, set by a command-line option and carried over by New Game. Each
of those is one loop over ``FIELDS``, so a new field is one declaration here
(plus its typed attribute on ``Rules``, which ``mypy`` needs by name, and its
rule module); tests/engine/test_rule_fields.py fails when a field of
``Rules`` has none.

Each declaration says:

- its name: the attribute of ``Rules``, its keyword, and its saved-game key;
- ``off``: its value in a game without the rule, FreeCell's (the custom
  game's row); what a code word or an old saved game that leaves it out means;
- how it is spelled in the code word (``Spelling``: where it sits, the
  letters, how it is read and written; docs/codes.md);
- how it is saved (``Saved``) and read back from a saved dict;
- its command-line option (``Option``), if it has one;
- whether New Game keeps it from the rules shown, having no control for it.

``cells`` is no field here: it is ``Rules``' positional argument, with its
own range and each preset's choices of it, and it heads the code word and the
saved dict apart from the fields. The player's options (``supermove``,
``takeback``) are no part of a game, so they are not declared either.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from functools import cache
from typing import TYPE_CHECKING, Any, Generic, Literal, Protocol, TypedDict, TypeVar, cast

from freecell_qt.engine.errors import RulesError
from freecell_qt.engine.moves import MAX_PILES
from freecell_qt.engine.rules.options import (
    BASE_LETTERS,
    BUILD_LETTERS,
    COVER_LETTER,
    DEAL_LETTERS,
    FACE_DOWN_LETTER,
    FILL_LETTERS,
    FOUNDATION_LETTERS,
    RESERVE_LETTERS,
    SEQUENCE_LETTERS,
    TABLEAU_LETTERS,
    WRAP_LETTERS,
    Base,
    Build,
    DealOrder,
    EmptyFill,
    FoundationBuild,
    Reserves,
    SequenceMove,
    Tableau,
    parse_option,
)
from freecell_qt.engine.rules.presets import rows_layout, suits_layout

if TYPE_CHECKING:
    from freecell_qt.engine.rules.reserves import ReserveRule

class RuleFields(TypedDict, total=False):
    """The fields a custom game may set, by the keyword ``Rules`` takes them:
    each declared in ``FIELDS`` below, where how it is read and written is."""

    columns: int
    layout: tuple[int, ...]
    reserve: int
    deal: DealOrder
    build: Build
    fill: EmptyFill
    sequence: SequenceMove
    decks: int
    base: Base
    suit_cells: bool
    foundation: FoundationBuild
    #: None: as the base has it (``Base.columns_wrap``).
    column_wrap: bool | None
    reserves: Reserves
    cells_cover: bool
    tableau: Tableau
    face_down: bool


class Rules(Protocol):
    """What the registry reads of a rule set (``value.Rules``) beside its
    fields by name: the few facts that decide whether a field is left out of
    a code word. Named here so that the registry needs nothing of the class
    that is built from it."""

    @property
    def deal(self) -> DealOrder: ...
    @property
    def layout(self) -> tuple[int, ...]: ...
    @property
    def columns(self) -> int: ...
    @property
    def decks(self) -> int: ...
    @property
    def reserve(self) -> int: ...
    @property
    def base(self) -> Base: ...
    @property
    def dealt_count(self) -> int: ...
    @property
    def reserve_rule(self) -> ReserveRule: ...


_T = TypeVar("_T")
_E = TypeVar("_E", bound=Enum)

MIN_CELLS, MAX_CELLS = 0, 11
MIN_COLUMNS, MAX_COLUMNS = 4, 14
# The most piles a position keeps as columns, Sarlacc's 52, is the
# notation's bound (``moves.MAX_PILES``), which names each of them.
MIN_DECKS, MAX_DECKS = 1, 3


@dataclass(frozen=True, slots=True)
class Spelling(Generic[_T]):
    """How a field is written in the code word: ``head`` and then its value.

    The fields are written in the order of ``place``, each but the ``always``
    ones only where it is not as left out (``RuleField.left_out``), so that
    one rule set has exactly one spelling."""

    #: Where it sits in the word: fields are written by rising place.
    place: int
    #: The letters before its value ("K" for the columns; none for a flag).
    head: str
    #: A regular expression of its value (no groups of its own).
    pattern: str
    #: The most characters head and value may take, for the word's bound.
    longest: int
    write: Callable[[_T], str]
    read: Callable[[str], _T]
    #: Where it is left out of the word though always saved: the layout,
    #: left out where it is the one the other fields deal.
    left_out: Callable[[Rules], bool] | None = None


@dataclass(frozen=True, slots=True)
class Saved(Generic[_T]):
    """How a field is kept in a saved dict (saved games, statistics rows,
    settings) under its name, and read back, old saves that lack it
    included: ``read`` gives None where ``Rules`` is to work it out."""

    write: Callable[[_T], object]
    read: Callable[[Mapping[str, object], str], _T | None]


#: How argparse takes an option: a word of ``choices``, a whole number, a
#: layout, ``--x``/``--no-x``, or ``--x`` alone.
OptionShape = Literal["choice", "number", "layout", "switch", "on"]


@dataclass(frozen=True, slots=True)
class Option(Generic[_T]):
    """A field's command-line option for a custom game (``freecell``)."""

    flag: str
    help: str
    shape: OptionShape
    #: The field's value from what argparse read (a word, a number, a
    #: layout or a flag, by ``shape``); argparse's values are untyped.
    take: Callable[[Any], _T]
    #: The words of a ``choice``, made when the parser is.
    choices: Callable[[], list[str]] | None = None
    metavar: str | None = None

    @property
    def dest(self) -> str:
        """The attribute argparse keeps it under."""
        return self.flag.removeprefix("--").replace("-", "_")


@dataclass(frozen=True, slots=True)
class RuleField(Generic[_T]):
    """One field of a rule set, and every way it is read and written."""

    name: str
    off: _T
    code: Spelling[_T]
    saved: Saved[_T]
    option: Option[_T] | None = None
    #: Written in every code word and saved custom game, whatever its value.
    always: bool = False
    #: New Game keeps it from the rules shown: it has no control there.
    kept_by_new_game: bool = False
    #: A change to it deals another number of cards, or to other piles, so a
    #: layout kept from before no longer fits.
    shapes_layout: bool = False
    #: ``Rules`` takes it from the preset's row unless given; the layout, the
    #: columns and the columns' wrap are worked out there instead.
    from_row: bool = True
    #: What it is when left out where that depends on other fields (the
    #: columns' wrap follows the base); else ``off``.
    follows: Callable[[Rules], _T] | None = None

    def value(self, rules: Rules) -> _T:
        """This field of ``rules`` (the test of the registry checks that
        ``Rules`` has an attribute of the name)."""
        return cast(_T, getattr(rules, self.name))

    def implied(self, rules: Rules) -> _T:
        """What the field is where a code word or a saved dict leaves it out."""
        return self.off if self.follows is None else self.follows(rules)

    def given(self, rules: Rules) -> _T | None:
        """The field as ``Rules.fields`` gives it: None where it only follows
        the other fields, so that a change to those brings its own."""
        value = self.value(rules)
        if self.follows is not None and value == self.follows(rules):
            return None
        return value

    def left_out(self, rules: Rules) -> bool:
        """Whether a code word and a saved dict leave the field out."""
        return not self.always and self.value(rules) == self.implied(rules)

    def spell(self, rules: Rules) -> str:
        """The field's part of the code word: "" where it is left out."""
        hidden = self.code.left_out
        if hidden(rules) if hidden is not None else self.left_out(rules):
            return ""
        return self.code.head + self.code.write(self.value(rules))

    def regex(self) -> str:
        """The field's part of the code word's pattern, one group by its name."""
        piece = f"{re.escape(self.code.head)}(?P<{self.name}>{self.code.pattern})"
        required = self.always and self.code.left_out is None
        return piece if required else f"(?:{piece})?"


def choice_field(name: str, off: _E, what: str, letters: Mapping[_E, str], place: int, *,
                 head: str = "", option: Option[_E] | None = None, always: bool = False,
                 kept_by_new_game: bool = False,
                 shapes_layout: bool = False) -> RuleField[_E]:
    """A field that takes a member of an enum: one letter of ``letters`` in
    the code word, its value's word when saved, read with ``what`` named in
    the message of a word it does not know."""
    kind = type(off)

    def read_saved(data: Mapping[str, object], key: str) -> _E:
        return parse_option(kind, _text(data, key, str(off.value)), what)

    return RuleField(
        name, off,
        Spelling(place, head, "[" + "".join(re.escape(v) for v in letters.values()) + "]",
                 len(head) + 1, letters.__getitem__, lambda letter: _key(letters, letter)),
        Saved(lambda member: member.value, read_saved),
        option, always, kept_by_new_game, shapes_layout)


def flag_field(name: str, letter: str, place: int, *, option: Option[bool] | None = None,
               kept_by_new_game: bool = False) -> RuleField[bool]:
    """A rule a game has or has not: its letter in the code word, true in a
    saved dict, where each is written only when the game has it."""
    return RuleField(
        name, False,
        Spelling(place, "", re.escape(letter), len(letter), lambda _on: letter,
                 lambda _letter: True),
        Saved(lambda on: on, lambda data, key: _flag_value(data, key, False)),
        option, kept_by_new_game=kept_by_new_game)


def whole_field(name: str, off: int, head: str, digits: str, longest: int, place: int, *,
                option: Option[int] | None = None, always: bool = False,
                shapes_layout: bool = False, from_row: bool = True) -> RuleField[int]:
    """A whole number: ``head`` and its digits (``digits`` a pattern) in the
    code word, a number in a saved dict. One not taken from the row (the
    columns) is not read from a saved dict either: its layout's length says it."""
    return RuleField(
        name, off, Spelling(place, head, digits, longest, str, int),
        Saved(lambda number: number,
              (lambda data, key: _whole_value(data, key, off)) if from_row
              else (lambda _data, _key: None)),
        option, always, shapes_layout=shapes_layout, from_row=from_row)


def words_option(flag: str, help_text: str, kind: type[_E]) -> Option[_E]:
    """An option that takes one of ``kind``'s words, as many as it has when
    the parser is made (a member added to the enum is offered at once)."""
    return Option(flag, help_text, "choice", kind,
                  lambda: [str(member.value) for member in kind])


def _layout_as_left_out(rules: Rules) -> bool:
    """Whether the layout is the one ``Rules`` works out where a word leaves
    it out: each suit to a column of its own in a deal by suits, else row by
    row (a suits-shaped layout with another deal is written, or it would
    come back dealt row by row)."""
    if rules.deal is DealOrder.SUITS:
        return rules.layout == suits_layout(rules.columns, rules.decks)
    return rules.layout == rows_layout(
        rules.columns, rules.dealt_count - rules.reserve - rules.reserve_rule.dealt)


def _saved_layout(data: Mapping[str, object], key: str) -> tuple[int, ...]:
    """A saved custom game's layout, which it must have (its columns are its
    length): bounded before it is read."""
    layout = data.get(key)
    if not isinstance(layout, list) or len(layout) > MAX_PILES or not all(
        isinstance(n, int) and not isinstance(n, bool) for n in layout
    ):
        raise RulesError(f"rules.{key} must be a list of whole numbers")
    return tuple(layout)


def _parsed_layout(text: Any) -> tuple[int, ...]:
    return tuple(text)


#: Every field of a rule set, in the order a saved custom game writes them
#: (the code word has an order of its own: ``Spelling.place``). The fields
#: are of different types, each typed by its own declaration.
FIELDS: tuple[RuleField[Any], ...] = (
    whole_field(
        "columns", 8, "K", "[0-9]{1,2}", 3, 10, always=True, shapes_layout=True,
        from_row=False,
        option=Option("--columns", "columns, 4 to 14 (a custom game)", "number", int)),
    RuleField(
        "layout", (7, 7, 7, 7, 6, 6, 6, 6),
        Spelling(160, "L", rf"[0-9]{{1,3}}(?:\.[0-9]{{1,3}}){{{MIN_COLUMNS - 1},"
                           rf"{MAX_COLUMNS - 1}}}", 1 + 4 * MAX_COLUMNS - 1,
                 lambda layout: ".".join(str(n) for n in layout),
                 lambda text: tuple(int(n) for n in text.split(".")), _layout_as_left_out),
        Saved(list, _saved_layout),
        Option("--layout", "cards dealt to each column, like 7,7,7,7,6,6,6,6 (a custom game)",
               "layout", _parsed_layout, metavar="N,N,..."),
        always=True, from_row=False),
    whole_field(
        "reserve", 0, "R", "[0-9]{1,2}", 3, 20, always=True, shapes_layout=True,
        option=Option("--reserve", "cards dealt to the free cells, the last of the shuffle",
                      "number", int, metavar="N")),
    choice_field(
        "deal", DealOrder.ROWS, "deal", DEAL_LETTERS, 60, head="D", always=True,
        option=words_option(
            "--deal-order", "rows (the shuffle as it comes), challenge (aces and twos "
            "deepest), suits (each card to the column of its suit), kings (one card at a "
            "time, each king starting the next column), kings-aces (the same, the aces "
            "sent up as they come) or aces-up (the aces on the foundations before a deal "
            "row by row)", DealOrder)),
    choice_field(
        "build", Build.ALTERNATE_COLOURS, "build", BUILD_LETTERS, 30, head="B", always=True,
        option=words_option(
            "--build", "what builds on a column: alternate colours, same suit, any, or none "
            "(with --foundations rank)", Build)),
    choice_field(
        "fill", EmptyFill.ANY, "fill", FILL_LETTERS, 40, head="F", always=True,
        option=words_option(
            "--fill", "what fills an empty column: any card, kings only, none", EmptyFill)),
    choice_field(
        "sequence", SequenceMove.SUPERMOVE, "sequence", SEQUENCE_LETTERS, 50, head="M",
        always=True,
        option=words_option(
            "--sequence", "cards per move: supermove (by free cells and columns), "
            "unlimited, one", SequenceMove)),
    whole_field(
        "decks", 1, "P", "[" + "".join(str(n) for n in range(2, MAX_DECKS + 1)) + "]", 2, 150,
        shapes_layout=True,
        option=Option("--decks", "decks shuffled together, 1 to 3 (a custom game)", "number",
                      int, metavar="N")),
    choice_field(
        "base", Base.ACE, "base", BASE_LETTERS, 70, shapes_layout=True,
        option=words_option(
            "--base", "where the foundations start: ace, dealt (the first card dealt sets "
            "the rank, and ranks go round from king to ace) or all-up (Petal: every card of "
            "the first card's rank starts the foundations, which go round from it)", Base)),
    flag_field(
        "suit_cells", "X", 90,
        option=Option("--suit-cells", "a free cell for each suit: cell a clubs, b diamonds, "
                      "c hearts, d spades (a custom game)", "on", bool)),
    # Flipper's cells that cover their columns have no option: the game brings them.
    flag_field("cells_cover", COVER_LETTER, 100, kept_by_new_game=True),
    RuleField(
        "column_wrap", False,
        Spelling(80, "", "[" + "".join(WRAP_LETTERS.values()) + "]", 1,
                 WRAP_LETTERS.__getitem__, lambda letter: _key(WRAP_LETTERS, letter)),
        # Left out of a saved dict: as the base has it.
        Saved(lambda wraps: wraps,
              lambda data, key: _flag_value(data, key, False) if key in data else None),
        Option("--wrap-columns", "whether ranks go round on the columns, a king going on an "
               "ace (default: with a dealt base only; a custom game)", "switch", bool),
        kept_by_new_game=True, from_row=False, follows=lambda rules: rules.base.columns_wrap),
    choice_field(
        "foundation", FoundationBuild.SUIT, "foundation build", FOUNDATION_LETTERS, 110,
        shapes_layout=True,
        option=words_option(
            "--foundations", "how the foundations go up: suit (from the ace), rank "
            "(Stalactites: from the last four cards dealt, with --build none --fill none), "
            "colours (Clink: two, in alternate colours from the aces of clubs and hearts), "
            "twice (Double FreeCell: four for two decks, by suit twice round from the first "
            "deck's aces), fours (Footling: one, taking every ace, then every 2, and so on) or "
            "jokers (Obstruction: two jokers shuffled in, and a fifth foundation taking them "
            "once the clubs, spades and hearts are complete)",
            FoundationBuild)),
    choice_field(
        "reserves", Reserves.NONE, "reserve piles", RESERVE_LETTERS, 120, head="I",
        kept_by_new_game=True, shapes_layout=True,
        option=words_option(
            "--reserves", "reserve piles after the columns: none, four (Limpopo: two piles of "
            "up to four cards), runs (Headquarters: six piles, each taking a run when empty), "
            "eighteen, eight or closed (Needle, Haystack, Pitchfork: one pile dealt the first "
            "eight cards, taking up to 18, 8 or no cards)", Reserves)),
    choice_field(
        "tableau", Tableau.PLAIN, "columns", TABLEAU_LETTERS, 130, kept_by_new_game=True,
        shapes_layout=True,
        option=words_option(
            "--tableau", "how the columns are laid and play: plain, halves (Antares: the "
            "second half of the columns build down by suit, give any of their cards at once "
            "and take only a king when empty) or interlock (Sarlacc: 52 one-card piles in "
            "five overlapping tiers, a pile under one that holds cards neither giving nor "
            "taking)", Tableau)),
    flag_field(
        "face_down", FACE_DOWN_LETTER, 140, kept_by_new_game=True,
        option=Option("--face-down", "whether all but the last card of each column is dealt "
                      "face down, turning up once exposed (Opera; a custom game)", "switch",
                      bool)),
)

#: The fields by name.
BY_NAME: dict[str, RuleField[Any]] = {field.name: field for field in FIELDS}


# -- one loop each: the code word, the saved dict ----------------------------
# Each takes the registry it reads, ``FIELDS`` unless told: a test declares a
# field of its own beside them and sees it carried with no other change.
def word_order(registry: tuple[RuleField[Any], ...] = FIELDS) -> tuple[RuleField[Any], ...]:
    """The fields in the order of the code word (``Spelling.place``)."""
    return _word_order(registry)


@cache
def _word_order(registry: tuple[RuleField[Any], ...]) -> tuple[RuleField[Any], ...]:
    return tuple(sorted(registry, key=lambda declared: declared.code.place))


def spell(rules: Rules, registry: tuple[RuleField[Any], ...] = FIELDS) -> str:
    """The fields' part of the code word (after the cells), each in its place."""
    return "".join(declared.spell(rules) for declared in word_order(registry))


def word_pattern(registry: tuple[RuleField[Any], ...] = FIELDS) -> str:
    """A regular expression of the fields' part of the code word, a group for
    each field by its name."""
    return "".join(declared.regex() for declared in word_order(registry))


def word_length(registry: tuple[RuleField[Any], ...] = FIELDS) -> int:
    """The most characters the fields' part of the code word may take."""
    return sum(declared.code.longest for declared in registry)


def read_word(match: re.Match[str],
              registry: tuple[RuleField[Any], ...] = FIELDS) -> dict[str, object]:
    """The fields a code word matched by ``word_pattern`` writes; a field it
    leaves out is not given, so that ``Rules`` works it out."""
    return {declared.name: declared.code.read(match[declared.name])
            for declared in registry if match[declared.name] is not None}


def save(rules: Rules, registry: tuple[RuleField[Any], ...] = FIELDS) -> dict[str, object]:
    """A custom game's fields as a saved dict has them: every field but those
    at the value that leaving them out means, in the registry's order."""
    return {declared.name: declared.saved.write(declared.value(rules))
            for declared in registry if not declared.left_out(rules)}


def read_saved(data: Mapping[str, object],
               registry: tuple[RuleField[Any], ...] = FIELDS) -> dict[str, object]:
    """A saved custom game's fields, each as saved or as an old save that
    lacks it means; None where ``Rules`` is to work it out."""
    return {declared.name: declared.saved.read(data, declared.name) for declared in registry}


def as_fields(values: Mapping[str, object]) -> RuleFields:
    """``values`` as ``Rules``' keywords: each was made by its own field's
    typed reader (the code word's, the saved dict's, an option's), which is
    what this one cast stands on."""
    return cast("RuleFields", dict(values))


def kept_by_new_game(rules: Rules) -> RuleFields:
    """The fields New Game has no control for, as ``rules`` has them: kept
    for the rules its controls make, so that Opera's fields stay Opera."""
    return as_fields({field.name: field.given(rules) for field in FIELDS
                      if field.kept_by_new_game})


def _key(letters: Mapping[_T, str], letter: str) -> _T:
    return next(option for option, value in letters.items() if value == letter)


def _flag_value(data: Mapping[str, object], name: str, default: bool) -> bool:
    value = data.get(name, default)
    if not isinstance(value, bool):
        raise RulesError(f"rules.{name} must be true or false")
    return value


def _whole_value(data: Mapping[str, object], name: str, default: int) -> int:
    value = data.get(name, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(f"rules.{name} must be a whole number")
    return value


def _text(data: Mapping[str, object], name: str, default: str) -> str:
    value = data.get(name, default)
    if not isinstance(value, str):
        raise RulesError(f"rules.{name} must be text")
    return value
