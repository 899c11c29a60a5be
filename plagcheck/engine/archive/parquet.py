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
half-way leaves files no manifest names, never a half archive. One writer at a time.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import numpy as np

from plagcheck import __version__
from plagcheck.engine import stages as st
from plagcheck.engine.archive.sqlite import (
    SIGNATURE_FIELDS,
    AddReport,
    ArchiveError,
    ArchiveInfo,
    check_signature_params,
    signature_params,
    stored_document,
)
from plagcheck.engine.atomic import atomic_write
from plagcheck.engine.executors import Context, Executor, InProcess
from plagcheck.engine.intake import Submission
from plagcheck.engine.intake.reading import open_input, read_documents
from plagcheck.engine.model import Document, Extracted, Problem
from plagcheck.engine.params import Params
from plagcheck.engine.progress import CancelFn, ProgressFn, quiet
from plagcheck.engine.text.lsh import band_keys
from plagcheck.engine.text.winnow import unpack

# 3: the extracted text with its spans (loaded as the SQLite archive loads), students, id ranges,
# appending and removing. 2 (read): the normalised text, one build.
ARCHIVE_FORMAT = 3
# Documents per part when parts are written in this process (one part's work held at a time).
BATCH = 2_000


@dataclass
class PartSpec:
    """A part to write: its submissions and the ids reserved for them."""

    entries: list[Submission]
    first: int
    name: str
    first_of_add: bool = False  # reports the template files' problems (once an add)


@dataclass
class Written:
    name: str
    first: int
    end: int
    count: int
    skipped: int = 0
    problems: list[Problem] = field(default_factory=list)


class ParquetArchive:
    """One archive folder. ``ParquetArchive(path)`` opens it; ``create=True`` makes an empty one
    where there is none."""

    def __init__(self, path: Path | str, create: bool = False) -> None:
        self.path = Path(path)
        try:
            import pyarrow.parquet  # noqa: F401 - an optional extra: said before any work
        except ImportError:
            raise ArchiveError(
                f"{self.path} is a Parquet archive: reading it needs pyarrow "
                "(pip install 'plagcheck[dask]')"
            ) from None
        where = self.path / "manifest.json"
        if where.is_file():
            try:
                manifest = json.loads(where.read_text(encoding="utf-8"))
            except (OSError, ValueError) as e:
                raise ArchiveError(f"{self.path}: damaged manifest.json ({e})") from None
            if manifest.get("format") not in (2, ARCHIVE_FORMAT):
                raise ArchiveError(
                    f"{self.path}: Parquet archive format {manifest.get('format')} is not "
                    "supported; update plagcheck"
                )
            self.manifest = _current(manifest, self.path)
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
        self.check(params, "this add")
        if self.params() is None:
            self.manifest["params"] = signature_params(params)
            self.manifest["bands"], self.manifest["rows"] = params.band_rows()
            self.manifest["created_by"] = f"plagcheck {__version__}"
        src = Path(folder) if isinstance(folder, str) else folder
        found = open_input(src, params.replace(sources=()))  # students' work only
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
        out = AddReport(problems=list(found.problems))
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
        written again without them (so their text is gone from the disk), then the manifest."""
        import pyarrow.compute as pc
        import pyarrow.parquet as pq

        if label is None and path is None and student is None:
            raise ArchiveError("say what to remove: a label, a document path or a student")
        removed, kept_parts = 0, []
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
                ids = np.asarray(docs.column("doc"))[gone]
                self._rewrite(part, ids)
                removed += int(gone.sum())
                part = {**part, "count": int(part["count"]) - int(gone.sum())}
            if part["count"]:
                kept_parts.append(part)
        self.manifest["parts"] = kept_parts
        self.manifest["documents"] -= removed
        if removed:
            self._save()
        return removed

    def _rewrite(self, part: dict[str, Any], ids: np.ndarray) -> None:
        """Part ``part``'s files without the documents ``ids`` (a file left empty is deleted)."""
        import pyarrow as pa
        import pyarrow.parquet as pq

        name = Path(part["file"]).name
        for sub in ("docs", "keys", "fprints"):
            where = self.path / sub / name
            if not where.exists():
                continue
            table = pq.read_table(where)
            keep = ~np.isin(np.asarray(table.column("doc")), ids)
            if not keep.any():
                where.unlink()
                continue
            tmp = where.with_suffix(".tmp")
            pq.write_table(table.filter(pa.array(keep)), tmp, compression="zstd")
            os.replace(tmp, where)

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


