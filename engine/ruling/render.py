"""Render a ruling as text a director reads out at the table, or as JSON for programs."""

from __future__ import annotations

import json
import textwrap
from typing import Any

from engine.language import builtins

SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West", "NS": "North-South", "EW": "East-West"}
SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades", "NT": "notrump"}
_SUIT_TYPES = ("suit", "strain")
WIDTH = 88


def to_json(ruling: dict[str, Any]) -> str:
    return json.dumps(ruling, indent=2, ensure_ascii=False)


def name(value: Any, type_name: str | None = None) -> str:
    """A value as a director says it: seats, sides and suits by name, symbols with spaces."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    text = str(value)
    if type_name in _SUIT_TYPES:
        return SUIT_NAMES.get(text, text)
    return SEAT_NAMES.get(text, text.replace("_", " "))


def party(who: str, start: bool = True) -> str:
    """Who acts, as a director says it: a seat or side by name, or the director (capitalised to ``start`` a line)."""
    if who == "director":
        return "The director" if start else "the director"
    return name(who)


def phrase(item: dict[str, Any], action_key: str = "action") -> str:
    """What is done: the KB's sentence for it (``sentence``), else the action's name and its parameters."""
    if "sentence" in item:
        return item["sentence"]
    return name(item[action_key]) + (f" ({_parameters(item)})" if item["parameters"] else "")


def _who(rectification: dict[str, Any]) -> str:
    return f"{party(rectification['who'])} {rectification['modality']}"


def _parameters(item: dict[str, Any]) -> str:
    """An action's parameters, each printed as its type says (a suit S is spades, a seat S South)."""
    types = item.get("parameter_types", {})
    return ", ".join(f"{name(k)}: {name(v, types.get(k))}" for k, v in item["parameters"].items())


def law_title(ruling: dict[str, Any], item: dict[str, Any]) -> str:
    """The title of the law an item (a rectification, a rule node, ``defeated_by``) names: from the ruling's
    ``laws`` table, or the item's own ``title`` (``--derivations full``)."""
    if "title" in item:
        return item["title"]
    return ruling.get("laws", {}).get(item["law"], {}).get("title", "")


def law_wording(ruling: dict[str, Any], item: dict[str, Any]) -> dict[str, Any]:
    """The text (``engine.ruling.query.law_text``) of the law an item names: from ``laws``, or the item's own ``text``."""
    if "text" in item:
        return item["text"]
    return ruling.get("laws", {}).get(item["law"], {}).get("text", {})


def _wrap(text: str, indent: str) -> str:
    return textwrap.fill(" ".join(text.split()), WIDTH, initial_indent=indent, subsequent_indent=indent)


def _law_lines(rect: dict[str, Any], text: dict[str, Any], quoted: set[str], indent: str) -> list[str]:
    if rect["law"] in quoted or not text:
        return [f"{indent}(Law {rect['law']} quoted above)"] if text else []
    quoted.add(rect["law"])
    lines = []
    source = text.get("source", {})
    where = f"{source.get('file', '')}, {source.get('article', '')}" + (", a summary" if source.get("summary") else "")
    if "quote" in text:
        lines.append(_wrap(f"“{text['quote']}”", indent))
        lines.append(f"{indent}  ({where})")
    elif "unquoted" in text:
        lines.append(_wrap(f"[{text['unquoted']}]", indent))
    if "gist" in text:
        lines.append(_wrap(f"In short: {text['gist']}", indent))
    return lines


def _chain(node: dict[str, Any], findings: list[dict[str, Any]] | None = None) -> str:
    """The first line of reasoning under a rule, most specific law first: 64A1 ← 63A1 ← 61A.

    A use that refers to a finding (``"finding": i``, see ``engine.ruling.query.RulingBuilder``)
    is followed into ``findings``."""
    laws = [node["law"]]
    uses = node.get("uses", [])
    while uses and len(laws) < 40:
        derived = next((u for u in uses if "derived_by" in u or "finding" in u), None)
        if derived is None:
            break
        if "finding" in derived:
            derived = (findings or [])[derived["finding"]]
        rule = derived["derived_by"][0]
        laws.append(f"{rule['law']} ({name(derived['fact'])})")
        uses = rule.get("uses", [])
    return " ← ".join(laws)


def _fact_text(node: dict[str, Any]) -> str:
    types = node.get("types", {})
    values = ", ".join(f"{name(k)} {name(v, types.get(k))}" for k, v in node["values"].items())
    return f"{name(node['fact'])}: {values}"


