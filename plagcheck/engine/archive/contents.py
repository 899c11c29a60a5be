"""What a SQLite archive holds besides the students' documents, and the list of those documents.

A class's templates (the prompt every student was given) are kept apart, never as a student's
work, in a table of their own: a later scan against the archive subtracts them from the archived
documents it compares, as the class's own scan did. ``documents`` lists every archived document
(student, label, file, date added): what ``archive list --documents`` prints.
"""

from __future__ import annotations

import hashlib
import sqlite3
import zlib
from datetime import datetime, timezone

import numpy as np

from plagcheck.engine import stages as st
from plagcheck.engine.archive.base import ArchivedDocument
from plagcheck.engine.model import Extracted
from plagcheck.engine.params import Params
from plagcheck.engine.text.shingles import shingle as shingle_text

TEMPLATES_TABLE = """
CREATE TABLE IF NOT EXISTS templates (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    label TEXT NOT NULL,
    path TEXT NOT NULL,
    content_hash TEXT NOT NULL,
    added TEXT NOT NULL,
    text BLOB NOT NULL,           -- zlib of the extracted text (UTF-8)
    UNIQUE (label, path, content_hash)
)"""


def _has_templates(db: sqlite3.Connection) -> bool:
    """Whether the archive has the table (one made before this version, opened read-only,
    has none: it kept no templates)."""
    found = "SELECT 1 FROM sqlite_master WHERE type='table' AND name='templates'"
    return db.execute(found).fetchone() is not None


def documents(db: sqlite3.Connection, label: str | None = None) -> list[ArchivedDocument]:
    """Every archived document (of ``label``, if given), by label, student, then file."""
    where, args = ("WHERE label=?", (label,)) if label is not None else ("", ())
    rows = db.execute(
        f"SELECT COALESCE(student, ''), label, path, added FROM docs {where} "
        "ORDER BY label, COALESCE(student, path), path",
        args,
    ).fetchall()
    return [ArchivedDocument(*map(str, row)) for row in rows]


def keep_templates(db: sqlite3.Connection, label: str, params: Params) -> int:
    """Keep the texts of ``params.templates`` apart under ``label`` (inside the caller's
    transaction); how many are new (one kept before with the same label, path and content is
    not kept again)."""
    docs, _ = st.template_documents(params)
    if not docs:
        return 0
    db.execute(TEMPLATES_TABLE)
    now = datetime.now(timezone.utc).isoformat(timespec="seconds")
    new = 0
    for d in docs:
        digest = hashlib.sha256(d.original.encode("utf-8", "surrogatepass")).hexdigest()
        cur = db.execute(
            "INSERT OR IGNORE INTO templates(label, path, content_hash, added, text) "
            "VALUES (?, ?, ?, ?, ?)",
            (label, d.path, digest, now, zlib.compress(d.original.encode("utf-8", "replace"))),
        )
        new += cur.rowcount
    return new


def forget_templates(db: sqlite3.Connection, label: str) -> None:
    """The templates kept under ``label`` deleted (inside the caller's transaction)."""
    if _has_templates(db):
        db.execute("DELETE FROM templates WHERE label=?", (label,))


def template_texts(db: sqlite3.Connection) -> list[str]:
    """The extracted texts of every template kept apart, in the order they were kept."""
    if not _has_templates(db):
        return []
    rows = db.execute("SELECT text FROM templates ORDER BY id").fetchall()
    return [zlib.decompress(blob).decode("utf-8") for (blob,) in rows]


def hashes_of(texts: list[str], params: Params) -> np.ndarray:
    """The shingle hashes of template texts, normalised as a scan normalises a template file."""
    out = [np.zeros(0, dtype=np.uint32)]
    for i, text in enumerate(texts):
        doc = st.make_document(f"template {i}", Extracted(text), params)
        out.append(shingle_text(doc.text, params.unit, params.k).hashes)
    return np.unique(np.concatenate(out))
