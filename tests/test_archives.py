"""One archive interface, two backends: a SQLite file and a Parquet folder holding the same essays
give the same report, whichever executor runs the scan; the Parquet archive adds, lists and
removes as the SQLite one does, and a scan reads only the parts its candidates reach."""

import json
import sys

import numpy as np
import pytest
from conftest import generate, write

pytest.importorskip("pyarrow", reason="the Parquet archive needs `pip install plagcheck[dask]`")

import pyarrow.parquet as pq  # noqa: E402

from plagcheck.engine import executors, pipeline
from plagcheck.engine.archive import parquet as parquet_archive  # noqa: E402
from plagcheck.engine.archive.parquet import ParquetArchive  # noqa: E402
from plagcheck.engine.archive.sqlite import Archive, ArchiveError, ArchiveMismatch  # noqa: E402
from plagcheck.engine.archive.store import MAX_PER_DOC  # noqa: E402
from plagcheck.engine.params import Params  # noqa: E402
from plagcheck.reports import export  # noqa: E402

NOTE = "I could not finish this assignment because I was ill this week sorry"


def report(result) -> dict:
    data = export.result_dict(result)
    del data["timings"], data["date"]
    return data


@pytest.fixture(scope="module")
def archived(tmp_path_factory):
    """600 generated essays (copies, pasted paragraphs, a boilerplate note handed in by more than
    MAX_PER_DOC students) in a SQLite archive and in a Parquet archive of parts of 64; and a
    class holding copies of archived essays, a pasted paragraph and the boilerplate note."""
    root = tmp_path_factory.mktemp("archives")
    essays = generate(root / "essays", 600)
    params = Params()
    with Archive(root / "a.sqlite", create=True) as db:
        db.add(essays, "2024", params)
    with pytest.MonkeyPatch.context() as m:
        m.setattr(parquet_archive, "BATCH", 64)
        ParquetArchive(root / "parquet", create=True).add(essays, "2024", params)
    klass = root / "class"
    text = {i: (essays / f"essay_{i:05d}.txt").read_text() for i in (3, 77, 301, 450)}
    write(klass / "copy.txt", text[3])
    write(klass / "edited.txt", text[77].replace(" w1 ", " changed ") + " my own ending")
    fresh = " ".join(f"mine{i % 97} idea{i % 13}" for i in range(120))
    write(klass / "pasted.txt", f"{fresh} {' '.join(text[301].split()[:70])} {fresh[::-1]}")
    write(klass / "note.txt", NOTE)
    write(klass / "own.txt", " ".join(f"fresh{i} thought{i % 7}" for i in range(300)))
    return root / "a.sqlite", root / "parquet", klass


def test_the_parquet_and_sqlite_archives_of_the_same_essays_give_the_same_report(archived):
    db, folder, klass = archived
    sqlite = report(pipeline.run(klass, Params(), archive=db))
    parquet = report(pipeline.run(klass, Params(), archive=folder))
    assert parquet == sqlite
    reported = {(p["doc_a"], p["doc_b"]) for p in sqlite["pairs"] if p["reported"]}
    assert {("copy.txt", "essay_00003.txt"), ("edited.txt", "essay_00077.txt")} <= reported
    assert ("pasted.txt", "essay_00301.txt") in reported
    # The note is in more than MAX_PER_DOC archived essays: the strongest MAX_PER_DOC are verified.
    note = [p for p in sqlite["pairs"] if "note.txt" in (p["doc_a"], p["doc_b"])]
    assert len(note) == MAX_PER_DOC
    # Other bands and rows than the archives were built with: SQLite re-bands its stored
    # signatures, Parquet bands them a part at a time; the same pairs again.
    other = Params(bands=16, rows=8)
    assert report(pipeline.run(klass, other, archive=folder)) == report(
        pipeline.run(klass, other, archive=db)
    )


@pytest.mark.parametrize("start", ["fork", "spawn"])
def test_worker_processes_scan_either_archive_as_this_process_does(archived, monkeypatch, start):
    db, folder, klass = archived
    here = report(pipeline.run(klass, Params(), archive=db))
    monkeypatch.setattr(executors, "CHUNK", 2)
    monkeypatch.setattr(executors, "PARALLEL_PAIRS", 1)
    monkeypatch.setattr(executors, "start_method", lambda: start)
    for arc in (db, folder):
        assert report(pipeline.run(klass, Params(), archive=arc, executor="processes")) == here


