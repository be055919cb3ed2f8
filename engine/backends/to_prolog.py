"""Compile the KB to a plain Prolog program and run incidents on it through pyswip.

The program (``engine compile --target prolog``) is a module with one
``fire/4`` clause per plan conclusion, the seat relations as facts, and a small
driver that saturates each stratum in turn: find every firing, record the new
derivations and facts, repeat until nothing is new. One query per incident
asserts its facts, runs, collects and retracts.

Incident values reach Prolog only through ``quote``: every atom is quoted and
escaped, so a value is data and never code.
"""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
import threading
from functools import lru_cache
from typing import Any

from engine.language import ast, builtins

from engine import limits
from engine.backends import Derivation, check_run
from engine.backends.plan import (
    DEFEATED,
    DEFEATER_VAR,
    EDITION,
    DefeatGuard,
    PatternPlan,
    Plan,
    Term,
    build_plans,
    max_stratum,
    pattern_vars,
    test_schedule,
)
from engine.errors import BackendError, Diagnostic, EngineError
from engine.ruling.incident import Incident
from engine.language.knowledge import KnowledgeBase

NONE = "@none"  # an absent optional field

_DRIVER = r"""
% ---------------------------------------------------------------- driver
% The limits (engine/limits.py) come with each query: limits(MaxRounds, MaxDerivations, Seconds).
saturate(Stratum, Round) :-
    nb_getval(engine_max_rounds, Max),
    (   Round >= Max
    ->  findall(R, fire(R, Stratum, _, _), Rs), sort(Rs, Names),
        throw(engine_limit(rounds, [Stratum, Names]))
    ;   true ),
    findall(R-C-U, fire(R, Stratum, C, U), Firings),
    foldl(record, Firings, 0, New),
    (   New > 0 -> Next is Round + 1, saturate(Stratum, Next) ; true ).

% A recursive stratum runs to a fixpoint; any other is complete after one pass.
run_stratum(S) :- recursive_stratum(S), !, saturate(S, 0).
run_stratum(S) :-
    findall(R-C-U, fire(R, S, C, U), Firings),
    foldl(record, Firings, 0, _).

record(R-C-U, N0, N) :-
    (   derivation(R, C, U)
    ->  N = N0
    ;   assertz(derivation(R, C, U)),
        ( fact(C) -> true ; assertz(fact(C)) ),
        flag(engine_derivations, D, D + 1),
        nb_getval(engine_max_derivations, MaxD),
        ( D >= MaxD -> throw(engine_limit(derivations, [MaxD])) ; true ),
        N is N0 + 1 ).

as_list(T, L) :- T =.. L.

% The derivations as one JSON atom: pyswip converts every binding it returns
% term by term, which costs far more than the ruling itself. A limit reached
% gives {"limit": Name, "details": [...]} instead.
run_incident_json(Edition, Facts, Limits, Json) :-
    catch(run_incident(Edition, Facts, Limits, Out), Error, limit_reached(Error, Out)),
    atom_json_term(Json, Out, [as(atom), width(0)]).

limit_reached(engine_limit(Name, Details), json([limit=Name, details=Details])) :- !.
limit_reached(time_limit_exceeded, json([limit=time, details=[]])) :- !.
limit_reached(Error, _) :- throw(Error).

run_incident(Edition, Facts, limits(MaxRounds, MaxDerivations, Seconds), Out) :-
    nb_setval(engine_max_rounds, MaxRounds),
    nb_setval(engine_max_derivations, MaxDerivations),
    flag(engine_derivations, _, 0),
    setup_call_cleanup(
        ( retractall(fact(_)), retractall(derivation(_, _, _)) ),
        ( assertz(fact('{edition}'(Edition))),
          forall(member(F, Facts), assertz(fact(F))),
          within(Seconds, run_strata(0)),
          findall([R, CL, UL], (derivation(R, C, U), as_list(C, CL), maplist(as_list, U, UL)), Out) ),
        ( retractall(fact(_)), retractall(derivation(_, _, _)) )).

% Strata 0 to the last in turn (a loop, not between/3: a time limit reached inside a
% foreign predicate makes SWI-Prolog print a warning).
run_strata(S) :- S > {max_stratum}, !.
run_strata(S) :- run_stratum(S), Next is S + 1, run_strata(Next).

within(Seconds, Goal) :- Seconds =< 0, !, call(Goal).
within(Seconds, Goal) :- call_with_time_limit(Seconds, Goal).
"""


