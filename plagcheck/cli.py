"""The headless front: ``plagcheck scan FOLDER``. Same engine as the window; never imports Qt."""

from __future__ import annotations

import argparse
import glob
import os
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn, TextIO

from plagcheck import __version__
from plagcheck.engine import LAYOUTS, Params

if TYPE_CHECKING:
    from plagcheck.engine import Result
    from plagcheck.engine.archive import ArchiveStore
    from plagcheck.reports.review import Review


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _add_scan_options(p: argparse.ArgumentParser, output: bool = True) -> None:
    """The options of every command that reads submissions, by topic, the most used first;
    ``output``: a scan's (reference texts, reports)."""
    d = Params()
    _submission_options(p, d, output)
    _reporting_options(p, d)
    _excluded_text_options(p, d)
    _rewording_options(p, d)
    if output:
        _output_options(p)
    _shingle_options(p, d)
    _normalisation_options(p, d)
    p.add_argument("-q", "--quiet", action="store_true", help="no progress bar")


def _submission_options(p: argparse.ArgumentParser, d: Params, output: bool) -> None:
    g = p.add_argument_group("submissions")
    g.add_argument(
        "--layout",
        choices=list(LAYOUTS),
        default=d.layout,
        help="how the folder or download is laid out: auto (recognised from the names; default), "
        "moodle, canvas, blackboard, folders (one sub-folder per student), files (one file each)",
    )
    g.add_argument(
        "--roster",
        metavar="CSV",
        help="the course's grades export (student name and id columns): real names for Canvas",
    )
    if output:
        g.add_argument(
            "--sources",
            action="append",
            default=[],
            metavar="DIR",
            help="reference texts (saved web pages, textbook chapters, model answers; folder or "
            "file, repeatable): every submission is compared with them, never they with each other",
        )
    g.add_argument("--max-file-mb", type=float, default=d.max_file_mb, help="skip larger files")


def _reporting_options(p: argparse.ArgumentParser, d: Params) -> None:
    g = p.add_argument_group("what is reported")
    g.add_argument(
        "--threshold",
        type=float,
        default=d.threshold,
        help=f"report pairs with Jaccard at least this (default {d.threshold})",
    )
    g.add_argument(
        "--containment-threshold",
        type=float,
        default=d.containment_threshold,
        help="report pairs where this share of one document is found in the other "
        "(default: 0.3 for word shingles, 0.5 for char shingles)",
    )
    g.add_argument(
        "--window",
        type=int,
        default=d.window,
        help=f"find pasted passages of about this many words (default {d.window}; 0: off)",
    )
    g.add_argument("--exact", action="store_true", help="compare every pair exactly (no LSH)")
    g.add_argument(
        "--all-candidates",
        action="store_true",
        help="also list LSH candidates that verification rejected",
    )


def _excluded_text_options(p: argparse.ArgumentParser, d: Params) -> None:
    g = p.add_argument_group("text that must not count")
    g.add_argument(
        "--template",
        action="append",
        default=[],
        metavar="FILE",
        help="assignment prompt or worksheet (file or folder; repeatable)",
    )
    g.add_argument(
        "--max-doc-share",
        type=float,
        default=d.max_doc_share,
        help="ignore shingles found in more than this share of documents",
    )
    g.add_argument("--ignore-quotes", action="store_true", help="do not compare quoted text")
    g.add_argument(
        "--ignore-bibliography",
        action="store_true",
        help="do not compare a trailing References/Bibliography section",
    )
    g.add_argument("--include-hidden", action="store_true", help="compare hidden (white) text too")


def _rewording_options(p: argparse.ArgumentParser, d: Params) -> None:
    g = p.add_argument_group("reworded copies and languages")
    g.add_argument(
        "--no-paraphrase",
        action="store_true",
        help="exact shingles only: no sentence alignment of reworded copies",
    )
    g.add_argument(
        "--paraphrase-threshold",
        type=float,
        default=d.paraphrase_threshold,
        help=f"report pairs whose paraphrase score reaches this (default {d.paraphrase_threshold})",
    )
    g.add_argument(
        "--no-stemming",
        action="store_true",
        help="reworded copies: words as written (no language, stop words or stemming)",
    )