def test_dask_scans_either_archive_as_this_process_does(archived):
    pytest.importorskip("distributed", reason="the Dask engine needs `pip install plagcheck[dask]`")
    from distributed import Client, LocalCluster

    from plagcheck.engine import distributed

    db, folder, klass = archived
    here = report(pipeline.run(klass, Params(), archive=db))
    with LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=":0") as cluster:
        with Client(cluster) as client:
            for arc in (folder, db):
                result = distributed.run(klass, Params(), client, partition_size=2, archive=arc)
                assert report(result) == here
            built = folder.parent / "built-by-dask"
            distributed.build_archive(
                folder.parent / "essays", built, Params(), client, "2024", partition_size=100
            )
    # Parts written by the workers hold what parts written here hold.
    assert report(pipeline.run(klass, Params(), archive=built)) == here


def test_a_scan_reads_only_the_parts_its_candidates_reach(archived, monkeypatch):
    _, folder, klass = archived
    arc = ParquetArchive(folder)
    assert len(arc.manifest["parts"]) == 10
    opened = []
    real = pq.read_table

    def read_table(path, *args, **kwargs):
        opened.append((path.parent.name, path.name, kwargs.get("columns")))
        return real(path, *args, **kwargs)

    monkeypatch.setattr(pq, "read_table", read_table)
    result = pipeline.run([klass / "copy.txt", klass / "own.txt"], Params(), archive=folder)
    assert [result.name(p.b) for p in result.reported] == ["essay_00003.txt"]
    # Keys and fingerprints: every part, only their columns; documents: only the first part
    # (essay 3), once for signatures and once for the texts.
    docs = [(name, cols) for sub, name, cols in opened if sub == "docs"]
    first = "part-000000000000.parquet"
    assert docs == [(first, ["doc", "sig"]), (first, None)]
    assert {cols is not None for sub, _, cols in opened if sub != "docs"} == {True}


def test_an_archive_written_by_the_previous_version_is_scanned_the_same(archived, tmp_path):
    """Format 2 kept the normalised text and its offset map instead of the extracted text, had
    no students and numbered documents densely from 0; it is read as it is."""
    db, folder, klass = archived
    old = _format_2(ParquetArchive(folder), tmp_path / "old")
    assert ParquetArchive(old).info().labels == [("2024", 600)]
    assert report(pipeline.run(klass, Params(), archive=old)) == report(
        pipeline.run(klass, Params(), archive=db)
    )


def _format_2(arc, out):
    """``arc`` rewritten as the previous version wrote an archive."""
    import pyarrow as pa

    params, renumber, parts = Params(), {}, []
    for i, part in enumerate(arc.manifest["parts"]):
        ids = np.asarray(pq.read_table(_docs_file(arc, part), columns=["doc"]).column("doc"))
        loaded = arc.load(ids.tolist(), params)
        first = len(renumber)
        renumber.update({int(old): first + j for j, old in enumerate(ids)})
        docs = [loaded[int(d)][0] for d in ids]
        cols = {
            "doc": pa.array(np.arange(first, first + len(docs), dtype=np.int64)),
            "path": pa.array([d.path for d in docs]),
            "label": pa.array([d.label for d in docs]),
            "content_hash": pa.array([d.content_hash for d in docs]),
            "original": pa.array([d.original for d in docs], pa.large_string()),
            "text": pa.array([d.text for d in docs], pa.large_string()),
            "offsets": pa.array([d.offsets.astype(np.int64) for d in docs], pa.list_(pa.int64())),
            "excluded": pa.array(
                [None if d.excluded is None else d.excluded for d in docs], pa.list_(pa.bool_())
            ),
            "flags": pa.array([json.dumps(d.flags) for d in docs]),
            "disguises": pa.array([json.dumps(d.disguises) for d in docs]),
            "sig": pa.array([loaded[int(d)][1] for d in ids], pa.list_(pa.uint32())),
        }
        name = f"part-{i:05d}.parquet"
        for sub, table in (("docs", pa.table(cols)), *_keys(arc, part, renumber)):
            (out / sub).mkdir(parents=True, exist_ok=True)
            pq.write_table(table, out / sub / name)
        parts.append({"file": f"docs/{name}", "first": first, "count": len(docs)})
    manifest = {"format": 2, "params": params.to_dict(), "documents": len(renumber)}
    (out / "manifest.json").write_text(json.dumps({**manifest, "parts": parts, "problems": []}))
    return out


