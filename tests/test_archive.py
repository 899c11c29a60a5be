"""The archive of past terms, on real SQLite files: found with its label, erased for good, safe
against a killed writer, strict about parameters, and never duplicated."""

import dataclasses
import json
import os
import signal
import sqlite3
import subprocess
import sys
from enum import Enum

import numpy as np
import pytest
from conftest import SAMPLES, write

from plagcheck.cli import main
from plagcheck.engine import pipeline
from plagcheck.engine.archive.sqlite import SIGNATURE_FIELDS, Archive
from plagcheck.engine.params import Params

TEMPLATES = str(SAMPLES / "templates")
# Two planted pairs (alice/dev, nina/omar) live inside the archive; they must never be reported.
ARCHIVED = ["alice", "ben", "chloe", "dev", "emma", "finn", "nina", "omar"]
NEW = ["quinn", "rosa", "sam", "tom", "uma"]


def essay(name):
    return next(SAMPLES.glob(f"{name}_*.txt"))


@pytest.fixture
def folders(tmp_path):
    old, new = tmp_path / "2024", tmp_path / "now"
    for n in ARCHIVED:
        write(old / essay(n).name, essay(n).read_text(encoding="utf-8"))
    for n in NEW:
        write(new / essay(n).name, essay(n).read_text(encoding="utf-8"))
    # This term's zoe handed in last year's chloe essay.
    write(new / "zoe.txt", essay("chloe").read_text(encoding="utf-8"))
    return old, new


@pytest.fixture
def db(tmp_path, folders):
    path = tmp_path / "archive.sqlite"
    rc = main(["archive", "add", str(folders[0]), "--db", str(path), "--label", "2024", "-q"])
    assert rc == 0
    return path


def scan_json(folder, db, tmp_path, *extra):
    out = tmp_path / "scan.json"
    rc = main(
        ["scan", str(folder), "--archive", str(db), "--template", TEMPLATES, "-q"]
        + ["--json", str(out), *extra]
    )
    assert rc == 0
    return json.loads(out.read_text(encoding="utf-8"))


def reported(data):
    return [p for p in data["pairs"] if p["reported"]]


def test_copy_of_archived_essay_is_found_with_its_label(db, folders, tmp_path, capsys):
    data = scan_json(folders[1], db, tmp_path)
    pairs = reported(data)
    assert [(p["doc_a"], p["doc_b"], p["label_b"], p["archived"]) for p in pairs] == [
        ("zoe.txt", "chloe_water.txt", "2024", True)
    ]
    assert pairs[0]["identical"] and pairs[0]["passages"] >= 1
    # The table names the archived side with its label.
    assert "[2024] chloe_water.txt" in capsys.readouterr().out
    # Only archived documents in a candidate pair are loaded, never the whole archive.
    archived_docs = [d for d in data["documents"] if d.get("archived")]
    assert 1 <= len(archived_docs) < len(ARCHIVED)
    assert all(d["label"] == "2024" for d in archived_docs)


def test_archived_documents_are_not_compared_with_each_other(db, folders, tmp_path):
    data = scan_json(folders[1], db, tmp_path, "--all-candidates")
    names = {d["path"]: d.get("archived", False) for d in data["documents"]}
    for p in data["pairs"]:
        assert not (p.get("label_a") and p.get("label_b")), p
        assert not names[p["doc_a"]] or not names[p["doc_b"]]


def test_paragraph_pasted_from_an_archived_essay_is_found(db, tmp_path):
    # A long essay (three unrelated ones) with one ~80-word paragraph of last year's emma.
    emma = essay("emma").read_text(encoding="utf-8").split()
    host = [essay(n).read_text(encoding="utf-8") for n in ("quinn", "tom", "uma")]
    text = host[0] + "\n\n" + " ".join(emma[100:180]) + "\n\n" + host[1] + "\n\n" + host[2]
    folder = tmp_path / "paste"
    write(folder / "pat.txt", text)
    write(folder / "rosa.txt", essay("rosa").read_text(encoding="utf-8"))
    result = pipeline.run(folder, Params(templates=(TEMPLATES,)), archive=db)
    found = [
        (result.name(p.a), result.documents[p.b].label, result.name(p.b), p.local_containment)
        for p in result.reported
    ]
    assert len(found) == 1 and found[0][:3] == ("pat.txt", "2024", "emma_water.txt")
    assert found[0][3] > 0.8 and result.reported[0].exact_jaccard < 0.3


