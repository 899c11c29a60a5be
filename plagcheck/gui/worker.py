"""Scans and exports off the GUI thread: QRunnables on a one-thread pool, results on signals.

One ``ScanController`` per window keeps one ``Scanner`` (so a new threshold only re-verifies) and
runs one scan at a time: a request made while a scan runs cancels it and starts once it has stopped.
"""

from __future__ import annotations

import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

from plagcheck.engine import Cancelled, Params, Result, pipeline
from plagcheck.engine.archive import ArchiveError
from plagcheck.engine.compare import Passage
from plagcheck.engine.library import Several, joined
from plagcheck.engine.text import load_identifier
from plagcheck.gui.rows import PairRow, StudentRow, pair_rows, student_rows

# Progress signals at most this often (seconds), so a 5,000-file folder does not flood the GUI.
PROGRESS_EVERY = 0.05


def error_message(e: Exception) -> str:
    """What the window says about an exception: an ArchiveError's message is for the teacher."""
    return str(e) if isinstance(e, ArchiveError) else f"{type(e).__name__}: {e}"


@dataclass
class Scan:
    """A finished scan: the engine's result, the shared passages of its reported pairs and the
    rows of the window's tables, all worked out on the scan's thread."""

    result: Result
    passages: dict[tuple[int, int], list[Passage]]
    # The rows of the pairs and students tables, built here: the window only shows them.
    pair_rows: list[PairRow]
    student_rows: list[StudentRow]
    seconds: float = 0.0
    archive: str | None = None  # the archive the folder was compared with
    archive_error: str = ""  # why the chosen archive was not used (the folder alone was scanned)
    libraries: tuple[str, ...] = ()  # the libraries of sources it was compared with


class _ScanSignals(QObject):
    progress = Signal(str, int, int)
    finished = Signal(object)
    cancelled = Signal()
    failed = Signal(str)


class _Job(QRunnable):
    """A runnable that can be told to stop and reports progress at most every PROGRESS_EVERY."""

    signals: _ScanSignals | _TaskSignals

    def __init__(self) -> None:
        super().__init__()
        # Its owner holds the job (and its signals object) until its last signal is handled.
        self.setAutoDelete(False)
        self.stop = threading.Event()
        self._last = 0.0

    def _progress(self, stage: str, done: int, total: int) -> None:
        now = time.monotonic()
        if done == 0 or done >= total or now - self._last >= PROGRESS_EVERY:
            self._last = now
            self.signals.progress.emit(stage, done, total)


class _ScanJob(_Job):
    def __init__(
        self,
        scanner: pipeline.Scanner,
        folder: Path,
        params: Params,
        exact: bool,
        archive: str | None = None,
        libraries: tuple[str, ...] = (),
    ) -> None:
        super().__init__()
        self.signals = _ScanSignals()
        self.scanner, self.folder, self.params, self.exact = scanner, folder, params, exact
        self.archive, self.libraries = archive, libraries

    def _scan(self, archive: str | None, libraries: tuple[str, ...] = ()) -> Result:
        store = joined(archive, libraries)
        try:
            return self.scanner.run(
                self.folder, self.params, self._progress, self.stop.is_set, self.exact, store
            )
        finally:
            if isinstance(store, Several):
                store.close()

    def run(self) -> None:
        t = time.perf_counter()
        try:
            archive, libraries, archive_error = self.archive, self.libraries, ""
            try:
                result = self._scan(archive, libraries)
            except ArchiveError as e:
                # The folder's own stages are cached by now: scanning it alone costs little.
                archive, libraries, archive_error = None, (), str(e)
                result = self._scan(None)
            scan = Scan(
                result,
                self._passages(result),
                pair_rows(result),
                student_rows(result),
                archive=archive,
                libraries=libraries,
            )
            scan.archive_error = archive_error
            scan.seconds = time.perf_counter() - t
        except Cancelled:
            self.signals.cancelled.emit()
            return
        except Exception as e:  # noqa: BLE001 - shown to the user, never lost in a thread
            traceback.print_exc()
            self.signals.failed.emit(error_message(e))
            return
        self.signals.finished.emit(scan)

    def _passages(self, result: Result) -> dict[tuple[int, int], list[Passage]]:
        # The passage stage keeps each reported pair's spans: opening a pair is instant.
        # Per-student similarity is computed here too, off the window's thread.
        result.similarity  # noqa: B018
        # The words a reworded passage's sides share are marked by their language
        # (``matching_words``): its identifier is loaded here, not as the window shows the
        # first such passage (a frozen window for 0.8 s).
        if any(q.reworded for p in result.reported for q in p.spans):
            load_identifier()
        return {(p.a, p.b): list(p.spans) for p in result.reported}


