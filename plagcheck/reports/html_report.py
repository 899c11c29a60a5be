"""The HTML report: one self-contained file a teacher can hand to an academic-integrity panel.

No network and no external files: styles, charts (inline SVG) and a few lines of script are in the
page. Every piece of student text and every file name goes through ``html.escape``.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from datetime import datetime
from functools import cache
from html import escape
from importlib import resources
from pathlib import Path

import plagcheck.engine.compare as compare
from plagcheck import __version__
from plagcheck.engine import (
    Document,
    Result,
    describe_flags,
    handin,
    pair_passages,
)
from plagcheck.engine.compare import Pair, excluded_spans, reworded_words
from plagcheck.engine.intake import GENERATOR
from plagcheck.i18n import _, language, n_, number, parts, say, when
from plagcheck.reports import (
    export,  # the plain figure's words and the method's figures
    handed,
)
from plagcheck.reports.charts import charts_html
from plagcheck.reports.common import SECTION, common_html, common_line
from plagcheck.reports.credit import CODE, LABEL, credit_of, legend_html
from plagcheck.reports.export import atomic_write
from plagcheck.reports.graph_svg import graph_html
from plagcheck.reports.html_head import bar, meta
from plagcheck.reports.names import Names, key_csv, key_path  # noqa: F401 (the CLI's names)
from plagcheck.reports.review import DECISION_WORDS, NONE, Entry, Review

COLOURS = 8  # passage colours, cycled (.c0 .. .c7 in the style sheet)


@cache
def asset(name: str) -> str:
    """A file shipped beside this module (package data): the style sheet ``report.css`` and the
    script ``report.js``, which opens every pair before printing and outlines both halves of a
    passage when one is clicked. Both are put inline: the report is one self-contained file."""
    return resources.files(__package__).joinpath(name).read_text("utf-8")


def e(value: object) -> str:
    return escape(str(value), quote=True)


def write_html(
    result: Result, path: Path | str, anonymise: bool = False, review: Review | None = None
) -> dict[str, str]:
    """Write the report atomically. Returns the anonymisation key (alias -> file name), empty
    unless ``anonymise``; the key is never written into the report itself. ``review``: the
    teacher's decisions and notes, shown with each student and pair."""
    names = Names(result, anonymise)
    page = render(result, names, review)
    atomic_write(path, lambda f: f.write(page))
    return dict(names.key)


def render(result: Result, names: Names, review: Review | None = None) -> str:
    reported = result.reported
    # The date as the report's language writes it (ISO 8601 in English).
    now = when(datetime.now().astimezone())
    parts = [
        f"<!DOCTYPE html>\n<html lang='{language()}'><head><meta charset='utf-8'>",
        f"<meta name='generator' content='{GENERATOR} {e(__version__)}'>",
        "<meta name='viewport' content='width=device-width, initial-scale=1'>",
        "<meta name='referrer' content='no-referrer'>",
        "<meta http-equiv='Content-Security-Policy' content=\"default-src 'none'; "
        "style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">",
        "<title>" + _("plagcheck report · {date}", date=e(now)) + "</title>",
        f"<style>{asset('report.css')}</style></head><body>",
        bar(result),
        "<h1>" + _("Shared text between submissions") + "</h1>",
        meta(result, names, now),
        *(
            f"<p class='dense' role='note' style='border-left:4px solid var(--red);"
            f"padding:6px 12px;background:var(--paper)'><b>{_('Note:')}</b> {e(say(note))}</p>"
            for note in result.notes
        ),
        *(
            [
                "<p class='note'>"
                + e(common_line(result)).replace(
                    say(SECTION), f"<a href='#common'>{say(SECTION)}</a>"
                )
                + ".</p>"
            ]
            if result.common
            else []
        ),
        _students(result, names, review),
        _summary(result, names),
        common_html(result, names.docs),
        charts_html(result),
        _pair_table(result, names, review),
        "<h2 id='evidence'>" + _("Evidence, pair by pair") + "</h2>",
        _legend(),
    ]
    for n, pair in enumerate(reported, 1):
        parts.append(_pair_section(result, names, pair, n, review))
    if not reported:
        parts.append("<p>" + _("No pair reaches the thresholds.") + "</p>")
    parts += [_params(result), "</main>", f"<script>{asset('report.js')}</script></body></html>\n"]
    return "\n".join(parts)


