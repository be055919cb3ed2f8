"""The .law language: every fixture under tests/fixtures/ parses and checks as its header says.

A good fixture must check clean; its ``# order: A before B`` and ``# defeats: RULE by RULE``
lines are checked against the KnowledgeBase. A bad fixture must fail with exactly the
diagnostics its ``# expect: LINE`` lines give: each is a full line of the rendered error,
and every ``file:line:col: error:`` headline must be expected (no extra, cascading errors).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engine.language.checks import check
from engine.errors import EngineError
from engine.language.kb import load_kb
from engine.language.parser import parse

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = sorted((ROOT / "tests" / "fixtures").glob("*/*.law"))
HEADLINE = re.compile(r"^\S+:\d+:\d+: error: ")


def _header(text: str, key: str) -> list[str]:
    prefix = f"# {key}: "
    return [line[len(prefix):] for line in text.splitlines() if line.startswith(prefix)]


@pytest.mark.parametrize("fixture", FIXTURES, ids=[f.name for f in FIXTURES])
def test_fixture(fixture: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    path = fixture.relative_to(ROOT).as_posix()
    text = fixture.read_text(encoding="utf-8")
    expected = _header(text, "expect")
    if fixture.parent.name == "good":
        assert not expected, "a good fixture expects no error"
        kb = check((parse(text, path),))
        names = [rule.name for rule in kb.rules]
        for line in _header(text, "order"):
            first, second = line.split(" before ")
            assert names.index(first) < names.index(second), f"{line}: strata order is {names}"
        for line in _header(text, "defeats"):
            target, defeater = line.split(" by ")
            assert defeater in [rule.name for rule, _ in kb.defeaters.get(target, ())], line
        return
    assert expected, "a bad fixture needs '# expect: ' lines"
    with pytest.raises(EngineError) as caught:
        check((parse(text, path),))
    rendered = caught.value.render().splitlines()
    missing = [line for line in expected if line not in rendered]
    unexpected = [line for line in rendered if HEADLINE.match(line) and line not in expected]
    assert not missing and not unexpected, "\n".join(
        ["missing:", *missing, "unexpected:", *unexpected, "rendered:", *rendered]
    )


def test_shipped_kb_checks_clean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    kb = load_kb()
    assert kb.rules and kb.laws and kb.defeaters


def test_cli_check_reports_a_bad_kb_without_traceback(tmp_path: Path) -> None:
    fixture = ROOT / "tests" / "fixtures" / "bad" / "unknown_fact_kind.law"
    shutil.copy(fixture, tmp_path / fixture.name)
    result = subprocess.run(
        [str(Path(sys.executable).parent / "engine"), "check", str(tmp_path)],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 2, result.stderr
    original = fixture.relative_to(ROOT).as_posix()
    for line in _header(fixture.read_text(encoding="utf-8"), "expect"):
        assert line.replace(original, str(tmp_path / fixture.name)) in result.stderr.splitlines()
    assert "Traceback" not in result.stderr + result.stdout


@pytest.mark.parametrize("backend", ["experta", "prolog"])
def test_negation_waits_for_a_recursive_fixpoint(tmp_path: Path, backend: str) -> None:
    """unreached negates a kind that reach_step derives from itself: it must see the finished set."""
    from engine.backends import make_backend
    from engine.ruling.incident import load_incident
    from engine.ruling.query import rule_incident

    kb_dir = tmp_path / "kb"
    kb_dir.mkdir()
    shutil.copy(ROOT / "tests" / "fixtures" / "good" / "negation_after_recursion.law", kb_dir)
    kb = load_kb(kb_dir)
    assert kb.info["reach_step"].recursive and not kb.info["unreached"].recursive
    incident = load_incident({"edition": "1997", "link": [{"from": "N", "to": "E"}, {"from": "E", "to": "S"}]}, kb, "links")
    ruling = rule_incident(kb, make_backend(backend, kb), incident)
    unreachable = sorted(f["values"]["seat"] for f in ruling["findings"] if f["fact"] == "unreachable")
    assert unreachable == ["W"]
