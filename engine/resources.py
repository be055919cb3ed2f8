"""Where the grammar and the shipped knowledge base live.

In a source checkout they are the top-level ``grammar/`` and ``kb/`` folders; in an
installed wheel they travel inside the package as ``engine/_data/`` (see the
``force-include`` table in pyproject.toml).
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _data_dir(name: str) -> Path:
    installed = _PACKAGE / "_data" / name
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / name


def grammar_file() -> Path:
    return _data_dir("grammar") / "law.lark"


def default_kb_dir() -> Path:
    return _data_dir("kb")
