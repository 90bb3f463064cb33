#include "../include/hip_lite.h"
#include "atomics_body.h"

// The same order-free updates through the builtins HIP code also uses directly:
// __hip_atomic_* with explicit scopes and the C11-style __atomic_* with memory orders.
extern "C" __global__ void atomics_scoped(const u32 *in, u32 *cnt) {
  __shared__ u32 s;
  u32 v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (threadIdx.x == 0) __hip_atomic_store(&s, 0u, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  __syncthreads();
  __hip_atomic_fetch_add(&s, v & 7u, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  __hip_atomic_fetch_add(&cnt[0], 1u, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WAVEFRONT);
  __hip_atomic_fetch_max(&cnt[1], v, __ATOMIC_ACQ_REL, __HIP_MEMORY_SCOPE_SYSTEM);
  __atomic_fetch_add(&cnt[2], v & 3u, __ATOMIC_SEQ_CST);
  __atomic_fetch_or(&cnt[3], 1u << (v & 31), __ATOMIC_ACQ_REL);
  __atomic_fetch_min(&cnt[4], v, __ATOMIC_RELAXED);
  __syncthreads();
  if (threadIdx.x == 0) {
    u32 t = __hip_atomic_load(&s, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_WORKGROUP);
    __atomic_fetch_add(&cnt[5], t, __ATOMIC_RELEASE);
  }
}