def _legend() -> str:
    """What the marks in the texts mean."""
    said = _(
        "{shared_start}coloured, underlined and numbered text{end} is shared with the other "
        "document (the same colour and number on both sides; click it to jump to its "
        "partner) · {grey_start}grey text{end} did not count (assignment text, hidden text, "
        "quotations, bibliography or very common phrases) · {red_start}boxed red{end} "
        "characters were disguised (look-alike letters, invisible characters), each "
        "followed by its code point.",
        shared_start="<span class='p c0'><span class='pn'>1</span>",
        grey_start="<span class='ex'>",
        red_start="<span class='dis'>",
        end="</span>",
    )
    return f"<p class='legend'>{said}</p>"


def _decided(entry: Entry) -> str:
    """A decision and its note, as a student's or a pair's review shows them."""
    if entry.empty:
        return f"<span class='rv none'>{e(say(DECISION_WORDS[NONE.decision]))}</span>"
    cls = entry.decision.name.lower()
    note = f" <span class='rv-note'>{e(entry.note)}</span>" if entry.note else ""
    return f"<span class='rv {cls}'>{e(say(DECISION_WORDS[entry.decision]))}</span>{note}"


def _students(result: Result, names: Names, review: Review | None = None) -> str:
    """The students table the report opens with: who to look at first, and why."""
    number = {(p.a, p.b): n for n, p in enumerate(result.reported, 1)}
    order = sorted(result.students, key=lambda i: (-result.similarity[i].similarity, i))
    found, uncredited = e(say(export.FOUND_WORDS)), e(say(export.UNCREDITED_WORDS))
    out = [
        "<section id='students'><h2>" + _("Students, most shared text first") + "</h2>",
        f"<p class='note'>{found}. "
        + _(
            "Open the pair to judge the evidence: shared text is not always copying "
            "(quotations, common phrasing, allowed group work)."
        )
        + "</p>",
        _scroll(_("Students"))
        + f"<table class='scores students'><tr><th>#</th><th>{_('Student')}</th>"
        f"<th title='{found}'>{_('found elsewhere')}</th>"
        f"<th title='{uncredited}'>{_('not credited')}</th><th>{_('shares most with')}</th>"
        f"<th title='{e(_('documents it shares passages with'))}'>{_('matches')}</th>"
        f"<th>{_('flags')}</th>"
        f"<th title='{e(say(handed.HANDED_IN_WORDS))}'>{_('handed in')}</th>"
        f"<th title='{e(_('your decision and note'))}'>{_('review')}</th></tr>",
    ]
    for k, i in enumerate(order, 1):
        sim = result.similarity[i]
        top = sim.top
        match = "–"
        if top is not None:
            n = number.get((min(i, top.doc), max(i, top.doc)))
            who = e(names.docs[top.doc])
            who = f"<a href='#pair-{n}'>{who}</a>" if n else who
            match = f"{who} ({_pct(top.share)})"
        bar = (
            f"<span class='meter'><span style='width:{sim.similarity * 100:.1f}%'></span></span>"
            f"{_pct(sim.similarity)}"
        )
        if sim.by_credit[0]:  # quoted and cited: counted apart
            cited = _("+ {share} quoted and cited", share=_pct(sim.by_credit[0]))
            bar += f" <span class='note'>{cited}</span>"
        flags = "; ".join(say(f) for f in describe_flags(result.documents[i].flags))
        decided = _decided(review.student(result.documents[i]) if review else NONE)
        cells = [str(k), e(names.docs[i]), bar]
        cells += [_pct(sim.uncredited), match]
        cells += [str(len(sim.matches)), e(flags), e(handed.when(result.documents[i])), decided]
        out.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    for k, (name, why) in enumerate(result.unchecked, len(order) + 1):
        out.append(
            f"<tr class='problem'><td>{k}</td><td>{e(names.unchecked[name])}</td>"
            f"<td colspan='7'>{say(export.NOT_CHECKED)}: {e(say(why))}</td></tr>"
        )
    out.append("</table></div></section>")
    return "\n".join(out)


