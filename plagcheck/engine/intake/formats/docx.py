"""Word .docx (python-docx, which resolves styles so hidden, white or tiny runs can be seen): the
body's text with footnotes, block quotations (quote styles, deep indents) and hidden runs marked.
"""

from __future__ import annotations

import io
from typing import Any

from plagcheck.engine.intake.formats.hidden import light_rgb
from plagcheck.engine.intake.formats.limits import (
    NOT_DOCX,
    ExtractionError,
    Span,
    check_package,
    make_result,
)
from plagcheck.engine.model import Extracted

# Compound-file (OLE) signature: an old binary .doc, or a password-protected .docx.
_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"


_QUOTE_STYLES = ("quote", "intense quote", "block text", "quotations")
_BLOCK_QUOTE_INDENT = 457200  # EMU = 0.5 inch: a paragraph indented this far is a block quote
_TINY_FONT = 2 * 12700  # EMU = 2 pt
_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
_NOTE_FURNITURE = ("separator", "continuationSeparator", "continuationNotice")
_FALLBACK = "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"


def read_docx(data: bytes) -> Extracted:
    if data.startswith(_OLE_MAGIC):
        raise ExtractionError(
            "password-protected or old-format Word document (save it as .docx without a password)"
        )
    check_package(data, NOT_DOCX)
    import docx

    try:
        document = docx.Document(io.BytesIO(data))
    except Exception as e:
        raise ExtractionError(NOT_DOCX) from e
    text = _DocxText(document)
    for p in document.element.body.iter(text.W_P):
        text.paragraph(p)
    text.notes(document)
    return make_result("".join(text.parts).rstrip("\n"), text.hidden, text.quotes)


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
        if vanish or tiny or (rgb is not None and light_rgb(*rgb)):
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
