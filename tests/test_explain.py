"""Teaching commands: explain (why), why-not, what-if and law, on shipped revoke examples."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import EXAMPLES, ROOT
from engine.backends import BACKENDS
from engine.ruling.matching import Facts
from engine.teaching.conditions import evaluate
from engine.teaching.explain import explain, explain_text
from engine.ruling.incident import load_incident, read_incident_file
from engine.teaching.what_if import Change, what_if, what_if_text
from engine.teaching.why_not import why_not, why_not_text

ENGINE = str(Path(sys.executable).parent / "engine")
WON = EXAMPLES / "revoke-established-offender-won-trick.json"
NEXT_BOARD = EXAMPLES / "revoke-noticed-on-next-board.json"
WON_NOTHING = EXAMPLES / "revoke-offending-side-won-nothing.json"
TWELFTH = EXAMPLES / "revoke-twelfth-trick.json"
TRANSFERS = {"revoke_trick_transferred", "later_trick_transferred"}  # the 64A1 rules that transfer tricks


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([ENGINE, *args], cwd=ROOT, capture_output=True, text=True, timeout=300)


def incident(kb, path: Path, edition: str | None = None):
    return load_incident(read_incident_file(path), kb, str(path.relative_to(ROOT)), edition)


def condition_at(kb, rule: str, text: str) -> str:
    """``file:line`` of a rule's condition, checked against the .law file itself."""
    for condition in kb.rule_by_name[rule].conditions:
        line = (ROOT / condition.span.file).read_text(encoding="utf-8").splitlines()[condition.span.line - 1]
        if line.strip() == text:
            return f"{condition.span.file}:{condition.span.line}"
    raise AssertionError(f"{rule} has no condition {text!r}")


def flat(text: str) -> str:
    """Text with its wrapping undone, to look for phrases."""
    return " ".join(text.split())


def derived_by(node: dict, fact: str, law: str) -> dict:
    """The rule node (of ``law``) deriving the fact ``fact`` that ``node`` uses."""
    use = next(u for u in node["uses"] if u["fact"] == fact)
    return next(d for d in use["derived_by"] if d["law"] == law)


# ---------------------------------------------------------------- explain


@pytest.mark.parametrize("backend", BACKENDS)
def test_explain_tree_runs_64A1_from_63A1_from_61A_with_quotes(kb, backends, backend):
    result = explain(kb, backends[backend], incident(kb, WON))
    transfer = next(r for r in result["rectifications"]
                    if r["law"] == "64A1" and r["parameters"]["trick"] == "revoke_trick")
    top = transfer["derivation"][0]
    assert (top["law"], top["rule"]) == ("64A1", "revoke_trick_transferred")
    assert top["at"].startswith("kb/law_64.law:") and top["doc"]
    established = derived_by(top, "revoke_established", "63A1")
    revoke = derived_by(established, "revoke", "61A")
    quote = lambda node: result["laws"][node["law"]]["text"]["quote"]  # noqa: E731  (the law's wording, once)
    assert quote(top).startswith("Als een verzaking voldongen is")
    assert quote(established).startswith("Een verzaking wordt voldongen")
    assert quote(revoke).startswith("Het verzuim om in overeenstemming met artikel 44")
    trick_won = next(u for u in top["uses"] if u["fact"] == "trick_won")
    assert trick_won == {"fact": "trick_won", "values": {"trick": 4, "by": "E"},
                         "types": {"trick": "trick", "by": "seat"}, "given": True}

    text = flat(explain_text(result))
    assert "Why: 64A1 ← 63A1 (revoke established) ← 61A (revoke) ← 61A (showed out)" in text
    chain = [text.index(s) for s in ("← 63A1 established_by_later_play", "← 61A revoke_defined",
                                     "64A1 revoke_trick_transferred (kb/law_64.law:")]
    assert chain[0] < chain[1]
    for quote in ("“Als een verzaking voldongen is", "“Een verzaking wordt voldongen", "“Het verzuim"):
        assert quote in text
    assert "- trick won: trick 4, by East (given)" in text


