"""The brief ruling (``engine query --format brief``): what a director says at the table, in the order he says it.

First what happens now (a card withdrawn, who leads or calls), then what holds for
the rest of the hand (penalty cards, lead restrictions, partner's obligations),
then what happens at the end of play (trick transfers, a possible score
adjustment). Each line is an English sentence with seat and side names and its
paragraph id, made from the ``timing`` and ``sentence`` that the KB's
``rectification`` declarations give each rectification (engine.ruling.query.said).
A choice is said once, with its options. What an unknown fact could undo is said
to depend on it; a ruling with no rectification says so.
"""

from __future__ import annotations

import textwrap
from typing import Any

from engine.language.sentences import TIMING_TITLES, TIMINGS
from engine.ruling.render import WIDTH, _fact_text, _wrap, name, party, phrase


def to_brief(ruling: dict[str, Any]) -> str:
    lines = [f"Ruling under the {ruling['edition']} Laws, in brief ({ruling['incident']})"]
    if any(r.get("depends_on") for r in ruling["rectifications"]):
        lines.append("Provisional: what the incident does not know could change the items marked “if it stands”.")
    derived = _from_your_facts(ruling)
    if derived:
        lines += ["", _wrap(f"From your facts: {derived}. (If one is a slip, correct the facts.)", "")]
    sections = _sections(ruling)
    if not any(sections.values()):
        lines += ["", "No rectification: the encoded laws prescribe nothing for these facts."
                  + (" The open questions below could change that." if ruling.get("open_questions") else "")]
    for timing in TIMINGS:
        if sections[timing]:
            lines += ["", f"{TIMING_TITLES[timing]}:"]
            lines += [textwrap.fill(line, WIDTH, initial_indent="- ", subsequent_indent="  ") for line in sections[timing]]
    transferred = ruling.get("tricks_transferred")
    if transferred:
        lines += ["", f"In all: {transferred['count']} trick{'s' if transferred['count'] > 1 else ''} "
                      f"to {name(transferred['to'])}."]
    questions = [q for q in ruling.get("open_questions", []) if not q.get("independent")]
    if questions:
        lines += ["", "Find out: " + "; ".join(_question(q) for q in questions) + "."]
    return "\n".join(lines) + "\n"


def _sections(ruling: dict[str, Any]) -> dict[str, list[str]]:
    """The sentences under each timing, in the ruling's order: a choice once (where its first option falls),
    and the same thing said under two paragraphs once, citing both."""
    said: dict[str, dict[tuple[str, str], list[str]]] = {t: {} for t in TIMINGS}
    choices = {(c["choice"], c["who"]): c for c in ruling.get("choices", [])}
    for rect in ruling["rectifications"]:
        timing = rect.get("timing", "now")
        if "option_of" in rect:
            choice = choices.pop((rect["option_of"], rect["who"]), None)
            if choice is not None:
                options = [r for r in ruling["rectifications"] if r.get("option_of") == rect["option_of"]]
                said[timing][(_choice(choice), _depends(*options))] = []
            continue
        said[timing].setdefault((f"{party(rect['who'])} {rect['modality']} {phrase(rect)}", _depends(rect)),
                                []).append(rect["law"])
    return {t: [f"{head} ({', '.join(dict.fromkeys(laws))}){tail}." if laws else f"{head.rstrip('.')}{tail}."
                for (head, tail), laws in entries.items()]
            for t, entries in said.items()}


def _depends(*rectifications: dict[str, Any]) -> str:
    """", if it stands: it depends on play" for what an unknown fact could undo (a choice: any of its options)."""
    kinds = list(dict.fromkeys(k for r in rectifications for k in r.get("depends_on", ())))
    return f", if it stands: it depends on {_kinds(kinds)}" if kinds else ""


def _choice(choice: dict[str, Any]) -> str:
    if choice["chosen"]:
        chosen = next(o for o in choice["options"] if o["option"] == choice["chosen"])
        return f"{party(choice['who'])} chose to {phrase(chosen, 'option')} ({chosen['law']})."
    options = "; ".join(f"({letter}) {phrase(o, 'option')} ({o['law']})"
                        for letter, o in zip("abcdefghij", choice["options"]))
    return f"{party(choice['who'])} chooses one: {options}."


def _from_your_facts(ruling: dict[str, Any]) -> str:
    """What the rules read straight off the stated facts (a finding one rule drew from given facts only): a lead
    out of turn that a trick winner implies, a player who showed out. Said so that a slip in the facts shows."""
    direct = [f for f in ruling["findings"]
              if any(all(u.get("given") for u in rule["uses"]) for rule in f["derived_by"])]
    return "; ".join(f"{_fact_text(f)} ({', '.join(dict.fromkeys(r['law'] for r in f['derived_by']))}"
                     + (f", if it stands: it depends on {_kinds(f['depends_on'])})" if f.get("depends_on") else ")")
                     for f in direct)


def _kinds(kinds: list[str]) -> str:
    return " and ".join(name(k) for k in kinds)


def _question(question: dict[str, Any]) -> str:
    """An open question in a few words: the fact kind and, where the rules fix them, the first values."""
    instance = max(question["instances"], key=lambda i: ("missing" in i, len(i["laws"]), len(i["values"])),
                   default=None) or {}
    types = {f["name"]: f["type"] for f in question["fields"]}
    values = ", ".join(f"{name(k)} {name(v, types.get(k))}" for k, v in instance.get("values", {}).items())
    missing = f": its {' and '.join(name(f) for f in instance['missing'])}" if instance.get("missing") else ""
    return f"{name(question['fact'])}" + (f" ({values}{missing})" if values else "")