def _output_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("output")
    g.add_argument("--csv", type=Path, help="write reported pairs as CSV")
    g.add_argument("--json", type=Path, help="write everything as JSON")
    g.add_argument(
        "--students-csv",
        type=Path,
        metavar="PATH",
        help="write one row per student: similarity, top match, number of matches, flags",
    )
    g.add_argument("--html", type=Path, help="write a self-contained HTML report with the evidence")
    g.add_argument(
        "--anonymise",
        action="store_true",
        help="in the HTML report, name students Student 1, Student 2...; "
        "the key is written to HTML.key.csv, never into the report",
    )
    g.add_argument("--top", type=int, default=50, help="pairs to print (default 50; 0: all)")


def _shingle_options(p: argparse.ArgumentParser, d: Params) -> None:
    g = p.add_argument_group("shingles, hashing and candidate search (rarely changed)")
    g.add_argument(
        "--unit",
        choices=["char", "word"],
        default=d.unit.value,
        help=f"compare character or word k-grams (default {d.unit.value})",
    )
    g.add_argument("-k", type=int, default=d.k, help=f"shingle length in units (default {d.k})")
    g.add_argument(
        "--mode",
        choices=["set", "bag"],
        default=d.mode.value,
        help="compare shingle sets or bags (repeats count)",
    )
    g.add_argument("--perms", type=int, default=d.perms, help="MinHash signature length")
    g.add_argument("--seed", type=int, default=d.seed, help="hashing seed (same seed, same result)")
    g.add_argument("--bands", type=int, help="LSH bands (default: chosen from the threshold)")
    g.add_argument("--rows", type=int, help="LSH rows per band (with --bands)")


def _normalisation_options(p: argparse.ArgumentParser, d: Params) -> None:
    g = p.add_argument_group("normalisation (what counts as the same text)")
    g.add_argument("--no-casefold", action="store_true", help="keep upper and lower case apart")
    g.add_argument("--strip-punct", action="store_true", help="drop punctuation")
    g.add_argument("--strip-digits", action="store_true", help="drop digits")
    g.add_argument("--stopwords", action="store_true", help="drop English stop words (word mode)")
    g.add_argument("--no-confusables", action="store_true", help="keep look-alike letters")
    g.add_argument("--no-invisible", action="store_true", help="keep invisible characters")
    g.add_argument("--no-nfkc", action="store_true", help="keep compatibility forms")


def params_from_args(a: argparse.Namespace) -> Params:
    return Params(
        unit=a.unit,
        k=a.k,
        perms=a.perms,
        seed=a.seed,
        mode=a.mode,
        threshold=a.threshold,
        containment_threshold=a.containment_threshold,
        bands=a.bands,
        rows=a.rows,
        window=a.window,
        templates=tuple(a.template),
        sources=tuple(getattr(a, "sources", ())),  # scans only: an archive keeps students' work
        max_doc_share=a.max_doc_share,
        ignore_quotes=a.ignore_quotes,
        ignore_bibliography=a.ignore_bibliography,
        casefold=not a.no_casefold,
        strip_punct=a.strip_punct,
        strip_digits=a.strip_digits,
        stopwords=a.stopwords,
        fold_confusables=not a.no_confusables,
        remove_invisible=not a.no_invisible,
        nfkc=not a.no_nfkc,
        exclude_hidden=not a.include_hidden,
        max_file_mb=a.max_file_mb,
        layout=a.layout,
        roster=a.roster,
        paraphrase=not a.no_paraphrase,
        paraphrase_threshold=a.paraphrase_threshold,
        stemming=not a.no_stemming,
    )


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="plagcheck", description="Find shared text in student submissions.")
    parser.add_argument("--version", action="version", version=f"plagcheck {__version__}")
    sub = parser.add_subparsers(dest="command")
    scan = sub.add_parser(
        "scan", help="scan a folder or an LMS download (.zip) and print the pairs that share text"
    )
    scan.add_argument("folder", type=Path, metavar="PATH", help="folder or .zip")
    scan.add_argument(
        "--archive",
        type=Path,
        metavar="PATH",
        help="also compare with this archive of past terms (a SQLite file, or a Parquet "
        "archive folder made by 'archive build'), on either engine",
    )
    _add_engine_options(scan)
    _add_scan_options(scan)
    _add_archive_parser(sub)
    gui = sub.add_parser("gui", help="open the window (optionally on a folder or .zip)")
    gui.add_argument("folder", type=Path, nargs="?", metavar="PATH")
    return parser


