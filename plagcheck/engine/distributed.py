"""The same scan on a Dask cluster (``pip install plagcheck[dask]``): for archives of millions.

Every stage is one of the local engine's stage functions run on a partition of documents:

    entries --partition--> read_documents + shingle_partition      (per partition, on workers)
            -> n documents, index offsets (and common shingles, by a groupby, if asked)
            -> finish_shingles + signatures + band_keys            (per partition)
            -> table (band, key, document) --shuffle on (band, key)--> candidate_pairs per bucket
            -> unique pairs (bounded: a big bucket is a star, lsh.MAX_BUCKET)
            -> verify per block of two partitions (only those two partitions' shingles travel)
            -> decide + connected_groups                           (on the client)

Document numbers are the local engine's (partitions keep the folder's order), and every bucket is
paired by ``lsh.candidate_pairs`` with its members in document order, so the pairs, scores and
groups equal ``pipeline.run``'s. Work lives in the scheduler's task graph (no scattered data),
so a worker that dies is replaced and its tasks are recomputed from their inputs.

Dask is imported inside functions: ``import plagcheck.engine`` must work on the desktop install.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import numpy as np

from plagcheck.engine import inputs
from plagcheck.engine import stages as st
from plagcheck.engine.executors import PARALLEL_PAIRS, Context
from plagcheck.engine.groups import connected_groups
from plagcheck.engine.lsh import band_keys, candidate_pairs, unique_pairs
from plagcheck.engine.model import Document, Problem
from plagcheck.engine.params import Params
from plagcheck.engine.progress import CancelFn, Cancelled, ProgressFn
from plagcheck.engine.result import Result
from plagcheck.engine.scores import Pair, chance_counts, dismissal_floor, verify, worth_verifying
from plagcheck.engine.shingles import Shingles
from plagcheck.engine.winnow import fingerprint_limits, fingerprints_many, shared_fingerprints

if TYPE_CHECKING:
    import pandas as pd
    from distributed import Client, Future

T = TypeVar("T")
# Documents per partition: enough work per task to hide scheduling, small enough to balance.
MAX_PARTITION = 2_000
# Window bands are numbered after the document bands so that the two LSH runs never mix.
TABLE_COLUMNS = ("band", "key", "doc")


def _noop(stage: str, done: int, total: int) -> None:
    pass


@dataclass
class Prepared:
    """A partition after reading and per-document shingling."""

    docs: list[Document]
    shingles: list[Shingles]
    read_problems: list[Problem]
    short_problems: list[Problem]


@dataclass
class Signed:
    """A partition ready to verify: the compared sets, their signatures and band keys."""

    shingles: list[Shingles]
    sigs: np.ndarray
    keys: np.ndarray


# -- tasks (run on workers; plain functions of their inputs so they can be recomputed) -----------


def prepare_partition(entries: Sequence[Any], params: Params, template: np.ndarray) -> Prepared:
    docs, read_problems = inputs.read_documents(entries, params, _noop, None)
    kept, shingles, short = st.shingle_partition(docs, params, template, _noop, None)
    return Prepared(kept, shingles, read_problems, short)


def partition_hash_counts(part: Prepared) -> pd.DataFrame:
    """In how many of this partition's documents each hash occurs (for common shingles)."""
    import pandas as pd

    sets = [s.unique for s in part.shingles] or [np.zeros(0, np.uint32)]
    values, counts = np.unique(np.concatenate(sets), return_counts=True)
    return pd.DataFrame({"h": values.astype(np.uint32), "n": counts.astype(np.int64)})


