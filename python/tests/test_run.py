"""xlane.run: HIP, CUDA and IR kernels with numpy buffers, scalars, structs, null pointers,
undefined masks, warnings, errors and their kinds and locations."""
import os
import pathlib
import warnings

import numpy as np
import pytest

import xlane
from conftest import CORPUS, KERNELS

BASICS = KERNELS / "basics.hip"
BASICS_CU = KERNELS / "basics.cu"


def test_version_and_error_class():
    assert isinstance(xlane.__version__, str) and xlane.__version__.count(".") == 2
    assert issubclass(xlane.Error, Exception)


@pytest.mark.parametrize("target", ["gfx942", "gfx1100"])
def test_scalars_are_converted_to_the_parameter_types(clang, target):
    x = np.arange(100, dtype=np.float32)
    want = ((x * np.float32(3.0)).astype(np.float64) + 0.25).astype(np.float32)
    want[90:] = x[90:]  # i >= n is left alone
    launch = xlane.run(BASICS, kernel="axpb", target=target, grid=2, block=64, args=(x, 3.0, 0.25, 90))
    np.testing.assert_array_equal(x, want)
    assert isinstance(launch, xlane.Launch)
    # 2 blocks of 64 threads: 2 waves of 64 (gfx942) or 4 of 32 (gfx1100)
    assert launch.waves == {"gfx942": 2, "gfx1100": 4}[target]
    assert launch.instructions > 0 and launch.elapsed_s >= 0
    assert launch.undefined[1:] == [None, None, None]
    assert launch.warnings == [] and launch.printf == ""


def test_numpy_scalars_and_every_integer_width(clang):
    out = np.zeros(5, dtype=np.int64)
    xlane.run(BASICS, kernel="widths", target="gfx942", args=(out, np.int8(-3), 65535, np.int64(-7), 2**64 - 1, True))
    # u = 2^64 - 1 stored as a long long is -1; the bool arrives as 1
    np.testing.assert_array_equal(out, [-3, 65535, -7, -1, 1])


@pytest.mark.parametrize("args, what", [
    ((-129, 0, 0, 0, False), "i8"),
    ((0, 65536, 0, 0, False), "i16"),
    ((0, 0, 2**32, 0, False), "i32"),
    ((0, 0, 0, 2**64, False), "i64"),
    ((0, 0, 0, -(2**63) - 1, False), "i64"),
    ((0, 0, 1.5, 0, False), "float"),
    ((0, 0, np.float32(2), 0, False), "float"),
    ((0, 0, 0, 0, 2), "i1"),
])
def test_values_that_do_not_fit_raise_type(clang, args, what):
    out = np.zeros(5, dtype=np.int64)
    with pytest.raises(xlane.Error) as e:
        xlane.run(BASICS, kernel="widths", target="gfx942", args=(out,) + args)
    assert e.value.kind == "type"
    assert str(e.value).startswith("error[type]: ")
    assert (out == 0).all()  # nothing ran


def test_float_overflow_and_wrong_kinds_raise_type(clang):
    x = np.zeros(4, dtype=np.float32)
    for args in [(x, 1e39, 0.0, 4),      # beyond float's range
                 (x, x, 0.0, 4),         # an array for a scalar
                 (None, 1.0, 0.0, 4.5),  # a float for an int
                 (7, 1.0, 0.0, 4),       # an int for a pointer
                 (x, "2", 0.0, 4),       # a string
                 (x, (1.0,), 0.0, 4)]:   # a tuple for a scalar
        with pytest.raises(xlane.Error) as e:
            xlane.run(BASICS, kernel="axpb", target="gfx942", args=args)
        assert e.value.kind == "type", args


def test_argument_count_is_checked(clang):
    with pytest.raises(xlane.Error) as e:
        xlane.run(BASICS, kernel="axpb", target="gfx942", args=(np.zeros(4, np.float32), 1.0))
    assert e.value.kind == "malformed" and "takes 4 argument(s)" in str(e.value)


def test_structs_by_value_amd(clang):
    out = np.zeros(3 * 4, dtype=np.float32)
    xlane.run(BASICS, kernel="by_value", target="gfx942", block=4, args=((5, 1.5, 7), (1, 2, 3), out))
    t = np.arange(4)
    np.testing.assert_array_equal(out.reshape(4, 3), np.stack([5 + t, np.full(4, 3.0), np.full(4, 7 + 6)], axis=1))


