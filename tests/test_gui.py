"""The window, driven as a teacher drives it (pytest-qt, offscreen; Qt warnings fail a test)."""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtWidgets import QFileDialog  # noqa: E402

from plagcheck.engine import executors, pipeline, stages  # noqa: E402
from plagcheck.engine.params import Params  # noqa: E402
from plagcheck.gui.app import make_window  # noqa: E402
from plagcheck.gui.main_window import MainWindow  # noqa: E402
from plagcheck.gui.pairs_model import PAIR_ROLE, Col  # noqa: E402
from tests.conftest import SAMPLES, write  # noqa: E402

# The offscreen platform cannot size a native menu bar; it says so on every show.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

PLANTED = json.loads((SAMPLES.parent / "sample_essays.planted.json").read_text("utf-8"))
TEMPLATES = str(SAMPLES / "templates")
WAIT = 20_000


# The ``settings`` and ``window`` fixtures are conftest.py's (shared by the window's tests).


def scan(qtbot, window: MainWindow, folder: Path) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        assert window.open_folder(folder)


def shown_pairs(window: MainWindow) -> list[tuple[str, str]]:
    proxy = window.pairs.proxy
    return [
        (proxy.index(r, Col.A).data(), proxy.index(r, Col.B).data())
        for r in range(proxy.rowCount())
    ]


def planted(kind: str) -> dict:
    return next(case for case in PLANTED if case["kind"] == kind)


