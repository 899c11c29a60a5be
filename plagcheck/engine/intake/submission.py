"""The unit that enters the pipeline: one student's submission, one or more files.

Decided once at the input stage (``intake.open_source``); the reading stage turns a Submission into
one Document and no later stage looks at file lists again.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass

import numpy as np

from plagcheck.engine.model import Document, Extracted

# Between two files of one submission, in the original text: a paragraph break.
SEPARATOR = "\n\n"


@dataclass(frozen=True)
class SubmissionFile:
    """One file of a submission.

    ``location`` is a file on disk: the file itself, or the .zip that holds it, in which case
    ``members`` is the path inside that zip (and, for a zip a student handed in, the path inside
    that one too). ``rel`` is the path shown to the teacher, relative to the scanned root; inside a
    zip, the path inside it prefixed with the zip's name. ``text`` holds typed-in text (a
    Blackboard receipt's Submission Field): the content itself, nothing to read.
    """

    location: str
    rel: str
    members: tuple[str, ...] = ()
    text: str | None = None

    @property
    def in_zip(self) -> bool:
        return bool(self.members)

    def stamp(self) -> tuple[str, float, int]:
        """What changes when the file changes (a cache key): its path, mtime and size on disk."""
        try:
            st = os.stat(self.location)
            return self.rel, st.st_mtime, st.st_size
        except OSError:
            return self.rel, 0.0, -1


@dataclass(frozen=True)
class Submission:
    """One student's work as the platform handed it over.

    ``student`` is the name as the platform gives it (or the roster's); None where the layout
    names nobody (a plain folder of files: the file name speaks for the student). ``key`` is
    stable across downloads of one class (Moodle's participant, Canvas's user id, Blackboard's
    user name, the folder or file name). ``files`` are compared as one text, in this order;
    ``earlier`` lists files of earlier attempts, never compared; ``comments`` are what the student
    wrote to the teacher on a receipt, shown, never compared.
    """

    student: str | None
    key: str
    files: tuple[SubmissionFile, ...]
    earlier: tuple[str, ...] = ()
    comments: str = ""
    source: bool = False  # a reference text (sources.py), not a student's
    # When the student handed in (ISO 8601, UTC) and where that comes from (intake/handin.py);
    # None where it cannot be known.
    submitted: str | None = None
    submitted_from: str = ""

    def fingerprint(self) -> tuple[object, ...]:
        """Changes when any of its files changes, or when the files or the name change."""
        return (
            self.key,
            self.student,
            self.submitted,
            tuple(f.stamp() if f.text is None else (f.rel, f.text) for f in self.files),
        )


def single(path: str, rel: str) -> Submission:
    """A file on disk that is a submission on its own."""
    return Submission(None, rel, (SubmissionFile(path, rel),))


def join_documents(parts: list[Document]) -> Document:
    """The documents read from one submission's files as one document: texts joined in order
    with a paragraph break between files (and a space in the compared text), offsets, exclusions
    and disguises shifted, flags added up. ``path`` is the main file (the longest text)."""
    if len(parts) == 1:
        return parts[0]
    originals: list[str] = []
    texts: list[str] = []
    offsets: list[np.ndarray] = []
    excluded: list[np.ndarray] = []
    disguises: list[tuple[int, int, str]] = []
    quotes: list[tuple[int, int]] = []
    flags: dict[str, int] = {}
    starts: list[int] = []
    base = 0
    for i, d in enumerate(parts):
        if i:
            # The separator: one compared space that maps to the paragraph break.
            texts.append(" ")
            offsets.append(np.array([base - len(SEPARATOR)], dtype=np.int32))
            excluded.append(np.zeros(1, dtype=bool))
        starts.append(base)
        originals.append(d.original)
        texts.append(d.text)
        offsets.append(d.offsets[: len(d.text)] + base)
        ex = d.excluded if d.excluded is not None else np.zeros(len(d.text), dtype=bool)
        excluded.append(ex[: len(d.text)])
        disguises += [(s + base, e + base, k) for s, e, k in d.disguises]
        quotes += [(s + base, e + base) for s, e in d.quotes]
        for k, n in d.flags.items():
            flags[k] = flags.get(k, 0) + n
        base += len(d.original) + len(SEPARATOR)
    original = SEPARATOR.join(originals)
    offsets.append(np.array([len(original)], dtype=np.int32))
    main = max(parts, key=lambda d: len(d.original))
    return Document(
        path=main.path,
        original=original,
        text="".join(texts),
        offsets=np.concatenate(offsets).astype(np.int32),
        flags=flags,
        excluded=np.concatenate(excluded),
        content_hash=hashlib.sha256(original.encode("utf-8", "surrogatepass")).hexdigest(),
        disguises=disguises,
        quotes=tuple(quotes),
        files=tuple(d.path for d in parts),
        starts=tuple(starts),
        digests=tuple(d.digests[0] if d.digests else "" for d in parts),
    )


def join_extracted(parts: list[Extracted]) -> Extracted:
    """The extracted texts of one submission's files as one (what an archive keeps)."""
    if len(parts) == 1:
        return parts[0]
    hidden: list[tuple[int, int]] = []
    quotes: list[tuple[int, int]] = []
    flags: dict[str, int] = {}
    base = 0
    for e in parts:
        hidden += [(s + base, t + base) for s, t in e.hidden]
        quotes += [(s + base, t + base) for s, t in e.quotes]
        for k, n in e.flags.items():
            flags[k] = flags.get(k, 0) + n
        base += len(e.text) + len(SEPARATOR)
    text = SEPARATOR.join(e.text for e in parts)
    return Extracted(text, tuple(hidden), tuple(quotes), flags)


def stamp_document(doc: Document, sub: Submission) -> Document:
    """``doc`` named after the submission it was read from."""
    doc.student = sub.student
    if not doc.files:
        doc.files = (doc.path,)
        doc.starts = (0,)
    doc.earlier = sub.earlier
    doc.comments = sub.comments
    doc.source = sub.source
    doc.submitted, doc.submitted_from = sub.submitted, sub.submitted_from
    return doc
