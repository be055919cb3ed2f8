"""The two backends: each compiles the checked KB and runs incidents to a fixpoint.

Both return the same thing, a set of ``Derivation`` records: which rule (plan)
fired, the conclusion it drew and the facts it used. The ruling is built from
these records alone, so two backends that agree on them agree on the ruling.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from engine.ruling.incident import Incident

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


def check_run(derivations: frozenset[Derivation], incident: Incident) -> frozenset[Derivation]:
    """A backend run's derivations, or LimitError if the rules derived too many facts of one kind."""
    from collections import Counter

    from engine import limits

    most = limits.integer("MAX_DERIVED_PER_KIND")
    counts = Counter(kind for kind, *_ in {d.conclusion for d in derivations} if not kind.startswith("@"))
    over = sorted(kind for kind, n in counts.items() if n > most)
    if over:
        raise limits.reached("MAX_DERIVED_PER_KIND",
                             f"the rules derived more than {most} facts of one kind ({', '.join(over)})", incident.source)
    return derivations


def make_backend(name: str, kb) -> Backend:
    """The backend of that name for a KB; imports only what that backend needs."""
    if name == "experta":
        from engine.backends.to_experta import ExpertaBackend

        return ExpertaBackend(kb)
    if name == "prolog":
        from engine.backends.to_prolog import PrologBackend

        return PrologBackend(kb)
    raise ValueError(f"unknown backend {name!r}")
