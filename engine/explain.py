"""Teaching: why a ruling (``explain``), why not a law (``why-not``), what if the facts changed (``what-if``).

All three build on the ruling (``engine.query.RulingBuilder``) and the backend's
derivation records. To say *which condition* of a rule failed (``why-not``, and
the exceptions that did not defeat a rule), a small evaluator checks the
conditions of one rule against the final facts of the run: the incident's facts
plus every fact the backend derived. It never runs rules; the backends do.
"""

from __future__ import annotations

import copy
import json
import operator
import re
from collections import defaultdict
from dataclasses import dataclass, replace
from typing import Any

from engine import ast, builtins
from engine.backends import Backend, Derivation
from engine.backends.plan import DEFEATED, EDITION, OVERRULED
from engine.errors import Diagnostic, EngineError, did_you_mean
from engine.incident import Incident, incident_schema, load_incident
from engine.knowledge import KnowledgeBase
from engine.lawinfo import hang, known_law, rule_summary, rules_of, where
from engine.query import RulingBuilder, law_sort_key, law_text, rule_incident
from engine.render import _chain, _fact_text, _parameters, _who, _wrap, name
from engine.render import to_text as ruling_text

Env = dict[str, Any]
SHOWN = 3  # bindings (and facts) shown per failed condition
_OPS = {"==": operator.eq, "!=": operator.ne, "<": operator.lt,
        "<=": operator.le, ">": operator.gt, ">=": operator.ge}


# ================================================================ the final facts and one rule's conditions


class Facts:
    """The final facts of a run, by kind: the incident's facts plus every derived fact."""

    def __init__(self, incident: Incident, derivations: frozenset[Derivation]):
        derived = (d.conclusion for d in derivations if not d.conclusion[0].startswith("@"))
        self.by_kind: dict[str, list[tuple]] = defaultdict(list)
        for fact in dict.fromkeys((*incident.facts, *sorted(derived, key=repr))):
            self.by_kind[fact[0]].append(fact)

    def of(self, kind: str) -> list[tuple]:
        return self.by_kind.get(kind, [])


def value_of(expr: ast.Expr, env: Env) -> Any:
    """The value of an expression under bound variables (seat functions from engine.builtins)."""
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


def match(kb: KnowledgeBase, pattern: ast.Pattern, fact: tuple, env: Env, negated: bool = False) -> Env | None:
    """``env`` extended so that ``pattern`` matches ``fact``, or None.

    A field the fact leaves absent never matches. Inside ``not``, a call or
    arithmetic matches any value, as both backends do (grammar/README.md, "Caution").
    """
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
        elif not (negated and isinstance(expr, (ast.Call, ast.Arith))) and value_of(expr, out) != value:
            return None
    return out


def _needs(condition: ast.Condition) -> set[str]:
    """The variables a test or negation needs bound before it can be evaluated."""
    if isinstance(condition, ast.Comparison):
        return set(ast.variables_in(condition.left) + ast.variables_in(condition.right))
    if isinstance(condition, ast.Membership):
        return set(ast.variables_in(condition.value))
    if isinstance(condition, ast.Negation):
        return {a.value.name for a in condition.pattern.args if isinstance(a.value, ast.Var)}
    return set()


def _holds(kb: KnowledgeBase, condition: ast.Condition, env: Env, facts: Facts) -> bool:
    if isinstance(condition, ast.Comparison):
        return _OPS[condition.op](value_of(condition.left, env), value_of(condition.right, env))
    if isinstance(condition, ast.Membership):
        return value_of(condition.value, env) in [value_of(c, env) for c in condition.choices]
    pattern = condition.pattern
    return not any(match(kb, pattern, f, env, negated=True) for f in facts.of(pattern.kind))


def _apply(kb: KnowledgeBase, condition: ast.Condition, envs: list[Env], facts: Facts) -> list[Env]:
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
    envs, pending = [dict(start or {})], []
    for position, condition in enumerate(rule.conditions, 1):
        pending.append((position, condition))
        progress = True
        while progress:
            progress = False
            for item in list(pending):
                position_, condition_ = item
                if not isinstance(condition_, ast.Pattern) and not _needs(condition_) <= envs[0].keys():
                    continue
                pending.remove(item)
                reached, envs, progress = envs, _apply(kb, condition_, envs, facts), True
                if not envs:
                    return [], Failure(position_, condition_, reached)
    return envs, None


