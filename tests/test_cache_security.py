"""The cache cannot run foreign code: planted, primed, foreign or odd entries are misses; unsafe folders are refused.

Each case runs the engine command as a user does (both backends where a ruling is made)
with a cache folder of its own, and checks that the ruling is still made.
"""

from __future__ import annotations

import json
import os
import pickle
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from engine.language import cache

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "kb" / "examples" / "revoke-established-offender-won-trick.json"
ENGINE = str(Path(sys.executable).parent / "engine")
BACKENDS = ("experta", "prolog")


class Payload:
    """A pickle that, when loaded, writes a marker file: what an attacker would plant."""

    def __init__(self, marker: Path):
        self.marker = marker

    def __reduce__(self):
        return (os.system, (f"touch {self.marker}",))


def env_with(**changes: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("BRIDGE_LAWS_CACHE", "XDG_CACHE_HOME")}
    for key, value in changes.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return env


def query(env: dict[str, str], backend: str = "experta", cwd: Path = ROOT, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([ENGINE, "query", str(EXAMPLE), "--backend", backend, "--format", "json", *args],
                          cwd=cwd, env=env, capture_output=True, text=True, timeout=120)


def ruled(result: subprocess.CompletedProcess) -> dict:
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    return json.loads(result.stdout)


@pytest.fixture
def folder(tmp_path):
    return tmp_path / "cache"


@pytest.fixture
def env(folder):
    return env_with(BRIDGE_LAWS_CACHE=str(folder))


def pickles(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.pickle"))


def test_the_folder_and_its_files_are_private(folder, env):
    ruled(query(env))
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    assert {p.name.split("-")[0] for p in pickles(folder)} == {"kb", "validator"}
    for path in folder.iterdir():
        assert stat.S_IMODE(path.stat().st_mode) == 0o600, path


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("form", ["bare pickle", "forged header"])
def test_a_planted_entry_is_not_executed(folder, env, tmp_path, backend, form):
    expected = ruled(query(env, backend))
    marker = tmp_path / "pwned"
    planted = pickle.dumps(Payload(marker))
    if form == "forged header":  # the right format, but a MAC made without the user's key
        planted = cache.MAGIC + b"\0" * 32 + planted
    entries = pickles(folder)
    for entry in entries:
        entry.write_bytes(planted)
    assert ruled(query(env, backend)) == expected
    assert not marker.exists(), "a planted cache entry was executed"
    for entry in entries:
        assert entry.read_bytes() != planted, "the bad entry was not rebuilt"


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_primed_entry_in_an_empty_cache_is_not_executed(folder, env, tmp_path, backend):
    """Someone who knows the key (it is computable from public files) plants before the first run."""
    expected = ruled(query(env, backend))
    names = [p.name for p in pickles(folder)]
    for path in folder.iterdir():
        path.unlink()  # the key file too: the next run makes a new one
    marker = tmp_path / "pwned"
    for name in names:
        (folder / name).write_bytes(cache.MAGIC + b"\0" * 32 + pickle.dumps(Payload(marker)))
    assert ruled(query(env, backend)) == expected
    assert not marker.exists()


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_foreign_pickle_is_a_miss(folder, env, backend):
    expected = ruled(query(env, backend))
    for entry in pickles(folder):
        entry.write_bytes(pickle.dumps(42))
    assert ruled(query(env, backend)) == expected


def test_an_authentic_entry_of_the_wrong_type_is_a_miss(folder, env, monkeypatch):
    """Even with a valid MAC (the same user's entry under another name), the type is checked."""
    expected = ruled(query(env))
    monkeypatch.setenv("BRIDGE_LAWS_CACHE", str(folder))
    for entry in pickles(folder):
        name = entry.name[: -len(cache.SUFFIX)]
        entry.unlink()
        assert cache.cached(name, lambda: 42) == 42  # stored, authenticated, but an int
        assert entry.exists()
    assert ruled(query(env)) == expected


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("odd", ["fifo", "symlink", "directory"])
def test_a_non_regular_entry_is_a_miss_not_a_hang(folder, env, tmp_path, backend, odd):
    expected = ruled(query(env, backend))
    target = tmp_path / "elsewhere.pickle"
    for entry in pickles(folder):
        target.write_bytes(entry.read_bytes())
        entry.unlink()
        if odd == "fifo":
            os.mkfifo(entry, 0o600)
        elif odd == "symlink":
            entry.symlink_to(target)
        else:
            entry.mkdir()
    assert ruled(query(env, backend)) == expected  # subprocess.run's timeout catches a hang


@pytest.mark.parametrize("mode", [0o770, 0o707, 0o777])
def test_a_folder_writable_by_others_is_refused(folder, env, tmp_path, mode):
    expected = ruled(query(env))
    marker = tmp_path / "pwned"
    for entry in pickles(folder):
        entry.write_bytes(pickle.dumps(Payload(marker)))
    folder.chmod(mode)
    result = query(env)
    assert ruled(result) == expected
    assert "writable by other users" in result.stderr and "running without a cache" in result.stderr
    assert not marker.exists()
    assert all(p.read_bytes() == pickle.dumps(Payload(marker)) for p in pickles(folder)), "wrote into a refused folder"


def test_entries_with_group_write_or_another_owner_are_misses(folder, env):
    expected = ruled(query(env))
    entries = pickles(folder)
    entries[0].chmod(0o620)
    if os.geteuid() == 0:
        os.chown(entries[1], 12345, -1)
    first = entries[0].stat().st_mtime_ns
    assert ruled(query(env)) == expected
    assert stat.S_IMODE(entries[0].stat().st_mode) == 0o600 and entries[0].stat().st_mtime_ns != first


@pytest.mark.skipif(os.geteuid() != 0, reason="needs root to give the folder to another user")
def test_a_folder_owned_by_another_user_is_refused(folder, env):
    ruled(query(env))
    os.chown(folder, 12345, -1)
    result = query(env)
    ruled(result)
    assert "is not owned by this user" in result.stderr


def test_a_readable_key_file_is_replaced(folder, env):
    ruled(query(env))
    key = folder / cache.KEY_FILE
    old = key.read_bytes()
    key.chmod(0o644)
    ruled(query(env))
    assert key.read_bytes() != old and stat.S_IMODE(key.stat().st_mode) == 0o600


def test_a_relative_xdg_cache_home_is_ignored(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    work = tmp_path / "work"
    work.mkdir()
    ruled(query(env_with(XDG_CACHE_HOME="relative-cache", HOME=str(home)), cwd=work))
    assert not (work / "relative-cache").exists()
    assert pickles(home / ".cache" / "bridge-laws-engine")


def test_an_absolute_xdg_cache_home_is_used(tmp_path):
    xdg = tmp_path / "xdg"
    ruled(query(env_with(XDG_CACHE_HOME=str(xdg), HOME=str(tmp_path / "home"))))
    assert pickles(xdg / "bridge-laws-engine")


@pytest.mark.parametrize("backend", BACKENDS)
def test_the_key_does_not_depend_on_the_working_directory(folder, env, tmp_path, backend):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    runs = [query(env, backend, cwd, "--kb", str(ROOT / "kb")) for cwd in (ROOT, elsewhere, ROOT / "kb", ROOT)]
    assert len({json.dumps(ruled(r)) for r in runs}) == 1
    assert len(list(folder.glob("kb-*.pickle"))) == 1
    # The paths shown are the working directory's, whichever run filled the cache.
    explained = [subprocess.run([ENGINE, "explain", str(EXAMPLE), "--backend", backend, "--kb", str(ROOT / "kb")],
                                cwd=cwd, env=env, capture_output=True, text=True, timeout=120)
                 for cwd in (elsewhere, ROOT)]
    assert f"({ROOT}/kb/law_6" in explained[0].stdout
    assert "(kb/law_6" in explained[1].stdout and f"{ROOT}/kb/law_" not in explained[1].stdout
    assert len(list(folder.glob("kb-*.pickle"))) == 1


def test_old_entries_are_evicted(folder, env):
    ruled(query(env))
    (entry,) = folder.glob("kb-*.pickle")
    for i in range(cache.KEEP + 5):
        stale = folder / f"kb-{i:032x}.pickle"
        stale.write_bytes(b"old")
        os.utime(stale, (1_000_000 + i, 1_000_000 + i))
    entry.unlink()
    ruled(query(env))
    kept = sorted(p.name for p in folder.glob("kb-*.pickle"))
    assert len(kept) == cache.KEEP and entry.name in kept
    assert f"kb-{0:032x}.pickle" not in kept


@pytest.mark.parametrize("backend", BACKENDS)
def test_an_unwritable_home_rules_without_a_cache(tmp_path, backend):
    result = query(env_with(HOME="/proc/no-such-home"), backend)
    ruled(result)
    assert result.stderr == ""


@pytest.mark.parametrize("backend", BACKENDS)
def test_no_home_directory_at_all_rules_without_a_cache(backend):
    """HOME unset and no password entry: Path.home() raises "Could not determine home directory"."""
    program = ("import pwd, sys\n"
               "def missing(uid): raise KeyError(uid)\n"
               "pwd.getpwuid = missing\n"
               "from engine.cli import main\n"
               f"sys.exit(main(['query', {str(EXAMPLE)!r}, '--backend', {backend!r}]))\n")
    result = subprocess.run([sys.executable, "-c", program], env=env_with(HOME=None), capture_output=True, text=True,
                            timeout=120, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert "Ruling under" in result.stdout


def test_cache_dir_without_home(monkeypatch):
    monkeypatch.delenv("BRIDGE_LAWS_CACHE")
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: (_ for _ in ()).throw(RuntimeError("no home"))))
    assert cache.cache_dir() is None
    assert cache.cached("kb-x", lambda: 7) == 7
