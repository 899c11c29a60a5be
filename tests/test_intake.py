"""LMS downloads opened as they come: one submission per student, named as the platform names
them, zips read in place, the traps of each platform (drafts, bibliographies, nested zips, typed-in
text, receipts, earlier attempts) handled."""

import json
import os

import pytest
from conftest import write
from lms import essay, mark_encrypted, receipt, zip_bytes, zip_of

from plagcheck.cli import main
from plagcheck.engine import executors, intake, pipeline
from plagcheck.engine.model import display_name
from plagcheck.engine.params import Params

A, B, C, D, E = (essay(s) for s in range(1, 6))


def pairs_by_student(result):
    return {
        frozenset((display_name(result.documents[p.a]), display_name(result.documents[p.b])))
        for p in result.reported
    }


def moodle_zip(tmp_path):
    """Ana copies Ben; Chloe hands in a draft and a final of her own essay; Dev's text is typed
    in and copies Eve's; Eve hands in a zip of her essay and references (flat file names too)."""
    draft = C[: len(C) // 2]
    return zip_of(
        tmp_path / "ENG101-Essay 2-4711.zip",
        {
            "Ana Lima_1001_assignsubmission_file_/essay.txt": A + " " + B[:600],
            "Ben Okafor_1002_assignsubmission_file/Essay.html": f"<p>{B}</p>",
            "Chloe Du_1003_assignsubmission_file_/draft.txt": draft,
            "Chloe Du_1003_assignsubmission_file_/final.txt": C,
            "Dev Rao_1004_assignsubmission_onlinetext_/onlinetext.html": f"<p>{E[:900]}</p>",
            "Eve Stone_1005_assignsubmission_file_work.zip": zip_bytes(
                {"essay.txt": E, "references.txt": "Stone, E. (2020). Sources. Press."}
            ),
            "Fay Moss_1006_assignsubmission_file_notes.txt": D,
        },
    )


def test_a_moodle_zip_is_one_submission_per_student(tmp_path):
    z = moodle_zip(tmp_path)
    before = sorted(os.listdir(tmp_path))
    result = pipeline.run(z, Params())
    assert result.layout == "moodle" and not result.layout_note
    by = {d.student: d for d in result.documents}
    assert set(by) == {"Ana Lima", "Ben Okafor", "Chloe Du", "Dev Rao", "Eve Stone", "Fay Moss"}
    assert pairs_by_student(result) == {
        frozenset(("Ana Lima", "Ben Okafor")),
        frozenset(("Dev Rao", "Eve Stone")),
    }
    # Draft and final are one document: Chloe is in no pair, with herself or anyone.
    assert by["Chloe Du"].files == (
        "ENG101-Essay 2-4711.zip/Chloe Du_1003_assignsubmission_file_/draft.txt",
        "ENG101-Essay 2-4711.zip/Chloe Du_1003_assignsubmission_file_/final.txt",
    )
    assert by["Chloe Du"].path.endswith("final.txt")  # the main file: the longest text
    # The zip Eve handed in is opened, one level, and its files are hers.
    assert by["Eve Stone"].files == (
        "ENG101-Essay 2-4711.zip/Eve Stone_1005_assignsubmission_file_work.zip/essay.txt",
        "ENG101-Essay 2-4711.zip/Eve Stone_1005_assignsubmission_file_work.zip/references.txt",
    )
    assert by["Dev Rao"].path.endswith("onlinetext.html")
    assert not result.problems
    # Nothing was unpacked next to the teacher's download.
    assert sorted(os.listdir(tmp_path)) == before


def test_a_students_own_files_are_never_a_pair(tmp_path):
    """A class folder of sub-folders, five students with a draft and a final: no pair of a
    student with their own draft (five of eleven pairs were, before)."""
    root = tmp_path / "Essay 2 (Google Classroom)"
    for i in range(5):
        text = essay(100 + i)
        write(root / f"Student {i}" / "draft.txt", text[: len(text) * 2 // 3])
        write(root / f"Student {i}" / "final.txt", text)
    write(root / "Student 5" / "essay.txt", essay(100) + " " + essay(200))  # copies Student 0
    write(root / "Student 6" / "essay.txt", essay(201))
    result = pipeline.run(tmp_path, Params())  # the class folder wrapped in one more folder
    assert result.layout == "folders"
    assert len(result.documents) == 7
    assert pairs_by_student(result) == {frozenset(("Student 0", "Student 5"))}


def test_a_canvas_download_with_its_roster(tmp_path):
    """Essay and bibliography are one submission; a resubmitted file ("-1") replaces the first,
    which is listed, not compared; the roster puts real names on the keys."""
    folder = tmp_path / "submissions"
    write(folder / "limaana_1001_5001_Essay.txt", A)
    write(folder / "limaana_1001_5002_Bibliography.txt", "References\nLima, A. (2021). A book.")
    write(folder / "nunezjose_LATE_1002_5003_Essay.txt", B)  # first try: a copy of Ana's
    write(folder / "nunezjose_late_1002_5010_Essay-1.txt", C)  # handed in again, his own
    write(folder / "okaforben_1003_5004_essay.txt", A[:900] + " " + D)
    roster = write(
        tmp_path / "grades.csv",
        "\ufeffStudent,ID,SIS User ID,SIS Login ID,Section,Essay 2 (4711)\n"
        "    Points Possible,,,,,100\n"
        '"Lima, Ana",1001,s1,ana,ENG101,\n"Núñez, José",1002,s2,jose,ENG101,\n',
    )
    result = pipeline.run(folder, Params(roster=str(roster)))
    assert result.layout == "canvas"
    by = {d.student: d for d in result.documents}
    assert set(by) == {"Lima, Ana", "Núñez, José", "okaforben"}  # Ben is not on the roster
    assert by["Lima, Ana"].files == (
        "limaana_1001_5001_Essay.txt",
        "limaana_1001_5002_Bibliography.txt",
    )
    assert by["Lima, Ana"].path == "limaana_1001_5001_Essay.txt"
    assert by["Núñez, José"].files == ("nunezjose_late_1002_5010_Essay-1.txt",)
    assert by["Núñez, José"].earlier == ("nunezjose_LATE_1002_5003_Essay.txt",)
    assert pairs_by_student(result) == {frozenset(("Lima, Ana", "okaforben"))}


def test_a_bibliography_file_excludes_only_itself(tmp_path):
    """With --ignore-bibliography, the bibliography file (first in order) does not take the essay
    after it out of the comparison."""
    write(tmp_path / "limaana_1001_5001_Bibliography.txt", "References\nLima, A. (2021). A book.")
    write(tmp_path / "limaana_1001_5002_Essay.txt", A)
    write(tmp_path / "okaforben_1003_5004_essay.txt", A)
    result = pipeline.run(tmp_path, Params(ignore_bibliography=True))
    assert pairs_by_student(result) == {frozenset(("limaana", "okaforben"))}


def blackboard_zip(tmp_path):
    """Kim copied Lee in her first attempt and wrote her own in the second; Max typed his essay
    in (a copy of Ned's); Ned's comment quotes Kim's essay (comments never count)."""
    kim1, kim2 = "2024-03-01-10-00-00", "2024-03-02-09-30-00"
    lee, mx, ned = "2024-03-01-11-00-00", "2024-03-01-12-00-00", "2024-03-01-13-00-00"
    return zip_of(
        tmp_path / "gradebook_ENG101_Essay202.zip",
        {
            f"Essay 2_kim01_attempt_{kim1}.txt": receipt(
                "Kim Park", "kim01", kim1, files=("e.txt",)
            ),
            f"Essay 2_kim01_attempt_{kim1}_e.txt": B,
            f"Essay 2_kim01_attempt_{kim2}.txt": receipt(
                "Kim Park", "kim01", kim2, files=("e.txt",)
            ),
            f"Essay 2_kim01_attempt_{kim2}_e.txt": A,
            f"Essay 2_lee02_attempt_{lee}.txt": receipt("Lee Chan", "lee02", lee, files=("x.txt",)),
            f"Essay 2_lee02_attempt_{lee}_x.txt": B,
            f"Essay 2_max03_attempt_{mx}.txt": receipt("Max Roy", "max03", mx, text=f"<p>{D}</p>"),
            f"Essay 2_ned04_attempt_{ned}.txt": receipt(
                "Ned Ward", "ned04", ned, comments=A, files=("n.txt",)
            ),
            f"Essay 2_ned04_attempt_{ned}_n.txt": D[:1200] + " " + C,
        },
    )


def test_a_blackboard_download_compares_the_latest_attempt_only(tmp_path):
    z = blackboard_zip(tmp_path)
    result = pipeline.run(z, Params())
    assert result.layout == "blackboard"
    by = {d.student: d for d in result.documents}
    assert set(by) == {"Kim Park", "Lee Chan", "Max Roy", "Ned Ward"}
    # Kim's first attempt (a copy of Lee's) is listed, not compared; Ned's comment does not
    # count; Max's typed-in text does.
    assert pairs_by_student(result) == {frozenset(("Max Roy", "Ned Ward"))}
    assert by["Kim Park"].earlier == (
        "gradebook_ENG101_Essay202.zip/Essay 2_kim01_attempt_2024-03-01-10-00-00_e.txt",
    )
    assert by["Ned Ward"].comments.startswith(A[:40])
    assert A[:40] not in by["Ned Ward"].original
    assert by["Max Roy"].files == (
        "gradebook_ENG101_Essay202.zip/Essay 2_max03_attempt_2024-03-01-12-00-00.txt",
    )
    # A receipt is never a document and never a problem.
    assert not result.problems
    assert len(result.documents) == 4
    # The comment is shown in the report, never compared.
    html = tmp_path / "r.html"
    assert main(["scan", str(z), "-q", "--html", str(html)]) == 0
    assert f"Comment: <i>{A[:40]}" in html.read_text(encoding="utf-8")


def test_a_corrupt_zip_is_one_named_problem_an_encrypted_member_another(tmp_path, capsys):
    bad = tmp_path / "broken.zip"
    bad.write_bytes(b"PK\x03\x04 this is not a zip at all")
    assert main(["scan", str(bad), "-q", "--json", str(tmp_path / "r.json")]) == 0
    data = json.loads((tmp_path / "r.json").read_text())
    assert data["problems"] == [
        {"path": "broken.zip", "reason": "not a zip archive (corrupt or renamed)"}
    ]
    capsys.readouterr()
    locked = zip_of(tmp_path / "locked.zip", {"Ana Lima_1001_assignsubmission_file_/e.txt": A})
    assert main(["scan", str(mark_encrypted(locked)), "-q"]) == 0
    shown = "locked.zip/Ana Lima_1001_assignsubmission_file_/e.txt: encrypted (password-protected)"
    assert shown in capsys.readouterr().out


def test_a_students_broken_zip_loses_nothing_else(tmp_path):
    z = zip_of(
        tmp_path / "class.zip",
        {
            "Ana Lima_1001_assignsubmission_file_/essay.txt": A,
            "Ana Lima_1001_assignsubmission_file_/more.zip": b"PK\x03\x04 broken",
            "Ben Okafor_1002_assignsubmission_file_/essay.txt": A,
        },
    )
    result = pipeline.run(z, Params())
    assert [(p.path, p.reason) for p in result.problems] == [
        (
            "class.zip/Ana Lima_1001_assignsubmission_file_/more.zip",
            "not a zip archive (corrupt or renamed)",
        )
    ]
    assert pairs_by_student(result) == {frozenset(("Ana Lima", "Ben Okafor"))}


def test_no_known_layout_falls_back_and_says_so(tmp_path):
    z = zip_of(tmp_path / "essays.zip", {"ana.txt": A, "ben.txt": A, "notes/cy.txt": C})
    found = intake.open_source(z)
    assert found.layout == "folders"
    assert "no Moodle, Canvas or Blackboard layout recognised" in found.note
    forced = intake.open_source(moodle_zip(tmp_path), layout="files")
    assert forced.layout == "files"
    assert len(forced.submissions) == 7  # Eve's zip stays one submission


def test_cli_json_contract_for_a_download(tmp_path):
    z = moodle_zip(tmp_path)
    out = tmp_path / "r.json"
    assert main(["scan", str(z), "-q", "--json", str(out), "--csv", str(tmp_path / "r.csv")]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["layout"] == "moodle"
    docs = {d["student"]: d for d in data["documents"]}
    assert docs["Chloe Du"]["files"][1].endswith("final.txt")
    assert docs["Chloe Du"]["path"] == docs["Chloe Du"]["files"][1]
    assert docs["Fay Moss"]["files"] == [docs["Fay Moss"]["path"]]
    assert all(d["earlier_attempts"] == [] for d in data["documents"])
    pair = next(p for p in data["pairs"] if p["reported"])
    assert {pair["doc_a"], pair["doc_b"]} <= {d["path"] for d in data["documents"]}
    assert {pair["student_a"], pair["student_b"]} <= set(docs)
    csv_text = (tmp_path / "r.csv").read_text(encoding="utf-8-sig")
    assert "Ana Lima" in csv_text and "Ben Okafor" in csv_text
    # --layout overrides, an unknown one is a usage error.
    assert main(["scan", str(z), "-q", "--layout", "files", "--json", str(out)]) == 0
    assert json.loads(out.read_text())["layout"] == "files"
    assert main(["scan", str(z), "-q", "--layout", "d2l"]) == 2


def test_a_large_scan_reads_submissions_too(tmp_path, monkeypatch):
    z = moodle_zip(tmp_path)
    small = pipeline.run(z, Params())
    monkeypatch.setattr(pipeline, "LEAN_DOCS", 2)
    monkeypatch.setattr(executors, "CHUNK", 2)  # chunks read in worker processes
    lean = pipeline.run(z, Params())
    assert pairs_by_student(lean) == pairs_by_student(small)
    assert {d.student: d.files for d in lean.documents} == {
        d.student: d.files for d in small.documents
    }


def test_the_archive_keeps_students_names_and_erases_by_student(tmp_path, capsys):
    z = moodle_zip(tmp_path)
    db = tmp_path / "terms.sqlite"
    assert main(["archive", "add", str(z), "--db", str(db), "--label", "2024", "-q"]) == 0
    # Next term, Gia copies Ana's essay: the archived submission is named by its student.
    new = zip_of(tmp_path / "2025.zip", {"Gia Bell_2001_assignsubmission_file_/e.txt": A})
    result = pipeline.run(new, Params(), archive=db)
    assert pairs_by_student(result) == {frozenset(("Gia Bell", "[2024] Ana Lima"))}
    capsys.readouterr()
    assert main(["archive", "remove", "--db", str(db), "--student", "Ana Lima"]) == 0
    assert "removed 1 document;" in capsys.readouterr().out
    assert pipeline.run(new, Params(), archive=db).reported == []
    assert main(["archive", "remove", "--db", str(db), "--student", "Ana Lima"]) == 1


def test_the_html_report_names_students_and_anonymising_hides_them(tmp_path):
    z = moodle_zip(tmp_path)
    html = tmp_path / "r.html"
    assert main(["scan", str(z), "-q", "--html", str(html)]) == 0
    page = html.read_text(encoding="utf-8")
    assert "Ana Lima" in page and "Eve Stone" in page
    assert "<span class='file'>references.txt</span>" in page  # where Eve's second file begins
    assert main(["scan", str(z), "-q", "--html", str(html), "--anonymise"]) == 0
    page = html.read_text(encoding="utf-8")
    for leak in ("Ana Lima", "Eve Stone", "assignsubmission", "4711"):
        assert leak not in page
    assert "<span class='file'>file 2</span>" in page
    key = (tmp_path / "r.html.key.csv").read_text(encoding="utf-8-sig")
    assert "Ana Lima" in key


def test_a_zip_inside_a_students_zip_is_named_not_opened(tmp_path):
    inner = zip_bytes({"deeper.txt": C})
    outer = zip_bytes({"essay.txt": A, "old.zip": inner})
    z = zip_of(
        tmp_path / "class.zip",
        {
            "Wrapped/Ana Lima_1001_assignsubmission_file_/work.zip": outer,
            "Wrapped/Ben Okafor_1002_assignsubmission_file_/essay.txt": A,
        },
    )
    result = pipeline.run(z, Params())
    assert result.layout == "moodle"  # through the single wrapping folder
    assert [(p.path, p.reason) for p in result.problems] == [
        (
            "class.zip/Wrapped/Ana Lima_1001_assignsubmission_file_/work.zip/old.zip",
            "zip inside a submitted zip: not opened",
        )
    ]
    assert pairs_by_student(result) == {frozenset(("Ana Lima", "Ben Okafor"))}


def test_files_outside_the_chosen_layout_are_compared_on_their_own_and_said_so(tmp_path):
    write(tmp_path / "Ana Lima_1001_assignsubmission_file_" / "essay.txt", A)
    write(tmp_path / "Ben Okafor_1002_assignsubmission_file_" / "essay.txt", B)
    write(tmp_path / "stray.txt", A)
    found = intake.open_source(tmp_path, layout="moodle")
    assert [s.student for s in found.submissions] == ["Ana Lima", "Ben Okafor", None]
    assert found.note == "1 file is not named as in a Moodle download: compared on their own"


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="open files listed in /proc only")
def test_a_scan_lets_go_of_the_download(tmp_path):
    """Once a scan is over the .zip is not held open (the teacher may move or delete it)."""
    z = moodle_zip(tmp_path)
    pipeline.run(z, Params())

    def open_on_zip():
        fds = os.listdir("/proc/self/fd")
        return [f for f in fds if os.path.realpath(f"/proc/self/fd/{f}") == str(z.resolve())]

    assert open_on_zip() == []
