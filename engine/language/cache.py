"""A cache of checked knowledge bases (and other slow results), so that `engine query` does not parse and check on every call.

Where: ``$BRIDGE_LAWS_CACHE``, else ``$XDG_CACHE_HOME/bridge-laws-engine`` (an
absolute ``XDG_CACHE_HOME`` only, as the XDG spec says), else
``~/.cache/bridge-laws-engine``. With no usable place (no home directory, a
read-only disk), the engine works without a cache.

Safe by construction, because an entry is a pickle and unpickling runs code:

- the directory is created 0700; an existing one is used only if it is a
  directory owned by the user and not writable by group or others (otherwise a
  warning and no cache). Every later step goes through the directory's open file
  descriptor, so a directory swapped after the check is not followed;
- each entry is opened without following a symbolic link and without blocking
  (a FIFO in its place is a miss, not a hang), and used only if it is a regular
  file owned by the user, not writable by group or others;
- each entry carries an HMAC-SHA256 of its name and content, keyed by a random
  secret in ``key`` (0600) inside the directory: an entry planted or primed by
  someone who cannot read that file is never unpickled;
- the unpickled object must be of the type the caller expects.

Any entry that fails a check is a miss and is rebuilt. An entry is named by a
hash of what it was built from (for a KB: its ``.law`` files, by path relative
to the KB folder, and contents; the grammar; the engine's own source), never by
the working directory: paths shown to the user (``kb/law_64.law``) are stored as
placeholders and filled in on loading. Entries are written to a temporary file
and renamed into place, so a reader sees a whole entry or none; the ``KEEP`` most
recently used entries of each kind are kept, older ones deleted.
"""

from __future__ import annotations

import hashlib
import hmac
import io
import os
import pickle
import secrets
import stat
import sys
import time
from pathlib import Path
from typing import Any, Callable, Sequence, TypeVar

from engine.resources import grammar_file

T = TypeVar("T")
_ENGINE_DIR = Path(__file__).resolve().parents[1]  # the engine package (this is engine/language/cache.py)

MAGIC = b"bridge-laws-engine cache 2\n"
KEY_FILE = "key"
SUFFIX = ".pickle"
KEEP = 8  # entries kept per kind (kb-, validator-, fired-by-cases-)
MAX_ENTRY_BYTES = 256 * 1024 * 1024
_STALE_TEMPORARY_S = 3600.0
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


def cache_dir() -> Path | None:
    """The cache folder, or None when there is no place for one (no home directory)."""
    explicit = os.environ.get("BRIDGE_LAWS_CACHE")
    if explicit:
        return Path(os.path.abspath(explicit))
    xdg = os.environ.get("XDG_CACHE_HOME")
    if xdg and os.path.isabs(xdg):
        return Path(xdg) / "bridge-laws-engine"
    try:
        home = Path.home()
    except (RuntimeError, KeyError, OSError):  # "Could not determine home directory"
        return None
    if not home.is_absolute():
        return None
    return home / ".cache" / "bridge-laws-engine"


