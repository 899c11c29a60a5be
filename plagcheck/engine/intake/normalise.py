"""Normalisation: the text that is compared, with a map back to the original text.

Every step rewrites (text, offsets) together: ``offsets[i]`` is the index in the original text of
normalised character ``i``. Steps touch only what they match (regular expressions over the text),
so a document costs a few regex passes, not a Python loop over characters; pure-ASCII text skips
the Unicode steps altogether.

Steps, in order: unusual spaces counted (the whitespace collapse makes them blanks), invisible
format characters removed, NFKC, look-alike letters folded, quotations and bibliography marked
excluded, whitespace collapsed, case folded, punctuation / digits / stop words dropped.

Libraries and data: the look-alike table is built from ``confusable_homoglyphs`` (Unicode's
confusables.txt as JSON, MIT); the stop words are the Snowball English list in
``plagcheck/data/stopwords_en.txt`` (BSD-3, source in the file).
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Callable, Sequence
from functools import cache
from importlib import resources
from typing import NamedTuple

import numpy as np

from plagcheck.engine.intake.credit.sections import find_sections
from plagcheck.engine.model import Extracted
from plagcheck.engine.params import Params, Unit

Repl = Callable[[re.Match[str]], str]
Disguise = tuple[int, int, str]


class Normalised(NamedTuple):
    """The compared text, ``offsets`` into the original (``len(text) + 1`` entries), the mask of
    characters that must not score, flag counts and where each disguise was found."""

    text: str
    offsets: np.ndarray
    excluded: np.ndarray
    flags: dict[str, int]
    disguises: list[Disguise]


def rewrite(
    text: str,
    offsets: np.ndarray,
    pattern: re.Pattern[str],
    repl: str | Repl,
    where: list[int] | None = None,
) -> tuple[str, np.ndarray, int]:
    """Replace each match of ``pattern``; returns (text, offsets, number of matches).

    Characters of a replacement map to the original position of the first character of its
    match (or of the character just after an empty replacement), so spans stay inside the text.
    ``where`` (if given) receives the original position of each replaced match.
    """
    pieces: list[str] = []
    offs: list[np.ndarray] = []
    last = 0
    n = 0
    for m in pattern.finditer(text):
        s, e = m.span()
        new = repl if isinstance(repl, str) else repl(m)
        if new == text[s:e]:
            continue
        n += 1
        if where is not None:
            where.append(int(offsets[s]))
        pieces.append(text[last:s])
        offs.append(offsets[last:s])
        pieces.append(new)
        offs.append(np.full(len(new), offsets[s], dtype=offsets.dtype))
        last = e
    if n == 0:
        return text, offsets, 0
    pieces.append(text[last:])
    offs.append(offsets[last:])
    return "".join(pieces), np.concatenate(offs), n


# Python's ``\s``: every white-space code point (all below U+3001), as a lookup table.
_IS_SPACE = np.array([chr(i).isspace() for i in range(0x3002)], dtype=bool)
# The same as maps for ``bytes.translate`` of ASCII: white space to 1 (else 0), and to a blank.
_ASCII_SPACE = bytes(int(_IS_SPACE[i]) for i in range(256))
_ASCII_BLANK = bytes(32 if _IS_SPACE[i] else i for i in range(256))
_ASCII_BLANK_LOWER = _ASCII_BLANK.lower()  # and ASCII case folded (str.casefold of ASCII)


# The ASCII white space of ``str.isspace`` (bytes.isspace lacks \x1c-\x1f): what str.rstrip strips.
_ASCII_SPACES = bytes(i for i in range(128) if _IS_SPACE[i])


def _collapse_ascii(raw: bytes, table: bytes = _ASCII_BLANK) -> tuple[bytes, np.ndarray]:
    """``collapse_whitespace`` of ASCII bytes: the collapsed bytes and which bytes stayed.
    ``table`` maps each byte on the way (white space to a blank, and maybe letters to lower)."""
    ws = np.frombuffer(raw.translate(_ASCII_SPACE), dtype=bool)
    keep = np.empty(len(ws), dtype=bool)
    keep[:1] = ~ws[:1]
    np.logical_and(ws[1:], ws[:-1], out=keep[1:])  # white space after white space goes
    np.logical_not(keep[1:], out=keep[1:])
    keep[len(raw.rstrip(_ASCII_SPACES)) :] = False  # the trailing run goes
    return np.frombuffer(raw.translate(table), dtype=np.uint8)[keep].tobytes(), keep


def collapse_whitespace(text: str, offsets: np.ndarray) -> tuple[str, np.ndarray]:
    """Any run of white space becomes one blank; leading and trailing space is dropped.

    Vectorised over code points: the first character of each run stays (as a blank, mapped to
    where the run starts), the rest go.
    """
    if not text:
        return text, offsets
    if text.isascii():  # the common case, a byte per character: bytes.translate does the lookups
        out, keep = _collapse_ascii(text.encode("ascii"))
        return out.decode("ascii"), offsets[keep]
    chars = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype="<u4")
    ws = _IS_SPACE[np.minimum(chars, len(_IS_SPACE) - 1)]
    keep = ~ws
    keep[1:] |= ~ws[:-1]
    keep[len(text.rstrip()) :] = False  # the trailing run goes (rstrip strips the same \s)
    out32 = np.where(ws, np.uint32(32), chars)[keep]
    return out32.astype("<u4").tobytes().decode("utf-32-le", "surrogatepass"), offsets[keep]


def fold_case(text: str, offsets: np.ndarray) -> tuple[str, np.ndarray]:
    low = text.casefold()
    if len(low) == len(text):
        return low, offsets
    # A few letters grow when folded (German sharp s -> "ss"): map each to its source position.
    return rewrite(text, offsets, re.compile(r"[^\W\d_]"), lambda m: m.group().casefold())[:2]


# -- unusual spaces -----------------------------------------------------------------------------

# Space characters other than the plain blank (Unicode Zs); tabs and line breaks are ordinary.
_ODD_SPACE = "\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000"
_ODD_SPACE_RE = re.compile(f"[{_ODD_SPACE}]")
# A no-break or thin space next to a digit or before ; : ! ? » % (or after « and an opening
# bracket) is ordinary typography (French punctuation, "10 000"), not evasion: not counted.
_TYPOGRAPHIC_SPACE = re.compile(f"(?<=[\\d«(\\[])[{_ODD_SPACE}]|[{_ODD_SPACE}](?=[\\d;:!?»%)\\]])")


def count_odd_spaces(text: str, offsets: np.ndarray) -> list[int]:
    """Original positions of unusual spaces that are not ordinary typography."""
    typographic = {m.start() for m in _TYPOGRAPHIC_SPACE.finditer(text)}
    return [
        int(offsets[m.start()])
        for m in _ODD_SPACE_RE.finditer(text)
        if m.start() not in typographic
    ]


# -- invisible characters -----------------------------------------------------------------------


@cache
def _invisible_re() -> re.Pattern[str]:
    """Every format character (Unicode Cf: zero-width space and joiners, word joiner, soft hyphen,
    byte-order mark, bidi controls, tags...), plus the combining grapheme joiner and variation
    selectors, which are invisible too."""
    # Format characters live in the Basic and Supplementary Multilingual Planes and plane 14.
    planes = (*range(0x20000), *range(0xE0000, 0xE1000))
    cf = [i for i in planes if unicodedata.category(chr(i)) == "Cf"]
    cf += [0x034F, *range(0xFE00, 0xFE10), *range(0xE0100, 0xE01F0)]
    return re.compile(_char_class(cf))


def _char_class(codes: list[int]) -> str:
    """A regex class of these code points, written as ranges (a long list of single characters
    makes ``re`` slow)."""
    codes = sorted(set(codes))
    parts = []
    start = prev = codes[0]
    for c in [*codes[1:], -1]:
        if c == prev + 1:
            prev = c
            continue
        parts.append(re.escape(chr(start)) + ("-" + re.escape(chr(prev)) if prev > start else ""))
        start = prev = c
    return "[" + "".join(parts) + "]"


# Joiners between two non-ASCII letters are spelling in Persian, Indic scripts and emoji: removed
# for comparison but not counted as a disguise.
_LEGIT_JOINER = re.compile(r"(?<=[^\x00-\x7f])[\u200c\u200d](?=[^\x00-\x7f])")


def remove_invisible(text: str, offsets: np.ndarray) -> tuple[str, np.ndarray, list[int]]:
    """Text without invisible characters, and the original positions of those counted."""
    legit = {int(offsets[m.start()]) for m in _LEGIT_JOINER.finditer(text)}
    if offsets[0] == 0 and text.startswith("\ufeff"):  # a byte-order mark that opens a file
        legit.add(0)
    where: list[int] = []
    text, offsets, _ = rewrite(text, offsets, _invisible_re(), "", where)
    return text, offsets, [o for o in where if o not in legit]


# -- compatibility forms (NFKC) -----------------------------------------------------------------

_NON_ASCII_RUN = re.compile(r"[\x00-\x7f]?[^\x00-\x7f]+")
# Compatibility forms used to disguise text: full-width letters and digits, mathematical
# alphanumerics, circled letters. Ligatures, superscripts and the like (common in PDFs and
# ordinary typing) are folded too but not counted.
_EVASIVE_COMPAT = re.compile(
    "[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a\u24b6-\u24e9\U0001d400-\U0001d7ff]"
)


def nfkc(text: str, offsets: np.ndarray) -> tuple[str, np.ndarray, list[int]]:
    """NFKC, and the original positions of the evasion-like compatibility characters folded.

    Normalisation works run by run (a run of non-ASCII characters with the ASCII character before
    it, which a combining mark may attach to): ASCII characters never compose with what precedes
    them, so this equals NFKC of the whole text. Within a run each output character maps to the
    character it came from unless characters composed, when the run maps to its start.
    """
    if text.isascii() or unicodedata.is_normalized("NFKC", text):
        return text, offsets, []
    found = [int(offsets[m.start()]) for m in _EVASIVE_COMPAT.finditer(text)]
    pieces: list[str] = []
    offs: list[np.ndarray] = []
    last = 0
    for m in _NON_ASCII_RUN.finditer(text):
        run = m.group()
        new = unicodedata.normalize("NFKC", run)
        if new == run:
            continue
        s, e = m.span()
        pieces.append(text[last:s])
        offs.append(offsets[last:s])
        parts = [unicodedata.normalize("NFKC", c) for c in run]
        if "".join(parts) == new:
            offs.append(np.repeat(offsets[s:e], [len(p) for p in parts]))
        else:
            offs.append(np.full(len(new), offsets[s], dtype=offsets.dtype))
        pieces.append(new)
        last = e
    pieces.append(text[last:])
    offs.append(offsets[last:])
    return "".join(pieces), np.concatenate(offs), found


# -- look-alike letters -------------------------------------------------------------------------


@cache
def _fold_table() -> dict[str, str]:
    """Letters of other scripts that Unicode's confusables data says look like an ASCII letter."""
    from confusable_homoglyphs.confusables import confusables_data

    table: dict[str, str] = {}
    for char, entries in confusables_data.items():
        if len(char) != 1 or not unicodedata.category(char).startswith("L"):
            continue
        if unicodedata.name(char, "LATIN").startswith("LATIN"):
            continue  # Latin letters (Turkish dotless i...) are real spelling
        for h in entries:
            target = h["c"]
            if len(target) == 1 and target.isascii() and target.isalpha():
                # The data's prototype for I is l (they look alike); a capital imitates I.
                table[char] = "I" if target == "l" and char.isupper() else target
                break
    return table


