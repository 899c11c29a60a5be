"""Reading every submission format, the reasons teachers see for bad files, the folder scan."""

from __future__ import annotations

import io
import os
import random
import zipfile
from pathlib import Path

import pytest
from formats import (
    write_docx,
    write_encrypted_pdf,
    write_html,
    write_image_pdf,
    write_odt,
    write_pdf,
    write_rtf,
)
from hypothesis import given
from hypothesis import strategies as st

import plagcheck.engine.intake.extract as extract_module
from plagcheck.engine.intake.extract import (
    SUPPORTED,
    Extracted,
    ExtractionError,
    decode_text,
    extract,
)
from plagcheck.engine.intake.files import find_files
from plagcheck.engine.intake.formats.limits import MAX_WORD

PLANTED = "The industrial revolution changed how ordinary families earned their bread."
PNG = bytes.fromhex("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489")


def reason(path: Path, **kw: int) -> str:
    with pytest.raises(ExtractionError) as info:
        extract(path, **kw)
    assert str(info.value) == info.value.reason
    return info.value.reason


def spans(e: Extracted, which: str = "hidden") -> list[str]:
    return [e.text[s:t] for s, t in getattr(e, which)]


# --- each format gives the planted sentence --------------------------------------------------


@pytest.mark.parametrize(
    "name, write",
    [
        ("a.txt", lambda p: p.write_text(f"Title\n\n{PLANTED}\n", encoding="utf-8")),
        ("a.md", lambda p: p.write_text(f"# Title\n\n*{PLANTED}*\n", encoding="utf-8")),
        ("a.html", lambda p: write_html(p, f"<h1>Title</h1><p>{PLANTED}</p>")),
        ("a.htm", lambda p: write_html(p, f"<div>Title</div><div>{PLANTED}</div>")),
        ("a.docx", lambda p: write_docx(p, ["Title", PLANTED])),
        ("a.odt", lambda p: write_odt(p, [PLANTED], heading="Title")),
        ("a.rtf", lambda p: write_rtf(p, f"Title\n{PLANTED}")),
        ("a.pdf", lambda p: write_pdf(p, ["Title page", PLANTED])),
    ],
)
def test_each_format_gives_its_text(tmp_path: Path, name: str, write) -> None:
    path = tmp_path / name
    write(path)
    e = extract(path)
    assert PLANTED in e.text
    assert "Title" in e.text
    assert e.hidden == () and e.flags == {}


def test_supported_covers_every_format() -> None:
    assert set(SUPPORTED) == {".txt", ".md", ".html", ".htm", ".docx", ".odt", ".rtf", ".pdf"}


def test_suffix_case_does_not_matter(tmp_path: Path) -> None:
    assert PLANTED in extract(write_docx(tmp_path / "ESSAY.DOCX", [PLANTED])).text


def test_crlf_line_ends_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    path.write_bytes(b"one\r\ntwo\r\n")
    assert extract(path).text == "one\r\ntwo\r\n"


# --- HTML -------------------------------------------------------------------------------------


def test_html_visible_text_only(tmp_path: Path) -> None:
    path = write_html(
        tmp_path / "a.html",
        "<script>var secret = 'SCRIPTTEXT';</script><style>p { color: red }</style>"
        "<noscript>NOSCRIPTTEXT</noscript><template>TEMPLATETEXT</template>"
        "<!-- COMMENTTEXT --><p>Fish &amp; chips &eacute;t&eacute; &#8220;quoted&#8221;</p>"
        "<p>second<br>line</p><ul><li>item one</li><li>item two</li></ul>",
        head_html="<title>TITLETEXT</title><meta name='description' content='METATEXT'>",
    )
    text = extract(path).text
    for absent in ("SCRIPTTEXT", "color", "NOSCRIPTTEXT", "TEMPLATETEXT", "COMMENTTEXT",
                   "TITLETEXT", "METATEXT", "<p>", "&amp;"):  # fmt: skip
        assert absent not in text
    assert "Fish & chips été “quoted”" in text
    assert text.splitlines() == [
        "Fish & chips été “quoted”",
        "second",
        "line",
        "item one",
        "item two",
    ]