def quote(value: Any) -> str:
    """A Python value as Prolog text: the one way incident values reach Prolog.

    Strings become quoted atoms with every quote, backslash and control
    character escaped; NUL cannot be represented in an atom and is refused.
    """
    if value is None:
        return _quote_atom(NONE)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, (tuple, list)):
        return "[" + ", ".join(quote(v) for v in value) + "]"
    if isinstance(value, str):
        return _quote_atom(value)
    raise TypeError(f"cannot quote {type(value).__name__} for Prolog")


_NEEDS_ESCAPE = re.compile(r"[\\'\x00-\x1f\x7f]")


@lru_cache(maxsize=4096)
def _quote_atom(text: str) -> str:
    if "\0" in text:
        raise EngineError(Diagnostic("a value contains a NUL character, which Prolog cannot hold"))
    return "'" + _NEEDS_ESCAPE.sub(_escape, text) + "'"


def _escape(match: re.Match) -> str:
    ch = match.group()
    return "\\" + ch if ch in ("\\", "'") else f"\\x{ord(ch):x}\\"


def _term_text(term: tuple) -> str:
    kind, *values = term
    return f"{quote(kind)}({', '.join(quote(v) for v in values)})"


class _ClauseWriter:
    """Writes the fire/4 clauses of one plan (one per conclusion)."""

    def __init__(self, kb: KnowledgeBase, plan: Plan):
        self.kb = kb
        self.plan = plan
        self.goals: list[str] = []
        self.fresh = 0
        # Goals checking a pattern's computed values, each placed as soon as its variables are bound
        # (a test placed after all patterns would let the joins before it multiply).
        self._calls: list[tuple[frozenset[str], str]] = []
        self._negation_guards: list[str] = []
        self.bound: set[str] = set()  # variables bound by the patterns written so far

    def write(self) -> str:
        plan = self.plan
        rule = plan.rule
        editions = ", ".join(quote(e) for e in plan.editions)
        self.goals.append(f"fact({quote(EDITION)}(Edition)), memberchk(Edition, [{editions}])")
        used = []
        schedule = test_schedule(plan)
        for i, pattern in enumerate(plan.patterns):
            self.goals.append(f"F{i} = {self._pattern(pattern, positive=True)}, fact(F{i})")
            used.append(f"F{i}")
            self.bound |= pattern_vars(pattern)
            self._flush_calls()
            self.goals.extend(self._test(test) for test in schedule[i])
        if plan.defeated_pattern is not None:
            n = len(plan.patterns)
            self.goals.append(f"F{n} = {self._defeated(plan.defeated_pattern, bind=True)}, fact(F{n})")
            used.append(f"F{n}")
        self.goals.extend(goal for _, goal in self._calls)
        self.goals.extend(self._test(test) for test in schedule[-1])
        for negation in plan.negations:
            self.goals.append(self._negation(negation))
        for guard in plan.guards:
            self.goals.append(f"\\+ fact({self._defeated(guard)})")
        body = ",\n    ".join(self.goals)
        header = f"% {plan.name}: {', '.join(rule.law_ids)} ({', '.join(rule.editions)}), {rule.span}\n"
        clauses = []
        for term in plan.conclusions:
            conclusion, extra = self._conclusion(term)
            goals = body + "".join(f",\n    {g}" for g in extra)
            clauses.append(f"fire({quote(plan.name)}, {plan.stratum}, {conclusion}, [{', '.join(used)}]) :-\n    {goals}.")
        return header + "\n".join(clauses) + "\n"

    def _var(self, name: str) -> str:
        return f"V_{name}"

    def _pattern(self, pattern: PatternPlan, positive: bool) -> str:
        args = []
        guards = []
        for slot in pattern.slots:
            if slot.value is None:
                args.append("_")
                continue
            text = self._slot(slot.value, positive)
            args.append(text)
            if slot.optional and isinstance(slot.value, ast.Var):
                guards.append(f"{text} \\== {quote(NONE)}")
        if positive:
            self._calls += [(frozenset(), guard) for guard in guards]
        else:
            self._negation_guards = guards
        return f"{quote(pattern.kind)}({', '.join(args)})"

    def _slot(self, value: ast.Expr, positive: bool) -> str:
        if isinstance(value, ast.Var):
            return self._var(value.name)
        if isinstance(value, (ast.Call, ast.Arith)):
            goals, result = self._expr(value)
            needs = frozenset(ast.variables_in(value))
            if positive and needs <= self.bound:
                # Its variables are bound already: compute the value first and look the fact up by it.
                self.goals.extend(goals)
                return result
            name = f"C{self.fresh}"
            self.fresh += 1
            self._calls.append((needs, ", ".join(goals + [f"{name} == {result}"])))
            return name
        return self._literal(value)

    def _flush_calls(self) -> None:
        """Place the value checks whose variables are all bound now."""
        ready = [goal for needs, goal in self._calls if needs <= self.bound]
        self._calls = [(needs, goal) for needs, goal in self._calls if not needs <= self.bound]
        self.goals.extend(ready)

    def _literal(self, value: ast.Expr) -> str:
        if isinstance(value, ast.Symbol):
            return quote(value.name)
        if isinstance(value, (ast.IntLit, ast.BoolLit)):
            return quote(value.value)
        raise TypeError(f"the Prolog backend cannot express {type(value).__name__} here")

    def _expr(self, expr: ast.Expr) -> tuple[list[str], str]:
        """Goals computing an expression, and the Prolog term holding its value."""
        if isinstance(expr, ast.Var):
            return [], self._var(expr.name)
        if isinstance(expr, ast.Call):
            goals: list[str] = []
            args = []
            for a in expr.args:
                g, r = self._expr(a)
                goals += g
                args.append(r)
            result = f"R{self.fresh}"
            self.fresh += 1
            goals.append(f"{expr.function}({', '.join(args)}, {result})")
            return goals, result
        if isinstance(expr, ast.Arith):
            goals, left = self._expr(expr.left)
            result = f"R{self.fresh}"
            self.fresh += 1
            goals.append(f"{result} is {left} {expr.op} {expr.right}")
            return goals, result
        return [], self._literal(expr)

    def _test(self, test: ast.Comparison | ast.Membership) -> str:
        if isinstance(test, ast.Membership):
            goals, value = self._expr(test.value)
            choices = ", ".join(self._literal(c) for c in test.choices)
            return ", ".join(goals + [f"memberchk({value}, [{choices}])"])
        lg, left = self._expr(test.left)
        rg, right = self._expr(test.right)
        op = {"==": "==", "!=": "\\==", "<": "<", "<=": "=<", ">": ">", ">=": ">="}[test.op]
        return ", ".join(lg + rg + [f"{left} {op} {right}"])

    def _negation(self, pattern: PatternPlan) -> str:
        self._negation_guards = []
        text = self._pattern(pattern, positive=False)
        inner = ", ".join([f"fact({text})", *self._negation_guards])
        return f"\\+ ({inner})"

    def _defeated(self, guard: DefeatGuard, bind: bool = False) -> str:
        defeater = self._var(DEFEATER_VAR) if bind else "_"
        key = ", ".join(self._var(v) for v in guard.key)
        return f"{quote(DEFEATED)}({quote(guard.rule)}, {defeater}, [{key}])"

    def _conclusion(self, term: Term) -> tuple[str, list[str]]:
        goals: list[str] = []
        args = [self._arg(a, goals) for a in term.args]
        return f"{quote(term.kind)}({', '.join(args)})", goals

    def _arg(self, arg: Any, goals: list[str]) -> str:
        if arg is None:
            return quote(NONE)
        if isinstance(arg, tuple):
            return "[" + ", ".join(self._arg(a, goals) for a in arg) + "]"
        if isinstance(arg, str):  # a parameter name
            return quote(arg)
        g, result = self._expr(arg)
        goals.extend(g)
        return result


