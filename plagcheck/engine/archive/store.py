"""An archive of earlier terms as a scan sees it: one interface, two backends, one join.

- ``archive.Archive``: a SQLite file (the desktop; a school's archive, one writer at a time);
- ``parquet_archive.ParquetArchive``: a folder of Parquet parts (a Dask cluster; millions of
  documents, larger than memory).

Both keep per document its text, its MinHash signature, its document band keys and its winnowed
fingerprints. A scan never reads an archive whole: the candidate stage joins the folder's band
keys and fingerprints with the archive's (``ArchiveStore.candidates``), keeps per folder document
the MAX_PER_DOC archived documents sharing the most, applies the signature check, and loads only
the archived documents those candidates reach (``ArchiveStore.load``), numbered after the
folder's. Verification, passages and groups are then the ordinary stages, run by any executor.
What a pair is (which keys count, the stock-phrase limit, the passage rule, the cap) is decided
here, once, so that both backends give the same pairs for the same contents.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import numpy as np

from plagcheck.engine import stages as st
from plagcheck.engine.archive.base import AddReport, ArchivedDocument, ArchiveInfo
from plagcheck.engine.archive.parquet import ParquetArchive
from plagcheck.engine.archive.sqlite import Archive
from plagcheck.engine.compare.scores import worth_verifying
from plagcheck.engine.model import Document
from plagcheck.engine.params import Params
from plagcheck.engine.progress import ProgressFn, check, quiet
from plagcheck.engine.text.lsh import band_keys
from plagcheck.engine.text.shingles import Shingles
from plagcheck.engine.text.winnow import fingerprint_limits, passage_pairs, unpack

# At most this many archived documents per folder document are verified (those sharing the most
# keys): a boilerplate essay matching thousands of archived ones cannot stall a scan.
MAX_PER_DOC = 200


class ArchiveStore(Protocol):
    """What a scan and the fronts need of an archive, whatever keeps it."""

    def count(self) -> int:
        """Documents in the archive."""
        ...

    def info(self) -> ArchiveInfo:
        """Labels with their counts, parameters, size: what ``archive list`` shows."""
        ...

    def check(self, params: Params, what: str = "this scan") -> None:
        """Raise ``ArchiveMismatch`` (a sentence for the teacher) unless the archive's signatures
        were made with the signature parameters of ``params``."""
        ...

    def add(
        self,
        folder: Path | str,
        label: str,
        params: Params,
        progress: ProgressFn | None = None,
        cancel: Callable[[], bool] | None = None,
    ) -> AddReport:
        """Add every submission of ``folder`` under ``label`` (one already archived with the same
        label, path and content is skipped)."""
        ...

    def remove(
        self, label: str | None = None, path: str | None = None, student: str | None = None
    ) -> int:
        """Delete documents for good by label, path and/or student; how many."""
        ...

    def candidates(
        self, params: Params, keys: np.ndarray, fprints: np.ndarray, max_docs: int
    ) -> tuple[np.ndarray, np.ndarray]:
        """The archive's half of the candidate stage's join.

        ``keys``: the folder's (n, bands) document band keys; ``fprints``: its fingerprint rows
        (hash, document, position), templates left out. Returns the rows (folder document,
        archive id, bands shared) of every document sharing a band key, and the rows (folder
        document, archive id, folder position, archive position) of every shared fingerprint,
        leaving out fingerprints the archive holds more than ``max_docs`` times (stock phrases).
        """
        ...

    def signatures(self, ids: Sequence[int]) -> dict[int, np.ndarray]:
        """Stored signatures, by archive id."""
        ...

    def load(self, ids: Sequence[int], params: Params) -> dict[int, tuple[Document, np.ndarray]]:
        """The archived documents ``ids`` (normalised with ``params``) and their signatures."""
        ...

    def documents(self, label: str | None = None) -> list[ArchivedDocument]:
        """Every archived document (student, label, file, date added), of ``label`` if given."""
        ...

    def template_hashes(self, params: Params) -> np.ndarray:
        """Shingle hashes of the templates kept apart: subtracted from the archived documents a
        scan compares, as their own class's scan subtracted them."""
        ...

    def close(self) -> None: ...


