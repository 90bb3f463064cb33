
#include <cuda_fp16.h>
#include <cuda_bf16.h>
typedef unsigned long long u64;

// Bit-exact moves between raw bits and each C++ type (no float conversion anywhere).
template <class T> __device__ __forceinline__ T from_bits(u64 x);
template <> __device__ __forceinline__ unsigned from_bits<unsigned>(u64 x) { return (unsigned)x; }
template <> __device__ __forceinline__ int from_bits<int>(u64 x) { return (int)(unsigned)x; }
template <> __device__ __forceinline__ long from_bits<long>(u64 x) { return (long)x; }
template <> __device__ __forceinline__ unsigned long from_bits<unsigned long>(u64 x) { return (unsigned long)x; }
template <> __device__ __forceinline__ long long from_bits<long long>(u64 x) { return (long long)x; }
template <> __device__ __forceinline__ u64 from_bits<u64>(u64 x) { return x; }
template <> __device__ __forceinline__ float from_bits<float>(u64 x) { return __uint_as_float((unsigned)x); }
template <> __device__ __forceinline__ double from_bits<double>(u64 x) { return __longlong_as_double((long long)x); }
template <> __device__ __forceinline__ __half from_bits<__half>(u64 x) { return __ushort_as_half((unsigned short)x); }
template <> __device__ __forceinline__ __nv_bfloat16 from_bits<__nv_bfloat16>(u64 x) { return __ushort_as_bfloat16((unsigned short)x); }
template <> __device__ __forceinline__ __half2 from_bits<__half2>(u64 x) {
  return __halves2half2(__ushort_as_half((unsigned short)x), __ushort_as_half((unsigned short)(x >> 16)));
}
template <> __device__ __forceinline__ __nv_bfloat162 from_bits<__nv_bfloat162>(u64 x) {
  return __halves2bfloat162(__ushort_as_bfloat16((unsigned short)x), __ushort_as_bfloat16((unsigned short)(x >> 16)));
}

__device__ __forceinline__ u64 to_bits(unsigned v) { return v; }
__device__ __forceinline__ u64 to_bits(int v) { return (unsigned)v; }
__device__ __forceinline__ u64 to_bits(long v) { return (u64)v; }
__device__ __forceinline__ u64 to_bits(unsigned long v) { return (u64)v; }
__device__ __forceinline__ u64 to_bits(long long v) { return (u64)v; }
__device__ __forceinline__ u64 to_bits(u64 v) { return v; }
__device__ __forceinline__ u64 to_bits(float v) { return __float_as_uint(v); }
__device__ __forceinline__ u64 to_bits(double v) { return (u64)__double_as_longlong(v); }
__device__ __forceinline__ u64 to_bits(__half v) { return __half_as_ushort(v); }
__device__ __forceinline__ u64 to_bits(__nv_bfloat16 v) { return __bfloat16_as_ushort(v); }
__device__ __forceinline__ u64 to_bits(__half2 v) {
  return (u64)__half_as_ushort(__low2half(v)) | ((u64)__half_as_ushort(__high2half(v)) << 16);
}
__device__ __forceinline__ u64 to_bits(__nv_bfloat162 v) {
  return (u64)__bfloat16_as_ushort(__low2bfloat16(v)) | ((u64)__bfloat16_as_ushort(__high2bfloat16(v)) << 16);
}

#define PARAMS const unsigned *ex, const unsigned *mk, const u64 *a, const unsigned *b, \
               const unsigned *c, u64 *r, unsigned *p
#define LANE const unsigned g = blockIdx.x * 32u + threadIdx.x