@cache
def _translation() -> dict[int, str]:
    return str.maketrans(_fold_table())


# Letters with their combining marks (a casefolded dotted I is "i" + U+0307: one word, not two).
_WORD_LETTERS = re.compile(
    "(?:[^\\W\\d_]|[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f])+"
)
_NON_ASCII = re.compile(r"[^\x00-\x7f]")
_LATIN = re.compile("[a-zA-Z\u00c0-\u024f\u1e00-\u1eff]")


def _is_latin(c: str) -> bool:
    return c.isascii() or "\u00c0" <= c <= "\u024f" or "\u1e00" <= c <= "\u1eff"


def fold_confusables(text: str, offsets: np.ndarray) -> tuple[str, list[int]]:
    """Look-alike letters inside Latin text folded to the letter they imitate.

    A word (run of letters) is folded when it has a look-alike and no other non-Latin letter, and
    it either has a Latin letter itself or sits among Latin words: between the nearest words that
    do have another script's letters, there is a Latin letter. So "pаper" with a Cyrillic "а" is
    folded, a Russian word (or the Russian "а", "о", "с" between Russian words) is not. Folding
    keeps the length, so offsets do not change; returns the original positions folded.
    """
    table = _fold_table()
    if text.isascii() or set(_NON_ASCII.findall(text)).isdisjoint(table):
        return text, []
    foreign_words: list[tuple[int, int]] = []
    candidates: list[tuple[int, int, bool]] = []
    for m in _WORD_LETTERS.finditer(text):
        w = m.group()
        if w.isascii():
            continue
        # Only words with a non-ASCII letter get here: a per-letter look is cheap.
        kinds = {1 if c in table else 0 if _is_latin(c) else 2 for c in w}
        if 2 in kinds:
            foreign_words.append(m.span())
        elif 1 in kinds:
            candidates.append((m.start(), m.end(), 0 in kinds))
    ends = [e for _, e in foreign_words]
    starts = [s for s, _ in foreign_words]
    pieces: list[str] = []
    where: list[int] = []
    last = 0
    for s, e, latin in candidates:
        if not latin:
            i = bisect.bisect_right(ends, s)
            lo = ends[i - 1] if i else 0
            hi = starts[i] if i < len(starts) else len(text)
            if not _LATIN.search(text, lo, hi):
                continue
        pieces.append(text[last:s])
        pieces.append(text[s:e].translate(_translation()))
        where.extend(int(offsets[j]) for j in range(s, e) if text[j] in table)
        last = e
    if not where:
        return text, []
    pieces.append(text[last:])
    return "".join(pieces), where


