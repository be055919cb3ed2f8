"""The engine as a library: load a knowledge base, rule on an incident, explain a ruling.

Other programs (club scoring software, a web page for directors) use these
functions instead of the command line; they return the same JSON-ready dicts the
CLI prints with ``--format json``, and raise the CLI's errors:
:class:`engine.errors.EngineError` (bad input: its ``diagnostics`` list every
problem, each with ``message`` and ``where``) and
:class:`engine.errors.BackendError`.

    from engine import api

    kb = api.load()                          # the shipped KB, or api.load("path/to/kb")
    ruling = api.rule(kb, {"edition": "2007", "auction": {"dealer": "N"},
                           "call": [{"by": "S", "order": 1, "kind": "bid", "level": 1, "strain": "S"}],
                           "call_taken_back": [{"order": 1}]})
    print(api.text(ruling))                  # as a director reads it
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping, Union

from engine.backends import BACKENDS, Backend, make_backend
from engine.errors import Diagnostic, EngineError
from engine.ruling.incident import Incident, incident_schema, load_incident, read_incident_file
from engine.language.kb import load_kb
from engine.language.knowledge import KnowledgeBase

IncidentInput = Union[Mapping[str, Any], str, Path]
"""An incident: its JSON already parsed (a dict), or the path of its JSON file."""

_backends: dict[tuple[int, str], tuple[KnowledgeBase, Backend]] = {}


def load(kb_dir: str | Path | None = None) -> KnowledgeBase:
    """The checked knowledge base of the ``.law`` files under ``kb_dir`` (default: the shipped one)."""
    return load_kb(Path(kb_dir) if kb_dir is not None else None)


def rule(kb: KnowledgeBase, incident: IncidentInput, *, backend: str = "experta",
         edition: str | None = None, derivations: str = "compact") -> dict[str, Any]:
    """The ruling on one incident, as ``engine query --format json [--derivations full]`` gives it."""
    from engine.ruling.query import rule_incident

    return rule_incident(kb, _backend(kb, backend), _incident(kb, incident, edition), derivations)


def explain(kb: KnowledgeBase, incident: IncidentInput, *, backend: str = "experta",
            edition: str | None = None) -> dict[str, Any]:
    """Why the ruling is what it is: ``engine explain --format json``."""
    from engine.teaching.explain import explain as explain_incident

    return explain_incident(kb, _backend(kb, backend), _incident(kb, incident, edition))


def questions(kb: KnowledgeBase, incident: IncidentInput, *, backend: str = "experta",
              edition: str | None = None) -> dict[str, Any]:
    """What the incident does not know that could change its ruling: ``engine questions --format json``."""
    from engine.ruling.unknowns import questions as open_questions

    return open_questions(kb, _backend(kb, backend), _incident(kb, incident, edition), each_way=True)


def schema(kb: KnowledgeBase) -> dict[str, Any]:
    """The JSON Schema of incident files for this knowledge base."""
    return incident_schema(kb)


def ruling_schema() -> dict[str, Any]:
    """The published JSON Schema of the ruling (``engine schema --ruling``); its version is ``schema_version``."""
    from engine.ruling.ruling_schema import ruling_schema as schema_of_rulings

    return schema_of_rulings()


def text(ruling: dict[str, Any]) -> str:
    """A ruling as the text a director reads out at the table."""
    from engine.ruling.render import to_text

    return to_text(ruling)


def _incident(kb: KnowledgeBase, incident: IncidentInput, edition: str | None) -> Incident:
    if isinstance(incident, (str, Path)):
        path = Path(incident)
        return load_incident(read_incident_file(path), kb, str(path), edition)
    return load_incident(dict(incident), kb, "<incident>", edition)


def _backend(kb: KnowledgeBase, name: str) -> Backend:
    """One backend per KB and name, built on first use (building one costs far more than a ruling)."""
    if name not in BACKENDS:
        raise EngineError(Diagnostic(f"unknown backend {name!r}: the backends are {', '.join(BACKENDS)}"))
    cached = _backends.get((id(kb), name))
    if cached is None or cached[0] is not kb:
        cached = (kb, make_backend(name, kb))
        _backends[(id(kb), name)] = cached
    return cached[1]
