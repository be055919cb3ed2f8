"""The vocabulary, readable: ``engine vocabulary`` and the book's vocabulary page.

Every incident fact kind and field (what it means at the table, its type and the
values allowed, an example taken from the shipped example incidents), and the
fact kinds the rules derive, with the paragraphs that derive them, so that a
user knows not to state them. The JSON Schema (``engine schema``) stays the
machine contract; this is for people.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.language import ast, builtins
from engine.language.knowledge import KnowledgeBase
from engine.ruling.incident import UNKNOWN_KEY
from engine.ruling.query import law_sort_key


def vocabulary(kb: KnowledgeBase, kb_dir: Path) -> dict[str, Any]:
    """The vocabulary as a JSON-ready dict: incident facts (with an example each, where one exists) and derived facts."""
    examples = _examples(kb_dir)
    incident = [
        {**_fact(kb, fact), "one": fact.single, "when_not_stated": "unknown" if fact.open else "none",
         **({"example": examples[fact.name]} if fact.name in examples else {})}
        for fact in kb.incident_facts()
    ]
    derived = [
        {**_fact(kb, fact), "derived_by": sorted({law for rule in kb.rules_deriving.get(fact.name, ()) for law in rule.law_ids},
                                                 key=law_sort_key)}
        for fact in kb.facts.values() if fact.origin == "derived" and not fact.internal
    ]
    keys = [{"key": "edition", "meaning": "the Laws edition to rule under", "values": list(kb.editions)},
            {"key": "story", "meaning": "what happened, in words (the rules do not read it)"},
            {"key": "declarer", "meaning": "declarer's seat: gives every seat its role", "values": list(builtins.SEATS)},
            {"key": UNKNOWN_KEY, "meaning": "what the director does not know: fact kinds (the record of them may be "
                                            "incomplete) or fields of one-object kinds (event.zone); the ruling then "
                                            "says which of its parts depend on them and asks about them"}]
    return {"keys": keys, "incident_facts": incident, "derived_facts": derived}


def _fact(kb: KnowledgeBase, fact: ast.FactDecl) -> dict[str, Any]:
    return {"fact": fact.name, "meaning": fact.doc, "fields": [_field(kb, f) for f in fact.fields]}


def _field(kb: KnowledgeBase, field: ast.FieldDecl) -> dict[str, Any]:
    row: dict[str, Any] = {"field": field.name, "type": field.type_name, "meaning": field.doc}
    values = builtins.SYMBOL_TYPES.get(field.type_name) or (kb.enums[field.type_name].members if field.type_name in kb.enums else None)
    if values:
        row["values"] = list(values)
    low, high = builtins.INT_TYPES.get(field.type_name, (None, None))
    low, high = field.low if field.low is not None else low, field.high if field.high is not None else high
    if low is not None or high is not None:
        row["range"] = [low, high]
    if field.optional:
        row["optional"] = True
    if field.default is not None:
        row["default"] = getattr(field.default, "value", getattr(field.default, "name", None))
    return row


def _examples(kb_dir: Path) -> dict[str, Any]:
    """For each incident fact kind, its first occurrence in the shipped examples (files in name order)."""
    found: dict[str, Any] = {}
    for path in sorted((kb_dir / "examples").glob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        for key, value in data.items() if isinstance(data, dict) else ():
            if key not in found and isinstance(value, (list, dict)) and value:
                found[key] = value[0] if isinstance(value, list) else value
    return found


def to_text(vocab: dict[str, Any], markdown: bool = False) -> str:
    """The vocabulary for people: plain text, or Markdown (headings and lists)."""
    h2, h3, item = ("## ", "### ", "- ") if markdown else ("", "", "  ")
    code = (lambda t: f"`{t}`") if markdown else (lambda t: t)
    lines = [f"{'# ' if markdown else ''}The vocabulary of incidents", "",
             "An incident file is a JSON object with these keys (see `engine schema` for the JSON Schema).", ""]
    lines += [f"{item}{code(k['key'])}: {k['meaning']}" + (f" ({', '.join(k['values'])})" if "values" in k else "")
              for k in vocab["keys"]]
    lines += ["", f"{h2}Facts an incident states", ""]
    for fact in vocab["incident_facts"]:
        shape = "one object" if fact["one"] else "a list of objects"
        absent = ("Left out, it is unknown (an open kind): the ruling asks about it where it matters."
                  if fact["when_not_stated"] == "unknown" else "Left out, there is none.")
        lines += [f"{h3}{code(fact['fact'])} ({shape})", "", f"{fact['meaning']} {absent}", ""]
        lines += [f"{item}{_field_line(f, code)}" for f in fact["fields"]]
        if "example" in fact:
            lines += ["", f"{'Example: ' if not markdown else 'Example: '}{code(json.dumps(fact['example'], ensure_ascii=False))}"]
        lines.append("")
    lines += [f"{h2}Facts the rules derive (do not state them)", ""]
    for fact in vocab["derived_facts"]:
        laws = ", ".join(fact["derived_by"]) or "no rule yet"
        lines += [f"{item}{code(fact['fact'])}: {fact['meaning']} (Law {laws})"]
    return "\n".join(lines) + "\n"


def _field_line(field: dict[str, Any], code) -> str:
    kind = field["type"]
    if "values" in field:
        kind += ": " + ", ".join(field["values"])
    if "range" in field:
        low, high = field["range"]
        kind += f", {low if low is not None else ''}..{high if high is not None else ''}"
    extra = " (optional)" if field.get("optional") else f" (default {json.dumps(field['default'])})" if "default" in field else ""
    meaning = f": {field['meaning']}" if field["meaning"] else ""
    return f"{code(field['field'])} [{kind}]{extra}{meaning}"