@pytest.mark.parametrize("backend", BACKENDS)
def test_explain_says_64B4_defeats_64A1_with_the_facts_it_used(kb, backends, backend):
    result = explain(kb, backends[backend], incident(kb, NEXT_BOARD))
    defeated = {d["rule"]: d for d in result["exceptions"]["defeated"]}
    assert set(defeated) == {"revoke_trick_transferred", "later_trick_transferred"}
    item = defeated["revoke_trick_transferred"]
    assert item["defeated_by"]["law"] == "64B4"
    assert item["bindings"] == {"offender": "E", "t": 2}
    assert {"fact": "next_board_call", "values": {"by": "N"}} in [
        {k: u[k] for k in ("fact", "values")} for u in item["defeated_by"]["uses"]]
    assert item["because"].startswith("64A1 would apply, but 64B4 defeats it: Attention first drawn after")
    text = flat(explain_text(result))
    assert "64A1 would apply, but 64B4 defeats it" in text
    assert "next board call: by North" in text


def test_explain_says_why_each_exception_did_not_defeat(kb, backends):
    result = explain(kb, backends["experta"], incident(kb, WON))
    entries = {e["exception"]["rule"]: e for e in result["exceptions"]["not_defeating"]}
    nothing = entries["offending_side_won_nothing"]
    assert {r["rule"] for r in nothing["rules"]} == {"revoke_trick_transferred", "later_trick_transferred"}
    failed = nothing["failed"]
    assert failed["condition"] == "not offending_side_won_from(offender: ?offender, revoke_trick: ?t)"
    assert failed["at"] == condition_at(kb, "offending_side_won_nothing", failed["condition"])
    assert failed["reasons"][0]["facts"][0]["derived_by"][0]["law"] == "64A2"
    twelfth = entries["revoke_on_twelfth_trick"]["failed"]
    assert (twelfth["condition"], twelfth["reasons"][0]["text"]) == ("?t == 12", "4 == 12 is false")
    assert "both_sides_revoked_2007" not in entries  # a 2007 exception, and this is a 1997 ruling


# ---------------------------------------------------------------- why-not


@pytest.mark.parametrize("backend", BACKENDS)
def test_why_not_64A1_on_the_next_board_names_64B4(kb, backends, backend):
    result = why_not(kb, backends[backend], incident(kb, NEXT_BOARD), "64A1")
    assert result["applied"] is False
    rules = {r["rule"]: r for r in result["rules"]}
    assert rules["offending_side_won_a_later_trick"]["status"] == "fired"
    for name in ("revoke_trick_transferred", "later_trick_transferred"):
        assert rules[name]["status"] == "defeated"
        assert rules[name]["defeated"][0]["defeated_by"]["law"] == "64B4"
    text = flat(why_not_text(result))
    assert "Defeated: 64A1 would apply, but 64B4 defeats it" in text
    assert "next board call: by North" in text


@pytest.mark.parametrize("backend", BACKENDS)
def test_why_not_64A2_names_the_failing_condition_with_its_place(kb, backends, backend):
    result = why_not(kb, backends[backend], incident(kb, WON), "64A2")
    rule = next(r for r in result["rules"] if r["rule"] == "one_trick_transferred")
    assert rule["status"] == "failed"
    failed = rule["failed"]
    assert failed["condition"] == "not trick_won(trick: ?t, by: ?offender)"
    assert failed["at"] == condition_at(kb, "one_trick_transferred", failed["condition"])
    assert (failed["position"], failed["of"], failed["kind"]) == (2, 4, "negation")
    reason = failed["reasons"][0]
    assert reason["bindings"] == {"offender": "E", "t": 4}
    assert reason["facts"][0]["values"] == {"trick": 4, "by": "E"} and reason["facts"][0]["given"]
    text = flat(why_not_text(result))
    assert f"not trick_won(trick: ?t, by: ?offender) ({failed['at']})" in text
    assert "with ?offender = East, ?t = 4: but trick_won(trick: 4, by: E) holds" in text


