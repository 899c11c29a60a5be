"""Read submissions of every format teachers receive into plain text, and find them in a folder.

Libraries, each a maintained pure-Python reader (no Qt, no external programs):

- charset-normalizer: guesses legacy encodings of plain-text files; the requests project's choice.
- beautifulsoup4 (stdlib ``html.parser``): forgiving HTML parsing with entities decoded, no C build.
- python-docx: reads .docx packages and resolves styles, so hidden or white runs can be seen.
- odfpy: the reference OpenDocument library; ``teletype`` turns paragraphs into text faithfully.
- striprtf: small, dependency-free RTF-to-text converter that handles escapes and code pages.
- pypdf: pure-Python PDF reader with text extraction and standard (empty-password) decryption.

A file that cannot be read raises :class:`ExtractionError` whose message is a reason a teacher
understands ("password-protected PDF"); the pipeline turns it into a ``Problem`` and goes on.
"""

from __future__ import annotations

import codecs
import io
import logging
import os
import re
import stat
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from plagcheck.engine.intake import isolate
from plagcheck.engine.intake.safezip import DOCUMENT_LIMITS, SafeZip, ZipProblem
from plagcheck.engine.model import Extracted, Problem

# pypdf reports every oddity of a sloppy PDF on its logger; the teacher only needs our reason.
logging.getLogger("pypdf").setLevel(logging.ERROR)

SUPPORTED = (".txt", ".md", ".html", ".htm", ".docx", ".odt", ".rtf", ".pdf")

BINARY = "binary content, not text"
BINARY_NUL = "binary content (NUL bytes)"
NOT_DOCX = "not a Word document (corrupt or renamed)"
NOT_ODT = "not an OpenDocument text (corrupt or renamed)"
NOT_RTF = "corrupt RTF (not a Rich Text file)"
NOT_PDF = "corrupt PDF (cannot be read)"
ENCRYPTED_PDF = "password-protected PDF"
SCANNED_PDF = "PDF has no text layer (scanned image?)"
NO_TEXT = "no text in file"
BROKEN_LINK = "broken link (its target is missing or loops)"

# Bounds of one file, checked before (or while) the work. The time budget is enforced by reading
# the risky formats in a child process that is stopped when it runs out (engine.isolate).
READ_SECONDS = 30.0  # per file
MAX_CHARS = 10_000_000  # extracted text (a long thesis is 1,000,000)
MAX_WORD = 1_000  # characters of one word: longer runs are not words (base64, no spaces)
MAX_PDF_PAGES = 2_000
MAX_RTF_DEPTH = 1_000  # nesting of RTF groups (Word writes a few dozen at most)
# Formats whose libraries may loop, recurse or allocate beyond our control: read in the child.
_ISOLATED = (".html", ".htm", ".docx", ".odt", ".rtf", ".pdf")

# Compound-file (OLE) signature: an old binary .doc, or a password-protected .docx.
_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"


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
        raise ExtractionError(f"no words to compare ({max(long):,} characters without a space)")


def _result(
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


# ---------------------------------------------------------------------------------------------
# Plain text and encodings

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),  # before UTF-16 LE: its BOM starts the same way
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
# Control characters no writer types (tab, line and page breaks, DOS end-of-file are fine).
_BAD_CHARS = re.compile(r"[\x00-\x08\x0e-\x19\x1b-\x1f\x7f-\x9f\ufffd]")
# The ASCII characters _BAD_CHARS does not match: deleting them from ASCII text leaves the bad ones.
_GOOD_ASCII = bytes(i for i in range(128) if not _BAD_CHARS.match(chr(i)))


def _looks_binary(text: str) -> bool:
    """More than 5% control characters or replacement marks: not something a person wrote."""
    if text.isascii():  # most files: bytes.translate counts them many times faster than re
        return _ascii_looks_binary(text.encode("ascii"))
    return len(_BAD_CHARS.findall(text)) > 0.05 * len(text)


def _ascii_looks_binary(raw: bytes) -> bool:
    return len(raw.translate(None, _GOOD_ASCII)) > 0.05 * len(raw)


def _utf16_without_bom(data: bytes) -> str | None:
    """UTF-16 text has NUL bytes in one byte position only (the high byte of ASCII letters)."""
    sample = data[:8192]
    if len(data) % 2 or len(sample) < 4 or b"\x00" not in sample:
        return None
    half = len(sample) // 2
    even = sample[0::2].count(0) / half
    odd = sample[1::2].count(0) / half
    codec = "utf-16-le" if odd > 0.1 and even < 0.01 else None
    if even > 0.1 and odd < 0.01:
        codec = "utf-16-be"
    if codec is None:
        return None
    try:
        text = data.decode(codec)
    except UnicodeDecodeError:
        return None
    # Text has blanks between its words; ASCII words split by NUL bytes read as UTF-16 do not.
    return text if sum(text.count(c) for c in " \n\t") * 50 >= len(text) else None


