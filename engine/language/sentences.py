"""The sentences of ``rectification`` declarations: how the brief ruling says an action.

A sentence is a verb phrase ("correct the revoke at trick {trick}"): ``{name}`` is
replaced by the value of the parameter ``name``, and a part in brackets ("[, with
{follow_suit_with}]") is left out when a parameter in it is absent. The checker
uses ``parse`` to check a declaration against the rules; the brief renderer uses
``fill``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# When a rectification applies, in the order the director gives them at the table.
TIMINGS = ("now", "rest_of_hand", "end_of_play")
TIMING_TITLES = {"now": "Now", "rest_of_hand": "For the rest of the hand", "end_of_play": "At the end of play"}

_PART = re.compile(r"\[([^\[\]]*)\]|([^\[\]]+)")
_PLACEHOLDER = re.compile(r"\{([a-z_][a-z0-9_]*)\}")


@dataclass(frozen=True)
class Sentence:
    parts: tuple[tuple[str, bool], ...]  # (text, optional)

    @property
    def required(self) -> set[str]:
        """The parameters every use must give."""
        return {n for text, optional in self.parts if not optional for n in _PLACEHOLDER.findall(text)}

    @property
    def optional(self) -> set[str]:
        return {n for text, optional in self.parts if optional for n in _PLACEHOLDER.findall(text)}


def parse(sentence: str) -> Sentence | str:
    """The sentence's parts, or what is wrong with it (unbalanced or nested brackets, a stray brace)."""
    if sentence.count("[") != sentence.count("]"):
        return "its brackets [ ] do not pair up"
    position, parts = 0, []
    for match in _PART.finditer(sentence):
        if match.start() != position:
            return "a bracket [ ] is nested in another"
        position = match.end()
        optional = match.group(1) is not None
        parts.append((match.group(1) if optional else match.group(2), optional))
    if position != len(sentence):
        return "a bracket [ ] is nested in another"
    for text, _ in parts:
        if "{" in _PLACEHOLDER.sub("", text) or "}" in _PLACEHOLDER.sub("", text):
            return "a brace is not part of a {parameter}"
    return Sentence(tuple(parts))


def fill(sentence: str, values: dict[str, str]) -> str:
    """The sentence with its parameters' values (``values``: already as words); optional parts left out
    where a parameter is absent."""
    parsed = parse(sentence)
    if isinstance(parsed, str):
        raise ValueError(parsed)
    out = []
    for text, optional in parsed.parts:
        names = _PLACEHOLDER.findall(text)
        if optional and not all(n in values for n in names):
            continue
        out.append(_PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), text))
    return " ".join("".join(out).split())
