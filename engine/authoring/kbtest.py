"""The rule author's test loop, ``engine test``: every case of a knowledge base, on every backend.

A KB folder carries its own tests (``engine.authoring.cases``): the rule cases of
``kb/cases/*.yaml`` and the example incidents of ``kb/examples/`` with their
expected rulings in ``kb/scenarios/*.yaml``. Each is ruled on by each backend;
the ruling must meet the case's expectations (``engine.authoring.expectations``) and the
backends must agree. The KB as a whole must have, for every rule, a case that
fires it and a case that does not, and a scenario for every example. The test
suite runs the same checks (``tests/test_cases.py``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

from engine.backends import Backend
from engine.authoring.cases import Case, load_cases, load_scenarios
from engine.errors import EngineError
from engine.authoring.expectations import ExpectationFailed, check_ruling
from engine.ruling.incident import load_incident
from engine.language.knowledge import KnowledgeBase


@dataclass(frozen=True)
class Failure:
    where: str  # the case (file: name) or the KB folder
    message: str
    backend: str | None = None  # None: not one backend's (the backends disagree, or the KB as a whole)
    of_kb: bool = False  # the KB as a whole (a rule without cases), not one case

    def render(self) -> str:
        on = f" [{self.backend}]" if self.backend else ""
        return f"FAILED {self.where}{on}: {self.message}"


def check_case(kb: KnowledgeBase, backends: dict[str, Backend], case: Case) -> list[Failure]:
    """The failures of one case: expectations each backend's ruling does not meet, and disagreement."""
    from engine.ruling.query import rule_incident

    try:
        incident = load_incident(case.incident, kb, case.source)
        rulings = {name: rule_incident(kb, backend, incident) for name, backend in backends.items()}
    except EngineError as error:
        return [Failure(case.source, f"the incident is refused: {error.render()}")]
    failures = []
    for name, ruling in rulings.items():
        try:
            check_ruling(ruling, case.expect)
        except ExpectationFailed as failed:
            failures.append(Failure(case.source, str(failed), name))
    first, *others = rulings.values()
    for name, other in zip(list(rulings)[1:], others):
        difference = first_difference(first, other)
        if difference:
            failures.append(Failure(case.source, f"{list(rulings)[0]} and {name} reached different rulings: {difference}"))
    return failures


def check_completeness(kb: KnowledgeBase, kb_dir: Path, cases: list[Case]) -> list[Failure]:
    """Every rule has a case that fires it and one that does not; every example has its scenario, and back."""
    where = str(kb_dir)
    fires = {rule for c in cases for rule in c.expect.get("fires", [])}
    spared = {rule for c in cases for rule in c.expect.get("does_not_fire", [])}
    rules = {rule.name for rule in kb.rules}
    failures = []
    if rules - fires:
        failures.append(Failure(where, of_kb=True, message=f"rules no case expects to fire: {sorted(rules - fires)}"))
    if rules - spared:
        failures.append(Failure(where, of_kb=True, message=f"rules no case expects not to fire: {sorted(rules - spared)}"))
    if (fires | spared) - rules:
        failures.append(Failure(where, of_kb=True, message=f"cases name unknown rules: {sorted((fires | spared) - rules)}"))
    examples = {p.stem for p in (kb_dir / "examples").glob("*.json")}
    scenarios = set(load_scenarios(kb_dir))
    if examples - scenarios:
        failures.append(Failure(where, of_kb=True, message=f"examples without a scenario in scenarios/*.yaml: {sorted(examples - scenarios)}"))
    if scenarios - examples:
        failures.append(Failure(where, of_kb=True, message=f"scenarios without an example in examples/: {sorted(scenarios - examples)}"))
    return failures


def run(kb: KnowledgeBase, kb_dir: Path, backends: dict[str, Backend],
        only: Iterable[Path] = ()) -> tuple[int, list[Failure]]:
    """Run the KB's cases (those of the files in ``only``, if given): how many ran, and the failures."""
    cases = [c for c in load_cases(kb_dir) if c.expect]
    chosen = [c for c in cases if _selected(c, list(only))]
    failures = [f for case in chosen for f in check_case(kb, backends, case)]
    if not only:
        failures += check_completeness(kb, kb_dir, cases)
    return len(chosen), failures


def _selected(case: Case, only: list[Path]) -> bool:
    if not only:
        return True
    source = Path(case.source.split(": ", 1)[0]).resolve()
    return any(source == path.resolve() for path in only)


def first_difference(a: Any, b: Any, path: str = "$") -> str | None:
    """Where two JSON values first differ, and how, or None if they are equal."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            if key not in a or key not in b:
                return f"{path}.{key} is only in the {'second' if key not in a else 'first'}"
            found = first_difference(a[key], b[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list):
        for i, (x, y) in enumerate(zip(a, b)):
            found = first_difference(x, y, f"{path}[{i}]")
            if found:
                return found
        return f"{path} has {len(a)} items against {len(b)}" if len(a) != len(b) else None
    if a != b:
        return f"{path} is {json.dumps(a)[:80]} against {json.dumps(b)[:80]}"
    return None
