"""Where the stages run. The orchestrator (``pipeline.scan``) hands every stage to an executor as
a function and its partitions; the executor decides only where and when the function runs, as
Dask's schedulers do with one task graph:

- ``InProcess``: here, at once, the whole folder as one partition, each stage's output kept and
  keyed by the parameters it depends on (the window re-runs only what a setting affects);
- ``ProcessPool``: worker processes, for large folders. A stage returns a ``Chain`` (what to run
  on a partition), and ``collect`` runs each partition's chain in one worker, so a chunk of files
  is read, shingled and signed where it is, and only light documents come back. Workers receive
  plain data and module-level functions: safe under spawn (Windows, macOS, a window's process);
  forked workers find the chains in the memory they inherit, and receive only their index;
- ``distributed.DaskExecutor``: a Dask cluster (in ``distributed.py``: Dask is optional).
"""

from __future__ import annotations

import ctypes
import gc
import multiprocessing
import os
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor
from concurrent.futures import wait as futures_wait
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

import numpy as np

from plagcheck.engine.progress import CancelFn, ProgressFn, check, offset, quiet

T = TypeVar("T")


@dataclass
class Context:
    """One scan as executors see it: where progress goes, whether to stop, seconds per stage."""

    report: ProgressFn = quiet
    cancel: CancelFn | None = None
    timings: dict[str, float] = field(default_factory=dict)


class Executor(Protocol):
    #: Documents are kept light between stages (read again where candidates reach them).
    light: bool
    #: The stage outputs are computed when ``run`` returns (not only at ``collect``).
    eager: bool
    #: Stage outputs are kept by key (the orchestrator then computes the keys).
    caches: bool

    def partition_size(self, n: int) -> int: ...

    def blocks(self, n_pairs: int) -> int: ...

    def cached(self, stage: str, key: Any, compute: Callable[[], T]) -> T: ...

    def run(
        self, ctx: Context, stage: str, fn: Callable[..., Any], parts: Sequence[Any], *args: Any,
        key: Any = None,
    ) -> list[Any]: ...  # fmt: skip

    def collect(
        self,
        ctx: Context,
        parts: Sequence[Any],
        weights: Sequence[int] | None = None,
        each: Callable[[Any], Any] | None = None,
    ) -> list[Any]: ...


class InProcess:
    """Every stage in this process on one partition; outputs cached by the parameters' key."""

    light = False
    eager = True
    caches = True

    def __init__(self) -> None:
        self._cache: dict[str, tuple[Any, Any]] = {}

    def clear(self) -> None:
        self._cache.clear()

    def partition_size(self, n: int) -> int:
        return max(n, 1)

    def blocks(self, n_pairs: int) -> int:
        return 1

    def cached(self, stage: str, key: Any, compute: Callable[[], T]) -> T:
        hit = self._cache.get(stage)
        if key is not None and hit is not None and hit[0] == key:
            return hit[1]
        value = compute()
        self._cache[stage] = (key, value)
        return value

    def run(
        self, ctx: Context, stage: str, fn: Callable[..., Any], parts: Sequence[Any], *args: Any,
        key: Any = None,
    ) -> list[Any]:  # fmt: skip
        t = time.perf_counter()

        def compute() -> list[Any]:
            return [fn(p, *args, progress=ctx.report, cancel=ctx.cancel) for p in parts]

        out = compute() if key is None else self.cached(stage, key, compute)
        ctx.timings[stage] = ctx.timings.get(stage, 0.0) + time.perf_counter() - t
        return out

    def collect(
        self,
        ctx: Context,
        parts: Sequence[Any],
        weights: Sequence[int] | None = None,
        each: Callable[[Any], Any] | None = None,
    ) -> list[Any]:
        return list(parts) if each is None else [each(p) for p in parts]


# Worker processes (one per core, up to this many).
MAX_WORKERS = 8
# Files per partition of a large folder, at most; a smaller folder is cut in four partitions a
# worker, so that no core waits long for the last one (5,000 files on 2 cores: 8 of 625).
CHUNK = 1_000
# Fewer candidates than this are verified in one process: splitting them would cost more than it
# saves.
PARALLEL_PAIRS = 256
# Candidate pairs a block of them holds, at most about, where workers verify them: a worker that
# is done takes the next block rather than waiting for the other's last, and a small block's
# documents are few enough to be read once, whole, for verification and passages alike
# (``stages.KEEP_WHOLE``). 20,000 essays a fifth related: the pair stages' CPU 8.6-9.4 s in two
# blocks, 7.5-7.9 s in twelve; 5,000 (1,111 candidates): four blocks, not two, CPU 0.97x and the
# largest process 199 MiB against 288 (its whole documents come back in smaller replies).
PAIRS_PER_BLOCK = 384


