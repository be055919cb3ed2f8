"""Matching the rules' patterns against facts in Python: the small evaluator ``why-not`` and ``unknowns`` share.

The backends run the rules; this only checks one pattern or expression against
given facts (seat functions from engine.language.builtins), for explanations and
for deciding what an unknown fact could change.
"""

from __future__ import annotations

import operator
from collections import defaultdict
from typing import Any

from engine.backends import Derivation
from engine.language import ast, builtins
from engine.language.knowledge import KnowledgeBase
from engine.ruling.incident import Incident

Env = dict[str, Any]
OPS = {"==": operator.eq, "!=": operator.ne, "<": operator.lt,
       "<=": operator.le, ">": operator.gt, ">=": operator.ge}


class Facts:
    """The final facts of a run, by kind: the incident's facts plus every derived fact."""

    def __init__(self, incident: Incident, derivations: frozenset[Derivation]):
        derived = (d.conclusion for d in derivations if not d.conclusion[0].startswith("@"))
        self.by_kind: dict[str, list[tuple]] = defaultdict(list)
        for fact in dict.fromkeys((*incident.facts, *sorted(derived, key=repr))):
            self.by_kind[fact[0]].append(fact)

    def of(self, kind: str) -> list[tuple]:
        """The facts of one kind, the incident's first."""
        return self.by_kind.get(kind, [])


def value_of(expr: ast.Expr, env: Env) -> Any:
    """The value of an expression under bound variables (seat functions from engine.language.builtins)."""
    if isinstance(expr, ast.Var):
        return env[expr.name]
    if isinstance(expr, ast.Symbol):
        return expr.name
    if isinstance(expr, (ast.IntLit, ast.BoolLit)):
        return expr.value
    if isinstance(expr, ast.Call):
        return builtins.FUNCTIONS[expr.function][2](*(value_of(a, env) for a in expr.args))
    left = value_of(expr.left, env)
    return left + expr.right if expr.op == "+" else left - expr.right


def needs(condition: ast.Condition) -> set[str]:
    """The variables a test or negation needs bound before it can be evaluated."""
    if isinstance(condition, ast.Comparison):
        exprs = [condition.left, condition.right]
    elif isinstance(condition, ast.Membership):
        exprs = [condition.value]
    elif isinstance(condition, ast.Negation):
        exprs = [a.value for a in condition.pattern.args]
    else:
        exprs = []
    return {v for e in exprs for v in ast.variables_in(e)}


def match(kb: KnowledgeBase, pattern: ast.Pattern, fact: tuple, env: Env) -> Env | None:
    """``env`` extended so that ``pattern`` matches ``fact``, or None. A field the fact leaves absent never matches."""
    fields = [f.name for f in kb.facts[pattern.kind].fields]
    out = dict(env)
    for arg in pattern.args:
        value = fact[1 + fields.index(arg.name)]
        if value is None:
            return None
        expr = arg.value
        if isinstance(expr, ast.Var):
            if out.setdefault(expr.name, value) != value:
                return None
        elif value_of(expr, out) != value:
            return None
    return out
