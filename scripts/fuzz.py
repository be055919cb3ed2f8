"""Fuzz the .law reader, the incident reader and rulings: the long run of tests/test_fuzz.py.

Run through ``scripts/fuzz [--examples N] [--seed S] [--target law|incident|ruling|both|all]``
(``both``: law and incident; ``all``, the default: the three).
The targets and strategies are the test's: random text, token soup and mutated pieces of
the real .law files through the parser, the checker and (when they check clean) both
compilers; random bytes and mutated examples through the incident loader; incidents made
of the facts the KB's constraints read (kb/constraints.law and the vocabulary's), ruled on
both backends under random low limits (engine/limits.py), the backends agreeing. Only
EngineError (exit 2 with a message) may escape; anything else is a crash, printed
shrunk, with the seed to replay it. Random unless --seed is given.
Exit status: 0 when nothing crashed, 1 otherwise.
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from hypothesis import given, settings  # noqa: E402
from hypothesis import seed as hypothesis_seed  # noqa: E402

import test_fuzz as fuzz  # noqa: E402
from engine.backends import BACKENDS, make_backend  # noqa: E402
from engine.language.kb import load_kb  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=20000, help="inputs per target (default 20000)")
    parser.add_argument("--seed", type=int, help="replay a run (default: a new random seed)")
    parser.add_argument("--target", choices=("law", "incident", "ruling", "both", "all"), default="all")
    args = parser.parse_args(argv)
    run_seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    kb = load_kb(ROOT / "kb")
    path = Path(tempfile.mkdtemp(prefix="fuzz-")) / "incident.json"
    targets = {
        "law": (fuzz.law_texts(), fuzz.law_target),
        "incident": (fuzz.incident_bytes(), lambda content: fuzz.incident_target(content, path, kb)),
        "ruling": (fuzz.constrained_incidents(), lambda case: fuzz.ruling_target(case, kb, backends)),
    }
    backends = {name: make_backend(name, kb) for name in BACKENDS}
    names = {"both": ["law", "incident"], "all": list(targets)}.get(args.target, [args.target])
    config = dict(fuzz.SUITE, derandomize=False, max_examples=args.examples, print_blob=True)
    print(f"seed {run_seed}: {args.examples} inputs per target ({', '.join(names)})")
    crashed = False
    for name in names:
        strategy, target = targets[name]
        outcomes: collections.Counter[str] = collections.Counter()

        @hypothesis_seed(run_seed)
        @settings(**config)
        @given(strategy)
        def check(value) -> None:
            outcomes[target(value)] += 1

        started = time.monotonic()
        try:
            check()
        except Exception as error:  # the crash, shrunk by hypothesis
            crashed = True
            print(f"{name}: CRASH (replay with --seed {run_seed} --target {name}): {type(error).__name__}: {error}")
            continue
        summary = ", ".join(f"{count} {what}" for what, count in sorted(outcomes.items()))
        print(f"{name}: no crash in {sum(outcomes.values())} inputs ({summary}; {time.monotonic() - started:.0f} s)")
    return 1 if crashed else 0


if __name__ == "__main__":
    sys.exit(main())
