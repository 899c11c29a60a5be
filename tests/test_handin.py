"""When each student handed in, as the downloads carry it, and which side of a pair came first:
Moodle's zip entry times, Blackboard's receipts (two attempts: the latest is the hand-in), a
class list with a "submitted" column, a folder's file times (weaker); a pair handed in a minute
apart is not ordered. The tests read zone-less times in UTC (conftest.py)."""

import csv
import io
import json
import os
from datetime import datetime, timezone

from conftest import write
from lms import essay, receipt, zip_of

from plagcheck.cli import main
from plagcheck.engine import pipeline
from plagcheck.engine.intake.handin import order, order_sentence
from plagcheck.engine.params import Params
from plagcheck.reports import export

ANA, BEN, CAL, DIA = (essay(s) for s in range(31, 35))
COPY = ANA[: len(ANA) * 2 // 3] + " " + BEN[:400]  # Ben's copy of Ana's essay
MOODLE = "{}_{}_assignsubmission_file_/essay.txt"


def scan(path, **kw):
    result = pipeline.run(path, Params(**kw))
    data = export.result_dict(result)
    docs = {d["student"] or d["path"]: d for d in data["documents"]}
    return result, data, docs


def one_pair(data):
    [pair] = [p for p in data["pairs"] if p["reported"]]
    return pair


def test_moodle_zip_entry_times(tmp_path):
    members = {
        MOODLE.format("Ana Lima", 101): ANA,
        MOODLE.format("Ben Cole", 102): COPY,
        MOODLE.format("Cal Diaz", 103): CAL,
    }
    times = {
        MOODLE.format("Ana Lima", 101): (2026, 3, 2, 9, 15, 0),
        MOODLE.format("Ben Cole", 102): (2026, 3, 4, 11, 15, 30),
        MOODLE.format("Cal Diaz", 103): (2026, 3, 3, 8, 0, 0),
    }
    z = zip_of(tmp_path / "ENG-Essay-1.zip", members, times)
    _, data, docs = scan(z)
    assert docs["Ana Lima"]["submitted"] == "2026-03-02T09:15:00Z"
    assert docs["Ben Cole"]["submitted"] == "2026-03-04T11:15:30Z"
    assert docs["Cal Diaz"]["submitted"] == "2026-03-03T08:00:00Z"
    assert {d["submitted_from"] for d in docs.values()} == {"zip_entry"}
    pair = one_pair(data)
    first = "a" if pair["student_a"] == "Ana Lima" else "b"
    assert pair["first"] == first
    assert pair["gap_seconds"] == 2 * 86400 + 2 * 3600 + 30
    assert pair["order"] == (
        "Ben Cole handed in 2 days after Ana Lima (an order in time, not a verdict)"
    )


def test_canvas_zip_entry_times(tmp_path):
    members = {"limaana_101_9001_essay.txt": ANA, "coleben_102_9002_essay.txt": COPY}
    times = {"coleben_102_9002_essay.txt": (2026, 3, 1, 12, 0, 0)}
    z = zip_of(tmp_path / "submissions.zip", members, times)
    _, data, docs = scan(z)
    assert docs["coleben"]["submitted"] == "2026-03-01T12:00:00Z"
    assert docs["limaana"]["submitted"] == "2026-01-12T09:00:00Z"  # lms.ENTRY_TIME
    assert one_pair(data)["first"] == ("a" if one_pair(data)["student_a"] == "limaana" else "b")


def bb(user: str, when: str, stamp: str, text: str) -> dict[str, str]:
    """One Blackboard attempt: its receipt (dated ``when``) and its file (named by ``stamp``)."""
    base = f"Essay 2_{user}_attempt_{stamp}"
    r = receipt(user.title(), user, stamp, files=("essay.txt",))
    r = r.replace(f"Date Submitted: {stamp}", f"Date Submitted: {when}")
    return {f"{base}.txt": r, f"{base}_essay.txt": text}


def test_blackboard_receipts_two_attempts(tmp_path):
    members = {
        # Ana's first attempt, then her second two days later: the second is her hand-in.
        **bb("ana", "Monday, 2 March 2026 09:00:00 o'clock GMT", "2026-03-02-09-00-00", CAL),
        **bb("ana", "Wednesday, 4 March 2026 14:30:05 o'clock GMT", "2026-03-04-14-30-05", ANA),
        # Ben's one attempt, in between, his receipt in US Eastern time (13:00 UTC).
        **bb("ben", "Tuesday, March 3, 2026 8:00:00 AM EST", "2026-03-03-08-00-00", COPY),
    }
    _, data, docs = scan(zip_of(tmp_path / "bb.zip", members))
    ana, ben = docs["Ana"], docs["Ben"]
    assert ana["submitted"] == "2026-03-04T14:30:05Z"
    assert ben["submitted"] == "2026-03-03T13:00:00Z"
    assert ana["submitted_from"] == ben["submitted_from"] == "receipt"
    assert ana["earlier_attempts"]
    pair = one_pair(data)
    assert pair["first"] == ("b" if pair["student_a"] == "Ana" else "a")  # Ben came first


def test_blackboard_without_a_date_takes_the_attempt_name(tmp_path):
    members = bb("ana", "not a date at all", "2026-03-04-14-30-05", ANA)
    _, _, docs = scan(zip_of(tmp_path / "bb.zip", {**members, **bb("cal", "", "x", CAL)}))
    assert docs["Ana"]["submitted"] == "2026-03-04T14:30:05Z"
    assert docs["Ana"]["submitted_from"] == "file_name"


def dated(path, when: datetime):
    os.utime(path, (when.timestamp(), when.timestamp()))
    return path


def test_folder_file_times_are_weaker(tmp_path):
    folder = tmp_path / "class"
    dated(write(folder / "ana" / "essay.txt", ANA), datetime(2026, 3, 2, 9, tzinfo=timezone.utc))
    dated(write(folder / "ben" / "essay.txt", COPY), datetime(2026, 3, 1, 9, tzinfo=timezone.utc))
    dated(write(folder / "ben" / "notes.txt", DIA), datetime(2026, 3, 1, 10, tzinfo=timezone.utc))
    _, data, docs = scan(folder)
    # A submission's time is its latest file's.
    assert docs["ben"]["submitted"] == "2026-03-01T10:00:00Z"
    assert docs["ana"]["submitted_from"] == "file_time"
    assert one_pair(data)["first"] == ("b" if one_pair(data)["student_a"] == "ana" else "a")
    text = export.students_csv_text(pipeline.run(folder, Params()))
    rows = {r["name"]: r for r in csv.DictReader(io.StringIO(text))}
    assert rows["ana"]["submitted"] == "2026-03-02T09:00:00Z"
    assert rows["ana"]["submitted_from"] == "file_time"


def test_class_list_gives_the_times(tmp_path):
    folder = tmp_path / "class"
    for name, text in (("ana", ANA), ("ben", COPY), ("cal", CAL)):
        write(folder / name / "essay.txt", text)
    roster = write(
        tmp_path / "times.csv",
        "Student,Submitted\nana,2026-03-05T10:00:00+01:00\nben,2026-03-05 09:00:30\n"
        "cal,next tuesday-ish?\n",
    )
    result, data, docs = scan(folder, roster=str(roster))
    assert docs["ana"]["submitted"] == "2026-03-05T09:00:00Z"
    assert docs["ben"]["submitted"] == "2026-03-05T09:00:30Z"
    assert docs["ana"]["submitted_from"] == docs["ben"]["submitted_from"] == "roster"
    # A time that cannot be read is left to the files, and the teacher is told.
    assert docs["cal"]["submitted_from"] == "file_time"
    assert "1 hand-in time in the class list could not be read" in result.layout_note
    # Ana and Ben handed in 30 seconds apart: no order.
    pair = one_pair(data)
    assert pair["first"] is None and pair["gap_seconds"] == 30
    assert pair["order"] == "handed in within a minute of each other"


def test_a_minute_apart_is_not_ordered():
    assert order("2026-03-05T09:00:00Z", "2026-03-05T09:01:00Z") == (None, 60.0)
    assert order("2026-03-05T09:00:00Z", "2026-03-05T09:01:01Z") == ("a", 61.0)
    assert order("2026-03-05T09:01:01Z", "2026-03-05T09:00:00Z") == ("b", 61.0)
    assert order(None, "2026-03-05T09:00:00Z") == (None, None)
    one = order_sentence("Ana", "Ben", None, "2026-03-05T09:00:00Z")
    assert one == "hand-in time of one side unknown: no order"


def test_cli_reports_carry_the_times(tmp_path):
    members = {MOODLE.format("Ana Lima", 101): ANA, MOODLE.format("Ben Cole", 102): COPY}
    times = {MOODLE.format("Ben Cole", 102): (2026, 3, 1, 8, 0, 0)}
    z = zip_of(tmp_path / "dl.zip", members, times)
    out = tmp_path / "out"
    out.mkdir()
    assert main(["scan", str(z), "--json", str(out / "r.json"), "--csv", str(out / "p.csv")]) == 0
    data = json.loads((out / "r.json").read_text(encoding="utf-8"))
    assert all(d["submitted"] for d in data["documents"])
    rows = list(csv.DictReader(io.StringIO((out / "p.csv").read_text(encoding="utf-8-sig"))))
    assert rows[0]["first"] in ("a", "b") and int(rows[0]["gap_seconds"]) > 86400


def test_class_list_dates_day_or_month_first(tmp_path):
    folder = tmp_path / "class"
    for name, text in (("ana", ANA), ("ben", COPY)):
        write(folder / name / "essay.txt", text)
    # 25/03 says the list writes the day first: 02/04 is the 2nd of April.
    listed = write(tmp_path / "list.csv", "File,Submitted\nana,02/04/2026 10:00\nben,25/03/2026\n")
    _, _, docs = scan(folder, roster=str(listed))
    assert docs["ana"]["submitted"] == "2026-04-02T10:00:00Z"
    assert docs["ben"]["submitted"] == "2026-03-25T00:00:00Z"
    # Nothing tells: 02/04 could be either, and is not guessed.
    listed.write_text("File,Submitted\nana,02/04/2026 10:00\nben,03/04/2026\n")
    result, _, docs = scan(folder, roster=str(listed))
    assert docs["ana"]["submitted_from"] == "file_time"
    assert "2 hand-in times in the class list could not be read" in result.layout_note
