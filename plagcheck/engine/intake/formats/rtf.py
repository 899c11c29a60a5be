"""RTF (striprtf: small, dependency-free, handles escapes and code pages), its nesting bounded."""

from __future__ import annotations

from plagcheck.engine.intake.formats.limits import (
    MAX_RTF_DEPTH,
    NOT_RTF,
    ExtractionError,
    make_result,
)
from plagcheck.engine.model import Extracted
from plagcheck.i18n import msg


def rtf_depth(data: bytes) -> int:
    """Deepest nesting of RTF groups ``{...}`` (escaped braces do not count), in numpy."""
    import numpy as np

    plain = data.replace(b"\\\\", b"").replace(b"\\{", b"").replace(b"\\}", b"")
    depth = deepest = 0
    for lo in range(0, len(plain), 1 << 20):  # a MiB at a time: bounded memory
        b = np.frombuffer(plain, dtype=np.uint8, count=min(1 << 20, len(plain) - lo), offset=lo)
        steps = (b == 123).astype(np.int32) - (b == 125)
        run = np.cumsum(steps) + depth
        if len(run):
            deepest = max(deepest, int(run.max()))
            depth = int(run[-1])
    return deepest


def read_rtf(data: bytes) -> Extracted:
    from striprtf.striprtf import rtf_to_text

    # RTF is 7-bit text with escapes; latin-1 maps each byte to one character, losslessly.
    raw = data.decode("latin-1").lstrip("\ufeff\xef\xbb\xbf \t\r\n")
    if not raw.startswith("{\\rtf"):
        raise ExtractionError(NOT_RTF)
    depth = rtf_depth(data)
    if depth > MAX_RTF_DEPTH:
        raise ExtractionError(
            f"RTF nested too deeply ({depth:,} levels; the limit is {MAX_RTF_DEPTH:,})"
        )
    try:
        text = rtf_to_text(raw, errors="replace")
    except Exception as e:
        raise ExtractionError(msg("corrupt RTF")) from e
    return make_result(text.strip())
