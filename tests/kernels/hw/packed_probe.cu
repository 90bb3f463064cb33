// Are xlane's models of the packed and SIMD PTX instructions bit-exact on this GPU?
// (crates/xlane-ir/src/numerics/minifloat.rs, simd_video.rs, the .f16x2/.bf16x2 arithmetic of
// decode/asm/ptx/packed.rs.) Each model is written again here in plain C from the PTX ISA text
// and compared with the instruction on the GPU, counting mismatches (first few printed):
//   - cvt.rn{.relu}.f16x2.{e4m3x2,e5m2x2}: all 65 536 inputs (NaN -> 0x7fff, relu: negative -> +0);
//   - cvt.rn.satfinite{.relu}.{e4m3x2,e5m2x2}.f32: all 2^32 binary32 inputs (the other half
//     fixed to 1.0): nearest even, +-MAX_NORM past the range, NaN -> 0x7f;
//   - vadd4/vsub4/vavrg4/vabsdiff4/vmin4/vmax4/vset4 and the 2-lane forms, signed/unsigned,
//     .sat, .add: 2^26 random operand triples each;
//   - mul.rn.f16x2 over all 2^32 pairs of halves (low half; the high half a fixed product),
//     fma.rn.bf16x2 and fma.rn.relu.bf16x2 over 2^30 random triples (a round-to-odd binary64
//     sum, then one rounding: the model xlane uses);
//   - the narrowing cvt from .f32 with .relu/.satfinite and to .tf32 (numerics/narrow.rs):
//     cvt.rn.relu.f16.f32, cvt.rn.satfinite.f16.f32, cvt.rz.relu.satfinite.f16.f32,
//     cvt.rn.satfinite.bf16.f32, cvt.rz.relu.bf16.f32, cvt.rna.tf32.f32, cvt.rna.satfinite.tf32.f32,
//     cvt.rn.relu.tf32.f32, cvt.rz.tf32.f32 and cvt.rn.relu.satfinite.f16x2.f32 over all 2^32
//     binary32 inputs (slots 45-54). The model rounds the exact value with integer arithmetic
//     (rn: ties to even, rz, rna: ties away), .satfinite turns an infinite result into
//     +-MAX_NORM, .relu a negative one (-0 included) into +0, and every NaN input gives the
//     canonical NaN (0x7fff, tf32 0x7fffffff): that NaN and -0 rule is xlane's reading of the
//     ISA text (docs/errata.md N20), which this run confirms or refutes.
// A dev tool, not a test: `nvcc -O3 -arch=sm_90 packed_probe.cu -o pp && ./pp`.
// The C models were also run through xlane itself (clang-22 with CUDA 12.9 headers, the
// report() above printing each mismatch; small grids: all 65 536 fp8 -> f16 inputs, 7 x 2^18
// binary32 inputs, 2^16 video triples x 23 forms, 2^17 half/bf16 triples): xlane's
// instructions and these models agree everywhere but in the NaN bits of slots 43-44, where
// xlane keeps the operand's payload (those slots only count the GPU's NaN bits).
#include <cstdint>
#include <cstdio>
#include <cuda_fp16.h>

__device__ unsigned long long g_bad[64];
__device__ unsigned long long g_first[64][4];

__device__ void report(int op, uint64_t in, uint32_t got, uint32_t want) {
  unsigned long long k = atomicAdd(&g_bad[op], 1ull);
  if (k < 2) {
    g_first[op][2 * k] = in;
    g_first[op][2 * k + 1] = ((unsigned long long)got << 32) | want;
  }
}

// ---- models (PTX ISA 9.0 text) -------------------------------------------------------------

__device__ double fp8_value(uint32_t c, int e5m2, int* nan) {
  int mb = e5m2 ? 2 : 3, bias = e5m2 ? 15 : 7;
  uint32_t m = c & 0x7f;
  *nan = e5m2 ? ((m >> 2) == 31 && (m & 3)) : (m == 0x7f);
  double s = (c & 0x80) ? -1.0 : 1.0;
  int e = m >> mb;
  double f = m & ((1 << mb) - 1);
  if (e5m2 && e == 31) return s * __longlong_as_double(0x7ff0000000000000ll);
  if (e == 0) return s * ldexp(f, 1 - bias - mb);
  return s * ldexp(1.0 + f / (1 << mb), e - bias);
}

