"""The HTML report's class graph: inline SVG with no script library, a title on every mark and
line, links to the pairs, the groups apart; axe-core finds nothing wrong with it in light and
dark; it prints. Screenshots at 1366x768 are written where PLAGCHECK_SHOTS names a folder."""

import os
import re
import subprocess
from pathlib import Path

import pytest
from classes import three_groups
from test_report_access import axe_violations, chromium

from plagcheck.engine import pipeline
from plagcheck.engine.params import Params
from plagcheck.reports import html_report


@pytest.fixture(scope="module")
def report(tmp_path_factory) -> Path:
    folder, source = three_groups(tmp_path_factory.mktemp("class") / "class")
    result = pipeline.run(folder, Params(sources=(str(source),)))
    out = folder.parent / "report.html"
    html_report.write_html(result, out)
    return out


def graph_svg(report: Path) -> str:
    page = report.read_text("utf-8")
    found = re.search(r"<h3 id='graph'>.*?</figure>", page, re.S)
    assert found, "no graph in the report"
    return found.group(0)


def test_every_mark_and_line_has_a_title_and_a_link(report: Path) -> None:
    svg = graph_svg(report)
    marks = re.findall(r"<a href='#pair-(\d+)' class='g-node g-(\w+)'><title>(.*?)</title>", svg)
    lines = re.findall(r"<a href='#pair-(\d+)'><title>(.*?)</title><line", svg)
    assert len(marks) >= 10 and len(lines) >= 10
    assert {kind for _, kind, _ in marks} == {"student", "reference"}
    ana = next(t for _, _, t in marks if t.startswith("Ana Lima"))
    assert "Group 2" in ana and "handed in 2026-03-02 09:00 UTC (file time)" in ana
    ben = next(t for _, t in lines if "Ana Lima and Ben Cole" in t)
    assert "Ben Cole handed in 7 hours after Ana Lima (an order in time, not a verdict)" in ben
    page = report.read_text("utf-8")
    for n, _, _ in marks:  # each link leads to a pair section of the report
        assert f"id='pair-{n}'" in page
    assert "<script src" not in page and "Group 1" in svg and "Shared with a source" in svg


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_wrong_with_the_graph(report: Path, scheme: str) -> None:
    assert axe_violations(report, scheme) == []


def test_the_graph_prints(report: Path, tmp_path: Path) -> None:
    pdf = tmp_path / "report.pdf"
    subprocess.run(
        [chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
         f"--print-to-pdf={pdf}", report.as_uri()],
        capture_output=True, timeout=180,
    )  # fmt: skip
    assert pdf.is_file() and pdf.stat().st_size > 10_000


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_graph_screenshot(report: Path, scheme: str, tmp_path: Path) -> None:
    folder = os.environ.get("PLAGCHECK_SHOTS")
    if not folder:
        pytest.skip("set PLAGCHECK_SHOTS to a folder to write the screenshots")
    page = report.read_text("utf-8")
    head = page[: page.index("<body>") + len("<body>")]
    only = tmp_path / "graph.html"
    only.write_text(f"{head}<main class='wrap'>{graph_svg(report)}</main></body></html>", "utf-8")
    shot = Path(folder) / f"report-graph-{scheme}.png"
    shot.parent.mkdir(parents=True, exist_ok=True)
    flags = ["--blink-settings=preferredColorScheme=0"] if scheme == "dark" else []
    subprocess.run(
        [chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
         "--window-size=1366,768", f"--user-data-dir={tmp_path / 'profile'}", *flags,
         f"--screenshot={shot}", only.as_uri()],
        capture_output=True, timeout=180,
    )  # fmt: skip
    assert shot.is_file()
