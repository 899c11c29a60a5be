"""``plagcheck library build|add|info|remove``: sources beyond the class (a Wikipedia dump, a
school's folder of documents) kept on disk, for ``plagcheck scan --library``."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import TextIO

from plagcheck.cli.options import UsageError, add_scan_options, params_from_args


def add_parser(sub: argparse._SubParsersAction) -> None:
    lib = sub.add_parser(
        "library", help="keep a library of sources (a Wikipedia dump, a folder) to scan against"
    )
    cmds = lib.add_subparsers(dest="library_command", required=True)
    build = cmds.add_parser(
        "build",
        help="build a library from a MediaWiki XML dump (.xml.bz2, .xml) or a folder; run it "
        "again after an interruption to go on where it stopped",
    )
    build.add_argument("source", type=Path, metavar="DUMP_OR_FOLDER")
    build.add_argument("--out", type=Path, required=True, help="folder of the library")
    build.add_argument("--name", help="the library's name in reports (default: the folder's)")
    add = cmds.add_parser("add", help="add a dump or a folder to a library")
    add.add_argument("library", type=Path)
    add.add_argument("source", type=Path, metavar="DUMP_OR_FOLDER")
    for p in (build, add):
        p.add_argument("--workers", type=int, help="worker processes (default: one per core)")
        p.add_argument("--batch", type=int, default=400, help=argparse.SUPPRESS)
        add_scan_options(p, output=False)
    info = cmds.add_parser("info", help="what a library holds: wiki, dump date, articles, size")
    info.add_argument("library", type=Path)
    rm = cmds.add_parser(
        "remove",
        help="remove articles (a withdrawn or wrong one) by title or page id, without building "
        "again; their text is erased",
    )
    rm.add_argument("library", type=Path)
    rm.add_argument(
        "--title", action="append", default=[], help="an article's title (or a file's name)"
    )
    rm.add_argument("--page", action="append", default=[], help="an article's page id")


class TimeLeft:
    """A one-line progress bar with the rate and the time left, on a terminal."""

    def __init__(self, stream: TextIO, enabled: bool) -> None:
        self.stream = stream
        self.enabled = enabled and stream.isatty()
        self.start = time.monotonic()
        self.first: int | None = None
        self.last = 0.0

    def __call__(self, stage: str, done: int, total: int) -> None:
        now = time.monotonic()
        if self.first is None:
            self.first, self.start = done, now
        if not self.enabled or now - self.last < 0.2:
            return
        self.last = now
        frac = done / total if total else 1.0
        gone = now - self.start
        left = ""
        if done > self.first and gone > 1:
            secs = (total - done) * gone / (done - self.first)
            left = f", {_duration(secs)} left"
        bar = "#" * int(frac * 30)
        self.stream.write(f"\r{stage:<18} [{bar:<30}] {frac:6.1%}{left}      ")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\r" + " " * 79 + "\r")
            self.stream.flush()


def _articles(n: int) -> str:
    return f"{n:,} article{'' if n == 1 else 's'}"


def _duration(secs: float) -> str:
    secs = int(secs)
    if secs >= 3600:
        return f"{secs // 3600} h {secs % 3600 // 60:02d} min"
    return f"{secs // 60} min {secs % 60:02d} s" if secs >= 60 else f"{secs} s"


def run(a: argparse.Namespace) -> int:
    from plagcheck.engine.library import LibraryError

    try:
        if a.library_command == "info":
            return _info(a.library)
        if a.library_command == "remove":
            return _remove(a)
        out = a.out if a.library_command == "build" else a.library
        if a.library_command == "add" and not (out / "library.json").is_file():
            raise UsageError(f"not a library: {out} (make one with 'plagcheck library build')")
        return _build(a, out)
    except LibraryError as e:
        raise UsageError(str(e)) from None


def _build(a: argparse.Namespace, out: Path) -> int:
    from plagcheck.engine.library import build_library, library_info

    if not a.source.exists():
        raise UsageError(f"not found: {a.source}")
    params = params_from_args(a)
    bar = TimeLeft(sys.stderr, not a.quiet)
    t = time.perf_counter()
    try:
        report = build_library(
            a.source, out, params, getattr(a, "name", None), bar, workers=a.workers, batch=a.batch
        )
    finally:
        bar.close()
    secs = time.perf_counter() - t
    src = report.source
    if report.resumed_at:
        print(f"went on after the {report.resumed_at:,} pages read before")
    rate = f" ({report.added / secs:,.0f} a second)" if secs > 1 and report.added >= 100 else ""
    print(f"{_articles(report.added)} added to {out} in {_duration(secs)}{rate}")
    for p in report.problems:
        print(f"  not added: {p.path}: {p.reason}")
    if src.stopped:
        print(f"plagcheck: {src.stopped}; the library holds what was read before", file=sys.stderr)
    if report.interrupted:
        print(
            f"interrupted: {_articles(src.articles)} kept; run the same command again to go on",
            file=sys.stderr,
        )
        return 130
    _print_info(library_info(out), sys.stdout)
    return 0


def _info(path: Path) -> int:
    from plagcheck.engine.library import library_info

    if not (path / "library.json").is_file():
        raise UsageError(f"not a library: {path}")
    _print_info(library_info(path), sys.stdout)
    return 0


def _remove(a: argparse.Namespace) -> int:
    """Exit status 0 when every article asked for was removed, 1 when some were not found (the
    others are removed all the same)."""
    from plagcheck.engine.library import remove_articles

    if not (a.library / "library.json").is_file():
        raise UsageError(f"not a library: {a.library}")
    if not a.title and not a.page:
        raise UsageError("name the articles to remove: --title TITLE or --page ID")
    done = remove_articles(a.library, a.title, a.page)
    for title, page in done.removed:
        print(f"removed {title} ({page})")
    for what in done.not_found:
        print(f"plagcheck: no article with {what} in {a.library}; nothing removed for it",
              file=sys.stderr)  # fmt: skip
    print(f"{_articles(len(done.removed))} removed from {a.library}")
    return 1 if done.not_found else 0


def _print_info(i: object, out: TextIO) -> None:
    from plagcheck.engine.library import LibraryInfo

    assert isinstance(i, LibraryInfo)
    out.write(f"library {i.name} ({i.path}): {_articles(i.articles)}, {i.size_bytes / 1e6:,.1f} MB")
    if i.removed:
        out.write(f" ({_articles(i.removed)} removed)")
    out.write("\n" if i.ready else " — unfinished: run 'library build' again to go on\n")
    for s in i.sources:
        what = f"{s.site} {s.wiki} ({s.language})" if s.kind == "dump" else "folder"
        date = f", dump of {s.dump_date[:10]}" if s.dump_date else ""
        out.write(f"  {what}{date}: {_articles(s.articles)} from {s.path}\n")
        if s.skipped:
            left = ", ".join(f"{n:,} {why}" for why, n in sorted(s.skipped.items()))
            out.write(f"    left out: {left}\n")
        if s.stopped:
            out.write(f"    stopped early: {s.stopped}\n")
        if s.state != "done":
            out.write(f"    unfinished: {s.pages:,} pages read so far\n")
    shown = ", ".join(
        f"{k.replace('_', ' ')} {('on' if v else 'off') if isinstance(v, bool) else v}"
        for k, v in i.params.items()
    )
    out.write(f"  parameters: {shown}\n")
    if not i.sentence_keys:
        out.write(
            "  built before libraries kept sentence keys: reworded copies of its articles are "
            "not found (build it again to find them)\n"
        )
    elif not i.word_counts:
        out.write(
            "  built before libraries counted their words: words common in it are weighed as "
            "the class uses them (build it again to weigh them by the library)\n"
        )