def _choice_lines(choice: dict[str, Any]) -> list[str]:
    who = name(choice["who"])
    if choice["chosen"]:
        return [f"{who} chose: {name(choice['chosen'])} ({name(choice['choice'])}).", ""]
    lines = [f"{who} chooses one of ({name(choice['choice'])}):"]
    for letter, option in zip("abcdefghij", choice["options"]):
        params = f" ({_parameters(option)})" if option["parameters"] else ""
        lines.append(_wrap(f"({letter}) {name(option['option'])}{params}, Law {option['law']}", "   "))
        for then in option.get("follows", []):
            lines.append(_wrap(f"then {then['law']}: {_who(then)}: {name(then['action'])}"
                               + (f" ({_parameters(then)})" if then["parameters"] else ""), "       "))
    return lines + [""]


def _nothing_prescribed(ruling: dict[str, Any]) -> str:
    """What to say when no rectification applies: never "nothing" beside a finding or a gap."""
    if ruling["findings"]:
        return ("The encoded laws establish the facts listed below but prescribe no rectification for them: "
                "the director rules on them under the laws they refer to, or at his discretion.")
    if ruling.get("open_questions"):
        return "No rectification follows from the facts as known; the open questions below could change that."
    if ruling.get("not_encoded"):
        return f"No rectification under the {ruling['edition']} Laws as encoded; see what is not encoded below."
    return "No law of the knowledge base prescribes anything for these facts."


def _not_encoded_lines(ruling: dict[str, Any]) -> list[str]:
    """Paragraphs the ruling leans on or that other editions apply, which this KB does not encode here."""
    lines = []
    for item in ruling.get("not_encoded", []):
        if item["reason"] == "other_edition":
            text = (f"- Law {item['law']} ({item['title']}) is encoded for the {', '.join(item['encoded_in'])} Laws "
                    f"but not for the {ruling['edition']} Laws: under those Laws it applies to these facts; "
                    "this ruling does not cover it.")
        else:
            text = f"- Law {item['law']}, referred to by Law {', '.join(item['cited_by'])}: not encoded in this knowledge base."
        lines.append(_wrap(text, "  "))
    return ["", "Not encoded:", *lines] if lines else []


_WHY_UNKNOWN = {"stated": "the incident says it is not known", "not_stated": "the incident does not say",
                "incomplete": "the record lacks cards of a trick played before the last"}
LAWS_SHOWN = 6  # paragraphs listed per open question before "and N more"
INSTANCES_SHOWN = 4  # values listed per open question


def _laws_list(laws: list[str]) -> str:
    shown = ", ".join(laws[:LAWS_SHOWN])
    return shown + (f" and {len(laws) - LAWS_SHOWN} more" if len(laws) > LAWS_SHOWN else "")


def question_lines(question: dict[str, Any], indent: str = "  ", shown: int | None = INSTANCES_SHOWN) -> list[str]:
    """One open question: what is not known, and for which values which paragraphs hinge on it."""
    lines = [textwrap.fill(f"- {question['question']} ({name(question['fact'])}: {_WHY_UNKNOWN[question['why']]})",
                           WIDTH, initial_indent=indent, subsequent_indent=indent + "  ")]
    types = {f["name"]: f["type"] for f in question["fields"]}
    # a stated fact's missing fields first, then the instances that bring in the most paragraphs, the most precise
    instances = sorted(question["instances"], key=lambda i: ("missing" not in i, -len(i["laws"]), -len(i["values"])))
    for instance in instances[:shown]:
        values = ", ".join(f"{name(k)} {name(v, types.get(k))}" for k, v in instance["values"].items())
        if "missing" in instance:
            values += f" — its {' and '.join(name(f) for f in instance['missing'])}?"
        lines.append(_wrap(f"{values or 'any'}: could bring in Law {_laws_list(instance['laws'])}", indent + "    "))
        if "if_so" in instance:
            lines.append(_wrap(_if_so_text(instance["if_so"]), indent + "      "))
    if shown is not None and len(instances) > shown:
        lines.append(f"{indent}    … and {len(instances) - shown} more (engine questions lists them all)")
    return lines


def _said(rect: dict[str, Any]) -> str:
    """A rectification in one line: its sentence where the KB gives one, else its action and parameters."""
    return f"{party(rect['who'], start=False)} {rect['modality']} {phrase(rect)} ({rect['law']})"