def test_teacher_scans_sorts_reads_changes_threshold_and_exports(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    reads = []
    real_read = stages.read_documents
    monkeypatch.setattr(
        stages, "read_documents", lambda *a, **k: reads.append(1) or real_read(*a, **k)
    )
    # The assignment prompts as templates; no pasted-paragraph search and no rewording (its
    # passages report the pasted paragraphs too), so that the threshold alone decides which
    # whole-essay pairs are reported.
    window.settings_panel.set_params(
        Params(templates=(TEMPLATES,), window=0, paraphrase=False), exact=False
    )
    scan(qtbot, window, SAMPLES)
    assert "20 documents" in window.counts.text()

    # Sort by exact Jaccard, highest first: numbers sorted as numbers.
    window.pairs.table.sortByColumn(Col.EXACT, Qt.SortOrder.DescendingOrder)
    proxy = window.pairs.proxy
    exact = [float(proxy.index(r, Col.EXACT).data()) for r in range(proxy.rowCount())]
    assert exact == sorted(exact, reverse=True) and len(exact) >= 2

    # The top pair is the verbatim copy; its highlighted passages are the planted text.
    window.pairs.select_row(0)
    verbatim = planted("verbatim")
    assert set(shown_pairs(window)[0]) == set(verbatim["files"])
    for side in ("a", "b"):
        marked = " ".join(" ".join(window.side.highlighted(side)).split())
        assert verbatim["passage_start"] in marked
    assert window.side.list.count() >= 1
    number, words = window.side.list.item(0).text().split()[:2]  # "1. 339 words: ..."
    assert number == "1." and words.isdigit()

    # A lower threshold: the table and the S-curve change, and no file is read again.
    before_pairs = set(shown_pairs(window))
    before_curve = window.scurve.curve.getData()[1].copy()
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        window.settings_panel.threshold.setValue(0.1)
    assert reads == [1]
    after_pairs = set(shown_pairs(window))
    assert before_pairs < after_pairs
    assert window.scurve.threshold.value() == pytest.approx(0.1)
    assert (window.scurve.curve.getData()[1] != before_curve).any()
    assert window.scurve.points()["reported"] == len(after_pairs)

    # Switch the pasted-paragraph search on (re-hashes, still no re-read): the paragraph copied
    # into an otherwise different essay is listed, and opening it highlights that paragraph.
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        window.settings_panel.window.setValue(60)
    assert reads == [1]
    paragraph = planted("paragraph")
    assert window.pairs.select(*sorted(paragraph["files"]))
    marked = [" ".join(t.split()) for t in window.side.highlighted("a")]
    assert any(m.startswith(paragraph["passage_start"]) for m in marked)
    assert window.side.highlighted("a", "excluded")  # the prompt's words are greyed

    # Export CSV through the save dialog; the file lists the pairs the window shows.
    target = tmp_path / "report"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "CSV files (*.csv)")
    )
    with qtbot.waitSignal(window.exported, timeout=WAIT) as sig:
        window.export_csv.trigger()
    assert sig.args == [str(target) + ".csv"]
    with open(str(target) + ".csv", encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    assert {(r["doc_a"], r["doc_b"]) for r in rows} == set(shown_pairs(window))


def test_models_pass_qtmodeltester(qtbot, qtmodeltester, window: MainWindow) -> None:
    scan(qtbot, window, SAMPLES)
    window.pairs.rejected.setChecked(True)
    qtmodeltester.check(window.pairs.model)
    qtmodeltester.check(window.pairs.proxy)
    # The pair role follows the row under sorting.
    window.pairs.table.sortByColumn(Col.A, Qt.SortOrder.AscendingOrder)
    docs = window.scan.result.documents
    for r in range(window.pairs.proxy.rowCount()):
        p = window.pairs.proxy.index(r, 0).data(PAIR_ROLE)
        assert docs[p.a].path == window.pairs.proxy.index(r, Col.A).data()


def test_filter_box_and_similarity_slider(qtbot, window: MainWindow) -> None:
    scan(qtbot, window, SAMPLES)
    window.pairs.filter.setText("sleep")
    assert shown_pairs(window) and all("sleep" in a + b for a, b in shown_pairs(window))
    window.pairs.filter.clear()
    window.pairs.slider.setValue(99)
    assert all(
        window.pairs.proxy.index(r, 0).data(PAIR_ROLE).score >= 0.99
        for r in range(window.pairs.proxy.rowCount())
    )


def test_exact_mode_shows_pairs_lsh_would_miss(qtbot, window: MainWindow) -> None:
    window.settings_panel.set_params(Params(templates=(TEMPLATES,)), exact=True)
    scan(qtbot, window, SAMPLES)
    # The pasted paragraph shares no whole-document band: LSH alone would have missed it.
    assert window.scurve.points()["missed"] >= 1


def test_cancel_keeps_previous_results(qtbot, window: MainWindow, tmp_path: Path) -> None:
    scan(qtbot, window, SAMPLES)
    before = shown_pairs(window)
    title = window.windowTitle()
    big = tmp_path / "big"
    for i in range(600):
        write(big / f"essay{i:03}.txt", f"Essay {i}. " + "words of an essay " * (50 + i % 7))
    with qtbot.waitSignal(window.controller.progress, timeout=WAIT):
        window.open_folder(big)
    assert window.cancel_action.isEnabled()
    with qtbot.waitSignal(window.controller.cancelled, timeout=WAIT):
        window.cancel_action.trigger()
    assert shown_pairs(window) == before
    assert window.windowTitle() == title
    assert not window.cancel_action.isEnabled()
    assert window.side.highlighted("a")  # the open pair is still shown


def test_bad_files_are_listed_and_window_stays_usable(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    folder = tmp_path / "class"
    for name in ("grace_industrial.txt", "finn_industrial.txt"):
        shutil.copy(SAMPLES / name, folder / name if folder.exists() else _mk(folder) / name)
    write(folder / "empty.txt", "")
    (folder / "broken.docx").write_bytes(b"this is not a zip file")
    (folder / "broken.pdf").write_bytes(b"%PDF-1.4 nonsense")
    scan(qtbot, window, folder)
    problems = dict(window.problems.rows())
    assert {"empty.txt", "broken.docx", "broken.pdf"} <= set(problems)
    assert all(reason for reason in problems.values())
    assert (
        window.tabs.tabText(window.tabs.indexOf(window.problems)) == f"Problems ({len(problems)})"
    )
    assert len(shown_pairs(window)) == 1
    # Still usable: another folder scans.
    scan(qtbot, window, SAMPLES)
    assert window.problems.rows() == []


def _mk(folder: Path) -> Path:
    folder.mkdir(parents=True)
    return folder


def test_settings_and_recent_folders_persist(qtbot, settings: QSettings) -> None:
    first = make_window(settings)
    qtbot.addWidget(first)
    with qtbot.waitSignal(first.resultShown, timeout=WAIT):
        first.open_folder(SAMPLES)
    first.settings_panel.k.setValue(4)
    first.close()
    second = make_window(settings)
    qtbot.addWidget(second)
    assert second.settings_panel.params().k == 4
    assert [a.text() for a in second.recent_menu.actions()] == [str(SAMPLES.resolve())]


def test_a_large_folder_is_scanned_by_worker_processes_from_the_window(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Above LEAN_DOCS files the scan thread hands chunks to spawned worker processes (no fork
    from a Qt program); the teacher sees the same pairs as from an ordinary scan."""
    scan(qtbot, window, SAMPLES)
    ordinary = sorted(shown_pairs(window))
    assert executors.start_method() == "spawn"
    monkeypatch.setattr(pipeline, "LEAN_DOCS", 5)
    monkeypatch.setattr(executors, "CHUNK", 4)
    window.controller.scanner.clear()
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        window.rescan()
    assert sorted(shown_pairs(window)) == ordinary
    assert "20 documents" in window.counts.text()


def test_cycles_are_collected_in_the_window_thread(qtbot, window: MainWindow) -> None:
    """Qt objects must be destroyed in the GUI thread. While the window is open Python's cycle
    collector does not run by itself (a scan thread allocating would otherwise run it there);
    the window collects on a timer, in its own thread, and restores it when closed."""
    import gc
    import threading

    from PySide6.QtCore import QObject

    freed: list[int] = []

    class Node(QObject):
        def __del__(self) -> None:
            freed.append(threading.get_ident())

    assert not gc.isenabled()
    node = Node()
    node.me = node  # type: ignore[attr-defined]  # a cycle only the collector frees
    del node
    worker = threading.Thread(target=lambda: [[] for _ in range(200_000)])
    worker.start()
    worker.join()
    assert freed == []  # the allocating thread did not collect it
    qtbot.waitUntil(lambda: bool(freed), timeout=5000)
    assert freed == [threading.get_ident()]
    window.close()
    assert gc.isenabled()


def test_the_collector_waits_while_a_scan_runs(qtbot, window: MainWindow) -> None:
    """The timer that collects cycles in the window's thread does not go over a scan's objects
    while it runs (20,000 essays: pauses of 26-57 ms every second); it goes on once the results
    are shown (``test_cycles_are_collected_in_the_window_thread``: in the window's thread)."""
    assert window._gc.timer.isActive()
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        with qtbot.waitSignal(window.controller.started, timeout=WAIT):
            assert window.open_folder(SAMPLES)
        assert not window._gc.timer.isActive()
    qtbot.waitUntil(lambda: window._gc.timer.isActive(), timeout=5000)


def test_shown_results_are_set_aside_from_the_collector_until_the_next_scan(
    qtbot, window: MainWindow
) -> None:
    """The results shown are set aside from the collector's timer (a full collection over
    20,000 essays' results froze the window for 85 ms each time); what they left in cycles is
    collected, in the window's thread, when the next scan starts."""
    import gc
    import threading

    from PySide6.QtCore import QObject

    freed: list[int] = []

    class Node(QObject):
        def __del__(self) -> None:
            freed.append(threading.get_ident())

    def garbage(*_: object) -> None:  # a cycle made while the results are being shown
        node = Node()
        node.me = node  # type: ignore[attr-defined]

    window.controller.finished.connect(garbage)
    scan(qtbot, window, SAMPLES)
    window.controller.finished.disconnect(garbage)
    qtbot.waitUntil(lambda: gc.get_freeze_count() > 0, timeout=5000)
    qtbot.wait(1500)  # the timer's rounds leave alone what is set aside
    assert freed == []
    with qtbot.waitSignal(window.controller.started, timeout=WAIT):
        window.rescan()
    assert freed == [threading.get_ident()]
    qtbot.waitUntil(lambda: window._gc.timer.isActive(), timeout=WAIT)


def test_a_second_window_keeps_cycles_in_the_window_thread(qtbot, settings) -> None:
    """Closing one of two windows leaves automatic collection off: the other's scan thread
    must not collect its Qt objects; closing the last turns it back on."""
    import gc

    from plagcheck.gui.app import make_window

    first, second = make_window(settings), make_window(settings)
    for w in (first, second):
        qtbot.addWidget(w)
    first.close()
    assert not gc.isenabled()
    second.close()
    assert gc.isenabled()
