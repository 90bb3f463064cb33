// Inline PTX as hand-written kernels and libraries use it: integer and bit instructions,
// predicates and guards, 64-bit and vector moves, directed-rounding float arithmetic and
// conversions, shared/global memory and atomics, special registers, and cross-lane
// instructions. Each thread writes one value per instruction (NV per thread).
#include <cstdint>
typedef unsigned u32;
typedef unsigned long long u64;

#define NI 24
extern "C" __global__ void ints(const u32* a, const u32* b, u32* out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  u32 x = a[t], y = b[t], r[NI];
  u32 s = y & 31, l = (y >> 5) & 31;
  asm("add.u32 %0, %1, %2;" : "=r"(r[0]) : "r"(x), "r"(y));
  asm("mul.hi.u32 %0, %1, %2;" : "=r"(r[1]) : "r"(x), "r"(y));
  asm("mad.lo.s32 %0, %1, %2, %3;" : "=r"(r[2]) : "r"(x), "r"(y), "r"(x));
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(r[3]) : "r"(x), "r"(s), "r"(l));
  asm("bfe.s32 %0, %1, %2, %3;" : "=r"(r[4]) : "r"(x), "r"(s), "r"(l));
  asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(r[5]) : "r"(x), "r"(y), "r"(s), "r"(l));
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r[6]) : "r"(x), "r"(y), "r"(x ^ y));
  asm("prmt.b32.f4e %0, %1, %2, %3;" : "=r"(r[7]) : "r"(x), "r"(y), "r"(s));
  asm("prmt.b32.ecl %0, %1, %2, %3;" : "=r"(r[8]) : "r"(x), "r"(y), "r"(l));
  asm("lop3.b32 %0, %1, %2, %3, 0xe8;" : "=r"(r[9]) : "r"(x), "r"(y), "r"(x * 3u));
  asm("bfind.u32 %0, %1;" : "=r"(r[10]) : "r"(x >> s));
  asm("bfind.s32 %0, %1;" : "=r"(r[11]) : "r"(y));
  asm("bfind.shiftamt.u32 %0, %1;" : "=r"(r[12]) : "r"(x >> l));
  asm("fns.b32 %0, %1, %2, %3;" : "=r"(r[13]) : "r"(x), "r"(s), "r"((int)((y >> 10) & 15) - 8));
  asm("shl.b32 %0, %1, %2;" : "=r"(r[14]) : "r"(x), "r"(y & 63));
  asm("shr.s32 %0, %1, %2;" : "=r"(r[15]) : "r"(x), "r"(y & 63));
  asm("{ .reg .u32 t; popc.b32 t, %1; clz.b32 %0, %2; add.u32 %0, %0, t; }" : "=r"(r[16]) : "r"(x), "r"(y >> s));
  asm("brev.b32 %0, %1;" : "=r"(r[17]) : "r"(x));
  asm("{ .reg .pred p; setp.lt.s32 p, %1, %2; selp.b32 %0, %1, %2, p; }" : "=r"(r[18]) : "r"(x), "r"(y));
  asm("{ .reg .pred p, q; setp.gt.u32 p|q, %1, %2; @q add.u32 %0, %1, 1; @p sub.u32 %0, %2, 1; }" : "=r"(r[19]) : "r"(x), "r"(y));
  // 64-bit: a wide multiply split with a vector move, then a 64-bit add and shift
  u64 w;
  asm("{ .reg .u32 lo, hi; mul.wide.u32 %0, %1, %2; mov.b64 {lo, hi}, %0; add.u32 lo, lo, hi; mov.b64 %0, {lo, hi}; shr.u64 %0, %0, 3; }" : "=l"(w) : "r"(x), "r"(y));
  r[20] = (u32)w;
  r[21] = (u32)(w >> 32);
  asm("max.s32 %0, %1, %2;" : "=r"(r[22]) : "r"(x), "r"(y));
  u32 acc = x;
  asm("{ .reg .pred p, q; setp.ne.b32 q, %1, 0; setp.eq.or.b32 p, %1, 5, q; @!p xor.b32 %0, %0, 0xff; }" : "+r"(acc) : "r"(y & 3));
  r[23] = acc;
  for (int k = 0; k < NI; ++k) out[t * NI + k] = r[k];
}

