"""Files written whole or not at all: a temporary file in the same folder, flushed to disk and
renamed over the target (reports, the review file, a Parquet archive's manifest)."""

from __future__ import annotations

import errno
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import IO

# Read once at import (os.umask can only be read by setting it, which is not thread-safe later).
_UMASK = os.umask(0o022)
os.umask(_UMASK)


def atomic_write(
    path: Path | str, write: Callable[[IO[str]], object], newline: str | None = None
) -> None:
    """Write through a temporary file in the same folder, then rename it over ``path``.

    A crash, a full disk or an exception in ``write`` leaves any previous file untouched.
    """
    # Through a link to the file it names (renaming over the link would replace the link).
    path = Path(os.path.realpath(path)) if os.path.islink(path) else Path(path)
    if path.exists() and not path.is_file():
        # Renaming over a folder, a device or a pipe would replace what the user has there.
        raise OSError(errno.EEXIST, "it exists and is not a plain file, so it is left as it is")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent or ".")
    try:
        # A text that is not valid Unicode (a lone surrogate) is written escaped, never lost.
        with os.fdopen(fd, "w", encoding="utf-8", errors="backslashreplace", newline=newline) as f:
            write(f)
            f.flush()
            os.fsync(f.fileno())
        # mkstemp makes the file private (0600); a report gets the mode a new file would get.
        os.chmod(tmp, 0o666 & ~_UMASK)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
