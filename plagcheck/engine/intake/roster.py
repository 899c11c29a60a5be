"""Real names for Canvas's name keys: the course's grades export (a CSV with a student name
column and an id column), read with the standard csv module. The same file, or a class list of
the teacher's, may give each student's hand-in time in a ``submitted`` column (rows named by id,
name or file name)."""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from plagcheck.engine.intake import extract as ex
from plagcheck.engine.intake.handed import day_first, parse_time

# Header names, case-insensitive, in the order tried (Canvas: "Student", "ID").
NAME_COLUMNS = ("student", "student name", "name", "full name")
ID_COLUMNS = ("id", "user id", "student id", "canvas user id")
SUBMITTED_COLUMNS = ("submitted", "date submitted", "submitted at", "submission date")
# Columns that may name whose a time is, besides the name and id columns.
WHO_COLUMNS = ("username", "user", "user name", "file", "file name", "filename", "folder")


class RosterError(ValueError):
    """The roster cannot be used; the message says why."""


def name_key(name: str) -> str:
    """Canvas's key for a name: "Núñez, José" -> "nunezjose" (letters of last then first name,
    lower case, accents dropped)."""
    import unicodedata

    last, comma, first = name.partition(",")
    if not comma:
        parts = name.split()
        last, first = (parts[-1], " ".join(parts[:-1])) if parts else ("", "")
    plain = unicodedata.normalize("NFKD", last + first)
    return re.sub(r"[^a-z0-9]", "", plain.encode("ascii", "ignore").decode().lower())


def read_roster(path: Path | str) -> dict[str, str]:
    """Student name by user id, and by name key (for files whose id is not in the roster)."""
    return read_class_list(path).names


@dataclass
class ClassList:
    """What a roster or class list says: names by id and name key, hand-in times by any name
    of a student (casefolded: an id, a name, a file name), and the rows whose time could not
    be read (left unknown)."""

    names: dict[str, str] = field(default_factory=dict)
    times: dict[str, datetime] = field(default_factory=dict)
    unreadable: int = 0


def read_class_list(path: Path | str) -> ClassList:
    """A roster (a student name column and an id column) or a class list with a ``submitted``
    column and a column naming each row's student; RosterError if it is neither."""
    try:
        text = ex.decode_text(Path(path).read_bytes())
    except (OSError, ex.ExtractionError) as e:
        raise RosterError(f"cannot read the roster {path}: {e}") from None
    rows = list(csv.reader(io.StringIO(text.lstrip("\ufeff"))))
    if not rows:
        raise RosterError(f"the roster {path} is empty")
    head = [h.strip().lower() for h in rows[0]]
    name_col = next((head.index(c) for c in NAME_COLUMNS if c in head), None)
    id_col = next((head.index(c) for c in ID_COLUMNS if c in head), None)
    when_col = next((head.index(c) for c in SUBMITTED_COLUMNS if c in head), None)
    who = [i for i, h in enumerate(head) if h in NAME_COLUMNS + ID_COLUMNS + WHO_COLUMNS]
    if (name_col is None or id_col is None) and (when_col is None or not who):
        raise RosterError(
            f"the roster {path} needs a student name column and an id column "
            f"(as Canvas's grades export has: Student, ID), or a submitted column and a "
            f"column naming the student; found: {', '.join(rows[0])}"
        )
    out = ClassList()
    order = day_first(r[when_col] for r in rows[1:] if when_col is not None and len(r) > when_col)
    for row in rows[1:]:
        if name_col is not None and id_col is not None and len(row) > max(name_col, id_col):
            name, uid = row[name_col].strip(), row[id_col].strip()
            if name and uid.isdigit():  # "Points Possible" and other non-student rows
                out.names[uid] = name
                out.names.setdefault(name_key(name), name)
        if when_col is None or len(row) <= when_col or not row[when_col].strip():
            continue
        when = parse_time(row[when_col], order)
        if when is None:
            out.unreadable += 1
            continue
        for i in who:
            if i < len(row) and row[i].strip():
                out.times[row[i].strip().casefold()] = when
    return out
