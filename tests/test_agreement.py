"""Experta and Prolog rule identically on generated incidents, not only on the written ones.

Two strategies of tests/generate.py make incidents:

- ``schema_incidents``: anything the KB's own JSON Schema allows (``engine schema``), with
  short lists and small integers so that values collide and joins happen;
- ``mutated_incidents``: a shipped example (kb/examples/*.json) changed a few times, guided
  by the schema: a value replaced, an item dropped, copied or added, an optional field
  dropped or added, the edition or declarer changed, seats rotated, suits permuted,
  tricks shifted. Most of these still make rules fire, which random incidents rarely do.

Each incident is ruled on by both backends and the two full JSON rulings (rectifications,
citations, derivations, findings, overruled rules, choices) must be identical.
``scripts/agreement --examples N`` runs the same check longer, with a seed of its choice.
"""

from __future__ import annotations

import difflib
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import generate
from engine.backends import BACKENDS
from engine.errors import EngineError
from engine.ruling.incident import incident_schema, load_incident, validation_problems
from engine.ruling.query import rule_incident

SOURCE = "generated.json"  # the incident name both rulings carry

# Deterministic in CI: the same examples on every run, no example database.
SUITE = dict(
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)


# ---------------------------------------------------------------- the check


class Divergence(AssertionError):
    """The two backends ruled differently on one incident."""


def agree(kb, backends: dict, data: dict) -> dict | None:
    """Rule on ``data`` with both backends; fail with a diff if they differ.

    Returns the ruling, or None when both refuse the incident alike (contradictory facts).
    """
    problems = validation_problems(data, kb, SOURCE)
    assert not problems, "the strategy made an invalid incident:\n" + "\n".join(p.render() for p in problems)
    try:
        incident = load_incident(data, kb, SOURCE)
    except EngineError:  # refused before any backend runs (e.g. contradictory facts): nothing to compare
        return None
    texts = {}
    for name in BACKENDS:
        try:
            ruling = rule_incident(kb, backends[name], incident)
        except EngineError as error:  # refused: the two backends must refuse with the same words
            texts[name] = "refused:\n" + error.render()
            continue
        texts[name] = json.dumps(ruling, sort_keys=True, indent=1, ensure_ascii=False)
    first, second = BACKENDS
    if texts[first] != texts[second]:
        diff = difflib.unified_diff(
            texts[first].splitlines(), texts[second].splitlines(), first, second, lineterm="", n=2
        )
        raise Divergence(
            "the backends disagree on this incident:\n"
            + json.dumps(data, ensure_ascii=False)
            + "\n"
            + "\n".join(list(diff)[:200])
        )
    return None if texts[first].startswith("refused:") else json.loads(texts[first])


def fired(ruling: dict | None) -> bool:
    return ruling is not None and bool(ruling["fired"])


# ---------------------------------------------------------------- the strategies


def schema_incidents(schema: dict) -> st.SearchStrategy:
    """Instances of the incident schema (generate.BOUNDS: short lists, small integers)."""
    return generate.strategy(generate.incident, schema)


def mutated_incidents(schema: dict, examples: list[dict]) -> st.SearchStrategy:
    """Shipped examples changed one to four times under the schema's guidance."""
    return generate.strategy(generate.mutated, schema, examples)


# ---------------------------------------------------------------- the tests


def run_agreement(kb, backends, strategy: st.SearchStrategy, config: dict) -> list[bool]:
    """Run the agreement check on ``strategy`` under hypothesis settings ``config``; return, per example, if a rule fired."""
    outcomes: list[bool] = []

    @settings(**config)
    @given(strategy)
    def check(data: dict) -> None:
        outcomes.append(fired(agree(kb, backends, data)))

    check()
    return outcomes


def test_mutated_examples_rule_identically(kb, backends):
    outcomes = run_agreement(kb, backends, mutated_incidents(incident_schema(kb), generate.shipped_examples()),
                             dict(SUITE, max_examples=300))
    assert len(outcomes) >= 250
    # The point of mutating the examples: most generated incidents make rules fire.
    assert sum(outcomes) >= len(outcomes) // 2, f"rules fired on only {sum(outcomes)} of {len(outcomes)} incidents"


def test_schema_generated_incidents_rule_identically(kb, backends):
    outcomes = run_agreement(kb, backends, schema_incidents(incident_schema(kb)), dict(SUITE, max_examples=200))
    assert len(outcomes) >= 150


def test_mutations_stay_valid_and_vary(kb):
    """The mutation strategy only makes schema-valid incidents, and not the same ones."""
    seen = set()

    @settings(**dict(SUITE, max_examples=100))
    @given(mutated_incidents(incident_schema(kb), generate.shipped_examples()))
    def check(data: dict) -> None:
        assert validation_problems(data, kb, SOURCE) == []
        seen.add(json.dumps(data, sort_keys=True))

    check()
    assert len(seen) >= 80
