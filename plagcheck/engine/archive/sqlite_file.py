"""The SQLite archive's file, and the promises SQLite lets it keep.

- **Opened as the command needs**: read-only for a scan or a listing (``mode=ro``; on a share
  nobody may write, ``immutable``), so a read-only file or share can be scanned against; for
  writing only by an add, a removal or a re-index.
- **Refused by name** when it is not an archive: a 0-byte file, a file that is not SQLite, a
  SQLite file of another program or of a newer plagcheck.
- **Made whole or not at all**: a new archive is built in a temporary file beside it and renamed
  into place, so a kill never leaves a 0-byte or schema-less archive.
- **One writer at a time** (``locking.WriterLock``), every change one transaction (WAL journal:
  a killed process leaves the state before or after it).
- **Erasure complete**: ``secure_delete`` zeroes what a removal deletes, then VACUUM and a
  truncating checkpoint leave no copy of it in the file or its log. A removal killed half-way is
  finished by the next opening for writing (the ``erasing`` mark is committed with the deletion).
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from plagcheck.engine.archive.base import (
    ArchiveError,
    ArchiveInfo,
    check_signature_params,
)
from plagcheck.engine.archive.locking import WriterLock
from plagcheck.engine.params import Params

SCHEMA_VERSION = 3  # 2: docs.student; 3: fingerprints instead of window band keys
SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE docs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,  -- never reused, so an id names one content for good
    label TEXT NOT NULL,
    path TEXT NOT NULL,
    content_hash TEXT NOT NULL,
    added TEXT NOT NULL,
    chars INTEGER NOT NULL,
    text BLOB NOT NULL,          -- zlib of the extracted original text (UTF-8)
    extracted TEXT NOT NULL,     -- JSON: hidden and quoted spans, extraction flags
    flags TEXT NOT NULL,         -- JSON: evasion flags found when it was added
    sig BLOB,                    -- uint32 MinHash signature, NULL if nothing is left to compare
    student TEXT,                -- the student's name as the platform gave it (NULL: none)
    UNIQUE (label, path, content_hash)
);
CREATE TABLE bands (band INTEGER, key INTEGER, doc_id INTEGER,
                    PRIMARY KEY (band, key, doc_id)) WITHOUT ROWID;
CREATE TABLE fprints (fp INTEGER, doc_id INTEGER, pos INTEGER,
                      PRIMARY KEY (fp, doc_id, pos)) WITHOUT ROWID;
"""
HEADER = b"SQLite format 3\x00"
ERASING = "erasing"  # meta key: a removal's deletion committed, its VACUUM not yet done


def _refuse(path: Path, create: bool) -> bool:
    """Raise ArchiveError naming ``path`` unless it may be opened as an archive; True when it
    does not exist yet (and ``create`` says to make it)."""
    if not path.exists():
        if create:
            return True
        raise ArchiveError(f"archive not found: {path}")
    if not path.is_file():
        raise ArchiveError(f"{path} is not an archive file")
    try:
        with open(path, "rb") as f:
            head = f.read(len(HEADER))
    except OSError as e:
        raise ArchiveError(f"{path} cannot be read: {e.strerror or type(e).__name__}") from None
    if not head:
        raise ArchiveError(
            f"{path} is empty (0 bytes), not a plagcheck archive: delete it or choose another file"
        )
    if head != HEADER:
        raise ArchiveError(f"{path} is not a plagcheck archive (not an SQLite file)")
    return False


