"""Real names for Canvas's name keys: the course's grades export (a CSV with a student name
column and an id column), read with the standard csv module."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

from plagcheck.engine.intake import extract as ex

# Header names, case-insensitive, in the order tried (Canvas: "Student", "ID").
NAME_COLUMNS = ("student", "student name", "name", "full name")
ID_COLUMNS = ("id", "user id", "student id", "canvas user id")


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
    if name_col is None or id_col is None:
        raise RosterError(
            f"the roster {path} needs a student name column and an id column "
            f"(as Canvas's grades export has: Student, ID); found: {', '.join(rows[0])}"
        )
    names: dict[str, str] = {}
    for row in rows[1:]:
        if len(row) <= max(name_col, id_col):
            continue
        name, uid = row[name_col].strip(), row[id_col].strip()
        if not name or not uid.isdigit():  # "Points Possible" and other non-student rows
            continue
        names[uid] = name
        names.setdefault(name_key(name), name)
    return names
