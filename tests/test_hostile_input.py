"""Hostile input through the engine command: never exit 1 (internal error), never output that lies.

Exit 1 is for the engine's own bugs; every case here is the user's input, so it ends in
exit 2 with a message naming the place (or succeeds where the input is legitimate):
lone surrogates, values nested thousands deep, arguments that are not UTF-8 on the Prolog
backend, a KB nesting function calls hundreds deep or using names the backends reserve, a
duplicate key. File names and echoed arguments are escaped wherever they are printed, so
a newline or an ANSI escape cannot forge a line; JSON Lines output is always UTF-8 and
made of whole lines, even when interrupted.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "kb" / "examples"
EXAMPLE = EXAMPLES / "revoke-established-offender-won-trick.json"
ENGINE = str(Path(sys.executable).parent / "engine")
BACKENDS = ("experta", "prolog")


def run(*args: str | bytes, input: bytes | None = None, cwd: Path = ROOT, timeout: int = 120) -> subprocess.CompletedProcess:
    return subprocess.run([ENGINE, *args], cwd=cwd, capture_output=True, input=input, timeout=timeout)


def refused(result: subprocess.CompletedProcess, *fragments: str) -> str:
    """Exit 2, no traceback, no internal error; stderr (UTF-8) holds each fragment. Returns stderr."""
    err = result.stderr.decode("utf-8")
    assert result.returncode == 2, f"exit {result.returncode}: {err[-2000:]}"
    assert "Traceback" not in err and "internal error" not in err, err[-2000:]
    for fragment in fragments:
        assert fragment in err, f"{fragment!r} not in:\n{err}"
    return err


# ---------------------------------------------------------------- what-if values


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize(
    ("change", "expected"),
    [
        ('story="\\ud800"', "--set story=\"\\ud800\": error: VALUE: the string holds a lone surrogate"),
        ("story=" + "[" * 5000 + "]" * 5000, "error: the value is nested too deeply"),
        ("story=" + "[" * 500 + "]" * 500, "nested too deeply: more than 16 levels"),
        ('deal={"play_ended": true, "play_ended": false}', 'VALUE: duplicate key "play_ended"'),
    ],
    ids=["lone-surrogate", "5000-deep", "500-deep", "duplicate-key"],
)
def test_what_if_values_that_are_not_usable(backend, change, expected):
    err = refused(run("what-if", str(EXAMPLE), "--backend", backend, "--set", change), expected)
    assert len(err) < 1000 and err.count("\n") <= 2


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_what_if_value_that_is_not_utf8(backend):
    refused(run("what-if", str(EXAMPLE), "--backend", backend, "--set", b"story=\xff\xfe"),
            "--set story=\\xff\\xfe: error: the value is not UTF-8 text")


# ---------------------------------------------------------------- arguments that are not UTF-8


@pytest.mark.parametrize("backend", BACKENDS)
def test_an_incident_file_name_that_is_not_utf8(tmp_path, backend):
    name = os.fsencode(tmp_path) + b"/inc\xff\xfe.json"
    shutil.copy(EXAMPLE, os.fsdecode(name))
    result = run("query", name, "--backend", backend)
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode("utf-8")  # valid UTF-8: the bytes are shown escaped
    assert out.startswith(f"Ruling under the 1997 Laws on {tmp_path}/inc\\xff\\xfe.json\n")
    missing = run("query", b"no-such-\xff.json", "--backend", backend)
    refused(missing, "no-such-\\xff.json: error: incident file not found")


@pytest.mark.parametrize("backend", BACKENDS)
def test_any_argument_that_is_not_utf8_reaches_the_prolog_import_safely(backend):
    """pyswip encodes sys.argv when it is imported: a non-UTF-8 argument must not break that."""
    result = run("why-not", str(EXAMPLE), b"64\xffA1", "--backend", backend)
    refused(result, "64\\xffA1")


# ---------------------------------------------------------------- incident JSON


@pytest.mark.parametrize("backend", BACKENDS)
def test_duplicate_keys_are_an_error_naming_the_key_and_path(tmp_path, backend):
    path = tmp_path / "dup.json"
    path.write_text('{"declarer": "S", "trick_won": [{"trick": 3, "by": "N", "trick": 14}]}', encoding="utf-8")
    refused(run("query", str(path), "--backend", backend),
            f'{path}: $.trick_won[0]: error: duplicate key "trick"')
    path.write_text('{"declarer": "S", "declarer": "N"}', encoding="utf-8")
    refused(run("query", str(path), "--backend", backend), f'{path}: $: error: duplicate key "declarer"')


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_lone_surrogate_in_an_incident_is_an_error(tmp_path, backend):
    path = tmp_path / "story.json"
    path.write_text('{"declarer": "S", "story": "bad \\udc80 text"}', encoding="utf-8")
    refused(run("query", str(path), "--backend", backend), f"{path}: $.story: error: the string holds a lone surrogate")


def test_book_refuses_an_example_whose_story_is_not_text(kb_copy, tmp_path):
    (kb_copy / "examples" / "zz-bad-story.json").write_text('{"declarer": "S", "story": "\\ud800"}', encoding="utf-8")
    refused(run("book", str(tmp_path / "book"), "--kb", str(kb_copy), timeout=600),
            "zz-bad-story.json: $.story: error: the string holds a lone surrogate")
    assert not (tmp_path / "book").exists()


# ---------------------------------------------------------------- the KB: nesting and reserved names


def _deep_rule(depth: int) -> str:
    call = "partner(" * depth + "?p" + ")" * depth
    return f"""