def _is_latin(text: str) -> bool:
    return all(
        c.isascii() or not c.isalpha() or "LATIN" in unicodedata.name(c, "") for c in set(text)
    )


def _legacy(data: bytes) -> str:
    """A single- or multi-byte legacy encoding.

    charset-normalizer is unreliable between Western code pages on essay-length text (it reads
    cp1252 "naïve" as cp1250 "naďve"), so cp1252 wins whenever it decodes cleanly and the guess
    would be Latin script anyway; a non-Latin guess (cp1251 Russian, Shift_JIS) is trusted.
    """
    import charset_normalizer

    try:
        western: str | None = data.decode("cp1252")
    except UnicodeDecodeError:
        western = None
    best = charset_normalizer.from_bytes(data).best()
    if best is not None and (western is None or not _is_latin(str(best))):
        return str(best)
    if western is not None:
        return western
    return data.decode("cp1252", errors="replace")


def _nul_separated(data: bytes) -> str | None:
    """UTF-8 text whose words are separated by single NUL bytes (an export gone wrong, or a way
    to hide a copy from a checker), read with a blank for each NUL; ``None`` for binary data."""
    if b"\x00\x00" in data:  # runs of NUL bytes: binary structures, not separators
        return None
    try:
        text = data.replace(b"\x00", b" ").decode("utf-8")
    except UnicodeDecodeError:
        return None
    return None if _looks_binary(text) else text


def decode_text(data: bytes) -> str:
    """Decode a text file's bytes; line ends are kept as they are (offsets refer to this text).
    NUL bytes between words read as blanks (see ``_nul_separated``)."""
    text: str | None = None
    for bom, codec in _BOMS:
        if data.startswith(bom):
            text = data[len(bom) :].decode(codec, errors="replace")
            break
    if text is None:
        text = _utf16_without_bom(data)
    if text is None:
        if b"\x00" in data:
            text = _nul_separated(data)
            if text is None:
                raise ExtractionError(BINARY_NUL)
            return text
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = _legacy(data)
    if _looks_binary(text):
        raise ExtractionError(BINARY)
    return text


def _read_text(data: bytes) -> Extracted:
    text = decode_text(data)
    nul = data.count(b"\x00") if b"\x00" in data and "\x00" not in text else 0
    return _result(text, flags={"nul_bytes": nul} if nul else None)


# ---------------------------------------------------------------------------------------------
# HTML

_HTML_SKIP = {
    "script", "style", "template", "noscript", "head", "title", "meta", "link",
    "iframe", "object", "canvas", "datalist",
}  # fmt: skip
_HTML_BLOCK = {
    "address", "article", "aside", "blockquote", "body", "caption", "dd", "details", "dialog",
    "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3",
    "h4", "h5", "h6", "header", "hr", "html", "li", "main", "nav", "ol", "p", "pre", "section",
    "summary", "table", "tbody", "thead", "tfoot", "tr", "ul",
}  # fmt: skip
_HTML_PRE = {"pre", "textarea", "listing", "plaintext"}
_WS = re.compile(r"[ \t\n\r\f]+")
_META_CHARSET = re.compile(
    rb"""<meta[^>]*charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]+)""", re.IGNORECASE
)


def _light_rgb(r: int, g: int, b: int) -> bool:
    """White or so close to it that a reader sees nothing on a white page."""
    return min(r, g, b) >= 0xF0


def _css_invisible_colour(value: str) -> bool:
    v = value.strip().lower()
    if v in ("white", "transparent"):
        return True
    m = re.fullmatch(r"#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})", v)
    if m:
        h = m.group(1)
        if len(h) <= 4:
            h = "".join(c * 2 for c in h)
        if len(h) == 8 and h[6:] == "00":
            return True
        return _light_rgb(int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))
    m = re.fullmatch(r"rgba?\(([^)]*)\)", v)
    if m:
        parts = [p for p in re.split(r"[\s,/]+", m.group(1)) if p]
        try:
            nums = [float(p[:-1]) * 2.55 if p.endswith("%") else float(p) for p in parts[:3]]
            alpha = parts[3] if len(parts) > 3 else "1"
            a = float(alpha[:-1]) / 100 if alpha.endswith("%") else float(alpha)
        except ValueError:
            return False
        return len(nums) == 3 and (a == 0 or _light_rgb(*(round(x) for x in nums)))
    return False


_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
_INCHES = {"in": 1.0, "cm": 1 / 2.54, "mm": 1 / 25.4, "pt": 1 / 72, "px": 1 / 96, "em": 1 / 6}
_LENGTH = re.compile(r"\s*([\d.]+)\s*(in|cm|mm|pt|px|em|rem)\s*")


def indented(value: str | None) -> bool:
    """A left margin or indent (CSS or OpenDocument length) of a block quote: 0.4 in or more."""
    m = _LENGTH.fullmatch(value or "")
    if not m:
        return False
    try:
        return float(m.group(1)) * _INCHES[m.group(2).removeprefix("r")] >= 0.4
    except ValueError:
        return False


