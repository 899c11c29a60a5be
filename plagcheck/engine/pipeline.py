"""The stages in order, with progress and cancellation, and caches so a front re-runs only what a
change of parameters affects (a new threshold re-verifies; a new k re-shingles without re-reading).
"""

from __future__ import annotations

import gc
import hashlib
import multiprocessing
import os
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache, partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import numpy as np

from plagcheck.engine import extract as ex
from plagcheck.engine import intake
from plagcheck.engine.groups import connected_groups
from plagcheck.engine.intake import Submission
from plagcheck.engine.lsh import band_keys, candidate_pairs, unique_pairs
from plagcheck.engine.minhash import MinHasher
from plagcheck.engine.model import Document, Extracted, Problem
from plagcheck.engine.normalise import normalise, plain_text
from plagcheck.engine.params import Params, Unit
from plagcheck.engine.passages import CHARS_PER_WORD, PassageStats, find_passages, stats
from plagcheck.engine.result import Result
from plagcheck.engine.scores import (
    Pair,
    chance_counts,
    dismissal_floor,
    sharing_pairs,
    verify,
    worth_verifying,
)
from plagcheck.engine.shingles import Shingles, shingle, shingle_many
from plagcheck.engine.sources import with_sources

if TYPE_CHECKING:
    from plagcheck.engine.archive import Archive

T = TypeVar("T")
# progress(stage, done, total); stage is one of STAGES.
ProgressFn = Callable[[str, int, int], None]
CancelFn = Callable[[], bool]
STAGES = ("reading", "shingling", "hashing", "banding", "verifying", "passages")

# Above this many files a scan keeps only signatures and band keys of every document, and reads
# again the documents that land in candidate pairs (100,000 essays: 1.3 GB, see README).
LEAN_DOCS = 10_000
LEAN_CHUNK = 1_000
# A large scan keeps the documents of its candidate pairs whole if there are at most this many
# (~80 KB each for a 600-word essay in char mode); else it reads reported ones again for passages.
KEEP_WHOLE = 2_000
# Documents shingled per numpy pass (bounds memory, amortises numpy's per-call cost).
SHINGLE_CHUNK = 256
# Window signatures for local matches: 48 values, banded 12 x 4 (knee ~0.54; P(0.7) ~0.99) in
# large folders and archives, where a lower knee would make candidates of most window pairs, and
# 24 x 2 (knee ~0.20) in folders of up to SMALL_FOLDER documents, where the extra candidates cost
# little and a shared sentence or two is found: on Clough the scan then reports 98% of the pairs
# exact mode reports, against 61% with 12 x 4.
WINDOW_PERMS = 48
WINDOW_BANDS, WINDOW_ROWS = 12, 4
SMALL_FOLDER = 2_000


def window_banding(n_docs: int) -> tuple[int, int]:
    """(bands, rows) of the window LSH for a folder of ``n_docs`` documents."""
    return (24, 2) if n_docs <= SMALL_FOLDER else (WINDOW_BANDS, WINDOW_ROWS)


# CHARS_PER_WORD (characters per word) sizes char-mode windows from a window given in words.


class Cancelled(Exception):
    """The scan was cancelled; nothing of the previous result was touched."""


def window_shingles(params: Params) -> int:
    """The local-match window in shingles (params.window is in words)."""
    return params.window * (CHARS_PER_WORD if params.unit is Unit.CHAR else 1)


# Local containment counts a shingle only inside a run of this many words found in the other text.
LOCAL_RUN_WORDS = 5


def local_match(params: Params) -> tuple[int, int]:
    """(window, min_run) in shingles: what ``scores.verify`` needs for local containment."""
    per = CHARS_PER_WORD if params.unit is Unit.CHAR else 1
    return window_shingles(params), max(1, LOCAL_RUN_WORDS * per - params.k + 1)


def make_document(path: str, extracted: Extracted, params: Params) -> Document:
    n = normalise(extracted, params)
    return Document(
        path=path,
        original=extracted.text,
        text=n.text,
        offsets=n.offsets,
        flags=n.flags,
        excluded=n.excluded,
        disguises=n.disguises,
        content_hash=hashlib.sha256(extracted.text.encode("utf-8", "surrogatepass")).hexdigest(),
    )


def _check(cancel: CancelFn | None) -> None:
    if cancel is not None and cancel():
        raise Cancelled()


