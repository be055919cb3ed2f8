"""Lower checked rules into executable plans that both backends compile the same way.

A plan fixes what both backends must agree on: the order of conditions
(patterns in the order written, each test right after the pattern that binds
its last variable, negations last; see ``test_schedule``), which facts a
firing "uses" (the positive patterns, in order), the conclusions as canonical terms, and how
exceptions work. For a rule R that an exception E may defeat on variables V:

- E, when it fires, also concludes ``@defeated(R, E, [V...])``;
- R gets the guard "not @defeated(R, _, [V...])";
- a shadow plan "R overruled" has R's conditions plus ``@defeated(R, E, [V...])``
  (E a variable) and concludes ``@overruled(R, E, [V...])``, so the ruling can
  say "R would apply, but E defeats it".

Fact terms are flat: ``(kind, value, ...)`` with values in declared field order
and None for an absent field (an optional one, or one an incident names as unknown).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.language import ast, builtins
from engine.language.knowledge import KnowledgeBase

DEFEATED = "@defeated"
DEFEATER_VAR = "__defeater"  # bound by a shadow plan's @defeated pattern; users cannot write ?__names
OVERRULED = "@overruled"
RECTIFICATION = "@rectification"
CONTRADICTION = "@contradiction"
EDITION = "@edition"


@dataclass(frozen=True)
class Slot:
    """A pattern position: the field, and the expression it must equal (None: any value)."""

    field: str
    optional: bool
    value: ast.Expr | None


@dataclass(frozen=True)
class PatternPlan:
    kind: str
    slots: tuple[Slot, ...]  # one per declared field, in declared order


@dataclass(frozen=True)
class DefeatGuard:
    """``@defeated(rule, _, key)``: some exception defeated ``rule`` for the key's values."""

    rule: str
    key: tuple[str, ...]  # variable names


@dataclass(frozen=True)
class Term:
    """A conclusion as a canonical term: a kind and its argument expressions.

    Arguments are expressions, or tuples of (name, expression) for the
    parameters of a rectification, or tuples of expressions for a defeat key.
    """

    kind: str
    args: tuple


@dataclass(frozen=True)
class Plan:
    name: str  # the name of the firing, as recorded in derivations
    rule: ast.RuleDecl
    stratum: int
    editions: tuple[str, ...]
    patterns: tuple[PatternPlan, ...]
    defeated_pattern: DefeatGuard | None  # shadow plans only: a positive @defeated pattern
    tests: tuple[ast.Comparison | ast.Membership, ...]
    negations: tuple[PatternPlan, ...]
    guards: tuple[DefeatGuard, ...]  # "not @defeated(...)"
    conclusions: tuple[Term, ...]


def build_plans(kb: KnowledgeBase) -> tuple[Plan, ...]:
    """Every plan of the KB, in stratum order: each rule, then its shadows."""
    plans: list[Plan] = []
    for rule in kb.rules:
        plans.append(_rule_plan(kb, rule))
        keys = dict.fromkeys(tuple(v.name for v in defeats.on) for _, defeats in kb.defeaters.get(rule.name, ()))
        plans.extend(_shadow_plan(kb, rule, key, i) for i, key in enumerate(keys))
    plans.extend(_constraint_plan(kb, c) for c in kb.constraints)
    return tuple(plans)


def _constraint_plan(kb: KnowledgeBase, constraint: ast.RuleDecl) -> Plan:
    """A constraint concludes ``@contradiction(name)`` when its conditions all hold."""
    return Plan(
        name=constraint.name,
        rule=constraint,
        stratum=kb.info[constraint.name].stratum,
        editions=constraint.editions,
        defeated_pattern=None,
        guards=(),
        conclusions=(Term(CONTRADICTION, (ast.Symbol(constraint.name, constraint.span),)),),
        **_conditions(kb, constraint),
    )


def max_stratum(plans: tuple[Plan, ...]) -> int:
    return max((p.stratum for p in plans), default=0)


def pattern_plan(kb: KnowledgeBase, pattern: ast.Pattern) -> PatternPlan:
    """A pattern's slots. A slot is ``optional`` (may hold no value, which no variable matches) when its field is,
    and for every field of an incident's own facts: an incident may name any field in ``unknown`` and leave it out."""
    given = {a.name: a.value for a in pattern.args}
    fact = kb.facts[pattern.kind]
    stated = fact.origin == "incident" and fact.name not in _STATED_BY_ENGINE
    return PatternPlan(
        pattern.kind,
        tuple(Slot(f.name, f.optional or stated, given.get(f.name)) for f in fact.fields),
    )


_STATED_BY_ENGINE = (builtins.ROLE_FACT, builtins.TABLE_SEAT_FACT, builtins.CHOSEN_FACT)  # never without a value