def _summary(result: Result, names: Names) -> str:
    cards = [
        (len(result.documents), _("documents compared")),
        (len(result.problems), _("files not compared")),
        (len(result.reported), _("pairs reported")),
        (len(result.groups), _("groups")),
    ]
    out = ["<section id='summary'><h2>" + _("Summary") + "</h2><div class='cards'>"]
    out += [f"<div class='card'><b>{number(n)}</b><span>{e(t)}</span></div>" for n, t in cards]
    out.append("</div>")
    if result.groups:
        out.append(
            "<h3>"
            + _("Groups")
            + "</h3><p class='note'>"
            + _(
                "Documents linked by reported pairs. A group of three or more can be a shared "
                "source or a ring."
            )
            + "</p><ol class='groups'>"
        )
        for g in result.groups:
            out.append("<li>" + ", ".join(f"<b>{e(names.docs[i])}</b>" for i in g) + "</li>")
        out.append("</ol>")
        out.append(graph_html(result, names))
    out.append("<h3 id='problems'>" + _("Files not compared") + "</h3>")
    if result.problems:
        out.append(f"<table class='plain'><tr><th>{_('File')}</th><th>{_('Reason')}</th></tr>")
        for j, pr in enumerate(result.problems):
            out.append(f"<tr><td>{e(names.problems[j])}</td><td>{e(say(pr.reason))}</td></tr>")
        out.append("</table>")
    else:
        out.append("<p class='note'>" + _("Every file was read and compared.") + "</p>")
    flagged = [
        (i, [say(f) for f in describe_flags(d.flags)]) for i, d in enumerate(result.documents)
    ]
    flagged = [(i, f) for i, f in flagged if f]
    if flagged:
        out.append("<h3>" + _("Disguised or hidden text found") + "</h3><ul class='flags'>")
        for i, fl in flagged:
            out.append(f"<li><b>{e(names.docs[i])}</b>: {e('; '.join(fl))}</li>")
        out.append("</ul>")
    out.append("</section>")
    return "\n".join(out)


# -- pairs -------------------------------------------------------------------------------------
def _pct(x: float) -> str:
    return number(x, ".0%")


def _score_head(result: Result, review: bool = False) -> str:
    """The pair tables' head: the plain figure first, the method's under "details" (and the
    teacher's decision on each ranked pair)."""
    # (&#39;: as this head has always written its apostrophe)
    figures = e(_("the method's figures, each with what it measures")).replace("&#x27;", "&#39;")
    return (
        f"<tr><th>#</th><th>{_('Document A')}</th><th>{_('Document B')}</th>"
        f"<th title='{e(say(export.PAIR_FOUND_WORDS))}'>{_('found elsewhere')}</th>"
        f"<th title='{e(say(export.UNCREDITED_WORDS))}'>{_('not credited')}</th>"
        f"<th>{_('passages')}</th><th title='{e(_('words'))}'>{_('longest')}</th>"
        f"<th title='{e(say(handin.NOT_A_VERDICT))}'>{_('handed in')}</th>"
        f"<th title='{figures}'>{_('details')}</th>"
        + f"<th title='{e(_('your decision and note'))}'>{_('review')}</th>" * review
        + "</tr>"
    )


def _score_row(
    result: Result, names: Names, p: Pair, n: int | str, link: bool, decided: str = ""
) -> str:
    """A pair's plain figure first, then the method's under "Details" (and ``decided``, its
    review, where the table has the column)."""
    docs = result.documents
    a, b = e(names.docs[p.a]), e(names.docs[p.b])
    if link:
        a, b = f"<a href='#pair-{n}'>{a}</a>", f"<a href='#pair-{n}'>{b}</a>"
    cov = f"{_pct(p.coverage_a)} / {_pct(p.coverage_b)}" if p.passages else "–"
    figures = [
        f"<span title='{e(say(what))}'>{e(say(label))} {number(getattr(p, field), '.3f')}</span>"
        for field, label, what in export.METHOD_FIGURES
    ]
    covered = _("covered A / B {shares}", shares=cov)
    figures.append(f"<span title='{e(say(export.COVERED_WORDS))}'>{covered}</span>")
    bands = _("bands {n}", n=p.bands_matched)
    figures.append(f"<span title='{e(_('bands of the signatures the two share'))}'>{bands}</span>")
    if p.language:
        what = e(_("the languages of the two texts"))
        figures.append(f"<span title='{what}'>{e(p.language)}</span>")
    cells = [
        str(n),
        a,
        b,
        f"<b>{_pct(compare.found_elsewhere(p))}</b>" if p.passages else "–",
        _pct(compare.not_credited(docs, p)) if p.passages else "–",
        number(p.passages) if p.reported else "–",
        number(p.longest_passage) if p.reported else "–",
        e(say(handin.order_short(names.docs[p.a], names.docs[p.b], *_times(docs, p)))),
        f"<details class='fig'><summary>{_('Details')}</summary>"
        + " · ".join(figures)
        + "</details>",
        *([decided] if decided else []),
    ]
    return "<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>"