def _css_indented(style: str) -> bool:
    """Inline CSS that indents a paragraph as a block quote."""
    for decl in style.split(";"):
        prop, _, value = decl.partition(":")
        if prop.strip().lower() in ("margin-left", "padding-left") and indented(value.lower()):
            return True
    return False


def _css_hidden(style: str) -> bool:
    """Inline CSS that hides an element's text from the reader."""
    for decl in style.split(";"):
        prop, _, value = decl.partition(":")
        prop = prop.strip().lower()
        value = value.replace("!important", "").strip().lower()
        if prop == "display" and value == "none":
            return True
        if prop == "visibility" and value in ("hidden", "collapse"):
            return True
        if prop == "color" and _css_invisible_colour(value):
            return True
        if prop == "opacity" and value in ("0", "0.0", "0%"):
            return True
        if prop == "font-size" and re.fullmatch(r"0*\.?0*(px|pt|em|rem|%)?", value):
            return True
    return False


def _decode_html(data: bytes) -> str:
    if not any(data.startswith(bom) for bom, _ in _BOMS):
        m = _META_CHARSET.search(data[:4096])
        if m:
            codec = m.group(1).decode("ascii").lower()
            # Browsers read these labels as windows-1252 (WHATWG encoding standard).
            if codec in ("iso-8859-1", "latin1", "latin-1", "us-ascii", "ascii"):
                codec = "cp1252"
            try:
                return data.decode(codec)
            except (LookupError, UnicodeDecodeError):
                pass
    return decode_text(data)


def _read_html(data: bytes) -> Extracted:
    from bs4 import BeautifulSoup
    from bs4.element import NavigableString, PreformattedString, Tag

    soup = BeautifulSoup(_decode_html(data), "html.parser")
    parts: list[str] = []
    pos = 0
    last = "\n"  # as if at the start of a line: no leading blank
    hidden: list[Span] = []
    quotes: list[Span] = []
    pre = 0

    def emit(s: str) -> None:
        nonlocal pos, last
        if s:
            parts.append(s)
            pos += len(s)
            last = s[-1]

    def newline() -> None:
        if last != "\n":
            emit("\n")

    # Iterative walk (deeply nested pages must not hit the recursion limit). Exit events carry
    # what to close: (node, start of hidden span or -1, start of quote span or -1).
    stack: list[Any] = [soup]
    while stack:
        item = stack.pop()
        if isinstance(item, tuple):
            node, h_start, q_start = item
            if h_start >= 0:
                hidden.append((h_start, pos))
            if q_start >= 0:
                quotes.append((q_start, pos))
            if node.name in _HTML_BLOCK:
                newline()
            elif node.name in ("td", "th"):
                emit(" ")
            if node.name in _HTML_PRE:
                pre -= 1
            continue
        if isinstance(item, NavigableString):
            if isinstance(item, PreformattedString):  # comments, doctype, CDATA, <?...?>
                continue
            s = str(item)
            if not pre:
                s = _WS.sub(" ", s)
                if s.startswith(" ") and last in " \n":
                    s = s[1:]
            emit(s)
            continue
        if not isinstance(item, Tag) or item.name in _HTML_SKIP:
            continue
        name = item.name
        if name == "br":
            emit("\n")
            continue
        if name in _HTML_BLOCK:
            newline()
        if name in _HTML_PRE:
            pre += 1
        style = item.get("style")
        is_hidden = item.has_attr("hidden") or (isinstance(style, str) and _css_hidden(style))
        is_quote = name in ("blockquote", "q") or (
            name in ("p", "div") and isinstance(style, str) and _css_indented(style)
        )
        stack.append((item, pos if is_hidden else -1, pos if is_quote else -1))
        stack.extend(reversed(item.contents))
    return _result("".join(parts).rstrip(), hidden, quotes)


# ---------------------------------------------------------------------------------------------
# Word .docx

_QUOTE_STYLES = ("quote", "intense quote", "block text", "quotations")
_BLOCK_QUOTE_INDENT = 457200  # EMU = 0.5 inch: a paragraph indented this far is a block quote
_TINY_FONT = 2 * 12700  # EMU = 2 pt
_NOTE_FURNITURE = ("separator", "continuationSeparator", "continuationNotice")
_FALLBACK = "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"


# An XML part of a document package never declares a document type (OOXML and ODF forbid it):
# one that does is refused before any parser sees it, so no entity is expanded or fetched.
_DOCTYPE = tuple("<!DOCTYPE".encode(c) for c in ("ascii", "utf-16-le", "utf-16-be"))
DOCTYPE = "XML with a document type declaration (entity expansion refused)"


def _check_package(data: bytes, not_this: str) -> None:
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


