"""How each platform lays out a class's download, and the submissions found in it.

- ``moodle``: ``Full Name_ID_assignsubmission_file_/...`` folders (trailing underscore or not), the
  flat ``Full Name_ID_assignsubmission_file_name.ext``, typed-in text in
  ``..._assignsubmission_onlinetext_/onlinetext.html``.
- ``canvas``: flat ``namekey_[LATE_]userid_attachmentid_original.ext``; a resubmitted file's
  original name carries a ``-1`` style suffix (the newest attachment of a name is compared).
- ``blackboard``: ``Assignment_user_attempt_YYYY-MM-DD-HH-MM-SS_original`` files and a
  ``Assignment_user_attempt_YYYY-MM-DD-HH-MM-SS.txt`` receipt per attempt; only the latest attempt
  is compared, and its receipt's "Date Submitted" (else its name's time) is the hand-in time.
- ``folders``: one sub-folder per student; ``files``: one file, one submission.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from plagcheck.engine.intake import extract as ex
from plagcheck.engine.intake.handed import parse_time, receipt_time
from plagcheck.engine.intake.handin import FROM_LMS_NAME, FROM_RECEIPT, iso
from plagcheck.engine.intake.source import Item, read_bytes
from plagcheck.engine.intake.submission import Submission, SubmissionFile
from plagcheck.engine.model import Problem
from plagcheck.i18n import msg

LAYOUTS = ("moodle", "canvas", "blackboard", "folders", "files")
PLATFORMS = {"moodle": "Moodle", "canvas": "Canvas", "blackboard": "Blackboard"}

MOODLE = re.compile(
    r"^(?P<name>.+?)_(?P<id>\d+)_assignsubmission_(?P<plugin>file|onlinetext)(?:_(?P<rest>.*))?$"
)
CANVAS = re.compile(
    r"^(?P<key>[^_]+)_(?P<late>late_)?(?P<uid>\d+)_(?P<aid>\d+)_(?P<original>.+)$", re.IGNORECASE
)
BLACKBOARD = re.compile(
    r"^(?P<assignment>.+)_(?P<user>[^_]+)_attempt_"
    r"(?P<when>\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2})(?:_(?P<original>.+)|(?P<receipt>\.txt))$"
)
_RESUBMITTED = re.compile(r"-\d+(?=\.[^.]*$|$)")
# A Blackboard receipt: "Name: First Last (user)", then sections under these headings.
_RECEIPT_NAME = re.compile(r"^\s*Name:\s*(?P<name>.*?)\s*\((?P<user>[^()]*)\)\s*$", re.MULTILINE)
_SECTIONS = ("Submission Field:", "Comments:", "Files:")
_NO_TEXT = re.compile(r"^\s*There is no student submission text data for this assignment\.?\s*$")
_NO_COMMENTS = re.compile(r"^\s*There are no student comments for this assignment\.?\s*$")
# A receipt is read whole to find the name (it is small; larger is not a receipt).
RECEIPT_BYTES = 2**20


@dataclass
class Grouped:
    submissions: list[Submission]
    unmatched: int  # files outside the layout's names, each compared on its own
    problems: list[Problem]


def is_receipt(f: SubmissionFile) -> bool:
    """Whether a file is an LMS's receipt read as a file of its own (its typed-in text, which a
    Blackboard layout takes from it, is the student's; the receipt is not)."""
    m = BLACKBOARD.match(f.rel.rpartition("/")[2]) if f.text is None else None
    return m is not None and m["receipt"] is not None


def head(item: Item) -> tuple[str, bool]:
    """The first part of an item's path, and whether it is a folder (the item lies below it)."""
    first, sep, _ = item.inner.partition("/")
    return first, bool(sep)


def matches(layout: str, item: Item) -> bool:
    return _named(layout, *head(item))


