// ds_bpermute and ds_permute with per-lane random byte addresses: only address bits [7:2]
// (wave64) or [6:2] (wave32) choose the lane, and on GFX10/11 wave64 the choice stays in
// the lane's 32-lane half. ds_permute collisions are avoided: its address is a random
// permutation of the lanes plus random high bits.
#include "../include/hip_lite.h"

extern "C" __global__ void random_permute(const u32 *vals, const u32 *addrs, const u32 *perm, u32 *pulled, u32 *pushed) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  int v = (int)vals[gid];
  pulled[gid] = (u32)__builtin_amdgcn_ds_bpermute((int)addrs[gid], v);
  pushed[gid] = (u32)__builtin_amdgcn_ds_permute((int)perm[gid], v);
}
