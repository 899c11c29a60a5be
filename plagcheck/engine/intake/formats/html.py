"""HTML (beautifulsoup4 with the standard library's parser: forgiving, entities decoded, no C
build): the text a reader sees, hidden parts and block quotations marked.
"""

from __future__ import annotations

import re
from typing import Any

from plagcheck.engine.intake.formats.encoding import BOMS, decode_text
from plagcheck.engine.intake.formats.hidden import css_hidden
from plagcheck.engine.intake.formats.indent import css_indented
from plagcheck.engine.intake.formats.limits import Span, make_result
from plagcheck.engine.model import Extracted

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


def _decode_html(data: bytes) -> str:
    if not any(data.startswith(bom) for bom, _ in BOMS):
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


def read_html(data: bytes) -> Extracted:
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
        is_hidden = item.has_attr("hidden") or (isinstance(style, str) and css_hidden(style))
        is_quote = name in ("blockquote", "q") or (
            name in ("p", "div") and isinstance(style, str) and css_indented(style)
        )
        stack.append((item, pos if is_hidden else -1, pos if is_quote else -1))
        stack.extend(reversed(item.contents))
    return make_result("".join(parts).rstrip(), hidden, quotes)
