"""tests/generate.py, the incident generator: a seed gives the same incidents again; what it
makes is schema-valid, and the engine rules on it or refuses it (exit 2, a message), never a
traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from itertools import islice
from pathlib import Path

import pytest
from hypothesis import given, settings

import generate
from engine.ruling.incident import incident_schema, validation_problems
from test_agreement import SUITE

ENGINE = str(Path(sys.executable).parent / "engine")
# The bounds its users pass: the agreement test's (the default), the benchmark's, the fuzzer's.
ALL_BOUNDS = [
    generate.BOUNDS,
    generate.Bounds(items=(1, 6), integers=(1, 7), kinds=0.15),
    generate.Bounds(items=(0, 5), integers=(-3, 16), kinds=0.25),
]


def first(count: int, seed: int, make, *args) -> list:
    return list(islice(generate.seeded(seed, make, *args), count))


@pytest.mark.parametrize("bounds", ALL_BOUNDS)
def test_a_seed_gives_the_same_incidents_again(kb, bounds):
    schema = incident_schema(kb)
    made = first(30, 7, generate.incident, schema, bounds)
    assert made == first(30, 7, generate.incident, schema, bounds)
    assert made != first(30, 8, generate.incident, schema, bounds)
    assert len({json.dumps(data, sort_keys=True) for data in made}) >= 25


def test_a_seed_gives_the_same_mutations_again(kb):
    args = (incident_schema(kb), generate.shipped_examples())
    assert first(30, 7, generate.mutated, *args) == first(30, 7, generate.mutated, *args)
    assert first(30, 7, generate.mutated, *args) != first(30, 8, generate.mutated, *args)


@pytest.mark.parametrize("bounds", ALL_BOUNDS)
def test_seeded_incidents_are_schema_valid(kb, bounds):
    for data in first(200, 1, generate.incident, incident_schema(kb), bounds):
        assert validation_problems(data, kb, "generated.json") == [], data


def test_seeded_mutations_are_schema_valid(kb):
    for data in first(200, 1, generate.mutated, incident_schema(kb), generate.shipped_examples()):
        assert validation_problems(data, kb, "generated.json") == [], data


def test_drawn_incidents_are_schema_valid(kb):
    @settings(**dict(SUITE, max_examples=100))
    @given(generate.strategy(generate.incident, incident_schema(kb)))
    def check(data: dict) -> None:
        assert validation_problems(data, kb, "generated.json") == [], data

    check()


def test_the_engine_rules_on_them_or_refuses_them_with_a_message(kb):
    made = first(40, 3, generate.incident, incident_schema(kb), ALL_BOUNDS[1])
    lines = "".join(json.dumps(data) + "\n" for data in made)
    result = subprocess.run([ENGINE, "query", "-", "--backend", "prolog"], input=lines,
                            capture_output=True, text=True, timeout=300)
    assert "Traceback" not in result.stdout + result.stderr
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(answers) == len(made)
    refused = [a["error"] for a in answers if "error" in a]
    assert all(message.startswith("<stdin>:") for message in refused), refused
    assert result.returncode == (2 if refused else 0), result.stderr


def test_a_schema_keyword_it_does_not_know_is_an_error():
    with pytest.raises(NotImplementedError, match="pattern"):
        generate.walk({"type": "string", "pattern": "^N$"}, generate.RandomChooser(0))
