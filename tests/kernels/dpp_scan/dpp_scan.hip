// Wave inclusive scan and wave reduce built from DPP, the way hand-written AMD code does it.
// GFX9 (CDNA): row_shr:1,2,3 (bound_ctrl), row_shr:4 bank_mask 0xe, row_shr:8 bank_mask 0xc,
// then row_bcast:15 (row_mask 0xa) and row_bcast:31 (row_mask 0xc) carry totals across rows.
// GFX10+ (RDNA) has no row broadcasts: row_shr:1,2,4,8, then permlanex16 brings lane 15 of
// the neighbouring row, and in wave64 readlane(31) carries the low half into the high half.
// Lanes past `n` exit early, so the last wave is partial (trailing lanes inactive).
#include "../include/hip_lite.h"

// old = 0, the identity of +, so lanes that are not written add nothing. (A macro: the
// controls must be integer constant expressions.)
#define dpp(v, ctrl, row_mask, bank_mask, bound_ctrl) \
  __builtin_amdgcn_update_dpp(0u, (v), (ctrl), (row_mask), (bank_mask), (bound_ctrl))

extern "C" __global__ void dpp_scan(const u32 *in, u32 *scan, u32 *wave_sum, u32 n) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (gid >= n) return;
  u32 v = in[gid];
  u32 x = v;
#if defined(__GFX9__)
  x += dpp(v, 0x111, 0xf, 0xf, true);   // row_shr:1
  x += dpp(v, 0x112, 0xf, 0xf, true);   // row_shr:2
  x += dpp(v, 0x113, 0xf, 0xf, true);   // row_shr:3
  x += dpp(x, 0x114, 0xf, 0xe, false);  // row_shr:4 bank_mask:0xe
  x += dpp(x, 0x118, 0xf, 0xc, false);  // row_shr:8 bank_mask:0xc
  x += dpp(x, 0x142, 0xa, 0xf, false);  // row_bcast:15 row_mask:0xa
  x += dpp(x, 0x143, 0xc, 0xf, false);  // row_bcast:31 row_mask:0xc
#else
  x += dpp(x, 0x111, 0xf, 0xf, false);  // row_shr:1
  x += dpp(x, 0x112, 0xf, 0xf, false);  // row_shr:2
  x += dpp(x, 0x114, 0xf, 0xf, false);  // row_shr:4
  x += dpp(x, 0x118, 0xf, 0xf, false);  // row_shr:8
  // Every lane reads position 15 of the other row of its 32-lane half.
  u32 other = __builtin_amdgcn_permlanex16(x, x, ~0u, ~0u, false, false);
  x += dpp(other, 0xe4, 0xa, 0xf, false);  // quad_perm identity, rows 1 and 3 only
  if (warpSize == 64) {
    u32 low_total = __builtin_amdgcn_readlane(x, 31);
    x += dpp(low_total, 0xe4, 0xc, 0xf, false);  // rows 2 and 3 only
  }
#endif
  scan[gid] = x;
  // The wave total sits in the highest active lane.
  u64 active = __ballot(1);
  u32 last = 63 - __builtin_clzll(active);
  u32 total = __builtin_amdgcn_readlane(x, last);
  if (__lane_id() == 0) wave_sum[gid / warpSize] = total;
}
