// Kernels for the error specs (AMD).
// copy: out[i] = in[i] with no bounds check (out-of-bounds, misaligned specs).
// spin: waits for a flag nobody sets (step-limit spec).
// quotient: an unsigned division by an input that holds zeros (division-by-zero spec).
// kernel_object: reads a dispatch-packet field no launch implies (unsupported spec).
#include "../include/hip_lite.h"

extern "C" __global__ void copy(const u32 *in, u32 *out) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  out[gid] = in[gid];
}

extern "C" __global__ void spin(volatile u32 *flag, u32 *out) {
  while (*flag == 0u) {}
  out[threadIdx.x] = 1u;
}

extern "C" __global__ void quotient(const u32 *num, const u32 *den, u32 *out) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  out[gid] = num[gid] / den[gid];
}

extern "C" __global__ void kernel_object(u64 *out) {
  // hsa_kernel_dispatch_packet_t.kernel_object is at byte offset 32.
  const char *packet = (const char *)__builtin_amdgcn_dispatch_ptr();
  out[threadIdx.x] = *(const u64 *)(packet + 32);
}
