"""Plain data passed between the engine's stages and to its fronts (CLI, window, reports)."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields
from functools import cached_property
from typing import Any

import numpy as np

from plagcheck.i18n import Msg, nmsg

# Flag keys raised by extraction and normalisation, with the words a teacher reads.
FLAG_TEXT: dict[str, Callable[[int], Msg]] = {
    "confusables": lambda n: nmsg(
        "{n} look-alike letter replaced", "{n} look-alike letters replaced", n=n
    ),
    "invisible": lambda n: nmsg(
        "{n} invisible character removed", "{n} invisible characters removed", n=n
    ),
    "odd_spaces": lambda n: nmsg(
        "{n} unusual space made plain", "{n} unusual spaces made plain", n=n
    ),
    "compat_forms": lambda n: nmsg(
        "{n} compatibility character folded (full-width etc.)",
        "{n} compatibility characters folded (full-width etc.)",
        n=n,
    ),
    "hidden_text": lambda n: nmsg("hidden text: {n} character", "hidden text: {n} characters", n=n),
    "nul_bytes": lambda n: nmsg(
        "{n} NUL byte between words read as spaces",
        "{n} NUL bytes between words read as spaces",
        n=n,
    ),
}


def describe_flags(flags: dict[str, int]) -> list[Msg]:
    """Teacher-readable sentences for a document's flags, in a stable order (messages: the
    fronts write them in the reader's language)."""
    out = []
    for key, n in flags.items():
        if n:
            out.append(FLAG_TEXT[key](n) if key in FLAG_TEXT else Msg("{key}: {n}", key=key, n=n))
    return out


def too_short(words: bool, k: int) -> Msg:
    """Why a document has nothing to compare: fewer than ``k`` words (or characters)."""
    if words:
        return nmsg(
            "too short to compare (fewer than {n} word)",
            "too short to compare (fewer than {n} words)",
            n=k,
        )
    return nmsg(
        "too short to compare (fewer than {n} character)",
        "too short to compare (fewer than {n} characters)",
        n=k,
    )


_NO_OFFSETS = np.zeros(1, dtype=np.int32)
# Arrays shorter than this are pickled as they are (``compact``).
_COMPACT_MIN = 64


def compact(a: np.ndarray | None) -> Any:
    """A 1-D array as it is pickled, ``expand`` giving it back equal: a bool array of one value
    as ("fill", value, n), integers that step by 1 (each character's position) as ("range",
    first, n, dtype); others as they are. A worker sends the documents of reported pairs back
    whole (20,000 related essays: 3,533 of them, 47 MB a block of 336), half of it such arrays.
    (Offset maps that step by 0 to 255 as uint8 steps were smaller still, but their running
    sum cost more to load than the bytes they spared.)"""
    if a is None or a.ndim != 1 or len(a) < _COMPACT_MIN:
        return a
    if a.dtype == np.bool_:
        first = bool(a[0])
        return ("fill", first, len(a)) if (a.all() if first else not a.any()) else a
    if a.dtype.kind not in "iu":
        return a
    steps = np.diff(a)
    low, high = int(steps.min()), int(steps.max())
    if low == high == 1:
        return ("range", int(a[0]), len(a), a.dtype.str)
    return a


def expand(x: Any) -> Any:
    """The array ``compact`` gave ``x`` for (anything else as it is)."""
    if not isinstance(x, tuple):
        return x
    if x[0] == "fill":
        return np.full(x[2], x[1], dtype=bool)
    return np.arange(x[1], x[1] + x[2], dtype=x[3])


@dataclass(frozen=True)
class Problem:
    """A file that could not be compared, with a reason a teacher understands."""

    path: str
    reason: str
    # The student (as the reports name them) whose work this problem left wholly unchecked: a
    # file, folder or LMS submission none of whose files could be read, or that was too short.
    # Empty for a file of a submission that was still checked, a template, a reference text.
    unchecked: str = ""


