"""Why a ruling: the justification tree of each rectification, and the exceptions considered.

``explain`` annotates the ruling's derivation (``engine.ruling.query.RulingBuilder``)
with each rule's doc and ``file:line``, says which exceptions defeated a rule and
with which facts, and, for each exception that did not defeat a rule that fired,
which of its conditions failed (``engine.teaching.conditions``). ``Session``, one incident
ruled on by one backend, is shared with ``engine.teaching.why_not``.
"""

from __future__ import annotations

import json
from functools import cached_property
from typing import Any, Iterator

from engine.language import ast
from engine.backends import Backend
from engine.backends.plan import DEFEATED, EDITION, OVERRULED
from engine.ruling.matching import Facts
from engine.teaching.conditions import (
    Failure,
    bindings_text,
    describe_failure,
    evaluate,
    failure_lines,
)
from engine.ruling.incident import Incident
from engine.language.knowledge import KnowledgeBase
from engine.teaching.lawinfo import hang, rule_summary, where, wording
from engine.ruling.query import RulingBuilder, law_sort_key
from engine.ruling.render import _chain, _fact_text, _parameters, _who, _wrap, law_title, law_wording, name


class Session:
    """One incident ruled on by one backend: its derivations, the ruling, the final facts."""

    def __init__(self, kb: KnowledgeBase, backend: Backend, incident: Incident, inline_laws: bool = False):
        """``inline_laws``: the fact nodes' rules carry their law's title and text (else ``builder.laws_table()``)."""
        self.kb, self.incident, self.edition, self.backend = kb, incident, incident.edition, backend.name
        self.derivations = backend.run(incident)
        self.builder = RulingBuilder(kb, incident, self.derivations, inline_laws=inline_laws)
        self.ruling = self.builder.build()
        self.facts = Facts(incident, self.derivations)
        self.fired = {f["rule"] for f in self.ruling["fired"]}

    def heading(self) -> dict[str, str]:
        """What every answer about this session starts with: the incident, the edition, the backend."""
        return {"incident": self.incident.source, "edition": self.edition, "backend": self.backend}

    def overruled_keys(self) -> set[tuple[str, tuple]]:
        """(rule, key) for every rule an exception defeated."""
        return {(c[1], tuple(c[3])) for c in self.builder.by_conclusion if c[0] == OVERRULED}

    def defeater_uses(self, rule: str, defeater: str, key: tuple) -> list[dict[str, Any]]:
        """The facts the exception used when it defeated ``rule`` for ``key``."""
        found = self.builder.by_conclusion.get((DEFEATED, rule, defeater, key), [])
        used = found[0].used if found else ()
        return [self.builder.fact_node(u) for u in used if u[0] not in (DEFEATED, EDITION)]

    def failure(self, rule: ast.RuleDecl, failure: Failure) -> dict[str, Any]:
        """A failed condition of ``rule`` for people and programs (``engine.teaching.conditions.describe_failure``)."""
        return describe_failure(self.kb, rule, failure, self.facts, self.builder.fact_node)

    @cached_property
    def defeated(self) -> list[dict[str, Any]]:
        """The ruling's ``overruled`` entries, each with the exception's doc, the facts it used and a sentence."""
        return [self._defeat(item) for item in self.ruling["overruled"]]

    def _defeat(self, item: dict[str, Any]) -> dict[str, Any]:
        """One ``overruled`` entry, explained."""
        by = self.kb.rule_by_name[item["defeated_by"]["rule"]]
        uses = self.defeater_uses(item["rule"], by.name, tuple(item["bindings"].values()))
        because = f"{item['law']} would apply, but {by.law} defeats it: {by.doc.rstrip('.')}"
        because += f" ({'; '.join(_fact_text(u) for u in uses)})." if uses else "."
        defeater = dict(item["defeated_by"], doc=by.doc, at=where(by.span), uses=uses)
        return dict(item, defeated_by=defeater, because=because)


def _annotate(kb: KnowledgeBase, node: dict[str, Any]) -> dict[str, Any]:
    """A rule node of the ruling's derivation, with the rule's doc and ``file:line``, recursively."""
    rule = kb.rule_by_name[node["rule"]]
    uses = [dict(u, derived_by=[_annotate(kb, d) for d in u["derived_by"]]) if "derived_by" in u else u
            for u in node["uses"]]
    return dict(node, doc=rule.doc, at=where(rule.span), uses=uses)


def _not_defeating(session: Session) -> list[dict[str, Any]]:
    """Exceptions to rules that fired, and the condition of each exception that failed for those values."""
    overruled, groups = session.overruled_keys(), {}
    for rule_name in sorted(session.fired):
        rule = session.kb.rule_by_name[rule_name]
        for exception, on, key in _exception_keys(session, rule):
            if (rule_name, key) in overruled:
                continue
            entry = groups.get((exception.name, key)) or _exception_check(session, exception, on, key)
            groups[(exception.name, key)] = entry
            entry["rules"].append({"rule": rule_name, "law": rule.law})
    return sorted(groups.values(),
                  key=lambda e: (law_sort_key(e["exception"]["law"]), e["exception"]["rule"], repr(e["bindings"])))


