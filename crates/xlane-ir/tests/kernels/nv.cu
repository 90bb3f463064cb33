#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __device__ __attribute__((device))
#define __constant__ __attribute__((constant))
typedef unsigned u32;
struct Params { int scale; float bias; short pad; };
__constant__ u32 table[8];
__device__ u32 lane() { return __nvvm_read_ptx_sreg_laneid(); }
// ballot, half-warp shuffles with a 16-lane member mask, constant table, byval struct
extern "C" __global__ void vote(const u32* in, u32* out, struct Params p) {
  u32 t = __nvvm_read_ptx_sreg_tid_x();
  u32 v = in[t];
  u32 b = __nvvm_vote_ballot_sync(0xffffffffu, v & 1);
  u32 x = 0;
  if (lane() < 16) x = __nvvm_shfl_sync_idx_i32(0x0000ffffu, v, 15 - lane(), 31);
  out[3 * t + 0] = b;
  out[3 * t + 1] = x;
  out[3 * t + 2] = table[t % 8] * p.scale + (u32)p.bias;
}
// __syncthreads_count and dynamic shared memory
extern __shared__ u32 dyn[];
extern "C" __global__ void cnt(const u32* in, u32* out) {
  u32 t = __nvvm_read_ptx_sreg_tid_x();
  dyn[t] = in[t];
  int c = __nvvm_bar0_popc(in[t] > 50);
  out[t] = c + dyn[(t + 1) % __nvvm_read_ptx_sreg_ntid_x()];
}
// member lanes that wait elsewhere and never reach the shuffle: a deadlock
extern "C" __global__ void dead(u32* out) {
  u32 t = __nvvm_read_ptx_sreg_tid_x();
  if (t < 16) out[t] = __nvvm_shfl_sync_idx_i32(0xffffffffu, t, 0, 31);
  out[t + 32] = t;
}
// half arithmetic
extern "C" __global__ void hf(const _Float16* a, _Float16* o) {
  u32 t = __nvvm_read_ptx_sreg_tid_x();
  o[t] = a[t] * (_Float16)3.0f + (_Float16)0.1f;
}
