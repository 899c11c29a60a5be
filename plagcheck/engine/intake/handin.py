"""When a student handed in, where that time comes from, and which side of a pair came first.

A time is ISO 8601 in UTC ("2026-03-02T09:15:00Z") or None where it cannot be known: it is never
guessed. Times written without a zone (a zip entry's, a Blackboard file name's) are read in this
computer's zone, the zone of the school whose server made the download as a rule; the order of
two students of one download does not depend on it.

Which side came first is an order in time, not a verdict: the earlier side may have copied from
the later one's draft, or both from a third text. The words the reports use say so.
"""

from __future__ import annotations

from datetime import datetime, timezone

from plagcheck.i18n import msg, nmsg
from plagcheck.i18n import when as written

# Where a time comes from, strongest first (``Document.submitted_from``).
FROM_ROSTER = "roster"  # a CSV the teacher gave with a "submitted" column
FROM_RECEIPT = "receipt"  # the LMS's receipt (Blackboard's "Date Submitted")
FROM_LMS_NAME = "file_name"  # the attempt's time in the LMS's file name (Blackboard)
FROM_ZIP = "zip_entry"  # the time an LMS gave the file's entry in its download (Moodle, Canvas)
FROM_FILE = "file_time"  # the file's own modification time: copying a file changes it
SOURCES = (FROM_ROSTER, FROM_RECEIPT, FROM_LMS_NAME, FROM_ZIP, FROM_FILE)
WEAKER = frozenset({FROM_FILE})
SOURCE_TEXT = {
    FROM_ROSTER: msg("from the class list given"),
    FROM_RECEIPT: msg("from the LMS receipt"),
    FROM_LMS_NAME: msg("from the LMS's file name"),
    FROM_ZIP: msg("from the LMS download"),
    FROM_FILE: msg("the file's own time (weaker: copying a file changes it)"),
}

# Two hand-ins this close or closer are not ordered (``first`` is None).
SAME_TIME_S = 60.0


def iso(when: datetime) -> str:
    """``when`` as the reports write a time: ISO 8601 in UTC to the second, "Z" for UTC. A
    time without a zone is read in this computer's zone."""
    utc = when.astimezone(timezone.utc).replace(microsecond=0)
    return utc.isoformat().replace("+00:00", "Z")


def from_iso(text: str | None) -> datetime | None:
    if not text:
        return None
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def order(a: str | None, b: str | None) -> tuple[str | None, float | None]:
    """Which of two hand-in times came first ("a", "b", or None where either is unknown or they
    are a minute or less apart) and the gap in seconds (None where either is unknown)."""
    ta, tb = from_iso(a), from_iso(b)
    if ta is None or tb is None:
        return None, None
    gap = abs((tb - ta).total_seconds())
    if gap <= SAME_TIME_S:
        return None, gap
    return ("a" if ta < tb else "b"), gap


def gap_words(seconds: float) -> str:
    """A gap as a teacher says it: "3 minutes", "5 hours", "2 days" (rounded down)."""
    if seconds >= 86400:
        return nmsg("{n} day", "{n} days", n=int(seconds // 86400))
    if seconds >= 3600:
        return nmsg("{n} hour", "{n} hours", n=int(seconds // 3600))
    if seconds >= 60:
        return nmsg("{n} minute", "{n} minutes", n=int(seconds // 60))
    return msg("less than a minute")


NOT_A_VERDICT = msg("an order in time, not a verdict")


def order_short(name_a: str, name_b: str, a: str | None, b: str | None) -> str:
    """A pair's hand-in order as a table cell says it: "Ben handed in 2 days after Ana", "within
    a minute of each other", "unknown"."""
    first, gap = order(a, b)
    if gap is None:
        return msg("unknown")
    if first is None:
        return msg("within a minute of each other")
    early, late = (name_a, name_b) if first == "a" else (name_b, name_a)
    return msg("{late} handed in {gap} after {early}", late=late, gap=gap_words(gap), early=early)


def order_sentence(name_a: str, name_b: str, a: str | None, b: str | None) -> str:
    """The sentence every view and report gives a pair's hand-in order: "Ben handed in 2 days
    after Ana (an order in time, not a verdict)", or why there is none ("" where neither time
    is known)."""
    first, gap = order(a, b)
    if gap is None:
        return "" if not a and not b else msg("hand-in time of one side unknown: no order")
    if first is None:
        return msg("handed in within a minute of each other")
    early, late = (name_a, name_b) if first == "a" else (name_b, name_a)
    return msg(
        "{late} handed in {gap} after {early} (an order in time, not a verdict)",
        late=late,
        gap=gap_words(gap),
        early=early,
    )


def when_words(submitted: str | None, told: str = "") -> str:
    """A hand-in time as the views and reports show it: "2026-03-02 09:15 UTC", with "(file
    time)" where it is only the file's own; "unknown" where there is none."""
    when = from_iso(submitted)
    if when is None:
        return msg("unknown")
    shown = written(when)  # "2026-03-02 09:15 UTC"; "02.03.2026, 09:15 UTC" in German
    return msg("{when} (file time)", when=shown) if told in WEAKER else shown
