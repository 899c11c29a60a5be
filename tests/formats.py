"""Writers of real submission files, one per format, for engine and GUI tests.

Each writes with the library (or the plain syntax) of its format, so the files are what a word
processor, browser or PDF printer would produce, and the readers are tested against them.
"""

from __future__ import annotations

import io
import random
from collections.abc import Sequence
from pathlib import Path

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
_NS = (
    f'xmlns:w="{W_NS}" '
    'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" '
    'xmlns:v="urn:schemas-microsoft-com:vml" '
    'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"'
)


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def write_docx(
    path: Path,
    paragraphs: Sequence[str],
    hidden_runs: Sequence[tuple[str, str]] = (),
    *,
    table: Sequence[Sequence[str]] | None = None,
    footnote: str | None = None,
    footnote_at: int = 0,
    textbox: str | None = None,
    quote: str | None = None,
    indented: str | None = None,
) -> Path:
    """A .docx with ``paragraphs``, then one paragraph of ``hidden_runs``.

    ``hidden_runs`` are (text, how) with how in "white", "light" (#F5F5F5), "vanish" (the hidden
    property), "tiny" (1 pt) or "visible"; each run is written as its own run. ``table`` is rows
    of cell texts; ``footnote`` is attached to paragraph ``footnote_at``; ``textbox`` is a text
    box in a DrawingML/VML AlternateContent pair (as Word writes it, the text is in the file
    twice); ``quote`` gets the built-in Quote style and ``indented`` a 1-inch left indent.
    """
    import docx
    from docx.opc.constants import CONTENT_TYPE as CT
    from docx.opc.constants import RELATIONSHIP_TYPE as RT
    from docx.opc.packuri import PackURI
    from docx.opc.part import Part
    from docx.oxml import parse_xml
    from docx.shared import Inches, Pt, RGBColor

    document = docx.Document()
    first = None
    for i, text in enumerate(paragraphs):
        p = document.add_paragraph(text)
        first = p if i == footnote_at else first
    if hidden_runs:
        p = document.add_paragraph()
        for text, how in hidden_runs:
            run = p.add_run(text)
            if how == "white":
                run.font.color.rgb = RGBColor(0xFF, 0xFF, 0xFF)
            elif how == "light":
                run.font.color.rgb = RGBColor(0xF5, 0xF5, 0xF5)
            elif how == "vanish":
                run.font.hidden = True
            elif how == "tiny":
                run.font.size = Pt(1)
            elif how != "visible":
                raise ValueError(f"unknown hidden run kind {how!r}")
    if table:
        t = document.add_table(rows=len(table), cols=max(len(r) for r in table))
        for i, row in enumerate(table):
            for j, cell in enumerate(row):
                t.cell(i, j).text = cell
    if quote is not None:
        document.add_paragraph(quote, style="Quote")
    if indented is not None:
        document.add_paragraph(indented).paragraph_format.left_indent = Inches(1)
    if textbox is not None:
        p = document.add_paragraph()
        box = f"<w:txbxContent><w:p><w:r><w:t>{_esc(textbox)}</w:t></w:r></w:p></w:txbxContent>"
        p._p.append(
            parse_xml(
                f"<w:r {_NS}><mc:AlternateContent>"
                f'<mc:Choice Requires="wps"><w:drawing><wps:txbx>{box}</wps:txbx></w:drawing>'
                f"</mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox>{box}</v:textbox>"
                "</v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>"
            )
        )
    if footnote is not None:
        if first is None:
            first = document.add_paragraph()
        xml = (
            f'<w:footnotes {_NS}><w:footnote w:type="separator" w:id="-1"><w:p><w:r>'
            '<w:separator/></w:r></w:p></w:footnote><w:footnote w:id="1"><w:p><w:r>'
            f'<w:footnoteRef/></w:r><w:r><w:t xml:space="preserve"> {_esc(footnote)}</w:t>'
            "</w:r></w:p></w:footnote></w:footnotes>"
        )
        part = Part(
            PackURI("/word/footnotes.xml"), CT.WML_FOOTNOTES, xml.encode(), document.part.package
        )
        document.part.relate_to(part, RT.FOOTNOTES)
        first._p.append(parse_xml(f'<w:r {_NS}><w:footnoteReference w:id="1"/></w:r>'))
    document.save(str(path))
    return path


