"""The Parquet archive: a folder of Parquet parts, for archives of millions of documents.

    ARCHIVE/manifest.json           format, signature parameters, (b, r), the parts (file, ids
                                    [first, end), documents, label), the next id, problems
    ARCHIVE/docs/part-*.parquet     a row per document: id, label, path, content hash, student,
                                    the extracted text with its spans and flags, the signature
    ARCHIVE/keys/part-*.parquet     (band, key, doc): document band keys
    ARCHIVE/fprints/part-*.parquet  (fp, doc, pos): winnowed fingerprints

It is one backend of ``archives.ArchiveStore``; the other is the SQLite file (archive.py). It
keeps what that keeps and loads documents with the same code, so that a scan gives the same pairs
against either. Nothing is read whole: the candidate stage reads the keys and fingerprints parts
one at a time (only the columns it needs) and joins each with the folder's; then only the rows of
the documents candidates reach are read (a filter on the id column, parts outside the ids'
ranges never opened). A scan holds the folder's keys and fingerprints, one part's (a part of
2,000 essays: ~1 MB of band keys, ~2 MB of fingerprints) and the matches: an archive larger than
memory is scanned in the memory of the folder.

Ids are handed out in order and never reused: part i holds ids in [first, end) (an id whose file
could not be read, or that was removed, is simply absent). Parts are written by any executor
(``DaskExecutor``: on the workers); the manifest is written last, atomically, so an add that dies
half-way leaves files no manifest names, never a half archive. A removal never edits a file in
place either: the parts it changes are written anew under new names, the manifest swapped to
them, and only then are the old files deleted; files no manifest names (left by a kill) are
deleted by the next writer. One writer at a time (``ARCHIVE/lock``), which reads the manifest
again once it holds the lock.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np

from plagcheck import __version__
from plagcheck.engine.archive.base import (
    SIGNATURE_FIELDS,
    AddReport,
    ArchivedDocument,
    ArchiveError,
    ArchiveInfo,
    check_signature_params,
    signature_params,
    stored_document,
)
from plagcheck.engine.archive.locking import WriterLock
from plagcheck.engine.archive.parquet_parts import PartSpec, Written, write_part
from plagcheck.engine.atomic import atomic_write
from plagcheck.engine.executors import Context, Executor, InProcess
from plagcheck.engine.intake.reading import open_input, students_work
from plagcheck.engine.model import Document
from plagcheck.engine.params import Params
from plagcheck.engine.progress import CancelFn, ProgressFn, quiet
from plagcheck.engine.text.lsh import band_keys

# 3: the extracted text with its spans (loaded as the SQLite archive loads), students, id ranges,
# appending and removing. 2 (read): the normalised text, one build.
ARCHIVE_FORMAT = 3
# Documents per part when parts are written in this process (one part's work held at a time).
BATCH = 2_000


class ParquetArchive:
    """One archive folder. ``ParquetArchive(path)`` opens it; ``create=True`` makes an empty one
    where there is none."""

    def __init__(self, path: Path | str, create: bool = False) -> None:
        self.path = Path(path)
        self.lock = WriterLock(self.path / "lock", str(self.path))
        try:
            import pyarrow.parquet  # noqa: F401 - an optional extra: said before any work
        except ImportError:
            raise ArchiveError(
                f"{self.path} is a Parquet archive: reading it needs pyarrow "
                "(pip install 'plagcheck[dask]')"
            ) from None
        if (self.path / "manifest.json").is_file():
            self.manifest = self._load()
        elif create:
            self.manifest = {
                "format": ARCHIVE_FORMAT,
                "params": None,
                "bands": None,
                "rows": None,
                "documents": 0,
                "next": 0,
                "parts": [],
                "problems": [],
            }
        else:
            raise ArchiveError(f"{self.path} is not a plagcheck Parquet archive (no manifest.json)")

    def _load(self) -> dict[str, Any]:
        where = self.path / "manifest.json"
        try:
            manifest = json.loads(where.read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            raise ArchiveError(f"{self.path}: damaged manifest.json ({e})") from None
        if not isinstance(manifest, dict) or manifest.get("format") not in (2, ARCHIVE_FORMAT):
            found = manifest.get("format") if isinstance(manifest, dict) else None
            raise ArchiveError(
                f"{self.path}: Parquet archive format {found} is not supported; update plagcheck"
            )
        return _current(manifest, self.path)

    @contextmanager
    def _writing(self) -> Iterator[None]:
        """The writer's lock, held; the manifest read again (another writer may have changed
        it since this archive was opened) and files no manifest names deleted."""
        self.path.mkdir(parents=True, exist_ok=True)
        with self.lock:
            if (self.path / "manifest.json").is_file():
                self.manifest = self._load()
            self._sweep()
            yield

    def _sweep(self) -> None:
        """Delete the files of parts the manifest does not name: an add killed before its
        manifest, or a removal killed after it (the old parts hold the removed texts)."""
        named = {Path(p["file"]).name for p in self.manifest["parts"]}
        for sub in ("docs", "keys", "fprints"):
            folder = self.path / sub
            for f in folder.iterdir() if folder.is_dir() else []:
                if f.name not in named:
                    f.unlink(missing_ok=True)

    def documents(self, label: str | None = None) -> list[ArchivedDocument]:
        import pyarrow.parquet as pq

        cols, out = ["student", "label", "path", "added"], []
        for part in (p for p in self.manifest["parts"] if label in (None, p["label"])):
            rows = pq.read_table(self.path / part["file"], columns=cols).to_pylist()
            out += [ArchivedDocument(*(str(r[c] or "") for c in cols)) for r in rows]
        return sorted(out, key=lambda d: (d.label, d.student or d.path, d.path))

    def template_hashes(self, params: Params) -> np.ndarray:
        return np.zeros(0, dtype=np.uint32)  # templates are kept apart by SQLite archives only

    def close(self) -> None:
        pass

    def __enter__(self) -> ParquetArchive:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- what it holds -------------------------------------------------------------------------
    def params(self) -> dict[str, Any] | None:
        p = self.manifest["params"]
        return p if isinstance(p, dict) else None

    def count(self) -> int:
        return int(self.manifest["documents"])

    def check(self, params: Params, what: str = "this scan") -> None:
        """Raise ArchiveMismatch naming what differs between the archive and ``params``."""
        remedy = "scan with matching settings or build a new archive"
        check_signature_params(self.params(), params, what, str(self.path), remedy)

    def info(self) -> ArchiveInfo:
        labels: dict[str, int] = {}
        for part in self.manifest["parts"]:
            labels[part["label"]] = labels.get(part["label"], 0) + int(part["count"])
        size = sum(f.stat().st_size for f in self.path.rglob("*") if f.is_file())
        return ArchiveInfo(
            path=str(self.path),
            documents=self.count(),
            labels=sorted(labels.items()),
            params=self.params(),
            bands=self.manifest["bands"],
            rows=self.manifest["rows"],
            size_bytes=size,
        )

    # -- adding --------------------------------------------------------------------------------
    def add(
        self,
        folder: Path | str | Sequence[Path],
        label: str,
        params: Params,
        progress: ProgressFn | None = None,
        cancel: CancelFn | None = None,
        executor: Executor | None = None,
    ) -> AddReport:
        """Add every submission of ``folder`` (or the files listed) under ``label``, a part per
        partition of the ``executor`` (in this process: BATCH documents a part). A document
        already archived with the same label, path and content is skipped."""
        label = label.strip()
        if not label:
            raise ArchiveError("an archive label must not be empty")
        with self._writing():  # its settings checked on the manifest as it is now
            return self._add(folder, label, params, progress, cancel, executor)

    def _add(
        self,
        folder: Path | str | Sequence[Path],
        label: str,
        params: Params,
        progress: ProgressFn | None,
        cancel: CancelFn | None,
        executor: Executor | None,
    ) -> AddReport:
        self.check(params, "this add")
        if self.params() is None:
            self.manifest["params"] = signature_params(params)
            self.manifest["bands"], self.manifest["rows"] = params.band_rows()
            self.manifest["created_by"] = f"plagcheck {__version__}"
        src = Path(folder) if isinstance(folder, str) else folder
        if isinstance(src, Path):  # a folder's students' work only (no templates, reports...)
            found, params = students_work(src, params)
        else:
            found = open_input(src, params.replace(sources=()))
        entries = found.submissions
        ex_ = executor or InProcess()
        size = BATCH if executor is None else max(1, ex_.partition_size(len(entries)))
        first = int(self.manifest["next"])
        parts = [
            PartSpec(
                entries[lo : lo + size], first + lo, f"part-{first + lo:012d}.parquet", lo == 0
            )
            for lo in range(0, len(entries), size)
        ]
        # Common shingles are a property of one class, not of an archive.
        add_params = params.replace(max_doc_share=1.0)
        b_r = (int(self.manifest["bands"]), int(self.manifest["rows"]))
        known = self._known(label)
        ctx = Context(progress or quiet, cancel)
        args = (str(self.path), label, add_params, b_r, known)
        runs = ex_.run(ctx, "archiving", write_part, parts, *args)
        written: list[Written] = ex_.collect(ctx, runs, [len(p.entries) for p in parts])
        out = AddReport(problems=list(found.problems), note=found.note)
        for w in written:
            out.added += w.count
            out.skipped += w.skipped
            out.problems += w.problems
            if w.count:
                part = {"file": f"docs/{w.name}", "first": w.first, "end": w.end}
                self.manifest["parts"].append({**part, "count": w.count, "label": label})
        self.manifest["documents"] += out.added
        self.manifest["next"] = first + len(entries)
        self.manifest["problems"] += [[p.path, p.reason] for p in out.problems]
        self._save()
        return out

    def _known(self, label: str) -> set[tuple[str, str]]:
        """(path, content hash) of the documents archived under ``label``."""
        import pyarrow.parquet as pq

        out: set[tuple[str, str]] = set()
        for part in self.manifest["parts"]:
            if part["label"] != label:
                continue
            t = pq.read_table(self.path / part["file"], columns=["path", "content_hash"])
            out.update(zip(t.column("path").to_pylist(), t.column("content_hash").to_pylist()))
        return out

    def _save(self) -> None:
        """Write the manifest atomically and on disk before it replaces the old one: a reader,
        or the archive after a power cut, sees the old one or the new one."""
        self.path.mkdir(parents=True, exist_ok=True)
        atomic_write(self.path / "manifest.json", lambda f: json.dump(self.manifest, f, indent=1))

    # -- removing ------------------------------------------------------------------------------
    def remove(
        self, label: str | None = None, path: str | None = None, student: str | None = None
    ) -> int:
        """Delete documents by label, path and/or student name: each part holding some is
        written anew without them under a new name, the manifest swapped to the new parts, and
        then the old files deleted (so their text is gone from the disk). A kill leaves the
        state before (the old manifest) or after (the new one; the next writer deletes the old
        files it left)."""
        if label is None and path is None and student is None:
            raise ArchiveError("say what to remove: a label, a document path or a student")
        with self._writing():
            return self._remove(label, path, student)

    def _remove(self, label: str | None, path: str | None, student: str | None) -> int:
        import pyarrow.compute as pc
        import pyarrow.parquet as pq

        removed, kept_parts, old = 0, [], []
        for part in self.manifest["parts"]:
            if label is not None and part["label"] != label:
                kept_parts.append(part)
                continue
            where = self.path / part["file"]
            named = [c for c in ("label", "path", "student") if c in pq.read_schema(where).names]
            docs = pq.read_table(where, columns=["doc", *named])  # not the texts and signatures
            gone = np.ones(docs.num_rows, dtype=bool)
            for column, value in (("label", label), ("path", path), ("student", student)):
                if value is None:
                    continue
                if column not in docs.column_names:  # format 2 kept no students
                    gone[:] = False
                    continue
                gone &= np.asarray(pc.equal(docs.column(column), value).fill_null(False))
            if gone.any():
                old.append(Path(part["file"]).name)
                removed += int(gone.sum())
                part = {**part, "count": int(part["count"]) - int(gone.sum())}
                if part["count"]:
                    ids = np.asarray(docs.column("doc"))[gone]
                    part["file"] = f"docs/{self._rewrite(part, ids)}"
            if part["count"]:
                kept_parts.append(part)
        if removed:
            documents = self.manifest["documents"] - removed
            self.manifest = {**self.manifest, "parts": kept_parts, "documents": documents}
            self._save()
            for name in old:
                for sub in ("docs", "keys", "fprints"):
                    (self.path / sub / name).unlink(missing_ok=True)
        return removed

    def _rewrite(self, part: dict[str, Any], ids: np.ndarray) -> str:
        """Part ``part``'s files without the documents ``ids``, written under a new name (no
        manifest names it yet); the new name."""
        import pyarrow as pa
        import pyarrow.parquet as pq

        name = Path(part["file"]).name
        new = f"part-{int(part['first']):012d}-{uuid.uuid4().hex[:12]}.parquet"
        for sub in ("docs", "keys", "fprints"):
            where = self.path / sub / name
            if not where.exists():
                continue
            table = pq.read_table(where)
            keep = ~np.isin(np.asarray(table.column("doc")), ids)
            if keep.any():
                pq.write_table(
                    table.filter(pa.array(keep)), where.with_name(new), compression="zstd"
                )
        return new

    # -- scanning ------------------------------------------------------------------------------
    def candidates(
        self, params: Params, keys: np.ndarray, fprints: np.ndarray, max_docs: int
    ) -> tuple[np.ndarray, np.ndarray]:
        """The archive's half of the candidate stage's join (``archives.ArchiveStore``), a part at
        a time: rows (folder document, archive id, bands shared) and (folder document, archive
        id, folder position, archive position) of shared fingerprints held at most ``max_docs``
        times in the archive."""
        return self._band_matches(params, keys), self._shared_fingerprints(fprints, max_docs)

    def _band_matches(self, params: Params, keys: np.ndarray) -> np.ndarray:
        n, nb = keys.shape if keys.ndim == 2 else (0, 0)
        qkey = keys.ravel()
        order = np.argsort(qkey, kind="stable")
        qkey = qkey[order]
        qband = np.tile(np.arange(nb, dtype=np.int64), n)[order]
        qdoc = np.repeat(np.arange(n, dtype=np.int64), nb)[order]
        # Most of a part's keys are in no folder document: a bitmap of the keys' top 24 bits
        # turns them away before the search.
        bitmap = np.zeros(1 << 24, dtype=bool)
        bitmap[qkey >> np.uint64(40)] = True
        found = [np.zeros((0, 2), dtype=np.int64)]
        for part in self.manifest["parts"] if n else []:
            band, key, doc = self._band_rows(part, params)
            maybe = bitmap[key >> np.uint64(40)]
            band, key, doc = band[maybe], key[maybe], doc[maybe]
            i, j = _equal(qkey, key)
            same = qband[i] == band[j]
            found.append(np.stack([qdoc[i[same]], doc[j[same]]], axis=1))
        pairs, counts = np.unique(np.concatenate(found), axis=0, return_counts=True)
        return np.column_stack([pairs.reshape(-1, 2), counts]).astype(np.int64)

    def _band_rows(self, part: dict[str, Any], params: Params) -> tuple[np.ndarray, ...]:
        """(band, key, doc) rows of a part: stored, or made from the stored signatures when
        this scan bands them otherwise."""
        import pyarrow.parquet as pq

        b, r = params.band_rows()
        name = Path(part["file"]).name
        if (self.manifest["bands"], self.manifest["rows"]) == (b, r):
            t = pq.read_table(self.path / "keys" / name, columns=["band", "key", "doc"])
            return (
                np.asarray(t.column("band"), dtype=np.int64),
                np.asarray(t.column("key"), dtype=np.uint64),
                np.asarray(t.column("doc"), dtype=np.int64),
            )
        t = pq.read_table(self.path / part["file"], columns=["doc", "sig"])
        ids = np.asarray(t.column("doc"), dtype=np.int64)
        sigs = _sigs(t.column("sig").to_pylist(), params.perms)
        keys = band_keys(sigs, b, r)
        return np.tile(np.arange(b, dtype=np.int64), len(ids)), keys.ravel(), np.repeat(ids, b)

    def _shared_fingerprints(self, fprints: np.ndarray, max_docs: int) -> np.ndarray:
        """Two passes over the fingerprints parts: how often the archive holds each of the
        folder's fingerprints (only the hash column read), then the rows of those held at most
        ``max_docs`` times, joined with the folder's."""
        import pyarrow.parquet as pq

        empty = np.zeros((0, 4), dtype=np.int64)
        if not len(fprints):
            return empty
        files = [self.path / "fprints" / Path(p["file"]).name for p in self.manifest["parts"]]
        files = [f for f in files if f.exists()]
        theirs = np.unique(fprints[:, 0])
        held = np.zeros(len(theirs), dtype=np.int64)
        members = _Members(theirs)
        for f in files:
            fp = np.asarray(pq.read_table(f, columns=["fp"]).column("fp"), dtype=np.int64)
            at, hit = members.find(fp)
            held += np.bincount(at[hit], minlength=len(theirs))
        usable = _Members(theirs[(held > 0) & (held <= max_docs)])
        q = fprints[usable.find(fprints[:, 0])[1]]
        q = q[np.argsort(q[:, 0], kind="stable")]
        found = [empty]
        for f in files if len(q) else []:
            t = pq.read_table(f, columns=["fp", "doc", "pos"])
            fp = np.asarray(t.column("fp"), dtype=np.int64)
            mine = usable.find(fp)[1]
            doc = np.asarray(t.column("doc"), dtype=np.int64)[mine]
            pos = np.asarray(t.column("pos"), dtype=np.int64)[mine]
            i, j = _equal(q[:, 0], fp[mine])
            found.append(np.stack([q[i, 1], doc[j], q[i, 2], pos[j]], axis=1))
        return np.concatenate(found)

    def signatures(self, ids: Sequence[int]) -> dict[int, np.ndarray]:
        """Stored signatures, by id."""
        out: dict[int, np.ndarray] = {}
        for table in self._rows(ids, ["doc", "sig"]):
            sigs = table.column("sig").to_pylist()
            for i, sig in zip(table.column("doc").to_pylist(), sigs):
                out[int(i)] = np.asarray(sig, dtype=np.uint32)
        return out

    def load(self, ids: Sequence[int], params: Params) -> dict[int, tuple[Document, np.ndarray]]:
        """Archived documents (normalised with ``params``) and their stored signatures, by id:
        only the parts holding them are opened, only their rows read."""
        out: dict[int, tuple[Document, np.ndarray]] = {}
        for table in self._rows(ids, None):
            for row in table.to_pylist():
                out[int(row["doc"])] = (_document(row, params), np.asarray(row["sig"], np.uint32))
        return out

    def _rows(self, ids: Sequence[int], columns: list[str] | None) -> list[Any]:
        """The rows of documents ``ids``, a table per part that holds some."""
        import pyarrow.parquet as pq

        wanted = np.unique(np.asarray(list(ids), dtype=np.int64))
        out = []
        for part in self.manifest["parts"]:
            lo, hi = np.searchsorted(wanted, [part["first"], part["end"]])
            if lo == hi:
                continue
            chosen = wanted[lo:hi].tolist()
            where = self.path / part["file"]
            out.append(pq.read_table(where, columns=columns, filters=[("doc", "in", chosen)]))
        return out


