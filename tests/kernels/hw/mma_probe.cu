// What do the H200's warp-level matrix instructions compute? A dev tool (not a test): it runs
// mma.sync (inline PTX) on random and adversarial inputs and dumps every lane's input and
// output registers, and runs ldmatrix / stmatrix / movmatrix on index patterns and dumps what
// each lane receives (or what lands in shared memory). xlane replays the dumps against its
// model (crates/xlane-core/tests/all/nvidia_mma_vectors.rs; vectors/nvidia-sm90-mma/).
//
//   nvcc -O2 -arch=sm_90 -DONLY=N mma_probe.cu -o p && ./p OUTDIR
//   (N: one mma category 0..13, or -1 ldmatrix, -2 stmatrix, -3 movmatrix layouts; each build
//   alone, so that one instruction ptxas refuses does not cost the others)
//
// Inputs are built as logical matrices (A 16xK row-major, B Kx8, C 16x8) and placed into the
// registers by the fragment layouts of the PTX ISA ("Matrix fragments for mma.m16n8k16 with
// floating point type", "... mma.m16n8k8", "... mma.m16n8k32"): a wrong layout anywhere makes
// the hardware's D differ from the model's. Records: per case, per lane, 10 input words
// (A0..A3, B0..B1, C0..C3; unused ones 0) then 4 output words (D0..D3; unused ones 0).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#ifndef ONLY
#define ONLY 0
#endif

enum Elem { F16, BF16, TF32, S8, U8, F32, S32 };

struct Cat {
  const char* name;
  Elem a, b, c;  // c: the accumulator (and D) type; F16 for the f16-accumulating form
  int k, na, nb, nc;
  bool zeros;    // inputs from gen_zero_case (the sign of zero results)
};

// The order is the file format: vectors/nvidia-sm90-mma/README.md lists it too.
static const Cat CATS[] = {
    {"f32.f16.k16", F16, F16, F32, 16, 4, 2, 4},   {"f32.bf16.k16", BF16, BF16, F32, 16, 4, 2, 4},
    {"f32.tf32.k8", TF32, TF32, F32, 8, 4, 2, 4},  {"f16.f16.k16", F16, F16, F16, 16, 4, 2, 2},
    {"f32.f16.k8", F16, F16, F32, 8, 2, 1, 4},     {"s32.s8.s8.k32.satfinite", S8, S8, S32, 32, 4, 2, 4},
    {"s32.s8.s8.k32", S8, S8, S32, 32, 4, 2, 4},   {"s32.u8.u8.k32.satfinite", U8, U8, S32, 32, 4, 2, 4},
    {"s32.s8.u8.k32.satfinite", S8, U8, S32, 32, 4, 2, 4}, {"f32.bf16.k8", BF16, BF16, F32, 8, 2, 1, 4},
    // the second run (2026-12-06 17:52 UTC): the m16n8k16 integer layout, and the sign of
    // zero results
    {"s32.s8.s8.k16.satfinite", S8, S8, S32, 16, 2, 1, 4}, {"s32.u8.s8.k16", U8, S8, S32, 16, 2, 1, 4},
    {"f32.f16.k16.zeros", F16, F16, F32, 16, 4, 2, 4, true}, {"f16.f16.k16.zeros", F16, F16, F16, 16, 4, 2, 2, true},
};
// The instruction each category runs (the zeros categories reuse forms 0 and 3).
constexpr int KERN[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 3};
static const int NCATS = sizeof(CATS) / sizeof(CATS[0]);
static const int CASES = 512;