def test_adding_the_same_folder_twice_adds_nothing(db, folders, capsys):
    size = os.path.getsize(db)
    capsys.readouterr()
    assert main(["archive", "add", str(folders[0]), "--db", str(db), "--label", "2024", "-q"]) == 0
    assert f"added 0 documents to {db}" in capsys.readouterr().out
    with Archive(db) as arc:
        assert arc.count() == len(ARCHIVED)
    assert os.path.getsize(db) == size
    assert main(["archive", "list", "--db", str(db)]) == 0
    out = capsys.readouterr().out
    assert f"{len(ARCHIVED)} documents" in out and "2024" in out and "word 3-grams" in out


def test_remove_erases_the_document_and_the_file_shrinks(db, folders, tmp_path, capsys):
    # A second label, so that removing one leaves the other.
    extra = tmp_path / "2023"
    for n in ("grace", "jack", "kate", "leo", "maya", "harry"):
        write(extra / essay(n).name, essay(n).read_text(encoding="utf-8"))
    assert main(["archive", "add", str(extra), "--db", str(db), "--label", "2023", "-q"]) == 0
    before = os.path.getsize(db)
    assert main(["archive", "remove", "--db", str(db), "--doc", "chloe_water.txt"]) == 0
    assert reported(scan_json(folders[1], db, tmp_path)) == []
    assert main(["archive", "remove", "--db", str(db), "--label", "2023"]) == 0
    assert os.path.getsize(db) < before
    with sqlite3.connect(db) as con:
        gone = con.execute("SELECT COUNT(*) FROM docs WHERE path='chloe_water.txt'").fetchone()
        assert gone == (0,)
        assert con.execute("SELECT DISTINCT label FROM docs").fetchall() == [("2024",)]
        # No band key is left pointing at a removed document.
        for table in ("bands", "fprints"):
            orphans = con.execute(
                f"SELECT COUNT(*) FROM {table} WHERE doc_id NOT IN (SELECT id FROM docs)"
            ).fetchone()[0]
            assert orphans == 0
    capsys.readouterr()
    assert main(["archive", "remove", "--db", str(db), "--label", "1999"]) == 1
    assert "no archived document" in capsys.readouterr().err


def test_scan_with_other_parameters_is_refused_in_one_line(db, folders, capsys):
    capsys.readouterr()
    rc = main(["scan", str(folders[1]), "--archive", str(db), "--unit", "char", "-k", "5", "-q"])
    assert rc == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err
    assert "archive was built with word 3-grams; this scan uses char 5-grams" in err
    assert "plagcheck archive reindex" in err
    rc = main(["scan", str(folders[1]), "--archive", str(db), "--no-casefold", "-q"])
    assert rc == 2 and "casefold on" in capsys.readouterr().err


def test_reindex_makes_the_archive_match_new_settings(db, folders, tmp_path):
    args = ["--unit", "char", "-k", "5"]
    assert main(["archive", "reindex", "--db", str(db), "-q", *args]) == 0
    data = scan_json(folders[1], db, tmp_path, *args)
    assert [(p["doc_a"], p["doc_b"]) for p in reported(data)] == [("zoe.txt", "chloe_water.txt")]


