"""Progress and cancellation, as every stage and executor sees them."""

from __future__ import annotations

from collections.abc import Callable

from plagcheck.i18n import msg

# progress(stage, done, total); stage is one of pipeline.STAGES (or "archiving", "writing"...).
ProgressFn = Callable[[str, int, int], None]
CancelFn = Callable[[], bool]
# What each stage is called where a person watches it (the window's status line, the command
# line's bar): messages, written in the reader's language by the fronts.
STAGE_NAMES = {
    "reading": msg("Reading files"),
    "shingling": msg("Cutting into phrases"),
    "hashing": msg("Fingerprinting"),
    "banding": msg("Finding candidate pairs"),
    "verifying": msg("Checking pairs exactly"),
    "passages": msg("Finding shared passages"),
    "archiving": msg("Adding to the archive"),
}


class Cancelled(Exception):
    """The scan was cancelled; nothing of the previous result was touched."""


def check(cancel: CancelFn | None) -> None:
    """Raise Cancelled if the front asked to stop (stages call it between units of work)."""
    if cancel is not None and cancel():
        raise Cancelled()


def quiet(stage: str, done: int, total: int) -> None:
    """A progress callback that reports nothing (work in a worker process)."""


def offset(report: ProgressFn, start: int, total: int) -> ProgressFn:
    """A partition's progress as progress of the whole."""
    return lambda stage, done, _n: report(stage, start + done, total)
