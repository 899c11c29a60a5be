"""The code keeps the shape docs/architecture.md draws: the layering contracts of pyproject.toml
hold (import-linter), no import circle (imports inside functions and under TYPE_CHECKING count),
no module over 600 lines, no function over 80, the fronts import no deeper than a room's face,
the engine's top level stays small, and the README stays a guide."""

import ast
import importlib.util
import os
from pathlib import Path

import grimp
import pytest
from conftest import ROOT

PACKAGE = ROOT / "plagcheck"
FRONTS = ("plagcheck.gui", "plagcheck.cli", "plagcheck.reports")


def modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def test_the_layering_contracts_hold(monkeypatch):
    from importlinter.cli import lint_imports

    monkeypatch.chdir(ROOT)
    assert lint_imports(no_cache=True) == 0, "a layering contract is broken: run lint-imports"


def test_no_import_circle():
    graph = grimp.build_graph("plagcheck", cache_dir=None)
    circles = []
    for m in sorted(graph.modules):
        for imported in graph.find_modules_directly_imported_by(m):
            if imported != m and graph.chain_exists(imported, m):
                circles.append(graph.find_shortest_chain(imported, m) + (imported,))
    assert not circles, f"import circles: {circles[:3]}"


def test_no_module_over_600_lines_and_no_function_over_80():
    long_modules, long_functions = [], []
    for path in modules():
        text = path.read_text()
        name = path.relative_to(ROOT)
        if len(text.splitlines()) > 600:
            long_modules.append(f"{name} ({len(text.splitlines())})")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                lines = node.end_lineno - node.lineno + 1
                if lines > 80:
                    long_functions.append(f"{name}:{node.name} ({lines})")
    assert not long_modules, long_modules
    assert not long_functions, long_functions


def _is_module(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


def test_the_fronts_import_no_deeper_than_a_rooms_face():
    """`from plagcheck.engine.archive import Archive` is the face; `...archive.sqlite` is not."""
    deep = []
    for path in modules():
        dotted = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        if not dotted.startswith(FRONTS):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            targets: list[str] = []
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                "plagcheck.engine"
            ):
                base = node.module or ""
                targets = [
                    f"{base}.{a.name}" if _is_module(f"{base}.{a.name}") else base
                    for a in node.names
                ]
            elif isinstance(node, ast.Import):
                targets = [a.name for a in node.names if a.name.startswith("plagcheck.engine")]
            deep += [f"{dotted}: {t}" for t in targets if t.count(".") > 2]
    assert not deep, deep


def test_the_engine_top_level_is_small_and_its_rooms_say_what_they_take():
    engine = PACKAGE / "engine"
    top = sorted(p.name for p in engine.glob("*.py"))
    rooms = sorted(p.parent for p in engine.glob("*/__init__.py"))
    assert len(top) <= 12, top
    assert len(rooms) >= 3
    for room in rooms:
        doc = ast.get_docstring(ast.parse((room / "__init__.py").read_text())) or ""
        assert "In:" in doc and "Out:" in doc and "Must not import" in doc, room.name


def test_the_readme_is_a_guide_that_starts_with_the_two_commands():
    lines = (ROOT / "README.md").read_text().splitlines()
    assert len(lines) <= 400, len(lines)
    head = "\n".join(lines[:30])
    assert "pip install . && plagcheck resources/sample_essays" in head
    assert "pip install '.[test]' && python -m pytest -q" in head
    ci = (ROOT / ".ci" / "run").read_text()
    assert "pip install '.[test]' && python -m pytest -q" in ci


@pytest.mark.skipif(os.name != "posix", reason="the packaged app is built on Linux")
def test_the_packaged_app_names_no_module_that_moved():
    spec = (ROOT / "packaging" / "plagcheck.spec").read_text()
    for name in {w.strip("'\",") for w in spec.split() if w.strip("'\",").startswith("plagcheck.")}:
        assert _is_module(name), f"plagcheck.spec names {name}, which does not exist"
