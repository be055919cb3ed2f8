"""`engine test`: the rule author's loop, on a copy of the KB, as an author runs it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from conftest import ROOT

ENGINE = str(Path(sys.executable).parent / "engine")


def _engine_test(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([ENGINE, "test", *args], capture_output=True, text=True, timeout=600)


def test_one_case_file_passes_on_both_backends():
    result = _engine_test(str(ROOT / "kb" / "cases" / "penalty_cards.yaml"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip().splitlines()[-1].endswith(" passed, 0 failed")


def test_a_wrong_expectation_is_reported_with_the_case_and_the_difference(kb_copy):
    kb = kb_copy
    scenarios = kb / "scenarios" / "auction_and_information.yaml"
    text = scenarios.read_text(encoding="utf-8")
    scenarios.write_text(text.replace("{law: 31B, action: pass_whenever_his_turn, who: N,",
                                      "{law: 31B, action: pass_whenever_his_turn, who: S,", 1), encoding="utf-8")
    result = _engine_test("--kb", str(kb), str(kb / "examples" / "bid-out-of-rotation-at-partners-turn.json"))
    assert result.returncode == 2
    assert "FAILED " in result.stdout and "bid-out-of-rotation-at-partners-turn.json [experta]" in result.stdout
    assert "rectification {'law': '31B', 'action': 'pass_whenever_his_turn', 'who': 'S'" in result.stdout
    assert result.stdout.strip().splitlines()[-1].endswith(" passed, 1 failed")  # the example under other editions passes


def test_a_new_rule_without_cases_fails_the_kb_until_its_cases_are_written(kb_copy):
    kb = kb_copy
    rule = '''
rule honour_exposed_in_auction_noted "Test rule: an honour exposed during the auction." {
  implements 24B editions 2007
  when
    exposed_card(by: ?p, period: auction_period, rank: ace)
  then
    rectify note_the_exposed_ace(offender: ?p) must director
}

rectification note_the_exposed_ace now "note that {offender} exposed an ace"
'''
    with (kb / "law_16_36.law").open("a", encoding="utf-8") as law:
        law.write(rule)
    result = _engine_test("--kb", str(kb), "--backend", "prolog")
    assert result.returncode == 2
    assert "rules no case expects to fire: ['honour_exposed_in_auction_noted']" in result.stdout
    cases = '''
- name: West drops the ace of spades during the auction
  incident:
    edition: "2007"
    exposed_card:
      - {by: W, period: auction_period, suit: S, rank: ace, way: dropped}
  expect:
    fires: [honour_exposed_in_auction_noted]

- name: West drops the king of spades during the auction
  incident:
    edition: "2007"
    exposed_card:
      - {by: W, period: auction_period, suit: S, rank: king, way: dropped}
  expect:
    does_not_fire: [honour_exposed_in_auction_noted]
'''
    (kb / "cases" / "new_rule.yaml").write_text(cases, encoding="utf-8")
    result = _engine_test("--kb", str(kb), "--backend", "prolog")
    assert result.returncode == 0, result.stdout[-3000:]


def test_a_scenario_rules_its_example_again_under_another_edition(kb_copy):
    kb = kb_copy
    scenarios = kb / "scenarios" / "auction_and_information.yaml"
    text = scenarios.read_text(encoding="utf-8")
    under = """- id: insufficient-bid-accepted
  under:
    - edition: "1997"
      why: "test: 1997 numbers the acceptance 27A, and a wrong expectation must be reported"
      cites: [27B2]
"""
    scenarios.write_text(text.replace("- id: insufficient-bid-accepted\n", under, 1), encoding="utf-8")
    result = _engine_test("--kb", str(kb), "--backend", "prolog", str(kb / "examples" / "insufficient-bid-accepted.json"))
    assert result.returncode == 2, result.stdout + result.stderr
    assert "insufficient-bid-accepted.json: under 1997" in result.stdout
    assert result.stdout.strip().splitlines()[-1].endswith(" passed, 1 failed")


def test_an_edition_s_expectations_may_live_in_a_file_of_their_own(kb_copy):
    kb = kb_copy
    (kb / "scenarios" / "zz_other_edition.yaml").write_text("""- id: insufficient-bid-accepted
  under:
    - edition: "1997"
      why: "test: a wrong expectation in a file of its own is reported"
      cites: [27B2]
""", encoding="utf-8")
    result = _engine_test("--kb", str(kb), "--backend", "prolog", str(kb / "examples" / "insufficient-bid-accepted.json"))
    assert result.returncode == 2, result.stdout + result.stderr
    assert "insufficient-bid-accepted.json: under 1997" in result.stdout
    assert result.stdout.strip().splitlines()[-1].endswith(" passed, 1 failed")
