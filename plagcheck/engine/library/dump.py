"""A MediaWiki XML dump read page by page (mwxml): the site it describes and its articles.

Any export schema (0.10, 0.11, ...) and any language: mwxml reads the elements, not a schema;
file and category namespaces are named by the dump's own siteinfo. ``.xml.bz2`` (plain or
multistream: Python's bz2 reads concatenated streams), ``.xml.gz`` and ``.xml`` are read as a
stream, so memory stays flat whatever the dump's size. A page is an article when it is in the
main namespace, not a redirect and not a disambiguation page; the others are counted by reason.
A dump that ends early or is damaged stops the reading where it does, and ``stopped`` says where.
"""

from __future__ import annotations

import bz2
import gzip
import re
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO
from urllib.parse import quote

import mwxml

from plagcheck.engine.library.wikitext import is_disambiguation, is_redirect

_DATE_IN_NAME = re.compile(r"-(\d{4})(\d{2})(\d{2})-")


@dataclass(frozen=True)
class Site:
    """What a dump's siteinfo says: the wiki, its article URL prefix, its namespace names."""

    name: str = ""  # sitename: Wikipedia
    wiki: str = ""  # dbname: enwiki
    base: str = ""  # https://en.wikipedia.org/wiki/
    language: str = ""
    files: tuple[str, ...] = ()
    categories: tuple[str, ...] = ()

    def url(self, title: str) -> str:
        return self.base + quote(title.replace(" ", "_"), safe="/:(),'!*@$;") if self.base else ""


@dataclass(frozen=True)
class Page:
    """One article as the workers receive it: plain data."""

    id: int
    title: str
    revision: int
    timestamp: str
    text: str


class Dump:
    """Pages of a dump, in order. ``pages(skip)`` yields (verdict, page): "article" with the
    page, or the reason it is left out ("namespace", "redirect", "disambiguation") with None.
    """

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.size = self.path.stat().st_size
        self._raw = open(self.path, "rb")  # noqa: SIM115 -- closed by close()
        name = self.path.name.lower()
        stream: IO[bytes] | bz2.BZ2File | gzip.GzipFile = self._raw
        if name.endswith(".bz2"):
            stream = bz2.BZ2File(self._raw)
        elif name.endswith(".gz"):
            stream = gzip.GzipFile(fileobj=self._raw)
        self._stream = _Ends(stream)
        self.stopped = ""
        self.newest = ""
        try:
            self._dump = mwxml.Dump.from_file(self._stream)
            info = self._dump.site_info
        except Exception as e:  # noqa: BLE001 -- any damage is reported in words
            self._raw.close()
            raise ValueError(
                f"{self.path.name} is not a MediaWiki XML dump ({_reason(e)})"
            ) from None
        names = {n.id: n.name for n in (info.namespaces or []) if n.name}
        base = info.base or ""
        prefix = base.rsplit("/", 1)[0] + "/" if "/wiki/" in base else ""
        wiki = info.dbname or ""
        self.site = Site(
            name=info.name or "",
            wiki=wiki,
            base=prefix,
            language=wiki[:-4].replace("_", "-") if wiki.endswith("wiki") else "",
            files=tuple(n for k, n in names.items() if k == 6),
            categories=tuple(n for k, n in names.items() if k == 14),
        )
        m = _DATE_IN_NAME.search(self.path.name)
        self.date_in_name = f"{m[1]}-{m[2]}-{m[3]}" if m else ""

    def position(self) -> int:
        """Bytes of the file read so far (of ``size``)."""
        try:
            return self._raw.tell()
        except (OSError, ValueError):
            return self.size

    def close(self) -> None:
        self._raw.close()

    def pages(self, skip: int = 0) -> Iterator[tuple[str, Page | None]]:
        seen = 0
        last = ""
        try:
            for page in self._dump:
                revisions = list(page)  # read whole before it counts: a cut page is not used
                seen += 1
                last = page.title or ""
                if seen <= skip:
                    continue
                yield self._verdict(page, revisions)
        except Exception as e:  # noqa: BLE001 -- a damaged dump keeps what was read before
            after = f"after page {seen:,} ({last!r})" if seen else "before its first page"
            self.stopped = (
                f"the dump ends or is damaged {after}, at byte {self.position():,} of "
                f"{self.size:,}: {_reason(self._stream.error or e)}"
            )

    def _verdict(
        self, page: mwxml.Page, revisions: list[mwxml.Revision]
    ) -> tuple[str, Page | None]:
        if page.namespace != 0:
            return "namespace", None
        if not revisions:
            return "empty", None
        rev = revisions[-1]
        text = rev.text or ""
        if page.redirect or is_redirect(text):
            return "redirect", None
        title = page.title or ""
        if is_disambiguation(title, text):
            return "disambiguation", None
        stamp = str(rev.timestamp) if rev.timestamp is not None else ""
        self.newest = max(self.newest, stamp)
        return "article", Page(int(page.id), title, int(rev.id or 0), stamp, text)


class _Ends:
    """A decompressing stream whose damage ends the data (keeping the error) instead of raising
    inside the XML parser, so that everything decompressed before it is parsed."""

    def __init__(self, stream: IO[bytes] | bz2.BZ2File | gzip.GzipFile) -> None:
        self.stream = stream
        self.error: BaseException | None = None

    def read(self, n: int = -1) -> bytes:
        if self.error is not None:
            return b""
        try:
            return self.stream.read(n)
        except (EOFError, OSError, zlib.error) as e:
            self.error = e
            return b""


def _reason(e: BaseException) -> str:
    text = str(e) or type(e).__name__
    return text[:200]