def _engine_fingerprint() -> bytes:
    """The engine's own source: a new engine version never reads an old entry."""
    h = hashlib.sha256()
    for path in sorted(_ENGINE_DIR.rglob("*.py")):
        h.update(path.relative_to(_ENGINE_DIR).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return h.digest()


def key_of(files: Sequence[tuple[str, bytes]]) -> str:
    """The cache key of what an entry is built from (name, bytes), the grammar and the engine."""
    h = hashlib.sha256()
    for path, content in files:
        h.update(path.encode() + b"\0" + content + b"\0")
    h.update(grammar_file().read_bytes())
    h.update(_engine_fingerprint())
    return h.hexdigest()[:32]


def cached(name: str, build: Callable[[], T], kind: type | tuple[type, ...] = object,
           placeholders: Sequence[str] = ()) -> T:
    """The cached object of that name, or build it and store it.

    ``name`` is ``KIND-KEY`` (e.g. ``kb-<key_of(...)>``). The loaded object must be
    an instance of ``kind``. Each string of ``placeholders`` (paths shown to the
    user) is stored as its index and replaced on loading by the string of the same
    index that this call gives.
    """
    with _Folder.open() as folder:
        if folder is None:
            return build()
        value = folder.load(name + SUFFIX, kind, placeholders)
        if value is not _MISS:
            return value  # type: ignore[return-value]
        value = build()
        folder.store(name + SUFFIX, value, placeholders)
        return value


_MISS = object()
_warned: set[str] = set()


def _warn(message: str) -> None:
    if message not in _warned:
        _warned.add(message)
        print(f"engine: warning: {message}; running without a cache", file=sys.stderr)


def _safe_mode(st: os.stat_result) -> bool:
    return st.st_uid == os.geteuid() and not st.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


class _Pickler(pickle.Pickler):
    def __init__(self, file: io.BytesIO, placeholders: Sequence[str]):
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self._index = {text: i for i, text in enumerate(placeholders)}

    def persistent_id(self, obj: Any) -> Any:
        if type(obj) is str and obj in self._index:
            return self._index[obj]
        return None


class _Unpickler(pickle.Unpickler):
    def __init__(self, file: io.BytesIO, placeholders: Sequence[str]):
        super().__init__(file)
        self._placeholders = placeholders

    def persistent_load(self, pid: Any) -> Any:
        if type(pid) is not int or not 0 <= pid < len(self._placeholders):
            raise pickle.UnpicklingError("unknown placeholder")
        return self._placeholders[pid]


class _Folder:
    """The open cache folder: its descriptor and the user's secret key."""

    def __init__(self, fd: int, key: bytes):
        self.fd, self.key = fd, key

    @staticmethod
    def open() -> "_Opened":
        return _Opened()

    # -- entries

    def _mac(self, name: str, payload: bytes) -> bytes:
        return hmac.new(self.key, name.encode() + b"\0" + payload, hashlib.sha256).digest()

    def load(self, name: str, kind: type | tuple[type, ...], placeholders: Sequence[str]) -> Any:
        data = _read_private(self.fd, name, MAX_ENTRY_BYTES)
        if data is None or not data.startswith(MAGIC):
            return _MISS
        mac, payload = data[len(MAGIC):len(MAGIC) + 32], data[len(MAGIC) + 32:]
        if not hmac.compare_digest(mac, self._mac(name, payload)):
            return _MISS  # planted, primed, or written with another key
        try:
            value = _Unpickler(io.BytesIO(payload), placeholders).load()
        except Exception:  # noqa: BLE001 - an entry of an older engine: rebuild it
            return _MISS
        if not isinstance(value, kind):
            return _MISS
        try:
            os.utime(name, dir_fd=self.fd, follow_symlinks=False)  # recently used: evicted last
        except (OSError, NotImplementedError):
            pass
        return value

    def store(self, name: str, value: object, placeholders: Sequence[str]) -> None:
        buffer = io.BytesIO()
        try:
            _Pickler(buffer, placeholders).dump(value)
        except Exception:  # noqa: BLE001 - an object that does not pickle is simply not cached
            return
        payload = buffer.getvalue()
        try:
            _write_private(self.fd, name, MAGIC + self._mac(name, payload) + payload)
            self._evict(name)
        except OSError:
            pass  # a full or read-only cache only costs speed

    def _evict(self, name: str) -> None:
        """Keep the KEEP most recently used entries of this name's kind; drop stale temporaries."""
        kind = name.rsplit("-", 1)[0] + "-"
        now = time.time()
        same_kind = []
        for entry in os.listdir(self.fd):
            try:
                st = os.stat(entry, dir_fd=self.fd, follow_symlinks=False)
            except OSError:
                continue
            if entry.endswith(".tmp") and now - st.st_mtime > _STALE_TEMPORARY_S:
                _unlink(self.fd, entry)
            elif entry.startswith(kind) and entry.endswith(SUFFIX) and entry[len(kind):].count("-") == 0:
                same_kind.append((st.st_mtime, entry))
        for _, entry in sorted(same_kind, reverse=True)[KEEP:]:
            _unlink(self.fd, entry)


class _Opened:
    """``with _Folder.open() as folder``: the usable cache folder, or None."""

    def __enter__(self) -> _Folder | None:
        self.fd: int | None = None
        path = cache_dir()
        if path is None:
            return None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            try:
                os.mkdir(path, 0o700)
            except FileExistsError:
                pass
            fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | _CLOEXEC)
        except OSError:
            return None  # no writable place: no cache
        self.fd = fd
        st = os.fstat(fd)
        if not stat.S_ISDIR(st.st_mode) or st.st_uid != os.geteuid():
            _warn(f"the cache folder {path} is not owned by this user")
            return None
        if st.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
            _warn(f"the cache folder {path} is writable by other users")
            return None
        key = _secret_key(fd)
        return None if key is None else _Folder(fd, key)

    def __exit__(self, *exc: object) -> None:
        if self.fd is not None:
            os.close(self.fd)


def _secret_key(fd: int) -> bytes | None:
    """The user's secret key in the cache folder, made on first use."""
    for _ in range(3):
        key = _read_private(fd, KEY_FILE, 64, private=True)
        if key is not None and len(key) == 32:
            return key
        try:
            if key is not None or _exists(fd, KEY_FILE):
                _unlink(fd, KEY_FILE)  # unreadable, foreign or readable by others: a new key
            temporary = _write_private(fd, None, secrets.token_bytes(32))
            try:
                os.link(temporary, KEY_FILE, src_dir_fd=fd, dst_dir_fd=fd)  # never replaces a key made meanwhile
            except FileExistsError:
                pass
            finally:
                _unlink(fd, temporary)
        except OSError:
            return None
    return None


def _read_private(fd: int, name: str, limit: int, private: bool = False) -> bytes | None:
    """The bytes of a regular file of ours in the folder (None if absent, foreign or not a file)."""
    try:
        handle = os.open(name, os.O_RDONLY | _NOFOLLOW | _NONBLOCK | _CLOEXEC, dir_fd=fd)
    except OSError:
        return None  # absent, a symbolic link (ELOOP), a FIFO without writer...
    try:
        st = os.fstat(handle)
        if not stat.S_ISREG(st.st_mode) or not _safe_mode(st) or st.st_size > limit:
            return None
        if private and st.st_mode & 0o077:
            return None
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(handle, 1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks) if size <= limit else None
    except OSError:
        return None
    finally:
        os.close(handle)


def _write_private(fd: int, name: str | None, data: bytes) -> str:
    """Write a new 0600 file and rename it to ``name`` (or return its temporary name if None)."""
    for _ in range(100):
        temporary = f"{name or 'key'}.{secrets.token_hex(6)}.tmp"
        try:
            handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC, 0o600, dir_fd=fd)
            break
        except FileExistsError:
            continue
    else:
        raise FileExistsError("no temporary name")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        if name is not None:
            os.replace(temporary, name, src_dir_fd=fd, dst_dir_fd=fd)
    except BaseException:
        _unlink(fd, temporary)
        raise
    return temporary


def _exists(fd: int, name: str) -> bool:
    try:
        os.stat(name, dir_fd=fd, follow_symlinks=False)
        return True
    except OSError:
        return False


def _unlink(fd: int, name: str) -> None:
    try:
        os.unlink(name, dir_fd=fd)
    except OSError:
        pass
