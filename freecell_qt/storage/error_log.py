"""Appending a dated traceback to ``errors.log``, with no Qt.

The window's crash hook (``app/crash_report.py``) and the solver's worker
process both write there. The worker imports no Qt, to start small, so the
writing lives here; the window tells the worker where the file is
(``solving/process.py``), since only the window knows the data folder.
"""

from __future__ import annotations

import traceback
from datetime import datetime
from pathlib import Path
from types import TracebackType

LOG_NAME = "errors.log"
#: Past this size the log is renamed to ``errors.log.old`` before the next entry,
#: so a fault repeated on every event cannot fill the disk.
MAX_LOG_BYTES = 1_000_000


def write_entry(path: Path, kind: type[BaseException], error: BaseException,
                trace: TracebackType | None, note: str = "") -> bool:
    """Append one dated traceback to ``path`` (after ``note``, a line saying
    where it happened, if given); ``False`` when it cannot be written."""
    text = "".join(traceback.format_exception(kind, error, trace))
    stamp = datetime.now().astimezone().isoformat(timespec="seconds")
    heading = f"--- {stamp}\n" + (f"{note}\n" if note else "")
    try:
        if path.is_file() and path.stat().st_size > MAX_LOG_BYTES:
            path.replace(path.with_name(path.name + ".old"))
        with path.open("a", encoding="utf-8") as log:
            log.write(f"{heading}{text}\n")
    except OSError:
        return False
    return True


#: How the window tells a solver worker where its ``errors.log`` is: the worker
#: inherits this variable (it has no Qt to find the data folder with).
LOG_VARIABLE = "FREECELL_QT_ERROR_LOG"


def log_from_environment() -> Path | None:
    """The log a worker writes to, as its window set it; None when not set."""
    import os

    value = os.environ.get(LOG_VARIABLE)
    return Path(value) if value else None
