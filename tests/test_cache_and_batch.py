"""The knowledge-base cache (hit, invalidation, bad entries, concurrency) and batch queries."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import EXAMPLES, ROOT
from engine.language import cache
from engine.errors import EngineError
from engine.language.kb import load_kb

ENGINE = str(Path(sys.executable).parent / "engine")


@pytest.fixture
def own_cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("BRIDGE_LAWS_CACHE", str(folder))
    return folder


def entries(folder: Path) -> list[Path]:
    return sorted(folder.glob("kb-*.pickle"))


def test_a_second_load_comes_from_the_cache(own_cache, kb_copy, monkeypatch):
    first = load_kb(kb_copy)
    assert len(entries(own_cache)) == 1
    import engine.language.checks

    monkeypatch.setattr(engine.language.checks, "check", lambda modules: pytest.fail("checked again despite the cache"))
    assert load_kb(kb_copy).digest == first.digest


def test_changing_a_law_file_misses_the_cache(own_cache, kb_copy):
    load_kb(kb_copy)
    law = kb_copy / "law_64.law"
    law.write_text(law.read_text(encoding="utf-8").replace('title "Offender won the revoke trick"', 'title "Offender won it"', 1), encoding="utf-8")
    kb = load_kb(kb_copy)
    assert len(entries(own_cache)) == 2
    assert kb.law_block("64A1", "1997").title == "Offender won it"


def test_changing_the_grammar_or_the_engine_changes_the_key(monkeypatch, tmp_path):
    files = [("kb/x.law", b"law 1 {}")]
    before = cache.key_of(files)
    grammar = tmp_path / "law.lark"
    grammar.write_text("// another grammar", encoding="utf-8")
    monkeypatch.setattr(cache, "grammar_file", lambda: grammar)
    assert cache.key_of(files) != before
    monkeypatch.undo()
    monkeypatch.setattr(cache, "_engine_fingerprint", lambda: b"another engine")
    assert cache.key_of(files) != before


def test_a_bad_kb_is_never_cached(own_cache, kb_copy):
    (kb_copy / "broken.law").write_text("rule r {", encoding="utf-8")
    for _ in range(2):
        with pytest.raises(EngineError, match="broken.law"):
            load_kb(kb_copy)
    assert entries(own_cache) == []


def test_a_corrupt_entry_is_rebuilt(own_cache, kb_copy):
    load_kb(kb_copy)
    (entry,) = entries(own_cache)
    entry.write_bytes(b"not a pickle")
    assert load_kb(kb_copy).rules
    assert entry.read_bytes() != b"not a pickle"


def test_two_processes_starting_at_once_both_rule(own_cache):
    env = {**os.environ, "BRIDGE_LAWS_CACHE": str(own_cache)}
    example = str(EXAMPLES / "revoke-twelfth-trick.json")
    procs = [subprocess.Popen([ENGINE, "query", example, "--format", "json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True) for _ in range(4)]
    outputs = [p.communicate(timeout=120) for p in procs]
    assert all(p.returncode == 0 for p in procs), [err for _, err in outputs]
    assert len({out for out, _ in outputs}) == 1
    assert not list(own_cache.glob("*.tmp"))


def test_batch_writes_one_line_per_incident_in_order_and_goes_on_after_a_bad_one(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"declarer": "X"}', encoding="utf-8")
    good = [EXAMPLES / "revoke-twelfth-trick.json", EXAMPLES / "revoke-established-by-claim.json"]
    result = subprocess.run([ENGINE, "query", str(good[0]), str(bad), str(good[1])], capture_output=True, text=True, timeout=120)
    assert result.returncode == 2
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert [line["incident"] for line in lines] == [str(good[0]), str(bad), str(good[1])]
    assert "rectifications" in lines[0] and "rectifications" in lines[2]
    assert "'X' is not one of N, E, S, W" in lines[1]["error"]
    assert "Traceback" not in result.stderr


def test_batch_reads_json_lines_on_stdin_and_folders(tmp_path):
    folder = tmp_path / "incidents"
    folder.mkdir()
    for name in ("revoke-twelfth-trick.json", "revoke-established-by-claim.json"):
        shutil.copy(EXAMPLES / name, folder / name)
    line = json.dumps(json.loads((EXAMPLES / "revoke-second-in-same-suit.json").read_text(encoding="utf-8")))
    result = subprocess.run([ENGINE, "query", "-", str(folder), "--backend", "prolog"], input=line + "\nnot json\n",
                            capture_output=True, text=True, timeout=120)
    lines = [json.loads(x) for x in result.stdout.splitlines()]
    assert [x["incident"] for x in lines] == ["<stdin>:1", "<stdin>:2",
                                               str(folder / "revoke-established-by-claim.json"), str(folder / "revoke-twelfth-trick.json")]
    assert lines[0]["tricks_transferred"] == {"to": "NS", "count": 2}
    assert lines[1]["error"].startswith("<stdin>:2:1: error: not valid JSON")
    assert result.returncode == 2
