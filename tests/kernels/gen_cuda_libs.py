"""Kernels on the real CUDA 13.0 headers (CUB/CCCL 3.0.1, cooperative_groups, libdevice):
build rows and host references. `gen.py` calls `build_ll()` and `specs()`.

The IR is built from the CUDA toolkit's own headers (not committed): set CUDA_PATH to a
CUDA 13.0 installation (default /tmp/cuda-13.0, the layout of the NVIDIA toolkit:
include/, include/cccl/, nvvm/libdevice/libdevice.10.bc). clang links libdevice
(`--cuda-path`, without `-nocudalib`), so `max()`, `expf()` and friends are in the module.

The references compute what each primitive means (a warp sum, a block scan, a tile
reduction), from the CUB and cooperative_groups documentation; float inputs are small whole
numbers, so sums are exact in any association order.
"""
import os

import gen as g

CUDA = os.environ.get("CUDA_PATH", "/tmp/cuda-13.0")
BLOCK = 128
M32 = g.M32


def clang_cmd(src, out):
    return ["clang-22", "-x", "cuda", "--cuda-gpu-arch=sm_90", "--cuda-device-only",
            f"--cuda-path={CUDA}", "-I", os.path.join(CUDA, "include", "cccl"),
            "-Wno-unknown-cuda-version", "-O2", "-emit-llvm", "-S", src, "-o", out]


def s32(x):
    x &= M32
    return x - (1 << 32) if x >> 31 else x


def small_floats(seed, n):
    """Whole numbers 0..99 as floats (exact sums in any order)."""
    return [float(x % 100) for x in g.splitmix64(seed, n)]


def small_ints(seed, n):
    """Signed values in ±2^20 as u32 bits: sums of a block cannot overflow an int (signed
    overflow is undefined in C++, and clang marks the adds `nsw`)."""
    return [((x % (1 << 21)) - (1 << 20)) & M32 for x in g.splitmix64(seed, n)]


def ibuf(vals):
    return {"buffer": "u32", "data": vals}


def fbuf(vals):
    return {"buffer": "f32", "data": vals}


def chunks(xs, w):
    return [xs[i:i + w] for i in range(0, len(xs), w)]


def prefix(xs, op, init=None):
    out, acc = [], init
    for x in xs:
        acc = x if acc is None else op(acc, x)
        out.append(acc)
    return out


def add32(a, b):
    return (a + b) & M32


def smax(a, b):
    return a if s32(a) >= s32(b) else b


# ---------------------------------------------------------------------------------------
# CUB warp primitives
# ---------------------------------------------------------------------------------------