class Scanner:
    """Runs scans and keeps each stage's output keyed by the parameters it depends on."""

    def __init__(self) -> None:
        self._cache: dict[str, tuple[Any, Any]] = {}

    def _cached(self, stage: str, key: Any, compute: Callable[[], Any]) -> Any:
        hit = self._cache.get(stage)
        if hit is not None and hit[0] == key:
            return hit[1]
        value = compute()
        self._cache[stage] = (key, value)
        return value

    def clear(self) -> None:
        self._cache.clear()

    def run(
        self,
        source: Path | str | Sequence[Path],
        params: Params,
        progress: ProgressFn | None = None,
        cancel: CancelFn | None = None,
        exact: bool = False,
        archive: Archive | Path | str | None = None,
    ) -> Result:
        """Scan a folder (or a list of files) and return one Result. Raises Cancelled.

        A ``templates`` sub-folder of the folder is template text (see ``folder_templates``).
        With an ``archive``, the folder is also compared with it (never archived documents with
        each other); archived documents in candidate pairs follow the folder's in the Result.
        """
        report = progress or (lambda stage, done, total: None)
        timings: dict[str, float] = {}
        if isinstance(source, (str, Path)):
            params = folder_templates(source, params)
        given = open_input(source, params)
        root, entries, problems = given.root, given.submissions, given.problems
        if len(entries) > LEAN_DOCS and not exact and archive is None:
            if not drops_common(params, len(entries)):
                result = run_lean(root, entries, problems, params, report, cancel)
                result.layout, result.layout_note = given.layout, given.note
                return result

        t = time.perf_counter()
        read_key = (root, tuple(e.fingerprint() for e in entries), params.read_key())
        docs, read_problems = self._cached(
            "reading", read_key, lambda: read_documents(entries, params, report, cancel)
        )
        problems = problems + read_problems
        timings["reading"] = time.perf_counter() - t

        t = time.perf_counter()
        shingle_key = (read_key, params.shingle_key())
        docs, shingles, short_problems, template_problems = self._cached(
            "shingling", shingle_key, lambda: shingle_documents(docs, params, report, cancel)
        )
        problems = problems + template_problems + short_problems
        timings["shingling"] = time.perf_counter() - t

        t = time.perf_counter()
        sig_key = (shingle_key, params.signature_key())
        sigs, wsigs, owner = self._cached(
            "hashing", sig_key, lambda: signatures(shingles, params, report, cancel)
        )
        timings["hashing"] = time.perf_counter() - t

        t = time.perf_counter()
        b, r = params.band_rows()
        band_key = (sig_key, b, r, exact)
        keys, found, windowed = self._cached(
            "banding", band_key, lambda: banding(shingles, sigs, wsigs, owner, b, r, exact, report)
        )
        timings["banding"] = time.perf_counter() - t
        _check(cancel)

        t = time.perf_counter()
        floor = dismissal_floor(params.threshold, params.perms, chance_counts(sigs))
        cand = found[worth_verifying(found, sigs, floor, windowed)]
        total = len(cand)

        def stop(i: int) -> None:
            report("verifying", i, total)
            _check(cancel)

        pairs = self._cached(
            "verifying",
            (band_key, params.window, floor),
            lambda: verify(cand, shingles, sigs, keys, *local_match(params), stop=stop),
        )
        n_cand, archived_ids = len(cand), tuple[int, ...]()
        dismissed = len(found) - len(cand)
        if archive is not None:
            from plagcheck.engine.archive import match_archive  # archive.py imports this module

            t_archive = time.perf_counter()
            found = match_archive(archive, params, docs, shingles, sigs, keys, wsigs, owner, cancel)
            docs, shingles = docs + found.documents, shingles + found.shingles
            pairs, n_cand, archived_ids = pairs + found.pairs, n_cand + found.candidates, found.ids
            dismissed += found.dismissed
            timings["archive"] = time.perf_counter() - t_archive
        pairs = decide(pairs, docs, params)
        report("verifying", total, total)
        timings["verifying"] = time.perf_counter() - t

        t = time.perf_counter()
        # Passages depend on the shingles and the gap only: keep them across threshold changes.
        known = self._cached("passages", (shingle_key, params.gap, archived_ids), dict)
        fill_passages(pairs, docs, shingles, params, known, report, cancel)
        timings["passages"] = time.perf_counter() - t

        groups = connected_groups(len(docs), ((p.a, p.b) for p in pairs if p.reported))
        return Result(
            params=params,
            root=root,
            documents=docs,
            shingles=shingles,
            problems=problems,
            pairs=pairs,
            groups=groups,
            candidates=n_cand,
            exact=exact,
            timings=timings,
            dismissed=dismissed,
            layout=given.layout,
            layout_note=given.note,
        )


