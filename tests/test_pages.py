"""Page numbers read from the files themselves: a PDF's pages, a .docx's and an .odt's page
breaks; plain text has none (line numbers instead)."""

from __future__ import annotations

from pathlib import Path

import pytest

from plagcheck.engine.intake import extract, line_at, page_at, page_starts
from tests.pagefiles import write_docx, write_odt, write_pdf

PAGES = [
    "The first page talks about rivers and the water cycle in spring.",
    "The second page explains how clouds form over warm seas every summer.",
    "The third page describes rain falling on the mountains in autumn.",
]


def where(path: Path, phrase: str) -> int:
    data = path.read_bytes()
    text = extract.parse(str(path), data).text
    starts = page_starts(path.name, data, text)
    assert starts is not None
    return page_at(starts, text.index(phrase))


def test_a_pdf_passage_is_on_its_page(tmp_path: Path) -> None:
    pdf = write_pdf(tmp_path / "essay.pdf", PAGES)
    assert where(pdf, "rivers") == 1
    assert where(pdf, "clouds form") == 2
    assert where(pdf, "mountains in autumn") == 3


@pytest.mark.parametrize("rendered", [False, True])
def test_docx_pages_from_explicit_and_rendered_breaks(tmp_path: Path, rendered: bool) -> None:
    pages = [["Intro paragraph.", "Rivers and water."], ["Clouds form here."], ["Rain falls."]]
    path = write_docx(tmp_path / "essay.docx", pages, rendered=rendered)
    # Word writes both an explicit break and its mark of the new page: one page, not two.
    assert [where(path, p) for p in ("Rivers", "Clouds", "Rain")] == [1, 2, 3]


def test_odt_pages_from_paragraph_breaks(tmp_path: Path) -> None:
    pages = [["Intro paragraph.", "Rivers and water."], ["Clouds form here."], ["Rain falls."]]
    path = write_odt(tmp_path / "essay.odt", pages)
    assert [where(path, p) for p in ("Rivers", "Clouds", "Rain")] == [1, 2, 3]


def test_plain_text_has_lines_not_pages(tmp_path: Path) -> None:
    text = "one\ntwo\r\nthree words here\n"
    assert page_starts("essay.txt", text.encode(), text) is None
    assert line_at(text, text.index("three")) == 3
    # A file the page reader cannot read gives no pages, never a guess.
    assert page_starts("broken.pdf", b"%PDF-1.4 nonsense", "text") is None


def test_odt_pages_from_soft_page_breaks_inside_a_paragraph(tmp_path: Path) -> None:
    """Where LibreOffice last laid out a page: between paragraphs, or inside one (in a span)."""
    from odf.opendocument import OpenDocumentText
    from odf.text import P, SoftPageBreak, Span

    document = OpenDocumentText()
    document.text.addElement(P(text="First page paragraph about rivers."))
    document.text.addElement(SoftPageBreak())
    para = P(text="Second page starts here with clouds ")
    span = Span(text="and a span ")
    span.addElement(SoftPageBreak())
    span.addText("then the third page holds rain.")
    para.addElement(span)
    document.text.addElement(para)
    path = tmp_path / "essay.odt"
    document.save(str(path))
    assert [where(path, p) for p in ("rivers", "clouds", "rain")] == [1, 2, 3]


def test_docx_pages_from_page_break_before_and_new_page_sections(tmp_path: Path) -> None:
    import docx
    from docx.enum.section import WD_SECTION

    document = docx.Document()
    document.add_paragraph("First page paragraph about rivers.")
    document.add_paragraph("Second page: clouds.").paragraph_format.page_break_before = True
    document.add_section(WD_SECTION.NEW_PAGE)
    document.add_paragraph("Third page, a new section: rain.")
    document.add_section(WD_SECTION.CONTINUOUS)
    document.add_paragraph("Still the third page: snow.")
    path = tmp_path / "essay.docx"
    document.save(str(path))
    assert [where(path, p) for p in ("rivers", "clouds", "rain", "snow")] == [1, 2, 3, 3]
