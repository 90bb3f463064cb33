// Kernels for the error specs (NVIDIA).
// deadlock: lanes 0..15 shuffle with a full-warp member mask while lanes 16..31 wait at
//   __syncwarp: the shuffle's members 16..31 never arrive at it (deadlock spec).
// spin: waits for a flag nobody sets (step-limit spec).
// barrier_split: only lanes 0..15 of each warp reach __syncthreads, which clang emits as
//   barrier.cta.sync.aligned: PTX makes a divergent .aligned barrier undefined
//   (barrier-divergence spec).
#include "../include/cuda_lite.h"

extern "C" __global__ void deadlock(const u32 *in, u32 *out) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  u32 v = in[gid];
  if (lane_id() < 16) v = __shfl_xor_sync(0xffffffffu, v, 1);
  else __syncwarp(0xffffffffu);
  out[gid] = v;
}

extern "C" __global__ void spin(volatile u32 *flag, u32 *out) {
  while (*flag == 0u) {}
  out[threadIdx.x] = 1u;
}

extern "C" __global__ void barrier_split(u32 *out) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (lane_id() < 16) __syncthreads();
  out[gid] = 1u;
}
