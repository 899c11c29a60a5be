"""OpenDocument .odt (odfpy, the reference library; ``teletype`` turns paragraphs into text)."""

from __future__ import annotations

import io

from plagcheck.engine.intake.formats.indent import indented
from plagcheck.engine.intake.formats.limits import (
    NOT_ODT,
    ExtractionError,
    Span,
    check_package,
    make_result,
)
from plagcheck.engine.model import Extracted


def read_odt(data: bytes) -> Extracted:
    from odf import teletype
    from odf.namespaces import FONS, STYLENS, TEXTNS
    from odf.opendocument import load

    check_package(data, NOT_ODT)
    try:
        document = load(io.BytesIO(data))
    except Exception as e:
        raise ExtractionError(NOT_ODT) from e
    if document.text is None:
        raise ExtractionError(NOT_ODT)
    # Automatic styles ("P3") point at the named style they tweak ("Quotations").
    parent_of = {}
    deep = set()  # paragraph styles indented as a block quote
    for st in document.automaticstyles.childNodes:
        if st.qname == (STYLENS, "style"):
            parent_of[st.getAttrNS(STYLENS, "name")] = st.getAttrNS(STYLENS, "parent-style-name")
            for pp in st.childNodes:
                if pp.qname == (STYLENS, "paragraph-properties"):
                    if indented(pp.getAttrNS(FONS, "margin-left")):
                        deep.add(st.getAttrNS(STYLENS, "name"))

    parts: list[str] = []
    pos = 0
    quotes: list[Span] = []
    stack = list(reversed(document.text.childNodes))
    while stack:
        node = stack.pop()
        if node.nodeType != node.ELEMENT_NODE or node.qname == (TEXTNS, "tracked-changes"):
            continue
        if node.qname in ((TEXTNS, "p"), (TEXTNS, "h")):
            text = teletype.extractText(node)
            style = node.getAttrNS(TEXTNS, "style-name")
            if text and ("quotation" in f"{style} {parent_of.get(style)}".lower() or style in deep):
                quotes.append((pos, pos + len(text)))
            parts.append(text + "\n")
            pos += len(text) + 1
        else:
            stack.extend(reversed(node.childNodes))
    return make_result("".join(parts).rstrip("\n"), quotes=quotes)
