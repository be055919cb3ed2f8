"""The KB's own tests, as `engine test` runs them: every rule case and every example with its
expected ruling (kb/scenarios/*.yaml), on both backends, and the KB's completeness."""

from __future__ import annotations

import pytest

from conftest import ROOT
from engine.cases import load_cases
from engine.kbtest import check_case, check_completeness

CASES = [c for c in load_cases(ROOT / "kb") if c.expect]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_case_on_both_backends(case, kb, backends):
    failures = check_case(kb, backends, case)
    assert not failures, "\n".join(f.render() for f in failures)


def test_every_rule_has_a_case_that_fires_it_and_a_close_case_that_does_not_and_every_example_a_scenario(kb):
    failures = check_completeness(kb, ROOT / "kb", CASES)
    assert not failures, "\n".join(f.render() for f in failures)