def _read_docx(data: bytes) -> Extracted:
    if data.startswith(_OLE_MAGIC):
        raise ExtractionError(
            "password-protected or old-format Word document (save it as .docx without a password)"
        )
    _check_package(data, NOT_DOCX)
    import docx

    try:
        document = docx.Document(io.BytesIO(data))
    except Exception as e:
        raise ExtractionError(NOT_DOCX) from e
    text = _DocxText(document)
    for p in document.element.body.iter(text.W_P):
        text.paragraph(p)
    text.notes(document)
    return _result("".join(text.parts).rstrip("\n"), text.hidden, text.quotes)


class _DocxText:
    """A .docx's text as a reader sees it, a paragraph at a time, with the spans a reader could
    not see (hidden, tiny or near-white runs, directly or through their styles) and the block
    quotes (a quote style, or a deep indent that is not a list). Styles are resolved once each."""

    def __init__(self, document: Any) -> None:
        from docx.enum.style import WD_STYLE_TYPE
        from docx.oxml.ns import qn

        self.styles = document.styles
        self.container = document._body  # gives Run/Paragraph objects a part to resolve styles
        self.W_P, self.W_R = qn("w:p"), qn("w:r")
        self.PARA, self.CHAR = WD_STYLE_TYPE.PARAGRAPH, WD_STYLE_TYPE.CHARACTER
        default_para = self.styles.default(self.PARA)
        self.default_para_id = default_para.style_id if default_para is not None else None
        self.run_cache: dict[tuple[str | None, str | None], tuple[Any, Any, Any]] = {}
        self.para_cache: dict[str | None, tuple[bool, int | None, bool]] = {}
        self.parts: list[str] = []
        self.pos = 0
        self.hidden: list[Span] = []
        self.quotes: list[Span] = []
        # Footnote and endnote markers, numbered as Word shows them (in order of reference),
        # written as superscript digits where the reference and the note stand.
        self.REFS = {qn("w:footnoteReference"), qn("w:endnoteReference")}
        self.MARKS = {qn("w:footnoteRef"), qn("w:endnoteRef")}
        self.W_ID = qn("w:id")
        self.note_numbers: dict[str, int] = {}
        self.note = ""  # the marker of the note being read

    def chain(self, style_id: str | None, kind: Any) -> list[Any]:
        """A style and the styles it is based on."""
        out: list[Any] = []
        style: Any = self.styles.get_by_id(style_id, kind) if style_id else None
        while style is not None and len(out) < 20:  # a style loop in a bad file ends here
            out.append(style)
            style = style.base_style
        return out

    def style_font(self, r_style: str | None, p_style: str | None) -> tuple[Any, Any, Any]:
        """(rgb, hidden, size) set by the run's character style or the paragraph's style."""
        key = (r_style, p_style)
        if key not in self.run_cache:
            rgb = hidden = size = None
            for st in self.chain(r_style, self.CHAR) + self.chain(p_style, self.PARA):
                font = st.font
                rgb = rgb if rgb is not None else font.color.rgb
                hidden = hidden if hidden is not None else font.hidden
                size = size if size is not None else font.size
            self.run_cache[key] = (rgb, hidden, size)
        return self.run_cache[key]

    def para_style(self, p_style: str | None) -> tuple[bool, int | None, bool]:
        """(is a quote style, left indent, numbered) from the paragraph style chain."""
        if p_style not in self.para_cache:
            quote, indent, numbered = False, None, False
            for st in self.chain(p_style, self.PARA):
                quote = quote or (st.name or "").lower() in _QUOTE_STYLES
                fmt = st.paragraph_format
                indent = indent if indent is not None else fmt.left_indent
                ppr = st.element.pPr
                numbered = numbered or (ppr is not None and ppr.numPr is not None)
            self.para_cache[p_style] = (quote, indent, numbered)
        return self.para_cache[p_style]

    def is_quote(self, ppr: Any, p_style: str | None) -> bool:
        """A block quote: a quote style, or indented deeply (directly or by style), not a list."""
        from docx.oxml.ns import qn

        quote, indent, numbered = self.para_style(p_style)
        if ppr is not None:
            direct = ppr.ind_left
            if direct is None and ppr.ind is not None:
                start = ppr.ind.get(qn("w:start"))
                direct = int(start) * 635 if start and start.lstrip("-").isdigit() else None
            indent = direct if direct is not None else indent
            numbered = numbered or ppr.numPr is not None
        return quote or (not numbered and indent is not None and indent >= _BLOCK_QUOTE_INDENT)

    def paragraph(self, p: Any) -> None:
        """Append a paragraph's runs (those of a text box inside it come as their own paragraph)."""
        from docx.text.paragraph import Paragraph

        if any(a.tag == _FALLBACK for a in p.iterancestors()):
            return  # mc:AlternateContent holds each text box twice (DrawingML and a VML fallback)
        para = Paragraph(p, self.container)
        ppr = p.pPr
        p_style = (ppr.style if ppr is not None else None) or self.default_para_id
        begin = self.pos
        for r in p.iter(self.W_R):
            if self.owner(r) is p:
                self.run(r, para, p_style)
        if self.is_quote(ppr, p_style) and self.pos > begin:
            self.quotes.append((begin, self.pos))
        self.parts.append("\n")
        self.pos += 1

    def owner(self, el: Any) -> Any:
        """The nearest enclosing paragraph of a run."""
        el = el.getparent()
        while el is not None and el.tag != self.W_P:
            el = el.getparent()
        return el

    def run(self, r: Any, para: Any, p_style: str | None) -> None:
        """Append a run's text, hidden if a reader would not see it."""
        from docx.text.run import Run

        run = Run(r, para)
        text = run.text
        for el in r:
            if el.tag in self.REFS:
                n = self.note_numbers.setdefault(el.get(self.W_ID, ""), len(self.note_numbers) + 1)
                text += str(n).translate(_SUPERSCRIPT)
            elif el.tag in self.MARKS:
                text += self.note
        if not text:
            return
        rpr = r.rPr
        rgb, vanish, size = self.style_font(rpr.style if rpr is not None else None, p_style)
        font = run.font
        rgb = font.color.rgb if font.color.rgb is not None else rgb
        vanish = font.hidden if font.hidden is not None else vanish
        size = font.size if font.size is not None else size
        tiny = size is not None and size < _TINY_FONT
        if vanish or tiny or (rgb is not None and _light_rgb(*rgb)):
            self.hidden.append((self.pos, self.pos + len(text)))
        self.parts.append(text)
        self.pos += len(text)

    def notes(self, document: Any) -> None:
        """Footnotes and endnotes after the body, a blank line before them."""
        from docx.opc.constants import RELATIONSHIP_TYPE as RT
        from docx.oxml import parse_xml
        from docx.oxml.ns import qn

        for rel in list(document.part.rels.values()):
            if rel.is_external or rel.reltype not in (RT.FOOTNOTES, RT.ENDNOTES):
                continue
            part = rel.target_part
            root = getattr(part, "element", None)
            if root is None:
                root = parse_xml(part.blob)
            for note in root.iter(qn("w:footnote"), qn("w:endnote")):
                if note.get(qn("w:type")) in _NOTE_FURNITURE:
                    continue
                if self.pos and not "".join(self.parts[-2:]).endswith("\n\n"):
                    self.parts.append("\n")
                    self.pos += 1
                n = self.note_numbers.get(note.get(self.W_ID, ""))
                self.note = str(n).translate(_SUPERSCRIPT) if n else ""
                for p in note.iter(self.W_P):
                    self.paragraph(p)


