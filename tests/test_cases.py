"""The KB's own tests, as `engine test` runs them: every rule case and every example with its
expected ruling (kb/scenarios/*.yaml), on both backends, and the KB's completeness."""

from __future__ import annotations

import pytest

from conftest import ROOT
from engine.authoring.cases import load_cases
from engine.authoring.kbtest import check_case, check_completeness

CASES = [c for c in load_cases(ROOT / "kb") if c.expect]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_case_on_both_backends(case, kb, backends):
    failures = check_case(kb, backends, case)
    assert not failures, "\n".join(f.render() for f in failures)


def test_every_rule_has_a_case_that_fires_it_and_a_close_case_that_does_not_and_every_example_a_scenario(kb):
    failures = check_completeness(kb, ROOT / "kb", CASES)
    assert not failures, "\n".join(f.render() for f in failures)


def test_every_family_has_an_example_ruled_under_every_edition(kb):
    """A family is the scenario file that holds an example's own expected ruling (kb/scenarios/FAMILY.yaml);
    each family of examples written for an earlier edition has one example that its scenarios (with `under`)
    rule under every edition the KB declares, so that what changes between editions is asserted."""
    import yaml

    family = {}
    for path in sorted((ROOT / "kb" / "scenarios").glob("*.yaml")):
        for entry in yaml.safe_load(path.read_text(encoding="utf-8")):
            if set(entry) - {"id", "under"}:
                family[entry["id"]] = path.stem
    ruled_under: dict[str, set[str]] = {}
    own: dict[str, str] = {}  # the edition the example file itself names
    for case in CASES:
        example = case.source.split(": ")[0]
        if example.endswith(".json"):
            name = example.rsplit("/", 1)[-1][:-5]
            ruled_under.setdefault(name, set()).add(case.incident["edition"])
            if case.name == name:
                own[name] = case.incident["edition"]
    families = {family[e] for e in ruled_under if own.get(e, kb.newest_edition) < kb.newest_edition}
    complete = {family[e] for e, editions in ruled_under.items() if editions >= set(kb.editions)}
    assert families - complete == set(), f"families with no example ruled under {', '.join(kb.editions)}"
