"""Removing articles from a finished library, without building it again.

A withdrawn article, or a dump added by mistake, is removed by title or page id (a folder's
document by its file name): the articles' numbers are appended to ``removed.u32``, then
counted in ``library.json``; every scan reads them and leaves them out of its lookups. Their
records in ``texts.bin`` are overwritten with zeros, so their text is gone from the disk too.
The index rows stay where they are (a bucket is not rewritten) and are skipped; the other
articles keep their numbers, so nothing else is touched.

Finding an article by title or page id reads every record once (a library keeps no index of
titles).
"""

from __future__ import annotations

import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from plagcheck.engine.library.shelf import (
    LibraryError,
    Meta,
    removed_ids,
    unpack_record,
    write_removed,
)


@dataclass
class Removal:
    """What ``remove_articles`` did: the articles removed (title, page id or file), and what
    was asked for that the library does not hold."""

    removed: list[tuple[str, str]] = field(default_factory=list)
    not_found: list[str] = field(default_factory=list)


def same_title(a: str, b: str) -> bool:
    """Titles as MediaWiki compares them: underscores are spaces, the first letter's case does
    not count."""

    def norm(t: str) -> str:
        t = " ".join(t.replace("_", " ").split())
        return t[:1].upper() + t[1:]

    return norm(a) == norm(b)


def remove_articles(
    folder: Path | str, titles: Sequence[str] = (), pages: Sequence[str] = ()
) -> Removal:
    """Remove the articles named by ``titles`` (or a folder document's file name) and by page
    ids ``pages`` from the library at ``folder``; those not found are reported, not an error."""
    folder = Path(folder)
    meta = Meta.read(folder)
    if not meta.sealed or any(s.state != "done" for s in meta.sources):
        raise LibraryError(
            f"library {meta.name} is not finished: finish its build before removing from it"
        )
    gone = removed_ids(folder, meta)
    want_pages = {p.strip() for p in pages}
    hit_titles: set[str] = set()
    hit_pages: set[str] = set()
    out = Removal()
    ids: list[int] = []
    for i, rec in _records(folder, meta.docs, gone):
        page = str(rec.get("p", ""))
        title = str(rec.get("t", ""))
        by_page = page in want_pages
        by_title = [t for t in titles if same_title(t, title)]
        if by_page or by_title:
            ids.append(i)
            out.removed.append((title, page or str(rec.get("f", ""))))
            hit_titles.update(by_title)
            if by_page:
                hit_pages.add(page)
    out.not_found = [f"title '{t}'" for t in titles if t not in hit_titles] + [
        f"page id {p}" for p in pages if p.strip() not in hit_pages
    ]
    if ids:
        write_removed(folder, meta, np.array(ids, dtype=np.uint32))
        _erase(folder, ids)
    return out


def _records(folder: Path, n: int, gone: np.ndarray) -> Iterator[tuple[int, dict]]:
    """Every record still in the library, with its number, read in order."""
    ends = np.fromfile(folder / "ends.u64", dtype="<u8", count=n)
    skip = set(gone.tolist())
    with open(folder / "texts.bin", "rb") as f:
        start = 0
        for i, end in enumerate(ends.tolist()):
            blob = f.read(end - start)
            start = end
            if i in skip:
                continue
            try:
                yield i, unpack_record(blob)
            except (zlib.error, ValueError):
                raise LibraryError(f"the library is damaged: record {i} cannot be read") from None


def _erase(folder: Path, ids: Sequence[int]) -> None:
    """Overwrite the records ``ids`` with zeros (their length kept: the others do not move)."""
    ends = np.fromfile(folder / "ends.u64", dtype="<u8")
    with open(folder / "texts.bin", "r+b") as f:
        for i in ids:
            start = int(ends[i - 1]) if i else 0
            f.seek(start)
            f.write(bytes(int(ends[i]) - start))