def test_html_hidden_elements_are_text_but_marked(tmp_path: Path) -> None:
    path = write_html(
        tmp_path / "a.html",
        "<p>Visible words.</p>"
        '<p style="color: #FFFFFF">white words</p>'
        '<span style="display:none">undisplayed</span>'
        "<div hidden>attribute hidden</div>"
        '<p style="visibility: hidden">invisible</p>'
        '<p style="color: rgb(250, 250, 250)">near white</p>'
        '<p style="color: #333">dark grey is visible</p>',
    )
    e = extract(path)
    assert spans(e) == ["white words", "undisplayed", "attribute hidden", "invisible", "near white"]
    assert e.flags == {"hidden_text": sum(len(s) for s in spans(e))}
    assert "dark grey is visible" in e.text


def test_html_blockquote_is_a_quote_span(tmp_path: Path) -> None:
    path = write_html(
        tmp_path / "a.html", f"<p>Intro.</p><blockquote><p>{PLANTED}</p></blockquote>"
    )
    assert spans(extract(path), "quotes") == [PLANTED]


def test_html_meta_charset_windows_1252(tmp_path: Path) -> None:
    path = tmp_path / "a.html"
    html = '<html><head><meta charset="windows-1252"></head><body>“café”</body></html>'
    path.write_bytes(html.encode("cp1252"))
    assert extract(path).text == "“café”"


# --- docx -------------------------------------------------------------------------------------


def test_docx_table_footnote_and_textbox(tmp_path: Path) -> None:
    path = write_docx(
        tmp_path / "a.docx",
        ["Body paragraph."],
        table=[["cell one", "cell two"], ["cell three", "cell four"]],
        footnote="Footnote sentence here.",
        textbox="Text box sentence.",
    )
    text = extract(path).text
    for piece in ("Body paragraph.", "cell one", "cell four", "Footnote sentence here."):
        assert piece in text
    # Word stores a text box twice (DrawingML and a VML fallback); it must count once.
    assert text.count("Text box sentence.") == 1
    assert text.index("Body paragraph.") < text.index("cell one") < text.index("Footnote")


def test_docx_hidden_runs_are_text_but_marked(tmp_path: Path) -> None:
    runs = [
        ("Seen. ", "visible"),
        ("white copied words", "white"),
        (" ", "visible"),
        ("vanished words", "vanish"),
        (" ", "visible"),
        ("one point words", "tiny"),
        (" ", "visible"),
        ("almost white", "light"),
        (" Seen again.", "visible"),
    ]
    e = extract(write_docx(tmp_path / "a.docx", [PLANTED], runs))
    hidden = ["white copied words", "vanished words", "one point words", "almost white"]
    assert spans(e) == hidden
    assert e.flags == {"hidden_text": sum(map(len, hidden))}
    assert "Seen. white copied words vanished words" in e.text
    assert PLANTED in e.text


def test_docx_quote_style_and_indented_paragraph_are_quotes(tmp_path: Path) -> None:
    path = write_docx(tmp_path / "a.docx", [PLANTED], quote="Styled quote.", indented="Indented.")
    assert spans(extract(path), "quotes") == ["Styled quote.", "Indented."]


def test_docx_style_colour_is_inherited(tmp_path: Path) -> None:
    import docx
    from docx.enum.style import WD_STYLE_TYPE
    from docx.shared import RGBColor

    d = docx.Document()
    style = d.styles.add_style("Sneaky", WD_STYLE_TYPE.CHARACTER)
    style.font.color.rgb = RGBColor(0xFF, 0xFF, 0xFF)
    p = d.add_paragraph("Visible start. ")
    p.add_run("styled white", style="Sneaky")
    d.save(str(tmp_path / "a.docx"))
    assert spans(extract(tmp_path / "a.docx")) == ["styled white"]


