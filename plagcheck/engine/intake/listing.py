"""The input stage: a folder or an LMS download (.zip) as one submission per student.

``open_source`` lists the files (a zip read in place, never unpacked), recognises the platform's
layout (or takes the one asked for) and groups the files into :class:`Submission` s; the reading
stage (``inputs.read_documents``) makes one Document of each.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from plagcheck.engine.intake import extract as ex
from plagcheck.engine.intake.handed import stamp_times
from plagcheck.engine.intake.layouts import GROUPERS, LAYOUTS, PLATFORMS, detect, matches, unwrap
from plagcheck.engine.intake.own import is_own_file, own_note
from plagcheck.engine.intake.roster import ClassList, RosterError, read_class_list, read_roster
from plagcheck.engine.intake.source import (
    ZIP,
    Item,
    forget_zips,
    format_name,
    list_folder,
    list_zip,
    read_bytes,
)
from plagcheck.engine.intake.submission import (
    Submission,
    SubmissionFile,
    join_documents,
    join_extracted,
    single,
    stamp_document,
)
from plagcheck.engine.model import Problem, safe_display
from plagcheck.i18n import join, msg, nmsg

__all__ = [
    "LAYOUTS",
    "Intake",
    "RosterError",
    "Submission",
    "SubmissionFile",
    "forget_zips",
    "format_name",
    "join_documents",
    "join_extracted",
    "open_source",
    "read_bytes",
    "read_roster",
    "single",
    "stamp_document",
]

AUTO = "auto"
_WHAT = {
    "moodle": msg("a Moodle download"),
    "canvas": msg("a Canvas download"),
    "blackboard": msg("a Blackboard download"),
    "folders": msg("one sub-folder per student"),
    "files": msg("one file per student"),
}


@dataclass
class Intake:
    """What the input stage found: the layout, a sentence about it where the teacher should know
    (a fallback, files outside the layout), the submissions and the files that are problems."""

    root: str
    layout: str
    submissions: list[Submission]
    problems: list[Problem] = field(default_factory=list)
    note: str = ""
    own: int = 0  # plagcheck's own reports found in the folder and left out


def is_zip(path: Path | str) -> bool:
    return Path(path).suffix.lower() == ZIP and Path(path).is_file()


def _in_templates(item: Item, folder: Path, templates: Sequence[str]) -> bool:
    if not templates or item.file.members and item.file.location.lower().endswith(ZIP):
        return False
    where = Path(item.file.location).resolve()
    roots = [Path(t).resolve() for t in templates]
    return any(where == t or t in where.parents for t in roots)


def open_source(
    source: Path | str,
    layout: str = AUTO,
    roster: Path | str | None = None,
    templates: Sequence[str] = (),
) -> Intake:
    """The submissions in a folder or a downloaded .zip.

    ``layout``: one of LAYOUTS, or "auto" to recognise it from the names. ``roster``: Canvas's
    grades export, for real names, or a class list with hand-in times (``submitted``). Files
    inside ``templates`` are not submissions. Raises ExtractionError if ``source`` is neither a
    folder nor a .zip, RosterError for a bad roster.
    """
    path = Path(source)
    if layout != AUTO and layout not in LAYOUTS:
        raise ValueError(
            f"layout={layout!r} is not allowed; choose one of auto, {', '.join(LAYOUTS)}"
        )
    listed = read_class_list(roster) if roster else ClassList()
    names = listed.names
    own = 0
    if path.is_dir():
        items, problems = list_folder(path)
        items = [it for it in items if not _in_templates(it, path, templates)]
        items, problems, own = _without_own(path, items, problems)
    elif path.suffix.lower() == ZIP and path.is_file():
        items, problems = list_zip(path)
    elif not path.exists():
        raise ex.ExtractionError(msg("folder not found: {path}", path=str(path)))
    else:
        raise ex.ExtractionError(msg("not a folder or a .zip: {path}", path=str(path)))
    items = unwrap(items)
    found, share = detect(items)
    chosen = found if layout == AUTO else layout
    grouped = GROUPERS[chosen](items, names)
    notes = [own_note(own)] if own else []
    if layout == AUTO and chosen not in PLATFORMS and (share > 0 or path.suffix.lower() == ZIP):
        notes.append(
            msg(
                "no Moodle, Canvas or Blackboard layout recognised: read as {layout}",
                layout=_WHAT[chosen],
            )
        )
    if grouped.unmatched and chosen in PLATFORMS:
        outside = sum(not matches(chosen, it) for it in items)
        notes.append(
            nmsg(
                "{n} file is not named as in {layout}: compared on their own",
                "{n} files are not named as in {layout}: compared on their own",
                n=outside,
                layout=_WHAT[chosen],
            )
        )
    # Names from a roster or a receipt are text a student may have typed: shown safely.
    safe = [
        s
        if s.student is None or s.student.isprintable()
        else replace(s, student=safe_display(s.student))
        for s in grouped.submissions
    ]
    safe = stamp_times(safe, chosen in PLATFORMS, listed.times)
    if listed.unreadable:
        notes.append(
            nmsg(
                "{n} hand-in time in the class list could not be read: left unknown",
                "{n} hand-in times in the class list could not be read: left unknown",
                n=listed.unreadable,
            )
        )
    subs = sorted(safe, key=lambda s: (s.files[0].rel.casefold(), s.files[0].rel))
    problems = sorted(problems + grouped.problems, key=lambda p: (p.path.casefold(), p.path))
    problems = _whose(problems, subs, chosen, path.name if path.suffix.lower() == ZIP else "")
    return Intake(str(path), chosen, subs, problems, join(notes), own)


def _whose(
    problems: list[Problem], subs: list[Submission], layout: str, download: str
) -> list[Problem]:
    """``problems`` with the students they leave unchecked named (``Problem.unchecked``): in a
    folder of files each file is a student's; otherwise a file in no folder that holds a
    submission's file (a student's folder with nothing readable in it)."""
    held = {f.rel.rpartition("/")[0] for s in subs for f in s.files}
    out = []
    for p in problems:
        if p.path != download and (layout == "files" or p.path.rpartition("/")[0] not in held):
            p = Problem(p.path, p.reason, p.path)
        out.append(p)
    return out


def _without_own(
    folder: Path, items: list[Item], problems: list[Problem]
) -> tuple[list[Item], list[Problem], int]:
    """``items`` and ``problems`` (a CSV or JSON report is an unsupported file) less the reports
    plagcheck wrote, whatever their names, and how many were left out."""
    kept = [it for it in items if it.file.in_zip or not is_own_file(it.file.location)]
    left = [p for p in problems if not is_own_file(folder / p.path)]
    return kept, left, len(items) - len(kept) + len(problems) - len(left)


def from_files(files: Sequence[Path]) -> Intake:
    """Files named one by one: each a submission (told apart by their paths if names repeat)."""
    paths = [Path(p) for p in files]
    names = [p.name for p in paths]
    if len(set(names)) < len(names):
        names = [str(p) for p in paths]
    subs = [single(str(p), n) for p, n in zip(paths, names)]
    return Intake("", "files", stamp_times(subs, False, {}))


def describe(layout: str) -> str:
    """How the window's status and the CLI name a layout."""
    return _WHAT.get(layout, layout)