class ScanController(QObject):
    """Starts scans on a worker thread; at most one runs, the latest request wins."""

    progress = Signal(str, int, int)
    started = Signal()
    finished = Signal(object)  # Scan
    cancelled = Signal()
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scanner = pipeline.Scanner()
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._job: _ScanJob | None = None
        self._last_job: _ScanJob | None = None
        self._pending: tuple[Path, Params, bool, str | None, tuple[str, ...]] | None = None

    @property
    def running(self) -> bool:
        return self._job is not None

    def scan(
        self,
        folder: Path,
        params: Params,
        exact: bool,
        archive: str | None = None,
        libraries: tuple[str, ...] = (),
    ) -> None:
        """Scan ``folder`` (and compare it with ``archive`` and ``libraries``), cancelling a scan
        that is running.

        The Scanner's caches are keyed by folder, files and parameters, so a cancelled scan of
        another folder leaves the shown folder's stages cached.
        """
        if self._job is not None:
            self._pending = (folder, params, exact, archive, libraries)
            self._job.stop.set()
            return
        job = _ScanJob(self.scanner, folder, params, exact, archive, libraries)
        job.signals.progress.connect(self._on_progress)
        job.signals.finished.connect(self._on_finished)
        job.signals.cancelled.connect(self._on_cancelled)
        job.signals.failed.connect(self._on_failed)
        self._job = job
        self.started.emit()
        self.pool.start(job)

    def cancel(self) -> None:
        """Stop the running scan (the previous results stay); forget any queued request."""
        self._pending = None
        if self._job is not None:
            self._job.stop.set()

    def wait(self, msecs: int = -1) -> bool:
        return self.pool.waitForDone(msecs)

    def _next(self) -> bool:
        self._last_job, self._job = self._job, None
        if self._pending is None:
            return False
        pending, self._pending = self._pending, None
        self.scan(*pending)
        return True

    @Slot(str, int, int)
    def _on_progress(self, stage: str, done: int, total: int) -> None:
        if self.sender() is (self._job.signals if self._job else None):
            self.progress.emit(stage, done, total)

    @Slot(object)
    def _on_finished(self, scan: Scan) -> None:
        if not self._next():
            self.finished.emit(scan)

    @Slot()
    def _on_cancelled(self) -> None:
        if not self._next():
            self.cancelled.emit()

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        if not self._next():
            self.failed.emit(message)


class _TaskSignals(QObject):
    progress = Signal(str, int, int)
    result = Signal(object)  # what fn returned
    done = Signal(str)
    failed = Signal(str)
    cancelled = Signal()


class Task(_Job):
    """Run ``fn()`` on a pool (writing a report, adding to the archive).

    ``result`` carries what ``fn`` returned, then ``done`` carries ``message``. A long ``fn`` may
    report through ``task.progress`` and stop (raising Cancelled) when ``task.stop`` is set.
    """

    def __init__(self, fn: Callable[[], object], message: str = "") -> None:
        super().__init__()
        self.fn, self.message = fn, message
        self.signals = _TaskSignals()
        self.progress = self._progress

    def run(self) -> None:
        try:
            value = self.fn()
        except Cancelled:
            self.signals.cancelled.emit()
            return
        except Exception as e:  # noqa: BLE001 - shown to the user
            self.signals.failed.emit(error_message(e))
            return
        self.signals.result.emit(value)
        self.signals.done.emit(self.message)