# -- text that must not count -------------------------------------------------------------------

_QUOTED = re.compile(
    r'"[^"\n]+"'  # straight double quotes
    r"|“[^“”\n]+”"  # curly double quotes
    r"|„[^„“”\n]+[“”]"  # German-style low-high quotes
    r"|«[^«»\n]+»"  # guillemets
    # Curly single quotes only when clearly quotes: the opening one starts a word, the closing one
    # ends one, so the apostrophe in "student’s" neither opens nor closes a quotation.
    r"|(?<!\w)‘(?=\S)[^\n]+?(?<=\S)’(?!\w)"
)


def quote_spans(text: str) -> list[tuple[int, int]]:
    """Spans of ``text`` inside quotation marks (the marks included)."""
    return [m.span() for m in _QUOTED.finditer(text)]


# -- punctuation, digits, stop words ------------------------------------------------------------

_PUNCT = re.compile(r"[^\w\s]|_")
_DIGIT = re.compile(r"\d")
_WORD = re.compile(r"[\w'’]+")


@cache
def _char_table(pattern: re.Pattern[str]) -> np.ndarray:
    """Which Basic Multilingual Plane characters ``pattern`` matches, as a lookup table."""
    return np.array([pattern.fullmatch(chr(i)) is not None for i in range(0x10000)], dtype=bool)


