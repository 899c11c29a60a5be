"""The Help menu's pages: a short guide for teachers, the keyboard shortcuts, About (version and
licences). Each opens in one small, resizable window that scrolls, so it fits any screen."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from importlib import metadata

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from plagcheck import __version__

GUIDE = QT_TRANSLATE_NOOP(
    "Help",
    """
<h2>Reading a plagcheck report</h2>
<p>plagcheck finds text that submissions share with each other, with reference texts and with
earlier terms (an archive). It shows <b>evidence</b>: whether sharing text is misconduct is
your judgement.</p>
<h3>Students</h3>
<p><b>Similarity</b> is the share of a student's text that lies in passages also found in
another document (each passage counted once, however many documents share it). 0% means
nothing of length was shared; 100% means the whole text is found elsewhere.
<b>Shares most with</b> names the document with the most text in common and how much of the
student's text that is. Select a student to read their text: each shared passage is coloured
by the document it is shared with; click a passage to read the two texts side by side.</p>
<h3>Pairs</h3>
<ul>
<li><b>Exact J</b> (overlap): the share of all phrases of the two texts that they have in
common; 1 is identical, above 0.3 is rarely chance for essays.</li>
<li><b>Estimated J</b>: the quick estimate the search used to find the pair.</li>
<li><b>A in B</b> / <b>B in A</b>: how much of one text is found in the other; high on one side
only when a short text was copied into a long one.</li>
<li><b>Local</b>: the largest share of one stretch of text (a paragraph) found in the other: a
pasted paragraph in an otherwise different essay.</li>
<li><b>Passages</b> and <b>Longest</b>: the shared runs of text and the longest in words.</li>
<li><b>Flags</b>: tricks found in a file (look-alike letters, invisible characters, white
text). A flag is evidence in itself.</li>
</ul>
<h3>Acting on a report</h3>
<ol>
<li>Start with the students at the top. Open their pairs and read the passages in context.</li>
<li>Rule out innocent sharing: quotations, the assignment's own text (add it under
<i>Assignment text</i> so it stops counting), common phrases, group work that was allowed.</li>
<li>Record a decision for the pair or the student (confirmed, dismissed, to discuss) and a note.
plagcheck keeps it for this folder, across restarts and new scans.</li>
<li>Export the HTML report for a panel or a conversation: it holds the evidence, your
decisions and notes. Talk to the student before you conclude.</li>
</ol>
<p>A pair with a <b>reference text</b> (a web page, a textbook chapter, a model answer you
added) says so: text shared with a source was taken from it, not from a classmate.</p>
""",
)


def licences(dists: Sequence[str]) -> list[tuple[str, str, str]]:
    """(name, version, licence) of each installed distribution, as its metadata states it."""
    out = []
    for name in dists:
        try:
            meta = metadata.metadata(name)
        except metadata.PackageNotFoundError:
            continue
        text = meta.get("License-Expression") or ""
        if not text:
            short = (meta.get("License") or "").strip()
            text = short if short and "\n" not in short and len(short) < 60 else ""
        if not text:
            classifiers = meta.get_all("Classifier") or []
            text = " / ".join(
                c.split("::")[-1].strip() for c in classifiers if c.startswith("License ::")
            )
        see = QCoreApplication.translate("Help", "see the project's page")
        out.append((name, meta.get("Version") or "", text or see))
    return out


# What the window is built from (the licence of each is read from its installed metadata).
COMPONENTS = (
    "PySide6-Essentials",
    "shiboken6",
    "pyqtgraph",
    "numpy",
    "mmh3",
    "platformdirs",
    "charset-normalizer",
    "beautifulsoup4",
    "python-docx",
    "odfpy",
    "striprtf",
    "pypdf",
    "confusable-homoglyphs",
    "cryptography",
    "py3langid",
    "stop-words",
    "PyStemmer",
    "fpdf2",
    "fonttools",
    "pillow",
    "defusedxml",
)


def guide_html() -> str:
    """The guide in the teacher's language."""
    return QCoreApplication.translate("Help", GUIDE)


