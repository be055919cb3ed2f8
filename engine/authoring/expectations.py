"""Checks of a ruling against expectations written as data (kb/scenarios/*.yaml, kb/cases/*.yaml).

``engine test`` and the test suite use the same checks; a failed one raises
:class:`ExpectationFailed` (an AssertionError, so pytest reports it as a failed
assertion) whose message says what was expected and what the ruling has.

cites:      law paragraphs the ruling must cite as applying (a rectification or an
            established fact); a more specific id satisfies a shorter one.
not_cites:  paragraphs whose rectification must not be reported as applying.
fires / does_not_fire: rule names that must (not) fire.
outcome:    tricks_transferred ({to, count} or 0), findings / absent_findings
            ("kind" or {kind: {field: value}}), rectifications (subsets of
            {law, action, who, modality, parameters}), overruled ("64A1 by 64B4"),
            choices ({choice, who, options: [names]}); a rectification may name the
            unknown kinds it ``depends_on`` ([] for one that must stand whatever they are).
open_questions: the unknown fact kinds the ruling must ask about (``[]``: none).
not_encoded: paragraphs the ruling must name as not encoded (in this edition, or referred to).
"""

from __future__ import annotations


class ExpectationFailed(AssertionError):
    """A ruling does not meet an expectation of a case or scenario."""


def _expect(condition: bool, message: str) -> None:
    """Raise ExpectationFailed unless ``condition`` holds (not ``assert``: it must hold under ``python -O`` too)."""
    if not condition:
        raise ExpectationFailed(message)

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
        all(r.get(k, [] if k == "depends_on" else None) == v for k, v in expected.items() if k != "parameters")
        and all(r["parameters"].get(k) == v for k, v in wanted_params.items())
        for r in ruling["rectifications"]
    )


def check_ruling(ruling: dict, scenario: dict) -> None:
    fired = {f["rule"] for f in ruling["fired"]}
    for rule in scenario.get("fires", []):
        _expect(rule in fired, f"rule {rule} did not fire; fired: {sorted(fired)}")
    for rule in scenario.get("does_not_fire", []):
        _expect(rule not in fired, f"rule {rule} must not fire")
    cited = _cited(ruling)
    for law in scenario.get("cites", []):
        _expect(_covers(cited, str(law)), f"{law} not cited; cited: {sorted(cited)}")
    applied = {r["law"] for r in ruling["rectifications"]}
    for law in scenario.get("not_cites", []):
        _expect(not _covers(applied, str(law)), f"{law} must not apply; rectifications: {sorted(applied)}")
    if "open_questions" in scenario:
        asked = [q["fact"] for q in ruling.get("open_questions", [])]
        _expect(sorted(asked) == sorted(scenario["open_questions"]),
                f"open questions on {asked}, expected {scenario['open_questions']}")
    named = {item["law"] for item in ruling.get("not_encoded", [])}
    for law in scenario.get("not_encoded", []):
        _expect(str(law) in named, f"{law} not named as not encoded; named: {sorted(named)}")
    outcome = scenario.get("outcome", {})
    if "tricks_transferred" in outcome:
        expected = outcome["tricks_transferred"] or None
        _expect(ruling.get("tricks_transferred") == expected,
                f"tricks transferred: {ruling.get('tricks_transferred')}, expected {expected}")
    for finding in outcome.get("findings", []):
        _expect(_has_finding(ruling, finding), f"finding {finding} missing")
    for finding in outcome.get("absent_findings", []):
        _expect(not _has_finding(ruling, finding), f"finding {finding} must be absent")
    for rect in outcome.get("rectifications", []):
        _expect(_has_rectification(ruling, rect), f"rectification {rect} missing")
    overruled = {f"{o['law']} by {o['defeated_by']['law']}" for o in ruling["overruled"]}
    for item in outcome.get("overruled", []):
        _expect(item in overruled, f"{item} not reported as overruled; overruled: {sorted(overruled)}")
    offered = {(c["choice"], c["who"]): [o["option"] for o in c["options"]] for c in ruling.get("choices", [])}
    for choice in outcome.get("choices", []):
        options = offered.get((choice["choice"], choice["who"]))
        _expect(options is not None, f"choice {choice['choice']} for {choice['who']} not offered; offered: {offered}")
        _expect(sorted(options) == sorted(choice["options"]), f"options of {choice['choice']}: {options}")