template <int C>
__global__ void mma_kernel(const uint32_t* in, uint32_t* out) {
  int lane = threadIdx.x & 31;
  const uint32_t* r = in + ((size_t)blockIdx.x * 32 + lane) * 10;
  uint32_t a0 = r[0], a1 = r[1], a2 = r[2], a3 = r[3], b0 = r[4], b1 = r[5];
  float c0 = __uint_as_float(r[6]), c1 = __uint_as_float(r[7]), c2 = __uint_as_float(r[8]), c3 = __uint_as_float(r[9]);
  uint32_t h0 = r[6], h1 = r[7];
  int i0 = (int)r[6], i1 = (int)r[7], i2 = (int)r[8], i3 = (int)r[9];
  float d0 = 0, d1 = 0, d2 = 0, d3 = 0;
  uint32_t e0 = 0, e1 = 0;
  int j0 = 0, j1 = 0, j2 = 0, j3 = 0;
  int kind = 0;  // 0: f32 D, 1: f16x2 D, 2: s32 D
  if constexpr (C == 0) {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
                 : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "f"(c0), "f"(c1), "f"(c2), "f"(c3));
  } else if constexpr (C == 1) {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
                 : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "f"(c0), "f"(c1), "f"(c2), "f"(c3));
  } else if constexpr (C == 2) {
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
                 : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "f"(c0), "f"(c1), "f"(c2), "f"(c3));
  } else if constexpr (C == 3) {
    kind = 1;
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3,%4,%5}, {%6,%7}, {%8,%9};"
                 : "=r"(e0), "=r"(e1)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(h0), "r"(h1));
  } else if constexpr (C == 4) {
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%8,%9,%10};"
                 : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
                 : "r"(a0), "r"(a1), "r"(b0), "f"(c0), "f"(c1), "f"(c2), "f"(c3));
  } else if constexpr (C == 5) {
    kind = 2;
    asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
                 : "=r"(j0), "=r"(j1), "=r"(j2), "=r"(j3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(i0), "r"(i1), "r"(i2), "r"(i3));
  } else if constexpr (C == 6) {
    kind = 2;
    asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
                 : "=r"(j0), "=r"(j1), "=r"(j2), "=r"(j3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(i0), "r"(i1), "r"(i2), "r"(i3));
  } else if constexpr (C == 7) {
    kind = 2;
    asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.u8.u8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
                 : "=r"(j0), "=r"(j1), "=r"(j2), "=r"(j3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(i0), "r"(i1), "r"(i2), "r"(i3));
  } else if constexpr (C == 8) {
    kind = 2;
    asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.u8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
                 : "=r"(j0), "=r"(j1), "=r"(j2), "=r"(j3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(i0), "r"(i1), "r"(i2), "r"(i3));
  } else if constexpr (C == 9) {
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%8,%9,%10};"
                 : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
                 : "r"(a0), "r"(a1), "r"(b0), "f"(c0), "f"(c1), "f"(c2), "f"(c3));
  } else if constexpr (C == 10) {
    kind = 2;
    asm volatile("mma.sync.aligned.m16n8k16.row.col.satfinite.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%8,%9,%10};"
                 : "=r"(j0), "=r"(j1), "=r"(j2), "=r"(j3)
                 : "r"(a0), "r"(a1), "r"(b0), "r"(i0), "r"(i1), "r"(i2), "r"(i3));
  } else {
    kind = 2;
    asm volatile("mma.sync.aligned.m16n8k16.row.col.s32.u8.s8.s32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%8,%9,%10};"
                 : "=r"(j0), "=r"(j1), "=r"(j2), "=r"(j3)
                 : "r"(a0), "r"(a1), "r"(b0), "r"(i0), "r"(i1), "r"(i2), "r"(i3));
  }
  uint32_t* o = out + ((size_t)blockIdx.x * 32 + lane) * 4;
  if (kind == 0) {
    o[0] = __float_as_uint(d0); o[1] = __float_as_uint(d1); o[2] = __float_as_uint(d2); o[3] = __float_as_uint(d3);
  } else if (kind == 1) {
    o[0] = e0; o[1] = e1; o[2] = 0; o[3] = 0;
  } else {
    o[0] = (uint32_t)j0; o[1] = (uint32_t)j1; o[2] = (uint32_t)j2; o[3] = (uint32_t)j3;
  }
}

// ---- inputs ---------------------------------------------------------------------------------

