"""Values reach Prolog as data, never as code: the one quoting function and the bridge."""

from __future__ import annotations

import pytest

from engine.backends.to_prolog import quote
from engine.errors import EngineError


@pytest.mark.parametrize(
    ("value", "text"),
    [
        ("N", "'N'"),
        ("it's", "'it\\'s'"),
        ("a\\b", "'a\\\\b'"),
        ("x'). halt. foo('", "'x\\'). halt. foo(\\''"),
        ("line\nbreak", "'line\\xa\\break'"),
        ("Méndez", "'Méndez'"),
        (True, "true"),
        (12, "12"),
        (None, "'@none'"),
        (("a", 1), "['a', 1]"),
    ],
)
def test_quote(value, text):
    assert quote(value) == text


def test_nul_is_refused():
    with pytest.raises(EngineError, match="NUL"):
        quote("a\0b")


@pytest.mark.parametrize("hostile", ["x'). halt. foo('", "') :- halt. %", "\\", "'", "Ω\t\x7f"])
def test_hostile_atoms_round_trip_through_swi_prolog(hostile):
    from pyswip import Prolog

    answers = list(Prolog().query(f"X = {quote(hostile)}, atom_length(X, N)", catcherrors=True))
    assert answers[0]["X"] == hostile
    assert answers[0]["N"] == len(hostile)