def _if_so_text(if_so: dict[str, Any]) -> str:
    """What the ruling becomes if that fact holds: the rectifications it adds and takes away."""
    if if_so.get("impossible"):
        return "if so: the facts would contradict each other"
    parts = [f"adds: {'; '.join(_said(r) for r in if_so['adds'])}" if if_so["adds"] else "",
             f"takes away: {'; '.join(_said(r) for r in if_so['takes_away'])}" if if_so["takes_away"] else ""]
    return "if so, the ruling " + (" and ".join(p for p in parts if p) or "does not change") + "."


def _open_question_lines(ruling: dict[str, Any]) -> list[str]:
    questions = [q for q in ruling.get("open_questions", []) if not q.get("independent")]
    lines = ["Open questions: the answers could change this ruling (engine questions lists them all).",
             *[line for q in questions for line in question_lines(q)], ""] if questions else []
    return lines + other_irregularities_lines(ruling.get("open_questions", []))


def other_irregularities_lines(questions: list[dict[str, Any]]) -> list[str]:
    """The unknown kinds that would only matter as irregularities of their own, in one paragraph."""
    others = [q for q in questions if q.get("independent")]
    if not others:
        return []
    kinds = "; ".join(f"{name(q['fact'])} (Law {_laws_list(q['laws'])})" for q in others)
    return [_wrap(f"Also not known, and each an irregularity of its own if it happened: {kinds}.", ""), ""]


def _unknown_note(ruling: dict[str, Any]) -> list[str]:
    """Said first when a part of the ruling could change with a fact the incident does not know."""
    doubtful = any(r.get("depends_on") for r in ruling["rectifications"])
    if not doubtful and (not ruling.get("open_questions") or not ruling["rectifications"]):
        return []  # nothing, or nothing prescribed: _nothing_prescribed says it
    if doubtful:
        text = ("Provisional: the incident leaves facts unknown that could change this ruling; the items marked "
                "“depends on” may not stand, and the open questions below say what to find out.")
    else:
        text = ("What follows stands whatever the unknown facts are, but they could add to it: "
                "the open questions below say what to find out.")
    return [_wrap(text, ""), ""]


def to_text(ruling: dict[str, Any]) -> str:
    lines = [f"Ruling under the {ruling['edition']} Laws on {ruling['incident']}", ""]
    lines.extend(_unknown_note(ruling))
    quoted: set[str] = set()
    if not ruling["rectifications"]:
        lines.append(_nothing_prescribed(ruling))
    for i, rect in enumerate(ruling["rectifications"], 1):
        lines.append(f"{i}. Law {rect['law']}, {law_title(ruling, rect)}")
        lines.append(_wrap(f"{_who(rect)}: {name(rect['action'])}" + (f" ({_parameters(rect)})" if rect["parameters"] else ""), "   "))
        lines.extend(_law_lines(rect, law_wording(ruling, rect), quoted, "   "))
        for node in rect["derivation"]:
            lines.append(_wrap(f"Why: {_chain(node, ruling['findings'])}", "   "))
        if rect.get("depends_on"):
            lines.append(_wrap(f"Depends on what is not known: {', '.join(name(k) for k in rect['depends_on'])}", "   "))
        lines.append("")
    for choice in ruling.get("choices", []):
        lines.extend(_choice_lines(choice))
    lines.extend(_open_question_lines(ruling))
    transferred = ruling.get("tricks_transferred")
    if transferred:
        itemised = [r["law"] for r in ruling["rectifications"] if r["action"] == builtins.TRANSFER_ACTION]
        lines.append(
            f"Tricks transferred: {transferred['count']} to {name(transferred['to'])} ({', '.join(itemised)})."
        )
    elif any(r.get("timing") == "end_of_play" for r in ruling["rectifications"]):
        lines.append("Tricks transferred: none.")  # said where the ruling speaks of the end of play, not of an auction
    lines.extend(_not_encoded_lines(ruling))
    if ruling["findings"]:
        lines += ["", "Established facts:"]
        for finding in ruling["findings"]:
            laws = sorted({d["law"] for d in finding["derived_by"]})
            lines.append(_wrap(f"- {_fact_text(finding)} (Law {', '.join(laws)})", "  "))
    if ruling["overruled"]:
        lines += ["", "Considered and ruled out:"]
        for item in ruling["overruled"]:
            by = item["defeated_by"]
            lines.append(_wrap(
                f"- {item['law']} would apply ({name(item['rule'])}), but {by['law']} defeats it: {law_title(ruling, by)}.",
                "  ",
            ))
    return "\n".join(lines) + "\n"
