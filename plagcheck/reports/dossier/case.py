"""What a case file says, gathered before anything is drawn: the files (proven by their SHA-256 at
the scan and now), the passages with the page or line each stands on in both files, the words
that match, the credit of each passage, the figures and the review's history.

A file is read again only to prove it unchanged (its hash now against its hash at the scan) and,
if it is, to find its pages; a changed or missing file is named as such and its pages are not
given (the passage text is always the scan's own).
"""

from __future__ import annotations

import hashlib
import os
import re
import zipfile
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path, PurePath

from plagcheck import __version__
from plagcheck.engine import (
    Document,
    Result,
    display_name,
    handin,
    pair_passages,
    safe_display,
)
from plagcheck.engine.compare import Pair, Passage
from plagcheck.engine.intake import (
    PageStarts,
    SubmissionFile,
    format_name,
    line_at,
    open_input,
    page_at,
    page_starts,
    read_bytes,
)
from plagcheck.i18n import _, msg, say, when
from plagcheck.reports.review import Record, Review, ReviewError

MAX_BYTES = 200 * 2**20  # a file larger than this is not read again (the scan's limit is lower)
SEPARATOR = "\n\n"  # between the files of one submission in its text (intake.submission)

# The credit groups of the shared passages (issue 31's ``credit``), the most serious first.
CREDITS = {
    "uncredited": msg("Neither quoted nor cited"),
    "quoted_not_cited": msg("Quoted, but the source is not cited"),
    "cited_not_quoted": msg("The source is cited, but the words are not quoted"),
    "quoted_and_cited": msg("Quoted and cited"),
}


@dataclass
class FileFacts:
    """One file examined: who it belongs to, and what proves it is the file examined."""

    doc: int  # the document (index in the result) it belongs to
    owner: str
    role: str  # "the student", "matched student", "reference text", "archive"
    rel: str
    start: int  # where its text starts in the owner's text
    text: str  # its text as the scan read it
    size: int | None = None
    modified: str = ""
    scanned: str = ""  # SHA-256 at the scan ("" where not recorded)
    now: str = ""  # SHA-256 now ("" where it cannot be read)
    status: str = "unchanged"  # unchanged, changed, missing, not recorded, archived
    pages: PageStarts | None = None
    data: bytes | None = field(default=None, repr=False)  # its bytes, when unchanged

    @property
    def kind(self) -> str:
        return PurePath(self.rel).suffix.lower()

    @property
    def proven(self) -> bool:
        return self.status == "unchanged"


@dataclass(frozen=True)
class Side:
    """One side of a passage: its text, where it stands, its words marked."""

    owner: str
    file: str
    where: str  # "page 3", "pages 3-4", "line 12", or why not known
    text: str
    marked: tuple[tuple[str, bool], ...]  # pieces of text, True where the word matches


@dataclass(frozen=True)
class SharedPassage:
    mine: Side
    theirs: Side
    words: int
    credit: str
    citation: str | None
    reworded: bool


@dataclass
class Match:
    """The student's pair with one other document, with its figures and passages."""

    other: int
    name: str
    role: str
    pair: Pair
    share_mine: float  # share of the student's text in this pair's passages
    share_theirs: float
    passages: list[SharedPassage]
    order: str = ""  # who handed in first, in words (an order in time, not a verdict)


@dataclass
class Case:
    student: int
    name: str
    folder: str
    written: str
    version: str
    settings: dict[str, object]
    similarity: float
    files: list[FileFacts]
    matches: list[Match]
    history: list[Record]
    history_error: str = ""
    other_names: dict[str, str] = field(default_factory=dict)  # content hash -> name
    handed_in: str = ""  # when the student handed in, and where that time comes from

    def facts(self, doc: int) -> list[FileFacts]:
        return [f for f in self.files if f.doc == doc]


def role(doc: Document, student: bool = False) -> str:
    """A file's role (a message: ``say`` writes it in the reader's language; the English is the
    identifier the case file's words compare)."""
    if student:
        return msg("the student")
    if doc.source:
        return msg("reference text")
    if doc.archived:
        return msg("archive ({label})", label=safe_display(doc.label or ""))
    return msg("matched student")


