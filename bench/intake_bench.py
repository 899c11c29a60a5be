"""What opening an LMS download costs: a class's essays scanned as a Moodle .zip and as a plain
folder of the same files, in the same run, interleaved (so a busy machine slows both alike).

    python bench/intake_bench.py [--students 300] [--words 600] [--rounds 7] [--files 1]

The .zip is laid out as Moodle's "Download all submissions" lays it out (one
``Full Name_ID_assignsubmission_file_/`` folder per student), deflated; the folder holds the
same files flat. ``--files 2`` splits each essay into an essay and a second file (a submission of
two files, joined on reading). Prints the median wall time of each, the ratio and the pairs.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from generate import generate  # noqa: E402

from plagcheck.engine import intake, pipeline  # noqa: E402
from plagcheck.engine.params import Params  # noqa: E402


def build(out: Path, students: int, words: int, files: int) -> tuple[Path, Path]:
    essays = out / "essays"
    generate(essays, students, words, seed=3)
    folder, zpath = out / "folder", out / "ENG101-Essay 2-4711.zip"
    folder.mkdir()
    with zipfile.ZipFile(zpath, "w", zipfile.ZIP_DEFLATED) as zf:
        for i, f in enumerate(sorted(essays.glob("*.txt"))):
            text = f.read_text(encoding="utf-8")
            cut = len(text) // 2 if files == 2 else len(text)
            parts = [text[:cut], text[cut:]] if files == 2 else [text]
            student = f"Student {i:03d}_{1000 + i}_assignsubmission_file_"
            for k, part in enumerate(parts):
                name = f"{f.stem}_{k}.txt"
                zf.writestr(f"{student}/{name}", part)
                (folder / f"{i:03d}_{name}").write_text(part, encoding="utf-8")
    return folder, zpath


def timed(source: Path, params: Params) -> tuple[float, float, pipeline.Result]:
    """Wall and CPU seconds of one scan from scratch (a class of 300 runs in this process, so
    CPU time is the scan's own work, less disturbed by other load on a shared machine)."""
    intake.forget_zips()  # each run opens the zip afresh, as a new scan does
    t, c = time.perf_counter(), time.process_time()
    result = pipeline.run(source, params)
    return time.perf_counter() - t, time.process_time() - c, result


def _ms(xs: list[float]) -> str:
    return f"median {statistics.median(xs) * 1000:7.1f} ms, min {min(xs) * 1000:7.1f} ms"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--students", type=int, default=300)
    ap.add_argument("--words", type=int, default=600)
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--files", type=int, choices=(1, 2), default=1)
    a = ap.parse_args()
    params = Params()
    with tempfile.TemporaryDirectory(prefix="plagcheck-intake-") as tmp:
        folder, zpath = build(Path(tmp), a.students, a.words, a.files)
        size = zpath.stat().st_size / 2**20
        print(f"{a.students} students x {a.files} file(s), ~{a.words} words; zip {size:.1f} MB")
        timed(folder, params), timed(zpath, params)  # warm: imports, page cache
        runs: dict[str, list[tuple[float, float]]] = {"folder": [], "zip": []}
        for _ in range(a.rounds):  # interleaved: load on the machine slows both alike
            for name, src in (("folder", folder), ("zip", zpath)):
                wall, cpu, res = timed(src, params)
                runs[name].append((wall, cpu))
                if name == "folder":
                    rf = res
                else:
                    rz = res
        listing = []
        for _ in range(a.rounds):
            intake.forget_zips()
            t = time.perf_counter()
            intake.open_source(zpath)
            listing.append(time.perf_counter() - t)
    print(f"layout: folder -> {rf.layout}, zip -> {rz.layout}")
    print(f"documents: folder {len(rf.documents)}, zip {len(rz.documents)}")
    print(f"reported pairs: folder {len(rf.reported)}, zip {len(rz.reported)}")
    for name, label in (("folder", "plain folder"), ("zip", "Moodle .zip")):
        walls, cpus = [w for w, _ in runs[name]], [c for _, c in runs[name]]
        print(f"{label:<13} wall {_ms(walls)}; cpu {_ms(cpus)}")
    print(f"  zip listing + layout: {_ms(listing)}")
    for i, what in ((0, "wall"), (1, "cpu")):
        f = [r[i] for r in runs["folder"]]
        z = [r[i] for r in runs["zip"]]
        med = statistics.median(z) / statistics.median(f)
        low = min(z) / min(f)
        print(
            f"zip / folder ({what}): median {med:.3f} (+{(med - 1) * 100:.1f}%), "
            f"min {low:.3f} (+{(low - 1) * 100:.1f}%)"
        )


if __name__ == "__main__":
    main()
