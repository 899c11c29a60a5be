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

from plagcheck.i18n import msg

# Memory the reading child may use on top of what it holds after importing its libraries.
MEMORY_MB = 512
_START_SECONDS = 120.0  # spawning and importing the readers (a slow, shared machine)

CRASHED = msg("the reader stopped on this file (corrupt?)")


def too_much_memory(memory_mb: int) -> str:
    return msg("too large to read (needs more than {mb} MB of memory)", mb=memory_mb)


def _status_kb(field: str) -> int | None:
    """A ``VmData:``-style figure of this process in kB (Linux), else ``None``."""
    try:
        with open("/proc/self/status") as f:
            return next(int(line.split()[1]) for line in f if line.startswith(field))
    except (OSError, ValueError, StopIteration):
        return None


def _limit_memory(extra_mb: int) -> int | None:
    """Cap the data segment (heap and private mappings) of this process on Linux; the peak
    virtual size (kB) past which the cap was nearly reached, or ``None`` without a cap."""
    if not sys.platform.startswith("linux"):
        return None
    import resource

    data_kb, peak_kb = _status_kb("VmData:"), _status_kb("VmPeak:")
    if data_kb is None or peak_kb is None:
        return None  # no cap: the bounds checked before parsing still hold
    limit = data_kb * 1024 + extra_mb * 2**20
    resource.setrlimit(resource.RLIMIT_DATA, (limit, limit))
    return peak_kb + extra_mb * 1024 * 9 // 10


def _serve(conn: Connection, memory_mb: int) -> None:
    """The child: read (suffix, bytes) requests until the pipe closes.

    Each reply is (kind, value, retire): ``retire`` asks the parent for a fresh child, once this
    one came near its memory cap. A library may report a failed allocation as anything (lxml
    says "unknown error"), so a problem met near the cap is reported as the memory it was."""
    # Libraries print their complaints (odfpy dumps the XML it failed on): not on the teacher's
    # terminal. The reasons travel back through the pipe.
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    sys.stdout = sys.stderr = open(os.devnull, "w")  # noqa: SIM115 -- for the child's life
    from plagcheck.engine.intake import formats
    from plagcheck.engine.intake.formats.limits import OUT_OF_MEMORY, ExtractionError

    formats.preload()
    near_cap = _limit_memory(memory_mb)
    too_much = ("memory", too_much_memory(memory_mb))
    conn.send(("ready", None, False))
    while True:
        try:
            suffix, data = conn.recv()
        except (EOFError, OSError):
            return
        try:
            reply: tuple[str, Any] = ("ok", formats.parse_here(suffix, data))
        except ExtractionError as e:
            reply = too_much if e.reason == OUT_OF_MEMORY else ("problem", e.reason)
        except MemoryError:
            reply = too_much
        except Exception as e:  # noqa: BLE001 -- any failure of a library is this file's problem
            reply = ("problem", f"cannot read file ({type(e).__name__})")
        del data
        peak = _status_kb("VmPeak:")
        retire = near_cap is not None and peak is not None and peak >= near_cap
        if retire and reply[0] == "problem":
            reply = too_much
        try:
            conn.send((*reply, retire or reply[0] == "memory"))
        except MemoryError:
            conn.send((*too_much, True))


class Reader:
    """The child process and its pipe; one per process that reads (see :func:`reader`)."""

    def __init__(self, memory_mb: int = MEMORY_MB) -> None:
        self.memory_mb = memory_mb
        self._proc: Any = None
        self._conn: Connection | None = None
        self._lock = threading.Lock()
        self.broken = False

    def _start(self) -> Connection:
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
        proc = ctx.Process(
            target=_serve, args=(child, self.memory_mb), daemon=True, name="plagcheck-reader"
        )
        proc.start()
        child.close()
        try:
            if not parent.poll(_START_SECONDS):
                raise OSError("the reading process did not start")
            parent.recv()
        except (OSError, EOFError):
            proc.kill()
            parent.close()
            raise OSError("the reading process did not start") from None
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
        """("ok", Extracted), ("problem", reason) or ("timeout", None) for one file;
        ("unavailable", None) when no child process can be started here (then the caller reads
        in its own process)."""
        with self._lock:  # one file at a time through one pipe
            if self.broken:
                return ("unavailable", None)
            conn = self._conn
            if conn is None or not self._proc.is_alive():
                self.stop()
                try:
                    conn = self._start()
                except OSError:
                    self.broken = True  # e.g. a main module a spawned child cannot import
                    return ("unavailable", None)
            try:
                conn.send((suffix, data))
                if not conn.poll(budget):
                    self.stop()
                    return ("timeout", None)
                kind, value, retire = conn.recv()
            except (EOFError, OSError):
                code = self._proc.exitcode if self._proc is not None else None
                self.stop()
                return ("problem", too_much_memory(self.memory_mb) if code == -9 else CRASHED)
            if retire:  # near its memory cap, or past it: the next file gets a fresh child
                self.stop()
            return ("problem" if kind == "memory" else kind, value)


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