def write_odt(
    path: Path,
    paragraphs: Sequence[str],
    *,
    heading: str | None = None,
    table: Sequence[Sequence[str]] | None = None,
) -> Path:
    """A LibreOffice .odt with an optional heading first and an optional table last."""
    from odf.opendocument import OpenDocumentText
    from odf.table import Table, TableCell, TableColumn, TableRow
    from odf.text import H, P

    document = OpenDocumentText()
    if heading is not None:
        document.text.addElement(H(outlinelevel=1, text=heading))
    for text in paragraphs:
        document.text.addElement(P(text=text))
    if table:
        t = Table(name="Table1")
        t.addElement(TableColumn(numbercolumnsrepeated=max(len(r) for r in table)))
        for row in table:
            tr = TableRow()
            for cell in row:
                tc = TableCell()
                tc.addElement(P(text=cell))
                tr.addElement(tc)
            t.addElement(tr)
        document.text.addElement(t)
    document.save(str(path))
    return path


def _pdf_bytes(pages: Sequence[str]) -> bytes:
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_font("helvetica", size=12)
    for text in pages:
        pdf.add_page()
        pdf.multi_cell(0, 6, text)
    return bytes(pdf.output())


def write_pdf(path: Path, text: str | Sequence[str]) -> Path:
    """A PDF with a text layer; ``text`` is one page, or a list of pages (Latin-1 text only)."""
    path.write_bytes(_pdf_bytes([text] if isinstance(text, str) else text))
    return path


def write_image_pdf(path: Path) -> Path:
    """A PDF page with only a drawing on it, as a scanner without OCR makes: no text layer."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.add_page()
    pdf.set_fill_color(40, 40, 40)
    pdf.rect(20, 20, 170, 250, style="F")
    path.write_bytes(bytes(pdf.output()))
    return path


def write_encrypted_pdf(path: Path, text: str, user_password: str = "secret") -> Path:
    """A PDF encrypted with pypdf (RC4, needs no extra package); ``user_password=""`` makes a
    PDF that opens without a password and only restricts copying (owner password set)."""
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(_pdf_bytes([text]))))
    writer.encrypt(user_password, owner_password="owner-secret", algorithm="RC4-128")
    with path.open("wb") as f:
        writer.write(f)
    return path


def _rtf_escape(text: str) -> str:
    out = []
    for c in text:
        if c in "\\{}":
            out.append("\\" + c)
        elif c == "\n":
            out.append("\\par\n")
        elif ord(c) > 127:
            code = ord(c) if ord(c) < 32768 else ord(c) - 65536
            out.append(f"\\u{code}?")
        else:
            out.append(c)
    return "".join(out)


def write_rtf(path: Path, text: str) -> Path:
    """An RTF file as WordPad writes it; newlines become paragraphs, non-ASCII is \\uN escaped."""
    path.write_text(
        "{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\froman Times New Roman;}}\n"
        "\\viewkind4\\uc1\\pard\\f0\\fs24 " + _rtf_escape(text) + "\\par\n}\n",
        encoding="ascii",
    )
    return path


def write_html(path: Path, body_html: str, head_html: str = "<title>Essay</title>") -> Path:
    """A UTF-8 HTML page with ``body_html`` as its body."""
    path.write_text(
        '<!DOCTYPE html>\n<html><head><meta charset="utf-8">'
        f"{head_html}</head>\n<body>\n{body_html}\n</body></html>\n",
        encoding="utf-8",
    )
    return path


# ---------------------------------------------------------------------------------------------
# Hostile files: what a careless or malicious submission can hold


def _zip_entry(name: bytes, data: bytes, crc: int, size: int, offset: int) -> tuple[bytes, bytes]:
    """A deflated zip member's local header + data and its central directory entry."""
    import struct

    local = struct.pack(
        "<4s5H3I2H", b"PK\x03\x04", 20, 0, 8, 0, 0, crc, len(data), size, len(name), 0
    )
    central = struct.pack(
        "<4s6H3I5H2I",
        b"PK\x01\x02", 20, 20, 0, 8, 0, 0, crc, len(data), size, len(name), 0, 0, 0, 0, 0, offset,
    )  # fmt: skip
    return local + name + data, central + name


def zip_of_deflated(members: Sequence[tuple[str, bytes, int, int]]) -> bytes:
    """A zip written by hand from already deflated members (name, raw deflate, crc, size), so
    a member may claim any size and CRC (a lying header) or inflate to gigabytes (a bomb)."""
    import struct

    body, directory = b"", b""
    for name, data, crc, size in members:
        local, central = _zip_entry(name.encode(), data, crc, size, len(body))
        body += local
        directory += central
    end = struct.pack(
        "<4s4H2IH", b"PK\x05\x06", 0, 0, len(members), len(members), len(directory), len(body), 0
    )
    return body + directory + end


