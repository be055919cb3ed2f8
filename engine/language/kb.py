"""Load a knowledge base folder: parse every .law file in it, then check them as one."""

from __future__ import annotations

from pathlib import Path

from engine.language import ast, cache
from engine.errors import Diagnostic, EngineError
from engine.language.knowledge import KnowledgeBase
from engine.resources import default_kb_dir


def law_files(kb_dir: Path) -> list[Path]:
    return sorted(p for p in kb_dir.rglob("*.law") if p.is_file())


def load_kb(kb_dir: Path | None = None, use_cache: bool = True) -> KnowledgeBase:
    """The checked KB of the .law files under ``kb_dir`` (default: the shipped kb/).

    A KB that checked clean before, unchanged, comes from the cache (see
    ``engine.language.cache``); a bad one is parsed and checked every time, so its
    errors are always reported.
    """
    kb_dir = Path(kb_dir) if kb_dir is not None else default_kb_dir()
    if not kb_dir.is_dir():
        raise EngineError(Diagnostic(f"knowledge base folder not found: {kb_dir}"))
    paths = law_files(kb_dir)
    files = [(_display_path(path), _read(path)) for path in paths]
    if not files:
        raise EngineError(Diagnostic(f"no .law files in {kb_dir}"))
    if not use_cache:
        return _parse_and_check(files)
    # The key names each file by its path inside the KB folder, never by the working directory;
    # the paths shown to the user are filled in when the entry is loaded.
    key = cache.key_of([(path.relative_to(kb_dir).as_posix(), content) for path, (_, content) in zip(paths, files)])
    displayed = [shown for shown, _ in files]
    return cache.cached(f"kb-{key}", lambda: _fresh(_parse_and_check(files)), KnowledgeBase, placeholders=displayed)


def _fresh(kb: KnowledgeBase) -> KnowledgeBase:
    """The KB without its computed digest (it hashes the paths shown, which depend on the working directory)."""
    kb.__dict__.pop("digest", None)
    return kb


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as error:
        raise EngineError(Diagnostic(f"cannot read {path}: {error.strerror}")) from None


def _parse_and_check(files: list[tuple[str, bytes]]) -> KnowledgeBase:
    from engine.language.checks import check  # only on a cache miss: Lark is not imported otherwise
    from engine.language.parser import parse

    modules: list[ast.Module] = []
    problems: list[Diagnostic] = []
    for path, content in files:
        try:
            text = content.decode("utf-8")
        except UnicodeDecodeError as error:
            problems.append(Diagnostic(f"not UTF-8 text: {error.reason} at byte {error.start}", where=path))
            continue
        try:
            modules.append(parse(text, path))
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