def _named(layout: str, name: str, is_dir: bool) -> bool:
    """Whether a top-level entry (``head``) is named as ``layout`` names submissions."""
    if layout == "moodle":
        return MOODLE.match(name) is not None
    if layout == "canvas":
        return not is_dir and CANVAS.match(name) is not None
    if layout == "blackboard":
        return not is_dir and BLACKBOARD.match(name) is not None
    return True


def _by_first(items: Sequence[Item]) -> dict[str, list[Item]]:
    out: dict[str, list[Item]] = defaultdict(list)
    for it in items:
        out[head(it)[0]].append(it)
    return out


def _files(items: Sequence[Item]) -> tuple[SubmissionFile, ...]:
    return tuple(sorted((it.file for it in items), key=lambda f: (f.rel.casefold(), f.rel)))


def group_files(items: Sequence[Item], roster: dict[str, str]) -> Grouped:
    """One file, one submission; a zip a student handed in is one submission of its files."""
    subs = []
    zips: dict[str, list[Item]] = defaultdict(list)
    for it in items:
        if it.zip:
            zips[it.zip].append(it)
        else:
            subs.append(Submission(None, it.file.rel, (it.file,)))
    for its in zips.values():
        rel = its[0].file.rel
        zip_rel = rel[: len(rel) - len(its[0].inner) + len(its[0].zip)]
        subs.append(Submission(None, zip_rel, _files(its)))
    return Grouped(subs, 0, [])


def group_folders(items: Sequence[Item], roster: dict[str, str]) -> Grouped:
    """One sub-folder per student; a file beside the folders is a submission of its own."""
    subs, loose = [], 0
    for first, its in _by_first(items).items():
        if "/" in its[0].inner:
            subs.append(Submission(first, first, _files(its)))
        else:
            loose += 1
            subs.append(Submission(None, its[0].file.rel, (its[0].file,)))
    return Grouped(subs, loose, [])


def group_moodle(items: Sequence[Item], roster: dict[str, str]) -> Grouped:
    by_student: dict[tuple[str, str], list[Item]] = defaultdict(list)
    others = []
    for it in items:
        m = MOODLE.match(head(it)[0])
        if m is None:
            others.append(it)
        else:
            by_student[(m["name"], m["id"])].append(it)
    subs = [
        Submission(name, f"{name}_{pid}", _files(its)) for (name, pid), its in by_student.items()
    ]
    rest = group_folders(others, roster)
    return Grouped(subs + rest.submissions, len(others), [])


def group_canvas(items: Sequence[Item], roster: dict[str, str]) -> Grouped:
    by_user: dict[str, list[tuple[re.Match[str], Item]]] = defaultdict(list)
    others = []
    for it in items:
        m = CANVAS.match(head(it)[0]) if not head(it)[1] else None
        if m is None:
            others.append(it)
        else:
            by_user[m["uid"]].append((m, it))
    subs = []
    for uid, found in by_user.items():
        # A file handed in again keeps its name with a "-1" suffix: the newest attachment counts.
        newest: dict[str, tuple[int, Item]] = {}
        earlier: list[str] = []
        for m, it in sorted(found, key=lambda f: int(f[0]["aid"])):
            base = _RESUBMITTED.sub("", m["original"]).casefold()
            if base in newest:
                earlier.append(newest[base][1].file.rel)
            newest[base] = (int(m["aid"]), it)
        key = found[0][0]["key"]
        name = roster.get(uid) or roster.get(key.lower()) or key
        current = [it for _, it in newest.values()]
        subs.append(Submission(name, uid, _files(current), tuple(sorted(earlier))))
    rest = group_folders(others, roster)
    return Grouped(subs + rest.submissions, len(others), [])


