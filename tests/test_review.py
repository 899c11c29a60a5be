"""The teacher's review: decisions and notes kept per folder in a real file, through restarts,
new scans and renamed files; a damaged file set aside and never overwritten; in every report."""

from __future__ import annotations

import csv
import getpass
import io
import json
import shutil
import sqlite3
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from conftest import SAMPLES

from plagcheck.cli import main
from plagcheck.engine import pipeline
from plagcheck.reports.review import UNKNOWN, Decision, Review, old_review_path, review_path


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
    assert message == "" and not review.path.exists()  # opening a folder writes nothing
    review.set_student(d["omar_sleep.txt"], Decision.CONFIRMED, "copied two paragraphs")
    review.set_pair(d["nina_sleep.txt"], d["omar_sleep.txt"], Decision.DISCUSS, "ask both")
    path = review_path(folder)
    assert path == review.path and path.is_relative_to(review_files)
    with sqlite3.connect(path) as con:  # a real file another program can read
        rows = con.execute("SELECT kind, decision, note FROM entries ORDER BY id").fetchall()
    assert rows == [
        ("student", "confirmed", "copied two paragraphs"),
        ("pair", "to discuss", "ask both"),
    ]

    # Renamed file, new scan, new program: the same texts keep their decisions.
    (folder / "omar_sleep.txt").rename(folder / "omar_final.txt")
    res2 = pipeline.run(folder)
    d2 = docs_by_name(res2)
    again, _ = Review.for_folder(folder)
    assert again.student(d2["omar_final.txt"]).decision is Decision.CONFIRMED
    assert again.pair(d2["omar_final.txt"], d2["nina_sleep.txt"]).note == "ask both"
    assert again.student(d2["nina_sleep.txt"]).decision is Decision.NOT_REVIEWED
    # Back to "not reviewed" with no note: that is the decision now, the earlier one is kept.
    again.set_student(d2["omar_final.txt"], Decision.NOT_REVIEWED, "")
    third, _ = Review.for_folder(folder)
    assert third.student(d2["omar_final.txt"]).decision is Decision.NOT_REVIEWED
    kept = [r.entry.note for r in third.history([d2["omar_final.txt"].content_hash])]
    assert kept == ["copied two paragraphs", "ask both", ""]


def test_every_decision_is_kept_dated_with_who_made_it(folder, monkeypatch):
    res = pipeline.run(folder)
    omar = docs_by_name(res)["omar_sleep.txt"]
    review, _ = Review.for_folder(folder)
    monkeypatch.setattr(getpass, "getuser", lambda: "mlopez")
    review.set_student(omar, Decision.DISCUSS, "ask Omar first")
    review.set_student(omar, Decision.CONFIRMED, "he admitted it", by="Head of English")
    history = Review.for_folder(folder)[0].history([omar.content_hash])
    assert [(r.entry.decision, r.entry.note, r.entry.by) for r in history] == [
        (Decision.DISCUSS, "ask Omar first", "mlopez"),
        (Decision.CONFIRMED, "he admitted it", "Head of English"),
    ]
    for r in history:  # dated, in UTC, to the second
        when = datetime.fromisoformat(r.entry.updated)
        assert when.utcoffset() == timedelta(0)
        assert abs((datetime.now(timezone.utc) - when).total_seconds()) < 60
    assert review.student(omar).note == "he admitted it"  # the latest is the decision
    with sqlite3.connect(review.path) as con, pytest.raises(sqlite3.DatabaseError, match="kept"):
        con.execute("UPDATE entries SET note = 'rewritten'")


def test_a_note_saved_as_it_is_typed_is_one_entry_in_the_history(folder):
    res = pipeline.run(folder)
    omar = docs_by_name(res)["omar_sleep.txt"]
    window, _ = Review.for_folder(folder)
    for note in ("ask", "ask Omar", "ask Omar first"):  # the window saves as the teacher types
        window.set_student(omar, Decision.DISCUSS, note)
    window.set_student(omar, Decision.CONFIRMED, "ask Omar first")  # a new decision: its own
    shown = [(r.entry.decision, r.entry.note) for r in window.history()]
    assert shown == [(Decision.DISCUSS, "ask Omar first"), (Decision.CONFIRMED, "ask Omar first")]
    assert len(window.history(every=True)) == 4  # the typed states are kept all the same
    assert [e.note for e in window.entries("student", omar.content_hash)] == ["ask Omar first"] * 2
    # Another window (or the command line) never amends this one's entries.
    other, _ = Review.for_folder(folder)
    other.set_student(omar, Decision.CONFIRMED, "ask Omar first, then the head")
    assert len(other.history()) == 3


