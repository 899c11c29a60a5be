"""The teacher's review, kept with its history: every decision and note on a student or a pair is
a dated entry saying who made it; the latest is the decision, the earlier ones stay.

One SQLite file per scanned folder in the user's data directory (``PLAGCHECK_DATA_DIR`` where
set). SQLite rather than a JSON-lines file with a lock: each entry is one INSERT in a transaction,
so two windows, or a window and ``plagcheck review``, writing at once both keep their entries on
every system without a platform's own file locking (fcntl, msvcrt), a reader never sees half an
entry, and WAL lets a window read while another process writes. Entries are never changed or
deleted (triggers refuse it); a note saved as it is typed in a window amends that window's entry
of a moment before (same decision, same person), and the history shown leaves the earlier states
out (``every=True`` gives them). Documents are named by their content (the SHA-256 of their text),
so renaming a file, scanning again or restarting keeps every decision; a changed essay is a new
document. A review file of an earlier version (JSON, one decision per document) is imported once,
with its dates, and left where it was; a file that cannot be read is moved aside, never
overwritten, and the teacher is told.
"""

from __future__ import annotations

import getpass
import hashlib
import json
import os
import sqlite3
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from enum import Enum
from pathlib import Path
from typing import Any

import platformdirs

from plagcheck.engine import Document
from plagcheck.i18n import msg

FORMAT = 2
OLD_FORMAT = 1  # the JSON file of one decision per document (imported)
# A folder of the teacher's choice for review files (a portable install, tests); else the
# platform's user data directory (platformdirs: ~/.local/share, %LOCALAPPDATA%, ~/Library/...).
DATA_DIR_ENV = "PLAGCHECK_DATA_DIR"
BUSY_SECONDS = 30.0  # another process's write in progress: wait this long before giving up
UNKNOWN = "(not recorded)"  # who decided, for entries from before the history was kept
# A window saves a note as it is typed: an entry with the same decision by the same person from
# the same window this soon after the last amends it (the history shows the note once, typed).
AMEND_SECONDS = 120.0


class Decision(str, Enum):
    NOT_REVIEWED = "not reviewed"
    CONFIRMED = "confirmed"
    DISMISSED = "dismissed"
    DISCUSS = "to discuss"


# The decisions as people read them (the values above are what files and scripts keep), and
# what each means: messages, written in the reader's language by ``say`` (the window too).
DECISION_WORDS = {
    Decision.NOT_REVIEWED: msg("not reviewed"),
    Decision.CONFIRMED: msg("confirmed"),
    Decision.DISMISSED: msg("dismissed"),
    Decision.DISCUSS: msg("to discuss"),
}
DECISION_TIPS = {
    Decision.NOT_REVIEWED: msg("Nobody has looked at this yet"),
    Decision.CONFIRMED: msg("You read the evidence and found copying"),
    Decision.DISMISSED: msg(
        "You read the evidence and found nothing wrong (quotation, allowed work)"
    ),
    Decision.DISCUSS: msg("To talk over with the student or a colleague"),
}


@dataclass(frozen=True)
class Entry:
    decision: Decision = Decision.NOT_REVIEWED
    note: str = ""
    name: str = ""  # the document(s) as named when decided (for a reader of the history)
    updated: str = ""  # when (ISO 8601, UTC)
    by: str = ""  # who (the account's user name unless given)

    @property
    def empty(self) -> bool:
        return self.decision is Decision.NOT_REVIEWED and not self.note

    def as_dict(self) -> dict[str, str]:
        return {"decision": self.decision.value, "note": self.note}


NONE = Entry()


@dataclass(frozen=True)
class Record:
    """One entry of the history: about a student (``key``: the text's hash) or a pair
    (``key``: the two hashes, sorted, joined by a colon)."""

    id: int
    kind: str  # "student" or "pair"
    key: str
    entry: Entry

    def about(self, content_hash: str) -> bool:
        return content_hash in self.key.split(":")


def current_ids(history: Iterable[Record]) -> set[int]:
    """The ids of the entries that are the decision now (the latest on each student, pair)."""
    last: dict[tuple[str, str], int] = {}
    for r in history:
        last[(r.kind, r.key)] = r.id
    return set(last.values())


class ReviewError(Exception):
    """The review file could not be read (it has been moved aside) or written."""