def test_why_not_a_missing_fact_shows_the_nearest_facts(kb, backends):
    result = why_not(kb, backends["experta"], incident(kb, WON), "64B3")
    rule = next(r for r in result["rules"] if r["rule"] == "revoke_by_dummy")
    failed = rule["failed"]
    assert failed["condition"] == "role(seat: ?offender, role: dummy)"
    assert failed["reasons"][0]["text"].startswith("no fact role(seat: E, role: dummy)")
    assert failed["reasons"][0]["facts"][0]["values"] == {"seat": "E", "role": "defender"}


def test_why_not_62A_on_an_established_revoke_is_blocked_by_a_derived_fact(kb, backends):
    """No fact is missing: 62A's rule fails on its negation, which a fact derived by 63A1 blocks."""
    result = why_not(kb, backends["experta"], incident(kb, WON), "62A")
    (rule,) = [r for r in result["rules"] if r["status"] != "other edition"]  # the 2017 rules are listed as such
    assert rule["rule"] == "revoke_must_be_corrected" and rule["status"] == "failed"
    assert rule["failed"]["condition"] == "not revoke_established(by: ?offender, trick: ?t)"
    blocking = rule["failed"]["reasons"][0]["facts"][0]
    assert blocking["derived_by"][0]["law"] == "63A1"
    assert "(derived by 63A1 established_by_later_play)" in flat(why_not_text(result))


def test_why_not_a_paragraph_without_rules(kb, backends):
    result = why_not(kb, backends["experta"], incident(kb, WON), "62B")
    assert result["rules"] == [] and "no_rules" in result
    assert "No rule encodes 62B in the 1997 edition: How a correction is made" in flat(why_not_text(result))


def test_why_not_64B1_fires_when_the_offending_side_won_nothing(kb, backends):
    result = why_not(kb, backends["prolog"], incident(kb, WON_NOTHING), "64B1")
    assert result["applied"] is True
    assert "Law 64B1 did apply: the ruling cites it" in flat(why_not_text(result))


def test_the_evaluator_agrees_with_the_backends_on_every_revoke_example(kb, backends):
    """A rule the backend fired or overruled satisfies its conditions; any other rule fails one."""
    from engine.ruling.query import RulingBuilder

    for path in sorted(EXAMPLES.glob("revoke-*.json")):
        inc = incident(kb, path)
        derivations = backends["experta"].run(inc)
        ruling = RulingBuilder(kb, inc, derivations).build()
        applied = {f["rule"] for f in ruling["fired"]} | {o["rule"] for o in ruling["overruled"]}
        facts = Facts(inc, derivations)
        for rule in kb.rules:
            if inc.edition in rule.editions:
                envs, failure = evaluate(kb, rule, facts)
                assert bool(envs) == (rule.name in applied), (path.name, rule.name)
                assert (failure is None) == bool(envs)


# ---------------------------------------------------------------- what-if


