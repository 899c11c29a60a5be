"""A finished comparison's reports survive the terminal: a closed output pipe
(``plagcheck scan CLASS --html r.html | head -1``) or a Ctrl-C while they are written; the exit
status says what happened."""

import json
import os
import signal
import subprocess
import sys

from conftest import SAMPLES

from plagcheck.cli import main, scan


def test_a_closed_output_pipe_keeps_the_reports(tmp_path):
    html, out = tmp_path / "r.html", tmp_path / "r.json"
    read, write = os.pipe()
    os.close(read)  # the reader is gone before the first line, as `| head -1` leaves it
    try:
        done = subprocess.run(
            [sys.executable, "-m", "plagcheck", "scan", str(SAMPLES), "-q"]
            + ["--html", str(html), "--json", str(out)],
            stdout=write,
            stderr=subprocess.PIPE,
            text=True,
            timeout=300,
        )
    finally:
        os.close(write)
    assert done.returncode == 141, done.stderr
    assert "Traceback" not in done.stderr
    assert "the output was closed before the end; the reports were written" in done.stderr
    assert html.read_text(encoding="utf-8").rstrip().endswith("</html>")
    assert json.loads(out.read_text(encoding="utf-8"))["pairs"]


def test_ctrl_c_after_the_comparison_still_writes_the_reports(tmp_path, monkeypatch, capsys):
    printed = scan.print_result

    def interrupted(*args, **kw):
        os.kill(os.getpid(), signal.SIGINT)  # the teacher presses Ctrl-C as the pairs print
        printed(*args, **kw)

    monkeypatch.setattr(scan, "print_result", interrupted)
    html, csv = tmp_path / "r.html", tmp_path / "r.csv"
    assert main(["scan", str(SAMPLES), "-q", "--html", str(html), "--csv", str(csv)]) == 130
    assert html.read_text(encoding="utf-8").rstrip().endswith("</html>")
    assert csv.read_text(encoding="utf-8-sig").startswith("student_a,")
    err = capsys.readouterr().err
    assert "interrupted after the comparison; the reports were written" in err
    # Ctrl-C works as before once the reports are written.
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