# ---------------------------------------------------------------------------------------------
# OpenDocument .odt


def _read_odt(data: bytes) -> Extracted:
    from odf import teletype
    from odf.namespaces import FONS, STYLENS, TEXTNS
    from odf.opendocument import load

    _check_package(data, NOT_ODT)
    try:
        document = load(io.BytesIO(data))
    except Exception as e:
        raise ExtractionError(NOT_ODT) from e
    if document.text is None:
        raise ExtractionError(NOT_ODT)
    # Automatic styles ("P3") point at the named style they tweak ("Quotations").
    parent_of = {}
    deep = set()  # paragraph styles indented as a block quote
    for st in document.automaticstyles.childNodes:
        if st.qname == (STYLENS, "style"):
            parent_of[st.getAttrNS(STYLENS, "name")] = st.getAttrNS(STYLENS, "parent-style-name")
            for pp in st.childNodes:
                if pp.qname == (STYLENS, "paragraph-properties"):
                    if indented(pp.getAttrNS(FONS, "margin-left")):
                        deep.add(st.getAttrNS(STYLENS, "name"))

    parts: list[str] = []
    pos = 0
    quotes: list[Span] = []
    stack = list(reversed(document.text.childNodes))
    while stack:
        node = stack.pop()
        if node.nodeType != node.ELEMENT_NODE or node.qname == (TEXTNS, "tracked-changes"):
            continue
        if node.qname in ((TEXTNS, "p"), (TEXTNS, "h")):
            text = teletype.extractText(node)
            style = node.getAttrNS(TEXTNS, "style-name")
            if text and ("quotation" in f"{style} {parent_of.get(style)}".lower() or style in deep):
                quotes.append((pos, pos + len(text)))
            parts.append(text + "\n")
            pos += len(text) + 1
        else:
            stack.extend(reversed(node.childNodes))
    return _result("".join(parts).rstrip("\n"), quotes=quotes)


# ---------------------------------------------------------------------------------------------
# RTF


