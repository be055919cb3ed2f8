"""Bad input gets one clear error and nothing else, through the engine command as a user runs it.

Each case exits 2, prints nothing on standard output and one message on standard error
naming the file, the place (a JSON path, or line and column) and what was expected, with
no traceback. tests/test_cli.py and tests/fixtures/bad/ hold the first cases (malformed
JSON, an empty file, a JSON array, schema violations, the common .law syntax and semantic
errors); this file covers the rest. Values that would be Prolog code if pasted into a query
stay data on both backends.
"""

from __future__ import annotations

import json
import re
import resource
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engine.backends import BACKENDS
from engine.errors import EngineError
from engine.ruling.incident import MAX_INCIDENT_BYTES, MAX_PROBLEMS, Incident, load_incident, read_incident_file
from engine.ruling.query import rule_incident

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "kb" / "examples"
EXAMPLE = EXAMPLES / "revoke-established-offender-won-trick.json"
ENGINE = str(Path(sys.executable).parent / "engine")
HEADLINE = re.compile(r"^(\S.*?): error: ", re.MULTILINE)
MEMORY = 1 << 30  # address space of the engine process in the large-input cases: 1 GiB


def run(*args: str, memory: int | None = None, timeout: int = 120) -> subprocess.CompletedProcess:
    def limit() -> None:
        if memory:
            resource.setrlimit(resource.RLIMIT_AS, (memory, memory))

    return subprocess.run([ENGINE, *args], cwd=ROOT, capture_output=True, text=True, timeout=timeout,
                          preexec_fn=limit)


def assert_one_error(result: subprocess.CompletedProcess, place: str, *expected: str) -> str:
    """Exit 2, nothing on stdout, no traceback, exactly one error naming ``place``; returns stderr."""
    err = result.stderr
    assert result.returncode == 2, f"exit {result.returncode}: {err[-2000:]}"
    assert result.stdout == ""
    assert "Traceback" not in err and "internal error" not in err, err[-2000:]
    headlines = HEADLINE.findall(err)
    assert len(headlines) == 1, f"expected one error, got {len(headlines)}:\n{err[:3000]}"
    assert headlines[0] == place, f"the error names {headlines[0]!r}, not {place!r}:\n{err[:3000]}"
    assert len(err) < 2000, f"a message of {len(err)} characters:\n{err[:3000]}"
    for fragment in expected:
        assert fragment in err, f"{fragment!r} not in:\n{err}"
    return err


def write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


# ---------------------------------------------------------------- incident files: not JSON


@pytest.mark.parametrize(
    ("content", "place", "expected"),
    [
        ("hello", ":1:1", "not valid JSON: Expecting value"),
        ("   \n\t\n", "", "the incident file is empty; expected a JSON object"),
        ('{"declarer": "S",\n "play": [\n', ":3:1", "not valid JSON: Expecting value"),
        ('{"declarer": "S" "play": []}', ":1:18", "not valid JSON: Expecting ',' delimiter"),
        ("{'declarer': 'S'}", ":1:2", "not valid JSON: Expecting property name enclosed in double quotes"),
        ('{"declarer": "S"} {"declarer": "N"}', ":1:19", "not valid JSON: Extra data"),
        ('{"story": "a\nb"}', ":1:13", "not valid JSON: Invalid control character"),
        (b"\xff\xfe{}", "", "cannot read incident file: 'utf-8' codec can't decode byte 0xff in position 0"),
        (b'{"story": "caf\xe9"}', "", "cannot read incident file: 'utf-8' codec can't decode byte 0xe9 in position 14"),
    ],
    ids=["not-json", "blank", "truncated", "missing-comma", "single-quotes", "two-objects", "raw-newline",
         "utf16-bytes", "latin1-byte"],
)
def test_not_json(tmp_path, content, place, expected):
    path = write(tmp_path, "i.json", content)
    assert_one_error(run("query", str(path)), f"{path}{place}", expected)


