"""Unknown is not false (grammar/README.md): what an incident does not know never yields a confident ruling
that it could overturn, the open questions come from the rules, and both backends say the same.

The main check takes every shipped example, forgets one kind of fact it states (removes it and names it
in ``unknown``) and rules on that partial incident: the full example is one completion of the partial one,
so whatever the partial ruling gives as standing whatever the unknown facts are (no ``depends_on``) must
be in the full ruling, and a partial ruling that lacks part of the full one must say that something is open.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from conftest import EXAMPLES, ROOT
from engine.backends import BACKENDS, make_backend
from engine.language.kb import load_kb
from engine.ruling.incident import load_incident, read_incident_file
from engine.ruling.query import rectification_key as _key, rule_incident
from engine.ruling.unknowns import questions

ENGINE = str(ROOT / ".venv" / "bin" / "engine")
PATHS = sorted(EXAMPLES.glob("*.json"))
_RESERVED = ("edition", "story", "declarer", "unknown")


def _partials() -> list[tuple[Path, str]]:
    """(example, a fact kind it states): each example once per kind it states."""
    found = []
    for path in PATHS:
        data = json.loads(path.read_text())
        found.extend((path, kind) for kind in data if kind not in _RESERVED)
    return found


def _rule(kb, backend, data: dict, source: str) -> dict:
    return rule_incident(kb, backend, load_incident(data, kb, source))


def _finding_key(finding: dict) -> str:
    return json.dumps([finding["fact"], finding["values"]], sort_keys=True)


@pytest.mark.parametrize("path,kind", _partials(), ids=lambda v: v.stem if isinstance(v, Path) else v)
def test_a_forgotten_fact_never_leaves_a_confident_ruling_it_could_overturn(kb, backends, path, kind):
    data = json.loads(path.read_text())
    full = _rule(kb, backends["prolog"], data, path.name)
    partial_data = {k: v for k, v in data.items() if k != kind}
    partial_data["unknown"] = sorted({*data.get("unknown", ()), kind})
    partial = {name: _rule(kb, backends[name], partial_data, path.name) for name in BACKENDS}
    assert partial["experta"] == partial["prolog"], "the backends disagree on the partial incident"
    ruling = partial["prolog"]
    full_rectifications = {_key(r) for r in full["rectifications"]}
    for rectification in ruling["rectifications"]:
        if not rectification.get("depends_on"):
            assert _key(rectification) in full_rectifications, (
                f"without {kind}, {rectification['law']} {rectification['action']} is given as certain, "
                "but the full incident does not have it")
    full_findings = {_finding_key(f) for f in full["findings"]}
    for finding in ruling["findings"]:
        if not finding.get("depends_on"):
            assert _finding_key(finding) in full_findings, f"without {kind}, finding {finding['fact']} is given as certain"
    certain = {_key(r) for r in ruling["rectifications"] if not r.get("depends_on")}
    if full_rectifications - certain:
        doubtful = any(r.get("depends_on") for r in ruling["rectifications"])
        assert doubtful or ruling["open_questions"], (
            f"without {kind} the ruling lacks {sorted(full_rectifications - certain)[:2]} and says nothing is open")


def test_a_complete_incident_has_no_questions_and_nothing_depends(kb, backends):
    path = EXAMPLES / "revoke-established-offender-won-trick.json"
    ruling = _rule(kb, backends["experta"], json.loads(path.read_text()), path.name)
    assert ruling["open_questions"] == []
    assert not any("depends_on" in r for r in ruling["rectifications"])


def test_the_issue_story_gets_no_confident_premature_play_ruling(kb, backends):
    """West shows out at trick 3, then leads trick 4; the other plays to trick 3 were never recorded."""
    path = EXAMPLES / "partial-story-defender-shows-out.json"
    data = json.loads(path.read_text())
    for name in BACKENDS:
        ruling = _rule(kb, backends[name], data, path.name)
        premature = [r for r in ruling["rectifications"] if r["law"].startswith("57A")]
        assert premature and all(r.get("depends_on") == ["play"] for r in premature)
        play = next(q for q in ruling["open_questions"] if q["fact"] == "play")
        assert play["why"] == "incomplete"
        assert all(i["values"].get("trick", 3) == 3 for i in play["instances"]), "only trick 3's cards are missing"


def test_a_kind_the_incident_does_not_know_need_not_be_asked(kb, backends):
    """An unknown that no rule could use on this incident (holdings, in an auction) raises no question."""
    path = EXAMPLES / "call-out-of-rotation-accepted-by-lho.json"
    data = {**json.loads(path.read_text()), "unknown": ["holding", "trick_won"]}
    result = questions(kb, backends["prolog"], load_incident(data, kb, path.name))
    assert result["questions"] == []


_NEW_RULE = '''
incident fact tray_passed "The tray was passed to the next table." {
  by: seat
}

rule revoke_reviewed_unless_tray_passed "A test rule: the director reviews an established revoke unless the tray was passed." {
  implements 64C editions 1997, 2007
  when
    revoke_established(by: ?o, trick: ?t)
    not tray_passed(by: ?o)
  then
    rectify review_revoke(trick: ?t) may director
}

rectification review_revoke end_of_play "review the revoke at trick {trick}"
'''


def test_questions_come_from_the_rules_adding_a_rule_adds_its_question(kb_copy):
    """The questions are computed from the rules: a kind no rule reads is never asked; once a rule reads it, it is."""
    path = EXAMPLES / "revoke-established-offender-won-trick.json"
    data = {**json.loads(path.read_text()), "unknown": ["tray_passed"]}
    decl, rule = _NEW_RULE.split("\nrule ", 1)
    (kb_copy / "zz_test.law").write_text(decl)
    before = load_kb(kb_copy)
    asked = questions(before, make_backend("prolog", before), load_incident(data, before, path.name))
    assert asked["questions"] == []
    (kb_copy / "zz_test.law").write_text(decl + "\nrule " + rule)
    after = load_kb(kb_copy)
    for name in BACKENDS:
        asked = questions(after, make_backend(name, after), load_incident(data, after, path.name))
        assert [(q["fact"], q["laws"]) for q in asked["questions"]] == [("tray_passed", ["64C"])]
        assert asked["questions"][0]["instances"] == [{"values": {"by": "E"}, "laws": ["64C"]}]
        ruling = rule_incident(after, make_backend(name, after), load_incident(data, after, path.name))
        review = next(r for r in ruling["rectifications"] if r["action"] == "review_revoke")
        assert review["depends_on"] == ["tray_passed"]


def _engine(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([ENGINE, *args], cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_engine_questions_lists_them_as_text_and_json():
    path = "kb/examples/partial-story-defender-shows-out.json"
    text = _engine("questions", path)
    assert text.returncode == 0, text.stderr
    assert "in the order to ask them" in text.stdout and "trick 3" in text.stdout
    result = json.loads(_engine("questions", path, "--format", "json", "--backend", "prolog").stdout)
    assert [q["fact"] for q in result["questions"]] == ["play", "holding"]
    # ruled each way: had East played to trick 3, West's card would not have been premature
    east = next(i for i in result["questions"][0]["instances"]
                if i["values"] == {"by": "E", "trick": 3} and "if_so" in i)
    assert "57A" in {r["law"] for r in east["if_so"]["takes_away"]} and not east["if_so"]["adds"]
    none = _engine("questions", "kb/examples/revoke-established-offender-won-trick.json")
    assert none.returncode == 0 and ": none;" in none.stdout


def test_the_text_ruling_says_what_is_provisional():
    out = _engine("query", "kb/examples/partial-story-defender-shows-out.json").stdout
    assert out.index("Provisional") < out.index("1. Law")
    assert "Depends on what is not known: play" in out
    assert "Open questions" in out


@pytest.mark.parametrize("unknown,message", [
    (["holdings"], "is not one of"),
    (["event.zone"], "both stated and unknown"),
])
def test_a_bad_unknown_is_refused_with_its_place(tmp_path, unknown, message):
    incident = {"edition": "2007", "event": {"zone": "ebl"}, "unknown": unknown}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(incident))
    result = _engine("query", str(path))
    assert result.returncode == 2
    assert message in result.stderr and "bad.json" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_field_named_unknown_need_not_be_given_and_is_not_false(kb, backends):
    """South dropped a club during the auction; nobody saw which: the rank is unknown, and the ruling under
    Law 24 (which turns on the rank: 24A a low card, 24B an honour) is not given as if the card had none."""
    full = json.loads((EXAMPLES / "card-exposed-during-auction-low-card.json").read_text())
    card = {k: v for k, v in full["exposed_card"][0].items() if k != "rank"}
    data = {**full, "exposed_card": [card], "unknown": ["exposed_card.rank"]}
    for name in BACKENDS:
        ruling = _rule(kb, backends[name], data, "rank-unknown.json")
        assert not [r for r in ruling["rectifications"] if r["law"].startswith("24") and not r.get("depends_on")]
        assert "exposed_card" in [q["fact"] for q in ruling["open_questions"]]