# ================================================================ one incident, ruled on


class _Builder(RulingBuilder):
    def fact_node(self, fact: tuple) -> dict[str, Any]:
        """A fact as a tree node: given, or derived (with how)."""
        return self._fact_node(fact, ())


class Session:
    """One incident ruled on by one backend: its derivations, the ruling, the final facts."""

    def __init__(self, kb: KnowledgeBase, backend: Backend, incident: Incident):
        self.kb, self.incident, self.edition = kb, incident, incident.edition
        self.derivations = backend.run(incident)
        self.builder = _Builder(kb, incident, self.derivations)
        self.ruling = self.builder.build()
        self.facts = Facts(incident, self.derivations)
        self.fired = {f["rule"] for f in self.ruling["fired"]}
        self.defeated: list[dict[str, Any]] | None = None  # filled by _defeated, once

    def overruled_keys(self) -> set[tuple[str, tuple]]:
        """(rule, key) for every rule an exception defeated."""
        return {(c[1], tuple(c[3])) for c in self.builder.by_conclusion if c[0] == OVERRULED}

    def defeater_uses(self, rule: str, defeater: str, key: tuple) -> list[dict[str, Any]]:
        """The facts the exception used when it defeated ``rule`` for ``key``."""
        found = self.builder.by_conclusion.get((DEFEATED, rule, defeater, key), [])
        used = found[0].used if found else ()
        return [self.builder.fact_node(u) for u in used if u[0] not in (DEFEATED, EDITION)]

    def failure(self, rule: ast.RuleDecl, failure: Failure) -> dict[str, Any]:
        """A failed condition for people and programs: where, as written, the bindings, and why."""
        condition, types = failure.condition, self.kb.info[rule.name].var_types
        return {
            "position": failure.position,
            "of": len(rule.conditions),
            "condition": condition_text(self.kb, condition),
            "kind": type(condition).__name__.lower(),
            "at": where(condition.span),
            "bindings_count": len(failure.envs),
            "reasons": [{"bindings": _bindings(env, types), **self._reason(condition, env)}
                        for env in failure.envs[:SHOWN]],
        }

    def _reason(self, condition: ast.Condition, env: Env) -> dict[str, Any]:
        if isinstance(condition, ast.Comparison):
            left, right = value_of(condition.left, env), value_of(condition.right, env)
            return {"text": f"{_lit(left)} {condition.op} {_lit(right)} is false"}
        if isinstance(condition, ast.Membership):
            choices = ", ".join(_lit(value_of(c, env)) for c in condition.choices)
            return {"text": f"{_lit(value_of(condition.value, env))} is not in {{{choices}}}"}
        negated = isinstance(condition, ast.Negation)
        pattern = condition.pattern if negated else condition
        looked = pattern_text(pattern, env)
        if negated:
            blocking = [f for f in self.facts.of(pattern.kind) if match(self.kb, pattern, f, env, negated=True)]
            return {"text": f"but {looked} holds",
                    "facts": [self.builder.fact_node(f) for f in blocking[:SHOWN]]}
        present = sorted(self.facts.of(pattern.kind), key=lambda f: -_agreement(self.kb, pattern, f, env))
        text = f"no fact {looked}; " + (f"the {len(present)} {pattern.kind} fact(s) include:" if present
                                         else f"there is no {pattern.kind} fact at all")
        return {"text": text, "facts": [self.builder.fact_node(f) for f in present[:SHOWN]]}


def _lit(value: Any) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def _agreement(kb: KnowledgeBase, pattern: ast.Pattern, fact: tuple, env: Env) -> int:
    """How far a fact agrees with a pattern's known values, bound variables counting double:
    the nearest misses are shown first (East is a defender, rather than North is dummy)."""
    fields = [f.name for f in kb.facts[pattern.kind].fields]
    known = [a for a in pattern.args if all(v in env for v in ast.variables_in(a.value))]
    return sum((2 if isinstance(a.value, ast.Var) else 1) for a in known
               if fact[1 + fields.index(a.name)] == value_of(a.value, env))


def _bindings(env: Env, types: dict[str, str]) -> dict[str, Any]:
    return {k: v for k, v in env.items() if k in types}