def _offset(report: ProgressFn, start: int, total: int) -> ProgressFn:
    """A chunk's progress as progress of the whole."""
    return lambda stage, done, _n: report(stage, start + done, total)


def _read_again(
    docs: list[Document],
    shingles: list[Shingles],
    entry_of: dict[str, Submission],
    params: Params,
    template: np.ndarray,
    cancel: CancelFn | None,
    which: Sequence[int],
    whole: bool,
) -> None:
    """Read documents ``which`` again, a chunk at a time, and put back their shingles (without
    positions unless ``whole``) and, if ``whole``, the document itself."""
    quiet: ProgressFn = lambda *a: None  # noqa: E731
    for lo in range(0, len(which), LEAN_CHUNK):
        idx = which[lo : lo + LEAN_CHUNK]
        todo = [entry_of[submission_key(docs[i])] for i in idx]
        full, _ = read_documents(todo, params, quiet, cancel, unmapped=not whole)
        kept, sh, _ = shingle_partition(full, params, template, quiet, cancel)
        by_path = dict(zip((d.path for d in kept), zip(kept, finish_shingles(sh, _NONE, params))))
        for i in idx:
            d, s = by_path.get(docs[i].path, (None, None))
            if d is None or s is None or d.content_hash != docs[i].content_hash:
                continue  # changed or gone since the first reading: leave it light
            if whole:
                docs[i], shingles[i] = d, s
            else:
                shingles[i] = s.for_verification(inverse=params.window > 0)


_NONE = np.zeros(0, dtype=np.uint32)


@dataclass
class SignedChunk:
    """What a large scan keeps of a chunk of files: light documents and shingles, signatures,
    window band keys (rows owned by documents numbered within the chunk), seconds per stage."""

    docs: list[Document]
    shingles: list[Shingles]
    problems: list[Problem]
    sigs: np.ndarray
    wkeys: np.ndarray | None
    owner: np.ndarray | None
    seconds: tuple[float, float, float]  # reading, shingling, hashing


@lru_cache(maxsize=4)
def _hasher(perms: int, seed: int) -> MinHasher:
    return MinHasher(perms, seed)


def sign_chunk(
    entries: Sequence[Submission],
    params: Params,
    template: np.ndarray,
    window_br: tuple[int, int],
    progress: ProgressFn = lambda *a: None,
    cancel: CancelFn | None = None,
) -> SignedChunk:
    """Read, shingle and sign ``entries``, keeping them light (runs in a worker process too)."""
    t = time.perf_counter()
    docs, problems = read_documents(entries, params, progress, cancel, unmapped=True)
    t1 = time.perf_counter()
    kept, sh, short = shingle_partition(docs, params, template, lambda *a: None, cancel)
    sh = finish_shingles(sh, _NONE, params)
    t2 = time.perf_counter()
    sigs = _hasher(params.perms, params.seed).signatures([s.minhash_input for s in sh])
    wkeys = owner = None
    if params.window:
        wsigs, owner = window_signatures(sh, window_shingles(params), params.seed)
        wkeys, owner = band_keys(wsigs, *window_br), owner.astype(np.int32)
    light_docs, light_sh = [d.light() for d in kept], [s.light() for s in sh]
    t3 = time.perf_counter()
    return SignedChunk(
        light_docs, light_sh, problems + short, sigs, wkeys, owner, (t1 - t, t2 - t1, t3 - t2)
    )


# Worker processes for the chunks of a large scan (one per core, up to this many).
MAX_WORKERS = 8


def _start_method() -> str:
    """ "fork" (no start-up cost, no import of the caller's script) where it is safe: on Linux,
    from the main thread of a process with no other thread and no Qt; else "spawn"."""
    alone = threading.current_thread() is threading.main_thread() and threading.active_count() == 1
    if sys.platform.startswith("linux") and alone and "PySide6" not in sys.modules:
        return "fork"
    return "spawn"


def _worker_count(tasks: int) -> int:
    return min(os.cpu_count() or 1, MAX_WORKERS, tasks)


@contextmanager
def _workers(tasks: int) -> Iterator[ProcessPoolExecutor | None]:
    """A process pool for a large scan (one worker per core), or None on one core."""
    workers = _worker_count(tasks)
    if workers < 2:
        yield None
        return
    method = _start_method()
    if method == "fork":
        # A forked worker's garbage collector would write to every object it inherited, copying
        # the parent's pages (hundreds of MB in a large scan): they are kept out of its sight.
        gc.freeze()
    try:
        with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context(method)) as pool:
            yield pool
    finally:
        if method == "fork":
            gc.unfreeze()


