"""Load a knowledge base folder: parse every .law file in it, then check them as one."""

from __future__ import annotations

from pathlib import Path

from engine import ast
from engine.checks import check
from engine.errors import Diagnostic, EngineError
from engine.knowledge import KnowledgeBase
from engine.parser import parse
from engine.resources import default_kb_dir


def law_files(kb_dir: Path) -> list[Path]:
    return sorted(p for p in kb_dir.rglob("*.law") if p.is_file())


def load_kb(kb_dir: Path | None = None) -> KnowledgeBase:
    """Parse and check the .law files under ``kb_dir`` (default: the shipped kb/)."""
    kb_dir = Path(kb_dir) if kb_dir is not None else default_kb_dir()
    if not kb_dir.is_dir():
        raise EngineError(Diagnostic(f"knowledge base folder not found: {kb_dir}"))
    files = law_files(kb_dir)
    if not files:
        raise EngineError(Diagnostic(f"no .law files in {kb_dir}"))
    modules: list[ast.Module] = []
    problems: list[Diagnostic] = []
    for path in files:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            problems.append(Diagnostic(f"cannot read {path}: {error}"))
            continue
        try:
            modules.append(parse(text, _display_path(path)))
        except EngineError as error:
            problems.extend(error.diagnostics)
    if problems:
        raise EngineError(problems)
    return check(tuple(modules))


def _display_path(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)