def gather(
    result: Result, student: int, review: Review | None, source: str | os.PathLike[str] = ""
) -> Case:
    """Everything the case file of document ``student`` says."""
    docs = result.documents
    me = docs[student]
    matches = [_match(result, p, student) for p in result.reported if student in (p.a, p.b)]
    matches.sort(key=lambda m: (-m.share_mine, m.name))
    listing = _listing(source or result.root, result)
    files = _files(result, student, role(me, True), listing)
    for m in matches:
        files += _files(result, m.other, m.role, listing)
    by_doc: dict[int, list[FileFacts]] = {}
    for f in files:
        by_doc.setdefault(f.doc, []).append(f)
    for m in matches:
        m.passages = [_passage(result, m, p, student, by_doc) for p in _spans(result, m.pair)]
    history, error = [], ""
    if review is not None:
        try:
            history = review.history([me.content_hash])
        except ReviewError as e:
            error = str(e)
    return Case(
        student=student,
        name=display_name(me),
        folder=safe_display(str(source or result.root)),
        written=when(datetime.now(timezone.utc).astimezone()),
        version=__version__,
        settings=result.params.to_dict(),
        similarity=result.similarity[student].similarity,
        files=files,
        matches=matches,
        history=history,
        history_error=error,
        other_names={d.content_hash: display_name(d) for d in docs},
        handed_in=handed_in(me),
    )


def handed_in(doc: Document) -> str:
    """When a student handed in, and where that time comes from ("unknown" where it is not)."""
    if not doc.submitted:
        return say(handin.when_words(None))
    told = handin.SOURCE_TEXT.get(doc.submitted_from, doc.submitted_from)
    return f"{say(handin.when_words(doc.submitted))}, {say(told)}"


def _match(result: Result, p: Pair, student: int) -> Match:
    other = p.b if p.a == student else p.a
    mine, theirs = (p.coverage_a, p.coverage_b) if p.a == student else (p.coverage_b, p.coverage_a)
    doc, me = result.documents[other], result.documents[student]
    order = handin.order_sentence(display_name(me), display_name(doc), me.submitted, doc.submitted)
    return Match(other, display_name(doc), role(doc), p, mine, theirs, [], order)


def _spans(result: Result, pair: Pair) -> list[Passage]:
    found = list(pair.spans) or pair_passages(result, pair)
    order = list(CREDITS)
    return sorted(found, key=lambda p: (order.index(_credit(p)), -p.words))


def _credit(p: Passage) -> str:
    credit = getattr(p, "credit", "uncredited")  # issue 31's credit, where it has landed
    return credit if credit in CREDITS else "uncredited"


# -- files ------------------------------------------------------------------------------------


def _listing(source: str | os.PathLike[str], result: Result) -> dict[str, SubmissionFile]:
    """The scanned folder's files by the name the scan gave them (listed, not read)."""
    try:
        found = open_input(Path(source), result.params)
    except Exception:  # noqa: BLE001 - the folder is gone or unreadable: every file is missing
        return {}
    return {f.rel: f for sub in found.submissions for f in sub.files}


def _files(
    result: Result, index: int, who: str, listing: dict[str, SubmissionFile]
) -> list[FileFacts]:
    doc = result.documents[index]
    names = doc.files or (doc.path,)
    starts = doc.starts or (0,)
    out = []
    for i, rel in enumerate(names):
        begin = starts[i] if i < len(starts) else 0
        end = starts[i + 1] - len(SEPARATOR) if i + 1 < len(starts) else len(doc.original)
        facts = FileFacts(index, display_name(doc), who, rel, begin, doc.original[begin:end])
        facts.scanned = doc.digests[i] if i < len(doc.digests) else ""
        if doc.archived:
            facts.status = "archived"
        else:
            _prove(facts, listing.get(rel))
        out.append(facts)
    return out


def _prove(facts: FileFacts, f: SubmissionFile | None) -> None:
    """Hash the file now against its hash at the scan; find its pages only if they agree."""
    if f is None:
        facts.status = "missing"
        return
    try:
        data = read_bytes(f, MAX_BYTES)
    except Exception:  # noqa: BLE001 - gone, unreadable or too large now: named as missing
        facts.status = "missing"
        return
    facts.size, facts.modified = len(data), _modified(f)
    facts.now = hashlib.sha256(data).hexdigest()
    if not facts.scanned:
        facts.status = "not recorded"
    elif facts.now != facts.scanned:
        facts.status = "changed"
    else:
        facts.data = data
        facts.pages = page_starts(format_name(f), data, facts.text)