static uint64_t rng_state;
static uint64_t next() {  // splitmix64
  uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
static uint32_t below(uint32_t n) { return (uint32_t)(next() % n); }

// One element's bits in its format. mode: 0 normal, 1 wide exponents, 3 subnormal-heavy,
// 4 specials, 6 mantissa in [1,2) (A) or a power of two (B), 7 near overflow.
static uint32_t gen_float(Elem e, int mode, bool is_b) {
  int ebits = e == F16 ? 5 : 8, mbits = e == F16 ? 10 : e == BF16 ? 7 : e == TF32 ? 10 : 23;
  int bias = (1 << (ebits - 1)) - 1, emax = (1 << ebits) - 2;
  uint32_t s = below(2), ex, m = (uint32_t)(next() & ((1u << mbits) - 1));
  if (mode == 4 && below(16) == 0) {
    uint32_t q = 1u << (mbits - 1);
    switch (below(4)) {
      case 0: ex = emax + 1; m = 0; break;                   // inf
      case 1: ex = emax + 1; m = q; break;                   // default NaN
      case 2: ex = emax + 1; m = 1 + below(q - 1); break;    // signalling NaN with a payload
      default: ex = emax + 1; m = q | (uint32_t)(next() & (q - 1)); break;  // quiet NaN with a payload
    }
  } else if (mode == 1) {
    ex = below(emax + 1);
  } else if (mode == 3) {
    ex = below(3);  // subnormal, or the two lowest normal binades
    if (below(2)) ex = 0;
  } else if (mode == 6) {
    if (is_b) { ex = bias - below(12); m = 0; }
    else ex = bias;
  } else if (mode == 7) {
    ex = emax - below(e == F16 ? 3 : 6);
  } else {
    int spread = e == F16 ? 6 : 10;
    ex = bias - spread + below(2 * spread + 1);
  }
  uint32_t v = (s << (ebits + mbits)) | (ex << mbits) | m;
  if (e == BF16) return v;              // 16 bits
  if (e == TF32) {                      // an f32 whose low 13 bits are 0, except in mode 0
    v <<= 13;
    if (mode == 0 && below(2)) v |= (uint32_t)(next() & 0x1fff);
    return v;
  }
  return v;
}

static uint32_t gen_int(Elem e, int mode) {
  if (mode == 1 || mode == 3) {
    static const int8_t sx[] = {-128, 127, -1, 0, 1, -127};
    static const uint8_t ux[] = {255, 0, 1, 128, 127, 254};
    return e == S8 ? (uint8_t)sx[below(6)] : ux[below(6)];
  }
  return (uint32_t)(next() & 0xff);
}

static uint32_t gen_acc(const Cat& c, int mode) {
  if (c.c == S32) {
    if (mode == 2) {
      int64_t base = below(2) ? 2147483647ll : -2147483648ll;
      return (uint32_t)(int32_t)(base - (base > 0 ? 1 : -1) * (int64_t)below(1 << 20));
    }
    if (mode == 3) return below(2) ? 0x7fffffffu : 0x80000000u;
    return (uint32_t)next();
  }
  Elem e = c.c == F16 ? F16 : F32;
  if (mode == 2 && below(2)) return 0;  // cancellation: half the C values are +0
  if (mode == 5) {                      // C far above the products
    int ebits = e == F16 ? 5 : 8, mbits = e == F16 ? 10 : 23, bias = (1 << (ebits - 1)) - 1;
    uint32_t ex = bias + (e == F16 ? 4 + below(8) : 10 + below(20));
    return (below(2) << (ebits + mbits)) | (ex << mbits) | (uint32_t)(next() & ((1u << mbits) - 1));
  }
  return gen_float(e, mode == 6 ? 0 : mode, false);
}

static bool is_int(Elem e) { return e == S8 || e == U8; }
static int bits_of(Elem e) { return e == S8 || e == U8 ? 8 : e == TF32 ? 32 : 16; }

// The fragment layouts (PTX ISA, "Matrix fragments for mma.m16n8k*"): the register and the
// position in it that holds each matrix element. g = lane >> 2, t = lane & 3.
static void place(const Cat& c, const uint32_t* A, const uint32_t* B, const uint32_t* Cm, uint32_t* regs /* [32][10] */) {
  int ea = 32 / bits_of(c.a), eb = 32 / bits_of(c.b), ba = bits_of(c.a), bb = bits_of(c.b);
  for (int lane = 0; lane < 32; lane++) {
    int g = lane >> 2, t = lane & 3;
    uint32_t* r = regs + lane * 10;
    for (int k = 0; k < 10; k++) r[k] = 0;
    for (int q = 0; q < c.na; q++)
      for (int i = 0; i < ea; i++) {
        int row = g + 8 * (q & 1), col = t * ea + i + (q >> 1) * (c.k / 2);
        uint32_t v = A[row * c.k + col] & (ba == 32 ? 0xffffffffu : (1u << ba) - 1);
        r[q] |= ba == 32 ? v : v << (i * ba);
      }
    for (int q = 0; q < c.nb; q++)
      for (int i = 0; i < eb; i++) {
        int row = t * eb + i + q * (c.k / 2), col = g;
        uint32_t v = B[row * 8 + col] & (bb == 32 ? 0xffffffffu : (1u << bb) - 1);
        r[4 + q] |= bb == 32 ? v : v << (i * bb);
      }
    if (c.c == F16) {
      for (int q = 0; q < 2; q++)
        for (int i = 0; i < 2; i++) r[6 + q] |= (Cm[(g + 8 * q) * 8 + 2 * t + i] & 0xffff) << (16 * i);
    } else {
      for (int q = 0; q < 4; q++) r[6 + q] = Cm[(g + 8 * (q >> 1)) * 8 + 2 * t + (q & 1)];
    }
  }
}

// Zero results and their signs (f16 operands; C f32 or f16). mode: 0 every operand ±0;
// 1 A ±0, B random, C −0; 2 and 3 products that cancel exactly, C −0 / +0; 4 random, C −0;
// 5 A −0, B +1, C −0 (every term −0); 6 A +0, B −1, C −0; 7 A −0, B −1, C +0.
static void gen_zero_case(const Cat& c, int mode, uint32_t* regs) {
  uint32_t A[16 * 32], B[32 * 8], Cm[16 * 8];
  uint32_t nz = c.c == F16 ? 0x8000u : 0x80000000u;  // −0 of C
  for (int i = 0; i < 16 * c.k; i++) {
    uint32_t r = gen_float(F16, 0, false);
    A[i] = mode == 0 || mode == 1 ? (below(2) ? 0x8000u : 0) : mode == 5 || mode == 7 ? 0x8000u : mode == 6 ? 0 : r;
  }
  for (int i = 0; i < c.k * 8; i++) {
    uint32_t r = gen_float(F16, 0, true);
    B[i] = mode == 0 ? (below(2) ? 0x8000u : 0) : mode == 5 ? 0x3C00u : mode == 6 || mode == 7 ? 0xBC00u : r;
  }
  if (mode == 2 || mode == 3) {
    int h = c.k / 2;
    for (int r = 0; r < 16; r++)
      for (int k = h; k < c.k; k++) A[r * c.k + k] = A[r * c.k + k - h];
    for (int k = h; k < c.k; k++)
      for (int n = 0; n < 8; n++) B[k * 8 + n] = B[(k - h) * 8 + n] ^ 0x8000u;
  }
  for (int i = 0; i < 16 * 8; i++) Cm[i] = mode == 0 ? (below(2) ? nz : 0) : mode == 3 || mode == 7 ? 0 : nz;
  place(c, A, B, Cm, regs);
}

static void gen_case(const Cat& c, int mode, uint32_t* regs) {
  if (c.zeros) return gen_zero_case(c, mode, regs);
  uint32_t A[16 * 32], B[32 * 8], Cm[16 * 8];
  for (int i = 0; i < 16 * c.k; i++) A[i] = is_int(c.a) ? gen_int(c.a, mode) : gen_float(c.a, mode, false);
  for (int i = 0; i < c.k * 8; i++) B[i] = is_int(c.b) ? gen_int(c.b, mode) : gen_float(c.b, mode, true);
  if (mode == 2 && !is_int(c.a)) {
    // cancellation: the second half of every dot product is minus the first, then one A element
    // of each row is redrawn, so each sum is C plus a few products that do not cancel
    uint32_t sign = c.b == F16 || c.b == BF16 ? 0x8000u : 0x80000000u;
    int h = c.k / 2;
    for (int r = 0; r < 16; r++)
      for (int k = h; k < c.k; k++) A[r * c.k + k] = A[r * c.k + k - h];
    for (int k = h; k < c.k; k++)
      for (int n = 0; n < 8; n++) B[k * 8 + n] = B[(k - h) * 8 + n] ^ sign;
    for (int r = 0; r < 16; r++) A[r * c.k + below(c.k)] = gen_float(c.a, 0, false);
  }
  for (int i = 0; i < 16 * 8; i++) Cm[i] = gen_acc(c, mode);
  place(c, A, B, Cm, regs);
}

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("CUDA error %s at %s:%d\n", cudaGetErrorString(e_), __FILE__, __LINE__); exit(1); } } while (0)