#define NF 14
extern "C" __global__ void floats(const float* a, const float* b, float* out, int* iout) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  float x = a[t], y = b[t], r[NF];
  asm("add.rz.f32 %0, %1, %2;" : "=f"(r[0]) : "f"(x), "f"(y));
  asm("add.rm.f32 %0, %1, %2;" : "=f"(r[1]) : "f"(x), "f"(y));
  asm("mul.rp.f32 %0, %1, %2;" : "=f"(r[2]) : "f"(x), "f"(y));
  asm("fma.rn.f32 %0, %1, %2, %3;" : "=f"(r[3]) : "f"(x), "f"(y), "f"(x));
  asm("fma.rz.f32 %0, %1, %2, %3;" : "=f"(r[4]) : "f"(x), "f"(y), "f"(y));
  asm("div.rn.f32 %0, %1, %2;" : "=f"(r[5]) : "f"(x), "f"(y));
  asm("div.rp.f32 %0, %1, %2;" : "=f"(r[6]) : "f"(x), "f"(y));
  asm("sqrt.rn.f32 %0, %1;" : "=f"(r[7]) : "f"(fabsf(x)));
  asm("sqrt.rm.f32 %0, %1;" : "=f"(r[8]) : "f"(fabsf(y)));
  asm("rcp.rn.f32 %0, %1;" : "=f"(r[9]) : "f"(y));
  asm("{ .reg .f32 t; min.f32 t, %1, %2; neg.f32 t, t; abs.f32 %0, %2; sub.f32 %0, %0, t; }" : "=f"(r[10]) : "f"(x), "f"(y));
  asm("max.f32 %0, %1, %2;" : "=f"(r[11]) : "f"(x), "f"(y));
  double d;
  asm("{ .reg .f64 t; cvt.f64.f32 t, %1; cvt.f64.f32 %0, %2; add.rm.f64 %0, %0, t; }" : "=d"(d) : "f"(x), "f"(y));
  asm("cvt.rn.f32.f64 %0, %1;" : "=f"(r[12]) : "d"(d * 1e-3));
  asm("{ .reg .s32 i; cvt.rzi.s32.f32 i, %1; cvt.rn.f32.s32 %0, i; }" : "=f"(r[13]) : "f"(x * 1000.0f));
  int i0, i1;
  asm("cvt.rni.s32.f32 %0, %1;" : "=r"(i0) : "f"(y * 4.0f));
  asm("cvt.rmi.u32.f32 %0, %1;" : "=r"(i1) : "f"(x * 1e9f));
  for (int k = 0; k < NF; ++k) out[t * NF + k] = r[k];
  iout[2 * t] = i0;
  iout[2 * t + 1] = i1;
}

// memory and cross-lane instructions; blocks of 64 threads (two warps)
#define NX 12
extern "C" __global__ void lanes(const u32* a, u32* out) {
  __shared__ u32 sh[64];
  __shared__ u32 counter;
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  u32 r[NX];
  u32 x;
  asm volatile("ld.global.nc.u32 %0, [%1];" : "=r"(x) : "l"(a + t));
  if (threadIdx.x == 0) counter = 0;
  __syncthreads();
  u64 sa;
  asm("cvta.to.shared.u64 %0, %1;" : "=l"(sa) : "l"(&sh[threadIdx.x]));
  asm volatile("st.shared.u32 [%0], %1;" :: "l"(sa), "r"(x) : "memory");
  asm volatile("bar.sync 0;" ::: "memory");
  asm volatile("ld.shared.u32 %0, [%1+4];" : "=r"(r[0]) : "l"(sa - ((threadIdx.x & 1) ? 8 : 0)) : "memory");
  u32 old, caddr = (u32)__cvta_generic_to_shared(&counter);
  asm volatile("atom.shared.add.u32 %0, [%1], %2;" : "=r"(old) : "r"(caddr), "r"(threadIdx.x) : "memory");
  __syncthreads();
  // the old values depend on the order of the atomics; their total does not
  asm volatile("ld.shared.u32 %0, [%1];" : "=r"(r[1]) : "r"(caddr) : "memory");
  asm("mov.u32 %0, %%laneid;" : "=r"(r[2]));
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(r[3]));
  asm("{ .reg .u32 tx, n; mov.u32 tx, %%tid.x; mov.u32 n, %%ntid.x; mad.lo.u32 %0, n, 1000, tx; }" : "=r"(r[4]));
  asm volatile("shfl.sync.bfly.b32 %0, %1, 3, 0x1f, 0xffffffff;" : "=r"(r[5]) : "r"(x));
  asm volatile("{ .reg .pred p; .reg .u32 v; shfl.sync.up.b32 v|p, %1, 5, 0, 0xffffffff; selp.b32 %0, v, 7, p; }" : "=r"(r[6]) : "r"(x));
  asm volatile("{ .reg .pred p; setp.ne.u32 p, %1, 0; vote.sync.ballot.b32 %0, p, 0xffffffff; }" : "=r"(r[7]) : "r"(x & 4));
  asm volatile("match.any.sync.b32 %0, %1, 0xffffffff;" : "=r"(r[8]) : "r"(x & 3));
  asm volatile("redux.sync.add.u32 %0, %1, 0xffffffff;" : "=r"(r[9]) : "r"(x & 0xffff));
  asm volatile("redux.sync.max.u32 %0, %1, 0xffffffff;" : "=r"(r[10]) : "r"(x));
  u32 m;
  asm volatile("activemask.b32 %0;" : "=r"(m));
  asm volatile("bar.warp.sync %0;" :: "r"(m));
  r[11] = m;
  for (int k = 0; k < NX; ++k) out[t * NX + k] = r[k];
}