def cub_warp():
    mod = "cub_warp.sm_90.ll"
    grid = 2
    n = grid * BLOCK
    out = []
    for w in (32, 16, 8):
        nw = n // w
        # WarpReduce::Sum, full and over the first `valid` lanes
        for valid in (w, w - 3):
            inp = small_ints(200 + w, n)
            want = [sum(c[:valid]) & M32 for c in chunks(inp, w)]
            tag = "" if valid == w else ".valid"
            out.append((f"reduce_i32_w{w}{tag}.sm_90.spec.json",
                        g.spec(mod, f"reduce_i32_w{w}", "sm_90", 32, grid, BLOCK,
                               [ibuf(inp), g.out_buf(nw), g.scalar(valid)], {1: want})))
            fin = small_floats(300 + w, n)
            fwant = [float(sum(c[:valid])) for c in chunks(fin, w)]
            out.append((f"reduce_f32_w{w}{tag}.sm_90.spec.json",
                        g.spec(mod, f"reduce_f32_w{w}", "sm_90", 32, grid, BLOCK,
                               [fbuf(fin), g.out_buf(nw, 0, "f32"), g.scalar(valid)], {1: fwant})))
        # WarpReduce::Reduce with cuda::maximum (signed)
        inp = g.random_u32(400 + w, n)
        want = [max(c, key=s32) for c in chunks(inp, w)]
        out.append((f"reduce_max_w{w}.sm_90.spec.json",
                    g.spec(mod, f"reduce_max_w{w}", "sm_90", 32, grid, BLOCK,
                           [g.rand_buf(400 + w, n), g.out_buf(nw)], {1: want})))
        # HeadSegmentedSum: segments start at lane 0 and at every flagged lane; the head of
        # each segment gets its sum, the kernel writes 0 elsewhere
        inp = small_ints(500 + w, n)
        flags = g.random_u32(600 + w, n)
        want = []
        for c, f in zip(chunks(inp, w), chunks(flags, w)):
            heads = [i for i in range(w) if i == 0 or f[i] & 1]
            res = [0] * w
            for k, h in enumerate(heads):
                end = heads[k + 1] if k + 1 < len(heads) else w
                res[h] = sum(c[h:end]) & M32
            want += res
        out.append((f"segmented_w{w}.sm_90.spec.json",
                    g.spec(mod, f"segmented_w{w}", "sm_90", 32, grid, BLOCK,
                           [ibuf(inp), g.rand_buf(600 + w, n), g.out_buf(n)], {2: want})))
        # WarpScan::InclusiveSum / ExclusiveSum (with the warp aggregate)
        inp = small_ints(700 + w, n)
        incl, excl, tot = [], [], []
        for c in chunks(inp, w):
            p = prefix(c, add32)
            incl += p
            excl += [0] + p[:-1]
            tot.append(p[-1])
        out.append((f"scan_i32_w{w}.sm_90.spec.json",
                    g.spec(mod, f"scan_i32_w{w}", "sm_90", 32, grid, BLOCK,
                           [ibuf(inp), g.out_buf(n), g.out_buf(n), g.out_buf(nw)],
                           {1: incl, 2: excl, 3: tot})))
        fin = small_floats(800 + w, n)
        incl, excl, tot = [], [], []
        for c in chunks(fin, w):
            p = prefix(c, lambda a, b: a + b)
            incl += p
            excl += [0.0] + p[:-1]
            tot.append(p[-1])
        out.append((f"scan_f32_w{w}.sm_90.spec.json",
                    g.spec(mod, f"scan_f32_w{w}", "sm_90", 32, grid, BLOCK,
                           [fbuf(fin), g.out_buf(n, 0, "f32"), g.out_buf(n, 0, "f32"), g.out_buf(nw, 0, "f32")],
                           {1: incl, 2: excl, 3: tot})))
        # WarpScan::InclusiveScan with cuda::maximum
        inp = g.random_u32(900 + w, n)
        want = sum((prefix(c, smax) for c in chunks(inp, w)), [])
        out.append((f"scan_max_w{w}.sm_90.spec.json",
                    g.spec(mod, f"scan_max_w{w}", "sm_90", 32, grid, BLOCK,
                           [g.rand_buf(900 + w, n), g.out_buf(n)], {1: want})))
        # WarpExchange::BlockedToStriped, 4 items per thread: thread t of a logical warp ends
        # with items t, t+W, t+2W, t+3W of the warp's blocked tile
        inp = g.random_u32(1000 + w, n * 4)
        want = []
        for tile in chunks(inp, 4 * w):
            for t in range(w):
                want += [tile[k * w + t] for k in range(4)]
        out.append((f"exchange_w{w}.sm_90.spec.json",
                    g.spec(mod, f"exchange_w{w}", "sm_90", 32, grid, BLOCK,
                           [g.rand_buf(1000 + w, n * 4), g.out_buf(n * 4)], {1: want})))
    return out


# ---------------------------------------------------------------------------------------
# CUB block primitives
# ---------------------------------------------------------------------------------------

