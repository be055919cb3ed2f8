"""The CLI for tools: `engine check --format json` (editors, CI annotations) and `engine --version`."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

from engine.language.kb import load_kb

ROOT = Path(__file__).resolve().parent.parent
ENGINE = str(Path(sys.executable).parent / "engine")
BAD = ROOT / "tests" / "fixtures" / "bad"
HEADLINE = re.compile(r"^(?P<file>[^:]+):(?P<line>\d+):(?P<column>\d+): error: (?P<message>.*)$")


def _run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run([ENGINE, *args], cwd=cwd, capture_output=True, text=True, timeout=120)


def _expected(fixture: Path) -> list[dict]:
    """The fixture's `# expect:` lines as diagnostics (file, line, column, message, hint)."""
    found: list[dict] = []
    for line in fixture.read_text(encoding="utf-8").splitlines():
        if not line.startswith("# expect: "):
            continue
        text = line[len("# expect: "):]
        if m := HEADLINE.match(text):
            found.append({"file": fixture.name, "line": int(m["line"]), "column": int(m["column"]),
                          "message": m["message"], "hint": None})
        elif text.startswith("  hint: "):
            found[-1]["hint"] = text[len("  hint: "):]
    return found


def _check_json(tmp_path: Path, fixture: Path) -> tuple[int, dict]:
    kb = tmp_path / "kb"
    kb.mkdir()
    shutil.copy(fixture, kb / fixture.name)
    result = _run("check", "--format", "json", "kb", cwd=tmp_path)
    assert "Traceback" not in result.stderr
    return result.returncode, json.loads(result.stdout)


def test_check_json_gives_every_diagnostic_with_its_span(tmp_path):
    fixture = BAD / "five_mistakes.law"
    status, report = _check_json(tmp_path, fixture)
    assert status == 2 and report["ok"] is False and report["kb"] == "kb"
    diagnostics = report["diagnostics"]
    assert all(set(d) == {"file", "line", "column", "end_line", "end_column", "severity", "message", "hint"}
               for d in diagnostics)
    expected = _expected(fixture)
    assert len(expected) == 5
    assert [{k: d[k] for k in ("line", "column", "message", "hint")} for d in diagnostics] == [
        {k: e[k] for k in ("line", "column", "message", "hint")} for e in expected]
    for d in diagnostics:
        assert d["file"] == "kb/five_mistakes.law" and d["severity"] == "error"
        assert (d["end_line"], d["end_column"]) > (d["line"], d["column"])  # the end is past the start
    hinted = next(d for d in diagnostics if "colour" in d["message"])
    assert hinted["hint"] == "its fields: by, trick, suit"


def test_check_json_on_a_syntax_error(tmp_path):
    status, report = _check_json(tmp_path, BAD / "syntax_stray_character.law")
    assert status == 2
    [d] = report["diagnostics"]
    assert (d["file"], d["line"], d["column"], d["message"]) == (
        "kb/syntax_stray_character.law", 3, 11, "stray character ';'")
    assert d["end_line"] is not None and d["end_column"] is not None


def test_check_json_on_the_shipped_kb():
    result = _run("check", "--format", "json")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["ok"] is True and report["diagnostics"] == []


def test_version_names_the_engine_and_the_kb(monkeypatch):
    monkeypatch.chdir(ROOT)  # the digest hashes the .law files' paths as shown, relative to the cwd
    result = _run("--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"engine {version('bridge-laws-engine')} (kb {load_kb(ROOT / 'kb').digest})\n"
