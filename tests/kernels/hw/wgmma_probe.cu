// What does Hopper's `wgmma.mma_async` compute? A dev tool (not a test): one warpgroup (128
// threads) per case runs one m64n8kK wgmma with A and B in shared memory (64-bit matrix
// descriptors, no swizzle, K-major), on random and adversarial inputs, and the host writes one
// FORM.bin per form for xlane to replay against its model
// (crates/xlane-core/tests/all/wgmma_vectors.rs; FORMS there lists the forms and file names).
// Kept in the repository as tests/kernels/hw/wgmma_probe.cu; the GPU run uses a copy in the
// git-ignored gpu-bin/wgmma/ beside its run.sh.
//
// On an sm_90 GPU (wgmma exists on the arch-specific sm_90a target only):
//   nvcc -O2 -std=c++17 -gencode=arch=compute_90a,code=sm_90a wgmma_probe.cu -o wgmma_probe
//   ./wgmma_probe OUTDIR        # six OUTDIR/FORM.bin; prints PASS/FAIL of the self-checks
//   XLANE_WGMMA_VECTORS=OUTDIR cargo test --release -p xlane-core --test all wgmma_vectors -- --nocapture
// Dry run without a GPU (the kernels run in xlane's CPU model: checks the probe's layouts, its
// self-checks and the record format, not the hardware):
//   clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_90a -nocudainc -nocudalib \
//     -Xclang -target-feature -Xclang +ptx80 -O2 -S -emit-llvm wgmma_probe.cu -o probe.ll
//   g++ -std=c++17 -O2 -DPROBE_XLANE -x c++ wgmma_probe.cu -o probe_x
//   XLANE_BIN=target/release/xlane PROBE_LL=probe.ll ./probe_x OUTDIR
//
// Record format (little endian u32 words, per case): A[64·K] (row-major, A[m][k] at m·K + k),
// B[K·8] (B[k][n] at k·8 + n), C[64·8], D[64·8] (row-major). Elements are their own bits in the
// low end of a word: f16/bf16 in bits 0–15, s8/u8 in bits 0–7, tf32 as the full f32 word as
// shared memory held it (some cases set its 13 low bits: what the unit does with them is part of
// what is measured), an f16 accumulator in bits 0–15 with 0 above. D is what wgmma wrote with scale-d true (D = A·B + C),
// imm-scale-a/b 1, imm-trans-a/b 0.
//
// Layouts (PTX ISA 9.7.15.5.1 "Register Fragments and Shared Memory Matrix Layouts"):
// * Matrix descriptor (9.7.15.5.1.2.2 "Matrix Descriptor Format"): bits 13–0 the start address,
//   29–16 the leading dimension byte offset (LBO), 45–32 the stride dimension byte offset (SBO),
//   each matrix-descriptor-encode(x) = (x & 0x3FFFF) >> 4; 51–49 base offset (not valid for the
//   no-swizzle mode: 0); 63–62 swizzle mode, 0 = none.
// * Shared memory (9.7.15.5.1.2 "Shared Memory Matrix Layout", Table 38: with no swizzle a
//   K-major atom is 8×1 of 128-bit elements, i.e. a core matrix of 8 rows × 16 contiguous bytes;
//   canonical K-major no-swizzle layout ((8,m),(T,2k)):((1T,SBO),(1,LBO)) in units of elements,
//   T = 128 / element bits): element (row r, k) of an operand sits at byte
//     (r % 8)·16 + (r / 8)·SBO + (k / T)·LBO + (k % T)·(bits / 8)
//   i.e. rows of a core matrix are 16 bytes apart, the next core matrix along K is LBO bytes on,
//   the next 8 rows SBO bytes on (the strides' definitions: LBO, K-major without swizzle, "the
//   stride from the first column to the second column of the 8x2 tile in the 128-bit element
//   type normalized matrix"; SBO the stride from the first 8 rows to the next 8). A is M×K (rows = M), B is stored as N×K (rows = N: K-major B,
//   "non-transposed" in the ISA's BLAS table). Every form here has K·bits = 256: two 16-byte
//   chunks of K per row, so A is 8×2 core matrices and B (N = 8) 1×2.
// * Accumulator D (9.7.15.5.1.1, figure "WGMMA .m64nNk16 register fragment layout for
//   accumulator matrix D"; the k8 and k32 figures give the same D layout): warp w of the
//   warpgroup holds rows 16w…16w+15; with g = lane >> 2, t = lane % 4, 32-bit register d_i
//   (f32/s32) is row 16w + g + 8·((i >> 1) & 1), column 8·(i >> 2) + 2t + (i & 1); an f16 D
//   register d_i (.f16x2) holds row 16w + g + 8·(i & 1), columns 8·(i >> 1) + 2t (low half)
//   and +1 (high half).
// * Ordering (9.7.15.4 "Async Proxy", 9.7.15.7.1 wgmma.fence): the generic-proxy stores to
//   shared memory are made visible to the async proxy with fence.proxy.async, then a barrier;
//   wgmma.fence before the first wgmma (it orders the accumulator registers' writes); then
//   commit_group and wait_group 0 before the accumulators are read.
//
// Self-checks that must hold on hardware whatever the arithmetic model (a failure means the
// probe's layouts are wrong, not the model): every integer case against an exact host product,
// and in each float form the "small integers" cases (mode SMALLINT: every product and partial
// sum is an exact small integer, so every rounding gives the same bits). If the integer check
// fails with the ISA's LBO/SBO reading, the probe retries with the two fields exchanged and says
// so (that would be an erratum in the ISA text, recorded rather than guessed).
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