__device__ uint32_t model_to_f16(uint32_t c, int e5m2, int relu) {
  int nan;
  double v = fp8_value(c, e5m2, &nan);
  if (nan) return 0x7fff;
  if (relu && signbit(v)) return 0;
  return __half_as_ushort(__double2half(v));  // exact: every fp8 value is a binary16
}

__device__ uint32_t model_fp8(float x, int e5m2, int relu) {
  int mb = e5m2 ? 2 : 3, bias = e5m2 ? 15 : 7;
  double maxv = e5m2 ? 57344.0 : 448.0;
  uint32_t maxc = e5m2 ? 0x7b : 0x7e;
  if (isnan(x)) return 0x7f;
  uint32_t s = signbit(x) ? 0x80 : 0;
  if (relu && s) return 0;
  double a = fabs((double)x);
  if (isinf(a)) return s | maxc;
  if (a == 0.0) return s;
  int e = ilogb(a);
  int emin = 1 - bias;
  int q = (e > emin ? e : emin) - mb;
  double n = ldexp(a, -q);
  double r = rint(n);  // ties to even (the default rounding)
  double v = ldexp(r, q);
  if (v > maxv) return s | maxc;
  if (v == 0.0) return s;
  int ve = ilogb(v);
  if (ve < emin) return s | (uint32_t)r;
  uint32_t frac = (uint32_t)ldexp(v, mb - ve) - (1u << mb);
  return s | ((uint32_t)(ve + bias) << mb) | frac;
}

__device__ uint32_t model_video(int op, int lanes, int sa, int sb, int sd, int sat, int add, uint32_t a, uint32_t b, uint32_t c) {
  int w = 32 / lanes;
  long long lmask = (1ll << w) - 1;
  uint32_t d = add ? c : 0;
  for (int i = 0; i < lanes; ++i) {
    long long x = (a >> (w * i)) & lmask, y = (b >> (w * i)) & lmask;
    if (sa && (x >> (w - 1))) x -= 1ll << w;
    if (sb && (y >> (w - 1))) y -= 1ll << w;
    long long t;
    switch (op) {
      case 0: t = x + y; break;
      case 1: t = x - y; break;
      case 2: t = (x + y >= 0) ? (x + y + 1) >> 1 : (x + y) >> 1; break;
      case 3: t = x > y ? x - y : y - x; break;
      case 4: t = x < y ? x : y; break;
      case 5: t = x > y ? x : y; break;
      default: t = x != y; break;  // vset .ne
    }
    if (sat) {
      long long lo = sd ? -(1ll << (w - 1)) : 0, hi = sd ? (1ll << (w - 1)) - 1 : (1ll << w) - 1;
      t = t < lo ? lo : (t > hi ? hi : t);
    }
    if (add) d += (uint32_t)t;
    else d |= (uint32_t)((t & lmask) << (w * i));
  }
  return d;
}

// bf16 fma: the exact product (16 bits) plus c, rounded to odd in binary64, then to nearest
// even in binary32 (round to odd again) and bfloat16
__device__ uint32_t model_bf16_fma(uint32_t a, uint32_t b, uint32_t c, int relu) {
  double x = __uint_as_float(a << 16), y = __uint_as_float(b << 16), z = __uint_as_float(c << 16);
  double p = x * y;
  double lo = __dadd_rd(p, z), hi = __dadd_ru(p, z);
  double s = __dadd_rz(p, z);
  if (lo != hi && !isinf(lo) && !isinf(hi)) s = __longlong_as_double(__double_as_longlong(s) | 1);
  if (isnan(s)) return 0x7fff;
  float f = __double2float_rz(s);
  if ((double)f != s && !isinf(f)) f = __uint_as_float(__float_as_uint(f) | 1);
  uint32_t u = __float_as_uint(f);
  if (isinf(s) && !isinf(f)) u = s > 0 ? 0x7f800000 : 0xff800000;
  uint32_t r = (u + 0x7fff + ((u >> 16) & 1)) >> 16;
  if (relu && (r & 0x8000)) return 0;
  return r & 0xffff;
}

