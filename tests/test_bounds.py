"""Bounds the schema states: integer ranges on fields (`level: int 1..7`), list lengths; the checker's range errors."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ENGINE = str(Path(sys.executable).parent / "engine")
BACKENDS = ("experta", "prolog")


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([ENGINE, *args], cwd=ROOT, capture_output=True, text=True, timeout=300)


def call(**fields) -> dict:
    return {"by": "N", "order": 1, "kind": "bid", "level": 1, "strain": "C", **fields}


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize(
    ("incident", "place", "message"),
    [
        ({"call": [call(level=99)]}, "$.call[0].level", "99 is greater than the maximum of 7"),
        ({"call": [call(level=0)]}, "$.call[0].level", "0 is less than the minimum of 1"),
        ({"call": [call(order=-5)]}, "$.call[0].order", "-5 is less than the minimum of 1"),
        ({"call": [call(order=0)]}, "$.call[0].order", "0 is less than the minimum of 1"),
        ({"play": [{"by": "N", "trick": 1}] * 321}, "$.play", "is too long"),
    ],
    ids=["level-99", "level-0", "order-negative", "order-0", "321-plays"],
)
def test_the_schema_states_the_bounds(tmp_path, backend, incident, place, message):
    path = tmp_path / "i.json"
    path.write_text(json.dumps(incident), encoding="utf-8")
    result = run("query", str(path), "--backend", backend)
    assert result.returncode == 2, result.stderr
    assert f"{path}: {place}: error: " in result.stderr and message in result.stderr, result.stderr
    assert "Traceback" not in result.stderr


def test_schema_shows_ranges_and_list_bounds():
    schema = json.loads(run("schema").stdout)
    fields = schema["properties"]["call"]["items"]["properties"]
    assert (fields["level"]["minimum"], fields["level"]["maximum"]) == (1, 7)
    assert fields["order"]["minimum"] == 1 and "maximum" not in fields["order"]
    assert all(p.get("maxItems") == 320 for name, p in schema["properties"].items()
               if p.get("type") == "array" and name != "unknown")
    assert schema["properties"]["unknown"]["maxItems"] == 100  # a list of names, each at most once


def test_a_valid_bid_still_rules(tmp_path):
    path = tmp_path / "i.json"
    path.write_text(json.dumps({"auction": {"dealer": "N"}, "call": [call(level=7, order=1)]}), encoding="utf-8")
    for backend in BACKENDS:
        assert run("query", str(path), "--backend", backend).returncode == 0


@pytest.mark.parametrize(
    ("field", "message"),
    [
        ("a: int 5..3", "field 'a': the range 5..3 is empty"),
        ("a: trick 0..13", "field 'a': the range 0..13 goes outside trick (1..13)"),
        ("a: trick 1..14", "the range 1..14 goes outside trick (1..13)"),
        ("a: seat 1..2", "a range such as 1..7 bounds a number, not a seat"),
        ("a: int 1..7 = 9", "default of 'a': 9 is outside its range 1..7"),
        ("a: int 1..7? b: int 0.. c: trick 2..12 = 5", None),
    ],
)
def test_range_declarations_are_checked(tmp_path, field, message):
    kb = tmp_path / "kb"
    shutil.copytree(ROOT / "kb", kb)
    (kb / "ranges.law").write_text(f'incident fact ranged "x" {{ {field} }}\n', encoding="utf-8")
    result = run("check", str(kb))
    if message is None:
        assert result.returncode == 0, result.stderr
    else:
        assert result.returncode == 2 and f"ranges.law:1:" in result.stderr and message in result.stderr, result.stderr
