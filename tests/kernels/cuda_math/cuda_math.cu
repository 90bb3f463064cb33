// CUDA-samples-style kernels on the real CUDA 13.0 headers with libdevice linked: max()/min()
// and float math with exact results, an approximate `expf`, device printf and assert.
#include <cassert>
#include <cstdio>

// Clamp and saturate (CUDA's int max/min, fmaxf/fminf, fabsf, floorf, fmaf, __fsqrt_rn,
// __fdiv_rn, truncation and rounding conversions): every result is exact IEEE.
extern "C" __global__ void clamp(const int* a, const float* x, int* out, float* fout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  out[i] = max(min(a[i], 1000), -1000) + abs(a[i] % 7) + (int)rintf(x[i]) + __float2int_rz(x[i] * 3.0f);
  float y = fmaxf(fminf(x[i], 50.0f), -50.0f);
  fout[i] = fmaf(y, 0.5f, __fsqrt_rn(fabsf(x[i]))) + floorf(x[i]) + __fdiv_rn(x[i], 3.0f) + ceilf(y * 0.25f);
}

// expf goes through libdevice's ex2.approx.ftz.f32: its result is approximate.
extern "C" __global__ void softplus(const float* x, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = logf(1.0f + expf(x[i]));
}

extern "C" __global__ void hello(const int* a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && (i % 5 == 0)) printf("thread %d of block %d: a=%d hex=%#x f=%.3f %s\n", threadIdx.x, blockIdx.x, a[i], a[i] & 0xffff, a[i] * 0.25f, i & 1 ? "odd" : "even");
}

extern "C" __global__ void checked(const int* a, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    assert(a[i] < 1000);
    out[i] = a[i] * 2;
  }
}
