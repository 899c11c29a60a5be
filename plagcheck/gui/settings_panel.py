"""The settings panel: every scan option with a tooltip in a teacher's words, kept in QSettings."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from plagcheck.engine import Mode, Params, Unit
from plagcheck.gui.path_list import PathList
from plagcheck.gui.settings_guard import ChangeMarks, ComboBox, DoubleSpinBox, SpinBox, mark_style
from plagcheck.gui.settings_texts import BASIC_SWITCHES, LAYOUT_CHOICES, SWITCHES
from plagcheck.gui.theme import theme_for, tint

# Settings that re-run the scan are applied this long after the last change.
DEBOUNCE_MS = 300


def _row(form: QFormLayout, text: str, widget: QWidget) -> QLabel:
    """A form row whose label explains itself too (the widget's tooltip) and names the widget
    for a screen reader (its buddy)."""
    label = QLabel(text)
    label.setToolTip(widget.toolTip())
    label.setBuddy(widget)
    widget.setAccessibleName(text.rstrip(":"))
    form.addRow(label, widget)
    return label


class SettingsPanel(QWidget):
    edited = Signal()  # at once, on every change (the S-curve follows live)
    changed = Signal()  # DEBOUNCE_MS after the last change (re-run the scan)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._base = Params()
        self._loading = False
        self._timer = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self._timer.timeout.connect(self.changed)
        self.marks = ChangeMarks()
        self.setStyleSheet(mark_style(theme_for(self.palette())))
        self._make_match_widgets()
        self._make_search_widgets()
        self._make_text_widgets()
        self._make_submission_widgets()
        self.error = QLabel()
        tint(self.error, "error")
        self.error.setWordWrap(True)
        self._lay_out()
        self._connect()
        self.set_params(Params(), exact=False)

    # -- building ----------------------------------------------------------------------------
    def _make_match_widgets(self) -> None:
        self.unit = ComboBox()
        self.unit.addItem(self.tr("Words"), Unit.WORD.value)
        self.unit.addItem(self.tr("Characters"), Unit.CHAR.value)
        self.unit.setToolTip(
            self.tr(
                "Compare runs of words (best for essays) or runs of letters (catches copying with "
                "small spelling changes, and languages written without spaces)."
            )
        )
        self.k = SpinBox(minimum=1, maximum=50)
        self.k.setToolTip(
            self.tr(
                "How many words (or letters) in a row must match to count. Smaller finds more "
                "paraphrase but also more chance overlap; 3 words suits essays."
            )
        )
        self.mode = ComboBox()
        self.mode.addItem(self.tr("Each phrase once"), Mode.SET.value)
        self.mode.addItem(self.tr("Count repeats"), Mode.BAG.value)
        self.mode.setToolTip(
            self.tr("Whether a phrase used several times counts once or every time it appears.")
        )
        self.threshold = DoubleSpinBox(minimum=0.01, maximum=1.0, singleStep=0.05, decimals=2)
        self.threshold.setToolTip(
            self.tr(
                "Report two documents when at least this share of their phrases is the same "
                "(0 nothing shared, 1 identical). Lower finds more, including chance overlap."
            )
        )
        self.containment = DoubleSpinBox(minimum=0.0, maximum=1.0, singleStep=0.05, decimals=2)
        self.containment.setSpecialValueText(self.tr("automatic"))  # 0 = the unit's own value
        self.containment.setToolTip(
            self.tr(
                "Also report a pair when this share of one document is found in the other, even if "
                "the other is much longer (a short answer copied into a long essay). "
                "Automatic: 0.3 for words, 0.5 for characters."
            )
        )
        self.window = SpinBox(minimum=0, maximum=5000, singleStep=10)
        self.window.setSuffix(self.tr(" words"))
        self.window.setToolTip(
            self.tr(
                "Look for a pasted paragraph of about this many words inside otherwise different "
                "essays. 0 switches this off."
            )
        )

    def _make_search_widgets(self) -> None:
        self.perms = SpinBox(minimum=8, maximum=1024, singleStep=16)
        self.perms.setToolTip(
            self.tr(
                "Length of each document's fingerprint. Longer fingerprints estimate similarity "
                "more "
                "precisely and miss fewer pairs, but take a little longer."
            )
        )
        self.auto_bands = QCheckBox(self.tr("Choose bands and rows from the threshold"))
        self.auto_bands.setToolTip(
            self.tr(
                "Let plagcheck pick how the fingerprint is cut up for the quick search, so that "
                "pairs above the threshold are rarely missed (see the S-curve tab)."
            )
        )
        self.bands = SpinBox(minimum=1, maximum=1024)
        self.bands.setToolTip(
            self.tr(
                "Bands: more bands make the quick search find more pairs (fewer misses, more "
                "checks)."
            )
        )
        self.rows = SpinBox(minimum=1, maximum=1024)
        self.rows.setToolTip(
            self.tr(
                "Rows per band: more rows make the quick search stricter (fewer checks, more "
                "misses)."
            )
        )
        self.exact = QCheckBox(self.tr("Compare every pair exactly"))
        self.exact.setToolTip(
            self.tr(
                "Check all pairs instead of the quick search: nothing can be missed, but it is "
                "slow "
                "for hundreds of files. The S-curve then shows the pairs the quick search would "
                "miss."
            )
        )

    def _make_text_widgets(self) -> None:
        self.max_share = DoubleSpinBox(minimum=0.0, maximum=1.0, singleStep=0.05, decimals=2)
        self.max_share.setToolTip(
            self.tr(
                "Ignore phrases that appear in more than this share of all documents (set phrases "
                "everybody uses). 1.00 keeps everything."
            )
        )
        self.switches = {name: QCheckBox(self.tr(label)) for name, (label, _) in SWITCHES.items()}
        for name, box in self.switches.items():
            box.setToolTip(self.tr(SWITCHES[name][1]))
        self.templates = PathList(
            self.tr("Assignment text (templates):"),
            self.tr(
                "The assignment prompt, worksheets or other text every student was given: text "
                "found in these files never counts as copying."
            ),
            self.tr("a file every student was given (the assignment prompt)"),
        )
        self.common_students = SpinBox(minimum=3, maximum=100_000)
        self.common_students.setSuffix(self.tr(" students"))
        self.common_students.setToolTip(
            self.tr(
                "Text this many students or more share (a prompt you did not give, a worksheet "
                "line, a quotation everyone used) is shown once under Shared by many, not as "
                "copying: it counts in no pair and in no student's share. One sentence needs "
                "half as many (at least 3, in a class of 10 or more) who share nothing else: a "
                "line of a reading they quote. Fewer students sharing one text (a ring copying "
                "one paragraph) are still reported."
            )
        )
        self.sources = PathList(
            self.tr("Reference texts:"),
            self.tr(
                "Saved web pages, textbook chapters, model answers: every student's work is "
                "compared "
                "with them (never they with each other), and a pair with one says so. They are not "
                "listed as students."
            ),
            self.tr("a reference text (a saved web page, a chapter, a model answer)"),
        )

    def _make_submission_widgets(self) -> None:
        self.layout_choice = ComboBox()
        for value, label in LAYOUT_CHOICES:
            self.layout_choice.addItem(self.tr(label), value)
        self.layout_choice.setToolTip(
            self.tr(
                "How the folder or download is laid out. Moodle, Canvas and Blackboard downloads "
                "are recognised by their file names: each student's files are read as one "
                "submission, named after the student. Choose one here if it is recognised wrongly."
            )
        )
        self.roster = QLabel(self.tr("(none)"))
        self.roster.setToolTip(
            self.tr(
                "Canvas names files by a short key (nunezjose). Its grades export (a CSV with the "
                "Student and ID columns) gives the students' real names."
            )
        )
        self.choose_roster = QPushButton(self.tr("Roster…"))
        self.choose_roster.setToolTip(self.roster.toolTip())
        self.clear_roster = QPushButton(self.tr("Clear"))
        self.clear_roster.setToolTip(self.tr("Name Canvas students by their key again"))
        self.choose_roster.setAccessibleName(self.tr("Choose the roster (Canvas names)…"))
        self.clear_roster.setAccessibleName(self.tr("Clear the roster"))
        self.restore = QPushButton(self.tr("Restore defaults"))
        self.restore.setToolTip(
            self.tr(
                "Every setting back to its default in one click (the assignment text, reference "
                "texts and Canvas names of this class are kept)."
            )
        )
        self.restore.setAccessibleName(self.tr("Restore the default settings"))

    def _lay_out(self) -> None:
        """What a teacher sets in view; the method's own settings under "Advanced"."""
        subs = QGroupBox(self.tr("Submissions"))
        f = QFormLayout(subs)
        self.marks.watch(
            "layout", self.layout_choice, _row(f, self.tr("Laid out as"), self.layout_choice)
        )
        roster = QHBoxLayout()
        roster.addWidget(self.roster, 1)
        roster.addWidget(self.choose_roster)
        roster.addWidget(self.clear_roster)
        label = QLabel(self.tr("Canvas names"))
        label.setToolTip(self.roster.toolTip())
        f.addRow(label, roster)
        report = QGroupBox(self.tr("What is reported"))
        f = QFormLayout(report)
        self.marks.watch(
            "threshold", self.threshold, _row(f, self.tr("Report above"), self.threshold)
        )
        self.marks.watch(
            "containment",
            self.containment,
            _row(f, self.tr("…or contained above"), self.containment),
        )
        self.marks.watch("window", self.window, _row(f, self.tr("Pasted paragraph"), self.window))
        text = QGroupBox(self.tr("Text that must not count"))
        v = QVBoxLayout(text)
        for name in BASIC_SWITCHES:
            v.addWidget(self.switches[name])
        v.addWidget(self.templates)
        f = QFormLayout()
        f.setContentsMargins(0, 0, 0, 0)
        self.marks.watch(
            "common_students",
            self.common_students,
            _row(f, self.tr("Shared by many from"), self.common_students),
        )
        v.addLayout(f)
        v.addWidget(self.sources)

        self._lay_out_advanced()

        lay = QVBoxLayout(self)
        for w in (subs, report, text, self.advanced_button, self.advanced, self.error):
            lay.addWidget(w)
        lay.addWidget(self.restore, 0, Qt.AlignmentFlag.AlignLeft)
        lay.addStretch(1)

    def _lay_out_advanced(self) -> None:
        """The method's own settings, folded under the "Advanced" toggle."""
        self.advanced_button = QToolButton(text=self.tr("Advanced: how documents are compared"))
        self.advanced_button.setCheckable(True)
        self.advanced_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.advanced_button.setArrowType(Qt.ArrowType.RightArrow)
        self.advanced_button.setStyleSheet("QToolButton { border: none; font-weight: bold; }")
        self.advanced_button.setToolTip(
            self.tr(
                "The method's own settings: phrase length, fingerprints, the quick search and how "
                "text is cleaned before comparing. The defaults suit essays."
            )
        )
        self.advanced = QWidget()
        av = QVBoxLayout(self.advanced)
        av.setContentsMargins(0, 0, 0, 0)
        match = QGroupBox(self.tr("Phrases"))
        f = QFormLayout(match)
        self.marks.watch("unit", self.unit, _row(f, self.tr("Compare"), self.unit))
        self.marks.watch("k", self.k, _row(f, self.tr("Phrase length"), self.k))
        self.marks.watch("mode", self.mode, _row(f, self.tr("Repeats"), self.mode))
        search = QGroupBox(self.tr("Quick search (MinHash + LSH)"))
        f = QFormLayout(search)
        self.marks.watch("perms", self.perms, _row(f, self.tr("Fingerprint length"), self.perms))
        f.addRow(self.auto_bands)
        br = QHBoxLayout()
        br.addWidget(self.bands)
        times = QLabel("×")
        times.setAccessibleName(self.tr("times"))
        br.addWidget(times)
        self.bands.setAccessibleName(self.tr("Bands"))
        self.rows.setAccessibleName(self.tr("Rows per band"))
        br.addWidget(self.rows)
        label = QLabel(self.tr("Bands × rows"))
        label.setToolTip(f"{self.bands.toolTip()}\n{self.rows.toolTip()}")
        f.addRow(label, br)
        f.addRow(self.exact)
        self.marks.watch("bands", self.bands, label)
        self.marks.watch("rows", self.rows, label)
        for name, box in (("auto_bands", self.auto_bands), ("exact", self.exact)):
            self.marks.watch(name, box)
        for name, box in self.switches.items():
            self.marks.watch(name, box)
        clean = QGroupBox(self.tr("Cleaning the text"))
        cv = QVBoxLayout(clean)
        for name in self.switches:
            if name not in BASIC_SWITCHES:
                cv.addWidget(self.switches[name])
        f2 = QFormLayout()
        self.marks.watch(
            "max_share",
            self.max_share,
            _row(f2, self.tr("Ignore phrases in more than"), self.max_share),
        )
        cv.addLayout(f2)
        for box in (match, search, clean):
            av.addWidget(box)
        self.advanced.setVisible(False)

    def _connect(self) -> None:
        for w in (self.unit, self.mode, self.layout_choice):
            w.currentIndexChanged.connect(self._on_edit)
        self.choose_roster.clicked.connect(self._choose_roster)
        self.clear_roster.clicked.connect(self._clear_roster)
        for w in (self.k, self.window, self.perms, self.bands, self.rows, self.common_students):
            w.valueChanged.connect(self._on_edit)
        for w in (self.threshold, self.containment, self.max_share):
            w.valueChanged.connect(self._on_edit)
        for w in (self.auto_bands, self.exact, *self.switches.values()):
            w.toggled.connect(self._on_edit)
        self.templates.changed.connect(self._on_edit)
        self.sources.changed.connect(self._on_edit)
        self.advanced_button.toggled.connect(self.show_advanced)
        self.restore.clicked.connect(self.restore_defaults)

    @Slot(bool)
    def show_advanced(self, shown: bool) -> None:
        self.advanced_button.setChecked(shown)
        self.advanced_button.setArrowType(
            Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow
        )
        self.advanced.setVisible(shown)

    # -- values ------------------------------------------------------------------------------
    def set_params(self, params: Params, exact: bool) -> None:
        """Show ``params`` without emitting a change."""
        self._loading = True
        try:
            self._base = params
            self.unit.setCurrentIndex(self.unit.findData(params.unit.value))
            self.mode.setCurrentIndex(self.mode.findData(params.mode.value))
            self.k.setValue(params.k)
            self.threshold.setValue(params.threshold)
            self.containment.setValue(params.containment_threshold or 0.0)
            self.window.setValue(params.window)
            self.perms.setValue(params.perms)
            self.max_share.setValue(params.max_doc_share)
            self.common_students.setValue(params.common_students)
            self.exact.setChecked(exact)
            self.auto_bands.setChecked(params.bands is None)
            b, r = params.band_rows()
            self.bands.setValue(b)
            self.rows.setValue(r)
            for name, box in self.switches.items():
                box.setChecked(bool(getattr(params, name)))
            self.templates.set_paths(params.templates)
            self.sources.set_paths(params.sources)
            self.layout_choice.setCurrentIndex(max(0, self.layout_choice.findData(params.layout)))
            self._show_roster(params.roster)
            self._sync_bands()
        finally:
            self._loading = False
        self._update_marks()

    def params(self) -> Params:
        """The Params shown (raises ValueError naming a bad combination)."""
        auto = self.auto_bands.isChecked()
        return self._base.replace(
            unit=self.unit.currentData(),
            mode=self.mode.currentData(),
            k=self.k.value(),
            threshold=round(self.threshold.value(), 4),
            containment_threshold=round(self.containment.value(), 4) or None,
            window=self.window.value(),
            perms=self.perms.value(),
            max_doc_share=round(self.max_share.value(), 4),
            common_students=self.common_students.value(),
            bands=None if auto else self.bands.value(),
            rows=None if auto else self.rows.value(),
            templates=self.templates.paths(),
            sources=self.sources.paths(),
            layout=self.layout_choice.currentData(),
            roster=self.roster.property("path") or None,
            **{name: box.isChecked() for name, box in self.switches.items()},
        )

    def valid_params(self) -> Params | None:
        """The Params shown, or None with the reason shown in the panel."""
        try:
            p = self.params()
        except ValueError as e:
            self.error.setText(str(e))
            return None
        self.error.setText("")
        return p

    def add_section(self, widget: QWidget) -> None:
        """Put ``widget`` (e.g. the archive box) below the scan settings, above "Advanced"."""
        lay = self.layout()
        assert isinstance(lay, QVBoxLayout)
        lay.insertWidget(lay.indexOf(self.advanced_button), widget)

    def exact_mode(self) -> bool:
        return self.exact.isChecked()

    @Slot(str)
    def add_template(self, path: str) -> None:
        self.templates.add(path)

    def add_source(self, path: str) -> None:
        self.sources.add(path)

    # -- persistence -------------------------------------------------------------------------
    def save(self, settings: QSettings) -> None:
        p = self.valid_params()
        if p is not None:
            settings.setValue("params", json.dumps(p.to_dict()))
        # Stored as text: the INI backend reads every value back as text anyway.
        settings.setValue("exact", "true" if self.exact.isChecked() else "false")
        settings.setValue("advanced", "true" if self.advanced.isVisibleTo(self) else "false")

    def load(self, settings: QSettings) -> None:
        raw = settings.value("params")
        try:
            params = Params.from_dict(json.loads(str(raw))) if raw else Params()
        except (ValueError, TypeError):
            params = Params()  # settings from another version: start from the defaults
        self.set_params(params, str(settings.value("exact", "false")) == "true")
        self.show_advanced(str(settings.value("advanced", "false")) == "true")

    # -- slots -------------------------------------------------------------------------------
    def _sync_bands(self) -> None:
        auto = self.auto_bands.isChecked()
        self.bands.setEnabled(not auto)
        self.rows.setEnabled(not auto)
        if auto:
            try:
                b, r = self.params().band_rows()
            except ValueError:
                return
            for box, v in ((self.bands, b), (self.rows, r)):
                box.blockSignals(True)
                box.setValue(v)
                box.blockSignals(False)

    # -- marks -------------------------------------------------------------------------------
    def _shown(self) -> dict[str, Any]:
        """Each watched setting's value as its widget shows it (valid or not)."""
        boxes = {"auto_bands": self.auto_bands, "exact": self.exact, **self.switches}
        values: dict[str, Any] = {n: b.isChecked() for n, b in boxes.items()}
        for name in ("layout", "unit", "mode"):
            values[name] = getattr(
                self, "layout_choice" if name == "layout" else name
            ).currentData()
        for name in ("threshold", "containment", "window", "k", "perms", "max_share"):
            values[name] = round(getattr(self, name).value(), 4)
        values["bands"], values["rows"] = self.bands.value(), self.rows.value()
        values["common_students"] = self.common_students.value()
        return values

    def _defaults(self, shown: dict[str, Any]) -> dict[str, Any]:
        d = Params()
        out = {name: bool(getattr(d, name)) for name in self.switches}
        out.update(auto_bands=True, exact=False, layout=d.layout, unit=d.unit.value)
        out.update(mode=d.mode.value, threshold=d.threshold, containment=0.0, window=d.window)
        out.update(k=d.k, perms=d.perms, max_share=d.max_doc_share)
        out.update(common_students=d.common_students)
        if shown["auto_bands"]:  # worked out from the other settings: not a choice of its own
            out.update(bands=shown["bands"], rows=shown["rows"])
        return out

    def _update_marks(self) -> None:
        shown = self._shown()
        defaults = self._defaults(shown)
        self.marks.update(shown, defaults)
        self.restore.setEnabled(shown != defaults)

    def apply_theme(self) -> None:
        """The "changed" mark in the colours of the palette now."""
        self.setStyleSheet(mark_style(theme_for(self.palette())))

    @Slot()
    def scanned(self) -> None:
        """A scan was made with the settings shown: their "changed" marks go."""
        self.marks.scanned = self._shown()
        self._update_marks()

    @Slot()
    def restore_defaults(self) -> None:
        """Every setting at its default (the class's templates, references, roster kept)."""
        kept = self._base.replace(
            templates=self.templates.paths(),
            sources=self.sources.paths(),
            roster=self.roster.property("path") or None,
        )
        defaults = Params(templates=kept.templates, sources=kept.sources, roster=kept.roster)
        self.set_params(defaults, exact=False)
        self._on_edit()

    @Slot()
    def _on_edit(self, *args: Any) -> None:
        if self._loading:
            return
        self._sync_bands()
        self._update_marks()
        if self.valid_params() is None:
            return
        self.edited.emit()
        self._timer.start()

    def _show_roster(self, path: str | None) -> None:
        self.roster.setProperty("path", path or "")
        self.roster.setText(Path(path).name if path else self.tr("(none)"))
        self.roster.setToolTip(path or self.choose_roster.toolTip())
        self.clear_roster.setEnabled(bool(path))

    @Slot()
    def _choose_roster(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Choose the course's grades export"),
            "",
            self.tr("CSV files (*.csv);;All files (*)"),
        )
        if path:
            self._show_roster(path)
            self._on_edit()

    @Slot()
    def _clear_roster(self) -> None:
        self._show_roster(None)
        self._on_edit()
