"""A library as a scan sees it: the archive's interface (``archive.ArchiveStore``), so the
candidate stage's join (``archive.store.archive_candidates``) is the one the archive uses.

A scan sends its fingerprint rows; ``candidates`` looks each distinct hash up in its bucket (the
bucket's fence in memory, then the one 4 KB block of hashes it points to) and returns the shared
rows, leaving out hashes the library holds more than ``max_docs`` times (stock phrases); the
join decides which articles hold a passage of a student's text. The scan's sentence keys are
looked up the same way in the second index (``reworded``): the articles sharing enough of them
are candidates for a reworded copy, which the join verifies like the others. Only the articles
reached are read (``load``), normalised and shingled with the scan's own settings. Nothing is
written: a library on a read-only share works.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from plagcheck.engine import stages as st
from plagcheck.engine.archive import ArchivedDocument, ArchiveError, ArchiveInfo
from plagcheck.engine.intake.reading import make_document
from plagcheck.engine.library.shelf import (
    BUCKETS,
    FENCE,
    FP,
    META,
    ROW_WORDS,
    SK,
    WD,
    LibraryError,
    Meta,
    Source,
    bucket_paths,
    check_params,
    fence_path,
    index_rows,
    removed_ids,
    unpack_record,
)
from plagcheck.engine.model import Document, Extracted
from plagcheck.engine.params import Params
from plagcheck.engine.progress import quiet
from plagcheck.engine.text.minhash import MinHasher
from plagcheck.engine.text.sentence_keys import MAX_KEY_DOCS

_EMPTY_U32 = np.zeros(0, dtype=np.uint32)
_SPAN = 1 << 32
# Reworded copies (``reworded``): an article is a candidate for a folder document when they
# share KEY_SHARED sentence keys, keys held by more than KEY_MAX_ARTICLES articles left out (a
# topic's word pairs, as ``sentence_keys.MAX_KEY_DOCS``), and the KEY_PER_DOC articles sharing
# the most are verified. 8 rather than a class's 3 (``sentence_keys.SMALL_SHARED_KEYS``): a
# library is many documents on a topic, and verification's rewording score reports some
# independently written texts on one prompt. Measured (bench/library.py clough and topic): 100
# ASAP essays on one prompt against 2,866 others on it and another, pairs reported beside the 6
# that shared passages report: 3 keys 22 more (297 documents verified), 5: 5, 6: 1, 8: none (8
# verified); the Clough answers against 100,000 articles, heavy revisions found: 17, 16, 16, 16 of
# 19 (10 or 12 keys: 15), cut and light unchanged (17 and 19), no other match.
KEY_SHARED = 8
KEY_MAX_ARTICLES = MAX_KEY_DOCS
KEY_PER_DOC = 5


@dataclass
class LibraryInfo:
    """What ``library info`` shows."""

    path: str
    name: str
    articles: int
    sources: list[Source] = field(default_factory=list)
    params: dict[str, Any] = field(default_factory=dict)
    size_bytes: int = 0
    ready: bool = True  # sealed and no build left unfinished
    removed: int = 0  # articles removed since they were added (``remove``)
    sentence_keys: bool = True  # False: built before they were kept (no reworded copies)
    word_counts: bool = True  # False: built before its words were counted (``Background``)


def library_info(folder: Path | str) -> LibraryInfo:
    """A library's description, finished or not (a build in progress shows how far it got)."""
    folder = Path(folder)
    m = Meta.read(folder)
    size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
    ready = m.sealed and all(s.state == "done" for s in m.sources)
    articles = m.docs - m.removed
    return LibraryInfo(
        str(folder), m.name, articles, m.sources, m.params, size, ready, m.removed,
        m.key_rows is not None, m.word_rows is not None,
    )  # fmt: skip


def is_library(path: Path | str) -> bool:
    return (Path(path) / META).is_file()