class Progress:
    """A one-line progress bar on stderr, only when stderr is a terminal."""

    def __init__(self, stream: TextIO, enabled: bool) -> None:
        self.stream = stream
        self.enabled = enabled and stream.isatty()
        self.last = 0.0

    def __call__(self, stage: str, done: int, total: int) -> None:
        now = time.monotonic()
        if not self.enabled or (now - self.last < 0.1 and done < total):
            return
        self.last = now
        width = 30
        frac = done / total if total else 1.0
        bar = "#" * int(frac * width)
        self.stream.write(f"\r{stage:<10} [{bar:<{width}}] {done}/{total}   ")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\r" + " " * 60 + "\r")
            self.stream.flush()


def _fmt(x: float) -> str:
    return f"{x:.3f}"


def print_result(result: object, all_candidates: bool, top: int, out: TextIO) -> None:
    from plagcheck.engine import Result, describe_flags, display_name
    from plagcheck.engine.intake import describe
    from plagcheck.reports.export import pair_flags

    assert isinstance(result, Result)
    pairs = result.pairs if all_candidates else result.reported
    shown = pairs if top == 0 else pairs[:top]
    names = [display_name(d) for d in result.documents]
    w = min(max([len(n) for n in names] + [10]), 40)
    head = (
        f"{'#':>3}  {'document A':<{w}}  {'document B':<{w}}  {'exact J':>7}  {'est J':>6}  "
        f"{'bag J':>6}  {'C(A⊂B)':>7}  {'C(B⊂A)':>7}  {'local':>6}  {'bands':>5}  {'reword':>6}"
    )
    out.write(head + "\n")
    for i, p in enumerate(shown, 1):
        mark = "" if p.reported else "  (not reported)"
        flags = pair_flags(result, p)
        out.write(
            f"{i:>3}  {names[p.a][:w]:<{w}}  {names[p.b][:w]:<{w}}  {_fmt(p.exact_jaccard):>7}  "
            f"{_fmt(p.estimated_jaccard):>6}  {_fmt(p.bag_jaccard):>6}  "
            f"{_fmt(p.containment_a_in_b):>7}  {_fmt(p.containment_b_in_a):>7}  "
            f"{_fmt(p.local_containment):>6}  {p.bands_matched:>5}  {_fmt(p.paraphrase):>6}{mark}\n"
        )
        for f in flags:
            out.write(f"{'':>5}! {f}\n")
    if len(shown) < len(pairs):
        out.write(f"... {len(pairs) - len(shown)} more (use --top 0 or --csv)\n")
    if not pairs:
        out.write("no pairs reach the thresholds\n")
    if result.groups:
        out.write("\nGroups of documents that share text:\n")
        for g in result.groups:
            out.write("  " + ", ".join(names[i] for i in g) + "\n")
    disguised = [d for d in result.documents if describe_flags(d.flags)]
    if disguised:
        # Finding a disguise is evidence in itself, whether or not the document is in a pair.
        out.write(f"\nDisguises found ({len(disguised)} documents):\n")
        for d in disguised:
            out.write(f"  {display_name(d)}: {'; '.join(describe_flags(d.flags))}\n")
    if result.problems:
        out.write(f"\nFiles not compared ({len(result.problems)}):\n")
        for pr in result.problems:
            out.write(f"  {pr.path}: {pr.reason}\n")
    out.write(f"\nRead as {describe(result.layout)} ({result.layout})")
    out.write(f": {result.layout_note}\n" if result.layout_note else "\n")
    b, r = result.params.band_rows()
    total = sum(result.timings.values())
    dismissed = (
        f" ({result.dismissed} more band matches dismissed by their signatures)"
        if result.dismissed
        else ""
    )
    out.write(
        f"\n{len(result.documents)} documents, {len(result.problems)} problems, "
        f"{result.candidates} candidates verified{dismissed}, "
        f"{len(result.reported)} reported pairs, "
        f"{len(result.groups)} groups; {result.params.unit.value} {result.params.k}-grams, "
        f"{result.params.perms} perms, b={b} r={r}, threshold {result.params.threshold}"
        f"{' (exact)' if result.exact else ''}; {total:.2f} s\n"
    )


def _add_engine_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("engine")
    g.add_argument(
        "--engine",
        choices=["local", "dask"],
        default="local",
        help="run here (local) or on a Dask cluster (needs 'pip install plagcheck[dask]')",
    )
    g.add_argument("--scheduler", metavar="ADDRESS", help="Dask scheduler, e.g. tcp://host:8786")
    g.add_argument(
        "--workers", type=int, default=2, help="worker processes of a local Dask cluster"
    )