def parse_receipt(text: str) -> tuple[str | None, str, str]:
    """(name, typed-in text, comments) of a Blackboard receipt; placeholders become ""."""
    m = _RECEIPT_NAME.search(text)
    name = m["name"] if m and m["name"] else None
    sections: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in text.splitlines():
        start = next((h for h in _SECTIONS if line.strip().startswith(h)), None)
        if start is not None:
            current = sections.setdefault(start, [])
            line = line.strip()[len(start) :]
        if current is not None:
            current.append(line)
    typed = "\n".join(sections.get("Submission Field:", [])).strip()
    comments = "\n".join(sections.get("Comments:", [])).strip()
    typed = "" if _NO_TEXT.match(typed) else typed
    return name, typed, "" if _NO_COMMENTS.match(comments) else comments


def group_blackboard(items: Sequence[Item], roster: dict[str, str]) -> Grouped:
    # user -> attempt time -> (receipt, files)
    attempts: dict[str, dict[str, tuple[list[Item], list[Item]]]] = defaultdict(dict)
    others = []
    for it in items:
        m = BLACKBOARD.match(head(it)[0]) if not head(it)[1] else None
        if m is None:
            others.append(it)
            continue
        receipts, files = attempts[m["user"]].setdefault(m["when"], ([], []))
        (receipts if m["receipt"] else files).append(it)
    subs, problems = [], []
    for user, by_time in attempts.items():
        times = sorted(by_time)
        receipts, files = by_time[times[-1]]
        name, typed, comments = None, "", ""
        # The attempt's time: its receipt's "Date Submitted", else the time in its file names.
        when, told = parse_time(times[-1]), FROM_LMS_NAME
        for r in receipts:
            try:
                text = ex.decode_text(read_bytes(r.file, RECEIPT_BYTES))
            except ex.ExtractionError as e:
                problems.append(
                    Problem(r.file.rel, msg("receipt cannot be read: {why}", why=e.reason))
                )
                continue
            name, typed, comments = parse_receipt(text)
            dated = receipt_time(text)
            if dated is not None:
                when, told = dated, FROM_RECEIPT
        parts = list(_files(files))
        if typed and receipts:
            parts.insert(
                0,
                SubmissionFile(
                    receipts[0].file.location, receipts[0].file.rel, receipts[0].file.members, typed
                ),
            )
        earlier = sorted(it.file.rel for t in times[:-1] for it in by_time[t][1] or by_time[t][0])
        if not parts:
            continue  # an attempt with neither files nor text: nothing to compare
        subs.append(
            Submission(
                name or user,
                user,
                tuple(parts),
                tuple(earlier),
                comments,
                submitted=iso(when) if when else None,
                submitted_from=told if when else "",
            )
        )
    rest = group_folders(others, roster)
    return Grouped(subs + rest.submissions, len(others), problems)


GROUPERS: dict[str, Callable[[Sequence[Item], dict[str, str]], Grouped]] = {
    "moodle": group_moodle,
    "canvas": group_canvas,
    "blackboard": group_blackboard,
    "folders": group_folders,
    "files": group_files,
}


def unwrap(items: list[Item]) -> list[Item]:
    """Step through single wrapping folders ("ENG101 Essay 2/…" holding everything)."""
    while items and all("/" in it.inner for it in items):
        first = {head(it)[0] for it in items}
        if len(first) != 1 or MOODLE.match(next(iter(first))):  # a class of one is no wrapper
            break
        cut = len(first.pop()) + 1
        items = [Item(it.inner[cut:], it.file, it.zip[cut:]) for it in items]
    return items


def detect(items: Sequence[Item]) -> tuple[str, float]:
    """The layout the names say, and the share of top-level entries in the best platform's
    layout (0 if none); below half, one sub-folder per student if there are sub-folders, else
    one file per student."""
    heads = [head(its[0]) for its in _by_first(items).values()]
    best, share = "", 0.0
    if heads:
        for layout in PLATFORMS:
            n = sum(_named(layout, name, is_dir) for name, is_dir in heads)
            if n / len(heads) > share:
                best, share = layout, n / len(heads)
    if share >= 0.5:
        return best, share
    if any(is_dir for _, is_dir in heads):
        return "folders", share
    return "files", share
