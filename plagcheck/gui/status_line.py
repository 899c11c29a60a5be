"""The status bar's parts: the stage being worked on, its progress and a Cancel button while a
scan runs; how the submissions were laid out and what the scan found once it is done."""

from __future__ import annotations

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QLabel, QProgressBar, QPushButton, QStatusBar

from plagcheck.engine import Result, intake
from plagcheck.engine.progress import STAGE_NAMES
from plagcheck.gui.theme import tint
from plagcheck.i18n import say

FILE_STAGES = ("reading", "shingling", "hashing", "archiving")


class StatusLine(QObject):
    """The widgets the window puts in its status bar, and what they say."""

    def __init__(self, bar: QStatusBar, cancel_tip: str) -> None:
        super().__init__(bar)
        self.bar = bar
        self.stage = QLabel()
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(260)
        self.progress.setTextVisible(True)
        self.progress.setAccessibleName(self.tr("Progress"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setToolTip(cancel_tip)
        self.counts = QLabel()
        self.layout_label = QLabel()
        bar.addWidget(self.stage)
        bar.addWidget(self.progress)
        bar.addWidget(self.cancel_button)
        bar.addPermanentWidget(self.layout_label)
        bar.addPermanentWidget(self.counts)
        self.set_busy(False)

    def stage_name(self, stage: str) -> str:
        return say(STAGE_NAMES[stage]) if stage in STAGE_NAMES else stage

    def set_busy(self, busy: bool) -> None:
        self.cancel_button.setVisible(busy)
        self.progress.setVisible(busy)
        self.stage.setVisible(busy)

    def starting(self, text: str) -> None:
        self.progress.setRange(0, 0)
        self.stage.setText(text)

    @Slot(str, int, int)
    def on_progress(self, stage: str, done: int, total: int) -> None:
        name = self.stage_name(stage)
        loc = self.locale()
        if stage == "banding":
            self.stage.setText(name)
        elif stage in FILE_STAGES:
            self.stage.setText(
                self.tr("{0}: {1} / {2} files").format(
                    name, loc.toString(done), loc.toString(total)
                )
            )
        else:
            self.stage.setText(
                self.tr("{0}: {1} / {2} pairs").format(
                    name, loc.toString(done), loc.toString(total)
                )
            )
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(min(done, max(total, 1)))

    def locale(self):  # type: ignore[no-untyped-def]
        return self.bar.locale()

    def show_result(self, res: Result, seconds: float) -> None:
        """The layout found and the counts of what the scan did."""
        loc = self.locale()
        archived = sum(d.archived for d in res.documents)
        how = say(intake.describe(res.layout))
        self.layout_label.setText(how[:1].upper() + how[1:] + " ·")
        self.layout_label.setToolTip(
            say(res.layout_note) or self.tr("How the submissions were laid out")
        )
        tint(self.layout_label, "note" if res.layout_note else "")
        parts = [self.tr("%n documents", "", len(res.documents) - archived)]
        if archived:
            parts[0] += " + " + self.tr("%n from the archive", "", archived)
        parts += [
            self.tr("%n candidates verified", "", res.candidates),
            self.tr("%n reported pairs", "", len(res.reported)),
            self.tr("%n problems", "", len(res.problems)),
            self.tr("{0} s").format(loc.toString(seconds, "f", 2)),
        ]
        self.counts.setText(" · ".join(parts))
        tip = self.tr(
            "Candidates: pairs of documents that share a band of their signatures (or a window "
            "of text), each compared exactly."
        )
        if res.dismissed:
            tip += "\n" + self.tr(
                "%n more pairs shared a band by chance: their signatures agree too little for "
                "the threshold to be reachable, so they were not compared.",
                "",
                res.dismissed,
            )
        self.counts.setToolTip(tip)
