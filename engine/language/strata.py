"""Stratification: order rules so that negation and exceptions only look at finished strata.

The dependency graph has a node per fact kind and one per defeatable rule
(``defeat:RULE``). A rule adds an edge from each kind it reads to each kind it
writes: positive for a pattern, negative for ``not`` and for being defeated.
A cycle through a negative edge has no stratified meaning and is rejected,
naming the cycle. Otherwise each strongly connected component of the graph
gets a level (the longest path to it, each edge counting one), and a rule
runs one level above everything it reads: all of it is complete by then. Only
what a rule reads from its own output's component (positive recursion) is
still growing, in that component's stratum, which runs to a fixpoint. A stratum whose rules read what they write is recursive and
runs to a fixpoint; any other is complete after one pass.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from engine.language import ast

RECTIFICATION = "@rectification"


def _edges(rules: dict[str, ast.RuleDecl], defeated: set[str]) -> dict[str, list[tuple[str, bool, str]]]:
    """node -> [(successor, negative, rule name)]."""
    edges: dict[str, list[tuple[str, bool, str]]] = {}
    for rule in rules.values():
        for src, negative in _inputs(rule, defeated):
            for dst in _outputs(rule):
                edges.setdefault(src, []).append((dst, negative, rule.name))
    return edges


def _inputs(rule: ast.RuleDecl, defeated: set[str]) -> list[tuple[str, bool]]:
    inputs = [(c.kind, False) for c in rule.conditions if isinstance(c, ast.Pattern)]
    inputs += [(c.pattern.kind, True) for c in rule.conditions if isinstance(c, ast.Negation)]
    if rule.name in defeated:
        inputs.append((f"defeat:{rule.name}", True))
    return inputs


def _outputs(rule: ast.RuleDecl) -> list[str]:
    outputs = [c.pattern.kind for c in rule.conclusions if isinstance(c, ast.Derive)]
    outputs += [f"defeat:{target}" for d in rule.defeats for target, _ in d.rules]
    return outputs or [RECTIFICATION]


@dataclass(frozen=True)
class Strata:
    """When a rule runs: its stratum, and whether that stratum is recursive (needs a fixpoint loop)."""

    stratum: int
    recursive: bool


def stratify(rules: dict[str, ast.RuleDecl], error: Callable[[ast.Span, str], None]) -> dict[str, Strata]:
    """Each rule's stratum; report a cycle through negation or an exception.

    Strata here are as fine as the dependency graph allows (one per level of
    the graph of strongly connected components), so that a non-recursive
    stratum is complete after a single pass.
    """
    defeated = {target for rule in rules.values() for d in rule.defeats for target, _ in d.rules}
    edges = _edges(rules, defeated)
    nodes = set(edges) | {dst for succ in edges.values() for dst, _, _ in succ}
    components = _strongly_connected(nodes, edges)
    component_of = {node: i for i, comp in enumerate(components) for node in comp}
    for comp in components:
        for node in sorted(comp):
            for dst, negative, rule_name in edges.get(node, ()):
                if negative and component_of[dst] == component_of[node]:
                    cycle = _cycle_text(node, dst, edges, comp)
                    error(rules[rule_name].span, f"cycle through negation or an exception: {cycle}")
                    return {name: Strata(0, False) for name in rules}
    incoming: dict[str, list[str]] = {}
    for src, succ in edges.items():
        for dst, _, _ in succ:
            incoming.setdefault(dst, []).append(src)
    level: dict[str, int] = {}
    for comp in reversed(components):  # Tarjan yields components in reverse topological order
        outside = [level[src] + 1 for node in comp for src in incoming.get(node, ()) if component_of[src] != component_of[node]]
        for node in comp:
            level[node] = max(outside, default=0)
    phases: dict[str, Strata] = {}
    for name, rule in rules.items():
        inputs = [src for src, _ in _inputs(rule, defeated)]
        own = {component_of[dst] for dst in _outputs(rule)}
        # A rule runs one level above every input it does not itself help to derive (those are
        # finished by then: their producers run at most at their level), and at the level of an
        # input in its own output's component (a recursive stratum, run to a fixpoint).
        stratum = max((level[src] + (0 if component_of[src] in own else 1) for src in inputs), default=0)
        phases[name] = Strata(stratum, any(component_of[src] in own for src in inputs))
    return phases


def _cycle_text(start: str, via: str, edges, component: set[str]) -> str:
    """A readable cycle start -> via -> ... -> start, with the rules on each edge."""
    path = [start]
    seen = {start}
    node = via
    while node != start and node not in seen:
        path.append(node)
        seen.add(node)
        node = next(
            (dst for dst, _, _ in edges.get(node, ()) if dst in component and (dst == start or dst not in seen)),
            start,
        )
    path.append(start)
    return " -> ".join(_label(n) for n in path)


def _label(node: str) -> str:
    return f"'{node[len('defeat:'):]}' being defeated" if node.startswith("defeat:") else f"'{node}'"


def _strongly_connected(nodes: set[str], edges) -> list[set[str]]:
    """Tarjan's algorithm (iterative), components in reverse topological order."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    result: list[set[str]] = []
    counter = 0
    for root in sorted(nodes):
        if root in index:
            continue
        work = [(root, iter([d for d, _, _ in edges.get(root, ())]))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, successors = work[-1]
            advanced = False
            for succ in successors:
                if succ not in index:
                    index[succ] = low[succ] = counter
                    counter += 1
                    stack.append(succ)
                    on_stack.add(succ)
                    work.append((succ, iter([d for d, _, _ in edges.get(succ, ())])))
                    advanced = True
                    break
                if succ in on_stack:
                    low[node] = min(low[node], index[succ])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                comp = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    comp.add(member)
                    if member == node:
                        break
                result.append(comp)
    return result
