"""Building a library: a dump or a folder read in order, a batch at a time, turned into text and
fingerprints by worker processes (one per core), and committed in order by this process.

This process reads the dump (XML parsing and decompression) and writes; the workers do what
costs: wikitext to text, normalising and fingerprinting. At most two batches per worker are in
flight, so memory stays flat whatever the dump's size. Each committed batch records how many
pages of the source were read; a build that is interrupted (Ctrl-C, a cancel, a killed process)
goes on from there when run again. Workers receive plain data and module-level functions (safe
under spawn).
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from plagcheck.engine.arrays import distinct, runs
from plagcheck.engine.intake import Submission
from plagcheck.engine.intake.reading import make_document, open_input, read_documents
from plagcheck.engine.library.dump import Dump, Page, Site
from plagcheck.engine.library.shelf import KEY_WORDS, LibraryError, Source, Writer, pack_record
from plagcheck.engine.library.wikitext import Namespaces, reader_text
from plagcheck.engine.model import Document, Extracted, Problem
from plagcheck.engine.params import Params, Unit
from plagcheck.engine.progress import CancelFn, ProgressFn, quiet
from plagcheck.engine.text.sentence_keys import sentence_keys_many
from plagcheck.engine.text.shingles import many_token_values
from plagcheck.engine.text.winnow import fingerprints_many

# Articles per batch (one worker's task; committed together).
BATCH = 400


@dataclass
class BuildReport:
    """What a build did: articles added now, the source's totals, and how it ended."""

    library: str
    source: Source
    added: int = 0
    resumed_at: int = 0  # pages of the source already committed when this run began
    interrupted: bool = False
    problems: list[Problem] = field(default_factory=list)


def build_library(
    source: Path | str,
    out: Path | str,
    params: Params,
    name: str | None = None,
    progress: ProgressFn | None = None,
    cancel: CancelFn | None = None,
    workers: int | None = None,
    batch: int = BATCH,
) -> BuildReport:
    """Add the articles of a dump (or the documents of a folder) at ``source`` to the library
    ``out`` (made if missing; an unfinished build of the same source goes on where it stopped),
    then seal it. Ctrl-C or ``cancel`` stop it with every committed batch kept
    (``interrupted``)."""
    src_path = Path(source)
    if not src_path.exists():
        raise LibraryError(f"not found: {src_path}")
    kind = "folder" if src_path.is_dir() else "dump"
    dump = _open_dump(src_path) if kind == "dump" else None  # not a dump: no library is made
    try:
        writer = Writer(out, params, name)
        src = writer.resume_point(str(src_path.resolve()), kind)
    except BaseException:
        if dump is not None:
            dump.close()
        raise
    report = BuildReport(writer.name, src, resumed_at=src.pages)
    tell = progress or quiet
    jobs: Iterator[tuple[Any, ...]]
    if dump is not None:
        site = dump.site
        src.wiki, src.site, src.base, src.language = site.wiki, site.name, site.base, site.language
        jobs = _dump_jobs(dump, src, params, writer.name, batch)
        where: Callable[[], tuple[int, int]] = lambda: (dump.position(), dump.size)  # noqa: E731
    else:
        found = open_input(src_path, params.replace(sources=()))
        report.problems += found.problems
        subs = found.submissions
        jobs = _folder_jobs(subs, src, params, writer.name, batch)
        where = lambda: (src.pages, len(subs))  # noqa: E731
    try:
        report.interrupted = _run(jobs, writer, src, report, tell, cancel, where, workers)
    finally:
        if dump is not None:
            src.stopped = src.stopped or dump.stopped
            src.dump_date = dump.date_in_name or dump.newest or src.dump_date
            dump.close()
    if not report.interrupted:
        writer.finish(src)
        tell("sealing", 0, 1)
        writer.seal()
        tell("sealing", 1, 1)
    return report


def _open_dump(path: Path) -> Dump:
    try:
        return Dump(path)
    except (OSError, EOFError, ValueError) as e:
        raise LibraryError(str(e)) from None


def _run(
    jobs: Iterator[tuple[Any, ...]],
    writer: Writer,
    src: Source,
    report: BuildReport,
    tell: ProgressFn,
    cancel: CancelFn | None,
    where: Callable[[], tuple[int, int]],
    workers: int | None,
) -> bool:
    """Run the jobs on worker processes, committing results in order; True if interrupted."""
    n = workers or os.cpu_count() or 1
    flight: deque[tuple[Future[Any], int, dict[str, int]]] = deque()
    pool = ProcessPoolExecutor(n, initializer=_worker_start, initargs=(os.getpid(),))
    stopped = False
    try:
        for fn, args, pages, skipped in jobs:
            flight.append((pool.submit(fn, *args), pages, skipped))
            while len(flight) >= 2 * n or (flight and flight[0][0].done()):
                _commit(flight.popleft(), writer, src, report)
                tell(f"{src.articles:,} articles", *where())
            if cancel is not None and cancel():
                stopped = True
                break
        while flight and not stopped:
            _commit(flight.popleft(), writer, src, report)
            tell(f"{src.articles:,} articles", *where())
    except KeyboardInterrupt:
        stopped = True
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    return stopped