def sign_partition(
    part: Prepared, common: np.ndarray, params: Params, offset: int
) -> tuple[Signed, pd.DataFrame, pd.DataFrame]:
    """Finished shingles, signatures and band keys; the (band, key, doc) rows to shuffle; the
    (fp, doc, pos) rows of the documents' fingerprints (none when local matches are off)."""
    import pandas as pd

    # Fresh objects: the prepared partition stays as it was, so a retried task gives the same.
    raw = [Shingles(s.hashes, s.starts, s.ends, s.scored) for s in part.shingles]
    for new, old in zip(raw, part.shingles):
        new.para_keys, new.para = old.para_keys, old.para
    shingles = st.finish_shingles(raw, common, params)
    sigs = st.signatures(shingles, params, _noop, None)
    b, r = params.band_rows()
    keys = band_keys(sigs, b, r)
    n, nb = keys.shape
    table = pd.DataFrame(
        {
            "band": np.tile(np.arange(nb, dtype=np.int16), n),
            "key": keys.ravel(),
            "doc": np.repeat(np.arange(n, dtype=np.int64) + offset, nb),
        }
    )
    fps = fingerprints_many([d.text for d in part.docs]) if params.window else []
    packed = np.concatenate([np.zeros(0, np.uint64), *fps])
    fp_rows = pd.DataFrame(
        {
            "fp": (packed >> np.uint64(32)).astype(np.uint32),
            "doc": np.repeat(np.arange(len(fps), dtype=np.int64) + offset, [len(f) for f in fps]),
            "pos": (packed & np.uint64(0xFFFFFFFF)).astype(np.int64),
        }
    )
    return Signed(shingles, sigs, keys), table, fp_rows


def bucket_pairs(
    rows: pd.DataFrame, doc_bands: int, archived_from: int | None = None
) -> tuple[np.ndarray, np.ndarray]:
    """Candidate pairs of every (band, key) bucket in ``rows`` (whole buckets, after a shuffle).

    Members are put in document order and handed to ``lsh.candidate_pairs`` one band at a time,
    so a big bucket becomes the same star as in the local engine. Documents numbered from
    ``archived_from`` on are archived: buckets of archived documents only are skipped, and
    archived documents are never paired with each other. Bands from ``doc_bands`` on are window
    bands: whether one found a pair is returned too (window-found pairs skip the signature check).
    """
    if len(rows) < 2:
        return unique_pairs(np.zeros((0, 2), dtype=np.int64), np.zeros(0, dtype=bool))
    band = rows["band"].to_numpy()
    doc = rows["doc"].to_numpy(dtype=np.int64)
    key = rows["key"].to_numpy(dtype=np.uint64)
    if archived_from is not None:
        order = np.lexsort((doc, key, band))
        band, doc, key = band[order], doc[order], key[order]
        new = np.ones(len(doc), dtype=bool)
        new[1:] = (band[1:] != band[:-1]) | (key[1:] != key[:-1])
        run = np.cumsum(new) - 1
        reaches = doc[new][run] < archived_from  # a run's first member is its smallest
        band, doc, key = band[reaches], doc[reaches], key[reaches]
    order = np.lexsort((doc, band))
    band, doc, key = band[order], doc[order], key[order]
    cuts = np.flatnonzero(np.diff(band)) + 1
    found, windowed = [np.zeros((0, 2), dtype=np.int64)], [np.zeros(0, dtype=bool)]
    for lo, hi in zip(np.r_[0, cuts], np.r_[cuts, len(band)]):
        if hi - lo >= 2:
            found.append(candidate_pairs(key[lo:hi, None], doc[lo:hi])[0])
            windowed.append(np.full(len(found[-1]), band[lo] >= doc_bands))
    pairs, win = unique_pairs(np.concatenate(found), np.concatenate(windowed))
    if archived_from is not None:
        pairs, win = pairs[pairs[:, 0] < archived_from], win[pairs[:, 0] < archived_from]
    return pairs, win


