// cuda_lite.h: the few CUDA device functions the corpus kernels use, written directly on
// clang's NVPTX builtins so that kernels compile with `-nocudainc -nocudalib`. Each one
// follows clang's __clang_cuda_intrinsics.h / CUDA's sm_30_intrinsics.hpp, sm_70_rt.hpp,
// sm_80_rt.hpp (docs/notes/nvidia-semantics.md §2.3, §4.3, §5.3 give the source text).
#pragma once

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __inline__ __attribute__((always_inline))

#define XL_FN __device__ static __forceinline__
// Atomics: relaxed read-modify-writes (CUDA's atomics are relaxed, device scope).
#define XL_RMW(OP, p, v) __atomic_##OP(p, v, __ATOMIC_RELAXED)
#define XL_XCHG(p, v) __atomic_exchange_n(p, v, __ATOMIC_RELAXED)
#define XL_ASSERT_FAIL(e, file, line, func) __assertfail(e, file, line, func, 1)
extern "C" __device__ void __assertfail(const char *, const char *, unsigned, const char *, __SIZE_TYPE__);
// CUDA vector_types.h: size-2 and size-4 types aligned to their size (at most 16 bytes),
// size-1 and size-3 ones to their element.
#define XL_VEC_TYPES(T, N)                                                                     \
  struct N##1 { T x; };                                                                        \
  struct __attribute__((aligned(sizeof(T) * 2 > 16 ? 16 : sizeof(T) * 2))) N##2 { T x, y; };   \
  struct N##3 { T x, y, z; };                                                                  \
  struct __attribute__((aligned(sizeof(T) * 4 > 16 ? 16 : sizeof(T) * 4))) N##4 { T x, y, z, w; };
#include "xl_common.h"

#define XL_COORD(TYPE, NAME, FX, FY, FZ)                                              \
  struct TYPE {                                                                      \
    __device__ u32 get_x() const { return FX; }                                      \
    __device__ u32 get_y() const { return FY; }                                      \
    __device__ u32 get_z() const { return FZ; }                                      \
    __declspec(property(get = get_x)) u32 x;                                         \
    __declspec(property(get = get_y)) u32 y;                                         \
    __declspec(property(get = get_z)) u32 z;                                         \
  };                                                                                 \
  extern const __device__ __attribute__((weak)) TYPE NAME;

XL_COORD(xl_thread_idx_t, threadIdx, __nvvm_read_ptx_sreg_tid_x(),
         __nvvm_read_ptx_sreg_tid_y(), __nvvm_read_ptx_sreg_tid_z())
XL_COORD(xl_block_idx_t, blockIdx, __nvvm_read_ptx_sreg_ctaid_x(),
         __nvvm_read_ptx_sreg_ctaid_y(), __nvvm_read_ptx_sreg_ctaid_z())
XL_COORD(xl_block_dim_t, blockDim, __nvvm_read_ptx_sreg_ntid_x(),
         __nvvm_read_ptx_sreg_ntid_y(), __nvvm_read_ptx_sreg_ntid_z())

#define warpSize 32

XL_COORD(xl_grid_dim_t, gridDim, __nvvm_read_ptx_sreg_nctaid_x(),
         __nvvm_read_ptx_sreg_nctaid_y(), __nvvm_read_ptx_sreg_nctaid_z())

XL_FN u32 lane_id() { return __nvvm_read_ptx_sreg_laneid(); }

// cuda_fp16.h / cuda_bf16.h stand-ins: clang's own 16-bit float types.
typedef _Float16 __half;
typedef _Float16 __half2 __attribute__((ext_vector_type(2)));
typedef __bf16 __nv_bfloat16;
typedef __bf16 __nv_bfloat162 __attribute__((ext_vector_type(2)));
XL_FN __half __float2half(float x) { return (__half)x; }
XL_FN float __half2float(__half x) { return (float)x; }
XL_FN __nv_bfloat16 __float2bfloat16(float x) { return (__nv_bfloat16)x; }
XL_FN float __bfloat162float(__nv_bfloat16 x) { return (float)x; }
XL_FN __half2 __halves2half2(__half a, __half b) { __half2 r = {a, b}; return r; }

