"""A HIP block reduction run on two AMD targets (wave64 gfx942, wave32 gfx1100), checked
against numpy.

    pip install .   # at the repository root
    pytest python/examples
"""
import pathlib
import shutil

import numpy as np
import pytest

import xlane

KERNEL = pathlib.Path(__file__).with_name("reduction.hip")
BLOCK = 256

pytestmark = pytest.mark.skipif(shutil.which("clang-22") is None, reason="clang-22 compiles the .hip kernel")


@pytest.mark.parametrize("target", ["gfx942", "gfx1100"])
@pytest.mark.parametrize("n", [1, 1000, 4096])
def test_block_sums_match_numpy(target, n):
    # whole numbers: every summation order gives numpy's sum exactly in float32
    x = np.random.default_rng(n).integers(-1000, 1000, n).astype(np.float32)
    blocks = -(-n // BLOCK)
    sums = np.full(blocks, np.nan, dtype=np.float32)
    launch = xlane.run(KERNEL, kernel="block_sum", target=target, grid=blocks, block=BLOCK, args=(x, sums, n))
    want = [x[b * BLOCK:(b + 1) * BLOCK].sum(dtype=np.float64) for b in range(blocks)]
    np.testing.assert_array_equal(sums, np.float32(want))
    assert not launch.undefined[1].any() and launch.warnings == []
    wave = {"gfx942": 64, "gfx1100": 32}[target]
    assert launch.waves == blocks * BLOCK // wave