def verify_block(
    pairs: np.ndarray,
    windowed: np.ndarray,
    floor: float,
    offsets: Sequence[int],
    local: tuple[int, int],
    *parts: Signed,
) -> list:
    """Scores of ``pairs`` (global numbers) whose documents are all in ``parts``; band matches
    below the signature ``floor`` (and not found by window bands) are dismissed, not scored."""
    shingles = [s for p in parts for s in p.shingles]
    sigs = np.concatenate([p.sigs for p in parts])
    keys = np.concatenate([p.keys for p in parts])
    # Global number -> position in the concatenated parts.
    starts = np.cumsum([0] + [len(p.shingles) for p in parts[:-1]])
    which = np.searchsorted(np.asarray(offsets), pairs, side="right") - 1
    rows = pairs - np.asarray(offsets)[which] + starts[which]
    keep = worth_verifying(rows, sigs, floor, windowed)
    pairs, rows = pairs[keep], rows[keep]
    out = verify(rows, shingles, sigs, keys, *local)
    for p, (a, b) in zip(out, pairs.tolist()):
        p.a, p.b = a, b
    return out


# -- the client side ------------------------------------------------------------------------------


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
        self, ctx: Context, parts: Sequence[Any], weights: Sequence[int] | None = None
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
        for stage in stages[:-1]:
            ctx.report(stage, total, total)
        wall = (time.perf_counter() - t) / len(stages)
        for stage in stages:
            ctx.timings[stage] = ctx.timings.get(stage, 0.0) + wall
        return out


def _partitions(n: int, workers: int, size: int | None) -> list[tuple[int, int]]:
    size = size or max(1, min(MAX_PARTITION, math.ceil(n / max(1, 4 * workers))))
    return [(lo, min(n, lo + size)) for lo in range(0, n, size)]


@dataclass
class _Folder:
    """A folder's partitions on the cluster, signed, with what the scan reports about it."""

    root: str
    prepared: list[Future]
    signed: list[Future]
    tables: list[Future]
    fps: list[Future]  # (fp, doc, pos) rows of each partition
    offsets: list[int]
    problems: list[Problem]
    template_problems: list[Problem]
    layout: str = "files"
    layout_note: str = ""


def _sign_folder(
    client: Client,
    source: Path | str | Sequence[Path],
    params: Params,
    report: ProgressFn,
    cancel: CancelFn | None,
    partition_size: int | None,
    shuffle_method: str,
    timings: dict[str, float],
) -> _Folder:
    """Read, shingle and sign every partition of the folder; futures stay on the cluster."""
    found = inputs.open_input(source, params)
    root, entries, problems = found.root, found.submissions, found.problems
    template, template_problems = st.template_hashes(params)
    workers = max(1, len(client.scheduler_info().get("workers", {})))
    bounds = _partitions(len(entries), workers, partition_size)

    t = time.perf_counter()
    prepared = [
        client.submit(prepare_partition, entries[lo:hi], params, template, pure=False)
        for lo, hi in bounds
    ]
    files = {f: hi - lo for f, (lo, hi) in zip(prepared, bounds)}
    _watch(client, prepared, "reading", len(entries), report, cancel, lambda f: files[f])
    sizes = client.gather([client.submit(lambda p: len(p.docs), f) for f in prepared])
    offsets = np.concatenate([[0], np.cumsum(sizes, dtype=np.int64)]).tolist()
    timings["reading"] = time.perf_counter() - t

    t = time.perf_counter()
    common = np.zeros(0, dtype=np.uint32)
    if st.drops_common(params, int(offsets[-1])):
        common = _common_hashes(client, prepared, int(offsets[-1]), params, shuffle_method)
    timings["shingling"] = time.perf_counter() - t

    t = time.perf_counter()
    signed, tables, fps = [], [], []
    for i, f in enumerate(prepared):
        out = client.submit(sign_partition, f, common, params, offsets[i], pure=False)
        signed.append(client.submit(lambda x: x[0], out))
        tables.append(client.submit(lambda x: x[1], out))
        fps.append(client.submit(lambda x: x[2], out))
    _watch(client, signed, "hashing", len(signed), report, cancel)
    timings["hashing"] = time.perf_counter() - t
    return _Folder(
        root,
        prepared,
        signed,
        tables,
        fps,
        offsets,
        problems,
        template_problems,
        found.layout,
        found.note,
    )


