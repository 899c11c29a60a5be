"""The case file: a class with a multi-page PDF and a .docx with page breaks, a decision recorded
from the command line, the case file written and read back with pypdf."""

from __future__ import annotations

import hashlib
import random
import re
from datetime import datetime, timezone
from pathlib import Path

import pytest
from pypdf import PdfReader

from plagcheck import __version__
from plagcheck.cli import main
from plagcheck.engine import pipeline
from plagcheck.reports.dossier import write_dossier
from plagcheck.reports.review import Review
from tests.pagefiles import write_docx, write_pdf

# Copied from Ana's second page onto Ben's third (45 words).
COPIED = (
    "Rivers carry sediment from the high mountains to the wide coastal plains where slow water "
    "drops the finest grains first and builds deltas that farmers have used for thousands of "
    "years because the soil stays rich and wet through the long dry summer months"
)
# Copied from Ana's third page into Cara's plain text.
QUOTED = (
    "Glaciers grind the bedrock beneath them into a flour so fine that melt streams turn "
    "milky blue and carry it hundreds of kilometres downstream before it settles"
)


def filler(seed: int, n: int) -> str:
    """Words of a text no other file shares (made-up words from syllables)."""
    rng = random.Random(seed)
    syl = ["ka", "lo", "mi", "ten", "ru", "sa", "vo", "pe", "dri", "nul", "zo", "gha", "fe", "qui"]
    return " ".join("".join(rng.choices(syl, k=rng.randint(2, 4))) for _ in range(n))


def build_class(root: Path) -> Path:
    root.mkdir()
    write_pdf(
        root / "ana.pdf",
        [filler(1, 120), filler(2, 40) + " " + COPIED + " " + filler(3, 40), filler(4, 30)
         + " " + QUOTED + " " + filler(5, 30)],
    )  # fmt: skip
    write_docx(
        root / "ben.docx",
        [[filler(11, 80)], [filler(12, 90)], [filler(13, 30), COPIED, filler(14, 20)]],
        rendered=True,
    )
    text = "\n".join([filler(21, 15), filler(22, 15), filler(23, 15), QUOTED, filler(24, 30)])
    (root / "cara.txt").write_text(text, "utf-8")
    (root / "dan.txt").write_text(filler(31, 150), "utf-8")
    return root


@pytest.fixture
def klass(tmp_path: Path) -> Path:
    return build_class(tmp_path / "geography 9B")


def pdf_text(path: Path) -> tuple[str, list[str]]:
    pages = [p.extract_text() or "" for p in PdfReader(path).pages]
    return "\n".join(pages), pages


def flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_case_file_from_the_command_line(klass: Path, tmp_path: Path, capsys) -> None:
    args = ["review", str(klass), "--student", "ana", "--decision", "to discuss"]
    assert main([*args, "--note", "ask Ana first", "--by", "Ms Lopez"]) == 0
    assert main(["review", str(klass), "--student", "Ana", "--pair", "ben", "--decision",
                 "confirmed", "--note", "page two copied from Ben"]) == 0  # fmt: skip
    assert "recorded" in capsys.readouterr().out
    # Listed, oldest first, with dates, who and the current decision marked.
    assert main(["review", str(klass), "--student", "ana"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert "Ms Lopez" in listed[0] and "to discuss" in listed[0] and "ask Ana first" in listed[0]
    assert listed[1].startswith("* ") and "ana.pdf / ben.docx" in listed[1]
    assert re.search(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC", listed[0])
    assert main(["review", str(klass), "--student", "dan"]) == 0
    assert capsys.readouterr().out == "no decisions recorded\n"
    out = tmp_path / "case.pdf"
    assert main(["dossier", str(klass), "--student", "ana", "--out", str(out), "-q"]) == 0
    assert "wrote" in capsys.readouterr().out

    text, pages = pdf_text(out)
    body = flat(text)
    # The cover: student, class, date, version, settings, what was found.
    assert "ana.pdf" in flat(pages[0])
    assert "".join(str(klass).split()) in "".join(pages[0].split())  # a long path wraps
    assert datetime.now(timezone.utc).strftime("%Y-%m-%d") in pages[0]
    assert f"plagcheck {__version__}" in pages[0] and "word 3-grams" in flat(pages[0])
    assert "shares text with 2 other documents" in flat(pages[0])
    # Every file, proven by its SHA-256.
    for name in ("ana.pdf", "ben.docx", "cara.txt"):
        assert sha(klass / name) in body
    assert sha(klass / "dan.txt") not in body  # not matched: not part of this case
    assert body.count("unchanged since the scan") == 3
    # The passage side by side, with its page on both sides; at least 12 words of it.
    assert "ana.pdf, page 2" in body and "ben.docx, page 3" in body
    assert " ".join(COPIED.split()[5:20]) in body
    # The plain text file has lines, not pages; the PDF side of that passage is on page 3.
    assert "cara.txt, line 4" in body and "ana.pdf, page 3" in body
    # The review's history: both decisions, with dates, who and notes.
    assert "to discuss" in body and "ask Ana first" in body and "Ms Lopez" in body
    assert "confirmed (current)" in body and "page two copied from Ben" in body
    assert "the pair with ben.docx" in body
    # Page n of m on every page.
    assert all(f"Page {i} of {len(pages)}" in p for i, p in enumerate(pages, 1))


def test_a_name_that_matches_no_one_or_several_lists_the_near_names(klass, tmp_path, capsys):
    out = tmp_path / "case.pdf"
    assert main(["dossier", str(klass), "--student", "anna", "--out", str(out), "-q"]) == 2
    err = capsys.readouterr().err
    assert "no student is named 'anna'" in err and "ana.pdf" in err
    assert main(["review", str(klass), "--student", "a", "--decision", "confirmed"]) == 2
    err = capsys.readouterr().err
    assert "answer to 'a'" in err and "ana.pdf, cara.txt, dan.txt" in err
    assert not out.exists() and Review.for_folder(klass)[0].history() == []


def test_a_file_changed_since_the_scan_is_named_as_changed(klass: Path, tmp_path: Path) -> None:
    result = pipeline.run(klass)
    before = sha(klass / "ben.docx")
    write_docx(klass / "ben.docx", [["A new version, handed in later."]])
    ana = next(i for i, d in enumerate(result.documents) if d.path == "ana.pdf")
    out = tmp_path / "case.pdf"
    case = write_dossier(result, ana, out, attach=True)
    body = flat(pdf_text(out)[0])
    assert "CHANGED since the scan" in body
    assert before in body and sha(klass / "ben.docx") in body
    assert "page not given: the file changed since the scan" in body
    assert " ".join(COPIED.split()[:12]) in body  # the scan's text, not the new file's
    # Attached: the files proven unchanged, never the changed one.
    attached = PdfReader(out).attachments
    assert attached["ana.pdf"] == [(klass / "ana.pdf").read_bytes()]
    assert "ben.docx" not in attached and "Not attached: ben.docx" in body
    assert [f.status for f in case.files if f.rel == "ben.docx"] == ["changed"]


def test_a_student_who_shares_nothing_gets_a_case_file_that_says_so(klass, tmp_path) -> None:
    result = pipeline.run(klass)
    dan = next(i for i, d in enumerate(result.documents) if d.path == "dan.txt")
    out = tmp_path / "dan.pdf"
    case = write_dossier(result, dan, out, Review.for_folder(klass)[0])
    body = flat(pdf_text(out)[0])
    assert case.matches == [] and "Nothing in this file is evidence of copying" in body
    assert sha(klass / "dan.txt") in body and sha(klass / "ana.pdf") not in body
    assert "No decision or note has been recorded" in body


def test_names_in_other_scripts_and_missing_glyphs(tmp_path: Path) -> None:
    root = tmp_path / "klass"
    root.mkdir()
    shared = COPIED + " 山川"
    (root / "Σοφία Παπαδοπούλου.txt").write_text(filler(41, 40) + " " + shared, "utf-8")
    (root / "Анна Петрова.txt").write_text(shared + " " + filler(42, 40), "utf-8")
    out = tmp_path / "case.pdf"
    assert main(["dossier", str(root), "--student", "Σοφία", "--out", str(out), "-q"]) == 0
    body = flat(pdf_text(out)[0])
    assert "Σοφία Παπαδοπούλου.txt" in body and "Анна Петрова.txt" in body
    assert "[U+5C71][U+5DDD]" in body and "cannot be drawn with the font" in body