def test_structs_by_value_nvidia(clang):
    out = np.zeros(3 * 4, dtype=np.float32)
    launch = xlane.run(BASICS_CU, kernel="by_value", target="sm_90", block=4, args=((5, 1.5, -7), (1, 2, 3), out))
    t = np.arange(4)
    # c + x + y + z is unsigned arithmetic in C: -7 + 6 wraps to 2^32 - 1, which rounds to
    # 2^32 as a float
    wrapped = np.float32((-7 + 6) % 2**32)
    np.testing.assert_array_equal(out.reshape(4, 3), np.stack([5 + t, np.full(4, 3.0), np.full(4, wrapped)], axis=1))
    assert launch.undefined[:2] == [None, None]
    with pytest.raises(xlane.Error) as e:
        xlane.run(BASICS_CU, kernel="by_value", target="sm_90", block=4, args=((5, 1.5), (1, 2, 3), out))
    assert e.value.kind == "type"


def test_none_is_a_null_pointer(clang):
    out = np.zeros(32, dtype=np.int32)
    launch = xlane.run(BASICS, kernel="maybe_null", target="gfx1100", block=32, args=(None, out))
    np.testing.assert_array_equal(out, -1)
    inp = np.arange(32, dtype=np.int32) * 7
    xlane.run(BASICS, kernel="maybe_null", target="gfx1100", block=32, args=(inp, out))
    np.testing.assert_array_equal(out, inp)
    assert launch.undefined[0] is None and launch.undefined[1].shape == (32,)


def test_undefined_masks_and_warnings(clang):
    out = np.full((4, 16), -5, dtype=np.int32)  # shaped: the mask has the same shape
    with pytest.warns(xlane.RunWarning, match=r"^warning\[undefined-value\]"):
        launch = xlane.run(BASICS, kernel="half_written", target="gfx942", block=64, args=(out,))
    odd = (np.arange(64) % 2 == 1).reshape(4, 16)
    assert launch.undefined[0].dtype == bool and launch.undefined[0].shape == (4, 16)
    np.testing.assert_array_equal(launch.undefined[0], odd)
    np.testing.assert_array_equal(out[~odd], 3 * np.arange(64).reshape(4, 16)[~odd])
    # initcheck: the odd lanes' load of slots nobody wrote (wave 0 of 64 lanes on gfx942), once
    # for the op; then each odd lane's store of the undefined value it read
    first, rest = launch.warnings[0], launch.warnings[1:]
    # odd lane t reads s[t], bytes 4t..4t+4: lane 1's bytes 4..8 to lane 63's 252..256
    assert first.startswith("warning[uninitialized]: lanes 1, 3, 5, 7, "), first
    assert " 61, 63 read bytes 4..256 of shared variable `write_half(int*)::s`" in first, first
    assert rest and all(w.startswith("warning[undefined-value]") for w in rest)


def test_strict_makes_a_read_of_unwritten_shared_memory_an_error(clang):
    out = np.zeros(64, dtype=np.int32)
    with pytest.raises(xlane.Error) as e:
        xlane.run(BASICS, kernel="half_written", target="gfx942", block=64, args=(out,), strict=True)
    # initcheck stops the run at the load, before the undefined value is stored
    assert e.value.kind == "uninitialized"
    loc = e.value.location
    # the first odd lane of the only wave reads first
    assert loc["block"] == (0, 0, 0) and loc["wave"] == 0 and loc["lane"] == 1
    assert loc["file"] == str(BASICS)


def test_out_of_bounds_names_block_wave_and_lane(clang):
    out = np.zeros(128, dtype=np.int32)
    with pytest.raises(xlane.Error) as e:
        xlane.run(BASICS, kernel="off_by_one", target="gfx942", grid=2, block=64, args=(out,))
    err = e.value
    assert err.kind == "out-of-bounds"
    # thread 127 (block 1, lane 63 of its only wave) writes out[128], the first byte past the end
    assert err.location["block"] == (1, 0, 0)
    assert err.location["wave"] == 0 and err.location["lane"] == 63
    assert str(err).startswith("error[out-of-bounds]: ")
    # the same thread with wave32 on gfx1100 is lane 31 of wave 1
    with pytest.raises(xlane.Error) as e:
        xlane.run(BASICS, kernel="off_by_one", target="gfx1100", grid=2, block=64, args=(out,))
    assert (e.value.location["block"], e.value.location["wave"], e.value.location["lane"]) == ((1, 0, 0), 1, 31)