@contextmanager
def _dask_client(a: argparse.Namespace) -> Iterator[object]:
    from plagcheck.engine import distributed

    try:
        import distributed as _  # noqa: F401
    except ImportError:
        raise UsageError("the Dask engine needs Dask: pip install 'plagcheck[dask]'") from None
    if a.workers < 1:
        raise UsageError(f"--workers={a.workers} must be at least 1")
    with distributed.connect(a.scheduler, a.workers) as client:
        link = getattr(client, "dashboard_link", None)
        if link and not a.quiet:
            print(f"Dask dashboard: {link}", file=sys.stderr)
        yield client


def _dask_scan(a: argparse.Namespace, params: Params, progress: Progress) -> object:
    from plagcheck.engine import distributed

    if a.exact:
        raise UsageError("--exact compares every pair: use the local engine for it")
    with _dask_client(a) as client:
        try:
            return distributed.run(a.folder, params, client, progress, archive=a.archive)
        except ValueError as e:
            raise UsageError(str(e)) from None


def _archive_build(a: argparse.Namespace) -> int:
    from plagcheck.engine import distributed

    if a.engine != "dask":
        raise UsageError("archive build runs on Dask: add --engine dask (or use 'archive add')")
    source: Path | list[Path] = Path(a.source)
    if any(c in a.source for c in "*?["):
        source = sorted(Path(p) for p in glob.glob(a.source, recursive=True) if Path(p).is_file())
        if not source:
            raise UsageError(f"no files match {a.source!r}")
    elif not Path(a.source).is_dir():
        raise UsageError(f"folder not found: {a.source}")
    try:
        params = params_from_args(a)
    except ValueError as e:
        raise UsageError(str(e)) from None
    progress = Progress(sys.stderr, not a.quiet)
    with _dask_client(a) as client:
        try:
            manifest = distributed.build_archive(
                source, a.out, params, client, label=a.label, progress=progress
            )
        except ValueError as e:
            raise UsageError(str(e)) from None
        finally:
            progress.close()
    print(
        f"archived {manifest['documents']} documents in {len(manifest['parts'])} parts "
        f"to {a.out}; {len(manifest['problems'])} files not archived"
    )
    for path, reason in manifest["problems"]:
        print(f"  {path}: {reason}")
    return 0


def cmd_scan(a: argparse.Namespace) -> int:
    from plagcheck.engine import pipeline
    from plagcheck.engine.archive import ArchiveError

    if not a.folder.exists():
        raise UsageError(f"folder not found: {a.folder}")
    if not a.folder.is_dir() and a.folder.suffix.lower() != ".zip":
        raise UsageError(f"not a folder or a .zip: {a.folder}")
    try:
        params = params_from_args(a)
    except ValueError as e:
        raise UsageError(str(e)) from None
    if params.roster is not None:
        from plagcheck.engine.intake import RosterError, read_roster

        try:
            read_roster(params.roster)
        except RosterError as e:
            raise UsageError(str(e)) from None
    for t in params.templates:
        if not Path(t).exists():
            raise UsageError(f"template not found: {t}")
    for t in params.sources:
        if not Path(t).exists():
            raise UsageError(f"reference texts not found: {t}")
    progress = Progress(sys.stderr, not a.quiet)
    try:
        if a.engine == "dask":
            result = _dask_scan(a, params, progress)
        else:
            result = pipeline.run(
                a.folder, params, progress=progress, exact=a.exact, archive=a.archive
            )
    except ArchiveError as e:
        raise UsageError(str(e)) from None
    finally:
        progress.close()
    print_result(result, a.all_candidates, a.top, sys.stdout)
    return _write_reports(a, result)


def _write_reports(a: argparse.Namespace, result: Result) -> int:
    """Each report written on its own: one that fails is named on stderr and never takes the
    others with it (exit status 1 once all were tried)."""
    from plagcheck.engine.intake import escape_name
    from plagcheck.reports import export

    def html(result: Result, path: Path, review: Review | None = None) -> None:
        from plagcheck.reports import html_report

        key = html_report.write_html(result, path, anonymise=a.anonymise, review=review)
        if a.anonymise:
            kp = html_report.key_path(path)
            text = "\ufeff" + html_report.key_csv(key)
            export.atomic_write(kp, lambda f: f.write(text), newline="")
            shown = escape_name(str(kp))
            print(f"wrote the key to the names in {shown} (keep it apart from the report)")

    review = _review(a.folder) if a.csv or a.json or a.students_csv or a.html else None
    failed = 0
    for path, write in (
        (a.csv, export.write_csv),
        (a.json, export.write_json),
        (a.students_csv, export.write_students_csv),
        (a.html, html),
    ):
        if path is None:
            continue
        shown = escape_name(str(path))
        try:
            write(result, path, review=review)
        except Exception as e:  # noqa: BLE001 -- the next report is still written
            reason = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
            print(f"plagcheck: could not write {shown}: {reason}", file=sys.stderr)
            failed += 1
            continue
        print(f"wrote {shown}")
    return 1 if failed else 0