def rtf_depth(data: bytes) -> int:
    """Deepest nesting of RTF groups ``{...}`` (escaped braces do not count), in numpy."""
    import numpy as np

    plain = data.replace(b"\\\\", b"").replace(b"\\{", b"").replace(b"\\}", b"")
    depth = deepest = 0
    for lo in range(0, len(plain), 1 << 20):  # a MiB at a time: bounded memory
        b = np.frombuffer(plain, dtype=np.uint8, count=min(1 << 20, len(plain) - lo), offset=lo)
        steps = (b == 123).astype(np.int32) - (b == 125)
        run = np.cumsum(steps) + depth
        if len(run):
            deepest = max(deepest, int(run.max()))
            depth = int(run[-1])
    return deepest


def _read_rtf(data: bytes) -> Extracted:
    from striprtf.striprtf import rtf_to_text

    # RTF is 7-bit text with escapes; latin-1 maps each byte to one character, losslessly.
    raw = data.decode("latin-1").lstrip("\ufeff\xef\xbb\xbf \t\r\n")
    if not raw.startswith("{\\rtf"):
        raise ExtractionError(NOT_RTF)
    depth = rtf_depth(data)
    if depth > MAX_RTF_DEPTH:
        raise ExtractionError(
            f"RTF nested too deeply ({depth:,} levels; the limit is {MAX_RTF_DEPTH:,})"
        )
    try:
        text = rtf_to_text(raw, errors="replace")
    except Exception as e:
        raise ExtractionError("corrupt RTF") from e
    return _result(text.strip())


# ---------------------------------------------------------------------------------------------
# PDF


def _read_pdf(data: bytes) -> Extracted:
    from pypdf import PdfReader
    from pypdf.errors import DependencyError, FileNotDecryptedError

    try:
        reader = PdfReader(io.BytesIO(data))
        # Many PDFs are encrypted with an empty user password (only copying is restricted).
        if reader.is_encrypted and not reader.decrypt(""):
            raise ExtractionError(ENCRYPTED_PDF)
        n_pages = len(reader.pages)
        if n_pages > MAX_PDF_PAGES:
            raise ExtractionError(
                f"PDF has too many pages ({n_pages:,}; the limit is {MAX_PDF_PAGES:,})"
            )
        pages = list(reader.pages)
    except ExtractionError:
        raise
    except DependencyError as e:
        raise ExtractionError(
            "encrypted PDF (AES): install the 'cryptography' package to read it"
        ) from e
    except FileNotDecryptedError as e:
        raise ExtractionError(ENCRYPTED_PDF) from e
    except Exception as e:
        raise ExtractionError(NOT_PDF) from e
    texts, failed = [], 0
    for page in pages:
        try:
            texts.append(page.extract_text() or "")
        except Exception:  # noqa: BLE001
            failed += 1  # one broken page must not lose the others
    text = "\n\n".join(t.strip("\n") for t in texts if t.strip())
    if not text.strip():
        raise ExtractionError(NOT_PDF if failed else SCANNED_PDF)
    return _result(text)


# ---------------------------------------------------------------------------------------------
# Dispatch

_READERS: dict[str, Callable[[bytes], Extracted]] = {
    ".txt": _read_text,
    ".md": _read_text,
    ".html": _read_html,
    ".htm": _read_html,
    ".docx": _read_docx,
    ".odt": _read_odt,
    ".rtf": _read_rtf,
    ".pdf": _read_pdf,
}
# What a library's unexpected exception most likely means, per format.
_CORRUPT = {
    ".docx": NOT_DOCX,
    ".odt": NOT_ODT,
    ".rtf": "corrupt RTF",
    ".pdf": NOT_PDF,
    ".html": "cannot read HTML file",
    ".htm": "cannot read HTML file",
}


def _unsupported(path: Path) -> str:
    return f"unsupported format {path.suffix.lower()}" if path.suffix else "unsupported format"


def _suffix(path: str | os.PathLike[str]) -> str:
    """The extension that decides the format, in lower case: ``Path.suffix`` ("" for ".profile"
    or "notes."), without making a Path or splitting the name off (a large folder lists its
    files several times faster)."""
    name = os.fspath(path)
    start = max(name.rfind("/"), name.rfind(os.sep)) + 1  # of the file's own name
    dot = name.rfind(".")
    return name[dot:].lower() if start < dot < len(name) - 1 else ""


def _os_reason(verb: str, e: OSError) -> str:
    if isinstance(e, PermissionError):
        return f"cannot read {verb}: permission denied"
    if isinstance(e, FileNotFoundError):
        return f"{verb} not found"
    return f"cannot read {verb}: {e.strerror or type(e).__name__}".lower()


def extract(path: str | os.PathLike[str], max_bytes: int = 25 * 2**20) -> Extracted:
    """Text of one submission, or :class:`ExtractionError` with a teacher-readable reason."""
    return parse(path, read_file(path, max_bytes))


_KINDS = (
    (stat.S_ISFIFO, "FIFO"),
    (stat.S_ISCHR, "device"),
    (stat.S_ISBLK, "device"),
    (stat.S_ISSOCK, "socket"),
    (stat.S_ISDIR, "folder"),
)


