// Block sum through dynamic shared memory (the launch's shared_bytes): tree reduction with
// __syncthreads after every step.
#include "../include/cuda_lite.h"

extern "C" __global__ void block_reduce(const u32 *in, u32 *out, u32 n) {
  extern __shared__ u32 part[];
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
