"""Two documents' original text side by side: shared passages coloured by the credit each student
gave them (quoted and cited greyed) and numbered, excluded text grey, disguised characters
marked, a list of passages (longest first) that scrolls both sides, and one action on the
passage selected: "Treat as assignment text", for a passage of a text the class read (two
students of a small class quoting one article share it, and nothing tells that from copying
but the teacher, who knows the article)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from PySide6.QtCore import QCoreApplication, QPoint, Qt, Signal, Slot
from PySide6.QtGui import QColor, QFont, QIcon, QPixmap, QTextCharFormat, QTextCursor, QTextFormat
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from plagcheck.engine import (
    Document,
    Result,
    describe_flags,
    display_name,
    handin,
    pair_passages,
)
from plagcheck.engine.compare import CREDITS, Pair, Passage, excluded_spans, reworded_words
from plagcheck.gui.common_view import treat_as_assignment
from plagcheck.gui.credit_names import credit_explain, credit_label
from plagcheck.gui.marked_text import Badge, MarkedText, Underline
from plagcheck.gui.theme import LIGHT_CREDITS, Theme, theme_for
from plagcheck.i18n import say

# The credit groups' colours on a light palette (the theme gives the palette's own).
CREDIT_COLOURS = LIGHT_CREDITS

# Tags on ExtraSelections so the kinds can be told apart (tests read them too).
KIND = QTextFormat.Property.UserProperty
PASSAGE, EXCLUDED_KIND, DISGUISE_KIND = "passage", "excluded", "disguise"
MATCHING = "matching"  # a word of a reworded passage that the other side has too


def matched_ink(t: Theme) -> str:
    """The colour of those words' underline (drawn by the pane over any passage colour: a
    selection's own colour or weight is not drawn over another's) and of the legend's sample."""
    return "#ffd75e" if t.dark else "#0b3d91"


def utf16_offsets(text: str) -> np.ndarray:
    """Map a code-point index of ``text`` to Qt's UTF-16 index (astral characters take two)."""
    cp = np.frombuffer(text.encode("utf-32-le"), dtype="<u4")
    extra = np.concatenate([[0], np.cumsum(cp > 0xFFFF)])
    return np.arange(len(text) + 1) + extra


