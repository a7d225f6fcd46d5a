"""docs/rules.md: its examples are true, and the sections the code cites exist.

The rule book shows the engine at work in ``pycon`` blocks (run here as one
doctest session, in the order they appear, so later blocks can use the boards
of earlier ones) and the ``freecell`` command in ``console`` blocks (each
``$ freecell ...`` line run in this process, its output compared line for
line). An example that stops being true fails here instead of misleading a
reader.
"""

from __future__ import annotations

import contextlib
import doctest
import io
import re
import shlex
import textwrap
from dataclasses import dataclass
from pathlib import Path

import pytest

from freecell_qt.cli.commands import main

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules.md"
FENCE = re.compile(r"^(?P<indent> *)```(?P<lang>\w*)\s*$")


@dataclass(frozen=True)
class Block:
    lang: str
    line: int  # of the first line inside the fence, 1-based
    text: str


def fenced_blocks(text: str) -> list[Block]:
    """Every fenced block of a Markdown text, its indentation removed."""
    blocks: list[Block] = []
    lines = text.splitlines()
    index = 0
    while index < len(lines):
        opening = FENCE.match(lines[index])
        if opening is None or not opening["lang"]:
            index += 1
            continue
        end = index + 1
        while end < len(lines) and lines[end].strip() != "```":
            end += 1
        assert end < len(lines), f"docs/rules.md:{index + 1}: the block is never closed"
        body = textwrap.dedent("\n".join(lines[index + 1 : end]))
        blocks.append(Block(opening["lang"], index + 2, body + "\n"))
        index = end + 1
    return blocks


@dataclass(frozen=True)
class Command:
    line: int
    argv: list[str]
    expected: str


def console_commands(blocks: list[Block]) -> list[Command]:
    """The ``$ freecell ...`` lines of the console blocks with the output shown under each."""
    commands: list[Command] = []
    for block in blocks:
        if block.lang != "console":
            continue
        current: tuple[int, list[str]] | None = None
        output: list[str] = []
        for offset, line in enumerate(block.text.splitlines()):
            if line.startswith("$ "):
                if current is not None:
                    commands.append(Command(current[0], current[1], "\n".join(output)))
                words = shlex.split(line[2:])
                assert words[0] == "freecell", f"docs/rules.md:{block.line + offset}: {line}"
                current, output = (block.line + offset, words[1:]), []
            else:
                assert current is not None, f"docs/rules.md:{block.line}: output before a command"
                output.append(line)
        if current is not None:
            commands.append(Command(current[0], current[1], "\n".join(output)))
    return commands


BLOCKS = fenced_blocks(RULES.read_text(encoding="utf-8"))
COMMANDS = console_commands(BLOCKS)


def run_freecell(argv: list[str]) -> str:
    """What a terminal shows for ``freecell ARGV``: standard output, then the error line."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        main(argv, stdin=io.StringIO(""))
    return out.getvalue() + err.getvalue()


@pytest.mark.parametrize("command", COMMANDS, ids=[f"line{c.line}" for c in COMMANDS])
def test_each_console_example_prints_what_the_rules_show(command):
    assert run_freecell(command.argv).rstrip("\n") == command.expected.rstrip("\n")


def test_the_python_examples_hold():
    """All ``pycon`` blocks, one session: a failure names its line in docs/rules.md."""
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    parser = doctest.DocTestParser()
    namespace: dict[str, object] = {}
    report = io.StringIO()
    for block in BLOCKS:
        if block.lang != "pycon":
            continue
        test = parser.get_doctest(block.text, namespace, "docs/rules.md", str(RULES),
                                  block.line - 1)
        runner.run(test, out=report.write, clear_globs=False)
        namespace = test.globs  # a DocTest works on a copy: carry the names on
    results = runner.summarize(verbose=False)
    assert results.failed == 0, report.getvalue()


def test_the_examples_are_really_there():
    """A broken fence would skip examples silently: count them."""
    examples = sum(
        len(doctest.DocTestParser().get_examples(block.text))
        for block in BLOCKS
        if block.lang == "pycon"
    )
    assert examples >= 40
    assert len(COMMANDS) >= 12


# -- citations --------------------------------------------------------------------

HEADING = re.compile(r"^#{2,3} (.+)$", re.MULTILINE)
# ``docs/rules.md, Score`` or ``docs/rules.md, "Game codes" and "Moves"``.
CITED_BARE = re.compile(r"docs/rules\.md`{0,2}, ([A-Z][A-Za-z ()-]*?)(?=[).:;,]|$)")
CITED_QUOTED = re.compile(r'"([A-Z][^"]*)"')


def sections_cited(line: str) -> list[str]:
    after = line.split("docs/rules.md", 1)[1]
    names = CITED_QUOTED.findall(after)
    if not names:
        names = [name.strip() for name in CITED_BARE.findall(line)]
    return names


def citing_lines() -> list[tuple[str, str]]:
    found = []
    for folder in ("freecell_qt", "tests", "benchmarks", "packaging"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if "docs/rules.md" in line and path != Path(__file__).resolve():
                    found.append((f"{path.relative_to(ROOT)}:{number}", line))
    return found


def test_every_section_the_code_cites_exists():
    headings = HEADING.findall(RULES.read_text(encoding="utf-8"))
    wrong = [
        f"{where}: {name!r}"
        for where, line in citing_lines()
        for name in sections_cited(line)
        if not any(name.lower() in heading.lower() for heading in headings)
    ]
    assert wrong == [], f"sections of docs/rules.md that do not exist: {wrong}"


def test_the_citation_reader_reads_both_forms():
    assert sections_cited("(docs/rules.md, Undo). Each step") == ["Undo"]
    assert sections_cited('"""docs/rules.md, "Moves" and "Foundation take-back"."""') == [
        "Moves", "Foundation take-back"]
    assert sections_cited("see ``docs/rules.md``, Sequence moves)") == ["Sequence moves"]


#: A rules file cited without its folder, or the sources of the rules by number:
#: neither can be found from the repository.
STRAY = re.compile(r"(?<![\w/])rules\.md|seeds|\bseed \d{3}\b")


def test_the_rules_are_cited_where_the_repository_has_them():
    stray = []
    for folder in ("freecell_qt", "tests", "benchmarks", "packaging", "docs"):
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix not in (".py", ".md") or path == Path(__file__).resolve():
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if STRAY.search(line):
                    stray.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    for number, line in enumerate((ROOT / "README.md").read_text("utf-8").splitlines(), 1):
        if STRAY.search(line):
            stray.append(f"README.md:{number}: {line.strip()}")
    assert stray == []
