#!/usr/bin/env python3
"""Host reference for tests/filetests/ptx_packed_simd.ll (prints its `; expect:` data).

Written from the PTX ISA 9.0 text, not from xlane: the SIMD video pseudocode (§9.7.16.2),
half-precision arithmetic (§9.7.4: each half of an .f16x2/.bf16x2 operand is the scalar
instruction, rounded once; numpy's float16 for binary16, exact Fraction arithmetic rounded
by hand for bfloat16), and `cvt` to and from .e4m3x2/.e5m2x2 (§9.7.9.21; ml_dtypes'
float8_e4m3fn/float8_e5m2 round to nearest even, `.satfinite` then clamps to ±MAX_NORM).
Run: python3 ptx_packed_simd.py (needs numpy and ml_dtypes).
"""
from fractions import Fraction
import math
import struct

import ml_dtypes
import numpy as np

A = [0x807F1001, 0x3C003E00, 0x3F883F88, 0x43E00000]
B = [0x010120FF, 0x40004200, 0x3F88BF88, 0xC3E80000]
C = [0x00000007, 0xBC003C01, 0x0D808D80, 0x7C000001]


def lanes(v, w):
    return [(v >> (w * i)) & ((1 << w) - 1) for i in range(32 // w)]


def sx(x, w):
    return x - (1 << w) if x >> (w - 1) else x


def video(op, w, signed, sat, a, b, c=0, add=False):
    la, lb = lanes(a, w), lanes(b, w)
    if signed:
        la, lb = [sx(x, w) for x in la], [sx(x, w) for x in lb]
    out = c if add else 0
    for i, (x, y) in enumerate(zip(la, lb)):
        t = {"add": x + y, "sub": x - y, "absdiff": abs(x - y), "min": min(x, y), "max": max(x, y),
             "avrg": (x + y + 1) >> 1 if x + y >= 0 else (x + y) >> 1, "ne": int(x != y)}[op]
        if sat:
            lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if signed else (0, (1 << w) - 1)
            t = max(lo, min(hi, t))
        if add:
            out = (out + t) & 0xFFFFFFFF
        else:
            out |= (t & ((1 << w) - 1)) << (w * i)
    return out


def f16(h):
    return np.frombuffer(struct.pack("<H", h), dtype=np.float16)[0]


def f16bits(x):
    return int(np.float16(x).view(np.uint16))


def bf16_value(h):
    return Fraction(struct.unpack("<f", struct.pack("<I", h << 16))[0])


def bf16_round(q):
    """An exact rational to bfloat16 bits, to nearest even (finite results here; subnormals
    are multiples of 2^-133)."""
    if q == 0:
        return 0
    s = 0x8000 if q < 0 else 0
    q = abs(q)
    e = math.floor(math.log2(q))
    while Fraction(2) ** e > q:
        e -= 1
    while Fraction(2) ** (e + 1) <= q:
        e += 1
    e = max(e, -126)
    n = q / Fraction(2) ** (e - 7)
    r = math.floor(n)
    rem = n - r
    if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and r % 2 == 1):
        r += 1
    if r == 256:
        r, e = 128, e + 1
    if r < 128:
        return s | r
    return s | ((e + 127) << 7) | (r - 128)


def halves(v):
    return v & 0xFFFF, v >> 16


def packed(fn, *vs):
    lo = fn(*[halves(v)[0] for v in vs])
    hi = fn(*[halves(v)[1] for v in vs])
    return hi << 16 | lo


def f16_mul(x, y):
    return f16bits(f16(x) * f16(y))


def f16_fma(x, y, z):
    # binary16 products are exact in float64, and the float64 sum of these operands is exact
    # here (checked): one rounding to binary16; an infinite operand gives an infinite result
    if not all(np.isfinite(f16(v)) for v in (x, y, z)):
        return f16bits(float(f16(x)) * float(f16(y)) + float(f16(z)))
    p = Fraction(float(f16(x))) * Fraction(float(f16(y))) + Fraction(float(f16(z)))
    assert Fraction(float(p)) == p
    return f16bits(float(p))


def bf16_fma(x, y, z, relu=False):
    r = bf16_round(bf16_value(x) * bf16_value(y) + bf16_value(z))
    if relu and r & 0x8000:
        return 0
    return r


def fp8(dt, x):
    maxv = {"e4m3": 448.0, "e5m2": 57344.0}[dt]
    t = {"e4m3": ml_dtypes.float8_e4m3fn, "e5m2": ml_dtypes.float8_e5m2}[dt]
    r = np.array([x], dtype=np.float32).astype(t)
    if np.isnan(r[0]) or np.isinf(r[0]) or abs(float(r[0])) > maxv:
        r = np.array([math.copysign(maxv, x)], dtype=np.float32).astype(t)
    return int(r.view(np.uint8)[0])


def from_fp8(dt, byte):
    t = {"e4m3": ml_dtypes.float8_e4m3fn, "e5m2": ml_dtypes.float8_e5m2}[dt]
    v = np.array([byte], dtype=np.uint8).view(t)[0]
    return f16bits(float(v))


def f32(bits):
    return struct.unpack("<f", struct.pack("<I", bits))[0]


rows = []
for a, b, c in zip(A, B, C):
    r = [
        video("sub", 8, False, False, a, b),
        video("ne", 8, False, False, a, b),
        video("sub", 8, True, True, a, b),
        video("add", 16, True, True, a, b),
        video("avrg", 8, True, False, a, b),
        video("absdiff", 8, False, False, a, b, c, add=True),
        video("max", 16, False, False, a, b),
        video("min", 8, True, False, a, b),
        packed(f16_mul, a, b),
        packed(f16_fma, a, b, c),
        packed(bf16_fma, a, b, c),
        packed(lambda x, y, z: bf16_fma(x, y, z, relu=True), a, b, c),
        from_fp8("e4m3", (a >> 8) & 0xFF) << 16 | from_fp8("e4m3", a & 0xFF),
        from_fp8("e5m2", (a >> 8) & 0xFF) << 16 | from_fp8("e5m2", a & 0xFF),
        fp8("e4m3", f32(a)) << 8 | fp8("e4m3", f32(b)),
        fp8("e5m2", float(f16(a >> 16))) << 8 | fp8("e5m2", float(f16(a & 0xFFFF))),
    ]
    rows.append(r)
print(", ".join(f'"{x:#010x}"' for r in rows for x in r))