def test_what_if_attention_during_play_brings_the_64A1_transfers(kb, backends):
    for backend in BACKENDS:
        data = read_incident_file(NEXT_BOARD)
        result = what_if(kb, backends[backend], data, "next-board.json",
                         [Change("set", "attention_drawn[0].moment=during_play")])
        diff = result["difference"]
        appear = [(r["law"], r["action"], r["parameters"]["trick"]) for r in diff["rectifications"]["appear"]]
        assert sorted(appear) == [("64A1", "transfer_trick", "one_later_trick"),
                                  ("64A1", "transfer_trick", "revoke_trick")]
        assert [r["law"] for r in diff["rectifications"]["vanish"]] == ["64B4"]
        assert {r["rule"] for r in diff["rules"]["now_fire"]} == TRANSFERS
        assert [r["rule"] for r in diff["rules"]["no_longer_fire"]] == [
            "noticed_after_non_offender_called_on_next_board"]
        assert {e["defeated_by"]["law"] for e in diff["exceptions"]["stop_defeating"]} == {"64B4"}
        assert diff["tricks_transferred"] == {"before": None, "after": {"to": "NS", "count": 2}}
        assert result["changes"] == [{"op": "set", "path": "attention_drawn[0].moment",
                                      "from": "on_next_board", "to": "during_play"}]
        assert data["attention_drawn"][0]["moment"] == "on_next_board"  # the input is not changed
    text = flat(what_if_text(result))
    assert 'set attention_drawn[0].moment: "on_next_board" → "during_play"' in text
    assert "- Law 64B4, Non-offending side has called on the next board" in text
    assert "Tricks transferred: none → 2 to North-South" in text


def test_what_if_on_the_command_line_with_several_changes():
    result = run("what-if", str(NEXT_BOARD.relative_to(ROOT)), "--set", "edition=2007",
                 "--remove", "next_board_call[0]", "--add", 'next_board_call={"by": "E"}', "--format", "json")
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["difference"]["edition"] == {"before": "1997", "after": "2007"}
    assert out["ruling"]["edition"] == "2007"
    assert [c["op"] for c in out["changes"]] == ["set", "remove", "add"]
    # only the offending side (East) called on the next board now: 64B4 no longer defeats 64A1
    assert out["difference"]["tricks_transferred"]["after"] == {"to": "NS", "count": 2}
    assert "63B" in [r["law"] for r in out["difference"]["rectifications"]["appear"]]


def test_what_if_play_not_ended_stops_the_transfers_being_due(kb, backends):
    result = what_if(kb, backends["experta"], read_incident_file(WON), "won.json",
                     [Change("set", "deal.play_ended=false")])
    diff = result["difference"]
    assert diff["tricks_transferred"] == {"before": {"to": "NS", "count": 2}, "after": None}
    assert {r["rule"] for r in diff["rules"]["no_longer_fire"]} == TRANSFERS


def test_twelfth_trick_what_if_west_won_it_64B6_defeats_64A1_instead_of_64A2(kb, backends):
    why = why_not(kb, backends["prolog"], incident(kb, TWELFTH), "64A1")
    rule = next(r for r in why["rules"] if r["rule"] == "revoke_trick_transferred")
    assert rule["failed"]["condition"] == "trick_won(trick: ?t, by: ?offender)"
    assert rule["failed"]["reasons"][0]["facts"][0]["values"] == {"trick": 12, "by": "S"}

    result = what_if(kb, backends["prolog"], read_incident_file(TWELFTH), "twelfth.json",
                     [Change("set", "trick_won[0].by=W")])
    exceptions = result["difference"]["exceptions"]
    started = {(e["defeated_by"]["law"], e["rule"]) for e in exceptions["start_defeating"]}
    assert {("64B6", "revoke_trick_transferred"), ("64B6", "later_trick_transferred")} <= started
    assert [(e["defeated_by"]["law"], e["rule"]) for e in exceptions["stop_defeating"]] == [
        ("64B6", "one_trick_transferred")]
    assert result["difference"]["tricks_transferred"] == {"before": None, "after": None}


# ---------------------------------------------------------------- law


