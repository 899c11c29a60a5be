"""The same scan on a Dask cluster (``pip install plagcheck[dask]``): for archives of millions.

``DaskExecutor`` runs the orchestrator's stages (``pipeline.scan``) as tasks: each partition of
documents is read, shingled and signed on a worker and stays there as a future; light documents,
signatures and fingerprints come back for the candidate stage, where an archive's keys are joined
in (``archives.archive_candidates``: a SQLite file or a Parquet folder, read a part at a time);
blocks of candidates go out again to be verified and their passages found where their files are
read. Work lives in the scheduler's task graph (no scattered data), so a worker that dies is
replaced and its tasks are recomputed from their inputs. The result is ``pipeline.run``'s.

Dask is imported inside functions: ``import plagcheck.engine`` must work on the desktop install.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from plagcheck.engine.archive.parquet import ParquetArchive
from plagcheck.engine.archive.store import ArchiveStore
from plagcheck.engine.executors import PARALLEL_PAIRS, Context
from plagcheck.engine.params import Params
from plagcheck.engine.progress import CancelFn, Cancelled, ProgressFn
from plagcheck.engine.result import Result

if TYPE_CHECKING:
    from distributed import Client, Future

T = TypeVar("T")
# Documents per partition: enough work per task to hide scheduling, small enough to balance.
MAX_PARTITION = 2_000


@contextmanager
def connect(scheduler: str | None = None, workers: int | None = None) -> Any:
    """A Client for ``scheduler``, or for a new local cluster of ``workers`` processes."""
    from distributed import Client

    if scheduler:
        client = Client(scheduler)
    else:
        client = Client(
            n_workers=workers or 2, threads_per_worker=1, processes=True, dashboard_address=":0"
        )
    try:
        yield client
    finally:
        client.close()


def _watch(
    client: Client,
    futures: Iterable[Future],
    stage: str,
    total: int,
    progress: ProgressFn,
    cancel: CancelFn | None,
    weight: Callable[[Any], int] | None = None,
) -> None:
    """Report ``stage`` as the futures finish; cancel them all if told to stop."""
    from distributed import as_completed

    futures = list(futures)
    done = 0
    progress(stage, 0, total)
    for f in as_completed(futures):
        done += weight(f) if weight else 1
        progress(stage, done, total)
        if cancel is not None and cancel():
            client.cancel(futures)
            raise Cancelled()


class DaskExecutor:
    """The orchestrator's stages as tasks on a Dask cluster (``pipeline.scan`` with this executor
    is ``run`` without an archive). Partitions stay on the workers as futures from stage to
    stage; only light documents, signatures and band keys come back for the candidate stage,
    and blocks of candidates go out again to be verified where their files are read."""

    light = True
    eager = False
    caches = False

    def __init__(self, client: Client, partition_size: int | None = None) -> None:
        self.client = client
        self.size = partition_size
        self.workers = max(1, len(client.scheduler_info().get("workers", {})))
        self._stages: list[str] = []

    def partition_size(self, n: int) -> int:
        return self.size or max(1, min(MAX_PARTITION, math.ceil(n / (4 * self.workers))))

    def blocks(self, n_pairs: int) -> int:
        return max(1, min(self.workers, n_pairs // PARALLEL_PAIRS))

    def cached(self, stage: str, key: Any, compute: Callable[[], T]) -> T:
        return compute()

    def run(
        self, ctx: Context, stage: str, fn: Callable[..., Any], parts: Sequence[Any], *args: Any,
        key: Any = None,
    ) -> list[Any]:  # fmt: skip
        self._stages.append(stage)
        return [self.client.submit(fn, p, *args, pure=False) for p in parts]

    def collect(
        self,
        ctx: Context,
        parts: Sequence[Any],
        weights: Sequence[int] | None = None,
        each: Callable[[Any], Any] | None = None,
    ) -> list[Any]:
        """The partitions' values, reported as they finish under the last pending stage's name
        (the futures watched are its tasks); the wall time is shared between the pending
        stages."""
        futures, stages, self._stages = list(parts), self._stages or ["collect"], []
        t = time.perf_counter()
        size = dict(zip(futures, weights or [1] * len(futures)))
        total = sum(size.values())
        _watch(self.client, futures, stages[-1], total, ctx.report, ctx.cancel, size.__getitem__)
        out: list[Any] = self.client.gather(futures)
        if each is not None:
            out = [each(value) for value in out]
        for stage in stages[:-1]:
            ctx.report(stage, total, total)
        wall = (time.perf_counter() - t) / len(stages)
        for stage in stages:
            ctx.timings[stage] = ctx.timings.get(stage, 0.0) + wall
        return out


def run(
    source: Path | str | Sequence[Path],
    params: Params | None = None,
    client: Client | None = None,
    progress: ProgressFn | None = None,
    cancel: CancelFn | None = None,
    partition_size: int | None = None,
    archive: ArchiveStore | Path | str | None = None,
) -> Result:
    """One scan on a Dask cluster: ``pipeline.scan`` with a ``DaskExecutor``, the same Result as
    ``pipeline.run``. With ``archive`` (a Parquet folder written by ``build_archive``, or a SQLite
    file) the folder is also compared with the archived documents; those in candidate pairs
    follow the folder's in the Result. Files are read by the workers, so a remote cluster needs
    them on a shared file system.
    """
    from distributed import get_client

    from plagcheck.engine import pipeline

    executor = DaskExecutor(client or get_client(), partition_size)
    return pipeline.run(source, params, progress, cancel, archive=archive, executor=executor)


def build_archive(
    source: Path | str | Sequence[Path],
    out: Path | str,
    params: Params | None = None,
    client: Client | None = None,
    label: str = "archive",
    progress: ProgressFn | None = None,
    cancel: CancelFn | None = None,
    partition_size: int | None = None,
) -> dict[str, Any]:
    """A new Parquet archive of ``source`` under ``out``, its parts written by the workers
    (``ParquetArchive.add`` with a ``DaskExecutor``); the manifest."""
    from distributed import get_client

    out = Path(out)
    if (out / "manifest.json").exists():
        raise ValueError(f"{out} already holds an archive; choose a new folder")
    arc = ParquetArchive(out, create=True)
    executor = DaskExecutor(client or get_client(), partition_size)
    arc.add(source, label, params or Params(), progress, cancel, executor)
    return arc.manifest
