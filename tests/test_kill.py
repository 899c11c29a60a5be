"""Fault tests in the manner of SQLite's: ``archive add``, ``archive remove`` and a scan killed
with SIGKILL at random points, from a parent process, many times, on both backends. Afterwards the
archive opens and holds the state before or the state after (a SQLite add: before plus whole
committed batches, which the same add run again completes), a scan has changed nothing, and once
the removal is run again (as a teacher would after a crash) the erased student's text is in no
file of the archive.

PLAGCHECK_FAULT_RUNS sets the kills per command and backend (3 by default; 50 for a long run).
"""

import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import ROOT
from lms import essay
from test_archive_promises import ERASED, build, files_of, state, traces

pytest.importorskip("pyarrow.parquet", reason="the Parquet archive needs plagcheck[dask]")

RUNS = int(os.environ.get("PLAGCHECK_FAULT_RUNS", "3"))
BATCH = 10  # documents per transaction of a SQLite add
PLAGCHECK = [sys.executable, "-m", "plagcheck"]


def moodle(folder: Path, students: list[str], seed: int) -> dict[str, str]:
    texts = {}
    for n, student in enumerate(students):
        text = essay(seed + n, words=150)
        (folder / f"{student}_{seed + n}_assignsubmission_file_").mkdir(parents=True)
        (folder / f"{student}_{seed + n}_assignsubmission_file_" / "essay.txt").write_text(text)
        texts[student] = text
    return texts


@pytest.fixture(scope="module")
def pristine(tmp_path_factory):
    """Both archives holding last year's class (with the student to be erased), and this year's
    class to add."""
    root = tmp_path_factory.mktemp("kill")
    old = moodle(root / "2024", [ERASED] + [f"Old {i:03d}" for i in range(40)], 100)
    moodle(root / "2025", [f"New {i:03d}" for i in range(80)], 5000)
    for kind in ("sqlite", "parquet"):
        (root / kind).mkdir()
    dbs = {kind: build(kind, root / kind, root / "2024") for kind in ("sqlite", "parquet")}
    # Kills land after the interpreter has started and imported what every command imports:
    # one before that proves nothing.
    modules = "plagcheck.cli, plagcheck.engine.pipeline, plagcheck.engine.archive, pyarrow.parquet"
    startup = min(run([sys.executable, "-c", f"import {modules}"]) for _ in range(2))
    return root, dbs, old[ERASED], startup


def fresh_copy(db: Path, where: Path) -> Path:
    where.mkdir(parents=True)
    if db.is_dir():
        return Path(shutil.copytree(db, where / db.name))
    for f in files_of(db):
        shutil.copy2(f, where / f.name)
    return where / db.name


def command(op: str, db: Path, root: Path, out: Path) -> list[str]:
    if op == "add":
        return [*PLAGCHECK, "archive", "add", str(root / "2025"), "--db", str(db)] + [
            "--label", "2025", "--batch", str(BATCH), "-q"
        ]  # fmt: skip
    if op == "remove":
        return [*PLAGCHECK, "archive", "remove", "--db", str(db), "--student", ERASED]
    return [*PLAGCHECK, "scan", str(root / "2025"), "--archive", str(db), "-q", "--json", str(out)]


def run(argv: list[str], kill_after: float | None = None, ok: tuple[int, ...] = (0,)) -> float:
    """Run ``argv``; kill it with SIGKILL after ``kill_after`` seconds if it is still running
    (else its exit status must be one of ``ok``). The seconds it ran."""
    start = time.monotonic()
    proc = subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        proc.wait(timeout=kill_after)
    except subprocess.TimeoutExpired:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
    else:
        err = proc.stderr.read().decode() if proc.stderr else ""
        assert proc.returncode in ok, err
    if proc.stderr:
        proc.stderr.close()
    return time.monotonic() - start


def integrity(db: Path) -> None:
    if db.is_dir():
        return
    with sqlite3.connect(db) as con:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


@pytest.mark.parametrize("kind", ["sqlite", "parquet"])
@pytest.mark.parametrize("op", ["add", "remove", "scan"])
def test_a_kill_at_any_point_leaves_the_state_before_or_after(pristine, tmp_path, kind, op):
    root, dbs, erased_text, startup = pristine
    rng = random.Random(f"{kind}-{op}")
    before = state(dbs[kind])
    # One run to the end: the state after, and how long the command takes.
    done = fresh_copy(dbs[kind], tmp_path / "done")
    took = run(command(op, done, root, tmp_path / "done.json"))
    after = state(done)
    assert after != before or op == "scan"
    for n in range(RUNS):
        db = fresh_copy(dbs[kind], tmp_path / f"run{n}")
        pristine_bytes = {f.name: f.read_bytes() for f in files_of(db)}
        at = rng.uniform(0.8 * startup, took)
        run(command(op, db, root, tmp_path / f"run{n}.json"), kill_after=at)
        found = state(db)  # it opens (read-only), whatever the moment of the kill
        print(f"{kind} {op}: killed after {at:.2f} s of {took:.2f} s: {found}")
        integrity(db)
        if op == "scan":
            assert {f.name: f.read_bytes() for f in files_of(db)} == pristine_bytes
            continue
        if op == "add" and kind == "sqlite" and found not in (before, after):
            # Whole committed batches kept; the same add completes them.
            added = dict(found).get("2025", 0)
            assert dict(found)["2024"] == dict(before)["2024"] and added % BATCH == 0
        else:
            assert found in (before, after), f"kill {n}: {found}"
        # Run again, as a teacher would after a crash: the state after, nothing erased left.
        # (A removal that had finished finds nothing left to remove: exit status 1.)
        run(command(op, db, root, tmp_path / f"again{n}.json"), ok=(0, 1))
        assert state(db) == after
        if op == "remove":
            assert traces(db, erased_text) == []