extern "C" __global__ void k_shfl_sync_f16(PARAMS) {
  LANE;
  if (ex[g]) {
    __half y = __shfl_sync(mk[g], from_bits<__half>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_sync_f16_live(PARAMS) {
  LANE;
  if (ex[g]) {
    __half y = __shfl_sync(mk[g], from_bits<__half>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_up_sync_f16(PARAMS) {
  LANE;
  if (ex[g]) {
    __half y = __shfl_up_sync(mk[g], from_bits<__half>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_up_sync_f16_live(PARAMS) {
  LANE;
  if (ex[g]) {
    __half y = __shfl_up_sync(mk[g], from_bits<__half>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_down_sync_f16(PARAMS) {
  LANE;
  if (ex[g]) {
    __half y = __shfl_down_sync(mk[g], from_bits<__half>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_down_sync_f16_live(PARAMS) {
  LANE;
  if (ex[g]) {
    __half y = __shfl_down_sync(mk[g], from_bits<__half>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_xor_sync_f16(PARAMS) {
  LANE;
  if (ex[g]) {
    __half y = __shfl_xor_sync(mk[g], from_bits<__half>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_xor_sync_f16_live(PARAMS) {
  LANE;
  if (ex[g]) {
    __half y = __shfl_xor_sync(mk[g], from_bits<__half>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_sync_bf16(PARAMS) {
  LANE;
  if (ex[g]) {
    __nv_bfloat16 y = __shfl_sync(mk[g], from_bits<__nv_bfloat16>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_sync_bf16_live(PARAMS) {
  LANE;
  if (ex[g]) {
    __nv_bfloat16 y = __shfl_sync(mk[g], from_bits<__nv_bfloat16>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_up_sync_bf16(PARAMS) {
  LANE;
  if (ex[g]) {
    __nv_bfloat16 y = __shfl_up_sync(mk[g], from_bits<__nv_bfloat16>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_up_sync_bf16_live(PARAMS) {
  LANE;
  if (ex[g]) {
    __nv_bfloat16 y = __shfl_up_sync(mk[g], from_bits<__nv_bfloat16>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_down_sync_bf16(PARAMS) {
  LANE;
  if (ex[g]) {
    __nv_bfloat16 y = __shfl_down_sync(mk[g], from_bits<__nv_bfloat16>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_down_sync_bf16_live(PARAMS) {
  LANE;
  if (ex[g]) {
    __nv_bfloat16 y = __shfl_down_sync(mk[g], from_bits<__nv_bfloat16>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_xor_sync_bf16(PARAMS) {
  LANE;
  if (ex[g]) {
    __nv_bfloat16 y = __shfl_xor_sync(mk[g], from_bits<__nv_bfloat16>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_xor_sync_bf16_live(PARAMS) {
  LANE;
  if (ex[g]) {
    __nv_bfloat16 y = __shfl_xor_sync(mk[g], from_bits<__nv_bfloat16>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_sync_f16x2(PARAMS) {
  LANE;
  if (ex[g]) {
    __half2 y = __shfl_sync(mk[g], from_bits<__half2>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_sync_f16x2_live(PARAMS) {
  LANE;
  if (ex[g]) {
    __half2 y = __shfl_sync(mk[g], from_bits<__half2>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_up_sync_f16x2(PARAMS) {
  LANE;
  if (ex[g]) {
    __half2 y = __shfl_up_sync(mk[g], from_bits<__half2>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_up_sync_f16x2_live(PARAMS) {
  LANE;
  if (ex[g]) {
    __half2 y = __shfl_up_sync(mk[g], from_bits<__half2>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_down_sync_f16x2(PARAMS) {
  LANE;
  if (ex[g]) {
    __half2 y = __shfl_down_sync(mk[g], from_bits<__half2>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_down_sync_f16x2_live(PARAMS) {
  LANE;
  if (ex[g]) {
    __half2 y = __shfl_down_sync(mk[g], from_bits<__half2>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_xor_sync_f16x2(PARAMS) {
  LANE;
  if (ex[g]) {
    __half2 y = __shfl_xor_sync(mk[g], from_bits<__half2>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_xor_sync_f16x2_live(PARAMS) {
  LANE;
  if (ex[g]) {
    __half2 y = __shfl_xor_sync(mk[g], from_bits<__half2>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_sync_bf16x2(PARAMS) {
  LANE;
  if (ex[g]) {
    __nv_bfloat162 y = __shfl_sync(mk[g], from_bits<__nv_bfloat162>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_sync_bf16x2_live(PARAMS) {
  LANE;
  if (ex[g]) {
    __nv_bfloat162 y = __shfl_sync(mk[g], from_bits<__nv_bfloat162>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_up_sync_bf16x2(PARAMS) {
  LANE;
  if (ex[g]) {
    __nv_bfloat162 y = __shfl_up_sync(mk[g], from_bits<__nv_bfloat162>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_up_sync_bf16x2_live(PARAMS) {
  LANE;
  if (ex[g]) {
    __nv_bfloat162 y = __shfl_up_sync(mk[g], from_bits<__nv_bfloat162>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_down_sync_bf16x2(PARAMS) {
  LANE;
  if (ex[g]) {
    __nv_bfloat162 y = __shfl_down_sync(mk[g], from_bits<__nv_bfloat162>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_down_sync_bf16x2_live(PARAMS) {
  LANE;
  if (ex[g]) {
    __nv_bfloat162 y = __shfl_down_sync(mk[g], from_bits<__nv_bfloat162>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_xor_sync_bf16x2(PARAMS) {
  LANE;
  if (ex[g]) {
    __nv_bfloat162 y = __shfl_xor_sync(mk[g], from_bits<__nv_bfloat162>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_xor_sync_bf16x2_live(PARAMS) {
  LANE;
  if (ex[g]) {
    __nv_bfloat162 y = __shfl_xor_sync(mk[g], from_bits<__nv_bfloat162>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_sync_i64(PARAMS) {
  LANE;
  if (ex[g]) {
    long long y = __shfl_sync(mk[g], from_bits<long long>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_sync_i64_live(PARAMS) {
  LANE;
  if (ex[g]) {
    long long y = __shfl_sync(mk[g], from_bits<long long>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_up_sync_i64(PARAMS) {
  LANE;
  if (ex[g]) {
    long long y = __shfl_up_sync(mk[g], from_bits<long long>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_up_sync_i64_live(PARAMS) {
  LANE;
  if (ex[g]) {
    long long y = __shfl_up_sync(mk[g], from_bits<long long>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_down_sync_i64(PARAMS) {
  LANE;
  if (ex[g]) {
    long long y = __shfl_down_sync(mk[g], from_bits<long long>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_down_sync_i64_live(PARAMS) {
  LANE;
  if (ex[g]) {
    long long y = __shfl_down_sync(mk[g], from_bits<long long>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_xor_sync_i64(PARAMS) {
  LANE;
  if (ex[g]) {
    long long y = __shfl_xor_sync(mk[g], from_bits<long long>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_xor_sync_i64_live(PARAMS) {
  LANE;
  if (ex[g]) {
    long long y = __shfl_xor_sync(mk[g], from_bits<long long>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_sync_long(PARAMS) {
  LANE;
  if (ex[g]) {
    long y = __shfl_sync(mk[g], from_bits<long>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_sync_long_live(PARAMS) {
  LANE;
  if (ex[g]) {
    long y = __shfl_sync(mk[g], from_bits<long>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_up_sync_long(PARAMS) {
  LANE;
  if (ex[g]) {
    long y = __shfl_up_sync(mk[g], from_bits<long>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_up_sync_long_live(PARAMS) {
  LANE;
  if (ex[g]) {
    long y = __shfl_up_sync(mk[g], from_bits<long>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_down_sync_long(PARAMS) {
  LANE;
  if (ex[g]) {
    long y = __shfl_down_sync(mk[g], from_bits<long>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_down_sync_long_live(PARAMS) {
  LANE;
  if (ex[g]) {
    long y = __shfl_down_sync(mk[g], from_bits<long>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_xor_sync_long(PARAMS) {
  LANE;
  if (ex[g]) {
    long y = __shfl_xor_sync(mk[g], from_bits<long>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_xor_sync_long_live(PARAMS) {
  LANE;
  if (ex[g]) {
    long y = __shfl_xor_sync(mk[g], from_bits<long>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_sync_u64(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned long long y = __shfl_sync(mk[g], from_bits<unsigned long long>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_sync_u64_live(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned long long y = __shfl_sync(mk[g], from_bits<unsigned long long>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_up_sync_u64(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned long long y = __shfl_up_sync(mk[g], from_bits<unsigned long long>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_up_sync_u64_live(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned long long y = __shfl_up_sync(mk[g], from_bits<unsigned long long>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_down_sync_u64(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned long long y = __shfl_down_sync(mk[g], from_bits<unsigned long long>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_down_sync_u64_live(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned long long y = __shfl_down_sync(mk[g], from_bits<unsigned long long>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_xor_sync_u64(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned long long y = __shfl_xor_sync(mk[g], from_bits<unsigned long long>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_xor_sync_u64_live(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned long long y = __shfl_xor_sync(mk[g], from_bits<unsigned long long>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_sync_ulong(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned long y = __shfl_sync(mk[g], from_bits<unsigned long>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_sync_ulong_live(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned long y = __shfl_sync(mk[g], from_bits<unsigned long>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_up_sync_ulong(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned long y = __shfl_up_sync(mk[g], from_bits<unsigned long>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_up_sync_ulong_live(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned long y = __shfl_up_sync(mk[g], from_bits<unsigned long>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_down_sync_ulong(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned long y = __shfl_down_sync(mk[g], from_bits<unsigned long>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_down_sync_ulong_live(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned long y = __shfl_down_sync(mk[g], from_bits<unsigned long>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_xor_sync_ulong(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned long y = __shfl_xor_sync(mk[g], from_bits<unsigned long>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_xor_sync_ulong_live(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned long y = __shfl_xor_sync(mk[g], from_bits<unsigned long>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_sync_f64(PARAMS) {
  LANE;
  if (ex[g]) {
    double y = __shfl_sync(mk[g], from_bits<double>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_sync_f64_live(PARAMS) {
  LANE;
  if (ex[g]) {
    double y = __shfl_sync(mk[g], from_bits<double>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_up_sync_f64(PARAMS) {
  LANE;
  if (ex[g]) {
    double y = __shfl_up_sync(mk[g], from_bits<double>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_up_sync_f64_live(PARAMS) {
  LANE;
  if (ex[g]) {
    double y = __shfl_up_sync(mk[g], from_bits<double>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_down_sync_f64(PARAMS) {
  LANE;
  if (ex[g]) {
    double y = __shfl_down_sync(mk[g], from_bits<double>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_down_sync_f64_live(PARAMS) {
  LANE;
  if (ex[g]) {
    double y = __shfl_down_sync(mk[g], from_bits<double>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_xor_sync_f64(PARAMS) {
  LANE;
  if (ex[g]) {
    double y = __shfl_xor_sync(mk[g], from_bits<double>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_xor_sync_f64_live(PARAMS) {
  LANE;
  if (ex[g]) {
    double y = __shfl_xor_sync(mk[g], from_bits<double>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_sync_u32(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned y = __shfl_sync(mk[g], from_bits<unsigned>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_sync_u32_live(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned y = __shfl_sync(mk[g], from_bits<unsigned>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_up_sync_u32(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned y = __shfl_up_sync(mk[g], from_bits<unsigned>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_up_sync_u32_live(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned y = __shfl_up_sync(mk[g], from_bits<unsigned>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_down_sync_u32(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned y = __shfl_down_sync(mk[g], from_bits<unsigned>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_down_sync_u32_live(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned y = __shfl_down_sync(mk[g], from_bits<unsigned>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_xor_sync_u32(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned y = __shfl_xor_sync(mk[g], from_bits<unsigned>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_xor_sync_u32_live(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned y = __shfl_xor_sync(mk[g], from_bits<unsigned>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_sync_i32(PARAMS) {
  LANE;
  if (ex[g]) {
    int y = __shfl_sync(mk[g], from_bits<int>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_sync_i32_live(PARAMS) {
  LANE;
  if (ex[g]) {
    int y = __shfl_sync(mk[g], from_bits<int>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_up_sync_i32(PARAMS) {
  LANE;
  if (ex[g]) {
    int y = __shfl_up_sync(mk[g], from_bits<int>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_up_sync_i32_live(PARAMS) {
  LANE;
  if (ex[g]) {
    int y = __shfl_up_sync(mk[g], from_bits<int>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_down_sync_i32(PARAMS) {
  LANE;
  if (ex[g]) {
    int y = __shfl_down_sync(mk[g], from_bits<int>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_down_sync_i32_live(PARAMS) {
  LANE;
  if (ex[g]) {
    int y = __shfl_down_sync(mk[g], from_bits<int>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_xor_sync_i32(PARAMS) {
  LANE;
  if (ex[g]) {
    int y = __shfl_xor_sync(mk[g], from_bits<int>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_xor_sync_i32_live(PARAMS) {
  LANE;
  if (ex[g]) {
    int y = __shfl_xor_sync(mk[g], from_bits<int>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_sync_f32(PARAMS) {
  LANE;
  if (ex[g]) {
    float y = __shfl_sync(mk[g], from_bits<float>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_sync_f32_live(PARAMS) {
  LANE;
  if (ex[g]) {
    float y = __shfl_sync(mk[g], from_bits<float>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_up_sync_f32(PARAMS) {
  LANE;
  if (ex[g]) {
    float y = __shfl_up_sync(mk[g], from_bits<float>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_up_sync_f32_live(PARAMS) {
  LANE;
  if (ex[g]) {
    float y = __shfl_up_sync(mk[g], from_bits<float>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_down_sync_f32(PARAMS) {
  LANE;
  if (ex[g]) {
    float y = __shfl_down_sync(mk[g], from_bits<float>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_down_sync_f32_live(PARAMS) {
  LANE;
  if (ex[g]) {
    float y = __shfl_down_sync(mk[g], from_bits<float>(a[g]), b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_xor_sync_f32(PARAMS) {
  LANE;
  if (ex[g]) {
    float y = __shfl_xor_sync(mk[g], from_bits<float>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
}

extern "C" __global__ void k_shfl_xor_sync_f32_live(PARAMS) {
  LANE;
  if (ex[g]) {
    float y = __shfl_xor_sync(mk[g], from_bits<float>(a[g]), (int)b[g], (int)c[g]);
    r[g] = to_bits(y);
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_sync_idx_i32p_u32(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned d, q;
    asm volatile("{ .reg .pred pq; shfl.sync.idx.b32 %0|pq, %2, %3, %4, %5; selp.u32 %1, 1, 0, pq; }"
                 : "=r"(d), "=r"(q) : "r"((unsigned)a[g]), "r"(b[g]), "r"(c[g]), "r"(mk[g]));
    r[g] = d;
    p[g] = q;
  }
}

extern "C" __global__ void k_shfl_sync_idx_i32p_u32_live(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned d, q;
    asm volatile("{ .reg .pred pq; shfl.sync.idx.b32 %0|pq, %2, %3, %4, %5; selp.u32 %1, 1, 0, pq; }"
                 : "=r"(d), "=r"(q) : "r"((unsigned)a[g]), "r"(b[g]), "r"(c[g]), "r"(mk[g]));
    r[g] = d;
    p[g] = q;
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_sync_up_i32p_u32(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned d, q;
    asm volatile("{ .reg .pred pq; shfl.sync.up.b32 %0|pq, %2, %3, %4, %5; selp.u32 %1, 1, 0, pq; }"
                 : "=r"(d), "=r"(q) : "r"((unsigned)a[g]), "r"(b[g]), "r"(c[g]), "r"(mk[g]));
    r[g] = d;
    p[g] = q;
  }
}

extern "C" __global__ void k_shfl_sync_up_i32p_u32_live(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned d, q;
    asm volatile("{ .reg .pred pq; shfl.sync.up.b32 %0|pq, %2, %3, %4, %5; selp.u32 %1, 1, 0, pq; }"
                 : "=r"(d), "=r"(q) : "r"((unsigned)a[g]), "r"(b[g]), "r"(c[g]), "r"(mk[g]));
    r[g] = d;
    p[g] = q;
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_sync_down_i32p_u32(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned d, q;
    asm volatile("{ .reg .pred pq; shfl.sync.down.b32 %0|pq, %2, %3, %4, %5; selp.u32 %1, 1, 0, pq; }"
                 : "=r"(d), "=r"(q) : "r"((unsigned)a[g]), "r"(b[g]), "r"(c[g]), "r"(mk[g]));
    r[g] = d;
    p[g] = q;
  }
}

extern "C" __global__ void k_shfl_sync_down_i32p_u32_live(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned d, q;
    asm volatile("{ .reg .pred pq; shfl.sync.down.b32 %0|pq, %2, %3, %4, %5; selp.u32 %1, 1, 0, pq; }"
                 : "=r"(d), "=r"(q) : "r"((unsigned)a[g]), "r"(b[g]), "r"(c[g]), "r"(mk[g]));
    r[g] = d;
    p[g] = q;
  }
  __syncwarp();
}

extern "C" __global__ void k_shfl_sync_bfly_i32p_u32(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned d, q;
    asm volatile("{ .reg .pred pq; shfl.sync.bfly.b32 %0|pq, %2, %3, %4, %5; selp.u32 %1, 1, 0, pq; }"
                 : "=r"(d), "=r"(q) : "r"((unsigned)a[g]), "r"(b[g]), "r"(c[g]), "r"(mk[g]));
    r[g] = d;
    p[g] = q;
  }
}

extern "C" __global__ void k_shfl_sync_bfly_i32p_u32_live(PARAMS) {
  LANE;
  if (ex[g]) {
    unsigned d, q;
    asm volatile("{ .reg .pred pq; shfl.sync.bfly.b32 %0|pq, %2, %3, %4, %5; selp.u32 %1, 1, 0, pq; }"
                 : "=r"(d), "=r"(q) : "r"((unsigned)a[g]), "r"(b[g]), "r"(c[g]), "r"(mk[g]));
    r[g] = d;
    p[g] = q;
  }
  __syncwarp();
}

extern "C" __global__ void k_all_sync_i32(PARAMS) {
  LANE;
  if (ex[g]) {
    r[g] = to_bits(__all_sync(mk[g], from_bits<int>(a[g])));
  }
}

extern "C" __global__ void k_any_sync_i32(PARAMS) {
  LANE;
  if (ex[g]) {
    r[g] = to_bits(__any_sync(mk[g], from_bits<int>(a[g])));
  }
}

extern "C" __global__ void k_uni_sync_i32(PARAMS) {
  LANE;
  if (ex[g]) {
    r[g] = to_bits(__uni_sync(mk[g], from_bits<int>(a[g])));
  }
}

extern "C" __global__ void k_ballot_sync_i32(PARAMS) {
  LANE;
  if (ex[g]) {
    r[g] = to_bits(__ballot_sync(mk[g], from_bits<int>(a[g])));
  }
}

extern "C" __global__ void k_match_any_sync_u32(PARAMS) {
  LANE;
  if (ex[g]) {
    r[g] = to_bits(__match_any_sync(mk[g], from_bits<unsigned>(a[g])));
  }
}

extern "C" __global__ void k_match_all_sync_u32(PARAMS) {
  LANE;
  if (ex[g]) {
    int pr = -1;
    r[g] = to_bits(__match_all_sync(mk[g], from_bits<unsigned>(a[g]), &pr));
    p[g] = (unsigned)pr;
  }
}

extern "C" __global__ void k_match_any_sync_i32(PARAMS) {
  LANE;
  if (ex[g]) {
    r[g] = to_bits(__match_any_sync(mk[g], from_bits<int>(a[g])));
  }
}

extern "C" __global__ void k_match_all_sync_i32(PARAMS) {
  LANE;
  if (ex[g]) {
    int pr = -1;
    r[g] = to_bits(__match_all_sync(mk[g], from_bits<int>(a[g]), &pr));
    p[g] = (unsigned)pr;
  }
}

extern "C" __global__ void k_match_any_sync_f32(PARAMS) {
  LANE;
  if (ex[g]) {
    r[g] = to_bits(__match_any_sync(mk[g], from_bits<float>(a[g])));
  }
}

extern "C" __global__ void k_match_all_sync_f32(PARAMS) {
  LANE;
  if (ex[g]) {
    int pr = -1;
    r[g] = to_bits(__match_all_sync(mk[g], from_bits<float>(a[g]), &pr));
    p[g] = (unsigned)pr;
  }
}

extern "C" __global__ void k_match_any_sync_u64(PARAMS) {
  LANE;
  if (ex[g]) {
    r[g] = to_bits(__match_any_sync(mk[g], from_bits<unsigned long long>(a[g])));
  }
}

extern "C" __global__ void k_match_all_sync_u64(PARAMS) {
  LANE;
  if (ex[g]) {
    int pr = -1;
    r[g] = to_bits(__match_all_sync(mk[g], from_bits<unsigned long long>(a[g]), &pr));
    p[g] = (unsigned)pr;
  }
}

extern "C" __global__ void k_match_any_sync_i64(PARAMS) {
  LANE;
  if (ex[g]) {
    r[g] = to_bits(__match_any_sync(mk[g], from_bits<long long>(a[g])));
  }
}

extern "C" __global__ void k_match_all_sync_i64(PARAMS) {
  LANE;
  if (ex[g]) {
    int pr = -1;
    r[g] = to_bits(__match_all_sync(mk[g], from_bits<long long>(a[g]), &pr));
    p[g] = (unsigned)pr;
  }
}

extern "C" __global__ void k_match_any_sync_f64(PARAMS) {
  LANE;
  if (ex[g]) {
    r[g] = to_bits(__match_any_sync(mk[g], from_bits<double>(a[g])));
  }
}

extern "C" __global__ void k_match_all_sync_f64(PARAMS) {
  LANE;
  if (ex[g]) {
    int pr = -1;
    r[g] = to_bits(__match_all_sync(mk[g], from_bits<double>(a[g]), &pr));
    p[g] = (unsigned)pr;
  }
}

extern "C" __global__ void k_reduce_add_sync_u32(PARAMS) {
  LANE;
  if (ex[g]) {
    r[g] = to_bits(__reduce_add_sync(mk[g], from_bits<unsigned>(a[g])));
  }
}

extern "C" __global__ void k_reduce_add_sync_i32(PARAMS) {
  LANE;
  if (ex[g]) {
    r[g] = to_bits(__reduce_add_sync(mk[g], from_bits<int>(a[g])));
  }
}

extern "C" __global__ void k_reduce_min_sync_u32(PARAMS) {
  LANE;
  if (ex[g]) {
    r[g] = to_bits(__reduce_min_sync(mk[g], from_bits<unsigned>(a[g])));
  }
}

extern "C" __global__ void k_reduce_min_sync_i32(PARAMS) {
  LANE;
  if (ex[g]) {
    r[g] = to_bits(__reduce_min_sync(mk[g], from_bits<int>(a[g])));
  }
}

extern "C" __global__ void k_reduce_max_sync_u32(PARAMS) {
  LANE;
  if (ex[g]) {
    r[g] = to_bits(__reduce_max_sync(mk[g], from_bits<unsigned>(a[g])));
  }
}

extern "C" __global__ void k_reduce_max_sync_i32(PARAMS) {
  LANE;
  if (ex[g]) {
    r[g] = to_bits(__reduce_max_sync(mk[g], from_bits<int>(a[g])));
  }
}

extern "C" __global__ void k_reduce_and_sync_u32(PARAMS) {
  LANE;
  if (ex[g]) {
    r[g] = to_bits(__reduce_and_sync(mk[g], from_bits<unsigned>(a[g])));
  }
}

extern "C" __global__ void k_reduce_or_sync_u32(PARAMS) {
  LANE;
  if (ex[g]) {
    r[g] = to_bits(__reduce_or_sync(mk[g], from_bits<unsigned>(a[g])));
  }
}

extern "C" __global__ void k_reduce_xor_sync_u32(PARAMS) {
  LANE;
  if (ex[g]) {
    r[g] = to_bits(__reduce_xor_sync(mk[g], from_bits<unsigned>(a[g])));
  }
}

extern "C" __global__ void k_syncwarp_u32(PARAMS) {
  LANE;
  if (ex[g]) {
    __syncwarp(mk[g]);
    r[g] = to_bits(__activemask());
  }
}

extern "C" __global__ void k_syncwarp_u32_live(PARAMS) {
  LANE;
  if (ex[g]) {
    __syncwarp(mk[g]);
    r[g] = to_bits(__activemask());
  }
  __syncwarp();
}
