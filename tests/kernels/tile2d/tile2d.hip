// A 2D launch: block (16, 8), grid (3, 2). Waves are cut from the linear thread id
// (x fastest), so each wave spans several rows of the tile. Every thread writes the sum
// of its wave (butterfly) and its (wave, lane) position.
#include "../include/hip_lite.h"

extern "C" __global__ void tile2d(const u32 *in, u32 *sum, u32 *where, u32 width) {
  u32 gx = blockIdx.x * blockDim.x + threadIdx.x;
  u32 gy = blockIdx.y * blockDim.y + threadIdx.y;
  u32 idx = gy * width + gx;
  u32 r = in[idx];
  for (int off = 1; off < warpSize; off <<= 1) r += __shfl_xor(r, off);
  u32 flat = threadIdx.y * blockDim.x + threadIdx.x;
  sum[idx] = r;
  where[idx] = ((flat / warpSize) << 8) | __lane_id();
}
