"""Triton kernels of the corpus, written for xlane (not taken from Triton or elsewhere).

Each is an ordinary use of one Triton feature: masked element-wise code, reductions, scans,
atomics, layout changes and `tl.dot`. `gen_triton.py` compiles them (ttir -> ttgir -> llir)
and writes their launch specs with numpy references.
"""
import triton
import triton.language as tl


@triton.jit
def vadd(x, y, out, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out + offs, tl.load(x + offs, mask=m) + tl.load(y + offs, mask=m), mask=m)


@triton.jit
def vsum(x, out, n, BLOCK: tl.constexpr):
    """One partial sum per program; lanes past `n` add 0."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    v = tl.load(x + offs, mask=offs < n, other=0.0)
    tl.store(out + tl.program_id(0), tl.sum(v, axis=0))


@triton.jit
def vminmax(x, out, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    hi = tl.max(tl.load(x + offs, mask=m, other=float("-inf")), axis=0)
    lo = tl.min(tl.load(x + offs, mask=m, other=float("inf")), axis=0)
    tl.store(out + 2 * tl.program_id(0), hi)
    tl.store(out + 2 * tl.program_id(0) + 1, lo)


@triton.jit
def vargmax(x, out, n, BLOCK: tl.constexpr):
    """Index of the first largest element of each program's chunk (ties go left)."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    v = tl.load(x + offs, mask=offs < n, other=-2147483648)
    tl.store(out + tl.program_id(0), tl.argmax(v, axis=0))


@triton.jit
def vcumsum(x, out, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out + offs, tl.cumsum(tl.load(x + offs), axis=0))


@triton.jit
def _keep_max(a, b):
    return tl.maximum(a, b)


@triton.jit
def vrunmax(x, out, BLOCK: tl.constexpr):
    """Running maximum through tl.associative_scan with a user combine function."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out + offs, tl.associative_scan(tl.load(x + offs), 0, _keep_max))


@triton.jit
def rowsum(x, out, M: tl.constexpr, N: tl.constexpr):
    """Sums of the rows of an M x N float tile (reduction along axis 1)."""
    r = tl.arange(0, M)[:, None]
    c = tl.arange(0, N)[None, :]
    tl.store(out + tl.arange(0, M), tl.sum(tl.load(x + r * N + c), axis=1))


@triton.jit
def colsum(x, out, M: tl.constexpr, N: tl.constexpr):
    """Sums of the columns of an M x N int32 tile (reduction along axis 0)."""
    r = tl.arange(0, M)[:, None]
    c = tl.arange(0, N)[None, :]
    tl.store(out + tl.arange(0, N), tl.sum(tl.load(x + r * N + c), axis=0))


@triton.jit
def histogram(x, hist, n, BINS: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    b = tl.load(x + offs, mask=m, other=0) % BINS
    tl.atomic_add(hist + b, 1, mask=m)


@triton.jit
def transpose(x, out, M: tl.constexpr, N: tl.constexpr):
    r = tl.arange(0, M)[:, None]
    c = tl.arange(0, N)[None, :]
    t = tl.trans(tl.load(x + r * N + c))
    tl.store(out + tl.arange(0, N)[:, None] * M + tl.arange(0, M)[None, :], t)


@triton.jit
def matmul(a, b, c, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    """C = A @ B for one M x K by K x N tile, row-major; f32 accumulation (i32 for int8)."""
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    rk = tl.arange(0, K)
    x = tl.load(a + rm[:, None] * K + rk[None, :])
    y = tl.load(b + rk[:, None] * N + rn[None, :])
    tl.store(c + rm[:, None] * N + rn[None, :], tl.dot(x, y))


@triton.jit
def matmul_ieee(a, b, c, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    """f32 inputs multiplied in full f32 (no tf32 rounding)."""
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    rk = tl.arange(0, K)
    x = tl.load(a + rm[:, None] * K + rk[None, :])
    y = tl.load(b + rk[:, None] * N + rn[None, :])
    tl.store(c + rm[:, None] * N + rn[None, :], tl.dot(x, y, input_precision="ieee"))


@triton.jit
def softmax(x, out, N: tl.constexpr):
    """Row softmax: max, exp, sum, divide (exp is approximate on every GPU)."""
    row = tl.program_id(0)
    v = tl.load(x + row * N + tl.arange(0, N))
    e = tl.exp(v - tl.max(v, axis=0))
    tl.store(out + row * N + tl.arange(0, N), e / tl.sum(e, axis=0))


# What a new user writes next (issue 22's second round): random numbers, 64-bit indexing,
# 16-bit floats, 2-D masks, a K loop of tl.dot, correctly rounded math, and libdevice's sqrt.

@triton.jit
def dropout(x, out, n, p, seed, BLOCK: tl.constexpr):
    """tl.rand (Philox): keep x * 2 where the uniform draw is above p, else 0."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x + offs, mask=m)
    tl.store(out + offs, tl.where(tl.rand(seed, offs) > p, v * 2.0, 0.0), mask=m)


