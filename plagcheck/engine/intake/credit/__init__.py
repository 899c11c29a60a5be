"""Credit marks: the quotations, citations, reference lists and notes of a text as written.

In: a document's original text (and the quotations its format marked). Out: ``Marks``, with
spans into that text, which ``compare.credit`` reads to say what credit a passage was given.
Must not import: anything above ``intake``.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from plagcheck.engine.intake.credit.citations import Citation, find_citations
from plagcheck.engine.intake.credit.quotes import Span, block_quotes, inside, merge, quotations
from plagcheck.engine.intake.credit.sections import SUPERSCRIPT, Entry, Sections, find_sections

# Where a sentence ends: its closing punctuation (and the quotation marks and footnote marker
# after it), then white space and a capital letter; or a paragraph break; or a line that ends
# with a colon (the lead-in of a block quotation).
_STOP = re.compile(
    rf"(?<=[.!?…])[\"”’»«“)\]]*[{SUPERSCRIPT}]*(?=\s+[\"“„«»‘'¿¡]?[A-ZÀ-ÖØ-ÞĀ-Ž])"
    r"|\n[ \t]*\n|(?<=:)[ \t]*\n"
)


@dataclass(frozen=True)
class Marks:
    """What a text says about credit: quotations (merged), which of them are block quotations,
    citations, reference lists and notes, and where its sentences start (where it cites)."""

    quotes: tuple[Span, ...]
    blocks: tuple[Span, ...]
    citations: tuple[Citation, ...]
    sections: Sections
    stops: tuple[int, ...]

    def in_sections(self, s: int, e: int) -> bool:
        """Most of [s, e) lies in a reference list or notes."""
        return e > s and 2 * inside(self.sections.spans, s, e) >= e - s

    def quoted(self, s: int, e: int) -> bool:
        """Most of [s, e) lies inside quotation marks or a block quotation."""
        return e > s and 2 * inside(self.quotes, s, e) >= e - s

    def window(self, s: int, e: int) -> Span:
        """The text a citation must touch to credit [s, e): the sentences it lies in, widened to
        the quotations it overlaps; a block quotation's lead-in sentence too."""
        lo, hi = s, e
        for qs, qe in self.quotes:
            if qs < e and s < qe:
                lo, hi = min(lo, qs), max(hi, qe)
        start = lo
        for bs, be in self.blocks:
            if bs < e and s < be:
                start = min(start, bs - 1)  # the sentence before: "As Smith (2019) puts it:"
        i = bisect_right(self.stops, start) - 1
        j = bisect_left(self.stops, hi)
        return (self.stops[i] if i >= 0 else 0), (self.stops[j] if j < len(self.stops) else 1 << 62)

    def citation(self, s: int, e: int) -> Citation | None:
        """The citation that credits [s, e), or None: of those touching its window, the first
        one after its end, else the last one before it."""
        lo, hi = self.window(s, e)
        near = [c for c in self.citations if c.start < hi and lo < c.end]
        after = [c for c in near if c.start >= e - 1]
        if after:
            return after[0]
        return near[-1] if near else None


def read_marks(text: str, given: Iterable[Span] = (), files: Sequence[int] = ()) -> Marks:
    """The credit marks of ``text`` (``given``: the quotations its format marked; ``files``:
    where each file of a submission starts in it)."""
    sections = find_sections(text, files)
    given = list(given)
    found = block_quotes(text)
    blocks = merge(
        [
            *(q for q in given if q[0] == 0 or text[q[0] - 1] == "\n"),
            # From the line's start, so that the sentence before is the lead-in.
            *((text.rfind("\n", 0, b0) + 1, b1) for b0, b1 in found),
        ]
    )
    quotes = [
        q
        for q in quotations(text, given, found)
        if not any(s <= q[0] < e for s, e in sections.spans)  # titles in a reference list
    ]
    cites = find_citations(text, sections)
    # Full stops inside a citation ("et al.", "p.") end no sentence. Sentences only place
    # citations (``Marks.window``): a text that cites nothing is not cut into them (a pattern
    # tried at every character: half of an essay's credit marks).
    starts = [c.start for c in cites]
    ends = [c.end for c in cites]
    stops = [
        m.end()
        for m in (_STOP.finditer(text) if cites else ())
        if not (i := bisect_right(starts, m.start())) or ends[i - 1] <= m.start()
    ]
    return Marks(tuple(quotes), tuple(blocks), tuple(cites), sections, tuple(stops))


def names_source(citation: Citation, header: str) -> bool:
    """Whether ``citation`` names the text whose header (its first lines, title and author as
    its metadata gives them, or its reference-list entry) is ``header``: one of its surnames is
    in it, and its year too where both give one."""
    words = {w.lower() for w in re.findall(r"[^\W\d_][\w'’\-]+", header)}
    if not citation.names or not any(n in words for n in citation.names):
        return False
    years = set(re.findall(r"(?<!\d)(?:1[5-9]\d\d|20\d\d)(?!\d)", header))
    return not (citation.year and years) or citation.year[:4] in years


__all__ = ["Citation", "Entry", "Marks", "Sections", "names_source", "read_marks"]