class DocumentPane(QWidget):
    """A document's title (name, flags) and its original text, marked with ExtraSelections."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setOpenExternalLinks(True)
        self.title.setWordWrap(True)
        self.text = MarkedText()
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.text.setFont(QFont("DejaVu Sans", 10))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.title)
        lay.addWidget(self.text)
        self._map = utf16_offsets("")
        self.doc: Document | None = None

    def show_document(self, doc: Document | None) -> None:
        self.doc = doc
        self.text.set_marks([], [])
        if doc is None:
            self.title.setText("")
            self.text.setPlainText("")
            self.text.setAccessibleName(self.tr("Text"))
            self._map = utf16_offsets("")
            return
        self.show_title()
        self.text.setAccessibleName(self.tr("Text of {0}").format(display_name(doc)))
        self.text.setPlainText(doc.original)
        self._map = utf16_offsets(doc.original)

    def show_title(self) -> None:
        """The document's name, its files, comments and flags (in the palette's colours)."""
        doc = self.doc
        if doc is None:
            return
        t = theme_for(self.palette())
        muted = t["muted"]
        flags = [say(f) for f in describe_flags(doc.flags)]
        extra = ""
        if flags:
            extra = f"<br><span style='color:{t['disguise_window']}'>⚠ {'; '.join(flags)}</span>"
        files = ""
        if len(doc.files) > 1:  # a submission of several files, read as one text in this order
            names = " · ".join(_escape(_base_name(f)) for f in doc.files)
            what = self.tr("%n files: ", "", len(doc.files))
            files = f"<br><span style='color:{muted}'>{what}{names}</span>"
        if doc.earlier:  # listed, never compared
            what = self.tr("%n files of earlier attempts (not compared)", "", len(doc.earlier))
            files += f"<br><span style='color:{muted}'>{what}</span>"
        if doc.comments:  # the student's words to the teacher: shown, never compared
            said = doc.comments if len(doc.comments) <= 160 else doc.comments[:160] + "…"
            what = self.tr("Comment:")
            files += f"<br><span style='color:{muted}'>{what} <i>{_escape(said)}</i></span>"
        if doc.submitted:  # when the student handed in (a file's own time is weaker)
            what = self.tr("Handed in:")
            when = say(handin.when_words(doc.submitted, doc.submitted_from))
            files += f"<br><span style='color:{muted}'>{what} {_escape(when)}</span>"
        if doc.url:  # a library's article: its page, to open in the browser
            files += f"<br><a href='{_escape(doc.url)}'>{_escape(doc.url)}</a>"
        self.title.setText(f"<b>{_escape(display_name(doc))}</b>{files}{extra}")

    def selection(self, start: int, end: int, fmt: QTextCharFormat) -> QTextEdit.ExtraSelection:
        n = len(self._map) - 1
        start, end = max(0, min(start, n)), max(0, min(end, n))
        cur = QTextCursor(self.text.document())
        cur.setPosition(int(self._map[start]))
        cur.setPosition(int(self._map[end]), QTextCursor.MoveMode.KeepAnchor)
        sel = QTextEdit.ExtraSelection()
        sel.cursor = cur  # type: ignore[misc]
        sel.format = fmt  # type: ignore[misc]
        return sel

    def overlay(
        self,
        passages: list[tuple[int, int, str, str]],
        t: Theme,
        matching: Sequence[tuple[int, int]] = (),
    ) -> None:
        """Number each passage (start, end, its background colour, label) in the gutter and draw
        the disguise marks on top, in a colour that shows on the passage they sit in, and a
        straight underline under the ``matching`` words of reworded passages."""
        doc = self.doc
        if doc is None:
            self.text.set_marks([], [])
            return
        m = self._map
        n = len(m) - 1
        badges = [
            Badge(int(m[max(0, min(s, n))]), label, colour, t.passage_text)
            for s, _e, colour, label in passages
        ]
        lines = []
        for s, e in disguise_spans(doc):
            under = next((c for ps, pe, c, _ in passages if ps <= s < pe), "")
            colour = t.mark_over(under) if under else t["disguise"]
            lines.append(Underline(int(m[min(s, n)]), int(m[min(e, n)]), colour))
        for s, e in matching:  # the words a reworded passage shares with the other side
            lines.append(Underline(int(m[min(s, n)]), int(m[min(e, n)]), matched_ink(t), False))
        self.text.set_marks(badges, lines)

    def position_at(self, point: QPoint) -> int:
        """The code-point index of the text under ``point`` (viewport coordinates)."""
        at = self.text.cursorForPosition(point).position()
        return int(np.searchsorted(self._map, at, side="right")) - 1

    def position_at_cursor(self, utf16: int) -> int:
        """The code-point index of Qt's (UTF-16) position ``utf16``."""
        return int(np.searchsorted(self._map, utf16, side="right")) - 1

    def select(self, start: int, end: int) -> None:
        """Select a span of the text (the keyboard's passage), shown in the middle of the pane."""
        n = len(self._map) - 1
        cur = QTextCursor(self.text.document())
        cur.setPosition(int(self._map[max(0, min(start, n))]))
        cur.setPosition(int(self._map[max(0, min(end, n))]), QTextCursor.MoveMode.KeepAnchor)
        self.text.setTextCursor(cur)
        self.text.centerCursor()

    def scroll_to(self, start: int) -> None:
        n = len(self._map) - 1
        cur = QTextCursor(self.text.document())
        cur.setPosition(int(self._map[max(0, min(start, n))]))
        self.text.setTextCursor(cur)
        self.text.centerCursor()


def disguise_spans(doc: Document) -> list[tuple[int, int]]:
    """The spans to mark for each disguised character: an invisible or blank one has no ink, so
    its neighbours are marked instead."""
    out = []
    n = len(doc.original)
    for start, end, _key in doc.disguises:
        if end - start <= 0 or not doc.original[start:end].strip():
            start, end = max(0, start - 1), min(n, max(end, start + 1) + 1)
        out.append((start, end))
    return out


def _base_name(path: str) -> str:
    return path.rsplit("/", 1)[-1]


