"""Compile the KB to an Experta knowledge engine (Python source) and run incidents on it.

The generated source is what ``engine compile --target experta`` prints: one
``Fact`` class per fact kind and one ``@Rule`` method per plan. Strata become
salience (a lower stratum fires first), so a negation only ever looks at a
finished stratum. An engine holds the rules of one edition; it is built once
per process and edition, and ``reset()`` per incident; every run is bounded
and a run that does not settle is an error.
"""

from __future__ import annotations

import keyword
from dataclasses import replace
from typing import Callable

from engine.language import ast, builtins
from engine.backends import Derivation
from engine.backends.plan import (
    DEFEATED,
    DEFEATER_VAR,
    DefeatGuard,
    PatternPlan,
    Plan,
    Term,
    build_plans,
    test_schedule,
    test_variables,
)
from engine import limits
from engine.backends import check_run
from engine.ruling.incident import Incident
from engine.language.knowledge import KnowledgeBase


def method_name(plan_name: str) -> str:
    return "rule_" + plan_name.replace("@", "__")


def _class_name(kind: str) -> str:
    return "F_" + kind.replace("@", "at_")


def _var(name: str) -> str:
    return f"v_{name}"


def _py_expr(expr: ast.Expr, var: Callable[[str], str]) -> str:
    if isinstance(expr, ast.Var):
        return var(expr.name)
    if isinstance(expr, ast.Symbol):
        return repr(expr.name)
    if isinstance(expr, (ast.IntLit, ast.BoolLit)):
        return repr(expr.value)
    if isinstance(expr, ast.Call):
        return f"{expr.function}({', '.join(_py_expr(a, var) for a in expr.args)})"
    if isinstance(expr, ast.Arith):
        return f"({_py_expr(expr.left, var)} {expr.op} {expr.right})"
    raise TypeError(f"the Experta backend cannot express {type(expr).__name__}")


def _kwargs(pairs: list[tuple[str, str]]) -> str:
    if any(keyword.iskeyword(k) for k, _ in pairs):
        return "**{" + ", ".join(f"{k!r}: {v}" for k, v in pairs) + "}"
    return ", ".join(f"{k}={v}" for k, v in pairs)


class _RuleWriter:
    """Writes the @Rule method of one plan."""

    def __init__(self, plan: Plan):
        self.plan = plan
        self.bound: set[str] = set()
        self.fresh = 0
        self.elements: list[str] = []
        # Tests of computed pattern values, each placed as soon as its variables are bound: the
        # Rete network filters there instead of joining every combination first.
        self.call_tests: list[tuple[frozenset[str], str]] = []

    def write(self) -> str:
        plan = self.plan
        schedule = test_schedule(plan)
        for i, pattern in enumerate(plan.patterns):
            self.elements.append(f"AS.f{i} << {self._pattern(pattern, positive=True)}")
            ready = [test for needs, test in self.call_tests if needs <= self.bound]
            self.call_tests = [(needs, test) for needs, test in self.call_tests if not needs <= self.bound]
            self.elements.extend(ready)
            self.elements.extend(self._test(t) for t in schedule[i])
        if plan.defeated_pattern is not None:
            self.elements.append(f"AS.f{len(plan.patterns)} << {self._defeated(plan.defeated_pattern, bind=True)}")
        self.elements.extend(test for _, test in self.call_tests)
        self.elements.extend(self._test(test) for test in schedule[-1])
        for negation in plan.negations:
            self.elements.append(f"NOT({self._pattern(negation, positive=False)})")
        for guard in plan.guards:
            self.elements.append(f"NOT({self._defeated(guard)})")
        used = len(plan.patterns) + (1 if plan.defeated_pattern else 0)
        conclusions = ", ".join(self._term(t) for t in plan.conclusions)
        facts = ", ".join(f"b['f{i}']" for i in range(used))
        rule = plan.rule
        head = ",\n        ".join(self.elements)
        return (
            f"    # {rule.name}: {', '.join(rule.law_ids)} ({', '.join(rule.editions)}), {rule.span}\n"
            f"    @Rule(\n        {head},\n        salience={-plan.stratum},\n    )\n"
            f"    def {method_name(plan.name)}(self, **b):\n"
            f"        self.conclude({plan.name!r}, [{conclusions}], [{facts}])\n"
        )

    def _pattern(self, pattern: PatternPlan, positive: bool) -> str:
        pairs = []
        for slot in pattern.slots:
            if slot.value is None:
                continue
            pairs.append((slot.field, self._slot(slot.value, positive)))
        return f"{_class_name(pattern.kind)}({_kwargs(pairs)})"

    def _slot(self, value: ast.Expr, positive: bool) -> str:
        if isinstance(value, ast.Var):
            if positive:
                self.bound.add(value.name)
            return f"MATCH.{_var(value.name)}"
        if isinstance(value, (ast.Call, ast.Arith)):
            # A computed value: bind a fresh variable and test it against the call.
            name = f"c{self.fresh}"
            self.fresh += 1
            needs = frozenset(ast.variables_in(value))
            test = self._lambda([name, *sorted(needs)], f"c_{name} == {_py_expr(value, _var)}", fresh=name)
            self.call_tests.append((needs, test))
            return f"MATCH.c_{name}"
        return _py_expr(value, _var)

    def _lambda(self, names: list[str], body: str, fresh: str | None = None) -> str:
        params = ", ".join(f"c_{n}" if n == fresh else _var(n) for n in names)
        return f"TEST(lambda {params}: {body})"

    def _test(self, test: ast.Comparison | ast.Membership) -> str:
        names = sorted(set(test_variables(test)))
        if isinstance(test, ast.Comparison):
            body = f"{_py_expr(test.left, _var)} {test.op} {_py_expr(test.right, _var)}"
        else:
            choices = ", ".join(_py_expr(c, _var) for c in test.choices)
            body = f"{_py_expr(test.value, _var)} in ({choices},)"
        return self._lambda(names, body)

    def _defeated(self, guard: DefeatGuard, bind: bool = False) -> str:
        pairs = [("rule", repr(guard.rule))]
        if bind:
            pairs.append(("defeater", f"MATCH.{_var(DEFEATER_VAR)}"))
        pairs += [(f"k{i}", f"MATCH.{_var(v)}") for i, v in enumerate(guard.key)]
        return f"{_class_name(DEFEATED)}({_kwargs(pairs)})"

    def _term(self, term: Term) -> str:
        return "(" + ", ".join([repr(term.kind), *(_py_value(a) for a in term.args)]) + ",)"


