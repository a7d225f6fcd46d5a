"""Game codes such as ``FC1-C4-AAAAAKH``: variant, cell count and deal in one word.

Format ``<variant><version>-C<cells>-<deal>``; the deal is written in base 26
(A=0 .. Z=25), big-endian, seven letters. A code that cannot be read is refused
with a message naming the wrong part: never a silently different deal.
"""

from __future__ import annotations

from dataclasses import dataclass

from freecell_qt.engine.deals import MAX_DEAL, check_deal_number, shown_text
from freecell_qt.engine.errors import DealNumberError, GameCodeError
from freecell_qt.engine.rules import MAX_CELLS, Rules, Variant

FORMAT_VERSION = 1
DEAL_LETTERS = 7
_PREFIXES = {"FC": Variant.FREECELL, "FO": Variant.FORECELL}
#: Longer than any spelling of a number without digits ("-Infinity").
_NUMBER_WORD_CHARS = 12


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


@dataclass(frozen=True, slots=True)
class GameCode:
    """What a code stands for.

    >>> GameCode.parse("fc1-c4-aaaaakh")
    GameCode(variant=<Variant.FREECELL: 'freecell'>, cells=4, deal_number=267)
    >>> str(GameCode(Variant.FREECELL, 4, 267))
    'FC1-C4-AAAAAKH'
    """

    variant: Variant
    cells: int
    deal_number: int

    def __post_init__(self) -> None:
        check_deal_number(self.deal_number)
        Rules(self.variant, self.cells)  # raises RulesError when impossible

    @classmethod
    def for_rules(cls, rules: Rules, deal_number: int) -> GameCode:
        return cls(rules.variant, rules.cells, deal_number)

    def __str__(self) -> str:
        prefix = self.variant.code_prefix
        return f"{prefix}{FORMAT_VERSION}-C{self.cells}-{_encode_deal(self.deal_number)}"

    def describe(self) -> str:
        """``"FreeCell, 4 free cells, deal 267"``."""
        plural = "s" if self.cells > 1 else ""
        return (
            f"{self.variant.title}, {self.cells} free cell{plural}, "
            f"deal {self.deal_number}"
        )

    @staticmethod
    def looks_like_code(text: str) -> bool:
        """True when ``text`` is meant as a code rather than a deal number.

        A code begins with its variant's letters. Text that begins with a
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
        code = stripped.upper()
        parts = code.split("-")
        if len(parts) != 3:
            raise GameCodeError(
                f"game code {shown!r} must have three parts, like FC1-C4-AAAAAKH",
                key="code_parts", code=shown,
            )
        head, cells_part, deal_part = (shown_text(part) for part in parts)
        variant = _PREFIXES.get(head[:2])
        if variant is None:
            raise GameCodeError(
                f"game code {shown!r}: variant {head[:2]!r} is not FC or FO",
                key="code_variant", code=shown, variant=head[:2],
            )
        if head[2:] != str(FORMAT_VERSION):
            raise GameCodeError(
                f"game code {shown!r}: format version {head[2:]!r} is not 1",
                key="code_version", code=shown, version=head[2:],
            )
        if len(cells_part) != 2 or cells_part[0] != "C" or not "0" <= cells_part[1] <= "9":
            raise GameCodeError(
                f"game code {shown!r}: cells part {cells_part!r} "
                "must be C1, C2, C3 or C4",
                key="code_cells", code=shown, part=cells_part,
            )
        cells = int(cells_part[1])
        if not 1 <= cells <= MAX_CELLS:
            raise GameCodeError(
                f"game code {shown!r}: {cells} free cells is out of range (1 to 4)",
                key="code_cells_range", code=shown, cells=cells,
            )
        if variant is Variant.FORECELL and cells != MAX_CELLS:
            raise GameCodeError(
                f"game code {shown!r}: ForeCell is played with 4 free cells",
                key="code_forecell_cells", code=shown,
            )
        if len(deal_part) != DEAL_LETTERS or not all("A" <= c <= "Z" for c in deal_part):
            raise GameCodeError(
                f"game code {shown!r}: deal part {deal_part!r} "
                "must be 7 letters A to Z",
                key="code_deal", code=shown, part=deal_part,
            )
        number = _decode_deal(deal_part)
        try:
            return cls(variant, cells, number)
        except DealNumberError:
            raise GameCodeError(
                f"game code {shown!r}: deal {number} is out of range "
                f"(1 to {MAX_DEAL:,})",
                key="code_deal_range", code=shown, number=number,
            ) from None
