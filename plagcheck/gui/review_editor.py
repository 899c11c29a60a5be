"""A decision and a note for the selected student or pair; the window saves them as they change
(the note a moment after the last key press)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QWidget

from plagcheck.gui.settings_guard import ComboBox
from plagcheck.i18n import say
from plagcheck.reports.review import DECISION_TIPS, DECISION_WORDS, NONE, Decision, Entry

NOTE_DELAY_MS = 600


def decision_text(decision: Decision) -> str:
    """A decision in the teacher's language (the reports' words: the message catalogue)."""
    return say(DECISION_WORDS[decision])


def decision_tip(decision: Decision) -> str:
    return say(DECISION_TIPS[decision])


class DecisionBox(ComboBox):
    """The four decisions, each with a tooltip; ``any_text`` adds a first "any" entry (filters).
    A decision changes only when asked: the wheel passes over it unless it has the focus."""

    def __init__(self, any_text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if any_text:
            self.addItem(any_text, None)
        for d in Decision:
            self.addItem(decision_text(d), d)
            self.setItemData(self.count() - 1, decision_tip(d), Qt.ItemDataRole.ToolTipRole)

    def decision(self) -> Decision | None:
        value = self.currentData()
        return Decision(value) if value is not None else None

    def set_decision(self, decision: Decision | None) -> None:
        self.setCurrentIndex(max(0, self.findData(decision)))


class ReviewEditor(QWidget):
    edited = Signal(object, str)  # Decision, note

    def __init__(self, what: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        student = what == "student"
        self.label = QLabel(self.tr("Your review:"))
        self.decision = DecisionBox()
        self.decision.setToolTip(
            self.tr(
                "Your decision about this student; plagcheck keeps it for this folder, through "
                "new scans and restarts, and puts it in the reports"
            )
            if student
            else self.tr(
                "Your decision about this pair; plagcheck keeps it for this folder, through new "
                "scans and restarts, and puts it in the reports"
            )
        )
        self.note = QLineEdit(placeholderText=self.tr("Note (kept with the decision)…"))
        self.note.setClearButtonEnabled(True)
        self.note.setToolTip(
            self.tr(
                "A note about this student: what you saw, what you decided and why. Saved as "
                "you type."
            )
            if student
            else self.tr(
                "A note about this pair: what you saw, what you decided and why. Saved as you type."
            )
        )
        self.label.setToolTip(self.decision.toolTip())
        self.label.setBuddy(self.decision)
        # Named by its purpose, as its label says (not by the decision it shows).
        self.decision.setAccessibleName(self.tr("Your review"))
        self.note.setAccessibleName(
            self.tr("Note about this student") if student else self.tr("Note about this pair")
        )
        # The view's: the shown student's or pair's history, oldest first.
        self.history: Callable[[], list[Entry]] | None = None
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.label)
        lay.addWidget(self.decision)
        lay.addWidget(self.note, 1)
        self._timer = QTimer(self, singleShot=True, interval=NOTE_DELAY_MS)
        self._timer.timeout.connect(self._emit)
        self._loading = False
        self.decision.currentIndexChanged.connect(self._on_decision)
        self.note.textEdited.connect(self._on_note)
        self.note.editingFinished.connect(self.flush)
        self.set_entry(None)

    def set_entry(self, entry: Entry | None) -> None:
        """Show an entry (None: nothing selected, the editor is disabled)."""
        self.flush()
        self._loading = True
        try:
            e = entry or NONE
            self.decision.set_decision(e.decision)
            self.note.setText(e.note)
            self.setEnabled(entry is not None)
        finally:
            self._loading = False
        self.show_history()

    @Slot()
    def show_history(self) -> None:
        """ "Your review (2 earlier):" and, in its tooltip, every entry with date and who."""
        entries = self.history() if self.history is not None and self.isEnabled() else []
        earlier = len(entries) - 1 if entries else 0
        self.label.setText(
            self.tr("Your review (%n earlier):", "", earlier)
            if earlier > 0
            else self.tr("Your review:")
        )
        lines = [
            f"{e.updated.replace('T', ' ').replace('+00:00', ' UTC')} · {e.by} · "
            f"{decision_text(e.decision)}{' · ' + e.note if e.note else ''}"
            for e in reversed(entries)
        ]
        every = self.tr("Every decision, newest first:")
        history = f"\n\n{every}\n" + "\n".join(lines) if lines else ""
        self.label.setToolTip(self.decision.toolTip() + history)

    @Slot()
    def flush(self) -> None:
        """Save a note being typed now (before the selection moves on)."""
        if self._timer.isActive():
            self._timer.stop()
            self._emit()

    @Slot(int)
    def _on_decision(self, index: int) -> None:
        if not self._loading:
            self._timer.stop()
            self._emit()

    @Slot(str)
    def _on_note(self, text: str) -> None:
        if not self._loading:
            self._timer.start()

    @Slot()
    def _emit(self) -> None:
        self.edited.emit(self.decision.decision() or Decision.NOT_REVIEWED, self.note.text())
        QTimer.singleShot(0, self.show_history)  # once the window has saved it
