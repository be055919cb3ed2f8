"""The library API (engine.api): the README's snippet runs, and the API gives what the CLI gives."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import EXAMPLES, ROOT
from engine import api
from engine.errors import EngineError

ENGINE = str(Path(sys.executable).parent / "engine")


def _readme_snippet() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## As a library"):]
    return re.search(r"```python\n(.*?)```", section, re.DOTALL).group(1)


def test_the_readme_snippet_runs(capsys):
    exec(compile(_readme_snippet(), "README.md", "exec"), {})
    out = capsys.readouterr().out
    assert "Law 31B" in out and "North must: pass whenever his turn" in out


def test_the_api_rules_as_the_cli_does():
    path = EXAMPLES / "bid-out-of-rotation-at-partners-turn.json"
    kb = api.load()
    cli = json.loads(subprocess.run([ENGINE, "query", str(path), "--format", "json", "--backend", "prolog"],
                                    capture_output=True, text=True, check=True, timeout=120).stdout)
    for backend in ("experta", "prolog"):
        from_path = api.rule(kb, path, backend=backend)
        from_dict = api.rule(kb, json.loads(path.read_text(encoding="utf-8")), backend=backend)
        assert from_path["rectifications"] == from_dict["rectifications"] == cli["rectifications"]


def test_bad_input_raises_the_cli_error_with_its_diagnostics():
    kb = api.load()
    with pytest.raises(EngineError) as error:
        api.rule(kb, {"edition": "2007", "call": [{"by": "X", "order": 1, "kind": "pass"}]})
    assert error.value.diagnostics and "call[0].by" in error.value.render()
    with pytest.raises(EngineError):
        api.rule(kb, {}, backend="lisp")