def pattern_text(pattern: ast.Pattern, env: Env) -> str:
    """A pattern with its bound variables replaced by their values: ``trick_won(trick: 4, by: E)``."""
    def shown(expr: ast.Expr) -> str:
        if all(v in env for v in ast.variables_in(expr)):
            return _lit(value_of(expr, env))
        return "?" + expr.name if isinstance(expr, ast.Var) else "…"
    return f"{pattern.kind}({', '.join(f'{a.name}: {shown(a.value)}' for a in pattern.args)})"


def condition_text(kb: KnowledgeBase, condition: ast.Condition) -> str:
    """A condition as written in its .law file."""
    span = condition.span
    module = next((m for m in kb.modules if m.path == span.file), None)
    if module is None:
        return ""
    lines = module.text.splitlines()[span.line - 1 : span.end_line]
    if not lines:
        return ""
    lines[-1] = lines[-1][: span.end_column - 1]
    lines[0] = lines[0][span.column - 1 :]
    return " ".join(" ".join(lines).split())


def _node_text(node: dict[str, Any]) -> str:
    """A fact node in one line: the fact, and whether it is given or which law derived it."""
    if node.get("given"):
        return f"{_fact_text(node)} (given)"
    laws = ", ".join(dict.fromkeys(f"{d['law']} {d['rule']}" for d in node.get("derived_by", [])))
    return f"{_fact_text(node)} (derived by {laws or 'a rule above'})"


def _bindings_text(bindings: dict[str, Any]) -> str:
    return ", ".join(f"?{k} = {name(v)}" for k, v in bindings.items()) or "no bindings yet"


def failure_lines(failed: dict[str, Any], indent: str, lead: str = "") -> list[str]:
    """A failed condition in text: the condition, where it is, and why it fails for each binding."""
    head = f"{lead}condition {failed['position']} of {failed['of']} fails: {failed['condition']}"
    lines = [hang(f"{head}  ({failed['at']})", indent)]
    for reason in failed["reasons"]:
        lines.append(_wrap(f"with {_bindings_text(reason['bindings'])}: {reason['text']}", indent + "  "))
        lines += [hang(f"- {_node_text(n)}", indent + "    ") for n in reason.get("facts", [])]
    more = failed["bindings_count"] - len(failed["reasons"])
    if more > 0:
        lines.append(f"{indent}  … and {more} more binding(s) that fail the same way")
    return lines


# ================================================================ explain: the justification tree


def _annotate(kb: KnowledgeBase, node: dict[str, Any]) -> dict[str, Any]:
    """A rule node of the ruling's derivation, with the rule's doc and ``file:line``, recursively."""
    rule = kb.rule_by_name[node["rule"]]
    uses = [dict(u, derived_by=[_annotate(kb, d) for d in u["derived_by"]]) if "derived_by" in u else u
            for u in node["uses"]]
    return dict(node, doc=rule.doc, at=where(rule.span), uses=uses)


def _defeated(session: Session) -> list[dict[str, Any]]:
    """The ruling's ``overruled`` entries, each with the exception's doc, the facts it used and a sentence."""
    if session.defeated is not None:
        return session.defeated
    items = session.defeated = []
    for item in session.ruling["overruled"]:
        by = session.kb.rule_by_name[item["defeated_by"]["rule"]]
        uses = session.defeater_uses(item["rule"], by.name, tuple(item["bindings"].values()))
        because = f"{item['law']} would apply, but {by.law} defeats it: {by.doc.rstrip('.')}"
        because += f" ({'; '.join(_fact_text(u) for u in uses)})." if uses else "."
        defeater = dict(item["defeated_by"], doc=by.doc, at=where(by.span), uses=uses)
        items.append(dict(item, defeated_by=defeater, because=because))
    return items


def _not_defeating(session: Session) -> list[dict[str, Any]]:
    """Exceptions to rules that fired, and the condition of each exception that failed for those values."""
    kb, overruled, groups = session.kb, session.overruled_keys(), {}
    for name_ in sorted(session.fired):
        rule = kb.rule_by_name[name_]
        envs: list[Env] | None = None
        for exception, clause in kb.defeaters.get(name_, ()):
            if session.edition not in exception.editions:
                continue
            if envs is None:
                envs = evaluate(kb, rule, session.facts)[0]
            on = tuple(v.name for v in clause.on)
            for key in dict.fromkeys(tuple(env[v] for v in on) for env in envs):
                if (name_, key) in overruled:
                    continue
                entry = groups.get((exception.name, key)) or _exception_check(session, exception, on, key)
                groups[(exception.name, key)] = entry
                entry["rules"].append({"rule": name_, "law": rule.law})
    return sorted(groups.values(),
                  key=lambda e: (law_sort_key(e["exception"]["law"]), e["exception"]["rule"], repr(e["bindings"])))


