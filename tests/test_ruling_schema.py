"""The ruling's published JSON Schema (``engine schema --ruling``), and the compact and full rulings.

The JSON ruling of every shipped example, on both backends, in both forms, validates
against the schema; the compact ruling names each law's text once, in ``laws``; the
full one (``--derivations full``) is the compact one with every reference expanded.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import jsonschema
import pytest

from conftest import EXAMPLES, ROOT
from engine.backends import BACKENDS
from engine.ruling.incident import load_incident, read_incident_file
from engine.ruling.query import rule_incident
from engine.ruling.render import to_json, to_text
from engine.ruling.ruling_schema import SCHEMA_ID, SCHEMA_VERSION, ruling_schema

PATHS = sorted(EXAMPLES.glob("*.json"))


@pytest.fixture(scope="module")
def validator():
    schema = ruling_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


@pytest.fixture(scope="module")
def rulings(kb, backends):
    """(example, backend) -> {"compact": ruling, "full": ruling}, each as its JSON text reads back."""
    out = {}
    for path in PATHS:
        incident = load_incident(read_incident_file(path), kb, f"examples/{path.name}")
        for name in BACKENDS:
            out[(path.name, name)] = {form: json.loads(to_json(rule_incident(kb, backends[name], incident, form)))
                                      for form in ("compact", "full")}
    return out


def _problems(validator, ruling: dict[str, Any]) -> list[str]:
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:300]}" for e in validator.iter_errors(ruling)]


def test_the_schema_has_an_id_and_the_version(validator):
    schema = ruling_schema()
    assert schema["$id"] == SCHEMA_ID and SCHEMA_VERSION in SCHEMA_ID
    assert schema["properties"]["schema_version"] == {"const": SCHEMA_VERSION}


def test_every_example_ruling_validates_on_both_backends_in_both_forms(validator, rulings):
    for (example, backend), forms in rulings.items():
        for form, ruling in forms.items():
            assert ruling["schema_version"] == SCHEMA_VERSION
            problems = _problems(validator, ruling)
            assert not problems, f"{example} [{backend}, {form}]:\n" + "\n".join(problems[:10])


def test_the_schema_refuses_a_ruling_of_the_old_shape(validator, rulings):
    compact = rulings[(PATHS[0].name, BACKENDS[0])]["compact"]
    assert _problems(validator, {k: v for k, v in compact.items() if k != "laws"})
    assert _problems(validator, {k: v for k, v in compact.items() if k != "schema_version"})
    assert _problems(validator, dict(compact, schema_version="1"))


def _named(node: Any) -> set[str]:
    """Every ``law`` a part of a ruling names."""
    if isinstance(node, list):
        return set().union(*map(_named, node)) if node else set()
    if not isinstance(node, dict):
        return set()
    found = {node["law"]} if isinstance(node.get("law"), str) else set()
    return found.union(*(_named(v) for k, v in node.items() if k != "laws"))


def _carries_law_text(node: Any) -> bool:
    if isinstance(node, list):
        return any(map(_carries_law_text, node))
    if not isinstance(node, dict):
        return False
    return ("law" in node and ("text" in node or "title" in node)) or any(map(_carries_law_text, node.values()))


def test_a_compact_ruling_writes_each_law_once_in_its_table(rulings):
    for (example, backend), forms in rulings.items():
        compact = forms["compact"]
        parts = {k: v for k, v in compact.items() if k not in ("laws", "fired", "not_encoded")}
        assert set(compact["laws"]) == _named(parts), (example, backend)
        assert not _carries_law_text(parts), (example, backend)
        assert all(entry["text"] for entry in compact["laws"].values()), (example, backend)


def _expanded(compact: dict[str, Any]) -> dict[str, Any]:
    """The compact ruling with its references followed: finding trees and law titles and texts inline."""
    laws, findings = compact["laws"], compact["findings"]

    def rule(node: dict[str, Any], path: tuple) -> dict[str, Any]:
        entry = laws[node["law"]]
        return dict(node, title=entry["title"], text=entry["text"], uses=[fact(u, path) for u in node["uses"]])

    def fact(node: dict[str, Any], path: tuple) -> dict[str, Any]:
        if "finding" in node:
            node = {k: v for k, v in node.items() if k != "finding"}
            key = json.dumps([node["fact"], node["values"]], sort_keys=True)
            if key in path:
                return dict(node, derived_above=True)
            top = next(f for f in findings if f["fact"] == node["fact"] and f["values"] == node["values"])
            return dict(node, derived_by=[rule(d, path + (key,)) for d in top["derived_by"]])
        if "derived_by" in node:
            key = json.dumps([node["fact"], node["values"]], sort_keys=True)
            return dict(node, derived_by=[rule(d, path + (key,)) for d in node["derived_by"]])
        return node

    def titled(item: dict[str, Any]) -> dict[str, Any]:
        return dict(item, title=laws[item["law"]]["title"])

    full = {k: v for k, v in compact.items() if k != "laws"}
    full["derivations"] = "full"
    full["rectifications"] = [dict(titled(r), text=laws[r["law"]]["text"], derivation=[rule(n, ()) for n in r["derivation"]])
                              for r in compact["rectifications"]]
    full["findings"] = [fact(dict(f, finding=i), ()) for i, f in enumerate(findings)]
    full["overruled"] = [dict(o, defeated_by=titled(o["defeated_by"]), uses=[fact(u, ()) for u in o["uses"]])
                         for o in compact["overruled"]]
    full["choices"] = [dict(c, options=[dict(o, follows=[titled(t) for t in o["follows"]]) if "follows" in o else o
                                        for o in c["options"]]) for c in compact["choices"]]
    return full


def test_the_full_ruling_is_the_compact_one_expanded_and_reads_the_same(rulings):
    for (example, backend), forms in rulings.items():
        assert _expanded(forms["compact"]) == forms["full"], (example, backend)
        assert to_text(forms["compact"]) == to_text(forms["full"]), (example, backend)


def _engine(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine.cli", *args], cwd=ROOT, capture_output=True, text=True)


def test_the_cli_prints_the_schema_and_the_full_ruling():
    schema = _engine("schema", "--ruling")
    assert schema.returncode == 0, schema.stderr
    assert json.loads(schema.stdout) == ruling_schema()
    path = str(EXAMPLES / "revoke-noticed-on-next-board.json")
    full = _engine("query", path, "--format", "json", "--derivations", "full")
    assert full.returncode == 0, full.stderr
    ruling = json.loads(full.stdout)
    assert ruling["derivations"] == "full" and "laws" not in ruling
    assert all("text" in node for r in ruling["rectifications"] for node in r["derivation"])