def _docs_file(arc, part):
    return arc.path / part["file"]


def _keys(arc, part, renumber):
    import pyarrow as pa

    for sub in ("keys", "fprints"):
        table = pq.read_table(arc.path / sub / _docs_file(arc, part).name)
        doc = [renumber[int(d)] for d in table.column("doc").to_pylist()]
        yield sub, table.set_column(table.column_names.index("doc"), "doc", pa.array(doc))


def test_parquet_archive_adds_lists_and_removes_as_the_sqlite_one(tmp_path):
    a, b = tmp_path / "term1", tmp_path / "term2"
    for i in range(6):
        write(a / f"s{i}.txt", " ".join(f"alpha{i} w{j % (7 + i)} x{j}" for j in range(80)))
    write(b / "late.txt", " ".join(f"beta w{j % 11} y{j}" for j in range(80)))
    write(b / "empty.txt", "")
    for arc in (Archive(tmp_path / "a.sqlite", create=True), ParquetArchive(tmp_path / "p", True)):
        assert arc.add(a, "2023", Params()).added == 6
        again = arc.add(a, "2023", Params())
        assert (again.added, again.skipped) == (0, 6)
        rep = arc.add(b, "2024", Params())
        assert rep.added == 1 and [p.path for p in rep.problems] == ["empty.txt"]
        assert arc.info().labels == [("2023", 6), ("2024", 1)]
        with pytest.raises(ArchiveMismatch, match="word 4-grams"):
            arc.add(b, "2025", Params(k=4))
        with pytest.raises(ArchiveError, match="say what to remove"):
            arc.remove()
        assert arc.remove(path="s2.txt") == 1
        assert arc.remove(label="2024") == 1
        assert arc.count() == 5 and arc.info().labels == [("2023", 5)]
        arc.close()
    # The removed texts are gone from the Parquet files, and their ids are never handed out again.
    arc = ParquetArchive(tmp_path / "p")
    paths = [p for f in (tmp_path / "p").rglob("*.parquet") for p in _paths(f)]
    assert sorted(paths) == ["s0.txt", "s1.txt", "s3.txt", "s4.txt", "s5.txt"]
    assert not any(b"late" in f.read_bytes() for f in (tmp_path / "p").rglob("*.parquet"))
    arc.add(b, "2024", Params())
    ids = [int(i) for f in (tmp_path / "p" / "docs").glob("*.parquet") for i in _ids(f)]
    assert len(ids) == len(set(ids)) == 6 and max(ids) >= 8


def _paths(f):
    table = pq.read_table(f)
    return table.column("path").to_pylist() if "path" in table.column_names else []


def _ids(f):
    return np.asarray(pq.read_table(f, columns=["doc"]).column("doc"))


def test_without_pyarrow_a_parquet_archive_is_refused_in_one_line(archived, monkeypatch, capsys):
    from plagcheck.cli import main

    _, folder, klass = archived
    monkeypatch.setitem(sys.modules, "pyarrow.parquet", None)  # as on the desktop install
    assert main(["scan", str(klass), "--archive", str(folder), "-q"]) == 2
    err = capsys.readouterr().err
    assert "needs pyarrow (pip install 'plagcheck[dask]')" in err and len(err.splitlines()) == 1


def test_the_cli_lists_and_removes_from_a_parquet_archive(archived, tmp_path, capsys):
    from plagcheck.cli import main

    _, folder, klass = archived
    arc = tmp_path / "p"
    assert main(["archive", "add", str(klass), "--db", str(tmp_path / "new.sqlite"), "-q",
                 "--label", "x"]) == 0  # fmt: skip
    arc.mkdir()
    ParquetArchive(arc, create=True).add(klass, "2025", Params())
    capsys.readouterr()
    assert main(["archive", "list", "--db", str(arc)]) == 0
    assert "5 documents" in capsys.readouterr().out
    assert main(["archive", "remove", "--db", str(arc), "--doc", "note.txt"]) == 0
    assert "removed 1 document;" in capsys.readouterr().out
    assert main(["archive", "reindex", "--db", str(arc)]) == 2
    assert "build the Parquet archive again" in capsys.readouterr().err
    out = tmp_path / "r.json"
    assert main(["scan", str(klass), "--archive", str(folder), "-q", "--json", str(out)]) == 0
    assert any(p["archived"] for p in json.loads(out.read_text())["pairs"])