def _deflate(data: bytes) -> bytes:
    import zlib

    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    return c.compress(data) + c.flush()


def deflated_zeros(mib: int) -> tuple[bytes, int]:
    """Raw deflate of ``mib`` MiB of zero bytes and its CRC, built in well under a second: each
    fully flushed MiB compresses to the same bytes, so one is compressed and repeated."""
    import zlib

    zeros = bytes(2**20)
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    first = c.compress(zeros) + c.flush(zlib.Z_FULL_FLUSH)
    again = c.compress(zeros) + c.flush(zlib.Z_FULL_FLUSH)
    stream = first + again * (mib - 1) + c.flush()
    crc = 0
    for _ in range(mib):
        crc = zlib.crc32(zeros, crc)
    return stream, crc


def write_bomb_docx(path: Path, gib: float = 2.0) -> Path:
    """A .docx of about 2 MB whose document part inflates to ``gib`` GiB of zeros; every other
    part is a real Word document's, so a reader that trusts the package inflates all of it."""
    import zipfile
    import zlib

    write_docx(path, ["An ordinary essay."])
    with zipfile.ZipFile(path) as z:
        parts = [(i.filename, z.read(i)) for i in z.infolist()]
    mib = int(gib * 1024)
    stream, crc = deflated_zeros(mib)
    members = [
        (name, stream, crc, mib * 2**20)
        if name == "word/document.xml"
        else (name, _deflate(data), zlib.crc32(data), len(data))
        for name, data in parts
    ]
    path.write_bytes(zip_of_deflated(members))
    return path


def write_lying_zip(path: Path, claimed: int = 1000, real_mib: int = 64) -> Path:
    """A zip whose one member claims ``claimed`` bytes but inflates to ``real_mib`` MiB."""
    stream, crc = deflated_zeros(real_mib)
    path.write_bytes(zip_of_deflated([("word/document.xml", stream, crc, claimed)]))
    return path


def write_entity_docx(path: Path, paragraphs: Sequence[str], levels: int = 10) -> Path:
    """A valid .docx whose document part declares a "billion laughs" entity (10**levels lols)."""
    import zipfile

    write_docx(path, paragraphs)
    with zipfile.ZipFile(path) as z:
        parts = {i.filename: z.read(i) for i in z.infolist()}
    decls = ['<!ENTITY lol0 "lol">'] + [
        f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10}">' for i in range(1, levels)
    ]
    dtd = f"<!DOCTYPE w:document [{''.join(decls)}]>".encode()
    xml = parts["word/document.xml"]
    head, sep, rest = xml.partition(b"?>")
    body = rest.replace(
        b"</w:body>", f"<w:p><w:r><w:t>&lol{levels - 1};</w:t></w:r></w:p>".encode() + b"</w:body>"
    )
    parts["word/document.xml"] = head + sep + dtd + body
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in parts.items():
            z.writestr(name, data)
    return path


def write_deep_rtf(path: Path, depth: int = 200_000) -> Path:
    """An RTF whose groups nest ``depth`` deep around a few words."""
    path.write_bytes(b"{\\rtf1\\ansi " + b"{" * depth + b"deep words" + b"}" * depth + b"}")
    return path


def write_hostile_folder(folder: Path, essays: Sequence[Path]) -> dict[str, str]:
    """The issue's folder: the ``essays`` copied in, plus every hostile file a class can hand in.

    Returns, for each bad file, the name the reports show and the words its reason starts with.
    A copy of the first essay is written under a name that is not UTF-8 and a copy of the second
    with NUL bytes between its words: both are read (and reported as copies), not problems.
    """
    import os
    import random

    folder.mkdir(parents=True, exist_ok=True)
    texts = []
    for src in essays:
        texts.append(src.read_text(encoding="utf-8"))
        (folder / src.name).write_bytes(src.read_bytes())
    write_bomb_docx(folder / "bomb.docx", gib=2.0)
    letters = bytes(random.Random(5).choices(b"abcdefghijklmnopqrstuvwxyz", k=20 * 2**20))
    (folder / "nospace.txt").write_bytes(letters)
    name = os.fsencode(folder) + b"/caf\xe9 essay.txt"  # Latin-1 on a UTF-8 system
    with open(name, "wb") as f:
        f.write(texts[0].encode("utf-8"))
    os.mkfifo(folder / "fifo essay.txt")
    os.symlink("/dev/zero", folder / "zero.txt")
    (folder / "nul words.txt").write_bytes(texts[1].replace(" ", "\0").encode("utf-8"))
    write_entity_docx(folder / "laughs.docx", ["An ordinary opening paragraph of an essay."])
    write_deep_rtf(folder / "deep.rtf", 200_000)
    (folder / "random.docx").write_bytes(random.Random(9).randbytes(200_000))
    return {
        "bomb.docx": "compressed content too large (2.0 GiB)",
        "nospace.txt": "no words to compare (20,971,520 characters without a space)",
        "fifo essay.txt": "not a regular file (FIFO)",
        "zero.txt": "not a regular file (device)",
        "laughs.docx": "XML with a document type declaration (entity expansion refused)",
        "deep.rtf": "RTF nested too deeply (200,001 levels; the limit is 1,000)",
        "random.docx": "not a Word document (corrupt or renamed)",
    }