def test_truncated_example(tmp_path):
    text = EXAMPLE.read_text(encoding="utf-8")
    cut = text[: len(text) // 2]
    path = write(tmp_path, "cut.json", cut)
    lines = cut.splitlines()
    assert_one_error(run("query", str(path)), f"{path}:{len(lines)}:{len(lines[-1]) + 1}", "not valid JSON")


@pytest.mark.parametrize(
    ("content", "kind"),
    [("null", "null"), ('"S"', "string"), ("42", "number"), ("true", "boolean"), ('[{"declarer": "S"}]', "array")],
)
def test_not_an_object(tmp_path, content, kind):
    path = write(tmp_path, "i.json", content)
    assert_one_error(run("query", str(path)), f"{path}: $", f"an incident is a JSON object, not a JSON {kind}")


# ---------------------------------------------------------------- incident files: the schema


@pytest.mark.parametrize(
    ("incident", "path", "expected"),
    [
        # wrong types
        ({"declarer": 3}, "$.declarer", "3 is not one of N, E, S, W"),
        ({"edition": 1997}, "$.edition", '1997 is not one of 1997, 2007, 2017\n  hint: write it as a JSON string: "1997"'),
        ({"story": 5}, "$.story", "5 is not of type 'string'"),
        ({"play": {"by": "N", "trick": 1}}, "$.play", "is not of type 'array'"),
        ({"deal": [{"play_ended": True}]}, "$.deal", "is not of type 'object'"),
        ({"play": ["N"]}, "$.play[0]", "'N' is not of type 'object'"),
        ({"trick_won": [{"trick": "3", "by": "N"}]}, "$.trick_won[0].trick", "'3' is not of type 'integer'"),
        ({"trick_won": [{"trick": True, "by": "N"}]}, "$.trick_won[0].trick", "true is not of type 'integer'"),
        ({"trick_won": [{"trick": None, "by": "N"}]}, "$.trick_won[0].trick", "null is not of type 'integer'"),
        ({"deal": {"play_ended": 1}}, "$.deal.play_ended", "1 is not of type 'boolean'"),
        # unknown fields, with "did you mean"
        ({"declerer": "S"}, "$", "unknown field 'declerer'\n  hint: did you mean 'declarer'?"),
        ({"play": [{"by": "N", "trick": 1, "siut": "H"}]}, "$.play[0]", "unknown field 'siut'\n  hint: did you mean 'suit'?"),
        ({"deal": {"play_endd": True}}, "$.deal", "unknown field 'play_endd'\n  hint: did you mean 'play_ended'?"),
        ({"play": [{"by": "N", "trick": 1, "colour": "H"}]}, "$.play[0]", "unknown field 'colour'\n  hint: allowed fields: by, trick"),
        # seats outside N, E, S, W
        ({"declarer": "n"}, "$.declarer", "'n' is not one of N, E, S, W"),
        ({"declarer": "North"}, "$.declarer", "'North' is not one of N, E, S, W"),
        ({"play": [{"by": "X", "trick": 1}]}, "$.play[0].by", "'X' is not one of N, E, S, W"),
        ({"play": [{"by": "NS", "trick": 1}]}, "$.play[0].by", "'NS' is not one of N, E, S, W"),
        # tricks outside 1 to 13
        ({"trick_won": [{"trick": 0, "by": "N"}]}, "$.trick_won[0].trick", "0 is less than the minimum of 1"),
        ({"trick_won": [{"trick": -1, "by": "N"}]}, "$.trick_won[0].trick", "-1 is less than the minimum of 1"),
        ({"trick_won": [{"trick": 14, "by": "N"}]}, "$.trick_won[0].trick", "14 is greater than the maximum of 13"),
        ({"trick_won": [{"trick": 10**30, "by": "N"}]}, "$.trick_won[0].trick", "is greater than the maximum of 13"),
        ({"trick_won": [{"trick": 12.5, "by": "N"}]}, "$.trick_won[0].trick", "12.5 is not of type 'integer'"),
        # a required field missing
        ({"trick_won": [{"by": "N"}]}, "$.trick_won[0]", "'trick' is required here"),
    ],
    ids=lambda v: json.dumps(v) if isinstance(v, dict) else None,
)
def test_schema_violation(tmp_path, incident, path, expected):
    file = write(tmp_path, "i.json", json.dumps(incident))
    assert_one_error(run("query", str(file)), f"{file}: {path}", expected)


def test_an_integral_float_is_an_integer_on_both_backends(tmp_path, kb, backends):
    """JSON Schema counts 4.0 as an integer: the incident is valid and both backends get 4."""
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    floats = json.loads(json.dumps(data).replace('"trick": 4', '"trick": 4.0'))
    assert "4.0" in json.dumps(floats)
    loaded = load_incident(floats, kb, "i.json")
    assert not any(isinstance(v, float) for fact in loaded.facts for v in fact)
    rulings = [json.dumps(rule_incident(kb, backends[b], load_incident(d, kb, "i.json")), sort_keys=True)
               for b in BACKENDS for d in (data, floats)]
    assert all(r == rulings[0] for r in rulings)


# ---------------------------------------------------------------- incident files: size and depth


def test_a_50_mb_file_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "big.json"
    with path.open("w", encoding="utf-8") as out:
        out.write('{"story": "')
        for _ in range(50):
            out.write("x" * 2**20)
        out.write('"}')
    err = assert_one_error(run("query", str(path), memory=MEMORY, timeout=60), str(path),
                           f"too large: an incident may hold at most {MAX_INCIDENT_BYTES // 2**20} MiB")
    assert err.count("\n") == 1


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_million_list_items_are_refused(tmp_path, backend):
    path = tmp_path / "many.json"
    items = ",".join(f'{{"by": "{"NESW"[i % 4]}", "trick": {i % 13 + 1}}}' for i in range(10**6))
    path.write_text(f'{{"declarer": "S", "trick_won": [{items}]}}', encoding="utf-8")
    assert_one_error(run("query", str(path), "--backend", backend, memory=MEMORY, timeout=60), str(path),
                     "too large")


def test_many_bad_items_under_the_size_limit_report_the_first_problems_quickly(tmp_path):
    """A file just under the limit with half a million bad items: the first problems, within 1 GiB."""
    path = write(tmp_path, "ones.json", '{"play": [' + ",".join(["1"] * (MAX_INCIDENT_BYTES // 2 - 10)) + "]}")
    assert path.stat().st_size <= MAX_INCIDENT_BYTES
    result = run("query", str(path), memory=MEMORY, timeout=60)
    assert result.returncode == 2 and result.stdout == "" and "Traceback" not in result.stderr, result.stderr[-2000:]
    headlines = HEADLINE.findall(result.stderr)
    assert len(headlines) == MAX_PROBLEMS + 1
    assert f"more problems; only the first {MAX_PROBLEMS} are shown" in result.stderr
    assert "1 is not of type 'object'" in result.stderr


@pytest.mark.parametrize(
    "content",
    ["[" * 100_000, '{"story": ' + "[" * 100_000 + "]" * 100_000 + "}", '{"play": [' + '{"a": ' * 100_000],
    ids=["open-brackets", "deep-story", "deep-objects"],
)
def test_deeply_nested_json(tmp_path, content):
    path = write(tmp_path, "deep.json", content)
    assert_one_error(run("query", str(path), memory=MEMORY, timeout=60), str(path), "not valid JSON: nested too deeply")


def test_nested_just_below_the_parser_limit(tmp_path):
    """JSON that parses but nests far deeper than an incident: refused, naming the top-level value."""
    path = write(tmp_path, "deep.json", '{"story": ' + "[" * 900 + "]" * 900 + "}")
    assert_one_error(run("query", str(path), timeout=60), f"{path}: $.story", "nested too deeply: more than 16 levels")


def test_a_number_too_long_to_convert(tmp_path):
    path = write(tmp_path, "long.json", '{"declarer": "S",\n "trick_won": [{"by": "N", "trick": ' + "9" * 5000 + "}]}")
    assert_one_error(run("query", str(path)), f"{path}:2:37", "not valid JSON: a number of 5000 digits is too long")


def test_a_huge_value_is_cut_short_in_the_message(tmp_path):
    path = write(tmp_path, "i.json", json.dumps({"story": list(range(100_000))}))
    assert_one_error(run("query", str(path)), f"{path}: $.story", "[0, 1, 2, 3", "… is not of type 'string'")


def test_many_unknown_fields_are_listed_briefly(tmp_path):
    path = write(tmp_path, "i.json", json.dumps({f"field_{i}": 1 for i in range(10_000)}))
    assert_one_error(run("query", str(path)), f"{path}: $", "unknown fields 'field_0', ", "and 9995 more")


# ---------------------------------------------------------------- values that look like Prolog code

HOSTILE = [
    "x'). halt. foo('",
    "') :- halt. %",
    '"); halt("',
    "halt.",
    "\\",
    "'",
    "a\\'b",
    "0'c",
    "[H|T]",
    "_",
    "Méndez ♠ 🂡 東",
    "line\nbreak\ttab\x7f",
    "nul\u0000here",
    "\u0000",
]


def test_prolog_looking_stories_are_data_on_both_backends(tmp_path):
    """Every hostile story rules exactly as the plain example, on both backends; Prolog lives on."""
    example = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    folder = tmp_path / "incidents"
    folder.mkdir()
    for i, story in enumerate(HOSTILE):
        write(folder, f"{i:02d}.json", json.dumps(dict(example, story=story)))
    shutil.copy(EXAMPLE, folder / "99-plain.json")  # last: Prolog still rules after all the others
    lines = {}
    for backend in BACKENDS:
        result = run("query", str(folder), "--backend", backend, "--format", "json")
        assert result.returncode == 0, result.stderr
        lines[backend] = [json.loads(line) for line in result.stdout.splitlines()]
        assert len(lines[backend]) == len(HOSTILE) + 1
    for backend in BACKENDS:
        for ruling in lines[backend]:
            assert "error" not in ruling, ruling
            assert dict(ruling, incident="") == dict(lines[BACKENDS[0]][-1], incident="")


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("value", ["S'). halt. %", "S\u0000", "S\\", "Ś"], ids=["code", "nul", "backslash", "accent"])
def test_prolog_looking_enum_values_are_refused_by_the_schema(tmp_path, backend, value):
    path = write(tmp_path, "i.json", json.dumps({"declarer": value}))
    assert_one_error(run("query", str(path), "--backend", backend), f"{path}: $.declarer", "is not one of N, E, S, W")


def test_prolog_looking_field_names_are_refused_by_the_schema(tmp_path):
    path = write(tmp_path, "i.json", json.dumps({"play": [{"by": "N", "trick": 1, "x'). halt. %": 1}]}))
    assert_one_error(run("query", str(path), "--backend", "prolog"), f"{path}: $.play[0]", "unknown field")


def test_hostile_values_that_bypass_the_schema_are_data_on_both_backends(kb, backends):
    """Below the schema: a hostile suit in a fact reaches both backends as an atom, never as code.

    The rules only compare suits, so the two backends must rule alike, and Prolog must still
    rule on the plain example afterwards. NUL cannot be a Prolog atom: a clear EngineError.
    """
    plain = load_incident(read_incident_file(EXAMPLE), kb, "plain.json")
    expected = {b: rule_incident(kb, backends[b], plain) for b in BACKENDS}
    assert expected["experta"] == expected["prolog"]
    for value in HOSTILE:
        facts = tuple(f if f[0] != "play" else (*f[:3], value, *f[4:]) for f in plain.facts)
        assert facts != plain.facts
        incident = Incident(source="hostile.json", edition=plain.edition, facts=facts)
        if "\0" in value:
            with pytest.raises(EngineError, match="NUL"):
                backends["prolog"].run(incident)
            continue
        rulings = [json.dumps(rule_incident(kb, backends[b], incident), sort_keys=True) for b in BACKENDS]
        assert rulings[0] == rulings[1], value
    assert rule_incident(kb, backends["prolog"], plain) == expected["prolog"]


# ---------------------------------------------------------------- .law files: syntax
#
# tests/fixtures/bad/syntax_*.law cover an unclosed law, rule and fact block, a rule without
# 'implements' or 'then', a bad law id in 'law', a bad edition and a stray ';'. These are the
# other curated messages and stray characters.


@pytest.mark.parametrize(
    ("text", "place", "message"),
    [
        ("rule r { implements 64A1 editions 1997 then derive b(x: ?x) }", "1:40",
         "unexpected 'then'; a rule needs 'when' and at least one condition"),
        ("rule r { implements 64A1 editions 1997 when a(x: ?x) then rectify b() }", "1:71",
         "unexpected '}'; a rectification ends with 'must' or 'may' and who: a seat, a side or 'director'"),
        ("rule r {\n  implements 64A1 editions 1997\n  when a(x ?x)\n  then derive b(x: ?x)\n}", "3:12",
         "unexpected '?x'; a field is written 'name: value', with values separated by commas"),
        ("incident fact f {\n  by seat\n}", "2:6", "unexpected 'seat'; a field declaration is written 'name: type'"),
        ("rul r { }", "1:1", "unexpected 'rul'; expected a declaration: enum, incident fact, derived fact, law, rule, rectification or situation"),
        ("enum e { a, b }\nfact f { x: int }", "2:1", "unexpected 'fact'; expected a declaration"),
        ("enum e { a, b", "1:14", "unexpected end of file; a block is not closed: '}' expected"),
        ("rule r { implements 64.A.1 editions 1997 when a(x: ?x) then derive b(x: ?x) }", "1:23",
         "stray character '.'"),
        ("rule r { implements x editions 1997 when a(x: ?x) then derive b(x: ?x) }", "1:21",
         "unexpected 'x'; not a law id: write it as in the texts, run together (64A1, 20F5b, 45C4b)"),
        ("law 64A1 { see 63A, 63a }", "1:21", "unexpected '63a'; not a law id"),
        ("rule r { implements 64A1 editions 1997 when a(x: ?x) then rectify b() under 64a1 must director }", "1:77",
         "unexpected '64a1'; not a law id"),
        ('law 64A1 { title "t" @ }', "1:22", "stray character '@'"),
        ("enum é { a }", "1:6", "stray character 'é'"),
        ("enum e { a, b } \x00", "1:17", "stray character '\\x00'"),
        ('law 64A1 { title "no end }', "1:18", "stray character '\"'"),
        ('law 64A1 { title "bad \\N escape" }', "1:18", "not a valid string: malformed \\N character escape"),
        ('law 64A1 {\n  gist "\\x4"\n}', "2:8", "not a valid string: truncated \\xXX escape"),
        ('law 64A1 { title "a\x00b" }', "1:18", "not a valid string: it holds a NUL character"),
        ("incident fact f { x: int = " + "9" * 5000 + " }", "1:28", "number too long: 5000 digits"),
    ],
    ids=["no-when", "no-modality", "field-arg-colon", "field-decl-colon", "misspelt-declaration",
         "fact-without-origin", "unclosed-enum-at-end", "dotted-law-id", "name-as-law-id", "bad-see-id",
         "bad-under-id", "stray-at", "non-ascii-name", "nul", "unclosed-string", "bad-escape", "short-hex-escape",
         "nul-in-string", "number-too-long"],
)
def test_law_syntax_error(tmp_path, text, place, message):
    (tmp_path / "kb").mkdir()
    path = write(tmp_path / "kb", "bad.law", text)
    assert_one_error(run("check", str(tmp_path / "kb")), f"{path}:{place}", message)


def test_law_file_not_utf8(tmp_path):
    (tmp_path / "kb").mkdir()
    path = write(tmp_path / "kb", "bad.law", b'law 64A1 { title "caf\xe9" }')
    assert_one_error(run("check", str(tmp_path / "kb")), str(path), "not UTF-8 text: invalid continuation byte at byte 21")


def test_syntax_errors_in_several_files_are_all_reported(tmp_path):
    kb = tmp_path / "kb"
    kb.mkdir()
    write(kb, "a.law", "rul r { }")
    write(kb, "b.law", "enum e { a, b")
    result = run("check", str(kb))
    assert result.returncode == 2 and result.stdout == "" and "Traceback" not in result.stderr
    assert HEADLINE.findall(result.stderr) == [f"{kb / 'a.law'}:1:1", f"{kb / 'b.law'}:1:14"]
    assert result.stderr.rstrip().endswith("2 errors")


# ---------------------------------------------------------------- .law files: semantic errors, all in one run
#
# tests/fixtures/bad/five_mistakes.law has five mistakes in one file; here they are spread
# over three files of one KB, of kinds that fixture does not have, and all are reported.

VOCABULARY = """\
incident fact play {
  by: seat
  trick: trick
  suit: suit?
}

derived fact revoke {
  by: seat
  trick: trick
}
"""

LAWS = """\
law 64A1 {
  title "Transfer"
  editions 1997, 2007
  source "laws.txt", "64 A.1"
  unquoted "Fixture text."
}

law 64A2 {
  title "Other transfer"
  editions 1997
  source "laws.txt", "64 A.2"
  unquoted "Fixture text."
  see 64A9
}
"""

RULES = """\
rule first {
  implements 64A1 editions 1997
  defeats nobody on ?p
  when
    play(by: ?p, trick: ?t)
  then
    derive revoke(by: partner(?p, ?p), trick: ?t)
}

rule second {
  implements 64A3 editions 1997
  when
    play(by: ?p, trick: ?t, suit: spades)
  then
    rectify transfer_trick(to: side(?p)) must ?p
}

rule third {
  implements 64A2 editions 2007
  when
    revoke(by: ?p, trick: ?t)
  then
    derive play(by: ?p, trick: ?t)
}
"""


def test_semantic_errors_in_several_files_are_all_reported_in_one_run(tmp_path):
    kb = tmp_path / "kb"
    kb.mkdir()
    for name, text in [("vocabulary.law", VOCABULARY), ("laws.law", LAWS), ("rules.law", RULES)]:
        write(kb, name, text)
    result = run("check", str(kb))
    assert result.returncode == 2 and result.stdout == "" and "Traceback" not in result.stderr, result.stderr
    places = HEADLINE.findall(result.stderr)
    assert len(places) >= 7, result.stderr
    assert {Path(p.split(":")[0]).name for p in places} == {"laws.law", "rules.law"}, result.stderr
    for fragment in ["unknown law 64A9", "unknown rule 'nobody'", "partner() takes 1 argument", "unknown law id 64A3",
                     "'spades' is not a suit", "in rule 'third'"]:
        assert fragment in result.stderr, (fragment, result.stderr)
    assert result.stderr.rstrip().endswith(f"{len(places)} errors")
