// One call of each NVIDIA warp primitive per lane, all 32 lanes converged.
// Lane i writes slot k of its record to out[i * 20 + k].
//  0 __shfl_sync(v, (7*lane) & 31, width 8)   10 match.all pred (distinct keys -> 0)
//  1 __shfl_up_sync(v, 3, width 16)           11 redux.sync.min (signed)
//  2 __shfl_down_sync(v, 5, width 8)          12 redux.sync.umax
//  3 __shfl_xor_sync(v, 20, width 16)         13 redux.sync.and
//  4 __shfl_sync(v, -1) (lane 31)             14 redux.sync.or
//  5 vote all | any<<1 | uni<<2 of v & 1      15 redux.sync.xor
//  6 __ballot_sync(v & 1)                     16 %lanemask_lt
//  7 match.all mask (equal keys)              17 %lanemask_ge
//  8 match.all pred (equal keys -> 1)         18 __shfl_up_sync(v, 33): delta uses b[4:0]
//  9 match.all mask (distinct keys -> 0)      19 rank: popc(ballot & lanemask_lt)
#include "../include/cuda_lite.h"

extern "C" __global__ void zoo(const u32 *in, u32 *out) {
  const u32 full = 0xffffffffu;
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  u32 lane = lane_id();
  u32 v = in[gid];
  u32 *r = out + gid * 20;
  r[0] = __shfl_sync(full, v, (int)((7 * lane) & 31), 8);
  r[1] = __shfl_up_sync(full, v, 3, 16);
  r[2] = __shfl_down_sync(full, v, 5, 8);
  r[3] = __shfl_xor_sync(full, v, 20, 16);
  r[4] = __shfl_sync(full, v, -1);
  int p = v & 1u;
  r[5] = (u32)__nvvm_vote_all_sync(full, p) | (u32)__nvvm_vote_any_sync(full, p) << 1 |
         (u32)__nvvm_vote_uni_sync(full, p) << 2;
  u32 ballot = __ballot_sync(full, p);
  r[6] = ballot;
  int pred;
  r[7] = __nvvm_match_all_sync_i32p(full, v & 0x100u & 0u, &pred);
  r[8] = (u32)pred;
  r[9] = __nvvm_match_all_sync_i32p(full, lane, &pred);
  r[10] = (u32)pred;
  r[11] = (u32)__nvvm_redux_sync_min((int)v, full);
  r[12] = __nvvm_redux_sync_umax(v, full);
  r[13] = __nvvm_redux_sync_and(v, full);
  r[14] = __nvvm_redux_sync_or(v, full);
  r[15] = __nvvm_redux_sync_xor(v, full);
  u32 lt = __nvvm_read_ptx_sreg_lanemask_lt();
  r[16] = lt;
  r[17] = __nvvm_read_ptx_sreg_lanemask_ge();
  r[18] = __shfl_up_sync(full, v, 33);
  r[19] = (u32)__popc(ballot & lt);
}
