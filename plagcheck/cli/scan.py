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
from plagcheck.i18n import msg

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
    from plagcheck.i18n import number

    return number(x, ".3f")


def _mark(p: Any, not_reported: str) -> str:
    """What the pairs list says after a pair not reported (``--all-candidates``)."""
    from plagcheck.i18n import _

    if p.no_passage:
        return "  " + _("(not reported: similar figures, no shared passage)")
    return "" if p.reported else not_reported


def print_result(result: object, all_candidates: bool, top: int, out: TextIO | Output) -> None:
    from plagcheck.engine import Result, describe_flags, display_name
    from plagcheck.engine.compare import Pair, found_elsewhere
    from plagcheck.engine.intake import describe
    from plagcheck.i18n import _, n_, number, say
    from plagcheck.reports.credit import LABEL, counts
    from plagcheck.reports.export import pair_flags

    assert isinstance(result, Result)

    def found(p: Pair) -> str:
        return number(found_elsewhere(p), ".0%") if p.passages else "-"

    pairs = result.pairs if all_candidates else result.reported
    shown = pairs if top == 0 else pairs[:top]
    names = [display_name(d) for d in result.documents]
    w = min(max([len(n) for n in names] + [10]), 40)
    # The columns' heads in the reader's language, each column as wide as its head needs.
    heads = [_("found"), _("exact J"), _("est J"), _("bag J"), "C(A⊂B)", "C(B⊂A)"]
    heads += [_("local"), _("bands"), _("reword")]
    widths = [max(len(h), n) for h, n in zip(heads, (5, 7, 6, 6, 7, 7, 6, 5, 6))]
    doc_a, doc_b = _("document A"), _("document B")
    w = max(w, len(doc_a), len(doc_b))
    head = f"{'#':>3}  {doc_a:<{w}}  {doc_b:<{w}}  " + "  ".join(
        f"{h:>{n}}" for h, n in zip(heads, widths)
    )
    out.write(head + "\n")
    not_reported = "  " + _("(not reported)")
    for i, p in enumerate(shown, 1):
        mark = _mark(p, not_reported)
        flags = pair_flags(result, p)
        cells = [found(p), *(_fmt(getattr(p, f)) for f in _FIGURES[:6]), str(p.bands_matched)]
        cells.append(_fmt(p.paraphrase))
        out.write(
            f"{i:>3}  {names[p.a][:w]:<{w}}  {names[p.b][:w]:<{w}}  "
            + "  ".join(f"{c:>{n}}" for c, n in zip(cells, widths))
            + f"{mark}\n"
        )
        for f in flags:
            out.write(f"{'':>5}! {say(f)}\n")
        if p.spans:  # the credit the students gave the passages
            n = ", ".join(f"{k} {say(LABEL[c])}" for c, k in counts(p.spans).items() if k)
            out.write(f"{'':>5}· " + _("passages: {counts}", counts=n) + "\n")
    if shown:
        found_words = _(
            "found: the share of one essay found in the other (the larger of the two); then the "
            "method's figures (README: how to read each figure)"
        )
        out.write(found_words + "\n")
    if len(shown) < len(pairs):
        more = len(pairs) - len(shown)
        out.write("... " + _("{n} more (use --top 0 or --csv)", n=more) + "\n")
    if not pairs:
        out.write(_("no pairs reach the thresholds") + "\n")
    if result.groups:
        out.write("\n" + _("Groups of documents that share text:") + "\n")
        for g in result.groups:
            out.write("  " + ", ".join(names[i] for i in g) + "\n")
    disguised = [d for d in result.documents if describe_flags(d.flags)]
    if disguised:
        # Finding a disguise is evidence in itself, whether or not the document is in a pair.
        documents = n_("{n} document", "{n} documents", len(disguised))
        out.write("\n" + _("Disguises found ({documents}):", documents=documents) + "\n")
        for d in disguised:
            said = "; ".join(say(f) for f in describe_flags(d.flags))
            out.write(f"  {display_name(d)}: {said}\n")
    _print_common(result, out)
    _print_unread(result, out)
    layout = _("Read as {layout} ({code})", layout=say(describe(result.layout)), code=result.layout)
    out.write("\n" + layout)
    out.write(f": {say(result.layout_note)}\n" if result.layout_note else "\n")
    for note in result.notes:  # what the teacher should know about the scan as a whole
        said = say(note)
        out.write("\n" + _("Note: {note}", note=f"{said[:1].upper()}{said[1:]}") + "\n")
    out.write("\n" + summary_line(result) + "\n")


# The method's figures in the columns' order.
_FIGURES = (
    "exact_jaccard",
    "estimated_jaccard",
    "bag_jaccard",
    "containment_a_in_b",
    "containment_b_in_a",
    "local_containment",
)


def summary_line(result: Result) -> str:
    """The scan in one line: what was compared, what was found, with which settings."""
    from plagcheck.i18n import _, n_

    b, r = result.params.band_rows()
    total = sum(result.timings.values())
    verified = n_("{n} candidate verified", "{n} candidates verified", result.candidates)
    if result.dismissed:
        verified += " " + n_(
            "({n} more band match dismissed by its signatures)",
            "({n} more band matches dismissed by their signatures)",
            result.dismissed,
        )
    counts = [
        n_("{n} document", "{n} documents", len(result.documents)),
        n_("{n} problem", "{n} problems", len(result.problems)),
        verified,
        n_("{n} reported pair", "{n} reported pairs", len(result.reported)),
        n_("{n} group", "{n} groups", len(result.groups)),
    ]
    p = result.params
    unit = _("word") if p.unit.value == "word" else _("char")
    how = _(
        "{unit} {k}-grams, {perms} perms, b={b} r={r}, threshold {threshold}",
        unit=unit,
        k=p.k,
        perms=p.perms,
        b=b,
        r=r,
        threshold=p.threshold,
    )
    if result.exact:
        how += " " + _("(exact)")
    took = _("{seconds:.2f} s", seconds=total)
    return _("{counts}; {how}; {took}", counts=", ".join(counts), how=how, took=took)