def run(
    source: Path | str | Sequence[Path],
    params: Params | None = None,
    client: Client | None = None,
    progress: ProgressFn | None = None,
    cancel: CancelFn | None = None,
    partition_size: int | None = None,
    shuffle_method: str = "tasks",
    archive: Path | str | None = None,
) -> Result:
    """One scan on a Dask cluster; the same ``Result`` as ``pipeline.run`` (LSH mode).

    With ``archive`` (a folder written by ``build_archive``) the folder is also compared with
    the archived documents; those in candidate pairs follow the folder's in the Result.
    Files are read by the workers, so a remote cluster needs them on a shared file system.
    """
    from distributed import get_client

    from plagcheck.engine import pipeline

    params = params or Params()
    client = client or get_client()
    report = progress or _noop
    # The archive is checked against the parameters as given (a folder's templates are its own).
    manifest = read_manifest(Path(archive), params) if archive is not None else None
    if isinstance(source, (str, Path)):
        params = inputs.folder_templates(source, params)
    if archive is None or manifest is None:  # the one orchestrator, its stages run on the cluster
        found = pipeline.list_inputs(source, params)
        executor = DaskExecutor(client, partition_size)
        return pipeline.scan(found, params, executor, Context(report, cancel))
    timings: dict[str, float] = {}
    folder = _sign_folder(
        client, source, params, report, cancel, partition_size, shuffle_method, timings
    )
    t = time.perf_counter()
    cand, windowed = _shuffled_candidates(
        client, folder, params, shuffle_method, Path(archive), manifest, report, cancel
    )
    timings["banding"] = time.perf_counter() - t
    t = time.perf_counter()
    docs, shingles, pairs, verified, problems = _verified_with_archive(
        client, folder, params, Path(archive), manifest, cand, windowed, report, cancel
    )
    timings["verifying"] = time.perf_counter() - t
    t = time.perf_counter()
    # Reported pairs are few; their passages are found here, where the Result's documents are.
    st.fill_passages(pairs, docs, shingles, params, {}, report, cancel)
    timings["passages"] = time.perf_counter() - t
    groups = connected_groups(len(docs), ((p.a, p.b) for p in pairs if p.reported))
    return Result(
        params=params,
        root=folder.root,
        documents=docs,
        shingles=shingles,
        problems=problems,
        pairs=pairs,
        groups=groups,
        candidates=verified,
        exact=False,
        timings=timings,
        dismissed=len(cand) - verified,
        layout=folder.layout,
        layout_note=folder.layout_note,
    )


def _shuffled_candidates(
    client: Client,
    folder: _Folder,
    params: Params,
    shuffle_method: str,
    archive: Path,
    manifest: dict[str, Any],
    report: ProgressFn,
    cancel: CancelFn | None,
) -> tuple[np.ndarray, np.ndarray]:
    """Band matches of the folder with itself and with the archive: the (band, key, doc) rows of
    both shuffled so that each bucket is whole in one partition, then paired; and the pairs
    sharing fingerprints as a copied passage does, the archive's joined in."""
    n_docs = int(folder.offsets[-1])
    b = params.band_rows()[0]
    pair_futures = _shuffle_pairs(client, folder.tables, shuffle_method, b, archive, n_docs)
    folder.tables.clear()
    _watch(client, pair_futures, "banding", len(pair_futures), report, cancel)
    found = client.gather(pair_futures)
    found.append(_fingerprint_pairs(client, folder.fps, params, n_docs, archive, manifest))
    return unique_pairs(
        np.concatenate([np.zeros((0, 2), np.int64), *(f[0] for f in found)]),
        np.concatenate([np.zeros(0, bool), *(f[1] for f in found)]),
    )


