"""A library on disk: one folder, written a batch at a time, read only where a scan points.

    LIBRARY/library.json      what it holds (sources, articles, parameters) and how far the
                              files below are committed (the build's checkpoint)
    LIBRARY/texts.bin         each article's zlib-compressed record (title, ids, URL, text)
    LIBRARY/ends.u64          where each record ends in texts.bin (uint64, one per article)
    LIBRARY/fp/XX.hash        winnowed fingerprints whose hash starts with byte XX (uint32)
    LIBRARY/fp/XX.rows        their (article, position) rows (2 x uint32), in the same order
    LIBRARY/fp/XX.fence       every 1,024th hash of the sorted bucket
    LIBRARY/sk/XX.hash        sentence keys (``text.sentence_keys``) in buckets as above, with
    LIBRARY/sk/XX.rows        their article (uint32): the keys of reworded copies
    LIBRARY/sk/XX.fence
    LIBRARY/wd/XX.hash        the words of the articles (token hashes) in buckets as above, with
    LIBRARY/wd/XX.rows        how many articles use each (uint32): one row a word once sealed,
    LIBRARY/wd/XX.fence       a batch's counts appended until then (``text.background``)
    LIBRARY/removed.u32       the numbers of the articles removed since (``remove``)

Fingerprints (``text.winnow``: 5-word k-grams, windows of 8) are the library's first index, as
they are the archive's second key: a paragraph pasted into an essay shares them with its article.
Sentence keys are the second (word pairs of each sentence's ``KEY_WORDS`` smallest content words,
which a shuffled, moved or partly reworded sentence keeps): a reworded copy shares no passage
with its article but many of these keys, as in a class (``text.sentence_keys``). The third,
words, is no index: a scan reads how many articles use each of its words, so that a word common
in the library weighs nothing in a passage (``text.background``, ``Background.outer``).
A batch's rows are appended to the 256 bucket files by the hash's first byte; sealing sorts each
bucket (at most 1/256 of the rows in memory), after which a scan finds a hash's rows by its
bucket's fence (in memory) and one 4 KB block read from the bucket (``reader``).

Crash and interrupt safety: the files are appended first and ``library.json`` is replaced after
(atomically); opening for writing cuts every file back to the lengths ``library.json`` gives, so
a killed build loses at most the batches in flight and goes on from the last committed one.

Why numpy arrays in files rather than SQLite or Parquet, measured by bench/library.py on 100,000
generated articles (docs/library.md): the fingerprint table is 178 MB against SQLite's 263 MB
(a WITHOUT ROWID table keyed as the archive's), is appended by the build as it goes where
SQLite takes 68 s more to write it, and needs no write access to be read (SQLite's WAL does); a
class's 11,850 lookups take 105-116 ms of CPU against SQLite's 41-53 ms, a fraction of a scan
either way.
Memory-mapping the buckets was measured too and dropped: the kernel's read-ahead around each
binary search's pages made a scan's resident memory 1,047 MB at 1 million articles (180 MB now).
"""

from __future__ import annotations

import json
import os
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from plagcheck import __version__
from plagcheck.engine.archive import ArchiveError
from plagcheck.engine.arrays import runs
from plagcheck.engine.atomic import atomic_write
from plagcheck.engine.params import Params
from plagcheck.engine.text.sentence_keys import HUGE_KEY_WORDS
from plagcheck.engine.text.winnow import FP_K, FP_K_CHARS, FP_W, FP_W_CHARS

FORMAT = 1
META = "library.json"
REMOVED = "removed.u32"
BUCKETS = 256
# Every FENCE-th hash of a sealed bucket is kept in XX.fence (0.4% of the hashes), so that a
# lookup reads the one 4 KB block of hashes where its hash lies instead of binary-searching the
# whole file (a dozen scattered pages a lookup, each a round trip on a network share).
FENCE = 1024
# The Params fields the stored fingerprints depend on (the normalised words); the shingles,
# signatures and bands of a scan are not stored: an article a scan reaches is shingled with the
# scan's own settings.
INDEX_FIELDS = (
    "casefold",
    "nfkc",
    "remove_invisible",
    "fold_confusables",
    "strip_punct",
    "strip_digits",
    "stopwords",
)
FINGERPRINTS = {"k": FP_K, "w": FP_W, "k_chars": FP_K_CHARS, "w_chars": FP_W_CHARS}
# Of each sentence of an article, the pairs of its 4 smallest content words are kept (6 keys a
# sentence; a scan looks them up with the pairs of its own sentences' 6 smallest, which hold
# them): ~240 keys of a 650-word article, 1.9 KB on disk. With the 6 smallest (15 keys a
# sentence) a library would be twice the size of one without keys; on the Clough corpus the
# answers share as many keys with their article either way, relative to what non-copies share.
KEY_WORDS = HUGE_KEY_WORDS
# The indexes: their folder and the uint32 columns of their rows.
FP, SK, WD = "fp", "sk", "wd"
INDEXES = (FP, SK, WD)
# fingerprints: (article, position); sentence keys: article; words: articles using it
ROW_WORDS = {FP: 2, SK: 1, WD: 1}


