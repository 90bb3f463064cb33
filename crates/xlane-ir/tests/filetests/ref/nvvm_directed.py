#!/usr/bin/env python3
"""Host reference for tests/filetests/nvvm_directed.ll (prints its `; expect:` data).

Exact rational arithmetic (fractions.Fraction), rounded once to binary32/binary64 in the
requested IEEE 754 direction by the definition: the nearest representable value below or
above the exact one (ties to even for nearest), subnormals as multiples of the smallest one,
overflow to infinity or to the largest finite value (toward zero, and down/up on the side
away from the infinity). Written from IEEE 754-2019 §4.3 and §7.4, not from xlane.
"""
from fractions import Fraction
import math
import struct

N = [16777217, -16777217, 2147483647, -2147483647, 0x7FFFFFFFFFFFFFFF, -0x7FFFFFFFFFFFFFFF, 0xFFFFFFFFFFFFFFFF, 3]
X = [1.0 + 2.0**-30, 1.0 / 3.0, -1.0 / 3.0, 1e300, 1.5 * 2.0**-149, -1.5 * 2.0**-149, 2.0**-1070, 7.0]
Y = [1.0 + 2.0**-30, 3.0, 3.0, 1e300, 1.0, 1.0, 2.0**-10, -1.0 / 3.0]
Z = [-(2.0**-29), -1.0, 1.0, -1e300, 0.0, 0.0, 2.0**-1074, 2.0]


def fmt(p, emin, emax, width):
    return dict(p=p, emin=emin, emax=emax, width=width)


F32 = fmt(24, -126, 127, 32)
F64 = fmt(53, -1022, 1023, 64)


def encode(neg, mant, q, f):
    """bits of ±mant·2^q (mant < 2^p, q ≥ emin-p+1)."""
    p = f["p"]
    ebits = f["width"] - p
    sign = 1 << (f["width"] - 1) if neg else 0
    if mant == 0:
        return sign
    lead = q + mant.bit_length() - 1
    if mant < (1 << (p - 1)):
        return sign | mant
    return sign | ((lead - f["emin"] + 1) << (p - 1)) | (mant - (1 << (p - 1)))


def round_exact(v, f, rnd, neg_zero=False):
    p, emin, emax = f["p"], f["emin"], f["emax"]
    inf = ((1 << (f["width"] - p)) - 1) << (p - 1)
    if v == 0:
        return (1 << (f["width"] - 1)) if neg_zero else 0
    neg = v < 0
    a = abs(v)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    while Fraction(2) ** e > a:
        e -= 1
    while Fraction(2) ** (e + 1) <= a:
        e += 1
    q = max(e, emin) - (p - 1)
    n = a / Fraction(2) ** q
    lo = math.floor(n)
    if lo == n:
        m = lo
    else:
        # magnitudes: lo (toward zero) or lo + 1 (away)
        away = {"rn": (n - lo > Fraction(1, 2)) or (n - lo == Fraction(1, 2) and lo % 2 == 1),
                "rz": False, "rp": not neg, "rm": neg}[rnd]
        m = lo + 1 if away else lo
    if m == 1 << p:
        m, q = m >> 1, q + 1
    if m and q + m.bit_length() - 1 > emax:
        to_inf = {"rn": True, "rz": False, "rp": not neg, "rm": neg}[rnd]
        sign = 1 << (f["width"] - 1) if neg else 0
        return sign | (inf if to_inf else inf - 1)
    return encode(neg, m, q, f)


def bits64(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def f64_exact(x):
    return Fraction(x)


def main():
    rows = []
    for n, x, y, z in zip(N, X, Y, Z):
        n32 = ((n & 0xFFFFFFFF) ^ 0x80000000) - 0x80000000
        u32 = n & 0xFFFFFFFF
        n64 = ((n & 0xFFFFFFFFFFFFFFFF) ^ (1 << 63)) - (1 << 63)
        u64 = n & 0xFFFFFFFFFFFFFFFF
        r = [
            round_exact(Fraction(n32), F32, "rz"),
            round_exact(Fraction(n32), F32, "rm"),
            round_exact(Fraction(u32), F32, "rp"),
            round_exact(Fraction(n64), F32, "rz"),
            round_exact(Fraction(n64), F32, "rp"),
            round_exact(Fraction(u64), F32, "rm"),
        ]
        w = [
            round_exact(Fraction(n64), F64, "rz"),
            round_exact(Fraction(u64), F64, "rp"),
            round_exact(f64_exact(x), F32, "rz"),
            round_exact(f64_exact(x), F32, "rm"),
            round_exact(f64_exact(x), F32, "rp"),
        ]
        d2f_ftz = round_exact(f64_exact(x), F32, "rp")
        if d2f_ftz & 0x7F800000 == 0:
            d2f_ftz &= 0x80000000
        w.append(d2f_ftz)
        exact = f64_exact(x) * f64_exact(y) + f64_exact(z)
        # an exact zero sum of nonzero terms is +0, -0 rounding down (IEEE 754 §6.3)
        for rnd in ["rz", "rm", "rp"]:
            w.append(round_exact(exact, F64, rnd, neg_zero=(rnd == "rm")))
        rows.append((r, w))
    print("u32:", ", ".join(f'"{v:#010x}"' for r, _ in rows for v in r))
    print("u64:", ", ".join(f'"{v:#018x}"' for _, w in rows for v in w))


if __name__ == "__main__":
    main()