def _verified_with_archive(
    client: Client,
    folder: _Folder,
    params: Params,
    archive: Path,
    manifest: dict[str, Any],
    cand: np.ndarray,
    windowed: np.ndarray,
    report: ProgressFn,
    cancel: CancelFn | None,
) -> tuple[list[Document], list[Shingles], list[Pair], int, list[Problem]]:
    """Candidates verified a block of two partitions at a time (archived partitions loaded only
    where a candidate needs them, numbered after the folder's), decided; the documents, their
    shingles, the ranked pairs, how many were verified, and the problems."""
    n_docs = int(folder.offsets[-1])
    signed: list[Any] = list(folder.signed)
    all_offsets = list(folder.offsets[:-1])
    archived: list[Any] = []
    template, _ = st.template_hashes(params)
    needed = set(np.unique(np.searchsorted(_firsts(manifest), cand[:, 1] - n_docs, "right")))
    for i, part in enumerate(manifest["parts"]):
        f = None
        if i + 1 in needed:
            f = client.submit(load_archive_part, archive / part["file"], params, template)
        archived.append(f)
        signed.append(client.submit(lambda x: x[1], f) if f is not None else None)
        all_offsets.append(n_docs + part["first"])
    all_offsets.append(n_docs + manifest["documents"])
    floor = dismissal_floor(params.threshold, params.perms, _chance(client, folder.signed))
    blocks = _verify_blocks(
        client, cand, windowed, floor, all_offsets, signed, st.local_match(params)
    )
    _watch(client, blocks, "verifying", len(cand), report, cancel, lambda f: blocks[f])
    verified: list[Pair] = [p for part in client.gather(list(blocks)) for p in part]
    # Only what the Result holds travels back: documents and finished shingles, once each.
    parts = client.gather([client.submit(_without_shingles, f) for f in folder.prepared])
    docs = [d for p in parts for d in p.docs]
    shingles = [s for p in client.gather(folder.signed) for s in p.shingles]
    verified = _with_archived(verified, n_docs, all_offsets, archived, client, docs, shingles)
    pairs = st.decide(verified, docs, params)
    report("verifying", len(cand), len(cand))
    problems = (
        folder.problems
        + [q for p in parts for q in p.read_problems]
        + folder.template_problems
        + [q for p in parts for q in p.short_problems]
    )
    return docs, shingles, pairs, len(verified), problems


def _fingerprint_pairs(
    client: Client,
    fps: list[Future],
    params: Params,
    n_docs: int,
    archive: Path | None,
    manifest: dict[str, Any] | None,
) -> tuple[np.ndarray, np.ndarray]:
    """Pairs sharing enough fingerprints (``winnow``), flagged as found by them. The rows are
    few (~70 a document: 28 MB for 100,000 essays), so they are joined here, by the same numpy
    sort as the local engine; an archive's rows for the folder's fingerprints join them."""
    import pandas as pd

    rows = client.gather(fps) or [pd.DataFrame({"fp": [], "doc": [], "pos": []})]
    if archive is not None and manifest is not None:
        only = np.unique(np.concatenate([r["fp"].to_numpy(np.uint32) for r in rows]))
        rows += [read_fingerprints(f, n_docs, only) for f in _fp_files(archive)]
    fp, doc, pos = (
        np.concatenate([r[c].to_numpy(t) for r in rows])
        for c, t in (("fp", np.uint32), ("doc", np.int64), ("pos", np.int64))
    )
    max_docs, min_shared = fingerprint_limits(n_docs + (manifest["documents"] if manifest else 0))
    ignore = st.template_fingerprints(params)
    archived_from = n_docs if archive is not None else None
    pairs = shared_fingerprints(fp, doc, pos, max_docs, min_shared, ignore, archived_from)
    return pairs, np.ones(len(pairs), dtype=bool)


def _fp_files(archive: Path) -> list[Path]:
    return sorted((archive / "fprints").glob("*.parquet"))


def read_fingerprints(path: Path, first: int, only: np.ndarray) -> pd.DataFrame:
    """An archive's (fp, doc, pos) rows for the fingerprints ``only``, documents numbered from
    ``first``."""
    import pandas as pd

    table = pd.read_parquet(path)
    table = table[np.isin(table["fp"].to_numpy(np.uint32), only)]
    return table.assign(doc=table["doc"] + first)


