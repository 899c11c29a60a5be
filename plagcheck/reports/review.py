"""The teacher's review, kept: a decision and a note per student and per pair, one file per
scanned folder in the user's data directory.

Documents are named by their content (the SHA-256 of their text), so renaming a file, scanning
again or restarting the program keeps every decision; a changed essay is a new document. The file
is written whole through a temporary file and a rename after every change. A file that cannot be
read is never overwritten: it is moved aside (its name says so) and the teacher is told.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from datetime import datetime, timezone
from enum import Enum
from pathlib import Path
from typing import Any

import platformdirs

from plagcheck.engine import Document, atomic_write

FORMAT = 1
# A folder of the teacher's choice for review files (a portable install, tests); else the
# platform's user data directory (platformdirs: ~/.local/share, %LOCALAPPDATA%, ~/Library/...).
DATA_DIR_ENV = "PLAGCHECK_DATA_DIR"


class Decision(str, Enum):
    NOT_REVIEWED = "not reviewed"
    CONFIRMED = "confirmed"
    DISMISSED = "dismissed"
    DISCUSS = "to discuss"


DECISION_TIPS = {
    Decision.NOT_REVIEWED: "Nobody has looked at this yet",
    Decision.CONFIRMED: "You read the evidence and found copying",
    Decision.DISMISSED: "You read the evidence and found nothing wrong (quotation, allowed work)",
    Decision.DISCUSS: "To talk over with the student or a colleague",
}


@dataclass(frozen=True)
class Entry:
    decision: Decision = Decision.NOT_REVIEWED
    note: str = ""
    name: str = ""  # the document(s) as named when decided (for a reader of the file)
    updated: str = ""

    @property
    def empty(self) -> bool:
        return self.decision is Decision.NOT_REVIEWED and not self.note

    def as_dict(self) -> dict[str, str]:
        return {"decision": self.decision.value, "note": self.note}


NONE = Entry()


class ReviewError(Exception):
    """The review file could not be read (it has been moved aside) or written."""


def data_dir() -> Path:
    env = os.environ.get(DATA_DIR_ENV)
    return Path(env) if env else Path(platformdirs.user_data_dir("plagcheck", appauthor=False))


def review_path(folder: Path | str) -> Path:
    """The review file of a scanned folder (named by a hash of its absolute path)."""
    key = hashlib.sha256(str(Path(folder).resolve()).encode("utf-8", "surrogatepass")).hexdigest()
    return data_dir() / "reviews" / f"{key[:20]}.json"


def pair_key(a: Document, b: Document) -> str:
    return ":".join(sorted((a.content_hash, b.content_hash)))


class Review:
    """Decisions and notes of one folder's review; ``save`` writes them (atomically)."""

    def __init__(self, path: Path, folder: str = "") -> None:
        self.path = path
        self.folder = folder
        self.students: dict[str, Entry] = {}
        self.pairs: dict[str, Entry] = {}

    # -- reading -----------------------------------------------------------------------------
    @classmethod
    def for_folder(cls, folder: Path | str) -> tuple[Review, str]:
        """The folder's review and, if its file was damaged, a message saying where it went."""
        path = review_path(folder)
        review = cls(path, str(Path(folder).resolve()))
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return review, ""
        except OSError as e:
            return review, f"The review file {path} could not be read ({e.strerror or e})."
        try:
            review._load(json.loads(raw.decode("utf-8")))
        except (ValueError, TypeError, KeyError, AttributeError) as e:
            aside = _aside(path)
            try:
                os.replace(path, aside)
            except OSError as err:
                raise ReviewError(
                    f"the review file {path} is damaged and could not be moved "
                    f"aside ({err}); nothing was changed"
                ) from None
            return cls(path, review.folder), (
                f"The review file for this folder was damaged ({_reason(e)}). It was kept as "
                f"{aside}; decisions made from now on go to a new file."
            )
        return review, ""

    def _load(self, data: dict[str, Any]) -> None:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("not a plagcheck review file of this version")
        for target, key in ((self.students, "students"), (self.pairs, "pairs")):
            for k, v in data[key].items():
                target[str(k)] = Entry(
                    Decision(v["decision"]), str(v.get("note", "")), str(v.get("name", "")),
                    str(v.get("updated", "")),
                )  # fmt: skip

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
    def set_student(self, doc: Document, decision: Decision, note: str, name: str = "") -> None:
        self._set(self.students, doc.content_hash, decision, note, name or doc.path)

    def set_pair(
        self, a: Document, b: Document, decision: Decision, note: str, name: str = ""
    ) -> None:
        self._set(self.pairs, pair_key(a, b), decision, note, name or f"{a.path} / {b.path}")

    def _set(
        self, table: dict[str, Entry], key: str, decision: Decision, note: str, name: str
    ) -> None:
        if decision is Decision.NOT_REVIEWED and not note.strip():
            table.pop(key, None)
        else:
            now = datetime.now(timezone.utc).isoformat(timespec="seconds")
            table[key] = Entry(decision, note, name, now)
        self.save()

    def save(self) -> None:
        data = {
            "format": FORMAT,
            "plagcheck_review": True,
            "folder": self.folder,
            "students": {k: _entry_dict(v) for k, v in self.students.items()},
            "pairs": {k: _entry_dict(v) for k, v in self.pairs.items()},
        }
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write(self.path, lambda f: json.dump(data, f, ensure_ascii=False, indent=1))
        except OSError as e:
            raise ReviewError(f"could not save the review to {self.path}: {e}") from None


def _entry_dict(e: Entry) -> dict[str, str]:
    return {**e.as_dict(), "name": e.name, "updated": e.updated}


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