template <int C>
static void run_cat(const char* dir) {
  const Cat& c = CATS[C];
  rng_state = 0x6d6d612d6e76ull + C;  // "mma-nv" + category
  std::vector<uint32_t> in((size_t)CASES * 32 * 10), out((size_t)CASES * 32 * 4);
  for (int k = 0; k < CASES; k++) gen_case(c, k % 8, &in[(size_t)k * 320]);
  uint32_t *din, *dout;
  CHECK(cudaMalloc(&din, in.size() * 4));
  CHECK(cudaMalloc(&dout, out.size() * 4));
  CHECK(cudaMemcpy(din, in.data(), in.size() * 4, cudaMemcpyHostToDevice));
  mma_kernel<KERN[C]><<<CASES, 32>>>(din, dout);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(out.data(), dout, out.size() * 4, cudaMemcpyDeviceToHost));
  char path[512];
  snprintf(path, sizeof path, "%s/%s.bin", dir, c.name);
  FILE* f = fopen(path, "wb");
  for (int k = 0; k < CASES * 32; k++) {
    fwrite(&in[(size_t)k * 10], 4, 10, f);
    fwrite(&out[(size_t)k * 4], 4, 4, f);
  }
  fclose(f);
  printf("%s: %d cases written\n", c.name, CASES);
}

