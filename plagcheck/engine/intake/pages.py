"""Where a file's pages begin in its extracted text, read from the file itself: what a case file
needs to say "page 3" of a passage.

A PDF's pages are its own. A .docx's pages come from its page breaks: explicit ones (a page break,
"page break before", a section that starts on a new page) and the ones Word wrote where pages
began when it last laid the document out (``w:lastRenderedPageBreak``). An .odt's come from
paragraph styles that break before or after and from ``text:soft-page-break`` (where LibreOffice
last laid out a page). Other formats (plain text, HTML, RTF) have no pages: a reader gives line
numbers instead (``line_at``).

Each page's text is found in the extracted text in order (``str.find`` from the last page's end),
so a page is placed where the format reader put its text, whatever it wrote between pages.
"""

from __future__ import annotations

import io
from bisect import bisect_right
from collections.abc import Iterator
from typing import Any

PageStarts = tuple[tuple[int, int], ...]  # (page number from 1, offset in the text)

PAGED = (".pdf", ".docx", ".odt")


def page_starts(name: str, data: bytes, text: str) -> PageStarts | None:
    """Where each page begins in ``text`` (the file's extracted text); None for a format without
    pages, or a file whose pages cannot be read (then the reader gives none rather than guess)."""
    suffix = name[name.rfind(".") :].lower() if "." in name else ""
    reader = {".pdf": _pdf, ".docx": _docx, ".odt": _odt}.get(suffix)
    if reader is None:
        return None
    try:
        return _place(reader(data), text)
    except Exception:  # noqa: BLE001 - a file the reader read but this cannot: no pages
        return None


def page_at(starts: PageStarts, offset: int) -> int:
    """The page that character ``offset`` of the text stands on."""
    i = bisect_right([s for _, s in starts], offset) - 1
    return starts[max(0, i)][0]


def line_at(text: str, offset: int) -> int:
    """The line (from 1) of ``text`` that character ``offset`` stands on."""
    return text.count("\n", 0, max(0, offset)) + 1


def _place(pages: Iterator[tuple[int, str]], text: str) -> PageStarts:
    """Each page's (number, text) found in ``text`` in order. A page without text holds no
    passage and is left out; a page whose text is not found means the pages cannot be told
    (ValueError), never a guess."""
    out: list[tuple[int, int]] = []
    pos = 0
    for number, page in pages:
        probe = page.strip()[:200]
        if not probe:
            continue
        at = text.find(probe, pos)
        if at < 0:
            raise ValueError(f"the text of page {number} is not in the extracted text")
        out.append((number, at if out else 0))
        pos = at + len(probe)
    return tuple(out) or ((1, 0),)


def _pdf(data: bytes) -> Iterator[tuple[int, str]]:
    """Each page's number and its whole text (as the format reader extracts it)."""
    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(data))
    if reader.is_encrypted:
        reader.decrypt("")
    for i, page in enumerate(reader.pages, 1):
        yield i, (page.extract_text() or "").strip("\n")


# -- .docx ------------------------------------------------------------------------------------


def _docx(data: bytes) -> Iterator[tuple[int, str]]:
    """Pages of a Word document: each page's number and the text that opens it."""
    yield from _numbered(_docx_pieces(data))


def _numbered(pieces: Iterator[str | None]) -> Iterator[tuple[int, str]]:
    """Text pieces with None where a page breaks, as (page, the page's text); breaks with no text
    between them (an explicit break and Word's mark of the same page) count once."""
    page, pending = 1, False
    buf: list[str] = []
    for piece in pieces:
        if piece is None:
            pending = True
            continue
        if pending and piece.strip() and "".join(buf).strip():
            yield page, "".join(buf)
            page, buf = page + 1, []
        if piece.strip():
            pending = False
        buf.append(piece)
    yield page, "".join(buf)


