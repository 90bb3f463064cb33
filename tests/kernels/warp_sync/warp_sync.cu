// Warp-synchronous code under independent thread scheduling, written the legal way.
// exchange: lanes pass values through shared memory with __syncwarp() between the writes
//   and the reads; then each half-warp diverges and exchanges again, ordered by a
//   __syncwarp whose mask names only that half.
// sub_masks: the even lanes shuffle among themselves with member mask 0x55555555 (every
//   source lane is an even lane), the odd lanes take a prefix sum over their own half-warp
//   segment with __shfl_up_sync(0xaaaaaaaa, ...) restricted to odd sources.
#include "../include/cuda_lite.h"

extern "C" __global__ void exchange(const u32 *in, u32 *out1, u32 *out2) {
  __shared__ u32 buf[128];
  u32 t = threadIdx.x;
  u32 gid = blockIdx.x * blockDim.x + t;
  u32 lane = lane_id();
  u32 base = t - lane;
  buf[t] = in[gid];
  __syncwarp();
  u32 r = buf[base + (lane ^ 5u)];
  __syncwarp();
  u32 r2;
  if (lane < 16) {
    buf[t] = r * 3u;
    __syncwarp(0x0000ffffu);
    r2 = buf[base + (15u - lane)];
  } else {
    buf[t] = r + 1u;
    __syncwarp(0xffff0000u);
    r2 = buf[base + 16u + (31u - lane)];
  }
  out1[gid] = r;
  out2[gid] = r2;
}

extern "C" __global__ void sub_masks(const u32 *in, u32 *out) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  u32 lane = lane_id();
  u32 v = in[gid];
  u32 r;
  if ((lane & 1u) == 0u) {
    r = __shfl_sync(0x55555555u, v, (int)((lane + 6u) & 31u));
  } else {
    // Odd lanes: the lane two below is the previous odd lane; doubling distances
    // 2, 4, 8, 16 give an inclusive scan over the odd lanes.
    r = v;
    for (u32 d = 2; d < 32; d <<= 1) {
      u32 t = __shfl_up_sync(0xaaaaaaaau, r, d);
      if (lane >= d) r += t;
    }
  }
  out[gid] = r;
}