def about_html() -> str:
    rows = "".join(
        f"<tr><td>{escape(n)}</td><td>{escape(v)}</td><td>{escape(lic)}</td></tr>"
        for n, v, lic in licences(COMPONENTS)
    )
    return (
        f"<h2>plagcheck {escape(__version__)}</h2><p>"
        + QCoreApplication.translate(
            "Help",
            "A plagiarism checker for teachers: it finds the text submissions share and shows "
            "the evidence side by side. Everything runs on this computer; no text leaves it.",
        )
        + "</p><p>"
        + QCoreApplication.translate("Help", "plagcheck is free software under the MIT licence.")
        + "</p><p>"
        + QCoreApplication.translate(
            "Help",
            "Built with Qt for Python (PySide6, LGPL-3.0; Qt is © The Qt Company, under the "
            "LGPL-3.0) and these libraries:",
        )
        + "</p><table cellpadding='3'><tr><th align='left'>"
        + QCoreApplication.translate("Help", "Component")
        + "</th><th align='left'>"
        + QCoreApplication.translate("Help", "Version")
        + "</th><th align='left'>"
        + QCoreApplication.translate("Help", "Licence")
        + f"</th></tr>{rows}</table><p>"
        + QCoreApplication.translate(
            "Help",
            "Case files are set in DejaVu Sans (Bitstream Vera licence; DejaVu changes in the "
            "public domain), shipped with plagcheck.",
        )
        + "</p>"
    )


def shortcuts_html(actions: Sequence[QAction]) -> str:
    """A table of the window's actions that have a shortcut (so the list is always true)."""
    rows = []
    for a in actions:
        keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in a.shortcuts()]
        keys = [k for k in keys if k]
        if keys:
            what = a.toolTip() or a.text().replace("&", "")
            keys_html = escape(", ".join(keys))
            rows.append(f"<tr><td><b>{keys_html}</b></td><td>{escape(what)}</td></tr>")
    return (
        "<h2>"
        + QCoreApplication.translate("Help", "Keyboard shortcuts")
        + "</h2><table cellpadding='4'>"
        + "".join(rows)
        + "</table><p>"
        + QCoreApplication.translate(
            "Help",
            "Tab moves from pane to pane in the order they are seen (Shift+Tab back); in a "
            "table, the arrow keys move between rows and typing a name's first letters jumps "
            "to it; Enter on a student opens their strongest pair, on a pair its passages.",
        )
        + "</p>"
    )


class HelpPages(QObject):
    """The Help menu's pages, one open at a time, sized to the screen."""

    def __init__(self, window: QWidget, actions: Callable[[], Sequence[QAction]]) -> None:
        super().__init__(window)
        self.window = window
        self._actions = actions  # the window's actions now (their keys make the shortcuts page)
        self.dialog: HelpDialog | None = None

    def _show(self, title: str, html: str) -> HelpDialog:
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = HelpDialog(title, html, self.window)
        screen = self.window.screen().availableGeometry() if self.window.screen() else None
        if screen is not None:  # a small screen gets a smaller page
            self.dialog.resize(min(620, screen.width() - 40), min(520, screen.height() - 80))
        self.dialog.show()
        return self.dialog

    @Slot()
    def guide(self) -> None:
        self._show(self.tr("plagcheck guide"), guide_html())

    @Slot()
    def shortcuts(self) -> None:
        self._show(self.tr("Keyboard shortcuts"), shortcuts_html(self._actions()))

    @Slot()
    def about(self) -> None:
        self._show(self.tr("About plagcheck"), about_html())


class HelpDialog(QDialog):
    """One page of help in a scrolling browser."""

    def __init__(self, title: str, html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(html)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        lay = QVBoxLayout(self)
        lay.addWidget(self.browser)
        lay.addWidget(buttons)
        self.resize(620, 520)

    def text(self) -> str:
        return self.browser.toPlainText()