def test_law_64A1_lists_its_text_rules_links_and_examples():
    result = run("law", "64A1", "--format", "json")
    assert result.returncode == 0, result.stderr
    info = json.loads(result.stdout)
    assert [t["editions"] for t in info["texts"]] == [["1997"], ["2007", "2017"]]
    assert info["texts"][0]["language"] == "nl" and info["texts"][0]["source"]["article"] == "ARTIKEL 64 A.1"
    rules = {r["rule"]: r for r in info["rules"]}
    assert {"revoke_trick_transferred", "later_trick_transferred"} <= set(rules)
    assert rules["revoke_trick_transferred"]["at"].startswith("kb/law_64.law:")
    assert "revoke-established-offender-won-trick" in rules["revoke_trick_transferred"]["exercised_by"]
    assert {"revoke-established-offender-won-trick", "revoke-noticed-on-next-board"} <= set(info["examples"])
    assert {"64B1", "64B4", "64B7"} <= {d["law"] for d in info["defeated_by"]}
    assert info["cases"], "the rule cases of kb/cases exercise 64A1 too"

    text = run("law", "64A1", "--edition", "1997")
    assert text.returncode == 0, text.stderr
    assert "Law 64A1: Offender won the revoke trick" in flat(text.stdout)
    assert "- revoke_trick_transferred (kb/law_64.law:" in flat(text.stdout)
    assert "both_sides_revoked_2007" not in flat(text.stdout)  # the 2007 exception (64B7)
    assert "2007 edition" not in flat(text.stdout)


def test_law_shows_who_refers_to_a_paragraph():
    info = json.loads(run("law", "64C", "--format", "json").stdout)
    assert {"law": "64B7", "see": "64C", "editions": ["2007"]} in info["referred_by"]


# ---------------------------------------------------------------- bad input


def assert_bad_input(result: subprocess.CompletedProcess, *fragments: str) -> None:
    assert result.returncode == 2, (result.returncode, result.stderr)
    assert "Traceback" not in result.stderr + result.stdout
    assert result.stdout == ""
    for fragment in fragments:
        assert fragment in result.stderr, result.stderr


@pytest.mark.parametrize(
    "args, fragments",
    [
        (("why-not", str(WON), "64a1"), ("the knowledge base has no law 64a1", "did you mean '64A1'?")),
        (("why-not", str(WON), "64A9"), ("the knowledge base has no law 64A9", "did you mean")),
        (("why-not", str(WON), "64B7"), ("law 64B7 is not in the 1997 edition", "it has: 2007")),
        (("law", "99Q"), ("the knowledge base has no law 99Q",)),
        (("law", "64B7", "--edition", "1997"), ("law 64B7 is not in the 1997 edition",)),
        (("explain", "nope.json"), ("nope.json: error: incident file not found",)),
        (("what-if", str(NEXT_BOARD)), ("nothing to change",)),
        (("what-if", str(NEXT_BOARD), "--set", "trick_won[0].byy=W"),
         ("--set trick_won[0].byy=W", "did you mean 'by'?")),
        (("what-if", str(NEXT_BOARD), "--set", "trick_won[40].by=W"), ("the incident has no trick_won[40]",)),
        (("what-if", str(NEXT_BOARD), "--set", "trick_won.by=W"), ("trick_won is a list",)),
        (("what-if", str(NEXT_BOARD), "--set", "trick_won[0]"), ("expected PATH=VALUE",)),
        (("what-if", str(NEXT_BOARD), "--set", "trick_won[0].by=Q"),
         ("$.trick_won[0].by: error: 'Q' is not one of N, E, S, W", "from --set trick_won[0].by=Q")),
        (("what-if", str(NEXT_BOARD), "--set", "edition=2001"), ("$.edition", "from --set edition=2001")),
        (("what-if", str(NEXT_BOARD), "--add", "declarer=N"), ("declarer is not a list",)),
        (("what-if", str(NEXT_BOARD), "--remove", "claim[0]"), ("the incident has no claim",)),
        (("what-if", str(NEXT_BOARD), "--set", "trick_won[0].by[x]=1"), ("bad path",)),
    ],
)
def test_bad_input_exits_2_with_a_message(args, fragments):
    assert_bad_input(run(*args), *fragments)


def test_bad_incident_is_reported_by_its_json_path(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"declarer": "X"}', encoding="utf-8")
    assert_bad_input(run("explain", str(bad)), "$.declarer")
    assert_bad_input(run("why-not", str(bad), "64A1"), "$.declarer")
