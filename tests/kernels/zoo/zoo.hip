// One call of each AMD cross-lane primitive per lane, with fixed controls, all lanes active.
// Lane i writes slot k of its record to out[i * 16 + k]; slots a target lacks hold ~0.
//  0 ds_swizzle SWAP 4 (0x101F)        8 update_dpp row_newbcast/row_share 6 (0x156)
//  1 ds_swizzle BROADCAST(8,3) (0x0078) 9 mov_dpp8 [7,6,5,4,3,2,1,0] (GFX10+)
//  2 ds_swizzle QUAD_PERM 1,0,3,2       10 permlane16, ISA "rotate by 1" selectors (GFX10+)
//  3 update_dpp row_ror:3               11 permlanex16, identity selectors (GFX10+)
//  4 update_dpp row_mirror              12 permlane64 (GFX11+ wave64)
//  5 update_dpp row_half_mirror         13 ds_permute to lane (5i+3) mod W (a permutation)
//  6 update_dpp quad_perm [3,2,1,0]     14 readlane(v, 37): lane 37 mod W
//  7 wave_ror:1 (GFX9) / row_xmask:5    15 mbcnt of ballot(v & 1) (kept lanes below i)
#include "../include/hip_lite.h"

#define DPP(v, ctrl) __builtin_amdgcn_update_dpp(0x55u, (v), (ctrl), 0xf, 0xf, false)

extern "C" __global__ void zoo(const u32 *in, u32 *out) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  u32 v = in[gid];
  u32 *r = out + gid * 16;
  r[0] = __builtin_amdgcn_ds_swizzle(v, 0x101F);
  r[1] = __builtin_amdgcn_ds_swizzle(v, 0x0078);
  r[2] = __builtin_amdgcn_ds_swizzle(v, 0x80B1);
  r[3] = DPP(v, 0x123);
  r[4] = DPP(v, 0x140);
  r[5] = DPP(v, 0x141);
  r[6] = DPP(v, 0x1B);
#if defined(__GFX9__)
  r[7] = DPP(v, 0x13C);
#else
  r[7] = DPP(v, 0x165);
#endif
  r[8] = DPP(v, 0x156);
#if defined(__GFX9__)
  r[9] = r[10] = r[11] = ~0u;
#else
  r[9] = __builtin_amdgcn_mov_dpp8(v, 0x053977);
  r[10] = __builtin_amdgcn_permlane16(0u, v, 0x87654321u, 0x0fedcba9u, false, false);
  r[11] = __builtin_amdgcn_permlanex16(0u, v, 0x76543210u, 0xfedcba98u, false, false);
#endif
#if defined(__GFX11__) || defined(__GFX12__)
  r[12] = warpSize == 64 ? __builtin_amdgcn_permlane64(v) : ~0u;
#else
  r[12] = ~0u;
#endif
  u32 lane = __lane_id();
  r[13] = __builtin_amdgcn_ds_permute((int)((lane * 5 + 3) << 2), (int)v);
  r[14] = __builtin_amdgcn_readlane(v, 37);
  u64 odd = __ballot(v & 1u);
  r[15] = __builtin_amdgcn_mbcnt_hi((u32)(odd >> 32), __builtin_amdgcn_mbcnt_lo((u32)odd, 0u));
}
