"""`engine query -`: one JSON document on standard input, as well as JSON Lines."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import EXAMPLES
from engine.backends import BACKENDS

ENGINE = str(Path(sys.executable).parent / "engine")
EXAMPLE = EXAMPLES / "inadmissible-double.json"


def _query(stdin: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([ENGINE, "query", "-", *args], input=stdin, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_pretty_printed_document_is_one_incident_and_honours_format(backend):
    pretty = EXAMPLE.read_text(encoding="utf-8")
    assert pretty.splitlines()[0].strip() == "{"
    text = _query(pretty, "--backend", backend)
    assert text.returncode == 0 and text.stdout.startswith("Ruling under the 2007 Laws on <stdin>\n")
    ruling = json.loads(_query(pretty, "--backend", backend, "--format", "json").stdout)
    from_file = json.loads(subprocess.run([ENGINE, "query", str(EXAMPLE), "--backend", backend, "--format", "json"],
                                          capture_output=True, text=True, timeout=120, check=True).stdout)
    assert ruling["rectifications"] == from_file["rectifications"] and ruling["incident"] == "<stdin>"


def test_json_lines_stay_json_lines():
    line = json.dumps(json.loads(EXAMPLE.read_text(encoding="utf-8")))
    result = _query(line + "\n" + line + "\n")
    assert result.returncode == 0
    assert [json.loads(out)["incident"] for out in result.stdout.splitlines()] == ["<stdin>:1", "<stdin>:2"]


def test_a_bad_document_is_bad_input_naming_the_place():
    result = _query('{\n  "edition": 2007\n}\n')
    assert result.returncode == 2 and result.stdout == ""
    assert "<stdin>: $.edition: error: 2007 is not one of 1997, 2007" in result.stderr
    result = _query('{\n  "edition": \n')
    assert result.returncode == 2 and "<stdin>:3:1: error: not valid JSON" in result.stderr