def test_a_review_file_of_the_earlier_version_is_imported_with_its_dates(folder):
    res = pipeline.run(folder)
    omar = docs_by_name(res)["omar_sleep.txt"]
    old = old_review_path(folder)
    old.parent.mkdir(parents=True)
    data = {
        "format": 1,
        "plagcheck_review": True,
        "folder": str(folder),
        "students": {
            omar.content_hash: {
                "decision": "confirmed",
                "note": "from last term",
                "name": "omar_sleep.txt",
                "updated": "2025-06-01T09:30:00+00:00",
            }
        },
        "pairs": {},
    }
    old.write_text(json.dumps(data), "utf-8")
    before = old.read_bytes()
    for _ in range(2):  # imported once, however often the folder is opened
        review, message = Review.for_folder(folder)
        assert message == ""
    (rec,) = review.history()
    assert rec.entry.updated == "2025-06-01T09:30:00+00:00" and rec.entry.by == UNKNOWN
    assert review.student(omar).note == "from last term"
    assert old.read_bytes() == before  # left where it was, as it was


def test_a_damaged_review_file_is_set_aside_and_never_overwritten(folder):
    path = review_path(folder)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"this is not a database, but it is the teacher's file" * 40)
    review, message = Review.for_folder(folder)
    assert "damaged" in message and "not a database" in message
    aside = [p for p in path.parent.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1 and str(aside[0]) in message
    res = pipeline.run(folder)
    review.set_student(res.documents[0], Decision.DISMISSED, "")
    assert Review.for_folder(folder)[0].history()
    assert aside[0].read_bytes().startswith(b"this is not a database")
    # An earlier version's file that is JSON but not a review (an unknown decision): aside too.
    old = old_review_path(folder)
    old.write_text(json.dumps({"format": 1, "students": {"x": {"decision": "maybe"}}}))
    _, message = Review.for_folder(folder)
    assert "damaged" in message and len(list(path.parent.glob("*.damaged-*"))) == 2


WRITER = """
import sys
from plagcheck.engine import Document
from plagcheck.reports.review import Decision, Review
review, _ = Review.for_folder(sys.argv[1])
doc = Document(path="x.txt", original="", text="", offsets=None, content_hash="h" * 64)
print("ready", flush=True)
sys.stdin.readline()
for i in range(int(sys.argv[3])):
    review.set_student(doc, Decision.DISCUSS, f"{sys.argv[2]} {i}", by=sys.argv[2])
"""


CLI_WRITER = """
import sys
from plagcheck.cli import main
print("ready", flush=True)
sys.stdin.readline()
for i in range(int(sys.argv[2])):
    args = ["review", sys.argv[1], "--student", "omar", "--decision", "confirmed"]
    assert main([*args, "--note", f"cli {i}", "--by", "cli"]) == 0
"""


def test_a_file_another_window_has_only_just_created_takes_the_first_entry(folder, review_files):
    """Two windows open one class: the other one has created the review file, not yet its
    tables, when this one saves its first decision. The decision is kept, not refused."""
    omar = docs_by_name(pipeline.run(folder))["omar_sleep.txt"]
    review, _ = Review.for_folder(folder)
    review.path.parent.mkdir(parents=True, exist_ok=True)
    sqlite3.connect(review.path).close()  # the file as the other window's first connect leaves it
    review.set_student(omar, Decision.CONFIRMED, "copied")
    again, message = Review.for_folder(folder)
    assert message == "" and again.student(omar).note == "copied"


def test_two_writers_at_once_both_keep_their_entries(folder):
    """Three processes append at once: two windows' (the store's API) and the command line's."""
    n = 60
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(folder), who, str(n)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for who in ("window", "other window")
    ]
    procs.append(
        subprocess.Popen(
            [sys.executable, "-c", CLI_WRITER, str(folder), "12"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
    )
    for p in procs:  # all open the file first, then write together
        assert p.stdout.readline().strip() == "ready"
    for p in procs:
        p.stdin.write("go\n")
        p.stdin.flush()
    for p in procs:
        assert p.wait(timeout=120) == 0
    notes = [r.entry.note for r in Review.for_folder(folder)[0].history(every=True)]
    for who, count in (("window", n), ("other window", n), ("cli", 12)):
        assert [x for x in notes if x.rsplit(" ", 1)[0] == who] == [
            f"{who} {i}" for i in range(count)
        ]


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
    path.write_bytes(b"\xff\xfe not text" * 100)
    assert main(["scan", str(folder), "-q", "--json", str(tmp_path / "r.json")]) == 0
    err = capsys.readouterr().err
    assert "damaged (file is not a database)" in err and "kept as" in err
    assert list(path.parent.glob("*.damaged-*"))[0].read_bytes() == b"\xff\xfe not text" * 100
