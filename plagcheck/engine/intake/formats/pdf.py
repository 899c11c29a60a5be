"""PDF (pypdf: pure Python, text extraction, standard empty-password decryption), pages bounded."""

from __future__ import annotations

import io
import logging

from plagcheck.engine.intake.formats.limits import (
    ENCRYPTED_PDF,
    MAX_PDF_PAGES,
    NOT_PDF,
    SCANNED_PDF,
    ExtractionError,
    make_result,
)
from plagcheck.engine.model import Extracted

# pypdf reports every oddity of a sloppy PDF on its logger; the teacher only needs our reason.
logging.getLogger("pypdf").setLevel(logging.ERROR)


def read_pdf(data: bytes) -> Extracted:
    from pypdf import PdfReader
    from pypdf.errors import DependencyError, FileNotDecryptedError

    try:
        reader = PdfReader(io.BytesIO(data))
        # Many PDFs are encrypted with an empty user password (only copying is restricted).
        if reader.is_encrypted and not reader.decrypt(""):
            raise ExtractionError(ENCRYPTED_PDF)
        n_pages = len(reader.pages)
        if n_pages > MAX_PDF_PAGES:
            raise ExtractionError(
                f"PDF has too many pages ({n_pages:,}; the limit is {MAX_PDF_PAGES:,})"
            )
        pages = list(reader.pages)
    except ExtractionError:
        raise
    except DependencyError as e:
        raise ExtractionError(
            "encrypted PDF (AES): install the 'cryptography' package to read it"
        ) from e
    except FileNotDecryptedError as e:
        raise ExtractionError(ENCRYPTED_PDF) from e
    except Exception as e:
        raise ExtractionError(NOT_PDF) from e
    texts, failed = [], 0
    for page in pages:
        try:
            texts.append(page.extract_text() or "")
        except Exception:  # noqa: BLE001
            failed += 1  # one broken page must not lose the others
    text = "\n\n".join(t.strip("\n") for t in texts if t.strip())
    if not text.strip():
        raise ExtractionError(NOT_PDF if failed else SCANNED_PDF)
    return make_result(text)
