"""A Triton kernel compiled by the installed Triton for an NVIDIA and an AMD target and run
by xlane on the CPU, from one test, checked against numpy.

    pip install . triton numpy pytest
    pytest python/examples
"""
import numpy as np
import pytest

import xlane
import xlane.triton

triton = pytest.importorskip("triton", reason="the Triton example needs the `triton` package")
tl = triton.language


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x + y, mask=mask)


def run_or_xfail(target, *args, **kwargs):
    """Runner refusals the Triton issue removes (guarded inline PTX, AMD buffer resources,
    LLVM 24 triples) are expected failures until they land; any other error fails."""
    try:
        return xlane.triton.run(add_kernel, *args, target=target, **kwargs)
    except xlane.Error as e:
        first = str(e).splitlines()[0]
        gaps = ("guarded instruction", "address space 8", "address space 7", "triple")
        if e.kind == "unsupported" and any(g in first for g in gaps):
            pytest.xfail(f"{target}: runner gap (Triton issue): {first}")
        raise


def test_add_on_nvidia_and_amd():
    n = 1000
    rng = np.random.default_rng(0)
    x = rng.standard_normal(n).astype(np.float32)
    y = rng.standard_normal(n).astype(np.float32)
    for target in ["sm_90", "gfx942"]:
        out = np.zeros(n, dtype=np.float32)
        launch = run_or_xfail(target, lambda meta: (triton.cdiv(n, meta["BLOCK"]),), x, y, out, n, BLOCK=256)
        # one float32 addition per element: exact as numpy's
        np.testing.assert_array_equal(out, x + y, err_msg=target)
        assert not launch.undefined[2].any()