@dataclass(frozen=True)
class Chain:
    """The stages still to run on one partition: (stage, function, arguments) in order."""

    part: Any
    links: tuple[tuple[str, Callable[..., Any], tuple[Any, ...]], ...] = ()


def run_chain(
    chain: Chain, progress: ProgressFn = quiet, cancel: CancelFn | None = None
) -> tuple[Any, list[float]]:
    """Run a chain's stages on its partition (in a worker, or here); the seconds of each."""
    value, seconds = chain.part, []
    for _stage, fn, args in chain.links:
        t = time.perf_counter()
        value = fn(value, *args, progress=progress, cancel=cancel)
        seconds.append(time.perf_counter() - t)
    return value, seconds


class ProcessPool:
    """Partitions of CHUNK files, each run through its stages in one worker process.
    ``light``: documents are kept light between stages (False: the blocks of candidate pairs of
    a folder scanned in this process, whose documents are whole, ``for_pairs``)."""

    eager = False
    caches = False

    def __init__(self, light: bool = True) -> None:
        self.light = light

    def partition_size(self, n: int) -> int:
        return max(1, min(CHUNK, -(-n // (4 * worker_count(n)))))

    def blocks(self, n_pairs: int) -> int:
        # Candidates go to workers only if they start at once (fork): a spawned worker's start-up
        # would cost what it saves.
        workers = worker_count(n_pairs)
        if workers < 2 or n_pairs < PARALLEL_PAIRS or start_method() != "fork":
            return 1
        return workers * -(-n_pairs // (workers * PAIRS_PER_BLOCK))

    def cached(self, stage: str, key: Any, compute: Callable[[], T]) -> T:
        return compute()

    def run(
        self, ctx: Context, stage: str, fn: Callable[..., Any], parts: Sequence[Any], *args: Any,
        key: Any = None,
    ) -> list[Chain]:  # fmt: skip
        def chained(p: Any) -> Chain:
            base = p if isinstance(p, Chain) else Chain(p)
            return Chain(base.part, (*base.links, (stage, fn, args)))

        return [chained(p) for p in parts]

    def collect(
        self,
        ctx: Context,
        parts: Sequence[Any],
        weights: Sequence[int] | None = None,
        each: Callable[[Any], Any] | None = None,
    ) -> list[Any]:
        """Run every partition's chain (one worker per core; here on one core or one partition)
        and return the results in order, or what ``each`` makes of each, applied as each comes
        (in a pool, in the order they finish: a block's reply holds documents whole, freed
        before the next comes). Progress is reported as partitions finish, under the first
        stage's name; the wall time is shared between the stages by their work."""
        chains = [p if isinstance(p, Chain) else Chain(p) for p in parts]
        if not chains or not chains[0].links:
            return [c.part if each is None else each(c.part) for c in chains]
        stages = [s for s, _, _ in chains[0].links]
        weights = list(weights) if weights is not None else [1] * len(chains)
        total, starts = sum(weights), np.cumsum([0, *weights]).tolist()
        t = time.perf_counter()
        out: list[Any] = [None] * len(chains)
        spent = np.zeros(len(stages))
        with workers(chains) as submit:
            if submit is None:
                results: Iterator[tuple[int, tuple[Any, list[float]]]] = (
                    (i, run_chain(c, offset(ctx.report, lo, total), ctx.cancel))
                    for i, (c, lo) in enumerate(zip(chains, starts))
                )
            else:
                results = _in_pool(submit, ctx, weights, total, stages[0])
            for i, (value, seconds) in results:
                out[i] = value if each is None else each(value)
                spent += seconds
        for stage in stages[1:]:
            ctx.report(stage, total, total)
        share(ctx.timings, stages, spent, time.perf_counter() - t)
        return out


Submit = Callable[[int], "Future[tuple[Any, list[float]]]"]


def _in_pool(
    submit: Submit, ctx: Context, weights: list[int], total: int, first: str
) -> Iterator[tuple[int, tuple[Any, list[float]]]]:
    """Each chain's number and result as it finishes (a future is not kept past it)."""
    pending = {submit(i): i for i in range(len(weights))}
    try:
        done = 0
        while pending:
            check(ctx.cancel)
            finished, _ = futures_wait(pending, timeout=0.05, return_when=FIRST_COMPLETED)
            for f in finished:
                i = pending.pop(f)
                done += weights[i]
                ctx.report(first, done, total)
                yield i, f.result()
    finally:
        for f in pending:
            f.cancel()


def share(timings: dict[str, float], stages: Sequence[str], spent: np.ndarray, wall: float) -> None:
    """Stages overlap in worker processes: the wall time is shared in proportion to their work."""
    for stage, part in zip(stages, spent / max(float(spent.sum()), 1e-9)):
        timings[stage] = timings.get(stage, 0.0) + wall * float(part)


def start_method() -> str:
    """ "fork" (no start-up cost, no import of the caller's script) where it is safe: on Linux,
    from the main thread of a process with no other thread and no Qt; else "spawn"."""
    alone = threading.current_thread() is threading.main_thread() and threading.active_count() == 1
    if sys.platform.startswith("linux") and alone and "PySide6" not in sys.modules:
        return "fork"
    return "spawn"


def worker_count(tasks: int) -> int:
    return min(os.cpu_count() or 1, MAX_WORKERS, tasks)


# The chains of the collect under way, where workers forked from this process find them: a task
# is then a chain's index, not the chain pickled (a chunk's 1,000 submissions pickle to more than
# a pipe holds, and a worker waited for the rest of its next task between chunks).
_FORKED: list[Chain] = []


def _run_forked(i: int) -> tuple[Any, list[float]]:
    return run_chain(_FORKED[i])


@contextmanager
def workers(chains: Sequence[Chain]) -> Iterator[Submit | None]:
    """What runs chain i in a pool of worker processes (one per core), or None on one core.
    Pools live for one collect each: idle workers would keep their memory through the next
    stage."""
    n = worker_count(len(chains))
    if n < 2:
        yield None
        return
    method = start_method()
    if method == "fork":
        # A forked worker's garbage collector would write to every object it inherited, copying
        # the parent's pages (hundreds of MB in a large scan): they are kept out of its sight.
        gc.freeze()
        trim_heap()
        _FORKED[:] = chains
    try:
        context = multiprocessing.get_context(method)
        with ProcessPoolExecutor(n, context, _leave_with, (os.getpid(),)) as pool:
            if method == "fork":
                yield lambda i: pool.submit(_run_forked, i)
            else:
                yield lambda i: pool.submit(run_chain, chains[i])
    finally:
        if method == "fork":
            _FORKED.clear()
            gc.unfreeze()


# How often a worker looks whether the process that started it is still there.
WATCH_SECONDS = 0.5


def _leave_with(parent: int) -> None:
    """A worker's watch on the process that started it: where that is gone (killed, crashed,
    the window forced to quit), the worker leaves too. Nothing else tells it: it holds its own
    end of the pool's queue and would wait for work for ever, keeping its memory (hundreds of
    MB a worker in a large scan). (Where no process takes over an orphan, as on Windows, the
    parent's id does not change and the watch never fires.)"""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(WATCH_SECONDS)
        os._exit(1)

    threading.Thread(target=watch, name="parent watch", daemon=True).start()


def trim_heap() -> None:
    """Give the pages this process has freed back to the system (glibc's ``malloc_trim``), so
    that workers forked next do not start with them: the candidate stage's threads free
    hundreds of MB that glibc keeps in their arenas (100,000 essays: the largest worker's peak
    1,190 -> 918 MB). Nothing where the C library has no such call."""
    try:
        ctypes.CDLL(None).malloc_trim(0)
    except (OSError, AttributeError):
        pass


def for_pairs(ex: Executor, n_pairs: int) -> Executor:
    """Who verifies ``n_pairs`` candidates and finds their passages: a folder scanned in this
    process sends its blocks of pairs to forked workers, one per core, when there are enough of
    them (the documents stay whole: the workers find them in the memory they inherit), and keeps
    them here otherwise (a window's process, which spawns, keeps its cache of verified pairs)."""
    if isinstance(ex, InProcess):
        pool = ProcessPool(light=False)
        if pool.blocks(n_pairs) > 1:
            return pool
    return ex


EXECUTORS: dict[str, Callable[[], Executor]] = {"local": InProcess, "processes": ProcessPool}
