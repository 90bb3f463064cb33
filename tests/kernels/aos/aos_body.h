// Arrays of structs with vector members, a by-value struct argument, a constant table,
// dynamic shared memory, local arrays with memset/memcpy, templates, a __noinline__
// recursive function and generic pointers into shared and global memory.
struct Particle {
  float4 pos;
  int2 cell;
  u32 id;
  float mass;
};

struct Params {
  float dt;
  int steps;
  u32 salt;
  float scale[4];
};

__constant__ u32 kTable[16] = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3};

extern __shared__ u32 dyn[];

__device__ __attribute__((noinline)) u32 fib(u32 n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

template <int K> __device__ __attribute__((noinline)) u32 mix(u32 v) {
  for (int i = 0; i < K; ++i) v = (v ^ (v >> 7)) * 0x9E3779B1u + (u32)i;
  return v;
}

// A generic pointer may point to shared or global memory.
__device__ __attribute__((noinline)) u32 sum4(const u32 *p) { return p[0] + p[1] + p[2] + p[3]; }

extern "C" __global__ void __launch_bounds__(128) aos(const Particle *__restrict__ in,
                                                      Particle *__restrict__ out, u32 *aux,
                                                      Params p) {
  u32 tid = threadIdx.x;
  u32 gid = blockIdx.x * blockDim.x + tid;
  Particle q = in[gid];
  for (int s = 0; s < p.steps; ++s) {
    q.pos.x += p.dt * p.scale[0];
    q.pos.y -= p.dt * p.scale[1];
    q.pos.z *= p.scale[2];
    q.pos.w = q.mass;
  }
  q.cell.x = (int)(q.id & 15) - 8;
  q.cell.y = q.cell.x * (int)kTable[q.id & 15];
  q.mass = (float)(q.id & 1023);
  out[gid] = q;

  u32 loc[8];
  __builtin_memset(loc, 0, sizeof loc);
  for (u32 k = 0; k <= (q.id & 7); ++k) loc[(q.id + k) & 7] += k + p.salt;
  __builtin_memcpy(&dyn[tid * 8], loc, sizeof loc);
  __syncthreads();
  u32 nb = (tid + 1) % blockDim.x;
  u32 v = sum4(&dyn[nb * 8]) + sum4(&aux[gid * 4]);
  aux[gid * 4] = v + fib(q.id & 7) + mix<3>(q.id) + kTable[(q.id >> 4) & 15];
}