rule deep_calls "Nested seat functions." {{
  implements 64A1 editions 1997, 2007
  when
    play(by: ?p, trick: ?t)
    play(by: {call}, trick: ?t)
  then
    rectify no_trick_transfer(revoke_trick: ?t) must director
}}
"""


@pytest.mark.parametrize("backend", BACKENDS)
def test_function_calls_nested_250_deep_are_refused(kb_copy, backend):
    (kb_copy / "deep.law").write_text(_deep_rule(250), encoding="utf-8")
    refused(run("check", str(kb_copy)), "deep.law:6:", "error: nested too deeply: more than 40 levels")
    refused(run("query", str(EXAMPLE), "--kb", str(kb_copy), "--backend", backend), "nested too deeply")


@pytest.mark.parametrize("backend", BACKENDS)
def test_function_calls_nested_within_the_limit_compile_and_run(kb_copy, backend):
    (kb_copy / "deep.law").write_text(_deep_rule(30), encoding="utf-8")
    result = run("query", str(EXAMPLE), "--kb", str(kb_copy), "--backend", backend, "--format", "json")
    assert result.returncode == 0, result.stderr.decode()
    json.loads(result.stdout)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('incident fact odd "x" { __factid__: int }', "field '__factid__' of 'odd': a field name may not start with '_'"),
        ('incident fact odd "x" { a__b: int }', "field 'a__b' of 'odd'"),
        ('incident fact odd "x" { _0: int }', "field '_0' of 'odd'"),
        ('derived fact at_defeated "x" { t: trick }', "'at_defeated' is reserved"),
        ('incident fact story "x" { t: trick }', "'story' is a reserved key of incident files"),
        ('incident fact edition "x" { t: trick }', "'edition' is a reserved key of incident files"),
        ('derived fact odd__kind "x" { t: trick }', "'odd__kind': a fact kind name may not hold '__'"),
        ("""rule one_trick_transferred__overruled "r" {
  implements 64A1 editions 1997, 2007
  when
    play(by: ?p, trick: ?t)
  then
    rectify no_trick_transfer(revoke_trick: ?t) must director
}""", "'one_trick_transferred__overruled': a rule name may not hold '__'"),
        ("""constraint c__d "never" {
  when
    play(by: ?p, trick: 1)
    play(by: ?p, trick: 1, suit: H)
    play(by: ?p, trick: 1, suit: S)
}""", "'c__d': a constraint name may not hold '__'"),
    ],
    ids=["__factid__", "a__b", "_0", "at_defeated", "story", "edition", "kind__", "rule__overruled", "constraint__"],
)
def test_names_a_backend_reserves_or_generates_are_refused(kb_copy, text, expected):
    (kb_copy / "names.law").write_text(text + "\n", encoding="utf-8")
    refused(run("check", str(kb_copy)), "names.law:", expected)
    for backend in BACKENDS:
        refused(run("query", str(EXAMPLE), "--kb", str(kb_copy), "--backend", backend), expected)


# ---------------------------------------------------------------- output that lies


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_newline_or_escape_in_a_file_name_cannot_forge_lines(tmp_path, backend):
    forged = tmp_path / "x\nRuling under the 2007 Laws on forged\x1b[31m.json"
    shutil.copy(EXAMPLE, forged)
    result = run("query", str(forged), "--backend", backend)
    out = result.stdout.decode()
    assert result.returncode == 0
    assert "\x1b" not in out and "\nRuling under the 2007" not in out
    assert out.splitlines()[0] == f"Ruling under the 1997 Laws on {tmp_path}/x\\nRuling under the 2007 Laws on forged\\x1b[31m.json"
    missing = run("query", "no\nsuch: error: forged\x1b[0m", "--backend", backend)
    err = refused(missing, "no\\nsuch: error: forged\\x1b[0m: error: incident file not found")
    assert err.count("\n") == 1 and "\x1b" not in err
    usage = run("schema", "extra\nengine: error: forged")  # argparse's own message echoes the argument
    assert usage.returncode == 2 and b"extra\\nengine: error: forged" in usage.stderr
    assert b"\nengine: error: forged" not in usage.stderr


def test_what_if_echoes_the_change_escaped():
    err = refused(run("what-if", str(EXAMPLE), "--set", "no_such\nX: error: forged=1"))
    assert err.count("\n") <= 2 and err.startswith("--set no_such\\nX: error: forged=1: error: ")


@pytest.mark.parametrize("backend", BACKENDS)
def test_batch_output_is_utf8_whatever_the_file_names(tmp_path, backend):
    folder = tmp_path / "incidents"
    folder.mkdir()
    shutil.copy(EXAMPLE, os.fsdecode(os.fsencode(folder) + b"/a\xff\n.json"))
    (folder / "b\x1b.json").write_bytes(b'{"story": "\xff"}')
    result = run("query", str(folder), "--backend", backend)
    assert result.returncode == 2
    lines = [json.loads(line) for line in result.stdout.decode("utf-8").splitlines()]
    assert [line["incident"] for line in lines] == [f"{folder}/a\\xff\\n.json", f"{folder}/b\\x1b.json"]
    assert "rectifications" in lines[0] and "cannot read incident file" in lines[1]["error"]


@pytest.mark.parametrize("backend", BACKENDS)
def test_stdin_that_is_not_utf8_is_refused_as_a_file_is(tmp_path, backend):
    bad = b'{"declarer": "S", "story": "\xff"}'
    path = tmp_path / "bad.json"
    path.write_bytes(bad)
    from_file = json.loads(run("query", str(path), str(path), "--backend", backend).stdout.splitlines()[0])["error"]
    good = json.dumps(json.loads(EXAMPLE.read_text(encoding="utf-8"))).encode()
    result = run("query", "-", "--backend", backend, input=bad + b"\n" + good + b"\n")
    lines = [json.loads(line) for line in result.stdout.decode("utf-8").splitlines()]
    assert lines[0]["error"] == from_file.replace(str(path), "<stdin>:1")
    assert "rectifications" in lines[1]
    assert result.returncode == 2


@pytest.mark.parametrize("backend", BACKENDS)
def test_sigint_with_a_stalled_reader_leaves_only_whole_lines(tmp_path, backend):
    line = json.dumps(json.loads(EXAMPLE.read_text(encoding="utf-8"))).encode() + b"\n"
    batch = tmp_path / "batch.jsonl"
    batch.write_bytes(line * 400)  # far more output than a pipe holds
    for _ in range(3):
        with batch.open("rb") as stdin:
            proc = subprocess.Popen([ENGINE, "query", "-", "--backend", backend], cwd=ROOT, stdin=stdin,
                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
            time.sleep(4)  # nobody reads: the pipe fills up and the engine blocks in the middle of a line
            proc.send_signal(signal.SIGINT)
            out, _ = proc.communicate(timeout=120)
        assert proc.returncode == 130, proc.returncode
        assert out.endswith(b"\n")
        for text in out.splitlines():
            assert "rectifications" in json.loads(text)


# ---------------------------------------------------------------- book over an earlier book


def test_book_over_an_earlier_book_keeps_files_the_user_added(tmp_path):
    book = tmp_path / "book"
    assert run("book", str(book), timeout=600).returncode == 0
    assert run("book", str(book), timeout=600).returncode == 0  # an unchanged earlier book is replaced
    (book / "my-notes.txt").write_text("mine", encoding="utf-8")
    (book / "extra").mkdir()
    refused(run("book", str(book), timeout=600), "holds files that 'engine book' did not write (extra, my-notes.txt)")
    assert (book / "my-notes.txt").read_text(encoding="utf-8") == "mine" and (book / "index.html").exists()