# ---------------------------------------------------------------------------------------------
# Mutations of valid files (the fuzz suite and bench/hostile.py)


def mutate(data: bytes, rng: random.Random, rounds: int = 3) -> bytes:
    """``data`` damaged as files get damaged: bytes flipped or set to edge values, a cut, random
    bytes inserted, a range deleted or repeated."""
    out = bytearray(data)
    for _ in range(rng.randint(1, rounds)):
        n = len(out)
        op = rng.randrange(6)
        at = rng.randrange(n + 1) if n else 0
        if op == 0 and n:
            for _ in range(rng.randint(1, 8)):
                out[rng.randrange(n)] ^= 1 << rng.randrange(8)
        elif op == 1 and n:
            for _ in range(rng.randint(1, 4)):
                out[rng.randrange(n)] = rng.choice((0, 0xFF, 0x7F, 0x80, 0x3C, 0x7B, 0x7D))
        elif op == 2:
            del out[at:]
        elif op == 3:
            out[at:at] = rng.randbytes(rng.randint(1, 64))
        elif op == 4:
            del out[at : at + rng.randint(1, 256)]
        else:
            piece = bytes(out[at : at + rng.randint(1, 128)])
            out[at:at] = piece * rng.randint(1, 20)
    return bytes(out)


def mutate_zip_member(data: bytes, rng: random.Random) -> bytes:
    """A zip package (.docx, .odt) with one of its XML parts damaged by :func:`mutate` and the
    package written again, so the damage reaches the XML parser rather than the zip's CRC."""
    import zipfile

    with zipfile.ZipFile(io.BytesIO(data)) as z:
        parts = [(i.filename, z.read(i)) for i in z.infolist()]
    xml = [k for k, (name, _) in enumerate(parts) if name.endswith((".xml", ".rels"))]
    k = rng.choice(xml)
    parts[k] = (parts[k][0], mutate(parts[k][1], rng))
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, part in parts:
            z.writestr(name, part)
    return buf.getvalue()


ESSAY = (
    "The river had always been the centre of the town. Farmers brought their grain to the mill "
    "beside it, children learned to swim in its shallows, and every spring the flood reminded "
    "everyone who really owned the valley. When the dam was built upstream, the river grew quiet."
)


def write_valid(path: Path, paragraphs: Sequence[str]) -> Path:
    """A valid file of ``path``'s format holding ``paragraphs``, written by its library."""
    suffix = path.suffix
    if suffix == ".txt":
        path.write_text("\n\n".join(paragraphs), encoding="utf-8")
    elif suffix == ".md":
        path.write_text("# Essay\n\n" + "\n\n> ".join(paragraphs), encoding="utf-8")
    elif suffix in (".html", ".htm"):
        write_html(path, "".join(f"<p>{p}</p>" for p in paragraphs))
    elif suffix == ".docx":
        write_docx(path, paragraphs, [("white words", "white")], footnote="A note.")
    elif suffix == ".odt":
        write_odt(path, paragraphs)
    elif suffix == ".rtf":
        write_rtf(path, "\n".join(paragraphs))
    elif suffix == ".pdf":
        write_pdf(path, list(paragraphs))
    else:
        raise ValueError(suffix)
    return path


def valid_files(folder: Path) -> dict[str, bytes]:
    """One valid file of every supported format (.htm read as .html), as bytes by suffix."""
    folder.mkdir(parents=True, exist_ok=True)
    paragraphs = [ESSAY, ESSAY[::-1].capitalize()]
    suffixes = (".txt", ".md", ".html", ".docx", ".odt", ".rtf", ".pdf")
    return {s: write_valid(folder / f"a{s}", paragraphs).read_bytes() for s in suffixes}
