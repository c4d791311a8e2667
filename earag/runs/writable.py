"""Is an output's folder writable? Checked before any work (else, with `-o` on a read-only mount, every row
would be scored before the export failed). The probe is what an export does: a temporary file in the folder."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

from earag.errors import InputError
from earag.messages import Message


def check_writable(path: str | os.PathLike, label: str) -> None:
    """InputError naming `label` unless a file can be created beside `path` (and `path` itself, when it exists, is
    a file this process may replace)."""
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    try:
        fd, probe = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".probe", dir=folder)
    except OSError as exc:
        raise InputError(Message("output.not_writable", {"label": label, "folder": str(folder),
                                                          "detail": str(exc.strerror or exc)}), field="output") from None
    os.close(fd)
    try:
        os.unlink(probe)
    except OSError:
        pass
