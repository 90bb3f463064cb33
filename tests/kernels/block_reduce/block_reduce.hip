// Block sum through LDS: tree reduction with a barrier after every step. The block holds
// several waves, so the barriers really order waves.
#include "../include/hip_lite.h"

extern "C" __global__ void block_reduce(const u32 *in, u32 *out, u32 n) {
  __shared__ u32 part[256];
  u32 t = threadIdx.x;
  u32 gid = blockIdx.x * blockDim.x + t;
  part[t] = gid < n ? in[gid] : 0u;
  __syncthreads();
  for (u32 stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (t < stride) part[t] += part[t + stride];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = part[0];
}