def not_regular(mode: int) -> str:
    """The reason for a file that is not a regular file ("not a regular file (FIFO)")."""
    kind = next((name for test, name in _KINDS if test(mode)), "special file")
    return f"not a regular file ({kind})"


def read_file(path: str | os.PathLike[str], max_bytes: int = 25 * 2**20) -> bytes:
    """The bytes of a submission in a supported format, or :class:`ExtractionError`.

    Only a regular file is read: it is opened without waiting (a FIFO would block the scan
    forever) and checked on the open descriptor, so a file swapped for a FIFO or a device
    after the folder was listed is refused too."""
    if _suffix(path) not in _READERS:
        raise ExtractionError(_unsupported(Path(path)))
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode):
                raise ExtractionError(not_regular(st.st_mode))
            size = st.st_size
            if size > max_bytes:
                raise ExtractionError(f"larger than the {max_bytes / 2**20:g} MB limit")
            if size == 0:
                raise ExtractionError("empty file")
            # Asking for the size (not the limit) spares allocating the limit for every file;
            # read on (a short read, or a file that grew) up to just over the limit.
            data = os.read(fd, size + 1)
            while len(data) <= max_bytes and (more := os.read(fd, max_bytes + 1 - len(data))):
                data += more
        finally:
            os.close(fd)
    except OSError as e:
        raise ExtractionError(_os_reason("file", e)) from e
    if not data:
        raise ExtractionError("empty file")
    if len(data) > max_bytes:  # grew while we looked
        raise ExtractionError(f"larger than the {max_bytes / 2**20:g} MB limit")
    return data


def preload() -> None:
    """Import every reader's library (the reading child does it once, before its memory cap)."""
    import bs4  # noqa: F401
    import charset_normalizer  # noqa: F401
    import docx  # noqa: F401
    import numpy  # noqa: F401
    import odf.opendocument  # noqa: F401
    import pypdf  # noqa: F401
    import striprtf.striprtf  # noqa: F401


def parse(path: str | os.PathLike[str], data: bytes, budget: float = READ_SECONDS) -> Extracted:
    """Text of the bytes ``data`` read from ``path`` (its suffix says the format).

    The formats whose libraries could run away (``_ISOLATED``) are read in a child process given
    ``budget`` seconds (``engine.isolate``); plain text is read here, its cost bounded by the
    file size and the checks in ``_result``."""
    suffix = _suffix(path)
    if suffix not in _ISOLATED or not isolate.available():
        return parse_here(suffix, data)
    kind, value = isolate.reader().read(suffix, data, budget)
    if kind == "unavailable":
        return parse_here(suffix, data)
    if kind == "ok":
        return value
    if kind == "timeout":
        raise ExtractionError(f"took longer than {budget:g} s to read")
    raise ExtractionError(value)


OUT_OF_MEMORY = "too large to read (out of memory)"


def _out_of_memory(e: BaseException | None) -> bool:
    """Whether ``e`` or what caused it is a failed allocation (lxml reports libxml2's as a
    syntax error; a reader's broad ``except`` may have wrapped a MemoryError)."""
    seen = 0
    while e is not None and seen < 20:
        if isinstance(e, MemoryError) or "memory allocation failed" in str(e).lower():
            return True
        e, seen = e.__cause__ or e.__context__, seen + 1
    return False


def parse_here(suffix: str, data: bytes) -> Extracted:
    """``parse`` in this process."""
    try:
        return _READERS[suffix](data)
    except ExtractionError as e:
        if _out_of_memory(e.__cause__ or e.__context__):
            raise ExtractionError(OUT_OF_MEMORY) from e
        raise
    except RecursionError as e:
        raise ExtractionError(
            f"{_CORRUPT.get(suffix, 'cannot read file')} (too deeply nested)"
        ) from e
    except Exception as e:
        if _out_of_memory(e):
            raise ExtractionError(OUT_OF_MEMORY) from e
        raise ExtractionError(_CORRUPT.get(suffix, f"cannot read file ({type(e).__name__})")) from e


def plain_ascii(path: str | os.PathLike[str], data: bytes) -> bool:
    """Whether ``data`` is a plain-text file in ASCII that ``parse`` reads as it is: the text is
    the bytes, with nothing hidden or quoted (it may still hold no words)."""
    return (
        _suffix(path) in (".txt", ".md")
        and data.isascii()
        and b"\x00" not in data
        and not _ascii_looks_binary(data)
    )


# ---------------------------------------------------------------------------------------------
# Names as a teacher sees them

_ESCAPE = re.compile(r"[\\\ud800-\udfff]")  # a backslash or a byte that was not UTF-8


