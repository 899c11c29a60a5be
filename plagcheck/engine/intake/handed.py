"""When each student handed in, read from what a download carries (intake/handin.py says how
a time is written and where it may come from).

- a class list the teacher gives (a CSV with a ``submitted`` column) names the time outright;
- Blackboard: each attempt's receipt says "Date Submitted" (the file names carry the attempt's
  time too); the latest attempt is the submission;
- Moodle and Canvas: the time each file's entry has in the platform's zip;
- a folder (or a zip the teacher made): the files' own times, marked as weaker.

A submission's time is the latest of its files' (the moment the last of them was handed in).
A time that cannot be read is left unknown, never guessed.
"""

from __future__ import annotations

import re
import warnings
from collections import Counter
from collections.abc import Iterable
from dataclasses import replace
from datetime import datetime, timedelta, timezone

from plagcheck.engine.intake.handin import FROM_FILE, FROM_ROSTER, FROM_ZIP, iso
from plagcheck.engine.intake.source import file_time
from plagcheck.engine.intake.submission import Submission

# Zone abbreviations an LMS writes after a time ("... 20:37:27 o'clock BST"); others are read
# in this computer's zone.
ZONES = {
    name: timezone(timedelta(hours=h))
    for name, h in {
        "UTC": 0,
        "GMT": 0,
        "Z": 0,
        "WET": 0,
        "BST": 1,
        "WEST": 1,
        "CET": 1,
        "CEST": 2,
        "EET": 2,
        "EEST": 3,
        "EST": -5,
        "EDT": -4,
        "CST": -6,
        "CDT": -5,
        "MST": -7,
        "MDT": -6,
        "PST": -8,
        "PDT": -7,
        "AKST": -9,
        "AKDT": -8,
        "HST": -10,
        "AEST": 10,
        "AEDT": 11,
        "ACST": 9.5,
        "ACDT": 10.5,
        "AWST": 8,
        "NZST": 12,
        "NZDT": 13,
        "JST": 9,
        "SGT": 8,
    }.items()
}
# Blackboard's stamp in its file names: 2024-03-01-14-05-09.
_STAMP = re.compile(r"^\s*(\d{4})-(\d{2})-(\d{2})-(\d{2})-(\d{2})-(\d{2})\s*$")
_DATE_SUBMITTED = re.compile(r"^\s*Date Submitted:\s*(?P<when>.+?)\s*$", re.MULTILINE)


_NUMERIC_DATE = re.compile(r"\b(\d{1,2})[/.-](\d{1,2})[/.-]\d{2,4}\b")


def day_first(texts: Iterable[str]) -> bool | None:
    """Whether dates like 25/03/2026 are written day first (True) or month first (False), as
    the first date whose first or second number is over 12 tells; None if none tells."""
    for text in texts:
        m = _NUMERIC_DATE.search(text)
        if m:
            one, two = int(m[1]), int(m[2])
            if one > 12 >= two:
                return True
            if two > 12 >= one:
                return False
    return None


def parse_time(text: str, dayfirst: bool | None = None) -> datetime | None:
    """A time as a platform or a teacher writes it (ISO 8601, Blackboard's stamp,
    "Monday, 14 September 2020 20:37:27 o'clock BST", "25/03/2026 14:05"), with its zone where
    it names one, else in this computer's; None where no date can be read from it, or where it
    could be day/month or month/day (02/05/2026) and ``dayfirst`` does not say which."""
    text = text.strip()
    if not text:
        return None
    m = _STAMP.match(text)
    if m:
        y, mo, d, h, mi, sec = (int(g) for g in m.groups())
        return _zoned(datetime(y, mo, d, h, mi, sec))
    m = _NUMERIC_DATE.search(text)
    if dayfirst is None and m and m[1] != m[2] and int(m[1]) <= 12 and int(m[2]) <= 12:
        return None  # never guessed
    from dateutil import parser

    cleaned = text.replace("o'clock", "")
    try:
        with warnings.catch_warnings():  # an unknown zone name: read in this computer's zone
            warnings.simplefilter("ignore")
            # Parsed against two different defaults: a date missing its year, month or day
            # (dateutil fills it from the default) reads differently, and is no date.
            one, two = (
                parser.parse(cleaned, fuzzy=True, tzinfos=ZONES, default=d, dayfirst=bool(dayfirst))
                for d in _DEFAULTS
            )
    except (ValueError, OverflowError, TypeError):
        return None
    return _zoned(one) if one.date() == two.date() else None


_DEFAULTS = (datetime(2000, 1, 1), datetime(2001, 2, 2))


def _zoned(when: datetime) -> datetime | None:
    try:
        return when if when.tzinfo is not None else when.astimezone()
    except (ValueError, OverflowError, OSError):
        return None


def receipt_time(text: str) -> datetime | None:
    """The "Date Submitted" of a Blackboard receipt, or None."""
    m = _DATE_SUBMITTED.search(text)
    return parse_time(m["when"]) if m else None


def _latest(times: Iterable[datetime | None]) -> datetime | None:
    known = [t for t in times if t is not None]
    return max(known) if known else None


def names_of(sub: Submission) -> list[str]:
    """What a class list may name a submission by: its key (and the id in a Moodle key), the
    student's name, its folder, its files' names with and without their extensions."""
    out = [sub.key, sub.key.rpartition("_")[2]]
    if sub.student:
        out.append(sub.student)
    for f in sub.files:
        parts = f.rel.split("/")
        out += parts + [parts[-1].rpartition(".")[0]]
    return [n.strip().casefold() for n in out if n and n.strip()]


def stamp_times(
    subs: list[Submission], from_lms: bool, listed: dict[str, datetime]
) -> list[Submission]:
    """``subs`` with their hand-in times: the class list's where it names the submission, else
    what the layout gave (a receipt), else the latest of its files' times (a zip entry's in a
    platform's download, ``from_lms``; a file's own time otherwise)."""
    names = [names_of(s) if listed else [] for s in subs]  # (no class list: no names to read)
    # A name shared by several submissions (the download's own name) names none of them.
    seen = Counter(n for ns in names for n in set(ns))
    out = []
    for s, ns in zip(subs, names):
        given = next((listed[n] for n in ns if seen[n] == 1 and n in listed), None)
        if given is not None:
            out.append(replace(s, submitted=iso(given), submitted_from=FROM_ROSTER))
            continue
        if s.submitted is not None or s.source:
            out.append(s)
            continue
        when = _latest(file_time(f) for f in s.files)
        if when is None:
            out.append(s)
            continue
        in_zip = all(f.members for f in s.files if f.text is None)
        kind = FROM_ZIP if from_lms and in_zip else FROM_FILE
        out.append(replace(s, submitted=iso(when), submitted_from=kind))
    return out