def _times(docs: Sequence[Document], p: Pair) -> tuple[str | None, str | None]:
    return docs[p.a].submitted, docs[p.b].submitted


def _scroll(label: str) -> str:
    """A region that scrolls sideways by itself on a narrow screen (reachable by keyboard)."""
    return f"<div class='scroll' role='region' tabindex='0' aria-label='{e(label)}'>"


def _pair_table(result: Result, names: Names, review: Review | None = None) -> str:
    docs = result.documents
    out = [
        "<section id='pairs'><h2>" + _("Reported pairs, strongest first") + "</h2>",
        _scroll(_("Reported pairs")) + "<table class='scores'>",
        _score_head(result, review=True),
    ]
    out += [
        _score_row(
            result,
            names,
            p,
            n,
            True,
            _decided(review.pair(docs[p.a], docs[p.b]) if review else NONE),
        )
        for n, p in enumerate(result.reported, 1)
    ]
    out.append("</table></div>")
    rest = [p for p in result.pairs if not p.reported and not p.no_passage]
    if rest:
        out.append(
            "<details class='rest'><summary>"
            + n_(
                "{n} compared pair below the thresholds",
                "{n} compared pairs below the thresholds",
                len(rest),
            )
            + "</summary>"
            + _scroll(_("Pairs below the thresholds"))
            + "<table class='scores'>"
            + _score_head(result)
        )
        out += [_score_row(result, names, p, "", False) for p in rest]
        out.append("</table></div></details>")
    out.append(_no_passage(result, names))
    out.append("</section>")
    return "\n".join(out)


def _no_passage(result: Result, names: Names) -> str:
    """Under Details: the pairs whose figures would have reported them, with no shared passage
    left to show (never among the reported pairs, the groups or a student's share)."""
    apart = [p for p in result.pairs if p.no_passage]
    if not apart:
        return ""
    return (
        "<details class='rest' id='no-passage'><summary>"
        + n_(
            "Details: {n} pair with similar figures, no shared passage",
            "Details: {n} pairs with similar figures, no shared passage",
            len(apart),
        )
        + "</summary>"
        "<p class='note'>"
        + _(
            "Their figures are near, but no passage a teacher could read is left to show (what "
            "they share is common to the class, or says what the topic says): they are not "
            "reported."
        )
        + "</p>"
        + _scroll(_("Pairs with similar figures, no shared passage"))
        + "<table class='scores'>"
        + _score_head(result)
        + "".join(_score_row(result, names, p, "", False) for p in apart)
        + "</table></div></details>"
    )


