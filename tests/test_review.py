"""The teacher's review: decisions and notes kept per folder in a real file, through restarts,
new scans and renamed files; a damaged file set aside and never overwritten; in every report."""

from __future__ import annotations

import csv
import io
import json
import shutil
from pathlib import Path

import pytest
from conftest import SAMPLES

from plagcheck.cli import main
from plagcheck.engine import atomic, pipeline
from plagcheck.reports.review import Decision, Review, review_path


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A copy of the sample essays (a test may rename its files)."""
    out = tmp_path / "class"
    shutil.copytree(SAMPLES, out)
    return out


def docs_by_name(result):
    return {d.path: d for d in result.documents}


def test_decisions_are_saved_to_a_file_and_read_back_by_content(folder, review_files):
    res = pipeline.run(folder)
    d = docs_by_name(res)
    review, message = Review.for_folder(folder)
    assert message == "" and not review.path.exists()
    review.set_student(d["omar_sleep.txt"], Decision.CONFIRMED, "copied two paragraphs")
    review.set_pair(d["nina_sleep.txt"], d["omar_sleep.txt"], Decision.DISCUSS, "ask both")
    path = review_path(folder)
    assert path == review.path and path.is_relative_to(review_files)
    data = json.loads(path.read_text("utf-8"))
    assert [e["note"] for e in data["students"].values()] == ["copied two paragraphs"]
    assert [e["decision"] for e in data["pairs"].values()] == ["to discuss"]
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temporary file left

    # Renamed file, new scan, new program: the same texts keep their decisions.
    (folder / "omar_sleep.txt").rename(folder / "omar_final.txt")
    res2 = pipeline.run(folder)
    d2 = docs_by_name(res2)
    again, _ = Review.for_folder(folder)
    assert again.student(d2["omar_final.txt"]).decision is Decision.CONFIRMED
    assert again.pair(d2["omar_final.txt"], d2["nina_sleep.txt"]).note == "ask both"
    assert again.student(d2["nina_sleep.txt"]).decision is Decision.NOT_REVIEWED
    # Back to "not reviewed" with no note: the entry goes.
    again.set_student(d2["omar_final.txt"], Decision.NOT_REVIEWED, "")
    assert json.loads(path.read_text("utf-8"))["students"] == {}


def test_a_damaged_review_file_is_set_aside_and_never_overwritten(folder):
    path = review_path(folder)
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"format": 1, "students": {"abc": ')
    review, message = Review.for_folder(folder)
    assert "damaged" in message and "not valid JSON" in message
    aside = [p for p in path.parent.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1 and str(aside[0]) in message
    assert aside[0].read_bytes() == b'{"format": 1, "students": {"abc": '
    assert not path.exists()
    res = pipeline.run(folder)
    review.set_student(res.documents[0], Decision.DISMISSED, "")
    assert json.loads(path.read_text("utf-8"))["students"]
    assert aside[0].read_bytes() == b'{"format": 1, "students": {"abc": '
    # A file that is JSON but not a review (an unknown decision) is set aside too.
    path.write_text(json.dumps({"format": 1, "students": {"x": {"decision": "maybe"}}}))
    _, message = Review.for_folder(folder)
    assert "damaged" in message and len(list(path.parent.glob("*.damaged-*"))) == 2


def test_an_interrupted_save_keeps_the_previous_review(folder, monkeypatch):
    res = pipeline.run(folder)
    review, _ = Review.for_folder(folder)
    review.set_student(res.documents[0], Decision.CONFIRMED, "first")
    before = review.path.read_bytes()

    def fail(*a, **k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", fail)
    with pytest.raises(Exception, match="could not save the review"):
        review.set_student(res.documents[1], Decision.CONFIRMED, "second")
    assert review.path.read_bytes() == before
    assert [p.name for p in review.path.parent.iterdir()] == [review.path.name]


def test_reports_include_the_review(folder, tmp_path, capsys):
    res = pipeline.run(folder)
    d = docs_by_name(res)
    review, _ = Review.for_folder(folder)
    review.set_student(d["omar_sleep.txt"], Decision.CONFIRMED, "=cmd|' /C calc'!A0")
    review.set_pair(d["ben_water.txt"], d["harry_water.txt"], Decision.DISMISSED, "group work")
    out = {k: tmp_path / f"r.{k}" for k in ("json", "csv", "students.csv", "html")}
    args = ["scan", str(folder), "-q", "--json", str(out["json"]), "--csv", str(out["csv"])]
    args += ["--students-csv", str(out["students.csv"]), "--html", str(out["html"])]
    assert main(args) == 0

    data = json.loads(out["json"].read_text("utf-8"))
    docs = {x["path"]: x for x in data["documents"]}
    assert docs["omar_sleep.txt"]["review"] == {
        "decision": "confirmed",
        "note": "=cmd|' /C calc'!A0",
    }
    assert docs["nina_sleep.txt"]["review"] == {"decision": "not reviewed", "note": ""}
    pair = next(
        p for p in data["pairs"] if {p["doc_a"], p["doc_b"]} == {"ben_water.txt", "harry_water.txt"}
    )
    assert pair["review"] == {"decision": "dismissed", "note": "group work"}

    def rows(path: Path) -> list[dict[str, str]]:
        return list(csv.DictReader(io.StringIO(path.read_text("utf-8-sig"))))

    pairs = {(r["doc_a"], r["doc_b"]): r for r in rows(out["csv"])}
    assert pairs[("ben_water.txt", "harry_water.txt")]["review"] == "dismissed"
    assert pairs[("ben_water.txt", "harry_water.txt")]["review_note"] == "group work"
    students = {r["name"]: r for r in rows(out["students.csv"])}
    assert students["omar_sleep.txt"]["review"] == "confirmed"
    assert students["omar_sleep.txt"]["review_note"] == "'=cmd|' /C calc'!A0"  # formula-safe

    page = out["html"].read_text("utf-8")
    table = page[page.index("<section id='students'>") : page.index("</section>")]
    assert "<span class='rv confirmed'>confirmed</span>" in table
    assert "=cmd|&#x27; /C calc&#x27;!A0" in table
    assert "<span class='rv dismissed'>dismissed</span> <span class='rv-note'>group work" in page
    # The ranked pairs say which the teacher has decided on, and which not yet.
    ranked = page[page.index("<section id='pairs'>") :]
    ranked = ranked[: ranked.index("</table>")]
    assert "<th title='your decision and note'>review</th>" in ranked
    row = next(r for r in ranked.split("<tr>") if "ben_water.txt" in r and "harry_water.txt" in r)
    assert "<span class='rv dismissed'>dismissed</span>" in row
    others = [r for r in ranked.split("<tr>")[2:] if r != row]
    assert others and all("not reviewed" in r for r in others)


def test_cli_says_so_when_the_review_file_is_damaged(folder, tmp_path, capsys):
    path = review_path(folder)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\xff\xfe not text")
    assert main(["scan", str(folder), "-q", "--json", str(tmp_path / "r.json")]) == 0
    err = capsys.readouterr().err
    assert "damaged (not text)" in err and "kept as" in err
    assert list(path.parent.glob("*.damaged-*"))[0].read_bytes() == b"\xff\xfe not text"
