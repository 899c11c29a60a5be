"""The case file drawn as a PDF with fpdf2: a cover, the files, the passages side by side, the
review's history, what the figures mean, "page n of m" on every page.

Text is set in DejaVu Sans, shipped with plagcheck (plagcheck/data/fonts, with its licence): it
covers Latin, Greek and Cyrillic. A character it has no glyph for (Chinese, Arabic ligatures...)
is written as its Unicode number, [U+4E2D], and the cover says so: a board sees that something is
there and what, never an empty box or a silently dropped letter.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import datetime, timezone
from functools import lru_cache
from pathlib import Path
from typing import Any

from fpdf import FPDF
from fpdf.enums import TableCellFillMode, XPos, YPos
from fpdf.fonts import FontFace

from plagcheck.i18n import _, language, n_, number, say
from plagcheck.reports.dossier import words
from plagcheck.reports.dossier.case import CREDITS, Case, FileFacts, Match, SharedPassage, Side
from plagcheck.reports.review import DECISION_WORDS, current_ids

FONTS = Path(__file__).resolve().parent.parent.parent / "data" / "fonts"
REGULAR, BOLD = FONTS / "DejaVuSans.ttf", FONTS / "DejaVuSans-Bold.ttf"
FAMILY = "DejaVu"
GREY, INK, ACCENT = (100, 100, 100), (20, 20, 20), (150, 30, 30)
HEAD_FILL = (235, 238, 243)
ROW_WORDS = 110  # a long passage is shown in rows of about this many words (a row fits a page)


@lru_cache(maxsize=1)
def _glyphs() -> frozenset[int]:
    """The characters both shipped fonts draw."""
    from fontTools.ttLib import TTFont

    maps = [set(TTFont(str(p), lazy=True).getBestCmap()) for p in (REGULAR, BOLD)]
    return frozenset(maps[0] & maps[1])


class CasePDF(FPDF):
    def __init__(self, case: Case) -> None:
        super().__init__(format="A4")
        self.case = case
        self.missing: set[str] = set()  # characters written as their Unicode number
        self.add_font(FAMILY, "", str(REGULAR))
        self.add_font(FAMILY, "B", str(BOLD))
        self.set_margins(16, 16, 16)
        self.set_auto_page_break(True, 18)
        self.set_title(_("Case file: {name}", name=case.name))
        self.set_lang(language())  # the language it is written in, for readers and screen readers
        self.set_author(f"plagcheck {case.version}")
        self.set_creator(f"plagcheck {case.version}")
        self.set_creation_date(datetime.now(timezone.utc))

    # -- text -------------------------------------------------------------------------------
    def clean(self, text: str) -> str:
        """Text the fonts can draw: tabs as spaces, control characters dropped, characters
        without a glyph as [U+XXXX] (and remembered, for the cover's note)."""
        glyphs = _glyphs()
        out = []
        for ch in text.replace("\t", "    ").replace("\r", ""):
            code = ord(ch)
            if ch == "\n" or code in glyphs:
                out.append(ch)
            elif code < 32 or 0x7F <= code < 0xA0 or ch in "\u200b\u200c\u200d\u2060\ufeff":
                continue
            else:
                self.missing.add(ch)
                out.append(f"[U+{code:04X}]")
        return "".join(out)

    def font(self, size: float, bold: bool = False, colour: tuple[int, int, int] = INK) -> None:
        self.set_font(FAMILY, "B" if bold else "", size)
        self.set_text_color(*colour)

    def para(self, text: str, size: float = 9.5, bold: bool = False, **kw: Any) -> None:
        self.font(size, bold, kw.pop("colour", INK))
        self.multi_cell(
            0, size * 0.52, self.clean(text), align="L", new_x=XPos.LMARGIN, new_y=YPos.NEXT
        )
        self.ln(kw.pop("after", 1.5))

    def heading(self, text: str, size: float = 14) -> None:
        if self.get_y() > self.h - 50:
            self.add_page()
        self.ln(3)
        self.para(text, size, bold=True, after=2)

    # -- every page -------------------------------------------------------------------------
    def header(self) -> None:
        if self.page_no() == 1:
            return
        self.font(7.5, colour=GREY)
        head = _("Case file: {name}", name=self.case.name) + f" — {self.case.folder}"
        self.cell(0, 4, self.clean(head))
        self.ln(7)

    def footer(self) -> None:
        self.set_y(-13)
        self.font(7.5, colour=GREY)
        left = _(
            "plagcheck {version} · written {date}",
            version=self.case.version,
            date=self.case.written,
        )
        self.cell(self.epw / 2, 5, self.clean(left))
        page = _("Page {page} of {pages}", page=self.page_no(), pages="{nb}")
        self.cell(self.epw / 2, 5, self.clean(page), align="R")


def write_pdf(case: Case, path: Path, attach: bool = False) -> CasePDF:
    """Draw ``case`` and write it to ``path``; ``attach``: the proven files go inside it."""
    pdf = CasePDF(case)
    for text in _texts(case):  # every character seen first: the cover says which are missing
        pdf.clean(text)
    pdf.add_page()
    _cover(pdf, case)
    _files(pdf, case)
    for m in case.matches:
        _match(pdf, case, m)
    _history(pdf, case)
    _meaning(pdf, case)
    if attach:
        _attach(pdf, case)
    pdf.output(str(path))
    return pdf


def _texts(case: Case) -> Iterable[str]:
    yield from (case.name, case.folder)
    for f in case.files:
        yield from (f.owner, f.rel)
    for m in case.matches:
        for p in m.passages:
            yield from (p.mine.text, p.theirs.text, p.citation or "")
    for rec in case.history:
        yield from (rec.entry.note, rec.entry.by, rec.entry.name)


def _rows(
    pdf: CasePDF, rows: Iterable[tuple[str, str]], widths: tuple[int, int] = (30, 70)
) -> None:
    """A two-column table of labels and values."""
    pdf.font(9)
    with pdf.table(
        col_widths=widths,
        first_row_as_headings=False,
        line_height=4.8,
        padding=(1, 1.5),
        borders_layout="HORIZONTAL_LINES",
        text_align="LEFT",
    ) as table:
        for label, value in rows:
            row = table.row()
            row.cell(pdf.clean(label), style=FontFace(emphasis="BOLD"))
            row.cell(pdf.clean(value))
    pdf.ln(2)


def _cover(pdf: CasePDF, case: Case) -> None:
    pdf.para(_("Case file"), 11, colour=GREY, after=0)
    pdf.para(case.name, 22, bold=True, after=3)
    latest = words.current_decision(case)
    _rows(
        pdf,
        [
            (_("Student"), case.name),
            (_("Class (folder)"), case.folder),
            (_("Handed in"), case.handed_in),
            (_("Written"), case.written),
            (_("By"), f"plagcheck {case.version}"),
            (_("Teacher's decision"), latest),
        ],
    )
    pdf.heading(_("What was found"), 13)
    pdf.para(words.summary(case), 10.5)
    if pdf.missing:
        pdf.para(words.missing_glyphs(sorted(pdf.missing)), 9, colour=ACCENT)
    pdf.heading(_("Settings of the scan"), 11)
    pdf.para(say(words.SETTINGS_NOTE), 8.5, colour=GREY)
    _rows(pdf, words.settings_rows(case.settings), (38, 62))


def _files(pdf: CasePDF, case: Case) -> None:
    pdf.add_page()
    pdf.heading(_("The files examined"))
    pdf.para(say(words.FILES_NOTE), 9)
    for n, f in enumerate(case.files, 1):
        if pdf.get_y() > pdf.h - 55:
            pdf.add_page()
        pdf.para(f"{n}. {f.rel}", 10, bold=True, after=0.5)
        _rows(pdf, _file_rows(f), (22, 78))


def _file_rows(f: FileFacts) -> list[tuple[str, str]]:
    rows = [(_("Belongs to"), f"{f.owner} ({say(f.role)})")]
    if f.size is not None:
        rows.append((_("Size"), n_("{n:,} byte", "{n:,} bytes", f.size)))
    if f.modified:
        rows.append((_("Modified"), f.modified))
    if f.status == "changed":
        rows += [
            (_("SHA-256 at scan"), f.scanned),
            (_("SHA-256 now"), f.now),
            (
                _("State"),
                _("CHANGED since the scan: not the file examined; its pages are not given"),
            ),
        ]
    elif f.now:
        rows.append(("SHA-256", f.now))
    else:
        rows.append((_("SHA-256 at scan"), f.scanned or _("not recorded")))
    if f.status != "changed":
        rows.append((_("State"), words.state(f.status)))
    if f.pages is not None:
        rows.append((_("Pages"), _("{n} (read from the file)", n=f.pages[-1][0])))
    elif f.kind not in (".pdf", ".docx", ".odt"):
        rows.append((_("Pages"), _("none in this format: passages are placed by line")))
    return rows


def _match(pdf: CasePDF, case: Case, m: Match) -> None:
    if pdf.get_y() > pdf.h * 0.55:  # a new document starts on a page of its own, or after a gap
        pdf.add_page()
    else:
        pdf.ln(6)
    pdf.heading(_("Shared with {name}", name=m.name))
    pdf.para(words.match_figures(case, m), 9.5)
    if m.order:
        pdf.para(_("Hand-in: {order}.", order=m.order), 9.5)
    current = ""
    for n, p in enumerate(m.passages, 1):
        if p.credit != current:
            current = p.credit
            count = sum(1 for q in m.passages if q.credit == current)
            pdf.heading(f"{say(CREDITS[current])} ({number(count)})", 11.5)
        _passage(pdf, case, m, n, p)


def _passage(pdf: CasePDF, case: Case, m: Match, n: int, p: SharedPassage) -> None:
    if pdf.get_y() > pdf.h - 60:
        pdf.add_page()
    extra = [n_("{n} word", "{n} words", p.words), say(CREDITS[p.credit]).lower()]
    if p.citation:
        extra.append(_("cites {citation}", citation=p.citation))
    if p.reworded:
        extra.append(_("reworded: found by its sentences, not word for word"))
    title = _("Passage {n} of {count}", n=n, count=len(m.passages))
    pdf.para(title + " · " + " · ".join(extra), 9, bold=True, after=1)
    chunks = list(zip(_chunks(p.mine), _chunks(p.theirs)))
    pdf.font(8.5)
    with pdf.table(
        col_widths=(50, 50),
        line_height=4.3,
        padding=1.8,
        markdown=True,
        headings_style=FontFace(emphasis="BOLD", size_pt=8, fill_color=HEAD_FILL),
        cell_fill_mode=TableCellFillMode.NONE,
        repeat_headings=1,
        text_align="LEFT",
    ) as table:
        head = table.row()
        for side in (p.mine, p.theirs):
            owner = "" if side.owner == side.file else f"{side.owner}: "
            head.cell(_escape(pdf.clean(f"{owner}{side.file}, {say(side.where)}")))
        for mine, theirs in chunks:
            row = table.row()
            row.cell(_markdown(pdf, mine))
            row.cell(_markdown(pdf, theirs))
    pdf.ln(3)


def _chunks(side: Side) -> list[tuple[tuple[str, bool], ...]]:
    """The side's marked pieces in rows of about ROW_WORDS words (at least one row)."""
    out: list[tuple[tuple[str, bool], ...]] = []
    row: list[tuple[str, bool]] = []
    n = 0
    for piece in side.marked:
        row.append(piece)
        n += piece[0][:1].isalnum()
        if n >= ROW_WORDS and piece[0][:1].isspace():
            out.append(tuple(row))
            row, n = [], 0
    out.append(tuple(row))
    return out


def _markdown(pdf: CasePDF, pieces: Iterable[tuple[str, bool]]) -> str:
    """Matched words in bold (fpdf2's markdown), runs of them as one bold stretch (the spaces
    and punctuation between two matched words stay in it: fewer pieces for fpdf2 to lay out);
    the text's line breaks as spaces (a PDF's are where its lines wrapped)."""
    runs: list[list[Any]] = []  # [bold, text]
    for text, marked in pieces:
        t = _SPACES.sub(" ", text)
        bold = marked if any(c.isalnum() for c in t) else bool(runs and runs[-1][0])
        if runs and runs[-1][0] == bold:
            runs[-1][1] += t
        else:
            runs.append([bold, t])
    out = []
    for bold, text in runs:
        core = text.rstrip()
        t = _escape(pdf.clean(core))
        out.append((f"**{t}**" if bold and t.strip() else t) + text[len(core) :])
    return "".join(out).strip() or " "


_SPACES = re.compile(r"\s+")


def _escape(text: str) -> str:
    """Markdown markers in a student's own text stay text."""
    text = text.replace("\\", "\\\\")
    for marker in ("**", "__", "~~", "--"):
        text = text.replace(marker, "\\" + marker)
    return text


def _history(pdf: CasePDF, case: Case) -> None:
    pdf.add_page()
    pdf.heading(_("The review: decisions and notes, oldest first"))
    if case.history_error:
        pdf.para(_("The review could not be read: {why}", why=case.history_error), colour=ACCENT)
        return
    if not case.history:
        pdf.para(say(words.NO_HISTORY))
        return
    pdf.para(say(words.HISTORY_NOTE), 9)
    latest = current_ids(case.history)
    pdf.font(8.5)
    with pdf.table(
        col_widths=(20, 14, 14, 20, 32),
        line_height=4.3,
        padding=1.5,
        headings_style=FontFace(emphasis="BOLD", fill_color=HEAD_FILL),
        cell_fill_mode=TableCellFillMode.NONE,
        text_align="LEFT",
    ) as table:
        table.row([_("Date (UTC)"), _("By"), _("Decision"), _("About"), _("Note")])
        for rec in case.history:
            e = rec.entry
            decision = say(DECISION_WORDS[e.decision])
            if rec.id in latest:
                decision = _("{decision} (current)", decision=decision)
            cells = [_entry_date(e.updated), e.by, decision]
            cells += [words.about(case, rec), e.note or "—"]
            table.row([pdf.clean(c) for c in cells])


def _meaning(pdf: CasePDF, case: Case) -> None:
    pdf.add_page()
    pdf.heading(_("What the figures mean"))
    for title, text in words.MEANINGS:
        pdf.para(say(title), 10, bold=True, after=0.5)
        pdf.para(say(text), 9.5, after=2.5)


def _attach(pdf: CasePDF, case: Case) -> None:
    pdf.heading(_("Files attached to this PDF"), 11)
    kept, left = [], []
    for f in case.files:
        if f.data is None:
            left.append(f"{f.rel}: {words.state(f.status)}")
            continue
        pdf.embed_file(
            bytes=f.data,
            basename=Path(f.rel).name,
            desc=f"{f.owner}: {f.rel} (SHA-256 {f.now})",
        )
        kept.append(f"{f.rel} (SHA-256 {f.now})")
    pdf.para(say(words.ATTACH_NOTE), 9)
    for line in kept:
        pdf.para("• " + line, 8.5, after=0.5)
    for line in left:
        pdf.para(_("Not attached: {file}", file=line), 8.5, colour=ACCENT, after=0.5)


def _entry_date(iso: str) -> str:
    """A review entry's date in the history's UTC column: "2026-11-26 09:30:00" in English,
    the language's own form in another."""
    if language() == "en":
        return iso.replace("T", " ").replace("+00:00", "")
    return words.when(iso).removesuffix(" UTC")