def cub_block():
    mod = "cub_block.sm_90.ll"
    grid = 3
    out = []
    for name, block in (("warp_reductions", 128), ("raking", 128), ("raking_commutative", 128),
                        ("warp_reductions_80", 80)):
        n = grid * block
        for valid in (block, block - 37):
            tag = "" if valid == block else ".valid"
            inp = small_ints(1100 + block + valid, n)
            want = [sum(c[:valid]) & M32 for c in chunks(inp, block)]
            out.append((f"reduce_i32_{name}{tag}.sm_90.spec.json",
                        g.spec(mod, f"reduce_i32_{name}", "sm_90", 32, grid, block,
                               [ibuf(inp), g.out_buf(grid), g.scalar(valid)], {1: want})))
            fin = small_floats(1200 + block + valid, n)
            want = [float(sum(c[:valid])) for c in chunks(fin, block)]
            out.append((f"reduce_f32_{name}{tag}.sm_90.spec.json",
                        g.spec(mod, f"reduce_f32_{name}", "sm_90", 32, grid, block,
                               [fbuf(fin), g.out_buf(grid, 0, "f32"), g.scalar(valid)], {1: want})))
        inp = g.random_u32(1300 + block, n * 4)
        want = [max(c, key=s32) for c in chunks(inp, block * 4)]
        out.append((f"reduce_max4_{name}.sm_90.spec.json",
                    g.spec(mod, f"reduce_max4_{name}", "sm_90", 32, grid, block,
                           [g.rand_buf(1300 + block, n * 4), g.out_buf(grid)], {1: want})))
    for name, block in (("raking", 128), ("raking_memoize", 128), ("warp_scans", 128), ("warp_scans_80", 80)):
        n = grid * block
        # 80 threads are not whole warps, so CUB runs BLOCK_SCAN_WARP_SCANS as RAKING: 27
        # raking threads of 3 cells; the last segment's third cell (thread 80) is never
        # written, and the downsweep scans it and stores the sum back into that cell.
        exempt = {"strict_exempt": "CUB's raking downsweep reads the unwritten padding cell of the last segment (warning[uninitialized]; an error under --strict, docs/sanitize.md) and stores the sum back to it (no output reads it)"} if block == 80 else {}
        inp = small_ints(1400 + block, n)
        incl, excl, tot = [], [], []
        for c in chunks(inp, block):
            p = prefix(c, add32)
            incl += p
            excl += [0] + p[:-1]
            tot.append(p[-1])
        out.append((f"scan_i32_{name}.sm_90.spec.json",
                    g.spec(mod, f"scan_i32_{name}", "sm_90", 32, grid, block,
                           [ibuf(inp), g.out_buf(n), g.out_buf(n), g.out_buf(grid)],
                           {1: incl, 2: excl, 3: tot}, **exempt)))
        fin = small_floats(1500 + block, n)
        incl, excl, tot = [], [], []
        for c in chunks(fin, block):
            p = prefix(c, lambda a, b: a + b)
            incl += p
            excl += [0.0] + p[:-1]
            tot.append(p[-1])
        out.append((f"scan_f32_{name}.sm_90.spec.json",
                    g.spec(mod, f"scan_f32_{name}", "sm_90", 32, grid, block,
                           [fbuf(fin), g.out_buf(n, 0, "f32"), g.out_buf(n, 0, "f32"), g.out_buf(grid, 0, "f32")],
                           {1: incl, 2: excl, 3: tot}, **exempt)))
        inp = g.random_u32(1600 + block, n * 4)
        want = sum((prefix(c, smax) for c in chunks(inp, block * 4)), [])
        out.append((f"scan_max4_{name}.sm_90.spec.json",
                    g.spec(mod, f"scan_max4_{name}", "sm_90", 32, grid, block,
                           [g.rand_buf(1600 + block, n * 4), g.out_buf(n * 4)], {1: want}, **exempt)))
    return out


# ---------------------------------------------------------------------------------------
# cooperative_groups
# ---------------------------------------------------------------------------------------

