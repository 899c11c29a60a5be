"""The credit groups as teachers read them: their labels, short codes (style classes), the
legend of the HTML report and each report's counts by group."""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from plagcheck.engine.compare import (
    CITED_NOT_QUOTED,
    CREDITS,
    QUOTED_AND_CITED,
    QUOTED_NOT_CITED,
    UNCREDITED,
    Passage,
)
from plagcheck.i18n import _, msg, say

# Turnitin's words for the same groups, where a teacher has met them: "Cited and quoted",
# "Missing citation", "Missing quotations", "Not cited or quoted".
# Messages (English as they are; ``say`` writes them in the reader's language): the window
# shows the same words, from the same catalogue.
LABEL = {
    QUOTED_AND_CITED: msg("quoted and cited"),
    QUOTED_NOT_CITED: msg("quoted, no citation"),
    CITED_NOT_QUOTED: msg("cited, no quotation marks"),
    UNCREDITED: msg("no quotation marks, no citation"),
}
EXPLAIN = {
    QUOTED_AND_CITED: msg("credit given: listed, greyed, not counted in the similarity"),
    QUOTED_NOT_CITED: msg("in quotation marks, but no citation names where it is from"),
    CITED_NOT_QUOTED: msg(
        "a citation names the source, but the words are not marked as a quotation"
    ),
    UNCREDITED: msg("taken without quotation marks or a citation"),
}
CODE = {QUOTED_AND_CITED: "qc", QUOTED_NOT_CITED: "qn", CITED_NOT_QUOTED: "cn", UNCREDITED: "un"}


def credit_of(p: Passage) -> str:
    return getattr(p, "credit", UNCREDITED)


def counts(passages: Iterable[Passage]) -> dict[str, int]:
    """Passages of each credit group, in ``CREDITS`` order."""
    out = dict.fromkeys(CREDITS, 0)
    for p in passages:
        out[credit_of(p)] = out.get(credit_of(p), 0) + 1
    return out


def legend_html() -> str:
    """The HTML report's legend of the credit groups."""
    items = "".join(
        f"<span class='cr cr-{CODE[c]}' title='{escape(say(EXPLAIN[c]))}'>"
        f"{escape(say(LABEL[c]))}</span>"
        for c in CREDITS
    )
    return (
        "<p class='legend'>"
        + _("Credit the student gave each passage: {items}", items=items)
        + "</p>"
    )
