"""Downloads as a school meets them: one bad member of a class's zip is one named problem and the
rest of the class is compared; a name stored twice is one file; names that would reverse or hide
the text around them are shown escaped in every report; a zip gives its folder's results on every
executor, whatever its size."""

import csv
import io
import json
import os
import struct
import warnings
import zipfile
import zlib

import pytest
from conftest import write
from lms import essay, zip_of

from plagcheck.cli import main
from plagcheck.engine import executors, pipeline
from plagcheck.engine.intake.source import DUPLICATE
from plagcheck.engine.model import display_name, safe_display
from plagcheck.engine.params import Params
from plagcheck.reports.dossier.case import gather

A, B, C, D = (essay(s) for s in range(11, 15))
MOODLE = "{}_{}_assignsubmission_file_/{}"


def white_bmp(width: int = 1400, height: int = 700) -> bytes:
    """A white 24-bit BMP of about 2.8 MB: it deflates about 1,000:1, as a diagram does."""
    row = b"\xff" * (width * 3)
    pixels = row * height
    header = struct.pack("<2sIHHI", b"BM", 54 + len(pixels), 0, 0, 54)
    info = struct.pack("<IiiHHIIiiII", 40, width, height, 1, 24, 0, len(pixels), 2835, 2835, 0, 0)
    return header + info + pixels


def encrypt_member(path, name: str) -> None:
    """Set the "encrypted" bit of one member (its local header and central directory entry), as
    a member added with a password has it."""
    data = bytearray(path.read_bytes())
    with zipfile.ZipFile(path) as zf:
        info = zf.getinfo(name)
    data[info.header_offset + 6] |= 0x1
    entry = data.find(b"PK\x01\x02")
    while entry >= 0:
        n = struct.unpack("<H", data[entry + 28 : entry + 30])[0]
        if data[entry + 46 : entry + 46 + n] == name.encode():
            data[entry + 8] |= 0x1
            break
        entry = data.find(b"PK\x01\x02", entry + 4)
    path.write_bytes(bytes(data))


def damage_member(path, name: str) -> None:
    """Overwrite the middle of one member's compressed bytes: it no longer inflates or passes
    its checksum."""
    data = bytearray(path.read_bytes())
    with zipfile.ZipFile(path) as zf:
        info = zf.getinfo(name)
    n, m = struct.unpack("<HH", data[info.header_offset + 26 : info.header_offset + 30])
    start = info.header_offset + 30 + n + m
    mid = start + info.compress_size // 2
    data[mid : mid + 16] = b"\x00\xff" * 8
    path.write_bytes(bytes(data))


def pairs(result):
    return {
        frozenset((display_name(result.documents[p.a]), display_name(result.documents[p.b])))
        for p in result.reported
    }


