"""Quotations in a text as written: spans of the marks a student put around borrowed words.

Inline quotations in the marks of the languages plagcheck reads: straight and curly double quotes,
British single quotes, „…“ and »…« (German), « … » (French, its spaces inside), «…» (Spanish and
others), 「…」 and 『…』. A quotation never crosses a paragraph break, so a mark that opens and
never closes swallows nothing; an apostrophe (``student’s``, ``don't``, ``the students' essays``)
neither opens nor closes one. Block quotations: a paragraph indented deeper than the text's own
paragraphs in .txt/.md, a ``>`` paragraph in Markdown; the format readers give those of .docx,
.odt and .html (``Extracted.quotes``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence

Span = tuple[int, int]

# Inside a quotation: anything but its closing mark and a paragraph break (a newline followed by
# a blank line).
_IN = r"(?:[^{close}\n]|\n(?![ \t]*\n))"


def _pair(open_: str, close: str, also: str = "", spaced: bool = False) -> str:
    """A quotation between two different marks (``also``: marks that end it too, unmatched).
    Only French spaces its marks (« … »): elsewhere a mark that opens is followed by a letter
    and one that closes follows one (so "» and «" between two French quotations is none)."""
    inner = _IN.format(close=re.escape(open_ + close + also))
    if spaced:
        return rf"{re.escape(open_)}(?=[ \u00a0\u202f]?\S){inner}{{1,3000}}?{re.escape(close)}"
    return rf"{re.escape(open_)}(?=\S){inner}{{1,3000}}?(?<=\S){re.escape(close)}"


def _single(open_: str, close: str) -> str:
    """A single-mark quotation (' or ‘…’): opens before a word, closes after one; an apostrophe
    between letters inside ("don't") is part of the text, one after a word outside (the
    students' essays) opens nothing."""
    o, c = re.escape(open_), re.escape(close)
    inner = rf"(?:[^{o}{c}\n]|(?<=\w){c}(?=\w)|\n(?![ \t]*\n))"
    # The closing mark may carry a footnote marker ("…’²"), never a letter ("students’s").
    return rf"(?<![\w{o}]){o}(?=\w){inner}{{1,3000}}?(?<=[\w.,!?;:…]){c}(?![^\W\d_⁰¹²³⁴⁵⁶⁷⁸⁹])"


# Each style of quotation, with its opening mark: a style is looked for only in a text that has
# its mark (one pattern for all costs five times more on a text with none but " and ').
_INLINE = [
    # Straight double quotes: the opening one before a word, the closing one after one.
    ('"', r'(?<![\w"])"(?=\S)' + _IN.format(close='"') + r'{1,3000}?(?<=\S)"'),
    ("“", _pair("“", "”")),
    ("„", _pair("„", "“", "”")),  # German „…“ (and „…” as typed on some keyboards)
    ("„", _pair("„", "”", "“")),
    ("‚", _pair("‚", "‘", "’")),  # German single ‚…‘
    ("»", _pair("»", "«")),  # German »…«
    ("«", _pair("«", "»", spaced=True)),  # French « … », Spanish «…»
    ("「", _pair("「", "」")),
    ("『", _pair("『", "』")),
    ("‘", _single("‘", "’")),
    ("'", _single("'", "'")),
]
_INLINE_RE = [(mark, re.compile(pattern)) for mark, pattern in _INLINE]


def inline_quotes(text: str) -> list[Span]:
    """Spans of inline quotations, their marks included, outermost only, in text order."""
    return merge(m.span() for mark, rx in _INLINE_RE if mark in text for m in rx.finditer(text))


_MD_QUOTE = re.compile(r"[ \t]{0,3}>")


def split_lines(text: str) -> list[tuple[int, str]]:
    """Each line of ``text`` with where it starts."""
    out, at = [], 0
    for line in text.split("\n"):
        out.append((at, line))
        at += len(line) + 1
    return out


def _indent(line: str) -> int:
    """A line's indentation in columns (a tab counts as four)."""
    n = 0
    for c in line:
        if c == " " or c == "\u00a0":
            n += 1
        elif c == "\t":
            n += 4
        else:
            break
    return n


def block_quotes(text: str) -> list[Span]:
    """Spans of block quotations of a plain or Markdown text: runs of lines indented at least two
    columns deeper than the text's own indentation (that of most of its characters, or of its
    paragraphs' first lines), or with ``>``. One indented line followed directly by plain lines
    is a paragraph's indented first line, not a quotation."""
    if not text.strip() or not re.search(r"(?:^|\n)[ \t\u00a0>]", text):
        return []  # no line is indented or quoted (most texts)
    lines = split_lines(text)
    # The text's own indentation, by characters (a one-line paragraph outweighs a quotation's
    # lines): of all its lines, and of its paragraphs' first lines (an indented first line).
    usual, first = Counter[int](), Counter[int]()
    for i, (_, line) in enumerate(lines):
        if line.strip():
            usual[_indent(line)] += len(line)
            if i == 0 or not lines[i - 1][1].strip():
                first[_indent(line)] += len(line)
    base = max(usual.most_common(1)[0][0], first.most_common(1)[0][0])
    deep = [bool(line.strip()) and _indent(line) >= base + 2 for _, line in lines]
    md = [bool(_MD_QUOTE.match(line)) for _, line in lines]
    out: list[Span] = []
    for flags in (deep, md):
        i = 0
        while i < len(lines):
            if not flags[i]:
                i += 1
                continue
            j = i
            while j + 1 < len(lines) and flags[j + 1]:
                j += 1
            after = lines[j + 1][1] if j + 1 < len(lines) else ""
            first_line_only = flags is deep and j == i and after.strip() != ""
            if not first_line_only:
                s = lines[i][0] + len(lines[i][1]) - len(lines[i][1].lstrip(" \t\u00a0>"))
                e = lines[j][0] + len(lines[j][1].rstrip())
                if e > s:
                    out.append((s, e))
            i = j + 1
    return merge(out)


def quotations(text: str, given: Iterable[Span] = ()) -> list[Span]:
    """Every quotation of ``text``: inline ones, block ones and those the format marked
    (``given``), merged."""
    return merge([*inline_quotes(text), *block_quotes(text), *given])


def merge(spans: Iterable[Span]) -> list[Span]:
    """Spans sorted, those that overlap joined (a quotation inside a quotation is one)."""
    out: list[Span] = []
    for s, e in sorted(spans):
        if out and s < out[-1][1]:
            if e > out[-1][1]:
                out[-1] = (out[-1][0], e)
        else:
            out.append((s, e))
    return out


def inside(spans: Sequence[Span], s: int, e: int) -> int:
    """Characters of [s, e) inside ``spans`` (sorted, not overlapping)."""
    n = 0
    for a, b in spans:
        if b <= s:
            continue
        if a >= e:
            break
        n += min(b, e) - max(a, s)
    return n