def escape_name(name: str) -> str:
    """A file name as every front and report shows it: bytes that are not valid UTF-8 (kept by
    the file system as lone surrogates) become ``\\xNN``, other characters that cannot be shown
    (control characters, invisible format characters) ``\\xNN`` or ``\\uNNNN``, and a backslash
    ``\\\\`` (as ``ls --escape`` does), so the name is printable, encodes as UTF-8 anywhere and
    :func:`unescape_name` gives the original name back."""
    if name.isprintable() and "\\" not in name:  # nearly every name
        return name
    out = []
    for c in name:
        o = ord(c)
        if c == "\\":
            out.append("\\\\")
        elif 0xDC80 <= o <= 0xDCFF:  # os.fsdecode's escape of the undecodable byte o - 0xDC00
            out.append(f"\\x{o - 0xDC00:02x}")
        elif c.isprintable():
            out.append(c)
        elif o < 0x100:
            out.append(f"\\x{o:02x}")
        else:
            out.append(f"\\u{o:04x}")
    return "".join(out)


_UNESCAPE = re.compile(r"\\(\\|x[0-9a-f]{2}|u[0-9a-f]{4})")


def unescape_name(shown: str) -> str:
    """The file name (as ``os.fsdecode`` gives it) that :func:`escape_name` shows as ``shown``."""

    def one(m: re.Match[str]) -> str:
        code = m.group(1)
        if code == "\\":
            return "\\"
        o = int(code[1:], 16)
        return chr(0xDC00 + o) if code[0] == "x" and o >= 0x80 else chr(o)

    return _UNESCAPE.sub(one, shown)


# ---------------------------------------------------------------------------------------------
# Folder scan

# Files that are never submissions: no problem is reported for them.
_CLUTTER = {".ds_store", "thumbs.db", "ehthumbs.db", "desktop.ini", "__macosx", "icon\r"}


def _is_clutter(name: str) -> bool:
    low = name.lower()
    return (
        name.startswith((".", "~$"))  # hidden files and folders, Office lock files
        or name.endswith("~")  # editor backups
        or low in _CLUTTER
        or low.endswith(".tmp")
    )


@dataclass(frozen=True)
class FileEntry:
    """A submission found by :func:`find_files`: ``location`` is its path on disk, ``rel`` its
    path relative to the folder (with "/") as it is shown (:func:`escape_name`). Strings, not
    Paths: a large folder's entries are made, pickled to worker processes and read far faster so."""

    location: str
    rel: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "rel", escape_name(self.rel))

    @property
    def path(self) -> Path:
        return Path(self.location)


def find_files(folder: Path, also: tuple[str, ...] = ()) -> tuple[list[FileEntry], list[Problem]]:
    """Every supported file under ``folder`` (recursively), in a stable order; files with an
    extension in ``also`` (".zip" for the input stage) are listed too.

    Unsupported files, files that are not regular files (FIFO, device, socket, or a link to
    one), unreadable folders and broken links become problems (``Problem.path`` is the relative
    path, shown with :func:`escape_name`); clutter (hidden files, lock files, .DS_Store,
    Thumbs.db) is skipped silently. Symbolic links are followed, each real folder once, so link
    loops end.
    """
    folder = Path(folder)
    if not folder.exists():
        raise ExtractionError(f"folder not found: {escape_name(str(folder))}")
    if not folder.is_dir():
        raise ExtractionError(f"not a folder: {escape_name(str(folder))}")
    files: list[FileEntry] = []
    problems: list[Problem] = []
    seen = {os.path.realpath(folder)}
    stack: list[tuple[Path, str]] = [(folder, "")]
    while stack:
        directory, prefix = stack.pop()
        try:
            with os.scandir(directory) as it:
                entries = sorted(it, key=lambda e: (e.name.casefold(), e.name))
        except OSError as e:
            where = escape_name(prefix.rstrip("/")) or "."
            problems.append(Problem(where, _os_reason("folder", e)))
            continue
        subdirs = []
        for entry in entries:
            if _is_clutter(entry.name):
                continue
            rel = prefix + entry.name
            try:
                is_dir = entry.is_dir()
                is_file = not is_dir and entry.is_file()
                mode = 0 if is_dir or is_file else entry.stat().st_mode
            except OSError as e:
                why = BROKEN_LINK if entry.is_symlink() else _os_reason("file", e)
                problems.append(Problem(escape_name(rel), why))
                continue
            if is_dir:
                real = os.path.realpath(entry.path)
                if real not in seen:  # a link back up the tree, or a second link to one folder
                    seen.add(real)
                    subdirs.append((Path(entry.path), rel + "/"))
            elif is_file:
                suffix = _suffix(entry.name)
                if suffix in SUPPORTED or suffix in also:
                    files.append(FileEntry(entry.path, rel))
                else:
                    problems.append(Problem(escape_name(rel), _unsupported(Path(entry.path))))
            else:  # a FIFO, device or socket, or a link to one
                problems.append(Problem(escape_name(rel), not_regular(mode)))
        stack.extend(reversed(subdirs))
    files.sort(key=lambda f: (f.rel.casefold(), f.rel))
    problems.sort(key=lambda p: (p.path.casefold(), p.path))
    return files, problems
