"""Settings that change only when asked.

A teacher scrolls the settings panel with the mouse wheel; a number box or a drop-down that
happened to be under the pointer must not change (and re-run the scan with a value nobody
chose). The boxes here take the wheel only once they have the focus (a click or Tab), and never
take the focus from the wheel; an unfocused box passes the wheel on, so the panel scrolls.
``ChangeMarks`` marks each setting changed since the results shown were made, until the next
scan, and says which differ from the defaults.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QComboBox, QLabel, QSlider, QSpinBox, QWidget

from plagcheck.gui.numbers import DecimalBox
from plagcheck.gui.theme import Theme

CHANGED = "changed"  # the widget property the style sheet marks
CHANGED_TIP = QT_TRANSLATE_NOOP(
    "ChangeMarks", "Changed since the results shown: applied at the next scan."
)
DEFAULT_TIP = QT_TRANSLATE_NOOP(
    "ChangeMarks", "Not the default value (Restore defaults brings every setting back)."
)


def mark_style(theme: Theme) -> str:
    """The style sheet that marks a changed setting, in the theme's colours (its text at AA
    contrast on the mark, light or dark)."""
    back, ink = theme.changed, theme.changed_text
    return (
        f"*[changed='true'] {{ background-color: {back}; color: {ink}; }}"
        f"QLabel[changed='true'] {{ background-color: {back}; color: {ink}; border-radius: 3px; }}"
    )


def _focus_only(widget: QWidget) -> None:
    # Click or Tab gives the focus; the wheel never does.
    widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


def _wheel(widget: Any, base: Callable[[Any, QWheelEvent], None], event: QWheelEvent) -> None:
    if widget.hasFocus():
        base(widget, event)
    else:
        event.ignore()  # on to the parent: the panel scrolls


class SpinBox(QSpinBox):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _focus_only(self)

    def wheelEvent(self, event: QWheelEvent) -> None:
        _wheel(self, QSpinBox.wheelEvent, event)


class DoubleSpinBox(DecimalBox):
    """A decimal box in the locale's form (either decimal mark typed) that keeps the wheel."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _focus_only(self)

    def wheelEvent(self, event: QWheelEvent) -> None:
        _wheel(self, DecimalBox.wheelEvent, event)


class ComboBox(QComboBox):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _focus_only(self)

    def wheelEvent(self, event: QWheelEvent) -> None:
        _wheel(self, QComboBox.wheelEvent, event)


class Slider(QSlider):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _focus_only(self)

    def wheelEvent(self, event: QWheelEvent) -> None:
        _wheel(self, QSlider.wheelEvent, event)


class ChangeMarks:
    """Marks on the settings: ``changed`` (the theme's mark) where a value differs from the one
    the shown results were made with, and a bold label where it differs from the default."""

    def __init__(self) -> None:
        # setting name -> (widget, its label or None, what the widget says of itself)
        self._widgets: dict[str, tuple[QWidget, QLabel | None, str]] = {}
        self.scanned: dict[str, Any] = {}

    def watch(self, name: str, widget: QWidget, label: QLabel | None = None) -> None:
        self._widgets[name] = (widget, label, widget.toolTip())

    def names(self) -> list[str]:
        return list(self._widgets)

    def update(self, shown: dict[str, Any], defaults: dict[str, Any]) -> list[str]:
        """Mark each setting by its value ``shown``; the names marked changed."""
        marked = []
        for name, (widget, label, tip) in self._widgets.items():
            changed = bool(self.scanned) and shown.get(name) != self.scanned.get(name)
            off_default = shown.get(name) != defaults.get(name)
            if changed:
                marked.append(name)
            for marked_one in (widget, label):
                if marked_one is not None and (marked_one.property(CHANGED) == "true") != changed:
                    marked_one.setProperty(CHANGED, "true" if changed else "false")
                    marked_one.style().unpolish(marked_one)
                    marked_one.style().polish(marked_one)
            notes = [_tr(CHANGED_TIP)] * changed + [_tr(DEFAULT_TIP)] * off_default
            widget.setToolTip("\n\n".join([tip, *notes]))
            target = label if label is not None else widget
            font = target.font()
            if font.bold() != off_default:
                font.setBold(off_default)
                target.setFont(font)
        return marked


def _tr(text: str) -> str:
    return QCoreApplication.translate("ChangeMarks", text)
