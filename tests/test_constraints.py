"""Impossible incidents (kb/constraints.law) are refused on both backends, naming the facts; possible ones still rule.

Incidents are partial records, so only what is impossible whatever is unrecorded is refused:
the near cases below (two leads to a trick, five cards on a trick, ...) must still rule.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ENGINE = str(Path(sys.executable).parent / "engine")
BACKENDS = ("experta", "prolog")


def run(tmp_path: Path, incident: dict, backend: str) -> subprocess.CompletedProcess:
    path = tmp_path / "incident.json"
    path.write_text(json.dumps(incident), encoding="utf-8")
    return subprocess.run([ENGINE, "query", str(path), "--backend", backend], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


def exposed(by: str, suit: str = "S", rank: str = "king", **more) -> dict:
    return {"by": by, "period": "play_period", "trick": 3, "suit": suit, "rank": rank, "way": "dropped", **more}


IMPOSSIBLE = {
    "play-after-claim": (
        {"declarer": "S", "claim": [{"by": "S", "trick": 2}], "play": [{"by": "W", "trick": 3, "suit": "H", "led": True}]},
        "play ends with the claim", ["claim(by: S, trick: 2, part: made)", "play(by: W, trick: 3, suit: H, led: true, faced: false)"]),
    "trick-won-after-claim": (
        {"declarer": "S", "claim": [{"by": "E", "trick": 9}], "trick_won": [{"trick": 11, "by": "N"}]},
        "a trick after a claim or concession is recorded as won", ["claim(by: E, trick: 9, part: made)", "trick_won(trick: 11, by: N)"]),
    "same-card-exposed-twice": (
        {"declarer": "S", "exposed_card": [exposed("E"), exposed("W")]},
        "two players exposed the same card", ["exposed_card(by: E", "exposed_card(by: W"]),
    "trick-during-auction": (
        {"exposed_card": [exposed("E", period="auction_period")]},
        "no trick is played during the auction", ["period: auction_period, trick: 3"]),
    "visible-1000": (
        {"declarer": "S", "cards_at_once": [{"by": "E", "trick": 4, "visible": 1000}]},
        "more cards are seen", ["cards_at_once(by: E, trick: 4, visible: 1000)"]),
    "visible-negative": (
        {"declarer": "S", "cards_at_once": [{"by": "E", "trick": 4, "visible": -2}]},
        "a negative number of cards", ["visible: -2"]),
}


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("case", sorted(IMPOSSIBLE))
def test_an_impossible_incident_is_refused_naming_the_facts(tmp_path, backend, case):
    incident, message, facts = IMPOSSIBLE[case]
    result = run(tmp_path, incident, backend)
    assert result.returncode == 2, result.stdout[-1000:] + result.stderr
    assert result.stdout == ""
    assert "error: contradictory facts: " in result.stderr and message in result.stderr, result.stderr
    for fact in facts:
        assert fact in result.stderr, result.stderr
    assert "Traceback" not in result.stderr and "True" not in result.stderr


POSSIBLE = {
    "play-at-the-claim-trick": {"declarer": "S", "claim": [{"by": "S", "trick": 3}],
                                "play": [{"by": "W", "trick": 3, "suit": "H", "led": True}]},
    "same-card-exposed-with-an-extra-card": {"declarer": "S", "exposed_card": [exposed("E"), exposed("W")],
                                             "extra_card": [{"holder": "W"}]},
    "same-player-exposes-two-cards": {"declarer": "S", "exposed_card": [exposed("E"), exposed("E", rank="queen")]},
    "two-leads-to-one-trick": {"declarer": "S", "trick_won": [{"trick": 5, "by": "S"}],
                               "play": [{"by": "E", "trick": 6, "suit": "H", "led": True},
                                        {"by": "S", "trick": 6, "suit": "C", "led": True}]},
    "a-fifth-card-on-a-trick": {"declarer": "S", "play": [{"by": s, "trick": 2, "suit": "C", "led": s == "N"} for s in "NESW"]
                                + [{"by": "N", "trick": 2, "suit": "D"}], "card_added_to_complete_trick": [{"by": "N", "trick": 2}]},
    "trick-won-by-a-seat-whose-card-is-not-recorded": {"declarer": "S", "trick_won": [{"trick": 4, "by": "E"}],
                                                       "play": [{"by": "N", "trick": 4, "suit": "S", "led": True}]},
    "cards-at-once-13-visible": {"declarer": "S", "cards_at_once": [{"by": "E", "trick": 4, "visible": 13}]},
}


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("case", sorted(POSSIBLE))
def test_a_possible_incident_close_to_an_impossible_one_rules(tmp_path, backend, case):
    result = run(tmp_path, POSSIBLE[case], backend)
    assert result.returncode == 0, result.stderr
