"""Reference lists and notes: where they are in a text, and their entries read.

A reference list starts at a heading on a line of its own, in the languages plagcheck reads
(References, Reference list, Works Cited, Bibliography, Literaturverzeichnis, Bibliographie,
Références, Referencias, Bibliografía, Daftar Pustaka, ...); a notes section at Notes, Footnotes,
Endnotes, Anmerkungen, Fußnoten, Notas, Catatan, ..., or at a rule (``____``) followed by numbered
lines, as footnotes stand at a page's foot. A section runs to the next such heading or the end.
Each entry is read into its number (``[3]``, ``3.``, ``³``), its authors' surnames, its year and
the words of its title.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from plagcheck.engine.intake.credit.quotes import Span, split_lines

_REFERENCES = (
    r"references?|reference\s+list|list\s+of\s+references|bibliography|select(?:ed)?\s+bibliography"
    r"|works\s+cited|works\s+consulted|cited\s+works|literature\s+cited|sources(?:\s+cited)?"
    r"|literaturverzeichnis|literatur|quellen|quellenverzeichnis|literatur-?\s*und\s+quellen\w*"
    r"|bibliographie|références(?:\s+bibliographiques)?|ouvrages\s+cités|sources"
    r"|referencias(?:\s+bibliográficas)?|bibliografía|obras\s+citadas|fuentes"
    r"|daftar\s+pustaka|daftar\s+referensi|referensi|kepustakaan|rujukan"
)
_NOTES = (
    r"notes?|footnotes|endnotes|anmerkungen|fußnoten|fussnoten|endnoten"
    r"|notes\s+de\s+bas\s+de\s+page|notas(?:\s+al\s+pie)?|notas\s+finales|catatan(?:\s+kaki)?"
)
_HEADING = re.compile(
    r"^[ \t#*_]*(?:(?:\d+|[ivxlc]+)[.)]?[ \t]+)?"
    rf"(?:(?P<refs>{_REFERENCES})|(?P<notes>{_NOTES}))"
    r"[ \t*_]*:?[ \t*_]*$",
    re.IGNORECASE | re.MULTILINE,
)
_RULE = re.compile(r"^[ \t]*(?:_{3,}|-{3,}|\*{3,})[ \t]*$", re.MULTILINE)


def _after_newline(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """A pattern anchored at a line's start (``^``, multi-line) as one that starts with the
    newline before the line: a search for it skips from one newline to the next, where ``^``
    is tried at every character (an essay's headings 17 -> 7 us)."""
    return re.compile("\n" + pattern.pattern.removeprefix("^"), pattern.flags)


_HEADING_NL, _RULE_NL = _after_newline(_HEADING), _after_newline(_RULE)


def at_lines(
    pattern: re.Pattern[str], after_newline: re.Pattern[str], text: str
) -> list[tuple[int, re.Match[str]]]:
    """Each match of ``pattern`` (anchored by ``^`` at a line's start) in ``text`` as
    ``pattern.finditer`` finds them, with where its line starts (``after_newline``'s matches
    start at the newline before it); ``after_newline``: ``_after_newline(pattern)``."""
    out = []
    first = pattern.match(text)
    if first:
        out.append((0, first))
    for m in after_newline.finditer(text, first.end() if first else 0):
        out.append((m.start() + 1, m))
    return out


SUPERSCRIPT = "⁰¹²³⁴⁵⁶⁷⁸⁹"
_SUPER_DIGITS = str.maketrans(SUPERSCRIPT, "0123456789")
# An entry's number: [3], 3., 3), ³, or a Markdown footnote [^3]:
_NUMBER = re.compile(rf"^[ \t]*(?:\[\^?(\d{{1,3}})\]:?|(\d{{1,3}})[.)]?(?=\s)|([{SUPERSCRIPT}]+))")
YEAR = r"(?:1[5-9]\d\d|20\d\d)[a-z]?"
_YEAR = re.compile(rf"(?<!\d){YEAR}(?!\d)|\b(?:n\.\s?d\.|o\.\s?J\.|s\.\s?f\.|t\.\s?t\.)")
_WORD = re.compile(r"[^\W\d_][\w'’\-]*")
# Words of an author part that are not names.
CONNECTORS = frozenset(
    "and und et y e dan or & eds ed hrsg hg dir coord al dkk et al u a editor editors "
    "herausgeber in im the der die das le la les el los las".split()
)


@dataclass(frozen=True)
class Entry:
    """One entry of a reference list or of the notes: its span, number (or None), the authors'
    surnames (lower case), its year ("" when none) and its title's words (lower case)."""

    start: int
    end: int
    text: str
    number: int | None
    names: tuple[str, ...]
    year: str
    title: tuple[str, ...]


@dataclass(frozen=True)
class Sections:
    """The reference lists and notes sections of a text, and their entries."""

    spans: tuple[Span, ...] = ()
    references: tuple[Entry, ...] = ()
    notes: tuple[Entry, ...] = ()
    lists: tuple[Span, ...] = ()  # the reference lists among the spans, heading included

    def note(self, number: int) -> Entry | None:
        return next((n for n in self.notes if n.number == number), None)

    def reference(self, number: int) -> Entry | None:
        numbered = [r for r in self.references if r.number is not None]
        if numbered:
            return next((r for r in numbered if r.number == number), None)
        if 1 <= number <= len(self.references):  # IEEE lists are numbered in their order
            return self.references[number - 1]
        return None


def find_sections(text: str, files: Sequence[int] = ()) -> Sections:
    """Reference lists and notes of ``text`` (headings, and a rule before numbered lines).
    ``files``: where each file of a submission starts in it (a section ends with its file)."""
    marks: list[tuple[int, int, str]] = []  # (heading start, body start, kind)
    for at, m in at_lines(_HEADING, _HEADING_NL, text):
        marks.append((at, m.end(), "refs" if m.group("refs") else "notes"))
    for at, m in at_lines(_RULE, _RULE_NL, text):
        nxt = text[m.end() :].lstrip("\n")
        if _NUMBER.match(nxt):
            marks.append((at, m.end(), "notes"))
    foot = _foot_notes(text)
    if foot is not None and not any(s <= foot < b for s, b, _ in marks):
        marks.append((foot, foot, "notes"))
    marks.sort()
    spans: list[Span] = []
    lists: list[Span] = []
    refs: list[Entry] = []
    notes: list[Entry] = []
    for i, (start, body, kind) in enumerate(marks):
        if not text[:start].strip():
            continue  # a text that is a list from its first line is the work itself
        end = marks[i + 1][0] if i + 1 < len(marks) else len(text)
        end = min([end, *(f for f in files if f > start)])
        entries = read_entries(text, body, end)
        prose = next((j for j, e in enumerate(entries) if _prose(e)), None)
        if prose is not None:  # the list ends where prose goes on
            entries, end = entries[:prose], entries[prose].start
        if kind == "notes" and not any(e.number is not None for e in entries):
            continue  # a "Notes" heading over prose is not a notes section
        if kind == "refs" and not any(_cites(e) for e in entries[:LIST_START]):
            continue  # nor a "Sources" heading over paragraphs that name no year or link
        if not entries:
            continue
        spans.append((start, end))
        (refs if kind == "refs" else notes).extend(entries)
        if kind == "refs":
            lists.append((start, end))
    # Markdown footnotes ([^1]: ...) may stand anywhere.
    for at, line in split_lines(text) if "[^" in text else ():
        if line.startswith("[^") and not any(s <= at < e for s, e in spans):
            entry = _entry(text, at, at + len(line))
            if entry.number is not None:
                notes.append(entry)
                spans.append((at, at + len(line)))
    return Sections(tuple(sorted(spans)), tuple(refs), tuple(notes), tuple(lists))


# An unnumbered entry longer than this is a paragraph of prose, not a reference: a heading's
# word alone on a line ("Sources" over an essay's part on energy sources, a web page's
# "references" link) does not make the rest of a text a reference list. A list typed as one
# paragraph keeps its authors' initials and years in parentheses: LIST_MARKS or more of them
# keep it a list (prose has years too, "in 1966", rarely "(1966)" or "A."; PAN-13's 18 long
# entries after a references line have none to two).
MAX_ENTRY_CHARS = 500
LIST_MARKS = 3
_LIST_MARK = re.compile(rf"\b[A-Z]\.(?=[\s,])|\({YEAR}\)")


# A reference list shows a year, a number or a link in one of its first entries (a long entry
# wrapped over lines that do not look continued is read as several).
LIST_START = 3
_LINK = re.compile(r"https?://|www\.|\bdoi\b", re.IGNORECASE)


def _cites(entry: Entry) -> bool:
    return bool(entry.year) or entry.number is not None or bool(_LINK.search(entry.text))


def _prose(entry: Entry) -> bool:
    return (
        entry.number is None
        and len(entry.text) > MAX_ENTRY_CHARS
        and len(_LIST_MARK.findall(entry.text)) < LIST_MARKS
    )


_SUPER_LINE = re.compile(rf"[ \t]*[{SUPERSCRIPT}]+\s")
_SUPER_ANY = re.compile(f"[{SUPERSCRIPT}]")


def _foot_notes(text: str) -> int | None:
    """Where the lines that end the text and start with a superscript number begin (notes at the
    page's foot, as a .docx's footnotes are read), or None."""
    if text.isascii() or not _SUPER_ANY.search(text):
        return None  # no superscript number at all (most texts): no line split
    start = None
    for at, line in reversed(split_lines(text)):
        if not line.strip():
            continue
        if not _SUPER_LINE.match(line):
            break
        start = at
    return start


def read_entries(text: str, start: int, end: int) -> list[Entry]:
    """The entries of a section's body: one a line, a line that is indented (a hanging indent)
    or starts in lower case continuing the one before."""
    bounds: list[list[int]] = []
    for at, line in split_lines(text[start:end]):
        stripped = line.strip()
        if not stripped:
            continue
        a = start + at
        continues = line[:1] in (" ", "\t") and not _NUMBER.match(line)
        if bounds and (continues or stripped[0].islower()):
            bounds[-1][1] = a + len(line.rstrip())
        else:
            bounds.append([a + len(line) - len(line.lstrip()), a + len(line.rstrip())])
    return [_entry(text, s, e) for s, e in bounds]


def _entry(text: str, s: int, e: int) -> Entry:
    raw = text[s:e]
    number = None
    m = _NUMBER.match(raw)
    if m:
        digits = next(g for g in m.groups() if g)
        number = int(digits.translate(_SUPER_DIGITS))
        raw_rest = raw[m.end() :]
    else:
        raw_rest = raw
    y = _YEAR.search(raw_rest)
    quote = re.search(r"[\"“«„]", raw_rest)
    if quote and (not y or quote.start() < y.start()):  # IEEE: A. Author, "Title," ..., 2020.
        authors, after = raw_rest[: quote.start()], raw_rest[quote.end() :]
    elif y and y.start() < 200:
        authors, after = raw_rest[: y.start()], raw_rest[y.end() :]
    else:  # MLA and notes: "Surname, First. Title. Publisher, 2019."
        cut = re.search(r"\.\s", raw_rest)
        authors = raw_rest[: cut.start()] if cut else raw_rest[:60]
        after = raw_rest[cut.end() :] if cut else ""
    names = tuple(
        w.lower()
        for w in _WORD.findall(authors)
        if len(w) > 1 and w[0].isupper() and w.lower() not in CONNECTORS
    )
    title_part = re.split(r"(?<=\w)[.?!]\s", after.lstrip(" ).,:"), maxsplit=1)[0]
    title = tuple(w.lower() for w in _WORD.findall(title_part) if len(w) >= 4)
    return Entry(s, e, text[s:e], number, names, y.group() if y else "", title)
