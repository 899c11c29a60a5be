"""Real paged files for tests: a PDF written with fpdf2, a .docx and an .odt with page breaks."""

from __future__ import annotations

from pathlib import Path


def write_pdf(path: Path, pages: list[str]) -> Path:
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_font("Helvetica", size=12)
    for text in pages:
        pdf.add_page()
        pdf.multi_cell(0, 7, text)
    pdf.output(str(path))
    return path


def write_docx(path: Path, pages: list[list[str]], rendered: bool = False) -> Path:
    """A .docx whose pages hold these paragraphs, separated by explicit page breaks (and, with
    ``rendered``, Word's mark of where each page began as well, as Word writes both)."""
    import docx
    from docx.enum.text import WD_BREAK
    from docx.oxml import OxmlElement

    document = docx.Document()
    for i, paragraphs in enumerate(pages):
        for j, text in enumerate(paragraphs):
            para = document.add_paragraph()
            if i and j == 0 and rendered:
                para.add_run()._r.append(OxmlElement("w:lastRenderedPageBreak"))
            para.add_run(text)
        if i < len(pages) - 1:
            document.paragraphs[-1].add_run().add_break(WD_BREAK.PAGE)
    document.save(str(path))
    return path


def write_odt(path: Path, pages: list[list[str]]) -> Path:
    """An .odt whose pages begin with a paragraph styled to break before it."""
    from odf.opendocument import OpenDocumentText
    from odf.style import ParagraphProperties, Style
    from odf.text import P

    document = OpenDocumentText()
    style = Style(name="NewPage", family="paragraph")
    style.addElement(ParagraphProperties(breakbefore="page"))
    document.automaticstyles.addElement(style)
    for i, paragraphs in enumerate(pages):
        for j, text in enumerate(paragraphs):
            kwargs = {"stylename": style} if i and j == 0 else {}
            document.text.addElement(P(text=text, **kwargs))
    document.save(str(path))
    return path