// narrowing cvt: |x| (binary32 bits u, finite, nonzero magnitude allowed to be 0) rounded to p
// significand bits with exponents [emin, emax]; mode 0 rn, 1 rz, 2 rna. The encoding without
// sign (exponent field just above the p-1 fraction bits), or ebits ones followed by zeros
// (infinity) when it overflows.
__device__ uint32_t model_round(uint32_t u, int p, int emin, int emax, int ebits, int mode) {
  uint32_t ex = (u >> 23) & 0xff, fr = u & 0x7fffff;
  uint64_t m = ex ? (fr | 0x800000u) : fr;
  int e = ex ? (int)ex - 150 : -149;
  if (m == 0) return 0;
  int top = e + 63 - __clzll((long long)m);
  int q = (top > emin ? top : emin) - (p - 1);
  int sh = q - e;
  uint64_t kept;
  if (sh <= 0) {
    kept = m << -sh;
  } else if (sh > 40) {
    kept = 0;  // below half the smallest step (m < 2^24): rounds to zero in every mode here
  } else {
    kept = m >> sh;
    uint64_t rem = m & ((1ull << sh) - 1), half = 1ull << (sh - 1);
    int up = mode == 0 ? (rem > half || (rem == half && (kept & 1))) : mode == 2 ? rem >= half : 0;
    kept += up;
  }
  if (kept == (1ull << p)) { kept >>= 1; ++q; }
  if (kept == 0) return 0;
  int lead = q + 63 - __clzll((long long)kept);
  uint32_t inf = ((1u << ebits) - 1) << (p - 1);
  if (lead > emax) return mode == 1 ? inf - 1 : inf;
  if (kept < (1ull << (p - 1))) return (uint32_t)kept;
  return ((uint32_t)(lead - emin + 1) << (p - 1)) | (uint32_t)(kept - (1ull << (p - 1)));
}

// fmt 0 f16, 1 bf16, 2 tf32 (in a .b32, 13 low bits zero)
__device__ uint32_t model_narrow(uint32_t u, int fmt, int mode, int relu, int sat) {
  int p = fmt == 1 ? 8 : 11, ebits = fmt == 0 ? 5 : 8, emin = fmt == 0 ? -14 : -126, emax = fmt == 0 ? 15 : 127;
  int width = 1 + ebits + p - 1, sh = fmt == 2 ? 13 : 0;
  uint32_t inf = ((1u << ebits) - 1) << (p - 1), sign = (u >> 31) << (width - 1);
  if ((u & 0x7fffffff) > 0x7f800000) return fmt == 2 ? 0x7fffffffu : 0x7fffu;
  uint32_t mag = (u & 0x7fffffff) == 0x7f800000 ? inf : model_round(u, p, emin, emax, ebits, mode);
  if (sat && mag == inf) mag = inf - 1;
  if (relu && sign) return 0;
  return (sign | mag) << sh;
}

