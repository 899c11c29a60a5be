"""In-text citations of a text as written.

Parenthetical author-date, with or without a page: ``(Name, 2019, p. 4)``, ``(Name 2019: 4)``,
``(Name & Other, 2019)``, ``(Name et al., 2019; Other 2020)``, ``(vgl. Name 2019, S. 4)``;
MLA ``(Name 4)``; numeric ``[3]``; narrative ``Name (2019) writes that``; footnote markers (a
superscript or a number after a quotation or a sentence's punctuation, ``[^3]`` in Markdown).
Page words of other languages are read (``S.``, ``p.``, ``pág.``, ``hlm.``, ...). A numeric
citation or a footnote marker is a citation only when its entry or note is found: what the rules
cannot read is no citation (the passage stays uncredited, never the reverse).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from plagcheck.engine.intake.credit.sections import (
    CONNECTORS,
    SUPERSCRIPT,
    YEAR,
    Entry,
    Sections,
)

_YEAR_OR_ND = rf"(?:{YEAR}|n\.\s?d\.|o\.\s?J\.|s\.\s?f\.|t\.\s?t\.)"
_PAGE_WORD = r"(?:pp?|S|s|pág|págs|pag|hlm|hal|h|Bd|vol|ch|chap|cap|para|Abs|no|nr)\."
_LOCATOR = rf"(?:{_PAGE_WORD}\s*)?[\divxlc]{{1,5}}(?:\s*[-–]\s*[\divxlc]{{1,5}})?(?:\s*f{{1,2}}\.)?"
_NAME = r"(?:(?:van|von|de|da|del|della|di|du|le|la|ter|den|der)\s+)*[^\W\d_][\w'’\-]+"
_JOIN = r"(?:\s*(?:,|&|and|und|et|y|e|dan)\s+)"
_ETAL = r"(?:,?\s+(?:et\s+al\.?|u\.\s?a\.|dkk\.?|y\s+otros|y\s+cols?\.))"
_NAMES = rf"{_NAME}(?:{_JOIN}{_NAME}){{0,3}}{_ETAL}?"
_PREFIX = r"(?:(?:see|see\s+also|cf\.|vgl\.|siehe|voir|cf|véase|ver|lihat|e\.g\.,?|z\.\s?B\.)\s+)?"

_AUTHOR_DATE = re.compile(
    rf"{_PREFIX}(?P<names>{_NAMES}),?\s+(?P<year>{_YEAR_OR_ND})(?:\s*[,:]\s*{_LOCATOR})?\s*"
)
_MLA = re.compile(rf"{_PREFIX}(?P<names>{_NAMES})(?:,\s*[^,;]{{1,60}})?\s+{_LOCATOR}\s*")
_PAREN = re.compile(r"\(([^()\[\]\n]{2,250})\)")
# A page alone, "(45)" or "(p. 45)": MLA's citation after a sentence that names the author.
_PAGE_ONLY = re.compile(rf"\((?:{_PAGE_WORD}\s*)?\d{{1,4}}(?:\s*[-–]\s*\d{{1,4}})?\)")
_PARAGRAPH = re.compile(r"\n[ \t]*\n")
_NUMERIC = re.compile(
    r"\[(?P<nums>\d{1,3}(?:\s*[,–-]\s*\d{1,3})*)(?:\s*,\s*" + _PAGE_WORD + r"\s*\d+)?\]"
)
# A narrative citation: a year in parentheses (found first: a search for names at every
# character costs 100 times more), after the authors' names.
_YEAR_PAREN = re.compile(rf"\((?P<year>{_YEAR_OR_ND})(?:\s*[,:]\s*{_LOCATOR})?\)")
_NARRATIVE = re.compile(rf"(?P<names>{_NAMES})(?:['’]s?)?\s*\Z")
# A footnote marker right after a word, a quotation or a sentence's punctuation: superscript
# digits, a Markdown [^3], or plain digits after punctuation (".3 "). (The mark before it is
# matched, not looked behind for: a pattern that starts with a look-behind is tried at every
# character.)
_FOOTNOTE = re.compile(
    rf"(?:[^\W\d_]|[.,;:!?)\"”’»«“])(?P<sup>[{SUPERSCRIPT}]+)|\[\^(?P<md>\d{{1,3}})\]"
    rf"|[.,;:!?\"”’»«“](?P<num>\d{{1,3}})(?=\s|$)"
)


@dataclass(frozen=True)
class Citation:
    """A citation found: its span, its text (with the entry or note it points to, for a number
    or a footnote), its kind, the surnames it names (lower case), its year and number."""

    start: int
    end: int
    text: str
    kind: str  # author-date, mla, numeric, narrative, footnote
    names: tuple[str, ...] = ()
    year: str = ""
    number: int | None = None


def _names(raw: str) -> tuple[str, ...]:
    words = re.findall(r"[^\W\d_][\w'’\-]+", raw)
    return tuple(
        w.lower()
        for w in words
        if w[0].isupper() and w.lower() not in CONNECTORS and w.lower() not in _PREFIX_WORDS
    )


_PREFIX_WORDS = frozenset("see cf vgl siehe voir véase ver lihat also".split())


def _named(raw: str) -> bool:
    """Names at least one capitalised word (a name), not only page words or numbers."""
    return bool(_names(raw))


def find_citations(text: str, sections: Sections) -> list[Citation]:
    """Every citation of ``text`` outside its reference lists and notes, in text order."""
    out: list[Citation] = []
    for m in _PAREN.finditer(text):
        out += _parenthetical(m)
    # Where the text has a reference list, a narrative citation names one of its authors
    # ("Year (2019)" at a sentence's start is no citation).
    known = {n for e in sections.references for n in e.names}
    for y in _YEAR_PAREN.finditer(text):
        lo = max(0, y.start() - 150)
        n = _NARRATIVE.search(text, lo, y.start())
        names = _names(n.group("names")) if n else ()
        if n and names and (not known or known.intersection(names)):
            start = n.start() + _lead(n.group("names"))
            year = y.group("year")
            found = text[start : y.end()]
            out.append(Citation(start, y.end(), found, "narrative", names[-3:], year))
    for m in _PAGE_ONLY.finditer(text):
        # The author named earlier in the paragraph (a page refers to the last author named),
        # one the reference list holds.
        lo = max(0, m.start() - 2000)
        breaks = list(_PARAGRAPH.finditer(text, lo, m.start()))
        paragraph = text[breaks[-1].end() if breaks else lo : m.start()]
        names = tuple(n for n in _names(paragraph) if n in known)
        # It ends a sentence or a quotation ("(2) then" is a list's number, not a page).
        closes = text[m.end() : m.end() + 3].lstrip()[:1] in (".", ",", ";", ":", "")
        quoted = text[: m.start()].rstrip()[-1:] in '"”’»«“'
        if names and (closes or quoted):
            out.append(Citation(m.start(), m.end(), m.group(), "mla", names[-1:]))
    for m in _NUMERIC.finditer(text):
        nums = [int(n) for n in re.findall(r"\d+", m.group("nums"))]
        entries = [e for e in (sections.reference(n) for n in nums) if e is not None]
        if entries:
            out.append(_pointing(m, "numeric", entries, nums[0]))
    # A marker is a citation only where its note is found: without notes, none is looked for (a
    # pattern that may start at any letter: 0.2 ms of an essay's 0.5 ms of credit marks).
    for m in _FOOTNOTE.finditer(text) if sections.notes else ():
        group = next(g for g in ("sup", "md", "num") if m.group(g))
        digits = m.group(group)
        number = int(digits.translate(str.maketrans(SUPERSCRIPT, "0123456789")))
        note = sections.note(number)
        if note is not None:
            out.append(_pointing(m, "footnote", [note], number, m.start(group)))
    inside = sections.spans
    kept = [c for c in out if not any(s <= c.start < e for s, e in inside)]
    return sorted(kept, key=lambda c: (c.start, -c.end))


def _lead(names: str) -> int:
    """Characters before the first capitalised name of a narrative match ("writes that Smith"
    is matched from "Smith")."""
    for m in re.finditer(r"[^\W\d_][\w'’\-]+", names):
        if m.group()[0].isupper() and m.group().lower() not in CONNECTORS:
            return m.start()
    return 0


def _parenthetical(m: re.Match[str]) -> list[Citation]:
    """An author-date or MLA citation in parentheses (each of its ``;`` parts may be one)."""
    inner = m.group(1)
    names: list[str] = []
    year = ""
    kind = ""
    for part in inner.split(";"):
        part = part.strip()
        ad = _AUTHOR_DATE.fullmatch(part)
        if ad and _named(ad.group("names")):
            names += _names(ad.group("names"))
            year = year or ad.group("year")
            kind = "author-date"
            continue
        mla = _MLA.fullmatch(part)
        if mla and _named(mla.group("names")) and any(ch.isdigit() for ch in part):
            names += _names(mla.group("names"))
            kind = kind or "mla"
    if not kind:
        return []
    return [Citation(m.start(), m.end(), m.group(), kind, tuple(names), year)]


def _pointing(
    m: re.Match[str], kind: str, entries: list[Entry], number: int, start: int | None = None
) -> Citation:
    """A numeric citation or a footnote marker (from ``start``), carrying its entry's or note's
    text."""
    start = m.start() if start is None else start
    first = entries[0]
    text = f"{m.string[start : m.end()].strip()} {first.text.strip()}"
    return Citation(start, m.end(), text, kind, first.names, first.year, number)
