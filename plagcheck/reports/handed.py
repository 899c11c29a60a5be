"""When students handed in, as the HTML report says it: a time and where it comes from, and which
side of a pair came first (an order in time, not a verdict; engine/intake/handin.py words it)."""

from __future__ import annotations

from html import escape

from plagcheck.engine import Document, handin
from plagcheck.i18n import _, msg, say

HANDED_IN_WORDS = msg(
    "when the student handed in (UTC), from the LMS download, a class list or, weaker, the "
    "file's own time"
)


def when(doc: Document) -> str:
    """A document's hand-in time in the reader's language ("unknown" where there is none)."""
    return say(handin.when_words(doc.submitted, doc.submitted_from))


def order_html(a: Document, b: Document, name_a: str, name_b: str) -> str:
    """Which side handed in first, in words, as a paragraph; "" where neither time is known."""
    said = handin.order_sentence(name_a, name_b, a.submitted, b.submitted)
    if not said:
        return ""
    return f"<p class='note order'>{escape(_('Hand-in: {order}.', order=said), quote=True)}</p>"