def test_other_bands_and_rows_band_the_signatures_again(db, folders, tmp_path):
    before = db.read_bytes()
    data = scan_json(folders[1], db, tmp_path, "--bands", "16", "--rows", "8")
    assert [(p["doc_a"], p["doc_b"]) for p in reported(data)] == [("zoe.txt", "chloe_water.txt")]
    # A scan only reads: the archive is banded from its signatures in memory, the file as it was.
    assert db.read_bytes() == before
    # A writer keeps the new band keys.
    with Archive(db) as arc:
        assert arc.ensure_bands(16, 8)
    with sqlite3.connect(db) as con:
        meta = dict(con.execute("SELECT key, value FROM meta").fetchall())
        assert (meta["bands"], meta["rows"]) == ("16", "8")
        assert con.execute("SELECT COUNT(*) FROM bands").fetchone()[0] == 16 * len(ARCHIVED)
    again = scan_json(folders[1], db, tmp_path, "--bands", "16", "--rows", "8")
    assert [p["bands_matched"] for p in reported(again)] == [
        p["bands_matched"] for p in reported(data)
    ]


def test_a_missing_or_foreign_archive_is_named(folders, tmp_path, capsys):
    capsys.readouterr()
    assert main(["scan", str(folders[1]), "--archive", str(tmp_path / "nope.sqlite")]) == 2
    assert "archive not found" in capsys.readouterr().err
    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as con:
        con.execute("CREATE TABLE t(x)")
    assert main(["scan", str(folders[1]), "--archive", str(other)]) == 2
    assert "not a plagcheck archive" in capsys.readouterr().err


def test_signature_fields_are_those_that_change_signatures():
    # Every Params field that changes Params.signature_key must be checked against the archive,
    # except those that belong to one class (templates, common shingles, file size limit).
    base = Params()
    changing = set()
    for f in dataclasses.fields(Params):
        v = getattr(base, f.name)
        if v is None:
            continue
        if isinstance(v, bool):
            new = not v
        elif isinstance(v, Enum):
            new = next(m for m in type(v) if m != v)
        elif isinstance(v, (int, float)):
            new = v / 2 if isinstance(v, float) else v + 1
        elif f.name == "layout":
            new = "files"
        else:
            new = ("prompt.txt",)
        if base.replace(**{f.name: new}).signature_key() != base.signature_key():
            changing.add(f.name)
    assert changing == set(SIGNATURE_FIELDS) | {"templates", "max_doc_share", "max_file_mb"}


def test_killed_writer_leaves_every_committed_document(tmp_path):
    rng = np.random.default_rng(7)
    vocab = np.array([f"w{i}" for i in range(3000)])
    big = tmp_path / "big"
    big.mkdir()
    total = 2000
    for i in range(total):
        (big / f"s{i:05d}.txt").write_text(" ".join(rng.choice(vocab, 80)), encoding="utf-8")
    db = tmp_path / "killed.sqlite"
    cmd = [sys.executable, "-m", "plagcheck", "archive", "add", str(big), "--db", str(db)]
    proc = subprocess.Popen(
        cmd + ["--label", "big", "--batch", "50", "-q"], stdout=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    assert line.startswith("committed")
    os.kill(proc.pid, signal.SIGKILL)
    rest = proc.stdout.read()
    proc.wait()
    committed = max(int(x.split()[1]) for x in [line, *rest.splitlines()] if x.startswith("comm"))
    with sqlite3.connect(db) as con:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        n = con.execute("SELECT COUNT(*) FROM docs").fetchone()[0]
        assert committed <= n < total  # killed mid-add, nothing committed lost
        b = int(con.execute("SELECT value FROM meta WHERE key='bands'").fetchone()[0])
        # Every stored document is whole: its signature and all its band keys.
        assert con.execute("SELECT COUNT(*) FROM docs WHERE sig IS NULL").fetchone()[0] == 0
        assert con.execute("SELECT COUNT(*) FROM bands").fetchone()[0] == b * n
    # Adding again completes the folder without duplicating what was kept.
    assert main(cmd[3:] + ["--label", "big", "-q"]) == 0
    with Archive(db) as arc:
        assert arc.count() == total
