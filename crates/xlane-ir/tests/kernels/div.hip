#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __device__ __attribute__((device))
typedef unsigned u32;
__device__ u32 tid() { return __builtin_amdgcn_workitem_id_x(); }
__device__ u32 gid() { return __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + tid(); }
__device__ __attribute__((noinline)) u32 collatz(u32 x) {
  u32 n = 0;
  while (x != 1) { x = (x & 1) ? 3 * x + 1 : x / 2; n++; }
  return n;
}
// divergent loop trip counts, a call, nested if/else, switch
extern "C" __global__ void diverge(const u32* in, u32* out, int n) {
  u32 i = gid();
  if ((int)i >= n) return;
  u32 v = in[i];
  u32 r;
  if (v % 3 == 0) {
    r = collatz(v + 1);
    if (v & 1) r += 1000; else r += 2000;
  } else {
    switch (v % 5) {
      case 0: r = v * 7; break;
      case 1: r = v ^ 0x55; break;
      case 4: r = v << 3; break;
      default: r = v - 1;
    }
  }
  out[i] = r;
}
// early exit followed by a block barrier and LDS use; grid/block dims from the implicit args
extern "C" __global__ void rev(const u32* in, u32* out, u32* dims) {
  __shared__ u32 s[1024];
  u32 t = tid();
  u32 bs = __builtin_amdgcn_workgroup_size_x();
  s[t] = in[__builtin_amdgcn_workgroup_id_x() * bs + t];
  __builtin_amdgcn_s_barrier();
  out[__builtin_amdgcn_workgroup_id_x() * bs + t] = s[bs - 1 - t];
  if (t == 0 && __builtin_amdgcn_workgroup_id_x() == 0) { dims[0] = bs; dims[1] = __builtin_amdgcn_grid_size_x(); }
}
// cross-lane: ballot, readlane, mbcnt, dpp row_shr
extern "C" __global__ void xl(const u32* in, unsigned long long* ball, u32* out) {
  u32 t = tid();
  u32 v = in[t];
  unsigned long long b = __builtin_amdgcn_ballot_w64(v & 1);
  u32 first = __builtin_amdgcn_readfirstlane(v);
  u32 l5 = __builtin_amdgcn_readlane(v, 5);
  u32 lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
  u32 shr = __builtin_amdgcn_update_dpp(0u, v, 0x111, 0xf, 0xf, false); // row_shr:1
  if (t == 0) ball[0] = b;
  out[4 * t + 0] = first;
  out[4 * t + 1] = l5;
  out[4 * t + 2] = lane;
  out[4 * t + 3] = shr;
}
// atomics: float add, cas loop max, integer min, exch
extern "C" __global__ void atom(float* f, u32* m, int* mn, u32* x) {
  u32 t = tid();
  __hip_atomic_fetch_add(f, (float)t * 0.5f, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  u32 old = *m, assumed;
  do { assumed = old; u32 nv = assumed > t * 3 ? assumed : t * 3;
       old = __hip_atomic_compare_exchange_strong(m, &assumed, nv, __ATOMIC_RELAXED, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT) ? assumed : assumed; old = *m; } while (old < t * 3);
  __hip_atomic_fetch_min(mn, -(int)t, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  __hip_atomic_exchange(x, t, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