def test_ir_module_errors_name_the_ll_line():
    ll = CORPUS / "errors" / "errors.gfx942.ll"
    with pytest.raises(xlane.Error) as e:
        xlane.run(str(ll), kernel="copy", target="gfx942", grid=2, block=64,
                  args=(np.zeros(128, np.uint32), np.zeros(100, np.uint32)))
    loc = e.value.location
    assert e.value.kind == "out-of-bounds" and loc["file"] == str(ll)
    # the line named holds the kernel's store
    assert ll.read_text().splitlines()[loc["line"] - 1].strip().startswith("store ")
    # out has 100 elements: thread 100 (block 1, lane 36) is the first past the end
    assert loc["block"] == (1, 0, 0) and loc["lane"] == 36


def test_other_error_kinds():
    with pytest.raises(xlane.Error) as e:
        xlane.run("/nonexistent/k.ll", kernel="k", target="gfx942")
    assert e.value.kind == "io"
    with pytest.raises(xlane.Error) as e:
        xlane.run(KERNELS / "basics.txt", kernel="k", target="gfx942")
    assert e.value.kind == "malformed"
    ll = CORPUS / "errors" / "errors.gfx942.ll"
    with pytest.raises(xlane.Error) as e:
        xlane.run(ll, kernel="no_such_kernel", target="gfx942")
    assert e.value.kind == "malformed" and e.value.location is None
    with pytest.raises(xlane.Error) as e:
        xlane.run(ll, kernel="copy", target="gfx942", grid=(1, 2, 3, 4))
    assert e.value.kind == "malformed"
    with pytest.raises(xlane.Error) as e:
        xlane.run(ll, kernel="copy", target="gfx942", block=2048, args=(np.zeros(1, np.uint32),) * 2)
    assert e.value.kind == "launch" and "at most 1024" in str(e.value)


def test_division_by_zero_and_time_limit():
    ll = CORPUS / "errors" / "errors.gfx942.ll"
    num, den, out = np.arange(64, dtype=np.uint32), np.ones(64, np.uint32), np.zeros(64, np.uint32)
    den[5] = 0
    with pytest.raises(xlane.Error) as e:
        xlane.run(ll, kernel="quotient", target="gfx942", block=64, args=(num, den, out))
    assert e.value.kind == "division-by-zero" and e.value.location["lane"] == 5
    # `spin` waits for a flag nobody sets
    with pytest.raises(xlane.Error) as e:
        xlane.run(ll, kernel="spin", target="gfx942", block=64, args=(np.zeros(1, np.uint32), np.zeros(64, np.uint32)),
                  time_limit=0.3)
    assert e.value.kind in ("time-limit", "step-limit", "deadlock")


def test_paths_and_non_contiguous_arrays(clang):
    base = np.zeros(64, dtype=np.float32)
    view = base[::2]  # 32 elements, every other one
    view[:] = np.arange(32)
    xlane.run(pathlib.Path(BASICS), kernel="axpb", target="gfx1100", block=32, args=(view, 2.0, 1.0, 32))
    np.testing.assert_array_equal(base[::2], np.arange(32) * 2 + 1)
    np.testing.assert_array_equal(base[1::2], 0)


def test_parallel_schedule_gives_the_same_result(clang):
    x = np.arange(4096, dtype=np.float32)
    a, b = x.copy(), x.copy()
    xlane.run(BASICS, kernel="axpb", target="gfx942", grid=16, block=256, args=(a, 0.5, 2.0, 4096), parallel=True)
    xlane.run(BASICS, kernel="axpb", target="gfx942", grid=16, block=256, args=(b, 0.5, 2.0, 4096), parallel=False)
    np.testing.assert_array_equal(a, b)
    np.testing.assert_array_equal(a, x * 0.5 + 2)


