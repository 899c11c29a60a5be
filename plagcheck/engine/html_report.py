"""The HTML report: one self-contained file a teacher can hand to an academic-integrity panel.

No network and no external files: styles, charts (inline SVG) and a few lines of script are in the
page. Every piece of student text and every file name goes through ``html.escape``.
"""

from __future__ import annotations

import csv
import io
import unicodedata
from collections.abc import Sequence
from datetime import datetime
from html import escape
from pathlib import Path

import numpy as np

from plagcheck import __version__
from plagcheck.engine import scurve
from plagcheck.engine.export import atomic_write, safe_cell
from plagcheck.engine.model import Document, describe_flags
from plagcheck.engine.passages import excluded_spans, pair_passages
from plagcheck.engine.pipeline import Result
from plagcheck.engine.scores import Pair

COLOURS = 8  # passage colours, cycled (.c0 .. .c7 in the style sheet)
HIST_BINS = 20


def e(value: object) -> str:
    return escape(str(value), quote=True)


class Names:
    """File names as the report shows them: real, or Student 1, Student 2... when anonymised.

    Numbers follow the ranked pair list, so Student 1 is in the strongest pair.
    """

    def __init__(self, result: Result, anonymise: bool) -> None:
        self.anonymise = anonymise
        self.docs = [d.path for d in result.documents]
        self.problems = [p.path for p in result.problems]
        self.key: dict[str, str] = {}
        if anonymise:
            order: list[int] = []
            for p in result.reported:
                order += [i for i in (p.a, p.b) if i not in order]
            order += [i for i in range(len(self.docs)) if i not in order]
            for n, i in enumerate(order, 1):
                self.docs[i] = self._alias(n, result.documents[i].path)
            for j, pr in enumerate(result.problems):
                self.problems[j] = self._alias(len(order) + j + 1, pr.path)

    def _alias(self, n: int, real: str) -> str:
        alias = f"Student {n}"
        self.key[alias] = real
        return alias