def _without_shingles(part: Prepared) -> Prepared:
    return Prepared(part.docs, [], part.read_problems, part.short_problems)


def _firsts(manifest: dict[str, Any]) -> np.ndarray:
    return np.array([p["first"] for p in manifest["parts"]], dtype=np.int64)


def _with_archived(
    pairs: list[Pair],
    n_docs: int,
    offsets: list[int],
    archived: list[Any],
    client: Client,
    docs: list[Document],
    shingles: list[Shingles],
) -> list[Pair]:
    """Append the archived documents that pairs reach to ``docs``; renumber the pairs to match."""
    used = sorted({p.b for p in pairs if p.b >= n_docs})
    renumber = {old: n_docs + i for i, old in enumerate(used)}
    which = np.searchsorted(np.asarray(offsets), np.array(used, dtype=np.int64), "right") - 1
    loaded: dict[int, tuple[Prepared, Signed]] = {}
    for old, w in zip(used, which.tolist()):
        if w not in loaded:
            f = archived[w - (len(offsets) - 1 - len(archived))]
            assert f is not None
            loaded[w] = f.result()
        prep, sig = loaded[w]
        docs.append(prep.docs[old - offsets[w]])
        shingles.append(sig.shingles[old - offsets[w]])
    for p in pairs:
        p.b = renumber.get(p.b, p.b)
    return pairs


# -- Parquet archives -----------------------------------------------------------------------------

ARCHIVE_FORMAT = 2  # 2: fingerprints (fprints/) instead of window band keys


def _check_archivable(params: Params) -> None:
    if params.max_doc_share < 1.0:
        raise ValueError(
            "max_doc_share below 1 is not available with a Parquet archive "
            "(which shingles are common would depend on the archive)"
        )


def write_archive_part(
    prep: Prepared,
    signed: Signed,
    table: pd.DataFrame,
    fp_rows: pd.DataFrame,
    out: Path,
    i: int,
    first: int,
    label: str,
) -> int:
    """Write partition ``i``: documents (text, signature), their (band, key, doc) rows and their
    (fp, doc, pos) rows."""
    import json

    import pyarrow as pa
    import pyarrow.parquet as pq

    docs = prep.docs
    cols = {
        "doc": pa.array(np.arange(first, first + len(docs), dtype=np.int64)),
        "path": pa.array([d.path for d in docs], pa.string()),
        "label": pa.array([label] * len(docs), pa.string()),
        "content_hash": pa.array([d.content_hash for d in docs], pa.string()),
        "original": pa.array([d.original for d in docs], pa.large_string()),
        "text": pa.array([d.text for d in docs], pa.large_string()),
        "offsets": pa.array([d.offsets.astype(np.int64) for d in docs], pa.list_(pa.int64())),
        "excluded": pa.array(
            [None if d.excluded is None else d.excluded.astype(bool) for d in docs],
            pa.list_(pa.bool_()),
        ),
        "flags": pa.array([json.dumps(d.flags) for d in docs], pa.string()),
        "disguises": pa.array([json.dumps(d.disguises) for d in docs], pa.string()),
        "sig": pa.array(list(signed.sigs), pa.list_(pa.uint32())),
    }
    (out / "docs").mkdir(parents=True, exist_ok=True)
    pq.write_table(pa.table(cols), out / "docs" / f"part-{i:05d}.parquet", compression="zstd")
    # The tables' documents are numbered from ``first`` already: archive numbers.
    for name, rows in (("keys", table), ("fprints", fp_rows)):
        (out / name).mkdir(parents=True, exist_ok=True)
        pq.write_table(
            pa.Table.from_pandas(rows, preserve_index=False),
            out / name / f"part-{i:05d}.parquet",
            compression="zstd",
        )
    return len(docs)