def _exception_keys(session: Session, rule: ast.RuleDecl) -> Iterator[tuple[ast.RuleDecl, tuple[str, ...], tuple]]:
    """Each exception to ``rule`` in the incident's edition, the variables it defeats on, and each value they take."""
    exceptions = [(exception, tuple(v.name for v in clause.on))
                  for exception, clause in session.kb.defeaters.get(rule.name, ())
                  if session.edition in exception.editions]
    if not exceptions:
        return
    envs = evaluate(session.kb, rule, session.facts)[0]
    for exception, on in exceptions:
        for key in dict.fromkeys(tuple(env[v] for v in on) for env in envs):
            yield exception, on, key


def _exception_check(session: Session, exception: ast.RuleDecl, on: tuple, key: tuple) -> dict[str, Any]:
    """Why an exception did not defeat a rule for these values: a condition failed, or it was defeated."""
    start = dict(zip(on, key))
    _, failure = evaluate(session.kb, exception, session.facts, start)
    entry = {"exception": rule_summary(exception), "bindings": start, "rules": []}
    itself = [d for d in session.defeated if d["rule"] == exception.name]
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
        **session.heading(),
        "rectifications": [dict(r, derivation=[_annotate(kb, n) for n in r["derivation"]])
                           for r in ruling["rectifications"]],
        "findings": [dict(f, derived_by=[_annotate(kb, d) for d in f["derived_by"]])
                     for f in ruling["findings"]],
        "exceptions": {"defeated": session.defeated, "not_defeating": _not_defeating(session)},
    }
    if "tricks_transferred" in ruling:
        result["tricks_transferred"] = ruling["tricks_transferred"]
    result["laws"] = session.builder.laws_table()  # every paragraph the trees name, those of the exceptions too
    return result


class _TreeWriter:
    """Writes justification trees as indented text, quoting each law once and each derived fact once."""

    def __init__(self, result: dict[str, Any]) -> None:
        self.result = result  # its ``laws`` table gives each node's wording
        self.quoted: set[str] = set()
        self.expanded: set[str] = set()
        self.lines: list[str] = []

    def rule(self, node: dict[str, Any], indent: str, arrow: str = "") -> None:
        """A rule node: the rule, its law's wording (once), and the facts it used."""
        self.lines.append(hang(f"{arrow}{node['law']} {node['rule']} ({node['at']}): {node['doc']}", indent))
        self._quote(node, indent + "    ")
        for use in node["uses"]:
            self.fact(use, indent + "    ")

    def _quote(self, node: dict[str, Any], indent: str) -> None:
        """The wording and source of a rule node's law, or a pointer to where it was quoted."""
        text = law_wording(self.result, node)
        if node["law"] in self.quoted:
            self.lines.append(f"{indent}(Law {node['law']} quoted above)")
            return
        self.quoted.add(node["law"])
        source = text.get("source", {})
        if wording(text):
            self.lines.append(_wrap(wording(text), indent))
        self.lines.append(f"{indent}  ({source.get('file', '')}, {source.get('article', '')})")

    def fact(self, node: dict[str, Any], indent: str) -> None:
        """A fact node: given, derived and shown above, or derived here by the rules below it."""
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
    """The justification as text: each rectification's tree, then the exceptions."""
    writer = _TreeWriter(result)
    lines = writer.lines
    lines += [f"Why: the ruling under the {result['edition']} Laws on {result['incident']} "
              f"({result['backend']})", ""]
    if not result["rectifications"]:
        lines.append("No law of the knowledge base prescribes anything for these facts.")
    for i, rect in enumerate(result["rectifications"], 1):
        lines.append(f"{i}. Law {rect['law']}, {law_title(result, rect)}")
        params = f" ({_parameters(rect)})" if rect["parameters"] else ""
        lines.append(_wrap(f"{_who(rect)}: {name(rect['action'])}{params}", "   "))
        for node in rect["derivation"]:
            lines.append(_wrap(f"Why: {_chain(node)}", "   "))
            writer.rule(node, "   ")
        lines.append("")
    lines += _exception_lines(result["exceptions"])
    return "\n".join(lines) + "\n"


def _exception_lines(exceptions: dict[str, Any]) -> list[str]:
    """The exceptions that defeated a rule, and those considered that did not apply (with why)."""
    lines = ["Exceptions that defeated a rule:" + ("" if exceptions["defeated"] else " none")]
    grouped: dict[str, list[dict[str, Any]]] = {}
    for item in exceptions["defeated"]:
        grouped.setdefault(item["because"] + repr(item["bindings"]), []).append(item)
    for items in grouped.values():
        first = items[0]
        lines.append(hang(f"- {first['because']}", "  "))
        rules, by = ", ".join(i["rule"] for i in items), first["defeated_by"]
        lines.append(_wrap(f"({rules} for {bindings_text(first['bindings'])}, defeated by {by['rule']}, "
                           f"{by['at']})", "    "))
    none = "" if exceptions["not_defeating"] else " none"
    lines += ["", f"Exceptions considered that did not apply:{none}"]
    for entry in exceptions["not_defeating"]:
        exception = entry["exception"]
        targets = ", ".join(f"{r['law']} {r['rule']}" for r in entry["rules"])
        lines.append(hang(f"- {exception['law']} {exception['rule']} does not defeat {targets} "
                           f"for {bindings_text(entry['bindings'])}:", "  "))
        if "failed" in entry:
            lines += failure_lines(entry["failed"], "      ")
        for item in entry.get("defeated", []):
            lines.append(hang(f"its conditions hold, but it is defeated itself: {item['because']}", "      "))
        if entry.get("holds"):
            lines.append("      its conditions hold, yet the backend did not apply it (please report)")
    return lines