def _current(manifest: dict[str, Any], root: Path) -> dict[str, Any]:
    """A manifest as this version writes it (format 2: one build, dense ids, full parameters,
    the label in the documents' rows only)."""
    import pyarrow.parquet as pq

    if manifest["format"] == ARCHIVE_FORMAT:
        return manifest
    full = manifest["params"]
    parts = []
    for p in manifest["parts"]:
        first_row = pq.ParquetFile(root / p["file"]).read_row_group(0, columns=["label"])
        label = str(first_row.column("label")[0]) if first_row.num_rows else ""
        parts.append({**p, "end": p["first"] + p["count"], "label": label})
    return {
        **manifest,
        "format": ARCHIVE_FORMAT,
        "params": {k: full[k] for k in SIGNATURE_FIELDS},
        "bands": full["bands"],
        "rows": full["rows"],
        "next": manifest["documents"],
        "parts": parts,
    }


class _Members:
    """Where values of a part's rows are among the sorted, distinct fingerprint hashes
    ``values`` (32-bit), and whether they are. A bitmap of the hashes' top 24 bits (2 MB) turns
    most rows away at once; only the few it lets through are searched (``np.isin`` would sort
    every part's rows, ``np.searchsorted`` alone is slow on unsorted queries)."""

    def __init__(self, values: np.ndarray) -> None:
        self.values = values
        self.bitmap = np.zeros(1 << 24, dtype=bool)
        self.bitmap[values >> 8] = True

    def find(self, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        at = np.zeros(len(x), dtype=np.int64)
        hit = np.zeros(len(x), dtype=bool)
        maybe = np.flatnonzero(self.bitmap[x >> 8])
        if len(maybe) and len(self.values):
            i = np.searchsorted(self.values, x[maybe])
            i[i == len(self.values)] = 0
            at[maybe], hit[maybe] = i, self.values[i] == x[maybe]
        return at, hit


def _equal(left: np.ndarray, right: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Every (i, j) with left[i] == right[j]; ``left`` sorted."""
    lo = np.searchsorted(left, right, "left")
    n = np.searchsorted(left, right, "right") - lo
    j = np.repeat(np.arange(len(right), dtype=np.int64), n)
    i = np.repeat(lo, n) + np.arange(int(n.sum())) - np.repeat(np.cumsum(n) - n, n)
    return i.astype(np.int64), j


def _sigs(values: list[Any], perms: int) -> np.ndarray:
    return np.array(values, dtype=np.uint32).reshape(len(values), perms)


def _document(row: dict[str, Any], params: Params) -> Document:
    """A stored row as a Document: loaded as the SQLite archive loads it (format 3), or as it
    was normalised when the archive was built (format 2, built with the scan's settings)."""
    if "extracted" in row:
        doc = stored_document(
            row["label"], row["path"], row["content_hash"], row["text"], row["extracted"], params
        )
        doc.student = row.get("student")
        return doc
    return Document(
        path=row["path"],
        original=row["original"],
        text=row["text"],
        offsets=np.asarray(row["offsets"], dtype=np.int64),
        flags=json.loads(row["flags"]),
        excluded=None if row["excluded"] is None else np.asarray(row["excluded"], dtype=bool),
        content_hash=row["content_hash"],
        label=row["label"],
        disguises=[tuple(x) for x in json.loads(row["disguises"])],
    )
