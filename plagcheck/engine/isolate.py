"""Read the risky formats in a child process that can be stopped.

A library that parses a hostile .docx, .odt, .rtf, .pdf or .html can loop, recurse or allocate
without ever returning to our code, so a deadline checked between steps cannot stop it. The
readers of those formats therefore run in one long-lived child process (started on first use,
spawned, so it is safe in a threaded window and on every system): the scan waits for each file at
most its time budget, then kills the child -- the file becomes a problem ("took longer than 30 s
to read") and the next file gets a fresh child. On Linux the child's memory is capped as well
(``RLIMIT_DATA``), so a file that asks for more fails there with a reason, and the scan's memory
stays bounded whatever a file claims to hold. The child also takes the parsing off the calling
process's interpreter lock, so the window stays responsive while it reads.

Where a child process cannot be had (inside a daemonic worker, such as a Dask worker's), the
caller reads in its own process and relies on the bounds checked before parsing.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import threading
from multiprocessing.connection import Connection
from typing import Any

# Memory the reading child may use on top of what it holds after importing its libraries.
MEMORY_MB = 512
_START_SECONDS = 120.0  # spawning and importing the readers (a slow, shared machine)

TOO_MUCH_MEMORY = f"too large to read (needs more than {MEMORY_MB} MB of memory)"
CRASHED = "the reader stopped on this file (corrupt?)"


def _limit_memory(extra_mb: int) -> None:
    """Cap the data segment (heap and private mappings) of this process on Linux."""
    if not sys.platform.startswith("linux"):
        return
    import resource

    try:
        with open("/proc/self/status") as f:
            data_kb = next(int(line.split()[1]) for line in f if line.startswith("VmData:"))
        limit = data_kb * 1024 + extra_mb * 2**20
        resource.setrlimit(resource.RLIMIT_DATA, (limit, limit))
    except (OSError, ValueError, StopIteration):
        pass  # no cap: the bounds checked before parsing still hold


def _serve(conn: Connection, memory_mb: int) -> None:
    """The child: read (suffix, bytes) requests until the pipe closes."""
    from plagcheck.engine import extract

    extract.preload()
    _limit_memory(memory_mb)
    conn.send(("ready", None))
    while True:
        try:
            suffix, data = conn.recv()
        except (EOFError, OSError):
            return
        try:
            reply: tuple[str, Any] = ("ok", extract.parse_here(suffix, data))
        except extract.ExtractionError as e:
            reply = ("problem", e.reason)
        except MemoryError:
            reply = ("memory", TOO_MUCH_MEMORY)
        except Exception as e:  # noqa: BLE001 -- any failure of a library is this file's problem
            reply = ("problem", f"cannot read file ({type(e).__name__})")
        del data
        try:
            conn.send(reply)
        except MemoryError:
            conn.send(("memory", TOO_MUCH_MEMORY))


class Reader:
    """The child process and its pipe; one per process that reads (see :func:`reader`)."""

    def __init__(self, memory_mb: int = MEMORY_MB) -> None:
        self.memory_mb = memory_mb
        self._proc: Any = None
        self._conn: Connection | None = None
        self._lock = threading.Lock()

    def _start(self) -> Connection:
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
        proc = ctx.Process(
            target=_serve, args=(child, self.memory_mb), daemon=True, name="plagcheck-reader"
        )
        proc.start()
        child.close()
        if not parent.poll(_START_SECONDS):
            proc.kill()
            raise OSError("the reading process did not start")
        parent.recv()
        self._proc, self._conn = proc, parent
        return parent

    def stop(self) -> None:
        if self._proc is not None:
            self._proc.kill()
            self._proc.join(5)
        if self._conn is not None:
            self._conn.close()
        self._proc = self._conn = None

    def read(self, suffix: str, data: bytes, budget: float) -> tuple[str, Any]:
        """("ok", Extracted), ("problem", reason) or ("timeout", None) for one file."""
        with self._lock:  # one file at a time through one pipe
            conn = self._conn
            if conn is None or not self._proc.is_alive():
                self.stop()
                conn = self._start()
            try:
                conn.send((suffix, data))
                if not conn.poll(budget):
                    self.stop()
                    return ("timeout", None)
                kind, value = conn.recv()
            except (EOFError, OSError):
                code = self._proc.exitcode if self._proc is not None else None
                self.stop()
                return ("problem", TOO_MUCH_MEMORY if code == -9 else CRASHED)
            if kind == "memory":  # a child that ran out of memory is not trusted again
                self.stop()
                return ("problem", value)
            return (kind, value)


_readers: dict[int, Reader] = {}


def available() -> bool:
    """Whether this process may start a reading child (a daemonic process may not)."""
    return not multiprocessing.current_process().daemon


def reader() -> Reader:
    """This process's reader (a forked worker gets its own, never its parent's pipe)."""
    pid = os.getpid()
    if pid not in _readers:
        _readers[pid] = Reader()
    return _readers[pid]
