#!/usr/bin/env python3
"""Host reference for tests/filetests/ptx_cvt_directed.ll (prints its `; expect:` data):
PTX `cvt` with a directed rounding to .f16/.bf16/.f32 (PTX ISA §9.7.9.21) and f16 -> bf16,
each the exact operand value rounded once by the IEEE 754 definition (the rounding of
nvvm_directed.py, with the binary16 and bfloat16 formats). Not from xlane.
"""
from fractions import Fraction
import math
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from nvvm_directed import fmt, round_exact, F32  # noqa: E402

F16 = fmt(11, -14, 15, 16)
BF16 = fmt(8, -126, 127, 16)

X = [1.0 + 2.0**-11, -(1.0 + 2.0**-11), 65520.0, 1e-8, -3.0e38, 1.0 / 3.0, 2.0**-133 * 1.5, 0.0]  # binary32
Y = [1.0 + 2.0**-40, -1.0 / 3.0, 3.5e38, -1e-50, 2.0**-149 * 0.75, 7.0, -0.0, 1e300]  # binary64
N = [2049, 65535, 65520, 2**64 - 1, 4097, 1, 0, 2**53 + 1]  # u64
H = [0x3C01, 0xBC01, 0x7BFF, 0x0001, 0x8001, 0x3555, 0x0000, 0xFC00]  # binary16 bits


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def f16_value(h):
    s = -1 if h & 0x8000 else 1
    e = (h >> 10) & 0x1F
    m = h & 0x3FF
    if e == 0x1F:
        return None
    return s * (Fraction(m, 1024) * Fraction(2) ** -14 if e == 0 else (1 + Fraction(m, 1024)) * Fraction(2) ** (e - 15))


rows = []
for x, y, n, h in zip(X, Y, N, H):
    xv = Fraction(f32(x))
    hv = f16_value(h)
    r = [
        round_exact(xv, F16, "rz"),
        round_exact(xv, F16, "rp"),
        round_exact(xv, BF16, "rm"),
        round_exact(xv, BF16, "rz"),
        # an exact zero keeps its sign
        round_exact(Fraction(y), F32, "rp", neg_zero=math.copysign(1.0, y) < 0),
        round_exact(Fraction(y), F32, "rz", neg_zero=math.copysign(1.0, y) < 0),
        round_exact(Fraction(n), F16, "rz"),
        round_exact(Fraction(n), F32, "rm"),
        0xFC00 if hv is None else round_exact(hv, BF16, "rn", neg_zero=bool(h & 0x8000)) if hv == 0 else round_exact(hv, BF16, "rn"),
    ]
    if hv is None:
        r[8] = 0xFF80  # -Inf stays -Inf
    rows.append(r)
print(", ".join(f'"{v:#010x}"' for r in rows for v in r))
