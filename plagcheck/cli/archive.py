"""``plagcheck archive add|list|remove|reindex|build``: keep past terms to check new folders
against (a SQLite file on the desktop, a Parquet folder built on Dask for millions)."""

from __future__ import annotations

import argparse
import glob
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from plagcheck import counted
from plagcheck.cli.options import (
    Progress,
    UsageError,
    add_engine_options,
    add_scan_options,
    dask_client,
    params_from_args,
)
from plagcheck.i18n import _, msg, n_, say

if TYPE_CHECKING:
    from plagcheck.engine.archive import ArchiveStore


def add_parser(sub: argparse._SubParsersAction) -> None:
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
    add_scan_options(add, output=False)
    ls = cmds.add_parser("list", help="labels, counts, parameters and size of an archive")
    ls.add_argument("--db", type=Path, required=True)
    ls.add_argument(
        "--documents",
        action="store_true",
        help="list every document the archive holds: student, label, file, date added",
    )
    ls.add_argument("--label", help="with --documents: only the documents of this label")
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
    add_scan_options(re, output=False)
    build = cmds.add_parser(
        "build", help="write a Parquet archive on a Dask cluster (for millions of documents)"
    )
    build.add_argument("source", help="folder, or a glob such as 'terms/**/*.docx'")
    build.add_argument("--out", type=Path, required=True, help="new folder for the archive")
    build.add_argument("--label", required=True, help="term or assignment, e.g. '2024 spring'")
    add_engine_options(build)
    add_scan_options(build, output=False)


def run(a: argparse.Namespace) -> int:
    from plagcheck.engine.archive import ArchiveError, open_archive

    try:
        if a.archive_command == "build":
            return _archive_build(a)
        if a.archive_command == "add":
            return _archive_add(a, open_archive(a.db, create=True)[0])
        if a.archive_command == "list":
            if a.label is not None and not a.documents:
                raise UsageError(msg("--label lists the documents of a label: add --documents"))
            return _archive_list(open_archive(a.db, readonly=True)[0], a.documents, a.label)
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
        if a.student is not None:
            what = _("no archived document with student {name!r}", name=a.student)
        elif a.label is not None:
            what = _("no archived document with label {name!r}", name=a.label)
        else:
            what = _("no archived document with path {name!r}", name=a.doc)
        print(f"plagcheck: {what}", file=sys.stderr)
        return 1
    removed = n_("removed {n} document", "removed {n} documents", n)
    print(f"{removed}; {_mb(before)} -> {_mb(after)}")
    if getattr(arc, "erasure_pending", False):
        said = _(
            "another program has the archive open: the removed text leaves the file when the "
            "archive is next changed (run this removal again once it is closed)"
        )
        print(f"plagcheck: {said}", file=sys.stderr)
    return 0


def _archive_reindex(a: argparse.Namespace) -> int:
    from plagcheck.engine.archive import Archive

    if a.db.is_dir():
        raise UsageError("re-indexing is for SQLite archives: build the Parquet archive again")
    with Archive(a.db) as arc:
        params = params_from_args(a)
        progress = Progress(sys.stderr, not a.quiet)
        try:
            empty = arc.reindex(params, progress)
        finally:
            progress.close()
        docs = counted(arc.count(), "document")
        print(f"re-indexed {docs} for {params.unit.value} {params.k}-grams")
        if empty:
            have = "has" if empty == 1 else "have"
            print(
                f"{counted(empty, 'document')} {have} nothing left to compare with these settings"
            )
        return 0


def _mb(n: int) -> str:
    return _("{mb:.1f} MB", mb=n / 2**20)


def _archive_add(a: argparse.Namespace, arc: ArchiveStore) -> int:
    from plagcheck.engine.archive import Archive

    try:
        if not a.folder.is_dir() and not (a.folder.is_file() and a.folder.suffix.lower() == ".zip"):
            raise UsageError(msg("not a folder or a .zip: {path}", path=str(a.folder)))
        params = params_from_args(a)

        def committed(n: int) -> None:
            # A line per committed batch: what a killed add is sure to have kept.
            print(n_("committed {n} document", "committed {n} documents", n), flush=True)

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
    added = n_(
        "added {n} document to {db} under {label!r}",
        "added {n} documents to {db} under {label!r}",
        rep.added,
        db=str(a.db),
        label=a.label,
    )
    rest = _(
        "({skipped} already there, {problems} not added)",
        skipped=rep.skipped,
        problems=len(rep.problems),
    )
    print(f"{added} {rest}")
    if rep.templates:
        kept = _(
            "kept {n} template files apart (not students' work; later scans against the archive "
            "subtract them)",
            n=rep.templates,
        )
        print(kept)
    if rep.note:
        print(f"  {say(rep.note)}")
    for pr in rep.problems:
        print(f"  {pr.path}: {say(pr.reason)}")
    return 0


def _archive_list(arc: ArchiveStore, documents: bool = False, label: str | None = None) -> int:
    try:
        info = arc.info()
        docs = arc.documents(label) if documents else []
    finally:
        arc.close()
    if documents:
        if label is not None and not docs:
            said = _("no archived document with label {name!r}", name=label)
            print(f"plagcheck: {said}", file=sys.stderr)
            return 1
        student, added, where = _("student"), _("added"), _("label / file")
        w = min(max([len(d.student) for d in docs] + [7, len(student)]), 30)
        print(f"{student:<{w}}  {added:<25}  {where}")
        for d in docs:
            print(f"{d.student or '-':<{w}}  {d.added:<25}  {d.label} / {d.path}")
        print(n_("{n} document", "{n} documents", len(docs)))
        return 0
    count = n_("{n} document", "{n} documents", info.documents)
    print(f"{info.path}: {count}, {_mb(info.size_bytes)}")
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
    params = params_from_args(a)
    progress = Progress(sys.stderr, not a.quiet)
    with dask_client(a) as client:
        try:
            manifest = distributed.build_archive(
                source, a.out, params, client, label=a.label, progress=progress
            )
        except ValueError as e:
            raise UsageError(str(e)) from None
        finally:
            progress.close()
    print(
        f"archived {counted(manifest['documents'], 'document')} in "
        f"{counted(len(manifest['parts']), 'part')} to {a.out}; "
        f"{counted(len(manifest['problems']), 'file')} not archived"
    )
    for path, reason in manifest["problems"]:
        print(f"  {path}: {reason}")
    return 0