def _wait(future: Future[T], cancel: CancelFn | None) -> T:
    """The future's result, checking for a cancel now and then."""
    while True:
        _check(cancel)
        try:
            return future.result(timeout=0.05)
        except FutureTimeout:
            continue


def _signed_chunks(
    entries: Sequence[Submission],
    params: Params,
    template: np.ndarray,
    pool: ProcessPoolExecutor | None,
    report: ProgressFn,
    cancel: CancelFn | None,
) -> Iterator[SignedChunk]:
    """``sign_chunk`` over LEAN_CHUNK-file chunks, in order: in the pool's worker processes, or
    here without one."""
    total = len(entries)
    starts = range(0, total, LEAN_CHUNK)
    window_br = window_banding(total)
    if pool is None:
        for lo in starts:
            chunk = entries[lo : lo + LEAN_CHUNK]
            yield sign_chunk(chunk, params, template, window_br, _offset(report, lo, total), cancel)
    else:
        futures = [
            pool.submit(sign_chunk, entries[lo : lo + LEAN_CHUNK], params, template, window_br)
            for lo in starts
        ]
        try:
            for lo, f in zip(starts, futures):
                out = _wait(f, cancel)
                report("reading", min(lo + LEAN_CHUNK, total), total)
                yield out
        finally:
            for f in futures:
                f.cancel()
    # Each chunk is read, shingled and signed at once: "reading" stood for the three.
    report("shingling", total, total)
    report("hashing", total, total)


def evidence(
    docs: list[Document],
    shingles: list[Shingles],
    entries: Sequence[Submission],
    params: Params,
    template: np.ndarray,
    cand: np.ndarray,
    sigs: np.ndarray,
    keys: np.ndarray,
    progress: ProgressFn = lambda *a: None,
    cancel: CancelFn | None = None,
) -> tuple[list[Pair], tuple[float, float]]:
    """A large scan's candidates verified, decided and (reported ones) given passages; the
    documents are read again for it (in place: whole for the reported pairs). Also the seconds
    spent verifying and finding passages."""
    t = time.perf_counter()
    fetch = partial(_read_again, docs, shingles, keyed(entries), params, template, cancel)
    in_pairs = np.unique(cand).tolist()
    # Few enough to keep whole (texts, positions): passages then need no third reading.
    whole = len(in_pairs) <= KEEP_WHOLE
    fetch(in_pairs, whole=whole)
    pairs = verify(cand, shingles, sigs, keys, *local_match(params), stop=lambda i: _check(cancel))
    pairs = decide(pairs, docs, params)
    t1 = time.perf_counter()
    if not whole:
        fetch(sorted({i for p in pairs if p.reported for i in (p.a, p.b)}), whole=True)
    fill_passages(pairs, docs, shingles, params, {}, progress, cancel)
    return pairs, (t1 - t, time.perf_counter() - t1)


# Fewer candidates than this are verified here: splitting them would cost more than it saves.
PARALLEL_PAIRS = 256


def _evidence_in(
    pool: ProcessPoolExecutor,
    parts: int,
    docs: list[Document],
    shingles: list[Shingles],
    entry_of: dict[str, Submission],
    params: Params,
    template: np.ndarray,
    cand: np.ndarray,
    sigs: np.ndarray,
    keys: np.ndarray,
    report: ProgressFn,
    cancel: CancelFn | None,
) -> tuple[list[Pair], tuple[float, float]]:
    """``evidence`` with the candidates split between the pool's workers (a document in pairs of
    two parts is read in both). Only the pairs come back: reading the reported documents again
    (the caller does) is cheaper than sending them."""
    futures = []
    for idx in np.array_split(np.arange(len(cand)), parts):
        ids = np.unique(cand[idx])
        local = np.searchsorted(ids, cand[idx])
        args = ([docs[i] for i in ids], [shingles[i] for i in ids])
        part_entries = [entry_of[submission_key(d)] for d in args[0]]
        f = pool.submit(
            evidence, *args, part_entries, params, template, local, sigs[ids], keys[ids]
        )
        futures.append((ids, f))
    out: list[Pair] = []
    spent = np.zeros(2)
    try:
        for ids, f in futures:
            pairs, seconds = _wait(f, cancel)
            for p in pairs:
                p.a, p.b = int(ids[p.a]), int(ids[p.b])
            out += pairs
            spent += seconds
            report("verifying", len(out), len(cand))
    finally:
        for _, f in futures:
            f.cancel()
    return decide(out, docs, params), (float(spent[0]), float(spent[1]))


