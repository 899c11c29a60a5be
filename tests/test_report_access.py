"""The HTML report for everyone: axe-core finds no WCAG 2.1 A/AA or best-practice violation (in
headless Chromium, light and dark, every section open), the page never scrolls sideways on a
phone, and what colour says is also said in text (passage numbers, code points)."""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from conftest import SAMPLES, write

from plagcheck.engine import pipeline
from plagcheck.engine.params import Params
from plagcheck.reports import html_report

AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
# axe-core is not a Python package: a copy from npm (npm install axe-core), found here.
AXE_PLACES = (
    os.environ.get("PLAGCHECK_AXE_CORE", ""),
    "node_modules/axe-core/axe.min.js",
    str(Path.home() / ".cache/plagcheck/axe-core/axe.min.js"),
    "/usr/lib/node_modules/axe-core/axe.min.js",
    "/usr/local/lib/node_modules/axe-core/axe.min.js",
    "/usr/share/javascript/axe-core/axe.min.js",
)


def chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        found = shutil.which(name)
        if found:
            return found
    pytest.skip("headless Chromium is not installed (apt-get install chromium)")


def axe_core() -> Path:
    for place in AXE_PLACES:
        if place and Path(place).is_file():
            return Path(place)
    pytest.skip(
        "axe-core not found (npm install axe-core, or set PLAGCHECK_AXE_CORE to its axe.min.js)"
    )


def dump_dom(page: Path, *flags: str) -> str:
    run = subprocess.run(
        [
            chromium(),
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--virtual-time-budget=20000",
            *flags,
            "--dump-dom",
            page.as_uri(),
        ],
        capture_output=True,
        text=True,
        timeout=180,
    )
    return run.stdout


@pytest.fixture(scope="module")
def report(tmp_path_factory) -> Path:
    """The sample class's report, with a disguised letter inside a shared passage and a file
    that could not be read: every kind of mark the report draws."""
    folder = tmp_path_factory.mktemp("class")
    for p in SAMPLES.glob("*.txt"):
        write(folder / p.name, p.read_text("utf-8"))
    nina = (folder / "nina_sleep.txt").read_text("utf-8")
    write(folder / "nina_sleep.txt", nina.replace("Scientists", "Sci\u0435ntists", 1))
    write(folder / "broken.docx", "not a docx")
    result = pipeline.run(folder, Params(templates=(str(SAMPLES / "templates"),)))
    out = tmp_path_factory.mktemp("report") / "report.html"
    html_report.write_html(result, out)
    return out


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_violation(report: Path, scheme: str) -> None:
    assert axe_violations(report, scheme) == []


def axe_violations(report: Path, scheme: str) -> list[object]:
    """What axe-core finds wrong with ``report`` in headless Chromium (every section open),
    in the ``scheme`` ("light" or "dark") colours."""
    script = axe_core().read_text("utf-8")
    run = (
        "document.querySelectorAll('details').forEach(d=>d.open=true);"
        f"axe.run(document,{{runOnly:{{type:'tag',values:{json.dumps(AXE_TAGS)}}}}})"
        ".then(r=>{const p=document.createElement('pre');p.id='axe-result';"
        "p.dataset.dark=matchMedia('(prefers-color-scheme: dark)').matches;"
        "p.textContent=JSON.stringify(r.violations.map(v=>[v.id,v.help,"
        "v.nodes.slice(0,3).map(n=>n.target.join(' '))]));document.body.appendChild(p);});"
    )
    page = report.read_text("utf-8").replace(
        "</body>", f"<script>{script}</script><script>{run}</script></body>"
    )
    # The report's own policy forbids outside scripts: axe runs inline, as the report's do.
    probe = report.with_name(f"axe-{scheme}-{report.stem}.html")
    probe.write_text(page, "utf-8")
    flags = ["--blink-settings=preferredColorScheme=0"] if scheme == "dark" else []
    dom = dump_dom(probe, *flags)
    found = re.search(r"<pre id=\"axe-result\" data-dark=\"(\w+)\">(.*?)</pre>", dom, re.S)
    assert found, "axe-core did not report (is Chromium working?)"
    assert found.group(1) == ("true" if scheme == "dark" else "false")
    return json.loads(html.unescape(found.group(2)))


def test_the_page_does_not_scroll_sideways_on_a_phone(report: Path) -> None:
    # Chromium's headless window is at least 500 px wide: each width is a frame of its own.
    doc = html.escape(report.read_text("utf-8"), quote=True)
    frames = "".join(
        f"<iframe id='w{w}' style='width:{w}px;height:600px' srcdoc=\"{doc}\"></iframe>"
        for w in (320, 390)
    )
    measure = (
        "setTimeout(()=>{const out={};for(const f of document.querySelectorAll('iframe')){"
        "const d=f.contentDocument;d.querySelectorAll('details').forEach(x=>x.open=true);"
        "out[f.id]=[d.documentElement.clientWidth,d.documentElement.scrollWidth];}"
        "const p=document.createElement('pre');p.id='widths';p.textContent=JSON.stringify(out);"
        "document.body.appendChild(p);},1000);"
    )
    probe = report.with_name("phone.html")
    probe.write_text(f"<!DOCTYPE html><body>{frames}<script>{measure}</script></body>", "utf-8")
    dom = dump_dom(probe, "--window-size=900,700")
    found = re.search(r"<pre id=\"widths\">(.*?)</pre>", dom, re.S)
    assert found
    widths = json.loads(html.unescape(found.group(1)))
    assert set(widths) == {"w320", "w390"}
    for name, (client, scroll) in widths.items():
        assert scroll <= client, (name, client, scroll)


def test_what_colour_says_is_also_in_the_text(report: Path) -> None:
    page = report.read_text("utf-8")
    # Each passage's number at its start, on both sides, in the text itself (not a tooltip).
    starts = re.findall(r"id='p(\d+)-([ab])-(\d+)'[^>]*><span class='pn'>(\d+)</span>", page)
    assert starts and all(int(k) + 1 == int(n) for _, _, k, n in starts)
    assert {side for _, side, _, _ in starts} == {"a", "b"}
    # The disguised letter's code point is printed beside it.
    assert "<span class='cp'>U+0435</span>" in page
    # Headings go down one level at a time.
    levels = [int(h) for h in re.findall(r"<h([1-6])", page)]
    assert all(b <= a + 1 for a, b in zip(levels, levels[1:], strict=False)), levels
    # Every chart has a name and its numbers as a table.
    charts = re.findall(r"<svg [^>]*role='img'[^>]*>", page)
    assert len(charts) == 2 and all(
        "aria-label='" in c and "aria-label=''" not in c for c in charts
    )
    assert page.count("<details class='numbers'>") == 2
    # The print style keeps every column on an A4 or Letter page, and there is a dark style.
    css = html_report.asset("report.css")
    assert "@page" in css and "prefers-color-scheme:dark" in css.replace(" ", "")
