"""The SQLite archive of earlier terms (the desktop's): one backend of ``archives.ArchiveStore``,
the other being the Parquet folder (parquet_archive.py). A scan joins with it in the candidate
stage (``archives.archive_candidates``).

Per archived document it keeps the label (term or assignment), the relative path, a content hash,
the extracted original text (zlib) with its hidden and quoted spans, the evasion flags found, the
MinHash signature, and LSH band keys in an indexed table, so that a scan finds its candidates with
one join and never loads the archive.

Shingles are *not* stored. Verifying a candidate needs the normalised text and its offsets anyway
(passages are shown in the original text), and normalising plus shingling one essay takes about a
millisecond, while its shingle hashes and positions would take ~5 KB that does not compress (and
about double the file). So only the few candidate documents are re-derived, by the same engine
code a scan runs, with the scan's templates.

Band keys depend on (b, r); the archive stores the (b, r) they were made with and re-bands from the
stored signatures (in one transaction) when a scan uses others. Everything else that signatures
depend on (``SIGNATURE_FIELDS``) must match, or the scan is refused with a message naming the
difference; ``reindex`` rebuilds signatures from the stored texts.

For a paragraph pasted into a long essay, each document's winnowed fingerprints (engine/winnow.py)
are stored in an indexed table: about 70 per 600-word essay, ~1 KB with their index, where the
window band keys they replace took ~5 KB. A scan joins its own fingerprints with them, exactly as
it joins its band keys (``candidates``: the rows only; what makes a pair is decided in
archives.py, for both backends).

Crash safety: WAL journal; each batch of documents is one transaction, so a killed process leaves
every committed document complete and nothing half-written. Opening the file (read-only or for
writing), one writer at a time, the schema and complete erasure: ``sqlite_file``.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import numpy as np

import plagcheck.engine.archive.contents as contents
from plagcheck import __version__
from plagcheck.engine import stages as st
from plagcheck.engine.archive.base import (
    SIGNATURE_FIELDS,
    AddReport,
    ArchivedDocument,
    ArchiveError,
    ArchiveInfo,
    ArchiveMismatch,
    check_signature_params,
    describe_params,
    signature_params,
    stored_document,
)
from plagcheck.engine.archive.sqlite_file import ERASING, SCHEMA, SCHEMA_VERSION, SqliteFile
from plagcheck.engine.arrays import ranges
from plagcheck.engine.intake.reading import read_documents, students_work
from plagcheck.engine.model import Document, Extracted
from plagcheck.engine.model import display_name as display_name  # where fronts found it
from plagcheck.engine.params import Params
from plagcheck.engine.text.lsh import band_keys
from plagcheck.engine.text.minhash import MinHasher
from plagcheck.engine.text.shingles import Shingles
from plagcheck.engine.text.winnow import fingerprints_many, unpack

__all__ = [  # the names this module has always offered
    "SCHEMA",
    "SCHEMA_VERSION",
    "SIGNATURE_FIELDS",
    "AddReport",
    "Archive",
    "ArchiveError",
    "ArchiveInfo",
    "ArchiveMismatch",
    "check_signature_params",
    "describe_params",
    "signature_params",
    "stored_document",
]

# Documents per transaction when adding.
BATCH = 500

ProgressFn = Callable[[str, int, int], None]


def _compress(text: str) -> bytes:
    return zlib.compress(text.encode("utf-8", "surrogatepass"), 6)


def _decompress(blob: bytes) -> str:
    return zlib.decompress(blob).decode("utf-8", "surrogatepass")


def _signed(keys: np.ndarray) -> np.ndarray:
    """uint64 keys as the int64 SQLite stores (same bits)."""
    return np.ascontiguousarray(keys, dtype=np.uint64).view(np.int64)


def _band_rows(keys: np.ndarray, ids: np.ndarray) -> list[tuple[int, int, int]]:
    """(band, key, doc_id) rows for a (n, bands) key array, sorted so B-tree inserts stay local."""
    n, nb = keys.shape
    band = np.tile(np.arange(nb, dtype=np.int64), n)
    key = _signed(keys).ravel()
    doc = np.repeat(np.asarray(ids, dtype=np.int64), nb)
    order = np.lexsort((doc, key, band))
    return list(zip(band[order].tolist(), key[order].tolist(), doc[order].tolist()))


def _fp_rows(fps: Sequence[np.ndarray], ids: np.ndarray) -> list[tuple[int, int, int]]:
    """(hash, doc_id, position) rows of fingerprints, sorted so B-tree inserts stay local."""
    fp, doc, pos = unpack(fps, ids)
    fp = fp.astype(np.int64)
    order = np.lexsort((pos, doc, fp))
    return list(zip(fp[order].tolist(), doc[order].tolist(), pos[order].tolist()))


class Archive(SqliteFile):
    """One archive file. ``Archive(path)`` opens an existing one for writing, ``readonly=True``
    for reading (a scan, a listing); ``create=True`` makes it where there is none."""

    def __enter__(self) -> Archive:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _upgrade(self, version: int) -> None:
        """An archive of an earlier plagcheck brought up to date (inside a transaction)."""
        if version == 1:
            self.db.execute("ALTER TABLE docs ADD COLUMN student TEXT")
        self.db.execute("DROP TABLE IF EXISTS wbands")
        self.db.execute(SCHEMA.split(";")[-2])  # the fingerprints table
        self._fill_fingerprints()

    # -- banding -------------------------------------------------------------------------------
    def ensure_bands(self, b: int, r: int) -> bool:
        """Re-band every document from its stored signature if the archive uses other (b, r).

        One transaction: a scan that dies meanwhile leaves the old bands. Returns True if re-banded.
        """
        if self.readonly or self.params() is None or self._banded(b, r):
            return False
        with self._changing():
            self.db.execute("DELETE FROM bands")
            last = 0
            while True:
                rows = self.db.execute(
                    "SELECT id, sig FROM docs WHERE id > ? AND sig IS NOT NULL ORDER BY id LIMIT ?",
                    (last, 20_000),
                ).fetchall()
                if not rows:
                    break
                last = rows[-1][0]
                ids = np.array([i for i, _ in rows], dtype=np.int64)
                sigs = np.stack([np.frombuffer(s, dtype=np.uint32) for _, s in rows])
                self.db.executemany(
                    "INSERT INTO bands VALUES (?, ?, ?)", _band_rows(band_keys(sigs, b, r), ids)
                )
            self._set_meta("bands", b)
            self._set_meta("rows", r)
        return True

    def _banded(self, b: int, r: int) -> bool:
        return (self._meta("bands"), self._meta("rows")) == (b, r)

    def _bands_from_signatures(self, keys: np.ndarray, b: int, r: int) -> list[Any]:
        """(folder document, archive id, bands shared) rows worked out from the stored
        signatures, a chunk at a time: a read-only archive banded otherwise than this scan."""
        qkey = _signed(keys).ravel()
        order = np.argsort(qkey, kind="stable")
        qkey = qkey[order]
        qband = np.tile(np.arange(keys.shape[1], dtype=np.int64), len(keys))[order]
        qdoc = np.repeat(np.arange(len(keys), dtype=np.int64), keys.shape[1])[order]
        found = [np.zeros((0, 2), dtype=np.int64)]
        last = 0
        while rows := self.db.execute(
            "SELECT id, sig FROM docs WHERE id > ? AND sig IS NOT NULL ORDER BY id LIMIT ?",
            (last, 20_000),
        ).fetchall():
            last = rows[-1][0]
            ids = np.array([i for i, _ in rows], dtype=np.int64)
            sigs = np.stack([np.frombuffer(x, dtype=np.uint32) for _, x in rows])
            akey = _signed(band_keys(sigs, b, r)).ravel()
            lo = np.searchsorted(qkey, akey, "left")
            n = np.searchsorted(qkey, akey, "right") - lo
            i, j = ranges(lo, n), np.repeat(np.arange(len(akey)), n)
            same = qband[i] == j % b
            found.append(np.stack([qdoc[i[same]], ids[j[same] // b]], axis=1))
        pairs, counts = np.unique(np.concatenate(found), axis=0, return_counts=True)
        return np.column_stack([pairs.reshape(-1, 2), counts]).tolist()

    # -- adding --------------------------------------------------------------------------------
    def add(
        self,
        folder: Path | str,
        label: str,
        params: Params,
        progress: ProgressFn | None = None,
        cancel: Callable[[], bool] | None = None,
        batch: int = BATCH,
        on_commit: Callable[[int], None] | None = None,
    ) -> AddReport:
        """Add every submission in ``folder`` under ``label``; one transaction per ``batch``.

        A document already archived with the same label, path and content is skipped, so adding
        a folder twice adds nothing; the same essay under another label (a resubmission in a
        later term) or another path (two students handing in one file) is a record of its own.
        ``on_commit(total added so far)`` runs after each committed batch.
        """
        label = label.strip()
        if not label:
            raise ArchiveError("an archive label must not be empty")
        with self.lock:  # one writer: its settings checked, then held until it is done
            self.check(params, "this add")
            return self._add(folder, label, params, progress, cancel, batch, on_commit)

    def _add(
        self,
        folder: Path | str,
        label: str,
        params: Params,
        progress: ProgressFn | None,
        cancel: Callable[[], bool] | None,
        batch: int,
        on_commit: Callable[[int], None] | None,
    ) -> AddReport:
        report = progress or (lambda stage, done, total: None)
        found, params = students_work(Path(folder), params)
        entries = found.submissions
        out = AddReport(problems=list(found.problems), note=found.note)
        with self._transaction():  # kept apart, never as a student's work
            out.templates = contents.keep_templates(self.db, label, params)
        # Common shingles are a property of one class, not of an archive.
        add_params = params.replace(max_doc_share=1.0)
        b, r = params.band_rows()
        self.ensure_bands(b, r)
        for start in range(0, len(entries), batch):
            report("archiving", start, len(entries))
            part = entries[start : start + batch]
            extracted: list[Extracted] = []
            docs, probs = read_documents(part, add_params, _quiet, cancel, extracted)
            out.problems += probs
            fresh, fresh_ex = self._new_documents(label, docs, extracted)
            out.skipped += len(docs) - len(fresh)
            kept, shingles, probs, tprobs = st.shingle_documents(fresh, add_params, _quiet, cancel)
            out.problems += probs + (tprobs if start == 0 else [])
            by_doc = {id(d): e for d, e in zip(fresh, fresh_ex)}
            with self._transaction():
                self._write(label, kept, [by_doc[id(d)] for d in kept], shingles, params, b, r)
            out.added += len(kept)
            if on_commit is not None:
                on_commit(out.added)
        report("archiving", len(entries), len(entries))
        return out

    def _new_documents(
        self, label: str, docs: Sequence[Document], extracted: Sequence[Extracted]
    ) -> tuple[list[Document], list[Extracted]]:
        keep: list[Document] = []
        keep_ex: list[Extracted] = []
        seen: set[tuple[str, str]] = set()
        for d, e in zip(docs, extracted):
            key = (d.path, d.content_hash)
            if (
                key in seen
                or self.db.execute(
                    "SELECT 1 FROM docs WHERE label=? AND path=? AND content_hash=?", (label, *key)
                ).fetchone()
            ):
                continue
            seen.add(key)
            keep.append(d)
            keep_ex.append(e)
        return keep, keep_ex

    def _write(
        self,
        label: str,
        docs: Sequence[Document],
        extracted: Sequence[Extracted],
        shingles: Sequence[Shingles],
        params: Params,
        b: int,
        r: int,
    ) -> None:
        """Insert documents with signatures and band keys (inside the caller's transaction),
        the archive's settings checked again inside it."""
        self.check(params, "this add")
        if self.params() is None:
            self._set_meta("params", signature_params(params))
            self._set_meta("bands", b)
            self._set_meta("rows", r)
            self._set_meta("created_by", f"plagcheck {__version__}")
        if not docs:
            return
        sigs = MinHasher(params.perms, params.seed).signatures([s.minhash_input for s in shingles])
        now = datetime.now(timezone.utc).isoformat(timespec="seconds")
        ids = []
        for d, e, sig in zip(docs, extracted, sigs):
            cur = self.db.execute(
                "INSERT INTO docs(label, path, content_hash, added, chars, text, extracted, flags,"
                " sig, student) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    label,
                    d.path,
                    d.content_hash,
                    now,
                    len(d.original),
                    _compress(e.text),
                    json.dumps({"hidden": e.hidden, "quotes": e.quotes, "flags": e.flags}),
                    json.dumps(d.flags),
                    sig.tobytes(),
                    d.student,
                ),
            )
            ids.append(cur.lastrowid)
        self._write_bands(np.array(ids, dtype=np.int64), sigs, docs, params, b, r)

    def _write_bands(
        self,
        ids: np.ndarray,
        sigs: np.ndarray,
        docs: Sequence[Document],
        params: Params,
        b: int,
        r: int,
    ) -> None:
        """Band keys of the signatures, and the documents' fingerprints (local matches on)."""
        self.db.executemany(
            "INSERT INTO bands VALUES (?, ?, ?)", _band_rows(band_keys(sigs, b, r), ids)
        )
        if params.window:
            fps = fingerprints_many([d.text for d in docs])
            self.db.executemany("INSERT INTO fprints VALUES (?, ?, ?)", _fp_rows(fps, ids))

    def _fill_fingerprints(self) -> None:
        """Fingerprints of every stored document (an archive made before they were stored)."""
        stored = self.params()
        if not stored or not stored.get("window"):
            return
        params = Params(**stored)
        last = 0
        while rows := self.db.execute(
            "SELECT id, label, path, content_hash, text, extracted, flags FROM docs"
            " WHERE id > ? AND sig IS NOT NULL ORDER BY id LIMIT ?",
            (last, BATCH),
        ).fetchall():
            last = rows[-1][0]
            docs = [_document(row, params) for row in rows]
            fps = fingerprints_many([d.text for d in docs])
            ids = np.array([row[0] for row in rows], dtype=np.int64)
            self.db.executemany("INSERT INTO fprints VALUES (?, ?, ?)", _fp_rows(fps, ids))

    # -- removing ------------------------------------------------------------------------------
    def remove(
        self, label: str | None = None, path: str | None = None, student: str | None = None
    ) -> int:
        """Delete documents (text, signature, band keys) by label, path and/or student name, for
        good (a student's right to erasure: every submission of that student, in every term,
        unless a label is given): their pages zeroed as they are deleted, then the file
        rebuilt and its log emptied (``finish_erasure``), so no copy of their text is left in
        either. The deletion is one transaction that also marks the erasure as under way: a
        removal killed after it is finished by the next opening for writing."""
        if label is None and path is None and student is None:
            raise ArchiveError("say what to remove: a label, a document path or a student")
        where, args = [], []
        if student is not None:
            where.append("student = ?")
            args.append(student)
        if label is not None:
            where.append("label = ?")
            args.append(label)
        if path is not None:
            where.append("path = ?")
            args.append(path)
        with self.lock:
            n = self._delete(" AND ".join(where), args)
            if label is not None and path is None and student is None:
                with self._transaction():  # a whole label: its templates go with it
                    contents.forget_templates(self.db, label)
            if n:
                self.finish_erasure()
        return n

    def _delete(self, where: str, args: Sequence[str]) -> int:
        with self._transaction():
            self.db.execute("CREATE TEMP TABLE IF NOT EXISTS gone(id INTEGER PRIMARY KEY)")
            self.db.execute("DELETE FROM gone")
            self.db.execute(f"INSERT INTO gone SELECT id FROM docs WHERE {where}", args)
            n = int(self.db.execute("SELECT COUNT(*) FROM gone").fetchone()[0])
            for table in ("bands", "fprints"):
                self.db.execute(f"DELETE FROM {table} WHERE doc_id IN (SELECT id FROM gone)")
            self.db.execute("DELETE FROM docs WHERE id IN (SELECT id FROM gone)")
            if n:
                self._set_meta(ERASING, True)
        return n

    def documents(self, label: str | None = None) -> list[ArchivedDocument]:
        """Every archived document (of ``label``): what ``archive list --documents`` shows."""
        return contents.documents(self.db, label)

    def template_hashes(self, params: Params) -> np.ndarray:
        """The shingle hashes of the templates kept apart (``params``' normalisation)."""
        return contents.hashes_of(contents.template_texts(self.db), params)

    # -- re-indexing ---------------------------------------------------------------------------
    def reindex(
        self,
        params: Params,
        progress: ProgressFn | None = None,
        cancel: Callable[[], bool] | None = None,
    ) -> int:
        """Rebuild signatures and band keys from the stored texts for ``params``.

        One transaction: until it commits, the archive keeps its old parameters whole. Returns the
        number of documents left with nothing to compare under the new parameters.
        """
        report = progress or (lambda stage, done, total: None)
        total = self.count()
        b, r = params.band_rows()
        add_params = params.replace(max_doc_share=1.0)
        empty = 0
        with self._changing():
            self.db.execute("DELETE FROM bands")
            self.db.execute("DELETE FROM fprints")
            self._set_meta("params", signature_params(params))
            self._set_meta("bands", b)
            self._set_meta("rows", r)
            last, done = 0, 0
            while True:
                rows = self.db.execute(
                    "SELECT id, label, path, content_hash, text, extracted, flags FROM docs"
                    " WHERE id > ? ORDER BY id LIMIT ?",
                    (last, BATCH),
                ).fetchall()
                if not rows:
                    break
                last = rows[-1][0]
                report("re-indexing", done, total)
                docs = [_document(row, add_params) for row in rows]
                kept, shingles, _, _ = st.shingle_documents(docs, add_params, _quiet, cancel)
                ids = {id(d): row[0] for d, row in zip(docs, rows)}
                kept_ids = np.array([ids[id(d)] for d in kept], dtype=np.int64)
                sigs = MinHasher(params.perms, params.seed).signatures(
                    [s.minhash_input for s in shingles]
                )
                gone = set(ids.values()) - set(kept_ids.tolist())
                self.db.executemany("UPDATE docs SET sig=NULL WHERE id=?", [(i,) for i in gone])
                self.db.executemany(
                    "UPDATE docs SET sig=? WHERE id=?",
                    [(s.tobytes(), int(i)) for s, i in zip(sigs, kept_ids)],
                )
                if len(kept):
                    self._write_bands(kept_ids, sigs, kept, params, b, r)
                empty += len(gone)
                done += len(rows)
        report("re-indexing", total, total)
        return empty

    # -- scanning ------------------------------------------------------------------------------
    def candidates(
        self, params: Params, keys: np.ndarray, fprints: np.ndarray, max_docs: int
    ) -> tuple[np.ndarray, np.ndarray]:
        """The archive's half of the candidate stage's join (``archives.ArchiveStore``): rows
        (folder document, archive id, bands shared) and (folder document, archive id, folder
        position, archive position) of shared fingerprints held at most ``max_docs`` times.

        The folder's keys go into a temporary table and one join per table finds the archived
        rows through the primary key: the archive is never read whole. (A read-only archive
        banded otherwise is banded from its stored signatures, in memory, a chunk at a time.)
        """
        b, r = params.band_rows()
        self.ensure_bands(b, r)
        self.db.execute(
            "CREATE TEMP TABLE IF NOT EXISTS q(band INTEGER, key INTEGER, qdoc INTEGER)"
        )
        self.db.execute(
            "CREATE TEMP TABLE IF NOT EXISTS qf(fp INTEGER, qdoc INTEGER, qpos INTEGER)"
        )
        bands: list[Any] = []
        if len(keys) and not self._banded(b, r):
            bands = self._bands_from_signatures(keys, b, r)
        elif len(keys):
            self._fill_temp("q", set(_band_rows(keys, np.arange(len(keys)))))
            # CROSS JOIN keeps q as the outer loop: one primary-key seek per folder key.
            bands = self.db.execute(
                "SELECT q.qdoc, t.doc_id, COUNT(*) FROM q CROSS JOIN bands AS t"
                " ON t.band = q.band AND t.key = q.key GROUP BY q.qdoc, t.doc_id"
            ).fetchall()
        shared: list[tuple[int, int, int, int]] = []
        if len(fprints):
            self._fill_temp("qf", fprints.tolist())
            # Stock phrases (held more than max_docs times) are left out.
            shared = self.db.execute(
                "SELECT qf.qdoc, t.doc_id, qf.qpos, t.pos FROM qf CROSS JOIN fprints AS t"
                " ON t.fp = qf.fp WHERE qf.fp NOT IN (SELECT fp FROM fprints WHERE fp IN"
                " (SELECT fp FROM qf) GROUP BY fp HAVING COUNT(*) > ?)",
                (max_docs,),
            ).fetchall()
        self.db.execute("DELETE FROM q")
        self.db.execute("DELETE FROM qf")
        return (
            np.array(bands, dtype=np.int64).reshape(-1, 3),
            np.array(shared, dtype=np.int64).reshape(-1, 4),
        )

    def _fill_temp(self, table: str, rows: Iterable[Sequence[int]]) -> None:
        """Replace a temporary table's rows, in one transaction (not one commit per row)."""
        rows = list(rows)
        if not rows:
            self.db.execute(f"DELETE FROM {table}")
            return
        self.db.execute("BEGIN")
        self.db.execute(f"DELETE FROM {table}")
        marks = ", ".join("?" * len(rows[0]))
        self.db.executemany(f"INSERT INTO {table} VALUES ({marks})", rows)
        self.db.execute("COMMIT")

    def signatures(self, ids: Sequence[int]) -> dict[int, np.ndarray]:
        """Stored signatures, by id."""
        out: dict[int, np.ndarray] = {}
        ids = list(ids)
        for s in range(0, len(ids), 500):
            chunk = ids[s : s + 500]
            marks = ",".join("?" * len(chunk))
            for i, sig in self.db.execute(f"SELECT id, sig FROM docs WHERE id IN ({marks})", chunk):
                out[i] = np.frombuffer(sig, dtype=np.uint32)
        return out

    def load(self, ids: Sequence[int], params: Params) -> dict[int, tuple[Document, np.ndarray]]:
        """Archived documents (normalised with ``params``) and their stored signatures, by id."""
        out: dict[int, tuple[Document, np.ndarray]] = {}
        ids = list(ids)
        for s in range(0, len(ids), 500):
            chunk = ids[s : s + 500]
            marks = ",".join("?" * len(chunk))
            for row in self.db.execute(
                "SELECT id, label, path, content_hash, text, extracted, flags, sig, student"
                f" FROM docs WHERE id IN ({marks})",
                chunk,
            ):
                doc = _document(row[:7], params)
                doc.student = row[8]
                out[row[0]] = (doc, np.frombuffer(row[7], dtype=np.uint32))
        return out


def _quiet(stage: str, done: int, total: int) -> None:
    pass


def _document(row: Sequence[Any], params: Params) -> Document:
    """A stored row (id, label, path, hash, text, extracted, flags) as a normalised Document."""
    _, label, path, content_hash, text, extracted, _flags = row
    return stored_document(label, path, content_hash, _decompress(text), extracted, params)