def _conditions(kb: KnowledgeBase, rule: ast.RuleDecl) -> dict:
    return {
        "patterns": tuple(pattern_plan(kb, c) for c in rule.conditions if isinstance(c, ast.Pattern)),
        "tests": tuple(c for c in rule.conditions if isinstance(c, (ast.Comparison, ast.Membership))),
        "negations": tuple(
            pattern_plan(kb, c.pattern) for c in rule.conditions if isinstance(c, ast.Negation)
        ),
    }


def _rule_plan(kb: KnowledgeBase, rule: ast.RuleDecl) -> Plan:
    guards = tuple(
        DefeatGuard(rule.name, tuple(v.name for v in defeats.on)) for _, defeats in kb.defeaters.get(rule.name, ())
    )
    conclusions = [_conclusion_term(kb, rule, c) for c in rule.conclusions]
    for defeats in rule.defeats:
        for target, _ in defeats.rules:
            conclusions.append(Term(DEFEATED, (ast.Symbol(target, defeats.span), ast.Symbol(rule.name, defeats.span), defeats.on)))
    return Plan(
        name=rule.name,
        rule=rule,
        stratum=kb.info[rule.name].stratum,
        editions=rule.editions,
        defeated_pattern=None,
        guards=_unique(guards),
        conclusions=tuple(conclusions),
        **_conditions(kb, rule),
    )


def _shadow_plan(kb: KnowledgeBase, rule: ast.RuleDecl, key: tuple[str, ...], index: int) -> Plan:
    """R's conditions plus "some exception defeated R for these values": R is overruled.

    One shadow per defeatable rule (and key): the defeater is a variable bound
    from the matched ``@defeated`` fact, not one plan per exception.
    """
    span = rule.span
    return Plan(
        name=f"{rule.name}@overruled" + (f"@{index}" if index else ""),
        rule=rule,
        stratum=kb.info[rule.name].stratum,
        editions=rule.editions,
        defeated_pattern=DefeatGuard(rule.name, key),
        guards=(),
        conclusions=(
            Term(OVERRULED, (ast.Symbol(rule.name, span), ast.Var(DEFEATER_VAR, span), tuple(ast.Var(v, span) for v in key))),
        ),
        **_conditions(kb, rule),
    )


def _unique(guards: tuple[DefeatGuard, ...]) -> tuple[DefeatGuard, ...]:
    return tuple(dict.fromkeys(guards))


def _conclusion_term(kb: KnowledgeBase, rule: ast.RuleDecl, conclusion: ast.Conclusion) -> Term:
    if isinstance(conclusion, ast.Derive):
        plan = pattern_plan(kb, conclusion.pattern)
        fields = {f.name: f for f in kb.facts[plan.kind].fields}
        return Term(plan.kind, tuple(s.value if s.value is not None else fields[s.field].default for s in plan.slots))
    law = conclusion.under or rule.law
    party = conclusion.party
    return Term(
        RECTIFICATION,
        (
            ast.Symbol(law, conclusion.span),
            ast.Symbol(conclusion.action, conclusion.span),
            tuple((a.name, a.value) for a in conclusion.args),
            ast.Symbol(conclusion.modality, conclusion.span),
            ast.Symbol("director", party.span) if isinstance(party, ast.Director) else party,
            ast.Symbol(conclusion.option_of, conclusion.span) if conclusion.option_of else None,
        ),
    )


def test_variables(test: ast.Comparison | ast.Membership) -> list[str]:
    """The variables a comparison or a membership test reads."""
    if isinstance(test, ast.Comparison):
        return ast.variables_in(test.left) + ast.variables_in(test.right)
    return ast.variables_in(test.value)


def pattern_vars(pattern: PatternPlan) -> set[str]:
    """The variables a positive pattern binds: those standing alone in a field."""
    return {slot.value.name for slot in pattern.slots if isinstance(slot.value, ast.Var)}


def test_schedule(plan: Plan) -> list[list[ast.Comparison | ast.Membership]]:
    """Where each test goes: entry i lists the tests placed right after pattern i, the
    last entry those placed after all patterns (a test waits for its variables only,
    so that joins before it do not multiply)."""
    schedule: list[list[ast.Comparison | ast.Membership]] = [[] for _ in range(len(plan.patterns) + 1)]
    bound: set[str] = set()
    waiting = list(plan.tests)
    for i, pattern in enumerate(plan.patterns):
        bound |= pattern_vars(pattern)
        schedule[i] = [t for t in waiting if set(test_variables(t)) <= bound]
        waiting = [t for t in waiting if not set(test_variables(t)) <= bound]
    schedule[-1] = waiting
    return schedule