# --- encodings --------------------------------------------------------------------------------

SAMPLE = "Le “café” de l’élève — naïve, déjà vu.\r\nSecond line."


@pytest.mark.parametrize(
    "data",
    [
        SAMPLE.encode("utf-8"),
        b"\xef\xbb\xbf" + SAMPLE.encode("utf-8"),
        b"\xff\xfe" + SAMPLE.encode("utf-16-le"),
        b"\xfe\xff" + SAMPLE.encode("utf-16-be"),
        b"\xff\xfe\x00\x00" + SAMPLE.encode("utf-32-le"),
        SAMPLE.encode("utf-16-le"),  # no BOM
        SAMPLE.encode("utf-16-be"),
        SAMPLE.encode("cp1252"),
    ],
    ids=[
        "utf8",
        "utf8-bom",
        "utf16le-bom",
        "utf16be-bom",
        "utf32le-bom",
        "utf16le",
        "utf16be",
        "cp1252",
    ],
)
def test_encodings_decode(tmp_path: Path, data: bytes) -> None:
    assert decode_text(data) == SAMPLE
    path = tmp_path / "a.txt"
    path.write_bytes(data)
    assert extract(path).text == SAMPLE


def test_russian_cp1251_is_not_read_as_western() -> None:
    russian = "Промышленная революция изменила жизнь обычных семей в городах и деревнях."
    assert decode_text(russian.encode("cp1251")) == russian


@pytest.mark.parametrize(
    "data", [PNG + bytes(200), random.Random(1).randbytes(3000).replace(b"\0", b"")]
)
def test_binary_is_not_text(data: bytes) -> None:
    with pytest.raises(ExtractionError, match="^binary content"):
        decode_text(data)


# Control characters no one types (NUL aside: it is UTF-16's or binary's), and replacement marks.
CONTROLS = "".join(map(chr, [*range(1, 9), *range(14, 26), *range(27, 32), 127, 0x85, 0x9F]))


@given(
    st.text(alphabet="ab \n\t\r\x1a" + CONTROLS, max_size=80)
    | st.text(alphabet="ab é€\ufffd" + CONTROLS, max_size=80)
)
def test_text_is_binary_when_over_5_percent_is_control_characters(text: str) -> None:
    bad = sum(c in CONTROLS or c == "\ufffd" for c in text)
    if bad > 0.05 * len(text):
        with pytest.raises(ExtractionError, match="^binary content"):
            decode_text(text.encode("utf-8"))
    else:
        assert decode_text(text.encode("utf-8")) == text


# --- bad inputs have named reasons ------------------------------------------------------------


@pytest.mark.parametrize(
    "suffix, expected",
    [
        (".docx", "not a Word document (corrupt or renamed)"),
        (".odt", "not an OpenDocument text (corrupt or renamed)"),
        (".pdf", "corrupt PDF (cannot be read)"),
        (".rtf", "corrupt RTF (not a Rich Text file)"),
        (".txt", "binary content (NUL bytes)"),
        (".html", "binary content (NUL bytes)"),
    ],
)
def test_corrupt_file_of_each_format(tmp_path: Path, suffix: str, expected: str) -> None:
    path = tmp_path / f"junk{suffix}"
    path.write_bytes(random.Random(suffix).randbytes(5000))
    assert reason(path) == expected


