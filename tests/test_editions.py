"""Editions are data: the KB declares them, and a new one needs no Python change."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import EXAMPLES
from engine.backends import BACKENDS, make_backend
from engine.editions import diff_editions
from engine.errors import EngineError
from engine.incident import incident_schema, load_incident, read_incident_file
from engine.kb import load_kb
from engine.query import rule_incident

ENGINE = str(Path(sys.executable).parent / "engine")
NEW_EDITION = 'edition 2030 {\n  title "A made-up revision of the Laws"\n  follows 2007\n}\n'
_EDITIONS_LINE = re.compile(r"^(\s*(?:editions|implements .* editions) .*)$", re.MULTILINE)


def _declare_new_edition(kb: Path) -> None:
    (kb / "editions_2030.law").write_text(NEW_EDITION, encoding="utf-8")


def _carry_2007_forward(kb: Path) -> None:
    """What an author writes when the new edition keeps 2007's text: `editions ... 2007..`."""
    for path in kb.glob("*.law"):
        text = path.read_text(encoding="utf-8")
        text = _EDITIONS_LINE.sub(lambda m: re.sub(r"\b2007\b(?!\.\.)", "2007..", m.group(1)), text)
        path.write_text(text, encoding="utf-8")


def test_the_shipped_kb_declares_its_editions_in_order():
    kb = load_kb()
    assert kb.editions == ("1997", "2007")
    assert kb.newest_edition == "2007"
    assert incident_schema(kb)["properties"]["edition"]["enum"] == ["1997", "2007"]


def test_a_new_edition_without_carry_over_is_reported_paragraph_by_paragraph(kb_copy):
    kb = kb_copy
    _declare_new_edition(kb)
    with pytest.raises(EngineError) as error:
        load_kb(kb, use_cache=False)
    messages = [d.message for d in error.value.diagnostics]
    assert "law 64A1 is given for 2007 but not for 2030" in messages
    assert all("but not for 2030" in m for m in messages), messages[:5]


def test_a_new_edition_needs_no_python_change(kb_copy):
    kb_dir = kb_copy
    _declare_new_edition(kb_dir)
    _carry_2007_forward(kb_dir)
    kb = load_kb(kb_dir, use_cache=False)
    assert kb.editions == ("1997", "2007", "2030")
    assert kb.newest_edition == "2030"
    assert "2030" in incident_schema(kb)["properties"]["edition"]["enum"]
    assert diff_editions(kb, "2007", "2030")["paragraphs"] == []
    data = read_incident_file(EXAMPLES / "bid-out-of-rotation-at-partners-turn.json")
    data.pop("edition")
    for name in BACKENDS:
        backend = make_backend(name, kb)
        ruled = rule_incident(kb, backend, load_incident(data, kb, "x"))
        assert ruled["edition"] == "2030"  # no edition named: the newest
        old = rule_incident(kb, backend, load_incident(data, kb, "x", "2007"))
        assert ruled["rectifications"] and [(r["law"], r["action"], r["who"]) for r in ruled["rectifications"]] == \
            [(r["law"], r["action"], r["who"]) for r in old["rectifications"]]


def test_an_unknown_edition_is_bad_input(tmp_path):
    result = subprocess.run([ENGINE, "query", str(EXAMPLES / "inadmissible-double.json"), "--edition", "2017"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 2
    assert "unknown edition 2017: this knowledge base has the editions 1997, 2007" in result.stderr
    incident = tmp_path / "i.json"
    incident.write_text(json.dumps({"edition": "2017"}), encoding="utf-8")
    result = subprocess.run([ENGINE, "query", str(incident)], capture_output=True, text=True, timeout=120)
    assert result.returncode == 2 and "'2017' is not one of 1997, 2007" in result.stderr
