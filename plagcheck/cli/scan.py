"""``plagcheck scan PATH``: scan a folder or an LMS download, print the pairs, write the reports."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from plagcheck.cli.options import (
    Progress,
    UsageError,
    add_engine_options,
    add_scan_options,
    dask_client,
    load_review,
    params_from_args,
)
from plagcheck.cli.terminal import INTERRUPTED, PIPE_CLOSED, Output, interrupts_held
from plagcheck.engine import Params

if TYPE_CHECKING:
    from plagcheck.engine import Result
    from plagcheck.reports.review import Review


def add_parser(sub: argparse._SubParsersAction) -> None:
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
    scan.add_argument(
        "--library",
        type=Path,
        action="append",
        default=[],
        metavar="LIBRARY",
        help="also compare with this library of sources (made by 'library build': a Wikipedia "
        "dump, a school's documents); may be given more than once",
    )
    add_engine_options(scan)
    add_scan_options(scan)
    scan.add_argument(
        "--overwrite",
        action="store_true",
        help="write the reports over files plagcheck did not write (without it, a file of yours "
        "at a report's path is left as it is and that report is not written)",
    )


def _fmt(x: float) -> str:
    return f"{x:.3f}"


def _mark(p: Any) -> str:
    """What the pairs list says after a pair not reported (``--all-candidates``)."""
    if p.no_passage:
        return "  (not reported: similar figures, no shared passage)"
    return "" if p.reported else "  (not reported)"


def print_result(result: object, all_candidates: bool, top: int, out: TextIO | Output) -> None:
    from plagcheck import counted
    from plagcheck.engine import Result, describe_flags, display_name
    from plagcheck.engine.compare import Pair, found_elsewhere
    from plagcheck.engine.intake import describe
    from plagcheck.reports.credit import LABEL, counts
    from plagcheck.reports.export import pair_flags

    assert isinstance(result, Result)

    def found(p: Pair) -> str:
        return f"{found_elsewhere(p):.0%}" if p.passages else "-"

    pairs = result.pairs if all_candidates else result.reported
    shown = pairs if top == 0 else pairs[:top]
    names = [display_name(d) for d in result.documents]
    w = min(max([len(n) for n in names] + [10]), 40)
    head = (
        f"{'#':>3}  {'document A':<{w}}  {'document B':<{w}}  {'found':>5}  {'exact J':>7}  "
        f"{'est J':>6}  "
        f"{'bag J':>6}  {'C(A⊂B)':>7}  {'C(B⊂A)':>7}  {'local':>6}  {'bands':>5}  {'reword':>6}"
    )
    out.write(head + "\n")
    for i, p in enumerate(shown, 1):
        flags = pair_flags(result, p)
        out.write(
            f"{i:>3}  {names[p.a][:w]:<{w}}  {names[p.b][:w]:<{w}}  {found(p):>5}  "
            f"{_fmt(p.exact_jaccard):>7}  "
            f"{_fmt(p.estimated_jaccard):>6}  {_fmt(p.bag_jaccard):>6}  "
            f"{_fmt(p.containment_a_in_b):>7}  {_fmt(p.containment_b_in_a):>7}  "
            f"{_fmt(p.local_containment):>6}  {p.bands_matched:>5}  {_fmt(p.paraphrase):>6}"
            f"{_mark(p)}\n"
        )
        for f in flags:
            out.write(f"{'':>5}! {f}\n")
        if p.spans:  # the credit the students gave the passages
            n = ", ".join(f"{k} {LABEL[c]}" for c, k in counts(p.spans).items() if k)
            out.write(f"{'':>5}· passages: {n}\n")
    if shown:
        out.write(
            "found: the share of one essay found in the other (the larger of the two); then the "
            "method's figures (README: how to read each figure)\n"
        )
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
        out.write(f"\nDisguises found ({counted(len(disguised), 'document')}):\n")
        for d in disguised:
            out.write(f"  {display_name(d)}: {'; '.join(describe_flags(d.flags))}\n")
    _print_common(result, out)
    _print_unread(result, out)
    out.write(f"\nRead as {describe(result.layout)} ({result.layout})")
    out.write(f": {result.layout_note}\n" if result.layout_note else "\n")
    for note in result.notes:  # what the teacher should know about the scan as a whole
        out.write(f"\nNote: {note[:1].upper()}{note[1:]}\n")
    b, r = result.params.band_rows()
    total = sum(result.timings.values())
    dismissed = (
        f" ({result.dismissed} more band matches dismissed by their signatures)"
        if result.dismissed
        else ""
    )
    out.write(
        f"\n{counted(len(result.documents), 'document')}, "
        f"{counted(len(result.problems), 'problem')}, "
        f"{counted(result.candidates, 'candidate')} verified{dismissed}, "
        f"{counted(len(result.reported), 'reported pair')}, "
        f"{counted(len(result.groups), 'group')}; "
        f"{result.params.unit.value} {result.params.k}-grams, "
        f"{result.params.perms} perms, b={b} r={r}, threshold {result.params.threshold}"
        f"{' (exact)' if result.exact else ''}; {total:.2f} s\n"
    )


# The common texts the summary names one by one; the rest are counted.
COMMON_SHOWN = 3


def _print_common(result: Result, out: TextIO | Output) -> None:
    """Each text common to the class, in a line: what it is and how to give it as the
    assignment text (the first ``COMMON_SHOWN``, then how many more)."""
    from plagcheck.reports.common import first_words

    if result.common:
        out.write("\n")
    for c in result.common[:COMMON_SHOWN]:
        out.write(
            f"A text shared by {len(c.documents)} students is shown once, not as copying: "
            f'"{first_words(c.text)}" — if you gave it to the class, pass it with --template '
            "FILE (or put it in the folder's templates/ sub-folder)\n"
        )
    more = len(result.common) - COMMON_SHOWN
    if more > 0:
        out.write(f"... and {more} more shared by many students (--json or --csv lists them)\n")


def _print_unread(result: Result, out: TextIO | Output) -> None:
    """The students not checked (counted in the class) and every file not compared."""
    if result.unchecked:
        out.write(f"\nStudents not checked ({len(result.unchecked)} of {result.class_size}):\n")
        for name, why in result.unchecked:
            out.write(f"  {name}: {why}\n")
    if result.problems:
        out.write(f"\nFiles not compared ({len(result.problems)}):\n")
        for pr in result.problems:
            out.write(f"  {pr.path}: {pr.reason}\n")


def _dask_scan(a: argparse.Namespace, params: Params, progress: Progress, archive: Any) -> object:
    from plagcheck.engine import distributed

    if a.exact:
        raise UsageError("--exact compares every pair: use the local engine for it")
    with dask_client(a) as client:
        try:
            return distributed.run(a.folder, params, client, progress, archive=archive)
        except ValueError as e:
            raise UsageError(str(e)) from None


def run(a: argparse.Namespace) -> int:
    from plagcheck.engine import pipeline
    from plagcheck.engine.archive import ArchiveError
    from plagcheck.engine.library import Several, joined

    if not a.folder.exists():
        raise UsageError(f"folder not found: {a.folder}")
    if not a.folder.is_dir() and a.folder.suffix.lower() != ".zip":
        raise UsageError(f"not a folder or a .zip: {a.folder}")
    params = params_from_args(a)
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
    for lib in a.library:
        if not (lib / "library.json").is_file():
            raise UsageError(f"not a library: {lib} (make one with 'plagcheck library build')")
    progress = Progress(sys.stderr, not a.quiet)
    store = None
    try:
        store = joined(a.archive, a.library)
        if a.engine == "dask":
            result = _dask_scan(a, params, progress, store)
        else:
            result = pipeline.run(a.folder, params, progress=progress, exact=a.exact, archive=store)
    except ArchiveError as e:
        raise UsageError(str(e)) from None
    finally:
        progress.close()
        if isinstance(store, Several):
            store.close()
    # The reports make an object a figure of every document and pair (20,000 essays: 0.3-0.7 s
    # of the collector going over the result again and again, without it).
    with pipeline.few_collections():
        return _finish(a, result)


def _finish(a: argparse.Namespace, result: Result) -> int:
    """The comparison is done: print it and write the reports, whatever the terminal does. A
    closed output pipe drops the printing, a Ctrl-C waits: the reports are written either way.
    Exit status: 130 after a Ctrl-C, else 1 if a report could not be written, else 141 if the
    output was closed, else 0."""
    out = Output(sys.stdout)
    with interrupts_held() as caught:
        print_result(result, a.all_candidates, a.top, out)
        status = _write_reports(a, result, out)
        out.flush()
    if caught:
        print(
            "plagcheck: interrupted after the comparison; the reports were written", file=sys.stderr
        )
        return INTERRUPTED
    if out.closed and not status:
        print(
            "plagcheck: the output was closed before the end; the reports were written",
            file=sys.stderr,
        )
        return PIPE_CLOSED
    return status


def _common_csv(pairs_csv: Path | None, result: Result) -> list[tuple[Path, Any]]:
    """The texts common to the class, in a CSV beside the pairs CSV (``reports.common``)."""
    from plagcheck.reports import common

    if pairs_csv is None or not common.wants_common_csv(result, pairs_csv):
        return []

    def write(result: Result, path: Path, review: Review | None = None) -> None:
        common.write_common_csv(result, path)

    return [(common.common_csv_path(pairs_csv), write)]


def _write_reports(a: argparse.Namespace, result: Result, out: Output) -> int:
    """Each report written on its own: one that fails is named on stderr and never takes the
    others with it (exit status 1 once all were tried)."""
    from plagcheck.engine.intake import escape_name, may_overwrite
    from plagcheck.reports import export

    def unasked(path: Path) -> bool:
        """A file of the teacher's at ``path`` that --overwrite did not allow (said on stderr)."""
        if a.overwrite or may_overwrite(path):
            return False
        print(
            f"plagcheck: {escape_name(str(path))} exists and was not written by plagcheck: "
            "left as it is (--overwrite writes over it)",
            file=sys.stderr,
        )
        return True

    def html(result: Result, path: Path, review: Review | None = None) -> None:
        from plagcheck.reports import html_report

        kp = html_report.key_path(path)
        if a.anonymise and unasked(kp):
            raise OSError(0, "the key to the names would overwrite a file of yours")
        key = html_report.write_html(result, path, anonymise=a.anonymise, review=review)
        if a.anonymise:
            text = "\ufeff" + html_report.key_csv(key)
            export.atomic_write(kp, lambda f: f.write(text), newline="")
            shown = escape_name(str(kp))
            out.write(f"wrote the key to the names in {shown} (keep it apart from the report)\n")

    review = (
        load_review(a.folder, "the reports show no review")
        if a.csv or a.json or a.students_csv or a.html
        else None
    )
    failed = 0
    for path, write in (
        (a.csv, export.write_csv),
        *_common_csv(a.csv, result),
        (a.json, export.write_json),
        (a.students_csv, export.write_students_csv),
        (a.html, html),
    ):
        if path is None:
            continue
        shown = escape_name(str(path))
        if unasked(path):
            failed += 1
            continue
        try:
            write(result, path, review=review)
        except Exception as e:  # noqa: BLE001 -- the next report is still written
            reason = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
            print(f"plagcheck: could not write {shown}: {reason}", file=sys.stderr)
            failed += 1
            continue
        out.write(f"wrote {shown}\n")
    return 1 if failed else 0