class SqliteFile:
    """An archive file opened for reading (``readonly``) or writing; ``create``: made if missing.
    ``wait``: seconds a writer waits for another (``locking.WAIT`` if None)."""

    def __init__(
        self,
        path: Path | str,
        create: bool = False,
        readonly: bool = False,
        wait: float | None = None,
    ) -> None:
        self.path = Path(path)
        self.readonly = readonly
        self.lock = WriterLock(Path(f"{self.path}-lock"), str(self.path), wait)
        # Whether the last removal left its text in the file (another program held the log).
        self.erasure_pending = False
        if _refuse(self.path, create and not readonly):
            self._create()
        self.db = self._open_readonly() if readonly else self._open_writable()

    # -- opening -------------------------------------------------------------------------------
    def _connect(self, target: str, uri: bool = False) -> tuple[sqlite3.Connection, int, set[str]]:
        try:
            db = sqlite3.connect(target, isolation_level=None, timeout=30, uri=uri)
            version = db.execute("PRAGMA user_version").fetchone()[0]
            tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master")}
        except sqlite3.OperationalError:
            raise  # cannot be opened or is busy: the caller says which
        except sqlite3.DatabaseError as e:  # not an SQLite database, or a damaged one
            raise ArchiveError(f"{self.path} is not a plagcheck archive ({e})") from None
        return db, int(version), tables

    def _open_readonly(self) -> sqlite3.Connection:
        """Read-only; a WAL archive on a share nobody may write (no ``-shm`` can be made) is
        read as immutable. An archive of an earlier plagcheck is brought up to date first if
        the file may be written, else refused with what to do."""
        uri = self.path.resolve().as_uri()
        try:
            db, version, tables = self._connect(f"{uri}?mode=ro", uri=True)
        except sqlite3.OperationalError as e:
            # Only a log index that cannot be made (a read-only share) is read as immutable: a
            # busy archive is waited for (and then named), never read past its writer.
            if getattr(e, "sqlite_errorname", "") != "SQLITE_CANTOPEN":
                raise ArchiveError(f"{self.path} cannot be read ({e})") from None
            try:
                db, version, tables = self._connect(f"{uri}?immutable=1", uri=True)
            except sqlite3.OperationalError as again:
                raise ArchiveError(f"{self.path} cannot be read ({again})") from None
        if version in (1, 2) and "docs" in tables:
            db.close()
            if not os.access(self.path, os.W_OK):
                raise ArchiveError(
                    f"{self.path} was made by an earlier plagcheck and is read-only here: open "
                    "it once where it may be written (plagcheck archive reindex) to update it"
                )
            self._open_writable().close()
            db, version, tables = self._connect(f"{uri}?mode=ro", uri=True)
        self._refuse_version(db, version, tables)
        db.execute("PRAGMA temp_store=MEMORY")
        return db

    def _open_writable(self) -> sqlite3.Connection:
        try:
            db, version, tables = self._connect(str(self.path))
            db.execute("PRAGMA journal_mode=WAL")
        except sqlite3.OperationalError as e:
            raise ArchiveError(
                f"{self.path} cannot be changed ({e}); a read-only archive can be scanned against"
            ) from None
        self.db = db
        self._settings()
        self._refuse_version(db, version, tables, upgradable=True)
        if version in (1, 2):
            with self.lock, self._transaction():  # an archive of an earlier plagcheck
                self._upgrade(version)
                self.db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
        if self._meta(ERASING):
            with self.lock:
                self.finish_erasure()
        return db

    def _settings(self) -> None:
        # NORMAL is safe in WAL mode: a killed process loses nothing committed; a power cut may
        # lose the last transactions but never corrupts the file.
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA temp_store=MEMORY")
        self.db.execute("PRAGMA cache_size=-65536")
        self.db.execute("PRAGMA secure_delete=ON")  # what is deleted is overwritten with zeros

    def _refuse_version(
        self, db: sqlite3.Connection, version: int, tables: set[str], upgradable: bool = False
    ) -> None:
        if version == SCHEMA_VERSION and "docs" in tables:
            return
        if upgradable and version in (1, 2) and "docs" in tables:
            return
        db.close()
        if version > SCHEMA_VERSION:
            raise ArchiveError(f"{self.path} was made by a newer plagcheck; update plagcheck")
        raise ArchiveError(f"{self.path} is not a plagcheck archive")

    def _create(self) -> None:
        """A new, empty archive at ``self.path``, built beside it and renamed into place."""
        tmp = self.path.with_name(f".{self.path.name}.{os.getpid()}.new")
        tmp.unlink(missing_ok=True)
        try:
            db = sqlite3.connect(tmp, isolation_level=None)
            # Before WAL, so that the file gets it: a 4 KB page holds one ~2.5 KB document row
            # and wastes the rest; 16 KB pages hold six.
            db.execute("PRAGMA page_size=16384")
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("BEGIN IMMEDIATE")
            for statement in SCHEMA.split(";")[:-1]:  # executescript would commit early
                db.execute(statement)
            db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
            db.execute("COMMIT")
            db.close()  # the last connection: the log is moved into the file and deleted
            os.replace(tmp, self.path)
        except (OSError, sqlite3.Error) as e:
            for leftover in (tmp, Path(f"{tmp}-wal"), Path(f"{tmp}-shm")):
                leftover.unlink(missing_ok=True)
            raise ArchiveError(f"{self.path} cannot be made: {e}") from None

    def _upgrade(self, version: int) -> None:
        """Bring an archive of schema ``version`` up to date (inside a transaction)."""
        raise NotImplementedError

    def close(self) -> None:
        self.db.close()

    # -- changes -------------------------------------------------------------------------------
    @contextmanager
    def _transaction(self) -> Iterator[None]:
        if self.readonly:
            raise ArchiveError(f"{self.path} was opened read-only")
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    @contextmanager
    def _changing(self) -> Iterator[None]:
        """One writer's change: the lock held, one transaction."""
        with self.lock, self._transaction():
            yield

    def finish_erasure(self) -> bool:
        """VACUUM (the file shrinks), then the log moved into the file and truncated: the text
        of removed documents is in no page of either. False (``erasure_pending``) while another
        program's read holds the log; the next opening for writing finishes it."""
        self.db.execute("VACUUM")
        done = self._checkpoint()
        if done:
            with self._transaction():
                self.db.execute("DELETE FROM meta WHERE key=?", (ERASING,))
            done = self._checkpoint()
        self.erasure_pending = not done
        return done

    def _checkpoint(self) -> bool:
        busy = self.db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
        return int(busy) == 0

    # -- metadata ------------------------------------------------------------------------------
    def _meta(self, key: str) -> Any:
        row = self.db.execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
        return None if row is None else json.loads(row[0])

    def _set_meta(self, key: str, value: Any) -> None:
        self.db.execute(
            "INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (key, json.dumps(value))
        )

    def params(self) -> dict[str, Any] | None:
        """The signature parameters the archive was built with (None while it is empty)."""
        p = self._meta("params")
        return p if isinstance(p, dict) else None

    def count(self) -> int:
        return int(self.db.execute("SELECT COUNT(*) FROM docs").fetchone()[0])

    def check(self, params: Params, what: str = "this scan") -> None:
        """Raise ArchiveMismatch naming what differs between the archive and ``params``."""
        remedy = f"re-index with `plagcheck archive reindex --db {self.path}` or scan with "
        check_signature_params(self.params(), params, what, "archive", remedy + "matching settings")

    def info(self) -> ArchiveInfo:
        labels = self.db.execute(
            "SELECT label, COUNT(*) FROM docs GROUP BY label ORDER BY label"
        ).fetchall()
        size = sum(
            os.path.getsize(p) for p in (self.path, Path(f"{self.path}-wal")) if os.path.exists(p)
        )
        return ArchiveInfo(
            path=str(self.path),
            documents=sum(n for _, n in labels),
            labels=[(str(lab), int(n)) for lab, n in labels],
            params=self.params(),
            bands=self._meta("bands"),
            rows=self._meta("rows"),
            size_bytes=size,
        )