def _py_value(arg) -> str:
    """A conclusion argument as Python source evaluated in the rule body (bindings in ``b``)."""
    if arg is None:
        return "None"
    if isinstance(arg, tuple):
        return "(" + "".join(_py_value(a) + ", " for a in arg) + ")"
    if isinstance(arg, ast.Var):
        return f"b[{_var(arg.name)!r}]"
    if isinstance(arg, str):  # a parameter name
        return repr(arg)
    return _py_expr(arg, lambda n: f"b[{_var(n)!r}]")


def experta_source(kb: KnowledgeBase) -> str:
    """The Python module that Experta runs for this KB."""
    plans = build_plans(kb)
    kinds = [DEFEATED, *kb.facts]
    lines = [
        f'"""Generated from the knowledge base {kb.digest}. Do not edit: change the .law files."""',
        "from experta import AS, MATCH, NOT, TEST, Fact, Rule",
        "from engine.backends.experta_runtime import RuntimeEngine",
        f"from engine.language.builtins import {', '.join(sorted(builtins.FUNCTIONS))}",
        "",
    ]
    lines += [f"class {_class_name(k)}(Fact):\n    pass\n" for k in kinds]
    lines.append("class KnowledgeBaseEngine(RuntimeEngine):")
    lines.append(f"    FACT_CLASSES = {{{', '.join(f'{k!r}: {_class_name(k)}' for k in kinds)}}}")
    lines.append(f"    FIELDS = {{{', '.join(f'{k!r}: {tuple(f.name for f in kb.facts[k].fields)!r}' for k in kb.facts)}}}")
    lines.append("    # The editions each rule applies to: an engine is built with its edition's rules only.")
    lines.append(f"    RULE_EDITIONS = {{{', '.join(f'{method_name(p.name)!r}: {tuple(p.editions)!r}' for p in plans)}}}")
    lines.append("")
    lines += [_RuleWriter(plan).write() for plan in plans]
    return "\n".join(lines) + "\n"


class ExpertaBackend:
    name = "experta"

    def __init__(self, kb: KnowledgeBase):
        self.kb = kb
        self._source = experta_source(kb)
        namespace: dict = {}
        exec(compile(self._source, f"<experta:{kb.digest}>", "exec"), namespace)
        self._engine_class = namespace["KnowledgeBaseEngine"]
        self._engines: dict = {}

    def program_text(self) -> str:
        return self._source

    def _engine(self, edition: str):
        if edition not in self._engines:
            self._engines[edition] = self._engine_class(edition)
        return self._engines[edition]

    def run(self, incident: Incident) -> frozenset[Derivation]:
        engine = self._engine(incident.edition)
        limits.check_time(incident.source)
        engine.reset()
        steps = limits.integer("MAX_FIRINGS")
        try:
            for fact in incident.facts:  # declaring joins the fact in the network: it takes time too
                limits.check_time()
                engine.declare_term(fact)
            engine.run(steps=steps)
        except limits.LimitError as error:  # raised by a firing: say which incident
            raise limits.LimitError([replace(d, where=d.where or incident.source) for d in error.diagnostics]) from None
        # Activations created by the last firings reach the agenda only on the next step: look at them too.
        added, removed = engine.get_activations()
        engine.strategy.update_agenda(engine.agenda, added, removed)
        pending = engine.agenda.activations
        if pending:
            names = sorted({a.rule.__name__.removeprefix("rule_").replace("__", "@") for a in pending})
            raise limits.reached(
                "MAX_FIRINGS",
                f"the rules had not settled after {steps} rule firings in one Experta run (still pending: "
                f"{', '.join(names)}); this is a bound on the work, not necessarily a loop",
                incident.source,
            )
        return check_run(frozenset(engine.derivations), incident)
