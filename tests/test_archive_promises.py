"""The archive keeps SQLite's promises on both backends: a read-only archive (file or share) is
scanned against; a 0-byte or foreign file is refused by name; one writer at a time; every change
whole or not at all; erased text gone from every file of the archive, searched byte by byte."""

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from conftest import ROOT, SAMPLES, write

from plagcheck.cli import main
from plagcheck.engine.archive import Archive, ArchiveError, locking
from plagcheck.engine.archive.sqlite import _compress
from plagcheck.engine.params import Params

pq = pytest.importorskip("pyarrow.parquet", reason="the Parquet archive needs plagcheck[dask]")

from plagcheck.engine.archive.parquet import ParquetArchive  # noqa: E402

ERASED = "Zed Quorra"


def essays() -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(SAMPLES.glob("*.txt"))[:10]}


def moodle_class(folder: Path, texts: dict[str, str], erased: str = ERASED) -> Path:
    """A Moodle-style folder: a student each; the first is the one whose erasure is asked."""
    for n, (name, text) in enumerate(texts.items()):
        student = erased if n == 0 else f"Student {n:02d}"
        write(folder / f"{student}_{1000 + n}_assignsubmission_file_" / name, text)
    return folder


def build(kind: str, where: Path, folder: Path, label: str = "2024") -> Path:
    db = where / ("a.sqlite" if kind == "sqlite" else "parquet")
    if kind == "sqlite":
        with Archive(db, create=True) as arc:
            arc.add(folder, label, Params())
    else:
        ParquetArchive(db, create=True).add(folder, label, Params())
    return db


def files_of(db: Path) -> list[Path]:
    """Every file of the archive: the folder's, or the SQLite file with its log, index and lock."""
    if db.is_dir():
        return [f for f in db.rglob("*") if f.is_file()]
    return [f for f in db.parent.iterdir() if f.name.startswith(db.name)]


def traces(db: Path, text: str) -> list[str]:
    """Files of the archive holding the erased student's name or text (the SQLite archive keeps
    the text deflated: that is searched for; every Parquet file is read row by row too)."""
    needles = [ERASED.encode(), _compress(text)[:48], text[:60].encode()]
    found = [f.name for f in files_of(db) if any(n in f.read_bytes() for n in needles)]
    for f in files_of(db):
        if f.suffix == ".parquet" and "student" in pq.read_schema(f).names:
            if ERASED in pq.read_table(f, columns=["student"]).column("student").to_pylist():
                found.append(f.name)
    return found


def state(db: Path) -> list[tuple[str, int]]:
    """The labels and counts a reader sees (opened read-only)."""
    arc = ParquetArchive(db) if db.is_dir() else Archive(db, readonly=True)
    try:
        return arc.info().labels
    finally:
        arc.close()


@pytest.fixture
def classes(tmp_path):
    texts = essays()
    old = moodle_class(tmp_path / "2024", dict(list(texts.items())[:6]))
    now = tmp_path / "now"
    write(now / "copy.txt", list(texts.values())[1])
    return old, now, texts


@pytest.mark.parametrize("kind", ["sqlite", "parquet"])
def test_erasure_leaves_no_trace_in_any_file(tmp_path, classes, kind):
    old, _, texts = classes
    db = build(kind, tmp_path, old)
    text = next(iter(texts.values()))
    assert traces(db, text)  # the search finds what is there
    assert main(["archive", "remove", "--db", str(db), "--student", ERASED]) == 0
    assert traces(db, text) == []
    assert state(db) == [("2024", 5)]


