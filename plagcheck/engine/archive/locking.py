"""One writer at a time, on both backends: an add, a removal or a re-index holds a lock file
beside the archive (``ARCHIVE.sqlite-lock``, ``ARCHIVE/lock``) while it changes it. A second
writer waits for it (``WAIT`` seconds), then is refused with a sentence that says why. Readers
(a scan, ``archive list``) take no lock: SQLite's own locks and the Parquet archive's swapped
manifest give them the state before or after a change, never half of one.

The lock is the operating system's (``flock``; ``msvcrt.locking`` on Windows): a writer that is
killed lets go of it with its process, so a kill never leaves an archive locked.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import IO

from plagcheck.engine.archive.base import ArchiveError

# Seconds a second writer waits for the first before it is refused.
WAIT = 30.0

if sys.platform == "win32":  # pragma: no cover - the Windows build
    import msvcrt

    def _try(f: IO[bytes]) -> bool:
        try:
            msvcrt.locking(f.fileno(), msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False

    def _release(f: IO[bytes]) -> None:
        f.seek(0)
        msvcrt.locking(f.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try(f: IO[bytes]) -> bool:
        try:
            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            return False

    def _release(f: IO[bytes]) -> None:
        fcntl.flock(f.fileno(), fcntl.LOCK_UN)


class WriterLock:
    """The lock of one archive (``path``: its lock file; ``archive``: its name in messages).
    Re-entrant within one archive object: an add that re-bands holds it once."""

    def __init__(self, path: Path, archive: str, wait: float | None = None) -> None:
        self.path = path
        self.archive = archive
        self.wait = wait  # None: WAIT
        self._file: IO[bytes] | None = None
        self._depth = 0

    def __enter__(self) -> WriterLock:
        if self._depth == 0:
            self._file = self._acquire()
        self._depth += 1
        return self

    def __exit__(self, *exc: object) -> None:
        self._depth -= 1
        if self._depth == 0 and self._file is not None:
            try:
                _release(self._file)
            finally:
                self._file.close()
                self._file = None

    def _acquire(self) -> IO[bytes]:
        try:
            f = open(self.path, "a+b")  # noqa: SIM115 - kept open while the lock is held
        except OSError as e:
            reason = e.strerror or type(e).__name__
            raise ArchiveError(f"{self.archive} cannot be changed here: {reason}") from None
        deadline = time.monotonic() + (WAIT if self.wait is None else self.wait)
        while not _try(f):
            if time.monotonic() >= deadline:
                f.close()
                raise ArchiveError(
                    f"{self.archive} is being changed by another plagcheck (an add, a removal "
                    "or a re-index); try again when it has finished"
                )
            time.sleep(0.05)
        return f

    @property
    def held(self) -> bool:
        return self._depth > 0


def lock_path(archive: Path) -> Path:
    """The lock file of an archive: inside a Parquet archive's folder, beside a SQLite file."""
    return archive / "lock" if archive.is_dir() else Path(f"{archive}-lock")