@dataclass
class ArchiveMatches:
    """The candidate stage's archive half: archived documents that candidates reach (with their
    shingles, signatures and band keys) and those candidate pairs, not yet verified.

    Pair indices count the folder's documents first: archived document j is ``n_folder + j``.
    """

    documents: list[Document]
    shingles: list[Shingles]
    sigs: np.ndarray
    keys: np.ndarray
    pairs: np.ndarray
    ids: tuple[int, ...] = ()  # archive ids of ``documents`` (never reused: a cache key)
    dismissed: int = 0  # band matches whose signatures rule out the threshold
    # A library's articles using each of the words asked for, and its articles (a background).
    word_counts: tuple[np.ndarray, int] | None = None
    # The archived students' documents the folder was compared with (a library's articles are
    # reference texts): each is a pair with every student scanned (``pipeline.rewording_cut``).
    students: int = 0


def open_archive(
    archive: ArchiveStore | Path | str, create: bool = False, readonly: bool = False
) -> tuple[ArchiveStore, bool]:
    """The archive (a folder is a Parquet archive, a file a SQLite one; ``create``: a new path
    becomes a SQLite one; ``readonly``: for a command that only reads, so that a read-only file
    or share works), and whether the caller opened it (and so must close it)."""
    if not isinstance(archive, (str, Path)):
        return archive, False
    if Path(archive).is_dir():
        return ParquetArchive(archive), True
    return Archive(archive, create=create, readonly=readonly), True


def fingerprint_rows(fps: Sequence[np.ndarray], ignore: np.ndarray) -> np.ndarray:
    """(hash, document, position) rows of the documents' fingerprints, those in ``ignore``
    (template text) left out."""
    fp, doc, pos = unpack(fps)
    rows = np.stack([fp.astype(np.int64), doc, pos], axis=1)
    return rows[~np.isin(rows[:, 0], np.asarray(ignore, dtype=np.int64))]


def strongest(
    bands: np.ndarray, shared: np.ndarray, min_shared: int, reworded: np.ndarray | None = None
) -> tuple[np.ndarray, np.ndarray]:
    """Candidate pairs (folder document, archive id) from a backend's join, and whether
    the local searches found each: a shared band key, shared fingerprints that hold a passage
    (``winnow.passage_pairs``), or enough shared sentence keys (``reworded``: rows (folder
    document, archive id, keys shared) of a store that keeps them, a library); per folder
    document the MAX_PER_DOC archived documents sharing the most (bands shared, plus one for a
    passage and one for rewording), ties by archive id."""
    found: dict[tuple[int, int], int] = {
        (int(q), int(a)): int(n) for q, a, n in bands.reshape(-1, 3).tolist()
    }
    windowed: set[tuple[int, int]] = set()
    q_doc, a_id, q_pos, a_pos = shared.reshape(-1, 4).T
    local = passage_pairs(q_doc, a_id, q_pos, a_pos, min_shared).tolist()
    if reworded is not None:
        local += reworded.reshape(-1, 3)[:, :2].tolist()
    for q, a in local:
        windowed.add((q, a))
        found[(q, a)] = found.get((q, a), 0) + 1
    if not found:
        return np.zeros((0, 2), dtype=np.int64), np.zeros(0, dtype=bool)
    pairs = np.array(list(found), dtype=np.int64)
    hits = np.array(list(found.values()), dtype=np.int64)
    order = np.lexsort((pairs[:, 1], -hits, pairs[:, 0]))
    pairs = pairs[order]
    rank = np.arange(len(pairs)) - np.searchsorted(pairs[:, 0], pairs[:, 0])
    pairs = pairs[rank < MAX_PER_DOC]
    return pairs, np.array([(q, a) in windowed for q, a in pairs.tolist()], dtype=bool)


