"""Every worked scenario of tests/scenarios.yaml, on both backends, with identical rulings."""

from __future__ import annotations

import json

import pytest
import yaml

from conftest import EXAMPLES, ROOT
from engine.backends import BACKENDS
from engine.incident import load_incident, read_incident_file
from engine.query import rule_incident

SCENARIOS = yaml.safe_load((ROOT / "tests" / "scenarios.yaml").read_text(encoding="utf-8"))


def _cited(ruling: dict) -> set[str]:
    laws = {r["law"] for r in ruling["rectifications"]}
    laws |= {rule["law"] for f in ruling["findings"] for rule in f["derived_by"]}
    return laws


def _covers(cited: set[str], law: str) -> bool:
    """A ruling citing 64A1 cites "64A" and "64"."""
    return any(c.startswith(law) for c in cited)


def _has_finding(ruling: dict, expected) -> bool:
    kind, values = (expected, {}) if isinstance(expected, str) else next(iter(expected.items()))
    return any(
        f["fact"] == kind and all(f["values"].get(k) == v for k, v in values.items())
        for f in ruling["findings"]
    )


def _has_rectification(ruling: dict, expected: dict) -> bool:
    wanted_params = expected.get("parameters", {})
    return any(
        all(r[k] == v for k, v in expected.items() if k != "parameters")
        and all(r["parameters"].get(k) == v for k, v in wanted_params.items())
        for r in ruling["rectifications"]
    )


def check_ruling(ruling: dict, scenario: dict) -> None:
    cited = _cited(ruling)
    for law in scenario.get("cites", []):
        assert _covers(cited, str(law)), f"{law} not cited; cited: {sorted(cited)}"
    applied = {r["law"] for r in ruling["rectifications"]}
    for law in scenario.get("not_cites", []):
        assert not _covers(applied, str(law)), f"{law} must not apply; rectifications: {sorted(applied)}"
    outcome = scenario.get("outcome", {})
    if "tricks_transferred" in outcome:
        expected = outcome["tricks_transferred"] or None
        assert ruling.get("tricks_transferred") == expected
    for finding in outcome.get("findings", []):
        assert _has_finding(ruling, finding), f"finding {finding} missing"
    for finding in outcome.get("absent_findings", []):
        assert not _has_finding(ruling, finding), f"finding {finding} must be absent"
    for rect in outcome.get("rectifications", []):
        assert _has_rectification(ruling, rect), f"rectification {rect} missing"
    overruled = {f"{o['law']} by {o['defeated_by']['law']}" for o in ruling["overruled"]}
    for item in outcome.get("overruled", []):
        assert item in overruled, f"{item} not reported as overruled; overruled: {sorted(overruled)}"


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s["id"] for s in SCENARIOS])
def test_scenario_on_both_backends(scenario, kb, backends):
    path = EXAMPLES / f"{scenario['id']}.json"
    incident = load_incident(read_incident_file(path), kb, str(path.relative_to(ROOT)))
    rulings = {name: rule_incident(kb, backends[name], incident) for name in BACKENDS}
    for ruling in rulings.values():
        check_ruling(ruling, scenario)
    experta, prolog = (json.dumps(rulings[n], sort_keys=True) for n in BACKENDS)
    assert experta == prolog, "the two backends reached different rulings"


def test_every_example_has_a_scenario():
    examples = {p.stem for p in EXAMPLES.glob("*.json")}
    assert examples == {s["id"] for s in SCENARIOS}
