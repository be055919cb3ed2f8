"""``engine ask``: the interview (engine.ruling.interview) on a terminal, or from an answers file.

On a terminal the director picks the situation from a menu, then answers each
question with the values offered (seats, suits, trick numbers, yes/no; "?" is
always "don't know"); prompt_toolkit draws the prompts. Without a terminal the
answers come from ``--answers FILE``, a JSON object keyed as an incident file
(a kind the interview asks and the file leaves out is answered "none"; one the
file lists in ``unknown``, "don't know"), so interviews are scriptable. The
interview ends with the brief ruling; ``--save FILE`` writes the incident it
built, on which ``engine query`` gives the same ruling.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable

from engine.errors import Diagnostic, EngineError
from engine.language import ast
from engine.ruling.brief import to_brief
from engine.ruling.interview import DONT_KNOW, Interview, Question, answers_from
from engine.ruling.query import rule_incident
from engine.ruling.render import name
from engine.ruling.unknowns import field_values

SITUATION_KEY = "situation"  # in an answers file: the situation the interview starts from
Prompt = Callable[[str, list[str]], str]  # asks one line, offering these words; returns what was typed


# ---------------------------------------------------------------- answers from a file


def situation_of(kb, chosen: str | None, answers: dict[str, Any] | None) -> str:
    """The situation asked for (--situation), else the answers file's."""
    situation = chosen or (answers or {}).get(SITUATION_KEY)
    if situation is None:
        raise EngineError(Diagnostic("name the situation the interview starts from: --situation NAME "
                                     f"(one of {', '.join(kb.situations)}), or \"situation\" in the answers file"))
    return situation


def ask_from_file(interview: Interview, answers: dict[str, Any]) -> list[dict[str, Any]]:
    """Every question answered from ``answers``: the transcript, each question with its answer."""
    transcript = []
    while (question := interview.next_question()) is not None:
        value = answers_from(answers, question)
        interview.answer(question.key, value)
        transcript.append(_entry(question, value))
    return transcript


def _entry(question: Question, value: Any) -> dict[str, Any]:
    answer = "don't know" if value is DONT_KNOW else value
    entry: dict[str, Any] = {"ask": question.key, "question": question.text, "answer": answer,
                             "types": {f.name: f.type_name for f in question.fact.fields} if question.fact else {}}
    if question.hint:
        entry["laws"] = question.hint["laws"]
    return entry


# ---------------------------------------------------------------- answers on a terminal


def terminal_prompt() -> Prompt:
    """prompt_toolkit's prompt, completing the words offered."""
    from prompt_toolkit import prompt
    from prompt_toolkit.completion import WordCompleter

    return lambda message, words: prompt(message, completer=WordCompleter(words, ignore_case=True) if words else None)


def choose_situation(kb, ask: Prompt, out=sys.stdout) -> str:
    situations = list(kb.situations.values())
    print("What happened?", file=out)
    for number, situation in enumerate(situations, 1):
        print(f"  {number:2}. {situation.text}", file=out)
    while True:
        typed = ask("Number: ", [str(n) for n in range(1, len(situations) + 1)]).strip()
        if typed.isdigit() and 1 <= int(typed) <= len(situations):
            return situations[int(typed) - 1].name
        print(f"  a number from 1 to {len(situations)}", file=out)


def ask_on_terminal(interview: Interview, ask: Prompt, out=sys.stdout) -> list[dict[str, Any]]:
    """Ask each question until nothing open could change the ruling; a refused answer is asked again."""
    transcript = []
    while (question := interview.next_question()) is not None:
        print(f"\n{len(transcript) + 1}. {question.text}", file=out)
        if question.hint:
            laws = ", ".join(question.hint["laws"][:6])
            print(f"   (the answer matters to Law {laws}; ? = don't know)", file=out)
        while True:
            value = _read_answer(question, interview, ask, out)
            try:
                interview.answer(question.key, value)
                break
            except EngineError as error:
                print(f"   {error.render()}", file=out)
        transcript.append(_entry(question, value))
    return transcript


