"""The test cases shipped with a knowledge base: example incidents and rule cases.

- ``kb/examples/*.json``: worked incidents, one file each, whose expected rulings
  are the scenarios of ``kb/scenarios/*.yaml`` (an entry's ``id`` is the file's name);
  a scenario's ``under`` list rules the same incident again under other editions,
  each entry with its ``edition``, its own expectations and ``why`` it differs
  (or not) from the example's own edition; an entry with only ``id`` and ``under``
  adds such editions to a scenario given in another file;
- ``kb/cases/*.yaml``: small incidents, each with a sentence name and the rules
  it must fire or must not fire, so that every rule has a case where it
  applies and a close case where it does not.

``engine coverage`` runs them all; ``engine test`` (``engine.authoring.kbtest``) and the
test suite check their expectations on both backends.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from engine.errors import Diagnostic, EngineError
from engine.ruling.incident import read_incident_file


@dataclass(frozen=True)
class Case:
    name: str
    source: str  # where it comes from, for messages
    incident: Any  # parsed JSON of the incident
    expect: dict[str, Any] = field(default_factory=dict)


def load_cases(kb_dir: Path) -> list[Case]:
    """Every example (with its scenario's expectations) and rule case under a KB folder."""
    scenarios = load_scenarios(kb_dir)
    cases = []
    for path in sorted((kb_dir / "examples").glob("*.json")):
        incident, expect = read_incident_file(path), dict(scenarios.get(path.stem, {}))
        under = expect.pop("under", [])
        cases.append(Case(path.stem, str(path), incident, expect))
        cases.extend(_under_other_editions(path, incident, under))
    for path in sorted((kb_dir / "cases").glob("*.yaml")):
        cases.extend(_cases_in(path))
    return cases


def load_scenarios(kb_dir: Path) -> dict[str, dict[str, Any]]:
    """The expected rulings of the examples, by example name (``kb/scenarios/*.yaml``)."""
    scenarios: dict[str, dict[str, Any]] = {}
    for path in sorted((kb_dir / "scenarios").glob("*.yaml")):
        for i, item in enumerate(_yaml_list(path)):
            if not isinstance(item, dict) or "id" not in item:
                raise EngineError(Diagnostic("each scenario needs an 'id' (its example's file name)", where=f"{path}: entry {i + 1}"))
            _add_scenario(scenarios, item, where=f"{path}: entry {i + 1}")
    return scenarios


def _add_scenario(scenarios: dict[str, dict[str, Any]], item: dict[str, Any], where: str) -> None:
    """Add one entry; an entry holding only ``id`` and ``under`` adds editions to a scenario given elsewhere
    (so that an edition's expected rulings can live in a file of their own)."""
    name, body = item["id"], {k: v for k, v in item.items() if k != "id"}
    if set(body) == {"under"} and isinstance(body["under"], list):
        scenario = scenarios.setdefault(name, {})
        scenario["under"] = [*scenario.get("under", []), *body["under"]]
        return
    if set(scenarios.get(name, {})) - {"under"}:
        raise EngineError(Diagnostic(f"scenario {name} is given twice", where=where))
    scenarios[name] = {**body, "under": [*body.get("under", []), *scenarios.get(name, {}).get("under", [])]}


def _under_other_editions(path: Path, incident: Any, under: Any) -> list[Case]:
    """The example ruled again under each edition its scenario's ``under`` names."""
    where = f"scenario {path.stem}"
    if not isinstance(under, list):
        raise EngineError(Diagnostic("'under' is a list of {edition, why, ...expectations}", where=where))
    cases = []
    for i, item in enumerate(under):
        if not isinstance(item, dict) or not {"edition", "why"} <= item.keys():
            raise EngineError(Diagnostic("each entry of 'under' needs 'edition' and 'why'", where=f"{where}: under {i + 1}"))
        edition = str(item["edition"])
        expect = {k: v for k, v in item.items() if k not in ("edition", "why")}
        name = f"{path.stem} under {edition}"
        cases.append(Case(name, f"{path}: under {edition}", {**incident, "edition": edition}, expect))
    return cases


def _yaml_list(path: Path) -> list[Any]:
    try:
        items = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f"{path}:{mark.line + 1}:{mark.column + 1}" if mark else str(path)
        raise EngineError(Diagnostic(f"not valid YAML: {getattr(error, 'problem', error)}", where=where)) from None
    if not isinstance(items, list):
        raise EngineError(Diagnostic("a case or scenario file is a YAML list", where=str(path)))
    return items


def _cases_in(path: Path) -> list[Case]:
    items = _yaml_list(path)
    cases = []
    for i, item in enumerate(items):
        if not isinstance(item, dict) or not {"name", "incident"} <= item.keys():
            raise EngineError(Diagnostic("each case needs 'name' and 'incident'", where=f"{path}: case {i + 1}"))
        cases.append(Case(item["name"], f"{path}: {item['name']}", item["incident"], item.get("expect") or {}))
    return cases