class LibraryError(ArchiveError):
    """The library cannot be used or written as asked; the message is for the teacher."""


def index_params(params: Params) -> dict[str, Any]:
    d = params.to_dict()
    out = {f: d[f] for f in INDEX_FIELDS}
    if params.stopwords:  # stop words are dropped in word mode only
        out["unit"] = d["unit"]
    return out


def check_params(meta: dict[str, Any], params: Params, name: str, scan: bool = True) -> None:
    """Raise LibraryError unless ``params`` read the library's fingerprints as they were
    written: the same normalisation and fingerprint shingles (and for a scan, local matches
    on)."""
    if meta.get("fingerprints") != FINGERPRINTS:
        raise LibraryError(
            f"library {name} was built with other fingerprint shingles "
            f"({meta.get('fingerprints')}) than this plagcheck uses ({FINGERPRINTS}): "
            "build it again with this version"
        )
    theirs, ours = meta.get("params") or {}, index_params(params)
    diff = [k for k in sorted(set(theirs) | set(ours)) if theirs.get(k) != ours.get(k)]
    if diff:
        raise LibraryError(
            f"library {name} was built with {_describe(theirs, diff)}; this scan uses "
            f"{_describe(ours, diff)} — build the library again with these settings, or scan "
            "with the library's"
        )
    if scan and params.window <= 0:
        raise LibraryError(
            f"library {name} is searched through the passages students share with it: "
            "local matches must be on (window > 0) to scan with a library"
        )


def _describe(p: dict[str, Any], keys: Sequence[str]) -> str:
    parts = []
    for k in keys:
        v = p.get(k)
        shown = ("on" if v else "off") if isinstance(v, bool) or v is None else v
        parts.append(f"{k.replace('_', ' ')} {shown}")
    return ", ".join(parts)


@dataclass
class Source:
    """One dump or folder added to a library."""

    path: str
    kind: str  # "dump" or "folder"
    state: str = "building"  # "building" (interrupted builds resume) or "done"
    articles: int = 0
    pages: int = 0  # pages (or files) read from it so far: where a resumed build goes on
    skipped: dict[str, int] = field(default_factory=dict)  # why pages were left out, how many
    wiki: str = ""  # dbname (enwiki)
    site: str = ""  # sitename (Wikipedia)
    base: str = ""  # article URL prefix, https://en.wikipedia.org/wiki/
    language: str = ""
    dump_date: str = ""  # newest revision seen
    stopped: str = ""  # where a truncated or corrupt dump stopped, in words

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Source:
        return cls(**{k: v for k, v in d.items() if k in cls.__dataclass_fields__})


@dataclass
class Meta:
    """``library.json``: the library's description and the build's checkpoint."""

    name: str
    params: dict[str, Any]
    sources: list[Source] = field(default_factory=list)
    docs: int = 0
    text_bytes: int = 0
    bucket_rows: list[int] = field(default_factory=lambda: [0] * BUCKETS)
    sealed: bool = True
    removed: int = 0  # articles removed (``removed.u32``): ``docs`` counts them still
    # Rows of each sentence-key bucket (None: a library built before they were kept).
    key_rows: list[int] | None = field(default_factory=lambda: [0] * BUCKETS)
    # Rows of each word bucket (None: a library built before the words were counted).
    word_rows: list[int] | None = field(default_factory=lambda: [0] * BUCKETS)
    fingerprints: dict[str, int] = field(default_factory=lambda: dict(FINGERPRINTS))
    created_by: str = f"plagcheck {__version__}"
    format: int = FORMAT

    def to_json(self) -> str:
        d = dict(self.__dict__)
        d["sources"] = [s.__dict__ for s in self.sources]
        return json.dumps(d, ensure_ascii=False, indent=1)

    @classmethod
    def read(cls, folder: Path) -> Meta:
        path = folder / META
        try:
            d = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise LibraryError(f"not a plagcheck library (no {META}): {folder}") from None
        except (OSError, ValueError) as e:
            raise LibraryError(f"cannot read the library {folder}: {e}") from None
        if d.get("format", 0) > FORMAT:
            raise LibraryError(f"{folder} was made by a newer plagcheck; update plagcheck")
        d["sources"] = [Source.from_dict(s) for s in d.get("sources", [])]
        d.setdefault("key_rows", None)  # built before sentence keys were kept
        d.setdefault("word_rows", None)  # ... or before its words were counted
        return cls(**{k: v for k, v in d.items() if k in cls.__dataclass_fields__})

    def write(self, folder: Path) -> None:
        text = self.to_json()
        atomic_write(folder / META, lambda f: f.write(text))