def key_csv(key: dict[str, str]) -> str:
    """The anonymisation key as CSV (UTF-8 with BOM when written), safe in a spreadsheet."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\r\n")
    w.writerow(["name in report", "file"])
    for alias, real in key.items():
        w.writerow([safe_cell(alias), safe_cell(real)])
    return buf.getvalue()


def key_path(report: Path | str) -> Path:
    return Path(str(report) + ".key.csv")


def write_html(result: Result, path: Path | str, anonymise: bool = False) -> dict[str, str]:
    """Write the report atomically. Returns the anonymisation key (alias -> file name), empty
    unless ``anonymise``; the key is never written into the report itself."""
    names = Names(result, anonymise)
    page = render(result, names)
    atomic_write(path, lambda f: f.write(page))
    return dict(names.key)


def render(result: Result, names: Names) -> str:
    p = result.params
    b, r = p.band_rows()
    reported = result.reported
    now = datetime.now().astimezone().strftime("%d %B %Y, %H:%M %Z")
    where = "" if names.anonymise else f" · folder <b>{e(result.root or '(files)')}</b>"
    parts = [
        "<!DOCTYPE html>\n<html lang='en'><head><meta charset='utf-8'>",
        "<meta name='viewport' content='width=device-width, initial-scale=1'>",
        "<meta name='referrer' content='no-referrer'>",
        "<meta http-equiv='Content-Security-Policy' content=\"default-src 'none'; "
        "style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">",
        f"<title>plagcheck report · {e(now)}</title><style>{CSS}</style></head><body>",
        "<header class='bar'><div class='wrap'>",
        "<span class='brand'>plagcheck</span>",
        f"<a href='#students'>{len(result.students)} students</a>",
        f"<a href='#summary'>{len(result.documents)} documents</a>",
        f"<a href='#problems' class='{'warn' if result.problems else ''}'>"
        f"{len(result.problems)} not compared</a>",
        f"<a href='#pairs'>{len(reported)} reported pairs</a>",
        f"<span>{len(result.groups)} groups</span>",
        f"<span>threshold J ≥ {p.threshold:g} or containment ≥ {p.containment_cut:g}</span>",
        "<a href='#parameters'>parameters</a>",
        "</div></header><main class='wrap'>",
        "<h1>Shared text between submissions</h1>",
        f"<p class='meta'>Report made {e(now)} by plagcheck {e(__version__)}{where}. "
        f"{'Exact comparison of every pair' if result.exact else 'Candidates found by LSH'}; "
        f"{p.unit.value} {p.k}-grams, {p.perms} permutations, b={b} bands × r={r} rows.</p>",
        _students(result, names),
        _summary(result, names),
        _charts(result),
        _pair_table(result, names),
        "<h2 id='evidence'>Evidence, pair by pair</h2>",
        "<p class='legend'><span class='p c0'>coloured text</span> is shared with the other "
        "document (the same colour on both sides; click it to jump to its partner) · "
        "<span class='ex'>grey text</span> did not count (assignment text, hidden text, "
        "quotations, bibliography or very common phrases) · "
        "<span class='dis'>boxed red</span> characters were disguised (look-alike letters, "
        "invisible characters).</p>",
    ]
    for n, pair in enumerate(reported, 1):
        parts.append(_pair_section(result, names, pair, n))
    if not reported:
        parts.append("<p>No pair reaches the thresholds.</p>")
    parts += [_params(result), "</main>", f"<script>{SCRIPT}</script></body></html>\n"]
    return "\n".join(parts)


def _students(result: Result, names: Names) -> str:
    """The students table the report opens with: who to look at first, and why."""
    number = {(p.a, p.b): n for n, p in enumerate(result.reported, 1)}
    order = sorted(result.students, key=lambda i: (-result.similarity[i].similarity, i))
    out = [
        "<section id='students'><h2>Students, most shared text first</h2>",
        "<p class='note'>Similarity: the share of a student's text that lies in passages "
        "shared with any other document (each passage counted once, however many share it). "
        "Open the pair to judge the evidence: shared text is not always copying (quotations, "
        "common phrasing, group work that was allowed).</p>",
        "<table class='scores students'><tr><th>#</th><th>Student</th>"
        "<th title='share of the text in passages shared with any other document'>"
        "similarity</th><th>shares most with</th><th title='documents it shares passages with'>"
        "matches</th><th>flags</th></tr>",
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
        flags = "; ".join(describe_flags(result.documents[i].flags))
        cells = [str(k), e(names.docs[i]), bar, match, str(len(sim.matches)), e(flags)]
        out.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    for j, pr in enumerate(result.problems):
        out.append(
            f"<tr class='problem'><td></td><td>{e(names.problems[j])}</td>"
            f"<td colspan='4'>not compared: {e(pr.reason)}</td></tr>"
        )
    out.append("</table></section>")
    return "\n".join(out)


def _summary(result: Result, names: Names) -> str:
    cards = [
        (len(result.documents), "documents compared"),
        (len(result.problems), "files not compared"),
        (len(result.reported), "pairs reported"),
        (len(result.groups), "groups"),
    ]
    out = ["<section id='summary'><h2>Summary</h2><div class='cards'>"]
    out += [f"<div class='card'><b>{n}</b><span>{e(t)}</span></div>" for n, t in cards]
    out.append("</div>")
    if result.groups:
        out.append(
            "<h3>Groups</h3><p class='note'>Documents linked by reported pairs. "
            "A group of three or more can be a shared source or a ring.</p><ol class='groups'>"
        )
        for g in result.groups:
            out.append("<li>" + ", ".join(f"<b>{e(names.docs[i])}</b>" for i in g) + "</li>")
        out.append("</ol>")
    out.append("<h3 id='problems'>Files not compared</h3>")
    if result.problems:
        out.append("<table class='plain'><tr><th>File</th><th>Reason</th></tr>")
        for j, pr in enumerate(result.problems):
            out.append(f"<tr><td>{e(names.problems[j])}</td><td>{e(pr.reason)}</td></tr>")
        out.append("</table>")
    else:
        out.append("<p class='note'>Every file was read and compared.</p>")
    flagged = [(i, describe_flags(d.flags)) for i, d in enumerate(result.documents)]
    flagged = [(i, f) for i, f in flagged if f]
    if flagged:
        out.append("<h3>Disguised or hidden text found</h3><ul class='flags'>")
        for i, fl in flagged:
            out.append(f"<li><b>{e(names.docs[i])}</b>: {e('; '.join(fl))}</li>")
        out.append("</ul>")
    out.append("</section>")
    return "\n".join(out)


# -- charts ------------------------------------------------------------------------------------
W, H, ML, MR, MT, MB = 460, 250, 44, 14, 14, 38


def _x(s: float) -> float:
    return ML + s * (W - ML - MR)


def _y(v: float, top: float) -> float:
    return H - MB - (v / top if top else 0) * (H - MT - MB)


def _axes(top: float, ylabel: str, yticks: Sequence[float], fmt: str) -> list[str]:
    out = [f"<svg viewBox='0 0 {W} {H}' class='chart' role='img'>"]
    for t in yticks:
        y = _y(t, top)
        out.append(f"<line x1='{ML}' x2='{W - MR}' y1='{y:.1f}' y2='{y:.1f}' class='grid'/>")
        out.append(f"<text x='{ML - 6}' y='{y + 4:.1f}' class='tick' text-anchor='end'>")
        out.append(f"{format(t, fmt)}</text>")
    for s in np.linspace(0, 1, 6):
        x = _x(float(s))
        out.append(f"<line x1='{x:.1f}' x2='{x:.1f}' y1='{H - MB}' y2='{H - MB + 4}' class='ax'/>")
        out.append(f"<text x='{x:.1f}' y='{H - MB + 16}' class='tick' text-anchor='middle'>")
        out.append(f"{s:.1f}</text>")
    out.append(f"<line x1='{ML}' x2='{W - MR}' y1='{H - MB}' y2='{H - MB}' class='ax'/>")
    out.append(f"<line x1='{ML}' x2='{ML}' y1='{MT}' y2='{H - MB}' class='ax'/>")
    out.append(
        f"<text x='{(ML + W - MR) / 2}' y='{H - 4}' class='lab' text-anchor='middle'>"
        "Jaccard similarity (exact)</text>"
    )
    out.append(
        f"<text transform='translate(12 {(MT + H - MB) / 2}) rotate(-90)' class='lab' "
        f"text-anchor='middle'>{e(ylabel)}</text>"
    )
    return out


def _vline(
    s: float,
    cls: str,
    label: str,
    top_y: float = MT,
    anchor: str = "start",
    label_y: float | None = None,
) -> str:
    x = _x(s)
    dx = 4 if anchor == "start" else -4
    ly = top_y + 10 if label_y is None else label_y
    return (
        f"<line x1='{x:.1f}' x2='{x:.1f}' y1='{top_y}' y2='{H - MB}' class='{cls}'/>"
        f"<text x='{x + dx:.1f}' y='{ly:.1f}' class='mark {cls}' text-anchor='{anchor}'>"
        f"{e(label)}</text>"
    )


def histogram_svg(result: Result) -> str:
    """Exact Jaccard of the compared pairs, reported pairs stacked in red."""
    edges = np.linspace(0, 1, HIST_BINS + 1)
    j = np.array([p.exact_jaccard for p in result.pairs], dtype=float)
    rep = np.array([p.reported for p in result.pairs], dtype=bool)
    n_rep = np.histogram(j[rep], edges)[0] if len(j) else np.zeros(HIST_BINS, int)
    n_all = np.histogram(j, edges)[0] if len(j) else np.zeros(HIST_BINS, int)
    top = max(1, int(n_all.max()))
    step = max(1, int(np.ceil(top / 4)))
    top = step * int(np.ceil(top / step))
    out = _axes(top, "pairs", range(0, top + 1, step), "d")
    bw = (W - ML - MR) / HIST_BINS
    for k in range(HIST_BINS):
        x = _x(float(edges[k])) + 1
        for n, cls in ((n_all[k], "bar-other"), (n_rep[k], "bar-rep")):
            if n:
                y = _y(float(n), top)
                out.append(
                    f"<rect x='{x:.1f}' y='{y:.1f}' width='{bw - 2:.1f}' "
                    f"height='{H - MB - y:.1f}' class='{cls}'><title>{n} pairs</title></rect>"
                )
    out.append(_vline(result.params.threshold, "thr", f"threshold {result.params.threshold:g}"))
    out.append("</svg>")
    return "".join(out)


def scurve_svg(result: Result) -> str:
    """P(s) = 1 - (1 - s^r)^b with the threshold, the knee and each pair at its exact Jaccard."""
    b, r = result.params.band_rows()
    s = np.linspace(0, 1, 201)
    prob = scurve.probability(s, b, r)
    out = _axes(1.0, "chance of becoming a candidate", [0, 0.25, 0.5, 0.75, 1.0], ".2f")
    pts = " ".join(f"{_x(float(x)):.1f},{_y(float(y), 1):.1f}" for x, y in zip(s, prob))
    out.append(f"<polyline points='{pts}' class='curve'/>")
    t, kn = result.params.threshold, scurve.knee(b, r)
    # Labels where the curve is not: right of a line the curve is high, so write low there.
    right, left = H - MB - 8, MT + 10
    t_anchor, k_anchor = ("end", "start") if t > kn else ("start", "end")
    out.append(
        _vline(
            t,
            "thr",
            f"threshold {t:g}",
            anchor=t_anchor,
            label_y=right if t_anchor == "start" else left,
        )
    )
    out.append(
        _vline(
            kn,
            "knee",
            f"knee {kn:.2f}",
            MT + 14,
            k_anchor,
            label_y=right - 16 if k_anchor == "start" else left + 14,
        )
    )
    for p in sorted(result.pairs, key=lambda q: q.reported):
        x, y = _x(p.exact_jaccard), _y(float(scurve.probability(p.exact_jaccard, b, r)), 1)
        cls = "dot-rep" if p.reported else "dot-other"
        out.append(f"<circle cx='{x:.1f}' cy='{y:.1f}' r='4' class='{cls}'/>")
    out.append("</svg>")
    return "".join(out)


def _charts(result: Result) -> str:
    b, r = result.params.band_rows()
    return (
        "<section id='charts' class='charts'><figure>"
        f"{histogram_svg(result)}<figcaption>Similarity of the {len(result.pairs)} compared "
        "pairs. <span class='key rep'></span> reported <span class='key other'></span> "
        "below the thresholds.</figcaption></figure><figure>"
        f"{scurve_svg(result)}<figcaption>LSH S-curve for b={b}, r={r}: "
        "P(s) = 1 − (1 − s<sup>r</sup>)<sup>b</sup>. Dots are the pairs at their exact "
        "Jaccard.</figcaption></figure></section>"
    )


# -- pairs -------------------------------------------------------------------------------------
def _pct(x: float) -> str:
    return f"{x * 100:.0f}%"


SCORE_HEAD = (
    "<tr><th>#</th><th>Document A</th><th>Document B</th>"
    "<th title='Jaccard of the shingle sets'>exact J</th>"
    "<th title='MinHash estimate'>est. J</th><th>bag J</th>"
    "<th title='share of A found in B'>C(A⊂B)</th><th title='share of B found in A'>C(B⊂A)</th>"
    "<th title='strongest local match (pasted paragraph)'>local</th><th>bands</th>"
    "<th>passages</th><th title='words'>longest</th>"
    "<th title='share of each text inside a shared passage'>covered A / B</th></tr>"
)


def _score_row(names: Names, p: Pair, n: int | str, link: bool) -> str:
    a, b = e(names.docs[p.a]), e(names.docs[p.b])
    if link:
        a, b = f"<a href='#pair-{n}'>{a}</a>", f"<a href='#pair-{n}'>{b}</a>"
    cov = f"{_pct(p.coverage_a)} / {_pct(p.coverage_b)}" if p.passages else "–"
    cells = [
        str(n),
        a,
        b,
        f"<b>{p.exact_jaccard:.3f}</b>",
        f"{p.estimated_jaccard:.3f}",
        f"{p.bag_jaccard:.3f}",
        f"{p.containment_a_in_b:.3f}",
        f"{p.containment_b_in_a:.3f}",
        f"{p.local_containment:.3f}",
        str(p.bands_matched),
        str(p.passages) if p.reported else "–",
        str(p.longest_passage) if p.reported else "–",
        cov,
    ]
    return "<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>"


def _pair_table(result: Result, names: Names) -> str:
    out = [
        "<section id='pairs'><h2>Reported pairs, strongest first</h2>",
        "<table class='scores'>",
        SCORE_HEAD,
    ]
    out += [_score_row(names, p, n, True) for n, p in enumerate(result.reported, 1)]
    out.append("</table>")
    rest = [p for p in result.pairs if not p.reported]
    if rest:
        out.append(
            f"<details class='rest'><summary>{len(rest)} compared pairs below the thresholds"
            "</summary><table class='scores'>" + SCORE_HEAD
        )
        out += [_score_row(names, p, "", False) for p in rest]
        out.append("</table></details>")
    out.append("</section>")
    return "\n".join(out)


def _pair_section(result: Result, names: Names, pair: Pair, n: int) -> str:
    passages = pair_passages(result, pair)
    da, db = result.documents[pair.a], result.documents[pair.b]
    na, nb = e(names.docs[pair.a]), e(names.docs[pair.b])
    notes = ["identical files"] if pair.identical else []
    for doc, name in ((da, names.docs[pair.a]), (db, names.docs[pair.b])):
        notes += [f"{name}: {f}" for f in describe_flags(doc.flags)]
    out = [
        f"<details open class='pair' id='pair-{n}'><summary><span class='num'>{n}</span> "
        f"<b>{na}</b> ↔ <b>{nb}</b><span class='sum'>J {pair.exact_jaccard:.2f} · "
        f"{len(passages)} passage{'s' if len(passages) != 1 else ''}"
        f"{f' · longest {passages[0].words} words' if passages else ''}</span></summary>",
        "<table class='scores'>" + SCORE_HEAD + _score_row(names, pair, n, False) + "</table>",
    ]
    if notes:
        out.append("<ul class='flags'>" + "".join(f"<li>{e(x)}</li>" for x in notes) + "</ul>")
    if passages:
        chips = "".join(
            f"<a class='chip p c{k % COLOURS}' href='#p{n}-a-{k}' data-p='{n}-{k}'>"
            f"{k + 1}: {q.words} words</a>"
            for k, q in enumerate(passages)
        )
        out.append(f"<p class='chips'>Shared passages, longest first: {chips}</p>")
    out.append("<div class='sides'>")
    for side, i, name, spans in (
        ("a", pair.a, na, [(q.a_start, q.a_end) for q in passages]),
        ("b", pair.b, nb, [(q.b_start, q.b_end) for q in passages]),
    ):
        doc = result.documents[i]
        body = render_text(doc, spans, excluded_spans(doc, result.shingles[i]), n, side)
        out.append(f"<div class='side'><h4>{name}</h4><div class='text'>{body}</div></div>")
    out.append("</div></details>")
    return "\n".join(out)


def render_text(
    doc: Document,
    passages: Sequence[tuple[int, int]],
    excluded: Sequence[tuple[int, int]],
    pair_n: int,
    side: str,
) -> str:
    """The original text, escaped, with passages (linked to the other side), excluded text and
    disguised characters marked. ``passages`` are in rank order and do not overlap."""
    text = doc.original
    other = "b" if side == "a" else "a"
    cuts = {0, len(text)}
    for s, t in (*passages, *excluded):
        cuts.update((s, t))
    dis = {c: kind for ds, de, kind in doc.disguises for c in range(ds, de)}
    cuts.update(dis)
    cuts.update(s + 1 for s in dis)
    bounds = sorted(c for c in cuts if 0 <= c <= len(text))
    by_start = sorted((s, t, k) for k, (s, t) in enumerate(passages))
    ex_sorted = sorted(excluded)
    started: set[int] = set()
    out: list[str] = []
    pi = ei = 0
    for x, y in zip(bounds, bounds[1:]):
        while pi < len(by_start) and by_start[pi][1] <= x:
            pi += 1
        while ei < len(ex_sorted) and ex_sorted[ei][1] <= x:
            ei += 1
        k = by_start[pi][2] if pi < len(by_start) and by_start[pi][0] <= x else None
        grey = ei < len(ex_sorted) and ex_sorted[ei][0] <= x
        piece = _disguised(text[x:y], dis[x]) if x in dis else e(text[x:y])
        classes = (["ex"] if grey else []) + (["dis"] if x in dis else [])
        if k is None:
            out.append(f"<span class='{' '.join(classes)}'>{piece}</span>" if classes else piece)
            continue
        anchor = ""
        if k not in started:
            started.add(k)
            anchor = f" id='p{pair_n}-{side}-{k}'"
        cls = " ".join([f"p c{k % COLOURS}", *classes])
        out.append(
            f"<a class='{cls}'{anchor} href='#p{pair_n}-{other}-{k}' data-p='{pair_n}-{k}' "
            f"title='passage {k + 1}: click for the other text'>{piece}</a>"
        )
    return "".join(out)


def _disguised(ch: str, kind: str) -> str:
    """A disguised character, made visible: invisible ones are shown by their code point."""
    name = unicodedata.name(ch[:1], "") if ch else ""
    code = " ".join(f"U+{ord(c):04X}" for c in ch)
    title = e(f"{kind}: {code} {name}".strip())
    if not ch.strip() or unicodedata.category(ch[:1]) in ("Cf", "Cc", "Zs", "Zl", "Zp"):
        return f"<span class='inv' title='{title}'>{e(code)}</span>"
    return f"<span title='{title}'>{e(ch)}</span>"


def _params(result: Result) -> str:
    items = result.params.to_dict().items()
    shown = [(k, ", ".join(map(str, v)) if isinstance(v, list) else v) for k, v in items]
    rows = "".join(f"<tr><th>{e(k)}</th><td>{e(v)}</td></tr>" for k, v in shown)
    return (
        "<section id='parameters'><h2>Parameters</h2><p class='note'>Everything needed to "
        "reproduce this result (the JSON export holds the same values).</p>"
        f"<table class='plain params'>{rows}</table></section>"
    )


CSS = """
:root{--ink:#1d2430;--muted:#5d6675;--line:#dfe3ea;--bg:#fbfbfd;--accent:#2f5fb3;--red:#c23b32}
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,
 sans-serif;color:var(--ink);background:var(--bg)}
