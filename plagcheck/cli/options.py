"""What every command shares: the parser that raises instead of exiting, the scan options by
topic and the Params they make, the engine options (here or on Dask) and the progress bar."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn, TextIO

from plagcheck.engine import LAYOUTS, Params
from plagcheck.i18n import msg, say

if TYPE_CHECKING:
    from plagcheck.reports.review import Review


class UsageError(Exception):
    pass


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def add_scan_options(p: argparse.ArgumentParser, output: bool = True) -> None:
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
    g.add_argument(
        "--common-students",
        type=int,
        default=d.common_students,
        metavar="N",
        help="text this many students or more share (a prompt you did not give, a worksheet "
        "line) is common to the class: shown once, not as copying, in no pair; one sentence "
        f"that half as many share and nothing else, too (default {d.common_students})",
    )
    g.add_argument("--ignore-quotes", action="store_true", help="do not compare quoted text")
    g.add_argument(
        "--ignore-bibliography",
        action="store_true",
        help="do not compare reference lists (References, Works Cited, Literaturverzeichnis, ...)",
    )
    g.add_argument("--include-hidden", action="store_true", help="compare hidden (white) text too")
    g.add_argument(
        "--count-credited",
        action="store_true",
        help="count text a student quoted and cited in the similarity, and pair two students "
        "who quoted and cited the same words (default: listed apart)",
    )
    g.add_argument(
        "--count-references",
        action="store_true",
        help="let reference lists and notes sections make matches (default: they never do)",
    )


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
    """The scan options as Params; a value out of range is a usage error naming it."""
    try:
        return _params(a)
    except ValueError as e:
        raise UsageError(str(e)) from None


def _params(a: argparse.Namespace) -> Params:
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
        common_students=a.common_students,
        ignore_quotes=a.ignore_quotes,
        ignore_bibliography=a.ignore_bibliography,
        count_credited=a.count_credited,
        count_references=a.count_references,
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


def add_engine_options(p: argparse.ArgumentParser) -> None:
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
def dask_client(a: argparse.Namespace) -> Iterator[object]:
    from plagcheck.engine import distributed

    try:
        import distributed as _  # noqa: F401
    except ImportError:
        raise UsageError(msg("the Dask engine needs Dask: pip install 'plagcheck[dask]'")) from None
    if a.workers < 1:
        raise UsageError(msg("--workers={n} must be at least 1", n=a.workers))
    with distributed.connect(a.scheduler, a.workers) as client:
        link = getattr(client, "dashboard_link", None)
        if link and not a.quiet:
            print(f"Dask dashboard: {link}", file=sys.stderr)
        yield client


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
        from plagcheck.engine.progress import STAGE_NAMES
        from plagcheck.i18n import say

        name = say(STAGE_NAMES[stage]) if stage in STAGE_NAMES else stage
        self.stream.write(f"\r{name:<24} [{bar:<{width}}] {done}/{total}   ")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\r" + " " * 80 + "\r")
            self.stream.flush()


def load_review(folder: Path, without: str) -> Review | None:
    """The teacher's review of ``folder`` (made in the window or with ``plagcheck review``), if
    any; a review that cannot be read is said on stderr (``without``: what then goes without it)."""
    from plagcheck.reports.review import Review, ReviewError

    try:
        review, message = Review.for_folder(folder)
    except ReviewError as e:
        print(f"plagcheck: {e}; {say(without)}", file=sys.stderr)
        return None
    if message:
        print(f"plagcheck: {message}", file=sys.stderr)
    return review
