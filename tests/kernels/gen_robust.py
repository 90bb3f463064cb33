"""Robustness kernels (intops, fops, aos, atomics, grid3d, warp_prims, wave_amd, unsupported):
ordinary HIP/CUDA code built at -O0..-O3 for several targets, with host references written
from the C semantics of each kernel (C11/C++ integer and IEEE 754 float rules), never from
xlane. gen.py lists these builds after its own (`robust_kernels()`)."""
import struct
from fractions import Fraction
import math

import gen as g

M32, M64 = g.M32, g.M64
OPT = {"O0": [".O0"], "all": [".O0", ".O1", "", ".O3"]}


def builds(targets, opts=("O0", "O1", "", "O3")):
    """(target, wave, variant) for each target and optimisation level ('' is -O2)."""
    return [(t, w, "." + o if o else "") for (t, w) in targets for o in opts]


def s32(x):
    x &= M32
    return x - (1 << 32) if x >> 31 else x


def s64(x):
    x &= M64
    return x - (1 << 64) if x >> 63 else x


def cdiv(a, b):
    """C division: truncates toward zero."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def crem(a, b):
    return a - b * cdiv(a, b)


def clz(x, bits):
    return bits - x.bit_length()


def ctz(x):
    return (x & -x).bit_length() - 1


def bitrev32(x):
    return int(f"{x & M32:032b}"[::-1], 2)


def bswap(x, nbytes):
    return int.from_bytes(x.to_bytes(nbytes, "little"), "big")


# --------------------------------------------------------------------------------------
# intops: intops_body.h
# --------------------------------------------------------------------------------------

def collatz_steps(x):
    n = 0
    while x != 1:
        x = (3 * x + 1) & M32 if x & 1 else x // 2
        n += 1
        if n == 60:
            break
    return n


def classify(x, y):
    k = x & 7
    if k == 0:
        return x ^ y
    if k == 1:
        return (x + 17) & M32
    if k in (2, 3):
        return (y * 3) & M32
    if k == 5:
        return x >> 3
    if k == 6:
        return ~y & M32
    return 0x1234


def grid_walk(x):
    acc = 0
    for i in range(8):
        for j in range(8):
            if ((i * j) ^ x) & 1:
                continue
            if j > ((x >> i) & 7):
                break
            acc += i * 8 + j
        if acc > 600:
            break
    return acc


def intops_lane(x, y):
    x32, y32 = x & M32, y & M32
    ud = (y >> (x & 31)) | 1
    sx = s64(x)
    sd = s64(y | 1) >> (x & 15)
    d32 = (y32 >> 1) | 1
    r = [0] * 24
    r[0] = (x // ud) & M32
    r[1] = (x % ud) & M32
    r[2] = cdiv(sx, sd) & M32
    r[3] = crem(sx, sd) & M32
    r[4] = ((x // 1000003) ^ cdiv(sx, -7)) & M32
    r[5] = x32 // d32
    r[6] = crem(s32(x32), d32) & M32
    r[7] = bin(x).count("1")
    r[8] = clz(x | 1, 64) + 64 * clz(y32 | 1, 32)
    r[9] = ctz(x32 | 0x80000000)
    r[10] = bitrev32(x32)
    r[11] = bswap(y32, 4)
    r[12] = (bswap(x, 8) >> 16) & M32
    s = y32 & 31
    r[13] = ((x32 << s) | (x32 >> ((32 - s) & 31))) & M32
    k = y & 63
    r[14] = ((((x >> k) | (x << (64 - k))) & M64) >> 7) & M32
    r[15] = classify(x32, y32)
    r[16] = collatz_steps((x32 & 0xFFFF) | 1)
    r[17] = grid_walk(x32)
    r[18] = (x32 * y32) >> 32
    tot = x32 + y32
    r[19] = (tot & M32) ^ (0x80000000 if tot > M32 else 0)
    mn = min(s32(x32), s32(y32))
    r[20] = abs(mn) & M32
    r[21] = (x32 - y32 if x32 > y32 else y32 - x32) & M32
    r[22] = ((sx >> k) + (((x * y) & M64) >> 40)) & M32
    loc = [(x32 * i + (y32 >> i)) & M32 for i in range(16)]
    r[23] = (sum(loc) & M32) ^ max(loc)
    return r


def k_intops(target, wave, variant=""):
    grid, block, n = 2, 48, 90
    total = grid * block
    a, b = g.splitmix64(21, total), g.splitmix64(22, total)
    out = [0xDEADBEEF] * (total * 24)
    for i in range(n):
        out[i * 24:(i + 1) * 24] = intops_lane(a[i], b[i])
    name = f"intops.{g.tag(target, wave)}{variant}"
    args = [{"buffer": "u64", "len": total, "fill": {"random": 21}},
            {"buffer": "u64", "len": total, "fill": {"random": 22}},
            g.out_buf(total * 24), {"scalar": "i32", "value": n}]
    return [(f"{name}.spec.json", g.spec(f"{name}.ll", "intops", target, wave, grid, block,
                                         args, {2: [f"0x{v:08x}" for v in out]}))]




# --------------------------------------------------------------------------------------
# fops: fops_body.h (IEEE 754 binary32 results, rounded exactly with Fractions)
# --------------------------------------------------------------------------------------

def f32(q):
    return g.f32_round(Fraction(q))


def f32_bits(v):
    return struct.unpack("<I", struct.pack("<f", v))[0]


def keep_sign(r, v):
    """floor/trunc/rint/ceil/round of a negative value that gives zero give -0.0."""
    return math.copysign(r, v) if r == 0 else r


def fops_lane(x, y, z):
    r = [0] * 20
    r[0] = f32_bits(f32(Fraction(x) * Fraction(y) + Fraction(z)))
    r[1] = f32_bits(f32(math.sqrt(abs(x))))  # binary64 sqrt then binary32: innocuous double rounding (53 >= 2*24+2)
    r[2] = f32_bits(min(x, y))
    r[3] = f32_bits(max(x, z))
    r[4] = f32_bits(math.copysign(z, y))
    m = f32(Fraction(x) * Fraction(3.5))
    r[5] = f32_bits(keep_sign(float(math.floor(m)), m))
    r[6] = f32_bits(keep_sign(float(math.trunc(m)), m))
    r[7] = f32_bits(keep_sign(float(round(x * 4.0)), x))  # Python round(): ties to even
    c = f32(Fraction(y) * 10)
    r[8] = f32_bits(keep_sign(float(math.ceil(c)), c))
    r[9] = f32_bits(keep_sign(math.copysign(math.floor(abs(x * 2.0) + 0.5), x), x))
    r[10] = math.trunc(f32(Fraction(x) * 1000)) & M32
    r[11] = math.trunc(f32(Fraction(z) * 4000000000)) & M32
    r[12] = f32_bits(f32(s32(f32_bits(z) * 2654435761)))
    hx, hy = g.f16_round(x), g.f16_round(y)
    r[13] = int(g.f16_hex(g.f16_round(Fraction(g.f16_round(Fraction(hx) + Fraction(hy))) / 2)), 16)
    r[14] = f32_bits(f32(Fraction(g.bf16_round(x)) * Fraction(y)))
    r[15] = f32_bits(f32(x * y + z / 3.0))  # x*y exact in binary64; one binary64 add
    r[16] = f32_bits(f32(Fraction(x) / Fraction(y)))
    r[17] = (1 if z > 0.5 else 2) if x < y else (3 if x == y else 4)
    r[18] = f32_bits(z * 2.0 ** math.trunc(f32(Fraction(x) * 4)))
    acc = 0.0
    for _ in range(8):
        acc = f32(Fraction(acc) / 2 + Fraction(x))
    r[19] = f32_bits(acc)
    return r


def k_fops(target, wave, variant=""):
    grid, block, n = 2, 64, 120
    total = grid * block
    a, b, c = (g.random_f32(s, total) for s in (31, 32, 33))
    out = [0xDEADBEEF] * (total * 20)
    for i in range(n):
        x, y = a[i] * 8.0 - 4.0, b[i] * 2.0 - 1.0
        out[i * 20:(i + 1) * 20] = fops_lane(x, y, c[i])
    name = f"fops.{g.tag(target, wave)}{variant}"
    args = [g.rand_buf(31, total, "f32"), g.rand_buf(32, total, "f32"),
            g.rand_buf(33, total, "f32"), g.out_buf(total * 20), {"scalar": "i32", "value": n}]
    return [(f"{name}.spec.json", g.spec(f"{name}.ll", "fops", target, wave, grid, block,
                                         args, {3: [f"0x{v:08x}" for v in out]}))]


# --------------------------------------------------------------------------------------
# aos: aos_body.h
# --------------------------------------------------------------------------------------

K_TABLE = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3]
AOS_PARAMS = dict(dt=0.25, steps=3, salt=0x10, scale=[1.5, 2.0, 0.5, 3.0])


def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


def mix(v, k):
    for i in range(k):
        v = (((v ^ (v >> 7)) * 0x9E3779B1) + i) & M32
    return v


def k_aos(target, wave, variant=""):
    grid, block = 2, 96
    n = grid * block
    p = AOS_PARAMS
    fin = g.random_f32(41, 8 * n)
    aux = g.random_u32(42, 4 * n)
    out = []
    ids = []
    for i in range(n):
        px, py, pz, _, _, _, idf, mass = fin[8 * i:8 * i + 8]
        pid = f32_bits(idf)
        ids.append(pid)
        for _ in range(p["steps"]):  # dt * scale[k] is exact, so contraction cannot matter
            px = f32(Fraction(px) + Fraction(p["dt"]) * Fraction(p["scale"][0]))
            py = f32(Fraction(py) - Fraction(p["dt"]) * Fraction(p["scale"][1]))
            pz = f32(Fraction(pz) * Fraction(p["scale"][2]))
        cx = (pid & 15) - 8
        cy = cx * K_TABLE[pid & 15]
        out += [f32_bits(px), f32_bits(py), f32_bits(pz), f32_bits(mass), cx & M32, cy & M32,
                pid, f32_bits(float(pid & 1023))]
    dyn = {}
    for b in range(grid):
        for t in range(block):
            pid = ids[b * block + t]
            loc = [0] * 8
            for k in range((pid & 7) + 1):
                loc[(pid + k) & 7] = (loc[(pid + k) & 7] + k + p["salt"]) & M32
            dyn[b, t] = loc
    new_aux = list(aux)
    for b in range(grid):
        for t in range(block):
            gid = b * block + t
            pid = ids[gid]
            v = sum(dyn[b, (t + 1) % block][:4]) + sum(aux[gid * 4:gid * 4 + 4])
            new_aux[gid * 4] = (v + fib(pid & 7) + mix(pid, 3) + K_TABLE[(pid >> 4) & 15]) & M32
    params = struct.pack("<fiI4f", p["dt"], p["steps"], p["salt"], *p["scale"])
    name = f"aos.{g.tag(target, wave)}{variant}"
    args = [g.rand_buf(41, 8 * n, "f32"), g.out_buf(8 * n), g.rand_buf(42, 4 * n),
            {"bytes": params.hex()}]
    return [(f"{name}.spec.json", g.spec(f"{name}.ll", "aos", target, wave, grid, block, args,
                                         {1: [f"0x{v:08x}" for v in out],
                                          2: [f"0x{v:08x}" for v in new_aux]},
                                         shared_bytes=block * 8 * 4))]


# --------------------------------------------------------------------------------------
# atomics: atomics_body.h, atomics.hip (every update commutes, so the order is irrelevant)
# --------------------------------------------------------------------------------------

ATOMIC_CNT_INIT = [M32, 0, M32, 0, 0, 0, 0, 0x7FFFFFFF, 0x80000000, 0, 5, 0, 0, 0, 0, 0]


def atomics_ref(vals, grid, block):
    c = list(ATOMIC_CNT_INIT)
    w = [0, 0, M64, 0, 0]
    fsum = 0
    for v in vals:
        c[0] = min(c[0], v)
        c[1] = max(c[1], v)
        c[2] &= v | 0x0F0F0F0F
        c[3] |= v & 0x11111111
        c[4] ^= v
        c[5] += 1
        c[6] = (c[6] - (v & 0xFF)) & M32
        c[7] = min(s32(c[7]), s32(v)) & M32
        c[8] = max(s32(c[8]), s32(v)) & M32
        c[9] = max(c[9], v ^ 0x5555)
        c[10] = 77
        c[11] = 0 if c[11] >= 1000000 else c[11] + 1  # atomicInc: ((old >= v) ? 0 : old + 1)
        fsum += v & 0xFF  # integer-valued float adds below 2^24 are exact in any order
        w[0] = (w[0] + (v << 20)) & M64
        w[1] = max(w[1], v * v)
        w[3] ^= (v * 0x9E3779B97F4A7C15) & M64
        w[4] = (w[4] + (v & 0xF)) & M64
    for b in range(grid):
        blk = vals[b * block:(b + 1) * block]
        for t, v in enumerate(blk):
            w[2] = min(w[2], (v << 32) | t)
        c[12] += sum(v & 1 for v in blk)
        c[13] = max(c[13], max(blk))
        a = M32
        for v in blk:
            a &= v | 0x80000000
        c[14] ^= a
    return c, w, fsum


def k_atomics(target, wave, variant=""):
    grid, block = 3, 80
    vals = g.random_u32(51, grid * block)
    c, w, fsum = atomics_ref(vals, grid, block)
    name = f"atomics.{g.tag(target, wave)}{variant}"
    args = [g.rand_buf(51, grid * block), {"buffer": "u32", "data": ATOMIC_CNT_INIT},
            {"buffer": "u64", "data": [0, 0, f"0x{M64:016x}", 0, 0]},
            {"buffer": "f32", "len": 1, "fill": 0}]
    expect = {1: [f"0x{v:08x}" for v in c], 2: [f"0x{v:016x}" for v in w],
              3: [f32_hex_of(fsum)]}
    specs = [(f"{name}.spec.json", g.spec(f"{name}.ll", "atomics", target, wave, grid, block,
                                          args, expect))]
    if not target.startswith("sm_"):
        init = [0, 0, 0, 0, M32, 0]
        sc = [grid * block, max(vals), sum(v & 3 for v in vals), 0, min(vals), 0]
        for v in vals:
            sc[3] |= 1 << (v & 31)
        sc[5] = sum(v & 7 for v in vals)
        sname = f"atomics_scoped.{g.tag(target, wave)}{variant}"
        sargs = [g.rand_buf(51, grid * block), {"buffer": "u32", "data": init}]
        specs.append((f"{sname}.spec.json",
                      g.spec(f"{name}.ll", "atomics_scoped", target, wave, grid, block, sargs,
                             {1: [f"0x{v:08x}" for v in sc]})))
    return specs


def f32_hex_of(v):
    return f"0x{f32_bits(float(v)):08x}"


# --------------------------------------------------------------------------------------
# warp_prims: warp_prims.cu (32-lane warps; PTX ISA shfl.sync/vote/redux/match/bar.red)
# --------------------------------------------------------------------------------------

def warp_lanes(vals, base):
    return vals[base:base + 32]


def shfl_down_tree(vals):
    s = list(vals)
    for o in (16, 8, 4, 2, 1):  # shfl.down: a source lane past 31 returns the lane's own value
        s = [(s[l] + (s[l + o] if l + o < 32 else s[l])) & M32 for l in range(32)]
    return s


def shfl_up_scan(vals):
    sc = list(vals)
    o = 1
    while o < 32:
        t = [sc[l - o] if l >= o else sc[l] for l in range(32)]
        sc = [(sc[l] + t[l]) & M32 if l >= o else sc[l] for l in range(32)]
        o <<= 1
    return sc


def k_warp_prims(target, wave, variant=""):
    grid, block = 2, 128
    n = grid * block
    inp = g.random_u32(61, n)
    out = [0] * (10 * n)
    kept = 0
    for b in range(grid):
        w_blk = inp[b * block:(b + 1) * block]
        v_blk = [w_blk[(t + 1) % block] for t in range(block)]
        keep_blk = [x % 3 == 0 for x in w_blk]
        kept += sum(keep_blk)
        count = sum(keep_blk)
        all_nz = all(v != 0 for v in v_blk)
        any_eq = any(x == 12345 for x in w_blk)
        for wb in range(0, block, 32):
            v, w, keep = v_blk[wb:wb + 32], w_blk[wb:wb + 32], keep_blk[wb:wb + 32]
            red, scan = shfl_down_tree(v), shfl_up_scan([x & 0xFF for x in v])
            bal = sum(1 << l for l in range(32) if keep[l])
            r4 = sum(x & 0xFFFF for x in v) & M32
            r5 = max(v) ^ min(w)
            r9 = int(all(x > 1000 for x in v)) | (int(any(x & 0xFF == 0 for x in v)) << 1)
            for l in range(32):
                gid = b * block + wb + l
                match = sum(1 << m for m in range(32) if v[m] & 3 == v[l] & 3)
                am = 0x49249249 if l % 3 == 0 else 0
                out[gid * 10:gid * 10 + 10] = [red[l], scan[l], bal, am, r4, r5, match, count,
                                               int(all_nz) | (int(any_eq) << 1), r9]
    name = f"warp_prims.{g.tag(target, wave)}{variant}"
    args = [g.rand_buf(61, n), g.out_buf(10 * n), g.out_buf(n, 0), g.out_buf(1, 0)]
    # packed[] (argument 2) depends on the order in which warps win the atomicAdd: unchecked.
    return [(f"{name}.spec.json", g.spec(f"{name}.ll", "warp_prims", target, wave, grid, block,
                                         args, {1: [f"0x{x:08x}" for x in out], 3: [kept]}))]


# --------------------------------------------------------------------------------------
# wave_amd: wave_amd.hip (full waves; bpermute per gen.bpermute, DPP row_shr per the ISA)
# --------------------------------------------------------------------------------------

def dpp_row_shr(vals, k):
    """update_dpp(old=0, src, row_shr:k, 0xf, 0xf, bound_ctrl=0): a lane whose source lies
    before its 16-lane row keeps `old` (GCN3/CDNA3 ISA, DPP_CTRL row_shr)."""
    return [vals[l - k] if (l % 16) >= k else 0 for l in range(len(vals))]


def k_wave_amd(target, wave, variant=""):
    grid, block = 1, 128
    n = grid * block
    inp = g.random_u32(71, n)
    out = []
    full = [True] * wave
    for wb in range(0, n, wave):
        v = inp[wb:wb + wave]
        s = list(v)
        o = wave // 2
        while o > 0:  # HIP __shfl_down: index self + o, or self past the segment end
            idx = [l + o if l + o < wave else l for l in range(wave)]
            got = g.bpermute(s, full, idx, wave, target)
            s = [(s[l] + got[l]) & M32 for l in range(wave)]
            o >>= 1
        sc = [x & 0xFFFF for x in v]
        for k in (1, 2, 4, 8):
            t = dpp_row_shr(sc, k)
            sc = [(sc[l] + t[l]) & M32 for l in range(wave)]
        rev = g.bpermute(v, full, [wave - 1 - l for l in range(wave)], wave, target)
        odd = sum(1 << l for l in range(wave) if v[l] & 1)
        r5 = int(any(x == 0 for x in v)) | (int(all(x != 0 for x in v)) << 1)
        r6 = max(v) ^ (sum(x & 0xFFFF for x in v) & M32)
        for l in range(wave):
            out += [s[l], sc[l], v[0] ^ l, rev[l], (odd & M32) ^ (odd >> 32), r5, r6, wave]
    name = f"wave_amd.{g.tag(target, wave)}{variant}"
    args = [g.rand_buf(71, n), g.out_buf(8 * n)]
    return [(f"{name}.spec.json", g.spec(f"{name}.ll", "wave_amd", target, wave, grid, block,
                                         args, {1: [f"0x{x:08x}" for x in out]}))]


# --------------------------------------------------------------------------------------
# vecloop: vecloop_body.h (row reductions; bytes rewritten as v * 3 + 1 mod 256)
# --------------------------------------------------------------------------------------

def k_vecloop(target, wave, variant=""):
    grid, block, rows, length, total = 2, 64, 100, 37, 4000
    m = g.random_u32(81, total)
    b = [x & 0xFF for x in g.splitmix64(82, total)]
    out = [0xDEADBEEF] * (grid * block * 6)
    nb = list(b)
    for r in range(rows):
        row, brow = m[r * length:(r + 1) * length], b[r * length:(r + 1) * length]
        x = 0
        for v in row:
            x ^= v
        out[r * 6:r * 6 + 6] = [sum(row) & M32, max(row), min(row), x, sum(brow), max(brow)]
        nb[r * length:(r + 1) * length] = [(v * 3 + 1) & 0xFF for v in brow]
    name = f"vecloop.{g.tag(target, wave)}{variant}"
    args = [g.rand_buf(81, total), g.rand_buf(82, total, "u8"), g.out_buf(grid * block * 6),
            {"scalar": "i32", "value": rows}, {"scalar": "i32", "value": length}]
    return [(f"{name}.spec.json", g.spec(f"{name}.ll", "vecloop", target, wave, grid, block, args,
                                         {1: nb, 2: [f"0x{v:08x}" for v in out]}))]


# --------------------------------------------------------------------------------------
# grid3d: grid3d_body.h
# --------------------------------------------------------------------------------------

def k_grid3d(target, wave, variant=""):
    grid, block = (3, 2, 2), (8, 4, 2)
    nx, ny, nz = (grid[i] * block[i] for i in range(3))
    out = [0] * (nx * ny * nz * 4)
    pack = lambda v: v[0] | (v[1] << 8) | (v[2] << 16)
    for bz in range(grid[2]):
        for by in range(grid[1]):
            for bx in range(grid[0]):
                for tz in range(block[2]):
                    for ty in range(block[1]):
                        for tx in range(block[0]):
                            gx, gy, gz = bx * block[0] + tx, by * block[1] + ty, bz * block[2] + tz
                            lin = (gz * ny + gy) * nx + gx
                            out[lin * 4:lin * 4 + 4] = [pack((tx, ty, tz)), pack((bx, by, bz)),
                                                        pack(block), pack(grid)]
    name = f"grid3d.{g.tag(target, wave)}{variant}"
    return [(f"{name}.spec.json", g.spec(f"{name}.ll", "grid3d", target, wave, list(grid),
                                         list(block), [g.out_buf(len(out))], {0: out}))]


# --------------------------------------------------------------------------------------
# unsupported: printf is refused; `copy` in the same module runs; the float wave reduction runs
# (it was refused before the order of its combination was known, docs/errata.md A26)
# --------------------------------------------------------------------------------------

def k_unsupported(target, wave, variant=""):
    t = f"{g.tag(target, wave)}{variant}"
    module = f"unsupported.{t}.ll"
    inp = g.random_u32(91, 64)
    # printf runs (CUDA's vprintf, HIP's ockl append stream); no input is zero, so nothing prints
    say = g.spec(module, "say", target, wave, 1, 64, [g.rand_buf(91, 64), g.out_buf(64)], {1: inp},
                 expect_printf="")
    assert 0 not in inp
    specs = [(f"printf.{t}.spec.json", say),
             (f"copy.{t}.spec.json",
              g.spec(module, "copy", target, wave, 1, 64, [g.rand_buf(91, 64), g.out_buf(64)],
                     {1: [x ^ 0xFF for x in inp]}))]
    if not target.startswith("sm_"):
        specs.append((f"wave_reduce_fadd.{t}.spec.json",
                       g.spec(module, "fsum", target, wave, 1, 64,
                              [g.rand_buf(92, 64, "f32"), g.out_buf(64, 0, "f32")],
                              {1: wave_fadd_ref(g.random_f32(92, 64), wave)})))
    return specs


def wave_fadd_ref(vals, wave):
    """__builtin_amdgcn_wave_reduce_fadd_f32 over each full wave: llc-22's loop adds the
    lanes in ascending order into an accumulator that starts at -0.0, rounding each step to
    binary32 (docs/errata.md A26). Every lane of the wave gets the sum."""
    out = []
    for w in range(0, len(vals), wave):
        acc = -0.0
        for v in vals[w:w + wave]:
            acc = f32(Fraction(acc) + Fraction(v))
        out += [f32_hex_of(acc)] * wave
    return out


# --------------------------------------------------------------------------------------
# fdot: fdot_body.h. clang marks `a * b + c` `contract`; the backend fuses each into an fma
# (one rounding). llc-22 for the stencil: fma(l, 0.3, round(c * 0.4)), then fma(r, 0.3, that).
# --------------------------------------------------------------------------------------

def fma32(a, b, c):
    return f32(Fraction(a) * Fraction(b) + Fraction(c))


def k_fdot(target, wave, variant=""):
    grid, block, rows, length = 2, 64, 100, 24
    a = g.random_f32(101, rows * length)
    b = [v - 0.5 for v in g.random_f32(102, length)]
    x = g.random_f32(103, grid * block + 2)
    w3, w4 = f32(Fraction(0.3)), f32(Fraction(0.4))
    # gfx90a/gfx942/gfx950 have packed f32 math (v_pk_mul_f32), so at -O2/-O3 the SLP
    # vectorizer makes the c and r products one `fmul <2 x float>`; the last add then takes
    # an `extractelement`, not an `fmul`, and stays unfused (llc-22: v_pk_mul_f32,
    # v_fmamk_f32, v_add_f32).
    packed_f32 = target in g.AMD_W64_ONLY and variant in ("", ".O3")
    dot, sten = [0.0] * (grid * block), [0.0] * (grid * block)
    for r in range(rows):
        acc = 0.0
        for i in range(length):
            acc = fma32(a[r * length + i], b[i], acc)
        dot[r] = acc
        inner = fma32(x[r], w3, f32(Fraction(x[r + 1]) * Fraction(w4)))
        if packed_f32:
            sten[r] = f32(Fraction(inner) + Fraction(f32(Fraction(x[r + 2]) * Fraction(w3))))
        else:
            sten[r] = fma32(x[r + 2], w3, inner)
    bdata = [g.f32_hex(v) for v in b]
    name = f"fdot.{g.tag(target, wave)}{variant}"
    args = [g.rand_buf(101, rows * length, "f32"), {"buffer": "f32", "data": bdata},
            g.rand_buf(103, grid * block + 2, "f32"), g.out_buf(grid * block, 0, "f32"),
            g.out_buf(grid * block, 0, "f32"), {"scalar": "i32", "value": rows},
            {"scalar": "i32", "value": length}]
    return [(f"{name}.spec.json", g.spec(f"{name}.ll", "fdot", target, wave, grid, block, args,
                                         {3: [g.f32_hex(v) for v in dot],
                                          4: [g.f32_hex(v) for v in sten]}))]


def robust_kernels():
    """(directory, source, builds, spec builder) rows, as gen.KERNELS."""
    return [
        ("intops", "intops.hip", builds([("gfx942", 64)]) + builds([("gfx1100", 32)], ("O0", "", "O3")), k_intops),
        ("intops", "intops.cu", builds([("sm_90", 32)]), k_intops),
        ("fops", "fops.hip", builds([("gfx1100", 32)]) + [("gfx942", 64)], k_fops),
        ("fops", "fops.cu", builds([("sm_80", 32)]), k_fops),
        ("aos", "aos.hip", builds([("gfx1200", 64)]) + builds([("gfx942", 64)], ("O0", "")), k_aos),
        ("aos", "aos.cu", builds([("sm_90", 32)]), k_aos),
        ("atomics", "atomics.hip", builds([("gfx942", 64), ("gfx1100", 32)], ("O0", "", "O3")), k_atomics),
        ("wave_amd", "wave_amd.hip", builds([("gfx942", 64), ("gfx1100", 32)]) + builds([("gfx1100", 64), ("gfx1200", 32)], ("O0", "")), k_wave_amd),
        ("vecloop", "vecloop.hip", builds([("gfx942", 64)]) + builds([("gfx1100", 32)], ("", "O3")), k_vecloop),
        ("vecloop", "vecloop.cu", builds([("sm_90", 32)], ("O0", "", "O3")), k_vecloop),
        ("grid3d", "grid3d.hip", [("gfx942", 64, v) for v in (".cov4", ".cov5", ".cov6", ".O0")] + [("gfx1100", 32, ".O0"), ("gfx1200", 64, ".cov4"), ("gfx1200", 64)], k_grid3d),
        ("grid3d", "grid3d.cu", builds([("sm_80", 32)], ("O0", "")), k_grid3d),
        ("unsupported", "unsupported.hip", [("gfx942", 64), ("gfx1100", 32, ".O0")], k_unsupported),
        ("unsupported", "unsupported.cu", [("sm_90", 32)], k_unsupported),
        ("fdot", "fdot.hip", builds([("gfx942", 64)], ("O0", "", "O3")) + builds([("gfx1100", 32), ("gfx1200", 32)], ("O0", "")), k_fdot),
        ("fdot", "fdot.cu", builds([("sm_80", 32), ("sm_90", 32)], ("O0", "", "O3")), k_fdot),
        ("warp_prims", "warp_prims.cu", builds([("sm_90", 32)]) + builds([("sm_80", 32)], ("O0", "")), k_warp_prims),
        ("atomics", "atomics.cu", builds([("sm_80", 32)], ("O0", "", "O3")), k_atomics),
    ]