def bucket_paths(folder: Path, b: int, index: str = FP) -> tuple[Path, Path]:
    return folder / index / f"{b:02x}.hash", folder / index / f"{b:02x}.rows"


def fence_path(folder: Path, b: int, index: str = FP) -> Path:
    return folder / index / f"{b:02x}.fence"


def index_rows(meta: Meta, index: str) -> list[int] | None:
    """The rows of each bucket of ``index`` (None: the library has no such index)."""
    return {FP: meta.bucket_rows, SK: meta.key_rows, WD: meta.word_rows}[index]


def removed_ids(folder: Path, meta: Meta) -> np.ndarray:
    """The sorted numbers of the articles removed from the library (``remove``)."""
    if not meta.removed:
        return np.zeros(0, dtype=np.uint32)
    try:
        found = np.fromfile(folder / REMOVED, dtype="<u4", count=meta.removed)
    except OSError as e:
        raise LibraryError(f"the library is damaged: {REMOVED}: {e}") from None
    if len(found) < meta.removed:
        raise LibraryError(f"the library is damaged: {REMOVED} is shorter than recorded")
    return np.unique(found).astype(np.uint32)


def write_removed(folder: Path, meta: Meta, new: np.ndarray) -> None:
    """Add ``new`` (not removed yet) to the removed articles: appended to the file, then counted
    in ``library.json``; a crash between leaves a tail that the count leaves out (and the next
    removal cuts)."""
    path = folder / REMOVED
    _truncate(path, 4 * meta.removed)
    with open(path, "ab") as f:
        f.write(np.asarray(new, dtype="<u4").tobytes())
        f.flush()
        os.fsync(f.fileno())
    meta.removed += len(new)
    meta.write(folder)


def pack_record(record: dict[str, Any]) -> bytes:
    return zlib.compress(json.dumps(record, ensure_ascii=False).encode("utf-8", "surrogatepass"))


def unpack_record(blob: bytes) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(zlib.decompress(blob).decode("utf-8", "surrogatepass"))
    return out