@triton.jit
def randbits(out, n, seed, BLOCK: tl.constexpr):
    """The four Philox-4x32 words of each offset (tl.randint4x)."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    r0, r1, r2, r3 = tl.randint4x(seed, offs)
    m = offs < n
    tl.store(out + 4 * offs, r0, mask=m)
    tl.store(out + 4 * offs + 1, r1, mask=m)
    tl.store(out + 4 * offs + 2, r2, mask=m)
    tl.store(out + 4 * offs + 3, r3, mask=m)


@triton.jit
def i64_index(x, out, n, stride, BLOCK: tl.constexpr):
    """64-bit offsets (program id and arange cast to int64), a strided int64 gather."""
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK).to(tl.int64)
    m = offs < n
    tl.store(out + offs, tl.load(x + offs * stride, mask=m, other=0) * 3 - 1, mask=m)


@triton.jit
def half_ops(x, y, o16, obf, n, BLOCK: tl.constexpr):
    """f16 loads, an f16 multiply-add and store; an f32 difference stored as bf16."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    a = tl.load(x + offs, mask=m, other=0.0)
    b = tl.load(y + offs, mask=m, other=0.0)
    tl.store(o16 + offs, a * b + a, mask=m)
    tl.store(obf + offs, (a.to(tl.float32) - b.to(tl.float32)).to(tl.bfloat16), mask=m)


@triton.jit
def where2d(x, out, M, N, sx, BM: tl.constexpr, BN: tl.constexpr):
    """A 2-D tile with a row and a column mask, tl.where on values and on the diagonal."""
    r = tl.program_id(0) * BM + tl.arange(0, BM)[:, None]
    c = tl.arange(0, BN)[None, :]
    m = (r < M) & (c < N)
    v = tl.load(x + r * sx + c, mask=m, other=0)
    v = tl.where(v > 0, v, -v * 2)
    tl.store(out + r * N + c, tl.where(r == c, 1000, v), mask=m)