def write_part(
    spec: PartSpec,
    root: str,
    label: str,
    params: Params,
    b_r: tuple[int, int],
    known: set[tuple[str, str]],
    *,
    progress: ProgressFn = quiet,
    cancel: CancelFn | None = None,
) -> Written:
    """Read, shingle and sign one partition of submissions and write its three files (a stage
    function: any executor runs it where the partition is)."""
    extracted: list[Extracted] = []
    docs, problems = read_documents(spec.entries, params, progress, cancel, extracted)
    fresh = [(d, e) for d, e in zip(docs, extracted) if (d.path, d.content_hash) not in known]
    kept, shingles, short, template_problems = st.shingle_documents(
        [d for d, _ in fresh], params, quiet, cancel
    )
    end = spec.first + len(spec.entries)
    out = Written(spec.name, spec.first, end, len(kept), len(docs) - len(fresh), problems + short)
    if spec.first_of_add:
        out.problems += template_problems
    if not kept:
        return out
    by_doc = {id(d): e for d, e in fresh}
    sigs = st.signatures(shingles, params, quiet, cancel)
    ids = np.arange(spec.first, spec.first + len(kept), dtype=np.int64)
    fps = [s.fps for s in shingles] if params.window else []
    _write_files(Path(root), spec.name, label, kept, [by_doc[id(d)] for d in kept], sigs, ids)
    _write_keys(Path(root), spec.name, band_keys(sigs, *b_r), fps, ids)
    return out


def _write_files(
    root: Path,
    name: str,
    label: str,
    docs: Sequence[Document],
    extracted: Sequence[Extracted],
    sigs: np.ndarray,
    ids: np.ndarray,
) -> None:
    """The documents' file: what the SQLite archive keeps of each, a row each."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    now = datetime.now(timezone.utc).isoformat(timespec="seconds")
    meta = [
        json.dumps({"hidden": e.hidden, "quotes": e.quotes, "flags": e.flags}) for e in extracted
    ]
    cols = {
        "doc": pa.array(ids),
        "label": pa.array([label] * len(docs), pa.string()),
        "path": pa.array([d.path for d in docs], pa.string()),
        "content_hash": pa.array([d.content_hash for d in docs], pa.string()),
        "added": pa.array([now] * len(docs), pa.string()),
        "chars": pa.array([len(d.original) for d in docs], pa.int64()),
        "text": pa.array([e.text for e in extracted], pa.large_string()),
        "extracted": pa.array(meta, pa.string()),
        "flags": pa.array([json.dumps(d.flags) for d in docs], pa.string()),
        "sig": pa.array(list(sigs), pa.list_(pa.uint32())),
        "student": pa.array([d.student for d in docs], pa.string()),
    }
    (root / "docs").mkdir(parents=True, exist_ok=True)
    pq.write_table(pa.table(cols), root / "docs" / name, compression="zstd")


def _write_keys(
    root: Path, name: str, keys: np.ndarray, fps: Sequence[np.ndarray], ids: np.ndarray
) -> None:
    """The (band, key, doc) and (fp, doc, pos) files of a part."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    n, nb = keys.shape
    fp, doc, pos = unpack(fps, ids)
    tables = {
        "keys": {
            "band": pa.array(np.tile(np.arange(nb, dtype=np.int16), n)),
            "key": pa.array(keys.ravel()),
            "doc": pa.array(np.repeat(ids, nb)),
        },
        "fprints": {
            "fp": pa.array(fp),
            "doc": pa.array(doc),
            "pos": pa.array(pos),
        },
    }
    for sub, cols in tables.items():
        (root / sub).mkdir(parents=True, exist_ok=True)
        pq.write_table(pa.table(cols), root / sub / name, compression="zstd")
