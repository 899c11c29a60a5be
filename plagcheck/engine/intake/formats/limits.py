"""What every reader shares: the formats read, the reasons a teacher is shown, the bounds of one
file (size, time, characters, nesting), the error a reader raises, and the result it returns
(hidden and quoted spans merged, over-long words refused).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from plagcheck.engine.intake.safezip import DOCUMENT_LIMITS, SafeZip, ZipProblem
from plagcheck.engine.model import Extracted
from plagcheck.i18n import msg

SUPPORTED = (".txt", ".md", ".html", ".htm", ".docx", ".odt", ".rtf", ".pdf")

BINARY = msg("binary content, not text")
BINARY_NUL = msg("binary content (NUL bytes)")
NOT_DOCX = msg("not a Word document (corrupt or renamed)")
NOT_ODT = msg("not an OpenDocument text (corrupt or renamed)")
NOT_RTF = msg("corrupt RTF (not a Rich Text file)")
NOT_PDF = msg("corrupt PDF (cannot be read)")
ENCRYPTED_PDF = msg("password-protected PDF")
SCANNED_PDF = msg("PDF has no text layer (scanned image?)")
NO_TEXT = msg("no text in file")
BROKEN_LINK = msg("broken link (its target is missing or loops)")

# Bounds of one file, checked before (or while) the work. The time budget is enforced by reading
# the risky formats in a child process that is stopped when it runs out (engine.isolate).
READ_SECONDS = 30.0  # per file
MAX_CHARS = 10_000_000  # extracted text (a long thesis is 1,000,000)
MAX_WORD = 1_000  # characters of one word: longer runs are not words (base64, no spaces)
MAX_PDF_PAGES = 2_000
MAX_RTF_DEPTH = 1_000  # nesting of RTF groups (Word writes a few dozen at most)


class ExtractionError(Exception):
    """A file or folder cannot be read; ``reason`` (also ``str(e)``) is shown to the teacher."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


Span = tuple[int, int]


def _merge(spans: Iterable[Span], length: int) -> tuple[Span, ...]:
    """Sorted, non-empty, non-overlapping spans within a text of ``length`` characters."""
    if not spans:  # most files: nothing hidden, no quotes marked
        return ()
    out: list[Span] = []
    for s, e in sorted((s, min(e, length)) for s, e in spans if min(e, length) > s):
        if out and s <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return tuple(out)


_LONG_WORD = re.compile(rf"\w{{{MAX_WORD + 1},}}")


def _check_words(text: str) -> None:
    """Text that is mostly "words" longer than ``MAX_WORD`` (no spaces, an encoded blob) holds
    nothing to compare: a named problem at once, not minutes of shingling."""
    if len(text) <= MAX_WORD:
        return
    # A run of more than MAX_WORD word characters covers a whole block of MAX_WORD // 2 at an
    # even offset: where every such block holds a space there is none (the regex below tries
    # every character of every word, over 0.1 ms for a page of prose).
    half = MAX_WORD // 2
    if all(text.find(" ", i, i + half) >= 0 for i in range(0, len(text) - half + 1, half)):
        return
    long = [m.end() - m.start() for m in _LONG_WORD.finditer(text)]
    if long and sum(long) > len(text) // 2:
        raise ExtractionError(
            msg("no words to compare ({n:,} characters without a space)", n=max(long))
        )


def make_result(
    text: str,
    hidden: Iterable[Span] = (),
    quotes: Iterable[Span] = (),
    flags: dict[str, int] | None = None,
) -> Extracted:
    if not text.strip():
        raise ExtractionError(NO_TEXT)
    _check_words(text)
    if len(text) > MAX_CHARS:
        raise ExtractionError(
            f"text too long ({len(text):,} characters; the limit is {MAX_CHARS:,})"
        )
    h = _merge(hidden, len(text))
    n_hidden = sum(e - s for s, e in h)
    flags = dict(flags or {})
    if n_hidden:
        flags["hidden_text"] = n_hidden
    return Extracted(text=text, hidden=h, quotes=_merge(quotes, len(text)), flags=flags)


# An XML part of a document package never declares a document type (OOXML and ODF forbid it):
# one that does is refused before any parser sees it, so no entity is expanded or fetched.
_DOCTYPE = tuple("<!DOCTYPE".encode(c) for c in ("ascii", "utf-16-le", "utf-16-be"))
DOCTYPE = msg("XML with a document type declaration (entity expansion refused)")


def check_package(data: bytes, not_this: str) -> None:
    """The zip of a .docx or .odt checked within its bounds (``safezip``) before a library
    reads it, its XML parts free of document type declarations."""
    try:
        with SafeZip(data, DOCUMENT_LIMITS) as z:
            for info in z.infolist():
                if not info.filename.lower().endswith((".xml", ".rels")):
                    continue
                tail = b""
                for chunk in z.chunks(info):
                    window = tail + chunk
                    if any(d in window for d in _DOCTYPE):
                        raise ExtractionError(DOCTYPE)
                    tail = window[-24:]
    except ZipProblem as e:
        corrupt = e.reason.startswith(("not a zip", "corrupt zip"))
        raise ExtractionError(not_this if corrupt else e.reason) from e


OUT_OF_MEMORY = msg("too large to read (out of memory)")
