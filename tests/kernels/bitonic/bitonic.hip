// Bitonic sort of each wave's values (ascending) with __shfl_xor.
#include "../include/hip_lite.h"

extern "C" __global__ void bitonic(const u32 *in, u32 *out) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  u32 lane = __lane_id();
  u32 x = in[gid];
  for (int k = 2; k <= warpSize; k <<= 1) {
    for (int j = k >> 1; j > 0; j >>= 1) {
      u32 p = __shfl_xor(x, j);
      bool ascending = (lane & k) == 0;
      bool lower = (lane & j) == 0;
      u32 lo = x < p ? x : p, hi = x < p ? p : x;
      x = (lower == ascending) ? lo : hi;
    }
  }
  out[gid] = x;
}