__global__ void narrow(uint32_t hi) {
  uint32_t u = (hi << 24) | (blockIdx.x * blockDim.x + threadIdx.x);
  float x = __uint_as_float(u);
  uint16_t h[5];
  uint32_t t[4], pr;
  asm("cvt.rn.relu.f16.f32 %0, %1;" : "=h"(h[0]) : "f"(x));
  asm("cvt.rn.satfinite.f16.f32 %0, %1;" : "=h"(h[1]) : "f"(x));
  asm("cvt.rz.relu.satfinite.f16.f32 %0, %1;" : "=h"(h[2]) : "f"(x));
  asm("cvt.rn.satfinite.bf16.f32 %0, %1;" : "=h"(h[3]) : "f"(x));
  asm("cvt.rz.relu.bf16.f32 %0, %1;" : "=h"(h[4]) : "f"(x));
  asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(t[0]) : "f"(x));
  asm("cvt.rna.satfinite.tf32.f32 %0, %1;" : "=r"(t[1]) : "f"(x));
  asm("cvt.rn.relu.tf32.f32 %0, %1;" : "=r"(t[2]) : "f"(x));
  asm("cvt.rz.tf32.f32 %0, %1;" : "=r"(t[3]) : "f"(x));
  asm("cvt.rn.relu.satfinite.f16x2.f32 %0, %1, %2;" : "=r"(pr) : "f"(x), "f"(-2.0f));
  const int form[9][4] = {{0, 0, 1, 0}, {0, 0, 0, 1}, {0, 1, 1, 1}, {1, 0, 0, 1}, {1, 1, 1, 0},
                          {2, 2, 0, 0}, {2, 2, 0, 1}, {2, 0, 1, 0}, {2, 1, 0, 0}};
  for (int k = 0; k < 9; ++k) {
    uint32_t got = k < 5 ? h[k] : t[k - 5];
    uint32_t want = model_narrow(u, form[k][0], form[k][1], form[k][2], form[k][3]);
    if (got != want) report(45 + k, u, got, want);
  }
  // the pair: x to the upper half, relu(-2.0) = +0 to the lower
  uint32_t want = model_narrow(u, 0, 0, 1, 1) << 16;
  if (pr != want) report(54, u, pr, want);
}

// ---- probes ----------------------------------------------------------------------------------

__device__ uint32_t hash(uint64_t x) {
  x ^= x >> 33; x *= 0xff51afd7ed558ccdull; x ^= x >> 33; x *= 0xc4ceb9fe1a85ec53ull; x ^= x >> 33;
  return (uint32_t)x;
}

__global__ void fp8_to_f16() {
  uint32_t v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= 65536) return;
  uint16_t h = v;
  uint32_t d[4];
  asm("cvt.rn.f16x2.e4m3x2 %0, %1;" : "=r"(d[0]) : "h"(h));
  asm("cvt.rn.f16x2.e5m2x2 %0, %1;" : "=r"(d[1]) : "h"(h));
  asm("cvt.rn.relu.f16x2.e4m3x2 %0, %1;" : "=r"(d[2]) : "h"(h));
  asm("cvt.rn.relu.f16x2.e5m2x2 %0, %1;" : "=r"(d[3]) : "h"(h));
  for (int k = 0; k < 4; ++k) {
    int e5 = k & 1, relu = k >> 1;
    uint32_t want = model_to_f16(v >> 8, e5, relu) << 16 | model_to_f16(v & 0xff, e5, relu);
    if (d[k] != want) report(k, v, d[k], want);
  }
}

__global__ void f32_to_fp8(uint32_t hi) {
  uint64_t v = ((uint64_t)hi << 24) | (blockIdx.x * (uint64_t)blockDim.x + threadIdx.x);
  float x = __uint_as_float((uint32_t)v), one = 1.0f;
  uint16_t d[4];
  asm("cvt.rn.satfinite.e4m3x2.f32 %0, %1, %2;" : "=h"(d[0]) : "f"(one), "f"(x));
  asm("cvt.rn.satfinite.e5m2x2.f32 %0, %1, %2;" : "=h"(d[1]) : "f"(one), "f"(x));
  asm("cvt.rn.satfinite.relu.e4m3x2.f32 %0, %1, %2;" : "=h"(d[2]) : "f"(one), "f"(x));
  asm("cvt.rn.satfinite.relu.e5m2x2.f32 %0, %1, %2;" : "=h"(d[3]) : "f"(one), "f"(x));
  for (int k = 0; k < 4; ++k) {
    int e5 = k & 1, relu = k >> 1;
    uint32_t want = model_fp8(1.0f, e5, relu) << 8 | model_fp8(x, e5, relu);
    if (d[k] != want) report(4 + k, v, d[k], want);
  }
}

