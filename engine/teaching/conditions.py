"""The conditions of one rule, checked against the final facts of a run: which one fails, and why.

``why-not`` (and the exceptions that did not defeat a rule) must say *which
condition* of a rule failed. The backends do not record that, so this small
evaluator checks a rule's conditions, in order, against the final facts of the
run: the incident's facts (``table_seat`` among them) plus every fact the
backend derived. It never runs rules; the backends do.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from engine.language import ast
from engine.language.knowledge import KnowledgeBase
from engine.ruling.matching import OPS, Env, Facts, match, needs, value_of
from engine.teaching.lawinfo import hang, span_text, where
from engine.ruling.render import _fact_text, _wrap, name

FactNode = Callable[[tuple], dict[str, Any]]  # a fact as a tree node (RulingBuilder.fact_node)
SHOWN = 3  # bindings (and facts) shown per failed condition


# ================================================================ evaluating


def _holds(kb: KnowledgeBase, condition: ast.Condition, env: Env, facts: Facts) -> bool:
    """Does a test or negation hold under a binding that binds all it needs?"""
    if isinstance(condition, ast.Comparison):
        return OPS[condition.op](value_of(condition.left, env), value_of(condition.right, env))
    if isinstance(condition, ast.Membership):
        return value_of(condition.value, env) in [value_of(c, env) for c in condition.choices]
    return not blocking(kb, condition.pattern, env, facts)


def blocking(kb: KnowledgeBase, pattern: ast.Pattern, env: Env, facts: Facts) -> list[tuple]:
    """The facts that match a negated pattern under a binding: they make the negation fail."""
    return [f for f in facts.of(pattern.kind) if match(kb, pattern, f, env) is not None]


def _apply(kb: KnowledgeBase, condition: ast.Condition, envs: list[Env], facts: Facts) -> list[Env]:
    """The bindings that survive one condition: a pattern extends them, a test or negation filters them."""
    if isinstance(condition, ast.Pattern):
        extended = (match(kb, condition, f, e) for e in envs for f in facts.of(condition.kind))
        return [e for e in extended if e is not None]
    return [e for e in envs if _holds(kb, condition, e, facts)]


@dataclass(frozen=True)
class Failure:
    """The first condition (1-based ``position``) that no binding reaching it satisfies."""

    position: int
    condition: ast.Condition
    envs: list[Env]  # the bindings that got that far


def evaluate(
    kb: KnowledgeBase, rule: ast.RuleDecl, facts: Facts, start: Env | None = None
) -> tuple[list[Env], Failure | None]:
    """Every binding satisfying the rule's conditions, or the first condition that fails.

    Conditions are taken in the rule's order; a test or negation whose variables
    a later pattern binds waits for that pattern.
    """
    envs: list[Env] = [dict(start or {})]
    pending: list[tuple[int, ast.Condition]] = []
    for numbered in enumerate(rule.conditions, 1):
        pending.append(numbered)
        while (ready := _first_ready(pending, envs[0])) is not None:
            pending.remove(ready)
            position, condition = ready
            reached, envs = envs, _apply(kb, condition, envs, facts)
            if not envs:
                return [], Failure(position, condition, reached)
    return envs, None


def _first_ready(pending: list[tuple[int, ast.Condition]], env: Env) -> tuple[int, ast.Condition] | None:
    """The first waiting condition that can be evaluated: a pattern, or a test whose variables are bound."""
    return next((item for item in pending
                 if isinstance(item[1], ast.Pattern) or needs(item[1]) <= env.keys()), None)


# ================================================================ describing a failure


def describe_failure(
    kb: KnowledgeBase, rule: ast.RuleDecl, failure: Failure, facts: Facts, fact_node: FactNode
) -> dict[str, Any]:
    """A failed condition for people and programs: where, as written, the bindings, and why."""
    condition, types = failure.condition, kb.info[rule.name].var_types
    return {
        "position": failure.position,
        "of": len(rule.conditions),
        "condition": condition_text(kb, condition),
        "kind": type(condition).__name__.lower(),
        "at": where(condition.span),
        "bindings_count": len(failure.envs),
        "reasons": [{"bindings": {k: v for k, v in env.items() if k in types},
                     **_reason(kb, condition, env, facts, fact_node)}
                    for env in failure.envs[:SHOWN]],
    }


def _reason(kb: KnowledgeBase, condition: ast.Condition, env: Env, facts: Facts, fact_node: FactNode) -> dict[str, Any]:
    """Why one binding fails a condition: the values compared, the facts in the way, or the nearest misses."""
    if isinstance(condition, ast.Comparison):
        left, right = value_of(condition.left, env), value_of(condition.right, env)
        return {"text": f"{_lit(left)} {condition.op} {_lit(right)} is false"}
    if isinstance(condition, ast.Membership):
        choices = ", ".join(_lit(value_of(c, env)) for c in condition.choices)
        return {"text": f"{_lit(value_of(condition.value, env))} is not in {{{choices}}}"}
    if isinstance(condition, ast.Negation):
        found = blocking(kb, condition.pattern, env, facts)
        return {"text": f"but {pattern_text(condition.pattern, env)} holds",
                "facts": [fact_node(f) for f in found[:SHOWN]]}
    present = sorted(facts.of(condition.kind), key=lambda f: -_agreement(kb, condition, f, env))
    text = f"no fact {pattern_text(condition, env)}; " + (
        f"the {len(present)} {condition.kind} fact(s) include:" if present
        else f"there is no {condition.kind} fact at all")
    return {"text": text, "facts": [fact_node(f) for f in present[:SHOWN]]}


def _lit(value: Any) -> str:
    """A value as the .law language writes it."""
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def _agreement(kb: KnowledgeBase, pattern: ast.Pattern, fact: tuple, env: Env) -> int:
    """How far a fact agrees with a pattern's known values, bound variables counting double:
    the nearest misses are shown first (East is a defender, rather than North is dummy)."""
    fields = [f.name for f in kb.facts[pattern.kind].fields]
    known = [a for a in pattern.args if all(v in env for v in ast.variables_in(a.value))]
    return sum((2 if isinstance(a.value, ast.Var) else 1) for a in known
               if fact[1 + fields.index(a.name)] == value_of(a.value, env))


def pattern_text(pattern: ast.Pattern, env: Env) -> str:
    """A pattern with its bound variables replaced by their values: ``trick_won(trick: 4, by: E)``."""
    def shown(expr: ast.Expr) -> str:
        if all(v in env for v in ast.variables_in(expr)):
            return _lit(value_of(expr, env))
        return "?" + expr.name if isinstance(expr, ast.Var) else "…"
    return f"{pattern.kind}({', '.join(f'{a.name}: {shown(a.value)}' for a in pattern.args)})"


def condition_text(kb: KnowledgeBase, condition: ast.Condition) -> str:
    """A condition as written in its .law file, on one line."""
    return " ".join(span_text(kb, condition.span).split())


# ================================================================ as text


def bindings_text(bindings: dict[str, Any]) -> str:
    """``?p = North, ?t = 4``."""
    return ", ".join(f"?{k} = {name(v)}" for k, v in bindings.items()) or "no bindings yet"


def _node_text(node: dict[str, Any]) -> str:
    """A fact node in one line: the fact, and whether it is given or which law derived it."""
    if node.get("given"):
        return f"{_fact_text(node)} (given)"
    laws = ", ".join(dict.fromkeys(f"{d['law']} {d['rule']}" for d in node.get("derived_by", [])))
    return f"{_fact_text(node)} (derived by {laws or 'a rule above'})"


def failure_lines(failed: dict[str, Any], indent: str, lead: str = "") -> list[str]:
    """A failed condition in text: the condition, where it is, and why it fails for each binding."""
    head = f"{lead}condition {failed['position']} of {failed['of']} fails: {failed['condition']}"
    lines = [hang(f"{head}  ({failed['at']})", indent)]
    for reason in failed["reasons"]:
        lines.append(_wrap(f"with {bindings_text(reason['bindings'])}: {reason['text']}", indent + "  "))
        lines += [hang(f"- {_node_text(n)}", indent + "    ") for n in reason.get("facts", [])]
    more = failed["bindings_count"] - len(failed["reasons"])
    if more > 0:
        lines.append(f"{indent}  … and {more} more binding(s) that fail the same way")
    return lines