def _relations() -> str:
    lines = ["% ---------------------------------------------------------------- seat relations"]
    for name, (arg_types, _, function) in builtins.FUNCTIONS.items():
        if arg_types == ("seat",):
            lines += [f"{name}({quote(s)}, {quote(function(s))})." for s in builtins.SEATS]
        else:
            lines += [
                f"{name}({quote(a)}, {quote(b)}, {quote(function(a, b))})."
                for a in builtins.SEATS
                for b in builtins.SEATS
            ]
    return "\n".join(lines) + "\n"


def prolog_source(kb: KnowledgeBase, module: str) -> str:
    """The Prolog program for this KB, as a module named ``module``."""
    plans = build_plans(kb)
    parts = [
        f"% Generated from the knowledge base {kb.digest}. Do not edit: change the .law files.",
        f":- module({quote(module)}, [run_incident/4, run_incident_json/4]).",
        ":- use_module(library(http/json)).  % atom_json_term/3, from swi-prolog-core-packages",
        ":- use_module(library(time)).  % call_with_time_limit/2",
        ":- dynamic fact/1, derivation/3.",
        ":- style_check(-singleton).  % a rule may bind a variable it does not use again",
        ":- discontiguous fire/4.",
        "",
        _relations(),
        "% ---------------------------------------------------------------- strata",
        ":- discontiguous recursive_stratum/1.",
        "recursive_stratum(-1).",
        *sorted({f"recursive_stratum({kb.info[p.rule.name].stratum})." for p in plans if kb.info[p.rule.name].recursive}),
        "",
        "% ---------------------------------------------------------------- rules",
        *(_ClauseWriter(kb, plan).write() for plan in plans),
        _DRIVER.replace("{max_stratum}", str(max_stratum(plans)))
        .replace("{edition}", EDITION),
    ]
    return "\n".join(parts)