// Checking the device code with clang without CUDA's headers:
//   clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_90a -nocudainc -nocudalib -S wgmma_probe.cu
// (the host part needs the CUDA runtime and is left out there).
#if defined(__clang__) && defined(__CUDA__) && !defined(__global__)
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __host__ __attribute__((host))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define PROBE_DEVICE_ONLY 1
#endif

// The host part alone, built with g++ -DPROBE_XLANE: the kernels run in xlane's CPU model
// instead of a GPU (a dry run of the probe's own layouts and record format; see launch_form).
#ifdef PROBE_XLANE
#define __host__
#define __device__
#endif

static const int CASES = 256;
static const int THREADS = 128;  // one warpgroup

enum Elem { F16, BF16, TF32, S8, U8, F32, S32 };

struct Form {
  const char* name;  // the file name, as in wgmma_vectors.rs's FORMS
  Elem a, b, d;      // d: accumulator type (C and D)
  int k;
};

// The order is wgmma_vectors.rs's FORMS table.
static const Form FORMS[] = {
    {"f32.f16.k16", F16, F16, F32, 16},  {"f32.bf16.k16", BF16, BF16, F32, 16}, {"f32.tf32.k8", TF32, TF32, F32, 8},
    {"f16.f16.k16", F16, F16, F16, 16},  {"s32.s8.s8.k32", S8, S8, S32, 32},   {"s32.u8.s8.k32", U8, S8, S32, 32},
};
static const int NFORMS = sizeof(FORMS) / sizeof(FORMS[0]);
static const int S8_FORM = 4;  // the form the layout check runs first

__host__ __device__ inline int bits_of(Elem e) { return e == S8 || e == U8 ? 8 : e == TF32 ? 32 : 16; }

// Words per case in the kernel's input: A, B, C (D is the output).
__host__ __device__ inline int in_words(int k) { return 64 * k + k * 8 + 512; }

// The canonical K-major no-swizzle byte offset of element (row, k) (see the header).
__host__ __device__ inline uint32_t kmajor_offset(uint32_t row, uint32_t k, uint32_t bits, uint32_t lbo, uint32_t sbo) {
  uint32_t t = 128 / bits;
  return (row % 8) * 16 + (row / 8) * sbo + (k / t) * lbo + (k % t) * (bits / 8);
}

// A: 8 row groups × 2 K chunks of 128 bytes; the two K chunks of a row group adjacent.
static const uint32_t A_LBO = 128, A_SBO = 256, A_BYTES = 2048;
// B: one row group (N = 8), its two K chunks adjacent. SBO is never used for N = 8; it equals
// LBO so that an exchanged reading of the two fields reads B the same way.
static const uint32_t B_LBO = 128, B_SBO = 128, B_BYTES = 256;

__host__ __device__ inline uint64_t desc_encode(uint32_t x) { return (x & 0x3FFFF) >> 4; }
__host__ __device__ inline uint64_t make_desc(uint32_t start, uint32_t lbo, uint32_t sbo) {
  return desc_encode(start) | (desc_encode(lbo) << 16) | (desc_encode(sbo) << 32);  // base offset 0, no swizzle
}

// ---- device ---------------------------------------------------------------------------------
#ifndef PROBE_XLANE

__device__ inline uint32_t tid_x() { uint32_t r; asm volatile("mov.u32 %0, %%tid.x;" : "=r"(r)); return r; }
__device__ inline uint32_t ctaid_x() { uint32_t r; asm volatile("mov.u32 %0, %%ctaid.x;" : "=r"(r)); return r; }
__device__ inline uint32_t smem_addr(const void* p) {
  uint64_t a;
  asm("cvta.to.shared.u64 %0, %1;" : "=l"(a) : "l"(p));
  return (uint32_t)a;
}
__device__ inline void store_elem(uint8_t* p, uint32_t v, int bits) {
  if (bits == 8) *p = (uint8_t)v;
  else if (bits == 16) *(uint16_t*)p = (uint16_t)v;
  else *(uint32_t*)p = v;
}

