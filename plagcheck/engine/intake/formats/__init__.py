"""The format readers, one module per format, and the dispatch from a file's suffix to its reader.

``parse_here`` reads bytes in this process; the isolated reading child (``intake.isolate``) calls
it, and ``intake.extract.parse`` decides where a format is read. A reader raises
``limits.ExtractionError`` with a reason a teacher understands ("password-protected PDF").
"""

from __future__ import annotations

from collections.abc import Callable

from plagcheck.engine.intake.formats.docx import read_docx
from plagcheck.engine.intake.formats.encoding import read_text
from plagcheck.engine.intake.formats.html import read_html
from plagcheck.engine.intake.formats.limits import (
    NOT_DOCX,
    NOT_ODT,
    NOT_PDF,
    OUT_OF_MEMORY,
    ExtractionError,
)
from plagcheck.engine.intake.formats.odt import read_odt
from plagcheck.engine.intake.formats.pdf import read_pdf
from plagcheck.engine.intake.formats.rtf import read_rtf
from plagcheck.engine.model import Extracted

READERS: dict[str, Callable[[bytes], Extracted]] = {
    ".txt": read_text,
    ".md": read_text,
    ".html": read_html,
    ".htm": read_html,
    ".docx": read_docx,
    ".odt": read_odt,
    ".rtf": read_rtf,
    ".pdf": read_pdf,
}
# What a library's unexpected exception most likely means, per format.
_CORRUPT = {
    ".docx": NOT_DOCX,
    ".odt": NOT_ODT,
    ".rtf": "corrupt RTF",
    ".pdf": NOT_PDF,
    ".html": "cannot read HTML file",
    ".htm": "cannot read HTML file",
}


def preload() -> None:
    """Import every reader's library (the reading child does it once, before its memory cap)."""
    import bs4  # noqa: F401
    import charset_normalizer  # noqa: F401
    import docx  # noqa: F401
    import numpy  # noqa: F401
    import odf.opendocument  # noqa: F401
    import pypdf  # noqa: F401
    import striprtf.striprtf  # noqa: F401


def _out_of_memory(e: BaseException | None) -> bool:
    """Whether ``e`` or what caused it is a failed allocation (lxml reports libxml2's as a
    syntax error; a reader's broad ``except`` may have wrapped a MemoryError)."""
    seen = 0
    while e is not None and seen < 20:
        if isinstance(e, MemoryError) or "memory allocation failed" in str(e).lower():
            return True
        e, seen = e.__cause__ or e.__context__, seen + 1
    return False


def parse_here(suffix: str, data: bytes) -> Extracted:
    """``parse`` in this process."""
    try:
        return READERS[suffix](data)
    except ExtractionError as e:
        if _out_of_memory(e.__cause__ or e.__context__):
            raise ExtractionError(OUT_OF_MEMORY) from e
        raise
    except RecursionError as e:
        raise ExtractionError(
            f"{_CORRUPT.get(suffix, 'cannot read file')} (too deeply nested)"
        ) from e
    except Exception as e:
        if _out_of_memory(e):
            raise ExtractionError(OUT_OF_MEMORY) from e
        raise ExtractionError(_CORRUPT.get(suffix, f"cannot read file ({type(e).__name__})")) from e