class Library:
    """A finished library, opened for scans (``archive.ArchiveStore``)."""

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)
        if not self.folder.is_dir():
            raise LibraryError(f"library not found: {self.folder}")
        self.meta = Meta.read(self.folder)
        self.name = self.meta.name
        unfinished = [s.path for s in self.meta.sources if s.state != "done"]
        if unfinished or not self.meta.sealed:
            raise LibraryError(
                f"library {self.name} is not finished ({self.meta.docs} articles so far): run "
                f"'plagcheck library build' on {unfinished[0] if unfinished else 'it'} again "
                "to go on where it stopped"
            )
        self._removed = removed_ids(self.folder, self.meta)
        self._ends = _map(self.folder / "ends.u64", "<u8")
        self._texts = open(self.folder / "texts.bin", "rb")  # noqa: SIM115 -- closed by close()
        self._reached: dict[int, tuple[Document, np.ndarray]] = {}
        self._reached_key: Any = None
        self._fence: dict[str, list[np.ndarray]] = {}

    def close(self) -> None:
        self._texts.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- what the fronts show ------------------------------------------------------------------
    def count(self) -> int:
        return self.meta.docs - self.meta.removed

    def info(self) -> ArchiveInfo:
        i = library_info(self.folder)
        labels = [(s.wiki or Path(s.path).name, s.articles) for s in self.meta.sources]
        return ArchiveInfo(i.path, i.articles, labels, i.params, None, None, i.size_bytes)

    def check(self, params: Params, what: str = "this scan") -> None:
        """Raise LibraryError unless a scan with ``params`` can use the library; the articles
        ``signatures`` then reads are normalised and shingled with ``params`` (the join calls
        ``check`` first)."""
        check_params(self.meta.__dict__, params, self.name)
        self._params = params

    def add(self, *args: Any, **kwargs: Any) -> Any:
        raise ArchiveError("a library grows with 'plagcheck library add'")

    def remove(self, *args: Any, **kwargs: Any) -> int:
        raise ArchiveError("a library is built again from its sources to remove from it")

    def documents(self, label: str | None = None) -> list[ArchivedDocument]:
        return []  # 'library info' says what a library holds; its articles are not students'

    def template_hashes(self, params: Params) -> np.ndarray:
        return np.zeros(0, dtype=np.uint32)  # a library keeps no class's templates

    # -- the scan's join -----------------------------------------------------------------------
    def candidates(
        self, params: Params, keys: np.ndarray, fprints: np.ndarray, max_docs: int
    ) -> tuple[np.ndarray, np.ndarray]:
        """No band rows (a library keeps no signatures: an article is found by the passages a
        student shares with it, or by sentence keys: ``reworded``) and the rows (folder
        document, article, folder position, article position) of every shared fingerprint held
        at most ``max_docs`` times."""
        bands = np.zeros((0, 3), dtype=np.int64)
        q = np.asarray(fprints, dtype=np.int64).reshape(-1, 3)
        if not len(q) or not self.meta.docs:
            return bands, np.zeros((0, 4), dtype=np.int64)
        q = q[np.argsort(q[:, 0], kind="stable")]
        hashes = np.unique(q[:, 0]).astype(np.uint32)
        found_h, found_rows = self.lookup(hashes, max_docs)
        # Each library row meets every folder row of its hash.
        lo = np.searchsorted(q[:, 0], found_h, "left")
        n = np.searchsorted(q[:, 0], found_h, "right") - lo
        at = _ranges(lo, n)
        rows = np.repeat(found_rows.astype(np.int64), n, axis=0)
        shared = np.stack([q[at, 1], rows[:, 0], q[at, 2], rows[:, 1]], axis=1)
        return bands, shared

    def lookup(
        self, hashes: np.ndarray, max_docs: int, index: str = FP
    ) -> tuple[np.ndarray, np.ndarray]:
        """The library's rows of each of the sorted ``hashes`` in ``index`` (fingerprints:
        (article, position); sentence keys: (article,)), with the hash of each row; hashes held
        more than ``max_docs`` times are left out, and so are removed articles.

        Only the blocks of FENCE hashes (4 KB) where a hash can lie are read, and the blocks of
        rows of the hashes found: plain reads, not a memory map, whose faults would map the
        kernel's read-ahead around every block into the scan's memory (900 MB at 1 million
        articles, where the blocks read are 50 MB)."""
        out_h: list[np.ndarray] = []
        out_r: list[np.ndarray] = []
        counts, width = index_rows(self.meta, index), ROW_WORDS[index]
        if counts is None:
            return _EMPTY_U32, np.zeros((0, width), np.uint32)
        bucket = hashes >> np.uint32(24)
        cuts = np.searchsorted(bucket, np.arange(BUCKETS + 1))
        for b in np.flatnonzero(np.diff(cuts)).tolist():
            mine = hashes[cuts[b] : cuts[b + 1]]
            n_rows = counts[b]
            h_path, r_path = bucket_paths(self.folder, b, index)
            fence = self._fences(index)[b]
            first = np.maximum(np.searchsorted(fence, mine, "left") - 1, 0)
            last = np.searchsorted(fence, mine, "right")  # blocks first .. last - 1
            where, block = _read_blocks(
                h_path, 4, _ranges(first, np.maximum(last - first, 1)), n_rows
            )
            lo = np.searchsorted(block, mine, "left")
            n = np.searchsorted(block, mine, "right") - lo
            keep = (n > 0) & (n <= max_docs)
            at = where[_ranges(lo[keep], n[keep])]
            out_h.append(np.repeat(mine[keep], n[keep]))
            rows_at, rows = _read_blocks(r_path, 4 * width, at // FENCE, n_rows)
            out_r.append(rows.view("<u4").reshape(-1, width)[np.searchsorted(rows_at, at)])
        if not out_h:
            return _EMPTY_U32, np.zeros((0, width), np.uint32)
        found_h, found_r = np.concatenate(out_h), np.concatenate(out_r)
        if len(self._removed) and index != WD:  # removed articles' rows stay, unread
            kept = ~np.isin(found_r[:, 0], self._removed)
            found_h, found_r = found_h[kept], found_r[kept]
        return found_h, found_r

    def reworded(self, keys: np.ndarray) -> np.ndarray:
        """Candidates for reworded copies: the rows (folder document, article, keys shared) of
        the articles sharing at least ``KEY_SHARED`` sentence keys with a folder document, at
        most ``KEY_PER_DOC`` a document (those sharing the most). ``keys``: the folder's rows
        (key, document). Keys that more than ``KEY_MAX_ARTICLES`` articles hold are the
        topic's, not a copy's, and are left out."""
        q = np.asarray(keys, dtype=np.int64).reshape(-1, 2)
        none = np.zeros((0, 3), dtype=np.int64)
        if not len(q) or not self.meta.docs:
            return none
        q = q[np.argsort(q[:, 0], kind="stable")]
        found_h, found_rows = self.lookup(
            np.unique(q[:, 0]).astype(np.uint32), KEY_MAX_ARTICLES, SK
        )
        lo = np.searchsorted(q[:, 0], found_h, "left")
        n = np.searchsorted(q[:, 0], found_h, "right") - lo
        docs = q[_ranges(lo, n), 1]
        arts = np.repeat(found_rows[:, 0].astype(np.int64), n)
        code, shared = np.unique(docs * _SPAN + arts, return_counts=True)
        enough = shared >= KEY_SHARED
        doc, art, shared = code[enough] // _SPAN, code[enough] % _SPAN, shared[enough]
        order = np.lexsort((art, -shared, doc))
        doc, art, shared = doc[order], art[order], shared[order]
        rank = np.arange(len(doc)) - np.searchsorted(doc, doc)
        top = rank < KEY_PER_DOC
        return np.stack([doc[top], art[top], shared[top]], axis=1)

    def word_counts(self, words: np.ndarray) -> tuple[np.ndarray, int] | None:
        """How many of the library's articles use each of the sorted, distinct ``words`` (token
        hashes), and its articles: the library's background (``text.background``); None for a
        library built before its words were counted. Removed articles are still counted."""
        if self.meta.word_rows is None:
            return None
        found, counts = self.lookup(np.asarray(words, dtype=np.uint32), 1, WD)
        out = np.zeros(len(words), dtype=np.int64)
        out[np.searchsorted(words, found)] = counts[:, 0]
        return out, self.meta.docs - self.meta.removed

    def _fences(self, index: str) -> list[np.ndarray]:
        """Each bucket's fence of ``index``, read once."""
        if index not in self._fence:
            counts = index_rows(self.meta, index) or [0] * BUCKETS
            out = []
            for b in range(BUCKETS):
                path = fence_path(self.folder, b, index)
                if path.exists():
                    out.append(np.fromfile(path, dtype="<u4"))
                else:  # sealed by a build that kept no fences: read them off the bucket
                    h = _map(bucket_paths(self.folder, b, index)[0], "<u4", counts[b])
                    out.append(np.array(h[::FENCE]))
            self._fence[index] = out
        return self._fence[index]

    def signatures(self, ids: Sequence[int]) -> dict[int, np.ndarray]:
        """Signatures of the articles ``ids``, made from their texts with the parameters of the
        last ``load``; ``archive_candidates`` asks for them before loading, so the articles are
        read here and kept for that ``load``."""
        return {i: sig for i, (_, sig) in self._read(ids, self._params).items()}

    _params = Params()

    def load(self, ids: Sequence[int], params: Params) -> dict[int, tuple[Document, np.ndarray]]:
        """The articles ``ids`` as documents normalised with ``params``, with their signatures
        (of the scan's shingles)."""
        return self._read(ids, params)

    def _read(self, ids: Sequence[int], params: Params) -> dict[int, tuple[Document, np.ndarray]]:
        key = params.signature_key()
        if key != self._reached_key:
            self._reached, self._reached_key = {}, key
        todo = [i for i in ids if i not in self._reached and 0 <= i < self.meta.docs]
        if len(self._removed) and todo:
            todo = [i for i, r in zip(todo, np.isin(todo, self._removed).tolist()) if not r]
        docs = [self.document(i, params) for i in todo]
        kept, shingles, _, _ = st.shingle_documents(
            docs, params.replace(max_doc_share=1.0, templates=()), quiet, None
        )
        sigs = MinHasher(params.perms, params.seed).signatures([s.minhash_input for s in shingles])
        by_doc = {id(d): i for d, i in zip(docs, todo)}
        for d, sig in zip(kept, sigs):
            self._reached[by_doc[id(d)]] = (d, sig)
        return {i: self._reached[i] for i in ids if i in self._reached}

    def record(self, i: int) -> dict[str, Any]:
        """Article ``i``'s stored record: title, page, revision, date, URL, text."""
        start = int(self._ends[i - 1]) if i else 0
        self._texts.seek(start)
        return unpack_record(self._texts.read(int(self._ends[i]) - start))

    def document(self, i: int, params: Params) -> Document:
        """Article ``i`` as a reference text of the scan: ``source``, with its title and URL, and
        the path LIBRARY:PAGE_ID (or LIBRARY:FILE for a folder's document)."""
        rec = self.record(i)
        extra = rec.get("e") or {}
        extracted = Extracted(
            rec["x"],
            tuple(tuple(s) for s in extra.get("hidden", ())),
            tuple(tuple(s) for s in extra.get("quotes", ())),
            dict(extra.get("flags", {})),
        )
        ref = rec.get("p") if rec.get("p") is not None else rec.get("f", i)
        doc = make_document(f"{self.name}:{ref}", extracted, params)
        doc.source = True
        doc.title = rec.get("t") or str(ref)
        doc.url = rec.get("u")
        doc.library = self.name
        return doc


def _map(path: Path, dtype: str, count: int | None = None) -> np.ndarray:
    """A file as a read-only array (numpy cannot map an empty file)."""
    size = np.dtype(dtype).itemsize
    n = path.stat().st_size // size if count is None else count
    if n == 0:
        return np.zeros(0, dtype=dtype)
    return np.memmap(path, dtype=dtype, mode="r", shape=(n,))


def _read_blocks(
    path: Path, size: int, blocks: np.ndarray, n_rows: int
) -> tuple[np.ndarray, np.ndarray]:
    """The distinct ``blocks`` (of FENCE items of ``size`` bytes) of a bucket file, read and
    joined in order (neighbouring blocks in one read): each item's index in the file, and the
    items as uint32 (size 4) or uint64 (size 8, to be viewed as pairs)."""
    need = np.unique(blocks)
    need = need[need * FENCE < n_rows]
    dtype = "<u4" if size == 4 else "<u8"
    if not len(need):
        return np.zeros(0, np.int64), np.zeros(0, dtype)
    opens = np.ones(len(need), dtype=bool)
    opens[1:] = need[1:] != need[:-1] + 1
    closes = np.append(opens[1:], True)
    starts = need[opens] * FENCE
    stops = np.minimum((need[closes] + 1) * FENCE, n_rows)
    parts: list[bytes] = []
    with open(path, "rb", buffering=0) as f:  # unbuffered: each read is the bytes asked for
        for start, stop in zip(starts.tolist(), stops.tolist()):
            f.seek(start * size)
            parts.append(f.read((stop - start) * size))
    return _ranges(starts, stops - starts), np.frombuffer(b"".join(parts), dtype=dtype)


def _ranges(lo: np.ndarray, n: np.ndarray) -> np.ndarray:
    """The indices lo[i] .. lo[i] + n[i] - 1 of every i, one after the other."""
    total = int(n.sum())
    if not total:
        return np.zeros(0, dtype=np.int64)
    starts = np.repeat(lo.astype(np.int64) - (np.cumsum(n) - n), n)
    return starts + np.arange(total, dtype=np.int64)


def open_libraries(paths: Sequence[Path | str]) -> list[Library]:
    """The libraries at ``paths``, opened; a LibraryError names the first that cannot be."""
    out: list[Library] = []
    try:
        for p in paths:
            out.append(Library(p))
    except BaseException:
        for lib in out:
            lib.close()
        raise
    return out