// The accumulator cell of 32-bit register i (f32/s32 D), from the D fragment figure.
__device__ inline uint32_t d_index(uint32_t w, uint32_t lane, uint32_t i) {
  uint32_t g = lane >> 2, t = lane & 3;
  return (16 * w + g + 8 * ((i >> 1) & 1)) * 8 + 2 * t + (i & 1);
}
// The first of the two cells of f16x2 register i (f16 D).
__device__ inline uint32_t d16_index(uint32_t w, uint32_t lane, uint32_t i) {
  uint32_t g = lane >> 2, t = lane & 3;
  return (16 * w + g + 8 * (i & 1)) * 8 + 2 * t;
}

// The accumulators go in and out of every asm below, so that the compiler keeps their writes
// before wgmma.fence and their reads after wait_group (the registers are the instruction's
// until the wait: PTX ISA 9.7.15.7.1, 9.7.15.7.3). f32 accumulators are .f32 registers ("f"),
// s32 and f16x2 ones 32-bit integer registers ("r"), as the instruction's operand types ask.
#define FENCE_AND(T, ...)                                                                 \
  asm volatile("wgmma.fence.sync.aligned;" : "+" T(r[0]), "+" T(r[1]), "+" T(r[2]), "+" T(r[3])::"memory"); \
  asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\n" __VA_ARGS__ "\n}"              \
               : "+" T(r[0]), "+" T(r[1]), "+" T(r[2]), "+" T(r[3]) : "l"(da), "l"(db), "r"(1) : "memory")
#define COMMIT_AND_WAIT(T)                                                                \
  asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");                         \
  asm volatile("wgmma.wait_group.sync.aligned 0;" : "+" T(r[0]), "+" T(r[1]), "+" T(r[2]), "+" T(r[3])::"memory")

// The wgmma of float form F with an f32 accumulator: D = A·B + D (scale-d true, p).
template <int F>
__device__ inline void mma(float* r, uint64_t da, uint64_t db) {
  if constexpr (F == 0) {
    FENCE_AND("f", "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%0,%1,%2,%3}, %4, %5, p, 1, 1, 0, 0;");
  } else if constexpr (F == 1) {
    FENCE_AND("f", "wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {%0,%1,%2,%3}, %4, %5, p, 1, 1, 0, 0;");
  } else {
    FENCE_AND("f", "wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {%0,%1,%2,%3}, %4, %5, p, 1, 1;");
  }
  COMMIT_AND_WAIT("f");
}

// The f16-accumulator and integer forms (r[2], r[3] unused by the f16 form: its D is 2 .f16x2).
template <int F>
__device__ inline void mma(uint32_t* r, uint64_t da, uint64_t db) {
  if constexpr (F == 3) {
    FENCE_AND("r", "wgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16 {%0,%1}, %4, %5, p, 1, 1, 0, 0;");
  } else if constexpr (F == 4) {
    FENCE_AND("r", "wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8 {%0,%1,%2,%3}, %4, %5, p;");
  } else {
    FENCE_AND("r", "wgmma.mma_async.sync.aligned.m64n8k32.s32.u8.s8 {%0,%1,%2,%3}, %4, %5, p;");
  }
  COMMIT_AND_WAIT("r");
}

// One case per block of 128 threads. swap: write LBO into the SBO field and back (the fallback
// reading, see the header). Acc: float for the f32 accumulator, uint32_t otherwise.
template <int F, Elem EA, Elem EB, Elem ED, int K, typename Acc>
__global__ void __launch_bounds__(128) wgmma_kernel(const uint32_t* in, uint32_t* out, int swap) {
  __shared__ __attribute__((aligned(1024))) uint8_t sa[A_BYTES];
  __shared__ __attribute__((aligned(256))) uint8_t sb[B_BYTES];
  const uint32_t tid = tid_x(), cs = ctaid_x();
  const uint32_t* A = in + (size_t)cs * in_words(K);
  const uint32_t* B = A + 64 * K;
  const uint32_t* C = B + K * 8;
  uint32_t* D = out + (size_t)cs * 512;
  const int ba = bits_of(EA), bb = bits_of(EB);
  for (int i = tid; i < 64 * K; i += THREADS) store_elem(sa + kmajor_offset(i / K, i % K, ba, A_LBO, A_SBO), A[i], ba);
  for (int i = tid; i < K * 8; i += THREADS) store_elem(sb + kmajor_offset(i % 8, i / 8, bb, B_LBO, B_SBO), B[i], bb);  // B[k][n]: row n
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  asm volatile("bar.sync 0;" ::: "memory");
  const uint64_t da = swap ? make_desc(smem_addr(sa), A_SBO, A_LBO) : make_desc(smem_addr(sa), A_LBO, A_SBO);
  const uint64_t db = make_desc(smem_addr(sb), B_LBO, B_SBO);
  const uint32_t w = tid / 32, lane = tid % 32;
  const Acc* Cv = (const Acc*)C;  // the words as the accumulator's register type, no conversion
  Acc* Dv = (Acc*)D;
  Acc r[4] = {0, 0, 0, 0};
  if constexpr (ED == F16) {
    for (int i = 0; i < 2; i++) {
      uint32_t c = d16_index(w, lane, i);
      r[i] = (C[c] & 0xFFFF) | (C[c + 1] << 16);
    }
  } else {
    for (int i = 0; i < 4; i++) r[i] = Cv[d_index(w, lane, i)];
  }
  mma<F>(r, da, db);
  if constexpr (ED == F16) {
    for (int i = 0; i < 2; i++) {
      uint32_t c = d16_index(w, lane, i);
      D[c] = (uint32_t)r[i] & 0xFFFF;
      D[c + 1] = (uint32_t)r[i] >> 16;
    }
  } else {
    for (int i = 0; i < 4; i++) Dv[d_index(w, lane, i)] = r[i];
  }
}

