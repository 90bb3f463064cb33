// Atomics of divergent values, for LLVM's AMDGPU atomic optimizer. The .ll files are
// clang's -O2 IR after `opt -passes='amdgpu-atomic-optimizer<strategy=dpp|iterative>'`,
// which rewrites each atomic into a wave scan/reduction (DPP or permlane under WWM with
// set.inactive, or a readlane loop) plus a single atomic per wave.
// atomic_add: only some lanes take part (v % 4 != 0), and each uses the returned value,
//   so the optimizer builds an exclusive scan: old[gid] = total before the wave +
//   the values of lower participating lanes (sequential schedule: waves in order).
// atomic_max: result unused, so only a reduction. One block is one wave and each block
//   has its own slot (a uniform address, as the optimizer requires), so every wave's
//   reduction shows in memory; only some lanes take part (v % 3 != 0).
#include "../include/hip_lite.h"

extern "C" __global__ void atomic_add(const u32 *in, u32 *acc, u32 *old, u32 n) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (gid >= n) return;
  u32 v = in[gid];
  u32 o = 0xffffffffu;
  if (v % 4u != 0u) o = atomicAdd(acc, v >> 8);
  old[gid] = o;
}

extern "C" __global__ void atomic_max(const u32 *in, u32 *acc, u32 n) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (gid >= n) return;
  u32 v = in[gid];
  if (v % 3u != 0u) atomicMax(&acc[blockIdx.x], v >> 4);
}
