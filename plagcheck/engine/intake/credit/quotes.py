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

# Each style of quotation: its opening mark, the marks that close it, and whether its marks
# are spaced from the words (French « … »).
STYLES = (
    ('"', '"', False),
    ("“", "”", False),
    ("„", "“”", False),  # German „…“ (and „…” as typed on some keyboards)
    ("‚", "‘’", False),  # German single ‚…‘
    ("»", "«", False),  # German »…«
    ("«", "»", True),  # French « … », Spanish «…»
    ("「", "」", False),
    ("『", "』", False),
    ("‘", "’", False),
    ("'", "'", False),
)
_SPACES = " \u00a0\u202f"
# What a quotation may begin with besides a word: another mark, a bracket, an ellipsis.
_LEADS = "\"“‘'„‚«»「『([¿¡…"
_PARAGRAPH = re.compile(r"\n[ \t]*\n")
LONGEST = 3000  # characters: a longer "quotation" is a mark that never closed


def _opens(text: str, i: int, spaced: bool) -> bool:
    """The mark at ``i`` can open a quotation: at a word's start (after a space, a bracket, a
    dash or another mark), before a word, a bracket or another mark (or, spaced, a space and
    one); ``a'', b`` opens nothing."""
    before = text[i - 1] if i else " "
    after = text[i + 1 : i + 3]
    if spaced and after[:1] in _SPACES:
        after = after[1:]
    first = after[:1]
    return (before.isspace() or not before.isalnum()) and (first.isalnum() or first in _LEADS)


# Marks that are also apostrophes or open as well as close: before a letter they close nothing.
_AMBIGUOUS = "'’\""


def _closes(text: str, i: int, spaced: bool, mark: str) -> bool:
    """The mark at ``i`` can close a quotation: after a word (or, spaced, a word and a space);
    an apostrophe-like mark not before a letter ("student’s", "don't"; a footnote marker may
    follow). A mark that only closes (”, «, 」) closes before a letter too (“PageRank”ed)."""
    before = text[i - 1] if i else " "
    if spaced and before in _SPACES and i > 1:
        before = text[i - 2]
    after = text[i + 1] if i + 1 < len(text) else " "
    if mark in _AMBIGUOUS and (after.isalpha() or after == "_"):
        return False
    return bool(before.strip())


def _style_quotes(text: str, open_: str, close: str, spaced: bool) -> list[Span]:
    """Quotations of one style, outermost only: its marks read in order, an opening one pushed
    and a closing one popped, a quotation recorded when none is left open. What a paragraph
    leaves open is no quotation."""
    marks = re.compile("|".join(map(re.escape, {open_, *close})))
    out: list[Span] = []
    stack: list[int] = []
    breaks = iter([m.start() for m in _PARAGRAPH.finditer(text)] + [len(text) + 1])
    cut = next(breaks)
    for m in marks.finditer(text):
        i, c = m.start(), m.group()
        while i > cut:  # a new paragraph: nothing stays open across it
            stack.clear()
            cut = next(breaks)
        can_close = c in close and bool(stack) and _closes(text, i, spaced, c)
        if can_close and not (c == open_ and _opens(text, i, spaced) and not _closes_word(text, i)):
            j = stack.pop()
            if not stack and i + 1 - j <= LONGEST:
                out.append((j, i + 1))
        elif c == open_ and _opens(text, i, spaced):
            stack.append(i)
    return out


def _closes_word(text: str, i: int) -> bool:
    """A same-mark (" or ') that both could open and close closes when a word ends before it."""
    return i > 0 and (text[i - 1].isalnum() or text[i - 1] in ".,!?;:…)")


def inline_quotes(text: str) -> list[Span]:
    """Spans of inline quotations, their marks included, outermost only, in text order. A style
    is looked for only in a text that has its opening mark."""
    return merge(
        span
        for open_, close, spaced in STYLES
        if open_ in text
        for span in _style_quotes(text, open_, close, spaced)
    )


_MD_QUOTE = re.compile(r"[ \t]{0,3}>")
# A line (other than the first) that starts indented or quoted: a literal newline leads the
# pattern, so the search skips from one newline to the next (``(?:^|\n)`` tried a match at
# every character: a third of an essay's credit marks).
_INDENTED = re.compile("\n[ \t\u00a0>]")
_INDENTS = " \t\u00a0>"


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
    columns deeper than the text's own indentation (that of its paragraphs' first lines), or
    with ``>``. One indented line followed directly by plain lines
    is a paragraph's indented first line, not a quotation."""
    if not text.strip() or not (text[0] in _INDENTS or _INDENTED.search(text)):
        return []  # no line is indented or quoted (most texts)
    lines = split_lines(text)
    # The text's own indentation: that of its paragraphs' first lines, each paragraph weighed
    # by its characters (a few long quotations do not outweigh the prose; a paragraph whose
    # first line only is indented is prose).
    own = Counter[int]()
    first = 0
    for i, (_, line) in enumerate(lines):
        if not line.strip():
            continue
        if i == 0 or not lines[i - 1][1].strip():
            first = _indent(line)
        own[first] += len(line)
    base = own.most_common(1)[0][0]
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


def quotations(
    text: str, given: Iterable[Span] = (), blocks: Sequence[Span] | None = None
) -> list[Span]:
    """Every quotation of ``text``: inline ones, block ones (``blocks``, if the caller has
    found them already) and those the format marked (``given``), merged."""
    blocks = block_quotes(text) if blocks is None else blocks
    return merge([*inline_quotes(text), *blocks, *given])


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