def test_printf_from_an_ir_module():
    ll = CORPUS / "hip_printf" / "hip_printf.gfx942.ll"
    inp = (np.arange(256, dtype=np.int32) - 128) << 20
    out = np.zeros(256, dtype=np.int32)
    launch = xlane.run(ll, kernel="hip_printf", target="gfx942", grid=2, block=128, args=(inp, out))
    np.testing.assert_array_equal(out, inp)
    # lanes with threadIdx.x % 16 == 3 print, in block order and lane order (docs/launch.md)
    want = ""
    for b in range(2):
        for t in range(3, 128, 16):
            g = b * 128 + t
            want += f"block {b} thread {t:3d}: {inp[g] >> 20} ok {1.5 * t:5.2f} {g << 33:x}\n"
    assert launch.printf == want


def test_strict_and_approximate_operations(clang):
    x = np.linspace(-2, 2, 32, dtype=np.float32)
    out = np.zeros(32, np.float32)
    with pytest.raises(xlane.Error) as e:
        xlane.run(BASICS_CU, kernel="fast_exp2", target="sm_90", block=32, args=(x, out), strict=True)
    assert e.value.kind == "approximate-value"
    xlane.run(BASICS_CU, kernel="fast_exp2", target="sm_90", block=32, args=(x, out), strict=True, allow_approx="all")
    np.testing.assert_allclose(out, np.exp2(x), rtol=1e-5)
    with pytest.raises(xlane.Error) as e:
        xlane.run(BASICS_CU, kernel="fast_exp2", target="sm_90", block=32, args=(x, out), allow_approx=["no.such.op"])
    assert e.value.kind == "malformed"


def test_clang_args_reach_the_compiler(clang):
    out = np.zeros(5, dtype=np.int64)
    xlane.run(BASICS, kernel="widths", target="gfx942", args=(out, 1, 2, 3, 4, False), clang_args=["-O1"])
    np.testing.assert_array_equal(out[:4], [1, 2, 3, 4])
    with pytest.raises(xlane.Error) as e:
        xlane.run(BASICS, kernel="widths", target="gfx942", args=(out, 1, 2, 3, 4, False), clang_args=["-include", "/nonexistent/header.h"],
                  time_limit=30)
    assert e.value.kind in ("malformed",)


def test_warnings_module_can_be_silenced(clang):
    out = np.zeros(64, dtype=np.int32)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        warnings.simplefilter("ignore", xlane.RunWarning)
        launch = xlane.run(BASICS, kernel="half_written", target="gfx942", block=64, args=(out,))
    assert launch.warnings


def test_printf_from_cuda_source(clang):
    out = np.arange(8, dtype=np.int32) * 3
    launch = xlane.run(BASICS_CU, kernel="hello", target="sm_90", block=8, args=(out,))
    assert launch.printf == "lane 0 says 0\nlane 5 says 15\n"


def test_arrays_sharing_memory_are_one_buffer(clang):
    # in = x[4:], out = x: one wave loads all of in, then stores, so x[t] = old x[t + 4]
    x = np.arange(40, dtype=np.int32)
    xlane.run(BASICS, kernel="maybe_null", target="gfx1100", block=32, args=(x[4:], x))
    np.testing.assert_array_equal(x, np.r_[np.arange(4, 36), np.arange(32, 40)])
    y = np.arange(32, dtype=np.int32)
    xlane.run(BASICS, kernel="maybe_null", target="gfx1100", block=32, args=(y, y))
    np.testing.assert_array_equal(y, np.arange(32))
    with pytest.raises(xlane.Error) as e:
        xlane.run(BASICS, kernel="maybe_null", target="gfx1100", block=32, args=(x[:30], x[10:]))
    assert e.value.kind == "malformed"


def test_an_alias_gets_its_part_of_the_undefined_mask(clang):
    # out = x[16:] lies inside x: odd elements of out are left undefined, and so are the
    # same elements of x
    x = np.zeros(80, dtype=np.int32)
    launch = xlane.run(BASICS, kernel="half_written_beside", target="gfx942", block=64, args=(x, x[16:]))
    odd = np.arange(64) % 2 == 1
    np.testing.assert_array_equal(launch.undefined[1], odd)
    np.testing.assert_array_equal(launch.undefined[0], np.r_[np.zeros(16, bool), odd])
    np.testing.assert_array_equal(x[16:][~odd], 3 * np.arange(64)[~odd])