def read_only(share: Path, argv: list[str]) -> subprocess.CompletedProcess:
    """``argv`` run with ``share`` read-only: its files and folders made so for a user; for root
    (whom permissions do not bind) mounted read-only in a mount namespace of its own, as a
    school's read-only share is."""
    if os.geteuid() != 0:
        paths = [share, *share.rglob("*")]
        for p in paths:
            os.chmod(p, 0o555 if p.is_dir() else 0o444)
        try:
            return subprocess.run(argv, capture_output=True, text=True, cwd=ROOT)
        finally:
            for p in paths:
                os.chmod(p, 0o755 if p.is_dir() else 0o644)
    if shutil.which("unshare") is None:
        pytest.skip("running as root without unshare: no read-only share can be made")
    script = 'mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" && touch "$0/x" 2>/dev/null'
    script += ' && exit 99; exec "$@"'  # 99: the share was not read-only after all
    done = subprocess.run(
        ["unshare", "-m", "sh", "-c", script, str(share), *argv],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    if done.returncode == 99 or "unshare:" in done.stderr or "mount:" in done.stderr:
        pytest.skip(f"no read-only share can be made here: {done.stderr.strip()}")
    return done


@pytest.mark.parametrize("kind", ["sqlite", "parquet"])
def test_a_read_only_archive_is_scanned_against(tmp_path, classes, kind):
    old, now, _ = classes
    share = tmp_path / "share"
    share.mkdir()
    db = build(kind, share, old)
    before = {f: f.read_bytes() for f in files_of(db)}
    out = tmp_path / "r.json"
    cmd = [sys.executable, "-m", "plagcheck", "scan", str(now), "--archive", str(db), "-q"]
    done = read_only(share, [*cmd, "--json", str(out)])
    assert done.returncode == 0, done.stderr
    data = json.loads(out.read_text(encoding="utf-8"))
    assert [(p["student_b"], p["label_b"]) for p in data["pairs"] if p["reported"]] == [
        ("[2024] Student 01", "2024")
    ]
    assert {f: f.read_bytes() for f in files_of(db)} == before
    listed = read_only(
        share, [sys.executable, "-m", "plagcheck", "archive", "list", "--db", str(db)]
    )
    assert listed.returncode == 0 and "6 documents" in listed.stdout, listed.stderr


def test_a_zero_byte_or_foreign_file_is_refused_by_name(tmp_path, classes, capsys):
    _, now, _ = classes
    empty = tmp_path / "empty.sqlite"
    empty.touch()
    notes = tmp_path / "notes.sqlite"
    notes.write_text("my notes, not an archive\n")
    for path in (empty, notes):
        for argv in (
            ["scan", str(now), "--archive", str(path), "-q"],
            ["archive", "list", "--db", str(path)],
            ["archive", "add", str(now), "--db", str(path), "--label", "x", "-q"],
        ):
            capsys.readouterr()
            assert main(argv) == 2
            err = capsys.readouterr().err
            assert str(path) in err and "not a plagcheck archive" in err
    assert empty.read_bytes() == b"" and notes.read_text() == "my notes, not an archive\n"
    assert "empty (0 bytes)" in str(pytest.raises(ArchiveError, Archive, empty).value)


@pytest.mark.parametrize("kind", ["sqlite", "parquet"])
def test_one_writer_at_a_time(tmp_path, classes, kind, monkeypatch, capsys):
    old, now, _ = classes
    db = build(kind, tmp_path, old)
    monkeypatch.setattr(locking, "WAIT", 0.3)
    first = locking.WriterLock(locking.lock_path(db), str(db))
    add = ["archive", "add", str(now), "--db", str(db), "--label", "2025", "-q"]
    with first:  # another plagcheck is adding
        capsys.readouterr()
        assert main(add) == 2
        assert "is being changed by another plagcheck" in capsys.readouterr().err
    assert state(db) == [("2024", 6)]
    # A second writer waits for the first.
    monkeypatch.setattr(locking, "WAIT", 30)
    first.__enter__()
    threading.Timer(0.5, first.__exit__).start()
    start = time.monotonic()
    assert main(add) == 0
    assert time.monotonic() - start >= 0.4
    assert state(db) == [("2024", 6), ("2025", 1)]


@pytest.mark.parametrize("kind", ["sqlite", "parquet"])
def test_settings_are_checked_on_every_add(tmp_path, classes, kind, capsys):
    old, now, _ = classes
    db = build(kind, tmp_path, old)
    capsys.readouterr()
    argv = ["archive", "add", str(now), "--db", str(db), "--label", "2025", "-q"]
    assert main([*argv, "--unit", "char", "-k", "5"]) == 2
    assert "char 5-grams" in capsys.readouterr().err
    assert state(db) == [("2024", 6)]


def test_a_parquet_removal_that_fails_half_way_changes_nothing(tmp_path, classes, monkeypatch):
    old, _, texts = classes
    db = build("parquet", tmp_path, old)
    arc = ParquetArchive(db)

    def broken(self):
        raise OSError("disk full")

    monkeypatch.setattr(ParquetArchive, "_save", broken)
    with pytest.raises(OSError):
        arc.remove(student=ERASED)
    monkeypatch.undo()
    assert state(db) == [("2024", 6)]  # the old manifest, and every file it names
    assert ParquetArchive(db).remove(student=ERASED) == 1
    assert state(db) == [("2024", 5)]
    assert traces(db, next(iter(texts.values()))) == []


def test_an_archive_is_made_whole_or_not_at_all(tmp_path, classes):
    old, _, _ = classes
    db = tmp_path / "new.sqlite"
    with Archive(db, create=True) as arc:
        assert arc.count() == 0
    assert [f.name for f in tmp_path.iterdir() if f.name.startswith((".new", "."))] == []
    with sqlite3.connect(db) as con:
        assert con.execute("PRAGMA user_version").fetchone()[0] > 0
