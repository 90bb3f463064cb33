#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
typedef unsigned u32;
#define AS3 __attribute__((address_space(3)))
#define AS1 __attribute__((address_space(1)))
// Stage 4 words per thread into shared memory with cp.async (thread 63 copies only 8 of its
// 16 bytes: the rest is zero-filled), wait (unless `early`), sync, read a neighbour's words.
extern "C" __global__ void stage(const u32* in, u32* out, int early) {
  __shared__ __attribute__((aligned(16))) u32 s[4 * 64];
  u32 t = __nvvm_read_ptx_sreg_tid_x();
  AS3 void* d = (AS3 void*)(s + 4 * t);
  AS1 void* g = (AS1 void*)(in + 4 * t);
  if (t == 63) __nvvm_cp_async_ca_shared_global_16(d, g, 8);
  else __nvvm_cp_async_ca_shared_global_16(d, g);
  __nvvm_cp_async_commit_group();
  if (!early) __nvvm_cp_async_wait_group(0);
  u32 mine = s[4 * t + 1];
  __syncthreads();
  out[t] = s[4 * ((t + 1) % 64) + 3] + mine;
}
