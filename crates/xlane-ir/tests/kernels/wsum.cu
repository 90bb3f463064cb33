#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
extern "C" __global__ void wsum(const int* x, int* out) {
  __shared__ int s[32];
  int t = __nvvm_read_ptx_sreg_tid_x();
  int v = x[t];
  for (int o = 16; o > 0; o >>= 1) v += __nvvm_shfl_sync_down_i32(0xffffffff, v, o, 31);
  if ((t & 31) == 0) s[t>>5] = v;
  __syncthreads();
  if (t == 0) { int a = 0; for (int i = 0; i < __nvvm_read_ptx_sreg_ntid_x()/32; i++) a += s[i]; __nvvm_atom_add_gen_i(out, a); }
}
