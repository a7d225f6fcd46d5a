"""Listen to the app the way a screen reader does, over AT-SPI, and write down what it hears.

Run with the system Python (``/usr/bin/python3``), which has pyatspi
(Debian's python3-pyatspi and gir1.2-atspi-2.0); the project's virtualenv
has no GObject bindings. ``test_atspi.py`` starts it on a private D-Bus and
AT-SPI bus beside the app.

Usage: ``atspi_reader.py OUT STOP APP_NAME``. It finds the application named
``APP_NAME`` on the desktop, writes one JSON object a line to ``OUT``: the
accessible tree's menu items, buttons and the table with its piles and cards
(``"tree"``: each node's role, name, states, place on the screen and depth),
then ``"ready"``, then each event as it comes (announcements, name changes,
children added or removed, and focus), until the file ``STOP`` exists.

Whenever the file ``OUT.walk`` appears, it is removed and the tree walked and
written again, as a review mode reads the screen: from what the AT-SPI
library holds of the tree, which the app's events keep up to date, or, when
the file says ``fresh``, all of it read again from the app.
"""

from __future__ import annotations

import json
import os
import sys
import time

import pyatspi
from gi.repository import GLib

EVENTS = (
    "object:announcement",
    "object:property-change:accessible-name",
    "object:children-changed",
    "object:state-changed:focused",
    "focus:",
)
FIND_SECONDS = 60.0
LONGEST_SECONDS = 300.0


class Journal:
    def __init__(self, path: str) -> None:
        self.file = open(path, "a", encoding="utf-8")  # noqa: SIM115 - open for the run

    def write(self, **record: object) -> None:
        self.file.write(json.dumps(record) + "\n")
        self.file.flush()


def _safe(call, default=""):
    try:
        return call()
    except Exception:  # a dying accessible answers with any error
        return default


def describe(acc) -> dict[str, object]:
    return {
        "role": _safe(acc.getRoleName),
        "name": _safe(lambda: acc.name),
        "description": _safe(lambda: acc.description),
        "id": _safe(lambda: acc.accessibleId) if hasattr(acc, "accessibleId") else "",
    }


def states(acc) -> list[str]:
    """``["focusable", "focused", "showing", ...]``: AT-SPI's state names."""
    found = _safe(lambda: acc.getState().getStates(), [])
    return sorted(pyatspi.stateToString(state) for state in found)


def extents(acc) -> list[int]:
    """Where the object is on the screen, ``[x, y, width, height]``; empty without one."""
    def box() -> list[int]:
        rect = acc.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        return [rect.x, rect.y, rect.width, rect.height]

    return _safe(box, [])


def walk(acc, depth: int = 0, limit: int = 2000, fresh: bool = False) -> list[dict[str, object]]:
    """Every accessible under ``acc`` (menus included, though closed), depth first;
    with ``fresh``, each read from the app, not from what the library holds."""
    found: list[dict[str, object]] = []
    stack = [(acc, depth)]
    while stack and len(found) < limit:
        node, level = stack.pop()
        if node is None:
            continue
        if fresh:
            _safe(node.clearCache, None)
        found.append({**describe(node), "depth": level, "states": states(node),
                      "extents": extents(node)})
        count = _safe(lambda n=node: n.childCount, 0)
        for index in reversed(range(count)):
            child = _safe(lambda n=node, i=index: n.getChildAtIndex(i), None)
            stack.append((child, level + 1))
    return found


def find_app(name: str):
    deadline = time.monotonic() + FIND_SECONDS
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and _safe(lambda a=app: a.name) == name:
                return app
        time.sleep(0.2)
    return None


def main() -> int:
    out, stop, app_name = sys.argv[1:4]
    journal = Journal(out)
    app = find_app(app_name)
    if app is None:
        journal.write(kind="error", text=f"no application named {app_name!r} on the desktop")
        return 1
    journal.write(kind="tree", nodes=walk(app))

    def heard(event) -> None:
        source = event.source
        journal.write(kind="event", type=event.type, detail1=event.detail1,
                      data=str(event.any_data) if event.any_data is not None else "",
                      source=describe(source) if source is not None else {})

    for name in EVENTS:
        pyatspi.Registry.registerEventListener(heard, name)
    started = time.monotonic()

    walk_request = out + ".walk"

    def check_stop() -> bool:
        if os.path.exists(stop) or time.monotonic() - started > LONGEST_SECONDS:
            pyatspi.Registry.stop()
            return False
        if os.path.exists(walk_request):
            with open(walk_request, encoding="utf-8") as request:
                fresh = request.read().strip() == "fresh"
            os.remove(walk_request)
            journal.write(kind="tree", nodes=walk(app, fresh=fresh), fresh=fresh)
        return True

    GLib.timeout_add(100, check_stop)
    journal.write(kind="ready")
    pyatspi.Registry.start()
    journal.write(kind="stopped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