def _exception_check(session: Session, exception: ast.RuleDecl, on: tuple, key: tuple) -> dict[str, Any]:
    """Why an exception did not defeat a rule for these values: a condition failed, or it was defeated."""
    start = dict(zip(on, key))
    _, failure = evaluate(session.kb, exception, session.facts, start)
    entry = {"exception": rule_summary(exception), "bindings": start, "rules": []}
    itself = [d for d in _defeated(session) if d["rule"] == exception.name]
    if failure is not None:
        entry["failed"] = session.failure(exception, failure)
    elif itself:
        entry["defeated"] = itself
    else:  # the backends and this evaluator disagree: say so rather than hide it
        entry["holds"] = True
    return entry


def explain(kb: KnowledgeBase, backend: Backend, incident: Incident) -> dict[str, Any]:
    """The justification of the ruling: a tree per rectification, and the exceptions considered."""
    session = Session(kb, backend, incident)
    ruling = session.ruling
    result = {
        "incident": incident.source,
        "edition": incident.edition,
        "backend": backend.name,
        "rectifications": [dict(r, derivation=[_annotate(kb, n) for n in r["derivation"]])
                           for r in ruling["rectifications"]],
        "findings": [dict(f, derived_by=[_annotate(kb, d) for d in f["derived_by"]])
                     for f in ruling["findings"]],
        "exceptions": {"defeated": _defeated(session), "not_defeating": _not_defeating(session)},
    }
    if "tricks_transferred" in ruling:
        result["tricks_transferred"] = ruling["tricks_transferred"]
    return result


class _TreeWriter:
    """Writes justification trees as indented text, quoting each law once and each derived fact once."""

    def __init__(self) -> None:
        self.quoted: set[str] = set()
        self.expanded: set[str] = set()
        self.lines: list[str] = []

    def rule(self, node: dict[str, Any], indent: str, arrow: str = "") -> None:
        self.lines.append(hang(f"{arrow}{node['law']} {node['rule']} ({node['at']}): {node['doc']}", indent))
        self._quote(node, indent + "    ")
        for use in node["uses"]:
            self.fact(use, indent + "    ")

    def _quote(self, node: dict[str, Any], indent: str) -> None:
        text = node.get("text", {})
        if node["law"] in self.quoted:
            self.lines.append(f"{indent}(Law {node['law']} quoted above)")
            return
        self.quoted.add(node["law"])
        source = text.get("source", {})
        if "quote" in text:
            self.lines.append(_wrap(f"“{text['quote']}”", indent))
        elif "unquoted" in text:
            self.lines.append(_wrap(f"[{text['unquoted']}]", indent))
        self.lines.append(f"{indent}  ({source.get('file', '')}, {source.get('article', '')})")

    def fact(self, node: dict[str, Any], indent: str) -> None:
        if node.get("given"):
            self.lines.append(hang(f"- {_fact_text(node)} (given)", indent))
            return
        key = json.dumps([node["fact"], node["values"]], sort_keys=True)
        derived = node.get("derived_by", [])
        if key in self.expanded or not derived:
            laws = ", ".join(dict.fromkeys(d["law"] for d in derived)) or "above"
            self.lines.append(hang(f"- {_fact_text(node)} ← {laws} (shown above)", indent))
            return
        self.expanded.add(key)
        self.lines.append(hang(f"- {_fact_text(node)}", indent))
        for rule in derived:
            self.rule(rule, indent + "  ", arrow="← ")


