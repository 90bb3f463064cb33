"""Triton corpus: compiles kernels.py with Triton's own backends (ttir -> ttgir -> llir,
stopping before ptxas and the AMD code generator; no GPU is needed) and writes the launch
specs, whose expected values come from numpy.

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install triton numpy
    /tmp/venv/bin/python tests/kernels/triton/gen_triton.py [ll] [specs] [ptx] [interp]

`ll` rebuilds the modules, `specs` rewrites the specs from the modules' launch metadata
(kept in `<case>/<case>.<build>.meta.json`), `ptx` writes Triton's own PTX of the sm_90
builds to ../ptx/ for the hardware check (hw_check_cuda.py), `interp` runs every case on
Triton's interpreter (TRITON_INTERPRET=1) as a second reference and records the comparison
with numpy in interpret.txt. Builds:

    sm_90          NVIDIA Hopper, 32-lane warps
    gfx942         CDNA3 wave64, Triton's default (buffer loads/stores where it can prove it)
    gfx942.nobuf   the same with AMDGCN_USE_BUFFER_OPS=0 (global loads and stores)
    gfx1100        RDNA3 wave32
    gfx950         CDNA4 wave64
"""
import json
import os
import re
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import spec_files  # noqa: E402 (tests/kernels/spec_files.py)
FP_FUSION = "1"  # Triton 3.9's default, spelled out (it warns when unset)

# build tag -> (backend, arch, wave, extra environment)
BUILDS = {
    "sm_90": ("cuda", 90, 32, {}),
    "gfx942": ("hip", "gfx942", 64, {}),
    "gfx942.nobuf": ("hip", "gfx942", 64, {"AMDGCN_USE_BUFFER_OPS": "0"}),
    "gfx1100": ("hip", "gfx1100", 32, {}),
    "gfx950": ("hip", "gfx950", 64, {}),
}


def target_name(build):
    backend, arch, _, _ = BUILDS[build]
    return f"sm_{arch}" if backend == "cuda" else arch


# ---------------------------------------------------------------------------------------
# Cases: kernel, signature, compile-time constants, warps, grid, inputs -> (args, expect)
# ---------------------------------------------------------------------------------------

def rng(seed):
    return np.random.default_rng(seed)


def buf(ty, a):
    """A buffer argument holding numpy array `a` (floats as exact bit patterns when not
    whole numbers)."""
    return {"buffer": ty, "data": values(ty, a)}


def values(ty, a):
    a = np.asarray(a).reshape(-1)
    if ty in ("f32", "f16", "bf16"):
        if ty == "bf16":
            return [float(v) for v in a]  # whole numbers only (exact in bf16)
        return [float(v) if float(v).is_integer() else "0x%x" % bits(ty, v) for v in a]
    return [int(v) for v in a]


def bits(ty, v):
    return int(np.array(v, dtype={"f32": np.float32, "f16": np.float16}[ty]).view({"f32": np.uint32, "f16": np.uint16}[ty]))


def out(ty, n):
    return {"buffer": ty, "len": n, "fill": 0}


