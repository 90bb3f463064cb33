"""xlane.eval and xlane.explain: snippets on one wave, per-lane values as masked arrays, and
the explanation text of one call."""
import os
import subprocess

import numpy as np
import pytest

import xlane

LANES32 = np.arange(32)
LANES64 = np.arange(64)


def test_eval_gives_one_masked_array_per_variable():
    r = xlane.eval("int v = lane * 10; int s = __shfl_xor_sync(0xffffffff, v, 1);", target="sm_90")
    assert list(r) == ["v", "s"]
    for a in r.values():
        assert isinstance(a, np.ma.MaskedArray) and a.dtype == np.int32 and a.shape == (32,)
        assert not a.mask.any()
    np.testing.assert_array_equal(r["v"], LANES32 * 10)
    # the butterfly with mask 1 swaps neighbours: lane l reads lane l ^ 1
    np.testing.assert_array_equal(r["s"], (LANES32 ^ 1) * 10)


def test_eval_dpp_row_shift_on_gfx942():
    r = xlane.eval("int v = lane * 10; int r = __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false);", target="gfx942")
    assert r["r"].shape == (64,)
    # row_shr:1 within rows of 16 lanes; the first lane of a row has no source and, without
    # bound_ctrl, keeps `old` (0)
    np.testing.assert_array_equal(r["r"], np.where(LANES64 % 16 == 0, 0, (LANES64 - 1) * 10))


def test_eval_types():
    r = xlane.eval("unsigned m = __ballot_sync(0xffffffff, lane & 1); float f = lane * 0.5f; double d = lane / 4.0;"
                   " bool b = lane > 3; unsigned long long w = 1ull << lane; short h = -lane;", target="sm_90")
    assert r["m"].dtype == np.uint32 and (r["m"] == 0xAAAAAAAA).all()
    assert r["f"].dtype == np.float32 and np.array_equal(r["f"], LANES32 * np.float32(0.5))
    assert r["d"].dtype == np.float64 and np.array_equal(r["d"], LANES32 / 4.0)
    assert r["b"].dtype == np.bool_ and np.array_equal(r["b"], LANES32 > 3)
    assert r["w"].dtype == np.uint64 and np.array_equal(r["w"], np.uint64(1) << LANES32.astype(np.uint64))
    assert r["h"].dtype == np.int16 and np.array_equal(r["h"], -LANES32)


def test_eval_masks_undefined_and_inactive_lanes():
    # lanes 0-7 run; 0-3 read lanes 8-11, which do not run: undefined
    r = xlane.eval("int v = lane; int r = __shfl_sync(0xffffffff, v, lane < 4 ? lane + 8 : lane);", target="sm_90", exec=0xFF)
    want_mask = (LANES32 < 4) | (LANES32 >= 8)
    np.testing.assert_array_equal(r["r"].mask, want_mask)
    np.testing.assert_array_equal(r["r"].compressed(), [4, 5, 6, 7])
    np.testing.assert_array_equal(r["v"].mask, LANES32 >= 8)


def test_eval_wave_size():
    r = xlane.eval("int v = lane;", target="gfx1100")
    assert r["v"].shape == (32,)
    r = xlane.eval("int v = lane;", target="gfx1100", wave=64)
    assert r["v"].shape == (64,)


def test_eval_errors():
    with pytest.raises(xlane.Error) as e:
        xlane.eval("int v = ;", target="sm_90")
    assert str(e.value).startswith(f"error[{e.value.kind}]: ")
    assert e.value.location == {"line": 1}
    with pytest.raises(xlane.Error) as e:
        xlane.eval("int v = lane;", target="gfx9999")
    assert e.value.kind == "unknown-target"
    with pytest.raises(xlane.Error) as e:
        xlane.eval("int v = lane;", target="sm_90", exec=1 << 40)
    assert e.value.kind == "illegal-value"


CALL = "__builtin_amdgcn_update_dpp(old, v, 0x142, 0xa, 0xf, false)"


def test_explain_text():
    text = xlane.explain(CALL, target="gfx942")
    assert text.startswith(f"{CALL} on gfx942, wave64, exec 0xffffffffffffffff\n")
    assert "control: row_bcast:15 · row_mask 0xa · bank_mask 0xf · no bound_ctrl" in text
    # row_mask 0xa leaves rows 0 and 2 unwritten
    assert "lanes 0-15, 32-47: old: row disabled by row_mask: not written, keeps `old`" in text


def test_explain_refusal():
    with pytest.raises(xlane.Error) as e:
        xlane.explain(CALL, target="gfx1100")
    err = e.value
    assert err.kind == "illegal-value"
    assert str(err).startswith("error[illegal-value]: `__builtin_amdgcn_update_dpp` argument `dpp_ctrl`")
    assert "help: " in str(err)
    assert err.location == {"line": 1}


@pytest.mark.skipif(not os.environ.get("XLANE_BIN"), reason="XLANE_BIN (the xlane binary) not given: the CLI comparison needs it")
def test_explain_and_errors_match_the_cli():
    cli = subprocess.run([os.environ["XLANE_BIN"], "explain", "--target", "gfx942", CALL], capture_output=True, text=True)
    assert cli.returncode == 0 and xlane.explain(CALL, target="gfx942") == cli.stdout
    cli = subprocess.run([os.environ["XLANE_BIN"], "explain", "--target", "gfx1100", CALL], capture_output=True, text=True)
    with pytest.raises(xlane.Error) as e:
        xlane.explain(CALL, target="gfx1100")
    assert cli.returncode == 2 and str(e.value) == cli.stderr.rstrip("\n")