def test_one_bad_member_is_one_named_problem_and_the_class_is_compared(tmp_path):
    bmp = white_bmp()
    assert len(bmp) > 2.8e6 and len(bmp) / len(zlib.compress(bmp)) > 500
    z = zip_of(
        tmp_path / "class.zip",
        {
            MOODLE.format("Ana Lima", 1001, "essay.txt"): A,
            MOODLE.format("Ben Okafor", 1002, "essay.txt"): A[:900] + " " + B,
            MOODLE.format("Cy Diaz", 1003, "diagram.bmp"): bmp,
            MOODLE.format("Cy Diaz", 1003, "essay.txt"): C,
            MOODLE.format("Dee Fox", 1004, "essay.txt"): A,
            MOODLE.format("Eli Gray", 1005, "essay.txt"): D,
        },
    )
    encrypt_member(z, MOODLE.format("Dee Fox", 1004, "essay.txt"))
    damage_member(z, MOODLE.format("Eli Gray", 1005, "essay.txt"))
    out = tmp_path / "r.json"
    students = tmp_path / "students.csv"
    assert main(["scan", str(z), "-q", "--json", str(out), "--students-csv", str(students)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    problems = {p["path"]: p["reason"] for p in data["problems"]}
    assert problems[f"class.zip/{MOODLE.format('Dee Fox', 1004, 'essay.txt')}"] == (
        "encrypted (password-protected) content"
    )
    assert problems[f"class.zip/{MOODLE.format('Cy Diaz', 1003, 'diagram.bmp')}"].startswith(
        "compressed content too large (2.8 MiB from"
    )
    assert (
        "corrupt zip archive"
        in problems[f"class.zip/{MOODLE.format('Eli Gray', 1005, 'essay.txt')}"]
    )
    assert len(problems) == 3
    # The others are compared: Ana and Ben share a passage; Cy is checked on his essay.
    assert {d["student"] for d in data["documents"]} == {"Ana Lima", "Ben Okafor", "Cy Diaz"}
    assert any(
        {p["student_a"], p["student_b"]} == {"Ana Lima", "Ben Okafor"} for p in data["pairs"]
    )
    # Dee and Eli, whose only file could not be read, are listed as not checked.
    rows = list(csv.DictReader(io.StringIO(students.read_text(encoding="utf-8-sig"))))
    not_checked = {r["name"] for r in rows if r["problem"]}
    assert any("Dee Fox" in n for n in not_checked) and any("Eli Gray" in n for n in not_checked)


def test_a_name_stored_twice_is_one_file_the_later_one(tmp_path):
    z = tmp_path / "class.zip"
    with warnings.catch_warnings(), zipfile.ZipFile(z, "w", zipfile.ZIP_DEFLATED) as zf:
        warnings.simplefilter("ignore")  # zipfile warns of the duplicate name: that is the point
        zf.writestr(MOODLE.format("Ana Lima", 1001, "essay.txt"), A)
        zf.writestr(MOODLE.format("Ben Okafor", 1002, "essay.txt"), B)
        zf.writestr(MOODLE.format("Ana Lima", 1001, "essay.txt"), A[:1200] + " " + C)
    result = pipeline.run(z, Params())
    by = {d.student: d for d in result.documents}
    assert set(by) == {"Ana Lima", "Ben Okafor"}
    assert by["Ana Lima"].original.endswith(C)  # the later entry is the one read
    assert not any(p.a == p.b or {p.a, p.b} == {0} for p in result.pairs)
    assert pairs(result) == set()
    assert [(p.path, p.reason) for p in result.problems] == [
        (f"class.zip/{MOODLE.format('Ana Lima', 1001, 'essay.txt')}", DUPLICATE)
    ]


BIDI = "Ana \u202eamiL\u202c"  # shows as "Ana Lima" reversed around it when left raw


def test_safe_display_escapes_what_would_reverse_or_hide_text():
    assert safe_display("Ana Lima") == "Ana Lima"
    assert safe_display("Zoë 王") == "Zoë 王"
    assert safe_display(BIDI) == "Ana \\u202eamiL\\u202c"
    assert safe_display("a\u200bb\u2066c\u2069\n") == "a\\u200bb\\u2066c\\u2069\\x0a"
    assert safe_display(safe_display(BIDI)) == safe_display(BIDI)


def test_no_report_carries_a_raw_direction_control(tmp_path):
    z = zip_of(
        tmp_path / "class\u202e.zip",
        {
            MOODLE.format(BIDI, 1001, "essay\u2067.txt"): A,
            MOODLE.format("=Ben Okafor", 1002, "essay.txt"): A[:1500] + " " + B,
            MOODLE.format("Cy Diaz", 1003, "notes\u202e.exe"): "not a text",
        },
    )
    outs = {s: tmp_path / f"r.{s}" for s in ("json", "csv", "html")}
    students = tmp_path / "students.csv"
    args = ["--json", str(outs["json"]), "--csv", str(outs["csv"]), "--html", str(outs["html"])]
    assert main(["scan", str(z), "-q", *args, "--students-csv", str(students)]) == 0
    for path in (*outs.values(), students):
        text = path.read_text(encoding="utf-8-sig")
        for c in ("\u202e", "\u202c", "\u2067"):
            assert c not in text, f"{path.name} holds U+{ord(c):04X} raw"
        if path.suffix != ".json":
            assert "\\u202e" in text  # the name is still shown, escaped
    data = json.loads(outs["json"].read_text(encoding="utf-8"))
    assert {d["student"] for d in data["documents"]} == {safe_display(BIDI), "=Ben Okafor"}
    rows = list(csv.DictReader(io.StringIO(outs["csv"].read_text(encoding="utf-8-sig"))))
    assert {rows[0]["student_a"], rows[0]["student_b"]} == {safe_display(BIDI), "'=Ben Okafor"}
    # Every cell of both CSVs: nothing a spreadsheet would run as a formula.
    for path in (outs["csv"], students):
        for row in csv.reader(io.StringIO(path.read_text(encoding="utf-8-sig"))):
            assert not any(cell.startswith(("=", "+", "-", "@")) for cell in row)


def test_the_case_file_names_safely(tmp_path):
    z = zip_of(
        tmp_path / "class\u202e.zip",
        {
            MOODLE.format(BIDI, 1001, "essay\u2067.txt"): A,
            MOODLE.format("Ben Okafor", 1002, "essay.txt"): A[:1500] + " " + B,
        },
    )
    result = pipeline.run(z, Params())
    me = next(i for i, d in enumerate(result.documents) if d.student == safe_display(BIDI))
    case = gather(result, me, None)
    names = [case.name, case.folder, *case.other_names.values()]
    names += [f.rel for f in case.files] + [f.owner for f in case.files]
    names += [m.name for m in case.matches] + [m.role for m in case.matches]
    assert safe_display(BIDI) in names
    assert not any(c in n for n in names for c in ("\u202e", "\u202c", "\u2067"))


def class_of(n: int) -> dict[str, str]:
    """``n`` short essays, every tenth a copy of the one before with a new ending."""
    files = {}
    for i in range(n):
        text = essay(1000 + i, words=60)
        if i % 10 == 9:
            text = files[f"s{i - 1:05d}/essay.txt"][:250] + " " + essay(90_000 + i, words=20)
        files[f"s{i:05d}/essay.txt"] = text
    return files


@pytest.mark.parametrize("start", ["fork", "spawn"])
def test_a_large_zip_gives_its_folders_results_in_worker_processes(tmp_path, monkeypatch, start):
    files = class_of(int(os.environ.get("PLAGCHECK_TEST_ZIP_ESSAYS", "3000")))
    folder = tmp_path / "class"
    for name, text in files.items():
        write(folder / name, text)
    z = zip_of(tmp_path / "class.zip", files)
    monkeypatch.setattr(executors, "CHUNK", 400)
    monkeypatch.setattr(executors, "PARALLEL_PAIRS", 1)
    monkeypatch.setattr(executors, "start_method", lambda: start)

    def found(path):
        r = pipeline.run(path, Params(), executor="processes")
        names = [d.path.removeprefix("class.zip/") for d in r.documents]
        scores = sorted(
            (*sorted((names[p.a], names[p.b])), round(p.exact_jaccard, 9), p.passages)
            for p in r.reported
        )
        return r.problems, sorted(names), scores

    zip_problems, zip_docs, zip_pairs = found(z)
    folder_problems, folder_docs, folder_pairs = found(folder)
    assert zip_problems == folder_problems == []
    assert len(zip_docs) == len(files)
    assert zip_pairs == folder_pairs
    assert len(zip_pairs) >= len(files) // 10
