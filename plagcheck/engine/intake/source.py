"""A class's files as they come: a folder or a .zip, listed and read without unpacking.

A zip is read in memory, member by member, never unpacked next to the teacher's files. A .zip a
student handed in is opened too, one level (a zip inside it is a problem, not opened). Bounds are
those of ``engine.safezip``, checked before anything is inflated: members, total and per-member
inflated size, compression ratio, encryption; a member is never inflated past its declared size,
and one larger than the per-file limit is not read at all.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timezone
from functools import lru_cache
from pathlib import Path

from plagcheck.engine.intake import extract as ex
from plagcheck.engine.intake import files
from plagcheck.engine.intake.names import escape_name
from plagcheck.engine.intake.safezip import Limits, SafeZip, ZipProblem
from plagcheck.engine.intake.submission import SubmissionFile
from plagcheck.engine.model import Problem, safe_display
from plagcheck.i18n import msg

ZIP = ".zip"
NESTED_TOO_DEEP = msg("zip inside a submitted zip: not opened")
# Bounds of a class's download (checked from its directory before anything is inflated): a class
# of a few hundred students with PDFs and pictures is far larger than one Office document.
DOWNLOAD_LIMITS = Limits(max_members=50_000, max_total=8 * 2**30, max_member=512 * 2**20)
# A zip a student handed in is read into memory to be opened: the default bounds (512 MiB).
STUDENT_LIMITS = Limits()


@dataclass(frozen=True)
class Item:
    """A file found under the scanned root: ``inner`` is its path there ("/"-separated, a
    student's zip counting as a folder), ``file`` how to read it."""

    inner: str
    file: SubmissionFile
    zip: str = ""  # the inner path of the zip a student handed in that holds it, if one does


def _limit(max_bytes: int) -> str:
    return ex.too_large(max_bytes)


def _open(data: str | bytes, limits: Limits) -> SafeZip:
    """A class's zip or a student's: a member over the bounds is refused on its own (named, with
    its student, as a problem); only too many members or too much in all refuse the whole zip."""
    try:
        return SafeZip(data, limits, per_member=True)
    except ZipProblem as e:
        raise ex.ExtractionError(e.reason) from e


_READING = threading.Lock()


@lru_cache(maxsize=8)
def _zip_on_disk(path: str, mtime: float, size: int) -> SafeZip:
    return _open(path, DOWNLOAD_LIMITS)


@lru_cache(maxsize=4)
def _zip_in_zip(path: str, mtime: float, size: int, member: str) -> SafeZip:
    return _open(_member(_zip(path), member, STUDENT_LIMITS.max_total), STUDENT_LIMITS)


def _stat(path: str) -> tuple[float, int]:
    try:
        st = os.stat(path)
    except OSError as e:
        raise ex.ExtractionError(msg("zip not found")) from e
    return st.st_mtime, st.st_size


def _zip(path: str, member: str | None = None) -> SafeZip:
    """The zip at ``path`` (or its member ``member``, a zip a student handed in), opened once per
    process and kept while the file is unchanged: each member read is then a seek and an inflate."""
    if member is None:
        return _zip_on_disk(path, *_stat(path))
    return _zip_in_zip(path, *_stat(path), member)


def forget_zips() -> None:
    """Let go of the zips kept open (a scan is over; the teacher may move or delete them)."""
    for cache in (_zip_in_zip, _zip_on_disk):
        cache.cache_clear()


# A forked worker inherits the open zips, and with them the parent's file offsets: two processes
# reading one shared descriptor seek under each other (members read as "corrupt"). Each process
# opens its own.
os.register_at_fork(after_in_child=forget_zips)


def _member(zf: SafeZip, name: str, max_bytes: int) -> bytes:
    try:
        info = zf.getinfo(name)
    except KeyError as e:
        raise ex.ExtractionError(msg("missing from the zip")) from e
    if info.file_size > max_bytes:
        raise ex.ExtractionError(_limit(max_bytes))
    if info.file_size == 0:
        raise ex.ExtractionError(msg("empty file"))
    try:
        with _READING:  # one open zip, one file position: a second scan's thread must wait
            return zf.read(info)  # never past its declared size (limits checked on opening)
    except ZipProblem as e:
        raise ex.ExtractionError(e.reason) from e


def read_bytes(f: SubmissionFile, max_bytes: int) -> bytes:
    """The bytes of a submission's file, on disk or inside a zip, or ExtractionError."""
    if f.text is not None:
        return f.text.encode("utf-8", "surrogatepass")
    if not f.members:
        return ex.read_file(f.location, max_bytes)
    if _ext(f.members[-1].replace("\\", "/")) not in ex.SUPPORTED:
        raise ex.ExtractionError(ex.unsupported(Path(f.members[-1])))
    zf = _zip(f.location, f.members[0] if len(f.members) > 1 else None)
    return _member(zf, f.members[-1], max_bytes)


def format_name(f: SubmissionFile) -> str:
    """The name whose extension says the file's format."""
    if f.text is not None:
        return "typed.html" if "<" in f.text and ">" in f.text else "typed.txt"
    return f.members[-1] if f.members else f.location


def _ext(path: str) -> str:
    """``extract.suffix_of`` of a "/"-separated path inside a zip (no os.path: a zip's directory
    of a few hundred students is listed in a few milliseconds)."""
    name = path[path.rfind("/") + 1 :]
    dot = name.rfind(".")
    return name[dot:].lower() if 0 < dot < len(name) - 1 else ""


DUPLICATE = msg("two entries of this name in the zip: the later one is read")


def _clutter(member: str) -> bool:
    return any(files.is_clutter(part) for part in member.split("/") if part)


def _members(zf: SafeZip, prefix: str, problems: list[Problem]) -> Iterator[tuple[str, str]]:
    """(name as stored, "/"-separated path) of every readable file in a zip, clutter left out,
    in order. A member over the bounds (``SafeZip.refused``) is a problem named ``prefix/path``;
    so is a name stored twice (an LMS that zips again appends): one file, the later entry, as
    ``zipfile`` reads it, never a pair of a student with themself."""
    found: dict[str, tuple[str, str]] = {}
    for info in zf.infolist():
        path = info.filename.replace("\\", "/").strip("/")
        if info.is_dir() or not path or _clutter(path):
            continue
        if path in found:
            problems.append(Problem(safe_display(f"{prefix}/{path}"), DUPLICATE))
        why = zf.refused(info)
        if why is not None:
            found.pop(path, None)
            problems.append(Problem(safe_display(f"{prefix}/{path}"), why))
            continue
        found[path] = (info.filename, path)
    yield from sorted(found.values(), key=lambda n: (n[1].casefold(), n[1]))


def _student_zip(
    location: str,
    rel: str,
    inner: str,
    outer: tuple[str, ...],
    items: list[Item],
    problems: list[Problem],
) -> None:
    """The files of a zip a student handed in (at ``location``, or member ``outer`` of it)."""
    try:
        zf = _zip(location, outer[0] if outer else None)
    except ex.ExtractionError as e:
        problems.append(Problem(rel, e.reason))
        return
    for name, path in _members(zf, rel, problems):
        shown = safe_display(path)
        sub_rel = f"{rel}/{shown}"
        ext = _ext(path)
        if ext == ZIP:
            problems.append(Problem(sub_rel, NESTED_TOO_DEEP))
        elif ext in ex.SUPPORTED:
            f = SubmissionFile(location, sub_rel, (*outer, name))
            items.append(Item(f"{inner}/{shown}", f, inner))
        else:
            problems.append(Problem(sub_rel, ex.unsupported(Path(path))))


def list_folder(folder: Path) -> tuple[list[Item], list[Problem]]:
    """Every file of a folder that may be part of a submission (zips a student handed in opened)."""
    entries, problems = files.find_files(folder, also=(ZIP,))
    items: list[Item] = []
    for e in entries:
        if ex.suffix_of(e.rel) == ZIP:
            _student_zip(e.location, e.rel, e.rel, (), items, problems)
        else:
            items.append(Item(e.rel, SubmissionFile(e.location, e.rel)))
    return items, problems


def list_zip(path: Path) -> tuple[list[Item], list[Problem]]:
    """Every file of a downloaded .zip; a corrupt zip is one problem, a member that cannot be
    read is one problem (named with its student's folder), and the rest is read."""
    name = escape_name(path.name)
    try:
        zf = _zip(str(path))
    except ex.ExtractionError as e:
        return [], [Problem(name, e.reason)]
    items: list[Item] = []
    problems: list[Problem] = []
    for member, inner in _members(zf, name, problems):
        inner = safe_display(inner)
        rel = f"{name}/{inner}"
        ext = _ext(inner)
        if ext == ZIP:
            _student_zip(str(path), rel, inner, (member,), items, problems)
        elif ext in ex.SUPPORTED:
            items.append(Item(inner, SubmissionFile(str(path), rel, (member,))))
        else:
            problems.append(Problem(rel, ex.unsupported(Path(inner))))
    return items, problems


def _extended_time(extra: bytes) -> float | None:
    """The UTC modification time of a zip entry's extended timestamp field (0x5455), if any."""
    at = 0
    while at + 4 <= len(extra):
        kind, size = (
            int.from_bytes(extra[at : at + 2], "little"),
            int.from_bytes(extra[at + 2 : at + 4], "little"),
        )
        body = extra[at + 4 : at + 4 + size]
        if kind == 0x5455 and len(body) >= 5 and body[0] & 1:
            return float(int.from_bytes(body[1:5], "little", signed=True))
        at += 4 + size
    return None


def file_time(f: SubmissionFile) -> datetime | None:
    """When a file was last changed as its download or folder says: a zip entry's time (the
    entry of the outer zip for a zip a student handed in), else the file's modification time;
    None for typed-in text, a file gone, or a zip entry without a time (1980-01-01). A zip
    entry's time is in UTC where the zip says so (extended timestamp), else local time."""
    if f.text is not None:
        return None
    if not f.members:
        try:
            return datetime.fromtimestamp(os.stat(f.location).st_mtime, timezone.utc)
        except OSError:
            return None
    try:
        info = _zip(f.location).getinfo(f.members[0])
    except (ex.ExtractionError, KeyError):
        return None
    utc = _extended_time(info.extra)
    if utc is not None:
        return datetime.fromtimestamp(utc, timezone.utc)
    if info.date_time[:3] <= (1980, 1, 1):
        return None
    return datetime(*info.date_time).astimezone()
