"""A cache of checked knowledge bases, so that `engine query` does not parse and check on every call.

The cache lives in the user's cache directory (``$BRIDGE_LAWS_CACHE``, else
``$XDG_CACHE_HOME/bridge-laws-engine``, else ``~/.cache/bridge-laws-engine``),
never in a shared temporary directory. An entry is named by a hash of the
``.law`` files (paths and contents), the grammar and the engine's own source,
so any change to them misses the cache. Entries are written to a temporary
file in the same directory and renamed into place: a reader sees a whole
entry or none, and two processes starting at once both succeed. An entry that
cannot be read is rebuilt.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from pathlib import Path
from typing import Callable, TypeVar

from engine.resources import grammar_file

T = TypeVar("T")
_ENGINE_DIR = Path(__file__).resolve().parent


def cache_dir() -> Path:
    if os.environ.get("BRIDGE_LAWS_CACHE"):
        return Path(os.environ["BRIDGE_LAWS_CACHE"])
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "bridge-laws-engine"


def _engine_fingerprint() -> bytes:
    """The engine's own source: a new engine version never reads an old entry."""
    h = hashlib.sha256()
    for path in sorted(_ENGINE_DIR.rglob("*.py")):
        h.update(path.relative_to(_ENGINE_DIR).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return h.digest()


def key_of(files: list[tuple[str, bytes]]) -> str:
    """The cache key of a KB: its .law files (display path, bytes), the grammar, the engine."""
    h = hashlib.sha256()
    for path, content in files:
        h.update(path.encode() + b"\0" + content + b"\0")
    h.update(grammar_file().read_bytes())
    h.update(_engine_fingerprint())
    return h.hexdigest()[:32]


def cached(name: str, build: Callable[[], T]) -> T:
    """The cached object of that name, or build it and store it atomically."""
    path = cache_dir() / f"{name}.pickle"
    try:
        with path.open("rb") as handle:
            return pickle.load(handle)
    except FileNotFoundError:
        pass
    except Exception:  # a truncated or foreign entry: rebuild it below
        pass
    value = build()
    _store(path, value)
    return value


def _store(path: Path, value: object) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as out:
                pickle.dump(value, out, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(temporary, path)
        except BaseException:
            os.unlink(temporary)
            raise
    except OSError:
        pass  # a read-only or full cache directory only costs speed