.wrap{max-width:1280px;margin:0 auto;padding:0 24px}
h1{font-size:26px;margin:22px 0 4px}
h2{font-size:20px;margin:34px 0 10px;border-bottom:2px solid var(--line);padding-bottom:4px}
h3{font-size:16px;margin:20px 0 6px}h4{margin:0 0 6px;font-size:14px}
a{color:var(--accent)}
.meta,.note,.legend{color:var(--muted);font-size:13.5px}
.bar{position:sticky;top:0;z-index:10;background:#1f2a3c;color:#e8edf5;font-size:13.5px;
 box-shadow:0 1px 4px rgba(0,0,0,.25)}
.bar .wrap{display:flex;gap:18px;align-items:center;flex-wrap:wrap;padding:8px 24px}
.bar a{color:#cfe0ff;text-decoration:none}.bar a:hover{text-decoration:underline}
.bar .brand{font-weight:700;letter-spacing:.04em;color:#fff}.bar .warn{color:#ffc27a}
.cards{display:flex;gap:12px;flex-wrap:wrap}
.card{background:#fff;border:1px solid var(--line);border-radius:8px;padding:10px 18px;
 min-width:150px}
.card b{display:block;font-size:26px}.card span{color:var(--muted);font-size:13px}
table{border-collapse:collapse;font-size:13px;background:#fff}
th,td{border-bottom:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top}
.scores td{font-variant-numeric:tabular-nums;white-space:nowrap}
.scores th{background:#f0f2f6;font-weight:600;white-space:nowrap}
.scores{width:100%}.plain th{background:#f0f2f6}.params th{font-weight:500;font-family:monospace}
.charts{display:flex;gap:24px;flex-wrap:wrap;margin-top:20px}
figure{margin:0;flex:1 1 420px;background:#fff;border:1px solid var(--line);border-radius:8px;
 padding:10px}figcaption{font-size:12.5px;color:var(--muted)}
.chart{width:100%;height:auto;font-family:inherit}
.chart .grid{stroke:#eceff4}.chart .ax{stroke:#8b93a1}.chart .tick{font-size:10px;fill:#5d6675}
.chart .lab{font-size:11px;fill:#3c4452}.chart .curve{fill:none;stroke:var(--accent);stroke-width:2}
.chart .thr{stroke:var(--red);stroke-dasharray:5 3;fill:var(--red)}
.chart .knee{stroke:#7a5cc2;stroke-dasharray:2 3;fill:#7a5cc2}
.chart text.mark{stroke:none;font-size:10.5px}
.bar-rep{fill:#e0675d}.bar-other{fill:#aab4c4}.dot-rep{fill:#e0675d;stroke:#fff}
.dot-other{fill:#8d97a8;stroke:#fff}
.meter{display:inline-block;width:80px;height:9px;background:#eceff4;border-radius:5px;
 margin-right:8px;vertical-align:0}.meter span{display:block;height:100%;border-radius:5px;
 background:#e0675d}.students tr.problem td{color:var(--muted)}
.key{display:inline-block;width:10px;height:10px;border-radius:2px;margin:0 3px 0 8px}
.key.rep{background:#e0675d}.key.other{background:#aab4c4}
details.pair{background:#fff;border:1px solid var(--line);border-radius:8px;margin:16px 0;
 padding:0 16px 14px}
details.pair>summary{cursor:pointer;padding:12px 0;font-size:16px;list-style-position:outside}
details.pair .num{display:inline-block;background:#1f2a3c;color:#fff;border-radius:12px;
 padding:0 9px;font-size:13px;margin-right:6px}
details.pair .sum{color:var(--muted);font-size:13.5px;margin-left:12px}
details.rest summary{cursor:pointer;color:var(--muted);margin:8px 0}
.flags{color:var(--red);font-size:13.5px;margin:8px 0}
.chips{font-size:13px;line-height:2}.chip{padding:2px 8px;border-radius:10px;margin-right:4px;
 text-decoration:none;color:var(--ink);white-space:nowrap}
.sides{display:grid;grid-template-columns:1fr 1fr;gap:16px}
.side{min-width:0}
.text{white-space:pre-wrap;overflow-wrap:anywhere;font:14px/1.6 Georgia,"Times New Roman",serif;
 border:1px solid var(--line);border-radius:6px;padding:12px 14px;max-height:75vh;overflow:auto;
 background:#fff}
.p{color:inherit;text-decoration:none;border-radius:2px;scroll-margin-top:70px}
.c0{background:#ffe38a}.c1{background:#a9d6ff}.c2{background:#bdefb3}.c3{background:#ffc4d6}
.c4{background:#d9c8ff}.c5{background:#ffd3ab}.c6{background:#a9ebe4}.c7{background:#e8e6a2}
.p.on{outline:2px solid #1f2a3c;box-shadow:0 0 0 3px rgba(31,42,60,.15)}
.ex{color:#8e96a3}.p.ex{opacity:.75}
.dis{outline:1.5px solid var(--red);background:#ffe1de;color:var(--red)}
.inv{font:10px monospace;vertical-align:1px;padding:0 2px}
@media print{
 body{background:#fff;font-size:11pt}.bar{position:static;box-shadow:none}
 .bar a{color:#cfe0ff}.text{max-height:none;overflow:visible;font-size:10pt}
 details.pair{break-before:page;border:none;padding:0}
 .charts{break-inside:avoid}figure{break-inside:avoid}
 *{-webkit-print-color-adjust:exact;print-color-adjust:exact}
 a{text-decoration:none}
}
"""

# Open every pair before printing; outline both halves of a passage when one is clicked.
SCRIPT = """
addEventListener('beforeprint',()=>document.querySelectorAll('details').forEach(d=>d.open=true));
document.addEventListener('click',ev=>{const a=ev.target.closest('a.p');if(!a)return;
document.querySelectorAll('a.p.on').forEach(x=>x.classList.remove('on'));
document.querySelectorAll('a.p[data-p="'+a.dataset.p+'"]').forEach(x=>x.classList.add('on'));});
"""