def _docx_pieces(data: bytes) -> Iterator[str | None]:
    import docx
    from docx.oxml.ns import qn

    body = docx.Document(io.BytesIO(data)).element.body
    w_p, w_r, w_br = qn("w:p"), qn("w:r"), qn("w:br")
    new_page = _section_ends(body)
    rendered, w_type = qn("w:lastRenderedPageBreak"), qn("w:type")
    fallback = "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"
    texts = {qn(t) for t in ("w:t", "w:tab", "w:br", "w:cr", "w:noBreakHyphen", "w:ptab")}
    for p in body.iter(w_p):
        if any(a.tag == fallback for a in p.iterancestors()):
            continue  # as the reader: a text box's fallback copy is not read
        ppr = p.pPr
        if ppr is not None and _on(ppr.find(qn("w:pageBreakBefore")), qn("w:val")):
            yield None
        for r in p.iter(w_r):
            if _paragraph_of(r, w_p) is not p:
                continue
            for child in r:
                if child.tag == rendered or (child.tag == w_br and child.get(w_type) == "page"):
                    yield None
                if child.tag in texts:
                    yield str(child)
        yield "\n"
        if p in new_page:
            yield None


def _on(el: Any, val: str) -> bool:
    return el is not None and el.get(val) not in ("0", "false", "off")


def _section_ends(body: Any) -> set[Any]:
    """The paragraphs that end a section whose next section starts on a new page. A section's
    properties (``w:sectPr``) stand in its last paragraph (the last section's in the body), and
    their ``w:type`` says how that section starts: the break after a section is its next one's."""
    from docx.oxml.ns import qn

    ends = [p for p in body.iter(qn("w:p")) if p.pPr is not None and p.pPr.sectPr is not None]
    props = [p.pPr.sectPr for p in ends] + [body.find(qn("w:sectPr"))]
    out = set()
    for p, following in zip(ends, props[1:]):
        kind = following.find(qn("w:type")) if following is not None else None
        if kind is None or kind.get(qn("w:val")) not in ("continuous", "nextColumn"):
            out.add(p)
    return out


def _paragraph_of(el: Any, w_p: str) -> Any:
    el = el.getparent()
    while el is not None and el.tag != w_p:
        el = el.getparent()
    return el


# -- .odt -------------------------------------------------------------------------------------


def _odt(data: bytes) -> Iterator[tuple[int, str]]:
    """Pages of an OpenDocument text: each page's number and the text that opens it."""
    yield from _numbered(_odt_pieces(data))


def _odt_pieces(data: bytes) -> Iterator[str | None]:
    from odf.namespaces import FONS, STYLENS, TEXTNS
    from odf.opendocument import load

    document = load(io.BytesIO(data))
    breaks: dict[str, tuple[bool, bool]] = {}  # style name -> (break before, break after)
    for styles in (document.automaticstyles, document.styles):
        for st in styles.childNodes:
            if st.qname != (STYLENS, "style"):
                continue
            for props in st.childNodes:
                if props.qname == (STYLENS, "paragraph-properties"):
                    before = props.getAttrNS(FONS, "break-before") == "page"
                    after = props.getAttrNS(FONS, "break-after") == "page"
                    breaks[st.getAttrNS(STYLENS, "name")] = (before, after)
    stack = list(reversed(document.text.childNodes))
    while stack:
        node = stack.pop()
        if node.nodeType != node.ELEMENT_NODE or node.qname == (TEXTNS, "tracked-changes"):
            continue
        if node.qname == (TEXTNS, "soft-page-break"):
            yield None
        elif node.qname in ((TEXTNS, "p"), (TEXTNS, "h")):
            before, after = breaks.get(node.getAttrNS(TEXTNS, "style-name"), (False, False))
            if before:
                yield None
            yield from _odt_inline(node)
            yield "\n"
            if after:
                yield None
        else:
            stack.extend(reversed(node.childNodes))


def _odt_inline(node: Any) -> Iterator[str | None]:
    """A paragraph's text as the reader extracts it, with None at a soft page break inside."""
    from odf import teletype
    from odf.namespaces import TEXTNS

    for child in node.childNodes:
        if child.nodeType == child.TEXT_NODE:
            yield child.data
        elif child.qname == (TEXTNS, "soft-page-break"):
            yield None
        elif any(True for _ in _soft_breaks(child)):
            yield from _odt_inline(child)
        else:
            yield teletype.extractText(child)


def _soft_breaks(node: Any) -> Iterator[Any]:
    from odf.namespaces import TEXTNS

    for child in node.childNodes:
        if child.nodeType == child.ELEMENT_NODE:
            if child.qname == (TEXTNS, "soft-page-break"):
                yield child
            else:
                yield from _soft_breaks(child)