#define VID(OP, T, SAT, ADD, NAME)                                                               \
  asm(NAME " %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));                               \
  if (r != model_video(OP, T, S, S, S, SAT, ADD, a, b, c)) report(slot, i, r, model_video(OP, T, S, S, S, SAT, ADD, a, b, c)); \
  ++slot;

__global__ void video(uint32_t seed) {
  uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x + ((uint64_t)seed << 32);
  uint32_t a = hash(3 * i), b = hash(3 * i + 1), c = hash(3 * i + 2), r;
  int slot = 8;
  {
    const int S = 0;
    VID(0, 4, 0, 0, "vadd4.u32.u32.u32") VID(0, 4, 1, 0, "vadd4.u32.u32.u32.sat") VID(1, 4, 0, 0, "vsub4.u32.u32.u32")
    VID(1, 4, 1, 0, "vsub4.u32.u32.u32.sat") VID(2, 4, 0, 0, "vavrg4.u32.u32.u32") VID(3, 4, 0, 0, "vabsdiff4.u32.u32.u32")
    VID(3, 4, 0, 1, "vabsdiff4.u32.u32.u32.add") VID(4, 4, 0, 0, "vmin4.u32.u32.u32") VID(5, 4, 0, 0, "vmax4.u32.u32.u32")
    VID(6, 4, 0, 0, "vset4.u32.u32.ne") VID(0, 2, 1, 0, "vadd2.u32.u32.u32.sat") VID(6, 2, 0, 0, "vset2.u32.u32.ne")
  }
  {
    const int S = 1;
    VID(0, 4, 1, 0, "vadd4.s32.s32.s32.sat") VID(1, 4, 1, 0, "vsub4.s32.s32.s32.sat") VID(2, 4, 0, 0, "vavrg4.s32.s32.s32")
    VID(3, 4, 1, 0, "vabsdiff4.s32.s32.s32.sat") VID(3, 4, 0, 1, "vabsdiff4.s32.s32.s32.add") VID(4, 4, 0, 0, "vmin4.s32.s32.s32")
    VID(5, 4, 0, 0, "vmax4.s32.s32.s32") VID(0, 2, 1, 0, "vadd2.s32.s32.s32.sat") VID(1, 2, 1, 0, "vsub2.s32.s32.s32.sat")
    VID(2, 2, 0, 0, "vavrg2.s32.s32.s32") VID(5, 2, 0, 0, "vmax2.s32.s32.s32")
  }
}

__global__ void halves(uint32_t hi) {
  uint64_t i = ((uint64_t)hi << 24) | (blockIdx.x * (uint64_t)blockDim.x + threadIdx.x);
  // mul.rn.f16x2: low halves run over every pair (a = i & 0xffff, b = i >> 16)
  uint32_t a = (uint32_t)(i & 0xffff) | 0x3c000000u, b = (uint32_t)(i >> 16) | 0x3c000000u, r;
  asm("mul.rn.f16x2 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
  float p = __half2float(__ushort_as_half(a & 0xffff)) * __half2float(__ushort_as_half(b & 0xffff));
  uint32_t want = 0x3c000000u | __half_as_ushort(__float2half_rn(p));  // exact f32 product, one rounding
  // a NaN result: xlane keeps the operand's payload (quieted); only count which bits the GPU gives
  if (isnan(p)) {
    if ((r & 0xffff) != 0x7fff) report(43, i, r, 0x3c007fffu);
  } else if (r != want) {
    report(40, i, r, want);
  }
  // fma.rn.bf16x2 / .relu on random triples
  uint32_t x = hash(5 * i), y = hash(5 * i + 1), z = hash(5 * i + 2), d, e;
  asm("fma.rn.bf16x2 %0, %1, %2, %3;" : "=r"(d) : "r"(x), "r"(y), "r"(z));
  asm("fma.rn.relu.bf16x2 %0, %1, %2, %3;" : "=r"(e) : "r"(x), "r"(y), "r"(z));
  for (int h = 0; h < 2; ++h) {
    uint32_t xs = (x >> (16 * h)) & 0xffff, ys = (y >> (16 * h)) & 0xffff, zs = (z >> (16 * h)) & 0xffff;
    uint32_t w0 = model_bf16_fma(xs, ys, zs, 0), w1 = model_bf16_fma(xs, ys, zs, 1);
    uint32_t g0 = (d >> (16 * h)) & 0xffff, g1 = (e >> (16 * h)) & 0xffff;
    if (w0 == 0x7fff) {  // NaN: xlane's plain fma keeps a payload; count the GPU's bits
      if (g0 != 0x7fff) report(44, i, g0, w0);
    } else if (g0 != w0) {
      report(41, i, g0, w0);
    }
    if (g1 != w1) report(42, i, g1, w1);  // .relu: xlane gives the canonical 0x7fff
  }
}

int main() {
  const char* names[64] = {"cvt.rn.f16x2.e4m3x2", "cvt.rn.f16x2.e5m2x2", "cvt.rn.relu.f16x2.e4m3x2", "cvt.rn.relu.f16x2.e5m2x2",
                           "cvt.rn.satfinite.e4m3x2.f32", "cvt.rn.satfinite.e5m2x2.f32", "cvt.rn.satfinite.relu.e4m3x2.f32",
                           "cvt.rn.satfinite.relu.e5m2x2.f32", "vadd4.u", "vadd4.u.sat", "vsub4.u", "vsub4.u.sat", "vavrg4.u",
                           "vabsdiff4.u", "vabsdiff4.u.add", "vmin4.u", "vmax4.u", "vset4.u.ne", "vadd2.u.sat", "vset2.u.ne",
                           "vadd4.s.sat", "vsub4.s.sat", "vavrg4.s", "vabsdiff4.s.sat", "vabsdiff4.s.add", "vmin4.s", "vmax4.s",
                           "vadd2.s.sat", "vsub2.s.sat", "vavrg2.s", "vmax2.s"};
  names[40] = "mul.rn.f16x2 (all pairs)";
  names[41] = "fma.rn.bf16x2 (2^30 random)";
  names[42] = "fma.rn.relu.bf16x2 (2^30 random)";
  names[43] = "mul.rn.f16x2 NaN results not 0x7fff";
  names[44] = "fma.rn.bf16x2 NaN results not 0x7fff";
  const char* narrow_names[10] = {"cvt.rn.relu.f16.f32", "cvt.rn.satfinite.f16.f32", "cvt.rz.relu.satfinite.f16.f32",
                                  "cvt.rn.satfinite.bf16.f32", "cvt.rz.relu.bf16.f32", "cvt.rna.tf32.f32",
                                  "cvt.rna.satfinite.tf32.f32", "cvt.rn.relu.tf32.f32", "cvt.rz.tf32.f32",
                                  "cvt.rn.relu.satfinite.f16x2.f32"};
  for (int k = 0; k < 10; ++k) names[45 + k] = narrow_names[k];
  fp8_to_f16<<<256, 256>>>();
  for (uint32_t hi = 0; hi < 256; ++hi) f32_to_fp8<<<1 << 16, 256>>>(hi);
  for (uint32_t s = 0; s < 1; ++s) video<<<1 << 18, 256>>>(s);
  for (uint32_t hi = 0; hi < 256; ++hi) halves<<<1 << 16, 256>>>(hi);
  for (uint32_t hi = 0; hi < 256; ++hi) narrow<<<1 << 16, 256>>>(hi);
  cudaError_t err = cudaDeviceSynchronize();
  if (err != cudaSuccess) {
    printf("CUDA error: %s\n", cudaGetErrorString(err));
    return 1;
  }
  unsigned long long bad[64], first[64][4];
  cudaMemcpyFromSymbol(bad, g_bad, sizeof bad);
  cudaMemcpyFromSymbol(first, g_first, sizeof first);
  int total = 0;
  for (int k = 0; k < 64; ++k) {
    if (!names[k]) continue;
    printf("%-36s %llu mismatches", names[k], bad[k]);
    for (unsigned long long j = 0; j < bad[k] && j < 2; ++j)
      printf("  [in %#llx got %#llx want %#llx]", first[k][2 * j], first[k][2 * j + 1] >> 32, first[k][2 * j + 1] & 0xffffffffull);
    printf("\n");
    total += bad[k] != 0;
  }
  printf("%d of the probed forms differ from xlane's models\n", total);
  return 0;
}