def _pair_section(
    result: Result, names: Names, pair: Pair, n: int, review: Review | None = None
) -> str:
    passages = list(pair.spans) if pair.spans else pair_passages(result, pair)
    da, db = result.documents[pair.a], result.documents[pair.b]
    na, nb = e(names.docs[pair.a]), e(names.docs[pair.b])
    notes = [_("identical files")] if pair.identical else []
    notes += [say(x) for x in parts(pair.cut_short)] if pair.cut_short else []
    for doc, name in ((da, names.docs[pair.a]), (db, names.docs[pair.b])):
        if doc.source:
            notes.append(
                _(
                    "{name} is a reference text: the shared passages were taken from it",
                    name=name,
                )
            )
        notes += [f"{name}: {say(f)}" for f in describe_flags(doc.flags)]
    found = _("{share} found elsewhere", share=_pct(compare.found_elsewhere(pair)))
    count = n_("{n} passage", "{n} passages", len(passages))
    longest = (
        " · " + n_("longest {n} word", "longest {n} words", passages[0].words) if passages else ""
    )
    out = [
        f"<details open class='pair' id='pair-{n}'><summary><span class='num'>{n}</span> "
        f"<b>{na}</b> ↔ <b>{nb}</b><span class='sum'>{found} · {count}{longest}</span></summary>",
        _scroll(_("Scores of pair {n}", n=n))
        + "<table class='scores'>"
        + _score_head(result)
        + _score_row(result, names, pair, n, False)
        + "</table></div>",
        "<p class='review'>"
        + _("Review: {decision}", decision=_decided(review.pair(da, db) if review else NONE))
        + "</p>",
        handed.order_html(da, db, names.docs[pair.a], names.docs[pair.b]),
    ]
    links = [f"<li><a href='{e(d.url)}'>{e(d.title or d.url)}</a></li>" for d in (da, db) if d.url]
    if notes or links:
        items = "".join(f"<li>{e(x)}</li>" for x in notes) + "".join(links)
        out.append(f"<ul class='flags'>{items}</ul>")
    if passages:
        chips = " ".join(
            f"<a class='chip p c{k % COLOURS} cr-{CODE[credit_of(q)]}' href='#p{n}-a-{k}' "
            f"data-p='{n}-{k}'>{k + 1}: {_chip(q.words, q.reworded)}, "
            f"{say(LABEL[credit_of(q)])}</a>"
            for k, q in enumerate(passages)
        )
        out.append(legend_html())
        out.append(
            "<p class='chips'>" + _("Shared passages, longest first: {chips}", chips=chips) + "</p>"
        )
        if any(q.reworded for q in passages):
            bold = "<b class='mw'>" + _("bold") + "</b>"
            out.append(
                "<p class='note'>"
                + _(
                    "A reworded passage keeps the meaning, not the words: the words its two "
                    "sides share are in {bold}.",
                    bold=bold,
                )
                + "</p>"
            )
    out.append("<div class='sides'>")
    words = reworded_words(da, db, passages)
    for side, i, name, spans, matching in (
        ("a", pair.a, na, [(q.a_start, q.a_end) for q in passages], words[0]),
        ("b", pair.b, nb, [(q.b_start, q.b_end) for q in passages], words[1]),
    ):
        doc = result.documents[i]
        # A reference text's side shows the student's credit (it owes none of its own).
        credits = [credit_of(q) if doc.source else getattr(q, f"credit_{side}") for q in passages]
        excluded = excluded_spans(doc, result.shingles[i])
        body = render_text(doc, spans, excluded, n, side, names.anonymise, credits, matching)
        out.append(
            f"<div class='side'><h3 class='side-name'>{name}</h3>{_submitted(doc, names.anonymise)}"
        )
        out.append(f"<div class='text'>{body}</div></div>")
    out.append("</div></details>")
    return "\n".join(out)


def _submitted(doc: Document, anonymise: bool) -> str:
    """What the platform said beside the submission: earlier attempts (listed, not compared) and
    the student's comment (shown, never compared; left out when anonymised: it may name them)."""
    out = [e(_("Handed in: {when}", when=handed.when(doc)))] if doc.submitted else []
    if doc.earlier:
        out.append(
            n_(
                "{n} file(s) of earlier attempts, not compared",
                "{n} file(s) of earlier attempts, not compared",
                len(doc.earlier),
            )
        )
    if doc.comments and not anonymise:
        out.append(_("Comment: {comment}", comment=f"<i>{e(doc.comments)}</i>"))
    return "".join(f"<p class='note'>{x}</p>" for x in out)