def c_vadd():
    n, block = 1000, 256
    r = rng(1)
    x = r.integers(-1000, 1000, n).astype(np.float32)
    y = r.integers(-1000, 1000, n).astype(np.float32)
    grid = -(-n // block)
    return dict(sig={"x": "*fp32", "y": "*fp32", "out": "*fp32", "n": "i32"}, const={"BLOCK": block}, warps=4, grid=grid,
                args=[buf("f32", x), buf("f32", y), out("f32", n), {"scalar": "i32", "value": n}], expect={2: ("f32", x + y)})


def c_vsum():
    n, block = 1000, 256
    x = rng(2).integers(-100, 100, n).astype(np.float32)  # whole numbers: exact in any order
    grid = -(-n // block)
    sums = [x[i * block:(i + 1) * block].sum() for i in range(grid)]
    return dict(sig={"x": "*fp32", "out": "*fp32", "n": "i32"}, const={"BLOCK": block}, warps=4, grid=grid,
                args=[buf("f32", x), out("f32", grid), {"scalar": "i32", "value": n}], expect={1: ("f32", sums)})


def c_vminmax():
    n, block = 1000, 512
    x = rng(3).standard_normal(n).astype(np.float32)
    grid = -(-n // block)
    res = []
    for i in range(grid):
        ch = x[i * block:(i + 1) * block]
        res += [ch.max(), ch.min()]
    return dict(sig={"x": "*fp32", "out": "*fp32", "n": "i32"}, const={"BLOCK": block}, warps=4, grid=grid,
                args=[buf("f32", x), out("f32", 2 * grid), {"scalar": "i32", "value": n}], expect={1: ("f32", res)})


def c_vargmax():
    n, block = 1000, 256
    x = rng(4).integers(-50, 50, n).astype(np.int32)  # many ties: the first index wins
    grid = -(-n // block)
    res = [int(np.argmax(x[i * block:(i + 1) * block])) for i in range(grid)]
    return dict(sig={"x": "*i32", "out": "*i32", "n": "i32"}, const={"BLOCK": block}, warps=4, grid=grid,
                args=[buf("i32", x), out("i32", grid), {"scalar": "i32", "value": n}], expect={1: ("i32", res)})


def c_vcumsum():
    block, grid = 256, 3
    x = rng(5).integers(-1000, 1000, block * grid).astype(np.int32)
    res = np.concatenate([np.cumsum(x[i * block:(i + 1) * block]) for i in range(grid)])
    return dict(sig={"x": "*i32", "out": "*i32"}, const={"BLOCK": block}, warps=4, grid=grid,
                args=[buf("i32", x), out("i32", block * grid)], expect={1: ("i32", res)})


def c_vrunmax():
    block, grid = 256, 2
    x = rng(6).standard_normal(block * grid).astype(np.float32)
    res = np.concatenate([np.maximum.accumulate(x[i * block:(i + 1) * block]) for i in range(grid)])
    return dict(sig={"x": "*fp32", "out": "*fp32"}, const={"BLOCK": block}, warps=4, grid=grid,
                args=[buf("f32", x), out("f32", block * grid)], expect={1: ("f32", res)})


def c_rowsum():
    m, n = 32, 64
    x = rng(7).integers(-100, 100, (m, n)).astype(np.float32)
    return dict(sig={"x": "*fp32", "out": "*fp32"}, const={"M": m, "N": n}, warps=4, grid=1,
                args=[buf("f32", x), out("f32", m)], expect={1: ("f32", x.sum(axis=1))})


def c_colsum():
    m, n = 64, 32
    x = rng(8).integers(-10000, 10000, (m, n)).astype(np.int32)
    return dict(sig={"x": "*i32", "out": "*i32"}, const={"M": m, "N": n}, warps=4, grid=1,
                args=[buf("i32", x), out("i32", n)], expect={1: ("i32", x.sum(axis=0))})


def c_histogram():
    n, block, bins = 1000, 256, 16
    x = rng(9).integers(0, 1 << 20, n).astype(np.int32)
    grid = -(-n // block)
    return dict(sig={"x": "*i32", "hist": "*i32", "n": "i32"}, const={"BINS": bins, "BLOCK": block}, warps=4, grid=grid,
                args=[buf("i32", x), out("i32", bins), {"scalar": "i32", "value": n}], expect={1: ("i32", np.bincount(x % bins, minlength=bins))})


def c_transpose():
    m, n = 32, 64
    x = rng(10).integers(-1 << 30, 1 << 30, (m, n)).astype(np.int32)
    return dict(sig={"x": "*i32", "out": "*i32"}, const={"M": m, "N": n}, warps=4, grid=1,
                args=[buf("i32", x), out("i32", m * n)], expect={1: ("i32", x.T)})


def matmul_case(kind, seed):
    """Small whole-number inputs: every product and partial sum is exact in f32 (and the
    integer sums cannot overflow), so any summation order gives numpy's result."""
    m = n = k = 32
    r = rng(seed)
    a = r.integers(-8, 8, (m, k))
    b = r.integers(-8, 8, (k, n))
    c = a @ b
    ty, tri, cty, ctri = {"f16": ("f16", "*fp16", "f32", "*fp32"), "bf16": ("bf16", "*bf16", "f32", "*fp32"),
                          "f32": ("f32", "*fp32", "f32", "*fp32"), "i8": ("i8", "*i8", "i32", "*i32")}[kind]
    return dict(sig={"a": tri, "b": tri, "c": ctri}, const={"M": m, "N": n, "K": k}, warps=4, grid=1,
                args=[buf(ty, a), buf(ty, b), out(cty, m * n)], expect={2: (cty, c)})


def philox4x32(seed, offs):
    """Philox-4x32-10 as triton.language.random defines it (randint4x: counter (offset, 0, 0,
    0), key (seed low, seed high), round constants 0xD2511F53/0xCD9E8D57, key increments
    0x9E3779B9/0xBB67AE85)."""
    mask = 0xFFFFFFFF
    c0 = np.asarray(offs, dtype=np.uint64) & mask
    c1 = np.zeros_like(c0)
    c2 = np.zeros_like(c0)
    c3 = np.zeros_like(c0)
    k0, k1 = np.uint64(seed & mask), np.uint64((seed >> 32) & mask)
    ra, rb = np.uint64(0xD2511F53), np.uint64(0xCD9E8D57)
    for _ in range(10):
        p0, p2 = c0, c2
        c0 = ((rb * p2) >> np.uint64(32)) ^ c1 ^ k0
        c2 = ((ra * p0) >> np.uint64(32)) ^ c3 ^ k1
        c1 = (rb * p2) & mask
        c3 = (ra * p0) & mask
        k0 = (k0 + np.uint64(0x9E3779B9)) & mask
        k1 = (k1 + np.uint64(0xBB67AE85)) & mask
    return [c.astype(np.uint32) for c in (c0, c1, c2, c3)]


def uniform(words):
    """tl.rand's uint_to_uniform_float: the word as int32, negative ones complemented, times
    the f32 4.6566127342e-10 (one f32 multiply, rounded to nearest)."""
    x = words.view(np.int32).astype(np.int64)
    x = np.where(x < 0, ~x, x)
    return x.astype(np.float32) * np.float32(4.6566127342e-10)


def c_dropout():
    n, block, seed = 300, 128, 1234
    x = rng(16).integers(-1000, 1000, n).astype(np.float32)
    keep = uniform(philox4x32(seed, np.arange(n))[0]) > np.float32(0.5)
    return dict(sig={"x": "*fp32", "out": "*fp32", "n": "i32", "p": "fp32", "seed": "i32"}, const={"BLOCK": block}, warps=4,
                grid=-(-n // block), args=[buf("f32", x), out("f32", n), {"scalar": "i32", "value": n}, {"scalar": "f32", "value": 0.5},
                                           {"scalar": "i32", "value": seed}], expect={1: ("f32", np.where(keep, x * 2, 0))})


def c_randbits():
    n, block, seed = 200, 128, 987654
    return dict(sig={"out": "*u32", "n": "i32", "seed": "i32"}, const={"BLOCK": block}, warps=2, grid=-(-n // block),
                args=[out("u32", 4 * n), {"scalar": "i32", "value": n}, {"scalar": "i32", "value": seed}],
                expect={0: ("u32", np.stack(philox4x32(seed, np.arange(n)), 1))})


def c_i64_index():
    n, block = 500, 256
    x = rng(17).integers(-1 << 40, 1 << 40, 2 * n).astype(np.int64)
    return dict(sig={"x": "*i64", "out": "*i64", "n": "i64", "stride": "i64"}, const={"BLOCK": block}, warps=4, grid=-(-n // block),
                args=[buf("i64", x), out("i64", n), {"scalar": "i64", "value": n}, {"scalar": "i64", "value": 2}],
                expect={1: ("i64", x[::2] * 3 - 1)})


def c_half_ops():
    """Quarters in [-4, 4): products, sums and differences are exact in f16 and bf16."""
    n, r = 200, rng(18)
    a = r.integers(-16, 16, n) / 4
    b = r.integers(-16, 16, n) / 4
    return dict(sig={"x": "*fp16", "y": "*fp16", "o16": "*fp16", "obf": "*bf16", "n": "i32"}, const={"BLOCK": 256}, warps=1, grid=1,
                args=[buf("f16", a), buf("f16", b), out("f16", n), out("bf16", n), {"scalar": "i32", "value": n}],
                expect={2: ("f16", a * b + a), 3: ("bf16", a - b)})


def c_where2d():
    m, n, sx = 20, 24, 40
    x = rng(19).integers(-50, 50, (m, sx)).astype(np.int32)
    ref = np.where(x[:, :n] > 0, x[:, :n], -x[:, :n] * 2)
    ref[np.arange(m)[:, None] == np.arange(n)[None, :]] = 1000
    return dict(sig={"x": "*i32", "out": "*i32", "M": "i32", "N": "i32", "sx": "i32"}, const={"BM": 16, "BN": 32}, warps=2, grid=2,
                args=[buf("i32", x), out("i32", m * n)] + [{"scalar": "i32", "value": v} for v in (m, n, sx)], expect={1: ("i32", ref)})


def matmul_k_case(ty, cty, seed):
    """40 x 80 times 80 x 48 in 32-wide tiles (masked edges, three K steps); entries in
    [-4, 4): every partial sum is a whole number below 2^11, exact in f32 and in f16 (and the
    inputs are exact in tf32, the default precision of an f32 `tl.dot`)."""
    m, n, k = 40, 48, 80
    r = rng(seed)
    a = r.integers(-4, 4, (m, k))
    b = r.integers(-4, 4, (k, n))
    tri = {"f16": "*fp16", "bf16": "*bf16", "f32": "*fp32"}
    sig = {"a": tri[ty], "b": tri[ty], "c": tri[cty], "M": "i32", "N": "i32", "K": "i32", "sam": "i32", "sak": "i32",
           "sbk": "i32", "sbn": "i32", "scm": "i32", "scn": "i32"}
    return dict(sig=sig, const={"BM": 32, "BN": 32, "BK": 32}, warps=4, grid=(2, 2),
                args=[buf(ty, a), buf(ty, b), out(cty, m * n)] + [{"scalar": "i32", "value": v} for v in (m, n, k, k, 1, n, 1, n, 1)],
                expect={2: (cty, a @ b)})


def matmul_acc_case(ty, acc, shape, tile, warps, seed):
    """sm_90 only: tiles of 64+ rows with 4+ warps, which Triton 3.9 multiplies with Hopper's
    wgmma (A and B from swizzled shared memory, or A from registers for tf32), and the
    f16-accumulator mma.sync of a 16-row tile. Entries in [-4, 4): every partial sum is a whole
    number of magnitude at most 16·K, exact in f32, in f16 (K <= 128) and after tf32 rounding."""
    m, n, k = shape
    bm, bn, bk = tile
    r = rng(seed)
    a = r.integers(-4, 4, (m, k))
    b = r.integers(-4, 4, (k, n))
    tri = {"f16": "*fp16", "bf16": "*bf16", "f32": "*fp32", "i8": "*i8", "i32": "*i32"}
    cty = {"fp32": "f32", "fp16": "f16", "int32": "i32"}[acc]
    acc_ty = {"fp32": "tl.float32", "fp16": "tl.float16", "int32": "tl.int32"}[acc]  # a dtype constexpr (compile_llir)
    sig = {"a": tri[ty], "b": tri[ty], "c": tri[cty], "M": "i32", "N": "i32", "K": "i32"}
    return dict(sig=sig, const={"BM": bm, "BN": bn, "BK": bk, "ACC": acc_ty}, warps=warps, grid=(-(-m // bm), -(-n // bn)),
                args=[buf(ty, a), buf(ty, b), out(cty, m * n)] + [{"scalar": "i32", "value": v} for v in (m, n, k)],
                expect={2: (cty, a @ b)}, builds=["sm_90"])


def c_wgmma_bt():
    m, n, k = 64, 64, 32
    r = rng(37)
    a = r.integers(-8, 8, (m, k))
    b = r.integers(-8, 8, (n, k))
    return dict(sig={"a": "*fp16", "b": "*fp16", "c": "*fp32"}, const={"M": m, "N": n, "K": k}, warps=4, grid=1,
                args=[buf("f16", a), buf("f16", b), out("f32", m * n)], expect={2: ("f32", a @ b.T)}, builds=["sm_90"])


def c_rn_math():
    n, r = 200, rng(20)
    a = (r.integers(1, 64, n) ** 2).astype(np.float32)
    b = (2.0 ** r.integers(-3, 4, n)).astype(np.float32)
    return dict(sig={"x": "*fp32", "y": "*fp32", "out": "*fp32", "n": "i32"}, const={"BLOCK": 256}, warps=2, grid=1,
                args=[buf("f32", a), buf("f32", b), out("f32", n), {"scalar": "i32", "value": n}], expect={2: ("f32", np.sqrt(a) + a / b)})


def c_sqrt_gate():
    """Perfect squares 1..25: their square roots are at least 0.5 from 2.5, far beyond any
    approximation's error, so the stored 0/1 is exact; the run must name the approximation."""
    n = 200
    x = (rng(21).integers(1, 6, n) ** 2).astype(np.float32)
    return dict(sig={"x": "*fp32", "out": "*i32", "n": "i32"}, const={"BLOCK": 256}, warps=2, grid=1,
                args=[buf("f32", x), out("i32", n), {"scalar": "i32", "value": n}], expect={1: ("i32", (np.sqrt(x) > 2.5).astype(np.int32))},
                approximate={"cuda": ["sqrt.approx.f32"], "hip": ["v_sqrt_f32"]})


def fp8_round(x, mbits, bias, maxv):
    """binary32 `x` to an 8-bit float (PTX `cvt.rn.satfinite`): to nearest even with
    subnormals below 2^(1-bias), a magnitude past `maxv` saturated to it; exact rationals.
    Returns (code, value)."""
    from fractions import Fraction
    v = Fraction(float(x))
    neg = v < 0
    a = abs(v)
    emin = 1 - bias
    if a == 0:
        return (0x80 if neg else 0), 0.0
    e = a.numerator.bit_length() - a.denominator.bit_length()
    while Fraction(2) ** e > a:
        e -= 1
    while Fraction(2) ** (e + 1) <= a:
        e += 1
    q = max(e, emin) - mbits
    n = a / Fraction(2) ** q
    r = int(n)
    if n - r > Fraction(1, 2) or (n - r == Fraction(1, 2) and r % 2 == 1):
        r += 1
    mag = min(Fraction(r) * Fraction(2) ** q, Fraction(maxv))
    # the code of `mag`: subnormal (a multiple of 2^(emin - mbits)) or normal
    if mag < Fraction(2) ** emin:
        code = int(mag / Fraction(2) ** (emin - mbits))
    else:
        me = mag.numerator.bit_length() - mag.denominator.bit_length()
        while Fraction(2) ** me > mag:
            me -= 1
        code = ((me + bias) << mbits) | int(mag / Fraction(2) ** (me - mbits) - (1 << mbits))
    return (code | (0x80 if neg else 0)), (-float(mag) if neg else float(mag))


def c_fp8_cast():
    """Edge values of both formats (ties, subnormals, the saturation at 448 and 57344) and
    scaled normal samples; numpy adds the two exact f32 values once."""
    edges = [0.0, 1.0, 1.0625, 1.1875, 448.0, 464.0, 500.0, -1e6, 2.0 ** -9, 2.0 ** -10, 1.5 * 2.0 ** -10, -0.3,
             57344.0, 61440.0, 1e30, 0.1, 2.0 ** -16, -(2.0 ** -17), 3.0 * 2.0 ** -17]
    x = np.concatenate([np.array(edges, np.float32), (rng(24).standard_normal(181) * 40).astype(np.float32)])
    n = len(x)
    e4 = [fp8_round(v, 3, 7, 448.0) for v in x]
    e5 = [fp8_round(v, 2, 15, 57344.0) for v in x]
    codes = np.array([c for c, _ in e4], np.uint8)
    sums = np.array([a for _, a in e4], np.float32) + np.array([b for _, b in e5], np.float32)
    return dict(sig={"x": "*fp32", "out8": "*u8", "outf": "*fp32", "n": "i32"}, const={"BLOCK": 256}, warps=4, grid=1,
                args=[buf("f32", x), out("u8", n), out("f32", n), {"scalar": "i32", "value": n}],
                expect={1: ("u8", codes), 2: ("f32", sums)})


def c_wide_sum():
    n, block = 2000, 2048
    x = rng(25).integers(-1000, 1000, n).astype(np.float32)  # whole numbers: exact in any order
    return dict(sig={"x": "*fp32", "out": "*fp32", "n": "i32"}, const={"BLOCK": block}, warps=1, grid=1,
                args=[buf("f32", x), out("f32", 1), {"scalar": "i32", "value": n}], expect={1: ("f32", [x.sum()])})


def c_atomic_minmax():
    """Any floats (max and min are exact), both signs; bins start at -1000 / 1000."""
    n, block, bins = 1000, 256, 16
    x = (rng(26).standard_normal(n) * 50).astype(np.float32)
    init = np.array([-1000.0] * bins + [1000.0] * bins, np.float32)
    hi = [max(-1000.0, x[b::bins].max()) for b in range(bins)]
    lo = [min(1000.0, x[b::bins].min()) for b in range(bins)]
    return dict(sig={"x": "*fp32", "out": "*fp32", "n": "i32"}, const={"BINS": bins, "BLOCK": block}, warps=4, grid=-(-n // block),
                args=[buf("f32", x), buf("f32", init), {"scalar": "i32", "value": n}], expect={1: ("f32", np.array(hi + lo, np.float32))})


def c_atomic_add_half():
    """Whole numbers in [-2, 2]: every partial sum of a bin (at most 63 terms) is a whole
    number below 2^8, exact in f16 and bf16 in any order."""
    n, block, bins = 1000, 256, 16
    x = rng(27).integers(-2, 3, n).astype(np.float32)
    h = np.bincount(np.arange(n) % bins, weights=x, minlength=bins)
    return dict(sig={"x": "*fp32", "h16": "*fp16", "hbf": "*bf16", "n": "i32"}, const={"BINS": bins, "BLOCK": block}, warps=4,
                grid=-(-n // block), args=[buf("f32", x), out("f16", bins), out("bf16", bins), {"scalar": "i32", "value": n}],
                expect={1: ("f16", h), 2: ("bf16", h)})


def c_atomic_xchg_ret():
    """x and out swap their first n elements; out keeps its tail (the masked-off lanes)."""
    n, block = 3000, 1024
    r = rng(29)
    x = r.integers(-100, 100, n).astype(np.int32)
    init = r.integers(-100, 100, 3 * block).astype(np.int32)
    after = init.copy()
    after[:n] = x
    return dict(sig={"x": "*i32", "out": "*i32", "n": "i32"}, const={"BLOCK": block}, warps=8, grid=-(-n // block),
                args=[buf("i32", x), buf("i32", init), {"scalar": "i32", "value": n}], expect={0: ("i32", init[:n]), 1: ("i32", after)},
                builds=[b for b in BUILDS if b != "sm_90"])


def c_atomic_add_ret():
    """Each counter is added to once: the old values are the initial ones, in any order."""
    n, block = 3000, 1024
    r = rng(30)
    x = r.integers(-100, 100, n).astype(np.int32)
    init = r.integers(-1000, 1000, n).astype(np.int32)
    return dict(sig={"x": "*i32", "cnt": "*i32", "ret": "*i32", "n": "i32"}, const={"BLOCK": block}, warps=8, grid=-(-n // block),
                args=[buf("i32", x), buf("i32", init), out("i32", n), {"scalar": "i32", "value": n}],
                expect={1: ("i32", init + x), 2: ("i32", init)}, builds=[b for b in BUILDS if b != "sm_90"])


CASES = {
    "vadd": ("vadd", c_vadd),
    "vsum": ("vsum", c_vsum),
    "vminmax": ("vminmax", c_vminmax),
    "vargmax": ("vargmax", c_vargmax),
    "vcumsum": ("vcumsum", c_vcumsum),
    "vrunmax": ("vrunmax", c_vrunmax),
    "rowsum": ("rowsum", c_rowsum),
    "colsum": ("colsum", c_colsum),
    "histogram": ("histogram", c_histogram),
    "transpose": ("transpose", c_transpose),
    "dot_f16": ("matmul", lambda: matmul_case("f16", 11)),
    "dot_bf16": ("matmul", lambda: matmul_case("bf16", 12)),
    "dot_tf32": ("matmul", lambda: matmul_case("f32", 13)),
    "dot_f32": ("matmul_ieee", lambda: matmul_case("f32", 14)),
    "dot_i8": ("matmul", lambda: matmul_case("i8", 15)),
    "dropout": ("dropout", c_dropout),
    "randbits": ("randbits", c_randbits),
    "i64_index": ("i64_index", c_i64_index),
    "half_ops": ("half_ops", c_half_ops),
    "where2d": ("where2d", c_where2d),
    "matmul_k_f16": ("matmul_k", lambda: matmul_k_case("f16", "f16", 22)),
    "matmul_k_bf16": ("matmul_k", lambda: matmul_k_case("bf16", "f32", 23)),
    "rn_math": ("rn_math", c_rn_math),
    "sqrt_gate": ("sqrt_gate", c_sqrt_gate),
    "fp8_cast": ("fp8_cast", c_fp8_cast),
    "wide_sum": ("wide_sum", c_wide_sum),
    "atomic_minmax": ("atomic_minmax", c_atomic_minmax),
    "atomic_add_half": ("atomic_add_half", c_atomic_add_half),
    "matmul_k_f32": ("matmul_k", lambda: matmul_k_case("f32", "f32", 28)),
    "wgmma_f16": ("matmul_acc", lambda: matmul_acc_case("f16", "fp32", (100, 60, 70), (64, 32, 32), 4, 30)),
    "wgmma_bf16": ("matmul_acc", lambda: matmul_acc_case("bf16", "fp32", (64, 64, 64), (64, 64, 32), 4, 31)),
    "wgmma_tf32": ("matmul_acc", lambda: matmul_acc_case("f32", "fp32", (100, 60, 70), (64, 32, 32), 4, 32)),
    "wgmma_i8": ("matmul_acc", lambda: matmul_acc_case("i8", "int32", (100, 60, 70), (64, 32, 32), 4, 33)),
    "wgmma_f16acc": ("matmul_acc", lambda: matmul_acc_case("f16", "fp16", (64, 64, 64), (64, 64, 32), 4, 34)),
    "wgmma_big": ("matmul_acc", lambda: matmul_acc_case("f16", "fp32", (128, 128, 128), (128, 128, 64), 8, 35)),
    "dot_f16acc": ("matmul_acc", lambda: matmul_acc_case("f16", "fp16", (16, 16, 16), (16, 16, 16), 1, 36)),
    "wgmma_bt": ("matmul_bt", c_wgmma_bt),
    "atomic_xchg_ret": ("atomic_xchg_ret", c_atomic_xchg_ret),
    "atomic_add_ret": ("atomic_add_ret", c_atomic_add_ret),
}


# ---------------------------------------------------------------------------------------
# Building the modules
# ---------------------------------------------------------------------------------------

def compile_llir(fn, sig, const, build, warps, stages_wanted=("ttir", "ttgir", "llir")):
    from triton.backends.compiler import GPUTarget
    from triton.compiler.compiler import ASTSource, make_backend
    from triton._C.libtriton import ir
    backend_name, arch, wave, env = BUILDS[build]
    saved = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    try:
        target = GPUTarget(backend_name, arch, wave)
        # as Triton's launcher specialises a call with 16-byte aligned tensors (on AMD, with
        # buffer ops on, also tensors of less than 2 GiB: "tt.pointer_range" 32)
        ptr_attrs = [["tt.divisibility", 16]]
        if backend_name == "hip" and env.get("AMDGCN_USE_BUFFER_OPS", "1") != "0":
            ptr_attrs.append(["tt.pointer_range", 32])
        attrs = {(fn.arg_names.index(k),): ptr_attrs for k, t in sig.items() if t.startswith("*")}
        # "tl.<dtype>" names a dtype constexpr (so that the cases need no Triton to be listed)
        import triton.language as tl
        const = {k: getattr(tl, v[3:]) if isinstance(v, str) and v.startswith("tl.") else v for k, v in const.items()}
        src = ASTSource(fn, sig, const, attrs)
        backend = make_backend(target)
        opts = backend.parse_options({"num_warps": warps})
        ctx = ir.context()
        ir.load_dialects(ctx)
        backend.load_dialects(ctx)
        mod = src.make_ir(target, opts, backend.get_codegen_implementation(opts), backend.get_module_map(), ctx)
        stages = {}
        backend.add_stages(stages, opts, src.language)
        meta = {"target": target, **opts.__dict__}
        for name in stages_wanted:
            mod = stages[name](mod, meta)
        return mod, meta
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def portable(ll):
    """No absolute path of this machine in the committed IR."""
    return re.sub(r'directory: "[^"]*"', 'directory: "."', ll)


def build_ll(only=None):
    os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", FP_FUSION)
    sys.path.insert(0, HERE)
    import kernels
    for case, (kname, make) in CASES.items():
        if only and case not in only:
            continue
        c = make()
        folder = HERE
        for build in c.get("builds", BUILDS):
            ll, meta = compile_llir(getattr(kernels, kname), c["sig"], c["const"], build, c["warps"])
            with open(os.path.join(folder, f"{case}.{build}.ll"), "w") as f:
                f.write(portable(ll))
            keep = {k: meta[k] for k in ("name", "num_warps", "warp_size", "shared", "global_scratch_size",
                                         "profile_scratch_size") if k in meta}
            with open(os.path.join(folder, f"{case}.{build}.meta.json"), "w") as f:
                f.write(json.dumps(keep, sort_keys=True) + "\n")
            print(f"built {case}.{build}.ll")


def build_ptx(out_dir):
    """Triton's own PTX (its LLVM's NVPTX back end; ptxas is not run) of the sm_90 builds."""
    os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", FP_FUSION)
    sys.path.insert(0, HERE)
    import kernels
    for case, (kname, make) in CASES.items():
        c = make()
        ptx, _ = compile_llir(getattr(kernels, kname), c["sig"], c["const"], "sm_90", c["warps"],
                              ("ttir", "ttgir", "llir", "ptx"))
        with open(os.path.join(out_dir, f"triton__{case}.sm_90.ptx"), "w") as f:
            f.write(ptx)


# ---------------------------------------------------------------------------------------
# Specs
# ---------------------------------------------------------------------------------------

def kernel_params(ll, kernel):
    m = re.search(r"define [^@]*@" + re.escape(kernel) + r"\((.*)\)[^(]*\{", ll)
    if not m:
        raise SystemExit(f"kernel {kernel} not found")
    return [p for p in re.split(r",\s*(?![^()]*\))", m.group(1)) if p.strip()]


# xlane marks the float results of AMD matrix instructions approximate (its model sums the
# exact products in binary64 and rounds once; no source read fixes the hardware's order:
# docs/launch.md "Wave-level matrix instructions"). A spec that stores them lists the
# operation, by xlane's name for it, so that `--strict` accepts exactly these. The inputs are
# whole numbers, so the model's value is numpy's exactly.
APPROX_MATRIX = [(r"@llvm\.amdgcn\.mfma\.f32\.", "v_mfma_f32"), (r"@llvm\.amdgcn\.mfma\.f64\.", "v_mfma_f64"),
                 (r"@llvm\.amdgcn\.wmma\.f32\.", "v_wmma_f32"), (r"@llvm\.amdgcn\.wmma\.f16\.", "v_wmma_f16"),
                 (r"@llvm\.amdgcn\.wmma\.bf16\.", "v_wmma_bf16")]
# (sm_90 wgmma's float results are exact: its tensor-core model agrees with the hardware,
# vectors/wgmma-sm90.)


def approximate_ops(ll):
    return [name for pat, name in APPROX_MATRIX if re.search(pat, ll)]


def spec_for(case, build, c):
    kname = CASES[case][0]
    folder = HERE
    module = f"{case}.{build}.ll"
    with open(os.path.join(folder, module)) as f:
        ll = f.read()
    with open(os.path.join(folder, f"{case}.{build}.meta.json")) as f:
        meta = json.load(f)
    _, _, wave, _ = BUILDS[build]
    args = list(c["args"])
    # Triton appends hidden pointer parameters (global and profile scratch); both are
    # unused when their sizes are 0, as in every case here.
    hidden = len(kernel_params(ll, kname)) - len(args)
    if meta.get("global_scratch_size", 0) or meta.get("profile_scratch_size", 0):
        raise SystemExit(f"{case}.{build}: needs scratch memory")
    args += [{"null": True}] * hidden
    spec = {"module": module, "kernel": kname, "target": target_name(build), "wave": wave,
            "grid": (list(c["grid"]) + [1, 1])[:3] if isinstance(c["grid"], tuple) else [c["grid"], 1, 1], "block": [meta["num_warps"] * wave, 1, 1],
            "shared_bytes": meta.get("shared", 0), "args": args,
            "expect": {str(k): {"data": values(ty, v)} for k, (ty, v) in c["expect"].items()}}
    approx = approximate_ops(ll) + c.get("approximate", {}).get(BUILDS[build][0], [])
    if approx:
        spec["approximate"] = approx
    return spec


def all_specs():
    for case, (_, make) in CASES.items():
        c = make()
        for build in BUILDS:
            if os.path.exists(os.path.join(HERE, f"{case}.{build}.ll")):
                yield f"{case}.{build}.spec.json", spec_for(case, build, c)


def write_specs():
    spec_files.write_specs(HERE, all_specs())


def check_specs():
    return spec_files.check_specs(HERE, all_specs(), "Triton", "gen_triton.py")


# ---------------------------------------------------------------------------------------
# Triton's interpreter (TRITON_INTERPRET=1) as a second reference
# ---------------------------------------------------------------------------------------

# spec element type -> (numpy storage dtype, the dtype name Triton's interpreter reads)
INTERP_TYPES = {"f32": (np.float32, "float32"), "f16": (np.float16, "float16"), "bf16": (np.uint16, "bfloat16"),
                "i32": (np.int32, "int32"), "u32": (np.uint32, "uint32"), "i8": (np.int8, "int8"),
                "u8": (np.uint8, "uint8"), "i16": (np.int16, "int16"), "i64": (np.int64, "int64")}


class _InterpDtype:
    def __init__(self, name):
        self.name = name

    def __str__(self):
        return "torch." + self.name

    __repr__ = __str__


class _InterpStorage:
    def __init__(self, a):
        self.a = a

    def data_ptr(self):
        return self.a.ctypes.data

    def cpu(self):
        return self

    def copy_(self, other):
        return self


class InterpTensor:
    """The little of a torch tensor Triton's interpreter uses, over a host numpy array (the
    interpreter reads and writes host memory through data_ptr)."""

    # one dtype object per name, kept alive: Triton's native specialisation caches by the
    # dtype object's identity
    DTYPES = {}

    def __init__(self, a, name):
        self.a = a
        self._dtype = InterpTensor.DTYPES.setdefault(name, _InterpDtype(name))

    @property
    def dtype(self):
        return self._dtype

    def data_ptr(self):
        return self.a.ctypes.data

    def untyped_storage(self):
        return _InterpStorage(self.a)

    def new_empty(self, *args, **kwargs):
        return self

    def set_(self, *args, **kwargs):
        return self

    def storage_offset(self):
        return 0

    def size(self):
        return self.a.shape

    def stride(self):
        return tuple(s // self.a.itemsize for s in self.a.strides)

    def element_size(self):
        return self.a.itemsize


def interp_array(arg):
    """A spec buffer argument as the numpy array the interpreter runs on."""
    ty = arg["buffer"]
    dt, _ = INTERP_TYPES[ty]
    if "data" not in arg:
        return np.full(arg["len"], arg.get("fill", 0), dtype=dt)
    vals = arg["data"]
    if ty in ("f32", "f16"):
        bits_t = np.uint32 if ty == "f32" else np.uint16
        out = np.array([np.array(int(v, 16), bits_t).view(dt) if isinstance(v, str) else v for v in vals], dtype=dt)
        return out
    if ty == "bf16":
        return (np.array(vals, np.float32).view(np.uint32) >> 16).astype(np.uint16)
    return np.array(vals, dtype=dt)


def interp_case(case):
    """Run `case` on Triton's interpreter; compare its buffers with the numpy expectation.
    Returns (ok, message)."""
    import kernels
    kname, make = CASES[case]
    c = make()
    arrays, call = {}, []
    for k, arg in enumerate(c["args"]):
        if "buffer" in arg:
            arrays[k] = interp_array(arg)
            call.append(InterpTensor(arrays[k], INTERP_TYPES[arg["buffer"]][1]))
        else:
            call.append(arg["value"])
    grid = c["grid"] if isinstance(c["grid"], tuple) else (c["grid"],)
    try:
        getattr(kernels, kname)[grid](*call, num_warps=c["warps"], **c["const"])
    except Exception as e:  # the interpreter's own limits, recorded as such
        return False, f"interpreter error: {type(e).__name__}: {str(e).splitlines()[0][:120] if str(e) else ''}"
    bad = []
    for k, (ty, want) in c["expect"].items():
        got = arrays[k]
        if ty == "bf16":
            got = (got.astype(np.uint32) << 16).view(np.float32)
        if values(ty, got) != values(ty, want):
            n = sum(a != b for a, b in zip(values(ty, got), values(ty, want)))
            bad.append(f"argument {k}: {n} of {len(got)} elements differ")
    return not bad, "; ".join(bad) or "all checked buffers equal numpy's, bit for bit"


# Where the interpreter and numpy disagree, why (each checked separately, see README.md)
INTERP_NOTES = {
    "dot_bf16": "the interpreter's tl.dot multiplies bfloat16 operands as their raw 16-bit integers "
                "(16 ones x ones gives 16 x 0x3f80^2 = 4228120576, not 16); a bf16 load and .to(fp32) alone are right",
    "matmul_k_bf16": "the same tl.dot bfloat16 defect",
    "fp8_cast": "the interpreter's f32 -> fp8 conversion is not PTX's cvt.rn.satfinite (what sm_90 runs): "
                "1.0625 -> 1.125 (a tie not to even), 464 and -1e6 -> the NaN codes 0x7f/0xff (no .satfinite)",
}


def interp_all():
    os.environ["TRITON_INTERPRET"] = "1"
    sys.path.insert(0, HERE)
    lines = []
    for case in CASES:
        ok, msg = interp_case(case)
        note = "" if ok or case not in INTERP_NOTES else f" ({INTERP_NOTES[case]})"
        lines.append(f"{case}: {'agrees' if ok else 'DIFFERS'}: {msg}{note}")
        print(lines[-1])
    import triton
    head = (f"# Triton {triton.__version__} interpreter (TRITON_INTERPRET=1) against the numpy expectations\n"
            "# of each case (gen_triton.py interp; the interpreter runs kernels.py on the host, no backend)\n")
    with open(os.path.join(HERE, "interpret.txt"), "w") as f:
        f.write(head + "\n".join(lines) + "\n")


if __name__ == "__main__":
    what = sys.argv[1:] or ["ll", "specs"]
    if what == ["check"]:
        sys.exit(0 if check_specs() else 1)
    if "ll" in what:
        build_ll([w for w in what if w in CASES] or None)
    if "specs" in what:
        write_specs()
    if "ptx" in what:
        build_ptx(os.path.join(HERE, "..", "ptx"))
    if "interp" in what:
        interp_all()