def explain_text(result: dict[str, Any]) -> str:
    writer = _TreeWriter()
    lines = writer.lines
    lines += [f"Why: the ruling under the {result['edition']} Laws on {result['incident']} "
              f"({result['backend']})", ""]
    if not result["rectifications"]:
        lines.append("No law of the knowledge base prescribes anything for these facts.")
    for i, rect in enumerate(result["rectifications"], 1):
        lines.append(f"{i}. Law {rect['law']}, {rect['title']}")
        params = f" ({_parameters(rect['parameters'])})" if rect["parameters"] else ""
        lines.append(_wrap(f"{_who(rect)}: {name(rect['action'])}{params}", "   "))
        for node in rect["derivation"]:
            lines.append(_wrap(f"Why: {_chain(node)}", "   "))
            writer.rule(node, "   ")
        lines.append("")
    lines += _exception_lines(result["exceptions"])
    return "\n".join(lines) + "\n"


def _exception_lines(exceptions: dict[str, Any]) -> list[str]:
    lines = ["Exceptions that defeated a rule:" + ("" if exceptions["defeated"] else " none")]
    grouped: dict[str, list[dict[str, Any]]] = {}
    for item in exceptions["defeated"]:
        grouped.setdefault(item["because"] + repr(item["bindings"]), []).append(item)
    for items in grouped.values():
        first = items[0]
        lines.append(hang(f"- {first['because']}", "  "))
        rules, by = ", ".join(i["rule"] for i in items), first["defeated_by"]
        lines.append(_wrap(f"({rules} for {_bindings_text(first['bindings'])}, defeated by {by['rule']}, "
                           f"{by['at']})", "    "))
    none = "" if exceptions["not_defeating"] else " none"
    lines += ["", f"Exceptions considered that did not apply:{none}"]
    for entry in exceptions["not_defeating"]:
        exception = entry["exception"]
        targets = ", ".join(f"{r['law']} {r['rule']}" for r in entry["rules"])
        lines.append(hang(f"- {exception['law']} {exception['rule']} does not defeat {targets} "
                           f"for {_bindings_text(entry['bindings'])}:", "  "))
        if "failed" in entry:
            lines += failure_lines(entry["failed"], "      ")
        for item in entry.get("defeated", []):
            lines.append(hang(f"its conditions hold, but it is defeated itself: {item['because']}", "      "))
        if entry.get("holds"):
            lines.append("      its conditions hold, yet the backend did not apply it (please report)")
    return lines


# ================================================================ why-not: why a paragraph did not apply


def _rule_verdict(session: Session, rule: ast.RuleDecl, defeated: list[dict[str, Any]]) -> dict[str, Any]:
    entry = rule_summary(rule)
    if session.edition not in rule.editions:
        return dict(entry, status="other edition")
    mine = [d for d in defeated if d["rule"] == rule.name]
    if mine:
        entry["defeated"] = mine
    if rule.name in session.fired:
        derives_only = all(isinstance(c, ast.Derive) for c in rule.conclusions)
        return dict(entry, status="fired", derives_only=derives_only)
    if mine:
        return dict(entry, status="defeated")
    _, failure = evaluate(session.kb, rule, session.facts)
    if failure is None:
        return dict(entry, status="holds")  # the backends and this evaluator disagree: say so
    return dict(entry, status="failed", failed=session.failure(rule, failure))


def why_not(kb: KnowledgeBase, backend: Backend, incident: Incident, law: str) -> dict[str, Any]:
    """For each rule implementing ``law``: it fired, an exception defeated it, or which condition failed."""
    known_law(kb, law, incident.edition)
    session = Session(kb, backend, incident)
    block = kb.law_block(ast.LawId(law), incident.edition)
    defeated = _defeated(session)
    rules = [_rule_verdict(session, r, defeated) for r in rules_of(kb, law)]
    result = {
        "incident": incident.source,
        "edition": incident.edition,
        "backend": backend.name,
        "law": law,
        "title": block.title,
        "text": law_text(kb, law, incident.edition),
        "applied": any(law == r["law"] for r in session.ruling["rectifications"]),
        "rules": rules,
    }
    if block.no_rules:
        result["no_rules"] = block.no_rules
    return result


def _verdict_lines(rule: dict[str, Any], edition: str) -> list[str]:
    """One rule of a why-not answer: what it says, then what became of it."""
    lines = [hang(f"- {rule['rule']} ({rule['at']}): {rule['doc']}", "  ")]
    status = rule["status"]
    if status == "fired":
        lines.append("    Fired (it derives facts that other rules use)." if rule.get("derives_only") else "    Fired.")
    elif status == "other edition":
        lines.append(f"    Not in the {edition} edition (only {', '.join(rule['editions'])}).")
    elif status == "holds":
        lines.append("    Its conditions hold, yet the backend did not fire it (please report).")
    for item in rule.get("defeated", []):
        lines.append(hang(f"Defeated: {item['because']}", "    "))
    if "failed" in rule:
        lines += failure_lines(rule["failed"], "    ", "Did not apply: ")
    return lines


