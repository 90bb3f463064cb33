// Butterfly wave sums in f32 (one 32-bit shuffle per step) and f64 (two 32-bit shuffles
// per step, the way the headers split a double). Every lane ends with the same sum, each
// step rounding as the hardware adds do.
#include "../include/cuda_lite.h"

extern "C" __global__ void float_reduce(const float *in, float *sum32, double *sum64) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  float f = in[gid];
  double d = (double)f * (double)f;
  for (int off = 1; off < warpSize; off <<= 1) {
    f += __shfl_xor_sync(0xffffffffu, f, off);
    d += __shfl_xor_sync(0xffffffffu, d, off);
  }
  sum32[gid] = f;
  sum64[gid] = d;
}