def _codepoints(text: str) -> np.ndarray:
    return np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype="<u4")


def _keep(
    text: str, offsets: np.ndarray, cps: np.ndarray, drop: np.ndarray
) -> tuple[str, np.ndarray]:
    """Text without the dropped characters, white space collapsed again."""
    if not drop.any():
        return text, offsets
    out = cps[~drop].astype("<u4").tobytes().decode("utf-32-le", "surrogatepass")
    return collapse_whitespace(out, offsets[~drop])


def drop_chars(text: str, offsets: np.ndarray, pattern: re.Pattern[str]) -> tuple[str, np.ndarray]:
    """Delete every character that ``pattern`` (a one-character class) matches."""
    cps = _codepoints(text)
    drop = _char_table(pattern)[np.minimum(cps, 0xFFFF)]
    for i in np.flatnonzero(cps > 0xFFFF):  # rare: emoji, historic scripts
        drop[i] = pattern.fullmatch(text[i]) is not None
    return _keep(text, offsets, cps, drop)


@cache
def stopwords() -> frozenset[str]:
    """The Snowball English stop words (plagcheck/data/stopwords_en.txt)."""
    raw = resources.files("plagcheck").joinpath("data/stopwords_en.txt").read_text("utf-8")
    lines = (line.strip() for line in raw.splitlines())
    return frozenset(w for w in lines if w and not w.startswith("#"))


