"""Library: sources beyond the class, kept on disk and searched by a scan without being read.

In: a MediaWiki XML dump (.xml.bz2, .xml.gz or .xml; any export schema and language) or a
folder of documents, turned into articles (title, page id, revision, date, URL, the text a
reader sees: ``wikitext``, ``dump``) and their winnowed fingerprints, written a batch at a time
by worker processes into a library folder (``build``, ``shelf``). Out: a ``Library`` that a scan
joins like an archive (the archive's interface and join, ``archive.store.archive_candidates``):
the articles sharing a passage with a student, as reference texts (``Document.source``, with
``title``, ``url`` and ``library``); ``Several`` joins several libraries and an archive as one;
``remove_articles`` takes articles out without building again.
Must not import: ``pipeline``, ``distributed`` or any front; it sits beside ``archive`` (whose
interface and join it uses) and above ``stages``.
"""

from typing import TYPE_CHECKING, Any

from plagcheck.engine.library.reader import Library, LibraryInfo, is_library, library_info
from plagcheck.engine.library.remove import Removal, remove_articles
from plagcheck.engine.library.several import Several, joined
from plagcheck.engine.library.shelf import LibraryError, Source

if TYPE_CHECKING:
    from plagcheck.engine.library.build import BuildReport, build_library


def __getattr__(name: str) -> Any:
    """What builds a library (``build``: a dump's reader and MediaWiki's parser, 25 ms to
    import) is imported when asked for, not by every scan that may join a library."""
    if name in ("BuildReport", "build_library"):
        from plagcheck.engine.library import build

        return getattr(build, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "BuildReport",
    "Library",
    "LibraryError",
    "LibraryInfo",
    "Removal",
    "Several",
    "Source",
    "build_library",
    "is_library",
    "joined",
    "library_info",
    "remove_articles",
]
