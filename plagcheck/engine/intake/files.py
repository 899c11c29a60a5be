"""Finding the submissions in a folder: every supported file, clutter (.DS_Store, Thumbs.db)
left out, links and special files named as problems.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from plagcheck.engine.intake.extract import not_regular, os_reason, suffix_of, unsupported
from plagcheck.engine.intake.formats.limits import BROKEN_LINK, SUPPORTED, ExtractionError
from plagcheck.engine.intake.names import escape_name
from plagcheck.engine.model import Problem
from plagcheck.i18n import msg

# Files that are never submissions: no problem is reported for them.
_CLUTTER = {".ds_store", "thumbs.db", "ehthumbs.db", "desktop.ini", "__macosx", "icon\r"}


def is_clutter(name: str) -> bool:
    low = name.lower()
    return (
        name.startswith((".", "~$"))  # hidden files and folders, Office lock files
        or name.endswith("~")  # editor backups
        or low in _CLUTTER
        or low.endswith(".tmp")
    )


@dataclass(frozen=True)
class FileEntry:
    """A submission found by :func:`find_files`: ``location`` is its path on disk, ``rel`` its
    path relative to the folder (with "/") as it is shown (:func:`escape_name`). Strings, not
    Paths: a large folder's entries are made, pickled to worker processes and read far faster so."""

    location: str
    rel: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "rel", escape_name(self.rel))

    @property
    def path(self) -> Path:
        return Path(self.location)


def find_files(folder: Path, also: tuple[str, ...] = ()) -> tuple[list[FileEntry], list[Problem]]:
    """Every supported file under ``folder`` (recursively), in a stable order; files with an
    extension in ``also`` (".zip" for the input stage) are listed too.

    Unsupported files, files that are not regular files (FIFO, device, socket, or a link to
    one), unreadable folders and broken links become problems (``Problem.path`` is the relative
    path, shown with :func:`escape_name`); clutter (hidden files, lock files, .DS_Store,
    Thumbs.db) is skipped silently. Symbolic links are followed, each real folder once, so link
    loops end.
    """
    folder = Path(folder)
    if not folder.exists():
        raise ExtractionError(msg("folder not found: {path}", path=escape_name(str(folder))))
    if not folder.is_dir():
        raise ExtractionError(msg("not a folder: {path}", path=escape_name(str(folder))))
    files: list[FileEntry] = []
    problems: list[Problem] = []
    seen = {os.path.realpath(folder)}
    stack: list[tuple[Path, str]] = [(folder, "")]
    while stack:
        directory, prefix = stack.pop()
        try:
            with os.scandir(directory) as it:
                entries = sorted(it, key=lambda e: (e.name.casefold(), e.name))
        except OSError as e:
            where = escape_name(prefix.rstrip("/")) or "."
            problems.append(Problem(where, os_reason("folder", e)))
            continue
        subdirs = []
        for entry in entries:
            if is_clutter(entry.name):
                continue
            rel = prefix + entry.name
            try:
                is_dir = entry.is_dir()
                is_file = not is_dir and entry.is_file()
                mode = 0 if is_dir or is_file else entry.stat().st_mode
            except OSError as e:
                why = BROKEN_LINK if entry.is_symlink() else os_reason("file", e)
                problems.append(Problem(escape_name(rel), why))
                continue
            if is_dir:
                real = os.path.realpath(entry.path)
                if real not in seen:  # a link back up the tree, or a second link to one folder
                    seen.add(real)
                    subdirs.append((Path(entry.path), rel + "/"))
            elif is_file:
                suffix = suffix_of(entry.name)
                if suffix in SUPPORTED or suffix in also:
                    files.append(FileEntry(entry.path, rel))
                else:
                    problems.append(Problem(escape_name(rel), unsupported(Path(entry.path))))
            else:  # a FIFO, device or socket, or a link to one
                problems.append(Problem(escape_name(rel), not_regular(mode)))
        stack.extend(reversed(subdirs))
    files.sort(key=lambda f: (f.rel.casefold(), f.rel))
    problems.sort(key=lambda p: (p.path.casefold(), p.path))
    return files, problems
