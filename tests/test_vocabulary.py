"""`engine vocabulary`: the incident vocabulary for people, computed from the KB."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ENGINE = str(Path(sys.executable).parent / "engine")


def _run(*args: str) -> str:
    result = subprocess.run([ENGINE, "vocabulary", *args], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_json_lists_incident_facts_with_types_values_and_an_example_and_the_derived_facts():
    vocab = json.loads(_run("--format", "json"))
    incident = {f["fact"]: f for f in vocab["incident_facts"]}
    call = incident["call"]
    fields = {f["field"]: f for f in call["fields"]}
    assert fields["by"]["values"] == ["N", "E", "S", "W"]
    assert fields["level"]["range"] == [1, 7] and fields["level"]["optional"] is True
    assert call["example"]["kind"] in ("bid", "pass", "double", "redouble")
    assert incident["auction"]["one"] is True
    derived = {f["fact"]: f for f in vocab["derived_facts"]}
    assert "61A" in derived["revoke"]["derived_by"]
    assert "call_followed" not in derived  # an internal step, not a finding
    assert not set(derived) & set(incident)
    assert {k["key"] for k in vocab["keys"]} == {"edition", "story", "declarer", "unknown"}


def test_text_and_markdown():
    text = _run()
    assert "Facts an incident states" in text and "Facts the rules derive" in text
    assert "  level [int, 1..7] (optional)" in text
    markdown = _run("--format", "markdown")
    assert markdown.startswith("# The vocabulary of incidents") and "### `call` (a list of objects)" in markdown
