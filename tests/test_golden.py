"""The reports a user reads do not change when code moves: the JSON, pairs CSV, students CSV and
HTML report of four corpora are byte for byte the golden ones (tests/golden.py, which also says
how to write them anew when a change means to change a report), on every executor."""

import json

import pytest
from golden import DIGESTS, in_process, scan_digests

from plagcheck.engine import executors, pipeline
from plagcheck.engine.params import Params

GOLDEN = json.loads(DIGESTS.read_text())


@pytest.fixture(scope="module")
def corpora_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("golden")


def compare(found: dict[str, str]) -> None:
    changed = sorted(k for k, v in found.items() if GOLDEN.get(k) != v)
    assert not changed, f"reports differ from the golden ones: {changed}"


def test_golden_reports_in_process(corpora_dir):
    found = scan_digests(in_process, corpora_dir)
    assert {k.split("/")[0] for k in found} >= {"samples", "generated", "moodle"}
    compare(found)


@pytest.mark.parametrize("start", ["fork", "spawn"])
def test_golden_reports_in_worker_processes(corpora_dir, monkeypatch, start):
    """Partitions of 250 files, candidate blocks split between two workers."""
    monkeypatch.setattr(executors, "CHUNK", 250)
    monkeypatch.setattr(executors, "PARALLEL_PAIRS", 1)
    monkeypatch.setattr(executors, "start_method", lambda: start)

    def run(path, kw):
        return pipeline.run(path, Params(**kw), executor="processes")

    compare(scan_digests(run, corpora_dir))


def test_golden_reports_on_dask(corpora_dir):
    pytest.importorskip("distributed", reason="the Dask executor needs plagcheck[dask]")
    from distributed import Client, LocalCluster

    from plagcheck.engine import distributed

    with LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0"
    ) as c:
        with Client(c) as client:

            def run(path, kw):
                return distributed.run(path, Params(**kw), client, partition_size=300)

            compare(scan_digests(run, corpora_dir))