def why_not_text(result: dict[str, Any]) -> str:
    law, edition = result["law"], result["edition"]
    lines = [f"Why not Law {law}, {result['title']}? "
             f"({edition} Laws, {result['incident']}, {result['backend']})"]
    if "quote" in result["text"]:
        lines.append(_wrap(f"“{result['text']['quote']}”", "  "))
    lines.append("")
    in_edition = [r for r in result["rules"] if r["status"] != "other edition"]
    fired = [r["rule"] for r in in_edition if r["status"] == "fired"]
    if not in_edition:
        lines.append(_wrap(f"No rule encodes {law} in the {edition} edition"
                           + (f": {result['no_rules']}" if "no_rules" in result else "."), ""))
    elif result["applied"]:
        lines.append(_wrap(f"Law {law} did apply: the ruling cites it ({', '.join(fired)} fired).", ""))
    elif fired:
        lines.append(_wrap(f"Law {law} prescribes nothing here: only {', '.join(fired)} fired, deriving facts for "
                           "other rules.", ""))
    else:
        lines.append(f"Law {law} did not apply: none of its {len(in_edition)} rule(s) "
                     f"in the {edition} edition fired.")
    for rule in result["rules"]:
        lines += [""] + _verdict_lines(rule, edition)
    return "\n".join(lines) + "\n"


# ================================================================ what-if: the ruling with changed facts

_FIRST = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_NEXT = re.compile(r"\.([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]")


@dataclass(frozen=True)
class Change:
    op: str  # "set" | "add" | "remove"
    text: str  # as given: PATH=VALUE or PATH

    def bad(self, message: str, hint: str | None = None) -> EngineError:
        return EngineError(Diagnostic(message, where=f"--{self.op} {self.text}", hint=hint))

    def split(self) -> tuple[str, str | None]:
        if self.op == "remove":
            return self.text, None
        path, sep, value = self.text.partition("=")
        if not sep:
            raise self.bad("expected PATH=VALUE", "e.g. --set attention_drawn[0].moment=during_play")
        return path.strip(), value


def parse_path(change: Change, text: str) -> list[str | int]:
    """``trick_won[0].by`` → ``["trick_won", 0, "by"]``."""
    first = _FIRST.match(text)
    if not first:
        raise change.bad(f"bad path {text!r}: it starts with a key", "e.g. deal.play_ended or trick_won[0].by")
    steps: list[str | int] = [first.group()]
    pos = first.end()
    while pos < len(text):
        step = _NEXT.match(text, pos)
        if not step:
            raise change.bad(f"bad path {text!r} at {text[pos:]!r}",
                             "keys are joined with '.', list items are [N]")
        steps.append(step.group(1) if step.group(1) else int(step.group(2)))
        pos = step.end()
    return steps


def _shown(steps: list[str | int]) -> str:
    return "".join(f"[{s}]" if isinstance(s, int) else (f".{s}" if i else s) for i, s in enumerate(steps))


def _schema_at(change: Change, schema: dict[str, Any], steps: list[str | int]) -> dict[str, Any]:
    """The schema of the value a path addresses; a bad path is an error naming it."""
    node = schema
    for i, step in enumerate(steps):
        here = _shown(steps[:i]) or "the incident"
        if isinstance(step, int):
            if node.get("type") != "array":
                raise change.bad(f"{here} is not a list, so it has no item [{step}]")
            node = node["items"]
        else:
            props = node.get("properties")
            if props is None:
                raise change.bad(f"{here} is a list, not an object: name an item, e.g. {here}[0].{step}")
            if step not in props:
                fields = f"fields: {', '.join(props)}" if len(props) <= 12 else "see `engine schema`"
                raise change.bad(f"{here} has no field {step!r}", did_you_mean(step, props) or fields)
            node = props[step]
    return node


def _parse_value(raw: str, schema: dict[str, Any]) -> Any:
    """JSON when it parses, else the text; where the schema wants a string, a number stays text

    (``edition=2007``)."""
    try:
        value = json.loads(raw)
    except ValueError:
        return raw
    if not isinstance(value, str) and (raw in schema.get("enum", ()) or schema.get("type") == "string"):
        return raw
    return value