def render_text(
    doc: Document,
    passages: Sequence[tuple[int, int]],
    excluded: Sequence[tuple[int, int]],
    pair_n: int,
    side: str,
    anonymise: bool = False,
    credits: Sequence[str] = (),
    words: Sequence[tuple[int, int]] = (),
) -> str:
    """The original text, escaped, with passages (linked to the other side; marked with the
    credit this side gave each, ``credits``), excluded text and disguised characters marked, and
    where each file of a submission of several begins (by its name, or its number when
    anonymised). ``passages`` are in rank order and do not overlap; ``words`` (the words of
    reworded passages the other side has too, in order) are marked inside them."""
    text = doc.original
    other = "b" if side == "a" else "a"
    marks = {}
    if len(doc.files) > 1:
        for n, (at, name) in enumerate(zip(doc.starts, doc.files), 1):
            shown = _("file {n}", n=n) if anonymise else name.rsplit("/", 1)[-1]
            marks[at] = f"<span class='file'>{e(shown)}</span>"
    cuts = {0, len(text), *marks}
    for s, t in (*passages, *excluded, *words):
        cuts.update((s, t))
    dis = {c: kind for ds, de, kind in doc.disguises for c in range(ds, de)}
    cuts.update(dis)
    cuts.update(s + 1 for s in dis)
    bounds = sorted(c for c in cuts if 0 <= c <= len(text))
    by_start = sorted((s, t, k) for k, (s, t) in enumerate(passages))
    ex_sorted = sorted(excluded)
    started: set[int] = set()
    out: list[str] = []
    pi = ei = wi = 0
    for x, y in zip(bounds, bounds[1:]):
        while pi < len(by_start) and by_start[pi][1] <= x:
            pi += 1
        while wi < len(words) and words[wi][1] <= x:
            wi += 1
        while ei < len(ex_sorted) and ex_sorted[ei][1] <= x:
            ei += 1
        k = by_start[pi][2] if pi < len(by_start) and by_start[pi][0] <= x else None
        grey = ei < len(ex_sorted) and ex_sorted[ei][0] <= x
        if x in marks:
            out.append(marks[x])
        piece = _disguised(text[x:y], dis[x]) if x in dis else e(text[x:y])
        classes = (["ex"] if grey else []) + (["dis"] if x in dis else [])
        classes += ["mw"] if wi < len(words) and words[wi][0] <= x else []
        if k is None:
            out.append(f"<span class='{' '.join(classes)}'>{piece}</span>" if classes else piece)
            continue
        anchor = ""
        if k not in started:  # where a passage starts: its anchor and its number, visible
            started.add(k)
            anchor = f" id='p{pair_n}-{side}-{k}'"
            piece = f"<span class='pn'>{k + 1}</span>{piece}"
        credit = credits[k] if k < len(credits) else "uncredited"
        cls = " ".join([f"p c{k % COLOURS} cr-{CODE[credit]}", *classes])
        tip = _(
            "passage {n}, {credit}: click for the other text", n=k + 1, credit=say(LABEL[credit])
        )
        out.append(
            f"<a class='{cls}'{anchor} href='#p{pair_n}-{other}-{k}' data-p='{pair_n}-{k}' "
            f"title='{e(tip)}'>{piece}</a>"
        )
    return "".join(out)


def _disguised(ch: str, kind: str) -> str:
    """A disguised character, made visible: invisible ones are shown by their code point."""
    name = unicodedata.name(ch[:1], "") if ch else ""
    code = " ".join(f"U+{ord(c):04X}" for c in ch)
    title = e(f"{kind}: {code} {name}".strip())
    if not ch.strip() or unicodedata.category(ch[:1]) in ("Cf", "Cc", "Zs", "Zl", "Zp"):
        return f"<span class='inv' title='{title}'>{e(code)}</span>"
    return f"<span title='{title}'>{e(ch)}</span><span class='cp'>{e(code)}</span>"


def _params(result: Result) -> str:
    items = result.params.to_dict().items()
    shown = [(k, ", ".join(map(str, v)) if isinstance(v, list) else v) for k, v in items]
    rows = "".join(f"<tr><th>{e(k)}</th><td>{e(v)}</td></tr>" for k, v in shown)
    return (
        "<section id='parameters'><h2>"
        + _("Parameters")
        + "</h2><p class='note'>"
        + _("Everything needed to reproduce this result (the JSON export holds the same values).")
        + f"</p>{_scroll(_('Parameters'))}<table class='plain params'>{rows}</table>"
        + "</div></section>"
    )


def _chip(words: int, reworded: bool) -> str:
    """A passage's chip: its length in words, and whether it is reworded."""
    if reworded:
        return n_("{n} word, reworded", "{n} words, reworded", words)
    return n_("{n} word", "{n} words", words)