def archive_candidates(
    archive: ArchiveStore | Path | str,
    params: Params,
    docs: Sequence[Document],
    sigs: np.ndarray,
    keys: np.ndarray,
    fps: Sequence[np.ndarray],
    template_fps: np.ndarray,
    floor: float,
    cancel: Callable[[], bool] | None = None,
    para: Sequence[np.ndarray] = (),
    words: np.ndarray | None = None,
) -> ArchiveMatches:
    """The folder's band keys and fingerprints (and sentence keys, ``para``, where the store
    keeps them: a library) joined with the archive's: candidate pairs (folder document,
    archived document) past the signature check, and the archived documents they reach; with
    ``words`` (sorted token hashes), how many of a library's articles use each.

    An archived document with the same path and content as a folder document is that very
    submission (a folder added to the archive and scanned again), not a copy: it is skipped.
    """
    arc, owned = open_archive(archive, readonly=True)
    try:
        arc.check(params)
        max_docs, min_shared = fingerprint_limits(len(docs) + arc.count())
        rows = fingerprint_rows(fps, template_fps)
        reworded = _reworded(arc, para)
        cand, windowed = strongest(
            *arc.candidates(params, keys, rows, max_docs), min_shared, reworded
        )
        check(cancel)
        # The signature check of band matches, as for the folder's own pairs; then only the
        # archived texts still needed are read.
        n_found = len(cand)
        stored = arc.signatures(sorted(set(cand[:, 1].tolist())))
        there = np.isin(cand[:, 1], list(stored))
        cand, windowed = cand[there], windowed[there]
        theirs = np.array([stored[aid] for aid in cand[:, 1].tolist()], dtype=np.uint32)
        both = np.vstack([sigs, theirs.reshape(-1, params.perms)])
        pairs = np.stack([cand[:, 0], len(sigs) + np.arange(len(cand))], axis=1)
        cand = cand[worth_verifying(pairs, both, floor, windowed)]
        loaded = arc.load(sorted(set(cand[:, 1].tolist())), params)
        kept_apart = arc.template_hashes(params) if len(cand) else None
        counts = getattr(arc, "word_counts", None)
        background = counts(words) if counts is not None and words is not None else None
        # (a library, alone or among several stores, counts its articles' words)
        students = sum(
            s.count() for s in getattr(arc, "stores", [arc]) if not hasattr(s, "word_counts")
        )
    finally:
        if owned:
            arc.close()
    out = _reached(loaded, cand, params, docs, n_found - len(cand), cancel, kept_apart)
    out.word_counts, out.students = background, students
    return out


def _reworded(arc: ArchiveStore, para: Sequence[np.ndarray]) -> np.ndarray | None:
    """The store's candidates for reworded copies of the folder's documents, where it keeps
    sentence keys (a library's ``reworded``; an archive keeps none)."""
    find = getattr(arc, "reworded", None)
    if find is None or not any(len(k) for k in para):
        return None
    doc = np.repeat(np.arange(len(para), dtype=np.int64), [len(k) for k in para])
    keys = np.concatenate([np.asarray(k, dtype=np.int64) for k in para])
    found: np.ndarray = find(np.stack([keys, doc], axis=1))
    return found


def _reached(
    loaded: dict[int, tuple[Document, np.ndarray]],
    cand: np.ndarray,
    params: Params,
    docs: Sequence[Document],
    dismissed: int,
    cancel: Callable[[], bool] | None,
    kept_apart: np.ndarray | None = None,
) -> ArchiveMatches:
    """The archived documents of ``cand`` shingled with this scan's templates and the archive's
    own (``kept_apart``), exactly as the folder's were, numbered after the folder's; the pairs
    renumbered to match."""
    ids = sorted(loaded)
    adocs = [loaded[i][0] for i in ids]
    one = params.replace(max_doc_share=1.0)
    kept, ash, _, _ = st.shingle_documents(adocs, one, quiet, cancel, kept_apart)
    found = {id(d): (d, sh) for d, sh in zip(kept, ash)}
    n = len(docs)
    slot: dict[int, int] = {}  # archive id -> index among the returned documents
    out_docs: list[Document] = []
    out_sh: list[Shingles] = []
    out_sigs: list[np.ndarray] = []
    pairs: list[tuple[int, int]] = []
    for q, aid in cand.tolist():
        hit = found.get(id(loaded[aid][0])) if aid in loaded else None
        if hit is None:  # nothing left to compare once this scan's templates are removed
            continue
        d, sh = hit
        if d.path == docs[q].path and d.content_hash == docs[q].content_hash:
            continue
        if aid not in slot:
            slot[aid] = len(out_docs)
            out_docs.append(d)
            out_sh.append(sh)
            out_sigs.append(loaded[aid][1])
        pairs.append((q, n + slot[aid]))
    asigs = np.stack(out_sigs) if out_sigs else np.zeros((0, params.perms), np.uint32)
    akeys = band_keys(asigs, *params.band_rows())
    arr = np.array(pairs, dtype=np.int64).reshape(-1, 2)
    return ArchiveMatches(out_docs, out_sh, asigs, akeys, arr, tuple(slot), dismissed)