@triton.jit
def matmul_k(a, b, c, M, N, K, sam, sak, sbk, sbn, scm, scn, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """The tutorial's tiled matmul: a K loop of masked tile loads and tl.dot into an f32
    accumulator, stored in c's type."""
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        ka = k * BK + rk
        av = tl.load(a + rm[:, None] * sam + ka[None, :] * sak, mask=(rm[:, None] < M) & (ka[None, :] < K), other=0.0)
        bv = tl.load(b + ka[:, None] * sbk + rn[None, :] * sbn, mask=(ka[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(av, bv)
    tl.store(c + rm[:, None] * scm + rn[None, :] * scn, acc.to(c.dtype.element_ty), mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def rn_math(x, y, out, n, BLOCK: tl.constexpr):
    """Correctly rounded tl.sqrt_rn and tl.div_rn."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    a = tl.load(x + offs, mask=m, other=1.0)
    b = tl.load(y + offs, mask=m, other=1.0)
    tl.store(out + offs, tl.sqrt_rn(a) + tl.div_rn(a, b), mask=m)


@triton.jit
def sqrt_gate(x, out, n, BLOCK: tl.constexpr):
    """tl.sqrt (on sm_90 libdevice's __nv_sqrtf, whose __nvvm_reflect calls pick
    sqrt.approx.ftz) feeding only a comparison that an approximation's error cannot change."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x + offs, mask=m, other=1.0)
    tl.store(out + offs, tl.where(tl.sqrt(v) > 2.5, 1, 0), mask=m)


@triton.jit
def fp8_cast(x, out8, outf, n, BLOCK: tl.constexpr):
    # f32 -> fp8 (e4m3 "fp8e4nv", e5m2) -> f32, the load with an L2 eviction policy
    o = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = o < n
    v = tl.load(x + o, mask=m, eviction_policy="evict_last")
    e = v.to(tl.float8e4nv)
    f = v.to(tl.float8e5)
    tl.store(out8 + o, e.to(tl.uint8, bitcast=True), mask=m)
    tl.store(outf + o, e.to(tl.float32) + f.to(tl.float32), mask=m)


# Round three (what an independently written corpus hit): a wide per-thread float sum,
# float atomic max/min, f16/bf16 atomic adds.

@triton.jit
def wide_sum(x, out, n, BLOCK: tl.constexpr):
    """One warp sums 2048 floats: each thread adds its 64 elements first (on sm_90 an
    `llvm.vector.reduce.fadd` without `reassoc`, sequential by LangRef)."""
    offs = tl.arange(0, BLOCK)
    tl.store(out, tl.sum(tl.load(x + offs, mask=offs < n, other=0.0), axis=0))


@triton.jit
def atomic_minmax(x, out, n, BINS: tl.constexpr, BLOCK: tl.constexpr):
    """Float tl.atomic_max/min: Triton splits the lanes by sign (integer max for positive
    values, unsigned min for negative ones), passing the masks through shared memory as
    bytes that it reads back as `<16 x i1>`."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x + offs, mask=m, other=0.0)
    tl.atomic_max(out + offs % BINS, v, mask=m)
    tl.atomic_min(out + BINS + offs % BINS, v, mask=m)


@triton.jit
def atomic_add_half(x, h16, hbf, n, BINS: tl.constexpr, BLOCK: tl.constexpr):
    """f16 and bf16 tl.atomic_add (sm_90: `atom.add.noftz.bf16`; CDNA: neighbouring lanes
    packed into one `atomicrmw fadd <2 x half>`)."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x + offs, mask=m, other=0.0)
    tl.atomic_add(h16 + offs % BINS, v.to(tl.float16), mask=m)
    tl.atomic_add(hbf + offs % BINS, v.to(tl.bfloat16), mask=m)


@triton.jit
def matmul_acc(a, b, c, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, ACC: tl.constexpr):
    """The tiled matmul of matmul_k (row-major, masked edges) with the accumulator in ACC
    (tl.float32, tl.float16 or tl.int32): acc = tl.dot(x, y, acc, out_dtype=ACC). On sm_90 a
    64-row tile with 4+ warps is Hopper's wgmma."""
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=ACC)
    for k in range(0, tl.cdiv(K, BK)):
        ka = k * BK + rk
        av = tl.load(a + rm[:, None] * K + ka[None, :], mask=(rm[:, None] < M) & (ka[None, :] < K), other=0)
        bv = tl.load(b + ka[:, None] * N + rn[None, :], mask=(ka[:, None] < K) & (rn[None, :] < N), other=0)
        acc = tl.dot(av, bv, acc, out_dtype=ACC)
    tl.store(c + rm[:, None] * N + rn[None, :], acc.to(c.dtype.element_ty), mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def matmul_bt(a, b, c, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    """C = A @ B^T for row-major A (M x K) and B (N x K): tl.dot(x, tl.trans(y)); on sm_90
    wgmma reads B K-major."""
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    rk = tl.arange(0, K)
    x = tl.load(a + rm[:, None] * K + rk[None, :])
    y = tl.load(b + rn[:, None] * K + rk[None, :])
    tl.store(c + rm[:, None] * N + rn[None, :], tl.dot(x, tl.trans(y)))


# Atomics whose returned old values are used. Triton passes them through shared memory for
# a layout conversion, the masked-off lanes' (undefined) values included; the
# masked store drops those (docs/launch.md, "Strict runs": undefined values in LDS).

@triton.jit
def atomic_xchg_ret(x, out, n, BLOCK: tl.constexpr):
    """Every lane swaps its own element of `out` for x's and writes the old value back to x."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x + offs, mask=m, other=0)
    old = tl.atomic_xchg(out + offs, v, mask=m)
    tl.store(x + offs, old, mask=m)


@triton.jit
def atomic_add_ret(x, cnt, ret, n, BLOCK: tl.constexpr):
    """Every lane adds x to its own counter and stores the counter's old value."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x + offs, mask=m, other=0)
    old = tl.atomic_add(cnt + offs, v, mask=m)
    tl.store(ret + offs, old, mask=m)
