// Stream compaction: each wave ballots its predicate, one lane reserves space with an
// atomic, and every kept lane finds its slot with mbcnt (count of kept lanes below it).
#include "../include/hip_lite.h"

extern "C" __global__ void compact(const u32 *in, u32 *out, u32 *count, u32 n) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (gid >= n) return;
  u32 v = in[gid];
  bool keep = (v % 3u) == 0u;
  u64 kept = __ballot(keep);
  u32 rank = __builtin_amdgcn_mbcnt_hi((u32)(kept >> 32), __builtin_amdgcn_mbcnt_lo((u32)kept, 0u));
  u32 leader = __builtin_ctzll(__ballot(1));
  u32 base = 0;
  if (__lane_id() == leader) base = atomicAdd(count, (u32)__popcll(kept));
  base = __builtin_amdgcn_readfirstlane(base);
  if (keep) out[base + rank] = v;
}