// ---- ldmatrix / stmatrix / movmatrix layouts (ONLY -1, -2, -3) --------------------------------
#if ONLY < 0

// Lane l points at row perm(l) of a 32-row table of 8 b16 elements (16 bytes a row).
__device__ __host__ int perm(int l) { return (l * 7 + 3) & 31; }

template <int V>
__global__ void ld_kernel(uint32_t* out) {
  __shared__ __align__(16) uint16_t table[32 * 8];
  int lane = threadIdx.x;
  for (int i = lane; i < 256; i += 32) table[i] = (uint16_t)i;
  __syncwarp();
  uint32_t addr = (uint32_t)__cvta_generic_to_shared(&table[perm(lane) * 8]);
  uint32_t r0 = 0, r1 = 0, r2 = 0, r3 = 0;
  if constexpr (V == 0) asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(r0) : "r"(addr));
  if constexpr (V == 1) asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0,%1}, [%2];" : "=r"(r0), "=r"(r1) : "r"(addr));
  if constexpr (V == 2) asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];" : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(addr));
  if constexpr (V == 3) asm volatile("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%0}, [%1];" : "=r"(r0) : "r"(addr));
  if constexpr (V == 4) asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0,%1}, [%2];" : "=r"(r0), "=r"(r1) : "r"(addr));
  if constexpr (V == 5) asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];" : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(addr));
  out[lane * 4 + 0] = r0; out[lane * 4 + 1] = r1; out[lane * 4 + 2] = r2; out[lane * 4 + 3] = r3;
}

template <int V>
__global__ void st_kernel(uint32_t* out) {
  __shared__ __align__(16) uint16_t table[32 * 8];
  int lane = threadIdx.x;
  for (int i = lane; i < 256; i += 32) table[i] = 0xffff;
  __syncwarp();
  uint32_t addr = (uint32_t)__cvta_generic_to_shared(&table[perm(lane) * 8]);
  // register q of lane l holds the b16 values 8l + 2q (low half) and 8l + 2q + 1 (high half)
  uint32_t r0 = (8 * lane) | ((8 * lane + 1) << 16), r1 = (8 * lane + 2) | ((8 * lane + 3) << 16);
  uint32_t r2 = (8 * lane + 4) | ((8 * lane + 5) << 16), r3 = (8 * lane + 6) | ((8 * lane + 7) << 16);
  if constexpr (V == 0) asm volatile("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%0], {%1};" ::"r"(addr), "r"(r0) : "memory");
  if constexpr (V == 1) asm volatile("stmatrix.sync.aligned.m8n8.x2.shared.b16 [%0], {%1,%2};" ::"r"(addr), "r"(r0), "r"(r1) : "memory");
  if constexpr (V == 2) asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1,%2,%3,%4};" ::"r"(addr), "r"(r0), "r"(r1), "r"(r2), "r"(r3) : "memory");
  if constexpr (V == 3) asm volatile("stmatrix.sync.aligned.m8n8.x1.trans.shared.b16 [%0], {%1};" ::"r"(addr), "r"(r0) : "memory");
  if constexpr (V == 4) asm volatile("stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%0], {%1,%2};" ::"r"(addr), "r"(r0), "r"(r1) : "memory");
  if constexpr (V == 5) asm volatile("stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [%0], {%1,%2,%3,%4};" ::"r"(addr), "r"(r0), "r"(r1), "r"(r2), "r"(r3) : "memory");
  __syncwarp();
  for (int i = lane; i < 128; i += 32) out[i] = table[2 * i] | ((uint32_t)table[2 * i + 1] << 16);
}