#define K0 wgmma_kernel<0, F16, F16, F32, 16, float>
#define K1 wgmma_kernel<1, BF16, BF16, F32, 16, float>
#define K2 wgmma_kernel<2, TF32, TF32, F32, 8, float>
#define K3 wgmma_kernel<3, F16, F16, F16, 16, uint32_t>
#define K4 wgmma_kernel<4, S8, S8, S32, 32, uint32_t>
#define K5 wgmma_kernel<5, U8, S8, S32, 32, uint32_t>

#ifdef PROBE_DEVICE_ONLY
// Every instantiation, so that the device-only check compiles all six.
template __global__ void K0(const uint32_t*, uint32_t*, int);
template __global__ void K1(const uint32_t*, uint32_t*, int);
template __global__ void K2(const uint32_t*, uint32_t*, int);
template __global__ void K3(const uint32_t*, uint32_t*, int);
template __global__ void K4(const uint32_t*, uint32_t*, int);
template __global__ void K5(const uint32_t*, uint32_t*, int);
#endif

#endif  // PROBE_XLANE

#ifndef PROBE_DEVICE_ONLY
// ---- inputs ---------------------------------------------------------------------------------

static uint64_t rng_state;
static uint64_t next() {  // splitmix64
  uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
static uint32_t below(uint32_t n) { return (uint32_t)(next() % n); }

static bool is_int(Elem e) { return e == S8 || e == U8; }
static int ebits_of(Elem e) { return e == F16 ? 5 : 8; }
static int mbits_of(Elem e) { return e == F16 ? 10 : e == BF16 ? 7 : e == TF32 ? 10 : 23; }
static uint32_t sign_of(Elem e) { return e == F16 || e == BF16 ? 0x8000u : 0x80000000u; }

// The bits of a float format from sign, biased exponent and mantissa (tf32 as an f32 word).
static uint32_t pack(Elem e, uint32_t s, uint32_t ex, uint32_t m) {
  int eb = ebits_of(e), mb = mbits_of(e);
  uint32_t v = (s << (eb + mb)) | (ex << mb) | m;
  return e == TF32 ? v << 13 : v;
}

// An exact small integer |v| < 2048 in a float format (every format here holds it exactly
// when |v| fits its significand: f16 11 bits, bf16 8, tf32 11, f32 24).
static uint32_t from_int(Elem e, int v) {
  if (v == 0) return 0;
  uint32_t s = v < 0, a = (uint32_t)(v < 0 ? -v : v);
  int top = 31 - __builtin_clz(a);
  int mb = mbits_of(e), bias = (1 << (ebits_of(e) - 1)) - 1;
  uint32_t m = top <= mb ? (a << (mb - top)) & ((1u << mb) - 1) : 0;
  if (top > mb) abort();  // not exact: never asked for
  return pack(e, s, (uint32_t)(top + bias), m);
}

// Modes of a case (case index % NMODES):
enum Mode {
  NORMAL,     // exponents within a few binades of 1
  WIDE,       // any finite exponent: large spreads between the products of one sum
  CANCEL,     // the second half of each dot product is minus the first, then one A per row redrawn
  SUBNORMAL,  // subnormals and the lowest normal binades
  SPECIAL,    // ±Inf, NaNs with payloads (quiet and signalling), ±0 mixed into normal values
  BIGC,       // C far above the products (the products' low bits against C's rounding)
  EXACTPOW,   // A mantissa in [1,2), B a power of two: exact products, the sum's alignment shows
  OVERFLOW,   // exponents near the top: sums that overflow
  ZEROS,      // ±0 operands and C: the sign of zero results
  SPREAD,     // one huge product, its exact negative, and tiny terms: what survives alignment
  SMALLINT,   // small integers: exact whatever the order (the layout self-check)
  NMODES
};
static const char* MODE_NAMES[] = {"normal", "wide", "cancel", "subnormal", "special", "bigc", "exactpow", "overflow", "zeros", "spread", "smallint"};

static uint32_t gen_float(Elem e, int mode, bool is_b) {
  int eb = ebits_of(e), mb = mbits_of(e);
  int bias = (1 << (eb - 1)) - 1, emax = (1 << eb) - 2;
  uint32_t s = below(2), ex, m = (uint32_t)(next() & ((1u << mb) - 1));
  if (mode == SPECIAL && below(6) == 0) {
    uint32_t q = 1u << (mb - 1);
    switch (below(6)) {
      case 0: return pack(e, s, emax + 1, 0);                                    // ±Inf
      case 1: return pack(e, s, emax + 1, q);                                    // default quiet NaN
      case 2: return pack(e, s, emax + 1, 1 + below(q - 1));                     // signalling NaN, payload
      case 3: return pack(e, s, emax + 1, q | (uint32_t)(next() & (q - 1)));     // quiet NaN, payload
      case 4: return s ? sign_of(e) : 0;                                         // ±0
      default:                                                                   // tf32: NaN/Inf only in the dropped bits
        if (e == TF32) return (s << 31) | 0x7F800000u | (uint32_t)(1 + below(0x1FFF));
        return pack(e, s, 0, 1 + below((1u << mb) - 1));                         // a subnormal
    }
  }
  switch (mode) {
    case WIDE: ex = below(emax + 1); break;
    case SUBNORMAL: ex = below(2) ? 0 : below(3); break;
    case EXACTPOW:
      if (is_b) { ex = bias - below(e == F16 ? 10 : 20); m = 0; }
      else ex = bias;
      break;
    case OVERFLOW: ex = emax - below(e == F16 ? 3 : 6); break;
    default: {
      int spread = e == F16 ? 6 : 10;
      ex = bias - spread + below(2 * spread + 1);
    }
  }
  uint32_t v = pack(e, s, ex, m);
  if (e == TF32 && (mode == NORMAL || mode == WIDE) && below(2)) v |= (uint32_t)(next() & 0x1FFF);  // low bits the unit drops
  return v;
}

static uint32_t gen_int(Elem e, int mode) {
  if (mode == WIDE || mode == SPECIAL || mode == OVERFLOW) {
    static const int8_t sx[] = {-128, 127, -1, 0, 1, -127};
    static const uint8_t ux[] = {255, 0, 1, 128, 127, 254};
    return e == S8 ? (uint8_t)sx[below(6)] : ux[below(6)];
  }
  if (mode == SMALLINT) return (uint8_t)(e == S8 ? (int8_t)(below(7) - 3) : (uint8_t)below(4));
  return (uint32_t)(next() & 0xff);
}

static uint32_t gen_acc(Elem d, int mode) {
  if (d == S32) {
    if (mode == BIGC || mode == OVERFLOW) {  // near the ends: the sum wraps
      int64_t base = below(2) ? 2147483647ll : -2147483648ll;
      return (uint32_t)(int32_t)(base - (base > 0 ? 1 : -1) * (int64_t)below(1 << 20));
    }
    if (mode == SPECIAL) return below(2) ? 0x7fffffffu : 0x80000000u;
    return (uint32_t)next();
  }
  if ((mode == CANCEL || mode == SPREAD) && below(2)) return below(2) ? sign_of(d) : 0;  // ±0
  if (mode == BIGC) {
    int eb = ebits_of(d), mb = mbits_of(d), bias = (1 << (eb - 1)) - 1;
    uint32_t ex = bias + (d == F16 ? 4 + below(8) : 10 + below(20));
    return (below(2) << (eb + mb)) | (ex << mb) | (uint32_t)(next() & ((1u << mb) - 1));
  }
  if (d == F32) {  // the f32 accumulator: an f32 drawn like the inputs
    int m = mode == EXACTPOW ? NORMAL : mode;
    uint32_t s = below(2), ex, mm = (uint32_t)(next() & 0x7FFFFF);
    switch (m) {
      case WIDE: ex = below(255); break;
      case SUBNORMAL: ex = below(2) ? 0 : below(3); break;
      case OVERFLOW: ex = 254 - below(6); break;
      case SPECIAL:
        if (below(4) == 0) return (s << 31) | 0x7F800000u | (below(2) ? 0 : 0x400000u | (uint32_t)(next() & 0x3FFFFF));
        ex = 117 + below(21);
        break;
      default: ex = 117 + below(21);
    }
    return (s << 31) | (ex << 23) | mm;
  }
  return gen_float(F16, mode == EXACTPOW ? NORMAL : mode, false);
}

// One case's A (64×K), B (K×8) and C (64×8) in record order.
static void gen_case(const Form& f, int mode, uint32_t* A, uint32_t* B, uint32_t* C) {
  const int K = f.k;
  if (mode == SMALLINT) {
    for (int i = 0; i < 64 * K; i++) A[i] = is_int(f.a) ? gen_int(f.a, mode) : from_int(f.a, (int)below(7) - 3);
    for (int i = 0; i < K * 8; i++) B[i] = is_int(f.b) ? gen_int(f.b, mode) : from_int(f.b, (int)below(7) - 3);
    // C ≥ 1000 - 0: never a zero sum (so no sign-of-zero question); |sum| ≤ 1000 + 9·32 < 2048
    for (int i = 0; i < 512; i++) C[i] = f.d == S32 ? (uint32_t)(int32_t)(below(2001) - 1000) : from_int(f.d, (below(2) ? 1 : -1) * (int)(1000 + below(400)));
    return;
  }
  if (mode == ZEROS && !is_int(f.a)) {
    // every operand ±0 or a product of ±0 with a value; C ±0
    int sub = (int)below(4);
    for (int i = 0; i < 64 * K; i++) A[i] = sub == 3 ? gen_float(f.a, NORMAL, false) : (below(2) ? sign_of(f.a) : 0);
    for (int i = 0; i < K * 8; i++) B[i] = sub == 0 ? (below(2) ? sign_of(f.b) : 0) : sub == 3 ? (below(2) ? sign_of(f.b) : 0) : gen_float(f.b, NORMAL, true);
    uint32_t nz = f.d == F16 ? 0x8000u : 0x80000000u;
    for (int i = 0; i < 512; i++) C[i] = sub == 2 ? nz : below(2) ? nz : 0;
    return;
  }
  for (int i = 0; i < 64 * K; i++) A[i] = is_int(f.a) ? gen_int(f.a, mode) : gen_float(f.a, mode, false);
  for (int i = 0; i < K * 8; i++) B[i] = is_int(f.b) ? gen_int(f.b, mode) : gen_float(f.b, mode, true);
  if (!is_int(f.a) && (mode == CANCEL || mode == SPREAD)) {
    // second half of K = first half with B negated: every dot product's terms cancel in pairs
    int h = K / 2;
    for (int r = 0; r < 64; r++)
      for (int k = h; k < K; k++) A[r * K + k] = A[r * K + k - h];
    for (int k = h; k < K; k++)
      for (int n = 0; n < 8; n++) B[k * 8 + n] = B[(k - h) * 8 + n] ^ sign_of(f.b);
    if (mode == CANCEL) {
      for (int r = 0; r < 64; r++) A[r * K + below(K)] = gen_float(f.a, NORMAL, false);
    } else {
      // the pair (0, h) large, the others tiny: after the big pair cancels, do the tiny ones survive?
      int eb = ebits_of(f.a), bias = (1 << (eb - 1)) - 1, emax = (1 << eb) - 2, mb = mbits_of(f.a);
      for (int r = 0; r < 64; r++) {
        uint32_t big = pack(f.a, below(2), (uint32_t)(bias + (emax - bias) / 2 + below(4)), (uint32_t)(next() & ((1u << mb) - 1)));
        A[r * K] = A[r * K + h] = big;
        for (int k = 1; k < h; k++) {
          uint32_t tiny = pack(f.a, below(2), (uint32_t)(bias - (emax - bias) / 2 + below(8)), (uint32_t)(next() & ((1u << mb) - 1)));
          A[r * K + k] = tiny;
          A[r * K + k + h] = below(2) ? tiny : gen_float(f.a, NORMAL, false) ;  // some pairs do not cancel
        }
      }
    }
  }
  for (int i = 0; i < 512; i++) C[i] = gen_acc(f.d, mode);
}

// ---- host references (the self-checks) --------------------------------------------------------

static int64_t int_val(Elem e, uint32_t x) { return e == S8 ? (int64_t)(int8_t)(uint8_t)x : (int64_t)(x & 0xFF); }

// Exact value of a small-integer float (SMALLINT cases only).
static double float_val(Elem e, uint32_t x) {
  if (e == F32 || e == TF32) { float f; memcpy(&f, &x, 4); return f; }
  int eb = ebits_of(e), mb = mbits_of(e), bias = (1 << (eb - 1)) - 1;
  uint32_t s = x >> (eb + mb) & 1, ex = x >> mb & ((1u << eb) - 1), m = x & ((1u << mb) - 1);
  double v = ex == 0 ? ldexp((double)m, 1 - bias - mb) : ldexp((double)(m | (1u << mb)), (int)ex - bias - mb);
  return s ? -v : v;
}

// D's expected element for an exactly checkable case, or false when the case is not one.
static bool expected(const Form& f, int mode, const uint32_t* A, const uint32_t* B, const uint32_t* C, int row, int col, uint32_t* want) {
  const int K = f.k;
  if (f.d == S32) {
    int64_t s = (int32_t)C[row * 8 + col];
    for (int k = 0; k < K; k++) s += int_val(f.a, A[row * K + k]) * int_val(f.b, B[k * 8 + col]);
    *want = (uint32_t)s;  // wraps, as the ISA's s32 accumulation without .satfinite
    return true;
  }
  if (mode != SMALLINT) return false;
  double s = float_val(f.d, C[row * 8 + col]);
  for (int k = 0; k < K; k++) s += float_val(f.a, A[row * K + k]) * float_val(f.b, B[k * 8 + col]);
  *want = from_int(f.d, (int)s);
  return true;
}

// ---- running -----------------------------------------------------------------------------------
#ifndef PROBE_XLANE
#define CHECK(x)                                                                       \
  do {                                                                                 \
    cudaError_t e_ = (x);                                                              \
    if (e_ != cudaSuccess) {                                                           \
      printf("CUDA error %s at %s:%d\n", cudaGetErrorString(e_), __FILE__, __LINE__); \
      exit(1);                                                                         \
    }                                                                                  \
  } while (0)

static const void* kernel_of(int f) {
  switch (f) {
    case 0: return (const void*)K0;
    case 1: return (const void*)K1;
    case 2: return (const void*)K2;
    case 3: return (const void*)K3;
    case 4: return (const void*)K4;
    default: return (const void*)K5;
  }
}

// Runs form fi's kernel on every case: in (CASES × in_words) → d (CASES × 512).
static void launch_form(int fi, int swap, const std::vector<uint32_t>& in, std::vector<uint32_t>& d) {
  uint32_t *din, *dout;
  CHECK(cudaMalloc(&din, in.size() * 4));
  CHECK(cudaMalloc(&dout, d.size() * 4));
  CHECK(cudaMemcpy(din, in.data(), in.size() * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dout, 0xEE, d.size() * 4));  // a cell the kernel misses shows as 0xeeeeeeee
  void* args[] = {&din, &dout, &swap};
  CHECK(cudaLaunchKernel(kernel_of(fi), dim3(CASES), dim3(THREADS), args, 0, 0));
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(d.data(), dout, d.size() * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(din));
  CHECK(cudaFree(dout));
}

static void device_name() {
  cudaDeviceProp p;
  CHECK(cudaGetDeviceProperties(&p, 0));
  printf("device: %s (sm_%d%d)\n", p.name, p.major, p.minor);
  if (p.major != 9) { printf("FAIL: wgmma needs sm_90a\n"); exit(1); }
}
#else
// The dry run: $XLANE_BIN runs the kernel from $PROBE_LL (clang-22's device IR of this file).
static void launch_form(int fi, int swap, const std::vector<uint32_t>& in, std::vector<uint32_t>& d) {
  static const char* NAMES[] = {"_Z12wgmma_kernelILi0EL4Elem0ELS0_0ELS0_5ELi16EfEvPKjPji", "_Z12wgmma_kernelILi1EL4Elem1ELS0_1ELS0_5ELi16EfEvPKjPji",
                                "_Z12wgmma_kernelILi2EL4Elem2ELS0_2ELS0_5ELi8EfEvPKjPji",  "_Z12wgmma_kernelILi3EL4Elem0ELS0_0ELS0_0ELi16EjEvPKjPji",
                                "_Z12wgmma_kernelILi4EL4Elem3ELS0_3ELS0_6ELi32EjEvPKjPji", "_Z12wgmma_kernelILi5EL4Elem4ELS0_3ELS0_6ELi32EjEvPKjPji"};
  FILE* a = fopen("xlane_args.json", "w");
  fprintf(a, "[{\"buffer\": \"u32\", \"data\": [");
  for (size_t i = 0; i < in.size(); i++) fprintf(a, i ? ",%u" : "%u", in[i]);
  fprintf(a, "]}, {\"buffer\": \"u32\", \"len\": %zu, \"fill\": %u}, {\"scalar\": \"i32\", \"value\": %d}]\n", d.size(), 0xEEEEEEEEu, swap);
  fclose(a);
  char cmd[1024];
  snprintf(cmd, sizeof cmd, "%s run %s --target sm_90a --kernel %s --grid %d --block %d --quiet --args @xlane_args.json --out xlane_out > xlane_run.log 2>&1",
           getenv("XLANE_BIN"), getenv("PROBE_LL"), NAMES[fi], CASES, THREADS);
  if (system(cmd) != 0) { printf("xlane run failed (xlane_run.log)\n"); exit(1); }
  FILE* o = fopen("xlane_out/arg1.bin", "rb");
  if (!o || fread(d.data(), 4, d.size(), o) != d.size()) { printf("no xlane_out/arg1.bin\n"); exit(1); }
  fclose(o);
}
static void device_name() { printf("device: xlane (dry run, not hardware)\n"); }
#endif

struct Result {
  std::vector<uint32_t> in, d;  // CASES × in_words, CASES × 512
  int checked = 0, bad = 0;     // elements checked against the host and those that differ
};

// Generates form fi's cases (fixed seed), runs them, checks the exactly known elements.
static Result run_form(int fi, int swap) {
  const Form& f = FORMS[fi];
  const int W = in_words(f.k);
  Result r;
  r.in.resize((size_t)CASES * W);
  r.d.resize((size_t)CASES * 512);
  rng_state = 0x77676d6d6100ull + (uint64_t)fi;  // "wgmma" + form: fixed, deterministic
  for (int c = 0; c < CASES; c++) {
    uint32_t* A = &r.in[(size_t)c * W];
    gen_case(f, c % NMODES, A, A + 64 * f.k, A + 64 * f.k + 8 * f.k);
  }
  launch_form(fi, swap, r.in, r.d);
  int shown = 0;
  for (int c = 0; c < CASES; c++) {
    const uint32_t* A = &r.in[(size_t)c * W];
    const uint32_t *B = A + 64 * f.k, *C = B + 8 * f.k;
    for (int row = 0; row < 64; row++)
      for (int col = 0; col < 8; col++) {
        uint32_t want, got = r.d[(size_t)c * 512 + row * 8 + col];
        if (!expected(f, c % NMODES, A, B, C, row, col, &want)) continue;
        r.checked++;
        if (got != want) {
          if (shown++ < 4) printf("  %s case %d (%s) D[%d][%d]: got %#x, exact %#x\n", f.name, c, MODE_NAMES[c % NMODES], row, col, got, want);
          r.bad++;
        }
      }
  }
  return r;
}

static bool write_form(const char* dir, int fi, const Result& r) {
  const Form& f = FORMS[fi];
  const int W = in_words(f.k);
  char path[1024];
  snprintf(path, sizeof path, "%s/%s.bin", dir, f.name);
  FILE* out = fopen(path, "wb");
  if (!out) { printf("cannot write %s\n", path); return false; }
  for (int c = 0; c < CASES; c++) {
    fwrite(&r.in[(size_t)c * W], 4, W, out);  // A, B, C: the record's first three parts
    fwrite(&r.d[(size_t)c * 512], 4, 512, out);
  }
  fclose(out);
  return true;
}

int main(int argc, char** argv) {
  const char* dir = argc > 1 ? argv[1] : ".";
  device_name();
  // The layout check first: the integer form against the exact host product, with the ISA's
  // reading of LBO/SBO, then (only if that fails) with the two fields exchanged.
  int swap = 0;
  Result s8 = run_form(S8_FORM, 0);
  if (s8.bad) {
    printf("%s: %d of %d elements differ from the exact product with the ISA's LBO/SBO reading; retrying with the fields exchanged\n", FORMS[S8_FORM].name, s8.bad, s8.checked);
    Result t = run_form(S8_FORM, 1);
    if (!t.bad) {
      swap = 1;
      s8 = t;
      printf("NOTE: the exchanged LBO/SBO reading is the hardware's (an erratum to record); used for every form\n");
    }
  }
  bool all_pass = true;
  for (int fi = 0; fi < NFORMS; fi++) {
    Result r = fi == S8_FORM ? s8 : run_form(fi, swap);
    bool pass = r.bad == 0 && r.checked > 0;
    all_pass &= pass;
    printf("%-14s %d cases; layout self-check %s: %d of %d exactly known elements agree (%s)\n", FORMS[fi].name, CASES, pass ? "PASS" : "FAIL", r.checked - r.bad, r.checked,
           FORMS[fi].d == S32 ? "every case: exact integer product" : "the smallint cases");
    if (!write_form(dir, fi, r)) return 1;
  }
  printf("%s: %s\n", all_pass ? "PASS" : "FAIL",
         all_pass ? "the probe's layouts hold here; replay the .bin files with xlane's wgmma_vectors test"
                  : "a layout in the probe is wrong (or this GPU disagrees with the ISA's layouts): the .bin files do not isolate the arithmetic");
  return all_pass ? 0 : 2;
}
#endif  // PROBE_DEVICE_ONLY
