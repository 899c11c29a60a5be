"""``plagcheck review CLASS``: record a decision on a student or a pair, or list the review's
history. The same store as the window's (the latest entry is the decision; none is lost)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from plagcheck.cli.options import UsageError
from plagcheck.i18n import _, msg, say

if TYPE_CHECKING:
    from plagcheck.engine import Document, Params
    from plagcheck.engine.intake import Submission
    from plagcheck.reports.review import Record

DECISIONS = {
    "not-reviewed": "not reviewed",
    "not reviewed": "not reviewed",
    "confirmed": "confirmed",
    "dismissed": "dismissed",
    "discuss": "to discuss",
    "to-discuss": "to discuss",
    "to discuss": "to discuss",
}


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "review",
        help="record a decision and a note on a student or a pair, or list the review's history",
        description="With --decision, record a decision (dated, with who made it); without, "
        "list every entry of the class's review, oldest first.",
    )
    p.add_argument("folder", type=Path, metavar="CLASS", help="the class's folder or .zip")
    p.add_argument("--student", metavar="NAME", help="the student (name or file name)")
    p.add_argument("--pair", metavar="OTHER", help="with --student: the pair with this student")
    p.add_argument(
        "--decision",
        choices=list(DECISIONS),
        metavar="{not-reviewed,confirmed,dismissed,discuss}",
        help="the decision to record",
    )
    p.add_argument("--note", default="", help="a note kept with the decision")
    p.add_argument("--by", default="", help="who decided (default: this account's user name)")
    p.add_argument(
        "--all",
        action="store_true",
        help="list also a note's earlier states, saved by a window as it was typed",
    )
    g = p.add_argument_group("reading the class (as the scan did)")
    g.add_argument("--layout", default="auto", help="as for 'scan' (default auto)")
    g.add_argument("--roster", metavar="CSV", help="as for 'scan': real names for Canvas")
    g.add_argument(
        "--sources", action="append", default=[], metavar="DIR", help="reference texts (pairs)"
    )


def run(a: argparse.Namespace) -> int:
    from plagcheck.engine import Params
    from plagcheck.reports.review import Review, ReviewError

    if not a.folder.exists():
        raise UsageError(msg("folder not found: {path}", path=str(a.folder)))
    if a.pair and not a.student:
        raise UsageError(msg("--pair names the other student of a pair: give --student too"))
    if a.decision is None and (a.note or a.pair or a.by):
        raise UsageError(msg("--note, --pair and --by go with --decision"))
    try:
        params = Params(layout=a.layout, roster=a.roster, sources=tuple(a.sources))
        review, message = Review.for_folder(a.folder)
    except (ValueError, ReviewError) as e:
        raise UsageError(str(e)) from None
    if message:
        print(f"plagcheck: {message}", file=sys.stderr)
    if a.decision is None:
        about = [_read(a.folder, params, a.student).content_hash] if a.student else []
        _list(review.history(about, every=a.all), sys.stdout)
        return 0
    return _record(a, params, review)


def _record(a: argparse.Namespace, params: Params, review: object) -> int:
    from plagcheck.engine import display_name
    from plagcheck.reports.dossier.words import when
    from plagcheck.reports.review import DECISION_WORDS, Decision, Review, ReviewError

    assert isinstance(review, Review)
    decision = Decision(DECISIONS[a.decision])
    doc = _read(a.folder, params, a.student)
    try:
        if a.pair:
            other = _read(a.folder, params, a.pair, exclude=doc)
            name = f"{display_name(doc)} / {display_name(other)}"
            entry = review.set_pair(doc, other, decision, a.note, name, by=a.by)
        else:
            name = display_name(doc)
            entry = review.set_student(doc, decision, a.note, name, by=a.by)
    except ReviewError as e:
        raise UsageError(str(e)) from None
    note = f": {entry.note}" if entry.note else ""
    said = _(
        "recorded {date} by {by}: {name} {decision}",
        date=when(entry.updated),
        by=entry.by,
        name=name,
        decision=say(DECISION_WORDS[entry.decision]),
    )
    print(said + note)
    return 0


def _read(folder: Path, params: Params, name: str, exclude: Document | None = None) -> Document:
    """The document of the one submission ``name`` names (only that one is read)."""
    from plagcheck.engine import Document
    from plagcheck.engine.intake import RosterError, open_input, read_documents
    from plagcheck.reports.naming import UnclearName, find_student

    try:
        subs = open_input(folder, params).submissions
    except (RosterError, ValueError, OSError) as e:
        raise UsageError(str(e)) from None
    stand_ins = [_stand_in(s, Document) for s in subs]
    among = [i for i, d in enumerate(stand_ins) if exclude is None or d.path not in exclude.files]
    try:
        i = find_student(stand_ins, name, among)
    except UnclearName as e:
        raise UsageError(str(e)) from None
    docs, problems = read_documents([subs[i]], params, lambda *_: None, None)
    if not docs:
        reasons = "; ".join(f"{p.path}: {say(p.reason)}" for p in problems)
        raise UsageError(
            msg("{name}: the submission cannot be read ({reasons})", name=name, reasons=reasons)
        )
    return docs[0]


def _stand_in(sub: Submission, document: type[Document]) -> Document:
    """A submission named as its document will be, before reading it."""
    main = sub.files[0].rel
    return document(main, "", "", None, student=sub.student, source=sub.source,  # type: ignore[arg-type]
                    files=tuple(f.rel for f in sub.files))  # fmt: skip


def _list(history: list[Record], out: TextIO) -> None:
    from plagcheck.reports.dossier.words import when
    from plagcheck.reports.review import DECISION_WORDS, current_ids

    if not history:
        out.write(_("no decisions recorded") + "\n")
        return
    current = current_ids(history)
    for rec in history:
        e = rec.entry
        mark = "*" if rec.id in current else " "
        note = f"  {e.note}" if e.note else ""
        decision = say(DECISION_WORDS[e.decision])
        out.write(f"{mark} {when(e.updated)}  {e.by:<16} {decision:<13} {e.name}{note}\n")
    out.write("\n* " + _("the current decision (the latest on each student or pair)") + "\n")
