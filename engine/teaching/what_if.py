"""What if the facts changed: the ruling on the incident with ``--set``, ``--add`` or ``--remove`` applied.

A change names a value of the incident JSON by a path (``trick_won[0].by``),
checked against the incident schema; the changed incident is validated like any
other, and a violation names the change that caused it. The answer is the new
ruling and how it differs from the ruling on the incident as given.
"""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass, replace
from typing import Any

from engine.backends import Backend
from engine.teaching.conditions import bindings_text
from engine.errors import Diagnostic, EngineError, did_you_mean, shown
from engine.ruling.incident import Incident, decoded_problem, incident_schema, is_text, load_incident, loads_strict
from engine.language.knowledge import KnowledgeBase
from engine.teaching.lawinfo import hang
from engine.ruling.query import rule_incident
from engine.ruling.render import _fact_text, _parameters, _who, law_title, name
from engine.ruling.render import to_text as ruling_text

_FIRST = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_NEXT = re.compile(r"\.([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]")


@dataclass(frozen=True)
class Change:
    """One change asked for on the command line: ``--set PATH=VALUE``, ``--add PATH=VALUE`` or ``--remove PATH``."""

    op: str  # "set" | "add" | "remove"
    text: str  # as given: PATH=VALUE or PATH

    def bad(self, message: str, hint: str | None = None) -> EngineError:
        """An error that names this change."""
        return EngineError(Diagnostic(message, where=f"--{self.op} {shown(self.text, 80)}", hint=hint))

    def split(self) -> tuple[str, str | None]:
        """(PATH, VALUE as given); VALUE is None for ``--remove``."""
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
    """A path as written: ``trick_won[0].by``."""
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


def _parse_value(change: Change, raw: str, schema: dict[str, Any]) -> Any:
    """JSON when it parses, else the text; where the schema wants a string, a number stays text

    (``edition=2007``). Text that is not UTF-8, a lone surrogate, a key given twice and
    a value nested too deeply are errors naming the change."""
    if not is_text(raw):
        raise change.bad("the value is not UTF-8 text")
    try:
        value = loads_strict(raw)
    except RecursionError:
        raise change.bad("the value is nested too deeply") from None
    except ValueError:
        return raw
    problem = decoded_problem(value, "VALUE")
    if problem:
        raise change.bad(f"{problem[0]}: {problem[1]}")
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
    value = _parse_value(change, raw, node_schema)
    if change.op == "add":
        parent.append(value)
    else:
        parent[last] = value
    return {"op": change.op, "path": text, **({"from": old} if old is not None else {}), "to": value}


def _get(change: Change, parent: Any, last: str | int, text: str, must_exist: bool) -> Any:
    """The value a change replaces or removes (None if absent); an error if it must exist and does not."""
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
    """A path as incident validation names it: ``$.trick_won[0].by``."""
    return "$." + _shown(parse_path(Change("set", text), text))


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
    """What identifies an item of a ruling across the two rulings."""
    return json.dumps([item.get(f) for f in fields], sort_keys=True)


def _delta(before: list, after: list, fields: tuple[str, ...], keep: tuple[str, ...]) -> dict[str, list]:
    """The items (identified by ``fields``, shown with ``keep``) that appear and that vanish."""
    old = {_key(i, fields): i for i in before}
    new = {_key(i, fields): i for i in after}
    short = lambda i: {k: i[k] for k in keep if k in i}  # noqa: E731
    return {"appear": [short(i) for k, i in new.items() if k not in old],
            "vanish": [short(i) for k, i in old.items() if k not in new]}


def _titled(ruling: dict[str, Any]) -> list[dict[str, Any]]:
    """The ruling's rectifications, each with its law's title (from the ruling's ``laws``)."""
    return [dict(r, title=law_title(ruling, r)) for r in ruling["rectifications"]]


def difference(before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """What changed between two rulings: rectifications, findings, rules fired, exceptions defeating."""
    rect = ("law", "action", "parameters", "modality", "who")
    over = ("rule", "defeated_by", "bindings")
    fired = _delta(before["fired"], after["fired"], ("rule",), ("rule", "law"))
    exceptions = _delta(before["overruled"], after["overruled"], over, ("law", *over))
    diff = {
        "rectifications": _delta(_titled(before), _titled(after), rect, ("title", *rect)),
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
    """A rectification in one line."""
    params = f" ({_parameters(r)})" if r["parameters"] else ""
    return f"Law {r['law']}, {r['title']}: {_who(r)}: {name(r['action'])}{params}"


def _transferred(t: dict[str, Any] | None) -> str:
    """Tricks transferred, in words."""
    return f"{t['count']} to {name(t['to'])}" if t else "none"


def what_if_text(result: dict[str, Any]) -> str:
    """The changes, what they change in the ruling, then the new ruling."""
    lines = [f"What if, on {result['incident']} ({result['backend']}):"]
    lines += [f"  {c['op']} {c['path']}: {_change_text(c)}" for c in result["changes"]]
    lines += ["", "What changes:", *_difference_lines(result["difference"])]
    lines += ["", "The ruling with these changes:", ""]
    return "\n".join(lines) + "\n" + ruling_text(result["ruling"])


def _change_text(change: dict[str, Any]) -> str:
    """``"E" → "W"``, ``(absent) → …`` or ``… → (removed)``."""
    old = json.dumps(change["from"], ensure_ascii=False) if "from" in change else "(absent)"
    return f"{old} → " + (json.dumps(change["to"], ensure_ascii=False) if "to" in change else "(removed)")


def _difference_lines(diff: dict[str, Any]) -> list[str]:
    """What appears and vanishes, section by section; the edition and the tricks transferred."""
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
    lines = []
    for title, mark, items, show in sections:
        if items:
            lines.append(f"  {title}:")
            lines += [hang(f"{mark} {show(i)}", "    ") for i in items]
    if not lines:
        lines.append("  Nothing the rules conclude changes.")
    if "edition" in diff:
        lines.append(f"  Edition: {diff['edition']['before']} → {diff['edition']['after']}")
    t = diff["tricks_transferred"]
    lines.append(f"  Tricks transferred: {_transferred(t['before'])} → {_transferred(t['after'])}")
    return lines


def _defeat_line(item: dict[str, Any]) -> str:
    """An exception defeating a rule, in one line."""
    by = item["defeated_by"]
    return f"{by['law']} {by['rule']} defeats {item['law']} {item['rule']} ({bindings_text(item['bindings'])})"
