"""xlane.triton.run: Triton functions compiled by the installed Triton for sm_90, gfx942 and
gfx1100, run by xlane, checked against numpy."""
import sys

import numpy as np
import pytest

import xlane
import xlane.triton
from conftest import REQUIRE, run_or_xfail

TARGETS = ["sm_90", "gfx942", "gfx1100"]


def test_without_triton_the_error_names_the_package(monkeypatch):
    monkeypatch.setitem(sys.modules, "triton", None)  # `import triton` raises ImportError
    with pytest.raises(ImportError, match="triton"):
        xlane.triton.run(lambda: None, 1, target="sm_90")


try:
    import triton
    import triton.language as tl
except ImportError:
    if REQUIRE:
        raise
    pytest.skip("the `triton` package is not installed: the Triton tests need it", allow_module_level=True)


@triton.jit
def axpy(x_ptr, y_ptr, out_ptr, a, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, a * x + y, mask=mask)


@triton.jit
def row_sums(x_ptr, out_ptr, N: tl.constexpr):
    row = tl.program_id(0)
    v = tl.load(x_ptr + row * N + tl.arange(0, N))
    tl.store(out_ptr + row, tl.sum(v, axis=0))


@triton.jit
def row_max_index(x_ptr, out_ptr, N: tl.constexpr):
    row = tl.program_id(0)
    v = tl.load(x_ptr + row * N + tl.arange(0, N))
    tl.store(out_ptr + row, tl.argmax(v, axis=0))


@pytest.mark.parametrize("target", TARGETS)
def test_axpy(target):
    n = 1000
    rng = np.random.default_rng(1)
    x = rng.integers(-100, 100, n).astype(np.float32)
    y = rng.integers(-100, 100, n).astype(np.float32)
    out = np.full(n, np.nan, dtype=np.float32)
    launch = run_or_xfail(xlane.triton.run, axpy, (triton.cdiv(n, 256),), x, y, out, 3.0, n, target=target, BLOCK=256)
    # whole numbers: a * x + y is exact with or without a fused multiply-add
    np.testing.assert_array_equal(out, np.float32(3.0) * x + y)
    assert isinstance(launch, xlane.Launch) and not launch.undefined[2].any()


@pytest.mark.parametrize("target", TARGETS)
def test_row_sums_int32(target):
    m, n = 8, 128
    x = np.random.default_rng(2).integers(-10000, 10000, (m, n)).astype(np.int32)
    out = np.zeros(m, dtype=np.int32)
    run_or_xfail(xlane.triton.run, row_sums, m, x, out, target=target, N=n)
    np.testing.assert_array_equal(out, x.sum(axis=1, dtype=np.int32))


@pytest.mark.parametrize("target", TARGETS)
def test_argmax_ties_go_to_the_lowest_index(target):
    m, n = 4, 64
    x = np.random.default_rng(3).integers(-5, 5, (m, n)).astype(np.int32)
    out = np.full(m, -1, dtype=np.int32)
    run_or_xfail(xlane.triton.run, row_max_index, (m,), x, out, target=target, num_warps=2, N=n)
    np.testing.assert_array_equal(out, np.argmax(x, axis=1))


def test_constexprs_and_grid_functions():
    n = 300
    x = np.arange(n, dtype=np.float32)
    y = np.ones(n, dtype=np.float32)
    out = np.zeros(n, dtype=np.float32)
    grid = lambda meta: (triton.cdiv(meta["n"], meta["BLOCK"]),)  # noqa: E731
    run_or_xfail(xlane.triton.run, axpy, grid, x, y, out, 2.0, n, target="sm_90", BLOCK=128)
    np.testing.assert_array_equal(out, 2 * x + 1)


def test_bad_target():
    with pytest.raises(xlane.Error) as e:
        xlane.triton.run(axpy, 1, np.zeros(1, np.float32), np.zeros(1, np.float32), np.zeros(1, np.float32), 1.0, 1,
                         target="tpu_v4", BLOCK=16)
    assert e.value.kind == "unknown-target"