def data_dir() -> Path:
    env = os.environ.get(DATA_DIR_ENV)
    return Path(env) if env else Path(platformdirs.user_data_dir("plagcheck", appauthor=False))


def _folder_key(folder: Path | str) -> str:
    text = str(Path(folder).resolve())
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:20]


def review_path(folder: Path | str) -> Path:
    """The review file of a scanned folder (named by a hash of its absolute path)."""
    return data_dir() / "reviews" / f"{_folder_key(folder)}.sqlite3"


def old_review_path(folder: Path | str) -> Path:
    """Where an earlier version kept the folder's review (JSON), imported on first use."""
    return data_dir() / "reviews" / f"{_folder_key(folder)}.json"


def pair_key(a: Document, b: Document) -> str:
    return ":".join(sorted((a.content_hash, b.content_hash)))


def user_name() -> str:
    """The account's user name (who decided, unless the teacher says)."""
    try:
        return getpass.getuser()
    except Exception:  # noqa: BLE001 - no user name on this system: say so
        return UNKNOWN


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS entries (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL CHECK (kind IN ('student', 'pair')),
    key TEXT NOT NULL,
    name TEXT NOT NULL,
    decision TEXT NOT NULL,
    note TEXT NOT NULL,
    by TEXT NOT NULL,
    at TEXT NOT NULL,
    -- An entry that replaces, in the history shown, this one made a moment before in the same
    -- window (the same decision, by the same person: a note still being typed). Kept all the same.
    amends INTEGER REFERENCES entries (id)
);
CREATE INDEX IF NOT EXISTS entries_by_key ON entries (kind, key, id);
CREATE TABLE IF NOT EXISTS imported (sha256 TEXT PRIMARY KEY, path TEXT NOT NULL, at TEXT NOT NULL);
CREATE TRIGGER IF NOT EXISTS entries_kept BEFORE UPDATE ON entries
    BEGIN SELECT RAISE(ABORT, 'review entries are kept as written'); END;
CREATE TRIGGER IF NOT EXISTS entries_never_deleted BEFORE DELETE ON entries
    BEGIN SELECT RAISE(ABORT, 'review entries are kept as written'); END;