def _walk(change: Change, data: Any, steps: list[str | int], create: bool) -> tuple[Any, str | int]:
    """The container holding the last step of a path, creating missing objects and lists if asked."""
    node = data
    for i, step in enumerate(steps[:-1]):
        here = _shown(steps[: i + 1])
        if isinstance(step, int):
            if not isinstance(node, list) or step >= len(node):
                size = f" (it has {len(node)} item(s))" if isinstance(node, list) else ""
                raise change.bad(f"the incident has no {here}{size}")
        elif not isinstance(node, dict):
            raise change.bad(f"{_shown(steps[:i]) or 'the incident'} is not an object")
        elif step not in node:
            if not create:
                raise change.bad(f"the incident has no {here}")
            node[step] = [] if isinstance(steps[i + 1], int) else {}
        node = node[step]
    return node, steps[-1]


def apply_change(change: Change, data: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    """Apply one change to the incident JSON in place; describe it as {op, path, from, to}."""
    text, raw = change.split()
    steps = parse_path(change, text)
    node_schema = _schema_at(change, schema, steps)
    if change.op == "add":
        steps = [*steps, 0]  # the list itself, then one more item
        if node_schema.get("type") != "array":
            raise change.bad(f"{text} is not a list: --add appends to a list", "use --set to change a value")
        node_schema = node_schema["items"]
    parent, last = _walk(change, data, steps, create=change.op != "remove")
    old = _get(change, parent, last, text, must_exist=change.op != "add")
    if change.op == "remove":
        del parent[last]
        return {"op": "remove", "path": text, "from": old}
    value = _parse_value(raw, node_schema)
    if change.op == "add":
        parent.append(value)
    else:
        parent[last] = value
    return {"op": change.op, "path": text, **({"from": old} if old is not None else {}), "to": value}


def _get(change: Change, parent: Any, last: str | int, text: str, must_exist: bool) -> Any:
    if isinstance(last, int):
        if not isinstance(parent, list):
            raise change.bad(f"{text}: not a list")
        if last < len(parent):
            return parent[last] if must_exist else None
        if must_exist:
            raise change.bad(f"the incident has no {text} (that list has {len(parent)} item(s))")
        return None
    if not isinstance(parent, dict):
        raise change.bad(f"{text}: not inside an object")
    if last not in parent and change.op == "remove":
        raise change.bad(f"the incident has no {text} to remove")
    return parent.get(last)


def _json_path(text: str) -> str:
    steps = parse_path(Change("set", text), text)
    return "$" + "".join(f"[{s}]" if isinstance(s, int) else f".{s}" for s in steps)


def _load_changed(kb: KnowledgeBase, data: dict[str, Any], source: str, changes: list[Change]) -> Incident:
    """The changed incident, validated; a violation names the change that caused it."""
    try:
        return load_incident(data, kb, source)
    except EngineError as error:
        def hinted(d: Diagnostic) -> Diagnostic:
            path = (d.where or "").rpartition(": ")[2]
            cause = next((c for c in changes if path.startswith(_json_path(c.split()[0]))), None)
            if cause is None:
                return d
            return replace(d, hint=f"from --{cause.op} {cause.text}" + (f"; {d.hint}" if d.hint else ""))
        raise EngineError([hinted(d) for d in error.diagnostics]) from None


def _key(item: dict[str, Any], fields: tuple[str, ...]) -> str:
    return json.dumps([item.get(f) for f in fields], sort_keys=True)


def _delta(before: list, after: list, fields: tuple[str, ...], keep: tuple[str, ...]) -> dict[str, list]:
    old = {_key(i, fields): i for i in before}
    new = {_key(i, fields): i for i in after}
    short = lambda i: {k: i[k] for k in keep if k in i}  # noqa: E731
    return {"appear": [short(i) for k, i in new.items() if k not in old],
            "vanish": [short(i) for k, i in old.items() if k not in new]}


def difference(before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """What changed between two rulings: rectifications, findings, rules fired, exceptions defeating."""
    rect = ("law", "action", "parameters", "modality", "who")
    over = ("rule", "defeated_by", "bindings")
    fired = _delta(before["fired"], after["fired"], ("rule",), ("rule", "law"))
    exceptions = _delta(before["overruled"], after["overruled"], over, ("law", *over))
    diff = {
        "rectifications": _delta(before["rectifications"], after["rectifications"], rect, ("title", *rect)),
        "findings": _delta(before["findings"], after["findings"], ("fact", "values"),
                           ("fact", "values", "types")),
        "rules": {"now_fire": fired["appear"], "no_longer_fire": fired["vanish"]},
        "exceptions": {"start_defeating": exceptions["appear"], "stop_defeating": exceptions["vanish"]},
        "tricks_transferred": {"before": before.get("tricks_transferred"),
                               "after": after.get("tricks_transferred")},
    }
    if before["edition"] != after["edition"]:
        diff["edition"] = {"before": before["edition"], "after": after["edition"]}
    return diff


def what_if(
    kb: KnowledgeBase, backend: Backend, data: Any, source: str, changes: list[Change]
) -> dict[str, Any]:
    """The ruling on the incident with changed facts, and how it differs from the ruling on the incident."""
    if not changes:
        raise EngineError(Diagnostic("nothing to change", where=source,
                                     hint="give --set PATH=VALUE, --add PATH=VALUE or --remove PATH"))
    before = rule_incident(kb, backend, load_incident(data, kb, source))
    changed, schema = copy.deepcopy(data), incident_schema(kb)
    described = [apply_change(c, changed, schema) for c in changes]
    after = rule_incident(kb, backend, _load_changed(kb, changed, f"{source} (what if)", changes))
    return {"incident": source, "backend": backend.name, "changes": described,
            "difference": difference(before, after), "ruling": after}


def _rect_line(r: dict[str, Any]) -> str:
    params = f" ({_parameters(r['parameters'])})" if r["parameters"] else ""
    return f"Law {r['law']}, {r['title']}: {_who(r)}: {name(r['action'])}{params}"


def _transferred(t: dict[str, Any] | None) -> str:
    return f"{t['count']} to {name(t['to'])}" if t else "none"


def what_if_text(result: dict[str, Any]) -> str:
    diff = result["difference"]
    lines = [f"What if, on {result['incident']} ({result['backend']}):"]
    for c in result["changes"]:
        change = f"{json.dumps(c['from'], ensure_ascii=False) if 'from' in c else '(absent)'} → "
        change += json.dumps(c["to"], ensure_ascii=False) if "to" in c else "(removed)"
        lines.append(f"  {c['op']} {c['path']}: {change}")
    lines += ["", "What changes:"]
    rule = lambda r: f"{r['law']} {r['rule']}"  # noqa: E731
    sections = [
        ("Rectifications that appear", "+", diff["rectifications"]["appear"], _rect_line),
        ("Rectifications that vanish", "-", diff["rectifications"]["vanish"], _rect_line),
        ("Findings that appear", "+", diff["findings"]["appear"], _fact_text),
        ("Findings that vanish", "-", diff["findings"]["vanish"], _fact_text),
        ("Rules that now fire", "+", diff["rules"]["now_fire"], rule),
        ("Rules that no longer fire", "-", diff["rules"]["no_longer_fire"], rule),
        ("Exceptions that start defeating", "+", diff["exceptions"]["start_defeating"], _defeat_line),
        ("Exceptions that stop defeating", "-", diff["exceptions"]["stop_defeating"], _defeat_line),
    ]
    for title, mark, items, show in sections:
        if items:
            lines.append(f"  {title}:")
            lines += [hang(f"{mark} {show(i)}", "    ") for i in items]
    if not any(items for _, _, items, _ in sections):
        lines.append("  Nothing the rules conclude changes.")
    if "edition" in diff:
        lines.append(f"  Edition: {diff['edition']['before']} → {diff['edition']['after']}")
    t = diff["tricks_transferred"]
    lines.append(f"  Tricks transferred: {_transferred(t['before'])} → {_transferred(t['after'])}")
    lines += ["", "The ruling with these changes:", ""]
    return "\n".join(lines) + "\n" + ruling_text(result["ruling"])


def _defeat_line(item: dict[str, Any]) -> str:
    by = item["defeated_by"]
    return f"{by['law']} {by['rule']} defeats {item['law']} {item['rule']} ({_bindings_text(item['bindings'])})"