@dataclass(frozen=True)
class Extracted:
    """Text as the reader of a file sees it, plus what the format says about parts of it.

    ``hidden`` and ``quotes`` are (start, end) spans of ``text``: hidden spans were invisible to a
    reader (white text, hidden property, tiny font); quote spans are block quotes the format marks.
    """

    text: str
    hidden: tuple[tuple[int, int], ...] = ()
    quotes: tuple[tuple[int, int], ...] = ()
    flags: dict[str, int] = field(default_factory=dict)


@dataclass
class Document:
    """One submission after reading and normalisation.

    ``offsets[i]`` is the index in ``original`` of normalised character ``i``; ``offsets`` has
    ``len(text) + 1`` entries so that a normalised span [s, e) maps to
    ``original[offsets[s]:offsets[e - 1] + 1]``. ``excluded`` marks normalised characters that must
    not score (hidden text, quotations, bibliography); they stay in ``original`` for display.
    """

    path: str
    original: str
    text: str
    offsets: np.ndarray
    flags: dict[str, int] = field(default_factory=dict)
    excluded: np.ndarray | None = None
    content_hash: str = ""
    label: str | None = None  # archive label when the document comes from an archive
    # A reference text (web page, textbook chapter, model answer): compared with every
    # submission, never with another reference text, never listed as a student.
    source: bool = False
    # Where disguises were found: (original start, original end, flag key) for each character
    # that normalisation replaced or removed as evasion (look-alike letter, invisible character...).
    disguises: list[tuple[int, int, str]] = field(default_factory=list)
    # Length of the original text when it is not kept (a large scan keeps only the documents in
    # candidate pairs whole; see pipeline.LEAN_DOCS).
    dropped_chars: int = 0
    # The submission it was read from (intake.Submission): the student's name as the platform
    # gives it (None where nobody is named: a plain folder of files), the files whose texts were
    # joined (in order; ``path`` is the main one, the longest) with where each starts in
    # ``original``, files of earlier attempts (listed, never compared) and the student's comments
    # on a receipt (shown, never compared).
    student: str | None = None
    files: tuple[str, ...] = ()
    starts: tuple[int, ...] = ()
    earlier: tuple[str, ...] = ()
    comments: str = ""
    # Quotations the file's format marks (a blockquote, a Quote style): spans of ``original``.
    quotes: tuple[tuple[int, int], ...] = ()
    # The SHA-256 of each of ``files`` as the scan read it (its bytes), so that a case file can
    # prove a file is the one examined, or name it as changed since ("" where not read here).
    digests: tuple[str, ...] = ()
    # An article of a library (engine/library): its title, its page's address and the library's
    # name; a library's articles are reference texts (``source``).
    title: str | None = None
    url: str | None = None
    library: str | None = None
    # When the student handed in (ISO 8601, UTC; None where it cannot be known) and where that
    # time comes from (intake/handin.py's FROM_ names).
    submitted: str | None = None
    submitted_from: str = ""

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Pickled as its fields in order (workers send a thousand at a time), loaded by one
        call each: 3x faster to load than pickle's default for an object, a little smaller; its
        offset map and excluded characters ``compact``. (Cached properties are left out: they
        are worked out again where needed.)"""
        values = [getattr(self, name) for name in _DOCUMENT_FIELDS]
        values[_OFFSETS], values[_EXCLUDED] = compact(self.offsets), compact(self.excluded)
        return _loaded_document, tuple(values)

    @property
    def chars(self) -> int:
        """Characters of the original text (kept or not)."""
        return len(self.original) or self.dropped_chars

    @classmethod
    def unmapped(cls, path: str, text: str, content_hash: str, chars: int) -> Document:
        """A document read for its signature only: the compared text, without the original
        text or the offset map (a large scan's first reading of a plain text file)."""
        return cls(path, "", text, _NO_OFFSETS, content_hash=content_hash, dropped_chars=chars)

    def light(self) -> Document:
        """This document without its texts and offset map: what a large scan keeps of it."""
        return Document(
            path=self.path,
            original="",
            text="",
            offsets=_NO_OFFSETS,
            flags=self.flags,
            content_hash=self.content_hash,
            label=self.label,
            source=self.source,
            disguises=self.disguises,
            dropped_chars=self.chars,
            student=self.student,
            files=self.files,
            starts=self.starts,
            earlier=self.earlier,
            comments=self.comments,
            quotes=self.quotes,
            digests=self.digests,
            title=self.title,
            url=self.url,
            library=self.library,
            submitted=self.submitted,
            submitted_from=self.submitted_from,
        )

    @property
    def archived(self) -> bool:
        return self.label is not None

    def file_at(self, offset: int) -> str:
        """The file of the submission that original offset ``offset`` lies in."""
        if len(self.files) < 2:
            return self.files[0] if self.files else self.path
        i = max(0, bisect_right(self.starts, offset) - 1)
        return self.files[i]

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """Map a normalised span [start, end) to the original text (an empty span stays
        empty)."""
        lo = int(self.offsets[start])
        return lo, int(self.offsets[end - 1]) + 1 if end > start else lo

    @cached_property
    def non_space(self) -> int:
        """Non-space characters of the original text (what a passage's coverage is a share
        of); counted once, as a document is in many pairs."""
        return non_space(self.original)


_DOCUMENT_FIELDS = tuple(f.name for f in fields(Document))
_OFFSETS, _EXCLUDED = _DOCUMENT_FIELDS.index("offsets"), _DOCUMENT_FIELDS.index("excluded")


def _loaded_document(*values: Any) -> Document:
    """A pickled Document (``Document.__reduce__``) loaded."""
    out = Document(*values)
    out.offsets, out.excluded = expand(out.offsets), expand(out.excluded)
    return out


def non_space(text: str) -> int:
    """Characters of ``text`` that are not white space."""
    if text.isascii():  # deleting bytes is 7x faster than splitting
        return len(text.encode("ascii").translate(None, _ASCII_WHITE))
    # str.split() splits at exactly the characters regex \s matches, 4x faster than re.sub.
    return len("".join(text.split()))


_ASCII_WHITE = bytes(c for c in range(128) if chr(c).isspace())


def safe_display(name: str) -> str:
    """A name or path as every view and report shows it: characters that are not printable
    (control characters, bidirectional overrides and isolates such as U+202E, zero-width and
    other format characters, line separators, lone surrogates) shown as ``\\xNN`` or
    ``\\uNNNN``, so a name cannot reverse or hide the text around it. Printable names are kept
    as they are, and the result is its own display (applying it twice changes nothing)."""
    if name.isprintable():  # nearly every name
        return name
    out = []
    for c in name:
        o = ord(c)
        if c.isprintable():
            out.append(c)
        elif 0xDC80 <= o <= 0xDCFF:  # os.fsdecode's escape of the undecodable byte o - 0xDC00
            out.append(f"\\x{o - 0xDC00:02x}")
        elif o < 0x100:
            out.append(f"\\x{o:02x}")
        else:
            out.append(f"\\u{o:04x}" if o < 0x10000 else f"\\U{o:08x}")
    return "".join(out)


def display_name(doc: Document) -> str:
    """How every view and report names a document: the student's name where the platform gives
    one, else the file's path; archived ones carry their label, "[2024] Ana Lima", a library's
    articles their title, "[enwiki] Photosynthesis"; shown safely (``safe_display``)."""
    name = safe_display(doc.student or doc.path)
    if doc.source and doc.title:
        return f"[{safe_display(doc.library or '')}] {safe_display(doc.title)}"
    if doc.source:
        return f"[reference] {name}"
    return f"[{safe_display(doc.label or '')}] {name}" if doc.archived else name


def coverage(doc: Document, spans: Sequence[tuple[int, int]]) -> float:
    """Share of the original's non-space characters inside ``spans`` (spans must not overlap)."""
    total = doc.non_space
    if total == 0:
        return 0.0
    # One count of the spans joined (they do not overlap), not one a span.
    return non_space("".join([doc.original[s:e] for s, e in spans])) / total