#if ONLY == -3
__global__ void mov_kernel(uint32_t* out) {
  int lane = threadIdx.x;
  uint32_t a = (2 * lane) | ((2 * lane + 1) << 16), d;
  asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;" : "=r"(d) : "r"(a));
  out[lane] = d;
}
#endif

#endif

static void dump(FILE* f, const char* what, uint32_t* dev, int words) {
  std::vector<uint32_t> h(words);
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(h.data(), dev, words * 4, cudaMemcpyDeviceToHost));
  fprintf(f, "%s", what);
  for (int i = 0; i < words; i++) fprintf(f, " %08x", h[i]);
  fprintf(f, "\n");
}

#if ONLY < 0
static void layouts(const char* dir) {
  char path[512];
  snprintf(path, sizeof path, "%s/layouts%d.txt", dir, -ONLY);
  FILE* f = fopen(path, "w");
  fprintf(f, "# lane l addresses row perm(l) = (7l + 3) mod 32 of a table of 32 rows x 8 b16 (element i holds i)\n");
  fprintf(f, "# ldmatrix lines: lane-major, 4 words per lane (unused registers 0)\n");
  fprintf(f, "# stmatrix lines: the table after the store as 128 words (2 b16 each, low first; 0xffff untouched);\n");
  fprintf(f, "#   register q of lane l holds 8l+2q (low) and 8l+2q+1 (high)\n");
  fprintf(f, "# movmatrix: lane l's source holds 2l (low) and 2l+1 (high); one word per lane\n");
  uint32_t* d;
  CHECK(cudaMalloc(&d, 4096));
#if ONLY == -1
  ld_kernel<0><<<1, 32>>>(d); dump(f, "ldmatrix.x1", d, 128);
  ld_kernel<1><<<1, 32>>>(d); dump(f, "ldmatrix.x2", d, 128);
  ld_kernel<2><<<1, 32>>>(d); dump(f, "ldmatrix.x4", d, 128);
  ld_kernel<3><<<1, 32>>>(d); dump(f, "ldmatrix.x1.trans", d, 128);
  ld_kernel<4><<<1, 32>>>(d); dump(f, "ldmatrix.x2.trans", d, 128);
  ld_kernel<5><<<1, 32>>>(d); dump(f, "ldmatrix.x4.trans", d, 128);
#elif ONLY == -2
  st_kernel<0><<<1, 32>>>(d); dump(f, "stmatrix.x1", d, 128);
  st_kernel<1><<<1, 32>>>(d); dump(f, "stmatrix.x2", d, 128);
  st_kernel<2><<<1, 32>>>(d); dump(f, "stmatrix.x4", d, 128);
  st_kernel<3><<<1, 32>>>(d); dump(f, "stmatrix.x1.trans", d, 128);
  st_kernel<4><<<1, 32>>>(d); dump(f, "stmatrix.x2.trans", d, 128);
  st_kernel<5><<<1, 32>>>(d); dump(f, "stmatrix.x4.trans", d, 128);
#else
  mov_kernel<<<1, 32>>>(d); dump(f, "movmatrix.trans", d, 32);
#endif
  fclose(f);
  printf("layouts written\n");
}
#endif

int main(int argc, char** argv) {
  const char* dir = argc > 1 ? argv[1] : ".";
  cudaDeviceProp p;
  CHECK(cudaGetDeviceProperties(&p, 0));
  printf("device: %s (sm_%d%d)\n", p.name, p.major, p.minor);
#if ONLY < 0
  layouts(dir);
#elif ONLY == 0
  run_cat<0>(dir);
#elif ONLY == 1
  run_cat<1>(dir);
#elif ONLY == 2
  run_cat<2>(dir);
#elif ONLY == 3
  run_cat<3>(dir);
#elif ONLY == 4
  run_cat<4>(dir);
#elif ONLY == 5
  run_cat<5>(dir);
#elif ONLY == 6
  run_cat<6>(dir);
#elif ONLY == 7
  run_cat<7>(dir);
#elif ONLY == 8
  run_cat<8>(dir);
#elif ONLY == 9
  run_cat<9>(dir);
#elif ONLY == 10
  run_cat<10>(dir);
#elif ONLY == 11
  run_cat<11>(dir);
#elif ONLY == 12
  run_cat<12>(dir);
#else
  run_cat<13>(dir);
#endif
  return 0;
}
