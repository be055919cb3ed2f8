"""Why not a law paragraph: for each rule implementing it, it fired, an exception defeated it, or which condition failed.

``engine why-not INCIDENT LAW`` rules on the incident (``engine.teaching.explain.Session``)
and, for a rule that neither fired nor was defeated, finds its first failing
condition with ``engine.teaching.conditions``.
"""

from __future__ import annotations

from typing import Any

from engine.language import ast
from engine.backends import Backend
from engine.teaching.conditions import evaluate, failure_lines
from engine.teaching.explain import Session
from engine.ruling.incident import Incident
from engine.language.knowledge import KnowledgeBase
from engine.teaching.lawinfo import hang, known_law, rule_summary, rules_of, wording
from engine.ruling.query import law_text
from engine.ruling.render import _wrap


def _rule_verdict(session: Session, rule: ast.RuleDecl) -> dict[str, Any]:
    """What became of one rule: other edition, fired, defeated, failed (and which condition), or holds."""
    entry = rule_summary(rule)
    if session.edition not in rule.editions:
        return dict(entry, status="other edition")
    mine = [d for d in session.defeated if d["rule"] == rule.name]
    if mine:
        entry["defeated"] = mine
    if rule.name in session.fired:
        derives_only = all(isinstance(c, ast.Derive) for c in rule.conclusions)
        return dict(entry, status="fired", derives_only=derives_only)
    if mine:
        return dict(entry, status="defeated")
    _, failure = evaluate(session.kb, rule, session.facts)
    if failure is None:
        return dict(entry, status="holds")  # the backends and the evaluator disagree: say so
    return dict(entry, status="failed", failed=session.failure(rule, failure))


def why_not(kb: KnowledgeBase, backend: Backend, incident: Incident, law: str) -> dict[str, Any]:
    """For each rule implementing ``law``: it fired, an exception defeated it, or which condition failed."""
    known_law(kb, law, incident.edition)
    session = Session(kb, backend, incident, inline_laws=True)  # the few nodes a why-not shows quote their law
    block = kb.law_block(ast.LawId(law), incident.edition)
    result = {
        **session.heading(),
        "law": law,
        "title": block.title,
        "text": law_text(kb, law, incident.edition),
        "applied": any(law == r["law"] for r in session.ruling["rectifications"]),
        "rules": [_rule_verdict(session, r) for r in rules_of(kb, law)],
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


def _verdict(result: dict[str, Any]) -> str:
    """The answer in one sentence: the law applied, prescribes nothing here, did not apply, or has no rule."""
    law, edition = result["law"], result["edition"]
    in_edition = [r for r in result["rules"] if r["status"] != "other edition"]
    fired = [r["rule"] for r in in_edition if r["status"] == "fired"]
    if not in_edition:
        return f"No rule encodes {law} in the {edition} edition" + (
            f": {result['no_rules']}" if "no_rules" in result else ".")
    if result["applied"]:
        return f"Law {law} did apply: the ruling cites it ({', '.join(fired)} fired)."
    if fired:
        return f"Law {law} prescribes nothing here: only {', '.join(fired)} fired, deriving facts for other rules."
    return f"Law {law} did not apply: none of its {len(in_edition)} rule(s) in the {edition} edition fired."


def why_not_text(result: dict[str, Any]) -> str:
    """The why-not answer as text: the law and its wording, the verdict, then each rule."""
    lines = [f"Why not Law {result['law']}, {result['title']}? "
             f"({result['edition']} Laws, {result['incident']}, {result['backend']})"]
    if "quote" in result["text"]:
        lines.append(_wrap(wording(result["text"]), "  "))
    lines += ["", _wrap(_verdict(result), "")]
    for rule in result["rules"]:
        lines += [""] + _verdict_lines(rule, result["edition"])
    return "\n".join(lines) + "\n"
