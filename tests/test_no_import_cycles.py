"""No module of freecell_qt imports, however indirectly, a module that imports it.

A cycle makes the import order matter (the first module to be imported sees a
half-built partner), hides which piece depends on which, and keeps a helper
from being tested or reused without its owner. So a helper states what it needs
of its owner (a small ``typing.Protocol``, a value, a callable) instead of
importing the owner. Imports under ``if TYPE_CHECKING:`` and inside functions
count as well: they are the same dependency, only postponed.

The graph is read from the source with ``ast``, not by importing anything, so
the test sees every import in every file, however it is guarded.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from pathlib import Path

import freecell_qt

PACKAGE = "freecell_qt"
ROOT = Path(freecell_qt.__file__).resolve().parent

# Pairs of modules whose mutual imports would be tolerated: none is. Each entry
# would be an undirected pair, both directions between the two modules skipped.
ALLOWED: set[frozenset[str]] = set()


def module_files(root: Path = ROOT, package: str = PACKAGE) -> dict[str, Path]:
    """Every module of the package by dotted name, with where it lives.

    A regular package is its ``__init__.py``; a folder of modules without one
    (a namespace package) is the folder itself; a compiled module is known by
    its ``.pyi`` stub. Only ``.py`` files are read for imports: the others
    cannot import the package's Python modules behind the reader's back, but
    they must be known so that ``from pkg.compiled import x`` is not mistaken
    for an import of ``pkg``.
    """
    modules: dict[str, Path] = {}
    for path in sorted([*root.rglob("*.py"), *root.rglob("*.pyi")]):
        if "__pycache__" in path.parts:
            continue
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        name = ".".join([package, *parts])
        if path.suffix == ".pyi" and name in modules:
            continue  # the stub of a Python module: the .py is what runs
        modules[name] = path
        # The folders above a module are (possibly namespace) packages.
        for depth in range(len(parts) - 1, 0, -1):
            folder = ".".join([package, *parts[:depth]])
            modules.setdefault(folder, root.joinpath(*parts[:depth]))
    return modules


def _is_package(name: str, modules: Mapping[str, Path]) -> bool:
    return modules[name].is_dir() or modules[name].name == "__init__.py"


def imports_of(name: str, tree: ast.AST, modules: Mapping[str, Path]) -> set[str]:
    """The package's own modules that module ``name`` imports, anywhere in its file.

    A name that is no module of the package's source (another package's, or
    a compiled module with no stub) gives no edge: it cannot import back.
    """
    package = name if _is_package(name, modules) else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in modules:  # ``import a.b.c`` names modules only
                    found.add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                anchor = package.split(".")
                if node.level > 1:
                    anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join(anchor + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            for alias in node.names:
                # ``from a.b import c`` where c is a module depends on a.b.c;
                # otherwise on a.b itself (c is a name defined there).
                submodule = f"{base}.{alias.name}"
                if submodule in modules:
                    found.add(submodule)
                elif base in modules:
                    found.add(base)
    found.discard(name)
    return found


def import_graph(modules: Mapping[str, Path]) -> dict[str, set[str]]:
    """Edges module -> modules it imports, with the ALLOWED pairs left out."""
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        if path.suffix != ".py":
            graph[name] = set()
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        graph[name] = {
            target
            for target in imports_of(name, tree, modules)
            if frozenset({name, target}) not in ALLOWED
        }
    return graph


def strongly_connected(graph: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """The groups of two or more modules that can all reach one another (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    counter = 0

    for start in sorted(graph):
        if start in index:
            continue
        # Iterative depth-first search: (node, iterator over its successors).
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            advanced = False
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = counter
                    counter += 1
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(graph[successor]))))
                    advanced = True
                    break
                if successor in on_stack:
                    low[node] = min(low[node], index[successor])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                group: list[str] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(sorted(group))
    return sorted(groups)


def a_cycle(group: list[str], graph: Mapping[str, Iterable[str]]) -> list[str]:
    """One concrete cycle through the group's first module, for the message."""
    members = set(group)
    start = group[0]
    # Breadth-first search back to start, staying inside the group.
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following: list[str] = []
        for node in frontier:
            for successor in sorted(graph[node]):
                if successor not in members:
                    continue
                if successor == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(came_from[path[-1]])
                    return [*reversed(path), start]
                if successor not in came_from:
                    came_from[successor] = node
                    following.append(successor)
        frontier = following
    return group  # unreachable for a strongly connected group


def _short(name: str) -> str:
    return name.removeprefix(PACKAGE + ".")


def test_the_package_has_no_import_cycle() -> None:
    modules = module_files()
    graph = import_graph(modules)
    groups = strongly_connected(graph)
    described = [
        " -> ".join(_short(member) for member in a_cycle(group, graph))
        + f"   (modules involved: {', '.join(_short(m) for m in group)})"
        for group in groups
    ]
    assert not groups, "import cycles in freecell_qt:\n" + "\n".join(described)


def test_every_import_form_is_seen(tmp_path: Path) -> None:
    """The reader finds the forms the cycle test relies on, guarded or not."""
    root = tmp_path / "pkg"
    (root / "sub").mkdir(parents=True)
    (root / "__init__.py").write_text("")
    (root / "sub" / "__init__.py").write_text("")
    (root / "sub" / "leaf.py").write_text("VALUE = 1\n")
    (root / "sub" / "other.py").write_text("")
    (root / "plain.py").write_text("")
    (root / "typed.py").write_text("")
    (root / "late.py").write_text("")
    (root / "compiled.pyi").write_text("from pkg import main\n")
    (root / "spaced").mkdir()
    (root / "spaced" / "mod.py").write_text("")
    (root / "main.py").write_text(
        "from __future__ import annotations\n"
        "from typing import TYPE_CHECKING\n"
        "import pkg.plain\n"
        "from .sub import leaf\n"
        "from pkg.sub.other import NAME\n"
        "from pkg.compiled import Native\n"
        "from pkg.spaced import mod\n"
        "from pkg.spaced.mod import THING\n"
        "from pkg.gone import AWAY\n"
        "import os.path\n"
        "if TYPE_CHECKING:\n"
        "    from pkg import typed\n"
        "def later() -> None:\n"
        "    from . import late\n"
    )
    (root / "sub" / "deep.py").write_text("from .. import main\nfrom ..sub import leaf\n")
    modules = module_files(root, "pkg")

    def edges(name: str) -> set[str]:
        tree = ast.parse(modules[name].read_text())
        return imports_of(name, tree, modules)

    assert edges("pkg.main") == {
        "pkg.plain",
        "pkg.sub.leaf",
        "pkg.sub.other",
        "pkg.typed",
        "pkg.late",
        "pkg.compiled",
        "pkg.spaced.mod",
    }
    assert import_graph(modules)["pkg.compiled"] == set()
    assert edges("pkg.sub.deep") == {"pkg.main", "pkg.sub.leaf"}
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert strongly_connected(graph) == [["a", "b", "c"]]
    assert a_cycle(["a", "b", "c"], graph) == ["a", "b", "c", "a"]
