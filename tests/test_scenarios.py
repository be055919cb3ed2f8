"""Every worked scenario of tests/scenarios/*.yaml, on both backends, with identical rulings."""

from __future__ import annotations

import json

import pytest
import yaml

from conftest import EXAMPLES, ROOT
from engine.backends import BACKENDS
from engine.incident import load_incident, read_incident_file
from engine.query import rule_incident
from expectations import check_ruling

SCENARIOS = [
    scenario
    for path in sorted((ROOT / "tests" / "scenarios").glob("*.yaml"))
    for scenario in yaml.safe_load(path.read_text(encoding="utf-8"))
]


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