def _review(folder: Path) -> Review | None:
    """The teacher's review of ``folder`` (made in the window) for the reports, if any."""
    from plagcheck.reports.review import Review, ReviewError

    try:
        review, message = Review.for_folder(folder)
    except ReviewError as e:
        print(f"plagcheck: {e}; the reports show no review", file=sys.stderr)
        return None
    if message:
        print(f"plagcheck: {message}", file=sys.stderr)
    return review


def _add_archive_parser(sub: argparse._SubParsersAction) -> None:
    arc = sub.add_parser(
        "archive", help="keep past terms in an archive to check new folders against"
    )
    cmds = arc.add_subparsers(dest="archive_command", required=True)
    add = cmds.add_parser("add", help="add a folder or LMS download (.zip) under a label")
    add.add_argument("folder", type=Path)
    add.add_argument(
        "--db",
        type=Path,
        required=True,
        help="archive file (made if missing), or a Parquet archive folder",
    )
    add.add_argument("--label", required=True, help="term or assignment, e.g. '2024 spring'")
    add.add_argument("--batch", type=int, default=500, help=argparse.SUPPRESS)
    _add_scan_options(add, output=False)
    ls = cmds.add_parser("list", help="labels, counts, parameters and size of an archive")
    ls.add_argument("--db", type=Path, required=True)
    rm = cmds.add_parser("remove", help="delete documents for good (and reclaim the space)")
    rm.add_argument("--db", type=Path, required=True)
    what = rm.add_mutually_exclusive_group(required=True)
    what.add_argument("--label", help="remove every document of this label")
    what.add_argument("--doc", help="remove the document(s) with this path (as 'list' shows)")
    what.add_argument(
        "--student", help="remove every submission of this student (name as the platform gives it)"
    )
    re = cmds.add_parser("reindex", help="rebuild signatures from the stored texts")
    re.add_argument("--db", type=Path, required=True)
    _add_scan_options(re, output=False)
    build = cmds.add_parser(
        "build", help="write a Parquet archive on a Dask cluster (for millions of documents)"
    )
    build.add_argument("source", help="folder, or a glob such as 'terms/**/*.docx'")
    build.add_argument("--out", type=Path, required=True, help="new folder for the archive")
    build.add_argument("--label", required=True, help="term or assignment, e.g. '2024 spring'")
    _add_engine_options(build)
    _add_scan_options(build, output=False)


def cmd_archive(a: argparse.Namespace) -> int:
    from plagcheck.engine.archive import ArchiveError, open_archive

    try:
        if a.archive_command == "build":
            return _archive_build(a)
        if a.archive_command == "add":
            return _archive_add(a, open_archive(a.db, create=True)[0])
        if a.archive_command == "list":
            return _archive_list(open_archive(a.db)[0])
        if a.archive_command == "remove":
            return _archive_remove(a, open_archive(a.db)[0])
        return _archive_reindex(a)
    except ArchiveError as e:
        raise UsageError(str(e)) from None


def _archive_remove(a: argparse.Namespace, arc: ArchiveStore) -> int:
    try:
        before = arc.info().size_bytes
        n = arc.remove(label=a.label, path=a.doc, student=a.student)
        after = arc.info().size_bytes
    finally:
        arc.close()
    if not n:
        what = f"label {a.label!r}" if a.label is not None else f"path {a.doc!r}"
        what = f"student {a.student!r}" if a.student is not None else what
        print(f"plagcheck: no archived document with {what}", file=sys.stderr)
        return 1
    print(f"removed {n} documents; {_mb(before)} -> {_mb(after)}")
    return 0