"""


class Review:
    """The decisions (latest per student and pair) and the history of one folder's review.

    Each change is appended at once; ``reload`` reads what other windows or the command line
    added since."""

    def __init__(self, path: Path, folder: str = "") -> None:
        self.path = path
        self.folder = folder
        self.students: dict[str, Entry] = {}
        self.pairs: dict[str, Entry] = {}
        # This window's last entry per student or pair: (id, when, decision, by).
        self._last: dict[tuple[str, str], tuple[int, float, Decision, str]] = {}
        self._seen: tuple[tuple[int, int], ...] = ()  # the file's stamp when last read
        self._made = False  # the file's tables are known to be there (``_open``)

    # -- opening -----------------------------------------------------------------------------
    @classmethod
    def for_folder(cls, folder: Path | str) -> tuple[Review, str]:
        """The folder's review and, if a file was damaged, a message saying where it went."""
        review = cls(review_path(folder), str(Path(folder).resolve()))
        messages = []
        if review.path.exists():  # else made with the first entry: opening writes nothing
            messages.append(review._open())
        messages.append(review._import_old(old_review_path(folder)))
        review.reload()
        return review, " ".join(m for m in messages if m)

    def _open(self) -> str:
        """Make or check the file; a damaged one is set aside (the message says where)."""
        message = ""
        try:
            self._create()
        except sqlite3.DatabaseError as e:
            message = self._set_aside(self.path, str(e))
            self._create()
        except OSError as e:
            raise ReviewError(f"could not open the review file {self.path}: {e}") from None
        self._made = True
        return message

    @contextmanager
    def _db(self, write: bool = False) -> Iterator[sqlite3.Connection]:
        """A connection (one per use: the window writes here and reports read on a worker);
        ``write``: inside one transaction that waits its turn behind other processes."""
        con = sqlite3.connect(self.path, timeout=BUSY_SECONDS, isolation_level=None)
        try:
            if write:
                con.execute("BEGIN IMMEDIATE")
                try:
                    yield con
                    con.execute("COMMIT")
                except BaseException:
                    con.execute("ROLLBACK")
                    raise
            else:
                yield con
        finally:
            con.close()

    def _create(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._db() as con:
            _wal(con)
        with self._db(write=True) as con:
            for statement in _SCHEMA.split(";\n"):
                if statement.strip():
                    con.execute(statement)
            fmt = con.execute("SELECT value FROM meta WHERE key = 'format'").fetchone()
            if fmt is None:
                con.execute("INSERT INTO meta VALUES ('format', ?), ('folder', ?)",
                            (str(FORMAT), self.folder))  # fmt: skip
            elif fmt[0] != str(FORMAT):
                raise ReviewError(
                    f"the review file {self.path} was written by another version of plagcheck "
                    f"(format {fmt[0]}); nothing was changed"
                )

    def _set_aside(self, path: Path, reason: str) -> str:
        aside = _aside(path)
        try:
            os.replace(path, aside)
            for extra in ("-wal", "-shm"):
                side = path.with_name(path.name + extra)
                if side.exists():
                    os.replace(side, aside.with_name(aside.name + extra))
        except OSError as err:
            raise ReviewError(
                f"the review file {path} is damaged and could not be moved aside ({err}); "
                "nothing was changed"
            ) from None
        return (
            f"The review file for this folder was damaged ({reason}). It was kept as {aside}; "
            "decisions made from now on go to a new file."
        )

    def _import_old(self, path: Path) -> str:
        """Entries of an earlier version's JSON file, imported once (the file stays)."""
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return ""
        except OSError as e:
            return f"The old review file {path} could not be read ({e.strerror or e})."
        digest = hashlib.sha256(raw).hexdigest()
        try:
            rows = list(_old_entries(json.loads(raw.decode("utf-8"))))
        except (ValueError, TypeError, KeyError, AttributeError) as e:
            return self._set_aside(path, _reason(e))
        message = self._open()
        with self._db(write=True) as con:
            if con.execute("SELECT 1 FROM imported WHERE sha256 = ?", (digest,)).fetchone():
                return ""
            con.executemany("INSERT INTO entries (kind, key, name, decision, note, by, at) "
                            "VALUES (?, ?, ?, ?, ?, ?, ?)", rows)  # fmt: skip
            con.execute("INSERT INTO imported VALUES (?, ?, ?)", (digest, str(path), now()))
        return message

    # -- reading -----------------------------------------------------------------------------
    def _stamp(self) -> tuple[tuple[int, int], ...]:
        """Changes when anyone writes to the file (its and its write-ahead log's time, size)."""
        out = []
        for p in (self.path, self.path.with_name(self.path.name + "-wal")):
            try:
                st = p.stat()
                out.append((st.st_mtime_ns, st.st_size))
            except OSError:
                out.append((0, -1))
        return tuple(out)

    def refresh(self) -> bool:
        """Read the file again if anyone (another window, the command line) wrote to it since;
        True if it was read."""
        if self._stamp() == self._seen:
            return False
        self.reload()
        return True

    def reload(self) -> None:
        """The latest decision per student and pair (others' entries included)."""
        self._seen = self._stamp()
        self.students, self.pairs = {}, {}
        for rec in self.history():
            table = self.students if rec.kind == "student" else self.pairs
            table.pop(rec.key, None)  # the latest wins
            if not rec.entry.empty:
                table[rec.key] = rec.entry

    def history(self, about: Iterable[str] = (), every: bool = False) -> list[Record]:
        """Every entry, oldest first; ``about``: only those of these texts (by content hash),
        as students or in a pair; ``every``: with those a later one amends (a note's earlier
        states as it was typed)."""
        wanted = set(about)
        if not self.path.exists():
            return []
        try:
            with self._db() as con:
                rows = con.execute(
                    "SELECT id, kind, key, name, decision, note, by, at FROM entries "
                    + ("" if every else _NOT_AMENDED)
                    + "ORDER BY id"
                ).fetchall()
        except sqlite3.Error as e:
            raise ReviewError(f"could not read the review {self.path}: {e}") from None
        out = []
        for i, kind, key, name, decision, note, by, at in rows:
            rec = Record(i, kind, key, Entry(_decision(decision), note, name, at, by))
            if not wanted or any(rec.about(h) for h in wanted):
                out.append(rec)
        return out

    def entries(self, kind: str, key: str) -> list[Entry]:
        """The history of one student ("student", its hash) or pair ("pair", ``pair_key``),
        oldest first; empty where the file cannot be read."""
        if not self.path.exists():
            return []
        try:
            with self._db() as con:
                rows = con.execute(
                    "SELECT decision, note, name, at, by FROM entries "
                    + _NOT_AMENDED
                    + "AND kind = ? AND key = ? ORDER BY id",
                    (kind, key),
                ).fetchall()
        except sqlite3.Error:
            return []
        return [Entry(_decision(d), note, name, at, by) for d, note, name, at, by in rows]

    def snapshot(self) -> Review:
        """A copy for a report written on another thread while the teacher goes on deciding."""
        copy = Review(self.path, self.folder)
        copy.students, copy.pairs = dict(self.students), dict(self.pairs)
        return copy

    # -- asking ------------------------------------------------------------------------------
    def student(self, doc: Document) -> Entry:
        return self.students.get(doc.content_hash, NONE)

    def pair(self, a: Document, b: Document) -> Entry:
        return self.pairs.get(pair_key(a, b), NONE)

    # -- deciding ----------------------------------------------------------------------------
    def set_student(
        self, doc: Document, decision: Decision, note: str, name: str = "", by: str = ""
    ) -> Entry:
        return self._add("student", doc.content_hash, decision, note, name or doc.path, by)

    def set_pair(
        self, a: Document, b: Document, decision: Decision, note: str, name: str = "", by: str = ""
    ) -> Entry:
        name = name or f"{a.path} / {b.path}"
        return self._add("pair", pair_key(a, b), decision, note, name, by)

    def _add(self, kind: str, key: str, decision: Decision, note: str, name: str, by: str) -> Entry:
        entry = Entry(decision, note, name, now(), by.strip() or user_name())
        last = self._last.get((kind, key))
        amends = None
        if last and time.monotonic() - last[1] < AMEND_SECONDS and last[2:] == (decision, entry.by):
            amends = last[0]
        row = (kind, key, name, decision.value, note, entry.by, entry.updated, amends)
        try:
            # Made (or checked) before the first entry, even where the file is there: another
            # process may have just created it and not yet its tables.
            if not self._made:
                self._open()
            with self._db(write=True) as con:
                cur = con.execute("INSERT INTO entries (kind, key, name, decision, note, by, at, "
                                  "amends) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", row)  # fmt: skip
        except sqlite3.Error as e:
            raise ReviewError(f"could not save the review to {self.path}: {e}") from None
        self._last[(kind, key)] = (int(cur.lastrowid or 0), time.monotonic(), decision, entry.by)
        table = self.students if kind == "student" else self.pairs
        table.pop(key, None)
        if not entry.empty:
            table[key] = entry
        return entry


_NOT_AMENDED = "WHERE id NOT IN (SELECT amends FROM entries WHERE amends IS NOT NULL) "


def _decision(value: str) -> Decision:
    return Decision.DISCUSS if value in ("discuss",) else Decision(value)


def _old_entries(data: dict[str, Any]) -> Iterator[tuple[str, ...]]:
    """The rows of an earlier version's review file (dates kept; who decided not recorded)."""
    if not isinstance(data, dict) or data.get("format") != OLD_FORMAT:
        raise ValueError("not a plagcheck review file of a known version")
    for kind, table in (("student", "students"), ("pair", "pairs")):
        for key, v in data[table].items():
            decision = Decision(v["decision"]).value
            yield (kind, str(key), str(v.get("name", "")), decision, str(v.get("note", "")),
                   UNKNOWN, str(v.get("updated", "")))  # fmt: skip


def _aside(path: Path) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    n = 1
    while aside.exists():
        aside = path.with_name(f"{path.stem}.damaged-{stamp}-{n}{path.suffix}")
        n += 1
    return aside


def _reason(e: Exception) -> str:
    if isinstance(e, UnicodeDecodeError):
        return "not text"
    if isinstance(e, json.JSONDecodeError):
        return f"not valid JSON at line {e.lineno}"
    return str(e) or type(e).__name__


def _wal(con: sqlite3.Connection) -> None:
    """Put the file in WAL mode once. Asking for it takes a lock that SQLite does not wait for
    (no busy handler), so while other processes write it is retried for up to BUSY_SECONDS;
    a file already in WAL mode needs nothing."""
    deadline = time.monotonic() + BUSY_SECONDS
    while True:
        try:
            if con.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                con.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as e:
            if "locked" not in str(e) and "busy" not in str(e) or time.monotonic() > deadline:
                raise
            time.sleep(0.05)
