"""Experta and Prolog on many generated incidents: the long run of tests/test_agreement.py.

Run through ``scripts/agreement [--examples N] [--seed S] [--strategy mutated|schema|both]``.
The strategies are the test's (made by tests/generate.py): shipped examples mutated under
the schema's guidance, and incidents drawn from the schema itself. Each incident is ruled
on by both backends and the full JSON rulings must be identical (or both backends refuse
it with the same message).
Unlike the test suite's short run, this one is random (a new seed each time unless --seed
is given); a divergence is printed with the incident, shrunk, and the seed to replay it.
Exit status: 0 when the backends agreed on every incident, 1 otherwise.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from hypothesis import seed as hypothesis_seed  # noqa: E402
from hypothesis import settings  # noqa: E402

import generate  # noqa: E402  (tests/generate.py: the incident generator)
import test_agreement as agreement  # noqa: E402
from engine.backends import BACKENDS, make_backend  # noqa: E402
from engine.ruling.incident import incident_schema  # noqa: E402
from engine.language.kb import load_kb  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=2000, help="incidents per strategy (default 2000)")
    parser.add_argument("--seed", type=int, help="replay a run (default: a new random seed)")
    parser.add_argument("--strategy", choices=("mutated", "schema", "both"), default="both")
    parser.add_argument("--kb", type=Path, default=ROOT / "kb", help="the knowledge base folder (default kb/)")
    args = parser.parse_args(argv)
    run_seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)

    kb = load_kb(args.kb)
    backends = {name: make_backend(name, kb) for name in BACKENDS}
    schema = incident_schema(kb)
    strategies = {
        "mutated": lambda: agreement.mutated_incidents(schema, generate.shipped_examples()),
        "schema": lambda: agreement.schema_incidents(schema),
    }
    names = list(strategies) if args.strategy == "both" else [args.strategy]
    config = dict(agreement.SUITE, derandomize=False, max_examples=args.examples, print_blob=True)
    print(f"seed {run_seed}: {args.examples} incidents per strategy ({', '.join(names)}), KB {args.kb}")
    failed = False
    for name in names:
        started = time.monotonic()
        try:
            outcomes = _run(kb, backends, strategies[name](), config, run_seed)
        except agreement.Divergence as error:  # shrunk by hypothesis, which printed the falsifying example
            failed = True
            print(f"{name}: DIVERGENCE (replay with --seed {run_seed} --strategy {name})\n{error}")
            continue
        except Exception as error:  # a crash of the engine or of the strategy
            failed = True
            print(f"{name}: CRASH (replay with --seed {run_seed} --strategy {name}): {type(error).__name__}: {error}")
            continue
        took = time.monotonic() - started
        print(f"{name}: {len(outcomes)} incidents, rules fired on {sum(outcomes)}, "
              f"the backends agreed on all ({took:.0f} s, {1000 * took / max(1, len(outcomes)):.0f} ms each)")
    return 1 if failed else 0


def _run(kb, backends, strategy, config: dict, run_seed: int) -> list[bool]:
    outcomes: list[bool] = []

    @hypothesis_seed(run_seed)
    @settings(**config)
    @agreement.given(strategy)
    def check(data: dict) -> None:
        outcomes.append(agreement.fired(agreement.agree(kb, backends, data)))

    check()
    return outcomes


if __name__ == "__main__":
    sys.exit(main())