def _read_answer(question: Question, interview: Interview, ask: Prompt, out) -> Any:
    if question.fact is None:  # declarer
        seat = _ask_value(ask, "   Declarer's seat", ["N", "E", "S", "W"], optional=False, out=out)
        return DONT_KNOW if seat is DONT_KNOW else seat
    if question.fact.single:
        there = ask("   Is there one? (y/n/?): ", ["y", "n", "?"]).strip().lower()
        if there.startswith("?"):
            return DONT_KNOW
        return _read_fact(question.fact, interview, ask, out) if there.startswith("y") else None
    typed = ""
    while not typed.isdigit():
        typed = ask("   How many? (0 = none, ? = don't know): ", ["0", "1", "2", "3", "?"]).strip()
        if typed.startswith("?"):
            return DONT_KNOW
    facts = []
    for number in range(int(typed)):
        print(f"   {question.key} {number + 1}:", file=out)
        fact = _read_fact(question.fact, interview, ask, out)
        if fact is DONT_KNOW:
            return DONT_KNOW
        facts.append(fact)
    return facts


def _read_fact(fact: ast.FactDecl, interview: Interview, ask: Prompt, out) -> Any:
    """One fact, field by field; "?" skips an optional field, and makes the kind unknown for a required one."""
    values: dict[str, Any] = {}
    for field in fact.fields:
        allowed = field_values(interview.kb, field)
        optional = field.optional or field.default is not None
        value = _ask_value(ask, f"     {field.name} ({field.doc or field.type_name})", allowed, optional, out)
        if value is DONT_KNOW:
            if not optional:
                return DONT_KNOW
            continue
        values[field.name] = value
    return values


def _ask_value(ask: Prompt, label: str, allowed: Any, optional: bool, out) -> Any:
    words = [str(v).lower() if isinstance(v, bool) else str(v) for v in allowed] if isinstance(allowed, list) else []
    shown = ", ".join(words) if words else f"a number from {allowed['from']}" + (
        f" to {allowed['to']}" if allowed.get("to") is not None else "")
    while True:
        typed = ask(f"{label} [{shown}; ?{' or Enter' if optional else ''}]: ", [*words, "?"]).strip()
        if typed in ("?", "") and (optional or typed == "?"):
            return DONT_KNOW
        value = _parsed(typed, allowed)
        if value is not None:
            return value
        print(f"     not one of: {shown}", file=out)


def _parsed(typed: str, allowed: Any) -> Any:
    if isinstance(allowed, dict):
        if typed.lstrip("-").isdigit():
            number = int(typed)
            low, high = allowed["from"], allowed["to"]
            if (low is None or number >= low) and (high is None or number <= high):
                return number
        return None
    by_text = {str(v).lower(): v for v in allowed}
    return by_text.get(typed.lower(), by_text.get({"y": "true", "yes": "true", "n": "false", "no": "false"}.get(
        typed.lower(), ""), None))


# ---------------------------------------------------------------- the result


def save_incident(data: dict[str, Any], path: Path, situation_text: str) -> None:
    """Write the incident built, whole or not at all (a temporary file renamed into place)."""
    incident = {"story": f"Built by engine ask, from the situation: {situation_text}", **data}
    text = json.dumps(incident, indent=2, ensure_ascii=False) + "\n"
    folder = path.parent if str(path.parent) else Path(".")
    try:
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
        os.replace(temporary, path)
    except OSError as error:
        raise EngineError(Diagnostic(f"cannot write the incident: {error.strerror or error}", where=str(path))) from None


def result(interview: Interview, transcript: list[dict[str, Any]]) -> dict[str, Any]:
    return {"situation": interview.situation.name, "questions": transcript,
            "incident": interview.incident_data(), "ruling": interview.ruling(rule_incident)}


def result_text(outcome: dict[str, Any]) -> str:
    lines = [f"{len(outcome['questions'])} question(s) asked:"]
    for number, entry in enumerate(outcome["questions"], 1):
        lines.append(f"  {number}. {entry['ask']}: {_answer_text(entry['answer'], entry['types'])}")
    return "\n".join(lines) + "\n\n" + to_brief(outcome["ruling"])


def _answer_text(answer: Any, types: dict[str, str]) -> str:
    if answer in (None, []):
        return "none"
    if isinstance(answer, str):
        return name(answer)
    items = answer if isinstance(answer, list) else [answer]
    return "; ".join(", ".join(f"{k} {name(v, types.get(k))}" for k, v in item.items()) for item in items)
