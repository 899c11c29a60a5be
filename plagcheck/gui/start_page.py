"""What the main area says when there is nothing to show: a welcome on the first start (open a
folder, an LMS download, or try the sample essays), and, when a folder gave nothing to compare,
what happened and what to do next."""

from __future__ import annotations

import sys
from html import escape
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from plagcheck.engine import Result
from plagcheck.i18n import say

SHOWN_PROBLEMS = 5  # reasons listed on the page (the Problems tab has them all)


def sample_folder() -> Path | None:
    """The sample essays that come with plagcheck (beside the package, or in the app bundle)."""
    here = Path(__file__).resolve().parent.parent.parent
    bundle = Path(getattr(sys, "_MEIPASS", here))
    for root in (bundle, here):
        folder = root / "resources" / "sample_essays"
        if folder.is_dir():
            return folder
    return None


class StartPage(QWidget):
    openFolder = Signal()  # the teacher asks to choose a folder
    openZip = Signal()  # … a download from the learning platform
    trySamples = Signal(str)  # … to try plagcheck on the sample essays (their folder)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(True)
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.RichText)
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.folder_button = QPushButton(self.tr("Open a folder…"))
        self.folder_button.setToolTip(
            self.tr("Choose the folder that holds your students' submissions")
        )
        self.zip_button = QPushButton(self.tr("Open an LMS download (.zip)…"))
        self.zip_button.setToolTip(
            self.tr(
                "Open the .zip of all submissions that Moodle, Canvas or Blackboard gave you "
                "('Download all submissions')"
            )
        )
        self.sample_button = QPushButton(self.tr("Try the sample essays"))
        self.sample_button.setToolTip(
            self.tr("Check 20 short essays that come with plagcheck, some of them copied")
        )
        self.samples = sample_folder()
        self.sample_button.setVisible(self.samples is not None)
        self.folder_button.clicked.connect(self.openFolder)
        self.zip_button.clicked.connect(self.openZip)
        self.sample_button.clicked.connect(self._on_samples)
        buttons = QHBoxLayout()
        for b in (self.folder_button, self.zip_button, self.sample_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        box = QWidget()
        box.setMaximumWidth(720)
        inner = QVBoxLayout(box)
        inner.addWidget(self.title)
        inner.addWidget(self.message)
        inner.addSpacing(8)
        inner.addLayout(buttons)
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(box, 4)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addStretch(2)
        self.welcome()

    def _on_samples(self) -> None:
        if self.samples is not None:
            self.trySamples.emit(str(self.samples))

    def _show(self, title: str, message: str) -> None:
        self.title.setText(f"<h2>{title}</h2>")
        self.message.setText(message)
        self.setAccessibleName(title)

    def welcome(self) -> None:
        self._show(
            self.tr("Check a class's submissions for shared text"),
            "<p>"
            + self.tr(
                "Open the folder that holds your students' work (one file or one folder per "
                "student), or the .zip your learning platform gave you. plagcheck reads .docx, "
                ".odt, .rtf, .pdf, .html, .md and .txt files, compares every submission with "
                "every other and shows the text they share, side by side."
            )
            + "</p><p>"
            + self.tr("Everything stays on this computer. You can also drop a folder here.")
            + "</p>",
        )

    def not_found(self, path: str) -> None:
        self._show(
            self.tr("Not a folder or a .zip"),
            "<p>"
            + self.tr("plagcheck cannot open {0}: it is not a folder or a .zip file.").format(
                f"<b>{escape(path)}</b>"
            )
            + "</p><p>"
            + self.tr("Choose the folder of submissions, or the download from your platform.")
            + "</p>",
        )

    def nothing_compared(self, result: Result) -> None:
        """The folder gave nothing to compare: say why, and what to do next."""
        where = f"<b>{escape(result.root or '')}</b>"
        problems = result.problems
        if len(result.documents) == 1:
            title = self.tr("Only one submission to compare")
            what = self.tr(
                "{0} holds one submission that could be read: a comparison needs two or more."
            ).format(where)
        elif problems:
            title = self.tr("None of the files could be compared")
            what = self.tr("No file in {0} could be read and compared:").format(where)
        else:
            title = self.tr("No submissions found")
            what = self.tr(
                "{0} holds no file plagcheck can read (.docx, .odt, .rtf, .pdf, .html, .md, .txt)."
            ).format(where)
        items = "".join(
            f"<li><b>{escape(p.path)}</b>: {escape(say(p.reason))}</li>"
            for p in problems[:SHOWN_PROBLEMS]
        )
        more = ""
        if len(problems) > SHOWN_PROBLEMS:
            more = (
                "<p>"
                + self.tr(
                    "… and %n more (Pairs page, Problems tab).", "", len(problems) - SHOWN_PROBLEMS
                )
                + "</p>"
            )
        next_step = self.tr(
            "Check that this is the folder (or the whole download) with your students' work, "
            "then open it again; a download that is damaged can be downloaded again from your "
            "platform."
        )
        self._show(
            title,
            f"<p>{what}</p>"
            + (f"<ul>{items}</ul>" if items else "")
            + more
            + f"<p>{next_step}</p>",
        )