# The common texts the summary names one by one; the rest are counted.
COMMON_SHOWN = 3


def _print_common(result: Result, out: TextIO | Output) -> None:
    """Each text common to the class, in a line: what it is and how to give it as the
    assignment text (the first ``COMMON_SHOWN``, then how many more)."""
    from plagcheck.i18n import n_
    from plagcheck.reports.common import first_words

    if result.common:
        out.write("\n")
    for c in result.common[:COMMON_SHOWN]:
        line = n_(
            'A text shared by {n} student is shown once, not as copying: "{text}" — if you '
            "gave it to the class, pass it with --template FILE (or put it in the folder's "
            "templates/ sub-folder)",
            'A text shared by {n} students is shown once, not as copying: "{text}" — if you '
            "gave it to the class, pass it with --template FILE (or put it in the folder's "
            "templates/ sub-folder)",
            len(c.documents),
            text=first_words(c.text),
        )
        out.write(line + "\n")
    more = len(result.common) - COMMON_SHOWN
    if more > 0:
        line = n_(
            "... and {n} more shared by many students (--json or --csv lists them)",
            "... and {n} more shared by many students (--json or --csv lists them)",
            more,
        )
        out.write(line + "\n")
    if result.quoting:
        line = n_(
            "{n} reported pair shares only a sentence or two: if the class read a text (an "
            "article, a story), pass it with --template FILE too; two students quoting it are "
            "not copying from each other",
            "{n} reported pairs share only a sentence or two each: if the class read a text (an "
            "article, a story), pass it with --template FILE too; two students quoting it are "
            "not copying from each other",
            result.quoting,
        )
        out.write("\n" + line + "\n")


def _print_unread(result: Result, out: TextIO | Output) -> None:
    """The students not checked (counted in the class) and every file not compared."""
    from plagcheck.i18n import _, say

    if result.unchecked:
        head = _(
            "Students not checked ({n} of {size}):",
            n=len(result.unchecked),
            size=result.class_size,
        )
        out.write(f"\n{head}\n")
        for name, why in result.unchecked:
            out.write(f"  {name}: {say(why)}\n")
    if result.problems:
        out.write("\n" + _("Files not compared ({n}):", n=len(result.problems)) + "\n")
        for pr in result.problems:
            out.write(f"  {pr.path}: {say(pr.reason)}\n")


def _dask_scan(a: argparse.Namespace, params: Params, progress: Progress, archive: Any) -> object:
    from plagcheck.engine import distributed

    if a.exact:
        raise UsageError(msg("--exact compares every pair: use the local engine for it"))
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
        raise UsageError(msg("folder not found: {path}", path=str(a.folder)))
    if not a.folder.is_dir() and a.folder.suffix.lower() != ".zip":
        raise UsageError(msg("not a folder or a .zip: {path}", path=str(a.folder)))
    params = params_from_args(a)
    if params.roster is not None:
        from plagcheck.engine.intake import RosterError, read_roster

        try:
            read_roster(params.roster)
        except RosterError as e:
            raise UsageError(str(e)) from None
    for t in params.templates:
        if not Path(t).exists():
            raise UsageError(msg("template not found: {path}", path=t))
    for t in params.sources:
        if not Path(t).exists():
            raise UsageError(msg("reference texts not found: {path}", path=t))
    for lib in a.library:
        if not (lib / "library.json").is_file():
            raise UsageError(
                msg(
                    "not a library: {path} (make one with 'plagcheck library build')", path=str(lib)
                )
            )
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
    from plagcheck.i18n import _

    with interrupts_held() as caught:
        print_result(result, a.all_candidates, a.top, out)
        status = _write_reports(a, result, out)
        out.flush()
    if caught:
        print(
            "plagcheck: " + _("interrupted after the comparison; the reports were written"),
            file=sys.stderr,
        )
        return INTERRUPTED
    if out.closed and not status:
        print(
            "plagcheck: " + _("the output was closed before the end; the reports were written"),
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
    from plagcheck.i18n import _
    from plagcheck.reports import export

    def unasked(path: Path) -> bool:
        """A file of the teacher's at ``path`` that --overwrite did not allow (said on stderr)."""
        if a.overwrite or may_overwrite(path):
            return False
        said = _(
            "{path} exists and was not written by plagcheck: left as it is (--overwrite writes "
            "over it)",
            path=escape_name(str(path)),
        )
        print(f"plagcheck: {said}", file=sys.stderr)
        return True

    def html(result: Result, path: Path, review: Review | None = None) -> None:
        from plagcheck.reports import html_report

        kp = html_report.key_path(path)
        if a.anonymise and unasked(kp):
            raise OSError(0, _("the key to the names would overwrite a file of yours"))
        key = html_report.write_html(result, path, anonymise=a.anonymise, review=review)
        if a.anonymise:
            text = "\ufeff" + html_report.key_csv(key)
            export.atomic_write(kp, lambda f: f.write(text), newline="")
            shown = escape_name(str(kp))
            said = _(
                "wrote the key to the names in {path} (keep it apart from the report)", path=shown
            )
            out.write(said + "\n")

    review = (
        load_review(a.folder, msg("the reports show no review"))
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
            said = _("could not write {path}: {reason}", path=shown, reason=reason)
            print(f"plagcheck: {said}", file=sys.stderr)
            failed += 1
            continue
        out.write(_("wrote {path}", path=shown) + "\n")
    return 1 if failed else 0
