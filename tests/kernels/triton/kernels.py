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
