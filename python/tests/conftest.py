"""Shared helpers of the Python package's tests: kernel paths, and skips that say why."""
import os
import pathlib
import re
import shutil

import pytest

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parent.parent
KERNELS = HERE / "kernels"
CORPUS = REPO / "tests" / "kernels"

# CI sets this: a missing oracle or front end fails the test instead of skipping it
REQUIRE = os.environ.get("XLANE_REQUIRE_ORACLES") == "1"


def need_clang():
    """Compiling .hip/.cu needs clang-22: skip (visibly) without it, fail under CI."""
    if shutil.which("clang-22") is None:
        if REQUIRE:
            pytest.fail("clang-22 is not installed (XLANE_REQUIRE_ORACLES=1)")
        pytest.skip("clang-22 is not installed: .hip/.cu kernels cannot be compiled")


@pytest.fixture
def clang():
    need_clang()


# Runner refusals of Triton's IR that the Triton issue is removing (tests/kernels/known-failures.txt
# lists the same gaps for the corpus): a test meeting one of them is an expected failure, with
# the refusal as the reason; any other error fails.
RUNNER_GAPS = [
    r"128-bit pointers in address space [78]",
    r"address space [78]",
    r"guarded instruction",
    r"inline PTX",
    r"triple",
    r"ldmatrix|mma|mfma|wmma",
]


def run_or_xfail(fn, *args, **kwargs):
    import xlane
    try:
        return fn(*args, **kwargs)
    except xlane.Error as e:
        first = str(e).splitlines()[0]
        if e.kind == "unsupported" and any(re.search(p, first) for p in RUNNER_GAPS):
            pytest.xfail(f"runner gap (Triton issue): {first}")
        raise
