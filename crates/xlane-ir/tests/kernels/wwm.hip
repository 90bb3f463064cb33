#define __global__ __attribute__((global))
extern "C" __global__ void count(unsigned* c, const unsigned* in) {
  unsigned t = __builtin_amdgcn_workitem_id_x();
  if (in[t] & 1) __hip_atomic_fetch_add(c, in[t], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
extern "C" __global__ void slot(unsigned* c, unsigned* out) {
  unsigned t = __builtin_amdgcn_workitem_id_x();
  out[t] = __hip_atomic_fetch_add(c, 1u, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
