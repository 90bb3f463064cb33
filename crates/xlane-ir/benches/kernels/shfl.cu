// Shuffle-heavy bench kernel: butterfly shuffles in a loop.
#define __global__ __attribute__((global))
typedef unsigned u32;
extern "C" __global__ void shfl(u32* out, int iters) {
  u32 t = __nvvm_read_ptx_sreg_tid_x();
  u32 v = t;
  for (int i = 0; i < iters; i++) {
    v += __nvvm_shfl_sync_bfly_i32(0xffffffffu, v, 1, 31);
    v ^= __nvvm_shfl_sync_bfly_i32(0xffffffffu, v, 2, 31);
    v += __nvvm_shfl_sync_bfly_i32(0xffffffffu, v, 4, 31);
    v ^= __nvvm_shfl_sync_bfly_i32(0xffffffffu, v, 8, 31);
  }
  out[__nvvm_read_ptx_sreg_ctaid_x() * 256 + t] = v;
}
