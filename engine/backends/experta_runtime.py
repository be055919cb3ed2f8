"""The base class of generated Experta engines: declares fact terms and records derivations."""

from __future__ import annotations

from experta import KnowledgeEngine

from engine import limits
from engine.backends import Derivation
from engine.backends.plan import CONTRADICTION, DEFEATED, OVERRULED, RECTIFICATION

# Conclusions that no rule reads: recorded, never declared as Experta facts.
_RECORD_ONLY = (RECTIFICATION, OVERRULED, CONTRADICTION)


class RuntimeEngine(KnowledgeEngine):
    FACT_CLASSES: dict = {}
    FIELDS: dict = {}
    RULE_EDITIONS: dict = {}

    def __init__(self, edition: str) -> None:
        self.edition = edition  # read by get_rules while the network is built
        super().__init__()
        self._kind_of = {cls: kind for kind, cls in self.FACT_CLASSES.items()}
        self.derivations: set[Derivation] = set()

    def get_rules(self):
        """Only the rules of this engine's edition go into its network."""
        return [r for r in super().get_rules() if self.edition in self.RULE_EDITIONS[r.__name__]]

    def reset(self, **kwargs) -> None:
        self.derivations = set()
        self.max_derivations = limits.integer("MAX_DERIVATIONS")
        super().reset(**kwargs)

    def declare_term(self, term: tuple) -> None:
        kind, *values = term
        if kind in _RECORD_ONLY:
            return
        if kind == DEFEATED:
            rule, defeater, key = values
            fields = {"rule": rule, "defeater": defeater, **{f"k{i}": v for i, v in enumerate(key)}}
        elif kind in self.FIELDS:
            fields = {n: v for n, v in zip(self.FIELDS[kind], values) if v is not None}
        else:
            fields = {"value": values[0]}
        self.declare(self.FACT_CLASSES[kind](**fields))

    def term_of(self, fact) -> tuple:
        kind = self._kind_of[type(fact)]
        if kind == DEFEATED:
            keys = sorted((k for k in fact if isinstance(k, str) and k.startswith("k")), key=lambda k: int(k[1:]))
            return (kind, fact["rule"], fact["defeater"], tuple(fact[k] for k in keys))
        return (kind, *(fact.get(n) for n in self.FIELDS[kind]))

    def conclude(self, plan: str, conclusions: list[tuple], used: list) -> None:
        limits.check_time()
        used_terms = tuple(self.term_of(f) for f in used)
        for term in conclusions:
            self.derivations.add(Derivation(plan, term, used_terms))
            if len(self.derivations) > self.max_derivations:
                raise limits.reached("MAX_DERIVATIONS", f"the rules drew more than {self.max_derivations} derivations in one run")
            self.declare_term(term)
