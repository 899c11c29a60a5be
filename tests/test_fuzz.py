"""Fuzzing every reader with hypothesis: random bytes and damaged valid files of each format.

Whatever a file holds, reading it gives the text or a named problem -- never a traceback, never
a reason made of an exception's name -- and returns within the time budget (the risky formats
are read in a child process that is stopped when the budget runs out)."""

from __future__ import annotations

import random
import re
import sys
import time
import zipfile
from pathlib import Path

import pytest
from formats import mutate, mutate_zip_member, valid_files
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from plagcheck.engine.intake import extract as ex

BUDGET = 10.0
FUZZ = settings(
    max_examples=20,
    deadline=None,  # the child process starts on the first example
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
# Every reason a reader may give, as a teacher reads it (no exception names, no tracebacks).
NAMED = re.compile(
    "|".join(
        [
            r"binary content(, not text| \(NUL bytes\))",
            r"not a Word document \(corrupt or renamed\)",
            r"password-protected or old-format Word document .*",
            r"not an OpenDocument text \(corrupt or renamed\)",
            r"corrupt RTF( \(not a Rich Text file\))?",
            r"RTF nested too deeply \(.*\)",
            r"corrupt PDF \(cannot be read\)",
            r"password-protected PDF",
            r"encrypted PDF .*",
            r"PDF has no text layer \(scanned image\?\)",
            r"PDF has too many pages \(.*\)",
            r"cannot read HTML file",
            r"no text in file",
            r"no words to compare \(.*\)",
            r"text too long \(.*\)",
            r"empty file",
            r"compressed content (too large|larger than the archive declares) \(.*\)",
            r"too many files inside \(.*\)",
            r"encrypted \(password-protected\) content",
            r"unsupported compression \(.*\)",
            r"XML with a document type declaration \(entity expansion refused\)",
            r"took longer than .* s to read",
            r"too large to read \(.*\)",
            r"the reader stopped on this file \(corrupt\?\)",
            r".* \(too deeply nested\)",
        ]
    )
)
SUFFIXES = sorted(set(ex.SUPPORTED) - {".htm"})  # read as .html


@pytest.fixture(scope="module")
def valid(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    return valid_files(tmp_path_factory.mktemp("valid"))


def read_or_named(tmp_path: Path, suffix: str, data: bytes) -> ex.Extracted | str:
    """Read ``data`` as a real file of ``suffix``; the text, or the problem's reason."""
    path = tmp_path / f"fuzz{suffix}"
    path.write_bytes(data)
    start = time.monotonic()
    try:
        out: ex.Extracted | str = ex.parse(path, ex.read_file(path), budget=BUDGET)
    except ex.ExtractionError as e:
        out = e.reason
    elapsed = time.monotonic() - start
    assert elapsed < BUDGET + 5, f"{suffix}: {elapsed:.1f} s"
    if isinstance(out, str):
        assert NAMED.fullmatch(out), f"{suffix}: unnamed reason {out!r}"
    else:
        assert out.text.strip() and len(out.text) <= ex.MAX_CHARS
        n = len(out.text)
        assert all(0 <= s < e <= n for s, e in out.hidden + out.quotes)
    return out


def test_every_valid_file_reads(valid: dict[str, bytes], tmp_path: Path) -> None:
    assert set(valid) == set(SUFFIXES)
    for suffix, data in valid.items():
        out = read_or_named(tmp_path, suffix, data)
        assert isinstance(out, ex.Extracted) and "river" in out.text, (suffix, out)


@pytest.mark.parametrize("suffix", SUFFIXES)
@FUZZ
@given(data=st.binary(min_size=1, max_size=4096))
def test_random_bytes(suffix: str, data: bytes, tmp_path: Path) -> None:
    read_or_named(tmp_path, suffix, data)


@pytest.mark.parametrize("suffix", SUFFIXES)
@FUZZ
@given(seed=st.integers(0, 2**32 - 1))
def test_damaged_valid_files(
    suffix: str, seed: int, valid: dict[str, bytes], tmp_path: Path
) -> None:
    read_or_named(tmp_path, suffix, mutate(valid[suffix], random.Random(seed)))


@pytest.mark.parametrize("suffix", [".docx", ".odt"])
@FUZZ
@given(seed=st.integers(0, 2**32 - 1))
def test_damaged_xml_inside_valid_packages(
    suffix: str, seed: int, valid: dict[str, bytes], tmp_path: Path
) -> None:
    read_or_named(tmp_path, suffix, mutate_zip_member(valid[suffix], random.Random(seed)))


def test_a_reader_that_runs_past_its_budget_becomes_a_problem_and_the_next_file_reads(
    valid: dict[str, bytes], tmp_path: Path
) -> None:
    """A page of 200,000 paragraphs takes the HTML reader seconds: with a budget of 0.5 s it is
    stopped there, named, and the reader serves the next file."""
    slow = b"<html><body>" + b"<p><b>essay</b> words</p>" * 200_000 + b"</body></html>"
    path = tmp_path / "slow.html"
    path.write_bytes(slow)
    start = time.monotonic()
    with pytest.raises(ex.ExtractionError) as info:
        ex.parse(path, slow, budget=0.5)
    assert time.monotonic() - start < 5
    assert info.value.reason == "took longer than 0.5 s to read"
    assert "river" in read_or_named(tmp_path, ".html", valid[".html"]).text  # type: ignore[union-attr]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the memory cap is Linux's")
def test_a_file_that_needs_more_memory_than_the_reader_may_use_is_named(tmp_path: Path) -> None:
    """A reader allowed 40 MB meets a .docx of 100,000 paragraphs (its XML tree alone needs
    more): the file is "too large to read", and the next file reads in a fresh child."""
    from formats import write_docx

    from plagcheck.engine.intake import isolate

    big = write_docx(tmp_path / "big.docx", ["A paragraph of several plain words."])
    with zipfile.ZipFile(big) as z:
        parts = {i.filename: z.read(i) for i in z.infolist()}
    xml = parts["word/document.xml"]
    start = xml.index(b"<w:p>") if b"<w:p>" in xml else xml.index(b"<w:p ")
    end = xml.index(b"</w:p>", start) + len(b"</w:p>")
    para = xml[start:end].replace(b"A paragraph of several plain words.", b"%s")
    rng = random.Random(1)
    words = [f"{rng.getrandbits(40):x}".encode() for _ in range(200_000)]
    body = b"".join(para.replace(b"%s", b" ".join(words[i : i + 5])) for i in range(0, 200_000, 2))
    parts["word/document.xml"] = xml[:start] + body + xml[end:]
    with zipfile.ZipFile(big, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in parts.items():
            z.writestr(name, data)
    small = write_docx(tmp_path / "small.docx", ["The river had always been the centre."])
    reader = isolate.Reader(memory_mb=40)
    try:
        assert reader.read(".docx", big.read_bytes(), 60) == (
            "problem",
            "too large to read (needs more than 40 MB of memory)",
        )
        kind, value = reader.read(".docx", small.read_bytes(), 60)
        assert kind == "ok" and value.text == "The river had always been the centre."
    finally:
        reader.stop()
