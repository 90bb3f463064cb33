// Atomics of every kind on global and shared memory. The final memory contents do not
// depend on the order in which lanes and blocks perform them (each operation commutes), so
// the host reference is order-free. cnt[] starts as given by the spec.
extern "C" __global__ void atomics(const u32 *in, u32 *cnt, u64 *wide, float *fsum) {
  __shared__ u32 s[4];
  u32 tid = threadIdx.x;
  u32 v = in[blockIdx.x * blockDim.x + tid];
  if (tid < 4) s[tid] = tid == 2 ? ~0u : 0u;
  __syncthreads();
  atomicMin(&cnt[0], v);
  atomicMax(&cnt[1], v);
  atomicAnd(&cnt[2], v | 0x0F0F0F0Fu);
  atomicOr(&cnt[3], v & 0x11111111u);
  atomicXor(&cnt[4], v);
  atomicAdd(&cnt[5], 1u);
  atomicSub(&cnt[6], v & 0xFFu);
  atomicMin((int *)&cnt[7], (int)v);
  atomicMax((int *)&cnt[8], (int)v);
  // A compare-and-swap loop computing a maximum of v ^ 0x5555.
  u32 old = cnt[9], assumed;
  do {
    assumed = old;
    u32 want = (v ^ 0x5555u) > assumed ? (v ^ 0x5555u) : assumed;
    old = atomicCAS(&cnt[9], assumed, want);
  } while (assumed != old);
  atomicExch(&cnt[10], 77u);
  atomicInc(&cnt[11], 1000000u);
  atomicAdd(&fsum[0], (float)(v & 0xFF));
  atomicAdd(&wide[0], (u64)v << 20);
  atomicMax(&wide[1], (u64)v * (u64)v);
  atomicMin(&wide[2], ((u64)v << 32) | tid);
  atomicXor(&wide[3], (u64)v * 0x9E3779B97F4A7C15ull);
  u64 o64 = wide[4], a64;
  do {
    a64 = o64;
    o64 = atomicCAS(&wide[4], a64, a64 + (v & 0xF));
  } while (a64 != o64);
  atomicAdd(&s[0], v & 1u);
  atomicMax(&s[1], v);
  atomicAnd(&s[2], v | 0x80000000u);
  __syncthreads();
  if (tid == 0) {
    atomicAdd(&cnt[12], s[0]);
    atomicMax(&cnt[13], s[1]);
    atomicXor(&cnt[14], s[2]);
  }
}