class Writer:
    """Appends batches of articles to a library folder (made if missing) and seals it."""

    def __init__(self, folder: Path | str, params: Params, name: str | None = None) -> None:
        self.folder = Path(folder)
        if (self.folder / META).exists():
            self.meta = Meta.read(self.folder)
            check_params(self.meta.__dict__, params, self.name, scan=False)
            self._cut_back()
        else:
            if self.folder.exists() and any(self.folder.iterdir()):
                raise LibraryError(f"{self.folder} is not empty and holds no library")
            for index in INDEXES:
                (self.folder / index).mkdir(parents=True, exist_ok=True)
                for b in range(BUCKETS):
                    for path in bucket_paths(self.folder, b, index):
                        path.touch()
            self.meta = Meta(name or self.folder.name, index_params(params))
            self.meta.write(self.folder)

    @property
    def name(self) -> str:
        return self.meta.name

    def _cut_back(self) -> None:
        """Every file back to its committed length (what a killed build left after is lost)."""
        m = self.meta
        _truncate(self.folder / "texts.bin", m.text_bytes)
        _truncate(self.folder / "ends.u64", 8 * m.docs)
        for index in INDEXES:
            counts = index_rows(m, index)
            if counts is None:
                continue
            (self.folder / index).mkdir(exist_ok=True)
            for b in range(BUCKETS):
                h, r = bucket_paths(self.folder, b, index)
                _truncate(h, 4 * counts[b])
                _truncate(r, 4 * ROW_WORDS[index] * counts[b])

    def append(
        self,
        records: Sequence[bytes],
        fps: Sequence[np.ndarray],
        source: Source,
        keys: Sequence[np.ndarray] = (),
        words: tuple[np.ndarray, np.ndarray] | None = None,
    ) -> None:
        """Commit one batch: the articles' packed records, their fingerprints (uint64,
        hash << 32 | position), sentence keys (uint32; none: a library that keeps none) and
        words (distinct token hashes, how many of the batch's articles use each);
        ``source`` carries how far its dump or folder was read."""
        m = self.meta
        lengths = np.array([len(r) for r in records], dtype=np.uint64)
        ends = m.text_bytes + np.cumsum(lengths, dtype=np.uint64)
        with open(self.folder / "texts.bin", "ab") as f:
            f.write(b"".join(records))
        with open(self.folder / "ends.u64", "ab") as f:
            f.write(ends.astype("<u8").tobytes())
        ids = np.arange(m.docs, m.docs + len(records), dtype=np.uint32)
        packed = np.concatenate([np.zeros(0, np.uint64), *fps])
        doc = np.repeat(ids, [len(f) for f in fps])
        hashes = (packed >> np.uint64(32)).astype(np.uint32)
        rows = np.stack([doc, (packed & np.uint64(0xFFFFFFFF)).astype(np.uint32)], axis=1)
        self._add_rows(FP, hashes, rows, m.bucket_rows)
        if m.key_rows is not None and len(keys):
            k = np.concatenate([np.zeros(0, np.uint32), *keys]).astype(np.uint32)
            self._add_rows(SK, k, np.repeat(ids, [len(x) for x in keys]), m.key_rows)
        if m.word_rows is not None and words is not None:
            self._add_rows(WD, words[0].astype(np.uint32), words[1].astype(np.uint32), m.word_rows)
        m.docs += len(records)
        m.text_bytes = int(ends[-1]) if len(ends) else m.text_bytes
        m.sealed = False
        self._commit(source)

    def _add_rows(
        self, index: str, hashes: np.ndarray, rows: np.ndarray, counts: list[int]
    ) -> None:
        """Append rows to the buckets of ``index`` by their hash's first byte."""
        bucket = hashes >> np.uint32(24)
        order = np.argsort(bucket, kind="stable")
        cuts = np.searchsorted(bucket[order], np.arange(BUCKETS + 1))
        for b in np.flatnonzero(np.diff(cuts)).tolist():
            pick = order[cuts[b] : cuts[b + 1]]
            h, r = bucket_paths(self.folder, b, index)
            with open(h, "ab") as f:
                f.write(hashes[pick].astype("<u4").tobytes())
            with open(r, "ab") as f:
                f.write(rows[pick].astype("<u4").tobytes())
            counts[b] += len(pick)

    def _commit(self, source: Source) -> None:
        for i, s in enumerate(self.meta.sources):
            if s is source or (s.path == source.path and s.state == "building"):
                self.meta.sources[i] = source
                break
        else:
            self.meta.sources.append(source)
        self.meta.write(self.folder)

    def resume_point(self, path: str, kind: str) -> Source:
        """The unfinished build of ``path`` to go on with, or a new one; a source added whole
        already is refused (its articles would be there twice)."""
        for s in self.meta.sources:
            if s.path == path and s.state == "building":
                return s
            if s.path == path:
                raise LibraryError(
                    f"{path} is already in library {self.name} ({s.articles:,} articles)"
                )
        return Source(path, kind)

    def finish(self, source: Source) -> None:
        source.state = "done"
        self._commit(source)

    def seal(self) -> None:
        """Sort each bucket by hash (its rows alongside), one bucket in memory at a time; a
        word's counts are added up into one row."""
        for index in INDEXES:
            counts = index_rows(self.meta, index)
            width = ROW_WORDS[index]
            for b in range(BUCKETS if counts is not None else 0):
                assert counts is not None
                h, r = bucket_paths(self.folder, b, index)
                n = counts[b]
                if n == 0:
                    _replace(fence_path(self.folder, b, index), b"")
                    continue
                hashes = np.fromfile(h, dtype="<u4", count=n)
                rows = np.fromfile(r, dtype="<u4", count=width * n).reshape(n, width)
                order = np.argsort(hashes, kind="stable")
                hashes, rows = hashes[order], rows[order]
                if index == WD:
                    hashes, rows = _add_up(hashes, rows)
                    counts[b] = len(hashes)
                _replace(h, _padded(hashes, n).tobytes())
                _replace(r, _padded(rows, n).tobytes())
                _replace(fence_path(self.folder, b, index), hashes[::FENCE].tobytes())
        self.meta.sealed = True
        self.meta.write(self.folder)
        self._cut_back()


def _add_up(hashes: np.ndarray, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """One row a word: the sorted ``hashes`` once each, their counts added up."""
    at, _ = runs(hashes)
    return hashes[at], np.add.reduceat(rows, at, axis=0, dtype=np.uint32).astype("<u4")


def _padded(a: np.ndarray, n: int) -> np.ndarray:
    """``a`` as long as the ``n`` rows recorded, the rest the largest hash with a count of 0: a
    bucket whose words were added up is as long as ``library.json`` says until it is written
    (a build killed in between is sealed again), and cut back after."""
    pad = np.full((n - len(a), *a.shape[1:]), 0xFFFFFFFF if a.ndim == 1 else 0, dtype="<u4")
    return np.concatenate([a.astype("<u4"), pad])


def _truncate(path: Path, size: int) -> None:
    if not path.exists():
        if size:
            raise LibraryError(f"the library is damaged: {path.name} is missing")
        path.touch()
        return
    if path.stat().st_size < size:
        raise LibraryError(f"the library is damaged: {path.name} is shorter than recorded")
    if path.stat().st_size > size:
        os.truncate(path, size)


def _replace(path: Path, data: bytes) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    with open(tmp, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
