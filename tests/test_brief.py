"""The brief ruling (``engine query --format brief``): the order a director gives a ruling in, and plain words.

On every shipped example: the sections come in the order now, rest of the hand, end
of play; every rectification is said with its KB sentence (no action or parameter
names, nothing like ``trick: 4``), its paragraph id and its seat or side by name; a
choice is said once; an auction incident says nothing of tricks; a ruling without
rectification says so.
"""

from __future__ import annotations

import re
import subprocess

import pytest

from conftest import EXAMPLES, ROOT
from engine.ruling.brief import to_brief
from engine.ruling.incident import load_incident, read_incident_file
from engine.ruling.query import rule_incident
from engine.language.sentences import TIMING_TITLES, TIMINGS

PATHS = sorted(EXAMPLES.glob("*.json"))


def _auction_law(law: str) -> bool:
    """Laws 16-40 and 75: the auction (and information from it)."""
    number = int(re.match(r"\d+", law).group())
    return 16 <= number <= 40 or number == 75


def _ruling(kb, backends, path, backend="experta"):
    return rule_incident(kb, backends[backend], load_incident(read_incident_file(path), kb, path.name))


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.stem)
def test_every_example_reads_as_a_director_says_it(kb, backends, path):
    ruling = _ruling(kb, backends, path)
    brief = to_brief(ruling)
    titles = [TIMING_TITLES[t] + ":" for t in TIMINGS]
    shown = [t for t in titles if t in brief.splitlines()]
    assert shown == sorted(shown, key=titles.index), "sections out of order"
    for rect in ruling["rectifications"]:
        assert "sentence" in rect and "timing" in rect, f"{rect['action']} has no rectification declaration"
        made = any(c["chosen"] for c in ruling["choices"] if c["choice"] == rect.get("option_of"))
        assert made or rect["law"] in brief, "a rectification is left out (only a choice made drops its other options)"
    body = brief.split("\n", 1)[1]  # the heading names the file, which may hold underscores
    assert "_" not in body, "an internal name reached the brief ruling"
    assert not re.search(r"\([a-z_ ]+: ", body.split("Find out:")[0]), "parameters are shown as (name: value)"
    assert " would apply" not in brief and "defeats" not in brief
    if not ruling["rectifications"]:
        assert "No rectification" in brief
    if ruling["rectifications"] and all(_auction_law(r["law"]) for r in ruling["rectifications"]):
        assert "trick" not in body.lower(), "an auction ruling speaks of tricks"


def test_a_choice_is_said_once_with_its_options(kb, backends):
    ruling = _ruling(kb, backends, EXAMPLES / "premature-play-by-defender.json")
    brief = to_brief(ruling)
    assert brief.count("chooses one:") == 1
    assert "(a) " in brief and "(b) " in brief and "(c) " in brief


def test_transfers_come_last_with_their_total(kb, backends):
    ruling = _ruling(kb, backends, EXAMPLES / "revoke-established-offender-won-trick.json", "prolog")
    brief = to_brief(ruling)
    assert brief.index("Now:") < brief.index("At the end of play:") < brief.index("In all: 2 tricks to North-South.")
    assert "North-South" in brief.split("At the end of play:")[1]


def test_what_an_unknown_could_undo_is_said_to_depend_on_it(kb, backends):
    brief = to_brief(_ruling(kb, backends, EXAMPLES / "partial-story-defender-shows-out.json"))
    assert brief.splitlines()[1].startswith("Provisional")
    assert "if it stands: it depends on play" in brief
    choice = next(line for line in brief.split("\n- ") if "chooses one" in line)
    assert "it depends on play" in choice, "a choice whose options an unknown could undo says so"
    assert "Find out: play (trick 3" in brief


def test_the_cli_prints_it():
    result = subprocess.run([str(ROOT / ".venv" / "bin" / "engine"), "query", "--format", "brief",
                             "kb/examples/revoke-established-offender-won-trick.json"],
                            cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Ruling under the 1997 Laws, in brief")


def test_what_the_rules_read_straight_off_the_facts_is_said_first(kb, backends):
    """A lead out of turn that only the trick winner implies is named, so that a slip in the facts shows."""
    brief = to_brief(_ruling(kb, backends, EXAMPLES / "lead-out-of-turn-accepted-by-playing.json"))
    assert brief.index("From your facts: lead out of turn: by East, trick 5 (53A)") < brief.index("Now:")