def load_archive_part(path: Path, params: Params, template: np.ndarray) -> tuple[Prepared, Signed]:
    """Archived documents of one part file, with their shingles rebuilt from the stored text."""
    import json

    import pyarrow.parquet as pq

    rows = pq.read_table(path).to_pylist()
    docs = [
        Document(
            path=r["path"],
            original=r["original"],
            text=r["text"],
            offsets=np.asarray(r["offsets"], dtype=np.int64),
            flags=json.loads(r["flags"]),
            excluded=None if r["excluded"] is None else np.asarray(r["excluded"], dtype=bool),
            content_hash=r["content_hash"],
            label=r["label"],
            disguises=[tuple(x) for x in json.loads(r["disguises"])],
        )
        for r in rows
    ]
    kept, raw, short = st.shingle_partition(docs, params, template, _noop, None)
    assert not short and len(kept) == len(docs), "archived documents were all comparable"
    shingles = st.finish_shingles(raw, np.zeros(0, np.uint32), params)
    sigs = np.array([r["sig"] for r in rows], dtype=np.uint32).reshape(len(rows), params.perms)
    b, r = params.band_rows()
    return Prepared(kept, [], [], []), Signed(shingles, sigs, band_keys(sigs, b, r))


def build_archive(
    source: Path | str | Sequence[Path],
    out: Path | str,
    params: Params | None = None,
    client: Client | None = None,
    label: str = "",
    progress: ProgressFn | None = None,
    cancel: CancelFn | None = None,
    partition_size: int | None = None,
) -> dict[str, Any]:
    """Write signatures, band keys and texts of a folder to Parquet under ``out``; the manifest.

    The manifest is written last: a build that dies half-way leaves no archive to be trusted.
    """
    import json

    from distributed import get_client

    params = params or Params()
    _check_archivable(params)
    client = client or get_client()
    out = Path(out)
    if (out / "manifest.json").exists():
        raise ValueError(f"{out} already holds an archive; choose a new folder")
    report = progress or _noop
    timings: dict[str, float] = {}
    folder = _sign_folder(client, source, params, report, cancel, partition_size, "tasks", timings)
    parts = zip(folder.prepared, folder.signed, folder.tables, folder.fps)
    written = [
        client.submit(
            write_archive_part, p, s, tb, fp, out, i, folder.offsets[i], label, pure=False
        )
        for i, (p, s, tb, fp) in enumerate(parts)
    ]
    _watch(client, written, "writing", len(written), report, cancel)
    counts = client.gather(written)
    problems = folder.problems + folder.template_problems
    for part in client.gather(folder.prepared):
        problems += part.read_problems + part.short_problems
    manifest = {
        "format": ARCHIVE_FORMAT,
        "params": params.to_dict(),
        "documents": int(folder.offsets[-1]),
        "parts": [
            {"file": f"docs/part-{i:05d}.parquet", "first": int(folder.offsets[i]), "count": c}
            for i, c in enumerate(counts)
        ],
        "problems": [[p.path, p.reason] for p in problems],
    }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1), encoding="utf-8")
    return manifest


def read_manifest(archive: Path, params: Params) -> dict[str, Any]:
    """The archive's manifest; ValueError (a sentence for a user) unless it serves ``params``."""
    import json

    _check_archivable(params)
    path = archive / "manifest.json"
    if not path.exists():
        raise ValueError(f"{archive} is not a plagcheck Parquet archive (no manifest.json)")
    manifest: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    if manifest.get("format") != ARCHIVE_FORMAT:
        raise ValueError(f"{archive}: archive format {manifest.get('format')} is not supported")
    built = Params.from_dict(manifest["params"])
    if (built.signature_key(), built.band_rows()) != (params.signature_key(), params.band_rows()):
        mine, theirs = params.to_dict(), built.to_dict()
        diff = ", ".join(
            f"{k}={theirs[k]!r} (scan: {mine[k]!r})"
            for k in theirs
            if k in mine and theirs[k] != mine[k] and k not in ("threshold", "fp_weight")
        )
        raise ValueError(f"{archive} was built with other parameters: {diff}")
    return manifest


