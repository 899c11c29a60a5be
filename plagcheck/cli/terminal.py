"""What the terminal may do to a run that has its results: close the pipe it prints to
(``plagcheck scan CLASS --html r.html | head -1``) or send Ctrl-C while the reports are written.
Neither may lose a report; the exit status says what happened (``STATUS``)."""

from __future__ import annotations

import errno
import os
import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType
from typing import TextIO

# Exit statuses besides 0 (done), 1 (an error; a report could not be written) and 2 (usage).
INTERRUPTED = 130  # 128 + SIGINT, as a shell reports a command ended by Ctrl-C
PIPE_CLOSED = 141  # 128 + SIGPIPE, as a shell reports a command whose output was closed


def pipe_closed(e: BaseException) -> bool:
    return isinstance(e, BrokenPipeError) or (
        isinstance(e, OSError) and e.errno in (errno.EPIPE, errno.EINVAL)
    )


def silence_stdout() -> None:
    """Send whatever is still to be printed nowhere: the reader has gone, and Python would
    otherwise fail again flushing stdout at exit."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):  # not a real file (a test's capture)
        pass


class Output:
    """Standard output that a closed pipe does not end: the first failed write marks it closed,
    later writes are dropped, and the run goes on to write its reports."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.closed = False

    def write(self, text: str) -> None:
        if self.closed:
            return
        try:
            self.stream.write(text)
        except OSError as e:
            if not pipe_closed(e):
                raise
            self.closed = True
            silence_stdout()

    def flush(self) -> None:
        if self.closed:
            return
        try:
            self.stream.flush()
        except OSError as e:
            if not pipe_closed(e):
                raise
            self.closed = True
            silence_stdout()


@contextmanager
def interrupts_held() -> Iterator[list[int]]:
    """Ctrl-C noted, not acted on, while the block runs (a finished comparison's reports are
    written whole); the list yielded gets an entry per Ctrl-C. Outside the main thread (where
    signals cannot be caught) the block runs as it is."""
    caught: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield caught
        return

    def note(signum: int, frame: FrameType | None) -> None:
        caught.append(signum)
        print("\nplagcheck: stopping once the reports are written", file=sys.stderr)

    before = signal.signal(signal.SIGINT, note)
    try:
        yield caught
    finally:
        signal.signal(signal.SIGINT, before)