def test_truncated_files_never_raise_anything_but_extraction_error(tmp_path: Path) -> None:
    originals = [
        write_docx(tmp_path / "a.docx", [PLANTED] * 5, table=[["x"]], footnote="n"),
        write_odt(tmp_path / "a.odt", [PLANTED] * 5),
        write_pdf(tmp_path / "a.pdf", [PLANTED] * 3),
        write_rtf(tmp_path / "a.rtf", PLANTED),
    ]
    for original in originals:
        data = original.read_bytes()
        for cut in (10, len(data) // 3, len(data) // 2, len(data) - 20):
            path = tmp_path / f"cut{cut}{original.suffix}"
            path.write_bytes(data[:cut])
            try:
                extract(path)
            except ExtractionError:
                pass


def test_encrypted_pdf(tmp_path: Path) -> None:
    assert reason(write_encrypted_pdf(tmp_path / "a.pdf", PLANTED)) == "password-protected PDF"


def test_pdf_with_owner_password_only_opens(tmp_path: Path) -> None:
    path = write_encrypted_pdf(tmp_path / "a.pdf", PLANTED, user_password="")
    assert PLANTED in extract(path).text


def test_image_only_pdf(tmp_path: Path) -> None:
    assert (
        reason(write_image_pdf(tmp_path / "scan.pdf")) == "PDF has no text layer (scanned image?)"
    )


@pytest.mark.parametrize("suffix", SUPPORTED)
def test_zero_byte_file(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"empty{suffix}"
    path.touch()
    assert reason(path) == "empty file"


def test_whitespace_only_file_has_no_text(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    path.write_text("  \n\n\t ")
    assert reason(path) == "no text in file"
    assert reason(write_docx(tmp_path / "a.docx", ["", " "])) == "no text in file"


@given(
    st.integers(0, 3000),
    st.integers(MAX_WORD - 3, MAX_WORD + 3),
    st.sampled_from([" ", "\n", "-", "\u00e9"]),
)
def test_text_that_is_mostly_one_long_word_is_refused_wherever_it_stands(
    tmp_path_factory: pytest.TempPathFactory, at: int, length: int, sep: str
) -> None:
    """A run of more than MAX_WORD word characters that makes up over half the text is named,
    wherever the run starts (the quick check for prose skips nothing); one a character shorter
    is read as text."""
    prose = "an essay of short words " * 40  # 960 characters
    blob = "x" * length + sep + "y" * length
    text = prose[:at] + " " + blob + " " + prose[at:]
    path = tmp_path_factory.mktemp("long") / "blob.txt"
    path.write_text(text, encoding="utf-8")
    word_chars = sep == "\u00e9"  # an accented letter is a word character: one run of 2n+1
    run = 2 * length + 1 if word_chars else length
    long = run > MAX_WORD
    share = (run if word_chars else 2 * length * long) > len(text) // 2
    if long and share:
        assert reason(path).startswith("no words to compare (")
    else:
        assert extract(path).text.strip()


def test_too_large_file(tmp_path: Path) -> None:
    path = tmp_path / "big.txt"
    with path.open("wb") as f:
        f.truncate(30 * 2**20)  # sparse: instant to write
    assert reason(path) == "larger than the 25 MB limit"
    path.write_bytes(b"x" * (2**20 + 1))
    assert reason(path, max_bytes=2**20) == "larger than the 1 MB limit"


def test_file_at_the_limit_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    path.write_bytes(b"word " * 2**18)
    assert len(extract(path, max_bytes=5 * 2**18).text) == 5 * 2**18


def test_file_that_grows_while_read_is_read_to_its_end(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "a.txt"
    path.write_text(PLANTED * 20)
    real_stat = Path.stat

    def stale(self: Path, *a, **kw):  # the size the file had before a student saved more
        st = real_stat(self, *a, **kw)
        return os.stat_result((*st[:6], 10, *st[7:10]))

    monkeypatch.setattr(Path, "stat", stale)
    assert extract(path).text == PLANTED * 20
    assert reason(path, max_bytes=len(PLANTED) * 20 - 1).startswith("larger than the ")


def test_unsupported_format(tmp_path: Path) -> None:
    path = tmp_path / "essay.pages"
    path.write_bytes(b"PK\x03\x04")
    assert reason(path) == "unsupported format .pages"


def test_binary_renamed_docx(tmp_path: Path) -> None:
    path = tmp_path / "photo.docx"
    path.write_bytes(PNG * 100)
    assert reason(path) == "not a Word document (corrupt or renamed)"
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("notes.txt", "a zip, but not a Word document")
    path.write_bytes(buf.getvalue())
    assert reason(path) == "not a Word document (corrupt or renamed)"


def test_old_or_encrypted_word_file(tmp_path: Path) -> None:
    path = tmp_path / "old.docx"
    path.write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(1000))
    assert "password-protected or old-format Word document" in reason(path)


def test_docx_renamed_odt(tmp_path: Path) -> None:
    path = tmp_path / "a.odt"
    path.write_bytes(write_docx(tmp_path / "a.docx", [PLANTED]).read_bytes())
    assert reason(path) == "not an OpenDocument text (corrupt or renamed)"


def test_png_renamed_txt(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    path.write_bytes(PNG + random.Random(2).randbytes(2000))
    assert reason(path) == "binary content (NUL bytes)"


def test_unreadable_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "a.txt"
    path.write_text(PLANTED)

    real_open = os.open

    def deny(file, *a, **kw):  # tests run as root here, where chmod does not deny
        if Path(file) == path:
            raise PermissionError(13, "Permission denied")
        return real_open(file, *a, **kw)

    monkeypatch.setattr(extract_module.os, "open", deny)
    assert reason(path) == "cannot read file: permission denied"


# --- folder scan ------------------------------------------------------------------------------


def make_class(root: Path) -> None:
    (root / "alice").mkdir(parents=True)
    (root / "bob" / "drafts").mkdir(parents=True)
    write_docx(root / "alice" / "essay.docx", [PLANTED])
    (root / "bob" / "essay.txt").write_text(PLANTED)
    (root / "bob" / "drafts" / "v1.md").write_text(PLANTED)
    (root / "Carol.pdf").write_bytes(b"%PDF-")
    (root / "dave.pages").write_bytes(b"PK")
    # clutter, never reported
    (root / ".hidden").mkdir()
    (root / ".hidden" / "secret.txt").write_text("x")
    (root / ".notes.txt").write_text("x")
    (root / "~$essay.docx").write_bytes(b"lock")
    (root / "alice" / "~$lock.docx").write_bytes(b"lock")
    (root / ".DS_Store").write_bytes(b"\0")
    (root / "Thumbs.db").write_bytes(b"\0")
    (root / "desktop.ini").write_text("[x]")


def test_find_files_recurses_and_skips_clutter(tmp_path: Path) -> None:
    make_class(tmp_path)
    files, problems = find_files(tmp_path)
    assert [f.rel for f in files] == [
        "alice/essay.docx",
        "bob/drafts/v1.md",
        "bob/essay.txt",
        "Carol.pdf",
    ]
    assert all(f.path == tmp_path / f.rel for f in files)
    assert [(p.path, p.reason) for p in problems] == [("dave.pages", "unsupported format .pages")]


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links")
def test_find_files_survives_symlink_loop(tmp_path: Path) -> None:
    make_class(tmp_path)
    (tmp_path / "alice" / "up").symlink_to(tmp_path, target_is_directory=True)
    (tmp_path / "loop").symlink_to(tmp_path / "loop")  # a link to itself: broken
    files, problems = find_files(tmp_path)
    assert len(files) == 4
    assert ("loop", "broken link (its target is missing or loops)") in [
        (p.path, p.reason) for p in problems
    ]


def test_find_files_unreadable_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    make_class(tmp_path)
    real_scandir = os.scandir
    locked = str(tmp_path / "bob")

    def scandir(path):
        if str(path) == locked:
            raise PermissionError(13, "Permission denied")
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", scandir)
    files, problems = find_files(tmp_path)
    assert [f.rel for f in files] == ["alice/essay.docx", "Carol.pdf"]
    assert ("bob", "cannot read folder: permission denied") in [
        (p.path, p.reason) for p in problems
    ]


def test_find_files_on_missing_folder(tmp_path: Path) -> None:
    with pytest.raises(ExtractionError, match="folder not found"):
        find_files(tmp_path / "nope")
    (tmp_path / "file.txt").write_text("x")
    with pytest.raises(ExtractionError, match="not a folder"):
        find_files(tmp_path / "file.txt")