def _common_hashes(
    client: Client, prepared: list[Future], n_docs: int, params: Params, shuffle_method: str
) -> np.ndarray:
    """Hashes in more than max_doc_share of all documents: a groupby-sum over partitions."""
    import dask.dataframe as dd

    counts = [client.submit(partition_hash_counts, f) for f in prepared]
    meta = partition_hash_counts(Prepared([], [], [], []))
    frame = dd.from_delayed(counts, meta=meta, verify_meta=False)
    total = frame.groupby("h").n.sum(split_out=len(prepared), shuffle_method=shuffle_method)
    summed = client.compute(total).result()
    return np.sort(
        st.frequent(
            summed.index.to_numpy(np.uint32), summed.to_numpy(), n_docs, params.max_doc_share
        )
    )


def read_keys(path: Path, first: int | None) -> pd.DataFrame:
    """An archive's (band, key, doc) rows, its documents numbered from ``first``."""
    import pandas as pd

    table = pd.read_parquet(path)
    return table.assign(doc=table["doc"] + (first or 0))


def _table_meta() -> pd.DataFrame:
    import pandas as pd

    return pd.DataFrame(
        {"band": np.zeros(0, np.int16), "key": np.zeros(0, np.uint64), "doc": np.zeros(0, np.int64)}
    )


def _shuffle_pairs(
    client: Client,
    tables: list[Future],
    shuffle_method: str,
    doc_bands: int,
    archive: Path | None = None,
    archived_from: int | None = None,
) -> list[Future]:
    """Shuffle the (band, key, doc) rows so each bucket is whole in one partition; pair them.

    With an ``archive``, its stored band keys (documents renumbered from ``archived_from``) join
    the shuffle.
    """
    import dask.dataframe as dd

    tables = list(tables)
    if archive is not None:
        tables += [
            client.submit(read_keys, f, archived_from)
            for f in sorted((archive / "keys").glob("*.parquet"))
        ]
    frame = dd.from_delayed(tables, meta=_table_meta(), verify_meta=False)
    parts = len(tables)
    buckets = frame.shuffle(on=["band", "key"], npartitions=parts, shuffle_method=shuffle_method)
    return [
        client.submit(bucket_pairs, d, doc_bands, archived_from)
        for d in client.compute(buckets.to_delayed())
    ]


def _ends_and_chance(part: Signed) -> tuple[np.ndarray, np.ndarray]:
    return chance_counts(part.sigs), part.sigs[[0, -1]] if len(part.sigs) else part.sigs


def _chance(client: Client, signed: Sequence[Future]) -> np.ndarray:
    """``scores.chance_counts`` of the whole folder from its partitions (and their seams)."""
    parts = client.gather([client.submit(_ends_and_chance, f) for f in signed])
    total = sum((c for c, _ in parts), np.zeros(3, dtype=np.int64))
    ends = [e for _, e in parts if len(e)]
    for (_, last), (first, _) in zip(ends, ends[1:]):
        total = total + chance_counts(np.stack([last, first]))
    return total


def _verify_blocks(
    client: Client,
    cand: np.ndarray,
    windowed: np.ndarray,
    floor: float,
    offsets: list[int],
    signed: list[Future],
    local: tuple[int, int],
) -> dict[Future, int]:
    """One verification task per pair of partitions holding candidates; only they travel."""
    part = np.searchsorted(np.asarray(offsets), cand, side="right") - 1
    out: dict[Future, int] = {}
    if not len(cand):
        return out
    code = part[:, 0] * len(signed) + part[:, 1]
    order = np.argsort(code, kind="stable")
    cuts = np.flatnonzero(np.diff(code[order])) + 1
    for idx in np.split(order, cuts):
        i, j = int(part[idx[0], 0]), int(part[idx[0], 1])
        chosen = [i] if i == j else [i, j]
        offs = [offsets[c] for c in chosen]
        f = client.submit(
            verify_block,
            cand[idx],
            windowed[idx],
            floor,
            offs,
            local,
            *[signed[c] for c in chosen],
            pure=False,
        )
        out[f] = len(idx)
    return out
