"""The rule cases of kb/cases/*.yaml, on both backends, and every rule's fire / not-fire pair."""

from __future__ import annotations

import json

import pytest

from conftest import ROOT
from engine.backends import BACKENDS
from engine.cases import load_cases
from engine.incident import load_incident
from engine.query import rule_incident
from expectations import check_ruling

CASES = [c for c in load_cases(ROOT / "kb") if c.expect]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_case_on_both_backends(case, kb, backends):
    incident = load_incident(case.incident, kb, case.source)
    rulings = {name: rule_incident(kb, backends[name], incident) for name in BACKENDS}
    for ruling in rulings.values():
        check_ruling(ruling, case.expect)
    experta, prolog = (json.dumps(rulings[n], sort_keys=True) for n in BACKENDS)
    assert experta == prolog, "the two backends reached different rulings"


def test_every_rule_has_a_case_that_fires_it_and_a_close_case_that_does_not(kb):
    fires = {rule for c in CASES for rule in c.expect.get("fires", [])}
    spared = {rule for c in CASES for rule in c.expect.get("does_not_fire", [])}
    rules = {rule.name for rule in kb.rules}
    assert not rules - fires, f"rules no case expects to fire: {sorted(rules - fires)}"
    assert not rules - spared, f"rules no case expects not to fire: {sorted(rules - spared)}"
    assert not (fires | spared) - rules, f"cases name unknown rules: {sorted((fires | spared) - rules)}"