def _modified(f: SubmissionFile) -> str:
    stamp: float | None = None
    try:
        if len(f.members) == 1:
            with zipfile.ZipFile(f.location) as zf:
                y, mo, d, h, mi, s = zf.getinfo(f.members[0]).date_time
                moment = datetime(y, mo, d, h, mi, s)
                return _(
                    "{time} (the zip's own time, no time zone)", time=when(moment, seconds=True)
                )
        stamp = os.stat(f.location).st_mtime
    except (OSError, KeyError, ValueError, zipfile.BadZipFile):
        return ""
    return when(datetime.fromtimestamp(stamp, timezone.utc).astimezone(), seconds=True)


# -- passages ---------------------------------------------------------------------------------


def _passage(
    result: Result, m: Match, p: Passage, student: int, files: dict[int, list[FileFacts]]
) -> SharedPassage:
    docs = result.documents
    mine_span, their_span = (p.a_start, p.a_end), (p.b_start, p.b_end)
    if m.pair.a != student:
        mine_span, their_span = their_span, mine_span
    me, other = docs[student], docs[m.other]
    a_text = me.original[mine_span[0] : mine_span[1]]
    b_text = other.original[their_span[0] : their_span[1]]
    return SharedPassage(
        mine=_side(me, mine_span, a_text, b_text, files.get(student, [])),
        theirs=_side(other, their_span, b_text, a_text, files.get(m.other, [])),
        words=p.words,
        credit=_credit(p),
        citation=getattr(p, "citation", None),
        reworded=p.reworded,
    )


_WORD = re.compile(r"\w+", re.UNICODE)


def mark_words(text: str, other: str) -> tuple[tuple[str, bool], ...]:
    """``text`` in pieces, each word marked True where the other side has it too."""
    theirs = {w.casefold() for w in _WORD.findall(other)}
    out: list[tuple[str, bool]] = []
    pos = 0
    for m in _WORD.finditer(text):
        if m.start() > pos:
            out.append((text[pos : m.start()], False))
        out.append((m.group(), m.group().casefold() in theirs))
        pos = m.end()
    if pos < len(text):
        out.append((text[pos:], False))
    return tuple(out)


def _side(
    doc: Document, span: tuple[int, int], text: str, other: str, files: Sequence[FileFacts]
) -> Side:
    start, end = span
    facts = _file_at(files, start)
    return Side(
        owner=display_name(doc),
        file=facts.rel if facts else doc.path,
        where=_where(facts, start, end),
        text=text,
        marked=mark_words(text, other),
    )


def _file_at(files: Sequence[FileFacts], offset: int) -> FileFacts | None:
    if not files:
        return None
    i = bisect_right([f.start for f in files], offset) - 1
    return files[max(0, i)]


def _where(facts: FileFacts | None, start: int, end: int) -> str:
    """ "page 3" (or "pages 3-4") of a paged file proven unchanged; "line 12" of a text file (the
    scan's own text); else why the page is not given."""
    if facts is None:
        return msg("page not known")
    lo, hi = start - facts.start, max(start, end - 1) - facts.start
    if facts.kind in (".pdf", ".docx", ".odt"):
        if facts.pages is None:
            reasons = {
                "changed": msg("page not given: the file changed since the scan"),
                "missing": msg("page not given: the file is no longer there"),
                "archived": msg("page not given: kept in the archive as text"),
            }
            return reasons.get(facts.status, msg("page not given: its pages could not be read"))
        first, last = page_at(facts.pages, lo), page_at(facts.pages, hi)
        if first == last:
            return msg("page {first}", first=first)
        return msg("pages {first}-{last}", first=first, last=last)
    first, last = line_at(facts.text, lo), line_at(facts.text, hi)
    if first == last:
        return msg("line {first}", first=first)
    return msg("lines {first}-{last}", first=first, last=last)