def coop_groups():
    mod = "coop_groups.sm_90.ll"
    grid = 2
    n = grid * BLOCK
    out = []
    for w in (32, 16, 8):
        inp = small_ints(1700 + w, n)
        s, m, i, e, d = [], [], [], [], []
        for c in chunks(inp, w):
            tot = sum(c) & M32
            s += [tot] * w
            m += [max(c, key=s32)] * w
            p = prefix(c, add32)
            i += p
            e += [0] + p[:-1]
            d += c[1:] + [c[-1]]
        out.append((f"tile{w}.sm_90.spec.json",
                    g.spec(mod, f"tile{w}", "sm_90", 32, grid, BLOCK,
                           [ibuf(inp)] + [g.out_buf(n) for _ in range(5)],
                           {1: s, 2: m, 3: i, 4: e, 5: d})))
    fin = small_floats(1800, n)
    fs, bal, votes, ranks = [], [], [], []
    for k, c in enumerate(chunks(fin, 16)):
        fs += [float(sum(c))] * 16
        bits = sum(1 << t for t, v in enumerate(c) if v > 50.0)
        bal += [bits] * 16
        votes += [(2 if any(v > 90.0 for v in c) else 0) + 1] * 16
        ranks += [(k % (BLOCK // 16)) * 100 + t for t in range(16)]
    out.append(("tile_misc.sm_90.spec.json",
                g.spec(mod, "tile_misc", "sm_90", 32, grid, BLOCK,
                       [fbuf(fin), g.out_buf(n, 0, "f32"), g.out_buf(n), g.out_buf(n), g.out_buf(n)],
                       {1: fs, 2: bal, 3: votes, 4: ranks})))
    inp = small_ints(1900, n)
    want = []
    for c in chunks(inp, 32):
        odd = [c[t] for t in range(1, 32, 2)]
        tot = sum(odd) & M32
        want += [M32 if t % 2 == 0 else (tot + (t // 2) * 1000000) & M32 for t in range(32)]
    out.append(("coalesced.sm_90.spec.json",
                g.spec(mod, "coalesced", "sm_90", 32, grid, BLOCK,
                       [ibuf(inp), g.out_buf(n)], {1: want})))
    return out


# ---------------------------------------------------------------------------------------
# CUDA math, printf, assert
# ---------------------------------------------------------------------------------------

def cuda_math():
    from fractions import Fraction as Q
    import math
    mod = "cuda_math.sm_90.ll"
    out = []
    n, grid, block = 100, 2, 64
    total = grid * block
    # inputs: ints in ±1500 and floats with two fraction bits in ±60, so every operation
    # below has an exactly representable or correctly rounded result
    a = [s32((x % 3001) - 1500) & M32 for x in g.splitmix64(2000, total)]
    x = [((v % 481) - 240) / 4.0 for v in g.splitmix64(2001, total)]
    oi, of = [g.SENTINEL] * total, [0.0] * total
    for i in range(n):
        ai = s32(a[i])
        xi = x[i]
        r = max(min(ai, 1000), -1000) + abs(int(math.fmod(ai, 7))) + int(round_half_even(xi)) + int(math.trunc(g.f32_round(Q(xi) * 3)))
        oi[i] = r & M32
        y = max(min(xi, 50.0), -50.0)
        # fmaf(y, 0.5, sqrt_rn(|x|)) + floor(x) + div_rn(x, 3) + ceil(y * 0.25), each
        # step rounded to binary32 (clang keeps the source order of the adds)
        sq = sqrt_rn(abs(xi))
        t = g.f32_round(Q(y) * Q(1, 2) + Q(sq))
        t = g.f32_round(Q(t) + Q(math.floor(xi)))
        t = g.f32_round(Q(t) + Q(g.f32_round(Q(xi) / 3)))
        t = g.f32_round(Q(t) + Q(math.ceil(y * 0.25)))
        of[i] = float(t)
    out.append(("clamp.sm_90.spec.json",
                g.spec(mod, "clamp", "sm_90", 32, grid, block,
                       [{"buffer": "u32", "data": a}, {"buffer": "f32", "data": x},
                        g.out_buf(total), g.out_buf(total, 0, "f32"), g.scalar(n)],
                       {2: oi, 3: of})))
    # softplus through expf/logf: approximate (ex2.approx.ftz.f32, lg2.approx.ftz.f32); the
    # values are not checked, the approximate operations that reach memory are
    sp = g.spec(mod, "softplus", "sm_90", 32, 1, 64,
                [{"buffer": "f32", "data": [(v % 81 - 40) / 8.0 for v in g.splitmix64(2002, 64)]},
                 g.out_buf(64, 0, "f32"), g.scalar(64)],
                {1: [None] * 64}, approximate=["ex2.approx.f32"])
    out.append(("softplus.sm_90.spec.json", sp))
    # printf: threads with i % 5 == 0 print, lane order within a warp, blocks in order
    av = [int(v % 2000) for v in g.splitmix64(2003, 96)]
    lines = []
    for b in range(3):
        for t in range(32):
            i = b * 32 + t
            if i < 90 and i % 5 == 0:
                lines.append("thread %d of block %d: a=%d hex=%#x f=%.3f %s\n" % (t, b, av[i], av[i] & 0xffff, av[i] * 0.25, "odd" if i & 1 else "even"))
    out.append(("hello.sm_90.spec.json",
                g.spec(mod, "hello", "sm_90", 32, 3, 32,
                       [{"buffer": "u32", "data": av}, g.scalar(90)], expect_printf="".join(lines))))
    # assert: lane 3 of block 1 holds 5000
    av = [7] * 64
    av[32 + 3] = 5000
    out.append(("assert.sm_90.spec.json",
                g.spec(mod, "checked", "sm_90", 32, 2, 32,
                       [{"buffer": "u32", "data": av}, g.out_buf(64), g.scalar(64)], expect_error="assert")))
    return out


def round_half_even(v):
    return round(v)  # Python's round is half-to-even


def sqrt_rn(v):
    """The binary32 square root of a binary32 value, correctly rounded."""
    from fractions import Fraction as Q
    import math
    # binary64 sqrt is correctly rounded, and rounding it again to binary32 is innocuous
    # for sqrt (53 >= 2·24 + 2; Figueroa, "When is double rounding innocuous?")
    return g.f32_round(Q(math.sqrt(v)))


KERNELS = [
    ("cub_warp", "cub_warp.cu", cub_warp),
    ("cub_block", "cub_block.cu", cub_block),
    ("coop_groups", "coop_groups.cu", coop_groups),
    ("cuda_math", "cuda_math.cu", cuda_math),
]


def build_ll():
    if not os.path.isdir(os.path.join(CUDA, "include", "cccl")):
        print(f"skipping the CUDA-library kernels: no CUDA 13.0 toolkit at {CUDA} (set CUDA_PATH)")
        return
    for d, src, _ in KERNELS:
        folder = os.path.join(g.HERE, d)
        out = f"{g.stem(src)}.sm_90.ll"
        g.run(clang_cmd(src, out), folder)
        g.run(["opt-22", "-passes=verify", "-disable-output", out], folder)


def specs():
    for d, _, builder in KERNELS:
        for name, s in builder():
            yield d, name, s


# ---------------------------------------------------------------------------------------
# Inline PTX (PTX ISA 9.0 pseudocode of each instruction)
# ---------------------------------------------------------------------------------------

def ptx_bfe(x, pos, ln, signed, bits=32):
    msb = bits - 1
    sbit = 0 if (not signed or ln == 0) else (x >> min(pos + ln - 1, msb)) & 1
    return sum(((x >> (pos + i)) & 1 if (i < ln and pos + i <= msb) else sbit) << i for i in range(bits))


def ptx_bfi(a, b, pos, ln, bits=32):
    f = b
    i = 0
    while i < ln and pos + i <= bits - 1:
        f = (f & ~(1 << (pos + i))) | (((a >> i) & 1) << (pos + i))
        i += 1
    return f & ((1 << bits) - 1)


def ptx_prmt(a, b, c, mode=None):
    pool = a | (b << 32)
    out = 0
    sel = c & 3
    for k in range(4):
        if mode is None:
            s = (c >> (4 * k)) & 0xF
            byte = (pool >> (8 * (s & 7))) & 0xFF
            if s & 8:
                byte = 0xFF if byte & 0x80 else 0
        else:
            src = {"f4e": (sel + k) & 7, "ecl": max(k, sel)}[mode]
            byte = (pool >> (8 * src)) & 0xFF
        out |= byte << (8 * k)
    return out


def ptx_bfind(x, signed, shiftamt=False):
    if signed and x >> 31:
        x = ~x & M32
    if x == 0:
        return M32
    d = x.bit_length() - 1
    return 31 - d if shiftamt else d


def ptx_fns(mask, base, off):
    if off == 0:
        return base if (mask >> base) & 1 else M32
    inc = 1 if off > 0 else -1
    count = abs(off) - 1
    pos = base
    while 0 <= pos < 32:
        if (mask >> pos) & 1:
            if count == 0:
                return pos
            count -= 1
        pos += inc
    return M32


def f32_bits(v):
    import struct
    return struct.unpack("<I", struct.pack("<f", v))[0]


def bits_f32(b):
    import struct
    return struct.unpack("<f", struct.pack("<I", b))[0]


def next_up(f):
    b = f32_bits(f)
    if f == 0:
        return bits_f32(1)
    return bits_f32(b + 1 if f > 0 else b - 1)


def next_down(f):
    return -next_up(-f)


def round_dir(q, mode):
    """q (a Fraction) rounded to binary32 toward `mode` (rn, rz, rm, rp)."""
    from fractions import Fraction as Q
    f = float(g.f32_round(q))
    if mode == "rn" or Q(f) == q:
        return f
    if mode == "rm" or (mode == "rz" and q > 0):
        return f if Q(f) < q else next_down(f)
    return f if Q(f) > q else next_up(f)


def sqrt_dir(v, mode):
    from fractions import Fraction as Q
    import math
    c = float(g.f32_round(Q(math.sqrt(v))))
    if mode == "rm":
        return c if Q(c) * Q(c) <= Q(v) else next_down(c)
    return c


def inline_ptx():
    from fractions import Fraction as Q
    import math
    mod = "inline_ptx.sm_90.ll"
    out = []
    grid, block = 2, 64
    n = grid * block
    xs, ys = g.random_u32(3000, n), g.random_u32(3001, n)
    want = []
    for x, y in zip(xs, ys):
        s, l = y & 31, (y >> 5) & 31
        w = x * y
        lo, hi = w & M32, w >> 32
        w2 = ((hi << 32) | ((lo + hi) & M32)) >> 3
        c3 = (x * 3) & M32
        lop = sum((((0xE8 >> ((((x >> i) & 1) << 2) | (((y >> i) & 1) << 1) | ((c3 >> i) & 1))) & 1) << i) for i in range(32))
        sh = y & 63
        want += [
            (x + y) & M32, (x * y) >> 32, (x * y + x) & M32,
            ptx_bfe(x, s, l, False), ptx_bfe(x, s, l, True), ptx_bfi(x, y, s, l),
            ptx_prmt(x, y, x ^ y), ptx_prmt(x, y, s, "f4e"), ptx_prmt(x, y, l, "ecl"), lop,
            ptx_bfind(x >> s, False), ptx_bfind(y, True), ptx_bfind(x >> l, False, True),
            ptx_fns(x, s, ((y >> 10) & 15) - 8),
            (x << sh) & M32 if sh < 32 else 0,
            (s32(x) >> min(sh, 31)) & M32,
            bin(x).count("1") + (32 - (y >> s).bit_length()),
            int(f"{x:032b}"[::-1], 2),
            x if s32(x) < s32(y) else y,
            (y - 1) & M32 if x > y else (x + 1) & M32,
            w2 & M32, w2 >> 32,
            x if s32(x) >= s32(y) else y,
            x ^ 0xFF if (y & 3) == 0 else x,
        ]
    out.append(("ints.sm_90.spec.json",
                g.spec(mod, "ints", "sm_90", 32, grid, block,
                       [g.rand_buf(3000, n), g.rand_buf(3001, n), g.out_buf(n * 24)], {2: want})))
    # floats: x in ±2048 and y in ±1024 (nonzero), with 12 and 10 fraction bits
    xr = [((v % (1 << 24)) - (1 << 23)) / 4096.0 for v in g.splitmix64(3002, n)]
    yr = [(((v >> 1) % (1 << 20)) + 1) / 1024.0 * (-1 if v & 1 else 1) for v in g.splitmix64(3003, n)]
    fw, iw = [], []
    for x, y in zip(xr, yr):
        X, Y = Q(x), Q(y)
        sx = sqrt_dir(abs(x), "rn")
        mn = min(x, y)
        t = float(g.f32_round(Q(abs(y)) + Q(mn)))
        d = x + y
        fw += [round_dir(X + Y, "rz"), round_dir(X + Y, "rm"), round_dir(X * Y, "rp"),
               round_dir(X * Y + X, "rn"), round_dir(X * Y + Y, "rz"), round_dir(X / Y, "rn"),
               round_dir(X / Y, "rp"), sx, sqrt_dir(abs(y), "rm"), round_dir(1 / Y, "rn"), t, max(x, y),
               float(g.f32_round(Q(d * 1e-3))),
               float(math.trunc(float(g.f32_round(X * 1000))))]
        iw.append(s32(int(round(y * 4))) & M32)
        p = float(g.f32_round(X * 1000000000))
        iw.append(0 if p < 0 else min(math.floor(p), M32))
    out.append(("floats.sm_90.spec.json",
                g.spec(mod, "floats", "sm_90", 32, grid, block,
                       [fbuf(xr), fbuf(yr), g.out_buf(n * 14, 0, "f32"), g.out_buf(n * 2)], {2: fw, 3: iw})))
    # lanes: blocks of 64 threads
    a = g.random_u32(3004, n)
    want = []
    for b in range(grid):
        for t in range(block):
            gt = b * block + t
            x = a[gt]
            lane, w0 = t % 32, b * block + (t // 32) * 32
            warp = a[w0:w0 + 32]
            nb = a[gt + 1] if t % 2 == 0 else a[gt - 1]
            up = warp[lane - 5] if lane >= 5 else 7
            ballot = sum(1 << k for k in range(32) if warp[k] & 4)
            match = sum(1 << k for k in range(32) if warp[k] & 3 == x & 3)
            want += [nb, sum(range(block)), lane, (1 << lane) - 1, block * 1000 + t, warp[lane ^ 3], up, ballot, match,
                     sum(v & 0xFFFF for v in warp) & M32, max(warp), M32]
    out.append(("lanes.sm_90.spec.json",
                g.spec(mod, "lanes", "sm_90", 32, grid, block, [g.rand_buf(3004, n), g.out_buf(n * 12)], {1: want})))
    return out


KERNELS.append(("inline_ptx", "inline_ptx.cu", inline_ptx))


# ---------------------------------------------------------------------------------------
# More CUB: sorts, radix rank, histograms, load/store with head flags
# ---------------------------------------------------------------------------------------

def cub_more():
    import struct
    mod = "cub_more.sm_90.ll"
    out = []
    keys = g.random_u32(4000, 1024)
    want = sum((sorted(c) for c in chunks(keys, 512)), [])
    out.append(("radix_sort.sm_90.spec.json",
                g.spec(mod, "radix_sort", "sm_90", 32, 2, 128, [g.rand_buf(4000, 1024)], {0: want})))
    # distinct float keys (a permutation of whole numbers, some negative), descending; the
    # values say where each key came from; thread t holds ranks t, t+128, … (striped)
    perm = sorted(range(512), key=lambda i: g.splitmix64(4001 + i, 1)[0])
    fk = [float(p - 256) for p in perm]
    order = sorted(range(512), key=lambda i: -fk[i])
    out.append(("radix_sort_pairs.sm_90.spec.json",
                g.spec(mod, "radix_sort_pairs", "sm_90", 32, 1, 128,
                       [fbuf(fk), g.out_buf(512, 0, "f32"), g.out_buf(512)],
                       {1: [fk[i] for i in order], 2: order})))
    k = g.random_u32(4002, 128)
    d = [x & 15 for x in k]
    ranks = [sum(1 for j in range(128) if d[j] < d[i] or (d[j] == d[i] and j < i)) for i in range(128)]
    out.append(("radix_rank_match.sm_90.spec.json",
                g.spec(mod, "radix_rank_match", "sm_90", 32, 1, 128, [g.rand_buf(4002, 128), g.out_buf(128)], {1: ranks})))
    samples = [x & 0xFF for x in g.splitmix64(4003, 512)]
    hist = [samples.count(b) for b in range(256)]
    for alg in ("atomic", "sort"):
        out.append((f"histogram_{alg}.sm_90.spec.json",
                    g.spec(mod, f"histogram_{alg}", "sm_90", 32, 1, 128,
                           [{"buffer": "u8", "data": samples}, g.out_buf(256)], {1: hist})))
    # CUB's SerialMerge loads the next key of each run before testing whether the run has
    # ended: the last thread of a merge reads keys_shared[ITEMS_PER_TILE] (CUB sizes the
    # array ITEMS_PER_TILE + 1 for it), which nothing writes, and discards it.
    merge_exempt = {"strict_exempt": "CUB's SerialMerge reads the never-written key one past the end of its shared tile and discards it (warning[uninitialized]; an error under --strict, docs/sanitize.md)"}
    vals = small_ints(4004, 512)
    want = sum((sorted(c, key=s32) for c in chunks(vals, 128)), [])
    out.append(("warp_merge_sort.sm_90.spec.json",
                g.spec(mod, "warp_merge_sort", "sm_90", 32, 1, 128, [ibuf(vals)], {0: want}, **merge_exempt)))
    vals = small_ints(4005, 512)
    out.append(("block_merge_sort.sm_90.spec.json",
                g.spec(mod, "block_merge_sort", "sm_90", 32, 1, 128, [ibuf(vals)], {0: sorted(vals, key=s32)}, **merge_exempt)))
    runs = [x % 3 for x in g.splitmix64(4006, 512)]
    want = [(v + (1000 if i == 0 or runs[i - 1] != v else 0)) & M32 for i, v in enumerate(runs)]
    out.append(("load_flag_store.sm_90.spec.json",
                g.spec(mod, "load_flag_store", "sm_90", 32, 1, 128, [ibuf(runs), g.out_buf(512)], {1: want})))
    return out


KERNELS.append(("cub_more", "cub_more.cu", cub_more))
