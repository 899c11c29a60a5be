"""The HTML report's head: the bar at the top (the class in counts, links to each section) and
the line that says when, by what and how the report was made."""

from __future__ import annotations

from html import escape

from plagcheck import __version__
from plagcheck.engine import Result, safe_display
from plagcheck.engine.intake import describe
from plagcheck.i18n import _, n_, say
from plagcheck.reports.names import Names

__all__ = ["bar", "meta"]


def e(value: object) -> str:
    return escape(str(value), quote=True)


def bar(result: Result) -> str:
    """The bar at the top: the class in counts, the thresholds, links to each section."""
    p = result.params
    return "\n".join(
        [
            "<header class='bar'><div class='wrap'>",
            "<span class='brand'>plagcheck</span>",
            "<a href='#students'>" + n_("{n} student", "{n} students", result.class_size) + "</a>",
            "<a href='#summary'>"
            + n_("{n} document", "{n} documents", len(result.documents))
            + "</a>",
            f"<a href='#problems' class='{'warn' if result.problems else ''}'>"
            + n_("{n} not compared", "{n} not compared", len(result.problems))
            + "</a>",
            "<a href='#pairs'>"
            + n_("{n} reported pair", "{n} reported pairs", len(result.reported))
            + "</a>",
            "<span>" + n_("{n} group", "{n} groups", len(result.groups)) + "</span>",
            *(
                [
                    "<a href='#common'>"
                    + n_("{n} text shared by many", "{n} texts shared by many", len(result.common))
                    + "</a>"
                ]
                if result.common
                else []
            ),
            "<span>"
            + _(
                "threshold J ≥ {threshold:g} or containment ≥ {containment:g}",
                threshold=p.threshold,
                containment=p.containment_cut,
            )
            + "</span>",
            "<a href='#parameters'>" + _("parameters") + "</a>",
            "</div></header><main class='wrap'>",
        ]
    )


def meta(result: Result, names: Names, now: str) -> str:
    """When, by what and how the report was made, and from which folder."""
    p = result.params
    b, r = p.band_rows()
    root = safe_display(result.root) or _("(files)")
    where = "" if names.anonymise else _(" · folder <b>{root}</b>", root=e(root))
    if result.root:
        where += _(", read as {layout}", layout=e(say(describe(result.layout))))
    made = _(
        "Report made {date} by plagcheck {version}{where}.",
        date=e(now),
        version=e(__version__),
        where=where,
    )
    how = _("Exact comparison of every pair") if result.exact else _("Candidates found by LSH")
    grams = _(
        "{unit} {k}-grams, {perms} permutations, b={b} bands × r={r} rows.",
        unit=_("word") if p.unit.value == "word" else _("char"),
        k=p.k,
        perms=p.perms,
        b=b,
        r=r,
    )
    # (a message of its own: French puts a space before the semicolon)
    return f"<p class='meta'>{made} " + _("{how}; {grams}", how=how, grams=grams) + "</p>"
