"""Zip archives opened within bounds: bombs, lying headers, encrypted and corrupt archives are
reasons, checked before (or while) anything is inflated; ordinary archives read as they are."""

from __future__ import annotations

import io
import time
import tracemalloc
import zipfile
import zlib
from pathlib import Path

import pytest
from formats import (
    deflated_zeros,
    write_bomb_docx,
    write_docx,
    write_lying_zip,
    zip_of_deflated,
)

from plagcheck.engine.intake.safezip import Limits, SafeZip, ZipProblem, human_size


def problem(source, limits: Limits | None = None, member: str | None = None) -> str:
    with pytest.raises(ZipProblem) as info:
        with SafeZip(source, limits or Limits()) as z:
            if member is not None:
                z.read(member)
    return info.value.reason


def test_an_ordinary_archive_reads_member_by_member(tmp_path: Path) -> None:
    docx = write_docx(tmp_path / "essay.docx", ["Plain words of an essay."])
    with zipfile.ZipFile(docx) as ref, SafeZip(docx) as z:
        assert z.namelist() == ref.namelist()
        for name in ref.namelist():
            assert z.read(name) == ref.read(name)
    stored = io.BytesIO()
    with zipfile.ZipFile(stored, "w", zipfile.ZIP_STORED) as w:
        w.writestr("a.txt", b"stored bytes")
    assert SafeZip(stored.getvalue()).read("a.txt") == b"stored bytes"


def test_a_two_gib_bomb_is_refused_from_its_directory_without_inflating(tmp_path: Path) -> None:
    bomb = write_bomb_docx(tmp_path / "bomb.docx", gib=2.0)
    assert bomb.stat().st_size < 3 * 2**20
    tracemalloc.start()
    start = time.perf_counter()
    reason = problem(bomb)
    elapsed = time.perf_counter() - start
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert reason == "compressed content too large (2.0 GiB)"
    assert elapsed < 1.0 and peak < 16 * 2**20  # the directory only: nothing was inflated


def test_a_high_ratio_member_is_named_with_its_ratio() -> None:
    stream, crc = deflated_zeros(8)
    data = zip_of_deflated([("word/document.xml", stream, crc, 8 * 2**20)])
    reason = problem(data, Limits(max_ratio=100))
    assert reason.startswith("compressed content too large (8.0 MiB from ")
    assert "ratio" in reason and ":1)" in reason


def test_a_lying_header_is_stopped_at_its_declared_size(tmp_path: Path) -> None:
    liar = write_lying_zip(tmp_path / "liar.zip", claimed=1000, real_mib=64)
    tracemalloc.start()
    reason = problem(liar, member="word/document.xml")
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert reason == "compressed content larger than the archive declares (word/document.xml)"
    assert peak < 8 * 2**20  # 64 MiB were never inflated


def test_member_count_is_checked_before_the_directory_is_built() -> None:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as w:
        for i in range(50):
            w.writestr(f"f{i}.txt", b"x")
    assert problem(buf.getvalue(), Limits(max_members=20)) == "too many files inside (50)"


def test_encrypted_members_and_corrupt_archives_are_reasons() -> None:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as w:
        w.writestr("secret.txt", b"secret words")
    data = bytearray(buf.getvalue())
    # Set the "encrypted" flag bit in the local header and the central directory entry.
    data[6] |= 1
    data[data.index(b"PK\x01\x02") + 8] |= 1
    assert problem(bytes(data)) == "encrypted (password-protected) content"
    assert problem(b"this is not a zip at all") == "not a zip archive (corrupt or renamed)"
    good = buf.getvalue()
    flipped = bytearray(good)
    flipped[40] ^= 0xFF  # inside the deflated data
    reason = problem(bytes(flipped), member="secret.txt")
    assert reason.startswith("corrupt zip archive")
    cut = good[: good.index(b"PK\x01\x02")][:-4] + good[good.index(b"PK\x01\x02") :]
    assert problem(cut, member="secret.txt").startswith("corrupt zip archive")


def test_a_member_that_claims_too_much_in_one_part() -> None:
    text = b"words " * 1000
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = zip_of_deflated([("a.xml", c.compress(text) + c.flush(), zlib.crc32(text), len(text))])
    reason = problem(data, Limits(max_member=4000, max_total=10**6))
    assert reason == "compressed content too large (5.9 KiB in one part)"


def test_sizes_read_as_a_teacher_reads_them() -> None:
    assert human_size(512) == "512 bytes"
    assert human_size(3.5 * 2**20) == "3.5 MiB"
    assert human_size(2 * 2**30) == "2.0 GiB"


def test_word_and_opendocument_readers_check_the_package_first(tmp_path: Path) -> None:
    from formats import write_entity_docx, write_odt

    from plagcheck.engine.intake.extract import ExtractionError, extract

    def reason(path: Path) -> str:
        with pytest.raises(ExtractionError) as info:
            extract(path)
        return info.value.reason

    assert reason(write_bomb_docx(tmp_path / "bomb.docx")) == (
        "compressed content too large (2.0 GiB)"
    )
    entity = write_entity_docx(tmp_path / "laughs.docx", ["An essay of plain words."])
    assert reason(entity) == "XML with a document type declaration (entity expansion refused)"
    odt = write_odt(tmp_path / "essay.odt", ["An essay of plain words."])
    assert extract(odt).text == "An essay of plain words."
    (tmp_path / "renamed.odt").write_bytes(b"plain text renamed to .odt")
    assert reason(tmp_path / "renamed.odt") == "not an OpenDocument text (corrupt or renamed)"
