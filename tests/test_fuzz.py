"""Fuzzing every reader with hypothesis: random bytes and damaged valid files of each format.

Whatever a file holds, reading it gives the text or a named problem -- never a traceback, never
a reason made of an exception's name -- and returns within the time budget (the risky formats
are read in a child process that is stopped when the budget runs out)."""

from __future__ import annotations

import random
import re
import time
from pathlib import Path

import pytest
from formats import mutate, mutate_zip_member, valid_files
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from plagcheck.engine import extract as ex

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