def _escape(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def mark_format(
    kind: str, background: str = "", foreground: str = "", text: str = "#000000"
) -> QTextCharFormat:
    f = QTextCharFormat()
    f.setProperty(KIND, kind)
    if background:
        f.setBackground(QColor(background))
        f.setForeground(QColor(text))
    if foreground:
        f.setForeground(QColor(foreground))
    return f


class SideBySide(QWidget):
    assignmentAdded = Signal(str)  # a file written with a passage, to add as assignment text

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.a, self.b = DocumentPane(), DocumentPane()
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setSpacing(2)
        self.list.setToolTip(
            self.tr("Shared passages, longest first: click one to show it on both sides")
        )
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.list.setAccessibleName(self.tr("Shared passages"))
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        self.list_title = QLabel(self.tr("<b>Shared passages</b>"))
        ll.addWidget(self.list_title)
        ll.addWidget(self.list)
        self.treat = QPushButton(
            QCoreApplication.translate("CommonView", "Treat as assignment text")
        )
        self.treat.setToolTip(
            self.tr(
                "The selected passage is from a text the class was given (a reading, the "
                "prompt): add it, as both students wrote it, to the assignment text and scan "
                "again. It is then no evidence against anyone who has it."
            )
        )
        self.treat.clicked.connect(self.treat_selected)
        self.note = QLabel()
        self.note.setWordWrap(True)
        ll.addWidget(self.treat)
        ll.addWidget(self.note)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(self.a)
        split.addWidget(self.b)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 3)
        split.setStretchFactor(2, 3)
        split.setSizes([220, 500, 500])
        # Which side handed in first: an order in time, not a verdict (the words say so).
        self.order = QLabel()
        self.order.setWordWrap(True)
        self.order.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.order)
        lay.addWidget(split, 1)
        lay.addWidget(self.legend)

        self.result: Result | None = None
        self.pair: Pair | None = None
        self.passages: list[Passage] = []
        self._base_a: list[QTextEdit.ExtraSelection] = []
        self._base_b: list[QTextEdit.ExtraSelection] = []
        self._matching: tuple[list[tuple[int, int]], list[tuple[int, int]]] = ([], [])
        self._syncing = False
        self._last: dict[int, int] = {}
        self.list.currentRowChanged.connect(self._on_passage)
        self.a.text.verticalScrollBar().valueChanged.connect(self._on_scroll_a)
        self.b.text.verticalScrollBar().valueChanged.connect(self._on_scroll_b)
        self.show_pair(None, None, None)

    def show_pair(
        self, result: Result | None, pair: Pair | None, passages: list[Passage] | None
    ) -> None:
        """Open a pair; ``passages`` as found on the worker, or None to find them here."""
        self.result, self.pair = result, pair
        self.list.blockSignals(True)
        self.list.clear()
        self.list.blockSignals(False)
        self.order.hide()
        self.note.setText("")
        self.note.hide()
        # (a passage shared with a reference text is the library's: not the class's reading)
        self.treat.setEnabled(
            result is not None
            and pair is not None
            and not result.documents[pair.a].source
            and not result.documents[pair.b].source
        )
        if result is None or pair is None:
            self.a.show_document(None)
            self.b.show_document(None)
            self.passages = []
            self._matching = ([], [])
            self.a.title.setText(self.tr("<i>Select a pair above to read it side by side.</i>"))
            return
        if passages is None:  # a rejected candidate: one pair takes a few milliseconds
            passages = pair_passages(result, pair)
        self.passages = list(passages)
        da, db = result.documents[pair.a], result.documents[pair.b]
        self.a.show_document(da)
        self.b.show_document(db)
        said = say(
            handin.order_sentence(display_name(da), display_name(db), da.submitted, db.submitted)
        )
        self.order.setText(self.tr("Hand-in: {0}").format(said) if said else "")
        self.order.setVisible(bool(said))
        self._matching = reworded_words(da, db, self.passages)
        n = len(self.passages)
        self.list_title.setText("<b>" + self.tr("%n shared passages", "", n) + "</b>")
        loc = self.locale()
        for i, p in enumerate(self.passages):
            snippet = " ".join(da.original[p.a_start : p.a_end].split())
            snippet = snippet[:70] + ("…" if len(snippet) > 70 else "")
            where = ""
            if len(da.files) > 1 or len(db.files) > 1:  # which of the students' files it is in
                where = (
                    f" ({_base_name(da.file_at(p.a_start))} ↔ {_base_name(db.file_at(p.b_start))})"
                )
            words = self.tr("%n words", "", p.words).replace(str(p.words), loc.toString(p.words))
            credit = credit_label(str(getattr(p, "credit", CREDITS[-1])))
            kind = ", " + self.tr("reworded") if p.reworded else ""
            item = QListWidgetItem(f"{i + 1}. {words}{kind}, {credit}{where}: {snippet}")
            cited = getattr(p, "citation", None)
            tip = " ".join(da.original[p.a_start : p.a_end].split())[:600]
            cite = "\n\n" + self.tr("Citation: {0}").format(cited) if cited else ""
            item.setToolTip(tip + cite)
            self.list.addItem(item)
        self.render_marks()
        if self.passages:
            self.list.setCurrentRow(0)
        else:
            self.treat.setEnabled(False)

    @Slot()
    def treat_selected(self) -> None:
        """Save the selected passage, both sides as the students wrote them, as an assignment
        text of this class, and hand it on (the window adds it to the settings: a scan again)."""
        row, res, pair = self.list.currentRow(), self.result, self.pair
        if res is None or pair is None or not 0 <= row < len(self.passages):
            return
        p = self.passages[row]
        da, db = res.documents[pair.a], res.documents[pair.b]
        sides = (da.original[p.a_start : p.a_end], db.original[p.b_start : p.b_end])
        text = "\n\n".join(dict.fromkeys(" ".join(side.split()) for side in sides))
        treat_as_assignment(text, res.root, self.treat, self.note, self.assignmentAdded)

    def render_marks(self) -> None:
        """Colour the passages, grey the excluded text, mark the disguises and number the
        passages, in the colours of the palette shown (again when it changes)."""
        t = theme_for(self.palette())
        groups = " ".join(
            f"<span style='background:{t.credits[c]};color:"
            f"{t.credited_ink if c == CREDITS[0] else t.passage_text}' "
            f"title='{_escape(credit_explain(c))}'>&nbsp;{_escape(credit_label(c))}&nbsp;</span>"
            for c in CREDITS
        )
        self.legend.setText(
            self.tr("Credit the student gave: {0}").format(groups)
            + " · "
            + self.tr("same number = same passage")
            + f" · <span style='color:{t['excluded_window']}'>"
            + self.tr("grey = not compared (template, quotation, bibliography)")
            + f"</span> · <span style='color:{t['disguise_window']}'>"
            + self.tr("red wavy underline = disguised characters")
            + "</span>"
            + (
                f" · <u style='color:{matched_ink(t)}'>"
                + self.tr("underlined in colour")
                + "</u> = "
                + self.tr("words a reworded passage shares with the other text")
                if any(p.reworded for p in self.passages)
                else ""
            )
        )
        self.a.show_title()
        self.b.show_title()
        for i, p in enumerate(self.passages[: self.list.count()]):
            pix = QPixmap(12, 12)
            pix.fill(QColor(t.credits[str(getattr(p, "credit", CREDITS[-1]))]))
            self.list.item(i).setIcon(QIcon(pix))
        if self.result is None or self.pair is None:
            return
        pair = self.pair
        docs = self.result.documents
        self._base_a = self._base(self.a, pair.a, t) + self._passage_marks(self.a, "a", t)
        self._base_b = self._base(self.b, pair.b, t) + self._passage_marks(self.b, "b", t)
        self._base_a += self._disguises(self.a, docs[pair.a], t)
        self._base_b += self._disguises(self.b, docs[pair.b], t)
        for side, which in ((self.a, "a"), (self.b, "b")):
            spans = [
                (p.a_start, p.a_end) if which == "a" else (p.b_start, p.b_end)
                for p in self.passages
            ]
            colours = [t.credits[self._credit(p, which)] for p in self.passages]
            marks = [(s, e, colours[i], str(i + 1)) for i, (s, e) in enumerate(spans)]
            side.overlay(marks, t, self._matching[0 if which == "a" else 1])
        self._on_passage(self.list.currentRow())

    def _base(self, side: DocumentPane, index: int, t: Theme) -> list[QTextEdit.ExtraSelection]:
        if self.result is None:
            return []
        doc, sh = self.result.documents[index], self.result.shingles[index]
        grey = mark_format(EXCLUDED_KIND, foreground=t["excluded"])
        return [side.selection(s, e, grey) for s, e in excluded_spans(doc, sh)]

    def _passage_marks(
        self, side: DocumentPane, which: str, t: Theme
    ) -> list[QTextEdit.ExtraSelection]:
        """Each passage in the colour of the credit this side gave it."""
        out = []
        for p in self.passages:
            credit = self._credit(p, which)
            ink = t.credited_ink if credit == CREDITS[0] else t.passage_text
            fmt = mark_format(PASSAGE, background=t.credits[credit], text=ink)
            fmt.setToolTip(credit_label(credit))
            s, e = (p.a_start, p.a_end) if which == "a" else (p.b_start, p.b_end)
            out.append(side.selection(s, e, fmt))
        return out

    def _matching_marks(self, side: DocumentPane, which: str) -> list[QTextEdit.ExtraSelection]:
        """The words of reworded passages that the other side has too, as selections (last, so
        that the passage clicked does not cover them): underlined, and told apart by their kind
        (``highlighted``); the pane draws their thick ``matched_ink`` underline (``overlay``)."""
        fmt = mark_format(MATCHING, foreground=matched_ink(theme_for(self.palette())))
        fmt.setFontUnderline(True)
        return [side.selection(s, e, fmt) for s, e in self._matching[0 if which == "a" else 1]]

    def _credit(self, p: Passage, which: str) -> str:
        """The credit side "a" or "b" gave passage ``p``; a reference text's side shows the
        student's (it owes none of its own)."""
        pair, res = self.pair, self.result
        if pair is not None and res is not None:
            if res.documents[pair.a if which == "a" else pair.b].source:
                return str(getattr(p, "credit", CREDITS[-1]))
        return str(getattr(p, f"credit_{which}", CREDITS[-1]))

    def credits(self, side: str) -> list[str]:
        """The credit group each passage mark of side "a" or "b" shows (tests read it)."""
        edit = (self.a if side == "a" else self.b).text
        t = theme_for(self.palette())
        by_colour = {QColor(v).name(): k for k, v in t.credits.items()}
        return [
            by_colour.get(s.format.background().color().name(), "")
            for s in edit.extraSelections()
            if s.format.property(KIND) == PASSAGE
        ]

    def _disguises(
        self, side: DocumentPane, doc: Document, t: Theme
    ) -> list[QTextEdit.ExtraSelection]:
        # Bold and tagged here (a selection); the wavy underline is drawn on top by the pane.
        out = []
        for start, end in disguise_spans(doc):
            fmt = mark_format(DISGUISE_KIND)
            fmt.setFontWeight(QFont.Weight.Bold)
            out.append(side.selection(start, end, fmt))
        return out

    def highlighted(self, side: str, kind: str = PASSAGE) -> list[str]:
        """The text of each mark of ``kind`` on side "a" or "b" (what a reader sees coloured)."""
        edit = (self.a if side == "a" else self.b).text
        return [
            s.cursor.selectedText().replace("\u2029", "\n")
            for s in edit.extraSelections()
            if s.format.property(KIND) == kind
        ]

    @Slot(int)
    def _on_passage(self, row: int) -> None:
        if not 0 <= row < len(self.passages):
            return
        p = self.passages[row]
        # The passage clicked: each side's credit colour, a shade darker and underlined.
        t = theme_for(self.palette())
        cur = {}
        for which in ("a", "b"):
            credit = self._credit(p, which)
            ink = t.credited_ink if credit == CREDITS[0] else t.passage_text
            cur[which] = mark_format("current", background=t.stronger(t.credits[credit]), text=ink)
            cur[which].setFontUnderline(True)
        for side, which, s, e in (
            (self.a, "a", p.a_start, p.a_end),
            (self.b, "b", p.b_start, p.b_end),
        ):
            base = self._base_a if which == "a" else self._base_b
            marks = [*base, side.selection(s, e, cur[which]), *self._matching_marks(side, which)]
            side.text.setExtraSelections(marks)
        self._syncing = True
        try:
            self.a.scroll_to(p.a_start)
            self.b.scroll_to(p.b_start)
        finally:
            self._syncing = False

    def _follow(self, source: QPlainTextEdit, target: QPlainTextEdit) -> None:
        # Keep the two sides in step: scrolling one by n lines scrolls the other by n, so that a
        # passage lined up by a click stays lined up.
        s, t = source.verticalScrollBar(), target.verticalScrollBar()
        delta = s.value() - self._last.get(id(source), 0)
        self._last[id(source)] = s.value()
        if self._syncing or delta == 0:
            return
        self._syncing = True
        try:
            t.setValue(t.value() + delta)
            self._last[id(target)] = t.value()
        finally:
            self._syncing = False

    @Slot(int)
    def _on_scroll_a(self, value: int) -> None:
        self._follow(self.a.text, self.b.text)

    @Slot(int)
    def _on_scroll_b(self, value: int) -> None:
        self._follow(self.b.text, self.a.text)
