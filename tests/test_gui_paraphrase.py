"""Reworded copies in the window: the Reworded column and the switch under Advanced."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402

from plagcheck.gui.main_window import MainWindow  # noqa: E402
from plagcheck.gui.pairs_model import PAIR_ROLE, Col  # noqa: E402
from tests.multilingual import write_class  # noqa: E402
from tests.test_gui import WAIT, scan  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def reworded_rows(window: MainWindow) -> dict[frozenset[str], tuple[str, bool]]:
    """Shown pairs: names -> (the Reworded cell, reported)."""
    proxy = window.pairs.proxy
    out = {}
    for r in range(proxy.rowCount()):
        names = frozenset((proxy.index(r, Col.A).data(), proxy.index(r, Col.B).data()))
        pair = proxy.index(r, 0).data(PAIR_ROLE)
        out[names] = (proxy.index(r, Col.REWORDED).data(), pair.reported)
    return out


def test_reworded_copies_shown_and_switched_off(qtbot, window: MainWindow, tmp_path: Path) -> None:
    folder = tmp_path / "class"
    write_class(folder, ("all",))
    scan(qtbot, window, folder)
    model = window.pairs.model
    assert model.headerData(Col.REWORDED, Qt.Orientation.Horizontal) == "Reworded"
    rows = reworded_rows(window)
    copies = {n: v for n, v in rows.items() if any("source" in x for x in n)}
    copies = {n: v for n, v in copies.items() if any("copy_all" in x for x in n)}
    assert len(copies) == 5  # one shuffled, synonym-swapped, reordered copy per language
    assert all(reported and float(cell) >= 0.35 for cell, reported in copies.values())
    assert not any("unrelated" in x for n in rows for x in n)  # unrelated essays: no pair

    panel = window.settings_panel
    box = panel.switches["paraphrase"]
    assert panel.advanced.isAncestorOf(box) and box.toolTip()
    panel.advanced_button.click()
    with qtbot.waitSignal(window.resultShown, timeout=WAIT):
        box.setChecked(False)
    assert panel.params().paraphrase is False
    after = reworded_rows(window)
    assert not any(n in after for n in copies)  # the reworded copies are no longer reported


def test_a_reworded_passage_says_so_and_marks_the_shared_words_on_both_sides(qtbot, tmp_path):
    """The passage list names a reworded passage as such, and the words the two sides share
    in it are marked on both sides (what a teacher reads to check a reworded copy)."""
    from plagcheck.engine import pipeline
    from plagcheck.engine.params import Params
    from plagcheck.gui.side_by_side import MATCHING, SideBySide
    from tests.test_reworded import _pair, _reworded_class

    _reworded_class(tmp_path)
    result = pipeline.run(tmp_path, Params())
    view = SideBySide()
    qtbot.addWidget(view)
    view.show_pair(result, _pair(result, "essay.txt", "source.txt"), None)
    items = [view.list.item(i).text() for i in range(view.list.count())]
    assert any(", reworded" in t for t in items), items
    for side in ("a", "b"):
        marked = {w.casefold() for w in view.highlighted(side, MATCHING)}
        assert {"gutenberg", "literacy", "scholars"} <= marked, marked
        assert "monks" not in marked and "the" not in marked
        # ... drawn by the pane as a straight underline each, over the passage's colour.
        pane = view.a if side == "a" else view.b
        straight = [u for u in pane.text.underlines if not u.wave]
        assert len(straight) == len(view.highlighted(side, MATCHING))
