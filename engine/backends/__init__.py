"""The two backends: each compiles the checked KB and runs incidents to a fixpoint.

Both return the same thing, a set of ``Derivation`` records: which rule (plan)
fired, the conclusion it drew and the facts it used. The ruling is built from
these records alone, so two backends that agree on them agree on the ruling.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from engine.incident import Incident

FactTerm = tuple  # (kind, value, ...), see engine.backends.plan


@dataclass(frozen=True)
class Derivation:
    rule: str
    conclusion: FactTerm
    used: tuple[FactTerm, ...]


class Backend(Protocol):
    name: str

    def run(self, incident: Incident) -> frozenset[Derivation]: ...

    def program_text(self) -> str: ...


BACKENDS = ("experta", "prolog")


def make_backend(name: str, kb) -> Backend:
    """The backend of that name for a KB; imports only what that backend needs."""
    if name == "experta":
        from engine.backends.to_experta import ExpertaBackend

        return ExpertaBackend(kb)
    if name == "prolog":
        from engine.backends.to_prolog import PrologBackend

        return PrologBackend(kb)
    raise ValueError(f"unknown backend {name!r}")
