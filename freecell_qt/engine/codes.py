"""Game codes such as ``FC1-C4-AAAAAKH``: the game, its rules and the deal in one word.

A preset's code is ``<prefix><version>-C<cells>-<deal>`` (``FC`` FreeCell, ``FO``
ForeCell, ``BG`` Baker's Game ...); a custom game's is
``CU<version>-<rules>-<deal>``, the rules written as ``rules.spec`` spells them,
so that a shared code gives the same game on another machine. The deal is
written in base 26 (A=0 .. Z=25), big-endian, seven letters. A code that cannot
be read is refused with a message naming the wrong part: never a silently
different game. The whole format is in ``docs/codes.md``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from freecell_qt.engine.deals import RANGE_TEXT, check_deal_number, shown_text
from freecell_qt.engine.errors import DealNumberError, GameCodeError, RulesError
from freecell_qt.engine.rules import (
    MAX_CELLS,
    TABLE,
    Preset,
    Rules,
    parse_rules_spec,
    rules_spec,
)

FORMAT_VERSION = 1
DEAL_LETTERS = 7
#: Longer than any code (a custom one with a 14-column layout is under 90).
MAX_CODE_CHARS = 96
#: Longer than any spelling of a number without digits ("-Infinity").
_NUMBER_WORD_CHARS = 12
#: A number with a leading zero (``K08``, ``L07``): a code spells each number one way.
_LEADING_ZERO = re.compile(r"(?<![0-9])0[0-9]+")


def _encode_deal(number: int) -> str:
    letters = []
    for _ in range(DEAL_LETTERS):
        number, digit = divmod(number, 26)
        letters.append(chr(ord("A") + digit))
    return "".join(reversed(letters))


def _decode_deal(letters: str) -> int:
    number = 0
    for letter in letters:
        number = number * 26 + ord(letter) - ord("A")
    return number


def _prefixes() -> str:
    return ", ".join(p.code_prefix for p in Preset)


@dataclass(frozen=True, slots=True, init=False)
class GameCode:
    """What a code stands for: a game (its rules without the player's options) and a deal.

    >>> code = GameCode.parse("fc1-c4-aaaaakh")
    >>> code.game, code.cells, code.deal_number
    (<Preset.FREECELL: 'freecell'>, 4, 267)
    >>> str(GameCode(Preset.FREECELL, 4, 267))
    'FC1-C4-AAAAAKH'
    >>> str(GameCode.for_rules(Rules.preset("seahaven-towers"), 267))
    'ST1-C4-AAAAAKH'
    """

    rules: Rules
    deal_number: int

    def __init__(self, game: Preset | Rules, cells: int | None, deal_number: int) -> None:
        """``GameCode(Preset.FREECELL, 4, 267)``, or a rules value and ``cells=None``."""
        check_deal_number(deal_number)
        if isinstance(game, Rules):
            if cells is not None and cells != game.cells:
                raise RulesError(f"the rules have {game.cells} free cells, not {cells}")
            rules = game.without_options()
        else:
            rules = Rules(game, cells)  # raises RulesError when impossible
        object.__setattr__(self, "rules", rules)
        object.__setattr__(self, "deal_number", deal_number)

    @classmethod
    def for_rules(cls, rules: Rules, deal_number: int) -> GameCode:
        return cls(rules, None, deal_number)

    @property
    def game(self) -> Preset:
        """The game (a preset, or ``Preset.CUSTOM``)."""
        return self.rules.game

    @property
    def cells(self) -> int:
        return self.rules.cells

    def __str__(self) -> str:
        head = f"{self.rules.game.code_prefix}{FORMAT_VERSION}"
        middle = rules_spec(self.rules) if self.rules.is_custom else f"C{self.cells}"
        return f"{head}-{middle}-{_encode_deal(self.deal_number)}"

    def describe(self) -> str:
        """``"FreeCell, 4 free cells, deal 267"``; a custom game gives its whole rule set."""
        if self.rules.is_custom:
            return f"Custom game: {self.rules.summary()}; deal {self.deal_number}"
        plural = "s" if self.cells != 1 else ""
        return f"{self.rules.title}, {self.cells} free cell{plural}, deal {self.deal_number}"

    @staticmethod
    def looks_like_code(text: str) -> bool:
        """True when ``text`` is meant as a code rather than a deal number.

        A code begins with its game's letters. Text that begins with a
        digit, a sign or a point, or that reads as a number at all, is meant
        as a number, so that its refusal speaks of deal numbers rather than
        of a code's three parts.

        >>> [GameCode.looks_like_code(t) for t in ("FC1-C4-AAAAAKH", "617", "-1", "1e3", "nan")]
        [True, False, False, False, False]
        """
        stripped = text.strip()
        if not stripped:
            return True
        if stripped[0].isdigit() or stripped[0] in "+-.,":
            return False
        if len(stripped) > _NUMBER_WORD_CHARS:
            return True
        try:
            float(stripped)
        except ValueError:
            return True
        return False  # "inf", "nan", "Infinity"

    @classmethod
    def parse(cls, text: str) -> GameCode:
        """Read a code, refusing anything but ASCII before changing case.

        Upper-casing first would let letters from elsewhere in Unicode through:
        ``"ß".upper()`` is ``"SS"`` and ``"ﬁ".upper()`` is ``"FI"``, so
        ``FO1-C4-AAßAAB`` would name a deal whose code nobody typed.
        """
        stripped = text.strip()
        shown = shown_text(stripped)
        if not stripped.isascii():
            char = next(c for c in stripped if not c.isascii())
            raise GameCodeError(
                f"game code {shown!r}: {char!r} is not a letter A to Z, a digit or a dash",
                key="code_letters", code=shown, char=char,
            )
        if len(stripped) > MAX_CODE_CHARS:
            raise GameCodeError(
                f"game code {shown!r} is longer than any code ({MAX_CODE_CHARS} characters)",
                key="code_length", code=shown, limit=MAX_CODE_CHARS,
            )
        code = stripped.upper()
        parts = code.split("-")
        if len(parts) != 3:
            raise GameCodeError(
                f"game code {shown!r} must have three parts, like FC1-C4-AAAAAKH",
                key="code_parts", code=shown,
            )
        head, middle, deal_part = (shown_text(part) for part in parts)
        game = Preset.from_prefix(head[:2])
        if game is None:
            raise GameCodeError(
                f"game code {shown!r}: variant {head[:2]!r} is not one of {_prefixes()}",
                key="code_variant", code=shown, variant=head[:2],
            )
        if head[2:] != str(FORMAT_VERSION):
            raise GameCodeError(
                f"game code {shown!r}: format version {head[2:]!r} is not 1",
                key="code_version", code=shown, version=head[2:],
            )
        rules = _custom_rules(shown, parts[1]) if game is Preset.CUSTOM else (
            _preset_rules(shown, game, middle)
        )
        if len(deal_part) != DEAL_LETTERS or not all("A" <= c <= "Z" for c in deal_part):
            raise GameCodeError(
                f"game code {shown!r}: deal part {deal_part!r} "
                "must be 7 letters A to Z",
                key="code_deal", code=shown, part=deal_part,
            )
        number = _decode_deal(deal_part)
        try:
            return cls.for_rules(rules, number)
        except DealNumberError:
            raise GameCodeError(
                f"game code {shown!r}: deal {number} is out of range: {RANGE_TEXT}",
                key="code_deal_range", code=shown, number=number,
            ) from None


def _preset_rules(shown: str, game: Preset, cells_part: str) -> Rules:
    digits = cells_part[1:]
    if (cells_part[:1] != "C" or not 1 <= len(digits) <= 2 or not digits.isascii()
            or not digits.isdigit() or digits != str(int(digits)) or int(digits) > MAX_CELLS):
        raise GameCodeError(
            f"game code {shown!r}: cells part {cells_part!r} must be C0 to C{MAX_CELLS}",
            key="code_cells", code=shown, part=cells_part,
        )
    cells = int(digits)
    choices = TABLE[game].cell_choices
    if cells not in choices:
        if len(choices) > 1:
            raise GameCodeError(
                f"game code {shown!r}: {cells} free cells is out of range "
                f"({choices[0]} to {choices[-1]})",
                key="code_cells_range", code=shown, cells=cells, low=choices[0],
                high=choices[-1],
            )
        raise GameCodeError(
            f"game code {shown!r}: {game.title} is played with {choices[0]} free cells",
            key="code_game_cells", code=shown, game=game.title, cells=choices[0],
        )
    return Rules(game, cells)


def _custom_rules(shown: str, spec: str) -> Rules:
    """The rule set of a custom code, each of its numbers written the one way
    the app writes it: ``K08`` is refused as ``C04`` is, rather than read."""
    padded = _LEADING_ZERO.search(spec)
    if padded is not None:
        reason = f"{padded[0]!r} has a leading zero; a code writes {int(padded[0])}"
        raise GameCodeError(
            f"game code {shown!r}: {reason}", key="code_rules", code=shown, reason=reason,
        )
    try:
        return parse_rules_spec(spec)
    except RulesError as error:
        raise GameCodeError(
            f"game code {shown!r}: {error}", key="code_rules", code=shown, reason=str(error),
        ) from None