def _archive_reindex(a: argparse.Namespace) -> int:
    from plagcheck.engine.archive import Archive

    if a.db.is_dir():
        raise UsageError("re-indexing is for SQLite archives: build the Parquet archive again")
    with Archive(a.db) as arc:
        params = _params(a)
        progress = Progress(sys.stderr, not a.quiet)
        try:
            empty = arc.reindex(params, progress)
        finally:
            progress.close()
        print(f"re-indexed {arc.count()} documents for {params.unit.value} {params.k}-grams")
        if empty:
            print(f"{empty} documents have nothing left to compare with these settings")
        return 0


def _params(a: argparse.Namespace) -> Params:
    try:
        return params_from_args(a)
    except ValueError as e:
        raise UsageError(str(e)) from None


def _mb(n: int) -> str:
    return f"{n / 2**20:.1f} MB"


def _archive_add(a: argparse.Namespace, arc: ArchiveStore) -> int:
    from plagcheck.engine.archive import Archive

    try:
        if not a.folder.is_dir() and not (a.folder.is_file() and a.folder.suffix.lower() == ".zip"):
            raise UsageError(f"not a folder or a .zip: {a.folder}")
        params = _params(a)

        def committed(n: int) -> None:
            # A line per committed batch: what a killed add is sure to have kept.
            print(f"committed {n} documents", flush=True)

        progress = Progress(sys.stderr, not a.quiet)
        try:
            if isinstance(arc, Archive):
                batch = max(1, a.batch)
                rep = arc.add(a.folder, a.label, params, progress, batch=batch, on_commit=committed)
            else:
                rep = arc.add(a.folder, a.label, params, progress)
        finally:
            progress.close()
    finally:
        arc.close()
    print(
        f"added {rep.added} documents to {a.db} under {a.label!r}"
        f" ({rep.skipped} already there, {len(rep.problems)} not added)"
    )
    for pr in rep.problems:
        print(f"  {pr.path}: {pr.reason}")
    return 0


def _archive_list(arc: ArchiveStore) -> int:
    try:
        info = arc.info()
    finally:
        arc.close()
    print(f"{info.path}: {info.documents} documents, {_mb(info.size_bytes)}")
    for label, n in info.labels:
        print(f"  {n:>8}  {label}")
    if info.params:
        p = info.params
        flags = ", ".join(k for k, v in p.items() if v is True)
        print(
            f"{p['unit']} {p['k']}-grams, {p['mode']}, {p['perms']} perms, seed {p['seed']}, "
            f"window {p['window']}, b={info.bands} r={info.rows}; {flags}"
        )
    return 0


def _no_screen() -> bool:
    """On Linux, no X or Wayland display and no Qt platform chosen: Qt would abort."""
    env = os.environ
    return sys.platform.startswith("linux") and not (
        env.get("DISPLAY") or env.get("WAYLAND_DISPLAY") or env.get("QT_QPA_PLATFORM")
    )


def cmd_gui(folder: Path | None) -> int:
    if _no_screen():
        print(
            "plagcheck: no screen to open the window on; use 'plagcheck scan FOLDER'",
            file=sys.stderr,
        )
        return 1
    from plagcheck.gui import platform_check

    # Before Qt starts: Qt's own message for a platform plugin that cannot load names no library.
    problem = platform_check.check()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    try:
        from plagcheck.gui.app import main as gui_main
    except ImportError as e:
        missing = platform_check.missing_from_error(str(e))
        print(
            platform_check.describe([missing])
            if missing
            else f"plagcheck: the window is not available ({e}); use 'plagcheck scan FOLDER'",
            file=sys.stderr,
        )
        return 1
    return gui_main(folder)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    commands = {"scan", "gui", "archive", "-h", "--help", "--version"}
    try:
        if not argv or argv[0] not in commands:
            # `plagcheck` or `plagcheck FOLDER` opens the window.
            if len(argv) > 1:
                raise UsageError(f"unknown command {argv[0]!r}; see 'plagcheck --help'")
            return cmd_gui(Path(argv[0]) if argv else None)
        a = parser.parse_args(argv)
        if a.command == "scan":
            return cmd_scan(a)
        if a.command == "gui":
            return cmd_gui(a.folder)
        if a.command == "archive":
            return cmd_archive(a)
        parser.print_help()
        return 2
    except UsageError as e:
        print(f"plagcheck: error: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("plagcheck: interrupted", file=sys.stderr)
        return 130
    except Exception as e:  # noqa: BLE001 - a user sees a sentence, not a traceback
        print(f"plagcheck: error: {type(e).__name__}: {e}", file=sys.stderr)
        return 1