def drop_stopwords(text: str, offsets: np.ndarray) -> tuple[str, np.ndarray]:
    """Delete the English stop words (a word with an apostrophe, "don't", is one word)."""
    stop = stopwords()
    spans = np.array(
        [m.span() for m in _WORD.finditer(text) if m.group().lower() in stop], dtype=np.int64
    ).reshape(-1, 2)
    edges = np.zeros(len(text) + 1, dtype=np.int64)
    edges[spans[:, 0]] += 1
    edges[spans[:, 1]] -= 1
    return _keep(text, offsets, _codepoints(text), np.cumsum(edges)[:-1] > 0)


# -- all steps ----------------------------------------------------------------------------------


def _mark(mask: np.ndarray, offsets: np.ndarray, spans: Sequence[tuple[int, int]]) -> None:
    """Mark normalised-text spans in a mask over the original text."""
    for s, e in spans:
        if e > s:
            mask[offsets[s] : offsets[e - 1] + 1] = True


def normalise(ex: Extracted, params: Params) -> Normalised:
    """The compared text of ``ex``, with its offset map, exclusions, flags and disguises."""
    flags = dict(ex.flags)
    disguises: list[Disguise] = []

    def found(key: str, where: list[int]) -> None:
        if where:
            flags[key] = flags.get(key, 0) + len(where)
            disguises.extend((o, o + 1, key) for o in where)

    text = ex.text
    offsets = np.arange(len(text), dtype=np.int32)
    if not text.isascii():
        found("odd_spaces", count_odd_spaces(text, offsets))
        text = _ODD_SPACE_RE.sub(" ", text)  # same length: offsets stay; NFKC has less to do
        if params.remove_invisible:
            text, offsets, where = remove_invisible(text, offsets)
            found("invisible", where)
        if params.nfkc:
            text, offsets, where = nfkc(text, offsets)
            found("compat_forms", where)
        if params.fold_confusables:
            text, where = fold_confusables(text, offsets)
            found("confusables", where)
        disguises.sort()

    # Exclusions are found while lines are still lines, and kept as a mask over the original.
    out = np.zeros(len(ex.text) + 1, dtype=bool)
    if params.exclude_hidden:
        for s, e in ex.hidden:
            out[s:e] = True
    if params.ignore_quotes:
        for s, e in ex.quotes:
            out[s:e] = True
        _mark(out, offsets, quote_spans(text))
    if params.ignore_bibliography:  # the reference lists the credit marks read, headings too
        _mark(out, offsets, find_sections(text).lists)

    text, offsets = collapse_whitespace(text, offsets)
    if params.casefold:
        text, offsets = fold_case(text, offsets)
    if params.strip_punct:
        text, offsets = drop_chars(text, offsets, _PUNCT)
    if params.strip_digits:
        text, offsets = drop_chars(text, offsets, _DIGIT)
    if params.stopwords and params.unit is Unit.WORD:
        text, offsets = drop_stopwords(text, offsets)
    excluded = out[offsets] if out.any() else np.zeros(len(offsets), dtype=bool)
    mapped = np.empty(len(offsets) + 1, dtype=np.int32)  # and the end of the original text
    mapped[:-1] = offsets
    mapped[-1] = len(ex.text)
    return Normalised(text, mapped, excluded, flags, disguises)


def plain_text(raw: bytes, params: Params) -> str | None:
    """``normalise``'s text of plain ASCII text ``raw`` (see ``extract.plain_ascii``) when all
    normalisation does is collapse white space and fold case, without building the offset map:
    what a large scan's first reading needs. None when the general path is needed: an option
    marks or drops text, or nothing is left (the general path reports that)."""
    if params.ignore_quotes or params.ignore_bibliography or params.strip_punct:
        return None
    if params.strip_digits or (params.stopwords and params.unit is Unit.WORD):
        return None
    out, _ = _collapse_ascii(raw, _ASCII_BLANK_LOWER if params.casefold else _ASCII_BLANK)
    return out.decode("ascii") or None