# pyswip holds one Prolog per process with one global database: serialise every call.
_PROLOG_LOCK = threading.Lock()
_LOADED: dict[str, str] = {}


def _prolog():
    # pyswip encodes sys.argv to bytes when it is imported (and never uses it): an argument
    # that is not UTF-8 (a file name) would make that import fail. It sees a plain argv instead.
    saved = sys.argv
    sys.argv = ["engine"]
    try:
        from pyswip import Prolog
    finally:
        sys.argv = saved

    prolog = Prolog()
    if not _LOADED:
        # pyswip's default drops into SWI's tracer on the second error and exits the process.
        list(prolog.query("set_prolog_flag(debug_on_error, false)"))
    return prolog


class PrologBackend:
    name = "prolog"

    def __init__(self, kb: KnowledgeBase):
        self.kb = kb
        self.module = f"kb_{kb.digest}"
        self._source = prolog_source(kb, self.module)
        with _PROLOG_LOCK:
            self._prolog = _prolog()
            if self.module not in _LOADED:
                self._load()

    def program_text(self) -> str:
        return self._source

    def _load(self) -> None:
        handle, path = tempfile.mkstemp(prefix=f"{self.module}_", suffix=".pl")
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                out.write(self._source)
            list(self._prolog.query(f"load_files({quote(path)}, [silent(true), imports([])])", catcherrors=True))
        except Exception as error:  # pyswip raises PrologError or plain Exception subclasses
            raise BackendError(Diagnostic(f"Prolog refused the compiled program: {error}")) from None
        finally:
            os.unlink(path)
        _LOADED[self.module] = path

    def run(self, incident: Incident) -> frozenset[Derivation]:
        facts = "[" + ", ".join(_term_text(f) for f in incident.facts) + "]"
        limits.check_time(incident.source)
        left = limits.remaining()
        bounds = f"limits({limits.integer('MAX_ROUNDS')}, {limits.integer('MAX_DERIVATIONS')}, {max(left, 0.001) if left is not None else 0})"
        goal = f"{self.module}:run_incident_json({quote(incident.edition)}, {facts}, {bounds}, Json)"
        with _PROLOG_LOCK:
            try:
                answers = list(self._prolog.query(goal, catcherrors=True))
            except Exception as error:
                raise BackendError(_prolog_error(error, incident)) from None
        if len(answers) != 1:
            raise BackendError(Diagnostic("the Prolog program found no ruling", where=incident.source))
        rows = json.loads(_value(answers[0]["Json"]))
        if isinstance(rows, dict):
            raise _limit_error(rows, incident)
        return check_run(frozenset(self._derivation(row) for row in rows), incident)

    def _derivation(self, row: list) -> Derivation:
        rule, conclusion, used = row
        return Derivation(str(rule), _term(conclusion), tuple(_term(u) for u in used))



def _term(items: list) -> tuple:
    """A fact term collected from Prolog (``Term =.. List``) as a Python tuple."""
    return tuple(_value(v) for v in items)


def _value(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_value(x) for x in v)
    if isinstance(v, bytes):
        return v.decode("utf-8")
    if not isinstance(v, (str, int)):
        v = str(v)
    if v == NONE:
        return None
    if v in ("true", "false"):
        return v == "true"
    return v


def _limit_error(reached: dict, incident: Incident) -> limits.LimitError:
    """The limit a Prolog run reached (``limit_reached/2`` in the driver), named as engine/limits.py names it."""
    name, details = reached["limit"], reached["details"]
    if name == "time":
        return limits.time_exceeded(incident.source)
    if name == "derivations":
        return limits.reached("MAX_DERIVATIONS", f"the rules drew more than {details[0]} derivations in one run",
                              incident.source)
    stratum, names = details
    return limits.reached(
        "MAX_ROUNDS",
        f"the rules had not settled after {limits.integer('MAX_ROUNDS')} rounds of stratum {stratum} in one Prolog "
        f"run (still firing: {', '.join(names)}); this is a bound on the work, not necessarily a loop",
        incident.source,
    )


def _prolog_error(error: Exception, incident: Incident) -> Diagnostic:
    text = str(error)
    if "resource_error" in text:
        return Diagnostic("limit reached: SWI-Prolog ran out of memory (its stack_limit) while ruling", where=incident.source)
    return Diagnostic(f"Prolog failed while ruling: {text}", where=incident.source)
