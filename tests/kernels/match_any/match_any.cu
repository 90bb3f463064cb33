// __match_any_sync grouping: lanes with equal keys find each other; the lowest lane of
// each group adds the group size to a per-key counter. The 64-bit form is checked too.
#include "../include/cuda_lite.h"

extern "C" __global__ void match_any(const u32 *in, u32 *masks, u32 *masks64, u32 *counts) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  u32 key = in[gid] & 7u;
  u32 group = __match_any_sync(0xffffffffu, key);
  masks[gid] = group;
  // 64-bit key whose low word is equal for every lane: only the high word separates groups.
  u64 key64 = ((u64)(in[gid] >> 30) << 32) | 0x1234u;
  masks64[gid] = __match_any_sync(0xffffffffu, key64);
  if ((u32)(__ffs(group) - 1) == lane_id()) atomicAdd(&counts[key], (u32)__popc(group));
}