// ---- warp shuffles (clang __clang_cuda_intrinsics.h, CUDA sm_30_intrinsics.hpp) ----------
// c = ((warpSize - width) << 8) | 0x1f for idx/down/bfly, (warpSize - width) << 8 for up.
// 32-bit values are one shuffle of their bits; 64-bit values two, low word then high word;
// 16-bit values (and pairs) one shuffle of a 32-bit word, as cuda_fp16.hpp does.
#define XL_SHFL(NAME, MODE, ARG, CLAMP)                                                        \
  XL_FN int NAME(u32 mask, int v, ARG a, int w = warpSize) {                                   \
    return __nvvm_shfl_sync_##MODE##_i32(mask, v, a, ((warpSize - w) << 8) | CLAMP);           \
  }                                                                                            \
  XL_FN float NAME(u32 mask, float v, ARG a, int w = warpSize) {                               \
    return __nvvm_shfl_sync_##MODE##_f32(mask, v, a, ((warpSize - w) << 8) | CLAMP);           \
  }                                                                                            \
  XL_FN u32 NAME(u32 mask, u32 v, ARG a, int w = warpSize) { return (u32)NAME(mask, (int)v, a, w); } \
  template <typename T> XL_FN T xl_##NAME##_64(u32 mask, T v, ARG a, int w) {                  \
    struct pair { int lo, hi; } p = __builtin_bit_cast(pair, v);                               \
    p.lo = NAME(mask, p.lo, a, w);                                                             \
    p.hi = NAME(mask, p.hi, a, w);                                                             \
    return __builtin_bit_cast(T, p);                                                           \
  }                                                                                            \
  template <typename T> XL_FN T xl_##NAME##_16(u32 mask, T v, ARG a, int w) {                  \
    struct pair { T lo, hi; } p = {v, v};                                                      \
    return __builtin_bit_cast(pair, NAME(mask, __builtin_bit_cast(int, p), a, w)).lo;          \
  }                                                                                            \
  XL_FN long long NAME(u32 m, long long v, ARG a, int w = warpSize) { return xl_##NAME##_64(m, v, a, w); } \
  XL_FN u64 NAME(u32 m, u64 v, ARG a, int w = warpSize) { return xl_##NAME##_64(m, v, a, w); } \
  XL_FN long NAME(u32 m, long v, ARG a, int w = warpSize) { return xl_##NAME##_64(m, v, a, w); } \
  XL_FN unsigned long NAME(u32 m, unsigned long v, ARG a, int w = warpSize) { return xl_##NAME##_64(m, v, a, w); } \
  XL_FN double NAME(u32 m, double v, ARG a, int w = warpSize) { return xl_##NAME##_64(m, v, a, w); } \
  XL_FN __half NAME(u32 m, __half v, ARG a, int w = warpSize) { return xl_##NAME##_16(m, v, a, w); } \
  XL_FN __nv_bfloat16 NAME(u32 m, __nv_bfloat16 v, ARG a, int w = warpSize) { return xl_##NAME##_16(m, v, a, w); } \
  XL_FN __half2 NAME(u32 m, __half2 v, ARG a, int w = warpSize) {                              \
    return __builtin_bit_cast(__half2, NAME(m, __builtin_bit_cast(int, v), a, w));             \
  }                                                                                            \
  XL_FN __nv_bfloat162 NAME(u32 m, __nv_bfloat162 v, ARG a, int w = warpSize) {                \
    return __builtin_bit_cast(__nv_bfloat162, NAME(m, __builtin_bit_cast(int, v), a, w));      \
  }
XL_SHFL(__shfl_sync, idx, int, 0x1f)
XL_SHFL(__shfl_up_sync, up, u32, 0)
XL_SHFL(__shfl_down_sync, down, u32, 0x1f)
XL_SHFL(__shfl_xor_sync, bfly, int, 0x1f)
#undef XL_SHFL

// ---- votes, masks, match, reduce (sm_70_rt.hpp, sm_80_rt.hpp) ---------------------------
XL_FN u32 __ballot_sync(u32 mask, int p) { return __nvvm_vote_ballot_sync(mask, p); }
XL_FN int __all_sync(u32 mask, int p) { return __nvvm_vote_all_sync(mask, p); }
XL_FN int __any_sync(u32 mask, int p) { return __nvvm_vote_any_sync(mask, p); }
XL_FN int __uni_sync(u32 mask, int p) { return __nvvm_vote_uni_sync(mask, p); }
XL_FN u32 __activemask() { return __nvvm_activemask(); }
XL_FN void __syncwarp(u32 mask = 0xffffffffu) { __nvvm_bar_warp_sync(mask); }
XL_FN u32 __lanemask_eq() { return __nvvm_read_ptx_sreg_lanemask_eq(); }
XL_FN u32 __lanemask_lt() { return __nvvm_read_ptx_sreg_lanemask_lt(); }
XL_FN u32 __lanemask_le() { return __nvvm_read_ptx_sreg_lanemask_le(); }
XL_FN u32 __lanemask_gt() { return __nvvm_read_ptx_sreg_lanemask_gt(); }
XL_FN u32 __lanemask_ge() { return __nvvm_read_ptx_sreg_lanemask_ge(); }
XL_FN void __nanosleep(u32 ns) { __nvvm_nanosleep(ns); }

// match on the key's bits: 32-bit keys (int, unsigned, float), 64-bit (long long, double, …)
#define XL_MATCH(T, W, I)                                                                      \
  XL_FN u32 __match_any_sync(u32 mask, T v) { return __nvvm_match_any_sync_i##W(mask, __builtin_bit_cast(I, v)); } \
  XL_FN u32 __match_all_sync(u32 mask, T v, int *pred) { return __nvvm_match_all_sync_i##W##p(mask, __builtin_bit_cast(I, v), pred); }
XL_MATCH(u32, 32, u32) XL_MATCH(int, 32, u32) XL_MATCH(float, 32, u32)
XL_MATCH(u64, 64, long long) XL_MATCH(long long, 64, long long) XL_MATCH(double, 64, long long)
XL_MATCH(unsigned long, 64, long long) XL_MATCH(long, 64, long long)
#undef XL_MATCH

// sm_80: clang passes (value, mask) to the redux builtins.
XL_FN u32 __reduce_add_sync(u32 mask, u32 v) { return __nvvm_redux_sync_add(v, mask); }
XL_FN int __reduce_add_sync(u32 mask, int v) { return __nvvm_redux_sync_add(v, mask); }
XL_FN u32 __reduce_min_sync(u32 mask, u32 v) { return __nvvm_redux_sync_umin(v, mask); }
XL_FN int __reduce_min_sync(u32 mask, int v) { return __nvvm_redux_sync_min(v, mask); }
XL_FN u32 __reduce_max_sync(u32 mask, u32 v) { return __nvvm_redux_sync_umax(v, mask); }
XL_FN int __reduce_max_sync(u32 mask, int v) { return __nvvm_redux_sync_max(v, mask); }
XL_FN u32 __reduce_and_sync(u32 mask, u32 v) { return __nvvm_redux_sync_and(v, mask); }
XL_FN u32 __reduce_or_sync(u32 mask, u32 v) { return __nvvm_redux_sync_or(v, mask); }
XL_FN u32 __reduce_xor_sync(u32 mask, u32 v) { return __nvvm_redux_sync_xor(v, mask); }

// ---- block-wide -----------------------------------------------------------------------------
// clang __clang_cuda_device_functions.h: __syncthreads_count/and/or are bar0.popc/and/or.
XL_FN int __syncthreads_count(int p) { return __nvvm_bar0_popc(p); }
XL_FN int __syncthreads_and(int p) { return __nvvm_bar0_and(p); }
XL_FN int __syncthreads_or(int p) { return __nvvm_bar0_or(p); }
XL_FN void __threadfence() { __nvvm_membar_gl(); }
XL_FN void __threadfence_block() { __nvvm_membar_cta(); }
XL_FN void __threadfence_system() { __nvvm_membar_sys(); }
XL_FN long long clock64() { return __nvvm_read_ptx_sreg_clock64(); }
XL_FN int clock() { return __nvvm_read_ptx_sreg_clock(); }

// ---- memory -------------------------------------------------------------------------------
XL_FN u32 __ldg(const u32 *p) { return __nvvm_ldg_ui(p); }
XL_FN int __ldg(const int *p) { return __nvvm_ldg_i(p); }
XL_FN float __ldg(const float *p) { return __nvvm_ldg_f(p); }
XL_FN double __ldg(const double *p) { return __nvvm_ldg_d(p); }

// cuda_pipeline_primitives.h: __pipeline_memcpy_async of 4/8/16 bytes is cp.async.ca
// (cp.async.cg for 16) copying size - zfill bytes and zero-filling the rest; commit; wait.
#define XL_SHARED(p) ((void __attribute__((address_space(3))) *)(p))
#define XL_GLOBAL(p) ((const void __attribute__((address_space(1))) *)(p))
XL_FN void __pipeline_memcpy_async(void *dst, const void *src, size_t size, size_t zfill = 0) {
  int n = (int)(size - zfill);
  if (size == 4) __nvvm_cp_async_ca_shared_global_4(XL_SHARED(dst), XL_GLOBAL(src), n);
  else if (size == 8) __nvvm_cp_async_ca_shared_global_8(XL_SHARED(dst), XL_GLOBAL(src), n);
  else __nvvm_cp_async_cg_shared_global_16(XL_SHARED(dst), XL_GLOBAL(src), n);
}
XL_FN void __pipeline_memcpy_async_4(void *dst, const void *src) { __pipeline_memcpy_async(dst, src, 4); }
XL_FN void __pipeline_commit() { __nvvm_cp_async_commit_group(); }
// wait_group takes a constant: CUDA's header switches over the small counts too
XL_FN void __pipeline_wait_prior(size_t n) {
  switch (n) {
  case 0: __nvvm_cp_async_wait_group(0); break;
  case 1: __nvvm_cp_async_wait_group(1); break;
  case 2: __nvvm_cp_async_wait_group(2); break;
  case 3: __nvvm_cp_async_wait_group(3); break;
  case 4: __nvvm_cp_async_wait_group(4); break;
  case 5: __nvvm_cp_async_wait_group(5); break;
  case 6: __nvvm_cp_async_wait_group(6); break;
  case 7: __nvvm_cp_async_wait_group(7); break;
  default: __nvvm_cp_async_wait_all(); break;
  }
}
#undef XL_SHARED
#undef XL_GLOBAL

// ---- CUDA-only math intrinsics (CUDA Math API "Single/Double Precision Intrinsics") -----
// Correctly rounded in a chosen direction: the NVVM builtins libdevice itself uses.
#define XL_ROUNDED(S, L)                                                                       \
  XL_FN float __fadd_##S(float a, float b) { return __nvvm_add_##L##_f(a, b); }                \
  XL_FN float __fsub_##S(float a, float b) { return __nvvm_add_##L##_f(a, -b); }               \
  XL_FN float __fmul_##S(float a, float b) { return __nvvm_mul_##L##_f(a, b); }                \
  XL_FN float __fdiv_##S(float a, float b) { return __nvvm_div_##L##_f(a, b); }                \
  XL_FN float __frcp_##S(float a) { return __nvvm_rcp_##L##_f(a); }                            \
  XL_FN float __fsqrt_##S(float a) { return __nvvm_sqrt_##L##_f(a); }                          \
  XL_FN float __fmaf_##S(float a, float b, float c) { return __nvvm_fma_##L##_f(a, b, c); }    \
  XL_FN double __dadd_##S(double a, double b) { return __nvvm_add_##L##_d(a, b); }             \
  XL_FN double __dsub_##S(double a, double b) { return __nvvm_add_##L##_d(a, -b); }            \
  XL_FN double __dmul_##S(double a, double b) { return __nvvm_mul_##L##_d(a, b); }             \
  XL_FN double __ddiv_##S(double a, double b) { return __nvvm_div_##L##_d(a, b); }             \
  XL_FN double __drcp_##S(double a) { return __nvvm_rcp_##L##_d(a); }                          \
  XL_FN double __dsqrt_##S(double a) { return __nvvm_sqrt_##L##_d(a); }
XL_ROUNDED(rn, rn) XL_ROUNDED(rz, rz) XL_ROUNDED(ru, rp) XL_ROUNDED(rd, rm)
#undef XL_ROUNDED
XL_FN double __fma_rn(double a, double b, double c) { return __nvvm_fma_rn_d(a, b, c); }
XL_FN float __saturatef(float x) { return __nvvm_saturate_f(x); }
XL_FN int __float2int_rn(float x) { return __nvvm_f2i_rn(x); }
XL_FN int __float2int_rz(float x) { return __nvvm_f2i_rz(x); }
XL_FN int __float2int_rd(float x) { return __nvvm_f2i_rm(x); }
XL_FN int __float2int_ru(float x) { return __nvvm_f2i_rp(x); }
XL_FN u32 __float2uint_rn(float x) { return __nvvm_f2ui_rn(x); }
XL_FN u32 __float2uint_rz(float x) { return __nvvm_f2ui_rz(x); }
XL_FN int __double2int_rn(double x) { return __nvvm_d2i_rn(x); }
XL_FN int __double2int_rz(double x) { return __nvvm_d2i_rz(x); }
XL_FN long long __float2ll_rn(float x) { return __nvvm_f2ll_rn(x); }
XL_FN long long __double2ll_rn(double x) { return __nvvm_d2ll_rn(x); }
XL_FN float __int2float_rn(int x) { return (float)x; }
XL_FN double __int2double_rn(int x) { return (double)x; }
XL_FN float __double2float_rn(double x) { return (float)x; }
XL_FN int __float_as_int(float x) { return __builtin_bit_cast(int, x); }
XL_FN u32 __float_as_uint(float x) { return __builtin_bit_cast(u32, x); }
XL_FN float __int_as_float(int x) { return __builtin_bit_cast(float, x); }
XL_FN float __uint_as_float(u32 x) { return __builtin_bit_cast(float, x); }
XL_FN long long __double_as_longlong(double x) { return __builtin_bit_cast(long long, x); }
XL_FN double __longlong_as_double(long long x) { return __builtin_bit_cast(double, x); }
XL_FN int __double2hiint(double x) { return (int)(__builtin_bit_cast(u64, x) >> 32); }
XL_FN int __double2loint(double x) { return (int)__builtin_bit_cast(u64, x); }
XL_FN double __hiloint2double(int hi, int lo) { return __builtin_bit_cast(double, (u64)(u32)hi << 32 | (u32)lo); }
// The fast intrinsics: MUFU approximations (CUDA guide "Intrinsic Functions": __expf is
// exp2(x·log2 e), __logf is log2(x)·ln 2, __fdividef is x·(1/y)), marked approximate.
XL_FN float __exp2f(float x) { return __nvvm_ex2_approx_f(x); }
XL_FN float __expf(float x) { return __nvvm_ex2_approx_f(x * 1.4426950408889634f); }
XL_FN float __exp10f(float x) { return __nvvm_ex2_approx_f(x * 3.3219280948873622f); }
XL_FN float __log2f(float x) { return __nvvm_lg2_approx_f(x); }
XL_FN float __logf(float x) { return __nvvm_lg2_approx_f(x) * 0.69314718055994531f; }
XL_FN float __log10f(float x) { return __nvvm_lg2_approx_f(x) * 0.30102999566398120f; }
XL_FN float __sinf(float x) { return __nvvm_sin_approx_f(x); }
XL_FN float __cosf(float x) { return __nvvm_cos_approx_f(x); }
XL_FN float __tanf(float x) { return __nvvm_div_approx_f(__sinf(x), __cosf(x)); }
XL_FN void __sincosf(float x, float *s, float *c) { *s = __sinf(x); *c = __cosf(x); }
XL_FN float __powf(float x, float y) { return __nvvm_ex2_approx_f(y * __nvvm_lg2_approx_f(x)); }
XL_FN float __fdividef(float x, float y) { return __nvvm_div_approx_f(x, y); }
XL_FN float __frsqrt_rn(float x) { return __nvvm_rsqrt_approx_f(x); }

extern "C" __device__ int vprintf(const char *, const char *);
// clang __clang_cuda_runtime_wrapper.h / host_defines.h: __launch_bounds__.
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