def _share(
    timings: dict[str, float], stages: Sequence[str], spent: np.ndarray, wall: float
) -> None:
    """Stages overlap in worker processes: the wall time is shared in proportion to their work."""
    for stage, share in zip(stages, spent / max(float(spent.sum()), 1e-9)):
        timings[stage] = wall * float(share)


def run_lean(
    root: str,
    entries: Sequence[Submission],
    problems: list[Problem],
    params: Params,
    report: ProgressFn,
    cancel: CancelFn | None,
) -> Result:
    """The scan of a large folder: documents are read, shingled and signed a chunk at a time and
    kept light; those in candidate pairs are read again whole for verification and passages."""
    timings = dict.fromkeys(STAGES, 0.0)
    template, template_problems = template_hashes(params)
    problems = problems + template_problems
    docs: list[Document] = []
    shingles: list[Shingles] = []
    sig_parts: list[np.ndarray] = []
    wkey_parts: list[np.ndarray] = []
    owner_parts: list[np.ndarray] = []
    entry_of = keyed(entries)
    # Pools live for one phase each: idle workers would keep their memory through banding.
    with _workers(-(-len(entries) // LEAN_CHUNK)) as pool:
        t = time.perf_counter()
        spent = np.zeros(3)
        for part in _signed_chunks(entries, params, template, pool, report, cancel):
            sig_parts.append(part.sigs)
            if part.wkeys is not None and part.owner is not None:
                wkey_parts.append(part.wkeys)
                owner_parts.append(part.owner + len(docs))
            docs += part.docs
            shingles += part.shingles
            problems = problems + part.problems
            spent += part.seconds
    _share(timings, ("reading", "shingling", "hashing"), spent, time.perf_counter() - t)
    t = time.perf_counter()
    report("banding", 0, 1)
    b, r = params.band_rows()
    sigs = np.vstack(sig_parts) if sig_parts else np.zeros((0, params.perms), np.uint32)
    keys = band_keys(sigs, b, r)
    owner = np.concatenate(owner_parts) if owner_parts else np.zeros(0, np.int32)
    found, windowed = found_pairs(keys, wkey_parts or None, owner)
    del wkey_parts, owner_parts, owner  # window keys: 360 MB for 100,000 essays, done with
    floor = dismissal_floor(params.threshold, params.perms, chance_counts(sigs))
    cand = found[worth_verifying(found, sigs, floor, windowed)]
    timings["banding"] = time.perf_counter() - t
    _check(cancel)

    # Verification needs the candidates' shingles; passages need the reported pairs' texts.
    t = time.perf_counter()
    report("verifying", 0, len(cand))
    parts = _worker_count(len(cand))
    # In workers only if they start at once (fork: a spawned worker's start-up would cost what
    # it saves). Each keeps its share of the documents whole only if it is at most KEEP_WHOLE.
    if parts < 2 or len(cand) < PARALLEL_PAIRS or _start_method() != "fork":
        pairs, seconds = evidence(
            docs, shingles, entries, params, template, cand, sigs, keys, report, cancel
        )
    else:
        with _workers(parts) as pool:
            assert pool is not None
            pairs, seconds = _evidence_in(
                pool, parts, docs, shingles, entry_of, params, template, cand, sigs, keys,
                report, cancel,
            )  # fmt: skip
        # The reported documents are read again here, once the workers have let go of theirs.
        t1 = time.perf_counter()
        reported = sorted({i for p in pairs if p.reported for i in (p.a, p.b)})
        _read_again(docs, shingles, entry_of, params, template, cancel, reported, whole=True)
        report("passages", len(reported), len(reported))
        seconds = (seconds[0], seconds[1] + time.perf_counter() - t1)
    _share(timings, ("verifying", "passages"), np.array(seconds), time.perf_counter() - t)
    groups = connected_groups(len(docs), ((p.a, p.b) for p in pairs if p.reported))
    return Result(
        params,
        root,
        docs,
        shingles,
        problems,
        pairs,
        groups,
        len(cand),
        False,
        timings,
        dismissed=len(found) - len(cand),
    )


def run(
    source: Path | str | Sequence[Path],
    params: Params | None = None,
    progress: ProgressFn | None = None,
    cancel: CancelFn | None = None,
    exact: bool = False,
    archive: Archive | Path | str | None = None,
) -> Result:
    """One scan from scratch: documents, problems, pairs, groups, parameters, timings."""
    return Scanner().run(source, params or Params(), progress, cancel, exact, archive)


def open_input(source: Path | str | Sequence[Path], params: Params) -> intake.Intake:
    """The input stage: the submissions in a folder or .zip (laid out as ``params.layout`` says,
    recognised when "auto"), or in a list of files (each one submission)."""
    if isinstance(source, (str, Path)):
        # Templates and reference texts kept inside the folder are not submissions.
        apart = (*params.templates, *params.sources)
        given = intake.open_source(source, params.layout, params.roster, apart)
    else:
        given = intake.from_files(source)
    return with_sources(given, params.sources)


def _entries(source: Path | str | Sequence[Path]) -> tuple[str, list[Submission], list[Problem]]:
    found = open_input(source, Params())
    return found.root, found.submissions, found.problems


def submission_key(doc: Document) -> str:
    """The submission a document was read from, by its first file (each file is in one)."""
    return doc.files[0] if doc.files else doc.path


def keyed(entries: Sequence[Submission]) -> dict[str, Submission]:
    return {e.files[0].rel: e for e in entries}


# A sub-folder of the scanned folder with this name holds text every student was given.
TEMPLATE_FOLDER = "templates"


def folder_templates(folder: Path | str, params: Params) -> Params:
    """``params`` plus the folder's ``templates`` sub-folder as template text, if it has one."""
    sub = Path(folder) / TEMPLATE_FOLDER
    if not sub.is_dir() or any(Path(t).resolve() == sub.resolve() for t in params.templates):
        return params
    return params.replace(templates=(*params.templates, str(sub)))


def read_documents(
    entries: Sequence[Submission],
    params: Params,
    progress: ProgressFn,
    cancel: CancelFn | None,
    extracted_out: list[Extracted] | None = None,
    unmapped: bool = False,
) -> tuple[list[Document], list[Problem]]:
    """One Document per submission, and problems; ``extracted_out`` (if given) receives each
    document's Extracted (a submission's files joined).

    A submission of several files is one document: each file read and normalised on its own (a
    bibliography file's heading excludes only that file), then joined (``intake.join_documents``);
    a file that cannot be read is a problem and the others still make the document.
    ``unmapped``: plain ASCII text files (most submissions) are read straight from their bytes
    into the compared text, without the original text or the offset map (``Document.unmapped``),
    which is all a signature needs and a third of the cost of reading.
    """
    docs: list[Document] = []
    problems: list[Problem] = []
    max_bytes = int(params.max_file_mb * 2**20)
    for i, sub in enumerate(entries):
        progress("reading", i, len(entries))
        _check(cancel)
        parts: list[Document] = []
        texts: list[Extracted] = []
        for f in sub.files:
            try:
                data = intake.read_bytes(f, max_bytes)
                form = intake.format_name(f)
                if (
                    unmapped
                    and extracted_out is None
                    and len(sub.files) == 1
                    and ex.plain_ascii(form, data)
                ):
                    text = plain_text(data, params)
                    if text is not None:
                        digest = hashlib.sha256(data).hexdigest()  # the text is the bytes
                        parts.append(Document.unmapped(f.rel, text, digest, len(data)))
                        continue
                extracted = ex.parse(form, data)
            except ex.ExtractionError as e:
                problems.append(Problem(f.rel, str(e)))
                continue
            parts.append(make_document(f.rel, extracted, params))
            texts.append(extracted)
        if not parts:
            continue
        docs.append(intake.stamp_document(intake.join_documents(parts), sub))
        if extracted_out is not None:
            extracted_out.append(intake.join_extracted(texts))
    progress("reading", len(entries), len(entries))
    return docs, problems


def template_hashes(params: Params) -> tuple[np.ndarray, list[Problem]]:
    """Shingle hashes of every template file (files or folders), normalised like submissions."""
    hashes = [np.zeros(0, dtype=np.uint32)]
    problems: list[Problem] = []
    for t in params.templates:
        path = Path(t)
        if path.is_dir():
            entries, probs = ex.find_files(path)
            problems += [Problem(f"template {p.path}", p.reason) for p in probs]
        else:
            entries = [ex.FileEntry(str(path), path.name)]
        for e in entries:
            try:
                doc = make_document(e.rel, ex.extract(e.location), params)
            except ex.ExtractionError as err:
                problems.append(Problem(f"template {e.rel}", str(err)))
                continue
            hashes.append(shingle(doc.text, params.unit, params.k).hashes)
    return np.unique(np.concatenate(hashes)), problems


def shingle_documents(
    docs: Sequence[Document], params: Params, progress: ProgressFn, cancel: CancelFn | None
) -> tuple[list[Document], list[Shingles], list[Problem], list[Problem]]:
    """Shingles per document; documents with nothing to compare become problems."""
    template, template_problems = template_hashes(params)
    kept, out, problems = shingle_partition(docs, params, template, progress, cancel)
    common = np.zeros(0, dtype=np.uint32)
    if drops_common(params, len(out)):
        common = common_hashes([s.unique for s in out], params.max_doc_share)
    out = finish_shingles(out, common, params)
    progress("shingling", len(docs), len(docs))
    return kept, out, problems, template_problems


def shingle_partition(
    docs: Sequence[Document],
    params: Params,
    template: np.ndarray,
    progress: ProgressFn,
    cancel: CancelFn | None,
) -> tuple[list[Document], list[Shingles], list[Problem]]:
    """The per-document half of shingling (any partition of documents): shingles without the
    template, or a problem; ``finish_shingles`` completes them once common shingles are known."""
    kept: list[Document] = []
    out: list[Shingles] = []
    problems: list[Problem] = []
    by_content: dict[str, Shingles] = {}
    chunks = [docs[lo : lo + SHINGLE_CHUNK] for lo in range(0, len(docs), SHINGLE_CHUNK)]
    for chunk_no, chunk in enumerate(chunks):
        progress("shingling", chunk_no * SHINGLE_CHUNK, len(docs))
        _check(cancel)
        # Identical files are shingled once.
        todo = list({d.content_hash: d for d in chunk if d.content_hash not in by_content}.values())
        texts, excluded = [d.text for d in todo], [d.excluded for d in todo]
        for d, sh in zip(todo, shingle_many(texts, params.unit, params.k, excluded)):
            if len(template):
                sh.scored &= ~np.isin(sh.hashes, template)
            by_content[d.content_hash] = sh
        _shingled(chunk, by_content, params, kept, out, problems)
    return kept, out, problems


def _shingled(
    chunk: Sequence[Document],
    by_content: dict[str, Shingles],
    params: Params,
    kept: list[Document],
    out: list[Shingles],
    problems: list[Problem],
) -> None:
    unit = "words" if params.unit is Unit.WORD else "characters"
    for doc in chunk:
        sh = by_content[doc.content_hash]
        if len(sh.hashes) == 0:
            problems.append(
                Problem(doc.path, f"too short to compare (fewer than {params.k} {unit})")
            )
            continue
        if not sh.scored.any():
            problems.append(
                Problem(
                    doc.path, "nothing left to compare once template and excluded text is removed"
                )
            )
            continue
        kept.append(doc)
        out.append(sh)


def drops_common(params: Params, n_docs: int) -> bool:
    """Whether too-common shingles are dropped (MOSS's -m needs a few documents to mean much)."""
    return params.max_doc_share < 1.0 and n_docs >= 3


def finish_shingles(out: list[Shingles], common: np.ndarray, params: Params) -> list[Shingles]:
    """Drop the ``common`` hashes and compute each set (or bag) that is compared."""
    if len(common):
        out = [_drop(s, common) for s in out]
    bag = params.mode.value == "bag"
    for s in out:
        s.finish(bag)
    return out


def _drop(s: Shingles, common: np.ndarray) -> Shingles:
    return Shingles(s.hashes, s.starts, s.ends, s.scored & ~np.isin(s.hashes, common))


def common_hashes(sets: Sequence[np.ndarray], share: float) -> np.ndarray:
    """Hashes found in more than ``share`` of the documents (MOSS's -m)."""
    values, counts = np.unique(np.concatenate(list(sets)), return_counts=True)
    return frequent(values, counts, len(sets), share)


def frequent(values: np.ndarray, counts: np.ndarray, n_docs: int, share: float) -> np.ndarray:
    """The ``values`` whose document count is more than ``share`` of ``n_docs``."""
    return values[counts > share * n_docs]


def signatures(
    shingles: Sequence[Shingles], params: Params, progress: ProgressFn, cancel: CancelFn | None
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Document signatures, window signatures and each window's document."""
    progress("hashing", 0, len(shingles))
    sigs = MinHasher(params.perms, params.seed).signatures([s.minhash_input for s in shingles])
    _check(cancel)
    if params.window:
        wsigs, owner = window_signatures(shingles, window_shingles(params), params.seed)
    else:
        wsigs, owner = np.zeros((0, WINDOW_PERMS), np.uint32), np.zeros(0, np.int64)
    progress("hashing", len(shingles), len(shingles))
    return sigs, wsigs, owner


def window_signatures(
    shingles: Sequence[Shingles], width: int, seed: int, step: int | None = None
) -> tuple[np.ndarray, np.ndarray]:
    """Signatures of overlapping windows (``width`` scored shingles, step width/4) of each document.

    A document shorter than a window is one window. Duplicates inside a window do not change a
    minimum, so windows are hashed straight from the shingle positions, with no set per window.
    An archive stores windows at a longer ``step`` to stay small (see archive.py).
    """
    mh = MinHasher(WINDOW_PERMS, seed ^ 0x51DE)
    step = step or max(1, width // 4)
    seqs: list[np.ndarray] = []
    owner: list[int] = []
    for d, s in enumerate(shingles):
        h = s.hashes[s.scored]
        if len(h) <= width:
            seqs.append(h)
            owner.append(d)
            continue
        starts = np.arange(0, len(h) - width + step, step)
        starts = np.minimum(starts, len(h) - width)
        idx = starts[:, None] + np.arange(width)[None, :]
        seqs.extend(h[idx])
        owner.extend([d] * len(starts))
    return mh.signatures(seqs), np.array(owner, dtype=np.int64)


def banding(
    shingles: Sequence[Shingles],
    sigs: np.ndarray,
    wsigs: np.ndarray,
    owner: np.ndarray,
    b: int,
    r: int,
    exact: bool,
    progress: ProgressFn,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Band keys, band matches (document LSH, window LSH; or every sharing pair if exact) and
    which of them window bands found (all, in exact mode: none is dismissed by signature)."""
    progress("banding", 0, 1)
    keys = band_keys(sigs, b, r)
    if exact:
        cand = sharing_pairs(shingles)
        windowed = np.ones(len(cand), dtype=bool)
    else:
        wkeys = band_keys(wsigs, *window_banding(len(shingles))) if len(owner) else None
        cand, windowed = found_pairs(keys, wkeys, owner)
    progress("banding", 1, 1)
    return keys, cand, windowed


def found_pairs(
    keys: np.ndarray | Sequence[np.ndarray],
    wkeys: np.ndarray | Sequence[np.ndarray] | None,
    owner: np.ndarray,
) -> tuple[np.ndarray, np.ndarray]:
    """Pairs sharing a document band or a window band, and whether a window band found each."""
    found = [candidate_pairs(keys)[0]]
    if wkeys is not None:
        found.append(candidate_pairs(wkeys, owner)[0])
    flags = [np.full(len(f), i == 1) for i, f in enumerate(found)]
    return unique_pairs(np.concatenate(found), np.concatenate(flags))


def fill_passages(
    pairs: Sequence[Pair],
    docs: Sequence[Document],
    shingles: Sequence[Shingles],
    params: Params,
    known: dict[tuple[int, int], PassageStats],
    progress: ProgressFn,
    cancel: CancelFn | None,
) -> None:
    """Passage count, longest passage and coverage of each reported pair (``known`` caches)."""
    todo = [p for p in pairs if p.reported]
    for i, p in enumerate(todo):
        if i % 16 == 0:
            progress("passages", i, len(todo))
            _check(cancel)
        st = known.get((p.a, p.b))
        if st is None:
            found = find_passages(
                docs[p.a],
                shingles[p.a],
                docs[p.b],
                shingles[p.b],
                gap=params.gap,
                unit=params.unit,
                k=params.k,
            )
            st = known[(p.a, p.b)] = stats(docs[p.a], docs[p.b], found)
        p.passages, p.longest_passage = st.passages, st.longest
        p.coverage_a, p.coverage_b = st.coverage_a, st.coverage_b
        p.spans = st.found
    progress("passages", len(todo), len(todo))


def decide(pairs: list[Pair], docs: Sequence[Document], params: Params) -> list[Pair]:
    """Mark reported pairs (J >= threshold, or containment >= containment threshold); rank."""
    out = []
    for p in pairs:
        if docs[p.a].source and docs[p.b].source:
            continue  # reference texts are never compared with each other
        q = Pair(**{**p.__dict__})
        q.identical = docs[p.a].content_hash == docs[p.b].content_hash
        q.reported = (
            q.identical
            or q.exact_jaccard >= params.threshold
            or q.containment >= params.containment_cut
            or q.local_containment >= params.containment_cut
        )
        out.append(q)
    out.sort(key=lambda p: (not p.reported, -p.score, p.a, p.b))
    return out
