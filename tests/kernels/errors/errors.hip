// Kernels for the error specs (AMD).
// copy: out[i] = in[i] with no bounds check (out-of-bounds, misaligned specs).
// spin: waits for a flag nobody sets (step-limit spec).
#include "../include/hip_lite.h"

extern "C" __global__ void copy(const u32 *in, u32 *out) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  out[gid] = in[gid];
}

extern "C" __global__ void spin(volatile u32 *flag, u32 *out) {
  while (*flag == 0u) {}
  out[threadIdx.x] = 1u;
}
