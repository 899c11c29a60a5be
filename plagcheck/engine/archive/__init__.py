"""Archive: what the scans of past terms keep, and the join of a new class with it.

In: documents of a scan (their signatures, band keys, fingerprints, texts) to keep; a class's
band keys and fingerprints to join. Out: candidate pairs with archived documents, and the few
archived documents those candidates reach. One interface (``store.ArchiveStore``), two backends
that never import each other: ``sqlite`` (the desktop; its file in ``sqlite_file``) and
``parquet`` (millions of documents), on what they share (``base``: errors, reports, settings)
and one writer at a time (``locking``).
Must not import: ``pipeline``, ``distributed`` or any front; it sits above ``stages``.
"""

from plagcheck.engine.archive.base import (
    AddReport,
    ArchivedDocument,
    ArchiveError,
    ArchiveInfo,
    ArchiveMismatch,
)
from plagcheck.engine.archive.sqlite import Archive
from plagcheck.engine.archive.store import ArchiveStore, open_archive

__all__ = [
    "AddReport",
    "ArchivedDocument",
    "Archive",
    "ArchiveError",
    "ArchiveInfo",
    "ArchiveMismatch",
    "ArchiveStore",
    "open_archive",
]
