// Warp-level idioms as CUDA programmers write them: a __shfl_down_sync tree reduction, a
// __shfl_up_sync inclusive scan, __ballot_sync + __popc stream compaction, __activemask in
// a divergent branch, __reduce_*_sync, __match_any_sync, __syncwarp, the block votes
// __syncthreads_count/and/or, __ldg and a cp.async copy through shared memory.
// Thread i writes out[i * 10 + k]; kept elements are compacted into packed[].
#include "../include/cuda_lite.h"

extern "C" __global__ void warp_prims(const u32 *__restrict__ in, u32 *out, u32 *packed,
                                      u32 *npacked) {
  __shared__ u32 stage[256];
  u32 tid = threadIdx.x, gid = blockIdx.x * blockDim.x + tid;
  u32 lane = tid & 31;
  __pipeline_memcpy_async_4(&stage[tid], &in[gid]);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  u32 v = stage[(tid + 1) % blockDim.x];
  u32 w = __ldg(&in[gid]);
  u32 *r = out + gid * 10;

  u32 s = v;
  for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffu, s, o);
  r[0] = s;

  u32 sc = v & 0xFFu;
  for (int o = 1; o < 32; o <<= 1) {
    u32 t = __shfl_up_sync(0xffffffffu, sc, o);
    if (lane >= (u32)o) sc += t;
  }
  r[1] = sc;

  bool keep = (w % 3u) == 0;
  u32 bal = __ballot_sync(0xffffffffu, keep);
  u32 base = 0;
  if (lane == 0) base = atomicAdd(npacked, (u32)__popc(bal));
  base = __shfl_sync(0xffffffffu, base, 0);
  if (keep) packed[base + __popc(bal & ((1u << lane) - 1))] = w;
  r[2] = bal;

  u32 am = 0;
  if (lane % 3 == 0) am = __activemask();
  __syncwarp();
  r[3] = am;
  r[4] = __reduce_add_sync(0xffffffffu, v & 0xFFFFu);
  r[5] = __reduce_max_sync(0xffffffffu, v) ^ __reduce_min_sync(0xffffffffu, w);
  r[6] = __match_any_sync(0xffffffffu, v & 3u);
  r[7] = __syncthreads_count(keep);
  r[8] = (u32)__syncthreads_and(v != 0) | ((u32)__syncthreads_or(w == 12345u) << 1);
  r[9] = (u32)__all_sync(0xffffffffu, v > 1000u) | ((u32)__any_sync(0xffffffffu, (v & 0xFF) == 0) << 1);
}