def _commit(
    job: tuple[Future[Any], int, dict[str, int]], writer: Writer, src: Source, report: BuildReport
) -> None:
    future, pages, skipped = job
    records, fps, keys, words, left_out, problems = future.result()
    src.pages = pages
    for reason, k in {**skipped, **left_out}.items():
        if k:
            src.skipped[reason] = src.skipped.get(reason, 0) + k
    src.articles += len(records)
    report.added += len(records)
    report.problems += problems
    writer.append(records, fps, src, keys, words)


def _worker_start(builder: int) -> None:
    """Workers leave Ctrl-C to the builder, which stops them after the batch it commits; and
    end when the builder is gone (killed outright), instead of waiting for work for ever."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(target=_watch, args=(builder,), daemon=True).start()


def _watch(builder: int) -> None:
    while os.getppid() == builder:
        time.sleep(1.0)
    os._exit(1)


def _dump_jobs(
    dump: Dump, src: Source, params: Params, name: str, batch: int
) -> Iterator[tuple[Any, ...]]:
    pages: list[Page] = []
    skipped: dict[str, int] = {}
    seen = src.pages
    for verdict, page in dump.pages(skip=src.pages):
        seen += 1
        if page is None:
            skipped[verdict] = skipped.get(verdict, 0) + 1
            continue
        pages.append(page)
        if len(pages) >= batch:
            yield convert_pages, (pages, dump.site, params, name), seen, skipped
            pages, skipped = [], {}
    if pages or skipped:
        yield convert_pages, (pages, dump.site, params, name), seen, skipped


def _folder_jobs(
    subs: Sequence[Submission], src: Source, params: Params, name: str, batch: int
) -> Iterator[tuple[Any, ...]]:
    for lo in range(src.pages, len(subs), batch):
        part = list(subs[lo : lo + batch])
        yield convert_files, (part, params, name), lo + len(part), {}


Words = tuple[np.ndarray, np.ndarray]  # a batch's distinct word hashes, its articles using each
Converted = tuple[
    list[bytes], list[np.ndarray], list[np.ndarray], Words, dict[str, int], list[Problem]
]


def convert_pages(pages: Sequence[Page], site: Site, params: Params, name: str) -> Converted:
    """A worker's batch of articles: records (title, ids, date, URL, reader text),
    fingerprints and sentence keys; articles with too little text to fingerprint are counted,
    not kept."""
    names = Namespaces(site.files, site.categories)
    texts: list[str] = []
    metas: list[dict[str, Any]] = []
    for p in pages:
        texts.append(reader_text(p.text, names))
        metas.append({"t": p.title, "p": p.id, "r": p.revision, "d": p.timestamp})
        if site.base:
            metas[-1]["u"] = site.url(p.title)
    docs = [make_document(f"{name}:{m['p']}", Extracted(t), params) for m, t in zip(metas, texts)]
    return (*_records(docs, metas, [{}] * len(docs)), [])


def convert_files(subs: Sequence[Submission], params: Params, name: str) -> Converted:
    """A worker's batch of a folder's documents, read as a scan reads them."""
    extracted: list[Extracted] = []
    docs, problems = read_documents(subs, params.replace(sources=()), quiet, None, extracted)
    metas: list[dict[str, Any]] = [{"t": Path(d.path).name, "f": d.path} for d in docs]
    extra = [{"hidden": e.hidden, "quotes": e.quotes, "flags": e.flags} for e in extracted]
    return (*_records(docs, metas, extra), problems)


def _records(
    docs: Sequence[Document],
    metas: Sequence[dict[str, Any]],
    extra: Sequence[dict[str, Any]],
) -> tuple[list[bytes], list[np.ndarray], list[np.ndarray], Words, dict[str, int]]:
    texts = [d.text for d in docs]
    words = many_token_values(texts, Unit.WORD)  # tokenised once for both indexes
    fps = fingerprints_many(texts, tokens=words)
    keys = sentence_keys_many(texts, [v for v, _, _ in words], [s for _, s, _ in words], KEY_WORDS)
    records: list[bytes] = []
    kept: list[np.ndarray] = []
    kept_keys: list[np.ndarray] = []
    used: list[np.ndarray] = [np.zeros(0, np.uint32)]
    short = 0
    for d, m, e, fp, k, (values, _, _) in zip(docs, metas, extra, fps, keys, words):
        if not len(fp):
            short += 1
            continue
        used.append(distinct(values))
        record = {**m, "x": d.original}
        if e:
            record["e"] = e
        records.append(pack_record(record))
        kept.append(fp)
        kept_keys.append(k)
    flat = np.sort(np.concatenate(used))
    at, counts = runs(flat)
    return records, kept, kept_keys, (flat[at], counts), {"too short": short}
